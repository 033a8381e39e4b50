"""A turn's run: check the plan, run it through ``invoke``, end the turn — with an answer, a
prompt whose answer resumes it, or a hand-off of the rest to a job (after its consent)."""

from __future__ import annotations

import dataclasses
from collections import OrderedDict
from typing import Any

from runtime.engine.execute import PlanRun, run_steps
from runtime.engine.records import StepRecord, StepStatus, Trace, trace_json
from runtime.i18n import normalize_locale, t
from runtime.lre import LongWork
from runtime.parts import Parts
from runtime.phrasing import phrase
from runtime.plan.literals import LiteralOrigins
from runtime.plan.model import Plan
from runtime.plan.validate import apply_guards, validate_plan
from runtime.planning.base import Reuse
from runtime.planning.referents import Referents, referents_of
from runtime.planning.reuse import store_plan
from runtime.prompts import open_dialogue, prompt_text, yes_no
from runtime.store.jobs import OPEN_STATES
from runtime.store.referents import put_statement
from runtime.synthesis import compose, render_block
from runtime.turn import Block, Prompt, Reply, ReplyStatus, TurnContext

SEEN_KEPT = 256  # referents kept for turns still running in this process


class TurnFlow:
    """Runs checked plans for turns and ends them; the long-work engine runs the rest of a
    long plan through the same ``conclude``."""

    def __init__(self, parts: Parts) -> None:
        self.parts = parts
        self.jobs = LongWork(parts, self)
        self._about: dict[str, tuple[str, str | None, str | None]] = {}
        # the referents a turn's planning read (this process orders a user's turns, so they are
        # still the stored ones when the turn ends): its end need not read them again
        self._seen: OrderedDict[str, Referents | None] = OrderedDict()
        self._reuse: dict[str, Reuse] = {}
        self.failed_reuses: set[str] = set()  # turns whose reused plan failed with no effect
        self.watched: dict[str, dict[int, StepRecord] | None] = {}  # observe-then-decide turns

    def about(self, turn_id: str, text: str, intent: str | None, place: str | None,
              reuse: Reuse | None = None) -> None:
        """What the planner understood of the request (kept as the answer's referents), and
        where its plan came from (stored for reuse once it ran well)."""
        self._about[turn_id] = (text, intent, place)
        if reuse is not None:
            self._reuse[turn_id] = reuse

    async def run_new(self, turn: TurnContext, plan: Plan, trace: Trace, path: str,
                      origin: LiteralOrigins, notices: list[str]) -> Reply:
        """Guards, validation, then the run; a person in a chat never reads engine words."""
        catalog, settings = self.parts.catalog, self.parts.settings
        guarded, notes = apply_guards(plan, catalog)
        for note in notes:
            trace.add("guard", note.step, code=note.code, tool=note.tool, detail=note.detail)
        problems = validate_plan(guarded, catalog, max_steps=settings.general.max_steps)
        trace.add("validation", result="ok" if not problems else "rejected",
                  problems=[{"code": p.code, "step": p.step, "arg": p.arg} for p in problems])
        if problems:
            if path == "plan_file":  # the author of a plan file reads the problems themselves
                text = "\n".join([t("plan.invalid", turn.locale)]
                                 + [f"• {p.message(turn.locale)}" for p in problems])
            else:
                text = t("planner.model_invalid", turn.locale)
            return await self.answer_text(turn, trace, path, text, notices, status="invalid", plan=guarded)
        return await self.run(turn, guarded, trace, path, origin, notices=notices)

    async def run(
        self, turn: TurnContext, plan: Plan, trace: Trace, path: str, origin: LiteralOrigins, *,
        records: dict[int, StepRecord] | None = None, start: int = 1,
        approvals: dict[int, str] | None = None, notices: list[str] | None = None,
        foreground: bool = True,
    ) -> Reply:
        """Run from `start`; in the foreground a long plan may still become a job."""
        approvals = dict(approvals or {})
        run = await run_steps(self.parts.engine(turn), turn, plan, trace, records=records, start=start,
                              approvals=approvals, literal_origin=origin,
                              gate=self.jobs.gate(turn) if foreground else None)
        return await self.conclude(turn, plan, run, trace, path, origin, approvals, notices or [])

    def saw_referents(self, turn_id: str, referents: Referents | None) -> None:
        """The referents `turn_id`'s planning was shown (kept for its end, a bounded number)."""
        self._seen[turn_id] = referents
        if len(self._seen) > SEEN_KEPT:  # turns that ended in a prompt or a job
            self._seen.popitem(last=False)

    async def _referents(self, turn: TurnContext) -> Referents | None:
        if turn.turn_id in self._seen:
            return self._seen[turn.turn_id]
        return await self.parts.referents.get(turn.user.id, turn.conversation_id)

    async def conclude(
        self, turn: TurnContext, plan: Plan, run: PlanRun, trace: Trace, path: str,
        origin: LiteralOrigins, approvals: dict[int, str], notices: list[str],
    ) -> Reply:
        """End the turn where the run stopped: a prompt, a job, or the answer."""
        if run.suspension is not None:
            return await self.suspend(turn, plan, run, trace, path, origin, approvals, notices)
        if run.stopped is not None:
            return await self.jobs.hand_off(turn, plan, run, trace, path, origin, approvals, notices)
        answer = compose(run.records, turn.locale, max_items=self.parts.settings.general.max_list_items)
        if self.parts.settings.models.synthesis.configured:  # its prose worded, its facts checked
            answer = await phrase(answer, run.records, turn.locale, self.parts.settings,
                                  request=turn.text, trace=trace)
        if turn.turn_id in self.watched:  # the model answers from what the steps found
            self.watched[turn.turn_id] = run.records
        await self._reused(turn, plan, run, origin, approvals)  # before the referents move on
        about = await self.remember(turn, run)
        self._seen.pop(turn.turn_id, None)
        blocks = [Block(kind="text", text=n) for n in notices] + answer.blocks
        text = "\n\n".join(render_block(b) for b in blocks)
        await self.parts.turns.answered(
            turn.turn_id, turn.user.id, path=path, plan=plan, outcome=overall(run.records),
            reply_text=text, trace=trace_json(trace, run.records), also=about)
        return Reply(text=text, locale=turn.locale, status="answered", turn_id=turn.turn_id,
                     files=tuple(answer.files), blocks=tuple(blocks))

    async def suspend(
        self, turn: TurnContext, plan: Plan, run: PlanRun, trace: Trace, path: str,
        origin: LiteralOrigins, approvals: dict[int, str], notices: list[str],
    ) -> Reply:
        """Ask before the step: a confirmation with buttons, or a question."""
        s = run.suspension
        assert s is not None
        text = prompt_text(s, turn.locale)
        prompt = await open_dialogue(
            self.parts, turn, kind=s.kind, text=text,
            choices=yes_no(turn.locale) if s.kind == "confirm" else (), plan=plan,
            position=s.step, args_hash=s.args_hash, records=run.records, approvals=approvals,
            suspension=s.model_dump(mode="json"), origin=origin)
        trace.add("suspended", s.step, prompt=s.kind, reason=s.reason, dialogue=prompt.dialogue_id,
                  background=s.background)
        full = "\n\n".join([*notices, text])
        await self.parts.turns.suspended(turn.turn_id, turn.user.id, path=path, plan=plan,
                                         trace=trace_json(trace, run.records))
        return Reply(text=full, locale=turn.locale, status="prompt", turn_id=turn.turn_id,
                     prompt=prompt, blocks=(Block(kind="text", text=full),))

    async def answer_text(
        self, turn: TurnContext, trace: Trace, path: str, text: str, notices: list[str],
        *, status: ReplyStatus = "answered", plan: Plan | None = None, files: tuple[str, ...] = (),
    ) -> Reply:
        """End the turn with words only (a rule, a refusal, a question it could not plan)."""
        full = "\n\n".join([*notices, text])
        await self.parts.turns.answered(turn.turn_id, turn.user.id, path=path, plan=plan,
                                        outcome=status, reply_text=full, trace=trace_json(trace, {}))
        return Reply(text=full, locale=turn.locale, status=status, turn_id=turn.turn_id,
                     files=files, blocks=(Block(kind="text", text=full),))

    async def stored_answer(self, owner: str, turn_id: str) -> Reply | None:
        """What an ended turn said to the request that started or resumed it, rebuilt from the
        store — nothing runs again (a front end whose worker died before sending the answer
        sends it from here): the answer's text (an answer, a refusal, a failure), the prompt
        it still waits on, the hand-off to a job that is still open. None while it runs, when
        it was cut short (its owner is told of that), when its job ended (told by the job's
        notice) or when it said nothing (an expiry, told by its own notice)."""
        turn = await self.parts.turns.get(owner, turn_id)
        if turn is None:
            return None
        locale = normalize_locale(turn.locale, self.parts.settings.general.fallback_locale)
        if turn.state == "suspended":
            row = await self.parts.dialogues.pending(owner, turn.conversation_id)
            if row is None or row.turn_id != turn_id:
                return None  # answered, cancelled or expired since: nothing waits any more
            prompt = Prompt.model_validate(row.prompt)
            return Reply(text=prompt.text, locale=locale, status="prompt", turn_id=turn_id,
                         prompt=prompt, blocks=(Block(kind="text", text=prompt.text),))
        if turn.state not in ("answered", "failed", "background"):
            return None
        job = await self.parts.jobs.by_turn(owner, turn_id)
        if job is not None:  # the request's answer was the hand-off
            if job.state not in OPEN_STATES:
                return None
            text = t("job.started", locale, num=job.number)
            return Reply(text=text, locale=locale, status="job", turn_id=turn_id,
                         blocks=(Block(kind="text", text=text),))
        if not turn.reply_text:
            return None
        status: ReplyStatus = "error" if turn.state == "failed" else _STATUS.get(
            turn.outcome or "", "answered")
        return Reply(text=turn.reply_text, locale=locale, status=status, turn_id=turn_id,
                     blocks=(Block(kind="text", text=turn.reply_text),))

    async def _reused(self, turn: TurnContext, plan: Plan, run: PlanRun, origin: LiteralOrigins,
                      approvals: dict[int, str]) -> None:
        """A model's plan that ran well is stored for this very request (and, when the user
        approved its effects, as a template); a reused plan that failed with no effect is
        forgotten and the turn is planned anew."""
        reuse = self._reuse.pop(turn.turn_id, None)
        if reuse is None:
            return
        plans, outcome = self.parts.plans, overall(run.records)
        if reuse.kind != "new":
            if outcome == "failed" and not await self.parts.receipts.for_turn(turn.user.id, turn.turn_id):
                await plans.rejected(turn.user.id, "exact" if reuse.kind == "exact" else "template",
                                     reuse.key, forget=reuse.kind == "exact")
                self.failed_reuses.add(turn.turn_id)
            return
        if outcome not in ("ok", "empty"):
            return
        old = await self._referents(turn)
        await store_plan(self.parts.plans, self.parts.catalog, turn.user.id, turn.turn_id, plan, origin,
                         reuse, template=bool(approvals), referents=old.files if old else ())

    async def remember(self, turn: TurnContext, run: PlanRun) -> tuple[str, tuple[Any, ...]] | None:
        """What this answer is about, for the next message's "it", "them", "the second": the
        write that keeps it (with the answer, in one transaction), or None to keep the old."""
        text, intent, place = self._about.pop(turn.turn_id, (turn.text, None, None))
        if not text:
            stored = await self.parts.turns.get(turn.user.id, turn.turn_id)
            text = stored.request_text if stored is not None else ""
        refs = referents_of(run.records, text=text, intent=intent, place=place, turn_id=turn.turn_id)
        if refs is None:
            return None
        old = await self._referents(turn)
        if old is not None and len(refs.files) == 1 and refs.files[0] in old.files and not refs.entries:
            # "leggi il primo" out of a listing: the listing stays, for "e l'altro?", "il terzo"
            # (what this answer worked out stays with it: "e quello dopo?" after the next one)
            refs = dataclasses.replace(old, focus=refs.files[0], turn_id=refs.turn_id, extra=refs.extra)
        return put_statement(turn.user.id, turn.conversation_id, refs)


#: A stored turn's outcome that is also the status of its answer (others: "answered").
_STATUS: dict[str, ReplyStatus] = {"refused": "refused", "invalid": "invalid", "error": "error",
                                   "cancelled": "cancelled", "denied": "cancelled"}


def overall(records: dict[int, StepRecord]) -> str:
    """A turn's outcome from its steps: ok, empty, partial or failed."""
    statuses = {r.status for r in records.values()}
    if StepStatus.FAILED in statuses:
        return "failed" if not statuses & {StepStatus.OK, StepStatus.PARTIAL} else "partial"
    if StepStatus.PARTIAL in statuses or StepStatus.SKIPPED in statuses:
        return "partial"
    if statuses <= {StepStatus.EMPTY}:
        return "empty"
    return "ok"
