"""The planner protocol: a request's text becomes a plan, or an honest refusal."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from runtime.catalog.contract import OriginKind
from runtime.catalog.registry import Catalog
from runtime.plan.model import Plan


@dataclass(frozen=True)
class Proposal:
    """A planner's answer: a plan (with the origin of its literal values) or a refusal key."""

    plan: Plan | None
    locale: str | None = None
    refusal_key: str | None = None
    refusal_params: dict[str, Any] = field(default_factory=dict)
    literal_origin: OriginKind = OriginKind.USER
    intent: str | None = None


@dataclass(frozen=True)
class PlanningContext:
    """What a planner may look at: the catalog and the model-visible observations of this turn."""

    catalog: Catalog
    locale: str
    observations: tuple[dict[str, Any], ...] = ()


class Planner(Protocol):
    """Turns text into a proposal. Implementations: the rules planner; a model-backed planner."""

    name: str

    async def propose(self, text: str, ctx: PlanningContext) -> Proposal: ...
