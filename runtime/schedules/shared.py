"""What the pieces of reminders and routines share: the runtime's parts, the turn's run, the
planner, the rows, the clock — and the words every reply ends with."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol
from zoneinfo import ZoneInfo

from runtime.engine.records import Trace
from runtime.flow import TurnFlow
from runtime.parts import Parts
from runtime.planning.base import Planner, PlanningContext
from runtime.schedules.trigger import zone
from runtime.store.schedules import ScheduleStore
from runtime.store.users import User
from runtime.turn import Block, Reply, ReplyStatus, TurnContext, UserRef

PATH = "schedule"  # the path a turn about reminders and routines takes, in its trace


class Planning(Protocol):
    """What a routine's request needs of the router: its planner, and the context a turn's
    request is planned in."""

    planner: Planner

    async def planning_context(self, turn: TurnContext, pins: dict[str, str], *,
                               reuse: bool = True) -> PlanningContext: ...


@dataclass
class ScheduleParts:
    """The runtime's parts a schedule needs, its rows, and the clock (a test sets its own)."""

    parts: Parts
    flow: TurnFlow
    router: Planning
    store: ScheduleStore
    clock: Callable[[], float] = field(default=time.time)

    def now(self) -> float:
        return self.clock()

    def tz(self, user: User | UserRef) -> ZoneInfo:
        """The user's time zone: their own setting, else the configured default."""
        return zone(self.parts.settings.timezone_of(user.name))

    async def answer(self, turn: TurnContext, trace: Trace, text: str, notices: list[str],
                     status: ReplyStatus = "answered") -> Reply:
        """End a turn about schedules with words."""
        trace.add("path", path=PATH)
        return await self.flow.answer_text(turn, trace, PATH, text, notices, status=status)


def with_head(reply: Reply, head: str) -> Reply:
    """The same Reply with a first line ("Routine #2 (every Monday at 9:00):")."""
    return reply.model_copy(update={
        "text": head + "\n\n" + reply.text,
        "blocks": (Block(kind="text", text=head), *(reply.blocks or (Block(kind="text", text=reply.text),)))})
