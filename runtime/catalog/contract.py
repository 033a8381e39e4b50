"""The executor contract: what every capability declares, and its signature.

An executor is data (name, schemas, effect class, policy, accepted origins,
reverse operation) plus one coroutine. The runtime reads only the data to
validate plans and decide policy; it calls the coroutine only from ``invoke``.
"""

from __future__ import annotations

import hashlib
import inspect
import json
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from runtime.errors import ArgumentError as ArgumentError
from runtime.errors import ExecutorError as ExecutorError
from runtime.errors import FailureClass as FailureClass

if TYPE_CHECKING:
    from runtime.engine.context import ExecContext


class EffectClass(StrEnum):
    """What running an executor does to the world."""

    READ = "read"
    WRITE = "write"
    EXTERNAL = "external"
    IRREVERSIBLE = "irreversible"


class Policy(StrEnum):
    """Whether a step may run, must be confirmed first, or may not run."""

    ALLOW = "allow"
    CONFIRM = "confirm"
    REFUSE = "refuse"

    @property
    def strictness(self) -> int:
        return {"allow": 0, "confirm": 1, "refuse": 2}[self.value]


class OriginKind(StrEnum):
    """Where a value came from."""

    USER = "user"  # the user's own words (or a plan the user wrote)
    STEP = "step"  # produced by an executor from the world (a file listing, the clock)
    CONTENT = "content"  # found inside a file's or a message's content
    SCRATCHPAD = "scratchpad"
    CONFIG = "config"
    MODEL = "model"  # proposed by a language model, not found in the user's words
    FORWARDED = "forwarded"  # the words of a message the user forwarded: not their request


#: ``sensitive`` key: the values that chose the items a step takes through from_step (a
#: pattern, a folder), followed back through every producer (see ``runtime.plan.resolve``).
SELECTION = "from_step"
#: ``sensitive`` key: who decided that the step runs at all (the user's words, a model...).
PLANNED = "_planned"


class ItemKind(StrEnum):
    """The kind of items a collection holds; consumers declare which they take."""

    FILE = "file"
    DIR = "dir"
    DOCUMENT = "document"
    ENTRY = "entry"
    MESSAGE = "message"
    EFFECT = "effect"


class ExecArgs(BaseModel):
    """Base of every executor's arguments: unknown arguments are errors."""

    model_config = ConfigDict(extra="forbid")


class ResultShape(BaseModel):
    """What an executor returns: a collection of items with named fields, and scalar fields."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["collection", "scalar"]
    item_kind: ItemKind | None = None
    item_fields: tuple[str, ...] = ()
    fields: tuple[str, ...] = ()
    # Fields whose values are read out of documents: their origin is CONTENT.
    content_fields: tuple[str, ...] = ()
    # Item fields with an open set of names (extracted entries carry whatever was asked).
    open_item_fields: bool = False
    # The scalar field naming the step of this turn whose result this one reads back (a slice
    # of a result kept aside): content read here came from that step's documents.
    reads_step: str | None = None

    def declares(self, name: str) -> bool:
        """Whether `{{stepN.name}}` may refer to this result."""
        return name in self.fields or (self.kind == "collection" and name == "count")


class ItemFailure(BaseModel):
    """One item an executor could not handle (a file it could not read)."""

    ref: str
    reason: str  # a message key suffix: missing, unreadable, encrypted, ...
    detail: str = ""


class Effect(BaseModel):
    """One change made to the world, recorded so that it can be undone."""

    kind: Literal["created", "created_dir", "overwritten", "moved", "trashed", "sent"]
    path: str  # absolute path of the resource after the effect (or recipient for "sent")
    source: str | None = None  # where it was before (move, trash)
    backup: str | None = None  # previous content kept for an overwrite


class ExecResult(BaseModel):
    """What an executor returns; the runtime derives the outcome class from it."""

    items: list[dict[str, Any]] = Field(default_factory=list)
    data: dict[str, Any] = Field(default_factory=dict)
    failures: list[ItemFailure] = Field(default_factory=list)
    total: int | None = None  # how many items exist when fewer are returned
    truncated: bool = False
    files: list[str] = Field(default_factory=list)  # produced files to offer to the user
    effects: list[Effect] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)  # message keys for the answer


@dataclass(frozen=True)
class Confirmation:
    """How a prompt describes a step: message key and parameters, and whether it can be undone."""

    key: str
    params: Mapping[str, Any]
    reversible: bool


RunFn = Callable[["ExecContext", Any], Awaitable[ExecResult]]
PolicyHook = Callable[["ExecContext", Any], Policy | None]
DescribeFn = Callable[["ExecContext", Any], Confirmation]
PrecheckFn = Callable[["ExecContext", Any], None]


@dataclass(frozen=True)
class ExecutorSpec:
    """A capability in the catalog."""

    name: str
    version: str
    description: Mapping[str, str]  # locale -> one line
    args_model: type[ExecArgs]
    result: ResultShape
    effect: EffectClass
    policy: Policy
    run: RunFn = field(compare=False)
    accepts: frozenset[ItemKind] = frozenset()  # item kinds taken through from_step
    path_args: tuple[str, ...] = ()  # arguments that name workspace paths
    sensitive: Mapping[str, frozenset[OriginKind]] = field(default_factory=dict)
    # Arguments that choose which items the result holds (a folder, a pattern, the files
    # named): a consumer taking those items through from_step inherits their origins.
    selects: tuple[str, ...] = ()
    reverse: str | None = None  # how the effect is undone; None when it cannot be
    idempotent: bool = False
    # Arguments the runtime asks the user for when a plan leaves them out.
    askable: tuple[str, ...] = ()
    # Path arguments (and "item.path" for input items) that must exist before consent is asked.
    must_exist: tuple[str, ...] = ()
    # The argument naming the credential the step needs (``smtp:work``); resolved under a
    # mandate at execution time only, never placed in the plan, the trace or the answer.
    credential_arg: str | None = None
    timeout_seconds: float | None = None
    # Work that always takes long: the runtime hands the rest of the plan to a job before it.
    long_running: bool = False
    policy_hook: PolicyHook | None = field(default=None, compare=False)
    describe: DescribeFn | None = field(default=None, compare=False)
    # Operating conditions checked before consent is asked (an ExecutorError says which
    # failed), so that nobody is asked to approve what cannot run.
    precheck: PrecheckFn | None = field(default=None, compare=False)

    @property
    def takes_input(self) -> bool:
        return bool(self.accepts)

    @cached_property
    def signature(self) -> str:
        """A hash of everything that makes this executor what it is, code included."""
        code_parts = [self.run, self.policy_hook, self.describe, self.precheck]
        code = "".join(_source_of(fn) for fn in code_parts if fn is not None)
        payload = {
            "name": self.name,
            "version": self.version,
            "args": self.args_model.model_json_schema(),
            "result": self.result.model_dump(mode="json"),
            "effect": self.effect.value,
            "policy": self.policy.value,
            "accepts": sorted(k.value for k in self.accepts),
            "path_args": list(self.path_args),
            "sensitive": {k: sorted(v) for k, v in sorted(self.sensitive.items())},
            "selects": list(self.selects),
            "reverse": self.reverse,
            "code": hashlib.sha256(code.encode()).hexdigest(),
        }
        blob = json.dumps(payload, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()[:16]

    def arg_names(self) -> set[str]:
        return set(self.args_model.model_fields)

    def required_args(self) -> set[str]:
        return {n for n, f in self.args_model.model_fields.items() if f.is_required()}

    def path_args_required(self) -> bool:
        """Whether some path argument must always be given (then it is not a pure converter)."""
        return any(n in self.required_args() for n in self.path_args)


def _source_of(fn: Callable[..., Any]) -> str:
    try:
        return inspect.getsource(fn)
    except (OSError, TypeError):
        return getattr(fn, "__qualname__", repr(fn))


def display_path(path: Path | str, root: Path) -> str:
    """A workspace path as users write it: ``~/Acquisti/a.pdf``."""
    p = Path(path)
    try:
        rel = p.relative_to(root)
    except ValueError:
        return str(p)
    return "~" if str(rel) == "." else f"~/{rel.as_posix()}"
