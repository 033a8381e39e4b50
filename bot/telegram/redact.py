"""Keeps the bot token out of logs.

Request URLs carry the token (``{api_url}/bot{token}/{method}``): httpx logs them at INFO, so
its loggers are raised to WARNING, and every log record made while the bot runs has the token
(and its secret half) replaced, in the message and in a formatted traceback alike.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

REDACTED = "[token]"
_QUIET = ("httpx", "httpcore")


def redact(text: str, secrets: tuple[str, ...]) -> str:
    """`text` with every secret replaced."""
    for secret in secrets:
        if secret and secret in text:
            text = text.replace(secret, REDACTED)
    return text


def install_log_redaction(token: str) -> Callable[[], None]:
    """Redact `token` from all log records from now on; returns a function that undoes it."""
    secret_half = token.split(":", 1)[1] if ":" in token else ""
    secrets = tuple(s for s in (token, secret_half) if len(s) >= 8) or (token,)
    previous_factory = logging.getLogRecordFactory()
    previous_levels = {name: logging.getLogger(name).level for name in _QUIET}
    formatter = logging.Formatter()

    def factory(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = previous_factory(*args, **kwargs)
        try:
            message = record.getMessage()
        except Exception:  # a malformed call: keep the template, drop the arguments
            message = str(record.msg)
        cleaned = redact(message, secrets)
        if cleaned != message or record.args:
            record.msg, record.args = cleaned, None
        if record.exc_info and not record.exc_text:
            record.exc_text = redact(formatter.formatException(record.exc_info), secrets)
        return record

    logging.setLogRecordFactory(factory)
    for name in _QUIET:
        logging.getLogger(name).setLevel(logging.WARNING)

    def undo() -> None:
        logging.setLogRecordFactory(previous_factory)
        for name, level in previous_levels.items():
            logging.getLogger(name).setLevel(level)

    return undo
