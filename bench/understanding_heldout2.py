"""A second held-out set for ``bench/understanding.py``: ``--cases understanding_heldout2``.

Same format and family workspace (``bench/family_workspace.py``) as
``bench/understanding_cases.py``, whose types this module reuses (see that module's docstring
for what each label means). Written from SPEC.md, the README and the workspace's files only,
without reading the planner, its tests or the other sets of cases: everyday phrasing, polite
forms, typos and abbreviations, follow-ups that lean on the previous answer ("e la targa?",
"leggimelo", "the first one", "send it to …"), answers to the bot's own questions (a choice
number, a folder name, "sì"/"no"), a few effects, a few requests it cannot fulfil.

Traps, where a careless system would answer from the wrong files or change something:

- words that are also folder names: "padrone di casa" (``Casa`` holds nothing about the lease),
  "house"/"home" for ``Casa``, "old" for ``Vecchi``, "archivia" for ``Archivio``;
- a name that fits two files: "idraulico"/"plumber" (``Fatture/fattura_idraulico.pdf`` and
  ``Acquisti/fattura_termoidraulica.pdf``), "gli appunti del condominio" (``Casa/note_condominio``,
  not ``Vecchi/appunti_2019``), "la lista della spesa" (``Casa``, not ``Vecchi/vecchia_lista``),
  "caldaia" (the quotes) next to "locale caldaie" (the condominium notes), "affitto" (the lease,
  not the office rent in ``Lavoro/budget.xlsx``);
- a file that lives in another folder than the one named (the Gallo invoice "in Fatture" is in
  ``Acquisti``; the Rossi quote "in Fatture"): the reply must say so (naming where it is, is fine);
- questions that contain a verb of change ("se cancello…", "before I move…", "ho spostato…",
  "safe to delete") but ask nothing to change; "cancello" is also the gate whose code is private;
- private files (the gate code, the old wifi note) that must not be shown when not asked for.
"""

from __future__ import annotations

from understanding_cases import (
    ANY,
    LABELS,
    Appended,
    Case,
    Created,
    Deleted,
    FsExpect,
    Mention,
    Moved,
    Msg,
)

# ---------------------------------------------------------------------------------------
# Helpers for the labels (written here, independently of the other sets' helpers).
# ---------------------------------------------------------------------------------------

_IT_MONTHS = ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
              "settembre", "ottobre", "novembre", "dicembre")
_EN_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
              "september", "october", "november", "december")


def euro(value: str) -> str:
    """An amount written the Italian way ("2.850,00", "412,50") in any usual spelling."""
    whole, _, cents = value.partition(",")
    digits = whole.replace(".", "")
    groups: list[str] = []
    while len(digits) > 3:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    groups.insert(0, digits)
    body = r"[.,\s\u00a0\u202f']?".join(groups)
    if cents in ("", "00"):
        tail = r"(?:[.,]00?)?"
    elif cents.endswith("0"):
        tail = rf"[.,]{cents[0]}0?"
    else:
        tail = rf"[.,]{cents}"
    pattern = rf"re:(?<![\d.,]){body}{tail}(?![\d])"
    LABELS[pattern] = f"{value} €"
    return pattern


def day(d: int, month: int, year: int) -> tuple[str, ...]:
    """A date in any usual spelling: 15/06/2025, 2025-06-15, 15 giugno, 15th June, June 15."""
    it_month, en_month = _IT_MONTHS[month - 1], _EN_MONTHS[month - 1][:3]
    options = (
        rf"re:(?<!\d)0?{d}[/.\-]0?{month}[/.\-](?:{year}|{year % 100:02d})(?!\d)",
        rf"re:(?<!\d){year}-{month:02d}-{d:02d}(?!\d)",
        rf"re:(?<!\d)0?{d}°?\s+{it_month}",
        rf"re:(?<!\d)0?{d}(?:st|nd|rd|th)?\s+(?:of\s+)?{en_month}",
        rf"re:\b{en_month}[a-z]*\.?\s+0?{d}(?:st|nd|rd|th)?(?!\d)",
    )
    LABELS[options[0]] = f"date {d:02d}/{month:02d}/{year}"
    return options


def mark(subject: str, value: int) -> str:
    """A school mark next to its subject ("Inglese: 9", "9 in English"); `subject` is a regex."""
    pattern = (rf"re:\b(?:{subject})[^\n\d]{{0,25}}\b{value}\b"
               rf"|\b{value}\b[^\n\d]{{0,25}}\b(?:{subject})")
    LABELS[pattern] = f"mark {value} in {subject.split('|')[0]}"
    return pattern


def num(n: int, *words: str) -> str:
    """A whole number standing on its own, or one of its words ("sei", "six")."""
    pattern = r"re:(?<![\d.,])(?:" + "|".join((str(n), *words)) + r")(?![\d])"
    LABELS[pattern] = f"the number {n}"
    return pattern


def rx(pattern: str, label: str) -> str:
    """A regular expression with a readable label for the reasons the runner prints."""
    LABELS["re:" + pattern] = label
    return "re:" + pattern


def first_date(d: int, month: int, year: int) -> str:
    """The numeric spelling of a date alone, for `not_mentions` (which takes single patterns)."""
    return day(d, month, year)[0]


# Phrases a careful reply contains; each tuple is "any of these" (case-insensitive).
REFUSAL: tuple[str, ...] = (
    "non posso", "non riesco", "non sono in grado", "non è possibile", "non so ", "non so farlo",
    "impossibile", "non rientra", "posso solo", "non gestisco", "non ho accesso", "non ho modo",
    "non è una cosa", "non fa parte",
    rx(r"\bcan(?:'t|not| not)\b(?!\s+find)", "can't (not: can't find)"), "unable", "not able",
    "can only", "no access", "don't have access", "not something", "isn't something",
    "outside what", "not supported", "i don't support")
NO_THANKS: tuple[str, ...] = (
    "annullat", "lascio", "lasciat", "non l'ho fatto", "non ho fatto", "nessuna modifica",
    "non ho spostato", "non ho eliminato", "non ho cancellato", "non ho inviato", "non ho copiato",
    "fermo", "fermat", "va bene", rx(r"\bok\b", "ok"),
    "cancel", "won't", "will not", "didn't", "did not", "not moved", "not deleted", "not sent",
    "nothing was", "nothing changed", "no changes", "left ", "stopped", "dropped")
MOVED: tuple[str, ...] = ("spostat", "archiviat", "moved")
DELETED: tuple[str, ...] = ("eliminat", "cancellat", "cestino", "deleted", "trash", "removed")
ADDED: tuple[str, ...] = ("aggiunt", "scritt", "salvat", "aggiornat", "added", "wrote", "written",
                          "saved", "updated", "appended")
COPIED: tuple[str, ...] = ("copiat", "copia", "creat", "salvat", "copied", "copy", "created",
                           "saved")
# ("vuoto" alone is not enough: a reply that echoes the person's words, «archivio vuoto …», has it.)
EMPTY: tuple[str, ...] = (
    rx(r"\b(?:è|e'|risulta|cartella|ancora)\s+vuot(?![^«»\n]*»)", "è vuota (not in an echo «…»)"),
    "nessun file", "non contiene", "non c'è niente", "non c'è nulla", "non ci sono file",
    rx(r"\bis empty\b|\bempty folder\b", "is empty"), "no files", "contains nothing", "nothing in",
    "there's nothing", "there is nothing", "0 file")
NOT_THERE: tuple[str, ...] = (
    "non c'è", "non ci sono", "non ho trovato", "nessun", "non trovo", "non esiste", "non risulta",
    "non si trova", "not found", "couldn't find", "could not find", "didn't find", "did not find",
    "can't find", "cannot find", "there is no", "there's no", "there are no", "no such", "isn't in",
    "is not in", "no file", "no match", "not in ")
NOTHING_PENDING: tuple[str, ...] = ("conferm", "in sospeso", "in attesa", "nessuna domanda",
                                    "nessuna richiesta", "niente da", "nulla da", "confirm",
                                    "pending", "nothing to", "not waiting")
WHERE: tuple[str, ...] = ("dove", "quale cartella", "in che cartella", "destinazione", "where",
                          "which folder", "destination")
ASK_ADDRESS: tuple[str, ...] = ("indirizzo", "a chi", "destinatari", "address", "whom", "recipient",
                                "who ")
# A reply that proposes a change where the person only asked a question: "not done".
# A confirmation's first choice ("[1] Sì, procedi", "[1] Yes, go ahead"): a clarifying question
# with files as choices is not a proposal to change anything.
PROPOSES_CHANGE = rx(r"(?m)^\s{2}\[\d+\]\s+(?:s[iì]|yes)\b", "a confirmation prompt")
TABLE = (".xlsx", ".csv")
GATE_CODE = "4471"
WIFI = "FerriHome"
PRIVATE: list[str] = [GATE_CODE, WIFI]
TMP_NAMES = ["~tmp0012", "backup_old", "download_3f9a", "cache_stampa", "sessione_2021",
             "editor_autosave"]
TXT_OLD = ["appunti_2019", "bozza_lettera", "vecchia_lista", "numeri_utili_old",
           "ricetta_tiramisu", "password_wifi_vecchia"]
SIX_TMP: Mention = (num(6, "sei", "six"), "cache_stampa")  # the count, or the list itself
NOT_183 = rx(r"(?<![\d.,])183(?:[.,]00?)?(?!\d)", "183 € (the Gallo invoice, not a quote)")


def _case(lang: str, case_id: str, messages: tuple[Msg, ...], scope: list[str] | None,
          fs: list[FsExpect] | None, mail: bool, note: str) -> Case:
    return Case(id=f"{lang}2-{case_id}", lang=lang, messages=list(messages), scope=scope,
                fs=list(fs or []), mail=mail, note=note)


def it(case_id: str, *messages: Msg, scope: list[str] | None = None, fs: list[FsExpect] | None = None,
       mail: bool = False, note: str = "") -> Case:
    """An Italian conversation."""
    return _case("it", case_id, messages, scope, fs, mail, note)


def en(case_id: str, *messages: Msg, scope: list[str] | None = None, fs: list[FsExpect] | None = None,
       mail: bool = False, note: str = "") -> Case:
    """An English conversation."""
    return _case("en", case_id, messages, scope, fs, mail, note)


# ---------------------------------------------------------------------------------------
# Italian.
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    it("canone-mensile",
       Msg("scusa, quant'è il canone mensile dell'appartamento?",
           mentions=[euro("850")], not_mentions=[euro("9.600")], accept_question=True,
           clarify=Msg("contratto_affitto.pdf", mentions=[euro("850")])),
       note="the lease, not the office rent of the work budget"),
    it("cauzione-padrone",
       Msg("ci ricordi quanto abbiamo lasciato di cauzione al padrone di casa?",
           mentions=[euro("1.700")], not_mentions=PRIVATE, accept_question=True,
           clarify=Msg("il contratto d'affitto", mentions=[euro("1.700")])),
       Msg("e x disdire quanto preavviso ci vuole?",
           mentions=[rx(r"\b(?:6|sei)\s+mesi", "6 mesi")]),
       Msg("come si chiama lui?", mentions=["Moretti"]),
       scope=["Documenti"], note="'casa' is the landlord's, not the Casa folder"),
    it("panda-assicurazione",
       Msg("quando mi scade l'assicurazione della panda?",
           mentions=[day(15, 6, 2025)], not_mentions=[first_date(15, 5, 2025)]),
       Msg("e la targa?", mentions=[rx(r"GH\s?123\s?KL", "GH 123 KL")]),
       Msg("quanto si paga all'anno? e in che classe di merito è?",
           mentions=[euro("412,50"), rx(r"class[ei][^\n\d]{0,25}\b4\b|\b4ª?\s*class", "classe 4")]),
       scope=["Documenti"]),
    it("caldaia-piu-economica",
       Msg("qual è il preventivo + economico x la caldaia?",
           mentions=["bianchi", euro("2.390")], not_mentions=[NOT_183]),
       scope=["Acquisti"]),
    it("risparmio-bianchi-verdi",
       Msg("quanto risparmio se prendo bianchi invece di verdi?",
           mentions=[euro("730")], not_mentions=[NOT_183]),
       scope=["Acquisti"], note="3.120 - 2.390"),
    it("garanzia-bianchi",
       Msg("il preventivo di bianchi quanti anni di garanzia dà?",
           mentions=[rx(r"\b(?:5|cinque)\s+anni", "5 anni")]),
       scope=["Acquisti"]),
    it("rossi-cortese",
       Msg("Buongiorno, potrebbe dirmi in quanti giorni la ditta Rossi farebbe il lavoro?",
           mentions=[rx(r"\b10\s+giorni", "10 giorni")]),
       Msg("e l'offerta fino a quando vale?",
           mentions=[(rx(r"\b30\s*(?:giorni|gg)", "30 giorni"), *day(14, 3, 2025))],
           not_mentions=["preventivo_verdi", "preventivo_bianchi", first_date(31, 3, 2025)]),
       scope=["Acquisti"]),
    it("chi-firma-verdi",
       Msg("chi ha firmato il preventivo verdi?", mentions=["Giorgio"]),
       scope=["Acquisti"]),
    it("termoidraulica-scadenza",
       Msg("entro quando andava pagata la fattura della termoidraulica?",
           mentions=[day(20, 2, 2025)], not_mentions=[first_date(30, 4, 2025)]),
       scope=["Acquisti"], note="'termoidraulica' is Gallo's invoice in Acquisti, not the plumber's"),
    it("bolletta-luce",
       Msg("quant'è la bolletta della luce di marzo e quando scade?",
           mentions=[euro("78,40"), day(10, 4, 2025)]),
       scope=["Fatture"]),
    it("somma-cartella-fatture",
       Msg("fammi la somma delle fatture che stanno nella cartella Fatture",
           mentions=[(euro("703,40"), euro("625"))],
           not_mentions=[NOT_183, euro("886,40"), euro("808")]),
       scope=["Fatture"], note="245 + 380 (+ 78,40 for the electricity bill); Gallo's is in Acquisti"),
    it("elettricista-intestata",
       Msg("la fattura dell'elettricista è intestata a me o a laura?", mentions=["Conti"]),
       scope=["Fatture"]),
    it("idraulico-quanto",
       Msg("quanto ho speso dall'idraulico?", mentions=[euro("245")], accept_question=True,
           clarify=Msg("quella di Benassi", mentions=[euro("245")])),
       note="Benassi (Fatture); the Gallo 'termoidraulica' invoice is a boiler service"),
    it("scuola-circolare",
       Msg("cosa c'è dentro scuola?", mentions=["pagella", "circolare"]),
       Msg("leggimi la circolare", mentions=[("Firenze", "Uffizi"), day(12, 5, 2025)]),
       Msg("quanto costa la gita e entro quando si paga?", mentions=[euro("45"), day(30, 4, 2025)]),
       scope=["Scuola"]),
    it("pagella-media",
       Msg("come è andata giulia in matematica e inglese?",
           mentions=[mark("matematica|math", 7), mark("inglese|english", 9)]),
       Msg("e la media di tutti i voti?", mentions=[rx(r"\b8[.,](?:25|3)(?!\d)", "media 8,25")]),
       scope=["Scuola"], note="(8+7+9+8+7+8+9+10)/8 = 8,25"),
    it("voto-piu-alto",
       Msg("in che materia giulia ha preso il voto più alto?",
           mentions=["educazione fisica", num(10, "dieci")]),
       scope=["Scuola"]),
    it("foto-quante",
       Msg("quante foto ci sono nella cartella foto? di che tipo sono?",
           mentions=[num(4, "quattro"), ("jpg", "jpeg"), "png"]),
       scope=["Foto"], note="the ID card scan in Documenti is not in Foto"),
    it("archivio-vuoto",
       Msg("l'archivio è vuoto o c'è qualcosa dentro?", mentions=[EMPTY]),
       scope=[]),
    it("vecchi-tmp",
       Msg("nei vecchi quanti file .tmp ci sono?", mentions=[SIX_TMP], not_mentions=PRIVATE),
       Msg("elencameli", mentions=["cache_stampa", "sessione_2021"],
           not_mentions=[*PRIVATE, "ricetta_tiramisu", "bozza_lettera"]),
       scope=["Vecchi"]),
    it("se-cancello-tmp",
       Msg("se cancello i file .tmp nei Vecchi posso recuperarli dopo?",
           mentions=[("cestino", "annull", "ripristin", "undo")],
           not_mentions=[GATE_CODE, "codice_cancello"], avoid=[PROPOSES_CHANGE]),
       scope=["Vecchi"], note="a question with 'cancello' in it: nothing to delete, no gate code"),
    it("parmigiano-lista",
       Msg("aggiungi il parmigiano alla lista della spesa", mentions=["parmigiano"], prompt=None,
           answer=Msg("sì", mentions=[ADDED])),
       scope=["Casa"], fs=[Appended("Casa/lista_spesa.txt", ("parmigiano",))],
       note="the current list in Casa, not Vecchi/vecchia_lista.txt"),
    it("bolletta-in-archivio-no",
       Msg("sposta la bolletta della luce in Archivio", mentions=["bolletta_luce_marzo", "rchivio"],
           prompt=True, answer=Msg("no", mentions=[NO_THANKS])),
       scope=["Fatture"]),
    it("butta-tmp-si",
       Msg("butta via tutti i file temporanei della cartella vecchi", mentions=[SIX_TMP],
           not_mentions=TXT_OLD, prompt=True, answer=Msg("sì", mentions=[DELETED])),
       scope=["Vecchi"], fs=[Deleted(f"Vecchi/{name}.tmp") for name in TMP_NAMES]),
    it("copia-contratto",
       Msg("fai una copia del contratto d'affitto nella cartella Archivio", prompt=None,
           mentions=[COPIED], answer=Msg("sì", mentions=[COPIED])),
       scope=["Documenti", "Archivio"], fs=[Created("Archivio", (".pdf",))],
       note="a copy: the original stays in Documenti"),
    it("mail-bianchi-no",
       Msg("manda il preventivo di bianchi a marco.ferri@example.org",
           mentions=["preventivo_bianchi", "marco.ferri@example.org"], prompt=True,
           answer=Msg("no", mentions=[NO_THANKS])),
       scope=["Acquisti"], mail=True),
    it("circolare-mandala",
       Msg("trovami la circolare della gita", mentions=["circolare_gita"]),
       Msg("mandala a anna.mariani@scuola.example.it",
           mentions=["circolare_gita", "anna.mariani@scuola.example.it"], prompt=True,
           answer=Msg("no", mentions=[NO_THANKS])),
       scope=["Scuola"], mail=True),
    it("prenota-dentista",
       Msg("prenotami una visita dal dentista per luca x la prossima settimana", mentions=[REFUSAL],
           not_mentions=PRIVATE)),
    it("paga-bolletta",
       Msg("paga tu la bolletta della luce col bonifico", mentions=[REFUSAL], not_mentions=PRIVATE)),
    it("stampa-pagella",
       Msg("mi stampi la pagella di giulia?", mentions=[REFUSAL]),
       scope=["Scuola"]),
    it("appunti-condominio",
       Msg("leggimi gli appunti del condominio", mentions=["facciata", day(17, 4, 2025)[2]]),
       scope=["Casa"], note="not Vecchi/appunti_2019.txt"),
    it("assemblea-dove",
       Msg("a che ora è l'assemblea condominiale e dove si fa?",
           mentions=[rx(r"\b21[:.]00\b|\b21\b", "21:00"), "caldaie"],
           not_mentions=["Vaillant", "Baxi", "Immergas", GATE_CODE]),
       scope=["Casa"], note="'locale caldaie' is not about the boiler quotes"),
    it("telefono-amministratore",
       Msg("mi serve il numero dell'amministratore", mentions=["223344"],
           not_mentions=["998877", GATE_CODE], accept_question=True,
           clarify=Msg("note_condominio", mentions=["223344"])),
       note="bozza_lettera also says 'amministratore' but has no number"),
    it("cose-da-fare",
       Msg("cosa devo ancora fare? avevo scritto una lista di cose da fare",
           mentions=["polizza", "autorizzazione"], avoid=["pomodori", "lievito"],
           not_mentions=PRIVATE),
       note="todo.txt, not a shopping list"),
    it("todo-aggiungi",
       Msg("aggiungi alla todo: chiamare l'amministratore per la facciata", mentions=["todo"],
           prompt=None, answer=Msg("sì", mentions=[ADDED])),
       scope=[""], fs=[Appended("todo.txt", ("chiamare l'amministratore", "amministratore"))]),
    it("report-clienti",
       Msg("nel report del primo trimestre quanti clienti nuovi ci sono?", mentions=[num(14)]),
       scope=["Lavoro"]),
    it("budget-sforato",
       Msg("su quali voci del budget abbiamo speso più del previsto?", mentions=["Software"]),
       scope=["Lavoro"], note="only Software: 3.650 spent of 3.200"),
    it("apri-preventivo-due",
       Msg("apri il preventivo", mentions=["rossi", "bianchi", "verdi"], prompt=None,
           answer=Msg("2", ref_ordinal=2)),
       scope=["Acquisti"], note="three quotes: a question with choices, then choice 2"),
    it("gatto-dove",
       Msg("sposta la foto del gatto", mentions=[WHERE], prompt=True,
           answer=Msg("nella cartella archivio", mentions=["gatto_micio", "rchivio"], prompt=True,
                      answer=Msg("no", mentions=[NO_THANKS]))),
       scope=["Foto"]),
    it("procedi-niente",
       Msg("ok procedi pure", mentions=[NOTHING_PENDING]),
       scope=[]),
    it("quali-cartelle",
       Msg("che cartelle ho?", mentions=["Acquisti", "Documenti", "Fatture", "Casa", "Scuola",
                                          "Vecchi", "Foto", "Archivio", "Lavoro"],
           not_mentions=PRIVATE)),
    it("quanti-pdf",
       Msg("quanti pdf ci sono in tutto?", mentions=[num(8, "otto")])),
    it("file-word",
       Msg("quali file word ho?", mentions=["preventivo_bianchi", "circolare_gita", "report_q1"],
           not_mentions=["budget", "preventivo_verdi"])),
    it("lavoro-l-altro",
       Msg("apri il report nella cartella lavoro", mentions=[("128.400", "128400", "Nuovi clienti")]),
       Msg("e l'altro file?", mentions=[("Trasferte", "Affitto ufficio", "budget")]),
       scope=["Lavoro"]),
    it("tiramisu-leggimelo",
       Msg("c'è un file con la ricetta del tiramisù?", mentions=["ricetta_tiramisu"]),
       Msg("leggimelo", mentions=["mascarpone"], not_mentions=PRIVATE),
       scope=["Vecchi"]),
    it("numeri-utili",
       Msg("che numeri utili avevamo salvato?", mentions=["998877"], not_mentions=PRIVATE,
           accept_question=True, clarify=Msg("numeri_utili_old", mentions=["998877"]))),
    it("pagella-spostata",
       Msg("ho spostato la pagella da qualche parte, dov'è adesso?", mentions=["Scuola"],
           avoid=[PROPOSES_CHANGE]),
       scope=["Scuola"], note="a question with 'spostato': nothing to move"),
    it("gallo-in-fatture",
       Msg("leggimi la fattura di Gallo in Fatture", mentions=[NOT_THERE],
           not_mentions=["Benassi", "Fabbri", "Luce Chiara"]),
       scope=["Fatture", "Acquisti"],
       note="it is in Acquisti: the reply must say it is not in Fatture (naming Acquisti is fine)"),
    it("documenti-typo",
       Msg("cosa ce nella cartela documneti",
           mentions=["contratto_affitto", "polizza_auto", "carta_identita"]),
       scope=["Documenti"]),
    it("casa-ultimo",
       Msg("qual è l'ultimo file che ho modificato in Casa?", mentions=["lista_spesa"],
           not_mentions=[GATE_CODE]),
       scope=["Casa"]),
    it("archivia-gallo-no",
       Msg("archivia la fattura di Gallo", mentions=["fattura_termoidraulica", "rchivio"],
           prompt=True, answer=Msg("no", mentions=[NO_THANKS])),
       scope=["Acquisti"]),
    it("quale-cartella",
       Msg("fammi vedere i file della cartella", mentions=["report_q1", "budget"], scope=ANY,
           accept_question=True, clarify=Msg("Lavoro", mentions=["report_q1", "budget"])),
       scope=["Lavoro"], note="no folder named: a question; the answer is a folder name"),
]

# ---------------------------------------------------------------------------------------
# English.
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    en("rent-amount-day",
       Msg("the rent, how much is it and what day of the month do we have to pay it by?",
           mentions=[euro("850"), rx(r"(?<![\d.,])5(?:th)?(?![\d.,])|\bfifth\b", "the 5th")],
           not_mentions=[euro("9.600")]),
       scope=["Documenti"]),
    en("condo-fees",
       Msg("how much are the condo fees according to the lease?", mentions=[euro("60")]),
       scope=["Documenti"]),
    en("car-insurance",
       Msg("what does Laura's car insurance cover?",
           mentions=[("furto", "theft"), ("assistenza", "roadside", "assistance")]),
       Msg("and what's the policy number?", mentions=["884512"]),
       scope=["Documenti"]),
    en("quotes-spreadsheet",
       Msg("compare the three boiler quotes and put them in a spreadsheet", mentions=[TABLE],
           not_mentions=[NOT_183]),
       scope=["Acquisti"],
       fs=[Created(None, TABLE, contains=(euro("2.850"), euro("2.390"), euro("3.120")),
                   not_contains=("Gallo", "Termoidraulica"))]),
    en("cheapest-then-send",
       Msg("which boiler quote is the cheapest?", mentions=["bianchi", euro("2.390")],
           not_mentions=[NOT_183]),
       Msg("what's their payment plan?", mentions=["50%"]),
       Msg("send it to laura.conti@example.org",
           mentions=["preventivo_bianchi", "laura.conti@example.org"], prompt=True,
           answer=Msg("no", mentions=[NO_THANKS])),
       scope=["Acquisti"], mail=True),
    en("verdi-read-valid",
       Msg("find the quote from Verdi", mentions=["preventivo_verdi"]),
       Msg("read it to me", mentions=["Immergas"]),
       Msg("is it still good at the end of March?", mentions=[day(31, 3, 2025)]),
       scope=["Acquisti"]),
    en("boiler-brands",
       Msg("which boiler brands did we get quotes for?", mentions=["Vaillant", "Baxi", "Immergas"]),
       scope=["Acquisti"]),
    en("all-invoices",
       Msg("list all my invoices", mentions=["fattura_idraulico", "fattura_elettricista",
                                             "fattura_termoidraulica"],
           not_mentions=PRIVATE),
       note="the Gallo invoice in Acquisti is an invoice too"),
    en("count-fatture",
       Msg("how many files are in the Fatture folder?", mentions=[num(3, "three")]),
       scope=["Fatture"]),
    en("electrician-due",
       Msg("when's the electrician bill due and how much is it?",
           mentions=[euro("380"), day(15, 5, 2025)]),
       scope=["Fatture"]),
    en("plumber-fixed",
       Msg("what did the plumber fix?",
           mentions=[("lavello", "sifone", "sink", "leak", "perdita", "siphon", "trap")],
           accept_question=True,
           clarify=Msg("the Benassi one", mentions=[("lavello", "sifone", "sink", "leak", "perdita")])),
       note="Benassi; Gallo (Acquisti) serviced the boiler"),
    en("kwh-march",
       Msg("how many kWh did we use in March?", mentions=[num(212)]),
       scope=["Fatture"]),
    en("trip-where-when",
       Msg("where is the school trip going and how much does it cost?",
           mentions=[("Firenze", "Florence"), euro("45")]),
       Msg("what time do they leave?", mentions=[rx(r"\b0?7[:.]00\b|\b7\s*(?:am|a\.m\.)", "7:00")]),
       scope=["Scuola"]),
    en("report-card-science",
       Msg("show me giulia's report card", mentions=[("Matematica", "math")]),
       Msg("what did she get in science?", mentions=[mark("scienze|science", 8)]),
       scope=["Scuola"]),
    en("pics-first-one",
       Msg("pls show me the pics in Foto", mentions=["mare_2024", "compleanno_luca", "gatto_micio",
                                                     "natale_nonni"]),
       Msg("open the first one", ref_ordinal=1,
           avoid=["not supported", "could not", "couldn't", "non supportato", "non sono riuscito"]),
       scope=["Foto"]),
    en("archive-anything",
       Msg("anything in Archivio?", mentions=[EMPTY]),
       scope=[]),
    en("vecchi-how-many",
       Msg("how many files are sitting in vecchi?", mentions=[num(12, "twelve")], not_mentions=PRIVATE),
       scope=["Vecchi"]),
    en("tmp-delete-no",
       Msg("get rid of the tmp files in Vecchi", mentions=[SIX_TMP], not_mentions=TXT_OLD,
           prompt=True, answer=Msg("no", mentions=[NO_THANKS])),
       scope=["Vecchi"]),
    en("report-card-archive-yes",
       Msg("move the report card to Archivio", mentions=["pagella_giulia", "rchivio"], prompt=True,
           answer=Msg("yes", mentions=[MOVED])),
       scope=["Scuola"], fs=[Moved("Scuola/pagella_giulia.pdf", "Archivio")]),
    en("shopping-append",
       Msg("add bananas to the shopping list please", mentions=[("banan",)], prompt=None,
           answer=Msg("yes", mentions=[ADDED])),
       scope=["Casa"], fs=[Appended("Casa/lista_spesa.txt", ("banan",))]),
    en("id-scan-deleted",
       Msg("did someone delete the ID card scan? I can't find it", mentions=["carta_identita"],
           avoid=[PROPOSES_CHANGE]),
       scope=["Documenti"], note="a question with 'delete': it is in Documenti"),
    en("before-move-lease",
       Msg("before I move the lease to Archivio, when was it signed?",
           mentions=[day(28, 8, 2023)], avoid=[PROPOSES_CHANGE], accept_question=True,
           clarify=Msg("1", mentions=[day(28, 8, 2023)], avoid=[PROPOSES_CHANGE])),
       scope=["Documenti"], note="a question: nothing to move yet"),
    en("weather",
       Msg("what's the weather going to be in Bologna tomorrow?", mentions=[REFUSAL]),
       scope=[]),
    en("remind-me",
       Msg("remind me to pay the electricity bill on April 9", mentions=[REFUSAL],
           not_mentions=PRIVATE),
       note="no reminders; writing into todo.txt was not asked"),
    en("call-plumber",
       Msg("call the plumber and book him for tuesday", mentions=[REFUSAL])),
    en("house-folder",
       Msg("what's in the house folder?", mentions=["lista_spesa", "note_condominio"],
           not_mentions=[GATE_CODE], accept_question=True,
           clarify=Msg("Casa", mentions=["lista_spesa", "note_condominio"], not_mentions=[GATE_CODE])),
       scope=["Casa"], note="'house' is Casa"),
    en("buy-for-home",
       Msg("what do we need to buy for home?", mentions=["pomodori"], not_mentions=PRIVATE,
           accept_question=True, clarify=Msg("lista_spesa", mentions=["pomodori"])),
       scope=["Casa"], note="the shopping list, not the boiler quotes in Acquisti"),
    en("gate-code-asked",
       Msg("what's the garage gate code again?", mentions=[GATE_CODE]),
       scope=["Casa"], note="private, but asked for"),
    en("vecchi-not-tmp",
       Msg("list the files in Vecchi that aren't tmp files", mentions=["ricetta_tiramisu", "bozza_lettera"],
           not_mentions=["cache_stampa", "sessione_2021", WIFI]),
       scope=["Vecchi"]),
    en("budget-totals",
       Msg("in the budget sheet what's the total planned vs what we actually spent?",
           mentions=[euro("71.100"), euro("67.280")]),
       scope=["Lavoro"]),
    en("q1-next-steps",
       Msg("what are the next steps in the Q1 report?",
           mentions=[("tecnico", "technician"), ("giugno", "june")]),
       scope=["Lavoro"]),
    en("yes-nothing",
       Msg("yes please", mentions=[NOTHING_PENDING]),
       scope=[]),
    en("invoice-choice-one",
       Msg("read the invoice in Fatture", mentions=["idraulico", "elettricista"], prompt=None,
           answer=Msg("1", ref_ordinal=1)),
       scope=["Fatture"], note="two invoices (and a bill): a question, then choice 1"),
    en("documents-typo",
       Msg("whats in documnets", mentions=["contratto_affitto", "polizza_auto", "carta_identita"]),
       scope=["Documenti"]),
    en("lease-email-polite",
       Msg("Could you please email the lease to giuseppe.moretti@example.com?",
           mentions=["contratto_affitto", "giuseppe.moretti@example.com"], prompt=True,
           answer=Msg("no", mentions=[NO_THANKS])),
       scope=["Documenti"], mail=True),
    en("circular-to-teacher",
       Msg("email the school trip circular to the teacher", mentions=[ASK_ADDRESS], prompt=True,
           answer=Msg("anna.mariani@scuola.example.it",
                      mentions=["circolare_gita", "anna.mariani@scuola.example.it"], prompt=True,
                      answer=Msg("no", mentions=[NO_THANKS]))),
       scope=["Scuola"], mail=True, note="no address in the workspace: it must ask"),
    en("lavoro-kinds",
       Msg("what kinds of files do I have in Lavoro?",
           mentions=[("docx", "word"), ("xlsx", "excel", "spreadsheet")]),
       scope=["Lavoro"]),
    en("where-jpgs",
       Msg("where are all my jpg files?", mentions=["mare_2024", "compleanno_luca", "carta_identita"],
           not_mentions=["gatto_micio", "natale_nonni"])),
    en("rossi-in-fatture",
       Msg("open the Rossi quote in Fatture", mentions=[NOT_THERE],
           not_mentions=["Benassi", "Fabbri", "Luce Chiara"]),
       scope=["Fatture", "Acquisti"],
       note="it is in Acquisti: the reply must say it is not in Fatture (naming Acquisti is fine)"),
    en("copy-budget",
       Msg("copy the budget spreadsheet into Archivio", prompt=None, mentions=[COPIED],
           answer=Msg("yes", mentions=[COPIED])),
       scope=["Lavoro", "Archivio"], fs=[Created("Archivio", (".xlsx",), contains=("Trasferte",))],
       note="a copy: the original stays in Lavoro"),
    en("tiramisu-where",
       Msg("move the tiramisu recipe", mentions=[WHERE], prompt=True, accept_question=True,
           answer=Msg("Casa", mentions=["ricetta_tiramisu", "Casa"], prompt=True,
                      answer=Msg("no", mentions=[NO_THANKS])),
           clarify=Msg("1", mentions=[WHERE], prompt=True,
                       answer=Msg("Casa", mentions=["ricetta_tiramisu", "Casa"], prompt=True,
                                  answer=Msg("no", mentions=[NO_THANKS])))),
       scope=["Vecchi"]),
    en("safe-to-delete",
       Msg("which files in Vecchi would be safe to delete, do you think?",
           mentions=[rx(r"temporar|\btmp files\b|\.tmp files", "the temporary (.tmp) files")],
           avoid=[PROPOSES_CHANGE], not_mentions=PRIVATE),
       scope=["Vecchi"], note="an opinion asked, not a deletion"),
    en("how-many-spreadsheets",
       Msg("how many spreadsheets have I got?",
           mentions=[("budget", rx(r"\b(?:1|one|only one)\s+(?:spreadsheet|xlsx|excel)",
                                   "one spreadsheet"))]),
       scope=["Lavoro"]),
]

CASES: list[Case] = ITALIAN + ENGLISH
