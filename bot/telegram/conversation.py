"""Messages become runtime turns; files people send land in their Inbox folder.

The gate has already checked the sender, so every handler here has a Metnos user.
"""

from __future__ import annotations

import asyncio
import os
import re
import unicodedata
from pathlib import Path

from telegram import Message, Update
from telegram.constants import ChatType
from telegram.error import TelegramError

from bot.telegram.callbacks import PromptButtons
from bot.telegram.context import BotContext
from bot.telegram.delivery import Delivery
from bot.telegram.store import update_source
from runtime import Reply, Request, Runtime, User, t

INBOX = "Inbox"
#: The Bot API lets a bot download files up to 20 MB.
MAX_UPLOAD_BYTES = 20 * 1024 * 1024
MAX_NAME_CHARS = 120
_UNSAFE = re.compile(r"[^\w.\-() ]")


def safe_file_name(name: str | None, fallback: str) -> str:
    """A file name that cannot leave the Inbox or hide: no path, no control or odd characters,
    no leading dot, at most :data:`MAX_NAME_CHARS` characters (extension kept)."""
    text = unicodedata.normalize("NFC", name or "").replace("\\", "/").rsplit("/", 1)[-1]
    text = "".join(ch for ch in text if ch.isprintable())
    text = re.sub(r"\s+", " ", _UNSAFE.sub("_", text)).strip(" .")
    if not text:
        text = fallback
    if len(text) > MAX_NAME_CHARS:
        stem, dot, ext = text.rpartition(".")
        if dot and 0 < len(ext) <= 10:
            text = stem[: MAX_NAME_CHARS - len(ext) - 1].rstrip(" .") + "." + ext
        else:
            text = text[:MAX_NAME_CHARS].rstrip(" .")
    return text


def save_new_file(folder: Path, name: str, data: bytes) -> Path:
    """Write `data` as `name` in `folder` without overwriting: ``name_2.ext``, ``name_3.ext``…"""
    folder.mkdir(parents=True, exist_ok=True)
    stem, dot, ext = name.rpartition(".")
    if not dot or not stem:
        stem, ext = name, ""
    suffix = "." + ext if ext else ""
    for n in range(1, 10_000):
        candidate = folder / (name if n == 1 else f"{stem}_{n}{suffix}")
        try:
            fd = os.open(candidate, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            continue
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        return candidate
    raise FileExistsError(f"no free name for {name} in {folder}")


def request_text(message: Message, username: str) -> str:
    """The request in a message: its text, without the mention of the bot in groups."""
    text = message.text or message.caption or ""
    if message.chat.type != ChatType.PRIVATE and username:
        text = re.sub(rf"@{re.escape(username)}\b", " ", text, flags=re.IGNORECASE)
    return text.strip()


class Conversation:
    """Text messages and uploads of mapped users."""

    def __init__(self, rt: Runtime, delivery: Delivery, buttons: PromptButtons) -> None:
        self.rt = rt
        self.delivery = delivery
        self.buttons = buttons

    async def run(self, chat_id: int, user: User, locale: str, text: str, *,
                  update_id: int, forwarded: bool = False) -> Reply:
        """One turn: the request to the runtime, the reply into the chat, stale buttons gone."""
        request = Request(user=user.name, user_id=user.id, text=text, conversation_id=str(chat_id),
                          channel="telegram", locale=locale, forwarded=forwarded,
                          source=update_source(update_id))
        # "working…" in the language the runtime will answer in: one decision, not two, and
        # made only for a turn slow enough to need it
        reply = await self.delivery.respond(chat_id, user.id, lambda: self.rt.language(request),
                                            self.rt.handle(request))
        await self.buttons.retire_stale(user.id, chat_id)
        return reply

    async def on_text(self, update: Update, context: BotContext) -> None:
        """A text message: one turn."""
        message, user = update.message, context.metnos_user
        if message is None or user is None:
            return
        text = request_text(message, context.bot.username)
        if not text:
            await self.delivery.say(message.chat.id, t("telegram.say_something", context.locale))
            return
        await self.run(message.chat.id, user, context.locale, text, update_id=update.update_id,
                       forwarded=message.forward_origin is not None)

    async def on_upload(self, update: Update, context: BotContext) -> None:
        """A document or photo: saved into the user's Inbox; a caption is then a request."""
        message, user = update.message, context.metnos_user
        if message is None or user is None:
            return
        locale, chat_id = context.locale, message.chat.id
        if message.document is not None:
            file_id, size = message.document.file_id, message.document.file_size
            name = safe_file_name(message.document.file_name, f"document_{message.message_id}")
        elif message.photo:
            photo = message.photo[-1]
            file_id, size = photo.file_id, photo.file_size
            name = f"photo_{message.message_id}.jpg"
        else:
            return
        if size is not None and size > MAX_UPLOAD_BYTES:
            await self.delivery.say(chat_id, t("telegram.upload_too_large", locale, name=name,
                                               limit_mb=MAX_UPLOAD_BYTES // (1024 * 1024)))
            return
        try:
            tg_file = await context.bot.get_file(file_id)
            data = bytes(await tg_file.download_as_bytearray())
        except TelegramError as exc:
            await self.delivery.say(chat_id, t("telegram.upload_failed", locale, name=name,
                                               reason=str(exc)))
            return
        if len(data) > MAX_UPLOAD_BYTES:
            await self.delivery.say(chat_id, t("telegram.upload_too_large", locale, name=name,
                                               limit_mb=MAX_UPLOAD_BYTES // (1024 * 1024)))
            return
        inbox = self.rt.workspace_for(user).root / INBOX
        saved = await asyncio.to_thread(save_new_file, inbox, name, data)
        await self.delivery.say(chat_id, t("telegram.upload_saved", locale,
                                           path=f"~/{INBOX}/{saved.name}"))
        caption = request_text(message, context.bot.username)
        if caption:
            await self.run(chat_id, user, locale, caption, update_id=update.update_id)

    async def on_reaction(self, update: Update, context: BotContext) -> None:
        """👍 on an answer says it was right (its plan is kept for next time); 👎 that it was
        wrong. Other reactions mean nothing to Metnos."""
        reaction, user = update.message_reaction, context.metnos_user
        if reaction is None or user is None:
            return
        emojis = {getattr(r, "emoji", None) for r in reaction.new_reaction}
        verdict = "👍" if "👍" in emojis else "👎" if "👎" in emojis else None
        if verdict is not None:
            await self.run(reaction.chat.id, user, context.locale, verdict,
                           update_id=update.update_id)

    async def on_unsupported(self, update: Update, context: BotContext) -> None:
        """Stickers, voice notes and the like: say what the bot can take."""
        if update.message is not None and context.metnos_user is not None:
            await self.delivery.say(update.message.chat.id,
                                    t("telegram.unsupported", context.locale))
