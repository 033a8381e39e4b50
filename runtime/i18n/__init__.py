"""Message catalogs: everything Metnos says to people, in Italian and English.

Logic never holds user-facing strings; it names a key and its parameters. A message
is a ``str.format`` template with two additions, resolved before formatting:

* ``{n|one|other}`` — plurals: the word ``one`` when the parameter ``n`` is the whole
  number 1 (an int, or the text "1"), ``other`` otherwise (0, 2, 1.5, 1.0 — Italian and
  English agree on this). The number itself is written apart:
  ``"{count} {count|documento|documenti}"`` gives "1 documento", "3 documenti".
* ``{name@group}`` — a word for an engine name: the message ``group.<value of name>``,
  or ``group.generic`` when there is none. ``"{tool@action}"`` with ``tool="find_files"``
  gives "cercare i file"; ``"{arg@argname}"`` with ``arg="to"`` gives "il destinatario".
  Executor and argument names thus reach people only as words.

The runtime's own catalog is ``it.toml`` / ``en.toml`` beside this module. A front end adds
its messages with :func:`register_catalog` (a folder holding its own ``it.toml`` and
``en.toml``); its keys join the same flat namespace and may not shadow anyone else's.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any, Literal

Locale = Literal["it", "en"]
LOCALES: tuple[Locale, ...] = ("it", "en")

_PLURAL = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")
_WORD = re.compile(r"\{(\w+)@(\w+)\}")


#: Folders of catalogs registered by front ends, in the order they were registered.
_EXTRA: list[Traversable] = []


def register_catalog(folder: Traversable) -> None:
    """Add the messages in `folder` (``it.toml`` and ``en.toml``) to the catalogs.

    Registering the same folder again does nothing; a key that another catalog already has is a
    ValueError (and the folder is not added).
    """
    if any(str(known) == str(folder) for known in _EXTRA):
        return
    _EXTRA.append(folder)
    _catalog.cache_clear()
    try:
        for locale in LOCALES:
            _catalog(locale)
    except BaseException:
        _EXTRA.remove(folder)
        _catalog.cache_clear()
        raise


@cache
def _catalog(locale: str) -> dict[str, str]:
    flat: dict[str, str] = {}
    for folder in (resources.files(__package__), *_EXTRA):
        text = folder.joinpath(f"{locale}.toml").read_text(encoding="utf-8")
        for name, value in _flatten("", tomllib.loads(text)):
            if name in flat:
                raise ValueError(f"message {name!r} of {folder} is already in the catalogs")
            flat[name] = value
    return flat


def _flatten(prefix: str, node: dict[str, Any]) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for key, value in node.items():
        name = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict):
            out.extend(_flatten(name, value))
        else:
            out.append((name, str(value)))
    return out


def has(key: str, locale: str = "en") -> bool:
    """Whether a message key exists in that locale's catalog."""
    return key in _catalog(normalize_locale(locale))


def t(key: str, locale: str = "en", **params: Any) -> str:
    """The message `key` in `locale`, formatted with `params` (English when missing)."""
    loc = normalize_locale(locale)
    template = _catalog(loc).get(key) or _catalog("en").get(key)
    if template is None:
        raise KeyError(f"no message {key!r} in the catalogs")
    if not params:
        return template
    template = _PLURAL.sub(lambda m: _escape(m.group(2) if is_one(params[m.group(1)])
                                             else m.group(3)), template)
    template = _WORD.sub(lambda m: _escape(word(m.group(2), params[m.group(1)], loc)), template)
    return template.format(**params)


def word(group: str, name: Any, locale: str = "en") -> str:
    """The catalog's word for an engine name: ``group.<name>``, else ``group.generic``."""
    key = f"{group}.{name}"
    return t(key if has(key, locale) or has(key) else f"{group}.generic", locale)


def is_one(value: Any) -> bool:
    """Whether a count takes the singular: the whole number 1 ("1.0 seconds" stays plural)."""
    if isinstance(value, bool):
        return False
    return value == 1 if isinstance(value, int) else str(value).strip() == "1"


def _escape(text: str) -> str:
    return text.replace("{", "{{").replace("}", "}}")


def keys(locale: str) -> set[str]:
    """All message keys of a catalog (tests compare the two catalogs)."""
    return set(_catalog(normalize_locale(locale)))


# Characters that change how text around them looks: C0/C1 controls (but tab and newline),
# and the bidirectional overrides and isolates that can make "evil\u202etxt.exe" read as
# "evilexe.txt". Shown to people as a visible mark instead.
_HIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


# Lone surrogates: what Python makes of file-name bytes that are not UTF-8 (surrogate escapes).
# No screen, database or socket takes them as text.
_SURROGATE = re.compile("[\ud800-\udfff]")


def encodable(text: str) -> str:
    """`text` with every lone surrogate replaced by U+FFFD, so it encodes as UTF-8."""
    return _SURROGATE.sub("\ufffd", text)


def shown(text: str) -> str:
    """`text` as it may reach a person's screen: controls and bidi overrides made visible
    (``\u2426`` ␦), so a file name cannot disguise itself or drive the terminal; bytes that
    were not UTF-8 shown as U+FFFD."""
    return encodable(_HIDDEN.sub("\u2426", text))


def fmt_number(value: Any, locale: str) -> str:
    """1.586,00 in Italian, 1,586.00 in English; integers without decimals."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return str(value)
    text = f"{value:,}" if isinstance(value, int) else f"{value:,.2f}"
    return localized_number(text, locale)


def localized_number(text: str, locale: str) -> str:
    """A number written the English way (1,586.00), in the locale's way."""
    if locale == "it":
        return text.replace(",", "\x00").replace(".", ",").replace("\x00", ".")
    return text


def normalize_locale(locale: str | None, default: Locale = "en") -> Locale:
    """Map a Telegram language code or a setting to one of our locales."""
    if not locale:
        return default
    code = locale.lower().split("-")[0].split("_")[0]
    return "it" if code == "it" else "en" if code == "en" else default


_IT_WORDS = frozenset(
    [
        "il", "lo", "la", "i", "gli", "le", "un", "una", "di", "del", "della", "dei",
        "delle", "nella", "nel", "nei", "che", "e", "è", "per", "con", "cosa", "sposta",
        "rinomina", "elimina", "cancella", "quanti", "quante", "ci", "sono", "dalla",
        "alla", "sulla", "questo", "questa", "leggi", "trova", "elenca", "mostra", "crea",
        "annulla", "cartella", "tabella", "preventivi", "prezzi", "confronta", "quali",
        "ore", "dammi", "fammi", "mi", "ciao", "aiuto", "grazie", "tutti", "tutte",
        "riepilogo", "riepilogativa", "scrivi", "apri", "dove", "quale", "cerca", "quanto",
        "costa", "manda", "mandami", "invia", "inviami", "inoltra", "spedisci", "oggetto",
        "allegato", "allegati", "ricordami", "promemoria", "ogni", "alle", "domani", "tra",
    ]
)
_EN_WORDS = frozenset(
    [
        "the", "an", "of", "on", "and", "is", "are", "what", "which", "read", "find",
        "list", "show", "create", "move", "delete", "remove", "undo", "folder", "files",
        "table", "quotes", "prices", "compare", "how", "many", "time", "it", "me", "my",
        "all", "rename", "summary", "write", "open", "where", "please", "help", "thanks",
        "hello", "cheapest", "send", "forward", "subject", "attached", "attachment", "remind",
        "reminder", "reminders", "every", "tomorrow",
    ]
)


# More everyday words of each language (verbs people start a request with, short words).
_IT_MORE = frozenset([
    "chi", "ha", "hanno", "più", "piu", "quanto", "quanta", "mio", "mia", "miei", "mie", "nostro",
    "nostra", "nostri", "nostre", "grazie", "ciao", "buongiorno", "buonasera", "oggi", "ieri", "domani",
    "chiama", "chiamami", "paga", "pagami", "stampa", "stampami", "prenota", "prenotami", "butta",
    "metti", "aggiungi", "copia", "ho", "hai", "abbiamo", "quando", "perché", "perche", "scade",
    "devo", "sposti", "mandi", "ricetta", "fattura", "bolletta", "lista", "spesa", "tutto",
    "anche", "ancora", "qual", "dimmi", "sul", "sui", "dal", "dai", "al", "ai", "nelle", "degli",
    "mandala", "mandalo", "mandali", "mandale", "inviala", "invialo", "inviali", "giralo", "girala",
    "girali", "spostalo", "spostala", "spostali", "cancellalo", "cancellala", "leggilo", "leggila",
])
_EN_MORE = frozenset([
    "to", "when", "will", "can", "you", "your", "do", "did", "does", "with", "for", "from", "this",
    "that", "there", "anything", "who", "add", "put", "make", "copy", "pay", "book", "call", "get",
    "got", "have", "has", "was", "were", "any", "shopping", "invoice", "bill", "photo", "photos",
    "what's", "i'm", "don't", "can't", "it's", "where's", "who's", "there's", "today", "pls",
    "whats", "wheres", "whos", "hows", "theres", "im", "dont", "cant",  # typed without apostrophe
])
# Elided articles and words ("l'idraulico", "dell'auto", "c'è", "quant'è") are Italian.
_IT_ELISION = re.compile(r"^(?:l|dell|nell|all|dall|sull|un|quest|quell|c|quant|dov|com|cos|d)'\w")


# English words that end in a vowel, left out when the shape of the words decides
_EN_VOWEL_END = frozenset({"into", "onto", "also", "data", "idea", "area", "video", "photo", "radio", "menu",
                           "taxi", "pizza", "extra", "agenda", "ratio", "hello", "info", "logo", "memo",
                           "demo", "auto", "zero", "piano", "studio", "portfolio", "visa", "quota", "cafe"})


def detect_locale(text: str) -> Locale | None:
    """Guess Italian or English from the words of a message; None when it does not tell."""
    words = re.findall(r"[a-zàèéìòù']+", text.lower().replace("’", "'"))
    it = sum(w in _IT_WORDS or w in _IT_MORE or _IT_ELISION.match(w) is not None for w in words)
    en = sum(w in _EN_WORDS or w in _EN_MORE for w in words)
    if it > en:
        return "it"
    if en > it:
        return "en"
    # no function word tells ("fatura rinaldi pagata?", "prossimo sopralluogo?"): the shape of
    # the words does — Italian words end in a vowel, English ones mostly in a consonant
    bare = re.findall(r"[a-zàèéìòù']+", re.sub(r"\S+\.\w{2,4}\b", " ", text.lower()))  # no file names
    long = [w for w in bare if len(w) >= 4 and "'" not in w and w not in _EN_VOWEL_END]
    vowel = sum(w[-1] in "aoiàòùì" for w in long)
    consonant = sum(w[-1] not in "aeiouàèéìòù" for w in long)
    if vowel >= 2 and vowel > consonant:
        return "it"
    if consonant >= 2 and consonant > vowel:
        return "en"
    return None
