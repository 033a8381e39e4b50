"""THE invocation point. Every step, however it was planned, runs through ``invoke``.

Order of checks: schema → policy → authority → preconditions (files that must exist,
the executor's own, the credential is stored) → provenance → (suspend for consent) →
credential mandate → run with timeout → classify the outcome → record effects (undo
receipt) → scratchpad decision point → trace. Nothing else calls an executor's ``run``.
"""

from __future__ import annotations

import asyncio
import errno
import hashlib
import json
import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from runtime.catalog.contract import (
    ArgumentError,
    Effect,
    EffectClass,
    ExecArgs,
    ExecResult,
    ExecutorError,
    ExecutorSpec,
    FailureClass,
    OriginKind,
    Policy,
)
from runtime.catalog.registry import Catalog
from runtime.config import Settings
from runtime.credentials import CredentialError, Mandate
from runtime.engine.context import ExecContext
from runtime.engine.policy import effective_policy
from runtime.engine.preflight import preflight
from runtime.engine.records import StepRecord, StepStatus, Suspension, Trace
from runtime.engine.workspace import AuthorityError, Workspace
from runtime.i18n import word
from runtime.plan.resolve import Origin, Resolution, item_origin
from runtime.turn import TurnContext

log = logging.getLogger(__name__)


@dataclass
class Engine:
    """What ``invoke`` needs from the runtime: catalog, settings, workspace, stores."""

    catalog: Catalog
    settings: Settings
    workspace: Workspace
    services: dict[str, Any] = field(default_factory=dict)

    def journal(self, turn: TurnContext, num: int, tool: str) -> Journal | None:
        receipts = self.services.get("receipts")
        return Journal(receipts, turn, num, tool) if receipts is not None else None

    async def record_effects(self, turn: TurnContext, num: int, tool: str, result: ExecResult,
                             journal: Journal | None = None) -> None:
        """The undo receipts of a step's effects not already written as they happened."""
        receipts = self.services.get("receipts")
        written = journal.written if journal is not None else set()
        effects = [e for e in result.effects if id(e) not in written]
        if receipts is not None and effects:
            await receipts.record(turn.user.id, turn.turn_id, num, tool, effects)

    async def observe(self, turn: TurnContext, record: StepRecord, trace: Trace) -> None:
        observer = self.services.get("observer")
        if observer is not None:
            await observer(turn, record, trace)


class Journal:
    """Writes an effect's receipt the moment an executor reports it (``ctx.effect_done``), from
    the executor's worker thread; on the event loop's own thread it leaves the receipt to the
    end of the step (blocking the loop on itself would deadlock)."""

    def __init__(self, receipts: Any, turn: TurnContext, num: int, tool: str) -> None:
        self._receipts, self._turn, self._num, self._tool = receipts, turn, num, tool
        self._loop = asyncio.get_running_loop()
        self._loop_thread = threading.get_ident()
        self.written: set[int] = set()

    def __call__(self, effect: Effect) -> None:
        if threading.get_ident() == self._loop_thread:
            return
        done = asyncio.run_coroutine_threadsafe(self._receipts.record(
            self._turn.user.id, self._turn.turn_id, self._num, self._tool, [effect]), self._loop)
        done.result(timeout=60)
        self.written.add(id(effect))


def args_hash(tool: str, args: dict[str, Any], ctx_input: Any) -> str:
    """What a confirmation approves: the executor, its exact arguments and its exact input."""
    items = [
        {k: v for k, v in item.items() if k in ("path", "name", "source")}
        for item in (ctx_input.items if ctx_input is not None else [])
    ]
    blob = json.dumps({"tool": tool, "args": args, "input": items}, sort_keys=True, default=str)
    return hashlib.sha256(blob.encode()).hexdigest()


async def invoke(
    engine: Engine,
    turn: TurnContext,
    num: int,
    spec: ExecutorSpec,
    resolution: Resolution,
    trace: Trace,
    *,
    approved: str | None = None,
    consent_only: bool = False,
) -> StepRecord | Suspension | None:
    """See ``_invoke``; a file-system error raised by a check (a policy hook or a description
    that looks at a path) fails the step with what happened, instead of ending the turn."""
    try:
        return await _invoke(engine, turn, num, spec, resolution, trace, approved=approved,
                             consent_only=consent_only)
    except OSError as exc:
        failure, key = os_failure(exc)
        trace.add("step_failed", num, tool=spec.name, failure=failure.value, key=key)
        return StepRecord(num=num, tool=spec.name, status=StepStatus.FAILED, failure=failure,
                          message_key=key, message_params={"detail": exc.strerror or ""})


def os_failure(exc: OSError) -> tuple[FailureClass, str]:
    """The failure class and message key of a file-system error, said as what it is."""
    if exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
        return FailureClass.PERMANENT, "step.disk_full"
    if exc.errno == errno.ENAMETOOLONG:
        return FailureClass.BAD_INPUT, "step.name_too_long"
    if isinstance(exc, PermissionError):
        return FailureClass.PERMANENT, "step.io_error"
    return FailureClass.TRANSIENT, "step.io_error"


async def _invoke(
    engine: Engine,
    turn: TurnContext,
    num: int,
    spec: ExecutorSpec,
    resolution: Resolution,
    trace: Trace,
    *,
    approved: str | None = None,
    consent_only: bool = False,
) -> StepRecord | Suspension | None:
    """Check and run one step; return its record, or a suspension before any effect.

    ``consent_only``: check up to consent and stop there — a Suspension when consent is still
    needed, a failed record when a check fails, None when the step is cleared to run (a long
    plan asks before it is handed to a job)."""
    started = time.monotonic()
    ctx = ExecContext(
        turn=turn, workspace=engine.workspace, step_num=num, input=resolution.input,
        settings=engine.settings, services=engine.services, executor=spec.name,
    )

    def fail(failure: FailureClass, key: str, **params: Any) -> StepRecord:
        trace.add("step_failed", num, tool=spec.name, failure=failure.value, key=key)
        return StepRecord(
            num=num, tool=spec.name, status=StepStatus.FAILED, failure=failure, message_key=key,
            message_params=params, duration_ms=(time.monotonic() - started) * 1000,
        )

    # 1. schema, on the final (resolved) arguments
    try:
        args = spec.args_model.model_validate(resolution.args)
    except ValidationError as exc:
        missing = [str(e["loc"][0]) for e in exc.errors() if e["type"] == "missing" and e["loc"]]
        if missing and all(m in spec.askable for m in missing):
            trace.add("check", num, check="schema", result="ask", arg=missing[0])
            paths = resolution.args.get("paths")
            count = len(paths) if isinstance(paths, list) and paths else 2  # "Where should I move it?"
            return Suspension(step=num, tool=spec.name, kind="ask", reason="missing",
                              text_key=f"ask.{spec.name}.{missing[0]}", arg=missing[0],
                              params={"count": count})
        refused = _argument_error(exc)
        if refused is not None:
            trace.add("check", num, check="schema", result="rejected", key=refused.key)
            return fail(FailureClass.BAD_INPUT, refused.key, **refused.params)
        detail = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors()[:3])
        trace.add("check", num, check="schema", result="rejected", detail=detail)
        return fail(FailureClass.BAD_INPUT, "step.bad_args", detail=detail)
    trace.add("check", num, check="schema", result="ok")

    # 2. policy
    policy = effective_policy(spec, ctx, args, engine.settings.policy)
    trace.add("check", num, check="policy", result=policy.value)
    if policy is Policy.REFUSE:
        return fail(FailureClass.POLICY, "step.refused", tool=spec.name)

    # 3. operating conditions: authority, files that must exist, the executor's own, credential
    unmet = await preflight(ctx, spec, args)
    if unmet is not None:
        shown: dict[str, str] = {"path": unmet.path} if unmet.path else (
            {"credential": unmet.credential} if unmet.credential else {"key": unmet.key})
        trace.add("check", num, check=unmet.check, result=unmet.result, **shown)
        return fail(unmet.failure, unmet.key, **unmet.params)
    trace.add("check", num, check="authority", result="ok")

    # 4. provenance, then consent
    violations = provenance_violations(spec, resolution, engine.catalog)
    digest = args_hash(spec.name, resolution.args, resolution.input)
    trace.add("check", num, check="provenance", result="ok" if not violations else "ask",
              violations=[{"arg": a, "origin": o.describe()} for a, o in violations])
    if (policy is Policy.CONFIRM or violations) and approved != digest:
        return _consent(spec, ctx, args, num, digest, policy, violations, trace)
    if consent_only:
        return None
    if approved is not None:
        trace.add("check", num, check="confirmation", result="approved")

    timeout = spec.timeout_seconds or engine.settings.general.step_timeout_seconds
    # 5. credential mandate: scoped to this user, executor, credential, turn, and a short time
    if spec.credential_arg is not None:
        credential = str(getattr(args, spec.credential_arg))
        # (stored: checked by the preflight; a secret removed since fails its read, refused)
        try:
            ctx.mandate = Mandate(turn.user.id, spec.name, credential, turn.turn_id,
                                  time.time() + timeout + 30)
        except CredentialError:
            trace.add("check", num, check="mandate", credential=credential, result="refused")
            return fail(FailureClass.PERMANENT, "step.credential_missing", credential=credential)
        trace.add("check", num, check="mandate", credential=credential, result="granted")

    ctx.journal = journal = engine.journal(turn, num, spec.name)
    # 6. run with a timeout; one limited recovery for a read-only transient failure
    attempts = 0
    while True:
        attempts += 1
        try:
            result = await asyncio.wait_for(spec.run(ctx, args), timeout=timeout)
            break
        except ExecutorError as exc:
            failure, key, params = exc.failure, exc.key, exc.params
        except CredentialError:
            failure, key, params = FailureClass.PERMANENT, "step.credential_refused", {}
        except AuthorityError as exc:
            failure, key, params = FailureClass.POLICY, "step.outside_workspace", {"path": exc.path}
        except TimeoutError:
            failure, key, params = FailureClass.TIMEOUT, "step.timeout", {"seconds": timeout}
        except FileNotFoundError as exc:
            failure, key, params = (FailureClass.BAD_INPUT, "step.file_missing",
                                    {"path": ctx.show(exc.filename or "?")})
        except PermissionError as exc:
            failure, key, params = (FailureClass.PERMANENT, "step.permission",
                                    {"path": ctx.show(exc.filename or "?")})
        except OSError as exc:
            if exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
                failure, key, params = FailureClass.PERMANENT, "step.disk_full", {}
            elif exc.errno == errno.ENAMETOOLONG:
                failure, key, params = FailureClass.BAD_INPUT, "step.name_too_long", {}
            else:
                failure, key, params = FailureClass.TRANSIENT, "step.io_error", {"detail": exc.strerror or ""}
        except Exception:
            log.exception("executor %s crashed", spec.name)
            failure, key, params = FailureClass.PERMANENT, "step.crashed", {"tool": spec.name}
        retryable = failure is FailureClass.TRANSIENT and (
            spec.effect is EffectClass.READ or spec.idempotent
        )
        if retryable and attempts == 1:
            trace.add("recovery", num, action="retry", failure=failure.value)
            continue
        record = fail(failure, key, **params)
        record.attempts = attempts
        return record

    # 7. outcome class
    status = classify(spec, result)
    record = StepRecord(
        num=num, tool=spec.name, status=status, result=result, attempts=attempts,
        duration_ms=(time.monotonic() - started) * 1000,
    )
    if status is StepStatus.FAILED:
        record.failure = FailureClass.PERMANENT
        record.message_key = "step.all_failed"
    # 8. undo receipt, recorded before the next step can run
    await engine.record_effects(turn, num, spec.name, result, journal)
    trace.add("step", num, tool=spec.name, status=status.value, attempts=attempts,
              items=len(result.items), failures=len(result.failures),
              effects=[e.model_dump() for e in result.effects],
              duration_ms=round(record.duration_ms, 2))
    # 9. large observations leave the model-visible context (one decision point)
    await engine.observe(turn, record, trace)
    return record


def classify(spec: ExecutorSpec, result: ExecResult) -> StepStatus:
    """ok / empty / partial / failed, from what the executor really returned."""
    if spec.result.kind == "collection":
        has_data = bool(result.items) or bool(result.effects) or bool(result.files)
    else:
        has_data = bool(result.data) or bool(result.effects) or bool(result.files)
    if result.failures:
        return StepStatus.PARTIAL if has_data else StepStatus.FAILED
    return StepStatus.OK if has_data else StepStatus.EMPTY


def _argument_error(exc: ValidationError) -> ArgumentError | None:
    """The first refusal an args validator raised with a message key, if any."""
    for error in exc.errors():
        cause = (error.get("ctx") or {}).get("error")
        if isinstance(cause, ArgumentError):
            return cause
    return None


def provenance_violations(
    spec: ExecutorSpec, res: Resolution, catalog: Catalog
) -> list[tuple[str, Origin]]:
    """Sensitive values whose origin the executor does not accept, with that origin."""
    found: list[tuple[str, Origin]] = []
    for name, accepted in spec.sensitive.items():
        if name.startswith("item."):
            fld = name[5:]
            if res.input is None:
                continue
            for item in res.input.items:
                if fld in item:
                    origin = item_origin(res.input, item, fld, catalog)
                    if origin.kind not in accepted:
                        found.append((fld, origin))
                        break
            continue
        for origin in res.origins.get(name, frozenset()):
            if origin.kind not in accepted:
                found.append((name, origin))
    return found


def _consent(
    spec: ExecutorSpec,
    ctx: ExecContext,
    args: ExecArgs,
    num: int,
    digest: str,
    policy: Policy,
    violations: list[tuple[str, Origin]],
    trace: Trace,
) -> Suspension:
    if violations:
        arg, origin = violations[0]
        source = ctx.show(origin.source) if origin.source else word("origin", origin.kind.value, ctx.locale)
        value = getattr(args, arg, None)
        asked: dict[str, Any] = {"arg": arg, "value": _short(value), "source": source,
                                 "origin": origin.kind.value}
        # every other untrusted value too, each with its own source: one answer approves all
        asked["others"] = [
            {"arg": a, "value": _short(item_value(ctx, args, a)), "source": ctx.show(o.source)
             if o.source else word("origin", o.kind.value, ctx.locale)}
            for a, o in violations[1:6]]
        if policy is Policy.CONFIRM and spec.describe is not None:
            # One answer approves both, so the prompt also says what will be done.
            action = spec.describe(ctx, args)
            asked["action"] = {"key": action.key, "params": dict(action.params),
                               "reversible": action.reversible}
        trace.add("check", num, check="confirmation", result="asked", reason="provenance")
        return Suspension(
            step=num, tool=spec.name, kind="confirm", reason="provenance",
            text_key="confirm.provenance_model" if origin.kind is OriginKind.MODEL
            else "confirm.provenance", args_hash=digest, params=asked,
        )
    described = spec.describe(ctx, args) if spec.describe else None
    params: dict[str, Any] = dict(described.params) if described else {"tool": spec.name}
    params["reversible"] = described.reversible if described else spec.reverse is not None
    trace.add("check", num, check="confirmation", result="asked", reason="policy")
    return Suspension(
        step=num, tool=spec.name, kind="confirm", reason="policy",
        text_key=described.key if described else "confirm.generic", params=params,
        args_hash=digest,
    )


def item_value(ctx: ExecContext, args: ExecArgs, arg: str) -> Any:
    """The value of `arg` — an argument, or a field of the input items (``item.x``)."""
    if hasattr(args, arg):
        return getattr(args, arg)
    items = ctx.input.items if ctx.input is not None else []
    return [i.get(arg) for i in items if arg in i][:3]


def _short(value: Any) -> str:
    text = ", ".join(map(str, value)) if isinstance(value, list) else str(value)
    return text if len(text) <= 80 else text[:77] + "…"


__all__ = ["Engine", "args_hash", "classify", "invoke", "provenance_violations", "OriginKind"]
