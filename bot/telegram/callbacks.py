"""Inline buttons of prompts: opaque tokens kept in SQLite, and what a press does.

A button's ``callback_data`` is a random token (32 URL-safe characters, well under Telegram's
64 bytes). The server maps it to (dialogue, owner, chat, message, choice); nothing else is read
from the data. A press goes to ``Runtime.resume`` with the presser's identity. A press by someone
else, with unknown or copied data, or on a prompt already decided gets an alert and changes
nothing; the runtime's own refusals (expired, superseded, conditions changed) are shown the same
way. After a decision the buttons are removed and the message says what was decided and by whom.
Tokens live in metnos.db, so prompts stay valid across a restart of the bot.
"""

from __future__ import annotations

import asyncio
import logging
import re
import secrets
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message, Update
from telegram.error import TelegramError

from bot.telegram.context import BotContext
from bot.telegram.render import escape_html, visible_length
from runtime.i18n import t
from runtime.runtime import Runtime
from runtime.store.db import Database
from runtime.turn import Prompt

if TYPE_CHECKING:
    from bot.telegram.delivery import Delivery

log = logging.getLogger(__name__)

TOKEN_PATTERN = re.compile(r"^[A-Za-z0-9_-]{16,64}$")
#: How long a press waits for the runtime's verdict before answering with a plain "received".
ANSWER_WAIT_SECONDS = 2.0
TOKEN_RETENTION_SECONDS = 30 * 86_400.0
MAX_ALERT = 200  # Telegram's limit for answerCallbackQuery text


@dataclass(frozen=True)
class ButtonToken:
    """One button of one prompt, as stored server-side."""

    token: str
    owner_user_id: str
    dialogue_id: str
    chat_id: int
    message_id: int | None
    choice: str
    label: str
    expires_at: float
    used_at: float | None


def _token(r: Any) -> ButtonToken:
    return ButtonToken(r["token"], r["owner_user_id"], r["dialogue_id"], int(r["chat_id"]),
                       r["message_id"], r["choice"], r["label"], float(r["expires_at"]),
                       r["used_at"])


class CallbackTokens:
    """The token table: issue, bind to the message, look up, claim once, retire."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def issue(self, owner_user_id: str, prompt: Prompt, chat_id: int) -> list[ButtonToken]:
        """A fresh token per choice of `prompt` (message id bound after sending)."""
        now = time.time()
        tokens = [
            ButtonToken(secrets.token_urlsafe(24), owner_user_id, prompt.dialogue_id, chat_id,
                        None, choice.key, choice.label, prompt.expires_at, None)
            for choice in prompt.choices
        ]
        async with self._db.write() as conn:
            await conn.executemany(
                "INSERT INTO telegram_callbacks (token, owner_user_id, dialogue_id, chat_id,"
                " message_id, choice, label, created_at, expires_at) VALUES (?, ?, ?, ?, NULL,"
                " ?, ?, ?, ?)",
                [(k.token, k.owner_user_id, k.dialogue_id, k.chat_id, k.choice, k.label, now,
                  k.expires_at) for k in tokens],
            )
        return tokens

    async def bind(self, tokens: Sequence[ButtonToken], message_id: int) -> None:
        """Record the message that carries the buttons (a press must come from it)."""
        async with self._db.write() as conn:
            await conn.executemany(
                "UPDATE telegram_callbacks SET message_id = ? WHERE token = ?",
                [(message_id, k.token) for k in tokens],
            )

    async def get(self, data: str) -> ButtonToken | None:
        """The token behind a button's data, or None for anything not issued by us."""
        if not TOKEN_PATTERN.match(data):
            return None
        row = await self._db.fetchone("SELECT * FROM telegram_callbacks WHERE token = ?", (data,))
        return _token(row) if row else None

    async def claim(self, owner_user_id: str, dialogue_id: str) -> bool:
        """Use up every button of a prompt; True only for the one caller that did it."""
        async with self._db.write() as conn:
            cur = await conn.execute(
                "UPDATE telegram_callbacks SET used_at = ? WHERE owner_user_id = ?"
                " AND dialogue_id = ? AND used_at IS NULL",
                (time.time(), owner_user_id, dialogue_id),
            )
            return cur.rowcount > 0

    async def open_prompts(self, owner_user_id: str, chat_id: int) -> list[tuple[str, int]]:
        """(dialogue, message) of this user's prompts in this chat whose buttons are live."""
        rows = await self._db.fetchall(
            "SELECT DISTINCT dialogue_id, message_id FROM telegram_callbacks WHERE"
            " owner_user_id = ? AND chat_id = ? AND used_at IS NULL AND message_id IS NOT NULL",
            (owner_user_id, chat_id),
        )
        return [(str(r["dialogue_id"]), int(r["message_id"])) for r in rows]

    async def due(self, now: float) -> list[tuple[str, str, int, int]]:
        """(owner, dialogue, chat, message) of live buttons whose prompt has expired."""
        rows = await self._db.fetchall(
            "SELECT DISTINCT owner_user_id, dialogue_id, chat_id, message_id FROM"
            " telegram_callbacks WHERE used_at IS NULL AND message_id IS NOT NULL"
            " AND expires_at <= ?", (now,),
        )
        return [(str(r["owner_user_id"]), str(r["dialogue_id"]), int(r["chat_id"]),
                 int(r["message_id"])) for r in rows]

    async def prune(self, *, now: float | None = None) -> int:
        """Forget tokens long past their prompt's expiry; the number forgotten."""
        cutoff = (time.time() if now is None else now) - TOKEN_RETENTION_SECONDS
        async with self._db.write() as conn:
            cur = await conn.execute("DELETE FROM telegram_callbacks WHERE expires_at < ?",
                                     (cutoff,))
            return cur.rowcount


def keyboard(tokens: Sequence[ButtonToken], prompt: Prompt) -> InlineKeyboardMarkup:
    """Buttons for a prompt: side by side when two, one per row when more."""
    buttons = [InlineKeyboardButton(k.label, callback_data=k.token) for k in tokens]
    rows = [buttons] if len(buttons) <= 2 else [[b] for b in buttons]
    return InlineKeyboardMarkup(rows)


def _clip(text: str, limit: int = MAX_ALERT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class PromptButtons:
    """Handles presses on prompt buttons and retires buttons whose prompt is over."""

    def __init__(self, rt: Runtime, tokens: CallbackTokens, delivery: Delivery) -> None:
        self.rt = rt
        self.tokens = tokens
        self.delivery = delivery

    async def on_press(self, update: Update, context: BotContext) -> None:
        """A button was pressed (the gate has made sure the presser is a mapped user)."""
        query = update.callback_query
        user = context.metnos_user
        if query is None or user is None or query.message is None:
            return
        locale = context.locale
        chat_id, message_id = query.message.chat.id, query.message.message_id
        token = await self.tokens.get(query.data or "")
        if token is None or (token.chat_id, token.message_id) != (chat_id, message_id):
            await self._alert(query, t("telegram.button_unknown", locale))
            return
        if token.owner_user_id != user.id:
            await self._alert(query, t("telegram.button_not_yours", locale))
            return
        if not await self.tokens.claim(user.id, token.dialogue_id):
            await self._alert(query, t("telegram.button_used", locale))
            return
        work = asyncio.ensure_future(self.rt.resume(
            token.dialogue_id, token.choice, user=user.name, conversation_id=str(chat_id),
            locale=locale,
        ))
        done, _ = await asyncio.wait({work}, timeout=ANSWER_WAIT_SECONDS)
        original = _html_of(query.message)
        if done and work.result().status == "refused":
            refusal = work.result().text
            await self._alert(query, refusal)
            await self._close_message(chat_id, message_id, original,
                                      "<i>" + escape_html(refusal) + "</i>")
            return
        who = query.from_user.full_name or user.name
        if token.choice == "yes":
            decided = t("telegram.decided_yes", locale, who=who)
        elif token.choice == "no":
            decided = t("telegram.decided_no", locale, who=who)
        else:
            decided = t("telegram.decided_choice", locale, who=who, choice=token.label)
        await self._answer(query, decided)
        await self._close_message(chat_id, message_id, original,
                                  "<b>" + escape_html(decided) + "</b>")
        await self.delivery.respond(chat_id, user.id, locale, work)
        await self.retire_stale(user.id, chat_id)

    async def retire_stale(self, owner_user_id: str, chat_id: int) -> None:
        """Remove the buttons of this user's prompts in this chat that are no longer pending
        (answered by text, cancelled, superseded, expired)."""
        for dialogue_id, message_id in await self.tokens.open_prompts(owner_user_id, chat_id):
            row = await self.rt.dialogues.get(owner_user_id, dialogue_id)
            if row is not None and row.state == "pending" and row.expires_at > time.time():
                continue
            if await self.tokens.claim(owner_user_id, dialogue_id):
                await self.delivery.drop_keyboard(chat_id, message_id)

    async def retire_expired(self, *, now: float | None = None) -> int:
        """Remove the buttons of expired prompts (after the dialogue sweep); how many."""
        now = time.time() if now is None else now
        retired = 0
        for owner, dialogue_id, chat_id, message_id in await self.tokens.due(now):
            row = await self.rt.dialogues.get(owner, dialogue_id)
            if row is not None and row.state == "pending" and row.expires_at > now:
                continue
            if await self.tokens.claim(owner, dialogue_id):
                await self.delivery.drop_keyboard(chat_id, message_id)
                retired += 1
        return retired

    async def _close_message(self, chat_id: int, message_id: int, original: str | None,
                             note: str) -> None:
        """Say on the prompt what became of it, and take its buttons away."""
        html = f"{original}\n\n{note}" if original else note
        if visible_length(html) > 4096:
            html = note
        if not await self.delivery.edit_html(chat_id, message_id, html):
            await self.delivery.drop_keyboard(chat_id, message_id)

    async def _alert(self, query: Any, text: str) -> None:
        try:
            await query.answer(_clip(text), show_alert=True)
        except TelegramError as exc:
            log.info("a button press could not be answered: %s", exc)

    async def _answer(self, query: Any, text: str) -> None:
        try:
            await query.answer(_clip(text))
        except TelegramError as exc:
            log.info("a button press could not be answered: %s", exc)


def _html_of(message: object) -> str | None:
    """The HTML of a message we sent (None when Telegram no longer shows it to us)."""
    if isinstance(message, Message) and message.text:
        return message.text_html
    return None

