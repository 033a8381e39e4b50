"""The Telegram Bot API double, driven by the real python-telegram-bot over HTTP."""

from __future__ import annotations

import asyncio
import datetime as dtm
from collections.abc import AsyncIterator

import httpx
import pytest
from telegram import Bot, InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.constants import ParseMode
from telegram.error import (
    BadRequest,
    Conflict,
    EndPointNotFound,
    InvalidToken,
    NetworkError,
    RetryAfter,
)
from telegram.ext import (
    Application,
    ApplicationBuilder,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    filters,
)

from tests.fakes.telegram_api import FakeTelegramAPI, parse_html

TOKEN = "123:ABC"
USER = 42


@pytest.fixture
async def api() -> AsyncIterator[FakeTelegramAPI]:
    async with FakeTelegramAPI(TOKEN) as fake:
        yield fake


@pytest.fixture
async def bot(api: FakeTelegramAPI) -> AsyncIterator[Bot]:
    async with Bot(TOKEN, base_url=f"{api.url}/bot", base_file_url=f"{api.url}/file/bot") as b:
        yield b


def build_app(api: FakeTelegramAPI) -> Application:  # type: ignore[type-arg]
    return (
        ApplicationBuilder()
        .token(TOKEN)
        .base_url(f"{api.url}/bot")
        .base_file_url(f"{api.url}/file/bot")
        .build()
    )


async def run_polling(app: Application) -> None:  # type: ignore[type-arg]
    await app.initialize()
    await app.start()
    assert app.updater is not None
    await app.updater.start_polling(poll_interval=0.0, timeout=dtm.timedelta(seconds=2))


async def stop_polling(app: Application) -> None:  # type: ignore[type-arg]
    assert app.updater is not None
    await app.updater.stop()
    await app.stop()
    await app.shutdown()


# --------------------------------------------------------------------- basics


async def test_get_me(bot: Bot, api: FakeTelegramAPI) -> None:
    me = await bot.get_me()
    assert me.id == 123 and me.is_bot and me.username == "metnos_test_bot"
    assert [r.method for r in api.requests] == ["getMe", "getMe"]  # initialize() + get_me()


async def test_wrong_token_is_unauthorized(api: FakeTelegramAPI) -> None:
    with pytest.raises(InvalidToken):
        async with Bot("999:WRONG", base_url=f"{api.url}/bot"):
            pass
    assert api.requests[-1].status == 401


async def test_unknown_method_is_404(bot: Bot, api: FakeTelegramAPI) -> None:
    with pytest.raises(EndPointNotFound):
        await bot.do_api_request("noSuchMethod")
    assert api.requests[-1].method == "noSuchMethod" and api.requests[-1].status == 404
    async with httpx.AsyncClient() as client:
        resp = await client.post(f"{api.url}/bot{TOKEN}/noSuchMethod")
    assert resp.status_code == 404
    assert resp.json() == {"ok": False, "error_code": 404, "description": "Not Found"}


async def test_json_body_and_get_query_are_accepted(api: FakeTelegramAPI) -> None:
    await api.user_sends(USER, "ciao")
    async with httpx.AsyncClient() as client:
        sent = await client.post(
            f"{api.url}/bot{TOKEN}/sendMessage", json={"chat_id": USER, "text": "a &amp; b"}
        )
        commands = await client.get(f"{api.url}/bot{TOKEN}/getMyCommands?language_code=en")
    assert sent.json()["result"]["text"] == "a &amp; b"  # no parse_mode: literal
    assert commands.json() == {"ok": True, "result": []}


# --------------------------------------------------------------------- strictness


async def test_callback_data_over_64_bytes_rejected(bot: Bot, api: FakeTelegramAPI) -> None:
    await api.user_sends(USER, "ciao")
    ok = InlineKeyboardMarkup([[InlineKeyboardButton("Sì", callback_data="x" * 64)]])
    too_long = InlineKeyboardMarkup([[InlineKeyboardButton("Sì", callback_data="x" * 65)]])
    multibyte = InlineKeyboardMarkup([[InlineKeyboardButton("Sì", callback_data="è" * 33)]])
    await bot.send_message(USER, "Confermi?", reply_markup=ok)
    for markup in (too_long, multibyte):
        with pytest.raises(BadRequest, match="(?i)BUTTON_DATA_INVALID"):
            await bot.send_message(USER, "Confermi?", reply_markup=markup)
    assert len(api.sent) == 1 and api.sent[0].buttons == [("Sì", "x" * 64)]


async def test_text_limit_is_4096_after_parsing(bot: Bot, api: FakeTelegramAPI) -> None:
    await api.user_sends(USER, "ciao")
    with pytest.raises(BadRequest, match="(?i)message is too long"):
        await bot.send_message(USER, "a" * 4097)
    with pytest.raises(BadRequest, match="(?i)message is too long"):
        await bot.send_message(USER, "😀" * 2049)  # 4098 UTF-16 code units
    # Tags and entities do not count: 4096 visible characters pass.
    await bot.send_message(USER, "<b>" + "&amp;" * 4096 + "</b>", parse_mode=ParseMode.HTML)
    assert len(api.sent) == 1 and api.sent[0].visible == "&" * 4096
    with pytest.raises(BadRequest, match="(?i)text is empty"):
        await bot.send_message(USER, "<b> </b>", parse_mode=ParseMode.HTML)


MALFORMED = [
    "<b>open",
    "a < b",
    "<b>x</i>",
    "<div>x</div>",
    "x</b>",
    "<a href='x'",
    "<span>s</span>",
]


@pytest.mark.parametrize("bad", MALFORMED)
async def test_malformed_html_rejected(bot: Bot, api: FakeTelegramAPI, bad: str) -> None:
    await api.user_sends(USER, "ciao")
    with pytest.raises(BadRequest, match="(?i)can't parse entities"):
        await bot.send_message(USER, bad, parse_mode=ParseMode.HTML)
    assert api.sent == []


def test_html_parser_entities() -> None:
    text, entities = parse_html('<b>Ciao</b> <a href="https://x.y/?a=1&amp;b=2">😀 link</a> &lt;3')
    assert text == "Ciao 😀 link <3"
    assert entities == [
        {"type": "bold", "offset": 0, "length": 4},
        {"type": "text_link", "offset": 5, "length": 7, "url": "https://x.y/?a=1&b=2"},
    ]
    assert parse_html("a &foo; b")[0] == "a &foo; b"  # unknown entities stay literal


async def test_unknown_chat_and_edits(bot: Bot, api: FakeTelegramAPI) -> None:
    with pytest.raises(BadRequest, match="(?i)chat not found"):
        await bot.send_message(7, "hello")
    await api.user_sends(USER, "ciao")
    keyboard = InlineKeyboardMarkup([[InlineKeyboardButton("OK", callback_data="t1")]])
    msg = await bot.send_message(USER, "Lavoro…", reply_markup=keyboard)
    await bot.edit_message_text("<b>Fatto</b>", USER, msg.message_id, parse_mode="HTML")
    with pytest.raises(BadRequest, match="(?i)not modified"):
        await bot.edit_message_text("<b>Fatto</b>", USER, msg.message_id, parse_mode="HTML")
    record = api.sent[0]
    assert record.visible == "Fatto" and record.reply_markup is None  # keyboard removed
    assert [h.visible for h in record.history] == ["Lavoro…"]
    assert record.history[0].reply_markup is not None
    await bot.delete_message(USER, msg.message_id)
    assert record.deleted
    with pytest.raises(BadRequest, match="(?i)message to edit not found"):
        await bot.edit_message_reply_markup(USER, msg.message_id, reply_markup=keyboard)


# --------------------------------------------------------------------- faults


async def test_429_surfaces_as_retry_after(
    bot: Bot, api: FakeTelegramAPI, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PTB_TIMEDELTA", "1")  # else reading retry_after warns (deprecation)
    await api.user_sends(USER, "ciao")
    api.fail_next("sendMessage", retry_after=7)
    with pytest.raises(RetryAfter) as info:
        await bot.send_message(USER, "primo")
    assert info.value.retry_after == dtm.timedelta(seconds=7)
    assert api.sent == []  # a rejected message is not recorded
    await bot.send_message(USER, "secondo")
    assert [m.text for m in api.sent] == ["secondo"]
    assert [r.status for r in api.requests if r.method == "sendMessage"] == [429, 200]


async def test_outage_and_5xx(bot: Bot, api: FakeTelegramAPI) -> None:
    await api.user_sends(USER, "ciao")
    api.set_outage(True)
    with pytest.raises(NetworkError, match="(?i)Bad Gateway"):
        await bot.send_message(USER, "x")
    api.set_outage(False)
    api.fail_next("*", error_code=500)
    with pytest.raises(NetworkError, match="(?i)Internal Server Error"):
        await bot.send_chat_action(USER, "typing")
    await bot.send_chat_action(USER, "typing")
    assert [(a.chat_id, a.action) for a in api.chat_actions] == [(USER, "typing")]
    assert api.sent == []


# --------------------------------------------------------------------- documents


async def test_send_document_records_name_and_bytes(bot: Bot, api: FakeTelegramAPI) -> None:
    await api.user_sends(USER, "ciao")
    payload = bytes(range(256)) * 10
    msg = await bot.send_document(
        USER, payload, filename='riepilogo "Q1".xlsx', caption="<i>Ecco</i>", parse_mode="HTML"
    )
    assert msg.document is not None and msg.document.file_name == 'riepilogo "Q1".xlsx'
    record = api.sent[-1]
    assert record.method == "sendDocument" and record.document_name == 'riepilogo "Q1".xlsx'
    assert record.document_bytes == payload and record.visible == "Ecco"
    assert api.requests[-1].files == {"document": 'riepilogo "Q1".xlsx'}


async def test_user_upload_download_round_trip(bot: Bot, api: FakeTelegramAPI) -> None:
    data = "preventivo € 1.200\n".encode() * 100
    message = await api.user_uploads(USER, "preventivo.txt", data, caption="eccolo")
    tg_file = await bot.get_file(message["document"]["file_id"])
    assert tg_file.file_size == len(data)
    assert bytes(await tg_file.download_as_bytearray()) == data
    with pytest.raises(BadRequest, match="(?i)invalid file_id"):
        await bot.get_file("nope")


# --------------------------------------------------------------------- updates


async def test_get_updates_offset_semantics(bot: Bot, api: FakeTelegramAPI) -> None:
    first = await api.user_sends(USER, "uno")
    await api.user_sends(USER, "due")
    updates = await bot.get_updates(timeout=0)
    assert [u.message.text for u in updates if u.message] == ["uno", "due"]
    again = await bot.get_updates(timeout=0)  # not confirmed yet: delivered again
    assert [u.update_id for u in again] == [u.update_id for u in updates]
    assert [u.update_id for u in await bot.get_updates(offset=updates[0].update_id + 1)] == [
        updates[1].update_id
    ]
    assert await bot.get_updates(offset=updates[1].update_id + 1, timeout=0) == ()
    assert await bot.get_updates(timeout=0) == ()  # confirmed updates are gone for good
    assert first["message_id"] == updates[0].message.message_id  # type: ignore[union-attr]
    # A repeated update_id can be injected on purpose and is delivered once.
    api.inject_update({"update_id": updates[0].update_id, "message": first})
    assert [u.update_id for u in await bot.get_updates(timeout=0)] == [updates[0].update_id]
    assert await bot.get_updates(offset=updates[1].update_id + 1, timeout=0) == ()


async def test_long_poll_wakes_on_new_update(bot: Bot, api: FakeTelegramAPI) -> None:
    loop = asyncio.get_running_loop()
    started = loop.time()
    poll = asyncio.create_task(bot.get_updates(timeout=10, limit=1, allowed_updates=["message"]))
    await api.wait_for(lambda: any(r.method == "getUpdates" for r in api.requests))
    await api.user_sends(USER, "sveglia")
    updates = await poll
    assert len(updates) == 1 and updates[0].message is not None
    assert loop.time() - started < 5
    assert await bot.get_updates(timeout=0.2, offset=updates[0].update_id + 1) == ()


async def test_application_round_trip(api: FakeTelegramAPI) -> None:
    app = build_app(api)

    async def echo(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        assert update.effective_message is not None
        await update.effective_message.reply_text(f"<b>eco:</b> {update.effective_message.text}",
                                                  parse_mode=ParseMode.HTML)  # fmt: skip

    async def start(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        assert update.effective_chat is not None
        keyboard = InlineKeyboardMarkup([[InlineKeyboardButton("Sì", callback_data="tok-1")]])
        await context.bot.send_message(update.effective_chat.id, "Confermi?", reply_markup=keyboard)

    async def tapped(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        assert query is not None and query.message is not None
        await query.answer("Fatto", show_alert=True)
        await query.edit_message_text(f"Scelta: {query.data}")

    app.add_handler(CommandHandler("start", start))
    app.add_handler(CallbackQueryHandler(tapped))
    app.add_handler(MessageHandler(filters.TEXT & ~filters.COMMAND, echo))
    await run_polling(app)
    try:
        await app.bot.set_my_commands([("start", "Inizia")], language_code="it")
        await api.user_sends(USER, "ciao & co")
        [reply] = await api.wait_for_messages(USER, 1)
        assert reply.visible == "eco: ciao & co" and reply.parse_mode == "HTML"
        await api.user_sends(USER, "/start")
        prompt = (await api.wait_for_messages(USER, 2))[1]
        query_id = await api.user_taps(USER, prompt.message_id, prompt.buttons[0][1])
        await api.wait_for(lambda: prompt.history)
        assert prompt.visible == "Scelta: tok-1" and prompt.reply_markup is None
        [answer] = api.callback_answers
        assert (answer.callback_query_id, answer.text) == (query_id, "Fatto") and answer.show_alert
        assert api.commands[("default", "it")] == [{"command": "start", "description": "Inizia"}]
    finally:
        await stop_polling(app)
    assert all(TOKEN not in str(r.params) for r in api.requests)


async def test_threaded_double_serves_a_bot() -> None:
    with FakeTelegramAPI.start_in_thread(TOKEN) as handle:
        assert handle.url.startswith("http://127.0.0.1:")
        handle.run(handle.api.user_sends(USER, "ciao"))
        async with Bot(TOKEN, base_url=f"{handle.url}/bot") as b:
            await b.send_message(USER, "ciao a te")
        sent = await handle.arun(handle.api.wait_for_messages(USER, 1))
        assert sent[0].text == "ciao a te"


async def test_second_poller_terminates_the_first(api: FakeTelegramAPI, bot: Bot) -> None:
    async with Bot(TOKEN, base_url=f"{api.url}/bot") as other:
        first = asyncio.create_task(other.get_updates(timeout=5))
        await api.wait_for(lambda: [r.method for r in api.requests].count("getUpdates") == 1)
        assert await bot.get_updates(timeout=0) == ()
        with pytest.raises(Conflict):
            await first
    await api.user_edits(await api.user_sends(USER, "ciao"), "ciao!")
    updates = await bot.get_updates(timeout=0)
    assert [u.message.text for u in updates if u.message] == ["ciao"]
    assert [u.edited_message.text for u in updates if u.edited_message] == ["ciao!"]
