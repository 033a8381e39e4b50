"""Who may talk to the bot: one-time pairing codes, their redemption, and refusals of strangers.

A code is made by ``metnos users invite NAME`` (:func:`invite`), stored only as a hash, expires
after ``telegram.pairing_code_ttl_seconds`` and works once. Each Telegram account has a limited
number of wrong attempts per window (``telegram.pairing_max_attempts``) before it is locked out
for the rest of that window; attempts are counted in SQLite so a restart does not reset them.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import time
from dataclasses import dataclass
from typing import Literal

from runtime.runtime import Runtime
from runtime.store.users import User, UserError

CHANNEL = "telegram"
#: No 0/O, 1/I/L, no lower case: easy to read aloud and to type on a phone.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 10
#: How often one stranger is told that this bot is not for them.
STRANGER_NOTICE_INTERVAL_SECONDS = 600.0
_STRANGER_MEMORY = 10_000

PairingOutcome = Literal["paired", "already_paired", "invalid", "expired", "used", "locked",
                         "disabled"]


@dataclass(frozen=True)
class Pairing:
    """What ``/start CODE`` did: the outcome and, when paired, the user."""

    outcome: PairingOutcome
    user: User | None = None


def new_code() -> str:
    """A random code of :data:`CODE_LENGTH` characters from :data:`CODE_ALPHABET`."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(text: str) -> str:
    """What the person meant to type: upper case, spaces and dashes dropped."""
    return re.sub(r"[\s-]+", "", text).upper()


def code_hash(code: str) -> str:
    """The stored form of a code (SHA-256 of its normalized text)."""
    return hashlib.sha256(normalize_code(code).encode()).hexdigest()


async def invite(rt: Runtime, name: str, *, admin: bool = False) -> str:
    """Create `name` if needed (admin role with `admin`) and return a fresh one-time code.

    Older unused codes of that user stop working: only the newest invitation is valid.
    """
    user = await rt.users.ensure(name, role="admin" if admin else "user")
    if admin and user.role != "admin":
        user = await rt.users.set_role(name, "admin")  # --admin on an existing user promotes it
    if user.disabled:
        raise UserError("telegram.invite_disabled", name=name)
    code = new_code()
    now = time.time()
    async with rt.db.write() as conn:
        await conn.execute("DELETE FROM pairing_codes WHERE user_id = ? AND used_at IS NULL",
                           (user.id,))
        await conn.execute(
            "INSERT INTO pairing_codes (code_hash, user_id, created_at, expires_at)"
            " VALUES (?, ?, ?, ?)",
            (code_hash(code), user.id, now, now + rt.settings.telegram.pairing_code_ttl_seconds),
        )
    return code


async def redeem(rt: Runtime, code: str, external_id: str, *, now: float | None = None) -> Pairing:
    """Bind the Telegram account `external_id` to the user the code was made for.

    Checks, in one write transaction: the account is not locked out, the code exists, is unused
    and unexpired. A failure counts against the account; success clears its count.
    """
    now = time.time() if now is None else now
    settings = rt.settings.telegram
    window = float(settings.pairing_code_ttl_seconds)
    bound = await rt.users.by_identity(CHANNEL, external_id)
    if bound is not None:
        return Pairing("disabled" if bound.disabled else "already_paired", bound)
    async with rt.db.write() as conn:
        async with conn.execute(
            "SELECT failures, window_started, locked_until FROM telegram_pairing_attempts"
            " WHERE channel = ? AND external_id = ?", (CHANNEL, external_id),
        ) as cur:
            row = await cur.fetchone()
        failures, started, locked_until = (0, now, 0.0) if row is None else (
            int(row["failures"]), float(row["window_started"]), float(row["locked_until"] or 0))
        if locked_until > now:
            return Pairing("locked")
        if now - started >= window:
            failures, started = 0, now
        async with conn.execute(
            "SELECT pairing_codes.user_id, pairing_codes.expires_at, pairing_codes.used_at,"
            " users.disabled FROM pairing_codes JOIN users ON users.id = pairing_codes.user_id"
            " WHERE code_hash = ?", (code_hash(code),),
        ) as cur:
            found = await cur.fetchone()
        outcome: PairingOutcome
        if found is None:
            outcome = "invalid"
        elif found["used_at"] is not None:
            outcome = "used"
        elif found["expires_at"] <= now:
            outcome = "expired"
        elif found["disabled"]:
            outcome = "disabled"
        else:
            outcome = "paired"
        if outcome != "paired":
            failures += 1
            lock = started + window if failures >= settings.pairing_max_attempts else 0.0
            await conn.execute(
                "INSERT OR REPLACE INTO telegram_pairing_attempts"
                " (channel, external_id, failures, window_started, locked_until)"
                " VALUES (?, ?, ?, ?, ?)", (CHANNEL, external_id, failures, started, lock),
            )
            return Pairing(outcome)
        assert found is not None
        user_id = str(found["user_id"])
        await conn.execute("UPDATE pairing_codes SET used_at = ? WHERE code_hash = ?",
                           (now, code_hash(code)))
        await conn.execute(
            "INSERT OR REPLACE INTO identities (channel, external_id, user_id, created_at)"
            " VALUES (?, ?, ?, ?)", (CHANNEL, external_id, user_id, now),
        )
        await conn.execute(
            "DELETE FROM telegram_pairing_attempts WHERE channel = ? AND external_id = ?",
            (CHANNEL, external_id),
        )
    return Pairing("paired", await rt.users.by_id(user_id))


async def prune_pairing(rt: Runtime, *, now: float | None = None) -> None:
    """Forget expired codes and stale attempt counters (a housekeeping job)."""
    now = time.time() if now is None else now
    window = float(rt.settings.telegram.pairing_code_ttl_seconds)
    async with rt.db.write() as conn:
        await conn.execute(
            "DELETE FROM pairing_codes WHERE expires_at < ? OR used_at < ?",
            (now - 86_400, now - 30 * 86_400),
        )
        await conn.execute(
            "DELETE FROM telegram_pairing_attempts WHERE window_started < ? AND locked_until < ?",
            (now - window, now),
        )


class StrangerNotices:
    """Remembers when each unknown account was last told "not for you", to say it rarely."""

    def __init__(self, interval: float = STRANGER_NOTICE_INTERVAL_SECONDS) -> None:
        self.interval = interval
        self._last: dict[int, float] = {}

    def due(self, telegram_id: int, *, now: float | None = None) -> bool:
        """Whether this account should be told now (and note that it was)."""
        now = time.monotonic() if now is None else now
        last = self._last.get(telegram_id)
        if last is not None and now - last < self.interval:
            return False
        if len(self._last) >= _STRANGER_MEMORY:
            self._last = {k: v for k, v in self._last.items() if now - v < self.interval}
        self._last[telegram_id] = now
        return True
