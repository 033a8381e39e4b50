"""Executors that change files: write_files, create_files_spreadsheet, move_files, delete_files.

Each records its effects exactly (created, overwritten with a backup, moved, trashed)
so that ``undo_last_turn`` can reverse them. Nothing is ever deleted outright:
"delete" moves to the user's trash, an overwrite keeps the old file there.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from pydantic import Field

from runtime.catalog.builtin.files import TRUSTED_PATH_ORIGINS, input_paths
from runtime.catalog.contract import (
    SELECTION,
    Confirmation,
    Effect,
    EffectClass,
    ExecArgs,
    ExecResult,
    ExecutorError,
    ExecutorSpec,
    FailureClass,
    ItemFailure,
    ItemKind,
    Policy,
    ResultShape,
)
from runtime.documents import canonical_field, write_table
from runtime.engine.confined import confined_move, confined_write
from runtime.engine.context import ExecContext
from runtime.engine.workspace import AuthorityError
from runtime.i18n import fmt_number, t


def shown_destination(ctx: ExecContext, destination: str) -> str:
    """The destination as the user wrote it, even when it is no longer inside the workspace
    (a folder swapped for a link while the step ran: the items say what happened)."""
    try:
        return ctx.show(ctx.path(destination))
    except AuthorityError:
        return destination


def trash_slot(ctx: ExecContext, path: Path, *, kind: str = "deleted") -> Path:
    """Where `path` goes in the trash for this turn (unique, mirrors the workspace layout)."""
    rel = path.relative_to(ctx.workspace.real_root)
    slot = ctx.workspace.trash.resolve() / ctx.turn.turn_id / kind / rel
    n = 1
    candidate = slot
    while candidate.exists():
        n += 1
        candidate = slot.with_name(f"{slot.stem}.{n}{slot.suffix}")
    candidate.parent.mkdir(parents=True, exist_ok=True)
    return candidate


def backup_if_exists(ctx: ExecContext, target: Path) -> str | None:
    """Copy an existing file to the trash before it is overwritten; return the copy's path."""
    if not target.exists():
        return None
    if target.is_dir():
        raise ExecutorError(FailureClass.BAD_INPUT, "step.is_a_folder", path=ctx.show(target))
    slot = trash_slot(ctx, target, kind="overwritten")
    shutil.copy2(target, slot)
    return str(slot)


def write_atomically(target: Path, data: bytes) -> None:
    """Write `data` to `target` through a temporary file, so a crash never leaves half a file."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".metnos-", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def taken_in_part(ctx: ExecContext, paths: list[str] | None) -> bool:
    """Whether the items an effect takes are fewer than those its producer found.

    True when the items come from an earlier step (``from_step``, no ``paths`` of its own) that
    handed over fewer than exist: it hit its limit, or stopped looking before the end.
    """
    return not paths and ctx.input is not None and ctx.input.truncated


def partial_input_policy(ctx: ExecContext, args: Any) -> Policy | None:
    """An effect on part of what was found is confirmed, so that the prompt can say so."""
    return Policy.CONFIRM if taken_in_part(ctx, getattr(args, "paths", None)) else None


def counted_confirmation(ctx: ExecContext, key: str, count: int, paths: list[str] | None,
                         **params: Any) -> Confirmation:
    """A prompt that says how many items the effect takes, and never hides that more exist.

    ``key`` when the effect takes everything that was found; ``key_of`` ("Move 10,000 of the
    12,345 files found...") when the earlier step found more than it handed over; ``key_more``
    when it stopped looking before the end (there may be more, which stay as they are).
    """
    shown: dict[str, Any] = {**params, "count": count, "count_text": fmt_number(count, ctx.locale)}
    if not taken_in_part(ctx, paths):
        return Confirmation(key, shown, True)
    assert ctx.input is not None
    found = ctx.input.found
    if found > count:
        return Confirmation(f"{key}_of", {**shown, "total": found,
                                          "total_text": fmt_number(found, ctx.locale)}, True)
    return Confirmation(f"{key}_more", shown, True)


def _exists_policy(ctx: ExecContext, args: Any) -> Policy | None:
    """Creating a new file is allowed; overwriting one must be confirmed."""
    try:
        target = ctx.path(args.path)
    except Exception:
        return None  # authority reports it
    return Policy.CONFIRM if target.exists() else None


def _describe_overwrite(ctx: ExecContext, args: Any) -> Confirmation:
    return Confirmation("confirm.overwrite", {"path": ctx.show(ctx.path(args.path))}, True)


# --- write_files -------------------------------------------------------------------------


class WriteFilesArgs(ExecArgs):
    """Write text into a file in the workspace."""

    path: str
    content: str = Field(max_length=5_000_000)


async def _write_files(ctx: ExecContext, args: WriteFilesArgs) -> ExecResult:
    target = ctx.path(args.path)
    backup = await asyncio.to_thread(backup_if_exists, ctx, target)
    # the folder re-checked as the file is written: a link swapped in since is refused
    await asyncio.to_thread(confined_write, ctx.workspace, target, args.content.encode("utf-8"))
    effect = Effect(kind="overwritten" if backup else "created", path=str(target), backup=backup)
    return ExecResult(items=[{"path": ctx.show(target), "name": target.name}],
                      effects=[effect], files=[str(target)])


WRITE_FILES = ExecutorSpec(
    name="write_files",
    version="1",
    description={"en": "Write text into a file (a new file, or overwrite after confirmation).",
                 "it": "Scrive testo in un file (nuovo, o sovrascritto dopo conferma)."},
    args_model=WriteFilesArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.FILE, item_fields=("path", "name")),
    effect=EffectClass.WRITE,
    policy=Policy.ALLOW,
    run=_write_files,
    path_args=("path",),
    sensitive={"path": TRUSTED_PATH_ORIGINS},
    reverse="remove the new file, or restore the previous content",
    policy_hook=_exists_policy,
    describe=_describe_overwrite,
)


# --- create_files_spreadsheet ------------------------------------------------------------


class CreateSpreadsheetArgs(ExecArgs):
    """A table of the input items, written as XLSX or CSV."""

    from_step: int
    path: str = Field(pattern=r"(?i)\.(xlsx|csv)$")
    columns: list[str] | None = None


def _columns(ctx: ExecContext, args: CreateSpreadsheetArgs) -> list[str]:
    items = ctx.input.items if ctx.input else []
    if args.columns:
        return [canonical_field(c) or c for c in args.columns]
    seen: list[str] = []
    for item in items:
        for key in item:
            if key not in seen and key != "text" and not key.startswith("_"):  # "_": metadata
                seen.append(key)
    if "source" in seen:  # the document each value came from goes last
        seen.remove("source")
        seen.append("source")
    return seen


def _header(name: str, locale: str) -> str:
    key = f"field.{name}"
    try:
        return t(key, locale)
    except KeyError:
        return name


def _write_table_confined(ctx: ExecContext, target: Path, headers: list[str],
                          rows: list[dict[str, Any]]) -> None:
    """The table made in a private folder of the trash, then written into the workspace
    through ``confined_write`` (its folder re-checked as it is written)."""
    scratch = ctx.workspace.trash.resolve() / ".making"
    scratch.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=scratch) as folder:
        made = Path(folder) / target.name
        write_table(made, headers, rows, locale=ctx.locale, sheet_title=t("sheet.title", ctx.locale))
        confined_write(ctx.workspace, target, made.read_bytes())


async def _create_spreadsheet(ctx: ExecContext, args: CreateSpreadsheetArgs) -> ExecResult:
    if ctx.input is None or not ctx.input.items:
        raise ExecutorError(FailureClass.BAD_INPUT, "step.no_input")
    target = ctx.path(args.path)
    columns = _columns(ctx, args)
    headers = [_header(c, ctx.locale) for c in columns]
    rows = [{h: item.get(c) for h, c in zip(headers, columns, strict=True)}
            for item in ctx.input.items]
    backup = await asyncio.to_thread(backup_if_exists, ctx, target)
    await asyncio.to_thread(_write_table_confined, ctx, target, headers, rows)
    effect = Effect(kind="overwritten" if backup else "created", path=str(target), backup=backup)
    return ExecResult(
        items=[{"path": ctx.show(target), "name": target.name}],
        data={"path": ctx.show(target), "rows": len(rows), "columns": headers},
        effects=[effect], files=[str(target)],
    )


CREATE_FILES_SPREADSHEET = ExecutorSpec(
    name="create_files_spreadsheet",
    version="1",
    description={"en": "Make an XLSX or CSV table from entries or files.",
                 "it": "Crea una tabella XLSX o CSV da voci o file."},
    args_model=CreateSpreadsheetArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.FILE, item_fields=("path", "name"),
                       fields=("path", "rows", "columns")),
    effect=EffectClass.WRITE,
    policy=Policy.ALLOW,
    run=_create_spreadsheet,
    accepts=frozenset({ItemKind.ENTRY, ItemKind.FILE, ItemKind.DIR}),
    path_args=("path",),
    sensitive={"path": TRUSTED_PATH_ORIGINS},
    reverse="remove the new file, or restore the previous one",
    policy_hook=_exists_policy,
    describe=_describe_overwrite,
)


# --- move_files --------------------------------------------------------------------------


class MoveFilesArgs(ExecArgs):
    """Move files into a folder, or rename a single file."""

    from_step: int | None = None
    paths: list[str] | None = None
    destination: str = Field(min_length=1, max_length=500)


def _targets(ctx: ExecContext, args: MoveFilesArgs) -> list[tuple[Path, Path]]:
    sources = [ctx.path(p) for p in input_paths(ctx, args.paths)]
    dest = ctx.path(args.destination)
    rename = len(sources) == 1 and not dest.is_dir() and bool(Path(args.destination).suffix)
    if rename:
        return [(sources[0], dest)]
    return [(src, dest / src.name) for src in sources]


def _move_sync(ctx: ExecContext, args: MoveFilesArgs) -> ExecResult:
    items, failures, effects = [], [], []
    for src, dst in _targets(ctx, args):
        if not src.exists():
            failures.append(ItemFailure(ref=ctx.show(src), reason="missing"))
            continue
        if dst.exists():
            failures.append(ItemFailure(ref=ctx.show(src), reason="exists", detail=ctx.show(dst)))
            continue
        try:
            confined_move(ctx.workspace, src, dst)  # checked again now, file by file
        except AuthorityError:
            failures.append(ItemFailure(ref=ctx.show(src), reason="outside"))
            continue
        except FileExistsError:
            failures.append(ItemFailure(ref=ctx.show(src), reason="exists", detail=ctx.show(dst)))
            continue
        effects.append(ctx.effect_done(Effect(kind="moved", path=str(dst), source=str(src))))
        items.append({"path": ctx.show(dst), "name": dst.name, "from": ctx.show(src)})
    return ExecResult(items=items, failures=failures, effects=effects,
                      data={"destination": shown_destination(ctx, args.destination)})


async def _move_files(ctx: ExecContext, args: MoveFilesArgs) -> ExecResult:
    return await asyncio.to_thread(_move_sync, ctx, args)


def _names(pairs: list[tuple[Path, Path]]) -> str:
    names = [src.name for src, _ in pairs]
    return ", ".join(names[:5]) + (f" (+{len(names) - 5})" if len(names) > 5 else "")


def _describe_move(ctx: ExecContext, args: MoveFilesArgs) -> Confirmation:
    pairs = _targets(ctx, args)
    if len(pairs) == 1 and pairs[0][0].parent == pairs[0][1].parent:
        return Confirmation("confirm.rename_files", {
            "name": ctx.show(pairs[0][0]), "new": pairs[0][1].name}, True)
    return counted_confirmation(ctx, "confirm.move_files", len(pairs), args.paths,
                                names=_names(pairs), dest=ctx.show(ctx.path(args.destination)))


MOVE_FILES = ExecutorSpec(
    name="move_files",
    version="1",
    description={"en": "Move files into a folder, or rename one file.",
                 "it": "Sposta file in una cartella, o rinomina un file."},
    args_model=MoveFilesArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.FILE,
                       item_fields=("path", "name", "from"), fields=("destination",)),
    effect=EffectClass.WRITE,
    policy=Policy.CONFIRM,
    run=_move_files,
    accepts=frozenset({ItemKind.FILE}),
    path_args=("paths", "destination"),
    sensitive={"paths": TRUSTED_PATH_ORIGINS, "destination": TRUSTED_PATH_ORIGINS,
               "item.path": TRUSTED_PATH_ORIGINS, SELECTION: TRUSTED_PATH_ORIGINS},
    selects=("paths",),
    reverse="move the files back",
    describe=_describe_move,
    must_exist=("paths", "item.path"),
    askable=("destination",),
)


# --- delete_files ------------------------------------------------------------------------


class DeleteFilesArgs(ExecArgs):
    """Move files to the trash (they can be restored with undo)."""

    from_step: int | None = None
    paths: list[str] | None = None


def _delete_sync(ctx: ExecContext, args: DeleteFilesArgs) -> ExecResult:
    items, failures, effects = [], [], []
    for raw in input_paths(ctx, args.paths):
        src = ctx.path(raw)
        if not src.exists():
            failures.append(ItemFailure(ref=ctx.show(src), reason="missing"))
            continue
        if src == ctx.workspace.root.resolve():
            failures.append(ItemFailure(ref="~", reason="is_root"))
            continue
        slot = trash_slot(ctx, src)
        try:
            confined_move(ctx.workspace, src, slot)  # checked again now, file by file
        except AuthorityError:
            failures.append(ItemFailure(ref=ctx.show(src), reason="outside"))
            continue
        effects.append(ctx.effect_done(Effect(kind="trashed", path=str(slot), source=str(src))))
        items.append({"path": ctx.show(src), "name": src.name})
    return ExecResult(items=items, failures=failures, effects=effects)


async def _delete_files(ctx: ExecContext, args: DeleteFilesArgs) -> ExecResult:
    return await asyncio.to_thread(_delete_sync, ctx, args)


def _describe_delete(ctx: ExecContext, args: DeleteFilesArgs) -> Confirmation:
    paths = [ctx.path(p) for p in input_paths(ctx, args.paths)]
    pairs = [(p, p) for p in paths]
    return counted_confirmation(ctx, "confirm.delete_files", len(paths), args.paths,
                                names=_names(pairs))


DELETE_FILES = ExecutorSpec(
    name="delete_files",
    version="1",
    description={"en": "Move files to the trash (undo restores them).",
                 "it": "Sposta i file nel cestino (annulla li ripristina)."},
    args_model=DeleteFilesArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.FILE, item_fields=("path", "name")),
    effect=EffectClass.WRITE,
    policy=Policy.CONFIRM,
    run=_delete_files,
    accepts=frozenset({ItemKind.FILE}),
    path_args=("paths",),
    sensitive={"paths": TRUSTED_PATH_ORIGINS, "item.path": TRUSTED_PATH_ORIGINS,
               SELECTION: TRUSTED_PATH_ORIGINS},
    selects=("paths",),
    reverse="restore the files from the trash",
    describe=_describe_delete,
    must_exist=("paths", "item.path"),
)
