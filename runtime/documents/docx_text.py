"""DOCX text streamed from the package's XML, within a character budget.

The text python-docx gives the reader (header lines, body paragraphs and table rows, footer
lines; see :func:`runtime.documents.read.read_document`) without building the document: each
part is decompressed from the zip in chunks and fed to expat, and only the text is kept. A
read stops once the text is over the budget, or once ``max_xml_bytes`` of XML were read (a
decompression bomb: a small file, a huge part), and then says it was cut.

What is read follows python-docx's reading: the ``w:p`` and ``w:tbl`` children of the body,
of a header, of a footer and of a table cell (not those inside ``w:sdt``, ``w:ins`` or other
wrappers); of a paragraph, its runs and hyperlinked runs; of a run, ``w:t`` text, tabs and line
breaks. A cell spanning several columns counts once in its row; a cell merged with the one
above repeats that one's text, as python-docx's ``row.cells`` does.
"""

from __future__ import annotations

import contextlib
import posixpath
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO
from xml.parsers import expat

_W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main "
_R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships "
_RELS = "http://schemas.openxmlformats.org/package/2006/relationships "
OFFICE_DOCUMENT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"

#: XML read from one file at most, all parts together (a real document is far below it).
MAX_XML_BYTES = 64 * 1024 * 1024
_CHUNK = 64 * 1024
_MAX_RELS_BYTES = 4 * 1024 * 1024

# where the parser is: the kind of the innermost element it keeps track of
(_ROOT, _DOC, _BODY, _HF, _P, _PB, _PPR, _SECTPR, _HYPER, _RUN, _T,
 _TBL, _TR, _TRPR, _TC, _TCPR) = range(16)

_CHILD: dict[tuple[int, str], int] = {
    (_ROOT, _W + "document"): _DOC,
    (_ROOT, _W + "hdr"): _HF,
    (_ROOT, _W + "ftr"): _HF,
    (_DOC, _W + "body"): _BODY,
    (_BODY, _W + "p"): _PB,
    (_BODY, _W + "tbl"): _TBL,
    (_BODY, _W + "sectPr"): _SECTPR,
    (_HF, _W + "p"): _P,
    (_HF, _W + "tbl"): _TBL,
    (_TC, _W + "p"): _P,
    (_TC, _W + "tbl"): _TBL,
    (_TC, _W + "tcPr"): _TCPR,
    (_PB, _W + "pPr"): _PPR,
    (_PB, _W + "r"): _RUN,
    (_PB, _W + "hyperlink"): _HYPER,
    (_P, _W + "r"): _RUN,
    (_P, _W + "hyperlink"): _HYPER,
    (_PPR, _W + "sectPr"): _SECTPR,
    (_HYPER, _W + "r"): _RUN,
    (_RUN, _W + "t"): _T,
    (_TBL, _W + "tr"): _TR,
    (_TR, _W + "trPr"): _TRPR,
    (_TR, _W + "tc"): _TC,
}
# past the budget, only where the sections' properties are (their headers come first)
_SECTION_CHILD: dict[tuple[int, str], int] = {
    (_ROOT, _W + "document"): _DOC,
    (_DOC, _W + "body"): _BODY,
    (_BODY, _W + "p"): _PB,
    (_BODY, _W + "sectPr"): _SECTPR,
    (_PB, _W + "pPr"): _PPR,
    (_PPR, _W + "sectPr"): _SECTPR,
}
_RUN_TEXT = {_W + "tab": "\t", _W + "ptab": "\t", _W + "cr": "\n", _W + "noBreakHyphen": "-"}
_W_VAL, _W_TYPE, _R_ID = _W + "val", _W + "type", _R + "id"


class DocxFormatError(Exception):
    """The package is not a readable DOCX (a missing part, a broken table, a DOCTYPE...)."""


class _Stop(Exception):
    """The budget is spent: stop parsing."""


def _number(raw: str | None, what: str) -> int:
    if raw is None:
        raise DocxFormatError(f"{what} without a value")
    try:
        return int(raw)
    except ValueError:
        raise DocxFormatError(f"{what} {raw!r} is not a number") from None


@dataclass(slots=True, eq=False)
class _Cell:
    """A ``w:tc``: its paragraphs' text, the lines of the tables inside it, its span and merge."""

    paras: list[str] = field(default_factory=list)
    nested: list[str] = field(default_factory=list)
    span_raw: str | None = None
    has_span: bool = False
    vmerge: str | None = None
    props_seen: bool = False  # only the first w:tcPr counts (python-docx reads the first)
    props_first: bool = False

    def span(self) -> int:
        return _number(self.span_raw, "gridSpan") if self.has_span else 1


@dataclass(slots=True, eq=False)
class _Row:
    """A ``w:tr``: its cells (each with the cell holding its content) and its gridBefore."""

    cells: list[tuple[_Cell, _Cell]] = field(default_factory=list)
    before_raw: str | None = None
    has_before: bool = False
    props_seen: bool = False  # only the first w:trPr counts
    props_first: bool = False

    def grid_before(self) -> int:
        return _number(self.before_raw, "gridBefore") if self.has_before else 0

    def root_at(self, offset: int) -> _Cell:
        """The content cell of the ``w:tc`` starting at grid column `offset` (as python-docx finds it)."""
        remaining = offset - self.grid_before()
        for tc, root in self.cells:
            if remaining < 0:
                break
            if remaining == 0:
                return root
            remaining -= tc.span()
        raise DocxFormatError("a merged cell has no cell above it")


@dataclass(slots=True, eq=False)
class _Table:
    above: _Row | None = None
    row: _Row = field(default_factory=_Row)
    tcs: list[_Cell] = field(default_factory=list)


class _PartText:
    """The lines of one part (document body, header or footer), read by expat callbacks.

    Once the budget is spent, the document body is read on only for its sections' properties
    (which headers and footers they have); a header or footer stops there.
    """

    def __init__(self, budget: int, parser: expat.XMLParserType, *, body: bool) -> None:
        self.budget = budget
        self._parser = parser
        self._body = body
        self.lines: list[str] = []
        self.chars = 0  # of the lines, newlines included
        self.content = False  # a line with more than blank space
        self.pending = 0  # characters read but not yet in a line (a paragraph or row open)
        self.cut = False
        self.sections: list[list[str | None]] = []  # per w:sectPr: default header, footer r:id
        self._stack = [_ROOT]
        self._skip = 0
        self._collect = False
        self._para: list[str] = []
        self._tables: list[_Table] = []

    # -- expat callbacks -------------------------------------------------------------------

    def start(self, name: str, attrs: dict[str, str]) -> None:
        if self._skip:
            self._skip += 1
            return
        top = self._stack[-1]
        kind = _CHILD.get((top, name))
        if kind is None:
            self._skip = 1  # an element (and everything in it) the text does not come from
            if top == _RUN:
                self._run_child(name, attrs)
            elif top == _T:
                self._collect = False  # lxml's .text: only what comes before a child
            elif top == _TCPR:
                self._cell_property(name, attrs)
            elif top == _TRPR:
                row = self._tables[-1].row
                if name == _W + "gridBefore" and row.props_first and not row.has_before:
                    row.before_raw, row.has_before = attrs.get(_W_VAL), True
            elif top == _SECTPR and name in (_W + "headerReference", _W + "footerReference"):
                section = self.sections[-1]
                slot = 0 if name == _W + "headerReference" else 1
                if attrs.get(_W_TYPE) == "default" and section[slot] is None:
                    section[slot] = attrs.get(_R_ID, "")
            return
        self._stack.append(kind)
        if kind == _T:
            self._collect = True
        elif kind == _TBL:
            self._tables.append(_Table())
        elif kind == _TR:
            table = self._tables[-1]
            table.row, table.tcs = _Row(), []
        elif kind == _TC:
            self._tables[-1].tcs.append(_Cell())
        elif kind == _TCPR:
            cell = self._tables[-1].tcs[-1]
            cell.props_first, cell.props_seen = not cell.props_seen, True
        elif kind == _TRPR:
            row = self._tables[-1].row
            row.props_first, row.props_seen = not row.props_seen, True
        elif kind == _SECTPR:
            self.sections.append([None, None])

    def end(self, name: str) -> None:
        if self._skip:
            self._skip -= 1
            return
        kind = self._stack.pop()
        if kind == _T:
            self._collect = False
        elif kind in (_P, _PB):
            text = "".join(self._para)
            self._para.clear()
            if self._tables:
                self._tables[-1].tcs[-1].paras.append(text)
            else:
                self._line(text)
        elif kind == _TR:
            self._row_end()
        elif kind == _TBL:
            self._tables.pop()

    def text(self, data: str) -> None:
        if self._collect:
            self._add(data)

    def sections_start(self, name: str, attrs: dict[str, str]) -> None:
        if self._skip:
            self._skip += 1
            return
        top = self._stack[-1]
        kind = _SECTION_CHILD.get((top, name))
        if kind is None:
            self._skip = 1
            if top == _SECTPR:
                self._reference(name, attrs)
            return
        self._stack.append(kind)
        if kind == _SECTPR:
            self.sections.append([None, None])

    def sections_end(self, name: str) -> None:
        if self._skip:
            self._skip -= 1
        else:
            self._stack.pop()

    # -- what the callbacks do -------------------------------------------------------------

    def _add(self, data: str) -> None:
        self._para.append(data)
        self.pending += len(data)
        if self.pending > self.budget:  # one paragraph or row larger than the whole budget
            if not self._tables:
                self._line("".join(self._para), force=True)
            self._spent()

    def _spent(self) -> None:
        """The budget is spent: read on only for the sections (the body), or stop."""
        self.cut = True
        self._collect = False  # changing a handler flushes expat's text buffer into text()
        self._para.clear()
        if not self._body:
            raise _Stop
        self._parser.StartElementHandler = self.sections_start
        self._parser.EndElementHandler = self.sections_end
        self._parser.CharacterDataHandler = None

    def _reference(self, name: str, attrs: dict[str, str]) -> None:
        if name in (_W + "headerReference", _W + "footerReference"):
            section = self.sections[-1]
            slot = 0 if name == _W + "headerReference" else 1
            if attrs.get(_W_TYPE) == "default" and section[slot] is None:
                section[slot] = attrs.get(_R_ID, "")

    def _run_child(self, name: str, attrs: dict[str, str]) -> None:
        if name == _W + "br":
            if attrs.get(_W_TYPE, "textWrapping") == "textWrapping":
                self._add("\n")
        elif name in _RUN_TEXT:
            self._add(_RUN_TEXT[name])

    def _cell_property(self, name: str, attrs: dict[str, str]) -> None:
        cell = self._tables[-1].tcs[-1]
        if not cell.props_first:
            return
        if name == _W + "gridSpan" and not cell.has_span:
            cell.span_raw, cell.has_span = attrs.get(_W_VAL), True
        elif name == _W + "vMerge" and cell.vmerge is None:
            cell.vmerge = attrs.get(_W_VAL, "continue")

    def _row_end(self) -> None:
        table = self._tables[-1]
        row = table.row
        texts: list[str] = []
        nested: list[str] = []
        seen: list[_Cell] = []  # merged cells repeat the same cell: it counts once
        for tc in table.tcs:
            if tc.vmerge == "continue":  # its content is the cell's above
                if table.above is None:
                    raise DocxFormatError("a merged cell in the first row of a table")
                offset = row.grid_before() + sum(c.span() for c, _ in row.cells)
                root = table.above.root_at(offset)
            else:
                root = tc
                root.span()  # python-docx reads it here, and fails on a bad one
            row.cells.append((tc, root))
            if any(root is s for s in seen):
                continue
            seen.append(root)
            texts.append(" ".join(p.strip() for p in root.paras if p.strip()))
            nested.extend(root.nested)
        table.above = row
        while texts and not texts[-1]:
            texts.pop()
        lines = ["\t".join(texts)] if any(texts) else []
        lines.extend(nested)
        if len(self._tables) > 1:  # a table inside a cell: its rows follow that cell's row
            self._tables[-2].tcs[-1].nested.extend(lines)
        else:
            for line in lines:
                self._line(line)
            self.pending = 0

    def _line(self, line: str, *, force: bool = False) -> None:
        if self.cut:
            return
        self.lines.append(line)
        self.chars += len(line) + 1
        self.content = self.content or bool(line.strip())
        if not self._tables:
            self.pending = 0
        if not force and self.chars > self.budget and self.content:
            self._spent()


def _parser() -> expat.XMLParserType:
    parser = expat.ParserCreate(namespace_separator=" ")
    parser.buffer_text = True
    parser.buffer_size = _CHUNK

    def no_doctype(*_: object) -> None:
        raise DocxFormatError("a DOCTYPE in a DOCX part")  # Word never writes one: no entities

    parser.StartDoctypeDeclHandler = no_doctype
    return parser


@dataclass
class _Package:
    """A DOCX being read: the zip, and the XML bytes still allowed."""

    zf: zipfile.ZipFile
    allowance: int

    def feed(self, member: str, parser: expat.XMLParserType, limit: int | None = None) -> bool:
        """Feed part `member` to `parser`; False when the allowance ran out before its end."""
        room = self.allowance if limit is None else min(limit, self.allowance)
        used = 0
        try:
            handle: IO[bytes] = self.zf.open(member)
        except KeyError:
            raise DocxFormatError(f"there is no part {member}") from None
        try:
            with handle:
                while chunk := handle.read(_CHUNK):
                    used += len(chunk)
                    if used > room:
                        return False
                    parser.Parse(chunk, False)
            parser.Parse(b"", True)
            return True
        finally:
            self.allowance -= min(used, self.allowance)

    def part_text(self, member: str, budget: int, *, body: bool = False) -> _PartText:
        parser = _parser()
        part = _PartText(budget, parser, body=body)
        parser.StartElementHandler = part.start
        parser.EndElementHandler = part.end
        parser.CharacterDataHandler = part.text
        with contextlib.suppress(_Stop):  # a header or footer over the budget: `cut` is set
            if not self.feed(member, parser):
                part.cut = True
        return part

    def relationships(self, source: str) -> dict[str, tuple[str, str]]:
        """The internal relationships of part `source` ("" for the package): id -> (type, part)."""
        folder, name = posixpath.split(source)
        member = posixpath.join(folder, "_rels", name + ".rels")
        try:
            self.zf.getinfo(member)
        except KeyError:
            return {}
        found: dict[str, tuple[str, str]] = {}

        def start(tag: str, attrs: dict[str, str]) -> None:
            if tag == _RELS + "Relationship" and attrs.get("TargetMode") != "External":
                target = posixpath.normpath(posixpath.join("/" + folder, attrs.get("Target", "")))
                found[attrs.get("Id", "")] = (attrs.get("Type", ""), target.lstrip("/"))

        parser = _parser()
        parser.StartElementHandler = start
        if not self.feed(member, parser, _MAX_RELS_BYTES):
            raise DocxFormatError(f"{member} is too large")
        return found


def docx_text(
    source: str | Path | IO[bytes], max_chars: int, *, max_xml_bytes: int | None = None
) -> tuple[str, bool]:
    """The text of the DOCX `source` and whether it was cut (over `max_chars`, or too much XML).

    Raises:
        DocxFormatError, zipfile.BadZipFile, expat.ExpatError, OSError, ...: the file is not a
            readable DOCX (the caller reports any exception as such).
    """
    with zipfile.ZipFile(source) as zf:
        package = _Package(zf, MAX_XML_BYTES if max_xml_bytes is None else max_xml_bytes)
        main = [part for kind, part in package.relationships("").values() if kind == OFFICE_DOCUMENT]
        if len(main) != 1:
            raise DocxFormatError("no main document part, or several")
        body = package.part_text(main[0], max_chars, body=True)
        head: list[str] = []
        foot: list[str] = []
        if body.sections and any(rid is not None for s in body.sections for rid in s):
            related = package.relationships(main[0])
            cache: dict[str, list[str]] = {}
            # the footers follow the body: when the body is cut, so are they
            for slot, out in ((0, head), *(() if body.cut else ((1, foot),))):
                seen: set[str] = set()
                for section in body.sections:
                    rid = section[slot]
                    if rid is None:
                        continue  # linked to the previous section's
                    if rid not in related:
                        raise DocxFormatError(f"no part for relationship {rid!r}")
                    member = related[rid][1]
                    if member not in cache:
                        part = package.part_text(member, max_chars)
                        body.cut = body.cut or part.cut
                        cache[member] = part.lines
                    for line in cache[member]:
                        if line.strip() and line not in seen:
                            seen.add(line)
                            out.append(line)
    return "\n".join([*head, *body.lines, *foot]), body.cut
