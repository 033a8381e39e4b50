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
    from runtime.catalog.registry import load_catalog
    from runtime.config import Settings, load_settings
    from runtime.credentials import lookup_secret, secrets_cli, user_secret_name
    from runtime.errors import ConfigError, CredentialError, UserError
    from runtime.i18n import LOCALES, Locale, normalize_locale, register_catalog, shown, t
    from runtime.lre import format_jobs
    from runtime.operations import Check, check_health, migrate_storage
    from runtime.plan.model import Plan, Step
    from runtime.plan.parse import parse_plan
    from runtime.plan.problems import Problem
    from runtime.runtime import Runtime
    from runtime.schedules.describe import format_schedules
    from runtime.schedules.facade import Schedules
    from runtime.store.db import Connection, Database, Migrations, Storage
    from runtime.store.jobs import JobRow
    from runtime.store.turns import TurnRow
    from runtime.store.users import User, Users
    from runtime.turn import Block, Choice, Notifier, Prompt, Reply, Request

__all__ = [
    "Block",
    "Check",
    "check_health",
    "Choice",
    "ConfigError",
    "Connection",
    "CredentialError",
    "Database",
    "format_jobs",
    "format_schedules",
    "JobRow",
    "load_catalog",
    "load_settings",
    "Locale",
    "LOCALES",
    "lookup_secret",
    "MetnosError",
    "migrate_storage",
    "Migrations",
    "normalize_locale",
    "Notifier",
    "parse_plan",
    "Plan",
    "PlanFileError",
    "Problem",
    "Prompt",
    "register_catalog",
    "Reply",
    "Request",
    "Runtime",
    "Schedules",
    "secrets_cli",
    "Settings",
    "shown",
    "Step",
    "Storage",
    "t",
    "TurnRow",
    "User",
    "user_secret_name",
    "UserError",
    "Users",
]

_LAZY = {
    "Block": "runtime.turn",
    "Check": "runtime.operations",
    "check_health": "runtime.operations",
    "Choice": "runtime.turn",
    "ConfigError": "runtime.errors",
    "Connection": "runtime.store.db",
    "CredentialError": "runtime.errors",
    "Database": "runtime.store.db",
    "format_jobs": "runtime.lre",
    "format_schedules": "runtime.schedules.describe",
    "JobRow": "runtime.store.jobs",
    "load_catalog": "runtime.catalog.registry",
    "load_settings": "runtime.config",
    "Locale": "runtime.i18n",
    "LOCALES": "runtime.i18n",
    "lookup_secret": "runtime.credentials",
    "migrate_storage": "runtime.operations",
    "Migrations": "runtime.store.db",
    "normalize_locale": "runtime.i18n",
    "Notifier": "runtime.turn",
    "parse_plan": "runtime.plan.parse",
    "Plan": "runtime.plan.model",
    "Problem": "runtime.plan.problems",
    "Prompt": "runtime.turn",
    "register_catalog": "runtime.i18n",
    "Reply": "runtime.turn",
    "Request": "runtime.turn",
    "Runtime": "runtime.runtime",
    "Schedules": "runtime.schedules.facade",
    "secrets_cli": "runtime.credentials",
    "shown": "runtime.i18n",
    "Settings": "runtime.config",
    "Step": "runtime.plan.model",
    "Storage": "runtime.store.db",
    "t": "runtime.i18n",
    "TurnRow": "runtime.store.turns",
    "User": "runtime.store.users",
    "user_secret_name": "runtime.credentials",
    "UserError": "runtime.errors",
    "Users": "runtime.store.users",
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
