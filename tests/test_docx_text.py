"""DOCX text streamed from the package XML: what python-docx read, within the budget, bombs refused cheaply."""

from __future__ import annotations

import functools
import tracemalloc
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import docx
import pytest
from docx.enum.section import WD_SECTION
from docx.enum.text import WD_BREAK
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Inches

from runtime.documents import DocumentError, read_document
from runtime.documents import docx_text as streamed
from tests.fakes.quotes import write_three_quotes, write_three_quotes_en

# --- the reading replaced (reference): python-docx, as read.py used it ---------------------------


def reference_blocks(container: Any) -> Iterator[str]:
    from docx.table import Table

    for block in container.iter_inner_content():
        if isinstance(block, Table):
            yield from reference_table(block)
        else:
            yield str(block.text)


def reference_table(table: Any) -> Iterator[str]:
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
                nested.extend(reference_table(inner))
        while cells and not cells[-1]:
            cells.pop()
        if any(cells):
            yield "\t".join(cells)
        yield from nested


@functools.cache
def reference_text(path: Path) -> str:
    document = docx.Document(str(path))
    head: list[str] = []
    foot: list[str] = []
    for section in document.sections:
        for part, out in ((section.header, head), (section.footer, foot)):
            if part.is_linked_to_previous:
                continue
            for line in reference_blocks(part):
                if line.strip() and line not in out:
                    out.append(line)
    return "\n".join([*head, *reference_blocks(document), *foot])


# --- documents with everything the reading meets ------------------------------------------------


def merged_and_nested(d: Any) -> None:
    d.sections[0].header.paragraphs[0].text = "Carta intestata"
    t = d.add_table(rows=4, cols=3)
    t.cell(0, 0).merge(t.cell(2, 0)).text = "verticale"  # merged down: repeated in each row
    t.cell(1, 1).merge(t.cell(3, 2)).text = "blocco"  # across and down
    t.cell(0, 1).text, t.cell(3, 0).text = "x", "ultima"
    inner = t.cell(0, 2).add_table(rows=2, cols=2)  # a table inside a cell
    inner.cell(0, 0).text, inner.cell(1, 1).text = "dentro 1", "dentro 2"
    d.add_paragraph("dopo la tabella")


def runs_and_breaks(d: Any) -> None:
    p = d.add_paragraph("a\tb ")
    run = p.add_run("riga")
    run.add_break()
    run.add_text("a capo")
    run.add_break(WD_BREAK.PAGE)  # a page break is no text
    run.add_text("pagina nuova")
    d.add_paragraph("")
    d.add_paragraph("   spazi   ")
    link = OxmlElement("w:hyperlink")  # a hyperlinked run is text; a tracked insertion is not
    link.set(qn("r:id"), "rId99")
    linked = OxmlElement("w:r")
    text = OxmlElement("w:t")
    text.text = "il sito"
    linked.append(text)
    link.append(linked)
    inserted = OxmlElement("w:ins")
    inserted.append(OxmlElement("w:r"))
    inserted[0].append(OxmlElement("w:t"))
    inserted[0][0].text = "inserito"
    p = d.add_paragraph("vedi ")
    p._p.append(link)
    p._p.append(inserted)


def sections(d: Any) -> None:
    d.sections[0].header.paragraphs[0].text = "Intestazione 1"
    d.sections[0].footer.paragraphs[0].text = "Piede 1"
    d.add_paragraph("sezione uno")
    d.add_section(WD_SECTION.NEW_PAGE)  # linked to the previous: nothing new
    d.add_paragraph("sezione due")
    third = d.add_section(WD_SECTION.NEW_PAGE)
    third.header.is_linked_to_previous = False
    third.header.paragraphs[0].text = "Intestazione 3"
    third.header.add_paragraph("Intestazione 1")  # said once
    cells = third.header.add_table(rows=1, cols=2, width=Inches(3))
    cells.cell(0, 0).text, cells.cell(0, 1).text = "tel.", "email"
    d.add_paragraph("sezione tre")


def long_body(d: Any) -> None:
    d.sections[0].header.paragraphs[0].text = "Rossi Forniture S.r.l."
    for i in range(1000):
        d.add_paragraph(f"Paragrafo {i}: condizioni di fornitura e consegna secondo il listino.")
    d.sections[0].footer.paragraphs[0].text = "Fine"


BUILDERS: dict[str, Callable[[Any], None]] = {
    "merged_and_nested": merged_and_nested, "runs_and_breaks": runs_and_breaks,
    "sections": sections, "long_body": long_body,
}


@pytest.fixture(scope="module")
def documents(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("docx")
    made: dict[str, Path] = {}
    for name, build in BUILDERS.items():
        document = docx.Document()
        build(document)
        document.save(str(folder / f"{name}.docx"))
        made[name] = folder / f"{name}.docx"
    for path in (*write_three_quotes(folder / "it"), *write_three_quotes_en(folder / "en")):
        if path.suffix == ".docx":
            made[path.stem] = path
    return made


# --- the same text -------------------------------------------------------------------------------


@pytest.mark.parametrize("name", [*BUILDERS, "preventivo_bianchi", "quote_contoso"])
@pytest.mark.parametrize("max_chars", [100, 1000, 2_000_000])
def test_the_streamed_text_is_what_python_docx_read(documents: dict[str, Path], name: str,
                                                    max_chars: int) -> None:
    expected = reference_text(documents[name])
    doc = read_document(documents[name], max_chars=max_chars)
    assert (doc.text, doc.truncated) == (expected[:max_chars], len(expected) > max_chars)


def test_a_body_over_the_budget_still_starts_with_its_letterhead(documents: dict[str, Path]) -> None:
    doc = read_document(documents["long_body"], max_chars=500)
    assert doc.truncated and doc.text.startswith("Rossi Forniture S.r.l.\nParagrafo 0:")


# --- bombs and tricks ----------------------------------------------------------------------------


def with_body(tmp_path: Path, name: str, chunks: Iterator[bytes]) -> Path:
    """A real DOCX whose document part is replaced by `chunks` (streamed into the zip)."""
    plain = tmp_path / "plain.docx"
    document = docx.Document()
    document.sections[0].header.paragraphs[0].text = "Intestazione"
    document.save(str(plain))
    path = tmp_path / name
    with zipfile.ZipFile(plain) as source, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for info in source.infolist():
            if info.filename != "word/document.xml":
                out.writestr(info, source.read(info))
        with out.open("word/document.xml", "w", force_zip64=True) as part:
            for chunk in chunks:
                part.write(chunk)
    return path


def repeated(opening: str, unit: str, megabytes: int, closing: str) -> Iterator[bytes]:
    yield opening.encode()
    block = (unit * (1024 * 1024 // len(unit))).encode()
    for _ in range(megabytes):
        yield block
    yield closing.encode()


OPEN = ('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>')
CLOSE = "</w:body></w:document>"


def test_a_docx_bomb_is_read_only_up_to_the_budget(tmp_path: Path) -> None:
    path = with_body(tmp_path, "bomba.docx", repeated(OPEN, "<w:p><w:r><w:t>bum </w:t></w:r></w:p>", 24, CLOSE))
    assert path.stat().st_size < 512 * 1024  # 24 MB of XML in a small file
    tracemalloc.start()
    try:
        doc = read_document(path, max_chars=5000)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert doc.truncated and len(doc.text) == 5000 and doc.text.startswith("bum \nbum \n")
    assert peak < 8 * 1024 * 1024


def test_a_docx_of_markup_and_no_text_is_refused_as_too_large(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(streamed, "MAX_XML_BYTES", 1024 * 1024)  # parsed, markup is slow to wade through
    path = with_body(tmp_path, "markup.docx", repeated(OPEN, "<w:sdt><w:sdtPr/></w:sdt>", 24, CLOSE))
    tracemalloc.start()
    try:
        with pytest.raises(DocumentError) as caught:
            read_document(path, max_chars=5000)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert caught.value.reason == "too_large" and "markup" in caught.value.detail
    assert peak < 8 * 1024 * 1024


def test_a_docx_with_a_doctype_is_refused_before_any_entity_is_expanded(tmp_path: Path) -> None:
    laughs = ('<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY a "hahahahahahaha">'
              + "".join(f'<!ENTITY {c} "{("&" + p + ";") * 10}">' for p, c in zip("abcdefgh", "bcdefghi", strict=True))
              + "]>")
    path = with_body(tmp_path, "risate.docx", iter([laughs.encode(), OPEN.encode(),
                                                    b"<w:p><w:r><w:t>&i;</w:t></w:r></w:p>", CLOSE.encode()]))
    with pytest.raises(DocumentError) as caught:
        read_document(path)
    assert caught.value.reason == "unreadable" and "DOCTYPE" in caught.value.detail


def test_a_merged_cell_in_the_first_row_is_unreadable_as_python_docx_found_it(tmp_path: Path) -> None:
    row = ('<w:tbl><w:tr><w:tc><w:tcPr><w:vMerge/></w:tcPr><w:p><w:r><w:t>x</w:t></w:r></w:p></w:tc>'
           "</w:tr></w:tbl>")
    path = with_body(tmp_path, "rotta.docx", iter([OPEN.encode(), row.encode(), CLOSE.encode()]))
    with pytest.raises(DocumentError) as caught:
        read_document(path)
    assert caught.value.reason == "unreadable"


def test_the_xml_allowance_grows_with_the_budget_up_to_a_cap() -> None:
    assert streamed.xml_allowance(100) < streamed.xml_allowance(1_000_000) <= streamed.MAX_XML_BYTES
    assert streamed.xml_allowance(10**9) == streamed.MAX_XML_BYTES
