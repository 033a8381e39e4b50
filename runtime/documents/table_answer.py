"""Questions a table answers by its rows: which rows say a word, how many, and a column worked out.

"how many pupils come on thursdays?" over a list of pupils is the rows whose day is Thursday,
counted; "che turno fa davide la vigilia di natale?" over a rota is the row of 24 December;
"qual è la tariffa media dei miei allievi?" is the column whose header says "tariffa", averaged.
A person reads a sheet this way: the words of the question pick rows (a cell says them) and a
column (its header says it).

Pure and deterministic: the rows come in as text cells (``read.table_rows``), the question's
words as the planner gave them. Nothing is guessed: a question whose words pick no row, or a
figure asked of a table where no one column of figures is named, gets None, and the caller
answers as before (the document's sentences that hold the words). A weekday or a holiday said
is a filter that must hold: "on sundays" over a list with nobody on Sunday is 0 rows, never
every row.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Literal

from runtime.documents.amounts import find_dates, parse_amount
from runtime.documents.read import NUMBERISH, is_header

__all__ = ["MAX_ROWS", "Op", "TableAnswer", "answer_table", "header_of_money"]

Op = Literal["sum", "average", "max", "min", "missing"]
MAX_ROWS = 12  # rows shown for a lookup; more is no lookup (the summary answers instead)
_MIN_STEM = 4  # words shorter than this match only whole
_VOWELS = frozenset("aeio")

# Weekdays in both languages, folded: one key each, so "thursdays" meets "giovedì".
_WEEKDAYS: dict[str, int] = {
    "lunedi": 0, "martedi": 1, "mercoledi": 2, "giovedi": 3, "venerdi": 4, "sabato": 5, "domenica": 6,
    "monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3, "friday": 4, "saturday": 5, "sunday": 6,
    "mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6,
    "lun": 0, "mar": 1, "mer": 2, "gio": 3, "ven": 4, "sab": 5, "dom": 6,
}
_SPOKEN_WEEKDAYS = frozenset(w for w in _WEEKDAYS if len(w) > 3)
_MONTHS: dict[str, int] = {
    "gennaio": 1, "febbraio": 2, "marzo": 3, "aprile": 4, "maggio": 5, "giugno": 6, "luglio": 7,
    "agosto": 8, "settembre": 9, "ottobre": 10, "novembre": 11, "dicembre": 12,
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
    "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
}
# Days people name by their feast: (words that must all be said, month, day); the first fitting wins.
_FEASTS: tuple[tuple[frozenset[str], int, int], ...] = (
    (frozenset({"vigilia", "natale"}), 12, 24), (frozenset({"christmas", "eve"}), 12, 24),
    (frozenset({"santo", "stefano"}), 12, 26), (frozenset({"boxing"}), 12, 26),
    (frozenset({"natale"}), 12, 25), (frozenset({"christmas"}), 12, 25),
    (frozenset({"san", "silvestro"}), 12, 31), (frozenset({"new", "years", "eve"}), 12, 31),
    (frozenset({"capodanno"}), 1, 1), (frozenset({"new", "year"}), 1, 1),
    (frozenset({"epifania"}), 1, 6), (frozenset({"befana"}), 1, 6), (frozenset({"epiphany"}), 1, 6),
    (frozenset({"ferragosto"}), 8, 15),
)
_TOTAL_ROW = re.compile(r"^(?:totale|total|totali|totals|somma|sum|tot)\b", re.IGNORECASE)
_CURRENCIES = (("EUR", re.compile(r"€|\beur\b|\beuro\b", re.IGNORECASE)),
               ("USD", re.compile(r"\$|\busd\b|\bdollar", re.IGNORECASE)),
               ("GBP", re.compile(r"£|\bgbp\b|\bpound|\bsterlin", re.IGNORECASE)),
               ("CHF", re.compile(r"\bchf\b|\bfranch", re.IGNORECASE)))


@dataclass(frozen=True)
class TableAnswer:
    """What a table says to a question.

    ``kind``: ``count`` (how many rows the words pick), ``rows`` (the rows they pick, shown),
    ``value`` (a column worked out over the rows picked, or over all of them). ``said`` are the
    words as the cells write them ("giovedì", "Notte"), for the answer to name; ``labels`` the
    first cell of each row picked. For ``value``: the column's header, the result, the currency
    the header or the cells say, and for max/min the row's label.
    """

    kind: Literal["count", "rows", "value", "missing", "next"]
    header: list[str]
    rows: list[list[str]]
    total: int
    said: list[str]
    labels: list[str]
    column: str | None = None
    op: Op | None = None
    value: Decimal | None = None
    currency: str | None = None
    label: str | None = None
    # a sum over rows in several currencies: each one's total, never added together
    apart: tuple[tuple[Decimal, str], ...] = ()
    # ``missing``: the months no row covers, between the first and the last one that does
    months: tuple[int, ...] = ()
    # a figure per person ("chi ha speso di più?"): the column the rows are grouped by, and for
    # ``each`` every group's total, in the order of the rows
    by: str | None = None
    groups: tuple[tuple[str, Decimal], ...] = ()
    # the currencies of rows left out of a per-person figure (only the main one is added up)
    left_out: tuple[str, ...] = ()
    # ``next``: the day of the rows shown (the first on or after today), or of the last row
    # before today when none is ahead (``rows`` then empty)
    day: date | None = None


def fold(text: str) -> str:
    """Lower case, accents off, punctuation to spaces."""
    plain = unicodedata.normalize("NFKD", text.lower())
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    return " ".join(re.sub(r"[\W_]+", " ", plain).split())


_UMLAUT_SAID = re.compile(r"(?<![qg])([aou])e")


def _same(word: str, token: str) -> bool:
    """One word said and one written: equal, or one stem ("notti" / "Notte", "thursdays" /
    "thursday"), never a short word inside a longer one; a German name said without its umlaut
    ("mueller" / "Müller")."""
    if word == token:
        return True
    if len(word) >= 5 and _UMLAUT_SAID.sub(r"\1", word) == token:
        return True
    if min(len(word), len(token)) < _MIN_STEM or word.isdigit() or token.isdigit():
        return False
    common = 0
    for a, b in zip(word, token, strict=False):
        if a != b:
            break
        common += 1
    if common >= max(_MIN_STEM, min(len(word), len(token)) - 1) and abs(len(word) - len(token)) <= 2:
        return True
    # "voti" / "voto", "mesi" / "mese": a short Italian word and its plural differ in the last vowel
    return (len(word) == len(token) == _MIN_STEM and common == _MIN_STEM - 1
            and word[-1] in _VOWELS and token[-1] in _VOWELS)


def _is_header(row: list[str]) -> bool:
    return len(row) >= 2 and is_header(row)


def _number(cell: str) -> Decimal | None:
    text = cell.strip()
    if not text or not NUMBERISH.match(text) or "/" in text or ":" in text:
        return None
    digits = _MONEY_MARK.sub("", text).strip()
    if _NOT_A_FIGURE.match(digits) or (re.search(r"\d\s+\d", digits) and not _GROUPED.fullmatch(digits)):
        return None  # "080 316 2271", "+39 …", "0039": a phone number or a code, never a figure
    value = parse_amount(text)
    if value is None:
        try:
            value = Decimal(text.replace(" ", ""))
        except InvalidOperation:
            return None
    return value


_MONEY_MARK = re.compile(r"[€$£]|\b(?:EUR|USD|GBP|CHF)\b", re.IGNORECASE)
_NOT_A_FIGURE = re.compile(r"^(?:\+|0\d)")
_GROUPED = re.compile(r"-?\d{1,3}(?:\s\d{3})+(?:[.,]\d+)?")  # "1 200,50": thousands apart


def _numeric(data: list[list[str]], column: int) -> bool:
    cells = [r[column] for r in data if column < len(r) and r[column].strip()]
    return bool(cells) and sum(_number(c) is not None for c in cells) * 5 >= len(cells) * 4


def _numbering(data: list[list[str]], column: int) -> bool:
    """Whether a column numbers the rows (1, 2, 3…: flats, places): counted, never added up."""
    values = [_number(r[column]) for r in data if column < len(r) and r[column].strip()]
    whole = sorted(int(v) for v in values if v is not None and v == v.to_integral_value())
    return len(whole) == len(values) >= 2 and whole == list(range(whole[0], whole[0] + len(whole)))


def figure_columns(rows: list[list[str]]) -> list[str]:
    """The headers of the columns of figures of a table (header first); none when it has no header."""
    if len(rows) < 2 or not _is_header(rows[0]):
        return []
    data = [r for r in rows[1:] if not (r and _TOTAL_ROW.match(r[0].strip()))]
    return [h.strip() for i, h in enumerate(rows[0]) if h.strip() and _numeric(data, i)]


def _feast_days(words: set[str]) -> tuple[list[tuple[int, int]], set[str]]:
    """The days the feasts said fall on ("christmas and new year": both), and the words that said
    them; a feast said within a longer one ("natale" in "vigilia di natale") is that one."""
    kept: list[frozenset[str]] = []
    days: list[tuple[int, int]] = []
    for needed, month, day in _FEASTS:
        if needed <= words and not any(needed <= k for k in kept):
            kept.append(needed)
            if (month, day) not in days:
                days.append((month, day))
    return days, set().union(*kept)


def _stay_columns(data: list[list[str]]) -> tuple[int, int] | None:
    """The two columns of a stay ("arrivo", "partenza"): the only two that hold a date in most rows."""
    width = max(len(r) for r in data)
    dated = [i for i in range(width)
             if sum(1 for r in data if i < len(r) and _full_date(r[i]) is not None) * 5 >= len(data) * 4]
    return (dated[0], dated[1]) if len(dated) == 2 else None


def _on_day(row: list[str], month: int, day: int, stay: tuple[int, int] | None) -> bool:
    """Whether a row is of that day: a cell dated so, or a stay from one date to the other that
    takes it in (arriving on 23/12 and leaving on 27/12 is over Christmas)."""
    if any((month, day) in _days_in(c) for c in row):
        return True
    if stay is None or max(stay) >= len(row):
        return False
    start, end = _full_date(row[stay[0]]), _full_date(row[stay[1]])
    if start is None or end is None or end < start:
        return False
    return any(start <= d <= end for y in {start.year, end.year} if (d := _day_of(y, month, day)) is not None)


def _day_of(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _months_in(cell: str) -> set[int]:
    """The months a cell says: of the dates it holds, or a month's name ("ottobre", "October")."""
    named = {_MONTHS[t] for t in fold(cell).split() if t in _MONTHS}
    return named | {d.month for d, _, _ in find_dates(cell) if isinstance(d, date)}


def _days_in(cell: str) -> set[tuple[int, int]]:
    return {(d.month, d.day) for d, _, _ in find_dates(cell) if isinstance(d, date)}


def _currency(header: str, cells: list[str]) -> str | None:
    for code, pattern in _CURRENCIES:
        if pattern.search(header.replace("_", " ")):
            return code
    found = {code for cell in cells for code, pattern in _CURRENCIES if pattern.search(cell)}
    return found.pop() if len(found) == 1 else None


_MONEY_HEADER = re.compile(r"\b(?:importo|importi|amount|amounts|prezzo|prezzi|price|prices|costo|costi|cost|"
                           r"costs|totale|total|compenso|fee|fees|tariffa|tariffe|rate|rates|incasso|"
                           r"incassato|pagato|paid|spesa|spese|euro|eur)\b|€|\$|£")
_CURRENCY_HEADER = re.compile(r"\b(?:valuta|currency|divisa)\b")


def header_of_money(header: str) -> bool:
    """Whether a sheet's header line names a column of money ("Totale (€)", "importo", "price")."""
    return _MONEY_HEADER.search(_plain(header).replace("_", " ")) is not None
_NUMBER_SAID = re.compile(r"^(\d+(?:[.,]\d+)?)\s*(mila|mille|k|thousand)?$")
_BAND_NUMBER = re.compile(r"\d{1,3}(?:[.\s']\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?")
_BAND_FROM_TO = re.compile(r"\b(?:da|from|tra|between)\s+(N)\s+(?:a|to|e|and)\s+(N)|(N)\s*[-–]\s*(N)")
_BAND_UP_TO = re.compile(r"\b(?:fino a|up to|entro|sotto|under|below|less than|meno di|max)\s+(N)")
_BAND_OVER = re.compile(r"\b(?:oltre|over|above|more than|piu di|sopra|from|da|min)\s+(N)")


def _said_number(word: str) -> Decimal | None:
    """A number said in a question: "30000", "30.000", "30mila", "30k"."""
    text = word.strip().lower().replace(" ", "")
    if re.fullmatch(r"\d{1,3}(?:[.']\d{3})+", text):
        text = re.sub(r"[.']", "", text)
    m = _NUMBER_SAID.match(text)
    if m is None:
        return None
    try:
        value = Decimal(m.group(1).replace(",", "."))
    except InvalidOperation:
        return None
    return value * 1000 if m.group(2) else value


def _band_number(text: str) -> Decimal:
    if re.fullmatch(r"\d{1,3}(?:[.\s']\d{3})+(?:,\d+)?", text):
        text = re.sub(r"[.\s']", "", text)
    return Decimal(text.replace(",", "."))


def _band(cell: str) -> tuple[Decimal | None, Decimal | None] | None:
    """The range a cell states ("da 27.001 a 40.000 €", "fino a 6.500 €", "oltre 40.000"), or None."""
    plain = _plain(cell)
    n = _BAND_NUMBER.pattern
    for pattern, shape in ((_BAND_FROM_TO, "both"), (_BAND_UP_TO, "hi"), (_BAND_OVER, "lo")):
        m = re.search(pattern.pattern.replace("N", n), plain)
        if m is None:
            continue
        found = [g for g in m.groups() if g is not None]
        try:
            numbers = [_band_number(g) for g in found]
        except InvalidOperation:
            continue
        if shape == "both" and len(numbers) == 2:
            return numbers[0], numbers[1]
        if shape == "hi":
            return None, numbers[0]
        return numbers[0], None
    return None


def _plain(cell: str) -> str:
    """A cell in lower case without accents, keeping its numbers as written."""
    folded = unicodedata.normalize("NFKD", cell.lower())
    return " ".join("".join(c for c in folded if not unicodedata.combining(c)).split())


def _in_band(value: Decimal, band: tuple[Decimal | None, Decimal | None]) -> bool:
    lo, hi = band
    return (lo is None or value >= lo) and (hi is None or value <= hi)


def _money_column(header: list[str], data: list[list[str]], columns: list[int]) -> int | None:
    """The one column of amounts: the one named if it holds figures, else the one whose header
    says money (importo, prezzo, €) or whose cells carry a currency."""
    named = [i for i in columns if _numeric(data, i)]
    if len(named) == 1:
        return named[0]
    if named:
        return None
    money = [i for i, h in enumerate(header) if _numeric(data, i) and (
        _MONEY_HEADER.search(_plain(h).replace("_", " "))
        or _currency("", [r[i] for r in data if i < len(r)]))]
    if len(money) > 1:  # "Prezzo/notte (€)" and "Totale (€)": what was paid is the total
        totals = [i for i in money if _TOTAL_HEADER.search(_plain(header[i]).replace("_", " "))
                  and not _PER_UNIT_HEADER.search(_plain(header[i]).replace("_", " "))]
        money = totals if len(totals) == 1 else money
    return money[0] if len(money) == 1 else None


def _whole_figures(header: list[str], columns: list[int]) -> list[int]:
    """"notti" names "Notti" and "Prezzo/notte (€)": the nights themselves, never a price per night
    (all of them when each is per something)."""
    if len(columns) < 2:
        return columns
    whole = [i for i in columns if not _PER_UNIT_HEADER.search(_plain(header[i]).replace("_", " "))]
    return whole or columns


_TOTAL_HEADER = re.compile(r"\b(?:totale|total|importo|amount|pagato|paid|incassato)\b")
_PER_UNIT_HEADER = re.compile(r"/|\bper (?:notte|night|ora|hour|unita|unit|kg|pezzo|piece|persona|person)\b|"
                              r"\bunitari\w*|\bunit\b|\beach\b|\bcad\b")


def _sum_apart(data: list[list[str]], header: list[str], col: int,
               over: list[list[str]]) -> tuple[tuple[Decimal, str], ...]:
    """Totals of `col` over `over` per currency, when a column says each row's currency (euros
    and dollars are never added up); () when no column says it."""
    which = [i for i, h in enumerate(header) if _CURRENCY_HEADER.search(_plain(h))]
    if len(which) != 1:
        return ()
    totals: dict[str, Decimal] = {}
    for row in over:
        value = _number(row[col]) if col < len(row) else None
        if value is None or which[0] >= len(row):
            continue
        code = _currency("", [row[which[0]]]) or row[which[0]].strip().upper() or "?"
        totals[code] = totals.get(code, Decimal(0)) + value
    return tuple((v, c) for c, v in totals.items())


_PERSON_HEADER = re.compile(r"\b(?:chi|who|nome|name|persona|person|socio|member|membro|dipendente|employee|"
                            r"pagato da|paid by)\b")
_WHO_HEADER = re.compile(r"\b(?:chi|who|nome|name|persona|person|pagato da|paid by|socio|member|"
                         r"inquilino|coinquilino|flatmate|membro|cliente|client|customer|fornitore|supplier|soci|iscritt[oa]|"
                         r"atleta|giocat\w+|player|studente|alunn[oa]|dipendente|employee|cognome|surname)\b")


# words that say what the rows are, or what is worked out, never a thing a row must say
_LIST_SEP = re.compile(r"\s+(?:e|ed|and)\s+|\s*[,&/+]\s*")
# words for any job or piece of work: they pick rows only when no other word does ("how many hours
# went into the panaro job?": the Panaro rows, not those of them whose task says "lavori")
_SOFT_NOUNS = frozenset({"job", "jobs", "lavoro", "lavori", "work", "works", "progetto", "progetti",
                         "project", "projects", "pratica", "pratiche", "incarico", "incarichi", "commessa",
                         "commesse"})
_ROW_NOUNS = frozenset({
    "mese", "mesi", "month", "months", "anno", "anni", "year", "years", "giorno", "giorni", "day", "days",
    "settimana", "settimane", "week", "weeks", "riga", "righe", "row", "rows", "voce", "voci",
    "item", "items",
    "media", "average", "totale", "total", "somma", "sum", "massimo", "minimo", "highest", "lowest", "most",
    "least", "quanto", "quanti", "much", "many"})


def _per_person(header: list[str], data: list[list[str]], over: list[list[str]], columns: list[int],
                op: Op | None) -> TableAnswer | None:
    """"chi ha speso di più?", "quanto ha speso ciascuno?": the amounts added up per person (the
    one column of names that repeat), then the top (or bottom) one, or each; rows in another
    currency than most are left out (never € + £). None when no one column groups the rows."""
    figures = [i for i in columns if _numeric(data, i) and not _numbering(data, i)]
    # "chi ha lavorato più ore?": the one column of figures named (hours), else the money
    money = figures[0] if len(figures) == 1 else _money_column(header, data, columns)
    if money is None:
        return None
    texts = [i for i in range(len(header)) if i != money and not _numeric(data, i)
             and not _CURRENCY_HEADER.search(_plain(header[i]))
             and not any(_days_in(r[i]) for r in data if i < len(r))]
    # names that repeat: someone has several rows (a price list's items are each said once)
    distinct = {i: len({r[i].strip().lower() for r in data if i < len(r)}) for i in texts}
    repeated = [i for i in texts if 2 <= distinct[i] < len(data) and distinct[i] <= len(data) // 2 + 1]
    # a column headed as people ("socio", "chi") groups as soon as one of them has two rows
    named = [i for i in texts if 2 <= distinct[i] < len(data) and _WHO_HEADER.search(_plain(header[i]))]
    if len(named) > 1:  # "Persona" beside "Cliente": the one who did it, over whom it was for
        named = [i for i in named if _PERSON_HEADER.search(_plain(header[i]))] or named
    group = named[0] if len(named) == 1 else repeated[0] if len(repeated) == 1 else None
    if group is None:
        return None
    currency_col = next((i for i, h in enumerate(header) if _CURRENCY_HEADER.search(_plain(h))), None)
    codes = [r[currency_col].strip().upper() for r in over
             if currency_col is not None and currency_col < len(r)]
    main = max(set(codes), key=codes.count) if codes else None
    totals: dict[str, Decimal] = {}
    kept: list[list[str]] = []
    left_out: list[str] = []
    for r in over:
        if group >= len(r) or money >= len(r) or (value := _number(r[money])) is None:
            continue
        if main is not None and currency_col is not None and currency_col < len(r) \
                and r[currency_col].strip().upper() != main:
            left_out.append(r[currency_col].strip().upper())
            continue
        who = r[group].strip()
        totals[who] = totals.get(who, Decimal(0)) + value
        kept.append(r)
    if len(totals) < 2:
        return None
    currency = main or _currency(header[money], [r[money] for r in data if money < len(r)])
    if op == "sum":
        return TableAnswer("value", header, kept, len(data), [], [], column=header[money], op="sum",
                           value=sum(totals.values(), Decimal(0)), currency=currency, by=header[group],
                           groups=tuple(totals.items()), left_out=tuple(dict.fromkeys(left_out)))
    best = max(totals.values()) if op == "max" else min(totals.values())
    label = ", ".join(who for who, v in totals.items() if v == best)
    return TableAnswer("value", header, kept, len(data), [], [], column=header[money], op=op, value=best,
                       currency=currency, label=label, by=header[group],
                       left_out=tuple(dict.fromkeys(left_out)))


def _as_written(columns: list[int], words: Sequence[str], heads: list[list[str]]) -> list[int]:
    """Of columns a word names, the one that says it as it was said ("notti", never "prezzo_notte"
    that says it in another number); all of them when not one alone does."""
    exact = [i for i in columns if any(w == tok for w in words for tok in heads[i])]
    return exact if len(exact) == 1 else columns


def _per_column(header: list[str], data: list[list[str]], over: list[list[str]], heads: list[list[str]],
                group: Sequence[str], naming: list[str], op: Op) -> TableAnswer | None:
    """"quale oliveto ha dato più olive?": the column the question names after "quale" groups the
    rows, the column of figures it names (else the money) is added up per group, the top (or
    bottom) group said. None when no one column is named so, or nothing is added up."""
    said = [fold(w) for w in group]
    cols = [i for i, toks in enumerate(heads) if any(_same(w, t) for w in said for t in toks)
            and not _numeric(data, i)]
    if len(cols) != 1:
        return None
    col = cols[0]
    others = [w for w in naming if w not in said]
    figures = _whole_figures(header, [i for i, toks in enumerate(heads) if i != col and _numeric(data, i)
                                      and any(_same(w, t) for w in others for t in toks)])
    figures = _as_written(figures, others, heads)
    value_col = figures[0] if len(figures) == 1 else _money_column(header, data, [])
    if value_col is None:  # "più olive" of a sheet with one column of figures ("Kg olive"): that one
        alone = [i for i in range(len(header)) if i != col and _numeric(data, i) and not _numbering(data, i)]
        value_col = alone[0] if len(alone) == 1 else None
    if value_col is None:
        return None
    totals: dict[str, Decimal] = {}
    kept = []
    for r in over:
        if max(col, value_col) < len(r) and (v := _number(r[value_col])) is not None and r[col].strip():
            totals[r[col].strip()] = totals.get(r[col].strip(), Decimal(0)) + v
            kept.append(r)
    if len(totals) < 2:
        return None
    best = max(totals.values()) if op == "max" else min(totals.values())
    label = ", ".join(k for k, v in totals.items() if v == best)
    currency = _currency(header[value_col], [r[value_col] for r in data if value_col < len(r)])
    return TableAnswer("value", header, kept, len(data), [], [], column=header[value_col], op=op, value=best,
                       currency=currency, label=label, by=header[col])


def _dated(data: list[list[str]]) -> bool:
    """Whether the rows are dated (a log of what happened), most of them in one column."""
    return any(sum(1 for r in data if i < len(r) and _days_in(r[i])) * 5 >= len(data) * 4
               for i in range(max(len(r) for r in data)))


def _date_column(data: list[list[str]]) -> int | None:
    """The column most rows hold a full date in (four in five at least), if one does."""
    width = max(len(r) for r in data)
    counts = [sum(1 for r in data if i < len(r) and _full_date(r[i]) is not None) for i in range(width)]
    best = max(range(width), key=lambda i: counts[i], default=None)
    return best if best is not None and counts[best] * 5 >= len(data) * 4 else None


def _full_date(cell: str) -> date | None:
    found = [d for d, _, _ in find_dates(cell) if isinstance(d, date)]
    return found[0] if found else None


def _upcoming(header: list[str], data: list[list[str]], over: list[list[str]], said: list[str],
              labels: list[str], today: date) -> TableAnswer | None:
    """"quando è la prossima partita?": the rows of the first day on or after `today` (several on
    that day are all shown); none ahead: the day of the last one, no row shown."""
    col = _date_column(data)
    if col is None:
        return None
    dated = [(d, r) for r in over if col < len(r) and (d := _full_date(r[col])) is not None]
    ahead = [d for d, _ in dated if d >= today]
    if not ahead:
        last = max((d for d, _ in dated), default=None)
        return TableAnswer("next", header, [], len(data), said, labels, column=header[col], day=last)
    first = min(ahead)
    return TableAnswer("next", header, [r for d, r in dated if d == first], len(data), said, labels,
                       column=header[col], day=first)


def answer_table(rows: list[list[str]], where: Sequence[str], *, count: bool = False,
                 op: Op | None = None, about: Sequence[str] = (), amount: bool = False,
                 by: Literal["who", "each"] | None = None, negated: bool = False,
                 who: bool = False, upcoming: date | None = None,
                 group: Sequence[str] = ()) -> TableAnswer | None:
    """The rows of `rows` (header first) that the words `where` pick, counted (`count`), worked
    out over one column (`op`), or shown; None when the table cannot answer that way. With
    `upcoming` (today), the rows picked of the first day on or after it ("the next match"); with
    `group` (the words of a column) and max/min, the rows added up per value of that column.

    A word picks the rows where a cell says it (the cell's first word when any cell starts with
    it: "Notte" and not "Smonto notte"); a word no cell and no header says is left aside, unless
    it is a weekday or a feast, which must hold. A word the header says names the column; so do
    the words `about` (what is counted, "millesimi"), which never pick rows.
    """
    if len(rows) < 2 or not _is_header(rows[0]):
        return None
    header = [h.strip() for h in rows[0]]
    data = [r for r in rows[1:] if not (r and _TOTAL_ROW.match(r[0].strip()))]
    if not data:
        return None
    if op == "missing":
        return _missing_months(header, data)
    folded = [[fold(c) for c in r] for r in data]
    words: list[str] = []
    for raw in where:
        words.extend(w for w in fold(raw).split() if w not in words)
    feasts, feast_words = _feast_days(set(words) | {w for raw in about for w in fold(raw).split()})
    if not words and op is None and by is None and upcoming is None and not feasts:
        return None
    heads = [fold(h).split() for h in header]
    unsaid: list[str] = []  # the words no cell and no header says
    soft: list[set[int]] = []  # the rows of words that also name any job or piece of work
    by_yes_no = False  # rows picked by what a sì/no column says: who did it, counted or named
    raw_of = {w: w for w in words}
    naming = [*words, *(w for raw in about for w in fold(raw).split())]
    columns = [i for i, toks in enumerate(heads) if any(_same(w, t) for w in naming for t in toks)]
    picked: set[int] | None = None
    said: list[str] = []
    must = False
    numbers = [v for raw in where for v in [_said_number(raw)]
               if v is not None and v >= 100 and not re.fullmatch(r"(?:19|20)\d\d", raw.strip())]
    bands = {i: b for i, r in enumerate(data) for c in r[:2] if (b := _band(c)) is not None}
    if numbers and len(bands) >= 2:
        # "con isee 30mila" over a table of bands: the row whose range holds the number
        hits = {i for i, b in bands.items() if any(_in_band(v, b) for v in numbers)}
        if hits:
            picked = hits
            said.append(next(data[i][j].strip() for i in sorted(hits) for j in range(min(2, len(data[i])))
                             if _band(data[i][j]) is not None))
            must = True
    if feasts:  # "over christmas and new year": the rows of either day
        stay = _stay_columns(data)
        hits = {i for i, r in enumerate(data) if any(_on_day(r, month, day, stay) for month, day in feasts)}
        picked = hits if picked is None else picked & hits
        said.extend(f"{day:02d}/{month:02d}" for month, day in feasts)
        must = True
    for word in words:
        if word in feast_words:
            continue  # "a capodanno" is the rows of 1 January, never those whose notes say "capodanno"
        named = [i for i, toks in enumerate(heads) if any(_same(word, t) for t in toks)]
        if named:
            yes_no = [i for i in named if _yes_or_no(data, i)]
            if (count or negated or who) and len(yes_no) == 1:
                # "quanti hanno confermato?" over a column of sì/no: the rows that say yes; "chi
                # non ha ancora pagato?": those that do not
                col = yes_no[0]
                hits = {i for i, r in enumerate(folded) if col < len(r) and (r[col] not in _YES) == negated}
                picked = hits if picked is None else picked & hits
                said.append(f"{header[col]}: no" if negated else header[col])
                by_yes_no = True
                must = True
            continue  # it names a column
        target = word[:-1] if word.endswith("s") and word[:-1] in _WEEKDAYS else word
        weekday = _WEEKDAYS.get(target) if target in _SPOKEN_WEEKDAYS else None
        if word in _MONTHS:  # "a ottobre": the rows dated in October, or naming it ("ottobre")
            month = _MONTHS[word]
            hits = {i for i, r in enumerate(data) if any(month in _months_in(c) for c in r)}
            if hits or must or picked is not None or any(_months_in(c) for r in data for c in r):
                picked = hits if picked is None else picked & hits
                said.append(word)
                must = True
            continue
        if word.isdigit():
            continue  # a number picks rows only as part of a date (left to the summary)
        says = _weekday_is(weekday) if weekday is not None else _word_is(word)
        must = must or weekday is not None
        # a cell's first word, or the first word of an item of a list in it ("Elena e Priya")
        strong = {i for i, r in enumerate(folded) if any(item.split() and says(item.split()[0])
                                                         for c in r for item in _LIST_SEP.split(c))}
        weak = {i for i, r in enumerate(folded) if any(says(t) for c in r for t in c.split())}
        hits = strong or weak
        if weekday is None and (not hits or len(hits) == len(data)):
            if not hits and word not in _ROW_NOUNS:
                unsaid.append(raw_of.get(word, word))
            continue  # said by no row, or by every row: it picks nothing
        if word in _SOFT_NOUNS:
            soft.append(hits)  # "the panaro job": Panaro's rows, never only those that say "lavori"
            continue
        picked = hits if picked is None else picked & hits
        example = next((data[i][j].strip() for i in sorted(hits) for j, c in enumerate(folded[i])
                        if j < len(data[i]) and any(says(t) for t in c.split())), word)
        if example not in said:
            said.append(example)
    if picked is None and soft:  # "the hours of direzione lavori": the word alone picks them
        picked = set.intersection(*soft)
    if picked is None and must:
        picked = set()
    if op in ("sum", "average") and by is None and picked is None and words and len(unsaid) == len(words):
        # "how much did the vanilla cost?" of a log no row of which says vanilla: said so, never
        # the whole log added up as if it were the vanilla
        return TableAnswer("count", header, [], len(data), unsaid, [])
    chosen = sorted(picked) if picked is not None else None
    rows_picked = [data[i] for i in chosen] if chosen is not None else []
    labels = [r[0].strip() for r in rows_picked if r]
    if upcoming is not None and op is None and not count:
        return _upcoming(header, data, rows_picked if chosen is not None else data, said, labels, upcoming)
    if group and op in ("max", "min"):
        # "quale camera ci ha fatto guadagnare di più?": the rows added up per room, the top one
        grouped = _per_column(header, data, rows_picked if chosen is not None else data, heads, group,
                              naming, op)
        if grouped is not None:
            return dataclasses.replace(grouped, said=said, labels=labels)
    if by is not None and (op in ("max", "min") or (by == "each" and op in (None, "sum"))):
        grouped = _per_person(header, data, rows_picked if chosen is not None else data, columns,
                              "sum" if by == "each" else op)
        if grouped is not None:
            return dataclasses.replace(grouped, said=said, labels=labels)
    if op is not None:
        numeric = [i for i in columns if _numeric(data, i)]
        if len(numeric) > 1:
            # "la cella frigo": cella_frigo_c is named by both words, frigo_banco_c by one
            named_by = {i: sum(1 for w in naming if any(_same(w, tok) for tok in heads[i])) for i in numeric}
            most = max(named_by.values())
            numeric = [i for i in numeric if named_by[i] == most]
            numeric = _as_written(_whole_figures(header, numeric), words, heads)
        if not numeric:  # no column named: the sheet's one column of figures, if it has one
            numeric = [i for i in range(len(header)) if _numeric(data, i)]
        if len(numeric) != 1:
            return None  # which figures is not said, or said twice
        col = numeric[0]
        over = rows_picked if chosen is not None else data
        values = [(v, r) for r in over if col < len(r) and (v := _number(r[col])) is not None]
        if not values:
            return None
        result, label = _worked_out(op, values)
        currency = _currency(header[col], [r[col] for r in data if col < len(r)])
        money = _MONEY_HEADER.search(_plain(header[col]).replace("_", " ")) is not None
        apart = _sum_apart(data, header, col, [r for _, r in values]) if op == "sum" and money else ()
        if len(apart) == 1:
            currency, apart = apart[0][1], ()
        return TableAnswer("value", header, [r for _, r in values], len(data), said, labels,
                           column=header[col], op=op, value=result, currency=None if apart else currency,
                           label=label, apart=apart)
    named_figures = _whole_figures(header, [i for i in columns if _numeric(data, i)])
    if amount and not count and (len(rows_picked) > 1 or chosen is None) and _dated(data):
        # "quanto ho guadagnato a ottobre?" over a log: its amounts added up, each currency apart
        money_col = _money_column(header, data, columns)
        over = rows_picked if chosen is not None else data
        values = [(v, r) for r in over if money_col is not None and money_col < len(r)
                  and (v := _number(r[money_col])) is not None]
        if money_col is not None and values:
            total = sum((v for v, _ in values), Decimal(0))
            apart = _sum_apart(data, header, money_col, [r for _, r in values])
            currency = (apart[0][1] if len(apart) == 1 else None if apart
                        else _currency(header[money_col], [r[money_col] for r in data if money_col < len(r)]))
            return TableAnswer("value", header, [r for _, r in values], len(data), said, labels,
                               column=header[money_col], op="sum", value=total, currency=currency,
                               apart=apart if len(apart) > 1 else ())
    figures = [i for i in range(len(header)) if _numeric(data, i) and not _numbering(data, i)]
    if amount and not count and chosen is not None and len(rows_picked) > 1 and len(figures) == 1 \
            and not _MONEY_HEADER.search(_plain(header[figures[0]]).replace("_", " ")):  # never prices added
        # "how much did the allotment produce in august?": the month's rows, their one column of
        # figures added up (kg), never the rows shown as the answer
        return answer_table(rows, where, op="sum", about=[*about, header[figures[0]]])
    if chosen is None and count and len(named_figures) == 1 and not _numbering(data, named_figures[0]):
        # "quanti cfu ho?", "quante ore in tutto?": the column of figures named, added up
        return answer_table(rows, where, op="sum", about=about)
    if chosen is None:
        return None  # no word picks any row
    if len(rows_picked) == 1 and len(named_figures) == 1:
        # "quanto costa il tempo pieno con isee 30mila?": one row, one column named: that figure
        col = named_figures[0]
        row = rows_picked[0]
        value = _number(row[col]) if col < len(row) else None
        if value is not None:
            label = next((c.strip() for c in row if c.strip() and _number(c) is None), None)
            currency = _currency(header[col], [r[col] for r in data if col < len(r)])
            return TableAnswer("value", header, rows_picked, len(data), said, labels, column=header[col],
                               value=value, currency=currency, label=label)
    people = _people_column(header, data, naming) if count and not named_figures and not by_yes_no else None
    if people is not None and rows_picked:
        # "how many guests over christmas?" over bookings with a column of persons: those added up
        return answer_table(rows, where, op="sum", about=[*about, header[people]])
    if count and len(named_figures) == 1 and len(rows_picked) > 1 and not by_yes_no:
        # "quante ore ho lavorato a ottobre?": the hours of those rows added up
        return answer_table(rows, where, op="sum", about=about)
    if count and named_figures and rows_picked and not by_yes_no:
        count = False  # "quanti millesimi ha Operti?": the figure of his row, not a count of rows
    if count:
        return TableAnswer("count", header, rows_picked, len(data), said, labels)
    if not rows_picked or len(rows_picked) > MAX_ROWS:
        return None
    return TableAnswer("rows", header, rows_picked, len(data), said, labels)


_PEOPLE_WORDS = frozenset({"ospiti", "ospite", "guests", "guest", "persone", "people", "partecipanti",
                           "participants", "pax", "coperti", "covers", "iscritti", "presenti"})
_PEOPLE_HEADER = re.compile(r"\b(?:persone|people|pax|ospiti|guests|partecipanti|participants|coperti|covers|"
                            r"n persone|numero persone|num persone|adulti e bambini)\b")


def _people_column(header: list[str], data: list[list[str]], naming: list[str]) -> int | None:
    """The one column of figures that counts persons ("persone", "pax"), when persons are counted
    ("quanti ospiti…"): a booking of four is four guests, never one."""
    if not _PEOPLE_WORDS & set(naming):
        return None
    found = [i for i, h in enumerate(header) if _PEOPLE_HEADER.search(_plain(h).replace("_", " "))
             and _numeric(data, i)]
    return found[0] if len(found) == 1 else None


def _missing_months(header: list[str], data: list[list[str]]) -> TableAnswer | None:
    """"quale mese non ha pagato?": of a column whose every row says one month (by name or a
    date), the months missing between the first and the last; None when no column is one."""
    for col in range(len(header)):
        cells = [r[col] for r in data if col < len(r) and r[col].strip()]
        months = [_months_in(c) for c in cells]
        if len(cells) < 3 or len(cells) * 5 < len(data) * 4 or any(len(m) != 1 for m in months):
            continue
        seen = [next(iter(m)) for m in months]
        if len(set(seen)) != len(seen):
            continue  # a month twice: a log of events, not one row a month
        gaps = tuple(m for m in range(min(seen), max(seen) + 1) if m not in seen)
        return TableAnswer("missing", header, data, len(data), [], [], column=header[col], months=gaps)
    return None


_YES = frozenset({"si", "yes", "y", "x", "ok", "true", "confermato", "confermata", "confermati", "confirmed",
                  "presente", "present", "pagato", "paid", "fatto", "done"})
_NO = frozenset({"no", "n", "false", "non", "forse", "maybe", "assente", "absent", "da pagare", "unpaid",
                 "in attesa", "pending"})


def _yes_or_no(data: list[list[str]], column: int) -> bool:
    """Whether a column's cells say yes or no (sì / no / forse), most of them."""
    cells = [fold(r[column]) for r in data if column < len(r) and r[column].strip()]
    return len(cells) >= 2 and sum(c in _YES or c in _NO for c in cells) * 5 >= len(cells) * 4 \
        and any(c in _YES for c in cells)


def _weekday_is(day: int) -> Callable[[str], bool]:
    return lambda token: _WEEKDAYS.get(token) == day


def _word_is(word: str) -> Callable[[str], bool]:
    return lambda token: _same(word, token)


def _worked_out(op: Op, values: list[tuple[Decimal, list[str]]]) -> tuple[Decimal, str | None]:
    numbers = [v for v, _ in values]
    if op == "sum":
        return sum(numbers, Decimal(0)), None
    if op == "average":
        return (sum(numbers, Decimal(0)) / len(numbers)).quantize(Decimal("0.01")), None
    best = max(v for v, _ in values) if op == "max" else min(v for v, _ in values)
    # every row that holds it: two exams with 30 are both the highest, never the first alone
    labels = [label for v, row in values if v == best and (label := _row_label(row))]
    return best, ", ".join(dict.fromkeys(labels)) or None


def _row_label(row: list[str]) -> str | None:
    """What names a row: its first cell of words; a date or a code first ("10/11/2026",
    "P-2026-027") with the first cell of plain words after it ("10/11/2026, Priya")."""
    cells = [c.strip() for c in row if c.strip() and _number(c) is None]
    if not cells:
        return None
    if any(ch.isdigit() for ch in cells[0]):
        words = next((c for c in cells[1:] if not any(ch.isdigit() for ch in c)), None)
        if words is not None:
            return f"{cells[0]} · {words}"
    return cells[0]
