"""Telegram's limits and faults: flood limits per chat and overall, retries through outages.

* :class:`MessageRateLimiter` is PTB's ``AIORateLimiter`` (≤ 30 requests/s overall, 20/min per
  group, ``429 retry_after`` honoured by waiting and sending the same request again) plus a
  per-private-chat bucket for messages: a burst of :data:`CHAT_BURST`, then one per second.
* :class:`RetryingRequest` is PTB's HTTPX transport that waits out network errors and 5xx answers
  with exponential backoff, so an outage delays messages instead of losing them. A request whose
  fate is unknown (the connection broke after a message was written) is not repeated for methods
  that post something new, because Telegram has no idempotency key: a duplicate is worse there.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Coroutine
from typing import Any

import httpx
from aiolimiter import AsyncLimiter
from telegram.error import NetworkError
from telegram.ext import AIORateLimiter
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
CHAT_BURST = 3
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


class MessageRateLimiter(AIORateLimiter):
    """``AIORateLimiter`` plus a per-private-chat bucket for messages (see module doc)."""

    def __init__(self, *, chat_burst: int = CHAT_BURST, max_retries: int = 20,
                 **kwargs: Any) -> None:
        super().__init__(max_retries=max_retries, **kwargs)
        self._chat_burst = chat_burst
        self._chats: dict[int, AsyncLimiter] = {}

    def _chat_limiter(self, chat_id: int) -> AsyncLimiter:
        if len(self._chats) > _LIMITER_MEMORY:
            self._chats = {k: v for k, v in self._chats.items()
                           if k == chat_id or not v.has_capacity(v.max_rate)}
        limiter = self._chats.get(chat_id)
        if limiter is None:
            limiter = self._chats[chat_id] = AsyncLimiter(self._chat_burst, self._chat_burst)
        return limiter

    async def process_request(
        self,
        callback: Callable[..., Coroutine[Any, Any, bool | dict[str, Any] | list[dict[str, Any]]]],
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> bool | dict[str, Any] | list[dict[str, Any]]:
        """Take a token from the chat's bucket for a new message, then apply PTB's limits."""
        chat_id = data.get("chat_id")
        if (endpoint.lower() in POSTING_METHODS and isinstance(chat_id, int)
                and not isinstance(chat_id, bool) and chat_id > 0):
            async with self._chat_limiter(chat_id):
                return await super().process_request(callback, args, kwargs, endpoint, data,
                                                     rate_limit_args)
        return await super().process_request(callback, args, kwargs, endpoint, data,
                                             rate_limit_args)
