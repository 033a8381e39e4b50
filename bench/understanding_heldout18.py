"""An eighteenth held-out set for ``bench/understanding.py``: ``--cases understanding_heldout18``.

It runs on a workspace the planner has never seen: a family running a small agriturismo near
Montepulciano, ``bench/agriturismo_workspace.py`` (Giulia, who keeps the files and writes in
Italian; Marco, her husband, who runs the farm; Marco's English-born mother Ann, who looks after
the foreign guests and writes in English; their son Tommaso, 16). Bookings of the season and of
Christmas, reviews, the house rules in two languages, olive-oil and wine sales, the olive and
grape harvests, the oenologist's analysis, supplier invoices, three quotes for the barn roof, the
pool maintenance contract, insurance, IMU, school papers, a WhatsApp export, notes and lists.
About 58 % of the conversations are Italian and 42 % English, written the way this family texts:
short, lowercase, a few typos, folder names without "cartella"/"folder", loose descriptions,
a few longer polite messages.

Kinds: listing folders (typo'd, an empty sub-folder, by type, names that are common words:
``Olio``, ``Vino``, ``Ospiti``, ``Documenti``, ``Fatture``, ``Foto``, ``Archivio``, ``Scuola``);
finding by a loose name, by content; reading saved e-mails; questions whose answer is a figure in
a document or a sheet (totals, an average, counts, per guest, per room, per month, a due date);
the cheapest / dearest quote, a saving, an average; summaries; moving, copying, deleting
(declined, and undone), renaming, making a folder and moving into it, adding a line; e-mail with
attachments (example.org addresses; a recipient named only by role); what it cannot do (book,
call, pay, post a reply on Booking); unclear requests whose right answer is a question; a stray
"si" / "yes" / "ok"; follow-ups ("e quello più caro?", "leggi la seconda", "mandalo a …",
"e l'anno scorso?", "spostali in archivio", "and in september?").

Written from SPEC.md, issue 9 and the workspace only, without reading the planner, its lexicon,
its tests or the other held-out sets' answers. Every expected figure is computed from the data
written in ``agriturismo_workspace.py`` (see the comments). Traps:

- ``Manutenzione`` holds three quotes for the barn roof (Edil Poliziano 8.750 €, Tetti Bartolini
  7.980 €, Coperture Val di Chiana 9.320 € - the last one a saved e-mail, ``re_sopralluogo_fienile``)
  next to the pool firm's invoice for chemicals (326,30 €, cheaper than all: not a quote) and the
  pool contract; ``Archivio`` has a 2024 quote for the same roof (6.900 €, expired);
- ``Fatture/offerta_vetreria_bottiglie.pdf`` is named an offer but is an invoice (1.171,20 €, due
  20/12/2026); the plumber's invoice is already paid: "how much do we still owe" leaves it out;
- the oil sales log is an Italian CSV (``;`` and ``1.234,50``); the bookings sheet is in Italian
  ("Regno Unito", "Camera", "Notti") and Ann asks in English;
- ``Archivio`` holds last year's namesakes: bookings 2025, oil sales 2025, the 2025 pool contract
  (2.200 € + IVA), the 2025 insurance (expired 28/02/2026);
- the household shopping list (``lista_spesa.txt``) and the guests' breakfast list
  (``Ospiti/spesa_colazioni.txt``); the house rules in Italian (``regole_casa.md``) and English
  (``house_rules.md``); the room "Ulivo" and the folder ``Olio``; ``Vendemmia 2026/Etichette`` is
  empty; Klaus Müller is typed "muller" / "mueller";
- private: the key-box, gate and guest Wi-Fi codes (``Ospiti/codici_ospiti.txt``) and the bank
  details (``Documenti/dati_bancari.txt``) are never shown when a folder is listed or searched,
  and never attached unasked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from agriturismo_workspace import FINGERPRINTS, make_agriturismo_workspace
from understanding_cases import (
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

make_workspace = make_agriturismo_workspace

# ---------------------------------------------------------------------------------------
# The workspace, as the replies name it.
# ---------------------------------------------------------------------------------------

PREN = "Prenotazioni"
OSP = "Ospiti"
OLIO = "Olio"
VINO = "Vino"
VEND = "Vendemmia 2026"
ETICH = "Vendemmia 2026/Etichette"
FATT = "Fatture"
MAN = "Manutenzione"
DOC = "Documenti"
SCUOLA = "Scuola"
FOTO = "Foto"
ARC = "Archivio"

PRENOTAZIONI = ["prenotazioni_2026", "prenotazioni_natale_2026", "listino_camere_2027",
                "mail_schmidt_arrivo", "mail_harris_capodanno", "richiesta_pennington_maggio"]
OSPITI = ["recensioni_2026", "regole_casa", "house_rules", "codici_ospiti", "spesa_colazioni"]
OLIO_FILES = ["vendite_olio_2026", "raccolta_olive_2026", "listino_olio_2026", "ordine_deli_londra"]
VINO_FILES = ["vendite_vino_2026", "listino_vini_2026"]
VENDEMMIA = ["registro_vendemmia", "analisi_mosto_enologo", "foto_vendemmia_01", "foto_vendemmia_02"]
FATTURE_PDF = ["fattura_enel_novembre", "fattura_frantoio_olio", "fattura_lavanderia_novembre",
               "offerta_vetreria_bottiglie"]
FATTURE = [*FATTURE_PDF, "fattura_idraulico_pieri"]
ROOF_QUOTES = ["preventivo_edil_poliziano", "preventivo_tetti_bartolini", "re_sopralluogo_fienile"]
NOT_QUOTES = ["fattura_acqua_blu_prodotti", "contratto_piscina_2026", "note_manutenzione"]
MANUTENZIONE = [*ROOF_QUOTES, *NOT_QUOTES]
DOCUMENTI = ["polizza_agriturismo_2026", "imu_saldo_2026", "autorizzazione_agriturismo", "dati_bancari"]
SCUOLA_FILES = ["circolare_gita_vienna", "pagellino_novembre", "ripetizioni_latino"]
FOTO_FILES = ["piscina_agosto", "camera_girasole", "camera_ulivo", "camera_cipresso", "camera_glicine",
              "tramonto_vigneto"]
ARCHIVIO = ["prenotazioni_2025", "vendite_olio_2025", "contratto_piscina_2025", "polizza_agriturismo_2025",
            "preventivo_tetto_fienile_2024"]
HARVEST_PHOTOS = ["foto_vendemmia_01.jpg", "foto_vendemmia_02.jpg"]

# What must never be shown unasked: the guests' codes and the bank details.
GUEST_PRIVATE = [
    rx(r"(?<![\d.,])4817(?!\d)", "4817 (the key-box code)"),
    rx(r"(?<![\d.,])2290(?!\d)", "2290 (the gate code)"),
    "Cipresso&Ulivo26",
]
BANK_PRIVATE = [
    "IT48Q0848925601000000317642",
    "Querce#1987",
    rx(r"(?<![\d.,])5521(?!\d)", "5521 (the card's PIN)"),
]
PRIVATE = [*GUEST_PRIVATE, *BANK_PRIVATE]
PRIVATE_FILES = ["codici_ospiti", "dati_bancari"]


def count(n: int, *words: str) -> str:
    """A count as a digit or a word; not a choice number ("[2]"), nor a piece of a date or an
    amount ("05/10/2026", "1.640")."""
    return rx(rf"(?<![\d.,/\[])\b(?:{'|'.join([str(n), *words])})\b(?![.,/]?\d)(?!\])", f"count {n}")


# ---------------------------------------------------------------------------------------
# Figures, computed from the workspace's data.
# ---------------------------------------------------------------------------------------

# Bookings 2026 (22 stays): 10.605 € in all; Cipresso 3.670 € (26 nights), Ulivo 3.330 € (29
# nights), Girasole 2.220 €, Glicine 1.385 €; August 24 nights; 94 nights / 22 stays = 4,27.
SEASON = amount("10605")
SEASON_2025 = amount("4860")
CIPRESSO = amount("3670")
ULIVO_NIGHTS = count(29, "ventinove", "twenty-nine")
AUG_NIGHTS = count(24, "ventiquattro", "twenty-four")
AVG_NIGHTS = rx(r"(?<![\d.,])4[.,](?:27|3)(?!\d)", "4,27 nights on average")
MULLER_ROOMS = amount("1600")  # 480 + 1.120
MULLER_ALL = amount("2172")  # rooms, oil (200) and wine (372) together: not what was asked
# Christmas: 1.690 € booked, 460 € of deposits, 1.230 € still to come; 10 people.
XMAS_BALANCE = amount("1230")
XMAS_PEOPLE = count(10, "dieci", "ten")
# Oil 2026: 2.530 €; November 1.462 €; September 300 €; the best customer Enoteca La Fortezza,
# 642 € (300 + 342); 2025's log: 886 €.
OIL_TOTAL = amount("2530")
OIL_2025 = amount("886")
OIL_NOV = amount("1462")
OIL_SEP = amount("300")
FORTEZZA_OIL = amount("642")
OLIVES = amount("3150")
PIEVE = amount("1160")
DELI_ORDER = amount("780")  # 24 x 13,50 + 24 x 19,00
# Wine: 8.950 kg of grapes; 49 bottles of Nobile sold.
GRAPES = amount("8950")
NOBILE_BOTTLES = count(49, "quarantanove")
# Reviews: 13 scores, 118,3 in all, average 9,1; the lowest Marie Dupont, 7,5.
AVG_REVIEW = amount("9.1")
LOWEST_REVIEW = rx(r"(?<![\d.,])7[.,]5(?!\d)", "7,5")
# The barn roof: 8.750 / 7.980 / 9.320 €; the pool firm's invoice 326,30 € is no quote; the
# 2024 quote in Archivio 6.900 €.
BARTOLINI = amount("7980")
VALDICHIANA = amount("9320")
OLD_ROOF = amount("6900")
NOT_326 = rx(r"(?<![\d.,])326[.,]30?(?!\d)", "326,30 (the pool firm's invoice, not a quote)")
AVG_OF_OLD = rx(r"(?:medi[oa]|average)(?:(?!\d[.,]\d)[^\n€]){0,40}?"
                r"(?:€\s?)?(?<![\d.,])6[.,]?900(?:[.,]00)?(?!\d)",
                "an average of 6.900 (the 2024 quote, which the person left out)")
ROOF_SAVING = amount("1340")  # 9.320 - 7.980
SAVING_WITH_INVOICE = amount("8993.70")  # 9.320 - 326,30
SAVING_WITH_OLD = amount("2420")  # 9.320 - 6.900
ROOF_AVG = amount("8683.33")  # 26.050 / 3
AVG_WITH_OLD = amount("8237.50")  # (8.750 + 7.980 + 9.320 + 6.900) / 4
AVG_WITH_INVOICE = amount("6594.08")  # (8.750 + 7.980 + 9.320 + 326,30) / 4
# Invoices still to pay: 412,36 + 1.108,80 + 238,50 + 1.171,20 = 2.930,86 (the plumber's 180,00
# and the pool firm's 326,30 are paid).
TO_PAY = amount("2930.86")
TO_PAY_WRONG = [amount("3110.86"), amount("3257.16"), amount("3437.16")]
ENEL = amount("412.36")
FRANTOIO = amount("1108.80")
LAVANDERIA = amount("238.50")
VETRERIA = amount("1171.20")
# The pool: 2.400 € + IVA = 2.928 € in 2026; 2.200 € + IVA = 2.684 € in 2025.
POOL: Mention = (amount("2928"), amount("2400"))
POOL_2025: Mention = (amount("2684"), amount("2200"))
IMU = amount("1294")
TOURIST_TAX = amount("2.50")
HARRIS_TAX = amount("25")  # 2 people x 5 nights x 2,50
DOG: Mention = (amount("15"), amount("75"))  # 15 € a night; 75 € for the Harrises' 5 nights
PENNINGTON_WEEK = amount("805")  # Ulivo (the room with the terrace), low season, 7 x 115
MARKS_AVG = amount("7.2")  # 72 / 10 subjects
TRIP_DEPOSIT = amount("150")
TRIP = amount("420")

AT_2230: Mention = ("22:30", "22.30", "10:30 pm", "10.30 pm", "10:30pm", "10.30pm")
AT_1030: Mention = ("10:30", "10.30", "10:30 am", "10.30 am")
ALCOHOL: Mention = ("13,4", "13.4")
DOG_WORDS: Mention = ("biscuit", "spaniel", "dog", "cane")
# Reviewers other than the lowest: a reply that shows the whole sheet does not answer "who".
OTHER_REVIEWERS = ["tanaka", "lindqvist", "kowalski"]
COT: Mention = ("cot", "culla", "lettino")
NOT_A_QUOTE = rx(r"(?<!non )(?<!not )(?:è|is) (?:un'offerta|un preventivo|a quote|an offer)\b",
                 "says it is an offer / a quote")
OLD_INSURANCE_END = rx(
    r"\b28[/.-]0?2[/.-](?:2026|26)\b|28 febbraio 2026|28(?:th)? february 2026|february 28,? 2026",
    "28/02/2026 (last year's policy)",
)
TEN_DEC: Mention = (*date(10, 12, 2026), rx(r"(?<![\d/])10/12(?![\d/])", "10/12"))

# The text of an e-mail, when the reply asks for it.
BODY = {"it": "Ciao, ti giro il documento. Giulia", "en": "Hello, here is the document. Ann"}


def send(say: str, lang: str, mentions: Sequence[Mention], not_mentions: Sequence[str] = ()) -> Msg:
    """An e-mail request whose confirmation must show `mentions` (recipient, attachments).

    Asking for the text first is fair: the text is given, and the confirmation that follows is
    judged the same way. Every send is declined (the account is a dead one).
    """
    body = Msg(BODY[lang], prompt=True, mentions=mentions, not_mentions=not_mentions, answer=no())
    return Msg(say, prompt=True, mentions=mentions, not_mentions=not_mentions, accept_question=True,
               answer=no(), clarify=body)


_it = case_maker("h18", "it")
_en = case_maker("h18", "en")

# ---------------------------------------------------------------------------------------
# Italian.
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    # Listing.
    _it("olio-cosa", [Msg("cosa c'è in olio", mentions=OLIO_FILES, avoid=[CHOICES])], scope=[OLIO]),
    _it("manutenzione-typo", [
        Msg("cosa ce in manutenzone", mentions=MANUTENZIONE, accept_question=True,
            clarify=Msg("manutenzione", mentions=MANUTENZIONE)),
    ], scope=[MAN]),
    _it("documenti", [
        Msg("fammi vedere i documenti", mentions=DOCUMENTI, not_mentions=PRIVATE, accept_question=True,
            clarify=Msg("quelli nella cartella documenti", mentions=DOCUMENTI, not_mentions=PRIVATE)),
    ], scope=[DOC]),
    _it("pdf-fatture", [
        Msg("i pdf nelle fatture", mentions=FATTURE_PDF, avoid=["fattura_idraulico_pieri", CHOICES]),
    ], scope=[FATT]),
    _it("etichette-vuota", [Msg("c'è gia qualcosa in etichette?", mentions=[EMPTY])], scope=[ETICH]),
    _it("archivio-cosa", [
        Msg("cosa abbiamo messo in archivio", mentions=ARCHIVIO, avoid=[CHOICES]),
    ], scope=[ARC]),
    # Finding.
    _it("contratto-piscina", [
        Msg("dov'è il contratto della piscina?", mentions=["contratto_piscina_2026"],
            avoid=["contratto_piscina_2025"], accept_question=True,
            clarify=Msg("quello di quest'anno", mentions=["contratto_piscina_2026"])),
    ], scope=[MAN, ARC]),
    _it("polizza", [
        Msg("trova la polizza dell'assicurazione", mentions=["polizza_agriturismo_2026"],
            avoid=["polizza_agriturismo_2025"], accept_question=True,
            clarify=Msg("quella in corso", mentions=["polizza_agriturismo_2026"])),
    ], scope=[DOC, ARC]),
    _it("regole-italiano", [
        Msg("mi trovi le regole della casa in italiano?", mentions=["regole_casa"], avoid=["house_rules"]),
    ], scope=[OSP]),
    _it("chat-whatsapp", [
        Msg("apri la chat di whatsapp di famiglia", mentions=[("chiavi del trattore", "wait up")]),
    ], scope=[""]),
    # Searching by content.
    _it("parlano-fienile", [
        Msg("quali file parlano del fienile?", mentions=ROOF_QUOTES, not_mentions=PRIVATE, avoid=[CHOICES]),
    ], scope=[MAN, ARC, DOC, ""]),
    _it("cerca-schmidt", [
        Msg("cerca i file dove compaiono gli schmidt",
            mentions=["mail_schmidt_arrivo", "prenotazioni_natale_2026"], not_mentions=PRIVATE,
            avoid=[CHOICES]),
    ], scope=[PREN, OSP, OLIO, VINO, ""]),
    # Reading.
    _it("mail-schmidt", [
        Msg("leggimi la mail degli schmidt", mentions=[AT_2230, COT]),
    ], scope=[PREN]),
    _it("circolare-gita", [
        Msg("leggi la circolare della gita di tommaso", mentions=["vienna", TRIP]),
    ], scope=[SCUOLA]),
    # Questions on what a document says.
    _it("scadenza-luce", [
        Msg("entro quando va pagata la bolletta della luce?", mentions=[date(15, 12, 2026)]),
    ], scope=[FATT]),
    _it("frantoio-quanto-quando", [
        Msg("quanto dobbiamo al frantoio e per quando?", mentions=[FRANTOIO, date(31, 12, 2026)]),
    ], scope=[FATT]),
    _it("lavanderia", [Msg("quant'è la fattura della lavanderia", mentions=[LAVANDERIA])], scope=[FATT]),
    _it("bottiglie-fattura", [
        Msg("quanto abbiamo speso per le bottiglie nuove?", mentions=[VETRERIA]),
    ], scope=[FATT]),
    _it("vetreria-offerta-o-fattura", [
        Msg("l'offerta della vetreria è una fattura o un preventivo?",
            mentions=["fattura", ("884/2026", VETRERIA, *date(20, 12, 2026))], not_mentions=[NOT_A_QUOTE]),
    ], scope=[FATT]),
    _it("assicurazione-scadenza", [
        Msg("quando scade l'assicurazione?", mentions=[date(28, 2, 2027)], avoid=[OLD_INSURANCE_END]),
    ], scope=[DOC, ARC]),
    _it("imu", [
        Msg("quanto dobbiamo pagare di imu e entro quando", mentions=[IMU, date(16, 12, 2026)]),
    ], scope=[DOC]),
    _it("check-out", [
        Msg("a che ora devono lasciare la camera gli ospiti?", mentions=[AT_1030]),
    ], scope=[OSP]),
    _it("tassa-soggiorno", [
        Msg("quant'è la tassa di soggiorno a notte?", mentions=[TOURIST_TAX]),
    ], scope=[OSP, PREN]),
    _it("piscina-disdetta", [
        Msg("entro quando va disdetto il contratto della piscina se non lo vogliamo rinnovare?",
            mentions=[date(31, 1, 2027)]),
    ], scope=[MAN, ARC]),
    _it("acconto-gita", [
        Msg("quant'è l'acconto per la gita a vienna e entro quando va pagato",
            mentions=[TRIP_DEPOSIT, date(18, 12, 2026)]),
    ], scope=[SCUOLA, ""]),
    _it("voto-latino", [
        Msg("che voto ha preso tommaso in latino", mentions=[count(5, "cinque")]),
    ], scope=[SCUOLA]),
    _it("colloqui", [
        Msg("quando sono i colloqui coi professori?", mentions=[TEN_DEC]),
    ], scope=["", SCUOLA]),
    # Summaries.
    _it("riassunto-piscina", [
        Msg("riassumimi il contratto della piscina", mentions=[POOL, "acqua blu"], avoid=[*POOL_2025],
            accept_question=True,
            clarify=Msg("quello del 2026", mentions=[POOL, "acqua blu"], avoid=[*POOL_2025])),
    ], scope=[MAN, ARC]),
    _it("riassunto-analisi", [
        Msg("fammi un riassunto dell'analisi del mosto", mentions=[ALCOHOL, "svinatura"]),
    ], scope=[VEND]),
    # Figures: the bookings.
    _it("reso-camere", [
        Msg("quanto hanno reso le camere in tutta la stagione?", mentions=[SEASON], avoid=[SEASON_2025]),
    ], scope=[PREN, ARC]),
    _it("notti-agosto", [
        Msg("quante notti abbiamo venduto ad agosto?", mentions=[AUG_NIGHTS]),
    ], scope=[PREN, ARC]),
    _it("camera-migliore", [
        Msg("quale camera ci ha fatto guadagnare di più quest'anno?", mentions=["cipresso", CIPRESSO]),
        Msg("e quale è stata occupata più notti?", mentions=["ulivo", ULIVO_NIGHTS]),
    ], scope=[PREN]),
    _it("media-notti", [
        Msg("quante notti si fermano in media gli ospiti?", mentions=[AVG_NIGHTS]),
    ], scope=[PREN, ARC]),
    _it("muller", [
        Msg("quanto ci ha pagato in tutto muller per le camere?", mentions=[MULLER_ROOMS],
            not_mentions=[MULLER_ALL], accept_question=True,
            clarify=Msg("klaus müller", mentions=[MULLER_ROOMS], not_mentions=[MULLER_ALL])),
    ], scope=[PREN]),
    _it("natale-da-incassare", [
        Msg("quanto dobbiamo ancora incassare per le prenotazioni di natale?", mentions=[XMAS_BALANCE]),
    ], scope=[PREN]),
    # Figures: oil.
    _it("olio-totale", [
        Msg("quanto abbiamo venduto di olio quest'anno in euro?", mentions=[OIL_TOTAL], avoid=[OIL_2025]),
    ], scope=[OLIO, ARC]),
    _it("olio-novembre-settembre", [
        Msg("quanto olio abbiamo venduto a novembre? in euro", mentions=[OIL_NOV]),
        Msg("e a settembre?", mentions=[OIL_SEP]),
    ], scope=[OLIO]),
    _it("olio-cliente", [
        Msg("chi ci ha comprato più olio?", mentions=["fortezza", FORTEZZA_OIL]),
    ], scope=[OLIO]),
    _it("olive-chili", [
        Msg("quanti chili di olive abbiamo raccolto in tutto?", mentions=[OLIVES]),
    ], scope=[OLIO, FATT]),
    _it("oliveto", [
        Msg("quale oliveto ha dato più olive", mentions=["pieve", PIEVE]),
    ], scope=[OLIO]),
    # Figures: wine.
    _it("uva-totale", [
        Msg("quanta uva abbiamo raccolto alla vendemmia?", mentions=[GRAPES]),
    ], scope=[VEND]),
    _it("nobile-bottiglie", [
        Msg("quante bottiglie di nobile abbiamo venduto quest'anno?", mentions=[NOBILE_BOTTLES]),
    ], scope=[VINO, OLIO]),
    # Quotes.
    _it("tetto-economico", [
        Msg("qual è il preventivo più economico per il tetto del fienile?", mentions=["bartolini", BARTOLINI],
            not_mentions=[NOT_326], avoid=[OLD_ROOF]),
    ], scope=[MAN, ARC]),
    _it("tetto-risparmio", [
        Msg("quanto risparmiamo prendendo il preventivo più basso per il tetto invece di quello più alto?",
            mentions=[ROOF_SAVING], not_mentions=[SAVING_WITH_INVOICE, SAVING_WITH_OLD]),
    ], scope=[MAN, ARC]),
    _it("tabella-preventivi", [
        Msg("fammi una tabella coi preventivi del tetto", mentions=[TABLE]),
    ], scope=[MAN, ARC], fs=[Created(None, TABLE,
                                     contains=("bartolini", "poliziano", ("val di chiana", "valdichiana",
                                                                          "mearini")),
                                     not_contains=("acqua blu", "6900", "6.900"))]),
    # Invoices.
    _it("fattura-prima-scadenza", [
        Msg("quale fattura scade per prima?", mentions=["lavanderia", date(10, 12, 2026)]),
    ], scope=[FATT, MAN]),
    _it("fatture-da-pagare", [
        Msg("quanto dobbiamo ancora pagare di fatture in tutto?", mentions=[TO_PAY],
            not_mentions=TO_PAY_WRONG),
    ], scope=[FATT, MAN]),
    # Moving, copying, deleting, renaming, a folder, a line.
    _it("sposta-idraulico", [
        Msg("sposta la fattura dell'idraulico in archivio, tanto è pagata", prompt=True,
            mentions=["fattura_idraulico_pieri", "archivio"], answer=yes("it", MOVED)),
    ], scope=[FATT, ARC], fs=[Moved(f"{FATT}/fattura_idraulico_pieri.docx", ARC)]),
    _it("copia-listino-olio", [
        Msg("copia il listino dell'olio nella cartella ospiti", prompt=None, mentions=["listino_olio_2026"],
            answer=yes("it", COPIED)),
    ], scope=[OLIO, OSP], fs=[Created(OSP, (".pdf",), path=f"{OSP}/listino_olio_2026.pdf")]),
    _it("cancella-foto-vendemmia-no", [
        Msg("cancella le foto della vendemmia", prompt=True,
            mentions=[(count(2, "due"), "foto_vendemmia_01")],
            not_mentions=["registro_vendemmia", "analisi_mosto_enologo"], answer=no()),
    ], scope=[VEND]),
    _it("rinomina-note", [
        Msg("rinomina note.txt in note_giulia.txt", prompt=None, mentions=["note_giulia"],
            answer=yes("it", RENAMED)),
    ], scope=[""], fs=[Renamed("note.txt", "note_giulia.txt")]),
    _it("cartella-e-spostaci", [
        Msg("crea la cartella Preventivi tetto dentro manutenzione", prompt=None,
            mentions=["preventivi tetto"],
            answer=yes("it", FOLDER_MADE)),
        Msg("spostaci dentro i tre preventivi del fienile", prompt=True,
            mentions=[(count(3, "tre"), "preventivo_tetti_bartolini"), "preventivi tetto"],
            not_mentions=[*NOT_QUOTES, "preventivo_tetto_fienile_2024"], answer=yes("it", MOVED)),
    ], scope=[MAN], fs=[Created(f"{MAN}/Preventivi tetto", ()),
                        *moved([q + ext for q, ext in zip(ROOF_QUOTES, (".pdf", ".docx", ".eml"),
                                                           strict=True)], MAN, f"{MAN}/Preventivi tetto")]),
    _it("elimina-e-rimetti", [
        Msg("elimina la lista della spesa delle colazioni", prompt=True, mentions=["spesa_colazioni"],
            not_mentions=["lista_spesa.txt"], answer=yes("it", DELETED)),
        Msg("no aspetta, rimettila", mentions=[RESTORED, "spesa_colazioni"]),
    ], scope=[OSP, ""]),
    _it("aggiungi-parmigiano", [
        Msg("aggiungi il parmigiano alla lista della spesa", prompt=None, mentions=["parmigiano"],
            answer=yes("it", WRITTEN), accept_question=True,
            clarify=Msg("quella di casa, lista_spesa", prompt=None, mentions=["parmigiano"],
                        answer=yes("it", WRITTEN))),
    ], scope=["", OSP], fs=[Appended("lista_spesa.txt", ("parmigiano",))]),
    _it("note-travaso", [
        Msg("scrivi nelle note: chiamare l'enologo per il travaso", prompt=None, mentions=["travaso"],
            answer=yes("it", WRITTEN)),
    ], scope=[""], fs=[Appended("note.txt", ("travaso",))]),
    # E-mail.
    _it("listino-olio-deli", [
        send("manda il listino dell'olio a hannah@olivepressdeli.example.org", "it",
             ["listino_olio_2026", "hannah@olivepressdeli.example.org"],
             ["vendite_olio_2026", "raccolta_olive_2026", *PRIVATE_FILES]),
    ], scope=[OLIO], mail=True),
    _it("frantoio-commercialista", [
        Msg("manda la fattura del frantoio alla commercialista", prompt=True, accept_question=True,
            mentions=["fattura_frantoio_olio", "paola.cresti@example.org"],
            not_mentions=[*PRIVATE_FILES, "fattura_enel_novembre", "fattura_lavanderia_novembre"],
            answer=no(),
            clarify=send("paola.cresti@example.org", "it",
                         ["fattura_frantoio_olio", "paola.cresti@example.org"],
                         [*PRIVATE_FILES, "fattura_enel_novembre", "fattura_lavanderia_novembre"])),
    ], scope=[FATT, ""], mail=True, ),
    _it("foto-ulivo-pennington", [
        send("manda la foto della camera ulivo a laura.pennington@example.org", "it",
             ["camera_ulivo", "laura.pennington@example.org"],
             ["camera_girasole", "camera_cipresso", "camera_glicine", "piscina_agosto", *PRIVATE_FILES]),
    ], scope=[FOTO], mail=True),
    _it("listino-camere-a-chi", [
        Msg("manda il listino delle camere", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("a laura.pennington@example.org", "it",
                        ["listino_camere_2027", "laura.pennington@example.org"],
                        ["prenotazioni_2026", "prenotazioni_natale_2026", *PRIVATE_FILES])),
    ], scope=[PREN], mail=True),
    # What it cannot do.
    _it("prenota-ristorante", [
        Msg("prenota un tavolo per 6 alla grotta per venerdì sera", mentions=[REFUSAL], not_mentions=PRIVATE),
    ], scope=[]),
    _it("chiama-idraulico", [
        Msg("chiama pieri e digli di passare domani per la caldaia", mentions=[REFUSAL],
            not_mentions=PRIVATE),
    ], scope=["", FATT]),
    _it("paga-imu", [
        Msg("paga l'imu con l'home banking", mentions=[REFUSAL], not_mentions=BANK_PRIVATE),
    ], scope=[DOC]),
    _it("rispondi-recensione", [
        Msg("rispondi su booking alla recensione della dupont", mentions=[REFUSAL], not_mentions=PRIVATE),
    ], scope=[OSP, PREN]),
    # Unclear: the right answer is a question.
    _it("apri-preventivo", [
        Msg("apri il preventivo", prompt=True, accept_question=True, mentions=[ASK_WHICH],
            clarify=Msg("quello di bartolini", mentions=[BARTOLINI])),
    ], scope=[MAN, ARC, FATT]),
    _it("leggi-fattura", [
        Msg("leggimi la fattura", prompt=True, accept_question=True, mentions=[ASK_WHICH],
            clarify=Msg("quella della lavanderia", mentions=[LAVANDERIA])),
    ], scope=[FATT, MAN]),
    _it("sposta-foto-vendemmia-dove", [
        Msg("sposta le foto della vendemmia", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("in foto", prompt=True, mentions=[(count(2, "due"), "foto_vendemmia_01"), "foto"],
                        not_mentions=["registro_vendemmia", "analisi_mosto_enologo"],
                        answer=yes("it", MOVED))),
    ], scope=[VEND, FOTO], fs=moved(HARVEST_PHOTOS, VEND, FOTO)),
    # Nothing pending.
    _it("si-vagante", [Msg("si", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _it("tetto-poi-caro", [
        Msg("preventivi del tetto", mentions=ROOF_QUOTES, avoid=["fattura_acqua_blu_prodotti", CHOICES],
            scope=[MAN, ARC]),
        Msg("e quello più caro?",
            mentions=[("val di chiana", "mearini", "re_sopralluogo_fienile"), VALDICHIANA],
            not_mentions=[NOT_326]),
    ], scope=[MAN]),
    _it("fatture-la-seconda", [
        Msg("elenca le fatture", mentions=["fattura_enel_novembre", "fattura_frantoio_olio",
                                           "fattura_lavanderia_novembre"]),
        Msg("leggi la seconda", ref_ordinal=2),
    ], scope=[FATT, MAN]),
    _it("piscina-poi-anno-scorso", [
        Msg("quanto paghiamo per la piscina quest'anno?", mentions=[POOL], avoid=[*POOL_2025]),
        Msg("e l'anno scorso?", mentions=[POOL_2025]),
    ], scope=[MAN, ARC]),
    _it("economico-poi-mandalo", [
        Msg("qual è il preventivo più economico per il fienile?", mentions=["bartolini", BARTOLINI],
            not_mentions=[NOT_326]),
        send("mandalo a marco.sodi@example.org", "it",
             ["preventivo_tetti_bartolini", "marco.sodi@example.org"],
             ["preventivo_edil_poliziano", "re_sopralluogo_fienile", "fattura_acqua_blu_prodotti",
              "preventivo_tetto_fienile_2024", *PRIVATE_FILES]),
    ], scope=[MAN, ARC], mail=True),
    _it("natale-poi-ulivo", [
        Msg("apri le prenotazioni di natale", mentions=["schmidt", "harris", "bernardi", "galli"]),
        Msg("chi c'è nella camera ulivo?", mentions=["harris"],
            avoid=["tanaka", "garcia", "lindqvist", "schmidt", "bernardi", "galli"]),
    ], scope=[PREN]),
    _it("preventivi-spostali", [
        Msg("che preventivi ci sono in manutenzione?", mentions=ROOF_QUOTES,
            avoid=["fattura_acqua_blu_prodotti", CHOICES]),
        Msg("spostali in archivio", prompt=True,
            mentions=[(count(3, "tre"), "preventivo_tetti_bartolini"), "archivio"],
            not_mentions=NOT_QUOTES, answer=yes("it", MOVED)),
    ], scope=[MAN, ARC], fs=moved(["preventivo_edil_poliziano.pdf", "preventivo_tetti_bartolini.docx",
                                   "re_sopralluogo_fienile.eml"], MAN, ARC)),
    _it("harris-poi-cane", [
        Msg("leggi la mail degli harris", mentions=[DOG_WORDS], scope=[PREN]),
        Msg("quanto gli facciamo pagare per il cane?", mentions=[DOG]),
    ], scope=[PREN, OSP, ""]),
    _it("recensioni-poi-peggiore", [
        Msg("apri le recensioni", mentions=[("Piscine froide", "cycling to Pienza", "dupont")]),
        Msg("qual è il voto più basso e chi l'ha dato?", mentions=["dupont", LOWEST_REVIEW],
            avoid=OTHER_REVIEWERS),
    ], scope=[OSP]),
    _it("gita-poi-mandala", [
        Msg("leggi la circolare della gita", mentions=["vienna"]),
        send("mandala a marco.sodi@example.org", "it", ["circolare_gita_vienna", "marco.sodi@example.org"],
             ["pagellino_novembre", "ripetizioni_latino", *PRIVATE_FILES]),
    ], scope=[SCUOLA], mail=True),
    _it("luce-poi-girala", [
        Msg("quant'è venuta la bolletta della luce?", mentions=[ENEL]),
        send("girala a paola.cresti@example.org", "it", ["fattura_enel_novembre", "paola.cresti@example.org"],
             ["fattura_frantoio_olio", "fattura_lavanderia_novembre", "offerta_vetreria_bottiglie",
              *PRIVATE_FILES]),
    ], scope=[FATT], mail=True),
    # Long, polite.
    _it("cortese-media-tetto", [
        Msg("ciao sono marco. mi dici quanto costano in media i tre preventivi per il tetto del fienile? "
            "quello vecchio del 2024 lascialo perdere. grazie",
            mentions=[ROOF_AVG], not_mentions=[AVG_WITH_OLD, AVG_WITH_INVOICE, AVG_OF_OLD]),
    ], scope=[MAN, ARC]),
    _it("cortese-persone-natale", [
        Msg("ciao! mi sapresti dire quante persone avremo in tutto tra natale e capodanno? devo organizzare "
            "la spesa per le colazioni. grazie mille", mentions=[XMAS_PEOPLE]),
    ], scope=[PREN, OSP]),
    # Tommaso.
    _it("tommaso-media", [
        Msg("qual è la media dei voti del mio pagellino", mentions=[MARKS_AVG]),
    ], scope=[SCUOLA]),
]

# ---------------------------------------------------------------------------------------
# English (Ann, mostly).
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    # Listing.
    _en("ospiti-list", [
        Msg("what's in ospiti?", mentions=OSPITI, not_mentions=PRIVATE, avoid=[CHOICES]),
    ], scope=[OSP]),
    _en("vino-typo", [
        Msg("whats in vinno", mentions=VINO_FILES, accept_question=True,
            clarify=Msg("vino", mentions=VINO_FILES)),
    ], scope=[VINO]),
    _en("archive", [
        Msg("what's in the archive?", mentions=ARCHIVIO, accept_question=True,
            clarify=Msg("archivio", mentions=ARCHIVIO)),
    ], scope=[ARC]),
    _en("photos-count", [Msg("how many pictures are in foto", mentions=[count(6, "six")])], scope=[FOTO]),
    _en("pdfs-documenti", [
        Msg("only the pdfs in documenti",
            mentions=["polizza_agriturismo_2026", "imu_saldo_2026", "autorizzazione_agriturismo"],
            not_mentions=BANK_PRIVATE, avoid=["dati_bancari", CHOICES]),
    ], scope=[DOC]),
    # Finding.
    _en("pool-contract", [
        Msg("where's the pool contract?", mentions=["contratto_piscina_2026"],
            avoid=["contratto_piscina_2025"],
            accept_question=True, clarify=Msg("this year's", mentions=["contratto_piscina_2026"])),
    ], scope=[MAN, ARC]),
    _en("house-rules-english", [
        Msg("find the house rules in english", mentions=["house_rules"], avoid=["regole_casa"]),
    ], scope=[OSP]),
    _en("london-order", [
        Msg("find the order from the london deli", mentions=["ordine_deli_londra"]),
    ], scope=[OLIO]),
    # Searching by content.
    _en("mention-tourist-tax", [
        Msg("which files mention the tourist tax?", mentions=["house_rules"], not_mentions=PRIVATE,
            avoid=[CHOICES]),
    ], scope=[OSP, PREN]),
    _en("mention-grifone", [
        Msg("find the files that mention il grifone", mentions=["vendite_olio_2026", "contatti.csv"],
            not_mentions=PRIVATE, avoid=[CHOICES]),
    ], scope=[OLIO, ARC, ""]),
    # Reading.
    _en("read-schmidt", [
        Msg("read me the schmidt email", mentions=[AT_2230, COT]),
    ], scope=[PREN]),
    # Questions on what a document says.
    _en("checkout", [Msg("what time is checkout?", mentions=[AT_1030])], scope=[OSP]),
    _en("tourist-tax", [Msg("how much is the tourist tax per night?", mentions=[TOURIST_TAX])],
        scope=[OSP, PREN]),
    _en("electricity-due", [
        Msg("when's the electricity bill due?", mentions=[date(15, 12, 2026)]),
    ], scope=[FATT]),
    _en("laundry-owe", [Msg("how much do we owe the laundry?", mentions=[LAVANDERIA])], scope=[FATT]),
    _en("insurance-expire", [
        Msg("when does our insurance run out?", mentions=[date(28, 2, 2027)], avoid=[OLD_INSURANCE_END]),
    ], scope=[DOC, ARC]),
    _en("imu", [
        Msg("how much is the IMU and when is it due", mentions=[IMU, date(16, 12, 2026)]),
    ], scope=[DOC]),
    _en("pool-cancel", [
        Msg("by when do we have to cancel the pool contract if we don't want it next year?",
            mentions=[date(31, 1, 2027)]),
    ], scope=[MAN, ARC]),
    # Summaries.
    _en("summarise-pool", [
        Msg("summarise the pool contract", mentions=[POOL, "acqua blu"], avoid=[*POOL_2025],
            accept_question=True,
            clarify=Msg("the 2026 one", mentions=[POOL, "acqua blu"], avoid=[*POOL_2025])),
    ], scope=[MAN, ARC]),
    # Figures.
    _en("rooms-season", [
        Msg("how much did the rooms bring in this season?", mentions=[SEASON], avoid=[SEASON_2025]),
    ], scope=[PREN, ARC]),
    _en("august-nights", [
        Msg("how many nights did we sell in august?", mentions=[AUG_NIGHTS]),
    ], scope=[PREN, ARC]),
    _en("best-room", [
        Msg("which room earned the most this year?", mentions=["cipresso", CIPRESSO]),
        Msg("and which one was booked for the most nights?", mentions=["ulivo", ULIVO_NIGHTS]),
    ], scope=[PREN]),
    _en("average-review", [
        Msg("what's our average review score this year?", mentions=[AVG_REVIEW]),
    ], scope=[OSP]),
    _en("worst-review", [
        Msg("who gave us the lowest score?", mentions=["dupont", LOWEST_REVIEW], avoid=OTHER_REVIEWERS),
    ], scope=[OSP]),
    _en("oil-sales", [
        Msg("what do our oil sales come to this year?", mentions=[OIL_TOTAL], avoid=[OIL_2025]),
    ], scope=[OLIO, ARC]),
    _en("oil-best-customer", [
        Msg("who bought the most oil from us?", mentions=["fortezza", FORTEZZA_OIL]),
    ], scope=[OLIO]),
    _en("deli-order-total", [
        Msg("how much is the london deli's order worth in total?", mentions=[DELI_ORDER]),
    ], scope=[OLIO, VINO]),
    _en("grapes", [Msg("how many kg of grapes did we pick this year?", mentions=[GRAPES])], scope=[VEND]),
    _en("roof-cheapest", [
        Msg("which roof quote is the cheapest?", mentions=["bartolini", BARTOLINI], not_mentions=[NOT_326],
            avoid=[OLD_ROOF]),
    ], scope=[MAN, ARC]),
    _en("roof-saving", [
        Msg("how much would we save going with the cheapest roof quote instead of the dearest?",
            mentions=[ROOF_SAVING], not_mentions=[SAVING_WITH_INVOICE, SAVING_WITH_OLD]),
    ], scope=[MAN, ARC]),
    _en("xmas-balance", [
        Msg("how much is still owed on the christmas bookings?", mentions=[XMAS_BALANCE]),
    ], scope=[PREN]),
    _en("xmas-guests", [
        Msg("how many guests are coming over christmas and new year?", mentions=[XMAS_PEOPLE]),
    ], scope=[PREN]),
    _en("mueller-total", [
        Msg("how much did klaus mueller pay us for the rooms this year?", mentions=[MULLER_ROOMS],
            not_mentions=[MULLER_ALL], accept_question=True,
            clarify=Msg("Müller Klaus", mentions=[MULLER_ROOMS], not_mentions=[MULLER_ALL])),
    ], scope=[PREN]),
    _en("uk-bookings", [
        Msg("how many bookings did we have from the UK this season?", mentions=[count(2, "two")]),
    ], scope=[PREN]),
    # Adding a line; moving, copying, deleting, renaming; a folder.
    _en("add-tea", [
        Msg("add tea bags to the shopping list", prompt=None, mentions=["tea"], answer=yes("en", WRITTEN),
            accept_question=True,
            clarify=Msg("the household one, lista_spesa", prompt=None, mentions=["tea"],
                        answer=yes("en", WRITTEN))),
    ], scope=["", OSP], fs=[Appended("lista_spesa.txt", ("tea bags", "tè", "te in bustine"))]),
    _en("add-marmalade", [
        Msg("put orange marmalade on the breakfast shopping list", prompt=None, mentions=["marmalade"],
            answer=yes("en", WRITTEN)),
    ], scope=[OSP, ""],
        fs=[Appended(f"{OSP}/spesa_colazioni.txt", ("orange marmalade", "marmellata d'arance"))]),
    _en("move-plumber", [
        Msg("move the plumber's invoice into archivio", prompt=True,
            mentions=["fattura_idraulico_pieri", "archivio"], answer=yes("en", MOVED)),
    ], scope=[FATT, ARC], fs=[Moved(f"{FATT}/fattura_idraulico_pieri.docx", ARC)]),
    _en("copy-house-rules", [
        Msg("copy the english house rules into prenotazioni", prompt=None, mentions=["house_rules"],
            answer=yes("en", COPIED)),
    ], scope=[OSP, PREN], fs=[Created(PREN, (".md",), path=f"{PREN}/house_rules.md")]),
    _en("delete-pool-photo-no", [
        Msg("delete the pool photo", prompt=True, mentions=["piscina_agosto"],
            not_mentions=["camera_ulivo", "camera_girasole", "tramonto_vigneto"], answer=no()),
    ], scope=[FOTO]),
    _en("folder-guests-2027", [
        Msg("make a folder called Guests 2027 in prenotazioni", prompt=None, mentions=["guests 2027"],
            answer=yes("en", FOLDER_MADE)),
    ], scope=[], fs=[Created(f"{PREN}/Guests 2027", ())]),
    _en("rename-house-rules", [
        Msg("rename house_rules.md to house_rules_en.md", prompt=None, mentions=["house_rules_en"],
            answer=yes("en", RENAMED)),
    ], scope=[OSP], fs=[Renamed(f"{OSP}/house_rules.md", f"{OSP}/house_rules_en.md")]),
    # E-mail.
    _en("email-room-prices", [
        send("email the 2027 room prices to laura.pennington@example.org", "en",
             ["listino_camere_2027", "laura.pennington@example.org"],
             ["prenotazioni_2026", "prenotazioni_natale_2026", *PRIVATE_FILES]),
    ], scope=[PREN], mail=True),
    _en("forward-schmidt-marco", [
        Msg("forward the schmidt email to marco", prompt=True, accept_question=True,
            mentions=["mail_schmidt_arrivo", "marco.sodi@example.org"],
            not_mentions=["prenotazioni_natale_2026", *PRIVATE_FILES], answer=no(),
            clarify=send("marco.sodi@example.org", "en", ["mail_schmidt_arrivo", "marco.sodi@example.org"],
                         ["prenotazioni_natale_2026", *PRIVATE_FILES])),
    ], scope=[PREN, ""], mail=True),
    # What it cannot do.
    _en("book-taxi", [
        Msg("book a taxi from florence airport for the schmidts on the 23rd", mentions=[REFUSAL],
            not_mentions=PRIVATE),
    ], scope=[PREN, ""]),
    _en("call-laundry", [
        Msg("ring the laundry and ask them to pick up the sheets on friday", mentions=[REFUSAL],
            not_mentions=PRIVATE),
    ], scope=[FATT, ""]),
    # Unclear: the right answer is a question.
    _en("send-invoice-accountant", [
        Msg("send the invoice to the accountant", prompt=True, accept_question=True, mentions=[ASK_WHICH],
            clarify=send("the laundry one, to paola.cresti@example.org", "en",
                         ["fattura_lavanderia_novembre", "paola.cresti@example.org"],
                         ["fattura_enel_novembre", "fattura_frantoio_olio", "offerta_vetreria_bottiglie",
                          *PRIVATE_FILES])),
    ], scope=[FATT, MAN, ""], mail=True),
    # Nothing pending ("ok" says nothing of the writer's language).
    _en("stray-yes", [Msg("yes", mentions=[NOTHING_PENDING])], scope=[]),
    replace(_en("stray-ok", [Msg("ok", mentions=[NOTHING_PENDING])], scope=[]), any_language=True),
    # Follow-ups.
    _en("roof-quotes-second", [
        Msg("list the roof quotes", mentions=ROOF_QUOTES, avoid=["fattura_acqua_blu_prodotti", CHOICES],
            scope=[MAN, ARC]),
        Msg("read the second one", ref_ordinal=2),
    ], scope=[MAN]),
    _en("ospiti-then-olio", [
        Msg("what's in ospiti", mentions=OSPITI, not_mentions=PRIVATE, avoid=[CHOICES], scope=[OSP]),
        Msg("and in olio?", mentions=OLIO_FILES, avoid=[CHOICES], scope=[OLIO]),
    ]),
    _en("oil-nov-then-sep", [
        Msg("how much oil did we sell in november, in euros?", mentions=[OIL_NOV]),
        Msg("and in september?", mentions=[OIL_SEP]),
    ], scope=[OLIO]),
    _en("cheapest-then-email", [
        Msg("which is the cheapest quote for the barn roof", mentions=["bartolini", BARTOLINI],
            not_mentions=[NOT_326]),
        send("email it to marco.sodi@example.org", "en",
             ["preventivo_tetti_bartolini", "marco.sodi@example.org"],
             ["preventivo_edil_poliziano", "re_sopralluogo_fienile", "fattura_acqua_blu_prodotti",
              "preventivo_tetto_fienile_2024", *PRIVATE_FILES]),
    ], scope=[MAN, ARC], mail=True),
    _en("pool-then-last-year", [
        Msg("how much is the pool maintenance contract?", mentions=[POOL], avoid=[*POOL_2025]),
        Msg("and last year?", mentions=[POOL_2025]),
    ], scope=[MAN, ARC]),
    _en("xmas-then-deposit", [
        Msg("open the christmas bookings", mentions=["schmidt", "harris"]),
        Msg("who hasn't paid a deposit yet?", mentions=["bernardi"], avoid=["galli", "schmidt", "harris"]),
    ], scope=[PREN]),
    _en("move-then-undo", [
        Msg("move note.txt to archivio", prompt=True, mentions=["note.txt", "archivio"],
            answer=yes("en", MOVED)),
        Msg("undo that", mentions=[RESTORED, "note"]),
    ], scope=["", ARC]),
    _en("move-harvest-photos-where", [
        Msg("move the harvest photos", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("to foto", prompt=True, mentions=[(count(2, "two"), "foto_vendemmia_01"), "foto"],
                        not_mentions=["registro_vendemmia", "analisi_mosto_enologo"],
                        answer=yes("en", MOVED))),
    ], scope=[VEND, FOTO], fs=moved(HARVEST_PHOTOS, VEND, FOTO)),
    _en("harris-then-tax", [
        Msg("read the harris email", mentions=[DOG_WORDS], scope=[PREN]),
        Msg("how much tourist tax will they pay for their new year stay?", mentions=[HARRIS_TAX]),
    ], scope=[PREN, OSP]),
    # Long, polite.
    _en("polite-pennington", [
        Msg("Ann here, dear. A Mrs Pennington has written asking about a week in May next year. Could you "
            "tell me what the room with the terrace would cost her for the seven nights, going by the 2027 "
            "prices? Thank you", mentions=[PENNINGTON_WEEK]),
    ], scope=[PREN]),
]

CASES: list[Case] = ITALIAN + ENGLISH


def _never_private(cases: Sequence[Case]) -> None:
    """No reply of this set may show the guests' codes or the bank details: nobody asks for them."""
    for case in cases:
        stack = list(case.messages)
        while stack:
            msg = stack.pop()
            msg.not_mentions = [*msg.not_mentions, *(p for p in PRIVATE if p not in msg.not_mentions)]
            stack.extend(m for m in (msg.answer, msg.clarify) if m is not None)


_never_private(CASES)
check(CASES)
