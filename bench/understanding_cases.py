"""Labelled conversations for ``bench/understanding.py``: what a careful person expects.

Each ``Case`` is one conversation with the family workspace of ``bench/family_workspace.py``.
Each ``Msg`` is a line the person types, with machine-checkable expectations on the reply:

- ``mentions``: every item must appear in the reply (a tuple means "any of these"; a string
  starting with ``re:`` is a regular expression, matched case-insensitively);
- ``not_mentions``: none may appear (same syntax), or the reply is wrong; ``avoid``: should
  not appear (a reply that names it anyway is "not done", not "wrong");
- ``scope``: the folders the person named ("" is the top of the workspace); any other file
  the reply names or quotes is a wrong answer. ``None`` inherits the case's scope; ``ANY``
  turns the check off; ``[]`` means no file at all should be named;
- ``prompt``: True when a confirmation or question is expected (``answer`` is then sent),
  False when the reply should simply answer, None when either is fine;
- ``accept_question``: an honest clarifying question is acceptable instead of the result
  (``clarify`` is then sent as the person's answer, and judged on its own);
- ``ref_ordinal``: the reply must show the N-th file named in the previous reply.

``fs`` lists the filesystem changes expected once the conversation is over; every other
file must be left exactly as it was (size and SHA-1), which is the default for reads.

These were written from the product description and the workspace only, without looking
at the planner: they are ordinary phrasing, not the phrasing the rules were tuned on.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

Mention = str | tuple[str, ...]
ANY: list[str] = ["*"]
# Readable names of the generated patterns, for the reasons the runner prints.
LABELS: dict[str, str] = {}


@dataclass(frozen=True)
class Moved:
    """`src` is gone and a file with its name and bytes is somewhere under `dest_dir`."""

    src: str
    dest_dir: str


@dataclass(frozen=True)
class Renamed:
    """`src` is gone and `dst` holds its bytes."""

    src: str
    dst: str


@dataclass(frozen=True)
class Deleted:
    """`path` no longer exists in the workspace (the trash is outside it)."""

    path: str


@dataclass(frozen=True)
class Appended:
    """`path` now contains one of `texts` and still holds every line it had."""

    path: str
    texts: tuple[str, ...]


@dataclass(frozen=True)
class Created:
    """At least one new file in `folder` (None: anywhere) ending in one of `suffixes`.

    ``contains``: every item must be in the new file's text (a tuple: any of); ``not_contains``:
    none may be (that would be a wrong table, e.g. an invoice among the quotes).
    """

    folder: str | None
    suffixes: tuple[str, ...]
    contains: tuple[Mention, ...] = ()
    not_contains: tuple[str, ...] = ()
    path: str | None = None  # an exact name, when the person gave one


FsExpect = Moved | Renamed | Deleted | Appended | Created


@dataclass
class Msg:
    """One line the person types and what the reply to it must show."""

    say: str
    mentions: Sequence[Mention] = ()
    not_mentions: Sequence[str] = ()
    avoid: Sequence[str] = ()
    scope: list[str] | None = None
    prompt: bool | None = False
    accept_question: bool = False
    answer: Msg | None = None
    clarify: Msg | None = None
    ref_ordinal: int | None = None


@dataclass
class Case:
    """One conversation: its messages in order, the place it is about, the expected effects."""

    id: str
    lang: str
    messages: list[Msg]
    scope: list[str] | None = None
    fs: list[FsExpect] = field(default_factory=list)
    mail: bool = False  # a (dead, local) mail account is configured so that sending prompts
    any_language: bool = False  # a mixed-language request: a reply in either language is fine
    note: str = ""


# ---------------------------------------------------------------------------------------
# Helpers for the labels.
# ---------------------------------------------------------------------------------------


def amount(value: str) -> str:
    """A regex for an amount however it is written: 2390 -> 2.390 / 2,390 / 2390 (,00 / .00)."""
    whole, _, cents = value.partition(".")
    digits = whole
    groups: list[str] = []
    while len(digits) > 3:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    groups.insert(0, digits)
    body = r"[.,\s\u202f\u00a0']?".join(groups)
    tail = r"(?:[.,]00?)?"
    if cents:
        # 27.5 is also written 27,50; 12.30 also 12,3
        tail = rf"[.,]{cents[0]}0?" if cents.endswith("0") or len(cents) == 1 else rf"[.,]{cents}"
    pattern = rf"re:(?<![\d.,]){body}{tail}(?![\d])"
    LABELS[pattern] = f"amount {value}"
    return pattern


def count(n: int, *words: str) -> str:
    """A regex for a small count as a digit or a word."""
    options = "|".join([str(n), *words])
    pattern = rf"re:\b(?:{options})\b"
    LABELS[pattern] = f"count {n}"
    return pattern


def date(day: int, month: int, year: int) -> tuple[str, ...]:
    """The ways a date is written in an Italian or English answer."""
    it_months = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
                 "settembre", "ottobre", "novembre", "dicembre"]
    en_months = ["january", "february", "march", "april", "may", "june", "july", "august",
                 "september", "october", "november", "december"]
    it_name, en_name = it_months[month - 1], en_months[month - 1]
    LABELS[f"re:\\b0?{day}[/.-]0?{month}[/.-](?:{year}|{year % 100})\\b"] = f"date {day}/{month}/{year}"
    return (f"re:\\b0?{day}[/.-]0?{month}[/.-](?:{year}|{year % 100})\\b",
            f"{year}-{month:02d}-{day:02d}",
            f"re:\\b0?{day}°?\\s+{it_name}",
            f"re:\\b{day}(?:st|nd|rd|th)?\\s+{en_name}",
            f"re:\\b{en_name}\\s+{day}\\b")


NOTHING_PENDING: tuple[str, ...] = (
    "niente da confermare", "nulla da confermare", "nessuna conferma", "non c'è niente",
    "non c'è nulla", "in sospeso", "in attesa", "nessuna richiesta", "nessuna domanda",
    "nothing to confirm", "nothing pending", "nothing waiting", "no pending", "nothing to answer",
    "non ho chiesto", "didn't ask", "did not ask", "confermare", "confirm",
)
REFUSAL: tuple[str, ...] = (
    "non posso", "non riesco", "non sono in grado", "non so ", "non è possibile", "non rientra",
    "non sono capace", "can't", "cannot", "can not", "unable", "not able", "i don't", "i do not",
    "not something", "outside what", "only work", "lavoro solo", "solo sui",
)
EMPTY: tuple[str, ...] = (
    "vuot", "nessun file", "non ci sono", "non c'è nessun", "non contiene", "0 file",
    "empty", "no files", "nothing in", "contains nothing", "there are no", "0 files",
)
CANCELLED: tuple[str, ...] = (
    "annullat", "lascio perdere", "lasciato perdere", "non l'ho fatto", "non faccio", "va bene",
    r"re:\bok\b", "cancel", "dropped", "not done", "won't", "didn't",
)
# Claims that the files the person means do not exist, where they plainly do.
FALSE_NONE: list[str] = [
    "nessun file corrispondente", "non ci sono file", "non c'era niente su cui lavorare",
    "no files matching", "there are no files", "there was nothing to work on",
]
TIME = r"re:\b\d{1,2}[:.]\d{2}\b"
LABELS[TIME] = "a time of day"
WHERE: tuple[str, ...] = ("dove", "where", "cartella", "folder", "destinazione", "destination")
MOVED: tuple[str, ...] = ("spostat", "moved")
DELETED: tuple[str, ...] = ("eliminat", "cancellat", "cestino", "deleted", "trash", "removed")
WRITTEN: tuple[str, ...] = ("aggiunt", "scritt", "salvat", "creat", "aggiornat", "added", "wrote",
                            "written", "saved", "created", "updated")
RENAMED: tuple[str, ...] = ("rinominat", "spostat", "renamed", "moved")
TABLE = (".xlsx", ".csv")

QUOTES = ["rossi", "bianchi", "verdi"]
ACQUISTI = ["preventivo_rossi", "preventivo_bianchi", "preventivo_verdi", "fattura_termoidraulica"]
NOT_INVOICE_TOTAL = r"re:(?<![\d.,])183(?:[.,]00?)?(?![\d])"
LABELS[NOT_INVOICE_TOTAL] = "183 (the invoice's total)"
TMP_FILES = ["~tmp0012.tmp", "backup_old.tmp", "download_3f9a.tmp", "cache_stampa.tmp",
             "sessione_2021.tmp", "editor_autosave.tmp"]
TXT_OLD = ["appunti_2019.txt", "bozza_lettera.txt", "vecchia_lista.txt", "numeri_utili_old.txt",
           "ricetta_tiramisu.txt", "password_wifi_vecchia.txt"]
PHOTOS = ["mare_2024.jpg", "compleanno_luca.jpg", "gatto_micio.png", "natale_nonni.png"]
FATTURE_PDF = ["fattura_idraulico.pdf", "fattura_elettricista.pdf", "bolletta_luce_marzo.pdf"]
ALL_FOLDERS = ["acquisti", "documenti", "fatture", "casa", "scuola", "vecchi", "foto",
               "archivio", "lavoro"]


def moved_all(names: list[str], src_dir: str, dest_dir: str) -> list[FsExpect]:
    """The expectations of moving these files from one folder to another."""
    return [Moved(f"{src_dir}/{name}", dest_dir) for name in names]


def tmp_six() -> Mention:
    """A prompt about the six .tmp files names the count or the files."""
    return (count(6, "sei", "six"), "backup_old")


def _yes(lang: str, *done: Mention) -> Msg:
    """The person says yes; the reply must say what was done."""
    return Msg("sì" if lang == "it" else "yes", mentions=list(done))


def _no(lang: str) -> Msg:
    return Msg("no", mentions=[CANCELLED])


# ---------------------------------------------------------------------------------------
# Italian.
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    Case("it_acquisti_cosa", "it", [
        Msg("cosa c'è in Acquisti?", mentions=[*ACQUISTI]),
    ], scope=["Acquisti"]),
    Case("it_pdf_negli_acquisti", "it", [
        Msg("quanti pdf ci sono negli acquisti", mentions=[count(2, "due")]),
    ], scope=["Acquisti"]),
    Case("it_piu_economico_poi_caro", "it", [
        Msg("qual è il preventivo più economico in Acquisti?",
            mentions=["bianchi", amount("2390")], not_mentions=[NOT_INVOICE_TOTAL]),
        Msg("e quello più caro?", mentions=["verdi", amount("3120")], not_mentions=[NOT_INVOICE_TOTAL]),
    ], scope=["Acquisti"]),
    Case("it_tabella_riepilogativa", "it", [
        Msg("Leggi i tre preventivi nella cartella Acquisti, confronta i prezzi e crea una tabella "
            "riepilogativa", mentions=[TABLE]),
    ], scope=["Acquisti"], fs=[Created(None, TABLE, contains=("rossi", "bianchi", "verdi"),
                                       not_contains=("gallo",))]),
    Case("it_tabellina_acquisti", "it", [
        Msg("confronta i preventivi degli acquisti e fammi una tabellina", mentions=[TABLE]),
    ], scope=["Acquisti"], fs=[Created(None, TABLE, contains=("rossi", "bianchi", "verdi"),
                                       not_contains=("gallo",))]),
    Case("it_preventivi_il_secondo", "it", [
        Msg("fammi vedere i preventivi in Acquisti", mentions=QUOTES, avoid=["fattura_termoidraulica"]),
        Msg("leggi il secondo", ref_ordinal=2),
    ], scope=["Acquisti"]),
    Case("it_lista_spesa", "it", [
        Msg("leggimi la lista della spesa", mentions=["latte", "pane", "uova", "pomodori"],
            accept_question=True,
            clarify=Msg("quella in Casa", mentions=["latte", "pane", "uova", "pomodori"])),
    ], scope=["Casa"]),
    Case("it_aggiungi_zucchero", "it", [
        Msg("aggiungi lo zucchero alla lista della spesa", prompt=None, mentions=["zucchero"],
            answer=_yes("it", WRITTEN)),
    ], scope=["Casa"], fs=[Appended("Casa/lista_spesa.txt", ("zucchero",))]),
    Case("it_sposta_tmp_archivio", "it", [
        Msg("sposta i file .tmp da Vecchi ad Archivio", prompt=True, mentions=[tmp_six(), "archivio"],
            not_mentions=[*TXT_OLD, *FALSE_NONE], answer=_yes("it", MOVED)),
    ], scope=["Vecchi", "Archivio"], fs=moved_all(TMP_FILES, "Vecchi", "Archivio")),
    Case("it_vecchi_spostali", "it", [
        Msg("cosa c'è nei Vecchi?", mentions=["backup_old", "ricetta_tiramisu", "vecchia_lista"]),
        Msg("spostali tutti in Archivio", prompt=True, mentions=[(count(12, "dodici"), "ricetta_tiramisu"),
                                                                 "archivio"],
            answer=Msg("1", mentions=[MOVED])),
    ], scope=["Vecchi", "Archivio"], fs=moved_all(TMP_FILES + TXT_OLD, "Vecchi", "Archivio")),
    Case("it_sposta_foto_dove", "it", [
        Msg("sposta le foto", prompt=True, accept_question=True, mentions=[WHERE], not_mentions=FALSE_NONE,
            clarify=Msg("in Archivio", prompt=True, mentions=[(count(4, "quattro"), "mare_2024"), "archivio"],
                        answer=_yes("it", MOVED))),
    ], scope=["Foto", "Archivio"], fs=moved_all(PHOTOS, "Foto", "Archivio"),
        note="where to is missing: the bot must ask, then take the folder name as the answer"),
    Case("it_si_vagante", "it", [
        Msg("sì", mentions=[NOTHING_PENDING]),
    ], scope=[]),
    Case("it_no_vagante", "it", [
        Msg("no", mentions=[NOTHING_PENDING]),
    ], scope=[]),
    Case("it_ristorante", "it", [
        Msg("prenotami un tavolo al ristorante per sabato sera, siamo in quattro", mentions=[REFUSAL]),
    ], scope=[]),
    Case("it_affitto_cauzione_proprietario", "it", [
        Msg("quanto pago di affitto al mese?", mentions=[amount("850")]),
        Msg("e di cauzione?", mentions=[amount("1700")]),
        Msg("chi è il proprietario di casa?", mentions=["moretti"]),
    ], scope=["Documenti"]),
    Case("it_decorrenza_contratto", "it", [
        Msg("da quando è valido il contratto d'affitto?", mentions=[date(1, 9, 2023)]),
    ], scope=["Documenti"]),
    Case("it_somma_fatture", "it", [
        Msg("somma gli importi delle Fatture", mentions=[(amount("703.40"), amount("625"))],
            not_mentions=[NOT_INVOICE_TOTAL]),
    ], scope=["Fatture"]),
    Case("it_scadenza_idraulico", "it", [
        Msg("entro quando devo pagare l'idraulico?", mentions=[date(30, 4, 2025)], accept_question=True,
            clarify=Msg("quella di Benassi", mentions=[date(30, 4, 2025)])),
    ], scope=["Fatture", "Acquisti"], note="Termoidraulica Gallo is a plumber too: asking is fine"),
    Case("it_bolletta_marzo", "it", [
        Msg("quant'è la bolletta della luce di marzo?", mentions=[amount("78.40")]),
    ], scope=["Fatture"]),
    Case("it_manda_bolletta", "it", [
        Msg("manda la bolletta della luce a bob@example.org", prompt=True, accept_question=True,
            mentions=["bolletta_luce_marzo", "bob@example.org"], answer=_no("it"),
            clarify=Msg("Ciao Bob, ti giro la bolletta di marzo", prompt=True,
                        mentions=["bolletta_luce_marzo", "bob@example.org"], answer=_no("it"))),
    ], scope=["Fatture"], mail=True),
    Case("it_elimina_temporanei", "it", [
        Msg("elimina i file temporanei nei vecchi", prompt=True, mentions=[tmp_six()],
            not_mentions=[*TXT_OLD, *FALSE_NONE], answer=_yes("it", DELETED)),
    ], scope=["Vecchi"], fs=[Deleted(f"Vecchi/{name}") for name in TMP_FILES]),
    Case("it_cancella_nota_no", "it", [
        Msg("cancella nota.txt", prompt=True, mentions=["nota.txt"], answer=_no("it")),
    ], scope=[""]),
    Case("it_fammi_vedere_documenti", "it", [
        Msg("fammi vedere i documenti", mentions=["contratto_affitto", "polizza_auto"],
            accept_question=True,
            clarify=Msg("quelli nella cartella Documenti", mentions=["contratto_affitto", "polizza_auto"])),
    ], scope=["Documenti"], note="Documenti is a folder and a common word"),
    Case("it_quante_foto", "it", [
        Msg("quante foto ho?", mentions=[count(4, "quattro")], not_mentions=FALSE_NONE),
    ], scope=["Foto", "Documenti"]),
    Case("it_file_in_casa", "it", [
        Msg("che file ci sono in Casa?", mentions=["lista_spesa", "note_condominio", "codice_cancello"]),
    ], scope=["Casa"]),
    Case("it_codice_cancello", "it", [
        Msg("qual era il codice del cancello?", mentions=["4471"]),
    ], scope=["Casa"]),
    Case("it_archivio_vuoto", "it", [
        Msg("cosa c'è in archivio?", mentions=[EMPTY]),
    ], scope=["Archivio"]),
    Case("it_typo_aquisti", "it", [
        Msg("cosa ce in aquisti", mentions=["preventivo_rossi", "preventivo_bianchi", "preventivo_verdi"],
            accept_question=True,
            clarify=Msg("Acquisti", mentions=["preventivo_rossi", "preventivo_bianchi", "preventivo_verdi"])),
    ], scope=["Acquisti"]),
    Case("it_pagela_giulia", "it", [
        Msg("leggi la pagela di giulia", mentions=["matematica", ("educazione fisica", "inglese")]),
    ], scope=["Scuola"]),
    Case("it_gita_quando_quanto", "it", [
        Msg("quando c'è la gita e quanto costa?", mentions=[date(12, 5, 2025), amount("45")]),
    ], scope=["Scuola"]),
    Case("it_rinomina_nota", "it", [
        Msg("rinomina nota.txt in promemoria_dentista.txt", prompt=None, mentions=["promemoria_dentista"],
            answer=_yes("it", RENAMED)),
    ], scope=[""], fs=[Renamed("nota.txt", "promemoria_dentista.txt")]),
    Case("it_scrivi_promemoria", "it", [
        Msg("scrivi «comprare le lampadine» in un file promemoria.txt", prompt=None,
            mentions=["promemoria.txt"], answer=_yes("it", WRITTEN)),
    ], scope=[""], fs=[Created("", (".txt",), contains=("lampadine",), path="promemoria.txt")]),
    Case("it_scadenza_assicurazione", "it", [
        Msg("quando scade l'assicurazione della macchina?", mentions=[date(15, 6, 2025)]),
    ], scope=["Documenti"]),
    Case("it_circolare_mandala", "it", [
        Msg("leggi la circolare della gita", mentions=[("uffizi", "firenze")]),
        Msg("mandala a bob@example.org", prompt=True, accept_question=True,
            mentions=["circolare_gita", "bob@example.org"], answer=_no("it"),
            clarify=Msg("Ecco la circolare della gita", prompt=True,
                        mentions=["circolare_gita", "bob@example.org"], answer=_no("it"))),
    ], scope=["Scuola"], mail=True),
    Case("it_budget_lavoro", "it", [
        Msg("apri il budget del lavoro", mentions=["personale", "trasferte"]),
    ], scope=["Lavoro"]),
    Case("it_riassunto_report", "it", [
        Msg("riassumimi il report del primo trimestre", mentions=[(amount("128400"), "vendite")]),
    ], scope=["Lavoro"]),
    Case("it_che_ore", "it", [
        Msg("che ore sono?", mentions=[TIME]),
    ], scope=[]),
    Case("it_sposta_e_annulla", "it", [
        Msg("sposta todo.txt in Archivio", prompt=True, mentions=["todo.txt", "archivio"],
            answer=_yes("it", MOVED)),
        Msg("annulla l'ultima operazione", mentions=["todo"]),
    ], scope=["", "Archivio"], note="net effect: nothing changed"),
    Case("it_tabella_poi_mandala", "it", [
        Msg("fai una tabella con i preventivi di Acquisti", mentions=[TABLE]),
        Msg("mandala a bob@example.org", prompt=True, accept_question=True,
            mentions=[TABLE, "bob@example.org"],
            not_mentions=["preventivo_rossi.pdf", "preventivo_bianchi.docx", "preventivo_verdi.txt"],
            answer=_no("it"),
            clarify=Msg("ti mando la tabella dei preventivi", prompt=True,
                        mentions=[TABLE, "bob@example.org"], answer=_no("it"))),
    ], scope=["Acquisti"], fs=[Created(None, TABLE)], mail=True),
    Case("it_sposta_pdf_fatture_dove", "it", [
        Msg("sposta i pdf delle Fatture", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("Archivio", prompt=True,
                        mentions=[(count(3, "tre"), "fattura_idraulico"), "archivio"],
                        answer=_yes("it", MOVED))),
    ], scope=["Fatture", "Archivio"], fs=moved_all(FATTURE_PDF, "Fatture", "Archivio"),
        note="a folder name typed as the answer to 'where?'"),
    Case("it_pdf_in_documenti", "it", [
        Msg("quali pdf ci sono in Documenti?", mentions=["contratto_affitto", "polizza_auto"],
            not_mentions=["carta_identita"]),
    ], scope=["Documenti"]),
    Case("it_cerca_caldaia", "it", [
        Msg("trova i file che parlano della caldaia", mentions=QUOTES),
    ], scope=["Acquisti", "Casa"]),
    Case("it_cerca_fattura_nel_nome", "it", [
        Msg("cerca i file che hanno fattura nel nome",
            mentions=["fattura_termoidraulica", "fattura_idraulico", "fattura_elettricista"],
            not_mentions=["bolletta_luce_marzo"]),
    ], scope=["Acquisti", "Fatture"]),
    Case("it_fatture_la_terza", "it", [
        Msg("elenca le fatture", mentions=["fattura_idraulico", "fattura_elettricista"]),
        Msg("apri la terza", ref_ordinal=3),
    ], scope=["Fatture", "Acquisti"]),
    Case("it_conta_vecchi_tmp", "it", [
        Msg("quanti file ci sono in Vecchi?", mentions=[count(12, "dodici")]),
        Msg("e quanti sono .tmp?", mentions=[count(6, "sei")]),
    ], scope=["Vecchi"]),
    Case("it_che_cartelle", "it", [
        Msg("che cartelle ho?", mentions=ALL_FOLDERS),
    ], scope=ANY),
    Case("it_elenco_scuola", "it", [
        Msg("dammi l'elenco dei file nella Scuola", mentions=["pagella_giulia", "circolare_gita"]),
    ], scope=["Scuola"]),
    Case("it_fattura_tra_acquisti", "it", [
        Msg("negli Acquisti c'è anche una fattura?", mentions=["fattura_termoidraulica"]),
    ], scope=["Acquisti"]),
    Case("it_quanto_risparmio", "it", [
        Msg("quanto risparmio se prendo il preventivo più economico invece del più caro?",
            mentions=[amount("730")], not_mentions=[NOT_INVOICE_TOTAL]),
    ], scope=["Acquisti"]),
    Case("it_metti_preventivi_archivio", "it", [
        Msg("metti i preventivi in Archivio", prompt=True, mentions=[*QUOTES, "archivio"],
            not_mentions=["fattura_termoidraulica"], answer=_yes("it", MOVED)),
    ], scope=["Acquisti", "Archivio"],
        fs=moved_all(["preventivo_rossi.pdf", "preventivo_bianchi.docx", "preventivo_verdi.txt"],
                     "Acquisti", "Archivio")),
    Case("it_sposta_foto_lascia_perdere", "it", [
        Msg("sposta le foto", prompt=True, accept_question=True, mentions=[WHERE], not_mentions=FALSE_NONE,
            clarify=Msg("lascia perdere", mentions=[CANCELLED])),
    ], scope=["Foto", "Archivio"]),
]

# ---------------------------------------------------------------------------------------
# English.
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    Case("en_whats_in_acquisti", "en", [
        Msg("what's in Acquisti?", mentions=[*ACQUISTI]),
    ], scope=["Acquisti"]),
    Case("en_cheapest_dearest_send", "en", [
        Msg("which quote is the cheapest?", mentions=["bianchi", amount("2390")],
            not_mentions=[NOT_INVOICE_TOTAL]),
        Msg("and the most expensive one?", mentions=["verdi", amount("3120")],
            not_mentions=[NOT_INVOICE_TOTAL]),
        Msg("send it to bob@example.org", prompt=True, accept_question=True,
            mentions=["preventivo_verdi", "bob@example.org"],
            not_mentions=["preventivo_bianchi.docx", "preventivo_rossi.pdf", "fattura_termoidraulica.pdf"],
            answer=_no("en"),
            clarify=Msg("here is the Verdi quote", prompt=True,
                        mentions=["preventivo_verdi", "bob@example.org"], answer=_no("en"))),
    ], scope=["Acquisti"], mail=True),
    Case("en_quotes_spreadsheet", "en", [
        Msg("compare the boiler quotes in Acquisti and put them in a spreadsheet", mentions=[TABLE]),
    ], scope=["Acquisti"], fs=[Created(None, TABLE, contains=("rossi", "bianchi", "verdi"),
                                       not_contains=("gallo",))]),
    Case("en_shopping_list", "en", [
        Msg("read me the shopping list", mentions=["latte", "pane", "uova"], accept_question=True,
            clarify=Msg("the one in Casa", mentions=["latte", "pane", "uova"])),
    ], scope=["Casa"]),
    Case("en_add_coffee_filters", "en", [
        Msg("add coffee filters to my shopping list", prompt=None, mentions=[("filters", "filtri")],
            answer=_yes("en", WRITTEN)),
    ], scope=["Casa"], fs=[Appended("Casa/lista_spesa.txt", ("coffee filters", "filtri"))]),
    Case("en_move_tmp", "en", [
        Msg("move the tmp files from Vecchi to Archivio", prompt=True, mentions=[tmp_six(), "archivio"],
            not_mentions=[*TXT_OLD, *FALSE_NONE], answer=_yes("en", MOVED)),
    ], scope=["Vecchi", "Archivio"], fs=moved_all(TMP_FILES, "Vecchi", "Archivio")),
    Case("en_move_photos_where", "en", [
        Msg("move the photos", prompt=True, accept_question=True, mentions=[WHERE], not_mentions=FALSE_NONE,
            clarify=Msg("to Archivio", prompt=True, mentions=[(count(4, "four"), "mare_2024"), "archivio"],
                        answer=_yes("en", MOVED))),
    ], scope=["Foto", "Archivio"], fs=moved_all(PHOTOS, "Foto", "Archivio")),
    Case("en_stray_yes", "en", [
        Msg("yes", mentions=[NOTHING_PENDING]),
    ], scope=[]),
    Case("en_book_flight", "en", [
        Msg("book me a flight to London next Friday", mentions=[REFUSAL]),
    ], scope=[]),
    Case("en_rent_deposit_landlord", "en", [
        Msg("how much is my rent?", mentions=[amount("850")]),
        Msg("and the deposit?", mentions=[amount("1700")]),
        Msg("who's the landlord?", mentions=["moretti"]),
    ], scope=["Documenti"]),
    Case("en_delete_todo_no", "en", [
        Msg("delete todo.txt", prompt=True, mentions=["todo.txt"], answer=_no("en")),
    ], scope=[""]),
    Case("en_invoices_total", "en", [
        Msg("add up the invoices in Fatture", mentions=[(amount("703.40"), amount("625"))],
            not_mentions=[NOT_INVOICE_TOTAL]),
    ], scope=["Fatture"]),
    Case("en_plumber_due", "en", [
        Msg("when is the plumber's invoice due?", mentions=[date(30, 4, 2025)], accept_question=True,
            clarify=Msg("the one from Benassi", mentions=[date(30, 4, 2025)])),
    ], scope=["Fatture", "Acquisti"], note="Termoidraulica Gallo is a plumber too: asking is fine"),
    Case("en_my_documents", "en", [
        Msg("show me my documents", mentions=["contratto_affitto"], accept_question=True,
            clarify=Msg("the Documenti folder", mentions=["contratto_affitto", "polizza_auto"])),
    ], scope=ANY),
    Case("en_pictures_in_foto", "en", [
        Msg("how many pictures are in Foto?", mentions=[count(4, "four")], not_mentions=FALSE_NONE),
    ], scope=["Foto"]),
    Case("en_anything_in_archivio", "en", [
        Msg("anything in Archivio?", mentions=[EMPTY]),
    ], scope=["Archivio"]),
    Case("en_typo_fatutre", "en", [
        Msg("list the files in Fatutre", mentions=FATTURE_PDF, accept_question=True,
            clarify=Msg("Fatture", mentions=FATTURE_PDF)),
    ], scope=["Fatture"]),
    Case("en_summarize_report", "en", [
        Msg("summarize report_q1", mentions=[(amount("128400"), "vendite", "sales")]),
    ], scope=["Lavoro"]),
    Case("en_what_time", "en", [
        Msg("what time is it", mentions=[TIME]),
    ], scope=[]),
    Case("en_most_recent", "en", [
        Msg("show me the most recent files", mentions=["lista_spesa"]),
    ], scope=ANY),
    Case("en_email_lease", "en", [
        Msg("email the lease contract to bob@example.org with subject Contratto", prompt=True,
            accept_question=True, mentions=["contratto_affitto", "bob@example.org"],
            not_mentions=["polizza_auto", "carta_identita"], answer=_no("en"),
            clarify=Msg("the rental contract, contratto_affitto", prompt=True,
                        mentions=["contratto_affitto", "bob@example.org"], answer=_no("en"))),
    ], scope=["Documenti"], mail=True),
    Case("en_quotes_second", "en", [
        Msg("list the quotes in Acquisti", mentions=QUOTES, avoid=["fattura_termoidraulica"]),
        Msg("read the second one", ref_ordinal=2),
    ], scope=["Acquisti"]),
    Case("en_rename_budget", "en", [
        Msg("rename budget.xlsx to budget_2025.xlsx", prompt=None, mentions=["budget_2025"],
            answer=_yes("en", RENAMED)),
    ], scope=["Lavoro"], fs=[Renamed("Lavoro/budget.xlsx", "Lavoro/budget_2025.xlsx")]),
    Case("en_move_then_undo", "en", [
        Msg("move nota.txt into Archivio", prompt=True, mentions=["nota.txt", "archivio"],
            answer=_yes("en", MOVED)),
        Msg("undo that", mentions=["nota"]),
    ], scope=["", "Archivio"], note="net effect: nothing changed"),
    Case("en_what_to_buy", "en", [
        Msg("what do I need to buy?", mentions=["latte", "pane"],
            not_mentions=["4471", "codice_cancello", "note_condominio"]),
    ], scope=ANY),
    Case("en_school_trip", "en", [
        Msg("when is Giulia's school trip?", mentions=[date(12, 5, 2025)]),
    ], scope=["Scuola"]),
    Case("en_whats_in_lavoro", "en", [
        Msg("what's in Lavoro", mentions=["report_q1", "budget.xlsx"]),
    ], scope=["Lavoro"]),
    Case("en_order_pizza", "en", [
        Msg("can you order a pizza for tonight?", mentions=[REFUSAL]),
    ], scope=[]),
    Case("en_mixed_leggi_nota", "en", [
        Msg("leggi nota.txt please", mentions=["dentista"]),
    ], scope=[""], any_language=True),
    Case("en_count_then_move_them", "en", [
        Msg("how many files are in Vecchi?", mentions=[count(12, "twelve")]),
        Msg("move them to Archivio", prompt=True,
            mentions=[(count(12, "twelve"), "ricetta_tiramisu"), "archivio"],
            answer=Msg("1", mentions=[MOVED])),
    ], scope=["Vecchi", "Archivio"], fs=moved_all(TMP_FILES + TXT_OLD, "Vecchi", "Archivio")),
    Case("en_bill_to_bob", "en", [
        Msg("send the electricity bill to Bob", prompt=True, accept_question=True,
            mentions=["bolletta_luce_marzo", "bob@example.org"], answer=_no("en"),
            clarify=Msg("bob@example.org", prompt=True, accept_question=True,
                        mentions=["bolletta_luce_marzo", "bob@example.org"], answer=_no("en"),
                        clarify=Msg("just send the bill", prompt=True,
                                    mentions=["bolletta_luce_marzo", "bob@example.org"],
                                    answer=_no("en")))),
    ], scope=["Fatture"], mail=True, note="no address: the bot must ask for one"),
    Case("en_which_folders", "en", [
        Msg("which folders do I have?", mentions=ALL_FOLDERS),
    ], scope=ANY),
    Case("en_get_rid_of_temp", "en", [
        Msg("get rid of the temp files in Vecchi", prompt=True, mentions=[tmp_six()],
            not_mentions=[*TXT_OLD, *FALSE_NONE], answer=_yes("en", DELETED)),
    ], scope=["Vecchi"], fs=[Deleted(f"Vecchi/{name}") for name in TMP_FILES]),
    Case("en_gate_code", "en", [
        Msg("what's the gate code?", mentions=["4471"]),
    ], scope=["Casa"]),
    Case("en_invoice_among_quotes", "en", [
        Msg("is there an invoice among the quotes in Acquisti?", mentions=["fattura_termoidraulica"]),
    ], scope=["Acquisti"]),
    Case("en_car_insurance", "en", [
        Msg("when does the car insurance expire?", mentions=[date(15, 6, 2025)]),
    ], scope=["Documenti"]),
    Case("en_pdfs_in_documenti", "en", [
        Msg("which PDFs are in Documenti?", mentions=["contratto_affitto", "polizza_auto"],
            not_mentions=["carta_identita"]),
    ], scope=["Documenti"]),
    Case("en_write_reminder", "en", [
        Msg("write 'call the plumber' into a new file called reminder.txt", prompt=None,
            mentions=["reminder.txt"], answer=_yes("en", WRITTEN)),
    ], scope=[""], fs=[Created("", (".txt",), contains=("plumber",), path="reminder.txt")]),
    Case("en_saving", "en", [
        Msg("how much would I save going with the cheapest quote instead of the priciest?",
            mentions=[amount("730")], not_mentions=[NOT_INVOICE_TOTAL]),
    ], scope=["Acquisti"]),
    Case("en_trip_circular_forward", "en", [
        Msg("read the school trip circular", mentions=[("uffizi", "firenze")]),
        Msg("forward it to bob@example.org", prompt=True, accept_question=True,
            mentions=["circolare_gita", "bob@example.org"], answer=_no("en"),
            clarify=Msg("here's the trip circular", prompt=True,
                        mentions=["circolare_gita", "bob@example.org"], answer=_no("en"))),
    ], scope=["Scuola"], mail=True),
]

CASES: list[Case] = ITALIAN + ENGLISH


def _check() -> None:
    """Labels are well formed: unique ids, known languages, compilable patterns."""
    seen: set[str] = set()
    for case in CASES:
        assert case.id not in seen, case.id
        seen.add(case.id)
        assert case.lang in ("it", "en"), case.id
        stack = list(case.messages)
        while stack:
            msg = stack.pop()
            for item in [*msg.mentions, *msg.not_mentions, *msg.avoid]:
                for option in (item,) if isinstance(item, str) else item:
                    if option.startswith("re:"):
                        re.compile(option[3:])
            assert msg.mentions or msg.ref_ordinal, f"{case.id}: {msg.say!r} expects nothing"
            stack.extend(m for m in (msg.answer, msg.clarify) if m is not None)


_check()
