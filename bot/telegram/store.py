"""Everything the Telegram front end keeps in metnos.db, and the only SQL of the front end.

Its own tables — processed update ids, inline-button tokens, pairing attempts — are created by
its own :data:`MIGRATIONS` (component ``telegram``), applied with
:meth:`~runtime.store.db.Database.migrate` when the front end starts or first needs them
(:meth:`TelegramStore.open`). Pairing also writes two tables of the runtime's schema: the
one-time codes (``pairing_codes``) and the account bindings (``identities``), which the runtime
reads to know who is who.

Tables created before the front end had migrations of its own (by step 2 of the runtime's, in
earlier versions) are adopted as they are: the first script only creates what is missing.

Every method is one unit of work on the runtime's :class:`~runtime.Storage` (one round trip, one
transaction), on SQLite and on PostgreSQL alike; its migrations come in both dialects.
"""

from __future__ import annotations

import re
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from runtime import Connection, Migrations, Prompt, Storage, User

T = TypeVar("T")

MIGRATIONS = Migrations("telegram", (
    # 1: processed update ids, inline-button tokens, pairing attempts
    """
    CREATE TABLE IF NOT EXISTS telegram_updates (
        update_id INTEGER PRIMARY KEY,
        received_at REAL NOT NULL
    );
    CREATE INDEX IF NOT EXISTS telegram_updates_time ON telegram_updates (received_at);
    CREATE TABLE IF NOT EXISTS telegram_callbacks (
        token TEXT PRIMARY KEY,
        owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        dialogue_id TEXT NOT NULL,
        chat_id INTEGER NOT NULL,
        message_id INTEGER,
        choice TEXT NOT NULL,
        label TEXT NOT NULL,
        created_at REAL NOT NULL,
        expires_at REAL NOT NULL,
        used_at REAL
    );
    CREATE INDEX IF NOT EXISTS telegram_callbacks_dialogue
        ON telegram_callbacks (owner_user_id, dialogue_id);
    CREATE INDEX IF NOT EXISTS telegram_callbacks_open
        ON telegram_callbacks (owner_user_id, chat_id, used_at);
    CREATE TABLE IF NOT EXISTS telegram_pairing_attempts (
        channel TEXT NOT NULL,
        external_id TEXT NOT NULL,
        failures INTEGER NOT NULL,
        window_started REAL NOT NULL,
        locked_until REAL NOT NULL DEFAULT 0,
        PRIMARY KEY (channel, external_id)
    );
    """,
), postgres=(
    # 1: the same tables on PostgreSQL
    """
    CREATE TABLE IF NOT EXISTS telegram_updates (
        update_id BIGINT PRIMARY KEY,
        received_at DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX IF NOT EXISTS telegram_updates_time ON telegram_updates (received_at);
    CREATE TABLE IF NOT EXISTS telegram_callbacks (
        token TEXT PRIMARY KEY,
        owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        dialogue_id TEXT NOT NULL,
        chat_id BIGINT NOT NULL,
        message_id BIGINT,
        choice TEXT NOT NULL,
        label TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        expires_at DOUBLE PRECISION NOT NULL,
        used_at DOUBLE PRECISION
    );
    CREATE INDEX IF NOT EXISTS telegram_callbacks_dialogue
        ON telegram_callbacks (owner_user_id, dialogue_id);
    CREATE INDEX IF NOT EXISTS telegram_callbacks_open
        ON telegram_callbacks (owner_user_id, chat_id, used_at);
    CREATE TABLE IF NOT EXISTS telegram_pairing_attempts (
        channel TEXT NOT NULL,
        external_id TEXT NOT NULL,
        failures BIGINT NOT NULL,
        window_started DOUBLE PRECISION NOT NULL,
        locked_until DOUBLE PRECISION NOT NULL DEFAULT 0,
        PRIMARY KEY (channel, external_id)
    );
    """,
))

UPDATE_RETENTION_SECONDS = 3 * 86_400.0  # Telegram keeps undelivered updates for 24 h
TOKEN_PATTERN = re.compile(r"^[A-Za-z0-9_-]{16,64}$")
TOKEN_RETENTION_SECONDS = 30 * 86_400.0
#: Expired codes are kept a day, used ones a month (this only bounds the table).
EXPIRED_CODE_RETENTION_SECONDS = 86_400.0
USED_CODE_RETENTION_SECONDS = 30 * 86_400.0


class TelegramStore:
    """The front end's storage: processed updates, button tokens, pairing."""

    def __init__(self, db: Storage) -> None:
        """Stores over `db`; their tables exist once :meth:`migrate` has run."""
        self._db = db
        self.updates = ProcessedUpdates(db)
        self.tokens = CallbackTokens(db)
        self.pairing = PairingStore(db)

    @classmethod
    async def open(cls, db: Storage) -> TelegramStore:
        """The stores over `db`, its Telegram tables brought up to date."""
        store = cls(db)
        await store.migrate()
        return store

    async def migrate(self) -> None:
        """Create or update the front end's tables (cheap once done)."""
        await self._db.migrate(MIGRATIONS)


# --- processed updates ---------------------------------------------------------------------


class ProcessedUpdates:
    """Update ids already taken in, so a repeated update is processed once."""

    def __init__(self, db: Storage) -> None:
        self._db = db

    async def first_time(self, update_id: int) -> bool:
        """Record `update_id`; False when it was already recorded."""
        added = await self._db.execute_write(
            "INSERT INTO telegram_updates (update_id, received_at) VALUES (?, ?)"
            " ON CONFLICT (update_id) DO NOTHING",
            (update_id, time.time()),
        )
        return added == 1

    async def first_time_from(self, update_id: int, channel: str,
                              external_id: str) -> tuple[bool, User | None]:
        """:meth:`first_time`, and the user bound to the sender's identity read fresh in the
        same round trip (what the gate needs of every update); the user is None when the update
        was already recorded or the identity is bound to nobody."""
        def unit(conn: Connection) -> tuple[bool, User | None]:
            cur = conn.execute(
                "INSERT INTO telegram_updates (update_id, received_at) VALUES (?, ?)"
                " ON CONFLICT (update_id) DO NOTHING", (update_id, time.time()))
            if cur.rowcount != 1:
                return False, None
            row = conn.execute(
                "SELECT users.id, users.name, users.role, users.disabled, users.locale,"
                " users.created_at FROM identities JOIN users ON users.id = identities.user_id"
                " WHERE identities.channel = ? AND identities.external_id = ?",
                (channel, external_id)).fetchone()
            if row is None:
                return True, None
            return True, User(str(row["id"]), str(row["name"]), row["role"],
                              bool(row["disabled"]), row["locale"], float(row["created_at"]))

        return await self._db.execute_write_fn(unit)

    async def prune(self, *, now: float | None = None) -> int:
        """Forget ids older than :data:`UPDATE_RETENTION_SECONDS`; the number forgotten."""
        cutoff = (time.time() if now is None else now) - UPDATE_RETENTION_SECONDS
        return await self._db.execute_write("DELETE FROM telegram_updates WHERE received_at < ?",
                                            (cutoff,))


# --- inline-button tokens ------------------------------------------------------------------


@dataclass(frozen=True)
class ButtonToken:
    """One button of one prompt, as stored server-side."""

    token: str
    owner_user_id: str
    dialogue_id: str
    chat_id: int
    message_id: int | None
    choice: str
    label: str
    expires_at: float
    used_at: float | None


def _token(r: Any) -> ButtonToken:
    return ButtonToken(r["token"], r["owner_user_id"], r["dialogue_id"], int(r["chat_id"]),
                       r["message_id"], r["choice"], r["label"], float(r["expires_at"]),
                       r["used_at"])


class CallbackTokens:
    """The token table: issue, bind to the message, look up, claim once, retire.

    A token is 32 random URL-safe characters (well under Telegram's 64 bytes of
    ``callback_data``); it stands for (owner, dialogue, chat, message, choice) and nothing else
    is read from a button's data.
    """

    def __init__(self, db: Storage) -> None:
        self._db = db

    async def issue(self, owner_user_id: str, prompt: Prompt, chat_id: int) -> list[ButtonToken]:
        """A fresh token per choice of `prompt`, bound to its owner (the message id is bound
        after sending)."""
        now = time.time()
        tokens = [
            ButtonToken(secrets.token_urlsafe(24), owner_user_id, prompt.dialogue_id, chat_id,
                        None, choice.key, choice.label, prompt.expires_at, None)
            for choice in prompt.choices
        ]
        rows = [(k.token, k.owner_user_id, k.dialogue_id, k.chat_id, k.choice, k.label, now,
                 k.expires_at) for k in tokens]
        await self._db.execute_write_fn(lambda conn: conn.executemany(
            "INSERT INTO telegram_callbacks (token, owner_user_id, dialogue_id, chat_id,"
            " message_id, choice, label, created_at, expires_at) VALUES (?, ?, ?, ?, NULL,"
            " ?, ?, ?, ?)", rows).close())
        return tokens

    async def bind(self, tokens: Sequence[ButtonToken], message_id: int) -> None:
        """Record the message that carries the buttons (a press must come from it)."""
        rows = [(message_id, k.token) for k in tokens]
        await self._db.execute_write_fn(lambda conn: conn.executemany(
            "UPDATE telegram_callbacks SET message_id = ? WHERE token = ?", rows).close())

    async def get(self, data: str) -> ButtonToken | None:
        """The token behind a button's data, or None for anything not issued by us."""
        if not TOKEN_PATTERN.match(data):
            return None
        row = await self._db.fetchone("SELECT * FROM telegram_callbacks WHERE token = ?", (data,))
        return _token(row) if row else None

    async def claim(self, owner_user_id: str, dialogue_id: str) -> bool:
        """Use up every button of a prompt; True only for the one caller that did it."""
        claimed = await self._db.execute_write(
            "UPDATE telegram_callbacks SET used_at = ? WHERE owner_user_id = ?"
            " AND dialogue_id = ? AND used_at IS NULL",
            (time.time(), owner_user_id, dialogue_id),
        )
        return claimed > 0

    async def open_prompts(self, owner_user_id: str, chat_id: int) -> list[tuple[str, int]]:
        """(dialogue, message) of this user's prompts in this chat whose buttons are live."""
        rows = await self._db.fetchall(
            "SELECT DISTINCT dialogue_id, message_id FROM telegram_callbacks WHERE"
            " owner_user_id = ? AND chat_id = ? AND used_at IS NULL AND message_id IS NOT NULL",
            (owner_user_id, chat_id),
        )
        return [(str(r["dialogue_id"]), int(r["message_id"])) for r in rows]

    async def due(self, now: float) -> list[tuple[str, str, int, int]]:
        """(owner, dialogue, chat, message) of live buttons whose prompt has expired."""
        rows = await self._db.fetchall(
            "SELECT DISTINCT owner_user_id, dialogue_id, chat_id, message_id FROM"
            " telegram_callbacks WHERE used_at IS NULL AND message_id IS NOT NULL"
            " AND expires_at <= ?", (now,),
        )
        return [(str(r["owner_user_id"]), str(r["dialogue_id"]), int(r["chat_id"]),
                 int(r["message_id"])) for r in rows]

    async def prune(self, *, now: float | None = None) -> int:
        """Forget tokens long past their prompt's expiry; the number forgotten."""
        cutoff = (time.time() if now is None else now) - TOKEN_RETENTION_SECONDS
        return await self._db.execute_write("DELETE FROM telegram_callbacks WHERE expires_at < ?",
                                            (cutoff,))


# --- pairing -------------------------------------------------------------------------------


@dataclass(frozen=True)
class PairingAttempts:
    """Wrong codes sent from one account in the current window, and a lockout's end."""

    failures: int
    window_started: float
    locked_until: float


@dataclass(frozen=True)
class PairingCode:
    """A stored one-time code: whose, until when, whether used, whether its user is disabled."""

    user_id: str
    expires_at: float
    used_at: float | None
    user_disabled: bool


class Redemption:
    """The reads and writes of one ``/start CODE``, all in one write transaction: plain
    synchronous calls inside :meth:`PairingStore.redeem`'s unit of work."""

    def __init__(self, conn: Connection) -> None:
        self._conn = conn

    def attempts(self, channel: str, external_id: str) -> PairingAttempts | None:
        """The account's counter, None when it has none."""
        row = self._conn.execute(
            "SELECT failures, window_started, locked_until FROM telegram_pairing_attempts"
            " WHERE channel = ? AND external_id = ?", (channel, external_id),
        ).fetchone()
        if row is None:
            return None
        return PairingAttempts(int(row["failures"]), float(row["window_started"]),
                               float(row["locked_until"] or 0))

    def code(self, code_hash: str) -> PairingCode | None:
        """The code stored under `code_hash`, None when there is none."""
        row = self._conn.execute(
            "SELECT pairing_codes.user_id, pairing_codes.expires_at, pairing_codes.used_at,"
            " users.disabled FROM pairing_codes JOIN users ON users.id = pairing_codes.user_id"
            " WHERE code_hash = ?", (code_hash,),
        ).fetchone()
        if row is None:
            return None
        return PairingCode(str(row["user_id"]), float(row["expires_at"]), row["used_at"],
                           bool(row["disabled"]))

    def count_failure(self, channel: str, external_id: str, attempts: PairingAttempts) -> None:
        """Store the account's counter after a wrong code."""
        self._conn.execute(
            "INSERT INTO telegram_pairing_attempts"
            " (channel, external_id, failures, window_started, locked_until)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (channel, external_id) DO UPDATE SET"
            " failures = excluded.failures, window_started = excluded.window_started,"
            " locked_until = excluded.locked_until",
            (channel, external_id, attempts.failures, attempts.window_started,
             attempts.locked_until),
        )

    def pair(self, code_hash: str, channel: str, external_id: str, user_id: str,
             now: float) -> None:
        """Use the code up, bind the account to `user_id`, clear the account's counter."""
        self._conn.execute("UPDATE pairing_codes SET used_at = ? WHERE code_hash = ?",
                           (now, code_hash))
        self._conn.execute(
            "INSERT INTO identities (channel, external_id, user_id, created_at)"
            " VALUES (?, ?, ?, ?) ON CONFLICT (channel, external_id) DO UPDATE SET"
            " user_id = excluded.user_id, created_at = excluded.created_at",
            (channel, external_id, user_id, now),
        )
        self._conn.execute(
            "DELETE FROM telegram_pairing_attempts WHERE channel = ? AND external_id = ?",
            (channel, external_id),
        )


class PairingStore:
    """One-time codes (stored as hashes) and the wrong attempts of each account."""

    def __init__(self, db: Storage) -> None:
        self._db = db

    async def replace_code(self, user_id: str, code_hash: str, *, created_at: float,
                           expires_at: float) -> None:
        """Store a new code for `user_id`; the user's older unused codes stop working."""
        def replace(conn: Connection) -> None:
            conn.execute("DELETE FROM pairing_codes WHERE user_id = ? AND used_at IS NULL",
                         (user_id,))
            conn.execute(
                "INSERT INTO pairing_codes (code_hash, user_id, created_at, expires_at)"
                " VALUES (?, ?, ?, ?)", (code_hash, user_id, created_at, expires_at),
            )

        await self._db.execute_write_fn(replace)

    async def redeem(self, fn: Callable[[Redemption], T]) -> T:
        """Run one redemption, ``fn(tx)``, as one write transaction in one round trip:
        committed when `fn` returns, rolled back when it raises. `fn` is synchronous."""
        return await self._db.execute_write_fn(lambda conn: fn(Redemption(conn)))

    async def prune(self, *, now: float, window: float) -> None:
        """Forget expired and long-used codes, and counters whose window and lockout are over."""
        def delete(conn: Connection) -> None:
            conn.execute(
                "DELETE FROM pairing_codes WHERE expires_at < ? OR used_at < ?",
                (now - EXPIRED_CODE_RETENTION_SECONDS, now - USED_CODE_RETENTION_SECONDS),
            )
            conn.execute(
                "DELETE FROM telegram_pairing_attempts WHERE window_started < ?"
                " AND locked_until < ?", (now - window, now),
            )

        await self._db.execute_write_fn(delete)
