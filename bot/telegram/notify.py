"""The runtime's Notifier for Telegram: notices outside a turn (finished long work, a job asking
for consent, an interrupted job, an expired dialogue) go to the private chat of each Telegram
account bound to the user, rendered exactly as a foreground answer."""

from __future__ import annotations

import logging

from bot.telegram.delivery import Delivery
from bot.telegram.identity import CHANNEL
from runtime import Reply, Users

log = logging.getLogger(__name__)


class TelegramNotifier:
    """Implements ``runtime.Notifier`` through :meth:`Delivery.deliver`, the path of answers:
    the same HTML, tables and documents, and a prompt's choices as inline buttons that only the
    notified user can press."""

    def __init__(self, delivery: Delivery, users: Users) -> None:
        self.delivery = delivery
        self.users = users

    async def notify(self, user_id: str, reply: Reply) -> None:
        """Deliver `reply` to every Telegram chat of `user_id` (none bound: logged, not
        raised)."""
        chats = [int(ext) for channel, ext in await self.users.identities_of(user_id)
                 if channel == CHANNEL]
        if not chats:
            log.info("no Telegram chat for user %s; a notice was not delivered", user_id)
            return
        for chat_id in chats:
            await self.delivery.deliver(chat_id, reply, owner_user_id=user_id)
