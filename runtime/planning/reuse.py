"""Plans reused before a model is asked: the fast path and the autopath (seed: the table of
paths rule → fast path → autopath → new proposal).

- **Fast path.** A request that ran successfully before — the same words and the same
  referents — gets its stored plan back, after its executors' signatures are re-checked
  against the catalog offered now and the plan validates again. Time-dependent requests
  ("oggi", "this week") are never stored.
- **Autopath.** A plan the user confirmed (they approved its effects, or said it was right)
  becomes a template: the values that came from their words are lifted into slots, and the
  template keeps only the other words and the plan's shape. A new request whose other words
  match closely fills the slots from its own words; path values must name a place in the
  user's workspace. Its plan is validated and run like any other, without the model.

Both are per user (every store read filters by owner) and neither is used for the rules
planner's own plans, which are cheap and always grounded in the files as they are now.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from dataclasses import dataclass, replace
from difflib import SequenceMatcher
from typing import Any

from runtime.catalog.registry import Catalog
from runtime.plan.literals import LiteralOrigins, model_literal_origins
from runtime.plan.model import REF_PATTERN, Plan
from runtime.plan.validate import validate_plan
from runtime.planning.base import Planner, PlanningContext, Proposal, Reuse
from runtime.store.plans import CachedPlan, PlanCache

SIMILARITY = 0.8  # of the template's other words, in order
MARK = "\u27e8{}\u27e9"  # ⟨n⟩: a slot in a template's words and plan
_MARK = re.compile("\u27e8(\\d+)\u27e9")
_WORD = re.compile(r"[\w@.+-]+")
TIME_WORDS = frozenset({
    "oggi", "ieri", "domani", "stamattina", "stasera", "adesso", "ora", "ore", "settimana", "mese",
    "anno", "ultimo", "ultima", "ultimi", "ultime", "recente", "recenti", "nuovo", "nuovi",
    "nuove", "scorso", "scorsa", "prossimo", "prossima", "today", "yesterday", "tomorrow", "now",
    "tonight", "week", "month", "year", "last", "latest", "recent", "new", "next", "time",
})


def _fold(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in folded if not unicodedata.combining(c))


def words_of(text: str) -> list[str]:
    """A request's words, folded (case and accents), punctuation dropped."""
    return [w.strip(".") for w in _WORD.findall(_fold(text)) if w.strip(".")]


def _original_words(text: str) -> list[str]:
    return [w.strip(".") for w in _WORD.findall(text) if w.strip(".")]


def request_key(text: str) -> str | None:
    """The fast-path key of a request: its words; None when it depends on the time it is
    asked (or says nothing)."""
    words = words_of(text)
    if not words or TIME_WORDS & set(words):
        return None
    return hashlib.sha256(json.dumps(words, ensure_ascii=False).encode()).hexdigest()


def referents_named(plan: Plan | dict[str, Any], ctx_files: tuple[str, ...]) -> str:
    """The last answer's files that the plan names literally ('' when none): a plan stored
    for "move them" is reused only while "them" are the same files."""
    blob = json.dumps(plan.model_dump(mode="json") if isinstance(plan, Plan) else plan, ensure_ascii=False)
    named = sorted(f for f in ctx_files if json.dumps(f, ensure_ascii=False) in blob)
    return json.dumps(named, ensure_ascii=False) if named else ""


@dataclass(frozen=True)
class Template:
    """A confirmed plan with the user's values lifted out."""

    words: list[str]
    plan: dict[str, Any]
    slots: list[dict[str, Any]]


def lift(plan: Plan, text: str, origin: LiteralOrigins) -> Template | None:
    """The template of `plan` for `text`: every literal that came from the user's words (per
    `origin`) becomes a slot; None when nothing can be lifted."""
    tokens = words_of(text)
    used = [False] * len(tokens)
    slots: list[dict[str, Any]] = []
    steps: list[dict[str, Any]] = []
    for step in plan.steps:
        args: dict[str, Any] = {}
        for name, value in step.args.items():
            lifted = None
            if isinstance(value, str) and not REF_PATTERN.search(value) \
                    and origin.of(step.tool, name, value).value == "user":
                lifted = _lift_value(value, tokens, used, slots)
            args[name] = lifted if lifted is not None else value
        steps.append({**step.model_dump(mode="json"), "args": args})
    if not slots:
        return None
    return Template(words=tokens, plan={"steps": steps}, slots=slots)


def _lift_value(value: str, tokens: list[str], used: list[bool], slots: list[dict[str, Any]]) -> str | None:
    """`value` with the parts found in the request replaced by slot marks (tokens too)."""
    parts = value.split("/")
    changed = False
    for i, part in enumerate(parts):
        stem = part.rsplit(".", 1)[0] if "." in part and not part.startswith("*") else part
        wanted = words_of(stem)
        if not wanted or part in ("~", ""):
            continue
        at = _find(tokens, used, wanted)
        if at is None:
            continue
        n = len(slots)
        slots.append({"n": n, "words": len(wanted), "path": len(parts) > 1 or value.startswith("~"),
                      "suffix": part[len(stem):]})
        tokens[at:at + len(wanted)] = [MARK.format(n)] + [""] * (len(wanted) - 1)
        for j in range(at, at + len(wanted)):
            used[j] = True
        parts[i] = MARK.format(n) + part[len(stem):]
        changed = True
    if changed:
        while "" in tokens:
            k = tokens.index("")
            del tokens[k]
            del used[k]
    return "/".join(parts) if changed else None


def _find(tokens: list[str], used: list[bool], wanted: list[str]) -> int | None:
    n = len(wanted)
    for i in range(len(tokens) - n + 1):
        if tokens[i:i + n] == wanted and not any(used[i:i + n]):
            return i
    return None


def fill(template: CachedPlan, text: str, ctx: PlanningContext) -> Plan | None:
    """The template's plan with its slots filled from `text`, or None when the request does
    not match closely, a slot stays empty, or a path does not name a place of the user's."""
    folded, original = words_of(text), _original_words(text)
    if len(folded) != len(original):
        original = folded
    values: dict[int, list[str]] = {}
    fixed = [w for w in template.words if not _MARK.fullmatch(w)]
    matched = 0
    ops = SequenceMatcher(None, template.words, folded, autojunk=False).get_opcodes()
    for tag, i1, i2, j1, j2 in ops:
        marks = [m for w in template.words[i1:i2] if (m := _MARK.fullmatch(w))]
        if tag == "equal":
            matched += i2 - i1
        elif marks:
            if tag != "replace" or i2 - i1 != 1 or not 1 <= j2 - j1 <= 4:
                return None
            values[int(marks[0].group(1))] = original[j1:j2]
    spare = len(folded) - sum(len(v) for v in values.values())
    if len(values) != len(template.slots) or not fixed:
        return None
    if matched / max(len(fixed), spare) < SIMILARITY:
        return None
    filled = _substitute(template.plan, values)
    try:
        plan = Plan.model_validate(filled)
    except ValueError:
        return None
    return plan if _grounded(plan, template, ctx) else None


def _substitute(node: Any, values: dict[int, list[str]]) -> Any:
    if isinstance(node, str):
        return _MARK.sub(lambda m: " ".join(values[int(m.group(1))]), node)
    if isinstance(node, list):
        return [_substitute(v, values) for v in node]
    if isinstance(node, dict):
        return {k: _substitute(v, values) for k, v in node.items()}
    return node


def _grounded(plan: Plan, template: CachedPlan, ctx: PlanningContext) -> bool:
    """Every filled path names a place of the user's (through the workspace view)."""
    view = ctx.view
    marked = json.dumps(template.plan, ensure_ascii=False)
    if not any(s.get("path") for s in template.slots):
        return True
    if view is None or not _MARK.search(marked):
        return False
    for t_step, step in zip(template.plan["steps"], plan.steps, strict=True):
        spec = ctx.catalog.get(step.tool)
        for name, value in t_step["args"].items():
            if not (isinstance(value, str) and _MARK.search(value)) or spec is None:
                continue
            if name in spec.path_args or value.startswith("~"):
                filled = str(step.args[name])
                found = view.folder(filled.rstrip("/").rsplit("/", 1)[-1])
                found_file = view.file(filled.rstrip("/").rsplit("/", 1)[-1])
                exact = [g.path for g in (found, found_file) if g.status == "exact" and g.path]
                if not exact:
                    return False
                step.args[name] = exact[0]
    return True


async def store_plan(cache: PlanCache, catalog: Catalog, owner: str, turn_id: str, plan: Plan,
                     origin: LiteralOrigins, reuse: Reuse, *, template: bool,
                     referents: tuple[str, ...] = ()) -> None:
    """Keep a plan that ran well for this request; with `template`, also as a template (not
    when it names the last answer's files: those are not the user's words)."""
    signatures = catalog.signatures({s.tool for s in plan.steps})
    words = words_of(reuse.text)
    named = referents_named(plan, referents)
    await cache.put(owner, "exact", reuse.key, referents=named, words=words,
                    plan=plan.model_dump(mode="json"), origin=origin.dumps(), signatures=signatures,
                    turn_id=turn_id)
    if template and not named:
        await _template(cache, owner, plan, reuse.text, origin, signatures)


async def promote(cache: PlanCache, owner: str, turn_id: str) -> bool:
    """The user said the answer of `turn_id` was right: its plan becomes a template."""
    entry = await cache.of_turn(owner, turn_id)
    if entry is None or entry.referents:
        return False
    plan = Plan.model_validate(entry.plan)
    return await _template(cache, owner, plan, " ".join(entry.words),
                           LiteralOrigins.loads(entry.origin), entry.signatures)


async def _template(cache: PlanCache, owner: str, plan: Plan, text: str, origin: LiteralOrigins,
                    signatures: dict[str, str]) -> bool:
    lifted = lift(plan, text, origin)
    if lifted is None:
        return False
    key = hashlib.sha256(json.dumps([lifted.words, lifted.plan]).encode()).hexdigest()
    await cache.put(owner, "template", key, referents="", words=lifted.words, plan=lifted.plan,
                    origin=origin.dumps(), signatures=signatures, slots=lifted.slots)
    return True


class ReusingPlanner:
    """Before the model: the user's stored plan for this very request, then their templates."""

    name = "reuse"

    def __init__(self, model: Planner, cache: PlanCache) -> None:
        self.model = model
        self.cache = cache
        self.name = f"reuse+{model.name}"

    async def propose(self, text: str, ctx: PlanningContext) -> Proposal:
        owner = ctx.user_id
        key = request_key(text) if owner and ctx.reuse else None
        files = ctx.referents.files if ctx.referents is not None else ()
        if key is not None:
            entry = await self.cache.exact(owner, key)
            if entry is not None and entry.referents and \
                    referents_named(entry.plan, files) != entry.referents:
                entry = None  # "them" are other files now: plan anew
            if entry is not None:
                plan = await self._usable(entry, ctx)
                if plan is not None:
                    await self.cache.used(entry, ctx.turn_id)
                    return Proposal(plan=plan, literal_origin=LiteralOrigins.loads(entry.origin),
                                    intent="fast_path", reuse=Reuse("exact", entry.key, text))
            for template in await self.cache.templates(owner) if ctx.reuse else []:
                if await self._usable(template, ctx, check_plan=False) is None:
                    continue
                plan = fill(template, text, ctx)
                if plan is not None and not validate_plan(plan, ctx.catalog, max_steps=100):
                    await self.cache.used(template, ctx.turn_id)
                    return Proposal(plan=plan, literal_origin=model_literal_origins(plan, text, ctx.catalog),
                                    intent="autopath", reuse=Reuse("template", template.key, text))
        proposal = await self.model.propose(text, ctx)
        if proposal.plan is not None and key is not None and proposal.complete:
            return replace(proposal, reuse=Reuse("new", key, text))
        return proposal

    async def _usable(self, entry: CachedPlan, ctx: PlanningContext, *,
                      check_plan: bool = True) -> Plan | None:
        """The stored plan when its executors are offered with the signatures it was stored
        with and it still validates; otherwise the entry is forgotten."""
        tools = set(entry.signatures)
        if any(t not in ctx.catalog for t in tools) or ctx.catalog.signatures(tools) != entry.signatures:
            await self.cache.forget(entry)
            return None
        try:
            plan = Plan.model_validate(entry.plan)
        except ValueError:
            await self.cache.forget(entry)
            return None
        if check_plan and validate_plan(plan, ctx.catalog, max_steps=100):
            await self.cache.forget(entry)
            return None
        return plan
