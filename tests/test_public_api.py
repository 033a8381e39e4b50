"""The runtime's public surface is small and deliberate: this pins it."""

from __future__ import annotations

import runtime


def test_public_names_are_pinned() -> None:
    assert runtime.__all__ == [
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
    assert all(hasattr(runtime, name) for name in runtime.__all__)
