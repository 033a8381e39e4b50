"""The long-running engine: the rest of a turn's plan, run as a job in the background.

A job runs in-process as an asyncio task owned by the runtime, through the same step
loop and invocation point as a turn; it persists its records after each step, stops
only between steps when cancelled, and ends with a completion notice.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from runtime.catalog.contract import EffectClass, ExecutorSpec
from runtime.engine.execute import Gate, PlanRun, Progress, run_steps
from runtime.engine.records import StepRecord, StepStatus, Trace, trace_json
from runtime.i18n import Locale, normalize_locale, t
from runtime.plan.literals import LiteralOrigins
from runtime.plan.model import Plan
from runtime.plan.resolve import Resolution
from runtime.store.jobs import JobRow, JobStore
from runtime.store.users import User
from runtime.synthesis import compose
from runtime.turn import Block, Reply, TurnContext, UserRef

if TYPE_CHECKING:
    from runtime.runtime import Runtime

log = logging.getLogger(__name__)

POLL_SECONDS = 0.05


def work_items(spec: ExecutorSpec, res: Resolution) -> int:
    """How many items a step will handle: its input items, or the paths it lists."""
    if res.input is not None:
        return len(res.input.items)
    listed = res.args.get("paths")
    return len(listed) if isinstance(listed, list) else 0


class LongWork:
    """Hands plans over to jobs, runs them as tasks, cancels, lists and reports them."""

    def __init__(self, rt: Runtime) -> None:
        self.rt = rt
        self.jobs = JobStore(rt.db)
        self._tasks: dict[str, asyncio.Task[None]] = {}

    # --- hand-off ---------------------------------------------------------------------------

    def gate(self, turn: TurnContext) -> Gate:
        """The foreground estimate, asked before each step: declared long, many items, or late."""
        lre = self.rt.settings.lre

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
            records=_dump(run.records), approvals={str(k): v for k, v in approvals.items()},
            literal_origin=origin.dumps(), position=stop.step, reason=stop.reason,
            progress={"step": stop.step, "steps": len(plan.steps), "tool": plan.steps[stop.step - 1].tool,
                      "items": 0},
        )
        trace.add("handoff", stop.step, job=job.number, reason=stop.reason)
        text = "\n\n".join([*notices, t("job.started", turn.locale, num=job.number)])
        await self.rt.turns.save(
            turn.turn_id, turn.user.id, state="running", path=path, plan=plan.model_dump(mode="json"),
            outcome="job", reply_text=text, trace=trace_json(trace, run.records),
            conversation_id=turn.conversation_id,
        )
        task = asyncio.create_task(self._run(job, turn, plan, trace, run.records, origin, approvals),
                                   name=f"job-{job.id}")
        self._tasks[job.id] = task
        return Reply(text=text, locale=turn.locale, status="job", turn_id=turn.turn_id,
                     blocks=(Block(kind="text", text=text),))

    # --- the job task -----------------------------------------------------------------------

    async def _run(
        self, job: JobRow, turn: TurnContext, plan: Plan, trace: Trace,
        records: dict[int, StepRecord], origin: LiteralOrigins, approvals: dict[int, str],
    ) -> None:
        owner = turn.user.id
        try:
            await self.jobs.set_state(owner, job.id, "running")
            run = await run_steps(
                self.rt._engine(turn), turn, plan, trace, records=records, start=job.position,
                approvals=approvals, literal_origin=origin, gate=self._job_gate(job, plan),
                progress=self._job_progress(job, plan),
            )
            if run.stopped is not None:
                await self._end_cancelled(job, turn, plan, run.records, trace)
                return
            reply = await self.rt._conclude(turn, plan, run, trace, job.path, origin, approvals, [])
            if reply.prompt is not None:
                await self.jobs.set_state(owner, job.id, "waiting")
                await self._notify(owner, t("job.waiting", turn.locale, num=job.number) + "\n\n"
                                   + reply.text, turn.locale)
                return
            await self.jobs.set_state(owner, job.id, "done", answer_text=reply.text,
                                      files=list(reply.files))
            await self._notify(owner, t("job.done", turn.locale, num=job.number) + "\n\n" + reply.text,
                               turn.locale, reply.files)
        except asyncio.CancelledError:
            # The runtime is closing: whatever step was under way is reported at the next start.
            await self.jobs.set_state(owner, job.id, "interrupted", reported=0)
            row = await self.jobs.get(owner, job.id)
            done = {int(k): StepRecord.model_validate(v) for k, v in row.records.items()} if row else records
            await self.rt.turns.save(turn.turn_id, owner, state="interrupted", path=job.path,
                                     plan=plan.model_dump(mode="json"), outcome="interrupted",
                                     reply_text=None, trace=trace_json(trace, done))
            raise
        except Exception:
            log.exception("job %s of %s failed inside the runtime", job.number, owner)
            text = t("job.failed", turn.locale, num=job.number)
            await self.jobs.set_state(owner, job.id, "failed", answer_text=text)
            await self.rt.turns.save(turn.turn_id, owner, state="failed", path=job.path,
                                     plan=plan.model_dump(mode="json"), outcome="error",
                                     reply_text=text, trace=trace.events)
            await self._notify(owner, text, turn.locale)
        finally:
            self._tasks.pop(job.id, None)

    def _job_gate(self, job: JobRow, plan: Plan) -> Gate:
        """Before each step: stop if a cancel was asked (no effect is under way), else show progress."""

        async def gate(num: int, spec: ExecutorSpec, res: Resolution) -> str | None:
            row = await self.jobs.get(job.owner_user_id, job.id)
            if row is None or row.cancel_requested:
                return "cancelled"
            progress = {"step": num, "steps": len(plan.steps), "tool": spec.name,
                        "items": work_items(spec, res)}
            await self.jobs.save_progress(job.owner_user_id, job.id, progress=progress, position=num)
            return None

        return gate

    def _job_progress(self, job: JobRow, plan: Plan) -> Progress:
        async def progress(num: int, records: dict[int, StepRecord]) -> None:
            row = await self.jobs.get(job.owner_user_id, job.id)
            current = dict(row.progress) if row else {}
            current.update(step=num, steps=len(plan.steps), done=num)
            await self.jobs.save_progress(job.owner_user_id, job.id, progress=current,
                                          records=_dump(records), position=num + 1)

        return progress

    async def _end_cancelled(
        self, job: JobRow, turn: TurnContext, plan: Plan, records: dict[int, StepRecord], trace: Trace,
    ) -> None:
        owner = turn.user.id
        text = self.cancelled_text(job.number, records, turn.locale)
        trace.add("job_cancelled", None, job=job.number)
        await self.rt.turns.save(turn.turn_id, owner, state="answered", path=job.path,
                                 plan=plan.model_dump(mode="json"), outcome="cancelled",
                                 reply_text=text, trace=trace_json(trace, records),
                                 conversation_id=turn.conversation_id)
        await self.jobs.set_state(owner, job.id, "cancelled", answer_text=text)
        row = await self.jobs.get(owner, job.id)
        if row is not None and row.cancel_requested == 2:  # nobody is waiting for the answer
            await self._notify(owner, text, turn.locale)

    def cancelled_text(self, number: int, records: dict[int, StepRecord], locale: str) -> str:
        """"Cancelled job #N", then what had already been done."""
        done = {k: v for k, v in records.items() if v.status is not StepStatus.NOT_RUN}
        text = t("job.cancelled", locale, num=number)
        if not done:
            return text + " " + t("job.nothing_done", locale)
        answer = compose(done, locale, max_items=self.rt.settings.general.max_list_items)
        return text + "\n\n" + t("job.done_so_far", locale) + "\n" + answer.text

    async def _notify(self, owner: str, text: str, locale: str, files: Sequence[str] = ()) -> bool:
        notifier = self.rt.notifier
        if notifier is None:
            log.info("no notifier attached; a job notice for %s was not delivered", owner)
            return False
        try:
            await notifier.notify(owner, text, locale=locale, files=files)
        except Exception:
            log.exception("a job notice for %s could not be delivered", owner)
            return False
        return True

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
        deadline = time.monotonic() + self.rt.settings.lre.cancel_wait_seconds
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
        pending = await self.rt.dialogues.pending(user.id, job.conversation_id)
        records = {int(k): StepRecord.model_validate(v) for k, v in job.records.items()}
        if pending is not None and pending.turn_id == job.turn_id:
            if await self.rt.dialogues.claim(user.id, pending.id):
                await self.rt.dialogues.close(user.id, pending.id, "cancelled", "job_cancelled")
            records = {int(k): StepRecord.model_validate(v) for k, v in pending.records.items()}
        text = self.cancelled_text(job.number, records, locale)
        await self.jobs.set_state(user.id, job.id, "cancelled", answer_text=text)
        await self.rt.turns.save(job.turn_id, user.id, state="answered", path=job.path,
                                 plan=job.plan, outcome="cancelled", reply_text=text, trace=[],
                                 conversation_id=job.conversation_id)
        return text

    async def settle(self, owner: str, turn_id: str, reply: Reply | None, state: str | None = None) -> None:
        """A waiting job's dialogue was answered in the foreground: the job ends as its turn did."""
        job = await self.jobs.by_turn(owner, turn_id)
        if job is None or job.state != "waiting":
            return
        if state is None:
            assert reply is not None
            state = {"answered": "done", "prompt": "waiting", "cancelled": "cancelled"}.get(
                reply.status, "failed")
        if state == "waiting":
            return
        await self.jobs.set_state(owner, job.id, state, answer_text=reply.text if reply else None,
                                  files=list(reply.files) if reply else [])

    async def list(self, user: UserRef | User, *, everyone: bool = False, limit: int = 10) -> list[JobRow]:
        """The user's recent jobs; an admin may ask for everyone's."""
        owner = None if everyone and user.role == "admin" else user.id
        return await self.jobs.recent(owner, limit)

    # --- restart and shutdown ---------------------------------------------------------------

    async def report_interrupted(self, owner: str | None = None) -> int:
        """Tell each owner (or only `owner`), once, about jobs a stop interrupted."""
        if self.rt.notifier is None:
            return 0
        told = 0
        for job in await self.jobs.unreported_interrupted():
            if owner is not None and job.owner_user_id != owner:
                continue
            locale = normalize_locale(job.locale)
            if await self._notify(job.owner_user_id, await self.interrupted_text(job, locale), locale):
                await self.jobs.mark_reported(job.id)
                told += 1
        return told

    async def interrupted_text(self, job: JobRow, locale: str) -> str:
        """Where the job stopped, what was done, and whether the step under way had effects."""
        p = job.progress
        step, tool = int(p.get("step", job.position)), str(p.get("tool", "?"))
        lines = [t("job.interrupted", locale, num=job.number, step=step,
                   steps=p.get("steps", len(job.plan.get("steps", []))), tool=tool)]
        records = {int(k): StepRecord.model_validate(v) for k, v in job.records.items()}
        done = {k: v for k, v in records.items() if v.status is not StepStatus.NOT_RUN}
        if done:
            answer = compose(done, locale, max_items=self.rt.settings.general.max_list_items)
            lines.append(t("job.done_so_far", locale) + "\n" + answer.text)
        if step not in records:
            receipts = [r for r in await self.rt.receipts.for_turn(job.owner_user_id, job.turn_id)
                        if r.step_num == step]
            spec = self.rt.catalog.get(tool)
            if receipts:
                lines.append(t("job.interrupted_effects", locale, tool=tool, count=len(receipts)))
            elif spec is not None and spec.effect is not EffectClass.READ:
                lines.append(t("job.interrupted_maybe", locale, tool=tool))
        return "\n\n".join(lines)

    async def shutdown(self) -> None:
        """Cancel running job tasks; each marks its job interrupted before it ends."""
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
        self.jobs.release()

    async def wait(self) -> None:
        """Until no job task of this process is running (``metnos plan run`` waits for its job)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks.values()), return_exceptions=True)


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


def _dump(records: dict[int, StepRecord]) -> dict[str, Any]:
    return {str(k): v.model_dump(mode="json") for k, v in records.items()}
