"""Turns and their traces, and the per-conversation history."""

from __future__ import annotations

import json
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from runtime.plan.model import Plan
from runtime.store import runners
from runtime.store.db import Connection, Storage
from runtime.store.referents import HISTORY_SQL
from runtime.turn import TurnContext

#: Turns this log remembers having started (the newest; an older one is looked up instead).
STARTED_KEPT = 4096
#: A request's source starts one turn; after this long the same source is a new request (a
#: front end's ids may be used again: Telegram picks update ids at random after a quiet week).
SOURCE_KEPT_SECONDS = 2 * 86_400.0


@dataclass(frozen=True)
class TurnRow:
    """A stored turn with its trace."""

    id: str
    owner_user_id: str
    conversation_id: str
    channel: str
    locale: str
    request_text: str
    state: str  # running | suspended | background | answered | failed | interrupted
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


class TurnLog:
    """The one writer of turn state: a turn starts, then ends in a state its owner can see.

    States: ``running`` (this runner works on it), ``suspended`` (waiting for its owner),
    ``background`` (a job runs the rest), ``answered``, ``failed``, ``interrupted`` (its runner
    stopped mid-run; told to the owner once).
    """

    def __init__(self, db: Storage, runner: str = "") -> None:
        self._db = db
        self.runner = runner
        self._started: OrderedDict[str, None] = OrderedDict()

    async def start(self, turn: TurnContext) -> bool:
        """Store the turn as running here; False, storing nothing, when its request (its
        ``source``) already started a turn — the same message handled elsewhere meanwhile (a
        worker that hung past its lease, whose message another worker took over). A source
        last used more than :data:`SOURCE_KEPT_SECONDS` ago is a front end's id used again:
        the old turn forgets it."""
        # the request also lands in the history (trigger history_request)
        insert = ("INSERT INTO turns (id, owner_user_id, conversation_id, channel, locale,"
                  " request_text, state, started_at, runner, source)"
                  " VALUES (?, ?, ?, ?, ?, ?, 'running', ?, ?, ?) ON CONFLICT DO NOTHING")
        now = time.time()
        args = (turn.turn_id, turn.user.id, turn.conversation_id, turn.channel, turn.locale,
                turn.text, now, self.runner, turn.source)
        if await self._db.execute_write(insert, args) != 1:
            def again(conn: Connection) -> bool:
                row = conn.execute("SELECT started_at FROM turns WHERE source = ?",
                                   (turn.source,)).fetchone()
                if row is not None and float(row["started_at"]) >= now - SOURCE_KEPT_SECONDS:
                    return False
                conn.execute("UPDATE turns SET source = NULL WHERE source = ?", (turn.source,))
                return bool(conn.execute(insert, args).rowcount == 1)

            if turn.source is None or not await self._db.execute_write_fn(again):
                return False
        self._started[turn.turn_id] = None
        if len(self._started) > STARTED_KEPT:
            self._started.popitem(last=False)
        return True

    def started_here(self, turn_id: str) -> bool:
        """Whether this log started the turn (so its steps run in this process while it is open:
        what the turn stored elsewhere, this process stored). False when unsure."""
        return turn_id in self._started

    async def answered(self, turn_id: str, owner: str, *, path: str | None,
                       plan: Plan | dict[str, Any] | None, outcome: str, reply_text: str | None,
                       trace: list[dict[str, Any]] | None,
                       also: tuple[str, tuple[Any, ...]] | None = None) -> None:
        """The turn ended with an answer (or a refusal, a cancel, an expiry); `also`, a write
        that belongs with the answer (what it is about), lands in the same transaction."""
        await self._save(turn_id, owner, "answered", path, plan, outcome, reply_text, trace, also)

    async def suspended(self, turn_id: str, owner: str, *, path: str, plan: Plan | None,
                        trace: list[dict[str, Any]] | None) -> None:
        """The turn waits for its owner's answer to a prompt."""
        await self._save(turn_id, owner, "suspended", path, plan, "suspended", None, trace)

    async def background(self, turn_id: str, owner: str, *, path: str, plan: Plan, reply_text: str,
                         trace: list[dict[str, Any]] | None) -> None:
        """The rest of the turn's plan runs as a job; the job's end settles the turn."""
        await self._save(turn_id, owner, "background", path, plan, "job", reply_text, trace)

    async def failed(self, turn_id: str, owner: str, *, path: str, plan: Plan | dict[str, Any],
                     reply_text: str, trace: list[dict[str, Any]] | None) -> None:
        await self._save(turn_id, owner, "failed", path, plan, "error", reply_text, trace)

    async def failed_here(self, turn_id: str, owner: str, reply_text: str) -> None:
        """The turn, if it is still running on this runner, failed (an error broke it)."""
        await self._db.execute_write(
            "UPDATE turns SET state = 'failed', outcome = 'error', reply_text = ?, finished_at = ?"
            " WHERE id = ? AND owner_user_id = ? AND state = 'running' AND runner = ?",
            (reply_text, time.time(), turn_id, owner, self.runner))

    async def interrupted(self, turn_id: str, owner: str, *, path: str, plan: Plan | dict[str, Any],
                          trace: list[dict[str, Any]] | None) -> None:
        """A job of this turn was stopped by a shutdown; the job tells its owner."""
        await self._save(turn_id, owner, "interrupted", path, plan, "interrupted", None, trace)

    async def _save(self, turn_id: str, owner: str, state: str, path: str | None,
                    plan: Plan | dict[str, Any] | None, outcome: str | None, reply_text: str | None,
                    trace: list[dict[str, Any]] | None,
                    also: tuple[str, tuple[Any, ...]] | None = None) -> None:
        finished = None if state in ("running", "suspended", "background") else time.time()
        plan_json = None if plan is None else json.dumps(
            plan.model_dump(mode="json") if isinstance(plan, Plan) else plan)
        # an answer also lands in the history (trigger history_answer)
        sql = ("UPDATE turns SET state = ?, path = COALESCE(?, path), plan_json = COALESCE(?, plan_json),"
               " outcome = ?, reply_text = COALESCE(?, reply_text), trace_json = COALESCE(?, trace_json),"
               " finished_at = ?"
               " WHERE id = ? AND owner_user_id = ?")
        args = (state, path, plan_json, outcome, reply_text,
                None if trace is None else json.dumps(trace, default=str), finished, turn_id, owner)
        if also is None:
            await self._db.execute_write(sql, args)
            return

        def unit(conn: Connection) -> None:  # one transaction, one round trip
            conn.execute(sql, args)
            conn.execute(*also)

        await self._db.execute_write_fn(unit)

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

    async def recover(self, now: float | None = None) -> int:
        """Turns whose runner is gone (a crash, a kill) become ``interrupted``, to be told to
        their owners; turns of a live runner — another process — are left alone. On the SQLite
        file a runner is alive while its process is; on a shared database while its lease in
        ``runners`` holds (a worker on another host is never judged by a local process id)."""
        now = time.time() if now is None else now
        if runners.shared(self._db):
            return await self._db.execute_write(
                "UPDATE turns SET state = 'interrupted', finished_at = ?, reported = 0"
                " WHERE state = 'running' AND NOT "
                + runners.LIVE_RUNNER_SQL.format(table="turns"), (now, now))

        def interrupt(conn: Connection) -> int:
            rows = conn.execute("SELECT id, runner FROM turns WHERE state = 'running'").fetchall()
            gone = [(now, r["id"]) for r in rows if not runners.alive(r["runner"])]
            conn.executemany("UPDATE turns SET state = 'interrupted', finished_at = ?, reported = 0"
                             " WHERE id = ? AND state = 'running'", gone)
            return len(gone)

        return await self._db.execute_write_fn(interrupt)

    async def unreported_interrupted(self, owner: str | None = None) -> list[TurnRow]:
        """Interrupted turns nobody was told about yet (oldest first)."""
        sql = "SELECT * FROM turns WHERE state = 'interrupted' AND reported = 0"
        params: tuple[Any, ...] = ()
        if owner is not None:
            sql += " AND owner_user_id = ?"
            params = (owner,)
        rows = await self._db.fetchall(sql + " ORDER BY started_at", params)
        return [_turn(r) for r in rows]

    async def mark_reported(self, turn_id: str) -> None:
        await self._db.execute_write("UPDATE turns SET reported = 1 WHERE id = ?", (turn_id,))

    async def prune(self, before: float) -> int:
        """Forget finished turns and history older than `before` (the retention setting)."""
        def delete(conn: Connection) -> int:
            removed = conn.execute(
                "DELETE FROM turns WHERE finished_at < ? AND (state IN ('answered', 'failed')"
                " OR (state = 'interrupted' AND reported = 1))", (before,)).rowcount
            conn.execute("DELETE FROM history WHERE created_at < ?", (before,))
            return removed

        return await self._db.execute_write_fn(delete)

    async def history(self, owner: str, conversation_id: str, limit: int = 20) -> list[tuple[str, str]]:
        rows = await self._db.fetchall(HISTORY_SQL, (owner, conversation_id, limit))
        return [(r["role"], r["text"]) for r in reversed(rows)]
