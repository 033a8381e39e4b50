"""The Telegram front end's settings: the ``[telegram]`` section of the config file.

The runtime passes that section through unread (``Settings.telegram`` is an opaque table, filled
from the TOML file and from ``METNOS_TELEGRAM__<KEY>`` variables as every other section); this
module gives it its model, its defaults and its checks.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError

from runtime import ConfigError, Settings


class TelegramSettings(BaseModel):
    """How the bot reaches the Bot API and who may talk to it."""

    model_config = ConfigDict(extra="forbid")

    token: SecretStr | None = None
    api_url: str = "https://api.telegram.org"
    mode: Literal["polling", "webhook"] = "polling"
    webhook_url: str | None = None
    webhook_listen: str = "127.0.0.1"
    webhook_port: int = 8443
    webhook_secret: SecretStr | None = None
    webhook_max_connections: int = Field(default=40, ge=1, le=100)
    rate_limits: Literal["auto", "local", "shared", "off"] = "auto"
    allow_groups: bool = False
    progress_after_seconds: float = Field(default=3.0, ge=0)
    running_turns: int = Field(default=32, ge=1)
    pairing_code_ttl_seconds: int = Field(default=3600, ge=60)
    pairing_max_attempts: int = Field(default=5, ge=1)
    pairing_max_failures_per_minute: int = Field(default=30, ge=1)

    def secrets(self) -> tuple[str, ...]:
        """The configured secret values (token, webhook secret), for log redaction."""
        return tuple(s.get_secret_value() for s in (self.token, self.webhook_secret)
                     if s is not None and s.get_secret_value())


def telegram_settings(settings: Settings) -> TelegramSettings:
    """The ``[telegram]`` section of `settings`, checked; ConfigError (one line) when it is not
    valid."""
    try:
        return TelegramSettings.model_validate(settings.telegram)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in ("telegram", *first["loc"]))
        raise ConfigError(f"invalid configuration: {where}: {first['msg']}") from exc
