"""Read-only file executors: list_dirs, find_files, read_files."""

from __future__ import annotations

import asyncio
import fnmatch
import os
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import Field

from runtime.catalog.contract import (
    EffectClass,
    ExecArgs,
    ExecResult,
    ExecutorError,
    ExecutorSpec,
    FailureClass,
    ItemFailure,
    ItemKind,
    OriginKind,
    Policy,
    ResultShape,
)
from runtime.documents import DocumentError, read_document
from runtime.engine.context import ExecContext

FILE_FIELDS = ("path", "name", "ext", "size", "modified")
SCAN_LIMIT = 200_000  # files looked at before a search stops (declared when hit)
# Files a search hands over at most: a safety cap, not a display cap (the answer shows
# ``general.max_list_items`` of them). What an effect takes from a search is all it found, or
# its confirmation says "N of the M found" (``ExecContext.input.truncated``).
FIND_LIMIT = 10_000
TRUSTED_PATH_ORIGINS = frozenset({OriginKind.USER, OriginKind.STEP, OriginKind.CONFIG})


def file_item(ctx: ExecContext, path: Path, st: os.stat_result | None = None) -> dict[str, Any]:
    """The item describing one file, with its path as the user writes it."""
    st = st or path.stat()
    return {
        "path": ctx.show(path),
        "name": path.name,
        "ext": path.suffix.lower().lstrip("."),
        "size": st.st_size,
        "modified": datetime.fromtimestamp(st.st_mtime).isoformat(timespec="seconds"),
    }


def input_paths(ctx: ExecContext, paths: list[str] | None) -> list[str]:
    """Paths given directly, else the ``path`` of each input item."""
    if paths:
        return list(paths)
    if ctx.input is not None:
        return [str(i["path"]) for i in ctx.input.items if i.get("path")]
    raise ExecutorError(FailureClass.BAD_INPUT, "step.no_input")


# --- list_dirs ---------------------------------------------------------------------------


class ListDirsArgs(ExecArgs):
    """Which folder to list."""

    path: str = "~"


def _list_dirs_sync(ctx: ExecContext, args: ListDirsArgs) -> ExecResult:
    base = ctx.path(args.path)
    if not base.exists():
        raise ExecutorError(FailureClass.BAD_INPUT, "step.folder_missing", path=args.path)
    if not base.is_dir():
        raise ExecutorError(FailureClass.BAD_INPUT, "step.not_a_folder", path=args.path)
    items, files = [], 0
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
            files += 1
    return ExecResult(items=items, data={"path": ctx.show(base), "files": files})


async def _list_dirs(ctx: ExecContext, args: ListDirsArgs) -> ExecResult:
    return await asyncio.to_thread(_list_dirs_sync, ctx, args)


LIST_DIRS = ExecutorSpec(
    name="list_dirs",
    version="1",
    description={"en": "List the folders inside a folder.", "it": "Elenca le cartelle in una cartella."},
    args_model=ListDirsArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.DIR,
                       item_fields=("path", "name", "files", "dirs"), fields=("path", "files")),
    effect=EffectClass.READ,
    policy=Policy.ALLOW,
    run=_list_dirs,
    path_args=("path",),
    sensitive={"path": TRUSTED_PATH_ORIGINS},
    idempotent=True,
)


# --- find_files --------------------------------------------------------------------------


class FindFilesArgs(ExecArgs):
    """Where to look, which names, how deep, how many to return (every match, up to a safety cap)."""

    base_path: str = "~"
    pattern: str | list[str] = "*"
    recursive: bool = True
    limit: int = Field(default=FIND_LIMIT, ge=1, le=FIND_LIMIT)
    sort: str = Field(default="name", pattern="^(name|modified|size)$")


def _find_sync(ctx: ExecContext, args: FindFilesArgs) -> ExecResult:
    base = ctx.path(args.base_path)
    if not base.exists():
        raise ExecutorError(FailureClass.BAD_INPUT, "step.folder_missing", path=args.base_path)
    if not base.is_dir():
        raise ExecutorError(FailureClass.BAD_INPUT, "step.not_a_folder", path=args.base_path)
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
                continue  # a symlink pointing out of the workspace is not listed
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
        truncated=len(matches) > len(shown) or capped,  # a stopped scan may have missed some
    )


async def _find_files(ctx: ExecContext, args: FindFilesArgs) -> ExecResult:
    return await asyncio.to_thread(_find_sync, ctx, args)


FIND_FILES = ExecutorSpec(
    name="find_files",
    version="1",
    description={"en": "Find files by name pattern in a folder (and its subfolders).",
                 "it": "Trova file per nome in una cartella (e nelle sottocartelle)."},
    args_model=FindFilesArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.FILE, item_fields=FILE_FIELDS,
                       fields=("base_path", "pattern", "scanned", "scan_capped")),
    effect=EffectClass.READ,
    policy=Policy.ALLOW,
    run=_find_files,
    path_args=("base_path",),
    sensitive={"base_path": TRUSTED_PATH_ORIGINS},
    idempotent=True,
)


# --- read_files --------------------------------------------------------------------------


class ReadFilesArgs(ExecArgs):
    """The files to read: from an earlier step, or paths."""

    from_step: int | None = None
    paths: list[str] | None = None
    max_chars: int = Field(default=2_000_000, ge=100, le=5_000_000)


def _read_sync(ctx: ExecContext, args: ReadFilesArgs) -> ExecResult:
    items, failures = [], []
    for raw in input_paths(ctx, args.paths):
        shown = raw if raw.startswith("~") else ctx.show(ctx.path(raw))
        try:
            path = ctx.path(raw)
            doc = read_document(path, max_chars=args.max_chars)
        except DocumentError as exc:
            failures.append(ItemFailure(ref=shown, reason=exc.reason, detail=exc.detail))
            continue
        items.append({
            "path": ctx.show(path), "name": path.name, "format": doc.format, "text": doc.text,
            "chars": len(doc.text), "pages": doc.pages, "truncated": doc.truncated,
        })
    return ExecResult(items=items, failures=failures)


async def _read_files(ctx: ExecContext, args: ReadFilesArgs) -> ExecResult:
    return await asyncio.to_thread(_read_sync, ctx, args)


READ_FILES = ExecutorSpec(
    name="read_files",
    version="1",
    description={"en": "Read the text of files: plain text, CSV, PDF, XLSX, DOCX.",
                 "it": "Legge il testo dei file: testo, CSV, PDF, XLSX, DOCX."},
    args_model=ReadFilesArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.DOCUMENT,
                       item_fields=("path", "name", "format", "text", "chars", "pages", "truncated"),
                       content_fields=("text",)),
    effect=EffectClass.READ,
    policy=Policy.ALLOW,
    run=_read_files,
    accepts=frozenset({ItemKind.FILE}),
    path_args=("paths",),
    sensitive={"paths": TRUSTED_PATH_ORIGINS, "item.path": TRUSTED_PATH_ORIGINS},
    idempotent=True,
)
