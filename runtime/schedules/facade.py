"""``rt.schedules``: reminders and routines, the one object front ends and the router use.

In a turn, the router asks :meth:`Schedules.route` before planning ("ricordami …", "ogni
lunedì alle 9 …", "ferma la routine …"); a schedule's prompt is answered through
:meth:`Schedules.answer` (``DialogueFlow`` hands it over); the front end's tick calls
:meth:`Schedules.run_due`; ``/schedules`` and ``metnos schedules`` call :meth:`overview` and
:meth:`list`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import TYPE_CHECKING

from runtime.engine.records import Trace
from runtime.i18n import Locale, t
from runtime.resume import approves
from runtime.schedules.create import Creation
from runtime.schedules.intents import Manage, Remind, Routine, Unclear, recognise
from runtime.schedules.manage import Management
from runtime.schedules.runs import Runs
from runtime.schedules.shared import Planning, ScheduleParts
from runtime.store.dialogues import DialogueRow
from runtime.store.schedules import ScheduleRow, ScheduleStore
from runtime.store.users import User
from runtime.turn import Reply, TurnContext

if TYPE_CHECKING:
    from runtime.flow import TurnFlow
    from runtime.parts import Parts
    from runtime.resume import DialogueFlow

# Runtime._entry: the user found once, their lock, one mapping of failures.
Entry = Callable[..., Awaitable[Reply]]


class Schedules:
    """Reminders and routines: made in a turn, run on time, listed and changed by their owner."""

    def __init__(self, parts: Parts, flow: TurnFlow, dialogues: DialogueFlow, router: Planning,
                 entry: Entry | None = None) -> None:
        self.kit = ScheduleParts(parts=parts, flow=flow, router=router, store=ScheduleStore(parts.db))
        self.creation = Creation(self.kit)
        self.runs = Runs(self.kit)
        self.manage = Management(self.kit)
        self._entry = entry
        dialogues.scheduled = self.answer

    @property
    def clock(self) -> Callable[[], float]:
        """Where "now" comes from (``time.time``; a test sets its own)."""
        return self.kit.clock

    @clock.setter
    def clock(self, value: Callable[[], float]) -> None:
        self.kit.clock = value

    # --- in a turn --------------------------------------------------------------------------

    async def route(self, turn: TurnContext, trace: Trace, notices: list[str]) -> Reply | None:
        """The answer of a turn about reminders or routines; None when it is not about them."""
        now = datetime.fromtimestamp(self.kit.now(), self.kit.tz(turn.user))
        intent = recognise(turn.text, now)
        if intent is None:
            return None
        if isinstance(intent, Unclear):
            trace.add("schedule", unclear=intent.key)
            return await self.kit.answer(turn, trace, t(intent.key, turn.locale), notices)
        if isinstance(intent, Remind):
            return await self.creation.remind(turn, trace, notices, intent)
        if isinstance(intent, Routine):
            return await self.creation.routine(turn, trace, notices, intent)
        assert isinstance(intent, Manage)
        return await self.manage.by_words(turn, trace, notices, intent)

    async def answer(self, row: DialogueRow, user: User, choice: str) -> Reply:
        """The answer to one of our prompts (already claimed for `user` by the dialogue flow)."""
        if row.suspension.get("schedule") == "create":
            return await self.creation.confirmed(row, user, choice, approves(choice))
        return await self.manage.pressed(row, user, choice)

    # --- the tick ---------------------------------------------------------------------------

    async def run_due(self, now: float | None = None) -> int:
        """Run what is due at `now` (default: the clock); how many runs happened or reminders
        came. Called every ``schedules.tick_seconds`` by the front end."""
        return await self.runs.run_due(now)

    # --- front ends -------------------------------------------------------------------------

    async def overview(self, *, user: str, conversation_id: str, channel: str = "telegram",
                       locale: str | None = None, everyone: bool = False,
                       user_id: str | None = None) -> Reply:
        """``/schedules``: the user's reminders and routines with their next run, and buttons
        to pause, resume or delete them; an admin may ask for everyone's."""
        assert self._entry is not None

        async def work(found: User, loc: Locale) -> Reply:
            return await self.manage.overview(found, conversation_id, channel, loc, everyone)

        return await self._entry(user, locale, "users.not_allowed", work, user_id=user_id)

    async def list(self, *, user: str, everyone: bool = False) -> list[ScheduleRow]:
        """The live schedules of `user` (an admin may ask for everyone's), the next first."""
        found = await self.kit.parts.users.by_name(user)
        if found is None or found.disabled:
            return []
        return await self.manage.rows(found, everyone=everyone)
