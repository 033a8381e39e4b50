"""Reading a plan from JSON text: one clear message when it is not valid JSON or not a plan."""

from __future__ import annotations

import json
from typing import Any

from pydantic import ValidationError

from runtime.errors import PlanFileError as PlanFileError
from runtime.plan.model import Plan

MAX_PLAN_BYTES = 4 * 1024 * 1024  # a few steps (a file it writes included); larger: refused unread
MAX_DEPTH = 20


def parse_plan(data: str | bytes | dict[str, Any]) -> Plan:
    """A Plan from JSON text or a dict, with one clear message when it is malformed: too
    large, too deeply nested, not JSON, holding a NUL or a lone surrogate, or not a plan."""
    if isinstance(data, str | bytes) and len(data) > MAX_PLAN_BYTES:
        raise PlanFileError(f"too large for a plan ({len(data):,} bytes; at most {MAX_PLAN_BYTES:,})")
    try:
        raw = json.loads(data) if isinstance(data, str | bytes) else data
    except json.JSONDecodeError as exc:
        raise PlanFileError(f"not valid JSON: {exc.msg} at line {exc.lineno}") from exc
    except (UnicodeDecodeError, RecursionError) as exc:
        raise PlanFileError("not valid JSON: not UTF-8 text, or nested too deeply") from exc
    problem = _unsafe(raw, 0)
    if problem:
        raise PlanFileError(f"not a plan: {problem}")
    if not isinstance(data, str | bytes):  # a plan handed over as a dict: the same limit
        size = len(json.dumps(raw, ensure_ascii=False, default=str).encode())
        if size > MAX_PLAN_BYTES:
            raise PlanFileError(f"too large for a plan ({size:,} bytes; at most {MAX_PLAN_BYTES:,})")
    try:
        return Plan.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "plan"
        raise PlanFileError(f"not a plan: {where}: {err['msg']}") from exc


def _unsafe(node: Any, depth: int) -> str | None:
    """What makes a parsed plan unsafe to store or show: nesting, NUL, lone surrogates."""
    if depth > MAX_DEPTH:
        return f"nested more than {MAX_DEPTH} levels"
    if isinstance(node, str):
        if "\x00" in node:
            return "a text holds a NUL character"
        if any("\ud800" <= ch <= "\udfff" for ch in node):
            return "a text holds an invalid character (a lone surrogate)"
        return None
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, value in items:
        found = _unsafe(key, depth + 1) if isinstance(key, str) else None
        found = found or _unsafe(value, depth + 1)
        if found:
            return found
    return None
