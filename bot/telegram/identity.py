"""Who may talk to the bot: one-time pairing codes, their redemption, and refusals of strangers.

A code is made by ``metnos users invite NAME`` (:func:`invite`), stored only as a hash, expires
after ``telegram.pairing_code_ttl_seconds`` and works once. Each Telegram account has a limited
number of wrong attempts per window (``telegram.pairing_max_attempts``) before it is locked out
for the rest of that window; attempts are counted in metnos.db (:class:`~bot.telegram.store.PairingStore`)
so a restart does not reset them. Across all accounts together, wrong codes are limited per
minute (``telegram.pairing_max_failures_per_minute``, :class:`PairingThrottle`): beyond it no
code is looked at until the minute is over.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import time
from collections import deque
from dataclasses import dataclass
from typing import Literal

from bot.telegram.settings import telegram_settings
from bot.telegram.store import PairingAttempts, Redemption, TelegramStore
from runtime import Runtime, User, UserError

CHANNEL = "telegram"
#: No 0/O, 1/I/L, no lower case: easy to read aloud and to type on a phone.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 10
#: How often one stranger is told that this bot is not for them.
STRANGER_NOTICE_INTERVAL_SECONDS = 600.0
#: The window of the global limit on wrong pairing codes (all accounts together).
PAIRING_THROTTLE_WINDOW_SECONDS = 60.0
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
    ttl = telegram_settings(rt.settings).pairing_code_ttl_seconds
    store = await TelegramStore.open(rt.db)
    await store.pairing.replace_code(user.id, code_hash(code), created_at=now,
                                     expires_at=now + ttl)
    return code


async def redeem(rt: Runtime, code: str, external_id: str, *, now: float | None = None) -> Pairing:
    """Bind the Telegram account `external_id` to the user the code was made for.

    Checks, in one write transaction: the account is not locked out, the code exists, is unused
    and unexpired. A failure counts against the account; success clears its count.
    """
    now = time.time() if now is None else now
    settings = telegram_settings(rt.settings)
    window = float(settings.pairing_code_ttl_seconds)
    bound = await rt.users.by_identity(CHANNEL, external_id)
    if bound is not None:
        return Pairing("disabled" if bound.disabled else "already_paired", bound)
    hashed = code_hash(code)
    store = await TelegramStore.open(rt.db)

    def decide(tx: Redemption) -> tuple[PairingOutcome, str | None]:
        """The redemption's reads and writes: one transaction, one round trip."""
        counted = tx.attempts(CHANNEL, external_id)
        failures, started, locked_until = (0, now, 0.0) if counted is None else (
            counted.failures, counted.window_started, counted.locked_until)
        if locked_until > now:
            return "locked", None
        if now - started >= window:
            failures, started = 0, now
        found = tx.code(hashed)
        outcome: PairingOutcome
        if found is None:
            outcome = "invalid"
        elif found.used_at is not None:
            outcome = "used"
        elif found.expires_at <= now:
            outcome = "expired"
        elif found.user_disabled:
            outcome = "disabled"
        else:
            outcome = "paired"
        if outcome != "paired":
            failures += 1
            lock = started + window if failures >= settings.pairing_max_attempts else 0.0
            tx.count_failure(CHANNEL, external_id, PairingAttempts(failures, started, lock))
            return outcome, None
        assert found is not None
        tx.pair(hashed, CHANNEL, external_id, found.user_id, now)
        return outcome, found.user_id

    outcome, user_id = await store.pairing.redeem(decide)
    if user_id is None:
        return Pairing(outcome)
    return Pairing("paired", await rt.users.by_id(user_id))


async def prune_pairing(rt: Runtime, *, now: float | None = None) -> None:
    """Forget expired codes and stale attempt counters (a housekeeping job)."""
    now = time.time() if now is None else now
    window = float(telegram_settings(rt.settings).pairing_code_ttl_seconds)
    store = await TelegramStore.open(rt.db)
    await store.pairing.prune(now=now, window=window)


class PairingThrottle:
    """Wrong pairing codes from all accounts together, over the last minute: above
    ``telegram.pairing_max_failures_per_minute`` no code is looked at until the minute has
    passed, so many accounts (each under its own limit) cannot guess together."""

    def __init__(self, limit: int, *, window: float = PAIRING_THROTTLE_WINDOW_SECONDS) -> None:
        self.limit = limit
        self.window = window
        self._failures: deque[float] = deque()

    def _forget(self, now: float) -> None:
        while self._failures and now - self._failures[0] >= self.window:
            self._failures.popleft()

    def allows(self, *, now: float | None = None) -> bool:
        """Whether a code may be looked at now."""
        now = time.monotonic() if now is None else now
        self._forget(now)
        return len(self._failures) < self.limit

    def failed(self, *, now: float | None = None) -> None:
        """Count one wrong code (invalid, expired or used; an account already locked out
        does not count again, so that one account alone cannot stop everyone's pairing)."""
        now = time.monotonic() if now is None else now
        self._forget(now)
        self._failures.append(now)


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
