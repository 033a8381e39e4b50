"""The owned observation scratchpad (SPEC section 3, seed 000).

A large step observation is stored whole in SQLite (``scratchpad.db``) and the
planner is shown only a compact summary plus a reference; slices are read back
on demand. Every entry belongs to one user: get / read / list filter by owner
and by expiry, so another user's id, a missing id and an expired id are
indistinguishable. Expiry is logical until :meth:`Scratchpad.gc` deletes rows.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import hashlib
import json
import math
import os
import secrets
import sqlite3
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Literal, NamedTuple, TypedDict

import aiosqlite

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

ContentKind = Literal["text", "binary", "structured"]
ReadMode = Literal["full", "head", "tail", "range"]
ReadEncoding = Literal["utf-8", "base64"]

SCHEMA_VERSION: Final = 1
DEFAULT_MAX_READ_BYTES: Final = 65536
DEFAULT_TTL_SECONDS: Final = 3600.0
DEFAULT_BUSY_TIMEOUT_MS: Final = 5000
DEFAULT_GC_BATCH_SIZE: Final = 5000

# Summary limits: what the planner sees instead of the observation.
SUMMARY_HEAD_CHARS: Final = 300
SUMMARY_TAIL_CHARS: Final = 300
SUMMARY_MAX_FIELDS: Final = 50
SUMMARY_MAX_SCALAR_CHARS: Final = 300
_LIST_KEYS: Final = ("entries", "matches", "results")
_SCALAR_KEYS: Final = ("count", "truncated", "size", "message", "error")

_READ_MODES: Final = ("full", "head", "tail", "range")
# Bound for offsets handed to substr(), which truncates them to 32 bits; no entry can
# be longer anyway (SQLite's default maximum blob length is 10**9 bytes).
_SQL_INT_MAX: Final = 2**30

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


class ScratchpadError(Exception):
    """The scratchpad database cannot be used (locked, corrupt, unreadable, closed)."""


class ScratchpadNotFound(LookupError):
    """No readable entry: missing, expired, or owned by another user (never says which)."""


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


# --------------------------------------------------------------------------- pure core


class _Encoded(NamedTuple):
    kind: ContentKind
    data: bytes
    # The text exactly as a read decodes it (text kind only).
    text: str | None


def _encode_text(text: str) -> _Encoded:
    try:
        return _Encoded("text", text.encode("utf-8"), text)
    except UnicodeEncodeError:
        pass
    # Surrogate-escaped text (os.fsdecode, decode(errors="surrogateescape")) keeps its
    # original bytes; reads then show them as U+FFFD, like any invalid UTF-8.
    try:
        data = text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError as exc:
        bad = ord(text[exc.start])
        raise ValueError(
            f"text observation contains a lone surrogate U+{bad:04X} at index {exc.start} "
            "that cannot be encoded as UTF-8"
        ) from None
    return _Encoded("text", data, data.decode("utf-8", "replace"))


def _encode_json(value: object) -> bytes:
    try:
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError, RecursionError) as exc:
        raise ValueError(f"structured observation is not JSON-serializable: {exc}") from exc
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError(
            "structured observation contains a string with a lone surrogate "
            "that cannot be encoded as UTF-8"
        ) from None


def _encode(observation: object) -> _Encoded:
    # The kind is decided by the Python type: bytes are binary even when valid UTF-8.
    if isinstance(observation, str):
        return _encode_text(observation)
    if isinstance(observation, bytes | bytearray | memoryview):
        return _Encoded("binary", bytes(observation), None)
    if isinstance(observation, dict | list | tuple):
        return _Encoded("structured", _encode_json(observation), None)
    raise ValueError(
        f"unsupported observation type {type(observation).__name__}: expected str (text), "
        "bytes (binary), or a JSON-serializable dict or list (structured)"
    )


def serialized_size(observation: object) -> int:
    """Bytes the observation occupies once stored: UTF-8 text, raw bytes, or compact JSON.

    Raises ValueError for structured data that is not JSON-serializable.
    """
    return len(_encode(observation).data)


def _type_name(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, dict):
        return "object"
    if isinstance(value, list | tuple):
        return "array"
    return type(value).__name__


def _json_key(key: object) -> str:
    # Mirrors how json.dumps renders dict keys.
    if isinstance(key, str):
        return key
    if key is None:
        return "null"
    if isinstance(key, bool):
        return "true" if key else "false"
    return str(key)


def _clip(value: object) -> object:
    if isinstance(value, str) and len(value) > SUMMARY_MAX_SCALAR_CHARS:
        return value[:SUMMARY_MAX_SCALAR_CHARS] + "…"
    return value


def _describe_items(items: list[Any] | tuple[Any, ...]) -> dict[str, Any]:
    fields: dict[str, set[str]] = {}
    other: set[str] = set()
    for item in items:
        if isinstance(item, dict):
            for key, value in item.items():
                fields.setdefault(_json_key(key), set()).add(_type_name(value))
        else:
            other.add(_type_name(item))
    schema = {
        name: "|".join(sorted(types)) for name, types in list(fields.items())[:SUMMARY_MAX_FIELDS]
    }
    out: dict[str, Any] = {"count": len(items), "schema": schema}
    if len(fields) > SUMMARY_MAX_FIELDS:
        out["schema_truncated"] = True
    if other:
        out["item_types"] = "|".join(sorted(other))
    return out


def _count_lines(text: str) -> int:
    if not text:
        return 0
    return text.count("\n") + (0 if text.endswith("\n") else 1)


def _summarize_encoded(encoded: _Encoded, observation: object) -> dict[str, Any]:
    size = len(encoded.data)
    if encoded.kind == "text":
        text = encoded.text if encoded.text is not None else ""
        summary: dict[str, Any] = {
            "kind": "text",
            "size_bytes": size,
            "chars": len(text),
            "lines": _count_lines(text),
            "head": text[:SUMMARY_HEAD_CHARS],
        }
        if len(text) > SUMMARY_HEAD_CHARS:
            # The tail never overlaps the head, so head + tail is the whole text when short.
            tail_start = max(SUMMARY_HEAD_CHARS, len(text) - SUMMARY_TAIL_CHARS)
            summary["tail"] = text[tail_start:]
            summary["omitted_chars"] = tail_start - SUMMARY_HEAD_CHARS
        return summary
    if encoded.kind == "binary":
        return {
            "kind": "binary",
            "size_bytes": size,
            "sha256_prefix": hashlib.sha256(encoded.data).hexdigest()[:16],
        }
    summary = {"kind": "structured", "size_bytes": size}
    if isinstance(observation, dict):
        for key in _SCALAR_KEYS:
            value = observation.get(key)
            if key in observation and (value is None or isinstance(value, str | int | float)):
                summary[key] = _clip(value)
        for key in _LIST_KEYS:
            value = observation.get(key)
            if isinstance(value, list | tuple):
                summary[key] = _describe_items(value)
        keys = [_json_key(k) for k in observation]
        summary["keys"] = keys[:SUMMARY_MAX_FIELDS]
        if len(keys) > SUMMARY_MAX_FIELDS:
            summary["keys_truncated"] = True
    elif isinstance(observation, list | tuple):
        summary.update(_describe_items(observation))
    return summary


def summarize(observation: object) -> dict[str, Any]:
    """The synthetic representation the planner sees in place of the observation.

    Text: size, chars, lines, head and tail. Binary: size and SHA-256 prefix.
    Structured: size, useful top-level scalars and the count and schema of
    ``entries`` / ``matches`` / ``results`` (never the items). Pure; raises
    ValueError for an observation that cannot be stored.
    """
    return _summarize_encoded(_encode(observation), observation)


def _ref_hint(entry_id: str, step_num: int, kind: ContentKind) -> str:
    unit = (
        "n/start/end count bytes and the slice comes back as Base64"
        if kind == "binary"
        else "n/start/end count characters"
    )
    return (
        f"Full data stays with step {step_num}: pass from_step={step_num} to reuse it, "
        f"or call scratchpad_read(id='{entry_id}', mode='head'|'tail'|'range', "
        f"n=..., start=..., end=...) for a slice ({unit})."
    )


def _check_read_args(
    mode: str, n: int, start: int | None, end: int | None
) -> tuple[ReadMode, int, int, int]:
    """Validate read arguments; returns (mode, n, start, end) with unused ones zeroed."""
    if mode == "full":
        return "full", 0, 0, 0
    if mode in ("head", "tail"):
        if isinstance(n, bool) or not isinstance(n, int) or n <= 0:
            raise ValueError(f"n must be a positive integer for mode {mode!r}, got {n!r}")
        return ("head" if mode == "head" else "tail"), n, 0, 0
    if mode == "range":
        for name, value in (("start", start), ("end", end)):
            if value is None:
                raise ValueError(f"mode 'range' needs {name} (a non-negative integer)")
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(
                    f"{name} must be a non-negative integer for mode 'range', got {value!r}"
                )
        assert start is not None and end is not None
        if end < start:
            raise ValueError(f"end ({end}) must not be smaller than start ({start})")
        return "range", 0, min(start, _SQL_INT_MAX), min(end, _SQL_INT_MAX)
    raise ValueError(f"unknown read mode {mode!r}: expected one of {', '.join(_READ_MODES)}")


def _text_prefix_needed(mode: ReadMode, n: int, end: int, cap: int) -> int:
    """Bytes to fetch for a text read (-1: everything).

    A UTF-8 character takes at most 4 bytes and decoding with replacement never
    shrinks a slice, so this prefix (less its last, possibly cut, character)
    holds everything the slice and the byte cap can need.
    """
    if mode == "full":
        return cap + 4
    if mode == "head":
        return min(4 * n, cap) + 4
    if mode == "range":
        return min(4 * end + 4, _SQL_INT_MAX)
    return -1


def _trim_utf8(encoded: bytes, cap: int, keep_end: bool) -> bytes:
    """Cut valid UTF-8 to at most ``cap`` bytes on a character boundary."""
    if len(encoded) <= cap:
        return encoded
    if keep_end:
        cut = len(encoded) - cap
        while cut < len(encoded) and encoded[cut] & 0xC0 == 0x80:
            cut += 1
        return encoded[cut:]
    cut = cap
    while cut > 0 and encoded[cut] & 0xC0 == 0x80:
        cut -= 1
    return encoded[:cut]


def _full_text_fast(data: bytes, size: int, cap: int) -> tuple[str, int, bool] | None:
    """A ``full`` read of valid UTF-8 in one decode; None sends the caller to the slow path."""
    cut = min(len(data), cap)
    if cut < len(data):
        while cut > 0 and data[cut] & 0xC0 == 0x80:
            cut -= 1
    text = data[:cut].decode("utf-8", "replace")
    if "\ufffd" in text:
        return None  # invalid bytes (or a real U+FFFD): decoded length differs from stored
    return text, cut, size > cut


def _slice_text(
    data: bytes, size: int, mode: ReadMode, n: int, start: int, end: int, cap: int
) -> tuple[str, int, bool]:
    """Slice decoded text by characters and cap it by bytes.

    Returns (text, its UTF-8 length, capped).
    """
    text = data.decode("utf-8", "replace")
    more = len(data) < size
    if more:
        text = text[:-1]  # its bytes may have been cut by the prefix fetch
    if mode == "full":
        piece = text
    elif mode == "head":
        piece = text[:n]
    elif mode == "tail":
        piece = text[-n:]
    else:
        piece = text[start:end]
    encoded = piece.encode("utf-8")
    capped = len(encoded) > cap or (
        more and (mode == "full" or (mode == "head" and len(piece) < n))
    )
    if len(encoded) <= cap:
        return piece, len(encoded), capped
    trimmed = _trim_utf8(encoded, cap, keep_end=mode == "tail")
    return trimmed.decode("utf-8"), len(trimmed), capped


def _binary_window(mode: ReadMode, n: int, start: int, end: int, cap: int) -> tuple[int, int]:
    """SQLite substr() start (1-based, negative from the end) and length for a byte slice."""
    if mode == "full":
        return 1, cap
    if mode == "head":
        return 1, min(n, cap)
    if mode == "tail":
        k = min(n, cap)
        return -k, k
    return start + 1, min(end - start, cap)


def _binary_uncapped_len(mode: ReadMode, n: int, start: int, end: int, size: int) -> int:
    if mode == "full":
        return size
    if mode in ("head", "tail"):
        return min(n, size)
    return max(0, min(end, size) - start)


def _check_text_arg(name: str, value: object) -> str:
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise TypeError(f"{name} must be a string, got {type(value).__name__}")
    text = str(value)
    if not text:
        raise ValueError(f"{name} must not be empty")
    return text


def _check_owner(owner: object) -> str:
    if not isinstance(owner, str):
        raise TypeError(f"owner must be a string user id, got {type(owner).__name__}")
    if not owner:
        raise ValueError("owner must not be empty")
    return owner


def _check_positive(name: str, value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{name} must be a positive number of seconds, got {value!r}")
    if not math.isfinite(value) or value <= 0:
        raise ValueError(f"{name} must be a positive, finite number of seconds, got {value!r}")
    return float(value)


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
        conn: aiosqlite.Connection,
        *,
        path: str,
        max_read_bytes: int,
        default_ttl_seconds: float,
        clock: Callable[[], float],
        busy_timeout_ms: int,
        gc_batch_size: int,
    ) -> None:
        """Wrap an opened connection; use :meth:`open` instead of calling this."""
        self._conn: aiosqlite.Connection | None = conn
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
        if isinstance(max_read_bytes, bool) or not isinstance(max_read_bytes, int):
            raise ValueError(f"max_read_bytes must be a positive integer, got {max_read_bytes!r}")
        if max_read_bytes <= 0:
            raise ValueError(f"max_read_bytes must be a positive integer, got {max_read_bytes!r}")
        ttl = _check_positive("default_ttl_seconds", default_ttl_seconds)
        if isinstance(busy_timeout_ms, bool) or not isinstance(busy_timeout_ms, int):
            raise ValueError(f"busy_timeout_ms must be an integer >= 0, got {busy_timeout_ms!r}")
        if busy_timeout_ms < 0:
            raise ValueError(f"busy_timeout_ms must be an integer >= 0, got {busy_timeout_ms!r}")
        if isinstance(gc_batch_size, bool) or not isinstance(gc_batch_size, int):
            raise ValueError(f"gc_batch_size must be a positive integer, got {gc_batch_size!r}")
        if gc_batch_size <= 0:
            raise ValueError(f"gc_batch_size must be a positive integer, got {gc_batch_size!r}")

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
        return pad

    async def _prepare(self) -> None:
        await self._fetch(f"PRAGMA busy_timeout = {self._busy_timeout_ms}")
        await self._fetch("PRAGMA journal_mode = WAL")
        await self._fetch("PRAGMA synchronous = NORMAL")
        version = (await self._fetch("PRAGMA user_version"))[0][0]
        if version > SCHEMA_VERSION:
            raise ScratchpadError(
                f"scratchpad database {self._path} has schema version {version}, newer than "
                f"this program's {SCHEMA_VERSION}; upgrade Metnos or move the file aside"
            )
        async with self._write_lock:
            await self._fetch("BEGIN IMMEDIATE")
            try:
                columns = {row[1] for row in await self._fetch("PRAGMA table_info(scratchpad)")}
                if columns and not set(_COLUMNS) <= columns:
                    # The seed's table had no owner: its rows cannot be attributed to anyone,
                    # and they are temporary by design, so the table is rebuilt.
                    await self._fetch("DROP TABLE scratchpad")
                for statement in _SCHEMA:
                    await self._fetch(statement)
                await self._fetch(f"PRAGMA user_version = {SCHEMA_VERSION}")
                await self._fetch("COMMIT")
            except BaseException:
                await self._rollback_quietly()
                raise

    async def _rollback_quietly(self) -> None:
        conn = self._conn
        if conn is None:
            return
        # Nothing to roll back, or the connection is already gone: the first error counts.
        with contextlib.suppress(sqlite3.Error, ValueError):
            await conn.execute_fetchall("ROLLBACK")

    async def _abandon(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            # The error that made us abandon the connection is the one to report.
            with contextlib.suppress(sqlite3.Error):
                await conn.close()

    async def close(self) -> None:
        """Close the connection (idempotent); the instance cannot be used afterwards."""
        # Wait for a write in flight; reads already queued finish first (FIFO worker).
        async with self._write_lock:
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

    async def _fetch(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        conn = self._require_conn()
        try:
            return list(await conn.execute_fetchall(sql, tuple(params)))
        except sqlite3.Error as exc:
            raise self._error(exc) from exc

    async def _execute_count(self, sql: str, params: Iterable[Any]) -> int:
        conn = self._require_conn()
        try:
            cursor = await conn.execute(sql, tuple(params))
        except sqlite3.Error as exc:
            raise self._error(exc) from exc
        return max(cursor.rowcount, 0)

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
        owner_id = _check_owner(owner)
        turn = _check_text_arg("turn_id", turn_id)
        if isinstance(step_num, bool) or not isinstance(step_num, int) or step_num < 0:
            raise ValueError(f"step_num must be a non-negative integer, got {step_num!r}")
        executor = _check_text_arg("executor_name", executor_name)
        conversation = (
            None if conversation_id is None else _check_text_arg("conversation_id", conversation_id)
        )
        ttl = (
            self._default_ttl
            if ttl_seconds is None
            else _check_positive("ttl_seconds", ttl_seconds)
        )

        encoded = _encode(observation)
        summary = _summarize_encoded(encoded, observation)
        summary_json = json.dumps(summary, ensure_ascii=False, separators=(",", ":"))
        entry_id = secrets.token_urlsafe(16)
        size = len(encoded.data)
        self._require_conn()
        now = self._now()
        async with self._write_lock:
            await self._fetch(
                f"INSERT INTO scratchpad ({', '.join(_COLUMNS)}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    entry_id,
                    owner_id,
                    conversation,
                    turn,
                    step_num,
                    executor,
                    encoded.kind,
                    encoded.data,
                    size,
                    summary_json,
                    now,
                    now + ttl,
                ),
            )
        self._puts += 1
        self._put_bytes += size
        return PutRef(
            id=entry_id,
            summary=summary,
            ref_hint=_ref_hint(entry_id, step_num, encoded.kind),
            size_bytes=size,
            content_kind=encoded.kind,
        )

    async def get(self, owner: str, id: str) -> EntryRow | None:
        """The whole entry (every column, content as bytes), or None when not readable.

        Missing, expired and foreign ids all give None.
        """
        owner_id = _check_owner(owner)
        if not isinstance(id, str):
            return None
        rows = await self._fetch(
            f"SELECT {', '.join(_META_COLUMNS)}, content FROM scratchpad "
            "WHERE id = ? AND owner_user_id = ?",
            (id, owner_id),
        )
        if not rows:
            return None
        row = rows[0]
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
        owner_id = _check_owner(owner)
        read_mode, count, first, stop = _check_read_args(mode, n, start, end)
        if not isinstance(id, str):
            raise ScratchpadNotFound(_not_found_message(id))
        cap = self._max_read_bytes
        bin_start, bin_len = _binary_window(read_mode, count, first, stop, cap)
        text_len = _text_prefix_needed(read_mode, count, stop, cap)
        rows = await self._fetch(
            "SELECT content_kind, size_bytes, expires_at, "
            "CASE WHEN content_kind = 'binary' THEN substr(content, ?, ?) "
            "WHEN ? < 0 THEN content ELSE substr(content, 1, ?) END "
            "FROM scratchpad WHERE id = ? AND owner_user_id = ?",
            (bin_start, bin_len, text_len, text_len, id, owner_id),
        )
        if not rows:
            raise ScratchpadNotFound(_not_found_message(id))
        kind, size, expires_at, data = rows[0]
        if expires_at <= self._now():
            self._expired_refusals += 1
            raise ScratchpadNotFound(_not_found_message(id))
        data = b"" if data is None else bytes(data)  # substr() of an empty blob is NULL
        encoding: ReadEncoding
        if kind == "binary":
            capped = _binary_uncapped_len(read_mode, count, first, stop, size) > cap
            content = base64.b64encode(data).decode("ascii")
            encoding, returned = "base64", len(data)
        else:
            fast = _full_text_fast(data, size, cap) if read_mode == "full" else None
            if fast is None:
                fast = _slice_text(data, size, read_mode, count, first, stop, cap)
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
        owner_id = _check_owner(owner)
        turn = _check_text_arg("turn_id", turn_id)
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
        self._gc_runs += 1
        self._gc_removed += removed
        return removed

    async def stats(self) -> ScratchpadStats:
        """Stored entries and bytes (expired ones count until gc) and this instance's counters."""
        rows = await self._fetch(
            "SELECT COUNT(*), COALESCE(SUM(size_bytes), 0), "
            "COALESCE(SUM(expires_at <= ?), 0) FROM scratchpad",
            (self._now(),),
        )
        entries, total, expired = rows[0]
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
