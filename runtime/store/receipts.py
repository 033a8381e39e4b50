"""Undo receipts: the exact resources each effect touched, recorded as it happens."""

from __future__ import annotations

import time
from dataclasses import dataclass

from runtime.catalog.contract import Effect
from runtime.store.db import Storage


@dataclass(frozen=True)
class Receipt:
    """One recorded effect of one step."""

    id: int
    turn_id: str
    step_num: int
    executor: str
    effect: Effect
    undone_at: float | None
    undo_status: str | None


class ReceiptStore:
    """Record effects per step; find and mark the last turn's effects for undo."""

    def __init__(self, db: Storage) -> None:
        self._db = db

    async def record(
        self, owner: str, turn_id: str, step_num: int, executor: str, effects: list[Effect]
    ) -> None:
        if not effects:
            return
        now = time.time()
        rows = [(owner, turn_id, step_num, executor, e.model_dump_json(), now) for e in effects]
        await self._db.execute_write_fn(lambda conn: conn.executemany(
            "INSERT INTO receipts (owner_user_id, turn_id, step_num, executor, effect_json,"
            " created_at) VALUES (?, ?, ?, ?, ?, ?)", rows).close())

    async def last_turn_with_effects(self, owner: str, *, exclude_turn: str | None = None) -> str | None:
        """The newest turn of `owner` that recorded effects (undone or not).

        Undo always targets this turn, so undoing twice finds it already undone
        instead of reaching further back in time.
        """
        row = await self._db.fetchone(
            "SELECT turn_id FROM receipts WHERE owner_user_id = ?"
            " AND turn_id != ? ORDER BY id DESC LIMIT 1",
            (owner, exclude_turn or ""),
        )
        return str(row["turn_id"]) if row else None

    async def for_turn(self, owner: str, turn_id: str) -> list[Receipt]:
        rows = await self._db.fetchall(
            "SELECT * FROM receipts WHERE owner_user_id = ? AND turn_id = ? ORDER BY id",
            (owner, turn_id),
        )
        return [
            Receipt(r["id"], r["turn_id"], r["step_num"], r["executor"],
                    Effect.model_validate_json(r["effect_json"]), r["undone_at"], r["undo_status"])
            for r in rows
        ]

    async def mark_undone(self, owner: str, receipt_id: int, undo_turn: str, status: str) -> bool:
        """Mark one receipt undone; False when another undo got there first."""
        marked = await self._db.execute_write(
            "UPDATE receipts SET undone_at = ?, undo_turn_id = ?, undo_status = ?"
            " WHERE id = ? AND owner_user_id = ? AND undone_at IS NULL",
            (time.time(), undo_turn, status, receipt_id, owner),
        )
        return marked == 1
