"""Periodic work that runs once per cluster, not once per worker.

Every worker ticks the same periodic tasks (scratchpad gc and retention, the dialogue sweep, due
reminders and routines, the recovery of work cut short, the bot's own clean-ups); a tick runs a
task only if it wins the task's row in ``periodic``: one atomic upsert that takes the row when no
live lease holds it and the last run started at least (nearly) one interval ago. The winner's
lease lasts while it runs (:data:`LEASE_SECONDS`, so a holder that dies frees the task); the end
of the run clears it. So N workers ticking every interval run the task once per interval, and
never two at a time.

A lease row rather than a PostgreSQL advisory lock: a try-lock only keeps two runs from
overlapping — a worker whose timer fires a second after another's run ended would run it again —
and it would be PostgreSQL's only; the row also works on the SQLite file, where several
processes (``metnos bot`` beside ``metnos chat``) may tick as well, and ``metnos doctor`` can
read when each task last ran.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

from runtime.store.db import Storage

T = TypeVar("T")
log = logging.getLogger(__name__)

#: How long a run holds its task; a holder that dies frees it after this.
LEASE_SECONDS = 600.0
#: A tick may come a little early (timers of different workers drift): a run is due once this
#: share of the interval has passed since the last one started.
EARLY = 0.9


@dataclass(frozen=True)
class TaskRow:
    """A periodic task as the cluster knows it."""

    name: str
    holder: str | None
    lease_until: float | None
    started_at: float | None
    finished_at: float | None
    runs: int


class Periodic:
    """Cluster-once runs of named periodic tasks, for one runner."""

    def __init__(self, db: Storage, holder: str) -> None:
        self._db = db
        self.holder = holder

    async def claim(self, name: str, every: float, *, now: float | None = None,
                    lease: float = LEASE_SECONDS) -> bool:
        """Take the run of `name` that is due now; False when another runner holds it or its
        last run started less than `every` seconds ago."""
        now = time.time() if now is None else now
        changed = await self._db.execute_write(
            "INSERT INTO periodic (name, holder, lease_until, started_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (name) DO UPDATE SET holder = excluded.holder,"
            " lease_until = excluded.lease_until, started_at = excluded.started_at"
            " WHERE COALESCE(periodic.lease_until, 0) <= ? AND COALESCE(periodic.started_at, 0) <= ?",
            (name, self.holder, now + lease, now, now, now - every * EARLY))
        return changed == 1

    async def done(self, name: str, *, now: float | None = None) -> None:
        """The run of `name` this runner holds ended: the task is free for the next interval."""
        now = time.time() if now is None else now
        await self._db.execute_write(
            "UPDATE periodic SET lease_until = NULL, finished_at = ?, runs = runs + 1"
            " WHERE name = ? AND holder = ?", (now, name, self.holder))

    async def run(self, name: str, every: float, work: Callable[[], Awaitable[T]], *,
                  now: float | None = None) -> tuple[bool, T | None]:
        """Run `work` if this tick wins the run of `name`: (True, its result), else (False, None).
        An error of `work` propagates; the task is freed either way."""
        if not await self.claim(name, every, now=now):
            return False, None
        try:
            return True, await work()
        finally:
            await self.done(name)

    async def tasks(self) -> list[TaskRow]:
        """Every periodic task that ever ran (for ``metnos doctor``)."""
        rows = await self._db.fetchall("SELECT * FROM periodic ORDER BY name")
        return [TaskRow(r["name"], r["holder"], r["lease_until"], r["started_at"],
                        r["finished_at"], int(r["runs"])) for r in rows]
