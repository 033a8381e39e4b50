"""Everyday edits that change nothing already there: append_files, create_dirs, copy_files.

Appending keeps the old file in the trash and records it as an overwrite, so undo
puts back the exact previous bytes; new folders and copies are recorded as
created, so undo removes them (a folder only while it is still empty).
"""

from __future__ import annotations

import asyncio
import codecs
import shutil
import stat
from pathlib import Path
from typing import Any

from pydantic import Field, field_validator

from runtime.catalog.builtin.effects import (
    backup_if_exists,
    counted_confirmation,
    partial_input_policy,
    shown_destination,
)
from runtime.catalog.builtin.files import TRUSTED_PATH_ORIGINS, input_paths
from runtime.catalog.contract import (
    SELECTION,
    ArgumentError,
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
from runtime.engine.confined import confined_copy, confined_mkdir, confined_write
from runtime.engine.context import ExecContext
from runtime.engine.workspace import AuthorityError
from runtime.i18n import t

# Formats whose bytes are not lines of text: appending to them would break the file.
NOT_TEXT_SUFFIXES = frozenset({
    ".pdf", ".doc", ".docx", ".xls", ".xlsx", ".xlsm", ".odt", ".ods", ".odp", ".ppt", ".pptx",
    ".rtf", ".zip", ".gz", ".tgz", ".7z", ".rar", ".jpg", ".jpeg", ".png", ".gif", ".webp",
    ".heic", ".tif", ".tiff", ".bmp", ".mp3", ".m4a", ".wav", ".mp4", ".mov", ".avi", ".mkv",
    ".exe", ".bin", ".db", ".sqlite", ".epub",
})
MAX_APPEND_BYTES = 50_000_000  # a larger file is not rewritten to add a line
_COPY_CHUNK = 1 << 20


def _cut(text: str, size: int = 80) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= size else flat[: size - 1] + "…"


def make_dirs(ctx: ExecContext, folder: Path) -> list[Effect]:
    """Create `folder` and its missing parents; one ``created_dir`` effect each, outermost first."""
    missing: list[Path] = []
    p = folder
    while not p.exists() and not p.is_symlink():
        missing.append(p)
        p = p.parent
    if not p.is_dir():
        raise ExecutorError(FailureClass.BAD_INPUT, "step.not_a_folder", path=ctx.show(p))
    made: list[Path] = []
    try:
        for d in reversed(missing):
            try:
                confined_mkdir(ctx.workspace, d)  # the parent as it is now, never through a link
            except FileExistsError:
                if d.is_dir():
                    continue  # made meanwhile by someone else: not ours to undo
                raise
            made.append(d)
    except OSError:
        for d in reversed(made):  # leave nothing half made and unrecorded
            d.rmdir()
        raise
    return [ctx.effect_done(Effect(kind="created_dir", path=str(d))) for d in made]


# --- append_files ------------------------------------------------------------------------


class AppendFilesArgs(ExecArgs):
    """Text to add at the end of a text file (created when missing); the old content stays."""

    path: str = Field(min_length=1, max_length=500)
    text: str = Field(min_length=1, max_length=20_000)

    @field_validator("text")
    @classmethod
    def _has_text(cls, value: str) -> str:
        body = value.replace("\r\n", "\n").replace("\r", "\n").strip("\n")
        if not body.strip():
            raise ArgumentError("step.append_empty")
        return body


def _codec_of(data: bytes, shown: str) -> tuple[str, str]:
    """(codec to encode the new text with, codec to decode the whole file with)."""
    if data.startswith(codecs.BOM_UTF8):
        return "utf-8", "utf-8-sig"
    if data.startswith(codecs.BOM_UTF16_LE):
        return "utf-16-le", "utf-16"
    if data.startswith(codecs.BOM_UTF16_BE):
        return "utf-16-be", "utf-16"
    if b"\x00" in data:
        raise ExecutorError(FailureClass.BAD_INPUT, "step.append_not_text", path=shown)
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return "cp1252", "cp1252"  # an older Windows text file: stay in its encoding
    return "utf-8", "utf-8"


def _append_sync(ctx: ExecContext, args: AppendFilesArgs) -> ExecResult:
    target = ctx.path(args.path)
    shown = ctx.show(target)
    if target.suffix.lower() in NOT_TEXT_SUFFIXES:
        raise ExecutorError(FailureClass.BAD_INPUT, "step.append_not_text", path=shown)
    if target.is_dir():
        raise ExecutorError(FailureClass.BAD_INPUT, "step.is_a_folder", path=shown)
    if not target.parent.is_dir():
        raise ExecutorError(FailureClass.BAD_INPUT, "step.folder_missing", path=ctx.show(target.parent))
    existed = target.exists()
    mode: int | None = None
    old = b""
    if existed:
        st = target.stat()
        if st.st_size > MAX_APPEND_BYTES:
            raise ExecutorError(FailureClass.BAD_INPUT, "step.append_too_large", path=shown)
        mode = stat.S_IMODE(st.st_mode)
        old = target.read_bytes()
    encode_as, decode_as = _codec_of(old, shown)
    old_text = old.decode(decode_as, errors="replace")
    newline = "\r\n" if "\r\n" in old_text else "\n"
    lead = newline if old_text and not old_text.endswith(("\n", "\r")) else ""
    addition = lead + args.text.replace("\n", newline) + newline
    try:
        added = addition.encode(encode_as)
    except UnicodeEncodeError:
        raise ExecutorError(FailureClass.BAD_INPUT, "step.append_encoding", path=shown) from None
    backup = backup_if_exists(ctx, target)
    # the folder re-checked as the file is written; the old file's mode kept
    confined_write(ctx.workspace, target, old + added, mode=mode)
    lines = (old_text + addition).count("\n")
    effect = Effect(kind="overwritten" if backup else "created", path=str(target), backup=backup)
    return ExecResult(items=[{"path": shown, "name": target.name}],
                      data={"path": shown, "added": args.text, "lines": lines, "created": not existed},
                      effects=[effect])


async def _append_files(ctx: ExecContext, args: AppendFilesArgs) -> ExecResult:
    return await asyncio.to_thread(_append_sync, ctx, args)


def _describe_append(ctx: ExecContext, args: AppendFilesArgs) -> Confirmation:
    return Confirmation("confirm.append_files",
                        {"path": ctx.show(ctx.path(args.path)), "text": _cut(args.text)}, True)


APPEND_FILES = ExecutorSpec(
    name="append_files",
    version="1",
    description={"en": "Add a line (or lines) of text at the end of a text file; the old content stays.",
                 "it": "Aggiunge una riga (o più righe) in fondo a un file di testo; il contenuto resta."},
    args_model=AppendFilesArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.FILE, item_fields=("path", "name"),
                       fields=("path", "added", "lines", "created"), content_fields=("added",)),
    effect=EffectClass.WRITE,
    policy=Policy.ALLOW,
    run=_append_files,
    path_args=("path",),
    sensitive={"path": TRUSTED_PATH_ORIGINS},
    reverse="restore the previous content, or remove the new file",
    describe=_describe_append,
)


# --- create_dirs -------------------------------------------------------------------------


class CreateDirsArgs(ExecArgs):
    """A folder to create in the workspace, with any missing parent folders."""

    path: str = Field(min_length=1, max_length=500)


def _create_dirs_sync(ctx: ExecContext, args: CreateDirsArgs) -> ExecResult:
    target = ctx.path(args.path)
    shown = ctx.show(target)
    if target.exists() and not target.is_dir():
        raise ExecutorError(FailureClass.BAD_INPUT, "step.not_a_folder", path=shown)
    existed = target.exists()
    effects = [] if existed else make_dirs(ctx, target)
    outcome = t("dirs.existed" if existed else "dirs.created", ctx.locale, path=shown)
    return ExecResult(items=[{"path": shown, "name": target.name, "existed": existed}],
                      data={"path": shown, "existed": existed, "outcome": outcome},
                      effects=effects)


async def _create_dirs(ctx: ExecContext, args: CreateDirsArgs) -> ExecResult:
    return await asyncio.to_thread(_create_dirs_sync, ctx, args)


def _describe_create_dirs(ctx: ExecContext, args: CreateDirsArgs) -> Confirmation:
    return Confirmation("confirm.create_dirs", {"path": ctx.show(ctx.path(args.path))}, True)


CREATE_DIRS = ExecutorSpec(
    name="create_dirs",
    version="1",
    description={"en": "Create a folder (and its missing parent folders) in the workspace.",
                 "it": "Crea una cartella (e le cartelle che la contengono, se mancano)."},
    args_model=CreateDirsArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.DIR,
                       item_fields=("path", "name", "existed"), fields=("path", "existed")),
    effect=EffectClass.WRITE,
    policy=Policy.ALLOW,
    run=_create_dirs,
    path_args=("path",),
    sensitive={"path": TRUSTED_PATH_ORIGINS},
    reverse="remove the new folder while it is still empty",
    idempotent=True,
    describe=_describe_create_dirs,
)


# --- copy_files --------------------------------------------------------------------------


class CopyFilesArgs(ExecArgs):
    """Files to copy into a folder, or one file to copy under a new name; nothing is overwritten."""

    from_step: int | None = None
    paths: list[str] | None = None
    destination: str = Field(min_length=1, max_length=500)


def _copy_targets(ctx: ExecContext, args: CopyFilesArgs) -> list[tuple[Path, Path]]:
    sources = [ctx.path(p) for p in input_paths(ctx, args.paths)]
    dest = ctx.path(args.destination)
    if len(sources) == 1 and not dest.is_dir() and bool(Path(args.destination).suffix):
        return [(sources[0], dest)]
    return [(src, dest / src.name) for src in sources]


def _copy_new(src: Path, dst: Path) -> None:
    """Copy `src` to `dst`, which must not exist (FileExistsError): never an overwrite."""
    with open(src, "rb") as fin:
        fout = open(dst, "xb")  # noqa: SIM115 - closed below; removed if the copy breaks
        try:
            with fout:
                shutil.copyfileobj(fin, fout, _COPY_CHUNK)
            shutil.copystat(src, dst)
        except BaseException:
            dst.unlink(missing_ok=True)
            raise


def _first_existing(path: Path) -> Path:
    while not path.exists() and path != path.parent:
        path = path.parent
    return path


def _copy_sync(ctx: ExecContext, args: CopyFilesArgs) -> ExecResult:
    pairs = _copy_targets(ctx, args)
    if not pairs:
        return ExecResult(data={"destination": shown_destination(ctx, args.destination)})
    folder = pairs[0][1].parent
    if not _first_existing(folder).is_dir():  # refused before anything is copied
        raise ExecutorError(FailureClass.BAD_INPUT, "step.not_a_folder",
                            path=ctx.show(_first_existing(folder)))
    items: list[dict[str, Any]] = []
    failures: list[ItemFailure] = []
    effects: list[Effect] = []
    for src, dst in pairs:
        ref = ctx.show(src)
        if not src.exists():
            failures.append(ItemFailure(ref=ref, reason="missing"))
            continue
        if src.is_dir():
            failures.append(ItemFailure(ref=ref, reason="is_a_folder"))
            continue
        if dst.exists() or dst.is_symlink():
            failures.append(ItemFailure(ref=ref, reason="exists", detail=ctx.show(dst)))
            continue
        try:
            effects.extend(make_dirs(ctx, dst.parent))
            confined_copy(ctx.workspace, src, dst)  # the destination checked again, now
        except FileExistsError:
            failures.append(ItemFailure(ref=ref, reason="exists", detail=ctx.show(dst)))
            continue
        except AuthorityError:
            failures.append(ItemFailure(ref=ref, reason="outside"))
            continue
        except OSError as exc:  # the copies already made stay recorded, so undo can remove them
            failures.append(ItemFailure(ref=ref, reason="io_error", detail=exc.strerror or ""))
            continue
        effects.append(ctx.effect_done(Effect(kind="created", path=str(dst))))
        items.append({"path": ctx.show(dst), "name": dst.name, "from": ref})
    return ExecResult(items=items, failures=failures, effects=effects,
                      data={"destination": shown_destination(ctx, args.destination)})


async def _copy_files(ctx: ExecContext, args: CopyFilesArgs) -> ExecResult:
    return await asyncio.to_thread(_copy_sync, ctx, args)


def _describe_copy(ctx: ExecContext, args: CopyFilesArgs) -> Confirmation:
    names = [src.name for src, _ in _copy_targets(ctx, args)]
    shown = ", ".join(names[:5]) + (f" (+{len(names) - 5})" if len(names) > 5 else "")
    return counted_confirmation(ctx, "confirm.copy_files", len(names), args.paths,
                                names=shown, dest=ctx.show(ctx.path(args.destination)))


COPY_FILES = ExecutorSpec(
    name="copy_files",
    version="1",
    description={"en": "Copy files into a folder, or one file under a new name; never overwrites.",
                 "it": "Copia file in una cartella, o un file con un nuovo nome; non sovrascrive."},
    args_model=CopyFilesArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.FILE,
                       item_fields=("path", "name", "from"), fields=("destination",)),
    effect=EffectClass.WRITE,
    policy=Policy.ALLOW,
    run=_copy_files,
    accepts=frozenset({ItemKind.FILE}),
    path_args=("paths", "destination"),
    sensitive={"paths": TRUSTED_PATH_ORIGINS, "destination": TRUSTED_PATH_ORIGINS,
               "item.path": TRUSTED_PATH_ORIGINS, SELECTION: TRUSTED_PATH_ORIGINS},
    selects=("paths",),
    reverse="remove the copies (to the trash)",
    # copying is allowed, but copying part of what was found is asked first, saying so
    policy_hook=partial_input_policy,
    describe=_describe_copy,
    must_exist=("paths", "item.path"),
    askable=("destination",),
)
