"""Users and their channel identities (a Telegram id maps to exactly one user)."""

from __future__ import annotations

import re
import time
import uuid
from dataclasses import dataclass
from typing import Literal

from runtime.errors import UserError as UserError
from runtime.store.db import Database

NAME_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_.-]{0,31}$")
Role = Literal["admin", "user"]


@dataclass(frozen=True)
class User:
    """A person known to this Metnos instance."""

    id: str
    name: str
    role: Role
    disabled: bool
    locale: str | None
    created_at: float


def _user(row: object) -> User:
    r = row  # sqlite3.Row
    return User(r["id"], r["name"], r["role"], bool(r["disabled"]), r["locale"], r["created_at"])  # type: ignore[index]


class UserStore:
    """Create, find, disable and remove users; bind channel identities to them."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def create(self, name: str, *, role: Role = "user") -> User:
        if not NAME_PATTERN.match(name):
            raise UserError("users.bad_name", name=name)
        user = User("u" + uuid.uuid4().hex[:12], name, role, False, None, time.time())
        async with self._db.write() as conn:
            async with conn.execute("SELECT 1 FROM users WHERE name = ?", (name,)) as cur:
                if await cur.fetchone():
                    raise UserError("users.exists", name=name)
            await conn.execute(
                "INSERT INTO users (id, name, role, disabled, locale, created_at)"
                " VALUES (?, ?, ?, 0, NULL, ?)",
                (user.id, user.name, user.role, user.created_at),
            )
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
        row = await self._db.fetchone("SELECT * FROM users WHERE name = ?", (name,))
        return _user(row) if row else None

    async def by_id(self, user_id: str) -> User | None:
        row = await self._db.fetchone("SELECT * FROM users WHERE id = ?", (user_id,))
        return _user(row) if row else None

    async def all(self) -> list[User]:
        return [_user(r) for r in await self._db.fetchall("SELECT * FROM users ORDER BY name")]

    async def set_disabled(self, name: str, disabled: bool) -> User:
        async with self._db.write() as conn:
            cur = await conn.execute(
                "UPDATE users SET disabled = ? WHERE name = ?", (int(disabled), name)
            )
            if cur.rowcount == 0:
                raise UserError("users.unknown", name=name)
        found = await self.by_name(name)
        assert found is not None
        return found

    async def set_role(self, name: str, role: Role) -> User:
        """Make `name` an admin or a plain user."""
        async with self._db.write() as conn:
            cur = await conn.execute("UPDATE users SET role = ? WHERE name = ?", (role, name))
            if cur.rowcount == 0:
                raise UserError("users.unknown", name=name)
        found = await self.by_name(name)
        assert found is not None
        return found

    async def set_locale(self, user_id: str, locale: str) -> None:
        async with self._db.write() as conn:
            await conn.execute("UPDATE users SET locale = ? WHERE id = ?", (locale, user_id))

    async def remove(self, name: str) -> None:
        async with self._db.write() as conn:
            cur = await conn.execute("DELETE FROM users WHERE name = ?", (name,))
            if cur.rowcount == 0:
                raise UserError("users.unknown", name=name)

    async def bind_identity(self, channel: str, external_id: str, user_id: str) -> None:
        async with self._db.write() as conn:
            await conn.execute(
                "INSERT OR REPLACE INTO identities (channel, external_id, user_id, created_at)"
                " VALUES (?, ?, ?, ?)",
                (channel, external_id, user_id, time.time()),
            )

    async def by_identity(self, channel: str, external_id: str) -> User | None:
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
