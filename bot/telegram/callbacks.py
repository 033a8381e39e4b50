"""What a press on a prompt's inline button does, and retiring buttons whose prompt is over.

A button's ``callback_data`` is an opaque token (:class:`~bot.telegram.store.CallbackTokens`)
that the server maps to (dialogue, owner, chat, message, choice); nothing else is read from the
data. A press goes to ``Runtime.resume`` with the presser's identity. A press by someone
else, with unknown or copied data, or on a prompt already decided gets an alert and changes
nothing; the runtime's own refusals (expired, superseded, conditions changed) are shown the same
way. After a decision the buttons are removed and the message says what was decided and by whom.
Tokens live in metnos.db, so prompts stay valid across a restart of the bot.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from telegram import Message, Update
from telegram.error import TelegramError

from bot.telegram.context import BotContext
from bot.telegram.delivery import Delivery
from bot.telegram.render import escape_html, visible_length
from bot.telegram.store import ButtonToken, CallbackTokens, update_source
from runtime import Runtime, t

log = logging.getLogger(__name__)

#: How long a press waits for the runtime's verdict before answering with a plain "received".
ANSWER_WAIT_SECONDS = 2.0
MAX_ALERT = 200  # Telegram's limit for answerCallbackQuery text


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
        if not await self.tokens.claim(user.id, token.dialogue_id) \
                and not await self._abandoned(token):
            await self._alert(query, t("telegram.button_used", locale))
            return
        work = asyncio.ensure_future(self.delivery.held(chat_id, user.id, self.rt.resume(
            token.dialogue_id, token.choice, user=user.name, conversation_id=str(chat_id),
            locale=locale, source=update_source(update.update_id),
        )))
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

    async def _abandoned(self, token: ButtonToken) -> bool:
        """Whether the press that used this prompt's buttons died before answering it: its
        dialogue is still pending long after (a live press answers it within moments; a press
        on a worker that was killed is taken over only after that worker's lease ran out). The
        runtime's own claim of the dialogue still lets only one answer through."""
        queue = self.rt.settings.queue
        dead_after = queue.lease_seconds - queue.heartbeat_seconds
        if token.used_at is None or time.time() - token.used_at < dead_after:
            return False
        row = await self.rt.dialogues.get(token.owner_user_id, token.dialogue_id)
        return row is not None and row.state == "pending" and row.expires_at > time.time()

    async def retire_stale(self, owner_user_id: str, chat_id: int) -> None:
        """Remove the buttons of this user's prompts in this chat that are no longer pending
        (answered by text, cancelled, superseded, expired). Free where the chat is known to
        hold none, which is after most turns."""
        chats = self.delivery.button_chats
        if chats.known_clear(owner_user_id, chat_id):
            return
        mark, live = chats.mark(), False
        for dialogue_id, message_id in await self.tokens.open_prompts(owner_user_id, chat_id):
            row = await self.rt.dialogues.get(owner_user_id, dialogue_id)
            if row is not None and row.state == "pending" and row.expires_at > time.time():
                live = True
                continue
            if await self.tokens.claim(owner_user_id, dialogue_id):
                await self.delivery.drop_keyboard(chat_id, message_id)
        if not live:
            chats.none_live(owner_user_id, chat_id, mark)

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

