"""The one decision point between a step's full result and what a model may see.

Each record's observation is measured once; above ``scratchpad.threshold_bytes``
it is stored in the owned scratchpad and the model-visible context gets only
its summary and a reference. The step record keeps the full data, so
``from_step`` and ``{{stepN.field}}`` still pass everything to the next step.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from runtime.engine.records import StepRecord, Trace
from runtime.scratchpad import Scratchpad, ScratchpadError
from runtime.turn import TurnContext

log = logging.getLogger(__name__)


def stored_observation(record: StepRecord) -> str | dict[str, Any]:
    """What goes to the scratchpad: a single document's text as text, anything else structured.

    Text keeps head/tail summaries and character slices meaningful for documents.
    """
    result = record.result
    if result is not None and len(result.items) == 1 and isinstance(result.items[0].get("text"), str):
        return str(result.items[0]["text"])
    return observation_of(record)


def observation_of(record: StepRecord) -> dict[str, Any]:
    """The full observation of a step, as structured data (``results`` holds the items)."""
    result = record.result
    out: dict[str, Any] = {"tool": record.tool, "status": record.status.value}
    if result is None:
        return out
    out["count"] = result.total if result.total is not None else len(result.items)
    out["truncated"] = result.truncated
    if result.items:
        out["results"] = result.items
    for key, value in result.data.items():
        out.setdefault(key, value)
    if result.failures:
        out["error"] = "; ".join(f"{f.ref}: {f.reason}" for f in result.failures[:5])
    return out


def size_of(observation: dict[str, Any]) -> int:
    """The observation's size in UTF-8 bytes.

    A name read from the file system may hold surrogate escapes (bytes that are not UTF-8);
    measuring must not fail on them, so each escape counts as the byte it stands for.
    """
    text = json.dumps(observation, ensure_ascii=False, separators=(",", ":"), default=str)
    return len(text.encode("utf-8", errors="surrogateescape"))


class Observer:
    """Decides, per step, whether the observation goes to the scratchpad; builds the visible view."""

    def __init__(self, scratchpad: Scratchpad | None, *, threshold_bytes: int, ttl_seconds: int):
        self.scratchpad = scratchpad
        self.threshold_bytes = threshold_bytes
        self.ttl_seconds = ttl_seconds

    async def __call__(self, turn: TurnContext, record: StepRecord, trace: Trace) -> None:
        """Offload `record`'s observation when it is too large, and trace what is visible."""
        observation = observation_of(record)
        size = size_of(observation)
        if size <= self.threshold_bytes or record.result is None:
            trace.add("observation", record.num, observed_bytes=size, visible_bytes=size,
                      offloaded=False, visible=visible_observation(record))
            return
        if self.scratchpad is None:
            trace.add("observation", record.num, observed_bytes=size, offloaded=False,
                      visible_bytes=size, error="scratchpad unavailable")
            return
        try:
            ref = await self.scratchpad.put(
                turn.user.id, turn.turn_id, record.num, record.tool, stored_observation(record),
                ttl_seconds=self.ttl_seconds, conversation_id=turn.conversation_id,
            )
        except (ScratchpadError, ValueError) as exc:
            log.error("scratchpad put failed for step %s: %s", record.num, exc)
            trace.add("observation", record.num, observed_bytes=size, offloaded=False,
                      visible_bytes=size, error=str(exc)[:200])
            return
        record.scratchpad = {"id": ref["id"], "summary": ref["summary"],
                             "ref_hint": ref["ref_hint"], "size_bytes": ref["size_bytes"]}
        visible = visible_observation(record)
        trace.add("observation", record.num, observed_bytes=size, offloaded=True,
                  visible_bytes=size_of(visible), scratchpad_id=ref["id"], visible=visible)


def visible_observation(record: StepRecord) -> dict[str, Any]:
    """What a model may see of a step: the summary when offloaded, else the observation."""
    if record.scratchpad is not None:
        view: dict[str, Any] = {"step": record.num, "tool": record.tool,
                                "status": record.status.value}
        items = record.result.items if record.result else []
        if len(items) == 1 and "text" in items[0]:
            view["document"] = {k: v for k, v in items[0].items() if k != "text"}
        view["summary"] = record.scratchpad["summary"]
        view["ref_hint"] = record.scratchpad["ref_hint"]
        return view
    return {"step": record.num, **observation_of(record)}


def model_context(records: dict[int, StepRecord]) -> list[dict[str, Any]]:
    """The model-visible context of a turn's steps, in order."""
    return [visible_observation(records[n]) for n in sorted(records)]
