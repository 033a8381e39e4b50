"""The deterministic validator and the guards that may repair a plan before it.

``validate_plan`` returns every problem it finds (never stops at the first);
``apply_guards`` inserts an indispensable producer or realigns a dependency,
and never adds a capability the catalog lacks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from runtime.catalog.contract import ArgumentError, ExecutorSpec
from runtime.catalog.registry import Catalog
from runtime.plan.model import REF_PATTERN, Plan, Step, field_refs
from runtime.plan.problems import Problem


def validate_plan(plan: Plan, catalog: Catalog, *, max_steps: int) -> list[Problem]:
    """All the reasons `plan` cannot run against `catalog`; empty when it can."""
    problems: list[Problem] = []
    if not plan.steps:
        return [Problem("empty_plan")]
    if len(plan.steps) > max_steps:
        problems.append(Problem("too_many_steps", params={"count": len(plan.steps), "max": max_steps}))
    for num, step in enumerate(plan.steps, start=1):
        spec = catalog.get(step.tool)
        if spec is None:
            problems.append(Problem("unknown_executor", num, params={"tool": step.tool}))
            continue
        problems.extend(_check_step(num, step, spec, plan, catalog))
    return problems


def _check_step(
    num: int, step: Step, spec: ExecutorSpec, plan: Plan, catalog: Catalog
) -> list[Problem]:
    problems: list[Problem] = []
    allowed = spec.arg_names()
    for name in step.args:
        if name not in allowed:
            problems.append(Problem("unknown_argument", num, name, {"tool": spec.name}))

    ref_args: set[str] = set()
    if "from_step" in step.args and "from_step" in allowed:
        ref_args.add("from_step")
        problems.extend(_check_from_step(num, step.args["from_step"], spec, plan, catalog))
    for ref in field_refs(step.args):
        ref_args.add(ref.arg)
        problems.extend(_check_field_ref(num, ref.arg, ref.step, ref.field, plan, catalog))

    literal = {k: v for k, v in step.args.items() if k in allowed and k not in ref_args}
    problems.extend(_check_schema(num, spec, literal, ref_args))
    return problems


def _check_from_step(
    num: int, value: Any, spec: ExecutorSpec, plan: Plan, catalog: Catalog
) -> list[Problem]:
    if isinstance(value, bool) or not isinstance(value, int):
        return [Problem("invalid_argument", num, "from_step", {"detail": "an integer step number"})]
    if value < 1 or value >= num:
        return [Problem("bad_reference", num, "from_step", {"ref": value})]
    producer = catalog.get(plan.steps[value - 1].tool)
    if producer is None:
        return []  # reported on the producer's own step
    kind = producer.result.item_kind
    if producer.result.kind != "collection" or kind is None or kind not in spec.accepts:
        return [
            Problem(
                "incoherent_input",
                num,
                "from_step",
                {
                    "tool": spec.name,
                    "producer": producer.name,
                    "got": kind.value if kind else "scalar",
                    "wants": ", ".join(sorted(k.value for k in spec.accepts)) or "-",
                },
            )
        ]
    return []


def _check_field_ref(
    num: int, arg: str, ref_step: int, field: str, plan: Plan, catalog: Catalog
) -> list[Problem]:
    if ref_step < 1 or ref_step >= num:
        return [Problem("bad_reference", num, arg, {"ref": ref_step})]
    producer = catalog.get(plan.steps[ref_step - 1].tool)
    if producer is None:
        return []
    if not producer.result.declares(field):
        return [
            Problem(
                "unknown_field",
                num,
                arg,
                {"field": field, "ref": ref_step, "producer": producer.name,
                 "fields": ", ".join(producer.result.fields + ("count",)
                                     if producer.result.kind == "collection"
                                     else producer.result.fields) or "-"},
            )
        ]
    return []


def _check_schema(
    num: int, spec: ExecutorSpec, literal: dict[str, Any], ref_args: set[str]
) -> list[Problem]:
    try:
        spec.args_model.model_validate(literal)
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            loc = err.get("loc", ())
            arg = str(loc[0]) if loc else None
            if arg in ref_args:
                continue  # checked again after resolution
            if err["type"] == "extra_forbidden":
                continue  # reported as unknown_argument
            if err["type"] == "missing":
                if arg in spec.askable:
                    continue  # the runtime asks the user
                problems.append(Problem("missing_argument", num, arg, {"tool": spec.name}))
            elif isinstance((err.get("ctx") or {}).get("error"), ArgumentError):
                refused = err["ctx"]["error"]
                problems.append(Problem("invalid_argument", num, arg, {
                    "detail_key": refused.key, "detail_params": refused.params}))
            else:
                problems.append(Problem("invalid_argument", num, arg, {"detail": err["msg"]}))
        return problems
    return []


@dataclass(frozen=True)
class GuardNote:
    """What a guard changed, for the trace."""

    code: str  # inserted_producer | realigned_input
    step: int
    tool: str
    detail: str


def apply_guards(plan: Plan, catalog: Catalog) -> tuple[Plan, list[GuardNote]]:
    """Repair known gaps: insert an indispensable producer, realign a missing input.

    Only executors already in the catalog are used; anything else is left for the
    validator to reject.
    """
    steps = [s.model_copy(deep=True) for s in plan.steps]
    notes: list[GuardNote] = []
    num = 1
    while num <= len(steps):
        step = steps[num - 1]
        spec = catalog.get(step.tool)
        if spec is None or not spec.accepts:
            num += 1
            continue
        source = step.args.get("from_step")
        if source is None and not any(a in step.args for a in spec.path_args):
            producer_num = _nearest_producer(steps[: num - 1], catalog, spec)
            if producer_num is not None:
                step.args["from_step"] = producer_num
                notes.append(GuardNote("realigned_input", num, step.tool, f"from_step={producer_num}"))
            num += 1
            continue
        if isinstance(source, int) and not isinstance(source, bool) and 1 <= source < num:
            producer = catalog.get(steps[source - 1].tool)
            kind = producer.result.item_kind if producer else None
            if producer is not None and kind is not None and kind not in spec.accepts:
                converters = catalog.converters(kind, spec.accepts)
                if converters:
                    conv = converters[0]
                    _insert_step(steps, num, Step(tool=conv.name, args={"from_step": source}))
                    steps[num].args["from_step"] = num
                    notes.append(GuardNote("inserted_producer", num, conv.name, f"before {spec.name}"))
                    num += 2
                    continue
        num += 1
    return Plan(steps=steps), notes


def _nearest_producer(earlier: list[Step], catalog: Catalog, spec: ExecutorSpec) -> int | None:
    for index in range(len(earlier), 0, -1):
        producer = catalog.get(earlier[index - 1].tool)
        if producer and producer.result.item_kind in spec.accepts:
            return index
    return None


def _insert_step(steps: list[Step], position: int, new: Step) -> None:
    """Insert `new` as step number `position`, shifting references at or after it."""
    for step in steps:
        step.args = _shift_refs(step.args, position)
    steps.insert(position - 1, new)


def _shift_refs(args: dict[str, Any], position: int) -> dict[str, Any]:
    def shift_text(text: str) -> str:
        def repl(m: re.Match[str]) -> str:
            n = int(m.group(1))
            whole = m.group(0)
            return whole.replace(f"step{n}", f"step{n + 1}", 1) if n >= position else whole

        return REF_PATTERN.sub(repl, text)

    def shift(value: Any) -> Any:
        if isinstance(value, str):
            return shift_text(value)
        if isinstance(value, list):
            return [shift(v) for v in value]
        return value

    out = {k: shift(v) for k, v in args.items()}
    fs = out.get("from_step")
    if isinstance(fs, int) and not isinstance(fs, bool) and fs >= position:
        out["from_step"] = fs + 1
    return out
