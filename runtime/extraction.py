"""The extraction tier: fields the rules did not find in a document, asked of a model, checked.

:func:`estimate_fields` sends one document's text (clipped) and the missing field names to
the ``extraction`` tier and reads back one JSON object of values. Nothing is taken on
trust: an amount must be one the document writes, a date one of its dates, a name made of
its words; anything else is dropped. What survives is an estimate — the caller marks it
with origin MODEL, and the answer tells the user to check it.
"""

from __future__ import annotations

import json
import logging
import re
import unicodedata
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING, Any

from runtime.chat import JSON_OBJECT, ChatClient
from runtime.config import Settings
from runtime.documents.amounts import document_currency, parse_amount, parse_date
from runtime.errors import ModelFailure
from runtime.figures import dates_in, numbers_in

if TYPE_CHECKING:
    import httpx

log = logging.getLogger(__name__)

MAX_TEXT_CHARS = 12000
MAX_VALUE_CHARS = 200
NUMBER_FIELDS = frozenset({"price", "vat", "quantity"})
DATE_FIELDS = frozenset({"date", "due_date"})
NEVER_ASKED = frozenset({"kind"})  # the document's kind is always known by the rules
HINTS = {
    "supplier": "who issued the document (company or person), as written",
    "price": "the total amount to pay, a number without currency",
    "vat": "the VAT amount, a number without currency",
    "quantity": "the quantity, a number",
    "description": "what the document is for, in its own words",
    "date": "the document's own date, as YYYY-MM-DD",
    "due_date": "the date by which to pay, as YYYY-MM-DD",
    "currency": "the ISO code of the currency, such as EUR",
    "number": "the document's own number, as written",
}

_SYSTEM = """\
You read one document and give the values of the requested fields, as one JSON object \
{"field": value, ...} with exactly the requested field names. Copy each value as the \
document writes it; give null when the document does not say it. Never guess, never \
work a value out from others."""


def _fold(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in folded if not unicodedata.combining(c))


def _number(value: Any, text: str) -> float | None:
    if isinstance(value, bool):
        return None
    try:
        amount = Decimal(str(value)) if isinstance(value, int | float) else parse_amount(str(value))
    except InvalidOperation:
        return None
    if amount is None or abs(amount) not in numbers_in(text):
        return None
    return round(float(amount), 2)


def _date(value: Any, text: str) -> str | None:
    raw = str(value).strip()
    try:
        day: date | None = date.fromisoformat(raw)
    except ValueError:
        day = parse_date(raw)
    if day is None or day not in {d for d, _, _ in dates_in(text)}:
        return None
    return day.isoformat()


def _words(value: Any, text: str) -> str | None:
    raw = " ".join(str(value).split())
    words = re.findall(r"\w{2,}", _fold(raw))
    if not raw or len(raw) > MAX_VALUE_CHARS or not words:
        return None
    folded = _fold(text)
    return raw if all(w in folded for w in words) else None


def checked(field: str, value: Any, text: str) -> Any:
    """The model's value for `field` if the document bears it out, else None."""
    if value is None or isinstance(value, dict | list):
        return None
    if field in NUMBER_FIELDS:
        return _number(value, text)
    if field in DATE_FIELDS:
        return _date(value, text)
    if field == "currency":
        code = str(value).strip().upper()
        ok = re.fullmatch(r"[A-Z]{3}", code) and (code in text.upper() or document_currency(text) == code)
        return code if ok else None
    return _words(value, text)


async def estimate_fields(
    text: str, fields: list[str], *, settings: Settings, timeout: float,
    transport: httpx.AsyncBaseTransport | None = None,
) -> dict[str, Any]:
    """The values of `fields` the extraction tier read in `text` and the text bears out."""
    asked = [f for f in fields if f not in NEVER_ASKED]
    if not asked or not text.strip():
        return {}
    lines = [f"- {f}: {HINTS[f]}" if f in HINTS else f"- {f}" for f in asked]
    messages = [
        {"role": "system", "content": _SYSTEM},
        {"role": "user", "content": "Fields:\n" + "\n".join(lines) + "\n\nDocument:\n<<<\n"
                                    + text[:MAX_TEXT_CHARS] + "\n>>>"},
    ]
    client = ChatClient(settings=settings, tier=settings.models.extraction, transport=transport)
    try:
        content = await client.complete(messages, response_format=JSON_OBJECT, timeout=timeout)
    except ModelFailure as exc:
        log.warning("extraction model failed (%s): %s", exc.kind, exc)
        return {}
    try:
        raw = json.loads(content)
    except json.JSONDecodeError:
        log.warning("extraction model answered something that is not JSON")
        return {}
    if not isinstance(raw, dict):
        return {}
    out: dict[str, Any] = {}
    for field in asked:
        value = checked(field, raw.get(field), text)
        if value is not None:
            out[field] = value
    return out
