"""Telegram checks pinned alone, through the Bot API double: button tokens and the gate."""

from __future__ import annotations

import time
from pathlib import Path

from telegram import Update

from bot.telegram.context import BotContext
from bot.telegram.identity import invite
from tests.e2e.telegram_harness import BotHarness, running_bot
from tests.fakes.telegram_api import SentMessage

ANNA, BOB, STRANGER = 1001, 1002, 6666
GROUP = -500


async def _prompt(h: BotHarness) -> SentMessage:
    """Anna asks, in her private chat, to delete a file; the confirmation with its buttons."""
    (h.workspace("anna") / "a.txt").write_text("contenuto")
    [prompt] = await h.ask(ANNA, "elimina il file a.txt")
    assert len(prompt.buttons) == 2
    return prompt


def _yes(prompt: SentMessage) -> str:
    return next(data for label, data in prompt.buttons if label == "Sì, procedi")


async def _answers(h: BotHarness, before: int) -> list[str]:
    """The texts of answerCallbackQuery calls made after request number `before`."""
    await h.api.wait_for(lambda: any(r.method == "answerCallbackQuery" for r in h.api.requests[before:]))
    await h.settled()
    return [str(r.params.get("text")) for r in h.api.requests[before:] if r.method == "answerCallbackQuery"]


async def test_a_valid_token_pressed_in_another_chat_with_the_same_message_id_is_refused(
    home: Path,
) -> None:
    async with running_bot(home, allow_groups=True) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)
        # Message ids count per chat: the group may well hold a message with the prompt's id.
        group_message = {"message_id": prompt.message_id, "date": int(time.time()),
                         "chat": {"id": GROUP, "type": "group", "title": "Group"},
                         "from": h.api.bot_user, "text": prompt.visible}
        before = len(h.api.requests)
        h.api.inject_update({"callback_query": {
            "id": "forged-1", "from": h.api.users[ANNA], "chat_instance": f"ci{GROUP}",
            "message": group_message, "data": _yes(prompt)}})
        assert await _answers(h, before) == ["Questo pulsante non è valido. Non ho fatto nulla."]
        assert (h.workspace("anna") / "a.txt").exists() and len(prompt.buttons) == 2
        before = len(h.api.requests)  # the real button still works in its own chat
        await h.api.user_taps(ANNA, prompt.message_id, _yes(prompt))
        await h.api.wait_for_messages(ANNA, 3)
        assert not (h.workspace("anna") / "a.txt").exists()


async def test_with_groups_allowed_a_strangers_start_code_in_a_group_is_stopped(home: Path) -> None:
    async with running_bot(home, allow_groups=True) as h:
        await h.pair(ANNA, "anna")
        code = await invite(h.rt, "carla")
        await h.api.user_sends(STRANGER, f"/start@metnos_test_bot {code}", chat_id=GROUP,
                               chat_type="group")
        [check] = await h.ask(ANNA, "/whoami")  # every update above has been handled
        assert check.visible is not None
        assert await h.rt.users.by_identity("telegram", str(STRANGER)) is None
        assert h.to(GROUP) == [] and h.to(STRANGER) == []
        row = await h.rt.db.fetchone(
            "SELECT used_at FROM pairing_codes JOIN users ON users.id = pairing_codes.user_id"
            " WHERE users.name = 'carla'")
        assert row is not None and row["used_at"] is None


async def test_a_valid_token_pressed_on_another_message_of_the_same_chat_is_refused(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        [welcome] = h.to(ANNA)  # a message of the bot without buttons
        prompt = await _prompt(h)
        before = len(h.api.requests)
        await h.api.user_taps(ANNA, welcome.message_id, _yes(prompt))
        assert await _answers(h, before) == ["Questo pulsante non è valido. Non ho fatto nulla."]
        assert (h.workspace("anna") / "a.txt").exists() and len(prompt.buttons) == 2
        await h.api.user_taps(ANNA, prompt.message_id, _yes(prompt))
        await h.api.wait_for_messages(ANNA, 3)
        assert not (h.workspace("anna") / "a.txt").exists()


async def test_another_users_press_is_answered_once_and_used_up_nothing(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        await h.pair(BOB, "bob")
        prompt = await _prompt(h)
        before = len(h.api.requests)
        await h.api.user_taps(BOB, prompt.message_id, _yes(prompt), chat_id=ANNA)
        assert await _answers(h, before) == [
            "Questa richiesta appartiene a qualcun altro. Non ho fatto nulla."]
        rows = await h.rt.db.fetchall("SELECT used_at FROM telegram_callbacks")
        assert [r["used_at"] for r in rows] == [None, None]


async def test_a_refused_press_says_why_on_the_prompt_and_nothing_more(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)
        async with h.rt.db.write() as conn:  # the prompt's time has passed
            await conn.execute("UPDATE dialogues SET expires_at = created_at")
        before = len(h.api.requests)
        await h.api.user_taps(ANNA, prompt.message_id, _yes(prompt))
        [alert] = await _answers(h, before)
        assert alert.startswith("Questa richiesta è scaduta")
        await h.api.wait_for(lambda: prompt.buttons == [])
        assert prompt.visible is not None and prompt.visible.endswith(alert)
        assert len(h.to(ANNA)) == 2 and (h.workspace("anna") / "a.txt").exists()


async def test_buttons_of_a_prompt_whose_dialogue_is_gone_are_retired(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)
        async with h.rt.db.write() as conn:
            await conn.execute("DELETE FROM dialogues")
        assert await h.front.buttons.retire_expired(now=time.time() + 86_400) == 1
        await h.api.wait_for(lambda: prompt.buttons == [])


async def test_a_press_without_its_message_or_presser_does_nothing(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)
        inline = {"id": "q-inline", "from": h.api.users[ANNA], "chat_instance": "ci",
                  "inline_message_id": "im-1", "data": _yes(prompt)}
        press = Update.de_json({"update_id": 90_001, "callback_query": inline}, h.front.app.bot)
        context = BotContext(h.front.app)
        context.metnos_user = await h.rt.users.by_name("anna")
        await h.front.buttons.on_press(press, context)
        stranger = BotContext(h.front.app)  # the gate found no user
        real = {**inline, "id": "q-real", "message": {"message_id": prompt.message_id, "date": 0,
                                                       "chat": {"id": ANNA, "type": "private"}}}
        del real["inline_message_id"]
        await h.front.buttons.on_press(
            Update.de_json({"update_id": 90_002, "callback_query": real}, h.front.app.bot), stranger)
        assert not [r for r in h.api.requests if r.method == "answerCallbackQuery"]
        assert (h.workspace("anna") / "a.txt").exists() and len(prompt.buttons) == 2


async def test_buttons_of_an_expired_prompt_go_even_before_the_sweep(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)  # still "pending": no sweep has run
        assert await h.front.buttons.retire_expired(now=time.time() + 86_400) == 1
        await h.api.wait_for(lambda: prompt.buttons == [])


async def test_a_press_on_an_answered_prompt_changes_nothing_on_it(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        prompt = await _prompt(h)
        yes = _yes(prompt)
        await h.api.user_taps(ANNA, prompt.message_id, yes)
        await h.api.wait_for_messages(ANNA, 3)
        await h.settled()
        decided, edits = prompt.visible, len(prompt.history)
        before = len(h.api.requests)
        await h.api.user_taps(ANNA, prompt.message_id, yes)  # the stale button, again
        assert await _answers(h, before) == ["Hai già risposto a questa richiesta. Non ho fatto altro."]
        assert prompt.visible == decided and len(prompt.history) == edits and len(h.to(ANNA)) == 3
