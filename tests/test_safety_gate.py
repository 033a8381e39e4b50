"""The gate's decisions, pinned alone: who and what may reach a handler.

``addresses_bot`` and ``is_pairing_attempt`` are checked on real PTB messages; the gate itself
is called directly on updates, inside a front end running against the Bot API double, so its
notices and alerts are real requests.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from telegram import Message, Update
from telegram.ext import ApplicationHandlerStop

from bot.telegram.context import BotContext
from bot.telegram.gate import addresses_bot, is_pairing_attempt
from bot.telegram.identity import invite
from runtime.i18n import t
from tests.e2e.telegram_harness import BotHarness, running_bot

BOT_ID, BOT_NAME = 4242, "metnos_test_bot"
ANNA, STRANGER, GROUP = 1001, 6666, -500
_ids = itertools.count(10_000)


def user(user_id: int, *, is_bot: bool = False) -> dict[str, Any]:
    return {"id": user_id, "is_bot": is_bot, "first_name": "Anna" if user_id == ANNA else "X",
            "language_code": "it"}


def raw_message(text: str | None, *, sender: int = ANNA, chat_id: int | None = None,
                entities: list[dict[str, Any]] | None = None, **extra: Any) -> dict[str, Any]:
    chat_id = sender if chat_id is None else chat_id
    chat = {"id": chat_id, "type": "private" if chat_id > 0 else "group", "title": "Group"}
    data: dict[str, Any] = {"message_id": next(_ids), "date": int(time.time()), "chat": chat,
                            "from": user(sender), **extra}
    if text is not None:
        data["text"] = text
    if entities:
        data["entities"] = entities
    return data


def message(text: str | None, **kwargs: Any) -> Message:
    parsed = Message.de_json(raw_message(text, **kwargs), None)
    assert parsed is not None
    return parsed


def entity(kind: str, text: str, part: str, **extra: Any) -> dict[str, Any]:
    return {"type": kind, "offset": text.index(part), "length": len(part), **extra}


# --- addresses_bot ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind", "part", "extra", "expected"),
    [
        ("@Metnos_Test_Bot che ore sono", "mention", "@Metnos_Test_Bot", {}, True),
        ("@other_bot che ore sono", "mention", "@other_bot", {}, False),
        ("Metnos, che ore sono", "text_mention", "Metnos", {"user": user(BOT_ID, is_bot=True)}, True),
        ("Bea, che ore sono", "text_mention", "Bea", {"user": user(77)}, False),
        ("/help@metnos_test_bot", "bot_command", "/help@metnos_test_bot", {}, True),
        ("/help@other_bot", "bot_command", "/help@other_bot", {}, False),
        ("/help", "bot_command", "/help", {}, False),
        ("leggi **questo**", "bold", "questo", {}, False),
    ],
    ids=["mention", "other-mention", "text-mention", "other-text-mention", "command",
         "other-command", "bare-command", "other-entity"],
)
def test_a_group_message_addresses_the_bot_only_by_its_own_name(
    text: str, kind: str, part: str, extra: dict[str, Any], expected: bool,
) -> None:
    msg = message(text, chat_id=GROUP, entities=[entity(kind, text, part, **extra)])
    assert addresses_bot(msg, BOT_NAME, BOT_ID) is expected


def test_a_reply_addresses_the_bot_only_when_it_replies_to_the_bot() -> None:
    to_bot = raw_message("ok", sender=BOT_ID, chat_id=GROUP)
    to_bot["from"] = user(BOT_ID, is_bot=True)
    to_bea = raw_message("ok", sender=77, chat_id=GROUP)
    no_sender = {k: v for k, v in raw_message("ok", chat_id=GROUP).items() if k != "from"}
    assert addresses_bot(message("sì", chat_id=GROUP, reply_to_message=to_bot), BOT_NAME, BOT_ID)
    assert not addresses_bot(message("sì", chat_id=GROUP, reply_to_message=to_bea), BOT_NAME, BOT_ID)
    assert not addresses_bot(message("sì", chat_id=GROUP, reply_to_message=no_sender), BOT_NAME, BOT_ID)


def test_a_copied_mention_without_entities_still_counts_but_a_longer_name_does_not() -> None:
    assert addresses_bot(message("inoltrato: @metnos_test_bot ciao", chat_id=GROUP), BOT_NAME, BOT_ID)
    assert addresses_bot(message(None, chat_id=GROUP, caption="@metnos_test_bot"), BOT_NAME, BOT_ID)
    assert not addresses_bot(message("@metnos_test_botty ciao", chat_id=GROUP), BOT_NAME, BOT_ID)
    assert not addresses_bot(message("anna@metnos_test_bot", chat_id=GROUP), BOT_NAME, BOT_ID)


# --- is_pairing_attempt --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [("/start ABCDEFGHJK", True), ("/START@metnos_test_bot ABCDEFGHJK", True), ("/start", False),
     ("/help ABCDEFGHJK", False), ("start ABCDEFGHJK", False), (None, False)],
)
def test_only_start_with_a_code_is_a_pairing_attempt(text: str | None, expected: bool) -> None:
    assert is_pairing_attempt(message(text)) is expected


def test_no_message_is_no_pairing_attempt() -> None:
    assert not is_pairing_attempt(None)


# --- the gate -----------------------------------------------------------------------------------


@pytest.fixture
async def bot(home: Path) -> AsyncIterator[BotHarness]:
    async with running_bot(home, allow_groups=True) as h:
        await h.pair(ANNA, "anna")
        h.api.add_user(STRANGER, first_name="X")  # a private chat the bot can write to
        yield h


async def passes(h: BotHarness, raw: dict[str, Any]) -> bool:
    """Whether the gate lets `raw` (an update without its id) through."""
    update = Update.de_json({"update_id": next(_ids), **raw}, h.front.app.bot)
    return await passes_update(h, update)


async def passes_update(h: BotHarness, update: Update) -> bool:
    context = BotContext(h.front.app)
    try:
        await h.front.gate(update, context)
    except ApplicationHandlerStop:
        return False
    return True


def answers(h: BotHarness) -> list[tuple[str, bool]]:
    return [(str(r.params.get("text")), bool(r.params.get("show_alert")))
            for r in h.api.requests if r.method == "answerCallbackQuery"]


async def test_a_mapped_users_private_message_passes(bot: BotHarness) -> None:
    assert await passes(bot, {"message": raw_message("che ore sono")})


async def test_an_update_is_taken_in_once(bot: BotHarness) -> None:
    update = Update.de_json({"update_id": next(_ids), "message": raw_message("che ore sono")},
                            bot.front.app.bot)
    assert await passes_update(bot, update)
    assert not await passes_update(bot, update)


async def test_an_error_inside_the_gate_stops_the_update(bot: BotHarness) -> None:
    async with bot.rt.db.write() as conn:  # the store behind the gate breaks
        await conn.execute("DROP TABLE telegram_updates")
    assert not await passes(bot, {"message": raw_message("che ore sono")})


async def test_an_update_without_a_sender_or_from_a_bot_is_stopped(bot: BotHarness) -> None:
    code = await invite(bot.rt, "carla")
    channel_post = raw_message("ciao", chat_id=-900)
    del channel_post["from"]
    from_bot = raw_message(f"/start {code}", sender=5555)
    from_bot["from"] = user(5555, is_bot=True)
    assert not await passes(bot, {"channel_post": channel_post})
    assert not await passes(bot, {"message": from_bot})


async def test_a_strangers_message_is_stopped_and_answered_once(bot: BotHarness) -> None:
    assert not await passes(bot, {"message": raw_message("ciao", sender=STRANGER)})
    assert not await passes(bot, {"message": raw_message("ciao ancora", sender=STRANGER)})
    assert [m.visible for m in bot.to(STRANGER)] == [t("telegram.stranger", "it")]


async def test_a_strangers_pairing_code_passes_in_a_private_chat(bot: BotHarness) -> None:
    assert await passes(bot, {"message": raw_message("/start ABCDEFGHJK", sender=STRANGER)})


async def test_an_edit_is_stopped_and_its_author_told(bot: BotHarness) -> None:
    edited = raw_message("che ore sono?", edit_date=int(time.time()))
    assert not await passes(bot, {"edited_message": edited})
    assert bot.to(ANNA)[-1].visible == t("telegram.edited_ignored", "it")
    assert not await passes(bot, {"edited_message": raw_message("x", sender=STRANGER,
                                                                edit_date=int(time.time()))})
    assert bot.to(STRANGER) == []  # a stranger's edit is not even refused


async def test_an_edit_in_a_group_is_stopped_without_a_word(bot: BotHarness) -> None:
    before = len(bot.api.sent)
    edited = raw_message("@metnos_test_bot che ore sono?", chat_id=GROUP, edit_date=int(time.time()))
    assert not await passes(bot, {"edited_message": edited})
    assert len(bot.api.sent) == before


async def test_a_strangers_button_press_gets_an_alert_and_is_stopped(bot: BotHarness) -> None:
    prompt = raw_message("Confermi?", sender=BOT_ID, chat_id=STRANGER)
    press = {"id": "q-stranger", "from": user(STRANGER), "chat_instance": "ci", "message": prompt,
             "data": "A" * 32}
    assert not await passes(bot, {"callback_query": press})
    assert answers(bot) == [(t("telegram.button_not_allowed", "it"), True)]
    assert bot.to(STRANGER) == []  # an alert, not a message


async def test_a_mapped_users_press_in_a_group_passes(bot: BotHarness) -> None:
    prompt = raw_message("Confermi?", sender=BOT_ID, chat_id=GROUP)
    press = {"id": "q-anna", "from": user(ANNA), "chat_instance": "ci", "message": prompt,
             "data": "A" * 32}
    assert await passes(bot, {"callback_query": press})
