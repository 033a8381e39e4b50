"""undo_last_turn: reverse the recorded effects of the user's last turn, newest first."""

from __future__ import annotations

from pathlib import Path

from runtime.catalog.builtin.effects import trash_slot
from runtime.catalog.contract import (
    PLANNED,
    Confirmation,
    Effect,
    EffectClass,
    ExecArgs,
    ExecResult,
    ExecutorSpec,
    ItemFailure,
    ItemKind,
    OriginKind,
    Policy,
    ResultShape,
)
from runtime.engine.confined import confined_move, confined_replace
from runtime.engine.context import ExecContext
from runtime.engine.workspace import AuthorityError
from runtime.store.receipts import ReceiptStore


class UndoArgs(ExecArgs):
    """No arguments: it is always the last turn with effects."""


def _reverse(ctx: ExecContext, effect: Effect) -> tuple[str, str]:
    """Undo one effect; return (status, message key suffix)."""
    path = Path(effect.path)
    if effect.kind == "sent":
        return "not_undoable", "sent"
    if effect.kind == "created":
        if not path.exists():
            return "done", "already_gone"
        slot = trash_slot(ctx, path, kind="undone")
        confined_move(ctx.workspace, path, slot)
        return "done", "removed"
    if effect.kind == "created_dir":
        return _remove_empty_dir(path)
    if effect.kind == "overwritten":
        if not effect.backup or not Path(effect.backup).exists():
            return "failed", "backup_missing"
        confined_replace(ctx.workspace, Path(effect.backup), path)
        return "done", "restored"
    source = Path(effect.source or "")
    if not path.exists():
        return "failed", "moved_away"
    if source.exists():
        return "failed", "occupied"
    confined_move(ctx.workspace, path, source)  # never back to a place that left the workspace
    return "done", "restored" if effect.kind == "trashed" else "moved_back"


def _remove_empty_dir(path: Path) -> tuple[str, str]:
    """A folder made by a step goes only while it is empty: what is in it now is not ours."""
    if not path.exists():
        return "done", "already_gone"
    if path.is_symlink() or not path.is_dir():
        return "failed", "occupied"
    if any(path.iterdir()):
        return "failed", "not_empty"
    path.rmdir()
    return "done", "removed_folder"


async def _undo(ctx: ExecContext, args: UndoArgs) -> ExecResult:
    receipts: ReceiptStore = ctx.services["receipts"]
    owner = ctx.turn.user.id
    turn_id = await receipts.last_turn_with_effects(owner, exclude_turn=ctx.turn.turn_id)
    if turn_id is None:
        return ExecResult(data={"undone_turn": None})
    items, failures = [], []
    pending = [r for r in await receipts.for_turn(owner, turn_id) if r.undone_at is None]
    if not pending:
        return ExecResult(data={"undone_turn": None, "already_undone": turn_id})
    for receipt in reversed(pending):
        if receipt.undone_at is not None:
            continue
        effect = receipt.effect
        shown = ctx.show(effect.source or effect.path) if effect.kind != "sent" else effect.path
        try:
            status, key = _reverse(ctx, effect)
        except AuthorityError:
            status, key = "failed", "outside"
        except OSError as exc:
            status, key = "failed", "io_error"
            failures.append(ItemFailure(ref=shown, reason="io_error", detail=str(exc)))
        if not await receipts.mark_undone(owner, receipt.id, ctx.turn.turn_id, status):
            continue  # another undo took this receipt first
        if status == "done":
            items.append({"path": shown, "action": key, "kind": effect.kind})
        elif key != "io_error":
            failures.append(ItemFailure(ref=shown, reason=key))
    return ExecResult(items=items, failures=failures, data={"undone_turn": turn_id})


def _describe_undo(ctx: ExecContext, args: UndoArgs) -> Confirmation:
    return Confirmation("confirm.undo_last_turn", {}, reversible=False)


#: Undo runs unasked only when the user (or a plan of theirs) asked for it: a model's or a
#: forwarded message's plan that undoes the last operation is asked first, saying so.
UNDO_ORIGINS = frozenset({OriginKind.USER, OriginKind.CONFIG})


UNDO_LAST_TURN = ExecutorSpec(
    name="undo_last_turn",
    version="1",
    description={"en": "Undo what the last operation changed, where it can be undone.",
                 "it": "Annulla ciò che l'ultima operazione ha cambiato, dove possibile."},
    args_model=UndoArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.EFFECT,
                       item_fields=("path", "action", "kind"), fields=("undone_turn",)),
    effect=EffectClass.WRITE,
    policy=Policy.ALLOW,
    run=_undo,
    sensitive={PLANNED: UNDO_ORIGINS},
    describe=_describe_undo,
    idempotent=True,
)
