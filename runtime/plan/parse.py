"""Reading a plan from JSON text: one clear message when it is not valid JSON or not a plan."""

from __future__ import annotations

import json
from typing import Any

from pydantic import ValidationError

from runtime.errors import PlanFileError as PlanFileError
from runtime.plan.model import Plan


def parse_plan(data: str | bytes | dict[str, Any]) -> Plan:
    """A Plan from JSON text or a dict, with one clear message when it is malformed."""
    try:
        raw = json.loads(data) if isinstance(data, str | bytes) else data
    except json.JSONDecodeError as exc:
        raise PlanFileError(f"not valid JSON: {exc.msg} at line {exc.lineno}") from exc
    try:
        return Plan.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "plan"
        raise PlanFileError(f"not a plan: {where}: {err['msg']}") from exc
