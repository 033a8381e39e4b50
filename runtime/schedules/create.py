"""Making reminders and routines in a turn.

A reminder is stored at once and said back with its time. A routine's request is planned by
the usual planner, checked, and previewed without any effect: its read-only steps run up to
the first step with an effect, whose exact arguments and targets are what a yes approves (the
standing consent, kept with the routine until it expires). The prompt shows the next three
runs and what it will do, in plain words; the routine exists only after the yes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from runtime.catalog.contract import EffectClass, ExecutorSpec, Policy
from runtime.engine.execute import run_steps
from runtime.engine.invoke import args_hash
from runtime.engine.provenance import invoke_step
from runtime.engine.records import StepRecord, StepStatus, Suspension, Trace, trace_json
from runtime.i18n import normalize_locale, t, word
from runtime.parts import user_ref
from runtime.plan.literals import LiteralOrigins
from runtime.plan.model import Plan
from runtime.plan.resolve import Resolution
from runtime.plan.validate import apply_guards, validate_plan
from runtime.prompts import open_dialogue, prompt_text, yes_no
from runtime.schedules.describe import plan_actions, runs_words, trigger_words
from runtime.schedules.intents import Remind, Routine
from runtime.schedules.shared import PATH, ScheduleParts
from runtime.schedules.trigger import Trigger, zone
from runtime.store.dialogues import DialogueRow
from runtime.store.users import User
from runtime.turn import Block, Reply, TurnContext

NEXT_RUNS = 3


@dataclass
class Preview:
    """What a routine would do now, found without any effect: the approvals a yes gives (step →
    args hash) and the sentences that say so."""

    approvals: dict[int, str] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)
    records: dict[int, StepRecord] = field(default_factory=dict)


class Creation:
    """Reminders stored at once; routines planned, previewed and confirmed."""

    def __init__(self, kit: ScheduleParts) -> None:
        self.kit = kit

    async def _limits(self, turn: TurnContext, trigger: Trigger) -> str | None:
        """Why this schedule cannot be made (too many, too often, already past), or None."""
        settings = self.kit.parts.settings.schedules
        count = await self.kit.store.count(turn.user.id)
        if count >= settings.max_per_user:
            return t("schedule.too_many", turn.locale, count=count)
        if trigger.kind == "interval" and trigger.every_seconds < settings.min_interval_seconds:
            return t("schedule.too_often", turn.locale, minutes=settings.min_interval_seconds // 60)
        now = self.kit.now()
        if trigger.next_after(now, self.kit.tz(turn.user)) is None:
            when = trigger_words(trigger, self.kit.tz(turn.user), now, turn.locale)
            return t("schedule.past", turn.locale, when=when)
        return None

    # --- reminders --------------------------------------------------------------------------

    async def remind(self, turn: TurnContext, trace: Trace, notices: list[str], intent: Remind) -> Reply:
        """Store the reminder; the answer says when it will come."""
        trigger, tz, now = intent.said.trigger, self.kit.tz(turn.user), self.kit.now()
        trace.add("schedule", made="reminder", trigger=trigger.model_dump(mode="json"))
        refused = await self._limits(turn, trigger)
        if refused is not None:
            return await self.kit.answer(turn, trace, refused, notices, "refused")
        nxt = trigger.next_after(now, tz)
        assert nxt is not None  # checked by _limits
        row = await self.kit.store.create(
            owner=turn.user.id, kind="reminder", conversation_id=turn.conversation_id,
            channel=turn.channel, locale=turn.locale, timezone=tz.key,
            trigger=trigger.model_dump(mode="json"), text=intent.what, next_run_at=nxt)
        trace.add("schedule_created", number=row.number, next_run_at=nxt)
        when = trigger_words(trigger, tz, now, turn.locale)
        if trigger.recurring:
            text = t("schedule.reminder_set_recurring", turn.locale, when=when, what=intent.what,
                     next=trigger_words(Trigger(kind="once", at=nxt), tz, now, turn.locale))
        else:
            text = t("schedule.reminder_set", turn.locale, when=when, what=intent.what)
        return await self.kit.answer(turn, trace, text, notices)

    # --- routines ---------------------------------------------------------------------------

    async def routine(self, turn: TurnContext, trace: Trace, notices: list[str], intent: Routine) -> Reply:
        """Plan the request, preview it, and ask whether to create the routine."""
        kit, locale = self.kit, turn.locale
        trigger, tz, now = intent.said.trigger, kit.tz(turn.user), kit.now()
        trace.add("schedule", made="routine", trigger=trigger.model_dump(mode="json"),
                  request=intent.request)
        refused = await self._limits(turn, trigger)
        if refused is not None:
            return await kit.answer(turn, trace, refused, notices, "refused")
        ctx = await kit.router.planning_context(turn, {}, reuse=False)
        proposal = await kit.router.planner.propose(intent.request, ctx)
        trace.add("planned", planner=kit.router.planner.name, intent=proposal.intent,
                  plan=proposal.plan is not None)
        said = [*notices, *(t(key, locale) for key in proposal.notes),
                *(t(key, locale, **params) for key, params in proposal.notices)]
        if proposal.question is not None:
            question = t(proposal.question.key, locale, **proposal.question.params)
            return await kit.answer(turn, trace, t("schedule.routine_question", locale, question=question),
                                    said, "refused")
        if proposal.plan is None:
            words = t(proposal.refusal_key or "planner.cannot", locale, **proposal.refusal_params)
            return await kit.answer(turn, trace, words, said, "refused")
        catalog = kit.parts.catalog
        plan, _ = apply_guards(proposal.plan, catalog)
        if validate_plan(plan, catalog, max_steps=kit.parts.settings.general.max_steps):
            return await kit.answer(turn, trace, t("planner.model_invalid", locale), said, "invalid")
        preview = await self._preview(turn, plan, trace, proposal.literal_origin)
        lines = [t("schedule.routine_once" if not trigger.recurring else "schedule.routine_intro",
                   locale, when=trigger_words(trigger, tz, now, locale), request=intent.request)]
        lines.append(t("schedule.routine_actions" if trigger.recurring else "schedule.routine_actions_once",
                       locale, actions=plan_actions(plan, locale)))
        if trigger.recurring:
            lines.append(t("schedule.routine_next", locale,
                           runs=runs_words(trigger.next_runs(now, tz, NEXT_RUNS), tz, now, locale)))
        lines += preview.lines
        if any(catalog[plan.steps[n - 1].tool].policy is Policy.CONFIRM for n in preview.approvals):
            until = datetime.fromtimestamp(now + kit.parts.settings.schedules.approval_days * 86400, tz)
            lines.append(t("schedule.routine_consent", locale, until=t(
                "date.day", locale, day=until.day, month=t(f"date.month.{until.month}", locale),
                year=until.year)))
        lines.append(t("schedule.routine_ask", locale))
        text = "\n".join(lines)
        prompt = await open_dialogue(
            kit.parts, turn, kind="confirm", text=text,
            choices=yes_no(locale, "schedule.choice_create", "choice.no"), plan=plan,
            approvals=preview.approvals, origin=proposal.literal_origin,
            suspension={"schedule": "create", "trigger": trigger.model_dump(mode="json"),
                        "request": intent.request, "timezone": tz.key})
        trace.add("path", path=PATH)
        trace.add("suspended", prompt="confirm", reason="schedule", dialogue=prompt.dialogue_id,
                  approvals=sorted(preview.approvals))
        await kit.parts.turns.suspended(turn.turn_id, turn.user.id, path=PATH, plan=plan,
                                        trace=trace_json(trace, preview.records))
        full = "\n\n".join([*said, text])
        return Reply(text=full, locale=locale, status="prompt", turn_id=turn.turn_id, prompt=prompt,
                     blocks=(Block(kind="text", text=full),))

    async def _preview(self, turn: TurnContext, plan: Plan, trace: Trace,
                       origin: LiteralOrigins) -> Preview:
        """Run the read-only steps up to the first step with an effect, and stop before it: its
        exact arguments and targets are what a yes approves. Nothing is changed."""
        catalog, preview = self.kit.parts.catalog, Preview()
        effects = [n for n, s in enumerate(plan.steps, 1) if catalog[s.tool].effect is not EffectClass.READ]
        if not effects:
            return preview
        engine = self.kit.parts.engine(turn)
        reached: list[tuple[int, ExecutorSpec, Resolution, StepRecord | Suspension | None]] = []

        async def before_effect(num: int, spec: ExecutorSpec, res: Resolution) -> str | None:
            if spec.effect is EffectClass.READ:
                return None
            asked = await invoke_step(engine, turn, num, spec, res, trace, consent_only=True)
            reached.append((num, spec, res, asked))
            return "cancelled"  # stop here: the step does not run

        run = await run_steps(engine, turn, plan, trace, literal_origin=origin, gate=before_effect)
        preview.records = run.records
        locale = turn.locale
        first = reached[0][0] if reached else None
        if reached:
            num, spec, res, asked = reached[0]
            if isinstance(asked, StepRecord):  # a check fails today (a folder missing, …)
                problem = t(asked.message_key, locale, **asked.message_params) if asked.message_key \
                    else word("action", spec.name, locale)
                preview.lines.append(t("schedule.routine_cannot_now", locale, problem=problem))
            else:
                preview.approvals[num] = args_hash(spec.name, res.args, res.input)
                if isinstance(asked, Suspension):
                    preview.lines.append(t("schedule.routine_preview", locale,
                                           action=prompt_text(asked, locale)))
        elif any(r.status in (StepStatus.SKIPPED, StepStatus.EMPTY) for r in run.records.values()):
            preview.lines.append(t("schedule.routine_nothing_now", locale))
        for num in effects:
            spec = catalog[plan.steps[num - 1].tool]
            if num != first and spec.policy is Policy.CONFIRM:
                preview.lines.append(t("schedule.routine_asks", locale,
                                       action=word("action", spec.name, locale)))
        trace.add("schedule_preview", reached=first, approved=sorted(preview.approvals))
        return preview

    async def confirmed(self, row: DialogueRow, user: User, choice: str, yes: bool) -> Reply:
        """The answer to "Shall I create it?": the routine row, with the plan and the consent
        given now — or nothing."""
        kit, dialogues = self.kit, self.kit.parts.dialogues
        locale = normalize_locale(row.locale)
        turn = TurnContext(user=user_ref(user), conversation_id=row.conversation_id,
                           channel=row.channel, locale=locale, text="", turn_id=row.turn_id)
        trace = Trace()

        async def end(key: str, state: str, outcome: str, status: Any = "answered", **params: Any) -> Reply:
            await dialogues.close(user.id, row.id, state, outcome)
            text = t(key, locale, **params)
            await kit.parts.turns.answered(row.turn_id, user.id, path=PATH, plan=None, outcome=outcome,
                                           reply_text=text, trace=None)
            return Reply(text=text, locale=locale, status=status, turn_id=row.turn_id,
                         blocks=(Block(kind="text", text=text),))

        if not yes:
            return await end("schedule.routine_not_created", "denied", "user_denied", "cancelled")
        plan = Plan.model_validate(row.plan)
        if plan.digest() != row.plan_hash:
            return await end("dialogue.plan_changed", "stale", "plan_changed", "refused")
        if kit.parts.catalog.signatures(row.signatures.keys()) != row.signatures:
            return await end("dialogue.catalog_changed", "stale", "catalog_changed", "refused")
        s = row.suspension
        trigger = Trigger.model_validate(s["trigger"])
        tz, now = zone(str(s["timezone"])), kit.now()
        refused = await self._limits(turn, trigger)
        if refused is not None:
            await dialogues.close(user.id, row.id, "stale", "limits")
            await kit.parts.turns.answered(row.turn_id, user.id, path=PATH, plan=None,
                                           outcome="refused", reply_text=refused, trace=None)
            return Reply(text=refused, locale=locale, status="refused", turn_id=row.turn_id)
        nxt = trigger.next_after(now, tz)
        assert nxt is not None  # checked by _limits
        created = await kit.store.create(
            owner=user.id, kind="routine", conversation_id=row.conversation_id, channel=row.channel,
            locale=locale, timezone=tz.key, trigger=trigger.model_dump(mode="json"),
            text=str(s["request"]), next_run_at=nxt, plan=row.plan, plan_hash=row.plan_hash,
            signatures=row.signatures, approvals=row.approvals, literal_origin=row.literal_origin,
            approved_until=now + kit.parts.settings.schedules.approval_days * 86400)
        trace.add("schedule_created", number=created.number, next_run_at=nxt)
        when = trigger_words(trigger, tz, now, locale)
        if not trigger.recurring:
            return await end("schedule.routine_created_once", "resumed", "ok", num=created.number, when=when)
        return await end("schedule.routine_created", "resumed", "ok", num=created.number, when=when,
                         next=trigger_words(Trigger(kind="once", at=nxt), tz, now, locale))

