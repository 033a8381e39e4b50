"""The one module that owns metnos.db: connections, migrations, transactions.

All writes go through one connection and one lock; read-modify-write uses
``BEGIN IMMEDIATE``. Reads use a second connection so they never wait for the
writer (WAL).

The runtime's schema is :data:`MIGRATIONS`, counted by ``PRAGMA user_version``. A component
that keeps its own tables in metnos.db (a front end) brings its own :class:`Migrations` and
applies them with :meth:`Database.migrate`; they are counted per component in the
``schema_versions`` table, so the runtime knows nothing of them and neither renumbers the other.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from runtime.errors import StorageError

MIGRATIONS: tuple[str, ...] = (
    # 1: users, identities, turns and their traces, history, undo receipts, dialogues
    """
    CREATE TABLE users (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        role TEXT NOT NULL CHECK (role IN ('admin', 'user')),
        disabled INTEGER NOT NULL DEFAULT 0,
        locale TEXT,
        created_at REAL NOT NULL
    );
    CREATE TABLE identities (
        channel TEXT NOT NULL,
        external_id TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at REAL NOT NULL,
        PRIMARY KEY (channel, external_id)
    );
    CREATE TABLE pairing_codes (
        code_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at REAL NOT NULL,
        expires_at REAL NOT NULL,
        used_at REAL
    );
    CREATE TABLE turns (
        id TEXT PRIMARY KEY,
        owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        conversation_id TEXT NOT NULL,
        channel TEXT NOT NULL,
        locale TEXT NOT NULL,
        request_text TEXT NOT NULL,
        state TEXT NOT NULL,
        path TEXT,
        plan_json TEXT,
        outcome TEXT,
        reply_text TEXT,
        trace_json TEXT NOT NULL DEFAULT '[]',
        started_at REAL NOT NULL,
        finished_at REAL
    );
    CREATE INDEX turns_owner ON turns (owner_user_id, started_at);
    CREATE TABLE history (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        conversation_id TEXT NOT NULL,
        turn_id TEXT,
        role TEXT NOT NULL CHECK (role IN ('user', 'metnos')),
        text TEXT NOT NULL,
        created_at REAL NOT NULL
    );
    CREATE INDEX history_conv ON history (owner_user_id, conversation_id, id);
    CREATE TABLE receipts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        turn_id TEXT NOT NULL,
        step_num INTEGER NOT NULL,
        executor TEXT NOT NULL,
        effect_json TEXT NOT NULL,
        created_at REAL NOT NULL,
        undone_at REAL,
        undo_turn_id TEXT,
        undo_status TEXT
    );
    CREATE INDEX receipts_owner ON receipts (owner_user_id, turn_id);
    CREATE TABLE dialogues (
        id TEXT PRIMARY KEY,
        owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        conversation_id TEXT NOT NULL,
        turn_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        state TEXT NOT NULL,
        plan_json TEXT NOT NULL,
        plan_hash TEXT NOT NULL,
        position INTEGER NOT NULL,
        args_hash TEXT NOT NULL,
        records_json TEXT NOT NULL,
        approvals_json TEXT NOT NULL,
        signatures_json TEXT NOT NULL,
        suspension_json TEXT NOT NULL,
        prompt_json TEXT NOT NULL,
        locale TEXT NOT NULL,
        channel TEXT NOT NULL,
        literal_origin TEXT NOT NULL,
        created_at REAL NOT NULL,
        expires_at REAL NOT NULL,
        resolved_at REAL,
        resolution TEXT
    );
    CREATE INDEX dialogues_conv ON dialogues (owner_user_id, conversation_id, state);
    """,
    # 2: an index on pairing codes by user. (Until the front ends owned their tables, this step
    # also created the Telegram front end's; databases migrated then keep them, and the front
    # end's own migrations, registered with Database.migrate, adopt them as they are.)
    """
    CREATE INDEX pairing_codes_user ON pairing_codes (user_id);
    """,
    # 3: the conversation history mirrors turns (a request when a turn starts, the answer
    # when it gets one), so recording a turn is one atomic statement rather than a transaction
    """
    CREATE TRIGGER history_request AFTER INSERT ON turns BEGIN
        INSERT INTO history (owner_user_id, conversation_id, turn_id, role, text, created_at)
        VALUES (NEW.owner_user_id, NEW.conversation_id, NEW.id, 'user', NEW.request_text,
                NEW.started_at);
    END;
    CREATE TRIGGER history_answer AFTER UPDATE OF reply_text ON turns
    WHEN NEW.reply_text IS NOT NULL AND NEW.reply_text IS NOT OLD.reply_text BEGIN
        INSERT INTO history (owner_user_id, conversation_id, turn_id, role, text, created_at)
        VALUES (NEW.owner_user_id, NEW.conversation_id, NEW.id, 'metnos', NEW.reply_text,
                COALESCE(NEW.finished_at, NEW.started_at));
    END;
    """,
    # 4: long-running jobs: the rest of a turn's plan, run in the background, numbered per user
    """
    CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        conversation_id TEXT NOT NULL,
        channel TEXT NOT NULL,
        locale TEXT NOT NULL,
        turn_id TEXT NOT NULL,
        path TEXT NOT NULL,
        plan_json TEXT NOT NULL,
        records_json TEXT NOT NULL,
        approvals_json TEXT NOT NULL,
        literal_origin TEXT NOT NULL,
        position INTEGER NOT NULL,
        state TEXT NOT NULL,
        reason TEXT NOT NULL,
        progress_json TEXT NOT NULL,
        answer_text TEXT,
        files_json TEXT NOT NULL DEFAULT '[]',
        reported INTEGER NOT NULL DEFAULT 0,
        cancel_requested INTEGER NOT NULL DEFAULT 0,
        runner TEXT NOT NULL,
        created_at REAL NOT NULL,
        started_at REAL,
        finished_at REAL,
        UNIQUE (owner_user_id, number)
    );
    CREATE INDEX jobs_turn ON jobs (owner_user_id, turn_id);
    CREATE INDEX jobs_state ON jobs (state);
    """,
    # 5: what each conversation's last answer was about ("leggilo", "spostali", "il secondo")
    """
    CREATE TABLE referents (
        owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        conversation_id TEXT NOT NULL,
        data_json TEXT NOT NULL,
        updated_at REAL NOT NULL,
        expires_at REAL NOT NULL,
        PRIMARY KEY (owner_user_id, conversation_id)
    );
    """,
    # 6: whose process runs a turn (liveness is judged per runner), whether its owner was told
    # of an interruption; a job's step records as per-step rows instead of one rewritten blob
    """
    ALTER TABLE turns ADD COLUMN runner TEXT NOT NULL DEFAULT '';
    ALTER TABLE turns ADD COLUMN reported INTEGER NOT NULL DEFAULT 1;
    CREATE INDEX turns_open ON turns (state) WHERE state IN ('running', 'interrupted');
    CREATE INDEX turns_finished ON turns (finished_at);
    CREATE TABLE job_steps (
        job_id TEXT NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
        step_num INTEGER NOT NULL,
        record_json TEXT NOT NULL,
        PRIMARY KEY (job_id, step_num)
    );
    """,
    # 7: plans reused per user: a request that ran before (fast path), and plans the user
    # confirmed, lifted into templates with slots for the values from their words (autopath)
    """
    CREATE TABLE plan_cache (
        owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('exact', 'template')),
        key TEXT NOT NULL,
        referents TEXT NOT NULL DEFAULT '',
        words_json TEXT NOT NULL,
        plan_json TEXT NOT NULL,
        origin TEXT NOT NULL,
        signatures_json TEXT NOT NULL,
        slots_json TEXT NOT NULL DEFAULT '[]',
        uses INTEGER NOT NULL DEFAULT 0,
        rejections INTEGER NOT NULL DEFAULT 0,
        turn_id TEXT,
        created_at REAL NOT NULL,
        used_at REAL,
        PRIMARY KEY (owner_user_id, kind, key)
    );
    CREATE INDEX plan_cache_turn ON plan_cache (owner_user_id, turn_id);
    """,
)


class StoreError(StorageError):
    """metnos.db cannot be used (corrupt, locked, not a database); the message says which."""


@dataclass(frozen=True)
class Migrations:
    """A component's own schema in metnos.db: numbered scripts, each applied once, in order.

    Scripts are only ever appended (a shipped one never changes). The first script of a
    component whose tables an earlier version created elsewhere adopts them with
    ``CREATE ... IF NOT EXISTS``.
    """

    component: str
    scripts: tuple[str, ...]


_SCHEMA_VERSIONS = """CREATE TABLE IF NOT EXISTS schema_versions (
    component TEXT PRIMARY KEY,
    version INTEGER NOT NULL
)"""


class Database:
    """metnos.db: one writer connection guarded by a lock, one reader connection."""

    def __init__(self, path: Path, writer: aiosqlite.Connection, reader: aiosqlite.Connection):
        self.path = path
        self._writer = writer
        self._reader = reader
        self._lock = asyncio.Lock()
        self._migrated: dict[str, int] = {}  # component -> version, once brought up to date

    @classmethod
    async def open(cls, path: Path) -> Database:
        """Open (creating if needed) and migrate the database at `path`."""
        path.parent.mkdir(parents=True, exist_ok=True)
        writer = reader = None
        try:
            writer = await _connect(path)
            await _migrate(writer)
            reader = await _connect(path)
        except sqlite3.DatabaseError as exc:
            for conn in (writer, reader):
                if conn is not None:
                    await conn.close()
            raise StoreError(f"{path} cannot be used as the Metnos database: {exc}") from exc
        return cls(path, writer, reader)

    async def migrate(self, migrations: Migrations) -> None:
        """Bring a component's tables up to date; cheap once done for this open database."""
        if self._migrated.get(migrations.component) == len(migrations.scripts):
            return
        async with self._lock:
            try:
                await _migrate_component(self._writer, migrations)
            except sqlite3.DatabaseError as exc:
                raise StoreError(f"{self.path}: the tables of {migrations.component} cannot be"
                                 f" migrated: {exc}") from exc
        self._migrated[migrations.component] = len(migrations.scripts)

    async def close(self) -> None:
        """Close both connections (their threads would otherwise keep the process alive)."""
        await self._reader.close()
        await self._writer.close()

    @asynccontextmanager
    async def write(self) -> AsyncIterator[aiosqlite.Connection]:
        """A write transaction (``BEGIN IMMEDIATE``), committed on success, rolled back on error."""
        async with self._lock:
            await self._writer.execute("BEGIN IMMEDIATE")
            try:
                yield self._writer
            except BaseException:
                await self._writer.rollback()
                raise
            else:
                await self._writer.commit()

    async def execute_write(self, sql: str, params: Iterable[Any] = ()) -> int:
        """One write statement, atomic on its own (one thread hop); the rows it changed."""
        async with self._lock:
            cur = await self._writer.execute(sql, tuple(params))
            count = cur.rowcount
            await cur.close()
            return count

    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> sqlite3.Row | None:
        async with self._reader.execute(sql, tuple(params)) as cur:
            row = await cur.fetchone()
        return row

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        async with self._reader.execute(sql, tuple(params)) as cur:
            rows = await cur.fetchall()
        return list(rows)


async def _connect(path: Path) -> aiosqlite.Connection:
    conn = await aiosqlite.connect(path, isolation_level=None)
    conn.row_factory = sqlite3.Row
    await conn.execute("PRAGMA busy_timeout = 5000")
    await conn.execute("PRAGMA journal_mode = WAL")
    await conn.execute("PRAGMA synchronous = NORMAL")
    await conn.execute("PRAGMA foreign_keys = ON")
    return conn


async def _migrate(conn: aiosqlite.Connection) -> None:
    async with conn.execute("PRAGMA user_version") as cur:
        row = await cur.fetchone()
    current = int(row[0]) if row else 0
    if current > len(MIGRATIONS):
        raise StoreError(f"metnos.db is at schema {current}, newer than this Metnos knows")
    for number in range(current, len(MIGRATIONS)):
        await conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in _statements(MIGRATIONS[number]):
                await conn.execute(statement)
            await conn.execute(f"PRAGMA user_version = {number + 1}")
        except BaseException:
            await conn.rollback()
            raise
        await conn.commit()


async def _migrate_component(conn: aiosqlite.Connection, migrations: Migrations) -> None:
    """Apply the component's scripts it has not yet applied, one transaction each; the version
    is read inside the transaction, so two processes starting together apply each once."""
    name, scripts = migrations.component, migrations.scripts
    while True:
        await conn.execute("BEGIN IMMEDIATE")
        try:
            await conn.execute(_SCHEMA_VERSIONS)
            async with conn.execute("SELECT version FROM schema_versions WHERE component = ?",
                                    (name,)) as cur:
                row = await cur.fetchone()
            current = int(row[0]) if row else 0
            if current > len(scripts):
                raise StoreError(f"the tables of {name} in metnos.db are at schema {current},"
                                 " newer than this Metnos knows")
            if current < len(scripts):
                for statement in _statements(scripts[current]):
                    await conn.execute(statement)
                await conn.execute(
                    "INSERT INTO schema_versions (component, version) VALUES (?, ?)"
                    " ON CONFLICT (component) DO UPDATE SET version = excluded.version",
                    (name, current + 1),
                )
        except BaseException:
            await conn.rollback()
            raise
        await conn.commit()
        if current + 1 >= len(scripts):
            return


def _statements(script: str) -> list[str]:
    """Split a migration into statements; a trigger body (BEGIN ... END;) stays whole."""
    out: list[str] = []
    current: list[str] = []
    depth = 0
    for part in script.split(";"):
        current.append(part)
        words = part.upper().split()
        depth += words.count("BEGIN") - words.count("END")
        if depth <= 0:
            statement = ";".join(current).strip()
            if statement:
                out.append(statement + (";" if statement.upper().endswith("END") else ""))
            current, depth = [], 0
    return out
