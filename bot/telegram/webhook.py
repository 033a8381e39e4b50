"""The webhook endpoint of one worker: checks the secret, claims the update, then answers.

PTB's own webhook server answers Telegram as soon as an update is in the application's queue,
before anything is recorded. This one (the same Tornado server PTB uses, ``python-telegram-bot
[webhooks]``) records the update first — :meth:`~bot.telegram.store.ProcessedUpdates.claim`:
its id, its sender, this worker's runner and the update itself — and answers 200 only then:

* a repeat (Telegram sends an update again when it got no answer in time, possibly to another
  worker) finds the row and is answered 200 and dropped: handled once across workers;
* Telegram sends a chat's next update after the previous one was answered, so when a worker
  claims a sender's update, the sender's earlier ones are already on record, wherever they
  went: :class:`~bot.telegram.cluster.ClusterUpdateProcessor` orders by them;
* an update claimed by a worker that dies before handling it is still in the row; another
  worker takes it over (:meth:`~bot.telegram.store.ProcessedUpdates.take_over`).

When the database cannot record the update the answer is 500, and Telegram sends it again.
A wrong or missing ``X-Telegram-Bot-Api-Secret-Token`` gets 403; a body that is not an update,
400. ``GET`` on the same path answers 200 (a load balancer's health check).
"""

from __future__ import annotations

import hmac
import json
import logging
import socket
from typing import Any

import tornado.httpserver
import tornado.netutil
import tornado.web
from telegram import Update
from telegram.ext import Application

from bot.telegram.ordering import ordering_key
from bot.telegram.store import ProcessedUpdates

log = logging.getLogger(__name__)

SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"
MAX_BODY_BYTES = 1 << 20  # an update is a few kilobytes; Telegram never sends more


class WebhookServer:
    """One worker's HTTP endpoint for Telegram's webhook (see the module doc)."""

    def __init__(self, app: Application[Any, Any, Any, Any, Any, Any], updates: ProcessedUpdates,
                 *, secret: str, path: str, listen: str, port: int) -> None:
        self.app = app
        self.updates = updates
        self.secret = secret.encode()
        self.path = "/" + path.strip("/")
        self.listen = listen
        self.port = port
        self.received = 0  # updates claimed here (a statistic)
        self.repeats = 0  # repeats answered and dropped
        self._server: tornado.httpserver.HTTPServer | None = None

    async def start(self) -> None:
        """Listen on ``listen:port`` (port 0: any free one, then :attr:`port` says which)."""
        web = tornado.web.Application([(self.path, _Hook, {"server": self})],
                                      log_function=_quiet)
        server = tornado.httpserver.HTTPServer(web, max_body_size=MAX_BODY_BYTES)
        sockets = tornado.netutil.bind_sockets(self.port, self.listen, family=socket.AF_INET
                                               if ":" not in self.listen else socket.AF_UNSPEC)
        server.add_sockets(sockets)
        self.port = int(sockets[0].getsockname()[1])
        self._server = server

    async def stop(self) -> None:
        """Stop listening and close the open connections (idempotent)."""
        server, self._server = self._server, None
        if server is not None:
            server.stop()
            await server.close_all_connections()

    def authentic(self, token: str | None) -> bool:
        """Whether a request carries the webhook's secret token."""
        return token is not None and hmac.compare_digest(token.encode(), self.secret)

    async def receive(self, body: bytes) -> int:
        """Take one update's body in; the HTTP status to answer."""
        try:
            data = json.loads(body)
            update = Update.de_json(data, self.app.bot) if isinstance(data, dict) else None
        except (ValueError, TypeError, KeyError):
            update = None
        if update is None:
            log.info("a webhook request that is not an update was refused")
            return 400
        try:
            claimed = await self.updates.claim(update.update_id, ordering_key(update),
                                               body.decode("utf-8", "replace"))
        except Exception:
            log.exception("update %d could not be recorded; Telegram will send it again",
                          update.update_id)
            return 500
        if not claimed:
            self.repeats += 1
            log.info("update %d was already taken in; ignored", update.update_id)
            return 200
        self.received += 1
        await self.app.update_queue.put(update)
        return 200


class _Hook(tornado.web.RequestHandler):
    """``POST`` an update; ``GET`` for health checks."""

    server: WebhookServer

    def initialize(self, server: WebhookServer) -> None:
        self.server = server

    async def post(self) -> None:
        if not self.server.authentic(self.request.headers.get(SECRET_HEADER)):
            log.warning("a webhook request without the secret token was refused")
            self.set_status(403)
            return
        self.set_status(await self.server.receive(self.request.body))

    def get(self) -> None:
        self.write("ok")


def _quiet(handler: tornado.web.RequestHandler) -> None:
    """No access log: one line per update tells an operator nothing."""


__all__ = ["SECRET_HEADER", "WebhookServer"]
