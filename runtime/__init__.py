"""Metnos runtime: requests become checked plans that run through one invocation point.

The public surface is small; front ends use only these names. They load on first use
(``runtime.Runtime`` imports the stores, the planners and the catalog), so importing
``runtime`` or one of its light modules (``runtime.addresses``) stays cheap.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from runtime.errors import MetnosError, PlanFileError

if TYPE_CHECKING:
    from runtime.config import Settings, load_settings
    from runtime.plan.model import Plan, Step
    from runtime.plan.parse import parse_plan
    from runtime.runtime import Runtime
    from runtime.turn import Block, Choice, Notifier, Prompt, Reply, Request

__all__ = [
    "Block",
    "Choice",
    "MetnosError",
    "Notifier",
    "Plan",
    "PlanFileError",
    "Prompt",
    "Reply",
    "Request",
    "Runtime",
    "Settings",
    "Step",
    "load_settings",
    "parse_plan",
]

_LAZY = {
    "Block": "runtime.turn",
    "Choice": "runtime.turn",
    "Notifier": "runtime.turn",
    "Plan": "runtime.plan.model",
    "Prompt": "runtime.turn",
    "Reply": "runtime.turn",
    "Request": "runtime.turn",
    "Runtime": "runtime.runtime",
    "Settings": "runtime.config",
    "Step": "runtime.plan.model",
    "load_settings": "runtime.config",
    "parse_plan": "runtime.plan.parse",
}


def __getattr__(name: str) -> object:
    """A public name, imported from its module the first time it is asked for."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # later lookups skip this function
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
