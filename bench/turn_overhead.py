"""Runtime cost of a turn through ``handle()``, against a raw-sqlite3 floor of the same writes.

A simple read-only request ("which files are in Docs?", five small files) goes the whole
planner path: user lookup, pending dialogue, turn start, grounding, the rules planner, the
listing through ``invoke``, the answer, the referents of the answer. The floor does the
same listing and the same writes (the turn row and its history through the real schema's
triggers, the answer, the referents) straight to sqlite3 on a database of the same schema.
Both are warmed up, then timed in interleaved rounds (the order alternates each round);
the figure is the median over rounds of each round's p50, and the ratio is taken per round.

Run by hand: ``python3 bench/turn_overhead.py [TURNS]`` (turns per side per round).
Target: runtime p50 within 3x the floor. Nothing is asserted.
"""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiosqlite  # noqa: E402

from runtime.config import Settings  # noqa: E402
from runtime.runtime import Runtime  # noqa: E402
from runtime.store.db import Database  # noqa: E402
from runtime.turn import Request  # noqa: E402

ROUNDS = 5
WARM_UP = 30
FILES = 5
TEXT = "which files are in Docs?"


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


class RuntimeSide:
    """``handle()`` of the listing request on a real runtime (rules planner, no model)."""

    def __init__(self, rt: Runtime) -> None:
        self.rt = rt
        self.request = Request(user="admin", text=TEXT, conversation_id="bench", channel="bench",
                               locale="en")

    async def turn(self) -> None:
        reply = await self.rt.handle(self.request)
        assert reply.status == "answered" and f"{FILES} files" in reply.text, reply.text


class FloorSide:
    """The same listing and the same writes, straight through sqlite3 (WAL, synchronous=NORMAL)."""

    def __init__(self, path: Path, folder: Path, owner: str) -> None:
        self.conn = sqlite3.connect(path, isolation_level=None)
        for pragma in ("busy_timeout = 5000", "journal_mode = WAL", "synchronous = NORMAL",
                       "foreign_keys = ON"):
            self.conn.execute(f"PRAGMA {pragma}")
        self.folder, self.owner = folder, owner
        self.plan = json.dumps({"steps": [{"tool": "find_files", "args": {"path": "~/Docs"}}]})

    def turn(self) -> None:
        conn, owner, turn_id = self.conn, self.owner, uuid.uuid4().hex
        conn.execute(  # the request also lands in the history (trigger)
            "INSERT INTO turns (id, owner_user_id, conversation_id, channel, locale, request_text,"
            " state, started_at, runner) VALUES (?, ?, 'bench', 'bench', 'en', ?, 'running', ?, '')",
            (turn_id, owner, TEXT, time.time()))
        names = sorted(e.name for e in os.scandir(self.folder) if e.is_file())
        items = [{"path": f"~/Docs/{n}", "name": n} for n in names]
        reply = f"Found {len(items)} files in ~/Docs:\n" + "\n".join(f"• {i['path']}" for i in items)
        trace = json.dumps([{"kind": "step", "step": 1, "data": {"items": items}}])
        conn.execute(  # the answer also lands in the history (trigger)
            "UPDATE turns SET state = 'answered', path = 'new_proposal', plan_json = ?, outcome = 'ok',"
            " reply_text = ?, trace_json = ?, finished_at = ? WHERE id = ? AND owner_user_id = ?",
            (self.plan, reply, trace, time.time(), turn_id, owner))
        now = time.time()
        conn.execute(
            "INSERT INTO referents (owner_user_id, conversation_id, data_json, updated_at, expires_at)"
            " VALUES (?, 'bench', ?, ?, ?) ON CONFLICT (owner_user_id, conversation_id) DO UPDATE SET"
            " data_json = excluded.data_json, updated_at = excluded.updated_at,"
            " expires_at = excluded.expires_at",
            (owner, json.dumps({"turn_id": turn_id, "items": items}), now, now + 600))

    def close(self) -> None:
        self.conn.close()


async def timed(turn: Callable[[], Awaitable[None] | None], count: int) -> tuple[list[float], float]:
    times: list[float] = []
    cpu0 = time.process_time()
    for _ in range(count):
        t0 = time.perf_counter()
        pending = turn()
        if pending is not None:
            await pending
        times.append(time.perf_counter() - t0)
    return times, time.process_time() - cpu0


async def count_hops(side: RuntimeSide, turns: int) -> float:
    """aiosqlite round trips per turn (every call queued on a connection's thread)."""
    original: Any = aiosqlite.Connection._execute
    hops = 0

    async def counted(self: aiosqlite.Connection, fn: Any, *args: Any, **kwargs: Any) -> Any:
        nonlocal hops
        hops += 1
        return await original(self, fn, *args, **kwargs)

    aiosqlite.Connection._execute = counted  # type: ignore[method-assign]
    try:
        for _ in range(turns):
            await side.turn()
    finally:
        aiosqlite.Connection._execute = original  # type: ignore[method-assign]
    return hops / turns


async def run(base: Path, turns: int) -> None:
    rt = await Runtime.open(Settings(home=base / "home"))
    try:
        admin = await rt.users.ensure("admin", role="admin")
        folder = rt.workspace_for(admin).root / "Docs"
        folder.mkdir(parents=True, exist_ok=True)
        for i in range(FILES):
            (folder / f"note_{i}.txt").write_text(f"note {i}\n")
        floor_db = base / "floor.db"
        db = await Database.open(floor_db)  # the same schema, triggers included
        await db.execute_write("INSERT INTO users (id, name, role, created_at) VALUES (?, 'admin',"
                               " 'admin', ?)", (admin.id, time.time()))
        await db.close()
        ours, floor = RuntimeSide(rt), FloorSide(floor_db, folder, admin.id)
        for _ in range(WARM_UP):
            await ours.turn()
            floor.turn()
        hops = await count_hops(ours, 10)

        rounds: list[dict[str, tuple[list[float], float]]] = []
        for number in range(ROUNDS):
            sides: list[tuple[str, Callable[[], Awaitable[None] | None]]] = [
                ("floor", floor.turn), ("runtime", ours.turn)]
            if number % 2:
                sides.reverse()
            rounds.append({name: await timed(turn, turns) for name, turn in sides})
        floor.close()
    finally:
        await rt.close()

    print(f"handle() of {TEXT!r} ({FILES} files, rules planner), {turns} turns per side,"
          f" {ROUNDS} interleaved rounds after {WARM_UP} warm-up turns each:")
    print(f"  {'round':<7} {'floor p50':>10} {'runtime p50':>12} {'ratio':>7} {'floor CPU':>10}"
          f" {'runtime CPU':>12} {'ratio':>7}   (ms per turn)")
    p50_ratios, cpu_ratios = [], []
    for number, data in enumerate(rounds, 1):
        f_times, f_cpu = data["floor"]
        r_times, r_cpu = data["runtime"]
        f50, r50 = percentile(f_times, 50) * 1000, percentile(r_times, 50) * 1000
        fc, rc = f_cpu / turns * 1000, r_cpu / turns * 1000
        p50_ratios.append(r50 / f50)
        cpu_ratios.append(rc / max(fc, 1e-9))
        print(f"  {number:<7} {f50:>10.3f} {r50:>12.3f} {r50 / f50:>6.2f}x {fc:>10.3f} {rc:>12.3f}"
              f" {rc / max(fc, 1e-9):>6.2f}x")
    med = statistics.median
    f50 = med(percentile(d["floor"][0], 50) * 1000 for d in rounds)
    r50 = med(percentile(d["runtime"][0], 50) * 1000 for d in rounds)
    r99 = med(percentile(d["runtime"][0], 99) * 1000 for d in rounds)
    print(f"  median: floor p50 {f50:.3f} ms, runtime p50 {r50:.3f} ms (p99 {r99:.3f} ms);"
          f" ratio p50 {med(p50_ratios):.2f}x, CPU {med(cpu_ratios):.2f}x   (target: within 3x)")
    print(f"  database round trips per turn: {hops:.1f}")


def main() -> None:
    turns = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(run(Path(tmp), turns))


if __name__ == "__main__":
    main()
