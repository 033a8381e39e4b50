"""summarize_documents: the key sentences and figures of each document read by an earlier step."""

from __future__ import annotations

from collections import Counter
from typing import Any

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
from runtime.documents.read import TableCount, count_rows
from runtime.documents.summarize import Summary
from runtime.documents.tasks import summarize_texts
from runtime.engine.context import ExecContext
from runtime.i18n import t

DIGEST_DOCUMENTS = 20  # documents spelled out in the digest; the items hold them all
ROWS = "@rows"  # in `focus`: "quanti alunni ci sono?" is answered by a list's count of entries


class SummarizeDocumentsArgs(ExecArgs):
    """The documents to summarize (from read_files) and at most how many sentences each."""

    from_step: int
    sentences: int = Field(default=5, ge=1, le=20)
    # the words of a question ("quando scade?"): the sentences that hold them are the answer;
    # "@rows" asks how many entries a table or a list holds ("quanti soci ci sono?")
    focus: list[str] = Field(default_factory=list, max_length=12)


def _digest(items: list[dict[str, Any]], locale: str, *, answer: bool = False) -> str:
    """Each document's summary and figures as one text (the answer, or an e-mail body).

    `answer`: the sentences answer a question, so they are said as what the document says.
    """
    names = Counter(str(i["name"]) for i in items)
    blocks = []
    for item in items[:DIGEST_DOCUMENTS]:
        label = item["name"] if names[str(item["name"])] == 1 else item["path"]
        if "count" in item:  # the count says its document itself
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


def _summaries(ctx: ExecContext, args: SummarizeDocumentsArgs, summaries: list[Summary]) -> ExecResult:
    assert ctx.input is not None
    items: list[dict[str, Any]] = []
    failures: list[ItemFailure] = []
    for doc, summary in zip(ctx.input.items, summaries, strict=True):
        path = str(doc.get("path") or doc.get("name") or "?")
        name = str(doc.get("name") or path.rsplit("/", 1)[-1])
        count = _counted(doc) if ROWS in args.focus else None
        if count is not None:  # how many, never the rows themselves (a list of people holds phones)
            items.append({"path": path, "name": name, "summary": _count_line(count, name, ctx.locale),
                          "figures": [], "sentences": 1, "count": count.rows})
            continue
        if not summary.sentences:
            failures.append(ItemFailure(ref=path, reason="empty"))
            continue
        items.append({"path": path, "name": name, "summary": "\n".join(summary.sentences),
                      "figures": summary.figures, "sentences": len(summary.sentences)})
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
    version="2",
    description={"en": "Summarize documents: their key sentences and the figures they state.",
                 "it": "Riassume documenti: le frasi principali e le cifre che riportano."},
    args_model=SummarizeDocumentsArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.DOCUMENT,
                       item_fields=("path", "name", "summary", "figures", "sentences", "count"),
                       fields=("digest",), content_fields=("summary", "figures", "digest")),
    effect=EffectClass.READ,
    policy=Policy.ALLOW,
    run=_summarize_documents,
    accepts=frozenset({ItemKind.DOCUMENT}),
    idempotent=True,
)
