"""Shared fixtures: an isolated data dir per test, a runtime on it, and no network but loopback."""

from __future__ import annotations

import os
import secrets
import socket
from collections.abc import AsyncIterator, Awaitable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import aiosqlite
import pytest

from runtime.config import Settings
from runtime.runtime import Runtime
from runtime.store.db import Storage
from runtime.store.storage import open_storage
from runtime.turn import Reply, Request

T = TypeVar("T")

_real_connect = socket.socket.connect
_real_connect_ex = socket.socket.connect_ex


def _loopback_only(address: Any) -> None:
    if isinstance(address, tuple):
        host = str(address[0])
        if not (host.startswith("127.") or host in ("localhost", "::1")):
            raise ConnectionRefusedError(f"tests may only connect to loopback, not {host}")


def _guarded_connect(self: socket.socket, address: Any) -> None:
    _loopback_only(address)
    return _real_connect(self, address)


def _guarded_connect_ex(self: socket.socket, address: Any) -> int:
    _loopback_only(address)
    return _real_connect_ex(self, address)


@pytest.fixture(autouse=True)
def _no_network(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Refuse any connection that does not go to 127.0.0.1 / ::1."""
    monkeypatch.setattr(socket.socket, "connect", _guarded_connect)
    monkeypatch.setattr(socket.socket, "connect_ex", _guarded_connect_ex)
    yield


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No METNOS_* variable from the developer's shell leaks into a test."""
    for key in list(os.environ):
        if key.startswith("METNOS_"):
            monkeypatch.delenv(key)
    monkeypatch.setenv("METNOS_HOME", str(tmp_path / "home"))


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path / "home"


def make_settings(home: Path, **overrides: Any) -> Settings:
    """Settings on `home` with the test executors installed."""
    data: dict[str, Any] = {"home": home, "catalog": {"extra_modules": ["tests.fakes.executors"]}}
    data.update(overrides)
    return Settings(**data)


@pytest.fixture
def settings(home: Path) -> Settings:
    return make_settings(home)


@pytest.fixture
async def rt(settings: Settings) -> AsyncIterator[Runtime]:
    runtime = await Runtime.open(settings)
    await runtime.users.ensure("admin", role="admin")
    await runtime.users.ensure("anna", role="user")
    try:
        yield runtime
    finally:
        await runtime.close()


def workspace(rt: Runtime, name: str = "admin") -> Path:
    base = rt.settings.data_dir / "users" / name / "files"
    base.mkdir(parents=True, exist_ok=True)
    return base


async def say(rt: Runtime, text: str, *, user: str = "admin", conversation: str = "c1",
              locale: str | None = None) -> Reply:
    """One request, as a front end would send it."""
    return await rt.handle(Request(user=user, text=text, conversation_id=conversation,
                                   channel="test", locale=locale))


# --- the storage backends the contract suite runs on ---------------------------------------

#: The PostgreSQL server the contract suite also runs against, read once at import (the
#: ``_clean_env`` fixture removes every METNOS_* variable before each test). ``.ci/run`` sets it
#: when a server answers on 127.0.0.1:5432; unset, the PostgreSQL half is skipped.
TEST_DATABASE_URL = os.environ.get("METNOS_TEST_DATABASE_URL", "")
NO_POSTGRES = ("METNOS_TEST_DATABASE_URL is not set: no PostgreSQL server to run the PostgreSQL"
               " half of the store contract against (e.g. postgresql://postgres@127.0.0.1:5432/test)")


def with_search_path(url: str, schema: str) -> str:
    """`url` with `schema` alone on its search path (libpq's ``options``)."""
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query) if k != "options"]
    query.append(("options", f"-csearch_path={schema}"))
    return urlunsplit(parts._replace(query=urlencode(query)))


@dataclass(frozen=True)
class StoreBackend:
    """One backend of the contract suite: its name and the ``storage.url`` that selects it."""

    name: str  # sqlite | postgresql
    url: str | None  # None: the SQLite file; else a PostgreSQL schema of this test's own
    home: Path

    @property
    def sqlite_path(self) -> Path:
        return self.home / "metnos.db"

    async def open(self) -> Storage:
        """A new connection to this test's database (two calls: two processes, as it were)."""
        return await open_storage(self.url, self.sqlite_path)

    def settings(self, **overrides: Any) -> Settings:
        """Settings on this test's home whose database is this backend's."""
        if self.url is not None:
            overrides.setdefault("storage", {"url": self.url})
        return make_settings(self.home, **overrides)


@pytest.fixture(params=["sqlite", "postgresql"])
def store_backend(request: pytest.FixtureRequest, home: Path) -> Iterator[StoreBackend]:
    """Each contract test runs on SQLite, and on PostgreSQL when METNOS_TEST_DATABASE_URL names
    a server: in a schema of its own, created for the test and dropped after it."""
    if request.param == "sqlite":
        yield StoreBackend("sqlite", None, home)
        return
    if not TEST_DATABASE_URL:
        pytest.skip(NO_POSTGRES)
    import psycopg

    schema = f"metnos_test_{secrets.token_hex(6)}"
    with psycopg.connect(TEST_DATABASE_URL, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    try:
        yield StoreBackend("postgresql", with_search_path(TEST_DATABASE_URL, schema), home)
    finally:
        with psycopg.connect(TEST_DATABASE_URL, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA {schema} CASCADE")


class RoundTrips:
    """Counts round trips to the database threads: every call queued on an aiosqlite
    connection's thread (``Connection._execute``, which each of its methods goes through)."""

    def __init__(self) -> None:
        self.count = 0

    async def of(self, work: Awaitable[T]) -> tuple[T, int]:
        """`work`'s result and the round trips it made."""
        before = self.count
        result = await work
        return result, self.count - before


@pytest.fixture
def round_trips(monkeypatch: pytest.MonkeyPatch) -> RoundTrips:
    counter = RoundTrips()
    original = aiosqlite.Connection._execute

    async def counted(self: aiosqlite.Connection, fn: Any, *args: Any, **kwargs: Any) -> Any:
        counter.count += 1
        return await original(self, fn, *args, **kwargs)

    monkeypatch.setattr(aiosqlite.Connection, "_execute", counted)
    return counter
