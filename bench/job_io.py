"""Bytes a job writes per step: 200 documents of 50 KB through find → read → extract → table.

Run by hand: ``python bench/job_io.py [--docs N] [--kb K]``. Prints figures, asserts nothing.

Side by side in one run, on the same job and the same records:

- *before*: what the job store used to write — every step rewrote the whole set of records
  so far (``records_json``), documents' text included;
- *after*: what it writes now — one row per finished step (``job_steps``), and a read step
  whose output went to the scratchpad without the documents' text (kept by reference).

Target: at least 10x fewer bytes per step. The scratchpad bytes are printed too: the
observer stores a large output there once, for a foreground turn as well as for a job.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # run as a script from a checkout: make `runtime` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from runtime.config import Settings  # noqa: E402
from runtime.engine.execute import Progress  # noqa: E402
from runtime.engine.records import StepRecord  # noqa: E402
from runtime.lre import LongWork  # noqa: E402
from runtime.plan.model import Plan  # noqa: E402
from runtime.plan.parse import parse_plan  # noqa: E402
from runtime.runtime import Runtime  # noqa: E402
from runtime.store.jobs import JobRow  # noqa: E402

PLAN = {"steps": [
    {"tool": "find_files", "args": {"base_path": "~/Documenti", "pattern": "*.txt"}},
    {"tool": "read_files", "args": {"from_step": 1}},
    {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["fornitore", "prezzo"]}},
    {"tool": "create_files_spreadsheet", "args": {"from_step": 3, "path": "~/Documenti/riepilogo.xlsx"}},
]}


def make_documents(folder: Path, count: int, kb: int) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    filler = ("Condizioni di fornitura, consegna e garanzia secondo il listino in vigore. " * 40)
    for n in range(count):
        body = f"Preventivo\nFornitore: Ditta {n} S.r.l.\nTotale: {n + 10},00 €\n"
        text = (body + filler * (kb * 1024 // len(filler) + 1))[: kb * 1024]
        (folder / f"preventivo_{n:03d}.txt").write_text(text, encoding="utf-8")


async def run(docs: int, kb: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        make_documents(home / "users" / "bench" / "files" / "Documenti", docs, kb)
        settings = Settings(home=home, lre={"items_threshold": 10})  # type: ignore[arg-type]
        rt = await Runtime.open(settings)
        before: list[int] = []  # per step: the old whole-records rewrite
        after: list[int] = []  # per step: what the store wrote for it
        nums: list[int] = []
        original = LongWork._job_progress

        def measured(self: LongWork, job: JobRow, plan: Plan) -> Progress:
            inner = original(self, job, plan)

            async def progress(num: int, records: dict[int, StepRecord]) -> None:
                old = {str(k): v.model_dump(mode="json") for k, v in records.items()}
                before.append(len(json.dumps(old, default=str)))
                nums.append(num)
                written = rt.parts.jobs.bytes_written
                await inner(num, records)
                after.append(rt.parts.jobs.bytes_written - written)

            return progress

        LongWork._job_progress = measured  # type: ignore[method-assign]
        try:
            await rt.users.ensure("bench", role="admin")
            started = time.perf_counter()
            plan: Plan = parse_plan(PLAN)
            reply = await rt.run_plan(plan, user="bench", locale="en")
            await rt.wait_for_jobs()
            elapsed = time.perf_counter() - started
            [job] = await rt.jobs(user="bench")
            stats: dict[str, Any] = await rt.scratchpad_stats()
        finally:
            LongWork._job_progress = original  # type: ignore[method-assign]
            await rt.close()
    print(f"{docs} documents x {kb} KB, plan of {len(PLAN['steps'])} steps; reply: {reply.status}, "
          f"job: {job.state}, {elapsed:.2f} s")
    print(f"{'step':>4} {'before (bytes)':>16} {'after (bytes)':>15} {'ratio':>8}")
    for i, b, a in zip(nums, before, after, strict=True):
        print(f"{i:>4} {b:>16,} {a:>15,} {b / max(a, 1):>8.1f}")
    tb, ta = sum(before), sum(after)
    steps = max(len(before), 1)
    print(f"per step: before {tb // steps:,} B, after {ta // steps:,} B — {tb / max(ta, 1):.1f}x fewer"
          " (target: at least 10x)")
    print(f"scratchpad (written once by the observer, foreground or job): "
          f"{stats.get('bytes', stats.get('total_bytes', '?'))} bytes in {stats.get('entries', '?')} entries")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=200)
    parser.add_argument("--kb", type=int, default=50)
    args = parser.parse_args()
    asyncio.run(run(args.docs, args.kb))


if __name__ == "__main__":
    main()
