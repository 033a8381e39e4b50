"""The actions a request names (move, delete, send, write, table) and whether a plan does them.

The planning model's plan may quietly leave out part of a request ("read them and *mail*
me the table"). :func:`missing_actions` compares the actions the words name — the rules
planner's lexicon intents, plus the ``[guard]`` words — with the executors of the plan.
It errs on the side of naming nothing: a negated action ("don't delete anything") and a
table word without a word that makes one ("find the spreadsheet") name no action, because
a wrong "I did not do it" is worse than none.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from runtime.catalog.contract import EffectClass, ExecutorSpec, ItemKind
from runtime.catalog.registry import Catalog
from runtime.plan.model import Plan
from runtime.planning.lexicon import compile_terms, lexicon, normalize

ACTIONS = ("move", "delete", "send", "write", "table")
NEGATION_WORDS = 3  # a negation this many words before an action word undoes it
_DOES_ALL = frozenset({"undo_last_turn"})  # undoing a turn answers for whatever it names


def _moves(spec: ExecutorSpec) -> bool:
    return spec.name == "move_files"


def _deletes(spec: ExecutorSpec) -> bool:
    return spec.name == "delete_files"


def _sends(spec: ExecutorSpec) -> bool:
    return spec.effect is EffectClass.IRREVERSIBLE  # a message sent cannot be taken back


def _writes(spec: ExecutorSpec) -> bool:
    # writing is anything that leaves something written: a file, a table, a copy, an e-mail
    return spec.effect is not EffectClass.READ and spec.name != "delete_files"


def _tables(spec: ExecutorSpec) -> bool:
    # a spreadsheet, or entries (the answer shows them as a table)
    return spec.name == "create_files_spreadsheet" or spec.result.item_kind is ItemKind.ENTRY


@dataclass(frozen=True)
class _Action:
    pattern: re.Pattern[str]
    does: Callable[[ExecutorSpec], bool]
    unless: re.Pattern[str] | None = None  # another intent that takes the words over
    needs: re.Pattern[str] | None = None  # words that must be said too


@cache
def _actions() -> dict[str, _Action]:
    lex = lexicon()

    def terms(*intents: str, extra: str | None = None) -> list[str]:
        out = [term for intent in intents for term in lex.terms("intent", intent)]
        return out + (lex.terms("guard", extra) if extra else [])

    kind_words = {term for kind in lex.kinds for term in lex.terms("kinds", kind.name, "terms")}
    table = [term for term in lex.terms("intent", "table") if term not in kind_words]
    return {
        "move": _Action(compile_terms(terms("move", "rename")), _moves),
        "delete": _Action(compile_terms(terms("delete")), _deletes),
        "send": _Action(compile_terms(terms("send", extra="send")), _sends),
        # "how much would I save" is a comparison, not a file to write
        "write": _Action(compile_terms(terms("write", "append")), _writes,
                         unless=lex.intents["compare"]),
        "table": _Action(compile_terms(table), _tables, needs=compile_terms(lex.terms("guard", "make"))),
    }


@cache
def _negation() -> re.Pattern[str]:
    return compile_terms(lexicon().terms("guard", "negations"))


def _said(action: _Action, norm: str) -> bool:
    if action.unless is not None and action.unless.search(norm):
        return False
    if action.needs is not None and not action.needs.search(norm):
        return False
    for m in action.pattern.finditer(norm):
        before = " ".join(norm[: m.start()].split()[-NEGATION_WORDS:])
        if not _negation().search(before):
            return True
    return False


def named_actions(text: str) -> list[str]:
    """The actions the request's words name, in the order of :data:`ACTIONS`."""
    norm = normalize(lexicon().expand(text))
    return [name for name, action in _actions().items() if _said(action, norm)]


def missing_actions(text: str, plan: Plan, catalog: Catalog) -> list[str]:
    """The actions the request names that no step of `plan` does."""
    tools = [s.tool for s in plan.steps]
    if _DOES_ALL & set(tools):
        return []
    specs = [spec for tool in tools if (spec := catalog.get(tool)) is not None]
    return [name for name in named_actions(text)
            if not any(_actions()[name].does(spec) for spec in specs)]
