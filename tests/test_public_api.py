"""The runtime's public surface is small and deliberate: this pins it."""

from __future__ import annotations

import runtime


def test_public_names_are_pinned() -> None:
    assert runtime.__all__ == [
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
    assert all(hasattr(runtime, name) for name in runtime.__all__)


def test_front_ends_use_only_public_names() -> None:
    """`bot/` imports from ``runtime`` itself, and only names of its ``__all__``."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[1] / "bot"
    wrong: list[str] = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "runtime":
                if node.module != "runtime":
                    wrong.append(f"{path.name}: from {node.module} import ...")
                wrong += [f"{path.name}: {a.name}" for a in node.names if a.name not in runtime.__all__]
            elif isinstance(node, ast.Import):
                wrong += [f"{path.name}: import {a.name}" for a in node.names
                          if a.name.split(".")[0] == "runtime"]
    assert wrong == []
