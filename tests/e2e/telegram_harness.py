"""Runs the real Telegram front end against the Bot API double, in-process, for tests."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

from bot.telegram.app import TelegramFrontEnd
from bot.telegram.identity import invite
from runtime.planning.base import Planner
from runtime.runtime import Runtime
from tests.conftest import make_settings
from tests.fakes.telegram_api import FakeTelegramAPI, SentMessage

os.environ.setdefault("PTB_TIMEDELTA", "1")

TOKEN = "4242:AAE-secret-test-token_0123456789"


@dataclass
class BotHarness:
    """The double, the runtime and the running front end, with a few user-side shortcuts."""

    api: FakeTelegramAPI
    rt: Runtime
    front: TelegramFrontEnd

    def to(self, chat_id: int) -> list[SentMessage]:
        """Every message the bot sent to `chat_id` so far."""
        return self.api.messages_to(chat_id)

    async def pair(self, tg_id: int, name: str, *, admin: bool = False,
                   language_code: str = "it") -> None:
        """Invite `name` and redeem the code from Telegram account `tg_id`."""
        code = await invite(self.rt, name, admin=admin)
        before = len(self.to(tg_id))
        await self.api.user_sends(tg_id, f"/start {code}", language_code=language_code)
        await self.api.wait_for_messages(tg_id, before + 1)

    async def ask(self, tg_id: int, text: str, *, replies: int = 1, timeout: float = 10.0,
                  **kwargs: Any) -> list[SentMessage]:
        """Send `text` and wait for `replies` new messages; return the new ones."""
        before = len(self.to(tg_id))
        await self.api.user_sends(tg_id, text, **kwargs)
        sent = await self.api.wait_for_messages(tg_id, before + replies, timeout=timeout)
        return sent[before:]

    async def turns(self) -> int:
        """How many turns the runtime has recorded."""
        row = await self.rt.db.fetchone("SELECT COUNT(*) AS n FROM turns")
        return int(row["n"]) if row else 0


@asynccontextmanager
async def running_bot(
    home: Path, *, planner: Planner | None = None, api: FakeTelegramAPI | None = None,
    **telegram: Any,
) -> AsyncIterator[BotHarness]:
    """A started front end on a fresh double (or `api`), with settings under `home`."""
    own_api = api is None
    double = api or await FakeTelegramAPI.start(token=TOKEN)
    overrides: dict[str, Any] = {"api_url": double.url, "progress_after_seconds": 5.0}
    overrides.update(telegram)
    settings = make_settings(home, telegram=overrides)
    rt = await Runtime.open(settings, planner=planner)
    front = TelegramFrontEnd(rt, TOKEN, poll_timeout=timedelta(seconds=5))
    try:
        await front.start()
        yield BotHarness(double, rt, front)
    finally:
        await front.stop()
        await rt.close()
        if own_api:
            await double.stop()
