"""Where a plan's literal values came from: the user's words, or a model's proposal.

A plan the user wrote (or the rules planner built from the user's words) has only
USER literals. A model's plan is judged value by value: a literal is USER only when
it can be found in the request's own words, otherwise MODEL, so that a sensitive
argument the model made up (a destination, a recipient) asks before it is used.

The rule is deliberately conservative:

* a path (an argument the executor declares as a path, or a string starting with
  ``~`` or holding a ``/``) is the user's when every component other than the
  workspace root ``~`` is made of words the user wrote; a file extension of up to
  five letters does not count as a word. ``~`` alone, ``.`` and ``..`` are never
  the user's: the model chose the place.
* any other string is the user's when it occurs in the request as a whole word
  sequence (case-insensitive, accents folded): ``anna@example.org`` is, ``Anna`` does
  not make ``anna.rossi@example.org``.
* a number is the user's when the user wrote it; booleans are the model's; a list
  is the user's when each of its elements is.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from runtime.catalog.contract import OriginKind
from runtime.catalog.registry import Catalog
from runtime.plan.model import REF_PATTERN, Plan

_WORD = re.compile(r"\w+")
_EXTENSION = re.compile(r"^(?P<stem>.+)\.(?P<ext>[a-z0-9]{1,5})$")


@dataclass(frozen=True)
class LiteralOrigins:
    """The origin of a plan's literal values: `default`, except the values found in the user's words.

    A value is named by (executor, argument, value) rather than by step number, so the
    judgement survives guards that insert or renumber steps.
    """

    default: OriginKind = OriginKind.USER
    users: frozenset[tuple[str, str, str]] = frozenset()

    def of(self, tool: str, arg: str, value: Any) -> OriginKind:
        """The origin of the literal `value` of `tool`'s argument `arg`."""
        if self.default is OriginKind.USER or (tool, arg, _key(value)) in self.users:
            return OriginKind.USER
        return self.default

    def answered(self, tool: str, arg: str, value: Any) -> LiteralOrigins:
        """The same origins after the user typed `value` for `arg` themselves."""
        return LiteralOrigins(self.default, self.users | {(tool, arg, _key(value))})

    def dumps(self) -> str:
        """A compact text form for a suspended dialogue (a bare origin when uniform)."""
        if not self.users:
            return self.default.value
        return json.dumps({"default": self.default.value, "users": sorted(self.users)})

    @classmethod
    def loads(cls, text: str) -> LiteralOrigins:
        """Read back what `dumps` wrote (also a bare origin such as ``user``)."""
        if not text.startswith("{"):
            return cls(OriginKind(text))
        raw = json.loads(text)
        return cls(OriginKind(raw["default"]),
                   frozenset((str(t), str(a), str(v)) for t, a, v in raw["users"]))


def _key(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


USER_LITERALS = LiteralOrigins()


def _fold(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in folded if not unicodedata.combining(c))


def _words(text: str) -> list[str]:
    return _WORD.findall(_fold(text))


def _contains_sequence(haystack: list[str], needle: list[str]) -> bool:
    n = len(needle)
    return n > 0 and any(haystack[i:i + n] == needle for i in range(len(haystack) - n + 1))


def _is_path(arg: str, value: str, path_args: tuple[str, ...]) -> bool:
    return arg in path_args or value.startswith("~") or "/" in value


def _path_is_users(value: str, said: set[str]) -> bool:
    parts = [p for p in value.replace("\\", "/").split("/") if p not in ("", "~")]
    if not parts or any(p in (".", "..") for p in parts):
        return False
    for part in parts:
        m = _EXTENSION.match(_fold(part))
        words = _words(m.group("stem") if m else part)
        if not words or any(w not in said for w in words):
            return False
    return True


def value_is_users(arg: str, value: Any, text: str, path_args: tuple[str, ...] = ()) -> bool:
    """Whether the literal `value` of `arg` can be found in the user's words `text`."""
    if isinstance(value, list):
        return bool(value) and all(value_is_users(arg, v, text, path_args) for v in value)
    if isinstance(value, bool) or value is None:
        return False
    if isinstance(value, int | float):
        return str(value) in _words(text)
    if not isinstance(value, str) or not value.strip():
        return False
    if _is_path(arg, value, path_args):
        return _path_is_users(value, set(_words(text)))
    return _contains_sequence(_words(text), _words(value)) and _fold(value.strip()) in _fold(text)


def model_literal_origins(plan: Plan, text: str, catalog: Catalog) -> LiteralOrigins:
    """The origins of a model's plan: USER for the values found in `text`, MODEL for the rest."""
    users: set[tuple[str, str, str]] = set()
    for step in plan.steps:
        spec = catalog.get(step.tool)
        path_args = spec.path_args if spec else ()
        for name, value in step.args.items():
            if name == "from_step" or (isinstance(value, str) and REF_PATTERN.search(value)):
                continue
            if value_is_users(name, value, text, path_args):
                users.add((step.tool, name, _key(value)))
    return LiteralOrigins(OriginKind.MODEL, frozenset(users))
