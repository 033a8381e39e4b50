"""A Telegram Bot API double: a real HTTP/1.1 server on 127.0.0.1 for tests.

The real python-telegram-bot ``Bot``/``Application`` talks to it over HTTP::

    api = await FakeTelegramAPI.start(token="123:ABC")
    bot = Bot("123:ABC", base_url=f"{api.url}/bot", base_file_url=f"{api.url}/file/bot")
    ...
    await api.stop()

It is as strict as Telegram where our bot can go wrong (4096 UTF-16 units after entity
parsing, malformed HTML, ``callback_data`` of 1..64 bytes, unknown chats, answered queries),
offers the user side (``user_sends``, ``user_taps``, ``user_uploads`` ...), records what the bot
did (``sent``, ``requests``, ``callback_answers``, ``chat_actions``, ``commands``) and can inject
faults (``fail_next``, ``set_outage``). Only ``parse_mode`` HTML (or none) is accepted.
Times recorded are ``time.monotonic()`` values.

Webhooks as Telegram delivers them: once ``setWebhook`` names a URL, queued updates are POSTed
to it (with ``X-Telegram-Bot-Api-Secret-Token``), up to ``max_connections`` at once across
chats and one at a time per chat — a chat's next update only after the previous one was
answered with a 2xx, as Telegram's webhook queues do; a failed delivery (any other status, no
answer) is sent again after a short back-off. ``webhook_log`` records every attempt.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import itertools
import json
import re
import threading
import time
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any, TypeVar
from urllib.parse import parse_qsl, unquote, urlsplit

JSON = dict[str, Any]
T = TypeVar("T")

MAX_TEXT = 4096
MAX_CAPTION = 1024
MAX_CALLBACK_ANSWER = 200
MAX_UPLOAD = 50 * 1024 * 1024
NOT_MODIFIED = (
    "Bad Request: message is not modified: specified new message content and reply markup "
    "are exactly the same as a current content and reply markup of the message"
)
CHAT_ACTIONS = frozenset({
    "typing", "upload_photo", "record_video", "upload_video", "record_voice", "upload_voice",
    "upload_document", "choose_sticker", "find_location", "record_video_note", "upload_video_note",
})  # fmt: skip
DEFAULT_EXCLUDED_UPDATES = frozenset({"chat_member", "message_reaction", "message_reaction_count"})
_TAGS = {
    "b": "bold", "strong": "bold", "i": "italic", "em": "italic", "u": "underline",
    "ins": "underline", "s": "strikethrough", "strike": "strikethrough", "del": "strikethrough",
    "a": "text_link", "code": "code", "pre": "pre", "tg-spoiler": "spoiler", "span": "spoiler",
    "blockquote": "blockquote", "tg-emoji": "custom_emoji",
}  # fmt: skip
_ENTITY = re.compile(r"&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|lt|gt|amp|quot);")
_TAG_NAME = re.compile(r"<([a-zA-Z0-9-]*)")
_ATTR = re.compile(r"""([a-zA-Z_-]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?""")
_COMMAND = re.compile(r"/[A-Za-z0-9_]{1,32}(?:@[A-Za-z0-9_]+)?")
_JSON_FIELDS = frozenset({
    "reply_markup", "allowed_updates", "commands", "scope", "entities", "caption_entities",
    "link_preview_options", "reply_parameters",
})  # fmt: skip
_INT_FIELDS = frozenset({"message_id", "offset", "limit", "cache_time", "message_thread_id"})
_BOOL_FIELDS = frozenset({
    "show_alert", "drop_pending_updates", "disable_notification", "protect_content",
    "disable_content_type_detection", "allow_sending_without_reply",
})  # fmt: skip


def utf16_len(text: str) -> int:
    """Length of ``text`` in UTF-16 code units, as Telegram counts."""
    return len(text.encode("utf-16-le")) // 2


class ApiError(Exception):
    """A Bot API error answer: HTTP status == ``error_code``."""

    def __init__(self, code: int, description: str, parameters: JSON | None = None) -> None:
        super().__init__(description)
        self.code, self.description, self.parameters = code, description, parameters

    def body(self) -> JSON:
        out: JSON = {"ok": False, "error_code": self.code, "description": self.description}
        if self.parameters:
            out["parameters"] = self.parameters
        return out


@dataclass
class Revision:
    """A former state of a bot message (kept in ``SentMessage.history`` on each edit)."""

    text: str | None
    parse_mode: str | None
    visible: str | None
    reply_markup: JSON | None
    time: float


@dataclass
class SentMessage:
    """A message the bot sent; edits update it in place and push the old state to history."""

    method: str  # "sendMessage" or "sendDocument"
    chat_id: int
    message_id: int
    text: str | None  # as sent (HTML source when parse_mode is HTML); None for documents
    parse_mode: str | None
    reply_markup: JSON | None
    visible: str | None = None  # what the user sees: text (or caption) after entity parsing
    caption: str | None = None
    document_name: str | None = None
    document_bytes: bytes | None = None
    document_mime: str | None = None
    time: float = field(default_factory=time.monotonic)
    history: list[Revision] = field(default_factory=list)
    deleted: bool = False

    @property
    def buttons(self) -> list[tuple[str, str]]:
        """(text, callback_data) of the current inline keyboard's callback buttons."""
        rows = (self.reply_markup or {}).get("inline_keyboard", [])
        return [(b["text"], b["callback_data"]) for r in rows for b in r if "callback_data" in b]


@dataclass
class RequestRecord:
    """One Bot API request as received (params decoded; uploads by field -> filename)."""

    method: str
    params: JSON
    files: dict[str, str]
    status: int = 0
    time: float = field(default_factory=time.monotonic)


@dataclass
class CallbackAnswer:
    """A recorded answerCallbackQuery call."""

    callback_query_id: str
    text: str | None
    show_alert: bool
    url: str | None
    time: float = field(default_factory=time.monotonic)


@dataclass
class ChatAction:
    """A recorded sendChatAction call."""

    chat_id: int
    action: str
    time: float = field(default_factory=time.monotonic)


@dataclass
class _Fault:
    method: str
    remaining: int
    error_code: int
    retry_after: int
    description: str | None


@dataclass
class WebhookAttempt:
    """One POST of an update to the webhook: its status (0: no HTTP answer)."""

    update_id: int
    status: int
    time: float = field(default_factory=time.monotonic)


@dataclass
class _Queued:
    update: JSON
    forced: bool  # delivered once even if below the confirmed offset


@dataclass
class _Upload:
    filename: str
    data: bytes
    mime: str


def parse_html(src: str) -> tuple[str, list[JSON]]:
    """Parse Telegram HTML like Telegram does: return (text, entities) or raise ApiError 400."""
    out: list[str] = []
    pos = 0  # UTF-16 offset into the output text
    stack: list[tuple[str, dict[str, str], int]] = []
    entities: list[JSON] = []

    def fail(message: str, at: int) -> ApiError:
        offset = len(src[:at].encode())
        return ApiError(
            400, f"Bad Request: can't parse entities: {message} at byte offset {offset}"
        )

    i = 0
    while i < len(src):
        ch = src[i]
        if ch != "<":
            m = _ENTITY.match(src, i) if ch == "&" else None
            piece = html.unescape(m.group(0)) if m else ch
            i = m.end() if m else i + 1
            out.append(piece)
            pos += utf16_len(piece)
            continue
        if src.startswith("</", i):
            end = src.find(">", i)
            if end < 0:
                raise fail("Unclosed end tag", i)
            name = src[i + 2 : end].strip().lower()
            if not stack:
                raise fail(f'Unexpected end tag "{name}"', i)
            tag, attrs, start = stack.pop()
            if name and name != tag:
                raise fail(f'End tag "{name}" doesn\'t match start tag "{tag}"', i)
            if tag == "code" and stack and stack[-1][0] == "pre":
                stack[-1][1]["language"] = attrs.get("class", "").removeprefix("language-")
            elif pos > start and not (tag == "a" and not attrs.get("href")):
                entity: JSON = {"type": _TAGS[tag], "offset": start, "length": pos - start}
                if tag == "a":
                    entity["url"] = attrs["href"]
                if tag == "pre" and attrs.get("language"):
                    entity["language"] = attrs["language"]
                entities.append(entity)
            i = end + 1
            continue
        m = _TAG_NAME.match(src, i)
        name = m.group(1).lower() if m else ""
        if name not in _TAGS:
            raise fail(f'Unsupported start tag "{name}"', i)
        j, attrs = (m.end() if m else i + 1), {}
        while True:
            while j < len(src) and src[j].isspace():
                j += 1
            if j >= len(src):
                raise fail("Unclosed start tag", i)
            if src[j] == ">":
                break
            a = _ATTR.match(src, j)
            if not a:
                raise fail(
                    f'Expected equal sign in declaration of an attribute of the tag "{name}"', j
                )
            value = next((g for g in a.groups()[1:] if g is not None), "")
            attrs[a.group(1).lower()] = html.unescape(value)
            j = a.end()
        if name == "span" and attrs.get("class") != "tg-spoiler":
            raise fail('Tag "span" must have class "tg-spoiler"', i)
        stack.append((name, attrs, pos))
        i = j + 1
    if stack:
        raise fail(f'Can\'t find end tag corresponding to start tag "{stack[-1][0]}"', len(src))
    entities.sort(key=lambda e: (e["offset"], -e["length"]))
    return "".join(out), entities


def _coerce(raw: dict[str, Any]) -> JSON:
    """Decode form values the way the Bot API does (PTB sends non-strings JSON-encoded)."""
    out: JSON = {}
    for key, value in raw.items():
        if isinstance(value, str):
            try:
                if key in _JSON_FIELDS:
                    value = json.loads(value)
                elif key in _INT_FIELDS:
                    value = int(value)
                elif key == "timeout":
                    value = float(value)
                elif key in _BOOL_FIELDS:
                    value = value.lower() in ("true", "1")
                elif key == "chat_id" and re.fullmatch(r"-?\d+", value):
                    value = int(value)
            except ValueError as exc:
                raise ApiError(400, f"Bad Request: can't parse parameter {key}") from exc
        out[key] = value
    return out


def _parse_multipart(body: bytes, boundary: str) -> tuple[dict[str, str], dict[str, _Upload]]:
    """Split a multipart/form-data body (as httpx writes it) into fields and uploads."""
    fields: dict[str, str] = {}
    files: dict[str, _Upload] = {}
    for part in body.split(b"--" + boundary.encode())[1:]:
        if part.startswith(b"--"):
            break
        head, _, content = part.removeprefix(b"\r\n").partition(b"\r\n\r\n")
        content = content.removesuffix(b"\r\n")
        headers = head.decode("utf-8", "replace")
        name = re.search(r'\bname="([^"]*)"', headers)
        if not name:
            continue
        filename = re.search(r'\bfilename="([^"]*)"', headers)
        ctype = re.search(r"(?im)^content-type:\s*(\S+)", headers)
        if filename:
            fname = re.sub(r"%(22|[01][0-9A-F])", lambda m: chr(int(m[1], 16)), filename[1])
            mime = ctype[1] if ctype else "application/octet-stream"
            files[name[1]] = _Upload(fname.replace("\\\\", "\\"), content, mime)
        else:
            fields[name[1]] = content.decode()
    return fields, files


class FakeTelegramAPI:
    """The Bot API double. See the module docstring for usage."""

    def __init__(
        self, token: str = "123:ABC", *, username: str = "metnos_test_bot",
        first_name: str = "Metnos", host: str = "127.0.0.1", port: int = 0,
    ) -> None:  # fmt: skip
        self.token, self.host, self.port, self.url = token, host, port, ""
        head = token.split(":", 1)[0]
        self.bot_user: JSON = {
            "id": int(head) if head.isdigit() else 1, "is_bot": True, "first_name": first_name,
            "username": username, "can_join_groups": True, "can_read_all_group_messages": False,
            "supports_inline_queries": False,
        }  # fmt: skip
        self.sent: list[SentMessage] = []
        self.requests: list[RequestRecord] = []
        self.callback_answers: list[CallbackAnswer] = []
        self.chat_actions: list[ChatAction] = []
        self.commands: dict[tuple[str, str], list[JSON]] = {}
        self.webhook: JSON | None = None
        self.webhook_log: list[WebhookAttempt] = []
        self.webhook_peak = 0  # most deliveries in flight at once
        self._pusher: asyncio.Task[None] | None = None
        self.users: dict[int, JSON] = {}
        self.chats: dict[int, JSON] = {}
        self.blocked: set[int] = set()  # user ids who blocked the bot (-> 403)
        self._messages: dict[tuple[int, int], JSON] = {}
        self._records: dict[tuple[int, int], SentMessage] = {}
        self._files: dict[str, tuple[str, _Upload]] = {}  # file_id -> (file_path, upload)
        self._queue: list[_Queued] = []
        self._allowed: set[str] | None = None
        self._open_queries: set[str] = set()
        self._faults: list[_Fault] = []
        self._outage = False
        self._ids = {k: itertools.count(1) for k in ("update", "message", "query", "file")}
        self._waiters: list[asyncio.Future[None]] = []
        self._poll_stop: asyncio.Future[None] | None = None
        self._server: asyncio.Server | None = None
        self._conns: dict[asyncio.Task[Any], asyncio.StreamWriter] = {}
        self._handlers: dict[str, Callable[[JSON, dict[str, _Upload]], Coroutine[Any, Any, Any]]]
        self._handlers = {
            name[4:].replace("_", "").lower(): getattr(self, name)
            for name in dir(self)
            if name.startswith("_m__")
        }

    # ------------------------------------------------------------------ lifecycle
    @classmethod
    async def start(cls, token: str = "123:ABC", **kwargs: Any) -> FakeTelegramAPI:
        """Create the double and start serving on the running event loop."""
        api = cls(token, **kwargs)
        await api._serve()
        return api

    @classmethod
    def start_in_thread(cls, token: str = "123:ABC", **kwargs: Any) -> ThreadedFakeTelegramAPI:
        """Serve from a background thread with its own loop (for bots run as subprocesses)."""
        return ThreadedFakeTelegramAPI(cls, token, kwargs)

    async def _serve(self) -> None:
        self._server = await asyncio.start_server(self._on_connection, self.host, self.port)
        self.port = self._server.sockets[0].getsockname()[1]
        self.url = f"http://{self.host}:{self.port}"

    async def stop(self) -> None:
        """Stop serving and close every open connection (idempotent)."""
        if self._server is None:
            return
        await self._stop_pushing()
        self._server.close()
        tasks = list(self._conns)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await self._server.wait_closed()
        self._server = None

    async def __aenter__(self) -> FakeTelegramAPI:
        await self._serve()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    # ------------------------------------------------------------------ user side
    def add_user(
        self, user_id: int, *, first_name: str = "Anna", language_code: str = "it",
        username: str | None = None,
    ) -> JSON:  # fmt: skip
        """Register a Telegram user and their private chat with the bot; return the User."""
        user: JSON = {"id": user_id, "is_bot": False, "first_name": first_name}
        if username:
            user["username"] = username
        if language_code:
            user["language_code"] = language_code
        self.users[user_id] = user
        chat = {"id": user_id, "type": "private", "first_name": first_name}
        self.chats.setdefault(user_id, chat | ({"username": username} if username else {}))
        return user

    def _user(self, user_id: int) -> JSON:
        return self.users.get(user_id) or self.add_user(user_id)

    async def user_sends(
        self, user_id: int, text: str, *, chat_id: int | None = None, first_name: str = "Anna",
        language_code: str = "it", chat_type: str = "private", username: str | None = None,
    ) -> JSON:  # fmt: skip
        """The user sends ``text``; a ``message`` update is queued. Returns the Message."""
        user = self.add_user(
            user_id, first_name=first_name, language_code=language_code, username=username
        )
        chat_id = user_id if chat_id is None else chat_id
        if chat_type != "private":
            self.chats.setdefault(chat_id, {"id": chat_id, "type": chat_type, "title": "Group"})
        message = self._user_message(user, chat_id, text=text)
        command = _COMMAND.match(text)
        if command:
            length = utf16_len(command.group(0))
            message["entities"] = [{"type": "bot_command", "offset": 0, "length": length}]
        return self._deliver_message(message)

    async def user_reacts(self, user_id: int, message_id: int, emoji: str, *,
                          chat_id: int | None = None) -> JSON:
        """The user puts a reaction on a message; a ``message_reaction`` update is queued
        (delivered only when the bot asked for that kind of update)."""
        chat_id = user_id if chat_id is None else chat_id
        reaction = {
            "chat": self.chats.get(chat_id) or {"id": chat_id, "type": "private"},
            "message_id": message_id, "user": self._user(user_id), "date": int(time.time()),
            "old_reaction": [], "new_reaction": [{"type": "emoji", "emoji": emoji}],
        }
        self._enqueue({"message_reaction": reaction})
        return reaction

    async def user_edits(self, message: JSON, new_text: str) -> JSON:
        """The user edits one of their messages; an ``edited_message`` update is queued."""
        edited = {k: v for k, v in message.items() if k != "entities"}
        edited |= {"text": new_text, "edit_date": int(time.time())}
        self._messages[(edited["chat"]["id"], edited["message_id"])] = edited
        self._enqueue({"edited_message": edited})
        return edited

    async def user_taps(
        self, user_id: int, message_id: int, callback_data: str, *, chat_id: int | None = None
    ) -> str:
        """The user presses an inline button (any data: forged presses are allowed).

        Returns the callback query id. The message must be a live bot message in the chat.
        """
        chat_id = user_id if chat_id is None else chat_id
        record = self._records.get((chat_id, message_id))
        if record is None or record.deleted:
            raise LookupError(f"no bot message {message_id} in chat {chat_id}")
        query_id = str(next(self._ids["query"]))
        self._open_queries.add(query_id)
        query = {
            "id": query_id, "from": self._user(user_id), "chat_instance": f"ci{chat_id}",
            "message": dict(self._messages[(chat_id, message_id)]), "data": callback_data,
        }  # fmt: skip
        self._enqueue({"callback_query": query})
        return query_id

    async def user_uploads(
        self, user_id: int, filename: str, data: bytes, *, caption: str | None = None,
        chat_id: int | None = None, mime_type: str = "application/octet-stream",
    ) -> JSON:  # fmt: skip
        """The user sends a document; its file_id is resolvable by getFile. Returns the Message."""
        document = self._store_file(_Upload(filename, data, mime_type))
        message = self._user_message(
            self._user(user_id), user_id if chat_id is None else chat_id, document=document
        )
        if caption is not None:
            message["caption"] = caption
        return self._deliver_message(message)

    def inject_update(self, raw: JSON) -> JSON:
        """Queue a raw update. With an explicit ``update_id`` (e.g. a repeat) it is delivered
        once even if that id was already confirmed; otherwise a fresh id is assigned."""
        update = dict(raw)
        forced = "update_id" in update
        update.setdefault("update_id", next(self._ids["update"]))
        self._queue.append(_Queued(update, forced))
        self._notify()
        return update

    def _user_message(self, user: JSON, chat_id: int, **content: Any) -> JSON:
        chat = self.chats.get(chat_id) or self.chats.setdefault(
            chat_id, {"id": chat_id, "type": "private", "first_name": user["first_name"]}
        )
        mid = next(self._ids["message"])
        return {"message_id": mid, "from": user, "chat": chat, "date": int(time.time())} | content

    def _deliver_message(self, message: JSON) -> JSON:
        self._messages[(message["chat"]["id"], message["message_id"])] = message
        self._enqueue({"message": message})
        return dict(message)

    def _enqueue(self, content: JSON) -> None:
        self._queue.append(_Queued({"update_id": next(self._ids["update"])} | content, False))
        self._notify()

    # ------------------------------------------------------------------ waiting
    def _notify(self) -> None:
        waiters, self._waiters = self._waiters, []
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)

    def _changed(self) -> asyncio.Future[None]:
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.append(waiter)
        return waiter

    async def wait_for(self, predicate: Callable[[], T], timeout: float = 5.0) -> T:
        """Wait until ``predicate()`` is truthy (re-checked on every change); return it."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not (result := predicate()):
            remaining = deadline - loop.time()
            if remaining <= 0:
                sent = [(m.method, m.chat_id, m.visible) for m in self.sent]
                raise TimeoutError(f"condition not met within {timeout}s; bot sent {sent}")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed(), remaining)
        return result

    async def wait_for_messages(
        self, chat_id: int, count: int, timeout: float = 5.0
    ) -> list[SentMessage]:
        """Wait until the bot has sent at least ``count`` messages to ``chat_id``; return all."""

        def enough() -> list[SentMessage] | None:
            messages = self.messages_to(chat_id)
            return messages if len(messages) >= count else None

        return await self.wait_for(enough, timeout) or []

    def messages_to(self, chat_id: int) -> list[SentMessage]:
        """Every message the bot sent to ``chat_id``, in order (deleted ones included)."""
        return [m for m in self.sent if m.chat_id == chat_id]

    # ------------------------------------------------------------------ faults
    def fail_next(
        self, method: str, count: int = 1, *, error_code: int = 429, retry_after: int = 1,
        description: str | None = None,
    ) -> None:  # fmt: skip
        """Make the next ``count`` calls of ``method`` ("*" = any) fail with ``error_code``
        (429 carries ``parameters.retry_after``). A failed call records nothing but its request."""
        self._faults.append(_Fault(method.lower(), count, error_code, retry_after, description))

    def set_outage(self, on: bool) -> None:
        """While on, every request (files included) answers 502 Bad Gateway."""
        self._outage = on

    def _take_fault(self, method: str) -> None:
        for fault in self._faults:
            if fault.method in (method.lower(), "*"):
                fault.remaining -= 1
                if fault.remaining <= 0:
                    self._faults.remove(fault)
                code, after = fault.error_code, fault.retry_after
                if code == 429:
                    desc = fault.description or f"Too Many Requests: retry after {after}"
                    raise ApiError(429, desc, {"retry_after": after})
                raise ApiError(code, fault.description or HTTPStatus(code).phrase)

    # ------------------------------------------------------------------ HTTP
    async def _on_connection(self, reader: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._conns[task] = w
        try:
            while (request := await self._read_request(reader)) is not None:
                _verb, target, headers, body = request
                status, ctype, payload = await self._route(target, headers, body)
                if reader.at_eof():
                    break  # the client gave up (e.g. an abandoned long poll)
                keep = headers.get("connection", "").lower() != "close"
                phrase = HTTPStatus(status).phrase
                w.write(
                    f"HTTP/1.1 {status} {phrase}\r\nContent-Type: {ctype}\r\n"
                    f"Content-Length: {len(payload)}\r\n"
                    f"Connection: {'keep-alive' if keep else 'close'}\r\n\r\n".encode()
                    + payload
                )
                await w.drain()
                if not keep:
                    break
        except (ConnectionError, asyncio.IncompleteReadError, ValueError):
            pass
        except asyncio.CancelledError:
            pass  # only stop() cancels us; end normally (3.11 logs cancelled handler tasks)
        finally:
            self._conns.pop(task, None)
            w.close()
            with contextlib.suppress(ConnectionError, asyncio.CancelledError):
                await w.wait_closed()

    @staticmethod
    async def _read_request(
        reader: asyncio.StreamReader,
    ) -> tuple[str, str, dict[str, str], bytes] | None:
        line = await reader.readline()
        if not line.strip():
            return None
        verb, target, _ = line.decode("latin-1").split(" ", 2)
        headers: dict[str, str] = {}
        while (raw := await reader.readline()) not in (b"\r\n", b"\n", b""):
            key, _, value = raw.decode("latin-1").partition(":")
            headers[key.strip().lower()] = value.strip()
        body = await reader.readexactly(int(headers.get("content-length", "0")))
        return verb, target, headers, body

    async def _route(
        self, target: str, headers: dict[str, str], body: bytes
    ) -> tuple[int, str, bytes]:
        url = urlsplit(target)
        path = unquote(url.path)
        if path.startswith("/file/bot"):
            token, _, file_path = path.removeprefix("/file/bot").partition("/")
            found = [u for p, u in self._files.values() if p == file_path]
            error = (
                ApiError(502, "Bad Gateway") if self._outage
                else ApiError(401, "Unauthorized") if token != self.token
                else None if found else ApiError(404, "Not Found")
            )  # fmt: skip
            if error is None:
                return 200, "application/octet-stream", found[0].data
            status, result = error.code, error.body()
        elif path.startswith("/bot") and "/" in path[4:]:
            token, _, method = path[4:].partition("/")
            status, result = await self._call(token, method, url.query, headers, body)
        else:
            status, result = 404, ApiError(404, "Not Found").body()
        return status, "application/json", json.dumps(result, ensure_ascii=False).encode()

    async def _call(
        self, token: str, method: str, query: str, headers: dict[str, str], body: bytes
    ) -> tuple[int, JSON]:
        raw: dict[str, Any] = dict(parse_qsl(query, keep_blank_values=True))
        files: dict[str, _Upload] = {}
        ctype = headers.get("content-type", "")
        record = RequestRecord(method, {}, {})
        self.requests.append(record)
        self._notify()
        try:
            if ctype.startswith("application/json") and body:
                loaded = json.loads(body)
                if not isinstance(loaded, dict):
                    raise ApiError(400, "Bad Request: parameters must be a JSON object")
                raw |= loaded
            elif ctype.startswith("application/x-www-form-urlencoded"):
                raw |= dict(parse_qsl(body.decode(), keep_blank_values=True))
            elif ctype.startswith("multipart/form-data"):
                boundary = re.search(r"boundary=\"?([^\";]+)", ctype)
                fields, files = _parse_multipart(body, boundary[1] if boundary else "")
                raw |= fields
            record.params = _coerce(raw)
            record.files = {k: u.filename for k, u in files.items()}
            if token != self.token:
                raise ApiError(401, "Unauthorized")
            if self._outage:
                raise ApiError(502, "Bad Gateway")
            self._take_fault(method)
            handler = self._handlers.get(method.lower())
            if handler is None:
                raise ApiError(404, "Not Found")
            status, result = 200, {"ok": True, "result": await handler(record.params, files)}
        except ApiError as exc:
            status, result = exc.code, exc.body()
        except (ValueError, UnicodeDecodeError):
            status, result = 400, ApiError(400, "Bad Request: can't parse request").body()
        record.status = status
        self._notify()
        return status, result

    # ------------------------------------------------------------------ helpers
    def _chat(self, p: JSON) -> int:
        chat_id = p.get("chat_id")
        if chat_id in (None, ""):
            raise ApiError(400, "Bad Request: chat_id is empty")
        if isinstance(chat_id, str):
            chat_id = next(
                (c for c, v in self.chats.items() if v.get("username") == chat_id[1:]), None
            )
        if chat_id not in self.chats:
            raise ApiError(400, "Bad Request: chat not found")
        if chat_id in self.blocked:
            raise ApiError(403, "Forbidden: bot was blocked by the user")
        assert isinstance(chat_id, int)
        return chat_id

    @staticmethod
    def _text(text: Any, parse_mode: Any, limit: int, what: str) -> tuple[str, list[JSON]]:
        if not isinstance(text, str):
            raise ApiError(400, f"Bad Request: {what} text is empty")
        entities: list[JSON] = []
        if parse_mode in (None, ""):
            visible = text
        elif str(parse_mode).lower() == "html":
            visible, entities = parse_html(text)
        else:
            raise ApiError(400, f"Bad Request: unsupported parse_mode {parse_mode!r} (double)")
        if what == "message" and not visible.strip():
            raise ApiError(400, "Bad Request: message text is empty")
        if utf16_len(visible) > limit:
            too_long = "message" if what == "message" else "message caption"
            raise ApiError(400, f"Bad Request: {too_long} is too long")
        return visible, entities

    @staticmethod
    def _markup(markup: Any) -> JSON | None:
        if markup is None:
            return None
        if not isinstance(markup, dict):
            raise ApiError(400, "Bad Request: can't parse reply keyboard markup JSON object")
        rows = markup.get("inline_keyboard")
        if rows is None:
            if not {"keyboard", "remove_keyboard", "force_reply"} & markup.keys():
                raise ApiError(400, "Bad Request: can't parse reply keyboard markup JSON object")
            return markup
        if not isinstance(rows, list) or not all(isinstance(r, list) for r in rows):
            raise ApiError(400, 'Bad Request: field "inline_keyboard" must be an Array of Arrays')
        for button in (b for r in rows for b in r):
            if not isinstance(button, dict) or not button.get("text"):
                raise ApiError(400, "Bad Request: BUTTON_TEXT_INVALID")
            if "callback_data" in button:
                data = button["callback_data"]
                if not isinstance(data, str) or not 1 <= len(data.encode()) <= 64:
                    raise ApiError(400, "Bad Request: BUTTON_DATA_INVALID")
            elif "url" in button:
                if not re.match(r"(https?|tg)://\S+$", str(button["url"])):
                    raise ApiError(400, "Bad Request: BUTTON_URL_INVALID")
            elif len(button) == 1:
                raise ApiError(
                    400, "Bad Request: text buttons are unallowed in the inline keyboard"
                )
        return markup

    def _store_file(self, upload: _Upload) -> JSON:
        n = next(self._ids["file"])
        file_id = f"BQACAgQAAx{n:08d}"
        _, dot, ext = upload.filename.rpartition(".")
        ext = re.sub(r"\W", "", ext)[:8] if dot else ""
        self._files[file_id] = (f"documents/file_{n}.{ext or 'bin'}", upload)
        return {
            "file_id": file_id, "file_unique_id": f"AgAD{n:08d}", "file_name": upload.filename,
            "mime_type": upload.mime, "file_size": len(upload.data),
        }  # fmt: skip

    def _new_message(self, chat_id: int, record: SentMessage, **content: Any) -> JSON:
        mid = next(self._ids["message"])
        record.message_id = mid
        message = {
            "message_id": mid, "from": self.bot_user, "chat": self.chats[chat_id],
            "date": int(time.time()),
        } | {k: v for k, v in content.items() if v not in (None, [])}  # fmt: skip
        self._messages[(chat_id, mid)] = message
        self._records[(chat_id, mid)] = record
        self.sent.append(record)
        return message

    def _check_reply(self, chat_id: int, p: JSON) -> None:
        reply = p.get("reply_parameters") or {}
        target = reply.get("message_id") or p.get("reply_to_message_id")
        allow = reply.get("allow_sending_without_reply") or p.get("allow_sending_without_reply")
        if target and (chat_id, int(target)) not in self._messages and not allow:
            raise ApiError(400, "Bad Request: message to be replied not found")

    def _editable(self, p: JSON, action: str) -> tuple[SentMessage, JSON]:
        if "inline_message_id" in p:
            raise ApiError(400, "Bad Request: inline messages are not supported by the double")
        key = (self._chat(p), int(p.get("message_id") or 0))
        record = self._records.get(key)
        if record is None or record.deleted:
            if record is None and key in self._messages and action == "edit":
                raise ApiError(400, "Bad Request: message can't be edited")
            raise ApiError(400, f"Bad Request: message to {action} not found")
        return record, self._messages[key]

    @staticmethod
    def _revise(record: SentMessage) -> None:
        record.history.append(
            Revision(record.text, record.parse_mode, record.visible, record.reply_markup,
                     time.monotonic())
        )  # fmt: skip

    # ------------------------------------------------------------------ methods
    async def _m__get_me(self, p: JSON, f: dict[str, _Upload]) -> JSON:
        return self.bot_user

    async def _m__get_updates(self, p: JSON, f: dict[str, _Upload]) -> list[JSON]:
        if self.webhook:
            raise ApiError(409, "Conflict: can't use getUpdates method while webhook is active; "
                                "use deleteWebhook to delete the webhook first")  # fmt: skip
        offset, limit = p.get("offset"), min(max(int(p.get("limit") or 100), 1), 100)
        if p.get("allowed_updates") is not None:
            self._allowed = set(p["allowed_updates"]) or None
        if offset is not None and offset < 0:
            self._queue = self._queue[offset:]
        elif offset is not None:
            self._queue = [q for q in self._queue if q.update["update_id"] >= offset or q.forced]
        if self._poll_stop is not None and not self._poll_stop.done():
            self._poll_stop.set_result(None)  # Telegram terminates the older long poll
        loop = asyncio.get_running_loop()
        stop = self._poll_stop = loop.create_future()
        deadline = loop.time() + max(float(p.get("timeout") or 0), 0.0)
        while True:
            batch = [q for q in self._queue if self._wanted(q.update)][:limit]
            if batch or loop.time() >= deadline:
                break
            await asyncio.wait({self._changed(), stop}, timeout=deadline - loop.time(),
                               return_when=asyncio.FIRST_COMPLETED)  # fmt: skip
            if stop.done():
                raise ApiError(409, "Conflict: terminated by other getUpdates request; make "
                                    "sure that only one bot instance is running")  # fmt: skip
        stop.cancel()
        for queued in batch:
            queued.forced = False
        return [q.update for q in batch]

    def _wanted(self, update: JSON) -> bool:
        kind = next(k for k in update if k != "update_id")
        return kind in self._allowed if self._allowed else kind not in DEFAULT_EXCLUDED_UPDATES

    async def _m__set_webhook(self, p: JSON, f: dict[str, _Upload]) -> bool:
        """Record the webhook and deliver queued updates to it; an empty url removes it."""
        self.webhook = dict(p) if p.get("url") else None
        if self.webhook is None:
            await self._stop_pushing()
            return True
        if p.get("allowed_updates") is not None:
            self._allowed = set(p["allowed_updates"]) or None
        if p.get("drop_pending_updates"):
            self._queue.clear()
        if self._pusher is None or self._pusher.done():
            self._pusher = asyncio.get_running_loop().create_task(self._push())
        self._notify()
        return True

    async def _m__delete_webhook(self, p: JSON, f: dict[str, _Upload]) -> bool:
        self.webhook = None
        await self._stop_pushing()
        if p.get("drop_pending_updates"):
            self._queue.clear()
        return True

    async def _m__get_webhook_info(self, p: JSON, f: dict[str, _Upload]) -> JSON:
        hook = self.webhook or {}
        return {"url": hook.get("url", ""), "has_custom_certificate": False,
                "pending_update_count": len(self._queue),
                "max_connections": int(hook.get("max_connections") or 40)}

    # ------------------------------------------------------------------ webhook delivery
    @staticmethod
    def _queue_id(update: JSON) -> int:
        """Which delivery queue an update is in: its chat (else its sender)."""
        body = next(v for k, v in update.items() if k != "update_id")
        chat = body.get("chat") or (body.get("message") or {}).get("chat")
        if chat:
            return int(chat["id"])
        return int((body.get("from") or body.get("user") or {}).get("id", 0))

    async def _stop_pushing(self) -> None:
        task, self._pusher = self._pusher, None
        if task is not None and not task.done():
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)

    async def _push(self) -> None:
        import httpx

        loop = asyncio.get_running_loop()
        flying: dict[asyncio.Future[Any], tuple[int, _Queued]] = {}
        retry_at: dict[int, float] = {}
        failures: dict[int, int] = {}
        async with httpx.AsyncClient(timeout=httpx.Timeout(60.0),
                                     limits=httpx.Limits(max_connections=100)) as client:
            try:
                while self.webhook is not None:
                    hook = self.webhook
                    room = int(hook.get("max_connections") or 40) - len(flying)
                    busy = {qid for qid, _ in flying.values()}
                    now = loop.time()
                    for queued in list(self._queue):
                        if room <= 0:
                            break
                        if not self._wanted(queued.update):
                            self._queue.remove(queued)  # Telegram never sends those
                            continue
                        qid = self._queue_id(queued.update)
                        if qid in busy or retry_at.get(qid, 0.0) > now:
                            busy.add(qid)  # later updates of that chat wait for this one
                            continue
                        busy.add(qid)
                        task = loop.create_task(self._post(client, hook, queued.update))
                        flying[task] = (qid, queued)
                        room -= 1
                    self.webhook_peak = max(self.webhook_peak, len(flying))
                    waits = [t - now for t in retry_at.values() if t > now]
                    changed: asyncio.Future[Any] = self._changed()
                    done, _ = await asyncio.wait(
                        {*flying, changed}, timeout=min(waits) if waits else None,
                        return_when=asyncio.FIRST_COMPLETED)
                    for fut in done:
                        entry = flying.pop(fut, None)
                        if entry is None:
                            continue
                        qid, queued = entry
                        status = int(fut.result())
                        if 200 <= status < 300:
                            failures.pop(qid, None)
                            retry_at.pop(qid, None)
                            if queued in self._queue:
                                self._queue.remove(queued)
                            self._notify()
                        else:
                            failures[qid] = failures.get(qid, 0) + 1
                            retry_at[qid] = loop.time() + min(0.05 * 2 ** failures[qid], 2.0)
            finally:
                for pending in flying:
                    pending.cancel()
                await asyncio.gather(*flying, return_exceptions=True)

    async def _post(self, client: Any, hook: JSON, update: JSON) -> int:
        headers = {"Content-Type": "application/json"}
        if hook.get("secret_token"):
            headers["X-Telegram-Bot-Api-Secret-Token"] = str(hook["secret_token"])
        try:
            answer = await client.post(str(hook["url"]), content=json.dumps(update).encode(),
                                       headers=headers)
            status = int(answer.status_code)
        except Exception:  # noqa: BLE001 - no answer: Telegram tries again later
            status = 0
        self.webhook_log.append(WebhookAttempt(int(update["update_id"]), status))
        return status

    @staticmethod
    def _commands_key(p: JSON) -> tuple[str, str]:
        scope = p.get("scope") or {"type": "default"}
        parts = [scope.get("type", "default")] + [
            str(scope[k]) for k in ("chat_id", "user_id") if k in scope
        ]
        return ":".join(parts), str(p.get("language_code") or "")

    async def _m__set_my_commands(self, p: JSON, f: dict[str, _Upload]) -> bool:
        commands = p.get("commands")
        if not isinstance(commands, list) or len(commands) > 100:
            raise ApiError(400, "Bad Request: commands must be an array of at most 100 items")
        for c in commands:
            if not re.fullmatch(r"[a-z0-9_]{1,32}", str(c.get("command", ""))):
                raise ApiError(400, "Bad Request: BOT_COMMAND_INVALID")
            if not 1 <= len(str(c.get("description", ""))) <= 256:
                raise ApiError(400, "Bad Request: command description is invalid")
        self.commands[self._commands_key(p)] = commands
        return True

    async def _m__get_my_commands(self, p: JSON, f: dict[str, _Upload]) -> list[JSON]:
        return self.commands.get(self._commands_key(p), [])

    async def _m__send_message(self, p: JSON, f: dict[str, _Upload]) -> JSON:
        chat_id = self._chat(p)
        visible, entities = self._text(p.get("text"), p.get("parse_mode"), MAX_TEXT, "message")
        markup = self._markup(p.get("reply_markup"))
        self._check_reply(chat_id, p)
        record = SentMessage("sendMessage", chat_id, 0, p["text"], p.get("parse_mode"), markup,
                             visible)  # fmt: skip
        inline = markup if markup and "inline_keyboard" in markup else None
        return self._new_message(chat_id, record, text=visible, entities=entities,
                                 reply_markup=inline)  # fmt: skip

    async def _m__send_document(self, p: JSON, f: dict[str, _Upload]) -> JSON:
        chat_id = self._chat(p)
        ref = p.get("document")
        upload = f.get("document")
        if upload is None and isinstance(ref, str) and ref.startswith("attach://"):
            upload = f.get(ref.removeprefix("attach://"))
        if upload is None and isinstance(ref, str) and ref in self._files:
            upload = self._files[ref][1]
        if upload is None:
            raise ApiError(400, "Bad Request: there is no document in the request")
        if not upload.data:
            raise ApiError(400, "Bad Request: file must be non-empty")
        if len(upload.data) > MAX_UPLOAD:
            raise ApiError(413, "Request Entity Too Large")
        caption = p.get("caption")
        visible: str | None = None
        entities: list[JSON] = []
        if caption is not None:
            visible, entities = self._text(caption, p.get("parse_mode"), MAX_CAPTION, "caption")
        markup = self._markup(p.get("reply_markup"))
        self._check_reply(chat_id, p)
        record = SentMessage(
            "sendDocument", chat_id, 0, None, p.get("parse_mode"), markup, visible, caption,
            upload.filename, upload.data, upload.mime,
        )  # fmt: skip
        inline = markup if markup and "inline_keyboard" in markup else None
        return self._new_message(
            chat_id, record, document=self._store_file(upload), caption=visible,
            caption_entities=entities, reply_markup=inline,
        )  # fmt: skip

    async def _m__edit_message_text(self, p: JSON, f: dict[str, _Upload]) -> JSON:
        record, message = self._editable(p, "edit")
        if record.method != "sendMessage":
            raise ApiError(400, "Bad Request: there is no text in the message to edit")
        visible, entities = self._text(p.get("text"), p.get("parse_mode"), MAX_TEXT, "message")
        markup = self._markup(p.get("reply_markup"))  # absent: the keyboard is removed
        if (visible, entities, markup) == (message["text"], message.get("entities", []),
                                           record.reply_markup):  # fmt: skip
            raise ApiError(400, NOT_MODIFIED)
        self._revise(record)
        record.text, record.parse_mode, record.visible = p["text"], p.get("parse_mode"), visible
        record.reply_markup = markup
        message.pop("reply_markup", None)
        message |= {"text": visible, "entities": entities, "edit_date": int(time.time())}
        if markup:
            message["reply_markup"] = markup
        return message

    async def _m__edit_message_reply_markup(self, p: JSON, f: dict[str, _Upload]) -> JSON:
        record, message = self._editable(p, "edit")
        markup = self._markup(p.get("reply_markup"))
        if markup == record.reply_markup:
            raise ApiError(400, NOT_MODIFIED)
        self._revise(record)
        record.reply_markup = markup
        message.pop("reply_markup", None)
        message["edit_date"] = int(time.time())
        if markup:
            message["reply_markup"] = markup
        return message

    async def _m__delete_message(self, p: JSON, f: dict[str, _Upload]) -> bool:
        key = (self._chat(p), int(p.get("message_id") or 0))
        record = self._records.get(key)
        if key not in self._messages or (record is not None and record.deleted):
            raise ApiError(400, "Bad Request: message to delete not found")
        if record is not None:
            record.deleted = True
        else:
            del self._messages[key]
        return True

    async def _m__answer_callback_query(self, p: JSON, f: dict[str, _Upload]) -> bool:
        query_id = str(p.get("callback_query_id", ""))
        if query_id not in self._open_queries:
            raise ApiError(400, "Bad Request: query is too old and response timeout expired "
                                "or query ID is invalid")  # fmt: skip
        text = p.get("text")
        if text is not None and utf16_len(str(text)) > MAX_CALLBACK_ANSWER:
            raise ApiError(400, "Bad Request: MESSAGE_TOO_LONG")
        self._open_queries.discard(query_id)
        self.callback_answers.append(
            CallbackAnswer(query_id, text, bool(p.get("show_alert")), p.get("url"))
        )
        return True

    async def _m__send_chat_action(self, p: JSON, f: dict[str, _Upload]) -> bool:
        chat_id = self._chat(p)
        if p.get("action") not in CHAT_ACTIONS:
            raise ApiError(400, "Bad Request: wrong parameter action in request")
        self.chat_actions.append(ChatAction(chat_id, p["action"]))
        return True

    async def _m__get_file(self, p: JSON, f: dict[str, _Upload]) -> JSON:
        entry = self._files.get(str(p.get("file_id", "")))
        if entry is None:
            raise ApiError(400, "Bad Request: invalid file_id")
        path, upload = entry
        return {"file_id": p["file_id"], "file_unique_id": "AgAD" + p["file_id"][-8:],
                "file_size": len(upload.data), "file_path": path}  # fmt: skip


class ThreadedFakeTelegramAPI:
    """A FakeTelegramAPI served from its own thread and event loop.

    Read ``handle.api``'s records directly; run its coroutines with ``handle.run(coro)`` (from
    sync code) or ``await handle.arun(coro)`` (from another loop), e.g.
    ``handle.run(handle.api.user_sends(1, "ciao"))``.
    """

    def __init__(self, cls: type[FakeTelegramAPI], token: str, kwargs: dict[str, Any]) -> None:
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()
        failure: list[BaseException] = []

        def main() -> None:
            asyncio.set_event_loop(self.loop)
            try:
                self.api = self.loop.run_until_complete(cls.start(token, **kwargs))
            except BaseException as exc:  # noqa: BLE001 - reported to the starting thread
                failure.append(exc)
            ready.set()
            if not failure:
                self.loop.run_forever()
                self.loop.run_until_complete(self.api.stop())
            self.loop.run_until_complete(self.loop.shutdown_asyncgens())
            self.loop.close()

        self._thread = threading.Thread(target=main, name="fake-telegram-api", daemon=True)
        self._thread.start()
        ready.wait(10)
        if failure:
            self._thread.join()
            raise failure[0]

    @property
    def url(self) -> str:
        """Base URL, e.g. ``http://127.0.0.1:PORT``."""
        return self.api.url

    def run(self, coro: Coroutine[Any, Any, T], timeout: float | None = 30.0) -> T:
        """Run a coroutine on the double's loop and wait for its result (blocking)."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    async def arun(self, coro: Coroutine[Any, Any, T]) -> T:
        """Run a coroutine on the double's loop, awaiting it from the caller's loop."""
        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(coro, self.loop))

    def stop(self) -> None:
        """Stop the server, the loop and the thread (idempotent)."""
        if self._thread.is_alive():
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(10)

    def __enter__(self) -> ThreadedFakeTelegramAPI:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
