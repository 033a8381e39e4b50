"""Who runs a turn or a job: a runner id per store, alive while its process and store are.

Liveness is judged per runner, so a second process that opens the same database (``metnos
jobs`` beside the bot) never relabels the bot's live work. On the SQLite file (one machine) a
runner is alive while its process is (:func:`alive`); on a shared database (PostgreSQL, workers
on several hosts) while its lease in the ``runners`` table holds (:class:`Runners`).
"""

from __future__ import annotations

import os
import secrets
import socket
import time
from dataclasses import dataclass

from runtime.store.db import Storage

# Runners open in this process; a runner of this pid that is not here belongs to a process
# that stopped (a container restarts with the same pid).
_LIVE: set[str] = set()


def new_runner() -> str:
    """A fresh runner id (process id and a token), alive until released."""
    runner = f"{os.getpid()}:{secrets.token_hex(6)}"
    _LIVE.add(runner)
    return runner


def release(runner: str) -> None:
    """The runner's work no longer runs (its runtime closed)."""
    _LIVE.discard(runner)


def alive(runner: str) -> bool:
    """Whether a runner still exists: open in this process, or its process is alive."""
    pid_text, _, _ = runner.partition(":")
    pid = int(pid_text) if pid_text.isdigit() else 0
    if pid == os.getpid():
        return runner in _LIVE
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it exists, under another user
    return True


# --- on a shared database: liveness by lease ---------------------------------------------------
#
# Workers on other hosts share a PostgreSQL database; their process ids mean nothing here. Each
# runtime on such a database registers its runner as a row with a lease that its heartbeat
# renews (``Runners.beat``): a runner is alive while its lease holds. A runner that stops
# cleanly deletes its row; one that dies leaves a row whose lease lapses.

#: The condition "the runner named by ``<table>.runner`` holds a live lease at ``?``".
LIVE_RUNNER_SQL = ("EXISTS (SELECT 1 FROM runners r WHERE r.id = {table}.runner"
                   " AND r.lease_until >= ?)")

#: How long the row of a runner whose lease lapsed is kept (for ``metnos doctor``) before the
#: periodic recovery deletes it.
STALE_KEPT_SECONDS = 86400.0


def shared(db: Storage) -> bool:
    """Whether liveness is judged by leases in the database (PostgreSQL, reached from several
    hosts) rather than by process ids (the SQLite file, one machine)."""
    return db.dialect != "sqlite"


@dataclass(frozen=True)
class RunnerRow:
    """A runner as the database knows it."""

    id: str
    host: str
    pid: int
    worker: bool
    started_at: float
    heartbeat_at: float
    lease_until: float


class Runners:
    """This runtime's row among the runners of a shared database: registered at open, renewed
    by the heartbeat, deleted at close."""

    def __init__(self, db: Storage, runner: str, lease_seconds: float) -> None:
        self._db = db
        self.runner = runner
        self.lease_seconds = lease_seconds

    async def register(self, *, worker: bool = False, now: float | None = None) -> None:
        """This runner exists (and, `worker`, takes jobs from the queue) for one lease."""
        now = time.time() if now is None else now
        await self._db.execute_write(
            "INSERT INTO runners (id, host, pid, worker, started_at, heartbeat_at, lease_until)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET worker = excluded.worker,"
            " heartbeat_at = excluded.heartbeat_at, lease_until = excluded.lease_until",
            (self.runner, socket.gethostname(), os.getpid(), worker, now, now,
             now + self.lease_seconds))

    async def beat(self, now: float | None = None) -> bool:
        """Renew this runner's lease; False when its row is gone (another runner judged it dead
        and recovered its work: what it still runs is no longer its own)."""
        now = time.time() if now is None else now
        changed = await self._db.execute_urgent(
            "UPDATE runners SET heartbeat_at = ?, lease_until = ? WHERE id = ?",
            (now, now + self.lease_seconds, self.runner))
        return changed == 1

    async def release(self) -> None:
        """This runner stopped: its row goes (its leases are not renewed any more)."""
        await self._db.execute_write("DELETE FROM runners WHERE id = ?", (self.runner,))

    async def all(self) -> list[RunnerRow]:
        rows = await self._db.fetchall("SELECT * FROM runners ORDER BY started_at")
        return [RunnerRow(r["id"], r["host"], int(r["pid"]), bool(r["worker"]), r["started_at"],
                          r["heartbeat_at"], r["lease_until"]) for r in rows]

    async def prune(self, now: float | None = None) -> int:
        """Forget runners whose lease lapsed more than a day ago."""
        now = time.time() if now is None else now
        return await self._db.execute_write(
            "DELETE FROM runners WHERE lease_until < ?", (now - STALE_KEPT_SECONDS,))
