"""The scheduler's tick: the runs that are due, each claimed before it starts.

``run_due(now)`` is called by the front end every few seconds (the bot's JobQueue, the
terminal's housekeeping). A due row is claimed in the database — its next run moved forward
in the same statement — and only then run, so a crash never runs it twice. A run more than
the grace period late (the process was down) is not run but reported as missed; a reminder
that late still comes, saying it is late. A routine runs as a turn of its owner through the
same step loop and invocation point as any other, with the consent stored at its creation:
a step whose exact arguments and targets differ asks, with buttons, before its effect.
"""

from __future__ import annotations

import asyncio
import logging
import uuid

from runtime.engine.records import Trace
from runtime.i18n import normalize_locale, t
from runtime.parts import user_ref
from runtime.plan.literals import LiteralOrigins
from runtime.plan.model import Plan
from runtime.plan.validate import validate_plan
from runtime.schedules.describe import moment_words, short, trigger_words
from runtime.schedules.shared import ScheduleParts, with_head
from runtime.schedules.trigger import Trigger, zone
from runtime.store.schedules import ScheduleRow
from runtime.store.users import User
from runtime.turn import Block, Reply, TurnContext

log = logging.getLogger(__name__)

ROUTINE_PATH = "routine"


class Runs:
    """Claims and runs what is due; tells owners what ran, what asks, what was missed."""

    def __init__(self, kit: ScheduleParts) -> None:
        self.kit = kit
        self._tick = asyncio.Lock()

    async def run_due(self, now: float | None = None) -> int:
        """Run (or report) every schedule due at `now`; how many ran or were delivered. Ticks of
        this process take turns (between processes, the claim decides)."""
        async with self._tick:
            now = self.kit.now() if now is None else now
            done = 0
            for row in await self.kit.store.due(now):
                try:
                    done += await self._one(row, now)
                except Exception:  # one schedule's failure must not stop the others
                    log.exception("schedule %s of %s failed", row.number, row.owner_user_id)
                    await self.kit.store.finished(row.id, "failed")
            await self.kit.store.prune(now - self.kit.parts.settings.retention.days * 86400)
            return done

    async def _one(self, row: ScheduleRow, now: float) -> int:
        assert row.next_run_at is not None
        tz, trigger = zone(row.timezone), Trigger.model_validate(row.trigger)
        scheduled = row.next_run_at
        late = now - scheduled > self.kit.parts.settings.schedules.grace_seconds
        nxt = trigger.next_after(max(now, scheduled), tz)  # runs missed meanwhile are not queued
        turn_id = "t" + uuid.uuid4().hex[:12] if row.kind == "routine" and not late else None
        if not await self.kit.store.claim(row, next_run_at=nxt, turn_id=turn_id, now=now):
            return 0  # another tick or process took it
        owner = await self.kit.parts.users.by_id(row.owner_user_id)
        if owner is None or owner.disabled:
            await self.kit.store.finished(row.id, "owner_unavailable")
            return 0
        locale = normalize_locale(row.locale)
        if row.kind == "reminder":
            return await self._remind(row, owner, scheduled, now, late)
        if late:
            missed = trigger.runs_between(scheduled, now, tz)
            text = t("schedule.run_missed", locale, num=row.number, request=short(row.text),
                     when=moment_words(scheduled, tz, now, locale),
                     more=t("schedule.run_missed_more", locale, total=missed) if missed > 1 else "")
            if nxt is not None:
                text += " " + t("schedule.run_missed_next", locale, next=moment_words(nxt, tz, now, locale))
            await self.kit.store.finished(row.id, "missed")
            await self.kit.parts.outbox.send(owner.id, Reply(
                text=text, locale=locale, status="answered", blocks=(Block(kind="text", text=text),)))
            return 0
        assert turn_id is not None
        await self._routine(row, owner, trigger, turn_id, scheduled, now)
        return 1

    async def _remind(self, row: ScheduleRow, owner: User, scheduled: float, now: float,
                      late: bool) -> int:
        locale = normalize_locale(row.locale)
        tz = zone(row.timezone)
        text = t("schedule.reminder_late", locale, what=row.text,
                 when=moment_words(scheduled, tz, now, locale)) if late else t(
            "schedule.reminder_notice", locale, what=row.text)
        reply = Reply(text=text, locale=locale, status="answered", blocks=(Block(kind="text", text=text),))
        if not await self.kit.parts.outbox.send(owner.id, reply):
            await self.kit.store.release(row)  # nobody could be told: tried again at the next tick
            return 0
        await self.kit.store.finished(row.id, "late" if late else "delivered")
        return 1

    async def _routine(self, row: ScheduleRow, owner: User, trigger: Trigger, turn_id: str,
                       scheduled: float, now: float) -> None:
        """One run of a routine: a turn of its owner, with the standing consent if it still
        holds; the Reply (an answer, or a prompt with buttons) goes to the owner."""
        kit, locale = self.kit, normalize_locale(row.locale)
        tz = zone(row.timezone)
        turn = TurnContext(user=user_ref(owner), conversation_id=row.conversation_id,
                           channel=row.channel, locale=locale, text=row.text, turn_id=turn_id)
        await kit.parts.turns.start(turn)
        trace = Trace()
        trace.add("path", path=ROUTINE_PATH, schedule=row.number, scheduled=scheduled)
        plan = Plan.model_validate(row.plan or {"steps": []})
        catalog = kit.parts.catalog
        problems = validate_plan(plan, catalog, max_steps=kit.parts.settings.general.max_steps)
        if plan.digest() != row.plan_hash or problems or not plan.steps:
            text = t("schedule.run_invalid", locale, num=row.number, request=short(row.text))
            reply = await kit.flow.answer_text(turn, trace, ROUTINE_PATH, text, [], status="invalid")
            await kit.store.finished(row.id, "invalid")
            await kit.parts.outbox.send(owner.id, reply)
            return
        standing = self._standing(row, now)
        trace.add("standing_consent", steps=sorted(standing),
                  held=bool(standing) or not row.approvals)
        try:
            reply = await kit.flow.run(turn, plan, trace, ROUTINE_PATH,
                                       LiteralOrigins.loads(row.literal_origin), approvals=standing,
                                       foreground=False)
        except Exception:  # like a job: the owner is told, the scheduler goes on
            log.exception("routine %s of %s failed inside the runtime", row.number, owner.name)
            text = t("schedule.run_failed", locale, num=row.number, request=short(row.text))
            await kit.parts.turns.failed(turn.turn_id, owner.id, path=ROUTINE_PATH, plan=plan,
                                         reply_text=text, trace=trace.events)
            await kit.store.finished(row.id, "failed")
            await kit.parts.outbox.send(owner.id, Reply(text=text, locale=locale, status="error"))
            return
        when = trigger_words(trigger, tz, now, locale)
        if reply.prompt is not None:
            head = t("schedule.run_asks", locale, num=row.number, request=short(row.text))
        else:
            head = t("schedule.run_head", locale, num=row.number, when=when)
        outcome = {"answered": "ok", "prompt": "asked"}.get(reply.status, reply.status)
        await kit.store.finished(row.id, outcome)
        await kit.parts.outbox.send(owner.id, with_head(reply, head))

    def _standing(self, row: ScheduleRow, now: float) -> dict[int, str]:
        """The consent given at creation, while it holds: not expired, and the executors are
        the ones it was given for (same signatures)."""
        if not row.approvals or row.approved_until is None or now >= row.approved_until:
            return {}
        if self.kit.parts.catalog.signatures(row.signatures.keys()) != row.signatures:
            return {}
        return {int(k): v for k, v in row.approvals.items()}
