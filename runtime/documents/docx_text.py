"""DOCX text streamed from the package's XML, within a character budget.

The text python-docx gives the reader (header lines, body paragraphs and table rows, footer
lines; see :func:`runtime.documents.read.read_document`) without building the document: each
part is decompressed from the zip in chunks and fed to expat, and only the text is kept.

What is read follows python-docx's reading: the ``w:p`` and ``w:tbl`` children of the body,
of a header, of a footer and of a table cell (not those inside ``w:sdt``, ``w:ins`` or other
wrappers); of a paragraph, its runs and hyperlinked runs; of a run, ``w:t`` text, tabs and line
breaks. A cell spanning several columns counts once in its row; a cell merged with the one
above repeats that one's text, as python-docx's ``row.cells`` does.

A read stops once the text is over the budget. The headers come first but are named by the
sections' properties, the last of which closes the body: past the budget the rest of the body
is only searched, as bytes, for ``w:sectPr`` elements (any, where python-docx takes those of
the body and of its paragraphs: the same in documents Word writes). The XML read from one file
is capped (:func:`xml_allowance`): a decompression bomb — a small file, a huge part — is read
only that far, and the text then says it was cut.
"""

from __future__ import annotations

import posixpath
import zipfile
from collections.abc import Generator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO
from xml.parsers import expat

_W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main "
_R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships "
_RELS = "http://schemas.openxmlformats.org/package/2006/relationships "
OFFICE_DOCUMENT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"

#: XML read from one file at most, all parts together. Parsing costs about a second per 8 MB
#: of Word's XML on a busy core (more for markup alone): this bounds a bomb's CPU as well.
MAX_XML_BYTES = 32 * 1024 * 1024
#: XML allowed per character of the budget (Word writes some 5 to 15 bytes of markup per character).
XML_BYTES_PER_CHAR = 16
_MIN_XML_BYTES = 4 * 1024 * 1024
_MAX_SECTION_BYTES = 1024 * 1024  # one w:sectPr, as bytes (a few hundred in practice)
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
_RUN_TEXT = {_W + "tab": "\t", _W + "ptab": "\t", _W + "cr": "\n", _W + "noBreakHyphen": "-"}
_W_VAL, _W_TYPE, _R_ID = _W + "val", _W + "type", _R + "id"


class DocxFormatError(Exception):
    """The package is not a readable DOCX (a missing part, a broken table, a DOCTYPE...)."""


class DocxMarkupLimit(DocxFormatError):
    """The XML allowance ran out before any text: a decompression bomb, or markup and nothing else."""


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


class Lines:
    """Lines of text kept as a few long strings: every :data:`_JOIN` lines are joined into one,
    so a million one-word lines cost their characters, not a million objects."""

    def __init__(self, *, compact: bool = True) -> None:
        self.compact = compact  # False: each line kept as it is (to be compared one by one)
        self._joined: list[str] = []
        self._pending: list[str] = []
        self.count = 0

    def append(self, line: str) -> None:
        self._pending.append(line)
        self.count += 1
        if self.compact and len(self._pending) == _JOIN:
            self._joined.append("\n".join(self._pending))
            self._pending.clear()

    def __bool__(self) -> bool:
        return self.count > 0

    def __iter__(self) -> Iterator[str]:
        """The lines one by one (those of a compact list as its text splits them)."""
        for block in self._joined:
            yield from block.split("\n")
        yield from self._pending

    def text(self) -> str:
        """The lines joined by newlines."""
        return "\n".join([*self._joined, *self._pending])


_JOIN = 1024


class _PartText:
    """The lines of one part (document body, header or footer), read by expat callbacks."""

    def __init__(self, budget: int, parser: expat.XMLParserType, *, compact: bool = False) -> None:
        self.budget = budget
        self._parser = parser
        self.stopped_at = -1  # where in the part's XML the budget was spent
        self.lines = Lines(compact=compact)
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
            elif top == _SECTPR:
                _reference(self.sections[-1], name, attrs)
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

    # -- what the callbacks do -------------------------------------------------------------

    def _add(self, data: str) -> None:
        self._para.append(data)
        self.pending += len(data)
        if self.pending > self.budget:  # one paragraph or row larger than the whole budget
            if not self._tables:
                self._line("".join(self._para), force=True)
            self._spent()

    def _spent(self) -> None:
        """The budget is spent: stop parsing, remembering where."""
        self.cut = True
        self._collect = False
        self.stopped_at = self._parser.CurrentByteIndex
        raise _Stop

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
        if not force and self.chars > self.budget:
            self._spent()


def _parser() -> expat.XMLParserType:
    parser = expat.ParserCreate(namespace_separator=" ")
    parser.buffer_text = True
    parser.buffer_size = _CHUNK

    def no_doctype(*_: object) -> None:
        raise DocxFormatError("a DOCTYPE in a DOCX part")  # Word never writes one: no entities

    parser.StartDoctypeDeclHandler = no_doctype
    return parser


class _SectionScan:
    """The ``w:sectPr`` elements of raw XML fed in chunks, each read for its header and footer."""

    def __init__(self, namespaces: dict[str, str]) -> None:
        prefix = next((p for p, uri in namespaces.items() if uri + " " == _W), None)
        self.sections: list[list[str | None]] = []
        self._held = b""
        if prefix is None:
            self._open = b""
            return
        tag = (prefix + ":" if prefix else "") + "sectPr"
        self._open, self._close = f"<{tag}".encode(), f"</{tag}>".encode()
        declared = "".join(f' xmlns:{p}="{u}"' if p else f' xmlns="{u}"' for p, u in namespaces.items())
        self._wrap = f"<sections{declared}>".encode(), b"</sections>"

    def feed(self, data: bytes) -> None:
        if not self._open:
            return
        buf = self._held + data if self._held else data
        pos = 0
        while (start := buf.find(self._open, pos)) >= 0:
            after = start + len(self._open)
            head_end = buf.find(b">", after)
            if head_end < 0:
                break
            if buf[after:after + 1] not in (b" ", b"\t", b"\r", b"\n", b">", b"/"):
                pos = after  # another element (w:sectPrChange)
                continue
            if buf[head_end - 1:head_end] == b"/":
                end = head_end + 1
            else:
                close = buf.find(self._close, head_end)
                if close < 0:
                    break
                end = close + len(self._close)
            self._read(buf[start:end])
            pos = end
        else:
            start = max(pos, len(buf) - len(self._open))  # a tag may begin at the very end
        self._held = buf[start:] if len(buf) - start <= _MAX_SECTION_BYTES else b""

    def _read(self, element: bytes) -> None:
        parser = _parser()
        found: list[list[str | None]] = []
        depth = 0

        def start(name: str, attrs: dict[str, str]) -> None:
            nonlocal depth
            depth += 1
            if depth == 2 and name == _W + "sectPr":
                found.append([None, None])
            elif depth == 3 and found:
                _reference(found[-1], name, attrs)

        def end(name: str) -> None:
            nonlocal depth
            depth -= 1

        parser.StartElementHandler, parser.EndElementHandler = start, end
        try:
            parser.Parse(self._wrap[0] + element + self._wrap[1], True)
        except expat.ExpatError:
            return  # not one element after all (a tracked change nesting another): left out
        self.sections.extend(found)


def _reference(section: list[str | None], name: str, attrs: dict[str, str]) -> None:
    """Note a section's default header or footer (the first one named)."""
    if name in (_W + "headerReference", _W + "footerReference"):
        slot = 0 if name == _W + "headerReference" else 1
        if attrs.get(_W_TYPE) == "default" and section[slot] is None:
            section[slot] = attrs.get(_R_ID, "")


@dataclass
class _Package:
    """A DOCX being read: the zip, and the XML bytes still allowed."""

    zf: zipfile.ZipFile
    allowance: int
    exhausted: bool = False  # the last part read ran out of allowance

    def chunks(self, member: str, room: int) -> Generator[bytes, None, None]:
        """Part `member` decompressed in chunks, until its end or `room` bytes (then `exhausted`)."""
        try:
            handle: IO[bytes] = self.zf.open(member)
        except KeyError:
            raise DocxFormatError(f"there is no part {member}") from None
        self.exhausted = False
        used = 0
        with handle:
            while chunk := handle.read(_CHUNK):
                used += len(chunk)
                if used > room:
                    self.exhausted = True
                    return
                yield chunk

    def part_text(self, member: str, budget: int, *, body: bool = False) -> tuple[_PartText, bool]:
        """The lines of part `member` and whether the XML allowance ran out while reading it.

        Past the budget, the rest of the body is searched for its sections (see the module).
        """
        parser = _parser()
        part = _PartText(budget, parser, compact=body)  # a header's lines are compared one by one
        parser.StartElementHandler = part.start
        parser.EndElementHandler = part.end
        parser.CharacterDataHandler = part.text
        namespaces: dict[str, str] = {}
        parser.StartNamespaceDeclHandler = lambda prefix, uri: namespaces.setdefault(prefix or "", uri)
        scan: _SectionScan | None = None
        fed = 0
        chunks = self.chunks(member, self.allowance)
        try:
            for chunk in chunks:
                fed += len(chunk)
                if scan is not None:
                    scan.feed(chunk)
                    continue
                try:
                    parser.Parse(chunk, False)
                except _Stop:
                    if not body:
                        return part, False
                    scan = _SectionScan(namespaces)
                    scan.feed(chunk[part.stopped_at - (fed - len(chunk)):])
        finally:
            chunks.close()
            self.allowance -= min(fed, self.allowance)
        if scan is not None:
            part.sections.extend(scan.sections)
        elif self.exhausted:
            part.cut = True
        else:
            parser.Parse(b"", True)
        return part, self.exhausted

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
        for chunk in self.chunks(member, _MAX_RELS_BYTES):  # small and needed: not the allowance's
            parser.Parse(chunk, False)
        if self.exhausted:
            raise DocxFormatError(f"{member} is too large")
        parser.Parse(b"", True)
        return found


def xml_allowance(max_chars: int) -> int:
    """The XML read from one file for a budget of `max_chars` characters."""
    return min(MAX_XML_BYTES, _MIN_XML_BYTES + XML_BYTES_PER_CHAR * max_chars)


def docx_text(
    source: str | Path | IO[bytes], max_chars: int, *, max_xml_bytes: int | None = None
) -> tuple[str, bool]:
    """The text of the DOCX `source` and whether it was cut (over `max_chars`, or too much XML).

    Raises:
        DocxMarkupLimit: the XML allowance (`max_xml_bytes`, else :func:`xml_allowance`) ran
            out before any text.
        DocxFormatError, zipfile.BadZipFile, expat.ExpatError, OSError, ...: the file is not a
            readable DOCX (the caller reports any exception as such).
    """
    with zipfile.ZipFile(source) as zf:
        package = _Package(zf, xml_allowance(max_chars) if max_xml_bytes is None else max_xml_bytes)
        main = [part for kind, part in package.relationships("").values() if kind == OFFICE_DOCUMENT]
        if len(main) != 1:
            raise DocxFormatError("no main document part, or several")
        body, exhausted = package.part_text(main[0], max_chars, body=True)
        if exhausted and not body.content:
            raise DocxMarkupLimit("more markup than allowed before any text")
        cut = body.cut
        head: list[str] = []
        foot: list[str] = []
        if any(rid is not None for section in body.sections for rid in section):
            related = package.relationships(main[0])
            cache: dict[str, list[str]] = {}
            # the footers follow the body: when the body is cut, so are they
            for slot, out in ((0, head), *(() if cut else ((1, foot),))):
                seen: set[str] = set()
                for section in body.sections:
                    rid = section[slot]
                    if rid is None:
                        continue  # linked to the previous section's
                    if rid not in related:
                        raise DocxFormatError(f"no part for relationship {rid!r}")
                    member = related[rid][1]
                    if member not in cache:
                        part, _ = package.part_text(member, max_chars)
                        cut = cut or part.cut
                        cache[member] = list(part.lines)
                    for line in cache[member]:
                        if line.strip() and line not in seen:
                            seen.add(line)
                            out.append(line)
    return "\n".join([*head, body.lines.text(), *foot] if body.lines else [*head, *foot]), cut
