"""The shipped scorecard of issue 14: runs ``tests/security`` and ``tests/reliability`` through
pytest, in this process, with a plugin that records each case's outcome and measures, then
prints one table — cases tried and passed per family — and the headline figures of the
issue's "Done when" beside the benign confirmation rate.

A case that fails, and a known defect kept as a strict ``xfail``, both count as *not passed*;
known defects are listed under the table with their reason. Measures are what the cases
recorded (``tests/scoring.py``) before asserting, so a failed case still reports its figure.

Usage::

    python3 bench/scorecard.py           # bench scale for kills: 60 kill -9 rounds (at least 50 land)
    python3 bench/scorecard.py --quick   # the suite's own sizes (as ``pytest`` runs it)
    python3 bench/scorecard.py --full    # 60 kills, bombs four times larger, 200 concurrent turns
    python3 bench/scorecard.py -- -k canary   # anything after -- goes to pytest

Environment knobs (set here unless already set): ``METNOS_KILL_ROUNDS``,
``METNOS_BOMB_SCALE``, ``METNOS_LOAD_USERS``, ``METNOS_LOAD_TURNS``.
Exit status: pytest's (0 when every case passed or failed only as a known defect).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
SUITES = ("tests/security", "tests/reliability")
SCALES: dict[str, dict[str, str]] = {
    "quick": {},
    "bench": {"METNOS_KILL_ROUNDS": "60"},
    "full": {"METNOS_KILL_ROUNDS": "60", "METNOS_BOMB_SCALE": "4", "METNOS_LOAD_USERS": "20",
             "METNOS_LOAD_TURNS": "10"},
}


@dataclass
class Case:
    """One collected case: its family, outcome and measures."""

    family: str
    outcome: str = "not run"  # passed | failed | xfailed | skipped | not run
    reason: str = ""
    measures: list[tuple[str, float]] = field(default_factory=list)


class Recorder:
    """A pytest plugin that keeps every case's family, outcome and recorded measures."""

    def __init__(self) -> None:
        self.cases: dict[str, Case] = {}

    def pytest_collection_modifyitems(self, items: list[Any]) -> None:
        for item in items:
            module = getattr(item, "module", None)
            family = getattr(module, "FAMILY", None) or Path(str(item.fspath)).stem.removeprefix("test_")
            self.cases[item.nodeid] = Case(family=str(family))

    def pytest_runtest_logreport(self, report: Any) -> None:
        case = self.cases.setdefault(report.nodeid, Case(family="?"))
        case.measures = [(str(k), float(v)) for k, v in report.user_properties]
        xfail = getattr(report, "wasxfail", None)
        if report.when == "call" or (report.when == "setup" and not report.passed):
            if report.skipped and xfail is not None:
                case.outcome, case.reason = "xfailed", str(xfail).removeprefix("reason: ")
            elif report.skipped:
                case.outcome = "skipped"
            elif report.failed:
                case.outcome, case.reason = "failed", _first_line(report)
            else:
                case.outcome = "passed"
        elif report.when == "teardown" and report.failed:
            case.outcome, case.reason = "failed", _first_line(report)


def _first_line(report: Any) -> str:
    text = str(getattr(report, "longreprtext", "") or report.longrepr or "")
    lines = [ln.strip() for ln in text.splitlines() if ln.strip().startswith("E ")]
    return (lines[0] if lines else text.strip().splitlines()[-1] if text.strip() else "")[:160]


def headline(cases: list[Case]) -> list[tuple[str, str]]:
    """The "Done when" figures: each measure combined over the cases that recorded it."""
    from tests.scoring import MEASURES

    values: dict[str, list[float]] = defaultdict(list)
    for case in cases:
        per_case: dict[str, float] = defaultdict(float)
        for name, value in case.measures:
            keep_max = MEASURES[name][0] == "max"
            per_case[name] = max(per_case[name], value) if keep_max else per_case[name] + value
        for name, value in per_case.items():
            values[name].append(value)
    rows = []
    for name, (how, meaning) in MEASURES.items():
        if name in ("benign_turns", "benign_prompts"):
            continue
        got = values.get(name, [])
        if not got:
            rows.append((meaning, "not measured"))
            continue
        total = max(got) if how == "max" else sum(got)
        shown = f"{total:g}" if how == "sum" else f"{total:.2f}"
        rows.append((meaning, f"{shown}   ({len(got)} cases)"))
    turns, prompts = sum(values.get("benign_turns", [])), sum(values.get("benign_prompts", []))
    rate = f"{prompts / turns:.2f} prompts per benign turn ({prompts:g} prompts / {turns:g} turns)" if turns \
        else "not measured"
    rows.append(("benign confirmation rate", rate))
    return rows


def render(cases: dict[str, Case]) -> str:
    families: dict[str, list[Case]] = defaultdict(list)
    for case in cases.values():
        if case.outcome != "not run":
            families[case.family].append(case)
    width = max([len(f) for f in families] + [6])
    lines = [f"{'family':<{width}}  {'tried':>5}  {'passed':>6}  {'failed':>6}  {'known defects':>13}",
             "-" * (width + 40)]
    all_cases = [c for group in families.values() for c in group]
    for name in sorted(families, key=lambda f: (-len(families[f]), f)):
        group = families[name]
        lines.append(_row(name, group, width))
    lines.append("-" * (width + 40))
    lines.append(_row("total", all_cases, width))
    lines.append("")
    label = max(len(m) for m, _ in headline(all_cases))
    lines += [f"{meaning:<{label}}  {value}" for meaning, value in headline(all_cases)]
    defects = [(n, c) for n, c in cases.items() if c.outcome in ("xfailed", "failed")]
    if defects:
        lines += ["", "not passed:"]
        lines += [f"  [{c.outcome}] {n.split('::', 1)[-1]}: {c.reason}" for n, c in sorted(defects)]
    return "\n".join(lines)


def _row(name: str, group: list[Case], width: int) -> str:
    tried = [c for c in group if c.outcome != "skipped"]
    passed = sum(c.outcome == "passed" for c in tried)
    known = sum(c.outcome == "xfailed" for c in tried)
    return f"{name:<{width}}  {len(tried):>5}  {passed:>6}  {len(tried) - passed:>6}  {known:>13}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    scale = parser.add_mutually_exclusive_group()
    scale.add_argument("--quick", action="store_const", const="quick", dest="scale")
    scale.add_argument("--full", action="store_const", const="full", dest="scale")
    parser.add_argument("pytest_args", nargs="*")
    args = parser.parse_args(argv)
    for key, value in SCALES[args.scale or "bench"].items():
        os.environ.setdefault(key, value)
    os.chdir(REPO)
    sys.path.insert(0, str(REPO))
    import pytest

    recorder = Recorder()
    code = pytest.main(["-q", "-p", "no:cacheprovider", *SUITES, *args.pytest_args], plugins=[recorder])
    print()
    print(render(recorder.cases))
    return int(code)


if __name__ == "__main__":
    sys.exit(main())
