"""XLSX text streamed from the package's XML, within a budget of XML bytes and characters.

Each sheet's rows as tab-separated lines of the values as openpyxl's read-only mode gives them
(see :func:`runtime.documents.read.read_document`), without openpyxl building anything: every
part is decompressed from the zip in chunks and fed to expat, and only what the text needs is
kept. openpyxl builds a whole cell — and the whole shared-strings table — before anything can
look at its size, so a small file whose one inline string inflates to hundreds of megabytes
took that much memory; here a cell, a shared string and the text are each held to the budget
while they are parsed.

What is read follows openpyxl (``load_workbook(read_only=True, data_only=True)``): the
worksheets in workbook order (chart sheets left out); per cell, the cached value of a formula,
a shared or inline string (rich-text runs joined, phonetic runs left out), a boolean, an error
(``#DIV/0!``), an ISO date, or a number, turned into a date, a time or a duration when its
style's number format is one. Rows and cells keep their places: a missing cell is an empty
field, a missing row no line. One difference: the ``<dimension>`` a sheet declares does not cut
its rows or columns (openpyxl drops cells outside it).

Budgets: the XML read from one file, all parts together (:func:`xml_allowance`); the characters
of text (the caller's ``max_chars``), which also bound the shared strings kept. A read that
runs out of either stops there, and says the text was cut.
"""

from __future__ import annotations

import zipfile
from array import array
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import IO

from runtime.documents.docx_text import Lines, _Package, _parser

__all__ = ["MAX_STRINGS", "MAX_XML_BYTES", "XlsxFormatError", "XlsxMarkupLimit", "xlsx_text", "xml_allowance"]

OFFICE_DOCUMENT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"
_STRICT_DOCUMENT = "http://purl.oclc.org/ooxml/officeDocument/relationships/officeDocument"
_SHARED_STRINGS, _STYLES, _CHARTSHEET = "/sharedStrings", "/styles", "/chartsheet"
_STRINGS_TYPE = ".sharedStrings+xml"

#: XML read from one file at most, all parts together: expat and the callbacks here take
#: about a second per 16 MB of a sheet's XML on a busy core, so this bounds a bomb's CPU too.
MAX_XML_BYTES = 64 * 1024 * 1024
#: XML allowed per character of the budget (a sheet spends some 10 to 30 bytes per character).
XML_BYTES_PER_CHAR = 32
_MIN_XML_BYTES = 4 * 1024 * 1024
_MAX_SMALL_PART = 16 * 1024 * 1024  # the workbook, its relationships and the styles
_MAX_COLUMN = 16384  # XFD: the widest sheet Excel knows
_MAX_FORMAT_CHARS = 255  # Excel's limit for a number format (openpyxl's date test is not linear)
_CHUNK_STRINGS = 1024  # shared strings joined into one chunk of text
#: Shared strings kept at most (an empty one is five bytes of XML, and takes four here).
MAX_STRINGS = 2_000_000


class XlsxFormatError(Exception):
    """The package is not a readable XLSX (no workbook, a broken number...)."""


class XlsxMarkupLimit(XlsxFormatError):
    """The XML allowance ran out before any text: a decompression bomb, or markup and nothing else."""


class _Stop(Exception):
    """A budget is spent: stop parsing this part."""


def xml_allowance(max_chars: int) -> int:
    """The XML read from one file for a budget of `max_chars` characters."""
    return min(MAX_XML_BYTES, _MIN_XML_BYTES + XML_BYTES_PER_CHAR * max_chars)


_LOCALS: dict[str, str] = {}


def _local(name: str) -> str:
    """``"namespace c"`` (expat's namespaced name) -> ``"c"``: transitional and strict alike."""
    local = _LOCALS.get(name)
    if local is None:
        local = name.rpartition(" ")[2]
        if len(_LOCALS) < 4096:
            _LOCALS[name] = local
    return local


def _parse(package: _Package, member: str, start: Callable[[str, dict[str, str]], None],
           end: Callable[[str], None] | None = None, text: Callable[[str], None] | None = None,
           *, room: int | None = None) -> bool:
    """Feed part `member` to expat with these callbacks; whether all of it was read (False: a
    callback stopped the parse, or the room ran out). Without `room`, what is read is taken from
    the package's XML allowance; with it, the part has that room of its own."""
    parser = _parser()
    parser.StartElementHandler = start
    if end is not None:
        parser.EndElementHandler = end
    if text is not None:
        parser.CharacterDataHandler = text
    fed = 0
    chunks = package.chunks(member, package.allowance if room is None else room)
    try:
        for chunk in chunks:
            fed += len(chunk)
            parser.Parse(chunk, False)
        if package.exhausted:
            return False
        parser.Parse(b"", True)
        return True
    except _Stop:
        return False
    finally:
        chunks.close()
        if room is None:
            package.allowance -= min(fed, package.allowance)


# --- the workbook: sheets, epoch, styles ------------------------------------------------------


@dataclass
class _Workbook:
    sheets: list[tuple[str, str]] = field(default_factory=list)  # (title, part)
    date1904: bool = False
    strings_part: str | None = None
    styles_part: str | None = None


def _workbook(package: _Package) -> _Workbook:
    main = [part for kind, part in package.relationships("").values()
            if kind in (OFFICE_DOCUMENT, _STRICT_DOCUMENT)]
    if len(main) != 1:
        raise XlsxFormatError("no workbook part, or several")
    related = package.relationships(main[0])
    book = _Workbook()
    refs: list[tuple[str, str]] = []

    def start(name: str, attrs: dict[str, str]) -> None:
        local = _local(name)
        if local == "workbookPr":
            book.date1904 = attrs.get("date1904", "").lower() in ("1", "true")
        elif local == "sheet":
            rid = next((v for k, v in attrs.items() if _local(k) == "id"), "")
            refs.append((attrs.get("name", ""), rid))

    if not _parse(package, main[0], start, room=_MAX_SMALL_PART):
        raise XlsxFormatError(f"{main[0]} is too large")
    members = set(package.zf.namelist())
    for title, rid in refs:
        kind, part = related.get(rid, ("", ""))
        if part in members and not kind.endswith(_CHARTSHEET):  # openpyxl skips missing parts
            book.sheets.append((title, part))
    for kind, part in related.values():
        if kind.endswith(_SHARED_STRINGS) and part in members:
            book.strings_part = part
        elif kind.endswith(_STYLES) and part in members:
            book.styles_part = part
    if book.strings_part is None:  # openpyxl finds the table by its content type
        book.strings_part = _typed_part(package, _STRINGS_TYPE, members)
    return book


def _typed_part(package: _Package, suffix: str, members: set[str]) -> str | None:
    """The part whose content type ends with `suffix`, as ``[Content_Types].xml`` names it."""
    found: list[str] = []

    def start(name: str, attrs: dict[str, str]) -> None:
        if _local(name) == "Override" and attrs.get("ContentType", "").endswith(suffix):
            found.append(attrs.get("PartName", "").lstrip("/"))

    if "[Content_Types].xml" in members:
        _parse(package, "[Content_Types].xml", start, room=_MAX_SMALL_PART)
    return next((part for part in found if part in members), None)


@dataclass
class _Styles:
    """Per cell style (``s``): its number format, and whether that shows a date or a duration."""

    formats: list[str] = field(default_factory=list)
    dates: set[int] = field(default_factory=set)
    durations: set[int] = field(default_factory=set)

    def format(self, style: int) -> str:
        return self.formats[style] if 0 <= style < len(self.formats) else "General"


def _styles(package: _Package, member: str | None) -> _Styles:
    from openpyxl.styles.numbers import BUILTIN_FORMATS, is_date_format, is_timedelta_format

    styles = _Styles()
    if member is None:
        return styles
    custom: dict[int, str] = {}
    ids: list[int] = []
    stack: list[str] = []

    def start(name: str, attrs: dict[str, str]) -> None:
        local = _local(name)
        if local == "numFmt" and stack[-1:] == ["numFmts"]:  # at most Excel's 255 characters
            custom[_int(attrs.get("numFmtId"), 0)] = attrs.get("formatCode", "")[:_MAX_FORMAT_CHARS]
        elif local == "xf" and stack[-1:] == ["cellXfs"]:
            ids.append(_int(attrs.get("numFmtId"), 0))
        stack.append(local)

    def end(name: str) -> None:
        stack.pop()

    _parse(package, member, start, end, room=_MAX_SMALL_PART)  # a styles part cut short: General
    for index, number in enumerate(ids):
        code = custom.get(number)
        shown = code if code is not None else BUILTIN_FORMATS.get(number)
        styles.formats.append(shown if shown is not None else "General")
        if shown is not None and is_date_format(shown):
            styles.dates.add(index)
        if shown is not None and is_timedelta_format(shown):
            styles.durations.add(index)
    return styles


def _int(raw: str | None, default: int) -> int:
    try:
        return int(raw) if raw else default
    except ValueError:
        return default


# --- shared strings -------------------------------------------------------------------------


class _Strings:
    """The shared-strings table, kept as chunks of joined text (four bytes per string, not an
    object each), up to a budget of characters and of strings; the strings past it are left out."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.chars = 0
        self.count = 0  # strings kept
        self.complete = True  # every string of the table kept
        self._chunks: list[str] = []
        self._pending: list[str] = []
        self._ends = array("I")  # per string, its end within its chunk (a chunk is within the budget)
        self._end = 0

    def add(self, text: str) -> None:
        """Keep `text` (the caller keeps the characters within the budget)."""
        self._pending.append(text)
        self._end += len(text)
        self._ends.append(self._end)
        self.chars += len(text)
        self.count += 1
        if len(self._pending) == _CHUNK_STRINGS:
            self._seal()
        if self.count >= MAX_STRINGS:
            raise _Stop

    def _seal(self) -> None:
        self._chunks.append("".join(self._pending))
        self._pending.clear()
        self._end = 0

    def finish(self, complete: bool) -> None:
        """The table is read (all of it, or up to a budget): no string is added after this."""
        if self._pending:
            self._seal()
        self.complete = complete

    def get(self, index: int) -> str | None:
        """String `index`, or None when it was left out (or the table has no such string)."""
        if not 0 <= index < self.count:
            return None
        chunk, at = divmod(index, _CHUNK_STRINGS)
        start = self._ends[index - 1] if at else 0
        return self._chunks[chunk][start:self._ends[index]]


def _shared_strings(package: _Package, member: str | None, budget: int) -> _Strings:
    strings = _Strings(budget)
    if member is None:
        return strings
    stack: list[str] = []
    parts: list[str] = []
    held = 0  # characters in `parts`

    def start(name: str, attrs: dict[str, str]) -> None:
        nonlocal held
        local = _local(name)
        if local == "si":
            parts.clear()
            held = 0
        stack.append(local)

    def end(name: str) -> None:
        local = stack.pop()
        if local == "si":
            strings.add("".join(parts).replace("x005F_", ""))  # as openpyxl's string table

    def text(data: str) -> None:
        nonlocal held
        # <si><t>, and <si><r><t> (rich-text runs); not <si><rPh><t> (phonetic guides)
        if stack[-1:] == ["t"] and (stack[-2:-1] == ["si"] or stack[-3:-1] == ["si", "r"]):
            if len(data) > strings.budget - strings.chars - held:  # past the budget: this string and
                raise _Stop  # the rest are left out (a cell naming one says the text was cut)
            parts.append(data)
            held += len(data)

    strings.finish(_parse(package, member, start, end, text))
    return strings


# --- sheets --------------------------------------------------------------------------------


def _column(ref: str) -> int:
    """``"B12"`` -> 2; 0 when the reference has no column letters."""
    number = 0
    for ch in ref:
        if "A" <= ch <= "Z":
            number = number * 26 + ord(ch) - 64
        elif "a" <= ch <= "z":
            number = number * 26 + ord(ch) - 96
        else:
            break
    return number


def _cast_number(raw: str) -> int | float:
    """As openpyxl: a float when the text has a point or an exponent, else an int."""
    return float(raw) if ("." in raw or "e" in raw or "E" in raw) else int(raw)


class _Sheet:
    """The lines of one sheet, read by expat callbacks, up to a budget of characters."""

    def __init__(self, strings: _Strings, styles: _Styles, epoch: datetime, budget: int,
                 render: Callable[[object, str], str]) -> None:
        self.strings, self.styles, self.epoch = strings, styles, epoch
        self.budget = budget  # characters this sheet may add, newlines included
        self.render = render
        self.lines = Lines()
        self.chars = 0
        self.cut = False
        self.missing_string = False  # a cell named a shared string left out of the budget
        self._stack: list[str] = []
        self._row = 0  # the last row's number
        self._expected = 1  # the next row number that counts (earlier ones are repeats)
        self._cells: dict[int, str] = {}
        self._row_chars = 0  # of the row's cells read so far
        self._col = 0
        self._kind = "n"
        self._style = 0
        self._parts: list[str] = []
        self._held = 0  # characters in `_parts`
        self._collect = False

    def _room(self) -> int:
        return self.budget - self.chars - self._row_chars - self._held

    # -- expat callbacks -------------------------------------------------------------------

    def start(self, name: str, attrs: dict[str, str]) -> None:
        local = _local(name)
        stack = self._stack
        parent = stack[-1] if stack else ""
        if local == "c" and parent == "row":
            ref = attrs.get("r")
            column = _column(ref) if ref else 0
            self._col = column if column else self._col + 1
            self._kind = attrs.get("t", "n")
            style = attrs.get("s")
            self._style = _int(style, 0) if style else 0
            self._parts, self._held = [], 0
        elif local == "v" and parent == "c":
            self._collect = self._kind != "inlineStr" and not self._parts  # the first <v> only
        elif local == "row" and parent == "sheetData":
            raw = attrs.get("r")
            self._row = _row_number(raw) if raw else self._row + 1
            self._col, self._cells, self._row_chars = 0, {}, 0
        elif local == "t" and self._kind == "inlineStr" and (
                stack[-2:] == ["c", "is"] or stack[-3:] == ["c", "is", "r"]):
            self._collect = True
        stack.append(local)

    def end(self, name: str) -> None:
        stack = self._stack
        local = stack.pop()
        parent = stack[-1] if stack else ""
        if local == "v" or local == "t":
            self._collect = False
        elif local == "c" and parent == "row":
            text = self._cell_text()
            room = self.budget - self.chars - self._row_chars
            if len(text) > room:  # the cell passes the budget: its start, and stop
                self._keep(text[:max(0, room)])
                self._stop()
            self._keep(text)
        elif local == "row" and parent == "sheetData":
            self._row_end()
            if self.chars > self.budget:
                self._stop()

    def text(self, data: str) -> None:
        if not self._collect:
            return
        room = self._room()
        if len(data) > room:  # one cell larger than what is left: its start, and stop
            if self._kind in ("inlineStr", "str"):
                self._parts.append(data[:max(0, room)])
                self._keep(self.render("".join(self._parts), "General"))
            self._stop()
        self._parts.append(data)
        self._held += len(data)

    # -- what the callbacks do -------------------------------------------------------------

    def _keep(self, text: str) -> None:
        if 0 < self._col <= _MAX_COLUMN:
            self._cells[self._col] = text
            self._row_chars += len(text) + 1
        self._parts, self._held = [], 0

    def _stop(self) -> None:
        """The budget is spent: the row read so far is the last line."""
        self._row_end()
        self.cut = True
        raise _Stop

    def _cell_text(self) -> str:
        raw = "".join(self._parts)
        kind = self._kind
        if kind == "inlineStr":
            return self.render(raw, "General") if self._parts else ""
        if not raw:  # openpyxl: an empty <v> is no value
            return ""
        value: object = raw
        if kind == "n":
            value = self._number(raw)
        elif kind == "s":
            found = self.strings.get(_int(raw, -1))
            if found is None:
                self.missing_string = True
                return ""
            value = found
        elif kind == "b":
            value = bool(_int(raw, 0))
        elif kind == "d":
            from openpyxl.utils.datetime import from_ISO8601

            try:
                value = from_ISO8601(raw) or raw
            except ValueError:
                value = raw
        return self.render(value, self.styles.format(self._style))

    def _number(self, raw: str) -> object:
        try:
            number = _cast_number(raw)
        except ValueError:  # not a number (or too many digits for one): its text
            return raw
        if self._style in self.styles.dates:
            from openpyxl.utils.datetime import from_excel

            try:
                return from_excel(number, self.epoch, timedelta=self._style in self.styles.durations)
            except (OverflowError, ValueError):
                return "#VALUE!"  # as openpyxl: a date out of range is an error
        return number

    def _row_end(self) -> None:
        cells, self._cells, self._row_chars = self._cells, {}, 0
        if self._row < self._expected:  # a repeated or out-of-order row: openpyxl skips it
            return
        self._expected = self._row + 1
        if not cells:
            return
        line = [cells.get(n, "") for n in range(1, max(cells) + 1)]
        while line and not line[-1].strip():
            line.pop()
        if line:
            text = "\t".join(line)
            self.lines.append(text)
            self.chars += len(text) + 1


def _row_number(raw: str) -> int:
    try:
        return int(raw)
    except ValueError:
        pass
    try:
        number = float(raw)
    except ValueError:
        number = 0.5
    if not number.is_integer():
        raise XlsxFormatError(f"{raw!r} is not a valid row number")
    return int(number)


def xlsx_text(source: str | Path | IO[bytes], max_chars: int, *,
              render: Callable[[object, str], str],
              max_xml_bytes: int | None = None) -> tuple[str, int, bool]:
    """The text of the XLSX `source`, its number of sheets, and whether the text was cut.

    `render` turns a cell's value and number format into its text (``read._cell_text``).

    Raises:
        XlsxMarkupLimit: the XML allowance ran out before any text.
        XlsxFormatError, zipfile.BadZipFile, expat.ExpatError, OSError, ...: the file is not a
            readable XLSX (the caller reports any exception as such).
    """
    from openpyxl.utils.datetime import CALENDAR_MAC_1904, CALENDAR_WINDOWS_1900

    with zipfile.ZipFile(source) as zf:
        package = _Package(zf, xml_allowance(max_chars) if max_xml_bytes is None else max_xml_bytes)
        book = _workbook(package)
        styles = _styles(package, book.styles_part)
        strings = _shared_strings(package, book.strings_part, max_chars)
        epoch = CALENDAR_MAC_1904 if book.date1904 else CALENDAR_WINDOWS_1900
        several = len(book.sheets) > 1
        blocks: list[str] = []
        chars = 0
        cut = False
        content = False
        for title, member in book.sheets:
            if package.allowance <= 0 or chars > max_chars:
                cut = True
                break
            sheet = _Sheet(strings, styles, epoch, max_chars - chars, render)
            read = _parse(package, member, sheet.start, sheet.end, sheet.text)
            lines = [f"[{title}]"] if several else []
            if sheet.lines:
                lines.append(sheet.lines.text())
            blocks.append("\n".join(lines))
            chars += sheet.chars + (len(title) + 3 if several else 0) + 2
            content = content or bool(sheet.lines)
            cut = cut or sheet.cut or sheet.missing_string or not read
            if sheet.cut or not read:
                break
        if cut and not content and package.allowance <= 0:
            raise XlsxMarkupLimit("more markup than allowed before any text")
    return "\n\n".join(b for b in blocks if b), len(book.sheets), cut

