"""Documents at scale: 500 quotes through find → read → extract → table, a 50 MB text file; before, after.

Run by hand: ``python bench/documents.py [--docs N] [--rounds R]``. Prints figures, asserts nothing.

Each variant runs in a subprocess of its own, one round after the other (interleaved), and
reports its wall time and its peak RSS (VmHWM, the whole process: interpreter, runtime
and all). Variants:

- *pipeline after*: ``Runtime.run_plan`` of find_files → read_files → extract_entries →
  create_files_spreadsheet over N mixed PDF and DOCX quotes (half each), in the foreground
  (``lre`` thresholds above the run), with the readers as they are now; the same plan first
  runs once on two documents, so that imports and caches are warm, as in a running bot;
- *pipeline before*: the same, with ``read_files`` reading through the reader as it was
  before issue 13 (whole file in memory, python-docx for DOCX) — a copy kept below, labelled;
- *text after* / *text before*: one 50 MB text file read with the default budget (2 M characters);
- *read x1* / *read pool* / *read pool warm*: only the reading of the N documents, in this
  process, or in a pool of 2 worker processes (its start-up included, or started and warmed
  beforehand as a pool kept by the runtime would be): does a pool pay on 2 cores?
- *read workers*: the same reading as one task of the runtime's own document workers
  (``runtime.documents.work``, issue 14: PDF, XLSX and DOCX are parsed there, where a timeout
  can kill the work), warmed first.

Since issue 14 the pipeline parses its PDF and DOCX quotes in a worker process: *pipeline
after* reports that worker's peak RSS beside the process's own (``workers_peak_mib``); *pipeline
before* reads them in this process, with the old reader.

Targets (issue 13): the pipeline in at most 1.5 s and 100 MiB; the 50 MB text file read
with a peak of at most 60 MiB.
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import io
import json
import multiprocessing
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from decimal import Decimal
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # run as a script from a checkout: make `runtime` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

PIPELINE_SECONDS, PIPELINE_MIB, TEXT_MIB = 1.5, 100.0, 60.0
TEXT_BYTES = 50_000_000
PLAN = {"steps": [
    {"tool": "find_files", "args": {"base_path": "~/Preventivi", "pattern": "*.pdf,*.docx"}},
    {"tool": "read_files", "args": {"from_step": 1}},
    {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["fornitore", "prezzo", "data"]}},
    {"tool": "create_files_spreadsheet", "args": {"from_step": 3, "path": "~/Preventivi/riepilogo.xlsx"}},
]}
SUPPLIERS = ("Rossi Forniture S.r.l.", "Bianchi & Figli S.p.A.", "Verdi Arredamenti S.n.c.",
             "Neri Ufficio S.r.l.", "Gialli Sedute S.p.A.")


# --- the documents --------------------------------------------------------------------------------


def make_documents(folder: Path, count: int) -> None:
    """`count` one-page quotes, alternately PDF and DOCX, as the tests' quote builders write them."""
    from tests.fakes.quotes import _docx, _pdf

    folder.mkdir(parents=True, exist_ok=True)
    for n in range(count):
        supplier = SUPPLIERS[n % len(SUPPLIERS)]
        unit = Decimal(80 + n % 50)
        total = unit * 12 * Decimal("1.22")
        amount = f"{total:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
        euro = "€" if n % 2 else "EUR"  # the PDFs' core font is latin-1
        header = [supplier, "Via Roma 1, 00100 Roma - P.IVA 01234567890", f"Preventivo n. {n}/2026",
                  f"Roma, {1 + n % 28} marzo 2026"]
        table = [("Descrizione", "Q.tà", "Prezzo unitario", "Importo"),
                 ("Sedia da ufficio ergonomica", "12", f"{euro} {unit},00", f"{euro} {unit * 12},00")]
        if n % 2:
            _docx(folder / f"preventivo_{n:03}.docx", header[:2], header[2:], table,
                  [f"Totale IVA inclusa: {euro} {amount}"], ["Validità dell'offerta: 30 giorni."])
        else:
            _pdf(folder / f"preventivo_{n:03}.pdf", header, table,
                 [f"Totale IVA inclusa|{euro} {amount}", "Validità dell'offerta: 30 giorni."])


def make_text(path: Path) -> None:
    line = "Riga di un registro lungo, con qualche città e perché, e numeri 12345.\r\n".encode()
    with path.open("wb") as out:
        block = line * (1_048_576 // len(line))
        written = 0
        while written + len(block) <= TEXT_BYTES:
            out.write(block)
            written += len(block)
        out.write(line * ((TEXT_BYTES - written) // len(line)))


# --- BEFORE: the reader as it was until issue 13 (copied from git, unchanged but for names) --------


def before_read_document(path: Path, *, max_chars: int = 2_000_000, max_bytes: int = 50 * 1024 * 1024) -> Any:
    """BEFORE: ``read_document`` for text, PDF and DOCX as it was: the whole file in memory,
    python-docx for DOCX, the whole text decoded. The helpers it shares with today's reader
    (``_check_file``, ``_format_for``, ``_decode_text``...) did not change."""
    from runtime.documents import read as r

    if max_chars <= 0:
        raise ValueError("max_chars must be positive")
    path = Path(path)
    r._check_file(path, max_bytes)
    kind = r._format_for(path)
    data = r._load_bytes(path, max_bytes)
    pages: int | None = None
    if kind == "pdf":
        text, pages = _before_read_pdf(data, path, max_chars)
    elif kind == "docx":
        text = _before_read_docx(data, path)
    elif kind == "xlsx":
        raise SystemExit("the bench has no XLSX")
    else:
        text = r._normalise_newlines(r._decode_text(data, path))
        if not text.strip():
            r._fail("empty", f"{path.name} contains only blank space.", path)
    truncated = len(text) > max_chars
    if truncated:
        text = text[:max_chars]
    return r.DocumentText(path=path, format=kind, text=text, pages=pages, truncated=truncated)


def _before_read_pdf(data: bytes, path: Path, max_chars: int) -> tuple[str, int]:
    from pypdf import PasswordType, PdfReader
    from pypdf.errors import DependencyError, FileNotDecryptedError

    from runtime.documents.read import DocumentError, _fail, _short

    if b"%PDF-" not in data[:1024]:
        _fail("unreadable", f"{path.name} is not a PDF file (no PDF header).", path)
    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted:
            try:
                opened = reader.decrypt("")
            except (DependencyError, NotImplementedError):
                opened = PasswordType.NOT_DECRYPTED
            if opened == PasswordType.NOT_DECRYPTED:
                _fail("encrypted", f"{path.name} is protected by a password.", path)
        pages = len(reader.pages)
        if pages == 0:
            _fail("unreadable", f"{path.name} is damaged: it has no pages.", path)
        parts: list[str] = []
        size = 0
        for page in reader.pages:
            page_text = page.extract_text() or ""
            parts.append(page_text)
            size += len(page_text) + 1
            if size > max_chars:
                break
    except DocumentError:
        raise
    except FileNotDecryptedError:
        _fail("encrypted", f"{path.name} is protected by a password.", path)
    except Exception as exc:
        _fail("unreadable", f"{path.name} is damaged or not a valid PDF ({_short(exc)}).", path)
    text = "\n".join(parts)
    if not text.strip():
        _fail("empty", f"{path.name} has no extractable text (it may be a scanned image; "
              "OCR is not supported).", path)
    return text, pages


def _before_docx_blocks(container: Any) -> Any:
    from docx.table import Table

    for block in container.iter_inner_content():
        if isinstance(block, Table):
            yield from _before_docx_table(block)
        else:
            yield str(block.text)


def _before_docx_table(table: Any) -> Any:
    for row in table.rows:
        seen: list[Any] = []
        cells: list[str] = []
        nested: list[str] = []
        for cell in row.cells:
            if any(cell._tc is tc for tc in seen):
                continue
            seen.append(cell._tc)
            cells.append(" ".join(p.text.strip() for p in cell.paragraphs if p.text.strip()))
            for inner in cell.tables:
                nested.extend(_before_docx_table(inner))
        while cells and not cells[-1]:
            cells.pop()
        if any(cells):
            yield "\t".join(cells)
        yield from nested


def _before_read_docx(data: bytes, path: Path) -> str:
    import docx

    from runtime.documents.read import _OLE_MAGIC, _ZIP_MAGIC, _fail, _short

    if data.startswith(_OLE_MAGIC):
        _fail("encrypted", f"{path.name} is protected by a password (or is an old .doc).", path)
    if not data.startswith(_ZIP_MAGIC):
        _fail("unreadable", f"{path.name} is damaged or not a valid DOCX file.", path)
    try:
        document = docx.Document(io.BytesIO(data))
        head: list[str] = []
        foot: list[str] = []
        for section in document.sections:
            for part, out in ((section.header, head), (section.footer, foot)):
                if part.is_linked_to_previous:
                    continue
                for line in _before_docx_blocks(part):
                    if line.strip() and line not in out:
                        out.append(line)
        body = list(_before_docx_blocks(document))
    except Exception as exc:
        _fail("unreadable", f"{path.name} is damaged or not a valid DOCX file ({_short(exc)}).", path)
    text = "\n".join([*head, *body, *foot])
    if not text.strip():
        _fail("empty", f"{path.name} contains no text.", path)
    return text


# --- variants (each runs in a child process) -------------------------------------------------------


async def pipeline(home: Path, docs: int) -> dict[str, Any]:
    from runtime.config import Settings
    from runtime.runtime import Runtime

    settings = Settings(home=home, lre={"items_threshold": docs * 10,  # type: ignore[arg-type]
                                         "handoff_after_seconds": 3600})
    rt = await Runtime.open(settings)
    try:
        await rt.users.ensure("bench", role="admin")
        warm = json.loads(json.dumps(PLAN).replace("~/Preventivi", "~/Prova"))
        await rt.run_plan(warm, user="bench", locale="it")  # imports and caches, as in a running bot
        rss_ready = peak_rss_mib()
        started = time.perf_counter()
        reply = await rt.run_plan(PLAN, user="bench", locale="it")
        if reply.prompt is not None:
            reply = await rt.resume(reply.prompt.dialogue_id, "yes", user="bench")
        seconds = time.perf_counter() - started
        table = home / "users" / "bench" / "files" / "Preventivi" / "riepilogo.xlsx"
        assert table.exists(), reply.text
        workers = _workers_peak_mib()
    finally:
        await rt.close()
    return {"seconds": seconds, "status": reply.status, "rss_ready_mib": rss_ready,
            "workers_peak_mib": workers, "rows": _rows(table)}


def _workers_peak_mib() -> float:
    """The largest peak RSS of the document workers (issue 14: PDF, XLSX and DOCX are read there)."""
    try:
        from runtime.documents.work import worker_pids
    except ImportError:  # a tree from before the workers
        return 0.0
    return max((peak_rss_mib(str(pid)) for pid in worker_pids()), default=0.0)


def _rows(table: Path) -> int:
    import openpyxl

    book = openpyxl.load_workbook(table, read_only=True)
    try:
        return sum(1 for _ in book.worksheets[0].iter_rows()) - 1
    finally:
        book.close()


def _read_all(paths: list[str]) -> int:
    from runtime.documents import read_document

    return sum(len(read_document(Path(p)).text) for p in paths)


def child(name: str, data: Path, docs: int) -> None:
    started = time.perf_counter()
    out: dict[str, Any] = {}
    if name.startswith("pipeline"):
        if name == "pipeline-before":
            from runtime.catalog.builtin import files
            from runtime.documents import tasks

            # the old reader, in this process (as it ran before the workers of issue 14)
            tasks.read_document = before_read_document  # type: ignore[attr-defined]
            files.parsed = lambda paths: False  # type: ignore[attr-defined]
        home = Path(tempfile.mkdtemp(prefix="metnos-bench-"))
        try:
            folder = home / "users" / "bench" / "files" / "Preventivi"
            folder.mkdir(parents=True)
            for source in (data / "Preventivi").iterdir():
                os.link(source, folder / source.name)
            (folder.parent / "Prova").mkdir()
            for source in sorted((data / "Preventivi").iterdir())[:2]:  # one PDF, one DOCX
                os.link(source, folder.parent / "Prova" / source.name)
            out = asyncio.run(pipeline(home, docs))
        finally:
            shutil.rmtree(home, ignore_errors=True)
    elif name.startswith("text"):
        from runtime.documents import read_document

        reader = before_read_document if name == "text-before" else read_document
        started = time.perf_counter()
        doc = reader(data / "registro.log")
        out = {"seconds": time.perf_counter() - started, "chars": len(doc.text), "truncated": doc.truncated}
    elif name.startswith("read"):
        paths = sorted(str(p) for p in (data / "Preventivi").iterdir())
        if name == "read-workers":  # the runtime's own workers (issue 14), warmed as in a running bot
            from runtime.documents import tasks, work

            async def read_in_workers() -> tuple[float, int]:
                await work.run(tasks.read_documents, [Path(p) for p in paths[:2]], 2_000_000)
                begun = time.perf_counter()
                docs = await work.run(tasks.read_documents, [Path(p) for p in paths], 2_000_000)
                return time.perf_counter() - begun, sum(len(getattr(d, "text", "")) for d in docs)

            seconds, chars = asyncio.run(read_in_workers())
            peak = _workers_peak_mib()
            work.shutdown()
            print(json.dumps({"seconds": seconds, "chars": chars, "workers_peak_mib": peak,
                              "rss_mib": peak_rss_mib()}))
            return
        if name.startswith("read-pool"):
            started = time.perf_counter()
            context = multiprocessing.get_context("forkserver")  # never fork a process with threads
            with concurrent.futures.ProcessPoolExecutor(2, mp_context=context) as pool:
                if name == "read-pool-warm":  # started and warmed before: as a pool kept by the runtime
                    list(pool.map(_read_all, [paths[:2], paths[2:4]]))
                    started = time.perf_counter()
                chars = sum(pool.map(_read_all, [paths[i::8] for i in range(8)]))
        else:
            _read_all(paths[:1])  # imports, as the pool workers pay them too
            started = time.perf_counter()
            chars = _read_all(paths)
        out = {"seconds": time.perf_counter() - started, "chars": chars}
    out["rss_mib"] = peak_rss_mib()
    out.setdefault("seconds", time.perf_counter() - started)
    print(json.dumps(out))


def peak_rss_mib(pid: str = "self") -> float:
    """A process's peak RSS (this one's by default): VmHWM (reset at exec, unlike ``ru_maxrss``,
    which keeps the forking parent's size), else ``ru_maxrss``."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def measure(name: str, data: Path, docs: int) -> dict[str, Any]:
    cmd = [sys.executable, __file__, "--child", name, "--data", str(data), "--docs", str(docs)]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"{name} failed:\n{done.stderr}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--child")
    parser.add_argument("--data")
    parser.add_argument("--only", help="comma-separated variants (default: all)")
    opts = parser.parse_args()
    if opts.child:
        child(opts.child, Path(opts.data), opts.docs)
        return
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp)
        started = time.perf_counter()
        make_documents(data / "Preventivi", opts.docs)
        make_text(data / "registro.log")
        print(f"{opts.docs} quotes ({opts.docs - opts.docs // 2} PDF, {opts.docs // 2} DOCX) and a "
              f"{TEXT_BYTES / 1e6:.0f} MB text file, made in {time.perf_counter() - started:.1f} s; "
              f"{opts.rounds} interleaved rounds, one subprocess per variant and round")
        names = [n for n in ("pipeline-before", "pipeline-after", "text-before", "text-after", "read-x1",
                             "read-pool", "read-pool-warm", "read-workers")
                 if not opts.only or n in opts.only.split(",")]
        runs: dict[str, list[dict[str, Any]]] = {n: [] for n in names}
        for _ in range(opts.rounds):
            for name in names:
                runs[name].append(measure(name, data, opts.docs))
    med = {n: {"seconds": statistics.median(r["seconds"] for r in v),
               "rss_mib": statistics.median(r["rss_mib"] for r in v)} | {k: x for k, x in v[0].items()
                                                                          if k not in ("seconds", "rss_mib")}
           for n, v in runs.items()}
    print(f"{'variant':<16} {'time s':>8} {'peak RSS MiB':>13}  notes")
    for name, m in med.items():
        notes = ", ".join(f"{k}={v:.1f}" if isinstance(v, float) else f"{k}={v}"
                          for k, v in m.items() if k not in ("seconds", "rss_mib"))
        print(f"{name:<16} {m['seconds']:>8.3f} {m['rss_mib']:>13.1f}  {notes}")
    if {"pipeline-before", "pipeline-after"} <= med.keys():
        b, a = med["pipeline-before"], med["pipeline-after"]
        met = a["seconds"] <= PIPELINE_SECONDS and a["rss_mib"] <= PIPELINE_MIB
        print(f"pipeline: {b['seconds']:.2f} s -> {a['seconds']:.2f} s ({b['seconds'] / a['seconds']:.1f}x), "
              f"peak RSS {b['rss_mib']:.0f} -> {a['rss_mib']:.0f} MiB; "
              f"target <= {PIPELINE_SECONDS} s and <= {PIPELINE_MIB:.0f} MiB: {'met' if met else 'missed'}")
    if {"text-before", "text-after"} <= med.keys():
        b, a = med["text-before"], med["text-after"]
        met = a["rss_mib"] <= TEXT_MIB
        print(f"50 MB text file: {b['seconds']:.2f} s -> {a['seconds']:.3f} s, "
              f"peak RSS {b['rss_mib']:.0f} -> {a['rss_mib']:.0f} MiB; "
              f"target <= {TEXT_MIB:.0f} MiB: {'met' if met else 'missed'}")
    one = med.get("read-x1")
    for name in ("read-pool", "read-pool-warm", "read-workers"):
        if one is not None and name in med:
            two = med[name]
            pays = two["seconds"] < 0.8 * one["seconds"]
            pool = {"read-pool": "pool of 2", "read-pool-warm": "warm pool of 2",
                    "read-workers": "warm runtime worker (one task)"}[name]
            print(f"reading {opts.docs} documents: {one['seconds']:.2f} s in-process, {two['seconds']:.2f} s "
                  f"with a {pool} "
                  f"({one['seconds'] / two['seconds']:.2f}x): {'pays' if pays else 'does not pay'}")

if __name__ == "__main__":
    main()
