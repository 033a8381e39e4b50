"""Every effect re-checks authority at the moment it happens: a folder swapped for a link to
somewhere else in the middle of a move, a copy or an undo sends nothing outside, and what
was done before the swap keeps its receipts (undo still works)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import runtime.catalog.builtin.edit as edit_module
import runtime.catalog.builtin.effects as effects_module
from runtime.engine.confined import confined_move
from runtime.engine.workspace import AuthorityError, Workspace
from runtime.plan.model import Plan, Step
from runtime.runtime import Runtime
from tests.conftest import say, workspace


def _swap_after(count: int, folder: Path, outside: Path, real: Callable[..., Any]) -> Callable[..., Any]:
    """A wrapper of an effect function that, after `count` calls, replaces `folder` with a
    link to `outside` — the race a synced or shared folder can produce."""
    calls = {"n": 0}

    def wrapped(*args: Any, **kwargs: Any) -> Any:
        calls["n"] += 1
        if calls["n"] == count + 1:
            shutil.rmtree(folder)
            folder.symlink_to(outside, target_is_directory=True)
        return real(*args, **kwargs)

    return wrapped


async def _confirm(rt: Runtime, plan: Plan) -> Any:
    asked = await rt.run_plan(plan, user="admin", conversation_id="c1", locale="en")
    assert asked.prompt is not None, asked.text
    return await rt.resume(asked.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")


async def test_a_destination_swapped_mid_move_sends_nothing_outside(
        rt: Runtime, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ws = workspace(rt)
    (ws / "In").mkdir()
    (ws / "Dest").mkdir()
    outside = tmp_path / "outside"
    outside.mkdir()
    for n in range(30):
        (ws / "In" / f"f{n:02d}.txt").write_text(str(n))
    monkeypatch.setattr(effects_module, "confined_move",
                        _swap_after(10, ws / "Dest", outside, confined_move))
    done = await _confirm(rt, Plan(steps=[
        Step(tool="find_files", args={"base_path": "~/In", "pattern": "*.txt"}),
        Step(tool="move_files", args={"from_step": 1, "destination": "~/Dest"})]))
    assert list(outside.iterdir()) == []  # nothing left the workspace
    assert len(list((ws / "In").glob("*.txt"))) == 20
    assert "outside your workspace now" in done.text
    monkeypatch.undo()
    (ws / "Dest").unlink()
    (ws / "Dest").mkdir()
    # the ten moved before the swap have receipts: undo brings them back (they were lost
    # with the folder the race removed, so undo says so honestly)
    undone = await say(rt, "undo the last operation")
    assert "no longer where it was put" in undone.text or "Undone" in undone.text


async def test_undo_never_restores_into_a_folder_that_became_a_link(rt: Runtime, tmp_path: Path) -> None:
    ws = workspace(rt)
    (ws / "Old").mkdir()
    (ws / "Old" / "a.txt").write_text("a")
    outside = tmp_path / "outside"
    outside.mkdir()
    await _confirm(rt, Plan(steps=[Step(tool="delete_files", args={"paths": ["~/Old/a.txt"]})]))
    (ws / "Old").rmdir()
    (ws / "Old").symlink_to(outside, target_is_directory=True)
    undone = await say(rt, "undo the last operation")
    assert list(outside.iterdir()) == []
    assert "outside your workspace now" in undone.text
    assert list((rt.settings.data_dir / "users" / "admin" / "trash").rglob("a.txt"))  # still safe


async def test_a_copy_destination_swapped_mid_copy_sends_nothing_outside(
        rt: Runtime, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ws = workspace(rt)
    (ws / "In").mkdir()
    (ws / "Backup").mkdir()
    outside = tmp_path / "outside"
    outside.mkdir()
    for n in range(8):
        (ws / "In" / f"c{n}.txt").write_text(str(n))
    monkeypatch.setattr(edit_module, "confined_copy",
                        _swap_after(3, ws / "Backup", outside, edit_module.confined_copy))
    reply = await rt.run_plan(Plan(steps=[Step(tool="copy_files", args={
        "paths": [f"~/In/c{n}.txt" for n in range(8)], "destination": "~/Backup"})]),
        user="admin", locale="en")
    if reply.prompt is not None:
        reply = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="cli")
    assert list(outside.iterdir()) == []
    assert "outside your workspace now" in reply.text


def test_confined_move_refuses_a_link_out_and_a_source_outside(tmp_path: Path) -> None:
    root, trash, outside = tmp_path / "ws", tmp_path / "trash", tmp_path / "out"
    for d in (root, trash, outside):
        d.mkdir()
    ws = Workspace(root=root, trash=trash)
    (root / "a.txt").write_text("a")
    (root / "link").symlink_to(outside, target_is_directory=True)
    with pytest.raises(AuthorityError):
        confined_move(ws, root / "a.txt", root / "link" / "a.txt")
    (outside / "b.txt").write_text("b")
    with pytest.raises(AuthorityError):
        confined_move(ws, outside / "b.txt", root / "b.txt")
    with pytest.raises(FileExistsError):
        (root / "c.txt").write_text("c")
        confined_move(ws, root / "a.txt", root / "c.txt")
    confined_move(ws, root / "a.txt", trash / "t" / "a.txt")
    assert (trash / "t" / "a.txt").read_text() == "a" and list(outside.iterdir()) == [outside / "b.txt"]
