"""Reminders and routines in words: when they run ("ogni lunedì alle 9:00", "domani alle
15:00"), what a plan does (the executors' action phrases, never their names), and the list
that ``/schedules`` and ``metnos schedules`` show."""

from __future__ import annotations

import time
from collections.abc import Sequence
from datetime import datetime
from zoneinfo import ZoneInfo

from runtime.i18n import t, word
from runtime.plan.model import Plan
from runtime.schedules.trigger import LAST_DAY, Trigger, zone
from runtime.store.schedules import ScheduleRow

_WORKDAYS = (0, 1, 2, 3, 4)
_WEEKEND = (5, 6)


def clock(moment: datetime) -> str:
    return f"{moment.hour}:{moment.minute:02d}"


def moment_words(at: float, tz: ZoneInfo, now: float, locale: str) -> str:
    """"oggi alle 15:00", "domani alle 9:00", "lunedì 10 marzo alle 9:00" (with the year when
    it is not this one)."""
    when = datetime.fromtimestamp(at, tz)
    today = datetime.fromtimestamp(now, tz).date()
    time = clock(when)
    days = (when.date() - today).days
    if days == 0:
        return t("schedule.at.today", locale, time=time)
    if days == 1:
        return t("schedule.at.tomorrow", locale, time=time)
    key = "schedule.at.day" if when.year == today.year else "schedule.at.day_year"
    return t(key, locale, weekday=t(f"schedule.weekday.{when.weekday()}", locale), day=when.day,
             month=t(f"date.month.{when.month}", locale), year=when.year, time=time)


def trigger_words(trigger: Trigger, tz: ZoneInfo, now: float, locale: str) -> str:
    """When a trigger runs, as people say it."""
    if trigger.kind == "once":
        return moment_words(trigger.at or now, tz, now, locale)
    if trigger.kind == "interval":
        minutes = trigger.every_seconds // 60
        if minutes % 60 == 0:
            hours = minutes // 60
            return t("schedule.every.hour", locale) if hours == 1 else t(
                "schedule.every.hours", locale, n=hours)
        return t("schedule.every.minutes", locale, n=minutes)
    time = f"{trigger.hour}:{trigger.minute:02d}"
    if trigger.kind == "daily":
        return t("schedule.every.daily", locale, time=time)
    if trigger.kind == "weekly":
        days = tuple(sorted(trigger.days))
        if days == _WORKDAYS:
            return t("schedule.every.workdays", locale, time=time)
        if days == _WEEKEND:
            return t("schedule.every.weekend", locale, time=time)
        names = [t(f"schedule.weekday.{d}", locale) for d in days]
        joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " " + t(
            "schedule.and", locale) + " " + names[-1]
        return t("schedule.every.weekly", locale, days=joined, time=time)
    day = trigger.days[0] if trigger.days else 1
    if day == LAST_DAY:
        return t("schedule.every.monthly_last", locale, time=time)
    if day == 1:
        return t("schedule.every.monthly_first", locale, time=time)
    return t("schedule.every.monthly", locale, day=day, time=time)


def runs_words(runs: Sequence[float], tz: ZoneInfo, now: float, locale: str) -> str:
    return ", ".join(moment_words(r, tz, now, locale) for r in runs)


def plan_actions(plan: Plan, locale: str) -> str:
    """What a plan does, in the executors' action phrases: "cercare i file e spostare i file
    nel cestino"."""
    phrases: list[str] = []
    for step in plan.steps:
        phrase = word("action", step.tool, locale)
        if phrase not in phrases:
            phrases.append(phrase)
    if len(phrases) == 1:
        return phrases[0]
    return ", ".join(phrases[:-1]) + " " + t("schedule.and", locale) + " " + phrases[-1]


def short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def schedule_line(row: ScheduleRow, locale: str, now: float, owner: str | None = None) -> str:
    """One schedule as a line of a list."""
    tz = zone(row.timezone)
    trigger = Trigger.model_validate(row.trigger)
    when = trigger_words(trigger, tz, now, locale)
    what = short(row.text)
    if row.state == "paused":
        line = t("schedule.line_paused", locale, num=row.number, when=when, what=what)
    elif row.kind == "reminder" and not trigger.recurring:
        line = t("schedule.line_reminder", locale, num=row.number, when=when, what=what)
    else:
        icon = "⏰" if row.kind == "reminder" else "🔁"
        nxt = moment_words(row.next_run_at, tz, now, locale) if row.next_run_at else "—"
        line = t("schedule.line_recurring", locale, num=row.number, icon=icon, when=when, what=what,
                 next=nxt)
    return t("schedule.line_owner", locale, owner=owner, line=line) if owner else line


def format_schedules(rows: Sequence[ScheduleRow], locale: str, owners: dict[str, str] | None = None,
                     now: float | None = None) -> str:
    """Reminders and routines as lines, the next to run first; `owners` maps ids to names
    (the admin's list of everyone's)."""
    now = time.time() if now is None else now
    if not rows:
        return t("schedule.list_none", locale)
    lines = [t("schedule.list_header_all" if owners else "schedule.list_header", locale)]
    lines += [schedule_line(r, locale, now, owners.get(r.owner_user_id, "?") if owners else None)
              for r in rows]
    return "\n".join(lines)
