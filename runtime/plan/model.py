"""Plans: a finite list of typed steps, each naming an executor. No free code."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

REF_PATTERN = re.compile(r"\{\{\s*step(\d+)\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}")


class Step(BaseModel):
    """One step: an executor name and its arguments (literals or references)."""

    model_config = ConfigDict(extra="forbid")

    tool: str = Field(min_length=1, max_length=80)
    args: dict[str, Any] = Field(default_factory=dict)


class Plan(BaseModel):
    """Steps run in order; numbering starts at 1."""

    model_config = ConfigDict(extra="forbid")

    steps: list[Step]

    def digest(self) -> str:
        """A stable hash of the plan, bound into dialogues so a changed plan cannot resume."""
        blob = json.dumps(self.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()


@dataclass(frozen=True)
class FieldRef:
    """A ``{{stepN.field}}`` reference found in an argument."""

    arg: str
    step: int
    field: str
    whole: bool  # the whole argument is the reference (keeps the value's type)


def field_refs(args: dict[str, Any]) -> Iterator[FieldRef]:
    """Every ``{{stepN.field}}`` reference in a step's arguments (also inside lists)."""
    for name, value in args.items():
        for text in _strings(value):
            for match in REF_PATTERN.finditer(text):
                whole = match.group(0) == text.strip()
                yield FieldRef(name, int(match.group(1)), match.group(2), whole)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def from_step_of(args: dict[str, Any]) -> Any:
    """The raw ``from_step`` value of a step (None when absent)."""
    return args.get("from_step")
