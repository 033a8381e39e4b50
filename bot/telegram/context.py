"""The callback context of this bot: PTB's context plus what the gate learned about the sender."""

from __future__ import annotations

from typing import Any

from telegram.ext import Application, CallbackContext, ExtBot

from runtime import Locale, User


class BotContext(CallbackContext[ExtBot[None], dict[Any, Any], dict[Any, Any], dict[Any, Any]]):
    """Per-update context: the Metnos user behind the Telegram account (None for strangers) and
    the language to speak to them."""

    def __init__(
        self,
        application: Application[Any, Any, Any, Any, Any, Any],
        chat_id: int | None = None,
        user_id: int | None = None,
    ) -> None:
        super().__init__(application, chat_id, user_id)
        self.metnos_user: User | None = None
        self.locale: Locale = "en"
