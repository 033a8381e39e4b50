"""Jobs on a queue: claims with leases, a dead or hung worker's job taken over with no item done
twice, liveness by lease on a shared database, periodic work once per cluster.

The primitives run on both backends (``store_backend``); the takeovers need a database that
several workers share (PostgreSQL: ``METNOS_TEST_DATABASE_URL``). On the SQLite file a job stops
with its process and its owner is offered to continue it (tests/test_turn_lifecycle.py).
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from runtime.i18n import t
from runtime.periodic import LEASE_SECONDS
from runtime.plan.model import Plan, Step
from runtime.runtime import Runtime
from runtime.store import runners
from runtime.store.db import Storage
from runtime.store.jobs import JobStore
from runtime.store.turns import TurnLog
from runtime.store.users import User, UserStore
from runtime.turn import TurnContext, UserRef
from tests.conftest import StoreBackend, workspace
from tests.fakes.executors import PAUSE
from tests.test_cli import REPO, metnos, write_plan, ws
from tests.test_lre import RecordingNotifier

FILES = 60


def job(owner: str, turn_id: str) -> dict[str, object]:
    return {"owner": owner, "conversation_id": "c1", "channel": "test", "locale": "en",
            "turn_id": turn_id, "path": "new_proposal", "plan": {"steps": [{"tool": "x"}]},
            "records": {1: {"status": "ok"}}, "approvals": {}, "literal_origin": "{}",
            "position": 2, "reason": "items", "progress": {"step": 1}}


@pytest.fixture
async def two(store_backend: StoreBackend) -> AsyncIterator[tuple[Storage, Storage, User]]:
    """Two connections to one database (two workers, as it were) and a user."""
    first, second = await store_backend.open(), await store_backend.open()
    try:
        anna = await UserStore(first).create("anna")
        yield first, second, anna
    finally:
        await first.close()
        await second.close()


@pytest.fixture
def shared(store_backend: StoreBackend) -> StoreBackend:
    if store_backend.name != "postgresql":
        pytest.skip("takeovers need a database that several workers share (PostgreSQL); on the"
                    " SQLite file a job stops with its process (tests/test_turn_lifecycle.py)")
    return store_backend


# --- claims, leases, fencing (both backends) -------------------------------------------------


async def test_a_job_whose_lease_lapsed_is_claimed_by_one_worker_only(
        two: tuple[Storage, Storage, User]) -> None:
    first, second, anna = two
    gone = JobStore(first, "999999999:gone", lease_seconds=30)
    made = {(await gone.create(**job(anna.id, f"t{n}"))).id for n in range(6)}  # type: ignore[arg-type]
    workers = [JobStore(first, "a:1", 30), JobStore(second, "b:1", 30), JobStore(second, "c:1", 30)]
    assert [await w.claim(10) for w in workers] == [[], [], []]  # the leases hold

    later = time.time() + 60
    claims = await asyncio.gather(*(w.claim(10, now=later) for w in workers))
    taken = [j.id for jobs in claims for j in jobs]
    assert sorted(taken) == sorted(made)  # each job once, across the three
    for store, jobs in zip(workers, claims, strict=True):
        assert all(j.runner == store.runner and j.takeovers == 1 for j in jobs)
        assert all(j.lease_until is not None and j.lease_until > later for j in jobs)
    assert await workers[0].claim(10, now=later) == []  # claimed: not again

    # the old holder and the others are fenced off: their writes change nothing
    winner = next(i for i, jobs in enumerate(claims) if jobs)
    held = claims[winner][0]
    other = workers[(winner + 1) % 3]
    assert await other.lost(made) >= {held.id}
    assert not await other.set_state(anna.id, held.id, "done", fenced=True, answer_text="x")
    assert not await gone.save_progress(anna.id, held.id, progress={"step": 9}, step=(9, {"x": 1}))
    row = await other.get(anna.id, held.id)
    assert row is not None and row.state == "queued" and row.progress == {"step": 1}
    assert 9 not in await other.records(anna.id, held.id)
    assert held.id not in await workers[winner].lost(made)
    assert await workers[winner].set_state(anna.id, held.id, "running", fenced=True)


async def test_a_heartbeat_keeps_a_claim_and_a_release_hands_it_on_at_once(
        two: tuple[Storage, Storage, User]) -> None:
    first, second, anna = two
    mine, other = JobStore(first, "a:1", 30), JobStore(second, "b:1", 30)
    held = await mine.create(**job(anna.id, "t1"))  # type: ignore[arg-type]
    await mine.set_state(anna.id, held.id, "running", fenced=True)
    later = time.time() + 25
    assert await mine.renew(now=later) == 1  # until later + 30
    assert await other.claim(5, now=later + 20) == []
    [taken] = await other.claim(5, now=later + 31)
    assert taken.id == held.id and taken.state == "running"
    assert await mine.renew(now=later + 31) == 0  # no longer its own

    assert await other.release(anna.id, held.id)
    assert not await mine.release(anna.id, held.id)  # only the holder releases
    [again] = await mine.claim(5)  # at once, no lease to wait for
    assert (again.runner, again.state, again.takeovers) == ("a:1", "queued", 2)
    assert [j.id for j in await other.expired()] == []


async def test_liveness_is_the_process_on_sqlite_and_the_lease_on_a_shared_database(
        two: tuple[Storage, Storage, User]) -> None:
    first, _, anna = two
    elsewhere = "999999999:another-host"  # a process id that means nothing on this machine
    turn = TurnContext(user=UserRef(id=anna.id, name="anna", role="user"), conversation_id="c1",
                       channel="test", locale="en", text="hello")
    await TurnLog(first, elsewhere).start(turn)
    log = TurnLog(first, runners.new_runner())
    if not runners.shared(first):
        assert await log.recover() == 1  # no such process here: it stopped
        return
    other = runners.Runners(first, elsewhere, lease_seconds=30)
    await other.register(worker=True)
    assert await log.recover() == 0  # its lease holds: alive, whatever its pid says here
    assert await log.recover(now=time.time() + 20) == 0
    assert await other.beat(now=time.time() + 20)  # the heartbeat pushes the lease on
    assert await log.recover(now=time.time() + 45) == 0
    assert await log.recover(now=time.time() + 60) == 1  # no beat for a lease: gone
    row = await log.get(anna.id, turn.turn_id)
    assert row is not None and row.state == "interrupted"
    assert [r.id for r in await other.all()] == [elsewhere]
    await other.release()
    assert await other.all() == []


# --- periodic work once per cluster (both backends) ------------------------------------------


async def test_periodic_work_runs_once_across_two_workers(store_backend: StoreBackend) -> None:
    a = await Runtime.open(store_backend.settings())
    b = await Runtime.open(store_backend.settings())
    calls: list[str] = []

    def work(who: str) -> Callable[[], Awaitable[int]]:
        async def run() -> int:
            calls.append(who)
            await asyncio.sleep(0.01)  # both ticks overlap
            return len(calls)
        return run

    try:
        ran = await asyncio.gather(a.periodic.run("probe", 60, work("a")),
                                   b.periodic.run("probe", 60, work("b")))
        assert sorted(r[0] for r in ran) == [False, True] and len(calls) == 1
        assert (await a.periodic.run("probe", 60, work("a")))[0] is False  # within the interval
        assert (await b.periodic.run("probe", 60, work("b")))[0] is False
        later = time.time() + 61
        again = [(await rt.periodic.run("probe", 60, work(n), now=later))[0]
                 for rt, n in ((b, "b"), (a, "a"))]
        assert again == [True, False] and calls[1:] == ["b"]
        [row] = [r for r in await a.periodic.tasks() if r.name == "probe"]
        assert row.runs == 2 and row.lease_until is None

        # a holder that dies in the middle of a run frees the task after the run's lease only
        assert await a.periodic.claim("crashing", 60)
        assert not await b.periodic.claim("crashing", 60, now=time.time() + 120)
        assert await b.periodic.claim("crashing", 60, now=time.time() + LEASE_SECONDS + 1)
    finally:
        await a.close()
        await b.close()


# --- takeovers (PostgreSQL) ------------------------------------------------------------------


def _trashed(home: Path) -> list[str]:
    return sorted(p.name for p in (home / "users" / "admin" / "trash").rglob("*.txt"))


async def _step_receipts(rt: Runtime, step: int) -> tuple[int, int]:
    row = await rt.db.fetchone(
        "SELECT COUNT(*) AS n, COUNT(DISTINCT effect_json) AS distinct_n FROM receipts"
        " WHERE step_num = ?", (step,))
    assert row is not None
    return int(row["n"]), int(row["distinct_n"])


async def test_a_hung_workers_job_is_taken_over_and_no_file_is_trashed_twice(shared: StoreBackend) -> None:
    notifier = RecordingNotifier()  # both workers' notices land here: the owner is told once
    # worker A never beats during the test: it hangs, as far as the others can tell
    a = await Runtime.open(shared.settings(queue={"lease_seconds": 3600, "heartbeat_seconds": 1800,
                                                  "drain_seconds": 0}), notifier=notifier)
    b = await Runtime.open(shared.settings(queue={"drain_seconds": 0}), notifier=notifier)
    try:
        await a.users.ensure("admin", role="admin")
        folder = workspace(a) / "Vecchi"
        folder.mkdir()
        for n in range(1, FILES + 1):
            (folder / f"f{n:03d}.txt").write_text(str(n))
        await b.start_worker()
        plan = Plan(steps=[Step(tool="find_files", args={"base_path": "~/Vecchi", "pattern": "*.txt"}),
                           Step(tool="paused_delete", args={"from_step": 1})])
        PAUSE.arm(25)
        asked = await a.run_plan(plan, user="admin", conversation_id="c1", locale="en")
        assert asked.status == "prompt" and asked.prompt is not None  # consent first, on A
        started = await a.resume(asked.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
        assert started.status == "job", started.text
        # A moved file 25 and hangs before writing its receipt
        assert await asyncio.to_thread(PAUSE.reached.wait, 60)
        assert len(_trashed(shared.home)) == 25
        assert await b.worker.claim() == 0  # A's claim holds while its lease does

        assert await b.worker.claim(now=time.time() + 7200) == 1  # A's lease lapsed: B goes on
        await b.wait_for_jobs()
        [notice] = notifier.replies
        assert notice.text.startswith("Job #1 is done.")
        assert t("job.taken_over", "en") in notice.text
        assert "~/Vecchi/f025.txt" in notice.text  # moved with no receipt: named, not redone
        assert sorted(p.name for p in folder.iterdir()) == []
        trashed = _trashed(shared.home)
        assert trashed == [f"f{n:03d}.txt" for n in range(1, FILES + 1)]  # each file once

        PAUSE.go.set()  # A wakes up: its claim is gone, it writes nothing and tells nobody
        await a.wait_for_jobs()
        assert len(notifier.replies) == 1
        [row] = await b.jobs(user="admin")
        assert (row.state, row.takeovers, row.runner) == ("done", 1, b.parts.runner)
        assert _trashed(shared.home) == trashed
        count, distinct = await _step_receipts(b, 2)
        assert count == distinct == FILES  # A's late receipt of file 25 included: none twice
        turn = await b.trace(user="admin", turn_id=started.turn_id)
        assert turn is not None and turn.state == "answered"
        assert "job_taken_over" in [e["kind"] for e in turn.trace]
        [deleted] = [e["data"] for e in turn.trace if e["kind"] == "step" and e["step"] == 2]
        assert (deleted["items"], deleted["failures"]) == (FILES - 25, 0)  # only what was left
    finally:
        PAUSE.go.set()
        await a.close()
        await b.close()


@pytest.mark.slow
async def test_a_worker_killed_mid_delete_is_taken_over_by_another(shared: StoreBackend,
                                                                   tmp_path: Path) -> None:
    home, url = shared.home, shared.url
    assert url is not None
    env = {"METNOS_STORAGE__URL": url}
    files = 400
    folder = ws(home) / "Vecchi"
    folder.mkdir()
    for n in range(files):
        (folder / f"f{n:03d}.txt").write_text(str(n))
    assert metnos(home, "users", "add", "admin", "--admin", env=env).returncode == 0
    plan = write_plan(tmp_path, [
        {"tool": "find_files", "args": {"base_path": "~/Vecchi", "pattern": "*.txt"}},
        {"tool": "delete_files", "args": {"from_step": 1}}])
    child_env = {k: v for k, v in os.environ.items() if not k.startswith("METNOS_")}
    child_env.update({"METNOS_HOME": str(home), "METNOS_STORAGE__URL": url,
                      "METNOS_CATALOG__EXTRA_MODULES": '["tests.fakes.executors"]'})
    proc = subprocess.Popen([sys.executable, "-m", "bot", "plan", "run", str(plan)], cwd=REPO,
                            env=child_env, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, text=True)
    assert proc.stdin is not None
    proc.stdin.write("1\n")  # yes to the consent, then the job runs in that process
    proc.stdin.flush()
    deadline = time.monotonic() + 60
    while proc.poll() is None and len(_trashed(home)) < files // 3:
        assert time.monotonic() < deadline, "the delete never got going"
        await asyncio.sleep(0.005)
    proc.send_signal(signal.SIGKILL)  # kill -9 in the middle of the job's effects
    proc.wait(timeout=10)
    proc.stdin.close()
    before = len(_trashed(home))

    notifier = RecordingNotifier()
    async with await Runtime.open(shared.settings(), notifier=notifier) as b:
        await b.start_worker()  # the dead worker's lease still holds: nothing yet
        [row] = await b.jobs(user="admin")
        if row.state == "done":  # under load it may have ended just before the kill
            return
        assert row.state in ("queued", "running") and notifier.replies == []
        assert await b.worker.claim(now=time.time() + 120) == 1
        await b.wait_for_jobs()
        assert await b.report_interrupted() == 0  # nothing was left interrupted
        [done] = await b.jobs(user="admin")
        assert (done.state, done.takeovers) == ("done", 1)
        count, distinct = await _step_receipts(b, 2)
        turn = await b.trace(user="admin")
        assert turn is not None and turn.state == "answered"
    [deleted] = [e["data"] for e in turn.trace if e["kind"] == "step" and e["step"] == 2]
    assert deleted["items"] == files - before  # the rest, and nothing A had moved
    assert list(folder.glob("*.txt")) == []
    trashed = _trashed(home)
    assert len(trashed) == files and len(set(trashed)) == files  # every file once
    assert count == distinct and files - count <= 1  # at most the one moved as the kill came
    [notice] = notifier.replies  # told once, when it was done
    assert notice.text.startswith("Job #1 is done.") and t("job.taken_over", "en") in notice.text


async def test_a_stopping_worker_hands_its_job_back_between_steps(shared: StoreBackend) -> None:
    notifier = RecordingNotifier()
    a = await Runtime.open(shared.settings(queue={"drain_seconds": 30}), notifier=notifier)
    b = await Runtime.open(shared.settings(), notifier=notifier)
    try:
        await a.users.ensure("admin", role="admin")
        plan = Plan(steps=[Step(tool="long_sleep", args={"seconds": 0.3}),
                           Step(tool="touch_file", args={"path": "~/made.txt"})])
        started = await a.run_plan(plan, user="admin", locale="en")
        assert started.status == "job"
        await asyncio.sleep(0.05)  # step 1 under way
        await a.close()  # drains: step 1 ends, the job goes back to the queue before step 2
        [row] = await b.jobs(user="admin")
        assert (row.state, row.position, row.lease_until) == ("queued", 2, 0)
        assert not (workspace(b) / "made.txt").exists() and notifier.replies == []
        await b.start_worker()  # claims it at once: no lease to wait for
        await b.wait_for_jobs()
        [done] = await b.jobs(user="admin")
        assert (done.state, done.takeovers) == ("done", 1)
        assert (workspace(b) / "made.txt").exists()
        [notice] = notifier.replies
        assert notice.text.startswith("Job #1 is done.")
    finally:
        await a.close()
        await b.close()

