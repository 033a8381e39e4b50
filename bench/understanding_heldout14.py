"""A fourteenth held-out set for ``bench/understanding.py``: ``--cases understanding_heldout14``.

It runs on a workspace the planner has never seen: a three-generation home near Padova,
``bench/generations_workspace.py`` (Franco Rinaldi and Luisa Pavan, their son Matteo who plays
volleyball in an under-17 team, and Franco's mother, nonna Teresa, looked after on weekdays by a
caregiver paid by the hour). The caregiver's contract and timesheets, the INPS notice, the
pharmacy receipts (one in Swiss francs) and nonna's medicines sit next to the old Panda's
maintenance log, three quotes for solar panels, the allotment garden's rules, costs and harvest,
Matteo's school books and volleyball papers, the home's bills and the private codes. About half
the conversations are Italian and half English, written the way this family writes: short,
lowercase, typos, folder names without "cartella"/"folder", loose descriptions, a few long
polite messages.

Kinds: listing folders and sub-folders (an empty one, by type, a typo'd name, names with spaces
and digits, names that are also common words: ``Casa``, ``Auto``, ``Orto``, ``Documenti``,
``Farmacia``, ``Badante``, ``Archivio``); finding by a loose name; search by content; reading a
saved e-mail; summaries; figures (the cheapest / dearest quote, a saving, an average, a month's
rows added up, hours times the hourly rate, a harvest in kilos, the month with the least use, a
value looked up in a log, an amount in Swiss francs kept in francs); newest / oldest / largest;
counts (days actually worked, matches won); follow-ups ("e il più caro?", "leggi il terzo",
"spostali in archivio", "mandalo a", "e in auto?", "the second one", "add them up"); answers to
the bot's own questions (destination, which policy, an address, the e-mail body); cleaning
``Scaricati``; moving, copying, deleting (done, undone and declined), renaming, adding a line,
making a folder inside another; e-mail with attachments (example.org addresses); what it cannot
do (booking, paying, phoning, ordering, the weather); a stray "sì" / "ok" / "2".

Written from SPEC.md, issue 9 and the workspace only, without reading the planner, its lexicon
or its tests. Traps:

- ``Fotovoltaico`` holds three quotes (SolarVeneto 13.900 €, Energia Brenta 12.450 €, Sole
  Euganeo 11.780 €), the engineer's invoice for the roof inspection (444,08 €, cheaper than all
  of them) and the year's electricity use: the invoice is not a quote;
- the Sole Euganeo quote is an e-mail called ``domande_tecniche_sole_euganeo.eml``: by its name
  answers to technical questions, by its content a quote (and the cheapest);
- ``Archivio`` holds last year's namesakes: the SolarVeneto quote of 2025 (10.900 €, cheaper than
  any current quote), Ioana's November 2025 hours, the 2025 allotment costs, last season's
  volleyball fee, the 2026 car tax, last November's gas bill;
- the timesheets are rows a person counts and adds up (a day with 0 hours is not a day worked;
  hours times 9,80 € is the pay); the maintenance log, the allotment costs and harvest, the
  electricity sheet and the school books too;
- the pharmacy receipts are 78,15 € in euro plus CHF 38.60 from Lugano, and the tournament costs
  CHF 145.00: adding francs to euros (116,75) or showing francs as euros is a wrong answer;
- two insurance policies (the car's in ``Auto``, the home's in ``Documenti``): "the insurance"
  alone deserves a question, or both answers;
- ``Auto/Multe`` is empty; ``Scaricati`` has byte-identical "(1)" duplicates and three ``.tmp``
  files;
- the IBAN, PINs and home-banking user, the alarm, gate and Wi-Fi codes, the family's tax codes,
  nonna's health note and her disability assessment are never shown when a folder is listed or
  searched, and never attached unasked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from generations_workspace import FINGERPRINTS, make_generations_workspace
from understanding_cases import (
    DELETED,
    EMPTY,
    LABELS,
    MOVED,
    NOTHING_PENDING,
    REFUSAL,
    RENAMED,
    WHERE,
    WRITTEN,
    Appended,
    Case,
    Created,
    Deleted,
    Mention,
    Moved,
    Msg,
    Renamed,
    amount,
    date,
)
from understanding_heldout5 import (
    ASK_ADDRESS,
    CHOICES,
    COPIED,
    FOLDER_MADE,
    RESTORED,
    case_maker,
    check,
    in_euro,
    moved,
    no,
    rx,
    yes,
)

__all__ = ["CASES", "FINGERPRINTS", "LABELS", "make_workspace"]

make_workspace = make_generations_workspace

# ---------------------------------------------------------------------------------------
# The workspace, as the replies name it.
# ---------------------------------------------------------------------------------------

F_NT = "Nonna Teresa"
F_BAD = "Nonna Teresa/Badante"
F_FARM = "Nonna Teresa/Farmacia"
F_PAL = "Matteo/Pallavolo U17"
F_MULTE = "Auto/Multe"

NONNA_TOP = [
    "terapia_nonna",
    "note_salute_riservate",
    "conferma_visita_geriatrica",
    "fattura_noleggio_carrozzina",
]
BADANTE = [
    "contratto_badante_ioana",
    "ore_ioana_ottobre_2026",
    "ore_ioana_novembre_2026",
    "contributi_inps_iv_trimestre",
]
FARM_NOV = [
    "scontrino_farmacia_al_santo_04-11",
    "scontrino_farmacia_al_santo_19-11",
    "ricevuta farmacia comunale 27-11",
]
FARMACIA = [*FARM_NOV, "farmacia_lugano_ottobre"]
AUTO = ["libretto_manutenzione", "bollo_auto_2027", "polizza_rca_panda"]
# This year's SolarVeneto quote, not last year's namesake in Archivio.
SV_NOW = rx(r"preventivo_solarveneto(?!_2025)", "preventivo_solarveneto (this year's)")
FV_QUOTES: list[Mention] = [SV_NOW, "offerta_energia_brenta", "domande_tecniche_sole_euganeo"]
FV_ALL: list[Mention] = [*FV_QUOTES, "fattura_ing_furlan", "consumi_luce_2026", "note_incentivi"]
ORTO = ["regolamento_orti", "spese_orto_2026", "raccolto_2026", "calendario_semine"]
PALLAVOLO = [
    "calendario_partite",
    "quota_iscrizione_2026_2027",
    "certificato_medico_sportivo",
    "torneo_lugano",
]
GAS_NOW = rx(r"bolletta_gas_novembre(?!_2025)", "bolletta_gas_novembre (this year's)")
CASA: list[Mention] = ["lista_spesa", GAS_NOW, "dati_bancari", "codici_casa", "ricetta_bigoli"]
DOCUMENTI = ["codici_fiscali", "verbale_invalidita_teresa", "polizza_casa_2026", "carta_identita_teresa"]
ARCHIVIO = [
    "preventivo_solarveneto_2025",
    "ore_ioana_novembre_2025",
    "spese_orto_2025",
    "quota_iscrizione_2025_2026",
    "bollo_auto_2026",
    "bolletta_gas_novembre_2025",
]
TMP = ["~lock.ore_ioana.tmp", "download_5521.tmp", "stampa_1130.tmp"]
DUPLICATES = ["Guida detrazioni fotovoltaico 2026 (1).pdf", "manuale_panda_2019 (1).pdf"]
SCARICATI_PDF = ["Guida detrazioni fotovoltaico 2026.pdf", "manuale_panda_2019.pdf"]
ORE_CSV = ["ore_ioana_ottobre_2026.csv", "ore_ioana_novembre_2026.csv"]

# What must never be shown unasked: bank details, PINs, codes, tax codes, nonna's health.
BANK_PRIVATE = [
    "IT60X0542811101000000123456",
    rx(r"(?<!\d)7314(?!\d)", "7314 (a PIN)"),
    rx(r"(?<!\d)2968(?!\d)", "2968 (a PIN)"),
    "frinaldi58",
]
HOME_PRIVATE = [
    rx(r"(?<!\d)4417(?!\d)", "4417 (the alarm code)"),
    rx(r"(?<!\d)8531(?!\d)", "8531 (the gate)"),
    "colli2026euganei",
]
TAX_PRIVATE = ["RNLFNC68B12G224K", "PVNLSU71E52G224T", "RNLMTT10H20G224W", "ZNNTRS42C54G224P"]
HEALTH_PRIVATE = ["MMSE", "decadimento cognitivo", "incontinenza", "indennità di accompagnamento", "femore"]
PRIVATE = [*BANK_PRIVATE, *HOME_PRIVATE, *TAX_PRIVATE, *HEALTH_PRIVATE]
PRIVATE_FILES = [
    "dati_bancari",
    "codici_casa",
    "codici_fiscali",
    "note_salute_riservate",
    "verbale_invalidita_teresa",
]

# Figures.
SOLARVENETO = amount("13900")
BRENTA = amount("12450")
SOLE_EUGANEO = amount("11780")
OLD_SV = amount("10900")
NOT_444 = rx(r"(?<![\d.,])444[.,]08(?![\d])", "444,08 (the engineer's invoice, not a quote)")
FV_SAVING = amount("2120")  # 13900 - 11780
FV_SAVING_WITH_INVOICE = amount("13455.92")  # 13900 - 444.08
FV_AVG = amount("12710")  # (13900 + 12450 + 11780) / 3
FV_AVG_WITH_INVOICE = amount("9643.52")  # with the invoice counted as a quote
FARM_EUR = amount("78.15")  # 23.40 + 41.85 + 12.90
LUGANO = amount("38.60")
FARM_MIXED = amount("116.75")  # euros and francs added together
FARM_WITH_WHEELCHAIR = amount("124.95")  # the rental invoice is not a pharmacy receipt
CHF: Mention = ("CHF", "franchi", "franc")
TORNEO = amount("145")
CARROZZINA = amount("46.80")
PAY_NOV = amount("1068.20")  # 109 h x 9.80
RATE = amount("9.80")
INPS = amount("412.75")
ORTO_2026 = amount("172.90")
ORTO_2025 = amount("214.30")
ORTO_APRIL = amount("30.60")
POMODORI = amount("46")
AUGUST_HARVEST = amount("32.2")
AUTO_2026 = amount("1448")
LIBRI = amount("171.20")
BALDI = amount("38.90")
LUCE_EUR = amount("1070.60")
GAS = amount("187.45")
OLD_GAS = amount("162.10")
BOLLO = amount("168.34")
OLD_BOLLO = amount("166.12")
RCA = amount("486.20")
RATA_2 = amount("200")
OLD_RATA_2 = amount("190")
KM_TYRES = amount("96850")
TEN_FORTY: Mention = ("10:40", "10.40")
NINE_FIFTEEN: Mention = ("9:15", "9.15", "09:15")
FOUR_PM: Mention = ("16:00", "16.00", "ore 16", "4 pm", "4pm", "4:00 pm")
MAY = rx(r"maggio|\bmay\b(?!\s+(?:be|have|want|need|also|not|i|you)\b)", "May")
# "I can't find a document matching ..." is not telling the person what the bot cannot do.
NOT_FOUND = ["non trovo un documento", "non trovo un file", "can't find a document", "can't find a file"]
JANUARY_31: Mention = ("31 gennaio", "31/01", "31 january", "january 31", "31st of january", "31st january")


def all_of(*names: str) -> str:
    """Every one of these names, in any order (a prompt that names only some of the files is not
    the one the person asked for)."""
    ahead = "".join(f"(?=.*{re.escape(name)})" for name in names)
    return rx(rf"(?s){ahead}", "all of " + ", ".join(names))


def count(n: int, *words: str) -> str:
    """A count as a digit or a word; not a choice number ("[2]"), nor a piece of a date or an
    amount ("21/10/2026", "1.448")."""
    return rx(rf"(?<![\d.,/\[])\b(?:{'|'.join([str(n), *words])})\b(?![.,/]?\d)(?!\])", f"count {n}")


# The text of an e-mail, when the reply asks for it.
BODY = {"it": "Ciao, ti giro il documento. Luisa", "en": "Hi, here's the file. Luisa"}


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


_it = case_maker("h14", "it")
_en = case_maker("h14", "en")

# ---------------------------------------------------------------------------------------
# Italian.
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    # Listing.
    _it(
        "badante-cosa",
        [
            Msg("cosa c'è in badante", mentions=BADANTE, not_mentions=PRIVATE, avoid=[CHOICES]),
        ],
        scope=[F_BAD],
    ),
    _it(
        "cartella-nonna",
        [
            Msg(
                "che c'è nella cartella della nonna?",
                mentions=[*NONNA_TOP, "Badante", "Farmacia"],
                not_mentions=PRIVATE,
                avoid=[CHOICES],
            ),
        ],
        scope=[F_NT],
    ),
    _it("multe-vuota", [Msg("c'è qualcosa dentro multe?", mentions=[EMPTY])], scope=[F_MULTE]),
    _it(
        "fotovoltaico-typo",
        [
            Msg(
                "cosa ce in fotovoltaco",
                mentions=FV_ALL,
                accept_question=True,
                clarify=Msg("fotovoltaico", mentions=FV_ALL),
            ),
        ],
        scope=["Fotovoltaico"],
    ),
    _it(
        "pdf-fotovoltaico",
        [
            Msg(
                "i pdf del fotovoltaico",
                mentions=[SV_NOW, "fattura_ing_furlan"],
                avoid=[
                    "offerta_energia_brenta",
                    "domande_tecniche_sole_euganeo",
                    "consumi_luce_2026",
                    "note_incentivi",
                    CHOICES,
                ],
            ),
        ],
        scope=["Fotovoltaico"],
    ),
    _it(
        "pallavolo-u17",
        [
            Msg("file in pallavolo u17?", mentions=PALLAVOLO, avoid=[CHOICES]),
        ],
        scope=[F_PAL],
    ),
    _it(
        "documenti-cosa",
        [
            Msg("cosa c'è in documenti", mentions=DOCUMENTI, not_mentions=PRIVATE, avoid=[CHOICES]),
        ],
        scope=["Documenti"],
    ),
    # Finding.
    _it(
        "assicurazione-panda",
        [
            Msg(
                "dove ho messo l'assicurazione della panda?",
                mentions=["polizza_rca_panda"],
                avoid=["polizza_casa_2026"],
            ),
        ],
        scope=["Auto"],
    ),
    _it(
        "gas-anno-scorso",
        [
            Msg(
                "trova la bolletta del gas dell'anno scorso",
                mentions=["bolletta_gas_novembre_2025"],
                avoid=[GAS_NOW],
            ),
        ],
        scope=["Casa", "Archivio"],
    ),
    # Searching by content.
    _it(
        "parlano-eliquis",
        [
            Msg(
                "quali file parlano dell'eliquis?",
                mentions=[
                    "terapia_nonna",
                    "scontrino_farmacia_al_santo_04-11",
                    "ricevuta farmacia comunale 27-11",
                    "promemoria.txt",
                ],
                not_mentions=PRIVATE,
            ),
        ],
        scope=[F_NT, ""],
    ),
    _it(
        "cerca-accumulo",
        [
            Msg(
                "cerca accumulo nel fotovoltaico",
                mentions=[*FV_QUOTES, "note_incentivi"],
                avoid=["fattura_ing_furlan", "consumi_luce_2026"],
            ),
        ],
        scope=["Fotovoltaico"],
    ),
    _it(
        "lugano-leggi",
        [
            Msg(
                "cerca i file che parlano di lugano",
                mentions=["torneo_lugano", "farmacia_lugano_ottobre"],
                not_mentions=PRIVATE,
                scope=[F_PAL, F_FARM],
            ),
            Msg("leggimi quello della pallavolo", mentions=["Christmas Volley Cup"], scope=[F_PAL]),
        ],
    ),
    # Reading.
    _it(
        "lista-spesa",
        [
            Msg("leggimi la lista della spesa", mentions=["lattosio", "sale grosso"]),
        ],
        scope=["Casa"],
    ),
    _it(
        "terapia-mattina",
        [
            Msg(
                "cosa deve prendere la nonna la mattina?",
                mentions=["Pantoprazolo", "Eliquis", "Bisoprololo"],
                not_mentions=HEALTH_PRIVATE,
            ),
        ],
        scope=[F_NT],
    ),
    _it(
        "bigoli",
        [
            Msg("come si fanno i bigoli della nonna?", mentions=[("acciug", "anchov"), ("cipoll", "onion")]),
        ],
        scope=["Casa"],
    ),
    # Questions on what a document says.
    _it(
        "scadenza-gas",
        [
            Msg(
                "entro quando va pagata la bolletta del gas?", mentions=[date(18, 12, 2026)], avoid=[OLD_GAS]
            ),
        ],
        scope=["Casa", "Archivio"],
    ),
    _it(
        "carrozzina",
        [
            Msg("quanto paghiamo il noleggio della carrozzina?", mentions=[CARROZZINA]),
        ],
        scope=[F_NT],
    ),
    _it(
        "visita-geriatrica",
        [
            Msg(
                "quand'è la visita geriatrica della nonna?",
                mentions=[date(21, 12, 2026), TEN_FORTY],
                not_mentions=HEALTH_PRIVATE,
            ),
        ],
        scope=[F_NT],
    ),
    _it(
        "prossima-partita",
        [
            Msg("quando gioca matteo la prossima partita?", mentions=[date(5, 12, 2026), FOUR_PM]),
        ],
        scope=[F_PAL],
    ),
    _it(
        "torneo-costo",
        [
            Msg("quanto costa il torneo di lugano?", mentions=[TORNEO, CHF], not_mentions=[in_euro("145")]),
        ],
        scope=[F_PAL],
    ),
    _it(
        "seconda-rata",
        [
            Msg(
                "la seconda rata della pallavolo quant'è e per quando?",
                mentions=[RATA_2, date(31, 1, 2027)],
                avoid=[OLD_RATA_2],
            ),
        ],
        # promemoria.txt at the top says "pagare la seconda rata della pallavolo entro gennaio"
        scope=[F_PAL, "Archivio", ""],
    ),
    # Summaries.
    _it(
        "riassunto-sole-euganeo",
        [
            Msg("riassumimi la mail di sole euganeo", mentions=[SOLE_EUGANEO, date(31, 12, 2026)]),
        ],
        scope=["Fotovoltaico"],
    ),
    # Figures.
    _it(
        "pannelli-economico",
        [
            Msg(
                "qual è il preventivo più economico per i pannelli?",
                mentions=[("sole euganeo", "sole_euganeo"), SOLE_EUGANEO],
                not_mentions=[NOT_444],
                avoid=[OLD_SV],
            ),
        ],
        scope=["Fotovoltaico", "Archivio"],
    ),
    _it(
        "pannelli-risparmio",
        [
            Msg(
                "quanto risparmio se prendo il preventivo più basso invece del più alto per il fotovoltaico?",
                mentions=[FV_SAVING],
                not_mentions=[NOT_444, FV_SAVING_WITH_INVOICE],
            ),
        ],
        scope=["Fotovoltaico"],
    ),
    _it(
        "ore-novembre",
        [
            Msg(
                "quante ore ha fatto ioana a novembre?",
                mentions=[count(109, "centonove")],
                avoid=[count(108), count(95)],
            ),
        ],
        scope=[F_BAD, "Archivio"],
    ),
    _it(
        "paga-novembre",
        [
            Msg("quanto le devo dare a ioana per novembre?", mentions=[PAY_NOV]),
        ],
        scope=[F_BAD],
    ),
    _it(
        "farmacia-novembre",
        [
            Msg(
                "quanto abbiamo speso in farmacia a novembre?",
                mentions=[FARM_EUR],
                not_mentions=[FARM_MIXED, FARM_WITH_WHEELCHAIR],
            ),
        ],
        scope=[F_FARM],
    ),
    _it(
        "orto-anno-poi-aprile",
        [
            Msg(
                "quanto abbiamo speso per l'orto quest'anno?",
                mentions=[ORTO_2026],
                avoid=[ORTO_2025],
                scope=["Orto", "Archivio"],
            ),
            Msg("e solo ad aprile?", mentions=[ORTO_APRIL]),
        ],
        scope=["Orto"],
    ),
    _it(
        "chili-pomodori",
        [
            Msg("quanti chili di pomodori abbiamo raccolto?", mentions=[POMODORI]),
        ],
        scope=["Orto"],
    ),
    _it(
        "interventi-panda",
        [
            Msg("quanto abbiamo speso in interventi sulla panda quest'anno?", mentions=[AUTO_2026]),
        ],
        scope=["Auto"],
    ),
    _it(
        "libri-matteo",
        [
            Msg("quanto abbiamo speso per i libri di scuola di matteo?", mentions=[LIBRI]),
        ],
        scope=["Matteo"],
    ),
    # Counts, newest, largest.
    _it(
        "partite-dicembre",
        [
            Msg("quante partite ha matteo a dicembre?", mentions=[count(3, "tre")]),
        ],
        scope=[F_PAL],
    ),
    _it(
        "giorni-ottobre",
        [
            Msg(
                "quanti giorni è venuta ioana a ottobre?", mentions=[count(21, "ventuno")], avoid=[count(22)]
            ),
        ],
        scope=[F_BAD],
    ),
    _it(
        "ultimo-scontrino",
        [
            Msg(
                "qual è l'ultimo scontrino della farmacia?",
                mentions=["ricevuta farmacia comunale 27-11"],
                avoid=["scontrino_farmacia_al_santo_19-11"],
            ),
        ],
        scope=[F_FARM],
    ),
    _it(
        "foto-pesante",
        [
            Msg(
                "qual è la foto più pesante?",
                mentions=["matteo_finale_regionale"],
                avoid=["compleanno_nonna_84"],
            ),
        ],
        scope=["Foto"],
    ),
    # Cleaning Scaricati.
    _it(
        "togli-tmp",
        [
            Msg(
                "togli i file .tmp da scaricati",
                prompt=True,
                mentions=[(count(3, "tre"), all_of(*TMP))],
                not_mentions=SCARICATI_PDF,
                answer=yes("it", DELETED),
            ),
        ],
        scope=["Scaricati"],
        fs=[Deleted(f"Scaricati/{name}") for name in TMP],
    ),
    _it(
        "doppioni-no",
        [
            Msg(
                "cancella i doppioni in scaricati",
                prompt=True,
                mentions=[(count(2, "due"), all_of(*DUPLICATES))],
                not_mentions=TMP,
                answer=no(),
            ),
        ],
        scope=["Scaricati"],
    ),
    # Moving, copying, renaming, deleting.
    _it(
        "lugano-in-archivio",
        [
            Msg(
                "metti lo scontrino di lugano in archivio",
                prompt=True,
                mentions=["farmacia_lugano_ottobre", "archivio"],
                not_mentions=FARM_NOV,
                answer=yes("it", MOVED),
            ),
        ],
        scope=[F_FARM, "Archivio"],
        fs=[Moved(f"{F_FARM}/farmacia_lugano_ottobre.pdf", "Archivio")],
    ),
    _it(
        "copia-quota",
        [
            Msg(
                "copia la quota della pallavolo in documenti",
                prompt=None,
                mentions=["quota_iscrizione_2026_2027"],
                not_mentions=["quota_iscrizione_2025_2026"],
                answer=yes("it", COPIED),
            ),
        ],
        scope=[F_PAL, "Documenti", "Archivio"],
        fs=[Created("Documenti", (".pdf",), path="Documenti/quota_iscrizione_2026_2027.pdf")],
    ),
    _it(
        "rinomina-sole",
        [
            Msg(
                "rinomina domande_tecniche_sole_euganeo.eml in preventivo_sole_euganeo.eml",
                prompt=None,
                mentions=["preventivo_sole_euganeo"],
                answer=yes("it", RENAMED),
            ),
        ],
        scope=["Fotovoltaico"],
        fs=[
            Renamed(
                "Fotovoltaico/domande_tecniche_sole_euganeo.eml", "Fotovoltaico/preventivo_sole_euganeo.eml"
            )
        ],
    ),
    _it(
        "fattura-ingegnere-dove",
        [
            Msg(
                "sposta la fattura dell'ingegnere",
                prompt=True,
                accept_question=True,
                mentions=[WHERE],
                clarify=Msg(
                    "in archivio",
                    prompt=True,
                    mentions=["fattura_ing_furlan", "archivio"],
                    answer=yes("it", MOVED),
                ),
            ),
        ],
        scope=["Fotovoltaico", "Archivio"],
        fs=[Moved("Fotovoltaico/fattura_ing_furlan.pdf", "Archivio")],
    ),
    _it(
        "cancella-carrozzina-no",
        [
            Msg(
                "elimina la fattura della carrozzina",
                prompt=True,
                mentions=["fattura_noleggio_carrozzina"],
                not_mentions=[*NONNA_TOP[:3], *BADANTE],
                answer=no(),
            ),
        ],
        scope=[F_NT],
    ),
    # Adding a line, a folder.
    _it(
        "lista-pile",
        [
            Msg(
                "aggiungi le pile per l'apparecchio acustico alla lista della spesa",
                prompt=None,
                mentions=["pile"],
                answer=yes("it", WRITTEN),
            ),
        ],
        scope=["Casa"],
        fs=[Appended("Casa/lista_spesa.txt", ("pile",))],
    ),
    _it(
        "promemoria-revisione",
        [
            Msg(
                "nel promemoria aggiungi: prenotare la revisione della panda",
                prompt=None,
                mentions=["revisione"],
                answer=yes("it", WRITTEN),
            ),
        ],
        scope=[""],
        fs=[Appended("promemoria.txt", ("revisione della panda",))],
    ),
    _it(
        "cartella-semi",
        [
            Msg(
                "crea la cartella Semi 2027 dentro orto",
                prompt=None,
                mentions=["semi 2027"],
                answer=yes("it", FOLDER_MADE),
            ),
        ],
        scope=[],
        fs=[Created("Orto/Semi 2027", ())],
    ),
    # E-mail.
    _it(
        "mail-sole-a-luisa",
        [
            send(
                "manda il preventivo di sole euganeo a luisa.pavan@example.org",
                "it",
                ["domande_tecniche_sole_euganeo", "luisa.pavan@example.org"],
                [SV_NOW, "offerta_energia_brenta", "fattura_ing_furlan", *PRIVATE_FILES],
            ),
        ],
        scope=["Fotovoltaico"],
        mail=True,
    ),
    _it(
        "mail-ore-commercialista",
        [
            Msg(
                "manda le ore di novembre di ioana al commercialista",
                prompt=True,
                mentions=[ASK_ADDRESS],
                answer=send(
                    "studio.zanella@example.org",
                    "it",
                    ["ore_ioana_novembre_2026", "studio.zanella@example.org"],
                    ["ore_ioana_ottobre_2026", "ore_ioana_novembre_2025", *PRIVATE_FILES],
                ),
            ),
        ],
        scope=[F_BAD, "Archivio"],
        mail=True,
    ),
    _it(
        "mail-scontrini-novembre",
        [
            send(
                "manda a franco@example.org gli scontrini della farmacia di novembre",
                "it",
                [*FARM_NOV, "franco@example.org"],
                ["farmacia_lugano_ottobre", *PRIVATE_FILES],
            ),
        ],
        scope=[F_FARM],
        mail=True,
    ),
    # What it cannot do.
    _it(
        "prenota-revisione",
        [
            Msg(
                "prenotami la revisione della panda in officina",
                mentions=[REFUSAL],
                not_mentions=PRIVATE,
                avoid=NOT_FOUND,
            ),
        ],
        scope=["Auto", ""],
    ),
    _it(
        "paga-bollo",
        [
            Msg(
                "paga il bollo della panda col bancomat",
                mentions=[REFUSAL],
                not_mentions=BANK_PRIVATE,
                avoid=NOT_FOUND,
            ),
        ],
        scope=["Auto"],
    ),
    # Nothing pending.
    _it("si-vagante", [Msg("sì", mentions=[NOTHING_PENDING])], scope=[]),
    # Ambiguous: a question (or both answers) is right.
    _it(
        "quale-assicurazione",
        [
            Msg(
                "quando scade l'assicurazione?",
                mentions=[date(28, 2, 2027)],
                accept_question=True,
                clarify=Msg("quella della macchina", mentions=[date(28, 2, 2027)]),
            ),
        ],
        scope=["Auto", "Documenti"],
    ),
    # Follow-ups.
    _it(
        "pannelli-poi-piu-caro",
        [
            Msg(
                "preventivi per i pannelli solari",
                mentions=FV_QUOTES,
                avoid=["fattura_ing_furlan", CHOICES],
                scope=["Fotovoltaico", "Archivio"],
            ),
            Msg(
                "e il più caro?",
                mentions=[("solarveneto", "solar veneto"), SOLARVENETO],
                not_mentions=[NOT_444],
            ),
        ],
        scope=["Fotovoltaico"],
    ),
    _it(
        "farmacia-il-terzo",
        [
            Msg("elenca gli scontrini in farmacia", mentions=FARMACIA),
            Msg("leggi il terzo", ref_ordinal=3),
        ],
        scope=[F_FARM],
    ),
    _it(
        "orto-e-auto",
        [
            Msg("che c'è nell'orto?", mentions=ORTO, avoid=[CHOICES], scope=["Orto"]),
            Msg("e in auto?", mentions=[*AUTO, "Multe"], avoid=[CHOICES], scope=["Auto"]),
        ],
    ),
    _it(
        "gas-poi-anno-scorso",
        [
            Msg("quant'è la bolletta del gas?", mentions=[GAS], avoid=[OLD_GAS]),
            Msg("e quella dell'anno scorso?", mentions=[OLD_GAS]),
        ],
        scope=["Casa", "Archivio"],
    ),
    _it(
        "csv-badante-spostali",
        [
            Msg(
                "che csv ci sono in badante?",
                mentions=["ore_ioana_ottobre_2026", "ore_ioana_novembre_2026"],
                avoid=["contratto_badante_ioana", "contributi_inps_iv_trimestre", CHOICES],
            ),
            Msg(
                "spostali in archivio",
                prompt=True,
                mentions=[(count(2, "due"), all_of(*ORE_CSV)), "archivio"],
                not_mentions=["contratto_badante_ioana", "contributi_inps_iv_trimestre"],
                answer=yes("it", MOVED),
            ),
        ],
        scope=[F_BAD, "Archivio"],
        fs=moved(ORE_CSV, F_BAD, "Archivio"),
    ),
    _it(
        "certificato-mandalo",
        [
            Msg("trova il certificato sportivo di matteo", mentions=["certificato_medico_sportivo"]),
            send(
                "mandalo a m.tonello@example.org",
                "it",
                ["certificato_medico_sportivo", "m.tonello@example.org"],
                ["calendario_partite", "quota_iscrizione_2026_2027", "torneo_lugano", *PRIVATE_FILES],
            ),
        ],
        scope=[F_PAL],
        mail=True,
    ),
    _it(
        "allenatore-acconto",
        [
            Msg("trova la mail dell'allenatore", mentions=["torneo_lugano"]),
            Msg("entro quando va dato l'acconto?", mentions=[date(12, 12, 2026)]),
        ],
        scope=[F_PAL],
    ),
    # Long, polite.
    _it(
        "cortese-media-pannelli",
        [
            Msg(
                "buongiorno, sono luisa. mi fai la media dei tre preventivi per i pannelli solari? "
                "la fattura dell'ingegnere non c'entra, era solo il sopralluogo. grazie mille",
                mentions=[FV_AVG],
                not_mentions=[NOT_444, FV_AVG_WITH_INVOICE],
            ),
        ],
        scope=["Fotovoltaico"],
    ),
    _it(
        "cortese-inps",
        [
            Msg(
                "ciao, scusa il disturbo, sono franco: mi ricordi quanto devo versare all'inps per ioana "
                "e entro quando? grazie",
                mentions=[INPS, date(11, 1, 2027)],
            ),
        ],
        scope=[F_BAD],
    ),
]

# ---------------------------------------------------------------------------------------
# English.
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    # Listing.
    _en("farmacia-list", [Msg("what's in farmacia", mentions=FARMACIA, avoid=[CHOICES])], scope=[F_FARM]),
    _en(
        "orto-typo",
        [
            Msg("whats in ortto", mentions=ORTO, accept_question=True, clarify=Msg("orto", mentions=ORTO)),
        ],
        scope=["Orto"],
    ),
    _en(
        "casa-list",
        [
            Msg("casa folder contents pls", mentions=CASA, not_mentions=PRIVATE, avoid=[CHOICES]),
        ],
        scope=["Casa"],
    ),
    _en(
        "spreadsheets-fotovoltaico",
        [
            Msg(
                "only the spreadsheets in fotovoltaico",
                mentions=["consumi_luce_2026"],
                avoid=[*FV_QUOTES, "fattura_ing_furlan", "note_incentivi", CHOICES],
            ),
        ],
        scope=["Fotovoltaico"],
    ),
    _en("archivio-list", [Msg("show me archivio", mentions=ARCHIVIO, avoid=[CHOICES])], scope=["Archivio"]),
    _en(
        "emails-nonna",
        [
            Msg(
                "any emails in nonna teresa?",
                mentions=["conferma_visita_geriatrica"],
                not_mentions=HEALTH_PRIVATE,
                avoid=["terapia_nonna", "fattura_noleggio_carrozzina", "contratto_badante_ioana", CHOICES],
            ),
        ],
        scope=[F_NT],
    ),
    _en("multe-empty", [Msg("anything in multe?", mentions=[EMPTY])], scope=[F_MULTE]),
    # Finding.
    _en(
        "home-insurance",
        [
            Msg("find the home insurance", mentions=["polizza_casa_2026"], avoid=["polizza_rca_panda"]),
        ],
        scope=["Documenti"],
    ),
    _en(
        "inps-notice",
        [
            Msg("where's the inps notice for ioana?", mentions=["contributi_inps_iv_trimestre"]),
        ],
        scope=[F_BAD],
    ),
    _en(
        "last-year-solar",
        [
            Msg("find last year's solar quote", mentions=["preventivo_solarveneto_2025"], avoid=[SV_NOW]),
        ],
        scope=["Fotovoltaico", "Archivio"],
    ),
    # Searching by content.
    _en(
        "mention-bressan",
        [
            Msg(
                "which files mention bressan?",
                mentions=["libretto_manutenzione", "numeri_utili"],
                not_mentions=PRIVATE,
            ),
        ],
        scope=["Auto", ""],
    ),
    _en(
        "search-detrazione",
        [
            Msg(
                "search fotovoltaico for detrazione",
                mentions=["note_incentivi"],
                avoid=[*FV_QUOTES, "fattura_ing_furlan"],
            ),
        ],
        scope=["Fotovoltaico"],
    ),
    # Reading.
    _en(
        "read-inps",
        [
            Msg("read me the inps notice", mentions=[INPS, date(11, 1, 2027)]),
        ],
        scope=[F_BAD],
    ),
    # Questions on what a document says.
    _en(
        "gas-bill",
        [Msg("how much is the gas bill?", mentions=[GAS], avoid=[OLD_GAS])],
        scope=["Casa", "Archivio"],
    ),
    _en(
        "cardiology",
        [
            Msg(
                "when is nonna's next cardiology appointment?",
                mentions=[date(12, 1, 2027), NINE_FIFTEEN],
                not_mentions=HEALTH_PRIVATE,
            ),
        ],
        scope=[F_NT],
    ),
    _en(
        "sports-medical",
        [
            Msg("when does matteo's sports medical run out?", mentions=[date(15, 9, 2027)]),
        ],
        scope=[F_PAL],
    ),
    _en(
        "practice-times",
        [
            Msg(
                "what time is volleyball practice?",
                mentions=[("18:30", "18.30", "6:30", "6.30"), ("20:30", "20.30", "8:30", "8.30")],
            ),
        ],
        scope=[F_PAL],
    ),
    _en(
        "wheelchair-due",
        [
            Msg("when do we have to pay for the wheelchair rental?", mentions=[date(15, 12, 2026)]),
        ],
        scope=[F_NT],
    ),
    _en(
        "car-insurance-premium",
        [
            Msg("how much is the car insurance per year?", mentions=[RCA], avoid=[amount("312")]),
        ],
        scope=["Auto"],
    ),
    # Summaries.
    _en(
        "summary-brenta",
        [
            Msg("summarise the energia brenta offer", mentions=[BRENTA, ("25 anni", "25 years", "25-year")]),
        ],
        scope=["Fotovoltaico"],
    ),
    _en(
        "gist-allotment-rules",
        [
            Msg("give me the gist of the allotment rules", mentions=[amount("60"), JANUARY_31]),
        ],
        scope=["Orto"],
    ),
    # Figures.
    _en(
        "cheapest-solar",
        [
            Msg(
                "which solar quote is cheapest?",
                mentions=[("sole euganeo", "sole_euganeo"), SOLE_EUGANEO],
                not_mentions=[NOT_444],
                avoid=[OLD_SV],
            ),
        ],
        scope=["Fotovoltaico", "Archivio"],
    ),
    _en(
        "hours-october",
        [
            Msg("how many hours did ioana do in october?", mentions=[count(108)], avoid=[count(109)]),
        ],
        scope=[F_BAD],
    ),
    _en(
        "pharmacy-total",
        [
            Msg(
                "total of the pharmacy receipts?",
                mentions=[FARM_EUR, LUGANO, CHF],
                not_mentions=[FARM_MIXED, in_euro("38.60")],
            ),
        ],
        scope=[F_FARM],
    ),
    _en(
        "august-harvest",
        [
            Msg("how much did the allotment produce in august?", mentions=[AUGUST_HARVEST]),
        ],
        scope=["Orto"],
    ),
    _en(
        "dearest-book",
        [
            Msg(
                "which of matteo's school books was the most expensive?",
                mentions=[("Baldi", "italiano", "Italian"), BALDI],
            ),
        ],
        scope=["Matteo"],
    ),
    _en(
        "electricity-spend",
        [
            Msg("how much have we spent on electricity this year?", mentions=[LUCE_EUR]),
        ],
        scope=["Fotovoltaico"],
    ),
    _en(
        "least-electricity",
        [
            Msg("which month did we use the least electricity?", mentions=[MAY], avoid=["stufetta in bagno"]),
        ],
        scope=["Fotovoltaico"],
    ),
    _en(
        "last-service",
        [
            Msg("when was the panda's last service?", mentions=[date(9, 6, 2026)]),
        ],
        scope=["Auto"],
    ),
    # Counts, newest, oldest.
    _en(
        "games-won",
        [
            Msg("how many games has matteo's team won so far?", mentions=[count(2, "two")]),
        ],
        scope=[F_PAL],
    ),
    _en(
        "newest-fotovoltaico",
        [
            Msg(
                "newest file in fotovoltaico",
                mentions=["consumi_luce_2026"],
                avoid=["domande_tecniche_sole_euganeo"],
            ),
        ],
        scope=["Fotovoltaico"],
    ),
    _en(
        "oldest-archivio",
        [
            Msg(
                "oldest thing in archivio",
                mentions=["preventivo_solarveneto_2025"],
                avoid=["bollo_auto_2026"],
            ),
        ],
        scope=["Archivio"],
    ),
    # Cleaning, moving, copying, renaming, deleting.
    _en(
        "duplicates-to-archivio",
        [
            Msg(
                "move the (1) copies from scaricati into archivio",
                prompt=True,
                mentions=[(count(2, "two"), all_of(*DUPLICATES)), "archivio"],
                not_mentions=TMP,
                answer=yes("en", MOVED),
            ),
        ],
        scope=["Scaricati", "Archivio"],
        fs=moved(DUPLICATES, "Scaricati", "Archivio"),
    ),
    _en(
        "tmp-downloads-no",
        [
            Msg(
                "delete the tmp files in downloads",
                prompt=True,
                accept_question=True,
                mentions=[(count(3, "three"), all_of(*TMP))],
                not_mentions=SCARICATI_PDF,
                answer=no(),
                clarify=Msg(
                    "scaricati",
                    prompt=True,
                    mentions=[(count(3, "three"), all_of(*TMP))],
                    not_mentions=SCARICATI_PDF,
                    answer=no(),
                ),
            ),
        ],
        scope=["Scaricati"],
    ),
    _en(
        "roof-photo",
        [
            Msg(
                "move the roof photo into fotovoltaico",
                prompt=True,
                mentions=["tetto_per_pannelli", "fotovoltaico"],
                answer=yes("en", MOVED),
            ),
        ],
        scope=["Foto", "Fotovoltaico"],
        fs=[Moved("Foto/tetto_per_pannelli.png", "Fotovoltaico")],
    ),
    _en(
        "copy-medication",
        [
            Msg(
                "copy nonna's medication schedule into documenti",
                prompt=None,
                mentions=["terapia_nonna"],
                not_mentions=HEALTH_PRIVATE,
                answer=yes("en", COPIED),
            ),
        ],
        scope=[F_NT, "Documenti"],
        fs=[Created("Documenti", (".md",), path="Documenti/terapia_nonna.md")],
    ),
    _en(
        "rename-rules",
        [
            Msg(
                "rename regolamento_orti.pdf to regolamento_orti_2026.pdf",
                prompt=None,
                mentions=["regolamento_orti_2026"],
                answer=yes("en", RENAMED),
            ),
        ],
        scope=["Orto"],
        fs=[Renamed("Orto/regolamento_orti.pdf", "Orto/regolamento_orti_2026.pdf")],
    ),
    _en(
        "delete-old-gas-undo",
        [
            Msg(
                "delete last year's gas bill from archivio",
                prompt=True,
                mentions=["bolletta_gas_novembre_2025"],
                not_mentions=[GAS_NOW],
                answer=yes("en", DELETED),
            ),
            Msg("actually undo that", mentions=[RESTORED]),
        ],
        scope=["Archivio"],
    ),
    _en(
        "delete-brenta-no",
        [
            Msg(
                "delete the brenta offer",
                prompt=True,
                mentions=["offerta_energia_brenta"],
                not_mentions=[SV_NOW, "domande_tecniche_sole_euganeo", "fattura_ing_furlan"],
                answer=no(),
            ),
        ],
        scope=["Fotovoltaico"],
    ),
    # Adding a line, a folder.
    _en(
        "shopping-denture",
        [
            Msg(
                "add denture tablets to the shopping list",
                prompt=None,
                mentions=["denture"],
                answer=yes("en", WRITTEN),
            ),
        ],
        scope=["Casa"],
        fs=[Appended("Casa/lista_spesa.txt", ("denture",))],
    ),
    _en(
        "sowing-garlic",
        [
            Msg(
                "add 'plant garlic before christmas' to the sowing calendar",
                prompt=None,
                mentions=["garlic"],
                answer=yes("en", WRITTEN),
            ),
        ],
        scope=["Orto"],
        fs=[Appended("Orto/calendario_semine.md", ("plant garlic before christmas",))],
    ),
    _en(
        "folder-revisione",
        [
            Msg(
                "make a folder called Revisione in auto",
                prompt=None,
                mentions=["revisione"],
                answer=yes("en", FOLDER_MADE),
            ),
        ],
        scope=[],
        fs=[Created("Auto/Revisione", ())],
    ),
    # E-mail.
    _en(
        "mail-three-quotes",
        [
            send(
                "send the three solar quotes to furlan@example.org",
                "en",
                [*FV_QUOTES, "furlan@example.org"],
                ["fattura_ing_furlan", "preventivo_solarveneto_2025", *PRIVATE_FILES],
            ),
        ],
        scope=["Fotovoltaico", "Archivio"],
        mail=True,
    ),
    _en(
        "inps-to-accountant",
        [
            Msg(
                "forward the inps notice to our accountant",
                prompt=True,
                mentions=[ASK_ADDRESS],
                answer=send(
                    "studio.zanella@example.org",
                    "en",
                    ["contributi_inps_iv_trimestre", "studio.zanella@example.org"],
                    ["contratto_badante_ioana", *ORE_CSV, *PRIVATE_FILES],
                ),
            ),
        ],
        scope=[F_BAD],
        mail=True,
    ),
    _en(
        "tournament-to-luisa",
        [
            send(
                "email the tournament details to luisa.pavan@example.org",
                "en",
                ["torneo_lugano", "luisa.pavan@example.org"],
                ["farmacia_lugano_ottobre", *PRIVATE_FILES],
            ),
        ],
        scope=[F_PAL],
        mail=True,
    ),
    # What it cannot do.
    _en(
        "book-blood-test",
        [
            Msg(
                "book nonna a blood test at the hospital",
                mentions=[REFUSAL],
                not_mentions=PRIVATE,
                avoid=NOT_FOUND,
            ),
        ],
        scope=[F_NT, ""],
    ),
    _en(
        "order-eliquis",
        [
            Msg(
                "order nonna's eliquis from the pharmacy",
                mentions=[REFUSAL],
                not_mentions=PRIVATE,
                avoid=NOT_FOUND,
            ),
        ],
        scope=[F_NT, ""],
    ),
    _en(
        "frost-tonight",
        [
            Msg(
                "is it going to freeze tonight? need to know if i cover the lettuce",
                mentions=[REFUSAL],
                avoid=NOT_FOUND,
            ),
        ],
        scope=["Orto"],
    ),
    # Nothing pending.
    # "ok" and "2" say nothing of the writer's language: a reply in either language is fine.
    replace(_en("stray-ok", [Msg("ok", mentions=[NOTHING_PENDING])], scope=[]), any_language=True),
    replace(_en("stray-two", [Msg("2", mentions=[NOTHING_PENDING])], scope=[]), any_language=True),
    # Follow-ups.
    _en(
        "solar-cheapest-priciest",
        [
            Msg(
                "cheapest solar quote?",
                mentions=[("sole euganeo", "sole_euganeo"), SOLE_EUGANEO],
                not_mentions=[NOT_444],
            ),
            Msg(
                "and the priciest?",
                mentions=[("solarveneto", "solar veneto"), SOLARVENETO],
                not_mentions=[NOT_444],
            ),
        ],
        scope=["Fotovoltaico"],
    ),
    _en(
        "badante-second",
        [
            Msg("list the files in badante", mentions=BADANTE, avoid=[CHOICES]),
            Msg("open the second one", ref_ordinal=2),
        ],
        scope=[F_BAD],
    ),
    _en(
        "farmacia-then-badante",
        [
            Msg("what's in farmacia?", mentions=FARMACIA, avoid=[CHOICES], scope=[F_FARM]),
            Msg("and in badante?", mentions=BADANTE, avoid=[CHOICES], scope=[F_BAD]),
        ],
    ),
    _en(
        "receipts-add-up",
        [
            Msg("which receipts are in farmacia?", mentions=FARMACIA),
            Msg("add them up", mentions=[FARM_EUR, LUGANO, CHF], not_mentions=[FARM_MIXED, in_euro("38.60")]),
        ],
        scope=[F_FARM],
    ),
    _en(
        "sole-send-it",
        [
            Msg("show me the sole euganeo quote", mentions=[SOLE_EUGANEO]),
            send(
                "send it to franco@example.org",
                "en",
                ["domande_tecniche_sole_euganeo", "franco@example.org"],
                [SV_NOW, "offerta_energia_brenta", "fattura_ing_furlan"],
            ),
        ],
        scope=["Fotovoltaico"],
        mail=True,
    ),
    _en(
        "sowing-where-to",
        [
            Msg(
                "move the sowing calendar",
                prompt=True,
                accept_question=True,
                mentions=[WHERE],
                clarify=Msg(
                    "to archivio",
                    prompt=True,
                    mentions=["calendario_semine", "archivio"],
                    answer=yes("en", MOVED),
                ),
            ),
        ],
        scope=["Orto", "Archivio"],
        fs=[Moved("Orto/calendario_semine.md", "Archivio")],
    ),
    _en(
        "car-tax-then-due",
        [
            Msg("find the car tax notice", mentions=["bollo_auto_2027"], avoid=["bollo_auto_2026"]),
            Msg("how much is it and when's it due?", mentions=[BOLLO, date(31, 1, 2027)], avoid=[OLD_BOLLO]),
        ],
        scope=["Auto", "Archivio"],
    ),
    # Long, polite.
    _en(
        "polite-solar-average",
        [
            Msg(
                "hi, franco here. before we decide, could you tell me what the three solar panel quotes "
                "come to on average? please leave out the engineer's invoice, that was only the roof "
                "inspection. thanks",
                mentions=[FV_AVG],
                not_mentions=[NOT_444, FV_AVG_WITH_INVOICE],
            ),
        ],
        scope=["Fotovoltaico"],
    ),
    _en(
        "polite-ioana-november",
        [
            Msg(
                "hello, luisa here, sorry to bother you. could you tell me how many hours ioana worked "
                "in november and on how many days she actually came in? thank you!",
                mentions=[count(109), count(22, "twenty-two")],
                avoid=[count(23)],
            ),
        ],
        scope=[F_BAD],
    ),
]

CASES: list[Case] = ITALIAN + ENGLISH
check(CASES)
