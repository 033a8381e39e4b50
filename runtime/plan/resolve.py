"""Reference resolution with provenance, just before a step runs.

Every value carries the origins it came from. ``from_step`` hands the consumer
the producer's items; ``{{stepN.field}}`` takes one value of a result. A
producer with no data makes its consumer skip as "upstream empty" rather than
run on something older.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from runtime.catalog.contract import ExecResult, ExecutorSpec, OriginKind
from runtime.catalog.origins import marked_origin
from runtime.catalog.registry import Catalog
from runtime.engine.context import StepInput
from runtime.engine.records import StepRecord, StepStatus
from runtime.plan.literals import LiteralOrigins
from runtime.plan.model import REF_PATTERN, Step


@dataclass(frozen=True)
class Origin:
    """Where one value came from."""

    kind: OriginKind
    step: int | None = None
    executor: str | None = None
    source: str | None = None  # the file a content value was read from

    def describe(self) -> str:
        if self.kind is OriginKind.CONTENT and self.source:
            return f"content of {self.source}"
        if self.kind is OriginKind.STEP:
            return f"step {self.step} ({self.executor})"
        return self.kind.value


@dataclass
class Resolution:
    """A step ready for ``invoke``: final arguments, their origins, and its input items."""

    args: dict[str, Any]
    origins: dict[str, frozenset[Origin]] = field(default_factory=dict)
    input: StepInput | None = None
    skipped_because: int | None = None  # the producer step that gave nothing
    skip_reason: str | None = None  # upstream_empty | upstream_failed


def resolve_step(
    num: int,
    step: Step,
    spec: ExecutorSpec,
    records: dict[int, StepRecord],
    catalog: Catalog,
    *,
    literal_origin: OriginKind | LiteralOrigins,
) -> Resolution:
    """Resolve `step`'s references against this turn's `records`.

    A literal value (no reference) gets the origin `literal_origin` gives for it.
    """
    literals = literal_origin if isinstance(literal_origin, LiteralOrigins) else \
        LiteralOrigins(literal_origin)
    args: dict[str, Any] = {}
    origins: dict[str, frozenset[Origin]] = {}
    res = Resolution(args=args, origins=origins)

    source = step.args.get("from_step")
    if isinstance(source, int) and not isinstance(source, bool):
        producer = records.get(source)
        gate = _gate(producer)
        if gate:
            res.skipped_because, res.skip_reason = source, gate
            return res
        assert producer is not None and producer.result is not None
        res.input = StepInput(
            step=source,
            executor=producer.tool,
            item_kind=_item_kind(catalog, producer.tool),
            items=producer.result.items,
            total=producer.result.total,
            truncated=producer.result.truncated,
        )

    for name, value in step.args.items():
        if name == "from_step":
            args[name] = value
            continue
        resolved, value_origins, gate_step, gate = _resolve_value(value, records, catalog)
        if gate is not None:
            res.skipped_because, res.skip_reason = gate_step, gate
            return res
        args[name] = resolved
        origins[name] = value_origins or frozenset({Origin(literals.of(step.tool, name, value))})
    return res


def _gate(producer: StepRecord | None) -> str | None:
    if producer is None or producer.status in (StepStatus.FAILED, StepStatus.NOT_RUN):
        return "upstream_failed"
    if producer.status in (StepStatus.EMPTY, StepStatus.SKIPPED) or producer.result is None:
        return "upstream_empty"
    if not producer.result.items and not producer.result.data:
        return "upstream_empty"
    return None


def _item_kind(catalog: Catalog, tool: str) -> str | None:
    spec = catalog.get(tool)
    kind = spec.result.item_kind if spec else None
    return kind.value if kind else None


def _resolve_value(
    value: Any, records: dict[int, StepRecord], catalog: Catalog
) -> tuple[Any, frozenset[Origin], int | None, str | None]:
    if isinstance(value, list):
        out: list[Any] = []
        gathered: set[Origin] = set()
        for v in value:
            r, o, gs, g = _resolve_value(v, records, catalog)
            if g is not None:
                return None, frozenset(), gs, g
            out.append(r)
            gathered |= o
        return out, frozenset(gathered), None, None
    if not isinstance(value, str) or "{{" not in value:
        return value, frozenset(), None, None

    origins: set[Origin] = set()
    matches = list(REF_PATTERN.finditer(value))
    if not matches:
        return value, frozenset(), None, None
    values: list[Any] = []
    for m in matches:
        ref_step, fld = int(m.group(1)), m.group(2)
        producer = records.get(ref_step)
        gate = _gate(producer)
        if gate:
            return None, frozenset(), ref_step, gate
        assert producer is not None and producer.result is not None
        got = field_value(producer.result, fld)
        if got is None:
            return None, frozenset(), ref_step, "upstream_empty"
        values.append(got)
        origins.add(_origin_of(ref_step, producer, fld, catalog))
    if len(matches) == 1 and matches[0].group(0) == value.strip():
        return values[0], frozenset(origins), None, None
    text = value
    for m, v in zip(matches, values, strict=True):
        text = text.replace(m.group(0), str(v), 1)
    return text, frozenset(origins), None, None


def field_value(result: ExecResult, name: str) -> Any:
    """The value `{{stepN.name}}` stands for."""
    if name in result.data:
        return result.data[name]
    if name == "count":
        return result.total if result.total is not None else len(result.items)
    return None


def _origin_of(num: int, producer: StepRecord, fld: str, catalog: Catalog) -> Origin:
    spec = catalog.get(producer.tool)
    if spec is not None and fld in spec.result.content_fields:
        src = producer.result.data.get("source") if producer.result else None
        return Origin(OriginKind.CONTENT, num, producer.tool, str(src) if src else None)
    return Origin(OriginKind.STEP, num, producer.tool)


def item_origin(inp: StepInput, item: dict[str, Any], fld: str, catalog: Catalog) -> Origin:
    """The origin of one field of an input item."""
    marked = marked_origin(item, fld)
    if marked is not None:
        src = item.get("source") or item.get("path")
        return Origin(marked, inp.step, inp.executor, str(src) if src else None)
    spec = catalog.get(inp.executor)
    if spec is not None and (fld in spec.result.content_fields or spec.result.open_item_fields
                             and fld not in spec.result.item_fields):
        src = item.get("source") or item.get("path")
        return Origin(OriginKind.CONTENT, inp.step, inp.executor, str(src) if src else None)
    return Origin(OriginKind.STEP, inp.step, inp.executor)
