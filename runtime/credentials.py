"""Secrets: names, credential mandates, log redaction, and ``metnos secrets``.

Storage is the encrypted-file keyring backend of ``runtime.keyring_file``
(``<data dir>/secrets.enc``, a key file or ``METNOS_SECRETS_PASSPHRASE``); it loads,
with keyring and cryptography, on the first secret read or written.

Names. Instance-wide secrets (``telegram:token``, a model tier's API key) are stored
under their bare name and resolved only by the runtime itself (``lookup_secret``). A
user's credential (``smtp:work`` of user ``u1a2b``) is stored as
``user/u1a2b/smtp:work`` and reaches an executor only through a ``Mandate`` of that
same user (``resolve_under_mandate``): no mandate can name another user's credential
or an instance-wide one. The admin stores one with ``metnos secrets set
user/<user id>/smtp:work``. Secret values never appear in an error text.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import getpass
import logging
import os
import re
import sys
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import quote, quote_plus

from runtime.config import Settings
from runtime.errors import CredentialError as CredentialError
from runtime.errors import KeyStoreError as KeyStoreError

if TYPE_CHECKING:  # the backend (keyring, cryptography) loads with the first secret
    from runtime.keyring_file import KEY_FILE as KEY_FILE
    from runtime.keyring_file import PASSPHRASE_ENV as PASSPHRASE_ENV
    from runtime.keyring_file import SECRETS_FILE as SECRETS_FILE
    from runtime.keyring_file import EncryptedFileKeyring as EncryptedFileKeyring

SERVICE = "metnos"
USER_PREFIX = "user/"

_BACKEND_NAMES = frozenset({"EncryptedFileKeyring", "KEY_FILE", "PASSPHRASE_ENV", "SECRETS_FILE"})
_CREDENTIAL = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:@+-]{0,127}")
_USER_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}")


def __getattr__(name: str) -> object:
    """The backend's names, re-exported here without importing it with this module."""
    if name in _BACKEND_NAMES:
        from runtime import keyring_file

        return getattr(keyring_file, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def backend_for(settings: Settings) -> EncryptedFileKeyring:
    """The encrypted-file backend on the settings' data dir (passphrase from the environment)."""
    from runtime import keyring_file

    passphrase = os.environ.get(keyring_file.PASSPHRASE_ENV)
    return keyring_file.EncryptedFileKeyring(settings.data_dir, passphrase=passphrase)


# -- names and the runtime's API ------------------------------------------------------


def user_secret_name(user_id: str, credential: str) -> str:
    """The stored name of `user_id`'s credential, e.g. ``user/u1a2b/smtp:work``."""
    if not _USER_ID.fullmatch(user_id):
        raise CredentialError(f"invalid user id {user_id!r}")
    return USER_PREFIX + user_id + "/" + _check_credential(credential)


def _check_credential(credential: str) -> str:
    if not _CREDENTIAL.fullmatch(credential):
        raise CredentialError(
            f"invalid credential name {credential!r}: letters, digits and _ . : @ + - only"
        )
    return credential


def _check_name(name: str) -> str:
    if name.startswith(USER_PREFIX):
        user_id, _, credential = name[len(USER_PREFIX) :].partition("/")
        return user_secret_name(user_id, credential)
    return _check_credential(name)


def lookup_secret(settings: Settings, name: str) -> str | None:
    """The secret stored under `name` (e.g. ``telegram:token``), or None. For the runtime only."""
    return backend_for(settings).get_password(SERVICE, _check_name(name))


def store_secret(settings: Settings, name: str, value: str) -> None:
    """Store `value` under `name`, replacing any previous value; empty values are refused."""
    if not value:
        raise CredentialError(f"empty value for {name!r} refused: nothing was stored")
    backend_for(settings).set_password(SERVICE, _check_name(name), value)


def delete_secret(settings: Settings, name: str) -> bool:
    """Remove the secret `name`; False when there was none."""
    backend = backend_for(settings)
    from keyring.errors import PasswordDeleteError  # loaded with the backend

    try:
        backend.delete_password(SERVICE, _check_name(name))
    except PasswordDeleteError:
        return False
    return True


def list_secrets(settings: Settings) -> list[str]:
    """The stored names, sorted; never their values."""
    return sorted(backend_for(settings).entries(SERVICE))


# -- mandates -------------------------------------------------------------------------


@dataclass(frozen=True)
class Mandate:
    """Lets one executor, in one turn of one user, use that user's `credential` until `expires_at`.

    `credential` is the user's own name for it (``smtp:work``); `expires_at` is epoch seconds.
    """

    user_id: str
    executor: str
    credential: str
    turn_id: str
    expires_at: float

    def __post_init__(self) -> None:
        user_secret_name(self.user_id, self.credential)  # validates both


def credential_stored(settings: Settings, user_id: str, credential: str) -> bool:
    """Whether `user_id` has `credential` stored (an operating condition; reads no value out)."""
    return user_secret_name(user_id, credential) in list_secrets(settings)


def resolve_under_mandate(
    settings: Settings,
    mandate: Mandate,
    *,
    user_id: str,
    executor: str,
    turn_id: str,
    now: float | None = None,
) -> str:
    """The secret `mandate` grants to this user, executor and turn; CredentialError otherwise."""
    refused = f"credential {mandate.credential!r} refused:"
    if mandate.user_id != user_id:
        raise CredentialError(f"{refused} the mandate belongs to another user")
    if mandate.executor != executor:
        raise CredentialError(f"{refused} the mandate is for executor {mandate.executor!r}")
    if mandate.turn_id != turn_id:
        raise CredentialError(f"{refused} the mandate is for another turn")
    if (time.time() if now is None else now) >= mandate.expires_at:
        raise CredentialError(f"{refused} the mandate has expired")
    secret = lookup_secret(settings, user_secret_name(mandate.user_id, mandate.credential))
    if secret is None:
        raise CredentialError(f"{refused} it is not stored for this user")
    return secret


# -- redaction ------------------------------------------------------------------------

MASK = "***"
# A run that may be base64 (standard or URL-safe alphabet) holding a secret or part of it.
_BASE64_RUN = re.compile(r"[A-Za-z0-9+/_-]{8,}")
# A server may echo part of a secret: any slice of this many characters counts as the secret.
SLICE = 8


def _b64(text: str) -> str:
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def wire_forms(secret: str, *, username: str | None = None) -> tuple[str, ...]:
    """`secret` in every form it may have been sent in, longest first: as is, URL-encoded, in
    base64 (AUTH LOGIN sends user and password each in base64), and the base64 blobs that hold
    it with the user name (AUTH PLAIN's ``\\0user\\0password``, HTTP Basic's ``user:password``)."""
    if not secret:
        return ()
    forms = {secret, quote(secret, safe=""), quote(secret), quote_plus(secret), _b64(secret),
             base64.urlsafe_b64encode(secret.encode("utf-8")).decode("ascii")}
    if username is not None:
        forms |= {_b64(f"\0{username}\0{secret}"), _b64(f"{username}:{secret}")}
    return tuple(sorted(forms, key=len, reverse=True))


class Scrubber:
    """Takes a secret out of what a server said back, in every form it was sent in (see
    :func:`wire_forms`), and any slice of it of ``SLICE`` characters, also inside base64 read
    at any of its four alignments; what is left shows ``***`` in its place."""

    def __init__(self, secret: str | None, *, username: str | None = None) -> None:
        self.forms = wire_forms(secret or "", username=username)
        plain = secret or ""
        self._pieces = [plain] + [plain[i:i + SLICE] for i in range(len(plain) - SLICE + 1)] \
            if plain else []
        self._raw = [piece.encode("utf-8") for piece in self._pieces]
        # URL-encoded forms match in any case (%2f as well as %2F); longest first.
        found = sorted({*self.forms, *self._pieces}, key=len, reverse=True)
        self._regex = re.compile("|".join(
            f"(?i:{re.escape(f)})" if "%" in f else re.escape(f) for f in found)) if found else None

    def __call__(self, text: str) -> str:
        if self._regex is None:
            return text
        text = self._regex.sub(MASK, text)
        return _BASE64_RUN.sub(lambda m: MASK if self._in_base64(m.group(0)) else m.group(0), text)

    def _in_base64(self, token: str) -> bool:
        """Whether the run `token`, read from any of its four alignments in either base64
        alphabet, decodes to bytes holding the secret or a slice of it."""
        for alphabet in (None, b"-_"):
            if alphabet is None and ("-" in token or "_" in token):
                continue
            for start in range(4):
                chunk = token[start:]
                rest = len(chunk) % 4
                chunk = chunk[:-1] if rest == 1 else chunk + "=" * ((4 - rest) % 4)
                try:
                    decoded = base64.b64decode(chunk, altchars=alphabet, validate=True)
                except (binascii.Error, ValueError):
                    continue
                if any(piece in decoded for piece in self._raw):
                    return True
        return False


class Redactor:
    """Known secret values, replaced by ``***`` wherever they (or their URL-encoded forms) occur."""

    MASK = MASK

    def __init__(self, values: Iterable[str] = ()) -> None:
        """A redactor for `values`; empty strings are ignored."""
        self._values: set[str] = set()
        self._regex: re.Pattern[str] | None = None
        self._lock = threading.Lock()
        self.add(*values)

    def add(self, *values: str) -> None:
        """Start redacting more values (a secret stored after start-up, say)."""
        with self._lock:
            self._values.update(v for v in values if v)
            # Encoded forms match in any case (%3a as well as %3A); over-masking is harmless.
            forms = {
                f"(?i:{re.escape(f)})"
                for v in self._values
                for f in (quote(v, safe=""), quote(v), quote_plus(v))
                if f != v
            } | {re.escape(f) for v in self._values for f in wire_forms(v)}
            ordered = sorted(forms, key=len, reverse=True)  # longest first: no partial leaks
            self._regex = re.compile("|".join(ordered)) if ordered else None

    def redact(self, text: str) -> str:
        """`text` with every known secret replaced by ``***``."""
        regex = self._regex
        return regex.sub(self.MASK, text) if regex is not None else text


class RedactingFilter(logging.Filter):
    """A logging filter that redacts a record's message, args, traceback and stack text."""

    def __init__(self, redactor: Redactor) -> None:
        """Redact with `redactor`; attach it to handlers so child loggers are covered too."""
        super().__init__()
        self.redactor = redactor

    def filter(self, record: logging.LogRecord) -> bool:
        """Rewrite `record` in place; never drops it."""
        redact = self.redactor.redact
        try:
            message = record.getMessage()
        except (TypeError, ValueError):  # a malformed format: keep every part, redacted
            message = f"{record.msg} {record.args}"
        record.msg, record.args = redact(message), None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text)
        if record.stack_info:
            record.stack_info = redact(record.stack_info)
        return True


def redactor_for(settings: Settings, configured: Iterable[str] = ()) -> Redactor:
    """A redactor knowing every stored secret and the `configured` ones (secrets a front end
    read from its own settings section, such as a bot token)."""
    redactor = Redactor(backend_for(settings).entries(SERVICE).values())
    redactor.add(*configured)
    return redactor


# -- metnos secrets -------------------------------------------------------------------


def _read_value(name: str) -> str:
    if sys.stdin.isatty():
        return getpass.getpass(f"Value for {name} (not echoed): ")
    return sys.stdin.readline().rstrip("\r\n")


async def secrets_cli(settings: Settings, command: str, name: str | None) -> int:
    """``metnos secrets set NAME | list | delete NAME``; CredentialError ends it with a reason."""
    if command == "list":
        for stored in await asyncio.to_thread(list_secrets, settings):
            print(stored)
        return 0
    if command not in ("set", "delete"):
        raise CredentialError(f"unknown secrets command {command!r}: use set, list or delete")
    if not name:
        raise CredentialError(f"metnos secrets {command} needs a NAME")
    _check_name(name)
    if command == "set":
        # Read in the main thread: Ctrl-C during getpass must restore the terminal's echo.
        value = _read_value(name)
        await asyncio.to_thread(store_secret, settings, name, value)
        print(f"stored {name}")
        return 0
    if not await asyncio.to_thread(delete_secret, settings, name):
        raise CredentialError(f"no secret named {name!r}")
    print(f"deleted {name}")
    return 0
