"""A request being planned, and the steps every part of the rules planner shares.

The request's words and slots, the questions and refusals that stop planning, grounding a
named folder or file into one path (or a question with the candidates), and what "it",
"them", "il secondo" point at in the last answer.
"""

from __future__ import annotations

import fnmatch
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import PurePosixPath
from typing import Any

from rapidfuzz import fuzz

from runtime.i18n import t
from runtime.plan.model import Plan, Step
from runtime.planning.base import Clarification, Option, Proposal
from runtime.planning.ground import Candidate, Grounded, WorkspaceView, content_words, fold
from runtime.planning.ground import archived as archived  # where the planner has always taken it from
from runtime.planning.lexicon import Lexicon, OutOfScope, compile_terms, lexicon, normalize
from runtime.planning.referents import Referents
from runtime.planning.slots import QUOTED, Mention, Slots

DOCUMENT_PATTERN = "*.pdf,*.docx,*.txt,*.md"


MAX_OPTIONS = 5


@dataclass
class PlanRequest:
    """One request being planned: its words, slots and what the planner may look at."""

    raw: str
    norm: str
    locale: str
    lex: Lexicon
    slots: Slots
    view: WorkspaceView | None
    referents: Referents | None
    pins: dict[str, str]
    notices: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    original: str = ""  # the words as typed, before typos were put right: what content is taken from

    @property
    def typed(self) -> str:
        """The request as typed: the text an e-mail body or a line to add is taken from."""
        return self.original or self.raw

    def says(self, intent: str) -> bool:
        """Whether the request's own words (not the names of its folders and files) say `intent`."""
        return self.lex.has(intent, self.slots.intent_text)

    def refused(self, *, early: bool = False) -> list[OutOfScope]:
        """What the request asks that Metnos cannot do, in its own words: a text quoted to be
        written ("add 'buy the present' to the notes") asks nothing."""
        said = QUOTED.sub(" ", self.raw)
        head, colon, _ = said.partition(":")
        if colon and any(self.lex.has(i, normalize(head)) for i in ("write", "append")):
            said = head  # "scrivi nelle note: chiamare l'enologo" asks to write, not to call
        norm = normalize(said)
        found = self.lex.refused(norm, early=early)
        if not found or self.view is None:
            return found
        # "manda il calendario partite a …" with a file calendario_serie_d.csv: a file of theirs,
        # not the calendar Metnos cannot manage
        names = self.view.name_words()
        return [o for o in found if not ((m := o.pattern.search(norm)) is not None
                                         and any(len(w) >= 5 and w in names for w in m.group(0).split()))]


class Ask(Exception):
    """Planning stops: a question to ask, or a plain refusal to give."""

    def __init__(self, proposal: Proposal) -> None:
        super().__init__(proposal.refusal_key or "question")
        self.proposal = proposal


def proposal_of(req: PlanRequest, intent: str, *steps: Step, place: str | None = None) -> Proposal:
    return Proposal(Plan(steps=list(steps)), locale=req.locale, intent=intent, place=place)


# "not found" refusals that are really "I cannot do that" when the request asks for something
# outside the product ("metti la riunione nel mio calendario": no file "calendario")
_NOT_FOUND = frozenset({"planner.no_document", "planner.no_file", "planner.no_folder"})


def refusal(req: PlanRequest, key: str, intent: str, **params: Any) -> Ask:
    if key in _NOT_FOUND and req.refused():
        return cannot(req)  # "cerca su google le ricette": not about the user's documents
    return Ask(Proposal(None, locale=req.locale, refusal_key=key, refusal_params=params,
                         intent=intent))


def ask_choice(req: PlanRequest, slot: str, key: str, options: list[Option], **params: Any) -> Ask:
    clar = Clarification(slot=slot, key=key, params=params, options=tuple(options[:MAX_OPTIONS]))
    return Ask(Proposal(None, locale=req.locale, intent="clarify", question=clar))


def label_of(path: str) -> str:
    return path


def options_of(grounded: Grounded) -> list[Option]:
    return [Option(label_of(c.path), c.path) for c in grounded.candidates]


def settle(req: PlanRequest, slot: str, grounded: Grounded, *, what: str, effect: bool) -> str:
    """The one path `grounded` means, or a question / refusal that stops planning."""
    if slot in req.pins:
        return req.pins[slot]
    if grounded.status == "exact" and grounded.path is not None:
        return grounded.path
    if grounded.status == "fuzzy" and grounded.path is not None:
        if effect and what == "file":
            raise ask_choice(req, slot, "planner.did_you_mean", options_of(grounded), phrase=grounded.phrase)
        req.notices.append((f"planner.took_{what}", {"phrase": grounded.phrase, "path": grounded.path}))
        return grounded.path
    if grounded.status == "ambiguous" and what == "file" and LATEST.search(req.norm) \
            and (latest := latest_of(req, grounded)) is not None:
        # "l'ultima lettera del commercialista", "the accountant's latest letter": the newest of
        # those that fit best (one put away in an archive only when all are), and said
        req.notices.append(("planner.took_latest", {"path": latest, "count": len(grounded.candidates)}))
        return latest
    if grounded.status == "ambiguous" and what == "file" and OLDER.search(req.norm) \
            and (before := _old_one(grounded)) is not None:
        # "cancella il preventivo vecchio di sportissimo", "last year's quote": the one put away,
        # never today's (an effect on it is confirmed with its name)
        return before
    if grounded.status == "ambiguous" and what == "file" and (now := _current(grounded)) is not None:
        # "il preventivo del plotter" beside its namesake of 2025 in Archivio: today's, and said
        older = ", ".join(sorted({str(PurePosixPath(c.path).parent) for c in grounded.candidates
                                  if c.path != now}))
        req.notices.append(("planner.took_current", {"path": now, "older": older}))
        return now
    if grounded.status == "ambiguous" and what == "file" and not effect \
            and (theirs := _in_their_language(req, grounded)) is not None:
        # "what time is checkout?" with the house rules in Italian and in English: the English ones
        req.notices.append(("planner.took_file", {"phrase": grounded.phrase, "path": theirs}))
        return theirs
    if grounded.status == "ambiguous":
        key = "planner.which_folder" if what == "folder" else "planner.which_file"
        if len(grounded.candidates) == 1 or all(c.score < 100 for c in grounded.candidates):
            key = "planner.did_you_mean" if len(grounded.candidates) == 1 else f"planner.no_{what}_closest"
        if not effect and slot == "doc" and (lead := _leader(grounded)) is not None \
                and _said_elsewhere(req, grounded, lead) is None:
            req.notices.append(("planner.took_file", {"phrase": grounded.phrase, "path": lead}))
            return lead
        raise ask_choice(req, slot, key, options_of(grounded), phrase=grounded.phrase)
    # a document described in words, for reading only; a misspelt file name is always asked about
    leader = _leader(grounded) if slot == "doc" and not effect else None
    if leader is not None and (wider := _said_elsewhere(req, grounded, leader)) is not None:
        # "the parent-teacher meetings": meeting_notes says one word, other documents the rest
        raise ask_choice(req, slot, "planner.which_file", options_of(wider), phrase=grounded.phrase)
    if leader is not None:  # read-only: one candidate well ahead of the others is taken, and said
        req.notices.append(("planner.took_file", {"phrase": grounded.phrase, "path": leader}))
        return leader
    if grounded.candidates:
        # the closest names worth offering: those near the best one ("todo list": todo.txt alone,
        # not every list of the home)
        best = max(c.score for c in grounded.candidates)
        near = Grounded(grounded.phrase, grounded.status,
                        tuple(c for c in grounded.candidates if c.score >= best - CLOSE_TO_BEST))
        closest = ", ".join(c.name for c in near.candidates[:3])
        raise ask_choice(req, slot, f"planner.no_{what}_closest", options_of(near),
                        phrase=grounded.phrase, names=closest)
    raise refusal(req, f"planner.no_{what}", "not_found", phrase=grounded.phrase)


def _in_their_language(req: PlanRequest, grounded: Grounded) -> str | None:
    """Of two documents side by side, of one type and near one size, one written in Italian and
    the other in English (a text and its translation): the one in the person's language."""
    view = req.view
    if view is None or view.languages is None or len(grounded.candidates) != 2 or view.root is None:
        return None
    a, b = (PurePosixPath(c.path) for c in grounded.candidates)
    if a.parent != b.parent or a.suffix != b.suffix:
        return None
    try:
        sizes = [(view.root / str(p).removeprefix("~/")).stat().st_size for p in (a, b)]
    except OSError:
        return None
    if min(sizes) * 3 < max(sizes) * 2:
        return None  # one much longer than the other: no translation of it
    langs = view.languages([str(a), str(b)])
    if len(set(langs.values())) != 2:
        return None
    return next((p for p, lang in langs.items() if lang == req.locale), None)


LEADER_SCORE = 55
CLOSE_TO_BEST = 15  # a closest name this far below the best one is not worth offering
LEADER_SCORE_LONG = 70  # three words or more: about two in three said (one in three is a coincidence)
LEADER_GAP = 20


def _said_elsewhere(req: PlanRequest, grounded: Grounded, lead: str) -> Grounded | None:
    """When the document taken says only some of the words (by name or inside) and other
    documents say the rest inside them: those too, to choose from (None: nothing else says them)."""
    view = req.view
    words = content_words(grounded.phrase)
    if view is None or view.search is None or len(words) < 2:
        return None
    others: dict[str, Candidate] = {}
    for word in words:
        if any(c.path == lead for c in view.loose(word).candidates):
            continue
        hits = [h for h in view.search(word, None) if h.score >= 88]  # the word itself, said inside
        if any(h.path == lead for h in hits):
            continue
        for hit in hits:
            others.setdefault(hit.path, hit)
    if not others:
        return None
    top = next(c for c in grounded.candidates if c.path == lead)
    ranked = sorted(others.values(), key=lambda c: (-c.score, c.path))[:3]
    return Grounded(grounded.phrase, "ambiguous", (top, *(c for c in ranked if c.path != lead)))


_PAST = re.compile(r"(?<![\d])(19\d\d|20\d\d)(?![\d])")


OLDER = re.compile(r"\b(?:vecchi[oa]|precedente|dell anno scorso|dello scorso anno|anno scorso|old|older|"
                   r"previous|last year s|last year)\b")


def _old_one(grounded: Grounded) -> str | None:
    """Of a current document and its namesake put away, the one put away (None otherwise)."""
    now = _current(grounded)
    if now is None:
        return None
    old = [c.path for c in grounded.candidates if c.path != now]
    return old[0] if len(old) == 1 else None


def _current(grounded: Grounded) -> str | None:
    """Of namesakes, the one current version when every other is an old one: kept in an archive
    or a folder of a past year, or named with a past year ("preventivo_plotter_2025.pdf")."""
    if not 2 <= len(grounded.candidates) <= 3:
        return None
    year = time.localtime().tm_year

    def old(path: str) -> bool:
        return archived(path) or any(int(y) < year for y in _PAST.findall(path))

    def stem(path: str) -> str:
        return _PAST.sub("", PurePosixPath(path).stem).strip("_- ").lower()

    current = [c for c in grounded.candidates if not old(c.path)]
    if len(current) != 1:
        return None
    others = [c for c in grounded.candidates if c.path != current[0].path]
    # the others are put away (in Vecchi, Archivio) or versions of it (the same name but a year)
    if all(archived(c.path) or stem(c.path) == stem(current[0].path) for c in others):
        return current[0].path
    return None


LATEST = re.compile(r"\b(?:ultim[oaie]|piu recent[ei]|latest|most recent|newest|last)\b"
                     r"(?! (?:year|anno|week|month|settimana|mese|time|volta))")


def stem_words(path: str) -> list[str]:
    """The words of a file's name, as compared ("quote_incassate_2026-27.csv": quote, incassate…)."""
    return fold(PurePosixPath(path).stem).split()


def name_says(path: str, forms: Iterable[str]) -> bool:
    """Whether the file name of `path` says one of the word forms: as a word of it, or a word of
    five letters or more by its stem ("lettera" says "letter"; "fattura_idraulico" says "fatture")."""
    words = normalize(PurePosixPath(path).stem.replace("_", " ")).split()
    return any(t == f or (len(f) >= 5 and t.startswith(f[:-1])) for f in forms for t in words)


def latest_of(req: PlanRequest, grounded: Grounded) -> str | None:
    """Of the candidates that fit the words best, the one changed last (today's over those put
    away in an archive); None when when they were changed cannot be told."""
    if req.view is None or not grounded.candidates:
        return None
    best = max(c.score for c in grounded.candidates)
    top = [c.path for c in grounded.candidates if c.score >= best - 5]
    top = [p for p in top if not archived(p)] or top
    said = [{w, *req.lex.synonyms(w)} for w in content_words(grounded.phrase)]

    def named(path: str) -> int:  # how many of the words said its name says ("letter": lettera_…)
        return sum(1 for forms in said if name_says(path, forms))
    most = max(named(p) for p in top)
    top = [p for p in top if named(p) == most]
    dated = [(m, p) for p in top if (m := req.view.modified(p)) is not None]
    if len(dated) != len(top):
        return None
    return max(dated)[1]


def _leader(grounded: Grounded) -> str | None:
    """The one candidate clearly ahead of the rest (for reading only: nothing changes)."""
    ranked = sorted(grounded.candidates, key=lambda c: -c.score)
    words = len(grounded.phrase.split())
    if not ranked or ranked[0].score < (LEADER_SCORE if words < 3 else LEADER_SCORE_LONG) or words < 2:
        return None  # one word ("offerta") is too little to choose a document on
    if len(ranked) == 1 or ranked[0].score - ranked[1].score >= LEADER_GAP:
        return ranked[0].path
    return None


def scope_of(req: PlanRequest, mention: Mention | None, slot: str = "place", *,
           effect: bool = False) -> str | None:
    """The folder a request is about (None: the user named none)."""
    if slot in req.pins:
        return req.pins[slot]
    if mention is None or mention.grounded is None:
        return None
    return settle(req, slot, mention.grounded, what="folder", effect=effect)


def source_and_dest(req: PlanRequest) -> tuple[Mention | None, Mention | None]:
    """For move and copy: where from, where to ("da Acquisti a Archivio", "della cartella X")."""
    places = req.slots.places
    sources = req.lex.words("source_prepositions") | {"della", "del", "dello", "dei", "delle", "degli", "of"}
    if len(places) >= 2:
        return places[0], places[-1]
    if len(places) == 1:
        m = places[0]
        return (m, None) if m.prep in sources else (None, m)
    return None, None


_NEW_DEST = re.compile(r"\s(?:in|nella|nel|a|ad|alla|al|into|to|verso|dentro)\s+"
                       r"(?:la |il |the |my |cartella |folder )?"
                       r"[\"“«']?((?-i:[A-ZÀ-Ý])[\w-]{1,40})[\"”»']?(?:\s+folder)?\s*[?.!]*$", re.IGNORECASE)


def dest_path(req: PlanRequest, mention: Mention | None) -> str | None:
    """A destination folder: an existing one (asked about when unsure), or a new name."""
    if "dest" in req.pins:
        return req.pins["dest"]
    if mention is None:
        m = _NEW_DEST.search(req.raw)  # "sposta nota.txt in Progetti": a folder to be made
        if m and not FILE_NAME.fullmatch(m.group(1)) and normalize(m.group(1)) not in req.lex.words("stop"):
            return "~/" + m.group(1)
        return None
    if mention.grounded is None:
        return None
    g = mention.grounded
    if g.status == "none":
        token = mention.text.strip().strip("\"'“”«»").rstrip("/")
        return token if token.startswith("~") else "~/" + token.strip("/")
    return settle(req, "dest", g, what="folder", effect=True)


def named_files(req: PlanRequest, scope: str | None, *, effect: bool) -> list[str]:
    """The explicit file names of the request, each grounded in the workspace."""
    out = []
    for i, name in enumerate(req.slots.files):
        slot = f"file{i}"
        if slot in req.pins:
            out.append(req.pins[slot])
            continue
        if req.view is None:
            out.append(inside(scope, name))
            continue
        g = req.view.file(name, under=scope)
        if g.status == "none" and scope is not None:
            elsewhere = req.view.file(name)
            if elsewhere.found or elsewhere.status == "ambiguous":
                # never silently elsewhere: "nota.txt is not in Casa; this one?"
                raise ask_choice(req, slot, "planner.not_in_place", options_of(elsewhere), phrase=name,
                                place=scope)
        out.append(settle(req, slot, g, what="file", effect=effect))
    return out


def inside(folder: str | None, name: str) -> str:
    if name.startswith("~"):
        return name
    if "/" in name:
        return "~/" + name.strip("/")
    return f"{folder or '~'}/{name}"


def _points_back(req: PlanRequest) -> bool:
    refs = req.lex.referents
    return bool(refs["pronouns"].search(req.norm) or refs["clitic_verbs"].search(req.norm))


_AFTER_ORDINAL = frozenset({"file", "documento", "one", "uno", "una", "quello", "quella", "document", "item",
                            "elemento", "risultato", "result", "foto", "preventivo", "fattura", "quote",
                            "invoice", "in", "della", "dell", "of", "the", "lista", "list", "elenco"})


_FIRST_IN_TIME = frozenset({"per", "due", "expires", "expire", "runs", "run", "comes", "come", "scade",
                            "scadono"})


def _ordinal(req: PlanRequest) -> int | None:
    """"il secondo", "apri la terza", "the second one": an ordinal that stands for an item."""
    if len(req.norm.split()) > 7:
        return None
    words = req.slots.intent_text.split()  # "Preventivi in via roma 5": the 5 is the building's
    for i, w in enumerate(words):
        if i and words[i - 1] in _FIRST_IN_TIME:
            continue  # "quale fattura scade per prima?", "which one is due first?": a time, no item
        if w in req.lex.ordinals:
            after = words[i + 1:]
            if not after or after[0] in _AFTER_ORDINAL:
                return req.lex.ordinals[w]
    return None


FILE_NAME = re.compile(r"[\w-]+\.[A-Za-z0-9]{1,5}")


_PLURAL_CLITIC = re.compile(r"\b\w{2,}[aei](?:li|le|meli|mele|glieli)\b|\b(them|those|these|all of them)\b|"
                            r"\b(quelli|quelle|questi|queste)\b")


def referred_files(req: PlanRequest) -> list[str] | None:
    """The files of the last answer this message points at, or None when it points at none."""
    refs = req.referents
    n = _ordinal(req)
    pointing = _points_back(req)
    if n is None and not pointing:
        return None
    s = req.slots
    if n is None and s.glob and refs is not None and not refs.empty and _THE_ONES.search(req.norm):
        # "delete the png ones": the last answer's files of that kind
        globs = [g.strip() for g in s.glob.split(",")]
        kept = [f for f in refs.files if any(fnmatch.fnmatch(f.lower(), g) for g in globs)]
        if kept:
            return kept
    if n is None and (s.files or s.kinds or s.glob):
        return None  # "compare the quotes in Acquisti and put them in a table": "them" is in the sentence
    if refs is None or refs.empty:
        if n is None and len(s.rest.split()) > 3:
            return None  # "how much did we spend? it's in the budget": "it" names what follows
        if n == -1 and (s.kinds or s.glob) and not pointing:
            return None  # "qual è l'ultima fattura?" with nothing shown before: the newest one
        raise refusal(req, "planner.no_referent", "referent")
    if "ref" in req.pins:
        return [req.pins["ref"]]
    if n is not None:
        chosen = refs.nth(n)
        if chosen is None:
            raise refusal(req, "planner.no_such_item", "referent", count=len(refs.files))
        return [chosen]
    if _THE_OTHER.search(req.norm) and refs.focus is not None and len(refs.files) == 2:
        return [f for f in refs.files if f != refs.focus]  # "e l'altro file?"
    if _PLURAL_CLITIC.search(req.norm):
        return list(refs.files)
    if refs.focus is not None:
        return [refs.focus]
    if len(refs.files) == 1:
        return [refs.files[0]]
    if (fits := _the_one_said(req, refs.files)) is not None:
        return [fits]  # "leggimi quello della pallavolo": of the two just found, the volleyball one
    shown = Grounded("", "ambiguous", tuple(Candidate(p, 100) for p in refs.files))
    if (now := _current(shown)) is not None:
        # "how much is it?" after the gas bill and its namesake of 2025: today's, and said
        older = ", ".join(sorted({str(PurePosixPath(p).parent) for p in refs.files if p != now}))
        req.notices.append(("planner.took_current", {"path": now, "older": older}))
        return [now]
    options = [Option(label_of(p), p) for p in refs.files]
    raise ask_choice(req, "ref", "planner.which_referent", options)


def _the_one_said(req: PlanRequest, files: tuple[str, ...]) -> str | None:
    """Of the files just shown, the one the words after "quello"/"the one" fit best, by its name,
    its folder or its text ("quello della pallavolo" → ~/Matteo/Pallavolo U17/torneo_lugano.eml);
    None when no word fits, or two fit as well."""
    from runtime.planning.slots import described_phrase  # the slots read this module's words

    drops = (*intent_patterns(req), VERBS, req.lex.question_fillers, req.lex.referents["pronouns"])
    words = [w for w in content_words(described_phrase(req.slots, drops)) if len(w) >= 3][:4]
    if not words or req.view is None:
        return None
    covered = req.view.covers(words, None) if req.view.covers is not None else {}
    scores = {}
    for f in files:
        forms = [{w, *req.lex.synonyms(w)} for w in words]
        by_name = sum(1 for fs in forms if name_says(f, fs) or any(
            w in normalize(part).split() for part in PurePosixPath(f).parts[1:-1] for w in fs))
        scores[f] = max(by_name, len(covered.get(f, ())))
    best = max(scores.values())
    fitting = [f for f, n in scores.items() if n == best]
    return fitting[0] if best > 0 and len(fitting) == 1 else None


_THE_OTHER = re.compile(r"\b(?:l altro|l altra|the other|the other one)\b")
_THE_ONES = re.compile(r"\b(?:ones|one|quelli|quelle|those)\b")
POLITE_START = re.compile(r"^(?:puoi|potresti|mi puoi|mi potresti|riesci|can you|could you|would you|"
                           r"will you)\b")


QUESTION_START = re.compile(r"^(?:e |and |ma |but )?(?:quant\w*|quando|chi|qual\w*|cosa|che|dove|come|entro|"
                            r"fino a|da quando|in che|a che|per quanto|tell me|dimmi|sai dirmi|mi dici|"
                            r"vorrei sapere|i want to know|i d like to know|"
                             r"perche|"
                             r"how|what\w*|when|who\w*|which|where|why|is|are|does|do|did|by when|until when|"
                             r"till when|by what date|by what time)\b")


def find_step(folder: str | None, pattern: str | None, **extra: Any) -> Step:
    args: dict[str, Any] = {"base_path": folder or "~", "pattern": pattern or "*"}
    args.update(extra)
    return Step(tool="find_files", args=args)


def fitting_glob(paths: Iterable[str], glob: str) -> list[str]:
    """The paths whose file names fit one of the patterns of `glob` ("*.pdf,*.docx"), any case."""
    patterns = [g.strip().lower() for g in glob.split(",") if g.strip()] or ["*"]
    return [p for p in paths if any(fnmatch.fnmatch(PurePosixPath(p).name.lower(), g) for g in patterns)]


def listing_step(req: PlanRequest, folder: str | None, pattern: str | None = None) -> Step:
    """What is in `folder`: its files, or its folders when it holds only folders ("cosa c'è in
    Progetti?" with two project folders inside is never "no file")."""
    view = req.view
    if pattern is None and view is not None:
        here = (folder or "~").lower()
        has_files = any(str(PurePosixPath(f).parent).lower() == here for f in view.files)
        has_dirs = any(str(PurePosixPath(d).parent).lower() == here for d in view.dirs)
        if has_dirs and not has_files:
            return Step(tool="list_dirs", args={"path": folder or "~"})
    return find_step(folder, pattern, recursive=False)


VERBS = compile_terms(["trova*", "cerca*", "find*", "search*", "look for", "locate*", "leggi*", "read*",
                        "apri*", "open*", "mostra*", "show*", "riassum*", "summari*", "dov e", "where is",
                        "where are", "manda*", "invia*", "send*", "spedisci*", "inoltra*", "forward*",
                        "dimmi", "tell me", "quanto", "how much", "contenuto", "dice", "say", "says",
                        "pagar*", "pay", "paga*", "scade", "scadenz*", "devo", "need", "owe",
                        # "quanto risparmiamo prendendo il più basso?": which one is taken, no name
                        "prendendo", "scegliendo", "prendere", "scegliere", "taking", "choosing",
                        "going with"])


def intent_patterns(req: PlanRequest) -> tuple[re.Pattern[str], ...]:
    return tuple(req.lex.plain_intents[name] for name in
                 ("read", "summarize", "find", "list", "extract", "due", "compare", "max", "min",
                  "sum", "average", "table", "send", "count", "newest", "oldest", "largest", "files", "move",
                  "copy", "delete", "rename", "append", "write", "mkdir"))


@cache
def _table_words() -> tuple[re.Pattern[str], re.Pattern[str]]:
    lex = lexicon()
    kind_words = {term for kind in lex.kinds for term in lex.terms("kinds", kind.name, "terms")}
    nouns = [term for term in lex.terms("intent", "table") if term not in kind_words]
    return compile_terms(nouns), compile_terms(lex.terms("guard", "make"))


def wants_table(req: PlanRequest) -> bool:
    """Whether a table is asked for: a table word ("tabella", "spreadsheet"), or the name of a
    file type with a word that makes one ("fammi un csv dei preventivi"). A file type alone is
    a filter: "which csv files are in Clienti?" makes nothing."""
    if not req.says("table"):
        return False
    nouns, make = _table_words()
    return nouns.search(req.slots.intent_text) is not None or make.search(req.norm) is not None


_EXAMPLES_KEY = "planner.examples"


def suggestions(text: str, locale: str, n: int = 3) -> list[str]:
    """Two or three example requests close to what was asked (from the message catalog)."""
    examples = [e.strip() for e in t(_EXAMPLES_KEY, locale).split("|") if e.strip()]
    norm = normalize(text)
    scored = sorted(examples, key=lambda e: -fuzz.token_set_ratio(norm, normalize(e)))
    return scored[:n]


def cannot(req: PlanRequest) -> Ask:
    tips = "; ".join(f"«{s}»" if req.locale == "it" else f"\"{s}\"" for s in suggestions(req.raw, req.locale))
    for oos in req.refused():
        if oos.locale == req.locale:
            return refusal(req, "planner.out_of_scope", "unknown", what=oos.what, suggestions=tips)
    return refusal(req, "planner.cannot", "unknown", suggestions=tips)
