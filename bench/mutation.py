"""Mutation testing of the safety modules: does removing or inverting one check fail a test?

Each mutant is one change made with the ``ast`` module to one safety module: a comparison
negated (``==``/``!=``, ``<``/``>=``, ``>``/``<=``, ``in``/``not in``, ``is``/``is not``), a ``not``
dropped, ``and``/``or`` swapped, a guard's condition (an ``if`` that ends in ``return`` or
``raise``) replaced by ``False``, a ``raise`` or early ``return`` inside an ``if`` removed, or a
``True``/``False`` constant swapped. The mutant is written over the module in a temporary copy
of the repository (one copy per job; the working tree is never touched) and only the tests
related to that module run against it (:data:`TARGETS`), stopping at the first failure.

A mutant is *killed* when those tests fail (pytest exit code 1, or 2 when the mutant breaks
collection), *survives* when they pass, *times out* when they hang; any other exit code is an
*error* (a setup problem: it counts against the score). A mutant that does not compile is
skipped. Mutants listed in :data:`EQUIVALENT` (they cannot change behaviour) are not run and
are reported apart; the score is killed (plus timed out) over every other mutant.

Usage::

    python3 bench/mutation.py                  # every safety module, 2 jobs
    python3 bench/mutation.py --module invoke  # one module
    python3 bench/mutation.py --list           # only list the mutants
    python3 bench/mutation.py --jobs 1 --max 20
"""

from __future__ import annotations

import argparse
import ast
import copy
import os
import queue
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

REPO = Path(__file__).resolve().parents[1]
IGNORED = (".git", "__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache", ".hypothesis",
           ".benchmarks", "*.egg-info")

Outcome = Literal["killed", "survived", "timeout", "error"]


@dataclass(frozen=True)
class Target:
    """A safety module, the part of it to mutate, and the tests that must catch its mutants."""

    name: str
    path: str
    tests: tuple[str, ...]
    functions: tuple[str, ...] = ()  # qualified names (Class.method); empty: the whole module


RESUME_TESTS = (
    "tests/test_safety_resume.py",
    "tests/test_dialogues.py",
    "--deselect", "tests/test_dialogues.py::test_a_pending_dialogue_survives_a_restart_of_the_process",
)
ENGINE_TESTS = ("tests/test_safety_engine.py", "tests/test_engine.py")
TELEGRAM_TESTS = ("tests/test_safety_telegram.py",)

# Fast, narrow tests first: with -x a mutant usually dies in the first file.
TARGETS: tuple[Target, ...] = (
    Target("invoke", "runtime/engine/invoke.py",
           ("tests/test_safety_invoke.py", *ENGINE_TESTS, "tests/test_safety_resume.py")),
    Target("policy", "runtime/engine/policy.py", ENGINE_TESTS),
    Target("workspace", "runtime/engine/workspace.py",
           (*ENGINE_TESTS, "tests/test_safety_invoke.py",
            "tests/test_adversarial.py::test_workspace_paths_resolve_inside_or_are_refused")),
    Target("validate", "runtime/plan/validate.py",
           ("tests/test_safety_plan.py", "tests/test_validate.py")),
    Target("resolve", "runtime/plan/resolve.py",
           ("tests/test_safety_plan.py", *ENGINE_TESTS)),
    Target("preflight", "runtime/engine/preflight.py",
           ("tests/test_safety_invoke.py", *ENGINE_TESTS, "tests/test_safety_resume.py")),
    Target("resume", "runtime/resume.py", RESUME_TESTS,
           ("DialogueFlow._resume", "DialogueFlow._conditions", "DialogueFlow._chosen",
            "approves")),
    Target("continue", "runtime/lre.py", ("tests/test_turn_lifecycle.py",),
           ("LongWork._continue", "LongWork._done_items", "LongWork._unsure", "LongWork._within",
            "LongWork.continue_job")),
    Target("scratchpad", "runtime/scratchpad.py",
           ("tests/test_safety_scratchpad.py", "tests/test_scratchpad.py"),
           ("Scratchpad.get", "Scratchpad.read", "Scratchpad.list_for_turn")),
    Target("mandates", "runtime/credentials.py",
           ("tests/test_safety_credentials.py", "tests/test_credentials.py", "-m", "not slow"),
           ("user_secret_name", "_check_credential", "_check_name", "Mandate.__post_init__",
            "credential_stored", "resolve_under_mandate")),
    Target("callbacks", "bot/telegram/callbacks.py",
           (*TELEGRAM_TESTS, "tests/test_telegram_buttons.py"),
           ("PromptButtons.on_press", "PromptButtons.retire_stale",
            "PromptButtons.retire_expired")),
    Target("store", "bot/telegram/store.py",
           (*TELEGRAM_TESTS, "tests/test_telegram_buttons.py", "tests/test_safety_gate.py"),
           ("CallbackTokens.get", "CallbackTokens.claim", "CallbackTokens.open_prompts",
            "CallbackTokens.due", "ProcessedUpdates.first_time")),
    Target("gate", "bot/telegram/gate.py",
           ("tests/test_safety_gate.py", *TELEGRAM_TESTS, "tests/test_telegram_pairing.py"),
           ("addresses_bot", "is_pairing_attempt", "Gate.__call__", "Gate._check",
            "Gate._refuse_press")),
    Target("identity", "bot/telegram/identity.py",
           ("tests/test_safety_identity.py", *TELEGRAM_TESTS, "tests/test_telegram_pairing.py"),
           ("invite", "redeem", "StrangerNotices.due")),
)

# Mutants that cannot change behaviour, by ``path::scope::change`` (line numbers move; these
# keys do not), each with the reason. They are not run and do not count in the score.
EQUIVALENT: dict[str, str] = {
    "runtime/engine/preflight.py::_check_authority::`isinstance(v, str) and v` → `isinstance(v, str) or v`":
        "path arguments passed the schema as text, so only the empty string differs, and it"
        " resolves to the workspace root, which is inside",
    "runtime/plan/resolve.py::_resolve_value::`if not matches:` → `if False:`":
        "with no reference matched, the interpolation below leaves the text as it is and gathers"
        " no origin: the same value and origins as the early return",
    "runtime/plan/resolve.py::_resolve_value::`True` → `False`":
        "zip(strict=...) over the matches and their values: one value is appended per match or"
        " the function has returned, so the lengths are always equal",
    "runtime/resume.py::DialogueFlow._resume::`stored and stored.path` → `stored or stored.path`":
        "a pending dialogue's turn row always exists with its path (suspend saves it before the"
        " prompt is shown; rows go only with their user, and the dialogues with them)",
    "bot/telegram/store.py::CallbackTokens.get::`if not TOKEN_PATTERN.match(data):` → `if False:`":
        "every issued token matches the pattern, so other data finds no row anyway; the check"
        " only saves a query",
    "bot/telegram/callbacks.py::PromptButtons.retire_expired::`row.state == 'pending'` → "
    "`row.state != 'pending'`":
        "due(now) yields only tokens whose expiry (their dialogue's) is <= now, so the third"
        " operand is False whatever the state",
    "bot/telegram/gate.py::addresses_bot::`entity.type == MessageEntity.MENTION` → "
    "`entity.type != MessageEntity.MENTION`":
        "an entity whose text is the bot's @handle is also found by the text check at the end"
        " (Telegram starts mentions at a word boundary), so this branch only saves the search",
    "bot/telegram/gate.py::addresses_bot::`if entity.type == MessageEntity.MENTION and text.lower()"
    " == handle:` → `if False:`":
        "same as above: a mention of the bot's @handle is in the text, where the final search"
        " finds it",
    "bot/telegram/identity.py::StrangerNotices.due::`len(self._last) >= _STRANGER_MEMORY` → "
    "`len(self._last) < _STRANGER_MEMORY`":
        "pruning drops only accounts whose interval has passed, which due() answers the same"
        " way whether they are remembered or not: pruning more often costs time only",
}


# --- mutants ---------------------------------------------------------------------------------

SWAPS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.Lt: ast.GtE, ast.GtE: ast.Lt, ast.Gt: ast.LtE,
    ast.LtE: ast.Gt, ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}


@dataclass(frozen=True)
class Mutant:
    """One single-point change of one module."""

    target: str
    path: str
    line: int
    scope: str  # the enclosing function's qualified name
    change: str  # "`a == b` → `a != b`", shortened for display
    source: str = field(repr=False)  # the whole mutated module
    full: str = field(default="", repr=False)  # the change in full

    @property
    def key(self) -> str:
        return f"{self.path}::{self.scope}::{self.full or self.change}"


@dataclass(frozen=True)
class _Edit:
    node: ast.expr | ast.stmt
    replacement: str  # source text that replaces the node's whole extent
    change: str  # in full
    statement: bool = False


def _short(text: str, limit: int = 150) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _edits(node: ast.AST, parent: ast.AST | None) -> Iterator[_Edit]:
    """The single-point mutations that apply to `node` itself."""
    if isinstance(node, ast.Compare):
        for i, op in enumerate(node.ops):
            swap = SWAPS.get(type(op))
            if swap is not None:
                new = copy.deepcopy(node)
                new.ops[i] = swap()
                yield _Edit(node, f"({ast.unparse(new)})",
                            f"`{ast.unparse(node)}` → `{ast.unparse(new)}`")
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        yield _Edit(node, f"({ast.unparse(node.operand)})",
                    f"`{ast.unparse(node)}` → `{ast.unparse(node.operand)}`")
    elif isinstance(node, ast.BoolOp):
        new_bool = ast.BoolOp(op=ast.Or() if isinstance(node.op, ast.And) else ast.And(),
                              values=node.values)
        yield _Edit(node, f"({ast.unparse(new_bool)})",
                    f"`{ast.unparse(node)}` → `{ast.unparse(new_bool)}`")
    elif isinstance(node, ast.Constant) and isinstance(node.value, bool):
        yield _Edit(node, f"({not node.value})", f"`{node.value}` → `{not node.value}`")
    elif isinstance(node, ast.If) and isinstance(node.body[-1], ast.Return | ast.Raise):
        yield _Edit(node.test, "(False)", f"`if {ast.unparse(node.test)}:` → `if False:`")
    elif isinstance(node, ast.Return | ast.Raise) and isinstance(parent, ast.If):
        # The sole statement of an if without else: "if False" above is the same mutant.
        if parent.body == [node] and not parent.orelse:
            return
        yield _Edit(node, "pass", f"`{ast.unparse(node)}` removed", statement=True)


def _splice(lines: list[bytes], edit: _Edit) -> str:
    """The module with `edit` applied, keeping every other line where it was."""
    node = edit.node
    start, end = node.lineno - 1, (node.end_lineno or node.lineno) - 1
    col, end_col = node.col_offset, node.end_col_offset or 0  # UTF-8 byte offsets
    spare = b"\n" * (end - start)  # newlines inside parentheses keep the line count
    middle = edit.replacement.encode() + spare if edit.statement else (
        edit.replacement[:-1].encode() + spare + b")")
    new = lines[:start] + [lines[start][:col] + middle + lines[end][end_col:]] + lines[end + 1:]
    return b"".join(new).decode()


def _scopes(tree: ast.Module) -> dict[int, str]:
    """For each node (by id), the qualified name of the function it is in."""
    found: dict[int, str] = {}

    def visit(node: ast.AST, prefix: str, scope: str) -> None:
        for child in ast.iter_child_nodes(node):
            name, inner = prefix, scope
            if isinstance(child, ast.ClassDef):
                name = f"{prefix}{child.name}."
            elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                inner = f"{prefix}{child.name}"
                name = f"{inner}."
            found[id(child)] = inner
            visit(child, name, inner)

    visit(tree, "", "<module>")
    return found


def _skipped(node: ast.AST, parents: dict[int, ast.AST]) -> bool:
    """Inside an assert (a note for mypy), an f-string (3.11 positions), or TYPE_CHECKING."""
    current: ast.AST | None = node
    while current is not None:
        if isinstance(current, ast.Assert | ast.JoinedStr):
            return True
        if isinstance(current, ast.If) and ast.unparse(current.test) == "TYPE_CHECKING":
            return True
        current = parents.get(id(current))
    return False


def mutants_of(target: Target, root: Path = REPO) -> tuple[list[Mutant], int]:
    """Every mutant of `target` (in source order) and how many did not compile."""
    source = (root / target.path).read_text(encoding="utf-8")
    tree = ast.parse(source)
    lines = source.encode().splitlines(keepends=True)
    scopes = _scopes(tree)
    parents = {id(c): p for p in ast.walk(tree) for c in ast.iter_child_nodes(p)}
    wanted = set(target.functions)
    missing = wanted - set(scopes.values())
    if missing:
        raise SystemExit(f"{target.path}: no function named {', '.join(sorted(missing))}")
    original = ast.dump(tree)
    out: list[Mutant] = []
    broken = 0
    for node in ast.walk(tree):
        scope = scopes.get(id(node), "<module>")
        if wanted and not any(scope == f or scope.startswith(f + ".") for f in wanted):
            continue
        if scope == "<module>" or _skipped(node, parents):
            continue
        for edit in _edits(node, parents.get(id(node))):
            text = _splice(lines, edit)
            try:
                changed = ast.dump(ast.parse(text)) != original
                compile(text, target.path, "exec")
            except SyntaxError:
                broken += 1
                continue
            if changed:
                out.append(Mutant(target.name, target.path, edit.node.lineno, scope,
                                  _short(edit.change), text, edit.change))
    out.sort(key=lambda m: (m.line, m.change))
    return out, broken


# --- running ---------------------------------------------------------------------------------


@dataclass
class Result:
    """What the related tests said about one mutant."""

    mutant: Mutant
    outcome: Outcome
    seconds: float


def make_copies(jobs: int, base: Path) -> list[Path]:
    """One copy of the repository per job, without VCS data and caches."""
    copies = []
    for n in range(jobs):
        dest = base / f"repo{n}"
        shutil.copytree(REPO, dest, ignore=shutil.ignore_patterns(*IGNORED), symlinks=True)
        copies.append(dest)
    return copies


def _env(repo: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("METNOS_", "PYTEST_"))}
    # The copy comes first on the path (before the editable install); no stale bytecode, since
    # a mutant may have the same size and mtime second as the module it replaces.
    env.update(PYTHONPATH=str(repo), PYTHONDONTWRITEBYTECODE="1", PYTHONHASHSEED="0")
    return env


def check_copy(repo: Path) -> None:
    """Stop unless Python run in `repo` imports the copy's packages (not the working tree's)."""
    probe = subprocess.run([sys.executable, "-c", "import bot, runtime; print(runtime.__file__);"
                            " print(bot.__file__)"], cwd=repo, env=_env(repo),
                           capture_output=True, text=True, check=True)
    outside = [p for p in probe.stdout.split() if not Path(p).resolve().is_relative_to(repo.resolve())]
    if outside:
        raise SystemExit(f"the copy at {repo} imports {outside[0]}: mutants would not be tested")


def run_tests(repo: Path, tests: tuple[str, ...], timeout: float) -> tuple[Outcome, float]:
    """Run the tests in `repo`; killed (they failed), survived (passed), timeout or error."""
    env = _env(repo)
    command = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider",
               f"--basetemp={repo}.tmp", *tests]
    started = time.monotonic()
    proc = subprocess.Popen(command, cwd=repo, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        code = proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        return "timeout", time.monotonic() - started
    elapsed = time.monotonic() - started
    if code == 0:
        return "survived", elapsed
    return ("killed" if code in (1, 2) else "error"), elapsed


def run_mutants(mutants: list[Mutant], target: Target, copies: queue.Queue[Path], jobs: int,
                timeout: float, report: Callable[[Result], None]) -> list[Result]:
    """Each mutant written over its module in a free copy, its tests run, the module restored."""

    def one(mutant: Mutant) -> Result:
        repo = copies.get()
        module = repo / mutant.path
        original = module.read_text(encoding="utf-8")
        try:
            module.write_text(mutant.source, encoding="utf-8")
            outcome, seconds = run_tests(repo, target.tests, timeout)
        finally:
            module.write_text(original, encoding="utf-8")
            copies.put(repo)
        return Result(mutant, outcome, seconds)

    results: list[Result] = []
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for future in as_completed([pool.submit(one, m) for m in mutants]):
            result = future.result()
            report(result)
            results.append(result)
    return sorted(results, key=lambda r: (r.mutant.line, r.mutant.change))


# --- the command -----------------------------------------------------------------------------


@dataclass
class Tally:
    """Counts for one module or for the whole run."""

    killed: int = 0
    survived: int = 0
    timeout: int = 0
    error: int = 0
    equivalent: int = 0
    skipped: int = 0  # did not compile
    not_run: int = 0  # left out by --max

    def add(self, other: Tally) -> None:
        for name in vars(self):
            setattr(self, name, getattr(self, name) + getattr(other, name))

    @property
    def scored(self) -> int:
        return self.killed + self.survived + self.timeout + self.error

    @property
    def score(self) -> float:
        return 100.0 * (self.killed + self.timeout) / self.scored if self.scored else 100.0

    def line(self, name: str) -> str:
        extra = f", {self.not_run} not run (sampled)" if self.not_run else ""
        return (f"{name:<11} {self.scored:>4} mutants: {self.killed:>4} killed, {self.survived:>3} survived,"
                f" {self.timeout:>2} timed out, {self.error:>2} errors; {self.score:5.1f} % killed"
                f" ({self.equivalent} equivalent, {self.skipped} not compiling{extra})")


def _show(result: Result) -> None:
    if result.outcome != "killed":
        m = result.mutant
        print(f"  {result.outcome.upper():<8} {m.path}:{m.line} ({m.scope}) {m.change}", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--module", choices=[t.name for t in TARGETS], action="append",
                        help="run only this module (repeatable)")
    parser.add_argument("--list", action="store_true", help="list the mutants; run nothing")
    parser.add_argument("--jobs", type=int, default=2, help="mutants tested at once (default 2)")
    parser.add_argument("--max", type=int, default=0,
                        help="at most N mutants per module, sampled (fixed seed)")
    args = parser.parse_args(argv)
    targets = [t for t in TARGETS if not args.module or t.name in args.module]
    started = time.monotonic()
    total = Tally()
    seen: set[str] = set()
    base = Path(tempfile.mkdtemp(prefix="metnos-mutation-"))
    copies: queue.Queue[Path] = queue.Queue()
    try:
        if not args.list:
            for repo in make_copies(max(1, args.jobs), base):
                check_copy(repo)
                copies.put(repo)
        for target in targets:
            mutants, broken = mutants_of(target)
            tally = Tally(skipped=broken)
            seen.update(m.key for m in mutants)
            equivalent = [m for m in mutants if m.key in EQUIVALENT]
            live = [m for m in mutants if m.key not in EQUIVALENT]
            tally.equivalent = len(equivalent)
            if args.max and len(live) > args.max:
                tally.not_run = len(live) - args.max
                live = sorted(random.Random(target.name).sample(live, args.max),
                              key=lambda m: (m.line, m.change))
            print(f"\n== {target.name}: {target.path}"
                  + (f" ({', '.join(target.functions)})" if target.functions else "")
                  + f"\n   tests: {' '.join(target.tests)}", flush=True)
            if args.list:
                for m in mutants:
                    mark = "  [equivalent]" if m.key in EQUIVALENT else ""
                    print(f"  {m.path}:{m.line} ({m.scope}) {m.change}{mark}")
                print(f"  {len(mutants)} mutants ({len(equivalent)} equivalent, {broken} not compiling)")
                continue
            module_started = time.monotonic()
            repo = copies.get()
            baseline, seconds = run_tests(repo, target.tests, timeout=900)
            copies.put(repo)
            if baseline != "survived":
                print(f"   the unchanged module fails its tests ({baseline}); module skipped", flush=True)
                tally.error = len(live)
                total.add(tally)
                continue
            timeout = 2 * seconds + 20
            print(f"   baseline {seconds:.1f} s, timeout {timeout:.0f} s per mutant", flush=True)
            for m in equivalent:
                print(f"  EQUIV    {m.path}:{m.line} ({m.scope}) {m.change}: {EQUIVALENT[m.key]}")
            for result in run_mutants(live, target, copies, max(1, args.jobs), timeout, _show):
                setattr(tally, result.outcome, getattr(tally, result.outcome) + 1)
            print("   " + tally.line(target.name)
                  + f" in {(time.monotonic() - module_started) / 60:.1f} min", flush=True)
            total.add(tally)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    stale = sorted(k for k in EQUIVALENT if k not in seen
                   and any(k.startswith(t.path + "::") for t in targets))
    for key in stale:
        print(f"stale EQUIVALENT entry (no such mutant any more): {key}")
    minutes = (time.monotonic() - started) / 60
    if not args.list:
        print("\n" + total.line("TOTAL") + f" in {minutes:.1f} min with {args.jobs} jobs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
