"""Telegram checks pinned alone, through the Bot API double: button tokens and the gate."""

from __future__ import annotations

import time
from pathlib import Path

from bot.telegram.identity import invite
from tests.e2e.telegram_harness import BotHarness, running_bot
from tests.fakes.telegram_api import SentMessage

ANNA, STRANGER = 1001, 6666
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
