"""kill -9 at random points: a confirmed delete of many files runs as a job in a real
``metnos plan run`` process, which is killed with SIGKILL either once a random number of files
is in the trash or after a random time (before, during or after the job). A new process then
tells the owner and, when a job stopped, continues it from its "continue" button.

After each kill: the database passes ``PRAGMA integrity_check``, every file is in exactly one
place (its folder or the trash), none is trashed twice, no receipt is written twice, and a
continued job ends done with every file handled. ``METNOS_KILL_ROUNDS`` sets the number of
kills (the bench runs 50 or more), ``METNOS_KILL_SEED`` their points.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from runtime.runtime import Runtime
from tests.conftest import make_settings
from tests.scoring import Score
from tests.test_cli import REPO, write_plan, ws
from tests.test_turn_lifecycle import _continue_after_restart, _env, _trashed

FAMILY = "kill -9"
FILES = 60
ROUNDS = int(os.environ.get("METNOS_KILL_ROUNDS", "2"))
SEED = int(os.environ.get("METNOS_KILL_SEED", "14"))


def _points() -> list[tuple[str, float]]:
    rng = random.Random(SEED)
    return [("after_files", rng.randrange(1, FILES - 5)) if n % 2 == 0 else ("after_seconds", rng.uniform(0.05, 0.9))
            for n in range(ROUNDS)]


def _kill(home: Path, plan: Path, mode: str, at: float) -> bool:
    """Whether the process was still running when it was killed."""
    proc = subprocess.Popen([sys.executable, "-m", "bot", "plan", "run", str(plan)], cwd=REPO, env=_env(home),
                            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdin is not None
    proc.stdin.write("1\n")
    proc.stdin.flush()
    started = time.monotonic()
    while proc.poll() is None:
        assert time.monotonic() - started < 60, "the delete never got going"
        if mode == "after_files" and len(_trashed(home)) >= at:
            break
        if mode == "after_seconds" and time.monotonic() - started >= at:
            break
        time.sleep(0.005)
    alive = proc.poll() is None
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    proc.stdin.close()
    return alive


def _check_db(home: Path) -> tuple[bool, int, str | None]:
    """(integrity ok, receipts written twice, the job's state)."""
    db = sqlite3.connect(home / "metnos.db")
    try:
        ok = db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        [(receipts, distinct)] = db.execute(
            "SELECT COUNT(*), COUNT(DISTINCT json_extract(effect_json, '$.source')) FROM receipts").fetchall()
        jobs = db.execute("SELECT state FROM jobs").fetchall()
    finally:
        db.close()
    return ok, receipts - distinct, jobs[0][0] if jobs else None


@pytest.mark.slow
@pytest.mark.parametrize(("mode", "at"), _points(), ids=[f"kill{n}" for n in range(ROUNDS)])
async def test_a_kill_at_a_random_point_loses_nothing_and_repeats_nothing(
        tmp_path: Path, home: Path, score: Score, mode: str, at: float) -> None:
    folder = ws(home) / "Vecchi"
    folder.mkdir()
    for n in range(FILES):
        (folder / f"f{n:03d}.txt").write_text(str(n))
    async with await Runtime.open(make_settings(home)) as rt:
        await rt.users.ensure("admin", role="admin")
    plan = write_plan(tmp_path, [{"tool": "find_files", "args": {"base_path": "~/Vecchi", "pattern": "*.txt"}},
                                 {"tool": "delete_files", "args": {"from_step": 1}}])
    killed = _kill(home, plan, mode, at)
    score.add("kills", int(killed))
    ok_after_kill, _, _ = _check_db(home)
    await _continue_after_restart(home)
    await asyncio.sleep(0)
    ok, twice, state = _check_db(home)
    left = sorted(p.name for p in folder.glob("*.txt"))
    trashed = _trashed(home)
    duplicates = (len(trashed) - len(set(trashed))) + twice + len(set(left) & set(trashed))
    lost = FILES - len(set(left) | set(trashed))
    score.add("kill_duplicates", duplicates)
    score.add("integrity_failures", int(not ok_after_kill) + int(not ok))
    assert ok_after_kill and ok and duplicates == 0 and lost == 0
    if state is not None:
        assert state in ("done", "cancelled") and (left == [] or state == "cancelled"), (state, len(left))
