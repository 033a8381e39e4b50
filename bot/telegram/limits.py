"""Telegram's limits and faults: flood limits shaped like Telegram's own, retries through outages.

* :class:`MessageRateLimiter` keeps the bot inside Telegram's flood limits without slowing down a
  normal conversation:

  - overall, at most :data:`~telegram.constants.FloodLimit.MESSAGES_PER_SECOND` (30) requests in
    any second, across all chats;
  - each private chat has a token bucket of :data:`CHAT_BURST` messages refilled at
    :data:`CHAT_PER_SECOND`: a burst of replies goes out at once, a long stream settles at one a
    second;
  - each group, at most 20 messages in any minute.

  A chat's requests leave one at a time, in the order they were made. A ``429 retry_after`` stops
  every request for the time Telegram asks; then the same request is sent again, still first in
  its chat, so nothing is lost and nothing overtakes it. "typing…" is dropped rather than queued
  when it would have to wait: it is cosmetic, and answers go first.
* :class:`RetryingRequest` is PTB's HTTPX transport that waits out network errors and 5xx answers
  with exponential backoff, so an outage delays messages instead of losing them. A request whose
  fate is unknown (the connection broke after a message was written) is not repeated for methods
  that post something new, because Telegram has no idempotency key: a duplicate is worse there.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Callable, Coroutine
from datetime import timedelta
from typing import Any

import httpx
from telegram.constants import FloodLimit
from telegram.error import NetworkError, RetryAfter
from telegram.ext import BaseRateLimiter
from telegram.request import HTTPXRequest, RequestData

log = logging.getLogger(__name__)

#: Methods that post a new message: never repeated when they may already have gone through.
POSTING_METHODS = frozenset({
    "sendmessage", "senddocument", "sendphoto", "sendaudio", "sendvideo", "sendvoice",
    "sendanimation", "sendmediagroup", "sendsticker", "sendlocation", "sendcontact",
    "sendpoll", "copymessage", "forwardmessage",
})  # fmt: skip
#: Errors after which the request certainly never reached the server.
_UNSENT = (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout)
#: Methods worth sending only when they need not wait (a chat action lasts five seconds anyway).
BEST_EFFORT_METHODS = frozenset({"sendchataction"})
#: A private chat's bucket: this many messages at once, then :data:`CHAT_PER_SECOND`.
CHAT_BURST = 20
CHAT_PER_SECOND = float(FloodLimit.MESSAGES_PER_SECOND_PER_CHAT)
#: Added to Telegram's ``retry_after``: its clock and ours are not the same.
RETRY_AFTER_MARGIN = 0.1
_LIMITER_MEMORY = 1024


def _method(url: str) -> str:
    """The Bot API method of a request URL (never the URL itself: it holds the token)."""
    return url.rsplit("/", 1)[-1].lower()


def _certainly_unsent(exc: BaseException) -> bool:
    cause: BaseException | None = exc
    while cause is not None:
        if isinstance(cause, _UNSENT):
            return True
        cause = cause.__cause__
    return False


class RetryingRequest(HTTPXRequest):
    """An HTTPX transport that retries through network errors and 5xx with backoff."""

    def __init__(
        self,
        *,
        max_elapsed_seconds: float = 900.0,
        first_delay: float = 0.25,
        max_delay: float = 15.0,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        # httpcore's pool rescans its whole queue on every request it finishes; under a burst
        # of thousands of requests that is quadratic. Queue them here instead, in FIFO order.
        self._slots = asyncio.Semaphore(int(kwargs.get("connection_pool_size", 1)))
        self.max_elapsed_seconds = max_elapsed_seconds
        self.first_delay = first_delay
        self.max_delay = max_delay
        self.stopping = False  # set on shutdown: fail fast instead of waiting out an outage

    async def do_request(
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: Any = None,
        write_timeout: Any = None,
        connect_timeout: Any = None,
        pool_timeout: Any = None,
    ) -> tuple[int, bytes]:
        """Send one request; on a transient failure wait and send it again (see module doc)."""
        api_method = _method(url)
        deadline = time.monotonic() + self.max_elapsed_seconds
        delay = self.first_delay
        while True:
            failure: str
            try:
                async with self._slots:
                    code, payload = await super().do_request(
                        url, method, request_data, read_timeout=read_timeout,
                        write_timeout=write_timeout, connect_timeout=connect_timeout,
                        pool_timeout=pool_timeout,
                    )
            except NetworkError as exc:  # TimedOut included
                if api_method in POSTING_METHODS and not _certainly_unsent(exc):
                    log.warning("%s may or may not have reached Telegram (%s); not repeating it"
                                " to avoid a duplicate", api_method, type(exc).__name__)
                    raise
                if self.stopping or time.monotonic() + delay > deadline:
                    raise
                failure = type(exc.__cause__ or exc).__name__
            else:
                if code < 500:
                    return code, payload
                if self.stopping or time.monotonic() + delay > deadline:
                    return code, payload
                failure = f"HTTP {code}"
            log.warning("Bot API unavailable for %s (%s); retrying in %.1fs",
                        api_method, failure, delay)
            await asyncio.sleep(delay)
            delay = min(delay * 2, self.max_delay)


class TokenBucket:
    """A chat's bucket: `capacity` messages at once, refilled at `rate` per second.

    Kept as a theoretical arrival time (GCRA). When a message finishes, it is counted again as
    if it had been let through only then, so a slow or jittery connection never makes messages
    reach Telegram closer together than the bucket allows. A chat has one message in flight at
    a time (:class:`MessageRateLimiter` sends a chat's requests one after the other).
    """

    def __init__(self, capacity: int, rate: float) -> None:
        self.interval = 1.0 / rate
        self.tolerance = (capacity - 1) * self.interval
        self._tat = float("-inf")

    def delay(self, now: float) -> float | None:
        """Seconds until a message may go (0: now)."""
        return max(0.0, self._tat - self.tolerance - now)

    def take(self, now: float) -> float:
        """Let one message through; the token to give back to :meth:`done`."""
        before, self._tat = self._tat, max(self._tat, now) + self.interval
        return before

    def done(self, token: float, now: float) -> None:
        """The message let through with `token` finished at `now`."""
        self._tat = max(self._tat, max(token, now) + self.interval)

    def idle(self, now: float) -> bool:
        """Full again: forgetting it changes nothing."""
        return self._tat <= now


class SlidingWindow:
    """At most `limit` requests in any `period` seconds (Telegram's 30/s overall, 20/min a group).

    A request holds its place from the moment it is let through until `period` after it
    finished, so requests can never reach Telegram closer together than allowed, however long
    each one takes on the way.
    """

    def __init__(self, limit: int, period: float) -> None:
        self.limit = limit
        self.period = period
        self._busy = 0  # let through, not finished
        self._until: deque[float] = deque()  # finished: when each place is free again

    def delay(self, now: float) -> float | None:
        """Seconds until a request may go (0: now; None: when one in flight finishes)."""
        while self._until and self._until[0] <= now:
            self._until.popleft()
        if self._busy + len(self._until) < self.limit:
            return 0.0
        return self._until[0] - now if self._until else None

    def take(self, now: float) -> float:
        """Let one request through."""
        self._busy += 1
        return now

    def done(self, token: float, now: float) -> None:
        """A request let through has finished."""
        self._busy -= 1
        self._until.append(now + self.period)

    def idle(self, now: float) -> bool:
        """Nothing in flight or remembered: forgetting it changes nothing."""
        return self.delay(now) == 0.0 and self._busy == 0 and not self._until


Limit = TokenBucket | SlidingWindow


class _Queue:
    """Requests waiting for one :data:`Limit`, served first come, first served."""

    def __init__(self, limit: Limit) -> None:
        self.limit = limit
        self._turn = asyncio.Lock()
        self._waiting = 0
        self._finished = asyncio.Event()

    def ready(self, now: float) -> bool:
        """Whether a request arriving now would go at once."""
        return self._waiting == 0 and self.limit.delay(now) == 0.0

    async def take(self) -> float:
        """Wait for a place (FIFO); the token for :meth:`done`."""
        now = time.monotonic()
        if self.ready(now):
            return self.limit.take(now)
        self._waiting += 1
        try:
            async with self._turn:
                while (wait := self.limit.delay(now := time.monotonic())) != 0.0:
                    if wait is None:
                        self._finished.clear()
                        await self._finished.wait()
                    else:
                        await asyncio.sleep(wait)
                return self.limit.take(now)
        finally:
            self._waiting -= 1

    def done(self, token: float) -> None:
        self.limit.done(token, time.monotonic())
        self._finished.set()

    def idle(self, now: float) -> bool:
        return self._waiting == 0 and self.limit.idle(now)


class _Chat:
    """One chat: its requests go one at a time, in order; its messages through its own limit."""

    def __init__(self, limit: Limit) -> None:
        self.turn = asyncio.Lock()
        self.messages = _Queue(limit)

    def idle(self, now: float) -> bool:
        return not self.turn.locked() and self.messages.idle(now)


def retry_seconds(exc: RetryAfter) -> float:
    value = exc.retry_after
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


class MessageRateLimiter(BaseRateLimiter[int]):
    """Flood control shaped like Telegram's own limits (see the module doc)."""

    def __init__(
        self, *, overall_per_second: int = FloodLimit.MESSAGES_PER_SECOND,
        chat_burst: int = CHAT_BURST, chat_per_second: float = CHAT_PER_SECOND,
        group_per_minute: int = FloodLimit.MESSAGES_PER_MINUTE_PER_GROUP,
        max_wait_seconds: float = 900.0,
    ) -> None:
        self.chat_burst = chat_burst
        self.chat_per_second = chat_per_second
        self.group_per_minute = group_per_minute
        self.max_wait_seconds = max_wait_seconds
        self._overall = _Queue(SlidingWindow(overall_per_second, 1.0))
        self._chats: dict[int | str, _Chat] = {}
        self._resume_at = 0.0  # a 429 stops every request until then
        self.held = 0  # requests that had to wait for a limit (not for a 429): a statistic
        self.dropped = 0  # best-effort requests not sent because they would have waited

    async def initialize(self) -> None:
        """Nothing to set up: chats are tracked on demand."""

    async def shutdown(self) -> None:
        """Nothing to release."""

    def _chat(self, chat_id: int | str) -> _Chat:
        chat = self._chats.get(chat_id)
        if chat is None:
            if len(self._chats) >= _LIMITER_MEMORY:
                now = time.monotonic()
                self._chats = {k: v for k, v in self._chats.items() if not v.idle(now)}
            limit: Limit = (
                TokenBucket(self.chat_burst, self.chat_per_second)
                if isinstance(chat_id, int) and chat_id > 0
                else SlidingWindow(self.group_per_minute, 60.0)
            )
            chat = self._chats[chat_id] = _Chat(limit)
        return chat

    def paused(self) -> float:
        """Seconds left of a pause Telegram asked for with ``429 retry_after`` (0: none)."""
        return max(0.0, self._resume_at - time.monotonic())

    async def process_request(
        self,
        callback: Callable[..., Coroutine[Any, Any, bool | dict[str, Any] | list[dict[str, Any]]]],
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> bool | dict[str, Any] | list[dict[str, Any]]:
        """Send one request within the limits; on ``429`` wait as told and send it again."""
        chat_id = chat_key(data.get("chat_id"))
        method = endpoint.lower()
        if chat_id is None:  # getUpdates, answerCallbackQuery, setMyCommands…: not limited
            return await self._send(None, False, callback, args, kwargs, rate_limit_args)
        chat = self._chat(chat_id)
        if method in BEST_EFFORT_METHODS and (
            chat.turn.locked() or self.paused() or not self._overall.ready(time.monotonic())
        ):
            self.dropped += 1
            return True  # "typing…" that would wait is not worth sending: answers go first
        async with chat.turn:
            return await self._send(chat, method in POSTING_METHODS, callback, args, kwargs,
                                    rate_limit_args)

    async def _send(
        self, chat: _Chat | None, message: bool,
        callback: Callable[..., Coroutine[Any, Any, bool | dict[str, Any] | list[dict[str, Any]]]],
        args: Any, kwargs: dict[str, Any], max_retries: int | None,
    ) -> bool | dict[str, Any] | list[dict[str, Any]]:
        deadline = time.monotonic() + self.max_wait_seconds
        retries = 0
        while True:
            limits = ([chat.messages] if chat is not None and message else []) + (
                [self._overall] if chat is not None else [])
            taken: list[tuple[_Queue, float]] = []
            try:
                now = time.monotonic()
                if any(not queue.ready(now) for queue in limits):
                    self.held += 1
                for queue in limits:
                    taken.append((queue, await queue.take()))
                while (pause := self.paused()) > 0:
                    await asyncio.sleep(pause)
                return await callback(*args, **kwargs)
            except RetryAfter as exc:
                wait = retry_seconds(exc) + RETRY_AFTER_MARGIN
                retries += 1
                if (max_retries is not None and retries > max_retries
                        or time.monotonic() + wait > deadline):
                    log.error("Telegram still asks to wait after %d attempts; giving up", retries)
                    raise
                log.info("Telegram asked to wait %.1fs (429); the request is sent again then",
                         wait)
                self._resume_at = max(self._resume_at, time.monotonic() + wait)
            finally:
                for queue, token in taken:
                    queue.done(token)


def chat_key(raw: object) -> int | str | None:
    """The chat a request goes to: an int id (negative: a group or channel), or "@name"."""
    if raw is None or isinstance(raw, bool):
        return None
    if isinstance(raw, int):
        return raw
    text = str(raw)
    try:
        return int(text)
    except ValueError:
        return text
