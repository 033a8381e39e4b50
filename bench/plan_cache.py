"""Plan reuse on a labelled request log: model calls saved, wrong reuses, stale reuses.

Run by hand: ``python bench/plan_cache.py [--requests N] [--recur 0.6] [--seed S]``. Prints
figures, asserts nothing.

The log mixes, with a seeded generator: new requests, exact repeats, paraphrases with
other values (another folder), time-dependent requests ("… today") and, half-way, an
upgrade that changes one executor's signature. Every request is one the rules planner
cannot plan, so without reuse each one is a model call. The model is the OpenAI-compatible
double on loopback; before each request it is given the plan a good model would answer,
so a reuse can be judged: *wrong* when the plan that ran differs from that plan, *stale*
when it used an executor whose signature changed since the plan was stored. The user
confirms effects and says "giusto" after the first answer of each kind of request.

Targets: at least 50 % of model calls saved when 60 % of requests recur; wrong reuses
at most 1 %; stale reuses 0.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # run as a script from a checkout: make `runtime` and `tests` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from runtime.catalog.registry import Catalog, load_catalog  # noqa: E402
from runtime.config import Settings  # noqa: E402
from runtime.plan.model import Plan  # noqa: E402
from runtime.plan.validate import apply_guards  # noqa: E402
from runtime.planning.grammar import RulesPlanner  # noqa: E402
from runtime.planning.llm import ModelPlanner, TieredPlanner  # noqa: E402
from runtime.runtime import Runtime  # noqa: E402
from runtime.turn import Request  # noqa: E402
from tests.fakes.model_api import FakeModelAPI  # noqa: E402

FOLDERS = ("Acquisti", "Fornitori", "Vecchi", "Scarti", "Casa", "Lavoro")
CHANGED = "extract_entries"  # the executor the upgrade changes


def figures(folder: str) -> dict[str, Any]:
    return {"steps": [{"tool": "find_files", "args": {"base_path": f"~/{folder}", "pattern": "*.txt"}},
                      {"tool": "read_files", "args": {"from_step": 1}},
                      {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["supplier", "price"]}}]}


def clear(folder: str) -> dict[str, Any]:
    return {"steps": [{"tool": "find_files", "args": {"base_path": f"~/{folder}", "pattern": "*.tmp"}},
                      {"tool": "delete_files", "args": {"from_step": 1}}]}


def newest(folder: str) -> dict[str, Any]:
    return {"steps": [{"tool": "find_files", "args": {"base_path": f"~/{folder}", "pattern": "*",
                                                      "sort": "modified"}}]}


FAMILIES = {
    "figures": ("Gather the figures the suppliers of {} put in writing", figures),
    "clear": ("Clear out the leftover scraps kept in {}", clear),
    "newest": ("Line up the papers that {} keeps, freshest on top", newest),
    "today": ("Which papers turned up in {} today, more or less", newest),  # time-dependent
}


@dataclasses.dataclass
class Entry:
    text: str
    plan: dict[str, Any]
    label: str  # new | repeat | paraphrase | time


def make_log(n: int, recur: float, rng: random.Random) -> list[Entry]:
    """`recur` of the requests recur (a repeat, or the same kind with another value), a tenth
    depend on the day, the rest are new."""
    log: list[Entry] = []
    seen: list[tuple[str, str]] = []
    kinds = [k for k in FAMILIES if k != "today"]
    for _ in range(n):
        r = rng.random()
        if seen and r < recur:
            fam, folder = rng.choice(seen)
            label = "repeat"
            if rng.random() < 0.5:  # the same kind of request with another value
                folder = rng.choice([f for f in FOLDERS if f != folder])
                label = "paraphrase"
        elif r < recur + 0.1:
            folder = rng.choice(FOLDERS)
            text, make = FAMILIES["today"]
            log.append(Entry(text.format(folder), make(folder), "time"))
            continue
        else:
            fam, folder, label = rng.choice(kinds), rng.choice(FOLDERS), "new"
        seen.append((fam, folder))
        text, make = FAMILIES[fam]
        log.append(Entry(text.format(folder), make(folder), label))
    return log


def prepare(root: Path) -> None:
    for folder in FOLDERS:
        (root / folder).mkdir(parents=True, exist_ok=True)
        (root / folder / "q.txt").write_text(f"Fornitore: Ditta {folder}\nTotale: 12,00 €\n")
        (root / folder / "old.tmp").write_text("x")


def upgraded(catalog: Catalog) -> Catalog:
    return Catalog(dataclasses.replace(s, version=s.version + ".1") if s.name == CHANGED else s
                   for s in catalog)


@dataclasses.dataclass
class Outcome:
    called: list[bool]
    wrong: int = 0
    stale: int = 0
    reused: int = 0


async def run_log(log: list[Entry], *, reuse: bool, changed_at: int) -> Outcome:
    """Replay `log` on a fresh home; with `reuse` off the model tier plans every request the
    rules cannot (the baseline)."""
    api = await FakeModelAPI.start()
    out = Outcome(called=[])
    try:
        with tempfile.TemporaryDirectory() as tmp:
            settings = Settings(home=Path(tmp), models={"planning": {  # type: ignore[arg-type]
                "base_url": api.url + "/v1", "model": "bench", "timeout_seconds": 5}},
                lre={"items_threshold": 10_000})
            catalog = load_catalog()

            async def start(catalog: Catalog) -> Runtime:
                planner = None if reuse else TieredPlanner(RulesPlanner(), ModelPlanner(settings=settings))
                rt = await Runtime.open(settings, catalog=catalog, planner=planner)
                await rt.users.ensure("anna", role="user")
                return rt

            rt = await start(catalog)
            confirmed: set[str] = set()
            asked_since_change: set[str] = set()
            for i, entry in enumerate(log):
                if i == changed_at:  # an upgrade: one executor's signature changes
                    await rt.close()
                    catalog = upgraded(catalog)
                    rt = await start(catalog)
                prepare(rt.workspace_for(await _user(rt)).root)
                api.script.clear()
                api.plan(entry.plan)
                before = len(api.requests)
                reply = await rt.handle(Request(user="anna", text=entry.text, conversation_id="c",
                                                channel="bench", locale="en"))
                if reply.prompt is not None:
                    reply = await rt.resume(reply.prompt.dialogue_id, "yes", user="anna",
                                            conversation_id="c")
                out.called.append(len(api.requests) > before)
                turn = await rt.trace(user="anna")
                path = next((e["data"]["path"] for e in (turn.trace if turn else [])
                             if e.get("kind") == "path"), "?")
                if path in ("fast_path", "autopath"):
                    out.reused += 1
                    expected, _ = apply_guards(Plan.model_validate(entry.plan), catalog)
                    ran = Plan.model_validate(turn.plan) if turn and turn.plan else None
                    out.wrong += ran != expected
                    uses_changed = any(s["tool"] == CHANGED for s in entry.plan["steps"])
                    # after the upgrade, a plan that uses the changed executor must be planned
                    # anew once before it may be reused again
                    out.stale += i >= changed_at and uses_changed and _family(entry.text) not in \
                        asked_since_change
                if i >= changed_at and out.called[-1]:
                    asked_since_change.add(_family(entry.text))
                family = _family(entry.text)
                if family not in confirmed and reply.status == "answered":
                    await rt.handle(Request(user="anna", text="giusto", conversation_id="c",
                                            channel="bench", locale="it"))
                    confirmed.add(family)
            await rt.close()
    finally:
        await api.stop()
    return out


async def replay(n: int, recur: float, seed: int) -> None:
    log = make_log(n, recur, random.Random(seed))
    changed_at = n // 2
    base = await run_log(log, reuse=False, changed_at=changed_at)
    with_reuse = await run_log(log, reuse=True, changed_at=changed_at)
    labels = ("new", "repeat", "paraphrase", "time")
    print(f"{n} requests (seed {seed}); upgrade of {CHANGED} at request {changed_at}")
    print(f"{'label':<11} {'requests':>8} {'model calls: baseline':>22} {'with reuse':>11}")
    for label in labels:
        idx = [i for i, e in enumerate(log) if e.label == label]
        print(f"{label:<11} {len(idx):>8} {sum(base.called[i] for i in idx):>22} "
              f"{sum(with_reuse.called[i] for i in idx):>11}")
    b, w = sum(base.called), sum(with_reuse.called)
    recurring = sum(1 for e in log if e.label in ("repeat", "paraphrase"))
    print(f"recurring: {recurring / n:.0%}; model calls {b} -> {w}: saved {b - w} "
          f"({(b - w) / max(b, 1):.0%}; target >= 50% at 60% recurrence)")
    print(f"reused: {with_reuse.reused}; wrong reuses: {with_reuse.wrong} "
          f"({with_reuse.wrong / max(with_reuse.reused, 1):.1%}, target <= 1%); "
          f"stale reuses: {with_reuse.stale} (target 0)")


def _family(text: str) -> str:
    return next((k for k, (pattern, _) in FAMILIES.items() if pattern.split("{}")[0] in text), text)


async def _user(rt: Runtime) -> Any:
    found = await rt.users.by_name("anna")
    assert found is not None
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=100)
    parser.add_argument("--recur", type=float, default=0.6)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    asyncio.run(replay(args.requests, args.recur, args.seed))


if __name__ == "__main__":
    main()
