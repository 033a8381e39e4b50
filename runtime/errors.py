"""Every exception Metnos raises on purpose, under one root.

The hierarchy, in the shape of httpx's ``_exceptions.py``::

    MetnosError
    ├── ConfigError ........... the settings cannot be loaded (file, value, variable)
    ├── CatalogError .......... the catalog cannot be built (a bad ``catalog.extra_modules``)
    ├── PlanFileError ......... a plan file is not JSON or not a plan (also a ValueError)
    ├── StorageError .......... a database or folder Metnos keeps cannot be used
    │   ├── StoreError ........ metnos.db (defined in ``runtime.store.db``)
    │   ├── ScratchpadError ... scratchpad.db
    │   └── WorkspaceIndexError  the full-text index of a workspace
    ├── ScratchpadNotFound .... no readable scratchpad entry (also a LookupError)
    ├── CredentialError ....... a secret cannot be stored or resolved (locked, damaged, refused)
    │   └── KeyStoreError ..... the key store itself cannot be read (damaged, locked, no key)
    ├── UserError ............. a user operation cannot be done (message key)
    ├── ModelFailure .......... a model tier gave no usable answer
    ├── DocumentError ......... a document cannot be read
    ├── ExecutorError ......... an expected failure of an executor (failure class, message key)
    ├── ArgumentError ......... an argument value an executor refuses (also a ValueError)
    ├── AuthorityError ........ a path leaves the workspace (defined in ``runtime.engine.workspace``)
    └── front ends: FrontEndError (``bot.telegram.app``), CliError (``bot.cli``)

Catch ``MetnosError`` where a layer turns failures into one line or one reply; catch a
leaf where the failure is expected and has a recovery. ``ValueError`` and
``LookupError`` stay extra bases where callers (and pydantic validators) rely on them.

Outside the tree on purpose: ``runtime.planning.request.Ask`` is control flow, not a
failure — the rules planner raises it to stop with a question or a refusal and catches
it itself; a caller catching ``MetnosError`` must never swallow it.

The leaves are defined here and re-exported from the modules that raise them
(``runtime.config.ConfigError`` is this ``ConfigError``; ``FailureClass``, which an
``ExecutorError`` carries, is also ``runtime.catalog.contract.FailureClass``), except
the ones marked "defined in", which subclass their branch where they are defined. This
module loads no other module of Metnos (``runtime.i18n`` only when an ArgumentError is
made), so anything may import it.
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import Any, Literal

__all__ = [
    "ArgumentError",
    "CatalogError",
    "ConfigError",
    "CredentialError",
    "DocumentError",
    "DocumentErrorReason",
    "ExecutorError",
    "FailureClass",
    "MetnosError",
    "ModelFailure",
    "ModelFailureKind",
    "PlanFileError",
    "ScratchpadError",
    "ScratchpadNotFound",
    "StorageError",
    "UserError",
    "WorkspaceIndexError",
]

DocumentErrorReason = Literal["missing", "unreadable", "encrypted", "unsupported", "empty", "too_large"]
ModelFailureKind = Literal["unavailable", "garbage", "invalid"]


class MetnosError(Exception):
    """The root: a failure Metnos expects and can say in one line (``str(exc)``)."""


class ConfigError(MetnosError):
    """The configuration cannot be loaded; the message says why in one line."""


class CatalogError(MetnosError):
    """The catalog cannot be built (a module that cannot be imported, no EXECUTORS, a duplicate)."""


class PlanFileError(MetnosError, ValueError):
    """A plan file is not JSON or not a plan; the message says where."""


class StorageError(MetnosError):
    """A database or folder Metnos keeps cannot be used (corrupt, locked, missing, full)."""


class ScratchpadError(StorageError):
    """The scratchpad database cannot be used (locked, corrupt, unreadable, closed)."""


class WorkspaceIndexError(StorageError):
    """The index database or the workspace folder cannot be used (locked, corrupt, missing)."""


class ScratchpadNotFound(MetnosError, LookupError):
    """No readable entry: missing, expired, or owned by another user (never says which)."""


class CredentialError(MetnosError):
    """A secret cannot be stored or resolved; the message says why and never holds a secret."""


class KeyStoreError(CredentialError):
    """The key store itself cannot be read or written (damaged, locked, its key or passphrase
    missing or wrong): not the same as a credential that is simply not stored."""


class UserError(MetnosError):
    """A user operation cannot be done; the message key says why."""

    def __init__(self, key: str, **params: str) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class ModelFailure(MetnosError):
    """The model could not give a usable answer; `kind` picks the message."""

    def __init__(self, kind: ModelFailureKind, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind


class DocumentError(MetnosError):
    """A document could not be read.

    ``reason`` is one of ``"missing"``, ``"unreadable"``, ``"encrypted"``,
    ``"unsupported"``, ``"empty"``, ``"too_large"``; ``detail`` is a plain
    English sentence for people; ``path`` is the file concerned.
    """

    def __init__(self, reason: DocumentErrorReason, detail: str, path: Path | None = None) -> None:
        super().__init__(detail)
        self.reason: DocumentErrorReason = reason
        self.detail: str = detail
        self.path: Path | None = path

    def __repr__(self) -> str:
        return f"DocumentError({self.reason!r}, {self.detail!r})"

    def __reduce__(self) -> tuple[type[DocumentError], tuple[str, str, Path | None]]:
        return (type(self), (self.reason, self.detail, self.path))


class FailureClass(StrEnum):
    """Why a step failed; the runtime decides recovery from this."""

    TRANSIENT = "transient"
    PERMANENT = "permanent"
    POLICY = "policy"
    BAD_INPUT = "bad_input"
    TIMEOUT = "timeout"


class ExecutorError(MetnosError):
    """An expected failure of an executor: a class and a message key for the user."""

    def __init__(self, failure: FailureClass, key: str, **params: Any) -> None:
        super().__init__(key)
        self.failure = failure
        self.key = key
        self.params = params


class ArgumentError(MetnosError, ValueError):
    """An argument value a validator refuses, with a message key for the user.

    Raised inside an args model's validator (pydantic turns a ValueError into a
    validation error); ``invoke`` answers with `key` in the user's language, and plan
    checks (which have no language) show the English text.
    """

    def __init__(self, key: str, **params: Any) -> None:
        from runtime.i18n import t  # the catalogs load on first use, not with this module

        super().__init__(t(key, "en", **params))
        self.key = key
        self.params = params
