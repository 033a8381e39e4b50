"""The pure pieces of the Telegram front end, and the retrying transport on its own."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import httpx
from telegram.error import NetworkError

from bot.telegram.conversation import MAX_NAME_CHARS, safe_file_name, save_new_file
from bot.telegram.delivery import BUTTON_CHATS_SECONDS, ButtonChats
from bot.telegram.identity import StrangerNotices, code_hash, normalize_code
from bot.telegram.limits import RetryingRequest, _certainly_unsent
from tests.e2e.telegram_harness import TOKEN
from tests.fakes.telegram_api import FakeTelegramAPI


def test_file_names_cannot_escape_or_hide() -> None:
    assert safe_file_name("../../etc/passwd", "x") == "passwd"
    assert safe_file_name("C:\\Users\\anna\\preventivo.pdf", "x") == "preventivo.pdf"
    assert safe_file_name("..", "fallback") == "fallback"
    assert safe_file_name(".env", "x") == "env"
    assert safe_file_name("fattura\x00\n<1>.pdf", "x") == "fattura_1_.pdf"
    assert safe_file_name("caffè e più.txt", "x") == "caffè e più.txt"
    long = safe_file_name("a" * 300 + ".xlsx", "x")
    assert len(long) == MAX_NAME_CHARS and long.endswith(".xlsx")
    assert safe_file_name(None, "document_7") == "document_7"


def test_saving_never_overwrites(tmp_path: Path) -> None:
    first = save_new_file(tmp_path / "Inbox", "nota.txt", b"1")
    second = save_new_file(tmp_path / "Inbox", "nota.txt", b"2")
    third = save_new_file(tmp_path / "Inbox", "README", b"3")
    fourth = save_new_file(tmp_path / "Inbox", "README", b"4")
    assert [p.name for p in (first, second, third, fourth)] == [
        "nota.txt", "nota_2.txt", "README", "README_2"]
    assert first.read_bytes() == b"1" and second.read_bytes() == b"2"


def test_codes_are_read_forgivingly_but_stored_hashed() -> None:
    assert normalize_code(" abcd-efgh jk ") == "ABCDEFGHJK"
    assert code_hash("abcd-efghjk") == code_hash("ABCDEFGHJK")
    assert "ABCDEFGHJK" not in code_hash("ABCDEFGHJK")


def test_a_stranger_is_told_once_per_interval() -> None:
    notices = StrangerNotices(interval=600)
    assert notices.due(1, now=0.0)
    assert not notices.due(1, now=599.0)
    assert notices.due(2, now=599.0)
    assert notices.due(1, now=600.0)


def test_only_connection_failures_count_as_certainly_unsent() -> None:
    refused = NetworkError("httpx.ConnectError")
    refused.__cause__ = httpx.ConnectError("refused")
    broken = NetworkError("httpx.RemoteProtocolError")
    broken.__cause__ = httpx.RemoteProtocolError("server disconnected")
    assert _certainly_unsent(refused) and not _certainly_unsent(broken)


async def test_retrying_request_waits_for_the_api_to_come_back() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    request = RetryingRequest(first_delay=0.05, max_delay=0.2)
    await request.initialize()

    async def comes_back() -> FakeTelegramAPI:
        await asyncio.sleep(0.3)  # nothing listens on the port until then
        return await FakeTelegramAPI.start(token=TOKEN, port=port)

    starter = asyncio.create_task(comes_back())
    try:
        code, payload = await request.do_request(
            f"http://127.0.0.1:{port}/bot{TOKEN}/sendMessage", "POST")
        api = await starter
    finally:
        await request.shutdown()
    await api.stop()
    assert code == 400 and b"chat_id is empty" in payload  # reached the API: an answer
    assert [r.method for r in api.requests] == ["sendMessage"]


def test_a_chat_known_without_buttons_is_looked_up_again_once_buttons_may_exist() -> None:
    now = [0.0]
    chats = ButtonChats(clock=lambda: now[0])
    assert not chats.known_clear("u1", 7)  # never looked up: it may hold some
    chats.none_live("u1", 7, chats.mark())
    assert chats.known_clear("u1", 7) and not chats.known_clear("u1", 8)
    chats.issued("u1", 7)
    assert not chats.known_clear("u1", 7)
    mark = chats.mark()  # a lookup starts…
    chats.issued("u2", 9)  # …buttons are issued meanwhile (the lookup may have missed them)
    chats.none_live("u1", 7, mark)
    assert not chats.known_clear("u1", 7)
    chats.none_live("u1", 7, chats.mark())
    now[0] += BUTTON_CHATS_SECONDS  # another process sharing the database may have issued some
    assert not chats.known_clear("u1", 7)
