"""The bot as a real process (``python -m bot bot``): restarts keep prompts valid, SIGTERM stops
it cleanly, the token stays out of its output; the webhook mode; the invite command."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from bot.telegram.app import FrontEndError
from bot.telegram.identity import CODE_ALPHABET
from tests.e2e.telegram_harness import TOKEN, running_bot
from tests.fakes.telegram_api import FakeTelegramAPI, ThreadedFakeTelegramAPI

REPO = Path(__file__).resolve().parents[1]
ANNA = 1001
pytestmark = pytest.mark.slow


def _env(home: Path, api_url: str | None, *, token: str | None = TOKEN) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("METNOS_")}
    env.update(METNOS_HOME=str(home), PYTHONPATH=str(REPO), PTB_TIMEDELTA="1")
    if api_url:
        env["METNOS_TELEGRAM__API_URL"] = api_url
    if token:
        env["METNOS_TELEGRAM__TOKEN"] = token
    return env


def _metnos(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=REPO, env=_env(home, None),
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)


def _start_bot(home: Path, api: ThreadedFakeTelegramAPI) -> subprocess.Popen[str]:
    polls = sum(r.method == "getUpdates" for r in api.api.requests)
    proc = subprocess.Popen([sys.executable, "-m", "bot", "bot"], cwd=REPO,
                            env=_env(home, api.url), stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    api.run(api.api.wait_for(
        lambda: sum(r.method == "getUpdates" for r in api.api.requests) > polls, timeout=30))
    return proc


def _stop_bot(proc: subprocess.Popen[str]) -> str:
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    return out + err


@pytest.fixture
def double() -> Iterator[ThreadedFakeTelegramAPI]:
    with FakeTelegramAPI.start_in_thread(TOKEN) as handle:
        yield handle


def test_invite_prints_a_code_as_the_last_line(home: Path) -> None:
    done = _metnos(home, "users", "invite", "anna")
    assert done.returncode == 0, done.stderr
    code = done.stdout.strip().splitlines()[-1]
    assert len(code) >= 8 and set(code) <= set(CODE_ALPHABET)


def test_without_a_token_the_bot_says_why_and_exits_1(home: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "bot", "bot"], cwd=REPO,
                          env=_env(home, "http://127.0.0.1:9", token=None),
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 1
    assert len(done.stderr.strip().splitlines()) == 1 and "token" in done.stderr


def test_the_token_can_come_from_the_keyring(
    home: Path, double: ThreadedFakeTelegramAPI
) -> None:
    stored = subprocess.run([sys.executable, "-m", "bot", "secrets", "set", "telegram:token"],
                            cwd=REPO, env=_env(home, None, token=None), input=TOKEN,
                            capture_output=True, text=True, timeout=60)
    assert stored.returncode == 0, stored.stderr
    polls = sum(r.method == "getUpdates" for r in double.api.requests)
    proc = subprocess.Popen([sys.executable, "-m", "bot", "bot"], cwd=REPO,
                            env=_env(home, double.url, token=None), stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        double.run(double.api.wait_for(
            lambda: sum(r.method == "getUpdates" for r in double.api.requests) > polls,
            timeout=30))
    finally:
        output = _stop_bot(proc)
    assert double.api.requests[0].method == "getMe" and double.api.requests[0].status == 200
    assert TOKEN not in output


def test_a_prompt_stays_valid_across_a_restart(
    home: Path, double: ThreadedFakeTelegramAPI
) -> None:
    api = double.api
    code = _metnos(home, "users", "invite", "anna").stdout.strip().splitlines()[-1]
    first = _start_bot(home, double)
    try:
        double.run(api.user_sends(ANNA, f"/start {code}"))
        double.run(api.wait_for_messages(ANNA, 1, timeout=15))
        files = home / "users" / "anna" / "files"
        files.mkdir(parents=True, exist_ok=True)
        (files / "a.txt").write_text("a")
        double.run(api.user_sends(ANNA, "elimina il file a.txt"))
        prompt = double.run(api.wait_for_messages(ANNA, 2, timeout=15))[1]
        double.run(api.wait_for(lambda: len(prompt.buttons) == 2, timeout=15))
    finally:
        output = _stop_bot(first)
    yes = prompt.buttons[0][1]
    second = _start_bot(home, double)
    try:
        double.run(api.user_taps(ANNA, prompt.message_id, yes))
        done = double.run(api.wait_for_messages(ANNA, 3, timeout=15))[2]
        assert done.visible is not None and "cestino" in done.visible
        assert not (files / "a.txt").exists()
        double.run(api.wait_for(lambda: prompt.buttons == [], timeout=15))
        assert prompt.visible is not None and prompt.visible.endswith("Confermato da Anna")
    finally:
        output += _stop_bot(second)
    assert len(api.messages_to(ANNA)) == 3  # nothing repeated after the restart
    output += (home / "metnos.log").read_text(encoding="utf-8")
    assert "Metnos is running as @metnos_test_bot" in output
    assert TOKEN not in output and TOKEN.split(":", 1)[1] not in output
    assert all(TOKEN not in str(r.params) for r in api.requests)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_webhook_mode_checks_the_secret_token(home: Path) -> None:
    port = _free_port()
    url = f"http://127.0.0.1:{port}/hook"
    async with running_bot(home, mode="webhook", webhook_url=url, webhook_port=port,
                           webhook_secret="s3cret-Token_value") as h:
        assert h.api.webhook is not None
        assert h.api.webhook["url"] == url
        assert h.api.webhook["secret_token"] == "s3cret-Token_value"
        h.api.add_user(4242, language_code="en")
        update = {"update_id": 1, "message": {
            "message_id": 1, "date": 0, "text": "hello",
            "chat": {"id": 4242, "type": "private", "first_name": "Eve"},
            "from": {"id": 4242, "is_bot": False, "first_name": "Eve", "language_code": "en"}}}
        async with httpx.AsyncClient() as client:
            forged = await client.post(url, json=update,
                                       headers={"X-Telegram-Bot-Api-Secret-Token": "wrong"})
            assert forged.status_code == 403
            good = await client.post(url, json=update,
                                     headers={"X-Telegram-Bot-Api-Secret-Token":
                                              "s3cret-Token_value"})
            assert good.status_code == 200
        [refusal] = await h.api.wait_for_messages(4242, 1)
        assert refusal.visible is not None and refusal.visible.startswith("Sorry")
        await h.settled()
        assert await h.turns() == 0


async def test_webhook_mode_without_a_url_does_not_start(home: Path) -> None:
    with pytest.raises(FrontEndError, match="webhook_url is not set"):
        async with running_bot(home, mode="webhook"):
            pass


def _job_state(home: Path) -> str | None:
    import sqlite3

    db = sqlite3.connect(home / "metnos.db", timeout=10)
    try:
        row = db.execute("SELECT state FROM jobs").fetchone()
    finally:
        db.close()
    return str(row[0]) if row else None


def _trash_names(home: Path, user: str) -> list[str]:
    return [p.name for p in (home / "users" / user / "trash").rglob("*.txt")]


def test_a_400_file_delete_survives_kill_9_and_continues_from_a_button(
    home: Path, double: ThreadedFakeTelegramAPI
) -> None:
    """Through the Telegram double: the delete asks once with buttons (saying 400), runs as a
    job, the bot is killed with SIGKILL mid-delete (METNOS_KILL_ROUNDS times, at random
    moments), restarts, the owner is told and taps "Continua"; at the end every file is in
    its place or in the trash exactly once, the job is done once, and the database is intact."""
    import random
    import sqlite3
    import time

    api = double.api
    rounds = int(os.environ.get("METNOS_KILL_ROUNDS", "2"))
    rng = random.Random(int(os.environ.get("METNOS_KILL_SEED", "5")))
    code = _metnos(home, "users", "invite", "anna").stdout.strip().splitlines()[-1]
    bot = _start_bot(home, double)
    double.run(api.user_sends(ANNA, f"/start {code}"))
    double.run(api.wait_for_messages(ANNA, 1, timeout=15))
    folder = home / "users" / "anna" / "files" / "Vecchi"
    folder.mkdir(parents=True)
    for n in range(400):
        (folder / f"f{n:03d}.txt").write_text(str(n))
    sent = len(api.messages_to(ANNA))
    double.run(api.user_sends(ANNA, "elimina i file txt nella cartella Vecchi"))
    prompt = double.run(api.wait_for_messages(ANNA, sent + 1, timeout=15))[sent]
    double.run(api.wait_for(lambda: len(prompt.buttons) == 2, timeout=15))
    assert prompt.visible is not None and "400" in prompt.visible and "background" in prompt.visible
    double.run(api.user_taps(ANNA, prompt.message_id, prompt.buttons[0][1]))
    kills = 0
    for left in range(rounds, 0, -1):
        done = len(_trash_names(home, "anna"))
        if 400 - done < 25:
            break  # too little left to stop it in the middle
        at = done + rng.randrange(3, max(4, (400 - done - 20) // left))
        deadline = time.monotonic() + 60
        while len(_trash_names(home, "anna")) < at and bot.poll() is None:
            assert time.monotonic() < deadline, "the delete never got going"
            time.sleep(0.005)
        bot.send_signal(signal.SIGKILL)  # in the middle of the delete
        bot.communicate(timeout=30)
        seen = len(api.messages_to(ANNA))
        bot = _start_bot(home, double)
        if not list(folder.glob("*.txt")) and _job_state(home) == "done":
            break  # under load it finished just before the kill: nothing to continue
        double.run(api.wait_for(
            lambda seen=seen: any(len(m.buttons) == 2 for m in api.messages_to(ANNA)[seen:]),
            timeout=25), timeout=40)
        offer = next(m for m in api.messages_to(ANNA)[seen:] if len(m.buttons) == 2)
        assert offer.visible is not None and "Continua" in offer.buttons[0][0]
        double.run(api.user_taps(ANNA, offer.message_id, offer.buttons[0][1]))
        kills += 1
    assert kills >= min(rounds, 1)
    try:
        deadline = time.monotonic() + 90
        while _job_state(home) != "done":
            assert time.monotonic() < deadline, f"the job ended {_job_state(home)}"
            time.sleep(0.05)
        if kills:
            double.run(api.wait_for(lambda: any((m.visible or "").startswith(
                "Il lavoro #1 è finito") for m in api.messages_to(ANNA)), timeout=30), timeout=40)
    finally:
        _stop_bot(bot)
    trashed = _trash_names(home, "anna")
    assert not list(folder.glob("*.txt")) and len(trashed) == 400 and len(set(trashed)) == 400
    db = sqlite3.connect(home / "metnos.db")
    try:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert db.execute("SELECT state FROM jobs").fetchall() == [("done",)]
        receipts, sources = db.execute(
            "SELECT COUNT(*), COUNT(DISTINCT json_extract(effect_json, '$.source')) FROM receipts"
        ).fetchone()
        assert receipts == sources and 400 - rounds <= receipts <= 400  # no effect twice
    finally:
        db.close()
