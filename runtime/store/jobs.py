"""Long-running jobs: the rest of a turn's plan, its progress, and how it ended."""

from __future__ import annotations

import json
import secrets
import time
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


def _job(r: Any) -> JobRow:
    return JobRow(
        r["id"], r["owner_user_id"], r["number"], r["conversation_id"], r["channel"], r["locale"],
        r["turn_id"], r["path"], json.loads(r["plan_json"]),
        json.loads(r["approvals_json"]), r["literal_origin"], r["position"], r["state"],
        r["reason"], json.loads(r["progress_json"]), r["answer_text"], json.loads(r["files_json"]),
        bool(r["reported"]), r["cancel_requested"], r["created_at"], r["started_at"], r["finished_at"],
    )


class JobStore:
    """Create, update and list jobs. Reads filter by owner unless an admin asks for all."""

    def __init__(self, db: Storage, runner: str) -> None:
        self._db = db
        self.runner = runner
        self.bytes_written = 0  # step records written by this store (bench/job_io.py reads it)

    async def create(
        self, *, owner: str, conversation_id: str, channel: str, locale: str, turn_id: str,
        path: str, plan: dict[str, Any], records: dict[str, Any], approvals: dict[str, str],
        literal_origin: str, position: int, reason: str, progress: dict[str, Any],
    ) -> JobRow:
        """Store a queued job with the owner's next number; `records` are the steps so far,
        one row each (``{step: record}``, as ``save_step`` writes them)."""
        job_id = "j" + secrets.token_hex(8)
        values = (job_id, owner, conversation_id, channel, locale, turn_id, path, json.dumps(plan),
                  "{}", json.dumps(approvals), literal_origin, position, reason,
                  json.dumps(progress), self.runner, time.time())
        rows = [(job_id, int(num), json.dumps(rec, default=str)) for num, rec in records.items()]
        self.bytes_written += sum(len(r[2]) for r in rows)

        def insert(conn: Connection) -> JobRow:
            conn.execute(  # the owner's next number, read inside the transaction
                "INSERT INTO jobs (id, owner_user_id, number, conversation_id, channel, locale,"
                " turn_id, path, plan_json, records_json, approvals_json, literal_origin, position,"
                " state, reason, progress_json, runner, created_at) SELECT ?, ?,"
                " COALESCE(MAX(number), 0) + 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?, ?"
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

    async def set_state(self, owner: str, job_id: str, state: str, **fields: Any) -> None:
        """Move a job to `state`; `answer_text`, `files`, `position` may come along."""
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
        def update(conn: Connection) -> None:
            conn.execute(f"UPDATE jobs SET {', '.join(sets)} WHERE id = ? AND owner_user_id = ?",
                         (*params, job_id, owner))
            if state in ("done", "failed", "cancelled"):
                # its answer is kept; the records of its steps are no longer needed
                conn.execute("DELETE FROM job_steps WHERE job_id = ?", (job_id,))

        await self._db.execute_write_fn(update)

    async def save_progress(
        self, owner: str, job_id: str, *, progress: dict[str, Any], position: int | None = None,
        step: tuple[int, dict[str, Any]] | None = None,
    ) -> None:
        """Where the job is (step i of n, executor, items), and the record of the step that
        just ended — one row per step, never the whole set rewritten."""
        sets: list[str] = ["progress_json = ?"]
        params: list[Any] = [json.dumps(progress)]
        if position is not None:
            sets.append("position = ?")
            params.append(position)
        blob = None if step is None else json.dumps(step[1], default=str)
        self.bytes_written += len(blob or "")

        def update(conn: Connection) -> None:
            conn.execute(f"UPDATE jobs SET {', '.join(sets)} WHERE id = ? AND owner_user_id = ?",
                         (*params, job_id, owner))
            if step is not None:
                conn.execute(
                    "INSERT INTO job_steps (job_id, step_num, record_json)"
                    " SELECT id, ?, ? FROM jobs WHERE id = ? AND owner_user_id = ?"
                    " ON CONFLICT (job_id, step_num) DO UPDATE SET record_json = excluded.record_json",
                    (step[0], blob, job_id, owner))

        await self._db.execute_write_fn(update)

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
        blindly. Jobs of a live process (a bot beside this ``metnos jobs``) are left alone."""
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
            "UPDATE jobs SET state = 'queued', runner = ?, reported = 1, finished_at = NULL,"
            " cancel_requested = 0 WHERE id = ? AND owner_user_id = ? AND state = 'interrupted'",
            (self.runner, job_id, owner))
        return changed == 1

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
