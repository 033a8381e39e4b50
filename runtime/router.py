"""The router: each message goes to a rule, the pending dialogue, or the planner.

It decides the turn's language once, starts the turn, grounds the request in the user's
files and conversation, and hands the plan to the turn's run.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from typing import Any

from runtime.catalog.contract import OriginKind
from runtime.catalog.registry import Catalog
from runtime.conversation import grounding_view, reads_as_a_body, replaces_question, without_names
from runtime.engine.observe import model_context
from runtime.engine.policy import allowed_catalog
from runtime.engine.records import Trace
from runtime.flow import TurnFlow
from runtime.i18n import LOCALES, Locale, detect_locale, normalize_locale, t
from runtime.parts import Parts, user_ref
from runtime.plan.literals import USER_LITERALS, LiteralOrigins, model_literal_origins
from runtime.plan.model import Plan, Step
from runtime.planning.base import Planner, PlanningContext
from runtime.planning.decide import ROUNDS, Decider, holds, read_only
from runtime.planning.ground import WorkspaceView
from runtime.planning.reuse import promote
from runtime.planning.rules import answer_locales, match_rule
from runtime.prompts import superseded
from runtime.resume import DialogueFlow
from runtime.schedules.facade import Entry, Schedules
from runtime.scratchpad import ScratchpadError
from runtime.store.dialogues import Conversation, DialogueRow
from runtime.store.users import User
from runtime.turn import Reply, Request, TurnContext, UserRef

HISTORY_TURNS = 6
log = logging.getLogger(__name__)


def taken(turn: TurnContext) -> Reply:
    """The request already began a turn — its message was handled elsewhere meanwhile (taken
    over from a worker that hung past its lease): nothing runs, nothing is said (an empty
    answer, which a front end does not send); that turn answers."""
    log.warning("request %s already has its turn; not run again here", turn.source)
    return Reply(text="", locale=turn.locale, status="refused")


def _neutral(text: str) -> bool:
    """A digit, or a yes/no both languages say ("ok"): words that tell no language."""
    return text.strip().isdigit() or len(answer_locales(text)) == len(LOCALES)


def _with_body(pending: DialogueRow | None, text: str) -> Plan | None:
    """The pending e-mail's plan with `text` as its body, when `text` reads as one (it opens as
    a letter does: "Ciao, …", "Hi Anna, …") and the plan sends one e-mail; None otherwise."""
    if pending is None or not reads_as_a_body(text):
        return None
    try:
        plan = Plan.model_validate(pending.plan)
    except ValueError:
        return None
    sends = [i for i, step in enumerate(plan.steps) if step.tool == "send_messages"]
    if len(sends) != 1:
        return None
    at = sends[0]
    step = plan.steps[at]
    return Plan(steps=[*plan.steps[:at], Step(tool=step.tool, args={**step.args, "body": text.strip()}),
                       *plan.steps[at + 1:]])


class Router:
    """Picks the path of a message: rule, pending dialogue, or a new plan."""

    def __init__(self, parts: Parts, flow: TurnFlow, dialogues: DialogueFlow, planner: Planner,
                 entry: Entry | None = None) -> None:
        self.parts = parts
        self.flow = flow
        self.dialogues = dialogues
        self.planner = planner
        self.schedules = Schedules(parts, flow, dialogues, self, entry)  # reminders and routines
        self.decider = Decider(parts.settings) if parts.settings.models.planning.configured else None
        self._conversations: dict[str, Conversation] = {}  # turn id -> read as the message came
        self._views: dict[str, WorkspaceView] = {}  # turn id -> the names read as the message came
        dialogues.replan = self.plan_and_run

    def language(self, request: Request) -> Locale:
        """The language a turn of `request` will answer in, as far as its words tell (what a
        front end says while the turn runs: "working…")."""
        rule = match_rule(request.text, allow_answers=True)
        general = self.parts.settings.general
        if general.locale != "auto":
            return general.locale
        if rule is not None and rule.locale and not request.text.lstrip().startswith("/"):
            return normalize_locale(rule.locale)
        return detect_locale(request.text) or normalize_locale(request.locale, general.fallback_locale)

    def locale(self, request: Request, user: User) -> Locale:
        """The one language decision of a turn (the user's own setting when the words and the
        front end say nothing)."""
        return self.language(request if request.locale else request.model_copy(
            update={"locale": user.locale}))

    async def _says_no_language(self, request: Request, user: User) -> bool:
        """Whether nothing tells the language of `request`: not its words (a digit, "ok"), not a
        setting, not the front end, not the user's own setting, not an earlier turn."""
        if self.parts.settings.general.locale != "auto" or request.locale is not None or user.locale:
            return False
        if detect_locale(request.text) is not None:
            return False
        if not _neutral(request.text):
            return False
        return await self.parts.turns.last(user.id) is None

    async def _conversation_locale(self, request: Request, user: User,
                                   pending: DialogueRow | None) -> Locale | None:
        """The language the conversation goes on in: the open question's, else the last turn's
        (unless the front end says the person's)."""
        if pending is not None:
            return normalize_locale(pending.locale)
        if request.locale is None and (last := await self.parts.turns.last(user.id)) is not None:
            return normalize_locale(last.locale)
        return None

    async def _early_view(self, user: User) -> WorkspaceView | None:
        """The names in the person's workspace, read before the turn starts; None when they
        cannot be read now (planning reads them again and says what is wrong)."""
        try:
            root = self.parts.workspaces.of(user_ref(user)).root
            return await asyncio.to_thread(grounding_view, root, user.id, self.parts.index)
        except OSError:
            return None

    async def route(self, request: Request, user: User) -> Reply:
        conv = request.conversation_id
        if request.forwarded:
            return await self._forwarded(request, user)
        pending, conversation = await self.parts.dialogues.pending_and_conversation(
            user.id, conv, HISTORY_TURNS)
        rule = match_rule(request.text, allow_answers=True)
        locale = self.locale(request, user)
        auto = self.parts.settings.general.locale == "auto"
        if detect_locale(request.text) is None and auto \
                and (rule is None or not rule.locale or _neutral(request.text)):
            # "ad Anna", "leggilo", "2" say nothing of the language: the conversation's goes on
            locale = await self._conversation_locale(request, user, pending) or locale
        view = None
        if pending is None and rule is None and auto and not request.text.lstrip().startswith("/") \
                and detect_locale(request.text) is not None:
            # the words tell the language, unless they are the names of the person's folders
            # ("whats in concerto di natale" is English): the view the planner needs, read now
            view = await self._early_view(user)
            if view is not None:  # only names said: the conversation's language goes on
                locale = detect_locale(without_names(request.text, view)) \
                    or await self._conversation_locale(request, user, None) or locale
        kind = pending.kind if pending is not None else None
        if pending is not None and kind == "confirm" and rule is not None and rule.kind in ("yes", "no"):
            return await self.dialogues.resume(pending.id, rule.kind, user, conv, locale,
                                               source=request.source)
        if pending is not None and kind in ("ask", "choose") and not replaces_question(rule, request.text):
            answered = await self.dialogues.answer(pending, request, user, locale)
            if answered is not None:
                return answered
        # "Ciao, ti giro il documento. Luisa" typed while an e-mail waits for its yes: its text
        amended = _with_body(pending, request.text) if kind == "confirm" and rule is None else None
        stray = pending is None and (
            (rule is not None and rule.kind in ("yes", "no")) or request.text.strip().isdigit())
        if rule is not None and rule.kind in ("yes", "no") and not stray:
            rule = None  # "sì" typed to a question it does not answer: planned like any text
        if rule is not None and (rule.kind == "cancel" or (
                rule.kind == "undo" and rule.named and pending is not None)):
            return await self.dialogues.cancel(user, conv, locale)
        if rule is not None and rule.kind == "cancel_job" and rule.number is not None:
            return await self.flow.jobs.cancel(user, rule.number, locale)

        last = await self.parts.turns.last(user.id) if rule is not None and rule.kind in (
            "right", "wrong") else None
        first_words = stray and await self._says_no_language(request, user)
        turn = TurnContext(user=user_ref(user), conversation_id=conv, channel=request.channel,
                           locale=locale, text=request.text, source=request.source)
        if not await self.parts.turns.start(turn):
            return taken(turn)
        trace = Trace()
        notices: list[str] = []
        if pending is not None:
            replaced = await self.parts.dialogues.supersede(user.id, conv)
            for turn_id in replaced:
                await superseded(self.parts, user.id, turn_id)
            if replaced and amended is not None:
                body = " ".join(request.text.split())
                shown = body if len(body) <= 200 else body[:199] + "…"
                notices.append(t("mail.body_taken", locale, body=shown))
                trace.add("dialogue_amended", dialogue=pending.id, arg="body")
            elif replaced and not pending.suspension.get("menu"):  # a list's buttons asked nothing
                notices.append(t("dialogue.superseded_notice", locale))
                trace.add("dialogue_superseded", dialogue=pending.id)
        if amended is not None and pending is not None:
            trace.add("path", path="rule", rule="mail_body")
            return await self.flow.run_new(turn, amended, trace, "rule",
                                           LiteralOrigins.loads(pending.literal_origin), notices)
        if stray:
            trace.add("path", path="rule", rule="nothing_to_confirm")
            text = t("planner.nothing_to_confirm", locale)
            if first_words:
                # "ok" or "2" as the very first words: nothing tells the language, so both are said
                other = next(lang for lang in LOCALES if lang != locale)
                text = f"{text}\n{t('planner.nothing_to_confirm', other)}"
            return await self.flow.answer_text(turn, trace, "rule", text, notices)
        if rule is not None and rule.kind in ("help", "greet"):
            trace.add("path", path="rule", rule=rule.kind)
            key = "help.text" if rule.kind == "help" else "help.greet"
            return await self.flow.answer_text(turn, trace, "rule", t(key, locale), notices)
        if rule is not None and rule.kind in ("right", "wrong"):
            trace.add("path", path="rule", rule=rule.kind)
            return await self.flow.answer_text(turn, trace, "rule", await self._feedback(
                rule.kind, user.id, last.id if last else None, locale), notices)
        if rule is not None and rule.kind == "undo":
            trace.add("path", path="rule", rule="undo")
            plan = Plan(steps=[Step(tool="undo_last_turn")])
            return await self.flow.run_new(turn, plan, trace, "rule", USER_LITERALS, notices)
        # reminders and routines ("ricordami …", "ogni lunedì alle 9 …", "ferma la routine …")
        if (scheduled := await self.schedules.route(turn, trace, notices)) is not None:
            return scheduled
        if pending is None:  # read with the pending dialogue, before this turn began
            self._conversations[turn.turn_id] = conversation
        if view is not None:
            self._views[turn.turn_id] = view
        return await self.plan_and_run(turn, trace, notices, request.text, {})

    async def _feedback(self, kind: str, owner: str, turn_id: str | None, locale: Locale) -> str:
        """"Giusto" / 👍 keeps the last answer's plan as a template; "sbagliato" / 👎 demotes
        the plan it reused."""
        plans = self.parts.plans
        if turn_id is None:
            return t("feedback.nothing", locale)
        if kind == "right":
            return t("feedback.kept" if await promote(plans, owner, turn_id) else "feedback.thanks", locale)
        await plans.rejected_turn(owner, turn_id)
        return t("feedback.wrong", locale)

    async def _forwarded(self, request: Request, user: User) -> Reply:
        """A forwarded message is planned like a request, but every value in it counts as
        coming from that message: any effect it would steer asks first, and says so."""
        locale = self.locale(request, user)
        turn = TurnContext(user=user_ref(user), conversation_id=request.conversation_id,
                           channel=request.channel, locale=locale, text=request.text,
                           source=request.source)
        if not await self.parts.turns.start(turn):
            return taken(turn)
        trace = Trace()
        trace.add("forwarded")
        notices = [t("planner.forwarded", locale)]
        return await self.plan_and_run(turn, trace, notices, request.text, {}, reuse=False,
                                       origin=LiteralOrigins(OriginKind.FORWARDED))

    async def undo(self, user: User, conv: str, channel: str, locale: Locale,
                   source: str | None = None) -> Reply:
        """/undo: the last operation reversed, without a sentence parsed back."""
        turn = TurnContext(user=user_ref(user), conversation_id=conv, channel=channel, locale=locale,
                           text="/undo", source=source)
        if not await self.parts.turns.start(turn):
            return taken(turn)
        trace = Trace()
        trace.add("path", path="rule", rule="undo")
        return await self.flow.run_new(turn, Plan(steps=[Step(tool="undo_last_turn")]), trace, "rule",
                                       USER_LITERALS, [])

    async def run_plan(self, plan: Plan, user: User, conv: str, channel: str, locale: Locale) -> Reply:
        """A plan written by the user, through the same checks and the same run."""
        turn = TurnContext(user=user_ref(user), conversation_id=conv, channel=channel, locale=locale,
                           text="(plan)")
        await self.parts.turns.start(turn)
        trace = Trace()
        trace.add("path", path="plan_file")
        notices: list[str] = []
        replaced = await self.parts.dialogues.supersede(user.id, conv)
        for turn_id in replaced:
            await superseded(self.parts, user.id, turn_id)
        if replaced:
            notices.append(t("dialogue.superseded_notice", locale))
        return await self.flow.run_new(turn, plan, trace, "plan_file", USER_LITERALS, notices)

    async def plan_and_run(self, turn: TurnContext, trace: Trace, notices: list[str], text: str,
                           pins: dict[str, str], *, reuse: bool = True,
                           origin: LiteralOrigins | None = None) -> Reply:
        """Ground the request in the workspace and the conversation, plan it, run it; a reused
        plan that failed with no effect is dropped and the request planned anew."""
        locale = turn.locale
        ctx = await self.planning_context(turn, pins, reuse=reuse)
        referents = ctx.referents
        proposal = await self.planner.propose(text, ctx)
        path = {"exact": "fast_path", "template": "autopath"}.get(
            proposal.reuse.kind if proposal.reuse else "", "new_proposal")
        trace.add("path", path=path, planner=self.planner.name, intent=proposal.intent,
                  notes=list(proposal.notes), place=proposal.place, pins=pins,
                  referents=referents.turn_id if referents is not None else None)
        said = [*notices, *(t(key, locale) for key in proposal.notes),
                *(t(key, locale, **params) for key, params in proposal.notices)]
        if proposal.question is not None:
            return await self.dialogues.clarify(turn, trace, proposal, text, pins, said)
        if proposal.plan is None:
            words = t(proposal.refusal_key or "planner.cannot", locale, **proposal.refusal_params)
            return await self.flow.answer_text(turn, trace, path, words, said, status="refused")
        plan = proposal.plan
        if origin is not None:  # a forwarded message: its values are not the user's words
            proposal = dataclasses.replace(proposal, literal_origin=origin, reuse=None)
        self.flow.about(turn.turn_id, text, proposal.intent, proposal.place, proposal.reuse)
        if proposal.observe and self.decider is not None:
            self.flow.watched[turn.turn_id] = None
        reply = await self.flow.run_new(turn, plan, trace, path, proposal.literal_origin, said)
        if turn.turn_id in self.flow.watched:
            reply = await self._decide(turn, trace, text, reply)
        if turn.turn_id in self.flow.failed_reuses:  # it failed before any effect: plan anew
            self.flow.failed_reuses.discard(turn.turn_id)
            trace.add("reuse_failed", path=path)
            return await self.plan_and_run(turn, trace, notices, text, pins, reuse=False)
        return reply

    async def planning_context(self, turn: TurnContext, pins: dict[str, str], *,
                               reuse: bool = True) -> PlanningContext:
        """What a planner is shown for `turn`: the workspace's names, the conversation's
        referents and history, the catalog offered to this user (a routine's request too)."""
        user_id, conv = turn.user.id, turn.conversation_id
        root = self.parts.workspaces.of(turn.user).root
        early = self._views.pop(turn.turn_id, None)
        if (known := self._conversations.pop(turn.turn_id, None)) is not None:
            view = early or await asyncio.to_thread(grounding_view, root, user_id, self.parts.index)
            referents, history = known
        elif early is not None:
            view = early
            referents, history = await self.parts.referents.get_with_history(user_id, conv, HISTORY_TURNS + 1)
            history = history[:-1]
        else:
            view, (referents, history) = await asyncio.gather(
                asyncio.to_thread(grounding_view, root, user_id, self.parts.index),
                self.parts.referents.get_with_history(user_id, conv, HISTORY_TURNS + 1))
            history = history[:-1]  # the newest line is this turn's request
        self.flow.saw_referents(turn.turn_id, referents)
        return PlanningContext(catalog=await self.offered_catalog(user_id, turn.turn_id, turn.user),
                               locale=turn.locale, history=tuple(history),
                               view=view, referents=referents, pins=pins, user_id=user_id,
                               turn_id=turn.turn_id, reuse=reuse and not pins)

    async def _decide(self, turn: TurnContext, trace: Trace, text: str, reply: Reply) -> Reply:
        """Observe, then decide (bounded rounds): the model answers from what its read-only
        steps found, or looks once more; an answer that does not hold to the facts, a model
        that fails, or rounds used up: the deterministic answer stands."""
        assert self.decider is not None
        records = self.flow.watched.get(turn.turn_id)
        shown: list[dict[str, Any]] = []
        try:
            for round_ in range(1, ROUNDS + 1):
                if records is None or reply.status != "answered":
                    return reply
                observations = model_context(records)
                shown += observations
                catalog = await self.offered_catalog(turn.user.id, turn.turn_id, turn.user)
                trace.add("observed", round=round_, shown=observations)
                decision = await self.decider.decide(text, catalog, turn.locale, shown)
                if decision.answer is not None:
                    problem = holds(decision.answer, shown, records, turn.locale)
                    trace.add("decided", round=round_, answer=problem is None, problem=problem)
                    if problem is not None:
                        break
                    return await self.flow.answer_text(turn, trace, "observe", decision.answer, [],
                                                       files=reply.files)
                if decision.plan is None or not read_only(decision.plan, catalog):
                    trace.add("decided", round=round_, answer=False, plan=decision.plan is not None)
                    break
                trace.add("decided", round=round_, look=len(decision.plan.steps))
                self.flow.watched[turn.turn_id] = None
                reply = await self.flow.run_new(turn, decision.plan, trace, "observe",
                                                model_literal_origins(decision.plan, text, catalog), [])
                records = self.flow.watched.get(turn.turn_id)
            stored = await self.parts.turns.get(turn.user.id, turn.turn_id)
            await self.parts.turns.answered(  # the facts stand; the trace keeps what was shown
                turn.turn_id, turn.user.id, path=None, plan=None,
                outcome=stored.outcome or "ok" if stored else "ok", reply_text=None,
                trace=[*(stored.trace if stored else []), *trace.events[-4:]])
            return reply
        finally:
            self.flow.watched.pop(turn.turn_id, None)

    async def offered_catalog(self, user_id: str, turn_id: str, user: UserRef | None = None) -> Catalog:
        """The catalog a planner is shown: without what the user's or role's policy refuses
        (kept per user and role until the catalog or the policy changes), and with
        scratchpad_read only while this turn has entries."""
        catalog, scratchpad = self.parts.catalog, self.parts.scratchpad
        if user is not None:
            catalog = allowed_catalog(catalog, user, self.parts.settings.policy)
        if scratchpad is not None and "scratchpad_read" in catalog:
            if self.parts.turns.started_here(turn_id) and not scratchpad.stored_here(user_id, turn_id):
                # a turn this process started stores only through this process's scratchpad:
                # one that stored nothing (a turn just started) has nothing to look up
                return catalog.without("scratchpad_read")
            try:
                if await scratchpad.list_for_turn(user_id, turn_id):
                    return catalog
            except ScratchpadError:
                pass  # unreadable: scratchpad_read is simply not offered
        return catalog.without("scratchpad_read")
