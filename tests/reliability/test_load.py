"""Load: fifty concurrent turns across ten users, through ``Runtime.handle`` and through the
Telegram double; every answer arrives, nothing says "database is locked", every effect
happens once, and a hostile document processed for one user does not hold up another.

The bench raises the numbers with ``METNOS_LOAD_USERS`` and ``METNOS_LOAD_TURNS`` (turns per
user).
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from pathlib import Path

import pytest

from runtime.documents.work import worker_pids
from runtime.runtime import Runtime
from runtime.turn import Reply, Request
from tests.conftest import make_settings, workspace
from tests.e2e.telegram_harness import running_bot
from tests.reliability.conftest import open_turns
from tests.scoring import Score

FAMILY = "load"
USERS = int(os.environ.get("METNOS_LOAD_USERS", "10"))
TURNS = int(os.environ.get("METNOS_LOAD_TURNS", "5"))
HOSTILE_CHARS = int(os.environ.get("METNOS_HOSTILE_CHARS", "400000"))
#: Lines of numbers after the supplier line: enough to keep the rules busy past the timeout.
HOSTILE_LINES = int(os.environ.get("METNOS_HOSTILE_LINES", "1000"))
HOSTILE_TIMEOUT = 3.0


@pytest.fixture
async def crowd(home: Path) -> Runtime:
    rt = await Runtime.open(make_settings(home))
    for n in range(USERS):
        await rt.users.ensure(f"u{n}", role="user")
        folder = workspace(rt, f"u{n}") / "Note"
        folder.mkdir(parents=True)
        (folder / "nota.txt").write_text(f"nota di u{n}\n")
        for k in range(TURNS):
            (folder / f"vecchio{k}.txt").write_text("x")
    return rt


def _locked(caplog: pytest.LogCaptureFixture) -> int:
    return sum("database is locked" in r.getMessage() or "locked" in str(r.exc_info and r.exc_info[1])
               for r in caplog.records)


def _said(user: int, k: int) -> str:
    return ["che ore sono?", "elenca i file nella cartella Note", f"scrivi 'ciao {k}' nel file Note/n{k}.txt",
            "aggiungi 'riga' a Note/nota.txt", "leggi il file Note/nota.txt"][k % 5]


async def test_fifty_concurrent_turns_across_ten_users_all_answer(
        crowd: Runtime, caplog: pytest.LogCaptureFixture, score: Score) -> None:
    caplog.set_level(logging.WARNING)
    requests = [(u, k) for k in range(TURNS) for u in range(USERS)]
    try:
        replies = await asyncio.gather(*[crowd.handle(Request(
            user=f"u{u}", text=_said(u, k), conversation_id=f"c{u}-{k}")) for u, k in requests])
        left_open = await open_turns(crowd)
    finally:
        await crowd.close()
    lost = sum(r.status not in ("answered",) or not r.text for r in replies) + left_open
    locked = _locked(caplog)
    score.add("answers_lost", lost)
    score.add("database_locked", locked)
    assert lost == 0 and locked == 0, [r.text for r in replies if r.status != "answered"][:3]
    appended = [(workspace(crowd, f"u{u}") / "Note" / "nota.txt").read_text().count("riga") for u in range(USERS)]
    assert appended == [sum(1 for k in range(TURNS) if k % 5 == 3)] * USERS  # each append once


async def test_fifty_concurrent_confirmations_run_each_effect_once(
        crowd: Runtime, caplog: pytest.LogCaptureFixture, score: Score) -> None:
    caplog.set_level(logging.WARNING)
    pairs = [(u, k) for k in range(TURNS) for u in range(USERS)]
    try:
        asked = await asyncio.gather(*[crowd.handle(Request(
            user=f"u{u}", text=f"elimina il file Note/vecchio{k}.txt", conversation_id=f"c{u}-{k}"))
            for u, k in pairs])
        assert all(a.prompt is not None for a in asked), [a.text for a in asked if a.prompt is None][:3]

        async def answer(reply: Reply, u: int, k: int) -> Reply:
            assert reply.prompt is not None
            return await crowd.resume(reply.prompt.dialogue_id, "yes", user=f"u{u}", conversation_id=f"c{u}-{k}")

        done = await asyncio.gather(*[answer(a, u, k) for a, (u, k) in zip(asked, pairs, strict=True)])
        left_open = await open_turns(crowd)
    finally:
        await crowd.close()
    trashed = sum(1 for u in range(USERS) for _ in (crowd.settings.data_dir / "users" / f"u{u}" / "trash")
                  .rglob("vecchio*.txt"))
    lost = sum(d.status != "answered" for d in done) + left_open
    score.add("answers_lost", lost)
    score.add("database_locked", _locked(caplog))
    score.add("harmful_effects", max(0, trashed - len(pairs)))
    assert lost == 0 and trashed == len(pairs) and _locked(caplog) == 0


async def test_ten_telegram_users_sending_at_once_all_get_their_answers(home: Path, score: Score) -> None:
    users = min(USERS, 10)
    async with running_bot(home) as h:
        for n in range(users):
            await h.pair(2000 + n, f"t{n}")
            (h.workspace(f"t{n}") / "Note").mkdir()
        for k in range(TURNS):
            for n in range(users):
                await h.api.user_sends(2000 + n, "che ore sono?" if k % 2 else "elenca le cartelle")
        for n in range(users):
            await h.api.wait_for_messages(2000 + n, 1 + TURNS, timeout=30)
        await h.settled()
        lost = sum(max(0, 1 + TURNS - len(h.to(2000 + n))) for n in range(users))
    score.add("answers_lost", lost)
    assert lost == 0


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


async def test_a_hostile_document_does_not_hold_up_another_users_answer(home: Path, score: Score) -> None:
    """The issue's document (a 400,000-character supplier line), then lines of numbers that keep
    the rules busy for longer than the step may take: every other user's answer, asked again and
    again while it is read, comes within 2 s; and the step stops at its timeout — its work with
    it, not only the waiting for it (no thread left spinning here, no worker left alive)."""
    rt = await Runtime.open(make_settings(home, general={"step_timeout_seconds": HOSTILE_TIMEOUT}))
    try:
        for n in range(4):
            await rt.users.ensure(f"u{n}", role="user")
        (workspace(rt, "u0") / "preventivo.txt").write_text(
            "Fornitore: " + "A" * HOSTILE_CHARS + "\n" + ("-1 " * 600 + "\n") * HOSTILE_LINES
            + "Totale: 100,00 EUR\n")
        started = time.monotonic()
        hostile = asyncio.create_task(rt.run_plan({"steps": [
            {"tool": "read_files", "args": {"paths": ["~/preventivo.txt"]}},
            {"tool": "extract_entries", "args": {"from_step": 1, "fields": ["fornitore", "prezzo"]}}]},
            user="u0", locale="en"))
        delays: list[float] = []
        workers: set[int] = set()
        while not hostile.done() or not delays:
            asked = time.monotonic()
            other = await rt.handle(Request(user=f"u{1 + len(delays) % 3}", text="che ore sono?",
                                            conversation_id=f"c{len(delays)}"))
            delays.append(time.monotonic() - asked)
            assert other.status == "answered" and other.text
            workers.update(worker_pids())
            await asyncio.sleep(0.2)
        reply = await hostile
        took = time.monotonic() - started
        cpu = time.process_time()
        await asyncio.sleep(1.0)
        spinning = time.process_time() - cpu  # a thread still at the document would keep a core busy
        left_open = await open_turns(rt)
    finally:
        await rt.close()
    score.add("other_user_delay_s", round(max(delays), 2))
    assert max(delays) < 2.0, delays
    assert "stopped" in reply.text and took < HOSTILE_TIMEOUT + 10, (took, reply.text[:300])
    assert spinning < 0.5 and not [pid for pid in workers - set(worker_pids()) if _alive(pid)], spinning
    assert left_open == 0 and len(delays) >= 3, delays
