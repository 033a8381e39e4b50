"""Runtime cost of a turn: a 3-step read-only plan with trivial executors, against a floor.

The floor does the same three steps and writes the same turn and trace rows straight
to sqlite3 in the same run, so the ratio says what the runtime's checks, resolution,
stores and trace cost. Run by hand: ``python3 bench/turn_overhead.py [TURNS]``.
Target: runtime p50 within 3x the floor. Nothing is asserted.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import sys
import tempfile
import time
import uuid
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from runtime.config import Settings  # noqa: E402
from runtime.runtime import Runtime  # noqa: E402

PLAN = {"steps": [
    {"tool": "get_now"},
    {"tool": "get_now"},
    {"tool": "write_files", "args": {"path": "~/unused.txt", "content": "{{step2.time}}"}},
]}
READ_ONLY_PLAN = {"steps": [{"tool": "get_now"}, {"tool": "get_now"}, {"tool": "get_now"}]}


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


async def runtime_turns(home: Path, turns: int) -> tuple[list[float], float]:
    rt = await Runtime.open(Settings(home=home))
    await rt.users.ensure("admin", role="admin")
    for _ in range(20):  # warm-up
        await rt.run_plan(READ_ONLY_PLAN, user="admin")
    times = []
    cpu0 = time.process_time()
    for _ in range(turns):
        t0 = time.perf_counter()
        reply = await rt.run_plan(READ_ONLY_PLAN, user="admin")
        times.append(time.perf_counter() - t0)
        assert reply.status == "answered"
    cpu = time.process_time() - cpu0
    await rt.close()
    return times, cpu


def floor_turns(path: Path, turns: int) -> tuple[list[float], float]:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = NORMAL")
    conn.execute("CREATE TABLE turns (id TEXT PRIMARY KEY, owner TEXT, text TEXT, state TEXT,"
                 " plan TEXT, trace TEXT, reply TEXT, started REAL, finished REAL)")
    conn.execute("CREATE TABLE history (id INTEGER PRIMARY KEY, owner TEXT, text TEXT, at REAL)")
    times = []
    cpu0 = time.process_time()
    for _ in range(turns):
        t0 = time.perf_counter()
        turn = uuid.uuid4().hex
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO turns VALUES (?, 'u', '(plan)', 'running', NULL, '[]', NULL, ?, NULL)",
                     (turn, time.time()))
        conn.execute("INSERT INTO history (owner, text, at) VALUES ('u', '(plan)', ?)", (time.time(),))
        conn.execute("COMMIT")
        events = []
        for step in range(1, 4):
            now = datetime.now().astimezone()
            events.append({"step": step, "data": {"iso": now.isoformat(), "time": now.strftime("%H:%M")}})
        reply = "\n".join(e["data"]["time"] for e in events)
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("UPDATE turns SET state='answered', plan=?, trace=?, reply=?, finished=? WHERE id=?",
                     (json.dumps(READ_ONLY_PLAN), json.dumps(events), reply, time.time(), turn))
        conn.execute("INSERT INTO history (owner, text, at) VALUES ('u', ?, ?)", (reply, time.time()))
        conn.execute("COMMIT")
        times.append(time.perf_counter() - t0)
    cpu = time.process_time() - cpu0
    conn.close()
    return times, cpu


def report(name: str, times: list[float], cpu: float) -> float:
    p50, p99 = percentile(times, 50) * 1000, percentile(times, 99) * 1000
    per_turn_cpu = cpu / len(times) * 1000
    print(f"{name:<10} p50 {p50:8.3f} ms   p99 {p99:8.3f} ms   CPU {per_turn_cpu:8.3f} ms/turn")
    return p50


def main() -> None:
    turns = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        floor_times, floor_cpu = floor_turns(base / "floor.db", turns)
        rt_times, rt_cpu = asyncio.run(runtime_turns(base / "home", turns))
    print(f"3-step read-only plan (get_now x3), {turns} turns each, same run:")
    floor_p50 = report("floor", floor_times, floor_cpu)
    rt_p50 = report("runtime", rt_times, rt_cpu)
    print(f"ratio runtime/floor: p50 {rt_p50 / floor_p50:.2f}x, "
          f"CPU {rt_cpu / max(floor_cpu, 1e-9):.2f}x   (target: within 3x)")


if __name__ == "__main__":
    main()
