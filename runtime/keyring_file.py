"""The encrypted-file keyring backend: every secret of Metnos in one authenticated file.

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

This module imports keyring and cryptography; ``runtime.credentials`` loads it on the
first secret read or written, so starting Metnos does not pay for them.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import tempfile
import threading
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt
from keyring.backend import KeyringBackend
from keyring.errors import PasswordDeleteError

from runtime.errors import KeyStoreError

try:  # advisory locking between processes; POSIX only
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

PASSPHRASE_ENV = "METNOS_SECRETS_PASSPHRASE"
SECRETS_FILE = "secrets.enc"
KEY_FILE = "secrets.key"

_FORMAT = "metnos-secrets"
_VERSION = 1
_SCRYPT_N, _SCRYPT_R, _SCRYPT_P = 2**17, 8, 1
_DAMAGED = f"cannot decrypt {SECRETS_FILE}: wrong passphrase or damaged file"


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
            raise KeyStoreError(f"{PASSPHRASE_ENV} is set but empty")
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
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            handle = open(self.data_dir / "secrets.lock", "a")  # noqa: SIM115 - closed below
        except OSError as exc:
            raise KeyStoreError(f"cannot lock {SECRETS_FILE}: {exc.strerror}") from None
        with self._thread_lock, handle:
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
            raise KeyStoreError(f"cannot read {SECRETS_FILE}: {exc.strerror}") from None
        try:
            envelope = json.loads(raw)
            header = {k: envelope[k] for k in ("format", "version", "kdf", "salt")}
            nonce = base64.b64decode(envelope["nonce"], validate=True)
            ciphertext = base64.b64decode(envelope["ciphertext"], validate=True)
        except (ValueError, KeyError, TypeError):  # binascii.Error is a ValueError
            raise KeyStoreError(_DAMAGED) from None
        if header["format"] != _FORMAT or header["version"] != _VERSION:
            raise KeyStoreError(_DAMAGED)
        key = self._key_for(header, create=False)
        try:
            plain = AESGCM(key).decrypt(nonce, ciphertext, _aad(header))
            data = json.loads(plain)
        except (InvalidTag, ValueError):
            raise KeyStoreError(_DAMAGED) from None
        if not _is_store(data):
            raise KeyStoreError(_DAMAGED)
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
                raise KeyStoreError(
                    f"{SECRETS_FILE} is protected by a passphrase: set {PASSPHRASE_ENV}"
                )
            try:
                salt = base64.b64decode(header["salt"], validate=True)
            except (TypeError, ValueError):
                raise KeyStoreError(_DAMAGED) from None
            return _derive(self._passphrase, salt)
        if header["kdf"] != "keyfile":
            raise KeyStoreError(_DAMAGED)
        if self._passphrase is not None:
            raise KeyStoreError(
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
            raise KeyStoreError(f"cannot decrypt {SECRETS_FILE}: {KEY_FILE} is missing") from None
        if os.name == "posix" and mode & 0o077:
            raise KeyStoreError(f"{self.key_path} must be readable only by its owner (chmod 600)")
        if len(key) != 32:
            raise KeyStoreError(f"{KEY_FILE} is damaged (expected 32 bytes)")
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
