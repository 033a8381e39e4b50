"""Suspended dialogues: a confirmation, choice or question waiting for its owner."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from runtime.planning.referents import Referents
from runtime.store.db import Connection, Storage
from runtime.store.referents import GET_SQL, HISTORY_SQL, conversation_of


@dataclass(frozen=True)
class DialogueRow:
    """Everything needed to resume a suspended plan, and to refuse a resume that must not happen."""

    id: str
    owner_user_id: str
    conversation_id: str
    turn_id: str
    kind: str
    state: str  # pending | resuming | resumed | denied | cancelled | expired | superseded | stale
    plan: dict[str, Any]
    plan_hash: str
    position: int
    args_hash: str
    records: dict[str, Any]
    approvals: dict[str, str]
    signatures: dict[str, str]
    suspension: dict[str, Any]
    prompt: dict[str, Any]
    locale: str
    channel: str
    literal_origin: str
    created_at: float
    expires_at: float
    resolved_at: float | None
    resolution: str | None


def _row(r: Any) -> DialogueRow:
    return DialogueRow(
        r["id"], r["owner_user_id"], r["conversation_id"], r["turn_id"], r["kind"], r["state"],
        json.loads(r["plan_json"]), r["plan_hash"], r["position"], r["args_hash"],
        json.loads(r["records_json"]), json.loads(r["approvals_json"]),
        json.loads(r["signatures_json"]), json.loads(r["suspension_json"]),
        json.loads(r["prompt_json"]), r["locale"], r["channel"], r["literal_origin"],
        r["created_at"], r["expires_at"], r["resolved_at"], r["resolution"],
    )


def _supersede(conn: Connection, owner: str, conversation_id: str) -> list[str]:
    """Pending dialogues of the conversation become superseded; their turns."""
    older = [r[0] for r in conn.execute(
        "SELECT turn_id FROM dialogues WHERE owner_user_id = ? AND conversation_id = ?"
        " AND state = 'pending'", (owner, conversation_id))]
    if older:
        conn.execute(
            "UPDATE dialogues SET state = 'superseded', resolved_at = ?, resolution = 'new_turn'"
            " WHERE owner_user_id = ? AND conversation_id = ? AND state = 'pending'",
            (time.time(), owner, conversation_id))
    return older


PENDING_SQL = ("SELECT * FROM dialogues WHERE owner_user_id = ? AND conversation_id = ?"
               " AND state = 'pending' ORDER BY created_at DESC LIMIT 1")
Conversation = tuple[Referents | None, list[tuple[str, str]]]  # referents, history (oldest first)


class DialogueStore:
    """Create, find, claim (single use) and close dialogues. Every read filters by owner."""

    def __init__(self, db: Storage) -> None:
        self._db = db

    async def create(self, d: DialogueRow) -> list[str]:
        """Store `d` and supersede older pending dialogues of that conversation (their turns
        are returned: a job waiting on one of them ends)."""
        def insert(conn: Connection) -> list[str]:
            older = _supersede(conn, d.owner_user_id, d.conversation_id)
            conn.execute(
                "INSERT INTO dialogues (id, owner_user_id, conversation_id, turn_id, kind, state,"
                " plan_json, plan_hash, position, args_hash, records_json, approvals_json,"
                " signatures_json, suspension_json, prompt_json, locale, channel, literal_origin,"
                " created_at, expires_at) VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?,"
                " ?, ?, ?, ?, ?, ?, ?)",
                (
                    d.id, d.owner_user_id, d.conversation_id, d.turn_id, d.kind,
                    json.dumps(d.plan), d.plan_hash, d.position, d.args_hash,
                    json.dumps(d.records, default=str), json.dumps(d.approvals),
                    json.dumps(d.signatures), json.dumps(d.suspension), json.dumps(d.prompt),
                    d.locale, d.channel, d.literal_origin, d.created_at, d.expires_at,
                ),
            )
            return older

        return await self._db.execute_write_fn(insert)

    async def get(self, owner: str, dialogue_id: str) -> DialogueRow | None:
        row = await self._db.fetchone(
            "SELECT * FROM dialogues WHERE id = ? AND owner_user_id = ?", (dialogue_id, owner)
        )
        return _row(row) if row else None

    async def pending(self, owner: str, conversation_id: str) -> DialogueRow | None:
        row = await self._db.fetchone(PENDING_SQL, (owner, conversation_id))
        return _row(row) if row else None

    async def pending_and_conversation(self, owner: str, conversation_id: str, history: int,
                                       ) -> tuple[DialogueRow | None, Conversation]:
        """The pending dialogue, the referents and the last `history` lines of a conversation,
        in one round trip: what a new message is read against."""
        def unit(conn: Connection) -> tuple[Any, Any, list[Any]]:
            args = (owner, conversation_id)
            return (conn.execute(PENDING_SQL, args).fetchone(), conn.execute(GET_SQL, args).fetchone(),
                    conn.execute(HISTORY_SQL, (*args, history)).fetchall())
        pending, referents, lines = await self._db.execute_fn(unit)
        return _row(pending) if pending else None, conversation_of(referents, lines)

    async def claim(self, owner: str, dialogue_id: str, *,
                    resume: tuple[str, str] | None = None, source: str | None = None) -> bool:
        """Move a pending dialogue to 'resuming'; only one caller ever wins. `source` (the
        answering request's, ``Request.source``) is kept with it: which message answered it.

        With `resume` (the dialogue's turn, this runner) the suspended turn becomes ``running``
        on this runner in the same transaction: if the runner dies before the turn ends, the
        recovery interrupts the turn and its owner is told — never an answered prompt followed
        by nothing at all."""
        claim = ("UPDATE dialogues SET state = 'resuming', answered_by = ? WHERE id = ?"
                 " AND owner_user_id = ? AND state = 'pending'", (source, dialogue_id, owner))
        if resume is None:
            return await self._db.execute_write(*claim) == 1
        turn_id, runner = resume

        def unit(conn: Connection) -> bool:
            if conn.execute(*claim).rowcount != 1:
                return False
            conn.execute("UPDATE turns SET state = 'running', runner = ?, reported = 0"
                         " WHERE id = ? AND owner_user_id = ? AND state = 'suspended'",
                         (runner, turn_id, owner))
            return True

        return await self._db.execute_write_fn(unit)

    async def close(self, owner: str, dialogue_id: str, state: str, resolution: str) -> None:
        await self._db.execute_write(
            "UPDATE dialogues SET state = ?, resolution = ?, resolved_at = ?"
            " WHERE id = ? AND owner_user_id = ?",
            (state, resolution, time.time(), dialogue_id, owner),
        )

    async def supersede(self, owner: str, conversation_id: str) -> list[str]:
        """A new request replaces the pending dialogues of the conversation; their turns."""
        return await self._db.execute_write_fn(lambda conn: _supersede(conn, owner, conversation_id))

    async def expire_due(self, now: float) -> list[DialogueRow]:
        """Mark pending dialogues past their expiry as expired; return them (for notices)."""
        def expire(conn: Connection) -> list[DialogueRow]:
            due = [_row(r) for r in conn.execute(
                "SELECT * FROM dialogues WHERE state = 'pending' AND expires_at <= ?", (now,))]
            if due:
                conn.execute(
                    "UPDATE dialogues SET state = 'expired', resolved_at = ?, resolution = 'timeout'"
                    " WHERE state = 'pending' AND expires_at <= ?",
                    (now, now),
                )
            return due

        return await self._db.execute_write_fn(expire)
