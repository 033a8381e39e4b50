"""The boundary between the bot and the runtime, read from the source: no SQL in the Telegram
handlers (only their store module has any), the runtime knows nothing of Telegram, and no
import cycle among the first-party modules."""

from __future__ import annotations

import ast
import re
import tomllib
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TELEGRAM = REPO / "bot" / "telegram"
STORE = TELEGRAM / "store.py"
PACKAGES = ("bot", "runtime")

SQL = re.compile(r"\b(SELECT|INSERT|UPDATE|DELETE|REPLACE\s+INTO|CREATE\s+(TABLE|INDEX|TRIGGER)"
                 r"|DROP\s+(TABLE|INDEX)|ALTER\s+TABLE|PRAGMA)\b")
#: Methods of the database (and of its connections) that run SQL.
DB_CALLS = frozenset({"execute", "executemany", "executescript", "execute_write", "fetchone",
                      "fetchall"})

#: Cycles that are known and being removed, each as the set of its modules; an entry that is no
#: longer a cycle fails the test, so the list only shrinks. It held the runtime and its
#: long-running jobs (``runtime.runtime`` <-> ``runtime.lre``) until the turn lifecycle split
#: them; nothing else belongs here.
KNOWN_CYCLES: frozenset[frozenset[str]] = frozenset()


# --- reading the source ----------------------------------------------------------------------


def module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def first_party_modules() -> dict[str, Path]:
    return {module_name(p): p for package in PACKAGES for p in sorted((REPO / package).rglob("*.py"))}


def string_literals(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """Every string constant, f-string parts included, with its line."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.lineno, node.value


def typing_only(tree: ast.AST) -> set[ast.AST]:
    """The import statements inside ``if TYPE_CHECKING:`` blocks."""
    found: set[ast.AST] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            found.update(n for stmt in node.body for n in ast.walk(stmt)
                         if isinstance(n, ast.Import | ast.ImportFrom))
    return found


def imported(tree: ast.AST, name: str, is_package: bool, known: set[str]) -> dict[str, bool]:
    """The first-party modules `name` imports anywhere (module level, functions, TYPE_CHECKING
    blocks: a cycle hidden behind a lazy or a typing-only import is still a cycle), each with
    whether it is imported for typing only. Importing ``a.b.c`` counts as importing that module
    only, not its parent packages."""
    out: dict[str, bool] = {}
    package = name if is_package else name.rpartition(".")[0]
    for_typing = typing_only(tree)

    def add(module: str, node: ast.AST) -> None:
        if module in known and module != name:
            out[module] = out.get(module, True) and node in for_typing

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name, node)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package.split(".")
                base_parts = base_parts[: len(base_parts) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            for alias in node.names:
                candidate = f"{base}.{alias.name}"
                add(candidate if candidate in known else base, node)
    return out


def import_graph() -> dict[str, dict[str, bool]]:
    """Each first-party module: the first-party modules it imports (True: for typing only)."""
    modules = first_party_modules()
    known = set(modules)
    return {
        name: imported(ast.parse(path.read_text(encoding="utf-8")), name,
                       path.name == "__init__.py", known)
        for name, path in modules.items()
    }


def cycles(graph: Mapping[str, Iterable[str]]) -> list[frozenset[str]]:
    """The strongly connected components with more than one module (Tarjan), each a cycle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for succ in sorted(graph.get(node, ())):
            if succ not in index:
                visit(succ)
                low[node] = min(low[node], low[succ])
            elif succ in on_stack:
                low[node] = min(low[node], index[succ])
        if low[node] == index[node]:
            component: set[str] = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.add(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(frozenset(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def describe(component: frozenset[str], graph: dict[str, dict[str, bool]]) -> str:
    edges = sorted(f"{a} -> {b}" + (" (TYPE_CHECKING)" if graph[a][b] else "")
                   for a in component for b in graph[a] if b in component)
    return "{" + ", ".join(sorted(component)) + "}: " + "; ".join(edges)


# --- SQL stays in the store ------------------------------------------------------------------


def test_no_sql_in_the_telegram_front_end_outside_its_store() -> None:
    offences = []
    for path in sorted(TELEGRAM.rglob("*.py")):
        if path == STORE:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        rel = path.relative_to(REPO)
        offences += [f"{rel}:{line}: {text[:60]!r}" for line, text in string_literals(tree)
                     if SQL.search(text)]
        offences += [f"{rel}:{node.lineno}: .{node.func.attr}(...)" for node in ast.walk(tree)
                     if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                     and node.func.attr in DB_CALLS]
    assert offences == [], "SQL outside bot/telegram/store.py:\n" + "\n".join(offences)


def test_the_sql_check_sees_sql() -> None:
    tree = ast.parse('x = "SELECT token FROM telegram_callbacks"\n'
                     'y = f"DELETE FROM t WHERE a < {1}"\nz = "updates were received"\n')
    assert [line for line, text in string_literals(tree) if SQL.search(text)] == [1, 2]
    assert any(SQL.search(text) for _, text in string_literals(ast.parse(STORE.read_text())))


# --- the runtime knows nothing of Telegram ---------------------------------------------------


def test_the_runtime_imports_neither_the_bot_nor_telegram() -> None:
    graph = import_graph()
    into_bot = sorted(f"{m} -> {d}" for m, deps in graph.items() if m.startswith("runtime")
                      for d in deps if d.split(".")[0] == "bot")
    assert into_bot == []
    for path in sorted((REPO / "runtime").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
        names += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
        assert not [n for n in names if n.split(".")[0] == "telegram"], path


def test_the_runtimes_schema_and_messages_have_no_telegram_tables_or_keys() -> None:
    from runtime.store.db import MIGRATIONS

    assert not [n for n, script in enumerate(MIGRATIONS, 1) if "telegram" in script.lower()]
    for locale in ("it", "en"):
        catalog = tomllib.loads((REPO / "runtime" / "i18n" / f"{locale}.toml").read_text("utf-8"))
        assert "telegram" not in catalog


# --- no import cycle -------------------------------------------------------------------------


def test_no_import_cycle_among_first_party_modules() -> None:
    graph = import_graph()
    found = cycles(graph)
    unknown = [c for c in found if c not in KNOWN_CYCLES]
    report = "\n".join(describe(c, graph) for c in found)
    assert unknown == [], "import cycles (all found):\n" + report
    assert set(found) >= KNOWN_CYCLES, "a known cycle is gone: remove it from KNOWN_CYCLES"


def test_the_cycle_finder_finds_cycles() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == [frozenset({"a", "b", "c"})]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_import_reader_resolves_from_imports_and_lazy_ones() -> None:
    known = {"bot.telegram.delivery", "bot.telegram.callbacks", "bot.telegram", "runtime",
             "runtime.turn"}
    source = ("from typing import TYPE_CHECKING\n"
              "from runtime import Reply\n"
              "from . import delivery\n"
              "if TYPE_CHECKING:\n    from runtime.turn import Prompt\n"
              "def f():\n    import bot.telegram.delivery\n")
    assert imported(ast.parse(source), "bot.telegram.callbacks", False, known) == {
        "runtime": False, "bot.telegram.delivery": False, "runtime.turn": True}
