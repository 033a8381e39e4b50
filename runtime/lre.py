"""The long-running engine: the rest of a turn's plan, run as a job in the background.

A job runs in-process as an asyncio task, through the same step loop and invocation point
as a turn, in the process that handed it over, under a claim on its row (``store/jobs.py``).
On a shared database a job whose worker died is claimed by another worker
(:meth:`LongWork.take_over`) and goes on through the same path as "continue" — never an effect
twice; a worker that lost its claim (it hung past its lease) stops at its next write.
Consent comes first (the foreground asks, then hands over); each finished step is stored as
one row (large read outputs by reference: they are read again on a resume, never
rewritten); a cancel stops it between steps; it ends with a notice that carries the whole
Reply. An interrupted job offers "continue": read-only steps run again, and every
item whose effect receipt exists is skipped — no effect is ever repeated.

It talks to the rest of the runtime through ``Parts`` and a ``JobHost`` (who ends a turn).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Sequence
from typing import Any, Protocol

from runtime.catalog.contract import EffectClass, ExecutorSpec
from runtime.engine.execute import Gate, PlanRun, Progress, run_steps, without_items, work_items
from runtime.engine.invoke import args_hash
from runtime.engine.records import StepRecord, StepStatus, Trace, trace_json
from runtime.i18n import Locale, normalize_locale, t
from runtime.parts import Parts
from runtime.plan.literals import LiteralOrigins
from runtime.plan.model import Plan
from runtime.plan.resolve import Resolution, resolve_step
from runtime.prompts import open_dialogue, settle_job, yes_no
from runtime.store import runners
from runtime.store.dialogues import DialogueRow
from runtime.store.jobs import JobRow
from runtime.store.users import User
from runtime.synthesis import compose
from runtime.turn import Block, Reply, TurnContext, UserRef

log = logging.getLogger(__name__)

POLL_SECONDS = 0.05


class _Yield(Exception):
    """A job's task stops where it is, with no end of its own: another worker holds the job
    now (``lost``), or this worker is stopping and hands it back to the queue (``released``)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class JobHost(Protocol):
    """Who ends a turn where a run stopped (an answer, a prompt)."""

    async def conclude(
        self, turn: TurnContext, plan: Plan, run: PlanRun, trace: Trace, path: str,
        origin: LiteralOrigins, approvals: dict[int, str], notices: list[str],
    ) -> Reply: ...


class LongWork:
    """Hands plans over to jobs, runs them as tasks, cancels, lists, reports and continues them."""

    def __init__(self, parts: Parts, host: JobHost) -> None:
        self.parts = parts
        self.jobs = parts.jobs
        self.host = host
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self.shared = runners.shared(parts.db)  # a queue for several workers (PostgreSQL)
        self._draining = False  # stopping: jobs go back to the queue at their next step
        self._lost: set[str] = set()  # jobs another worker took over while their task ran

    # --- hand-off ---------------------------------------------------------------------------

    def gate(self, turn: TurnContext) -> Gate:
        """The foreground estimate, asked before each step: declared long, many items, or late."""
        lre = self.parts.settings.lre

        async def estimate(num: int, spec: ExecutorSpec, res: Resolution) -> str | None:
            if spec.long_running:
                return "long_running"
            per_item = spec.takes_input or "paths" in spec.path_args
            if per_item and work_items(spec, res) > lre.items_threshold:
                return "items"
            if time.time() - turn.started_at > lre.handoff_after_seconds:
                return "elapsed"
            return None

        return estimate

    async def hand_off(
        self, turn: TurnContext, plan: Plan, run: PlanRun, trace: Trace, path: str,
        origin: LiteralOrigins, approvals: dict[int, str], notices: list[str],
    ) -> Reply:
        """Store the rest of the plan as a job, start its task, and end the turn at once."""
        stop = run.stopped
        assert stop is not None
        job = await self.jobs.create(
            owner=turn.user.id, conversation_id=turn.conversation_id, channel=turn.channel,
            locale=turn.locale, turn_id=turn.turn_id, path=path, plan=plan.model_dump(mode="json"),
            records={str(k): self._stored(v) for k, v in run.records.items()},
            approvals={str(k): v for k, v in approvals.items()},
            literal_origin=origin.dumps(), position=stop.step, reason=stop.reason,
            progress={"step": stop.step, "steps": len(plan.steps), "tool": plan.steps[stop.step - 1].tool,
                      "items": 0},
        )
        trace.add("handoff", stop.step, job=job.number, reason=stop.reason)
        text = "\n\n".join([*notices, t("job.started", turn.locale, num=job.number)])
        await self.parts.turns.background(turn.turn_id, turn.user.id, path=path, plan=plan,
                                          reply_text=text, trace=trace_json(trace, run.records))
        self._start(job, turn, plan, trace, run.records, origin, approvals, job.position)
        return Reply(text=text, locale=turn.locale, status="job", turn_id=turn.turn_id,
                     blocks=(Block(kind="text", text=text),))

    def _start(self, job: JobRow, turn: TurnContext, plan: Plan, trace: Trace,
               records: dict[int, StepRecord], origin: LiteralOrigins, approvals: dict[int, str],
               start: int, skip: dict[int, frozenset[str]] | None = None) -> None:
        task = asyncio.create_task(
            self._run(job, turn, plan, trace, records, origin, approvals, start, skip),
            name=f"job-{job.id}")
        self._tasks[job.id] = task

    # --- the job task -----------------------------------------------------------------------

    async def _run(
        self, job: JobRow, turn: TurnContext, plan: Plan, trace: Trace,
        records: dict[int, StepRecord], origin: LiteralOrigins, approvals: dict[int, str],
        start: int, skip: dict[int, frozenset[str]] | None, notices: list[str] | None = None,
    ) -> None:
        owner = turn.user.id
        try:
            await self._held(self.jobs.set_state(owner, job.id, "running", fenced=True))
            run = await run_steps(
                self.parts.engine(turn), turn, plan, trace, records=records, start=start,
                approvals=approvals, literal_origin=origin, gate=self._job_gate(job, plan),
                progress=self._job_progress(job, plan), skip=skip,
            )
            if run.stopped is not None:
                await self._end_cancelled(job, turn, plan, run.records, trace)
                return
            reply = await self.host.conclude(turn, plan, run, trace, job.path, origin, approvals,
                                             list(notices or []))
            if reply.prompt is not None:  # a real prompt, with buttons, bound like any other
                await self._held(self.jobs.set_state(owner, job.id, "waiting", fenced=True))
                head = t("job.waiting", turn.locale, num=job.number)
                await self.parts.outbox.send(owner, _with_head(reply, head))
                return
            await self._held(self.jobs.set_state(owner, job.id, "done", fenced=True,
                                                 answer_text=reply.text, files=list(reply.files)))
            await self.parts.outbox.send(owner, _with_head(reply, t("job.done", turn.locale,
                                                                      num=job.number)))
        except _Yield as stop:
            if stop.reason == "released" and await self.jobs.release(owner, job.id):
                log.info("job %s of %s handed back to the queue between two steps", job.number,
                         owner)
            else:
                log.warning("job %s of %s is held by another worker now; this one stops",
                            job.number, owner)
        except asyncio.CancelledError:
            if job.id in self._lost:  # another worker holds it: nothing of this task counts
                raise
            if self.shared:
                # The runtime is closing mid-step: the job goes back to the queue, and the worker
                # that claims it goes on without repeating what has a receipt.
                await self.jobs.release(owner, job.id)
                raise
            # The runtime is closing: whatever step was under way is reported at the next start.
            await self.jobs.set_state(owner, job.id, "interrupted", fenced=True, reported=0)
            await self.parts.turns.interrupted(turn.turn_id, owner, path=job.path, plan=plan,
                                               trace=trace.events)
            raise
        except Exception:  # the one broad catch of a job: its owner is told, the process lives
            log.exception("job %s of %s failed inside the runtime", job.number, owner)
            text = t("job.failed", turn.locale, num=job.number)
            if await self.jobs.set_state(owner, job.id, "failed", fenced=True, answer_text=text):
                await self.parts.turns.failed(turn.turn_id, owner, path=job.path, plan=plan,
                                              reply_text=text, trace=trace.events)
                await self.parts.outbox.send(owner, Reply(text=text, locale=turn.locale,
                                                          status="error"))
        finally:
            self._tasks.pop(job.id, None)
            self._lost.discard(job.id)

    @staticmethod
    async def _held(write: Awaitable[bool]) -> None:
        """A fenced write of the job's own task; nothing written means another worker holds it."""
        if not await write:
            raise _Yield("lost")

    def _job_gate(self, job: JobRow, plan: Plan) -> Gate:
        """Before each step: stop if a cancel was asked (no effect is under way), else show progress."""

        async def gate(num: int, spec: ExecutorSpec, res: Resolution) -> str | None:
            row = await self.jobs.get(job.owner_user_id, job.id)
            if row is not None and row.runner != self.jobs.runner:
                raise _Yield("lost")
            if row is None or row.cancel_requested:
                return "cancelled"
            if self._draining:  # between steps: nothing is under way, the next worker starts here
                raise _Yield("released")
            progress = {"step": num, "steps": len(plan.steps), "tool": spec.name,
                        "items": work_items(spec, res), "done": num - 1}
            await self._held(self.jobs.save_progress(job.owner_user_id, job.id, progress=progress,
                                                     position=num))
            return None

        return gate

    def _job_progress(self, job: JobRow, plan: Plan) -> Progress:
        async def progress(num: int, records: dict[int, StepRecord]) -> None:
            row = await self.jobs.get(job.owner_user_id, job.id)
            current = dict(row.progress) if row else {}
            current.update(step=num, steps=len(plan.steps), done=num)
            await self._held(self.jobs.save_progress(
                job.owner_user_id, job.id, progress=current, position=num + 1,
                step=(num, self._stored(records[num]))))

        return progress

    def _stored(self, record: StepRecord) -> dict[str, Any]:
        """A step record as a job keeps it: a read step whose output went to the scratchpad is
        kept by reference, without the documents' text (a job that continues after a stop
        runs its read steps again)."""
        data = record.model_dump(mode="json")
        spec = self.parts.catalog.get(record.tool)
        read_only = spec is not None and spec.effect is EffectClass.READ
        if read_only and record.scratchpad is not None and data.get("result"):
            # a document's text is the bulk: it stays in the scratchpad and in the files
            data["result"]["items"] = [{k: v for k, v in item.items() if k != "text"}
                                       for item in data["result"]["items"]]
            data["by_reference"] = True
        return data

    async def _end_cancelled(
        self, job: JobRow, turn: TurnContext, plan: Plan, records: dict[int, StepRecord], trace: Trace,
    ) -> None:
        owner = turn.user.id
        text = self.cancelled_text(job.number, records, turn.locale)
        trace.add("job_cancelled", None, job=job.number)
        await self._held(self.jobs.set_state(owner, job.id, "cancelled", fenced=True,
                                             answer_text=text))
        await self.parts.turns.answered(turn.turn_id, owner, path=job.path, plan=plan,
                                        outcome="cancelled", reply_text=text,
                                        trace=trace_json(trace, records))
        row = await self.jobs.get(owner, job.id)
        if row is not None and row.cancel_requested == 2:  # nobody is waiting for the answer
            await self.parts.outbox.send(owner, Reply(text=text, locale=turn.locale, status="cancelled"))

    def cancelled_text(self, number: int, records: dict[int, StepRecord], locale: str) -> str:
        """"Cancelled job #N", then what had already been done."""
        done = {k: v for k, v in records.items() if v.status is not StepStatus.NOT_RUN}
        text = t("job.cancelled", locale, num=number)
        if not done:
            return text + " " + t("job.nothing_done", locale)
        answer = compose(done, locale, max_items=self.parts.settings.general.max_list_items)
        return text + "\n\n" + t("job.done_so_far", locale) + "\n" + answer.text

    # --- cancel, list, settle ---------------------------------------------------------------

    async def cancel(self, user: User, number: int, locale: Locale) -> Reply:
        """Cancel job `number` of `user` between steps, and say what had already been done."""
        job = await self.jobs.by_number(user.id, number)

        def answer(text: str, status: str = "cancelled") -> Reply:
            return Reply(text=text, locale=locale, status="cancelled" if status == "cancelled"
                         else "refused", turn_id=job.turn_id if job else None)

        if job is None:
            return answer(t("job.not_found", locale, num=number), "refused")
        if job.state == "waiting":
            return answer(await self._cancel_waiting(user, job, locale))
        if not await self.jobs.request_cancel(user.id, job.id, 1):
            current = await self.jobs.get(user.id, job.id)
            state = current.state if current else job.state
            return answer(t("job.not_open", locale, num=number,
                            state=t(f"job.state.{state}", locale)), "refused")
        deadline = time.monotonic() + self.parts.settings.lre.cancel_wait_seconds
        while time.monotonic() < deadline:
            row = await self.jobs.get(user.id, job.id)
            if row is not None and row.state not in ("queued", "running"):
                return answer(row.answer_text or t("job.cancelled", locale, num=number))
            await asyncio.sleep(POLL_SECONDS)
        if await self.jobs.request_cancel(user.id, job.id, 2):
            return answer(t("job.cancelling", locale, num=number))
        row = await self.jobs.get(user.id, job.id)
        return answer((row.answer_text if row else None) or t("job.cancelled", locale, num=number))

    async def _cancel_waiting(self, user: User, job: JobRow, locale: Locale) -> str:
        """A job waiting for consent: close its dialogue, keep what was done."""
        dialogues = self.parts.dialogues
        pending = await dialogues.pending(user.id, job.conversation_id)
        records = await self._records(user.id, job)
        if pending is not None and pending.turn_id == job.turn_id:
            if await dialogues.claim(user.id, pending.id):
                await dialogues.close(user.id, pending.id, "cancelled", "job_cancelled")
            records = {int(k): StepRecord.model_validate(v) for k, v in pending.records.items()}
        text = self.cancelled_text(job.number, records, locale)
        await self.jobs.set_state(user.id, job.id, "cancelled", answer_text=text)
        await self.parts.turns.answered(job.turn_id, user.id, path=job.path, plan=job.plan,
                                        outcome="cancelled", reply_text=text, trace=None)
        return text

    async def settle(self, owner: str, turn_id: str, reply: Reply | None, state: str | None = None) -> None:
        """A waiting job's dialogue was answered in the foreground: the job ends as its turn did."""
        if state is None:
            assert reply is not None
            state = {"answered": "done", "prompt": "waiting", "cancelled": "cancelled"}.get(
                reply.status, "failed")
        await settle_job(self.parts, owner, turn_id, state, reply.text if reply else None,
                         reply.files if reply else ())

    async def recent(self, user: UserRef | User, *, everyone: bool = False, limit: int = 10) -> list[JobRow]:
        """The user's recent jobs; an admin may ask for everyone's."""
        owner = None if everyone and user.role == "admin" else user.id
        return await self.jobs.recent(owner, limit)

    async def _records(self, owner: str, job: JobRow) -> dict[int, StepRecord]:
        return {n: StepRecord.model_validate(r) for n, r in (await self.jobs.records(owner, job.id)).items()}

    # --- restart: report, continue ----------------------------------------------------------

    async def recover(self) -> int:
        """At start: jobs of a runner that is gone are interrupted; a job still 'waiting' on a
        dialogue that no longer waits ends (cancelled)."""
        gone = await self.jobs.mark_interrupted()
        for job in await self.jobs.waiting():
            pending = await self.parts.dialogues.pending(job.owner_user_id, job.conversation_id)
            if pending is None or pending.turn_id != job.turn_id:
                await settle_job(self.parts, job.owner_user_id, job.turn_id, "cancelled")
        return gone

    async def report_interrupted(self, owner: str | None = None) -> int:
        """Tell each owner (or only `owner`), once, about jobs a stop interrupted; a job that
        can go on comes with a "continue" button."""
        if self.parts.outbox.notifier is None:
            return 0
        told = 0
        for job in await self.jobs.unreported_interrupted():
            if owner is not None and job.owner_user_id != owner:
                continue
            if await self.parts.outbox.send(job.owner_user_id, await self.interrupted_notice(job)):
                await self.jobs.mark_reported(job.id)
                told += 1
        return told

    async def report_turns(self, owner: str | None = None) -> int:
        """Tell owners, once, about foreground turns a stop cut short: what was changed (undo
        can reverse it) or that nothing was."""
        if self.parts.outbox.notifier is None:
            return 0
        told = 0
        for turn in await self.parts.turns.unreported_interrupted(owner):
            locale = normalize_locale(turn.locale)
            changes = len([r for r in await self.parts.receipts.for_turn(turn.owner_user_id, turn.id)
                           if r.undone_at is None])
            request = turn.request_text if len(turn.request_text) <= 80 else turn.request_text[:77] + "…"
            text = t("turn.interrupted", locale, request=request) + "\n\n" + (
                t("turn.interrupted_changes", locale, count=changes) if changes
                else t("turn.interrupted_nothing", locale))
            reply = Reply(text=text, locale=locale, status="answered", turn_id=turn.id,
                          blocks=(Block(kind="text", text=text),))
            if await self.parts.outbox.send(turn.owner_user_id, reply):
                await self.parts.turns.mark_reported(turn.id)
                told += 1
        return told

    async def interrupted_notice(self, job: JobRow) -> Reply:
        """Where the job stopped, what was done, whether the step under way had effects — and
        the offer to continue from there."""
        locale = normalize_locale(job.locale)
        p = job.progress
        step, tool = int(p.get("step", job.position)), str(p.get("tool", "?"))
        lines = [t("job.interrupted", locale, num=job.number, step=step,
                   steps=p.get("steps", len(job.plan.get("steps", []))), tool=tool)]
        records = await self._records(job.owner_user_id, job)
        done = {k: v for k, v in records.items() if v.status is not StepStatus.NOT_RUN
                and self._has_effects(v.tool)}
        if done:
            answer = compose(done, locale, max_items=self.parts.settings.general.max_list_items)
            lines.append(t("job.done_so_far", locale) + "\n" + answer.text)
        if step not in records:
            receipts = [r for r in await self.parts.receipts.for_turn(job.owner_user_id, job.turn_id)
                        if r.step_num == step]
            if receipts:
                lines.append(t("job.interrupted_effects", locale, tool=tool, count=len(receipts)))
            elif self._has_effects(tool):
                lines.append(t("job.interrupted_maybe", locale, tool=tool))
        lines.append(t("job.continue_offer", locale))
        text = "\n\n".join(lines)
        turn = TurnContext(user=UserRef(id=job.owner_user_id, name="", role="user"),
                           conversation_id=job.conversation_id, channel=job.channel, locale=locale,
                           text="", turn_id=job.turn_id)
        prompt = await open_dialogue(
            self.parts, turn, kind="confirm", text=text,
            choices=yes_no(locale, "choice.continue", "choice.leave"),
            plan=Plan.model_validate(job.plan), position=job.position, approvals={},
            suspension={"job": job.id}, origin=LiteralOrigins.loads(job.literal_origin))
        return Reply(text=text, locale=locale, status="prompt", turn_id=job.turn_id, prompt=prompt,
                     blocks=(Block(kind="text", text=text),))

    def _has_effects(self, tool: str) -> bool:
        spec = self.parts.catalog.get(tool)
        return spec is not None and spec.effect is not EffectClass.READ

    async def continue_job(self, row: DialogueRow, user: User, yes: bool) -> Reply:
        """The owner answered "continue?": run the rest from where it stopped, or leave it."""
        locale = normalize_locale(row.locale)
        job_id = str(row.suspension.get("job"))
        job = await self.jobs.get(user.id, job_id)
        if job is None or not yes:
            await self.parts.dialogues.close(user.id, row.id, "denied", "user_denied")
            return Reply(text=t("job.left", locale, num=job.number if job else 0), locale=locale,
                         status="cancelled", turn_id=row.turn_id)
        if not await self.jobs.take_over(user.id, job.id):
            await self.parts.dialogues.close(user.id, row.id, "stale", "job_not_interrupted")
            return Reply(text=t("job.not_open", locale, num=job.number,
                                state=t(f"job.state.{job.state}", locale)),
                         locale=locale, status="refused", turn_id=row.turn_id)
        await self.parts.dialogues.close(user.id, row.id, "resumed", "continue")
        turn = TurnContext(user=UserRef(id=user.id, name=user.name, role=user.role, locale=user.locale),
                           conversation_id=job.conversation_id, channel=job.channel, locale=locale,
                           text="", turn_id=job.turn_id)
        task = asyncio.create_task(self._continue(job, turn), name=f"job-{job.id}")
        self._tasks[job.id] = task
        text = t("job.continuing", locale, num=job.number)
        return Reply(text=text, locale=locale, status="job", turn_id=job.turn_id,
                     blocks=(Block(kind="text", text=text),))

    async def take_over(self, job: JobRow) -> bool:
        """A job this worker just claimed from the queue (its worker is gone) goes on from where
        it stopped, as "continue" does; its owner hears of it once, when it ends. False when its
        owner is gone or disabled (the job is left, reported)."""
        user = await self.parts.users.by_id(job.owner_user_id)
        if user is None or user.disabled:
            await self.jobs.set_state(job.owner_user_id, job.id, "interrupted", fenced=True,
                                      reported=1)
            return False
        turn = TurnContext(user=UserRef(id=user.id, name=user.name, role=user.role, locale=user.locale),
                           conversation_id=job.conversation_id, channel=job.channel,
                           locale=normalize_locale(job.locale), text="", turn_id=job.turn_id)
        log.info("job %s of %s taken over from a worker that is gone (at step %s)", job.number,
                 user.name, job.position)
        self._tasks[job.id] = asyncio.create_task(self._continue(job, turn, taken_over=True),
                                                  name=f"job-{job.id}")
        return True

    def running(self) -> set[str]:
        """The jobs whose task runs in this process."""
        return {job_id for job_id, task in self._tasks.items() if not task.done()}

    def drop(self, job_ids: set[str]) -> None:
        """Another worker holds these jobs now (this one hung past its lease): their tasks stop,
        writing nothing."""
        for job_id in job_ids:
            task = self._tasks.get(job_id)
            if task is not None and not task.done():
                self._lost.add(job_id)
                task.cancel()

    async def _continue(self, job: JobRow, turn: TurnContext, *, taken_over: bool = False) -> None:
        """Read-only steps before the stop run again; effect steps already done stand; at the
        step under way, every item with a receipt is skipped, and the rest — if it is within
        what was approved — runs under the original consent."""
        try:
            await self._go_on(job, turn, taken_over)
        except _Yield:
            log.warning("job %s was taken over by another worker while it restarted", job.number)
        except asyncio.CancelledError:
            if self.shared and job.id not in self._lost:  # closing: back to the queue
                await self.jobs.release(turn.user.id, job.id)
            raise
        finally:
            self._tasks.pop(job.id, None)
            self._lost.discard(job.id)

    async def _go_on(self, job: JobRow, turn: TurnContext, taken_over: bool) -> None:
        owner = turn.user.id
        plan = Plan.model_validate(job.plan)
        origin = LiteralOrigins.loads(job.literal_origin)
        stored = await self._records(owner, job)
        position = job.position
        kept = {n: r for n, r in stored.items() if n < position and self._has_effects(r.tool)}
        trace = Trace()
        trace.add("job_taken_over" if taken_over else "job_continued", position, job=job.number,
                  kept=sorted(kept))
        engine = self.parts.engine(turn)
        prefix = Plan(steps=plan.steps[: position - 1])
        run = await run_steps(engine, turn, prefix, trace, records=dict(kept), keep=frozenset(kept),
                              literal_origin=origin)
        records = run.records
        if not run.finished or any(r.status is StepStatus.FAILED for r in records.values()):
            await self._run(job, turn, plan, trace, records, origin, {}, len(plan.steps) + 1, None, [])
            return
        done = await self._done_items(owner, job.turn_id, position, engine.workspace.display)
        approvals = {int(k): v for k, v in job.approvals.items()}
        notices: list[str] = [t("job.taken_over", turn.locale)] if taken_over else []
        if position <= len(plan.steps):
            step = plan.steps[position - 1]
            spec = self.parts.catalog[step.tool]
            res = without_items(resolve_step(position, step, spec, records, self.parts.catalog,
                                             literal_origin=origin), done)
            before = stored.get(self._producer(res))
            unsure = self._unsure(res, before, done)
            if unsure:  # gone from its place with no receipt: named, never done again
                trace.add("job_unsure", position, paths=unsure)
                shown = ", ".join(unsure[:5]) + (f" (+{len(unsure) - 5})" if len(unsure) > 5 else "")
                notices.append(t("job.unsure", turn.locale, count=len(unsure), names=shown))
            if position in approvals:
                if before is not None and self._within(res, before):
                    approvals[position] = args_hash(spec.name, res.args, res.input)
                else:
                    approvals.pop(position)  # new items matched since: it asks again
        await self._run(job, turn, plan, trace, records, origin, approvals, position,
                        {position: done} if done else None, notices)

    async def _done_items(self, owner: str, turn_id: str, step: int, show: Any) -> frozenset[str]:
        """Paths (as the user writes them) whose effect at `step` has a receipt."""
        receipts = await self.parts.receipts.for_turn(owner, turn_id)
        return frozenset(show(r.effect.source or r.effect.path) for r in receipts
                         if r.step_num == step and (r.effect.source or r.effect.path))

    @staticmethod
    def _producer(res: Resolution) -> int:
        return res.input.step if res.input is not None else 0

    @staticmethod
    def _unsure(res: Resolution, before: StepRecord | None, done: frozenset[str]) -> list[str]:
        """Items the step was approved for that are neither done (no receipt) nor still there
        to be done: their effect may have happened just before the stop."""
        if res.input is None or before is None or before.result is None:
            return []
        now = {i.get("path") for i in res.input.items}
        return sorted(str(p) for i in before.result.items
                      if (p := i.get("path")) and p not in done and p not in now)

    @staticmethod
    def _within(res: Resolution, before: StepRecord) -> bool:
        """Whether the items the step would take now were all among those it was approved for."""
        if res.input is None or before.result is None or not before.result.items:
            return res.input is None
        approved = {i.get("path") for i in before.result.items}
        return all(i.get("path") in approved for i in res.input.items)

    # --- shutdown ---------------------------------------------------------------------------

    async def shutdown(self, drain_seconds: float = 0.0) -> None:
        """Stop running job tasks. On the SQLite file each marks its job interrupted (reported
        at the next start, with "continue"). On a shared database the jobs go back to the queue:
        for up to `drain_seconds` each may reach the end of its step and stop there (nothing
        under way); the rest are cancelled mid-step and released, and the worker that claims
        them skips every item that has a receipt."""
        tasks = list(self._tasks.values())
        if self.shared and tasks and drain_seconds > 0:
            self._draining = True
            await asyncio.wait(tasks, timeout=drain_seconds)
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)

    async def wait(self) -> None:
        """Until no job task of this process is running (``metnos plan run`` waits for its job)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks.values()), return_exceptions=True)


def _with_head(reply: Reply, head: str) -> Reply:
    """The same Reply with a first line ("Job #2 is done."), text and blocks alike."""
    return reply.model_copy(update={
        "text": head + "\n\n" + reply.text,
        "blocks": (Block(kind="text", text=head), *reply.blocks)})


def format_jobs(rows: Sequence[JobRow], locale: str, owners: dict[str, str] | None = None) -> str:
    """Jobs as lines: number, (owner,) state and progress; `owners` maps ids to names."""
    if not rows:
        return t("job.none", locale)
    lines = [t("job.header_all" if owners else "job.header", locale)]
    for job in rows:
        p = job.progress
        step = p.get("done", p.get("step", job.position)) if job.state == "done" else p.get(
            "step", job.position)
        key = "job.progress_items" if p.get("items") else "job.progress"
        progress = t(key, locale, step=step, steps=p.get("steps", "?"), tool=p.get("tool", "?"),
                     items=p.get("items", 0))
        state = t(f"job.state.{job.state}", locale)
        if owners:
            lines.append(t("job.line_owner", locale, num=job.number, state=state, progress=progress,
                           owner=owners.get(job.owner_user_id, "?")))
        else:
            lines.append(t("job.line", locale, num=job.number, state=state, progress=progress))
    return "\n".join(lines)
