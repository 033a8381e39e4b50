"""What a message asks of reminders and routines, in Italian and English.

"ricordami alle 15 di chiamare Anna" is a reminder; "ogni lunedì alle 9 <request>" (or the
request followed by its schedule) a routine; "cancella il promemoria delle 15", "ferma la
routine delle fatture", "quali promemoria ho?" manage them. Anything else is not ours: the
router plans it as usual. Pure: `now` comes in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from runtime.planning.rules import normalize
from runtime.schedules.words import Said, find_when

Action = Literal["list", "delete", "pause", "resume"]
Kind = Literal["reminder", "routine"]

_REMIND = re.compile(
    r"\b(?:ricordami|ricordamelo|ricordamela|ricordameli|ricordamele|rammentami|mi\s+ricordi|"
    r"puoi\s+ricordarmi|ricordati\s+di\s+ricordarmi|fammi\s+ricordare|"
    r"(?:metti|mettimi|crea|imposta|aggiungi)\s+un\s+promemoria|promemoria\s*:|"
    r"remind\s+me|(?:set|add|create)\s+(?:a|an)\s+reminder|reminder\s*:)", re.IGNORECASE)
# one character or one word per repetition: never two ways to match the same text
# "scrivi nel promemoria: pagare il gas", "add to my reminders: …": a note (a file) written to, not
# a reminder to set; only the bare "promemoria: …" form follows a preposition like this
_A_FILE_NAMED = re.compile(r"\b(?:nel|nella|al|alla|sul|sulla|in|into|to|on|the|my|il|la)\s*$",
                           re.IGNORECASE)
_CONNECTORS = re.compile(
    r"^(?:[\s,:;.\-–—]|(?:per\s+favore|please|per|di|che|a|ad|to|that|about|of|for|on|il|la|lo|"
    r"mi|me)\b)+", re.IGNORECASE)
_TRAILING_WORD = re.compile(r"\b(?:per\s+favore|please|grazie|thanks)$", re.IGNORECASE)
_PUNCTUATION = " \t\n,:;.-–—!?"

_KIND_WORDS = (r"(?P<kind>promemoria|routine|programmazion[ei]|attivit[aà]\s+programmat[ae]|"
               r"reminders?|routines?|schedules?|scheduled\s+tasks?)(?![.\w])")
_ARTICLE = (r"(?:(?:il|i|la|le|l|lo|quel|quella|quello|quei|quelle|the|my|that|this|"
            r"tutti\s+i|tutte\s+le|all|all\s+my|all\s+the|miei|mie|mio|mia)\s+)*")
_VERBS: tuple[tuple[Action, str], ...] = (
    ("delete", r"cancella|elimina|rimuovi|togli|annulla|disdici|delete|remove|cancel|drop|clear"),
    ("pause", r"ferma|sospendi|metti\s+in\s+pausa|blocca|interrompi|disattiva|stop|pause|suspend|"
              r"hold|turn\s+off|disable"),
    ("resume", r"riprendi|riattiva|fai\s+ripartire|ripristina|rimetti\s+in\s+funzione|resume|restart|"
               r"unpause|reactivate|turn\s+on|enable"),
)
_MANAGE: tuple[tuple[Action, re.Pattern[str]], ...] = tuple(
    (action, re.compile(rf"^(?:per\s+favore\s+|please\s+)?(?:{verbs})\s+{_ARTICLE}{_KIND_WORDS}(?P<rest>.*)$",
                        re.IGNORECASE))
    for action, verbs in _VERBS)
# English puts what it is about first: "stop the invoices routine", "delete the 3pm reminder"
_EN_VERBS: dict[Action, str] = {"delete": r"delete|remove|cancel|drop|clear",
                                "pause": r"stop|pause|suspend|disable",
                                "resume": r"resume|restart|unpause|reactivate|enable"}
_MANAGE_EN: tuple[tuple[Action, re.Pattern[str]], ...] = tuple(
    (action, re.compile(rf"^(?:please\s+)?(?:{verbs})\s+{_ARTICLE}(?P<pre>(?:[\w:]+\s+){{1,3}}?){_KIND_WORDS}"
                        r"(?P<rest>.*)$", re.IGNORECASE))
    for action, verbs in _EN_VERBS.items())
_KIND_ANY = _KIND_WORDS.replace("?P<kind>", "")
_LIST = re.compile(
    rf"^(?:(?:quali|che)\s+{_KIND_ANY}\s+(?:ho|ci\s+sono|hai)|"
    rf"(?:mostra(?:mi)?|elenca(?:mi)?|fammi\s+vedere|vedi|dammi|show(?:\s+me)?|list|see)\s+{_ARTICLE}{_KIND_ANY}|"
    rf"(?:what|which)\s+{_KIND_ANY}\s+(?:do\s+i\s+have|are\s+there|have\s+i)|"
    rf"{_ARTICLE}{_KIND_ANY})\s*\??$", re.IGNORECASE)
_KIND = re.compile(_KIND_WORDS, re.IGNORECASE)
_HINT_TIME = re.compile(
    r"\b(?:delle|dalle|alle|della|di|at|for|of|from)\s+(?:ore\s+)?(?P<h>\d{1,2})(?:[:.](?P<m>\d{2}))?"
    r"\s*(?P<ap>am|pm)?\b|"
    r"\b(?P<h2>\d{1,2})(?::(?P<m2>\d{2})\s*(?P<ap2>am|pm)?|\s*(?P<ap3>am|pm))\b", re.IGNORECASE)
_HINT_NUMBER = re.compile(r"(?:#\s*|\b(?:numero|number|nr|n|no)\.?\s*)(?P<n>\d+)\b|^\s*(?P<bare>\d+)\s*$",
                          re.IGNORECASE)
_STOP = frozenset((
    "il", "lo", "la", "i", "gli", "le", "l", "un", "una", "di", "del", "della", "dei", "delle", "degli",
    "dello", "da", "dal", "dalla", "per", "a", "al", "alla", "ai", "alle", "che", "su", "sul", "sulla",
    "con", "mio", "mia", "miei", "mie", "tutti", "tutte", "quel", "quella", "quello", "the", "an", "of",
    "for", "to", "my", "about", "on", "at", "that", "this", "all", "from", "with", "e", "and", "ore"))


@dataclass(frozen=True)
class Remind:
    """A reminder: when, and what to remind of (the user's own words)."""

    said: Said
    what: str


@dataclass(frozen=True)
class Routine:
    """A request to run on a schedule (or once, later): when, and the request itself."""

    said: Said
    request: str


@dataclass(frozen=True)
class Manage:
    """List, delete, pause or resume schedules; `hour`/`minute` and `words` narrow which."""

    action: Action
    kind: Kind | None = None
    hour: int | None = None
    minute: int | None = None
    words: tuple[str, ...] = ()
    every: bool = False  # "tutti i promemoria", "all my reminders"
    number: int | None = None  # "la routine #2"


@dataclass(frozen=True)
class Unclear:
    """A reminder asked without what it needs: `key` says which part is missing."""

    key: str


Intent = Remind | Routine | Manage | Unclear


def recognise(text: str, now: datetime) -> Intent | None:
    """The schedule intent of `text`, or None (a request for the planner)."""
    stripped = text.strip()
    if not stripped or stripped.startswith("/"):
        return None
    managed = _manage(stripped)
    if managed is not None:
        return managed
    verb = _REMIND.search(stripped)
    if verb is not None and not (verb.group(0).lower().startswith(("promemoria", "reminder"))
                                 and _A_FILE_NAMED.search(stripped[: verb.start()])):
        return _remind(stripped, verb, now)
    said = find_when(stripped, now)
    if said is None:
        return None
    recurring = said.trigger.recurring and (said.starts(stripped) or said.ends(stripped))
    asks = _ASKS_BACK.match(stripped)
    if recurring and not said.starts(stripped) and asks is not None \
            and asks.group(0).strip().lower() not in _ARTICLES:
        # "how many pupils come on thursdays?", "chi viene il lunedì?": a question about what
        # happens on that day, not a routine to set up ("every monday tell me…" starts with it)
        return None
    later = not said.trigger.recurring and said.precise and said.starts(stripped)
    if not (recurring or later):
        return None
    request = clean(said.rest(stripped))
    return Routine(said, request) if re.search(r"\w", request) else None


_ARTICLES = frozenset({"the", "il", "la", "lo", "i", "le", "l'", "l’"})
_ASKS_BACK = re.compile(r"^\s*(?:cos[ae']|che\s|qual|quale|quali|quanto|quanta|dove|com[e']|chi\s|quando|"
                        r"what|which|where|how|who|when|the\s|il\s|la\s|lo\s|i\s|le\s|l[’'])",
                        re.IGNORECASE)


def _remind(text: str, verb: re.Match[str], now: datetime) -> Intent | None:
    body = text[: verb.start()] + " " * (verb.end() - verb.start()) + text[verb.end():]
    said = find_when(body, now)
    if said is None:
        if text.rstrip().endswith("?") or _ASKS_BACK.match(text[verb.end():]):
            # "mi ricordi la password del wifi?", "remind me what the gate code is": a question
            # about what the user's files say, not a reminder to set
            return None
        return Unclear("schedule.when_missing")
    what = clean(said.rest(body))
    if not re.search(r"\w", what):
        return Unclear("schedule.what_missing")
    return Remind(said, what)


def clean(text: str) -> str:
    """The words left once the time is taken out: no connector or punctuation at the edges."""
    text = _CONNECTORS.sub("", text.strip())
    while True:  # trailing punctuation and courtesies, without a regex anchored at the end
        trimmed = text.rstrip(_PUNCTUATION)
        if (word := _TRAILING_WORD.search(trimmed)) is not None:
            trimmed = trimmed[: word.start()]
        if trimmed == text:
            break
        text = trimmed
    return re.sub(r"\s+", " ", text).strip()


def _kind(word: str) -> Kind | None:
    word = word.lower()
    if word.startswith(("promemoria", "reminder")):
        return "reminder"
    if word.startswith("routine"):
        return "routine"
    return None


def _manage(text: str) -> Manage | None:
    found = _LIST.match(text.strip())
    if found is not None:
        kind = _KIND.search(text)
        return Manage("list", _kind(kind["kind"]) if kind else None)
    for action, pattern in (*_MANAGE, *_MANAGE_EN):
        m = pattern.match(text.strip())
        if m is None:
            continue
        head = text[: m.start("kind")].lower()
        every = bool(re.search(r"\b(?:tutti|tutte|all)\b", head))
        rest = (m.groupdict().get("pre") or "") + " " + m["rest"]
        hour = minute = number = None
        if (n := _HINT_NUMBER.search(rest)) is not None:
            number = int(n["n"] or n["bare"])
            rest = rest[: n.start()] + " " + rest[n.end():]
        elif (found := _HINT_TIME.search(rest)) is not None:
            hour, minute = _hint_hour(found)
            rest = rest[: found.start()] + " " + rest[found.end():]
        words = tuple(w for w in normalize(rest).split() if w not in _STOP and not w.isdigit())
        return Manage(action, _kind(m["kind"]), hour, minute, words, every, number)
    return None


def _hint_hour(found: re.Match[str]) -> tuple[int | None, int | None]:
    raw = found["h"] or found["h2"]
    hour = int(raw)
    raw_m = found["m"] or found["m2"]
    minute = int(raw_m) if raw_m else None
    ap = (found["ap"] or found["ap2"] or found["ap3"] or "").lower()
    if ap == "pm" and hour < 12:
        hour += 12
    elif ap == "am" and hour == 12:
        hour = 0
    elif not ap and 1 <= hour <= 6 and not raw.startswith("0"):
        hour += 12  # as when it was said: "alle 3" is the afternoon
    if hour > 23 or (minute is not None and minute > 59):
        return None, None
    return hour, minute


def matches_words(words: tuple[str, ...], text: str) -> bool:
    """Whether every hint word is in `text` (a word matches its plural and singular:
    "fatture" finds "fattura")."""
    tokens = normalize(text).split()
    for word in words:
        stem = word[:-1] if len(word) >= 5 else word
        if not any(tok.startswith(stem) for tok in tokens):
            return False
    return True
