"""What a turn remembers about its steps: records, suspensions and trace events."""

from __future__ import annotations

import time
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, Field

from runtime.catalog.contract import ExecResult, FailureClass


class StepStatus(StrEnum):
    """A step's outcome class, plus the two ways a step may not run."""

    OK = "ok"
    EMPTY = "empty"
    PARTIAL = "partial"
    FAILED = "failed"
    SKIPPED = "skipped"  # upstream empty or failed
    NOT_RUN = "not_run"  # the plan stopped before it


class StepRecord(BaseModel):
    """One step's real outcome. Serializable: dialogues persist the records so far."""

    num: int
    tool: str
    status: StepStatus
    failure: FailureClass | None = None
    message_key: str | None = None
    message_params: dict[str, Any] = Field(default_factory=dict)
    result: ExecResult | None = None
    duration_ms: float = 0.0
    attempts: int = 0
    scratchpad: dict[str, Any] | None = None  # the reference when the result went there
    # What chose the items of this step's result, when not the user's own words: the origin
    # of each choosing value (a pattern, a folder), kept for the steps that take the items.
    selection: list[dict[str, Any]] = Field(default_factory=list)


class Suspension(BaseModel):
    """Execution stopped before an effect: consent or a missing argument is needed."""

    step: int
    tool: str
    kind: Literal["confirm", "ask"]
    reason: Literal["policy", "provenance", "missing"]
    text_key: str
    params: dict[str, Any] = Field(default_factory=dict)
    args_hash: str = ""
    arg: str | None = None  # the argument asked for
    background: str | None = None  # why the step will run as a job once approved
    items: int = 0  # how many items the step will handle (said in a background prompt)


class Trace:
    """The record of a turn: path, plan, checks, outcomes, receipts. No secrets.

    Events are plain JSON-able dicts (``at``, ``kind``, ``step``, ``data``): a turn
    adds dozens, so they stay cheap.
    """

    def __init__(self, events: list[dict[str, Any]] | None = None) -> None:
        self.events: list[dict[str, Any]] = list(events or [])

    def add(self, kind: str, step: int | None = None, **data: Any) -> None:
        self.events.append({"at": time.time(), "kind": kind, "step": step, "data": data})


def trace_json(trace: Trace, records: dict[int, StepRecord]) -> list[dict[str, Any]]:
    """A turn's trace as stored: its events, then one event with every step's outcome."""
    events = list(trace.events)
    events.append({"kind": "records", "at": time.time(), "step": None, "data": {
        str(k): {"tool": r.tool, "status": r.status.value,
                 "failure": r.failure.value if r.failure else None, "message": r.message_key,
                 "failures": [f.model_dump() for f in (r.result.failures if r.result else [])]}
        for k, r in sorted(records.items())
    }})
    return events
