"""Shared fixtures: an isolated data dir per test, a runtime on it, and no network but loopback."""

from __future__ import annotations

import os
import socket
from collections.abc import AsyncIterator, Awaitable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite
import pytest

from runtime.config import Settings
from runtime.runtime import Runtime
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
