"""Safety checks of the invocation point, each pinned alone: authority, consent, provenance, policy.

Every test here fails when its one check is removed (``bench/mutation.py`` keeps it so).
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from runtime.catalog.contract import (
    EffectClass,
    ExecArgs,
    ExecResult,
    ExecutorSpec,
    ItemKind,
    OriginKind,
    Policy,
    ResultShape,
)
from runtime.catalog.registry import Catalog, load_catalog
from runtime.config import Settings
from runtime.engine.context import ExecContext, StepInput
from runtime.engine.invoke import Engine, args_hash, invoke
from runtime.engine.records import StepRecord, StepStatus, Suspension, Trace
from runtime.engine.workspace import AuthorityError, Workspace
from runtime.plan.resolve import Origin, Resolution
from runtime.runtime import Runtime
from runtime.turn import TurnContext, UserRef
from tests.conftest import make_settings, workspace

# --- test executors, installed beside the built-ins ------------------------------------------

RAN: list[str] = []  # what the recording executors were run on


class NoArgs(ExecArgs):
    """No arguments."""


class FromStepArgs(ExecArgs):
    """Items from an earlier step."""

    from_step: int


class NoteArgs(ExecArgs):
    """A short text."""

    text: str


async def _list_outside(ctx: ExecContext, args: NoArgs) -> ExecResult:
    """A producer whose items point outside the workspace (a buggy or hostile plugin)."""
    outside = Path(str(ctx.settings.data_dir)).parent / "outside" / "secret.txt"
    return ExecResult(items=[{"path": str(outside), "name": outside.name}])


async def _paths_in_note(ctx: ExecContext, args: NoArgs) -> ExecResult:
    """A producer whose item paths were read out of a document's text."""
    return ExecResult(items=[{"path": "~/secret.txt", "name": "secret.txt"}])


async def _count_files(ctx: ExecContext, args: FromStepArgs) -> ExecResult:
    """A consumer that trusts the paths it is given (it checks nothing itself)."""
    assert ctx.input is not None
    RAN.extend(str(i["path"]) for i in ctx.input.items)
    return ExecResult(data={"count": len(ctx.input.items)})


async def _stamp(ctx: ExecContext, args: NoteArgs) -> ExecResult:
    RAN.append(args.text)
    return ExecResult(data={"text": args.text})


def _refuse_forbidden(ctx: ExecContext, args: NoteArgs) -> Policy | None:
    return Policy.REFUSE if args.text == "forbidden" else None


FILE_ITEMS = ResultShape(kind="collection", item_kind=ItemKind.FILE, item_fields=("path", "name"))
LIST_OUTSIDE = ExecutorSpec(
    name="list_outside", version="1", description={"en": "Outside.", "it": "Fuori."},
    args_model=NoArgs, result=FILE_ITEMS, effect=EffectClass.READ, policy=Policy.ALLOW,
    run=_list_outside,
)
PATHS_IN_NOTE = ExecutorSpec(
    name="paths_in_note", version="1", description={"en": "Paths in a note.", "it": "Percorsi."},
    args_model=NoArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.FILE, item_fields=("name",),
                       content_fields=("path",)),
    effect=EffectClass.READ, policy=Policy.ALLOW, run=_paths_in_note,
)
COUNT_FILES = ExecutorSpec(
    name="count_files", version="1", description={"en": "Count files.", "it": "Conta i file."},
    args_model=FromStepArgs, result=ResultShape(kind="scalar", fields=("count",)),
    effect=EffectClass.READ, policy=Policy.ALLOW, run=_count_files,
    accepts=frozenset({ItemKind.FILE}),
)
STAMP_NOTE = ExecutorSpec(
    name="stamp_note", version="1", description={"en": "Stamp a note.", "it": "Timbra."},
    args_model=NoteArgs, result=ResultShape(kind="scalar", fields=("text",)),
    effect=EffectClass.WRITE, policy=Policy.ALLOW, run=_stamp, policy_hook=_refuse_forbidden,
)
EXTRA = [LIST_OUTSIDE, PATHS_IN_NOTE, COUNT_FILES, STAMP_NOTE]


def catalog_for(settings: Settings) -> Catalog:
    return Catalog([*load_catalog(settings.catalog.extra_modules), *EXTRA])


async def open_runtime(settings: Settings) -> Runtime:
    rt = await Runtime.open(settings, catalog=catalog_for(settings))
    await rt.users.ensure("admin", role="admin")
    await rt.users.ensure("anna", role="user")
    return rt


@pytest.fixture
async def rtx(settings: Settings) -> AsyncIterator[Runtime]:
    """A runtime with the test executors above installed."""
    RAN.clear()
    rt = await open_runtime(settings)
    try:
        yield rt
    finally:
        await rt.close()


async def run(rt: Runtime, steps: list[dict[str, Any]], user: str = "admin") -> tuple[Any, Any]:
    reply = await rt.run_plan({"steps": steps}, user=user)
    row = await rt.trace(user=user, turn_id=reply.turn_id)
    return reply, row


def record(row: Any, num: int) -> dict[str, Any]:
    found: dict[str, Any] = [e for e in row.trace if e["kind"] == "records"][-1]["data"][str(num)]
    return found


def checks(row: Any, num: int) -> list[dict[str, Any]]:
    return [e["data"] for e in row.trace if e["kind"] == "check" and e["step"] == num]


async def engine_for(rt: Runtime, name: str = "admin") -> tuple[Engine, TurnContext]:
    user = await rt.users.by_name(name)
    assert user is not None
    turn = TurnContext(user=UserRef(user.id, user.name, user.role), conversation_id="c1",
                       channel="test", locale="en", text="")
    return Engine(rt.catalog, rt.settings, rt.workspace_for(user), rt.services), turn


# --- invoke ----------------------------------------------------------------------------------


async def test_invoke_refuses_an_input_item_path_outside_the_workspace(rtx: Runtime) -> None:
    outside = rtx.settings.data_dir.parent / "outside"
    outside.mkdir(parents=True, exist_ok=True)
    (outside / "secret.txt").write_text("hunter2")
    reply, row = await run(rtx, [{"tool": "list_outside"},
                                 {"tool": "count_files", "args": {"from_step": 1}}])
    assert record(row, 2)["failure"] == "policy" and record(row, 2)["message"] == "step.outside_workspace"
    assert {"check": "authority", "result": "refused", "path": str(outside / "secret.txt")} in checks(row, 2)
    assert RAN == []  # the consumer never saw the path


async def test_invoke_asks_again_when_the_approval_is_for_other_arguments(rtx: Runtime) -> None:
    ws = workspace(rtx)
    (ws / "a.txt").write_text("keep")
    engine, turn = await engine_for(rtx)
    spec = rtx.catalog["delete_files"]
    user_origin = frozenset({Origin(OriginKind.USER)})
    resolution = Resolution(args={"paths": ["~/a.txt"]}, origins={"paths": user_origin})
    approved_other = args_hash("delete_files", {"paths": ["~/b.txt"]}, None)
    outcome = await invoke(engine, turn, 1, spec, resolution, Trace(), approved=approved_other)
    assert isinstance(outcome, Suspension) and outcome.reason == "policy"
    assert (ws / "a.txt").exists()


async def test_invoke_asks_before_using_an_item_path_read_from_content(rtx: Runtime) -> None:
    (workspace(rtx) / "secret.txt").write_text("hunter2")
    reply, row = await run(rtx, [{"tool": "paths_in_note"},
                                 {"tool": "read_files", "args": {"from_step": 1}}])
    assert reply.status == "prompt" and reply.prompt is not None
    assert "hunter2" not in reply.text
    assert {"check": "confirmation", "result": "asked", "reason": "provenance"} in checks(row, 2)


# --- policy ----------------------------------------------------------------------------------


async def test_a_hooks_looser_policy_never_replaces_a_configured_refuse(home: Path) -> None:
    settings = make_settings(home, policy={"executors": {"write_files": "refuse"}})
    async with await open_runtime(settings) as rt:
        (workspace(rt) / "n.txt").write_text("old")  # an existing file: the hook says "confirm"
        reply, row = await run(rt, [{"tool": "write_files", "args": {"path": "~/n.txt", "content": "new"}}])
        assert reply.prompt is None and record(row, 1)["failure"] == "policy"
        assert (workspace(rt) / "n.txt").read_text() == "old"


async def test_only_a_configured_allow_silences_the_hook(home: Path) -> None:
    settings = make_settings(home, policy={"executors": {"stamp_note": "confirm"}})
    RAN.clear()
    async with await open_runtime(settings) as rt:
        reply, row = await run(rt, [{"tool": "stamp_note", "args": {"text": "forbidden"}}])
        assert reply.prompt is None and record(row, 1)["failure"] == "policy"
        assert RAN == []


async def test_overwriting_an_existing_file_asks_first(rtx: Runtime) -> None:
    (workspace(rtx) / "n.txt").write_text("old")
    reply, _ = await run(rtx, [{"tool": "write_files", "args": {"path": "~/n.txt", "content": "new"}}])
    assert reply.prompt is not None and (workspace(rtx) / "n.txt").read_text() == "old"


async def test_a_configured_allow_is_kept_over_the_hook(home: Path) -> None:
    settings = make_settings(home, policy={"executors": {"write_files": "allow"}})
    async with await open_runtime(settings) as rt:
        (workspace(rt) / "n.txt").write_text("old")
        reply, _ = await run(rt, [{"tool": "write_files", "args": {"path": "~/n.txt", "content": "new"}}])
        assert reply.prompt is None and (workspace(rt) / "n.txt").read_text() == "new"


# --- workspace and find_files ---------------------------------------------------------------


async def test_a_sibling_folder_sharing_the_workspace_name_prefix_is_outside(rtx: Runtime) -> None:
    ws = workspace(rtx)
    sibling = ws.parent / (ws.name + "-old")
    sibling.mkdir()
    (sibling / "secret.txt").write_text("hunter2")
    reply, row = await run(rtx, [{"tool": "read_files",
                                  "args": {"paths": [str(sibling / "secret.txt")]}}])
    assert record(row, 1)["failure"] == "policy" and "hunter2" not in reply.text


async def test_find_files_does_not_follow_a_symlinked_folder(rtx: Runtime) -> None:
    ws = workspace(rtx)
    (ws / "A").mkdir()
    (ws / "A" / "one.txt").write_text("1")
    os.symlink(ws / "A", ws / "B")  # inside the workspace, but the same files again
    reply, row = await run(rtx, [{"tool": "find_files", "args": {"pattern": "*.txt"}}])
    [step] = [e["data"] for e in row.trace if e["kind"] == "step"]
    assert step["items"] == 1 and "~/B/one.txt" not in reply.text


def test_a_path_naming_another_users_home_is_refused(tmp_path: Path) -> None:
    root = tmp_path / "files"
    root.mkdir()
    ws = Workspace(root=root, trash=tmp_path / "trash")
    with pytest.raises(AuthorityError):
        ws.resolve("~root/.ssh/id_rsa")
    assert ws.resolve("~") == root.resolve() and ws.resolve("") == root.resolve()


def test_many_paths_resolve_as_each_alone_and_a_link_among_them_is_still_refused(tmp_path: Path) -> None:
    root, outside = tmp_path / "files", tmp_path / "outside"
    (root / "Docs" / "sub").mkdir(parents=True)
    outside.mkdir()
    (outside / "secret.txt").write_text("x")
    (root / "Docs" / "a.txt").write_text("a")
    (root / "Docs" / "inner.txt").symlink_to(root / "Docs" / "a.txt")
    (root / "Docs" / "out.txt").symlink_to(outside / "secret.txt")
    (root / "Away").symlink_to(outside)
    ws = Workspace(root=root, trash=tmp_path / "trash")
    inside = ["~/Docs/a.txt", "~/Docs/inner.txt", "~/Docs/missing.txt", "~/Docs/sub", "~/Docs/sub/..",
              "~/Docs/./a.txt", "Docs/a.txt", str(root / "Docs" / "a.txt"), "~"]
    assert ws.resolve_all(inside) == [ws.resolve(p) for p in inside]
    for escaping in ("~/Docs/out.txt", "~/Away/secret.txt", "~/Docs/../../outside/secret.txt"):
        with pytest.raises(AuthorityError):
            ws.resolve_all(["~/Docs/a.txt", escaping])


async def test_invoke_runs_an_approved_step_once_its_digest_matches(rtx: Runtime) -> None:
    ws = workspace(rtx)
    (ws / "a.txt").write_text("bye")
    engine, turn = await engine_for(rtx)
    spec = rtx.catalog["delete_files"]
    resolution = Resolution(args={"paths": ["~/a.txt"]},
                            origins={"paths": frozenset({Origin(OriginKind.USER)})})
    digest = args_hash("delete_files", resolution.args, None)
    outcome = await invoke(engine, turn, 1, spec, resolution, Trace(), approved=digest)
    assert isinstance(outcome, StepRecord) and outcome.status is StepStatus.OK
    assert not (ws / "a.txt").exists()


def test_input_items_count_in_the_approval_digest() -> None:
    one = StepInput(step=1, executor="find_files", item_kind="file", items=[{"path": "~/a.txt"}])
    two = StepInput(step=1, executor="find_files", item_kind="file", items=[{"path": "~/b.txt"}])
    assert args_hash("delete_files", {"from_step": 1}, one) != args_hash("delete_files", {"from_step": 1}, two)
