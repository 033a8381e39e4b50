"""Plans kept for reuse, per user: exact repeats (fast path) and templates (autopath).

Every entry stores the catalog signatures of the executors its plan uses; a lookup whose
signatures no longer match the catalog deletes the entry (changing an executor voids
exactly the plans that use it). Reads and writes always filter by owner: one user's plan
or template never reaches another.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from runtime.store.db import Connection, Storage

DEMOTE_AFTER = 2  # rejections before a template is dropped


@dataclass(frozen=True)
class CachedPlan:
    """One reusable plan: the request words it answers, the plan, its literal origins."""

    owner_user_id: str
    kind: str  # exact | template
    key: str
    referents: str  # the last answer's files the plan names ('' when it names none)
    words: list[str]
    plan: dict[str, Any]
    origin: str
    signatures: dict[str, str]
    slots: list[dict[str, Any]]
    uses: int
    rejections: int
    turn_id: str | None


def _row(r: Any) -> CachedPlan:
    return CachedPlan(r["owner_user_id"], r["kind"], r["key"], r["referents"], json.loads(r["words_json"]),
                      json.loads(r["plan_json"]), r["origin"], json.loads(r["signatures_json"]),
                      json.loads(r["slots_json"]), r["uses"], r["rejections"], r["turn_id"])


def _reject(conn: Connection, owner: str, kind: str, key: str, forget: bool) -> None:
    if forget:
        conn.execute("DELETE FROM plan_cache WHERE owner_user_id = ? AND kind = ? AND key = ?",
                     (owner, kind, key))
        return
    conn.execute("UPDATE plan_cache SET rejections = rejections + 1 WHERE owner_user_id = ? AND kind = ?"
                 " AND key = ?", (owner, kind, key))
    conn.execute("DELETE FROM plan_cache WHERE owner_user_id = ? AND kind = ? AND key = ?"
                 " AND rejections >= ?", (owner, kind, key, DEMOTE_AFTER))


class PlanCache:
    """Store, find, use and forget reusable plans of one owner at a time."""

    def __init__(self, db: Storage) -> None:
        self._db = db

    async def put(self, owner: str, kind: str, key: str, *, referents: str, words: list[str],
                  plan: dict[str, Any], origin: str, signatures: dict[str, str],
                  slots: list[dict[str, Any]] | None = None, turn_id: str | None = None) -> None:
        await self._db.execute_write(
            "INSERT INTO plan_cache (owner_user_id, kind, key, referents, words_json, plan_json, origin,"
            " signatures_json, slots_json, turn_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (owner_user_id, kind, key) DO UPDATE SET plan_json = excluded.plan_json,"
            " origin = excluded.origin, signatures_json = excluded.signatures_json,"
            " slots_json = excluded.slots_json, turn_id = excluded.turn_id, rejections = 0,"
            " referents = excluded.referents",
            (owner, kind, key, referents, json.dumps(words), json.dumps(plan), origin,
             json.dumps(signatures), json.dumps(slots or []), turn_id, time.time()))

    async def exact(self, owner: str, key: str) -> CachedPlan | None:
        row = await self._db.fetchone(
            "SELECT * FROM plan_cache WHERE owner_user_id = ? AND kind = 'exact' AND key = ?",
            (owner, key))
        return _row(row) if row else None

    async def templates(self, owner: str) -> list[CachedPlan]:
        rows = await self._db.fetchall(
            "SELECT * FROM plan_cache WHERE owner_user_id = ? AND kind = 'template'"
            " ORDER BY uses DESC, created_at DESC LIMIT 200", (owner,))
        return [_row(r) for r in rows]

    async def of_turn(self, owner: str, turn_id: str) -> CachedPlan | None:
        """The exact entry a turn stored or used (for a confirmation that promotes it)."""
        row = await self._db.fetchone(
            "SELECT * FROM plan_cache WHERE owner_user_id = ? AND turn_id = ? AND kind = 'exact'",
            (owner, turn_id))
        return _row(row) if row else None

    async def used(self, entry: CachedPlan, turn_id: str) -> None:
        await self._db.execute_write(
            "UPDATE plan_cache SET uses = uses + 1, used_at = ?, turn_id = ?"
            " WHERE owner_user_id = ? AND kind = ? AND key = ?",
            (time.time(), turn_id, entry.owner_user_id, entry.kind, entry.key))

    async def forget(self, entry: CachedPlan) -> None:
        await self._db.execute_write(
            "DELETE FROM plan_cache WHERE owner_user_id = ? AND kind = ? AND key = ?",
            (entry.owner_user_id, entry.kind, entry.key))

    async def rejected_turn(self, owner: str, turn_id: str) -> int:
        """The user turned down what `turn_id` did (said it was wrong, or denied its effect):
        the plan it reused is demoted — an exact entry goes, a template counts a rejection."""
        def reject(conn: Connection) -> int:
            entries = conn.execute("SELECT kind, key FROM plan_cache WHERE owner_user_id = ?"
                                   " AND turn_id = ?", (owner, turn_id)).fetchall()
            for kind, key in entries:
                _reject(conn, owner, kind, key, kind == "exact")
            return len(entries)

        return await self._db.execute_write_fn(reject)

    async def rejected(self, owner: str, kind: str, key: str, *, forget: bool = False) -> None:
        """A reuse the user turned down (or that failed); a template is dropped after a few,
        an exact entry at once when `forget`."""
        await self._db.execute_write_fn(lambda conn: _reject(conn, owner, kind, key, forget))
