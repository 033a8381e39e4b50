"""When a reminder or routine runs: one moment, or a rule over the user's wall clock.

Recurring runs are computed per local calendar day, in the user's time zone: a day has at
most one run of a daily, weekly or monthly trigger, so a daylight-saving change never runs a
routine twice (the repeated hour in autumn: the first occurrence) nor skips it (the missing
hour in spring: the same instant, which the clock then shows an hour later).
"""

from __future__ import annotations

import calendar
import math
from datetime import date, datetime, timedelta, tzinfo
from typing import Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import BaseModel, ConfigDict, Field

TriggerKind = Literal["once", "daily", "weekly", "monthly", "interval"]
LAST_DAY = -1  # a monthly trigger's day: the last day of each month
_SEARCH_DAYS = 400  # more than a year: every monthly or weekly rule matches within it


class Trigger(BaseModel):
    """One moment (``once``), a rule on the wall clock (``daily``, ``weekly``, ``monthly``), or
    a fixed interval (``interval``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: TriggerKind
    at: float | None = None  # once: the moment, as a UTC timestamp
    hour: int = Field(default=9, ge=0, le=23)
    minute: int = Field(default=0, ge=0, le=59)
    days: tuple[int, ...] = ()  # weekly: 0 Monday … 6 Sunday; monthly: 1…31 or LAST_DAY
    every_seconds: int = Field(default=0, ge=0)  # interval
    anchor: float | None = None  # interval: the first run

    @property
    def recurring(self) -> bool:
        return self.kind != "once"

    def next_after(self, after: float, tz: ZoneInfo) -> float | None:
        """The first run strictly after `after` (a UTC timestamp); None when there is none."""
        if self.kind == "once":
            return self.at if self.at is not None and self.at > after else None
        if self.kind == "interval":
            anchor = self.anchor if self.anchor is not None else after
            if self.every_seconds <= 0:
                return None
            if after < anchor:
                return anchor
            return anchor + (math.floor((after - anchor) / self.every_seconds) + 1) * self.every_seconds
        day = datetime.fromtimestamp(after, tz).date()
        for offset in range(_SEARCH_DAYS):
            candidate = day + timedelta(days=offset)
            if self.matches(candidate):
                moment = wall_clock(candidate, self.hour, self.minute, tz)
                if moment > after:
                    return moment
        return None

    def next_runs(self, after: float, tz: ZoneInfo, count: int = 3) -> list[float]:
        """The next `count` runs after `after` (fewer when the trigger ends)."""
        runs: list[float] = []
        moment: float | None = after
        while len(runs) < count and moment is not None:
            moment = self.next_after(moment, tz)
            if moment is not None:
                runs.append(moment)
        return runs

    def runs_between(self, start: float, end: float, tz: ZoneInfo, limit: int = 1000) -> int:
        """How many runs fall in [start, end] (the runs a stop made us miss), up to `limit`."""
        count, moment = 0, start - 1e-6
        while count < limit:
            nxt = self.next_after(moment, tz)
            if nxt is None or nxt > end:
                break
            count, moment = count + 1, nxt
        return count

    def matches(self, day: date) -> bool:
        """Whether a recurring trigger runs on local calendar `day`."""
        if self.kind == "daily":
            return True
        if self.kind == "weekly":
            return day.weekday() in self.days
        if self.kind == "monthly":
            last = calendar.monthrange(day.year, day.month)[1]
            # the 31st in a 30-day month is its last day: a month is never skipped
            return any(day.day == (last if d == LAST_DAY else min(d, last)) for d in self.days)
        return False


def wall_clock(day: date, hour: int, minute: int, tz: tzinfo) -> float:
    """The instant the clock of `tz` shows `hour:minute` on `day`: the first one when the hour
    repeats (autumn), the same instant an hour later on the clock when it does not exist
    (spring)."""
    return datetime(day.year, day.month, day.day, hour, minute, tzinfo=tz).timestamp()


def zone(name: str) -> ZoneInfo:
    """The time zone `name` (an IANA name such as "Europe/Rome"); ValueError when unknown."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise ValueError(f"unknown time zone {name!r}") from exc
