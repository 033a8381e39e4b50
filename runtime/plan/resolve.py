"""Reference resolution with provenance, just before a step runs.

Every value carries the origins it came from. ``from_step`` hands the consumer
the producer's items; ``{{stepN.field}}`` takes one value of a result. A
producer with no data makes its consumer skip as "upstream empty" rather than
run on something older.

Two origins are about more than one value:

* ``SELECTION`` (the key ``from_step``): what chose the items a consumer takes —
  the values of the arguments each producer declares in ``selects`` (a folder, a
  pattern, the files named), followed back through every producer before it. A
  pattern read from a document chooses which files are deleted as surely as a
  path read from it would.
* ``PLANNED``: who decided that the step runs at all (the user, a model's
  proposal, a forwarded message), for the executors that must not run unasked.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from runtime.catalog.contract import PLANNED, SELECTION, ExecResult, ExecutorSpec, OriginKind
from runtime.catalog.origins import marked_origin
from runtime.catalog.registry import Catalog
from runtime.engine.context import StepInput
from runtime.engine.records import StepRecord, StepStatus
from runtime.plan.literals import LiteralOrigins
from runtime.plan.model import REF_PATTERN, Step

#: How many characters of a choosing value a prompt shows.
SHOWN_CHARS = 80
#: At most this many origins of what chose a result are kept with it.
MAX_SELECTION = 12


@dataclass(frozen=True)
class Origin:
    """Where one value came from.

    For the origins of what chose a selection, `arg` and `value` say which value of which
    argument did the choosing (``pattern`` = ``*``): the consumer's prompt names them."""

    kind: OriginKind
    step: int | None = None
    executor: str | None = None
    source: str | None = None  # the file a content value was read from
    arg: str | None = None
    value: str | None = None

    def describe(self) -> str:
        if self.kind is OriginKind.CONTENT and self.source:
            return f"content of {self.source}"
        if self.kind is OriginKind.STEP:
            return f"step {self.step} ({self.executor})"
        return self.kind.value

    def dumps(self) -> dict[str, Any]:
        """A JSON-able form, kept with a step record."""
        return {k: v for k, v in (("kind", self.kind.value), ("step", self.step),
                                  ("executor", self.executor), ("source", self.source),
                                  ("arg", self.arg), ("value", self.value)) if v is not None}

    @classmethod
    def loads(cls, data: dict[str, Any]) -> Origin | None:
        """Read back what `dumps` wrote; None for anything else."""
        try:
            kind = OriginKind(str(data["kind"]))
        except (KeyError, ValueError):
            return None
        step = data.get("step")

        def text(name: str) -> str | None:
            value = data.get(name)
            return str(value) if value is not None else None

        return cls(kind, step if isinstance(step, int) else None, text("executor"), text("source"),
                   text("arg"), text("value"))


@dataclass
class Resolution:
    """A step ready for ``invoke``: final arguments, their origins, and its input items."""

    args: dict[str, Any]
    origins: dict[str, frozenset[Origin]] = field(default_factory=dict)
    input: StepInput | None = None
    skipped_because: int | None = None  # the producer step that gave nothing
    skip_reason: str | None = None  # upstream_empty | upstream_failed
    # What chose the items of this step's result, when not the user's words (see SELECTION).
    selection: frozenset[Origin] = frozenset()


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

    inherited: frozenset[Origin] = frozenset()
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
        inherited = chosen_by(producer)

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
    if SELECTION in spec.sensitive and res.input is not None:
        origins[SELECTION] = inherited
    if PLANNED in spec.sensitive:
        origins[PLANNED] = frozenset({Origin(literals.of(step.tool, PLANNED, None))})
    res.selection = _selection(spec, args, origins, inherited)
    return res


def chosen_by(record: StepRecord) -> frozenset[Origin]:
    """What chose the items of `record`'s result (as kept with it), but the user's words."""
    found = (Origin.loads(o) for o in record.selection if isinstance(o, dict))
    return frozenset(o for o in found if o is not None)


def _selection(spec: ExecutorSpec, args: dict[str, Any], origins: dict[str, frozenset[Origin]],
               inherited: frozenset[Origin]) -> frozenset[Origin]:
    """The origins of what chose this step's items: its own choosing arguments, each origin
    with the value it gave, and what chose its input."""
    own = {replace(o, arg=name, value=shown_value(args.get(name)))
           for name in spec.selects for o in origins.get(name, frozenset())
           if o.kind is not OriginKind.USER}
    chosen = sorted(inherited | own, key=lambda o: (o.kind.value, o.step or 0, o.arg or "",
                                                    o.source or "", o.value or ""))
    return frozenset(chosen[:MAX_SELECTION])


def shown_value(value: Any) -> str:
    """A value as a prompt shows it: a list as its elements, long text cut."""
    text = ", ".join(map(str, value)) if isinstance(value, list) else str(value)
    return text if len(text) <= SHOWN_CHARS else text[:SHOWN_CHARS - 3] + "…"


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
        origins |= _origins_of(ref_step, producer, fld, catalog, records)
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


def _origins_of(num: int, producer: StepRecord, fld: str, catalog: Catalog,
                records: dict[int, StepRecord]) -> set[Origin]:
    """The origins of `{{num.fld}}`: content of the documents it was read from (one origin per
    document), else a step's own result."""
    spec = catalog.get(producer.tool)
    if spec is None:
        return {Origin(OriginKind.STEP, num, producer.tool)}
    if fld in spec.selects:  # a result that repeats a choosing argument repeats its origins
        echoed = {replace(o, arg=None, value=None) for o in chosen_by(producer) if o.arg == fld}
        if echoed:
            return echoed
    if fld not in spec.result.content_fields:
        return {Origin(OriginKind.STEP, num, producer.tool)}
    sources = _sources(producer, spec, records, catalog)
    if not sources:
        return {Origin(OriginKind.CONTENT, num, producer.tool)}
    return {Origin(OriginKind.CONTENT, num, producer.tool, src) for src in sources}


def _sources(record: StepRecord, spec: ExecutorSpec, records: dict[int, StepRecord],
             catalog: Catalog, depth: int = 0) -> list[str]:
    """The documents a step's content came from: its own ``source``, else the step whose kept
    result it read back (``reads_step``), else its items' documents."""
    result = record.result
    if result is None or depth > len(records):
        return []
    src = result.data.get("source")
    if src:
        return [str(src)]
    read = result.data.get(spec.result.reads_step) if spec.result.reads_step else None
    earlier = records.get(read) if isinstance(read, int) and not isinstance(read, bool) else None
    if earlier is not None and earlier is not record:
        earlier_spec = catalog.get(earlier.tool)
        if earlier_spec is not None:
            return _sources(earlier, earlier_spec, records, catalog, depth + 1)
    found: list[str] = []
    for item in result.items:
        where = item.get("source") or item.get("path")
        if isinstance(where, str) and where and where not in found:
            found.append(where)
    return found[:5]


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
