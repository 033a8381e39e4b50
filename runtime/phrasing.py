"""The synthesis tier: a model words the answer's prose; the facts stay the runtime's.

:func:`phrase` sends the synthesis tier the deterministic answer's prose and the projected
facts of the steps (counts, names, amounts, dates, what failed — never a document's text,
never more than a listing's first lines) and gets back one paragraph. The runtime then
checks that paragraph: every number, amount, count and date it writes must be among the
facts, every file name it writes must be one of theirs, and every file the answer offers
must still be named. One figure off, and the deterministic answer is used — silently for
the user, with the reason in the trace. So is it when the model fails, is slow or answers
garbage, and when a step failed or did not run (those words are the runtime's own).

Only prose is phrased: tables, listings (the lines from the first "•", "✗" or "…" of a
paragraph on) and the note on estimated values are kept as composed, after the paragraph.
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any

from runtime.chat import ChatClient
from runtime.config import Settings
from runtime.engine.records import StepRecord, StepStatus, Trace
from runtime.errors import ModelFailure
from runtime.figures import blank, dates_in, figures, numbers_in, values_of
from runtime.i18n import has, t, word
from runtime.planning.prompt import LANGUAGES
from runtime.synthesis import Answer, estimated_note
from runtime.turn import Block

if TYPE_CHECKING:
    import httpx

log = logging.getLogger(__name__)

LIST_MARKERS = ("•", "✗", "…")
MAX_DRAFT_CHARS = 1500  # more prose than this is a document's words, not an answer to reword
MAX_FACT_ITEMS = 20
MAX_FACT_CHARS = 120
REQUEST_CHARS = 400
# fields that hold a document's words: never sent (the facts are about them, not them)
CONTENT_KEYS = frozenset({"text", "content", "snippet", "summary", "digest", "figures", "body"})
_FILE_NAME = re.compile(
    r"(?<![\w.])[\w\-.~/]*\w\.(?:pdf|docx?|xlsx?|xls|csv|txt|md|odt|ods|rtf|jpe?g|png|gif|heic|"
    r"webp|eml|zip|pptx?|html?|json|xml)\b", re.IGNORECASE)
_ENGINE = re.compile(r"\b(?:steps?|pass[oi]|executors?|esecutor[ei]|tools?|plans?|language models?|"
                     r"modell[oi] linguistic[oi])\b", re.IGNORECASE)

_SYSTEM = """\
You write the answer that Metnos, a personal assistant working on the user's files and \
e-mail, gives to the user, in {language}. You get the user's request, a draft answer and \
the facts behind it, as JSON. Rewrite the draft as one short, natural paragraph that \
answers the request.
Rules:
- Use only the facts. Never change, round, add or work out a number, an amount, a count, \
a date or a name: write each one as the draft or the facts write it.
- If something could not be done or was left out, say so.
- Do not list the files or the rows one by one: the draft's lists and tables are shown \
right after your paragraph, unchanged.
- Never mention steps, tools, plans, programs or models.
Answer with the paragraph only: no JSON, no lists, no headings."""


def split_prose(answer: Answer, keep: frozenset[str] = frozenset()) -> tuple[list[str], list[Block]]:
    """The answer's prose (paragraph heads), and what is kept as composed, in order."""
    prose: list[str] = []
    kept: list[Block] = []
    for block in answer.blocks:
        if block.kind != "text" or block.text in keep:
            kept.append(block)
            continue
        lines = block.text.split("\n")
        first = next((i for i, line in enumerate(lines) if line.lstrip().startswith(LIST_MARKERS)),
                     len(lines))
        head = "\n".join(lines[:first]).strip()
        if head:
            prose.append(head)
        if first < len(lines):
            kept.append(Block(kind="text", text="\n".join(lines[first:])))
    return prose, kept


def _clip(value: Any) -> Any:
    if isinstance(value, str) and len(value) > MAX_FACT_CHARS:
        return value[: MAX_FACT_CHARS - 1] + "…"
    return value


def _plain(mapping: dict[str, Any]) -> dict[str, Any]:
    return {k: _clip(v) for k, v in mapping.items()
            if k not in CONTENT_KEYS and not k.startswith("_") and not isinstance(v, list | dict)}


def project(records: dict[int, StepRecord], locale: str) -> list[dict[str, Any]]:
    """What each step did, as facts a model may word: small, no document text, no engine names."""
    facts: list[dict[str, Any]] = []
    for num in sorted(records):
        rec = records[num]
        fact: dict[str, Any] = {"did": word("action", rec.tool, locale), "outcome": rec.status.value}
        result = rec.result
        if result is not None:
            fact["count"] = result.total if result.total is not None else len(result.items)
            values = _plain(result.data)
            if values:
                fact["values"] = values
            items = [_plain(i) for i in result.items[:MAX_FACT_ITEMS]]
            if any(items):
                fact["items"] = items
            if result.failures:
                fact["failed"] = len(result.failures)
                fact["failures"] = [
                    {"ref": _clip(f.ref), "reason": t(f"reason.{f.reason}", locale)
                     if has(f"reason.{f.reason}", locale) else f.reason}
                    for f in result.failures[:MAX_FACT_ITEMS]]
            if result.files:
                fact["files"] = [PurePosixPath(f).name for f in result.files]
        facts.append(fact)
    return facts


def _strings(node: Any) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for v in node.values() for s in _strings(v)]
    if isinstance(node, list | tuple):
        return [s for v in node for s in _strings(v)]
    return []


def _scalars(node: Any) -> list[Any]:
    if isinstance(node, dict):
        return [s for v in node.values() for s in _scalars(v)]
    if isinstance(node, list | tuple):
        return [s for v in node for s in _scalars(v)]
    return [node]


def _names(strings: list[str]) -> list[str]:
    """The names among the facts' strings (and their last parts), longest first."""
    names: set[str] = set()
    for text in strings:
        text = text.strip()
        if len(text) >= 3 and re.search(r"[^\W\d_]", text) and "\n" not in text:
            names.add(text)
            if "/" in text:
                names.add(PurePosixPath(text).name)
    return sorted((n for n in names if len(n) >= 3), key=len, reverse=True)


def check(text: str, *, draft: str, facts: list[dict[str, Any]], offered: list[str],
          locale: str, engine_names: frozenset[str]) -> str | None:
    """Why `text` may not stand for the draft (a figure, a name, an engine word), or None."""
    strings = _strings(facts)
    names = _names([*strings, *offered])
    known = "\n".join([draft, *strings])
    lowered = text.casefold()
    for path in [*offered, *(m.group(0) for m in re.finditer(r"~/\S+", draft))]:
        name = PurePosixPath(path.rstrip(".,;:)")).name
        if name and name.casefold() not in lowered:
            return f"missing name {name}"
    rest = text
    for name in names:  # what the facts name may hold digits ("offerta_2.pdf", "Via Roma 12")
        rest = re.sub(rf"(?<![\w.]){re.escape(name)}(?!\w)", lambda m: " " * len(m.group(0)), rest,
                      flags=re.IGNORECASE)
    for name in engine_names:
        if re.search(rf"\b{re.escape(name)}\b", rest):
            return f"engine word {name}"
    engine_word = _ENGINE.search(rest)
    if engine_word is not None:
        return f"engine word {engine_word.group(0)}"
    stray = _FILE_NAME.search(rest)
    if stray:
        return f"unknown name {stray.group(0)}"
    known_dates = {d for d, _, _ in dates_in(known)}
    spans = []
    for day, start, end in dates_in(rest):
        if day not in known_dates:
            return f"date {rest[start:end]}"
        spans.append((start, end))
    rest = blank(rest, spans)
    # a name's digits were blanked with the name: only the draft's figures and the facts' own
    # numbers count (not the digits of a timestamp)
    known_numbers = numbers_in(draft) | values_of(_scalars(facts))
    for token, reading in figures(rest, locale):
        if not reading & known_numbers:
            return f"figure {token}"
    return None


async def phrase(
    answer: Answer, records: dict[int, StepRecord], locale: str, settings: Settings, *,
    request: str = "", trace: Trace | None = None, transport: httpx.AsyncBaseTransport | None = None,
) -> Answer:
    """The answer with its prose worded by the synthesis tier, or `answer` itself (see the module)."""
    tier = settings.models.synthesis

    def kept(reason: str, **detail: Any) -> Answer:
        if trace is not None:
            trace.add("synthesis", result="deterministic", reason=reason, **detail)
        return answer

    if not tier.configured:
        return answer
    done = {StepStatus.OK, StepStatus.EMPTY, StepStatus.PARTIAL}
    if not records or any(r.status not in done for r in records.values()):
        return kept("not_all_done")
    note = estimated_note(records, locale, settings.general.max_list_items)
    prose, rest = split_prose(answer, frozenset({note}) if note else frozenset())
    draft = "\n".join(prose)
    if not draft:
        return kept("no_prose")
    if len(draft) > MAX_DRAFT_CHARS:
        return kept("too_long", chars=len(draft))
    facts = project(records, locale)
    language = LANGUAGES.get(locale, "English")
    messages = [
        {"role": "system", "content": _SYSTEM.format(language=language)},
        {"role": "user", "content": json.dumps(
            {"request": request[:REQUEST_CHARS], "draft": draft, "facts": facts}, ensure_ascii=False,
            default=str)},
    ]
    client = ChatClient(settings=settings, tier=tier, transport=transport)
    try:
        text = (await client.complete(messages, temperature=0.2)).strip()
    except ModelFailure as exc:
        log.warning("synthesis model failed (%s): %s", exc.kind, exc)
        return kept(f"model_{exc.kind}")
    if not text or text.startswith(("{", "[", "```")):
        return kept("garbage", chars=len(text))
    if any(line.lstrip().startswith((*LIST_MARKERS, "- ", "* ")) for line in text.splitlines()):
        return kept("a_list")  # the lists are kept as composed: a second one would repeat them
    if len(text) > max(400, 3 * len(draft)):
        return kept("too_long", chars=len(text))
    offered = [PurePosixPath(f).name for f in answer.files]
    engine = frozenset(r.tool for r in records.values())
    problem = check(text, draft=draft, facts=facts, offered=offered, locale=locale, engine_names=engine)
    if problem is not None:
        return kept("facts_differ", problem=problem[:120])
    if trace is not None:
        trace.add("synthesis", result="phrased", chars=len(text))
    return Answer([Block(kind="text", text=text), *rest], list(answer.files))
