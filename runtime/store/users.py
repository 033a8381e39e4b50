"""Users and their channel identities (a Telegram id maps to exactly one user).

Lookups by name and by id are cached: every turn starts with one, and users change rarely.
A write through this store empties the cache at once; a change made by another process (the
``metnos users`` command beside a running bot) is seen within :data:`CACHE_SECONDS`.
"""

from __future__ import annotations

import re
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from runtime.errors import UserError as UserError
from runtime.store.db import Connection, Storage

NAME_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_.-]{0,31}$")
Role = Literal["admin", "user"]
T = TypeVar("T")

#: How long a cached user may stand for the stored one. Writes through the store are seen at
#: once; this bounds how long another process's change (a disable, a removal) goes unseen. The
#: Telegram gate reads identities uncached, so the bot refuses a disabled user at once anyway.
CACHE_SECONDS = 2.0


@dataclass(frozen=True)
class User:
    """A person known to this Metnos instance."""

    id: str
    name: str
    role: Role
    disabled: bool
    locale: str | None
    created_at: float


def _user(row: Any) -> User:
    return User(row["id"], row["name"], row["role"], bool(row["disabled"]), row["locale"],
                row["created_at"])


def _by_name(conn: Connection, name: str) -> User | None:
    row = conn.execute("SELECT * FROM users WHERE name = ?", (name,)).fetchone()
    return _user(row) if row else None


class UserStore:
    """Create, find, disable and remove users; bind channel identities to them."""

    def __init__(self, db: Storage, *, clock: Callable[[], float] = time.monotonic) -> None:
        self._db = db
        self._clock = clock
        self._by_name: dict[str, tuple[float, User]] = {}
        self._by_id: dict[str, tuple[float, User]] = {}
        self._generation = 0  # counts writes: a lookup that overlapped one is not cached

    async def create(self, name: str, *, role: Role = "user") -> User:
        if not NAME_PATTERN.match(name):
            raise UserError("users.bad_name", name=name)
        user = User("u" + uuid.uuid4().hex[:12], name, role, False, None, time.time())

        def insert(conn: Connection) -> None:
            if conn.execute("SELECT 1 FROM users WHERE name = ?", (name,)).fetchone():
                raise UserError("users.exists", name=name)
            conn.execute(
                "INSERT INTO users (id, name, role, disabled, locale, created_at)"
                " VALUES (?, ?, ?, 0, NULL, ?)",
                (user.id, user.name, user.role, user.created_at),
            )

        await self._write(insert)
        return user

    async def ensure(self, name: str, *, role: Role = "user") -> User:
        """The user named `name`, created with `role` if missing."""
        existing = await self.by_name(name)
        if existing is not None:
            return existing
        try:
            return await self.create(name, role=role)
        except UserError as exc:
            if exc.key != "users.exists":
                raise
            found = await self.by_name(name)
            assert found is not None
            return found

    async def by_name(self, name: str) -> User | None:
        return await self._lookup(self._by_name, name, "SELECT * FROM users WHERE name = ?")

    async def by_id(self, user_id: str) -> User | None:
        return await self._lookup(self._by_id, user_id, "SELECT * FROM users WHERE id = ?")

    async def all(self) -> list[User]:
        return [_user(r) for r in await self._db.fetchall("SELECT * FROM users ORDER BY name")]

    async def set_disabled(self, name: str, disabled: bool) -> User:
        return await self._update(name, "UPDATE users SET disabled = ? WHERE name = ?",
                                  int(disabled))

    async def set_role(self, name: str, role: Role) -> User:
        """Make `name` an admin or a plain user."""
        return await self._update(name, "UPDATE users SET role = ? WHERE name = ?", role)

    async def set_locale(self, user_id: str, locale: str) -> None:
        def update(conn: Connection) -> None:
            conn.execute("UPDATE users SET locale = ? WHERE id = ?", (locale, user_id))

        await self._write(update)

    async def remove(self, name: str) -> None:
        def delete(conn: Connection) -> None:
            if conn.execute("DELETE FROM users WHERE name = ?", (name,)).rowcount == 0:
                raise UserError("users.unknown", name=name)

        await self._write(delete)

    async def bind_identity(self, channel: str, external_id: str, user_id: str) -> None:
        await self._db.execute_write(
            "INSERT INTO identities (channel, external_id, user_id, created_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (channel, external_id) DO UPDATE SET user_id = excluded.user_id,"
            " created_at = excluded.created_at",
            (channel, external_id, user_id, time.time()),
        )

    async def by_identity(self, channel: str, external_id: str) -> User | None:
        """The user bound to a channel identity, read fresh (a front end's gate asks per message)."""
        row = await self._db.fetchone(
            "SELECT users.* FROM identities JOIN users ON users.id = identities.user_id"
            " WHERE identities.channel = ? AND identities.external_id = ?",
            (channel, external_id),
        )
        return _user(row) if row else None

    async def identities_of(self, user_id: str) -> list[tuple[str, str]]:
        rows = await self._db.fetchall(
            "SELECT channel, external_id FROM identities WHERE user_id = ? ORDER BY channel",
            (user_id,),
        )
        return [(r["channel"], r["external_id"]) for r in rows]

    # --- the cache ---------------------------------------------------------------------------

    @property
    def generation(self) -> int:
        """Counts the writes through this store: read it before reading a user elsewhere, and
        give it back to :meth:`seen`."""
        return self._generation

    def seen(self, user: User, *, generation: int) -> None:
        """`user` as just read from the database by another store (the Telegram gate reads each
        sender with its update): kept as a lookup keeps what it read, unless a write through
        this store overlapped that read (`generation`, taken before it)."""
        if generation == self._generation:
            self._by_name[user.name] = self._by_id[user.id] = (self._clock(), user)

    async def _lookup(self, cache: dict[str, tuple[float, User]], key: str, sql: str) -> User | None:
        now = self._clock()
        hit = cache.get(key)
        if hit is not None and now - hit[0] < CACHE_SECONDS:
            return hit[1]
        generation = self._generation
        row = await self._db.fetchone(sql, (key,))
        user = _user(row) if row else None
        if user is None:  # a miss is not kept: a user created elsewhere is found at once
            cache.pop(key, None)
        elif generation == self._generation:  # no write overlapped the read
            self._by_name[user.name] = self._by_id[user.id] = (now, user)
        return user

    async def _update(self, name: str, sql: str, value: object) -> User:
        """One change to the user `name`, and the user as it now is, in one round trip."""
        def update(conn: Connection) -> User:
            if conn.execute(sql, (value, name)).rowcount == 0:
                raise UserError("users.unknown", name=name)
            found = _by_name(conn, name)
            assert found is not None
            return found

        return await self._write(update)

    async def _write(self, fn: Callable[[Connection], T]) -> T:
        """Every write of users goes here: one transaction, then the cache is emptied."""
        try:
            return await self._db.execute_write_fn(fn)
        finally:
            self._generation += 1
            self._by_name.clear()
            self._by_id.clear()


Users = UserStore  # the public name: a front end's way to users and their identities
