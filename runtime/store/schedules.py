"""Reminders and routines as rows: owner, trigger, time zone, plan and its standing consent,
next run, last outcome. Every read of someone's rows filters by owner; only the scheduler
asks for the due rows of everyone.

A run is claimed before it starts: one statement moves ``next_run_at`` forward and records
the run's turn, and only the caller that moved it runs — after a crash the claimed run is
not run again (its turn, interrupted, is reported like any other).
"""

from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass
from typing import Any, Literal

from runtime.store.db import Connection, Storage

ScheduleKind = Literal["reminder", "routine"]
LIVE_STATES = ("active", "paused")


@dataclass(frozen=True)
class ScheduleRow:
    """A reminder or routine as stored."""

    id: str
    owner_user_id: str
    number: int  # per owner, as people name it ("#2")
    kind: str  # reminder | routine
    state: str  # active | paused | done
    conversation_id: str
    channel: str
    locale: str
    timezone: str
    trigger: dict[str, Any]
    text: str  # what to remind of, or the request a routine does
    plan: dict[str, Any] | None
    plan_hash: str
    signatures: dict[str, str]
    approvals: dict[str, str]  # step -> args hash approved at creation
    literal_origin: str
    approved_until: float | None
    next_run_at: float | None
    last_run_at: float | None
    last_outcome: str | None
    last_turn_id: str | None
    runs: int
    created_at: float
    updated_at: float


def _row(r: Any) -> ScheduleRow:
    return ScheduleRow(
        r["id"], r["owner_user_id"], r["number"], r["kind"], r["state"], r["conversation_id"],
        r["channel"], r["locale"], r["timezone"], json.loads(r["trigger_json"]), r["text"],
        json.loads(r["plan_json"]) if r["plan_json"] else None, r["plan_hash"] or "",
        json.loads(r["signatures_json"]), json.loads(r["approvals_json"]), r["literal_origin"],
        r["approved_until"], r["next_run_at"], r["last_run_at"], r["last_outcome"],
        r["last_turn_id"], r["runs"], r["created_at"], r["updated_at"],
    )


class ScheduleStore:
    """Create, list, claim and change schedules."""

    def __init__(self, db: Storage) -> None:
        self._db = db

    async def create(
        self, *, owner: str, kind: ScheduleKind, conversation_id: str, channel: str, locale: str,
        timezone: str, trigger: dict[str, Any], text: str, next_run_at: float,
        plan: dict[str, Any] | None = None, plan_hash: str = "",
        signatures: dict[str, str] | None = None, approvals: dict[str, str] | None = None,
        literal_origin: str = "", approved_until: float | None = None,
    ) -> ScheduleRow:
        """Store an active schedule with the owner's next number."""
        schedule_id = "s" + secrets.token_hex(8)
        now = time.time()
        values = (schedule_id, owner, kind, conversation_id, channel, locale, timezone,
                  json.dumps(trigger), text, json.dumps(plan) if plan is not None else None,
                  plan_hash, json.dumps(signatures or {}), json.dumps(approvals or {}),
                  literal_origin, approved_until, next_run_at, now, now)

        def insert(conn: Connection) -> ScheduleRow:
            conn.execute(  # the owner's next number, read inside the transaction
                "INSERT INTO schedules (id, owner_user_id, number, kind, state, conversation_id,"
                " channel, locale, timezone, trigger_json, text, plan_json, plan_hash,"
                " signatures_json, approvals_json, literal_origin, approved_until, next_run_at,"
                " created_at, updated_at) SELECT ?, ?, COALESCE(MAX(number), 0) + 1, ?, 'active',"
                " ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM schedules"
                " WHERE owner_user_id = ?", (*values, owner))
            return _row(conn.execute("SELECT * FROM schedules WHERE id = ?", (schedule_id,)).fetchone())

        return await self._db.execute_write_fn(insert)

    async def get(self, owner: str, schedule_id: str) -> ScheduleRow | None:
        row = await self._db.fetchone(
            "SELECT * FROM schedules WHERE id = ? AND owner_user_id = ?", (schedule_id, owner))
        return _row(row) if row else None

    async def live(self, owner: str | None) -> list[ScheduleRow]:
        """Active and paused schedules of `owner` (None: of everyone, for the admin), the next
        to run first."""
        where, params = ("state IN ('active', 'paused')", ()) if owner is None else (
            "state IN ('active', 'paused') AND owner_user_id = ?", (owner,))
        rows = await self._db.fetchall(
            f"SELECT * FROM schedules WHERE {where}"
            " ORDER BY next_run_at IS NULL, next_run_at, number", params)
        return [_row(r) for r in rows]

    async def count(self, owner: str) -> int:
        row = await self._db.fetchone(
            "SELECT COUNT(*) AS n FROM schedules WHERE owner_user_id = ?"
            " AND state IN ('active', 'paused')", (owner,))
        return int(row["n"]) if row else 0

    async def due(self, now: float) -> list[ScheduleRow]:
        """Active schedules whose next run is at or before `now` (the scheduler's query)."""
        rows = await self._db.fetchall(
            "SELECT * FROM schedules WHERE state = 'active' AND next_run_at IS NOT NULL"
            " AND next_run_at <= ? ORDER BY next_run_at", (now,))
        return [_row(r) for r in rows]

    async def claim(self, row: ScheduleRow, *, next_run_at: float | None, turn_id: str | None,
                    now: float) -> bool:
        """Take the run due at ``row.next_run_at``: move the next run on (or end a schedule that
        has none), in one statement; False when someone else took it first."""
        state = "active" if next_run_at is not None else "done"
        changed = await self._db.execute_write(
            "UPDATE schedules SET next_run_at = ?, state = ?, last_run_at = ?, last_turn_id = ?,"
            " last_outcome = 'running', runs = runs + 1, updated_at = ?"
            " WHERE id = ? AND state = 'active' AND next_run_at = ?",
            (next_run_at, state, now, turn_id, now, row.id, row.next_run_at))
        return changed == 1

    async def release(self, row: ScheduleRow) -> None:
        """Give a claimed run back (a reminder nobody could be told of yet: tried again)."""
        await self._db.execute_write(
            "UPDATE schedules SET next_run_at = ?, state = 'active', last_outcome = 'undelivered',"
            " runs = CASE WHEN runs > 0 THEN runs - 1 ELSE 0 END, updated_at = ? WHERE id = ?",
            (row.next_run_at, time.time(), row.id))

    async def finished(self, schedule_id: str, outcome: str) -> None:
        """The outcome of the run last claimed."""
        await self._db.execute_write(
            "UPDATE schedules SET last_outcome = ?, updated_at = ? WHERE id = ?",
            (outcome, time.time(), schedule_id))

    async def set_state(self, owner: str, schedule_id: str, state: str,
                        next_run_at: float | None) -> bool:
        """Pause or resume one of `owner`'s schedules; False when it is not theirs or not live."""
        changed = await self._db.execute_write(
            "UPDATE schedules SET state = ?, next_run_at = ?, updated_at = ?"
            " WHERE id = ? AND owner_user_id = ? AND state IN ('active', 'paused')",
            (state, next_run_at, time.time(), schedule_id, owner))
        return changed == 1

    async def delete(self, owner: str, schedule_id: str) -> bool:
        """Delete one of `owner`'s schedules; False when it is not theirs."""
        changed = await self._db.execute_write(
            "DELETE FROM schedules WHERE id = ? AND owner_user_id = ?", (schedule_id, owner))
        return changed == 1

    async def prune(self, before: float) -> int:
        """Forget schedules that ended before `before`."""
        return await self._db.execute_write(
            "DELETE FROM schedules WHERE state = 'done' AND updated_at < ?", (before,))

