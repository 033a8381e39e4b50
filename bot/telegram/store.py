"""Everything the Telegram front end keeps in metnos.db, and the only SQL of the front end.

Its own tables — processed update ids (with, in webhook mode, each update's claim: see
:class:`ProcessedUpdates`), inline-button tokens, pairing attempts, the flood budget that
webhook workers share (:class:`FloodBudget`) — are created by
its own :data:`MIGRATIONS` (component ``telegram``), applied with
:meth:`~runtime.store.db.Database.migrate` when the front end starts or first needs them
(:meth:`TelegramStore.open`). Pairing also writes two tables of the runtime's schema: the
one-time codes (``pairing_codes``) and the account bindings (``identities``), which the runtime
reads to know who is who.

Tables created before the front end had migrations of its own (by step 2 of the runtime's, in
earlier versions) are adopted as they are: the first script only creates what is missing.

Every method is one unit of work on the runtime's :class:`~runtime.Storage` (one round trip, one
transaction), on SQLite and on PostgreSQL alike — but the takeovers (a read, then a
compare-and-set per row taken) and :class:`UpdateSignals` (a PostgreSQL connection of its own
that LISTENs); its migrations come in both dialects.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from runtime import Connection, Migrations, Prompt, Storage, User

T = TypeVar("T")
log = logging.getLogger(__name__)

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
    # 2: several webhook workers on one database: an update is claimed by the worker that
    # received it (runner, the sender as its ordering key, the update itself until it starts,
    # so that another worker can take it over), then started and finished, its turn's answer
    # kept while it is being sent (another worker sends it if this one dies); the flood budget
    # that all workers share
    """
    ALTER TABLE telegram_updates ADD COLUMN order_key INTEGER;
    ALTER TABLE telegram_updates ADD COLUMN runner TEXT;
    ALTER TABLE telegram_updates ADD COLUMN payload TEXT;
    ALTER TABLE telegram_updates ADD COLUMN started_at REAL;
    ALTER TABLE telegram_updates ADD COLUMN finished_at REAL;
    ALTER TABLE telegram_updates ADD COLUMN reply_json TEXT;
    ALTER TABLE telegram_updates ADD COLUMN reply_chat INTEGER;
    ALTER TABLE telegram_updates ADD COLUMN reply_owner TEXT;
    CREATE INDEX IF NOT EXISTS telegram_updates_open ON telegram_updates (order_key, update_id)
        WHERE finished_at IS NULL AND order_key IS NOT NULL;
    CREATE TABLE IF NOT EXISTS telegram_flood (
        key TEXT PRIMARY KEY,
        state_json TEXT NOT NULL,
        updated_at REAL NOT NULL
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
    # 2: update claims for several webhook workers; the shared flood budget
    """
    ALTER TABLE telegram_updates ADD COLUMN IF NOT EXISTS order_key BIGINT;
    ALTER TABLE telegram_updates ADD COLUMN IF NOT EXISTS runner TEXT;
    ALTER TABLE telegram_updates ADD COLUMN IF NOT EXISTS payload TEXT;
    ALTER TABLE telegram_updates ADD COLUMN IF NOT EXISTS started_at DOUBLE PRECISION;
    ALTER TABLE telegram_updates ADD COLUMN IF NOT EXISTS finished_at DOUBLE PRECISION;
    ALTER TABLE telegram_updates ADD COLUMN IF NOT EXISTS reply_json TEXT;
    ALTER TABLE telegram_updates ADD COLUMN IF NOT EXISTS reply_chat BIGINT;
    ALTER TABLE telegram_updates ADD COLUMN IF NOT EXISTS reply_owner TEXT;
    CREATE INDEX IF NOT EXISTS telegram_updates_open ON telegram_updates (order_key, update_id)
        WHERE finished_at IS NULL AND order_key IS NOT NULL;
    CREATE TABLE IF NOT EXISTS telegram_flood (
        key TEXT PRIMARY KEY,
        state_json TEXT NOT NULL,
        updated_at DOUBLE PRECISION NOT NULL
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
    """The front end's storage: processed updates, button tokens, pairing, the flood budget."""

    def __init__(self, db: Storage) -> None:
        """Stores over `db`; their tables exist once :meth:`migrate` has run."""
        self._db = db
        self.updates = ProcessedUpdates(db)
        self.tokens = CallbackTokens(db)
        self.pairing = PairingStore(db)
        self.flood = FloodBudget(db)

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
    """Update ids already taken in, so a repeated update is processed once.

    Polling (one process) records an update as the gate sees it (:meth:`first_time`). A worker
    in webhook mode *claims* each update as it arrives, before it answers the webhook
    (:meth:`claim`): the row names the worker's runner, the sender (the ordering key) and keeps
    the update until it starts, so that the gate then only starts it (fenced by the runner:
    an update another worker took over meanwhile is not started here), :meth:`blocking` tells
    an update of the same sender that an earlier one is still open, :meth:`finish` closes it
    (and, on PostgreSQL, wakes the waiters of that sender on every worker), and
    :meth:`take_over` hands updates claimed by a worker that died before starting them to a
    live one. A turn's answer is kept with its update while it is being sent
    (:meth:`hold_reply`): if the worker dies before the update is finished, another one sends
    it (:meth:`take_over_replies`) — at least once, never lost. The runtime keeps with each
    turn the update that started it, and with each dialogue the update that answered it
    (``Request.source``, :func:`update_source`), in the same write: a worker that died after
    the turn ended and before its answer was kept left an update whose answer is the stored
    turn's (:meth:`take_over_ended`), never one to run again. Liveness is the runner's lease
    in ``runners`` (the runtime's heartbeat).
    """

    def __init__(self, db: Storage) -> None:
        self._db = db
        #: This process's runner; set by a front end that claims updates (webhook mode).
        self.runner: str | None = None
        self._unstarted: set[int] = set()  # claimed (or taken over) here, not started yet
        self._open: set[int] = set()  # claimed (or taken over) here, not finished yet
        self._clear: set[int] = set()  # claimed with no earlier update of its sender open

    async def first_time(self, update_id: int) -> bool:
        """Record `update_id`; False when it was already recorded. An update claimed here is
        started instead (False when another worker has taken it over)."""
        if update_id in self._unstarted:
            self._unstarted.discard(update_id)
            return await self._db.execute_write(_START, (time.time(), update_id, self.runner)) == 1
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
        claimed, runner = update_id in self._unstarted, self.runner
        self._unstarted.discard(update_id)

        def unit(conn: Connection) -> tuple[bool, User | None]:
            if claimed:
                cur = conn.execute(_START, (time.time(), update_id, runner))
            else:
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

    # --- claims (webhook workers) ------------------------------------------------------------

    def _me(self) -> str:
        if self.runner is None:
            raise RuntimeError("ProcessedUpdates.runner is not set: updates are claimed only by"
                               " a front end that names its runner")
        return self.runner

    async def claim(self, update_id: int, order_key: int | None, payload: str, *,
                    now: float | None = None) -> bool:
        """Record an update as it arrives, for this runner, keeping `payload` (its JSON) until
        it starts; False when it was already recorded (a repeat: drop it)."""
        runner = self._me()
        now = time.time() if now is None else now
        insert = ("INSERT INTO telegram_updates (update_id, received_at, order_key, runner,"
                  " payload) VALUES (?, ?, ?, ?, ?) ON CONFLICT (update_id) DO NOTHING")
        values = (update_id, now, order_key, runner, payload)
        if self._db.dialect == "postgresql" and order_key is not None:
            # One statement (atomic on its own) also says whether an earlier update of the same
            # sender is open, sparing the first look of :meth:`blocking` when none is.
            row = await self._db.fetchone(
                "WITH added AS (" + insert + " RETURNING update_id) SELECT"
                " (SELECT COUNT(*) FROM added) AS added, EXISTS (SELECT 1 FROM telegram_updates"
                " WHERE " + _OPEN_BEFORE + ") AS waits",
                (*values, order_key, update_id, now - OPEN_UPDATE_SECONDS, now))
            added, waits = (int(row["added"]), bool(row["waits"])) if row else (0, True)
        else:
            added, waits = await self._db.execute_write(insert, values), True
        if added == 1:
            self._unstarted.add(update_id)
            self._open.add(update_id)
            if not waits:
                self._clear.add(update_id)
        return added == 1

    def claimed_here(self, update_id: int) -> bool:
        """Whether this process claimed (or took over) the update and has not finished it."""
        return update_id in self._open

    async def blocking(self, order_key: int, update_id: int, *,
                       now: float | None = None) -> int | None:
        """The first earlier update of the same sender that is still open — claimed and not
        started (it will run, here or after a takeover), or started by a runner whose lease
        holds — or None when `update_id` may run now. An update started by a runner that died
        is left to the runtime's recovery of turns and blocks nobody."""
        if update_id in self._clear:  # none was open when it was claimed: none can be now
            self._clear.discard(update_id)
            return None
        now = time.time() if now is None else now
        row = await self._db.fetchone(
            "SELECT update_id FROM telegram_updates WHERE " + _OPEN_BEFORE
            + " ORDER BY update_id LIMIT 1", (order_key, update_id, now - OPEN_UPDATE_SECONDS, now))
        return None if row is None else int(row["update_id"])

    async def finish(self, update_id: int, *, now: float | None = None) -> None:
        """The update claimed here has been handled (or dropped): it blocks nobody now; on
        PostgreSQL the waiters of its sender are notified on every worker."""
        self._open.discard(update_id)
        self._unstarted.discard(update_id)
        self._clear.discard(update_id)
        args = (time.time() if now is None else now, update_id, self._me())
        if self._db.dialect == "postgresql":
            await self._db.execute_write(
                "WITH done AS (UPDATE telegram_updates SET finished_at = ?, payload = NULL,"
                " reply_json = NULL WHERE update_id = ? AND runner = ? RETURNING order_key)"
                " SELECT pg_notify(" + _PG_CHANNEL + ", CAST(order_key AS TEXT)) FROM done"
                " WHERE order_key IS NOT NULL", args)
        else:
            await self._db.execute_write(
                "UPDATE telegram_updates SET finished_at = ?, payload = NULL, reply_json = NULL"
                " WHERE update_id = ? AND runner = ?", args)

    async def take_over(self, limit: int, *, channel: str = "telegram",
                        now: float | None = None) -> list[tuple[int, str]]:
        """Claim for this runner, oldest first, up to `limit` updates of runners whose lease
        has lapsed (they died) that nothing came of: claimed and never started (it died between
        answering the webhook and handling them), or started before the runtime had begun a
        turn for them — no turn started by the update, no dialogue answered by it (and, for
        whatever did not say where it came from, no turn of their sender on `channel` that this
        runner started since, or that it runs or left interrupted). Their (update id, JSON) to
        handle here. Every path that changes something either begins with a turn or is claimed
        once (a dialogue's answer), so handling such an update again repeats nothing; a turn
        that had begun is the runtime's to report (interrupted) or, once it ended, to answer
        from (:meth:`take_over_ended`), and an answer ready to be sent is
        :meth:`take_over_replies`'."""
        runner = self._me()
        now = time.time() if now is None else now
        rows = await self._db.fetchall(
            "SELECT update_id, runner, payload FROM telegram_updates WHERE finished_at IS NULL"
            " AND payload IS NOT NULL AND reply_json IS NULL AND runner IS NOT NULL"
            " AND runner <> ? AND received_at >= ? AND NOT " + _LIVE_RUNNER
            + " AND NOT EXISTS (SELECT 1 FROM turns t WHERE t.source = " + _SOURCE + ")"
            " AND NOT EXISTS (SELECT 1 FROM dialogues d WHERE d.answered_by = " + _SOURCE + ")"
            " AND (started_at IS NULL OR NOT EXISTS (SELECT 1 FROM turns t JOIN identities i"
            " ON i.user_id = t.owner_user_id WHERE i.channel = ?"
            " AND i.external_id = CAST(telegram_updates.order_key AS TEXT)"
            " AND t.runner = telegram_updates.runner AND (t.started_at >= telegram_updates.started_at"
            " OR t.state IN ('running', 'interrupted'))))"
            " ORDER BY update_id LIMIT ?",
            (runner, now - OPEN_UPDATE_SECONDS, now, channel, limit))
        taken: list[tuple[int, str]] = []
        for row in rows:
            update_id = int(row["update_id"])
            changed = await self._db.execute_write(
                "UPDATE telegram_updates SET runner = ?, started_at = NULL WHERE update_id = ?"
                " AND runner = ? AND finished_at IS NULL AND reply_json IS NULL",
                (runner, update_id, row["runner"]))
            if changed == 1:
                self._unstarted.add(update_id)
                self._open.add(update_id)
                taken.append((update_id, str(row["payload"])))
        return taken


    async def take_over_ended(self, limit: int, *,
                              now: float | None = None) -> list[tuple[int, str | None, str, str]]:
        """Claim for this runner, oldest first, up to `limit` started updates of runners whose
        lease has lapsed whose turn — the one the update started, or resumed by answering its
        dialogue — no longer runs, and whose answer was never kept: the worker died after the
        turn's end was stored and before :meth:`hold_reply` (or the turn was cut short and is
        being reported). Their (update id, JSON, turn owner, turn id): the answer to send is the
        stored turn's (``Runtime.stored_answer``: nothing runs again), then the update is
        finished. A turn still running is left to the runtime's recovery first."""
        runner = self._me()
        now = time.time() if now is None else now
        columns = ("SELECT telegram_updates.update_id AS update_id, telegram_updates.runner AS"
                   " runner, telegram_updates.payload AS payload, t.owner_user_id AS owner,"
                   " t.id AS turn_id FROM telegram_updates ")
        where = (" WHERE telegram_updates.finished_at IS NULL AND telegram_updates.reply_json IS"
                 " NULL AND telegram_updates.started_at IS NOT NULL AND telegram_updates.runner"
                 " IS NOT NULL AND telegram_updates.runner <> ? AND telegram_updates.received_at"
                 " >= ? AND NOT " + _LIVE_RUNNER + " AND t.state <> 'running'")
        args = (runner, now - OPEN_UPDATE_SECONDS, now)
        rows = await self._db.fetchall(
            columns + "JOIN turns t ON t.source = " + _SOURCE + where + " UNION ALL "
            + columns + "JOIN dialogues d ON d.answered_by = " + _SOURCE + " JOIN turns t"
            " ON t.id = d.turn_id AND t.owner_user_id = d.owner_user_id" + where
            + " ORDER BY update_id LIMIT ?", (*args, *args, limit))
        taken: list[tuple[int, str | None, str, str]] = []
        for row in rows:
            update_id = int(row["update_id"])
            changed = await self._db.execute_write(
                "UPDATE telegram_updates SET runner = ? WHERE update_id = ? AND runner = ?"
                " AND finished_at IS NULL AND reply_json IS NULL",
                (runner, update_id, row["runner"]))
            if changed == 1:
                self._open.add(update_id)
                taken.append((update_id, row["payload"], str(row["owner"]), str(row["turn_id"])))
        return taken

    async def hold_reply(self, update_id: int, chat_id: int, owner_user_id: str | None,
                         reply_json: str) -> bool:
        """Keep the answer of the update's turn until the update is finished (it is being
        sent); False when the update is not this runner's (any more)."""
        changed = await self._db.execute_write(
            "UPDATE telegram_updates SET reply_json = ?, reply_chat = ?, reply_owner = ?"
            " WHERE update_id = ? AND runner = ? AND finished_at IS NULL",
            (reply_json, chat_id, owner_user_id, update_id, self._me()))
        return changed == 1

    async def take_over_replies(self, limit: int, *,
                                now: float | None = None) -> list[tuple[int, int, str | None, str]]:
        """Claim for this runner the answers that a runner which died was sending (its update
        started, not finished, an answer kept); their (update id, chat, owner, answer JSON)."""
        runner = self._me()
        now = time.time() if now is None else now
        rows = await self._db.fetchall(
            "SELECT update_id, runner, reply_chat, reply_owner, reply_json FROM telegram_updates"
            " WHERE finished_at IS NULL AND started_at IS NOT NULL AND reply_json IS NOT NULL"
            " AND runner <> ? AND received_at >= ? AND NOT " + _LIVE_RUNNER
            + " ORDER BY update_id LIMIT ?", (runner, now - OPEN_UPDATE_SECONDS, now, limit))
        taken: list[tuple[int, int, str | None, str]] = []
        for row in rows:
            update_id = int(row["update_id"])
            changed = await self._db.execute_write(
                "UPDATE telegram_updates SET runner = ? WHERE update_id = ? AND runner = ?"
                " AND finished_at IS NULL", (runner, update_id, row["runner"]))
            if changed == 1:
                self._open.add(update_id)
                taken.append((update_id, int(row["reply_chat"]), row["reply_owner"],
                              str(row["reply_json"])))
        return taken


def update_source(update_id: int) -> str:
    """What the runtime keeps of where a request came from (``Request.source``): this update."""
    return f"telegram:{update_id}"


#: :func:`update_source` of the update row at hand, in SQL.
_SOURCE = "('telegram:' || CAST(telegram_updates.update_id AS TEXT))"
#: Starting an update this runner claimed: only while it is still this runner's.
_START = ("UPDATE telegram_updates SET started_at = ? WHERE update_id = ?"
          " AND runner = ? AND started_at IS NULL")
#: "The runner named by the update row holds a live lease at ?" (the runtime's ``runners``).
_LIVE_RUNNER = ("EXISTS (SELECT 1 FROM runners r WHERE r.id = telegram_updates.runner"
                " AND r.lease_until >= ?)")
#: "An update of the sender ``?`` before update ``?`` is open": claimed and not started, or
#: started by a runner whose lease holds (parameters: key, update id, oldest received, now).
_OPEN_BEFORE = ("order_key = ? AND update_id < ? AND finished_at IS NULL AND received_at >= ?"
                " AND (started_at IS NULL OR " + _LIVE_RUNNER + ")")
#: The PostgreSQL notification channel of finished updates: one per schema (test schemas and
#: deployments sharing a database do not wake each other), within the 63 bytes of a name.
_PG_CHANNEL = "'metnos_tg_' || left(md5(current_schema()), 16)"
#: An update open for longer than this is history, not a predecessor to wait for.
OPEN_UPDATE_SECONDS = 86_400.0


class UpdateSignals:
    """Wakes what waits for the updates of a sender when one of them finishes, on any worker.

    On PostgreSQL one connection of its own LISTENs to the channel :meth:`ProcessedUpdates.finish`
    notifies (the payload is the sender's ordering key); on SQLite (one process) only
    :meth:`fire` wakes anyone. A waiter takes an event with :meth:`watch` *before* it looks at
    the database, so a notice that comes in between is not lost; callers also re-check on a
    timer, which covers a lost connection and runners that die.
    """

    def __init__(self, url: str | None) -> None:
        """`url`: the ``storage.url`` of a PostgreSQL database, None for none."""
        self._url = url
        self._events: dict[int, set[asyncio.Event]] = {}
        self._task: asyncio.Task[None] | None = None
        self.connected = False

    async def start(self) -> None:
        """Start listening (PostgreSQL only; idempotent)."""
        if self._url and self._task is None:
            ready: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            self._task = asyncio.create_task(self._listen(ready), name="metnos-update-signals")
            await asyncio.wait({ready, self._task}, timeout=10.0,
                               return_when=asyncio.FIRST_COMPLETED)

    async def close(self) -> None:
        """Stop listening and close the connection."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self.connected = False

    def watch(self, key: int) -> asyncio.Event:
        """An ``asyncio.Event`` set the next time an update of `key` finishes."""
        event = asyncio.Event()
        self._events.setdefault(key, set()).add(event)
        return event

    def unwatch(self, key: int, event: asyncio.Event) -> None:
        """Forget an event of :meth:`watch`."""
        waiting = self._events.get(key)
        if waiting is not None:
            waiting.discard(event)
            if not waiting:
                del self._events[key]

    def fire(self, key: int | None = None) -> None:
        """Wake the waiters of `key` (None: everyone's)."""
        keys = list(self._events) if key is None else [key]
        for k in keys:
            for event in self._events.get(k, ()):
                event.set()

    async def _listen(self, ready: asyncio.Future[None]) -> None:
        import psycopg  # only on PostgreSQL, as the backend itself

        delay = 0.5
        while True:
            try:
                conn = await psycopg.AsyncConnection.connect(self._url or "", autocommit=True)
                try:
                    cur = await conn.execute("SELECT " + _PG_CHANNEL)
                    row = await cur.fetchone()
                    channel = str(row[0]) if row else "metnos_tg_"
                    await conn.execute(f'LISTEN "{channel}"')
                    self.connected, delay = True, 0.5
                    if not ready.done():
                        ready.set_result(None)
                    self.fire()  # anything missed while not listening: look again
                    async for notice in conn.notifies():
                        try:
                            self.fire(int(notice.payload))
                        except ValueError:
                            continue
                finally:
                    self.connected = False
                    await conn.close()
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # the database may be back at the next try
                log.warning("listening for finished updates failed (%s); again in %.1fs",
                            type(exc).__name__, delay)
                if not ready.done():
                    ready.set_result(None)
                self.fire()
                await asyncio.sleep(delay)
                delay = min(delay * 2, 10.0)


# --- the flood budget shared by all workers ---------------------------------------------------


@dataclass(frozen=True)
class Bucket:
    """A token bucket in the shared budget: `capacity` requests at once, then `rate` a second.

    Kept as a theoretical arrival time (GCRA, as :class:`~bot.telegram.limits.TokenBucket`):
    a request is counted when it leaves, and again from when it finished."""

    key: str
    capacity: int
    rate: float

    def wait(self, state: dict[str, Any] | None, now: float) -> float:
        """Seconds until one request may go (0: now)."""
        tat = float((state or {}).get("tat", 0.0))
        return max(0.0, tat - (self.capacity - 1) / self.rate - now)

    def take(self, state: dict[str, Any] | None, token: str, now: float) -> dict[str, Any]:
        """The state after one request let through at `now`."""
        return {"tat": max(float((state or {}).get("tat", 0.0)), now) + 1.0 / self.rate}

    def done(self, state: dict[str, Any] | None, token: str, now: float) -> dict[str, Any]:
        """The state after the request finished at `now`."""
        return {"tat": max(float((state or {}).get("tat", 0.0)), now + 1.0 / self.rate)}


@dataclass(frozen=True)
class Window:
    """A sliding window in the shared budget: at most `limit` requests in any `period` seconds.

    A request holds its place from when it leaves until `period` after it finished (as
    :class:`~bot.telegram.limits.SlidingWindow`), so however long the way to Telegram takes,
    no two requests more than `limit` apart reach it within `period`. A request whose worker
    died before it finished stops counting after :data:`FLIGHT_LEASE_SECONDS`."""

    key: str
    limit: int
    period: float

    def _live(self, state: dict[str, Any] | None, now: float) -> tuple[list[float], dict[str, float]]:
        state = state or {}
        done = [float(t) for t in state.get("done", []) if float(t) + self.period > now]
        flying = {str(k): float(v) for k, v in dict(state.get("flying", {})).items()
                  if float(v) > now}
        return sorted(done), flying

    def wait(self, state: dict[str, Any] | None, now: float) -> float:
        """Seconds until one request may go (0: now)."""
        done, flying = self._live(state, now)
        if len(done) + len(flying) < self.limit:
            return 0.0
        if len(flying) >= self.limit or not done:
            return FLIGHT_POLL_SECONDS  # only requests in flight: they finish soon
        return max(0.0, done[len(done) + len(flying) - self.limit] + self.period - now)

    def take(self, state: dict[str, Any] | None, token: str, now: float) -> dict[str, Any]:
        """The state after one request (`token`) let through at `now`."""
        done, flying = self._live(state, now)
        flying[token] = now + FLIGHT_LEASE_SECONDS
        return {"done": done[-self.limit:], "flying": flying}

    def done(self, state: dict[str, Any] | None, token: str, now: float) -> dict[str, Any]:
        """The state after the request `token` finished at `now`."""
        done, flying = self._live(state, now)
        flying.pop(token, None)
        return {"done": sorted([*done, now])[-self.limit:], "flying": flying}


FloodLimit = Bucket | Window
#: The row that holds a pause Telegram asked for (``429 retry_after``): every worker waits it out.
PAUSE_KEY = "pause"
FLOOD_RETENTION_SECONDS = 3600.0
#: A request let through and not finished counts at most this long (its worker may have died).
FLIGHT_LEASE_SECONDS = 15.0
#: How soon to ask again when only requests in flight fill a window.
FLIGHT_POLL_SECONDS = 0.02


class FloodBudget:
    """Telegram's flood limits kept for all workers together (a bot token has one budget).

    :meth:`try_take` lets one request through every given limit at once, or says how long to
    wait before asking again — never reserving a place in the future, so a chat that must wait
    holds up no other chat; :meth:`done` says the request finished. Two write units per
    request (at most about thirty requests a second).
    """

    def __init__(self, db: Storage) -> None:
        self._db = db

    async def try_take(self, limits: Sequence[FloodLimit], *,
                       now: float | None = None) -> tuple[float, str | None]:
        """``(0.0, token)`` when the request may go now (it is counted in every limit until
        :meth:`done` with that token), else ``(seconds to wait before asking again, None)``."""
        keys = [PAUSE_KEY, *(limit.key for limit in limits)]
        token = secrets.token_hex(8)

        def unit(conn: Connection) -> float:
            # the time is read inside the transaction: waiting for the writers' lock must not
            # make the request count earlier than it leaves
            at = time.time() if now is None else now
            rows = self._rows(conn, keys)
            wait = max([float(rows.get(PAUSE_KEY, {}).get("until", 0.0)) - at, 0.0,
                        *(limit.wait(rows.get(limit.key), at) for limit in limits)])
            if wait > 0:
                return wait
            self._store(conn, [(limit.key, limit.take(rows.get(limit.key), token, at))
                               for limit in limits], at)
            return 0.0

        wait = await self._db.execute_write_fn(unit)
        return (0.0, token) if wait == 0 else (wait, None)

    async def done(self, limits: Sequence[FloodLimit], token: str, *,
                   now: float | None = None) -> None:
        """The request let through with `token` finished (now): it counts from now on."""
        keys = [limit.key for limit in limits]

        def unit(conn: Connection) -> None:
            at = time.time() if now is None else now
            rows = self._rows(conn, keys)
            self._store(conn, [(limit.key, limit.done(rows.get(limit.key), token, at))
                               for limit in limits], at)

        await self._db.execute_write_fn(unit)

    @staticmethod
    def _rows(conn: Connection, keys: Sequence[str]) -> dict[str, dict[str, Any]]:
        marks = ", ".join("?" for _ in keys)
        return {str(r["key"]): json.loads(r["state_json"]) for r in conn.execute(
            f"SELECT key, state_json FROM telegram_flood WHERE key IN ({marks})", keys)}

    @staticmethod
    def _store(conn: Connection, states: Sequence[tuple[str, dict[str, Any]]], at: float) -> None:
        conn.executemany(
            "INSERT INTO telegram_flood (key, state_json, updated_at) VALUES (?, ?, ?)"
            " ON CONFLICT (key) DO UPDATE SET state_json = excluded.state_json,"
            " updated_at = excluded.updated_at",
            [(key, json.dumps(state), at) for key, state in states]).close()

    async def pause(self, until: float, *, now: float | None = None) -> None:
        """Telegram asked to wait: no request of any worker goes before `until` (wall clock)."""
        def unit(conn: Connection) -> None:
            at = time.time() if now is None else now
            before = float(self._rows(conn, [PAUSE_KEY]).get(PAUSE_KEY, {}).get("until", 0.0))
            self._store(conn, [(PAUSE_KEY, {"until": max(before, until)})], at)

        await self._db.execute_write_fn(unit)

    async def paused_until(self) -> float:
        """The end of the pause the workers keep (0: none was ever asked)."""
        row = await self._db.fetchone("SELECT state_json FROM telegram_flood WHERE key = ?",
                                      (PAUSE_KEY,))
        return float(json.loads(row["state_json"]).get("until", 0.0)) if row else 0.0

    async def prune(self, *, now: float | None = None) -> int:
        """Forget the limits of chats that have been quiet for an hour (they are full again)."""
        cutoff = (time.time() if now is None else now) - FLOOD_RETENTION_SECONDS
        return await self._db.execute_write("DELETE FROM telegram_flood WHERE updated_at < ?",
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
