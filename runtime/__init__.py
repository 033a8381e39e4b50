"""Metnos runtime: requests become checked plans that run through one invocation point.

The public surface is small; front ends use only these names.
"""

from runtime.config import Settings, load_settings
from runtime.plan.model import Plan, Step
from runtime.runtime import Notifier, PlanFileError, Runtime, parse_plan
from runtime.turn import Block, Choice, Prompt, Reply, Request

__all__ = [
    "Block",
    "Choice",
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
