"""Slots: the places, files and kinds a request names, found in its words and grounded.

A request is read once into :class:`Slots`: place mentions (with the preposition before
them, so "da Acquisti a Archivio" gives a source and a destination), explicit file
names, the kind of files ("i pdf", "le fatture", "i file tmp"), e-mail addresses and
quoted text, and what is left over — the words that describe a document ("il contratto
d'affitto"). Grounding against the user's workspace happens here too; a slot that is
ambiguous or missing is reported, never guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from runtime.addresses import find_addresses
from runtime.planning.ground import Candidate, Grounded, WorkspaceView, content_words, fold
from runtime.planning.lexicon import Kind, compile_terms, lexicon, normalize

_NAME = r"[~\w][\w./~-]*"
_QUOTE_OPEN = "\"“«'"
_FILE = re.compile(r"(?<![\w@.])([\w~][\w~/-]*(?:\.[\w-]+)*\.[A-Za-z][A-Za-z0-9]{0,4})(?![\w@])")
# a text quoted: in double quotes or guillemets, or in single quotes (an apostrophe inside, as
# in "add 'buy davide's present' to …", is no closing quote: a letter follows it)
QUOTED = re.compile(r"[\"“«]([^\"”»]+)[\"”»]|(?<![\w'])'((?:[^']|'(?=\w)){2,200}?)'(?![\w'])")
_QUOTED = QUOTED
_PATH = re.compile(r"(?<![\w@])(~/?[\w./-]*|[\w-]+(?:/[\w.-]+)+/?)")
_EXT_WORD = re.compile(r"(?<![\w.])\.?([a-z0-9]{2,4})\b")
_NUMBERISH = re.compile(r"^[\d.,]+$")
_NUMBER_PATH = re.compile(r"[\d/.-]+")


_PLURAL_ARTICLES = frozenset({"le", "i", "gli", "tutte", "tutti", "these", "those", "all", "both", "entrambe",
                              "entrambi", "queste", "questi", "quelle", "quei", "quegli"})


@dataclass
class Mention:
    """A place named in the request: its words, where they are, and what they were matched to."""

    text: str
    start: int
    end: int
    prep: str | None
    explicit: bool  # said with "cartella"/"folder", or as a path
    grounded: Grounded | None = None

    @property
    def path(self) -> str | None:
        return self.grounded.path if self.grounded is not None else None


@dataclass
class Slots:
    """Everything a request names, before any plan is made."""

    raw: str
    norm: str
    places: list[Mention] = field(default_factory=list)
    files: list[str] = field(default_factory=list)  # file names as written
    kinds: list[Kind] = field(default_factory=list)
    ext_glob: str | None = None  # "i file tmp" → "*.tmp"
    addresses: list[str] = field(default_factory=list)
    quoted: list[str] = field(default_factory=list)
    rest: str = ""  # the words left once places, files, addresses, quotes and kinds are cut out
    subject: str = ""  # the same with the kind words kept ("fattura dell idraulico")
    intent_text: str = ""  # the request with folder and file names as "x": what its verbs say
    kind_folder: list[Mention] = field(default_factory=list)  # "le foto" when a folder Foto exists
    # "la ricevuta" when a folder Ricevute exists: the kind in another form than the folder's name
    kind_form_folder: list[Mention] = field(default_factory=list)
    missing: list[Mention] = field(default_factory=list)  # "in Spese" when there is no folder Spese

    @property
    def glob(self) -> str | None:
        """The file pattern the kinds mean (None: any file)."""
        if self.ext_glob:
            return self.ext_glob
        globs = [k.glob for k in self.kinds if k.glob]
        return globs[0] if globs else None

    @property
    def doc_kinds(self) -> list[str]:
        return [k.doc for k in self.kinds if k.doc and k.doc != "any"]

    @property
    def plural_kind(self) -> bool:
        """Whether the kind of document was said in the plural ("i preventivi", "the invoices")."""
        for kind in self.kinds:
            if not kind.doc:
                continue
            for m in kind.pattern.finditer(self.subject):  # "la fattura di Gallo in Fatture": one
                word = m.group(0).split()[-1]
                if (word.endswith("i") or (word.endswith("s") and not word.endswith("ss"))
                        or (word.endswith("e") and kind.pattern.fullmatch(word[:-1] + "a"))):
                    return True  # preventivi, fatture, quotes — not "lease"
        return False

    @property
    def plural_any(self) -> bool:
        """Whether any kind of file was said in the plural: a document kind ("i preventivi"), or a
        file type after a plural article ("le foto", "i pdf") or with a plural ending ("the photos")."""
        if self.plural_kind:
            return True
        for kind in self.kinds:
            for m in kind.pattern.finditer(self.subject):
                before = self.subject[: m.start()].split()[-1:]
                word = m.group(0).split()[-1]
                if before and before[0] in _PLURAL_ARTICLES or word.endswith("s") and not word.endswith("ss"):
                    return True
        return False

    @property
    def about_documents(self) -> bool:
        return any(k.doc for k in self.kinds)


def read_slots(raw: str, view: WorkspaceView | None, *, allow_people_preps: bool = True) -> Slots:
    """Find the places, files, kinds, addresses and quotes of `raw`; ground the places."""
    addresses = find_addresses(raw)
    text = raw
    for address in addresses:
        text = text.replace(address, " " * len(address))
    quoted = [(m.group(1) or m.group(2)).strip() for m in _QUOTED.finditer(text)]
    text = _QUOTED.sub(lambda m: " " * len(m.group(0)), text)
    slots = Slots(raw=raw, norm=normalize(raw), addresses=addresses, quoted=quoted)
    slots.places = _places(text, view, allow_people_preps=allow_people_preps)
    if view is not None:
        slots.missing = _missing_places(text, view, slots.places)
    named = text
    for place in sorted(slots.places, key=lambda p: -p.start):
        text = text[: place.start] + " " * (place.end - place.start) + text[place.end:]
        at = named.find(place.text, place.start, place.end + 1)
        if at >= 0:
            named = named[:at] + " x " + named[at + len(place.text):]
    slots.intent_text = normalize(_FILE.sub(" x ", named))
    for m in _FILE.finditer(text):
        name = m.group(1)
        if not _NUMBERISH.match(name.rsplit(".", 1)[0]):
            slots.files.append(name)
    text = _FILE.sub(lambda m: " " * len(m.group(0)), text)
    rest = normalize(text)
    if view is not None:
        slots.kind_folder = [m for m in _kind_as_folder(text, view)
                             if not _taken(slots.places, m.start, m.end)]
        slots.kind_form_folder = [m for m in _kind_form_as_folder(text, view)
                                  if not _taken(slots.places, m.start, m.end)]
    slots.subject = rest
    slots.kinds = [k for k in lexicon().kinds if k.pattern.search(rest)]
    for kind in slots.kinds:
        rest = kind.pattern.sub(" ", rest)
    slots.ext_glob = _ext_glob(rest, view)
    slots.rest = re.sub(r"\s+", " ", rest).strip()
    return slots


def _kind_as_folder(text: str, view: WorkspaceView) -> list[Mention]:
    """"le foto", "i documenti" with folders Foto and Documenti: the user means the folder."""
    top = {normalize(PurePosixPath(d).name): d for d in view.dirs if d.count("/") == 1}
    for m in re.finditer(r"[\w']+", text):
        word = normalize(m.group(0))
        if not any(k.pattern.fullmatch(word) for k in lexicon().kinds):
            continue
        for name in (word, *sorted(lexicon().synonyms(word))):  # "the photos" and a folder Foto
            if name not in top:
                continue
            grounded = Grounded(m.group(0), "exact", (Candidate(top[name], 100, True),))
            return [Mention(m.group(0), m.start(), m.end(), "of", False, grounded)]  # a source
    return []


def _kind_form_as_folder(text: str, view: WorkspaceView) -> list[Mention]:
    """"la ricevuta" with a top folder Ricevute: a kind of document said in another form (singular,
    plural) than the name of a top folder that is the same kind — that folder holds the kind."""
    top = {normalize(PurePosixPath(d).name): d for d in view.dirs if d.count("/") == 1}
    for m in re.finditer(r"[\w']+", text):
        word = normalize(m.group(0))
        for kind in lexicon().kinds:
            if not kind.doc or kind.doc == "any" or not kind.pattern.fullmatch(word):
                continue
            # the same word in another form ("ricevuta", Ricevute), never another word of the kind
            # ("le bollette" are not only in Fatture)
            terms = [compile_terms([term]) for term in lexicon().terms("kinds", kind.name, "terms")]
            same = [rx for rx in terms if rx.fullmatch(word)]
            named = sorted(d for name, d in top.items() if any(rx.fullmatch(name) for rx in same))
            if len(named) == 1:
                grounded = Grounded(m.group(0), "exact", (Candidate(named[0], 100, True),))
                return [Mention(m.group(0), m.start(), m.end(), "of", False, grounded)]
    return []


def _ext_glob(rest: str, view: WorkspaceView | None) -> str | None:
    """An extension said as a word ("i file tmp", "the .log files") that the workspace has."""
    if view is None:
        return None
    present = {PurePosixPath(f).suffix.lower().lstrip(".") for f in view.files}
    present.discard("")
    stop = lexicon().words("stop")
    for m in _EXT_WORD.finditer(rest):
        word = m.group(1)
        if word in present and word not in stop:
            return f"*.{word}"
    return None


# --- places ------------------------------------------------------------------------------


def _alternation(words: frozenset[str]) -> str:
    return "|".join(sorted((re.escape(w) for w in words), key=len, reverse=True))


_LEADING_PLACE = re.compile(r"(?i)^\W*(?P<name>[\w-]+)\s+(?:folder|cartella|directory)\b")


def _place_patterns() -> tuple[re.Pattern[str], ...]:
    lex = lexicon()
    preps = _alternation(lex.words("place_prepositions"))
    arts = _alternation(lex.words("articles"))
    nouns = _alternation(lex.words("place_nouns"))
    q = f"[{_QUOTE_OPEN}]?"
    explicit = re.compile(
        rf"(?i)(?<!\w)(?:(?P<prep>{preps})\s+)?(?:(?:{arts})\s+)?(?:{nouns})\s+"
        rf"(?:(?:chiamata|di nome|named|called)\s+|(?:di|del|dello|della|dei|degli|delle|of)\s+"
        rf"(?:(?:{arts})\s+)?)?{q}(?P<name>{_NAME}(?:\s+(?-i:[A-ZÀ-Ý0-9])[\w-]*)?)"
        rf"[\"”»']?")
    postfix = re.compile(
        rf"(?i)(?<!\w)(?:(?P<prep>{preps})\s+(?:(?:{arts})\s+)?|(?:the|my)\s+){q}(?P<name>{_NAME})[\"”']?"
        rf"\s+(?:{nouns})\b")
    loose = re.compile(
        rf"(?i)(?<!\w)(?P<prep>{preps})\s+(?:(?:{arts})\s+)?{q}(?P<name>{_NAME}(?:\s+[\w-]+){{0,2}})")
    # "the condominio via emilia folder": a name of several words before the noun (taken only
    # when it is the whole name of a folder of the user's)
    postfix_words = re.compile(
        rf"(?i)(?<!\w)(?:(?P<prep>{preps})\s+(?:(?:{arts})\s+)?|(?:the|my)\s+){q}"
        rf"(?P<name>{_NAME}(?:\s+[\w-]+){{1,3}})[\"”']?\s+(?:{nouns})\b")
    return explicit, postfix, loose, postfix_words


_PATTERNS: tuple[re.Pattern[str], ...] | None = None


def _patterns() -> tuple[re.Pattern[str], ...]:
    global _PATTERNS
    if _PATTERNS is None:
        _PATTERNS = _place_patterns()
    return _PATTERNS


def _taken(spans: list[Mention], start: int, end: int) -> bool:
    return any(not (end <= m.start or start >= m.end) for m in spans)


_SUB_OF = re.compile(r"(?i)(?<![\w-])(?:(?P<prep>in|nei|negli|nelle|nel|nella|dai|dagli|dalle|from|into|"
                     r"inside)\s+"
                     r"(?:(?:i|gli|le|il|la|the|my|our)\s+)?)?(?P<sub>[\w-]{3,40})\s+"
                     r"(?:di|del|dello|della|dei|degli|delle|of|in|nel|nella|at|for|per)\s+"
                     r"(?:(?:il|lo|la|the)\s+)?(?P<name>[\w-]+(?:\s+[\w-]+){0,3})")


def _sub_folders(text: str, view: WorkspaceView | None) -> list[Mention]:
    """"verbali di corso francia", "the minutes of via nizza", "Preventivi in Via Nizza 12": a
    folder inside another, each named by its own name — the one inside that place, never a
    namesake elsewhere."""
    if view is None:
        return []
    out: list[Mention] = []
    for m in _SUB_OF.finditer(text):
        words = m.group("name").split()
        outer = None
        for n in range(len(words), 0, -1):
            phrase = " ".join(words[:n]).rstrip(".,;:?!")
            g = view.folder(phrase)
            if g.status in ("exact", "fuzzy") and g.path is not None and g.candidates[0].score >= 90 \
                    and (len(phrase) >= 4 or g.status == "exact"):
                outer = (g.path, m.start("name") + len(" ".join(words[:n])))
                break
        if outer is None:
            continue
        sub = view.folder(m.group("sub"), under=outer[0])
        if sub.status not in ("exact", "fuzzy") or sub.path is None or sub.path == outer[0] \
                or sub.candidates[0].score < 85:
            continue
        start = m.start("prep") if m.group("prep") else m.start("sub")
        prep = normalize(m.group("prep")) if m.group("prep") else "in"
        grounded = Grounded(m.group(0), "exact", (Candidate(sub.path, 100, True),))
        out.append(Mention(text[m.start("sub"): outer[1]], start, outer[1], prep, True, grounded))
    return out


def _places(text: str, view: WorkspaceView | None, *, allow_people_preps: bool) -> list[Mention]:
    explicit_rx, postfix_rx, loose_rx, words_rx = _patterns()
    lex = lexicon()
    out: list[Mention] = _sub_folders(text, view)
    for rx in (words_rx, postfix_rx, explicit_rx):
        for m in rx.finditer(text):
            name = m.group("name").strip().rstrip(".,;:?!")
            if rx is words_rx:
                name = _whole_folder_name(name, view) or ""
            if rx is explicit_rx and view is not None:
                name = _longest_folder(name, view) or name.split()[0]
            elif rx is explicit_rx:
                name = name.split()[0]
            common = normalize(name) in lex.words("stop") | lex.words("place_adjectives") \
                and not name[:1].isupper() and not (
                    view is not None and view.folder(name).status == "exact")  # "la cartella documenti"
            if not name or normalize(name) in lex.words("articles") | lex.words("place_prepositions") \
                    or common or _taken(out, m.start(), m.end()) \
                    or (rx is explicit_rx and normalize(name) in lex.words("not_places")
                        and not (view is not None and view.folder(name).status == "exact")):
                continue  # "casa folder contents": what is asked of the folder, no folder "contents"
            prep = normalize(m.group("prep")) if m.group("prep") else None
            end = m.end() if rx is not explicit_rx else m.start("name") + len(name)
            out.append(Mention(name, m.start(), end, prep, True, _ground_folder(name, view)))
    leading = _LEADING_PLACE.match(text)
    if leading is not None and view is not None and not out \
            and view.folder(leading.group("name")).status == "exact":
        # "casa folder contents pls": a folder of the user's named first, with the noun after it
        name = leading.group("name")
        out.append(Mention(name, leading.start("name"), leading.end(), None, True,
                           _ground_folder(name, view)))
    for m in _PATH.finditer(text):
        if _taken(out, m.start(), m.end()) or _FILE.fullmatch(m.group(0)) \
                or _NUMBER_PATH.fullmatch(m.group(0)):
            continue  # "la fattura 2026/015", "il 12/2026": a document's number or a date, no folder
        before = normalize(text[max(0, m.start() - 12): m.start()]).split()
        prep = before[-1] if before and before[-1] in lex.words("place_prepositions") else None
        out.append(Mention(m.group(0), m.start(), m.end(), prep, True,
                           _ground_folder(m.group(0), view)))
    for pos in (w.start() for w in re.finditer(r"(?<!\w)\w", text)):
        at = loose_rx.match(text, pos)
        if at is None:
            continue
        m = at
        prep = normalize(m.group("prep"))
        if _taken(out, m.start(), m.start("name") + len(m.group("name").split()[0])):
            continue
        if not allow_people_preps and prep in ("a", "ad", "to"):
            continue
        words = m.group("name").split()
        found = _loose_place(words, view, m, prep)
        if found is not None:
            out.append(found)
    out.sort(key=lambda m: m.start)
    return out


_INSIDE = re.compile(r"(?<!\w)(?P<prep>in|nella|nel|dentro|da|dalla|dal|dai|dagli|dalle|della|from|inside|"
                     r"within|out of)\s+(?:la |il |the |my )?"
                     r"(?-i:([A-ZÀ-Ý][\w-]{2,40}))(?!\w)", re.IGNORECASE)


_WRITTEN_BY = re.compile(r"(?i)\b(?:e-?mails?|mails?|messages?|messaggi[oi]?|lettera|lettere|letters?|"
                         r"eml files?|file eml|notes?|nota|biglietto)\s+(?:from|by|da|di|dal|della|dello)\s+"
                         r"(?-i:[A-ZÀ-Ý])")


def _missing_places(text: str, view: WorkspaceView, found: list[Mention]) -> list[Mention]:
    """A capitalised name after "in"/"from" that is no folder of the user's: said so, never ignored."""
    out = []
    words = _lexicon_words()
    # "the quote from Verdi", "la fattura da Gallo": a document by someone whose name a file has
    by_whom = any(k.doc and k.doc != "any" and k.pattern.search(normalize(text)) for k in lexicon().kinds)
    sender = _WRITTEN_BY.search(text) is not None  # "the email from Marco Bianchi": who wrote it
    for m in _INSIDE.finditer(text):
        name = m.group(2)
        if (_taken(found, m.start(2), m.end(2)) or normalize(name) in words or _FILE.fullmatch(name)
                or normalize(name) in lexicon().words("not_places")
                or (by_whom and normalize(m.group("prep")) in _BY_PREPS and fold(name) in view.name_words())
                or (sender and normalize(m.group("prep")) in _BY_PREPS)):
            continue
        grounded = view.folder(name)
        if grounded.status == "none":
            out.append(Mention(name, m.start(), m.end(), normalize(m.group("prep")), True, grounded))
    return out


def _whole_folder_name(name: str, view: WorkspaceView | None) -> str | None:
    """The last words of `name` that are the whole name of a folder of the user's (the longest
    such run: "show me the condominio via emilia" → "condominio via emilia")."""
    if view is None:
        return None
    words = name.split()
    for n in range(len(words), 1, -1):
        candidate = " ".join(words[-n:])
        if view.folder(candidate).status == "exact":
            return candidate
    return None


def _longest_folder(name: str, view: WorkspaceView) -> str | None:
    words = name.split()
    for n in range(len(words), 0, -1):
        candidate = " ".join(words[:n]).rstrip(".,;:?!")
        if view.folder(candidate).found:
            return candidate
    return None


_BY_PREPS = frozenset({"from", "da", "dal", "dalla", "della", "di", "del", "by"})
_BARE_PREPS = frozenset({"in", "da", "dentro", "into", "inside", "within", "from"})


def _loose_place(words: list[str], view: WorkspaceView | None, m: re.Match[str],
                 prep: str) -> Mention | None:
    """A place named after a preposition without "cartella": only a folder that exists counts."""
    lex = lexicon()
    stop = lex.words("articles") | lex.words("place_prepositions")
    fillers = stop | lex.words("stop")
    tried: list[tuple[int, str]] = []
    for n in range(len(words), 0, -1):
        phrase = " ".join(words[:n]).strip().rstrip(".,;:?!\"”»'")
        last = normalize(words[n - 1]) if words[n - 1:n] else ""
        whole = view is not None and view.folder(phrase).status == "exact"
        if not phrase or normalize(phrase) in stop or _FILE.fullmatch(phrase) or (
                n > 1 and last in fillers and not whole):
            continue  # "in Foto dopo" is a folder of that whole name, when there is one
        tried.append((n, phrase))
    if view is not None:  # an exact name at any length beats a near one ("Acquisti a" ≈ "Acquisti")
        exact = [(n, p) for n, p in tried if view.folder(p).status == "exact"]
        if exact:
            tried = exact[:1]
    for n, phrase in tried:
        end = m.start("name") + len(" ".join(words[:n]))
        if view is None:
            # no workspace to look at (pure planning): a capitalised single word is a folder
            if n == 1 and phrase[:1].isupper() and normalize(phrase) not in _lexicon_words():
                return Mention(phrase, m.start(), end, prep, False, _ground_folder(phrase, None))
            continue
        genitive = prep in ("di", "del", "della", "dello", "dei", "degli", "delle", "of")
        if genitive and not phrase[:1].isupper() and not _of_files(m, view, phrase):
            continue  # "il proprietario di casa" is no folder Casa; "la cartella di Casa" is
        grounded = view.folder(phrase)
        bare = prep in _BARE_PREPS and m.start("name") - m.end("prep") <= 1  # "in fatture", no article
        named = grounded.candidates and (
            (grounded.found and grounded.candidates[0].score >= 90)
            or (grounded.status == "ambiguous" and all(c.score >= 100 for c in grounded.candidates)))
        if not phrase[:1].isupper() and any(k.pattern.fullmatch(normalize(phrase)) for k in lex.kinds) \
                and not (bare and n == 1 and named):
            # "delle fatture" names a kind of document, "nella cartella Fatture" a folder, and so
            # does "i pdf in fatture" (a bare "in" before the name of a folder of the user's)
            continue
        if grounded.status in ("exact", "fuzzy", "ambiguous") and _plausible(phrase, grounded):
            return Mention(phrase, m.start(), end, prep, False, grounded)
    return None


_FILES_WORDS = frozenset({"file", "files", "documenti", "documento", "documents", "document"})


def _of_files(m: re.Match[str], view: WorkspaceView, phrase: str) -> bool:
    """"i file di tasse 2026", "i preventivi dei fornitori", "the files of work": after a word for
    files or a kind of document, "di"/"of" and the exact name of a folder of the user's is that
    folder ("il proprietario di casa" stays a person)."""
    before = normalize(m.string[: m.start()]).split()
    if not before:
        return False
    word = before[-1]
    kind = word in _FILES_WORDS or any(k.pattern.fullmatch(word) for k in lexicon().kinds)
    return kind and view.folder(phrase).status == "exact"


def _plausible(phrase: str, grounded: Grounded) -> bool:
    """A fuzzy match of a lower-case common word is not a folder ("in totale" is not "Totali")."""
    if grounded.status == "exact":
        return True
    close = bool(grounded.candidates) and grounded.candidates[0].score >= 90 \
        and not lexicon().knows(normalize(phrase))  # "in salte": no word, one letter from Salute
    return phrase[:1].isupper() or len(phrase) >= 6 or close


_WORDS_CACHE: frozenset[str] | None = None


def _lexicon_words() -> frozenset[str]:
    global _WORDS_CACHE
    if _WORDS_CACHE is None:
        lex = lexicon()
        words: set[str] = set(lex.words("stop")) | set(lex.words("articles"))
        for kind in lex.kinds:
            words |= {w.rstrip("*") for w in kind.pattern.pattern.split("|")}
        _WORDS_CACHE = frozenset(words)
    return _WORDS_CACHE


def _ground_folder(name: str, view: WorkspaceView | None) -> Grounded:
    if view is None:
        token = name.strip().strip("\"'“”«»").rstrip("/")
        path = token if token.startswith("~") else "~/" + token.strip("/")
        return Grounded(name, "exact", (Candidate(path.rstrip("/") or "~", 100, True),))
    return view.folder(name)


def described_phrase(slots: Slots, drops: tuple[re.Pattern[str], ...] = (),
                     *, with_kinds: bool = True) -> str:
    """The words that describe a document, once verbs and fillers are gone ("contratto affitto")."""
    rest = slots.subject if with_kinds else slots.rest
    # a thing said in several words is one word before any is dropped: "the guest list" keeps
    # "list" (no verb here), "invitati"
    rest = lexicon().one_word(rest)
    for drop in drops:
        rest = drop.sub(" ", rest)
    rest = lexicon().politeness.sub(" ", rest)
    rest = lexicon().everywhere.sub(" ", rest)  # "in tutte le cartelle" describes no document
    rest = lexicon().fillers.sub(" ", rest)
    return " ".join(content_words(rest))
