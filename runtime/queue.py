"""This runtime's part in the job queue on a shared database (PostgreSQL, several workers).

Every runtime on a shared database registers its runner (``store/runners.py``) and beats: one
heartbeat renews the runner's lease (its turns count as alive while it holds) and the claims of
the jobs it runs; a job that another worker claimed meanwhile (this one hung past its lease)
stops here, writing nothing. A *worker* (``Runtime.start_worker``: the bot) also claims, every
``queue.poll_seconds``, open jobs whose lease lapsed — their worker died — and goes on with them
(``LongWork.take_over``), and runs the recovery of turns cut short once per cluster.

On the SQLite file (one machine) none of this runs: liveness is the runner's process, a job runs
in the process that handed it over, and a stop leaves it interrupted, with "continue" offered.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from runtime.lre import LongWork
from runtime.parts import Parts
from runtime.periodic import Periodic
from runtime.store import runners
from runtime.store.runners import Runners

log = logging.getLogger(__name__)

RECOVER_TASK = "recover"


class Worker:
    """Heartbeat, claims and recovery of one runtime on a shared database."""

    def __init__(self, parts: Parts, jobs: LongWork, periodic: Periodic,
                 report: Callable[[], Awaitable[int]]) -> None:
        self.parts, self.long_work, self.periodic = parts, jobs, periodic
        self.settings = parts.settings.queue
        self.runners = Runners(parts.db, parts.runner, self.settings.lease_seconds)
        self.shared = runners.shared(parts.db)
        self.claims = False  # a worker: takes jobs whose worker is gone
        self._report = report
        self._task: asyncio.Task[None] | None = None

    async def open(self) -> None:
        """Register this runner and start beating (shared database only)."""
        if not self.shared:
            return
        await self.runners.register(worker=False)
        self._task = asyncio.create_task(self._loop(), name="metnos-heartbeat")

    async def start(self) -> None:
        """From now on this runtime is a worker: it claims jobs of workers that are gone (at
        once, then every ``queue.poll_seconds``)."""
        if not self.shared or self.claims:
            return
        self.claims = True
        await self.runners.register(worker=True)
        await self.claim()

    async def close(self) -> None:
        """Stop beating and claiming; this runner's row goes."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self.claims = False
        if self.shared:
            try:
                await self.runners.release()
            except Exception:  # the lease lapses by itself; closing must go on
                log.exception("this runner's row could not be removed")

    # --- one round of each (the loop calls them; tests may too) ------------------------------

    async def beat(self, now: float | None = None) -> set[str]:
        """Renew this runner's lease and its jobs' claims; the jobs another worker holds now are
        stopped here (returned)."""
        if not await self.runners.beat(now):
            # judged dead and forgotten (it hung for a long time): what it runs may be elsewhere
            log.warning("this runner's lease had lapsed and was forgotten; registering again")
            await self.runners.register(worker=self.claims, now=now)
        await self.parts.jobs.renew(now)
        lost = await self.parts.jobs.lost(self.long_work.running())
        if lost:
            log.warning("%d job(s) of this worker were taken over by another: stopping them here",
                        len(lost))
            self.long_work.drop(lost)
        return lost

    async def claim(self, now: float | None = None) -> int:
        """Claim open jobs whose lease lapsed, as many as there is room for, and go on with them;
        how many were taken over."""
        room = self.settings.max_claims - len(self.long_work.running())
        taken = 0
        for job in await self.parts.jobs.claim(room, now):
            if await self.long_work.take_over(job):
                taken += 1
        return taken

    async def recover(self, now: float | None = None) -> int:
        """Once per cluster: turns of runners whose lease lapsed are interrupted and told to their
        owners; runners gone for a day are forgotten. How many turns were interrupted."""
        interrupted = await self.parts.turns.recover(now)
        await self.runners.prune(now)
        await self._report()
        return interrupted

    async def _loop(self) -> None:
        s = self.settings
        loop = asyncio.get_running_loop()
        next_beat = loop.time() + s.heartbeat_seconds
        next_claim = loop.time() + s.poll_seconds
        while True:
            wait = min(next_beat, next_claim) - loop.time()
            await asyncio.sleep(max(0.0, wait))
            now = loop.time()
            if now >= next_beat:
                next_beat = now + s.heartbeat_seconds
                try:
                    await self.beat()
                except Exception:  # the database may be back at the next beat
                    log.exception("heartbeat failed; trying again in %gs", s.heartbeat_seconds)
            if now >= next_claim:
                next_claim = now + s.poll_seconds
                if not self.claims:
                    continue
                try:
                    await self.claim()
                    await self.periodic.run(RECOVER_TASK, s.lease_seconds, self.recover)
                except Exception:
                    log.exception("claiming jobs failed; trying again in %gs", s.poll_seconds)
