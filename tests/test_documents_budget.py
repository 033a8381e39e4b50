"""Documents under a budget: XLSX and PDF read while streaming within bytes and characters,
rules that cost at most so much per line, names that are not UTF-8, and document work that a
timeout stops (a worker process, killed)."""

from __future__ import annotations

import asyncio
import json
import os
import threading
import time
import tracemalloc
import warnings
import zipfile
from concurrent.futures import ThreadPoolExecutor
from datetime import date, datetime, timedelta
from datetime import time as clock
from pathlib import Path
from typing import Any

import openpyxl
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE
from openpyxl.utils.datetime import CALENDAR_MAC_1904

from runtime.documents import DocumentError, extract_entries, pdf_budget, read_document, work
from runtime.documents.extract import MAX_LINE_CHARS
from runtime.documents.read import _cell_text
from runtime.documents.tasks import read_documents
from runtime.documents.xlsx_text import XlsxMarkupLimit, xlsx_text
from runtime.engine.observe import size_of
from runtime.i18n import shown
from runtime.planning.referents import Referents
from runtime.runtime import Runtime
from runtime.turn import Block
from tests.conftest import workspace
from tests.reliability.bombs import pdf_stream, xlsx_inline_string

MB = 1024 * 1024


# --- XLSX: the same text as openpyxl's read-only mode -------------------------------------------


def openpyxl_text(path: Path) -> str:
    """The text as the reader made it with openpyxl (read-only, cached values) until issue 14."""
    with warnings.catch_warnings():  # a date out of range: openpyxl warns, and reads "#VALUE!"
        warnings.simplefilter("ignore")
        return _openpyxl_text(path)


def _openpyxl_text(path: Path) -> str:
    book = openpyxl.load_workbook(path, read_only=True, data_only=True)
    try:
        sheets = list(book.worksheets)
        blocks = []
        for sheet in sheets:
            lines = [f"[{sheet.title}]"] if len(sheets) > 1 else []
            for row in sheet.iter_rows():
                cells = [_cell_text(getattr(c, "value", None), getattr(c, "number_format", "General"))
                         for c in row]
                while cells and not cells[-1].strip():
                    cells.pop()
                if cells:
                    lines.append("\t".join(cells))
            blocks.append("\n".join(lines))
    finally:
        book.close()
    return "\n\n".join(b for b in blocks if b)


def streamed_text(path: Path, max_chars: int = 2_000_000) -> str:
    with path.open("rb") as handle:
        return xlsx_text(handle, max_chars, render=_cell_text)[0]


def test_an_xlsx_of_every_kind_of_value_reads_as_openpyxl_read_it(tmp_path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.title = "Valori"
    sheet.append(["testo", 12, 12.5, True, False, None, "dopo un buco"])
    sheet.append([date(2026, 3, 12), datetime(2026, 3, 12, 9, 30), clock(14, 15), timedelta(hours=30)])
    sheet.append([0.05, 1234567.891, -3, 1e-7, 12345678901234.0, "=SUM(B1:C1)"])
    sheet["A3"].number_format = "0%"
    sheet["B3"].number_format = "#,##0.00"
    sheet["C3"].number_format = "0.000"
    sheet["D3"].number_format = '"€" #,##0.00;[Red]-"€" #,##0.00'
    sheet["Z5"] = "lontano"  # a sparse row far to the right, rows missing in between
    hidden = book.create_sheet("Nascosto")
    hidden.sheet_state = "hidden"
    hidden.append(["righe", "a capo\nqui", "tab\tqui"])
    book.create_sheet("Vuoto")
    book.save(tmp_path / "tutto.xlsx")
    assert streamed_text(tmp_path / "tutto.xlsx") == openpyxl_text(tmp_path / "tutto.xlsx")
    book.create_chartsheet("Grafico")  # no cells: left out (openpyxl fails on an empty one)
    book.save(tmp_path / "grafico.xlsx")
    assert streamed_text(tmp_path / "grafico.xlsx") == streamed_text(tmp_path / "tutto.xlsx")


def test_an_xlsx_in_the_1904_date_system_reads_its_dates_as_openpyxl(tmp_path: Path) -> None:
    book = openpyxl.Workbook()
    book.epoch = CALENDAR_MAC_1904
    sheet = book.active
    assert sheet is not None
    sheet.append([date(2026, 3, 12), datetime(1999, 12, 31, 23, 59), 42])
    book.save(tmp_path / "mac.xlsx")
    assert streamed_text(tmp_path / "mac.xlsx") == openpyxl_text(tmp_path / "mac.xlsx")
    assert streamed_text(tmp_path / "mac.xlsx").startswith("2026-03-12\t1999-12-31 23:59")


_CELLS = st.one_of(
    st.none(), st.booleans(), st.integers(-10**12, 10**12),
    st.floats(allow_nan=False, allow_infinity=False, width=64).filter(lambda f: abs(f) < 1e15),
    st.text(max_size=12).map(lambda s: ILLEGAL_CHARACTERS_RE.sub("", s)).filter(lambda s: not s.startswith("=")),
    st.dates(min_value=date(1901, 1, 1), max_value=date(2100, 1, 1)),
)
_FORMATS = ["General", "0", "0.00", "#,##0.00", "0%", "0.0%", "dd/mm/yyyy", "yyyy-mm-dd hh:mm", "@"]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=st.lists(st.lists(_CELLS, max_size=6), max_size=6),
       formats=st.lists(st.sampled_from(_FORMATS), min_size=6, max_size=6))
def test_any_xlsx_openpyxl_writes_reads_as_openpyxl_read_it(tmp_path: Path, rows: list[list[Any]],
                                                             formats: list[str]) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    for row in rows:
        sheet.append(row)
    for row in sheet.iter_rows():
        for cell in row:
            if isinstance(cell.value, int | float) and not isinstance(cell.value, bool):
                cell.number_format = formats[cell.column - 1]
    path = tmp_path / "caso.xlsx"
    book.save(path)
    assert streamed_text(path) == openpyxl_text(path)


def _package(path: Path, sheet: str, strings: str | None = None, *, rels_strings: bool = True,
             styles: str | None = None) -> Path:
    """An XLSX written by hand: the parts openpyxl never writes (shared strings, rich text...)."""
    ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    types = ('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
             '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
             '<Default Extension="xml" ContentType="application/xml"/>'
             '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument'
             '.spreadsheetml.sheet.main+xml"/>'
             '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-'
             'officedocument.spreadsheetml.worksheet+xml"/>'
             + ('<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-'
                'officedocument.spreadsheetml.sharedStrings+xml"/>' if strings is not None else "")
             + ('<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-'
                'officedocument.spreadsheetml.styles+xml"/>' if styles is not None else "")
             + "</Types>")
    links = [f'<Relationship Id="rId1" Type="{rel}/worksheet" Target="worksheets/sheet1.xml"/>']
    if strings is not None and rels_strings:
        links.append(f'<Relationship Id="rId2" Type="{rel}/sharedStrings" Target="sharedStrings.xml"/>')
    if styles is not None:
        links.append(f'<Relationship Id="rId3" Type="{rel}/styles" Target="styles.xml"/>')
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("[Content_Types].xml", types)
        out.writestr("_rels/.rels", '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/'
                     f'relationships"><Relationship Id="rId1" Type="{rel}/officeDocument" '
                     'Target="xl/workbook.xml"/></Relationships>')
        out.writestr("xl/workbook.xml", f'<workbook {ns} xmlns:r="{rel}"><sheets><sheet name="Foglio" '
                     'sheetId="1" r:id="rId1"/></sheets></workbook>')
        out.writestr("xl/_rels/workbook.xml.rels", '<Relationships xmlns="http://schemas.openxmlformats.org/'
                     'package/2006/relationships">' + "".join(links) + "</Relationships>")
        out.writestr("xl/worksheets/sheet1.xml", f"<worksheet {ns}><sheetData>{sheet}</sheetData></worksheet>")
        if strings is not None:
            out.writestr("xl/sharedStrings.xml", f"<sst {ns}>{strings}</sst>")
        if styles is not None:
            out.writestr("xl/styles.xml", f"<styleSheet {ns}>{styles}</styleSheet>")
    return path


def test_hand_written_cells_read_as_openpyxl_reads_them(tmp_path: Path) -> None:
    strings = ('<si><t>semplice</t></si>'
               '<si><r><t>ricco </t></r><r><rPr><b/></rPr><t>grassetto</t></r><rPh sb="0" eb="1"><t>fonetica</t></rPh></si>'
               '<si><t xml:space="preserve">  spazi  </t></si><si><t>x005F_x000D_</t></si>')
    base = 'fontId="0" fillId="0" borderId="0"'
    xf = base + ' xfId="0"'
    styles = ('<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts>'
              '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>'
              '<fills count="1"><fill><patternFill patternType="none"/></fill></fills>'
              '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
              f'<cellStyleXfs count="1"><xf numFmtId="0" {base}/></cellStyleXfs>'
              f'<cellXfs count="3"><xf numFmtId="0" {xf}/><xf numFmtId="164" {xf} applyNumberFormat="1"/>'
              f'<xf numFmtId="10" {xf} applyNumberFormat="1"/></cellXfs>'
              '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>')
    sheet = ('<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c><c t="s"><v>2</v></c></row>'
             '<row><c t="inlineStr"><is><r><t>in</t></r><r><t>linea</t></r></is></c><c t="str"><f>A1</f>'
             '<v>calcolato</v></c><c t="e"><v>#DIV/0!</v></c><c t="b"><v>1</v></c></row>'
             '<row r="5"><c r="B5" s="1"><v>46093</v></c><c r="C5" s="2"><v>0.125</v></c><c r="D5"><v></v></c>'
             '<c r="E5" t="d"><v>2026-03-12T10:00:00</v></c><c r="F5" t="s"><v>3</v></c></row>'
             '<row r="4"><c r="A4"><v>7</v></c></row>')
    path = _package(tmp_path / "mano.xlsx", sheet, strings, styles=styles)
    assert streamed_text(path) == openpyxl_text(path)
    assert streamed_text(path).splitlines()[0] == "semplice\t\tricco grassetto\t  spazi  "


# --- XLSX: budgets ----------------------------------------------------------------------------


def test_an_inline_string_bomb_is_read_up_to_the_budget_in_bounded_memory(tmp_path: Path) -> None:
    path = xlsx_inline_string(tmp_path / "bomba.xlsx", 24)
    tracemalloc.start()
    try:
        doc = read_document(path, max_chars=100_000)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert doc.truncated and len(doc.text) == 100_000 and doc.text.startswith("bum bum")
    assert peak < 8 * MB, peak  # openpyxl built the whole 24 MB string (and more) first


def test_shared_strings_past_the_budget_are_left_out_and_the_text_says_it_was_cut(tmp_path: Path) -> None:
    strings = "<si><t>primo</t></si>" + "<si><t>" + "s" * 5000 + "</t></si>" * 1 + "<si><t>ultimo</t></si>"
    sheet = '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c></row>'
    path = _package(tmp_path / "tabella.xlsx", sheet, strings)
    with path.open("rb") as handle:
        text, sheets, cut = xlsx_text(handle, 1000, render=_cell_text)
    assert (text, sheets, cut) == ("primo", 1, True)  # "ultimo" is past the table's budget
    with path.open("rb") as handle:
        assert xlsx_text(handle, 10_000, render=_cell_text) == ("primo\nultimo", 1, False)


def test_shared_strings_found_only_by_their_content_type_are_read(tmp_path: Path) -> None:
    path = _package(tmp_path / "senza.xlsx", '<row><c t="s"><v>0</v></c></row>', "<si><t>trovato</t></si>",
                    rels_strings=False)
    assert streamed_text(path) == openpyxl_text(path) == "trovato"


def test_a_sheet_of_markup_only_over_the_allowance_is_refused_as_too_large(tmp_path: Path) -> None:
    path = _package(tmp_path / "vuoto.xlsx", '<row><c t="n"/></row>' * 20_000)
    with path.open("rb") as handle, pytest.raises(XlsxMarkupLimit):
        xlsx_text(handle, 1000, render=_cell_text, max_xml_bytes=64 * 1024)
    read = read_documents([path], 100)[0]  # within the default allowance: no text at all
    assert isinstance(read, DocumentError) and read.reason == "empty"


def test_a_wide_row_of_long_shared_strings_stays_within_the_budget(tmp_path: Path) -> None:
    strings = "<si><t>" + "w" * 9000 + "</t></si>"
    sheet = "<row>" + '<c t="s"><v>0</v></c>' * 5000 + "</row>"  # 5000 cells x 9000 chars, unbounded before
    path = _package(tmp_path / "largo.xlsx", sheet, strings)
    doc = read_document(path, max_chars=50_000)
    assert doc.truncated and len(doc.text) == 50_000


# --- PDF: budgets -----------------------------------------------------------------------------


@pytest.fixture
def small_pages(monkeypatch: pytest.MonkeyPatch) -> int:
    """A page budget of 64 KB (pypdf is slow under tracemalloc): the same code, smaller numbers."""
    monkeypatch.setattr(pdf_budget, "PAGE_BYTES", 64 * 1024)
    return 64 * 1024


def test_a_pdf_content_bomb_is_read_from_the_start_of_its_content_in_bounded_memory(
        tmp_path: Path, small_pages: int) -> None:
    path = pdf_stream(tmp_path / "bomba.pdf", 1)
    tracemalloc.start()
    try:
        doc = read_document(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert doc.truncated and doc.text.startswith("bum bum bum") and doc.pages == 1
    assert 1000 < len(doc.text) < small_pages
    assert peak < 12 * MB, peak  # pypdf parsed all 1 MB of operators at once: over 30 MB


def test_a_pdf_over_the_page_budget_keeps_the_pages_after_it(tmp_path: Path, small_pages: int) -> None:
    from pypdf import PdfReader, PdfWriter

    big = PdfReader(pdf_stream(tmp_path / "grande.pdf", small_pages * 3 / MB))
    small = PdfReader(pdf_stream(tmp_path / "piccola.pdf", 0.01))
    writer = PdfWriter()
    writer.add_page(big.pages[0])
    writer.add_page(small.pages[0])
    writer.write(tmp_path / "due.pdf")
    doc = read_document(tmp_path / "due.pdf")
    after = read_document(tmp_path / "piccola.pdf").text
    assert doc.truncated and doc.pages == 2
    assert len(after) + 1000 < len(doc.text) < len(after) + small_pages  # the big page from its start,
    assert doc.text.endswith("\n" + after)  # and the small page after it, whole


# --- rules over document text -----------------------------------------------------------------


def test_a_supplier_at_the_start_of_a_huge_line_is_still_found() -> None:
    text = "Fornitore: Rossi Forniture S.r.l. - " + "x@y " * 100_000 + "\nTotale: 1.830,00 EUR\n"
    entry = extract_entries(text, ["fornitore", "prezzo"], source="q.txt")[0]
    assert entry.values["supplier"] == "Rossi Forniture S.r.l."
    assert str(entry.values["price"]) == "1830.00"
    assert len(entry.raw["supplier"]) <= 200 and MAX_LINE_CHARS < 100_000


def test_an_address_and_a_tag_are_still_cleaned_from_a_supplier_name() -> None:
    text = "Fornitore: <b>Bianchi</b> info@bianchi.it Arredi\nTotale: 10,00 EUR\n"
    entry = extract_entries(text, ["fornitore"], source="q.txt")[0]
    assert entry.values["supplier"] == "Bianchi Arredi"


# --- names that are not UTF-8 -----------------------------------------------------------------


def test_a_name_with_bytes_that_are_not_utf8_is_measured_shown_and_remembered() -> None:
    name = os.fsdecode(b"\xff\xfe-latin.txt")
    observation = {"tool": "list_dirs", "results": [{"path": f"~/Strani/{name}", "name": name}]}
    assert size_of(observation) == len(json.dumps(observation, ensure_ascii=False, separators=(",", ":"))
                                       .encode("utf-8", "surrogateescape"))
    assert shown(name) == "\ufffd\ufffd-latin.txt" and shown(name).encode("utf-8")
    assert Block(text=f"• {name}").text.encode("utf-8")  # an answer can always be shown and stored
    refs = Referents(files=(f"~/Strani/{name}",))
    again = Referents.loads(refs.dumps())
    assert again.files == refs.files and refs.dumps().encode("utf-8")


# --- work a timeout stops -----------------------------------------------------------------------


def _dead(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


async def test_document_work_runs_in_a_worker_and_its_errors_come_back() -> None:
    pid = await work.run(os.getpid)
    assert pid != os.getpid() and pid in work.worker_pids()
    with pytest.raises(ValueError):
        await work.run(int, "not a number")
    missing = await work.run(read_documents, [Path("/nonexistent/preventivo.pdf")], 1000)
    assert isinstance(missing[0], DocumentError) and missing[0].reason == "missing"
    assert await work.run(os.getpid) in work.worker_pids()  # a task that raised keeps its worker


async def test_a_batch_shared_among_the_workers_comes_back_in_its_order() -> None:
    paths = [Path(f"/nonexistent/preventivo_{n:03}.pdf") for n in range(5 * work.SPLIT_ITEMS)]
    docs = await work.run_split(read_documents, paths, 1000)
    assert [d.path for d in docs if isinstance(d, DocumentError)] == paths
    assert len(work.worker_pids()) == work.WORKERS  # all started at first use, the batch shared


async def test_a_failing_share_fails_the_batch_and_the_pool_goes_on() -> None:
    with pytest.raises(TypeError):
        await work.run_split(int, [object()] * (4 * work.SPLIT_ITEMS))
    assert await work.run(os.getpid) in work.worker_pids()
    assert len(await work.run_split(read_documents, [Path("/nonexistent/a.pdf")] * 60, 1000)) == 60


def _recorded_workers(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Every worker the pool starts from here on, to look at after it lets go of them."""
    made: list[Any] = []

    class Recorded(work._Worker):
        def __init__(self) -> None:
            super().__init__()
            made.append(self)

    monkeypatch.setattr(work, "_Worker", Recorded)
    return made


def _let_go(worker: Any) -> bool:
    """Ended and reaped, both pipes closed: nothing left for the garbage collector to warn of."""
    process = worker.process
    return process.returncode is not None and process.stdin.closed and process.stdout.closed


async def test_a_split_cancelled_before_its_shares_reach_a_thread_leaves_no_pipe_open(
        monkeypatch: pytest.MonkeyPatch) -> None:
    made = _recorded_workers(monkeypatch)
    pool = work._Pool(2)
    loop = asyncio.get_running_loop()
    executor = ThreadPoolExecutor(max_workers=1)
    loop.set_default_executor(executor)
    gate = threading.Event()
    blocker = loop.run_in_executor(None, gate.wait)  # the only thread is busy: the shares' calls queue
    task = asyncio.ensure_future(pool.run_split(read_documents, [Path("/nonexistent/a.pdf")] * 60, 1000))
    for _ in range(200):
        await asyncio.sleep(0.01)
        if executor._work_queue.qsize() == 2:  # both shares wait for a thread, none has begun
            break
    assert executor._work_queue.qsize() == 2
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    gate.set()
    await blocker
    assert len(made) == 2 and all(_let_go(w) for w in made)  # discarded, never read by a call
    pool.close()


async def test_a_closed_pool_lets_go_of_every_worker_taken_or_not(monkeypatch: pytest.MonkeyPatch) -> None:
    made = _recorded_workers(monkeypatch)
    pool = work._Pool(3)
    assert await pool.run(os.getpid) in pool.pids()  # the others are spares, started and never taken
    busy = asyncio.ensure_future(pool.run(time.sleep, 60))
    for _ in range(200):
        await asyncio.sleep(0.01)
        if any(w._calling for w in made):
            break
    pool.close()
    with pytest.raises(work.WorkerLost):
        await busy
    assert len(made) == 3 and all(_let_go(w) for w in made)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="looks at /proc")
async def test_a_timeout_kills_the_worker_and_the_next_task_gets_a_fresh_one() -> None:
    task = asyncio.ensure_future(work.run(time.sleep, 60))
    for _ in range(200):  # the worker is given the task
        await asyncio.sleep(0.05)
        if work.worker_pids():
            break
    busy = set(work.worker_pids())
    with pytest.raises(TimeoutError):
        await asyncio.wait_for(task, 1.0)
    for _ in range(100):
        if all(_dead(pid) for pid in busy - {p for p in work.worker_pids()}):
            break
        await asyncio.sleep(0.05)
    killed = [pid for pid in busy if pid not in work.worker_pids()]
    assert killed and all(_dead(pid) for pid in killed)  # not left sleeping for a minute
    assert await work.run(os.getpid) not in killed


@pytest.mark.skipif(os.name != "posix", reason="an address-space limit")
async def test_a_worker_cannot_take_more_memory_than_its_limit() -> None:
    with pytest.raises(MemoryError):
        await work.run(bytearray, work.MEMORY_LIMIT)
    assert await work.run(os.getpid) in work.worker_pids()


# --- the answer says what a budget cut ----------------------------------------------------------


@pytest.mark.parametrize("locale, said", [("en", "I read only the first part of lungo.txt: it is too large"),
                                          ("it", "Di lungo.txt ho letto solo la prima parte: è troppo grande")])
async def test_values_from_a_document_read_only_in_part_say_so(rt: Runtime, locale: str, said: str) -> None:
    (workspace(rt) / "lungo.txt").write_text("Fornitore: ACME S.r.l.\nTotale: 10,00 EUR\n" + "riga\n" * 1000)
    (workspace(rt) / "breve.txt").write_text("Fornitore: Beta S.p.A.\nTotale: 20,00 EUR\n")
    reply = await rt.run_plan({"steps": [
        {"tool": "read_files", "args": {"paths": ["~/lungo.txt", "~/breve.txt"], "max_chars": 200}},
        {"tool": "extract_entries", "args": {"from_step": 1, "fields": ["fornitore", "prezzo"]}}]},
        user="admin", locale=locale)
    assert said in reply.text and "breve.txt" not in reply.text.split(said)[1].split("\n")[0]
    assert "ACME S.r.l." in reply.text and "Beta S.p.A." in reply.text
