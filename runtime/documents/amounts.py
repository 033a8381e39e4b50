"""Money amounts and dates written the Italian or the English way.

Documents that reach Metnos (quotes, invoices, price lists) write numbers as
``€ 1.234,56``, ``EUR 1,234.56``, ``1 234,56``, ``1'234.50`` and so on, and
dates as ``12/03/2026``, ``12 marzo 2026`` or ``March 12, 2026``. This module
turns such strings into :class:`~decimal.Decimal` and :class:`~datetime.date`
values with fixed, documented rules, and finds them in running text.

Rules for separators (``.`` ``,`` ``'`` and the space family: space, NBSP,
narrow NBSP, thin space):

1. ``'``, ``’`` and spaces are only ever thousands separators.
2. When both ``.`` and ``,`` occur, the one that comes last is the decimal
   separator and the other one groups thousands (``1.234,56``, ``1,234.56``).
3. A ``.`` or ``,`` that occurs more than once groups thousands
   (``1.234.567``, ``1,234,567``).
4. A single ``.`` or ``,`` (and no other separator) followed by exactly three
   digits, after a first group of one to three digits that is not ``0``, groups
   thousands: ``1.234`` and ``1,234`` are both 1234. Any other single ``.`` or
   ``,`` is a decimal separator: ``12,5``, ``99.90``, ``0,125``, ``1234,567``.
5. When spaces or apostrophes group thousands, a single ``.`` or ``,`` is the
   decimal separator (``1 234,567`` is 1234.567).
6. Thousands groups must be well formed: a first group of one to three digits,
   then groups of exactly three; one kind of grouping character per number.
   ``1.23.4`` or ``12.03.2026`` is not an amount.

Negative amounts: a leading ``-`` or ``−`` (before or after the currency),
``- 5,00`` with a space, or accounting parentheses ``(5,00)``.

Dates: numeric dates are always day first (``03/04/2026`` is 3 April), except
year-first ISO forms (``2026-04-03``). Two-digit years mean 20xx.
"""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

__all__ = [
    "CURRENCY_CODES",
    "document_currency",
    "find_amounts",
    "find_dates",
    "parse_amount",
    "parse_date",
    "parse_money",
    "scan_amounts",
]

#: Currency markers recognised next to an amount, mapped to ISO 4217 codes.
CURRENCY_CODES: dict[str, str] = {
    "€": "EUR",
    "eur": "EUR",
    "euro": "EUR",
    "euros": "EUR",
    "$": "USD",
    "us$": "USD",
    "usd": "USD",
    "£": "GBP",
    "gbp": "GBP",
    "chf": "CHF",
}

_SPACES = " \u00a0\u202f\u2009"
_APOSTROPHES = "'\u2019"
_MINUS = "-\u2212\u2013"

# Longest alternatives first so that "euro" wins over "eur" and "us$" over "$".
_CURRENCY_ALT = "|".join(
    re.escape(k) if not k.isalpha() else rf"\b{k}\b"
    for k in sorted(CURRENCY_CODES, key=len, reverse=True)
)
_CURRENCY_RE = rf"(?:{_CURRENCY_ALT})"

# A whole string that is an amount: optional sign, optional currency (either
# order), the number, optional trailing currency.
_FULL_AMOUNT_RE = re.compile(
    rf"""
    ^(?P<sign1>[{_MINUS}+]\s*)?
    (?:(?P<cur1>{_CURRENCY_RE})\s*)?
    (?P<sign2>[{_MINUS}+]\s*)?
    (?P<num>\d[\d.,{_SPACES}{_APOSTROPHES}]*)
    (?:\s*(?P<cur2>{_CURRENCY_RE}))?
    $
    """,
    re.IGNORECASE | re.VERBOSE,
)

_NUMBER_TOKEN_RE = re.compile(
    rf"(?<![\w.,{_APOSTROPHES}/])"
    rf"(?P<num>\d(?:[\d.,{_APOSTROPHES}\u00a0\u202f\u2009]*\d)?)"
    rf"(?![\w/]|[.,{_APOSTROPHES}]\d|[{_MINUS}/]\d)"
)
_CURRENCY_BEFORE_RE = re.compile(
    rf"(?P<sign1>[{_MINUS}]\s?)?(?P<cur>{_CURRENCY_RE})\s?(?P<sign2>[{_MINUS}]\s?)?$",
    re.IGNORECASE,
)
_CURRENCY_AFTER_RE = re.compile(rf"^\s?(?P<cur>{_CURRENCY_RE})", re.IGNORECASE)
_SIGN_BEFORE_RE = re.compile(rf"(?:^|[\s(:=])(?P<sign>[{_MINUS}])(?P<space>\s?)$")
_SPACED_SIGN_OK_RE = re.compile(r"(?:^|[:=(])\s*$")
_PERCENT_AFTER_RE = re.compile(r"^\s?%")


_SEPARATOR_RE = re.compile(rf"[.,{_SPACES}{_APOSTROPHES}]")


def _currency_code(marker: str | None) -> str:
    if not marker:
        return ""
    return CURRENCY_CODES.get(marker.lower(), "")


def _split_number(body: str) -> tuple[Decimal, int] | None:
    """Parse an unsigned number (module rules); return (value, decimal digits)."""
    groups = _SEPARATOR_RE.split(body)
    seps = _SEPARATOR_RE.findall(body)
    if any(not g.isdigit() for g in groups):
        return None
    if not seps:
        return Decimal(body), 0
    kinds = ["s" if s in _SPACES else ("a" if s in _APOSTROPHES else s) for s in seps]
    points = [k for k in kinds if k in ".,"]
    decimal_index: int | None = None
    if kinds[-1] in ".,":
        if "." in points and "," in points:
            decimal_index = len(kinds) - 1  # rule 2
        elif len(points) > 1:
            decimal_index = None  # rule 3
        elif len(kinds) > 1:
            decimal_index = len(kinds) - 1  # rule 5
        else:  # rule 4: a single . or , and nothing else
            first, rest = groups[0], groups[1]
            is_thousands = len(rest) == 3 and 1 <= len(first) <= 3 and first != "0"
            decimal_index = None if is_thousands else 0
    int_groups = groups if decimal_index is None else groups[: decimal_index + 1]
    frac = "" if decimal_index is None else groups[decimal_index + 1]
    thousand_kinds = kinds if decimal_index is None else kinds[:decimal_index]
    if thousand_kinds:
        if len(set(thousand_kinds)) != 1:
            return None
        if not 1 <= len(int_groups[0]) <= 3 or any(len(g) != 3 for g in int_groups[1:]):
            return None
    digits = "".join(int_groups)
    return (Decimal(f"{digits}.{frac}") if frac else Decimal(digits)), len(frac)


def parse_money(s: str) -> tuple[Decimal, str] | None:
    """Parse a string that is one amount; return ``(value, currency code)``.

    The currency code is ``"EUR"``, ``"USD"``, ``"GBP"``, ``"CHF"`` or ``""``
    when the string carries no marker. Returns ``None`` when the string is not
    exactly one amount (see the module docstring for the separator rules).
    """
    text = s.strip()
    if text.endswith((",-", ",--")):  # Italian "1.234,-" means no cents
        text = text.rstrip("-")[:-1]
    text = text.rstrip(".").rstrip()
    negative = False
    if len(text) > 2 and text.startswith("(") and text.endswith(")"):
        text, negative = text[1:-1].strip(), True
    m = _FULL_AMOUNT_RE.match(text)
    if m is None:
        return None
    if m.group("cur1") and m.group("cur2"):
        return None
    signs = [g for g in (m.group("sign1"), m.group("sign2")) if g]
    if len(signs) > 1:
        return None
    if signs and signs[0].strip() in _MINUS:
        if negative:
            return None
        negative = True
    body = m.group("num").rstrip(_SPACES)
    split = _split_number(body)
    if split is None:
        return None
    value = split[0]
    return (-value if negative else value), _currency_code(m.group("cur1") or m.group("cur2"))


def parse_amount(s: str) -> Decimal | None:
    """Parse a string that is one money amount, Italian or English style.

    ``"€ 1.234,56"``, ``"EUR 1,234.56"``, ``"1.234,56 €"``, ``"1 234,56"``,
    ``"1'234.50"``, ``"- 5,00"`` and ``"(5,00)"`` are all understood. Ambiguous
    separators follow the module rules: ``"1.234"`` and ``"1,234"`` are 1234,
    ``"12,5"`` is 12.5. Returns ``None`` for anything that is not an amount.
    """
    parsed = parse_money(s)
    return None if parsed is None else parsed[0]


def scan_amounts(text: str, limit: int | None = None) -> list[tuple[Decimal, str, int, int, bool]]:
    """All numbers in *text* (the first `limit` of them) as ``(value, currency, start, end, two_decimals)``.

    Lower level than :func:`find_amounts`: bare integers are included too.
    ``start``/``end`` cover the sign and currency markers; ``two_decimals``
    tells whether the number is written with exactly two decimals.
    Percentages and parts of dates or codes (``12/03``, ``A-12``) are left out.
    """
    found: list[tuple[Decimal, str, int, int, bool]] = []
    for m in _NUMBER_TOKEN_RE.finditer(text):
        if limit is not None and len(found) >= limit:
            break
        start, end = m.span()
        split = _split_number(m.group("num"))
        if split is None:
            continue
        value, decimals = split
        after = text[end : end + 8]
        if _PERCENT_AFTER_RE.match(after):
            continue
        before = text[max(0, start - 10) : start]
        currency = ""
        negative = False
        cb = _CURRENCY_BEFORE_RE.search(before)
        if cb is not None:
            currency = _currency_code(cb.group("cur"))
            negative = bool(cb.group("sign1") or cb.group("sign2"))
            start -= len(cb.group(0))
        else:
            sb = _SIGN_BEFORE_RE.search(before)
            if sb is not None:
                prefix = before[: sb.start("sign")]
                if not sb.group("space") or _SPACED_SIGN_OK_RE.search(prefix):
                    negative = True
                    start -= len(before) - sb.start("sign")
        ca = _CURRENCY_AFTER_RE.match(after)
        if ca is not None and not currency:
            currency = _currency_code(ca.group("cur"))
            end += len(ca.group(0))
        found.append((-value if negative else value, currency, start, end, decimals == 2))
    return found


def find_amounts(text: str) -> list[tuple[Decimal, str, int]]:
    """Find money amounts in running text, as ``(value, currency, position)``.

    An amount counts when it carries a currency marker (``€ 1.234``,
    ``1.830,00 EUR``, ``USD 99.90``) or, without one, when it is written with
    exactly two decimals (``1.830,00``, ``99.90``): bare integers (quantities,
    years, postcodes, VAT numbers), percentages and pieces of dates are left
    out. ``position`` is the index where the amount (with its sign or currency
    marker) starts; results are in text order. In running text only NBSP,
    narrow NBSP, thin space and apostrophes group thousands, never a plain
    space (``4 150,00`` is a quantity and a price), and a minus followed by a
    space counts only at the start of a line or after ``:``, ``=`` or ``(``.
    """
    return [
        (value, currency, start)
        for value, currency, start, _end, two_decimals in scan_amounts(text)
        if currency or two_decimals
    ]


# "Valuta: EUR", "Currency: USD", a column headed "Prezzo (€)", "importi in euro"
_CURRENCY_LABEL_RE = re.compile(
    rf"\b(?:valuta|divisa|currency)\s?:\s?(?P<cur>{_CURRENCY_RE})|"
    rf"\(\s?(?P<cur2>{_CURRENCY_RE})\s?\)|"
    rf"\b(?:importi|prezzi|amounts|prices)\s(?:in|espressi\sin)\s(?P<cur3>{_CURRENCY_RE})",
    re.IGNORECASE,
)


def document_currency(text: str) -> str | None:
    """The ISO code most of the amounts in *text* are written in.

    When no amount carries a marker, a label counts: "Valuta: EUR", a column
    headed "Prezzo (€)", "importi in euro". ``None`` when nothing names a currency, or two are equally common.
    """
    counts: dict[str, int] = {}
    for _value, currency, _start in find_amounts(text):
        if currency:
            counts[currency] = counts.get(currency, 0) + 1
    if not counts:
        label = _CURRENCY_LABEL_RE.search(text)
        if label is None:
            return None
        return _currency_code(label.group("cur") or label.group("cur2") or label.group("cur3")) or None
    ranked = sorted(counts.items(), key=lambda kv: kv[1], reverse=True)
    if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
        return None
    return ranked[0][0]


# ---------------------------------------------------------------------------
# Dates

_MONTHS: dict[str, int] = {
    # Italian
    "gennaio": 1, "febbraio": 2, "marzo": 3, "aprile": 4, "maggio": 5, "giugno": 6,
    "luglio": 7, "agosto": 8, "settembre": 9, "ottobre": 10, "novembre": 11,
    "dicembre": 12,
    "gen": 1, "mag": 5, "giu": 6, "lug": 7, "ago": 8, "set": 9, "ott": 10, "dic": 12,
    # English
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6,
    "july": 7, "august": 8, "september": 9, "october": 10, "november": 11,
    "december": 12,
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8,
    "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}  # fmt: skip

_MONTH_ALT = "|".join(sorted(_MONTHS, key=len, reverse=True))
_DATE_PATTERNS: tuple[re.Pattern[str], ...] = (
    # 2026-03-12, 2026/03/12
    re.compile(
        r"(?<![\d/.\-])(?P<y>\d{4})(?P<s>[-/.])(?P<m>\d{1,2})(?P=s)(?P<d>\d{1,2})(?![\d/.\-]\d)"
    ),
    # 12/03/2026, 12-03-2026, 12.03.2026, 12/03/26 (day first)
    re.compile(
        r"(?<![\d/.\-])(?P<d>\d{1,2})(?P<s>[-/.])(?P<m>\d{1,2})(?P=s)(?P<y>\d{4}|\d{2})(?![\d/.\-]\d|\d)"
    ),
    # 12 marzo 2026, 1° marzo 2026, 12 Mar. 2026, 12th March 2026, 12-mar-2026
    re.compile(
        rf"(?<!\d)(?P<d>\d{{1,2}})(?:°|º|st|nd|rd|th)?[\s\-]+(?P<mon>{_MONTH_ALT})\b\.?,?[\s\-]+(?P<y>\d{{4}})(?!\d)",
        re.IGNORECASE,
    ),
    # March 12, 2026 / Mar 12 2026 / March 12th, 2026
    re.compile(
        rf"\b(?P<mon>{_MONTH_ALT})\b\.?\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y>\d{{4}})(?!\d)",
        re.IGNORECASE,
    ),
)


_WEEKDAY_RE = re.compile(
    r"^(?:luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+",
    re.IGNORECASE,
)


def _make_date(year: str, month: int, day: str) -> date | None:
    y = int(year)
    if len(year) == 2:
        y += 2000
    try:
        return date(y, month, int(day))
    except ValueError:
        return None


def find_dates(text: str) -> list[tuple[date, int, int]]:
    """Find dates in running text, as ``(date, start, end)`` in text order.

    Understands ``12/03/2026``, ``12-03-2026``, ``12.03.2026``, ``12/03/26``,
    ``2026-03-12``, ``12 marzo 2026``, ``1° marzo 2026``, ``12 Mar 2026``,
    ``March 12, 2026`` and ``12th March 2026``. Numeric dates are day first;
    impossible dates (``31/02/2026``) are left out.
    """
    found: dict[int, tuple[date, int, int]] = {}
    taken: list[tuple[int, int]] = []
    for pattern in _DATE_PATTERNS:
        for m in pattern.finditer(text):
            start, end = m.span()
            if any(start < e and s < end for s, e in taken):
                continue
            groups = m.groupdict()
            month = _MONTHS[groups["mon"].lower()] if groups.get("mon") else int(groups["m"])
            value = _make_date(groups["y"], month, groups["d"])
            if value is None:
                continue
            found[start] = (value, start, end)
            taken.append((start, end))
    return [found[k] for k in sorted(found)]


def parse_date(s: str) -> date | None:
    """Parse a string that is one date (see :func:`find_dates` for the forms).

    Surrounding whitespace and a trailing ``.``, ``,`` or ``;`` are ignored; a
    leading weekday (``giovedì 12 marzo 2026``) is allowed. Returns ``None``
    when the string is not exactly one valid date.
    """
    text = s.strip().rstrip(".,;").strip()
    text = _WEEKDAY_RE.sub("", text)
    found = find_dates(text)
    if len(found) == 1 and found[0][1] == 0 and found[0][2] == len(text):
        return found[0][0]
    return None
