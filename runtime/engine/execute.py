"""The step loop: resolve each step's references, invoke it, stop where the plan must stop."""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from runtime.catalog.contract import ExecutorSpec
from runtime.engine.invoke import Engine
from runtime.engine.provenance import invoke_step
from runtime.engine.records import StepRecord, StepStatus, Suspension, Trace
from runtime.plan.literals import USER_LITERALS, LiteralOrigins
from runtime.plan.model import Plan
from runtime.plan.resolve import Resolution, resolve_step
from runtime.turn import TurnContext


@dataclass(frozen=True)
class Stop:
    """The loop stopped before step `step` ran: handed to a job, or the job was cancelled."""

    step: int
    reason: str  # long_running | items | elapsed | cancelled


# Asked before each step runs (nothing of it has happened yet): a reason to stop there, or None.
Gate = Callable[[int, ExecutorSpec, Resolution], Awaitable[str | None]]
# Told after each step with the records so far (a job persists the new one).
Progress = Callable[[int, dict[int, StepRecord]], Awaitable[None]]


def work_items(spec: ExecutorSpec, res: Resolution) -> int:
    """How many items a step will handle: its input items, or the paths it lists."""
    if res.input is not None:
        return len(res.input.items)
    listed = res.args.get("paths")
    return len(listed) if isinstance(listed, list) else 0


def without_items(res: Resolution, done: frozenset[str]) -> Resolution:
    """The resolution without the items whose path is in `done` (a resumed job skips what its
    receipts show was already done)."""
    if not done:
        return res
    args = dict(res.args)
    if isinstance(args.get("paths"), list):
        args["paths"] = [p for p in args["paths"] if p not in done]
    step_input = res.input
    if step_input is not None:
        step_input = dataclasses.replace(
            step_input, items=[i for i in step_input.items if i.get("path") not in done])
    return dataclasses.replace(res, args=args, input=step_input)


@dataclass
class PlanRun:
    """Where a plan got to: its records, and the suspension or stop that ended the loop (if any)."""

    records: dict[int, StepRecord]
    suspension: Suspension | None = None
    stopped: Stop | None = None

    @property
    def finished(self) -> bool:
        return self.suspension is None and self.stopped is None


async def run_steps(
    engine: Engine,
    turn: TurnContext,
    plan: Plan,
    trace: Trace,
    *,
    records: dict[int, StepRecord] | None = None,
    start: int = 1,
    approvals: dict[int, str] | None = None,
    literal_origin: LiteralOrigins = USER_LITERALS,
    gate: Gate | None = None,
    progress: Progress | None = None,
    skip: dict[int, frozenset[str]] | None = None,
    keep: frozenset[int] = frozenset(),
) -> PlanRun:
    """Run `plan` from step `start`; stop at a failure, a suspension or where `gate` says.

    When `gate` hands the rest over (a long plan), a step that still needs consent asks it
    first — the prompt says how many items and that it will run in the background — and the
    job starts only after the yes. `skip`: per step, item paths already done (a resumed job);
    `keep`: steps whose records stand and that do not run again (effects already done)."""
    records = dict(records or {})
    approvals = approvals or {}
    total = len(plan.steps)
    for num in range(start, total + 1):
        if num in keep and num in records:
            continue
        step = plan.steps[num - 1]
        spec = engine.catalog[step.tool]
        res = resolve_step(num, step, spec, records, engine.catalog, literal_origin=literal_origin)
        res = without_items(res, (skip or {}).get(num, frozenset()))
        if res.skipped_because is not None:
            records[num] = StepRecord(
                num=num, tool=step.tool, status=StepStatus.SKIPPED,
                message_key=f"step.{res.skip_reason}",
                message_params={"ref": res.skipped_because},
            )
            trace.add("step", num, tool=step.tool, status="skipped", reason=res.skip_reason,
                      producer=res.skipped_because)
            continue
        if gate is not None:
            reason = await gate(num, spec, res)
            if reason is not None and reason != "cancelled":
                asked = await invoke_step(engine, turn, num, spec, res, trace,
                                          approved=approvals.get(num), consent_only=True)
                if isinstance(asked, Suspension):
                    return PlanRun(records, asked.model_copy(
                        update={"background": reason, "items": work_items(spec, res)}))
                if asked is not None:
                    reason = None  # a check fails: the step fails here, in the foreground
            if reason is not None:
                trace.add("stopped", num, tool=step.tool, reason=reason)
                return PlanRun(records, stopped=Stop(num, reason))
        trace.add("resolved", num, tool=step.tool,
                  origins={k: sorted(o.describe() for o in v) for k, v in res.origins.items()},
                  input_from=res.input.step if res.input else None)
        out = await invoke_step(engine, turn, num, spec, res, trace, approved=approvals.get(num))
        assert out is not None  # only a consent-only check returns None
        if isinstance(out, Suspension):
            return PlanRun(records, out)
        out.selection = [o.dumps() for o in res.selection]  # what chose its items, for the next
        records[num] = out
        if progress is not None:
            await progress(num, records)
        if out.status is StepStatus.FAILED:
            for later in range(num + 1, total + 1):
                records[later] = StepRecord(
                    num=later, tool=plan.steps[later - 1].tool, status=StepStatus.NOT_RUN,
                    message_key="step.not_run", message_params={"ref": num},
                )
            trace.add("plan_stopped", num, reason=out.failure.value if out.failure else "failed")
            break
    return PlanRun(records)
