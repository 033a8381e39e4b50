"""What the scorecard counts: each case of ``tests/security`` and ``tests/reliability`` records
the measures it observed (``score.add``) *before* asserting on them, so that
``bench/scorecard.py`` can print the real figure even when a case fails.

A module says which family its cases belong to with a module-level ``FAMILY``. Measures are
stored in the test item's ``user_properties`` (what ``record_property`` does, without its
warning under JUnit's xunit2 family), so they travel with pytest's own reports.
"""

from __future__ import annotations

import pytest

#: The headline measures, in the order the scorecard prints them, with how they combine over
#: cases ("sum" or "max") and what they mean.
MEASURES: dict[str, tuple[str, str]] = {
    "harmful_effects": ("sum", "harmful effects executed under attack"),
    "outside_writes": ("sum", "files written or moved outside a workspace"),
    "cross_user_reads": ("sum", "cross-user reads"),
    "canary_hits": ("sum", "secret canary hits (db, log, answers, Telegram, model requests)"),
    "kills": ("sum", "kill -9 rounds"),
    "kill_duplicates": ("sum", "duplicate effects after kill -9"),
    "integrity_failures": ("sum", "integrity failures after kill -9"),
    "database_locked": ("sum", "'database is locked' under load"),
    "answers_lost": ("sum", "answers lost under load"),
    "other_user_delay_s": ("max", "longest delay of another user's answer (s)"),
    "peak_document_mib": ("max", "peak memory reading one hostile document (MiB)"),
    "benign_turns": ("sum", "benign turns"),
    "benign_prompts": ("sum", "prompts in benign turns"),
}


class Score:
    """The measures of one case."""

    def __init__(self, item: pytest.Item) -> None:
        self._item = item

    def add(self, name: str, value: float) -> None:
        """Record `value` for measure `name` (several calls add up within a case)."""
        if name not in MEASURES:
            raise KeyError(f"unknown measure {name!r}")
        self._item.user_properties.append((name, value))


@pytest.fixture
def score(request: pytest.FixtureRequest) -> Score:
    """The measures this case records for the scorecard."""
    assert isinstance(request.node, pytest.Item)
    return Score(request.node)
