"""Plan checks and reference resolution, pinned alone: pure functions over plans and records.

The validator and the guards decide what may run; resolution decides what a step receives and
where each value came from (which provenance then judges).
"""

from __future__ import annotations

from typing import Any

import pytest

from runtime.catalog.contract import ExecResult, OriginKind
from runtime.catalog.registry import load_catalog
from runtime.engine.context import StepInput
from runtime.engine.records import StepRecord, StepStatus
from runtime.plan.literals import LiteralOrigins
from runtime.plan.model import Plan, Step
from runtime.plan.resolve import Origin, field_value, item_origin, resolve_step
from runtime.plan.validate import apply_guards, validate_plan

CATALOG = load_catalog()
MODEL_LITERALS = LiteralOrigins(OriginKind.MODEL)


def problems(steps: list[Any]) -> list[tuple[str, int | None, str | None]]:
    found = validate_plan(Plan.model_validate({"steps": steps}), CATALOG, max_steps=12)
    return [(p.code, p.step, p.arg) for p in found]


def params(steps: list[Any]) -> list[dict[str, Any]]:
    return [p.params for p in validate_plan(Plan.model_validate({"steps": steps}), CATALOG, max_steps=12)]


def guarded(steps: list[Any]) -> list[dict[str, Any]]:
    plan, _ = apply_guards(Plan.model_validate({"steps": steps}), CATALOG)
    return [s.model_dump() for s in plan.steps]


# --- validate ----------------------------------------------------------------------------------


def test_a_field_reference_to_step_zero_is_a_bad_reference() -> None:
    # The last step declares "time": read as index -1, step 0 would look valid.
    steps = [{"tool": "write_files", "args": {"path": "~/t.txt", "content": "{{step0.time}}"}},
             {"tool": "get_now"}]
    assert problems(steps) == [("bad_reference", 1, "content")]


def test_from_step_on_an_executor_without_input_is_only_an_unknown_argument() -> None:
    assert problems([{"tool": "get_now"}, {"tool": "get_now", "args": {"from_step": 1}}]) == [
        ("unknown_argument", 2, "from_step")]


def test_an_executor_that_may_take_input_needs_no_from_step() -> None:
    assert problems([{"tool": "read_files", "args": {"paths": ["~/a.txt"]}}]) == []


@pytest.mark.parametrize("value", ["1", True, 1.0], ids=["text", "bool", "float"])
def test_from_step_must_be_an_integer(value: object) -> None:
    steps = [{"tool": "find_files"}, {"tool": "read_files", "args": {"from_step": value}}]
    assert problems(steps) == [("invalid_argument", 2, "from_step")]


def test_a_reference_to_an_unknown_executor_is_reported_once_on_that_step() -> None:
    steps = [{"tool": "launch_rockets"}, {"tool": "read_files", "args": {"from_step": 1}},
             {"tool": "write_files", "args": {"path": "~/t.txt", "content": "{{step1.x}}"}}]
    assert problems(steps) == [("unknown_executor", 1, None)]


def test_an_incoherent_input_says_what_the_consumer_wants() -> None:
    steps = [{"tool": "list_dirs"}, {"tool": "delete_files", "args": {"from_step": 1}}]
    assert params(steps) == [{"tool": "delete_files", "producer": "list_dirs", "got": "dir",
                              "wants": "file"}]


def test_an_unknown_field_lists_the_producers_fields_and_count_for_a_collection() -> None:
    collection = [{"tool": "find_files"},
                  {"tool": "write_files", "args": {"path": "~/t.txt", "content": "{{step1.moon}}"}}]
    scalar = [{"tool": "get_now"},
              {"tool": "write_files", "args": {"path": "~/t.txt", "content": "{{step1.moon}}"}}]
    assert params(collection)[0]["fields"] == "base_path, pattern, scanned, scan_capped, count"
    assert "count" not in params(scalar)[0]["fields"].split(", ")


def test_guards_leave_the_plan_they_were_given_untouched() -> None:
    plan = Plan.model_validate({"steps": [{"tool": "find_files"}, {"tool": "read_files"}]})
    before = plan.model_dump()
    repaired, notes = apply_guards(plan, CATALOG)
    assert plan.model_dump() == before and repaired.steps[1].args == {"from_step": 1}
    assert [n.code for n in notes] == ["realigned_input"]


def test_guards_leave_unknown_executors_and_malformed_references_to_the_validator() -> None:
    steps = [{"tool": "launch_rockets", "args": {}}, {"tool": "read_files", "args": {"from_step": "1"}}]
    assert guarded(steps) == steps


def test_realigning_picks_the_nearest_producer_of_an_accepted_kind() -> None:
    steps = [{"tool": "find_files"}, {"tool": "get_now"}, {"tool": "read_files"}]
    assert guarded(steps)[2]["args"] == {"from_step": 1}


def test_an_inserted_step_renumbers_only_the_references_after_it() -> None:
    steps = [{"tool": "find_files"},
             {"tool": "extract_entries", "args": {"from_step": 1, "fields": ["prezzo"]}},
             {"tool": "move_files", "args": {"paths": ["{{step1.count}}", "{{step2.count}}"],
                                             "destination": "~/{{step1.count}}-{{step2.count}}"}}]
    out = guarded(steps)
    assert [s["tool"] for s in out] == ["find_files", "read_files", "extract_entries", "move_files"]
    assert out[3]["args"] == {"paths": ["{{step1.count}}", "{{step3.count}}"],
                              "destination": "~/{{step1.count}}-{{step3.count}}"}


# --- resolve -------------------------------------------------------------------------------------


def rec(num: int, tool: str, status: StepStatus = StepStatus.OK, **result: Any) -> StepRecord:
    return StepRecord(num=num, tool=tool, status=status,
                      result=ExecResult(**result) if result or status is StepStatus.OK else None)


def resolve(step: dict[str, Any], records: dict[int, StepRecord], num: int = 2,
            literals: LiteralOrigins = MODEL_LITERALS) -> Any:
    parsed = Step.model_validate(step)
    return resolve_step(num, parsed, CATALOG[parsed.tool], records, CATALOG, literal_origin=literals)


FILES = [{"path": "~/a.txt", "name": "a.txt"}]


@pytest.mark.parametrize(
    ("producer", "reason"),
    [
        (None, "upstream_failed"),
        (rec(1, "find_files", StepStatus.FAILED), "upstream_failed"),
        (rec(1, "find_files", StepStatus.NOT_RUN), "upstream_failed"),
        (rec(1, "find_files", StepStatus.EMPTY), "upstream_empty"),
        (rec(1, "find_files", StepStatus.SKIPPED), "upstream_empty"),
        (rec(1, "find_files", StepStatus.PARTIAL), "upstream_empty"),  # no result kept
        (rec(1, "find_files", StepStatus.OK), "upstream_empty"),  # a result without items or data
    ],
    ids=["missing", "failed", "not-run", "empty", "skipped", "no-result", "nothing-in-it"],
)
def test_a_consumer_skips_when_its_producer_gave_nothing(producer: StepRecord | None, reason: str) -> None:
    records = {1: producer} if producer is not None else {}
    for step in ({"tool": "read_files", "args": {"from_step": 1}},
                 {"tool": "write_files", "args": {"path": "~/t.txt", "content": "{{step1.count}}"}}):
        res = resolve(step, records)
        assert (res.skipped_because, res.skip_reason) == (1, reason), step
        assert "content" not in res.args and res.input is None


def test_from_step_hands_over_the_producers_items_and_kind() -> None:
    res = resolve({"tool": "read_files", "args": {"from_step": 1}}, {1: rec(1, "find_files", items=FILES)})
    assert res.skipped_because is None and res.input == StepInput(1, "find_files", "file", FILES)


def test_a_whole_reference_keeps_its_type_and_a_partial_one_is_text() -> None:
    records = {1: rec(1, "find_files", items=FILES, total=7)}
    whole = resolve({"tool": "find_files", "args": {"limit": "{{ step1.count }}"}}, records)
    part = resolve({"tool": "write_files", "args": {"path": "~/n.txt",
                                                     "content": "{{step1.count}} of {{step1.count}}"}},
                   records)
    assert whole.args["limit"] == 7 and part.args["content"] == "7 of 7"
    assert whole.origins["limit"] == frozenset({Origin(OriginKind.STEP, 1, "find_files")})
    assert part.origins["path"] == frozenset({Origin(OriginKind.MODEL)})


def test_a_count_is_the_total_when_known_else_the_items() -> None:
    assert field_value(ExecResult(items=FILES * 3, total=40), "count") == 40
    assert field_value(ExecResult(items=FILES * 3), "count") == 3
    assert field_value(ExecResult(data={"count": 5}, items=FILES), "count") == 5
    assert field_value(ExecResult(data={"x": 1}), "y") is None


def test_a_reference_to_a_field_the_producer_did_not_fill_skips_the_step() -> None:
    res = resolve({"tool": "write_files", "args": {"path": "~/t.txt", "content": "{{step1.time}}"}},
                  {1: rec(1, "get_now", data={"date": "2024-05-01"})})
    assert (res.skipped_because, res.skip_reason) == (1, "upstream_empty")


def test_references_inside_a_list_are_resolved_one_by_one_with_their_origins() -> None:
    records = {1: rec(1, "get_now", data={"date": "2024-05-01", "time": "10:00"})}
    res = resolve({"tool": "read_files", "args": {"paths": ["~/{{step1.date}}.txt", "~/fixed.txt"]}},
                  records)
    assert res.args["paths"] == ["~/2024-05-01.txt", "~/fixed.txt"]
    assert res.origins["paths"] == frozenset({Origin(OriginKind.STEP, 1, "get_now")})


def test_a_gap_inside_a_list_skips_the_whole_step() -> None:
    res = resolve({"tool": "read_files", "args": {"paths": ["~/fixed.txt", "~/{{step1.time}}"]}},
                  {1: rec(1, "get_now", data={"date": "2024-05-01"})})
    assert (res.skipped_because, res.skip_reason) == (1, "upstream_empty")


def test_braces_that_are_no_reference_are_a_literal_with_the_literal_origin() -> None:
    res = resolve({"tool": "write_files", "args": {"path": "~/t.txt", "content": "{{ not a ref }}"}}, {})
    assert res.args["content"] == "{{ not a ref }}"
    assert res.origins["content"] == frozenset({Origin(OriginKind.MODEL)})


def test_a_content_field_has_content_origin_naming_its_source() -> None:
    records = {1: rec(1, "compute_entries", data={"value": "~/x.txt", "source": "~/f.pdf", "op": "max"})}
    res = resolve({"tool": "write_files", "args": {"path": "{{step1.value}}", "content": "{{step1.op}}"}},
                  records)
    assert res.origins["path"] == frozenset({Origin(OriginKind.CONTENT, 1, "compute_entries", "~/f.pdf")})
    assert res.origins["content"] == frozenset({Origin(OriginKind.STEP, 1, "compute_entries")})


def test_extracted_item_fields_are_content_and_declared_ones_are_steps() -> None:
    entries = StepInput(3, "extract_entries", "entry", [{"prezzo": "10", "source": "~/f.pdf"}])
    files = StepInput(1, "find_files", "file", FILES)
    docs = StepInput(2, "read_files", "document", [{"path": "~/a.txt", "text": "hi"}])
    item = entries.items[0]
    assert item_origin(entries, item, "prezzo", CATALOG) == Origin(OriginKind.CONTENT, 3, "extract_entries", "~/f.pdf")
    assert item_origin(files, FILES[0], "path", CATALOG) == Origin(OriginKind.STEP, 1, "find_files")
    assert item_origin(files, {"path": "~/a.txt", "tag": "x"}, "tag", CATALOG) == Origin(
        OriginKind.STEP, 1, "find_files")  # an undeclared field of a closed producer is still its own
    assert item_origin(docs, docs.items[0], "text", CATALOG) == Origin(OriginKind.CONTENT, 2, "read_files", "~/a.txt")
    assert item_origin(docs, docs.items[0], "path", CATALOG) == Origin(OriginKind.STEP, 2, "read_files")


@pytest.mark.parametrize(
    ("origin", "text"),
    [
        (Origin(OriginKind.CONTENT, 1, "read_files", "~/n.txt"), "content of ~/n.txt"),
        (Origin(OriginKind.CONTENT, 1, "read_files"), "content"),
        (Origin(OriginKind.STEP, 2, "find_files"), "step 2 (find_files)"),
        (Origin(OriginKind.USER, None, None, "~/n.txt"), "user"),
    ],
    ids=["content", "content-no-source", "step", "user"],
)
def test_an_origin_describes_itself_for_the_trace(origin: Origin, text: str) -> None:
    assert origin.describe() == text
