"""Listing, pausing, resuming and deleting reminders and routines — by words ("cancella il
promemoria delle 15", "ferma la routine delle fatture") or with the buttons of a list.

Always the owner's own: rows are read and changed through owner-filtered queries, and a
button names a schedule that must still be the presser's. The admin's list of everyone's is
for reading; its buttons are only for the admin's own.
"""

from __future__ import annotations

import asyncio
from datetime import datetime
from pathlib import PurePosixPath

from runtime.engine.records import Trace, trace_json
from runtime.i18n import Locale, normalize_locale, t
from runtime.parts import user_ref
from runtime.planning.ground import WorkspaceView, fold
from runtime.prompts import open_dialogue
from runtime.schedules.describe import format_schedules, moment_words, short, trigger_words
from runtime.schedules.intents import Manage, matches_words
from runtime.schedules.shared import PATH, ScheduleParts
from runtime.schedules.trigger import Trigger, zone
from runtime.store.dialogues import DialogueRow
from runtime.store.schedules import ScheduleRow
from runtime.store.users import User
from runtime.turn import Block, Choice, Reply, TurnContext

MAX_BUTTONS = 8


class Management:
    """What the owner does with their schedules."""

    def __init__(self, kit: ScheduleParts) -> None:
        self.kit = kit

    async def rows(self, user: User, *, everyone: bool = False) -> list[ScheduleRow]:
        """The user's live schedules (an admin may ask for everyone's)."""
        owner = None if everyone and user.role == "admin" else user.id
        return await self.kit.store.live(owner)

    # --- lists ------------------------------------------------------------------------------

    async def listing(self, turn: TurnContext, trace: Trace, notices: list[str], *,
                      everyone: bool = False, buttons: bool = True) -> Reply:
        """The list as the answer of `turn`, with buttons for the owner's own schedules."""
        user = await self.kit.parts.users.by_id(turn.user.id)
        assert user is not None
        rows = await self.rows(user, everyone=everyone)
        owners = {u.id: u.name for u in await self.kit.parts.users.all()} if everyone and \
            user.role == "admin" else None
        text = format_schedules(rows, turn.locale, owners, self.kit.now())
        mine = [r for r in rows if r.owner_user_id == user.id]
        if rows:
            text += "\n\n" + t("schedule.list_hint", turn.locale)
        choices = self._buttons(mine, turn.locale) if buttons else []
        trace.add("path", path=PATH)
        trace.add("schedules_listed", count=len(rows), everyone=owners is not None)
        if not choices:
            return await self.kit.flow.answer_text(turn, trace, PATH, text, notices)
        options = {c.key: c.key.split(":", 1) for c in choices}
        prompt = await open_dialogue(self.kit.parts, turn, kind="choose", text=text,
                                     choices=tuple(choices),
                                     suspension={"schedule": "manage", "options": options,
                                                 "menu": True})
        await self.kit.parts.turns.suspended(turn.turn_id, turn.user.id, path=PATH, plan=None,
                                             trace=trace_json(trace, {}))
        full = "\n\n".join([*notices, text])
        return Reply(text=full, locale=turn.locale, status="prompt", turn_id=turn.turn_id,
                     prompt=prompt, blocks=(Block(kind="text", text=full),))

    def _buttons(self, rows: list[ScheduleRow], locale: Locale) -> list[Choice]:
        choices: list[Choice] = []
        for row in rows:
            pausable = Trigger.model_validate(row.trigger).recurring
            wanted = (["resume" if row.state == "paused" else "pause"] if pausable else []) + ["delete"]
            if len(choices) + len(wanted) > MAX_BUTTONS:
                break
            for action in wanted:
                choices.append(Choice(key=f"{action}:{row.id}",
                                      label=t(f"schedule.choice_{action}", locale, num=row.number)))
        return choices

    async def _names_a_file(self, turn: TurnContext) -> bool:
        """Whether a word of the request (five letters or more) is a word of a file's name."""
        root = self.kit.parts.workspaces.of(turn.user).root
        view = await asyncio.to_thread(WorkspaceView.scan, root)
        names = frozenset(w for f in view.files for w in fold(PurePosixPath(f).stem).split())
        return any(len(w) >= 5 and w in names for w in fold(turn.text).split())

    async def overview(self, user: User, conversation_id: str, channel: str, locale: Locale,
                       everyone: bool) -> Reply:
        """``/schedules``: the list; with buttons unless the chat is waiting on another answer
        (a question is never dropped for a list)."""
        pending = await self.kit.parts.dialogues.pending(user.id, conversation_id)
        turn = TurnContext(user=user_ref(user), conversation_id=conversation_id, channel=channel,
                           locale=locale, text="/schedules")
        await self.kit.parts.turns.start(turn)
        menu = pending is None or bool(pending.suspension.get("menu"))  # an older list: replaced
        return await self.listing(turn, Trace(), [], everyone=everyone, buttons=menu)

    # --- by words ---------------------------------------------------------------------------

    async def by_words(self, turn: TurnContext, trace: Trace, notices: list[str],
                       intent: Manage) -> Reply | None:
        """"cancella il promemoria delle 15": the one meant, or a choice when several match; None
        when none is and a file of theirs is named so ("elimina il promemoria" with a
        promemoria.txt): the file is meant, and the planner proposes it (confirmed by name)."""
        trace.add("schedule_manage", action=intent.action, of=intent.kind, hour=intent.hour,
                  words=list(intent.words), number=intent.number)
        if intent.action == "list":
            return await self.listing(turn, trace, notices)
        user = await self.kit.parts.users.by_id(turn.user.id)
        assert user is not None
        found = [r for r in await self.rows(user) if self._meant(r, intent)]
        locale = turn.locale
        if not found:
            if intent.hour is None and intent.number is None and await self._names_a_file(turn):
                trace.add("schedule_manage", handed_to="planner", reason="a file is named so")
                return None
            return await self.kit.answer(turn, trace, t("schedule.not_found", locale), notices, "refused")
        if len(found) == 1 or intent.every:
            texts = [await self.act(user, intent.action, r, locale) for r in found]
            text = texts[0] if len(texts) == 1 else (
                t("schedule.deleted_many", locale, count=len(texts)) if intent.action == "delete"
                else "\n".join(texts))
            return await self.kit.answer(turn, trace, text, notices)
        choices = tuple(Choice(key=f"{intent.action}:{r.id}", label=t(
            "schedule.choice_pick", locale, num=r.number, what=short(r.text, 40)))
            for r in found[:MAX_BUTTONS])
        options = {c.key: c.key.split(":", 1) for c in choices}
        text = t("schedule.which", locale)
        prompt = await open_dialogue(self.kit.parts, turn, kind="choose", text=text, choices=choices,
                                     suspension={"schedule": "manage", "options": options})
        trace.add("path", path=PATH)
        await self.kit.parts.turns.suspended(turn.turn_id, turn.user.id, path=PATH, plan=None,
                                             trace=trace_json(trace, {}))
        full = "\n\n".join([*notices, text])
        return Reply(text=full, locale=locale, status="prompt", turn_id=turn.turn_id, prompt=prompt,
                     blocks=(Block(kind="text", text=full),))

    def _meant(self, row: ScheduleRow, intent: Manage) -> bool:
        if intent.kind is not None and row.kind != intent.kind:
            return False
        if intent.number is not None:
            return row.number == intent.number
        if intent.hour is not None:
            at = _clock_of(row)
            if at is None or at[0] != intent.hour or (intent.minute is not None and at[1] != intent.minute):
                return False
        return matches_words(intent.words, row.text)

    # --- the change itself ------------------------------------------------------------------

    async def act(self, user: User, action: str, row: ScheduleRow, locale: Locale) -> str:
        """Pause, resume or delete one of `user`'s schedules; what was done, in words."""
        store, now = self.kit.store, self.kit.now()
        tz, trigger = zone(row.timezone), Trigger.model_validate(row.trigger)
        if action == "delete":
            if not await store.delete(user.id, row.id):
                return t("schedule.gone", locale)
            return t("schedule.deleted", locale, num=row.number, what=short(row.text),
                     when=trigger_words(trigger, tz, now, locale))
        if not trigger.recurring:
            return t("schedule.not_pausable", locale)
        if action == "pause":
            if row.state == "paused":
                return t("schedule.already_paused", locale, num=row.number)
            changed = await store.set_state(user.id, row.id, "paused", None)
            return t("schedule.paused", locale, num=row.number) if changed else t("schedule.gone", locale)
        if row.state == "active":
            return t("schedule.already_active", locale, num=row.number)
        nxt = trigger.next_after(now, tz)
        if nxt is None or not await store.set_state(user.id, row.id, "active", nxt):
            return t("schedule.gone", locale)
        return t("schedule.resumed", locale, num=row.number, next=moment_words(nxt, tz, now, locale))

    async def pressed(self, row: DialogueRow, user: User, choice: str) -> Reply:
        """A button of a list or of "which one?": the change, if the schedule is still theirs."""
        locale = normalize_locale(row.locale)
        options = dict(row.suspension.get("options") or {})
        picked = options.get(choice)
        dialogues = self.kit.parts.dialogues
        if not isinstance(picked, list) or len(picked) != 2:
            await dialogues.close(user.id, row.id, "cancelled", "bad_choice")
            text = t("schedule.pick_button", locale)
            return Reply(text=text, locale=locale, status="refused", turn_id=row.turn_id)
        action, schedule_id = str(picked[0]), str(picked[1])
        schedule = await self.kit.store.get(user.id, schedule_id)
        text = t("schedule.gone", locale) if schedule is None else await self.act(
            user, action, schedule, locale)
        await dialogues.close(user.id, row.id, "resumed", "chosen")
        await self.kit.parts.turns.answered(row.turn_id, user.id, path=PATH, plan=None, outcome="ok",
                                            reply_text=text, trace=None)
        return Reply(text=text, locale=locale, status="answered", turn_id=row.turn_id,
                     blocks=(Block(kind="text", text=text),))


def _clock_of(row: ScheduleRow) -> tuple[int, int] | None:
    """The hour and minute a schedule is at, on its owner's clock ("il promemoria delle 15")."""
    trigger = Trigger.model_validate(row.trigger)
    if trigger.kind == "interval":
        return None
    if trigger.kind == "once":
        at = trigger.at if trigger.at is not None else row.next_run_at
        if at is None:
            return None
        moment = datetime.fromtimestamp(at, zone(row.timezone))
        return moment.hour, moment.minute
    return trigger.hour, trigger.minute
