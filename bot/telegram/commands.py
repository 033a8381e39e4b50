"""Bot commands: /start [CODE], /help, /cancel, /undo, /jobs, /schedules, /trace, /whoami; for the admin
/models and /users. Their localized descriptions are registered with ``setMyCommands``."""

from __future__ import annotations

import json
import logging
from datetime import datetime
from typing import Any

from telegram import Bot, BotCommand, BotCommandScopeChat, Update
from telegram.error import TelegramError
from telegram.ext import BaseHandler, CommandHandler, MessageHandler, filters

from bot.telegram.callbacks import PromptButtons
from bot.telegram.context import BotContext
from bot.telegram.conversation import Conversation
from bot.telegram.delivery import Delivery
from bot.telegram.identity import CHANNEL, PairingThrottle, StrangerNotices, invite, redeem
from bot.telegram.render import escape_html
from bot.telegram.settings import telegram_settings
from bot.telegram.store import update_source
from runtime import LOCALES, Runtime, TurnRow, User, UserError, format_jobs, t

log = logging.getLogger(__name__)

USER_COMMANDS = ("start", "help", "cancel", "undo", "jobs", "schedules", "trace", "whoami")
ADMIN_COMMANDS = ("models", "users")
_EVENT_CHARS = 160


def command_list(locale: str, *, admin: bool) -> list[BotCommand]:
    """The command menu in one language (admin commands included for admins)."""
    names = USER_COMMANDS + (ADMIN_COMMANDS if admin else ())
    return [BotCommand(n, t(f"telegram.commands.{n}", locale)) for n in names]


def format_trace(row: TurnRow, locale: str) -> str:
    """A turn's trace as Telegram HTML: a header line, the request, then plan and events."""
    when = datetime.fromtimestamp(row.started_at).strftime("%Y-%m-%d %H:%M:%S")
    head = t("telegram.trace_head", locale, turn=row.id, when=when, state=row.state,
             path=row.path or "-", outcome=row.outcome or "-")
    lines: list[str] = []
    for n, step in enumerate((row.plan or {}).get("steps", []), start=1):
        args = json.dumps(step.get("args", {}), ensure_ascii=False)
        lines.append(f"{n}. {step.get('tool')} {args}")
    if lines:
        lines.append("")
    for event in row.trace:
        step = f" [{event['step']}]" if event.get("step") is not None else ""
        data = json.dumps(event.get("data", {}), ensure_ascii=False, default=str)
        if len(data) > _EVENT_CHARS:
            data = data[: _EVENT_CHARS - 1] + "…"
        lines.append(f"- {event.get('kind')}{step}: {data}")
    body = f"<b>{escape_html(head)}</b>\n" + escape_html(
        t("telegram.trace_request", locale, text=row.request_text))
    if lines:
        body += "\n<pre>" + escape_html("\n".join(lines)) + "</pre>"
    return body


class Commands:
    """The command handlers (the gate has let the update through)."""

    def __init__(
        self, rt: Runtime, delivery: Delivery, conversation: Conversation,
        buttons: PromptButtons, notices: StrangerNotices,
    ) -> None:
        self.rt = rt
        self.delivery = delivery
        self.conversation = conversation
        self.buttons = buttons
        self.notices = notices
        self.pairing = PairingThrottle(telegram_settings(rt.settings).pairing_max_failures_per_minute)

    def handlers(self) -> list[BaseHandler[Update, BotContext, Any]]:
        """One CommandHandler per command, then a catch-all for unknown commands."""
        handlers: list[BaseHandler[Update, BotContext, Any]] = [
            CommandHandler(name, getattr(self, f"cmd_{name}"))
            for name in USER_COMMANDS + ADMIN_COMMANDS
        ]
        handlers.append(MessageHandler(filters.COMMAND, self.unknown))
        return handlers

    # --- registration -----------------------------------------------------------------------

    async def register(self, bot: Bot) -> None:
        """Command menus per language; admins get theirs in their own chats."""
        fallback = self.rt.settings.general.fallback_locale
        try:
            await bot.set_my_commands(command_list(fallback, admin=False))
            for locale in LOCALES:
                await bot.set_my_commands(command_list(locale, admin=False),
                                          language_code=locale)
            for user in await self.rt.users.all():
                if user.role == "admin" and not user.disabled:
                    for channel, external_id in await self.rt.users.identities_of(user.id):
                        if channel == CHANNEL:
                            await self.register_admin(bot, int(external_id))
        except TelegramError as exc:
            log.warning("the command menu could not be registered: %s", exc)

    async def register_admin(self, bot: Bot, chat_id: int) -> None:
        """The admin's menu (with /models and /users) in the admin's private chat."""
        scope = BotCommandScopeChat(chat_id)
        await bot.set_my_commands(
            command_list(self.rt.settings.general.fallback_locale, admin=True), scope=scope)
        for locale in LOCALES:
            await bot.set_my_commands(command_list(locale, admin=True), scope=scope,
                                      language_code=locale)

    # --- everyone ---------------------------------------------------------------------------

    async def cmd_start(self, update: Update, context: BotContext) -> None:
        """Pair with a code, or greet a person already paired."""
        message, tg_user = update.effective_message, update.effective_user
        if message is None or tg_user is None:
            return
        chat_id, locale, user = message.chat.id, context.locale, context.metnos_user
        if user is not None:
            key = "telegram.already_paired" if context.args else "telegram.welcome_back"
            await self.delivery.say(chat_id, t(key, locale, name=user.name))
            return
        if not context.args:
            return
        if not self.pairing.allows():  # too many wrong codes overall: none is even looked at
            log.warning("pairing paused: too many wrong codes in the last minute")
            if self.notices.due(tg_user.id):
                await self.delivery.say(chat_id, t("telegram.pairing_busy", locale))
            return
        result = await redeem(self.rt, context.args[0], str(tg_user.id))
        if result.outcome in ("invalid", "expired", "used"):
            self.pairing.failed()
        if result.outcome == "paired" and result.user is not None:
            paired = result.user
            if paired.locale is None:
                await self.rt.users.set_locale(paired.id, locale)
            log.info("Telegram account paired with user %s", paired.name)
            await self.delivery.say(chat_id, t("telegram.paired", locale, name=paired.name)
                                    + "\n\n" + self._help(locale, admin=paired.role == "admin"))
            if paired.role == "admin":
                try:
                    await self.register_admin(context.bot, chat_id)
                except TelegramError as exc:
                    log.warning("the admin command menu could not be registered: %s", exc)
            return
        if result.outcome == "locked" and not self.notices.due(tg_user.id):
            return
        await self.delivery.say(chat_id, t(f"telegram.pairing_{result.outcome}", locale))

    def _help(self, locale: str, *, admin: bool) -> str:
        text = t("help.text", locale) + "\n\n" + t("telegram.commands_help", locale)
        if admin:
            text += "\n" + t("telegram.admin_commands_help", locale)
        return text

    async def cmd_help(self, update: Update, context: BotContext) -> None:
        """What Metnos can do, and the commands."""
        user = context.metnos_user
        if update.effective_message is not None and user is not None:
            await self.delivery.say(update.effective_message.chat.id,
                                    self._help(context.locale, admin=user.role == "admin"))

    async def cmd_cancel(self, update: Update, context: BotContext) -> None:
        """Cancel the pending dialogue of this chat."""
        message, user = update.effective_message, context.metnos_user
        if message is None or user is None:
            return
        chat_id = message.chat.id
        reply = await self.rt.cancel(user=user.name, conversation_id=str(chat_id),
                                     locale=context.locale)
        await self.delivery.deliver(chat_id, reply, owner_user_id=user.id)
        await self.buttons.retire_stale(user.id, chat_id)

    async def cmd_undo(self, update: Update, context: BotContext) -> None:
        """Undo the last operation (the runtime's undo, called directly)."""
        message, user = update.effective_message, context.metnos_user
        if message is not None and user is not None:
            chat_id = message.chat.id
            await self.delivery.respond(chat_id, user.id, context.locale, self.rt.undo(
                user=user.name, conversation_id=str(chat_id), channel="telegram",
                locale=context.locale, source=update_source(update.update_id)))
            await self.buttons.retire_stale(user.id, chat_id)

    async def cmd_jobs(self, update: Update, context: BotContext) -> None:
        """The user's recent long-running jobs; ``/jobs cancel N`` cancels one (admins: ``/jobs all``)."""
        message, user = update.effective_message, context.metnos_user
        if message is None or user is None:
            return
        chat_id, locale, args = message.chat.id, context.locale, context.args or []
        if len(args) == 2 and args[0].lower() in ("cancel", "annulla") and args[1].lstrip("#").isdigit():
            reply = await self.rt.cancel_job(user=user.name, number=int(args[1].lstrip("#")),
                                             locale=locale)
            await self.delivery.deliver(chat_id, reply, owner_user_id=user.id)
            return
        everyone = args == ["all"] and user.role == "admin"
        if args and not everyone:
            await self.delivery.say(chat_id, t("job.usage", locale))
            return
        rows = await self.rt.jobs(user=user.name, everyone=everyone)
        owners = {u.id: u.name for u in await self.rt.users.all()} if everyone else None
        await self.delivery.say(chat_id, format_jobs(rows, locale, owners))

    async def cmd_schedules(self, update: Update, context: BotContext) -> None:
        """The user's reminders and routines with their next run, and buttons to pause, resume
        or delete them (admins: ``/schedules all`` lists everyone's)."""
        message, user = update.effective_message, context.metnos_user
        if message is None or user is None:
            return
        chat_id, args = message.chat.id, [a.lower() for a in context.args or []]
        everyone = args in (["all"], ["tutti"]) and user.role == "admin"
        await self.delivery.respond(chat_id, user.id, context.locale, self.rt.schedules.overview(
            user=user.name, conversation_id=str(chat_id), channel="telegram", locale=context.locale,
            everyone=everyone, user_id=user.id))
        await self.buttons.retire_stale(user.id, chat_id)

    async def cmd_trace(self, update: Update, context: BotContext) -> None:
        """The trace of the user's last turn (or of the turn named as argument)."""
        message, user = update.effective_message, context.metnos_user
        if message is None or user is None:
            return
        turn_id = context.args[0] if context.args else None
        row = await self.rt.trace(user=user.name, turn_id=turn_id)
        if row is None:
            key = "telegram.trace_unknown" if turn_id else "telegram.trace_none"
            await self.delivery.say(message.chat.id, t(key, context.locale))
            return
        await self.delivery.send_html(message.chat.id, format_trace(row, context.locale))

    async def cmd_whoami(self, update: Update, context: BotContext) -> None:
        """Who this account is to Metnos."""
        message, user, tg_user = update.effective_message, context.metnos_user, update.effective_user
        if message is None or user is None or tg_user is None:
            return
        role = t(f"telegram.role_{user.role}", context.locale)
        await self.delivery.say(message.chat.id, t(
            "telegram.whoami", context.locale, name=user.name, role=role,
            telegram_id=tg_user.id, language=context.locale))

    async def unknown(self, update: Update, context: BotContext) -> None:
        """A command the bot does not have."""
        if update.effective_message is not None and context.metnos_user is not None:
            await self.delivery.say(update.effective_message.chat.id,
                                    t("telegram.unknown_command", context.locale))

    # --- admin ------------------------------------------------------------------------------

    async def _admin(self, update: Update, context: BotContext) -> User | None:
        user, message = context.metnos_user, update.effective_message
        if user is None or message is None:
            return None
        if user.role != "admin":
            await self.delivery.say(message.chat.id, t("telegram.admin_only", context.locale))
            return None
        return user

    async def cmd_models(self, update: Update, context: BotContext) -> None:
        """The model tiers in effect (never a secret)."""
        if await self._admin(update, context) is None or update.effective_message is None:
            return
        locale, lines = context.locale, []
        for tier in ("planning", "synthesis", "extraction"):
            m = getattr(self.rt.settings.models, tier)
            if m.configured:
                lines.append(t("telegram.model_tier", locale, tier=tier, model=m.model,
                               url=m.base_url, credential=m.api_key_credential or "-",
                               timeout=m.timeout_seconds))
            else:
                lines.append(t("telegram.model_none", locale, tier=tier))
        await self.delivery.say(update.effective_message.chat.id, "\n".join(lines))

    async def cmd_users(self, update: Update, context: BotContext) -> None:
        """/users [list | invite NAME [admin] | disable NAME | enable NAME | remove NAME]."""
        admin = await self._admin(update, context)
        message = update.effective_message
        if admin is None or message is None:
            return
        locale, args = context.locale, list(context.args or [])
        action = args[0].lower() if args else "list"
        try:
            text = await self._users_action(admin, action, args[1:], locale)
        except UserError as exc:
            text = t(exc.key, locale, **exc.params)
        await self.delivery.say(message.chat.id, text)

    async def _users_action(self, admin: User, action: str, args: list[str], locale: str) -> str:
        if action == "list":
            lines = []
            for u in await self.rt.users.all():
                ids = [f"{c}:{e}" for c, e in await self.rt.users.identities_of(u.id)]
                state = t("telegram.user_disabled" if u.disabled else "telegram.user_active",
                          locale)
                role = t(f"telegram.role_{u.role}", locale)
                lines.append(f"• {u.name} — {role}, {state}, {', '.join(ids) or '-'}")
            return "\n".join(lines) or t("telegram.users_none", locale)
        if not args or action not in ("invite", "disable", "enable", "remove"):
            return t("telegram.users_usage", locale)
        name = args[0]
        if action == "invite":
            code = await invite(self.rt, name, admin=args[1:2] == ["admin"])
            minutes = telegram_settings(self.rt.settings).pairing_code_ttl_seconds // 60
            return t("telegram.users_invited", locale, name=name, code=code, minutes=minutes)
        if name == admin.name:
            return t("telegram.users_not_self", locale)
        if action == "remove":
            await self.rt.remove_user(name)
            return t("telegram.users_removed", locale, name=name)
        await self.rt.users.set_disabled(name, action == "disable")
        return t(f"telegram.users_{action}d", locale, name=name)
