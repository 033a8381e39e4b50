"""The gate every update passes first: once only, from a known person, in an allowed chat.

It runs before any handler (group -1) and stops the update (``ApplicationHandlerStop``) when:
the update id was already processed (:class:`~bot.telegram.store.ProcessedUpdates`);
it is an edit (edits never re-run a turn); the chat is a group and groups are off, or the sender
did not address the bot; the sender is not a mapped, enabled Metnos user — then they get one
short refusal per :data:`~bot.telegram.identity.STRANGER_NOTICE_INTERVAL_SECONDS`, in their
language, and nothing reaches the runtime. ``/start CODE`` in a private chat is the one thing a
stranger may send. Any error inside the gate also stops the update: it fails closed.
"""

from __future__ import annotations

import logging
import re

from telegram import Message, MessageEntity, Update
from telegram.constants import ChatType
from telegram.error import TelegramError
from telegram.ext import ApplicationHandlerStop

from bot.telegram.context import BotContext
from bot.telegram.identity import CHANNEL, StrangerNotices
from bot.telegram.store import ProcessedUpdates
from runtime import Runtime, normalize_locale, t

log = logging.getLogger(__name__)


def addresses_bot(message: Message, username: str, bot_id: int) -> bool:
    """Whether a group message is meant for the bot: a mention, a command to it, or a reply."""
    replied = message.reply_to_message
    if replied is not None and replied.from_user is not None and replied.from_user.id == bot_id:
        return True
    handle = "@" + username.lower()
    for entity, text in message.parse_entities().items():
        if entity.type == MessageEntity.MENTION and text.lower() == handle:
            return True
        if entity.type == MessageEntity.TEXT_MENTION and entity.user and entity.user.id == bot_id:
            return True
        if entity.type == MessageEntity.BOT_COMMAND and text.lower().endswith(handle):
            return True
    # Telegram marks mentions as entities; the text itself is checked too (forwarded copies).
    written = f"{message.text or ''} {message.caption or ''}"
    return re.search(rf"(?<![\w@]){re.escape(handle)}\b", written, re.IGNORECASE) is not None


def is_pairing_attempt(message: Message | None) -> bool:
    """``/start`` with an argument: the one message a stranger may send."""
    if message is None or not message.text:
        return False
    parts = message.text.split()
    return len(parts) >= 2 and parts[0].split("@")[0].lower() == "/start"


class Gate:
    """Decides, before any handler, whether an update goes on (see module doc)."""

    def __init__(self, rt: Runtime, updates: ProcessedUpdates, *, allow_groups: bool,
                 notices: StrangerNotices) -> None:
        self.rt = rt
        self.allow_groups = allow_groups
        self.notices = notices
        self.updates = updates

    async def __call__(self, update: object, context: BotContext) -> None:
        """Let the update through (return) or stop it (raise ``ApplicationHandlerStop``)."""
        try:
            passed = isinstance(update, Update) and await self._check(update, context)
        except ApplicationHandlerStop:
            raise
        except Exception:
            log.exception("the gate failed; the update is dropped")
            passed = False
        if not passed:
            raise ApplicationHandlerStop

    async def _check(self, update: Update, context: BotContext) -> bool:
        tg_user, chat = update.effective_user, update.effective_chat
        if tg_user is None:
            first, user = await self.updates.first_time(update.update_id), None
        else:  # one round trip: the update recorded, its sender looked up (fresh)
            generation = self.rt.users.generation
            first, user = await self.updates.first_time_from(update.update_id, CHANNEL,
                                                             str(tg_user.id))
            if user is not None:  # the turn then finds its user without reading it again
                self.rt.users.seen(user, generation=generation)
        if not first:
            log.info("update %d was already processed; ignored", update.update_id)
            return False
        if tg_user is None or chat is None or tg_user.is_bot:
            return False
        fallback = self.rt.settings.general.fallback_locale
        disabled = user is not None and user.disabled
        if disabled:
            user = None
        context.metnos_user = user
        context.locale = normalize_locale(tg_user.language_code or (user.locale if user else None),
                                          fallback)
        private = chat.type == ChatType.PRIVATE
        if not private:
            if not self.allow_groups or user is None:
                return await self._refuse_press(update, context)
            if update.message is not None:
                bot = context.bot
                return addresses_bot(update.message, bot.username, bot.id)
        if update.message_reaction is not None:  # 👍 / 👎 on an answer: the user's own verdict
            return user is not None and private
        if update.edited_message is not None:
            if user is not None and private:
                await self._say(context, chat.id, t("telegram.edited_ignored", context.locale))
            return False
        if user is not None:
            return update.message is not None or update.callback_query is not None
        if is_pairing_attempt(update.message):
            return True
        if update.callback_query is not None:
            return await self._refuse_press(update, context)
        if self.notices.due(tg_user.id):
            key = "telegram.pairing_disabled" if disabled else "telegram.stranger"
            await self._say(context, chat.id, t(key, context.locale))
        return False

    async def _refuse_press(self, update: Update, context: BotContext) -> bool:
        """A stranger's (or a disallowed group's) button press: an alert, nothing else."""
        query = update.callback_query
        if query is not None:
            try:
                await query.answer(t("telegram.button_not_allowed", context.locale),
                                   show_alert=True)
            except TelegramError as exc:
                log.info("could not answer a refused button press: %s", exc)
        return False

    @staticmethod
    async def _say(context: BotContext, chat_id: int, text: str) -> None:
        try:
            await context.bot.send_message(chat_id, text)
        except TelegramError as exc:
            log.info("could not send a gate notice: %s", exc)
