"""Deterministic rules: closed meanings recognised before any planner (IT/EN)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Literal

RuleKind = Literal["cancel", "cancel_job", "help", "undo", "yes", "no", "greet", "right", "wrong"]


def normalize(text: str) -> str:
    """Lower case, accents folded, punctuation dropped, spaces squeezed."""
    folded = unicodedata.normalize("NFKD", text.lower())
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    folded = re.sub(r"[^\w\s/~.'-]", " ", folded).replace("'", " ")
    return re.sub(r"\s+", " ", folded).strip(" .")


_RULES: tuple[tuple[RuleKind, str, re.Pattern[str]], ...] = (
    ("cancel_job", "it", re.compile(
        r"^(annulla|ferma|interrompi)( il)? (lavoro|job) (n )?(?P<num>[0-9]+)( per favore)?$")),
    ("cancel_job", "en", re.compile(
        r"^(cancel|stop|abort)( the)? job (no )?(?P<num>[0-9]+)( please)?$")),
    ("cancel_job", "en", re.compile(r"^/jobs cancel (?P<num>[0-9]+)$")),
    ("undo", "it", re.compile(
        r"^/?(annulla|disfa|ripristina)\s+(l\s*)?(ultim[ao]|ultima operazione|ultima azione)"
        r"(\s+(operazione|azione|modifica|turno|cosa))?( fatta)?( per favore)?$")),
    ("undo", "it", re.compile(r"^(annulla|disfa)( quello| quanto)? (che )?(hai fatto|l ultima cosa)$")),
    ("undo", "en", re.compile(
        r"^/?undo( (that|it|the last (operation|action|change|turn|thing)|last))?( please)?$")),
    ("undo", "en", re.compile(r"^(please )?undo (what you (just )?did|the last thing)$")),
    # "annulla, rimettile dov'erano", "put them back where they were": the last change reversed
    ("undo", "it", re.compile(
        r"^(annulla |no |anzi )?(rimetti|rimettil[oaie]|rimettimel[oaie]|riporta|riportal[oaie]|ripristina|"
        r"ripristinal[oaie])( tutto| tutti| tutte| indietro| a posto| al (loro )?posto)?"
        r"( (dove|dov|come|com) (erano|era|stava|stavano|prima))?( per favore)?$")),
    ("undo", "en", re.compile(
        r"^(cancel |no )?(put|move|bring) (it|them|everything|that|those) back( where (it was|they were))?"
        r"( please)?$|^(cancel |no )?restore (it|them|everything)( please)?$")),
    # "annulla lo spostamento", "undo the move": the change named (while its prompt is still
    # open, the prompt is what is cancelled)
    ("undo", "it", re.compile(
        r"^(annulla|disfa|ripristina)( pure)? (lo |la |l |il |quello |quella |quest[ao] |l ultim[ao] )?"
        r"(?P<named>spostamento|cancellazione|eliminazione|copia|rinomina|modifica|cambio|"
        r"aggiunta|creazione)( (che hai fatto|di prima|appena fatt[ao]))?( per favore)?$")),
    ("undo", "en", re.compile(
        r"^(please )?(undo|cancel|reverse|revert) (the |that |this |my |the last )?"
        r"(?P<named>move|moving|delete|deletion|copy|rename|change|edit|addition)"
        r"( (you (just )?(did|made)))?( please)?$")),
    ("cancel", "it", re.compile(
        r"^/?(annulla|lascia perdere|lascia stare|stop|basta|ferma|niente)( tutto)?$")),
    ("cancel", "en", re.compile(r"^/?(cancel|never ?mind|forget it|stop|abort)( it| that| please)?$")),
    ("help", "it", re.compile(
        r"^/?(aiuto|help me|cosa (sai|puoi) fare|che cosa (sai|puoi) fare|come funzioni|istruzioni)\??$")),
    ("help", "en", re.compile(r"^/?(help|what can you do|how do you work|commands)\??$")),
    ("greet", "it", re.compile(r"^(ciao|buongiorno|buonasera|salve|grazie( mille)?|ok grazie)( metnos)?$")),
    ("greet", "en", re.compile(r"^(hi|hello|hey|good (morning|evening)|thanks|thank you)( metnos)?$")),
    ("right", "it", re.compile(r"^(giusto|esatto|perfetto|corretto|bene cosi|ottimo|proprio cosi)"
                               r"( (grazie|cosi|metnos))*$")),
    ("right", "en", re.compile(r"^(right|correct|exactly|perfect|that s right|spot on|well done)"
                               r"( (thanks|thank you|metnos))*$")),
    ("wrong", "it", re.compile(
        r"^(sbagliato|errato|non e giusto|non e corretto|non e questo|hai sbagliato)$")),
    ("wrong", "en", re.compile(r"^(wrong|that s wrong|not right|incorrect|that s not it|not that)$")),
    ("yes", "it", re.compile(r"^(si|sì|ok|va bene|conferma|confermo|procedi|certo|1)"
                             r"( (si|procedi|pure|grazie|dai|allora|fallo|conferma|va bene))*$")),
    ("yes", "en", re.compile(r"^(yes|y|ok|okay|confirm|go ahead|sure|proceed)"
                             r"( (please|thanks|thank you|do it|go ahead|yes|sure))*$")),
    ("no", "it", re.compile(r"^(no|non farlo|nega|rifiuta|2)$")),
    ("no", "en", re.compile(r"^(no|n|don t|deny|reject)$")),
)


_THUMBS: dict[str, RuleKind] = {"👍": "right", "👍🏻": "right", "👍🏼": "right", "👎": "wrong"}


@dataclass(frozen=True)
class RuleMatch:
    """A deterministic rule that matched, and the language it was said in."""

    kind: RuleKind
    locale: str
    number: int | None = None  # the job a cancel_job names
    named: bool = False  # an undo that names the change ("annulla lo spostamento")


_SECOND_THOUGHT = re.compile(
    r"^(?:(?:actually|oops|oh no|oh|wait|sorry|hmm|on second thought|no wait|anzi|ops|oddio|aspetta|"
    r"scusa|ah no|ah|no aspetta|ripensandoci|mi sono sbagliat[oa]|ho sbagliato)\s+)+")


def match_rule(text: str, *, allow_answers: bool = False) -> RuleMatch | None:
    """The closed-meaning rule `text` expresses, if any.

    Yes/no are only rules while a confirmation is pending (`allow_answers`).
    """
    stripped = text.strip()
    if stripped in _THUMBS:
        return RuleMatch(_THUMBS[stripped], "")  # says nothing of the language
    norm = normalize(text)
    # "actually undo that", "anzi, annulla l'ultima operazione": a second thought said first
    second = _SECOND_THOUGHT.sub("", norm)
    for kind, locale, pattern in _RULES:
        if kind in ("yes", "no") and not allow_answers:
            continue
        found = pattern.match(norm) or (pattern.match(second) if kind == "undo" and second != norm else None)
        if found:
            num = found.groupdict().get("num")
            return RuleMatch(kind, locale, int(num) if num else None,
                             named=found.groupdict().get("named") is not None)
    return None


def answer_locales(text: str) -> frozenset[str]:
    """The languages whose yes/no `text` is ("ok" is both, "sì" Italian, "yes" English)."""
    norm = normalize(text)
    return frozenset(locale for kind, locale, pattern in _RULES
                     if kind in ("yes", "no") and pattern.match(norm))
