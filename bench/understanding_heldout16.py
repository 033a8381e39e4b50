"""A sixteenth held-out set for ``bench/understanding.py``: ``--cases understanding_heldout16``.

It runs on a workspace the planner has never seen: a family bakery-café in Altamura (Puglia),
``bench/bakery_workspace.py`` (Vito, the baker, who keeps the files; Rosa, his wife, who runs the
counter and the HACCP book; Michele, their part-time employee; Sofia and Nicola, their children).
Quotes for a new oven sit next to the repair invoice of the old one, the price list, the lease
of the shop, the insurance, the staff shifts, the supplier list and four ingredient invoices, the
expenses log and the weekly takings, the fridge temperature logs, the children's school papers
and the family's health notes. About half the conversations are Italian and half English,
written the way busy shopkeepers write: short, lowercase, typos, folder names without
"cartella"/"folder", loose descriptions, a few long polite messages and a few in the Italian of
Puglia ("ué", "'ncassato", "'u forno", "addò stà").

Kinds: listing folders and a sub-folder (an empty one, by type, a typo'd name, names with spaces
and digits, names that are also common words: ``Forno``, ``Negozio``, ``Conti``, ``Casa``,
``Foto``, ``Personale``, ``Ragazzi``); finding by a loose name; search by content; reading a saved
e-mail; summaries; figures (the cheapest / dearest quote, a saving, an average, totals, due
dates, a month's rows added up, a value looked up in a table, an amount in dollars kept in
dollars, a price compared with last year's list); newest / oldest / largest; counts; follow-ups
("e quello più caro?", "leggi il secondo", "spostali in archivio", "girala a", "e in
personale?", "the third one", "and last year's?"); answers to the bot's own questions
(destination, an address, the e-mail body); cleaning ``Scaricati``; moving, copying, deleting
(done, undone and declined), renaming, adding a line, making a folder (inside another); e-mail
with attachments (example.org addresses); what it cannot do (phoning, paying, the weather); a
stray "sì" / "ok" / "2".

Written from SPEC.md, issue 9 and the workspace only, without reading the planner, its lexicon
or its tests; no expectation was derived from running the bot. Traps:

- ``Forno`` is a folder and the everyday word for the oven (and "fare il forno" is a shift in the
  staff sheet); it holds three quotes for the new oven - Termoforni Adriatica 18.800 € (PDF),
  Forni Lamorgese 17.500 € (DOCX), Italforni Sud 15.500 € - and the cheapest one is only in a
  saved e-mail, ``re_richiesta_info_forno.eml`` ("Re: richiesta info forno"), not named as a
  quote;
- ``Forno/offerta_tecnoservice.pdf`` is named like an offer but is an invoice (585,60 €, 480,00 €
  before VAT, due 24/12/2026) for repairing the old oven, cheaper than every quote: counting it
  gives a wrong cheapest quote, saving (18.214,40 / 18.320) and average (13.096,40 / 13.070);
- ``Forno/Foto installazione`` is empty, and ``Foto`` is also a common word;
- ``Archivio`` holds last year's namesakes: a 2025 Lamorgese quote of 12.900 € (cheaper than any
  current one), the 2025 price list (bread 3,90 €/kg against 4,20 €), the November 2025 mill
  invoice (19,80 € a sack against 21,50 €), the 2025 insurance (1.096 € against 1.184 €, expired
  30/04/2026), the November 2025 temperature log (the counter fridge out of range on 13/11/2025);
- ``Fornitori/fattura_enel_negozio.jpg`` is a photo named like a bill: no amount can be read in
  it; the four readable invoices make 2.752,62 € (2.528,40 € before VAT);
- the expenses log has one row in dollars (vanilla, USD 86.40): November is 1.437,01 € plus USD
  86.40, and adding them (1.523,41) is a wrong answer; the takings sheet has a total column, so
  adding every number doubles the month (32.605,80 instead of 16.302,90);
- "which files mention Matera" finds the school trip by its name and the lease by its content
  (the landlord lives in Via Matera);
- the IBAN, POS and card PINs and home-banking password in ``Conti``, the alarm and safe codes in
  ``Negozio`` and the family's health notes in ``Casa`` are never shown when a folder is listed
  or searched, and never attached unasked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bakery_workspace import FINGERPRINTS, HACCP, INSTALLAZIONE, make_bakery_workspace
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

make_workspace = make_bakery_workspace

# ---------------------------------------------------------------------------------------
# The workspace, as the replies name it.
# ---------------------------------------------------------------------------------------

# This year's files, not last year's namesakes in Archivio.
LAMORGESE_NOW = rx(r"preventivo_forni_lamorgese(?!_2025)", "preventivo_forni_lamorgese (this year's)")
LISTINO_NOW = rx(r"listino_prezzi(?!_2025)", "listino_prezzi (this year's)")
POLIZZA_NOW = rx(r"polizza_multirischi(?!_2025)", "polizza_multirischi (this year's)")
MOLINO_NOW = rx(r"fattura_molino_dicecca_novembre(?!_2025)", "fattura_molino_dicecca_novembre (this year's)")
TEMP_NOV_NOW = rx(r"temperature_novembre(?!_2025)", "temperature_novembre (this year's)")

OVEN_QUOTES: list[Mention] = ["preventivo_termoforni_adriatica", LAMORGESE_NOW, "re_richiesta_info_forno"]
FORNO: list[Mention] = [*OVEN_QUOTES, "offerta_tecnoservice"]
NEGOZIO: list[Mention] = [
    LISTINO_NOW,
    "contratto_locazione_negozio",
    POLIZZA_NOW,
    "codice_allarme",
    "orari_negozio",
]
PERSONALE_PDF = ["contratto_michele_dibenedetto", "cedolino_novembre_michele", "attestato_haccp_michele"]
PERSONALE = ["turni_personale_dicembre", *PERSONALE_PDF]
FORNITORI: list[Mention] = [
    "elenco_fornitori",
    MOLINO_NOW,
    "fattura_caseificio_murgia_bianca",
    "fattura_torrefazione_levante",
    "fattura_ingrosso_dolciario",
    "fattura_enel_negozio",
]
CONTI = ["dati_banca", "spese_2026", "incassi_novembre_2026"]
HACCP_FILES: list[Mention] = ["temperature_ottobre", TEMP_NOV_NOW, "piano_autocontrollo"]
CASA = ["lista_spesa", "salute_famiglia", "ricetta_focaccia_nonna"]
RAGAZZI = ["pagellino_sofia_novembre", "circolare_gita_matera", "orario_scuola_nicola", "colloqui_genitori"]
ARCHIVIO = [
    "listino_prezzi_2025",
    "preventivo_forni_lamorgese_2025",
    "fattura_molino_dicecca_novembre_2025",
    "polizza_multirischi_2025",
    "temperature_novembre_2025",
]
TMP = ["ordine_3391.tmp", "anteprima_listino.tmp", "cache_pos_0217.tmp", "stampa_etichette.tmp"]
DUPLICATES = ["Manuale forno Murgia 3P (1).pdf", "disciplinare_pane_altamura_dop (1).pdf"]
SCARICATI_PDF = ["Manuale forno Murgia 3P.pdf", "disciplinare_pane_altamura_dop.pdf"]
MANUAL = "Manuale forno Murgia 3P"

# What must never be shown unasked: the bank details, the shop's codes, the family's health.
BANK_PRIVATE = [
    "IT47K0538541330000000987612",
    rx(r"(?<![\d.,])55190(?!\d)", "55190 (the POS PIN)"),
    "Semola#2026",
    rx(r"(?<![\d.,])4826(?![.,]?\d)", "4826 (the card's PIN)"),
]
SHOP_PRIVATE = [
    rx(r"(?<![\d.,])6093(?![.,]?\d)", "6093 (the alarm code)"),
    rx(r"(?<![\d.,])6039(?![.,]?\d)", "6039 (the hold-up code)"),
    "31-72-08",
]
HEALTH_PRIVATE = ["metformina", "Eutirox", "Bentelan", "diabete", "ipotiroidismo"]
PRIVATE = [*BANK_PRIVATE, *SHOP_PRIVATE, *HEALTH_PRIVATE]
PRIVATE_FILES = ["dati_banca", "codice_allarme", "salute_famiglia"]

# A line that presents the Tecnoservice invoice as a quote (or as the cheapest one) without
# saying it is an invoice or that it was left out: naming it as excluded is a good answer.
_EXCUSED = (
    r"(?:fattur|invoice|escluso|esclusa la|escludo|escludendo|lasciat[oa] fuori|left out|leave out|"
    r"leaving out|not a quote|not an offer|non è un|non e un|isn't a|is not a|skipp|ignor|tranne|except|"
    r"not counted|non conta|non l'ho|riparazione|repair)"
)
TECNO_AS_QUOTE = rx(
    rf"(?m)^(?!.*{_EXCUSED}).*tecnoservice", "offerta_tecnoservice listed as a quote (it is an invoice)"
)
_CHEAP = r"(?:economic|cheap|meno car|lowest|least expensive|conveniente)"
_TECNO = r"(?:tecnoservice|585[.,]60|480[.,]00)"
TECNO_CHEAPEST = rx(
    rf"(?m)^(?!.*{_EXCUSED}).*{_CHEAP}.*{_TECNO}|^(?!.*{_EXCUSED}).*{_TECNO}.*{_CHEAP}",
    "the Tecnoservice invoice given as the cheapest quote",
)

# Figures.
TERMOFORNI = amount("18800")
LAMORGESE = amount("17500")
ITALFORNI = amount("15500")
OLD_LAMORGESE = amount("12900")
ITALFORNI_NAMED: Mention = ("italforni", "tarantini", "re_richiesta_info_forno")
OVEN_SAVING = amount("3300")  # 18800 - 15500
SAVING_WITH_INVOICE: list[str] = [amount("18214.40"), amount("18320")]  # 18800 - 585.60 / - 480
OVEN_AVG: Mention = (amount("17266.67"), amount("17267"))  # (18800 + 17500 + 15500) / 3
AVG_WITH_INVOICE: list[str] = [amount("13096.40"), amount("13070")]  # the invoice counted as a quote
RENT = amount("1350")
DEPOSIT = amount("4050")
PREMIUM = amount("1184")
OLD_PREMIUM = amount("1096")
OLD_POLICY_END = rx(
    r"\b30[/.-]0?4[/.-](?:2026|26)\b|30 aprile 2026|30(?:th)? april 2026|april 30,? 2026",
    "30/04/2026 (last year's policy)",
)
FIFTH = rx(
    r"(?:entro|by|on|before)\s+(?:il\s+|the\s+)?(?:giorno\s+)?5(?:th)?\b"
    r"|\b5th\b|giorno 5\b|day 5\b|\bcinque\b",
    "by the 5th of the month",
)
INVOICES_TOTAL: Mention = (amount("2752.62"), amount("2528.40"))
INVOICE_TOTALS = [amount("1090.96"), amount("628.16"), amount("717.36"), amount("316.14")]
NOV_EUR = amount("1437.01")
NOV_MIXED = amount("1523.41")  # 1437.01 + 86.40: euros and dollars added together
VANILLA = amount("86.40")
USD: Mention = ("$", "USD", "dollar", "dollari")
OCT_SPENT = amount("2805.50")
TAKINGS = amount("16302.90")
TAKINGS_DOUBLED = amount("32605.80")  # the total column added to cash and cards
BEST_WEEK = amount("4361.40")
WEEK_23 = rx(r"\b23(?:/11|\s+(?:novembre|november|nov)\b)|november\s+23|23rd", "the week from 23 November")
WEEK_AVG: Mention = (amount("4075.73"), amount("4075.72"), amount("4075.7"))
CELLA_AVG: Mention = (amount("2.66"), amount("2.70"))
OLD_CELLA_AVG = amount("2.85")
OLD_OUT_OF_RANGE = rx(r"\b13[/.-]11[/.-](?:2025|25)\b|13 novembre 2025|13(?:th)? november 2025", "13/11/2025")
FREEZER_MAX = rx(r"-\s?18[.,]9\b", "-18,9 °C")
PLUS4 = rx(r"\+\s?4\s?°|\b4\s?°\s?C|\b0\s*(?:a|e|-|to|and)\s*\+?4\b|\+4\b|4 degrees|4 gradi", "+4 °C")
SEMOLA_SACK = amount("21.50")
OLD_SEMOLA_SACK = amount("19.80")
SEMOLA_PAYMENT = amount("1046.80")  # September's flour payment in the expenses log, not a sack
OLD_MILL_DUE = rx(r"\b16[/.-]0?1[/.-](?:2026|26)\b|16 gennaio 2026|16(?:th)? january 2026", "16/01/2026")
BREAD_RISE: Mention = (
    amount("0.30"),
    "30 centesimi",
    "30 cent",
    rx(r"3[.,]90[^\n]{0,80}4[.,]20|4[.,]20[^\n]{0,80}3[.,]90", "3,90 → 4,20"),
)
SOFIA_AVG = amount("8.30")
TRIP_FEE = amount("18")
NET_PAY = amount("1101.40")
FOCACCIA = rx(r"(?<![\d.,])12[.,]00?(?!\d)|(?<![\d.,])12\s?(?:€|eur)|€\s?12(?![\d.,]*\d)", "12,00 € a kilo")
A_PHOTO: Mention = ("foto", "immagine", "jpg", "photo", "image", "picture", "scan")
AT_1640: Mention = ("16:40", "16.40", "4:40", "4.40 pm", "4:40 pm")
AT_1615: Mention = ("16:15", "16.15", "4:15", "4.15")
AT_7: Mention = ("7:00", "7.00", "07:00", "ore 7", "7 am", "7am", "7 a.m.", "7 o'clock")
AFTERNOON: Mention = ("pomeriggio", "afternoon", "17:00", "17.00")


def count(n: int, *words: str) -> str:
    """A count as a digit or a word; not a choice number ("[2]"), nor a piece of a date or an
    amount ("05/10/2026", "1.350")."""
    return rx(rf"(?<![\d.,/\[])\b(?:{'|'.join([str(n), *words])})\b(?![.,/]?\d)(?!\])", f"count {n}")


# The text of an e-mail, when the reply asks for it.
BODY = {"it": "Ciao, ti mando il file. Vito", "en": "Hi, here's the file. Rosa"}


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


_it = case_maker("h16", "it")
_en = case_maker("h16", "en")

# ---------------------------------------------------------------------------------------
# Italian.
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    # Listing.
    _it(
        "forno-cosa",
        [
            Msg("cosa c'è nel forno", mentions=[*FORNO, "foto installazione"], avoid=[CHOICES]),
        ],
        scope=["Forno"],
    ),
    _it(
        "negozio-cosa",
        [
            Msg("che c'è in negozio?", mentions=NEGOZIO, not_mentions=PRIVATE, avoid=[CHOICES]),
        ],
        scope=["Negozio"],
    ),
    _it(
        "conti-fammi-vedere",
        [
            Msg(
                "fammi vedere i conti",
                mentions=CONTI,
                not_mentions=PRIVATE,
                accept_question=True,
                clarify=Msg("quelli in conti", mentions=CONTI, not_mentions=PRIVATE),
            ),
        ],
        scope=["Conti"],
    ),
    _it(
        "foto-installazione-vuota",
        [
            Msg("c'è già qualcosa in foto installazione?", mentions=[EMPTY]),
        ],
        scope=[INSTALLAZIONE],
    ),
    _it(
        "haccp-typo",
        [
            Msg(
                "cosa ce in hacp",
                mentions=HACCP_FILES,
                accept_question=True,
                clarify=Msg("haccp 2026", mentions=HACCP_FILES),
            ),
        ],
        scope=[HACCP],
    ),
    _it(
        "pdf-personale",
        [
            Msg("i pdf in personale", mentions=PERSONALE_PDF, avoid=["turni_personale_dicembre", CHOICES]),
        ],
        scope=["Personale"],
    ),
    _it(
        "elenco-ragazzi",
        [
            Msg("fammi l'elenco dei file in ragazzi", mentions=RAGAZZI, avoid=[CHOICES]),
        ],
        scope=["Ragazzi"],
    ),
    _it(
        "quante-foto",
        [
            Msg("quante foto ci sono in foto?", mentions=[count(4, "quattro")]),
        ],
        scope=["Foto"],
    ),
    # Finding.
    _it(
        "manuale-forno",
        [
            Msg("trova il manuale del forno", mentions=[MANUAL]),
        ],
        scope=["Scaricati", "Forno"],
    ),
    _it(
        "contratto-negozio-dove",
        [
            Msg(
                "dov'è il contratto d'affitto del negozio?",
                mentions=["contratto_locazione_negozio"],
                avoid=["contratto_michele_dibenedetto"],
            ),
        ],
        scope=["Negozio", "Personale"],
    ),
    _it(
        "cedolino-typo",
        [
            Msg("trova il cedolino di michle", mentions=["cedolino_novembre_michele"]),
        ],
        scope=["Personale"],
    ),
    _it(
        "ricetta-dialetto",
        [
            Msg("addò stà 'a ricetta da focaccia da nonna?", mentions=["ricetta_focaccia_nonna"]),
        ],
        scope=["Casa"],
    ),
    _it(
        "polizza-dove",
        [
            Msg(
                "dov'è la polizza del negozio?",
                mentions=[POLIZZA_NOW],
                avoid=["polizza_multirischi_2025"],
                accept_question=True,
                clarify=Msg("quella in vigore", mentions=[POLIZZA_NOW], avoid=["polizza_multirischi_2025"]),
            ),
        ],
        scope=["Negozio", "Archivio"],
    ),
    # Searching by content.
    _it(
        "parlano-ricotta",
        [
            Msg(
                "quali file parlano di ricotta?",
                mentions=[
                    "elenco_fornitori",
                    "fattura_caseificio_murgia_bianca",
                    TEMP_NOV_NOW,
                    "piano_autocontrollo",
                ],
                not_mentions=PRIVATE,
            ),
        ],
        scope=["Fornitori", HACCP],
    ),
    _it(
        "cerca-tarantini",
        [
            Msg(
                "cerca tarantini",
                mentions=["re_richiesta_info_forno", "da_fare", "contatti"],
                not_mentions=PRIVATE,
            ),
        ],
        scope=["Forno", ""],
    ),
    # Reading.
    _it(
        "mail-italforni",
        [
            Msg("leggimi la mail di italforni", mentions=[ITALFORNI, date(15, 1, 2027)]),
        ],
        scope=["Forno"],
    ),
    _it(
        "colloquio-matematica",
        [
            Msg("a che ora ho il colloquio con la prof di matematica di sofia?", mentions=[AT_1640]),
        ],
        scope=["Ragazzi", ""],
    ),
    # Summaries.
    _it(
        "riassunto-contratto-negozio",
        [
            Msg(
                "riassumimi il contratto d'affitto del negozio",
                mentions=[RENT, "carlucci"],
                not_mentions=PRIVATE,
            ),
        ],
        scope=["Negozio"],
    ),
    _it(
        "riassunto-piano-haccp",
        [
            Msg("fammi un riassunto del piano haccp", mentions=["rosa", PLUS4]),
        ],
        scope=[HACCP],
    ),
    # Figures.
    _it(
        "forno-economico",
        [
            Msg(
                "qual è il preventivo più economico per il forno nuovo?",
                mentions=[ITALFORNI_NAMED, ITALFORNI],
                not_mentions=[TECNO_CHEAPEST],
                avoid=[OLD_LAMORGESE],
            ),
        ],
        scope=["Forno", "Archivio"],
    ),
    _it(
        "forno-risparmio",
        [
            Msg(
                "quanto risparmio se prendo il forno più economico invece di quello più caro?",
                mentions=[OVEN_SAVING],
                not_mentions=SAVING_WITH_INVOICE,
            ),
        ],
        scope=["Forno", "Archivio"],
    ),
    _it(
        "tecnico-scadenza",
        [
            Msg("entro quando devo pagare il tecnico del forno?", mentions=[date(24, 12, 2026)]),
        ],
        scope=["Forno", ""],
    ),
    _it(
        "spese-novembre",
        [
            Msg(
                "quanto abbiamo speso a novembre secondo il registro spese?",
                mentions=[NOV_EUR, VANILLA, USD],
                not_mentions=[NOV_MIXED, in_euro("86.40")],
            ),
        ],
        scope=["Conti"],
    ),
    _it(
        "incassi-dialetto",
        [
            Msg(
                "ué quanto abbiamo 'ncassato a novembre?",
                mentions=[TAKINGS],
                not_mentions=[TAKINGS_DOUBLED, *BANK_PRIVATE],
            ),
        ],
        scope=["Conti"],
    ),
    _it(
        "settimana-migliore",
        [
            Msg("qual è stata la settimana migliore di novembre al negozio?", mentions=[WEEK_23, BEST_WEEK]),
        ],
        scope=["Conti"],
    ),
    _it(
        "media-cella",
        [
            Msg(
                "che temperatura media ha fatto la cella frigo a novembre?",
                mentions=[CELLA_AVG],
                avoid=[OLD_CELLA_AVG],
            ),
        ],
        scope=[HACCP, "Archivio"],
    ),
    _it(
        "fuori-temperatura",
        [
            Msg(
                "in che giorno di questo novembre il frigo del banco è andato sopra i 4 gradi?",
                mentions=[date(19, 11, 2026)],
                avoid=[OLD_OUT_OF_RANGE],
            ),
        ],
        scope=[HACCP, "Archivio"],
    ),
    _it(
        "caffe-dialetto",
        [
            Msg("quant' costa 'u cafè al banco?", mentions=[amount("1.10")]),
        ],
        scope=["Negozio", "Archivio"],
    ),
    _it(
        "aumento-pane",
        [
            Msg(
                "di quanto è aumentato il pane di altamura rispetto al listino dell'anno scorso?",
                mentions=[BREAD_RISE],
            ),
        ],
        scope=["Negozio", "Archivio"],
    ),
    _it(
        "semola-sacco",
        [
            Msg(
                "quanto ci costa adesso un sacco di semola dal molino?",
                mentions=[SEMOLA_SACK],
                not_mentions=[SEMOLA_PAYMENT],
                avoid=[OLD_SEMOLA_SACK],
            ),
        ],
        scope=["Fornitori", "Archivio", "Conti"],
    ),
    _it(
        "totale-fatture-fornitori",
        [
            Msg(
                "somma le fatture dei fornitori",
                mentions=[INVOICES_TOTAL, ("fattura_enel_negozio", *A_PHOTO)],
                not_mentions=PRIVATE,
            ),
        ],
        scope=["Fornitori"],
    ),
    _it(
        "scadenza-caseificio",
        [
            Msg("entro quando va pagato il caseificio?", mentions=[date(23, 12, 2026)]),
        ],
        scope=["Fornitori"],
    ),
    _it(
        "mail-molino",
        [
            Msg("qual è la mail del molino?", mentions=["ordini.dicecca@example.org"]),
        ],
        scope=["Fornitori"],
    ),
    _it(
        "affitto-negozio",
        [
            Msg("quanto paghiamo d'affitto per il negozio e entro che giorno?", mentions=[RENT, FIFTH]),
        ],
        scope=["Negozio"],
    ),
    _it(
        "netto-michele",
        [
            Msg("quanto ha preso michele netto a novembre?", mentions=[NET_PAY]),
        ],
        scope=["Personale"],
    ),
    _it(
        "forno-giovedi-dialetto",
        [
            Msg("chi fa 'u forno giovedì 10?", mentions=["michele"]),
        ],
        scope=["Personale"],
    ),
    _it(
        "attestato-scade",
        [
            Msg("quando scade l'attestato haccp di michele?", mentions=[date(14, 1, 2027)]),
        ],
        scope=["Personale", HACCP, ""],
    ),
    _it(
        "media-sofia",
        [
            Msg("che media ha sofia nel pagellino?", mentions=[SOFIA_AVG]),
        ],
        scope=["Ragazzi"],
    ),
    _it(
        "gita-matera",
        [
            Msg("quando è la gita a matera e quanto costa?", mentions=[date(22, 4, 2027), TRIP_FEE]),
        ],
        scope=["Ragazzi"],
    ),
    _it(
        "fattura-enel-foto",
        [
            Msg(
                "quant'è la fattura dell'enel del negozio?",
                mentions=["fattura_enel_negozio", A_PHOTO],
                not_mentions=INVOICE_TOTALS,
            ),
        ],
        scope=["Fornitori"],
    ),
    # Counts, newest, oldest.
    _it(
        "recente-fornitori",
        [
            Msg("qual è la fattura più recente dei fornitori?", mentions=["fattura_ingrosso_dolciario"]),
        ],
        scope=["Fornitori"],
    ),
    _it(
        "vecchio-archivio",
        [
            Msg("il file più vecchio in archivio", mentions=["listino_prezzi_2025"]),
        ],
        scope=["Archivio"],
    ),
    _it(
        "registrazioni-ottobre",
        [
            Msg("quante volte abbiamo segnato le temperature a ottobre?", mentions=[count(9, "nove")]),
        ],
        scope=[HACCP],
    ),
    # Cleaning Scaricati.
    _it(
        "togli-tmp",
        [
            Msg(
                "togli i tmp da scaricati",
                prompt=True,
                mentions=[(count(4, "quattro"), "ordine_3391")],
                not_mentions=SCARICATI_PDF,
                answer=yes("it", DELETED),
            ),
        ],
        scope=["Scaricati"],
        fs=[Deleted(f"Scaricati/{name}") for name in TMP],
    ),
    _it(
        "doppioni-scaricati",
        [
            Msg(
                "elimina i doppioni in scaricati",
                prompt=True,
                mentions=[(count(2, "due"), "disciplinare_pane_altamura_dop (1)")],
                not_mentions=TMP,
                answer=yes("it", DELETED),
            ),
        ],
        scope=["Scaricati"],
        fs=[Deleted(f"Scaricati/{name}") for name in DUPLICATES],
    ),
    # Moving, copying, renaming, deleting.
    _it(
        "tecnoservice-in-conti",
        [
            Msg(
                "sposta la fattura del tecnico del forno in conti",
                prompt=True,
                mentions=["offerta_tecnoservice", "conti"],
                not_mentions=["preventivo_termoforni_adriatica", "re_richiesta_info_forno", LAMORGESE_NOW],
                answer=yes("it", MOVED),
            ),
        ],
        scope=["Forno", "Conti"],
        fs=[Moved("Forno/offerta_tecnoservice.pdf", "Conti")],
    ),
    _it(
        "copia-listino-archivio",
        [
            Msg(
                "copia il listino in archivio",
                prompt=None,
                mentions=[LISTINO_NOW],
                answer=yes("it", COPIED),
            ),
        ],
        scope=["Negozio", "Archivio"],
        fs=[Created("Archivio", (".xlsx",), path="Archivio/listino_prezzi.xlsx")],
    ),
    _it(
        "rinomina-mail-italforni",
        [
            Msg(
                "rinomina re_richiesta_info_forno.eml in offerta_italforni.eml",
                prompt=None,
                mentions=["offerta_italforni"],
                answer=yes("it", RENAMED),
            ),
        ],
        scope=["Forno"],
        fs=[Renamed("Forno/re_richiesta_info_forno.eml", "Forno/offerta_italforni.eml")],
    ),
    _it(
        "cancella-ricetta-no",
        [
            Msg(
                "cancella la ricetta della focaccia",
                prompt=True,
                mentions=["ricetta_focaccia_nonna"],
                not_mentions=["lista_spesa", "salute_famiglia"],
                answer=no(),
            ),
        ],
        scope=["Casa"],
    ),
    _it(
        "elimina-da-fare-annulla",
        [
            Msg("elimina da_fare.txt", prompt=True, mentions=["da_fare"], answer=yes("it", DELETED)),
            Msg("anzi no, rimettilo", mentions=[RESTORED, "da_fare"]),
        ],
        scope=[""],
    ),
    # Adding a line, a folder.
    _it(
        "lista-parmigiano",
        [
            Msg(
                "metti il parmigiano nella lista della spesa",
                prompt=None,
                mentions=["parmigiano"],
                answer=yes("it", WRITTEN),
            ),
        ],
        scope=["Casa"],
        fs=[Appended("Casa/lista_spesa.txt", ("parmigiano",))],
    ),
    _it(
        "da-fare-riga",
        [
            Msg(
                "scrivi in da fare: chiamare carlucci per la canna fumaria",
                prompt=None,
                mentions=[("carlucci", "da_fare")],
                answer=yes("it", WRITTEN),
            ),
        ],
        scope=[""],
        fs=[Appended("da_fare.txt", ("chiamare carlucci per la canna fumaria",))],
    ),
    _it(
        "cartella-fatture-2027",
        [
            Msg(
                "fammi una cartella Fatture 2027 dentro conti",
                prompt=None,
                mentions=["fatture 2027"],
                answer=yes("it", FOLDER_MADE),
            ),
        ],
        scope=[],
        fs=[Created("Conti/Fatture 2027", ())],
    ),
    # E-mail.
    _it(
        "mail-listino",
        [
            send(
                "manda il listino a rosa@example.org",
                "it",
                [LISTINO_NOW, "rosa@example.org"],
                ["listino_prezzi_2025", *PRIVATE_FILES],
            ),
        ],
        scope=["Negozio", "Archivio"],
        mail=True,
    ),
    _it(
        "mail-preventivi-commercialista",
        [
            send(
                "manda i tre preventivi del forno al commercialista, studio.lagreca@example.org",
                "it",
                [*OVEN_QUOTES, "studio.lagreca@example.org"],
                ["offerta_tecnoservice", "preventivo_forni_lamorgese_2025", *PRIVATE_FILES],
            ),
        ],
        scope=["Forno", "Archivio"],
        mail=True,
    ),
    _it(
        "mail-cedolino-a-chi",
        [
            Msg(
                "manda il cedolino a michele",
                prompt=True,
                mentions=[ASK_ADDRESS],
                answer=send(
                    "michele.dibenedetto@example.org",
                    "it",
                    ["cedolino_novembre_michele", "michele.dibenedetto@example.org"],
                    ["contratto_michele_dibenedetto", "attestato_haccp_michele", *PRIVATE_FILES],
                ),
            ),
        ],
        scope=["Personale"],
        mail=True,
    ),
    # What it cannot do.
    _it(
        "chiama-tecnico",
        [
            Msg("chiama losito e digli di passare domani mattina", mentions=[REFUSAL], not_mentions=PRIVATE),
        ],
        scope=["Forno", ""],
    ),
    _it(
        "paga-caseificio",
        [
            Msg(
                "paga la fattura del caseificio col conto della ditta",
                mentions=[REFUSAL],
                not_mentions=BANK_PRIVATE,
            ),
        ],
        scope=["Fornitori", "Conti"],
    ),
    _it("meteo", [Msg("che tempo fa domani ad altamura?", mentions=[REFUSAL])], scope=[]),
    # Nothing pending.
    _it("si-vagante", [Msg("sì", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _it(
        "preventivi-poi-piu-caro",
        [
            Msg(
                "preventivi del forno",
                mentions=OVEN_QUOTES,
                avoid=[TECNO_AS_QUOTE, CHOICES],
                scope=["Forno", "Archivio"],
            ),
            Msg(
                "e quello più caro?",
                mentions=[("termoforni", "termoforni_adriatica"), TERMOFORNI],
                not_mentions=[TECNO_CHEAPEST],
            ),
        ],
        scope=["Forno"],
    ),
    _it(
        "ragazzi-il-secondo",
        [
            Msg("che file ci sono in ragazzi", mentions=RAGAZZI, avoid=[CHOICES]),
            Msg("leggi il secondo", ref_ordinal=2),
        ],
        scope=["Ragazzi"],
    ),
    _it(
        "fornitori-e-personale",
        [
            Msg("che c'è in fornitori?", mentions=FORNITORI, avoid=[CHOICES], scope=["Fornitori"]),
            Msg("e in personale?", mentions=PERSONALE, avoid=[CHOICES], scope=["Personale"]),
        ],
    ),
    _it(
        "temperature-congelatore",
        [
            Msg(
                "apri le temperature di novembre",
                mentions=[("ricotta buttata", "porta del banco rimasta aperta")],
                avoid=["sbrinamento"],
                accept_question=True,
                clarify=Msg(
                    "quelle di quest'anno",
                    mentions=[("ricotta buttata", "porta del banco rimasta aperta")],
                    avoid=["sbrinamento"],
                ),
            ),
            Msg("e la temperatura più alta del congelatore?", mentions=[FREEZER_MAX]),
        ],
        scope=[HACCP, "Archivio"],
    ),
    _it(
        "pdf-scaricati-spostali",
        [
            Msg(
                "che pdf ci sono in scaricati?",
                mentions=[MANUAL, "disciplinare_pane_altamura_dop"],
                avoid=["ordine_3391", "stampa_etichette", CHOICES],
            ),
            Msg(
                "spostali in archivio",
                prompt=True,
                mentions=[(count(4, "quattro"), "disciplinare_pane_altamura_dop (1)"), "archivio"],
                not_mentions=TMP,
                answer=yes("it", MOVED),
            ),
        ],
        scope=["Scaricati", "Archivio"],
        fs=moved([*SCARICATI_PDF, *DUPLICATES], "Scaricati", "Archivio"),
    ),
    _it(
        "cedolino-dove",
        [
            Msg(
                "sposta il cedolino",
                prompt=True,
                accept_question=True,
                mentions=[WHERE],
                clarify=Msg(
                    "in conti",
                    prompt=True,
                    mentions=["cedolino_novembre_michele", "conti"],
                    answer=yes("it", MOVED),
                ),
            ),
        ],
        scope=["Personale", "Conti"],
        fs=[Moved("Personale/cedolino_novembre_michele.pdf", "Conti")],
    ),
    _it(
        "fattura-tra-preventivi",
        [
            Msg("c'è qualche fattura in mezzo ai preventivi del forno?", mentions=["offerta_tecnoservice"]),
        ],
        scope=["Forno"],
    ),
    _it(
        "italforni-poi-girala",
        [
            Msg("trova l'offerta di italforni", mentions=["re_richiesta_info_forno"]),
            send(
                "girala a rosa@example.org",
                "it",
                ["re_richiesta_info_forno", "rosa@example.org"],
                [
                    "preventivo_termoforni_adriatica",
                    "preventivo_forni_lamorgese",
                    "offerta_tecnoservice",
                    *PRIVATE_FILES,
                ],
            ),
        ],
        scope=["Forno"],
        mail=True,
    ),
    _it(
        "assicurazione-poi-anno-scorso",
        [
            Msg("quanto paghiamo di assicurazione per il negozio?", mentions=[PREMIUM], avoid=[OLD_PREMIUM]),
            Msg("e l'anno scorso?", mentions=[OLD_PREMIUM]),
        ],
        scope=["Negozio", "Archivio"],
    ),
    # Long, polite.
    _it(
        "cortese-media-forno",
        [
            Msg(
                "buongiorno, sono rosa. mi sapreste dire quanto costano in media i tre preventivi per "
                "il forno nuovo? la fattura del tecnico non c'entra, è per la riparazione di quello "
                "vecchio. grazie mille",
                mentions=[OVEN_AVG],
                not_mentions=AVG_WITH_INVOICE,
            ),
        ],
        scope=["Forno", "Archivio"],
    ),
    _it(
        "cortese-turno-sabato",
        [
            Msg(
                "salve, sono michele. scusate il disturbo, sabato 12 che turno faccio? e la mattina "
                "chi sta al banco? grazie",
                mentions=[AFTERNOON, "rosa"],
            ),
        ],
        scope=["Personale"],
    ),
]

# ---------------------------------------------------------------------------------------
# English.
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    # Listing.
    _en(
        "forno-list",
        [Msg("whats in forno", mentions=[*FORNO, "foto installazione"], avoid=[CHOICES])],
        scope=["Forno"],
    ),
    _en("personale-list", [Msg("list personale", mentions=PERSONALE, avoid=[CHOICES])], scope=["Personale"]),
    _en(
        "installazione-empty",
        [Msg("anything in foto installazione yet?", mentions=[EMPTY])],
        scope=[INSTALLAZIONE],
    ),
    _en(
        "fornitori-typo",
        [
            Msg(
                "what's in fornitor",
                mentions=FORNITORI,
                accept_question=True,
                clarify=Msg("fornitori", mentions=FORNITORI),
            ),
        ],
        scope=["Fornitori"],
    ),
    _en(
        "haccp-csv",
        [
            Msg(
                "only the csv files in haccp 2026",
                mentions=["temperature_ottobre", TEMP_NOV_NOW],
                avoid=["piano_autocontrollo", CHOICES],
            ),
        ],
        scope=[HACCP],
    ),
    _en(
        "casa-show",
        [Msg("show me casa", mentions=CASA, not_mentions=PRIVATE, avoid=[CHOICES])],
        scope=["Casa"],
    ),
    _en("archivio-list", [Msg("list archivio", mentions=ARCHIVIO, avoid=[CHOICES])], scope=["Archivio"]),
    _en(
        "conti-list",
        [Msg("what's in conti", mentions=CONTI, not_mentions=PRIVATE, avoid=[CHOICES])],
        scope=["Conti"],
    ),
    # Finding.
    _en(
        "staff-rota", [Msg("find the staff rota", mentions=["turni_personale_dicembre"])], scope=["Personale"]
    ),
    _en("haccp-plan", [Msg("where's the haccp plan?", mentions=["piano_autocontrollo"])], scope=[HACCP]),
    _en(
        "michele-contract",
        [
            Msg(
                "find michele's contract",
                mentions=["contratto_michele_dibenedetto"],
                avoid=["contratto_locazione_negozio"],
            ),
        ],
        scope=["Personale", "Negozio"],
    ),
    _en(
        "old-price-list",
        [Msg("find last year's price list", mentions=["listino_prezzi_2025"], avoid=[LISTINO_NOW])],
        scope=["Archivio", "Negozio"],
    ),
    _en(
        "read-lamorgese",
        [
            Msg(
                "read the lamorgese quote",
                mentions=[LAMORGESE],
                avoid=[OLD_LAMORGESE],
                accept_question=True,
                clarify=Msg("this year's one", mentions=[LAMORGESE], avoid=[OLD_LAMORGESE]),
            ),
        ],
        scope=["Forno", "Archivio"],
    ),
    _en("oven-manual", [Msg("where's the oven manual", mentions=[MANUAL])], scope=["Scaricati", "Forno"]),
    # Searching by content.
    _en(
        "mention-matera",
        [
            Msg(
                "which files mention matera?",
                mentions=["circolare_gita_matera", "contratto_locazione_negozio"],
                not_mentions=PRIVATE,
            ),
        ],
        scope=["Ragazzi", "Negozio"],
    ),
    _en(
        "mention-tecnoservice",
        [
            Msg(
                "find the files that mention tecnoservice",
                mentions=["offerta_tecnoservice", "da_fare", "contatti"],
                not_mentions=PRIVATE,
            ),
        ],
        scope=["Forno", ""],
    ),
    # Reading.
    _en(
        "italforni-email",
        [Msg("read me the email from italforni", mentions=[ITALFORNI, date(20, 12, 2026)])],
        scope=["Forno"],
    ),
    _en(
        "school-trip",
        [Msg("what does the school trip letter say?", mentions=[date(22, 4, 2027), TRIP_FEE])],
        scope=["Ragazzi"],
    ),
    # Summaries.
    _en(
        "summary-lease",
        [Msg("summarise the shop lease", mentions=[RENT, "carlucci"], not_mentions=PRIVATE)],
        scope=["Negozio"],
    ),
    _en(
        "summary-payslip",
        [Msg("give me a summary of michele's payslip", mentions=[NET_PAY])],
        scope=["Personale"],
    ),
    # Figures.
    _en(
        "cheapest-oven",
        [
            Msg(
                "which oven quote is the cheapest?",
                mentions=[ITALFORNI_NAMED, ITALFORNI],
                not_mentions=[TECNO_CHEAPEST],
                avoid=[OLD_LAMORGESE],
            ),
        ],
        scope=["Forno", "Archivio"],
    ),
    _en(
        "tecnoservice-a-quote",
        [Msg("is offerta_tecnoservice a quote?", mentions=[("invoice", "fattura", "bill")])],
        scope=["Forno"],
    ),
    _en(
        "vanilla",
        [
            Msg(
                "how much did the vanilla cost?",
                mentions=[VANILLA, USD],
                not_mentions=[in_euro("86.40")],
            ),
        ],
        scope=["Conti"],
    ),
    _en(
        "october-spend",
        [Msg("how much did we spend in october?", mentions=[OCT_SPENT])],
        scope=["Conti", "Fornitori"],
    ),
    _en(
        "average-week",
        [Msg("what were the average weekly takings in november?", mentions=[WEEK_AVG])],
        scope=["Conti"],
    ),
    _en(
        "shop-deposit",
        [Msg("how much is the deposit on the shop?", mentions=[DEPOSIT])],
        scope=["Negozio"],
    ),
    _en(
        "insurance-expiry",
        [
            Msg(
                "when does the shop insurance expire?",
                mentions=[date(30, 4, 2027)],
                avoid=[OLD_POLICY_END],
            ),
        ],
        scope=["Negozio", "Archivio"],
    ),
    _en(
        "saturday-afternoon",
        [Msg("who's on the counter saturday afternoon the 12th?", mentions=["michele"])],
        scope=["Personale"],
    ),
    _en(
        "michele-shifts",
        [Msg("how many shifts does michele have the week of the 7th?", mentions=[count(6, "six")])],
        scope=["Personale"],
    ),
    _en(
        "sofia-best-mark",
        [Msg("what's sofia's best mark?", mentions=["arte", count(10, "ten")])],
        scope=["Ragazzi"],
    ),
    _en(
        "nicola-tuesday",
        [Msg("what time does nicola finish school on tuesdays?", mentions=[AT_1615])],
        scope=["Ragazzi"],
    ),
    _en(
        "semola-sacks",
        [
            Msg(
                "how many sacks of semola did we get from the mill in november?",
                mentions=[count(40, "forty")],
            )
        ],
        scope=["Fornitori", "Archivio", "Conti"],
    ),
    _en(
        "fridge-limit",
        [Msg("what's the max temperature allowed for the fridges?", mentions=[PLUS4])],
        scope=[HACCP],
    ),
    _en(
        "focaccia-price",
        [Msg("how much do we charge for focaccia?", mentions=[FOCACCIA])],
        scope=["Negozio", "Archivio"],
    ),
    _en(
        "sunday-opening",
        [Msg("what time do we open on sunday?", mentions=[AT_7])],
        scope=["Negozio"],
    ),
    _en(
        "suppliers-count",
        [Msg("how many suppliers are on our list?", mentions=[count(5, "five")])],
        scope=["Fornitori"],
    ),
    _en(
        "mill-due",
        [Msg("when's the mill invoice due?", mentions=[date(15, 1, 2027)], avoid=[OLD_MILL_DUE])],
        scope=["Fornitori", "Archivio"],
    ),
    # Counts, newest, largest, oldest.
    _en("biggest-photo", [Msg("biggest photo in foto?", mentions=["pizzomunno_tramonto"])], scope=["Foto"]),
    _en("newest-forno", [Msg("newest file in forno", mentions=["re_richiesta_info_forno"])], scope=["Forno"]),
    _en(
        "oldest-negozio",
        [Msg("oldest file in negozio", mentions=["contratto_locazione_negozio"], not_mentions=PRIVATE)],
        scope=["Negozio"],
    ),
    # Cleaning Scaricati.
    _en(
        "temp-in-downloads",
        [
            Msg(
                "clear the temp files out of downloads",
                prompt=True,
                accept_question=True,
                mentions=[(count(4, "four"), "cache_pos_0217")],
                not_mentions=SCARICATI_PDF,
                answer=yes("en", DELETED),
                clarify=Msg(
                    "scaricati",
                    prompt=True,
                    mentions=[(count(4, "four"), "cache_pos_0217")],
                    not_mentions=SCARICATI_PDF,
                    answer=yes("en", DELETED),
                ),
            ),
        ],
        scope=["Scaricati"],
        fs=[Deleted(f"Scaricati/{name}") for name in TMP],
    ),
    _en(
        "copies-to-archivio",
        [
            Msg(
                "move the (1) copies from scaricati to archivio",
                prompt=True,
                mentions=[(count(2, "two"), "Manuale forno Murgia 3P (1)"), "archivio"],
                not_mentions=TMP,
                answer=yes("en", MOVED),
            ),
        ],
        scope=["Scaricati", "Archivio"],
        fs=moved(DUPLICATES, "Scaricati", "Archivio"),
    ),
    # Moving, copying, renaming, deleting.
    _en(
        "old-quote-to-forno",
        [
            Msg(
                "move last year's lamorgese quote into forno",
                prompt=True,
                mentions=["preventivo_forni_lamorgese_2025", "forno"],
                not_mentions=[LAMORGESE_NOW],
                answer=yes("en", MOVED),
            ),
        ],
        scope=["Archivio", "Forno"],
        fs=[Moved("Archivio/preventivo_forni_lamorgese_2025.pdf", "Forno")],
    ),
    _en(
        "copy-haccp-plan",
        [
            Msg(
                "copy the haccp plan into personale",
                prompt=None,
                mentions=["piano_autocontrollo"],
                answer=yes("en", COPIED),
            ),
        ],
        scope=[HACCP, "Personale"],
        fs=[Created("Personale", (".pdf",), path="Personale/piano_autocontrollo.pdf")],
    ),
    _en(
        "rename-da-fare",
        [
            Msg(
                "rename da_fare.txt to todo.txt",
                prompt=None,
                mentions=["todo.txt"],
                answer=yes("en", RENAMED),
            ),
        ],
        scope=[""],
        fs=[Renamed("da_fare.txt", "todo.txt")],
    ),
    _en(
        "delete-payslip-no",
        [
            Msg(
                "delete michele's payslip",
                prompt=True,
                mentions=["cedolino_novembre_michele"],
                not_mentions=["contratto_michele_dibenedetto", "attestato_haccp_michele"],
                answer=no(),
            ),
        ],
        scope=["Personale"],
    ),
    _en(
        "move-then-undo",
        [
            Msg(
                "move contatti.txt into negozio",
                prompt=True,
                mentions=["contatti.txt", "negozio"],
                answer=yes("en", MOVED),
            ),
            Msg("undo that", mentions=[RESTORED, "contatti"]),
        ],
        scope=["", "Negozio"],
    ),
    # Adding a line, a folder.
    _en(
        "shopping-oat-milk",
        [
            Msg(
                "add oat milk to the shopping list",
                prompt=None,
                mentions=[("oat milk", "latte d'avena", "avena")],
                answer=yes("en", WRITTEN),
            ),
        ],
        scope=["Casa"],
        fs=[Appended("Casa/lista_spesa.txt", ("oat milk", "latte d'avena"))],
    ),
    _en(
        "folder-in-forno",
        [
            Msg(
                "make a folder called Preventivi inside forno",
                prompt=None,
                mentions=["preventivi"],
                answer=yes("en", FOLDER_MADE),
            ),
        ],
        scope=[],
        fs=[Created("Forno/Preventivi", ())],
    ),
    # E-mail.
    _en(
        "mail-supplier-list",
        [
            send(
                "email the supplier list to rosa@example.org",
                "en",
                ["elenco_fornitori", "rosa@example.org"],
                ["fattura_caseificio_murgia_bianca", "fattura_torrefazione_levante", *PRIVATE_FILES],
            ),
        ],
        scope=["Fornitori"],
        mail=True,
    ),
    _en(
        "report-to-dad",
        [
            Msg(
                "send sofia's report card to her dad",
                prompt=True,
                mentions=[ASK_ADDRESS],
                answer=send(
                    "vito@example.org",
                    "en",
                    ["pagellino_sofia_novembre", "vito@example.org"],
                    ["circolare_gita_matera", "colloqui_genitori", *PRIVATE_FILES],
                ),
            ),
        ],
        scope=["Ragazzi"],
        mail=True,
    ),
    _en(
        "three-oven-quotes",
        [
            send(
                "send the three oven quotes to studio.lagreca@example.org",
                "en",
                [*OVEN_QUOTES, "studio.lagreca@example.org"],
                ["offerta_tecnoservice", "preventivo_forni_lamorgese_2025", *PRIVATE_FILES],
            ),
        ],
        scope=["Forno", "Archivio"],
        mail=True,
    ),
    # What it cannot do.
    _en(
        "call-technician",
        [Msg("call the oven guy and ask him to come tomorrow", mentions=[REFUSAL], not_mentions=PRIVATE)],
        scope=["Forno", ""],
    ),
    _en(
        "pay-dairy",
        [
            Msg(
                "pay the dairy invoice from the business account",
                mentions=[REFUSAL],
                not_mentions=BANK_PRIVATE,
            )
        ],
        scope=["Fornitori", "Conti"],
    ),
    _en("weather", [Msg("what's the weather like in altamura tomorrow", mentions=[REFUSAL])], scope=[]),
    # Nothing pending.
    # "ok" and "2" say nothing of the writer's language: a reply in either language is fine.
    replace(_en("stray-ok", [Msg("ok", mentions=[NOTHING_PENDING])], scope=[]), any_language=True),
    replace(_en("stray-two", [Msg("2", mentions=[NOTHING_PENDING])], scope=[]), any_language=True),
    # Follow-ups.
    _en(
        "oven-quotes-third",
        [
            Msg(
                "list the oven quotes",
                mentions=OVEN_QUOTES,
                avoid=[TECNO_AS_QUOTE, CHOICES],
                scope=["Forno", "Archivio"],
            ),
            Msg("read the third one", ref_ordinal=3),
        ],
        scope=["Forno"],
    ),
    _en(
        "negozio-then-conti",
        [
            Msg(
                "what's in negozio?",
                mentions=NEGOZIO,
                not_mentions=PRIVATE,
                avoid=[CHOICES],
                scope=["Negozio"],
            ),
            Msg("and in conti?", mentions=CONTI, not_mentions=PRIVATE, avoid=[CHOICES], scope=["Conti"]),
        ],
    ),
    _en(
        "temps-then-average",
        [
            Msg(
                "open the november temperature log",
                mentions=[("ricotta buttata", "porta del banco rimasta aperta")],
                avoid=["sbrinamento"],
                accept_question=True,
                clarify=Msg(
                    "this year's",
                    mentions=[("ricotta buttata", "porta del banco rimasta aperta")],
                    avoid=["sbrinamento"],
                ),
            ),
            Msg("what was the average in the cold room?", mentions=[CELLA_AVG], avoid=[OLD_CELLA_AVG]),
        ],
        scope=[HACCP, "Archivio"],
    ),
    _en(
        "quotes-email-cheapest",
        [
            Msg(
                "show me the oven quotes",
                mentions=OVEN_QUOTES,
                avoid=[TECNO_AS_QUOTE, CHOICES],
                scope=["Forno", "Archivio"],
            ),
            send(
                "email the cheapest one to vito@example.org",
                "en",
                ["re_richiesta_info_forno", "vito@example.org"],
                [
                    "offerta_tecnoservice",
                    "preventivo_termoforni_adriatica",
                    "preventivo_forni_lamorgese",
                    *PRIVATE_FILES,
                ],
            ),
        ],
        scope=["Forno"],
        mail=True,
    ),
    _en(
        "move-certificate-where",
        [
            Msg(
                "move the haccp certificate",
                prompt=True,
                accept_question=True,
                mentions=[WHERE],
                clarify=Msg(
                    "to haccp 2026",
                    prompt=True,
                    mentions=["attestato_haccp_michele", "haccp 2026"],
                    answer=yes("en", MOVED),
                ),
            ),
        ],
        scope=["Personale", HACCP],
        fs=[Moved("Personale/attestato_haccp_michele.pdf", HACCP)],
    ),
    _en(
        "premium-then-last-year",
        [
            Msg(
                "how much is this year's insurance premium for the shop?",
                mentions=[PREMIUM],
                avoid=[OLD_PREMIUM],
            ),
            Msg("and last year's?", mentions=[OLD_PREMIUM]),
        ],
        scope=["Negozio", "Archivio"],
    ),
    # Long, polite.
    _en(
        "polite-takings",
        [
            Msg(
                "hi, i'm rosa's cousin, i help them with the books. could you tell me how much the shop "
                "took in november altogether, cash and cards together? thanks a lot",
                mentions=[TAKINGS],
                not_mentions=[TAKINGS_DOUBLED, *BANK_PRIVATE],
            ),
        ],
        scope=["Conti"],
    ),
    _en(
        "polite-oven-saving",
        [
            Msg(
                "hello, vito here. before we pick the new oven, could you work out how much we'd save "
                "going with the cheapest quote rather than the dearest one? the tecnoservice pdf is just "
                "the repair bill for the old oven. cheers",
                mentions=[OVEN_SAVING],
                not_mentions=SAVING_WITH_INVOICE,
            ),
        ],
        scope=["Forno", "Archivio"],
    ),
]

CASES: list[Case] = ITALIAN + ENGLISH
check(CASES)
