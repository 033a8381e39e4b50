"""Users are looked up from a cache; every change to a user is seen at once in this process,
and within CACHE_SECONDS when another process made it."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from runtime.runtime import Runtime
from runtime.store.db import Database
from runtime.store.users import CACHE_SECONDS, UserStore
from tests.conftest import RoundTrips, say


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[Database]:
    database = await Database.open(tmp_path / "metnos.db")
    try:
        yield database
    finally:
        await database.close()


async def test_a_known_user_is_found_without_a_round_trip(db: Database, round_trips: RoundTrips) -> None:
    users = UserStore(db)
    anna = await users.create("anna")
    assert await users.by_name("anna") == anna  # read once
    (by_name, by_id), trips = await round_trips.of(_both(users, "anna", anna.id))
    assert by_name == by_id == anna and trips == 0


async def test_a_disabled_user_is_seen_disabled_at_once(db: Database) -> None:
    users = UserStore(db)
    await users.create("anna")
    assert (await users.by_name("anna")) is not None
    await users.set_disabled("anna", True)
    found = await users.by_name("anna")
    assert found is not None and found.disabled


async def test_a_role_change_is_seen_at_once(db: Database) -> None:
    users = UserStore(db)
    anna = await users.create("anna")
    assert (await users.by_id(anna.id)) == anna
    await users.set_role("anna", "admin")
    found = await users.by_id(anna.id)
    assert found is not None and found.role == "admin"


async def test_a_removed_user_is_gone_at_once(db: Database) -> None:
    users = UserStore(db)
    anna = await users.create("anna")
    assert await users.by_name("anna") == anna
    await users.remove("anna")
    assert await users.by_name("anna") is None
    assert await users.by_id(anna.id) is None


async def test_a_name_given_to_someone_new_finds_the_new_user(db: Database) -> None:
    users = UserStore(db)
    old = await users.create("anna")
    assert await users.by_name("anna") == old
    await users.remove("anna")
    new = await users.create("anna")
    assert new.id != old.id
    assert await users.by_name("anna") == new
    assert await users.by_id(old.id) is None


async def test_a_user_created_by_another_process_is_found_at_once(db: Database, tmp_path: Path) -> None:
    users = UserStore(db)
    assert await users.by_name("anna") is None  # a miss is not kept
    other = await Database.open(tmp_path / "metnos.db")
    try:
        await UserStore(other).create("anna")
    finally:
        await other.close()
    assert await users.by_name("anna") is not None


async def test_another_process_disabling_a_user_is_seen_within_the_cache_time(
        db: Database, tmp_path: Path) -> None:
    clock = Clock()
    users = UserStore(db, clock=clock)
    await users.create("anna")
    assert await users.by_name("anna") is not None
    other = await Database.open(tmp_path / "metnos.db")  # `metnos users disable anna` elsewhere
    try:
        await UserStore(other).set_disabled("anna", True)
    finally:
        await other.close()
    clock.now += CACHE_SECONDS
    found = await users.by_name("anna")
    assert found is not None and found.disabled


async def test_a_lookup_that_overlaps_a_change_is_not_kept(db: Database,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    users = UserStore(db)
    await users.create("anna")
    read, release = asyncio.Event(), asyncio.Event()
    fetchone = db.fetchone

    async def slow_fetchone(sql: str, params: Any = ()) -> Any:
        row = await fetchone(sql, params)
        read.set()
        await release.wait()
        return row

    monkeypatch.setattr(db, "fetchone", slow_fetchone)
    lookup = asyncio.create_task(users.by_name("anna"))
    await read.wait()  # it read anna as she was...
    monkeypatch.setattr(db, "fetchone", fetchone)
    await users.set_disabled("anna", True)
    release.set()
    stale = await lookup  # ...and comes back after the change
    assert stale is not None and not stale.disabled
    found = await users.by_name("anna")
    assert found is not None and found.disabled


async def test_a_user_disabled_between_turns_is_refused(rt: Runtime) -> None:
    assert (await say(rt, "ciao", user="anna")).status != "refused"
    await rt.users.set_disabled("anna", True)
    assert (await say(rt, "ciao", user="anna")).status == "refused"
    await rt.users.set_disabled("anna", False)
    assert (await say(rt, "ciao", user="anna")).status != "refused"


async def _both(users: UserStore, name: str, user_id: str) -> tuple[object, object]:
    return await users.by_name(name), await users.by_id(user_id)
