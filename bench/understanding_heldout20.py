"""A twentieth held-out set for ``bench/understanding.py``: ``--cases understanding_heldout20``.

It runs on a workspace the planner has never seen: a blended family in Turin,
``bench/household_workspace.py``. Davide Marchetti (terse, voice-to-text style: no punctuation,
missing apostrophes and accents, typos) and Sara Bonino (careful, polite, full sentences) write
in Italian; Chloe, Davide's 15-year-old daughter from his first marriage in Dublin, writes in
English and calls her mother, Siobhan Byrne, "mum"; Siobhan's own e-mails are in English. Pietro
(12, Sara's son) and Emma (7) are at school; nonna Ines (Sara's mother, 86) lives with them; the
dog is Birillo, a beagle. Today is 2026-12-03. About 60 % of the conversations are Italian and
40 % English, written the way this family texts: short, lowercase, some typos, folder names
without "cartella"/"folder", loose descriptions, a few long polite messages.

Kinds: listing folders (a typo'd name, an empty sub-folder, by type, names that are common words:
``Nonna``, ``Cane``, ``Casa``, ``Scuola``, ``Conti``, ``Caldaia``, ``Documenti``, ``Archivio``,
and one that is a person, ``Chloe``); finding by a loose name and by content; reading saved
e-mails; questions whose answer is a figure in a document or a sheet (totals, an average, counts,
per person, per category, per month, the next visit after today, a due date, the most / least);
the cheapest / dearest quote, a saving, an average of quotes; summaries; moving, copying,
deleting (declined, and undone), renaming, making a folder and moving into it, adding a line;
e-mail with attachments (example.org addresses; recipients named only by role: "la
commercialista", "mum", "dad"); what it cannot do (book, call, pay, post, text on WhatsApp);
unclear requests whose right answer is a question; a stray "si" / "yes" / "ok"; follow-ups
("e quello più caro?", "leggi il secondo", "mandalo a …", "e l'anno scorso?", "spostali in
archivio", "and for chloe?", "e quando scade?", "read the third one", "move them to archivio").

Written from SPEC.md, issue 9 and the workspace only, without reading the planner, its lexicon,
its tests or any bot answer. Every expected figure is computed from the data written in
``household_workspace.py`` (see the comments there and here; ``_check_figures`` recomputes the
sums). Traps:

- ``Caldaia`` holds three boiler quotes (Termoidraulica Rosso 3.480 €, Clima Service 2.950 €,
  Caldaie Subalpine 3.190 € - the last inside a saved e-mail called ``offerta_…``) and Rosso's
  invoice for servicing the old boiler (145,00 €, cheaper than all: not a quote; same supplier as
  a quote); ``Archivio`` holds Rosso's expired 2024 quote (2.700 €, cheaper than every current
  quote): the cheapest is Clima Service, the saving 530 €, the average 3.206,67 €;
- "ricetta" is both the doctor's prescription (``Nonna/ricetta_*.pdf``) and a recipe
  (``Ricette/agnolotti_nonna_ines.txt`` - "la ricetta della nonna" is truly ambiguous);
- ``Casa`` (the folder, with the private codes) and "la casa in Puglia" / ``mail_casa_azzurra``;
  "spesa" is both the groceries category of the spending sheet (759,10 €) and spending in general
  (1.699,79 €); "groceries" and "bins" must be mapped to the Italian sheet's "Spesa" and
  "Spazzatura e differenziata";
- dates before and after today: the visit calendar (next visit 11/12/2026, not the blood test of
  25/11/2026), the dog's vaccinations (next booster 10/12/2026), the gas bill (due 25/11/2026 but
  already paid on 24/11/2026 - not overdue), the condo's 2nd instalment (due 30/11/2026, unpaid:
  overdue);
- a pharmacy receipt for the dog (``Cane/scontrino_farmacia_birillo.pdf``, 24,50 €) next to
  nonna's four pharmacy receipts (138,25 €) and the eye-visit ticket (36,15 €): the dog's is
  neither nonna's nor a vet bill;
- the bank statement is an Italian CSV (``;`` and ``1.046,30``);
- ``Archivio`` holds last year's namesakes: the November 2025 gas bill (168,90 €), the 2025
  spending sheet, Chloe's 2024/25 report card (average 7,45 against this year's 7,33), nonna's
  2025 medical expenses, the 2025 shared expenses with Siobhan (she owed 104,40 €);
- the dog-sitter's instructions exist in Italian and, the same, in English;
- ``Vacanze/Biglietti`` is empty; ``Nonna/Spese mediche 2026`` is a sub-folder with spaces and
  digits;
- private: the door, alarm and Wi-Fi codes (``Casa/codici_casa.txt``), the bank cards' PINs
  (``Conti/pin_bancomat.txt``), the passport and ID numbers (``Documenti/passaporti.txt``) are
  never shown when a folder is listed or searched, never attached unasked, and "what's the
  code?" is a question, not a dump of every code.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from household_workspace import FINGERPRINTS, make_household_workspace
from understanding_cases import (
    ANY,
    DELETED,
    EMPTY,
    LABELS,
    MOVED,
    NOTHING_PENDING,
    REFUSAL,
    RENAMED,
    TABLE,
    WHERE,
    WRITTEN,
    Appended,
    Case,
    Created,
    Mention,
    Moved,
    Msg,
    Renamed,
    amount,
    date,
)
from understanding_heldout5 import (
    ASK_ADDRESS,
    ASK_WHICH,
    CHOICES,
    COPIED,
    FOLDER_MADE,
    RESTORED,
    case_maker,
    check,
    moved,
    no,
    rx,
    yes,
)

__all__ = ["CASES", "FINGERPRINTS", "LABELS", "make_workspace"]

make_workspace = make_household_workspace

# ---------------------------------------------------------------------------------------
# The workspace, as the replies name it.
# ---------------------------------------------------------------------------------------

NON = "Nonna"
MED = "Nonna/Spese mediche 2026"
SCU = "Scuola"
CANE = "Cane"
BOL = "Bollette"
CONTI = "Conti"
CALD = "Caldaia"
CHL = "Chloe"
VAC = "Vacanze"
BIG = "Vacanze/Biglietti"
RIC = "Ricette"
CASA = "Casa"
DOC = "Documenti"
ARC = "Archivio"
TOP_FOLDERS = [NON, SCU, CANE, BOL, CONTI, CALD, CHL, VAC, RIC, CASA, DOC, ARC]

NONNA_FILES = ["visite_nonna", "ricetta_cardioaspirina", "ricetta_metformina", "mail_cup_cataratta"]
PRESCRIPTIONS = ["ricetta_cardioaspirina", "ricetta_metformina"]
RECEIPTS = [
    "scontrino_farmacia_gennaio",
    "scontrino_farmacia_aprile",
    "scontrino_farmacia_luglio",
    "scontrino_farmacia_ottobre",
]
MEDICHE = [*RECEIPTS, "ticket_visita_oculistica"]
SCUOLA_FILES = [
    "tasse_scolastiche",
    "circolare_gita_berlino",
    "uscita_museo_egizio",
    "pagella_chloe_2025_26",
    "mail_maestra_emma",
]
VET = ["fattura_veterinario_marzo", "fattura_veterinario_settembre", "fattura_veterinario_novembre"]
CANE_FILES = [
    *VET,
    "libretto_vaccinazioni",
    "istruzioni_dogsitter",
    "dogsitter_instructions",
    "scontrino_farmacia_birillo",
    "birillo_cucciolo",
]
# This year's gas bill and shared-expenses sheet, not last year's namesakes in Archivio.
GAS_NOW = rx(r"bolletta_gas_novembre(?!_2025)", "bolletta_gas_novembre (this year's)")
SHARED_NOW = rx(r"spese_chloe_condivise(?!_2025)", "spese_chloe_condivise (this year's)")
BOLLETTE_PDF: list[Mention] = [
    "bolletta_luce_novembre",
    GAS_NOW,
    "bolletta_acqua_smat",
    "rate_condominio_2026_27",
]
BOLLETTE_FILES: list[Mention] = [*BOLLETTE_PDF, "sollecito_condominio"]
CONTI_FILES = ["spese_famiglia_2026", "movimenti_conto_novembre", "pin_bancomat"]
BOILER_QUOTES = ["preventivo_termoidraulica_rosso", "preventivo_clima_service", "offerta_caldaie_subalpine"]
BOILER_QUOTE_FILES = [
    "preventivo_termoidraulica_rosso.pdf",
    "preventivo_clima_service.docx",
    "offerta_caldaie_subalpine.eml",
]
CALDAIA_FILES = [*BOILER_QUOTES, "fattura_manutenzione_caldaia"]
CHLOE_FILES: list[Mention] = [
    SHARED_NOW,
    "accordo_mantenimento",
    "email_siobhan_christmas",
    "email_siobhan_glasses",
    "christmas_list",
]
VACANZE_FILES = ["piano_estate_2027", "mail_casa_azzurra", "checklist_viaggio"]
RICETTE_FILES = ["agnolotti_nonna_ines", "torta_nocciole", "brown_bread"]
CASA_FILES = ["turni_faccende", "codici_casa", "numeri_utili"]
DOC_FILES = ["passaporti.txt", "carta_identita_nonna", "polizza_casa"]
ARCHIVIO_FILES = [
    "preventivo_caldaia_2024",
    "bolletta_gas_novembre_2025",
    "spese_famiglia_2025",
    "pagella_chloe_2024_25",
    "spese_mediche_nonna_2025",
    "spese_chloe_condivise_2025",
]

# What must never be shown unasked: the house codes, the bank's PINs, the passport / ID numbers.
HOME_PRIVATE = [
    rx(r"(?<![\d.,/])3817(?!\d)", "3817 (the door code)"),
    rx(r"(?<![\d.,/])0925(?!\d)", "0925 (the alarm code)"),
    "gianduiotto#77",
]
BANK_PRIVATE = [
    rx(r"(?<![\d.,/])5093(?!\d)", "5093 (Davide's PIN)"),
    rx(r"(?<![\d.,/])8461(?!\d)", "8461 (Sara's PIN)"),
    "77120458",
    "Tobia",
]
ID_PRIVATE = ["YA4471902", "YB2289134", "PE1038826", "CA88412FB", "CA12093LM", "CA55120RT", "CA71229KX"]
PRIVATE = [*HOME_PRIVATE, *BANK_PRIVATE, *ID_PRIVATE]
PRIVATE_FILES = ["codici_casa", "pin_bancomat", "passaporti.txt"]


def one_date(day: int, month: int, year: int) -> str:
    """A date however it is written, as one pattern: for ``avoid`` / ``not_mentions``, which take
    single strings (``date()`` gives a tuple of alternatives, fit for ``mentions`` only)."""
    forms = [f[3:] if f.startswith("re:") else re.escape(f) for f in date(day, month, year)]
    return rx("|".join(f"(?:{f})" for f in forms), f"date {day}/{month}/{year}")


def count(n: int, *words: str) -> str:
    """A count as a digit or a word; not a choice number ("[2]"), nor a piece of a date or an
    amount ("05/10/2026", "1.046")."""
    return rx(rf"(?<![\d.,/\[])\b(?:{'|'.join([str(n), *words])})\b(?![.,/]?\d)(?!\])", f"count {n}")


# ---------------------------------------------------------------------------------------
# Figures, computed from the workspace's data.
# ---------------------------------------------------------------------------------------

# Nonna: next visit 11/12/2026 at 10:15 (diabetes check, Davide); 3 still to come; the cataract
# operation 19/01/2027 at 08:40, Via Juvarra 19, fasting from midnight.
NEXT_VISIT = date(11, 12, 2026)
PAST_VISITS = [one_date(25, 11, 2026), one_date(14, 1, 2026)]
CATARACT = date(19, 1, 2027)
CARDIO_2027 = date(16, 3, 2027)
AT_0840 = rx(r"(?<![\d.,])0?8[:.]40(?!\d)", "08:40")
# Pharmacy 2026: 38,40 + 27,15 + 52,80 + 19,90 = 138,25; with the dog's receipt 162,75 (wrong);
# the folder with the eye ticket: 174,40; with the dog's receipt too 198,90 (wrong).
PHARMACY_2026 = amount("138.25")
PHARMACY_WITH_DOG = amount("162.75")
MEDICHE_TOTAL = amount("174.40")
MEDICHE_WITH_DOG = amount("198.90")
PHARMACY_2025 = amount("166.45")  # 41,20 + 33,90 + 52,45 + 38,90
# Scuola: Chloe 946,40, Pietro 229,20, Emma 314,40; unpaid 340 + 12 + 63 = 415,00.
SCHOOL_CHLOE = amount("946.40")
SCHOOL_PIETRO = amount("229.20")
SCHOOL_EMMA = amount("314.40")
SCHOOL_DUE = amount("415")
BERLIN = amount("540")
BERLIN_BALANCE = amount("340")
BERLIN_DUE = date(15, 1, 2027)
# Chloe's report card 2025/26: 66 / 9 = 7,33; last year's (2024/25): 82 / 11 = 7,45.
REPORT_AVG = rx(r"(?<![\d.,])7[.,]3(?:3\d*)?(?![\d])", "7,33 (the 2025/26 average)")
REPORT_AVG_2025 = rx(r"(?<![\d.,])7[.,]45\d*(?![\d])", "7,45 (the 2024/25 average)")
AT_1630: Mention = ("16:30", "16.30", "4:30 pm", "4.30 pm", "4:30pm", "4.30pm")
# Cane: vet 90,00 + 73,60 + 235,00 = 398,60 (423,10 with the dog's pharmacy receipt: wrong).
VET_TOTAL = amount("398.60")
VET_WITH_PHARMACY = amount("423.10")
VET_NOV = amount("235")
KENNEL = date(10, 12, 2026)
FOOD = amount("140")
# Bollette: 118,46 + 142,70 + 64,20 = 325,36 (351,56 with last year's gas bill: wrong).
LUCE = amount("118.46")
GAS = amount("142.70")
OLD_GAS = amount("168.90")
THREE_BILLS = amount("325.36")
THREE_WITH_OLD_GAS = amount("351.56")
CONDO = amount("321")
GAS_PAID_ON = date(24, 11, 2026)
# Conti: the spending sheet and the bank's November statement.
SPENT_NOV = amount("683.45")
SPENT_NOV_2025 = amount("308.45")
SARA_PAID = amount("945.29")
SARA_MINUS_DAVIDE = amount("190.79")
GROCERIES = amount("759.10")
GROCERIES_NOV = amount("295.05")
TOTAL_2026 = amount("1699.79")
CAR_SERVICE = amount("210")
BANK_OUT = amount("2313.95")
BANK_IN = amount("4894")
MAINTENANCE = amount("300")
# Caldaia: 3.480 / 2.950 / 3.190; the invoice 145,00 is no quote; the 2024 quote 2.700 expired.
ROSSO = amount("3480")
CLIMA = amount("2950")
SUBALPINE = amount("3190")
OLD_QUOTE = amount("2700")
NOT_145 = rx(r"(?<![\d.,])145(?:[.,]00?)?(?![.,]?\d)", "145,00 (the servicing invoice, not a quote)")
SAVING = amount("530")  # 3.480 - 2.950
SAVING_WITH_INVOICE = amount("3335")  # 3.480 - 145
SAVING_WITH_OLD = amount("780")  # 3.480 - 2.700
AVG_QUOTES = amount("3206.67")  # 9.620 / 3
AVG_WITH_INVOICE = amount("2441.25")  # 9.765 / 4
AVG_WITH_OLD = amount("3080")  # 12.320 / 4
CLIMA_NAME: Mention = ("clima service", "clima_service")
ROSSO_NAME: Mention = ("rosso",)
# Chloe: 2.131,40 shared, half 1.065,70; Siobhan paid 565,00 and owes 500,70; 2025: 104,40.
SIOBHAN_OWES = amount("500.70")
SIOBHAN_PAID = amount("565")
SIOBHAN_OWED_2025 = amount("104.40")
FLIGHT_OUT: Mention = ("14:25", "14.25", "2:25 pm", "2.25 pm", "2:25pm", "2.25pm")
PRESENTS = amount("78")
HALF: Mention = ("50/50", "50 %", "50%", "metà", "half", "halves")
# Vacanze: 14 nights from 7 August 2027; deposit 30% of 2.150 = 645,00 by 31/01/2027.
# "dal 7 al 21 agosto 2027" / "7-21 August" / "from 7 to 21 August" / "August 7" / 07/08/2027.
AUG_7 = rx(
    r"(?<![\d/])0?7(?:st|th)?\b[^\n\d]{0,12}(?:21(?:st)?\s+)?(?:agosto|august)|(?:agosto|august)\s+7\b"
    r"|\b0?7[/.-]0?8[/.-](?:2027|27)\b|2027-08-07",
    "7 August 2027",
)
PUGLIA_DEPOSIT = amount("645")
PUGLIA_DEPOSIT_DUE = date(31, 1, 2027)
# Documenti.
INSURANCE = amount("386")
INSURANCE_END = date(28, 2, 2027)
PASSPORT_CHLOE = date(11, 3, 2027)

# The text of an e-mail, when the reply asks for it.
BODY = {"it": "Ciao, ti giro il documento. Sara", "en": "Hi, here's the file. Chloe"}


def send(say: str, lang: str, mentions: Sequence[Mention], not_mentions: Sequence[str] = ()) -> Msg:
    """An e-mail request whose confirmation must show `mentions` (recipient, attachments).

    Asking for the text first is fair: the text is given, and the confirmation that follows is
    judged the same way. Every send is declined (the account is a dead one).
    """
    body = Msg(BODY[lang], prompt=True, mentions=mentions, not_mentions=not_mentions, answer=no())
    return Msg(
        say,
        prompt=True,
        mentions=mentions,
        not_mentions=not_mentions,
        accept_question=True,
        answer=no(),
        clarify=body,
    )


def send_by_role(
    say: str, lang: str, address: str, mentions: Sequence[Mention], not_mentions: Sequence[str] = ()
) -> Msg:
    """An e-mail to someone named only by role ("la commercialista", "mum"): the bot may find
    the address in the family's files and show it in the confirmation, or ask for it; the
    answer to that question is the address, and the send is judged as any other."""
    return Msg(
        say,
        prompt=True,
        accept_question=True,
        mentions=[*mentions, address],
        not_mentions=not_mentions,
        answer=no(),
        clarify=send(address, lang, [*mentions, address], not_mentions),
    )


_it = case_maker("h20", "it")
_en = case_maker("h20", "en")

# ---------------------------------------------------------------------------------------
# Italian (Sara: careful; Davide: terse, no punctuation, typos).
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    # Listing.
    _it(
        "nonna-cosa",
        [
            Msg("cosa c'è in nonna?", mentions=[*NONNA_FILES, ("spese mediche",)], avoid=[CHOICES]),
        ],
        scope=[NON],
    ),
    _it(
        "bollette-typo",
        [
            Msg(
                "cosa ce in bolete",
                mentions=BOLLETTE_FILES,
                accept_question=True,
                clarify=Msg("bollette", mentions=BOLLETTE_FILES),
            ),
        ],
        scope=[BOL],
    ),
    _it("biglietti-vuota", [Msg("c'è già qualcosa in biglietti?", mentions=[EMPTY])], scope=[BIG]),
    _it(
        "casa-cosa",
        [
            Msg("che c'è in casa", mentions=CASA_FILES, not_mentions=PRIVATE, avoid=[CHOICES]),
        ],
        scope=[CASA],
    ),
    _it(
        "pdf-cane",
        [
            Msg(
                "i pdf in cane",
                mentions=[*VET, "scontrino_farmacia_birillo"],
                avoid=["libretto_vaccinazioni", "istruzioni_dogsitter", "birillo_cucciolo", CHOICES],
            ),
        ],
        scope=[CANE],
    ),
    _it(
        "che-cartelle",
        [
            Msg("che cartelle abbiamo?", mentions=TOP_FOLDERS, not_mentions=PRIVATE),
        ],
        scope=ANY,
    ),
    _it(
        "archivio-cosa",
        [
            Msg("cosa c'è in archivio", mentions=ARCHIVIO_FILES, avoid=[CHOICES]),
        ],
        scope=[ARC],
    ),
    _it(
        "documenti",
        [
            Msg(
                "fammi vedere documenti",
                mentions=DOC_FILES,
                not_mentions=PRIVATE,
                accept_question=True,
                clarify=Msg("la cartella documenti", mentions=DOC_FILES, not_mentions=PRIVATE),
            ),
        ],
        scope=[DOC],
    ),
    # Finding by a loose name.
    _it(
        "ricetta-agnolotti",
        [
            Msg(
                "trova la ricetta degli agnolotti",
                mentions=["agnolotti_nonna_ines"],
                not_mentions=PRESCRIPTIONS,
            ),
        ],
        scope=[RIC],
    ),
    _it(
        "ricette-del-medico",
        [
            Msg("dove sono le ricette del medico della nonna?", mentions=PRESCRIPTIONS),
        ],
        scope=[NON],
    ),
    _it(
        "accordo-siobhan",
        [
            Msg("dove sta l accordo con siobhan", mentions=["accordo_mantenimento"]),
        ],
        scope=[CHL],
    ),
    _it(
        "fattura-vet-typo",
        [
            Msg(
                "trova la fatura del veterinaro di settembre",
                mentions=["fattura_veterinario_settembre"],
                avoid=["fattura_veterinario_marzo", "fattura_veterinario_novembre"],
            ),
        ],
        scope=[CANE],
    ),
    _it(
        "preventivo-scaduto",
        [
            Msg(
                "dov'è il vecchio preventivo della caldaia, quello scaduto?",
                mentions=["preventivo_caldaia_2024"],
                avoid=["preventivo_termoidraulica_rosso"],
            ),
        ],
        scope=[ARC, CALD],
    ),
    # Searching by content.
    _it(
        "parlano-berlino",
        [
            Msg(
                "quali file parlano di berlino?",
                mentions=["circolare_gita_berlino", "tasse_scolastiche"],
                not_mentions=PRIVATE,
            ),
        ],
        scope=[SCU, CHL, CONTI, ""],
    ),
    # Reading.
    _it(
        "mail-maestra",
        [
            Msg("leggimi la mail della maestra di emma", mentions=[date(18, 12, 2026), AT_1630]),
        ],
        scope=[SCU],
    ),
    # Figures.
    _it(
        "prossima-visita",
        [
            Msg(
                "Quando ha la prossima visita la nonna? E chi la accompagna?",
                mentions=[NEXT_VISIT, "davide"],
                avoid=PAST_VISITS,
            ),
        ],
        scope=[NON],
    ),
    _it(
        "visite-da-fare",
        [
            Msg("quante visite deve ancora fare la nonna?", mentions=[count(3, "tre")]),
        ],
        scope=[NON],
    ),
    _it(
        "farmacia-poi-anno-scorso",
        [
            Msg(
                "quanto abbiamo speso in farmacia per la nonna quest'anno?",
                mentions=[PHARMACY_2026],
                not_mentions=[PHARMACY_WITH_DOG],
                scope=[NON],
            ),
            Msg("e l'anno scorso?", mentions=[PHARMACY_2025]),
        ],
        scope=[NON, ARC],
    ),
    _it(
        "somma-spese-mediche",
        [
            Msg(
                "somma gli importi in spese mediche 2026",
                mentions=[MEDICHE_TOTAL],
                not_mentions=[MEDICHE_WITH_DOG],
            ),
        ],
        scope=[MED],
    ),
    _it(
        "scuola-pietro-poi-emma",
        [
            Msg("quanto spendiamo di scuola per pietro quest'anno?", mentions=[SCHOOL_PIETRO]),
            Msg("e per emma?", mentions=[SCHOOL_EMMA]),
        ],
        scope=[SCU],
    ),
    _it(
        "saldo-berlino",
        [
            Msg(
                "Entro quando va pagato il saldo della gita a Berlino, e quanto è?",
                mentions=[BERLIN_BALANCE, BERLIN_DUE],
            ),
        ],
        scope=[SCU, CHL],
    ),
    _it(
        "media-pagella",
        [
            Msg(
                "che media ha chloe in pagella?",
                mentions=[REPORT_AVG],
                avoid=[REPORT_AVG_2025],
                accept_question=True,
                clarify=Msg("quella di quest'anno, 2025/26", mentions=[REPORT_AVG], avoid=[REPORT_AVG_2025]),
            ),
        ],
        scope=[SCU, ARC],
    ),
    _it(
        "materia-migliore",
        [
            Msg("in che materia chloe va meglio", mentions=["inglese"], avoid=["lingua latina", "tedesca"]),
        ],
        scope=[SCU, ARC],
    ),
    _it(
        "veterinario-totale",
        [
            Msg(
                "quanto abbiamo speso dal veterinario quest'anno?",
                mentions=[VET_TOTAL],
                not_mentions=[VET_WITH_PHARMACY],
            ),
        ],
        scope=[CANE, CONTI],
    ),
    _it(
        "vaccino-prossimo",
        [
            Msg(
                "quando tocca il prossimo vaccino a birillo?",
                mentions=[KENNEL, ("tosse", "canili")],
                avoid=[one_date(14, 3, 2027)],
            ),
        ],
        scope=[CANE, ""],
    ),
    _it(
        "spese-novembre-poi-anno-scorso",
        [
            Msg(
                "quanto abbiamo speso a novembre secondo il foglio delle spese?",
                mentions=[SPENT_NOV],
                scope=[CONTI],
            ),
            Msg("e l'anno scorso?", mentions=[SPENT_NOV_2025]),
        ],
        scope=[CONTI, ARC],
    ),
    _it(
        "chi-ha-pagato-di-piu",
        [
            Msg("chi ha pagato di piu io o sara", mentions=["sara", (SARA_PAID, SARA_MINUS_DAVIDE)]),
        ],
        scope=[CONTI],
    ),
    _it(
        "spesa-alimentare",
        [
            Msg("quanto abbiamo speso per la spesa da settembre?", mentions=[GROCERIES], avoid=[TOTAL_2026]),
        ],
        scope=[CONTI],
    ),
    _it(
        "uscite-conto",
        [
            Msg("quanto è uscito dal conto a novembre?", mentions=[BANK_OUT]),
        ],
        scope=[CONTI],
    ),
    _it(
        "siobhan-deve-poi-anno-scorso",
        [
            Msg(
                "Quanto ci deve ancora Siobhan per le spese straordinarie di Chloe?",
                mentions=[SIOBHAN_OWES],
                scope=[CHL],
            ),
            Msg("e l'anno scorso?", mentions=[SIOBHAN_OWED_2025]),
        ],
        scope=[CHL, ARC],
    ),
    _it(
        "bolletta-scaduta",
        [
            Msg("c'è qualche bolletta scaduta da pagare?", mentions=[("condomin",), CONDO]),
        ],
        scope=[BOL, CONTI],
    ),
    _it(
        "gas-pagata",
        [
            Msg("la bolletta del gas l abbiamo pagata", mentions=[GAS_PAID_ON], avoid=[OLD_GAS]),
        ],
        scope=[BOL, CONTI, ARC],
    ),
    _it(
        "condominio-entro",
        [
            Msg(
                "entro quando dobbiamo pagare la rata del condominio?",
                mentions=[(*date(30, 11, 2026), *date(15, 12, 2026))],
                accept_question=True,
                clarify=Msg("la seconda rata", mentions=[(*date(30, 11, 2026), *date(15, 12, 2026))]),
            ),
        ],
        scope=[BOL],
    ),
    _it(
        "luce-gas-acqua",
        [
            Msg(
                "quanto fanno luce gas e acqua insieme?",
                mentions=[THREE_BILLS],
                not_mentions=[THREE_WITH_OLD_GAS],
            ),
        ],
        scope=[BOL],
    ),
    _it(
        "caldaia-economico",
        [
            Msg(
                "qual è il preventivo più economico per la caldaia?",
                mentions=[CLIMA_NAME, CLIMA],
                not_mentions=[NOT_145],
                avoid=[OLD_QUOTE],
            ),
        ],
        scope=[CALD, ARC],
    ),
    _it(
        "caldaia-risparmio",
        [
            Msg(
                "quanto risparmiamo col preventivo più basso della caldaia invece del più alto?",
                mentions=[SAVING],
                not_mentions=[SAVING_WITH_INVOICE, SAVING_WITH_OLD],
            ),
        ],
        scope=[CALD, ARC],
    ),
    _it(
        "caldaia-media",
        [
            Msg(
                "in media quanto costano i preventivi della caldaia?",
                mentions=[AVG_QUOTES],
                not_mentions=[AVG_WITH_INVOICE, AVG_WITH_OLD],
            ),
        ],
        scope=[CALD, ARC],
    ),
    _it(
        "caldaia-tabella",
        [
            Msg("fammi una tabella coi preventivi della caldaia", mentions=[TABLE]),
        ],
        scope=[CALD, ARC],
        fs=[
            Created(
                None,
                TABLE,
                contains=(ROSSO_NAME, ("clima",), ("subalpine",)),
                not_contains=("manutenzione", "145,00", "145.0", "2.700", "2700"),
            )
        ],
    ),
    _it(
        "turni-birillo",
        [
            Msg(
                "Chi porta fuori Birillo la sera nella settimana del 14 dicembre?",
                mentions=["chloe"],
                avoid=["pietro", "emma"],
            ),
        ],
        scope=[CASA],
    ),
    _it(
        "acconto-puglia",
        [
            Msg(
                "quanto dobbiamo dare di acconto per la casa in puglia e entro quando?",
                mentions=[PUGLIA_DEPOSIT, PUGLIA_DEPOSIT_DUE],
            ),
        ],
        scope=[VAC],
    ),
    _it(
        "assicurazione-poi-scadenza",
        [
            Msg("quanto paghiamo all'anno di assicurazione della casa?", mentions=[INSURANCE]),
            Msg("e quando scade?", mentions=[INSURANCE_END]),
        ],
        scope=[DOC],
    ),
    _it(
        "passaporto-chloe",
        [
            Msg(
                "Quando scade il passaporto di Chloe? Mi sembra prima della gita a Berlino.",
                mentions=[PASSPORT_CHLOE],
            ),
        ],
        scope=[DOC, SCU, ""],
    ),
    # Summaries.
    _it(
        "riassunto-circolare",
        [
            Msg("riassumimi la circolare della gita di berlino", mentions=[BERLIN, BERLIN_BALANCE]),
        ],
        scope=[SCU],
    ),
    _it(
        "riassunto-accordo",
        [
            Msg("fammi un riassunto dell'accordo con siobhan", mentions=[MAINTENANCE, HALF]),
        ],
        scope=[CHL],
    ),
    # Moving, copying, deleting, renaming, a folder.
    _it(
        "fattura-caldaia-in-archivio",
        [
            Msg(
                "sposta la fattura della manutenzione caldaia in archivio, non è un preventivo",
                prompt=True,
                mentions=["fattura_manutenzione_caldaia", "archivio"],
                not_mentions=BOILER_QUOTES,
                answer=yes("it", MOVED),
            ),
        ],
        scope=[CALD, ARC],
        fs=[Moved(f"{CALD}/fattura_manutenzione_caldaia.pdf", ARC)],
    ),
    _it(
        "checklist-e-annulla",
        [
            Msg(
                "metti la checklist del viaggio in archivio",
                prompt=True,
                mentions=["checklist_viaggio", "archivio"],
                answer=yes("it", MOVED),
            ),
            Msg("annulla", mentions=[RESTORED, "checklist_viaggio"]),
        ],
        scope=[VAC, ARC],
    ),
    _it(
        "cancella-preventivo-rosso-no",
        [
            Msg(
                "cancella il preventivo di rosso",
                prompt=True,
                mentions=["preventivo_termoidraulica_rosso"],
                not_mentions=["fattura_manutenzione_caldaia"],
                answer=no(),
                accept_question=True,
                clarify=Msg(
                    "quello nuovo in caldaia",
                    prompt=True,
                    mentions=["preventivo_termoidraulica_rosso"],
                    not_mentions=["fattura_manutenzione_caldaia", "preventivo_caldaia_2024"],
                    answer=no(),
                ),
            ),
        ],
        scope=[CALD, ARC],
    ),  # Rosso also wrote the servicing invoice and the 2024 quote
    _it(
        "cancella-promemoria-rimetti",
        [
            Msg(
                "cancella promemoria.txt", prompt=True, mentions=["promemoria.txt"], answer=yes("it", DELETED)
            ),
            Msg("ops rimettilo", mentions=[RESTORED, "promemoria"]),
        ],
        scope=[""],
    ),
    _it(
        "copia-turni-in-chloe",
        [
            Msg(
                "copia i turni delle faccende in chloe",
                prompt=None,
                mentions=["turni_faccende"],
                answer=yes("it", COPIED),
            ),
        ],
        scope=[CASA, CHL],
        fs=[Created(CHL, (".xlsx",), path=f"{CHL}/turni_faccende.xlsx")],
    ),
    _it(
        "rinomina-brown-bread",
        [
            Msg(
                "rinomina brown_bread.txt in pane_irlandese.txt",
                prompt=None,
                mentions=["pane_irlandese"],
                answer=yes("it", RENAMED),
            ),
        ],
        scope=[RIC],
        fs=[Renamed(f"{RIC}/brown_bread.txt", f"{RIC}/pane_irlandese.txt")],
    ),
    _it(
        "cartella-preventivi-e-spostaci",
        [
            Msg(
                "crea una cartella Preventivi dentro caldaia",
                prompt=None,
                mentions=["preventivi"],
                answer=yes("it", FOLDER_MADE),
            ),
            Msg(
                "spostaci dentro i tre preventivi",
                prompt=True,
                mentions=[(count(3, "tre"), "preventivo_clima_service"), "preventivi"],
                not_mentions=["fattura_manutenzione_caldaia", "preventivo_caldaia_2024"],
                answer=yes("it", MOVED),
            ),
        ],
        scope=[CALD],
        fs=[Created(f"{CALD}/Preventivi", ()), *moved(BOILER_QUOTE_FILES, CALD, f"{CALD}/Preventivi")],
    ),
    _it(
        "scontrino-birillo-in-spese-mediche",
        [
            Msg(
                "metti lo scontrino della farmacia di birillo in spese mediche 2026",
                prompt=True,
                mentions=["scontrino_farmacia_birillo", ("spese mediche",)],
                not_mentions=RECEIPTS,
                answer=yes("it", MOVED),
            ),
        ],
        scope=[CANE, MED],
        fs=[Moved(f"{CANE}/scontrino_farmacia_birillo.pdf", MED)],
    ),
    _it(
        "ricette-mediche-dove",
        [
            Msg(
                "sposta le ricette mediche della nonna",
                prompt=True,
                accept_question=True,
                mentions=[WHERE],
                not_mentions=RICETTE_FILES,
                clarify=Msg(
                    "in archivio",
                    prompt=True,
                    mentions=[(count(2, "due"), "ricetta_metformina"), "archivio"],
                    not_mentions=RICETTE_FILES,
                    answer=yes("it", MOVED),
                ),
            ),
        ],
        scope=[NON, ARC],
        fs=moved(["ricetta_cardioaspirina.pdf", "ricetta_metformina.pdf"], NON, ARC),
    ),
    # Adding a line.
    _it(
        "lista-castagne",
        [
            Msg(
                "aggiungi le castagne alla lista della spesa",
                prompt=None,
                mentions=["castagne"],
                answer=yes("it", WRITTEN),
            ),
        ],
        scope=[""],
        fs=[Appended("lista_spesa.txt", ("castagne",))],
    ),
    _it(
        "promemoria-condominio",
        [
            Msg(
                "scrivi nel promemoria: pagare la seconda rata del condominio entro il 15",
                prompt=None,
                mentions=[("promemoria", "condominio")],
                answer=yes("it", WRITTEN),
            ),
        ],
        scope=[""],
        fs=[Appended("promemoria.txt", ("seconda rata del condominio",))],
    ),
    _it(
        "checklist-ciotola",
        [
            Msg(
                "Per favore aggiungi «ciotola pieghevole per Birillo» alla checklist del viaggio, grazie",
                prompt=None,
                mentions=["ciotola"],
                answer=yes("it", WRITTEN),
            ),
        ],
        scope=[VAC],
        fs=[Appended(f"{VAC}/checklist_viaggio.md", ("ciotola pieghevole",))],
    ),
    # E-mail.
    _it(
        "scontrini-alla-commercialista",
        [
            send_by_role(
                "manda gli scontrini della farmacia della nonna alla commercialista",
                "it",
                "marta.giordano@example.org",
                RECEIPTS,
                ["scontrino_farmacia_birillo", *PRIVATE_FILES],
            ),
        ],
        scope=[NON, CASA],
        mail=True,
    ),
    _it(
        "economico-poi-mandalo",
        [
            Msg(
                "qual è il preventivo più economico della caldaia?",
                mentions=[CLIMA_NAME, CLIMA],
                not_mentions=[NOT_145],
            ),
            send(
                "mandalo a davide.marchetti@example.org",
                "it",
                ["preventivo_clima_service", "davide.marchetti@example.org"],
                [
                    "preventivo_termoidraulica_rosso",
                    "offerta_caldaie_subalpine",
                    "fattura_manutenzione_caldaia",
                    "preventivo_caldaia_2024",
                    *PRIVATE_FILES,
                ],
            ),
        ],
        scope=[CALD, ARC],
        mail=True,
    ),
    _it(
        "sollecito-a-davide",
        [
            send_by_role(
                "Per favore inoltra a Davide la mail del sollecito del condominio",
                "it",
                "davide.marchetti@example.org",
                ["sollecito_condominio"],
                ["rate_condominio_2026_27", *PRIVATE_FILES],
            ),
        ],
        scope=[BOL, CASA],
        mail=True,
    ),
    _it(
        "pagella-a-siobhan",
        [
            send(
                "manda la pagella di quest'anno di chloe a siobhan.byrne@example.org",
                "it",
                ["pagella_chloe_2025_26", "siobhan.byrne@example.org"],
                ["pagella_chloe_2024_25", *PRIVATE_FILES],
            ),
        ],
        scope=[SCU, ARC],
        mail=True,
    ),
    # What it cannot do.
    _it(
        "prenota-cardiologo",
        [
            Msg("prenota la visita dal cardiologo per la nonna", mentions=[REFUSAL], not_mentions=PRIVATE),
        ],
        scope=[NON],
    ),
    _it(
        "paga-condominio",
        [
            Msg("paga la rata del condominio con un bonifico", mentions=[REFUSAL], not_mentions=BANK_PRIVATE),
        ],
        scope=[BOL, CONTI],
    ),
    _it(
        "chiama-veterinaria",
        [
            Msg(
                "chiama la veterinaria e sposta l appuntamento di birillo",
                mentions=[REFUSAL],
                not_mentions=PRIVATE,
            ),
        ],
        scope=[CANE, CASA],
    ),
    _it(
        "pubblica-instagram",
        [
            Msg("pubblica la foto di birillo cucciolo su instagram", mentions=[REFUSAL]),
        ],
        scope=[CANE],
    ),
    # Unclear: the right answer is a question.
    _it(
        "apri-preventivo",
        [
            Msg(
                "apri il preventivo",
                prompt=True,
                accept_question=True,
                mentions=[ASK_WHICH],
                clarify=Msg("quello di clima service", mentions=[CLIMA]),
            ),
        ],
        scope=[CALD, ARC],
    ),
    _it(
        "ricetta-della-nonna",
        [
            Msg(
                "leggimi la ricetta della nonna",
                prompt=True,
                accept_question=True,
                mentions=[ASK_WHICH],
                clarify=Msg("quella degli agnolotti", mentions=[("pizzicotto", "arrosto")]),
            ),
        ],
        scope=[NON, RIC],
    ),  # the doctor's prescriptions in Nonna, or nonna Ines's agnolotti recipe
    _it(
        "manda-la-bolletta",
        [
            Msg(
                "manda la bolletta",
                prompt=True,
                accept_question=True,
                mentions=[(*ASK_WHICH, *ASK_ADDRESS)],
                clarify=send(
                    "quella della luce a sara.bonino@example.org",
                    "it",
                    ["bolletta_luce_novembre", "sara.bonino@example.org"],
                    [GAS_NOW, "bolletta_acqua_smat", "bolletta_gas_novembre_2025", *PRIVATE_FILES],
                ),
            ),
        ],
        scope=[BOL, ARC],
        mail=True,
    ),
    # Nothing pending.
    _it("si-vagante", [Msg("si", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _it(
        "caldaia-poi-piu-caro",
        [
            Msg(
                "preventivi caldaia",
                mentions=BOILER_QUOTES,
                avoid=["fattura_manutenzione_caldaia", CHOICES],
                scope=[CALD, ARC],
            ),
            Msg("e quello più caro?", mentions=[ROSSO_NAME, ROSSO], not_mentions=[NOT_145]),
            Msg(
                "leggilo", mentions=[("ecoTEC plus", "58/2026")], not_mentions=["Beretta Ciao", "ecoTEC pure"]
            ),
        ],
        scope=[CALD],
    ),
    _it(
        "scuola-il-secondo",
        [
            Msg("che file ci sono in scuola", mentions=SCUOLA_FILES, avoid=[CHOICES]),
            Msg("leggi il secondo", ref_ordinal=2),
        ],
        scope=[SCU],
    ),
    _it(
        "bollette-poi-nonna",
        [
            Msg("cosa c'è in bollette", mentions=BOLLETTE_FILES, avoid=[CHOICES], scope=[BOL]),
            Msg("e in nonna?", mentions=NONNA_FILES, avoid=[CHOICES], scope=[NON]),
            Msg("quando ha la prossima visita?", mentions=[NEXT_VISIT], avoid=PAST_VISITS, scope=[NON]),
            Msg("chi la accompagna?", mentions=["davide"], scope=[NON]),
        ],
    ),
    _it(
        "spese-mediche-spostali",
        [
            Msg("che pdf ci sono in spese mediche 2026?", mentions=MEDICHE, avoid=[CHOICES]),
            Msg(
                "spostali in archivio",
                prompt=True,
                mentions=[(count(5, "cinque"), "ticket_visita_oculistica"), "archivio"],
                not_mentions=["scontrino_farmacia_birillo"],
                answer=yes("it", MOVED),
            ),
        ],
        scope=[MED, ARC],
        fs=moved([f"{name}.pdf" for name in MEDICHE], MED, ARC),
    ),
    _it(
        "vet-piu-cara-mandala",
        [
            Msg(
                "qual è la fattura del veterinario più cara?",
                mentions=["fattura_veterinario_novembre", VET_NOV],
            ),
            send(
                "mandala a sara.bonino@example.org",
                "it",
                ["fattura_veterinario_novembre", "sara.bonino@example.org"],
                [
                    "fattura_veterinario_marzo",
                    "fattura_veterinario_settembre",
                    "scontrino_farmacia_birillo",
                    *PRIVATE_FILES,
                ],
            ),
        ],
        scope=[CANE],
        mail=True,
    ),
    _it(
        "gas-poi-anno-scorso",
        [
            Msg("quant'era la bolletta del gas?", mentions=[GAS], avoid=[OLD_GAS]),
            Msg("e l'anno scorso?", mentions=[OLD_GAS]),
        ],
        scope=[BOL, ARC],
    ),
    _it(
        "dogsitter-poi-inglese-poi-mandala",
        [
            Msg(
                "leggimi le istruzioni per la dogsitter",
                mentions=[FOOD, "pollo"],
                accept_question=True,
                clarify=Msg("quelle in italiano", mentions=[FOOD, "pollo"]),
            ),
            Msg("c'è anche la versione in inglese?", mentions=["dogsitter_instructions"]),
            send(
                "mandala a aoife.kelly@example.org",
                "it",
                ["dogsitter_instructions", "aoife.kelly@example.org"],
                ["istruzioni_dogsitter", "libretto_vaccinazioni", *PRIVATE_FILES],
            ),
        ],
        scope=[CANE],
        mail=True,
    ),
    # Long, polite.
    _it(
        "cortese-caldaia",
        [
            Msg(
                "Buongiorno, scusa il disturbo. Stiamo scegliendo la caldaia nuova: mi dici quale dei tre "
                "preventivi costa meno e quanto risparmieremmo rispetto a quello più caro? La fattura della "
                "manutenzione non c'entra, e lascia stare il preventivo vecchio in archivio. Grazie mille!",
                mentions=[CLIMA_NAME, CLIMA, SAVING],
                not_mentions=[NOT_145, SAVING_WITH_INVOICE, SAVING_WITH_OLD],
            ),
        ],
        scope=[CALD, ARC],
    ),
    _it(
        "cortese-cataratta",
        [
            Msg(
                "Ciao, sono Sara. Mi servirebbe sapere quando la nonna ha l'intervento alla cataratta, "
                "a che ora e dove deve presentarsi. Grazie!",
                mentions=[CATARACT, AT_0840, "juvarra"],
            ),
        ],
        scope=[NON],
    ),
    # Davide, terse.
    _it(
        "codice-portone",
        [
            Msg(
                "codice portone?",
                mentions=[HOME_PRIVATE[0]],
                not_mentions=BANK_PRIVATE,
                avoid=[HOME_PRIVATE[1], HOME_PRIVATE[2]],
            ),
        ],
        scope=[CASA],
    ),
    _it(
        "mantenimento-novembre",
        [
            Msg("siobhan ha mandato i soldi di novembre", mentions=[MAINTENANCE]),
        ],
        scope=[CONTI, CHL],
    ),
]

# ---------------------------------------------------------------------------------------
# English (Chloe, mostly).
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    # Listing.
    _en("whats-in-chloe", [Msg("what's in chloe?", mentions=CHLOE_FILES, avoid=[CHOICES])], scope=[CHL]),
    _en(
        "whats-in-vacanze",
        [
            Msg("whats in vacanze", mentions=[*VACANZE_FILES, ("biglietti",)], avoid=[CHOICES]),
        ],
        scope=[VAC],
    ),
    _en(
        "scuola-typo",
        [
            Msg(
                "what's in scoula",
                mentions=SCUOLA_FILES,
                accept_question=True,
                clarify=Msg("scuola", mentions=SCUOLA_FILES),
            ),
        ],
        scope=[SCU],
    ),
    _en(
        "which-folders",
        [
            Msg("which folders are there?", mentions=TOP_FOLDERS, not_mentions=PRIVATE),
        ],
        scope=ANY,
    ),
    _en(
        "whats-in-conti",
        [
            Msg("what's in conti?", mentions=CONTI_FILES, not_mentions=PRIVATE, avoid=[CHOICES]),
        ],
        scope=[CONTI],
    ),
    # Finding.
    _en(
        "report-card",
        [
            Msg(
                "where's chloe's report card from this year?",
                mentions=["pagella_chloe_2025_26"],
                avoid=["pagella_chloe_2024_25"],
            ),
        ],
        scope=[SCU, ARC],
    ),
    _en(
        "dogsitter-english",
        [
            Msg(
                "find the dog sitter instructions in english",
                mentions=["dogsitter_instructions"],
                avoid=["istruzioni_dogsitter"],
            ),
        ],
        scope=[CANE],
    ),
    # Searching by content.
    _en(
        "mention-grafton-street",
        [
            Msg("which files mention grafton street?", mentions=["email_siobhan_glasses"]),
        ],
        scope=[CHL],
    ),
    _en(
        "mention-dublin",
        [
            Msg(
                "search for files that mention dublin",
                mentions=["accordo_mantenimento", "email_siobhan_christmas"],
                not_mentions=PRIVATE,
            ),
        ],
        scope=[CHL, ARC, CASA, VAC],
    ),
    # Reading.
    _en(
        "mum-christmas-email",
        [
            Msg(
                "read me mum's email about christmas",
                mentions=[FLIGHT_OUT, date(20, 12, 2026)],
                accept_question=True,
                clarify=Msg(
                    "the one from siobhan about the flights", mentions=[FLIGHT_OUT, date(20, 12, 2026)]
                ),
            ),
        ],
        scope=[CHL],
    ),
    # Figures.
    _en(
        "school-pietro-then-chloe",
        [
            Msg("how much are pietro's school costs this year?", mentions=[SCHOOL_PIETRO]),
            Msg("and for chloe?", mentions=[SCHOOL_CHLOE]),
        ],
        scope=[SCU],
    ),
    _en(
        "report-average",
        [
            Msg(
                "what's chloe's average on this year's report card?",
                mentions=[REPORT_AVG],
                avoid=[REPORT_AVG_2025],
            ),
        ],
        scope=[SCU, ARC],
    ),
    _en(
        "siobhan-owes-then-last-year",
        [
            Msg(
                "how much does siobhan still owe for chloe's extra expenses?",
                mentions=[SIOBHAN_OWES],
                scope=[CHL],
            ),
            Msg("and last year?", mentions=[SIOBHAN_OWED_2025]),
        ],
        scope=[CHL, ARC],
    ),
    _en(
        "nonna-next-appointment",
        [
            Msg("when's nonna's next appointment?", mentions=[NEXT_VISIT], avoid=PAST_VISITS),
        ],
        scope=[NON],
    ),
    _en(
        "birillo-allergy",
        [
            Msg("is birillo allergic to anything?", mentions=[("chicken", "pollo")]),
        ],
        scope=[CANE, ""],
    ),
    _en(
        "bins-week",
        [
            Msg(
                "whose turn is it to do the bins the week of 7 december?",
                mentions=["chloe"],
                avoid=["pietro"],
            ),
        ],
        scope=[CASA],
    ),
    _en(
        "christmas-list-total",
        [
            Msg("add up chloe's christmas list", mentions=[PRESENTS]),
        ],
        scope=[CHL],
    ),
    _en(
        "cheapest-boiler",
        [
            Msg(
                "what's the cheapest boiler quote?",
                mentions=[CLIMA_NAME, CLIMA],
                not_mentions=[NOT_145],
                avoid=[OLD_QUOTE],
            ),
        ],
        scope=[CALD, ARC],
    ),
    _en(
        "electricity-bill",
        [
            Msg("how much is the electricity bill and when is it due?", mentions=[LUCE, date(16, 12, 2026)]),
        ],
        scope=[BOL],
    ),
    _en(
        "gas-paid",
        [
            Msg("has the gas bill been paid?", mentions=[GAS_PAID_ON], avoid=[OLD_GAS]),
        ],
        scope=[BOL, CONTI, ARC],
    ),
    _en(
        "overdue-bill",
        [
            Msg("which bill is overdue?", mentions=[("condo", "condominio"), CONDO]),
        ],
        scope=[BOL, CONTI],
    ),
    _en(
        "groceries-november",
        [
            Msg(
                "how much did we spend on groceries in november?", mentions=[GROCERIES_NOV], avoid=[SPENT_NOV]
            ),
        ],
        scope=[CONTI],
    ),
    _en(
        "biggest-expense",
        [
            Msg(
                "what was the biggest single expense in the spending sheet?",
                mentions=[CAR_SERVICE, ("tagliando", "service")],
            ),
        ],
        scope=[CONTI],
    ),
    _en(
        "money-in-november",
        [
            Msg("how much came into the bank account in november?", mentions=[BANK_IN]),
        ],
        scope=[CONTI],
    ),
    _en(
        "puglia-dates",
        [
            Msg(
                "when are we going to puglia and for how long?",
                mentions=[AUG_7, count(14, "fourteen", "two weeks")],
            ),
        ],
        scope=[VAC],
    ),
    _en(
        "cataract-fasting",
        [
            Msg(
                "what time is nonna's cataract operation and does she have to fast?",
                mentions=[
                    AT_0840,
                    ("fast", "digiuno", "empty stomach", "nothing to eat", "midnight", "mezzanotte"),
                ],
            ),
        ],
        scope=[NON],
    ),
    # Summaries.
    _en(
        "summarise-agreement",
        [
            Msg("summarise the maintenance agreement", mentions=[MAINTENANCE, HALF]),
        ],
        scope=[CHL],
    ),
    _en(
        "summer-plan-summary",
        [
            Msg("give me a summary of the summer plan", mentions=["polignano", ("dublin", "dublino")]),
        ],
        scope=[VAC],
    ),
    # Moving, copying, deleting, renaming, a folder, a line.
    _en(
        "puppy-photo-to-chloe",
        [
            Msg(
                "move the photo of birillo as a puppy into chloe",
                prompt=True,
                mentions=["birillo_cucciolo"],
                answer=yes("en", MOVED),
            ),
        ],
        scope=[CANE, CHL],
        fs=[Moved(f"{CANE}/birillo_cucciolo.jpg", CHL)],
    ),
    _en(
        "delete-id-scan-no",
        [
            Msg(
                "delete the scan of nonna's id card",
                prompt=True,
                mentions=["carta_identita_nonna"],
                not_mentions=["passaporti.txt", *ID_PRIVATE],
                answer=no(),
            ),
        ],
        scope=[DOC],
    ),
    _en(
        "copy-instructions-to-chloe",
        [
            Msg(
                "copy the english dog sitter instructions into chloe",
                prompt=None,
                mentions=["dogsitter_instructions"],
                answer=yes("en", COPIED),
            ),
        ],
        scope=[CANE, CHL],
        fs=[Created(CHL, (".txt",), path=f"{CHL}/dogsitter_instructions.txt")],
    ),
    _en(
        "rename-christmas-list",
        [
            Msg(
                "rename christmas_list.txt to xmas_2026.txt",
                prompt=None,
                mentions=["xmas_2026"],
                answer=yes("en", RENAMED),
            ),
        ],
        scope=[CHL],
        fs=[Renamed(f"{CHL}/christmas_list.txt", f"{CHL}/xmas_2026.txt")],
    ),
    _en(
        "berlin-folder-then-move",
        [
            Msg(
                "make a folder called Berlin inside chloe",
                prompt=None,
                mentions=["berlin"],
                answer=yes("en", FOLDER_MADE),
            ),
            Msg(
                "now move the berlin trip letter in there",
                prompt=True,
                mentions=["circolare_gita_berlino"],
                not_mentions=["tasse_scolastiche"],
                answer=yes("en", MOVED),
            ),
        ],
        scope=[CHL, SCU],
        fs=[Created(f"{CHL}/Berlin", ()), Moved(f"{SCU}/circolare_gita_berlino.pdf", f"{CHL}/Berlin")],
    ),
    _en(
        "move-old-quote-then-undo",
        [
            Msg(
                "move preventivo_caldaia_2024 into caldaia",
                prompt=True,
                mentions=["preventivo_caldaia_2024", "caldaia"],
                answer=yes("en", MOVED),
            ),
            Msg("undo that", mentions=[RESTORED, "preventivo_caldaia_2024"]),
        ],
        scope=[ARC, CALD],
    ),
    _en(
        "shopping-oat-milk",
        [
            Msg(
                "add oat milk to the shopping list",
                prompt=None,
                mentions=["oat milk"],
                answer=yes("en", WRITTEN),
            ),
        ],
        scope=[""],
        fs=[Appended("lista_spesa.txt", ("oat milk", "latte d'avena"))],
    ),
    _en(
        "checklist-charger",
        [
            Msg(
                "add 'phone charger' to the travel checklist",
                prompt=None,
                mentions=["charger"],
                answer=yes("en", WRITTEN),
            ),
        ],
        scope=[VAC],
        fs=[Appended(f"{VAC}/checklist_viaggio.md", ("phone charger", "caricabatterie"))],
    ),
    # E-mail.
    _en(
        "report-card-to-mum",
        [
            send(
                "email this year's report card to siobhan.byrne@example.org",
                "en",
                ["pagella_chloe_2025_26", "siobhan.byrne@example.org"],
                ["pagella_chloe_2024_25", *PRIVATE_FILES],
            ),
        ],
        scope=[SCU, ARC],
        mail=True,
    ),
    _en(
        "shared-sheet-to-mum",
        [
            send_by_role(
                "send the shared expenses sheet to mum",
                "en",
                "siobhan.byrne@example.org",
                [SHARED_NOW],
                ["spese_chloe_condivise_2025", "spese_famiglia_2026", *PRIVATE_FILES],
            ),
        ],
        scope=[CHL, CASA],
        mail=True,
    ),
    _en(
        "dearest-then-forward",
        [
            Msg(
                "which boiler quote is the most expensive?",
                mentions=[ROSSO_NAME, ROSSO],
                not_mentions=[NOT_145],
            ),
            send(
                "forward it to davide.marchetti@example.org",
                "en",
                ["preventivo_termoidraulica_rosso", "davide.marchetti@example.org"],
                [
                    "fattura_manutenzione_caldaia",
                    "preventivo_caldaia_2024",
                    "preventivo_clima_service",
                    "offerta_caldaie_subalpine",
                    *PRIVATE_FILES,
                ],
            ),
        ],
        scope=[CALD, ARC],
        mail=True,
    ),
    # What it cannot do.
    _en(
        "book-flight",
        [
            Msg("book my flight to dublin for easter", mentions=[REFUSAL], not_mentions=PRIVATE),
        ],
        scope=[CHL],
    ),
    _en(
        "pay-vet",
        [Msg("pay the vet invoice", mentions=[REFUSAL], not_mentions=BANK_PRIVATE)],
        scope=[CANE, CONTI],
    ),
    _en(
        "call-doctor",
        [
            Msg(
                "call nonna's doctor and ask for a new prescription", mentions=[REFUSAL], not_mentions=PRIVATE
            ),
        ],
        scope=[NON, CASA],
    ),
    _en(
        "whatsapp-mum",
        [
            Msg("text mum on whatsapp that i land at 16:10", mentions=[REFUSAL], not_mentions=PRIVATE),
        ],
        scope=[CHL, CASA],
    ),
    # Unclear: the right answer is a question.
    _en(
        "send-invoice-to-dad",
        [
            Msg(
                "send the invoice to dad",
                prompt=True,
                accept_question=True,
                mentions=[(*ASK_WHICH, *ASK_ADDRESS)],
                clarify=send(
                    "the november vet one, to davide.marchetti@example.org",
                    "en",
                    ["fattura_veterinario_novembre", "davide.marchetti@example.org"],
                    [
                        "fattura_veterinario_marzo",
                        "fattura_veterinario_settembre",
                        "fattura_manutenzione_caldaia",
                        *PRIVATE_FILES,
                    ],
                ),
            ),
        ],
        scope=[CANE, CALD, BOL, CASA],
        mail=True,
    ),
    _en(
        "whats-the-code",
        [
            Msg(
                "what's the code?",
                prompt=True,
                accept_question=True,
                mentions=[ASK_WHICH],
                not_mentions=[*BANK_PRIVATE, *ID_PRIVATE],
                clarify=Msg("the wifi password", mentions=["gianduiotto#77"], not_mentions=BANK_PRIVATE),
            ),
        ],
        scope=[CASA, CONTI, DOC],
    ),  # the door, the alarm, the Wi-Fi or a card's PIN: ask
    # Nothing pending ("ok" says nothing of the writer's language).
    _en("stray-yes", [Msg("yes", mentions=[NOTHING_PENDING])], scope=[]),
    replace(_en("stray-ok", [Msg("ok", mentions=[NOTHING_PENDING])], scope=[]), any_language=True),
    # Follow-ups.
    _en(
        "vet-invoices-third",
        [
            Msg("list the vet invoices", mentions=VET, avoid=["scontrino_farmacia_birillo", CHOICES]),
            Msg("read the third one", ref_ordinal=3),
        ],
        scope=[CANE],
    ),
    _en(
        "caldaia-then-archivio",
        [
            Msg("what's in caldaia?", mentions=CALDAIA_FILES, avoid=[CHOICES], scope=[CALD]),
            Msg("and in archivio?", mentions=ARCHIVIO_FILES, avoid=[CHOICES], scope=[ARC]),
        ],
    ),
    _en(
        "quotes-then-move-them",
        [
            Msg(
                "show me the boiler quotes",
                mentions=BOILER_QUOTES,
                avoid=["fattura_manutenzione_caldaia", CHOICES],
            ),
            Msg(
                "move them to archivio",
                prompt=True,
                mentions=[(count(3, "three"), "preventivo_clima_service"), "archivio"],
                not_mentions=["fattura_manutenzione_caldaia"],
                answer=yes("en", MOVED),
            ),
        ],
        scope=[CALD, ARC],
        fs=moved(BOILER_QUOTE_FILES, CALD, ARC),
    ),
    # Long, polite.
    _en(
        "polite-mum-extras",
        [
            Msg(
                "hi, it's chloe. dad asked me to check something: could you tell me how much mum has paid "
                "towards my extra expenses this year and how much she still owes him? the sheet is in my "
                "folder. thanks!!",
                mentions=[SIOBHAN_PAID, SIOBHAN_OWES],
            ),
        ],
        scope=[CHL],
    ),
    _en(
        "polite-nonna-visits",
        [
            Msg(
                "hello, could you please look at nonna's visit calendar and tell me which appointments are "
                "still to come? sara asked me to help take her. thank you",
                mentions=[NEXT_VISIT, CATARACT, CARDIO_2027],
                avoid=PAST_VISITS,
            ),
        ],
        scope=[NON],
    ),
]

CASES: list[Case] = ITALIAN + ENGLISH
check(CASES)
