"""A turn's and a job's life: consent first, prompts with buttons, every end visible to its
owner, and a job that continues after a kill without repeating an effect."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from runtime.i18n import t
from runtime.plan.model import Plan, Step
from runtime.runtime import Runtime
from runtime.turn import Reply
from tests.conftest import make_settings, say, workspace
from tests.test_cli import REPO, metnos, write_plan, ws
from tests.test_lre import RecordingNotifier, open_rt

FILES = 400


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("METNOS_")}
    env.update({"METNOS_HOME": str(home), "METNOS_CATALOG__EXTRA_MODULES": '["tests.fakes.executors"]'})
    return env


def _trashed(home: Path) -> list[str]:
    return [p.name for p in (home / "users" / "admin" / "trash").rglob("*.txt")]


def _kill_mid_delete(home: Path, plan: Path, at: int) -> None:
    """`metnos plan run` of a 400-file delete, confirmed on stdin, killed with SIGKILL once
    `at` files are in the trash."""
    proc = subprocess.Popen([sys.executable, "-m", "bot", "plan", "run", str(plan)], cwd=REPO,
                            env=_env(home), stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, text=True)
    assert proc.stdin is not None
    proc.stdin.write("1\n")
    proc.stdin.flush()
    deadline = time.monotonic() + 60
    while proc.poll() is None and len(_trashed(home)) < at:
        assert time.monotonic() < deadline, "the delete never got going"
        time.sleep(0.005)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    proc.stdin.close()


async def _continue_after_restart(home: Path) -> list[Reply]:
    """Restart: the owner is told (with a "continue" button when a job stopped); tap it."""
    notifier = RecordingNotifier()
    async with await Runtime.open(make_settings(home), notifier=notifier) as rt:
        await rt.report_interrupted()
        for notice in list(notifier.replies):
            if notice.prompt is not None:
                assert [c.key for c in notice.prompt.choices] == ["yes", "no"]
                assert notice.prompt.choices[0].label == t("choice.continue", notice.locale)
                went_on = await rt.resume(notice.prompt.dialogue_id, "yes", user="admin",
                                          conversation_id="cli")
                assert went_on.status == "job", went_on.text
                await rt.wait_for_jobs()
        assert await rt.report_interrupted() == 0  # told once
    return notifier.replies


async def test_a_job_killed_mid_delete_continues_and_no_file_is_trashed_twice(
        tmp_path: Path, home: Path) -> None:
    rounds = int(os.environ.get("METNOS_KILL_ROUNDS", "3"))
    rng = random.Random(int(os.environ.get("METNOS_KILL_SEED", "11")))
    for round_ in range(rounds):
        case = home / f"round{round_}"
        folder = ws(case) / "Vecchi"
        folder.mkdir()
        for n in range(FILES):
            (folder / f"f{n:03d}.txt").write_text(str(n))
        assert metnos(case, "users", "add", "admin", "--admin").returncode == 0
        plan = write_plan(tmp_path, [
            {"tool": "find_files", "args": {"base_path": "~/Vecchi", "pattern": "*.txt"}},
            {"tool": "delete_files", "args": {"from_step": 1}}], name=f"plan{round_}.json")
        _kill_mid_delete(case, plan, rng.randrange(1, FILES - 20))
        before = len(_trashed(case))
        finished = not list(folder.glob("*.txt"))  # under load it may end just before the kill
        replies = await _continue_after_restart(case)
        assert replies or finished, "the owner was told nothing after the restart"
        left = sorted(p.name for p in folder.glob("*.txt"))
        trashed = _trashed(case)
        assert left == [] and len(trashed) == FILES and len(set(trashed)) == FILES  # each once
        db = sqlite3.connect(case / "metnos.db")
        try:
            assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
            [(receipts,)] = db.execute("SELECT COUNT(*) FROM receipts WHERE step_num = 2").fetchall()
            [(state,)] = db.execute("SELECT state FROM jobs").fetchall()
            [(distinct,)] = db.execute(
                "SELECT COUNT(DISTINCT json_extract(effect_json, '$.source')) FROM receipts").fetchall()
            assert distinct == receipts  # no item's effect recorded twice
        finally:
            db.close()
        assert state == "done"
        unsure = FILES - receipts  # trashed in the instant before the kill, with no receipt yet
        assert unsure <= 1
        if not replies:
            continue
        final = replies[-1].text
        assert final.startswith("Job #1 is done.") and f"Moved {FILES - before} files" in final
        if unsure:
            assert "I cannot be sure what happened to" in final


async def test_a_long_delete_asks_first_with_buttons_then_runs_as_a_job(home: Path) -> None:
    notifier = RecordingNotifier()
    rt = await open_rt(home, notifier)
    try:
        folder = workspace(rt) / "Vecchi"
        folder.mkdir()
        for n in range(60):
            (folder / f"v{n}.txt").write_text("x")
        asked = await say(rt, "elimina i file txt nella cartella Vecchi")
        assert asked.status == "prompt" and asked.prompt is not None
        assert [c.key for c in asked.prompt.choices] == ["yes", "no"]
        assert "60" in asked.text and t("confirm.background", "it", n=60) in asked.text
        assert await rt.jobs(user="admin") == []  # consent first: no job yet
        started = await rt.resume(asked.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
        assert started.status == "job"
        await rt.wait_for_jobs()
        assert not list(folder.glob("*.txt"))
        [(_, notice, _, _)] = notifier.sent
        assert notice.startswith("Il lavoro #1 è finito.")
    finally:
        await rt.close()


async def test_a_job_that_asks_later_sends_a_prompt_and_a_new_message_settles_it(home: Path) -> None:
    notifier = RecordingNotifier()
    rt = await open_rt(home, notifier)
    try:
        (workspace(rt) / "a.txt").write_text("a")
        plan = Plan(steps=[Step(tool="long_sleep", args={"seconds": 0.05}),
                           Step(tool="delete_files", args={"paths": ["~/a.txt"]})])
        assert (await rt.run_plan(plan, user="admin", conversation_id="c1", locale="en")).status == "job"
        await rt.wait_for_jobs()
        [asking] = notifier.replies
        assert asking.prompt is not None and [c.key for c in asking.prompt.choices] == ["yes", "no"]
        assert asking.text.startswith("Job #1 is waiting for your answer:")
        [job] = await rt.jobs(user="admin")
        assert job.state == "waiting"
        await say(rt, "help", conversation="c1")  # a new message instead of the answer
        [job] = await rt.jobs(user="admin")
        assert job.state == "cancelled"  # never a phantom 'waiting'
        late = await rt.resume(asking.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
        assert late.status == "refused" and (workspace(rt) / "a.txt").exists()
    finally:
        await rt.close()


async def test_the_buttons_of_a_jobs_prompt_resume_it(home: Path) -> None:
    notifier = RecordingNotifier()
    rt = await open_rt(home, notifier)
    try:
        (workspace(rt) / "a.txt").write_text("a")
        plan = Plan(steps=[Step(tool="long_sleep", args={"seconds": 0.05}),
                           Step(tool="delete_files", args={"paths": ["~/a.txt"]})])
        await rt.run_plan(plan, user="admin", conversation_id="c1", locale="en")
        await rt.wait_for_jobs()
        [asking] = notifier.replies
        assert asking.prompt is not None
        done = await rt.resume(asking.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
        assert done.status == "answered" and not (workspace(rt) / "a.txt").exists()
        [job] = await rt.jobs(user="admin")
        assert job.state == "done"
    finally:
        await rt.close()


async def test_a_restart_settles_a_job_whose_question_is_gone(home: Path) -> None:
    notifier = RecordingNotifier()
    rt = await open_rt(home, notifier)
    try:
        (workspace(rt) / "a.txt").write_text("a")
        plan = Plan(steps=[Step(tool="long_sleep", args={"seconds": 0.05}),
                           Step(tool="delete_files", args={"paths": ["~/a.txt"]})])
        await rt.run_plan(plan, user="admin", conversation_id="c1", locale="en")
        await rt.wait_for_jobs()
        assert await rt.sweep_dialogues(now=time.time() + 10_000) == 1
    finally:
        await rt.close()
    async with await Runtime.open(make_settings(home)) as again:
        [job] = await again.jobs(user="admin")
        assert job.state == "cancelled"


async def test_a_foreground_turn_killed_mid_run_is_told_to_its_owner(tmp_path: Path, home: Path) -> None:
    plan = write_plan(tmp_path, [{"tool": "touch_file", "args": {"path": "~/made.txt"}},
                                 {"tool": "sleep_briefly", "args": {"seconds": 30}}])
    proc = subprocess.Popen([sys.executable, "-m", "bot", "plan", "run", str(plan)], cwd=REPO,
                            env=_env(home), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while not (ws(home) / "made.txt").exists():
        assert time.monotonic() < deadline and proc.poll() is None
        time.sleep(0.02)
    time.sleep(0.3)  # its receipt is written before the next step starts
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    notifier = RecordingNotifier()
    async with await Runtime.open(make_settings(home), notifier=notifier) as rt:
        assert await rt.report_interrupted() == 1
        [(_, text, _, _)] = notifier.sent
        assert text.startswith("Your request “(plan)” was cut short because Metnos stopped")
        assert "I had made 1 change; /undo" in text
        assert await rt.report_interrupted() == 0
        turn = await rt.trace(user="admin")
        assert turn is not None and turn.state == "interrupted"
        undone = await say(rt, "undo the last operation")
    assert "Undone" in undone.text and not (ws(home) / "made.txt").exists()


async def test_another_process_never_relabels_live_turns(home: Path) -> None:
    rt = await Runtime.open(make_settings(home))
    try:
        await rt.users.ensure("admin", role="admin")
        running = asyncio.create_task(rt.run_plan(
            Plan(steps=[Step(tool="slow_touch", args={"path": "~/x.txt", "seconds": 4})]),
            user="admin", locale="en"))
        deadline = time.monotonic() + 10
        while (turn := await rt.trace(user="admin")) is None:
            assert time.monotonic() < deadline
            await asyncio.sleep(0.02)
        listed = await asyncio.to_thread(metnos, home, "jobs")  # a second process beside this one
        assert listed.returncode == 0, listed.stderr
        again = await rt.trace(user="admin", turn_id=turn.id)
        assert again is not None and again.state == "running"
        reply = await running
        assert reply.status == "answered"
    finally:
        await rt.close()


async def test_retention_forgets_old_turns_history_and_finished_jobs(home: Path) -> None:
    notifier = RecordingNotifier()
    rt = await open_rt(home, notifier, retention={"days": 1})
    try:
        await say(rt, "aiuto")
        await rt.run_plan(Plan(steps=[Step(tool="long_sleep", args={"seconds": 0.01})]), user="admin")
        await rt.wait_for_jobs()
        assert await rt.trace(user="admin") is not None and await rt.jobs(user="admin")
        await rt.collect_garbage(now=time.time() + 3600)  # within a day: kept
        assert await rt.trace(user="admin") is not None and await rt.jobs(user="admin")
        await rt.collect_garbage(now=time.time() + 2 * 86400)
        assert await rt.trace(user="admin") is None and await rt.jobs(user="admin") == []
        db = sqlite3.connect(home / "metnos.db")
        try:
            assert db.execute("SELECT COUNT(*) FROM history").fetchone() == (0,)
        finally:
            db.close()
    finally:
        await rt.close()


def test_job_steps_are_stored_once_each(tmp_path: Path, home: Path) -> None:
    """A job's records are rows per step; a finished job's rows expire, its answer stays."""
    folder = ws(home) / "Acquisti"
    folder.mkdir()
    for n in range(45):
        (folder / f"p{n}.txt").write_text(f"Fornitore: Ditta {n}\nTotale: {n},00 €\n" + "testo " * 2000)
    plan = write_plan(tmp_path, [
        {"tool": "find_files", "args": {"base_path": "~/Acquisti", "pattern": "*.txt"}},
        {"tool": "read_files", "args": {"from_step": 1}},
        {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["fornitore", "prezzo"]}}])
    out = metnos(home, "plan", "run", str(plan))
    assert out.returncode == 0, out.stderr
    db = sqlite3.connect(home / "metnos.db")
    try:
        [(state, answer)] = db.execute("SELECT state, answer_text FROM jobs").fetchall()
        assert state == "done" and "Ditta" in answer
        assert db.execute("SELECT COUNT(*) FROM job_steps").fetchone() == (0,)
        [(blob,)] = db.execute("SELECT records_json FROM jobs").fetchall()
        assert json.loads(blob) == {}
    finally:
        db.close()

