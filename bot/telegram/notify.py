"""The runtime's Notifier for Telegram: notices outside a turn (finished long work, an expired
dialogue) go to the private chat of each Telegram account bound to the user."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from bot.telegram.delivery import Delivery
from bot.telegram.identity import CHANNEL
from runtime.i18n import normalize_locale
from runtime.store.users import UserStore
from runtime.turn import Reply

log = logging.getLogger(__name__)


class TelegramNotifier:
    """Implements ``runtime.Notifier``: text (escaped, split) then any files as documents."""

    def __init__(self, delivery: Delivery, users: UserStore) -> None:
        self.delivery = delivery
        self.users = users

    async def notify(
        self, user_id: str, text: str, *, locale: str, files: Sequence[str] = ()
    ) -> None:
        """Send a notice to every Telegram chat of `user_id` (none bound: logged, not raised)."""
        chats = [int(ext) for channel, ext in await self.users.identities_of(user_id)
                 if channel == CHANNEL]
        if not chats:
            log.info("no Telegram chat for user %s; a notice was not delivered", user_id)
            return
        notice = Reply(text=text, locale=normalize_locale(locale), files=tuple(files))
        for chat_id in chats:
            await self.delivery.deliver(chat_id, notice, owner_user_id=None)
