"""The planner protocol: a request's text becomes a plan, or an honest refusal."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from runtime.catalog.registry import Catalog
from runtime.plan.literals import USER_LITERALS, LiteralOrigins
from runtime.plan.model import Plan

if TYPE_CHECKING:
    from runtime.planning.ground import WorkspaceView
    from runtime.planning.referents import Referents


@dataclass(frozen=True)
class Option:
    """One answer a clarifying question offers: what the user reads, and the value it stands for."""

    label: str
    value: str


@dataclass(frozen=True)
class Clarification:
    """A question the planner must ask before it can plan: which of these did you mean?

    The answer pins `slot` to the chosen option's value and the same request is planned again.
    """

    slot: str
    key: str
    params: dict[str, Any] = field(default_factory=dict)
    options: tuple[Option, ...] = ()


@dataclass(frozen=True)
class Proposal:
    """A planner's answer: a plan (with the origin of its literal values) or a refusal key.

    `notes` are message keys the answer shows before the result (the model was unreachable);
    `notices` are keys with parameters ("I took the folder ~/Acquisti"). `question` asks the
    user to choose before anything runs. `place` is the folder the plan is about (None: the
    user named none), kept with the answer's referents. `complete` is False for a plan that
    leaves out an action the request names (a notice says which): it runs, but is never
    stored for reuse.
    """

    plan: Plan | None
    locale: str | None = None
    refusal_key: str | None = None
    refusal_params: dict[str, Any] = field(default_factory=dict)
    literal_origin: LiteralOrigins = USER_LITERALS
    intent: str | None = None
    notes: tuple[str, ...] = ()
    notices: tuple[tuple[str, dict[str, Any]], ...] = ()
    question: Clarification | None = None
    place: str | None = None
    reuse: Reuse | None = None  # where the plan came from, for storing or demoting it
    observe: bool = False  # a read-only plan whose findings go back to the model to answer
    complete: bool = True


@dataclass(frozen=True)
class Reuse:
    """A plan that came from (or may go to) the user's stored plans: ``new`` (the model's,
    to be stored once it ran well), ``exact`` (the fast path) or ``template`` (autopath)."""

    kind: str
    key: str
    text: str


@dataclass(frozen=True)
class PlanningContext:
    """What a planner may look at: the offered catalog, this turn's observations, recent turns.

    `history` holds the last (role, text) pairs of this conversation, oldest first; `view`
    the names in the user's workspace (for grounding); `referents` what the last answer was
    about; `pins` the answers already given to the planner's own questions (slot → value).
    """

    catalog: Catalog
    locale: str
    observations: tuple[dict[str, Any], ...] = ()
    history: tuple[tuple[str, str], ...] = ()
    view: WorkspaceView | None = None
    referents: Referents | None = None
    pins: Mapping[str, str] = field(default_factory=dict)
    user_id: str = ""  # whose stored plans may be reused (never another user's)
    turn_id: str = ""
    reuse: bool = True  # False: plan anew (a reused plan just failed)


class Planner(Protocol):
    """Turns text into a proposal. Implementations: the rules planner; a model-backed planner."""

    name: str

    async def propose(self, text: str, ctx: PlanningContext) -> Proposal: ...
