"""Hostile documents, built small: files whose parts inflate hugely when read.

Each builder writes a real file of its format (a DOCX, an XLSX, a PDF) and streams the
inflating part into it, so a few hundred kilobytes on disk become `megabytes` of XML or
content. Sizes are the inflated size; the bench raises them with ``METNOS_BOMB_MB``.
"""

from __future__ import annotations

import zipfile
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

import docx
from openpyxl import Workbook

MB = 1024 * 1024
_W = ('xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"')
_S = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'


_BLOCK = 64 * 1024


def _repeat(head: str, unit: str, megabytes: float, tail: str) -> Iterator[bytes]:
    yield head.encode()
    block = (unit * (_BLOCK // len(unit))).encode()
    for _ in range(max(1, round(megabytes * MB / _BLOCK))):
        yield block
    yield tail.encode()


def _replace_part(plain: Path, path: Path, part: str, chunks: Iterator[bytes]) -> Path:
    """A copy of the package `plain` whose `part` is `chunks`, streamed in deflated."""
    with zipfile.ZipFile(plain) as source, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for info in source.infolist():
            if info.filename != part:
                out.writestr(info, source.read(info))
        with out.open(part, "w", force_zip64=True) as stream:
            for chunk in chunks:
                stream.write(chunk)
    plain.unlink()
    return path


def docx_paragraphs(path: Path, megabytes: float) -> Path:
    """A DOCX whose body is `megabytes` of tiny paragraphs."""
    plain = path.with_suffix(".plain.docx")
    docx.Document().save(str(plain))
    return _replace_part(plain, path, "word/document.xml", _repeat(
        f"<w:document {_W}><w:body>", "<w:p><w:r><w:t>bum </w:t></w:r></w:p>", megabytes,
        "</w:body></w:document>"))


def docx_one_run(path: Path, megabytes: float) -> Path:
    """A DOCX with one paragraph whose single text run is `megabytes` long."""
    plain = path.with_suffix(".plain.docx")
    docx.Document().save(str(plain))
    return _replace_part(plain, path, "word/document.xml", _repeat(
        f"<w:document {_W}><w:body><w:p><w:r><w:t>", "bum ", megabytes, "</w:t></w:r></w:p></w:body></w:document>"))


def _workbook(path: Path) -> Path:
    plain = path.with_suffix(".plain.xlsx")
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["Fornitore", "Prezzo"])
    book.save(plain)
    return plain


def xlsx_shared_strings(path: Path, megabytes: float) -> Path:
    """An XLSX whose shared-strings table is `megabytes` of distinct-looking strings."""
    return _replace_part(_workbook(path), path, "xl/sharedStrings.xml", _repeat(
        f'<sst {_S}>', "<si><t>Fornitore</t></si>", megabytes, "</sst>"))


def xlsx_inline_string(path: Path, megabytes: float) -> Path:
    """An XLSX whose first cell is an inline string `megabytes` long."""
    return _replace_part(_workbook(path), path, "xl/worksheets/sheet1.xml", _repeat(
        f'<worksheet {_S}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>', "bum ", megabytes,
        "</t></is></c></row></sheetData></worksheet>"))


def xlsx_rows(path: Path, megabytes: float) -> Path:
    """An XLSX with `megabytes` of small numeric rows."""
    return _replace_part(_workbook(path), path, "xl/worksheets/sheet1.xml", _repeat(
        f"<worksheet {_S}><sheetData>", '<row><c t="n"><v>1</v></c></row>', megabytes,
        "</sheetData></worksheet>"))


def pdf_stream(path: Path, megabytes: float) -> Path:
    """A one-page PDF whose content stream inflates to `megabytes` of text operators."""
    compressor = zlib.compressobj(9)
    unit = b"BT /F1 12 Tf 20 20 Td (bum bum bum) Tj ET\n"
    block = unit * (_BLOCK // len(unit))
    blocks = max(1, round(megabytes * MB / _BLOCK))
    data = b"".join(compressor.compress(block) for _ in range(blocks)) + compressor.flush()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(data) + data + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % at for at in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    path.write_bytes(bytes(out))
    return path


def zip_entries(path: Path, entries: int) -> Path:
    """A DOCX with `entries` extra empty parts (a central directory that is itself the bomb)."""
    plain = path.with_suffix(".plain.docx")
    docx.Document().save(str(plain))
    with zipfile.ZipFile(plain) as source, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for info in source.infolist():
            out.writestr(info, source.read(info))
        for n in range(entries):
            out.writestr(f"extra/part{n}.xml", b"")
    plain.unlink()
    return path


BOMBS: dict[str, tuple[str, Callable[[Path, float], Path]]] = {
    "docx-paragraphs": ("bomba.docx", docx_paragraphs),
    "docx-one-run": ("bomba.docx", docx_one_run),
    "xlsx-shared-strings": ("bomba.xlsx", xlsx_shared_strings),
    "xlsx-inline-string": ("bomba.xlsx", xlsx_inline_string),
    "xlsx-rows": ("bomba.xlsx", xlsx_rows),
    "pdf-stream": ("bomba.pdf", pdf_stream),
}
