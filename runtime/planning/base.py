"""The planner protocol: a request's text becomes a plan, or an honest refusal."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from runtime.catalog.registry import Catalog
from runtime.plan.literals import USER_LITERALS, LiteralOrigins
from runtime.plan.model import Plan


@dataclass(frozen=True)
class Proposal:
    """A planner's answer: a plan (with the origin of its literal values) or a refusal key.

    `notes` are message keys the answer shows before the result (the model was unreachable).
    """

    plan: Plan | None
    locale: str | None = None
    refusal_key: str | None = None
    refusal_params: dict[str, Any] = field(default_factory=dict)
    literal_origin: LiteralOrigins = USER_LITERALS
    intent: str | None = None
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class PlanningContext:
    """What a planner may look at: the offered catalog, this turn's observations, recent turns.

    `history` holds the last (role, text) pairs of this conversation, oldest first.
    """

    catalog: Catalog
    locale: str
    observations: tuple[dict[str, Any], ...] = ()
    history: tuple[tuple[str, str], ...] = ()


class Planner(Protocol):
    """Turns text into a proposal. Implementations: the rules planner; a model-backed planner."""

    name: str

    async def propose(self, text: str, ctx: PlanningContext) -> Proposal: ...
