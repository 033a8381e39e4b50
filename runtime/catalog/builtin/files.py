"""Read-only file executors: list_dirs, find_files, read_files."""

from __future__ import annotations

import asyncio
import fnmatch
import heapq
import os
import re
from collections.abc import Callable, Iterator
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
from runtime.documents import DocumentError, DocumentText, work
from runtime.documents.tasks import parsed, read_documents
from runtime.engine.context import ExecContext
from runtime.engine.walk import is_dir, is_file, link_target, walk

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
    real_root = str(ctx.workspace.real_root)
    shown = ctx.show(base)
    with os.scandir(base) as listing:
        children = sorted(listing, key=lambda e: e.name.lower())
    items, files = [], 0
    for child in children:
        if child.name.startswith("."):
            continue
        if is_dir(child) and (not child.is_symlink() or link_target(child, real_root) is not None):
            n_files = n_dirs = 0
            try:
                with os.scandir(child.path) as subs:
                    for sub in subs:
                        if sub.name.startswith("."):
                            continue
                        n_dirs += is_dir(sub)
                        n_files += is_file(sub)
            except PermissionError:
                pass
            items.append({"path": _shown(shown, child.name), "name": child.name, "files": n_files,
                          "dirs": n_dirs})
        elif is_file(child):
            files += 1
    return ExecResult(items=items, data={"path": shown, "files": files})


def _shown(shown_base: str, rel: str) -> str:
    """``~/A/x`` for `rel` under a folder shown as ``~/A`` (the root is ``~``)."""
    return f"{shown_base}/{rel}"


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


def _matcher(patterns: list[str]) -> Callable[[str], object]:
    """A test of a lower-case name against the lower-case shell patterns (truthy: it matches)."""
    if "*" in patterns:
        return bool  # every name is non-empty
    return re.compile("|".join(fnmatch.translate(p) for p in patterns)).match


def _find_sync(ctx: ExecContext, args: FindFilesArgs) -> ExecResult:
    base = ctx.path(args.base_path)
    if not base.exists():
        raise ExecutorError(FailureClass.BAD_INPUT, "step.folder_missing", path=args.base_path)
    if not base.is_dir():
        raise ExecutorError(FailureClass.BAD_INPUT, "step.not_a_folder", path=args.base_path)
    raw = args.pattern if isinstance(args.pattern, list) else args.pattern.split(",")
    patterns = [p.strip().lower() for p in raw if p.strip()] or ["*"]
    search = _Search(ctx, base, patterns, args)
    # only the first `limit` in the requested order are kept; every match is counted
    kept = heapq.nsmallest(args.limit, search.matches())
    items = []
    for _, _, rel, name, st in kept:
        if st is None:  # sorted by name: only what is handed over needs its size and date
            try:
                st = os.stat(os.path.join(search.base, rel), follow_symlinks=False)
            except OSError:  # gone meanwhile
                search.total -= 1
                continue
        items.append(_file_item(search.shown, rel, name, st))
    data: dict[str, Any] = {"base_path": search.shown, "pattern": ",".join(patterns),
                            "scanned": search.scanned, "scan_capped": search.capped}
    if not args.recursive and patterns == ["*"]:  # "what is in X?": its folders are in it too
        data["folders"] = _subfolders(base, search.shown)
    return ExecResult(
        items=items,
        data=data,
        total=search.total,
        truncated=search.total > len(items) or search.capped,  # a stopped scan may have missed some
    )


SUBFOLDERS_SHOWN = 20  # a folder's own folders named beside its files, at most


def _subfolders(base: Path, shown: str) -> list[str]:
    """The folders directly inside `base` (hidden ones and links left out), by name."""
    try:
        with os.scandir(base) as entries:
            names = sorted((e.name for e in entries if not e.name.startswith(".")
                            and e.is_dir(follow_symlinks=False)), key=str.lower)
    except OSError:
        return []
    return [_shown(shown, name) for name in names[:SUBFOLDERS_SHOWN]]


# A match as kept while searching: its sort key, the order it was found in (ties keep it), its
# path relative to the searched folder, its name and, unless sorting by name, its stat.
_Match = tuple[Any, int, str, str, os.stat_result | None]


class _Search:
    """One walk of `find_files`: what it looked at, what matched, whether it stopped early."""

    def __init__(self, ctx: ExecContext, base: Path, patterns: list[str], args: FindFilesArgs) -> None:
        self.base = str(base)
        self.shown = ctx.show(base)
        self.real_root = str(ctx.workspace.real_root)
        self.match = _matcher(patterns)
        self.recursive = args.recursive
        self.sort = args.sort
        self.scanned = 0
        self.total = 0
        self.capped = False

    def matches(self) -> Iterator[_Match]:
        """Every match in walk order, as ``os.walk`` visits them (hidden files are looked at)."""
        limit = SCAN_LIMIT  # read now: tests lower it
        match, sort, real_root = self.match, self.sort, self.real_root
        scanned = total = 0
        try:
            for folder in walk(self.base, recursive=self.recursive):
                prefix = folder.rel + "/" if folder.rel else ""
                batch = folder.files
                if len(batch) > limit - scanned:
                    batch, self.capped = batch[: limit - scanned], True
                scanned += len(batch)
                for entry in batch:
                    name = entry.name
                    if name.startswith(".") or not match(name.lower()):
                        continue
                    st: os.stat_result | None = None
                    try:
                        if entry.is_symlink():
                            if link_target(entry, real_root) is None:
                                continue  # a symlink pointing out of the workspace is not listed
                            st = entry.stat()  # a broken link is not listed either
                        elif sort != "name":
                            st = entry.stat(follow_symlinks=False)
                    except OSError:
                        continue
                    rel = prefix + name
                    total += 1
                    if sort == "name":
                        yield rel.lower(), total, rel, name, st
                    elif sort == "modified":
                        assert st is not None
                        yield -st.st_mtime, total, rel, name, st
                    else:
                        assert st is not None
                        yield -st.st_size, total, rel, name, st
                if self.capped:
                    return
        finally:
            self.scanned, self.total = scanned, total


def _suffix(name: str) -> str:
    """``PurePath(name).suffix``: the last dot and what follows, unless the name starts or ends there."""
    i = name.rfind(".")
    return name[i:] if 0 < i < len(name) - 1 else ""


def _file_item(shown_base: str, rel: str, name: str, st: os.stat_result) -> dict[str, Any]:
    """:func:`file_item` for a search's match, without resolving its path again."""
    return {
        "path": _shown(shown_base, rel),
        "name": name,
        "ext": _suffix(name).lower().lstrip("."),
        "size": st.st_size,
        "modified": datetime.fromtimestamp(st.st_mtime).isoformat(timespec="seconds"),
    }


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
    selects=("base_path", "pattern"),
    idempotent=True,
)


# --- read_files --------------------------------------------------------------------------


class ReadFilesArgs(ExecArgs):
    """The files to read: from an earlier step, or paths."""

    from_step: int | None = None
    paths: list[str] | None = None
    max_chars: int = Field(default=2_000_000, ge=100, le=5_000_000)


def _targets(ctx: ExecContext, args: ReadFilesArgs) -> list[tuple[str, Path]]:
    """Each file to read, as the user names it and resolved inside the workspace (AuthorityError
    for one outside: the invocation point refuses such a step before it runs)."""
    raws = input_paths(ctx, args.paths)
    reals = ctx.workspace.resolve_all(raws)
    return [(raw if raw.startswith("~") else ctx.show(real), real)
            for raw, real in zip(raws, reals, strict=True)]


def _read_result(ctx: ExecContext, targets: list[tuple[str, Path]],
                 docs: list[DocumentText | DocumentError]) -> ExecResult:
    items, failures = [], []
    for (shown, path), doc in zip(targets, docs, strict=True):
        if isinstance(doc, DocumentError):
            failures.append(ItemFailure(ref=shown, reason=doc.reason, detail=doc.detail))
            continue
        items.append({
            "path": ctx.show(path), "name": path.name, "format": doc.format, "text": doc.text,
            "chars": len(doc.text), "pages": doc.pages, "truncated": doc.truncated,
        })
    return ExecResult(items=items, failures=failures)


def _read_sync(ctx: ExecContext, args: ReadFilesArgs) -> ExecResult:
    """Read in this thread (text files: their reading is bounded by the character budget)."""
    targets = _targets(ctx, args)
    return _read_result(ctx, targets, read_documents([p for _, p in targets], args.max_chars))


async def _read_files(ctx: ExecContext, args: ReadFilesArgs) -> ExecResult:
    targets = await asyncio.to_thread(_targets, ctx, args)
    paths = [p for _, p in targets]
    if parsed(paths):  # PDF, XLSX, DOCX: in a worker process, which the step's timeout stops
        docs = await work.run_split(read_documents, paths, args.max_chars)
    else:
        docs = await work.run_here(read_documents, paths, args.max_chars)
    return _read_result(ctx, targets, docs)


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
    selects=("paths",),
    idempotent=True,
)
