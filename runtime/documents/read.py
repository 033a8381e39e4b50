"""Read the user's documents as plain text.

:func:`read_document` turns a plain text, CSV, PDF, XLSX or DOCX file into a
:class:`DocumentText`; :func:`read_csv_rows` reads a CSV file as rows. Every
failure is a :class:`DocumentError` with a short machine reason and a plain
English detail: no exception of pypdf, openpyxl, zipfile or expat escapes raw.

The functions are synchronous and only read the one file they are given; the
engine calls them from a thread (text files) or from a worker process that a step's timeout
can kill (PDF, XLSX, DOCX: see :mod:`runtime.documents.work`). Every format is read under a
budget checked while it streams: characters of text, and the bytes its compressed parts
inflate to (``docx_text``, ``xlsx_text``, ``pdf_budget``).
"""

from __future__ import annotations

import codecs
import contextlib
import csv
import functools
import html
import io
import os
import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any, BinaryIO, Literal, NoReturn, cast

from runtime.errors import DocumentError, DocumentErrorReason

__all__ = [
    "DEFAULT_MAX_BYTES",
    "DEFAULT_MAX_CHARS",
    "DocumentError",
    "DocumentFormat",
    "DocumentText",
    "ErrorReason",
    "TableCount",
    "count_rows",
    "read_csv_rows",
    "table_rows",
    "read_document",
]

DocumentFormat = Literal["text", "csv", "pdf", "xlsx", "docx"]
ErrorReason = DocumentErrorReason

#: Default cap on the characters of text returned (the rest is cut, ``truncated``).
DEFAULT_MAX_CHARS = 2_000_000
#: Default cap on the size of a file that is opened at all.
DEFAULT_MAX_BYTES = 50 * 1024 * 1024

_TEXT_SUFFIXES = {".txt", ".md", ".text", ".log"}
_BINARY_SUFFIXES: dict[str, str] = {
    ".doc": "old Word .doc files are not supported; save it as .docx",
    ".xls": "old Excel .xls files are not supported; save it as .xlsx",
    ".ppt": "PowerPoint files are not supported",
    ".pptx": "PowerPoint files are not supported",
    ".odt": "OpenDocument text files are not supported; save it as .docx or .pdf",
    ".ods": "OpenDocument spreadsheets are not supported; save it as .xlsx",
    ".rtf": "RTF files are not supported; save it as .docx or .pdf",
    ".zip": "archives are not supported",
    ".7z": "archives are not supported",
    ".rar": "archives are not supported",
    ".gz": "archives are not supported",
    ".png": "images are not supported (no OCR)",
    ".jpg": "images are not supported (no OCR)",
    ".jpeg": "images are not supported (no OCR)",
    ".gif": "images are not supported (no OCR)",
    ".tif": "images are not supported (no OCR)",
    ".tiff": "images are not supported (no OCR)",
    ".heic": "images are not supported (no OCR)",
    ".webp": "images are not supported (no OCR)",
    ".exe": "programs are not documents",
    ".dll": "programs are not documents",
    ".so": "programs are not documents",
    ".bin": "binary files are not documents",
    ".mp3": "audio files are not supported",
    ".mp4": "video files are not supported",
}
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # password-protected Office files
_ZIP_MAGIC = b"PK\x03\x04"
_TEXT_CHUNK = 1 << 20  # bytes of a text file read at a time
_SMALL_PDF = 4 << 20  # a PDF up to this size is read into memory; a larger one from the file


@dataclass(frozen=True)
class DocumentText:
    """The text of one document.

    ``pages`` is the page count for a PDF, the sheet count for an XLSX and
    ``None`` otherwise. ``truncated`` is true when the text was cut at
    ``max_chars``.
    """

    path: Path
    format: DocumentFormat
    text: str
    pages: int | None
    truncated: bool


def _fail(reason: ErrorReason, detail: str, path: Path) -> NoReturn:
    raise DocumentError(reason, detail, path)


def _format_for(path: Path) -> DocumentFormat:
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return "pdf"
    if suffix in (".xlsx", ".xlsm"):
        return "xlsx"
    if suffix == ".docx":
        return "docx"
    if suffix == ".csv":
        return "csv"
    if suffix in _BINARY_SUFFIXES:
        _fail("unsupported", f"{path.name}: {_BINARY_SUFFIXES[suffix]}.", path)
    return "text"


def _check_file(path: Path, max_bytes: int) -> None:
    """Refuse a missing path, a folder or a file over the size limit."""
    try:
        if not path.exists():
            _fail("missing", f"{path.name} does not exist.", path)
        if path.is_dir():
            _fail("unsupported", f"{path.name} is a folder, not a document.", path)
        size = path.stat().st_size
    except OSError as exc:
        _fail("unreadable", f"{path.name} cannot be read ({exc.strerror or exc}).", path)
    if size > max_bytes:
        _fail(
            "too_large",
            f"{path.name} is {size / (1024 * 1024):.1f} MB; the limit is "
            f"{max_bytes / (1024 * 1024):.1f} MB.",
            path,
        )


def _load_bytes(path: Path, max_bytes: int) -> bytes:
    _check_file(path, max_bytes)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        _fail("missing", f"{path.name} does not exist.", path)
    except PermissionError:
        _fail("unreadable", f"{path.name} cannot be opened: permission denied.", path)
    except OSError as exc:
        _fail("unreadable", f"{path.name} cannot be read ({exc.strerror or exc}).", path)
    if not data:
        _fail("empty", f"{path.name} is an empty file.", path)
    return data


def _open(path: Path) -> BinaryIO:
    """The file opened for reading, its failures as :class:`DocumentError`."""
    try:
        return path.open("rb")
    except FileNotFoundError:
        _fail("missing", f"{path.name} does not exist.", path)
    except PermissionError:
        _fail("unreadable", f"{path.name} cannot be opened: permission denied.", path)
    except OSError as exc:
        _fail("unreadable", f"{path.name} cannot be read ({exc.strerror or exc}).", path)


def _read_text(path: Path, max_chars: int) -> str:
    """The text of a text file, newlines normalised, read in chunks up to just past `max_chars`.

    The encoding is chosen as :func:`_decode_text` chooses it, on the part read: a BOM says
    UTF-16; else UTF-8 if what was read decodes as UTF-8, else cp1252, else latin-1.
    """
    with _open(path) as handle:
        head = handle.read(4096)
        if not head:
            _fail("empty", f"{path.name} is an empty file.", path)
        if head.startswith((b"\xff\xfe", b"\xfe\xff")):
            try:
                text, content = _decode_stream(handle, "utf-16", max_chars)
            except UnicodeDecodeError:
                _fail("unreadable", f"{path.name} is not valid UTF-16 text.", path)
        elif b"\x00" in head:
            _fail("unsupported", f"{path.name} is a binary file, not a text document.", path)
        else:
            for encoding in ("utf-8-sig", "cp1252"):
                try:
                    text, content = _decode_stream(handle, encoding, max_chars)
                    break
                except UnicodeDecodeError:
                    continue
            else:
                text, content = _decode_stream(handle, "latin-1", max_chars)
    if not content:
        _fail("empty", f"{path.name} contains only blank space.", path)
    return text


def _decode_stream(handle: BinaryIO, encoding: str, max_chars: int) -> tuple[str, bool]:
    """Decode from the start of `handle` until past `max_chars` characters and some text seen (or
    to the end): the text, and whether it held more than blank space. ``\\r\\n`` and ``\\r``
    become ``\\n``, across chunks too."""
    handle.seek(0)
    decoder = codecs.getincrementaldecoder(encoding)()
    parts: list[str] = []
    size = 0
    held = ""  # a CR ending a chunk may be the first half of a CRLF
    content = False
    while True:
        raw = handle.read(_TEXT_CHUNK)
        chunk = held + decoder.decode(raw, final=not raw)
        held = ""
        if raw and chunk.endswith("\r"):
            chunk, held = chunk[:-1], "\r"
        chunk = _normalise_newlines(chunk)
        if size <= max_chars:
            parts.append(chunk)
            size += len(chunk)
        content = content or bool(chunk.strip())  # past the budget, only looking for some text
        if not raw or (size > max_chars and content):
            return "".join(parts), content


def _decode_text(data: bytes, path: Path) -> str:
    """Decode text bytes: BOMs, then UTF-8, then cp1252, then latin-1."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            _fail("unreadable", f"{path.name} is not valid UTF-16 text.", path)
    if b"\x00" in data[:4096]:
        _fail("unsupported", f"{path.name} is a binary file, not a text document.", path)
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")


def _normalise_newlines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


# --------------------------------------------------------------------------- PDF


def _read_pdf(path: Path, max_chars: int) -> tuple[str, int, bool]:
    """The pages' text, page after page until past `max_chars` (pypdf reads the open file)."""
    with _open(path) as handle:
        head = handle.read(1024)
        if not head:
            _fail("empty", f"{path.name} is an empty file.", path)
        if b"%PDF-" not in head:
            _fail("unreadable", f"{path.name} is not a PDF file (no PDF header).", path)
        handle.seek(0)
        if os.fstat(handle.fileno()).st_size <= _SMALL_PDF:  # pypdf reads a buffer faster
            return _pdf_text(io.BytesIO(handle.read()), path, max_chars)
        return _pdf_text(handle, path, max_chars)


def _pdf_text(handle: BinaryIO | io.BytesIO, path: Path, max_chars: int) -> tuple[str, int, bool]:
    """The pages' text until past `max_chars`, and whether it was cut: each page is read only
    when the streams its text comes from inflate within the page's and the document's budget
    of bytes (see ``pdf_budget``); a page over it is read from the start of its content."""
    from pypdf import PasswordType, PdfReader
    from pypdf.errors import DependencyError, FileNotDecryptedError

    from runtime.documents.pdf_budget import DOCUMENT_BYTES, PAGE_BYTES, cut_contents, page_cost

    cut = False
    try:
        with _pdf_limits():
            reader = PdfReader(handle)
            if reader.is_encrypted:
                try:
                    opened = reader.decrypt("")  # many PDFs only have an owner password
                except (DependencyError, NotImplementedError):
                    opened = PasswordType.NOT_DECRYPTED
                if opened == PasswordType.NOT_DECRYPTED:
                    _fail("encrypted", f"{path.name} is protected by a password.", path)
            pages = len(reader.pages)
            if pages == 0:
                _fail("unreadable", f"{path.name} is damaged: it has no pages.", path)
            parts: list[str] = []
            size = 0
            left = DOCUMENT_BYTES  # inflated bytes the pages still may take
            for number, page in enumerate(reader.pages, 1):
                room = min(PAGE_BYTES, left)
                cost = page_cost(page, room)
                if cost > room:  # read only the start of its content, if that is within the room
                    cut = True
                    cut_contents(page, room)
                    cost = page_cost(page, room)
                left -= min(cost, room)
                if cost <= room:  # else what else it draws is over too: the page is left out
                    page_text = page.extract_text() or ""
                    parts.append(page_text)
                    size += len(page_text) + 1
                if size > max_chars or left <= 0:
                    cut = cut or number < pages
                    break
    except DocumentError:
        raise
    except FileNotDecryptedError:
        _fail("encrypted", f"{path.name} is protected by a password.", path)
    except MemoryError:
        _fail("too_large", f"{path.name} needs more memory than a document may take.", path)
    except Exception as exc:  # pypdf raises many types on damaged files
        if type(exc).__name__ == "LimitReachedError":  # pypdf's own limits (newer versions)
            _fail("too_large", f"{path.name} holds more than a document may ({_short(exc)}).", path)
        _fail("unreadable", f"{path.name} is damaged or not a valid PDF ({_short(exc)}).", path)
    text = "\n".join(parts)
    if not text.strip():
        if cut:
            _fail("too_large", f"{path.name} holds more drawing than a document may, and no text "
                  "before it.", path)
        _fail(
            "empty",
            f"{path.name} has no extractable text (it may be a scanned image; "
            "OCR is not supported).",
            path,
        )
    return text, pages, cut


#: pypdf's own limits (the versions that have them), tighter than its defaults: the streams the
#: page budget does not look at (object streams, cross-reference streams) stay bounded too.
_PYPDF_LIMITS = {"zlib_maximum_output_length": 64 * 1024 * 1024,
                 "lzw_maximum_output_length": 64 * 1024 * 1024,
                 "run_length_maximum_output_length": 64 * 1024 * 1024,
                 "stream_decoding_work_maximum_length": 128 * 1024 * 1024}


def _pdf_limits() -> contextlib.AbstractContextManager[object]:
    import pypdf

    apply = getattr(pypdf, "apply_configuration", None)
    if apply is None:
        return contextlib.nullcontext()
    known = {k: v for k, v in _PYPDF_LIMITS.items() if hasattr(pypdf.Configuration, k)}
    return cast("contextlib.AbstractContextManager[object]", apply(**known))


# -------------------------------------------------------------------------- XLSX

_DECIMALS_RE = re.compile(r"0\.(0+)")
# a quoted run, an escaped character, a bracketed code (no "[" inside: "[[[[" is not quadratic)
_QUOTED_RE = re.compile(r'"[^"]*"|\\.|\[[^\[\]]*\]')
_MAX_FORMAT_CHARS = 255  # Excel's own limit for a number format


@functools.lru_cache(maxsize=256)
def _format_parts(number_format: str) -> tuple[bool, int | None, bool]:
    """What a number format says of its first section: percent, decimals (None: not said),
    whether it writes digits (``0``/``#``). A file names a few formats for all its cells."""
    section = _QUOTED_RE.sub("", (number_format or "General")[:_MAX_FORMAT_CHARS].split(";")[0])
    decimals = _DECIMALS_RE.search(section)
    return "%" in section, len(decimals.group(1)) if decimals else None, bool(re.search(r"[0#]", section))


def _plain_number(value: float | int | Decimal, number_format: str) -> str:
    """Render a number as its cell format shows it, never in scientific notation.

    Only the decimals, the integer-only formats and percentages of the format
    are honoured; thousands separators and currency symbols are left out.
    """
    percent, decimals, digits = _format_parts(number_format)
    number = value if isinstance(value, Decimal) else Decimal(str(value))
    if percent:
        number *= 100
    try:
        if decimals is not None:
            number = number.quantize(Decimal(1).scaleb(-decimals))
        elif digits or number == number.to_integral_value():
            number = number.quantize(Decimal(1))
    except InvalidOperation:  # too many digits to quantize: keep as is
        pass
    text = format(number, "f")
    return f"{text}%" if percent else text


def _cell_text(value: object, number_format: str) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, int | float | Decimal):
        return _plain_number(value, number_format)
    if isinstance(value, datetime):
        if value.time() == time(0, 0):
            return value.date().isoformat()
        return value.isoformat(sep=" ", timespec="minutes")
    if isinstance(value, date | time):
        return value.isoformat()
    if isinstance(value, timedelta):
        return str(value)
    return str(value).replace("\r\n", " ").replace("\n", " ").replace("\t", " ")


def _read_xlsx(path: Path, max_chars: int) -> tuple[str, int, bool]:
    """Each sheet's rows until past `max_chars`, and whether the text was cut."""
    with _open(path) as handle:
        magic = handle.read(len(_OLE_MAGIC))
        if not magic:
            _fail("empty", f"{path.name} is an empty file.", path)
        if magic.startswith(_OLE_MAGIC):
            _fail("encrypted", f"{path.name} is protected by a password.", path)
        if not magic.startswith(_ZIP_MAGIC):
            _fail("unreadable", f"{path.name} is damaged or not a valid XLSX file.", path)
        handle.seek(0)
        return _xlsx_text(handle, path, max_chars)


def _xlsx_text(handle: BinaryIO, path: Path, max_chars: int) -> tuple[str, int, bool]:
    """Each sheet's rows streamed from the package XML (see ``xlsx_text``), within the budget."""
    from runtime.documents.xlsx_text import XlsxMarkupLimit, xlsx_text, xml_allowance

    try:
        text, sheets, cut = xlsx_text(handle, max_chars, render=_cell_text)
    except XlsxMarkupLimit:  # a decompression bomb: markup and no text
        _fail(
            "too_large",
            f"{path.name} holds more than {xml_allowance(max_chars) / (1024 * 1024):.0f} MB "
            "of markup before any text.",
            path,
        )
    except MemoryError:
        _fail("too_large", f"{path.name} needs more memory than a document may take.", path)
    except Exception as exc:  # zipfile, expat and the reader raise many types on damaged files
        _fail(
            "unreadable",
            f"{path.name} is damaged or not a valid XLSX file ({_short(exc)}).",
            path,
        )
    if not _has_content(text, sheets_headers=sheets > 1):
        _fail("empty", f"{path.name} has no filled cells.", path)
    return text, sheets, cut


def _has_content(text: str, *, sheets_headers: bool) -> bool:
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if sheets_headers:
        lines = [ln for ln in lines if not (ln.startswith("[") and ln.endswith("]"))]
    return bool(lines)


# -------------------------------------------------------------------------- DOCX


def _read_docx(path: Path, max_chars: int) -> tuple[str, bool]:
    """The text and whether it was cut, streamed from the package XML (see ``docx_text``)."""
    from runtime.documents.docx_text import DocxMarkupLimit, docx_text, xml_allowance

    with _open(path) as handle:
        magic = handle.read(len(_OLE_MAGIC))
        if not magic:
            _fail("empty", f"{path.name} is an empty file.", path)
        if magic.startswith(_OLE_MAGIC):
            _fail("encrypted", f"{path.name} is protected by a password (or is an old .doc).", path)
        if not magic.startswith(_ZIP_MAGIC):
            _fail("unreadable", f"{path.name} is damaged or not a valid DOCX file.", path)
        handle.seek(0)
        try:
            text, cut = docx_text(handle, max_chars)
        except DocxMarkupLimit:  # a decompression bomb: markup and no text
            _fail(
                "too_large",
                f"{path.name} holds more than {xml_allowance(max_chars) / (1024 * 1024):.0f} MB "
                "of markup before any text.",
                path,
            )
        except Exception as exc:  # zipfile, expat and the reader raise many types on damaged files
            _fail(
                "unreadable",
                f"{path.name} is damaged or not a valid DOCX file ({_short(exc)}).",
                path,
            )
    if not text.strip():
        _fail("empty", f"{path.name} contains no text.", path)
    return text, cut


# ---------------------------------------------------------------------- public API


def _short(exc: BaseException) -> str:
    message = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return message[:120]


def read_document(
    path: Path,
    *,
    max_chars: int = DEFAULT_MAX_CHARS,
    max_bytes: int = DEFAULT_MAX_BYTES,
) -> DocumentText:
    """Read one document as text.

    The format follows the suffix (case-insensitive): ``.pdf``, ``.xlsx``
    (``.xlsm``), ``.docx``, ``.csv``; ``.txt``/``.md``/``.text``/``.log`` and any
    unknown suffix are read as text (UTF-8, else cp1252, else latin-1; UTF-16
    with a BOM), and a file with NUL bytes in its first 4 KB is refused as
    binary. Known binary formats (``.doc``, ``.xls``, images, archives...) are
    refused as ``"unsupported"``.

    * PDF: the text of every page, pages joined by ``"\\n"``.
    * XLSX: each sheet's rows as tab-separated lines of the values as shown
      (numbers never in scientific notation; dates ISO; formulas as their last
      computed value, which a file never opened in a spreadsheet program
      lacks); with several sheets,
      each starts with a ``[Sheet name]`` line and sheets are separated by a
      blank line.
    * DOCX: header paragraphs, then body paragraphs and table rows
      (tab-separated cells) in document order, then footer paragraphs.
    * CSV: the CSV text itself (see :func:`read_csv_rows` for rows).

    Text longer than ``max_chars`` is cut and ``truncated`` is set. A file
    larger than ``max_bytes`` is refused as ``"too_large"``. Only what the
    budget needs is read: a text file in chunks (its encoding chosen on what
    was read), a PDF page after page (each page only when the streams its
    text comes from inflate within a budget of bytes, else from the start of
    its content: see :mod:`runtime.documents.pdf_budget`), a DOCX's and an
    XLSX's XML streamed (see :mod:`runtime.documents.docx_text` and
    :mod:`runtime.documents.xlsx_text`; a decompression bomb is read as far as
    its XML allowance, and refused as ``"too_large"`` when that holds no text).
    Whatever budget cut the text, ``truncated`` says so.

    Raises:
        DocumentError: ``missing`` (no such file), ``unreadable`` (damaged or
            unreadable file), ``encrypted`` (password protected), ``unsupported``
            (binary or unsupported format, or a folder), ``empty`` (no text,
            e.g. a scanned PDF), ``too_large``.
    """
    if max_chars <= 0:
        raise ValueError("max_chars must be positive")
    path = Path(path)
    _check_file(path, max_bytes)
    kind = _format_for(path)
    pages: int | None = None
    cut = False
    if kind == "pdf":
        text, pages, cut = _read_pdf(path, max_chars)
    elif kind == "xlsx":
        text, pages, cut = _read_xlsx(path, max_chars)
    elif kind == "docx":
        text, cut = _read_docx(path, max_chars)
    elif path.suffix.lower() == ".eml":
        text = _read_mail(path, max_chars)
    else:
        text = _read_text(path, max_chars)
    truncated = cut or len(text) > max_chars
    if truncated:
        text = text[:max_chars]
    return DocumentText(path=path, format=kind, text=text, pages=pages, truncated=truncated)


_MAIL_HEADERS = ("From", "To", "Cc", "Date", "Subject")
_TAG = re.compile(r"<[^<>]{0,2000}>")
_BLANKS = re.compile(r"\n{3,}")


def _read_mail(path: Path, max_chars: int) -> str:
    """A saved e-mail (``.eml``) as a person reads it: who wrote to whom, when and about what,
    then its text (the plain part, else the HTML one without markup) and the names of its
    attachments — never the transport headers (Message-ID, MIME, encodings)."""
    import email
    import email.policy
    from email.message import EmailMessage

    raw = _load_bytes(path, DEFAULT_MAX_BYTES)
    if not raw.strip():
        _fail("empty", f"{path.name} is an empty file.", path)
    try:
        message = email.message_from_bytes(raw, policy=email.policy.default)
        assert isinstance(message, EmailMessage)
        lines = [f"{name}: {value}" for name in _MAIL_HEADERS
                 if (value := str(message.get(name, "") or "").strip())]
        part = message.get_body(preferencelist=("plain", "html"))
        body = ""
        if part is not None:
            body = _mail_text(part)
            if part.get_content_subtype() == "html":
                body = html.unescape(_TAG.sub(" ", body))
        attached = [a.get_filename() for a in message.iter_attachments() if a.get_filename()]
    except Exception:  # a damaged message (the email package raises many types): its raw text
        return _read_text(path, max_chars)
    if not lines and not body.strip():
        return _read_text(path, max_chars)
    text = "\n".join(lines) + "\n\n" + _BLANKS.sub("\n\n", _normalise_newlines(body).strip())
    if attached:
        text += "\n\n" + "\n".join(f"📎 {a}" for a in attached)
    return text[:max_chars + 1]


def _mail_text(part: Any) -> str:
    """A message part's text in the charset it declares; one that declares none (or ASCII) but
    holds other bytes, as a mail program reads it: UTF-8, else Windows-1252."""
    payload = part.get_payload(decode=True)
    if not isinstance(payload, bytes):
        return str(part.get_payload() or "")
    declared = (part.get_content_charset() or "").lower()
    said = [] if declared in ("", "us-ascii", "ascii") else [declared]
    for encoding in (*said, "utf-8", "cp1252"):
        try:  # the declared charset as far as it goes; the others only when they fit
            return str(payload.decode(encoding, errors="replace" if encoding == declared else "strict"))
        except (LookupError, UnicodeDecodeError):  # unknown to Python, or not this encoding
            continue
    return payload.decode("latin-1")


def _sniff_delimiter(lines: list[str]) -> str:
    """Pick ``;``, ``,`` or tab: the one giving a multi-column, consistent table."""
    best = ","
    best_score: tuple[bool, float, int, int] | None = None
    for priority, delimiter in enumerate((",", ";", "\t")):
        try:
            rows = [r for r in csv.reader(lines, delimiter=delimiter) if any(c.strip() for c in r)]
        except csv.Error:
            continue
        if not rows:
            continue
        width = len(rows[0])
        consistent = sum(1 for r in rows if len(r) == width) / len(rows)
        score = (width > 1, consistent, width, priority)
        if best_score is None or score > best_score:
            best, best_score = delimiter, score
    return best


NUMBERISH = re.compile(r"^[\s\d.,:/€$£%+-]*\d[\s\d.,:/€$£%+-]*$")  # a cell that is a figure
_BULLET = re.compile(r"^\s*(?:[-*•·–]|\d{1,3}[.)]|\[[ xX]?\])\s+\S")


@dataclass(frozen=True)
class TableCount:
    """How many entries a document lists: data rows of a table, or the items of a list.

    ``header`` is whether a first row of names was left out; ``partial`` whether the text was
    cut, so there are at least ``rows``.
    """

    rows: int
    kind: Literal["rows", "items"]
    header: bool = False
    partial: bool = False


def table_rows(text: str, format: DocumentFormat, *, limit: int | None = None) -> list[list[str]] | None:
    """The rows of a CSV's text, or of a one-sheet XLSX's (tab-separated, see ``xlsx_text``),
    blank rows left out (at most `limit` + 1 with the header); None for a workbook of several
    sheets (which one is meant is not known), another format, or a text that is no CSV."""
    if format not in ("csv", "xlsx"):
        return None
    lines = [ln for ln in text.split("\n") if ln.strip()]
    if not lines or (format == "xlsx" and lines[0].startswith("[") and lines[0].endswith("]")):
        return None
    delimiter = "\t" if format == "xlsx" else _sniff_delimiter(lines[:50])
    try:
        rows = [r for r in csv.reader(lines, delimiter=delimiter) if any(c.strip() for c in r)]
    except csv.Error:
        return None
    return rows if limit is None else rows[:limit + 1]


def is_header(row: list[str]) -> bool:
    """Whether a table's first row names its columns: every cell said, none a figure."""
    return all(cell.strip() and not NUMBERISH.match(cell) for cell in row)


def count_rows(text: str, format: DocumentFormat, *, truncated: bool = False) -> TableCount | None:
    """The entries a document's text lists: a CSV's or a one-sheet XLSX's data rows (the
    header row left out when it holds no figure), or a text's bulleted or numbered items.

    None when the text is no table or list (prose, a PDF, a workbook of several sheets).
    """
    lines = [ln for ln in text.split("\n") if ln.strip()]
    if format in ("csv", "xlsx"):
        rows = table_rows(text, format)
        if not rows or len(rows[0]) < 2 and format == "csv":
            return None
        header = is_header(rows[0])
        return TableCount(len(rows) - int(header), "rows", header=header, partial=truncated)
    if format in ("text", "docx"):
        items = sum(1 for ln in lines if _BULLET.match(ln))
        if items >= 2 and items * 2 >= len(lines) - 1:  # a list, perhaps under a title line
            return TableCount(items, "items", partial=truncated)
    return None


def _unique_headers(header: list[str]) -> list[str]:
    names: list[str] = []
    for index, raw in enumerate(header, start=1):
        name = raw.strip() or f"column_{index}"
        base, n = name, 2
        while name in names:
            name = f"{base}_{n}"
            n += 1
        names.append(name)
    return names


def read_csv_rows(path: Path, *, max_bytes: int = DEFAULT_MAX_BYTES) -> list[dict[str, str]]:
    """Read a CSV file as a list of ``{header: value}`` rows.

    The delimiter is sniffed among ``;`` (Italian CSVs, where ``,`` is the
    decimal comma), ``,`` and tab, from the first 50 lines: the one that
    splits the header into several columns and gives the most consistent
    column count wins. Empty or repeated header names become ``column_N`` /
    ``name_2``; cells beyond the header go to ``column_N``; short rows are
    padded with ``""``; blank rows are skipped; values are stripped.

    Raises:
        DocumentError: as :func:`read_document` for text files (``missing``,
            ``unreadable``, ``unsupported``, ``empty``, ``too_large``).
    """
    path = Path(path)
    text = _normalise_newlines(_decode_text(_load_bytes(path, max_bytes), path))
    if not text.strip():
        _fail("empty", f"{path.name} contains only blank space.", path)
    lines = text.split("\n")
    delimiter = _sniff_delimiter(lines[:50])
    try:
        rows = [r for r in csv.reader(lines, delimiter=delimiter) if any(c.strip() for c in r)]
    except csv.Error as exc:
        _fail("unreadable", f"{path.name} is not a valid CSV file ({_short(exc)}).", path)
    header = _unique_headers(rows[0])
    result: list[dict[str, str]] = []
    for row in rows[1:]:
        names = header + [f"column_{i}" for i in range(len(header) + 1, len(row) + 1)]
        cells = [c.strip() for c in row] + [""] * (len(header) - len(row))
        result.append(dict(zip(names, cells, strict=False)))
    return result
