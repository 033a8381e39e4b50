"""Sending what Metnos says into a chat: HTML in parts, inline keyboards, documents, and
"typing…" plus a progress message (edited in place with the answer) while a turn runs slowly.

A turn that answers quickly costs one request: its answer. "typing…" starts only after
:data:`TYPING_AFTER_SECONDS` and the progress message only after ``progress_after`` of running
(timers, cancelled when the answer is ready).

Every reply of one chat is sent under that chat's lock, part after part, so the parts of two
answers (or an answer and a notice) never interleave.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path

from telegram import Bot, InlineKeyboardMarkup, LinkPreviewOptions, Message
from telegram.constants import ChatAction, ParseMode
from telegram.error import BadRequest, Forbidden, TelegramError

from bot.telegram.render import escape_html, keyboard, render_table, split_message, visible_text
from bot.telegram.store import CallbackTokens
from runtime import Reply, normalize_locale, t

log = logging.getLogger(__name__)

MAX_DOCUMENT_BYTES = 50 * 1024 * 1024  # what a bot may upload through the Bot API
TYPING_EVERY_SECONDS = 4.0  # Telegram shows "typing…" for about five seconds per action
#: A turn that answers sooner shows no "typing…": it would only flash, and each action spends
#: one of the 30 requests per second that Telegram allows a bot.
TYPING_AFTER_SECONDS = 0.25
#: "typing…" is best effort: at most this many chat actions in flight for the whole bot, so
#: that under a burst they never queue in front of the answers themselves.
TYPING_LANE = 2
_NO_PREVIEW = LinkPreviewOptions(is_disabled=True)
#: How long a chat found without live buttons is believed to stay so (see :class:`ButtonChats`).
BUTTON_CHATS_SECONDS = 60.0


def render_reply(reply: Reply) -> str:
    """A reply as Telegram HTML: paragraphs escaped, tables in ``<pre>``."""
    if not reply.blocks:
        return escape_html(reply.text)
    pieces = [
        render_table([list(r) for r in b.rows], list(b.header)) if b.kind == "table"
        else escape_html(b.text)
        for b in reply.blocks
    ]
    return "\n\n".join(p for p in pieces if p.strip())


class ButtonChats:
    """The (owner, chat) pairs known to hold no live prompt buttons, so that retiring stale
    buttons after a turn costs no database read where there are none. A pair not known (after
    a start, once buttons were issued to it, or after :data:`BUTTON_CHATS_SECONDS`, which bounds
    how long buttons issued by another process sharing the database go unseen) is looked up."""

    def __init__(self, *, clock: Callable[[], float] = time.monotonic) -> None:
        self._clear: dict[tuple[str, int], float] = {}  # pair -> when it was found clear
        self._issues = 0
        self._clock = clock

    def issued(self, owner_user_id: str, chat_id: int) -> None:
        """Buttons were just issued to the pair."""
        self._issues += 1
        self._clear.pop((owner_user_id, chat_id), None)

    def mark(self) -> int:
        """Taken before a lookup, given back to :meth:`none_live` after it."""
        return self._issues

    def none_live(self, owner_user_id: str, chat_id: int, mark: int) -> None:
        """A lookup begun at `mark` left the pair without live buttons (kept unless buttons
        were issued meanwhile, anywhere)."""
        if mark == self._issues:
            if len(self._clear) > 65_536:
                self._clear.clear()
            self._clear[(owner_user_id, chat_id)] = self._clock()

    def known_clear(self, owner_user_id: str, chat_id: int) -> bool:
        """Whether the pair certainly holds no live buttons."""
        since = self._clear.get((owner_user_id, chat_id))
        return since is not None and self._clock() - since < BUTTON_CHATS_SECONDS


class Delivery:
    """Puts replies and notices into chats (see module doc)."""

    def __init__(self, bot: Bot, tokens: CallbackTokens, *, progress_after: float,
                 running_turns: int = 32) -> None:
        self.bot = bot
        self.tokens = tokens
        self.progress_after = progress_after
        self._running = asyncio.Semaphore(running_turns)
        self.button_chats = ButtonChats()
        self._locks: dict[int, asyncio.Lock] = {}
        self._typing_lane = asyncio.Semaphore(TYPING_LANE)
        #: Called with (chat, reply, owner) when a turn's answer is ready, before it is sent
        #: (several webhook workers: bot/telegram/cluster.py keeps it until it was sent).
        self.outbox: Callable[[int, Reply, str | None], Awaitable[None]] | None = None

    def _lock(self, chat_id: int) -> asyncio.Lock:
        if len(self._locks) > 4096:
            self._locks = {k: v for k, v in self._locks.items() if v.locked()}
        return self._locks.setdefault(chat_id, asyncio.Lock())

    # --- a turn in a chat -------------------------------------------------------------------

    async def respond(
        self, chat_id: int, owner_user_id: str, locale: str | Callable[[], str],
        work: Awaitable[Reply],
    ) -> Reply:
        """Run `work` (a turn) once one of the ``running_turns`` places is free, then deliver
        its reply. While it runs: "typing…" from :data:`TYPING_AFTER_SECONDS`, and once it is
        slow (``progress_after``) a progress message, which the first part of the answer then
        replaces. `locale` is the language of that message, or a function giving it (called
        only when the message is due).

        The clock starts when the turn runs: a turn waiting for a place, or behind its sender's
        previous message (per-user order), is not slow, only queued, and shows nothing."""
        try:
            await self._running.acquire()
        except BaseException:
            if isinstance(work, Coroutine):
                work.close()  # never started: nothing to wait for, nothing to warn about
            raise
        try:
            reply, progress = await self._run(chat_id, locale, work)
        finally:
            self._running.release()
        if self.outbox is not None:
            await self.outbox(chat_id, reply, owner_user_id)
        shown = await progress if progress is not None else None
        await self.deliver(chat_id, reply, owner_user_id=owner_user_id, edit_message_id=shown)
        return reply

    async def held(self, chat_id: int, owner_user_id: str | None,
                   work: Awaitable[Reply]) -> Reply:
        """`work`'s reply, handed to :attr:`outbox` the moment it is ready (for a turn whose
        answer is sent only later, e.g. after a button press is acknowledged)."""
        reply = await work
        if self.outbox is not None:
            await self.outbox(chat_id, reply, owner_user_id)
        return reply

    async def _run(
        self, chat_id: int, locale: str | Callable[[], str], work: Awaitable[Reply],
    ) -> tuple[Reply, asyncio.Task[int | None] | None]:
        """The reply of `work`, and the sending of the progress message if it was due."""
        loop = asyncio.get_running_loop()
        progress: list[asyncio.Task[int | None]] = []
        typing: list[asyncio.Task[None]] = []
        timers = [
            loop.call_later(self.progress_after, lambda: progress.append(
                loop.create_task(self._progress(chat_id, locale)))),
            loop.call_later(TYPING_AFTER_SECONDS, lambda: typing.append(
                loop.create_task(self._keep_typing(chat_id)))),
        ]
        try:
            reply = await work
        except Exception:
            log.exception("a turn failed outside the runtime")
            lang = locale if isinstance(locale, str) else locale()
            reply = Reply(text=t("error.internal", lang), locale=normalize_locale(lang),
                          status="error")
        finally:
            for timer in timers:
                timer.cancel()
            for task in typing:
                task.cancel()
            await asyncio.gather(*typing, return_exceptions=True)
        return reply, progress[0] if progress else None

    async def _progress(self, chat_id: int, locale: str | Callable[[], str]) -> int | None:
        """Send the progress message; its id (None when it could not be sent)."""
        try:
            lang = locale if isinstance(locale, str) else locale()
            sent = await self.send_html(chat_id, escape_html(t("telegram.working", lang)))
        except Exception:
            log.exception("the progress message could not be sent")
            return None
        return sent[0] if sent else None

    async def _keep_typing(self, chat_id: int) -> None:
        while True:
            if not self._typing_lane.locked():  # else skip this round: it is only cosmetic
                async with self._typing_lane:
                    try:
                        await self.bot.send_chat_action(chat_id, ChatAction.TYPING)
                    except TelegramError as exc:
                        log.debug("typing action not shown: %s", exc)
            await asyncio.sleep(TYPING_EVERY_SECONDS)

    async def deliver(
        self, chat_id: int, reply: Reply, *, owner_user_id: str | None,
        edit_message_id: int | None = None,
    ) -> list[int]:
        """Send `reply` (text parts, then its files); a prompt's choices become buttons on the
        last part, bound to `owner_user_id` (only that user's presses count; no buttons without
        an owner). The same path serves answers and notices. Returns the ids of the messages
        that carry the text."""
        html = render_reply(reply)
        parts = split_message(html) if visible_text(html).strip() else []
        markup: InlineKeyboardMarkup | None = None
        issued = []
        if reply.prompt is not None and reply.prompt.choices and owner_user_id is not None:
            issued = await self.tokens.issue(owner_user_id, reply.prompt, chat_id)
            self.button_chats.issued(owner_user_id, chat_id)
            markup = keyboard([(k.label, k.token) for k in issued])
        ids: list[int] = []
        async with self._lock(chat_id):
            for i, part in enumerate(parts):
                part_markup = markup if i == len(parts) - 1 else None
                edited = (i == 0 and edit_message_id is not None
                          and await self._edit(chat_id, edit_message_id, part, part_markup))
                if edited and edit_message_id is not None:
                    ids.append(edit_message_id)
                    continue
                message = await self._send(chat_id, part, part_markup)
                if message is not None:
                    ids.append(message.message_id)
            if not parts and edit_message_id is not None:
                await self._edit(chat_id, edit_message_id,
                                 escape_html(t("telegram.done", reply.locale)), None)
            if issued and ids:
                await self.tokens.bind(issued, ids[-1])
            for path in reply.files:
                await self._send_file(chat_id, Path(path), reply.locale)
        return ids

    # --- plain sending ----------------------------------------------------------------------

    async def send_html(
        self, chat_id: int, html: str, markup: InlineKeyboardMarkup | None = None
    ) -> list[int]:
        """Send HTML (split when long) to a chat; the ids of the messages sent."""
        ids: list[int] = []
        async with self._lock(chat_id):
            parts = split_message(html)
            for i, part in enumerate(parts):
                message = await self._send(chat_id, part, markup if i == len(parts) - 1 else None)
                if message is not None:
                    ids.append(message.message_id)
        return ids

    async def say(self, chat_id: int, text: str) -> list[int]:
        """Send plain text (escaped) to a chat."""
        return await self.send_html(chat_id, escape_html(text))

    async def edit_html(
        self, chat_id: int, message_id: int, html: str,
        markup: InlineKeyboardMarkup | None = None,
    ) -> bool:
        """Replace a message's text (and keyboard: none when `markup` is None)."""
        async with self._lock(chat_id):
            return await self._edit(chat_id, message_id, html, markup)

    async def drop_keyboard(self, chat_id: int, message_id: int) -> None:
        """Remove the inline keyboard of a message, keeping its text."""
        with contextlib.suppress(TelegramError):
            await self.bot.edit_message_reply_markup(chat_id, message_id, reply_markup=None)

    async def _send(
        self, chat_id: int, html: str, markup: InlineKeyboardMarkup | None
    ) -> Message | None:
        try:
            return await self.bot.send_message(chat_id, html, parse_mode=ParseMode.HTML,
                                               reply_markup=markup,
                                               link_preview_options=_NO_PREVIEW)
        except BadRequest as exc:
            if "parse entities" not in str(exc).lower():
                log.warning("Telegram refused a message: %s", exc)
                return None
            log.error("Telegram could not parse our HTML (%s); sending it as plain text", exc)
            try:
                return await self.bot.send_message(chat_id, visible_text(html),
                                                   reply_markup=markup)
            except TelegramError as again:
                log.warning("Telegram refused the plain text too: %s", again)
                return None
        except Forbidden as exc:
            log.info("chat %s cannot be written to: %s", chat_id, exc)
            return None
        except TelegramError as exc:
            log.warning("a message could not be sent: %s", exc)
            return None

    async def _edit(
        self, chat_id: int, message_id: int, html: str, markup: InlineKeyboardMarkup | None
    ) -> bool:
        try:
            await self.bot.edit_message_text(html, chat_id, message_id,
                                             parse_mode=ParseMode.HTML, reply_markup=markup,
                                             link_preview_options=_NO_PREVIEW)
            return True
        except BadRequest as exc:
            if "not modified" in str(exc).lower():
                return True
            log.info("message %s could not be edited (%s)", message_id, exc)
            return False
        except TelegramError as exc:
            log.warning("message %s could not be edited: %s", message_id, exc)
            return False

    async def _send_file(self, chat_id: int, path: Path, locale: str) -> None:
        try:
            size = path.stat().st_size
        except OSError:
            await self._send(chat_id, escape_html(t("telegram.file_missing", locale,
                                                    name=path.name)), None)
            return
        if size > MAX_DOCUMENT_BYTES:
            await self._send(chat_id, escape_html(t("telegram.file_too_large", locale,
                                                    name=path.name)), None)
            return
        try:
            await self.bot.send_document(chat_id, document=path.read_bytes(),
                                         filename=path.name)
        except TelegramError as exc:
            log.warning("document %s could not be sent: %s", path.name, exc)
            await self._send(chat_id, escape_html(t("telegram.file_not_sent", locale,
                                                    name=path.name)), None)
