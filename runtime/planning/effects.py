"""Planning changes: move, copy, delete, rename, create a folder, add a line, send an e-mail.

An effect only ever touches what was resolved from the user's words or the last answer:
named files, a described document, the referents, or a kind in a named place.
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath
from typing import Any

from runtime.i18n import fmt_number, t
from runtime.plan.model import Step
from runtime.planning.base import Option, Proposal
from runtime.planning.documents import (
    SAVED_MAIL,
    described_paths,
    kind_files,
    kind_listing,
    of_the_month,
    said_count,
)
from runtime.planning.ground import Grounded, WorkspaceView, content_words, fold
from runtime.planning.lexicon import compile_terms, normalize
from runtime.planning.request import (
    DOCUMENT_PATTERN,
    VERBS,
    Ask,
    PlanRequest,
    archived,
    ask_choice,
    dest_path,
    find_step,
    fitting_glob,
    inside,
    intent_patterns,
    label_of,
    named_files,
    options_of,
    proposal_of,
    referred_files,
    refusal,
    scope_of,
    settle,
    source_and_dest,
)
from runtime.planning.slots import Mention, described_phrase, read_slots

SUMMARY_PATTERN = "riepilogo*.xlsx,riepilogo*.csv,summary*.xlsx,summary*.csv"


_SUBJECT = re.compile(r"\b(?:oggetto|subject|titolo|title)\s*:?\s*[\"“«]([^\"”»]+)[\"”»]", re.IGNORECASE)


_SUBJECT_PLAIN = re.compile(r"\b(?:con (?:l )?oggetto|with (?:the )?subject|oggetto|subject)\s*:?\s+"
                            r"([^\"“«\s][^\"“«]{0,80}?)\s*$", re.IGNORECASE)


_RECIPIENT_NAME = re.compile(r"\b(?:to|a|ad|per)\s+(?:(?-i:[A-ZÀ-Ý][a-zà-ÿ]+)(?:\s+(?-i:[A-ZÀ-Ý][a-zà-ÿ]+))?|"
                             r"(?:mio|mia|miei|mie|my|our|nostro|nostra)\s+\w+)\b", re.IGNORECASE)


_ACCOUNT = re.compile(r"\baccount\s+[\"“']?((?:smtp:)?[A-Za-z0-9][\w.@+-]*)|"
                      r"\b(?:the|my)\s+([A-Za-z0-9][\w.@+-]*)\s+account\b", re.IGNORECASE)


_RENAME_VERB = re.compile(r"(?i)\b(?:rinomin\w*|rename|cambia\w* (?:il )?nome (?:a|al|alla|di)?)\b")


_RENAME_TO = re.compile(r"\s(?:in|come|a|to|as)\s+[\"“']?([\w.-]+\.[A-Za-z0-9]{1,5})[\"”']?\s*$")


_NEW_NAME = re.compile(r"(?i)(?:cartella|folder|directory)\s+(?:(?-i:nuova|vuota|new|empty)\s+)?"
                       r"(?:(?:chiamata|di nome|named|called|con nome|col nome|che si chiama|che si chiamera|"
                       r"che si chiamerà|con il nome|dal nome|that is called|which is called|called it)\s+)?"
                       r"[\"“«']?([\w][\w ./-]{0,60}?)[\"”»']?"
                       r"(?:\s+(?:in|nella|dentro|inside|under)\s|"
                       r"(?P<then>\s*,\s*|\s+(?:e poi|and then|poi|then|e|ed|and)\s+)|$|[.?!])")
# "…e spostaci la ricetta", "…and move the recipe into it": the new folder is the destination
_INTO_IT = re.compile(r"(?i)\s+(?:into it|in it|inside it|in there|there|dentro|li|lì|là)(?=\s*[.?!]*$)")


def mkdir_then(req: PlanRequest) -> str | None:
    """What a request asks after creating a folder ("crea la cartella X e spostaci Y"), if anything."""
    m = _NEW_NAME.search(req.raw)
    if m is None or not m.group("then"):
        return None
    rest = _INTO_IT.sub("", req.raw[m.end():]).strip()
    return rest or None


APPEND_TARGET = re.compile(r"\s(?:a|ad|al|alla|allo|alle|ai|agli|nella|nel|in|to|onto|on)\s+"
                            r"(?:la |il |lo |le |i |gli |l |the |my )?(.+)$", re.IGNORECASE)


_ITEM_ARTICLE = re.compile(r"^(?:mi |ci |il |lo |la |i |gli |le |l'|un |uno |una |dei |delle |degli |del |"
                           r"della |some |the |a |an )+", re.IGNORECASE)


_SPLIT_ITEMS = re.compile(r"\s*(?:,|\be\b|\band\b)\s*")


PUT = re.compile(r"\b(?:put|place|metti\w*|porta\w*|sistema\w*)\b")


def puts_into_a_folder(req: PlanRequest) -> bool:
    """"metti i preventivi in Archivio" moves; "put them in a spreadsheet" does not."""
    if not PUT.search(req.slots.intent_text) or req.says("table"):
        return False
    _, dest = source_and_dest(req)
    return dest is not None and dest.grounded is not None and dest.grounded.found


def puts_into_a_file(req: PlanRequest) -> bool:
    """"metti uova nella lista della spesa": the place after "in" is a text file, not a folder."""
    tail = APPEND_TARGET.search(req.raw)
    if tail is None or req.view is None or req.slots.places:
        return False
    target = req.view.loose(tail.group(1).strip(" .?!"))
    return target.found and str(target.path).lower().endswith((".txt", ".md"))


_ARCHIVE = re.compile(r"\barchivi\w*|\barchive\b")


def _targets(req: PlanRequest, source: Mention | None, *, intent: str) -> tuple[list[Step], str | None]:
    """What an effect applies to: referents, named files, a described document, or a kind in a place."""
    s = req.slots
    froms = {"da", "dalla", "dal", "dai", "dagli", "dalle", "della", "from", "out of"}
    missing = [m for m in s.missing if intent == "delete" or m.prep in froms]
    if source is None and missing and "place" not in req.pins:
        # "sposta i pdf da Spese ad Archivio" with no folder Spese: never every pdf of the home
        settle(req, "place", missing[0].grounded or Grounded(missing[0].text, "none"),
                what="folder", effect=True)
    referred = referred_files(req)
    scope = scope_of(req, source, effect=True)
    if scope is None and s.glob and not s.places and not s.files and req.view is not None:
        # "clean up Scaricati, delete the .tmp files": the one folder named, even without "in"
        named = {(w, f.path) for w in re.findall(r"(?<![\w~/])(?-i:[A-ZÀ-Ý])[\w-]{2,40}", req.raw)
                 if (f := req.view.folder(w)).status == "exact" and f.path is not None}
        if len({p for _, p in named}) == 1:
            word, scope = named.pop()
            gone = re.compile(rf"(?i)\b{re.escape(normalize(word))}\b")
            s.subject, s.rest = gone.sub(" ", s.subject), gone.sub(" ", s.rest)  # the place, not the thing
    if referred is None and _DUPLICATES.search(req.norm) and req.view is not None:
        # "sposta i doppioni di Download in Vecchi": the "(1)" copies whose original is there too
        copies = duplicate_copies(req.view, scope)
        if not copies:
            raise refusal(req, "planner.no_document", "no_document",
                          phrase=_DUPLICATES.search(req.norm).group(0), place=scope or "~")  # type: ignore[union-attr]
        return [Step(tool="_paths", args={"paths": copies})], scope
    if referred is not None:
        _say_part_of_referents(req, referred)
        return [Step(tool="_paths", args={"paths": referred})], scope
    files = named_files(req, scope, effect=True)
    if files:
        return [Step(tool="_paths", args={"paths": files})], scope
    drops = (*intent_patterns(req), *_effect_patterns(req), VERBS)
    qualified = bool(described_phrase(s, drops, with_kinds=False))
    if qualified and req.view is not None and not (scope is not None and s.glob and not s.kinds):
        # "move the christmas photo with the grandparents": that photo, never every photo
        described = described_paths(req, scope, drops=drops, effect=True)
        if described is not None:
            return [Step(tool="_paths", args={"paths": described})], scope
        phrase = described_phrase(s, drops) or s.subject
        raise refusal(req, "planner.no_document", "no_document", phrase=phrase, place=scope or "~")
    if s.glob or (s.kinds and not qualified):
        refs = req.referents
        if scope is None and s.glob and refs is not None and not refs.empty and not s.places:
            # "cosa c'è in Download?" then "cancella i file tmp": those of the files just shown
            shown = fitting_glob(refs.files, s.glob)
            if shown:
                return [Step(tool="_paths", args={"paths": shown})], refs.place
        if scope is None and intent == "delete":
            raise refusal(req, "planner.delete_what", "delete")
        if scope is None and s.glob is None:
            listing = kind_listing(req, None)
            first = listing.plan.steps[0] if listing is not None and listing.plan is not None else None
            if first is not None and first.tool == "find_files":
                return [first], scope
            raise refusal(req, f"planner.{intent}_what", intent)
        return [find_step(scope, s.glob or DOCUMENT_PATTERN, recursive=scope is None)], scope
    described = described_paths(req, scope, drops=drops, effect=True)
    if described is not None:
        return [Step(tool="_paths", args={"paths": described})], scope
    if scope is not None and source is not None and not qualified:
        return [find_step(scope, None, recursive=False)], scope  # "sposta le foto", "move everything from X"
    raise refusal(req, f"planner.{intent}_what", intent)


_DUPLICATES = re.compile(r"\b(?:doppion[ei]|duplicat[oiae]|duplicates?|duplicated files|copie doppie|"
                         r"file doppi|double copies|copie|copies)\b")
_COPY_NAME = re.compile(r"^(?P<stem>.+?)(?: \(\d{1,3}\)| - copia(?: \(\d{1,3}\))?| - copy(?: \(\d{1,3}\))?|"
                        r"[ _]copy)(?P<ext>\.[^.]+)?$", re.IGNORECASE)


def duplicate_copies(view: WorkspaceView, scope: str | None) -> list[str]:
    """The copies a download or a copy-paste made ("nota (1).pdf", "nota - copia.pdf") whose
    original sits beside them, in `scope` (None: anywhere); never the originals."""
    files = set(view.files)
    out = []
    for f in sorted(files):
        parent = str(PurePosixPath(f).parent)
        if scope is not None and parent.lower() != scope.lower():
            continue
        m = _COPY_NAME.match(PurePosixPath(f).name)
        if m and f"{parent}/{m.group('stem')}{m.group('ext') or ''}" in files:
            out.append(f)
    return out


def _say_part_of_referents(req: PlanRequest, referred: list[str]) -> None:
    """ "cancellali" after an answer that found more files than it kept: the prompt says so."""
    refs = req.referents
    if refs is None or not refs.in_part or refs.total is None or len(referred) != len(refs.files):
        return
    req.notices.append(("planner.referents_in_part", {
        "count": len(referred), "count_text": fmt_number(len(referred), req.locale),
        "total": refs.total, "total_text": fmt_number(refs.total, req.locale)}))


def _effect_patterns(req: PlanRequest) -> tuple[re.Pattern[str], ...]:
    # "into it", "in there": where they go, no words of what is moved
    names = ("move", "copy", "delete", "rename", "append", "write")
    return (*(req.lex.plain_intents[n] for n in names), _THERE)


def _with_input(first: list[Step], tool: str, **args: Any) -> list[Step]:
    if first[0].tool == "_paths":
        return [Step(tool=tool, args={"paths": first[0].args["paths"], **args})]
    return [*first, Step(tool=tool, args={"from_step": len(first), **args})]


def move_plan(req: PlanRequest, tool: str, intent: str) -> Proposal:
    there = _the_folder_before(req) if _THERE.search(req.norm) else None
    if there is not None:
        # "move the drone quotes into it" right after the folder Drone was made: it is where they
        # go, never where they are looked for
        req.slots.places = [p for p in req.slots.places if p.path != there]
    source, dest = source_and_dest(req)
    try:
        first, scope = _targets(req, source, intent=intent)
    except Ask as ask:
        # "sposta il preventivo del plotter in Archivio 2025": not the namesake already there
        q = ask.proposal.question
        if q is None or q.key != "planner.which_file":
            raise
        try:
            there = dest_path(req, dest)
        except Ask:
            raise ask from None  # which file first, then which folder
        outside = [o for o in q.options if there is None or str(PurePosixPath(o.value).parent) != there]
        if there is None or len(outside) != 1 or len(outside) == len(q.options):
            raise
        req.pins[q.slot] = outside[0].value
        first, scope = _targets(req, source, intent=intent)
    destination = dest_path(req, dest)
    if destination is None and intent == "move" and req.view is not None and _ARCHIVE.search(req.norm):
        archive = [d for d in req.view.dirs if d.count("/") == 1
                   and normalize(PurePosixPath(d).name) in ("archivio", "archive", "archivi")]
        if len(archive) == 1:
            destination = archive[0]  # "archivia la fattura di Gallo" with a folder Archivio
    if destination is None and there is not None:
        destination = there  # "spostaci dentro i preventivi" right after the folder was made
    target = {"destination": destination} if destination is not None else {}
    return proposal_of(req, intent, *_with_input(first, tool, **target), place=scope)


# "spostaci i preventivi", "mettili lì dentro", "move them in there": the place just spoken of
_THERE = re.compile(r"\b(?:spostaci|spostateci|copiaci|copiateci|mettici|metteteci|infilaci|trasferiscici|"
                    r"ci dentro|li dentro|la dentro|into it|in there|inside it)\b|\bthere$")


def _the_folder_before(req: PlanRequest) -> str | None:
    """The folder the last answer was about when it was one folder (just made, or listed)."""
    refs = req.referents
    if refs is None or req.view is None or not refs.focus:
        return None
    return refs.focus if refs.focus in req.view.dirs else None


def delete_plan(req: PlanRequest) -> Proposal:
    source = req.slots.places[-1] if req.slots.places else None
    first, scope = _targets(req, source, intent="delete")
    return proposal_of(req, "delete", *_with_input(first, "delete_files"), place=scope)


def rename_plan(req: PlanRequest) -> Proposal:
    s = req.slots
    m = _RENAME_TO.search(req.raw)
    if not m:
        raise refusal(req, "planner.rename_what", "rename")
    new = m.group(1)
    named = s.files
    s.files = [f for f in s.files if f != new]
    referred = referred_files(req)
    s.files = named
    scope = scope_of(req, s.places[0] if s.places else None)
    if referred is not None:
        source = referred[0]
    else:
        olds = [f for f in s.files if f != new]
        if olds:
            req.slots.files = olds[:1]
            source = named_files(req, scope, effect=True)[0]
        elif req.view is not None:  # "rinomina la lista della spesa in spesa.txt"
            before = req.raw[: m.start()]
            g = req.view.loose(_RENAME_VERB.sub(" ", before), under=scope)
            source = settle(req, "file0", g, what="file", effect=True) if g.status != "none" else ""
            if not source:
                raise refusal(req, "planner.rename_what", "rename")
        else:
            raise refusal(req, "planner.rename_what", "rename")
    parent = str(PurePosixPath(source).parent)
    return proposal_of(req, "rename", Step(tool="move_files", args={
        "paths": [source], "destination": f"{parent}/{new}"}), place=scope)


def mkdir_plan(req: PlanRequest) -> Proposal:
    m = _NEW_NAME.search(req.raw)
    name = m.group(1).strip() if m else (req.slots.quoted[0] if req.slots.quoted else "")
    if not name:
        raise refusal(req, "planner.mkdir_what", "mkdir")
    parent = None
    inside = {"in", "nella", "nel", "dentro", "sotto", "inside", "under", "into", "within"}
    for place in req.slots.places:
        if (place.prep in inside and normalize(place.text) not in normalize(name)
                and place.grounded is not None and place.grounded.found):
            parent = place.path
    path = f"{parent or '~'}/{name}"
    if req.view is not None and req.view.folder(path).status == "exact":
        raise refusal(req, "planner.folder_exists", "mkdir", path=path)
    return proposal_of(req, "mkdir", Step(tool="create_dirs", args={"path": path}), place=parent)


# "aggiungi alla todo: chiamare l'amministratore", "scrivi nel promemoria: pagare il gas"
_INTO_COLON = re.compile(r"(?is)^\W*\w+\s+(?:(?:a|an|una|un)\s+(?:line|new line|riga|nuova riga|note|nota|"
                         r"item|voce)\s+)?(?:a|ad|al|alla|allo|alle|ai|agli|in|nella|nel|nelle|nei|negli|sul|"
                         r"sulla|sulle|sui|to|into|"
                         r"on)\s+(?:la |il |the |my )?([^:]{2,60}):\s*(.+)$")


# "nel promemoria aggiungi: prenotare la revisione", "to my todo add: call the plumber"
_FRONTED_COLON = re.compile(r"(?is)^\W*(?:nel|nella|nelle|nei|al|alla|alle|sul|sulla|sulle|in|into|to|on)\s+"
                            r"(?:la |il |the |my )?"
                            r"([^:]{2,60}?)\s+(?:aggiungi\w*|scrivi\w*|metti\w*|annota\w*|add|write|put)\s*:\s*(.+)$")


def fronted_append(req: PlanRequest) -> bool:
    """Whether the file written to is said before the verb ("nel promemoria aggiungi: …")."""
    return _FRONTED_COLON.match(req.typed) is not None


def writes_into_a_file(req: PlanRequest) -> bool:
    """"scrivi nel promemoria: pagare il gas": words written into a text file that exists are
    added at its end (nothing in it is overwritten)."""
    if req.view is None or req.slots.places or _NEW_FILE.search(req.norm):
        return False
    colon = _INTO_COLON.match(req.typed)
    if colon is None:
        return False
    target = _the_whole_name(req.view.loose(colon.group(1).strip()))
    return target.found and str(target.path).lower().endswith((".txt", ".md"))


def _the_whole_name(g: Grounded) -> Grounded:
    """Of files a name fits alike, the one whose whole name it is ("le note": note.txt, never
    note_manutenzione.txt); else `g` as it is."""
    if g.status != "ambiguous":
        return g
    said = fold(g.phrase)
    whole = [c for c in g.candidates if fold(PurePosixPath(c.path).stem) == said]
    return Grounded(g.phrase, "exact", (whole[0],)) if len(whole) == 1 else g


def append_plan(req: PlanRequest) -> Proposal:
    s = req.slots
    typed = req.typed  # what is added comes from the words as typed, typos and all
    verb = (req.lex.find("append", normalize(typed)) or PUT.search(normalize(typed))
            or req.lex.find("append", normalize(req.raw)))
    text_part = ""
    target_phrase = ""
    if s.files:
        target_phrase = s.files[0]
    tail = APPEND_TARGET.search(typed) or APPEND_TARGET.search(req.raw)
    colon = _INTO_COLON.match(typed) or _FRONTED_COLON.match(typed)
    if s.quoted:
        text_part = s.quoted[0]
    elif colon is not None:  # "aggiungi alla todo: chiamare l'amministratore"
        target_phrase = target_phrase or colon.group(1).strip()
        text_part = colon.group(2).strip(" .")
        tail = None
    elif tail is not None and verb is not None:
        start = _raw_index_after(typed, verb.group(0))
        text_part = typed[start: tail.start()].strip(" :,")
    if tail is not None and not target_phrase:
        target_phrase = tail.group(1).strip(" .?!")
    if not text_part or not target_phrase:
        raise refusal(req, "planner.append_what", "append")
    scope = scope_of(req, s.places[0] if s.places and s.files else None)
    if s.files:
        path = named_files(req, scope, effect=True)[0] if req.view is not None else inside(scope, s.files[0])
    elif "file0" in req.pins:
        path = req.pins["file0"]
    elif req.view is not None:
        g = _the_whole_name(req.view.loose(target_phrase, under=scope))
        if not g.found:  # "la lista delle cose da fare": the file it names ("todo" → da_fare.md)
            again = req.view.loose(req.lex.expand(target_phrase), under=scope)
            g = again if again.found else g
        path = settle(req, "file0", g, what="file", effect=False)
    else:
        raise refusal(req, "planner.append_what", "append")
    lines = [text_part] if s.quoted else [_ITEM_ARTICLE.sub("", i).strip()
                                          for i in _SPLIT_ITEMS.split(text_part) if i.strip()]
    if any(len(i.split()) > 4 for i in lines):
        lines = [text_part]
    append = Step(tool="append_files", args={"path": path, "text": "\n".join(lines)})
    return proposal_of(req, "append", append, place=scope)


_NEW_FILE = re.compile(r"\b(?:crea\w*|fai|fammi|prepara\w*|make|create|new|nuov[oa])\s+"
                       r"(?:(?:un|il|una|a|the|new|nuovo|nuova|me)\s+)*(?:file|documento|document|nota|note|testo)\b")
# the text of a new file, said after "con scritto", "saying", or a colon
_WRITTEN = re.compile(r"(?i)(?:\b(?:con (?:su )?scritto|con dentro|con (?:il )?testo|che dice|contenente|"
                      r"with the text|with text|with the words|saying|that says|containing)\b\s*:?|:)\s*"
                      r"(?:che\s+|that\s+)?(?P<text>\S.*)$")


def writes_a_new_file(req: PlanRequest) -> bool:
    """"crea un file promemoria.txt con scritto comprare le lampadine": a file and its text."""
    s = req.slots
    if not s.files or not (_NEW_FILE.search(req.norm) or req.says("write")):
        return False
    return bool(s.quoted) or _WRITTEN.search(_after_file(req)) is not None


def _after_file(req: PlanRequest) -> str:
    """The words typed after the file's name (where its text is said)."""
    typed = req.typed
    at = typed.find(req.slots.files[0])
    return typed[at + len(req.slots.files[0]):] if at >= 0 else typed


def write_plan(req: PlanRequest) -> Proposal:
    """A new file with the text said for it (an existing one of that name is overwritten only
    after a confirmation, by policy)."""
    s = req.slots
    written = _WRITTEN.search(_after_file(req))
    content = s.quoted[0] if s.quoted else (written.group("text").strip() if written else "")
    if not content:
        raise refusal(req, "planner.append_what", "write")
    scope = scope_of(req, s.places[0] if s.places else None, effect=True)
    path = inside(scope, s.files[0])
    if req.view is not None:
        g = req.view.file(s.files[0], under=scope)
        if g.status == "exact":
            path = settle(req, "file0", g, what="file", effect=True)
    return proposal_of(req, "write", Step(tool="write_files", args={"path": path, "content": content}),
                       place=scope)


def _raw_index_after(raw: str, normalized_verb: str) -> int:
    """Where the words after the verb start in the raw text."""
    first = normalized_verb.split()[0]
    m = re.search(rf"(?i)\b{re.escape(first)}\w*\b", raw)
    return m.end() if m else 0


_MAIL_TERMS = compile_terms(["mail", "email", "e mail", "posta", "messaggio", "message", "using", "usando",
                             "con", "with", "account", "dicendo", "saying", "scrivendo", "writing"])


# "la mail della richiesta fatture": a saved e-mail is what is sent, when one is said
_SAVED_MAIL_SAID = re.compile(r"\b(?:e ?mails?|mails?|messaggi[oi]?|messages?|eml)\b")


def _thing_sent(req: PlanRequest) -> str:
    """The words of what is sent, with only the words of sending taken out ("the supplier list":
    "supplier" and "list" are no verbs here)."""
    return described_phrase(req.slots, (req.lex.plain_intents["send"], _MAIL_TERMS, VERBS))


def _names_a_file(req: PlanRequest, drops: tuple[re.Pattern[str], ...], scope: str | None) -> bool:
    """Whether the leftover words name one of the user's files ("la lista della spesa")."""
    if req.view is None:
        return False
    phrase = described_phrase(req.slots, drops)
    return bool(phrase) and req.view.loose(phrase, under=scope).status != "none"


def _qualified(req: PlanRequest, text: str, body_m: re.Match[str] | None,
               account_m: re.Match[str] | None) -> bool:
    """Whether a type of file to send comes with words that pick some of them ("the wedding
    photos", "i pdf della banca"): then those, found by what they say — never every file of
    the type."""
    slots = read_slots(_cut(_cut(text, body_m), account_m), req.view, allow_people_preps=False)
    drops = (*intent_patterns(req), _MAIL_TERMS, VERBS)
    return bool(content_words(described_phrase(slots, drops, with_kinds=False)))


def _cut(text: str, match: re.Match[str] | None) -> str:
    return text if match is None else text[: match.start()] + " " + text[match.end():]


# what an e-mail says, typed without quotes: "scrivi a anna@… con scritto che arrivo alle 8"
_BODY_PLAIN = re.compile(r"(?i)\b(?:con (?:su )?scritto|dicendo(?:gli|le)?|scrivendo(?:gli|le)?|"
                         r"per dir(?:e|gli|le)|saying|telling (?:him|her|them)|to say|that says)\s*:?\s*"
                         r"(?:che\s+|that\s+)?(\S.*?)\s*$")


# every file of a place, said in the plural: "tutti i file", "i documenti", "all the files", "everything"
EVERY_FILE = re.compile(r"\b(?:tutt[ie] (?:i |gli |le )?(?:file|documenti)|(?:i|gli) (?:file|documenti)|"
                        r"tutto|all (?:the |my )?(?:files|documents)|(?:the )?(?:files|documents)|"
                        r"everything)\b")


# "to the accountant", "al commercialista", "alla maestra": someone the e-mail goes to, said at the
# end of the request (a folder of that name stays a place)
_RECIPIENT_ROLE = re.compile(r"(?i)\s(?:(?:to the|to our|to my|to|al|alla|allo|ai|agli|alle|a|ad)\s+|"
                             r"all['’]\s*)(?P<who>[^\W\d_]{3,}(?:'s)?)\s*[.,;:!?]*\s*$")
# "send the lease to …", "manda il preventivo a …": the thing to send is said right after the verb
_SENDS_A_THING = re.compile(r"(?i)^\W*(?:please\s+|per favore\s+)?(?:can you\s+|could you\s+|puoi\s+|mi\s+)?"
                            r"(?:send|e-?mail|mail|forward|manda\w*|invia\w*|inoltra\w*|spedisci\w*)\s+"
                            r"(?:(?:me|him|her|them|us|mi|gli|le)\s+)?"
                            r"(?:the|my|our|this|that|these|those|il|lo|la|i|gli|le|l[’']|quel\w*|quest\w*|"
                            r"mio|mia|miei|mie|nostr\w|[^\W\d_]+['’]s)\b")  # "send sofia's report card"


def _is_place(req: PlanRequest, word: str) -> bool:
    return req.view is not None and req.view.folder(word).found


def _of_kind(req: PlanRequest, scope: str | None) -> list[str]:
    """The documents of the kind named in the plural ("le fatture in Lavoro"): the files whose
    names say it, as many as the request says; a different number, or none, is asked about."""
    # "the restoration quotes": the quotes that are about the restoration, never every quote
    named = kind_files(req, scope, (_MAIL_TERMS,)) or []
    if scope is None:  # last year's put away in an archive: not one of them, unless it was named
        named = [p for p in named if not archived(p)] or named
    count = said_count(req)
    phrase = described_phrase(req.slots, (*intent_patterns(req), _MAIL_TERMS, VERBS)) or req.slots.subject
    if not named:
        raise refusal(req, "planner.no_document", "no_document", phrase=phrase, place=scope or "~")
    if count is not None and count != len(named):
        # "le due fatture" beside a bill: the files named by the very word said, when as many
        said = _kind_words(req)
        strict = [f for f in named if any(_same_stem(w, n) for w in said for n in _name_words(f))]
        if len(strict) == count:
            return strict
    if count is not None and count != len(named):
        # the confirmation that follows shows them: the difference is said, never hidden
        req.notices.append(("planner.count_differs", {
            "count_text": fmt_number(count, req.locale), "found_text": fmt_number(len(named), req.locale),
            "place": scope or "~", "names": ", ".join(PurePosixPath(p).name for p in named)}))
    return named


def _name_words(path: str) -> list[str]:
    return normalize(PurePosixPath(path).stem.replace("_", " ").replace("-", " ")).split()


def _kind_words(req: PlanRequest) -> list[str]:
    """The kind words as said ("fatture", "invoices")."""
    s = req.slots
    return [m.group(0).split()[-1] for k in s.kinds if k.doc and k.doc != "any"
            for m in k.pattern.finditer(s.subject)]


def _same_stem(said: str, word: str) -> bool:
    """The same word in either number ("fatture"/"fattura", "invoices"/"invoice")."""
    said = said.rstrip("s")
    return len(said) >= 4 and len(word) >= 4 and (said == word or said[:-1] == word[:-1])


def send_plan(req: PlanRequest) -> Proposal:
    """send_messages with attachments grounded in the workspace; recipients only as written."""
    s = req.slots
    args: dict[str, Any] = {"to": s.addresses} if s.addresses else {}
    text = req.typed  # subject and body as typed
    for address in s.addresses:
        text = text.replace(address, " ")
    subject_m = _SUBJECT.search(text) or _SUBJECT_PLAIN.search(text)
    text = _cut(text, subject_m)
    text = _RECIPIENT_NAME.sub(" ", text)  # "to Bob", "ad Anna": a person, not a document
    body_m = re.search(r"[\"“«]([^\"”»]+)[\"”»]", text) or _BODY_PLAIN.search(text)
    if body_m is None:
        text = _RECIPIENT_ROLE.sub(lambda m: m.group(0) if _is_place(req, m.group("who")) else " ", text)
    account_m = _ACCOUNT.search(text)
    if account_m:
        name = (account_m.group(1) or account_m.group(2)).rstrip(".,;:")
        args["account"] = name if name.lower().startswith("smtp:") else f"smtp:{name}"
    steps: list[Step] = []
    what = default_subject = None
    loc = req.locale
    summary = re.search(r"\b(riepilog\w*|summary|sommario)\b", req.norm)
    source = s.places[0] if s.places else None
    scope = scope_of(req, source)
    referred = referred_files(req)
    files = named_files(req, scope, effect=True) if s.files else []
    if referred is not None or files:
        chosen = referred if referred is not None else files
        args["attachments"] = chosen
        what = default_subject = ", ".join(PurePosixPath(p).name for p in chosen)
    elif summary:
        steps.append(find_step(scope, SUMMARY_PATTERN, sort="modified", limit=1))
        what, default_subject = t("mail.what_summary", loc), t("mail.subject_summary", loc)
    elif s.glob and not _qualified(req, text, body_m, account_m):
        steps.append(find_step(scope, s.glob, recursive=False))
        what, default_subject = t("mail.what_files", loc), t("mail.subject_files", loc)
    else:
        cut = _cut(_cut(text, body_m), account_m)
        req.slots = read_slots(cut, req.view, allow_people_preps=False)
        drops = (*intent_patterns(req), _MAIL_TERMS, VERBS)
        described = None
        if req.slots.doc_kinds and req.slots.plural_kind:
            # "le fatture di novembre": the invoices dated in November, never a bill named after it
            described = of_the_month(req, scope, (_MAIL_TERMS,))
        if described is None and (req.slots.about_documents or _names_a_file(req, drops, scope)):
            described = described_paths(req, scope, drops=drops, effect=True)
        if described and req.slots.doc_kinds and not _SAVED_MAIL_SAID.search(req.slots.subject):
            # "le fatture di novembre": a saved e-mail named after them asks for them, it is none
            # (one whose text is a quote is one: the offer a supplier wrote in an e-mail)
            written = req.view.by_text(req.slots.doc_kinds) if req.view is not None else set()
            described = [p for p in described if not p.lower().endswith(SAVED_MAIL) or p in written] or None
        if described is None and req.slots.doc_kinds and req.slots.plural_kind:
            described = _of_kind(req, scope)  # "the two invoices in Work": those, never every file
        if described is not None:
            args["attachments"] = described
            what = default_subject = ", ".join(PurePosixPath(p).name for p in described)
        elif scope is not None and (s.glob or req.slots.plural_kind):
            steps.append(find_step(scope, s.glob or DOCUMENT_PATTERN, recursive=False))
            what, default_subject = t("mail.what_files", loc), t("mail.subject_files", loc)
        elif scope is not None and not req.slots.doc_kinds and EVERY_FILE.search(req.norm):
            # "manda a … tutti i file di Tasse": one e-mail with every file of that folder
            steps.append(find_step(scope, None, recursive=False))
            what, default_subject = t("mail.what_files", loc), t("mail.subject_files", loc)
        elif req.slots.about_documents:  # a document named but not found: never attach others
            phrase = described_phrase(req.slots, drops) or req.slots.subject
            raise refusal(req, "planner.no_document", "no_document", phrase=phrase, place=scope or "~")
        elif "doc" in req.pins:  # the file chosen when asked which one was meant
            args["attachments"] = [req.pins["doc"]]
            what = default_subject = PurePosixPath(req.pins["doc"]).name
        elif body_m is None and req.view is not None and not (scope is not None and req.says("files")) \
                and _SENDS_A_THING.match(req.typed) \
                and (phrase := described_phrase(req.slots, drops) or _thing_sent(req)) \
                and content_words(phrase):
            # "send the london flight confirmation to grandma" with no file named so: which one
            # (the closest), or said — never an e-mail without the thing asked to send; "email
            # the supplier list": its words are also verbs elsewhere, yet they name the list
            near = req.view.loose(phrase, under=scope)
            if near.status == "exact" and near.path is not None:
                args["attachments"] = [near.path]
                what = default_subject = PurePosixPath(near.path).name
            elif near.candidates:
                raise ask_choice(req, "doc", "planner.no_file_closest", options_of(near), phrase=phrase)
            else:
                raise refusal(req, "planner.no_document", "no_document", phrase=phrase, place=scope or "~")
        elif scope is not None and req.says("files") and req.view is not None:
            # "manda il file di Tasse": one file of that folder, but which? (never none, never all)
            inside_scope = [f for f in req.view.files if PurePosixPath(f).parent == PurePosixPath(scope)]
            if len(inside_scope) == 1 or "doc" in req.pins:
                args["attachments"] = [req.pins.get("doc", inside_scope[0])]
                what = default_subject = PurePosixPath(args["attachments"][0]).name
            elif inside_scope:
                raise ask_choice(req, "doc", "planner.which_file",
                                 [Option(label_of(f), f) for f in inside_scope], phrase=scope)
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
    return proposal_of(req, "mail", *steps, place=scope)
