"""Times and schedules said in words (IT/EN): a table of expressions and what they mean, in a
time zone, across daylight-saving changes; and what a message asks of reminders and routines."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from runtime.schedules.intents import Manage, Remind, Routine, Unclear, recognise
from runtime.schedules.trigger import Trigger
from runtime.schedules.words import find_when

ROME = ZoneInfo("Europe/Rome")
NEW_YORK = ZoneInfo("America/New_York")
# Wednesday 5 March 2025, 10:00 in Rome
NOW = datetime(2025, 3, 5, 10, 0, tzinfo=ROME)


def meaning(text: str, now: datetime = NOW) -> str:
    """What `text` says, written plainly: "once Thu 2025-03-06 09:00", "weekly 0,3 18:30"."""
    said = find_when(text, now)
    if said is None:
        return "none"
    trigger = said.trigger
    if trigger.kind == "once":
        assert trigger.at is not None
        return "once " + datetime.fromtimestamp(trigger.at, now.tzinfo).strftime("%a %Y-%m-%d %H:%M")
    if trigger.kind == "interval":
        return f"interval {trigger.every_seconds}"
    days = ",".join(str(d) for d in trigger.days)
    return f"{trigger.kind}{' ' + days if days else ''} {trigger.hour:02d}:{trigger.minute:02d}"


EXPRESSIONS: list[tuple[str, str]] = [
    # Italian: a time of day
    ("alle 15", "once Wed 2025-03-05 15:00"),
    ("alle 15:30", "once Wed 2025-03-05 15:30"),
    ("alle 9.30", "once Thu 2025-03-06 09:30"),
    ("alle ore 18", "once Wed 2025-03-05 18:00"),
    ("alle 3", "once Wed 2025-03-05 15:00"),
    ("alle 7", "once Thu 2025-03-06 07:00"),
    ("alle 02:30", "once Thu 2025-03-06 02:30"),
    ("alle 2 di notte", "once Thu 2025-03-06 02:00"),
    ("alle 11 di sera", "once Wed 2025-03-05 23:00"),
    ("alle 8 di mattina", "once Thu 2025-03-06 08:00"),
    ("all'una", "once Wed 2025-03-05 13:00"),
    ("alle 5 e mezza", "once Wed 2025-03-05 17:30"),
    ("alle 10 e un quarto", "once Wed 2025-03-05 10:15"),
    ("a mezzogiorno", "once Wed 2025-03-05 12:00"),
    ("a mezzanotte", "once Thu 2025-03-06 00:00"),
    # Italian: a day, a part of it
    ("domani", "once Thu 2025-03-06 09:00"),
    ("domani mattina", "once Thu 2025-03-06 09:00"),
    ("domani pomeriggio", "once Thu 2025-03-06 15:00"),
    ("domani sera alle 9", "once Thu 2025-03-06 21:00"),
    ("domani alle 8:45", "once Thu 2025-03-06 08:45"),
    ("dopodomani alle 10", "once Fri 2025-03-07 10:00"),
    ("stasera", "once Wed 2025-03-05 20:00"),
    ("stasera alle 9", "once Wed 2025-03-05 21:00"),
    ("oggi pomeriggio", "once Wed 2025-03-05 15:00"),
    ("lunedì", "once Mon 2025-03-10 09:00"),
    ("lunedì prossimo", "once Mon 2025-03-10 09:00"),
    ("il prossimo venerdì alle 17", "once Fri 2025-03-07 17:00"),
    ("mercoledì alle 9", "once Wed 2025-03-12 09:00"),
    ("sabato sera", "once Sat 2025-03-08 20:00"),
    ("il 3 aprile alle 10", "once Thu 2025-04-03 10:00"),
    ("il primo maggio", "once Thu 2025-05-01 09:00"),
    ("il 2 marzo", "once Mon 2026-03-02 09:00"),
    ("il 20/3 alle 18", "once Thu 2025-03-20 18:00"),
    ("la settimana prossima", "once Mon 2025-03-10 09:00"),
    # Italian: a delay
    ("tra un minuto", "once Wed 2025-03-05 10:01"),
    ("tra 10 minuti", "once Wed 2025-03-05 10:10"),
    ("fra cinque minuti", "once Wed 2025-03-05 10:05"),
    ("tra mezz'ora", "once Wed 2025-03-05 10:30"),
    ("tra mezzora", "once Wed 2025-03-05 10:30"),
    ("tra un quarto d'ora", "once Wed 2025-03-05 10:15"),
    ("tra un'ora", "once Wed 2025-03-05 11:00"),
    ("tra un'ora e mezza", "once Wed 2025-03-05 11:30"),
    ("tra 2 ore", "once Wed 2025-03-05 12:00"),
    ("tra 3 giorni", "once Sat 2025-03-08 10:00"),
    ("tra una settimana", "once Wed 2025-03-12 10:00"),
    ("tra 2 giorni alle 8", "once Fri 2025-03-07 08:00"),
    # Italian: schedules
    ("ogni giorno alle 9", "daily 09:00"),
    ("tutti i giorni alle 7:30", "daily 07:30"),
    ("ogni mattina", "daily 09:00"),
    ("ogni sera alle 10", "daily 22:00"),
    ("ogni lunedì", "weekly 0 09:00"),
    ("ogni lunedì alle 9", "weekly 0 09:00"),
    ("ogni lunedì e giovedì alle 18:30", "weekly 0,3 18:30"),
    ("tutti i venerdì alle 17", "weekly 4 17:00"),
    ("ogni sabato mattina", "weekly 5 09:00"),
    ("nei giorni feriali alle 8", "weekly 0,1,2,3,4 08:00"),
    ("dal lunedì al venerdì alle 7", "weekly 0,1,2,3,4 07:00"),
    ("nel fine settimana alle 10", "weekly 5,6 10:00"),
    ("ogni settimana", "weekly 2 09:00"),
    ("il primo del mese", "monthly 1 09:00"),
    ("il primo di ogni mese alle 8", "monthly 1 08:00"),
    ("il 15 di ogni mese", "monthly 15 09:00"),
    ("l'ultimo giorno del mese", "monthly -1 09:00"),
    ("ogni mese", "monthly 5 09:00"),
    ("ogni ora", "interval 3600"),
    ("ogni 2 ore", "interval 7200"),
    ("ogni 30 minuti", "interval 1800"),
    # English: a time of day, a day
    ("at 3pm", "once Wed 2025-03-05 15:00"),
    ("at 3:30 pm", "once Wed 2025-03-05 15:30"),
    ("at 9", "once Thu 2025-03-06 09:00"),
    ("at 5", "once Wed 2025-03-05 17:00"),
    ("at 5 am", "once Thu 2025-03-06 05:00"),
    ("at 12am", "once Thu 2025-03-06 00:00"),
    ("at noon", "once Wed 2025-03-05 12:00"),
    ("at midnight", "once Thu 2025-03-06 00:00"),
    ("at 7 in the evening", "once Wed 2025-03-05 19:00"),
    ("9:30am", "once Thu 2025-03-06 09:30"),
    ("tomorrow", "once Thu 2025-03-06 09:00"),
    ("tomorrow at 9", "once Thu 2025-03-06 09:00"),
    ("tomorrow morning", "once Thu 2025-03-06 09:00"),
    ("tomorrow evening at 8", "once Thu 2025-03-06 20:00"),
    ("the day after tomorrow at 8", "once Fri 2025-03-07 08:00"),
    ("tonight", "once Wed 2025-03-05 20:00"),
    ("this afternoon", "once Wed 2025-03-05 15:00"),
    ("next monday", "once Mon 2025-03-10 09:00"),
    ("on friday at 6pm", "once Fri 2025-03-07 18:00"),
    ("on March 10 at 5pm", "once Mon 2025-03-10 17:00"),
    ("march 10th", "once Mon 2025-03-10 09:00"),
    ("on 3 april", "once Thu 2025-04-03 09:00"),
    ("next week", "once Mon 2025-03-10 09:00"),
    # English: a delay
    ("in a minute", "once Wed 2025-03-05 10:01"),
    ("in 10 minutes", "once Wed 2025-03-05 10:10"),
    ("in half an hour", "once Wed 2025-03-05 10:30"),
    ("in a quarter of an hour", "once Wed 2025-03-05 10:15"),
    ("in an hour", "once Wed 2025-03-05 11:00"),
    ("in an hour and a half", "once Wed 2025-03-05 11:30"),
    ("in two hours", "once Wed 2025-03-05 12:00"),
    ("in 3 days", "once Sat 2025-03-08 10:00"),
    ("in 2 weeks", "once Wed 2025-03-19 10:00"),
    # English: schedules
    ("every day at 9", "daily 09:00"),
    ("daily at 7am", "daily 07:00"),
    ("every morning", "daily 09:00"),
    ("every evening at 9", "daily 21:00"),
    ("every monday", "weekly 0 09:00"),
    ("every monday and friday at 7am", "weekly 0,4 07:00"),
    ("on mondays at 10", "weekly 0 10:00"),
    ("every weekday at 8", "weekly 0,1,2,3,4 08:00"),
    ("on weekdays at 8:30", "weekly 0,1,2,3,4 08:30"),
    ("every weekend", "weekly 5,6 09:00"),
    ("weekly", "weekly 2 09:00"),
    ("on the first of the month", "monthly 1 09:00"),
    ("on the 15th of every month at 10", "monthly 15 10:00"),
    ("every month on the 1st", "monthly 1 09:00"),
    ("on the last day of the month", "monthly -1 09:00"),
    ("every month", "monthly 5 09:00"),
    ("every hour", "interval 3600"),
    ("every 2 hours", "interval 7200"),
    ("every 15 minutes", "interval 900"),
    # not a time
    ("leggi il file note.txt", "none"),
    ("the three quotes in the Acquisti folder", "none"),
]


@pytest.mark.parametrize(("text", "expected"), EXPRESSIONS)
def test_an_expression_means_what_people_mean(text: str, expected: str) -> None:
    assert meaning(text) == expected


def test_the_table_is_large_and_bilingual() -> None:
    assert len(EXPRESSIONS) >= 60
    assert len({text for text, _ in EXPRESSIONS}) == len(EXPRESSIONS)


def test_what_is_left_is_what_to_do() -> None:
    text = "ogni lunedì alle 9 mandami il riepilogo delle fatture nuove"
    said = find_when(text, NOW)
    assert said is not None and said.starts(text)
    assert said.rest(text) == "mandami il riepilogo delle fatture nuove"


# --- time zones -------------------------------------------------------------------------------


def test_a_time_of_day_is_on_the_users_own_clock() -> None:
    rome = find_when("domani alle 9", NOW)
    ny = find_when("domani alle 9", NOW.astimezone(NEW_YORK))
    assert rome is not None and ny is not None
    assert datetime.fromtimestamp(rome.trigger.at or 0, ROME).hour == 9
    assert datetime.fromtimestamp(ny.trigger.at or 0, NEW_YORK).hour == 9
    assert (ny.trigger.at or 0) - (rome.trigger.at or 0) == 6 * 3600  # New York is 6 hours behind


def test_a_delay_is_the_same_instant_in_every_zone() -> None:
    rome = find_when("in 10 minutes", NOW)
    ny = find_when("in 10 minutes", NOW.astimezone(NEW_YORK))
    assert rome is not None and ny is not None and rome.trigger.at == ny.trigger.at


def test_tomorrow_is_the_users_tomorrow() -> None:
    # 23:30 on Wednesday in New York is already Thursday in Rome
    late = datetime(2025, 3, 5, 23, 30, tzinfo=NEW_YORK)
    said = find_when("tomorrow at 9", late)
    assert said is not None
    assert datetime.fromtimestamp(said.trigger.at or 0, NEW_YORK).strftime("%a %d %H:%M") == "Thu 06 09:00"


# --- daylight saving --------------------------------------------------------------------------


def local_runs(trigger: Trigger, start: datetime, count: int, tz: ZoneInfo = ROME) -> list[str]:
    return [datetime.fromtimestamp(r, tz).strftime("%a %d %H:%M %Z")
            for r in trigger.next_runs(start.timestamp(), tz, count)]


def test_spring_forward_neither_skips_nor_repeats_a_daily_routine() -> None:
    # Rome, Sunday 30 March 2025: 02:00 becomes 03:00, so 02:30 does not exist that day
    said = find_when("ogni giorno alle 02:30", datetime(2025, 3, 28, 10, 0, tzinfo=ROME))
    assert said is not None
    assert local_runs(said.trigger, datetime(2025, 3, 28, 10, 0, tzinfo=ROME), 3) == [
        "Sat 29 02:30 CET", "Sun 30 03:30 CEST", "Mon 31 02:30 CEST"]


def test_fall_back_runs_a_daily_routine_once_in_the_repeated_hour() -> None:
    # Rome, Sunday 26 October 2025: 03:00 becomes 02:00 again, so 02:30 happens twice
    trigger = Trigger(kind="daily", hour=2, minute=30)
    start = datetime(2025, 10, 24, 12, 0, tzinfo=ROME)
    runs = trigger.next_runs(start.timestamp(), ROME, 3)
    days = [datetime.fromtimestamp(r, ROME).date() for r in runs]
    assert len(set(days)) == 3 and days[1].day == 26  # one run on the 26th, not two
    assert runs[1] - runs[0] == 24 * 3600 and runs[2] - runs[1] == 25 * 3600


def test_nine_in_the_morning_stays_nine_across_the_change() -> None:
    trigger = Trigger(kind="daily", hour=9, minute=0)
    runs = local_runs(trigger, datetime(2025, 3, 29, 10, 0, tzinfo=ROME), 2)
    assert runs == ["Sun 30 09:00 CEST", "Mon 31 09:00 CEST"]
    utc = trigger.next_runs(datetime(2025, 3, 28, 10, 0, tzinfo=ROME).timestamp(), ROME, 2)
    assert utc[1] - utc[0] == 23 * 3600  # the night was an hour shorter, the clock is still at 9


def test_a_delay_across_the_change_is_real_time() -> None:
    before = datetime(2025, 3, 30, 1, 30, tzinfo=ROME)  # CET, half an hour before the jump
    said = find_when("tra 2 ore", before)
    assert said is not None
    assert datetime.fromtimestamp(said.trigger.at or 0, ROME).strftime("%H:%M %Z") == "04:30 CEST"


def test_a_day_later_across_the_change_is_the_same_time_on_the_clock() -> None:
    said = find_when("tra un giorno", datetime(2025, 3, 29, 10, 0, tzinfo=ROME))
    assert said is not None
    assert datetime.fromtimestamp(said.trigger.at or 0, ROME).strftime("%a %H:%M %Z") == "Sun 10:00 CEST"


def test_the_last_day_of_the_month_is_never_skipped() -> None:
    trigger = Trigger(kind="monthly", days=(31,), hour=9)
    runs = local_runs(trigger, datetime(2025, 1, 1, tzinfo=ROME), 4)
    assert [r[:6] for r in runs] == ["Fri 31", "Fri 28", "Mon 31", "Wed 30"]


def test_missed_runs_are_counted() -> None:
    trigger = Trigger(kind="daily", hour=9)
    start = datetime(2025, 3, 1, 9, 0, tzinfo=ROME).timestamp()
    assert trigger.runs_between(start, start + 3 * 86400 + 60, ROME) == 4


def test_an_interval_runs_from_its_first_run_on() -> None:
    trigger = Trigger(kind="interval", every_seconds=3600, anchor=1000.0)
    assert trigger.next_after(0.0, ROME) == 1000.0
    assert trigger.next_after(1000.0, ROME) == 4600.0
    assert trigger.next_after(timedelta(hours=5).total_seconds(), ROME) == 1000.0 + 5 * 3600


# --- what a message asks ----------------------------------------------------------------------


def test_a_reminder_keeps_the_users_words() -> None:
    intent = recognise("ricordami tra un minuto di chiamare Anna", NOW)
    assert isinstance(intent, Remind) and intent.what == "chiamare Anna"
    assert intent.said.trigger.at == NOW.timestamp() + 60


@pytest.mark.parametrize(("text", "what"), [
    ("ricordami alle 15 di chiamare Anna", "chiamare Anna"),
    ("ricordami di chiamare Anna domani mattina", "chiamare Anna"),
    ("Ricordami lunedì prossimo che scade l'assicurazione", "scade l'assicurazione"),
    ("remind me to call Anna at 3pm", "call Anna"),
    ("remind me in 10 minutes to take the pizza out", "take the pizza out"),
    ("set a reminder for tomorrow at 9: dentist", "dentist"),
    ("ricordami ogni lunedì di portare fuori la spazzatura", "portare fuori la spazzatura"),
])
def test_reminders_are_recognised(text: str, what: str) -> None:
    intent = recognise(text, NOW)
    assert isinstance(intent, Remind), intent
    assert intent.what == what


def test_a_reminder_without_a_time_or_a_content_is_asked_about() -> None:
    assert recognise("ricordami di pagare l'affitto", NOW) == Unclear("schedule.when_missing")
    assert recognise("ricordami domani", NOW) == Unclear("schedule.what_missing")


@pytest.mark.parametrize(("text", "wanted"), [
    ("ogni lunedì alle 9 mandami il riepilogo delle fatture nuove", "mandami il riepilogo delle fatture nuove"),
    ("every weekday at 8 list the files in Reports", "list the files in Reports"),
    ("elenca i file in Acquisti ogni giorno alle 9", "elenca i file in Acquisti"),
    ("il primo del mese, cancella i file tmp nella cartella Vecchi", "cancella i file tmp nella cartella Vecchi"),
    ("tra un'ora elenca i file in Acquisti", "elenca i file in Acquisti"),
])
def test_routines_are_recognised(text: str, wanted: str) -> None:
    intent = recognise(text, NOW)
    assert isinstance(intent, Routine), intent
    assert intent.request == wanted


@pytest.mark.parametrize(("text", "expected"), [
    ("cancella il promemoria delle 15", Manage("delete", "reminder", 15)),
    ("ferma la routine delle fatture", Manage("pause", "routine", words=("fatture",))),
    ("riprendi la routine delle fatture", Manage("resume", "routine", words=("fatture",))),
    ("stop the invoices routine", Manage("pause", "routine", words=("invoices",))),
    ("delete the 3pm reminder", Manage("delete", "reminder", 15)),
    ("cancella la routine #2", Manage("delete", "routine", number=2)),
    ("cancella tutti i promemoria", Manage("delete", "reminder", every=True)),
    ("quali promemoria ho?", Manage("list", "reminder")),
    ("show my routines", Manage("list", "routine")),
])
def test_managing_is_recognised(text: str, expected: Manage) -> None:
    assert recognise(text, NOW) == expected


@pytest.mark.parametrize("text", [
    "cancella i file tmp nella cartella Vecchi",
    "leggi ogni file in Acquisti",
    "mostra i file di oggi",
    "cosa c'è nella cartella Acquisti?",
    "tra i file in Acquisti, qual è il più recente?",
    "elimina il promemoria.txt",
    "che ore sono?",
    "sposta i pdf da Download ad Archivio",
    "domani leggi il file note.txt",
    "/schedules",
])
def test_other_requests_are_left_to_the_planner(text: str) -> None:
    assert recognise(text, NOW) is None


@pytest.mark.parametrize("text", ["how many pupils come on thursdays?", "quanti allievi vengono il giovedì?",
                                  "chi viene il lunedì?", "which shifts do i have on sundays?"])
def test_a_question_about_what_happens_on_a_day_is_no_routine(text: str) -> None:
    assert recognise(text, NOW) is None


@pytest.mark.parametrize("text", ["ogni lunedì alle 9 dimmi quante fatture ho", "dimmi le fatture ogni lunedì",
                                  "every monday at 8 list the new invoices"])
def test_a_routine_said_with_its_day_is_still_a_routine(text: str) -> None:
    assert isinstance(recognise(text, NOW), Routine)
