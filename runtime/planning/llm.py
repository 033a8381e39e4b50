"""The model planning tier: an OpenAI-compatible chat endpoint proposes a plan; nothing trusts it.

``ModelPlanner`` asks the tier's ``/chat/completions`` through :class:`runtime.chat.ChatClient`
for one JSON object — a plan or a refusal — with a JSON schema derived from the offered
catalog (``response_format`` ``json_schema``); a server that refuses that format (HTTP 400
about it) is asked for a plain ``json_object`` instead, and remembered for the process.
Anything else (garbage, a wrong shape, an HTTP error, a timeout) becomes a refusal key. A
plan that does not validate against the offered catalog gets one repair round, never more;
a plan that leaves out an action the request names (move, delete, send, write, table) gets
one more round, then runs with a notice saying what it did not do. The literal values of a
plan are MODEL unless found in the user's words (see ``runtime.plan.literals``), and the
runtime validates and checks every step again.

``TieredPlanner`` puts the rules planner first and the model second.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from runtime.catalog.registry import Catalog
from runtime.chat import JSON_OBJECT, ChatClient, FormatRefused, Messages
from runtime.config import ModelTier, Settings
from runtime.errors import ModelFailure as ModelFailure
from runtime.errors import ModelFailureKind
from runtime.plan.literals import model_literal_origins
from runtime.plan.model import Plan
from runtime.plan.parse import PlanFileError, parse_plan
from runtime.plan.validate import apply_guards, validate_plan
from runtime.planning.actions import missing_actions
from runtime.planning.base import Planner, PlanningContext, Proposal
from runtime.planning.decide import read_only
from runtime.planning.prompt import (
    grounding_note,
    missing_action_message,
    plan_format,
    planning_messages,
    repair_message,
)

if TYPE_CHECKING:  # httpx loads with the first model request, not with the runtime
    import httpx

log = logging.getLogger(__name__)

FailureKind = ModelFailureKind
# rules refusals grounded in the user's files or conversation: final, never handed to the model
GROUNDED_REFUSALS = frozenset({"not_found", "referent"})
REFUSAL_CHARS = 300
_FENCE = re.compile(r"^```(?:json)?\s*(.*?)\s*```$", re.DOTALL)
# endpoints (url and model) that refused a json_schema response_format, for this process
_SCHEMA_REFUSED: set[str] = set()


@dataclass(frozen=True)
class ModelAnswer:
    """What one model answer said: a plan, or a refusal in the user's language."""

    plan: Plan | None
    refusal: str | None
    raw: str
    observe: bool = False  # "then": "answer": show me what the steps found before I answer


def parse_answer(content: str) -> ModelAnswer:
    """Read a model's answer with the plan-file rules; ModelFailure("garbage") when it is not one."""
    text = content.strip()
    fenced = _FENCE.match(text)  # some servers wrap JSON in a code fence despite json_object
    if fenced:
        text = fenced.group(1)
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ModelFailure("garbage", f"not JSON: {exc.msg}") from exc
    if not isinstance(raw, dict):
        raise ModelFailure("garbage", "not a JSON object")
    if set(raw) == {"refuse"} and isinstance(raw["refuse"], str) and raw["refuse"].strip():
        return ModelAnswer(None, raw["refuse"].strip()[:REFUSAL_CHARS], content)
    observe = raw.pop("then", None) == "answer"
    try:
        return ModelAnswer(parse_plan(raw), None, content, observe)
    except PlanFileError as exc:
        raise ModelFailure("garbage", str(exc)) from exc


class ModelPlanner:
    """A planner backed by the `planning` model tier. Never trusted: every answer is checked."""

    name = "model"

    def __init__(self, *, settings: Settings, transport: httpx.AsyncBaseTransport | None = None) -> None:
        self.settings = settings
        self.tier: ModelTier = settings.models.planning
        self.client = ChatClient(settings=settings, tier=self.tier, transport=transport)

    async def propose(self, text: str, ctx: PlanningContext) -> Proposal:
        """Ask the model; a plan that validates against `ctx.catalog`, or a refusal key."""
        folders = list(ctx.view.dirs) if ctx.view is not None else []
        last = ctx.referents.files if ctx.referents is not None else ()
        messages = planning_messages(text, ctx.catalog, ctx.locale, ctx.history,
                                     grounding_note(folders, last))
        try:
            answer = await self._ask(messages, ctx.catalog)
            if answer.plan is None:
                return _refused(answer, ctx)
            intent = "model"
            problems = self._problems(answer.plan, ctx)
            if problems:
                log.info("model plan rejected (%d problems); one repair round", len(problems))
                messages += [{"role": "assistant", "content": answer.raw}, repair_message(problems)]
                answer = await self._ask(messages, ctx.catalog)
                if answer.plan is None:
                    return _refused(answer, ctx)
                if self._problems(answer.plan, ctx):
                    raise ModelFailure("invalid", "the repaired plan does not validate either")
                intent = "model_repaired"
        except ModelFailure as exc:
            log.warning("planning model failed (%s): %s", exc.kind, exc)
            return Proposal(None, locale=ctx.locale, refusal_key=f"planner.model_{exc.kind}",
                            intent=f"model_{exc.kind}")
        plan = answer.plan
        assert plan is not None  # a refusal returned above
        plan, intent, missing = await self._guard(text, plan, answer.raw, messages, ctx, intent)
        origins = model_literal_origins(plan, text, ctx.catalog)
        notices: tuple[tuple[str, dict[str, Any]], ...] = tuple(
            (f"planner.missing_action.{action}", {}) for action in missing)
        return Proposal(plan, locale=ctx.locale, literal_origin=origins, intent=intent,
                        notices=notices, complete=not missing,
                        observe=answer.observe and read_only(plan, ctx.catalog))

    async def _guard(self, text: str, plan: Plan, raw: str, messages: Messages,
                     ctx: PlanningContext, intent: str) -> tuple[Plan, str, list[str]]:
        """One more round when the plan leaves out an action the request names; what is still
        left out after it (the plan runs, and the answer says what it did not do)."""
        missing = missing_actions(text, plan, ctx.catalog)
        if not missing:
            return plan, intent, []
        log.info("model plan leaves out %s; one more round", ", ".join(missing))
        messages = [*messages, {"role": "assistant", "content": raw}, missing_action_message(missing)]
        try:
            again = await self._ask(messages, ctx.catalog)
        except ModelFailure as exc:
            log.warning("planning model failed on the missing action (%s): %s", exc.kind, exc)
            return plan, f"{intent}; missing:{','.join(missing)}", missing
        if again.plan is not None and not self._problems(again.plan, ctx):
            still = missing_actions(text, again.plan, ctx.catalog)
            if len(still) < len(missing):
                plan, missing = again.plan, still
        intent = "model_guarded" if not missing else f"{intent}; missing:{','.join(missing)}"
        return plan, intent, missing

    def _problems(self, plan: Plan, ctx: PlanningContext) -> list[Any]:
        guarded, _ = apply_guards(plan, ctx.catalog)
        return validate_plan(guarded, ctx.catalog, max_steps=self.settings.general.max_steps)

    async def _ask(self, messages: Messages, catalog: Catalog) -> ModelAnswer:
        """One chat completion asking for the plan's JSON schema (or plain JSON where refused)."""
        endpoint = self.client.endpoint
        if endpoint not in _SCHEMA_REFUSED:
            try:
                return parse_answer(await self.client.complete(
                    messages, response_format=plan_format(catalog)))
            except FormatRefused:
                log.info("%s refuses json_schema; asking for json_object from now on", endpoint)
                _SCHEMA_REFUSED.add(endpoint)
        return parse_answer(await self.client.complete(messages, response_format=JSON_OBJECT))


def _refused(answer: ModelAnswer, ctx: PlanningContext) -> Proposal:
    return Proposal(None, locale=ctx.locale, refusal_key="planner.model_refused",
                    refusal_params={"reason": answer.refusal}, intent="model_refused")


class TieredPlanner:
    """Rules first, the model second, the rules' refusal (with a note) when the model fails.

    A request the rules planner plans is a closed, well-understood form: its plan is
    used as is (deterministic, no model round trip). Anything else goes to the model.
    When the model is unreachable, answers garbage or cannot produce a valid plan, the
    rules planner's own refusal is the answer, preceded by a one-line note saying so.
    An empty request never reaches the model.
    """

    name = "rules+model"

    def __init__(self, rules: Planner, model: Planner) -> None:
        self.rules = rules
        self.model = model

    async def propose(self, text: str, ctx: PlanningContext) -> Proposal:
        first = await self.rules.propose(text, ctx)
        grounded = first.question is not None or first.intent in GROUNDED_REFUSALS
        if first.plan is not None or first.refusal_key == "planner.empty" or grounded:
            # a question about the user's own names, or "there is no such folder", is an answer
            return replace(first, intent=f"rules:{first.intent}")
        second = await self.model.propose(text, ctx)
        if second.plan is not None or second.refusal_key == "planner.model_refused":
            return second
        note = second.refusal_key or "planner.model_unavailable"
        return replace(first, notes=(*first.notes, note),
                       intent=f"rules:{first.intent}; {second.intent}")
