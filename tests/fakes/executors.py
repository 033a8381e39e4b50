"""Test-only executors, installed through ``catalog.extra_modules`` like any plugin.

They make outcome classes, timeouts, retries and crashes happen on demand.
"""

from __future__ import annotations

import asyncio
import dataclasses
import errno
import threading

from pydantic import Field

from runtime.addresses import find_addresses
from runtime.catalog.builtin.effects import DELETE_FILES, DeleteFilesArgs, trash_slot, write_atomically
from runtime.catalog.builtin.files import TRUSTED_PATH_ORIGINS, input_paths
from runtime.catalog.contract import (
    Effect,
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
from runtime.engine.confined import confined_move
from runtime.engine.context import ExecContext


class SleepArgs(ExecArgs):
    seconds: float = Field(default=0.0, ge=0)


async def _sleep(ctx: ExecContext, args: SleepArgs) -> ExecResult:
    await asyncio.sleep(args.seconds)
    return ExecResult(items=[{"name": "slept", "seconds": args.seconds}])


SLEEP_BRIEFLY = ExecutorSpec(
    name="sleep_briefly", version="1", description={"en": "Sleep.", "it": "Dorme."},
    args_model=SleepArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.ENTRY, item_fields=("name", "seconds")),
    effect=EffectClass.READ, policy=Policy.ALLOW, run=_sleep, timeout_seconds=1.0,
)


class FlakyArgs(ExecArgs):
    marker: str


async def _flaky(ctx: ExecContext, args: FlakyArgs) -> ExecResult:
    """Fails with a transient error the first time it sees `marker`, then works."""
    marker = ctx.workspace.root / f".flaky-{args.marker}"
    if not marker.exists():
        marker.write_text("seen")
        raise ExecutorError(FailureClass.TRANSIENT, "step.io_error", detail="try again")
    return ExecResult(items=[{"name": "flaky", "marker": args.marker}])


FLAKY_READ = ExecutorSpec(
    name="flaky_read", version="1", description={"en": "Flaky.", "it": "Instabile."},
    args_model=FlakyArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.ENTRY, item_fields=("name", "marker")),
    effect=EffectClass.READ, policy=Policy.ALLOW, run=_flaky,
)


class CrashArgs(ExecArgs):
    pass


async def _crash(ctx: ExecContext, args: CrashArgs) -> ExecResult:
    raise RuntimeError("boom")


CRASH_NOW = ExecutorSpec(
    name="crash_now", version="1", description={"en": "Crash.", "it": "Crash."},
    args_model=CrashArgs, result=ResultShape(kind="scalar", fields=("x",)),
    effect=EffectClass.READ, policy=Policy.ALLOW, run=_crash,
)


class TouchArgs(ExecArgs):
    path: str
    text: str = "x"


async def _touch(ctx: ExecContext, args: TouchArgs) -> ExecResult:
    target = ctx.path(args.path)
    if target.exists():
        raise ExecutorError(FailureClass.BAD_INPUT, "step.bad_args", detail="exists")
    await asyncio.to_thread(write_atomically, target, args.text.encode())
    return ExecResult(items=[{"path": ctx.show(target), "name": target.name}],
                      effects=[Effect(kind="created", path=str(target))])


TOUCH_FILE = ExecutorSpec(
    name="touch_file", version="1", description={"en": "Create a file.", "it": "Crea un file."},
    args_model=TouchArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.FILE, item_fields=("path", "name")),
    effect=EffectClass.WRITE, policy=Policy.ALLOW, run=_touch, path_args=("path",),
    sensitive={"path": TRUSTED_PATH_ORIGINS}, reverse="remove the file",
)


class NotePathArgs(ExecArgs):
    from_step: int


async def _first_line_as_path(ctx: ExecContext, args: NotePathArgs) -> ExecResult:
    """Returns, as a value, the first line of a document: content the user did not write."""
    assert ctx.input is not None
    doc = ctx.input.items[0]
    line = str(doc.get("text", "")).strip().splitlines()[0]
    return ExecResult(data={"value": line, "source": doc.get("path")})


FIRST_LINE = ExecutorSpec(
    name="first_line", version="1", description={"en": "First line.", "it": "Prima riga."},
    args_model=NotePathArgs,
    result=ResultShape(kind="scalar", fields=("value", "source"), content_fields=("value",)),
    effect=EffectClass.READ, policy=Policy.ALLOW, run=_first_line_as_path,
    accepts=frozenset({ItemKind.DOCUMENT}),
)




LONG_SLEEP = ExecutorSpec(
    name="long_sleep", version="1", description={"en": "Sleep, declared long.", "it": "Dorme a lungo."},
    args_model=SleepArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.ENTRY, item_fields=("name", "seconds")),
    effect=EffectClass.READ, policy=Policy.ALLOW, run=_sleep, timeout_seconds=60.0,
    long_running=True,
)


class SlowTouchArgs(ExecArgs):
    path: str
    seconds: float = Field(default=0.0, ge=0)


async def _slow_touch(ctx: ExecContext, args: SlowTouchArgs) -> ExecResult:
    """Writes the file, then takes its time before reporting the effect (a stop lands in between)."""
    target = ctx.path(args.path)
    await asyncio.to_thread(write_atomically, target, b"x")
    await asyncio.sleep(args.seconds)
    return ExecResult(items=[{"path": ctx.show(target), "name": target.name}],
                      effects=[Effect(kind="created", path=str(target))])


SLOW_TOUCH = ExecutorSpec(
    name="slow_touch", version="1", description={"en": "Create a file slowly.", "it": "Crea un file piano."},
    args_model=SlowTouchArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.FILE, item_fields=("path", "name")),
    effect=EffectClass.WRITE, policy=Policy.ALLOW, run=_slow_touch, path_args=("path",),
    sensitive={"path": TRUSTED_PATH_ORIGINS}, reverse="remove the file", timeout_seconds=60.0,
)


EXECUTORS = [SLEEP_BRIEFLY, FLAKY_READ, CRASH_NOW, TOUCH_FILE, FIRST_LINE, LONG_SLEEP, SLOW_TOUCH]
__all__ = ["EXECUTORS", "OriginKind"]


class FillDiskArgs(ExecArgs):
    pass


async def _fill_disk(ctx: ExecContext, args: FillDiskArgs) -> ExecResult:
    raise OSError(errno.ENOSPC, "No space left on device")


FILL_DISK = ExecutorSpec(
    name="fill_disk", version="1", description={"en": "Disk full.", "it": "Disco pieno."},
    args_model=FillDiskArgs, result=ResultShape(kind="scalar", fields=("x",)),
    effect=EffectClass.WRITE, policy=Policy.ALLOW, run=_fill_disk,
)
EXECUTORS.append(FILL_DISK)


class VanishArgs(ExecArgs):
    path: str


async def _vanish(ctx: ExecContext, args: VanishArgs) -> ExecResult:
    """Another program removes a file behind Metnos' back (nothing is recorded)."""
    ctx.path(args.path).unlink()
    return ExecResult(data={"gone": args.path})


VANISH = ExecutorSpec(
    name="vanish", version="1", description={"en": "Vanish.", "it": "Sparisce."},
    args_model=VanishArgs, result=ResultShape(kind="scalar", fields=("gone",)),
    effect=EffectClass.READ, policy=Policy.ALLOW, run=_vanish, path_args=("path",),
)
EXECUTORS.append(VANISH)


class FindAddressArgs(ExecArgs):
    from_step: int


async def _find_address(ctx: ExecContext, args: FindAddressArgs) -> ExecResult:
    """Returns the first e-mail address written in a document: a recipient nobody chose."""
    assert ctx.input is not None
    doc = ctx.input.items[0]
    found = find_addresses(str(doc.get("text", "")))
    return ExecResult(data={"address": found[0], "source": doc.get("path")} if found else {})


FIND_ADDRESS = ExecutorSpec(
    name="find_address", version="1",
    description={"en": "First e-mail address in a document.", "it": "Primo indirizzo in un documento."},
    args_model=FindAddressArgs,
    result=ResultShape(kind="scalar", fields=("address", "source"), content_fields=("address",)),
    effect=EffectClass.READ, policy=Policy.ALLOW, run=_find_address,
    accepts=frozenset({ItemKind.DOCUMENT}),
)
EXECUTORS.append(FIND_ADDRESS)


class Pause:
    """Holds the first ``paused_delete`` that reaches item `at` right after that item's move and
    before its receipt — a worker hung in the middle of an effect — until ``go`` is set."""

    def __init__(self) -> None:
        self.at = 0
        self.reached = threading.Event()
        self.go = threading.Event()

    def arm(self, at: int) -> None:
        self.at = at
        self.reached.clear()
        self.go.clear()

    def hold(self, n: int) -> None:
        if self.at and n == self.at:
            self.at = 0  # the next run (another worker's) goes straight through
            self.reached.set()
            self.go.wait(timeout=120)


PAUSE = Pause()


def _paused_delete_sync(ctx: ExecContext, args: DeleteFilesArgs) -> ExecResult:
    """delete_files, item by item, with ``PAUSE`` between a move and its receipt."""
    items, failures, effects = [], [], []
    for n, raw in enumerate(input_paths(ctx, args.paths), start=1):
        src = ctx.path(raw)
        if not src.exists():
            failures.append(ItemFailure(ref=ctx.show(src), reason="missing"))
            continue
        slot = trash_slot(ctx, src)
        confined_move(ctx.workspace, src, slot)
        PAUSE.hold(n)
        effects.append(ctx.effect_done(Effect(kind="trashed", path=str(slot), source=str(src))))
        items.append({"path": ctx.show(src), "name": src.name})
    return ExecResult(items=items, failures=failures, effects=effects)


async def _paused_delete(ctx: ExecContext, args: DeleteFilesArgs) -> ExecResult:
    return await asyncio.to_thread(_paused_delete_sync, ctx, args)


PAUSED_DELETE = dataclasses.replace(DELETE_FILES, name="paused_delete", run=_paused_delete)
EXECUTORS.append(PAUSED_DELETE)
