"""``metnos doctor``'s look at the Telegram settings: the token, the mode, and in webhook mode the
URL and the secret every worker must share. It reads the settings and the secrets store only;
it does not call the Bot API."""

from __future__ import annotations

import importlib.util
import re
from urllib.parse import urlsplit

from runtime import Check, MetnosError, Settings

#: What a Bot API token looks like: the bot's id, a colon, the secret part.
_TOKEN = re.compile(r"\d{3,}:[A-Za-z0-9_-]{30,}")
#: What Telegram accepts as a webhook's secret_token.
_SECRET = re.compile(r"[A-Za-z0-9_-]{1,256}")
#: The ports Telegram delivers webhooks to.
WEBHOOK_PORTS = (443, 80, 88, 8443)


def telegram_check(settings: Settings, *, workers: int, shared: bool) -> Check:
    """The Telegram settings: fine, or what is wrong and how to fix it. `workers` is how many
    workers hold a live lease on a `shared` database (several polling workers conflict)."""
    from bot.telegram.app import resolve_token
    from bot.telegram.settings import telegram_settings

    try:
        s = telegram_settings(settings)
        token = resolve_token(settings)
    except MetnosError as exc:
        return Check("telegram", False, f"{exc}; fix: correct the [telegram] section or"
                     " METNOS_TELEGRAM__* variables")
    if not token:
        return Check("telegram", False, "no bot token, so `metnos bot` cannot start; fix: set"
                     " METNOS_TELEGRAM__TOKEN or run `metnos secrets set telegram:token`")
    if not _TOKEN.fullmatch(token):
        return Check("telegram", False, "the bot token does not look like one (digits, a colon,"
                     " then the secret part); fix: copy it again from @BotFather")
    api = urlsplit(s.api_url)
    if api.scheme not in ("http", "https") or not api.hostname:
        return Check("telegram", False, f"telegram.api_url {s.api_url!r} is not an http(s) URL;"
                     " fix: leave it unset for api.telegram.org")
    if s.mode == "polling":
        if shared and workers > 1:
            return Check("telegram", False, f"{workers} workers poll the Bot API with one token:"
                         " Telegram hands each update to one poller and refuses the others; fix:"
                         " set telegram.mode = \"webhook\" behind the load balancer")
        return Check("telegram", True, f"polling {s.api_url}")
    return _webhook(s.webhook_url, s.webhook_secret.get_secret_value() if s.webhook_secret else None,
                    f"{s.webhook_listen}:{s.webhook_port}")


def _webhook(url: str | None, secret: str | None, listen: str) -> Check:
    if not url:
        return Check("telegram", False, "telegram.mode is \"webhook\" but telegram.webhook_url is"
                     " not set; fix: set it to the public https URL of the load balancer")
    parts = urlsplit(url)
    if parts.scheme != "https" or not parts.hostname:
        return Check("telegram", False, f"telegram.webhook_url {url!r} is not an https URL;"
                     " fix: Telegram delivers webhooks over HTTPS only: give the https URL of the"
                     " load balancer that terminates TLS")
    if (parts.port or 443) not in WEBHOOK_PORTS:
        return Check("telegram", False, f"telegram.webhook_url uses port {parts.port}; fix:"
                     f" Telegram delivers to ports {', '.join(map(str, WEBHOOK_PORTS))} only")
    if not secret:
        return Check("telegram", False, "no telegram.webhook_secret: each start would choose its"
                     " own, and with several workers only the last one's would be accepted; fix:"
                     " set METNOS_TELEGRAM__WEBHOOK_SECRET, the same on every worker")
    if not _SECRET.fullmatch(secret):
        return Check("telegram", False, "telegram.webhook_secret must be 1 to 256 of A-Z a-z 0-9 _"
                     " -; fix: choose another, e.g. `python3 -c 'import secrets;"
                     " print(secrets.token_urlsafe(32))'`")
    if importlib.util.find_spec("tornado") is None:
        return Check("telegram", False, "webhook mode needs PTB's web server; fix: pip install"
                     " 'python-telegram-bot[webhooks]'")
    return Check("telegram", True, f"webhook {url}, listening on {listen}, secret set")
