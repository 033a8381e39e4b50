"""summarize_documents: the key sentences and figures of each document read by an earlier step."""

from __future__ import annotations

import contextlib
from collections import Counter
from datetime import date, timedelta
from decimal import Decimal
from typing import Any, Literal

from pydantic import Field

from runtime.catalog.builtin.entries import cut_short
from runtime.catalog.contract import (
    EffectClass,
    ExecArgs,
    ExecResult,
    ExecutorError,
    ExecutorSpec,
    FailureClass,
    ItemFailure,
    ItemKind,
    Policy,
    ResultShape,
)
from runtime.documents import work
from runtime.documents.kinds import DOC_KINDS, classify_document
from runtime.documents.read import TableCount, count_rows, table_rows
from runtime.documents.summarize import Summary
from runtime.documents.table_answer import TableAnswer, answer_table, figure_columns
from runtime.documents.tasks import summarize_texts
from runtime.engine.context import ExecContext
from runtime.i18n import localized_number, t
from runtime.synthesis import fmt_date, fmt_money

DIGEST_DOCUMENTS = 20  # documents spelled out in the digest; the items hold them all
AMOUNT = "@amount"  # in `focus`: an amount is asked ("quanto ho guadagnato a ottobre?")
WHO = "@who"  # in `focus`: "chi ha speso di più?" asks which person's rows add up to the most
NOT = "@not"  # in `focus`: "chi non ha ancora pagato?" asks the rows whose yes/no column says no
EACH = "@each"  # in `focus`: "quanto ha speso ciascuno?" asks each person's rows added up
KIND = "@kind"  # in `focus`: "is X a quote?" ("@kind=quote") or "what kind of document is X?" ("@kind")
ROWS = "@rows"  # in `focus`: "quanti alunni ci sono?" is answered by a list's count of entries
BY = "@by="  # in `focus`: "quale camera ha reso di più?" groups by the column "@by=camera|room" names
NEXT = "@next"  # in `focus`: "quando è la prossima partita?" asks a dated sheet's first rows from today
AFTER = "@after="  # in `focus`: "e quello dopo?" asks the first rows after that day (ISO date)


class SummarizeDocumentsArgs(ExecArgs):
    """The documents to summarize (from read_files) and at most how many sentences each."""

    from_step: int
    sentences: int = Field(default=5, ge=1, le=20)
    # the words of a question ("quando scade?"): the sentences that hold them are the answer;
    # "@rows" asks how many entries a table or a list holds ("quanti soci ci sono?")
    focus: list[str] = Field(default_factory=list, max_length=12)
    # a table's own words: those that pick its rows ("giovedì", "Marco Gallo") or name its column
    # ("tariffa"); with `op`, that column worked out over the rows picked (or all of them)
    where: list[str] = Field(default_factory=list, max_length=12)
    op: Literal["sum", "average", "max", "min", "missing"] | None = None


def _digest(items: list[dict[str, Any]], locale: str, *, answer: bool = False) -> str:
    """Each document's summary and figures as one text (the answer, or an e-mail body).

    `answer`: the sentences answer a question, so they are said as what the document says.
    """
    names = Counter(str(i["name"]) for i in items)
    blocks = []
    for item in items[:DIGEST_DOCUMENTS]:
        label = item["name"] if names[str(item["name"])] == 1 else item["path"]
        if "count" in item or item.get("table") or item.get("kind"):  # the line says its document itself
            blocks.append(str(item["summary"]))
            continue
        key = "summary.answer" if answer else "summary.document"
        block = t(key, locale, name=label, summary=item["summary"])
        if item["figures"] and not answer:
            block += "\n" + t("summary.figures", locale, figures=", ".join(item["figures"]))
        blocks.append(block)
    if len(items) > DIGEST_DOCUMENTS:
        blocks.append(t("answer.more", locale, count=len(items) - DIGEST_DOCUMENTS))
    return "\n\n".join(blocks)


def _counted(doc: dict[str, Any]) -> TableCount | None:
    fmt = doc.get("format")
    if fmt not in ("csv", "xlsx", "text", "docx"):
        return None
    return count_rows(str(doc.get("text") or ""), fmt, truncated=bool(doc.get("truncated")))


def _count_line(count: TableCount, name: str, locale: str) -> str:
    if count.partial:
        return t("summary.partial", locale, name=name, count=count.rows)
    key = ("summary.items" if count.kind == "items"
           else "summary.rows" if count.header else "summary.rows_bare")
    return t(key, locale, name=name, count=count.rows)


def _table(doc: dict[str, Any], args: SummarizeDocumentsArgs, today: date) -> TableAnswer | None:
    """What a table's rows answer to the question's own words, when they answer it."""
    after = next((f[len(AFTER):] for f in args.focus if f.startswith(AFTER)), None)
    if after is not None:  # "e quello dopo?": the first rows after the day shown
        with contextlib.suppress(ValueError):
            today = date.fromisoformat(after) + timedelta(days=1)
    upcoming = NEXT in args.focus or after is not None
    if not (args.where or args.op or {EACH, NOT} & set(args.focus) or upcoming) or doc.get("truncated"):
        return None
    fmt = doc.get("format")
    if fmt not in ("csv", "xlsx"):
        return None
    rows = table_rows(str(doc.get("text") or ""), fmt)
    if rows is None:
        return None
    by: Literal["who", "each"] | None = "each" if EACH in args.focus else "who" if WHO in args.focus else None
    return answer_table(rows, args.where, count=ROWS in args.focus, op=args.op,
                        about=[w for w in args.focus if not w.startswith("@")], amount=AMOUNT in args.focus,
                        by=by, negated=NOT in args.focus, who=WHO in args.focus,
                        upcoming=today if upcoming else None,
                        group=[w for f in args.focus if f.startswith(BY)
                               for w in f[len(BY):].split("|") if w])


def _kind_line(doc: dict[str, Any], name: str, asked: str, locale: str) -> str:
    """What kind of document `doc` is, as its text says, against the kind asked (if one was)."""
    kind = classify_document(str(doc.get("text") or ""), name)
    one = t(f"kind.one.{kind}", locale)
    if asked not in DOC_KINDS:
        return t("summary.kind.kind_of", locale, name=name, kind=one)
    if asked == kind:
        return t("summary.kind.is_kind", locale, name=name, kind=one)
    return t("summary.kind.is_not_kind", locale, name=name, kind=one, asked=t(f"kind.one.{asked}", locale))


def _which_column(doc: dict[str, Any], args: SummarizeDocumentsArgs, name: str, locale: str) -> str | None:
    """"qual è il più basso?" of a sheet with several columns of figures and none named: the
    question back, with the columns (never its rows printed, never one column guessed)."""
    fmt = doc.get("format")
    if args.op is None or args.op == "missing" or fmt not in ("csv", "xlsx"):
        return None
    rows = table_rows(str(doc.get("text") or ""), fmt)
    columns = figure_columns(rows) if rows is not None else []
    if len(columns) < 2:
        return None
    example = t(f"summary.table.of_{args.op}", locale, column=columns[0])
    return t("summary.table.which", locale, name=name, columns=", ".join(columns), example=example)


def _money(value: Decimal, currency: str | None, locale: str) -> str:
    """A worked-out figure as the answers write amounts (a whole count without decimals; a figure
    that is no money without trailing zeros: an average grade of 27,5)."""
    if currency is None and value != value.to_integral_value():
        return localized_number(f"{value.quantize(Decimal('0.01')).normalize():,f}", locale)
    return fmt_money(int(value) if value == value.to_integral_value() else float(value), currency, locale)


def _table_line(answer: TableAnswer, name: str, locale: str) -> str:
    """The table's answer as a person reads it: a count and who, the rows, or the figure."""
    said = ", ".join(answer.said)
    if answer.kind == "count":
        if not answer.rows:
            return t("summary.table.none", locale, name=name, total=answer.total, said=said)
        who = (t("summary.table.who", locale, labels=", ".join(answer.labels))
               if answer.labels and len(answer.labels) <= 10 else "")
        return t("summary.table.count", locale, name=name, count=len(answer.rows), total=answer.total,
                 said=said, who=who)
    if answer.kind == "missing":
        if not answer.months:
            return t("summary.table.none_missing", locale, name=name, count=len(answer.rows))
        months = [t(f"date.month.{m}", locale) for m in answer.months]
        return t("summary.table.missing", locale, name=name, count=len(months),
                 months=t("summary.table.and", locale).join(months))
    lines = ["• " + " · ".join(f"{h}: {c.strip()}" for h, c in zip(answer.header, row, strict=False)
                               if c.strip())
             for row in answer.rows]
    if answer.kind == "rows":
        return t("summary.table.rows", locale, name=name, count=len(answer.rows), said=said,
                 rows="\n".join(lines))
    if answer.kind == "next":
        where = t("summary.table.where", locale, said=said) if said else ""
        if answer.day is None:
            return t("summary.table.none", locale, name=name, total=answer.total, said=said)
        day = fmt_date(answer.day, locale)
        if not answer.rows:
            return t("summary.table.none_ahead", locale, name=name, where=where, day=day)
        return t("summary.table.next", locale, name=name, where=where, day=day, rows="\n".join(lines))
    assert answer.value is not None
    if answer.op is None:
        return t("summary.table.cell", locale, name=name, column=answer.column, label=answer.label or said,
                 value=_money(answer.value, answer.currency, locale))
    where = t("summary.table.where", locale, said=said) if said else ""
    value = _money(answer.value, answer.currency, locale)
    if answer.by is not None:  # per person: the top one, or each one's total
        left_out = (t("summary.table.left_out", locale, currencies=", ".join(answer.left_out))
                    if answer.left_out else "")
        groups = "; ".join(f"{who} {_money(v, answer.currency, locale)}" for who, v in answer.groups)
        return t(f"summary.table.{answer.op}_by", locale, name=name, column=answer.column, by=answer.by,
                 where=where, label=answer.label or "", value=value, groups=groups, left_out=left_out)
    if answer.apart:
        joiner = t("summary.table.and", locale)
        value = t("summary.table.apart", locale,
                  values=joiner.join(_money(v, code, locale) for v, code in answer.apart))
    return t(f"summary.table.{answer.op}", locale, name=name, column=answer.column, count=len(answer.rows),
             where=where, value=value, label=answer.label or "")


def _summaries(ctx: ExecContext, args: SummarizeDocumentsArgs, summaries: list[Summary]) -> ExecResult:
    assert ctx.input is not None
    items: list[dict[str, Any]] = []
    failures: list[ItemFailure] = []
    for doc, summary in zip(ctx.input.items, summaries, strict=True):
        path = str(doc.get("path") or doc.get("name") or "?")
        name = str(doc.get("name") or path.rsplit("/", 1)[-1])
        asked_kind = next((f for f in args.focus if f.startswith(KIND)), None)
        if asked_kind is not None:  # "is offerta_tecnoservice a quote?": what its text says it is
            items.append({"path": path, "name": name, "figures": [], "sentences": 1, "kind": True,
                          "summary": _kind_line(doc, name, asked_kind[len(KIND):].lstrip("="), ctx.locale)})
            continue
        table = _table(doc, args, ctx.now.date())
        if table is not None:  # the rows the question's words pick, counted, shown or worked out
            item: dict[str, Any] = {"path": path, "name": name, "figures": [], "sentences": 1,
                                    "summary": _table_line(table, name, ctx.locale), "table": table.kind}
            if table.kind == "count":
                item["count"] = len(table.rows)
            if table.column:
                item["column"] = table.column  # what "e il più basso?" asks of, next
            if table.kind == "next" and table.day is not None and table.rows:
                item["day"] = table.day.isoformat()  # "e quello dopo?" asks the rows after it
            if table.by:
                item["by"] = table.by  # the rows were grouped by it: "e quale meno?" groups them again
            if table.column and args.where:
                item["where"] = list(args.where)  # "and the most?" right after "… in october": October's
            items.append(item)
            continue
        which = _which_column(doc, args, name, ctx.locale)
        if which is not None:  # a figure of a table with several columns of them: which one, asked
            items.append({"path": path, "name": name, "figures": [], "sentences": 1, "summary": which,
                          "table": "which"})
            continue
        count = _counted(doc) if ROWS in args.focus else None
        if count is not None:  # how many, never the rows themselves (a list of people holds phones)
            items.append({"path": path, "name": name, "summary": _count_line(count, name, ctx.locale),
                          "figures": [], "sentences": 1, "count": count.rows})
            continue
        if not summary.sentences:
            failures.append(ItemFailure(ref=path, reason="empty"))
            continue
        items.append({"path": path, "name": name, "summary": "\n".join(summary.sentences),
                      "figures": summary.figures, "sentences": len(summary.sentences), "said": summary.said})
    words = [w for w in args.focus if not w.startswith("@")]
    if words and len(items) > 1 and any(i.get("table") or i.get("said") for i in items):
        # a question asked of documents side by side: those that say nothing of it are left out
        # (never the alarm codes beside the expenses sheet asked about)
        items = [i for i in items if i.get("table") or i.get("said") or "count" in i]
    for item in items:
        item.pop("said", None)
    data = {"digest": _digest(items, ctx.locale, answer=bool(args.focus))} if items else {}
    return ExecResult(items=items, failures=failures, data=data)


async def _summarize_documents(ctx: ExecContext, args: SummarizeDocumentsArgs) -> ExecResult:
    if ctx.input is None:
        raise ExecutorError(FailureClass.BAD_INPUT, "step.no_input")
    texts = [str(doc.get("text") or "") for doc in ctx.input.items]
    # large texts in a worker process, which the step's timeout stops; small ones here
    runner = work.run if work.large_texts(texts) else work.run_here
    summaries = await runner(summarize_texts, texts, args.sentences, list(args.focus))
    result = _summaries(ctx, args, summaries)
    cut_short(ctx, result)
    return result


SUMMARIZE_DOCUMENTS = ExecutorSpec(
    name="summarize_documents",
    version="3",
    description={"en": "Summarize documents: their key sentences and the figures they state.",
                 "it": "Riassume documenti: le frasi principali e le cifre che riportano."},
    args_model=SummarizeDocumentsArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.DOCUMENT,
                       item_fields=("path", "name", "summary", "figures", "sentences", "count", "table",
                                    "column", "kind"),
                       fields=("digest",), content_fields=("summary", "figures", "digest")),
    effect=EffectClass.READ,
    policy=Policy.ALLOW,
    run=_summarize_documents,
    accepts=frozenset({ItemKind.DOCUMENT}),
    idempotent=True,
)
