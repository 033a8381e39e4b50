"""Workspace scans at scale: find_files over 100,000 files, before and after, against a bare scandir floor.

Run by hand: ``python bench/workspace_scan.py [--files N] [--rounds R]``. Prints figures, asserts nothing.

A temporary tree of N files (default 100,000) in a few hundred folders, with links to files and
folders inside the workspace and one of each pointing outside it (never listed). Each variant
runs in a subprocess of its own, one round after the other (interleaved), so that its peak RSS
(VmHWM) is its own; in the same subprocess a second run measures the peak of Python
allocations with ``tracemalloc``. Variants:

- *floor*: a bare ``os.scandir`` walk with an explicit stack that counts the files (and the
  names matching the pattern) and keeps nothing;
- *before*: ``find_files`` as it was (``os.walk``, two ``realpath`` per match, every match
  kept and sorted), a copy kept below and labelled as such, run through the same context;
- *after*: the real executor (``FIND_FILES.run`` on an ``ExecContext`` as tests build it).

Both patterns: ``*`` (every file) and ``*.pdf`` (a quarter of them). Also the planner's view
of the workspace (``WorkspaceView.scan``, capped at 20,000 names, on every planned turn),
before and after. Target (issue 13): 100,000 files listed and counted in at most 1 s and
80 MiB peak.
"""

from __future__ import annotations

import argparse
import asyncio
import fnmatch
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # run as a script from a checkout: make `runtime` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

TARGET_SECONDS = 1.0
TARGET_MIB = 80.0
EXTENSIONS = ("txt", "pdf", "jpg", "docx")


def build_tree(base: Path, files: int) -> Path:
    """`files` empty files under ``base/files`` in about files/250 folders, plus links in and out."""
    root = base / "files"
    outside = base / "outside"
    outside.mkdir(parents=True)
    (outside / "secret.pdf").write_text("hunter2")
    per_folder = 250
    folders = max(1, files // per_folder)
    top = max(1, int(folders**0.5))
    made = 0
    for f in range(folders):
        folder = root / f"Cartella {f % top:02}" / f"sotto_{f // top:03}"
        folder.mkdir(parents=True, exist_ok=True)
        count = per_folder if f < folders - 1 else files - made
        for n in range(count):
            (folder / f"Documento_{n:04}.{EXTENSIONS[n % len(EXTENSIONS)]}").touch()
        made += count
    (root / "fuori.pdf").symlink_to(outside / "secret.pdf")  # outside: never listed
    (root / "Esterna").symlink_to(outside, target_is_directory=True)  # outside: never entered
    (root / "Copia").symlink_to(root / "Cartella 00", target_is_directory=True)  # inside, not entered
    for n in range(5):
        target = root / "Cartella 00" / "sotto_000" / f"Documento_{n:04}.pdf"
        (root / f"scorciatoia_{n}.pdf").symlink_to(target)
    (root / ".nascosto.pdf").touch()
    return root


# --- variants (each runs in a child process) ----------------------------------------------------


def floor(root: Path, pattern: str) -> dict[str, Any]:
    """A bare scandir walk: counts files and matching names, keeps nothing."""
    count = matched = 0
    stack = [str(root)]
    while stack:
        with os.scandir(stack.pop()) as listing:
            for entry in listing:
                if entry.is_dir(follow_symlinks=False):
                    if not entry.name.startswith("."):
                        stack.append(entry.path)
                else:
                    count += 1
                    matched += fnmatch.fnmatch(entry.name.lower(), pattern)
    return {"total": matched, "items": 0, "scanned": count}


def before_find(ctx: Any, args: Any) -> Any:
    """BEFORE: ``find_files`` as it was until issue 13 (copied from git, unchanged)."""
    from runtime.catalog.builtin.files import SCAN_LIMIT, file_item
    from runtime.catalog.contract import ExecResult

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
            if scanned >= SCAN_LIMIT:
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
    return ExecResult(
        items=[file_item(ctx, p, st) for p, st in shown],
        data={"base_path": ctx.show(base), "pattern": ",".join(patterns), "scanned": scanned,
              "scan_capped": capped},
        total=len(matches),
        truncated=len(matches) > len(shown) or capped,
    )


def before_scan(root: Path, max_entries: int = 20_000) -> Any:
    """BEFORE: ``WorkspaceView.scan`` as it was until issue 13 (copied from git, unchanged)."""
    from runtime.planning.ground import WorkspaceView

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


def context(root: Path) -> Any:
    from runtime.engine.context import ExecContext
    from runtime.engine.workspace import Workspace
    from runtime.turn import TurnContext, UserRef

    turn = TurnContext(user=UserRef("u_bench", "bench", "user"), conversation_id="c1", channel="bench",
                       locale="en", text="", turn_id="t1")
    return ExecContext(turn=turn, workspace=Workspace(root=root, trash=root.parent / "trash"), step_num=1)


def variant(name: str, root: Path, pattern: str) -> Callable[[], dict[str, Any]]:
    """The call measured for `name`, with everything it imports already imported."""
    from runtime.catalog.builtin.files import FIND_FILES, FindFilesArgs
    from runtime.planning.ground import WorkspaceView

    ctx, args = context(root), FindFilesArgs(pattern=pattern)

    async def through_thread(fn: Callable[[Any, Any], Any]) -> Any:
        return await asyncio.to_thread(fn, ctx, args)  # as the executor runs it

    def summary(result: Any) -> dict[str, Any]:
        assert not any("secret" in i["path"] or "fuori" in i["path"] for i in result.items)
        return {"total": result.total, "items": len(result.items), "scanned": result.data["scanned"]}

    if name == "floor":
        return lambda: floor(root, pattern)
    if name == "before":
        return lambda: summary(asyncio.run(through_thread(before_find)))
    if name == "after":
        return lambda: summary(asyncio.run(FIND_FILES.run(ctx, args)))
    if name == "view-before":
        return lambda: {"total": len(before_scan(root).files), "items": 0, "scanned": 0}
    if name == "view-after":
        return lambda: {"total": len(WorkspaceView.scan(root).files), "items": 0, "scanned": 0}
    raise SystemExit(f"unknown variant {name}")


def child(name: str, root: Path, pattern: str) -> None:
    run = variant(name, root, pattern)
    asyncio.run(asyncio.sleep(0))  # the event loop machinery imported before measuring
    rss_before = peak_rss_mib()
    started = time.perf_counter()
    out = run()
    seconds = time.perf_counter() - started
    rss_peak = peak_rss_mib()
    tracemalloc.start()
    run()
    _, traced = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(json.dumps(out | {"seconds": seconds, "rss_mib": rss_peak,
                            "rss_over_imports_mib": rss_peak - rss_before,
                            "traced_mib": traced / 2**20}))


def peak_rss_mib() -> float:
    """This process's peak RSS: VmHWM (reset at exec, unlike ``ru_maxrss``, which keeps the
    forking parent's size), else ``ru_maxrss``."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def measure(name: str, root: Path, pattern: str) -> dict[str, Any]:
    cmd = [sys.executable, __file__, "--child", name, "--root", str(root), "--pattern", pattern]
    done = subprocess.run(cmd, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--child")
    parser.add_argument("--root")
    parser.add_argument("--pattern", default="*")
    opts = parser.parse_args()
    if opts.child:
        child(opts.child, Path(opts.root), opts.pattern)
        return
    with tempfile.TemporaryDirectory() as tmp:
        started = time.perf_counter()
        root = build_tree(Path(tmp), opts.files)
        print(f"tree: {opts.files:,} files in {sum(1 for _ in root.rglob('sotto_*'))} folders "
              f"(+ links in and out), built in {time.perf_counter() - started:.1f} s; "
              f"{opts.rounds} interleaved rounds, one subprocess per variant and round")
        plans = [(p, v) for p in ("*", "*.pdf") for v in ("floor", "before", "after")]
        plans += [("*", "view-before"), ("*", "view-after")]
        runs: dict[tuple[str, str], list[dict[str, Any]]] = {k: [] for k in plans}
        for _ in range(opts.rounds):
            for pattern, name in plans:
                runs[(pattern, name)].append(measure(name, root, pattern))
    med = {k: {f: statistics.median(r[f] for r in v) for f in ("seconds", "rss_mib", "rss_over_imports_mib",
                                                                "traced_mib")} | v[0]
           for k, v in runs.items()}
    print(f"{'pattern':<8} {'variant':<12} {'found':>8} {'handed':>7} {'time s':>8} {'x floor':>8} "
          f"{'RSS MiB':>8} {'+imports':>9} {'traced MiB':>11}")
    for (pattern, name), m in med.items():
        ref = med.get((pattern, "floor"), m)
        print(f"{pattern:<8} {name:<12} {m['total']:>8,} {m['items']:>7,} {m['seconds']:>8.3f} "
              f"{m['seconds'] / ref['seconds']:>8.1f} {m['rss_mib']:>8.1f} {m['rss_over_imports_mib']:>9.1f} "
              f"{m['traced_mib']:>11.1f}")
    for pattern in ("*", "*.pdf"):
        b, a = med[(pattern, "before")], med[(pattern, "after")]
        print(f"find_files '{pattern}': after is {b['seconds'] / a['seconds']:.1f}x faster than before, "
              f"traced peak {b['traced_mib'] / max(a['traced_mib'], 1e-9):.1f}x smaller, "
              f"peak RSS {b['rss_mib']:.0f} -> {a['rss_mib']:.0f} MiB")
    b, a = med[("*", "view-before")], med[("*", "view-after")]
    print(f"WorkspaceView.scan (20,000 names): {b['seconds'] * 1000:.0f} ms -> {a['seconds'] * 1000:.0f} ms "
          f"({b['seconds'] / a['seconds']:.1f}x)")
    a = med[("*", "after")]
    ok = a["seconds"] <= TARGET_SECONDS and a["rss_mib"] <= TARGET_MIB
    print(f"target: {opts.files:,} files listed and counted in <= {TARGET_SECONDS:.0f} s and "
          f"<= {TARGET_MIB:.0f} MiB peak: {a['seconds']:.2f} s, {a['rss_mib']:.0f} MiB peak RSS — "
          f"{'met' if ok else 'missed'}")


if __name__ == "__main__":
    main()
