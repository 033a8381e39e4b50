"""Three ``metnos bot --webhook`` worker processes on one PostgreSQL database behind a load
balancer, the Bot API double delivering webhook updates through it.

1. Load: every user sends several messages at once; each is answered exactly once and a
   chat's answers come in the order of its messages, although consecutive messages of one
   person land on different workers; all workers together stay within 30 messages a second.
2. ``kill -9`` of a worker in the middle of confirmed effects and of a job: the prompts it
   made are answered on the others, its job is taken over and finishes, messages it had taken
   in are answered once (or reported interrupted), and no effect happens twice, file by file.

Size: ``METNOS_CLUSTER_USERS`` users × ``METNOS_CLUSTER_MESSAGES`` messages (default 50 × 4;
the issue's full run is 200 × 10). Needs ``METNOS_TEST_DATABASE_URL``; skipped without it.
"""

from __future__ import annotations

import asyncio
import os
import re
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest

from runtime.runtime import Runtime
from tests.conftest import StoreBackend, make_settings
from tests.e2e.cluster_harness import ProcessCluster, pair
from tests.fakes.balancer import RoundRobinBalancer
from tests.fakes.telegram_api import FakeTelegramAPI, SentMessage

pytestmark = pytest.mark.slow

USERS = int(os.environ.get("METNOS_CLUSTER_USERS", "50"))
MESSAGES = int(os.environ.get("METNOS_CLUSTER_MESSAGES", "4"))
WORKERS = 3
FIRST = 700_000  # Telegram ids of the load phase's users
JOB_FILES = 300  # a delete of more than lre.items_threshold (40) files is a job
ANSWER = re.compile(r"utente (\d+) messaggio (\d+)")


@pytest.fixture
def pg(store_backend: StoreBackend) -> StoreBackend:
    if store_backend.name != "postgresql":
        pytest.skip("a cluster of workers needs a shared database: PostgreSQL only")
    return store_backend


@pytest.fixture
def cluster(pg: StoreBackend, home: Path) -> Iterator[ProcessCluster]:
    home.mkdir(parents=True, exist_ok=True)
    c = ProcessCluster.create(home, pg.url or "", WORKERS)
    try:
        yield c
    finally:
        c.close()


def _wait(predicate: Callable[[], object], timeout: float, what: str,
          state: Callable[[], str] | None = None) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() >= deadline:
            raise AssertionError(f"timed out waiting for {what}" + (f"\n{state()}" if state else ""))
        time.sleep(0.05)


def _users(home: Path, url: str, people: list[tuple[int, str]]) -> None:
    async def run() -> None:
        rt = await Runtime.open(make_settings(home, storage={"url": url}))
        try:
            for tg_id, name in people:
                await pair(rt, tg_id, name)
        finally:
            await rt.close()

    asyncio.run(run())


def _files(home: Path, name: str) -> Path:
    base = home / "users" / name / "files"
    base.mkdir(parents=True, exist_ok=True)
    return base


def _trash(home: Path, name: str) -> list[str]:
    return [p.name for p in (home / "users" / name / "trash").rglob("*.txt")]


def _answers(messages: list[SentMessage]) -> list[tuple[int, int]]:
    found = []
    for m in messages:
        hit = ANSWER.search(m.visible or "")
        if hit:
            found.append((int(hit[1]), int(hit[2])))
    return found


def _max_per_second(times: list[float]) -> int:
    times = sorted(times)
    most, start = 0, 0
    for end, at in enumerate(times):
        while at - times[start] >= 1.0:
            start += 1
        most = max(most, end - start + 1)
    return most


def _sql(url: str, query: str, *params: object) -> list[tuple[object, ...]]:
    with psycopg.connect(url, autocommit=True) as conn:
        return list(conn.execute(query, params).fetchall())  # type: ignore[arg-type]


def _state(url: str, api: FakeTelegramAPI, people: list[tuple[int, str]]) -> str:
    """What the double and the database know of some users (for a failure's message)."""
    lines = []
    for tg_id, name in people:
        lines.append(f"{name} ({tg_id}): {[m.visible for m in api.messages_to(tg_id)]}")
        lines.append(f"  updates {_sql(url, 'SELECT update_id, runner, started_at IS NOT NULL, finished_at IS NOT NULL FROM telegram_updates WHERE order_key = %s ORDER BY update_id', tg_id)}")
        lines.append(f"  turns {_sql(url, 'SELECT request_text, state, runner, reported FROM turns WHERE owner_user_id = (SELECT id FROM users WHERE name = %s) ORDER BY started_at', name)}")
    lines.append(f"runners {_sql(url, 'SELECT id, lease_until FROM runners')} at {time.time()}")
    return "\n".join(lines)


def test_three_workers_answer_once_in_order_and_survive_a_kill_9(
        cluster: ProcessCluster, pg: StoreBackend, home: Path) -> None:
    url, api, double = pg.url or "", cluster.api, cluster.double
    load = [(FIRST + n, f"u{n}") for n in range(USERS)]
    jobbers = [(800_000 + n, f"j{n}") for n in range(WORKERS)]
    askers = [(810_000 + n, f"p{n}") for n in range(2 * WORKERS)]
    _users(home, url, load + jobbers + askers)
    for n, (_, name) in enumerate(load):
        files = _files(home, name)
        for k in range(MESSAGES):
            (files / f"n{k}.txt").write_text(f"utente {n} messaggio {k}")
    cluster.start_all()

    # --- 1. load: everyone at once ------------------------------------------------------------
    started = time.monotonic()
    for k in range(MESSAGES):
        for tg_id, _ in load:
            double.run(api.user_sends(tg_id, f"leggi n{k}.txt"))
    total = USERS * MESSAGES
    _wait(lambda: sum(len(_answers(api.messages_to(t))) for t, _ in load) >= total,
          60 + total / 10, f"{total} answers")
    elapsed = time.monotonic() - started
    time.sleep(1.0)  # anything sent twice would show up now
    for n, (tg_id, _) in enumerate(load):
        got = _answers(api.messages_to(tg_id))
        assert got == [(n, k) for k in range(MESSAGES)], (tg_id, got)  # once each, in order
    turns = _sql(url, "SELECT request_text, owner_user_id, COUNT(*) FROM turns"
                      " GROUP BY request_text, owner_user_id")
    assert sum(int(str(c)) for _, _, c in turns) == total and all(c == 1 for *_, c in turns)
    delivered = {a.update_id for a in api.webhook_log if a.status == 200}
    assert len(delivered) >= total
    assert isinstance(cluster.balancer, RoundRobinBalancer)
    per_worker = sorted(cluster.balancer.forwarded.values())
    assert len(per_worker) == WORKERS and per_worker[0] > 0, cluster.balancer.forwarded
    sends = [r.time for r in api.requests if r.method == "sendMessage" and r.time >= started]
    assert _max_per_second(sends) <= 30, "the workers together sent more than 30 a second"
    print(f"\n{total} messages, {USERS} users, {WORKERS} workers: {elapsed:.1f}s, "
          f"{total / elapsed:.0f}/s; per worker {per_worker}")

    # --- 2. kill -9 in the middle of confirmed effects and of a job ---------------------------
    for _, name in jobbers:
        folder = _files(home, name) / "Vecchi"
        folder.mkdir()
        for n in range(JOB_FILES):
            (folder / f"f{n:03d}.txt").write_text(str(n))
    for _, name in askers:
        folder = _files(home, name) / "Piccoli"
        folder.mkdir()
        for n in range(5):
            (folder / f"p{n}.txt").write_text(str(n))

    def prompt_of(tg_id: int) -> SentMessage:
        double.run(api.wait_for(lambda: any(len(m.buttons) == 2 for m in api.messages_to(tg_id)),
                                timeout=30), timeout=40)
        return next(m for m in api.messages_to(tg_id) if len(m.buttons) == 2)

    for tg_id, _ in jobbers:
        double.run(api.user_sends(tg_id, "elimina i file txt nella cartella Vecchi"))
    for tg_id, _ in askers:
        double.run(api.user_sends(tg_id, "elimina i file txt nella cartella Piccoli"))
    prompts = {tg_id: prompt_of(tg_id) for tg_id, _ in jobbers + askers}
    for tg_id, _ in jobbers:
        double.run(api.user_taps(tg_id, prompts[tg_id].message_id, prompts[tg_id].buttons[0][1]))
    pids = {proc.pid: i for i, proc in enumerate(cluster.procs) if proc is not None}

    def running_jobs() -> list[tuple[object, ...]]:
        return _sql(url, "SELECT runner, owner_user_id FROM jobs WHERE state = 'running'")

    _wait(lambda: len(running_jobs()) == len(jobbers), 30, "the jobs to start")
    by_worker = Counter(pids.get(int(str(runner).split(":")[0])) for runner, _ in running_jobs())
    victim = max(by_worker, key=lambda w: by_worker[w] if w is not None else -1)
    assert victim is not None
    victim_pid = next(pid for pid, i in pids.items() if i == victim)
    victims_jobs = [owner for runner, owner in running_jobs()
                    if str(runner).startswith(f"{victim_pid}:")]
    names = {str(r[0]): str(r[1]) for r in _sql(url, "SELECT id, name FROM users")}
    # prompts made on the victim (their turn's runner), answered after the kill
    made_on = {str(r[0]): str(r[1]) for r in _sql(
        url, "SELECT u.name, t.runner FROM dialogues d JOIN turns t ON t.id = d.turn_id"
             " JOIN users u ON u.id = d.owner_user_id WHERE d.state = 'pending'")}
    on_victim = [name for name, runner in made_on.items() if runner.startswith(f"{victim_pid}:")]
    assert on_victim, made_on  # with six prompts over three workers, some were made there
    # those are answered after the kill (with one more); the others just before it, so that
    # effects are under way when it lands
    late = [a for a in askers if a[1] in on_victim]
    late += [a for a in askers if a not in late][:max(0, WORKERS - len(late))]
    early = [a for a in askers if a not in late]
    for tg_id, _ in early:
        double.run(api.user_taps(tg_id, prompts[tg_id].message_id, prompts[tg_id].buttons[0][1]))
    victim_folder = _files(home, names[victims_jobs[0]]) / "Vecchi"
    _wait(lambda: len(list(victim_folder.glob("*.txt"))) < JOB_FILES - 20, 60,
          "the victim's job to get going")
    in_flight = load[:WORKERS * 3]
    burst_at = time.time()
    for tg_id, _ in in_flight:  # messages on their way when the worker dies
        double.run(api.user_sends(tg_id, "leggi n0.txt"))
    cluster.kill(victim)
    killed_at = time.monotonic()

    for tg_id, _ in late:  # prompts made anywhere, the victim included, answered now
        double.run(api.user_taps(tg_id, prompts[tg_id].message_id, prompts[tg_id].buttons[0][1]))
    for _, name in late:
        _wait(lambda name=name: not list((_files(home, name) / "Piccoli").glob("*.txt")), 60,
              f"{name}'s delete, confirmed after the kill")
    _wait(lambda: not _sql(url, "SELECT 1 FROM jobs WHERE state <> 'done'"), 120,
          "every job to end (the victim's taken over)")

    def told(tg_id: int, words: str) -> list[SentMessage]:
        return [m for m in api.messages_to(tg_id) if words in (m.visible or "")]

    def ended_on_victim(name: str, text: str) -> int:
        """Turns the victim ended itself (their answers, if it died before sending them, are
        sent by another worker from the update's row)."""
        return len(_sql(url, "SELECT 1 FROM turns t JOIN users u ON u.id = t.owner_user_id"
                             " WHERE u.name = %s AND t.request_text = %s AND t.state = 'answered'"
                             " AND t.runner LIKE %s AND t.started_at >= %s",
                        name, text, f"{victim_pid}:%", burst_at - 5))

    def outcomes(tg_id: int) -> int:  # n0 answered again, or its turn told interrupted
        return (len([a for a in _answers(api.messages_to(tg_id)) if a[1] == 0])
                + len(told(tg_id, "si è interrotta")))

    _wait(lambda: all(outcomes(t) >= 2 for t, _ in in_flight), 60,
          "the messages in flight at the kill", lambda: _state(url, api, in_flight))
    delete = "elimina i file txt nella cartella Piccoli"
    for tg_id, name in early:  # confirmed just before the kill: done, or cut short
        _wait(lambda t=tg_id: told(t, "Ho spostato") or told(t, "si è interrotta"), 60,
              f"{name}'s delete, confirmed before the kill", lambda: _state(url, api, early))
    takeover_seconds = time.monotonic() - killed_at
    time.sleep(1.0)  # anything done twice would show up now

    for tg_id, name in jobbers:
        trashed = _trash(home, name)
        assert not list((_files(home, name) / "Vecchi").glob("*.txt")), name
        assert len(trashed) == JOB_FILES and len(set(trashed)) == JOB_FILES, name  # item by item
        assert len(told(tg_id, "Il lavoro #1 è finito")) == 1, name
    for tg_id, name in askers:
        trashed, left = _trash(home, name), [f.name for f in (_files(home, name) / "Piccoli").glob("*")]
        assert len(set(trashed)) == len(trashed) and sorted(trashed + left) == [f"p{n}.txt" for n in range(5)]
        if (tg_id, name) in late:
            assert not left and len(told(tg_id, "Ho spostato")) == 1, (name, left)
        elif not told(tg_id, "si è interrotta"):
            # confirmed just before the kill: the effect ran once (the receipts below), but an
            # answer the victim sent in the instant before dying, before it marked it sent, is
            # sent again by the worker that takes the update over (known window, issue 15)
            assert not left and 1 <= len(told(tg_id, "Ho spostato")) <= 2, (name, left)
    receipts = _sql(url, "SELECT owner_user_id, COUNT(*),"
                         " COUNT(DISTINCT CAST(effect_json AS json)->>'source')"
                         " FROM receipts GROUP BY owner_user_id")
    assert receipts and all(n == distinct for _, n, distinct in receipts), receipts  # once each
    for tg_id, name in in_flight:
        assert outcomes(tg_id) == 2, _state(url, api, [(tg_id, name)])
    taken_over = {str(r[0]) for r in _sql(
        url, "SELECT owner_user_id FROM jobs WHERE state = 'done' AND takeovers > 0")}
    assert set(victims_jobs) <= taken_over
    on_it = (sum(ended_on_victim(n, "leggi n0.txt") for _, n in in_flight)
             + sum(ended_on_victim(n, delete) for _, n in early))
    print(f"kill -9 of worker {victim} (its jobs: {len(victims_jobs)}, prompts it made:"
          f" {len(on_victim)}, turns it ended in the last moments: {on_it}): all done"
          f" {takeover_seconds:.1f}s later")
