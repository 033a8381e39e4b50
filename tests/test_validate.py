"""The validator rejects each kind of bad plan with a stable code; guards repair known gaps."""

from __future__ import annotations

from typing import Any

import pytest

from runtime.catalog.registry import load_catalog
from runtime.plan.model import Plan
from runtime.plan.validate import apply_guards, validate_plan
from runtime.runtime import PlanFileError, parse_plan

CATALOG = load_catalog()

SPEC_EXAMPLE = {"steps": [
    {"tool": "find_files", "args": {"base_path": "~/Acquisti", "pattern": "*.pdf"}},
    {"tool": "read_files", "args": {"from_step": 1}},
    {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["fornitore", "prezzo"]}},
    {"tool": "create_files_spreadsheet", "args": {"from_step": 3, "path": "~/Acquisti/riepilogo.xlsx"}},
]}


def codes(plan: dict[str, Any], max_steps: int = 12) -> list[tuple[str, int | None, str | None]]:
    problems = validate_plan(Plan.model_validate(plan), CATALOG, max_steps=max_steps)
    return [(p.code, p.step, p.arg) for p in problems]


def test_spec_example_plan_validates_as_written() -> None:
    assert codes(SPEC_EXAMPLE) == []


@pytest.mark.parametrize(
    ("plan", "expected"),
    [
        ({"steps": []}, [("empty_plan", None, None)]),
        ({"steps": [{"tool": "launch_rockets"}]}, [("unknown_executor", 1, None)]),
        ({"steps": [{"tool": "get_now", "args": {"zone": "UTC"}}]}, [("unknown_argument", 1, "zone")]),
        ({"steps": [{"tool": "find_files", "args": {"limit": "many"}}]},
         [("invalid_argument", 1, "limit")]),
        ({"steps": [{"tool": "write_files", "args": {"content": "hi"}}]},
         [("missing_argument", 1, "path")]),
        ({"steps": [{"tool": "read_files", "args": {"from_step": 1}}]},
         [("bad_reference", 1, "from_step")]),
        ({"steps": [{"tool": "read_files", "args": {"from_step": 2}}, {"tool": "find_files"}]},
         [("bad_reference", 1, "from_step")]),
        ({"steps": [{"tool": "get_now"},
                    {"tool": "write_files", "args": {"path": "~/t.txt", "content": "{{step1.moon}}"}}]},
         [("unknown_field", 2, "content")]),
        ({"steps": [{"tool": "write_files", "args": {"path": "~/t.txt", "content": "{{step2.time}}"}},
                    {"tool": "get_now"}]},
         [("bad_reference", 1, "content")]),
        ({"steps": [{"tool": "list_dirs"}, {"tool": "delete_files", "args": {"from_step": 1}}]},
         [("incoherent_input", 2, "from_step")]),
        ({"steps": [{"tool": "get_now"}] * 3}, [("too_many_steps", None, None)]),
    ],
    ids=["empty", "unknown-executor", "unknown-arg", "wrong-type", "missing-arg", "self-ref",
         "later-ref", "undeclared-field", "field-ref-later", "incoherent", "too-many"],
)
def test_validator_rejects(plan: dict[str, Any], expected: list[tuple[str, int | None, str | None]]) -> None:
    assert codes(plan, max_steps=2) == expected


def test_validator_reports_every_problem_not_just_the_first() -> None:
    plan = {"steps": [{"tool": "nope"}, {"tool": "get_now", "args": {"x": 1}},
                      {"tool": "read_files", "args": {"from_step": 9}}]}
    assert [c[0] for c in codes(plan)] == ["unknown_executor", "unknown_argument", "bad_reference"]


def test_field_reference_to_a_declared_field_is_accepted() -> None:
    plan = {"steps": [{"tool": "get_now"},
                      {"tool": "write_files", "args": {"path": "~/t.txt", "content": "at {{step1.time}}"}}]}
    assert codes(plan) == []


def test_problem_messages_exist_in_both_languages() -> None:
    problems = validate_plan(Plan.model_validate({"steps": [{"tool": "nope"}]}), CATALOG, max_steps=5)
    assert "nope" in problems[0].message("en") and "nope" in problems[0].message("it")
    assert problems[0].message("en") != problems[0].message("it")


def test_guard_inserts_read_files_between_files_and_extraction() -> None:
    plan = Plan.model_validate({"steps": [
        {"tool": "find_files", "args": {"base_path": "~/A"}},
        {"tool": "extract_entries", "args": {"from_step": 1}},
        {"tool": "compute_entries", "args": {"from_step": 2, "op": "min"}},
    ]})
    guarded, notes = apply_guards(plan, CATALOG)
    assert [s.tool for s in guarded.steps] == ["find_files", "read_files", "extract_entries",
                                               "compute_entries"]
    assert guarded.steps[1].args == {"from_step": 1}
    assert guarded.steps[2].args["from_step"] == 2
    assert guarded.steps[3].args["from_step"] == 3  # realigned to the shifted producer
    assert [n.code for n in notes] == ["inserted_producer"]
    assert validate_plan(guarded, CATALOG, max_steps=12) == []


def test_guard_realigns_a_consumer_that_forgot_its_input() -> None:
    plan = Plan.model_validate({"steps": [
        {"tool": "find_files", "args": {"pattern": "*.tmp"}},
        {"tool": "delete_files", "args": {}},
    ]})
    guarded, notes = apply_guards(plan, CATALOG)
    assert guarded.steps[1].args == {"from_step": 1}
    assert notes[0].code == "realigned_input"


def test_guard_never_adds_a_capability_the_catalog_lacks() -> None:
    plan = Plan.model_validate({"steps": [
        {"tool": "list_dirs"}, {"tool": "delete_files", "args": {"from_step": 1}}]})
    guarded, notes = apply_guards(plan, CATALOG)
    assert guarded == plan and notes == []


@pytest.mark.parametrize("text", ["{not json", "[]", '{"steps": [{"tool": 3}]}',
                                  '{"steps": [], "run": "rm -rf /"}'])
def test_malformed_plan_files_get_one_clear_message(text: str) -> None:
    with pytest.raises(PlanFileError) as info:
        parse_plan(text)
    assert str(info.value).startswith(("not valid JSON", "not a plan"))
