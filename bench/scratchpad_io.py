"""Scratchpad I/O figures: Scratchpad beside raw sqlite3 on the same schema and settings.

Run by hand: ``python bench/scratchpad_io.py``. Prints figures, asserts nothing.

- put / read / gc throughput for 1 KiB, 64 KiB and 1 MiB text payloads, each
  measured through :class:`runtime.scratchpad.Scratchpad` and through stdlib
  ``sqlite3`` doing the same storage work on equal rows (encode + INSERT of the
  same row, summary included; the same byte-prefix SELECT + decode for reads;
  the same batched DELETE for gc), with the ratio beside the targets (puts >=
  70 %, reads >= 50 % of raw), and the same SQL through a bare aiosqlite
  connection: the floor set by the worker-thread hop (one per operation);
- gc of 100k expired rows, equal rows on both sides: Scratchpad.gc's wall time
  against raw sqlite3's own batched delete (target <= 1.2x), and the longest
  event-loop stall a concurrent ticker sees, beside an idle control (the same
  ticker over the same time with nothing else to do; target <= 10 ms above it);
- context reduction (summary bytes / observed bytes) for realistic observations.

Every figure is the median of ROUNDS interleaved rounds (the order of the sides
rotates each round); a ratio is taken per round, then its median.
"""

from __future__ import annotations

import asyncio
import json
import random
import secrets
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # run as a script from a checkout: make `runtime` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiosqlite  # noqa: E402

from runtime import scratchpad_codec as codec  # noqa: E402
from runtime.scratchpad import Scratchpad  # noqa: E402

KIB = 1024
SIZES: tuple[tuple[str, int, int], ...] = (
    # label, payload bytes, operations
    ("1 KiB", KIB, 2000),
    ("64 KiB", 64 * KIB, 400),
    ("1 MiB", 1024 * KIB, 40),
)
GC_ROWS = 100_000
ROUNDS = 3  # interleaved; figures are medians
GC_BATCH = 5000
HEAD_N = 2000
MAX_READ_BYTES = 65536
TICK_SECONDS = 0.0005

COLUMNS = (
    "id, owner_user_id, conversation_id, turn_id, step_num, executor_name, "
    "content_kind, content, size_bytes, summary, created_at, expires_at"
)
INSERT_SQL = f"INSERT INTO scratchpad ({COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
READ_SQL = (
    "SELECT content_kind, size_bytes, expires_at, substr(content, 1, ?) "
    "FROM scratchpad WHERE id = ? AND owner_user_id = ?"
)
GC_SQL = (
    "DELETE FROM scratchpad WHERE rowid IN "
    "(SELECT rowid FROM scratchpad WHERE expires_at <= ? LIMIT ?)"
)


def make_text(size: int, seed: int = 1) -> str:
    """ASCII-heavy text with some accented letters, about ``size`` UTF-8 bytes."""
    rng = random.Random(seed)
    words = ["preventivo", "fornitore", "totale", "consegna", "è", "più", "città", "IVA", "€"]
    parts: list[str] = []
    total = 0
    while total < size:
        line = " ".join(rng.choice(words) for _ in range(12)) + "\n"
        parts.append(line)
        total += len(line.encode())
    return "".join(parts).encode()[:size].decode("utf-8", "ignore")


def raw_connect(path: Path) -> sqlite3.Connection:
    """Stdlib connection with the settings Scratchpad uses."""
    conn = sqlite3.connect(path, isolation_level=None, timeout=5.0)
    conn.execute("PRAGMA busy_timeout = 5000")
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = NORMAL")
    return conn


async def create_schema(path: Path) -> None:
    """Let Scratchpad create the file so raw sqlite3 runs on the very same schema."""
    pad = await Scratchpad.open(path)
    await pad.close()


def summary_of(payload: str) -> str:
    """The summary Scratchpad stores for `payload`: the other sides store the same row."""
    summary = codec.summarize_encoded(codec.encode(payload), payload)
    return json.dumps(summary, ensure_ascii=False, separators=(",", ":"))


def raw_put(conn: sqlite3.Connection, owner: str, step: int, payload: str, summary: str) -> str:
    data = payload.encode("utf-8")
    entry_id = secrets.token_urlsafe(16)
    now = time.time()
    conn.execute(
        INSERT_SQL,
        (
            entry_id,
            owner,
            None,
            "turn",
            step,
            "bench",
            "text",
            data,
            len(data),
            summary,
            now,
            now + 3600,
        ),
    )
    return entry_id


def raw_read(conn: sqlite3.Connection, owner: str, entry_id: str, prefix: int, chars: int) -> str:
    row = conn.execute(READ_SQL, (prefix, entry_id, owner)).fetchone()
    if row is None or row[2] <= time.time():
        raise LookupError(entry_id)
    return bytes(row[3]).decode("utf-8", "replace")[:chars]


def raw_gc(conn: sqlite3.Connection, now: float) -> int:
    removed = 0
    while True:
        deleted = conn.execute(GC_SQL, (now, GC_BATCH)).rowcount
        removed += deleted
        if deleted < GC_BATCH:
            return removed


def rate(count: int, seconds: float) -> float:
    return count / seconds if seconds > 0 else float("inf")


Figures = dict[str, float]


async def run_scratchpad(path: Path, owner: str, payload: str, ops: int) -> Figures:
    """Sequential puts and reads through Scratchpad, then one gc of everything."""
    out: Figures = {}
    pad = await Scratchpad.open(path, max_read_bytes=MAX_READ_BYTES)
    try:
        t0 = time.perf_counter()
        ids = [(await pad.put(owner, "turn", i, "bench", payload))["id"] for i in range(ops)]
        out["put"] = rate(ops, time.perf_counter() - t0)

        t0 = time.perf_counter()
        for entry_id in ids:
            await pad.read(owner, entry_id, mode="head", n=HEAD_N)
        out["head"] = rate(ops, time.perf_counter() - t0)

        t0 = time.perf_counter()
        for entry_id in ids:
            await pad.read(owner, entry_id, mode="full")
        out["full"] = rate(ops, time.perf_counter() - t0)

        t0 = time.perf_counter()
        await asyncio.gather(*(pad.read(owner, i, mode="head", n=HEAD_N) for i in ids))
        out["head_gather"] = rate(ops, time.perf_counter() - t0)

        t0 = time.perf_counter()
        removed = await pad.gc(now=time.time() + 10_000)
        out["gc"] = rate(removed, time.perf_counter() - t0)
    finally:
        await pad.close()
    return out


async def run_aiosqlite(path: Path, owner: str, payload: str, ops: int) -> Figures:
    """The raw SQL through a bare aiosqlite connection: the floor set by the thread hop."""
    out: Figures = {}
    summary = summary_of(payload)
    await create_schema(path)
    conn = await aiosqlite.connect(path, isolation_level=None, timeout=5.0)
    try:
        for pragma in ("busy_timeout = 5000", "journal_mode = WAL", "synchronous = NORMAL"):
            await conn.execute_fetchall(f"PRAGMA {pragma}")
        ids: list[str] = []
        t0 = time.perf_counter()
        for i in range(ops):
            data = payload.encode("utf-8")
            entry_id = secrets.token_urlsafe(16)
            now = time.time()
            await conn.execute_fetchall(
                INSERT_SQL,
                (
                    entry_id,
                    owner,
                    None,
                    "turn",
                    i,
                    "bench",
                    "text",
                    data,
                    len(data),
                    summary,
                    now,
                    now + 3600,
                ),
            )
            ids.append(entry_id)
        out["put"] = rate(ops, time.perf_counter() - t0)

        for key, prefix, chars in (
            ("head", 4 * HEAD_N + 4, HEAD_N),
            ("full", MAX_READ_BYTES, MAX_READ_BYTES),
        ):
            t0 = time.perf_counter()
            for entry_id in ids:
                rows = list(await conn.execute_fetchall(READ_SQL, (prefix, entry_id, owner)))
                bytes(rows[0][3]).decode("utf-8", "replace")[:chars]
            out[key] = rate(ops, time.perf_counter() - t0)

        t0 = time.perf_counter()
        removed = 0
        while True:
            cursor = await conn.execute(GC_SQL, (time.time() + 10_000, GC_BATCH))
            removed += cursor.rowcount
            if cursor.rowcount < GC_BATCH:
                break
        out["gc"] = rate(removed, time.perf_counter() - t0)
    finally:
        await conn.close()
    return out


def run_raw(path: Path, owner: str, payload: str, ops: int) -> Figures:
    """The same storage work through stdlib sqlite3, synchronously."""
    out: Figures = {}
    summary = summary_of(payload)
    conn = raw_connect(path)
    try:
        t0 = time.perf_counter()
        ids = [raw_put(conn, owner, i, payload, summary) for i in range(ops)]
        out["put"] = rate(ops, time.perf_counter() - t0)

        t0 = time.perf_counter()
        for entry_id in ids:
            raw_read(conn, owner, entry_id, 4 * HEAD_N + 4, HEAD_N)
        out["head"] = rate(ops, time.perf_counter() - t0)

        t0 = time.perf_counter()
        for entry_id in ids:
            raw_read(conn, owner, entry_id, MAX_READ_BYTES, MAX_READ_BYTES)
        out["full"] = rate(ops, time.perf_counter() - t0)

        t0 = time.perf_counter()
        removed = raw_gc(conn, time.time() + 10_000)
        out["gc"] = rate(removed, time.perf_counter() - t0)
    finally:
        conn.close()
    return out


def median(values: list[float]) -> float:
    return statistics.median(values)


def discard(path: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)


ROWS = (
    # key, label, raw key, target share of raw
    ("put", "put", "put", 0.70),
    ("head", f"read head n={HEAD_N}", "head", 0.50),
    ("full", "read full (capped)", "full", 0.50),
    ("head_gather", "read head, one gather", "head", 0.50),
    ("gc", "gc (rows/s)", "gc", None),
)


async def bench_size(workdir: Path, label: str, size: int, ops: int) -> None:
    payload = make_text(size)
    owner = "bench-user"
    print(
        f"\n{label} text payloads, {ops} operations each, median of {ROUNDS} interleaved rounds "
        "(ops/s; ratio = Scratchpad / raw, per round)"
    )

    rounds: list[dict[str, Figures]] = []
    for round_no in range(ROUNDS):
        paths = {side: workdir / f"{side}-{size}-{round_no}.db" for side in ("pad", "raw", "aio")}
        await create_schema(paths["raw"])
        sides = ["pad", "raw", "aio"]
        sides = sides[round_no % 3:] + sides[:round_no % 3]  # each side goes first once
        figures: dict[str, Figures] = {}
        for side in sides:
            if side == "pad":
                figures[side] = await run_scratchpad(paths[side], owner, payload, ops)
            elif side == "raw":
                figures[side] = run_raw(paths[side], owner, payload, ops)
            else:
                figures[side] = await run_aiosqlite(paths[side], owner, payload, ops)
        rounds.append(figures)
        for path in paths.values():
            discard(path)

    print(
        f"  {'':<22} {'Scratchpad':>11} {'raw sqlite3':>12} {'ratio':>6} {'target':>7}"
        f"   {'bare aiosqlite':>14} {'aiosqlite/raw':>13} {'Scratchpad/aiosqlite':>20}"
    )
    for key, name, raw_key, target in ROWS:
        ours = median([r["pad"][key] for r in rounds])
        base = median([r["raw"][raw_key] for r in rounds])
        ratio = median([r["pad"][key] / r["raw"][raw_key] for r in rounds])
        goal = f">= {target:.0%}" if target is not None else ""
        tail = ""
        if key in rounds[0]["aio"]:
            hop = median([r["aio"][key] for r in rounds])
            hop_raw = median([r["aio"][key] / r["raw"][raw_key] for r in rounds])
            hop_ratio = median([r["pad"][key] / r["aio"][key] for r in rounds])
            tail = f"   {hop:>14,.0f} {hop_raw:>13.0%} {hop_ratio:>20.0%}"
        print(f"  {name:<22} {ours:>11,.0f} {base:>12,.0f} {ratio:>6.0%} {goal:>7}{tail}")
    print(f"  ({size * ops / (1024 * 1024):,.1f} MiB written per side per round; equal rows,"
          " summary included)")


def fill_expired(path: Path, rows: int) -> None:
    """Insert ``rows`` already-expired small entries straight through sqlite3."""
    conn = raw_connect(path)
    try:
        now = time.time()
        content = b"x" * 200
        conn.execute("BEGIN")
        conn.executemany(
            INSERT_SQL,
            (
                (
                    secrets.token_urlsafe(16),
                    f"user-{i % 7}",
                    None,
                    f"turn-{i // 10}",
                    i % 10,
                    "bench",
                    "text",
                    content,
                    len(content),
                    "{}",
                    now - 7200,
                    now - 3600,
                )
                for i in range(rows)
            ),
        )
        conn.execute("COMMIT")
    finally:
        conn.close()


async def measure_stall(work: Callable[[], Awaitable[Any]]) -> tuple[Any, float, float]:
    """Run ``work`` beside a ticker; returns (result, wall seconds, worst tick lateness)."""
    worst = 0.0
    stop = asyncio.Event()

    async def ticker() -> None:
        nonlocal worst
        last = time.perf_counter()
        while not stop.is_set():
            await asyncio.sleep(TICK_SECONDS)
            now = time.perf_counter()
            worst = max(worst, now - last - TICK_SECONDS)
            last = now

    task = asyncio.create_task(ticker())
    await asyncio.sleep(0.01)  # let the ticker settle
    t0 = time.perf_counter()
    result = await work()
    wall = time.perf_counter() - t0
    stop.set()
    await task
    return result, wall, worst


async def bench_gc_100k(workdir: Path) -> None:
    print(f"\ngc of {GC_ROWS:,} expired rows (equal 200-byte entries on both sides, batches of "
          f"{GC_BATCH:,}), {ROUNDS} interleaved rounds; stall = worst lateness of a ticker every "
          f"{TICK_SECONDS * 1000:.1f} ms, idle = the same ticker over the same time doing nothing")
    rows: list[tuple[float, float, float, float]] = []
    for round_no in range(ROUNDS):
        figures: dict[str, float] = {}
        for side in (("pad", "raw") if round_no % 2 == 0 else ("raw", "pad")):
            path = workdir / f"gc-{side}-{round_no}.db"
            await create_schema(path)
            fill_expired(path, GC_ROWS)
            if side == "pad":
                pad = await Scratchpad.open(path, gc_batch_size=GC_BATCH)
                try:
                    removed, wall, stall = await measure_stall(pad.gc)
                finally:
                    await pad.close()
                _, _, idle = await measure_stall(partial(asyncio.sleep, wall))
                figures.update(pad=wall, stall=stall, idle=idle)
                assert removed == GC_ROWS, removed
            else:
                conn = raw_connect(path)
                try:
                    t0 = time.perf_counter()
                    raw_removed = raw_gc(conn, time.time())
                    figures["raw"] = time.perf_counter() - t0
                finally:
                    conn.close()
                assert raw_removed == GC_ROWS, raw_removed
            discard(path)
        rows.append((figures["pad"], figures["raw"], figures["stall"], figures["idle"]))
        pad_wall, raw_wall, stall, idle = rows[-1]
        print(f"  round {round_no + 1}: Scratchpad.gc {pad_wall * 1000:,.0f} ms, raw sqlite3 "
              f"{raw_wall * 1000:,.0f} ms ({pad_wall / raw_wall:.2f}x); stall {stall * 1000:.2f} ms,"
              f" idle {idle * 1000:.2f} ms")
    pad_wall = median([r[0] for r in rows])
    raw_wall = median([r[1] for r in rows])
    ratio = median([r[0] / r[1] for r in rows])
    above = median([r[2] - r[3] for r in rows])
    print(f"  median: Scratchpad.gc {pad_wall * 1000:,.0f} ms vs raw sqlite3 {raw_wall * 1000:,.0f} ms"
          f" = {ratio:.2f}x (target <= 1.2x); stall {above * 1000:.2f} ms above idle"
          " (target <= 10 ms)")


def observations() -> list[tuple[str, Any]]:
    """Realistic observations: a long document, a file listing, search matches, a PDF."""
    rng = random.Random(7)
    paragraphs = []
    for i in range(240):
        body = " ".join(
            rng.choice(
                [
                    "Il fornitore",
                    "conferma",
                    "il preventivo",
                    "per la consegna",
                    "entro marzo,",
                    "con IVA al 22%",
                    "e trasporto incluso.",
                    "Il totale è",
                    "di 1.250,00 €",
                    "secondo le condizioni",
                    "già concordate.",
                ]
            )
            for _ in range(60)
        )
        paragraphs.append(f"§ {i + 1}. {body}\n")
    document = "".join(paragraphs)
    listing = {
        "path": "/home/alice/Acquisti",
        "count": 2000,
        "truncated": False,
        "entries": [
            {
                "name": f"preventivo_{i:04d}.pdf",
                "path": f"/home/alice/Acquisti/2024/preventivo_{i:04d}.pdf",
                "size": rng.randint(10_000, 5_000_000),
                "modified": f"2024-{1 + i % 12:02d}-{1 + i % 28:02d}T10:{i % 60:02d}:00",
                "is_dir": False,
            }
            for i in range(2000)
        ],
    }
    matches = {
        "count": 300,
        "message": "300 matches in 41 files",
        "matches": [
            {
                "file": f"note_{i % 41}.txt",
                "line": rng.randint(1, 900),
                "text": "totale preventivo " + "x" * rng.randint(20, 120),
            }
            for i in range(300)
        ],
    }
    pdf = b"%PDF-1.7\n" + rng.randbytes(500_000)
    return [
        ("text document", document),
        ("file listing, 2,000 entries", listing),
        ("search, 300 matches", matches),
        ("binary PDF", pdf),
    ]


async def bench_context_reduction(workdir: Path) -> None:
    print("\ncontext reduction (what the planner sees / what was observed)")
    pad = await Scratchpad.open(workdir / "ctx.db")
    try:
        for label, obs in observations():
            ref = await pad.put("bench-user", "turn", 1, "bench", obs)
            summary_bytes = len(json.dumps(ref["summary"], ensure_ascii=False).encode())
            shown = summary_bytes + len(ref["ref_hint"].encode())
            observed = ref["size_bytes"]
            print(
                f"  {label:<28} observed {observed:>9,} B   summary {summary_bytes:>6,} B "
                f"({summary_bytes / observed:7.3%})   summary+ref_hint {shown:>6,} B "
                f"({shown / observed:7.3%})"
            )
    finally:
        await pad.close()


def write_real_documents(folder: Path) -> None:
    """A long PDF (fpdf2, when installed), a DOCX with a table, an XLSX sheet: real files."""
    import docx
    import openpyxl

    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(11)
    words = ["fornitura", "consegna", "preventivo", "importo", "totale", "condizioni",
             "pagamento", "garanzia", "installazione", "trasporto", "sconto", "listino"]
    try:
        from fpdf import FPDF

        pdf = FPDF()
        pdf.set_font("Helvetica", size=10)
        for _ in range(40):
            pdf.add_page()
            for _line in range(45):
                pdf.cell(0, 5, " ".join(rng.choice(words) for _ in range(14)), new_x="LMARGIN",
                         new_y="NEXT")
        pdf.output(str(folder / "capitolato.pdf"))
    except ImportError:
        print("  (fpdf2 not installed: no PDF in this run)")
    document = docx.Document()
    for _ in range(300):
        document.add_paragraph(" ".join(rng.choice(words) for _ in range(30)))
    table = document.add_table(rows=200, cols=3)
    for row in table.rows:
        for cell in row.cells:
            cell.text = rng.choice(words) + f" {rng.randint(1, 9999)},00 €"
    document.save(str(folder / "offerta.docx"))
    book = openpyxl.Workbook()
    sheet = book.active
    for i in range(3000):
        sheet.append([f"articolo {i}", rng.choice(words), rng.randint(1, 50), rng.random() * 1000])
    book.save(str(folder / "listino.xlsx"))
    book.close()


async def bench_context_through_runtime(workdir: Path) -> None:
    """Real documents read through the runtime: bytes observed vs bytes a model would see."""
    from runtime.config import Settings
    from runtime.runtime import Runtime

    print("\ncontext reduction through the runtime (real PDF / DOCX / XLSX, read_files per file)")
    home = workdir / "home"
    rt = await Runtime.open(Settings(home=home))
    try:
        await rt.users.ensure("admin", role="admin")
        folder = rt.workspace_for(await rt.users.ensure("admin")).root / "Docs"
        write_real_documents(folder)
        total_observed = total_visible = 0
        for path in sorted(folder.iterdir()):
            reply = await rt.run_plan({"steps": [
                {"tool": "read_files", "args": {"paths": [f"~/Docs/{path.name}"]}}]}, user="admin")
            row = await rt.trace(user="admin", turn_id=reply.turn_id)
            assert row is not None
            obs = next(e["data"] for e in row.trace if e["kind"] == "observation")
            total_observed += obs["observed_bytes"]
            total_visible += obs["visible_bytes"]
            print(f"  {path.name:<28} observed {obs['observed_bytes']:>9,} B   shown "
                  f"{obs['visible_bytes']:>6,} B ({obs['visible_bytes'] / obs['observed_bytes']:7.3%})"
                  f"   offloaded={obs['offloaded']}")
        print(f"  {'all':<28} observed {total_observed:>9,} B   shown {total_visible:>6,} B "
              f"({total_visible / max(total_observed, 1):7.3%})")
    finally:
        await rt.close()


async def main() -> None:
    """Run every figure once in a temporary directory."""
    print(
        f"Scratchpad I/O bench — Python {sys.version.split()[0]}, SQLite {sqlite3.sqlite_version}"
    )
    with tempfile.TemporaryDirectory(prefix="metnos-bench-") as tmp:
        workdir = Path(tmp)
        t0 = time.perf_counter()
        for label, size, ops in SIZES:
            await bench_size(workdir, label, size, ops)
        await bench_gc_100k(workdir)
        await bench_context_reduction(workdir)
        await bench_context_through_runtime(workdir)
        print(f"\ntotal bench time {time.perf_counter() - t0:,.1f} s")


if __name__ == "__main__":
    asyncio.run(main())
