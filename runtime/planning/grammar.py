"""The rules planner: intents and slots over a lexicon kept as data, grounded in the user's files.

A request is read into an intent (the lexicon's verbs: move, read, compare, send, …) and
slots (places, files, kinds, addresses, see :mod:`runtime.planning.slots`). Every name is
grounded in the user's workspace and in the conversation's referents before a plan is
made: a folder that does not exist is said so, a name that fits several files becomes a
question with the candidates as choices, and a request that names a place never runs on
more than that place. What it cannot do is said plainly, with suggestions.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import PurePosixPath
from typing import Any

from rapidfuzz import fuzz

from runtime.i18n import detect_locale, t
from runtime.plan.model import Plan, Step
from runtime.planning.base import Clarification, Option, PlanningContext, Proposal
from runtime.planning.ground import LOOSE_NAME, Candidate, Grounded, WorkspaceView, content_words, decide
from runtime.planning.lexicon import Lexicon, compile_terms, lexicon, normalize
from runtime.planning.referents import Referents
from runtime.planning.slots import Mention, Slots, described_phrase, read_slots

DOCUMENT_PATTERN = "*.pdf,*.docx,*.txt,*.md"
SUMMARY_PATTERN = "riepilogo*.xlsx,riepilogo*.csv,summary*.xlsx,summary*.csv"
MAX_OPTIONS = 5
_SUBJECT = re.compile(r"\b(?:oggetto|subject|titolo|title)\s*:?\s*[\"“«]([^\"”»]+)[\"”»]", re.IGNORECASE)
_SUBJECT_PLAIN = re.compile(r"\b(?:con (?:l )?oggetto|with (?:the )?subject|oggetto|subject)\s*:?\s+"
                            r"([^\"“«\s][^\"“«]{0,80}?)\s*$", re.IGNORECASE)
_RECIPIENT_NAME = re.compile(r"\b(?:to|a|ad|per)\s+(?:(?-i:[A-ZÀ-Ý][a-zà-ÿ]+)(?:\s+(?-i:[A-ZÀ-Ý][a-zà-ÿ]+))?|"
                             r"(?:mio|mia|miei|mie|my|our|nostro|nostra)\s+\w+)\b", re.IGNORECASE)
_ACCOUNT = re.compile(r"\baccount\s+[\"“']?((?:smtp:)?[A-Za-z0-9][\w.@+-]*)|"
                      r"\b(?:the|my)\s+([A-Za-z0-9][\w.@+-]*)\s+account\b", re.IGNORECASE)
_RENAME_VERB = re.compile(r"(?i)\b(?:rinomin\w*|rename|cambia\w* (?:il )?nome (?:a|al|alla|di)?)\b")
_RENAME_TO = re.compile(r"\s(?:in|come|a|to|as)\s+[\"“']?([\w.-]+\.[A-Za-z0-9]{1,5})[\"”']?\s*$")
_NEW_NAME = re.compile(r"(?i)(?:cartella|folder|directory)\s+(?:(?:chiamata|di nome|named|called)\s+)?"
                       r"[\"“«']?([\w][\w ./-]{0,60}?)[\"”»']?"
                       r"(?:\s+(?:in|nella|dentro|inside|under)\s|$|[.?!])")
_APPEND_TARGET = re.compile(r"\s(?:a|ad|al|alla|allo|alle|ai|agli|nella|nel|in|to|onto|on)\s+"
                            r"(?:la |il |lo |le |i |gli |l |the |my )?(.+)$", re.IGNORECASE)
_ITEM_ARTICLE = re.compile(r"^(?:mi |ci |il |lo |la |i |gli |le |l'|un |uno |una |dei |delle |degli |del |"
                           r"della |some |the |a |an )+", re.IGNORECASE)
_SPLIT_ITEMS = re.compile(r"\s*(?:,|\be\b|\band\b)\s*")
_MAIL_FIRST = re.compile(r"^(?:please |per favore )?(?:e ?)?mail\b")
_MAIL_WORD = re.compile(r"\b(?:e ?mail\w*|mail|posta|inbox|messaggi)\b")
_READING_MAIL = re.compile(r"\b(leggi\w*|read|check|controlla\w*|ricevut\w*|received|arrivat\w*|inbox|"
                           r"unread|non lett\w*)\b")


@dataclass
class _Request:
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

    def says(self, intent: str) -> bool:
        """Whether the request's own words (not the names of its folders and files) say `intent`."""
        return self.lex.has(intent, self.slots.intent_text)


class _Ask(Exception):
    """Planning stops: a question to ask, or a plain refusal to give."""

    def __init__(self, proposal: Proposal) -> None:
        super().__init__(proposal.refusal_key or "question")
        self.proposal = proposal


def plan_text(text: str, ctx: PlanningContext | None = None) -> Proposal:
    """The plan for `text`, a question, or a refusal. Pure: the same inputs give the same answer."""
    if ctx is None:
        return plan_words(text)
    return plan_words(text, locale=ctx.locale, view=ctx.view, referents=ctx.referents, pins=ctx.pins)


def plan_words(text: str, *, locale: str | None = None, view: WorkspaceView | None = None,
               referents: Referents | None = None, pins: Mapping[str, str] | None = None) -> Proposal:
    """:func:`plan_text` with its inputs spelt out (no view: names are taken as written)."""
    raw = text.strip()
    locale = detect_locale(raw) or locale or "en"
    lex = lexicon()
    pins = dict(pins or {})
    norm = normalize(raw)
    if not norm:
        return Proposal(None, locale=locale, refusal_key="planner.empty", intent="empty")
    sending = ((lex.has("send", norm) or _MAIL_FIRST.match(norm) is not None)
               and not _READING_MAIL.search(norm))
    slots = read_slots(raw, view, allow_people_preps=not sending)
    req = _Request(raw, norm, locale, lex, slots, view, referents, pins)
    try:
        proposal = _plan(req)
    except _Ask as ask:
        proposal = ask.proposal
    if req.notices and proposal.plan is not None:
        proposal = replace(proposal, notices=(*proposal.notices, *req.notices))
    return proposal


def _proposal(req: _Request, intent: str, *steps: Step, place: str | None = None) -> Proposal:
    return Proposal(Plan(steps=list(steps)), locale=req.locale, intent=intent, place=place)


def _refuse(req: _Request, key: str, intent: str, **params: Any) -> _Ask:
    if key == "planner.no_document" and any(o.pattern.search(req.norm) for o in req.lex.out_of_scope):
        return _cannot(req)  # "cerca su google le ricette": not about the user's documents
    return _Ask(Proposal(None, locale=req.locale, refusal_key=key, refusal_params=params,
                         intent=intent))


def _question(req: _Request, slot: str, key: str, options: list[Option], **params: Any) -> _Ask:
    clar = Clarification(slot=slot, key=key, params=params, options=tuple(options[:MAX_OPTIONS]))
    return _Ask(Proposal(None, locale=req.locale, intent="clarify", question=clar))


# --- grounding ---------------------------------------------------------------------------


def _label(path: str) -> str:
    return path


def _options(grounded: Grounded) -> list[Option]:
    return [Option(_label(c.path), c.path) for c in grounded.candidates]


def _settle(req: _Request, slot: str, grounded: Grounded, *, what: str, effect: bool) -> str:
    """The one path `grounded` means, or a question / refusal that stops planning."""
    if slot in req.pins:
        return req.pins[slot]
    if grounded.status == "exact" and grounded.path is not None:
        return grounded.path
    if grounded.status == "fuzzy" and grounded.path is not None:
        if effect and what == "file":
            raise _question(req, slot, "planner.did_you_mean", _options(grounded), phrase=grounded.phrase)
        req.notices.append((f"planner.took_{what}", {"phrase": grounded.phrase, "path": grounded.path}))
        return grounded.path
    if grounded.status == "ambiguous":
        key = "planner.which_folder" if what == "folder" else "planner.which_file"
        if len(grounded.candidates) == 1 or all(c.score < 100 for c in grounded.candidates):
            key = "planner.did_you_mean" if len(grounded.candidates) == 1 else f"planner.no_{what}_closest"
        raise _question(req, slot, key, _options(grounded), phrase=grounded.phrase)
    closest = ", ".join(c.name for c in grounded.candidates[:3])
    if grounded.candidates:
        raise _question(req, slot, f"planner.no_{what}_closest", _options(grounded),
                        phrase=grounded.phrase, names=closest)
    raise _refuse(req, f"planner.no_{what}", "not_found", phrase=grounded.phrase)


def _scope(req: _Request, mention: Mention | None, slot: str = "place", *,
           effect: bool = False) -> str | None:
    """The folder a request is about (None: the user named none)."""
    if slot in req.pins:
        return req.pins[slot]
    if mention is None or mention.grounded is None:
        return None
    return _settle(req, slot, mention.grounded, what="folder", effect=effect)


def _source_and_dest(req: _Request) -> tuple[Mention | None, Mention | None]:
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


def _dest_path(req: _Request, mention: Mention | None) -> str | None:
    """A destination folder: an existing one (asked about when unsure), or a new name."""
    if "dest" in req.pins:
        return req.pins["dest"]
    if mention is None:
        m = _NEW_DEST.search(req.raw)  # "sposta nota.txt in Progetti": a folder to be made
        if m and not _FILE_NAME.fullmatch(m.group(1)) and normalize(m.group(1)) not in req.lex.words("stop"):
            return "~/" + m.group(1)
        return None
    if mention.grounded is None:
        return None
    g = mention.grounded
    if g.status == "none":
        token = mention.text.strip().strip("\"'“”«»").rstrip("/")
        return token if token.startswith("~") else "~/" + token.strip("/")
    return _settle(req, "dest", g, what="folder", effect=True)


def _files(req: _Request, scope: str | None, *, effect: bool) -> list[str]:
    """The explicit file names of the request, each grounded in the workspace."""
    out = []
    for i, name in enumerate(req.slots.files):
        slot = f"file{i}"
        if slot in req.pins:
            out.append(req.pins[slot])
            continue
        if req.view is None:
            out.append(_in(scope, name))
            continue
        g = req.view.file(name, under=scope)
        if g.status == "none" and scope is not None:
            elsewhere = req.view.file(name)
            if elsewhere.found or elsewhere.status == "ambiguous":
                # never silently elsewhere: "nota.txt is not in Casa; this one?"
                raise _question(req, slot, "planner.not_in_place", _options(elsewhere), phrase=name,
                                place=scope)
        out.append(_settle(req, slot, g, what="file", effect=effect))
    return out


def _described(req: _Request, scope: str | None, *, drops: tuple[re.Pattern[str], ...] = (),
               many: bool = False, kind_alone: bool = False) -> list[str] | None:
    """Documents named by what they are or say; None when the request describes none."""
    if "doc" in req.pins:
        return [req.pins["doc"]]
    if req.view is None:
        return None
    phrase = described_phrase(req.slots, drops)
    qualifier = described_phrase(req.slots, drops, with_kinds=False)
    if phrase and not qualifier and req.slots.doc_kinds and not req.slots.plural_kind and not kind_alone \
            and not many:
        return _one_of_kind(req, scope)  # "il contratto", "the lease": the one file that says so
    if not phrase or (not qualifier and req.slots.about_documents and not kind_alone):
        return None  # only a kind ("i preventivi"): a listing, not one document
    if not qualifier and not req.slots.doc_kinds:
        return None
    many = many or req.slots.plural_kind
    g = req.view.described(phrase, under=scope)
    if g.status in ("none", "ambiguous") and qualifier and req.slots.doc_kinds:
        g = _by_qualifier(req, qualifier, scope, g)
    if many and g.status in ("ambiguous", "fuzzy", "exact"):
        return [c.path for c in g.candidates]
    if many and g.status == "none" and (scope is not None or req.slots.doc_kinds):
        return None  # several documents of a kind or a place: the caller lists them
    if g.status == "none" and not g.candidates:
        where = scope or "~"
        raise _refuse(req, "planner.no_document", "no_document", phrase=phrase, place=where)
    return [_settle(req, "doc", g, what="file", effect=False)]


def _one_of_kind(req: _Request, scope: str | None) -> list[str] | None:
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
    options = [Option(_label(p), p) for p in named]
    raise _question(req, "doc", "planner.which_file", options, phrase=" ".join(said))


def _names_kind(said: str, stem: str) -> bool:
    """Whether a file name says the kind a person named ("bollette" → bolletta_luce.pdf)."""
    lex = lexicon()
    words = normalize(stem.replace("_", " ").replace("-", " ")).split()
    alternatives = {said, said.rstrip("s"), *lex.synonyms(said), *lex.synonyms(said.rstrip("s")),
                    *lex.includes(said)}
    for alt in alternatives:
        for w in words:
            if alt == w or (len(alt) >= 4 and len(w) >= 4 and alt[:-1] == w[:-1]):
                return True
    return False


def _kind_names(req: _Request, scope: str | None) -> list[str]:
    """The files of `scope` whose names say the kind of document the request names."""
    if req.view is None:
        return []
    s = req.slots
    said = [m.group(0).split()[-1] for k in s.kinds if k.doc and k.doc != "any"
            for m in k.pattern.finditer(s.subject)]
    files = [f for f in req.view.files if scope is None or f.lower().startswith(scope.lower() + "/")]
    return [f for f in files if any(_names_kind(w, PurePosixPath(f).stem) for w in said)]


def _kind_listing(req: _Request, scope: str | None) -> Proposal | None:
    """"le fatture", "the quotes in Acquisti": the files whose names say that kind, else a search
    of the documents' text for it — never every document of the place."""
    s = req.slots
    kinds = [k for k in s.kinds if k.doc and k.doc != "any"]
    if not kinds or req.view is None:
        return None
    qualifier = described_phrase(s, (*_intent_patterns(req), _VERBS), with_kinds=False)
    if qualifier:
        return None  # "la fattura dell'idraulico": one document, described
    said = [m.group(0).split()[-1] for k in kinds for m in k.pattern.finditer(s.subject)]
    named = _kind_names(req, scope)
    if named:
        return _proposal(req, "list", *_show_paths(named), place=scope)
    if not s.plural_kind:
        phrase = " ".join(said) or kinds[0].name
        raise _refuse(req, "planner.no_document", "no_document", phrase=phrase, place=scope or "~")
    query = said[0] if said else kinds[0].name
    search = Step(tool="search_files", args={"query": query, "base_path": scope or "~"})
    return _proposal(req, "search", search,
                     place=scope)


def _by_qualifier(req: _Request, qualifier: str, scope: str | None, first: Grounded) -> Grounded:
    """"the quote from Bianchi": the qualifier alone, among files whose name says that kind."""
    assert req.view is not None
    kinds = [k for k in req.slots.kinds if k.doc and k.doc != "any"]
    again = req.view.described(qualifier, under=scope)
    fitting = tuple(c for c in again.candidates
                    if any(k.pattern.search(normalize(c.name.replace("_", " "))) for k in kinds))
    if len(fitting) == 1:
        return Grounded(first.phrase, "fuzzy" if fitting[0].score < 95 else "exact", fitting)
    if len(fitting) > 1:
        return Grounded(first.phrase, "ambiguous", fitting)
    return first


def _in(folder: str | None, name: str) -> str:
    if name.startswith("~"):
        return name
    if "/" in name:
        return "~/" + name.strip("/")
    return f"{folder or '~'}/{name}"


# --- referents ---------------------------------------------------------------------------


def _points_back(req: _Request) -> bool:
    refs = req.lex.referents
    return bool(refs["pronouns"].search(req.norm) or refs["clitic_verbs"].search(req.norm))


_AFTER_ORDINAL = frozenset({"file", "documento", "one", "uno", "una", "quello", "quella", "document", "item",
                            "elemento", "risultato", "result", "foto", "preventivo", "fattura", "quote",
                            "invoice", "in", "della", "dell", "of", "the", "lista", "list", "elenco"})


def _ordinal(req: _Request) -> int | None:
    """"il secondo", "apri la terza", "the second one": an ordinal that stands for an item."""
    words = req.norm.split()
    if len(words) > 7:
        return None
    for i, w in enumerate(words):
        if w in req.lex.ordinals:
            after = words[i + 1:]
            if not after or after[0] in _AFTER_ORDINAL:
                return req.lex.ordinals[w]
    return None


_THE_ONE_OF = re.compile(r"\b(?:quello|quella|quelli|quelle|the one|that one|the ones)\s+"
                         r"(?:di|del|della|dello|dei|delle|da|dal|dalla|from|of|by)\s+(?P<who>.+)$")
_FILE_NAME = re.compile(r"[\w-]+\.[A-Za-z0-9]{1,5}")
_PLURAL_CLITIC = re.compile(r"\b\w{2,}[aei](?:li|le|meli|mele|glieli)\b|\b(them|those|these|all of them)\b|"
                            r"\b(quelli|quelle|questi|queste)\b")


def _referred(req: _Request) -> list[str] | None:
    """The files of the last answer this message points at, or None when it points at none."""
    refs = req.referents
    n = _ordinal(req)
    pointing = _points_back(req)
    if n is None and not pointing:
        return None
    s = req.slots
    if n is None and (s.files or s.kinds or s.glob):
        return None  # "compare the quotes in Acquisti and put them in a table": "them" is in the sentence
    if refs is None or refs.empty:
        raise _refuse(req, "planner.no_referent", "referent")
    if "ref" in req.pins:
        return [req.pins["ref"]]
    if n is not None:
        chosen = refs.nth(n)
        if chosen is None:
            raise _refuse(req, "planner.no_such_item", "referent", count=len(refs.files))
        return [chosen]
    if _PLURAL_CLITIC.search(req.norm):
        return list(refs.files)
    if refs.focus is not None:
        return [refs.focus]
    if len(refs.files) == 1:
        return [refs.files[0]]
    options = [Option(_label(p), p) for p in refs.files]
    raise _question(req, "ref", "planner.which_referent", options)


def _follow_up(req: _Request) -> Proposal | None:
    """A message that only makes sense after the last answer: "e quello più caro?", "e in Foto?"."""
    refs = req.referents
    if refs is None or refs.empty:
        return None
    short = len(req.norm.split()) <= 7
    lexr = req.lex.referents
    op = ("max" if lexr["superlative_max"].search(req.norm) else
          "min" if lexr["superlative_min"].search(req.norm) else None)
    if op and short and (refs.entries or refs.files):
        sources = list(dict.fromkeys(str(e["source"]) for e in refs.entries if e.get("source")))
        sources = sources or list(refs.files)
        fields = ["fornitore", "prezzo"] if req.locale == "it" else ["supplier", "price"]
        return _proposal(req, op, Step(tool="read_files", args={"paths": sources}),
                         Step(tool="extract_entries", args={"from_step": 1, "fields": fields,
                                                            "kinds": ["quote"]}),
                         Step(tool="compute_entries", args={"from_step": 2, "op": op, "field": "price"}),
                         place=refs.place)
    other = _THE_ONE_OF.search(req.norm)
    if other and short and refs.text and req.view is not None:
        kinds = [k for k in req.lex.kinds if k.doc and k.pattern.search(normalize(refs.text))]
        words = " ".join([*(k.pattern.search(normalize(refs.text)).group(0) for k in kinds),  # type: ignore[union-attr]
                          other.group("who")])
        g = req.view.described(words, under=refs.place)
        if g.found and g.path is not None:
            again = plan_words(refs.text, locale=req.locale, view=req.view, pins={"doc": g.path})
            if again.plan is not None:
                return again
    again_m = lexr["again"].search(req.norm)
    if short and again_m and not req.slots.places and refs.text and req.view is not None:
        tail = req.raw.strip().rstrip("?!. ").split()[-1] if req.raw.strip() else ""
        named = req.view.folder(tail) if tail[:1].isupper() else None
        if named is not None and named.status == "exact":  # "what about Casa?"
            req.slots.places = [Mention(tail, 0, 0, None, False, named)]
    if short and lexr["again"].search(req.norm) and req.slots.places and refs.text:
        place = _scope(req, req.slots.places[-1])
        if place is not None and normalize(refs.text) != req.norm:
            again = plan_words(refs.text, locale=req.locale, view=req.view, pins={"place": place})
            if again.plan is not None or again.question is not None:
                return replace(again, place=place)
    return None


# --- the planner -------------------------------------------------------------------------


def _plan(req: _Request) -> Proposal:
    s = req.slots
    if req.says("time"):
        return _proposal(req, "time", Step(tool="get_now"))
    follow = _follow_up(req)
    if follow is not None:
        return follow
    figures = any(req.says(i) for i in ("compare", "max", "min", "sum", "average", "extract", "due", "table"))
    moving = req.says("move") or req.says("copy") or bool(_PUT.search(req.norm))
    sources = req.lex.words("source_prepositions") | {"della", "del", "dei", "delle", "of"}
    no_source = not any(m.prep in sources for m in s.places)
    adopt = not s.places or (moving and no_source and len(s.places) == 1)
    if s.kind_folder and adopt and not (req.says("find") or req.says("content") or figures):
        # "quante foto ho?", "put the photos in Archivio" with a folder Foto: that folder
        s.places = sorted([*s.places, *s.kind_folder], key=lambda m: m.start)
    mail_word = _MAIL_WORD.search(req.norm) is not None
    if req.says("mail_read") or (mail_word and not s.addresses and not s.files and (
            _READING_MAIL.search(req.norm) or req.says("count") or req.says("find") or req.says("list"))):
        raise _refuse(req, "planner.no_mail", "mail")
    if _QUESTION_START.match(req.norm) and not _POLITE_START.match(req.norm):
        return _read_side(req)  # "qual era il codice del cancello?" asks, it does not order a change
    if req.says("send") or _MAIL_FIRST.match(req.norm):
        return _send(req)
    if req.says("rename"):
        return _rename(req)
    if req.says("mkdir"):
        return _mkdir(req)
    if req.says("append"):
        if s.quoted or _APPEND_TARGET.search(req.raw):
            return _append(req)
        raise _refuse(req, "planner.append_what", "append")  # "aggiungi uova": to which file?
    if req.says("copy"):
        return _move(req, "copy_files", "copy")
    if _PUT.search(req.norm) and not req.says("table") and _puts_into_a_file(req):
        return _append(req)  # "metti uova nella lista della spesa"
    if req.says("move") or _puts_into_a_folder(req):
        return _move(req, "move_files", "move")
    if req.says("delete") and not re.search(r"\bannulla\b", req.norm):
        return _delete(req)
    if req.says("write") and s.quoted and s.files:
        scope = _scope(req, s.places[0] if s.places else None)
        path = _in(scope, s.files[0])
        if req.view is not None:
            g = req.view.file(s.files[0], under=scope)
            if g.found or g.status == "ambiguous":
                path = _settle(req, "file0", g, what="file", effect=True)
        return _proposal(req, "write", Step(tool="write_files", args={"path": path, "content": s.quoted[0]}),
                         place=scope)
    return _read_side(req)


_PUT = re.compile(r"\b(?:put|place|metti\w*|porta\w*|sistema\w*)\b")


def _puts_into_a_folder(req: _Request) -> bool:
    """"metti i preventivi in Archivio" moves; "put them in a spreadsheet" does not."""
    if not _PUT.search(req.norm) or req.says("table"):
        return False
    _, dest = _source_and_dest(req)
    return dest is not None and dest.grounded is not None and dest.grounded.found


def _puts_into_a_file(req: _Request) -> bool:
    """"metti uova nella lista della spesa": the place after "in" is a text file, not a folder."""
    tail = _APPEND_TARGET.search(req.raw)
    if tail is None or req.view is None or req.slots.places:
        return False
    target = req.view.loose(tail.group(1).strip(" .?!"))
    return target.found and str(target.path).lower().endswith((".txt", ".md"))


def _read_side(req: _Request) -> Proposal:
    """Requests that only look: documents and figures, listings, searches."""
    s = req.slots
    if not s.places and s.missing and "place" not in req.pins:
        # "quanti file ci sono in Spese?" with no folder Spese: said so, never the whole home
        _settle(req, "place", s.missing[0].grounded or Grounded(s.missing[0].text, "none"),
                what="folder", effect=False)
    scope = _scope(req, s.places[-1] if s.places else None)
    op = next((o for o in ("compare", "max", "average", "sum", "min") if req.says(o)), None)
    due = req.says("due")
    wants_table = req.says("table")
    referred = _referred(req)
    refs = req.referents
    elliptical = (refs is not None and not refs.empty and scope is None and not s.files and not s.kinds
                  and len(req.norm.split()) <= 8)
    about_docs = (s.about_documents or bool(s.files) or referred is not None or elliptical
                  or (scope is not None and bool(op)))
    if about_docs and (op or due or wants_table or req.says("extract")):
        return _figures(req, scope, op, due, wants_table, referred)
    if wants_table and req.says("files"):
        return _proposal(req, "files_table", _find(scope, s.glob),
                         Step(tool="create_files_spreadsheet",
                              args={"from_step": 1, "path": _table_path(req, scope)}), place=scope)
    reading_one = (req.says("read") or req.says("summarize")) and not s.plural_kind
    if req.says("content") and reading_one and req.view is not None:
        found = _content_document(req, scope)
        if found is not None:
            return found
    if s.quoted and req.says("find") and not s.files and not s.places:
        search = Step(tool="search_files", args={"query": s.quoted[0], "base_path": scope or "~"})
        return _proposal(req, "search", search, place=scope)  # cerca "IBAN" nei file
    if req.says("content") and (req.says("files") or req.says("find") or req.says("list") or s.kinds
                                or re.search(r"\b(quali|which|what)\b", req.norm)):
        return _content_search(req, scope)
    summarize = req.says("summarize")
    reading = req.says("read") and not (req.says("list") and scope is not None and not s.files)
    if summarize or reading or referred is not None:
        docs = _documents(req, scope, referred, single=True, reading=True)
        if docs is not None:
            if summarize:
                docs.append(Step(tool="summarize_documents", args={"from_step": len(docs)}))
            return _proposal(req, "summarize" if summarize else "read", *docs, place=scope)
    if (req.says("list") or req.says("find") or req.says("count")) and s.doc_kinds and not s.glob:
        listing = _kind_listing(req, scope)
        if listing is not None:
            return listing
    if req.says("count"):
        return _proposal(req, "count", _find(scope, s.glob), place=scope)
    if req.says("folders") and (req.says("list") or re.search(r"\b(quali|che|which|what)\b", req.norm)):
        return _proposal(req, "list_dirs", Step(tool="list_dirs", args={"path": scope or "~"}), place=scope)
    if req.says("newest") and (req.says("files") or s.glob or s.kinds):
        return _proposal(req, "newest", _find(scope, s.glob, sort="modified", limit=10), place=scope)
    if req.says("largest") and (req.says("files") or s.glob or s.kinds):
        return _proposal(req, "largest", _find(scope, s.glob, sort="size", limit=10), place=scope)
    if req.says("find"):
        return _find_things(req, scope)
    if (req.says("list") or req.says("find") or req.says("count")) and s.doc_kinds and not s.glob:
        listing = _kind_listing(req, scope)
        if listing is not None:
            return listing
    if req.says("list") and (scope is not None or req.says("files") or s.glob or s.kinds):
        pattern = s.glob or (DOCUMENT_PATTERN if s.about_documents else None)
        return _proposal(req, "list", _find(scope, pattern, recursive=scope is None and pattern is not None)
                         if scope is None and pattern is not None else
                         _find(scope, pattern, recursive=False), place=scope)
    if scope is not None and s.doc_kinds and not s.glob and (listing := _kind_listing(req, scope)):
        return listing
    if scope is not None and (s.kinds or s.glob):  # "which invoices are in Fatture?"
        pattern = s.glob or DOCUMENT_PATTERN
        return _proposal(req, "list", _find(scope, pattern, recursive=False), place=scope)
    if scope is not None and len(req.norm.split()) <= 4:  # "e Documenti?", "cartella Foto"
        return _proposal(req, "list", _find(scope, s.glob, recursive=False), place=scope)
    answer = _question_about_a_document(req, scope)
    if answer is not None:
        return answer
    raise _cannot(req)


_POLITE_START = re.compile(r"^(?:puoi|potresti|mi puoi|mi potresti|riesci|can you|could you|would you|"
                           r"will you)\b")
_QUESTION_START = re.compile(r"^(?:e |and |ma |but )?(?:quant\w*|quando|chi|qual\w*|cosa|che|dove|come|"
                             r"perche|"
                             r"how|what\w*|when|who\w*|which|where|why|is|are|does|do|did)\b")


_ASKS_DATE = re.compile(r"\b(quando|entro quando|da quando|fino a quando|when|until when|since when|"
                        r"scad\w*|expir\w*|due|decorr\w*|valid\w*|data|date)\b")
_ASKS_AMOUNT = re.compile(r"\b(quant[oaie]|quant e|how much|cost\w*|pag\w*|pay\w*|prezz\w*|price|importo|"
                          r"amount|spes\w*|spend\w*|canone|rent|cauzione|deposit)\b")


def _question_focus(req: _Request, words: list[str], docs: list[str]) -> list[str]:
    """The question's own words: those that only named the document ("assicurazione" for
    polizza_auto.pdf) are left out, so the sentences that answer come first."""
    named: set[str] = set()
    for doc in docs:
        named |= set(normalize(PurePosixPath(doc).stem.replace("_", " ")).split())
    def names_it(word: str) -> bool:
        return word in named or bool(req.lex.synonyms(word) & named) or any(
            len(word) >= 5 and n.startswith(word[:-1]) for n in named)
    kept = [w for w in words if not names_it(w)]
    return kept or words


def _question_about_a_document(req: _Request, scope: str | None) -> Proposal | None:
    """"quando scade l'assicurazione?", "e la cauzione?": the document it is about, and the
    sentences of it that hold the question's words."""
    if not (req.raw.rstrip().endswith("?") or _QUESTION_START.match(req.norm)):
        return None
    if any(o.pattern.search(req.norm) for o in req.lex.out_of_scope):
        return None  # "mi prenoti il dentista?" is not about a document
    drops = (*_intent_patterns(req), _VERBS, req.lex.question_fillers)
    if not described_phrase(req.slots, drops):
        return None
    focus = [w for w in content_words(req.slots.subject) if len(w) >= 3]
    docs: list[str] | None = None
    if req.view is not None:
        try:
            docs = _described(req, scope, drops=drops)
        except _Ask:
            docs = None
            refs = req.referents
            if refs is None or refs.empty:
                raise
    if docs is None:
        refs = req.referents
        if refs is None or refs.empty or len(req.norm.split()) > 8:
            return None
        docs = [refs.focus] if refs.focus else list(refs.files)[:3]
    focus = _question_focus(req, focus, docs)
    expanded = [*focus, *(w for f in focus for w in sorted(req.lex.synonyms(f)) if " " not in w)]
    if _ASKS_DATE.search(req.norm) or req.says("due"):
        expanded.insert(0, "@date")
    if _ASKS_AMOUNT.search(req.norm):
        expanded.insert(0, "@amount")
    return _proposal(req, "question", Step(tool="read_files", args={"paths": docs}),
                     Step(tool="summarize_documents", args={"from_step": 1, "sentences": 3,
                                                            "focus": expanded[:12]}), place=scope)


def _find(folder: str | None, pattern: str | None, **extra: Any) -> Step:
    args: dict[str, Any] = {"base_path": folder or "~", "pattern": pattern or "*"}
    args.update(extra)
    return Step(tool="find_files", args=args)


_VERBS = compile_terms(["trova*", "cerca*", "find*", "search*", "look for", "locate*", "leggi*", "read*",
                        "apri*", "open*", "mostra*", "show*", "riassum*", "summari*", "dov e", "where is",
                        "where are", "manda*", "invia*", "send*", "spedisci*", "inoltra*", "forward*",
                        "dimmi", "tell me", "quanto", "how much", "contenuto", "dice", "say", "says",
                        "pagar*", "pay", "paga*", "scade", "scadenz*", "devo", "need", "owe"])


def _documents(req: _Request, scope: str | None, referred: list[str] | None, *,
               single: bool, reading: bool = False) -> list[Step] | None:
    """The steps that read the documents a request names (None: it names none)."""
    s = req.slots
    if referred is not None:
        return [Step(tool="read_files", args={"paths": referred})]
    files = _files(req, scope, effect=False)
    if files:
        return [Step(tool="read_files", args={"paths": files})]
    described = _described(req, scope, drops=(*_intent_patterns(req), _VERBS), many=not single)
    if described is not None:
        return [Step(tool="read_files", args={"paths": described})]
    if s.doc_kinds and not s.plural_kind and single and req.view is not None:
        phrase = " ".join(m.group(0) for k in s.kinds for m in k.pattern.finditer(s.subject))
        raise _refuse(req, "planner.no_document", "no_document", phrase=phrase, place=scope or "~")
    if s.doc_kinds and s.plural_kind and reading and req.view is not None:
        named = _kind_names(req, scope)  # "leggi i preventivi": the quotes, not every document
        if named:
            return [Step(tool="read_files", args={"paths": named})]
    if s.about_documents or s.glob or scope is not None:
        steps = [_find(scope, s.glob or DOCUMENT_PATTERN), Step(tool="read_files", args={"from_step": 1})]
        return steps
    refs = req.referents
    if refs is not None and not refs.empty and len(req.norm.split()) <= 8:
        # "quanto devo pagare?" right after the invoice was found: the last answer's documents
        chosen = [refs.focus] if refs.focus else list(refs.files)
        return [Step(tool="read_files", args={"paths": chosen})]
    return None


def _intent_patterns(req: _Request) -> tuple[re.Pattern[str], ...]:
    return tuple(req.lex.plain_intents[name] for name in
                 ("read", "summarize", "find", "list", "extract", "due", "compare", "max", "min",
                  "sum", "average", "table", "send", "count", "newest", "largest", "files"))


def _fields(req: _Request, due: bool) -> list[str]:
    it = req.locale == "it"
    fields = ["fornitore", "prezzo"] if it else ["supplier", "price"]
    if re.search(r"\b(data|date|dates|date dei)\b", req.norm):
        fields.append("data" if it else "date")
    if re.search(r"\b(quantita|quantity|quantities)\b", req.norm):
        fields.append("quantita" if it else "quantity")
    if due:
        fields.append("scadenza" if it else "due_date")
    return fields


def _figures(req: _Request, scope: str | None, op: str | None, due: bool, wants_table: bool,
             referred: list[str] | None) -> Proposal:
    s = req.slots
    docs = _documents(req, scope, referred, single=op is None)
    if docs is None:
        docs = [_find(scope, DOCUMENT_PATTERN), Step(tool="read_files", args={"from_step": 1})]
    if docs[0].tool == "find_files" and s.glob in ("*.xlsx,*.xls", "*.csv"):
        docs[0] = _find(scope, DOCUMENT_PATTERN)  # "a csv table" names the output, not the input
    extract: dict[str, Any] = {"from_step": len(docs), "fields": _fields(req, due)}
    kinds = s.doc_kinds
    if kinds and docs[0].tool == "find_files":
        extract["kinds"] = sorted(set(kinds))
    steps = [*docs, Step(tool="extract_entries", args=extract)]
    extract_num = len(steps)
    if op:
        steps.append(Step(tool="compute_entries",
                          args={"from_step": extract_num, "op": op, "field": "price"}))
    if wants_table:
        steps.append(Step(tool="create_files_spreadsheet",
                          args={"from_step": extract_num, "path": _table_path(req, scope)}))
    intent = ("table" if wants_table and not op else op or ("due" if due else "extract"))
    if wants_table and op:
        intent = f"{op}_table"
    return _proposal(req, intent, *steps, place=scope)


def _table_path(req: _Request, scope: str | None) -> str:
    outputs = [f for f in req.slots.files if f.lower().endswith((".xlsx", ".csv"))]
    if outputs:
        return _in(scope, outputs[0])
    ext = ".csv" if re.search(r"\bcsv\b", req.norm) else ".xlsx"
    name = "riepilogo" if req.locale == "it" else "summary"
    return f"{scope or '~'}/{name}{ext}"


def _content_document(req: _Request, scope: str | None) -> Proposal | None:
    """"leggi il documento che parla del canone": the one document whose text says it, read."""
    m = req.lex.find("content", req.slots.subject)
    if m is None or req.view is None or req.view.search is None:
        return None
    words = " ".join(content_words(req.slots.subject[m.end():]))
    if not words:
        return None
    hits = list(req.view.search(words, scope))
    g = _decide_hits(req, words, hits)
    path = _settle(req, "doc", g, what="file", effect=False)
    steps = [Step(tool="read_files", args={"paths": [path]})]
    if req.says("summarize"):
        steps.append(Step(tool="summarize_documents", args={"from_step": 1}))
    return _proposal(req, "read", *steps, place=scope)


def _decide_hits(req: _Request, phrase: str, hits: list[Candidate]) -> Grounded:
    if not hits:
        raise _refuse(req, "planner.no_document", "no_document", phrase=phrase, place="~")
    return decide(phrase, sorted(hits, key=lambda c: (-c.score, c.path)), LOOSE_NAME)


def _content_search(req: _Request, scope: str | None) -> Proposal:
    m = req.lex.find("content", req.slots.subject) or req.lex.find("content", req.norm)
    after = req.slots.subject[m.end():] if m else ""
    after = re.sub(r"^\s*(?:(?:la|le|the)\s+)?(?:parol[ae]|scritt[ao]|words?|text|testo)\b", " ", after)
    query = " ".join(w for w in after.split() if w not in req.lex.words("articles"))
    if req.slots.quoted:
        query = req.slots.quoted[0]
    if not query.strip():
        raise _refuse(req, "planner.search_what", "search")
    return _proposal(req, "search", Step(tool="search_files", args={"query": query.strip(),
                                                                    "base_path": scope or "~"}),
                     place=scope)


def _find_things(req: _Request, scope: str | None) -> Proposal:
    s = req.slots
    if s.files:
        found = _files(req, scope, effect=False) if req.view is not None else []
        if found:
            return _proposal(req, "find", *_show_paths(found), place=scope)
        pattern = ",".join(f"*{PurePosixPath(f).name}" for f in s.files)
        return _proposal(req, "find", _find(scope, pattern), place=scope)
    named = (re.search(r"\b(?:chiamat[oia]|di nome|named|called|con nome|nel nome|il cui nome contiene|"
                       r"whose name contains|name contains)\s+[\"“']?([\w.-]+)", req.raw, re.IGNORECASE)
             or re.search(r"\b(?:che hanno|che ha|con|with|having)\s+[\"“']?([\w.-]+)[\"”']?\s+"
                          r"(?:nel nome|in the name|in their name|in its name)\b", req.raw, re.IGNORECASE))
    if named:
        return _proposal(req, "find", _find(scope, f"*{named.group(1).lower()}*"), place=scope)
    listing = _kind_listing(req, scope)
    if listing is not None:
        return listing
    described = _described(req, scope, drops=(*_intent_patterns(req), _VERBS), many=True)
    if described is not None:
        return _proposal(req, "find", *_show_paths(described), place=scope)
    if s.glob or s.kinds:
        return _proposal(req, "find", _find(scope, s.glob or DOCUMENT_PATTERN), place=scope)
    if scope is not None:
        return _proposal(req, "list", _find(scope, None, recursive=False), place=scope)
    raise _cannot(req)


def _show_paths(paths: list[str]) -> list[Step]:
    """Find exactly these files (each in its folder): a listing that names only them."""
    folders = {str(PurePosixPath(p).parent) for p in paths}
    base = folders.pop() if len(folders) == 1 else "~"
    names = ",".join(PurePosixPath(p).name.lower() for p in paths)
    return [_find(base, names, recursive=len(folders) > 0 or base == "~")]


# --- effects -----------------------------------------------------------------------------


def _targets(req: _Request, source: Mention | None, *, intent: str) -> tuple[list[Step], str | None]:
    """What an effect applies to: referents, named files, a described document, or a kind in a place."""
    s = req.slots
    froms = {"da", "dalla", "dal", "dai", "dagli", "dalle", "della", "from", "out of"}
    missing = [m for m in s.missing if intent == "delete" or m.prep in froms]
    if source is None and missing and "place" not in req.pins:
        # "sposta i pdf da Spese ad Archivio" with no folder Spese: never every pdf of the home
        _settle(req, "place", missing[0].grounded or Grounded(missing[0].text, "none"),
                what="folder", effect=True)
    referred = _referred(req)
    scope = _scope(req, source, effect=True)
    if referred is not None:
        return [Step(tool="_paths", args={"paths": referred})], scope
    files = _files(req, scope, effect=True)
    if files:
        return [Step(tool="_paths", args={"paths": files})], scope
    drops = (*_intent_patterns(req), *_effect_patterns(req), _VERBS)
    qualified = bool(described_phrase(s, drops, with_kinds=False))
    if s.glob or (s.kinds and not qualified):
        if scope is None and intent == "delete":
            raise _refuse(req, "planner.delete_what", "delete")
        if scope is None and s.glob is None:
            listing = _kind_listing(req, None)
            first = listing.plan.steps[0] if listing is not None and listing.plan is not None else None
            if first is not None and first.tool == "find_files":
                return [first], scope
            raise _refuse(req, f"planner.{intent}_what", intent)
        return [_find(scope, s.glob or DOCUMENT_PATTERN, recursive=scope is None)], scope
    described = _described(req, scope, drops=drops)
    if described is not None:
        return [Step(tool="_paths", args={"paths": described})], scope
    if scope is not None and source is not None and not qualified:
        return [_find(scope, None, recursive=False)], scope  # "sposta le foto", "move everything from X"
    raise _refuse(req, f"planner.{intent}_what", intent)


def _effect_patterns(req: _Request) -> tuple[re.Pattern[str], ...]:
    return tuple(req.lex.plain_intents[n] for n in ("move", "copy", "delete", "rename", "append", "write"))


def _with_input(first: list[Step], tool: str, **args: Any) -> list[Step]:
    if first[0].tool == "_paths":
        return [Step(tool=tool, args={"paths": first[0].args["paths"], **args})]
    return [*first, Step(tool=tool, args={"from_step": len(first), **args})]


def _move(req: _Request, tool: str, intent: str) -> Proposal:
    source, dest = _source_and_dest(req)
    first, scope = _targets(req, source, intent=intent)
    destination = _dest_path(req, dest)
    target = {"destination": destination} if destination is not None else {}
    return _proposal(req, intent, *_with_input(first, tool, **target), place=scope)


def _delete(req: _Request) -> Proposal:
    source = req.slots.places[-1] if req.slots.places else None
    first, scope = _targets(req, source, intent="delete")
    return _proposal(req, "delete", *_with_input(first, "delete_files"), place=scope)


def _rename(req: _Request) -> Proposal:
    s = req.slots
    m = _RENAME_TO.search(req.raw)
    if not m:
        raise _refuse(req, "planner.rename_what", "rename")
    new = m.group(1)
    named = s.files
    s.files = [f for f in s.files if f != new]
    referred = _referred(req)
    s.files = named
    scope = _scope(req, s.places[0] if s.places else None)
    if referred is not None:
        source = referred[0]
    else:
        olds = [f for f in s.files if f != new]
        if olds:
            req.slots.files = olds[:1]
            source = _files(req, scope, effect=True)[0]
        elif req.view is not None:  # "rinomina la lista della spesa in spesa.txt"
            before = req.raw[: m.start()]
            g = req.view.loose(_RENAME_VERB.sub(" ", before), under=scope)
            source = _settle(req, "file0", g, what="file", effect=True) if g.status != "none" else ""
            if not source:
                raise _refuse(req, "planner.rename_what", "rename")
        else:
            raise _refuse(req, "planner.rename_what", "rename")
    parent = str(PurePosixPath(source).parent)
    return _proposal(req, "rename", Step(tool="move_files", args={
        "paths": [source], "destination": f"{parent}/{new}"}), place=scope)


def _mkdir(req: _Request) -> Proposal:
    m = _NEW_NAME.search(req.raw)
    name = m.group(1).strip() if m else (req.slots.quoted[0] if req.slots.quoted else "")
    if not name:
        raise _refuse(req, "planner.mkdir_what", "mkdir")
    parent = None
    inside = {"in", "nella", "nel", "dentro", "sotto", "inside", "under", "into", "within"}
    for place in req.slots.places:
        if (place.prep in inside and normalize(place.text) not in normalize(name)
                and place.grounded is not None and place.grounded.found):
            parent = place.path
    path = f"{parent or '~'}/{name}"
    if req.view is not None and req.view.folder(path).status == "exact":
        raise _refuse(req, "planner.folder_exists", "mkdir", path=path)
    return _proposal(req, "mkdir", Step(tool="create_dirs", args={"path": path}), place=parent)


def _append(req: _Request) -> Proposal:
    s = req.slots
    verb = req.lex.find("append", normalize(req.raw)) or _PUT.search(normalize(req.raw))
    text_part = ""
    target_phrase = ""
    if s.files:
        target_phrase = s.files[0]
    tail = _APPEND_TARGET.search(req.raw)
    if s.quoted:
        text_part = s.quoted[0]
    elif tail is not None and verb is not None:
        start = _raw_index_after(req.raw, verb.group(0))
        text_part = req.raw[start: tail.start()].strip(" :,")
    if tail is not None and not target_phrase:
        target_phrase = tail.group(1).strip(" .?!")
    if not text_part or not target_phrase:
        raise _refuse(req, "planner.append_what", "append")
    scope = _scope(req, s.places[0] if s.places and s.files else None)
    if s.files:
        path = _files(req, scope, effect=True)[0] if req.view is not None else _in(scope, s.files[0])
    elif "file0" in req.pins:
        path = req.pins["file0"]
    elif req.view is not None:
        g = req.view.loose(target_phrase, under=scope)
        path = _settle(req, "file0", g, what="file", effect=False)
    else:
        raise _refuse(req, "planner.append_what", "append")
    lines = [text_part] if s.quoted else [_ITEM_ARTICLE.sub("", i).strip()
                                          for i in _SPLIT_ITEMS.split(text_part) if i.strip()]
    if any(len(i.split()) > 4 for i in lines):
        lines = [text_part]
    return _proposal(req, "append", Step(tool="append_files", args={"path": path, "text": "\n".join(lines)}),
                     place=scope)


def _raw_index_after(raw: str, normalized_verb: str) -> int:
    """Where the words after the verb start in the raw text."""
    first = normalized_verb.split()[0]
    m = re.search(rf"(?i)\b{re.escape(first)}\w*\b", raw)
    return m.end() if m else 0


# --- e-mail ------------------------------------------------------------------------------


_MAIL_TERMS = compile_terms(["mail", "email", "e mail", "posta", "messaggio", "message", "using", "usando",
                             "con", "with", "account", "dicendo", "saying", "scrivendo", "writing"])


def _names_a_file(req: _Request, drops: tuple[re.Pattern[str], ...], scope: str | None) -> bool:
    """Whether the leftover words name one of the user's files ("la lista della spesa")."""
    if req.view is None:
        return False
    phrase = described_phrase(req.slots, drops)
    return bool(phrase) and req.view.loose(phrase, under=scope).status != "none"


def _cut(text: str, match: re.Match[str] | None) -> str:
    return text if match is None else text[: match.start()] + " " + text[match.end():]


def _send(req: _Request) -> Proposal:
    """send_messages with attachments grounded in the workspace; recipients only as written."""
    s = req.slots
    args: dict[str, Any] = {"to": s.addresses} if s.addresses else {}
    text = req.raw
    for address in s.addresses:
        text = text.replace(address, " ")
    subject_m = _SUBJECT.search(text) or _SUBJECT_PLAIN.search(text)
    text = _cut(text, subject_m)
    text = _RECIPIENT_NAME.sub(" ", text)  # "to Bob", "ad Anna": a person, not a document
    body_m = re.search(r"[\"“«]([^\"”»]+)[\"”»]", text)
    account_m = _ACCOUNT.search(text)
    if account_m:
        name = (account_m.group(1) or account_m.group(2)).rstrip(".,;:")
        args["account"] = name if name.lower().startswith("smtp:") else f"smtp:{name}"
    steps: list[Step] = []
    what = default_subject = None
    loc = req.locale
    summary = re.search(r"\b(riepilog\w*|summary|sommario)\b", req.norm)
    source = s.places[0] if s.places else None
    scope = _scope(req, source)
    referred = _referred(req)
    files = _files(req, scope, effect=True) if s.files else []
    if referred is not None or files:
        chosen = referred if referred is not None else files
        args["attachments"] = chosen
        what = default_subject = ", ".join(PurePosixPath(p).name for p in chosen)
    elif summary:
        steps.append(_find(scope, SUMMARY_PATTERN, sort="modified", limit=1))
        what, default_subject = t("mail.what_summary", loc), t("mail.subject_summary", loc)
    elif s.glob:
        steps.append(_find(scope, s.glob, recursive=False))
        what, default_subject = t("mail.what_files", loc), t("mail.subject_files", loc)
    else:
        cut = _cut(_cut(text, body_m), account_m)
        req.slots = read_slots(cut, req.view, allow_people_preps=False)
        drops = (*_intent_patterns(req), _MAIL_TERMS, _VERBS)
        described = None
        if req.slots.about_documents or _names_a_file(req, drops, scope):
            described = _described(req, scope, drops=drops)
        if described is not None:
            args["attachments"] = described
            what = default_subject = ", ".join(PurePosixPath(p).name for p in described)
        elif scope is not None and (s.glob or req.slots.plural_kind):
            steps.append(_find(scope, s.glob or DOCUMENT_PATTERN, recursive=False))
            what, default_subject = t("mail.what_files", loc), t("mail.subject_files", loc)
        elif req.slots.about_documents:  # a document named but not found: never attach others
            phrase = described_phrase(req.slots, drops) or req.slots.subject
            raise _refuse(req, "planner.no_document", "no_document", phrase=phrase, place=scope or "~")
    if steps:
        args["from_step"] = 1
    subject = subject_m.group(1).strip() if subject_m else default_subject
    if subject:
        args["subject"] = subject
    if body_m is not None:
        args["body"] = body_m.group(1).strip()
    elif what is not None:
        args["body"] = t("mail.body_attached", loc, what=what)
    # without a body and nothing attached, the runtime asks what the e-mail should say
    steps.append(Step(tool="send_messages", args=args))
    return _proposal(req, "mail", *steps, place=scope)


# --- what it cannot do -------------------------------------------------------------------


_EXAMPLES_KEY = "planner.examples"


def suggestions(text: str, locale: str, n: int = 3) -> list[str]:
    """Two or three example requests close to what was asked (from the message catalog)."""
    examples = [e.strip() for e in t(_EXAMPLES_KEY, locale).split("|") if e.strip()]
    norm = normalize(text)
    scored = sorted(examples, key=lambda e: -fuzz.token_set_ratio(norm, normalize(e)))
    return scored[:n]


def _cannot(req: _Request) -> _Ask:
    tips = "; ".join(f"«{s}»" if req.locale == "it" else f"\"{s}\"" for s in suggestions(req.raw, req.locale))
    for oos in req.lex.out_of_scope:
        if oos.pattern.search(req.norm) and oos.locale == req.locale:
            return _refuse(req, "planner.out_of_scope", "unknown", what=oos.what, suggestions=tips)
    return _refuse(req, "planner.cannot", "unknown", suggestions=tips)


class RulesPlanner:
    """The embedded default planner: no model, no network, the same answer for the same inputs."""

    name = "rules"

    async def propose(self, text: str, ctx: PlanningContext) -> Proposal:
        if ctx.view is None:
            return plan_text(text, ctx)
        # grounding may read the full-text index: off the event loop
        return await asyncio.to_thread(plan_text, text, ctx)
