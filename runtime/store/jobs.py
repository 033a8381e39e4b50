"""Long-running jobs: the rest of a turn's plan, its progress, and how it ended.

The jobs table is also the queue. A job is *claimed*: its ``runner`` holds it while
``lease_until`` is ahead, and the holder's heartbeat renews the lease (:meth:`JobStore.renew`).
A job whose lease lapsed — its worker died or hung — is claimed by another worker
(:meth:`JobStore.claim`: ``SELECT ... FOR UPDATE SKIP LOCKED`` on PostgreSQL, the writer's
``BEGIN IMMEDIATE`` on SQLite) and goes on from where it stopped. Every write of a job's own
task names its runner (:meth:`JobStore.set_state` with ``fenced``, :meth:`JobStore.save_progress`):
a worker that lost its claim writes nothing more.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from runtime.store import runners
from runtime.store.db import Connection, Storage

OPEN_STATES = ("queued", "running", "waiting")


@dataclass(frozen=True)
class JobRow:
    """A job as stored: what it runs, where it got to, and its answer when done."""

    id: str
    owner_user_id: str
    number: int
    conversation_id: str
    channel: str
    locale: str
    turn_id: str
    path: str
    plan: dict[str, Any]
    approvals: dict[str, str]
    literal_origin: str
    position: int
    state: str  # queued | running | waiting | done | failed | cancelled | interrupted
    reason: str  # why the turn handed it over: long_running | items | elapsed
    progress: dict[str, Any]  # step, steps, tool, items
    answer_text: str | None
    files: list[str]
    reported: bool
    cancel_requested: int  # 0 no; 1 someone is waiting for the answer; 2 tell the owner
    created_at: float
    started_at: float | None
    finished_at: float | None
    runner: str = ""  # who holds the claim
    lease_until: float | None = None  # the claim holds until then (renewed by a heartbeat)
    takeovers: int = 0  # how many times another worker claimed it after a lapsed lease


def _job(r: Any) -> JobRow:
    return JobRow(
        r["id"], r["owner_user_id"], r["number"], r["conversation_id"], r["channel"], r["locale"],
        r["turn_id"], r["path"], json.loads(r["plan_json"]),
        json.loads(r["approvals_json"]), r["literal_origin"], r["position"], r["state"],
        r["reason"], json.loads(r["progress_json"]), r["answer_text"], json.loads(r["files_json"]),
        bool(r["reported"]), r["cancel_requested"], r["created_at"], r["started_at"], r["finished_at"],
        r["runner"], r["lease_until"], int(r["takeovers"] or 0),
    )


class JobStore:
    """Create, update and list jobs. Reads filter by owner unless an admin asks for all."""

    def __init__(self, db: Storage, runner: str, lease_seconds: float = 30.0) -> None:
        self._db = db
        self.runner = runner
        self.lease_seconds = lease_seconds
        self.bytes_written = 0  # step records written by this store (bench/job_io.py reads it)

    async def create(
        self, *, owner: str, conversation_id: str, channel: str, locale: str, turn_id: str,
        path: str, plan: dict[str, Any], records: dict[str, Any], approvals: dict[str, str],
        literal_origin: str, position: int, reason: str, progress: dict[str, Any],
    ) -> JobRow:
        """Store a queued job with the owner's next number, claimed by this store's runner for
        one lease; `records` are the steps so far, one row each (``{step: record}``, as
        ``save_progress`` writes them)."""
        job_id = "j" + secrets.token_hex(8)
        now = time.time()
        values = (job_id, owner, conversation_id, channel, locale, turn_id, path, json.dumps(plan),
                  "{}", json.dumps(approvals), literal_origin, position, reason,
                  json.dumps(progress), self.runner, now, now + self.lease_seconds)
        rows = [(job_id, int(num), json.dumps(rec, default=str)) for num, rec in records.items()]
        self.bytes_written += sum(len(r[2]) for r in rows)

        def insert(conn: Connection) -> JobRow:
            conn.execute(  # the owner's next number, read inside the transaction
                "INSERT INTO jobs (id, owner_user_id, number, conversation_id, channel, locale,"
                " turn_id, path, plan_json, records_json, approvals_json, literal_origin, position,"
                " state, reason, progress_json, runner, created_at, lease_until) SELECT ?, ?,"
                " COALESCE(MAX(number), 0) + 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?, ?, ?"
                " FROM jobs WHERE owner_user_id = ?", (*values, owner))
            conn.executemany(
                "INSERT INTO job_steps (job_id, step_num, record_json) VALUES (?, ?, ?)", rows)
            return _job(conn.execute("SELECT * FROM jobs WHERE id = ?", (job_id,)).fetchone())

        return await self._db.execute_write_fn(insert)

    async def get(self, owner: str, job_id: str) -> JobRow | None:
        row = await self._db.fetchone(
            "SELECT * FROM jobs WHERE id = ? AND owner_user_id = ?", (job_id, owner))
        return _job(row) if row else None

    async def by_number(self, owner: str, number: int) -> JobRow | None:
        row = await self._db.fetchone(
            "SELECT * FROM jobs WHERE owner_user_id = ? AND number = ?", (owner, number))
        return _job(row) if row else None

    async def by_turn(self, owner: str, turn_id: str) -> JobRow | None:
        row = await self._db.fetchone(
            "SELECT * FROM jobs WHERE owner_user_id = ? AND turn_id = ?", (owner, turn_id))
        return _job(row) if row else None

    async def recent(self, owner: str | None, limit: int = 10) -> list[JobRow]:
        """The newest jobs of `owner` (None: of everyone, for admins)."""
        if owner is None:
            rows = await self._db.fetchall(
                "SELECT * FROM jobs ORDER BY created_at DESC, rowid DESC LIMIT ?", (limit,))
        else:
            rows = await self._db.fetchall(
                "SELECT * FROM jobs WHERE owner_user_id = ? ORDER BY created_at DESC, rowid DESC"
                " LIMIT ?", (owner, limit))
        return [_job(r) for r in rows]

    async def set_state(self, owner: str, job_id: str, state: str, *, fenced: bool = False,
                        **fields: Any) -> bool:
        """Move a job to `state`; `answer_text`, `files`, `position` may come along. `fenced`
        (the job's own task): only while this store's runner holds the claim. False when
        nothing changed."""
        sets: list[str] = ["state = ?"]
        params: list[Any] = [state]
        if state == "running":
            sets.append("started_at = COALESCE(started_at, ?)")
            params.append(time.time())
        if state not in OPEN_STATES:
            sets.append("finished_at = ?")
            params.append(time.time())
        for name, value in fields.items():
            column = {"files": "files_json"}.get(name, name)
            sets.append(f"{column} = ?")
            params.append(json.dumps(value) if name == "files" else value)
        where = " WHERE id = ? AND owner_user_id = ?" + (" AND runner = ?" if fenced else "")
        keys = (job_id, owner, self.runner) if fenced else (job_id, owner)

        def update(conn: Connection) -> bool:
            changed = conn.execute(f"UPDATE jobs SET {', '.join(sets)}{where}",
                                   (*params, *keys)).rowcount == 1
            if changed and state in ("done", "failed", "cancelled"):
                # its answer is kept; the records of its steps are no longer needed
                conn.execute("DELETE FROM job_steps WHERE job_id = ?", (job_id,))
            return changed

        return await self._db.execute_write_fn(update)

    async def save_progress(
        self, owner: str, job_id: str, *, progress: dict[str, Any], position: int | None = None,
        step: tuple[int, dict[str, Any]] | None = None,
    ) -> bool:
        """Where the job is (step i of n, executor, items), and the record of the step that
        just ended — one row per step, never the whole set rewritten. Only while this store's
        runner holds the claim (the job's own task writes it): False, and nothing written,
        once another worker took the job over."""
        sets: list[str] = ["progress_json = ?"]
        params: list[Any] = [json.dumps(progress)]
        if position is not None:
            sets.append("position = ?")
            params.append(position)
        blob = None if step is None else json.dumps(step[1], default=str)
        self.bytes_written += len(blob or "")

        def update(conn: Connection) -> bool:
            held = conn.execute(
                f"UPDATE jobs SET {', '.join(sets)} WHERE id = ? AND owner_user_id = ? AND runner = ?",
                (*params, job_id, owner, self.runner)).rowcount == 1
            if held and step is not None:
                conn.execute(
                    "INSERT INTO job_steps (job_id, step_num, record_json) VALUES (?, ?, ?)"
                    " ON CONFLICT (job_id, step_num) DO UPDATE SET record_json = excluded.record_json",
                    (job_id, step[0], blob))
            return held

        return await self._db.execute_write_fn(update)

    async def records(self, owner: str, job_id: str) -> dict[int, dict[str, Any]]:
        """The stored step records of a job, by step number (empty once a finished job's data
        expired)."""
        rows = await self._db.fetchall(
            "SELECT s.step_num, s.record_json FROM job_steps s JOIN jobs j ON j.id = s.job_id"
            " WHERE s.job_id = ? AND j.owner_user_id = ? ORDER BY s.step_num", (job_id, owner))
        return {int(r["step_num"]): json.loads(r["record_json"]) for r in rows}

    async def waiting(self) -> list[JobRow]:
        rows = await self._db.fetchall("SELECT * FROM jobs WHERE state = 'waiting'")
        return [_job(r) for r in rows]

    async def prune(self, before: float) -> int:
        """Forget jobs that finished before `before` (the retention setting), steps included."""
        return await self._db.execute_write(
            "DELETE FROM jobs WHERE finished_at < ? AND (state IN ('done', 'failed', 'cancelled')"
            " OR (state = 'interrupted' AND reported = 1))", (before,))

    async def mark_interrupted(self) -> int:
        """Jobs left running or queued by a process that is gone: interrupted, never re-run
        blindly. Jobs of a live process (a bot beside this ``metnos jobs``) are left alone.

        On a shared database nothing is marked: a job whose worker is gone stays in the queue,
        and the next worker whose claim finds its lease lapsed goes on with it."""
        if runners.shared(self._db):
            return 0

        def interrupt(conn: Connection) -> int:
            rows = conn.execute("SELECT id, runner FROM jobs WHERE state IN ('running', 'queued')")
            gone = [(now, r["id"]) for r in rows if not runners.alive(r["runner"])]
            conn.executemany("UPDATE jobs SET state = 'interrupted', finished_at = ?, reported = 0"
                             " WHERE id = ? AND state IN ('running', 'queued')", gone)
            return len(gone)

        now = time.time()
        return await self._db.execute_write_fn(interrupt)

    async def take_over(self, owner: str, job_id: str) -> bool:
        """An interrupted job continues under this store's runner; False if it is not
        interrupted any more (someone tapped "continue" first)."""
        changed = await self._db.execute_write(
            "UPDATE jobs SET state = 'queued', runner = ?, lease_until = ?, reported = 1,"
            " finished_at = NULL, cancel_requested = 0"
            " WHERE id = ? AND owner_user_id = ? AND state = 'interrupted'",
            (self.runner, time.time() + self.lease_seconds, job_id, owner))
        return changed == 1

    # --- the queue ------------------------------------------------------------------------

    async def renew(self, now: float | None = None) -> int:
        """The heartbeat: every open job this runner holds keeps its claim for one more lease."""
        now = time.time() if now is None else now
        return await self._db.execute_urgent(
            "UPDATE jobs SET lease_until = ? WHERE runner = ? AND state IN ('queued', 'running')",
            (now + self.lease_seconds, self.runner))

    async def lost(self, job_ids: Iterable[str]) -> set[str]:
        """Those of `job_ids` that another runner holds now (it claimed them after this one's
        lease lapsed)."""
        ids = sorted(set(job_ids))
        if not ids:
            return set()
        marks = ", ".join("?" for _ in ids)
        rows = await self._db.fetchall(
            f"SELECT id FROM jobs WHERE id IN ({marks}) AND runner <> ?", (*ids, self.runner))
        return {r["id"] for r in rows}

    async def claim(self, limit: int, now: float | None = None) -> list[JobRow]:
        """Claim up to `limit` open jobs whose lease lapsed (their worker is gone) for this
        runner, oldest first; each is claimed by one worker only. On PostgreSQL the rows are
        locked with ``FOR UPDATE SKIP LOCKED`` (two workers claiming at once take different
        jobs, without waiting for each other); the update checks the lapsed lease again."""
        now = time.time() if now is None else now
        if limit <= 0:
            return []
        lock = " FOR UPDATE SKIP LOCKED" if self._db.dialect == "postgresql" else ""

        def claim(conn: Connection) -> list[JobRow]:
            due = conn.execute(
                "SELECT id FROM jobs WHERE state IN ('queued', 'running')"
                " AND COALESCE(lease_until, 0) < ? ORDER BY created_at LIMIT ?" + lock,
                (now, limit)).fetchall()
            taken: list[JobRow] = []
            for row in due:
                changed = conn.execute(
                    "UPDATE jobs SET runner = ?, lease_until = ?, takeovers = takeovers + 1"
                    " WHERE id = ? AND state IN ('queued', 'running')"
                    " AND COALESCE(lease_until, 0) < ?",
                    (self.runner, now + self.lease_seconds, row["id"], now)).rowcount
                if changed == 1:
                    taken.append(_job(conn.execute("SELECT * FROM jobs WHERE id = ?",
                                                   (row["id"],)).fetchone()))
            return taken

        return await self._db.execute_write_fn(claim)

    async def release(self, owner: str, job_id: str, *, position: int | None = None) -> bool:
        """Hand a job this runner holds back to the queue, claimable at once by any worker
        (a worker that stops lets another go on with it); `position`, the next step, when it
        stopped between steps."""
        sets = "lease_until = 0, state = 'queued'" + (", position = ?" if position is not None else "")
        params = (position,) if position is not None else ()
        changed = await self._db.execute_write(
            f"UPDATE jobs SET {sets} WHERE id = ? AND owner_user_id = ? AND runner = ?"
            " AND state IN ('queued', 'running')", (*params, job_id, owner, self.runner))
        return changed == 1

    async def expired(self, now: float | None = None) -> list[JobRow]:
        """Open jobs whose claim lapsed and that no worker took yet (for ``metnos doctor``)."""
        now = time.time() if now is None else now
        rows = await self._db.fetchall(
            "SELECT * FROM jobs WHERE state IN ('queued', 'running') AND COALESCE(lease_until, 0) < ?"
            " ORDER BY created_at", (now,))
        return [_job(r) for r in rows]

    async def unreported_interrupted(self) -> list[JobRow]:
        rows = await self._db.fetchall(
            "SELECT * FROM jobs WHERE state = 'interrupted' AND reported = 0 ORDER BY created_at")
        return [_job(r) for r in rows]

    async def mark_reported(self, job_id: str) -> None:
        await self._db.execute_write("UPDATE jobs SET reported = 1 WHERE id = ?", (job_id,))

    async def request_cancel(self, owner: str, job_id: str, level: int) -> bool:
        """Ask a queued or running job to stop before its next step; False if it already ended."""
        changed = await self._db.execute_write(
            "UPDATE jobs SET cancel_requested = ? WHERE id = ? AND owner_user_id = ?"
            " AND state IN ('queued', 'running')", (level, job_id, owner))
        return changed == 1
