"""Reminders and routines through the runtime, on a test clock: made in words, run on time
through the same invocation point, with the consent given at creation and no more; missed
runs, restarts, crashes and daylight saving; managed only by their owner."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from runtime.runtime import Runtime
from runtime.schedules.trigger import Trigger
from runtime.store.schedules import ScheduleRow
from runtime.turn import Reply
from tests.conftest import make_settings, say, workspace
from tests.test_lre import RecordingNotifier

ROME = ZoneInfo("Europe/Rome")
# Wednesday 5 March 2025, 10:00 in Rome
START = datetime(2025, 3, 5, 10, 0, tzinfo=ROME).timestamp()


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, now: float = START) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def at(self, year: int, month: int, day: int, hour: int, minute: int = 0) -> float:
        self.now = datetime(year, month, day, hour, minute, tzinfo=ROME).timestamp()
        return self.now


async def opened(home: Path, notifier: RecordingNotifier, clock: Clock, **sections: Any) -> Runtime:
    rt = await Runtime.open(make_settings(home, **sections), notifier=notifier)
    rt.schedules.clock = clock
    await rt.users.ensure("admin", role="admin")
    await rt.users.ensure("anna", role="user")
    return rt


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def notifier() -> RecordingNotifier:
    return RecordingNotifier()


@pytest.fixture
async def srt(home: Path, notifier: RecordingNotifier, clock: Clock) -> AsyncIterator[Runtime]:
    rt = await opened(home, notifier, clock)
    try:
        yield rt
    finally:
        await rt.close()


async def user_id(rt: Runtime, name: str) -> str:
    found = await rt.users.by_name(name)
    assert found is not None
    return found.id


async def rows(rt: Runtime, name: str = "admin") -> list[ScheduleRow]:
    return await rt.schedules.list(user=name)


async def confirm(rt: Runtime, reply: Reply, choice: str = "yes", *, user: str = "admin",
                  conversation: str = "c1") -> Reply:
    assert reply.prompt is not None, reply.text
    return await rt.resume(reply.prompt.dialogue_id, choice, user=user, conversation_id=conversation)


def tmp_files(rt: Runtime, *names: str, user: str = "admin") -> Path:
    folder = workspace(rt, user) / "Vecchi"
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        (folder / name).write_text("da buttare")
    return folder


# --- reminders --------------------------------------------------------------------------------


async def test_a_reminder_arrives_when_due_and_only_once(srt: Runtime, notifier: RecordingNotifier,
                                                         clock: Clock) -> None:
    reply = await say(srt, "ricordami tra un minuto di chiamare Anna")
    assert reply.text == "Va bene, te lo ricorderò oggi alle 10:01: chiamare Anna"
    assert await srt.schedules.run_due(START + 30) == 0 and notifier.sent == []
    assert await srt.schedules.run_due(START + 61) == 1
    assert notifier.sent == [(await user_id(srt, "admin"), "⏰ Promemoria: chiamare Anna", "it", ())]
    assert await srt.schedules.run_due(START + 120) == 0 and len(notifier.sent) == 1
    assert await rows(srt) == []  # done: no longer listed


async def test_a_reminder_survives_a_restart(home: Path, notifier: RecordingNotifier, clock: Clock) -> None:
    rt = await opened(home, notifier, clock)
    try:
        await say(rt, "remind me in 10 minutes to take the pizza out")
    finally:
        await rt.close()
    rt = await opened(home, notifier, clock)
    try:
        assert await rt.schedules.run_due(START + 600) == 1
        assert [text for _, text, _, _ in notifier.sent] == ["⏰ Reminder: take the pizza out"]
    finally:
        await rt.close()


async def test_a_reminder_missed_while_stopped_still_comes_and_says_it_is_late(
        srt: Runtime, notifier: RecordingNotifier) -> None:
    await say(srt, "ricordami alle 15 di chiamare Anna")
    assert await srt.schedules.run_due(START + 8 * 3600) == 1  # 18:00: three hours late
    [(_, text, _, _)] = notifier.sent
    assert text.startswith("⏰ Promemoria, in ritardo: era per oggi alle 15:00") and "chiamare Anna" in text


async def test_a_reminder_nobody_could_be_told_of_is_tried_again(srt: Runtime, clock: Clock) -> None:
    class Flaky(RecordingNotifier):
        failures = 1

        async def notify(self, user_id: str, reply: Reply) -> None:
            if self.failures:
                self.failures -= 1
                raise ConnectionError("the Bot API is down")
            await super().notify(user_id, reply)

    flaky = Flaky()
    srt.notifier = flaky
    await say(srt, "ricordami tra 5 minuti di spegnere il forno")
    assert await srt.schedules.run_due(START + 300) == 0 and flaky.sent == []
    assert await srt.schedules.run_due(START + 320) == 1
    assert [text for _, text, _, _ in flaky.sent] == ["⏰ Promemoria: spegnere il forno"]


async def test_a_recurring_reminder_comes_every_time(srt: Runtime, notifier: RecordingNotifier,
                                                     clock: Clock) -> None:
    reply = await say(srt, "ricordami ogni lunedì alle 8 di portare fuori la spazzatura")
    assert "ogni lunedì alle 8:00" in reply.text and "lunedì 10 marzo alle 8:00" in reply.text
    for day in (10, 17):
        assert await srt.schedules.run_due(clock.at(2025, 3, day, 8, 0)) == 1
    assert [text for _, text, _, _ in notifier.sent] == ["⏰ Promemoria: portare fuori la spazzatura"] * 2
    [row] = await rows(srt)
    assert row.next_run_at == datetime(2025, 3, 24, 8, 0, tzinfo=ROME).timestamp()


async def test_a_reminder_without_a_time_asks_when(srt: Runtime) -> None:
    reply = await say(srt, "ricordami di pagare l'affitto")
    assert reply.text.startswith("Quando devo ricordartelo?") and await rows(srt) == []


async def test_a_time_already_past_is_refused(srt: Runtime) -> None:
    reply = await say(srt, "ricordami il 2 marzo 2025 alle 9 di pagare la bolletta")
    assert reply.status == "refused" and "già passato" in reply.text and await rows(srt) == []


async def test_the_users_own_time_zone_is_used(home: Path, notifier: RecordingNotifier, clock: Clock) -> None:
    rt = await opened(home, notifier, clock, users={"anna": {"timezone": "America/New_York"}})
    try:
        reply = await say(rt, "remind me tomorrow at 9 to call mum", user="anna")
        assert reply.text == "OK, I'll remind you tomorrow at 9:00: call mum"
        [row] = await rows(rt, "anna")
        assert row.timezone == "America/New_York"
        assert datetime.fromtimestamp(row.next_run_at or 0, ZoneInfo("America/New_York")).hour == 9
        assert datetime.fromtimestamp(row.next_run_at or 0, ROME).hour == 15
    finally:
        await rt.close()


# --- routines ---------------------------------------------------------------------------------


async def test_a_routine_shows_its_next_three_runs_and_what_it_does_then_runs_on_time(
        srt: Runtime, notifier: RecordingNotifier, clock: Clock) -> None:
    (workspace(srt) / "Acquisti").mkdir()
    (workspace(srt) / "Acquisti" / "preventivo.txt").write_text("Totale: 10 €")
    reply = await say(srt, "ogni lunedì alle 9 elenca i file nella cartella Acquisti")
    assert reply.status == "prompt" and reply.prompt is not None
    assert [c.label for c in reply.prompt.choices] == ["Sì, creala", "No"]
    assert "lunedì 10 marzo alle 9:00, lunedì 17 marzo alle 9:00, lunedì 24 marzo alle 9:00" in reply.text
    assert "cercare i file" in reply.text and "find_files" not in reply.text
    assert await rows(srt) == []  # nothing exists before the yes
    created = await confirm(srt, reply)
    assert created.text.startswith("Fatto: la routine n. 1 è impostata, ogni lunedì alle 9:00.")
    [row] = await rows(srt)
    assert row.kind == "routine" and row.plan is not None and row.next_run_at == clock.at(2025, 3, 10, 9)
    assert await srt.schedules.run_due() == 1
    [notice] = notifier.replies
    assert notice.text.startswith("Routine n. 1 (ogni lunedì alle 9:00):") and "preventivo.txt" in notice.text
    turn = await srt.trace(user="admin")
    assert turn is not None and turn.path == "routine" and turn.request_text == row.text


async def test_no_routine_is_created_without_a_yes(srt: Runtime) -> None:
    (workspace(srt) / "Reports").mkdir()
    reply = await say(srt, "every day at 8 list the files in the Reports folder")
    answer = await confirm(srt, reply, "no")
    assert answer.text == "OK, I did not create the routine." and await rows(srt) == []


async def test_a_routine_does_by_itself_what_was_approved_at_creation(
        srt: Runtime, notifier: RecordingNotifier, clock: Clock) -> None:
    folder = tmp_files(srt, "a.tmp", "b.tmp")
    reply = await say(srt, "ogni giorno alle 8 cancella i file tmp nella cartella Vecchi")
    assert "Sposto 2 file (a.tmp, b.tmp) nel cestino" in reply.text
    assert "fino al 3 giugno 2025" in reply.text  # 90 days of standing consent
    await confirm(srt, reply)
    assert await srt.schedules.run_due(clock.at(2025, 3, 6, 8)) == 1
    [notice] = notifier.replies
    assert notice.prompt is None, notice.text
    assert not (folder / "a.tmp").exists() and not (folder / "b.tmp").exists()


async def test_a_routine_whose_run_would_delete_files_not_approved_asks_with_buttons(
        srt: Runtime, notifier: RecordingNotifier, clock: Clock) -> None:
    folder = tmp_files(srt, "a.tmp")
    reply = await say(srt, "ogni giorno alle 8 cancella i file tmp nella cartella Vecchi")
    await confirm(srt, reply)
    (folder / "nuovo.tmp").write_text("arrivato dopo")
    assert await srt.schedules.run_due(clock.at(2025, 3, 6, 8)) == 1
    [notice] = notifier.replies
    assert notice.status == "prompt" and notice.prompt is not None
    assert [c.key for c in notice.prompt.choices] == ["yes", "no"]
    assert "non avevi approvato" in notice.text and "nuovo.tmp" in notice.text
    assert (folder / "a.tmp").exists() and (folder / "nuovo.tmp").exists()  # stopped before the effect
    done = await confirm(srt, notice)  # the owner's yes, bound to the routine's conversation
    assert done.status == "answered"
    assert not (folder / "a.tmp").exists() and not (folder / "nuovo.tmp").exists()


async def test_the_consent_given_at_creation_expires(srt: Runtime, notifier: RecordingNotifier,
                                                     clock: Clock) -> None:
    folder = tmp_files(srt, "a.tmp")
    await confirm(srt, await say(srt, "ogni lunedì alle 8 cancella i file tmp nella cartella Vecchi"))
    (folder / "a.tmp").rename(folder.parent / "a.tmp")  # nothing to delete for a while
    monday = datetime(2025, 3, 10, 8, tzinfo=ROME).timestamp()
    while monday < datetime(2025, 6, 9, tzinfo=ROME).timestamp():
        assert await srt.schedules.run_due(monday) == 1
        monday = datetime.fromtimestamp(monday + 7 * 86400 + 7200, ROME).replace(hour=8).timestamp()
    assert all(r.prompt is None for r in notifier.replies)
    (folder.parent / "a.tmp").rename(folder / "a.tmp")  # the same file as approved, 96 days on
    assert await srt.schedules.run_due(clock.at(2025, 6, 9, 8)) == 1
    notice = notifier.replies[-1]
    assert notice.prompt is not None and (folder / "a.tmp").exists()


async def test_a_routine_run_missed_beyond_the_grace_period_is_reported_not_run(
        srt: Runtime, notifier: RecordingNotifier, clock: Clock) -> None:
    folder = tmp_files(srt, "a.tmp")
    await confirm(srt, await say(srt, "ogni giorno alle 8 cancella i file tmp nella cartella Vecchi"))
    assert await srt.schedules.run_due(clock.at(2025, 3, 8, 12)) == 0  # down since Thursday morning
    [(_, text, _, _)] = notifier.sent
    assert text.startswith("La routine n. 1 («cancella i file tmp nella cartella Vecchi») non è partita")
    assert "3 esecuzioni saltate" in text and "domani alle 8:00" in text
    assert (folder / "a.tmp").exists()
    [row] = await rows(srt)
    assert row.next_run_at == datetime(2025, 3, 9, 8, tzinfo=ROME).timestamp()


async def test_a_routine_run_missed_within_the_grace_period_runs_once_at_start(
        home: Path, notifier: RecordingNotifier, clock: Clock) -> None:
    rt = await opened(home, notifier, clock)
    try:
        folder = tmp_files(rt, "a.tmp")
        await confirm(rt, await say(rt, "ogni giorno alle 8 cancella i file tmp nella cartella Vecchi"))
    finally:
        await rt.close()
    clock.at(2025, 3, 6, 8, 40)  # the bot comes back 40 minutes late
    rt = await opened(home, notifier, clock)
    try:
        assert await rt.schedules.run_due() == 1
        assert await rt.schedules.run_due() == 0
        assert not (folder / "a.tmp").exists() and len(notifier.replies) == 1
    finally:
        await rt.close()


async def test_a_claimed_run_is_not_run_again_after_a_crash(home: Path, notifier: RecordingNotifier,
                                                           clock: Clock) -> None:
    rt = await opened(home, notifier, clock)
    try:
        tmp_files(rt, "a.tmp")
        await confirm(rt, await say(rt, "ogni giorno alle 8 cancella i file tmp nella cartella Vecchi"))
        [row] = await rows(rt)
        clock.at(2025, 3, 6, 8)
        # the run was claimed, then the process died before it finished
        assert await rt.schedules.kit.store.claim(row, next_run_at=row.next_run_at + 86400,
                                                  turn_id="tcrashed", now=clock.now)
    finally:
        await rt.close()
    rt = await opened(home, notifier, clock)
    try:
        assert await rt.schedules.run_due() == 0 and notifier.sent == []
    finally:
        await rt.close()


async def test_two_processes_never_run_the_same_run_twice(home: Path, clock: Clock) -> None:
    one, two = RecordingNotifier(), RecordingNotifier()
    first = await opened(home, one, clock)
    second = await opened(home, two, clock)
    try:
        await say(first, "ricordami tra un minuto di chiamare Anna")
        ran = await asyncio.gather(first.schedules.run_due(START + 61), second.schedules.run_due(START + 61))
        assert sum(ran) == 1 and len(one.sent) + len(two.sent) == 1
    finally:
        await first.close()
        await second.close()


async def test_daylight_saving_never_runs_twice_nor_skips(srt: Runtime, notifier: RecordingNotifier,
                                                          clock: Clock) -> None:
    when: list[str] = []
    for start in (datetime(2025, 3, 28, 12, tzinfo=ROME), datetime(2025, 10, 24, 12, tzinfo=ROME)):
        await say(srt, "cancella tutti i promemoria")
        clock.now = tick = start.timestamp()
        await say(srt, "ricordami ogni giorno alle 02:30 di controllare il backup")
        for _ in range(4 * 24 * 4):  # four days, a tick every 15 minutes
            tick += 900
            before = len(notifier.sent)
            await srt.schedules.run_due(tick)
            when += [datetime.fromtimestamp(tick, ROME).strftime("%d/%m %H:%M %Z")] * (len(notifier.sent) - before)
    assert when == ["29/03 02:30 CET", "30/03 03:30 CEST", "31/03 02:30 CEST", "01/04 02:30 CEST",
                    "25/10 02:30 CEST", "26/10 02:30 CEST", "27/10 02:30 CET", "28/10 02:30 CET"]


async def test_a_routine_too_often_is_refused(srt: Runtime) -> None:
    reply = await say(srt, "ogni 5 minuti elenca i file nella cartella Acquisti")
    assert reply.status == "refused" and "15 minuti" in reply.text and await rows(srt) == []


# --- managing, owner-scoped -------------------------------------------------------------------


async def test_a_reminder_is_deleted_by_its_time(srt: Runtime) -> None:
    await say(srt, "ricordami alle 15 di chiamare Anna")
    await say(srt, "ricordami alle 18 di comprare il pane")
    reply = await say(srt, "cancella il promemoria delle 15")
    assert reply.text == "Cancellato n. 1 (oggi alle 15:00: «chiamare Anna»)."
    assert [r.text for r in await rows(srt)] == ["comprare il pane"]


async def test_a_routine_is_paused_and_resumed_by_name(srt: Runtime, notifier: RecordingNotifier,
                                                       clock: Clock) -> None:
    (workspace(srt) / "Fatture").mkdir()
    await confirm(srt, await say(srt, "ogni lunedì alle 9 elenca le fatture nella cartella Fatture"))
    assert (await say(srt, "ferma la routine delle fatture")).text.startswith("La routine n. 1 è in pausa")
    assert await srt.schedules.run_due(clock.at(2025, 3, 10, 9)) == 0 and notifier.sent == []
    resumed = await say(srt, "riprendi la routine delle fatture")
    assert resumed.text == "La routine n. 1 è ripartita. Prossima esecuzione: lunedì 17 marzo alle 9:00."


async def test_when_several_match_the_user_chooses(srt: Runtime) -> None:
    await say(srt, "ricordami alle 15 di chiamare Anna")
    await say(srt, "ricordami domani alle 15 di chiamare Bruno")
    reply = await say(srt, "cancella il promemoria delle 15")
    assert reply.prompt is not None and reply.prompt.kind == "choose"
    assert [c.label for c in reply.prompt.choices] == ["n. 1 chiamare Anna", "n. 2 chiamare Bruno"]
    done = await confirm(srt, reply, reply.prompt.choices[1].key)
    assert done.text.startswith("Cancellato n. 2") and [r.number for r in await rows(srt)] == [1]


async def test_the_list_has_buttons_to_pause_resume_and_delete(srt: Runtime) -> None:
    (workspace(srt) / "Acquisti").mkdir()
    await say(srt, "ricordami alle 15 di chiamare Anna")
    await confirm(srt, await say(srt, "ogni giorno alle 9 elenca i file nella cartella Acquisti"))
    listing = await srt.schedules.overview(user="admin", conversation_id="c1", locale="it")
    assert "n. 1 ⏰ oggi alle 15:00 — chiamare Anna" in listing.text
    assert "prossima: domani alle 9:00" in listing.text
    assert listing.prompt is not None
    assert [c.label for c in listing.prompt.choices] == ["🗑 Cancella n. 1", "⏸ Pausa n. 2", "🗑 Cancella n. 2"]
    paused = await confirm(srt, listing, listing.prompt.choices[1].key)
    assert paused.text.startswith("La routine n. 2 è in pausa")
    again = await srt.schedules.overview(user="admin", conversation_id="c1", locale="it")
    assert again.prompt is not None and "▶️ Riprendi n. 2" in [c.label for c in again.prompt.choices]
    assert "(in pausa)" in again.text
    reply = await say(srt, "che ore sono?")  # a list's buttons asked nothing: no "cancelled" notice
    assert "annullata" not in reply.text


async def test_another_user_never_sees_pauses_or_deletes_someone_elses(srt: Runtime) -> None:
    (workspace(srt) / "Acquisti").mkdir()
    await say(srt, "ricordami alle 15 di chiamare Anna")
    await confirm(srt, await say(srt, "ogni giorno alle 9 elenca i file nella cartella Acquisti"))
    listing = await srt.schedules.overview(user="admin", conversation_id="c1", locale="it")
    assert listing.prompt is not None
    assert await rows(srt, "anna") == []
    assert (await say(srt, "quali promemoria ho?", user="anna")).text.startswith("Non hai promemoria")
    assert (await say(srt, "cancella il promemoria delle 15", user="anna")).status == "refused"
    assert (await say(srt, "ferma la routine #2", user="anna")).status == "refused"
    pressed = await srt.resume(listing.prompt.dialogue_id, listing.prompt.choices[0].key,
                               user="anna", conversation_id="c1")
    assert pressed.status == "refused"
    own = await srt.schedules.overview(user="anna", conversation_id="c9", locale="it", everyone=True)
    assert own.text.startswith("Non hai promemoria")  # "everyone" is for the admin only
    assert len(await rows(srt)) == 2


async def test_the_admin_sees_everyones(srt: Runtime) -> None:
    await say(srt, "ricordami alle 15 di chiamare Anna", user="anna")
    await say(srt, "ricordami alle 16 di chiamare Bruno")
    listing = await srt.schedules.overview(user="admin", conversation_id="c1", locale="it", everyone=True)
    assert "anna: n. 1 ⏰ oggi alle 15:00 — chiamare Anna" in listing.text
    assert "admin: n. 1 ⏰ oggi alle 16:00 — chiamare Bruno" in listing.text
    assert listing.prompt is not None
    assert [c.label for c in listing.prompt.choices] == ["🗑 Cancella n. 1"]  # only the admin's own
    everyone = await srt.schedules.list(user="admin", everyone=True)
    assert sorted(r.text for r in everyone) == ["chiamare Anna", "chiamare Bruno"]


async def test_a_routine_runs_as_its_owner(srt: Runtime, notifier: RecordingNotifier, clock: Clock) -> None:
    (workspace(srt, "anna") / "Acquisti").mkdir()
    (workspace(srt, "anna") / "Acquisti" / "suo.txt").write_text("di Anna")
    (workspace(srt) / "Acquisti").mkdir()
    (workspace(srt) / "Acquisti" / "mio.txt").write_text("dell'admin")
    reply = await say(srt, "ogni giorno alle 9 elenca i file nella cartella Acquisti", user="anna")
    await confirm(srt, reply, user="anna")
    assert await srt.schedules.run_due(clock.at(2025, 3, 6, 9)) == 1
    [(owner, text, _, _)] = notifier.sent
    assert owner == await user_id(srt, "anna") and "suo.txt" in text and "mio.txt" not in text


def test_a_trigger_round_trips_through_its_row() -> None:
    trigger = Trigger(kind="weekly", days=(0, 3), hour=18, minute=30)
    assert Trigger.model_validate(trigger.model_dump(mode="json")) == trigger


# --- the terminal and the command line --------------------------------------------------------


async def test_the_terminals_housekeeping_delivers_due_reminders(home: Path, clock: Clock) -> None:
    import io

    from bot.terminal import TerminalNotifier, run_housekeeping

    out = io.StringIO()
    rt = await Runtime.open(make_settings(home, schedules={"tick_seconds": 1}))
    rt.schedules.clock = clock
    try:
        await rt.users.ensure("admin", role="admin")
        rt.notifier = TerminalNotifier(out)
        await say(rt, "ricordami tra un minuto di chiamare Anna")
        clock.now += 61
        task = asyncio.create_task(run_housekeeping(rt))
        try:
            for _ in range(100):
                if "Promemoria" in out.getvalue():
                    break
                await asyncio.sleep(0.05)
        finally:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
        assert out.getvalue() == "⏰ Promemoria: chiamare Anna\n\n"
    finally:
        await rt.close()


def test_metnos_schedules_lists_them_with_their_next_run(home: Path) -> None:
    from tests.test_cli import metnos

    said = metnos(home, "chat", stdin="remind me tomorrow at 9 to call Anna\n")
    assert said.returncode == 0 and "OK, I'll remind you tomorrow at 9:00: call Anna" in said.stdout
    listed = metnos(home, "schedules")
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout.splitlines() == ["Reminders and routines of everyone:",
                                          "admin: #1 ⏰ tomorrow at 9:00 — call Anna"]
    own = metnos(home, "schedules", "--user", "admin")
    assert own.stdout.splitlines() == ["Your reminders and routines:", "#1 ⏰ tomorrow at 9:00 — call Anna"]
    assert metnos(home, "schedules", "--user", "nobody").returncode != 0


async def test_deleting_the_promemoria_with_no_reminder_set_is_the_file_of_that_name(srt: Runtime) -> None:
    reply = await say(srt, "elimina il promemoria")
    assert reply.status == "refused" and "/schedules" in reply.text  # no file, no reminder: said so
    (workspace(srt) / "promemoria.txt").write_text("- chiavi nuove dello spogliatoio\n", encoding="utf-8")
    reply = await say(srt, "elimina il promemoria")
    assert "promemoria.txt" in reply.text and reply.prompt is not None, reply.text  # confirmed by name
    assert (workspace(srt) / "promemoria.txt").exists()
    await say(srt, "ricordami domani alle 9 di pagare il gas")
    reply = await say(srt, "cancella il promemoria")
    assert "promemoria.txt" not in reply.text and await rows(srt) == [], reply.text  # the reminder
