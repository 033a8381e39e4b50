"""Several webhook workers on PostgreSQL against the single SQLite process, side by side.

Configurations, each its own data dir, database, Bot API double (on a thread of its own) and
round-robin load balancer (``tests/fakes/balancer.py``, a process of its own), all started before
the first round:

* ``sqlite``  — one ``metnos bot --webhook`` process on the SQLite file (the embedded default's
                storage; webhook mode so that updates take the same road as the others');
* ``pg-1``, ``pg-2``, ``pg-3`` — 1, 2, 3 ``metnos bot --webhook`` processes on one PostgreSQL
                schema behind the balancer: claims before the webhook's 200, per-user order in
                the database, the answer kept while it is sent.

Traffic: closed loop — each of ``--users`` users sends "leggi nK.txt" (a real turn: planning,
grounding, reading the file), waits for the answer (matched by its content), sends the next, for
``--messages`` messages; one message each first that is not counted (warm-up). Throughput is
messages answered per second of the round; p50/p99 are message→answer latencies. Rounds are
interleaved (every configuration once per round, in a rotating order); figures are medians of
the rounds. Flood limits are off (``telegram.rate_limits = "off"``): with them on every
configuration would measure Telegram's 30 messages a second, not itself (``--limits`` turns
them on, to see the shared budget hold the cluster to it).

The machine's cores are shared by the workers, PostgreSQL, the doubles and the balancers: on a
2-core machine three workers cannot be three times one.

Run by hand: ``python3 bench/cluster.py [--quick] [--rounds N] [--users U] [--messages M]
[--limits]``; needs ``METNOS_TEST_DATABASE_URL`` (or ``--database-url``). Nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import re
import secrets
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("PTB_TIMEDELTA", "1")

import psycopg  # noqa: E402

from runtime.runtime import Runtime  # noqa: E402
from tests.conftest import make_settings, with_search_path  # noqa: E402
from tests.e2e.cluster_harness import ProcessCluster, pair  # noqa: E402
from tests.fakes.telegram_api import FakeTelegramAPI  # noqa: E402

FIRST_USER = 300_000
ANSWER = re.compile(r"utente (\d+) messaggio (\d+)")
ANSWER_TIMEOUT = 60.0


def percentile(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of `values`; NaN when there are none."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


@dataclass
class Outcome:
    latencies: list[float] = field(default_factory=list)
    wall: float = 0.0
    lost: int = 0
    out_of_order: int = 0

    @property
    def throughput(self) -> float:
        return len(self.latencies) / self.wall if self.wall else 0.0


class Loop:
    """The users' side on the double's loop: send, wait for the answer, send the next."""

    def __init__(self, api: FakeTelegramAPI, users: int) -> None:
        self.api = api
        self.ids = list(range(FIRST_USER, FIRST_USER + users))
        self._seen = len(api.sent)
        self._waiting: dict[int, tuple[int, asyncio.Future[float]]] = {}
        self.outcome = Outcome()

    async def watch(self) -> None:
        while True:
            with contextlib.suppress(TimeoutError):
                await self.api.wait_for(lambda: len(self.api.sent) > self._seen, timeout=1.0)
            fresh, self._seen = self.api.sent[self._seen:], len(self.api.sent)
            for message in fresh:
                hit = ANSWER.search(message.visible or "")
                waiting = self._waiting.get(message.chat_id)
                if hit is None or waiting is None:
                    continue
                if int(hit[2]) != waiting[0]:
                    self.outcome.out_of_order += 1
                    continue
                self._waiting.pop(message.chat_id)
                if not waiting[1].done():
                    waiting[1].set_result(time.monotonic())

    async def ask(self, uid: int, k: int, count: bool) -> None:
        answer: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        self._waiting[uid] = (k, answer)
        at = time.monotonic()
        await self.api.user_sends(uid, f"leggi n{k}.txt")
        try:
            done = await asyncio.wait_for(answer, ANSWER_TIMEOUT)
        except TimeoutError:
            self.outcome.lost += 1
            self._waiting.pop(uid, None)
            return
        if count:
            self.outcome.latencies.append(done - at)

    async def run(self, first: int, messages: int) -> Outcome:
        watcher = asyncio.create_task(self.watch())
        try:
            await asyncio.gather(*(self.ask(uid, first, False) for uid in self.ids))  # warm-up
            self.outcome = Outcome()
            started = time.monotonic()

            async def person(uid: int) -> None:
                for k in range(first + 1, first + 1 + messages):
                    await self.ask(uid, k, True)

            await asyncio.gather(*(person(uid) for uid in self.ids))
            self.outcome.wall = time.monotonic() - started
            return self.outcome
        finally:
            watcher.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await watcher


@dataclass
class Config:
    name: str
    workers: int
    url: str  # "" for the SQLite file
    home: Path
    cluster: ProcessCluster | None = None
    next_k: int = 0
    outcomes: list[Outcome] = field(default_factory=list)


async def _prepare(home: Path, url: str, users: int, files: int) -> None:
    rt = await Runtime.open(make_settings(home, storage={"url": url} if url else {}))
    try:
        for n in range(users):
            await pair(rt, FIRST_USER + n, f"u{n}")
    finally:
        await rt.close()
    for n in range(users):
        base = home / "users" / f"u{n}" / "files"
        base.mkdir(parents=True, exist_ok=True)
        for k in range(files):
            (base / f"n{k}.txt").write_text(f"utente {n} messaggio {k}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer users, messages and rounds")
    parser.add_argument("--rounds", type=int, default=None)
    parser.add_argument("--users", type=int, default=None)
    parser.add_argument("--messages", type=int, default=None, help="per user and round")
    parser.add_argument("--limits", action="store_true", help="flood limits on (shared budget)")
    parser.add_argument("--database-url", default=os.environ.get("METNOS_TEST_DATABASE_URL", ""))
    args = parser.parse_args()
    if not args.database_url:
        print("bench/cluster.py needs PostgreSQL: set METNOS_TEST_DATABASE_URL"
              " (e.g. postgresql://postgres@127.0.0.1:5432/test)", file=sys.stderr)
        return 2
    rounds = args.rounds or (2 if args.quick else 3)
    users = args.users or (20 if args.quick else 60)
    messages = args.messages or (4 if args.quick else 8)
    extra = {} if args.limits else {"METNOS_TELEGRAM__RATE_LIMITS": "off"}
    extra["METNOS_TELEGRAM__RUNNING_TURNS"] = "64"

    schemas: list[str] = []
    with tempfile.TemporaryDirectory(prefix="metnos-cluster-bench-") as tmp:
        configs = [Config("sqlite", 1, "", Path(tmp) / "sqlite")]
        for n in (1, 2, 3):
            schema = f"metnos_bench_{secrets.token_hex(4)}"
            with psycopg.connect(args.database_url, autocommit=True) as conn:
                conn.execute(f"CREATE SCHEMA {schema}")
            schemas.append(schema)
            configs.append(Config(f"pg-{n}", n, with_search_path(args.database_url, schema),
                                  Path(tmp) / f"pg{n}"))
        files = 1 + rounds * (messages + 1)
        try:
            for c in configs:
                c.home.mkdir(parents=True)
                asyncio.run(_prepare(c.home, c.url, users, files))
                c.cluster = ProcessCluster.create(c.home, c.url, c.workers, extra,
                                                  balancer_process=True)
                c.cluster.start_all()
            print(f"{users} users, closed loop, {messages} messages each per round, {rounds}"
                  f" rounds, flood limits {'on' if args.limits else 'off'}; {os.cpu_count()}"
                  f" cores shared by everything", flush=True)
            for r in range(rounds):
                order = configs[r % len(configs):] + configs[:r % len(configs)]
                for c in order:
                    assert c.cluster is not None
                    loop = Loop(c.cluster.api, users)
                    outcome = c.cluster.double.run(loop.run(c.next_k, messages), timeout=None)
                    c.next_k += messages + 1
                    c.outcomes.append(outcome)
                    print(f"  round {r + 1} {c.name:7s} {outcome.throughput:7.1f}/s"
                          f"  p50 {percentile(outcome.latencies, 50) * 1000:6.0f} ms"
                          f"  p99 {percentile(outcome.latencies, 99) * 1000:6.0f} ms"
                          f"  lost {outcome.lost}  out of order {outcome.out_of_order}",
                          flush=True)
        finally:
            for c in configs:
                if c.cluster is not None:
                    c.cluster.close()
            for schema in schemas:
                with psycopg.connect(args.database_url, autocommit=True) as conn:
                    conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")

    print(f"\n{'configuration':24s} {'throughput':>12s} {'p50':>8s} {'p99':>8s}   (medians of"
          f" {rounds} rounds)")
    labels = {"sqlite": "SQLite, 1 process", "pg-1": "PostgreSQL, 1 worker",
              "pg-2": "PostgreSQL, 2 workers", "pg-3": "PostgreSQL, 3 workers"}
    base = statistics.median(o.throughput for o in configs[0].outcomes)
    for c in configs:
        tput = statistics.median(o.throughput for o in c.outcomes)
        p50 = statistics.median(percentile(o.latencies, 50) for o in c.outcomes) * 1000
        p99 = statistics.median(percentile(o.latencies, 99) for o in c.outcomes) * 1000
        lost = sum(o.lost for o in c.outcomes)
        print(f"{labels[c.name]:24s} {tput:9.1f}/s {p50:6.0f}ms {p99:6.0f}ms   x{tput / base:4.2f}"
              f" of SQLite{'' if not lost else f'; {lost} lost'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
