"""Held-out conversations for ``bench/understanding.py``: ``--cases understanding_heldout``.

Same format and the same family workspace (``bench/family_workspace.py``) as
``bench/understanding_cases.py``, whose types this module reuses; see that module's docstring
for what each label means. These were written from the product description (SPEC.md, README)
and the workspace's files only, without reading the planner, its tests or the other cases:
they are phrased as people type on a phone (typos, no accents, "x" for "per", "nn" for
"non", "pls", "u"), and every expectation comes from the request and the files' contents.

Traps, where a careless system would act on the wrong files:

- folders named like common words: ``Casa`` ("in casa"), ``Archivio`` ("metti in archivio",
  empty), ``Fatture`` (the invoice in ``Acquisti`` is not in it), ``Vecchi``;
- a file that lives in another folder than the one named (the policy "in Fatture", the Rossi
  quote "in Fatture"): the reply must say it is not there (naming where it is, is fine);
- names that match two files: "la nota" (``nota.txt`` / ``note_condominio.txt``), "la lista"
  (``Casa/lista_spesa.txt`` / ``Vecchi/vecchia_lista.txt``), "idraulico" (``fattura_idraulico``
  / ``fattura_termoidraulica``).
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
# Helpers for the labels (written here, independently of the other cases' helpers).
# ---------------------------------------------------------------------------------------

IT_MONTHS = ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
             "settembre", "ottobre", "novembre", "dicembre")
EN_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
             "september", "october", "november", "december")


def amount(value: str) -> str:
    """An amount written the Italian way ("2.850,00") in any usual spelling: 2850, 2,850.00…"""
    whole, _, cents = value.partition(",")
    digits = whole.replace(".", "")
    number = digits if len(digits) <= 3 else digits[:-3] + r"[.,\s\u00a0\u202f]?" + digits[-3:]
    if cents in ("", "00"):
        tail = r"(?:[.,]00?)?"
    elif cents.endswith("0"):
        tail = rf"[.,]{cents[0]}0?"
    else:
        tail = rf"[.,]{cents}"
    pattern = rf"re:(?<![\d.,]){number}{tail}(?!\d)"
    LABELS[pattern] = f"{value} €"
    return pattern


def date(day: int, month: int, year: int) -> tuple[str, ...]:
    """A date in any usual spelling: 15/06/2025, 2025-06-15, 15 giugno, 15 June, June 15th."""
    it_month, en_month = IT_MONTHS[month - 1], EN_MONTHS[month - 1][:3]
    options = (
        rf"re:(?<!\d)0?{day}[/.\-]0?{month}[/.\-](?:{year}|{year % 100:02d})(?!\d)",
        rf"re:(?<!\d){year}-{month:02d}-{day:02d}(?!\d)",
        rf"re:(?<!\d)0?{day}°?\s+{it_month}",
        rf"re:(?<!\d)0?{day}(?:st|nd|rd|th)?\s+(?:of\s+)?{en_month}",
        rf"re:\b{en_month}[a-z]*\.?\s+0?{day}(?!\d)",
    )
    LABELS[options[0]] = f"date {day:02d}/{month:02d}/{year}"
    return options


def grade(subject: str, mark: int) -> str:
    """A school mark said next to its subject ("Inglese: 9", "9 in English")."""
    pattern = (rf"re:\b(?:{subject})[^\n\d]{{0,25}}\b{mark}\b"
               rf"|\b{mark}\b[^\n\d]{{0,25}}\b(?:{subject})")
    LABELS[pattern] = f"mark {mark} in {subject.split('|')[0]}"
    return pattern


def number(n: int, *words: str) -> str:
    """A whole number on its own (or one of its words: "six")."""
    pattern = r"re:\b(?:" + "|".join((str(n), *words)) + r")\b"
    LABELS[pattern] = f"the number {n}"
    return pattern


def text(pattern: str, label: str) -> str:
    """A regular expression with a readable label."""
    LABELS["re:" + pattern] = label
    return "re:" + pattern


# "I can't …" is a refusal, but "I can't find a file …" is not (it is a failed search).
CANT = text(r"\bcan(?:'t|not| not)\b(?!\s+find)", "can't (not: can't find)")


# Phrases a careful reply contains; each tuple is "any of these" (case-insensitive).
REFUSAL: tuple[str, ...] = (
    "non posso", "non riesco", "non sono in grado", "non è possibile", "non e' possibile",
    "non c'è modo", "non ho modo", "non ho accesso", "non gestisco", "non supporto", "posso solo",
    "non rientra", "impossibile", "non so ancora farlo", "non so farlo",
    CANT, "unable", "not able", "can only", "don't have access",
    "no access", "not supported", "not something i", "isn't something i", "i don't support")
CANCELLED: tuple[str, ...] = (
    "annullat", "lascio", "lasciat", "non l'ho fatto", "non ho fatto", "nessuna modifica",
    "non ho spostato", "non ho eliminato",
    "non ho cancellato", "non ho inviato", "non sposto", "non elimino", "non invio", "fermat",
    "cancel", "won't", "will not", "didn't", "did not", "not moved", "not deleted", "not sent",
    "nothing was", "nothing changed", "no changes", "left ", "stopped", "dropped")
MOVED: tuple[str, ...] = ("spostat", "archiviat", "moved")
DELETED: tuple[str, ...] = ("eliminat", "cancellat", "cestino", "deleted", "trash", "removed")
WRITTEN: tuple[str, ...] = ("aggiunt", "scritt", "salvat", "aggiornat", "added", "wrote", "written",
                            "saved", "updated")
EMPTY: tuple[str, ...] = (
    "vuot", "nessun file", "non contiene", "non c'è niente", "non c'è nulla", "non ci sono file",
    "empty", "no files", "contains nothing", "nothing in", "there's nothing", "there is nothing")
NOT_FOUND: tuple[str, ...] = (
    "non c'è", "non ci sono", "non ho trovato", "nessun", "non trovo", "non esiste", "non risulta",
    "not found", "couldn't find", "could not find", "didn't find", "did not find", "can't find",
    "cannot find", "there is no", "there's no", "there are no", "no such", "isn't in",
    "is not in", "not in fatture", "no file", "no quote", "no match")
NOTHING_PENDING: tuple[str, ...] = ("conferm", "in sospeso", "in attesa", "nessuna domanda",
                                    "nessuna richiesta", "confirm", "pending", "nothing to")
WHERE: tuple[str, ...] = ("dove", "quale cartella", "in che cartella", "destinazione", "where",
                          "which folder", "destination")
ASK_ADDRESS: tuple[str, ...] = ("indirizzo", "a chi", "destinatari", "address", "whom", "recipient",
                                "who ")
TABLE = (".xlsx", ".csv")
QUOTES = ["preventivo_rossi", "preventivo_bianchi", "preventivo_verdi"]
VECCHI_TXT = ["ricetta_tiramisu", "appunti_2019", "bozza_lettera", "vecchia_lista",
              "numeri_utili_old", "password_wifi_vecchia"]
NOT_183 = text(r"(?<![\d.,])183(?:[.,]00?)?(?!\d)", "183 (the invoice's total, not a quote)")
NOT_NOTES = ["codice_cancello", "password_wifi_vecchia", "preventivo_verdi", "ricetta_tiramisu",
             "numeri_utili_old"]
SIX: Mention = (number(6, "six"), "cache_stampa")  # a count, or the list itself


def _case(lang: str, case_id: str, messages: tuple[Msg, ...], scope: list[str] | None,
          fs: list[FsExpect] | None, mail: bool, note: str) -> Case:
    return Case(id=f"{lang}-{case_id}", lang=lang, messages=list(messages), scope=scope,
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
    # Facts inside documents.
    it("deposito",
       Msg("il deposito x l appartamento quant era?", mentions=[amount("1.700,00")])),
    it("affitto-giorno-e-canone",
       Msg("entro che giorno del mese va pagato l affitto",
           mentions=[text(r"\b(?:giorno|il|entro)\s+(?:5|cinque)\b|\b(?:5|cinque)\s+(?:di\s+ogni|del)"
                          r"\s+mese", "day 5 of the month")]),
       Msg("e quant è il canone?", mentions=[amount("850,00")])),
    it("disdetta",
       Msg("Mi fai vedere il contratto d'affitto? vorrei sapere con quanto preavviso posso dare"
           " disdetta", mentions=[text(r"\b(?:sei|6)\s+mesi", "six months")])),
    it("proprietario",
       Msg("come si chiama il proprietario di casa? dovrebbe esserci nel contratto",
           mentions=["Moretti"])),
    it("polizza-seguito",
       Msg("trovami la polizza dell auto", mentions=["polizza_auto"]),
       Msg("quando scade?", mentions=[date(15, 6, 2025)]),
       Msg("e quanto si paga all anno", mentions=[amount("412,50")])),
    it("elettricista-scadenza",
       Msg("la fattura dell elettricista qnd scade", mentions=[date(15, 5, 2025)])),
    it("bolletta-importo-scadenza",
       Msg("quanto è la bolleta della luce di marzo?", mentions=[amount("78,40")]),
       Msg("e entro quando la devo pagare?", mentions=[date(10, 4, 2025)])),
    it("preventivi-economico",
       Msg("dei preventivi x la caldaia qual è il più economico?",
           mentions=["Bianchi", amount("2.390,00")], not_mentions=[NOT_183]),
       Msg("e di quanto è più caro quello di verdi?", mentions=[amount("730,00")])),
    it("gita-quota-ora",
       Msg("nn trovo piu la circolare della gita, quanto costa e entro quando va pagata?",
           mentions=[amount("45,00"), date(30, 4, 2025)]),
       Msg("a che ora partono?", mentions=[text(r"\b0?7[:.]00\b|\bore\s+7\b", "7:00")])),
    it("pagella-voti",
       Msg("che voto ha preso giulia in inglese?", mentions=[grade("inglese|english", 9)]),
       Msg("e in mate?", mentions=[grade("matematica|mate|maths?", 7)])),
    it("condominio-ora",
       Msg("a che ora è l assemblea di condominio?", mentions=[text(r"\b21(?:[:.]00)?\b", "21:00")])),
    it("pizzeria",
       Msg("in che file avevo il numero della pizzeria?", mentions=["numeri_utili_old"])),
    it("report-vendite",
       Msg("quanto abbiamo venduto nel primo trimestre? il report sta in lavoro",
           mentions=[amount("128.400")]), scope=["Lavoro"]),
    # Folders named like common words, files elsewhere than named, two files for one name.
    it("fatture-in-acquisti",
       Msg("che fatture ci sono in acquisti?", mentions=["fattura_termoidraulica"], avoid=QUOTES),
       scope=["Acquisti"]),
    it("idraulico-in-fatture",
       Msg("aprimi la fatura dell idraulico in Fatture", mentions=[("Benassi", amount("245,00"))]),
       scope=["Fatture"]),
    it("polizza-in-fatture",
       Msg("qnd scade la polizza che ho messo in Fatture?", mentions=[NOT_FOUND], accept_question=True,
           clarify=Msg("quella in Documenti", mentions=[date(15, 6, 2025)])),
       scope=ANY, note="the policy is in Documenti: say it is not in Fatture"),
    it("cosa-in-casa",
       Msg("cosa c'è in casa?", mentions=["lista_spesa", "note_condominio", "codice_cancello"],
           accept_question=True,
           clarify=Msg("nella cartella Casa",
                       mentions=["lista_spesa", "note_condominio", "codice_cancello"])),
       scope=["Casa"]),
    it("caldaia-in-casa",
       Msg("cerca caldaia nei file di Casa", mentions=[(*NOT_FOUND, "note_condominio")]),
       scope=["Casa"], note="only the quotes in Acquisti say 'caldaia'"),
    it("archivio-vuoto",
       Msg("che c'è nell archivio", mentions=[EMPTY]), scope=["Archivio"]),
    it("nota",
       Msg("leggimi la nota", mentions=["dentista"], avoid=["facciata"], accept_question=True,
           clarify=Msg("nota.txt", mentions=["dentista"]))),
    it("lista-ambigua",
       Msg("fammi vedere la lista", mentions=["pomodori"], accept_question=True,
           clarify=Msg("quella della spesa in Casa", mentions=["pomodori"]))),
    it("scuola-ordinale",
       Msg("elenca i file in Scuola", mentions=["pagella_giulia", "circolare_gita"]),
       Msg("aprimi il secondo", ref_ordinal=2), scope=["Scuola"]),
    # Effects.
    it("tabella-preventivi",
       Msg("mi fai una tabella coi 3 preventivi? fornitore e prezzo x favore",
           mentions=[("xlsx", "csv")], prompt=None),
       fs=[Created(None, TABLE, contains=("Rossi", "Bianchi", "Verdi", amount("2.850,00"),
                                          amount("2.390,00"), amount("3.120,00")),
                   not_contains=("Gallo", "termoidraulica"))]),
    it("lista-aggiungi",
       Msg("aggiungi zucchero e farina alla lista della spesa",
           mentions=[("lista_spesa", "lista della spesa", "zucchero")], prompt=None,
           answer=Msg("sì", mentions=[WRITTEN])),
       fs=[Appended("Casa/lista_spesa.txt", ("zucchero",)), Appended("Casa/lista_spesa.txt", ("farina",))],
       note="not Vecchi/vecchia_lista.txt, which already holds farina and zucchero"),
    it("sposta-bolletta-no",
       Msg("sposta la bolletta della luce in Archivio", prompt=True,
           mentions=["bolletta_luce_marzo", "Archivio"], answer=Msg("no", mentions=[CANCELLED]))),
    it("archivia-elettricista-si",
       Msg("metti in archivio la fattura dell'elettricista", prompt=True,
           mentions=["fattura_elettricista", "Archivio"], answer=Msg("sì", mentions=[MOVED])),
       fs=[Moved("Fatture/fattura_elettricista.pdf", "Archivio")]),
    it("tmp-vecchi-no",
       Msg("elimina tutti i file .tmp nella cartella Vecchi", prompt=True, mentions=[SIX],
           not_mentions=VECCHI_TXT, answer=Msg("no", mentions=[CANCELLED])),
       scope=["Vecchi"]),
    it("lista-vecchi-si",
       Msg("cancella la lista della spesa nei Vecchi", prompt=True, mentions=["vecchia_lista"],
           accept_question=True,
           answer=Msg("sì", prompt=None, mentions=["vecchia_lista"],
                      answer=Msg("sì", mentions=[DELETED])),
           clarify=Msg("vecchia_lista.txt", prompt=True, mentions=["vecchia_lista"],
                       answer=Msg("sì", mentions=[DELETED]))),
       scope=["Vecchi"], fs=[Deleted("Vecchi/vecchia_lista.txt")],
       note="the list in Vecchi is vecchia_lista.txt, not Casa/lista_spesa.txt"),
    it("copia-pagella",
       Msg("fai una copia della pagella di giulia in Archivio", mentions=["pagella_giulia"],
           prompt=None, answer=Msg("sì")),
       fs=[Created("Archivio", (".pdf",))]),
    it("sposta-nota-dove",
       Msg("sposta nota.txt", prompt=True, accept_question=True, mentions=[WHERE],
           answer=Msg("in Casa", prompt=True, mentions=["nota.txt", "Casa"],
                      answer=Msg("no", mentions=[CANCELLED])))),
    it("mail-pagella-no",
       Msg("manda la pagella di giulia a laura.conti@example.org", prompt=True,
           mentions=["laura.conti@example.org", "pagella_giulia"],
           answer=Msg("no", mentions=[CANCELLED])),
       mail=True),
    it("mail-contratto-chiede",
       Msg("puoi mandare x mail il contratto d affitto?", prompt=True, accept_question=True,
           mentions=[ASK_ADDRESS],
           answer=Msg("marco.ferri@example.org", prompt=True,
                      mentions=["marco.ferri@example.org", "contratto_affitto"],
                      answer=Msg("no", mentions=[CANCELLED]))),
       mail=True),
    # What it cannot do; a yes with nothing pending.
    it("nn-puoi-bonifico",
       Msg("paga tu la bolletta della luce con un bonifico", mentions=[REFUSAL])),
    it("nn-puoi-promemoria",
       Msg("ricordami domani alle 9 di chiamare il dentista x luca", mentions=[REFUSAL])),
    it("si-senza-domanda",
       Msg("si", mentions=[NOTHING_PENDING]), scope=[]),
]

# ---------------------------------------------------------------------------------------
# English.
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    # Facts inside documents.
    en("electrician-due-and-amount",
       Msg("when's the electrician bill due?", mentions=[date(15, 5, 2025)]),
       Msg("how much is it?", mentions=[amount("380,00")])),
    en("deposit",
       Msg("how much was the deposit on the flat", mentions=[amount("1.700,00")])),
    en("rent-and-condo-fees",
       Msg("could you please tell me how much the rent is per month", mentions=[amount("850,00")]),
       Msg("and the condo fees?", mentions=[amount("60,00")])),
    en("cheapest-quote",
       Msg("which boiler quote is the cheapest?", mentions=["Bianchi", amount("2.390,00")],
           not_mentions=[NOT_183]),
       Msg("who sent the most expensive one?", mentions=["Verdi"])),
    en("plumber-due",
       Msg("pls when do i have to pay the plumber by", mentions=[date(30, 4, 2025)],
           accept_question=True, clarify=Msg("Benassi", mentions=[date(30, 4, 2025)]))),
    en("policy-plate-expiry",
       Msg("whats the plate number on the car insurance", mentions=[text(r"GH\s?123\s?KL", "GH 123 KL")]),
       Msg("and when does it expire", mentions=[date(15, 6, 2025)])),
    en("school-trip",
       Msg("when is giulia's school trip and where are they going?",
           mentions=[date(12, 5, 2025), ("Firenze", "Florence")]),
       Msg("how much do we have to pay for it", mentions=[amount("45,00")])),
    en("maths",
       Msg("what did giulia get in maths?", mentions=[grade("matematica|maths?", 7)])),
    en("uffizi",
       Msg("which document talks about the Uffizi?", mentions=["circolare_gita"])),
    en("gate-code",
       Msg("whats the garage gate code again", mentions=["4471"])),
    en("budget-travel",
       Msg("how much did we spend on travel this year? it's in the budget",
           mentions=[amount("2.980,00")])),
    en("q1-new-clients",
       Msg("how many new clients did we get in Q1", mentions=[number(14, "fourteen")])),
    en("condo-admin-phone",
       Msg("whats the number of the condo administrator",
           mentions=[text(r"051\s?223\s?344", "051 223344")],
           not_mentions=[text(r"448\s?812", "051 448812 (Rossi's phone)")])),
    en("newest-in-fatture",
       Msg("what's the most recent file in Fatture?", mentions=["bolletta_luce_marzo"],
           avoid=["fattura_elettricista", "fattura_idraulico"]),
       scope=["Fatture"]),
    en("tmp-count",
       Msg("how many tmp files are in Vecchi?", mentions=[number(6, "six")]), scope=["Vecchi"]),
    # Places, typos, two files for one name.
    en("quotes-then-third",
       Msg("show me the quotes in Acquisti", mentions=QUOTES, avoid=["fattura_termoidraulica"]),
       Msg("open the 3rd one", ref_ordinal=3), scope=["Acquisti"]),
    en("invoices-in-fatture",
       Msg("what invoices do i have in Fatture", mentions=["fattura_idraulico", "fattura_elettricista"]),
       Msg("which one costs the most?", mentions=[("fattura_elettricista", amount("380,00"))]),
       scope=["Fatture"]),
    en("invoices-folder",
       Msg("whats in my invoices folder",
           mentions=["fattura_idraulico", "fattura_elettricista", "bolletta_luce_marzo"],
           accept_question=True,
           clarify=Msg("Fatture",
                       mentions=["fattura_idraulico", "fattura_elettricista", "bolletta_luce_marzo"])),
       scope=["Fatture"]),
    en("archive-empty",
       Msg("whats in the archive folder", mentions=[EMPTY], accept_question=True,
           clarify=Msg("Archivio", mentions=[EMPTY])),
       scope=["Archivio"]),
    en("rossi-in-fatture",
       Msg("open the Rossi quote in Fatture", mentions=[NOT_FOUND], accept_question=True),
       scope=ANY, note="the Rossi quote is in Acquisti: say it is not in Fatture"),
    en("typo-contract",
       Msg("opne the contarct", mentions=[("Moretti", "431/1998", "deposito cauzionale")],
           accept_question=True,
           clarify=Msg("the rental contract in Documenti", mentions=["Moretti"]))),
    en("notes-two",
       Msg("open the notes", mentions=["dentista", "facciata"], accept_question=True,
           not_mentions=NOT_NOTES,
           clarify=Msg("the one about the condo meeting", mentions=["facciata"]))),
    # Effects.
    en("photos-then-delete-png-no",
       Msg("could u show me the photos",
           mentions=["mare_2024", "compleanno_luca", "gatto_micio", "natale_nonni"]),
       Msg("delete the png ones", prompt=True, mentions=["gatto_micio", "natale_nonni"],
           not_mentions=["mare_2024", "compleanno_luca"], answer=Msg("no", mentions=[CANCELLED])),
       scope=["Foto"]),
    en("old-list-no",
       Msg("delete the shopping list in the Vecchi folder", prompt=True, mentions=["vecchia_lista"],
           accept_question=True, answer=Msg("no", mentions=[CANCELLED])),
       scope=["Vecchi"], note="the list in Vecchi is vecchia_lista.txt, not Casa/lista_spesa.txt"),
    en("move-quotes-no",
       Msg("move all the quotes to Archivio", prompt=True, mentions=[*QUOTES, "Archivio"],
           not_mentions=["fattura_termoidraulica"], answer=Msg("no", mentions=[CANCELLED]))),
    en("christmas-photo-yes",
       Msg("move the christmas photo with the grandparents to Archivio", prompt=True,
           accept_question=True, mentions=["natale_nonni", "Archivio"],
           not_mentions=["mare_2024", "compleanno_luca", "gatto_micio"],
           answer=Msg("yes", mentions=[MOVED]),
           clarify=Msg("natale_nonni.png", prompt=True, mentions=["natale_nonni", "Archivio"],
                       answer=Msg("yes", mentions=[MOVED]))),
       fs=[Moved("Foto/natale_nonni.png", "Archivio")]),
    en("copy-lease",
       Msg("copy the lease into Archivio pls", mentions=["contratto_affitto"], prompt=None,
           accept_question=True, answer=Msg("yes")),
       fs=[Created("Archivio", (".pdf",))]),
    en("add-todo",
       Msg("add 'call the condo admin' to my todo list", mentions=[("todo", "added")], prompt=None,
           answer=Msg("yes", mentions=[WRITTEN])),
       fs=[Appended("todo.txt", ("call the condo admin",))]),
    en("cancel-midway",
       Msg("move todo.txt to Casa", prompt=True, mentions=["todo.txt", "Casa"],
           answer=Msg("actually never mind", mentions=[CANCELLED]))),
    en("mail-report-no",
       Msg("send the Q1 report to giorgio@example.com", prompt=True,
           mentions=["giorgio@example.com", "report_q1"], answer=Msg("no", mentions=[CANCELLED])),
       mail=True),
    en("mail-ask-address",
       Msg("email the budget spreadsheet to my accountant", prompt=True, accept_question=True,
           mentions=[ASK_ADDRESS],
           answer=Msg("studio.bassi@example.com", prompt=True,
                      mentions=["studio.bassi@example.com", "budget"],
                      answer=Msg("no", mentions=[CANCELLED]))),
       mail=True),
    # What it cannot do; a yes with nothing pending.
    en("cant-weather",
       Msg("whats the weather gonna be like tomorrow in bologna?", mentions=[REFUSAL]), scope=[]),
    en("cant-whatsapp",
       Msg("text Laura on whatsapp that i'm running late", mentions=[REFUSAL]), scope=[]),
    en("cant-book-dentist",
       Msg("can you book the dentist for Luca?", mentions=[REFUSAL])),
    en("yes-nothing-pending",
       Msg("yes", mentions=[NOTHING_PENDING]), scope=[]),
]

CASES: list[Case] = ITALIAN + ENGLISH
