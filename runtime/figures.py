"""Figures in running text — numbers, amounts, dates — read for comparison, not for display.

A model's text is checked against facts: every figure it writes must be one the facts
hold. Numbers are compared as values whatever their writing ("1.234,56", "1,234.56" and
"1234.56" are one amount); a figure whose writing is ambiguous ("1.234": a thousand and
more, or one and a bit) is read both ways, and either reading may match. Dates are
compared as days (:func:`runtime.documents.find_dates` forms).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date
from decimal import Decimal, InvalidOperation

from runtime.documents.amounts import find_dates, parse_amount

# digits with "." "," "'" between groups; glued to letters ("Q1", "mp3") it is part of a word
_FIGURE = re.compile(r"(?<![\w.,])\d+(?:[.,'\u2019]\d+)*")
_AMBIGUOUS = re.compile(r"(\d{1,3})[.,](\d{3})")
_NUMBER_WORDS = {
    "en": {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "both": 2},
    "it": {"due": 2, "tre": 3, "quattro": 4, "cinque": 5, "sette": 7, "otto": 8,
           "nove": 9, "dieci": 10, "undici": 11, "dodici": 12, "entrambi": 2, "entrambe": 2},
}
Reading = frozenset[Decimal]


def readings(token: str) -> Reading:
    """The values one written figure may stand for (empty when it is not a number)."""
    out: set[Decimal] = set()
    parsed = parse_amount(token)
    if parsed is not None:
        out.add(abs(parsed))
    m = _AMBIGUOUS.fullmatch(token)
    if m:
        out.add(Decimal(f"{m.group(1)}.{m.group(2)}"))
    if not out:  # not one amount ("12.03.2026", "1.2.3"): its digit groups, each a number
        for part in re.split(r"[.,'\u2019]", token):
            if part:
                out.add(Decimal(part))
    return frozenset(out)


def figures(text: str, locale: str | None = None) -> list[tuple[str, Reading]]:
    """Every figure of `text` with its readings, in order; number words too when `locale` is given."""
    found: list[tuple[int, str, Reading]] = []
    for m in _FIGURE.finditer(text):
        token = m.group(0)
        if parse_amount(token) is None and not _AMBIGUOUS.fullmatch(token):
            for part in re.split(r"[.,'\u2019]", token):  # each group is a figure of its own
                if part:
                    found.append((m.start(), part, frozenset({Decimal(part)})))
        else:
            found.append((m.start(), token, readings(token)))
    words = _NUMBER_WORDS.get(locale or "", {})
    if words:
        for m in re.finditer(r"[^\W\d_]+", text):
            value = words.get(m.group(0).lower())
            if value is not None:
                found.append((m.start(), m.group(0), frozenset({Decimal(value)})))
    return [(token, reading) for _, token, reading in sorted(found, key=lambda f: f[0])]


def values_of(values: Iterable[object]) -> set[Decimal]:
    """The numbers among plain values (ints, floats, numeric strings), as exact decimals."""
    out: set[Decimal] = set()
    for value in values:
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            out.add(Decimal(abs(value)))
        elif isinstance(value, float):
            try:
                out.add(abs(Decimal(str(round(value, 2)))))
            except InvalidOperation:
                continue
        elif isinstance(value, Decimal):
            out.add(abs(value))
    return out


def numbers_in(text: str) -> set[Decimal]:
    """Every value any figure of `text` may stand for."""
    return {value for _, reading in figures(text) for value in reading}


def dates_in(text: str) -> list[tuple[date, int, int]]:
    """The dates of `text` with their spans (see :func:`runtime.documents.find_dates`)."""
    return find_dates(text)


def blank(text: str, spans: Iterable[tuple[int, int]]) -> str:
    """`text` with the given spans replaced by spaces (the rest keeps its offsets)."""
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)
