"""Planning what only looks: documents named by kind, name or content, their figures, listings,
content searches, and questions answered from a document's own sentences."""

from __future__ import annotations

import dataclasses
import datetime
import fnmatch
import itertools
import re
from pathlib import PurePosixPath
from typing import Any

from runtime.catalog.builtin.summary import BY, EACH, NEXT, NOT, WHO  # the summary's words for rows
from runtime.documents.kinds import DOC_KINDS
from runtime.documents.table_answer import header_of_money
from runtime.i18n import t
from runtime.plan.model import Plan, Step
from runtime.planning.base import Option, Proposal
from runtime.planning.ground import LOOSE_NAME, Candidate, Grounded, content_words, decide, same_word
from runtime.planning.lexicon import Lexicon, compile_terms, lexicon, normalize
from runtime.planning.request import (
    DOCUMENT_PATTERN,
    LATEST,
    MAX_OPTIONS,
    OLDER,
    QUESTION_START,
    VERBS,
    Ask,
    PlanRequest,
    archived,
    ask_choice,
    cannot,
    find_step,
    fitting_glob,
    inside,
    intent_patterns,
    label_of,
    latest_of,
    listing_step,
    name_says,
    named_files,
    options_of,
    proposal_of,
    refusal,
    settle,
    stem_words,
)
from runtime.planning.slots import described_phrase

_LEAVE_OUT = re.compile(r"\b(?:lascia\w* perdere|lascia\w* stare|escludi\w*|tranne|eccetto|senza contare|"
                        r"non contare|non considerare|except|excluding|leave out|leaving out|ignore|"
                        r"not counting|apart from|skip)\b")


def left_out_sentence(req: PlanRequest) -> tuple[str, set[str]] | None:
    """"…i tre preventivi per il tetto? quello vecchio del 2024 lascialo perdere": the request
    without the sentence that leaves the old one out, and the years it says (none: the one put
    away); None when no sentence leaves out an old one."""
    sentences = re.split(r"(?<=[.;!?\n])", req.raw)
    for i, sentence in enumerate(sentences):
        said = normalize(sentence)
        leave = _LEAVE_OUT.search(said)
        if leave is None:
            continue
        near = " ".join(said[:leave.start()].split()[-6:] + said[leave.end():].split()[:6])
        years = set(_YEAR_SAID.findall(near))  # "quello del 2024 lascialo perdere", never a year far off
        if years or OLDER.search(near):
            rest = "".join(sentences[:i] + sentences[i + 1:]).strip()
            return (rest, years) if rest else None
    return None


def left_out_by(paths: list[str], years: set[str]) -> list[str]:
    """Of `paths`, those the sentence leaving out old ones left out (of the years, or put away)."""
    return [p for p in paths
            if (archived(p) and not years) or years & set(_YEAR_SAID.findall(PurePosixPath(p).name))]


def _as_many_as_said(req: PlanRequest, found: list[str]) -> list[str]:
    """"i tre preventivi per il tetto" when two say "tetto": with those of the kind beside them that
    say another word of it ("fienile"), when that makes the number said, exactly."""
    wanted = said_count(req)
    view = req.view
    if wanted is None or len(found) >= wanted or not found or view is None or view.covers is None:
        return found
    words = content_words(described_phrase(req.slots, (), with_kinds=False) or "")
    folders = {str(PurePosixPath(p).parent) for p in found}
    covered = view.covers(words[:8], None) if words else {}
    more = sorted(p for p in view.by_text(req.slots.doc_kinds) if p not in found and not archived(p)
                  and str(PurePosixPath(p).parent) in folders and covered.get(p))
    return [*found, *more] if len(found) + len(more) == wanted else found


def _in_other_words(req: PlanRequest, found: list[str], qualifier: str | None) -> list[str]:
    """"i preventivi del tetto" when a third quote beside them says "copertura": with those of the
    kind beside them that say every word in another of its forms."""
    view = req.view
    if not req.slots.doc_kinds or not found or view is None or view.covers is None:
        return found
    words = [w for w in content_words(qualifier or "") if len(w) >= 3][:8]
    if not words:
        return found
    folders = {str(PurePosixPath(p).parent) for p in found}
    covered = view.covers(words, None)
    every = set(range(len(words)))
    old = bool(_YEAR_SAID.search(req.norm) or OLDER.search(req.norm))
    more = sorted(p for p in view.by_text(req.slots.doc_kinds) if p not in found and (old or not archived(p))
                  and str(PurePosixPath(p).parent) in folders and every <= covered.get(p, set()))
    return [*found, *more]


def described_paths(req: PlanRequest, scope: str | None, *, drops: tuple[re.Pattern[str], ...] = (),
               many: bool = False, kind_alone: bool = False, effect: bool = False,
               named_one: bool = False, text_only: bool = False) -> list[str] | None:
    """Documents named by what they are or say; None when the request describes none.

    `named_one`: a thing said in the singular that one file's name says exactly ("dov'è la
    polizza dell'auto?") is that file alone, never the others that mention it.
    """
    if "doc" in req.pins:
        return [req.pins["doc"]]
    if req.view is None:
        return None
    if not many and (both := _and_the_one(req)) is not None:
        # "la fattura dell'idraulico e quella dell'elettricista": two documents, each grounded
        out: list[str] = []
        for part in both:
            found = described_paths(part, scope, drops=drops, kind_alone=kind_alone, effect=effect)
            if found is None:
                return None
            out.extend(p for p in found if p not in out)
        return out
    phrase = described_phrase(req.slots, drops)
    qualifier = described_phrase(req.slots, drops, with_kinds=False)
    if phrase and not qualifier and req.slots.doc_kinds and not req.slots.plural_kind and not kind_alone \
            and not many:
        return _one_of_kind(req, scope)  # "il contratto", "the lease": the one file that says so
    if not phrase or (not qualifier and req.slots.about_documents and not kind_alone):
        return None  # only a kind ("i preventivi"): a listing, not one document
    if not qualifier and not req.slots.doc_kinds:
        return None
    if effect and not (many or req.slots.plural_kind or req.slots.plural_any) and _in_plural(req, phrase):
        # "sposta i disegni di leo", "move Leo's drawings": every file whose name says so (what
        # only mentions them inside is not one of them)
        named = [c.path for c in req.view.loose(phrase, under=scope).candidates if c.score >= LOOSE_NAME]
        if scope is None:  # last year's put away in Vecchi: not one of "the quotes", unless named
            named = [p for p in named if not archived(p)] or named
        if len(named) > 1:
            return named
    many = many or req.slots.plural_kind or (effect and req.slots.plural_any)  # "sposta le foto del mare"
    if many and not effect and (each := one_each(req, qualifier or phrase, scope)) is not None \
            and len(each) >= 2:
        return each  # "the Digitech offer than the Felsinea one": one file for each name said
    g = req.view.described(phrase, under=scope)
    if not effect:
        g = _with_text(req, g, text_only)  # what is read or asked about is a document, never a photo
    g = _of_the_type(req, g)
    if scope is not None and not g.found and not many and "doc" not in req.pins:
        elsewhere = req.view.described(phrase)
        if elsewhere.status == "exact" and elsewhere.path is not None:
            # "la fattura di Gallo in Fatture" when it sits in Acquisti: never the others of Fatture
            raise ask_choice(req, "doc", "planner.not_in_place", options_of(elsewhere), phrase=phrase,
                             place=scope)
    if g.status in ("none", "ambiguous") and qualifier and req.slots.doc_kinds:
        g = _by_qualifier(req, qualifier, scope, g)
    elif g.found and g.path is not None and qualifier and req.slots.doc_kinds \
            and named_kind(g.path) not in (None, *req.slots.doc_kinds):
        # "the Harbour & Finch invoice" when the file named so is their contract: the invoice
        # that names them (inside), or a question — never the contract
        again = _by_qualifier(req, qualifier, scope, Grounded(g.phrase, "none"))
        g = again if again.found or again.status == "ambiguous" else Grounded(g.phrase, "none")
    if named_one and not req.slots.plural_kind and g.status == "exact" and g.path is not None:
        return [g.path]
    if many and not g.found and (each := one_each(req, qualifier or phrase, scope)) is not None:
        return each  # "bianchi invece di verdi": one file for each name said
    if many and g.status in ("ambiguous", "fuzzy", "exact"):
        found = ([c.path for c in req.view.described_all(phrase, under=scope)]
                 or [c.path for c in g.candidates])
        if scope is None and not (req.slots.plural_kind or req.slots.plural_any):
            # "the document about the boiler maintenance": not the one put away in Vecchi too
            found = [p for p in found if not archived(p)] or found
        elif scope is None and not (_YEAR_SAID.search(req.norm) or OLDER.search(req.norm)):
            # "i tre preventivi per il tetto": this year's, never last year's put away beside them
            found = [p for p in found if not archived(p)] or found
        found = _of_the_kind(req, found, scope, the_one=named_one) or found
        found = _as_many_as_said(req, _in_other_words(req, found, qualifier))
        if not effect:
            # "il preventivo più economico per i pannelli": the roof photo named after them has
            # no text to read; never the answer to what is read or worked out
            found = [p for p in found if not _a_picture(req, p)]
            if not found:
                return None
        if len(found) > 1 and not (req.slots.plural_kind or req.slots.plural_any) and LATEST.search(req.norm):
            # "find the accountant's last letter": the newest of them, said
            latest = latest_of(req, Grounded(phrase, "ambiguous", tuple(Candidate(p, 100) for p in found)))
            if latest is not None:
                req.notices.append(("planner.took_latest", {"path": latest, "count": len(found)}))
                return [latest]
        return found
    if many and g.status == "none" and (scope is not None or req.slots.doc_kinds):
        return None  # several documents of a kind or a place: the caller lists them
    if g.status == "none" and not g.candidates:
        where = scope or "~"
        raise refusal(req, "planner.no_document", "no_document", phrase=phrase, place=where)
    return [settle(req, "doc", g, what="file", effect=effect)]


_PLURAL_IT = re.compile(r"\b(?:i|gli|le|tutti i|tutte le|tutti gli|questi|queste|quei|quelle)\s+(\w+)")
_BEFORE_EN = re.compile(r"\b(?:the|my|our|all|these|those|all the|\w+ s)\s+(\w+)")  # "leo s drawings"


def _in_plural(req: PlanRequest, phrase: str) -> bool:
    """Whether the thing described is said in the plural ("i disegni", "the drawings")."""
    words = content_words(phrase)
    if not words:
        return False
    said = normalize(req.slots.subject)
    head_it, head_en = words[0], words[-1]  # "i disegni di leo"; "leo s drawings"
    if any(m.group(1) == head_it and len(head_it) > 3 for m in _PLURAL_IT.finditer(said)):
        return True  # the article says it
    if not (head_en.endswith("s") and not head_en.endswith("ss") and len(head_en) > 3
            and any(m.group(1) in words for m in _BEFORE_EN.finditer(said))):
        return False
    # the plural is the head noun only if no other noun follows it ("the 2024 members list")
    after = re.search(rf"\b{re.escape(head_en)}\b\s+(\w+)", said)
    return after is None or after.group(1) in req.lex.words("stop") | req.lex.words("place_prepositions")


def _of_the_kind(req: PlanRequest, found: list[str], scope: str | None, *,
                 the_one: bool = False) -> list[str] | None:
    """Of the documents found for "the Digitech and Felsinea offers", those whose names say the
    kind named (the minutes that mention both are no offer); else the files of that kind that fit
    what was said. None when no kind was named or none fits. `the_one`: a document looked for in
    the singular ("dov'è il contratto d'affitto?") is one of those named so, never every one."""
    if not req.slots.doc_kinds:
        return None
    said = [m.group(0).split()[-1] for k in req.slots.kinds if k.doc and k.doc != "any"
            for m in k.pattern.finditer(req.slots.subject)]
    fitting = [p for p in found if any(_names_kind(w, PurePosixPath(p).stem) for w in said)]
    # "il contratto d'affitto": the files named by the very word said (contratto_*) before one
    # named by a word of the other language that may mean something else (learning_agreement)
    own = [p for p in fitting if any(_names_kind(w, PurePosixPath(p).stem, narrower=False, other_words=False)
                                     for w in said)]
    fitting = of_the_kind_said(req, own or fitting)
    if the_one and fitting and not (req.slots.plural_kind or req.slots.plural_any):
        # "dov'è il contratto d'affitto?": the one named so, never every contract besides
        current = [p for p in fitting if not archived(p)] if scope is None else fitting
        return current or fitting
    # "the cheapest laptop offer": every laptop offer, not only the one found first
    every = kind_files(req, scope) or []
    out = [*fitting, *(p for p in every if p not in fitting)]
    if scope is None:  # put away in Archivio or Vecchi: not "the quotes", unless that folder is named
        current = [p for p in out if not archived(p)]
        out = current or out
    return out or None


def _with_text(req: PlanRequest, g: Grounded, text_only: bool = False) -> Grounded:
    """`g` without the images (no text to read), unless images were asked for; a lone image
    named is kept to be opened, never to answer a question (`text_only`)."""
    kept = tuple(c for c in g.candidates if not _a_picture(req, c.path))
    if len(kept) == len(g.candidates) or (not kept and g.found and not text_only):
        return g  # "apri la carta d'identità": the scan named, though it is one
    if not kept:
        return Grounded(g.phrase, "none")
    if g.status == "none":
        return Grounded(g.phrase, "none", kept)
    return decide(g.phrase, list(kept), LOOSE_NAME)


def _a_picture(req: PlanRequest, path: str) -> bool:
    """Whether `path` is an image (no text to read), when images were not asked for."""
    images = next((k for k in req.lex.kinds if k.name == "images"), None)
    if images is None or images.glob is None or any(k.name == "images" for k in req.slots.kinds):
        return False
    return any(fnmatch.fnmatch(PurePosixPath(path).name.lower(), p) for p in images.glob.split(","))


TYPE_FIT = 70  # a lone candidate of the type said that fits at least this well is the one meant


def _of_the_type(req: PlanRequest, g: Grounded) -> Grounded:
    """`g` with only the files of the type said ("la mail della pallavolo" kept as .eml, "il pdf
    del tagliando"), when some fit it; as it was when none does."""
    glob = req.slots.glob
    if not glob or not g.candidates:
        return g
    fitting = set(fitting_glob((c.path for c in g.candidates), glob))
    kept = [c for c in g.candidates if c.path in fitting]
    if not kept or len(kept) == len(g.candidates):
        return g
    if len(kept) == 1 and kept[0].score >= TYPE_FIT:
        return Grounded(g.phrase, "fuzzy", tuple(kept))  # the one of that type that fits: taken, and said
    return decide(g.phrase, kept, LOOSE_NAME)


_AND_THE_ONE = re.compile(r"\s(?:e|ed|and|,)\s+(?:anche\s+)?(?:quell[oaie]|the one|that one|the other one)\b")
_AND_THE_X_ONE = re.compile(r"\s(?:and|,)\s+the\s+(\w+)\s+one\b")


def _and_the_one(req: PlanRequest) -> tuple[PlanRequest, PlanRequest] | None:
    """A request naming two documents of one kind ("the plumber invoice and the electrician one"),
    as two requests naming one each; None when it names one."""
    subject = req.slots.subject
    m = _AND_THE_ONE.search(subject)
    second = subject[m.end():] if m else ""
    if m is None:
        m = _AND_THE_X_ONE.search(subject)
        second = (m.group(1) + subject[m.end():]) if m else ""
    if m is None or not second.strip() or not req.slots.doc_kinds:
        return None
    first = subject[: m.start()]
    kinds = " ".join(km.group(0) for k in req.slots.kinds if k.doc for km in k.pattern.finditer(first))
    parts = []
    for text in (first, f"{kinds} {second}"):
        rest = text
        for kind in req.slots.kinds:
            rest = kind.pattern.sub(" ", rest)
        slots = dataclasses.replace(req.slots, subject=text, rest=" ".join(rest.split()))
        parts.append(dataclasses.replace(req, slots=slots))
    return parts[0], parts[1]


def one_each(req: PlanRequest, phrase: str, scope: str | None) -> list[str] | None:
    """Several names said together ("Bianchi o Verdi"), each the name of exactly one file: those
    files; None when any word names no file, or several."""
    assert req.view is not None
    words = content_words(phrase)
    if len(words) < 2:
        return None
    words = [w for w in words if w not in _PRONOUN_FILLERS]  # "the Felsinea one", "quello Felsinea"
    if not _joined(req.norm.split(), words):
        return None  # "the boiler maintenance": one thing said in two words, not two names
    found = [_one_name(req, word, scope) for word in words]
    # a name that fits several files ("ferretti": a quote and an old invoice) is the one of the
    # same kind as the others compared (the kind named, else the kind their names say)
    settled = [g.path for g in found if g.found and g.path is not None]
    kinds = set(req.slots.doc_kinds) or {k for p in settled if (k := named_kind(p)) is not None}
    out: list[str] = []
    shared: list[Grounded] = []
    for g in found:
        path = g.path if g.found else None
        if g.status == "ambiguous" and len(kinds) == 1:
            same = [c.path for c in g.candidates if named_kind(c.path) in kinds]
            path = same[0] if len(same) == 1 else None
            if path is None and len(same) > 1:
                shared.append(g)  # "the Digitech laptop offer and the Felsinea one": both laptops
                continue
        if path is None:
            return None
        if path not in out:
            out.append(path)
    # a word that fits several of the files compared says what they share; it names none of them
    if shared and (len(out) < 2 or any(not {c.path for c in g.candidates} & set(out) for g in shared)):
        return None
    return out if len(out) == len(words) - len(shared) else None


_PRONOUN_FILLERS = frozenset({"one", "ones", "quello", "quella", "quelli", "quelle"})
_JOINERS = frozenset({"e", "ed", "o", "od", "oppure", "and", "or", "than", "invece", "vs", "versus",
                      "rispetto", "contro", "against", "with", "con", "tra", "fra", "between", "both",
                      "entrambi", "entrambe", "ambedue", "either", "neither", "nor", "ne", "che"})


_BEFORE_SEVERAL = frozenset({"tra", "fra", "between", "both", "entrambi", "entrambe", "ambedue", "either",
                             "neither"})


def _joined(tokens: list[str], words: list[str]) -> bool:
    """Whether the names said are joined as several ("Bianchi o Verdi", "Digitech vs Felsinea",
    "compare Bianchi Verdi"): a joining word between the first name and the last, or a comparing
    word before them."""
    tokens = [t.strip(",.;:") for t in tokens]
    at = [i for i, tok in enumerate(tokens) if tok in words]
    if len(at) < 2:
        return any(t in _JOINERS for t in tokens)
    # before the names, only a word that announces several ("tra", "both", "compare"): the "e" of
    # "dov'è la ricetta del tiramisù" joins nothing
    return any(t in _JOINERS for t in tokens[at[0]:at[-1] + 1]) or any(
        t in _BEFORE_SEVERAL or t.startswith(("compar", "confront", "paragon")) for t in tokens[:at[0]])


def _one_name(req: PlanRequest, word: str, scope: str | None) -> Grounded:
    """The file one word of a comparison names: by its name, else by what it says ("electricity":
    the bill that says "energia elettrica")."""
    assert req.view is not None
    g = req.view.loose(word, under=scope)
    if g.found or g.status == "ambiguous":
        return g
    return req.view.described(word, under=scope)


def named_kind(path: str) -> str | None:
    """The kind of document a file's name says ("preventivo_rossi.pdf": a quote), if exactly one."""
    words = normalize(PurePosixPath(path).stem.replace("_", " ").replace("-", " ")).split()
    kinds = {k.doc for k in lexicon().kinds if k.doc and k.doc != "any"
             and any(k.pattern.fullmatch(w) for w in words)}
    return kinds.pop() if len(kinds) == 1 else None


def _one_of_kind(req: PlanRequest, scope: str | None) -> list[str] | None:
    """The one file whose name says the kind named in the singular; several: which one?"""
    assert req.view is not None
    s = req.slots
    said = [m.group(0).split()[-1] for k in s.kinds if k.doc and k.doc != "any"
            for m in k.pattern.finditer(s.subject)]
    files = [f for f in req.view.files if scope is None or f.lower().startswith(scope.lower() + "/")]
    named = [f for f in files if all(_names_kind(w, PurePosixPath(f).stem) for w in said[:2])]
    named = named or [f for f in files if any(_names_kind(w, PurePosixPath(f).stem) for w in said)]
    if not named:
        return None
    if len(named) == 1 or "doc" in req.pins:
        return [req.pins.get("doc", named[0])]
    options = [Option(label_of(p), p) for p in named]
    raise ask_choice(req, "doc", "planner.which_file", options, phrase=" ".join(said))


def _names_kind(said: str, stem: str, *, narrower: bool = True, other_words: bool = True) -> bool:
    """Whether a file name says the kind a person named ("bollette" → bolletta_luce.pdf); with
    `narrower`, also a kind the word takes in ("fatture" → bolletta_luce.pdf); with
    `other_words`, also in its synonyms ("fatture" → invoice_2026.pdf)."""
    lex = lexicon()
    words = normalize(stem.replace("_", " ").replace("-", " ")).split()
    # the word said, in the singular, and the same in other words ("fatture" → "invoice")
    forms = {said, said.rstrip("s")}
    if other_words:
        forms |= {*lex.synonyms(said), *lex.synonyms(said.rstrip("s"))}
    alternatives = {*forms, *(f.rstrip("s") for f in forms), *(lex.includes(said) if narrower else ())}
    for alt in alternatives:
        for w in words:
            if alt == w or (len(alt) >= 4 and len(w) >= 4 and alt[:-1] == w[:-1]
                            and (alt, w) not in lex.false_friends):
                return True
    return False


SAVED_MAIL = (".eml", ".msg")


def kind_names(req: PlanRequest, scope: str | None) -> list[str]:
    """The files of `scope` whose names say the kind of document the request names."""
    if req.view is None:
        return []
    s = req.slots
    said = [m.group(0).split()[-1] for k in s.kinds if k.doc and k.doc != "any"
            for m in k.pattern.finditer(s.subject)]
    files = [f for f in req.view.files if scope is None or f.lower().startswith(scope.lower() + "/")]
    # a saved e-mail named after a kind is about it ("richiesta_fatture_novembre.eml"), not one
    named = [f for f in files if any(_names_kind(w, PurePosixPath(f).stem) for w in said)
             and not f.lower().endswith(SAVED_MAIL)]
    if req.view.of_kind is None or not said:
        return named
    named = of_the_kind_said(req, named)
    # a document whose text says it is of that kind, whatever its name says: what it is, its
    # content tells ("nota_tecnico_zordan.txt", "bozza_contratto_torinolift.pdf": quotes)
    inside = set(files)
    for kind in sorted({k.doc for k in s.kinds if k.doc and k.doc != "any"}):
        for path in req.view.of_kind(kind):
            if path in inside and path not in named:
                named.append(path)
    return named


_IS_KIND = (
    re.compile(r"^(?:and |but )?(?:is|are) (?P<what>.+?) (?:really |actually |also )?(?:an? |the )"
               r"(?P<kind>\w+)$"),
    re.compile(r"^(?:ma |e )?(?P<what>.+?) e (?:davvero |proprio |anche )?(?:un |una |uno )(?P<kind>\w+)$"),
    re.compile(r"^(?:what|which) (?:kind|type|sort) of (?:document|file) is (?P<what>.+)$"),
    re.compile(r"^(?:che|quale) (?:tipo|genere) di (?:documento|file) e (?P<what>.+)$"),
)


def kind_question(req: PlanRequest) -> Proposal | None:
    """"is offerta_tecnoservice a quote?", "il file X è un preventivo?", "what kind of document is
    X?": that one file read, and what its text says it is (never a listing of the kind)."""
    if req.view is None:
        return None
    text = req.lex.politeness.sub(" ", req.norm).strip(" ?!.")
    text = re.sub(r"\s+", " ", text)
    for pattern in _IS_KIND:
        m = pattern.match(text)
        if m is None:
            continue
        asked = ""
        if "kind" in m.groupdict():
            kinds = [k.doc for k in req.lex.kinds
                     if k.doc and k.doc != "any" and k.pattern.fullmatch(m.group("kind"))]
            if len(kinds) != 1:
                return None  # "is the lease a problem?": no kind of document asked
            asked = kinds[0]
        what = re.sub(r"^(?:the |il |la |lo |l |quel |quella |file |documento |document )+", "",
                      m.group("what"))
        g = req.view.loose(what.strip())
        if not g.found or g.path is None:
            return None
        path = settle(req, "doc", g, what="file", effect=False)
        focus = f"@kind={asked}" if asked else "@kind"
        return proposal_of(req, "question", Step(tool="read_files", args={"paths": [path]}),
                           Step(tool="summarize_documents", args={"from_step": 1, "sentences": 1,
                                                                  "focus": [focus]}))
    return None


def of_the_kind_said(req: PlanRequest, paths: list[str]) -> list[str]:
    """`paths` without those named as the kind said whose text is of another kind
    ("offerta_tecnoservice.pdf" bills a repair: never one of "the quotes"); a name that says the
    other kind too keeps its file."""
    wanted = set(req.slots.doc_kinds)
    if not wanted or req.view is None or req.view.of_kind is None:
        return paths
    others = req.view.by_text(k for k in DOC_KINDS if k not in wanted and k != "other")
    same = req.view.by_text(wanted)
    homographs = req.lex.words("homographs")
    kinds = [k for k in req.lex.kinds if k.doc in wanted]

    def by_homograph_only(f: str) -> bool:
        # "quote_incassate_2026-27.csv" is the fees paid (Italian "quote"), not English quotes:
        # a name that says the kind only by such a word is of it only when its text is
        words = stem_words(f)
        plain = " ".join(w for w in words if w not in homographs)
        return any(w in homographs for w in words) and not any(k.pattern.search(plain) for k in kinds) \
            and f not in same

    return [f for f in paths
            if (f not in others or _names_other_kind(req, f, wanted)) and not by_homograph_only(f)]


def _names_other_kind(req: PlanRequest, path: str, wanted: set[str]) -> bool:
    """Whether a file's name also says a kind other than those wanted ("fattura_preventivo…")."""
    stem = " ".join(stem_words(path))
    return any(k.doc and k.doc not in wanted and k.doc != "any" and k.pattern.search(stem)
               for k in req.lex.kinds)


def kind_listing(req: PlanRequest, scope: str | None) -> Proposal | None:
    """"le fatture", "the quotes in Acquisti": the files whose names say that kind, else a search
    of the documents' text for it — never every document of the place."""
    s = req.slots
    kinds = [k for k in s.kinds if k.doc and k.doc != "any"]
    if not kinds or req.view is None:
        return None
    qualifier = described_phrase(s, (*intent_patterns(req), VERBS), with_kinds=False)
    said = [m.group(0).split()[-1] for k in kinds for m in k.pattern.finditer(s.subject)]
    if qualifier and s.plural_kind and len(set(s.doc_kinds)) == 1:
        # "the laptop quotes": the quotes that fit the words, never every document instead
        fitting = kind_files(req, scope)
        if fitting and scope is None and not _YEAR_SAID.search(req.norm):
            # "i preventivi della festa": this year's, not last year's put away in the archive
            fitting = [p for p in fitting if not archived(p)] or fitting
        fitting = _in_other_words(req, fitting or [], qualifier)
        if fitting:
            return proposal_of(req, "list", *show_paths(fitting), place=scope)
        phrase = " ".join([qualifier, *said])
        raise refusal(req, "planner.no_document", "no_document", phrase=phrase, place=scope or "~")
    if qualifier:
        return None  # "la fattura dell'idraulico": one document, described
    named = kind_names(req, scope)
    if named and not (s.plural_kind or s.plural_any):
        named = _the_one_of_kind(req, named, kinds, said, scope)
    if named:
        return proposal_of(req, "list", *show_paths(named), place=scope)
    if not s.plural_kind:
        phrase = " ".join(said) or kinds[0].name
        raise refusal(req, "planner.no_document", "no_document", phrase=phrase, place=scope or "~")
    query = said[0] if said else kinds[0].name
    search = Step(tool="search_files", args={"query": query, "base_path": scope or "~"})
    return proposal_of(req, "search", search,
                     place=scope)


def _the_one_of_kind(req: PlanRequest, named: list[str], kinds: list[Any], said: list[str],
                     scope: str | None) -> list[str]:
    """"where's the lease?" asked in the singular: of the files named after it, those whose names
    say the kind itself (``contratto_…``, not the rent receipts named after the rent), by the word
    said or the same in other words (not ``learning_agreement`` for a lease), this year's before
    last year's put away; as many as stay, never fewer than one."""
    out = [p for p in named if any(k.pattern.search(" ".join(stem_words(p))) for k in kinds)] or named
    meant = {w for word in said for w in (word, *req.lex.synonyms(word))}
    out = [p for p in out if meant & set(stem_words(p))] or out
    if scope is None:
        out = [p for p in out if not archived(p)] or out
    return out


def _by_qualifier(req: PlanRequest, qualifier: str, scope: str | None, first: Grounded) -> Grounded:
    """"the quote from Bianchi": the qualifier alone, among files whose name says that kind."""
    assert req.view is not None
    kinds = [k for k in req.slots.kinds if k.doc and k.doc != "any"]
    # by name and by content: "the invoice to BrightWords" is the invoice that names them inside
    again = req.view.described(qualifier, under=scope)
    pool = {c.path: c for c in (*again.candidates, *req.view.described_all(qualifier, under=scope))}
    # of that kind by its name, or by its text ("lo scontrino di lugano": farmacia_lugano_ottobre.pdf)
    by_text = req.view.by_text(req.slots.doc_kinds)
    fitting = tuple(c for c in sorted(pool.values(), key=lambda c: (-c.score, c.path))
                    if any(k.pattern.search(normalize(c.name.replace("_", " "))) for k in kinds)
                    or c.path in by_text)
    if len(fitting) == 1:
        return Grounded(first.phrase, "fuzzy" if fitting[0].score < 95 else "exact", fitting)
    if len(fitting) > 1:
        return Grounded(first.phrase, "ambiguous", fitting)
    named = req.view.loose(qualifier, under=scope)
    if named.status in ("exact", "fuzzy") and named.path is not None and not named.candidates[0].is_dir \
            and named.candidates[0].score >= 90 and not fitting:
        # "il preventivo di Torinolift" when the one file that names them is called a draft
        # contract: that file (what it is, its content tells; the name may mislead), and said;
        # an effect on it is confirmed with its name like any other
        req.notices.append(("planner.took_file", {"phrase": first.phrase, "path": named.path}))
        return Grounded(first.phrase, "exact", (Candidate(named.path, 100),))
    return first


_ASKS_DATE = re.compile(r"\b(quando|entro quando|da quando|fino a quando|when|until when|since when|"
                        r"a che ora|at what time|what time|che giorno|what day|"
                        r"scad\w*|expir\w*|due|decorr\w*|valid\w*|data|date|run out|runs out|lapse\w*|"
                        r"renew\w*)\b")


_ASKS_AMOUNT = re.compile(r"\b(quant[oaie]|quant e|how much|cost\w*|"
                          r"paga(?:re|to|ta|ti|te|mento|menti|rla|rlo|rle|rli)?|pago|paghi\w*|pagh(?:er|ia)\w*|"
                          r"pay(?:s|ing|ed|able|ment|ments)?|paid|prezz\w*|price|importo|"
                          r"amount|spes\w*|spend\w*|canone|rent|cauzione|deposit|guadagn\w*|earn\w*|"
                          r"incass\w*|brought in|bring in|(?:hanno|ha|avete|abbiamo) (?:reso|fruttato)|"
                          r"rendono|fruttano)\b")


# a question said without a question mark nor a question word first: "l'assicurazione quando
# scade", "mi serve il numero dell'amministratore", "i need the plate number"
_ASKS_ANYWHERE = re.compile(r"\b(?:quando|quanto|quanta|quanti|quante|qual\w*|chi|dove|when|how much|"
                            r"how many|which|who|where|mi serv\w*|ci serv\w*|ho bisogno d\w*|i need|"
                            r"we need)\b")


ASKS_COUNT = re.compile(r"\b(?:quant[ie]|how many|number of|numero di)\b")
_ASKS_DURATION = re.compile(r"\b(?:quanto (?:dura|durano|tempo|vale|valgono)|per quanto tempo|how long|"
                            r"for how long|quant[ie] (?:anni|mesi|giorni|settimane|ore)|"
                            r"how many (?:years|months|days|weeks|hours))\b")


_YEAR_SAID = re.compile(r"\b(?:19|20)\d\d\b")
_GOES_ON = re.compile(r"^(?:e|ed|and|ma|but|also|anche|invece|what about|and what)\b")


def _question_focus(req: PlanRequest, words: list[str], docs: list[str]) -> list[str]:
    """The question's own words: those that only named the document ("assicurazione" for
    polizza_auto.pdf) are left out, so the sentences that answer come first."""
    named: set[str] = set()
    for doc in docs:
        named |= set(normalize(PurePosixPath(doc).stem.replace("_", " ")).split())
    def names_it(word: str) -> bool:
        return word in named or bool(req.lex.synonyms(word) & named) or any(
            len(word) >= 5 and n.startswith(word[:-1]) for n in named)
    # all the words named the document ("quant'è la bolletta della luce?"): the kind of answer
    # asked for (an amount, a date) picks the sentence
    return [w for w in words if not names_it(w)]


def _side_by_side(ask: Ask) -> list[str] | None:
    """"quanto costa la gita e entro quando si paga?" with the trip's circular and its consent
    form side by side in one folder: a question is answered from both (nothing changes); None
    when the question was about something else, or the files are many or apart."""
    question = ask.proposal.question
    if question is None or question.slot != "doc" or question.key != "planner.which_file" \
            or not 2 <= len(question.options) <= 3:
        return None
    paths = [o.value for o in question.options]
    if not _YEAR_SAID.search(question.params.get("phrase", "")):
        paths = [p for p in paths if not archived(p)] or paths  # last year's put away: not asked of
    if len(paths) < 2 or len({str(PurePosixPath(p).parent) for p in paths}) != 1:
        return None
    return paths


_MISSING_MONTH = re.compile(r"\b(?:(?:quale?|quali|che|which|what) (?:mese|mesi|month|months)\b.*\b"
                            r"(?:manca\w*|"
                            r"non (?:ha|hanno|ho|abbiamo|e|sono) \w+|missing|not|n t|skipped|saltat\w*)|"
                            r"(?:mese|mesi|month|months) (?:manca\w*|missing|saltat\w*))")
_UNIT_PRICE = re.compile(r"\b(?:costa|costano|cost|costs|price|prezzo)\b.*\b"
                         r"(?:un|uno|una|a|one|per|al|alla|each)\s+"
                         r"(?:sacco|sacchi|kg|chilo|chili|litro|litri|pezzo|confezione|cassa|bottiglia|scatola|"
                         r"bag|sack|kilo|kg|litre|liter|piece|box|bottle|pack|unit)\b")
_ASKS_FIGURE = re.compile(r"\b(?:quant[oaie]|how (?:many|much)|totale?|in tutto|altogether|in total)\b")


def _says_most(req: PlanRequest, drops: tuple[re.Pattern[str], ...], scope: str | None,
               said: list[str] | None = None) -> list[str] | None:
    """A question no file's name answers ("quante ore ho lavorato a ottobre?"): the one document
    that says most of its words (`said`, or those that describe), in a name, a folder or the text
    (a month as the dates in it), when it says at least two of them and half, and no other says
    as many; None otherwise."""
    if req.view is None or req.view.covers is None:
        return None
    phrase = " ".join(said) if said is not None else described_phrase(req.slots, drops) or ""
    empty = req.lex.words("say_nothing")  # "what time": no document is found by "time"
    words = [w for w in dict.fromkeys(content_words(phrase))
             if (len(w) >= 3 or w.isdigit()) and w not in empty]
    if len(words) < 2:
        return None
    covered = _current(req, req.view.covers(words[:8], scope))
    if not covered:
        return None
    if _ASKS_FIGURE.search(req.norm) and not _UNIT_PRICE.search(req.norm):
        # a figure asked of words a sheet holds in its cells: of a sheet and a text that say as
        # much, the sheet answers
        ranked = sorted(covered.items(), key=lambda kv: (-len(kv[1]), not kv[0].lower().endswith(TABLES)))
    elif _UNIT_PRICE.search(req.norm):
        # "quanto costa un sacco di semola?": the price of one, on the supplier's invoice or list —
        # never a payment in the expenses log that says the same words
        ranked = sorted(covered.items(), key=lambda kv: (-len(kv[1]), kv[0].lower().endswith(TABLES)))
    else:
        ranked = sorted(covered.items(), key=lambda kv: -len(kv[1]))
    best, words_said = ranked[0]
    n = len(words_said)
    if n < 2 or 2 * n < len(words[:8]):
        return _the_one_naming(req, words[:8], covered)
    tied = [p for p, w in ranked if len(w) == n]
    if _WHICH_ONE.match(req.norm) and _THE_MOST_ROW.search(req.norm):
        # "quale camera ci ha fatto guadagnare di più?": a sheet's rows grouped, never a text's words
        tied = [p for p in tied if p.lower().endswith(TABLES)] or tied
        if len(tied) == 1:
            return tied
    if (paid := _the_one_of_money(req, tied)) is not None:
        return paid  # "how much did klaus pay for the rooms?": the bookings with a total, never the reviews
    if (column := _the_one_with_the_column(req, tied, words)) is not None:
        return column  # "quante notti abbiamo venduto ad agosto?": the sheet with a column "Notti"
    if (general := _the_general_one(req, tied)) is not None:
        return general  # "quante notti si fermano in media?": the season's bookings, not Christmas's
    # of a sheet and a text that say as much, one answers (above); a third as good: which one is asked
    one_of_each = (_ASKS_FIGURE.search(req.norm) is not None
                   and best.lower().endswith(TABLES) != ranked[1][0].lower().endswith(TABLES)
                   and (len(ranked) < 3 or len(ranked[2][1]) < n)) if len(ranked) > 1 else False
    if len(ranked) > 1 and len(ranked[1][1]) == n and not one_of_each:
        return None  # two say as much: which one is asked
    return [best]


def _says_more(req: PlanRequest, drops: tuple[re.Pattern[str], ...], scope: str | None, docs: list[str],
               focus: list[str]) -> list[str] | None:
    """"how many guests are coming over christmas?": codici_ospiti is named by "guests" alone, the
    Christmas bookings say both words (one by name, one in their header): those. None: the one
    found says as much as any other."""
    if req.view is None or req.view.covers is None:
        return None
    focus = [w for w in focus if not NEXT_SAID.fullmatch(w) and not req.lex.question_fillers.fullmatch(w)]
    better = _says_most(req, drops, scope, said=focus)
    if better is None or better == docs:
        return None

    def named(path: str) -> int:  # the words its name says: "palestra" in contratto_palestra_comunale
        return sum(1 for w in focus if name_says(path, {w, *req.lex.synonyms(w)}))

    if named(better[0]) < named(docs[0]):
        return None  # the gym's contract named so, never the minutes that mention the gym
    covered = req.view.covers(list(dict.fromkeys(focus))[:8], scope)
    more, found = len(covered.get(better[0], ())), len(covered.get(docs[0], ()))
    if more < found or (more == found and _the_one_of_money(req, [docs[0], better[0]]) != better):
        return None  # as much said, and no amount asked of the one with money alone
    req.notices[:] = [n for n in req.notices if n[1].get("path") != docs[0]]
    return better


def of_the_last_answer(req: PlanRequest, refs: Any, focus: list[str]) -> bool:
    """Whether a question no document's name answers may be asked of the last answer's files: a
    short follow-up ("e a novembre?"), or one whose words those files say."""
    words = [w for w in dict.fromkeys(focus) if not w.isdigit() and w not in req.lex.months][:8]
    if _GOES_ON.match(req.norm) or not words or req.view is None or req.view.covers is None:
        return True  # a year or a month said alone ("e nel 2025?") asks the same again
    files = [refs.focus] if refs.focus else list(refs.files)[:3]
    covered = req.view.covers(words, None)
    return any(covered.get(f) for f in files)


def _saying_the_field(req: PlanRequest, docs: list[str] | None, focus: list[str],
                      scope: str | None) -> list[str] | None:
    """"how much is the serie d fee?": the fixture list named calendario_serie_d says nothing of a
    fee; the documents that say the fee and the rest of the words are meant (one: it; several:
    which one, asked). None: the document found says it, or no other says every word."""
    fields = [w for w in focus if w in req.lex.words("asked_fields")]
    if not fields or docs is None or len(docs) != 1 or "doc" in req.pins or req.view is None \
            or req.view.covers is None:
        return None
    words = list(dict.fromkeys(focus))[:8]
    covered = _current(req, req.view.covers(words, scope))
    asked = {words.index(f) for f in fields}
    if asked & covered.get(docs[0], set()):
        return None
    # those that say the field and most of the rest ("the serie d fee this season": the members'
    # list and the minutes say "quota" and "serie d"; the fixture list says neither)
    saying = {d: said for d, said in covered.items() if asked <= said and len(said) > len(asked)}
    if not saying:
        return None
    most = max(len(said) for said in saying.values())
    every = sorted(d for d, said in saying.items() if len(said) == most)
    if len(every) == 1:
        return every
    raise ask_choice(req, "doc", "planner.which_file", [Option(label_of(p), p) for p in every[:MAX_OPTIONS]],
                     phrase=" ".join(words))


def _the_one_with_the_column(req: PlanRequest, tied: list[str], words: list[str]) -> list[str] | None:
    """Of sheets that say a question's words alike, the one sheet with a column one of the words
    names, in any of its forms ("notti": the bookings' column "Notti", never the wine sales)."""
    sheets = [p for p in tied if p.lower().endswith(TABLES)]
    if len(tied) < 2 or not sheets or req.view is None or req.view.heads is None:
        return None
    tied = sheets  # a text has no column: a figure of rows is a sheet's
    forms = {f for w in words for f in (w, *req.lex.synonyms(w)) if " " not in f}
    heads = req.view.heads(tied)
    named = [p for p in tied if any(same_word(f, h) for f in forms
                                    for h in normalize(heads.get(p, "")).replace("_", " ").split())]
    return named if len(named) == 1 else None


def _the_general_one(req: PlanRequest, tied: list[str]) -> list[str] | None:
    """Of sheets that say a question's words alike, the one whose name the others' names only add
    to (prenotazioni_2026 beside prenotazioni_natale_2026), when the question says none of what they
    add ("natale"); None otherwise. A text tied with them leaves the choice to the person."""
    if len(tied) < 2:
        return None
    sheets = [p for p in tied if p.lower().endswith(TABLES)]
    figure = _ASKS_FIGURE.search(req.norm) or _ASKS_AMOUNT.search(req.norm) or _THE_MOST_ROW.search(req.norm)
    if len(sheets) < 2 or (len(sheets) < len(tied) and not figure):
        return None
    said = set(req.norm.split())

    def name(path: str) -> set[str]:
        return set(normalize(PurePosixPath(path).stem.replace("_", " ")).split())

    def says(extra: set[str]) -> bool:
        return any(same_word(s, w) for w in extra for s in said)

    for one in sheets:
        others = [name(p) for p in sheets if p != one]
        if all(name(one) < o and not says(o - name(one)) for o in others):
            return [one]
    return None


def _a_sheet_of_the_column(req: PlanRequest, focus: list[str], scope: str | None) -> list[str] | None:
    """"what's the average stay in nights?" with a guest's e-mail that says "stay" and "nights":
    an average is worked out over a sheet's rows, the one sheet with a column a word names (of
    several, the general one); None when no sheet has one."""
    if req.view is None or req.view.covers is None or req.view.heads is None:
        return None
    words = [w for w in dict.fromkeys(focus) if not req.lex.has("average", w)][:8]
    under = scope.lower() + "/" if scope else ""
    sheets = [p for p in req.view.files if p.lower().endswith(TABLES) and p.lower().startswith(under)]
    if not _YEAR_SAID.search(req.norm):
        sheets = [p for p in sheets if not archived(p)] or sheets
    if not sheets:
        return None
    forms = {f for w in words for f in (w, *req.lex.synonyms(w)) if " " not in f}
    heads = req.view.heads(sheets)
    named = [p for p in sheets if any(same_word(f, h) for f in forms
                                      for h in normalize(heads.get(p, "")).replace("_", " ").split())]
    return named if len(named) == 1 else _the_general_one(req, named)


def _the_one_of_money(req: PlanRequest, tied: list[str]) -> list[str] | None:
    """Of sheets that say a question's words alike, the one sheet whose header names money, when an
    amount is asked (None: none, several, or not sheets alone)."""
    if len(tied) < 2 or req.view is None or req.view.heads is None or not _ASKS_AMOUNT.search(req.norm) \
            or not all(p.lower().endswith(TABLES) for p in tied):
        return None
    heads = req.view.heads(tied)
    money = [p for p in tied if header_of_money(heads.get(p, ""))]
    return money if len(money) == 1 else _the_general_one(req, money)


def _the_one_naming(req: PlanRequest, words: list[str], covered: dict[str, set[int]]) -> list[str] | None:
    """"what time is the volano game?": a name no dictionary knows ("volano") that one document
    alone says is that document's; None when no such word, or it is said in several."""
    holders: dict[int, set[str]] = {}
    for path, said in covered.items():
        for i in said:
            holders.setdefault(i, set()).add(path)
    rare = [i for i, w in enumerate(words) if len(holders.get(i, ())) == 1 and len(w) >= 4
            and not w.isdigit() and not req.lex.knows(w) and w not in req.lex.months]
    docs = {p for i in rare for p in holders[i]}
    return sorted(docs) if len(docs) == 1 else None


def _current(req: PlanRequest, covered: dict[str, set[int]]) -> dict[str, set[int]]:
    """`covered` without last year's documents put away, unless a year is said (or none is left)."""
    if _YEAR_SAID.search(req.norm):
        return covered
    return {p: w for p, w in covered.items() if not archived(p)} or covered


def _one_word_of_many(req: PlanRequest, doc: str, focus: list[str], scope: str | None) -> None:
    """A document found by one word said inside it, for a question of three words or more that
    it says little else of: asked about among those that say as much, never answered from it."""
    if req.view is None or req.view.covers is None:
        return
    # "quanti", "fatto", "finora" say nothing a document could say ("mese", "pagato" may)
    empty = req.lex.words("say_nothing")
    words = [w for w in dict.fromkeys(focus) if len(w) >= 3 and w not in empty
             and not any(p.fullmatch(w) for p in intent_patterns(req))][:8]
    if len(words) < 3:
        return
    covered = req.view.covers(words, scope)
    if 2 * len(covered.get(doc, ())) >= len(words):
        return
    covered = _current(req, covered)
    best = max((len(w) for w in covered.values()), default=0)
    if len(covered.get(doc, ())) < best or best == 0:
        return
    options = [Option(label_of(p), p) for p, w in sorted(covered.items()) if len(w) == best][:MAX_OPTIONS]
    if len(options) > 1:
        raise ask_choice(req, "doc", "planner.which_file", options, phrase=" ".join(words))


_WHICH_ONE = re.compile(r"^(?:e |and )?(?:quale|quali|which|what)\s+(\w+)")
_ASKS_WHO = re.compile(r"^(?:e |and |ma |but )?(?:chi|who|whom|"
                       r"quale (?:coinquilin\w|persona|socio|cliente|di noi)|"
                       r"which (?:person|flatmate|member|one of us|of us))\b")
_EACH_ONE = re.compile(r"\b(?:ciascuno|ciascuna|ognuno|ognuna|ognuno di noi|ciascuno di noi|each|each of us|"
                       r"everyone|everybody|per persona|per person)\b")
NEGATED = re.compile(r"\b(?:non|not|never|mai|hasn t|haven t|hasnt|havent|didn t|didnt|yet to|no i)\b")


def _folder_says(path: str, word: str) -> bool:
    """Whether a folder of `path` is named by `word` ("matteo" for ~/Matteo/libri_scuola.csv)."""
    return any(word in normalize(part).split() for part in PurePosixPath(path).parts[1:-1])


def as_the_sheet_says(req: PlanRequest, words: list[str], docs: list[str]) -> list[str]:
    """Each word as the sheets' folder writes it ("vanilla" → "vaniglia", in an Italian log asked
    in English): a word it does not say, replaced by the one synonym it says."""
    saying = req.view.saying if req.view is not None else None
    if saying is None:
        return words
    folders = sorted({str(PurePosixPath(d).parent) for d in docs})
    if len(folders) != 1:
        return words
    mine = set(docs)

    def said_in_them(word: str) -> bool:
        return bool(saying(word, folders[0]) & mine)

    out = []
    for w in words:
        if not said_in_them(w):
            said = [o for o in sorted(req.lex.synonyms(w)) if " " not in o and said_in_them(o)]
            w = said[0] if said else w  # forms of one word ("pagata", "pagato") all name it
        out.append(w)
    return out


def _said_by_the_one_read(req: PlanRequest, words: list[str], *, sheet: bool = False,
                          alone: bool = False) -> list[str] | None:
    """The document just read, for a short question all of whose words it says in any form
    ("quando è la prossima riunione?" after the minutes; "e la temperatura più alta del
    congelatore?" after the temperatures, whose header says "congelatore_c"); `sheet`: only when
    it is a sheet; `alone`: only when it was the only file of the answer. None otherwise."""
    refs = req.referents
    if refs is None or refs.focus is None or len(req.norm.split()) > 10 or req.view is None \
            or req.view.covers is None or (sheet and not refs.focus.lower().endswith(TABLES)) \
            or (alone and len(refs.files) != 1):
        return None
    empty = req.lex.words("say_nothing")
    words = [w for w in words if len(w) >= 3 and w not in empty
             and not req.lex.question_fillers.fullmatch(w)][:6]
    if not words:
        return None
    covered = req.view.covers(words, None)
    said = covered.get(refs.focus, set())
    # "quando finiscono i lavori?" right after the works' report: a verb of the question
    # ("finiscono") need not be said by it, when it says the rest
    verbs = {i for i, w in enumerate(words) if _ITALIAN_VERB.match(w)}
    return [refs.focus] if said and len(said | verbs) == len(words) else None


# a finite or infinitive Italian verb form of seven letters or more ("finiscono", "scadevano")
_ITALIAN_VERB = re.compile(r"^\w{4,}(?:iscono|ano|ono|avano|evano|ivano|are|ere|ire)$")


def _all_invoices(req: PlanRequest, docs: list[str]) -> bool:
    """Whether every document is an invoice, by what its text says (or, unread, by its name)."""
    invoices = req.view.by_text(["invoice"]) if req.view is not None else set()
    invoice = next(k for k in req.lex.kinds if k.doc == "invoice")
    return all(d in invoices or invoice.pattern.search(" ".join(stem_words(d))) for d in docs)


def _column_said(req: PlanRequest, op: str, *, one: bool = True) -> list[str]:
    """The word a figure's question names its column by ("voti" in "la media dei miei voti"),
    with its other words; empty when it names none, or several when `one` (else up to three:
    "la temperatura più alta del congelatore", the column named by most of them answers)."""
    said_op = {w for term in req.lex.terms("intent", op) for w in term.split()}
    stop = req.lex.words("stop") | req.lex.words("articles") | req.lex.words("fillers")
    words = [w for w in content_words(req.lex.politeness.sub(" ", req.slots.subject))
             if len(w) >= 4 and w not in said_op and w not in stop and not req.lex.has(op, w)
             and not _THE_MOST_ROW.fullmatch(w) and not req.lex.has("extract", w)
             and w not in req.lex.months and not w.isdigit()]  # a month picks rows, it names no column
    if not words or (one and len(words) != 1) or len(words) > 3:
        return []
    others = (o for w in words for o in sorted(req.lex.synonyms(w)) if " " not in o)
    return list(dict.fromkeys([*words, *others]))[:12]


# a figure asked in words of money ("il più caro", "the cheapest"): the prices of the entries
_MONEY_ASKED = re.compile(r"\b(?:car[oaie]|costos\w*|cost\w*|econom\w*|prezz\w*|price\w*|cheap\w*|"
                          r"expensive|spes[aoei]\w*|spend\w*|spent|pag\w*|pay\w*|paid|euro|soldi|money|"
                          r"import[oi]|amount\w*)\b")


_SPENT = re.compile(r"\b(?:speso|spesi|spendiamo|spendo|spendete|spent|spend|spending|uscite|expense|"
                    r"expenses)\b")
_SPENDING_NAMES = frozenset({"spese", "expenses", "expense", "uscite", "spending", "outgoings"})
_RECEIVED = re.compile(r"\b(?:incassat\w*|incassi|entrat[oae]|ricevut[oaie]|received|receive|recieve|"
                       r"recieved|came in|come in|took in|taken in|earned|earns|earn|guadagn\w*|income|"
                       r"takings|(?:hanno|ha|avete|abbiamo) (?:reso|fruttato)|rendono|fruttano|brought in|"
                       r"bring in|brings in|bringing in|"
                       r"paid (?:\w+ ){0,3}into|paid in|versat[oaie]|versament\w*|"
                       r"(?:member|members|soci|socio|iscritti)\b.*\b(?:paid|pagato|pagat[aie]|versato)|"
                       r"(?:paid|pagato|versato)\b.*\b(?:member|members|soci|socio|iscritti))\b")
_INCOME_NAMES = frozenset({"incassi", "incasso", "incassate", "incassati", "entrate", "income", "takings",
                           "receipts"})


def _money_log(req: PlanRequest, scope: str | None, docs: list[str]) -> list[str] | None:
    """"quanto abbiamo speso a novembre?", "how much did we receive in october?": what was spent
    or came in is in the one log of it (a sheet of the place named "spese"/"expenses" or
    "incassi"/"income"), not a bill or the payments into the kitty that say the month; None when
    not asked so, when the documents found are that log, or no one log is."""
    if req.view is None or "doc" in req.pins or req.slots.doc_kinds:
        return None
    if _SPENT.search(req.norm):
        names = _SPENDING_NAMES
    elif _RECEIVED.search(req.norm):
        names = _INCOME_NAMES  # "how much did we receive in october?": the log of what came in
    else:
        return None

    def named(p: str) -> bool:
        return bool(names & set(stem_words(p)))
    if docs and all(named(d) for d in docs):
        return None
    logs = [f for f in req.view.files if f.lower().endswith(TABLES) and named(f)
            and (scope is None or f.lower().startswith(scope.lower() + "/"))]
    if not _YEAR_SAID.search(req.norm):
        logs = [f for f in logs if not archived(f)] or logs
    if not logs and names is _INCOME_NAMES and not any(d.lower().endswith(TABLES) for d in docs):
        takings = _the_takings(req, scope)
        if takings and docs:
            req.notices[:] = [n for n in req.notices if n[1].get("path") in (None, *takings)]
        return takings
    if len(logs) != 1:
        return None
    found = _the_log_said(req, scope, docs, logs)
    if found is not None:
        # the file taken before is not the one answered from: its notice goes with it
        req.notices[:] = [n for n in req.notices if n[1].get("path") in (None, *found)]
    return found


def _the_takings(req: PlanRequest, scope: str | None) -> list[str] | None:
    """"quanto hanno reso le camere?" with no log of takings: the one sheet of amounts that says
    the question's words most (the season's bookings, never the price list of the rooms nor the
    Christmas bookings beside them); None when no sheet of amounts says them, or several alike."""
    assert req.view is not None
    if req.view.covers is None or req.view.heads is None:
        return None
    drops = (*intent_patterns(req), VERBS, req.lex.question_fillers)
    words = [w for w in content_words(described_phrase(req.slots, drops)) if len(w) >= 3][:6]
    if not words:
        return None
    covered = {p: said for p, said in _current(req, req.view.covers(words, scope)).items()
               if p.lower().endswith(TABLES)}
    heads = req.view.heads(list(covered))
    money = {p: len(said) for p, said in covered.items() if header_of_money(heads.get(p, ""))}
    if not money:
        return None
    most = max(money.values())
    best = [p for p, n in money.items() if n == most]
    return best if len(best) == 1 else _the_general_one(req, best)


def _the_log_said(req: PlanRequest, scope: str | None, docs: list[str], logs: list[str]) -> list[str] | None:
    """The one log, unless the documents found say more of the question than it does."""
    assert req.view is not None
    drops = (*intent_patterns(req), VERBS, req.lex.question_fillers)
    words = [w for w in content_words(described_phrase(req.slots, drops)) if len(w) >= 3][:6]
    if docs and words and req.view.covers is not None and any(d.lower().endswith(TABLES) for d in docs):
        # "quanto abbiamo speso per i libri di matteo?": the list of Matteo's books says more of it
        # than the garden's expenses log: of sheets, the log only when it says as much as the one
        # found (a text or an e-mail that says the words never answers a money question instead)
        covered = req.view.covers(words, scope)
        if len(covered.get(logs[0], ())) < max(len(covered.get(d, ())) for d in docs):
            return None
    return logs


def _grouped_before(req: PlanRequest, paths: list[str]) -> str:
    """The column the last answer grouped the same sheet's rows by ("Camera" after "quale camera
    ha reso di più?"), as a word; "" when it grouped none."""
    refs = req.referents
    if refs is None or not isinstance(by := refs.extra.get("by"), str) or not paths \
            or not set(paths) <= set(refs.files):
        return ""
    return next(iter(content_words(by)), "")


def _column_before(req: PlanRequest, paths: list[str]) -> list[str]:
    """The column the last answer worked out, for a figure asked right after of the same sheet
    ("e il più basso?" after "la media dei voti")."""
    refs = req.referents
    if refs is None or not isinstance(column := refs.extra.get("column"), str):
        return []
    return [column] if paths and set(paths) <= set(refs.files) else []


def _a_column_worked_out(req: PlanRequest, scope: str | None) -> Proposal | None:
    """An average, a total, the highest or the lowest of a thing no file's name says ("qual è la
    media dei miei voti?", "what's my grade average?"): the one sheet whose cells or header say it,
    that column worked out. None when no figure is asked, nothing is named, or several sheets say it."""
    op = next((o for o in ("average", "sum", "max", "min") if req.says(o)), None)
    if op is None or req.view is None or req.view.covers is None:
        return None
    column = _column_said(req, op)
    if not column and op == "average" and (said := _column_said(req, op, one=False)):
        # "what's the average stay in weeks?": of the words, the one a sheet's header says
        sheet = _a_sheet_of_the_column(req, said, scope)
        sheets = dict.fromkeys(sheet or [])
        column = said
    elif not column:
        return None
    else:
        sheets = {p: w for p, w in _current(req, req.view.covers(column[:1], scope)).items()
                  if p.lower().endswith(TABLES)}
    if len(sheets) != 1:
        return None
    # the words name the column (as `focus`, they never pick rows: "mark" in a cell is no grade)
    summary = {"from_step": 1, "sentences": 3, "focus": column, "op": op}
    return proposal_of(req, "question", Step(tool="read_files", args={"paths": list(sheets)}),
                       Step(tool="summarize_documents", args=summary), place=scope)


_ASKS_CONTACT = re.compile(
    r"^(?:qual e |quale e |dammi |mi dai |mi dici |sai |what s |what is |whats |give me |tell me |"
    r"do you have )(?:la |l |il |the |un |an |a )?(?P<what>mail|email|e mail|indirizzo (?:e )?mail|"
    r"indirizzo email|pec|telefono|numero di telefono|numero|cellulare|email address|e mail address|"
    r"phone number|phone|number)"
    r" (?:del |della |dello |dell |dei |degli |delle |di |of |for |to )(?:the |il |la |lo |l )?(?P<who>.+)$")
_CONTACT_WORD = {"mail": "mail", "email": "mail", "e mail": "mail", "pec": "mail", "telefono": "telefono",
                 "numero": "telefono", "cellulare": "telefono", "phone": "telefono", "number": "telefono"}


def asks_contact(raw: str, lex: Lexicon) -> re.Match[str] | None:
    """"qual è la mail del molino?", "what's the phone number of the dairy?": which contact, of whom."""
    text = lex.politeness.sub(" ", normalize(raw)).strip(" ?!.")
    return _ASKS_CONTACT.match(re.sub(r"\s+", " ", text))


def contact_of(req: PlanRequest, scope: str | None) -> Proposal | None:
    """"qual è la mail del molino?", "what's the phone number of the plumber?": the row (or the
    lines) of the one list that says both the name and that kind of contact — never an e-mail
    message read because the word "mail" was said."""
    m = asks_contact(req.raw, req.lex)
    if m is None or req.view is None or req.view.covers is None:
        return None
    what = next((v for k, v in _CONTACT_WORD.items() if k in m.group("what").split() or k == m.group("what")),
                "mail")
    who = [w for w in content_words(m.group("who")) if len(w) >= 3]
    if not who or any(k.doc and k.doc != "any" and k.pattern.search(m.group("who")) for k in req.lex.kinds):
        return None  # "qual è il numero della fattura?": a document's own number, no contact
    words = [what, *who][:6]
    covered = _current(req, req.view.covers(words, scope))
    full = [p for p, said in covered.items()
            if len(said) == len(words) and not p.lower().endswith(SAVED_MAIL)]
    lists = ([p for p in full if p.lower().endswith(TABLES)]
             or [p for p in full if p.lower().endswith((".txt", ".md"))])
    if len(lists) != 1:
        return None
    summary: dict[str, Any] = {"from_step": 1, "sentences": 2, "focus": [*who, what]}
    if lists[0].lower().endswith(TABLES):
        summary["where"] = who
    return proposal_of(req, "question", Step(tool="read_files", args={"paths": lists}),
                       Step(tool="summarize_documents", args=summary), place=scope)


NEXT_SAID = re.compile(r"\b(?:prossim[oaie]|next|upcoming|coming up)\b")


def _a_schedule(req: PlanRequest, scope: str | None, found: list[str] | None = None) -> list[str] | None:
    """"quando è la prossima partita?" when no document found says its words (the minutes found by
    "prossima" alone are none): the one sheet with dates from today on (a fixture list, a rota);
    when other documents say every word too, or there are several such sheets: which one, asked.
    None: a document found that says the words answers ("la prossima riunione")."""
    if not NEXT_SAID.search(req.norm) or req.view is None or req.view.ahead is None:
        return None
    ahead = [p for p in req.view.ahead(scope) if not archived(p)]
    words = [w for w in content_words(req.lex.question_fillers.sub(" ", req.slots.subject))
             if len(w) >= 3 and not NEXT_SAID.fullmatch(w)]
    if not ahead or not words:
        return None
    covered = req.view.covers(words, scope) if req.view.covers is not None else {}
    if found and any(d in ahead or covered.get(d) for d in found):
        return None  # "quando è la prossima riunione?": the minutes that say it
    top = max(len(covered.get(d, ())) for d in ahead)
    if any(len(said) >= 2 and len(said) > top for d, said in covered.items() if d not in ahead):
        return None  # "la prossima rata della palestra": the gym's contract says more of it
    # other documents that say every word ("partite in casa" in the sponsor's contract) may be meant
    others = sorted(d for d in covered if d not in ahead and len(covered[d]) == len(words))
    if len(ahead) == 1 and not others:
        return ahead
    # "prossimo sopralluogo?": the sheet of dates ahead named so (calendario_sopralluoghi), over
    # those that only mention one (the hours worked, the report of a visit)
    def says(d: str, i: int, w: str) -> bool:
        return i in covered.get(d, ()) or name_says(d, {w, *req.lex.synonyms(w)})
    named = [d for d in ahead if any(name_says(d, {w, *req.lex.synonyms(w)}) for w in words)
             and all(says(d, i, w) for i, w in enumerate(words))]
    if len(named) == 1:
        return named
    # the sheets first, unless another says several words ("the next board meeting": the minutes)
    ranked = [*others, *ahead] if len(words) > 1 else [*ahead, *others]
    options = [Option(label_of(p), p) for p in ranked[:MAX_OPTIONS]]
    raise ask_choice(req, "doc", "planner.which_file", options, phrase=" ".join(words))


def question_about_a_document(req: PlanRequest, scope: str | None) -> Proposal | None:
    """"quando scade l'assicurazione?", "e la cauzione?": the document it is about, and the
    sentences of it that hold the question's words."""
    bare = req.lex.politeness.sub(" ", req.norm).strip()
    if not ("?" in req.raw or QUESTION_START.match(req.norm) or QUESTION_START.match(bare)
            or _ASKS_ANYWHERE.search(req.norm)):
        return None
    if req.refused():
        return None  # "mi prenoti il dentista?" is not about a document
    if (contact := contact_of(req, scope)) is not None:
        return contact
    drops = (*intent_patterns(req), VERBS, req.lex.question_fillers)
    refs = req.referents
    docs: list[str] | None = None
    if not described_phrase(req.slots, drops) and (
            refs is None or refs.empty or len(req.norm.split()) > 9 or not content_words(req.slots.subject)):
        # "qual è la media dei miei voti?": the one sheet that has the column named, worked out;
        # "quanto ha speso ciascuno?": the expenses log
        worked = _a_column_worked_out(req, scope)
        docs = _money_log(req, scope, []) if worked is None else None
        if docs is None:
            return worked  # else "come si chiama lui?" right after the lease
    focus = [w for w in content_words(req.lex.politeness.sub(" ", req.slots.subject)) if len(w) >= 3]
    qualifier = described_phrase(req.slots, drops, with_kinds=False)
    if (docs is None and _GOES_ON.match(req.norm) and refs is not None and not refs.empty
            and len(req.norm.split()) <= 10
            and (not qualifier or not req.slots.kinds) and not req.slots.files):
        # "e l'offerta fino a quando vale?" right after Rossi's quote: that quote, not another
        docs = [refs.focus] if refs.focus else list(refs.files)[:3]
    if docs is None and scope is None and not req.slots.files \
            and (said := _said_by_the_one_read(req, focus, alone=True)):
        docs = said  # "quando è la prossima riunione?" right after the minutes that say it were read
    if docs is None and req.view is not None:
        try:
            docs = described_paths(req, scope, drops=drops, text_only=True)
        except Ask as ask:
            docs = (_a_schedule(req, scope) or _side_by_side(ask) or _says_most(req, drops, scope)
                    or _money_log(req, scope, [])
                    or (_a_sheet_of_the_column(req, focus, scope) if req.says("average") else None))
            refs = req.referents
            if docs is None and (refs is None or refs.empty or not of_the_last_answer(req, refs, focus)):
                raise  # "which room earned the most?" right after the olive harvest: not of that sheet
        else:
            docs = _a_schedule(req, scope, docs) or docs
            # a month its name says is no name of it: "what did we spend in october?" is not
            # about the October electricity bill more than about the expenses log
            naming = {w for f in focus if f not in req.lex.months for w in (f, *req.lex.synonyms(f))}
            if docs is not None and len(docs) == 1 and "doc" not in req.pins and len(focus) >= 2 \
                    and not name_says(docs[0], naming):
                # a document found by one word it says inside ("inquilino" in the phone numbers)
                # for a question of several: the one that says more of them, if one does
                better = _says_most(req, drops, scope, said=focus)
                if better is not None and better != docs:
                    req.notices[:] = [n for n in req.notices if n[1].get("path") != docs[0]]
                    docs = better
                elif better is None:
                    _one_word_of_many(req, docs[0], focus, scope)
            elif docs is not None and len(docs) == 1 and "doc" not in req.pins and len(focus) >= 2:
                docs = _says_more(req, drops, scope, docs, focus) or docs
            docs = _saying_the_field(req, docs, focus, scope) or docs
    if docs is None:
        refs = req.referents
        if refs is None or refs.empty or len(req.norm.split()) > 8:
            return None
        docs = [refs.focus] if refs.focus else list(refs.files)[:3]
    docs = _money_log(req, scope, docs) or docs
    if req.says("due") and docs and _all_invoices(req, docs):
        # "entro quando devo pagare il tecnico del forno?": the invoice's due date, read as such
        return figures_plan(req, scope, None, True, False, docs)
    asked = focus
    op = next((o for o in ("sum", "average", "max", "min") if req.says(o)), None)
    if op == "average" and docs and "doc" not in req.pins \
            and not any(d.lower().endswith(TABLES) for d in docs) \
            and (sheet := _a_sheet_of_the_column(req, focus, scope)) is not None:  # an average is of rows
        req.notices[:] = [n for n in req.notices if n[1].get("path") in (None, *sheet)]
        docs = sheet
    focus = _question_focus(req, focus, docs)
    tables = bool(docs) and all(d.lower().endswith(TABLES) for d in docs)
    some_table = any(d.lower().endswith(TABLES) for d in docs or [])
    if op is None and tables and _MISSING_MONTH.search(req.norm):
        # "quale mese non ha pagato?", "which month is missing?": the gap in the sheet's months
        return proposal_of(req, "question", Step(tool="read_files", args={"paths": docs}),
                           Step(tool="summarize_documents", args={"from_step": 1, "op": "missing",
                                                                  "focus": focus[:12]}), place=scope)
    if op is None and some_table and (most := _THE_MOST_ROW.search(req.norm)) is not None:
        op = "min" if most.group("least") else "max"  # "who has the most shares?": the top row
    said_op = {w for term in (req.lex.terms("intent", op) if op else []) for w in term.split()}
    own = [w for w in focus if not (op and req.lex.has(op, w)) and not req.lex.question_fillers.fullmatch(w)
           and w not in said_op and not (op and _THE_MOST_ROW.fullmatch(w))
           and not (op and any(name_says(d, {w, *req.lex.synonyms(w)}) or _folder_says(d, w) for d in docs))]
    per_person = (WHO if op in ("max", "min") and _ASKS_WHO.match(req.norm)
                  else EACH if op in (None, "sum") and _EACH_ONE.search(req.norm) else None)
    which = _WHICH_ONE.match(req.norm)
    word = which.group(1) if which is not None else ""
    if word in req.lex.words("stop") or word in ("one", "ones"):
        word = _grouped_before(req, docs)  # "e quale ne ha dato meno?" right after the top room
    if which is not None and per_person is None and op in ("max", "min") and tables and word:
        # "quale camera ci ha fatto guadagnare di più?": the rows added up per room, the top one
        forms = "|".join(dict.fromkeys([word, *sorted(w for w in req.lex.synonyms(word) if " " not in w)]))
        rest = [w for w in own if w != word and w not in forms.split("|")]
        grouped = {"from_step": 1, "sentences": 3, "focus": [BY + forms, *rest][:12], "op": op,
                   **({"where": as_the_sheet_says(req, rest[:12], docs)} if rest else {})}
        return proposal_of(req, "question", Step(tool="read_files", args={"paths": docs}),
                           Step(tool="summarize_documents", args=grouped), place=scope)
    if per_person is not None and tables:
        # "chi ha speso di più?", "quanto ha speso ciascuno?": the rows added up per person
        # a word that named the sheet may still name its column ("ore" of ore_lavorate_2026)
        column_words = [w for w in asked if w not in own and not req.lex.question_fillers.fullmatch(w)
                        and not req.lex.has(op or "sum", w) and not _THE_MOST_ROW.fullmatch(w)]
        column_words = as_the_sheet_says(req, column_words, docs) if column_words else []
        grouped = {"from_step": 1, "sentences": 3, "focus": [per_person, *own, *column_words][:12],
                   **({"where": own[:12]} if own else {}), **({"op": op} if op else {})}
        return proposal_of(req, "question", Step(tool="read_files", args={"paths": docs}),
                           Step(tool="summarize_documents", args=grouped), place=scope)
    if op is not None and tables and not own:
        # "quanto ho speso in tutto a novembre?" over the expenses sheet: its rows added up (a
        # question with words of its own, "le trasferte secondo il budget", asks one row of it)
        return rows_added_up(req, op, docs, scope)
    # each word's other words in turn, so that a long question's last word keeps some ("bring":
    # "portare") within the focus a summary takes
    others = [[w for w in sorted(req.lex.synonyms(f)) if " " not in w and w not in focus] for f in focus]
    expanded = [*focus, *(w for tier in itertools.zip_longest(*others) for w in tier if w is not None)]
    if _ASKS_DATE.search(req.norm) or req.says("due"):
        expanded.insert(0, "@date")
    if _ASKS_AMOUNT.search(req.norm) and not _ASKS_DURATION.search(req.norm):
        expanded.insert(0, "@amount")  # never for "quanto dura la garanzia?": a length of time
    if ASKS_COUNT.search(req.norm) and (some_table or not _ASKS_DURATION.search(req.norm)):
        # "quanti soci ci sono?": a list's entries are counted; "quante ore ho lavorato?" over a
        # sheet with a column of hours, that column added up
        expanded.insert(0, "@rows")
    if some_table and NEGATED.search(req.norm):
        expanded.insert(0, NOT)  # "chi non ha ancora pagato la quota?": the rows whose column says no
    if some_table and op is None and _ASKS_WHO.match(req.norm):
        expanded.insert(0, WHO)  # "chi ha confermato?": the rows that say yes, by name
    if some_table and op is None and NEXT_SAID.search(req.norm):
        expanded.insert(0, NEXT)  # "quando è la prossima partita?": the first rows from today
    summary: dict[str, Any] = {"from_step": 1, "sentences": 3, "focus": expanded[:12]}
    if some_table and "@rows" in expanded:
        # "quante ore ha fatto ioana a novembre?" over ore_ioana_novembre.csv: every word named
        # the sheet, yet "ore" names its column and "novembre" its rows
        spoken = [w for w in content_words(req.lex.politeness.sub(" ", req.norm)) if len(w) >= 3]
        own = [w for w in dict.fromkeys([*own, *asked, *spoken]) if not req.lex.question_fillers.fullmatch(w)]
        alike = [o for w in own for o in sorted(req.lex.synonyms(w)) if " " not in o]
        summary["focus"] = list(dict.fromkeys([*expanded, *own, *alike]))[:12]
    if some_table and (own or op is not None):
        # a sheet answers by its rows: the words pick rows and name the column ("la tariffa media
        # dei miei allievi", "che turno fa davide la vigilia di natale?")
        if own:
            summary["where"] = as_the_sheet_says(req, own[:12], docs)
        if op is not None:
            summary["op"] = op
    return proposal_of(req, "question", Step(tool="read_files", args={"paths": docs}),
                       Step(tool="summarize_documents", args=summary), place=scope)


def document_steps(req: PlanRequest, scope: str | None, referred: list[str] | None, *,
               single: bool, reading: bool = False) -> list[Step] | None:
    """The steps that read the documents a request names (None: it names none)."""
    s = req.slots
    if referred is not None:
        return [Step(tool="read_files", args={"paths": referred})]
    files = named_files(req, scope, effect=False)
    if files:
        return [Step(tool="read_files", args={"paths": files})]
    refs = req.referents
    if refs is not None and not refs.empty and scope is None and len(req.norm.split()) <= 8 \
            and not (s.kinds or s.glob) \
            and not described_phrase(s, (*intent_patterns(req), VERBS, req.lex.question_fillers)) \
            and of_the_last_answer(req, refs, [w for w in content_words(described_phrase(
                s, (*intent_patterns(req), VERBS)) or "") if not _THE_MOST_ROW.fullmatch(w)]):
        # "how much is the premium?" right after the policy: what it asks names no document (and
        # "qual è il voto più alto?" right after the hours worked is not asked of them)
        return [Step(tool="read_files", args={"paths": [refs.focus] if refs.focus else list(refs.files)})]
    described = described_paths(req, scope, drops=(*intent_patterns(req), VERBS), many=not single)
    if described is not None:
        return [Step(tool="read_files", args={"paths": described})]
    if s.doc_kinds and not s.plural_kind and single and req.view is not None:
        phrase = " ".join(m.group(0) for k in s.kinds for m in k.pattern.finditer(s.subject))
        raise refusal(req, "planner.no_document", "no_document", phrase=phrase, place=scope or "~")
    if s.doc_kinds and s.plural_kind and reading and req.view is not None:
        named = kind_names(req, scope)  # "leggi i preventivi": the quotes, not every document
        if named:
            return [Step(tool="read_files", args={"paths": named})]
    drops = (*intent_patterns(req), VERBS, req.lex.question_fillers)
    if scope is None and s.doc_kinds and req.view is not None \
            and described_phrase(s, drops, with_kinds=False):
        raise not_described(req, scope, drops)  # "the electricity bill" grounded nowhere: never every bill
    if scope is None and s.doc_kinds and not s.glob and req.view is not None \
            and req.view.of_kind is not None and (kinds := kind_files(req, None)):
        # "il preventivo più economico" with no place said: the documents of that kind (by name or
        # by text, a saved e-mail too), this year's — never every document, nor last year's put away
        # (in a place named, or with no index of the texts, every document is read and its kind
        # told by its text)
        if not _YEAR_SAID.search(req.norm):
            kinds = [p for p in kinds if not archived(p)] or kinds
        return [Step(tool="read_files", args={"paths": kinds})]
    if s.about_documents or s.glob or scope is not None:
        steps = [find_step(scope, s.glob or DOCUMENT_PATTERN), Step(tool="read_files", args={"from_step": 1})]
        return steps
    refs = req.referents
    if refs is not None and not refs.empty and len(req.norm.split()) <= 8:
        # "quanto devo pagare?" right after the invoice was found: the last answer's documents
        chosen = [refs.focus] if refs.focus else list(refs.files)
        return [Step(tool="read_files", args={"paths": chosen})]
    return None


def _fields(req: PlanRequest, due: bool) -> list[str]:
    it = req.locale == "it"
    fields = ["fornitore", "prezzo"] if it else ["supplier", "price"]
    if re.search(r"\b(data|date|dates|date dei)\b", req.norm):
        fields.append("data" if it else "date")
    if re.search(r"\b(quantita|quantity|quantities)\b", req.norm):
        fields.append("quantita" if it else "quantity")
    if due:
        fields.append("scadenza" if it else "due_date")
    return fields


def _month_only(req: PlanRequest) -> tuple[PlanRequest, int] | None:
    """"le ricevute di novembre", "the November receipts": documents of a kind picked by the month
    of their date, not by a word inside them ("the invoices we issued in November": the month
    filters, the other words pick the documents). The request without the month, and the month;
    None when the kind is not said in the plural or no one month is said."""
    s = req.slots
    if not (s.doc_kinds and s.plural_kind):
        return None
    drops = (*intent_patterns(req), VERBS, req.lex.question_fillers)
    words = content_words(described_phrase(s, drops, with_kinds=False))
    months = {req.lex.months[w] for w in words if w in req.lex.months}
    if len(months) != 1:
        return None
    month_words = compile_terms(sorted(w for w in req.lex.months if req.lex.months[w] in months))
    slots = dataclasses.replace(s, subject=" ".join(month_words.sub(" ", s.subject).split()),
                                rest=" ".join(month_words.sub(" ", s.rest).split()))
    return dataclasses.replace(req, slots=slots), months.pop()


def of_the_month(req: PlanRequest, scope: str | None,
                 also: tuple[re.Pattern[str], ...] = ()) -> list[str] | None:
    """"le fatture di novembre": the documents named by the kind word itself (fattura_*, not the
    bills it takes in) whose name says the month or whose text holds dates of it; None when the
    request says no month, or when no such document is found."""
    month = _month_only(req)
    if month is None or req.view is None or req.view.covers is None:
        return None
    without, number = month
    every = kind_files(without, scope, also) or []
    said = [m.group(0).split()[-1] for k in req.slots.kinds if k.doc and k.doc != "any"
            for m in k.pattern.finditer(req.slots.subject)]
    own = [p for p in every if any(_names_kind(w, PurePosixPath(p).stem, narrower=False) for w in said)]
    word = next(w for w, n in req.lex.months.items() if n == number and " " not in w)
    dated = set(req.view.covers([word], scope))
    fits = [p for p in own if p in dated]
    if scope is None:
        fits = [p for p in fits if not archived(p)] or fits
    folders = sorted({str(PurePosixPath(p).parent) for p in fits})
    if len(folders) > 1 and "place" not in req.pins and len(folders) <= MAX_OPTIONS:
        # the invoices issued and one received, in two folders: which ones, never both unasked
        counts = {f: sum(1 for p in fits if str(PurePosixPath(p).parent) == f) for f in folders}
        raise ask_choice(req, "place", "planner.month_where",
                         [Option(f"{f} ({counts[f]})", f) for f in sorted(folders, key=lambda f: -counts[f])],
                         month=t(f"date.month.{number}", req.locale))
    return fits or None


TABLES = (".csv", ".xlsx", ".xlsm")  # sheets: their rows are what they hold
_THE_MOST_ROW = re.compile(r"\b(?:(?P<most>most|piu|maggior\w*|highest|biggest)|"
                           r"(?P<least>least|meno|fewest|lowest|minor\w*))\b")


def rows_added_up(req: PlanRequest, op: str, tables: list[str], scope: str | None) -> Proposal:
    """The rows of expense sheets and lists, added up (or averaged, the largest...)."""
    fields = ["descrizione", "prezzo"] if req.locale == "it" else ["description", "price"]
    return proposal_of(req, op, Step(tool="read_files", args={"paths": tables}),
                       Step(tool="extract_entries", args={"from_step": 1, "fields": fields}),
                       Step(tool="compute_entries", args={"from_step": 2, "op": op, "field": "price",
                                                          "label_field": "description"}),
                       place=scope)


def _the_sheets(req: PlanRequest, paths: list[str]) -> list[str] | None:
    """"quanto abbiamo speso a ottobre?" with the October expenses sheet and the October minutes:
    the sheet alone, when its name says what was asked and the others are no sheets."""
    tables = [p for p in paths if p.lower().endswith(TABLES)]
    if not tables or len(tables) == len(paths) or req.slots.doc_kinds:
        return None
    drops = (*intent_patterns(req), VERBS, req.lex.question_fillers)
    words = content_words(described_phrase(req.slots, drops))
    if not words:
        return None
    named = [p for p in tables if any(name_says(p, {w, *req.lex.synonyms(w)}) for w in words)]
    return named or None


_FIRST_DUE = re.compile(r"\b(?:scad\w* (?:per )?prim[oa]|scad\w* prima|prim[oa] a scadere|prossima a scadere|"
                        r"(?:due|expires?|runs? out) (?:first|soonest|next)|"
                        r"(?:first|next) (?:one )?(?:due|to expire))\b")


_OVERDUE = re.compile(r"\b(?:scadut[aoie]|gia scadut\w*|overdue|past due|past their due date|in ritardo)\b")


def first_due(req: PlanRequest, scope: str | None) -> Proposal | None:
    """"quale fattura scade per prima?", "which bill is due first?": the due dates of the bills not
    paid yet, the soonest first (one shown); "which invoice is overdue?": those due before today.
    None when no such question, or no bill is named."""
    first, overdue = _FIRST_DUE.search(req.norm), _OVERDUE.search(req.norm)
    if not (first or overdue) or not {"invoice"} & set(req.slots.doc_kinds):
        return None
    s = req.slots
    folders = [m.path for m in (*s.kind_folder, *s.kind_form_folder) if m.path is not None]
    place = scope or (folders[0] if folders else None)
    steps = [find_step(place, DOCUMENT_PATTERN), Step(tool="read_files", args={"from_step": 1}),
             Step(tool="extract_entries", args={"from_step": 2, "fields": _fields(req, True),
                                                "kinds": ["invoice"], "unpaid": True})]
    if first:
        steps.append(Step(tool="sort_entries", args={"from_step": 3, "field": "due_date", "limit": 1}))
    else:
        today = datetime.date.today().isoformat()
        steps += [Step(tool="filter_entries", args={"from_step": 3, "field": "due_date", "op": "lt",
                                                    "value": today}),
                  Step(tool="sort_entries", args={"from_step": 4, "field": "due_date"})]
    return proposal_of(req, "due", *steps, place=place)


STILL_TO_PAY = re.compile(r"\b(?:ancora (?:da )?pagare|da saldare|ancora da saldare|non (?:ancora )?pagat\w*|"
                          r"still (?:to pay|owe|unpaid|outstanding|have to pay|need to pay)|unpaid|"
                          r"outstanding|yet to (?:be )?pa(?:y|id)|we still owe|dobbiamo ancora|"
                          r"devo ancora|ancora (?:da )?incassare|da incassare|still to (?:collect|come in)|"
                          r"still owed|owed to us|owe us)\b")


def figures_plan(req: PlanRequest, scope: str | None, op: str | None, due: bool, wants_table: bool,
             referred: list[str] | None, *, kinds: list[str] | None = None) -> Proposal:
    month = _month_only(req) if referred is None else None
    if month is not None:
        return _by_month(month[0], scope, op, due, wants_table, month[1])
    s = req.slots
    if referred is None and scope is None:
        drops = (*intent_patterns(req), VERBS, req.lex.question_fillers)
        asked = content_words(described_phrase(req.slots, drops))
        referred = _said_by_the_one_read(req, asked, sheet=True)  # "e la temperatura più alta…?"
    try:
        docs = document_steps(req, scope, referred, single=op is None)
    except Ask:
        # "how much did we spend out of the kitty in november?": no document is named so, yet
        # what was spent is the expenses log's
        if op not in ("sum", "average") or referred is not None or wants_table \
                or (log := _money_log(req, scope, [])) is None:
            raise
        docs = [Step(tool="read_files", args={"paths": log})]
    if docs is None:
        docs = [find_step(scope, DOCUMENT_PATTERN), Step(tool="read_files", args={"from_step": 1})]
    paths = docs[0].args.get("paths") if docs[0].tool == "read_files" else None
    if op in ("sum", "average") and referred is None and not wants_table \
            and (log := _money_log(req, scope, [str(p) for p in paths or []])) is not None:
        # "how much did we spend in november?": the expenses log's rows of the month, added up
        pinned = dataclasses.replace(req, pins={**req.pins, "doc": log[0]})
        return question_about_a_document(pinned, scope) or rows_added_up(req, op, log, scope)
    if op in ("sum", "average") and referred is None and not wants_table and isinstance(paths, list) \
            and (sheets := _the_sheets(req, [str(p) for p in paths])) is not None:
        return rows_added_up(req, op, sheets, scope)
    # "il più basso" is also said comparing prices; of a sheet's column, it is its lowest value
    of_column = op if op != "compare" else next((o for o in ("min", "max") if req.says(o)), None)
    if of_column is not None and not wants_table and isinstance(paths, list) and paths \
            and all(str(p).lower().endswith(TABLES) for p in paths) \
            and ((column := _column_said(req, of_column, one=False)
                           or _column_before(req, [str(p) for p in paths]))
                 or not _MONEY_ASKED.search(req.norm)):
        # "qual è il voto più alto?" over the exams sheet: the column its header names, worked out;
        # the other words pick its rows ("… in november": November's rows only)
        drops = (*intent_patterns(req), VERBS, req.lex.question_fillers)
        sheets = [str(p) for p in paths]
        rows_said = [w for w in content_words(described_phrase(s, drops)) if w not in column
                     and not any(name_says(d, {w, *req.lex.synonyms(w)}) for d in sheets)]
        # "chi ha lavorato più ore a novembre?": the rows added up per person, the top one
        who = [WHO] if of_column in ("max", "min") and _ASKS_WHO.match(req.norm) else []
        summary = {"from_step": 1, "sentences": 3, "focus": [*who, *column], "op": of_column,
                   **({"where": as_the_sheet_says(req, rows_said[:12], sheets)} if rows_said else {})}
        return proposal_of(req, of_column, docs[0], Step(tool="summarize_documents", args=summary),
                           place=scope)
    if docs[0].tool == "find_files" and s.glob in ("*.xlsx,*.xls", "*.csv"):
        docs[0] = find_step(scope, DOCUMENT_PATTERN)  # "a csv table" names the output, not the input
    extract: dict[str, Any] = {"from_step": len(docs), "fields": _fields(req, due)}
    kinds = kinds or s.doc_kinds
    several = docs[0].tool == "find_files" or len(docs[0].args.get("paths") or []) > 1
    if kinds and (several or op):  # of the documents, only those of the kind named count
        extract["kinds"] = sorted(set(kinds))
    if STILL_TO_PAY.search(req.norm):  # "quanto dobbiamo ancora pagare?": a bill paid is no debt
        extract["unpaid"] = True
    steps = [*docs, Step(tool="extract_entries", args=extract)]
    extract_num = len(steps)
    if op:
        steps.append(Step(tool="compute_entries",
                          args={"from_step": extract_num, "op": op, "field": "price"}))
    if wants_table:
        steps.append(Step(tool="create_files_spreadsheet",
                          args={"from_step": extract_num, "path": table_path(req, scope)}))
    intent = ("table" if wants_table and not op else op or ("due" if due else "extract"))
    if wants_table and op:
        intent = f"{op}_table"
    return proposal_of(req, intent, *steps, place=scope)


def _by_month(req: PlanRequest, scope: str | None, op: str | None, due: bool, wants_table: bool,
              month: int) -> Proposal:
    """The figures of the documents of a kind, those dated in `month` only (any year)."""
    planned = figures_plan(req, scope, op, due, wants_table, None)
    assert planned.plan is not None
    steps = list(planned.plan.steps)
    at = next(i for i, st in enumerate(steps) if st.tool == "extract_entries")
    fields = list(steps[at].args["fields"])
    date_field = "data" if req.locale == "it" else "date"
    if date_field not in fields:
        fields.append(date_field)
    steps[at] = Step(tool="extract_entries", args={**steps[at].args, "fields": fields})
    keep = Step(tool="filter_entries", args={"from_step": at + 1, "field": "date", "op": "contains",
                                             "value": f"-{month:02d}-"})
    # the steps after the filter take its entries where they took the extraction's (step at + 1)
    later = []
    for st in steps[at + 1:]:
        ref = st.args.get("from_step")
        moved = ref + 1 if isinstance(ref, int) and ref >= at + 1 else ref
        later.append(Step(tool=st.tool, args={**st.args, "from_step": moved}) if moved != ref else st)
    return dataclasses.replace(planned, plan=Plan(steps=[*steps[: at + 1], keep, *later]))


def table_path(req: PlanRequest, scope: str | None) -> str:
    outputs = [f for f in req.slots.files if f.lower().endswith((".xlsx", ".csv"))]
    if outputs:
        return inside(scope, outputs[0])
    ext = ".csv" if re.search(r"\bcsv\b", req.norm) else ".xlsx"
    name = "riepilogo" if req.locale == "it" else "summary"
    return f"{scope or '~'}/{name}{ext}"


def content_document(req: PlanRequest, scope: str | None) -> Proposal | None:
    """"leggi il documento che parla del canone": the one document whose text says it, read."""
    m = req.lex.find("content", req.slots.subject)
    if m is None or req.view is None or req.view.search is None:
        return None
    words = " ".join(content_words(req.slots.subject[m.end():]))
    if not words:
        return None
    hits = list(req.view.search(words, scope))
    g = _decide_hits(req, words, hits)
    path = settle(req, "doc", g, what="file", effect=False)
    steps = [Step(tool="read_files", args={"paths": [path]})]
    if req.says("summarize"):
        steps.append(Step(tool="summarize_documents", args={"from_step": 1}))
    return proposal_of(req, "read", *steps, place=scope)


def _decide_hits(req: PlanRequest, phrase: str, hits: list[Candidate]) -> Grounded:
    if not hits:
        raise refusal(req, "planner.no_document", "no_document", phrase=phrase, place="~")
    return decide(phrase, sorted(hits, key=lambda c: (-c.score, c.path)), LOOSE_NAME)


def _said_otherwise(req: PlanRequest, query: str) -> list[str]:
    """The query with its words in their one-word synonyms (the other language's first): every
    word replaced, then one at a time."""
    said = query.split()
    if len(said) > 4:
        return []
    options = [[w, *sorted(o for o in req.lex.synonyms(w) if " " not in o)][:4] for w in said]
    out = [" ".join(words) for words in itertools.product(*options)]
    return [v for v in dict.fromkeys(out) if v != query][:16]


def content_search(req: PlanRequest, scope: str | None) -> Proposal:
    m = req.lex.find("content", req.slots.subject) or req.lex.find("content", req.norm)
    after = req.slots.subject[m.end():] if m else ""
    after = re.sub(r"^\s*(?:(?:la|le|the)\s+)?(?:parol[ae]|scritt[ao]|words?|text|testo)\b", " ", after)
    fillers = req.lex.words("articles") | req.lex.words("stop")
    query = " ".join(w for w in req.lex.question_fillers.sub(" ", after).split() if w not in fillers)
    if req.slots.quoted:
        query = req.slots.quoted[0]
    if not query.strip():
        raise refusal(req, "planner.search_what", "search")
    says = req.view.says if req.view is not None else None
    if not req.slots.quoted and says is not None and not says(query.strip(), scope):
        # "which files mention the museum trip?" over Italian documents: the words they use
        for variant in _said_otherwise(req, query.strip()):
            if says(variant, scope):
                query = variant
                break
    return proposal_of(req, "search", Step(tool="search_files", args={"query": query.strip(),
                                                                    "base_path": scope or "~"}),
                     place=scope)


def find_things(req: PlanRequest, scope: str | None) -> Proposal:
    s = req.slots
    if s.files:
        found = named_files(req, scope, effect=False) if req.view is not None else []
        if found:
            return proposal_of(req, "find", *show_paths(found), place=scope)
        pattern = ",".join(f"*{PurePosixPath(f).name}" for f in s.files)
        return proposal_of(req, "find", find_step(scope, pattern), place=scope)
    named = (re.search(r"\b(?:chiamat[oia]|di nome|named|called|con nome|nel nome|il cui nome contiene|"
                       r"whose name contains|name contains)\s+[\"“']?([\w.-]+)", req.raw, re.IGNORECASE)
             or re.search(r"\b(?:che hanno|che ha|con|with|having)\s+[\"“']?([\w.-]+)[\"”']?\s+"
                          r"(?:nel nome|in the name|in their name|in its name)\b", req.raw, re.IGNORECASE))
    if named:
        return proposal_of(req, "find", find_step(scope, f"*{named.group(1).lower()}*"), place=scope)
    listing = kind_listing(req, scope)
    if listing is not None:
        return listing
    drops = (*intent_patterns(req), VERBS)
    described = described_paths(req, scope, drops=drops, many=True, named_one=True)
    if described is not None:
        return proposal_of(req, "find", *show_paths(described), place=scope)
    if (s.glob or s.kinds) and described_phrase(s, drops, with_kinds=False):
        raise not_described(req, scope, drops)  # "the water bill": never every bill, nor every file
    if s.glob or s.kinds:
        return proposal_of(req, "find", find_step(scope, s.glob or DOCUMENT_PATTERN), place=scope)
    if scope is not None:
        return proposal_of(req, "list", listing_step(req, scope), place=scope)
    raise cannot(req)


def not_described(req: PlanRequest, scope: str | None, drops: tuple[re.Pattern[str], ...]) -> Ask:
    """A document described by kind and words ("the water bill") that no file fits: the files
    of that kind to choose from, or "not found" — never a listing of the kind, nor of the place."""
    phrase = described_phrase(req.slots, drops) or req.slots.subject
    named = kind_names(req, scope) if req.slots.doc_kinds else []
    if named and len(named) <= MAX_OPTIONS:
        names = ", ".join(PurePosixPath(p).name for p in named[:3])
        return ask_choice(req, "doc", "planner.no_file_closest", [Option(label_of(p), p) for p in named],
                          phrase=phrase, names=names)
    return refusal(req, "planner.no_document", "no_document", phrase=phrase, place=scope or "~")


def show_paths(paths: list[str], **extra: Any) -> list[Step]:
    """Find exactly these files (each in its folder): a listing that names only them."""
    folders = {str(PurePosixPath(p).parent) for p in paths}
    base = folders.pop() if len(folders) == 1 else "~"
    names = ",".join(PurePosixPath(p).name.lower() for p in paths)
    return [find_step(base, names, recursive=len(folders) > 0 or base == "~", **extra)]


def said_count(req: PlanRequest) -> int | None:
    """How many documents of the kind named the request says ("the two invoices", "le 3 fatture")."""
    words = req.slots.subject.split()
    for i, word in enumerate(words[:-1]):
        number = int(word) if word.isdigit() and len(word) <= 2 else req.lex.cardinals.get(word)
        if number is None:
            continue
        after = " ".join(words[i + 1:i + 4])
        if any(k.doc and k.doc != "any" and (m := k.pattern.match(after)) is not None and m.start() == 0
               for k in req.slots.kinds):
            return number
    return None


_ISSUED = frozenset({"emesse", "emessa", "emessi", "emesso", "issued", "sent", "inviate", "mandate"})


def kind_files(req: PlanRequest, scope: str | None,
               also: tuple[re.Pattern[str], ...] = ()) -> list[str] | None:
    """The files of the kind of document named ("the invoices", "i preventivi per la caldaia"):
    those whose names say the kind, narrowed to the ones that fit what else was said; None
    when none fits (never every file of the place instead)."""
    if req.view is None:
        return None
    named = kind_names(req, scope)
    drops = (*intent_patterns(req), VERBS, req.lex.question_fillers, *also)  # `also`: "email" when sending
    qualifier = described_phrase(req.slots, drops, with_kinds=False)
    if not named or not qualifier:
        return named or None
    if set(content_words(qualifier)) <= _ISSUED:
        # "the invoices I issued": only names say who issued them (a bill says "emessa" too);
        # when none does, the folder is asked for — never every invoice summed
        issued = [p for p in named if set(normalize(p.replace("_", " ").replace("/", " ")).split()) & _ISSUED]
        if issued:
            return issued
        folders = sorted({str(PurePosixPath(p).parent) for p in named})
        if "place" in req.pins or len(folders) < 2:
            return named if "place" in req.pins else None
        raise ask_choice(req, "place", "planner.issued_where", [Option(f, f) for f in folders])
    # "fatture emesse a BrightWords": the client's name picks them ("emessa" is on every bill)
    qualifier = " ".join(w for w in content_words(qualifier) if w not in _ISSUED)
    fitting = {c.path for c in req.view.described_all(qualifier, under=scope)}
    if req.view.search is not None:
        # a quote known by its text (its name says no such thing) fits by what its text says too:
        # "restauro" inside the Zordan note; a file named as the kind fits by its name only
        # ("bilancio_preventivo" mentions the lift, yet it is no lift quote)
        said = [m.group(0).split()[-1] for k in req.slots.kinds if k.doc and k.doc != "any"
                for m in k.pattern.finditer(req.slots.subject)]
        by_text = {p for p in named if not any(_names_kind(w, PurePosixPath(p).stem) for w in said)}
        # a file named a quote whose text is one fits by its text too ("pannelli" inside the solar
        # quotes); one named so whose text is not ("bilancio_preventivo") by its name only
        by_text |= req.view.by_text(req.slots.doc_kinds) & set(named)
        if by_text:
            fitting |= {c.path for c in req.view.search(qualifier, scope) if c.score >= LOOSE_NAME} & by_text
    return [p for p in named if p in fitting] or None
