"""Tests for the owned observation scratchpad (SPEC section 3)."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
import os
import sqlite3
import stat
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from runtime.scratchpad import (
    Scratchpad,
    ScratchpadError,
    ScratchpadNotFound,
    serialized_size,
    summarize,
)

ALICE = "user-alice"
BOB = "user-bob"


class FakeClock:
    """A settable clock for expiry tests."""

    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def pad(tmp_path: Path, clock: FakeClock) -> AsyncIterator[Scratchpad]:
    sp = await Scratchpad.open(tmp_path / "scratchpad.db", clock=clock)
    try:
        yield sp
    finally:
        await sp.close()


def utf8_cut(text: str, cap: int, keep_end: bool = False) -> str:
    """Reference: the longest prefix (or suffix) of ``text`` within ``cap`` UTF-8 bytes."""
    if keep_end:
        i = 0
        while len(text[i:].encode()) > cap:
            i += 1
        return text[i:]
    j = len(text)
    while len(text[:j].encode()) > cap:
        j -= 1
    return text[:j]


# --------------------------------------------------------------------------- open


async def test_open_creates_private_file_with_schema_in_wal_mode(tmp_path: Path) -> None:
    path = tmp_path / "data" / "scratchpad.db"
    sp = await Scratchpad.open(path)
    try:
        assert path.exists()
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        with sqlite3.connect(path) as raw:
            mode = raw.execute("PRAGMA journal_mode").fetchone()[0]
            columns = [r[1] for r in raw.execute("PRAGMA table_info(scratchpad)")]
            indexes = {r[1] for r in raw.execute("PRAGMA index_list(scratchpad)")}
            index_columns = {
                name: [c[2] for c in raw.execute(f"PRAGMA index_info({name})")] for name in indexes
            }
        raw.close()
        assert mode == "wal"
        assert columns == [
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
        ]
        assert ["owner_user_id", "turn_id"] in index_columns.values()
        assert ["expires_at"] in index_columns.values()
    finally:
        await sp.close()


async def test_reopen_keeps_live_entries(tmp_path: Path) -> None:
    path = tmp_path / "scratchpad.db"
    sp = await Scratchpad.open(path)
    ref = await sp.put(ALICE, "t1", 1, "files.read", "kept across restarts")
    await sp.close()

    sp = await Scratchpad.open(path)
    try:
        out = await sp.read(ALICE, ref["id"], mode="full")
    finally:
        await sp.close()
    assert out["content"] == "kept across restarts"


async def test_legacy_unowned_table_is_rebuilt_with_owner_column(tmp_path: Path) -> None:
    path = tmp_path / "scratchpad.db"
    with sqlite3.connect(path) as raw:
        raw.execute(
            "CREATE TABLE scratchpad (id TEXT PRIMARY KEY, turn_id TEXT, step_num INTEGER, "
            "executor_name TEXT, content_kind TEXT, content BLOB, size_bytes INTEGER, "
            "summary TEXT, created_at REAL, expires_at REAL)"
        )
        raw.execute(
            "INSERT INTO scratchpad VALUES ('old', 't', 1, 'x', 'text', x'41', 1, '{}', 0, 9e99)"
        )
    raw.close()

    sp = await Scratchpad.open(path)
    try:
        st_ = await sp.stats()
        ref = await sp.put(ALICE, "t", 1, "x", "new")
        assert await sp.get(ALICE, ref["id"]) is not None
    finally:
        await sp.close()
    assert st_["entries"] == 0


async def test_open_rejects_bad_settings(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="max_read_bytes"):
        await Scratchpad.open(tmp_path / "a.db", max_read_bytes=0)
    with pytest.raises(ValueError, match="default_ttl_seconds"):
        await Scratchpad.open(tmp_path / "a.db", default_ttl_seconds=0)


async def test_closed_scratchpad_raises_scratchpad_error(tmp_path: Path) -> None:
    sp = await Scratchpad.open(tmp_path / "scratchpad.db")
    await sp.close()
    await sp.close()  # idempotent
    with pytest.raises(ScratchpadError, match="closed"):
        await sp.put(ALICE, "t", 1, "x", "late")


async def test_async_with_closes_the_scratchpad(tmp_path: Path) -> None:
    async with await Scratchpad.open(tmp_path / "scratchpad.db") as sp:
        await sp.put(ALICE, "t", 1, "x", "inside")
    with pytest.raises(ScratchpadError, match="closed"):
        await sp.stats()


# --------------------------------------------------------------------------- locked / corrupt


async def test_corrupt_database_raises_scratchpad_error(tmp_path: Path) -> None:
    path = tmp_path / "scratchpad.db"
    path.write_bytes(os.urandom(8192))
    with pytest.raises(ScratchpadError, match="corrupt or not an SQLite database"):
        await Scratchpad.open(path)


async def test_locked_database_at_open_raises_scratchpad_error(tmp_path: Path) -> None:
    path = tmp_path / "scratchpad.db"
    holder = sqlite3.connect(path, isolation_level=None)
    try:
        holder.execute("CREATE TABLE other (x)")
        holder.execute("BEGIN EXCLUSIVE")
        with pytest.raises(ScratchpadError, match="locked"):
            await Scratchpad.open(path, busy_timeout_ms=50)
    finally:
        holder.execute("ROLLBACK")
        holder.close()


async def test_locked_database_on_put_raises_scratchpad_error(tmp_path: Path) -> None:
    path = tmp_path / "scratchpad.db"
    sp = await Scratchpad.open(path, busy_timeout_ms=50)
    holder = sqlite3.connect(path, isolation_level=None)
    try:
        holder.execute("BEGIN EXCLUSIVE")
        with pytest.raises(ScratchpadError, match="locked by another connection"):
            await sp.put(ALICE, "t", 1, "x", "blocked")
        holder.execute("ROLLBACK")
        ref = await sp.put(ALICE, "t", 1, "x", "after release")
        assert (await sp.read(ALICE, ref["id"], mode="full"))["content"] == "after release"
    finally:
        holder.close()
        await sp.close()


# --------------------------------------------------------------------------- put and summaries


async def test_put_returns_reference_with_summary_and_hint(pad: Scratchpad) -> None:
    ref = await pad.put(ALICE, "turn-1", 3, "files.read", "hello")
    assert set(ref) == {"id", "summary", "ref_hint", "size_bytes", "content_kind"}
    assert ref["content_kind"] == "text"
    assert ref["size_bytes"] == 5
    assert ref["summary"]["kind"] == "text"
    assert "from_step=3" in ref["ref_hint"]
    assert f"scratchpad_read(id='{ref['id']}'" in ref["ref_hint"]


async def test_ids_are_random_and_opaque(pad: Scratchpad) -> None:
    ids = [(await pad.put(ALICE, "t", i, "x", "same"))["id"] for i in range(20)]
    assert len(set(ids)) == 20
    assert all(len(i) >= 20 and ALICE not in i for i in ids)


async def test_get_returns_every_column(pad: Scratchpad, clock: FakeClock) -> None:
    ref = await pad.put(
        ALICE, "turn-9", 2, "mail.search", b"\x00\x01", ttl_seconds=60, conversation_id="c-1"
    )
    row = await pad.get(ALICE, ref["id"])
    assert row is not None
    assert row == {
        "id": ref["id"],
        "owner_user_id": ALICE,
        "conversation_id": "c-1",
        "turn_id": "turn-9",
        "step_num": 2,
        "executor_name": "mail.search",
        "content_kind": "binary",
        "content": b"\x00\x01",
        "size_bytes": 2,
        "summary": ref["summary"],
        "created_at": clock.now,
        "expires_at": clock.now + 60,
    }


async def test_long_text_summary_has_size_chars_lines_head_and_tail(pad: Scratchpad) -> None:
    text = "".join(f"line {i:05d} è\n" for i in range(2000))
    ref = await pad.put(ALICE, "t", 1, "files.read", text)
    s = ref["summary"]
    assert s["kind"] == "text"
    assert s["size_bytes"] == len(text.encode()) == ref["size_bytes"]
    assert s["chars"] == len(text)
    assert s["lines"] == 2000
    assert s["head"] == text[:300]
    assert s["tail"] == text[-300:]
    assert s["omitted_chars"] == len(text) - 600
    assert len(json.dumps(s)) < 1000 < len(text)


async def test_short_text_summary_omits_tail(pad: Scratchpad) -> None:
    ref = await pad.put(ALICE, "t", 1, "x", "a short answer")
    assert ref["summary"]["head"] == "a short answer"
    assert "tail" not in ref["summary"]
    assert ref["summary"]["lines"] == 1


def test_medium_text_head_and_tail_do_not_overlap() -> None:
    text = "".join(chr(ord("a") + i % 26) for i in range(450))
    s = summarize(text)
    assert s["head"] + s["tail"] == text
    assert s["omitted_chars"] == 0


async def test_binary_summary_has_size_and_sha256_prefix(pad: Scratchpad) -> None:
    data = os.urandom(5000)
    ref = await pad.put(ALICE, "t", 1, "files.read", data)
    assert ref["summary"] == {
        "kind": "binary",
        "size_bytes": 5000,
        "sha256_prefix": hashlib.sha256(data).hexdigest()[:16],
    }


async def test_valid_utf8_bytes_are_still_binary(pad: Scratchpad) -> None:
    ref = await pad.put(ALICE, "t", 1, "x", b"plain ascii")
    assert ref["content_kind"] == "binary"
    out = await pad.read(ALICE, ref["id"], mode="full")
    assert out["encoding"] == "base64"
    assert base64.b64decode(out["content"]) == b"plain ascii"


async def test_invalid_utf8_bytes_are_binary_and_round_trip(pad: Scratchpad) -> None:
    data = b"caf\xe9 \xff\xfe ok"
    ref = await pad.put(ALICE, "t", 1, "x", data)
    assert ref["content_kind"] == "binary"
    out = await pad.read(ALICE, ref["id"], mode="full")
    assert base64.b64decode(out["content"]) == data
    assert out["returned_bytes"] == len(data)


async def test_surrogate_escaped_text_keeps_bytes_and_reads_with_replacement(
    pad: Scratchpad,
) -> None:
    text = b"caf\xe9 au lait".decode("utf-8", "surrogateescape")
    ref = await pad.put(ALICE, "t", 1, "x", text)
    row = await pad.get(ALICE, ref["id"])
    out = await pad.read(ALICE, ref["id"], mode="full")
    assert ref["content_kind"] == "text"
    assert row is not None and row["content"] == b"caf\xe9 au lait"
    assert out["content"] == "caf\ufffd au lait"
    assert ref["summary"]["head"] == "caf\ufffd au lait"


async def test_lone_surrogate_text_is_rejected_clearly(pad: Scratchpad) -> None:
    with pytest.raises(ValueError, match="lone surrogate U\\+D800"):
        await pad.put(ALICE, "t", 1, "x", "bad \ud800 text")
    assert (await pad.stats())["entries"] == 0


async def test_structured_summary_counts_and_schema_without_items(pad: Scratchpad) -> None:
    observation = {
        "entries": [{"name": f"file{i}.pdf", "size": i, "dir": i % 2 == 0} for i in range(500)]
        + [{"name": "odd", "size": None}],
        "matches": [{"line": 1, "text": "x"}],
        "results": ["a", "b", 3],
        "path": "/home/alice/Acquisti",
    }
    ref = await pad.put(ALICE, "t", 1, "files.list", observation)
    s = ref["summary"]
    assert ref["content_kind"] == "structured"
    assert s["kind"] == "structured"
    assert s["size_bytes"] == serialized_size(observation)
    assert s["entries"] == {
        "count": 501,
        "schema": {"name": "string", "size": "integer|null", "dir": "boolean"},
    }
    assert s["matches"] == {"count": 1, "schema": {"line": "integer", "text": "string"}}
    assert s["results"] == {"count": 3, "schema": {}, "item_types": "integer|string"}
    assert s["keys"] == ["entries", "matches", "results", "path"]
    assert "file10.pdf" not in json.dumps(s)


def test_structured_summary_keeps_useful_scalars() -> None:
    observation = {
        "count": 42,
        "truncated": True,
        "size": 1234.5,
        "message": "m" * 1000,
        "error": None,
        "other": "not kept",
        "results": [],
    }
    s = summarize(observation)
    assert s["count"] == 42
    assert s["truncated"] is True
    assert s["size"] == 1234.5
    assert s["error"] is None
    assert s["message"] == "m" * 300 + "…"
    assert "other" not in s
    assert s["results"] == {"count": 0, "schema": {}}


def test_structured_summary_skips_non_scalar_error() -> None:
    s = summarize({"error": {"code": 5, "detail": "x" * 5000}})
    assert "error" not in s
    assert s["keys"] == ["error"]


def test_bare_list_summary_has_count_and_schema() -> None:
    s = summarize([{"a": 1}, {"a": 2.5, "b": [1]}, {"c": {}}])
    assert s == {
        "kind": "structured",
        "size_bytes": serialized_size([{"a": 1}, {"a": 2.5, "b": [1]}, {"c": {}}]),
        "count": 3,
        "schema": {"a": "integer|number", "b": "array", "c": "object"},
    }


def test_wide_schema_is_truncated() -> None:
    s = summarize({"entries": [{f"k{i}": i for i in range(80)}]})
    assert len(s["entries"]["schema"]) == 50
    assert s["entries"]["schema_truncated"] is True


@pytest.mark.parametrize(
    "observation",
    [
        {"when": object()},
        {"tags": {1, 2}},
        [float("nan")],
        {"x": float("inf")},
        {"bad": "\udc80"},
    ],
    ids=["object", "set", "nan", "inf", "surrogate"],
)
async def test_non_json_structured_observation_raises_value_error(
    pad: Scratchpad, observation: Any
) -> None:
    with pytest.raises(ValueError, match="structured observation"):
        await pad.put(ALICE, "t", 1, "x", observation)
    with pytest.raises(ValueError, match="structured observation"):
        serialized_size(observation)
    assert (await pad.stats())["entries"] == 0


def test_circular_structured_observation_raises_value_error() -> None:
    loop: list[Any] = []
    loop.append(loop)
    with pytest.raises(ValueError, match="not JSON-serializable"):
        serialized_size(loop)


@pytest.mark.parametrize("observation", [42, None, 1.5, {1, 2}])
def test_unsupported_observation_type_raises_value_error(observation: Any) -> None:
    with pytest.raises(ValueError, match="unsupported observation type"):
        summarize(observation)


def test_serialized_size_counts_stored_bytes() -> None:
    assert serialized_size("è") == 2
    assert serialized_size(b"\x00\x01\x02") == 3
    assert serialized_size(bytearray(7)) == 7
    assert serialized_size({"a": [1, 2]}) == len(b'{"a":[1,2]}')
    assert serialized_size(["è"]) == len('["è"]'.encode())


def test_summarize_is_pure_and_deterministic() -> None:
    observation = {"entries": [{"a": 1}], "count": 1}
    assert summarize(observation) == summarize(observation)
    assert observation == {"entries": [{"a": 1}], "count": 1}


async def test_put_validates_its_arguments(pad: Scratchpad) -> None:
    with pytest.raises(ValueError, match="owner"):
        await pad.put("", "t", 1, "x", "data")
    with pytest.raises(TypeError, match="owner"):
        await pad.put(None, "t", 1, "x", "data")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="step_num"):
        await pad.put(ALICE, "t", -1, "x", "data")
    with pytest.raises(ValueError, match="turn_id"):
        await pad.put(ALICE, "", 1, "x", "data")
    assert (await pad.stats())["entries"] == 0


# --------------------------------------------------------------------------- TTL and gc


@pytest.mark.parametrize("ttl", [0, -5, float("nan"), float("inf")])
async def test_ttl_must_be_positive(pad: Scratchpad, ttl: float) -> None:
    with pytest.raises(ValueError, match="ttl_seconds"):
        await pad.put(ALICE, "t", 1, "x", "data", ttl_seconds=ttl)


async def test_default_ttl_is_one_hour(pad: Scratchpad, clock: FakeClock) -> None:
    ref = await pad.put(ALICE, "t", 1, "x", "data")
    row = await pad.get(ALICE, ref["id"])
    assert row is not None
    assert row["expires_at"] - row["created_at"] == 3600


async def test_expired_entry_is_unreadable_before_gc(pad: Scratchpad, clock: FakeClock) -> None:
    ref = await pad.put(ALICE, "t", 1, "x", "short-lived", ttl_seconds=10)
    clock.now += 10

    assert await pad.get(ALICE, ref["id"]) is None
    with pytest.raises(ScratchpadNotFound):
        await pad.read(ALICE, ref["id"])
    assert await pad.list_for_turn(ALICE, "t") == []
    st_ = await pad.stats()
    assert st_["entries"] == 1  # still on disk until gc
    assert st_["expired_entries"] == 1
    assert st_["expired_refusals"] == 2


async def test_entry_is_readable_until_it_expires(pad: Scratchpad, clock: FakeClock) -> None:
    ref = await pad.put(ALICE, "t", 1, "x", "still here", ttl_seconds=10)
    clock.now += 9.999
    assert (await pad.read(ALICE, ref["id"], mode="full"))["content"] == "still here"


async def test_gc_removes_expired_rows_and_returns_count(pad: Scratchpad, clock: FakeClock) -> None:
    for i in range(5):
        await pad.put(ALICE, "t", i, "x", f"old {i}", ttl_seconds=10)
    keep = await pad.put(BOB, "t", 9, "x", "fresh", ttl_seconds=1000)
    clock.now += 20

    removed = await pad.gc()

    assert removed == 5
    st_ = await pad.stats()
    assert st_["entries"] == 1
    assert st_["gc_runs"] == 1 and st_["gc_removed"] == 5
    assert (await pad.read(BOB, keep["id"], mode="full"))["content"] == "fresh"
    assert await pad.gc() == 0


async def test_gc_uses_the_given_now(pad: Scratchpad, clock: FakeClock) -> None:
    await pad.put(ALICE, "t", 1, "x", "a", ttl_seconds=10)
    await pad.put(ALICE, "t", 2, "x", "b", ttl_seconds=100)
    assert await pad.gc(now=clock.now + 50) == 1
    assert len(await pad.list_for_turn(ALICE, "t")) == 1


async def test_gc_in_batches_removes_everything_and_lets_others_run(
    tmp_path: Path, clock: FakeClock
) -> None:
    sp = await Scratchpad.open(tmp_path / "scratchpad.db", clock=clock, gc_batch_size=7)
    try:
        for i in range(50):
            await sp.put(ALICE, "t", i, "x", "expired", ttl_seconds=1)
        clock.now += 5
        ticks = 0

        async def ticker() -> None:
            nonlocal ticks
            while True:
                ticks += 1
                await asyncio.sleep(0)

        task = asyncio.create_task(ticker())
        removed = await sp.gc()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert removed == 50
        assert (await sp.stats())["entries"] == 0
        assert ticks >= 8  # one turn at least per batch
    finally:
        await sp.close()


# --------------------------------------------------------------------------- reads


TEXT = "αβγ" + "abcdefghij" * 10 + "€𝄞end"  # 1-, 2-, 3- and 4-byte characters


async def test_read_defaults_to_head_of_2000(pad: Scratchpad) -> None:
    text = "x" * 5000
    ref = await pad.put(ALICE, "t", 1, "x", text)
    out = await pad.read(ALICE, ref["id"])
    assert out == {
        "content": "x" * 2000,
        "encoding": "utf-8",
        "size_bytes": 5000,
        "returned_bytes": 2000,
        "content_kind": "text",
        "mode": "head",
        "capped": False,
    }


async def test_text_read_modes_count_characters(pad: Scratchpad) -> None:
    ref = await pad.put(ALICE, "t", 1, "x", TEXT)
    rid = ref["id"]
    head = await pad.read(ALICE, rid, mode="head", n=4)
    tail = await pad.read(ALICE, rid, mode="tail", n=5)
    rng = await pad.read(ALICE, rid, mode="range", start=1, end=5)
    full = await pad.read(ALICE, rid, mode="full")
    assert head["content"] == "αβγa" and head["returned_bytes"] == 7
    assert tail["content"] == "€𝄞end" and tail["returned_bytes"] == 10
    assert rng["content"] == "βγab" and rng["mode"] == "range"
    assert full["content"] == TEXT and full["returned_bytes"] == len(TEXT.encode())
    assert full["size_bytes"] == len(TEXT.encode())


async def test_binary_read_modes_count_bytes_and_return_base64(pad: Scratchpad) -> None:
    data = bytes(range(256))
    rid = (await pad.put(ALICE, "t", 1, "x", data))["id"]

    head = await pad.read(ALICE, rid, mode="head", n=3)
    tail = await pad.read(ALICE, rid, mode="tail", n=3)
    rng = await pad.read(ALICE, rid, mode="range", start=10, end=14)
    full = await pad.read(ALICE, rid, mode="full")

    assert head["encoding"] == "base64" and head["content_kind"] == "binary"
    assert base64.b64decode(head["content"]) == data[:3]
    assert base64.b64decode(tail["content"]) == data[-3:]
    assert base64.b64decode(rng["content"]) == data[10:14]
    assert rng["returned_bytes"] == 4
    assert base64.b64decode(full["content"]) == data and not full["capped"]


async def test_structured_entry_reads_as_compact_json_text(pad: Scratchpad) -> None:
    observation = {"entries": [{"name": "è.pdf"}], "count": 1}
    rid = (await pad.put(ALICE, "t", 1, "x", observation))["id"]
    full = await pad.read(ALICE, rid, mode="full")
    head = await pad.read(ALICE, rid, mode="head", n=11)
    assert full["encoding"] == "utf-8" and full["content_kind"] == "structured"
    assert json.loads(full["content"]) == observation
    assert head["content"] == '{"entries":'


@pytest.mark.parametrize(
    ("start", "end", "expected"),
    [
        (0, 0, ""),
        (0, 3, "αβγ"),
        (5, 5, ""),
        (100, 10_000, TEXT[100:]),
        (len(TEXT), len(TEXT) + 5, ""),
        (10_000, 20_000, ""),
        (0, 10**30, TEXT),
    ],
    ids=["empty-at-0", "start", "start-eq-end", "end-past-size", "at-end", "past-end", "huge"],
)
async def test_text_range_edges_clamp(pad: Scratchpad, start: int, end: int, expected: str) -> None:
    rid = (await pad.put(ALICE, "t", 1, "x", TEXT))["id"]
    out = await pad.read(ALICE, rid, mode="range", start=start, end=end)
    assert out["content"] == expected
    assert out["returned_bytes"] == len(expected.encode())
    assert out["capped"] is False


@pytest.mark.parametrize(
    ("start", "end", "expected"),
    [(0, 0, b""), (7, 7, b""), (8, 100, b"89"), (10, 20, b""), (0, 10, b"0123456789")],
)
async def test_binary_range_edges_clamp(
    pad: Scratchpad, start: int, end: int, expected: bytes
) -> None:
    rid = (await pad.put(ALICE, "t", 1, "x", b"0123456789"))["id"]
    out = await pad.read(ALICE, rid, mode="range", start=start, end=end)
    assert base64.b64decode(out["content"]) == expected
    assert out["returned_bytes"] == len(expected)


async def test_head_and_tail_longer_than_content_return_everything(pad: Scratchpad) -> None:
    rid = (await pad.put(ALICE, "t", 1, "x", TEXT))["id"]
    assert (await pad.read(ALICE, rid, mode="head", n=10**6))["content"] == TEXT
    assert (await pad.read(ALICE, rid, mode="tail", n=10**6))["content"] == TEXT


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"mode": "middle"}, "unknown read mode 'middle'"),
        ({"mode": "head", "n": 0}, "n must be a positive integer"),
        ({"mode": "tail", "n": -3}, "n must be a positive integer"),
        ({"mode": "head", "n": True}, "n must be a positive integer"),
        ({"mode": "range", "end": 5}, "needs start"),
        ({"mode": "range", "start": 5}, "needs end"),
        ({"mode": "range", "start": -1, "end": 5}, "start must be a non-negative integer"),
        ({"mode": "range", "start": 0, "end": -5}, "end must be a non-negative integer"),
        ({"mode": "range", "start": 6, "end": 5}, "must not be smaller than start"),
    ],
    ids=[
        "unknown-mode",
        "n-zero",
        "n-negative",
        "n-bool",
        "missing-start",
        "missing-end",
        "negative-start",
        "negative-end",
        "inverted",
    ],
)
async def test_bad_read_arguments_raise_value_error(
    pad: Scratchpad, kwargs: dict[str, Any], message: str
) -> None:
    rid = (await pad.put(ALICE, "t", 1, "x", TEXT))["id"]
    with pytest.raises(ValueError, match=message):
        await pad.read(ALICE, rid, **kwargs)
    assert (await pad.stats())["reads"] == 0


async def test_full_read_is_capped_by_max_read_bytes(tmp_path: Path) -> None:
    sp = await Scratchpad.open(tmp_path / "scratchpad.db", max_read_bytes=1000)
    try:
        text = "€" * 2000  # 3 bytes each: the cap falls inside a character
        tid = (await sp.put(ALICE, "t", 1, "x", text))["id"]
        bid = (await sp.put(ALICE, "t", 2, "x", os.urandom(5000)))["id"]

        t_out = await sp.read(ALICE, tid, mode="full")
        b_out = await sp.read(ALICE, bid, mode="full")
    finally:
        await sp.close()
    assert t_out["capped"] is True
    assert t_out["content"] == "€" * 333
    assert t_out["returned_bytes"] == 999
    assert t_out["size_bytes"] == 6000
    assert b_out["capped"] is True
    assert b_out["returned_bytes"] == 1000
    assert len(base64.b64decode(b_out["content"])) == 1000


async def test_full_read_at_exactly_the_cap_is_not_capped(tmp_path: Path) -> None:
    sp = await Scratchpad.open(tmp_path / "scratchpad.db", max_read_bytes=100)
    try:
        tid = (await sp.put(ALICE, "t", 1, "x", "y" * 100))["id"]
        bid = (await sp.put(ALICE, "t", 2, "x", b"z" * 100))["id"]
        t_out = await sp.read(ALICE, tid, mode="full")
        b_out = await sp.read(ALICE, bid, mode="full")
    finally:
        await sp.close()
    assert t_out["capped"] is False and t_out["content"] == "y" * 100
    assert b_out["capped"] is False and b_out["returned_bytes"] == 100


async def test_slices_are_capped_too_and_tail_keeps_the_end(tmp_path: Path) -> None:
    sp = await Scratchpad.open(tmp_path / "scratchpad.db", max_read_bytes=10)
    try:
        rid = (await sp.put(ALICE, "t", 1, "x", "0123456789abcdefghij"))["id"]
        head = await sp.read(ALICE, rid, mode="head", n=15)
        tail = await sp.read(ALICE, rid, mode="tail", n=15)
        rng = await sp.read(ALICE, rid, mode="range", start=2, end=18)
        small = await sp.read(ALICE, rid, mode="head", n=4)
    finally:
        await sp.close()
    assert (head["content"], head["capped"]) == ("0123456789", True)
    assert (tail["content"], tail["capped"]) == ("abcdefghij", True)
    assert (rng["content"], rng["capped"]) == ("23456789ab", True)
    assert (small["content"], small["capped"]) == ("0123", False)


async def test_slices_of_a_large_multibyte_text_match_python_slicing(pad: Scratchpad) -> None:
    text = "".join("a€é𝄞"[i % 4] for i in range(400_000))  # about 1 MiB
    rid = (await pad.put(ALICE, "t", 1, "x", text))["id"]
    head = await pad.read(ALICE, rid, mode="head", n=1001)
    tail = await pad.read(ALICE, rid, mode="tail", n=999)
    rng = await pad.read(ALICE, rid, mode="range", start=250_001, end=250_011)
    assert head["content"] == text[:1001]
    assert tail["content"] == text[-999:]
    assert rng["content"] == text[250_001:250_011]
    assert head["size_bytes"] == len(text.encode())


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    text=st.text(max_size=400),
    a=st.integers(min_value=0, max_value=450),
    b=st.integers(min_value=0, max_value=450),
)
async def test_range_read_equals_python_slicing(pad: Scratchpad, text: str, a: int, b: int) -> None:
    start, end = min(a, b), max(a, b)
    text = text.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
    rid = (await pad.put(ALICE, "t", 1, "x", text))["id"]
    out = await pad.read(ALICE, rid, mode="range", start=start, end=end)
    assert out["content"] == text[start:end]
    assert out["returned_bytes"] == len(text[start:end].encode())


@settings(max_examples=100, deadline=None)
@given(
    text=st.text(alphabet=st.sampled_from("a€é𝄞\n"), max_size=200),
    n=st.integers(min_value=1, max_value=250),
    cap=st.integers(min_value=1, max_value=120),
)
async def test_capped_slices_match_reference(
    tmp_path_factory: pytest.TempPathFactory, text: str, n: int, cap: int
) -> None:
    sp = await Scratchpad.open(tmp_path_factory.mktemp("cap") / "s.db", max_read_bytes=cap)
    try:
        rid = (await sp.put(ALICE, "t", 1, "x", text))["id"]
        full = await sp.read(ALICE, rid, mode="full")
        head = await sp.read(ALICE, rid, mode="head", n=n)
        tail = await sp.read(ALICE, rid, mode="tail", n=n)
    finally:
        await sp.close()
    assert full["content"] == utf8_cut(text, cap)
    assert full["capped"] == (len(text.encode()) > cap)
    assert head["content"] == utf8_cut(text[:n], cap)
    assert head["capped"] == (len(text[:n].encode()) > cap)
    assert tail["content"] == utf8_cut(text[-n:], cap, keep_end=True)
    assert tail["capped"] == (len(text[-n:].encode()) > cap)


# --------------------------------------------------------------------------- ownership


async def test_foreign_id_reads_as_missing(pad: Scratchpad, clock: FakeClock) -> None:
    mine = await pad.put(ALICE, "turn-a", 1, "files.read", "alice's secret")
    expired = await pad.put(BOB, "turn-b", 1, "x", "bob's old", ttl_seconds=1)
    clock.now += 2

    # Bob passes Alice's id straight to the API.
    assert await pad.get(BOB, mine["id"]) is None
    assert await pad.list_for_turn(BOB, "turn-a") == []
    with pytest.raises(ScratchpadNotFound) as foreign:
        await pad.read(BOB, mine["id"], mode="full")
    with pytest.raises(ScratchpadNotFound) as missing:
        await pad.read(BOB, "no-such-id", mode="full")
    with pytest.raises(ScratchpadNotFound) as gone:
        await pad.read(BOB, expired["id"], mode="full")

    def shape(exc: pytest.ExceptionInfo[ScratchpadNotFound], rid: str) -> str:
        return str(exc.value).replace(repr(rid), "<id>")

    assert shape(foreign, mine["id"]) == shape(missing, "no-such-id") == shape(gone, expired["id"])
    assert "alice" not in str(foreign.value)
    # Alice still reads her entry.
    assert (await pad.read(ALICE, mine["id"], mode="full"))["content"] == "alice's secret"


async def test_not_found_is_a_lookup_error(pad: Scratchpad) -> None:
    with pytest.raises(LookupError):
        await pad.read(ALICE, "missing")


async def test_list_for_turn_shows_only_own_entries_by_step_without_content(
    pad: Scratchpad,
) -> None:
    await pad.put(ALICE, "turn-1", 2, "b", "second")
    await pad.put(ALICE, "turn-1", 1, "a", "first")
    await pad.put(BOB, "turn-1", 3, "c", "bob's")
    await pad.put(ALICE, "turn-2", 1, "d", "other turn")

    rows = await pad.list_for_turn(ALICE, "turn-1")

    assert [(r["step_num"], r["executor_name"]) for r in rows] == [(1, "a"), (2, "b")]
    assert all("content" not in r and r["owner_user_id"] == ALICE for r in rows)
    assert rows[0]["summary"]["head"] == "first"


async def test_foreign_access_counts_no_reads(pad: Scratchpad) -> None:
    rid = (await pad.put(ALICE, "t", 1, "x", "data"))["id"]
    with pytest.raises(ScratchpadNotFound):
        await pad.read(BOB, rid)
    st_ = await pad.stats()
    assert st_["reads"] == 0 and st_["expired_refusals"] == 0


# --------------------------------------------------------------------------- concurrency


async def test_concurrent_puts_and_reads_from_several_users(pad: Scratchpad) -> None:
    users = [f"user-{u}" for u in range(5)]
    jobs = [(users[i % 5], i) for i in range(50)]

    refs = await asyncio.gather(
        *(
            pad.put(user, f"turn-{user}", i, "x", f"payload {i} of {user} " * (i + 1))
            for user, i in jobs
        )
    )
    # Reads of every entry race with ten more puts on the same connection.
    reads, more = await asyncio.gather(
        asyncio.gather(
            *(
                pad.read(user, ref["id"], mode="full")
                for (user, _), ref in zip(jobs, refs, strict=True)
            )
        ),
        asyncio.gather(
            *(pad.put(user, f"turn-{user}", 100 + i, "x", b"more") for user, i in jobs[:10])
        ),
    )
    listings = await asyncio.gather(*(pad.list_for_turn(u, f"turn-{u}") for u in users))

    for (user, i), out in zip(jobs, reads, strict=True):
        assert out["content"] == f"payload {i} of {user} " * (i + 1)
    assert all(ref["content_kind"] == "binary" for ref in more)
    assert len({r["id"] for r in refs}) == 50
    assert [len(rows) for rows in listings] == [12] * 5
    st_ = await pad.stats()
    assert st_["entries"] == 60 and st_["puts"] == 60 and st_["reads"] == 50


# --------------------------------------------------------------------------- stats


async def test_stats_counts_entries_bytes_and_operations(pad: Scratchpad, clock: FakeClock) -> None:
    a = await pad.put(ALICE, "t", 1, "x", "12345")
    await pad.put(BOB, "t", 1, "x", b"\x00" * 10, ttl_seconds=5)
    await pad.read(ALICE, a["id"], mode="head", n=2)
    await pad.read(ALICE, a["id"], mode="full")
    clock.now += 10
    assert await pad.get(BOB, "whatever") is None
    await pad.gc()

    st_ = await pad.stats()

    assert st_ == {
        "entries": 1,
        "bytes": 5,
        "expired_entries": 0,
        "puts": 2,
        "put_bytes": 15,
        "reads": 2,
        "read_bytes": 7,
        "expired_refusals": 0,
        "gc_runs": 1,
        "gc_removed": 1,
    }
