"""Provenance as a person reads it: a prompt names every untrusted value and its real source.

``invoke`` decides *whether* a step asks (its sensitive values' origins against what the
executor accepts) and what a yes approves; this module words *what* the prompt names, in the
user's terms, for the origins that are about more than one value:

* what chose the files a step takes (``SELECTION``): the choosing value itself — the
  pattern ``*`` read from ``~/pattern.txt``, the folder the model filled in — never the
  step that handed the files over;
* the decision to run the step at all (``PLANNED``): "you did not ask for this: it comes
  from my own proposal", with what the step would do.

Every caller of ``invoke`` that may get a prompt back goes through :func:`invoke_step`.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from runtime.catalog.contract import PLANNED, SELECTION, ExecutorSpec, OriginKind
from runtime.engine.context import ExecContext
from runtime.engine.invoke import Engine, invoke, provenance_violations
from runtime.engine.records import StepRecord, Suspension, Trace
from runtime.i18n import word
from runtime.plan.resolve import Origin, Resolution, shown_value
from runtime.turn import TurnContext

#: How many untrusted values beyond the first a prompt names (each with its source).
MAX_OTHERS = 5


async def invoke_step(
    engine: Engine,
    turn: TurnContext,
    num: int,
    spec: ExecutorSpec,
    res: Resolution,
    trace: Trace,
    *,
    approved: str | None = None,
    consent_only: bool = False,
) -> StepRecord | Suspension | None:
    """``invoke``, with a provenance prompt worded by :func:`explained`."""
    out = await invoke(engine, turn, num, spec, res, trace, approved=approved,
                       consent_only=consent_only)
    if isinstance(out, Suspension):
        return explained(out, engine, turn, spec, res)
    return out


def explained(s: Suspension, engine: Engine, turn: TurnContext, spec: ExecutorSpec,
              res: Resolution) -> Suspension:
    """`s` with every untrusted value named by what it is and where it came from."""
    if s.reason != "provenance":
        return s
    violations = provenance_violations(spec, res, engine.catalog)
    if not violations:
        return s
    locale = turn.locale
    planned = next((o for a, o in violations if a == PLANNED), None)
    named: list[tuple[dict[str, str], OriginKind]] = []
    for arg, origin in violations:
        if arg == PLANNED:
            continue
        entry = _named(arg, origin, res, engine, locale)
        if all(entry != e for e, _ in named):
            named.append((entry, origin.kind))
    params: dict[str, Any] = {k: v for k, v in s.params.items() if k == "action"}
    if planned is not None:
        params.update(source=_source(planned, engine, locale), origin=planned.kind.value,
                      others=[e for e, _ in named[:MAX_OTHERS]])
        params.setdefault("action", _action(engine, turn, s.step, spec, res))
        key = "confirm.unasked_model" if planned.kind is OriginKind.MODEL else "confirm.unasked"
        return s.model_copy(update={"text_key": key, "params": params})
    (first, kind), rest = named[0], named[1:]
    params.update(first, origin=kind.value, others=[e for e, _ in rest[:MAX_OTHERS]])
    key = "confirm.provenance_model" if kind is OriginKind.MODEL else "confirm.provenance"
    return s.model_copy(update={"text_key": key, "params": params})


def _named(arg: str, origin: Origin, res: Resolution, engine: Engine, locale: str) -> dict[str, str]:
    """One untrusted value: which argument, its value, its source — all in the user's terms."""
    if arg == SELECTION:  # the value that chose the files, not the step that handed them over
        shown_arg, value = origin.arg or "paths", origin.value or ""
    elif arg in res.args:
        shown_arg, value = arg, shown_value(res.args[arg])
    else:  # a field of the input items
        items = res.input.items if res.input is not None else []
        shown_arg, value = arg, shown_value([i.get(arg) for i in items if arg in i][:3])
    return {"arg": shown_arg, "value": value, "source": _source(origin, engine, locale)}


def _source(origin: Origin, engine: Engine, locale: str) -> str:
    """The file a value was read from, as the user writes it; else what gave it, in words."""
    if origin.source:
        return engine.workspace.display(origin.source)
    return word("origin", origin.kind.value, locale)


def _action(engine: Engine, turn: TurnContext, num: int, spec: ExecutorSpec,
            res: Resolution) -> dict[str, Any]:
    """What the step would do, for a prompt that asks whether to do it at all."""
    fallback = {"key": "confirm.generic", "params": {"tool": spec.name},
                "reversible": spec.reverse is not None}
    if spec.describe is None:
        return fallback
    try:
        args = spec.args_model.model_validate(res.args)
    except ValidationError:
        return fallback
    ctx = ExecContext(turn=turn, workspace=engine.workspace, step_num=num, input=res.input,
                      settings=engine.settings, services=engine.services, executor=spec.name)
    described = spec.describe(ctx, args)
    return {"key": described.key, "params": dict(described.params),
            "reversible": described.reversible}


__all__ = ["explained", "invoke_step"]
