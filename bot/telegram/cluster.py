"""Several webhook workers on one shared database: per-user order and flood limits across them.

With ``telegram.mode = "webhook"`` on PostgreSQL, N ``metnos bot`` processes sit behind a load
balancer and any of them may receive any update. Each worker claims an update in the database
before it answers the webhook (:mod:`bot.telegram.webhook`), so by the time Telegram delivers a
sender's next update, the previous one is already on record. Then:

* :class:`ClusterUpdateProcessor` (the same seam as
  :class:`~bot.telegram.ordering.PerUserUpdateProcessor`: PTB's update processor) lets an update
  run only when no earlier update of the same sender is still open on any worker — by update
  id, which is the order Telegram gave them. An open update is one claimed and not started
  (it will run, here or on the worker that takes it over) or one running on a worker whose
  lease holds. The row of the running update is the per-user lock held in the database for the
  duration of the turn: a lease row rather than an advisory lock, so a waiting turn holds no
  database connection and a worker that dies frees its users when its lease lapses.
  Waiters sleep until a notice (PostgreSQL ``LISTEN``/``NOTIFY``, see
  :class:`~bot.telegram.store.UpdateSignals`) or a short timer, then look again.
* :class:`SharedRateLimiter` is :class:`~bot.telegram.limits.MessageRateLimiter` (each worker's
  own limits, its per-chat order and 429 handling) plus the budget all workers share
  (:class:`~bot.telegram.store.FloodBudget`): 30 requests a second overall, a private chat's
  bucket, a group's 20 a minute, and a ``429 retry_after`` that every worker waits out.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any

from telegram import Update
from telegram.constants import FloodLimit
from telegram.error import RetryAfter
from telegram.ext import BaseUpdateProcessor

from bot.telegram.limits import (
    BEST_EFFORT_METHODS,
    POSTING_METHODS,
    RETRY_AFTER_MARGIN,
    MessageRateLimiter,
    chat_key,
    retry_seconds,
)
from bot.telegram.ordering import ordering_key
from bot.telegram.store import Bucket, FloodBudget, ProcessedUpdates, UpdateSignals, Window
from bot.telegram.store import FloodLimit as BudgetLimit
from runtime import Reply

log = logging.getLogger(__name__)

#: Without a notice, a waiting update looks at the database again this often (a lost
#: connection, a worker that died: the notice never comes).
RECHECK_SECONDS = 1.0
#: An update waits at most this long for an earlier one of its sender; then it goes on (and
#: says so in the log): a safety valve for an update nobody will ever finish.
MAX_WAIT_SECONDS = 300.0


#: The update whose handling is under way in this task (set by the processor, read by the
#: outbox when the turn's answer is about to be sent).
CURRENT_UPDATE: contextvars.ContextVar[int | None] = contextvars.ContextVar(
    "metnos_current_update", default=None)


@dataclass
class _Sender:
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    users: int = 0


class ClusterUpdateProcessor(BaseUpdateProcessor):
    """Runs updates concurrently across senders and, for each sender, one at a time in update
    id order across every worker sharing the database (see the module doc).

    Updates this process did not claim (none in webhook mode, but PTB accepts anything put in
    its queue) keep the in-process order only.
    """

    def __init__(self, updates: ProcessedUpdates, signals: UpdateSignals, *,
                 recheck_seconds: float = RECHECK_SECONDS,
                 max_wait_seconds: float = MAX_WAIT_SECONDS,
                 max_concurrent_updates: int = 1024) -> None:
        super().__init__(max_concurrent_updates)
        self.updates = updates
        self.signals = signals
        self.recheck_seconds = recheck_seconds
        self.max_wait_seconds = max_wait_seconds
        self._senders: dict[int, _Sender] = {}
        self.waited = 0  # updates that had to wait for one of their sender's on another worker

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        """Await `coroutine` once every earlier update of the same sender is done."""
        key = ordering_key(update)
        update_id = update.update_id if isinstance(update, Update) else None
        claimed = update_id is not None and self.updates.claimed_here(update_id)
        if key is None:
            try:
                await coroutine
            finally:
                if claimed and update_id is not None:
                    await self._finish(update_id, None)
            return
        sender = self._senders.setdefault(key, _Sender())
        sender.users += 1
        started = False
        try:
            if claimed and update_id is not None:
                await self._wait_turn(key, update_id, sender.lock)
            else:
                await sender.lock.acquire()
            try:
                started = True
                token = CURRENT_UPDATE.set(update_id if claimed else None)
                try:
                    await coroutine
                finally:
                    CURRENT_UPDATE.reset(token)
            finally:
                if claimed and update_id is not None:
                    await self._finish(update_id, key)
                sender.lock.release()
        finally:
            if not started:
                if isinstance(coroutine, Coroutine):
                    coroutine.close()  # never started: no "never awaited" warning
                if claimed and update_id is not None:
                    await self._finish(update_id, key)
            sender.users -= 1
            if sender.users == 0:
                del self._senders[key]

    async def _wait_turn(self, key: int, update_id: int, lock: asyncio.Lock) -> None:
        """Return holding `lock` once no earlier update of `key` is open in the database.

        The in-process lock only spares this worker's own queue of the sender a database look
        each; the database decides. It is let go while waiting for another worker, so that an
        earlier update taken over here later (its worker died) can run before this one."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.max_wait_seconds
        counted = False
        while True:
            await lock.acquire()
            event = self.signals.watch(key)  # before looking: a notice meanwhile is not lost
            try:
                try:
                    blocker = await self.updates.blocking(key, update_id)
                except BaseException:
                    lock.release()
                    raise
                if blocker is None:
                    return
                if loop.time() >= deadline:
                    log.warning("update %d waited %.0fs for update %d of the same sender; going"
                                " on without it", update_id, self.max_wait_seconds, blocker)
                    return
                lock.release()
                if not counted:
                    counted = True
                    self.waited += 1
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(event.wait(), self.recheck_seconds)
            finally:
                self.signals.unwatch(key, event)

    async def _finish(self, update_id: int, key: int | None) -> None:
        """Close the update's row (two tries: a finished update left open holds its sender up
        until its runner's lease lapses), and wake this worker's waiters of the sender."""
        for attempt in (1, 2):
            try:
                await self.updates.finish(update_id)
                break
            except Exception:
                log.exception("update %d could not be marked finished (attempt %d)",
                              update_id, attempt)
                await asyncio.sleep(0.2)
        if key is not None:
            self.signals.fire(key)

    async def initialize(self) -> None:
        """Nothing to set up: the signals are started by the front end."""

    async def shutdown(self) -> None:
        """Nothing to release: locks are dropped when their queue empties."""


class AnswerOutbox:
    """Keeps a turn's answer with its update while it is being sent (``Delivery.outbox``), so
    that if this worker dies before the update is finished another worker sends it
    (:meth:`~bot.telegram.store.ProcessedUpdates.take_over_replies`): an answer that was
    computed — its effects done and recorded — is delivered at least once instead of lost with
    the worker. (A worker that dies after sending and before finishing: the answer comes twice.)"""

    def __init__(self, updates: ProcessedUpdates) -> None:
        self.updates = updates
        self._held: OrderedDict[int, None] = OrderedDict()  # kept already (at most once each)

    async def __call__(self, chat_id: int, reply: Reply, owner_user_id: str | None) -> None:
        update_id = CURRENT_UPDATE.get()
        if update_id is None or update_id in self._held:
            return
        self._held[update_id] = None
        if len(self._held) > 4096:
            self._held.popitem(last=False)
        try:
            await self.updates.hold_reply(update_id, chat_id, owner_user_id,
                                          reply.model_dump_json())
        except Exception:  # sending goes on: only the safety net is missing
            log.exception("the answer to update %d could not be kept before sending", update_id)


# --- flood limits shared by all workers ------------------------------------------------------


Callback = Callable[..., Coroutine[Any, Any, bool | dict[str, Any] | list[dict[str, Any]]]]


class SharedRateLimiter(MessageRateLimiter):
    """This worker's :class:`MessageRateLimiter`, and inside it, right before each request
    leaves, the flood budget of the whole cluster (see the module doc). A request that must wait
    for the cluster's budget waits in its chat's place, so the chat's order holds; "typing…"
    that would wait is dropped, as locally. When the database cannot be asked, the request goes
    under the local limits only (and the log says so): flood control never stops the bot."""

    def __init__(self, budget: FloodBudget, *,
                 overall_per_second: int = FloodLimit.MESSAGES_PER_SECOND, **kwargs: Any) -> None:
        super().__init__(overall_per_second=overall_per_second, **kwargs)
        self.budget = budget
        self.overall_per_second = overall_per_second
        self.shared_waits = 0  # requests that waited for the cluster's budget: a statistic
        self._failing = False

    def _limits(self, chat_id: int | str, message: bool) -> list[BudgetLimit]:
        limits: list[BudgetLimit] = [Window("all", self.overall_per_second, 1.0)]
        if message:
            if isinstance(chat_id, int) and chat_id > 0:
                limits.append(Bucket(f"chat:{chat_id}", self.chat_burst, self.chat_per_second))
            else:
                limits.append(Window(f"chat:{chat_id}", self.group_per_minute, 60.0))
        return limits

    async def process_request(
        self, callback: Callback, args: Any, kwargs: dict[str, Any], endpoint: str,
        data: dict[str, Any], rate_limit_args: int | None,
    ) -> bool | dict[str, Any] | list[dict[str, Any]]:
        """The local limiter's :meth:`~MessageRateLimiter.process_request` around a request
        that first takes its place in the shared budget."""
        chat_id = chat_key(data.get("chat_id"))
        if chat_id is None:  # not limited (getMe, answerCallbackQuery…), as locally
            return await super().process_request(callback, args, kwargs, endpoint, data,
                                                 rate_limit_args)
        method = endpoint.lower()
        limits = self._limits(chat_id, method in POSTING_METHODS)
        best_effort = method in BEST_EFFORT_METHODS

        async def shared(*a: Any, **k: Any) -> bool | dict[str, Any] | list[dict[str, Any]]:
            taken, token = await self._take(limits, best_effort)
            if not taken:
                self.dropped += 1
                return True
            try:
                return await callback(*a, **k)
            except RetryAfter as exc:
                with contextlib.suppress(Exception):
                    await self.budget.pause(time.time() + retry_seconds(exc) + RETRY_AFTER_MARGIN)
                raise
            finally:
                if token is not None:
                    try:
                        await self.budget.done(limits, token)
                    except Exception:  # its place lapses by itself
                        log.warning("a request could not be counted as finished in the shared"
                                    " flood budget")

        return await super().process_request(shared, args, kwargs, endpoint, data,
                                             rate_limit_args)

    async def _take(self, limits: list[BudgetLimit], best_effort: bool) -> tuple[bool, str | None]:
        """Wait for a place in every shared limit: (True, its token); (False, None) for a
        best-effort request that would have had to wait; (True, None) when the budget cannot
        be read."""
        counted = False
        while True:
            try:
                wait, token = await self.budget.try_take(limits)
            except Exception:
                if not self._failing:
                    log.exception("the shared flood budget cannot be read; local limits only")
                self._failing = True
                return True, None
            if self._failing:
                log.info("the shared flood budget answers again")
                self._failing = False
            if token is not None:
                return True, token
            if best_effort:
                return False, None
            if not counted:
                counted = True
                self.shared_waits += 1
            await asyncio.sleep(wait)


__all__ = ["CURRENT_UPDATE", "AnswerOutbox", "ClusterUpdateProcessor", "SharedRateLimiter"]
