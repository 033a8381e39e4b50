"""The referents of each conversation's last answer, owner-scoped and expiring."""

from __future__ import annotations

import time
from typing import Any

from runtime.planning.referents import TTL_SECONDS, Referents
from runtime.store.db import Connection, Storage


class ReferentStore:
    """One row per (owner, conversation): what the last answer there was about."""

    def __init__(self, db: Storage) -> None:
        self._db = db

    async def put(self, owner: str, conversation_id: str, referents: Referents,
                  *, ttl_seconds: float = TTL_SECONDS) -> None:
        await self._db.execute_write(*put_statement(owner, conversation_id, referents,
                                                    ttl_seconds=ttl_seconds))

    async def get(self, owner: str, conversation_id: str, *, now: float | None = None) -> Referents | None:
        return live_referents(await self._db.fetchone(GET_SQL, (owner, conversation_id)), now)

    async def get_with_history(self, owner: str, conversation_id: str, limit: int,
                               ) -> tuple[Referents | None, list[tuple[str, str]]]:
        """The conversation's referents and its last `limit` history lines, in one round trip
        (what a planner is shown of the conversation)."""
        def unit(conn: Connection) -> tuple[Any, list[Any]]:
            return (conn.execute(GET_SQL, (owner, conversation_id)).fetchone(),
                    conn.execute(HISTORY_SQL, (owner, conversation_id, limit)).fetchall())
        row, rows = await self._db.execute_fn(unit)
        return conversation_of(row, rows)

    async def forget(self, owner: str, conversation_id: str) -> None:
        await self._db.execute_write(
            "DELETE FROM referents WHERE owner_user_id = ? AND conversation_id = ?",
            (owner, conversation_id),
        )


GET_SQL = "SELECT data_json, expires_at FROM referents WHERE owner_user_id = ? AND conversation_id = ?"
HISTORY_SQL = ("SELECT role, text FROM history WHERE owner_user_id = ? AND conversation_id = ?"
               " ORDER BY id DESC LIMIT ?")


def live_referents(row: Any, now: float | None = None) -> Referents | None:
    """The referents a stored row holds, unless they have expired."""
    if row is None or row["expires_at"] <= (now if now is not None else time.time()):
        return None
    return Referents.loads(row["data_json"])


def conversation_of(row: Any, lines: list[Any]) -> tuple[Referents | None, list[tuple[str, str]]]:
    """The referents (unless expired) and the history lines, oldest first, of stored rows."""
    return live_referents(row), [(r["role"], r["text"]) for r in reversed(lines)]


def put_statement(owner: str, conversation_id: str, referents: Referents,
                  *, ttl_seconds: float = TTL_SECONDS) -> tuple[str, tuple[Any, ...]]:
    """The write that keeps `referents` for (owner, conversation), for a caller that writes it
    together with other rows (a turn's answer and what it is about land in one transaction)."""
    now = time.time()
    return (
        "INSERT INTO referents (owner_user_id, conversation_id, data_json, updated_at, expires_at)"
        " VALUES (?, ?, ?, ?, ?) ON CONFLICT (owner_user_id, conversation_id) DO UPDATE SET"
        " data_json = excluded.data_json, updated_at = excluded.updated_at,"
        " expires_at = excluded.expires_at",
        (owner, conversation_id, referents.dumps(), now, now + ttl_seconds),
    )
