"""The rules planner's lexicon: per-language word lists kept as data (``it.toml``, ``en.toml``),
and the everyday words of both languages that name the same thing (``vocabulary.toml``).

Terms are compiled to patterns over normalized text (see :func:`normalize`). A trailing
``*`` on a word stands for any ending ("spost*" → "sposta", "spostali"); a ``*`` on its
own stands for one to four words ("email * to"). Both languages are merged for matching,
because people mix them ("manda il report a bob"), while out-of-scope phrases keep the
language they were said in.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import Any

LANGUAGES = ("it", "en")
VOCABULARY = "vocabulary"  # everyday words of both languages: synonyms only, loaded after the languages
EARLY_WORDS = 4  # an out-of-scope action said within this many words is what the request is


def normalize(text: str) -> str:
    """Lower case, accents folded, punctuation dropped, apostrophes as spaces, spaces squeezed."""
    # a plan normalizes the same request, names and words dozens of times: short ones are kept
    return _normalized(text) if len(text) <= _KEPT_CHARS else _normalize(text)


_KEPT_CHARS = 512


@lru_cache(maxsize=8192)
def _normalized(text: str) -> str:
    return _normalize(text)


def _normalize(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.lower())
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    folded = re.sub(r"[^\w\s/~.'@-]", " ", folded).replace("'", " ")
    return re.sub(r"\s+", " ", folded).strip(" .")


# "^archive": a verb only where no article or preposition comes before it ("what's in the archive?"
# names a place; "archive these" is an order)
_NOT_A_NOUN = "".join(f"(?<!{w} )" for w in ("the", "my", "our", "your", "in", "into", "to", "from", "an",
                                              "a"))


def _term_regex(term: str) -> str:
    parts = []
    for token in term.split():
        if token.startswith("^") and len(token) > 1:
            parts.append(_NOT_A_NOUN + re.escape(token[1:]))
        elif token == "*":
            parts.append(r"\S+(?: \S+){0,3}")
        elif token.endswith("*"):
            parts.append(re.escape(token[:-1]) + r"\w*")
        else:
            parts.append(re.escape(token))
    return " ".join(parts)


def compile_terms(terms: list[str] | tuple[str, ...]) -> re.Pattern[str]:
    """One pattern matching any of `terms` as whole words (never matches when empty)."""
    if not terms:
        return re.compile(r"(?!x)x")
    alternation = "|".join(sorted((_term_regex(t) for t in terms), key=len, reverse=True))
    return re.compile(rf"(?<![\w]){'(?:' + alternation + ')'}(?![\w])")


@dataclass(frozen=True)
class OutOfScope:
    """Something people ask that Metnos cannot do, and how to name it in the refusal.

    `unless`: words that make the same terms mean something else ("come si chiama" is no
    phone call); `early`: the words that, said at the start of a request, name an action no
    file can make possible ("stampami la circolare", "manda un whatsapp"): the refusal comes
    before any plan on the files.
    """

    name: str
    locale: str
    pattern: re.Pattern[str]
    what: str
    unless: re.Pattern[str] = re.compile(r"(?!x)x")
    early: re.Pattern[str] = re.compile(r"(?!x)x")

    def said(self, norm: str) -> bool:
        """Whether the normalized text asks for this."""
        return self.pattern.search(norm) is not None and self.unless.search(norm) is None

    def said_first(self, norm: str) -> bool:
        """Whether the request starts by asking for this (its first words: the main verb)."""
        m = self.early.search(norm)
        first = m is not None and len(norm[: m.start()].split()) < EARLY_WORDS
        return first and self.unless.search(norm) is None


@dataclass(frozen=True)
class Kind:
    """A kind of file people name: a file pattern, or a kind of document found by content."""

    name: str
    pattern: re.Pattern[str]
    glob: str | None
    doc: str | None


class Lexicon:
    """The merged lexicon of every language."""

    def __init__(self, data: dict[str, dict[str, Any]]) -> None:
        self._data = data
        self._merged_cache: dict[tuple[str, str, str | None], tuple[str, ...]] = {}
        self._words_cache: dict[str, frozenset[str]] = {}
        #: (word said, word of a name) that look alike and mean different things
        self.false_friends = frozenset(tuple(pair.split()) for pair in self._merged("words", "false_friends")
                                       if len(pair.split()) == 2)
        self.intents: dict[str, re.Pattern[str]] = {
            name: compile_terms(self._merged("intent", name))
            for name in sorted({k for d in data.values() for k in d.get("intent", {})})
        }
        self.out_of_scope = tuple(
            OutOfScope(name, loc, compile_terms(entry["terms"]), entry["what"],
                       compile_terms(entry.get("unless", [])), compile_terms(entry.get("early", [])))
            for loc, d in data.items() for name, entry in d.get("out_of_scope", {}).items()
        )
        kinds: dict[str, Kind] = {}
        for d in data.values():
            for name, entry in d.get("kinds", {}).items():
                terms = list(entry["terms"])
                if name in kinds:
                    terms += self._merged("kinds", name, "terms")
                kinds[name] = Kind(name, compile_terms(terms), entry.get("pattern"), entry.get("doc"))
        self.kinds = tuple(kinds.values())
        self.ordinals: dict[str, int] = {k: int(v) for d in data.values()
                                         for k, v in d.get("ordinals", {}).items()}
        self.cardinals: dict[str, int] = {k: int(v) for d in data.values()
                                          for k, v in d.get("cardinals", {}).items()}
        self.months: dict[str, int] = {k: int(v) for d in data.values()
                                       for k, v in d.get("months", {}).items()}
        # feasts people date things by ("la vigilia di natale"): the month they fall in
        self.feasts: dict[str, int] = {k: int(v) for d in data.values()
                                       for k, v in d.get("feasts", {}).items()}
        self.referents = {name: compile_terms(self._merged("referent", name))
                          for name in ("pronouns", "clitic_verbs", "again", "superlative_max",
                                       "superlative_min")}
        self.politeness = compile_terms(self._merged("words", "politeness"))
        self.fillers = compile_terms(self._merged("words", "fillers"))
        self.question_fillers = compile_terms(self._merged("words", "question_fillers"))
        self.everywhere = compile_terms(self._merged("words", "everywhere"))
        synonyms: dict[str, set[str]] = {}
        for d in data.values():
            for word, others in d.get("synonyms", {}).items():
                group = {normalize(word), *(normalize(o) for o in others)}
                for member in group:
                    synonyms.setdefault(member, set()).update(group - {member})
        self._synonyms = {k: frozenset(v) for k, v in synonyms.items()}
        phrases: dict[str, str] = {}  # "report card" → "pagella": a thing said in several words
        for d in data.values():
            for word, others in d.get("synonyms", {}).items():
                members = [normalize(word), *(normalize(o) for o in others)]
                single = next((g for g in members if " " not in g), None)
                for member in members:
                    if " " in member and single is not None:
                        phrases.setdefault(member, single)
                        # "parent-teacher meetings" as matched: the compound in one word or two
                        phrases.setdefault(member.replace("-", ""), single)
                        phrases.setdefault(member.replace("-", " "), single)
        self._phrases = phrases
        self._phrases_rx = compile_terms(sorted(phrases))
        self._includes = {normalize(k): frozenset(normalize(v) for v in vs)
                          for d in data.values() for k, vs in d.get("includes", {}).items()}
        self._abbreviations = {normalize(k): str(v) for d in data.values()
                               for k, v in d.get("abbreviations", {}).items()}
        rewrites = {str(k).lower(): str(v) for d in data.values() for k, v in d.get("rewrites", {}).items()}
        self._rewrites = [(re.compile(rf"(?i)(?<![\w]){re.escape(k)}(?![\w])"), v)
                          for k, v in sorted(rewrites.items(), key=lambda kv: -len(kv[0]))]
        self.vocabulary = self._vocabulary()
        self._known_rx = self._known_words()
        self.plain_intents = {
            name: compile_terms([t for t in self._merged("intent", name) if "*" not in t.split()])
            for name in self.intents}

    def _merged(self, section: str, name: str, sub: str | None = None) -> list[str]:
        key = (section, name, sub)
        if (known := self._merged_cache.get(key)) is not None:
            return list(known)
        out: dict[str, None] = {}  # first language first, each term once
        for d in self._data.values():
            value = d.get(section, {}).get(name, [])
            if sub is not None and isinstance(value, dict):
                value = value.get(sub, [])
            out.update(dict.fromkeys(value))
        self._merged_cache[key] = merged = tuple(out)
        return list(merged)

    def _vocabulary(self) -> frozenset[str]:
        """The whole words of the lexicon (terms without wildcards, kinds, synonyms): what a typo
        is corrected to."""
        words: set[str] = set()
        for d in self._data.values():
            for section in ("intent", "kinds", "referent"):
                for entry in d.get(section, {}).values():
                    terms = entry.get("terms", []) if isinstance(entry, dict) else entry
                    for term in terms:
                        words |= {w for w in term.split() if "*" not in w and len(w) >= 4}
            for name in ("place_nouns", "place_prepositions"):
                for term in d.get("words", {}).get(name, []):
                        words |= {w for w in term.split() if "*" not in w and len(w) >= 4}
            for word, others in d.get("synonyms", {}).items():
                words |= {normalize(w) for w in (word, *others) if " " not in w and len(w) >= 4}
        return frozenset(words)

    def _known_words(self) -> re.Pattern[str]:
        """Every single word a term of the lexicon stands for ("spost*" covers "spostali")."""
        tokens: set[str] = set()
        for d in self._data.values():
            for section in ("intent", "kinds", "referent", "words", "out_of_scope"):
                for entry in d.get(section, {}).values():
                    terms = entry.get("terms", []) if isinstance(entry, dict) else entry
                    if isinstance(terms, list):
                        # a short stem ("d*" in "parlano d*") would make every word known
                        tokens |= {w for term in terms for w in str(term).split()
                                   if w != "*" and not (w.endswith("*") and len(w) < 6)}
        parts = sorted((re.escape(w[:-1]) + r"\w*" if w.endswith("*") else re.escape(w) for w in tokens),
                       key=len, reverse=True)
        return re.compile("(?:" + "|".join(parts) + ")")

    def knows(self, word: str) -> bool:
        """Whether `word` is a word of the lexicon (a term, a kind, a filler, a synonym)."""
        return (word in self.vocabulary or bool(self.synonyms(word)) or word in self._abbreviations
                or self._known_rx.fullmatch(word) is not None)

    def expand(self, text: str) -> str:
        """Abbreviations people type ("x" → "per", "pls" → "please", "whats" → "what s") and
        phrases written several ways ("to-do" → "todo")."""
        def one(m: re.Match[str]) -> str:
            word = m.group(0)
            return self._abbreviations.get(normalize(word), word)
        for pattern, replacement in self._rewrites:
            text = pattern.sub(replacement, text)
        return re.sub(r"(?<![\w@./~])[A-Za-zÀ-ÿ']+(?![\w@./])", one, text)

    def refused(self, norm: str, *, early: bool = False) -> list[OutOfScope]:
        """What the normalized text asks that Metnos cannot do (`early`: only what it starts by
        asking, an action no file makes possible)."""
        return [o for o in self.out_of_scope if (o.said_first(norm) if early else o.said(norm))]

    def one_word(self, text: str) -> str:
        """Normalized text with the things said in several words said in one ("report card" →
        "pagella"), so that names are matched word by word."""
        return self._phrases_rx.sub(lambda m: self._phrases[m.group(0)], text) if self._phrases else text

    def synonyms(self, word: str) -> frozenset[str]:
        """Other words for the same thing, in either language ("affitto" → "locazione", "rent")."""
        return self._synonyms.get(word, frozenset())

    def includes(self, word: str) -> frozenset[str]:
        """Narrower words a general one takes in ("fatture" → "bolletta")."""
        return self._includes.get(word, frozenset())

    def terms(self, section: str, name: str, sub: str | None = None) -> list[str]:
        """The terms of `section.name` (``intent.send``, ``guard.negations``; ``kinds.pdf`` with
        `sub` "terms"), all languages merged."""
        return self._merged(section, name, sub)

    def words(self, name: str) -> frozenset[str]:
        """A word list of the `[words]` section, all languages merged."""
        if (known := self._words_cache.get(name)) is None:
            known = self._words_cache[name] = frozenset(self._merged("words", name))
        return known

    def has(self, intent: str, norm: str) -> bool:
        """Whether the normalized text says `intent`."""
        return self.intents[intent].search(norm) is not None

    def find(self, intent: str, norm: str) -> re.Match[str] | None:
        """Where the normalized text says `intent` first."""
        return self.intents[intent].search(norm)


def _transposed(a: str, b: str) -> bool:
    """Whether `b` is `a` with two neighbouring letters swapped ("opne" for "open")."""
    if len(a) != len(b) or a == b:
        return False
    diff = [i for i in range(len(a)) if a[i] != b[i]]
    return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]


def _near_a_name(word: str, known: frozenset[str]) -> bool:
    """A misspelt name of the user's ("salte" for the folder Salute) is left to the grounding."""
    from rapidfuzz import fuzz, process

    return process.extractOne(word, known, scorer=fuzz.ratio, score_cutoff=80) is not None if known else False


def correct_typos(norm: str, lex: Lexicon, known: frozenset[str] = frozenset()) -> str:
    """Normalized text with a misspelt lexicon word put right ("opne" → "open", "contarct" →
    "contract"); names the user has (`known`) are never touched, nor are short words."""
    from rapidfuzz import fuzz, process

    out = []
    for word in norm.split():
        fixed = word
        if len(word) >= 4 and word.isalpha() and word not in known and not lex.knows(word) \
                and not _near_a_name(word, known):
            pool = [v for v in lex.vocabulary if abs(len(v) - len(word)) <= 1]
            swapped = [v for v in pool if _transposed(v, word)]  # two letters swapped
            if len(swapped) == 1:
                fixed = swapped[0]
            elif len(word) >= 7:
                best = process.extractOne(word, pool, scorer=fuzz.ratio, score_cutoff=90)
                if best is not None:
                    fixed = best[0]
        out.append(fixed)
    return " ".join(out)


@cache
def lexicon() -> Lexicon:
    """The lexicon shipped with Metnos (loaded once)."""
    data: dict[str, dict[str, Any]] = {}
    for loc in LANGUAGES:
        text = resources.files(__package__).joinpath(f"{loc}.toml").read_text(encoding="utf-8")
        data[loc] = tomllib.loads(text)
    # the everyday words of both languages (only [synonyms]: no section of it names a locale)
    text = resources.files(__package__).joinpath(f"{VOCABULARY}.toml").read_text(encoding="utf-8")
    data[VOCABULARY] = {"synonyms": tomllib.loads(text).get("synonyms", {})}
    return Lexicon(data)
