"""Through Telegram: a name that fits several files becomes a question with buttons, and a
tap on one of them runs the request on exactly that file."""

from __future__ import annotations

from pathlib import Path

from tests.e2e.telegram_harness import running_bot

ANNA = 1001


async def test_a_misspelt_file_name_is_asked_about_with_buttons_and_the_tap_reads_that_file(
        home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        (h.workspace("anna") / "nota.txt").write_text("comprare il pane")
        [question] = await h.ask(ANNA, "leggi nota.tx")
        assert question.visible is not None and "nota.tx" in question.visible
        assert [label for label, _ in question.buttons] == ["~/nota.txt"]
        data = question.buttons[0][1]
        assert len(data.encode()) <= 64 and "nota" not in data  # an opaque token
        before = len(h.to(ANNA))
        await h.api.user_taps(ANNA, question.message_id, data, chat_id=question.chat_id)
        await h.api.wait_for(lambda: len(h.to(ANNA)) > before)
        await h.settled()
        answer = h.to(ANNA)[-1]
        assert answer.visible is not None and "comprare il pane" in answer.visible
        assert question.buttons == []  # the choice is made: the buttons are gone


async def test_a_folder_that_does_not_exist_is_said_so_and_nothing_is_listed_elsewhere(
        home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        (h.workspace("anna") / "Acquisti").mkdir()
        (h.workspace("anna") / "segreto.txt").write_text("x")
        [reply] = await h.ask(ANNA, "cosa c'è nella cartella Viaggi?")
        assert reply.visible is not None and "Viaggi" in reply.visible
        assert "segreto.txt" not in reply.visible and reply.buttons == []
