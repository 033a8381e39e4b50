"""Observe, then decide: a model's read-only plan marked ``"then": "answer"`` runs first; the
model then sees what its steps found — the model-visible observations (summaries and a
reference for what went to the scratchpad, never raw large data, never secrets), with
``scratchpad_read`` offered for this turn's entries only — and answers in words, or plans
one more read-only look (bounded rounds, each plan validated and invoked like any other).

An answer in words is held to the facts: every figure, date and file name in it must come
from what the steps found (the synthesis check); otherwise the deterministic answer stands.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any

from runtime.catalog.contract import EffectClass
from runtime.catalog.registry import Catalog
from runtime.chat import ChatClient
from runtime.config import Settings
from runtime.engine.records import StepRecord
from runtime.errors import ModelFailure
from runtime.phrasing import check, project
from runtime.plan.model import Plan
from runtime.plan.parse import PlanFileError, parse_plan
from runtime.planning.prompt import LANGUAGES, planning_messages

log = logging.getLogger(__name__)

ROUNDS = 3
ANSWER_CHARS = 1500
_INSTRUCTIONS = """\
You asked to see what your steps found before answering. Below, under "observations", is \
what each step returned: small results whole, large ones as a summary with a reference \
(read a slice with scratchpad_read, giving its "id" or "step", only if you need it).
Answer with ONE JSON object:
  {{"answer": "<the answer to the request, in {language}, using only what the observations say>"}}
or, to look further, a plan of read-only steps {{"steps": [...], "then": "answer"}}
or {{"refuse": "<short reason, in {language}>"}}.
Never invent a number, a date or a name that the observations do not contain."""


@dataclass(frozen=True)
class Decision:
    """What the model made of the observations: words, another look, or a refusal."""

    answer: str | None = None
    plan: Plan | None = None
    refusal: str | None = None


def read_only(plan: Plan, catalog: Catalog) -> bool:
    """Whether every step of `plan` only reads (an observe round never changes anything)."""
    return all((spec := catalog.get(s.tool)) is not None and spec.effect is EffectClass.READ
               for s in plan.steps)


def parse_decision(content: str) -> Decision:
    """Read the model's second-round answer; ModelFailure("garbage") when it is none."""
    text = content.strip().removeprefix("```json").removeprefix("```").removesuffix("```").strip()
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ModelFailure("garbage", f"not JSON: {exc.msg}") from exc
    if not isinstance(raw, dict):
        raise ModelFailure("garbage", "not a JSON object")
    if isinstance(raw.get("answer"), str) and raw["answer"].strip():
        return Decision(answer=raw["answer"].strip()[:ANSWER_CHARS])
    if isinstance(raw.get("refuse"), str):
        return Decision(refusal=raw["refuse"].strip()[:300])
    raw.pop("then", None)
    try:
        return Decision(plan=parse_plan(raw))
    except PlanFileError as exc:
        raise ModelFailure("garbage", str(exc)) from exc


class Decider:
    """The planning tier's second round, over what the first plan's steps found."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.client = ChatClient(settings=settings, tier=settings.models.planning)

    async def decide(self, text: str, catalog: Catalog, locale: str,
                     observations: list[dict[str, Any]]) -> Decision:
        """One more round; a refusal Decision when the model fails (the facts then stand)."""
        messages = planning_messages(text, catalog, locale)
        messages.append({"role": "user", "content": _INSTRUCTIONS.format(
            language=LANGUAGES.get(locale, "English")) + "\n\n" + json.dumps(
                {"observations": observations}, ensure_ascii=False, default=str)})
        try:
            return parse_decision(await self.client.complete(
                messages, response_format={"type": "json_object"}))
        except ModelFailure as exc:
            log.warning("planning model failed on its observations (%s): %s", exc.kind, exc)
            return Decision(refusal="")


def holds(answer: str, shown: list[dict[str, Any]], records: dict[int, StepRecord],
          locale: str) -> str | None:
    """Why a model's answer may not stand (a figure, a date or a name that is not in what it
    was shown), or None. The facts are exactly what it saw, slices it read included."""
    seen = json.dumps(shown, ensure_ascii=False, default=str).replace("~/", "")
    return check(answer, draft=seen, facts=[*shown, *project(records, locale)], offered=[],
                 locale=locale, engine_names=frozenset(r.tool for r in records.values()))
