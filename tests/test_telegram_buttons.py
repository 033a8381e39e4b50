"""Confirmations as inline buttons: a press resumes the dialogue once, for its owner only;
every other press gets an alert and changes nothing. Also /cancel and /undo."""

from __future__ import annotations

from pathlib import Path

from tests.e2e.telegram_harness import BotHarness, running_bot
from tests.fakes.telegram_api import SentMessage

ANNA, BOB = 1001, 1002
PROMPT = "Sposto 1 file (a.txt) nel cestino — annullabile."


async def _prompt(h: BotHarness, name: str = "a.txt") -> SentMessage:
    """Anna asks to delete a file; the confirmation with its two buttons."""
    (h.workspace("anna") / name).write_text("contenuto")
    [prompt] = await h.ask(ANNA, f"elimina il file {name}")
    assert prompt.visible == PROMPT.replace("a.txt", name)
    assert [label for label, _ in prompt.buttons] == ["Sì, procedi", "No"]
    return prompt


def _data(prompt: SentMessage, label: str) -> str:
    return next(data for text, data in prompt.buttons if text == label)


async def _press(h: BotHarness, tg_id: int, prompt: SentMessage, data: str) -> str | None:
    """Press a button (any data) on `prompt` as `tg_id`; the answer's text once it arrives."""
    before = len(h.api.callback_answers)
    query_id = await h.api.user_taps(tg_id, prompt.message_id, data, chat_id=prompt.chat_id)
    await h.api.wait_for(lambda: len(h.api.callback_answers) > before)
    await h.settled()
    answer = next(a for a in h.api.callback_answers if a.callback_query_id == query_id)
    return answer.text if answer.show_alert else None


async def _receipts(h: BotHarness) -> int:
    row = await h.rt.db.fetchone("SELECT COUNT(*) AS n FROM receipts")
    return int(row["n"]) if row else 0


async def test_confirm_runs_the_effect_once_and_the_prompt_says_who_decided(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)
        data = _data(prompt, "Sì, procedi")
        assert len(data.encode()) <= 64 and "a.txt" not in data and "yes" not in data
        assert await _press(h, ANNA, prompt, data) is None  # a toast, not an alert
        [done] = (await h.api.wait_for_messages(ANNA, 3))[2:]
        assert done.visible is not None and "cestino" in done.visible
        assert not (h.workspace("anna") / "a.txt").exists()
        assert prompt.buttons == []
        assert prompt.visible == PROMPT + "\n\n✅ Confermato da Anna"
        assert await _press(h, ANNA, prompt, data) == (
            "Hai già risposto a questa richiesta. Non ho fatto altro.")
        assert await _receipts(h) == 1 and len(h.to(ANNA)) == 3


async def test_deny_leaves_the_file(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)
        await _press(h, ANNA, prompt, _data(prompt, "No"))
        [reply] = (await h.api.wait_for_messages(ANNA, 3))[2:]
        assert reply.visible == "Va bene, non l'ho fatto."
        assert prompt.visible == PROMPT + "\n\n✖️ Rifiutato da Anna" and prompt.buttons == []
        assert (h.workspace("anna") / "a.txt").exists() and await _receipts(h) == 0


async def test_another_users_press_has_no_effect(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        await h.pair(BOB, "bob")
        prompt = await _prompt(h)
        data = _data(prompt, "Sì, procedi")
        alert = await _press(h, BOB, prompt, data)
        assert alert == "Questa richiesta appartiene a qualcun altro. Non ho fatto nulla."
        assert (h.workspace("anna") / "a.txt").exists() and len(prompt.buttons) == 2
        await _press(h, ANNA, prompt, data)  # still valid for its owner
        await h.api.wait_for_messages(ANNA, 3)
        assert not (h.workspace("anna") / "a.txt").exists()


async def test_a_stranger_press_gets_an_alert(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)
        alert = await _press(h, 7777, prompt, _data(prompt, "Sì, procedi"))
        assert alert == "Questi pulsanti non sono per questo account."
        assert (h.workspace("anna") / "a.txt").exists() and await h.turns() == 1


async def test_forged_or_moved_tokens_have_no_effect(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        first = await _prompt(h, "a.txt")
        real = _data(first, "Sì, procedi")
        forged = await _press(h, ANNA, first, "yes")
        assert forged == "Questo pulsante non è valido. Non ho fatto nulla."
        assert await _press(h, ANNA, first, "A" * 43) == forged
        other = await h.ask(ANNA, "che ore sono")  # a message without buttons
        moved = await _press(h, ANNA, other[0], real)
        assert moved == forged
        assert (h.workspace("anna") / "a.txt").exists() and await _receipts(h) == 0


async def test_double_tap_runs_once(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)
        data = _data(prompt, "Sì, procedi")
        first = await h.api.user_taps(ANNA, prompt.message_id, data)
        second = await h.api.user_taps(ANNA, prompt.message_id, data)
        await h.api.wait_for(lambda: len(h.api.callback_answers) == 2)
        answers = {a.callback_query_id: a for a in h.api.callback_answers}
        assert not answers[first].show_alert
        assert answers[second].show_alert and answers[second].text == (
            "Hai già risposto a questa richiesta. Non ho fatto altro.")
        await h.api.wait_for_messages(ANNA, 3)
        assert await _receipts(h) == 1 and len(h.to(ANNA)) == 3


async def test_a_press_whose_worker_died_before_answering_can_be_made_again(home: Path) -> None:
    """A press used the buttons and its process died before the prompt was answered: pressing
    again (or the press taken over by another worker) answers it, once the dead press is past
    any live one's time; a press right after a live one is still "already answered"."""
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)
        data = _data(prompt, "Sì, procedi")
        token = await h.front.tokens.get(data)
        assert token is not None
        assert await h.front.tokens.claim(token.owner_user_id, token.dialogue_id)  # then it died
        assert await _press(h, ANNA, prompt, data) == (  # moments later: maybe still under way
            "Hai già risposto a questa richiesta. Non ho fatto altro.")
        assert (h.workspace("anna") / "a.txt").exists()
        async with h.rt.db.write() as conn:  # the dead press is older than a worker's lease
            await conn.execute("UPDATE telegram_callbacks SET used_at = used_at - 3600")
        assert await _press(h, ANNA, prompt, data) is None
        await h.api.wait_for_messages(ANNA, 3)
        assert not (h.workspace("anna") / "a.txt").exists() and await _receipts(h) == 1
        assert await _press(h, ANNA, prompt, data) == (
            "Hai già risposto a questa richiesta. Non ho fatto altro.")


async def test_press_after_expiry_is_refused(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)
        async with h.rt.db.write() as conn:  # the prompt's time has passed
            await conn.execute("UPDATE dialogues SET expires_at = created_at")
        alert = await _press(h, ANNA, prompt, _data(prompt, "Sì, procedi"))
        assert alert is not None and alert.startswith("Questa richiesta è scaduta")
        await h.api.wait_for(lambda: prompt.buttons == [])
        assert (h.workspace("anna") / "a.txt").exists() and await _receipts(h) == 0


async def test_expired_prompt_owner_is_told_and_buttons_go(home: Path) -> None:
    sections = {"dialogues": {"ttl_seconds": 1, "sweep_interval_seconds": 1}}
    async with running_bot(home, sections=sections) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)
        [notice] = (await h.api.wait_for_messages(ANNA, 3, timeout=10))[2:]
        assert notice.visible is not None and "scadut" in notice.visible
        await h.api.wait_for(lambda: prompt.buttons == [])
        assert (h.workspace("anna") / "a.txt").exists()


async def test_text_answer_and_new_request_retire_old_buttons(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        answered = await _prompt(h, "a.txt")
        await h.ask(ANNA, "sì")
        assert answered.buttons == [] and not (h.workspace("anna") / "a.txt").exists()
        superseded = await _prompt(h, "b.txt")
        stale = _data(superseded, "Sì, procedi")
        await h.ask(ANNA, "che ore sono", replies=1)
        assert superseded.buttons == []
        alert = await _press(h, ANNA, superseded, stale)
        assert alert == "Hai già risposto a questa richiesta. Non ho fatto altro." and (h.workspace("anna") / "b.txt").exists()


async def test_cancel_command_drops_the_pending_prompt(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)
        [reply] = await h.ask(ANNA, "/cancel")
        assert reply.visible == "Annullato: non ho fatto nulla."
        assert prompt.buttons == []
        [again] = await h.ask(ANNA, "/cancel")
        assert again.visible == "Non c'è nulla da annullare."
        assert (h.workspace("anna") / "a.txt").exists()


async def test_undo_command_restores_the_last_operation(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)
        await _press(h, ANNA, prompt, _data(prompt, "Sì, procedi"))
        await h.api.wait_for_messages(ANNA, 3)
        assert not (h.workspace("anna") / "a.txt").exists()
        [reply] = await h.ask(ANNA, "/undo")
        assert reply.visible is not None and "a.txt" in reply.visible
        assert (h.workspace("anna") / "a.txt").read_text() == "contenuto"


async def test_prompt_tokens_are_random_and_bound_server_side(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)
        rows = await h.rt.db.fetchall("SELECT * FROM telegram_callbacks ORDER BY choice")
        assert [(r["choice"], r["chat_id"], r["message_id"]) for r in rows] == [
            ("no", ANNA, prompt.message_id), ("yes", ANNA, prompt.message_id)]
        assert {r["token"] for r in rows} == {data for _, data in prompt.buttons}
        assert len({r["dialogue_id"] for r in rows}) == 1
