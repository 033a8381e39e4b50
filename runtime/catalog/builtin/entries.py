"""Entry executors: extract_entries from documents, then filter, sort and compute over them."""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import Field

from runtime.catalog.contract import (
    EffectClass,
    ExecArgs,
    ExecResult,
    ExecutorError,
    ExecutorSpec,
    FailureClass,
    ItemFailure,
    ItemKind,
    OriginKind,
    Policy,
    ResultShape,
)
from runtime.catalog.origins import ITEM_ORIGINS
from runtime.documents import (
    DocKind,
    canonical_field,
    document_currency,
    parse_amount,
    work,
)
from runtime.documents.kinds import says_paid
from runtime.documents.tasks import extract_documents
from runtime.engine.context import ExecContext
from runtime.extraction import estimate_fields
from runtime.i18n import has, t

DEFAULT_FIELDS = ["supplier", "price"]
MONEY_FIELDS = frozenset({"price", "vat"})  # fields whose values carry a currency
MODEL_SHARE = 0.8  # of the step's timeout, what asking the extraction tier may take at most
MIN_MODEL_SECONDS = 1.0  # less time left than this: the rest of the documents are not asked


def _items(ctx: ExecContext) -> list[dict[str, Any]]:
    if ctx.input is None:
        raise ExecutorError(FailureClass.BAD_INPUT, "step.no_input")
    return ctx.input.items


def _field(name: str) -> str:
    return canonical_field(name) or name


# --- extract_entries ---------------------------------------------------------------------


PAID = "paid"  # in `left_out`: a bill left out because its text says it was paid


class ExtractEntriesArgs(ExecArgs):
    """Which fields to find in each document (Italian or English names), and of which kinds."""

    from_step: int
    fields: list[str] = Field(default_factory=lambda: list(DEFAULT_FIELDS), min_length=1)
    # Only documents of these kinds give entries; the others are left out and listed.
    kinds: list[DocKind] | None = Field(default=None, min_length=1)
    # Only bills still to pay: a document whose text says it was paid is left out and listed.
    unpaid: bool = False


@dataclass
class _Document:
    """One document's entries as the rules found them, and the fields still missing."""

    source: str
    text: str
    kind: str
    rows: list[tuple[str | None, dict[str, Any]]]
    missing: list[str]


def _wanted(args: ExtractEntriesArgs) -> list[str]:
    wanted: list[str] = []
    for name in args.fields:
        canon = canonical_field(name)
        if canon is None:
            raise ExecutorError(FailureClass.BAD_INPUT, "step.unknown_field", field=name)
        if canon not in wanted:
            wanted.append(canon)
    return wanted


async def _extract_all(ctx: ExecContext, args: ExtractEntriesArgs, wanted: list[str],
                       ) -> tuple[list[_Document], list[dict[str, str]]]:
    """The rules' pass over every document: entries found, fields missing, kinds left out.

    Large texts are read in a worker process, which the step's timeout stops; small ones here."""
    looked_for = [f for f in wanted if f != "kind"]  # the kind is known for every document
    sources = [(str(doc.get("path") or doc.get("name") or "?"), str(doc.get("text", "")))
               for doc in _items(ctx)]
    kinds = list(args.kinds) if args.kinds is not None else None
    texts = [text for _, text in sources]
    if work.large_texts(texts):
        found = await work.run_split(extract_documents, sources, looked_for, kinds)
    else:
        found = await work.run_here(extract_documents, sources, looked_for, kinds)
    docs: list[_Document] = []
    left_out: list[dict[str, str]] = []
    for (source, text), got in zip(sources, found, strict=True):
        if not got.kept:
            left_out.append({"source": source, "kind": got.kind})
            continue
        if args.unpaid and says_paid(text):  # "quanto dobbiamo ancora pagare?": never a bill paid
            left_out.append({"source": source, "kind": PAID})
            continue
        docs.append(_Document(source, text, got.kind, got.rows, got.missing))
    return docs, left_out


async def _estimate(ctx: ExecContext, docs: list[_Document], started: float) -> int:
    """Ask the extraction tier for the fields the rules missed, within the step's time; the
    values it gives are marked as the model's. How many documents got one."""
    settings = ctx.settings
    if settings is None or not settings.models.extraction.configured:
        return 0
    loop = asyncio.get_running_loop()
    # the step's own timeout bounds the whole run: leave room to finish with what was read
    deadline = started + settings.general.step_timeout_seconds * MODEL_SHARE
    helped = 0
    for doc in docs:
        if not doc.missing:
            continue
        left = deadline - loop.time()
        if left < MIN_MODEL_SECONDS:
            break
        timeout = min(settings.models.extraction.timeout_seconds, left)
        values = await estimate_fields(doc.text, doc.missing, settings=settings, timeout=timeout)
        if not values:
            continue
        helped += 1
        money = MONEY_FIELDS & set(values)
        currency = document_currency(doc.text) if money else None  # the rules' reading of it
        rows = doc.rows or [(None, {})]
        doc.rows = []
        for found, item in rows:
            for name, value in values.items():
                if item.get(name) is None:
                    item[name] = value
                    item.setdefault(ITEM_ORIGINS, {})[name] = OriginKind.MODEL.value
            doc.rows.append((found or currency, item))
        doc.missing = [f for f in doc.missing if f not in values]
    return helped


def _assemble(args: ExtractEntriesArgs, wanted: list[str], docs: list[_Document],
              left_out: list[dict[str, str]]) -> ExecResult:
    show_kind = "kind" in wanted  # with a kinds filter every kept row has a kind asked for
    looked_for = [f for f in wanted if f != "kind"]
    items: list[dict[str, Any]] = []
    failures: list[ItemFailure] = []
    for doc in docs:
        rows = [(c, i) for c, i in doc.rows if not looked_for or any(i.get(f) is not None
                                                                      for f in looked_for)]
        if not rows:
            failures.append(ItemFailure(ref=doc.source, reason="no_fields", detail=", ".join(wanted)))
            continue
        for currency, found_item in rows:
            item: dict[str, Any] = {f: doc.kind if f == "kind" else found_item.get(f) for f in wanted}
            if show_kind:
                item["kind"] = doc.kind
            if currency and "currency" not in item:
                item["currency"] = currency
            if ITEM_ORIGINS in found_item:
                item[ITEM_ORIGINS] = dict(found_item[ITEM_ORIGINS])
            if found_item.get("_price_label"):
                item["_price_label"] = found_item["_price_label"]  # a table's name for its figures
            items.append(item | {"source": doc.source})
    data: dict[str, Any] = {"fields": wanted}
    notes: list[str] = []
    if args.kinds is not None or args.unpaid:
        data |= {"kinds": list(args.kinds or []), "left_out": left_out}
        if any(o["kind"] != PAID for o in left_out):
            notes.append("note.left_out_kind")
        if any(o["kind"] == PAID for o in left_out):
            notes.append("note.left_out_paid")
    return ExecResult(items=items, failures=failures, data=data, notes=notes)


async def _extract(ctx: ExecContext, args: ExtractEntriesArgs) -> ExecResult:
    started = asyncio.get_running_loop().time()
    wanted = _wanted(args)
    docs, left_out = await _extract_all(ctx, args, wanted)
    estimated = await _estimate(ctx, docs, started)
    result = _assemble(args, wanted, docs, left_out)
    if estimated:
        result.data["estimated"] = estimated
    cut_short(ctx, result)
    return result


def cut_short(ctx: ExecContext, result: ExecResult) -> None:
    """Say which of the documents read were read only in part (over a budget): the answer tells."""
    cut = [str(doc.get("name") or doc.get("path") or "?") for doc in (ctx.input.items if ctx.input else [])
           if doc.get("truncated")]
    if cut:
        result.data["cut"] = cut
        result.notes.append("note.documents_cut")


EXTRACT_ENTRIES = ExecutorSpec(
    name="extract_entries",
    version="2",
    description={"en": "Find fields such as supplier, price, date, due date, quantity in document "
                       "text; optionally only in documents of some kinds (quotes, invoices...).",
                 "it": "Trova campi come fornitore, prezzo, data, scadenza, quantità nel testo dei "
                       "documenti; volendo solo in documenti di certi tipi (preventivi, fatture...)."},
    args_model=ExtractEntriesArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.ENTRY, item_fields=("source",),
                       fields=("fields", "kinds", "left_out"), open_item_fields=True),
    effect=EffectClass.READ,
    policy=Policy.ALLOW,
    run=_extract,
    accepts=frozenset({ItemKind.DOCUMENT}),
    idempotent=True,
)


# --- filter_entries ----------------------------------------------------------------------

Op = Literal["eq", "ne", "lt", "le", "gt", "ge", "contains"]


class FilterEntriesArgs(ExecArgs):
    """Keep the entries whose field compares to a value."""

    from_step: int
    field: str
    op: Op = "eq"
    value: str | float | int


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        parsed = parse_amount(value)
        return float(parsed) if parsed is not None else None
    return None


_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def _matches(got: Any, op: Op, want: Any) -> bool:
    if got is None:
        return False
    if op == "contains":
        return str(want).lower() in str(got).lower()
    if _ISO_DAY.fullmatch(str(got)) and _ISO_DAY.fullmatch(str(want)):
        a_s, b_s = str(got), str(want)  # two days: compared as days, never as numbers
        return {"eq": a_s == b_s, "ne": a_s != b_s, "lt": a_s < b_s, "le": a_s <= b_s,
                "gt": a_s > b_s, "ge": a_s >= b_s}[op]
    a, b = _number(got), _number(want)
    if a is None or b is None:
        a_s, b_s = str(got).lower(), str(want).lower()
        return {"eq": a_s == b_s, "ne": a_s != b_s, "lt": a_s < b_s, "le": a_s <= b_s,
                "gt": a_s > b_s, "ge": a_s >= b_s}[op]
    return {"eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b}[op]


async def _filter(ctx: ExecContext, args: FilterEntriesArgs) -> ExecResult:
    field = _field(args.field)
    items = _items(ctx)
    kept = [i for i in items if _matches(i.get(field), args.op, args.value)]
    return ExecResult(items=kept, data={"kept": len(kept), "of": len(items)})


FILTER_ENTRIES = ExecutorSpec(
    name="filter_entries",
    version="1",
    description={"en": "Keep the entries (or files) whose field matches a condition.",
                 "it": "Tiene le voci (o i file) il cui campo soddisfa una condizione."},
    args_model=FilterEntriesArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.ENTRY, item_fields=("source",),
                       fields=("kept", "of"), open_item_fields=True),
    effect=EffectClass.READ,
    policy=Policy.ALLOW,
    run=_filter,
    accepts=frozenset({ItemKind.ENTRY}),
    idempotent=True,
)


# --- sort_entries ------------------------------------------------------------------------


class SortEntriesArgs(ExecArgs):
    """Order entries by a field."""

    from_step: int
    field: str = "price"
    descending: bool = False
    limit: int | None = Field(default=None, ge=1)


def _sort_key(value: Any) -> tuple[int, float, str]:
    number = _number(value)
    if value is None:
        return (2, 0.0, "")
    return (0, number, "") if number is not None else (1, 0.0, str(value).lower())


async def _sort(ctx: ExecContext, args: SortEntriesArgs) -> ExecResult:
    field = _field(args.field)
    items = _items(ctx)
    present = [i for i in items if i.get(field) is not None]
    missing = [i for i in items if i.get(field) is None]
    ordered = sorted(present, key=lambda i: _sort_key(i.get(field)), reverse=args.descending)
    ordered += missing  # entries without the field stay, last
    shown = ordered[: args.limit] if args.limit else ordered
    return ExecResult(items=shown, total=len(ordered), truncated=len(shown) < len(ordered),
                      data={"field": field})


SORT_ENTRIES = ExecutorSpec(
    name="sort_entries",
    version="1",
    description={"en": "Sort entries by a field.", "it": "Ordina le voci per un campo."},
    args_model=SortEntriesArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.ENTRY, item_fields=("source",),
                       fields=("field",), open_item_fields=True),
    effect=EffectClass.READ,
    policy=Policy.ALLOW,
    run=_sort,
    accepts=frozenset({ItemKind.ENTRY}),
    idempotent=True,
)


# --- compute_entries ---------------------------------------------------------------------

ComputeOp = Literal["count", "min", "max", "sum", "average", "compare"]


class ComputeEntriesArgs(ExecArgs):
    """An aggregate over entries: count, min, max, sum, average, or compare (cheapest vs dearest)."""

    from_step: int
    op: ComputeOp = "compare"
    field: str = "price"
    label_field: str = "supplier"


def _currency_name(code: str, locale: str) -> str:
    key = f"currency.{code}"
    return t(key, locale) if has(key, locale) else code


async def _compute(ctx: ExecContext, args: ComputeEntriesArgs) -> ExecResult:
    field, label_field = _field(args.field), _field(args.label_field)
    items = _items(ctx)
    if args.op == "count":
        return ExecResult(data={"op": "count", "count": len(items), "value": len(items)})
    valued = [(i, _number(i.get(field))) for i in items]
    numbers = [(i, v) for i, v in valued if v is not None]
    failures = [
        ItemFailure(ref=str(i.get("source", "?")), reason="no_value", detail=field)
        for i, v in valued if v is None
    ]
    if not numbers:
        return ExecResult(failures=failures)

    def label(item: dict[str, Any]) -> str:
        return str(item.get(label_field) or item.get("source") or "?")

    data: dict[str, Any] = {"op": args.op, "field": field, "count": len(numbers)}
    labels = {i.get("_price_label") for i, _ in numbers}
    if field == "price" and len(labels) == 1 and (own := labels.pop()):
        data["field_label"] = str(own)  # a table's figures are what its header says, not prices
    if field in MONEY_FIELDS and "field_label" not in data:
        currencies = [i.get("currency") or None for i, _ in numbers]
        known = sorted({str(c) for c in currencies if c})
        if len(known) > 1:  # 100 EUR and 100 USD cannot be compared, summed or averaged
            names = ", ".join(_currency_name(c, ctx.locale) for c in known)
            raise ExecutorError(FailureClass.BAD_INPUT, "step.mixed_currencies", currencies=names)
        if known and all(currencies):
            data["currency"] = known[0]
    if args.op in ("min", "max", "compare"):
        ordered = sorted(numbers, key=lambda p: p[1])
        low, high = ordered[0], ordered[-1]
        pick = high if args.op == "max" else low
        data |= {"value": round(pick[1], 2), "label": label(pick[0]),
                 "source": pick[0].get("source")}
        if args.op == "compare" and len(ordered) > 1:
            second = ordered[1]
            data |= {
                "max_value": round(high[1], 2), "max_label": label(high[0]),
                "runner_up": label(second[0]), "runner_up_value": round(second[1], 2),
                "difference": round(second[1] - low[1], 2),
                "spread": round(high[1] - low[1], 2),
            }
    elif args.op == "sum":
        data["value"] = round(sum(v for _, v in numbers), 2)
    else:
        data["value"] = round(sum(v for _, v in numbers) / len(numbers), 2)
    return ExecResult(data=data, failures=failures)


COMPUTE_ENTRIES = ExecutorSpec(
    name="compute_entries",
    version="2",
    description={"en": "Count, min, max, sum, average or compare a numeric field of entries.",
                 "it": "Conta, minimo, massimo, somma, media o confronto di un campo numerico."},
    args_model=ComputeEntriesArgs,
    result=ResultShape(
        kind="scalar",
        fields=("op", "field", "count", "value", "label", "source", "max_value", "max_label",
                "runner_up", "runner_up_value", "difference", "spread", "currency", "field_label"),
        content_fields=("value", "label", "max_value", "max_label", "runner_up",
                        "runner_up_value", "difference", "spread", "currency", "field_label"),
    ),
    effect=EffectClass.READ,
    policy=Policy.ALLOW,
    run=_compute,
    accepts=frozenset({ItemKind.ENTRY}),
    idempotent=True,
)
