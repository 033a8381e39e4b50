"""Grounding: the folders and files a person names, matched against what exists in their workspace.

A :class:`WorkspaceView` is a snapshot of the names in one user's workspace (folders and
files, as ``~/...`` paths). It answers "which folder is 'acquisti'?", "which file is
'la lista della spesa'?", "did you mean nota.txt?": case, accents, articles and
separators do not matter, typos and loose names go through fuzzy matching (rapidfuzz).
The answer is a :class:`Grounded`: one exact or near-certain match, several candidates to
ask about, or none (with the closest names, to offer them).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Literal

from rapidfuzz import fuzz, process

from runtime.engine.walk import walk
from runtime.planning.lexicon import lexicon

Status = Literal["exact", "fuzzy", "ambiguous", "none"]
MAX_ENTRIES = 20_000
FOLDER_FUZZY = 84  # a folder name this close to what was typed is the same name, misspelt
FILE_FUZZY = 80
LOOSE_NAME = 86  # token-set score for names said loosely ("la lista della spesa")
CLOSEST = 55  # below this, a name is not worth offering as "did you mean"


@functools.lru_cache(maxsize=65536)  # pure, and asked of the same names again and again
def fold(text: str) -> str:
    """A name as compared: lower case, no accents, separators as spaces."""
    folded = unicodedata.normalize("NFKD", text.lower())
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    folded = re.sub(r"[_\-.'’]+", " ", folded)
    return re.sub(r"\s+", " ", folded).strip()


_COMPOUND = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")
_NUMBER_PARTS = re.compile(r"(?<=\d)/(?=\d)")  # "2026/015": the parts a file name writes apart


_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
_ONE_DIGIT_DAY = re.compile(r"(?<![\d.,/])\b(\d)\s+(?:di\s+|of\s+)?([a-z]+)\b")
_DATE_IN_NAME = re.compile(r"(?<!\d)(?:19|20)\d\d[ _-](\d\d)[ _-]\d\d(?!\d)")
_DAY_MONTH = re.compile(r"\b(\d{1,2})\s+(?:di\s+|of\s+)?([a-z]+)\b")
_MONTH_DAY = re.compile(r"\b([a-z]+)\s+(\d{1,2})\b")


def _date_tokens(phrase: str) -> list[str]:
    """A day and a month said in words ("4 novembre", "November 18"), as file names write
    them: the month's and the day's two digits."""
    months = lexicon().months
    said = fold(phrase)
    pairs = [(m.group(1), m.group(2)) for m in _DAY_MONTH.finditer(said)]
    pairs += [(m.group(2), m.group(1)) for m in _MONTH_DAY.finditer(said)]
    for day, month in pairs:
        if month in months and 1 <= int(day) <= 31:
            return [f"{months[month]:02d}", f"{int(day):02d}"]
    return []


def content_words(phrase: str) -> list[str]:
    """The words of a phrase that name something (articles, prepositions, fillers removed); a
    word written with a hyphen is one word ("check-in" is "checkin", as file names write it)."""
    lex = lexicon()
    stop = lex.words("stop")
    text = _NUMBER_PARTS.sub(" ", _COMPOUND.sub("", phrase))
    folded = _ONE_DIGIT_DAY.sub(lambda m: f"0{m.group(1)} {m.group(2)}" if m.group(2) in lex.months
                                else m.group(0), fold(text))  # "4 novembre": the day kept, as "04"
    return [w for w in lex.one_word(folded).split() if w not in stop and len(w) > 1]


@dataclass(frozen=True)
class Candidate:
    """One thing a name may mean: its ``~/...`` path and how well it matched (0–100)."""

    path: str
    score: float
    is_dir: bool = False

    @property
    def name(self) -> str:
        return PurePosixPath(self.path).name


@dataclass(frozen=True)
class Grounded:
    """What a name was matched to."""

    phrase: str
    status: Status
    candidates: tuple[Candidate, ...] = ()

    @property
    def path(self) -> str | None:
        """The one path meant, when there is one."""
        return self.candidates[0].path if self.status in ("exact", "fuzzy") else None

    @property
    def found(self) -> bool:
        return self.status in ("exact", "fuzzy")


# A content search: (words, folder or None) -> candidate files, best first.
ContentSearch = Callable[[str, str | None], Sequence[Candidate]]


def _month_of(word: str) -> int | None:
    """The month a word says: its name, or a feast that falls in it ("natale": December)."""
    lex = lexicon()
    return lex.months.get(word) or lex.feasts.get(word)


@dataclass
class WorkspaceView:
    """The names in a workspace: folders and files as ``~/...`` paths."""

    dirs: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    complete: bool = True
    search: ContentSearch | None = None
    # whether some document says every one of these words, as written (no synonyms)
    says: Callable[[str, str | None], bool] | None = None
    # the documents whose text says they are of a kind ("quote"), whatever their names say
    of_kind: Callable[[str], list[str]] | None = None
    # for each document under a folder, which of these words it says (by index), in any form
    covers: Callable[[list[str], str | None], dict[str, set[int]]] | None = None
    # the documents under a folder that say this word as written (no synonyms)
    saying: Callable[[str, str | None], set[str]] | None = None
    # the sheets under a folder with a date from today on (a fixture list, a rota)
    ahead: Callable[[str | None], list[str]] | None = None
    # the first line of each document's text (a sheet's header), when the index has it
    heads: Callable[[list[str]], dict[str, str]] | None = None
    # the language ("it", "en") each document is written in, when the index knows it
    languages: Callable[[list[str]], dict[str, str]] | None = None
    root: Path | None = None  # where the names are (None: names only, no file to look at)
    _names: frozenset[str] | None = field(default=None, repr=False)

    @classmethod
    def scan(cls, root: Path, *, max_entries: int = MAX_ENTRIES) -> WorkspaceView:
        """Walk `root` (dot-entries skipped, links not followed), up to `max_entries` names."""
        view = cls(root=root)
        count = 0
        for folder in walk(str(root)):
            prefix = f"~/{folder.rel}" if folder.rel else "~"
            view.dirs.extend(f"{prefix}/{d.name}" for d in folder.dirs)
            view.files.extend(f"{prefix}/{f.name}" for f in folder.files if not f.name.startswith("."))
            count += len(folder.dirs) + len(folder.files)
            if count >= max_entries:
                view.complete = False
                break
        return view

    def name_words(self) -> frozenset[str]:
        """Every word of the user's folder and file names (a typo fixer must leave them alone)."""
        if self._names is None:
            words: set[str] = set()
            for path in (*self.dirs, *self.files):
                words |= set(fold(PurePosixPath(path).stem).split())
            self._names = frozenset(words)
        return self._names

    def by_text(self, kinds: Iterable[str]) -> set[str]:
        """The documents whose text says they are of one of `kinds` (none without an index)."""
        if self.of_kind is None:
            return set()
        return {p for kind in kinds for p in self.of_kind(kind)}

    def modified(self, path: str) -> float | None:
        """When the file `path` (``~/...``) was last changed; None when that cannot be told."""
        if self.root is None or not path.startswith("~/"):
            return None
        try:
            return (self.root / path.removeprefix("~/")).stat().st_mtime
        except OSError:
            return None

    # --- folders ---------------------------------------------------------------------------

    def folder(self, phrase: str, *, under: str | None = None) -> Grounded:
        """The folder `phrase` names ("Acquisti", "acquisti", "Lavoro/Fatture", "Acquisiti")."""
        raw = phrase.strip().strip("\"'“”«»").rstrip("/")
        if raw in ("~", ""):
            return Grounded(phrase, "exact", (Candidate("~", 100, True),))
        pool = [d for d in self.dirs if under is None or _inside(d, under)]
        wanted = fold(raw.removeprefix("~/"))
        if "/" in raw:  # a path: compare whole relative paths
            exact = [d for d in pool if fold(d.removeprefix("~/")) == wanted]
            if exact:
                return Grounded(phrase, "exact", tuple(Candidate(d, 100, True) for d in exact[:1]))
        exact = [d for d in pool if fold(PurePosixPath(d).name) == wanted]
        if exact:
            shallow = min(d.count("/") for d in exact)
            top = [d for d in exact if d.count("/") == shallow]
            cands = tuple(Candidate(d, 100, True) for d in sorted(exact, key=lambda d: d.count("/")))
            return Grounded(phrase, "exact" if len(top) == 1 else "ambiguous", cands)
        # "the condominio folder" with one folder "Condominio Via Emilia": the name starts so
        starts = [d for d in pool if fold(PurePosixPath(d).name).startswith(wanted + " ")]
        if len(starts) == 1 and len(wanted) >= 4:
            return Grounded(phrase, "fuzzy", (Candidate(starts[0], 92, True),))
        lex = lexicon()
        others = lex.synonyms(wanted) | lex.synonyms(wanted.rstrip("s"))
        by_synonym = [d for d in pool if any(_same_word(o, fold(PurePosixPath(d).name)) for o in others)]
        if len(by_synonym) == 1:  # "the photos folder" when there is a folder Foto
            return Grounded(phrase, "fuzzy", (Candidate(by_synonym[0], 90, True),))
        return _fuzzy(phrase, wanted, pool, FOLDER_FUZZY, is_dir=True)

    # --- files -----------------------------------------------------------------------------

    def file(self, phrase: str, *, under: str | None = None) -> Grounded:
        """The file `phrase` names: an exact name, else a misspelt one ("nota.tx")."""
        raw = phrase.strip().strip("\"'“”«»")
        pool = [f for f in self.files if under is None or _inside(f, under)]
        if "/" in raw:
            path = raw if raw.startswith("~") else f"~/{raw}"
            exact = [f for f in pool if f.lower() == path.lower()]
            if exact:
                return Grounded(phrase, "exact", (Candidate(exact[0], 100),))
            raw = PurePosixPath(raw).name
        name = raw.lower()
        exact = [f for f in pool if PurePosixPath(f).name.lower() == name]
        if exact:
            cands = tuple(Candidate(f, 100) for f in sorted(exact, key=lambda f: f.count("/")))
            return Grounded(phrase, "exact" if len(exact) == 1 else "ambiguous", cands)
        names = [PurePosixPath(f).name.lower() for f in pool]
        found = process.extract(name, names, scorer=fuzz.ratio, limit=5, score_cutoff=CLOSEST)
        cands = tuple(Candidate(pool[i], float(score)) for _, score, i in found)
        # a misspelt file name is always asked about: an effect may follow
        close = tuple(c for c in cands if c.score >= FILE_FUZZY)
        if close:
            return Grounded(phrase, "ambiguous", close)
        return Grounded(phrase, "none", cands[:3])

    def loose(self, phrase: str, *, under: str | None = None, dirs: bool = False) -> Grounded:
        """A file (or folder) named loosely: "la lista della spesa" → ``lista_spesa.txt``."""
        words = content_words(phrase)
        generic = lexicon().words("document_nouns")
        words = [w for w in words if w not in generic] or words  # "the trip letter": the trip's
        if not words:
            return Grounded(phrase, "none")
        wanted = " ".join(words)
        dated = _date_tokens(phrase)  # "the minutes of 4 November": verbale_2026-11-04.md
        if dated and any(d in PurePosixPath(p).stem for p in self.files for d in ("-".join(dated),
                                                                               "_".join(dated))):
            months = lexicon().months
            words = [w for w in words if w not in months and w.lstrip("0") != dated[1].lstrip("0")] + dated
        scratch_said = _SCRATCH_SAID.search(phrase) is not None
        pool = [p for p in (self.dirs if dirs else self.files) if (under is None or _inside(p, under))
                and (dirs or scratch_said or not scratch(p))]
        stems = [fold(PurePosixPath(p).stem if not dirs else PurePosixPath(p).name) for p in pool]
        scored = []
        for i, stem in enumerate(stems):
            stem_words = stem.split()
            # a compound written in two parts ("check_in") is also the one word said ("checkin")
            joined = [a + b for a, b in zip(stem_words, stem_words[1:], strict=False)]
            # the folder a file sits in says something too ("the school trip circular")
            parent = str(PurePosixPath(pool[i]).parent).removeprefix("~").replace("/", " ")
            folder_words = [] if dirs else fold(parent).split()
            dated = [p for w in stem_words if "-" in w for p in w.split("-")]  # 2026-11-04
            names = (*stem_words, *joined, *folder_words, *dated)
            # "the november minutes": verbale_2026_11_05, the month of the date in the name
            in_month = {int(d.group(1)) for d in _DATE_IN_NAME.finditer(stem)}
            # a month the name says in words ("turni_dicembre"), said as a feast or in the other language
            in_month |= {m for n in stem_words if (m := lexicon().months.get(n)) is not None}
            # "the ski pass": a name written as one word (skipass) said in two
            paired = {j for i in range(len(words) - 1) if words[i] + words[i + 1] in stem_words
                      for j in (i, i + 1)}
            hits = sum(1 for i, w in enumerate(words) if i in paired or any(_same_word(w, n) for n in names)
                       or (in_month and _month_of(w) in in_month)
                       # a word said in the other language ("bathroom" for the folder Bagno)
                       or any(_same_word(o, n) for o in lexicon().synonyms(w) if " " not in o for n in names))
            if hits == 0:
                continue
            # a word said as a synonym of the name's ("trip" for "gita") counts as that word
            said = " ".join(next((n for n in stem_words if n in lexicon().synonyms(w)), w) for w in words)
            score = fuzz.token_set_ratio(said, stem) * 0.5 + 50 * hits / len(words)
            # what the file's own name says weighs more than the folders it sits in: "the owners
            # list of corso francia" is elenco_condomini there, not every file there
            own = bool(paired) or any(any(_same_word(w, n) for n in (*stem_words, *joined, *dated))
                                      or (in_month and _month_of(w) in in_month)
                                      or any(_same_word(o, n) for o in lexicon().synonyms(w) if " " not in o
                                             for n in stem_words) for w in words)
            if hits == len(words) and own:
                score = max(score, 90 + 10 * hits / max(len(stem_words), 1) - 5)
            if stem == wanted:
                score = 100.0  # the whole name, as said ("la nota" is nota.txt, not note_condominio)
            covered = sum(1 for n in stem_words if any(_same_word(w, n) for w in words))
            if len(stem_words) >= 2 and covered == len(stem_words):
                # every word of the name was said ("the car policy"); with little else, it is that file
                score = max(score, 96.0 if len(words) - hits <= 1 else 88.0)
            scored.append(Candidate(pool[i], round(score, 1), dirs))
        years = set(_YEAR.findall(" ".join(words)))
        if years:  # "the 2024 members list": never the list of another year
            same = [c for c in scored if not set(_YEAR.findall(PurePosixPath(c.path).name)) - years]
            scored = same or scored
        scored.sort(key=lambda c: (-c.score, c.path.count("/"), c.path))
        return decide(phrase, scored, LOOSE_NAME)

    def described_all(self, phrase: str, *, under: str | None = None) -> tuple[Candidate, ...]:
        """Every document that fits a description well ("le fatture dell'idraulico"), best first."""
        found = self.described(phrase, under=under)
        if found.status == "ambiguous" or self.search is None:
            return found.candidates
        words = content_words(phrase)
        hits = [c for c in self.search(" ".join(words), under) if c.score >= LOOSE_NAME] if words else []
        merged = {c.path: c for c in (*hits, *(c for c in found.candidates if c.score >= LOOSE_NAME))}
        return tuple(sorted(merged.values(), key=lambda c: (-c.score, c.path)))

    def described(self, phrase: str, *, under: str | None = None) -> Grounded:
        """A document named by what it is or says: by its name first, then by its content."""
        by_name = self.loose(phrase, under=under)
        if by_name.status == "exact" or self.search is None:
            return by_name
        words = content_words(phrase)
        if not words:
            return by_name
        hits = list(self.search(" ".join(words), under))
        if not hits:
            return by_name
        if _SCRATCH_SAID.search(phrase) is None:
            # "the shared expenses": never the lock file an editor left beside them
            hits = [h for h in hits if not scratch(h.path)]
        named = [c for c in by_name.candidates if c.score >= LOOSE_NAME]
        if named:
            # files whose names say the thing: those are meant, not others that mention it inside
            hits = [h for h in hits if any(h.path == c.path for c in named)]
        merged: dict[str, Candidate] = {c.path: c for c in hits}
        for c in by_name.candidates:  # a name that says the thing weighs more than a mention inside
            prior = merged.get(c.path)
            merged[c.path] = Candidate(c.path, max(c.score, prior.score if prior else 0) + 10)
        if not _YEAR.search(phrase) and any(not archived(p) for p in merged):
            # "quanto devo dare a ioana per novembre?": this year's timesheet, never last year's
            # put away in Archivio by the luck of a search rank
            merged = {p: Candidate(p, c.score - PUT_AWAY) if archived(p) else c for p, c in merged.items()}
        ranked = sorted(merged.values(), key=lambda c: (-c.score, c.path))
        return decide(phrase, ranked, LOOSE_NAME)


_SCRATCH_NAME = re.compile(r"(?i)^(?:~\$|\.?~lock\.|~)|\.(?:tmp|temp|swp|part|crdownload)$")
_SCRATCH_SAID = re.compile(r"(?i)\b(?:tmp|temp|temporane\w*|lock|~\w*|part|crdownload|swp)\b|~")


def scratch(path: str) -> bool:
    """Whether `path` is a file programs leave behind (a lock, a temporary or partial download):
    never a document someone means, unless they say so ("i file tmp")."""
    return _SCRATCH_NAME.search(PurePosixPath(path).name) is not None


_OLD_FOLDERS = frozenset({"archivio", "archive", "archivi", "vecchi", "vecchio", "old", "backup"})
PUT_AWAY = 5.0  # an archived namesake weighs this much less when no year is said


def archived(path: str) -> bool:
    """Whether `path` sits in a folder for old things (Archivio, Vecchi, old, backup…)."""
    parts = [fold(p) for p in PurePosixPath(path).parts[1:-1]]
    return any(w in _OLD_FOLDERS for p in parts for w in p.split())


def _stem(word: str) -> str:
    """A word without its plural "s" and its last vowel: "dolomites" and "dolomiti" are "dolomit",
    "documents" and "documenti" "document"."""
    if len(word) > 4 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return word[:-1] if word[-1:] in ("a", "e", "i", "o", "u") else word


def same_word(said: str, name_word: str) -> bool:
    """Whether a word said names a word of a file's name: the same, a synonym, another number or
    the other language's form ("fatture"/"fattura", "codes"/"codici", "laundry"/"lavanderia")."""
    if _same_word(said, name_word):
        return True
    singular = said[:-1] if len(said) > 4 and said.endswith("s") and not said.endswith("ss") else said
    others = (singular, *lexicon().synonyms(singular))
    return singular != said and any(_same_word(o, name_word) for o in others)


def _hard_plural(word: str) -> str:
    """An Italian word without its -ca/-che, -ga/-ghe, -co/-chi, -go/-ghi ending's vowel."""
    for tail in ("che", "ghe", "chi", "ghi"):
        if word.endswith(tail):
            return word[:-3] + tail[0]
    if word[-2:] in ("ca", "ga", "co", "go"):
        return word[:-1]
    return word


def _same_word(said: str, name_word: str) -> bool:
    if said == name_word or name_word in lexicon().synonyms(said):
        return True
    if (said, name_word) in lexicon().false_friends:
        return False  # "quotes" (offers) is not "quota" (a fee), though one vowel apart
    if len(said) >= 4 and len(name_word) >= 4 and said[:-1] == name_word[:-1]:
        return True  # fattura / fatture, contratto / contratti
    if len(said) >= 5 and len(name_word) >= 5 and _hard_plural(said) == _hard_plural(name_word):
        return True  # verifica / verifiche, bolletta / bollette, parco / parchi
    if len(said) >= 6 and len(name_word) >= 6 and _stem(said) == _stem(name_word):
        return True  # the same name in the other language's plural: dolomites / dolomiti
    return len(said) >= 5 and fuzz.ratio(said, name_word) >= 85


def decide(phrase: str, ranked: list[Candidate], threshold: float) -> Grounded:
    """One clear winner above `threshold`, several close ones to ask about, or none."""
    good = [c for c in ranked if c.score >= threshold]
    if not good:
        return Grounded(phrase, "none", tuple(c for c in ranked[:3] if c.score >= CLOSEST))
    if len(good) == 1 or good[0].score - good[1].score >= 8:
        return Grounded(phrase, "exact" if good[0].score >= 95 else "fuzzy", (good[0],))
    return Grounded(phrase, "ambiguous", tuple(good[:5]))


def _fuzzy(phrase: str, wanted: str, pool: list[str], cutoff: float, *, is_dir: bool) -> Grounded:
    names = [fold(PurePosixPath(p).name) for p in pool]
    found = process.extract(wanted, names, scorer=fuzz.ratio, limit=5, score_cutoff=CLOSEST)
    cands = [Candidate(pool[i], float(score), is_dir) for _, score, i in found]
    close = [c for c in cands if c.score >= cutoff]
    if not close:
        return Grounded(phrase, "none", tuple(cands[:3]))
    if len(close) == 1 or close[0].score - close[1].score >= 8:
        return Grounded(phrase, "fuzzy", (close[0],))
    return Grounded(phrase, "ambiguous", tuple(close))


def _inside(path: str, folder: str) -> bool:
    folder = folder.rstrip("/")
    return folder == "~" or path.lower().startswith(folder.lower() + "/")
