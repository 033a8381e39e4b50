"""What kind of document a text is (quote, invoice, receipt, contract), and what an invoice asks.

:func:`classify_document` weighs Italian and English cues: a title line near
the top ("FATTURA N. 45", "Quotation Q-118", "Contratto di locazione") weighs
most, a subject line ("Oggetto: preventivo ...") next, then telling phrases
("validità dell'offerta", "il locatore", "amount due"), then plain words deep
in the text. Mentions of another document ("come da vostro preventivo n. 12",
"as per your quote", "a saldo della fattura") are blanked out first, so an
invoice that cites a quote is still an invoice. The file name only breaks
ties; a text with too few cues (a shopping list, notes) is ``"other"``.

:func:`invoice_facts` reads the amount to pay, its currency, the due date and
the invoice number. Every function looks at the first :data:`MAX_CHARS`
characters only, and every pattern is free of nested quantifiers.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Literal

from runtime.documents.amounts import document_currency, find_amounts, find_dates

__all__ = [
    "DOC_KINDS",
    "MAX_CHARS",
    "DocKind",
    "InvoiceFacts",
    "classify_document",
    "find_document_number",
    "find_due_date",
    "invoice_facts",
    "says_paid",
]

DocKind = Literal["quote", "invoice", "receipt", "contract", "other"]

#: Every kind, in a stable order.
DOC_KINDS: tuple[DocKind, ...] = ("quote", "invoice", "receipt", "contract", "other")

#: How much of a document is looked at.
MAX_CHARS = 20_000

_TOP_LINES = 12  # the lines where a title is expected
_TITLE_MAX_LEN = 90
_FIRST_TITLE, _TOP_TITLE, _LATE_TITLE, _SUBJECT = 12, 6, 3, 8
_STRONG, _MEDIUM, _WEAK = 4, 2, 1
_CAP = 3  # each cue group counts at most this many hits
_THRESHOLD = 5  # below this, the text is "other"
_NAME_BONUS = 0.5  # the file name only breaks ties
_TIE_ORDER: tuple[DocKind, ...] = ("invoice", "receipt", "quote", "contract")


_FOLD_CACHED = 4096  # characters remembered: a text of every script cannot grow the table without end


class _FoldTable(dict[int, str]):
    """``str.translate`` table of :func:`_fold`, filled as characters are first met."""

    def __missing__(self, code: int) -> str:
        ch = chr(code)
        if ch.isascii():
            out = ch.lower()
        elif ch in "\u2019\u2018`\u00b4":
            out = "'"
        else:
            base = unicodedata.normalize("NFKD", ch)[:1] or ch
            low = base.lower()
            out = low if len(low) == 1 else base
        if len(self) < _FOLD_CACHED:
            self[code] = out
        return out


_FOLD_TABLE = _FoldTable()


def _fold(text: str) -> str:
    """Lowercase, strip accents, straighten apostrophes; one character out for each one in."""
    if text.isascii():
        return text.lower()
    return text.translate(_FOLD_TABLE)


_SPACE_RUN = re.compile(r"[ \t\u00a0\u202f\u2009]+")

# "come da vostro preventivo", "as per your quote", "a saldo della fattura": a mention of
# another document, blanked out (same length) before anything is weighed or read.
_REFERENCE = re.compile(
    r"\b(?:come da|secondo|in base al|in base alla|rif\.:|rif\.|rif:|rif|riferimento|"
    r"in riferimento al|in riferimento alla|con riferimento al|con riferimento alla|"
    r"relativo al|relativa al|relativa alla|relativo alla|a fronte del|a fronte della|"
    r"accettazione del|a saldo della|a saldo del|saldo della|saldo del|saldo|"
    r"pagamento della|pagamento del|per la|per il|allegato al|allegata alla|"
    r"as per|re:|regarding|against|ref\.:|ref\.|ref:|ref|reference|payment of|payment for|"
    r"following|for|vs\.|vs|vostro|vostra|your) "
    r"(?:vostr[oa] |nostr[oa] |vs\. |ns\. |vs |ns |your |our |the |il |la |del |della |al |alla )?"
    r"(?:preventivo|offerta|quotazione|quotation|quote|estimate|fattura|invoice|ricevuta|"
    r"receipt|contratto|contract|agreement)\b"
)


@dataclass(frozen=True)
class _Cues:
    title: re.Pattern[str]  # at the start of a line
    strong: re.Pattern[str]  # telling phrases
    medium: re.Pattern[str]  # telling words
    weak: re.Pattern[str]  # the kind's own name, anywhere
    name: re.Pattern[str]  # in the file name


_CUES: dict[DocKind, _Cues] = {
    "quote": _Cues(
        title=re.compile(
            r"(?:preventivo|preventivi|offerta|quotazione|quotation|quote|price quote|estimate|"
            r"proposta economica|proposta commerciale)\b"
        ),
        strong=re.compile(
            r"validita dell'offerta|validita del preventivo|validita offerta|offerta valida|"
            r"ha validita\b|"
            r"preventivo valido|valida fino al|valido fino al|preventivo n\b|preventivo nr\b|"
            r"preventivo numero|offerta n\b|offerta nr\b|nostra migliore offerta|vi sottoponiamo|"
            r"(?:offerta|preventivo) (?:di|per) [a-z]+(?: [a-z]+)? (?:n\b|nr\b|numero)|"
            r"siamo lieti di sottoporvi|quotation no\b|quotation number|quote no\b|"
            r"quote number|quote #|quote ref|valid until|valid for \d+ days|this quote\b|"
            r"this quotation|this estimate|prices valid|quote valid|offer valid|"
            # a quote written in a message: "Ecco il nostro PREVENTIVO:", "here's our quote"
            r"ecco (?:il )?(?:nostro |mio )?preventivo|"
            r"(?:ti|vi) (?:mando|invio|giro|faccio) (?:il )?preventivo|"
            r"here(?: is|'s) (?:our|my|the) (?:quote|quotation|estimate)|"
            # "per il rifacimento del tetto il nostro prezzo è di 9.320,00 €", "our price for the job is"
            r"(?:il )?nostro prezzo (?:e|sarebbe|per|complessivo)\b|our price (?:is|would be|for)\b|"
            # "le confermo la nostra offerta per il rilievo", "we confirm our offer"
            r"(?:confermo|confermiamo|ecco|invio|inviamo|allego|alleghiamo) (?:la )?(?:nostra )?offerta\b|"
            r"(?:confirm|attach|send) our (?:offer|quote|quotation)\b"
        ),
        medium=re.compile(r"\bsenza impegno\b|\bofferta\b|\bquotation\b|\bestimate\b|\btutto compreso\b|"
                          r"\ball inclusive\b|\ball-inclusive\b|\bconfermare entro\b|\bconfirm by\b|"
                          # a price after a visit to the site, work that could start
                          r"\bsopralluogo\b|\bsite visit\b|\b(?:potremmo|possiamo) iniziare\b|"
                          r"\bwe could start\b"),
        weak=re.compile(r"\bpreventiv[oi]\b|\bofferta\b|\bquotazione\b|\bquotation\b|\bquote\b"),
        name=re.compile(r"preventiv|offert|quot(?!a)|estimate"),  # never "quota_iscrizione" (a fee)
    ),
    "invoice": _Cues(
        title=re.compile(
            r"(?:fattura\b|fatt\.|invoice\b|tax invoice\b|commercial invoice\b|"
            r"nota di debito\b|bolletta\b|bill\b(?! to\b))"
        ),
        strong=re.compile(
            r"fattura n\b|fattura nr\b|fattura numero|numero fattura|n\. fattura|"
            r"fattura elettronica|fattura differita|fattura immediata|fattura accompagnatoria|"
            r"data fattura:|scadenza pagamento|scadenza fattura|data scadenza|da pagare entro|"
            r"totale fattura|totale documento|totale da pagare|importo da pagare|"
            r"netto a pagare|codice destinatario|split payment|reverse charge|"
            r"esigibilita iva|bollo virtuale|invoice no\b|invoice number|invoice #|"
            r"invoice date|amount due|balance due|total due|pay by\b|please remit|"
            r"due date|payment due by|payment due:|payment due on"
        ),
        medium=re.compile(r"\bbolletta\b|\bintestatario\b|\bpayment due\b"),
        weak=re.compile(r"\bfattur[ae]\b|\binvoices?\b|\biban\b"),
        name=re.compile(r"fattur|invoice|bollett|\binv\b|\bft\b"),
    ),
    "receipt": _Cues(
        title=re.compile(
            r"(?:ricevuta|scontrino|documento commerciale|quietanza|receipt|sales receipt|"
            r"payment receipt|cash receipt)\b"
        ),
        strong=re.compile(
            r"ricevuta n\b|ricevuta di pagamento|ricevuta fiscale|scontrino fiscale|"
            r"documento commerciale|pagato con|pagamento con carta|pagamento contante|"
            r"pagamento contanti|pagamento elettronico|importo pagato|totale pagato|"
            r"pagamento ricevuto|abbiamo ricevuto|grazie per l'acquisto|grazie e arrivederci|"
            r"receipt no\b|receipt number|receipt #|payment received|amount paid|total paid|"
            r"paid with|paid by card|paid in full|change due|thank you for your purchase|"
            r"thank you for shopping|transaction id|auth code"
        ),
        medium=re.compile(r"\bpagat[oa]\b|\bcontant[ei]\b|\bresto\b|\bpaid\b|\bcash\b|\bchange\b"),
        weak=re.compile(r"\bricevut[ae]\b|\bscontrin[oi]\b|\breceipts?\b|\bquietanza\b"),
        name=re.compile(r"ricevut|scontrin|receipt|quietanz"),
    ),
    "contract": _Cues(
        title=re.compile(
            r"(?:contratto|scrittura privata|accordo|lease|contract|"
            r"[a-z ]{0,30}agreement)\b"
        ),
        strong=re.compile(
            r"contratto di\b|il locatore|la locatrice|parte locatrice|il conduttore|"
            r"parte conduttrice|canone mensile|canone annuo|canone di locazione|"
            r"deposito cauzionale|le parti\b|premesso che|si conviene|stipulano|"
            r"durata del contratto|this agreement|lease agreement|the tenant|the landlord|"
            r"the lessor|the lessee|the parties|hereinafter|monthly rent|security deposit|"
            r"governing law|in witness whereof"
        ),
        medium=re.compile(
            r"\blocazione\b|\bcanone\b|\blocatore\b|\bconduttore\b|\baffitto\b|\binquilino\b|"
            r"\btenant\b|\blandlord\b|\blease\b|\brent\b|\bclausola\b|\brecesso\b|"
            r"\bforo competente\b|\btermination\b"
        ),
        weak=re.compile(r"\bcontratt[oi]\b|\bagreements?\b|\bcontracts?\b"),
        name=re.compile(r"contratt|contract|lease|locazion|affitto|agreement"),
    ),
}

_TITLE_PREFIX = re.compile(r"[^a-z0-9]{0,6}")  # "# ", "** ", "- " before a title word
_TITLE_TAIL = re.compile(  # what follows a title word: a number, a label, a colon
    r" ?(?:n\.|n°|nº|nr\b|nr\.|no\.|no\b|num\b|numero\b|number\b|#|\d|:|-|\u2013|"
    r"(?:for|per|to|a|di|of) ?:)"
)
_AFTER_NAME = re.compile(r" [-\u2013|] ")  # "COMPANY - Fattura n. 12"
_SUBJECT_LINE = re.compile(r"(?:oggetto|ogg\.|subject|object)\s?:")
_INVOICE_WORD = re.compile(r"\bfattur[ae]\b|\binvoices?\b")


def _prepared_lines(text: str) -> list[tuple[str, str]]:
    """(original, folded) lines, spaces collapsed, mentions of other documents blanked out."""
    lines = []
    for raw in text[:MAX_CHARS].splitlines():
        line = _SPACE_RUN.sub(" ", raw).strip()
        if line:
            lines.append((line, _blank_references(_fold(line))))
    return lines


def _blank_references(folded: str) -> str:
    return _REFERENCE.sub(lambda m: " " * len(m.group(0)), folded)


def _is_title(original: str, rest: str) -> bool:
    """A heading ("FATTURA", "Fattura n. 45", "Quote for: ...") rather than a sentence."""
    return original.isupper() or len(rest.split()) <= 3 or bool(_TITLE_TAIL.match(rest))


def _capped(pattern: re.Pattern[str], text: str) -> int:
    count = 0
    for _ in pattern.finditer(text):
        count += 1
        if count == _CAP:
            break
    return count


def _content_scores(text: str) -> dict[DocKind, int]:
    lines = _prepared_lines(text)
    scores: dict[DocKind, int] = dict.fromkeys(_CUES, 0)
    first_title_given = False
    for index, (original, line) in enumerate(lines):
        top = index < _TOP_LINES
        start = _TITLE_PREFIX.match(line)
        body = line[start.end() if start else 0 :]
        short = len(line) <= _TITLE_MAX_LEN
        # "FASTWEB S.p.A. - Fattura n. M026118734": the title after the company's name, on a top line
        parts = _AFTER_NAME.split(body, maxsplit=1) if top else [body]
        after = parts[-1] if len(parts) > 1 else None
        for kind, cues in _CUES.items():
            title = False
            if short:
                m = cues.title.match(body)
                title = m is not None and _is_title(original, body[m.end() :])
                if not title and after is not None:
                    m = cues.title.match(after)
                    title = m is not None and _is_title(original, after[m.end() :])
            if title:
                if top and not first_title_given:
                    scores[kind] += _FIRST_TITLE
                    first_title_given = True
                else:
                    scores[kind] += _TOP_TITLE if top else _LATE_TITLE
            elif top and _SUBJECT_LINE.match(body) and cues.weak.search(body):
                scores[kind] += _SUBJECT
    whole = "\n".join(line for _, line in lines)
    for kind, cues in _CUES.items():
        scores[kind] += _STRONG * _capped(cues.strong, whole)
        scores[kind] += _MEDIUM * _capped(cues.medium, whole)
        scores[kind] += _WEAK * _capped(cues.weak, whole)
    if re.search(r"\biban\b", whole) and _INVOICE_WORD.search(whole):
        scores["invoice"] += _MEDIUM  # bank details next to the word "fattura"/"invoice"
    return scores


def classify_document(text: str, name: str = "") -> DocKind:
    """The kind of document *text* is: a quote, an invoice, a receipt, a contract, or other.

    *name* (a file name or path) breaks a tie between equally scored kinds; and a text too terse
    to say its kind (a till receipt, a two-line bill) that states an amount is the one kind its
    name says — never a text without amounts (a shopping list named "fattura" stays other). A
    quote, an invoice or a receipt states an amount: a text that states none is other.
    """
    scores = _content_scores(text)
    best = max(scores.values())
    base = _fold(re.split(r"[\\/]", name)[-1])
    if best < _THRESHOLD:
        if base.endswith((".csv", ".xlsx", ".xlsm", ".xls")):
            return "other"  # a sheet too terse to say its kind is a list or a log, whatever its name
        named = [kind for kind, cues in _CUES.items() if base and cues.name.search(base)]
        return named[0] if len(named) == 1 and find_amounts(text) else "other"
    weighted = {
        kind: score + (_NAME_BONUS if base and _CUES[kind].name.search(base) else 0.0)
        for kind, score in scores.items()
    }
    top = max(weighted.values())
    kind = next(kind for kind in _TIE_ORDER if weighted[kind] == top)
    if kind in _PRICED and not find_amounts(text):
        # an e-mail about an offer, minutes that say three quotes are asked for: no price stated,
        # no quote (nor a bill)
        return "other"
    return kind


_PRICED: frozenset[DocKind] = frozenset({"quote", "invoice", "receipt"})
_MAIL_HEADER = re.compile(r"(?im)^(?:da|from|a|to|cc|oggetto|subject|data|date|inviato|sent)\s*:")


def _is_mail(text: str) -> bool:
    """Whether `text` opens as an e-mail: two header lines (From, To, Subject…) among its first."""
    return len(_MAIL_HEADER.findall("\n".join(text.lstrip().split("\n")[:6]))) >= 2


# ------------------------------------------------------------------------ invoice facts

_DUE_LABEL = re.compile(
    r"scadenz|\bscade\b|da pagare|pagare entro|pagamento entro|pagabile entro|versare entro|"
    r"entro il\b|entro e non oltre|\bentro\W{0,3}$|due date|date due|\bdue on\b|\bdue by\b|"
    r"\bdue\W{0,3}$|pay by\b|payable by|to be paid by|payment by|pay before|on or before"
)
# Anywhere before the date on its line: the date is not one of payment.
_DUE_NOT = re.compile(r"validit|\bvalid|offerta|consegna|deliver|spedizion|shipping|\bship|ritiro")
# Right before the date: it is the date of issue.
_ISSUE_LABEL = re.compile(r"emission|emess|issued|invoice date|data fattura|data documento|document date")
# A line that is only a due-date label, its date on the next line.
_DUE_ALONE = re.compile(
    r"\W{0,3}(?:data di scadenza|data scadenza|scadenza pagamento|scadenza|da pagare entro|"
    r"pagare entro|due date|payment due|pay by)\W{0,3}"
)


def _lines(text: str) -> list[str]:
    """The non-empty lines of the head of *text*, runs of spaces collapsed."""
    lines = (_SPACE_RUN.sub(" ", raw).strip() for raw in text[:MAX_CHARS].splitlines())
    return [line for line in lines if line]


def find_due_date(text: str) -> tuple[date, str] | None:
    """The first payment due date ("Scadenza: 30/04/2026", "Pay by April 30, 2026") and its line.

    Dates of delivery, of an offer's validity or of issue are not due dates.
    """
    label_above = False
    for line in _lines(text):
        folded = _blank_references(_fold(line))
        dates = find_dates(line)
        previous_end = 0
        for value, start, end in dates:
            context = folded[previous_end:start]
            previous_end = end
            labelled = bool(_DUE_LABEL.search(context)) or (label_above and start == 0)
            if labelled and not _ISSUE_LABEL.search(context) and not _DUE_NOT.search(folded[:start]):
                return value, line
        label_above = not dates and bool(_DUE_ALONE.fullmatch(folded))
    return None


_NUMBER_VALUE = r"(?P<n>[a-z0-9][a-z0-9/\-_.]*)"
_NUMBER_MARK = r"(?:numero|number|num\.|nr\.|nr|no\.|no|n\.|n°|nº|n|#)"
_DOC_WORDS: dict[str, DocKind] = {
    "fattura elettronica": "invoice", "fattura differita": "invoice",
    "fattura immediata": "invoice", "fattura accompagnatoria": "invoice",
    "tax invoice": "invoice", "nota di credito": "invoice", "credit note": "invoice",
    "fattura": "invoice", "fatt.": "invoice", "ft.": "invoice", "invoice": "invoice",
    "inv.": "invoice", "bolletta": "invoice",
    "offerta commerciale": "quote", "offerta economica": "quote",
    "preventivo": "quote", "offerta": "quote", "quotation": "quote", "quote": "quote",
    "estimate": "quote",
    "ricevuta": "receipt", "scontrino": "receipt", "receipt": "receipt",
    "contratto": "contract", "contract": "contract", "agreement": "contract",
    "documento": "other", "doc.": "other",
}  # fmt: skip
_DOC_WORD_ALT = "|".join(re.escape(w) for w in sorted(_DOC_WORDS, key=len, reverse=True))
# "Fattura n. 45", "Invoice #: INV-1042", "QUOTATION Q-2026-118"
_NUMBER_AFTER_WORD = re.compile(
    rf"(?<![a-z])(?P<w>{_DOC_WORD_ALT}) ?(?P<mark>{_NUMBER_MARK})? ?:? ?{_NUMBER_VALUE}"
)
# "Numero fattura: 45", "N. documento 12"
_NUMBER_BEFORE_WORD = re.compile(
    rf"(?<![a-z])(?P<mark>{_NUMBER_MARK}) ?(?:della |del |di |of )?(?P<w>{_DOC_WORD_ALT}) ?:? ?"
    rf"{_NUMBER_VALUE}"
)


def _number_value(line: str, m: re.Match[str]) -> str | None:
    """The number a match points at, or None when it is a date, an amount or a plain word."""
    value = line[m.start("n") : m.end("n")].rstrip(".,;:-/_")
    if not re.search(r"\d", value) or find_dates(value):
        return None
    # Without "n."/"#", only a heading ("FATTURA 2026/045") or a code-like value counts,
    # not "Totale fattura 1.220,00".
    if not m.group("mark") and m.start() > 0 and not re.search(r"[a-z/\-]", _fold(value)):
        return None
    return value


def find_document_number(text: str, kind: DocKind | None = None) -> tuple[str, str] | None:
    """The document's own number ("Fattura n. 45" → ``"45"``) and its line.

    Numbers of documents it only mentions ("come da preventivo n. 12") are skipped. A
    number after "n."/"#"/"numero" beats a bare one; with *kind*, a number introduced by
    that kind's name ("fattura", "invoice") beats one after "documento", which beats the rest.
    """
    best: tuple[tuple[int, int, int], str, str] | None = None
    for order, line in enumerate(_lines(text)):
        folded = _blank_references(_fold(line))
        for pattern in (_NUMBER_BEFORE_WORD, _NUMBER_AFTER_WORD):
            for m in pattern.finditer(folded):
                value = _number_value(line, m)
                if value is None:
                    continue
                word_kind = _DOC_WORDS[m.group("w")]
                fit = 0 if kind is None or word_kind == kind else 1 if word_kind == "other" else 2
                rank = (fit, 0 if m.group("mark") else 1, order)
                if best is None or rank < best[0]:
                    best = (rank, value, line)
    return None if best is None else (best[1], best[2])


@dataclass(frozen=True)
class InvoiceFacts:
    """What an invoice asks for: how much, in which currency, by when, and its number."""

    amount: Decimal | None = None
    currency: str | None = None
    due_date: date | None = None
    number: str | None = None


_PAY_LABEL = re.compile(
    r"da pagare|a pagare|importo dovuto|totale dovuto|saldo dovuto|amount due|balance due|"
    r"total due|amount payable|total payable|total to pay|to pay\b|please pay"
)
_GRAND_LABEL = re.compile(
    r"totale fattura|totale documento|totale complessivo|totale generale|totale ivato|"
    r"grand total|invoice total|total amount"
)
_TOTAL_LABEL = re.compile(r"\btotale\b|\btotal\b|\btot\.")
_INCLUDED = re.compile(r"inclus|compres|\bincl\b|including|\binc\b|ivato")
_NOT_TOTAL = re.compile(
    r"sub ?-?tot|imponibil|parzial|\bnett[oa]\b|\bnet\b|escl|\bexcl|before tax|senza iva|"
    r"\biva\b|\bvat\b|\btax\b|pezzi|\bqty\b|quantita"
)
_IGNORED = re.compile(
    r"capitale sociale|cap\. soc|share capital|\biban\b|\bswift\b|\bbic\b|sconto|discount|"
    r"\boltre\b|\bover\b|\bup to\b|\bfino a\b|\bminim"
)
_CURRENCY_WORDS = re.compile(r"\b(?:eur|euro|usd|gbp|chf)\b")


def _pay_rank(folded: str) -> int:
    """3 "to pay", 2 grand total, 1 total, 0 anything else."""
    if _PAY_LABEL.search(folded):
        return 3
    if _GRAND_LABEL.search(folded):
        return 2
    if _TOTAL_LABEL.search(folded):
        if _INCLUDED.search(folded):
            return 2
        return 0 if _NOT_TOTAL.search(folded) else 1
    return 0


def _amount_to_pay(lines: list[str]) -> tuple[Decimal, str] | None:
    """(amount, currency) that a document asks to pay: the last "to pay" line, else the largest total."""
    found: list[tuple[int, int, Decimal, str]] = []  # rank, order, value, currency
    rank_above = 0  # a label line without amounts names the amount on the next line
    for order, line in enumerate(lines):
        folded = _fold(line)
        money = [(v, c) for v, c, _ in find_amounts(line) if v > 0]
        if _IGNORED.search(folded):
            rank_above = 0
            continue
        rank = _pay_rank(folded)
        if not money:
            rank_above = rank
            continue
        if rank_above and not re.search(r"[a-z]", _CURRENCY_WORDS.sub("", folded)):
            rank = rank_above
        rank_above = 0
        if rank:
            value, currency = money[-1]
        else:
            with_currency = [(v, c) for v, c in money if c]
            if not with_currency:
                continue
            value, currency = max(with_currency, key=lambda p: p[0])
        found.append((rank, order, value, currency))
    if not found:
        return None
    best_rank = max(f[0] for f in found)
    same = [f for f in found if f[0] == best_rank]
    pick = max(same, key=lambda f: f[1]) if best_rank == 3 else max(same, key=lambda f: (f[2], -f[1]))
    return pick[2], pick[3]


def invoice_facts(text: str) -> InvoiceFacts:
    """The amount to pay, its currency (ISO code), the due date and the number of an invoice."""
    head = text[:MAX_CHARS]
    to_pay = _amount_to_pay(_lines(head))
    currency = (to_pay[1] if to_pay else "") or document_currency(head) or None
    due = find_due_date(head)
    number = find_document_number(head, "invoice")
    return InvoiceFacts(
        amount=to_pay[0] if to_pay else None,
        currency=currency,
        due_date=due[0] if due else None,
        number=number[0] if number else None,
    )


# "PAGATA in contanti il 30/11/2026", "Pagata con bonifico", "paid on 3 May": never "da pagare",
# "non pagata", "to be paid by", "unpaid", nor "pagato entro" (a deadline)
_PAID = re.compile(r"(?<!da )(?<!non )(?<!not )(?<!be )(?<!ancora )(?<!yet )\b(?:pagat[ao]|saldat[ao]|"
                   r"quietanzat[ao]|paid)\b(?!\s+(?:entro|by|within|before|prima))", re.IGNORECASE)


def says_paid(text: str) -> bool:
    """Whether a bill's text says it has been paid (a receipt of its payment written on it)."""
    return _PAID.search(text[:MAX_CHARS]) is not None

