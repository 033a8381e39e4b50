"""Reminders and routines through the Telegram double: made in the chat, kept across a restart
of the bot, delivered in the chat, listed by /schedules with buttons, and a routine that would
touch what it was not approved for asks with buttons instead."""

from __future__ import annotations

import time
from pathlib import Path

from tests.e2e.telegram_harness import TOKEN, BotHarness, eventually, running_bot
from tests.fakes.telegram_api import FakeTelegramAPI, SentMessage

ANNA, BRUNO = 1001, 1002


def _data(message: SentMessage, label: str) -> str:
    return next(data for text, data in message.buttons if text == label)


async def _tap(h: BotHarness, tg_id: int, message: SentMessage, label: str, replies: int = 1) -> list[SentMessage]:
    before = len(h.to(tg_id))
    await h.api.user_taps(tg_id, message.message_id, _data(message, label))
    sent = await h.api.wait_for_messages(tg_id, before + replies)
    await h.settled()
    return sent[before:]


async def _arrives(h: BotHarness, tg_id: int, text: str, now: float) -> SentMessage:
    """Tick the scheduler at `now` until a message containing `text` reaches the chat."""

    async def arrived() -> bool:
        await h.rt.schedules.run_due(now)
        return any(text in (m.visible or "") for m in h.to(tg_id))

    await eventually(arrived, timeout=10.0)
    return next(m for m in h.to(tg_id) if text in (m.visible or ""))


async def test_a_reminder_asked_in_the_chat_arrives_after_a_restart(home: Path) -> None:
    api = await FakeTelegramAPI.start(token=TOKEN)
    try:
        async with running_bot(home, api=api) as h:
            await h.pair(ANNA, "anna")
            [said] = await h.ask(ANNA, "ricordami tra un minuto di chiamare Anna")
            assert said.visible is not None and said.visible.startswith("Va bene, te lo ricorderò oggi alle")
            assert said.visible.endswith(": chiamare Anna")
            asked_at = time.time()
        async with running_bot(home, api=api) as h:  # the bot was restarted in between
            notice = await _arrives(h, ANNA, "Promemoria", asked_at + 61)
            assert notice.visible == "⏰ Promemoria: chiamare Anna" and notice.chat_id == ANNA
            await h.rt.schedules.run_due(asked_at + 3600)
            assert [m.visible for m in h.to(ANNA)].count("⏰ Promemoria: chiamare Anna") == 1
    finally:
        await api.stop()


async def test_a_routine_made_in_the_chat_is_listed_and_delivers_its_result(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        (h.workspace("anna") / "Acquisti").mkdir()
        (h.workspace("anna") / "Acquisti" / "preventivo_idraulico.txt").write_text("Totale: 120 €")
        [prompt] = await h.ask(ANNA, "ogni lunedì alle 9 elenca i file nella cartella Acquisti")
        assert [label for label, _ in prompt.buttons] == ["Sì, creala", "No"]
        assert prompt.visible is not None and "Prossime esecuzioni: lunedì" in prompt.visible
        [created] = await _tap(h, ANNA, prompt, "Sì, creala")
        assert created.visible is not None and created.visible.startswith("Fatto: la routine n. 1")
        [listing] = await h.ask(ANNA, "/schedules")
        assert listing.visible is not None
        assert "n. 1 🔁 ogni lunedì alle 9:00 — «elenca i file nella cartella Acquisti» — prossima: lunedì" \
            in listing.visible
        assert [label for label, _ in listing.buttons] == ["⏸ Pausa n. 1", "🗑 Cancella n. 1"]
        [row] = await h.rt.schedules.list(user="anna")
        assert row.next_run_at is not None
        result = await _arrives(h, ANNA, "Routine n. 1", row.next_run_at)
        assert result.visible is not None and "preventivo_idraulico.txt" in result.visible
        [paused] = await _tap(h, ANNA, listing, "⏸ Pausa n. 1")
        assert paused.visible is not None and paused.visible.startswith("La routine n. 1 è in pausa")


async def test_a_routine_that_would_delete_files_not_approved_asks_with_buttons(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        await h.pair(BRUNO, "bruno")
        old = h.workspace("anna") / "Vecchi"
        old.mkdir()
        (old / "a.tmp").write_text("x")
        [prompt] = await h.ask(ANNA, "ogni giorno alle 8 cancella i file tmp nella cartella Vecchi")
        assert prompt.visible is not None and "Sposto 1 file (a.tmp) nel cestino" in prompt.visible
        await _tap(h, ANNA, prompt, "Sì, creala")
        (old / "arrivato.tmp").write_text("y")
        [row] = await h.rt.schedules.list(user="anna")
        assert row.next_run_at is not None
        asks = await _arrives(h, ANNA, "non avevi approvato", row.next_run_at)
        assert [label for label, _ in asks.buttons] == ["Sì, procedi", "No"]
        assert (old / "a.tmp").exists() and (old / "arrivato.tmp").exists()
        assert h.to(BRUNO)[-1].visible != asks.visible  # Bruno is told nothing
        await _tap(h, ANNA, asks, "Sì, procedi")
        assert not (old / "a.tmp").exists() and not (old / "arrivato.tmp").exists()
        [listing] = await h.ask(BRUNO, "/schedules")
        assert listing.visible is not None and listing.visible.startswith("Non hai promemoria")
