"""Runtime: the thin front the front ends use — it opens the parts, finds the user, takes the
user's lock, maps failures the same way at every entry point, and delegates.

Layers, each one concern (the shape of httpx's ``Client.send`` chain): ``Router`` picks rule,
pending dialogue or planner → ``TurnFlow`` checks and runs the plan and ends the turn →
``invoke`` runs each step. ``DialogueFlow`` owns dialogues and their resume, ``LongWork`` the
jobs, ``TurnLog`` writes turn state.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from collections.abc import Awaitable
from typing import Any

from runtime.catalog.registry import Catalog
from runtime.config import Settings, load_settings
from runtime.engine.observe import Observer
from runtime.engine.workspace import Workspace
from runtime.errors import StorageError
from runtime.flow import TurnFlow
from runtime.i18n import Locale, normalize_locale, t
from runtime.index import WorkspaceIndex
from runtime.parts import Outbox, Parts, default_planner, open_stores
from runtime.periodic import Periodic
from runtime.plan.model import Plan
from runtime.plan.parse import PlanFileError as PlanFileError
from runtime.plan.parse import parse_plan as parse_plan
from runtime.plan.problems import Problem
from runtime.plan.validate import apply_guards, validate_plan
from runtime.planning.base import Planner
from runtime.queue import Worker
from runtime.resume import DialogueFlow
from runtime.router import Router
from runtime.scratchpad import Scratchpad
from runtime.store import runners
from runtime.store.db import Storage
from runtime.store.jobs import JobRow
from runtime.store.turns import TurnRow
from runtime.store.users import User
from runtime.turn import Notifier, Reply, Request, UserRef

log = logging.getLogger(__name__)


class Runtime:
    """The in-process runtime the front ends talk to."""

    def __init__(self, *, settings: Settings, db: Storage, catalog: Catalog, planner: Planner,
                 notifier: Notifier | None = None, scratchpad: Scratchpad | None = None,
                 index: WorkspaceIndex | None = None) -> None:
        self.parts = parts = Parts(settings=settings, catalog=catalog, db=db, runner=runners.new_runner(),
                                   scratchpad=scratchpad, index=index, outbox=Outbox(notifier))
        self.settings, self.db, self.catalog, self.planner = settings, db, catalog, planner
        self.scratchpad, self.index, self.users = scratchpad, index, parts.users
        observer = Observer(scratchpad, threshold_bytes=settings.scratchpad.threshold_bytes,
                            ttl_seconds=settings.scratchpad.ttl_seconds)
        self.services = parts.services
        self.services.update(receipts=parts.receipts, scratchpad=scratchpad, observer=observer, index=index)
        self.flow = TurnFlow(parts)
        self.dialogues = DialogueFlow(parts, self.flow)
        self.router = Router(parts, self.flow, self.dialogues, planner, self._entry)
        self.schedules = self.router.schedules  # reminders and routines: rt.schedules.run_due(), …
        # periodic work once per cluster: rt.periodic.run("scratchpad_gc", every, rt.collect_garbage)
        self.periodic = Periodic(db, parts.runner)
        self.worker = Worker(parts, self.flow.jobs, self.periodic, self.report_interrupted)
        self._locks: dict[str, asyncio.Lock] = {}
        self.ordered = False  # True: the front end runs each user's messages one at a time

    @classmethod
    async def open(cls, settings: Settings | None = None, *, notifier: Notifier | None = None,
                   catalog: Catalog | None = None, planner: Planner | None = None) -> Runtime:
        """Open the stores under the data dir, load the catalog, recover what a stop cut short."""
        settings = settings or load_settings()
        db, catalog, scratchpad, index = await open_stores(settings, catalog)
        rt = cls(settings=settings, db=db, catalog=catalog, notifier=notifier,
                 planner=planner or default_planner(settings, db),
                 scratchpad=scratchpad, index=index)
        try:
            await rt.worker.open()  # on a shared database: this runner's row and heartbeat
        except BaseException:
            await rt.parts.close()
            raise
        turns, jobs = await rt.parts.turns.recover(), await rt.flow.jobs.recover()
        if turns or jobs:
            log.warning("%d turn(s) and %d job(s) were interrupted by a previous stop", turns, jobs)
        return rt

    async def close(self) -> None:
        """Stop running jobs (on the SQLite file marked interrupted; on a shared database handed
        back to the queue, after up to ``queue.drain_seconds`` for the step under way), stop the
        heartbeat, close the stores."""
        try:
            await self.flow.jobs.shutdown(self.settings.queue.drain_seconds)
        finally:
            try:
                await self.worker.close()
            finally:
                await self.parts.close()

    async def stop_jobs(self) -> None:
        """Stop this process's jobs now, as ``close`` would (a front end calls it while it can
        still deliver the notice of a job that ends during the drain)."""
        await self.flow.jobs.shutdown(self.settings.queue.drain_seconds)

    async def start_worker(self) -> None:
        """Take part in the job queue as a worker (the bot, once its notifier is attached): on a
        shared database, jobs whose worker is gone are claimed and go on here, and turns cut
        short elsewhere are told to their owners. On the SQLite file it changes nothing: a job
        runs in the process that started it."""
        await self.worker.start()

    async def __aenter__(self) -> Runtime:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @property
    def notifier(self) -> Notifier | None:
        """The front end's way to reach users outside a turn (set once it is ready)."""
        return self.parts.outbox.notifier

    @notifier.setter
    def notifier(self, value: Notifier | None) -> None:
        self.parts.outbox.notifier = value

    def workspace_for(self, user: User | UserRef) -> Workspace:
        """The user's workspace (``~`` in plans) and trash, created on first use."""
        return self.parts.workspaces.of(user)

    # --- turns -----------------------------------------------------------------------------

    async def handle(self, request: Request) -> Reply:
        """Answer one request: a rule, a resumed dialogue, or a new plan run through ``invoke``."""
        return await self._entry(request.user, request.locale, "users.not_allowed",
                                 lambda user, loc: self.router.route(request, user),
                                 user_id=request.user_id)

    async def run_plan(self, plan: Plan | str | dict[str, Any], *, user: str, conversation_id: str = "cli",
                       channel: str = "cli", locale: str | None = None) -> Reply:
        """Run a plan written by the user (``metnos plan run``) through the same invocation point."""
        parsed = plan if isinstance(plan, Plan) else parse_plan(plan)
        return await self._entry(user, locale, "users.not_allowed", lambda found, loc: self.router.run_plan(
            parsed, found, conversation_id, channel, loc))

    def language(self, request: Request) -> Locale:
        """The language the answer to `request` will be in (for what a front end says meanwhile)."""
        return self.router.language(request)

    def check_plan(self, plan: Plan) -> tuple[Plan, list[Problem]]:
        """Guards then validation, exactly as a turn does it (for ``metnos plan check``)."""
        guarded, _ = apply_guards(plan, self.catalog)
        return guarded, validate_plan(guarded, self.catalog, max_steps=self.settings.general.max_steps)

    async def resume(self, dialogue_id: str, choice: str, *, user: str, conversation_id: str,
                     locale: str | None = None, source: str | None = None) -> Reply:
        """Answer a pending dialogue, after checking owner, state, expiry, catalog, plan, conditions.
        `source`: where the answer came from (as ``Request.source``)."""
        return await self._entry(user, locale, "dialogue.not_found", lambda found, loc: self.dialogues.resume(
            dialogue_id, choice, found, conversation_id, locale, source=source))

    async def cancel(self, *, user: str, conversation_id: str, locale: str | None = None) -> Reply:
        """Cancel the pending dialogue of this conversation (``/cancel``)."""
        return await self._entry(user, locale, "users.not_allowed", lambda found, loc: self.dialogues.cancel(
            found, conversation_id, loc))

    async def undo(self, *, user: str, conversation_id: str, channel: str = "cli",
                   locale: str | None = None, source: str | None = None) -> Reply:
        """Undo the last operation of `user` (``/undo``), where it can be undone. `source`:
        where the command came from (as ``Request.source``)."""
        return await self._entry(user, locale, "users.not_allowed", lambda found, loc: self.router.undo(
            found, conversation_id, channel, loc, source))

    async def cancel_job(self, *, user: str, number: int, locale: str | None = None) -> Reply:
        """Cancel the user's job `number` between steps; the reply says what was already done."""
        return await self._entry(user, locale, "users.not_allowed", lambda found, loc: self.flow.jobs.cancel(
            found, number, loc), lock=False)

    async def _entry(self, name: str, locale: str | None, unknown: str,
                     work: Any, *, lock: bool = True, user_id: str | None = None) -> Reply:
        """Every entry point the same way: the active user (found once), their lock — unless
        the front end already orders each user's messages — and one mapping of failures."""
        loc: Locale = normalize_locale(locale, self.settings.general.fallback_locale)
        found = await self.users.by_id(user_id) if user_id else await self._active_user(name)
        user = found if found is not None and not found.disabled else None
        if user is None:
            return Reply(text=t(unknown, loc), locale=loc, status="refused")
        lock_ = self._locks.setdefault(user.id, asyncio.Lock()) if lock and not self.ordered else None
        try:
            result: Awaitable[Reply] = work(user, loc)
            if lock_ is None:
                return await result
            async with lock_:
                return await result
        except (StorageError, sqlite3.Error, OSError):
            log.exception("a turn of %s failed on storage", user.name)
            return Reply(text=t("error.storage", loc), locale=loc, status="error")
        except Exception:  # the one broad catch of a turn: the person gets a plain sentence
            log.exception("a turn of %s failed inside the runtime", user.name)
            return Reply(text=t("error.internal", loc), locale=loc, status="error")

    async def _active_user(self, name: str) -> User | None:
        user = await self.users.by_name(name)
        return None if user is None or user.disabled else user

    async def pending_prompt(self, *, user: str, conversation_id: str) -> Reply | None:
        """The prompt a conversation is waiting on (a job's confirmation, for the terminal)."""
        found = await self._active_user(user)
        return await self.dialogues.pending_prompt(found.id, conversation_id) if found else None

    async def stored_answer(self, user_id: str, turn_id: str) -> Reply | None:
        """What the turn `turn_id` of the user `user_id` said, rebuilt from the store without
        running anything again, or None when there is nothing to say (see
        ``TurnFlow.stored_answer``): for a front end that takes over a message whose worker
        died after the turn ended and before its answer was sent."""
        return await self.flow.stored_answer(user_id, turn_id)

    async def sweep_dialogues(self, now: float | None = None) -> int:
        """Expire stale dialogues and tell their owners (a scheduled job)."""
        return await self.dialogues.sweep(now)

    # --- jobs, restarts, traces ------------------------------------------------------------

    async def jobs(self, *, user: str, everyone: bool = False, limit: int = 10) -> list[JobRow]:
        """The user's recent jobs, newest first; an admin may ask for everyone's."""
        found = await self._active_user(user)
        return await self.flow.jobs.recent(found, everyone=everyone, limit=limit) if found else []

    async def report_interrupted(self, *, user: str | None = None) -> int:
        """Tell owners (or only `user`), once, about turns and jobs a previous stop interrupted
        (a job comes with a "continue" button); front ends call it once their notifier is on."""
        owner = None
        if user is not None:
            if (found := await self.users.by_name(user)) is None:
                return 0
            owner = found.id
        return await self.flow.jobs.report_turns(owner) + await self.flow.jobs.report_interrupted(owner)

    async def wait_for_jobs(self) -> None:
        """Until no job of this process is running (a terminal session waits before it closes)."""
        await self.flow.jobs.wait()

    async def trace(self, *, user: str, turn_id: str | None = None) -> TurnRow | None:
        """A turn's trace: the user's own (admins may name any turn)."""
        found = await self.users.by_name(user)
        if found is None:
            return None
        turns = self.parts.turns
        if turn_id is None:
            return await turns.last(found.id)
        mine = await turns.get(found.id, turn_id)
        return await turns.get(None, turn_id) if mine is None and found.role == "admin" else mine

    # --- housekeeping ----------------------------------------------------------------------

    async def collect_garbage(self, now: float | None = None) -> int:
        """Delete expired scratchpad entries, and turns, history and finished jobs older than the
        retention setting (a scheduled job); the number of scratchpad entries removed."""
        now = now if now is not None else time.time()
        before = now - self.settings.retention.days * 86400
        await self.parts.turns.prune(before)
        await self.parts.jobs.prune(before)
        return await self.scratchpad.gc(now) if self.scratchpad is not None else 0

    async def scratchpad_stats(self) -> dict[str, Any]:
        """Entries and bytes stored, and the put/read/gc counters of this process."""
        return dict(await self.scratchpad.stats()) if self.scratchpad is not None else {"available": False}

    async def remove_user(self, name: str) -> None:
        """Remove a user: their files are archived, their index of document text goes."""
        found = await self.users.by_name(name)
        await self.users.remove(name)
        if found is not None:
            await asyncio.to_thread(self.parts.forget_user, found)

    async def index_workspace(self, *, user: str, rebuild: bool = False) -> dict[str, Any]:
        """Bring the user's full-text index up to date (``rebuild``: from scratch); what it did."""
        found = await self._active_user(user)
        if found is None or self.index is None:
            return {"available": self.index is not None, "user": found is not None}
        work = self.index.rebuild if rebuild else self.index.refresh
        stats = await asyncio.to_thread(work, found.id, self.workspace_for(found).root)
        return {"available": True, "user": True, **vars(stats)}
