"""Turns and their traces, and the per-conversation history."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from runtime.store.db import Database


@dataclass(frozen=True)
class TurnRow:
    """A stored turn with its trace."""

    id: str
    owner_user_id: str
    conversation_id: str
    channel: str
    locale: str
    request_text: str
    state: str  # running | answered | suspended | interrupted | failed
    path: str | None
    plan: dict[str, Any] | None
    outcome: str | None
    reply_text: str | None
    trace: list[dict[str, Any]]
    started_at: float
    finished_at: float | None


def _turn(r: Any) -> TurnRow:
    return TurnRow(
        r["id"], r["owner_user_id"], r["conversation_id"], r["channel"], r["locale"],
        r["request_text"], r["state"], r["path"],
        json.loads(r["plan_json"]) if r["plan_json"] else None,
        r["outcome"], r["reply_text"], json.loads(r["trace_json"]), r["started_at"],
        r["finished_at"],
    )


class TurnStore:
    """Turn rows: started when a request arrives, updated as the turn goes on."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def start(
        self, turn_id: str, owner: str, conversation_id: str, channel: str, locale: str, text: str
    ) -> None:
        # the request also lands in the history (trigger history_request)
        await self._db.execute_write(
            "INSERT INTO turns (id, owner_user_id, conversation_id, channel, locale,"
            " request_text, state, started_at) VALUES (?, ?, ?, ?, ?, ?, 'running', ?)",
            (turn_id, owner, conversation_id, channel, locale, text, time.time()),
        )

    async def save(
        self,
        turn_id: str,
        owner: str,
        *,
        state: str,
        path: str | None,
        plan: dict[str, Any] | None,
        outcome: str | None,
        reply_text: str | None,
        trace: list[dict[str, Any]],
        conversation_id: str | None = None,
    ) -> None:
        """Store where the turn stands; a finished turn also lands in the history."""
        finished = None if state in ("running", "suspended") else time.time()
        # an answer also lands in the history (trigger history_answer)
        await self._db.execute_write(
            "UPDATE turns SET state = ?, path = ?, plan_json = ?, outcome = ?,"
            " reply_text = COALESCE(?, reply_text), trace_json = ?, finished_at = ?"
            " WHERE id = ? AND owner_user_id = ?",
            (
                state, path, json.dumps(plan) if plan is not None else None, outcome,
                reply_text, json.dumps(trace, default=str), finished, turn_id, owner,
            ),
        )

    async def get(self, owner: str | None, turn_id: str) -> TurnRow | None:
        """A turn of `owner` (None: any owner, for admins)."""
        if owner is None:
            row = await self._db.fetchone("SELECT * FROM turns WHERE id = ?", (turn_id,))
        else:
            row = await self._db.fetchone(
                "SELECT * FROM turns WHERE id = ? AND owner_user_id = ?", (turn_id, owner)
            )
        return _turn(row) if row else None

    async def last(self, owner: str) -> TurnRow | None:
        row = await self._db.fetchone(
            "SELECT * FROM turns WHERE owner_user_id = ? ORDER BY started_at DESC, rowid DESC"
            " LIMIT 1",
            (owner,),
        )
        return _turn(row) if row else None

    async def mark_interrupted(self) -> int:
        """Turns left running by a crash: marked interrupted at the next start."""
        async with self._db.write() as conn:
            cur = await conn.execute(
                "UPDATE turns SET state = 'interrupted', finished_at = ? WHERE state = 'running'",
                (time.time(),),
            )
            return cur.rowcount

    async def history(self, owner: str, conversation_id: str, limit: int = 20) -> list[tuple[str, str]]:
        rows = await self._db.fetchall(
            "SELECT role, text FROM history WHERE owner_user_id = ? AND conversation_id = ?"
            " ORDER BY id DESC LIMIT ?",
            (owner, conversation_id, limit),
        )
        return [(r["role"], r["text"]) for r in reversed(rows)]
