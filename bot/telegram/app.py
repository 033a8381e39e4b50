"""The Telegram front end: a python-telegram-bot ``Application`` wired to the runtime.

``run_bot(settings)`` is ``metnos bot``: it finds the token, opens the runtime, serves (long
polling by default, a webhook with ``secret_token`` when configured) until SIGINT/SIGTERM, then
shuts down cleanly. :class:`TelegramFrontEnd` is the same thing without the process concerns, so
tests can run it against the Bot API double.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import secrets
import signal
import sys
from datetime import timedelta
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from telegram import Update
from telegram.error import InvalidToken, TelegramError
from telegram.ext import (
    Application,
    ApplicationBuilder,
    BaseRateLimiter,
    BaseUpdateProcessor,
    CallbackQueryHandler,
    ContextTypes,
    MessageHandler,
    MessageReactionHandler,
    TypeHandler,
    filters,
)
from telegram.request import HTTPXRequest

from bot.telegram.callbacks import PromptButtons
from bot.telegram.cluster import AnswerOutbox, ClusterUpdateProcessor, SharedRateLimiter
from bot.telegram.commands import Commands
from bot.telegram.context import BotContext
from bot.telegram.conversation import Conversation
from bot.telegram.delivery import Delivery
from bot.telegram.gate import Gate
from bot.telegram.identity import StrangerNotices, prune_pairing
from bot.telegram.limits import MessageRateLimiter, RetryingRequest
from bot.telegram.notify import TelegramNotifier
from bot.telegram.ordering import PerUserUpdateProcessor
from bot.telegram.redact import install_log_redaction
from bot.telegram.settings import telegram_settings
from bot.telegram.store import TelegramStore, UpdateSignals
from runtime import MetnosError, Reply, Runtime, Settings

if TYPE_CHECKING:
    from bot.telegram.webhook import WebhookServer

# Without it PTB warns (a DeprecationWarning) whenever RetryAfter.retry_after is read.
os.environ.setdefault("PTB_TIMEDELTA", "1")

log = logging.getLogger(__name__)

ALLOWED_UPDATES = ["message", "edited_message", "callback_query", "message_reaction"]
POLL_TIMEOUT = timedelta(seconds=30)
HOUSEKEEPING_INTERVAL_SECONDS = 3600.0
#: Updates taken over at once from a worker that died before handling them.
TAKE_OVER_BATCH = 100


class FrontEndError(MetnosError):
    """The bot cannot start as configured; the message says why in one line."""


def resolve_token(settings: Settings) -> str | None:
    """The bot token: ``telegram.token`` (``METNOS_TELEGRAM__TOKEN``), else the keyring entry
    ``telegram:token``; None when neither is set. A key store that cannot be read is not "no
    token": FrontEndError says so (damaged, locked, its key or passphrase wrong or missing)."""
    configured = telegram_settings(settings).token
    if configured is not None and configured.get_secret_value():
        return configured.get_secret_value()
    try:
        from runtime import lookup_secret
    except ImportError:
        return None
    try:
        found = lookup_secret(settings, "telegram:token")
    except MetnosError as exc:  # its words name the file and the reason, never a secret
        raise FrontEndError(f"the key store cannot be read, so the Telegram bot token "
                            f"(telegram:token) cannot be looked up: {exc}") from None
    except Exception as exc:  # the keyring library itself failed: still not "no token"
        raise FrontEndError(f"the key store cannot be read, so the Telegram bot token "
                            f"(telegram:token) cannot be looked up ({type(exc).__name__})") from None
    return str(found) if found else None


class TelegramFrontEnd:
    """The bot: PTB Application, the gate, handlers, scheduled jobs and the Notifier."""

    def __init__(
        self, rt: Runtime, token: str, *, poll_timeout: timedelta = POLL_TIMEOUT,
        flood_limits: bool = True,
    ) -> None:
        """Build the Application for `rt`; `flood_limits=False` drops the rate limiter (only
        for a local Bot API double, e.g. to measure the front end itself)."""
        self.rt = rt
        self.settings = telegram_settings(rt.settings)
        self.poll_timeout = poll_timeout
        api = self.settings.api_url.rstrip("/")
        self.request = RetryingRequest(connection_pool_size=8, pool_timeout=30.0)
        self.updates_request = HTTPXRequest(connection_pool_size=2)
        self.store = TelegramStore(rt.db)
        # Webhook mode claims each update in the database before answering Telegram, and orders
        # each person's updates by those claims (bot/telegram/cluster.py): across workers on a
        # shared database (PostgreSQL), in this one process on the SQLite file. Polling keeps
        # the in-process order of ordering.py.
        self.claims = self.settings.mode == "webhook"
        self.cluster = self.claims and rt.db.dialect != "sqlite"
        self.signals = UpdateSignals(rt.settings.storage.url if self.cluster else None)
        processor: BaseUpdateProcessor = (
            ClusterUpdateProcessor(self.store.updates, self.signals) if self.claims
            else PerUserUpdateProcessor())
        self.webhook: WebhookServer | None = None
        builder: ApplicationBuilder[Any, Any, Any, Any, Any, Any] = (
            ApplicationBuilder()
            .token(token)
            .base_url(f"{api}/bot")
            .base_file_url(f"{api}/file/bot")
            .request(self.request)
            .get_updates_request(self.updates_request)
            .concurrent_updates(processor)
            .context_types(ContextTypes(context=BotContext))
        )
        limiter = self._rate_limiter() if flood_limits else None
        if limiter is not None:
            builder = builder.rate_limiter(limiter)
        self.app: Application[Any, Any, Any, Any, Any, Any] = builder.build()
        self.tokens = self.store.tokens
        self.delivery = Delivery(self.app.bot, self.tokens,
                                 progress_after=self.settings.progress_after_seconds,
                                 running_turns=self.settings.running_turns)
        if self.claims:
            self.delivery.outbox = AnswerOutbox(self.store.updates)
        self.buttons = PromptButtons(rt, self.tokens, self.delivery)
        self.notices = StrangerNotices()
        self.gate = Gate(rt, self.store.updates, allow_groups=self.settings.allow_groups,
                         notices=self.notices)
        self.conversation = Conversation(rt, self.delivery, self.buttons)
        self.commands = Commands(rt, self.delivery, self.conversation, self.buttons,
                                 self.notices)
        self.notifier = TelegramNotifier(self.delivery, rt.users)
        self._add_handlers()

    def _rate_limiter(self) -> BaseRateLimiter[Any] | None:
        """``telegram.rate_limits``: "auto" shares the flood budget among the workers of a
        shared database and keeps it in-process on the SQLite file; "off" only for a Bot API
        double or a local server that does not limit."""
        mode = self.settings.rate_limits
        if mode == "off":
            return None
        if mode == "shared" or (mode == "auto" and self.rt.db.dialect != "sqlite"):
            return SharedRateLimiter(self.store.flood)
        return MessageRateLimiter()

    def _add_handlers(self) -> None:
        app, conv = self.app, self.conversation
        app.add_handler(TypeHandler(Update, self.gate), group=-1)
        app.add_handler(CallbackQueryHandler(self.buttons.on_press))
        for handler in self.commands.handlers():
            app.add_handler(handler)
        message = filters.UpdateType.MESSAGE
        app.add_handler(MessageHandler(message & filters.TEXT & ~filters.COMMAND, conv.on_text))
        app.add_handler(MessageHandler(message & (filters.Document.ALL | filters.PHOTO),
                                       conv.on_upload))
        app.add_handler(MessageHandler(message, conv.on_unsupported))
        app.add_handler(MessageReactionHandler(conv.on_reaction))
        app.add_error_handler(self._on_error)

    # --- life cycle -------------------------------------------------------------------------

    async def start(self) -> None:
        """Bring the bot's tables up to date, connect (getMe), register commands and jobs, then
        poll or listen for updates."""
        await self.store.migrate()
        self.store.updates.runner = self.rt.parts.runner  # whose claims (webhook mode)
        await self.app.initialize()
        self.rt.notifier = self.notifier
        self.rt.ordered = True  # the update processor runs each person's updates one at a time
        await self.commands.register(self.app.bot)
        self._schedule_jobs()
        await self.app.start()
        try:
            await self.rt.report_interrupted()
        except Exception:
            log.exception("interrupted jobs could not be reported")
        await self.rt.start_worker()  # on a shared database: take over jobs of workers gone
        updater = self.app.updater
        assert updater is not None
        if self.settings.mode == "webhook":
            await self.signals.start()
            await self._start_webhook()
        else:
            await updater.start_polling(
                poll_interval=0.0, timeout=self.poll_timeout, bootstrap_retries=-1,
                allowed_updates=ALLOWED_UPDATES, error_callback=self._on_poll_error,
            )

    async def _start_webhook(self) -> None:
        s = self.settings
        if not s.webhook_url:
            raise FrontEndError("telegram.mode is 'webhook' but telegram.webhook_url is not set")
        try:
            import tornado  # noqa: F401  (PTB's webhook server)
        except ImportError as exc:
            raise FrontEndError("webhook mode needs python-telegram-bot[webhooks]") from exc
        if self.cluster and not s.webhook_secret:
            raise FrontEndError("several workers share the database, so telegram.webhook_secret"
                                " must be set, the same on every worker")
        secret = (s.webhook_secret.get_secret_value() if s.webhook_secret
                  else secrets.token_urlsafe(32))
        from bot.telegram.webhook import WebhookServer

        # Our own endpoint, not PTB's: it records each update before answering Telegram
        # (de-duplication and per-user order across workers; see bot/telegram/webhook.py).
        self.webhook = WebhookServer(
            self.app, self.store.updates, secret=secret,
            path=urlsplit(s.webhook_url).path.strip("/") or "telegram",
            listen=s.webhook_listen, port=s.webhook_port)
        await self.webhook.start()
        await self._take_over_updates(None)  # updates a stopped worker claimed and never ran
        await self.app.bot.set_webhook(
            url=s.webhook_url, secret_token=secret, allowed_updates=ALLOWED_UPDATES,
            max_connections=s.webhook_max_connections)
        jobs = self.app.job_queue
        if jobs is not None:
            every = self.rt.settings.queue.poll_seconds
            jobs.run_repeating(self._take_over_updates, interval=every, first=every,
                               name="updates_take_over")

    async def _take_over_updates(self, context: BotContext | None) -> None:
        """Handle here the updates that a worker which died had claimed and not started, and
        send the answers it had ready and not sent, or whose turn had ended before it kept
        them."""
        try:
            taken = await self.store.updates.take_over(TAKE_OVER_BATCH)
            answers = await self.store.updates.take_over_replies(TAKE_OVER_BATCH)
            ended = await self.store.updates.take_over_ended(TAKE_OVER_BATCH)
        except Exception:
            log.exception("updates of stopped workers could not be taken over")
            return
        for update_id, chat_id, owner, reply_json in answers:
            log.info("the answer to update %d, ready when its worker stopped, is sent from"
                     " here", update_id)
            try:
                await self.delivery.deliver(chat_id, Reply.model_validate_json(reply_json),
                                            owner_user_id=owner)
            except Exception:
                log.exception("the answer to update %d could not be sent", update_id)
            await self.store.updates.finish(update_id)
        for update_id, update_json, turn_owner, turn_id in ended:
            await self._answer_ended(update_id, update_json, turn_owner, turn_id)
        for update_id, payload in taken:
            try:
                update = Update.de_json(json.loads(payload), self.app.bot)
            except Exception:
                log.exception("update %d could not be read back; dropped", update_id)
                await self.store.updates.finish(update_id)
                continue
            log.info("update %d, claimed by a worker that stopped, is handled here", update_id)
            await self.app.update_queue.put(update)

    async def _answer_ended(self, update_id: int, payload: str | None, owner: str,
                            turn_id: str) -> None:
        """The turn of an update whose worker died had ended before its answer was kept: that
        answer, rebuilt from the stored turn (nothing runs again), goes to the update's chat —
        unless there is nothing to say (a turn cut short is told by the runtime) — then the
        update is finished."""
        try:
            update = Update.de_json(json.loads(payload), self.app.bot) if payload else None
            chat = update.effective_chat if update is not None else None
            reply = await self.rt.stored_answer(owner, turn_id)
            if chat is not None and reply is not None:
                log.info("the answer to update %d, whose worker stopped before sending it, is"
                         " sent from here", update_id)
                await self.delivery.deliver(chat.id, reply, owner_user_id=owner)
                await self.buttons.retire_stale(owner, chat.id)  # a prompt it answered
        except Exception:
            log.exception("the answer to update %d could not be sent", update_id)
        await self.store.updates.finish(update_id)

    async def stop(self) -> None:
        """Stop taking updates, let running turns finish, stop jobs, close connections."""
        self.request.stopping = True
        if self.webhook is not None:
            await self.webhook.stop()
        updater = self.app.updater
        if updater is not None and updater.running:
            await updater.stop()
        try:  # jobs stop (or, on a shared database, drain) while their notices can still go out
            await self.rt.stop_jobs()
        except Exception:
            log.exception("jobs could not be stopped cleanly")
        if self.app.running:
            await self.app.stop()
        await self.app.shutdown()
        await self.signals.close()
        # A start that failed half-way (e.g. a refused token) leaves PTB not "initialized",
        # and then its shutdown closes nothing: close the HTTP clients ourselves.
        await self.request.shutdown()
        await self.updates_request.shutdown()
        if self.rt.notifier is self.notifier:
            self.rt.notifier = None
        self.rt.ordered = False

    # --- scheduled jobs ---------------------------------------------------------------------
    # Each runs once per cluster (rt.periodic): with N workers on one database, the worker whose
    # tick wins the task's lease runs it, the others skip that interval.

    def _schedule_jobs(self) -> None:
        jobs = self.app.job_queue
        if jobs is None:
            raise FrontEndError("PTB's JobQueue is missing: install python-telegram-bot[job-queue]")
        gc_every = self.rt.settings.scratchpad.gc_interval_seconds
        sweep_every = self.rt.settings.dialogues.sweep_interval_seconds
        jobs.run_repeating(self._scratchpad_gc, interval=gc_every, first=gc_every,
                           name="scratchpad_gc")
        jobs.run_repeating(self._dialogue_sweep, interval=sweep_every, first=1.0,
                           name="dialogue_sweep")
        jobs.run_repeating(self._housekeeping, interval=HOUSEKEEPING_INTERVAL_SECONDS,
                           first=5.0, name="housekeeping")
        tick = self.rt.settings.schedules.tick_seconds
        jobs.run_repeating(self._schedules_due, interval=tick, first=1.0, name="schedules")

    async def _scratchpad_gc(self, context: BotContext) -> None:
        every = self.rt.settings.scratchpad.gc_interval_seconds
        try:
            _, removed = await self.rt.periodic.run("scratchpad_gc", every, self.rt.collect_garbage)
        except Exception:
            log.exception("scratchpad gc failed")
            return
        if removed:
            log.info("scratchpad gc removed %d expired entr%s", removed,
                     "y" if removed == 1 else "ies")

    async def _dialogue_sweep(self, context: BotContext) -> None:
        async def sweep() -> int:
            expired = await self.rt.sweep_dialogues()
            await self.buttons.retire_expired()
            return expired

        every = self.rt.settings.dialogues.sweep_interval_seconds
        try:
            _, expired = await self.rt.periodic.run("dialogue_sweep", every, sweep)
        except Exception:
            log.exception("dialogue sweep failed")
            return
        if expired:
            log.info("%d dialogue(s) expired; their owners were told", expired)

    async def _schedules_due(self, context: BotContext) -> None:
        """Reminders and routines that are due (a run missed while the bot was down runs at the
        first tick if it is within the grace period, else its owner is told)."""
        every = self.rt.settings.schedules.tick_seconds
        try:
            await self.rt.periodic.run("schedules", every, self.rt.schedules.run_due)
        except Exception:
            log.exception("due reminders and routines could not be run")

    async def _housekeeping(self, context: BotContext) -> None:
        async def chores() -> None:
            await self.store.updates.prune()
            await self.store.flood.prune()
            await self.tokens.prune()
            await prune_pairing(self.rt)
            await self.rt.report_interrupted()  # LRE bookkeeping: a notice that failed before

        try:
            await self.rt.periodic.run("telegram_housekeeping", HOUSEKEEPING_INTERVAL_SECONDS, chores)
        except Exception:
            log.exception("housekeeping failed")

    # --- errors -----------------------------------------------------------------------------

    @staticmethod
    def _on_poll_error(exc: TelegramError) -> None:
        log.warning("polling the Bot API failed (%s: %s); retrying with backoff",
                    type(exc).__name__, exc)

    @staticmethod
    async def _on_error(update: object, context: BotContext) -> None:
        log.error("an update could not be handled", exc_info=context.error)


def _configure_logging() -> None:
    # APScheduler logs every job run at INFO: a line per minute that tells an operator nothing.
    logging.getLogger("apscheduler").setLevel(logging.WARNING)
    root = logging.getLogger()
    if not root.handlers:
        logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                            format="%(asctime)s %(levelname)s %(name)s: %(message)s")


async def run_bot(settings: Settings) -> int:
    """``metnos bot``: serve until SIGINT/SIGTERM; 0 after a clean stop, 1 when it cannot start."""
    token = resolve_token(settings)
    if not token:
        print("metnos: no Telegram bot token: set METNOS_TELEGRAM__TOKEN or run"
              " `metnos secrets set telegram:token`", file=sys.stderr)
        return 1
    undo_redaction = install_log_redaction(token)
    _configure_logging()
    try:
        rt = await Runtime.open(settings)
        try:
            return await _serve(TelegramFrontEnd(rt, token))
        finally:
            await rt.close()
    finally:
        undo_redaction()


async def _serve(front: TelegramFrontEnd) -> int:
    """Start `front`, wait for SIGINT/SIGTERM, stop it; a failed start is one line on stderr."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    signals = (signal.SIGINT, signal.SIGTERM)
    for sig in signals:
        loop.add_signal_handler(sig, stop.set)
    starting = asyncio.ensure_future(front.start())
    stopping = asyncio.ensure_future(stop.wait())
    try:
        # A signal during a long start (the Bot API unreachable) must still stop the bot.
        await asyncio.wait({starting, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if not starting.done():
            starting.cancel()
        try:
            await starting
        except asyncio.CancelledError:
            return 0
        except InvalidToken:
            print("metnos: the Bot API refused the Telegram token", file=sys.stderr)
            return 1
        except (FrontEndError, TelegramError, OSError) as exc:
            print(f"metnos: the Telegram bot cannot start: {exc}", file=sys.stderr)
            return 1
        log.info("Metnos is running as @%s (%s); stop with Ctrl-C or SIGTERM",
                 front.app.bot.username, front.settings.mode)
        await stopping
        log.info("stopping: finishing the turns in progress")
        return 0
    finally:
        stopping.cancel()
        await asyncio.gather(stopping, return_exceptions=True)
        await front.stop()
        for sig in signals:
            loop.remove_signal_handler(sig)
