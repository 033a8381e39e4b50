"""Extractive summaries: a document's key sentences and the figures it states (IT and EN).

Pure and deterministic. Sentences are scored by the frequency of their content
words (stop words removed), with a bonus for the opening sentences and for those
that state figures (amounts, percentages, dates); the best are returned in
document order. Every regex here is linear in its input, and only the first
:data:`MAX_CHARS` characters are looked at.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from runtime.documents.amounts import find_dates, scan_amounts

__all__ = ["MAX_CHARS", "Summary", "detect_locale", "find_figures", "split_sentences", "summarize"]

MAX_CHARS = 200_000  # the part of a document that is summarized
SHORT_DOCUMENT = 3  # sentences up to which a document is its own summary
SHARE = 0.25  # a long document's summary holds at most this part of its sentences
FEW = 3  # a shorter document's summary still holds this many (never the whole document)
SHORT_TEXT = 12  # sentences up to which a summary may hold half of them
MAX_FIGURES = 10
MAX_SENTENCE_CHARS = 400  # a sentence longer than this is cut in the summary
_CHUNK_CHARS = 1000  # runs of text without punctuation are analysed in pieces this long
_MIN_WORDS = 5  # shorter sentences are picked only when they state a figure
_FIRST_BONUS = (0.25, 0.1, 0.05)
_FIGURE_BONUS = 0.5


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_STOP_WORDS: dict[str, frozenset[str]] = {
    "it": _words("""
        a ad al alla alle allo agli ai anche ancora avere aveva avevano avete abbiamo ha hai
        hanno ho che chi ci cio ciò come con contro cosa cui da dal dalla dalle dallo dagli dai
        degli dei del della delle dello di dove dunque e è ed era erano essere essi fa fare fino
        fra gli ha il in invece io la le lei li lo loro lui ma me mentre mi mio mia miei mie molto
        ne nei nel nella nelle nello negli no noi non nostro nostra nulla o oppure ogni per perché
        però più poi poiché proprio qual quale quali qualche quando quanto quella quelle quelli
        quello questa queste questi questo qui se sé sempre senza si sia siamo siete solo sono
        sopra sotto su sua sue suo suoi sul sulla sulle sullo sugli sui tale tali tanto te ti
        tra tu tua tue tuo tuoi tutti tutto tutte tutta un una uno vi voi vostro vostra già
        stato stata stati state essere sarà saranno viene vengono deve devono può possono
        presente presenti ovvero nonché ossia inoltre altro altra altri altre stesso stessa
        """),
    "en": _words("""
        a about above after again against all also am an and any are as at be because been
        before being below between both but by can could did do does doing down during each
        either few for from further had has have having he her here hers herself him himself
        his how however i if in into is it its itself just may me might more most must my
        myself no nor not now of off on once only or other our ours ourselves out over own
        same shall she should so some such than that the their theirs them themselves then
        there these they this those through to too under until up upon us very was we were
        what when where which while who whom whose why will with within without would you
        your yours yourself yourselves therefore thus hereby herein thereof whereas within
        """),
}
# Words that end with a period without ending a sentence (compared lowercased, no period).
_ABBREVIATIONS = _words("""
    sig sigg sig.ra dott dott.ssa prof ing avv geom rag arch spett egr gent art artt n nr num
    pag pagg ecc cfr es tel fax cod cap rif vs p.iva c.f s.p.a s.r.l s.n.c s.a.s
    mr mrs ms dr st jr sr inc ltd co corp no nos vol p pp fig e.g i.e etc approx dept est
    jan feb mar apr jun jul aug sep sept oct nov dec gen mag giu lug ago set ott dic
    """)

_PARAGRAPH = re.compile(r"\n[ \t\u00a0]*\n")
_BULLET = re.compile(r"[ \t]*(?:[-•*–·▪]|\d{1,3}[.)])[ \t]")
# A match starts only where a run of stops starts: a long run with no space after it is then
# tried once, not once per character (which was quadratic).
_SENTENCE_END = re.compile(r"(?<![.!?…])[.!?…]+[\"'»”’)\]]*[ \t\u00a0]+")
_WORD = re.compile(r"[^\W\d_]+")
_TOKEN = re.compile(r"\w+")
_PERCENT = re.compile(r"(?<![\w.,])\d{1,3}(?:[.,]\d{1,2})?[ \u00a0]?%")
_SPACES = re.compile(r"\s+")
_TERMINAL = ".!?…:;"


@dataclass(frozen=True)
class Summary:
    """A document's key sentences, in document order, and the figures it states."""

    sentences: list[str] = field(default_factory=list)
    figures: list[str] = field(default_factory=list)
    total: int = 0  # sentences in the (summarized part of the) document
    locale: str = "en"
    said: bool = False  # some word of the question (its focus) is in the document


def summarize(text: str, *, max_sentences: int = 5, locale: str | None = None,
              focus: Sequence[str] = ()) -> Summary:
    """The key sentences of `text` and its figures: at most `max_sentences`, and at most a
    quarter of the sentences of a long document (a short one about half, at least :data:`FEW`,
    always fewer than it has: a summary is never the whole text).

    With `focus` words (a question's: "cauzione", "scade"), the sentences that hold them
    come first, whatever their share of the document.
    """
    text = text[:MAX_CHARS]
    lang = locale if locale in _STOP_WORDS else detect_locale(text)
    lead, text = _mail_parts(text)
    sentences = split_sentences(text)
    if lead:
        sentences = _without_courtesy(sentences)
    if not sentences:
        return Summary(sentences=lead, locale=lang)
    summary = _summary(sentences, max_sentences, lang, focus)
    if lead:  # an e-mail: who wrote it and about what, then what it says
        return Summary(sentences=[*lead, *summary.sentences], figures=summary.figures,
                       total=summary.total, locale=lang)
    return summary


def _summary(sentences: list[str], max_sentences: int, lang: str,
             focus: Sequence[str]) -> Summary:
    marks = [_figures_in(s) for s in sentences]
    wanted = max(0, max_sentences)
    said = bool(focus) and bool(_focused(sentences, [w for w in focus if not w.startswith("@")], 1))
    if focus and len(sentences) <= SHORT_DOCUMENT - 1:
        focus = ()  # two lines asked about: both ("Rete: …", "Password: …"), never half
    focused = _focused(sentences, focus, wanted)
    if focused:
        return Summary(sentences=[_cut(sentences[i]) for i in focused],
                       figures=_key_figures(marks, focused), total=len(sentences), locale=lang, said=said)
    if len(sentences) <= SHORT_DOCUMENT:
        chosen = list(range(min(len(sentences), wanted)))
    else:
        n = len(sentences)  # a short text keeps about half, a long one a quarter
        budget = min(wanted, n - 1, max(FEW, n // 2 if n <= SHORT_TEXT else int(n * SHARE)))
        chosen = _best(sentences, marks, budget, _STOP_WORDS[lang])
    return Summary(
        sentences=[_cut(sentences[i]) for i in chosen],
        figures=_key_figures(marks, chosen),
        total=len(sentences),
        locale=lang,
        said=said,
    )


_MAIL_HEADER = re.compile(r"(?i)(?P<name>from|to|cc|bcc|date|sent|subject|da|a|oggetto|data|"
                          r"inviato|inviata)[ \t]*:[ \t]*(?P<value>.*)")
_LEAD_HEADERS = frozenset({"from", "da", "subject", "oggetto"})
_GREETING = re.compile(r"(?i)^(?:dear|hi|hello|good morning|ciao|salve|gentile|gentili|"
                       r"egregio|egregi|spettabile|caro|cara|cari|care|buongiorno|buonasera)\b")
_CLOSING = re.compile(r"(?i)^(?:best|kind|warm|many thanks|thanks|thank you|cheers|regards|"
                      r"yours|cordiali saluti|cordialmente|distinti saluti|un saluto|saluti|"
                      r"a presto|grazie)\b")


def _mail_parts(text: str) -> tuple[list[str], str]:
    """An e-mail's sender and subject lines, and its body; ``([], text)`` for other text. A
    text is an e-mail when it starts with at least two header lines (From/To/Subject…)."""
    lines = text.lstrip().split("\n")
    headers: list[re.Match[str]] = []
    for line in lines[:12]:
        m = _MAIL_HEADER.fullmatch(line.strip())
        if m is None:
            break
        headers.append(m)
    if len(headers) < 2 or not any(m["name"].lower() in _LEAD_HEADERS for m in headers):
        return [], text
    lead = [m.group(0).strip() for m in headers if m["name"].lower() in _LEAD_HEADERS]
    return lead, "\n".join(lines[len(headers):])


def _without_courtesy(sentences: list[str]) -> list[str]:
    """An e-mail's sentences without its greeting ("Dear Elena,") and its closing ("Best
    regards, Hannah Jensen"): a greeting is a short opening line ending in a comma, a closing
    a short line among the last two, with no figure."""
    def courtesy(i: int, sentence: str) -> bool:
        words = sentence.split()
        if len(words) > 6 or any(c.isdigit() for c in sentence):
            return False
        if i < 2 and _GREETING.match(sentence) and sentence.rstrip()[-1:] in ",:!":
            return True
        return i >= len(sentences) - 2 and bool(_CLOSING.match(sentence))

    return [s for i, s in enumerate(sentences) if not courtesy(i, s)]


def _focus_stem(word: str) -> str:
    folded = unicodedata.normalize("NFKD", word.lower())
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    return folded[:5] if len(folded) >= 6 else folded


# words of a deadline and of a total (as _focus_stem folds them)
_DUE_STEMS = frozenset(_focus_stem(w) for w in (
    "due", "scadenza", "scade", "entro", "pagamento", "payment", "deadline", "pagare", "versare"))
_OWED_STEMS = frozenset(_focus_stem(w) for w in ("owe", "owed", "pay", "paga", "pagata", "pagato", "devo"))
_TOTAL_STEMS = frozenset(_focus_stem(w) for w in ("totale", "total", "importo", "saldo", "balance"))


def _focused(sentences: list[str], focus: Sequence[str], wanted: int) -> list[int]:
    """The sentences holding the most focus words, best first then in order (at most `wanted`).

    ``@date`` and ``@amount`` in `focus` ask for sentences that state a date or an amount.
    """
    wants_date, wants_amount = "@date" in focus, "@amount" in focus
    stems = {_focus_stem(w) for w in focus if len(w) >= 3 and not w.startswith("@")}
    deadline = bool(stems & (_DUE_STEMS | _OWED_STEMS))  # "by when must I pay?", "what do we owe?"
    if not stems and not (wants_date or wants_amount):
        return []
    scored = []
    for i, sentence in enumerate(sentences):
        words = {_focus_stem(w) for w in _WORD.findall(sentence)}
        hits = sum(1 for st in stems if any(w.startswith(st) for w in words))
        dated = wants_date and bool(find_dates(sentence))
        priced = wants_amount and any(currency for _v, currency, *_rest in scan_amounts(sentence))
        hits += dated + priced  # "quando scade?": the sentence that holds a date answers it
        if deadline and ((dated and words & _DUE_STEMS) or (priced and words & (_DUE_STEMS | _TOTAL_STEMS))):
            hits += 1  # "Payment due: 18 December" before "Date: 18 November"; the total first
        if hits:
            scored.append((hits, i))
    if not scored:
        return []
    best = max(h for h, _ in scored)
    keep = [i for h, i in sorted(scored, key=lambda p: (-p[0], p[1])) if h >= max(1, best - 1)]
    return sorted(keep[: max(1, min(wanted, 3))])


def detect_locale(text: str) -> str:
    """``"it"`` or ``"en"``: whichever language's stop words the text uses more."""
    words = [w.lower() for w in _WORD.findall(text[:20_000])]
    it = sum(w in _STOP_WORDS["it"] for w in words)
    en = sum(w in _STOP_WORDS["en"] for w in words)
    return "it" if it > en else "en"


def split_sentences(text: str) -> list[str]:
    """The sentences of `text`: paragraphs, list items and headings split, wrapped lines joined."""
    out: list[str] = []
    for block in _PARAGRAPH.split(text.replace("\r\n", "\n").replace("\r", "\n")):
        for segment in _segments(block):
            for sentence in _sentences_of(segment):
                out.extend(_chunks(sentence))
    return out


def find_figures(text: str) -> list[str]:
    """Amounts with their currency as written, percentages and dates in `text`, in order."""
    return _dedupe([f for sentence in split_sentences(text[:MAX_CHARS])
                    for f in _figures_in(sentence)])


# --- splitting ---------------------------------------------------------------------------


def _segments(block: str) -> list[str]:
    """Lines of one paragraph joined back, except list items and heading-like lines."""
    segments: list[str] = []
    current: list[str] = []
    for raw in block.split("\n"):
        line = raw.strip()
        if not line:
            continue
        starts_new = bool(_BULLET.match(raw)) or (
            bool(current) and not line[0].islower() and _is_heading(current[-1]))
        if starts_new and current:
            segments.append(" ".join(current))
            current = []
        current.append(line)
    if current:
        segments.append(" ".join(current))
    return segments


def _is_heading(line: str) -> bool:
    """A line that ends a thought without punctuation: a title in capitals, a short label."""
    if not line or line[-1] in _TERMINAL or line[-1] in ",(":
        return False
    words = line.split()
    letters = [c for c in line if c.isalpha()]
    if letters and all(c.isupper() for c in letters):
        return True
    last = words[-1].lower()
    return len(words) <= 6 and last not in _STOP_WORDS["it"] and last not in _STOP_WORDS["en"]


def _sentences_of(segment: str) -> list[str]:
    sentences: list[str] = []
    start = 0
    for m in _SENTENCE_END.finditer(segment):
        if not _ends_sentence(segment, m):
            continue
        piece = segment[start:m.end()].strip()
        if piece:
            sentences.append(piece)
        start = m.end()
    rest = segment[start:].strip()
    if rest:
        sentences.append(rest)
    return sentences


def _ends_sentence(segment: str, m: re.Match[str]) -> bool:
    nxt = segment[m.end():m.end() + 1]
    if nxt and nxt.islower():
        return False  # "ecc. e altro", "art. 5 comma", "e.g. this"
    if "." not in m.group(0) or any(c in m.group(0) for c in "!?…"):
        return True
    before = segment[max(0, m.start() - 20):m.start()].split()
    token = before[-1].lower().lstrip("(\"'«“") if before else ""
    if not token:
        return True
    if token in _ABBREVIATIONS or (len(token) == 1 and token.isalpha()):
        return False
    return not ("." in token and token.replace(".", "").isalpha())  # S.p.A., U.S.


def _chunks(sentence: str) -> list[str]:
    """A run of text longer than the chunk size, cut at spaces (tables, lists without stops)."""
    if len(sentence) <= _CHUNK_CHARS:
        return [sentence]
    pieces: list[str] = []
    rest = sentence
    while len(rest) > _CHUNK_CHARS:
        cut = rest.rfind(" ", _CHUNK_CHARS // 2, _CHUNK_CHARS)
        cut = cut if cut > 0 else _CHUNK_CHARS
        pieces.append(rest[:cut].strip())
        rest = rest[cut:].strip()
    if rest:
        pieces.append(rest)
    return pieces


# --- scoring -----------------------------------------------------------------------------


def _best(sentences: list[str], marks: list[list[str]], budget: int,
          stop: frozenset[str]) -> list[int]:
    """Indices of the `budget` best sentences, in document order."""
    words = [_content_words(s, stop) for s in sentences]
    freq = Counter(w for ws in words for w in ws)
    top = max(freq.values(), default=1)
    base = [sum(freq[w] for w in set(ws)) / top / math.sqrt(len(set(ws))) if ws else 0.0
            for ws in words]
    best_base = max(base) or 1.0
    candidates = [i for i, s in enumerate(sentences)
                  if marks[i] or len(_TOKEN.findall(s)) >= _MIN_WORDS]
    if not candidates:
        candidates = list(range(len(sentences)))
    scores: dict[int, float] = {}
    for rank, i in enumerate(candidates):
        bonus = _FIRST_BONUS[rank] if rank < len(_FIRST_BONUS) else 0.0
        scores[i] = base[i] / best_base + bonus + (_FIGURE_BONUS if marks[i] else 0.0)
    chosen: list[int] = []
    seen: set[str] = set()
    for i in sorted(scores, key=lambda i: (-scores[i], i)):
        key = _SPACES.sub(" ", sentences[i].lower())
        if key in seen:
            continue  # a heading or footer repeated on every page
        seen.add(key)
        chosen.append(i)
        if len(chosen) == budget:
            break
    return sorted(chosen)


def _content_words(sentence: str, stop: frozenset[str]) -> list[str]:
    return [_stem(w) for w in (m.lower() for m in _WORD.findall(sentence))
            if len(w) > 2 and w not in stop]


def _stem(word: str) -> str:
    """A light stem so that singular and plural count as one word (canone/canoni, rent/rents)."""
    return word[:-1] if len(word) > 4 and word[-1] in "aeiouàèéìòùs" else word


# --- figures -----------------------------------------------------------------------------


def _figures_in(sentence: str) -> list[str]:
    """The figures one sentence states, as written, in order of appearance."""
    found: list[tuple[int, str]] = []
    taken: list[tuple[int, int]] = []
    for _date, start, end in find_dates(sentence):
        found.append((start, sentence[start:end]))
        taken.append((start, end))
    for _value, currency, start, end, _two in scan_amounts(sentence):
        if currency and not any(start < e and s < end for s, e in taken):
            found.append((start, sentence[start:end]))
    for m in _PERCENT.finditer(sentence):
        found.append((m.start(), m.group(0)))
    return [_SPACES.sub(" ", text.strip()) for _, text in sorted(found)]


def _key_figures(marks: list[list[str]], chosen: list[int]) -> list[str]:
    """Figures of the chosen sentences first, then the others, at most MAX_FIGURES, in order."""
    keep = _dedupe([f for i in chosen for f in marks[i]])[:MAX_FIGURES]
    for f in _dedupe([f for ms in marks for f in ms]):
        if len(keep) >= MAX_FIGURES:
            break
        if f not in keep:
            keep.append(f)
    order = {f: n for n, f in enumerate(_dedupe([f for ms in marks for f in ms]))}
    return sorted(keep, key=lambda f: order[f])


def _dedupe(values: list[str]) -> list[str]:
    return list(dict.fromkeys(values))


_MARKDOWN_HEADING = re.compile(r"^#{1,6}\s+")


def _cut(sentence: str) -> str:
    """A sentence as it is said back: on one line, a Markdown heading's marks left out, cut short
    past :data:`MAX_SENTENCE_CHARS`."""
    flat = _MARKDOWN_HEADING.sub("", _SPACES.sub(" ", sentence).strip())
    return flat if len(flat) <= MAX_SENTENCE_CHARS else flat[: MAX_SENTENCE_CHARS - 1] + "…"
