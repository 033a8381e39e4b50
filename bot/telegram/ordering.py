"""Per-user ordering: one person's updates are handled one at a time and in arrival order,
while different people are served concurrently."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any

from telegram import Update
from telegram.ext import BaseUpdateProcessor


def ordering_key(update: object) -> int | None:
    """Whose queue an update joins: the sender's Telegram id (else the chat's)."""
    if not isinstance(update, Update):
        return None
    if update.effective_user is not None:
        return update.effective_user.id
    if update.effective_chat is not None:
        return update.effective_chat.id
    return None


class PerUserUpdateProcessor(BaseUpdateProcessor):
    """Runs updates concurrently across users, serially (FIFO) for each user.

    PTB starts one task per update in the order it fetched them; each task takes its user's
    ``asyncio.Lock`` before anything else, and the lock wakes waiters first-in first-out.
    """

    def __init__(self, max_concurrent_updates: int = 1024) -> None:
        super().__init__(max_concurrent_updates)
        self._locks: dict[int, asyncio.Lock] = {}
        self._waiting: dict[int, int] = {}

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        """Await `coroutine` while holding the lock of the update's user."""
        key = ordering_key(update)
        if key is None:
            await coroutine
            return
        lock = self._locks.setdefault(key, asyncio.Lock())
        self._waiting[key] = self._waiting.get(key, 0) + 1
        try:
            async with lock:
                await coroutine
        finally:
            self._waiting[key] -= 1
            if self._waiting[key] == 0:
                del self._waiting[key]
                del self._locks[key]

    async def initialize(self) -> None:
        """Nothing to set up: locks are made on demand."""

    async def shutdown(self) -> None:
        """Nothing to release: locks are dropped when their queue empties."""
