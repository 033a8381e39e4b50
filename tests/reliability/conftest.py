"""Shared by the reliability suite: the scorecard's measures, and a look at turn states."""

from __future__ import annotations

from runtime.runtime import Runtime
from tests.scoring import score  # noqa: F401  (the fixture, for every case here)


async def open_turns(rt: Runtime) -> int:
    """Turns left ``running``: every entry point must close the turn it opened."""
    row = await rt.db.fetchone("SELECT COUNT(*) AS n FROM turns WHERE state = 'running'")
    return int(row["n"]) if row else 0
