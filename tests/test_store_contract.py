"""The storage contract: what every store relies on of its database, on SQLite and on PostgreSQL.

Each test takes ``store_backend`` and runs once per backend (the PostgreSQL half needs
``METNOS_TEST_DATABASE_URL``; each of its runs gets a fresh schema). The stores themselves are
in test_store_contract_stores.py, a whole runtime in test_store_contract_runtime.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.telegram.store import MIGRATIONS as TELEGRAM_MIGRATIONS
from runtime.errors import StorageError
from runtime.scratchpad import MIGRATIONS as SCRATCHPAD_MIGRATIONS
from runtime.scratchpad import Scratchpad
from runtime.store.db import MIGRATIONS, Connection, Database, Migrations, Storage, StoreError
from tests.conftest import NO_POSTGRES, TEST_DATABASE_URL, StoreBackend, with_search_path

PROBE = Migrations(
    "probe",
    ("CREATE TABLE probe (k TEXT PRIMARY KEY, n INTEGER, f REAL, b BLOB, t TEXT);",
     "CREATE TABLE probe_counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL);"
     " INSERT INTO probe_counter (id, n) VALUES (1, 0);"),
    postgres=(
        "CREATE TABLE probe (k TEXT PRIMARY KEY, n BIGINT, f DOUBLE PRECISION, b BYTEA, t TEXT);",
        "CREATE TABLE probe_counter (id BIGINT PRIMARY KEY, n BIGINT NOT NULL);"
        " INSERT INTO probe_counter (id, n) VALUES (1, 0);"),
)


@pytest.fixture
async def db(store_backend: StoreBackend) -> AsyncIterator[Storage]:
    storage = await store_backend.open()
    try:
        await storage.migrate(PROBE)
        yield storage
    finally:
        await storage.close()


# --- rows and values -------------------------------------------------------------------------


async def test_the_backend_is_the_one_the_url_names(store_backend: StoreBackend, db: Storage) -> None:
    assert db.dialect == store_backend.name
    assert store_backend.sqlite_path.exists() == (store_backend.name == "sqlite")


async def test_rows_answer_by_column_name_and_by_position(db: Storage) -> None:
    await db.execute_write("INSERT INTO probe (k, n, t) VALUES (?, ?, ?)", ("a", 7, "seven"))
    row = await db.fetchone("SELECT k, n, t FROM probe WHERE k = ?", ("a",))
    assert row is not None
    assert (row["k"], row["n"], row["t"]) == (row[0], row[1], row[2]) == ("a", 7, "seven")
    assert row.keys() == ["k", "n", "t"] and len(row) == 3
    k, n, text = row  # rows unpack like tuples
    assert (k, n, text) == ("a", 7, "seven")
    assert await db.fetchone("SELECT k FROM probe WHERE k = ?", ("nobody",)) is None
    assert list(await db.fetchall("SELECT k FROM probe WHERE k = ?", ("nobody",))) == []


@pytest.mark.parametrize("value", [
    ("text", "plain"), ("text", "è un'anteprima: ✓ 日本 \U0001f600"), ("text", "why? 100% 'quoted' \"too\""),
    ("text", ""), ("int", 0), ("int", -1001234567890), ("int", 2**62), ("float", 1767225600.123456),
    ("float", 0.1), ("blob", b"\x00\xff\x00 binary"), ("blob", b""), ("null", None),
])
async def test_values_come_back_exactly_as_stored(db: Storage, value: tuple[str, Any]) -> None:
    kind, stored = value
    column = {"text": "t", "int": "n", "float": "f", "blob": "b", "null": "t"}[kind]
    await db.execute_write(f"INSERT INTO probe (k, {column}) VALUES (?, ?)", ("v", stored))
    row = await db.fetchone(f"SELECT {column} FROM probe WHERE k = 'v'")
    assert row is not None
    got = bytes(row[0]) if kind == "blob" else row[0]
    assert got == stored and type(got) is type(stored)


async def test_a_bool_is_stored_as_the_integer_sqlite_stores(db: Storage) -> None:
    await db.execute_write("INSERT INTO probe (k, n) VALUES (?, ?), (?, ?)", ("yes", True, "no", False))
    rows = await db.fetchall("SELECT k, n FROM probe ORDER BY k")
    assert [(r["k"], r["n"]) for r in rows] == [("no", 0), ("yes", 1)]
    assert [type(r["n"]) for r in rows] == [int, int]


async def test_question_marks_and_percents_in_literals_and_comments_are_left_alone(db: Storage) -> None:
    await db.execute_write("INSERT INTO probe (k, t) VALUES ('q?', ?)", ("100%?",))
    row = await db.fetchone(
        "SELECT k, t, 'it''s ?' AS lit FROM probe -- a comment? with 50%\n"
        " WHERE k LIKE 'q%' /* and ? here */ AND t = ?", ("100%?",))
    assert row is not None and tuple(row) == ("q?", "100%?", "it's ?")
    bare = await db.fetchone("SELECT 'a%' AS pct, 'b%%' AS twice, 'c?' AS q")  # no parameters at all
    assert bare is not None and tuple(bare) == ("a%", "b%%", "c?")


async def test_like_is_case_sensitive_on_neither_or_both_and_the_stores_use_none(db: Storage) -> None:
    # SQLite's LIKE ignores ASCII case, PostgreSQL's does not: the stores use no LIKE at all
    # (test_no_store_sql_uses_like); this pins the difference the moment one would.
    await db.execute_write("INSERT INTO probe (k) VALUES ('Anna')")
    row = await db.fetchone("SELECT COUNT(*) AS n FROM probe WHERE k LIKE 'anna'")
    assert row is not None and row["n"] == (1 if db.dialect == "sqlite" else 0)


def test_no_store_sql_uses_like_or_sqlite_only_syntax() -> None:
    root = Path(__file__).resolve().parents[1]
    sources = [*sorted((root / "runtime/store").glob("*.py")), root / "bot/telegram/store.py",
               root / "runtime/scratchpad.py"]
    sqlite_only = (" LIKE ", "INSERT OR ", "REPLACE INTO", "strftime(", "json_extract(",
                   "last_insert_rowid", "AUTOINCREMENT", "datetime(", "GLOB ")
    found = []
    for path in sources:
        if path.name in ("db.py", "postgres.py"):
            continue  # the backends: SQLite's own schema and PRAGMAs live in db.py
        text = path.read_text(encoding="utf-8")
        found += [f"{path.name}: {word}" for word in sqlite_only if word in text]
    assert found == []


# --- units of work ---------------------------------------------------------------------------


async def test_a_write_unit_is_one_transaction_that_sees_its_own_writes(db: Storage) -> None:
    def unit(conn: Connection) -> int:
        conn.execute("INSERT INTO probe (k, n) VALUES ('a', 1)")
        conn.execute("UPDATE probe SET n = n + 1 WHERE k = 'a'")
        row = conn.execute("SELECT n FROM probe WHERE k = 'a'").fetchone()
        return int(row["n"])

    assert await db.execute_write_fn(unit) == 2

    def failing(conn: Connection) -> None:
        conn.execute("INSERT INTO probe (k, n) VALUES ('b', 1)")
        conn.execute("UPDATE probe SET n = 99 WHERE k = 'a'")
        raise RuntimeError("changed my mind")

    with pytest.raises(RuntimeError, match="changed my mind"):
        await db.execute_write_fn(failing)
    rows = await db.fetchall("SELECT k, n FROM probe ORDER BY k")
    assert [tuple(r) for r in rows] == [("a", 2)]


async def test_an_urgent_write_does_not_queue_behind_a_long_write_unit(
        store_backend: StoreBackend, db: Storage) -> None:
    """A heartbeat (``execute_urgent``) is not held up by this process's other writes on
    PostgreSQL, where workers judge each other by leases; on the SQLite file (one writer
    connection) it is an ordinary write."""
    await db.execute_write("INSERT INTO probe (k, n) VALUES ('beat', 0)")

    def slow(conn: Connection) -> None:
        conn.execute("UPDATE probe_counter SET n = n + 1 WHERE id = 1")
        time.sleep(1.0)

    unit = asyncio.ensure_future(db.execute_write_fn(slow))
    await asyncio.sleep(0.2)  # the unit holds the write lock now
    started = time.monotonic()
    assert await db.execute_urgent("UPDATE probe SET n = n + 1 WHERE k = 'beat'") == 1
    waited = time.monotonic() - started
    await unit
    if store_backend.name == "postgresql":
        assert waited < 0.5, waited
    row = await db.fetchone("SELECT n FROM probe WHERE k = 'beat'")
    assert row is not None and row["n"] == 1


async def test_rowcount_counts_the_rows_a_statement_changed(db: Storage) -> None:
    def unit(conn: Connection) -> tuple[int, int, int]:
        many = conn.executemany("INSERT INTO probe (k, n) VALUES (?, ?)", [("a", 1), ("b", 2), ("c", 3)])
        inserted = many.rowcount
        many.close()
        updated = conn.execute("UPDATE probe SET n = 0 WHERE n >= ?", (2,)).rowcount
        missed = conn.execute("UPDATE probe SET n = 0 WHERE k = ?", ("z",)).rowcount
        return inserted, updated, missed

    assert await db.execute_write_fn(unit) == (3, 2, 0)
    assert await db.execute_write("DELETE FROM probe WHERE n = 0") == 2
    assert await db.execute_write("DELETE FROM probe WHERE n = 0") == 0


async def test_insert_on_conflict_and_returning_read_alike(db: Storage) -> None:
    upsert = ("INSERT INTO probe (k, n) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET n = probe.n + excluded.n"
              " RETURNING n")

    def unit(conn: Connection) -> list[int]:
        return [int(conn.execute(upsert, ("a", 5)).fetchone()[0]) for _ in range(3)]

    assert await db.execute_write_fn(unit) == [5, 10, 15]
    ignored = await db.execute_write("INSERT INTO probe (k, n) VALUES ('a', 1) ON CONFLICT DO NOTHING")
    assert ignored == 0


async def test_iterating_a_cursor_and_fetchall_give_the_same_rows(db: Storage) -> None:
    await db.execute_write("INSERT INTO probe (k, n) VALUES ('a', 1), ('b', 2)")

    def unit(conn: Connection) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
        iterated = [tuple(r) for r in conn.execute("SELECT k, n FROM probe ORDER BY k")]
        fetched = [tuple(r) for r in conn.execute("SELECT k, n FROM probe ORDER BY k").fetchall()]
        return iterated, fetched

    iterated, fetched = await db.execute_fn(unit)
    assert iterated == fetched == [("a", 1), ("b", 2)]


async def test_write_units_of_two_processes_never_interleave(store_backend: StoreBackend, db: Storage) -> None:
    other = await store_backend.open()  # a second process's connection to the same database

    def bump(conn: Connection) -> None:  # read, then write what was read plus one
        row = conn.execute("SELECT n FROM probe_counter WHERE id = 1").fetchone()
        time.sleep(0.001)  # widen the window an interleaving writer would use
        conn.execute("UPDATE probe_counter SET n = ? WHERE id = 1", (int(row["n"]) + 1,))

    try:
        await asyncio.gather(*(target.execute_write_fn(bump) for _ in range(15) for target in (db, other)))
        seen_by_other = await other.fetchone("SELECT n FROM probe_counter WHERE id = 1")
    finally:
        await other.close()
    assert seen_by_other is not None and seen_by_other["n"] == 30


async def test_reads_see_what_another_connection_committed(store_backend: StoreBackend, db: Storage) -> None:
    other = await store_backend.open()
    try:
        await other.execute_write("INSERT INTO probe (k, n) VALUES ('from-other', 1)")
        row = await db.fetchone("SELECT n FROM probe WHERE k = 'from-other'")
    finally:
        await other.close()
    assert row is not None and row["n"] == 1


async def test_a_failed_statement_is_a_storage_error(db: Storage) -> None:
    with pytest.raises((StorageError, sqlite3.Error)):
        await db.fetchone("SELECT nothing FROM nowhere")
    with pytest.raises((StorageError, sqlite3.Error)):
        await db.execute_write("INSERT INTO probe (k) VALUES ('dup'), ('dup')")
    assert await db.fetchone("SELECT k FROM probe") is None  # the failed statement left nothing
    await db.execute_write("INSERT INTO probe (k) VALUES ('after')")  # and the database goes on
    assert [r["k"] for r in await db.fetchall("SELECT k FROM probe")] == ["after"]


async def test_a_unit_that_swallows_a_failed_statement(db: Storage) -> None:
    def unit(conn: Connection) -> None:
        conn.execute("INSERT INTO probe (k) VALUES ('first')")
        with contextlib.suppress(Exception):  # what each backend does next is the point
            conn.execute("INSERT INTO probe (k) VALUES ('first')")

    if db.dialect == "sqlite":
        # SQLite undoes the failed statement alone and the unit commits the rest
        await db.execute_write_fn(unit)
        assert [r["k"] for r in await db.fetchall("SELECT k FROM probe")] == ["first"]
    else:
        # PostgreSQL aborts the whole transaction: the unit fails rather than commit nothing silently
        with pytest.raises(StoreError, match="nothing was written"):
            await db.execute_write_fn(unit)
        assert await db.fetchall("SELECT k FROM probe") == []


async def test_a_closed_database_refuses_work(store_backend: StoreBackend) -> None:
    storage = await store_backend.open()
    await storage.close()
    with pytest.raises((StorageError, ValueError, sqlite3.Error)):
        await storage.fetchone("SELECT 1")


# --- migrations ------------------------------------------------------------------------------


async def test_reopening_keeps_rows_and_applies_no_step_twice(store_backend: StoreBackend) -> None:
    first = await store_backend.open()
    try:
        await first.migrate(PROBE)
        await first.execute_write("INSERT INTO users (id, name, role, created_at) VALUES ('u1', 'anna', 'user', 1)")
    finally:
        await first.close()
    again = await store_backend.open()
    try:
        await again.migrate(PROBE)
        assert [r["name"] for r in await again.fetchall("SELECT name FROM users")] == ["anna"]
        counter = await again.fetchone("SELECT n FROM probe_counter")
        assert counter is not None and counter["n"] == 0  # step 2's insert ran once
        versions = {r["component"]: r["version"]
                    for r in await again.fetchall("SELECT component, version FROM schema_versions")}
    finally:
        await again.close()
    runtime = {"runtime": len(MIGRATIONS)} if store_backend.name == "postgresql" else {}
    assert versions == {"probe": 2, **runtime}


async def test_component_steps_run_once_each_in_order(store_backend: StoreBackend) -> None:
    one = Migrations("steps", ("CREATE TABLE steps_a (x INTEGER);",), postgres=("CREATE TABLE steps_a (x BIGINT);",))
    two = Migrations("steps", (*one.scripts, "ALTER TABLE steps_a ADD COLUMN y TEXT;"),
                     postgres=(*one.postgres, "ALTER TABLE steps_a ADD COLUMN y TEXT;"))
    db = await store_backend.open()
    await db.migrate(one)
    await db.migrate(one)
    await db.close()
    db = await store_backend.open()
    try:
        await db.migrate(two)
        await db.execute_write("INSERT INTO steps_a (x, y) VALUES (1, 'b')")
        row = await db.fetchone("SELECT version FROM schema_versions WHERE component = 'steps'")
        assert row is not None and row["version"] == 2
        older = await store_backend.open()
        try:
            with pytest.raises(StoreError, match="newer"):
                await older.migrate(one)
        finally:
            await older.close()
    finally:
        await db.close()


async def test_a_failing_step_changes_nothing(store_backend: StoreBackend) -> None:
    broken = Migrations("broken", ("CREATE TABLE broken_a (x INTEGER); CREATE TABLE broken_a (y);",),
                        postgres=("CREATE TABLE broken_a (x BIGINT); CREATE TABLE broken_a (y TEXT);",))
    fixed = Migrations("broken", ("CREATE TABLE broken_a (x INTEGER);",),
                       postgres=("CREATE TABLE broken_a (x BIGINT);",))
    db = await store_backend.open()
    try:
        with pytest.raises(StoreError, match="broken"):
            await db.migrate(broken)
        await db.migrate(fixed)  # the failed step was not counted, and left no table behind
        await db.execute_write("INSERT INTO broken_a (x) VALUES (1)")
    finally:
        await db.close()


async def test_a_component_without_postgresql_steps(store_backend: StoreBackend) -> None:
    sqlite_only = Migrations("legacy", ("CREATE TABLE legacy_a (x INTEGER);",))
    db = await store_backend.open()
    try:
        if store_backend.name == "sqlite":
            await db.migrate(sqlite_only)
        else:
            with pytest.raises(StoreError, match="legacy have no PostgreSQL schema"):
                await db.migrate(sqlite_only)
    finally:
        await db.close()


def test_every_component_has_the_same_steps_in_both_dialects() -> None:
    pytest.importorskip("psycopg")
    from runtime.store import postgres

    assert len(postgres.MIGRATIONS) == len(MIGRATIONS)
    for component in (TELEGRAM_MIGRATIONS, SCRATCHPAD_MIGRATIONS):
        assert len(component.postgres) == len(component.scripts) > 0, component.component


SQLITE_TYPES = {"INTEGER": "int", "REAL": "float", "TEXT": "text", "BLOB": "bytes"}
PG_TYPES = {"bigint": "int", "double precision": "float", "text": "text", "bytea": "bytes"}
#: Tables that stand in an explicit ``rowid`` on PostgreSQL for SQLite's implicit one.
PG_ROWID_TABLES = {"turns", "jobs", "scratchpad"}

Columns = dict[str, dict[str, tuple[str, bool, bool]]]  # table -> column -> (type, not null, key)


def _sqlite_columns(conn: Connection) -> Columns:
    tables = [r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
    out: Columns = {}
    for table in tables:
        out[table] = {str(c[1]): (SQLITE_TYPES[str(c[2]).split()[0].upper()], bool(c[3]) or c[5] > 0, c[5] > 0)
                      for c in conn.execute(f"PRAGMA table_info({table})")}
    return out


def _sqlite_names(conn: Connection, kind: str) -> set[str]:
    return {str(r[0]) for r in conn.execute("SELECT name FROM sqlite_master WHERE type = ?", (kind,))
            if not str(r[0]).startswith("sqlite_")}


def _pg_columns(conn: Connection) -> Columns:
    keys = {(r[0], r[1]) for r in conn.execute(
        "SELECT k.table_name, k.column_name FROM information_schema.table_constraints c"
        " JOIN information_schema.key_column_usage k ON k.constraint_name = c.constraint_name"
        " AND k.table_schema = c.table_schema"
        " WHERE c.constraint_type = 'PRIMARY KEY' AND c.table_schema = current_schema()")}
    out: Columns = {}
    for table, column, data_type, nullable in conn.execute(
            "SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns"
            " WHERE table_schema = current_schema()"):
        out.setdefault(table, {})[column] = (PG_TYPES[data_type], nullable == "NO", (table, column) in keys)
    return out


def _pg_names(conn: Connection, kind: str) -> set[str]:
    sql = {"index": "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()",
           "trigger": "SELECT trigger_name FROM information_schema.triggers"
                      " WHERE trigger_schema = current_schema()"}[kind]
    return {str(r[0]) for r in conn.execute(sql)}


async def test_the_schema_is_the_same_on_both(store_backend: StoreBackend, tmp_path: Path) -> None:
    reference = await Database.open(tmp_path / "reference" / "metnos.db")  # the shipped SQLite schema
    try:
        await reference.migrate(TELEGRAM_MIGRATIONS)
        await reference.migrate(SCRATCHPAD_MIGRATIONS)
        want = await reference.execute_fn(_sqlite_columns)
        want_indexes = await reference.execute_fn(lambda c: _sqlite_names(c, "index"))
        want_triggers = await reference.execute_fn(lambda c: _sqlite_names(c, "trigger"))
    finally:
        await reference.close()
    # the scratchpad table as a component is the one scratchpad.db has
    pad = await Scratchpad.open(tmp_path / "reference" / "scratchpad.db")
    await pad.close()
    with sqlite3.connect(tmp_path / "reference" / "scratchpad.db") as own:
        assert _sqlite_columns(own)["scratchpad"] == want["scratchpad"]

    db = await store_backend.open()
    try:
        await db.migrate(TELEGRAM_MIGRATIONS)
        await db.migrate(SCRATCHPAD_MIGRATIONS)
        if db.dialect == "sqlite":
            got = await db.execute_fn(_sqlite_columns)
            indexes = await db.execute_fn(lambda c: _sqlite_names(c, "index"))
            triggers = await db.execute_fn(lambda c: _sqlite_names(c, "trigger"))
        else:
            got = await db.execute_fn(_pg_columns)
            indexes = await db.execute_fn(lambda c: _pg_names(c, "index"))
            triggers = await db.execute_fn(lambda c: _pg_names(c, "trigger"))
            for table in PG_ROWID_TABLES:
                assert got[table].pop("rowid") == ("int", True, False)
    finally:
        await db.close()
    assert got == want
    assert want_indexes <= indexes and want_triggers <= triggers
    assert {"history_request", "history_answer"} <= want_triggers


# --- opening ---------------------------------------------------------------------------------


def test_placeholders_are_translated_once_per_statement_text() -> None:
    pytest.importorskip("psycopg")
    from runtime.store.postgres import translate

    assert translate("SELECT ? , ?") == "SELECT %s , %s"
    assert translate("SELECT 'a?b', \"c?\", 'it''s ?', ?") == "SELECT 'a?b', \"c?\", 'it''s ?', %s"
    assert translate("SELECT 1 -- why?\n, ? /* ? */") == "SELECT 1 -- why?\n, %s /* ? */"
    assert translate("WHERE k LIKE 'a%' AND n % 2 = ?") == "WHERE k LIKE 'a%%' AND n %% 2 = %s"
    with pytest.raises(ValueError, match="numbered"):
        translate("SELECT ?1")
    before = translate.cache_info().hits
    translate("SELECT ? , ?")
    assert translate.cache_info().hits == before + 1


def test_a_password_never_reaches_a_message() -> None:
    pytest.importorskip("psycopg")
    from runtime.store.postgres import redacted

    assert redacted("postgresql://metnos:s3cret@db:5432/metnos") == "postgresql://metnos:***@db:5432/metnos"
    assert redacted("postgresql://metnos@db/metnos") == "postgresql://metnos@db/metnos"


async def test_a_server_that_does_not_answer_is_one_line(tmp_path: Path) -> None:
    pytest.importorskip("psycopg")
    from runtime.store.storage import open_storage

    started = time.monotonic()
    with pytest.raises(StoreError, match=r"^postgresql://metnos:\*\*\*@127\.0\.0\.1:9/x: cannot connect") as caught:
        await open_storage("postgresql://metnos:hunter2@127.0.0.1:9/x", tmp_path / "metnos.db")
    assert "hunter2" not in str(caught.value) and "\n" not in str(caught.value)
    assert time.monotonic() - started < 5 and not (tmp_path / "metnos.db").exists()


async def test_a_url_that_is_not_postgresql_is_refused(tmp_path: Path) -> None:
    from runtime.store.storage import open_storage

    with pytest.raises(StoreError, match="postgresql://"):
        await open_storage("mysql://x@127.0.0.1/x", tmp_path / "metnos.db")


@pytest.mark.skipif(not TEST_DATABASE_URL, reason=NO_POSTGRES)
async def test_a_search_path_without_a_schema_is_one_line(tmp_path: Path) -> None:
    from runtime.store.storage import open_storage

    with pytest.raises(StoreError, match="no schema of the search path exists"):
        await open_storage(with_search_path(TEST_DATABASE_URL, "metnos_nowhere"), tmp_path / "metnos.db")
