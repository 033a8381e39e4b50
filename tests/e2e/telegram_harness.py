"""Runs the real Telegram front end against the Bot API double, in-process, for tests."""

from __future__ import annotations

import asyncio
import os
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

from bot.telegram.app import TelegramFrontEnd
from bot.telegram.identity import invite
from runtime.plan.model import Plan, Step
from runtime.planning.base import Planner, PlanningContext, Proposal
from runtime.planning.grammar import RulesPlanner
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
        await self.settled()

    async def ask(self, tg_id: int, text: str, *, replies: int = 1, timeout: float = 10.0,
                  **kwargs: Any) -> list[SentMessage]:
        """Send `text` and wait for `replies` new messages; return the new ones."""
        before = len(self.to(tg_id))
        await self.api.user_sends(tg_id, text, **kwargs)
        sent = await self.api.wait_for_messages(tg_id, before + replies, timeout=timeout)
        await self.settled()
        return sent[before:]

    async def settled(self, timeout: float = 10.0) -> None:
        """Wait until the bot has finished every update it has taken in."""
        app = self.front.app

        async def idle() -> bool:
            return app.update_queue.empty() and app.update_processor.current_concurrent_updates == 0

        await eventually(idle, timeout)

    def workspace(self, name: str) -> Path:
        """The files folder (``~``) of user `name`."""
        base = self.rt.settings.data_dir / "users" / name / "files"
        base.mkdir(parents=True, exist_ok=True)
        return base

    async def turns(self) -> int:
        """How many turns the runtime has recorded."""
        row = await self.rt.db.fetchone("SELECT COUNT(*) AS n FROM turns")
        return int(row["n"]) if row else 0


async def eventually(predicate: Callable[[], Awaitable[bool]], timeout: float = 10.0) -> None:
    """Wait until an async condition holds (state that the double cannot signal, e.g. files)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not await predicate():
        if loop.time() > deadline:
            raise TimeoutError(f"condition not met within {timeout}s")
        await asyncio.sleep(0.05)


class SlowPlanner:
    """The rules planner, plus "lento N": a plan that sleeps N seconds (for slow turns)."""

    name = "slow"

    def __init__(self) -> None:
        self.rules = RulesPlanner()

    async def propose(self, text: str, ctx: PlanningContext) -> Proposal:
        """A sleep plan for "lento N", else whatever the rules planner proposes."""
        match = re.fullmatch(r"lento ([0-9.]+)", text.strip())
        if match:
            step = Step(tool="sleep_briefly", args={"seconds": float(match[1])})
            return Proposal(plan=Plan(steps=[step]))
        return await self.rules.propose(text, ctx)


@asynccontextmanager
async def running_bot(
    home: Path, *, planner: Planner | None = None, api: FakeTelegramAPI | None = None,
    sections: dict[str, Any] | None = None, **telegram: Any,
) -> AsyncIterator[BotHarness]:
    """A started front end on a fresh double (or `api`), with settings under `home`.

    `telegram` overrides ``[telegram]`` settings; `sections` overrides other sections.
    """
    own_api = api is None
    double = api or await FakeTelegramAPI.start(token=TOKEN)
    overrides: dict[str, Any] = {"api_url": double.url, "progress_after_seconds": 5.0}
    overrides.update(telegram)
    settings = make_settings(home, telegram=overrides, **(sections or {}))
    rt = await Runtime.open(settings, planner=planner)
    front = TelegramFrontEnd(rt, TOKEN, poll_timeout=timedelta(seconds=2))
    try:
        await front.start()
        yield BotHarness(double, rt, front)
    finally:
        await front.stop()
        await rt.close()
        if own_api:
            await double.stop()
