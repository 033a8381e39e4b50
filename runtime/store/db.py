"""The one module that owns metnos.db: connections, migrations, transactions.

All writes go through one connection and one lock; read-modify-write uses
``BEGIN IMMEDIATE``. Reads use a second connection so they never wait for the
writer (WAL).

A unit of work is one round trip to the connection's thread, the shape of datasette's
``execute_fn`` / ``execute_write_fn``: :meth:`Database.execute_fn` runs a plain function over the
reader's ``sqlite3.Connection`` there, :meth:`Database.execute_write_fn` runs one over the writer's
as a single ``BEGIN IMMEDIATE`` transaction; single statements (:meth:`Database.fetchone`,
:meth:`Database.fetchall`, :meth:`Database.execute_write`) are one round trip each.

The runtime's schema is :data:`MIGRATIONS`, counted by ``PRAGMA user_version``. A component
that keeps its own tables in metnos.db (a front end) brings its own :class:`Migrations` and
applies them with :meth:`Database.migrate`; they are counted per component in the
``schema_versions`` table, so the runtime knows nothing of them and neither renumbers the other.

Stores are written against :class:`Storage` (what they need of a database) and their unit functions
against :class:`Connection`; :class:`Database` (this module, SQLite) is one backend and
:class:`runtime.store.postgres.PostgresDatabase` the other, chosen from the ``storage.url``
setting by :func:`runtime.store.storage.open_storage`. SQL in the stores is the subset both
dialects read alike (``?`` placeholders, ``INSERT ... ON CONFLICT``, ``RETURNING``); each
component's migrations come in both dialects (:attr:`Migrations.postgres`, same version numbers).
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, Protocol, TypeVar, cast

import aiosqlite

from runtime.errors import StorageError

T = TypeVar("T")

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
    # 8: reminders and routines: owner, trigger, time zone, the plan and its standing consent,
    # the next run (moved forward when a run is claimed) and the last outcome
    """
    CREATE TABLE schedules (
        id TEXT PRIMARY KEY,
        owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('reminder', 'routine')),
        state TEXT NOT NULL CHECK (state IN ('active', 'paused', 'done')),
        conversation_id TEXT NOT NULL,
        channel TEXT NOT NULL,
        locale TEXT NOT NULL,
        timezone TEXT NOT NULL,
        trigger_json TEXT NOT NULL,
        text TEXT NOT NULL,
        plan_json TEXT,
        plan_hash TEXT,
        signatures_json TEXT NOT NULL DEFAULT '{}',
        approvals_json TEXT NOT NULL DEFAULT '{}',
        literal_origin TEXT NOT NULL DEFAULT '',
        approved_until REAL,
        next_run_at REAL,
        last_run_at REAL,
        last_outcome TEXT,
        last_turn_id TEXT,
        runs INTEGER NOT NULL DEFAULT 0,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        UNIQUE (owner_user_id, number)
    );
    CREATE INDEX schedules_due ON schedules (state, next_run_at);
    CREATE INDEX schedules_owner ON schedules (owner_user_id, state);
    """,
    # 9: jobs on a queue. A job's claim: its runner (the claim's holder) and the lease, renewed
    # by the holder's heartbeat; a job whose lease lapsed is claimed by another worker
    # (takeovers counts them). The runners that share the database, each with its lease (how
    # liveness is judged on a shared database), and the periodic tasks that run once per
    # cluster, each with its holder and lease.
    """
    ALTER TABLE jobs ADD COLUMN lease_until REAL;
    ALTER TABLE jobs ADD COLUMN takeovers INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX jobs_lease ON jobs (state, lease_until);
    CREATE TABLE runners (
        id TEXT PRIMARY KEY,
        host TEXT NOT NULL,
        pid INTEGER NOT NULL,
        worker INTEGER NOT NULL DEFAULT 0,
        started_at REAL NOT NULL,
        heartbeat_at REAL NOT NULL,
        lease_until REAL NOT NULL
    );
    CREATE TABLE periodic (
        name TEXT PRIMARY KEY,
        holder TEXT,
        lease_until REAL,
        started_at REAL,
        finished_at REAL,
        runs INTEGER NOT NULL DEFAULT 0
    );
    """,
    # 10: which request (a front end's message, ``Request.source``) started a turn — one turn
    # per request — and which answered a dialogue and so resumed its turn: what came of a
    # message whose worker died before answering it is found from it (an answer to send
    # again, never a plan run again)
    """
    ALTER TABLE turns ADD COLUMN source TEXT;
    ALTER TABLE dialogues ADD COLUMN answered_by TEXT;
    CREATE UNIQUE INDEX turns_source ON turns (source) WHERE source IS NOT NULL;
    CREATE INDEX dialogues_answered_by ON dialogues (answered_by) WHERE answered_by IS NOT NULL;
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
    postgres: tuple[str, ...] = ()


class Row(Protocol):
    """A result row, by column name and by position (``sqlite3.Row`` is one)."""

    def __getitem__(self, key: int | str, /) -> Any: ...
    def __iter__(self) -> Iterator[Any]: ...
    def __len__(self) -> int: ...
    def keys(self) -> list[str]: ...


class Cursor(Protocol):
    """What a statement run inside a unit returns (``sqlite3.Cursor`` is one).

    There is no ``lastrowid``: a statement that needs the key it made says ``RETURNING``.
    """

    @property
    def rowcount(self) -> int: ...
    def fetchone(self) -> Any: ...
    def fetchall(self) -> list[Any]: ...
    def close(self) -> None: ...
    def __iter__(self) -> Iterator[Any]: ...


class Connection(Protocol):
    """What a unit function receives: a synchronous connection, in the database's own thread.

    On SQLite it is the ``sqlite3.Connection`` itself; on PostgreSQL a thin adapter that
    translates the ``?`` placeholders. Units run plain synchronous code and never await.
    """

    def execute(self, sql: str, parameters: Sequence[Any] = (), /) -> Cursor: ...
    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> Cursor: ...


class Storage(Protocol):
    """What every store needs of a database, whichever the backend (see ``runtime.store.storage``).

    A unit of work (``execute_fn`` reads, ``execute_write_fn`` one write transaction) is one
    round trip to the backend's thread; single statements are one round trip each. Write units
    never interleave: SQLite's ``BEGIN IMMEDIATE``, a database-wide lock on PostgreSQL.
    """

    @property
    def dialect(self) -> str:
        """``sqlite`` or ``postgresql``."""
        ...

    async def migrate(self, migrations: Migrations) -> None: ...
    async def close(self) -> None: ...
    async def execute_fn(self, fn: Callable[[Connection], T]) -> T: ...
    async def execute_write_fn(self, fn: Callable[[Connection], T]) -> T: ...
    async def execute_write(self, sql: str, params: Iterable[Any] = ()) -> int: ...
    async def execute_urgent(self, sql: str, params: Iterable[Any] = ()) -> int: ...
    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> Row | None: ...
    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> Sequence[Row]: ...


_SCHEMA_VERSIONS = """CREATE TABLE IF NOT EXISTS schema_versions (
    component TEXT PRIMARY KEY,
    version INTEGER NOT NULL
)"""


async def run_on(conn: aiosqlite.Connection, fn: Callable[[sqlite3.Connection], T]) -> T:
    """Run ``fn`` over the sqlite3 connection behind `conn`, in `conn`'s own thread: one round
    trip however many statements `fn` runs. `fn` is plain synchronous code; it must not await."""
    # aiosqlite (0.22) has no public way to run a function on its connection's thread (its
    # maintainer prefers one call per statement: omnilib/aiosqlite#19). ``Connection._execute``
    # queues a callable for that thread and awaits its result (aiosqlite's own Cursor runs every
    # call through it), and ``Connection._conn`` is the sqlite3 connection that thread owns. This
    # is the one place the project touches either; tests/test_db.py fails loudly if they change.
    raw = conn._conn
    execute: Callable[..., Awaitable[Any]] = conn._execute
    return cast(T, await execute(fn, raw))


class Database:
    """metnos.db: one writer connection guarded by a lock, one reader connection."""

    dialect = "sqlite"

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
            await run_on(writer, _migrate)
            reader = await _connect(path)
        except BaseException as exc:
            # Every way out closes what was opened: a connection's thread left running would
            # keep the process alive after its one-line error.
            for conn in (writer, reader):
                if conn is not None:
                    await _close_quietly(conn)
            if isinstance(exc, sqlite3.DatabaseError):
                raise StoreError(f"{path} cannot be used as the Metnos database: {exc}") from exc
            raise
        return cls(path, writer, reader)

    async def migrate(self, migrations: Migrations) -> None:
        """Bring a component's tables up to date; cheap once done for this open database."""
        if self._migrated.get(migrations.component) == len(migrations.scripts):
            return
        async with self._lock:
            try:
                await run_on(self._writer, partial(_migrate_component, migrations=migrations))
            except sqlite3.DatabaseError as exc:
                raise StoreError(f"{self.path}: the tables of {migrations.component} cannot be"
                                 f" migrated: {exc}") from exc
        self._migrated[migrations.component] = len(migrations.scripts)

    async def close(self) -> None:
        """Close both connections (their threads would otherwise keep the process alive)."""
        await self._reader.close()
        await self._writer.close()

    async def execute_fn(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run a unit of reads, ``fn(conn)``, on the reader connection in one round trip.

        `fn` only reads (the writer is the only connection that writes); statements that must
        see one snapshot belong in one statement or in ``BEGIN`` ... ``COMMIT`` inside `fn`.
        """
        return await run_on(self._reader, fn)

    async def execute_write_fn(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run a unit of writes, ``fn(conn)``, as one transaction in one round trip.

        ``BEGIN IMMEDIATE``, then `fn` over the writer connection, then ``COMMIT``; if `fn`
        raises, the transaction is rolled back and the error propagates. Reads inside `fn` see
        the transaction's own writes.
        """
        async with self._lock:
            return await run_on(self._writer, partial(_transaction, fn))

    @asynccontextmanager
    async def write(self) -> AsyncIterator[aiosqlite.Connection]:
        """A write transaction (``BEGIN IMMEDIATE``), committed on success, rolled back on error.

        Each statement inside is its own round trip; :meth:`execute_write_fn` does a whole
        unit in one.
        """
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
        """One write statement, atomic on its own, in one round trip; the rows it changed."""
        args = tuple(params)
        async with self._lock:
            return await run_on(self._writer, lambda conn: _rowcount(conn, sql, args))

    async def execute_urgent(self, sql: str, params: Iterable[Any] = ()) -> int:
        """:meth:`execute_write` (one writer connection: nothing can go ahead of the queue)."""
        return await self.execute_write(sql, params)

    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> sqlite3.Row | None:
        """The first row of one query (None when there is none), in one round trip."""
        args = tuple(params)
        return await run_on(self._reader, lambda conn: _first(conn, sql, args))

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        """Every row of one query, in one round trip."""
        return list(await self._reader.execute_fetchall(sql, tuple(params)))


def _transaction(fn: Callable[[sqlite3.Connection], T], conn: sqlite3.Connection) -> T:
    conn.execute("BEGIN IMMEDIATE")
    try:
        result = fn(conn)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return result


def _rowcount(conn: sqlite3.Connection, sql: str, params: tuple[Any, ...]) -> int:
    cur = conn.execute(sql, params)
    try:
        return cur.rowcount
    finally:
        cur.close()


def _first(conn: sqlite3.Connection, sql: str, params: tuple[Any, ...]) -> sqlite3.Row | None:
    cur = conn.execute(sql, params)
    try:
        row: sqlite3.Row | None = cur.fetchone()
        return row
    finally:
        cur.close()


async def _connect(path: Path) -> aiosqlite.Connection:
    """A configured connection; on any failure its thread is stopped before the error goes on
    (a file that is not a database fails the first PRAGMA, after the thread has started)."""
    conn = await aiosqlite.connect(path, isolation_level=None)
    try:
        await run_on(conn, _configure)
    except BaseException:
        await _close_quietly(conn)
        raise
    return conn


async def _close_quietly(conn: aiosqlite.Connection) -> None:
    """Close `conn` and stop its thread; an error closing it must not hide the one that
    made us close it."""
    with contextlib.suppress(Exception):  # close() stops the thread whatever happens
        await conn.close()


def _configure(conn: sqlite3.Connection) -> None:
    conn.row_factory = sqlite3.Row
    conn.execute("PRAGMA busy_timeout = 5000")
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = NORMAL")
    conn.execute("PRAGMA foreign_keys = ON")


def _migrate(conn: sqlite3.Connection) -> None:
    row = conn.execute("PRAGMA user_version").fetchone()
    current = int(row[0]) if row else 0
    if current > len(MIGRATIONS):
        raise StoreError(f"metnos.db is at schema {current}, newer than this Metnos knows")
    for number in range(current, len(MIGRATIONS)):
        conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in _statements(MIGRATIONS[number]):
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {number + 1}")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")


def _migrate_component(conn: sqlite3.Connection, *, migrations: Migrations) -> None:
    """Apply the component's scripts it has not yet applied, one transaction each; the version
    is read inside the transaction, so two processes starting together apply each once."""
    name, scripts = migrations.component, migrations.scripts
    while True:
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute(_SCHEMA_VERSIONS)
            row = conn.execute("SELECT version FROM schema_versions WHERE component = ?",
                               (name,)).fetchone()
            current = int(row[0]) if row else 0
            if current > len(scripts):
                raise StoreError(f"the tables of {name} in metnos.db are at schema {current},"
                                 " newer than this Metnos knows")
            if current < len(scripts):
                for statement in _statements(scripts[current]):
                    conn.execute(statement)
                conn.execute(
                    "INSERT INTO schema_versions (component, version) VALUES (?, ?)"
                    " ON CONFLICT (component) DO UPDATE SET version = excluded.version",
                    (name, current + 1),
                )
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
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
