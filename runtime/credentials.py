"""Secrets: an encrypted-file keyring backend, credential mandates, and log redaction.

Storage. Every secret lives in ``<data dir>/secrets.enc``: a JSON envelope around one
AES-256-GCM ciphertext of ``{service: {name: value}}`` (service ``"metnos"``). The header
(format, version, kdf, salt) is authenticated as associated data, so any edit of the
file is detected. Writes go to a 0600 temporary file in the same directory and replace
the old file atomically, under an advisory lock (``secrets.lock``) shared by processes.

Key. With ``METNOS_SECRETS_PASSPHRASE`` set, the key is derived from it with scrypt
(N=2**17, r=8, p=1; random salt kept in the header) and nothing else is written to
disk: this is the stronger mode. Otherwise the key is a random 32-byte file,
``<data dir>/secrets.key`` (0600, created on the first write). On a headless server
that key file only protects against leaks of ``secrets.enc`` alone (a backup or copy
without the key); whoever can read the whole data directory can read the secrets.

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
import contextlib
import getpass
import json
import logging
import os
import re
import sys
import tempfile
import threading
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import quote, quote_plus

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt
from keyring.backend import KeyringBackend
from keyring.errors import PasswordDeleteError

from runtime.config import Settings

try:  # advisory locking between processes; POSIX only
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

SERVICE = "metnos"
PASSPHRASE_ENV = "METNOS_SECRETS_PASSPHRASE"
SECRETS_FILE = "secrets.enc"
KEY_FILE = "secrets.key"
USER_PREFIX = "user/"

_FORMAT = "metnos-secrets"
_VERSION = 1
_SCRYPT_N, _SCRYPT_R, _SCRYPT_P = 2**17, 8, 1
_DAMAGED = f"cannot decrypt {SECRETS_FILE}: wrong passphrase or damaged file"
_CREDENTIAL = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:@+-]{0,127}")
_USER_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}")


class CredentialError(Exception):
    """A secret cannot be stored or resolved; the message says why and never holds a secret."""


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


@lru_cache(maxsize=8)
def _derive(passphrase: str, salt: bytes) -> bytes:
    """The AES key for `passphrase` and `salt` (cached: scrypt is slow on purpose)."""
    kdf = Scrypt(salt=salt, length=32, n=_SCRYPT_N, r=_SCRYPT_R, p=_SCRYPT_P)
    return kdf.derive(passphrase.encode("utf-8"))


class EncryptedFileKeyring(KeyringBackend):
    """A keyring backend keeping every secret AES-GCM encrypted in ``<data dir>/secrets.enc``."""

    # Below 1 so keyring's discovery never prefers it; it needs a data dir, so it is
    # constructed explicitly (``backend_for``) and never replaces the process-global keyring.
    priority = 0.5

    def __init__(self, data_dir: Path, *, passphrase: str | None = None) -> None:
        """A backend on `data_dir`; `passphrase` selects scrypt mode, None the key file."""
        super().__init__()  # type: ignore[no-untyped-call]
        if passphrase is not None and not passphrase:
            raise CredentialError(f"{PASSPHRASE_ENV} is set but empty")
        self.data_dir = data_dir
        self.path = data_dir / SECRETS_FILE
        self.key_path = data_dir / KEY_FILE
        self._passphrase = passphrase
        self._thread_lock = threading.Lock()

    def get_password(self, service: str, username: str) -> str | None:
        """The secret stored for `username` of `service`, or None."""
        return self._read()[1].get(service, {}).get(username)

    def set_password(self, service: str, username: str, password: str) -> None:
        """Store (or replace) a secret; the file is rewritten atomically."""
        with self._locked():
            header, data = self._read()
            data.setdefault(service, {})[username] = password
            self._write(header, data)

    def delete_password(self, service: str, username: str) -> None:
        """Remove a secret; PasswordDeleteError when there is none."""
        with self._locked():
            header, data = self._read()
            entries = data.get(service, {})
            if username not in entries:
                raise PasswordDeleteError(f"no secret named {username!r}")
            del entries[username]
            if not entries:
                del data[service]
            self._write(header, data)

    def entries(self, service: str) -> dict[str, str]:
        """Every name and secret stored for `service` (for listing names and for redaction)."""
        return self._read()[1].get(service, {})

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        with self._thread_lock, open(self.data_dir / "secrets.lock", "a") as handle:
            if fcntl is not None:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
            yield

    def _read(self) -> tuple[dict[str, Any] | None, dict[str, dict[str, str]]]:
        """The authenticated header and the decrypted secrets ({} when no file yet)."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return None, {}
        except OSError as exc:
            raise CredentialError(f"cannot read {SECRETS_FILE}: {exc.strerror}") from None
        try:
            envelope = json.loads(raw)
            header = {k: envelope[k] for k in ("format", "version", "kdf", "salt")}
            nonce = base64.b64decode(envelope["nonce"], validate=True)
            ciphertext = base64.b64decode(envelope["ciphertext"], validate=True)
        except (ValueError, KeyError, TypeError):  # binascii.Error is a ValueError
            raise CredentialError(_DAMAGED) from None
        if header["format"] != _FORMAT or header["version"] != _VERSION:
            raise CredentialError(_DAMAGED)
        key = self._key_for(header, create=False)
        try:
            plain = AESGCM(key).decrypt(nonce, ciphertext, _aad(header))
            data = json.loads(plain)
        except (InvalidTag, ValueError):
            raise CredentialError(_DAMAGED) from None
        if not _is_store(data):
            raise CredentialError(_DAMAGED)
        return header, data

    def _write(self, header: dict[str, Any] | None, data: dict[str, dict[str, str]]) -> None:
        if header is None:  # first write: choose the mode now
            salt = _b64(os.urandom(16)) if self._passphrase is not None else None
            kdf = "scrypt" if self._passphrase is not None else "keyfile"
            header = {"format": _FORMAT, "version": _VERSION, "kdf": kdf, "salt": salt}
        key = self._key_for(header, create=True)
        nonce = os.urandom(12)
        ciphertext = AESGCM(key).encrypt(nonce, json.dumps(data).encode("utf-8"), _aad(header))
        envelope = {**header, "nonce": _b64(nonce), "ciphertext": _b64(ciphertext)}
        _atomic_write(self.path, json.dumps(envelope, indent=1).encode("ascii"))

    def _key_for(self, header: dict[str, Any], *, create: bool) -> bytes:
        if header["kdf"] == "scrypt":
            if self._passphrase is None:
                raise CredentialError(
                    f"{SECRETS_FILE} is protected by a passphrase: set {PASSPHRASE_ENV}"
                )
            try:
                salt = base64.b64decode(header["salt"], validate=True)
            except (TypeError, ValueError):
                raise CredentialError(_DAMAGED) from None
            return _derive(self._passphrase, salt)
        if header["kdf"] != "keyfile":
            raise CredentialError(_DAMAGED)
        if self._passphrase is not None:
            raise CredentialError(
                f"{SECRETS_FILE} is encrypted with {KEY_FILE}, not a passphrase:"
                f" unset {PASSPHRASE_ENV}"
            )
        return self._key_file(create=create and not self.path.exists())

    def _key_file(self, *, create: bool) -> bytes:
        if create and not self.key_path.exists():
            with contextlib.suppress(FileExistsError):  # another process made it first
                fd = os.open(self.key_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
                with os.fdopen(fd, "wb") as out:
                    out.write(os.urandom(32))
                    out.flush()
                    os.fsync(out.fileno())
        try:
            mode = self.key_path.stat().st_mode
            key = self.key_path.read_bytes()
        except FileNotFoundError:
            raise CredentialError(f"cannot decrypt {SECRETS_FILE}: {KEY_FILE} is missing") from None
        if os.name == "posix" and mode & 0o077:
            raise CredentialError(f"{self.key_path} must be readable only by its owner (chmod 600)")
        if len(key) != 32:
            raise CredentialError(f"{KEY_FILE} is damaged (expected 32 bytes)")
        return key


def _aad(header: dict[str, Any]) -> bytes:
    return json.dumps(header, sort_keys=True).encode("utf-8")


def _is_store(data: object) -> bool:
    return isinstance(data, dict) and all(
        isinstance(entries, dict) and all(isinstance(v, str) for v in entries.values())
        for entries in data.values()
    )


def _atomic_write(path: Path, content: bytes) -> None:
    """Replace `path` with `content` (0600) so a reader sees the old file or the new one."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as out:  # mkstemp creates it 0600
            out.write(content)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def backend_for(settings: Settings) -> EncryptedFileKeyring:
    """The encrypted-file backend on the settings' data dir (passphrase from the environment)."""
    return EncryptedFileKeyring(settings.data_dir, passphrase=os.environ.get(PASSPHRASE_ENV))


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
    try:
        backend_for(settings).delete_password(SERVICE, _check_name(name))
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


class Redactor:
    """Known secret values, replaced by ``***`` wherever they (or their URL-encoded forms) occur."""

    MASK = "***"

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
            } | {re.escape(v) for v in self._values}
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


def redactor_for(settings: Settings) -> Redactor:
    """A redactor knowing every stored secret and the secrets in the settings."""
    redactor = Redactor(backend_for(settings).entries(SERVICE).values())
    for secret in (settings.telegram.token, settings.telegram.webhook_secret):
        if secret is not None:
            redactor.add(secret.get_secret_value())
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
