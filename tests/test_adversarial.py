"""Hostile input: random plans and paths never crash the checks and never escape the workspace."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from runtime.catalog.registry import load_catalog
from runtime.engine.workspace import AuthorityError, Workspace
from runtime.plan.model import Plan
from runtime.plan.validate import apply_guards, validate_plan
from runtime.runtime import PlanFileError, parse_plan

CATALOG = load_catalog()
TOOLS = [s.name for s in CATALOG] + ["rm_rf", "", "get_now "]
ARG_NAMES = ["from_step", "path", "paths", "pattern", "base_path", "fields", "op", "field",
             "destination", "content", "limit", "x"]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 10) | st.text(max_size=20)
    | st.sampled_from(["{{step1.count}}", "{{step9.x}}", "~/../etc", "/etc/passwd", "{{step0.a}}"]),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=5), children,
                                                                       max_size=3),
    max_leaves=8,
)
steps = st.fixed_dictionaries(
    {"tool": st.sampled_from(TOOLS)},
    optional={"args": st.dictionaries(st.sampled_from(ARG_NAMES), json_values, max_size=4)},
)


@settings(max_examples=300, deadline=None, database=None)
@given(st.lists(steps, max_size=6))
def test_any_plan_is_either_valid_or_gets_problems_never_an_exception(raw: list[dict[str, Any]]) -> None:
    try:
        plan = parse_plan({"steps": raw})
    except PlanFileError:
        return
    guarded, _ = apply_guards(plan, CATALOG)
    problems = validate_plan(guarded, CATALOG, max_steps=5)
    for problem in problems:
        assert problem.message("en") and problem.message("it")
    assert isinstance(guarded, Plan)


@settings(max_examples=200, deadline=None, database=None)
@given(st.one_of(st.text(max_size=40), st.binary(max_size=20).map(lambda b: b.decode("latin-1"))))
def test_garbage_plan_text_gets_a_clear_error(text: str) -> None:
    try:
        parse_plan(text)
    except PlanFileError as exc:
        assert str(exc).startswith(("not valid JSON", "not a plan"))


@settings(max_examples=400, deadline=None, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(["~", "..", ".", "a", "b", "/", "etc", "~root", "link", "", "c.txt"]),
                max_size=6))
def test_workspace_paths_resolve_inside_or_are_refused(tmp_path: Path, parts: list[str]) -> None:
    root = tmp_path / "ws"
    (root / "a").mkdir(parents=True, exist_ok=True)
    outside = tmp_path / "outside"
    outside.mkdir(exist_ok=True)
    link = root / "link"
    if not link.is_symlink():
        link.symlink_to(outside)
    ws = Workspace(root=root, trash=tmp_path / "trash")
    raw = "/".join(parts)
    try:
        resolved = ws.resolve(raw)
    except AuthorityError:
        return
    real_root = root.resolve()
    assert resolved == real_root or real_root in resolved.parents
