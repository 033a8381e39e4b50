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
import fnmatch
import itertools
import re
import time
import unicodedata
from collections.abc import Mapping
from dataclasses import replace
from pathlib import PurePosixPath
from typing import Any

from runtime.addresses import find_addresses
from runtime.catalog.builtin.summary import AFTER, BY  # the summary's words for rows
from runtime.i18n import detect_locale, t
from runtime.plan.model import Plan, Step
from runtime.planning.base import PlanningContext, Proposal
from runtime.planning.documents import (
    ASKS_COUNT,
    NEGATED,
    STILL_TO_PAY,
    TABLES,
    as_the_sheet_says,
    asks_contact,
    contact_of,
    content_document,
    content_search,
    described_paths,
    document_steps,
    figures_plan,
    find_things,
    first_due,
    kind_files,
    kind_listing,
    kind_question,
    left_out_by,
    left_out_sentence,
    named_kind,
    of_the_last_answer,
    one_each,
    question_about_a_document,
    show_paths,
    table_path,
)
from runtime.planning.effects import (
    APPEND_TARGET,
    PUT,
    append_plan,
    delete_plan,
    fronted_append,
    mkdir_plan,
    mkdir_then,
    move_plan,
    puts_into_a_file,
    puts_into_a_folder,
    rename_plan,
    send_plan,
    write_plan,
    writes_a_new_file,
    writes_into_a_file,
)
from runtime.planning.ground import (
    LOOSE_NAME,
    Candidate,
    Grounded,
    WorkspaceView,
    content_words,
    fold,
    same_word,
)
from runtime.planning.lexicon import Lexicon, correct_typos, lexicon, normalize
from runtime.planning.referents import Referents
from runtime.planning.request import (
    CLOSE_TO_BEST,
    DOCUMENT_PATTERN,
    POLITE_START,
    QUESTION_START,
    VERBS,
    Ask,
    PlanRequest,
    archived,
    cannot,
    find_step,
    fitting_glob,
    inside,
    intent_patterns,
    latest_of,
    listing_step,
    name_says,
    proposal_of,
    referred_files,
    refusal,
    scope_of,
    settle,
    stem_words,
    wants_table,
)
from runtime.planning.slots import Mention, described_phrase, read_slots

_MAIL_FIRST = re.compile(r"^(?:please |per favore )?(?:e ?)?mail\b")


_MAIL_WORD = re.compile(r"\b(?:e ?mail\w*|mail|posta|inbox|messaggi)\b")


_READING_MAIL = re.compile(r"\b(leggi\w*|read|check|controlla\w*|ricevut\w*|received|arrivat\w*|inbox|"
                           r"unread|non lett\w*)\b")


def plan_text(text: str, ctx: PlanningContext | None = None) -> Proposal:
    """The plan for `text`, a question, or a refusal. Pure: the same inputs give the same answer."""
    if ctx is None:
        return plan_words(text)
    # the language the turn answers in was decided already (the words less the folders' names,
    # the conversation's): what the plan says to the person is said in it
    return plan_words(text, locale=ctx.locale, view=ctx.view, referents=ctx.referents, pins=ctx.pins,
                      decided=True)


def plan_words(text: str, *, locale: str | None = None, view: WorkspaceView | None = None,
               referents: Referents | None = None, pins: Mapping[str, str] | None = None,
               decided: bool = False) -> Proposal:
    """:func:`plan_text` with its inputs spelt out (no view: names are taken as written).

    `decided`: `locale` is the turn's language, whatever the words seem to say.
    """
    source = _according_to(text, locale=locale, view=view, pins=pins)
    if source is not None:
        # "quanto resta da fatturare secondo il foglio degli onorari?": that sheet answers
        rest, doc = source
        return plan_words(rest, locale=locale or detect_locale(text), view=view, referents=referents,
                          pins={**(pins or {}), "doc": doc}, decided=decided)
    asked = _asked_part(text, view)
    if asked is not None:
        # "per l'assemblea mi servirebbe sapere quanto costano…": what is to be known, planned
        inner = plan_words(asked, locale=locale or detect_locale(text), view=view, referents=referents,
                           pins=pins, decided=decided)
        if inner.plan is not None or inner.question is not None:
            return inner
    both = _two_questions(text, locale=locale, view=view, referents=referents, pins=pins, decided=decided)
    if both is not None:
        return both
    return _plan_words(text, locale=locale, view=view, referents=referents, pins=pins, decided=decided)


# "sposta la fattura dell'idraulico in archivio, tanto è pagata": why it is asked, said after a comma
_WHY = re.compile(r"(?i),\s*(?:tanto|perch[eé]|poich[eé]|visto che|dato che|siccome|since|because|as it|"
                  r"as they|cause)\b[^,.;:!?]*[.!]?\s*$")


def _plan_words(text: str, *, locale: str | None = None, view: WorkspaceView | None = None,
                referents: Referents | None = None, pins: Mapping[str, str] | None = None,
                decided: bool = False) -> Proposal:
    lex = lexicon()
    raw = _years_said(lex.expand(_WHY.sub("", text.strip())))  # "x" → "per", "pls" → "please"
    locale = (locale if decided else None) or detect_locale(raw) or locale or "en"
    pins = dict(pins or {})
    names = {normalize(w) for w in re.findall(r"(?<!\w)[A-ZÀ-Ý][\w-]+", raw)}  # names stay as typed
    known = (view.name_words() if view is not None else frozenset()) | names
    fixed = correct_typos(normalize(raw), lex, known)
    if fixed != normalize(raw):
        raw = _retyped(raw, fixed)
    norm = normalize(raw)
    if not norm:
        return Proposal(None, locale=locale, refusal_key="planner.empty", intent="empty")
    sending = ((lex.has("send", norm) or _MAIL_FIRST.match(norm) is not None)
               and not _READING_MAIL.search(norm))
    if not sending:
        kept = _saved_mail_words(raw, lex, view)
        if kept != raw:
            raw, norm = kept, normalize(kept)
    slots = read_slots(raw, view, allow_people_preps=not sending)
    if raw != text.strip():
        slots.quoted = read_slots(text.strip(), None).quoted  # quoted words stay as typed
    req = PlanRequest(raw, norm, locale, lex, slots, view, referents, pins, original=text.strip())
    try:
        proposal = _plan(req)
    except Ask as ask:
        proposal = ask.proposal
    if req.notices and proposal.plan is not None:
        proposal = replace(proposal, notices=(*proposal.notices, *req.notices))
    return proposal


_WANTS_TO_KNOW = re.compile(
    r"(?i)\b(?:(?:mi|ci|gli|le) (?:servirebbe|serve|servirebbero|servono)|vorrei|volevo|vorremmo|vuole|"
    r"vogliono|ho bisogno di|abbiamo bisogno di|(?:mi|ci) (?:hanno|ha) chiesto di|"
    r"(?:mi|ci) chiedono di)\s+sapere\s+|"
    r"\b(?:asked me|asked us|ask me|want(?:s|ed)? to know|would like to know|(?:i|we) need to know|"
    r"(?:i|we) (?:was|were|am|are) wondering)\s+|"
    r"\b(?:(?:mi|ci) )?(?:sapresti|sapreste|sai|sapete|potresti|potreste|puoi|riesci a|riuscite a)"
    r" dir(?:e|mi|ci)\s+|"
    r"\b(?:could|can|would) you (?:please |kindly )?tell (?:me|us)\s+|\bdo you (?:happen to )?know\s+")
_APOLOGY = re.compile(r"(?i)^\W*(?:(?:ciao|salve|buongiorno|buonasera|hi|hello|hey)\W+)?"
                      r"(?:scusa(?:te|mi)? (?:il|per il) disturbo|sorry to (?:bother|trouble) you|sorry)"
                      r"\s*[,.:;!-]+\s*")
_LEAVING_OUT_KIND = re.compile(
    r"(?i),?\s*\b(?:senza contare|senza considerare|escludendo|lasciando fuori|leaving out|not counting|"
    r"excluding|without counting|except(?: for)?|without|senza|tranne|a parte)\s+"
    r"(?:any |the |an? |le |la |il |l'|i |gli |eventuali |tutte le |that |quella |quelle )?"
    r"(?:[a-zà-ú]+\s+){0,2}?"  # "the tuning invoice", "the mauri invoice"
    r"(?:fatture|fattura|invoices?|ricevute|ricevuta|receipts?|bollette|bills?)\b[^,.;:!?]*")


# A sentence of its own that leaves a document out ("… on average? leave out the mauri invoice,
# that was just the cistern.", "la fattura di mauri non c'entra, è per la cassetta."): what is
# asked stands without it (the kind asked for keeps the invoice out, and says so).
_LEFT_OUT_SENTENCE = re.compile(
    r"(?i)(?<=[.?!])\s*(?:"
    r"(?:please\s+)?(?:leave out|leaving out|don'?t count|do not count|ignore|skip|exclude|without)\b|"
    r"(?:per favore\s+)?(?:lascia fuori|lasciando fuori|non contare|escludi|ignora|senza)\b|"
    r"(?:la|il|le|i|the|that|quella|quelle)\s[^.?!]{0,60}?\b(?:non c'?entra\w*|non conta\w*|doesn'?t count|"
    r"does not count|isn'?t (?:one|part of it)|is not (?:one|part of it))\b"
    r")[^.?!]*[.?!]?")
# who writes, said after the question: "… ? it's priya", "… ? i'm luca", "…, sono elena"
_SIGNED = re.compile(r"(?i)\s*[?.!,]\s*(?:it's|it s|it is|this is|i'm|i m|i am|sono|qui (?:è|e))\s+"
                     r"(?P<name>[a-zà-ú]+)\s*[.!?]*\s*$")
_SELF_INTRO = re.compile(r"(?i)^\W*(?:(?:ciao|salve|buongiorno|buonasera|hi|hello|hey)\W+)?"
                         r"(?:sono|qui (?:è|e)|it s|it's|this is)\s+[a-zà-ú]+\s*(?:qui|here)?\s*[,.:;!-]+\s*|"
                         r"^\W*(?:(?:hi|hello|hey)\W+)?[a-z]+ here\s*[,.:;!-]+\s*|"
                         r"^\W*(?:(?:ciao|salve|buongiorno|hi|hello|hey)\W+)?"
                         r"(?:(?:a )?quick (?:one|question)|(?:una )?domanda(?: veloce)?|domandina)"
                         r"(?: (?:from|da) [a-zà-ú]+)?\s*[,.:;!-]+\s*")


# "… secondo il foglio degli onorari?", "… according to the fees sheet": the document to answer from
_ACCORDING = re.compile(r"(?i)[,\s]+(?:secondo|stando a|in base a|according to|as per|based on)\s+"
                        r"(?P<what>(?:il|la|lo|l'|i|le|gli|the|our|my)\b[^,;!?]+)")


def _according_to(text: str, *, locale: str | None, view: WorkspaceView | None,
                  pins: Mapping[str, str] | None) -> tuple[str, str] | None:
    """The request without "according to X", and the one document X names; None when no source
    is said, or it names no one document (then the words are planned as they are)."""
    m = _ACCORDING.search(text)
    if m is None or view is None or "doc" in (pins or {}):
        return None
    found = plan_words(f"apri {m.group('what').strip()}", locale="it", view=view, pins=pins)
    if found.plan is None or len(found.plan.steps) != 1 or found.plan.steps[0].tool != "read_files":
        return None
    paths = found.plan.steps[0].args.get("paths")
    if not isinstance(paths, list) or len(paths) != 1:
        return None
    rest = (text[: m.start()] + text[m.end():]).strip()
    return rest, str(paths[0])


def _asked_part(text: str, view: WorkspaceView | None) -> str | None:
    """What a long, polite request asks once its preamble and a left-out kind are gone ("per
    l'assemblea del 17 mi servirebbe sapere X, senza contare le fatture" → "X"; a folder the
    preamble names stays); None when there is nothing to take away."""
    asked = _SELF_INTRO.sub("", text, count=1)  # "ciao, sono davide.", "paolo here:": who writes
    if (sorry := _APOLOGY.match(asked)) is not None:  # "ciao, scusa il disturbo, sono tommaso:"
        asked = _SELF_INTRO.sub("", asked[sorry.end():], count=1)
    m = _WANTS_TO_KNOW.search(asked)
    if m is not None and len(asked[m.end():].split()) >= 3:
        places = [p for p in read_slots(asked[: m.start()], view).places
                  if p.grounded is not None and p.grounded.status == "exact"]
        asked = asked[m.end():]
        if places and not read_slots(asked, view).places:
            asked = f"{asked.rstrip(' .?!')} in {places[-1].text}"
    asked = _SIGNED.sub(r" \g<name>", asked)  # "when's my next visit? it's priya": her visits
    asked = _LEFT_OUT_SENTENCE.sub(" ", asked)
    asked = _LEAVING_OUT_KIND.sub("", asked)
    return asked.strip() if asked != text else None


_SECOND_QUESTION = re.compile(
    r"(?i)\s*,?\s+(?:e|ed|and|also|e anche|and also)\s+(?=(?:dove|quando|come|quanto|quanta|quanti|quante|"
    r"chi|cosa|che cosa|a che ora|where|when|how|who|what|which|at what time)\b)")


def _two_questions(text: str, **context: Any) -> Proposal | None:
    """"quando è la prossima partita di pietro e dove si gioca?": one document asked two things.
    The first question names the document; the second adds what to look for in it. None when
    the text is one question, or the first part alone names no document to read."""
    if "?" not in text:
        return None
    m = _SECOND_QUESTION.search(text)
    if m is None or len(text[: m.start()].split()) < 3 or len(text[m.end():].split()) < 2:
        return None
    first = plan_words(text[: m.start()].rstrip(" ,") + "?", **context)
    if first.plan is None or first.plan.steps[-1].tool != "summarize_documents":
        return None
    last = first.plan.steps[-1]
    said = list(last.args.get("focus", []))
    marks = [w for w in said if w.startswith("@")]
    second = text[m.end():]
    if _ASKS_WHEN.search(second) and "@date" not in marks:
        marks.insert(0, "@date")
    words = [w for w in content_words(lexicon().politeness.sub(" ", normalize(second))) if len(w) >= 3]
    others = [o for w in words for o in sorted(lexicon().synonyms(w)) if " " not in o]
    # both questions' words in turn, so that the second keeps some within the focus a summary takes
    turns = itertools.zip_longest([w for w in said if not w.startswith("@")], [*words, *others])
    focus = [*marks]
    for pair in turns:
        focus += [w for w in pair if w is not None and w not in focus]
    steps = [*first.plan.steps[:-1], Step(tool=last.tool, args={**last.args, "focus": focus[:12]})]
    return replace(first, plan=Plan(steps=steps))


_ASKS_WHEN = re.compile(r"(?i)\b(?:quando|when|what time|a che ora|entro quando|by when)\b")


_LAST_YEAR = re.compile(r"(?i)\b(?:(?:of|from) last year|last year[’']s|last year)\b|"
                        r"(?:\b(?:dell|del|l)[’' ]\s*)?\banno (?:scorso|passato)\b")
_THIS_YEAR = re.compile(r"(?i)\b(?:(?:of|from) this year|this year[’']s|this year)\b|"
                        r"\b(?:di |del )?quest[’' ]\s*anno\b")


def this_year() -> int:
    """The calendar year now (a seam for tests)."""
    return time.localtime().tm_year


def _years_said(raw: str) -> str:
    """"last year's plotter quote", "il verbale dell'anno scorso": the year, as file names say it."""
    if not (_LAST_YEAR.search(raw) or _THIS_YEAR.search(raw)):
        return raw
    year = this_year()
    it = detect_locale(raw) == "it"
    raw = _LAST_YEAR.sub(f"del {year - 1}" if it else str(year - 1), raw)
    return _THIS_YEAR.sub(f"del {year}" if it else str(year), raw)


_EXCEPT = re.compile(r"\b(?:that|which) (?:are not|aren t|is not|isn t)\b|\bnon (?:sono|e)\b|\btranne\b|"
                     r"\beccetto\b|\besclus[oiae]\b|\bexcept\b|\bbut not\b|\bapart from\b|\bother than\b|"
                     r"\bche non\b")
_SUBORDINATE = re.compile(r"\b(?:before|after|if|once|prima di|dopo|se|appena|quando)\s+(?:i |we |io |noi )?"
                          r"(?:move|moving|delete|deleting|send|sending|copy|sposto|spostare|spostiamo|cancello|"
                          r"cancellare|elimino|eliminare|mando|mandare|invio|inviare|copio|copiare|butto)\b")
_AT = frozenset({"a", "alle", "at", "per", "for"})  # "a che ora è l'assemblea?" asks about an event


def _folded(raw: str) -> str:
    """`raw` in lower case without accents, apostrophes as spaces, one character for each."""
    return "".join((unicodedata.normalize("NFKD", c)[0] if c.isalpha() else " " if c in "'’" else c).lower()
                   for c in raw)


def _all_but(req: PlanRequest) -> Proposal | None:
    """"cancella i txt in Vecchi tranne la ricetta": the request without its exception, planned on
    the files of the place it names less those the exception grounds to; None when it names no
    place, or the exception grounds to no file of it."""
    m = _EXCEPT.search(_folded(req.raw))
    if m is None or req.view is None:
        return None
    head, tail = req.raw[: m.start()], req.raw[m.end():]
    tail_places = [p for p in req.slots.places if p.start >= m.end()]
    for place in tail_places:  # "… tranne la ricetta in Vecchi": the place is the request's
        head += f" {place.prep or 'in'} {place.text}"
        tail = tail.replace(place.text, " ")
    for address in req.slots.addresses:  # "… tranne la bolletta, a bob@…": the e-mail's recipient
        if address not in head:
            head, tail = f"{head} {address}", tail.replace(address, " ")
    planned = plan_words(head, locale=req.locale, view=req.view, referents=req.referents, pins=req.pins)
    if planned.plan is None or not planned.plan.steps:
        return planned if planned.question is not None else None
    first = planned.plan.steps[0]
    base = str(first.args.get("base_path", "~"))
    if first.tool != "find_files" or base == "~":
        return None  # no place named: never every file of the home less a few
    deep = bool(first.args.get("recursive", True))
    inside = fitting_glob((f for f in req.view.files if f.lower().startswith(base.lower() + "/")
                           and (deep or "/" not in f[len(base) + 1:])), str(first.args.get("pattern", "*")))
    left_out = _left_out(req, tail, base)
    if not left_out or not set(left_out) & set(inside):
        return None
    kept = [f for f in inside if f not in left_out]
    if not kept:
        return None
    steps = [*show_paths(kept), *planned.plan.steps[1:]]
    return replace(planned, plan=Plan(steps=steps))


def _said_of_elsewhere(req: PlanRequest, folders: list[Mention]) -> bool:
    """"le foto della vendemmia" with a folder Foto and the harvest's photos in Vendemmia 2026:
    the words besides the kind name files outside the kind's folder and none inside it."""
    if req.view is None:
        return False
    qualifier = described_phrase(req.slots, (*intent_patterns(req), VERBS), with_kinds=False)
    if not qualifier:
        return False
    inside = [m.path for m in folders if m.path is not None]
    found = [c.path for c in req.view.loose(qualifier).candidates if c.score >= LOOSE_NAME]
    if not found and req.view.search is not None and _a_generic_noun(req, folders):
        # "the extra documents the council asked for on the panaro job": "documents" is no folder
        # Documenti when nothing in it says the other words
        return not any(c.score >= LOOSE_NAME for f in inside for c in
                       [*req.view.loose(qualifier, under=f).candidates, *req.view.search(qualifier, f)])
    return bool(found) and not any(p.startswith(f.rstrip("/") + "/") for p in found for f in inside)


def _a_generic_noun(req: PlanRequest, folders: list[Mention]) -> bool:
    """Whether the kind said for a folder is a word for any document ("documents", "files")."""
    generic = req.lex.words("document_nouns") | _GENERIC_NOUNS
    return any(normalize(m.text) in generic for m in folders)


def _without_the_old_one(req: PlanRequest) -> Proposal | None:
    """"quanto costano in media i tre preventivi? quello vecchio del 2024 lascialo perdere": the
    request planned without that sentence, the old ones it leaves out taken away from what is
    read, sent or worked out (all of them left out: said plainly)."""
    found = left_out_sentence(req)
    if found is None:
        return None
    rest, years = found
    planned = plan_words(rest, locale=req.locale, view=req.view, referents=req.referents, pins=req.pins)
    if planned.plan is None:
        return planned
    steps = []
    for step in planned.plan.steps:
        args = dict(step.args)
        for key in ("paths", "attachments"):
            if isinstance(args.get(key), list):
                gone = set(left_out_by([str(p) for p in args[key]], years))
                args[key] = [p for p in args[key] if p not in gone]
                if not args[key]:
                    raise refusal(req, "planner.cannot_exclude", "exclude")
        steps.append(Step(tool=step.tool, args=args))
    return replace(planned, plan=Plan(steps=steps))


def _left_out(req: PlanRequest, tail: str, base: str) -> list[str]:
    """The files of `base` an exception names: by file name, kind ("i pdf") or description."""
    assert req.view is not None
    slots = read_slots(tail, req.view)
    files = [g.path for name in slots.files if (g := req.view.file(name, under=base)).path is not None]
    if files:
        return files
    if slots.glob:
        inside = (f for f in req.view.files if f.lower().startswith(base.lower() + "/"))
        return fitting_glob(inside, slots.glob)
    phrase = described_phrase(slots)
    if not phrase:
        return []
    g = req.view.loose(phrase, under=base)
    return [g.path] if g.found and g.path is not None else []


def _retyped(raw: str, fixed: str) -> str:
    """The raw text with each corrected word replaced (names, case and punctuation kept)."""
    wrong = normalize(raw).split()
    right = fixed.split()
    if len(wrong) != len(right):
        return raw
    for bad, good in zip(wrong, right, strict=True):
        if bad != good:
            raw = re.sub(rf"(?i)(?<!\w){re.escape(bad)}(?!\w)", good, raw, count=1)
    return raw


_THE_ONE_OF = re.compile(r"\b(?:quello|quella|quelli|quelle|the one|that one|the ones)\s+"
                         r"(?:di|del|della|dello|dei|delle|da|dal|dalla|from|of|by)\s+(?P<who>.+)$")


def _kinds_of(req: PlanRequest, refs: Referents) -> list[str]:
    """The kinds of document the last request named ("le fatture"), else quotes if the last
    answer's files are named as quotes."""
    said = normalize(refs.text)
    kinds = sorted({k.doc for k in req.lex.kinds if k.doc and k.doc != "any" and k.pattern.search(said)})
    if kinds:
        return kinds
    quote = next(k for k in req.lex.kinds if k.doc == "quote")
    stems = [normalize(PurePosixPath(f).stem.replace("_", " ")) for f in refs.files]
    named = [stem for stem in stems if quote.pattern.search(stem)]
    return ["quote"] if named else []


def _of_the_kind_named(req: PlanRequest, refs: Referents) -> bool:
    """Whether the last answer's files hold one of the kind of document the message names (by
    name or by what it says); true when it names no kind."""
    kinds = set(req.slots.doc_kinds)
    if not kinds:
        return True
    files = {*refs.files, *(str(e["source"]) for e in refs.entries if e.get("source"))}
    patterns = [k.pattern for k in req.lex.kinds if k.doc in kinds]
    if any(p.search(" ".join(stem_words(f))) for f in files for p in patterns):
        return True
    return req.view is not None and bool(req.view.by_text(kinds) & files)


_WHICH_OF = re.compile(r"^(?:and |e )?(?:which one|which ones|which of them|which of these|which of those|"
                       r"quale|quali|quale di (?:questi|queste|loro)|quali di (?:questi|queste|loro)|"
                       r"qual e quell[oaie]|in quale|in which one)\b")


def _which_of_them(req: PlanRequest, refs: Referents) -> Proposal | None:
    """"which one is from the volleyball coach?" right after a listing: the files just shown that
    fit, by name or by what they say — never a file elsewhere. None when the message asks no
    choice among them, or none of them fits."""
    s = req.slots
    if req.view is None or len(refs.files) < 2 or s.places or s.files or len(req.norm.split()) > 12 \
            or not _WHICH_OF.match(req.norm):
        return None
    phrase = described_phrase(s, (*intent_patterns(req), VERBS, req.lex.question_fillers, _WHICH_OF))
    if not content_words(phrase):
        return None
    scored = {f: 0 for f in refs.files}
    for word in content_words(phrase):
        forms = {word, *(w for w in req.lex.synonyms(word) if " " not in w)}
        for f in refs.files:  # what its name says
            if name_says(f, forms):
                scored[f] += 1
        if req.view.search is not None:  # what it says inside
            for folder in {str(PurePosixPath(f).parent) for f in refs.files}:
                for c in req.view.search(word, folder):
                    if c.path in scored:
                        scored[c.path] += 1
    best = max(scored.values())
    fitting = [f for f in refs.files if best > 0 and scored[f] == best]
    if not fitting or len(fitting) == len(refs.files):
        return None
    return proposal_of(req, "find", *show_paths(fitting), place=refs.place)


_A_YEAR = re.compile(r"[_ -]?(?:19|20)\d\d(?!\d)")


def _last_years(req: PlanRequest, refs: Referents) -> Proposal | None:
    """"and last year's?" right after the November gas bill: the same question of its namesake of
    last year (``bolletta_gas_novembre_2025.pdf``); None when it has none, or several."""
    year = str(this_year() - 1)
    if req.view is None or len(req.norm.split()) > 6 or year not in req.norm.split() or not refs.text:
        return None
    focus = refs.focus or (refs.files[0] if len(refs.files) == 1 else None)
    if focus is None or req.slots.files or req.slots.places:
        return None

    def base(path: str) -> str:
        return _A_YEAR.sub("", PurePosixPath(path).stem).lower()

    namesakes = [f for f in req.view.files if f != focus and year in f and base(f) == base(focus)]
    if len(namesakes) != 1:
        return None
    again = plan_words(refs.text, locale=req.locale, view=req.view, pins={**req.pins, "doc": namesakes[0]})
    return again if again.plan is not None else None


_AND_IN = re.compile(r"^(?:e|and|what about|e invece|and for|e per)\s+"
                     r"(?:(?:a|ad|in|di|per|for|the month of|il mese di)\s+)?(?P<month>\w+)$")
_MONTH_PREPS = frozenset({"a", "ad", "in", "di", "del", "nel", "per", "for", "of", "during"})


def _read_one(req: PlanRequest, path: str, place: str | None) -> Proposal:
    """One document read (and summarized when asked): the answer names it."""
    steps = [Step(tool="read_files", args={"paths": [path]})]
    if req.says("summarize"):
        steps.append(Step(tool="summarize_documents", args={"from_step": 1}))
    return proposal_of(req, "read", *steps, place=place)


def _latest_one(req: PlanRequest, scope: str | None, drops: tuple[re.Pattern[str], ...]) -> str | None:
    """The newest document of `scope` (or of the whole home) that the words name, or of the kind
    named; None when none or when which is newest cannot be told."""
    assert req.view is not None
    qualifier = described_phrase(req.slots, drops, with_kinds=False)
    if qualifier and content_words(qualifier):
        found = [c for c in req.view.loose(qualifier, under=scope).candidates if c.score >= LOOSE_NAME]
    elif scope is not None or req.slots.doc_kinds:
        named = kind_files(req, scope) if req.slots.doc_kinds else None
        found = [Candidate(p, 100) for p in (named or [f for f in req.view.files
                                                        if scope is None or f.startswith(scope + "/")])]
    else:
        return None
    if not found:
        return None
    if len(found) == 1:
        return found[0].path
    return latest_of(req, Grounded(qualifier or "", "ambiguous", tuple(found)))


def _and_in_month(req: PlanRequest, refs: Referents) -> Proposal | None:
    """"e a novembre?" right after "quanto abbiamo speso per l'orto?": the same question, of
    that month; None when the message is no month alone, or the question did not plan again."""
    m = _AND_IN.match(req.norm.strip(" ?!."))
    if m is None or m.group("month") not in req.lex.months or not refs.text or req.view is None:
        return None
    said = m.group("month")
    words = re.sub(r"[?!.\s]+$", "", refs.text).split()
    kept: list[str] = []
    for word in words:  # the month asked before gives way to this one ("… a ottobre" → "… a novembre")
        if normalize(word) in req.lex.months:
            if kept and normalize(kept[-1]) in _MONTH_PREPS:
                kept.pop()
            continue
        kept.append(word)
    asked = " ".join(kept)
    joiner = " a " if req.locale == "it" else " in "
    again = plan_words(asked + joiner + said + "?", locale=req.locale, view=req.view,
                       referents=replace(refs, files=(), entries=(), focus=None), pins=req.pins)
    return again if again.plan is not None else None


def _the_sub_folder_said(req: PlanRequest, kind: Mention) -> Mention:
    """"the received invoices" with Fatture/Ricevute and Fatture/Emesse: the one sub-folder of the
    kind's folder a word said names (in any of its forms); the kind's folder when none or several."""
    if req.view is None or kind.path is None:
        return kind
    words = [w for w in content_words(req.slots.subject) if len(w) >= 4]
    under = [d for d in req.view.dirs if str(PurePosixPath(d).parent) == kind.path]
    named = [d for d in under if any(same_word(f, normalize(PurePosixPath(d).name))
                                     for w in words for f in (w, *req.lex.synonyms(w)))]
    if len(named) != 1:
        return kind
    sub = Grounded(PurePosixPath(named[0]).name, "exact", (Candidate(named[0], 100.0),))
    return replace(kind, grounded=sub)


_AFTER_THAT = re.compile(r"^(?:e |and |ed )?(?:quello |quella |quelli |quelle |il |la |the one |the )?"
                         r"(?:dopo|successiv\w*|seguente|after|after that|next one|following one|one after)"
                         r"(?: ancora| still)?$")


def _the_one_after(req: PlanRequest, refs: Referents) -> Proposal | None:
    """"e quello dopo?" right after the next match, visit, shift: the rows of the day after it."""
    day = refs.extra.get("day")
    if not isinstance(day, str) or not _AFTER_THAT.match(req.norm.strip()) or refs.focus is None:
        return None
    where = refs.extra.get("where")
    summary = {"from_step": 1, "sentences": 3, "focus": [AFTER + day],
               **({"where": [str(w) for w in where]} if isinstance(where, list) and where else {})}
    return proposal_of(req, "question", Step(tool="read_files", args={"paths": [refs.focus]}),
                       Step(tool="summarize_documents", args=summary), place=refs.place)


def _follow_up(req: PlanRequest) -> Proposal | None:
    """A message that only makes sense after the last answer: "e quello più caro?", "e in Foto?"."""
    refs = req.referents
    if refs is None or refs.empty:
        return None
    short = len(req.norm.split()) <= 7
    lexr = req.lex.referents
    among = _which_of_them(req, refs)
    if among is not None:
        return among
    if (month := _and_in_month(req, refs)) is not None:
        return month
    if (after := _the_one_after(req, refs)) is not None:
        return after
    if (before := _last_years(req, refs)) is not None:
        return before
    order = next((o for o in ("oldest", "newest", "largest") if req.says(o)), None)
    s = req.slots
    if (order and short and refs.text and req.view is not None
            and not (s.kinds or s.glob or s.files or s.places)
            and refs.intent in ("newest", "oldest", "largest", "max")):
        # "e quella più vecchia?" after the newest invoice: the same request, the other end
        pins = {"order": order, **({"place": refs.place} if refs.place else {})}
        again = plan_words(refs.text, locale=req.locale, view=req.view, pins=pins)
        if again.plan is not None:
            return replace(again, place=refs.place, locale=req.locale)
    op = ("max" if lexr["superlative_max"].search(req.norm) else
          "min" if lexr["superlative_min"].search(req.norm) else None)
    if op and not _of_the_kind_named(req, refs):
        op = None  # "the most expensive party quote" right after the exams sheet: asked anew
    if op and not of_the_last_answer(req, refs, content_words(described_phrase(
            s, (*intent_patterns(req), VERBS, req.lex.question_fillers, lexr["superlative_max"],
                lexr["superlative_min"])))):
        op = None  # "which room earned the most?" right after the olive harvest: asked anew
    if op and _SAVING.search(req.norm):
        op = "compare"  # "quanto risparmio col più economico?": the difference, not the price alone
    sending = bool(s.addresses) or req.says("send")
    if op in ("min", "max") and sending and refs.entries:
        # "mail the cheapest one to …" after the prices were shown: that document, sent
        priced = [(float(v), str(e["source"])) for e in refs.entries
                  if e.get("source") and isinstance(v := e.get("price"), int | float)]
        if priced:
            chosen = (min(priced) if op == "min" else max(priced))[1]
            return send_plan(replace(req, pins={**req.pins, "doc": chosen},
                                     referents=replace(refs, files=(chosen,), focus=chosen)))
    sends_the_one = op in ("min", "max") and sending and not refs.entries and bool(refs.files)
    if op and sending and not refs.entries and not sends_the_one:
        # which one is cheapest is not known yet: found first, then sent when the user says so
        req.notices.append(("planner.send_after", {}))
    if op and (short or sends_the_one or (op == "compare" and len(req.norm.split()) <= 14)) \
            and (refs.entries or refs.files):
        sources = list(dict.fromkeys(str(e["source"]) for e in refs.entries if e.get("source")))
        sources = sources or list(refs.files)
        if not (refs.place and archived(refs.place.rstrip("/") + "/x")):
            # "e quello più caro?" after today's quotes and last year's put away: today's
            sources = [p for p in sources if not archived(p)] or sources
        column = refs.extra.get("column")
        if op in ("min", "max") and isinstance(column, str) and not sending \
                and all(p.lower().endswith(TABLES) for p in sources):
            # "e il più basso?" right after "la media dei voti": the same column of the same sheet
            by = refs.extra.get("by")
            grouped = [BY + "|".join(content_words(by))] if isinstance(by, str) and content_words(by) else []
            months = [w for w in req.norm.split() if w in req.lex.months]  # "… in november?": its rows
            before = refs.extra.get("where")
            if not months and isinstance(before, list):  # "and the most?" right after "… in october"
                months = [str(w) for w in before if str(w) in req.lex.months]
            summary = {"from_step": 1, "sentences": 3, "focus": [*grouped, column], "op": op,
                       **({"where": months} if months else {})}
            return proposal_of(req, op, Step(tool="read_files", args={"paths": sources}),
                               Step(tool="summarize_documents", args=summary), place=refs.place)
        fields = ["fornitore", "prezzo"] if req.locale == "it" else ["supplier", "price"]
        extract: dict[str, Any] = {"from_step": 1, "fields": fields}
        wanted = _kinds_of(req, refs)
        if wanted:
            extract["kinds"] = wanted  # "il più economico" among quotes never counts the invoice
        steps = [Step(tool="read_files", args={"paths": sources}), Step(tool="extract_entries", args=extract),
                 Step(tool="compute_entries", args={"from_step": 2, "op": op, "field": "price"})]
        if sends_the_one:
            # "mail the cheapest one to …" before the prices were seen: worked out, then that
            # document attached (the confirmation shows which one, before anything is sent)
            what = t(f"mail.what_{op}", req.locale)
            args: dict[str, Any] = {"attachments": ["{{step3.source}}"],
                                    "subject": t(f"mail.subject_{op}", req.locale),
                                    "body": t("mail.body_attached", req.locale, what=what)}
            if s.addresses:
                args["to"] = list(s.addresses)
            return proposal_of(req, "mail", *steps, Step(tool="send_messages", args=args), place=refs.place)
        return proposal_of(req, op, *steps, place=refs.place)
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
    again_m = lexr["again"].match(req.norm)
    if short and again_m and not req.slots.places and refs.text and req.view is not None:
        tail = req.raw.strip().rstrip("?!. ").split()[-1] if req.raw.strip() else ""
        named = req.view.folder(tail) if tail[:1].isupper() else None
        if named is not None and named.status == "exact":  # "what about Casa?"
            req.slots.places = [Mention(tail, 0, 0, None, False, named)]
    if short and lexr["again"].match(req.norm) and req.slots.places and refs.text:
        place = scope_of(req, req.slots.places[-1])
        if place is not None and normalize(refs.text) != req.norm:
            again = plan_words(refs.text, locale=req.locale, view=req.view, pins={"place": place})
            if again.plan is not None or again.question is not None:
                return replace(again, place=place)
    return None


_WHAT_WE_HAVE = re.compile(r"(?:che|quali|what|which)\s+(?P<noun>\w+(?:\s+\w+){0,2}?)\s+"
                           r"(?:ho|abbiamo|hai|avete|ci sono|do (?:i|we|you) have|have (?:i|we) got|"
                           r"are there|there are)\b")
_LOOSE_FILES = re.compile(r"\b(?:fuori dalle cartelle|fuori da ogni cartella|fuori dalle mie cartelle|"
                          r"non (?:sono )?in (?:nessuna|una) cartella|file sciolti|sciolti|sparsi|"
                          r"not in (?:a|any) folder|outside (?:the |my |any )?folders?|loose files)\b")
_ORDERS = ("newest", "oldest", "largest")
_GENERIC_NOUNS = frozenset({"file", "files", "documento", "documenti", "document", "documents", "cartella",
                            "cartelle", "folder", "folders", "foto", "photo", "photos"})
_OF = frozenset({"of", "di", "del", "della", "dello", "dei", "degli", "delle"})


def _named_among(req: PlanRequest, scope: str | None, glob: str,
                 drops: tuple[Any, ...]) -> list[str] | None:
    """The files of `glob` in `scope` whose names say every word the request adds ("the photos
    of villa bianchi"): some of them, not all; None when the words narrow nothing."""
    if req.view is None:
        return None
    words = content_words(described_phrase(req.slots, drops, with_kinds=False))
    for place in req.slots.places:  # "of villa bianchi" beside "in Foto cantiere": said of the files
        if place.prep in _OF and place.path != scope:
            words += content_words(place.text)
    if not words:
        return None
    pool = fitting_glob((f for f in req.view.files
                         if scope is None or str(PurePosixPath(f).parent).lower() == scope.lower()), glob)
    lex = req.lex
    def says_all(path: str) -> bool:
        names = normalize(PurePosixPath(path).stem.replace("_", " ")).split()
        return all(any(n == w or n in lex.synonyms(w) for n in names) for w in words)

    fitting = [f for f in pool if says_all(f)]
    return fitting if fitting and len(fitting) < len(pool) else None


_MAIL_FILE = re.compile(r"(?i)\.(?:eml|msg)$|(?:^|[_\W])e?mail(?:[_\W]|$)")


_MOVE_OR_DELETE = ("move", "delete")


def _copy_as_a_noun(req: PlanRequest) -> bool:
    """"cancella i file duplicati", "move the duplicate downloads", "elimina le copie": copies
    named as the things to move or delete, never a copy to make (the verb comes first)."""
    if not any(req.says(i) for i in _MOVE_OR_DELETE):
        return False
    said = req.lex.find("copy", req.slots.intent_text)
    return said is not None and said.start() > 0


def _saved_mail(req: PlanRequest) -> bool:
    """Whether "la mail dei Jensen" names a file of the user's (an e-mail saved as a document):
    then it is read like any document; the mailbox itself is out of reach."""
    if req.view is None or req.says("mail_read"):
        return False
    phrase = described_phrase(req.slots, (*intent_patterns(req), VERBS))
    if len(content_words(phrase)) < 2:
        return False  # "leggi la mail": the mailbox, not a file
    if req.view.loose(phrase).found:
        return True
    # "the email from Marco Bianchi about the changes": a saved message that says so inside
    return any(_MAIL_FILE.search(PurePosixPath(c.path).name) for c in req.view.described_all(phrase))


_MAIL_NOUN = re.compile(r"(?i)\b(?:(?P<pl_it>le (?:e-?)?mails?)|(?P<sg_it>(?:la |l[’'] ?)(?:e-?)?mail)|"
                        r"(?P<pl_en>e-?mails|mails|messages)|(?P<sg_en>e-?mail|mail|message))\b")


def _keeps_mail(view: WorkspaceView | None) -> bool:
    """Whether the user keeps e-mails as files (``.eml``, ``.msg``)."""
    return view is not None and any(_MAIL_FILE.search(PurePosixPath(f).name) for f in view.files)


def _saved_mail_words(raw: str, lex: Lexicon, view: WorkspaceView | None) -> str:
    """"la mail della pallavolo", "the newest email in Posta" from a user who keeps e-mails as
    files: those files ("il file eml della pallavolo"); the mailbox itself ("read my mail") and
    sending stay as said."""
    if not _MAIL_NOUN.search(raw) or not _keeps_mail(view) or lex.has("mail_read", normalize(raw)) \
            or find_addresses(raw) or asks_contact(raw, lex):
        return raw  # an address said: an e-mail to write, not one kept; "qual è la mail del molino?"
    nouns = {"pl_it": "i file eml", "sg_it": "il file eml", "pl_en": "eml files", "sg_en": "eml file"}

    def noun(m: re.Match[str]) -> str:
        if not raw[: m.start()].strip(" \t,.!?¡¿"):
            return m.group(0)  # "email the lease to …": the first word is the verb
        return nouns[m.lastgroup or "sg_en"]

    return _MAIL_NOUN.sub(noun, raw)


def _as_saved_mail(req: PlanRequest) -> Proposal | None:
    """"cosa c'è in posta?" with a folder Posta: that folder's files, never the mailbox."""
    if req.view is None or req.says("mail_read") or not _keeps_mail(req.view):
        return None
    if not any(m.grounded is not None and m.grounded.found for m in req.slots.places):
        word = _MAIL_WORD.search(req.norm)
        folder = req.view.folder(word.group(0)) if word is not None else None
        if folder is None or folder.status != "exact" or folder.path is None \
                or not (req.says("list") or req.says("find")) or len(req.norm.split()) > 4:
            return None
        # "list posta", "elenca posta": the folder named like the mail, never the mailbox
        return proposal_of(req, "list", listing_step(req, folder.path), place=folder.path)
    again = plan_words(req.raw, locale=req.locale, view=req.view, referents=req.referents,
                       pins={**req.pins, "saved_mail": "1"})
    return again if again.plan is not None or again.question is not None else None


_OVER_AMOUNTS = ("compare", "max", "min", "average", "sum")
_SAVING = re.compile(r"\b(?:risparmi\w*|quanto (?:in|di) (?:piu|meno)|differenza|save|saving|savings|"
                     r"how much (?:more|less|cheaper)|difference)\b")


_EMPTY = re.compile(r"\b(?:empty|vuot[aoie])\b")
_EMPTY_WORDS = frozenset({"is", "are", "the", "my", "folder", "cartella", "e", "la", "il", "lo", "still",
                          "ancora", "already", "gia", "completely", "del", "tutto", "totalmente"})


_ANY_YET = re.compile(r"\b(?:any|yet|ancora|gia|qualche|nessun\w*|already)\b")


def _an_empty_place(req: PlanRequest) -> str | None:
    """The folder named, when it exists and holds no file at all (nor in its sub-folders)."""
    assert req.view is not None
    place = req.slots.places[-1]
    if place.path is None or place.grounded is None or place.grounded.status != "exact":
        return None
    inside = place.path.rstrip("/") + "/"
    if any(f.startswith(inside) for f in req.view.files):
        return None
    return place.path


def _is_it_empty(req: PlanRequest) -> Proposal | None:
    """"is pratiche chiuse empty?", "la cartella Vecchi è vuota?": that folder listed (the answer
    says it is empty when it is); None when the words left name no folder exactly."""
    if req.view is None or _EMPTY.search(req.norm) is None or len(req.norm.split()) > 8 \
            or not ("?" in req.raw or req.norm.startswith(("is ", "are "))):
        return None  # "empty Scaricati" orders something: not a question about it
    words = [w for w in _EMPTY.sub(" ", req.norm).split() if w not in _EMPTY_WORDS]
    if not words:
        return None
    folder = req.view.folder(" ".join(words))
    if folder.status != "exact" or folder.path is None:
        return None
    return proposal_of(req, "list", listing_step(req, folder.path), place=folder.path)


def _plan(req: PlanRequest) -> Proposal:
    s = req.slots
    clock = req.lex.find("time", req.slots.intent_text)
    before = req.slots.intent_text[: clock.start()].split() if clock is not None else []
    after = req.slots.intent_text[clock.end():].split() if clock is not None else []
    if clock is not None and len(before) <= 3 and len(after) <= 2 and not (before and before[-1] in _AT):
        # "che ore sono?" — never "a che ora è l'assemblea?", which asks a document
        return proposal_of(req, "time", Step(tool="get_now"))
    if not QUESTION_START.match(req.norm) and req.refused(early=True):
        raise cannot(req)  # "stampami la circolare", "manda un whatsapp a Laura": never a plan on files
    follow = _follow_up(req)
    if follow is not None:
        return follow
    if (without := _without_the_old_one(req)) is not None:
        return without  # "… quello vecchio del 2024 lascialo perdere"
    if (due := first_due(req, None if not s.places else s.places[-1].path)) is not None:
        return due  # "quale fattura scade per prima?"
    if (empty := _is_it_empty(req)) is not None:
        return empty
    moving = req.says("move") or req.says("copy") or bool(PUT.search(req.slots.intent_text))
    sources = req.lex.words("source_prepositions") | {"della", "del", "dei", "delle", "of"}
    no_source = not any(m.prep in sources for m in s.places)
    adopt = not s.places or (moving and no_source and len(s.places) == 1)
    if s.kind_folder and adopt and not (req.says("find") or req.says("content")) and (
            not req.lex.everywhere.search(req.norm)) and not _said_of_elsewhere(req, s.kind_folder):
        # "quante foto ho?", "put the photos in Archivio", "la media delle ricevute" with a folder
        # named after the kind: that folder (never when the whole workspace is said in words)
        s.places = sorted([*s.places, *(_the_sub_folder_said(req, m) for m in s.kind_folder)],
                          key=lambda m: m.start)
    elif s.kind_form_folder and not s.places and not (req.says("find") or req.says("content")) and any(
            req.says(o) for o in _OVER_AMOUNTS) and not req.lex.everywhere.search(req.norm):
        # "la ricevuta più costosa qual è?" with a folder Ricevute: a superlative or a total over
        # that kind is over that folder, said in the singular as well as in the plural
        s.places = list(s.kind_form_folder)
    if not s.places and req.view is not None and "place" not in req.pins \
            and any(req.says(o) for o in _ORDERS) and not req.lex.everywhere.search(req.norm):
        # "la ricetta più recente", "the oldest recipe" with a folder Ricette: that folder
        generic = req.lex.words("document_nouns") | _GENERIC_NOUNS
        for word in content_words(s.subject):
            g = req.view.folder(word)
            if word not in generic and g.found and g.path is not None and g.candidates[0].score >= 90 \
                    and (g.path.count("/") == 1 or len(g.candidates) == 1):
                s.places = [Mention(word, 0, 0, "of", False, g)]
                if not (s.kinds or s.glob or s.files):  # the folder is all that was said of them
                    return _ordered_in(req, g.path)
                break
    if len(s.places) == 1 and s.places[0].path is not None and s.places[0].explicit \
            and s.places[0].grounded is not None and s.places[0].grounded.status == "exact" \
            and not (s.kinds or s.glob or s.files) and any(req.says(o) for o in _ORDERS) \
            and len(s.intent_text.split()) <= 4 and req.view is not None:
        # "oldest minutes of corso francia": the folder said by its name and its building's
        return _ordered_in(req, s.places[0].path)
    if _EXCEPT.search(req.norm) and (s.kinds or s.glob):
        # "i txt in Vecchi tranne la ricetta": the files of the place named, less those left out;
        # when what is left out cannot be told, said plainly rather than listing the very files
        left = _all_but(req)
        if left is not None:
            return left
        raise refusal(req, "planner.cannot_exclude", "exclude")
    mail_word = _MAIL_WORD.search(req.norm) is not None
    if (req.says("mail_read") or (mail_word and not s.addresses and not s.files and (
            _READING_MAIL.search(req.norm) or req.says("count") or req.says("find") or req.says("list")))) \
            and not _saved_mail(req) and "saved_mail" not in req.pins:
        saved = _as_saved_mail(req)
        if saved is not None:
            return saved  # "cosa c'è in posta?", "the newest email in Posta": the saved messages
        raise refusal(req, "planner.no_mail", "mail")
    if "?" in req.raw and _SUBORDINATE.search(req.norm):
        # "before I move the lease to Archivio, when was it signed?" asks; it moves nothing, and
        # the place the clause would move to is not the place asked about
        clause_end = req.raw.find(",")
        if clause_end > 0:
            dests = req.lex.words("dest_prepositions")
            s.places = [p for p in s.places if p.start > clause_end or p.prep not in dests]
        return _read_side(req)
    bare = req.lex.politeness.sub(" ", req.norm).strip()
    if (QUESTION_START.match(req.norm) or QUESTION_START.match(bare)) and not POLITE_START.match(req.norm):
        return _read_side(req)  # "qual era il codice del cancello?" asks, it does not order a change
    if req.says("send") or _MAIL_FIRST.match(req.norm):
        return send_plan(req)
    if req.says("rename"):
        return rename_plan(req)
    if req.says("mkdir"):
        made = mkdir_plan(req)
        rest = mkdir_then(req)
        return made if rest is None or made.plan is None else _then(req, made, rest)
    if req.says("write") and not req.says("append") and writes_into_a_file(req):
        return append_plan(req)
    if writes_a_new_file(req) and not req.says("append"):
        return write_plan(req)  # "crea un file promemoria.txt con scritto …"
    if req.says("append"):
        if s.quoted or APPEND_TARGET.search(req.raw) or fronted_append(req):
            return append_plan(req)
        raise refusal(req, "planner.append_what", "append")  # "aggiungi uova": to which file?
    if req.says("copy") and not _copy_as_a_noun(req):
        return move_plan(req, "copy_files", "copy")
    if PUT.search(req.slots.intent_text) and not wants_table(req) and puts_into_a_file(req):
        return append_plan(req)  # "metti uova nella lista della spesa"
    if req.says("move") or puts_into_a_folder(req):
        return move_plan(req, "move_files", "move")
    if req.says("delete") and not re.search(r"\bannulla\b", req.norm):
        return delete_plan(req)
    if req.says("write") and s.quoted and s.files:
        scope = scope_of(req, s.places[0] if s.places else None)
        path = inside(scope, s.files[0])
        if req.view is not None:
            g = req.view.file(s.files[0], under=scope)
            if g.found or g.status == "ambiguous":
                path = settle(req, "file0", g, what="file", effect=True)
        write = Step(tool="write_files", args={"path": path, "content": s.quoted[0]})
        return proposal_of(req, "write", write, place=scope)
    return _read_side(req)


def _several_described(req: PlanRequest, scope: str | None) -> tuple[list[str], list[str] | None] | None:
    """The documents a figure over several is asked of ("il restauro più economico", "the
    average boiler service"): every document the words describe, by its name or, for a quote its
    text shows, by what it says; the current ones (last year's put away stay out unless named),
    with the kind that counts when they are of several (the quotes: an invoice beside them is left
    out, and said). None when the words describe fewer than two, or documents not all priced."""
    drops = (*intent_patterns(req), VERBS, req.lex.question_fillers)
    try:
        found = described_paths(req, scope, drops=drops, many=True)
    except Ask:
        return None
    if found is None or len(found) < 2 or any(f.lower().endswith(TABLES) for f in found):
        return None
    # documents of one priced kind only (three restoration quotes), never whatever the word names
    # ("the average lesson fee" is no average over the lesson registers and an e-mail)
    kind_of = {f: named_kind(f) for f in found}
    by_content: dict[str, set[str]] = {}
    if req.view is not None and req.view.of_kind is not None:
        by_content = {k: set(req.view.of_kind(k)) for k in _PRICED}
        kind_of = {f: k or next((c for c in _PRICED if f in by_content[c]), None) for f, k in kind_of.items()}
    kinds = set(kind_of.values())
    if not kinds <= set(_PRICED):
        return None
    if "quote" in kinds and req.view is not None and req.view.search is not None and by_content:
        # a quote whose name says nothing of it, whose text does (the technician's note)
        phrase = described_phrase(req.slots, drops)
        found += [c.path for c in req.view.search(phrase, scope) if c.score >= LOOSE_NAME
                  and c.path in by_content["quote"] and c.path not in found
                  and not (scope is None and archived(c.path))]
        kind_of.update({f: "quote" for f in found if f not in kind_of})
    if len(kinds) == 1:
        return found, None
    if sum(1 for k in kind_of.values() if k == "quote") >= 2:
        return found, ["quote"]  # "la potatura più economica": the offers (a bill beside them: left out)
    return None


_PRICED = ("quote", "invoice", "receipt")


def _then(req: PlanRequest, made: Proposal, rest: str) -> Proposal:
    """A folder made, then what was asked next with that folder as the destination; when the next
    part cannot be planned, its question or refusal (never half of what was asked)."""
    assert made.plan is not None
    folder = str(made.plan.steps[0].args["path"])
    pins = {**req.pins, "dest": folder}
    after = plan_words(rest, locale=req.locale, view=req.view, referents=req.referents, pins=pins)
    if after.plan is None:
        return after
    if not {s.tool for s in after.plan.steps} & {"move_files", "copy_files", "write_files"}:
        raise cannot(req)  # "crea la cartella X e dimmi …": not one thing after another it can do
    steps = [made.plan.steps[0], *(_shifted(s, 1) for s in after.plan.steps)]
    return replace(after, plan=Plan(steps=steps), intent=f"mkdir_{after.intent}")


_TABLE_LIKE = (*TABLES, ".txt", ".md")


def _rows_of_a_list(req: PlanRequest, scope: str | None) -> Proposal | None:
    """"how many owners are there in Corso Francia 40?" with ``elenco_condomini.csv`` there: the
    entries of the one list whose name says what is counted; None when no such list, or several."""
    m = req.lex.find("count", req.norm)
    if m is None or req.view is None or req.slots.kinds or req.slots.glob or req.says("files"):
        return None
    said = [w for w in content_words(req.norm[m.end():]) if w not in req.lex.words("stop")][:1]
    if not said:
        return None
    forms = {said[0], *(w for w in req.lex.synonyms(said[0]) if " " not in w)}
    lists = [f for f in req.view.files if (scope is None or f.startswith(scope.rstrip("/") + "/"))
             and f.lower().endswith(_TABLE_LIKE) and name_says(f, forms)
             and not (scope is None and archived(f))]
    if len(lists) > 1:  # a sheet and a note that name them both: the sheet is the list
        lists = [f for f in lists if f.lower().endswith(TABLES)] or lists
    if len(lists) != 1:
        return None
    negated = ["@not"] if NEGATED.search(req.norm) else []  # "quanti soci non hanno pagato?"
    focus = [*negated, "@rows", *sorted(forms)][:12]
    args: dict[str, Any] = {"from_step": 1, "sentences": 3, "focus": focus}
    place = set(normalize(scope or "").replace("/", " ").split())
    where = [w for w in content_words(req.norm[m.end():]) if w not in req.lex.words("stop")
             and w not in forms and w not in place and not req.lex.question_fillers.fullmatch(w)]
    if where and not lists[0].lower().endswith(TABLES):
        return None  # "how many guests over christmas?": a note named "ospiti" cannot pick those rows
    if where:
        # "how many pupils come on thursdays?": the rows that say it ("paid" as the sheet says it)
        args["where"] = as_the_sheet_says(req, where[:12], lists)
    return proposal_of(req, "question", Step(tool="read_files", args={"paths": lists}),
                       Step(tool="summarize_documents", args=args), place=scope)


def _counts_kind(req: PlanRequest) -> bool:
    """Whether what is counted is the kind of document named ("quanti preventivi…", "how many
    invoices…"), not something a document says ("quanti anni di garanzia dà il preventivo?")."""
    m = req.lex.find("count", req.norm)
    if m is None:
        return False
    after = req.norm[m.end():].split()[:2]
    return any(k.doc and k.pattern.fullmatch(w) for k in req.slots.kinds for w in after)


def _shifted(step: Step, by: int) -> Step:
    """A step of a plan put `by` steps later: its references to earlier steps follow."""
    args = dict(step.args)
    if isinstance(args.get("from_step"), int):
        args["from_step"] = int(args["from_step"]) + by
    return Step(tool=step.tool, args=args)


_ONE_FILE = re.compile(r"\b(?:il file|l ultimo file|"
                       r"(?:the )?(?:most recent|newest|latest|biggest|largest|last) (?:file|document|one)|"
                       r"il documento|the file)\b(?! s\b)"
                       # "l'ultimo pdf", "il pdf più recente", "the latest pdf": one, said in the singular
                       r"|\bl ultim[oa] (?!\w+[ie]\b)\w+|\b(?:il|la|lo) \w+ piu (?:recente|grande|pesante)\b|"
                       r"(?:\bthe |\bmy |^)(?:most recent|newest|latest|biggest|largest|last) "
                       r"(?!\w+s\b)\w+\b")


READ_AT_ONCE = 3


def _many_everywhere(req: PlanRequest, find: Step) -> bool:
    """Whether a search over the whole home would read more than a few documents."""
    if req.view is None:
        return False
    globs = [g.strip().lower() for g in str(find.args.get("pattern", "*")).split(",")]
    names = [PurePosixPath(f).name.lower() for f in req.view.files]
    return sum(1 for n in names if any(fnmatch.fnmatch(n, g) for g in globs)) > READ_AT_ONCE


def _shows_one(req: PlanRequest, scope: str | None, drops: tuple[re.Pattern[str], ...]) -> bool:
    """Whether "show me …" names one document to see (its text), not a folder to list: a kind said
    in the singular with words that describe it, or words that a file of the place is named by."""
    s = req.slots
    if not req.says("list") or req.says("files") or s.files or s.glob or req.view is None:
        return False
    qualifier = described_phrase(s, drops, with_kinds=False)
    if not qualifier:
        return False
    if s.doc_kinds:
        return not s.plural_kind
    return scope is not None and not s.kinds and req.view.loose(qualifier, under=scope).found


_SEARCH_FOR = re.compile(r"^(?:please )?(?:search|look through|look in|go through)\s+(?:the |my )?"
                         r"(?P<where>.+?)(?:\s+folder)?\s+for\s+(?P<what>.+)$")


def _search_in_for(req: PlanRequest) -> Proposal | None:
    """"search Documenti for 'canone'": the words looked for inside that folder's documents."""
    m = _SEARCH_FOR.match(req.norm)
    if m is None or req.view is None or req.slots.places:
        return None
    folder = req.view.folder(m.group("where"))
    if folder.path is None:
        return None
    what = req.slots.quoted[0] if req.slots.quoted else " ".join(content_words(m.group("what")))
    if not what:
        return None
    search = Step(tool="search_files", args={"query": what, "base_path": folder.path})
    return proposal_of(req, "search", search, place=folder.path)


_OWNER = re.compile(r"\b(?:does|do|did|has|have|ha|hanno|contiene|contengono|contains?)\s+"
                    r"(?:(?:the|la|il) )?(?:(?:folder|cartella) )?"
                    r"(?P<name>(?!I\b)(?-i:[A-ZÀ-Ý])[\w-]*(?:\s+(?-i:[A-ZÀ-Ý])[\w-]*)*)", re.IGNORECASE)


def _folder_named(req: PlanRequest, phrase: str) -> str | None:
    """The one folder whose whole name is some run of the words of `phrase` (the longest run)."""
    assert req.view is not None
    words = phrase.split()
    for n in range(len(words), 0, -1):
        for i in range(len(words) - n + 1):
            found = req.view.folder(" ".join(words[i:i + n]))
            if found.status == "exact" and found.path is not None:
                return found.path
    return None


_QUOTED_NAME = re.compile(r"(?i)\b(?:the|a|il|un|del)\s+file\s+"
                          r"(?:(?:called|named|chiamato|di nome)\s+)?[\"'“”«‘]")


def _file_named(req: PlanRequest, phrase: str, scope: str | None) -> str:
    """The file `phrase` names, or the question "did you mean …?" with the closest names."""
    assert req.view is not None
    loose = req.view.loose(phrase, under=scope)
    if loose.found or loose.status == "ambiguous":
        return settle(req, "file0", loose, what="file", effect=False)
    by_name = req.view.file(phrase, under=scope)
    seen: dict[str, Candidate] = {}
    for c in sorted((*by_name.candidates, *loose.candidates), key=lambda c: -c.score):
        seen.setdefault(c.path, c)
    ranked = list(seen.values())
    near = tuple(c for c in ranked if ranked and c.score >= ranked[0].score - CLOSE_TO_BEST)
    if len(near) == 1:
        near = (replace(near[0], score=min(near[0].score, 99.0)),)
        return settle(req, "file0", Grounded(phrase, "ambiguous", near), what="file", effect=False)
    return settle(req, "file0", Grounded(phrase, "none", near), what="file", effect=False)


def _ordered_in(req: PlanRequest, folder: str) -> Proposal:
    """The newest, oldest or largest file of `folder` (ten when said in the plural)."""
    one = _ONE_FILE.search(req.norm) is not None or not req.slots.plural_any
    if one and not req.says("oldest") and not req.says("largest") and req.view is not None \
            and (req.says("read") or req.says("summarize")) \
            and (latest := _latest_one(req, folder, (*intent_patterns(req), VERBS))) is not None:
        # "apri l'ultimo verbale del direttivo" with a folder Verbali: the newest that fits, read
        return _read_one(req, latest, folder)
    if req.says("oldest"):
        oldest = _oldest(req, folder)
        if oldest is not None:
            return proposal_of(req, "oldest", *show_paths([oldest]), place=folder)
    intent = "largest" if req.says("largest") else "newest"
    step = find_step(folder, None, sort="size" if intent == "largest" else "modified", limit=1 if one else 10)
    return proposal_of(req, intent, step, place=folder)


def _oldest(req: PlanRequest, scope: str | None) -> str | None:
    """The least recently changed of the files meant (a kind, a file type, or a folder's files)."""
    assert req.view is not None
    s = req.slots
    if s.doc_kinds and not s.glob:
        pool = kind_files(req, scope) or []
    else:
        pool = fitting_glob((f for f in req.view.files
                             if scope is None or f.lower().startswith(scope.lower() + "/")), s.glob or "*")
    dated = [(t, f) for f in pool if (t := req.view.modified(f)) is not None]
    return min(dated)[1] if dated and len(dated) == len(pool) else None


_HOW_MUCH = re.compile(r"\b(?:quanto|quanti soldi|how much)\b")


def _read_side(req: PlanRequest) -> Proposal:
    """Requests that only look: documents and figures, listings, searches."""
    s = req.slots
    if (asked_kind := kind_question(req)) is not None:
        return asked_kind  # "is offerta_tecnoservice a quote?"
    if req.view is not None and s.places and _ANY_YET.search(req.norm) and (empty := _an_empty_place(req)):
        # "any match videos in video partite yet?": nothing is in it, and the answer says so
        return proposal_of(req, "list", listing_step(req, empty), place=empty)
    if (contact := contact_of(req, scope_of(req, s.places[-1] if s.places else None))) is not None:
        return contact  # "qual è la mail del molino?": its row in the suppliers' list
    out_of_scope = bool(req.refused())
    if not s.places and s.missing and "place" not in req.pins and not out_of_scope:
        # "quanti file ci sono in Spese?" with no folder Spese: said so, never the whole home
        settle(req, "place", s.missing[0].grounded or Grounded(s.missing[0].text, "none"),
                what="folder", effect=False)
    scope = scope_of(req, s.places[-1] if s.places else None)
    op = next((o for o in ("compare", "max", "average", "sum", "min") if req.says(o)), None)
    if op is None and STILL_TO_PAY.search(req.norm) and _HOW_MUCH.search(req.norm):
        op = "sum"  # "quanto dobbiamo ancora pagare di fatture?": the bills not paid, added up
    due = req.says("due")
    table = wants_table(req)
    referred = referred_files(req)
    refs = req.referents
    elliptical = (refs is not None and not refs.empty and scope is None and not s.files and not s.kinds
                  and len(req.norm.split()) <= 8
                  and of_the_last_answer(req, refs, content_words(described_phrase(
                      s, (*intent_patterns(req), VERBS, req.lex.question_fillers)))))
    about_docs = (s.about_documents or bool(s.files) or referred is not None or elliptical
                  or (scope is not None and bool(op)))
    if elliptical and not (op or due or table) and req.says("extract") \
            and set(s.subject.split()) & req.lex.words("asked_fields"):
        # "how much is the premium?": what one document says of it, not a price extracted
        asked = question_about_a_document(req, scope)
        if asked is not None and asked.plan is not None \
                and len(asked.plan.steps[0].args.get("paths", [])) == 1:
            return asked
    if about_docs and (op or due or table or req.says("extract")):
        return figures_plan(req, scope, op, due, table, referred)
    if op and req.view is not None:  # "quanto risparmio se prendo Bianchi invece di Verdi?"
        each = one_each(req, described_phrase(s, (*intent_patterns(req), VERBS)), scope)
        if each is not None:
            return figures_plan(req, scope, op, due, table, each)
        several = _several_described(req, scope)
        if several is not None:  # "qual è il restauro più economico?": every current one, compared
            return figures_plan(req, scope, op, due, table, several[0], kinds=several[1])
    if table and req.says("files"):
        return proposal_of(req, "files_table", find_step(scope, s.glob),
                         Step(tool="create_files_spreadsheet",
                              args={"from_step": 1, "path": table_path(req, scope)}), place=scope)
    reading_one = (req.says("read") or req.says("summarize")) and not s.plural_kind
    if req.says("content") and reading_one and req.view is not None:
        found = content_document(req, scope)
        if found is not None:
            return found
    searched = _search_in_for(req)
    if searched is not None:
        return searched
    if s.quoted and req.says("find") and not s.files and req.view is not None \
            and _QUOTED_NAME.search(req.raw) is not None:
        # "look for the file 'numeri utli'": a name, matched against the names (typos too), never
        # the words looked for inside documents that only happen to say them
        return proposal_of(req, "find", *show_paths([_file_named(req, s.quoted[0], scope)]), place=scope)
    if s.quoted and req.says("find") and not s.files and not (s.doc_kinds or s.glob):
        # cerca "IBAN" nei file, cerca 'tinteggiatura' in Archivio: the words, in that place only
        search = Step(tool="search_files", args={"query": s.quoted[0], "base_path": scope or "~"})
        return proposal_of(req, "search", search, place=scope)
    if req.says("content") and (req.says("files") or req.says("find") or req.says("list") or s.kinds
                                or re.search(r"\b(quali|which|what)\b", req.norm)):
        return content_search(req, scope)
    summarize = req.says("summarize")
    if referred is not None and req.says("list") and not (req.says("read") or summarize):
        return proposal_of(req, "list", *show_paths(referred), place=scope)  # "elencameli"
    reading = req.says("read") and not (req.says("list") and scope is not None and not s.files)
    # "how many members are on the members list?" asks of the list, it does not list
    plain_list = (req.says("list") and scope is None and not (s.kinds or s.glob)
                  and not ASKS_COUNT.search(req.norm))
    drops = (*intent_patterns(req), VERBS)
    if reading and scope is not None and s.places and s.places[-1].explicit and not (s.files or s.kinds) \
            and not req.says("files") \
            and referred is None and not described_phrase(s, drops, with_kinds=False):
        # "apri la cartella Clienti", "open the folder Clinti": what is in it, not every text
        return proposal_of(req, "list", listing_step(req, scope), place=scope)
    have = _WHAT_WE_HAVE.match(req.norm) if req.view is not None and not s.places else None
    if have is not None and req.view is not None:
        owned = req.view.folder(have.group("noun"))
        if owned.found and owned.path is not None and owned.candidates[0].score >= 90:
            # "che modelli abbiamo?" with a folder Modelli: what is in it, not one of its files
            return proposal_of(req, "list", listing_step(req, owned.path), place=owned.path)
    if have is not None and s.doc_kinds and s.plural_kind and not s.glob \
            and (listing := kind_listing(req, scope)) is not None:
        return listing  # "which lift quotes do we have?": those documents, listed
    if have is not None and req.view is not None and not s.glob and not s.files:
        # "which medical certs have we got on file?": the files whose names say them, listed
        have_named = [c.path for c in req.view.loose(have.group("noun"), under=scope).candidates
                      if c.score >= LOOSE_NAME and not c.is_dir]
        if len(have_named) >= 2 and len({str(PurePosixPath(p).parent) for p in have_named}) == 1:
            return proposal_of(req, "list", *show_paths(have_named), place=scope)
    if not reading and plain_list and req.view is not None and not s.places and len(req.norm.split()) <= 3:
        for word in req.norm.split()[1:]:  # "elenca vecchi": a folder whose name is also a word
            same = req.view.folder(word)
            if same.status == "exact" and same.path is not None:
                return proposal_of(req, "list", listing_step(req, same.path), place=same.path)
    if not reading and plain_list and req.view is not None:
        named = described_phrase(s, drops)
        folder = req.view.folder(named) if named else None
        if folder is not None and folder.status == "exact" and folder.path is not None:
            # "list scuola marco", "elenca Personale": a folder named without "in", listed
            return proposal_of(req, "list", listing_step(req, folder.path), place=folder.path)
        if folder is not None and folder.status == "fuzzy" and folder.path is not None \
                and len(named.split()) == 1 and folder.candidates[0].score >= 85 \
                and not req.lex.knows(named) and not req.view.file(named).found \
                and not any(fold(PurePosixPath(f).stem) == fold(named) for f in req.view.files):
            # "fammi vedere scula": one word a letter away from a folder's name, and no file's
            req.notices.append(("planner.took_folder", {"phrase": named, "path": folder.path}))
            return proposal_of(req, "list", listing_step(req, folder.path), place=folder.path)
        reading = bool(named) and req.view.loose(named).status != "none"  # "fammi vedere la lista"
    if not reading and _shows_one(req, scope, drops):
        reading = True  # "show me the Ferretti quote", "mostrami il foglio delle tariffe in Lavoro"
    if summarize or reading or referred is not None:
        docs = document_steps(req, scope, referred, single=True, reading=True)
        everywhere = docs is not None and scope is None and docs[0].tool == "find_files"
        if docs is not None and everywhere and _many_everywhere(req, docs[0]):
            # "open the notes" with a dozen notes across the home: the list, never every text at once
            req.notices.append(("planner.listed_not_read", {}))
            return proposal_of(req, "list", docs[0], place=None)
        if docs is not None:
            if summarize:
                docs.append(Step(tool="summarize_documents", args={"from_step": len(docs)}))
            return proposal_of(req, "summarize" if summarize else "read", *docs, place=scope)
    if (req.says("list") or req.says("find") or req.says("count")) and s.doc_kinds and not s.glob:
        listing = kind_listing(req, scope)
        if listing is not None:
            return listing
    if req.says("count") and scope is None and not s.places and (req.says("files") or s.glob) \
            and req.view is not None and "place" not in req.pins:
        # "how many files does Scuola Marco have?": the folder named without "in" is what is counted
        scope = _folder_named(req, described_phrase(s, drops, with_kinds=False))
        if scope is None and (owner := _OWNER.search(req.raw)) is not None:
            # "how many files does Pippo have?" with no folder Pippo: asked or said, never the home
            scope = settle(req, "place", req.view.folder(owner.group("name")), what="folder", effect=False)
    countable = req.says("files") or s.glob or s.plural_kind or scope is not None or (
        s.kinds and not described_phrase(s, (*intent_patterns(req), VERBS), with_kinds=False))
    if req.says("count") and s.doc_kinds and not s.glob and req.view is not None and _counts_kind(req):
        # "how many quotes did we get for the boiler?": the quotes, never every file
        counted = kind_files(req, scope)
        if counted is not None:
            return proposal_of(req, "count", *show_paths(counted), place=scope)
        if s.plural_kind:
            listing = kind_listing(req, scope)
            if listing is not None:
                return listing
    if req.says("count") and (rows := _rows_of_a_list(req, scope)) is not None:
        return rows
    if req.says("count") and countable:  # "how many new clients?" asks about a document, not files
        return proposal_of(req, "count", find_step(scope, s.glob), place=scope)
    if _LOOSE_FILES.search(req.norm) and not s.places:
        # "quali file ho fuori dalle cartelle?", "files not in any folder": the top, files only
        return proposal_of(req, "list", find_step(None, s.glob, recursive=False), place=None)
    if req.says("folders") and (req.says("list") or re.search(r"\b(quali|che|which|what)\b", req.norm)):
        return proposal_of(req, "list_dirs", Step(tool="list_dirs", args={"path": scope or "~"}), place=scope)
    one = _ONE_FILE.search(req.norm) is not None  # "il file più recente", "the biggest file": one
    order = req.pins.get("order")  # "e quella più vecchia?" after the newest: the same, reversed
    if order is None and req.says("oldest"):
        order = "oldest"
    if (order == "largest" or req.says("largest")) and set(s.doc_kinds) & {"invoice", "receipt", "quote"} \
            and not s.glob \
            and not (req.says("size") or req.says("files")) and req.view is not None:
        # "the biggest receipt", "la fattura più grande": by the amount it states, not its size
        ranked = kind_files(req, scope)
        if ranked:
            fields = ["fornitore", "prezzo"] if req.locale == "it" else ["supplier", "price"]
            return proposal_of(req, "max", Step(tool="read_files", args={"paths": ranked}),
                               Step(tool="extract_entries", args={"from_step": 1, "fields": fields,
                                                                  "kinds": sorted(set(s.doc_kinds))}),
                               Step(tool="compute_entries",
                                    args={"from_step": 2, "op": "max", "field": "price"}),
                               place=scope)
    if order == "oldest" and req.view is not None and (s.doc_kinds or req.says("files") or s.glob):
        oldest = _oldest(req, scope)
        if oldest is not None:
            return proposal_of(req, "oldest", *show_paths([oldest]), place=scope)
    if req.says("newest") and (req.says("read") or req.says("summarize")) and not s.plural_kind \
            and order is None and req.view is not None and (latest := _latest_one(req, scope, drops)):
        # "apri l'ultimo verbale del direttivo": the newest of those its words name, read
        return _read_one(req, latest, scope)
    for intent, sort in (("newest", "modified"), ("largest", "size")):
        if (order == intent or req.says(intent)) and s.doc_kinds and not s.glob and req.view is not None:
            # "the latest invoice": among the invoices only, one when said in the singular
            ranked = kind_files(req, scope)
            if ranked is None:
                raise refusal(req, "planner.no_document", "no_document", place=scope or "~",
                              phrase=" ".join(m.group(0) for k in s.kinds if k.doc
                                              for m in k.pattern.finditer(s.subject)))
            limit = 10 if s.plural_kind and not one else 1
            return proposal_of(req, intent, *show_paths(ranked, sort=sort, limit=limit), place=scope)
    if req.says("newest") and (req.says("files") or s.glob or s.kinds):
        newest = find_step(scope, s.glob, sort="modified", limit=1 if one else 10)
        return proposal_of(req, "newest", newest, place=scope)
    if req.says("largest") and (req.says("files") or s.glob or s.kinds):
        largest = find_step(scope, s.glob, sort="size", limit=1 if one else 10)
        return proposal_of(req, "largest", largest, place=scope)
    if req.says("find"):
        return find_things(req, scope)
    if (req.says("list") or req.says("find") or req.says("count")) and s.doc_kinds and not s.glob:
        listing = kind_listing(req, scope)
        if listing is not None:
            return listing
    if req.says("list") and (scope is not None or req.says("files") or s.glob or s.kinds):
        pattern = s.glob or (DOCUMENT_PATTERN if s.about_documents else None)
        among = _named_among(req, scope, s.glob, drops) if s.glob else None
        if among:  # "the photos of villa bianchi in Foto cantiere": those whose names say so
            return proposal_of(req, "list", *show_paths(among), place=scope)
        recursive = scope is None and pattern is not None  # a kind over the whole home: every folder
        step = find_step(scope, pattern, recursive=True) if recursive else listing_step(req, scope, pattern)
        return proposal_of(req, "list", step, place=scope)
    if scope is not None and s.doc_kinds and not s.glob and (listing := kind_listing(req, scope)):
        return listing
    if scope is not None and (s.kinds or s.glob):  # "which invoices are in Fatture?"
        pattern = s.glob or DOCUMENT_PATTERN
        return proposal_of(req, "list", find_step(scope, pattern, recursive=False), place=scope)
    if scope is not None and (len(req.norm.split()) <= 4 or (
            s.places and len(s.intent_text.split()) <= 1)):  # "e Documenti?", "Verbali in via nizza 12"
        return proposal_of(req, "list", listing_step(req, scope, s.glob), place=scope)
    answer = question_about_a_document(req, scope)
    if answer is not None:
        return answer
    if s.doc_kinds and not s.glob and len(req.norm.split()) <= 8 and req.view is not None \
            and (listing := kind_listing(req, scope)) is not None:
        # "preventivi del tetto", "which lift quotes do we have?": no verb, the documents of that kind
        return listing
    raise cannot(req)


class RulesPlanner:
    """The embedded default planner: no model, no network, the same answer for the same inputs."""

    name = "rules"

    async def propose(self, text: str, ctx: PlanningContext) -> Proposal:
        if ctx.view is None:
            return plan_text(text, ctx)
        # grounding may read the full-text index: off the event loop
        return await asyncio.to_thread(plan_text, text, ctx)
