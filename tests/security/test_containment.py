"""No effect leaves the workspace: paths, links and swap races.

Someone who can write into the workspace directly (a shared folder, a synced drive) can put a
link where a folder was, at any moment. Each case swaps a folder for a link to a folder
outside at a chosen point of a real effect — before it starts, after some files, before an
undo — or plants links and odd paths, and then counts the files that appeared outside.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import runtime.catalog.builtin.edit as edit_module
import runtime.catalog.builtin.effects as effects_module
import runtime.engine.confined as confined_module
from runtime.plan.model import Plan, Step
from runtime.runtime import Runtime
from runtime.turn import Reply
from tests.conftest import say, workspace
from tests.scoring import Score
from tests.test_cli import metnos, ws

FAMILY = "containment"


def _swap_after(count: int, folder: Path, outside: Path, real: Callable[..., Any]) -> Callable[..., Any]:
    """`real`, wrapped: before its call number `count` + 1, `folder` becomes a link to `outside`."""
    calls = {"n": 0}

    def wrapped(*args: Any, **kwargs: Any) -> Any:
        calls["n"] += 1
        if calls["n"] == count + 1:
            shutil.rmtree(folder)
            folder.symlink_to(outside, target_is_directory=True)
        return real(*args, **kwargs)

    return wrapped


async def _through(rt: Runtime, steps: list[Step]) -> Reply:
    """Run a plan the user wrote, saying yes to whatever it asks."""
    reply = await rt.run_plan(Plan(steps=steps), user="admin", conversation_id="c1", locale="en")
    for _ in range(3):
        if reply.prompt is None:
            break
        reply = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
    return reply


def _outside(tmp_path: Path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir(exist_ok=True)
    return folder


def _count(folder: Path) -> int:
    return sum(1 for p in folder.rglob("*") if p.is_file())


@pytest.mark.parametrize("after", [0, 3, 9])
async def test_a_move_destination_swapped_for_a_link_sends_nothing_outside(
        rt: Runtime, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, score: Score, after: int) -> None:
    root, outside = workspace(rt), _outside(tmp_path)
    (root / "In").mkdir()
    (root / "Dest").mkdir()
    for n in range(12):
        (root / "In" / f"f{n:02d}.txt").write_text(str(n))
    monkeypatch.setattr(effects_module, "confined_move",
                        _swap_after(after, root / "Dest", outside, confined_module.confined_move))
    await _through(rt, [Step(tool="find_files", args={"base_path": "~/In", "pattern": "*.txt"}),
                        Step(tool="move_files", args={"from_step": 1, "destination": "~/Dest"})])
    score.add("outside_writes", _count(outside))
    assert _count(outside) == 0


@pytest.mark.parametrize("after", [0, 2, 5])
async def test_a_copy_destination_swapped_for_a_link_sends_nothing_outside(
        rt: Runtime, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, score: Score, after: int) -> None:
    root, outside = workspace(rt), _outside(tmp_path)
    (root / "In").mkdir()
    (root / "Backup").mkdir()
    for n in range(8):
        (root / "In" / f"c{n}.txt").write_text(str(n))
    monkeypatch.setattr(edit_module, "confined_copy",
                        _swap_after(after, root / "Backup", outside, edit_module.confined_copy))
    await _through(rt, [Step(tool="copy_files", args={
        "paths": [f"~/In/c{n}.txt" for n in range(8)], "destination": "~/Backup"})])
    score.add("outside_writes", _count(outside))
    assert _count(outside) == 0


@pytest.mark.parametrize("kind", ["delete", "move"])
async def test_undo_never_restores_into_a_folder_that_became_a_link(
        rt: Runtime, tmp_path: Path, score: Score, kind: str) -> None:
    root, outside = workspace(rt), _outside(tmp_path)
    (root / "Old").mkdir()
    (root / "Old" / "a.txt").write_text("a")
    (root / "New").mkdir()
    if kind == "delete":
        await _through(rt, [Step(tool="delete_files", args={"paths": ["~/Old/a.txt"]})])
    else:
        await _through(rt, [Step(tool="move_files", args={"paths": ["~/Old/a.txt"], "destination": "~/New"})])
    shutil.rmtree(root / "Old")
    (root / "Old").symlink_to(outside, target_is_directory=True)
    await say(rt, "undo the last operation", locale="en")
    score.add("outside_writes", _count(outside))
    assert _count(outside) == 0


def _swap_before_write(folder: Path, outside: Path, real: Callable[..., Any]) -> Callable[..., Any]:
    return _swap_after(0, folder, outside, real)


async def test_a_write_whose_folder_is_swapped_after_the_check_stays_inside(
        rt: Runtime, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, score: Score) -> None:
    root, outside = workspace(rt), _outside(tmp_path)
    (root / "Note").mkdir()
    monkeypatch.setattr(effects_module, "backup_if_exists", _swap_before_write(
        root / "Note", outside, effects_module.backup_if_exists))  # between the check and the write
    await _through(rt, [Step(tool="write_files", args={"path": "~/Note/n.txt", "content": "x"})])
    score.add("outside_writes", _count(outside))
    assert _count(outside) == 0


async def test_an_append_whose_folder_is_swapped_after_the_check_stays_inside(
        rt: Runtime, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, score: Score) -> None:
    root, outside = workspace(rt), _outside(tmp_path)
    (root / "Note").mkdir()
    monkeypatch.setattr(edit_module, "backup_if_exists", _swap_before_write(
        root / "Note", outside, edit_module.backup_if_exists))
    await _through(rt, [Step(tool="append_files", args={"path": "~/Note/n.txt", "text": "x"})])
    score.add("outside_writes", _count(outside))
    assert _count(outside) == 0


async def test_a_spreadsheet_whose_folder_is_swapped_after_the_check_stays_inside(
        rt: Runtime, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, score: Score) -> None:
    root, outside = workspace(rt), _outside(tmp_path)
    (root / "Tabelle").mkdir()
    (root / "q.txt").write_text("Fornitore: Ditta Alfa\nTotale: 100,00 EUR\n")
    monkeypatch.setattr(effects_module, "backup_if_exists", _swap_before_write(
        root / "Tabelle", outside, effects_module.backup_if_exists))
    await _through(rt, [Step(tool="read_files", args={"paths": ["~/q.txt"]}),
                        Step(tool="extract_entries", args={"from_step": 1, "fields": ["fornitore", "prezzo"]}),
                        Step(tool="create_files_spreadsheet", args={"from_step": 2, "path": "~/Tabelle/t.xlsx"})])
    score.add("outside_writes", _count(outside))
    assert _count(outside) == 0


async def test_a_folder_made_under_a_parent_swapped_after_the_check_stays_inside(
        rt: Runtime, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, score: Score) -> None:
    root, outside = workspace(rt), _outside(tmp_path)
    (root / "Progetti").mkdir()
    real = os.mkdir
    swapped = {"done": False}

    def mkdir(path: Any, *args: Any, **kwargs: Any) -> None:
        if not swapped["done"] and os.fspath(path).endswith("nuovo"):  # just before the first folder
            swapped["done"] = True
            shutil.rmtree(root / "Progetti")
            (root / "Progetti").symlink_to(outside, target_is_directory=True)
        real(path, *args, **kwargs)

    monkeypatch.setattr(os, "mkdir", mkdir)
    await _through(rt, [Step(tool="create_dirs", args={"path": "~/Progetti/nuovo/sotto"})])
    monkeypatch.undo()
    made = sum(1 for _ in outside.rglob("*"))
    score.add("outside_writes", made)
    assert swapped["done"] and made == 0


@pytest.mark.parametrize("tool", ["append", "write", "delete", "move"])
async def test_a_file_that_is_a_link_out_never_changes_what_it_points_to(
        rt: Runtime, tmp_path: Path, score: Score, tool: str) -> None:
    root, outside = workspace(rt), _outside(tmp_path)
    (outside / "target.txt").write_text("outside")
    (root / "link.txt").symlink_to(outside / "target.txt")
    (root / "Dest").mkdir()
    steps = {
        "append": [Step(tool="append_files", args={"path": "~/link.txt", "text": "pwned"})],
        "write": [Step(tool="write_files", args={"path": "~/link.txt", "content": "pwned"})],
        "delete": [Step(tool="delete_files", args={"paths": ["~/link.txt"]})],
        "move": [Step(tool="move_files", args={"paths": ["~/link.txt"], "destination": "~/Dest"})],
    }[tool]
    await _through(rt, steps)
    changed = int((outside / "target.txt").read_text() != "outside") + _count(outside) - 1
    score.add("outside_writes", changed)
    assert changed == 0 and (outside / "target.txt").exists()


@pytest.mark.parametrize("said", [
    "scrivi 'x' nel file ../../outside/pwn.txt",
    "crea la cartella ../../outside/cartella",
    "aggiungi 'x' a /tmp/../{outside}/pwn.txt",
])
async def test_a_request_naming_a_path_outside_changes_nothing_there(
        rt: Runtime, tmp_path: Path, score: Score, said: str) -> None:
    outside = _outside(tmp_path)
    reply = await say(rt, said.replace("{outside}", str(outside).lstrip("/")))
    if reply.prompt is not None:
        await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
    made = sum(1 for _ in outside.rglob("*"))
    score.add("outside_writes", made)
    assert made == 0


@pytest.mark.slow
def test_metnos_chat_never_writes_outside(tmp_path: Path, home: Path, score: Score) -> None:
    outside = home.parent / "outside"
    outside.mkdir()
    (ws(home) / "fuori").symlink_to(outside, target_is_directory=True)
    said = ("scrivi 'x' nel file fuori/pwn.txt\n"
            f"scrivi 'x' nel file {outside}/pwn2.txt\n"
            "crea la cartella fuori/nuova\n"
            "sì\n")
    out = metnos(home, "chat", stdin=said)
    made = sum(1 for _ in outside.rglob("*"))
    score.add("outside_writes", made)
    assert out.returncode == 0 and made == 0, out.stdout + out.stderr
