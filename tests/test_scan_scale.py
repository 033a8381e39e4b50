"""Workspace scans at scale give the answers the os.walk scans gave, and never step outside.

The reference functions below are the ``os.walk`` implementations the scandir walks replaced
(``find_files``, ``list_dirs``, ``WorkspaceView.scan``), copied unchanged but for their names:
the new ones must return the same names, order and fields on a tree with links inside and
out, hidden entries and nested folders.
"""

from __future__ import annotations

import fnmatch
import os
from pathlib import Path
from typing import Any

import pytest

from runtime.catalog.builtin import files
from runtime.catalog.builtin.files import FindFilesArgs, ListDirsArgs, file_item
from runtime.catalog.contract import ExecResult
from runtime.engine.context import ExecContext
from runtime.engine.walk import walk
from runtime.engine.workspace import AuthorityError, Workspace
from runtime.planning.ground import WorkspaceView
from runtime.turn import TurnContext, UserRef

# --- the implementations replaced (reference) -------------------------------------------------


def reference_find(ctx: ExecContext, args: FindFilesArgs, scan_limit: int = files.SCAN_LIMIT) -> ExecResult:
    base = ctx.path(args.base_path)
    raw = args.pattern if isinstance(args.pattern, list) else args.pattern.split(",")
    patterns = [p.strip().lower() for p in raw if p.strip()] or ["*"]
    matches: list[tuple[Path, os.stat_result]] = []
    scanned = 0
    capped = False
    for dirpath, dirnames, filenames in os.walk(base, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        if not args.recursive:
            dirnames[:] = []
        for name in sorted(filenames):
            if scanned >= scan_limit:
                capped = True
                break
            scanned += 1
            if name.startswith(".") or not any(fnmatch.fnmatch(name.lower(), p) for p in patterns):
                continue
            path = Path(dirpath) / name
            if not ctx.workspace.contains(path):
                continue
            try:
                st = path.stat()
            except OSError:
                continue
            matches.append((path, st))
        if capped:
            break
    if args.sort == "modified":
        matches.sort(key=lambda m: m[1].st_mtime, reverse=True)
    elif args.sort == "size":
        matches.sort(key=lambda m: m[1].st_size, reverse=True)
    else:
        matches.sort(key=lambda m: str(m[0]).lower())
    shown = matches[: args.limit]
    data: dict[str, Any] = {"base_path": ctx.show(base), "pattern": ",".join(patterns), "scanned": scanned,
                            "scan_capped": capped}
    if not args.recursive and patterns == ["*"]:  # a folder's own folders are named beside its files
        subs = sorted((d for d in base.iterdir() if d.is_dir() and not d.is_symlink()
                       and not d.name.startswith(".")), key=lambda d: d.name.lower())
        data["folders"] = [ctx.show(d) for d in subs[:20]]
    return ExecResult(
        items=[file_item(ctx, p, st) for p, st in shown],
        data=data,
        total=len(matches),
        truncated=len(matches) > len(shown) or capped,
    )


def reference_list_dirs(ctx: ExecContext, args: ListDirsArgs) -> ExecResult:
    base = ctx.path(args.path)
    items, count = [], 0
    for child in sorted(base.iterdir(), key=lambda p: p.name.lower()):
        if child.name.startswith("."):
            continue
        if child.is_dir() and ctx.workspace.contains(child):
            n_files = n_dirs = 0
            try:
                for sub in child.iterdir():
                    if sub.name.startswith("."):
                        continue
                    n_dirs += sub.is_dir()
                    n_files += sub.is_file()
            except PermissionError:
                pass
            items.append({"path": ctx.show(child), "name": child.name, "files": n_files,
                          "dirs": n_dirs})
        elif child.is_file():
            count += 1
    return ExecResult(items=items, data={"path": ctx.show(base), "files": count})


def reference_scan(root: Path, *, max_entries: int = 20_000) -> WorkspaceView:
    view = WorkspaceView()
    count = 0
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        rel = Path(dirpath).relative_to(root).as_posix()
        prefix = "~" if rel == "." else f"~/{rel}"
        for d in dirnames:
            view.dirs.append(f"{prefix}/{d}")
        for f in sorted(filenames):
            if not f.startswith("."):
                view.files.append(f"{prefix}/{f}")
        count += len(dirnames) + len(filenames)
        if count >= max_entries:
            view.complete = False
            break
    return view


# --- a tree with everything a walk can meet -----------------------------------------------------


def context(root: Path) -> ExecContext:
    turn = TurnContext(user=UserRef("u_anna", "anna", "user"), conversation_id="c1", channel="test",
                       locale="en", text="", turn_id="t1")
    return ExecContext(turn=turn, workspace=Workspace(root=root, trash=root.parent / "trash"), step_num=1)


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A workspace with nested folders, hidden entries, equal sizes and dates, and links."""
    outside = tmp_path / "outside"
    (outside / "deep").mkdir(parents=True)
    (outside / "secret.txt").write_text("hunter2")
    (outside / "deep" / "more.txt").write_text("hunter3")
    root = tmp_path / "files"
    layout = {
        "a.txt": 10, "B.txt": 20, "c.PDF": 20, "Zeta.md": 5, ".hidden.txt": 3,
        "Lavoro/fattura 1.pdf": 100, "Lavoro/Fattura-2.pdf": 100, "Lavoro/note.txt": 7,
        "Lavoro/2026/marzo.txt": 1, "Lavoro/2026/Aprile.TXT": 1, "Lavoro/.git/config": 9,
        "lavoro-old/x.txt": 4, "Foto/img_01.jpg": 50, "Foto/IMG_02.jpg": 50, "vuota/.keep": 0,
        ".nascosta/dentro.txt": 2, "A/one.txt": 1,
    }
    for n, (rel, size) in enumerate(sorted(layout.items())):
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"x" * size)
        stamp = 1_700_000_000 + (n % 4) * 3600  # several files share a date
        os.utime(path, (stamp, stamp))
    (root / "dentro.txt").symlink_to(root / "Lavoro" / "note.txt")  # a link to a file inside
    (root / "fuori.txt").symlink_to(outside / "secret.txt")  # a link to a file outside
    (root / "B").symlink_to(root / "A", target_is_directory=True)  # a folder again, inside
    (root / "Esterna").symlink_to(outside, target_is_directory=True)  # a folder outside
    (root / "rotto.txt").symlink_to(root / "nessuno.txt")  # a broken link
    (root / "Lavoro" / "giro").symlink_to(root / "Lavoro")  # a loop back up
    return root


FIND_CASES = [
    {},
    {"pattern": "*.txt"},
    {"pattern": "*.PDF, *.jpg"},
    {"pattern": ["fattura*", "*.md"]},
    {"pattern": "*", "sort": "modified"},
    {"pattern": "*", "sort": "size"},
    {"pattern": "*.txt", "sort": "size", "limit": 3},
    {"pattern": "*", "sort": "modified", "limit": 4},
    {"pattern": "*", "limit": 2},
    {"recursive": False},
    {"base_path": "~/Lavoro"},
    {"base_path": "~/Lavoro", "sort": "modified", "recursive": False},
    {"base_path": "~/B"},
]


# --- identical answers ---------------------------------------------------------------------------


@pytest.mark.parametrize("case", FIND_CASES)
def test_find_files_gives_the_answer_the_os_walk_search_gave(tree: Path, case: dict[str, Any]) -> None:
    ctx, args = context(tree), FindFilesArgs(**case)
    assert files._find_sync(ctx, args) == reference_find(ctx, args)


@pytest.mark.parametrize("scan_limit", [1, 3, 5, 8, 13])
def test_a_stopped_search_stops_where_the_os_walk_search_stopped(
        tree: Path, scan_limit: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(files, "SCAN_LIMIT", scan_limit)
    ctx = context(tree)
    for case in FIND_CASES:
        args = FindFilesArgs(**case)
        new = files._find_sync(ctx, args)
        assert new == reference_find(ctx, args, scan_limit), case
        assert new.data["scan_capped"] is (new.data["scanned"] == scan_limit and new.truncated)


@pytest.mark.parametrize("path", ["~", "~/Lavoro", "~/B", "~/Foto"])
def test_list_dirs_gives_the_answer_the_pathlib_listing_gave(tree: Path, path: str) -> None:
    ctx, args = context(tree), ListDirsArgs(path=path)
    assert files._list_dirs_sync(ctx, args) == reference_list_dirs(ctx, args)


@pytest.mark.parametrize("max_entries", [3, 10, 20_000])
def test_the_planner_view_of_the_workspace_is_the_os_walk_view(tree: Path, max_entries: int) -> None:
    new, old = WorkspaceView.scan(tree, max_entries=max_entries), reference_scan(tree, max_entries=max_entries)
    assert (new.dirs, new.files, new.complete) == (old.dirs, old.files, old.complete)


# --- confinement ---------------------------------------------------------------------------------


def test_a_link_out_of_the_workspace_is_never_listed_nor_entered(tree: Path) -> None:
    ctx = context(tree)
    found = files._find_sync(ctx, FindFilesArgs())
    paths = [i["path"] for i in found.items]
    assert "~/fuori.txt" not in paths and not any("secret" in p or "more.txt" in p for p in paths)
    assert "~/dentro.txt" in paths  # a link that stays inside is a file like the others
    assert not any(p.startswith(("~/Esterna/", "~/B/")) for p in paths)  # links are not entered
    assert "~/rotto.txt" not in paths
    listed = files._list_dirs_sync(ctx, ListDirsArgs())
    assert [i["name"] for i in listed.items] == ["A", "B", "Foto", "Lavoro", "lavoro-old", "vuota"]
    entered = [folder.rel for folder in walk(str(tree))]
    assert not any(rel.startswith(("Esterna", "B", "Lavoro/giro")) for rel in entered)


def test_a_link_out_is_never_read_nor_searched(tree: Path) -> None:
    ctx = context(tree)
    with pytest.raises(AuthorityError):
        files._find_sync(ctx, FindFilesArgs(base_path="~/Esterna"))
    read = files._read_sync(ctx, files.ReadFilesArgs(paths=["~/dentro.txt"]))
    assert [i["path"] for i in read.items] == ["~/Lavoro/note.txt"]  # a link inside: read where it leads
    with pytest.raises(AuthorityError):  # the invocation point refuses the step before it runs
        files._read_sync(ctx, files.ReadFilesArgs(paths=["~/fuori.txt"]))


def test_a_search_keeps_only_what_it_hands_over_and_counts_the_rest(tree: Path) -> None:
    big = tree / "Molti"
    big.mkdir()
    for i in range(300):
        (big / f"n{299 - i:03}.txt").write_text("x")
    found = files._find_sync(context(tree), FindFilesArgs(base_path="~/Molti", limit=7))
    assert [i["name"] for i in found.items] == [f"n{i:03}.txt" for i in range(7)]
    assert found.total == 300 and found.truncated and found.data["scanned"] == 300


def test_a_link_to_itself_is_skipped_not_a_failure(tree: Path) -> None:
    (tree / "anello.txt").symlink_to(tree / "anello.txt")  # the os.walk search raised here
    found = files._find_sync(context(tree), FindFilesArgs(pattern="*.txt"))
    assert "~/anello.txt" not in [i["path"] for i in found.items] and found.total == 8
