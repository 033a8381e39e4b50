"""The one place that renders Telegram text (parse mode HTML).

Pure functions, no I/O:

* :func:`escape_html` — escape user/model text for HTML parse mode.
* :func:`visible_text` / :func:`visible_length` — what Telegram shows and counts: tags removed,
  the entities Telegram knows (``&lt; &gt; &amp; &quot;`` and numeric ones) decoded, length in
  UTF-16 code units.
* :func:`split_message` — split HTML into parts that each fit Telegram's 4096 limit, on sensible
  boundaries, never inside a tag or an entity, with open tags closed and reopened at each cut.
* :func:`render_table` — a compact monospace table inside ``<pre>``.
* :func:`keyboard` — a prompt's inline buttons.
"""

from __future__ import annotations

import html
import re
import unicodedata
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from runtime import shown

TELEGRAM_TEXT_LIMIT = 4096

# A tag (attribute values may be quoted and contain ">"), or an entity Telegram decodes.
_TOKEN = re.compile(
    r"""<(?:/[a-zA-Z][\w-]*\s*|[a-zA-Z][\w-]*(?:\s+(?:[^>"']|"[^"]*"|'[^']*')*)?)>"""
    r"|&(?:lt|gt|amp|quot|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});"
)
_TAG_NAME = re.compile(r"</?([a-zA-Z][\w-]*)")
_JOINERS = {"\u200d", "\ufe0e", "\ufe0f", "\u20e3"}


@dataclass(frozen=True, slots=True)
class _Token:
    source: str
    visible: str | None  # None for a tag
    tag: str = ""  # tag name, lower case
    closing: bool = False


def escape_html(text: str) -> str:
    """Escape ``&``, ``<`` and ``>`` for Telegram's HTML parse mode (text, not attributes);
    controls and bidi overrides (a file name's disguise) are shown as a visible mark."""
    return shown(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def utf16_len(text: str) -> int:
    """Length in UTF-16 code units, as Telegram counts (astral characters count 2)."""
    if text.isascii():
        return len(text)
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def _tokenize(source: str) -> list[_Token]:
    tokens: list[_Token] = []
    pos = 0
    for match in _TOKEN.finditer(source):
        tokens.extend(_Token(ch, ch) for ch in source[pos : match.start()])
        piece = match.group(0)
        if piece.startswith("&"):
            tokens.append(_Token(piece, html.unescape(piece)))
        else:
            name = _TAG_NAME.match(piece)
            tag = name.group(1).lower() if name else ""
            tokens.append(_Token(piece, None, tag, piece.startswith("</")))
        pos = match.end()
    tokens.extend(_Token(ch, ch) for ch in source[pos:])
    return tokens


def _shown(match: re.Match[str]) -> str:
    piece = match.group(0)
    return html.unescape(piece) if piece.startswith("&") else ""


def visible_text(source: str) -> str:
    """The text Telegram displays for HTML ``source``: tags removed, entities decoded."""
    return _TOKEN.sub(_shown, source)


def visible_length(source: str) -> int:
    """Telegram's length of HTML ``source``: UTF-16 code units of its visible text."""
    return utf16_len(visible_text(source))


def _apply(stack: list[_Token], tokens: list[_Token]) -> list[_Token]:
    """The open-tag stack after ``tokens`` (a stray closing tag is ignored)."""
    stack = list(stack)
    for token in tokens:
        if token.visible is not None or token.source.endswith("/>"):
            continue
        if not token.closing:
            stack.append(token)
            continue
        for depth in range(len(stack) - 1, -1, -1):
            if stack[depth].tag == token.tag:
                del stack[depth:]
                break
    return stack


def _best_cut(text: list[str], prefix: list[int], start: int, end: int, limit: int) -> int:
    """Where to end the part that starts at char ``start`` and may reach char ``end``.

    Prefers, in order: the end of a blank line, the end of a line, the end of a run of spaces
    (each only if the part keeps at least a quarter of the limit), then a hard cut that does not
    separate a character from a following joiner or combining mark.
    """
    floor = prefix[start] + max(limit // 4, 1)

    def run_end(c: int) -> bool:
        return not text[c].isspace()

    tests: tuple[Callable[[int], bool], ...] = (
        lambda c: text[c - 1] == "\n" and c - 2 >= start and text[c - 2] == "\n" and run_end(c),
        lambda c: text[c - 1] == "\n" and run_end(c),
        lambda c: text[c - 1].isspace() and run_end(c),
    )
    for test in tests:
        for c in range(end, start, -1):
            if prefix[c] < floor:
                break
            if test(c):
                return c
    cut = end
    while cut - 1 > start and (
        text[cut] in _JOINERS or text[cut - 1] == "\u200d" or unicodedata.combining(text[cut])
    ):
        cut -= 1
    return cut


def split_message(source: str, limit: int = TELEGRAM_TEXT_LIMIT) -> list[str]:
    """Split HTML ``source`` into parts whose visible length (see :func:`visible_length`) is at
    most ``limit``.

    Text that fits is returned unchanged as the only part. Otherwise cuts fall on paragraph
    boundaries (blank lines), then line ends, then spaces, then anywhere; the separator stays at
    the end of the earlier part, so joining the parts' visible texts gives the original back.
    A cut never falls inside a tag or an entity; tags open at a cut are closed at the end of the
    part and reopened (with their attributes) at the start of the next. A part that would hold
    only whitespace is dropped, since Telegram refuses empty messages.
    """
    if limit < 2:
        raise ValueError("limit must allow one astral character (2 UTF-16 code units)")
    if len(source) * 2 <= limit or utf16_len(visible_text(source)) <= limit:
        return [source]  # fits: no need to look at every character
    tokens = _tokenize(source)
    chars = [i for i, t in enumerate(tokens) if t.visible is not None]
    text = [tokens[i].visible or "" for i in chars]
    prefix = [0]
    for piece in text:
        prefix.append(prefix[-1] + utf16_len(piece))
    if prefix[-1] <= limit:
        return [source]

    parts: list[str] = []
    stack: list[_Token] = []
    start = first_token = 0
    while start < len(text):
        end = bisect_right(prefix, prefix[start] + limit) - 1
        if end >= len(text):
            cut, last_token = len(text), len(tokens)
        else:
            cut = _best_cut(text, prefix, start, end, limit)
            last_token = chars[cut - 1] + 1
            while last_token < chars[cut] and tokens[last_token].closing:
                last_token += 1  # closing tags right after the cut belong to this part
        body = tokens[first_token:last_token]
        after = _apply(stack, body)
        if "".join(text[start:cut]).strip():
            parts.append(
                "".join(t.source for t in stack)
                + "".join(t.source for t in body)
                + "".join(f"</{t.tag}>" for t in reversed(after))
            )
        stack, start, first_token = after, cut, last_token
    return parts


def _width(text: str) -> int:
    """Monospace display width: wide East Asian characters count 2, combining marks 0."""
    return sum(
        0 if unicodedata.combining(ch) else 2 if unicodedata.east_asian_width(ch) in "WF" else 1
        for ch in text
    )


def _fit(cell: str, max_width: int) -> str:
    cell = " ".join(cell.split())
    if _width(cell) <= max_width:
        return cell
    out = ""
    for ch in cell:
        if _width(out + ch) > max_width - 1:
            break
        out += ch
    return out + "…"


def _is_number(cell: str) -> bool:
    """A number or an amount as synthesis writes it: "1.586,00 €", "€1,586.00", "CHF 300.00"."""
    return bool(re.fullmatch(
        r"[-+]?(?:[€$£]|[A-Z]{3}\s)?\s?[\d.,' ]*\d[\d.,' ]*\s?(?:[%€$£]|\s?[A-Z]{3})?", cell))


def render_table(rows: list[list[str]], header: list[str], *, max_cell: int = 24) -> str:
    """A compact monospace table in ``<pre>``: header, rule, one line per row.

    Cells are whitespace-collapsed, truncated to ``max_cell`` columns with "…", and escaped;
    columns whose cells are all numbers are right-aligned. Short rows are padded.
    """
    columns = max([len(header), *(len(r) for r in rows)])
    if columns == 0:
        return ""
    grid = [[_fit(c, max_cell) for c in [*r, *[""] * (columns - len(r))]] for r in [header, *rows]]
    widths = [max(_width(r[i]) for r in grid) for i in range(columns)]
    right = [
        any(r[i] for r in grid[1:]) and all(_is_number(r[i]) for r in grid[1:] if r[i])
        for i in range(columns)
    ]

    def line(cells: list[str]) -> str:
        padded = []
        for cell, width, align_right in zip(cells, widths, right, strict=True):
            pad = " " * (width - _width(cell))
            padded.append(pad + cell if align_right else cell + pad)
        return " | ".join(padded).rstrip()

    rule = "-+-".join("-" * w for w in widths)
    lines = [line(grid[0]), rule, *(line(r) for r in grid[1:])]
    return "<pre>" + escape_html("\n".join(lines)) + "</pre>"


def keyboard(buttons: Sequence[tuple[str, str]]) -> InlineKeyboardMarkup:
    """Inline buttons from (label, callback data) pairs: side by side when two, one per row
    when more."""
    row = [InlineKeyboardButton(label, callback_data=data) for label, data in buttons]
    return InlineKeyboardMarkup([row] if len(row) <= 2 else [[b] for b in row])
