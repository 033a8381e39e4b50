"""Following a conversation: answers to Metnos's own questions, and the workspace view for grounding.

Pure helpers the runtime calls around planning: whether a message replaces a pending
question or answers it, what value a typed answer gives ("ad Archivio" → ``~/Archivio``),
which option of a clarifying question a typed reply picks, and the grounding view of a
workspace with its full-text search.
"""

from __future__ import annotations

import datetime
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from rapidfuzz import fuzz

from runtime.addresses import find_addresses
from runtime.planning.ground import Candidate, WorkspaceView, content_words, fold, same_word
from runtime.planning.lexicon import lexicon, normalize
from runtime.planning.rules import RuleMatch, match_rule
from runtime.turn import Prompt

log = logging.getLogger(__name__)

# rules that replace a pending question: the user plainly asked for something else
REPLACING_RULES = frozenset({"cancel", "cancel_job", "help", "undo", "greet"})
GROUNDING_REFRESH_SECONDS = 5.0
_YES_NO = re.compile(r"^(si|sì|no|ok|okay|yes|y|n|va bene|certo|sure|conferma|confirm)$")


def is_yes(text: str) -> bool:
    """A plain yes ("sì", "ok", "yes")."""
    found = match_rule(text, allow_answers=True)
    return found is not None and found.kind == "yes" and not text.strip().isdigit()


def is_no(text: str) -> bool:
    """A plain no."""
    found = match_rule(text, allow_answers=True)
    return found is not None and found.kind == "no" and not text.strip().isdigit()


_LETTER_OPENING = re.compile(
    r"(?i)^\s*(?:ciao|salve|buongiorno|buonasera|gentil\w*|car[oaie]|hi|hello|hey|dear|"
    r"good (?:morning|afternoon|evening))\b[\s,!]")


def reads_as_a_body(text: str) -> bool:
    """Whether `text` reads as the text of an e-mail: it opens as a letter does ("Ciao, ti giro
    il documento. Luisa", "Hi Anna, here it is") and says more than the greeting."""
    return _LETTER_OPENING.match(text) is not None and len(text.split()) >= 4


def replaces_question(rule: RuleMatch | None, text: str) -> bool:
    """Whether a message typed while a question is pending is a new request instead of the answer."""
    return text.lstrip().startswith("/") or (rule is not None and rule.kind in REPLACING_RULES)


@dataclass(frozen=True)
class Answer:
    """What a typed answer gives a pending question: a value, or why it gives none."""

    value: str | None
    problem: str | None = None  # message key: the question stays pending and is asked again
    new_request: bool = False  # the message is plainly a request of its own


def _folder_words(text: str) -> str:
    lex = lexicon()
    drop = lex.words("place_prepositions") | lex.words("articles") | lex.words("place_nouns") | {
        "sposta", "spostali", "move", "them", "li", "le", "please", "per", "favore"}
    words = [w for w in text.strip().strip(".!").split() if normalize(w) not in drop]
    return " ".join(words).strip("\"'“”«» ")


def answer_for(arg: str, text: str, view: WorkspaceView | None, *, plans_alone: bool) -> Answer:
    """The value `text` gives the asked argument `arg` (`plans_alone`: it would plan by itself)."""
    clean = text.strip()
    if not clean:
        return Answer(None, "dialogue.empty_answer")
    if _YES_NO.match(normalize(clean)):
        return Answer(None, "planner.answer_not_folder" if arg == "destination" else
                      "planner.answer_not_address" if arg == "to" else "planner.choice_unclear")
    if arg == "destination":
        name = _folder_words(clean)
        if not name or "?" in clean or len(name.split()) > 4:
            return Answer(None, "planner.answer_not_folder", new_request=plans_alone)
        if view is not None:
            found = view.folder(name)
            if found.path is not None:
                return Answer(found.path)
        return Answer(name if name.startswith("~") else "~/" + name.strip("/"))
    if arg == "to":
        if not find_addresses(clean):
            return Answer(None, "planner.answer_not_address", new_request=plans_alone)
        return Answer(clean)
    return Answer(clean)


# words of an answer that point without naming: "the laundry one", "quello della lavanderia"
_ANSWER_FILLERS = frozenset({"one", "ones", "quello", "quella", "quelli", "quelle", "uno", "una"})


def _label_words(label: str) -> list[str]:
    return fold(label.replace("/", " ")).split()


def option_for(prompt: Prompt, text: str) -> str | None:
    """The choice key a typed reply picks among a question's options (a number or a name)."""
    clean = text.strip()
    if clean.isdigit():
        n = int(clean)
        return prompt.choices[n - 1].key if 1 <= n <= len(prompt.choices) else None
    wanted = fold(clean)
    if not wanted:
        return None
    named = [c.key for c in prompt.choices if len(fold(Path(c.label).stem)) >= 4
             and fold(Path(c.label).stem) in wanted]
    if len(named) == 1:  # "the rental contract, contratto_affitto"
        return named[0]
    if re.search(r"\.[A-Za-z0-9]{1,5}\b", clean):
        return None  # a file name typed that is none of the options: not a choice among them
    said = set(content_words(clean)) - _ANSWER_FILLERS
    # the words of each choice's name and folder, matched as names are ("the laundry one" →
    # fattura_lavanderia_ottobre.pdf, "the codes file in Personale" → Personale/codici_porta.txt)
    overlap = {c.key: sum(1 for w in said if any(same_word(w, n) for n in _label_words(c.label)))
               for c in prompt.choices}
    best_overlap = max(overlap.values(), default=0)
    leaders = [k for k, n in overlap.items() if n == best_overlap]
    # "quella della spesa in Casa" → ~/Casa/lista_spesa.txt; never a new question that shares one
    # word with an option ("quanto è venuta la bolletta del gas di novembre?" is no Fastweb bill)
    if best_overlap > 0 and len(leaders) == 1 and 2 * best_overlap > len(said):
        return leaders[0]
    best, best_score = None, 0.0
    for choice in prompt.choices:
        label = fold(choice.label)
        name = fold(Path(choice.label).name)
        stem = fold(Path(choice.label).stem)
        score = max(fuzz.ratio(wanted, name), fuzz.ratio(wanted, stem), fuzz.ratio(wanted, label))
        if score > best_score:
            best, best_score = choice.key, score
    return best if best_score >= 85 else None


MAX_VARIANTS = 8


def _variants(words: str) -> list[str]:
    """The same words with one or more replaced by a synonym (at most MAX_VARIANTS variants)."""
    lex = lexicon()
    said = words.split()
    out: list[str] = []
    options = [[w, *sorted(lex.synonyms(w))] for w in said]
    for i, choices in enumerate(options):
        for alt in choices[1:]:
            variant = [*said[:i], alt, *said[i + 1:]]
            out.append(" ".join(variant))
    every = [o[1] if len(o) > 1 else o[0] for o in options]
    if every != said:
        out.insert(0, " ".join(every))
    return list(dict.fromkeys(out))[:MAX_VARIANTS]


MAX_FORMS = 12  # the index looks for at most this many words at once


_OTHER_NUMBER = {"a": "e", "o": "i", "e": "a", "i": "o"}


def _concepts(words: str) -> list[list[str]]:
    """Each word said with its one-word synonyms: the forms a document may say it in."""
    lex = lexicon()
    out = []
    for w in words.split():
        singular = {w[:-1]} if w.endswith("s") and len(w) > 4 else (
            {w[:-1] + "o", w[:-1] + "a"} if w.endswith(("i", "e")) and len(w) > 4 else set())
        others = set(lex.synonyms(w)).union(*(lex.synonyms(x) for x in singular)) - {w}
        # a short Italian word's other number, which no prefix of it finds ("rata": "rate")
        short = {w[:-1] + _OTHER_NUMBER[w[-1]]} if len(w) == 4 and w[-1] in _OTHER_NUMBER else set()
        forms = [w, *sorted(short - {w}), *sorted(s for s in others if " " not in s)]
        # a form whose stem starts another form only widens the search ("elettro" for
        # "elettricista" would also find "energia elettrica")
        # ("camera" beside "cameretta" stays: one is the other's small)
        out.append([f for f in forms if f == w or not any(
            g != f and fold(g).startswith(fold(f)[:-1]) and len(g) - len(f) >= 4 for g in forms)])
    return out


# a stem of five letters at least for Italian ("partita" is no "part…", which would be "partecipano")
_PARTICIPLE = re.compile(r"^(?=\w{8,}$|\w{4,}(?:ed|ing)$)"
                         r"(\w{4,}?)(?:ato|ata|ati|ate|ito|ita|iti|ite|uto|uta|uti|ute|ed|ing)$")


def word_forms(words: list[str], years: list[int]) -> list[list[str]]:
    """Each word with the forms a document may say it in: its synonyms, the stem of a verb said
    ("lavorato": "lavoro", "worked": "work"), and for a month the dates in it ("ottobre": "10
    2026", as in 06/10/2026), of the years said or else this year and the last."""
    lex = lexicon()
    if not years:
        this = datetime.date.today().year
        years = [this, this - 1]
    out = []
    for word, forms in zip(words, _concepts(" ".join(words)), strict=True):
        forms = list(forms)
        if (verb := _PARTICIPLE.match(word)) is not None and word not in lex.months:
            forms.append(verb.group(1))
        month = lex.months.get(word)
        if month is not None:
            forms += [f"{m} {y}" for y in years for m in dict.fromkeys((f"{month:02d}", str(month)))]
            forms += [f"{y} {month:02d}" for y in years]
        out.append(forms)
    return out


def _all_forms(concepts: list[list[str]]) -> str:
    """Every form of every word, the words said first, at most MAX_FORMS of them."""
    forms: list[str] = []
    depth = max((len(c) for c in concepts), default=0)
    for i in range(depth):  # round-robin: every word keeps its own form and its first synonyms
        forms.extend(c[i] for c in concepts if i < len(c) and c[i] not in forms)
    return " ".join(forms[:MAX_FORMS])


def _said_in(concepts: list[list[str]], matched: tuple[str, ...]) -> int:
    """How many of the words a document says, in any of their forms."""
    got = {fold(m) for m in matched}
    return sum(1 for forms in concepts if got & {fold(f) for f in forms})


def _relative(under: str | None) -> str | None:
    """A folder of the view ("~/Fatture") as the index names it ("Fatture"; None: everywhere)."""
    return None if under is None or under == "~" else under.removeprefix("~/")


def grounding_view(root: Path, owner: str, index: object | None) -> WorkspaceView:
    """The names in `root`, with content search through the user's index when there is one."""
    view = WorkspaceView.scan(root)
    if index is None:
        return view
    refreshed = False

    def ready() -> None:
        """The index brought up to date once per turn, before its first use."""
        nonlocal refreshed
        if not refreshed:
            index.refresh(owner, root, budget_seconds=GROUNDING_REFRESH_SECONDS)  # type: ignore[attr-defined]
            refreshed = True

    def search(words: str, under: str | None) -> list[Candidate]:
        try:
            ready()
            rel = _relative(under)
            hits = index.search(owner, words, limit=8, under=rel)  # type: ignore[attr-defined]
            n_said = max(len(words.split()), 1)
            said = {h.path: len(h.matched_terms) for h in hits}
            if not any(n >= n_said for n in said.values()):
                found = False
                for variant in _variants(words):  # "plumber invoice" → "idraulico invoice", ...
                    more = index.search(owner, variant, limit=8, under=rel)  # type: ignore[attr-defined]
                    if any(len(h.matched_terms) >= n_said for h in more):
                        hits, said, found = more, {h.path: len(h.matched_terms) for h in more}, True
                        break
                concepts = _concepts(words)
                if not found and any(len(c) > 1 for c in concepts):
                    # no variant says every word: each document counts the words it says in any form
                    # ("proprietario casa": the lease says "locatore" and "appartamento")
                    wide = index.search(owner, _all_forms(concepts), limit=12, under=rel)  # type: ignore[attr-defined]
                    counted = {h.path: _said_in(concepts, h.matched_terms) for h in wide}
                    if max(counted.values(), default=0) > max(said.values(), default=0):
                        hits = sorted(wide, key=lambda h: -counted[h.path])
                        said = counted
        except Exception as exc:  # the index is a help, never a reason to fail a turn
            log.warning("content search unavailable: %s", exc)
            return []
        n_terms = max(len(words.split()), 1)
        out = []
        for rank, hit in enumerate(hits):
            matched = said.get(hit.path, len(hit.matched_terms))
            score = (88.0 if matched >= n_terms else 50.0 + 30.0 * matched / n_terms) + max(0, 6 - 2 * rank)
            out.append(Candidate("~/" + hit.path, score))
        return out

    def says(words: str, under: str | None) -> bool:
        try:
            ready()
            rel = _relative(under)
            hits = index.search(owner, words, limit=3, under=rel)  # type: ignore[attr-defined]
        except Exception as exc:  # the index is a help, never a reason to fail a turn
            log.warning("content search unavailable: %s", exc)
            return True  # unknown: the words are searched as said
        return any(len(h.matched_terms) >= max(len(words.split()), 1) for h in hits)

    def of_kind(kind: str) -> list[str]:
        try:
            ready()
            return ["~/" + p for p in index.of_kind(owner, kind)]  # type: ignore[attr-defined]
        except Exception as exc:  # the index is a help, never a reason to fail a turn
            log.warning("content kinds unavailable: %s", exc)
            return []

    covered: dict[tuple[tuple[str, ...], str | None], dict[str, set[int]]] = {}

    def covers(words: list[str], under: str | None) -> dict[str, set[int]]:
        """For each document in `under`, which of `words` it says (by index), in any of their forms
        (asked once per turn: a question weighed twice reads the index once)."""
        key = (tuple(words), under)
        if key in covered:
            return {p: set(w) for p, w in covered[key].items()}
        out: dict[str, set[int]] = {}
        try:
            ready()
            rel = _relative(under)
            years = [int(w) for w in words if re.fullmatch(r"(?:19|20)\d\d", w)]
            for i, forms in enumerate(word_forms(words, years)):
                for path in index.saying(owner, forms, under=rel):  # type: ignore[attr-defined]
                    out.setdefault("~/" + path, set()).add(i)
        except Exception as exc:  # the index is a help, never a reason to fail a turn
            log.warning("content search unavailable: %s", exc)
            return {}
        covered[key] = out
        return {p: set(w) for p, w in out.items()}

    def saying(word: str, under: str | None) -> set[str]:
        try:
            ready()
            rel = _relative(under)
            return {"~/" + p for p in index.saying(owner, [word], under=rel)}  # type: ignore[attr-defined]
        except Exception as exc:  # the index is a help, never a reason to fail a turn
            log.warning("content search unavailable: %s", exc)
            return set()

    def ahead(under: str | None) -> list[str]:
        try:
            ready()
            rel = _relative(under)
            today = datetime.datetime.now().astimezone().date()
            return ["~/" + p for p in index.dated_from(owner, today, under=rel)]  # type: ignore[attr-defined]
        except Exception as exc:  # the index is a help, never a reason to fail a turn
            log.warning("content dates unavailable: %s", exc)
            return []

    def per_path(method: str, what: str) -> Callable[[list[str]], dict[str, str]]:
        """What the index keeps of each of some documents (their language, their first line)."""

        def read(paths: list[str]) -> dict[str, str]:
            try:
                ready()
                found = getattr(index, method)(owner, [p.removeprefix("~/") for p in paths])
                return {"~/" + p: value for p, value in found.items()}
            except Exception as exc:  # the index is a help, never a reason to fail a turn
                log.warning("content %s unavailable: %s", what, exc)
                return {}

        return read

    view.search = search
    view.heads = per_path("first_lines", "headers")
    view.ahead = ahead
    view.languages = per_path("languages", "languages")
    view.says = says
    view.saying = saying
    view.covers = covers
    view.of_kind = of_kind
    return view


def without_names(text: str, view: WorkspaceView) -> str:
    """`text` less the names of the workspace's folders it says ("whats in concerto di natale":
    "whats in"): what is left tells the language a person writes in, not their folders'."""
    names = {PurePosixPath(d).name.lower() for d in view.dirs}
    out = text.lower()
    for name in sorted(names, key=len, reverse=True):
        if len(name) >= 4 and name in out:
            out = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", " ", out)
    return out
