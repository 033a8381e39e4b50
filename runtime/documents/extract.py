"""Pull named fields (supplier, price, date...) out of a document's text.

:func:`extract_entries` reads the text of one document (a quote, an invoice)
and returns one :class:`Entry` with the requested fields. Field names may be
Italian or English (``fornitore``/``supplier``, ``prezzo``/``price``...); they
are mapped to canonical names by :func:`canonical_field`.

The rules are deterministic and line based:

* **price** — the total wins: a line labelled "Totale complessivo",
  "Totale IVA inclusa", "Grand total", "Amount due"... beats a plain
  "Totale"/"Total" line, which beats a line labelled as a price ("Prezzo",
  "Importo", "Price", "Amount"), which beats a unit price or a subtotal.
  Subtotals ("Imponibile", "Subtotale"), VAT lines, discounts and share
  capital are never totals. Among equally ranked lines the largest amount
  wins. With no label at all, the largest amount with a currency marker is
  taken.
* **supplier** — a labelled line ("Fornitore:", "Ditta:", "Da:",
  "Supplier:", "From:"), else the first line with a company form (S.r.l.,
  S.p.A., SRL, Ltd, GmbH...), else the first short line that is not a title
  ("Preventivo n. 12") — recipient blocks ("Spett.le", "To:", "Cliente:")
  are skipped.
* **date** — the document date: "Data:"/"Date:" lines first, then
  "del 12/03/2026" or "Milano, 12 marzo 2026"; expiry, delivery and payment
  dates are ignored.
* **quantity**, **description**, **vat** — labelled lines, else item rows (a
  description, a quantity, a unit price and a line amount that equals
  quantity × unit price).
* **currency** — the marker on the price line, else the currency most of the
  document's amounts are written in; an entry with a price or VAT also keeps it
  on :attr:`Entry.currency` whether or not it was asked for.
* **due_date**, **number**, **kind** — the payment due date, the document's own
  number and its kind, read by :mod:`runtime.documents.kinds`.

Every entry records the document it came from (``source``) and, for each
value, the line it was read from (``raw``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from functools import cached_property
from types import MappingProxyType

from runtime.documents.amounts import (
    document_currency,
    find_dates,
    parse_amount,
    parse_date,
    scan_amounts,
)
from runtime.documents.kinds import classify_document, find_document_number, find_due_date
from runtime.documents.read import table_rows

__all__ = [
    "CANONICAL_FIELDS",
    "FIELD_ALIASES",
    "Entry",
    "FieldValue",
    "canonical_field",
    "extract_entries",
]

FieldValue = str | Decimal | date

#: Canonical field name → accepted names (Italian and English, compared
#: case- and accent-insensitively).
FIELD_ALIASES: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "supplier": (
            "supplier", "suppliers", "vendor", "vendors", "company", "companies", "seller",
            "fornitore", "fornitori", "ditta", "ditte", "azienda", "aziende", "venditore",
            "venditori", "ragione sociale", "nome fornitore", "supplier name",
        ),
        "price": (
            "price", "prices", "total", "totals", "amount", "amounts", "cost", "costs",
            "total price", "total amount", "prezzo", "prezzi", "totale", "totali", "importo",
            "importi", "costo", "costi", "prezzo totale", "importo totale",
        ),
        "date": ("date", "dates", "data", "date documento", "data documento", "document date"),
        "quantity": ("quantity", "quantities", "qty", "quantita", "qta", "q.ta", "pezzi"),
        "description": (
            "description", "descriptions", "subject", "item", "items", "descrizione",
            "descrizioni", "oggetto", "articolo", "articoli",
        ),
        "vat": ("vat", "iva", "tax", "imposta"),
        "currency": ("currency", "currencies", "valuta", "valute", "divisa"),
        "due_date": (
            "due date", "due dates", "due", "payment due", "pay by", "scadenza", "scadenze",
            "data di scadenza", "data scadenza", "scadenza pagamento", "entro", "entro quando",
        ),
        "number": (
            "number", "numero", "num", "nr", "invoice number", "invoice no", "numero fattura",
            "n fattura", "document number", "numero documento",
        ),
        "kind": ("kind", "kinds", "type", "tipo", "tipi", "document type", "tipo documento"),
    }
)  # fmt: skip

#: The canonical field names, in a stable order.
CANONICAL_FIELDS: tuple[str, ...] = tuple(FIELD_ALIASES)


_FOLD_CACHED = 4096  # characters remembered: a text of every script cannot grow the table without end


class _FoldTable(dict[int, str]):
    """``str.translate`` table of :func:`_fold`, filled as characters are first met."""

    def __missing__(self, code: int) -> str:
        ch = chr(code)
        base = unicodedata.normalize("NFKD", ch)[:1] or ch
        low = base.lower()
        out = low if len(low) == 1 else base
        if len(self) < _FOLD_CACHED:
            self[code] = out
        return out


_FOLD_TABLE = _FoldTable()


def _fold(text: str) -> str:
    """Lowercase and strip accents, one character out for each one in."""
    if text.isascii():
        return text.lower()
    return text.translate(_FOLD_TABLE)


def _alias_key(name: str) -> str:
    folded = _fold(name.strip())
    folded = re.sub(r"[\s_\-]+", " ", folded)
    return folded.replace(".", "").strip()


_ALIAS_INDEX: dict[str, str] = {
    _alias_key(alias): canonical
    for canonical, aliases in FIELD_ALIASES.items()
    for alias in (canonical, *aliases)
}


def canonical_field(name: str) -> str | None:
    """Map a field name in Italian or English to its canonical name.

    ``"Fornitore"`` → ``"supplier"``, ``"prezzo"`` → ``"price"``,
    ``"Quantità"``/``"q.tà"`` → ``"quantity"``; ``None`` for an unknown name.
    """
    return _ALIAS_INDEX.get(_alias_key(name))


@dataclass(frozen=True)
class Entry:
    """The fields found in one document.

    ``values`` maps canonical field names (or, for names that are not
    canonical, the lowercased requested name) to values: ``str`` for
    supplier/description/currency/number/kind, :class:`~decimal.Decimal` for
    price/quantity/vat, :class:`~datetime.date` for date/due_date. ``raw`` maps
    the same keys to the line each value was read from. ``fields`` lists the
    requested keys in request order (missing ones included). ``currency`` is
    the ISO code of the price or VAT found, when the document names one.
    """

    values: Mapping[str, FieldValue]
    raw: Mapping[str, str]
    source: str
    fields: tuple[str, ...] = field(default=())
    currency: str | None = None
    price_label: str | None = None  # a table's own name for the figures taken as the price

    def to_item(self) -> dict[str, object]:
        """A plain dict ``{field: value, ..., "source": source}``.

        Every requested field is present (``None`` when not found); numbers
        are floats rounded to 2 decimals, dates ISO strings.
        """
        item: dict[str, object] = {}
        for key in self.fields or tuple(self.values):
            value = self.values.get(key)
            if isinstance(value, Decimal):
                item[key] = round(float(value), 2)
            elif isinstance(value, date):
                item[key] = value.isoformat()
            else:
                item[key] = value
        item["source"] = self.source
        if self.price_label:
            item["_price_label"] = self.price_label  # "Millesimi": what the figures are
        return item


# --------------------------------------------------------------------------- lines


@dataclass(frozen=True)
class _Line:
    text: str
    folded: str

    @cached_property
    def amounts(self) -> list[_Amount]:
        """The numbers on this line (computed once), the first :data:`MAX_LINE_AMOUNTS` of them."""
        return [
            _Amount(value, currency, start, end, bool(currency) or two_decimals)
            for value, currency, start, end, two_decimals in scan_amounts(self.text, MAX_LINE_AMOUNTS)
        ]


#: A line is looked at up to this many characters: the labels and values of a quote fit in far
#: fewer, and every rule below then costs at most this much per line, whatever the document.
MAX_LINE_CHARS = 2000
#: The numbers of a line looked at (a quote's lines hold a few; each costs a look at its label).
MAX_LINE_AMOUNTS = 64
#: The label in front of an amount is looked for this far back on its line.
_CONTEXT_CHARS = 120
#: A supplier's name is looked for in this much of its line.
_NAME_CHARS = 300


def _lines(text: str) -> list[_Line]:
    result = []
    for raw in text.replace("\r\n", "\n").replace("\r", "\n").replace("\f", "\n").split("\n"):
        stripped = raw[: MAX_LINE_CHARS * 2].strip()[:MAX_LINE_CHARS]
        result.append(_Line(stripped, _fold(stripped)))
    return result


def _raw(line: _Line) -> str:
    return _clip(line.text)


def _clip(text: str) -> str:
    return re.sub(r"\s+", " ", text[:2000])[:200]


# --------------------------------------------------------------------------- price

_TOTAL_WORD = re.compile(r"\btot(?:ale|ali|al|\.)?\b|\bamount\s+due\b|\bbalance\s+due\b")
_STRONG_TOTAL = re.compile(
    r"complessiv|\bgenerale\b|\bfinale\b|\bfinal\b|inclus|compres|comprensiv|\bivato\b|"
    r"da\s+pagare|\bdovuto\b|\bgrand\b|\bdue\b|payable|\bincl\b|\binc\b|including|"
    r"\bdocumento\b|\bpreventivo\b|\bofferta\b|\bquote\b|\bfattura\b|\binvoice\b"
)
_NOT_TOTAL = re.compile(
    r"sub\s*-?\s*tot|parzial|imponibil|\bnett[oa]\b|\bnet\b|escl|\bexcl|\bex\b|senza\s+iva|"
    r"before\s+(?:tax|vat)|pre-?tax|\+\s*(?:iva|vat)|\bsconto\b|\bdiscount\b|\bribasso\b|"
    r"\bpezzi\b|\barticoli\b|\bitems\b|\bquantita\b|\bqty\b|\bq\s?\.?\s?ta\b|\bcolli\b|"
    r"\bpeso\b|\bweight\b"
)
_VAT_WORD = re.compile(r"\biva\b|\bvat\b|\btax\b|\bimposta\b")
_VAT_ID = re.compile(
    r"p\s*\.?\s*iva|partita\s+iva|\bvat\s*(?:no|nr|n|number|id|reg|registration|code)\b|"
    r"\bc\s*\.?\s*f\s*\.|codice\s+fiscale|\btax\s+(?:id|code|number)\b"
)
_PRICE_WORD = re.compile(
    r"\bprezz[oi]\b|\bimport[oi]\b|\bcost[oi]\b|\bcosts?\b|\bprices?\b|\bamounts?\b|"
    r"\bcorrispettivo\b|\bcompenso\b|\bfee\b|\bcanone\b"
)
_UNIT_PRICE = re.compile(
    r"unitari|\bunit\b|\bcad\b|cadaun|\beach\b|\bp\s?\.\s?u\b|/\s*(?:pz|pezzo|unit|ea)\b|"
    r"al\s+pezzo|per\s+unit|listino|\blist\b"
)
_IGNORE_AMOUNTS = re.compile(
    r"capitale\s+sociale|cap\.?\s*soc|share\s+capital|\biban\b|\bswift\b|\bbic\b|"
    r"\bsconto\b|\bdiscount\b|\bribasso\b|\bsuperior|\bover\b|\bup\s+to\b|\bfino\s+a\b|"
    r"\boltre\b|\bminim"
)


def _is_vat_context(context: str) -> bool:
    return bool(_VAT_WORD.search(context)) and not _VAT_ID.search(context)


def _price_score(context: str) -> int:
    """Rank a label: 100 grand total, 80 total, 50 price, 20 unit price, 10 subtotal."""
    is_total = bool(_TOTAL_WORD.search(context))
    if is_total and _NOT_TOTAL.search(context):
        return 10
    vat_only = _is_vat_context(context) and not re.search(r"inclus|compres|ivato|\bincl", context)
    if vat_only:
        return 0
    if is_total:
        return 100 if _STRONG_TOTAL.search(context) else 80
    if _NOT_TOTAL.search(context):
        return 10 if re.search(r"imponibil|sub\s*-?\s*tot|parzial", context) else 0
    if _PRICE_WORD.search(context):
        return 20 if _UNIT_PRICE.search(context) else 50
    return 0


@dataclass(frozen=True)
class _Amount:
    value: Decimal
    currency: str
    start: int
    end: int
    money: bool


def _amounts(line: _Line) -> list[_Amount]:
    return line.amounts


def _context_before(line: _Line, amounts: list[_Amount], index: int) -> str:
    """The label text in front of ``amounts[index]`` on its line."""
    start = amounts[index].start
    previous_end = amounts[index - 1].end if index > 0 else 0
    segment = line.folded[max(previous_end, start - _CONTEXT_CHARS) : start]
    if re.search(r"[a-z]{2,}", segment):
        return segment
    return line.folded[max(0, start - _CONTEXT_CHARS) : start]


def _only_amounts(line: _Line, amounts: list[_Amount]) -> bool:
    rest = line.folded
    for a in reversed(amounts):
        rest = rest[: a.start] + rest[a.end :]
    return not re.search(r"[a-z]", rest)


@dataclass(frozen=True)
class _PriceCandidate:
    score: int
    value: Decimal
    currency: str
    order: int
    line: _Line


def _price_candidates(lines: list[_Line]) -> list[_PriceCandidate]:
    """Scored price candidates, at most one per labelled line."""
    found: list[_PriceCandidate] = []
    previous: tuple[_Line, bool] | None = None  # last non-empty line, had amounts
    for line in lines:
        if not line.text:
            continue
        amounts = _amounts(line)
        before, previous = previous, (line, bool(amounts))
        if not amounts or _IGNORE_AMOUNTS.search(line.folded):
            continue
        # Bare integers ("Totale: 1830") count only on a line without money amounts.
        pool = [a for a in amounts if a.money] or amounts
        label: str | None = None
        if before is not None and not before[1] and _only_amounts(line, amounts):
            label = before[0].folded  # "Totale" on one line, the amount on the next
        scored: list[tuple[int, _Amount]] = []
        for index, amount in enumerate(pool):
            context = label if label is not None else _context_before(line, pool, index)
            score = _price_score(context)
            if score == 0 and amount.currency and not _is_vat_context(context):
                score = 5  # unlabelled, but written as money with a currency
            if score >= 10 or (score > 0 and amount.money):
                scored.append((score, amount))
        if not scored:
            continue
        best_score = max(s for s, _ in scored)
        same = [a for s, a in scored if s == best_score]
        # A label names the last amount after it ("Totale | | EUR 1.830,00").
        for amount in same if best_score == 5 else same[-1:]:
            found.append(
                _PriceCandidate(best_score, amount.value, amount.currency, len(found), line)
            )
    return found


def _best_price(lines: list[_Line]) -> _PriceCandidate | None:
    candidates = [c for c in _price_candidates(lines) if c.value > 0]
    if not candidates:
        return None
    return max(candidates, key=lambda c: (c.score, c.value, c.order))


# ------------------------------------------------------------------------ supplier

_COMPANY_FORM = re.compile(
    r"(?<![\w@./\-])(?:s\.?\s?r\.?\s?l\.?\s?s\b\.?|s\.?\s?r\.?\s?l\b\.?|s\.?\s?p\.?\s?a\b\.?|"
    r"s\.?\s?n\.?\s?c\b\.?|s\.?\s?a\.?\s?s\b\.?|soc\.\s?coop\b\.?|"
    r"ltd\b\.?|limited\b|llc\b|l\.l\.c\.|(?<!iva\s)(?<!vat\s)(?<!tax\s)inc\b\.?|"
    r"incorporated\b|gmbh\b|plc\b|corp\b\.?|"
    r"ag\b(?=\s*$)|s\.?a\.?\b(?=\s*$))",
    re.IGNORECASE,
)
_SUPPLIER_LABEL = re.compile(
    r"^(?:fornitore|ditta|azienda|venditore|mittente|ragione\s+sociale|emesso\s+da|"
    r"cedente\s?/\s?prestatore|cedente|prestatore|da|"
    r"supplier|vendor|seller|company|from|issued\s+by)\s*(?::|\t|$)\s*",
)
_RECIPIENT = re.compile(
    r"^(?:spett(?:\.?le|abile)?\b|gent(?:\.?(?:mo|ma|le)|ile)\b|egreg|alla\s+cortese|"
    r"c\.\s?a\.|att(?:\.?ne|n)?\b\.?|cliente\b|destinatario\b|intestat|a\s*:|per\s*:|"
    r"cessionario\b|committente\b|"
    r"to\s*:|bill\s+to\b|ship\s+to\b|customer\b|client\b|prepared\s+for\b|dear\b)",
)
_TITLE = re.compile(
    r"^(?:preventivo|offerta|quotazione|quote|quotation|estimate|fattura|invoice|ordine|"
    r"order|proforma|pro-forma|documento|pagina|page|rif|oggetto|subject|data|date)\b"
)
_CUT_AFTER_NAME = re.compile(
    r"\t|\s[|\-\u2013\u2014]\s|\s\(|,?\s*(?:p\.?\s?iva|partita\s+iva|c\.f\.|vat\b|via\b|viale\b|"
    r"piazza\b|corso\b|tel\b|phone\b|e-?mail\b|www\.|http)",
    re.IGNORECASE,
)


def _clean_name(value: str) -> str:
    # bounded input, and no match can start inside a run it already failed on: linear time
    value = re.sub(r"<[^<>]*>|(?<!\S)\S+@\S+", "", value[:_NAME_CHARS]).strip()
    form = _COMPANY_FORM.search(value)
    if form is not None:
        value = value[: form.end()]
    else:
        cut = _CUT_AFTER_NAME.search(value)
        if cut is not None and cut.start() > 0:
            value = value[: cut.start()]
    value = re.sub(r"\s+", " ", value).strip(" \t,;:-\u2013\u2014|\"'")
    return value


def _is_recipient_block(lines: list[_Line]) -> list[bool]:
    """Mark the lines of recipient blocks ("Spett.le ...", "To: ...") and their address.

    After a marker line with a name on it, following lines are taken as the
    address unless one names a company (that is another party); after a bare
    marker ("Spett.le"), the next line is the recipient's name whatever it is.
    """
    marks = [False] * len(lines)
    skip = 0
    name_pending = False
    for i, line in enumerate(lines):
        if not line.text:
            skip = 0
            continue
        if _RECIPIENT.match(line.folded):
            marks[i] = True
            rest = _RECIPIENT.sub("", line.folded, count=1).strip(" :.\t")
            name_pending = not rest
            skip = 3 if name_pending else 2
            continue
        if skip:
            if _COMPANY_FORM.search(line.text) and not name_pending:
                skip = 0
                continue
            marks[i] = True
            skip -= 1
            name_pending = False
    return marks


# a chat copied to a file: "[22/11/2026 18:31] Ciro: Ecco il nostro PREVENTIVO", "22/11/26, 18:31 - Ciro: …"
_CHAT_LINE = re.compile(r"^\[?\d{1,2}/\d{1,2}/\d{2,4},?\s+\d{1,2}[:.]\d{2}(?::\d{2})?\]?\s*(?:-\s*)?"
                        r"(?P<who>[^:\[\]]{1,40}):\s")
_CHAT_OFFER = re.compile(r"preventiv|offert|quot|estimate|totale|total\b|prezzo|price|€|euro|eur\b")


def _chat_supplier(lines: list[_Line]) -> tuple[str, _Line] | None:
    """In a chat, who made the offer: the speaker of the first message that prices something (or
    says it is a quote), by the business name the file gives them ("Pizzeria da Ciro"); None
    when the text is no chat."""
    chat = [(m.group("who").strip(), line) for line in lines if (m := _CHAT_LINE.match(line.text))]
    if len({who for who, _ in chat}) < 2:
        return None
    current: tuple[str, _Line] | None = None
    for line in lines:
        if (m := _CHAT_LINE.match(line.text)) is not None:
            current = (m.group("who").strip(), line)
            body = line.folded[m.end():]
        else:
            body = line.folded  # a message's next lines belong to who wrote it
        if current is not None and line.text and _CHAT_OFFER.search(body):
            who, first = current
            if who.lower() == chat[0][0].lower():
                continue  # whoever opened the chat asked; the other one offers
            named = re.compile(rf"\(([^(),]*\b{re.escape(who)}\b[^(),]*)[,)]", re.IGNORECASE)
            business = next((m.group(1).strip() for ln in lines[:3] if (m := named.search(ln.text))), None)
            return business or who, first
    return None


def _supplier(lines: list[_Line]) -> tuple[str, _Line] | None:
    chatted = _chat_supplier(lines)
    if chatted is not None:
        return chatted
    recipients = _is_recipient_block(lines)
    for line in lines:
        m = _SUPPLIER_LABEL.match(line.folded)
        if m is None or not line.text:
            continue
        value = _clean_name(line.text[m.end() :])
        if value and re.search(r"[^\W\d_]", value) and canonical_field(value) is None:
            return value, line
    for line, is_recipient in zip(lines, recipients, strict=True):
        if line.text and not is_recipient and _COMPANY_FORM.search(line.text):
            value = _clean_name(line.text)
            if re.search(r"[^\W\d_]{2,}", value):
                return value, line
    for line, is_recipient in zip(lines, recipients, strict=True):
        if not line.text or is_recipient or len(line.text) > 80:
            continue
        if _TITLE.match(line.folded) or not re.search(r"[^\W\d_]{2,}", line.text):
            continue
        value = _clean_name(line.text)
        if value:
            return value, line
    return None


# ---------------------------------------------------------------------------- date

_DATE_LABEL = re.compile(r"\bdata\b|\bdate\b|\bdated\b|\bissued\b|\bemess[oa]\b")
_DATE_DEL = re.compile(r"\b(?:del|dd|of|on)\s*$")
_DATE_IGNORE = re.compile(
    r"scaden|valid|entro|consegna|deliver|\bdue\b|expir|fino\s+al|until|pagament|payment|"
    r"nascita|birth|inizio|fine\s+lavori|start|\bend\b|spedizion|shipping|ritiro"
)


def _document_date(lines: list[_Line]) -> tuple[date, _Line] | None:
    best: tuple[int, int, date, _Line] | None = None
    order = 0
    for line in lines:
        for value, start, _end in find_dates(line.text):
            order += 1
            before = line.folded[max(0, start - _CONTEXT_CHARS) : start]
            if _DATE_IGNORE.search(before):
                continue
            if _DATE_LABEL.search(before):
                score = 3
            elif _DATE_DEL.search(before) or (
                    start <= _CONTEXT_CHARS and re.fullmatch(r"[^\d,]{2,40},\s*", before)):
                score = 2
            else:
                score = 1
            if best is None or score > best[0]:
                best = (score, order, value, line)
    return None if best is None else (best[2], best[3])


# ---------------------------------------------------- items, quantity, description


@dataclass(frozen=True)
class _Item:
    description: str
    quantity: Decimal
    line: _Line


def _items(lines: list[_Line]) -> list[_Item]:
    """Item rows: text, then quantity, unit price and amount = quantity × unit price."""
    items: list[_Item] = []
    for line in lines:
        amounts = _amounts(line)
        if len(amounts) < 3 or _IGNORE_AMOUNTS.search(line.folded):
            continue
        for k in range(len(amounts) - 2):
            qty, unit, total = amounts[k], amounts[k + 1], amounts[k + 2]
            if qty.currency or qty.value <= 0 or not unit.money or not total.money:
                continue
            if abs(qty.value * unit.value - total.value) > Decimal("0.011"):
                continue
            description = re.sub(r"\s+", " ", line.text[max(0, qty.start - _CONTEXT_CHARS) : qty.start])
            description = description.strip(" -:|\t")
            if re.search(r"[^\W\d_]{2,}", description):
                items.append(_Item(description, qty.value, line))
                break
    return items


_QUANTITY_LABEL = re.compile(
    r"^(?:quantita|q\s?\.?\s?ta|qty|quantity|n\.?\s*pezzi|pezzi|numero\s+pezzi)\s*(?::|\t)\s*"
)
_DESCRIPTION_LABEL = re.compile(
    r"^(?:oggetto|descrizione|description|subject|re|rif\.?|riferimento)\s*:\s*"
)


def _quantity(lines: list[_Line], items: list[_Item]) -> tuple[Decimal, _Line] | None:
    for line in lines:
        m = _QUANTITY_LABEL.match(line.folded)
        if m is not None:
            number = re.match(r"\d[\d.,]*", line.text[m.end() :].strip())
            value = parse_amount(number.group(0)) if number else None
            if value is not None:
                return value, line
    if len(items) == 1:
        return items[0].quantity, items[0].line
    return None


def _description(lines: list[_Line], items: list[_Item]) -> tuple[str, str] | None:
    for line in lines:
        m = _DESCRIPTION_LABEL.match(line.folded)
        if m is not None:
            value = re.sub(r"\s+", " ", line.text[m.end() :]).strip()
            if value:
                return value, _raw(line)
    if items:
        return "; ".join(i.description for i in items), "\n".join(_raw(i.line) for i in items)
    return None


def _vat(lines: list[_Line]) -> tuple[Decimal, str] | None:
    vat_lines: list[tuple[bool, Decimal, _Line]] = []
    for line in lines:
        folded = line.folded
        if not _is_vat_context(folded) or _IGNORE_AMOUNTS.search(folded):
            continue
        if re.search(r"inclus|compres|ivato|\bincl|escl|\bexcl|imponibil|sub\s*-?\s*tot", folded):
            continue
        money = [a for a in _amounts(line) if a.money]
        if money:
            vat_lines.append((bool(_TOTAL_WORD.search(folded)), money[-1].value, line))
    if not vat_lines:
        return None
    totals = [v for v in vat_lines if v[0]]
    if totals:
        return totals[-1][1], _raw(totals[-1][2])
    return sum((v[1] for v in vat_lines), Decimal(0)), "\n".join(_raw(v[2]) for v in vat_lines)


def _currency(text: str, lines: list[_Line], price: _PriceCandidate | None) -> tuple[str, str] | None:
    """The price's own currency marker, else the currency of most of the document's amounts."""
    if price is not None and price.currency:
        return price.currency, _raw(price.line)
    code = document_currency(text)
    if code is None:
        return None
    line = next((ln for ln in lines if any(a.currency == code for a in _amounts(ln))), None)
    return code, "" if line is None else _raw(line)


def _labelled_value(lines: list[_Line], key: str) -> tuple[str, str] | None:
    """Generic ``Label: value`` lookup for a field that is not canonical."""
    label = re.escape(_alias_key(key)).replace(r"\ ", r"\s+")
    pattern = re.compile(rf"^{label}\s*(?::|\t)\s*(?P<v>\S.*)$")
    for line in lines:
        m = pattern.match(line.folded)
        if m is not None:
            return re.sub(r"\s+", " ", line.text[m.start("v") :]).strip(), _raw(line)
    return None


# -------------------------------------------------------------------------- public


_AMOUNT_HEADERS = frozenset({"importo", "importi", "amount", "amounts", "prezzo", "price", "totale", "total",
                             "costo", "cost", "spesa", "spese", "euro", "eur", "valore", "value", "somma",
                             "sum", "paid", "pagato", "quota", "fee", "netto", "lordo", "€"})
_LABEL_HEADERS = frozenset({"descrizione", "description", "voce", "item", "causale", "fornitore", "supplier",
                            "nome", "name", "cliente", "client", "customer", "paziente", "patient", "socio",
                            "member", "oggetto", "dettaglio", "details", "note", "what"})
_DATE_HEADERS = frozenset({"data", "date", "giorno", "day", "quando", "when"})
_TABLE_SUFFIXES = (".csv", ".xlsx", ".xlsm")
MAX_TABLE_ROWS = 5000  # rows of one table turned into entries (the rest are not read)


def _header_key(cell: str) -> str:
    return " ".join(_fold(cell).replace("_", " ").split())


def _numeric_column(table: list[list[str]], i: int) -> bool:
    cells = [row[i].strip() for row in table[1:] if len(row) > i and row[i].strip()]
    return bool(cells) and all(parse_amount(c) is not None for c in cells)


def _figures_column(table: list[list[str]]) -> int | None:
    """With no amount named in the header, the one column of figures that is not a running
    number (1, 2, 3… of "Interno", "N."): None when there is none, or several."""
    width = len(table[0])
    numeric = [i for i in range(width) if _numeric_column(table, i)]
    figures = []
    for i in numeric:
        cells = [row[i].strip() for row in table[1:] if len(row) > i and row[i].strip()]
        running = [str(n) for n in range(1, len(cells) + 1)]
        if cells != running:
            figures.append(i)
    return figures[0] if len(figures) == 1 else None


def table_entries(text: str, keys: Sequence[str], *, source: str) -> list[Entry] | None:
    """A table's rows as entries ("spese_novembre.csv": one entry per expense) when a price is
    asked and the header names an amount column: the amount as the price, the description (or
    the first text column) as the supplier, a date column as the date. None when `source` is no
    table, or the table has no such header (then it is read as one document)."""
    if "price" not in keys or not source.lower().endswith(_TABLE_SUFFIXES):
        return None
    table = table_rows(text, "csv" if source.lower().endswith(".csv") else "xlsx", limit=MAX_TABLE_ROWS)
    if table is None or len(table) < 2:
        return None  # one row, or a workbook of several sheets
    header = [_header_key(c) for c in table[0]]
    amount = next((i for i, h in reversed(list(enumerate(header))) if set(h.split()) & _AMOUNT_HEADERS), None)
    figures_label = None
    if amount is None:
        amount = _figures_column(table)  # "Millesimi", "Punti": the one column of figures
        figures_label = table[0][amount].strip() if amount is not None else None
    if amount is None or len(header) < 2:
        return None
    label = next((i for i, h in enumerate(header) if set(h.split()) & _LABEL_HEADERS and i != amount), None)
    when = next((i for i, h in enumerate(header) if set(h.split()) & _DATE_HEADERS and i != amount), None)
    if label is None:  # the first column that names things (not "Interno": 1, 2, 3…)
        others = [i for i in range(len(header)) if i not in (amount, when)]
        label = next((i for i in others if not _numeric_column(table, i)), others[0] if others else None)
    currency = next((c for h in table[0] for c in ("EUR", "USD", "GBP", "CHF")
                     if c.lower() in h.lower() or (c == "EUR" and "€" in h)), None) or document_currency(text)
    out: list[Entry] = []
    last_row = None
    for row in table[1:]:
        last_row = None
        if len(row) <= amount:
            continue
        value = parse_amount(row[amount])
        if value is None:
            continue  # a total line written as text, a blank cell
        values: dict[str, FieldValue] = {"price": value}
        raw: dict[str, str] = {"price": row[amount].strip()}
        named = next((k for k in ("supplier", "description") if k in keys), None)
        if named is not None and label is not None and label < len(row) and row[label].strip():
            values[named], raw[named] = row[label].strip(), row[label].strip()
        if "date" in keys and when is not None and when < len(row):
            day = parse_date(row[when])
            if day is not None:
                values["date"], raw["date"] = day, row[when].strip()
        out.append(Entry(values=values, raw=raw, source=source, fields=tuple(keys),
                         currency=None if figures_label else currency, price_label=figures_label))
        last_row = row
    if last_row is not None and _is_total_row(last_row, out, amount):
        out.pop()  # "Totale;990,70" at the bottom is the sum, not one more expense
    return out or None


def _is_total_row(last: list[str], entries: list[Entry], amount: int) -> bool:
    words = {w for i, c in enumerate(last) if i != amount for w in _fold(c).split()}
    if words & {"totale", "total", "tot", "somma", "sum", "totali", "totals"}:
        return True
    if len(entries) < 3:
        return False
    *rest, final = (e.values["price"] for e in entries)
    before = sum((v for v in rest if isinstance(v, Decimal)), Decimal(0))
    return isinstance(final, Decimal) and final == before


def extract_entries(text: str, fields: Sequence[str], *, source: str) -> list[Entry]:
    """Extract the requested fields from one document's text.

    ``fields`` may use Italian or English names (see :data:`FIELD_ALIASES`);
    names that are not known are looked up as ``Name: value`` lines and kept
    as text under their lowercased name. Returns one :class:`Entry` for the
    document (a quote yields one entry), or an empty list when none of the
    requested fields is found. ``source`` (usually the file path) is kept on
    the entry. See the module docstring for the rules.

    Raises:
        ValueError: when ``fields`` is empty.
    """
    if not fields:
        raise ValueError("at least one field must be requested")
    keys: list[str] = []
    for name in fields:
        key = canonical_field(name) or _alias_key(name)
        if key and key not in keys:
            keys.append(key)
    rows = table_entries(text, keys, source=source)
    if rows is not None:
        return rows
    lines = _lines(text)
    values: dict[str, FieldValue] = {}
    raw: dict[str, str] = {}
    price: _PriceCandidate | None = None
    items: list[_Item] | None = None
    for key in keys:
        if key in ("price", "currency"):
            price = price or _best_price(lines)
        if key in ("quantity", "description"):
            items = _items(lines) if items is None else items
        if key == "supplier":
            found_supplier = _supplier(lines)
            if found_supplier is not None:
                values[key], raw[key] = found_supplier[0], _raw(found_supplier[1])
        elif key == "price" and price is not None:
            values[key], raw[key] = price.value, _raw(price.line)
        elif key == "currency":
            found_currency = _currency(text, lines, price)
            if found_currency is not None:
                values[key], raw[key] = found_currency
        elif key == "date":
            found_date = _document_date(lines)
            if found_date is not None:
                values[key], raw[key] = found_date[0], _raw(found_date[1])
        elif key == "quantity":
            found_quantity = _quantity(lines, items or [])
            if found_quantity is not None:
                values[key], raw[key] = found_quantity[0], _raw(found_quantity[1])
        elif key == "description":
            found_description = _description(lines, items or [])
            if found_description is not None:
                values[key], raw[key] = found_description
        elif key == "vat":
            found_vat = _vat(lines)
            if found_vat is not None:
                values[key], raw[key] = found_vat
        elif key == "due_date":
            found_due = find_due_date(text)
            if found_due is not None:
                values[key], raw[key] = found_due[0], _clip(found_due[1])
        elif key == "number":
            found_number = find_document_number(text)
            if found_number is not None:
                values[key], raw[key] = found_number[0], _clip(found_number[1])
        elif key == "kind":
            values[key], raw[key] = classify_document(text, source), ""
        elif key not in FIELD_ALIASES:
            found_other = _labelled_value(lines, key)
            if found_other is not None:
                values[key], raw[key] = found_other
    if not values:
        return []
    currency: str | None = None
    if "price" in values or "vat" in values:
        found_currency = _currency(text, lines, price if "price" in values else None)
        currency = None if found_currency is None else found_currency[0]
    return [Entry(values=values, raw=raw, source=source, fields=tuple(keys), currency=currency)]
