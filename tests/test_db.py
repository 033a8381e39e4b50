"""metnos.db's one module: a unit of work is one round trip to the connection's thread."""

from __future__ import annotations

import asyncio
import inspect
import sqlite3
import threading
from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite
import pytest

from runtime.store.db import Database, run_on
from tests.conftest import RoundTrips


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[Database]:
    database = await Database.open(tmp_path / "metnos.db")
    await database.execute_write("CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER NOT NULL)")
    try:
        yield database
    finally:
        await database.close()


def test_aiosqlite_still_has_the_two_internals_the_seam_uses() -> None:
    # run_on is the one place that touches aiosqlite's internals; if this fails, aiosqlite
    # changed them: find its new way to run a function on the connection's thread.
    execute = getattr(aiosqlite.Connection, "_execute", None)
    assert execute is not None and inspect.iscoroutinefunction(execute), (
        f"aiosqlite {aiosqlite.__version__}: Connection._execute(fn, *args) is gone or not a"
        " coroutine; runtime/store/db.py run_on needs another way to reach the connection thread")
    assert isinstance(inspect.getattr_static(aiosqlite.Connection, "_conn", None), property), (
        f"aiosqlite {aiosqlite.__version__}: Connection._conn (the sqlite3 connection) is gone")


async def test_run_on_runs_the_function_on_the_connections_own_thread(tmp_path: Path,
                                                                       round_trips: RoundTrips) -> None:
    conn = await aiosqlite.connect(tmp_path / "x.db")
    try:
        await conn.create_function("thread_id", 0, threading.get_ident)
        [(sql_thread,)] = list(await conn.execute_fetchall("SELECT thread_id()"))

        def where(raw: sqlite3.Connection) -> tuple[int, int]:
            return threading.get_ident(), raw.execute("SELECT thread_id()").fetchone()[0]

        (fn_thread, seen), trips = await round_trips.of(run_on(conn, where))
    finally:
        await conn.close()
    assert fn_thread == seen == sql_thread != threading.get_ident()
    assert trips == 1


async def test_a_write_unit_is_one_round_trip_and_one_transaction(db: Database,
                                                                  round_trips: RoundTrips) -> None:
    def unit(conn: sqlite3.Connection) -> int:
        conn.execute("INSERT INTO t VALUES ('a', 1)")
        conn.execute("INSERT INTO t VALUES ('b', 2)")
        assert conn.in_transaction
        return int(conn.execute("SELECT SUM(v) FROM t").fetchone()[0])  # sees its own writes

    total, trips = await round_trips.of(db.execute_write_fn(unit))
    assert (total, trips) == (3, 1)
    assert [tuple(r) for r in await db.fetchall("SELECT k, v FROM t ORDER BY k")] == [("a", 1), ("b", 2)]


async def test_a_write_unit_that_raises_leaves_nothing_behind(db: Database) -> None:
    def unit(conn: sqlite3.Connection) -> None:
        conn.execute("INSERT INTO t VALUES ('a', 1)")
        raise LookupError("changed my mind")

    with pytest.raises(LookupError):
        await db.execute_write_fn(unit)
    assert await db.fetchall("SELECT * FROM t") == []
    await db.execute_write("INSERT INTO t VALUES ('b', 2)")  # the writer is usable again
    with pytest.raises(sqlite3.IntegrityError):
        await db.execute_write_fn(lambda conn: conn.execute("INSERT INTO t VALUES ('b', 3)").close())
    assert [tuple(r) for r in await db.fetchall("SELECT k, v FROM t")] == [("b", 2)]


async def test_single_statements_are_one_round_trip_each(db: Database, round_trips: RoundTrips) -> None:
    changed, trips = await round_trips.of(db.execute_write("INSERT INTO t VALUES ('a', 1), ('b', 2)"))
    assert (changed, trips) == (2, 1)
    row, trips = await round_trips.of(db.fetchone("SELECT v FROM t WHERE k = ?", ("a",)))
    assert row is not None and row["v"] == 1 and trips == 1
    missing, trips = await round_trips.of(db.fetchone("SELECT v FROM t WHERE k = 'z'"))
    assert missing is None and trips == 1
    rows, trips = await round_trips.of(db.fetchall("SELECT k FROM t ORDER BY k"))
    assert [r["k"] for r in rows] == ["a", "b"] and trips == 1
    count, trips = await round_trips.of(db.execute_fn(
        lambda conn: conn.execute("SELECT COUNT(*) FROM t").fetchone()[0]))
    assert (count, trips) == (2, 1)


async def test_write_units_never_interleave(db: Database) -> None:
    # each unit reads then writes; serialized, every increment lands
    await db.execute_write("INSERT INTO t VALUES ('n', 0)")

    def bump(conn: sqlite3.Connection) -> None:
        value = conn.execute("SELECT v FROM t WHERE k = 'n'").fetchone()[0]
        conn.execute("UPDATE t SET v = ? WHERE k = 'n'", (value + 1,))

    await asyncio.gather(*(db.execute_write_fn(bump) for _ in range(50)))
    row = await db.fetchone("SELECT v FROM t WHERE k = 'n'")
    assert row is not None and row["v"] == 50


async def test_the_write_context_still_works_for_its_callers(db: Database) -> None:
    async with db.write() as conn:
        await conn.execute("INSERT INTO t VALUES ('a', 1)")
    with pytest.raises(RuntimeError):
        async with db.write() as conn:
            await conn.execute("INSERT INTO t VALUES ('b', 2)")
            raise RuntimeError("undo")
    assert [r["k"] for r in await db.fetchall("SELECT k FROM t")] == ["a"]


async def test_reopening_a_migrated_database_is_a_few_round_trips(tmp_path: Path,
                                                                  round_trips: RoundTrips) -> None:
    await (await Database.open(tmp_path / "m.db")).close()
    db, trips = await round_trips.of(Database.open(tmp_path / "m.db"))
    await db.close()
    assert trips <= 4  # connect + configure, per connection; migrations checked in one
