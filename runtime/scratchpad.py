"""The owned observation scratchpad (SPEC section 3, seed 000).

A large step observation is stored whole in SQLite (``scratchpad.db``) and the
planner is shown only a compact summary plus a reference; slices are read back
on demand. Every entry belongs to one user: get / read / list filter by owner
and by expiry, so another user's id, a missing id and an expired id are
indistinguishable. Expiry is logical until :meth:`Scratchpad.gc` deletes rows.
Encoding, summaries and slicing are pure and live in :mod:`runtime.scratchpad_codec`.
Work is one round trip to the connection's thread (``runtime.store.db.run_on``); a gc makes
one per batch. Two kinds of work are made on the event loop's own thread instead, because one
short statement there costs less than the hop to another thread: a bounded read (a head, a
range, a capped full read: at most a few times ``max_read_bytes``), through a read-only
connection (in WAL mode a reader is never blocked by the writer), and a put of at most 64 KiB,
through a second connection. Neither ever waits: with a lock held elsewhere, or on any error,
the work goes through the connection's thread as before (and reports there). Neither
checkpoints: the connection's thread folds the log into the file every 4 MiB written on the
loop's thread, so no fsync ever runs on it.

With metnos.db on PostgreSQL the table lives there instead (:meth:`Scratchpad.on_storage`, the
component ``scratchpad`` of :data:`MIGRATIONS`): the same statements, through the database's
:class:`~runtime.store.db.Storage`.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import os
import secrets
import sqlite3
import time
from collections.abc import Awaitable, Callable, Iterable
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Literal, TypedDict, TypeVar

import aiosqlite

from runtime import scratchpad_codec as codec
from runtime.errors import ScratchpadError, ScratchpadNotFound, StorageError
from runtime.scratchpad_codec import ContentKind, ReadMode, serialized_size, summarize
from runtime.store.db import Migrations, Storage, run_on

__all__ = [
    "ContentKind",
    "EntryMeta",
    "EntryRow",
    "PutRef",
    "ReadMode",
    "ReadResult",
    "Scratchpad",
    "ScratchpadError",
    "ScratchpadNotFound",
    "ScratchpadStats",
    "serialized_size",
    "summarize",
]

ReadEncoding = Literal["utf-8", "base64"]
T = TypeVar("T")

SCHEMA_VERSION: Final = 1
DEFAULT_MAX_READ_BYTES: Final = 65536
DEFAULT_TTL_SECONDS: Final = 3600.0
DEFAULT_BUSY_TIMEOUT_MS: Final = 5000
DEFAULT_GC_BATCH_SIZE: Final = 5000

_COLUMNS: Final = (
    "id",
    "owner_user_id",
    "conversation_id",
    "turn_id",
    "step_num",
    "executor_name",
    "content_kind",
    "content",
    "size_bytes",
    "summary",
    "created_at",
    "expires_at",
)
_META_COLUMNS: Final = tuple(c for c in _COLUMNS if c != "content")
_INSERT: Final = (
    f"INSERT INTO scratchpad ({', '.join(_COLUMNS)}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_READ: Final = (
    "SELECT content_kind, size_bytes, expires_at, "
    "CASE WHEN content_kind = 'binary' THEN substr(content, ?, ?) "
    "WHEN ? < 0 THEN content ELSE substr(content, 1, ?) END "
    "FROM scratchpad WHERE id = ? AND owner_user_id = ?"
)
_READ_PG: Final = (
    "SELECT content_kind, size_bytes, expires_at, "
    "CASE WHEN content_kind = 'binary' THEN substr(content, "
    "CASE WHEN ? < 0 THEN GREATEST(length(content) + ? + 1, 1) ELSE ? END, ?) "
    "WHEN ? < 0 THEN content ELSE substr(content, 1, ?) END "
    "FROM scratchpad WHERE id = ? AND owner_user_id = ?"
)
_STORED_PRUNE_MIN: Final = 1024  # turns remembered before the expired ones are dropped

_SCHEMA: Final = (
    """
    CREATE TABLE IF NOT EXISTS scratchpad (
        id             TEXT PRIMARY KEY,
        owner_user_id  TEXT NOT NULL,
        conversation_id TEXT,
        turn_id        TEXT NOT NULL,
        step_num       INTEGER NOT NULL,
        executor_name  TEXT NOT NULL,
        content_kind   TEXT NOT NULL
                       CHECK (content_kind IN ('text', 'binary', 'structured')),
        content        BLOB NOT NULL,
        size_bytes     INTEGER NOT NULL,
        summary        TEXT NOT NULL,
        created_at     REAL NOT NULL,
        expires_at     REAL NOT NULL
    )
    """,
    "CREATE INDEX IF NOT EXISTS scratchpad_owner_turn ON scratchpad (owner_user_id, turn_id)",
    "CREATE INDEX IF NOT EXISTS scratchpad_expires ON scratchpad (expires_at)",
)

#: The table as a component of metnos.db, for a scratchpad kept there (:meth:`Scratchpad.on_storage`,
#: the PostgreSQL backend). The PostgreSQL table carries the ``rowid`` that gc reads by.
MIGRATIONS: Final = Migrations(
    "scratchpad",
    (";\n".join(_SCHEMA) + ";",),
    postgres=(
        """
        CREATE TABLE IF NOT EXISTS scratchpad (
            id             TEXT PRIMARY KEY,
            owner_user_id  TEXT NOT NULL,
            conversation_id TEXT,
            turn_id        TEXT NOT NULL,
            step_num       BIGINT NOT NULL,
            executor_name  TEXT NOT NULL,
            content_kind   TEXT NOT NULL
                           CHECK (content_kind IN ('text', 'binary', 'structured')),
            content        BYTEA NOT NULL,
            size_bytes     BIGINT NOT NULL,
            summary        TEXT NOT NULL,
            created_at     DOUBLE PRECISION NOT NULL,
            expires_at     DOUBLE PRECISION NOT NULL,
            rowid          BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE
        );
        CREATE INDEX IF NOT EXISTS scratchpad_owner_turn ON scratchpad (owner_user_id, turn_id);
        CREATE INDEX IF NOT EXISTS scratchpad_expires ON scratchpad (expires_at);
        """,
    ),
)


class PutRef(TypedDict):
    """What :meth:`Scratchpad.put` returns: the reference the planner is shown."""

    id: str
    summary: dict[str, Any]
    ref_hint: str
    size_bytes: int
    content_kind: ContentKind


class EntryMeta(TypedDict):
    """One entry's metadata and summary, without its content."""

    id: str
    owner_user_id: str
    conversation_id: str | None
    turn_id: str
    step_num: int
    executor_name: str
    content_kind: ContentKind
    size_bytes: int
    summary: dict[str, Any]
    created_at: float
    expires_at: float


class EntryRow(EntryMeta):
    """One entry with every column; ``content`` holds the stored bytes."""

    content: bytes


class ReadResult(TypedDict):
    """A slice of an entry, with the metadata the caller needs to read on."""

    content: str
    encoding: ReadEncoding
    size_bytes: int
    returned_bytes: int
    content_kind: ContentKind
    mode: ReadMode
    capped: bool


class ScratchpadStats(TypedDict):
    """Stored entries and bytes, and this instance's counters since it was opened."""

    entries: int
    bytes: int
    expired_entries: int
    puts: int
    put_bytes: int
    reads: int
    read_bytes: int
    expired_refusals: int
    gc_runs: int
    gc_removed: int


def _meta_from_row(row: Any) -> EntryMeta:
    return EntryMeta(
        id=row[0],
        owner_user_id=row[1],
        conversation_id=row[2],
        turn_id=row[3],
        step_num=row[4],
        executor_name=row[5],
        content_kind=row[6],
        size_bytes=row[7],
        summary=json.loads(row[8]),
        created_at=row[9],
        expires_at=row[10],
    )


# --------------------------------------------------------------------------- the store


class Scratchpad:
    """An owned, expiring store of full observations, on one aiosqlite connection.

    Create it with :meth:`open`; close it with :meth:`close` (or ``async with``).
    Writes are serialized by a lock; every read is filtered by owner and expiry.
    """

    def __init__(
        self,
        conn: aiosqlite.Connection | None,
        *,
        path: str,
        max_read_bytes: int,
        default_ttl_seconds: float,
        clock: Callable[[], float],
        busy_timeout_ms: int,
        gc_batch_size: int,
        storage: Storage | None = None,
    ) -> None:
        """Wrap an opened connection (or a database's storage); use :meth:`open` or
        :meth:`on_storage` instead of calling this."""
        self._conn: aiosqlite.Connection | None = conn
        self._storage = storage  # not None: the table is in that database, which others close
        self._open = True
        self._path = path
        self._max_read_bytes = max_read_bytes
        self._default_ttl = default_ttl_seconds
        self._clock = clock
        self._busy_timeout_ms = busy_timeout_ms
        self._gc_batch_size = gc_batch_size
        self._write_lock = asyncio.Lock()
        self._puts = 0
        self._put_bytes = 0
        self._reads = 0
        self._read_bytes = 0
        self._expired_refusals = 0
        self._gc_runs = 0
        self._gc_removed = 0
        # (owner, turn) -> when the newest entry this instance stored for it expires, so the
        # runtime need not look up the turns that stored nothing (most of them)
        self._stored: dict[tuple[str, str], float] = {}
        self._prune_stored_at = _STORED_PRUNE_MIN
        # a read-only connection used on the event loop's own thread for bounded reads: a
        # point read by key costs less than a hop to the connection's thread (see _read_here)
        self._here: sqlite3.Connection | None = None
        # its writing twin, for small puts; it never checkpoints (the connection's thread does,
        # every _CHECKPOINT_BYTES written here, so no fsync ever runs on the loop's thread)
        self._here_w: sqlite3.Connection | None = None
        self._written_here = 0
        self._checkpoint: asyncio.Task[None] | None = None

    # ---------------------------------------------------------------- lifecycle

    @classmethod
    async def open(
        cls,
        path: str | os.PathLike[str],
        *,
        max_read_bytes: int = DEFAULT_MAX_READ_BYTES,
        default_ttl_seconds: float = DEFAULT_TTL_SECONDS,
        clock: Callable[[], float] | None = None,
        busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS,
        gc_batch_size: int = DEFAULT_GC_BATCH_SIZE,
    ) -> Scratchpad:
        """Open (creating if needed) the database file and its schema, in WAL mode.

        Raises ScratchpadError when the file is locked, corrupt or cannot be opened.
        """
        _positive_int("max_read_bytes", max_read_bytes)
        ttl = codec.check_positive("default_ttl_seconds", default_ttl_seconds)
        if isinstance(busy_timeout_ms, bool) or not isinstance(busy_timeout_ms, int):
            raise ValueError(f"busy_timeout_ms must be an integer >= 0, got {busy_timeout_ms!r}")
        if busy_timeout_ms < 0:
            raise ValueError(f"busy_timeout_ms must be an integer >= 0, got {busy_timeout_ms!r}")
        _positive_int("gc_batch_size", gc_batch_size)

        location = os.fspath(path)
        if location != ":memory:":
            _create_private_file(location)
        try:
            conn = await aiosqlite.connect(
                location, timeout=busy_timeout_ms / 1000, isolation_level=None
            )
        except sqlite3.Error as exc:
            raise _wrap_error(exc, location, busy_timeout_ms) from exc
        pad = cls(
            conn,
            path=location,
            max_read_bytes=max_read_bytes,
            default_ttl_seconds=ttl,
            clock=clock if clock is not None else time.time,
            busy_timeout_ms=busy_timeout_ms,
            gc_batch_size=gc_batch_size,
        )
        try:
            await pad._prepare()
        except BaseException:
            await pad._abandon()
            raise
        if location != ":memory:":
            pad._here = _here(location, read_only=True)
            pad._here_w = _here(location, read_only=False)
        return pad

    @classmethod
    async def on_storage(
        cls,
        storage: Storage,
        *,
        max_read_bytes: int = DEFAULT_MAX_READ_BYTES,
        default_ttl_seconds: float = DEFAULT_TTL_SECONDS,
        clock: Callable[[], float] | None = None,
        gc_batch_size: int = DEFAULT_GC_BATCH_SIZE,
    ) -> Scratchpad:
        """The scratchpad as a table of an open database (metnos.db on PostgreSQL), its schema
        brought up to date; closing the scratchpad leaves the database open.

        Raises ScratchpadError when its table cannot be made.
        """
        _positive_int("max_read_bytes", max_read_bytes)
        _positive_int("gc_batch_size", gc_batch_size)
        pad = cls(
            None,
            path=f"the scratchpad table of the {storage.dialect} database",
            max_read_bytes=max_read_bytes,
            default_ttl_seconds=codec.check_positive("default_ttl_seconds", default_ttl_seconds),
            clock=clock if clock is not None else time.time,
            busy_timeout_ms=0,
            gc_batch_size=gc_batch_size,
            storage=storage,
        )
        try:
            await storage.migrate(MIGRATIONS)
        except StorageError as exc:
            raise ScratchpadError(f"{pad.path} cannot be made: {exc}") from exc
        return pad

    async def _prepare(self) -> None:
        path, busy_timeout_ms = self._path, self._busy_timeout_ms

        def prepare(conn: sqlite3.Connection) -> None:
            conn.execute(f"PRAGMA busy_timeout = {busy_timeout_ms}")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = NORMAL")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise ScratchpadError(
                    f"scratchpad database {path} has schema version {version}, newer than "
                    f"this program's {SCHEMA_VERSION}; upgrade Metnos or move the file aside"
                )
            conn.execute("BEGIN IMMEDIATE")
            try:
                columns = {row[1] for row in conn.execute("PRAGMA table_info(scratchpad)")}
                if columns and not set(_COLUMNS) <= columns:
                    # The seed's table had no owner: its rows cannot be attributed to anyone,
                    # and they are temporary by design, so the table is rebuilt.
                    conn.execute("DROP TABLE scratchpad")
                for statement in _SCHEMA:
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                conn.execute("COMMIT")
            except BaseException:
                # Nothing to roll back, or the connection is gone: the first error counts.
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
                raise

        async with self._write_lock:
            await self._run(prepare)

    def _close_here(self) -> None:
        for here in (self._here, self._here_w):
            if here is not None:
                with contextlib.suppress(sqlite3.Error):
                    here.close()
        self._here = self._here_w = None

    def _write_here(self, sql: str, params: tuple[Any, ...], size: int) -> bool:
        """One small write on the loop's thread, never waiting for the lock; False when it must
        go through the connection's thread (another writer, a full disk, any error to report)."""
        here = self._here_w
        if here is None or not self._open or size > _WRITE_HERE_MAX:
            return False
        try:
            here.execute(sql, params).close()
        except sqlite3.Error:
            return False
        self._written_here += size
        if self._written_here >= _CHECKPOINT_BYTES and (self._checkpoint is None or self._checkpoint.done()):
            self._written_here = 0
            self._checkpoint = asyncio.get_running_loop().create_task(self._checkpoint_wal())
        return True

    async def _checkpoint_wal(self) -> None:
        """Fold the log into the database file, on the connection's thread (PASSIVE: it waits
        for no reader and no writer)."""
        with contextlib.suppress(ScratchpadError, sqlite3.Error):
            await self._run(lambda conn: conn.execute("PRAGMA wal_checkpoint(PASSIVE)").close())

    def _read_here(self, sql: str, params: tuple[Any, ...]) -> Any:
        """One bounded read on the loop's thread, never waiting: a row, None, or ``_ELSEWHERE``
        when it must go through the connection's thread (a lock held, any error to report)."""
        here = self._here
        if here is None or not self._open:
            return _ELSEWHERE
        try:
            return _first(here, sql, params)
        except sqlite3.Error:
            return _ELSEWHERE

    async def _abandon(self) -> None:
        self._close_here()
        self._open = False
        conn, self._conn = self._conn, None
        if conn is not None:
            # The error that made us abandon the connection is the one to report.
            with contextlib.suppress(sqlite3.Error):
                await conn.close()

    async def close(self) -> None:
        """Close the connection (idempotent); the instance cannot be used afterwards."""
        # Wait for a write in flight; reads already queued finish first (FIFO worker).
        async with self._write_lock:
            if self._checkpoint is not None and not self._checkpoint.done():
                await self._checkpoint
            self._open = False
            self._close_here()
            conn, self._conn = self._conn, None
            if conn is None:
                return
            try:
                await conn.close()
            except sqlite3.Error as exc:
                raise self._error(exc) from exc

    async def __aenter__(self) -> Scratchpad:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    @property
    def path(self) -> str:
        """The database file path."""
        return self._path

    @property
    def max_read_bytes(self) -> int:
        """The byte cap applied to every read."""
        return self._max_read_bytes

    # ---------------------------------------------------------------- plumbing

    def _error(self, exc: sqlite3.Error) -> ScratchpadError:
        return _wrap_error(exc, self._path, self._busy_timeout_ms)

    def _require_conn(self) -> aiosqlite.Connection:
        if self._conn is None:
            raise ScratchpadError(f"scratchpad {self._path} is closed")
        return self._conn

    def _require_open(self) -> None:
        if not self._open:
            raise ScratchpadError(f"scratchpad {self._path} is closed")

    async def _run(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """`fn` over the connection, in its thread: one round trip."""
        conn = self._require_conn()
        try:
            return await run_on(conn, fn)
        except sqlite3.Error as exc:
            raise self._error(exc) from exc

    async def _fetch(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        args = tuple(params)
        if self._storage is not None:
            return list(await self._on_storage(self._live_storage().fetchall(sql, args)))
        return await self._run(lambda conn: conn.execute(sql, args).fetchall())

    async def _fetchone(self, sql: str, params: tuple[Any, ...]) -> Any:
        if self._storage is not None:
            return await self._on_storage(self._live_storage().fetchone(sql, params))
        return await self._run(lambda conn: _first(conn, sql, params))

    async def _execute_count(self, sql: str, params: tuple[Any, ...]) -> int:
        if self._storage is not None:
            return max(await self._on_storage(self._live_storage().execute_write(sql, params)), 0)
        return await self._run(lambda conn: max(_changed(conn, sql, params), 0))

    def _live_storage(self) -> Storage:
        self._require_open()
        assert self._storage is not None
        return self._storage

    async def _on_storage(self, work: Awaitable[T]) -> T:
        """One statement through the database's storage: one round trip."""
        try:
            return await work
        except StorageError as exc:
            raise ScratchpadError(f"{self._path} failed: {exc}") from exc

    def stored_here(self, owner: str, turn_id: str) -> bool:
        """Whether this instance stored an entry of the owner's turn that has not expired.

        Entries that other processes or earlier instances stored are not known here: False
        says only that this instance stored none.
        """
        expires = self._stored.get((owner, turn_id))
        return expires is not None and expires > self._now()

    def _remember_stored(self, owner: str, turn_id: str, expires_at: float, now: float) -> None:
        key = (owner, turn_id)
        self._stored[key] = max(self._stored.get(key, expires_at), expires_at)
        if len(self._stored) >= self._prune_stored_at:  # keep only turns with live entries
            self._forget_stored(now)
            self._prune_stored_at = max(_STORED_PRUNE_MIN, 2 * len(self._stored))

    def _forget_stored(self, cutoff: float) -> None:
        self._stored = {key: at for key, at in self._stored.items() if at > cutoff}

    def _now(self) -> float:
        return float(self._clock())

    # ---------------------------------------------------------------- API

    async def put(
        self,
        owner: str,
        turn_id: str,
        step_num: int,
        executor_name: str,
        observation: object,
        ttl_seconds: float | None = None,
        conversation_id: str | None = None,
    ) -> PutRef:
        """Store an observation for ``owner`` and return its summary and reference.

        ``observation`` is ``str`` (text), ``bytes`` (binary) or a JSON-serializable
        ``dict``/``list`` (structured). ``ttl_seconds`` defaults to the instance
        default (3600). Raises ValueError for bad input, ScratchpadError for the DB.
        """
        owner_id = codec.check_owner(owner)
        turn = codec.check_text_arg("turn_id", turn_id)
        if isinstance(step_num, bool) or not isinstance(step_num, int) or step_num < 0:
            raise ValueError(f"step_num must be a non-negative integer, got {step_num!r}")
        executor = codec.check_text_arg("executor_name", executor_name)
        conversation = (
            None if conversation_id is None else codec.check_text_arg("conversation_id", conversation_id)
        )
        ttl = (
            self._default_ttl
            if ttl_seconds is None
            else codec.check_positive("ttl_seconds", ttl_seconds)
        )

        encoded = codec.encode(observation)
        summary = codec.summarize_encoded(encoded, observation)
        summary_json = json.dumps(summary, ensure_ascii=False, separators=(",", ":"))
        entry_id = secrets.token_urlsafe(16)
        size = len(encoded.data)
        self._require_open()
        now = self._now()
        async with self._write_lock:
            # remembered first: an insert whose caller was cancelled may still have landed
            self._remember_stored(owner_id, turn, now + ttl, now)
            row = (entry_id, owner_id, conversation, turn, step_num, executor, encoded.kind, encoded.data,
                   size, summary_json, now, now + ttl)
            if not self._write_here(_INSERT, row, size):
                await self._execute_count(_INSERT, row)
        self._puts += 1
        self._put_bytes += size
        return PutRef(
            id=entry_id,
            summary=summary,
            ref_hint=codec.ref_hint(entry_id, step_num, encoded.kind),
            size_bytes=size,
            content_kind=encoded.kind,
        )

    async def get(self, owner: str, id: str) -> EntryRow | None:
        """The whole entry (every column, content as bytes), or None when not readable.

        Missing, expired and foreign ids all give None.
        """
        owner_id = codec.check_owner(owner)
        if not isinstance(id, str):
            return None
        row = await self._fetchone(
            f"SELECT {', '.join(_META_COLUMNS)}, content FROM scratchpad "
            "WHERE id = ? AND owner_user_id = ?",
            (id, owner_id),
        )
        if row is None:
            return None
        if row[10] <= self._now():
            self._expired_refusals += 1
            return None
        meta = _meta_from_row(row)
        return EntryRow(**meta, content=bytes(row[11]))

    async def read(
        self,
        owner: str,
        id: str,
        mode: str = "head",
        n: int = 2000,
        start: int | None = None,
        end: int | None = None,
    ) -> ReadResult:
        """Read an entry whole or in part: ``full``, ``head``/``tail`` (n), ``range`` [start, end).

        Text and structured entries are sliced by characters of the UTF-8 text
        (invalid bytes replaced); binary by bytes, returned as Base64. Every
        result is cut to ``max_read_bytes`` (``capped`` says so). Raises
        ValueError for bad arguments and ScratchpadNotFound when the entry is
        missing, expired or another user's.
        """
        owner_id = codec.check_owner(owner)
        read_mode, count, first, stop = codec.check_read_args(mode, n, start, end)
        if not isinstance(id, str):
            raise ScratchpadNotFound(_not_found_message(id))
        cap = self._max_read_bytes
        bin_start, bin_len = codec.binary_window(read_mode, count, first, stop, cap)
        text_len = codec.text_prefix_needed(read_mode, count, stop, cap)
        params: tuple[Any, ...]
        if self._storage is not None and self._storage.dialect == "postgresql":
            # PostgreSQL's substr() does not count a negative start from the end (a tail)
            sql, params = _READ_PG, (bin_start, bin_start, bin_start, bin_len, text_len, text_len,
                                     id, owner_id)
        else:
            sql, params = _READ, (bin_start, bin_len, text_len, text_len, id, owner_id)
        # a prefix or a window of an entry is at most a few cap's worth of bytes: read here
        row: Any = self._read_here(sql, params) if text_len >= 0 and bin_len >= 0 else _ELSEWHERE
        if row is _ELSEWHERE:
            row = await self._fetchone(sql, params)
        if row is None:
            raise ScratchpadNotFound(_not_found_message(id))
        kind, size, expires_at, data = row
        if expires_at <= self._now():
            self._expired_refusals += 1
            raise ScratchpadNotFound(_not_found_message(id))
        data = b"" if data is None else bytes(data)  # substr() of an empty blob is NULL
        encoding: ReadEncoding
        if kind == "binary":
            capped = codec.binary_uncapped_len(read_mode, count, first, stop, size) > cap
            content = base64.b64encode(data).decode("ascii")
            encoding, returned = "base64", len(data)
        else:
            fast = codec.full_text_fast(data, size, cap) if read_mode == "full" else None
            if fast is None:
                fast = codec.slice_text(data, size, read_mode, count, first, stop, cap)
            content, returned, capped = fast
            encoding = "utf-8"
        self._reads += 1
        self._read_bytes += returned
        return ReadResult(
            content=content,
            encoding=encoding,
            size_bytes=size,
            returned_bytes=returned,
            content_kind=kind,
            mode=read_mode,
            capped=capped,
        )

    async def list_for_turn(self, owner: str, turn_id: str) -> list[EntryMeta]:
        """The owner's readable entries of one turn (metadata and summary), by step."""
        owner_id = codec.check_owner(owner)
        turn = codec.check_text_arg("turn_id", turn_id)
        rows = await self._fetch(
            f"SELECT {', '.join(_META_COLUMNS)} FROM scratchpad "
            "WHERE owner_user_id = ? AND turn_id = ? AND expires_at > ? "
            "ORDER BY step_num, created_at, id",
            (owner_id, turn, self._now()),
        )
        return [_meta_from_row(row) for row in rows]

    async def gc(self, now: float | None = None) -> int:
        """Delete entries with ``expires_at <= now`` in batches; returns how many went.

        Each batch is one short statement and the event loop gets a turn between
        batches, so a large sweep neither blocks the loop nor starves writers.
        """
        cutoff = self._now() if now is None else float(now)
        removed = 0
        while True:
            async with self._write_lock:
                deleted = await self._execute_count(
                    "DELETE FROM scratchpad WHERE rowid IN "
                    "(SELECT rowid FROM scratchpad WHERE expires_at <= ? LIMIT ?)",
                    (cutoff, self._gc_batch_size),
                )
            removed += deleted
            if deleted < self._gc_batch_size:
                break
            await asyncio.sleep(0)
        self._forget_stored(cutoff)
        self._gc_runs += 1
        self._gc_removed += removed
        return removed

    async def stats(self) -> ScratchpadStats:
        """Stored entries and bytes (expired ones count until gc) and this instance's counters."""
        entries, total, expired = await self._fetchone(
            "SELECT COUNT(*), COALESCE(SUM(size_bytes), 0), "
            "COALESCE(SUM(CASE WHEN expires_at <= ? THEN 1 ELSE 0 END), 0) FROM scratchpad",
            (self._now(),),
        )
        return ScratchpadStats(
            entries=int(entries),
            bytes=int(total),
            expired_entries=int(expired),
            puts=self._puts,
            put_bytes=self._put_bytes,
            reads=self._reads,
            read_bytes=self._read_bytes,
            expired_refusals=self._expired_refusals,
            gc_runs=self._gc_runs,
            gc_removed=self._gc_removed,
        )


def _positive_int(name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValueError(f"{name} must be a positive integer, got {value!r}")


_ELSEWHERE: Final = object()  # a read to be made on the connection's thread instead
_WRITE_HERE_MAX: Final = 65536  # a put larger than this goes through the connection's thread
_CHECKPOINT_BYTES: Final = 4 * 1024 * 1024  # written on the loop's thread between checkpoints


def _here(location: str, *, read_only: bool) -> sqlite3.Connection | None:
    """A connection for the loop's own thread that never waits for a lock and never checkpoints
    (None when it cannot be opened: everything then goes through the connection's thread)."""
    try:
        here = sqlite3.connect(location, isolation_level=None, check_same_thread=False)
    except sqlite3.Error:
        return None
    try:
        here.execute("PRAGMA busy_timeout = 0")
        here.execute("PRAGMA wal_autocheckpoint = 0")
        here.execute("PRAGMA synchronous = NORMAL")
        if read_only:
            here.execute("PRAGMA query_only = ON")
    except sqlite3.Error:
        here.close()
        return None
    return here


def _first(conn: sqlite3.Connection, sql: str, params: tuple[Any, ...]) -> Any:
    cursor = conn.execute(sql, params)
    try:
        return cursor.fetchone()
    finally:
        cursor.close()


def _changed(conn: sqlite3.Connection, sql: str, params: tuple[Any, ...]) -> int:
    cursor = conn.execute(sql, params)
    try:
        return cursor.rowcount
    finally:
        cursor.close()


def _not_found_message(entry_id: object) -> str:
    # One message for missing, expired and foreign ids: it must not tell them apart.
    return f"no readable scratchpad entry with id {entry_id!r}"


def _create_private_file(location: str) -> None:
    """Create the database file readable by its owner only (SQLite copies the mode to -wal)."""
    path = Path(location)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
    except FileExistsError:
        return
    except OSError as exc:
        raise ScratchpadError(f"cannot create scratchpad database {location}: {exc}") from exc
    os.close(fd)


def _wrap_error(exc: sqlite3.Error, path: str, busy_timeout_ms: int) -> ScratchpadError:
    text = str(exc)
    lowered = text.lower()
    if "locked" in lowered or "busy" in lowered:
        return ScratchpadError(
            f"scratchpad database {path} is locked by another connection "
            f"(gave up after {busy_timeout_ms} ms): {text}"
        )
    if "not a database" in lowered or "malformed" in lowered or "corrupt" in lowered:
        return ScratchpadError(
            f"scratchpad database {path} is corrupt or not an SQLite database ({text}); "
            "its contents are temporary: move the file aside and restart"
        )
    return ScratchpadError(f"scratchpad database {path} failed: {text}")
