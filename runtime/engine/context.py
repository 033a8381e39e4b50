"""What an executor sees while it runs: the turn, the workspace and the step number."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from runtime.credentials import CredentialError, KeyStoreError, Mandate, resolve_under_mandate
from runtime.engine.workspace import Workspace
from runtime.errors import ExecutorError, FailureClass
from runtime.turn import TurnContext

_E = TypeVar("_E")  # an effect (runtime.catalog.contract.Effect; not imported: no cycle)


@dataclass(frozen=True)
class StepInput:
    """The collection passed with ``from_step``: the producer's items and who produced them.

    ``truncated`` says the producer handed over fewer items than exist (it hit its limit, or
    stopped looking); ``total`` is then how many it found. An effect on a truncated input says
    so in its confirmation ("10,000 of the 12,345 files found").
    """

    step: int
    executor: str
    item_kind: str | None
    items: list[dict[str, Any]]
    total: int | None = None
    truncated: bool = False

    @property
    def found(self) -> int:
        """How many items the producer found (at least the ones it handed over)."""
        return max(self.total or 0, len(self.items))


@dataclass
class ExecContext:
    """Passed to every executor; the only door to the world an executor gets."""

    turn: TurnContext
    workspace: Workspace
    step_num: int
    input: StepInput | None = None
    settings: Any = None
    services: dict[str, Any] = field(default_factory=dict)
    now: datetime = field(default_factory=lambda: datetime.now().astimezone())
    executor: str = ""
    mandate: Mandate | None = None
    journal: Callable[[Any], None] | None = None  # writes an effect's receipt at once

    def effect_done(self, effect: _E) -> _E:
        """An effect just happened: its receipt is written now, so a crash before the step ends
        cannot lose it (resume skips it, undo finds it). Returns the effect."""
        if self.journal is not None:
            self.journal(effect)
        return effect

    async def secret(self) -> str:
        """The credential this step was given a mandate for (CredentialError otherwise)."""
        if self.mandate is None:
            raise CredentialError("this step holds no credential mandate")
        try:
            return await asyncio.to_thread(
                resolve_under_mandate, self.settings, self.mandate, user_id=self.turn.user.id,
                executor=self.executor, turn_id=self.turn.turn_id,
            )
        except KeyStoreError:  # said as what it is, not as a refused credential
            raise ExecutorError(FailureClass.PERMANENT, "step.key_store_unreadable",
                                credential=self.mandate.credential) from None

    @property
    def locale(self) -> str:
        return self.turn.locale

    def path(self, value: str | Path) -> Path:
        """Resolve a path inside the workspace (raises AuthorityError outside it)."""
        return self.workspace.resolve(value)

    def show(self, value: str | Path) -> str:
        """A path as the user writes it (``~/...``)."""
        return self.workspace.display(value)
