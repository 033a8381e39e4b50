"""Plan checks pinned alone: references must point at an earlier step that declares the field."""

from __future__ import annotations

from typing import Any

from runtime.catalog.registry import load_catalog
from runtime.plan.model import Plan
from runtime.plan.validate import validate_plan

CATALOG = load_catalog()


def codes(steps: list[dict[str, Any]]) -> list[tuple[str, int | None, str | None]]:
    problems = validate_plan(Plan.model_validate({"steps": steps}), CATALOG, max_steps=12)
    return [(p.code, p.step, p.arg) for p in problems]


def test_a_field_reference_to_step_zero_is_a_bad_reference() -> None:
    # The last step declares "time": read as index -1, step 0 would look valid.
    steps = [{"tool": "write_files", "args": {"path": "~/t.txt", "content": "{{step0.time}}"}},
             {"tool": "get_now"}]
    assert codes(steps) == [("bad_reference", 1, "content")]
