"""A fifteenth held-out set for ``bench/understanding.py``: ``--cases understanding_heldout15``.

It runs on a workspace the planner has never seen: four university students sharing a flat in
Bologna, ``bench/flat_workspace.py`` (Marco, who keeps the files; Giulia; Davide, graduating in
Medicine and planning his party; Niamh, an Erasmus student from Belfast who writes in English).
The lease, each room's share and the rent transfers sit next to the bills, the shared-expenses
log, the cleaning rota, three party quotes, Marco's exam record and fees, and Niamh's grant letter
and flight. About half the conversations are Italian and half English, written the way students
write: short, lowercase, typos, folder names without "cartella"/"folder", loose descriptions,
a few long polite messages.

Kinds: listing folders and a sub-folder (an empty one, by type, a typo'd name, names with spaces
and digits, names that are also common words: ``Casa``, ``Affitto``, ``Bollette``, ``Foto``,
``Archivio``); finding by a loose name; search by content; reading saved e-mails; summaries;
figures (the cheapest / dearest quote, a saving, an average, a share per head, totals, due dates,
a month's rows added up, a value looked up in a table, an amount in pounds kept in pounds);
newest / oldest / largest; counts; follow-ups ("e quello più caro?", "leggi il terzo",
"spostali in archivio", "mandalo a", "e in cassa comune?", "the second one", "and last
year's?"); answers to the bot's own questions (destination, which file, an address, the e-mail
body); cleaning ``Scaricati``; moving, copying, deleting (done, undone and declined), renaming,
adding a line, making a folder (inside another); e-mail with attachments (example.org addresses);
what it cannot do (booking, paying, phoning); a stray "sì" / "ok" / "2".

Written from SPEC.md, issue 9 and the workspace only, without reading the planner, its lexicon
or its tests. Traps:

- ``Laurea Davide`` holds three party quotes (Osteria La Lanterna 1.140 €, Catering Due Torri
  1.275 €, Pizzeria da Ciro 870 €) and the copy shop's invoice for the thesis (96,00 €), cheaper
  than all of them: the invoice is not a quote;
- Ciro's quote is a file called ``messaggi_da_ciro.txt``: by its name a WhatsApp chat, by its
  content a quote (and the cheapest);
- ``Archivio`` holds last year's namesakes: the Catering Due Torri quote of 2025 (820 €, cheaper
  than any current quote), the November 2025 gas bill (142,30 €), the 2025 shared expenses, the
  2025 lease (1.560 € a month, deposit 3.120 €);
- ``Bollette/bolletta_acqua_hera.jpg`` is a photo named like a bill: no amount can be read in it;
- the shared-expenses log has one row in pounds (a kettle, GBP 24.99): November is 156,50 € plus
  GBP 24.99, and adding them (181,49) is a wrong answer; Niamh's grant and flight are in pounds;
- the rent transfers change amount in September (new lease) and November was paid late;
- ``Laurea Davide/Foto festa`` is empty; ``Scaricati`` has "(1)" duplicates and three ``.tmp``;
- the kitty's IBAN, PIN and app password, the door, letter-box and Wi-Fi codes and the flatmates'
  allergies and medicines are never shown when a folder is listed or searched, and never
  attached unasked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from flat_workspace import FINGERPRINTS, make_flat_workspace
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

make_workspace = make_flat_workspace

# ---------------------------------------------------------------------------------------
# The workspace, as the replies name it.
# ---------------------------------------------------------------------------------------

F_LAUREA = "Laurea Davide"
F_FESTA = "Laurea Davide/Foto festa"
F_CASSA = "Cassa comune"
F_UNI = "Università"
F_ERASMUS = "Erasmus 2026-27"

AFFITTO = [
    "contratto_transitorio_studenti",
    "quote_affitto_stanze",
    "ricevute_affitto_2026",
    "mail_proprietaria_muffa",
]
# This year's gas bill and party quote, not last year's namesakes in Archivio.
GAS_NOW = rx(r"bolletta_gas_novembre(?!_2025)", "bolletta_gas_novembre (this year's)")
DUE_TORRI_NOW = rx(r"preventivo_catering_due_torri(?!_2025)", "preventivo_catering_due_torri (this year's)")
BOLLETTE_PDF: list[Mention] = ["bolletta_luce_ottobre", GAS_NOW, "fattura_fastweb_novembre"]
BOLLETTE: list[Mention] = [*BOLLETTE_PDF, "bolletta_acqua_hera"]
CASSA = ["spese_comuni_2026", "versamenti_cassa_2026", "dati_conto_cassa"]
CASA = ["lista_spesa", "turni_pulizie", "regole_casa", "codici_casa", "allergie_e_farmaci"]
PARTY_QUOTES: list[Mention] = ["preventivo_osteria_lanterna", DUE_TORRI_NOW, "messaggi_da_ciro"]
LAUREA: list[Mention] = [*PARTY_QUOTES, "fattura_copisteria_tesi", "invitati_festa", "programma_laurea"]
UNI = [
    "libretto_esami",
    "calendario_appelli_invernali",
    "tasse_unibo_2026_27",
    "mail_segreteria_seconda_rata",
]
ERASMUS = [
    "turing_grant_letter",
    "learning_agreement",
    "flight_home_christmas",
    "email_erasmus_office",
    "erasmus_checklist",
]
ARCHIVIO = [
    "preventivo_catering_due_torri_2025",
    "bolletta_gas_novembre_2025",
    "spese_comuni_2025",
    "contratto_transitorio_2025",
]
TMP = ["~lock.spese_comuni.tmp", "download_8812.tmp", "stampa_0413.tmp"]
DUPLICATES = ["Regolamento contribuzione 2026-27 (1).pdf", "guida_rifiuti_bologna (1).pdf"]
SCARICATI_PDF = ["Regolamento contribuzione 2026-27.pdf", "guida_rifiuti_bologna.pdf"]

# What must never be shown unasked: the kitty's bank details, the codes, the flatmates' health.
BANK_PRIVATE = [
    "IT60X0542811101000000123456",
    rx(r"(?<!\d)7284(?!\d)", "7284 (the card's PIN)"),
    "Mascarella!27",
]
HOME_PRIVATE = [
    rx(r"(?<![\d.,])2580(?!\d)", "2580 (the door code)"),
    rx(r"(?<![\d.,])913(?![.,]?\d)", "913 (the letter-box code)"),
    "tortellino!2026",
]
HEALTH_PRIVATE = ["EpiPen", "celiachia", "Ventolin", "arachidi"]
PRIVATE = [*BANK_PRIVATE, *HOME_PRIVATE, *HEALTH_PRIVATE]
PRIVATE_FILES = ["dati_conto_cassa", "codici_casa", "allergie_e_farmaci"]

# Figures.
DUE_TORRI = amount("1275")
CIRO = amount("870")
OLD_DUE_TORRI = amount("820")
NOT_96 = rx(r"(?<![\d.,])96(?:[.,]00)?(?![.,]?\d)", "96,00 (the copy shop's invoice, not a quote)")
PARTY_SAVING = amount("405")  # 1275 - 870
SAVING_WITH_INVOICE = amount("1179")  # 1275 - 96
PARTY_AVG = amount("1095")  # (1140 + 1275 + 870) / 3
AVG_WITH_INVOICE = amount("845.25")  # with the 96,00 invoice counted as a quote
CAPARRA = amount("300")
RENT = amount("1640")
OLD_RENT = amount("1560")
DEPOSIT = amount("3280")
OLD_DEPOSIT = amount("3120")
RENT_2026 = amount("17400")  # 8 x 1560 + 3 x 1640
LUCE = amount("96.48")
GAS = amount("183.60")
OLD_GAS = amount("142.30")
OLD_GAS_DUE = rx(
    r"\b22[/.-]12[/.-](?:2025|25)\b|22 dicembre 2025|22(?:nd)? december 2025|december 22,? 2025",
    "22/12/2025 (last year's gas bill)",
)
FASTWEB = amount("29.95")
BILLS_TOTAL = amount("310.03")
GAS_EACH = amount("45.90")
OCT_EUR = amount("104.60")
NOV_EUR = amount("156.50")
KETTLE = amount("24.99")
NOV_MIXED = amount("181.49")  # 156.50 + 24.99: euros and pounds added together
NOV_2025 = amount("52.10")  # last November, in the archived log
DAVIDE_SPENT = amount("136.90")
GRANT = amount("2760")
GRANT_REST = amount("828")
FLIGHT = amount("142.98")
GBP: Mention = ("£", "GBP", "sterlin", "pound")
SECOND_FEE = amount("412")
AVG_GRADE = amount("27.5")
TENTH = rx(
    r"(?:entro|by|on|before)\s+(?:il\s+|the\s+)?(?:giorno\s+)?10(?:th)?\b|\b10th\b|giorno 10\b|day 10\b",
    "by the 10th of the month",
)
NOVEMBER: Mention = ("novembre", "november")
A_QUOTE: Mention = ("preventivo", "quote", "offer", "offerta", "estimate")
A_PHOTO: Mention = ("foto", "immagine", "jpg", "photo", "image", "picture", "scan")
AT_15: Mention = ("15:00", "15.00", "ore 15", "3 pm", "3pm", "3:00 pm", "3 p.m.")
AT_11: Mention = ("11:00", "11.00", "ore 11", "11 am", "11am", "11 a.m.")
AT_10: Mention = ("10:00", "10.00", "ore 10", "10 am", "10am", "10 a.m.")


def count(n: int, *words: str) -> str:
    """A count as a digit or a word; not a choice number ("[2]"), nor a piece of a date or an
    amount ("05/10/2026", "1.640")."""
    return rx(rf"(?<![\d.,/\[])\b(?:{'|'.join([str(n), *words])})\b(?![.,/]?\d)(?!\])", f"count {n}")


# The text of an e-mail, when the reply asks for it.
BODY = {"it": "Ciao, ti giro il file. Marco", "en": "Hi, here's the file. Niamh"}


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


_it = case_maker("h15", "it")
_en = case_maker("h15", "en")

# ---------------------------------------------------------------------------------------
# Italian.
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    # Listing.
    _it(
        "cassa-comune-cosa",
        [
            Msg("cosa c'è in cassa comune", mentions=CASSA, not_mentions=PRIVATE, avoid=[CHOICES]),
        ],
        scope=[F_CASSA],
    ),
    _it(
        "laurea-cosa",
        [
            Msg("che c'è in laurea davide?", mentions=[*LAUREA, "Foto festa"], avoid=[CHOICES]),
        ],
        scope=[F_LAUREA],
    ),
    _it(
        "foto-festa-vuota",
        [
            Msg("c'è gia qualcosa in foto festa?", mentions=[EMPTY]),
        ],
        scope=[F_FESTA],
    ),
    _it(
        "bollette-typo",
        [
            Msg(
                "cosa ce in bolette",
                mentions=BOLLETTE,
                accept_question=True,
                clarify=Msg("bollette", mentions=BOLLETTE),
            ),
        ],
        scope=["Bollette"],
    ),
    _it(
        "pdf-bollette",
        [
            Msg("i pdf in bollette", mentions=BOLLETTE_PDF, avoid=["bolletta_acqua_hera", CHOICES]),
        ],
        scope=["Bollette"],
    ),
    _it(
        "casa-cosa",
        [
            Msg("cosa c'è in casa?", mentions=CASA, not_mentions=PRIVATE, avoid=[CHOICES]),
        ],
        scope=["Casa"],
    ),
    # Finding.
    _it(
        "contratto-affitto-dove",
        [
            Msg(
                "dov'è il contratto d'affitto?",
                mentions=["contratto_transitorio_studenti"],
                avoid=["contratto_transitorio_2025"],
                accept_question=True,
                clarify=Msg("quello attuale", mentions=["contratto_transitorio_studenti"]),
            ),
        ],
        scope=["Affitto", "Archivio"],
    ),
    _it(
        "preventivo-catering",
        [
            Msg(
                "trova il preventivo del catering",
                mentions=[DUE_TORRI_NOW],
                avoid=["preventivo_catering_due_torri_2025"],
                accept_question=True,
                clarify=Msg("quello di quest'anno", mentions=[DUE_TORRI_NOW]),
            ),
        ],
        scope=[F_LAUREA, "Archivio"],
    ),
    # Searching by content.
    _it(
        "parlano-deumidificatore",
        [
            Msg(
                "quali file parlano del deumidificatore?",
                mentions=["spese_comuni_2026", "mail_proprietaria_muffa"],
                not_mentions=PRIVATE,
            ),
        ],
        scope=[F_CASSA, "Affitto"],
    ),
    # Reading.
    _it(
        "mail-segreteria",
        [
            Msg(
                "leggimi la mail della segreteria sulla seconda rata",
                mentions=[SECOND_FEE, date(15, 12, 2026)],
            ),
        ],
        scope=[F_UNI],
    ),
    # Summaries.
    _it(
        "riassunto-contratto",
        [
            Msg(
                "riassumimi il contratto d'affitto",
                mentions=[RENT, "cavazza"],
                avoid=[OLD_RENT],
                not_mentions=PRIVATE,
                accept_question=True,
                clarify=Msg("quello nuovo", mentions=[RENT, "cavazza"], avoid=[OLD_RENT]),
            ),
        ],
        scope=["Affitto", "Archivio"],
    ),
    # Figures.
    _it(
        "festa-economico",
        [
            Msg(
                "qual è il preventivo più economico per la festa di davide?",
                mentions=["ciro", CIRO],
                not_mentions=[NOT_96],
                avoid=[OLD_DUE_TORRI],
            ),
        ],
        scope=[F_LAUREA, "Archivio"],
    ),
    _it(
        "festa-risparmio",
        [
            Msg(
                "quanto risparmiamo per la festa se prendiamo il preventivo più economico "
                "invece del più caro?",
                mentions=[PARTY_SAVING],
                not_mentions=[SAVING_WITH_INVOICE],
            ),
        ],
        scope=[F_LAUREA, "Archivio"],
    ),
    _it(
        "scadenza-gas",
        [
            Msg(
                "entro quando va pagata la bolletta del gas?",
                mentions=[date(21, 12, 2026)],
                avoid=[OLD_GAS_DUE],
            ),
        ],
        scope=["Bollette", "Archivio"],
    ),
    _it(
        "spese-novembre",
        [
            Msg(
                "quanto abbiamo speso dalla cassa comune a novembre?",
                mentions=[NOV_EUR, KETTLE, GBP],
                not_mentions=[NOV_MIXED, in_euro("24.99")],
            ),
        ],
        scope=[F_CASSA],
    ),
    _it(
        "chi-ha-speso-di-piu",
        [
            Msg("chi ha speso di più per la casa dalla cassa comune?", mentions=["davide", DAVIDE_SPENT]),
        ],
        scope=[F_CASSA],
    ),
    _it(
        "media-voti",
        [
            Msg("qual è la media dei miei voti?", mentions=[AVG_GRADE]),
        ],
        scope=[F_UNI],
    ),
    _it(
        "quanti-cfu",
        [
            Msg("quanti cfu ho fatto finora", mentions=[count(66, "sessantasei")]),
        ],
        scope=[F_UNI],
    ),
    _it(
        "esame-basi-dati",
        [
            Msg("quando ho l'esame di basi di dati?", mentions=[date(12, 1, 2027)]),
        ],
        scope=[F_UNI],
    ),
    _it(
        "affitto-quest-anno",
        [
            Msg("quanto abbiamo pagato di affitto quest'anno in tutto?", mentions=[RENT_2026]),
        ],
        scope=["Affitto", "Archivio"],
    ),
    _it(
        "mese-ritardo",
        [
            Msg("in che mese abbiamo pagato l'affitto in ritardo?", mentions=[NOVEMBER]),
        ],
        scope=["Affitto"],
    ),
    _it(
        "turno-bagno",
        [
            Msg("chi pulisce il bagno la settimana del 14 dicembre?", mentions=["niamh"]),
        ],
        scope=["Casa"],
    ),
    _it(
        "confermati-festa",
        [
            Msg("quanti hanno confermato per la festa di davide?", mentions=[count(22, "ventidue")]),
        ],
        scope=[F_LAUREA],
    ),
    _it(
        "versamenti-dicembre",
        [
            Msg("chi non ha ancora versato la quota della cassa a dicembre?", mentions=["niamh"]),
        ],
        scope=[F_CASSA],
    ),
    _it(
        "seconda-rata",
        [
            Msg(
                "quanto devo pagare di seconda rata delle tasse e entro quando?",
                mentions=[SECOND_FEE, date(15, 12, 2026)],
            ),
        ],
        scope=[F_UNI],
    ),
    _it(
        "caparra-lanterna",
        [
            Msg("quanto vuole di caparra la lanterna?", mentions=[CAPARRA]),
        ],
        scope=[F_LAUREA],
    ),
    _it(
        "ora-discussione",
        [
            Msg("a che ora discute la tesi davide?", mentions=[AT_11]),
        ],
        scope=[F_LAUREA],
    ),
    _it(
        "conferma-osteria-entro",
        [
            Msg("entro quando dobbiamo dare conferma all'osteria?", mentions=[date(5, 12, 2026)]),
        ],
        scope=[F_LAUREA],
    ),
    _it(
        "bolletta-acqua-foto",
        [
            Msg(
                "quant'è la bolletta dell'acqua?",
                mentions=["bolletta_acqua_hera", A_PHOTO],
                not_mentions=[LUCE, GAS, FASTWEB],
            ),
        ],
        scope=["Bollette"],
    ),
    # Counts, newest, oldest.
    _it(
        "recente-bollette",
        [
            Msg("qual è il file più recente in bollette?", mentions=[GAS_NOW], avoid=["bolletta_acqua_hera"]),
        ],
        scope=["Bollette"],
    ),
    _it(
        "vecchio-erasmus",
        [
            Msg("il file più vecchio in erasmus", mentions=["turing_grant_letter"]),
        ],
        scope=[F_ERASMUS],
    ),
    # Cleaning Scaricati.
    _it(
        "togli-tmp",
        [
            Msg(
                "togli i .tmp da scaricati",
                prompt=True,
                mentions=[(count(3, "tre"), "download_8812")],
                not_mentions=SCARICATI_PDF,
                answer=yes("it", DELETED),
            ),
        ],
        scope=["Scaricati"],
        fs=[Deleted(f"Scaricati/{name}") for name in TMP],
    ),
    _it(
        "doppioni-in-archivio",
        [
            Msg(
                "sposta i doppioni di scaricati, quelli con (1), in archivio",
                prompt=True,
                mentions=[(count(2, "due"), "guida_rifiuti_bologna (1)"), "archivio"],
                not_mentions=TMP,
                answer=yes("it", MOVED),
            ),
        ],
        scope=["Scaricati", "Archivio"],
        fs=moved(DUPLICATES, "Scaricati", "Archivio"),
    ),
    # Moving, copying, renaming, deleting.
    _it(
        "foto-muffa-in-affitto",
        [
            Msg(
                "metti la foto della muffa in affitto",
                prompt=True,
                mentions=["muffa_bagno"],
                answer=yes("it", MOVED),
            ),
        ],
        scope=["Foto", "Affitto"],
        fs=[Moved("Foto/muffa_bagno.png", "Affitto")],
    ),
    _it(
        "copia-quote-cassa",
        [
            Msg(
                "copia le quote dell'affitto in cassa comune",
                prompt=None,
                mentions=["quote_affitto_stanze"],
                answer=yes("it", COPIED),
            ),
        ],
        scope=["Affitto", F_CASSA],
        fs=[Created(F_CASSA, (".xlsx",), path=f"{F_CASSA}/quote_affitto_stanze.xlsx")],
    ),
    _it(
        "rinomina-ciro",
        [
            Msg(
                "rinomina messaggi_da_ciro.txt in preventivo_ciro.txt",
                prompt=None,
                mentions=["preventivo_ciro"],
                answer=yes("it", RENAMED),
            ),
        ],
        scope=[F_LAUREA],
        fs=[Renamed(f"{F_LAUREA}/messaggi_da_ciro.txt", f"{F_LAUREA}/preventivo_ciro.txt")],
    ),
    _it(
        "cancella-fattura-copisteria-no",
        [
            Msg(
                "cancella la fattura della copisteria",
                prompt=True,
                mentions=["fattura_copisteria_tesi"],
                not_mentions=[
                    "preventivo_osteria_lanterna",
                    "preventivo_catering_due_torri",
                    "messaggi_da_ciro",
                ],
                answer=no(),
            ),
        ],
        scope=[F_LAUREA],
    ),
    _it(
        "elimina-lista-e-annulla",
        [
            Msg(
                "elimina la lista della spesa",
                prompt=True,
                mentions=["lista_spesa"],
                not_mentions=["invitati_festa"],
                answer=yes("it", DELETED),
            ),
            Msg("ops no, rimettila", mentions=[RESTORED, "lista_spesa"]),
        ],
        scope=["Casa"],
    ),
    # Adding a line, a folder.
    _it(
        "lista-fazzoletti",
        [
            Msg(
                "aggiungi i fazzoletti alla lista della spesa",
                prompt=None,
                mentions=["fazzoletti"],
                answer=yes("it", WRITTEN),
            ),
        ],
        scope=["Casa"],
        fs=[Appended("Casa/lista_spesa.txt", ("fazzoletti",))],
    ),
    _it(
        "promemoria-riga",
        [
            Msg(
                "scrivi nel promemoria: pagare la seconda rata entro il 15",
                prompt=None,
                mentions=[("seconda rata", "promemoria")],
                answer=yes("it", WRITTEN),
            ),
        ],
        scope=[""],
        fs=[Appended("promemoria.txt", ("pagare la seconda rata entro il 15",))],
    ),
    _it(
        "cartella-tesi",
        [
            Msg(
                "crea la cartella Tesi magistrale in università",
                prompt=None,
                mentions=["tesi magistrale"],
                answer=yes("it", FOLDER_MADE),
            ),
        ],
        scope=[],
        fs=[Created(f"{F_UNI}/Tesi magistrale", ())],
    ),
    # E-mail.
    _it(
        "mail-contratto-a-chi",
        [
            Msg(
                "manda il contratto d'affitto",
                prompt=True,
                mentions=[ASK_ADDRESS],
                answer=send(
                    "a giulia@example.org",
                    "it",
                    ["contratto_transitorio_studenti", "giulia@example.org"],
                    ["contratto_transitorio_2025", "quote_affitto_stanze", *PRIVATE_FILES],
                ),
            ),
        ],
        scope=["Affitto", "Archivio"],
        mail=True,
    ),
    _it(
        "mail-bollette-pdf",
        [
            send(
                "manda le bollette in pdf a coinquilini@example.org",
                "it",
                [*BOLLETTE_PDF, "coinquilini@example.org"],
                ["bolletta_gas_novembre_2025", *PRIVATE_FILES],
            ),
        ],
        scope=["Bollette", "Archivio"],
        mail=True,
    ),
    # What it cannot do.
    _it(
        "prenota-osteria",
        [
            Msg("prenota l'osteria per sabato 19 per 30 persone", mentions=[REFUSAL], not_mentions=PRIVATE),
        ],
        scope=[F_LAUREA, ""],
    ),
    _it(
        "paga-gas",
        [
            Msg(
                "paga la bolletta del gas col conto della cassa",
                mentions=[REFUSAL],
                not_mentions=BANK_PRIVATE,
            ),
        ],
        scope=["Bollette", F_CASSA],
    ),
    _it(
        "chiama-proprietaria",
        [
            Msg(
                "chiama la cavazza e dille che mercoledì non c'è nessuno",
                mentions=[REFUSAL],
                not_mentions=PRIVATE,
            ),
        ],
        scope=["Affitto", ""],
    ),
    # Nothing pending.
    _it("si-vagante", [Msg("sì", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _it(
        "festa-poi-piu-caro",
        [
            Msg(
                "preventivi della festa",
                mentions=PARTY_QUOTES,
                avoid=["fattura_copisteria_tesi", CHOICES],
                scope=[F_LAUREA, "Archivio"],
            ),
            Msg(
                "e quello più caro?", mentions=[("due torri", "due_torri"), DUE_TORRI], not_mentions=[NOT_96]
            ),
        ],
        scope=[F_LAUREA],
    ),
    _it(
        "universita-il-terzo",
        [
            Msg("che file ho in università", mentions=UNI, avoid=[CHOICES]),
            Msg("leggi il terzo", ref_ordinal=3),
        ],
        scope=[F_UNI],
    ),
    _it(
        "affitto-e-cassa",
        [
            Msg("che c'è in affitto?", mentions=AFFITTO, avoid=[CHOICES], scope=["Affitto"]),
            Msg("e in cassa comune?", mentions=CASSA, not_mentions=PRIVATE, avoid=[CHOICES], scope=[F_CASSA]),
        ],
    ),
    _it(
        "invitati-vegetariani",
        [
            Msg("apri la lista degli invitati", mentions=[("Federica Lanzoni", "in tirocinio a Parma")]),
            Msg("quanti sono vegetariani?", mentions=[count(4, "quattro")]),
        ],
        scope=[F_LAUREA],
    ),
    _it(
        "pdf-scaricati-spostali",
        [
            Msg(
                "che pdf ci sono in scaricati?",
                mentions=["Regolamento contribuzione 2026-27", "guida_rifiuti_bologna"],
                avoid=["download_8812", "stampa_0413", CHOICES],
            ),
            Msg(
                "spostali in archivio",
                prompt=True,
                mentions=[(count(4, "quattro"), "Regolamento contribuzione 2026-27 (1)"), "archivio"],
                not_mentions=TMP,
                answer=yes("it", MOVED),
            ),
        ],
        scope=["Scaricati", "Archivio"],
        fs=moved([*SCARICATI_PDF, *DUPLICATES], "Scaricati", "Archivio"),
    ),
    _it(
        "tasse-dove",
        [
            Msg(
                "sposta il pdf delle tasse",
                prompt=True,
                accept_question=True,
                mentions=[WHERE],
                clarify=Msg(
                    "in archivio",
                    prompt=True,
                    mentions=["tasse_unibo_2026_27", "archivio"],
                    answer=yes("it", MOVED),
                ),
            ),
        ],
        scope=[F_UNI, "Archivio"],
        fs=[Moved(f"{F_UNI}/tasse_unibo_2026_27.pdf", "Archivio")],
    ),
    _it(
        "fattura-tra-preventivi",
        [
            Msg("c'è una fattura in mezzo ai preventivi della festa?", mentions=["fattura_copisteria_tesi"]),
        ],
        scope=[F_LAUREA],
    ),
    _it(
        "pizzeria-poi-mandalo",
        [
            Msg("trova il preventivo della pizzeria", mentions=["messaggi_da_ciro"]),
            send(
                "mandalo a davide@example.org",
                "it",
                ["messaggi_da_ciro", "davide@example.org"],
                [
                    "preventivo_osteria_lanterna",
                    "preventivo_catering_due_torri",
                    "fattura_copisteria_tesi",
                    *PRIVATE_FILES,
                ],
            ),
        ],
        scope=[F_LAUREA],
        mail=True,
    ),
    _it(
        "gas-poi-anno-scorso",
        [
            Msg("quanto è venuta la bolletta del gas di novembre?", mentions=[GAS], avoid=[OLD_GAS]),
            Msg("e l'anno scorso?", mentions=[OLD_GAS]),
        ],
        scope=["Bollette", "Archivio"],
    ),
    # Long, polite.
    _it(
        "cortese-media-festa",
        [
            Msg(
                "ciao, sono davide, scusa il disturbo: mi sapresti dire quanto costano in media "
                "i tre preventivi per la festa? la fattura della copisteria non c'entra, "
                "è per la tesi. grazie mille",
                mentions=[PARTY_AVG],
                not_mentions=[AVG_WITH_INVOICE],
            ),
        ],
        scope=[F_LAUREA],
    ),
    _it(
        "cortese-gas-giulia",
        [
            Msg(
                "ciao! sono giulia, mi dici quanto dobbiamo mettere a testa per la bolletta del gas "
                "e per quando va pagata? siamo sempre in quattro. grazie",
                mentions=[GAS_EACH, date(21, 12, 2026)],
            ),
        ],
        scope=["Bollette", "Archivio"],
    ),
]

# ---------------------------------------------------------------------------------------
# English.
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    # Listing.
    _en("erasmus-list", [Msg("whats in erasmus", mentions=ERASMUS, avoid=[CHOICES])], scope=[F_ERASMUS]),
    _en("affitto-list", [Msg("list affitto", mentions=AFFITTO, avoid=[CHOICES])], scope=["Affitto"]),
    _en("foto-festa-empty", [Msg("anything in foto festa yet?", mentions=[EMPTY])], scope=[F_FESTA]),
    _en(
        "scaricati-typo",
        [
            Msg(
                "what's in scaricat",
                mentions=["Regolamento contribuzione 2026-27", "guida_rifiuti_bologna", "stampa_0413"],
                accept_question=True,
                clarify=Msg("Scaricati", mentions=["guida_rifiuti_bologna", "stampa_0413"]),
            ),
        ],
        scope=["Scaricati"],
    ),
    _en(
        "spreadsheets-casa",
        [
            Msg(
                "only the spreadsheets in casa",
                mentions=["turni_pulizie"],
                avoid=["lista_spesa", "regole_casa", CHOICES],
                not_mentions=PRIVATE,
            ),
        ],
        scope=["Casa"],
    ),
    _en(
        "archivio-typo",
        [
            Msg(
                "list archvio",
                mentions=ARCHIVIO,
                accept_question=True,
                clarify=Msg("archivio", mentions=ARCHIVIO),
            ),
        ],
        scope=["Archivio"],
    ),
    _en(
        "photos-count",
        [
            Msg("how many pics are in foto?", mentions=[count(4, "four")]),
        ],
        scope=["Foto"],
    ),
    # Finding.
    _en("cleaning-rota", [Msg("find the cleaning rota", mentions=["turni_pulizie"])], scope=["Casa"]),
    _en(
        "grant-letter",
        [
            Msg("where's my turing grant letter?", mentions=["turing_grant_letter"]),
        ],
        scope=[F_ERASMUS],
    ),
    _en(
        "last-year-expenses",
        [
            Msg(
                "find last year's shared expenses",
                mentions=["spese_comuni_2025"],
                avoid=["spese_comuni_2026"],
            ),
        ],
        scope=[F_CASSA, "Archivio"],
    ),
    _en(
        "read-due-torri",
        [
            Msg(
                "read the due torri quote",
                mentions=[DUE_TORRI],
                avoid=[OLD_DUE_TORRI],
                accept_question=True,
                clarify=Msg("the new one", mentions=[DUE_TORRI], avoid=[OLD_DUE_TORRI]),
            ),
        ],
        scope=[F_LAUREA, "Archivio"],
    ),
    # Searching by content.
    _en(
        "mention-ciro",
        [
            Msg(
                "which files mention ciro?",
                mentions=["messaggi_da_ciro", "promemoria.txt", "numeri_utili"],
                not_mentions=PRIVATE,
            ),
        ],
        scope=[F_LAUREA, ""],
    ),
    _en(
        "mention-cavazza",
        [
            Msg(
                "find the files that mention cavazza",
                mentions=[
                    "contratto_transitorio_studenti",
                    "mail_proprietaria_muffa",
                    "numeri_utili",
                    "contratto_transitorio_2025",
                ],
                not_mentions=PRIVATE,
            ),
        ],
        scope=["Affitto", "Archivio", ""],
    ),
    # Reading.
    _en(
        "erasmus-office-email",
        [
            Msg("read me the email from the erasmus office", mentions=[date(14, 1, 2027), AT_10]),
        ],
        scope=[F_ERASMUS],
    ),
    _en(
        "grant-rest",
        [
            Msg(
                "how much of my grant is still to come, and when?",
                mentions=[GRANT_REST, GBP],
                not_mentions=[in_euro("828")],
            ),
        ],
        scope=[F_ERASMUS],
    ),
    # Summaries.
    _en(
        "summary-learning-agreement",
        [
            Msg(
                "summarise my learning agreement",
                mentions=[
                    count(30, "thirty"),
                    ("dante", "storia dell'arte", "letteratura italiana", "cinema"),
                ],
            ),
        ],
        scope=[F_ERASMUS],
    ),
    _en(
        "summary-mould-email",
        [
            Msg(
                "give me a summary of the landlady's email about the mould",
                mentions=[date(9, 12, 2026), AT_15],
            ),
        ],
        scope=["Affitto"],
    ),
    # Figures.
    _en(
        "cheapest-party",
        [
            Msg(
                "which party quote is the cheapest?",
                mentions=["ciro", CIRO],
                not_mentions=[NOT_96],
                avoid=[OLD_DUE_TORRI],
            ),
        ],
        scope=[F_LAUREA, "Archivio"],
    ),
    _en(
        "ciro-just-chat",
        [
            Msg("is messaggi_da_ciro just a chat?", mentions=[A_QUOTE]),
        ],
        scope=[F_LAUREA],
    ),
    _en(
        "grant-amount",
        [
            Msg("how much is my turing grant?", mentions=[GRANT, GBP], not_mentions=[in_euro("2760")]),
        ],
        scope=[F_ERASMUS],
    ),
    _en(
        "flight-cost",
        [
            Msg(
                "how much did my flight home cost?", mentions=[FLIGHT, GBP], not_mentions=[in_euro("142.98")]
            ),
        ],
        scope=[F_ERASMUS],
    ),
    _en(
        "november-kitty",
        [
            Msg(
                "how much did we spend out of the kitty in november?",
                mentions=[NOV_EUR, KETTLE, GBP],
                not_mentions=[NOV_MIXED, in_euro("24.99")],
                avoid=[NOV_2025],
            ),
        ],
        scope=[F_CASSA, "Archivio"],
    ),
    _en(
        "my-rent-share",
        [
            Msg("how much rent do i pay? i'm niamh", mentions=[amount("340")]),
        ],
        scope=["Affitto"],
    ),
    _en(
        "rent-due-day",
        [
            Msg("when is the rent due each month?", mentions=[TENTH]),
        ],
        scope=["Affitto", "Archivio"],
    ),
    _en(
        "deposit",
        [
            Msg(
                "how much was the deposit on the flat?",
                mentions=[DEPOSIT],
                avoid=[OLD_DEPOSIT, CAPARRA],
                accept_question=True,
                clarify=Msg("the current lease", mentions=[DEPOSIT]),
            ),
        ],
        scope=["Affitto", "Archivio"],
    ),
    _en(
        "kitchen-turn",
        [
            Msg("whose turn is the kitchen the week of 7 december?", mentions=["giulia"]),
        ],
        scope=["Casa"],
    ),
    _en(
        "bills-total",
        [
            Msg("add up the bills in bollette", mentions=[BILLS_TOTAL, ("bolletta_acqua_hera", *A_PHOTO)]),
        ],
        scope=["Bollette"],
    ),
    _en(
        "exams-passed",
        [
            Msg("how many exams has marco passed?", mentions=[count(8, "eight")]),
        ],
        scope=[F_UNI],
    ),
    # Counts, newest, largest, oldest.
    _en(
        "october-entries",
        [
            Msg("how many expenses did we log in october?", mentions=[count(4, "four")]),
        ],
        scope=[F_CASSA],
    ),
    _en(
        "biggest-photo",
        [
            Msg("biggest photo in foto?", mentions=["gita_rimini_settembre"], avoid=["cena_natale_2025"]),
        ],
        scope=["Foto"],
    ),
    _en(
        "newest-laurea", [Msg("newest file in laurea davide", mentions=["invitati_festa"])], scope=[F_LAUREA]
    ),
    _en(
        "oldest-archivio",
        [
            Msg(
                "oldest file in archivio",
                mentions=["preventivo_catering_due_torri_2025"],
                avoid=["contratto_transitorio_2025"],
            ),
        ],
        scope=["Archivio"],
    ),
    # Cleaning, moving, copying, renaming, deleting.
    _en(
        "delete-duplicates",
        [
            Msg(
                "delete the (1) copies in scaricati",
                prompt=True,
                mentions=[(count(2, "two"), "guida_rifiuti_bologna (1)")],
                not_mentions=TMP,
                answer=yes("en", DELETED),
            ),
        ],
        scope=["Scaricati"],
        fs=[Deleted(f"Scaricati/{name}") for name in DUPLICATES],
    ),
    _en(
        "temp-in-downloads",
        [
            Msg(
                "clear the temp files out of downloads",
                prompt=True,
                accept_question=True,
                mentions=[(count(3, "three"), "stampa_0413")],
                not_mentions=SCARICATI_PDF,
                answer=yes("en", DELETED),
                clarify=Msg(
                    "scaricati",
                    prompt=True,
                    mentions=[(count(3, "three"), "stampa_0413")],
                    not_mentions=SCARICATI_PDF,
                    answer=yes("en", DELETED),
                ),
            ),
        ],
        scope=["Scaricati"],
        fs=[Deleted(f"Scaricati/{name}") for name in TMP],
    ),
    _en(
        "move-old-quote",
        [
            Msg(
                "move last year's due torri quote into laurea davide",
                prompt=True,
                mentions=["preventivo_catering_due_torri_2025", "laurea davide"],
                not_mentions=[DUE_TORRI_NOW],
                answer=yes("en", MOVED),
            ),
        ],
        scope=["Archivio", F_LAUREA],
        fs=[Moved("Archivio/preventivo_catering_due_torri_2025.pdf", F_LAUREA)],
    ),
    _en(
        "copy-grant-letter",
        [
            Msg(
                "copy the grant letter into archivio",
                prompt=None,
                mentions=["turing_grant_letter"],
                answer=yes("en", COPIED),
            ),
        ],
        scope=[F_ERASMUS, "Archivio"],
        fs=[Created("Archivio", (".pdf",), path="Archivio/turing_grant_letter.pdf")],
    ),
    _en(
        "rename-checklist",
        [
            Msg(
                "rename erasmus_checklist.md to todo_erasmus.md",
                prompt=None,
                mentions=["todo_erasmus"],
                answer=yes("en", RENAMED),
            ),
        ],
        scope=[F_ERASMUS],
        fs=[Renamed(f"{F_ERASMUS}/erasmus_checklist.md", f"{F_ERASMUS}/todo_erasmus.md")],
    ),
    _en(
        "delete-flight-no",
        [
            Msg(
                "delete the flight booking",
                prompt=True,
                mentions=["flight_home_christmas"],
                not_mentions=["turing_grant_letter", "learning_agreement"],
                answer=no(),
            ),
        ],
        scope=[F_ERASMUS],
    ),
    # Adding a line, a folder.
    _en(
        "shopping-bin-bags",
        [
            Msg(
                "add bin bags to the shopping list",
                prompt=None,
                mentions=["bin bags"],
                answer=yes("en", WRITTEN),
            ),
        ],
        scope=["Casa"],
        fs=[Appended("Casa/lista_spesa.txt", ("bin bags", "sacchi"))],
    ),
    _en(
        "promemoria-present",
        [
            Msg(
                "add 'buy davide's graduation present' to promemoria",
                prompt=None,
                mentions=["present"],
                answer=yes("en", WRITTEN),
            ),
        ],
        scope=[""],
        fs=[Appended("promemoria.txt", ("buy davide's graduation present",))],
    ),
    _en(
        "folder-in-erasmus",
        [
            Msg(
                "make a folder called Transcript inside erasmus",
                prompt=None,
                mentions=["transcript"],
                answer=yes("en", FOLDER_MADE),
            ),
        ],
        scope=[],
        fs=[Created(f"{F_ERASMUS}/Transcript", ())],
    ),
    # E-mail.
    _en(
        "mail-grant-office",
        [
            send(
                "email my grant letter to erasmus.ficlit@example.org",
                "en",
                ["turing_grant_letter", "erasmus.ficlit@example.org"],
                ["learning_agreement", "flight_home_christmas", *PRIVATE_FILES],
            ),
        ],
        scope=[F_ERASMUS],
        mail=True,
    ),
    _en(
        "forward-mould-davide",
        [
            Msg(
                "forward the landlady's mould email to davide",
                prompt=True,
                mentions=[ASK_ADDRESS],
                answer=send(
                    "davide@example.org",
                    "en",
                    ["mail_proprietaria_muffa", "davide@example.org"],
                    ["contratto_transitorio_studenti", "muffa_bagno", *PRIVATE_FILES],
                ),
            ),
        ],
        scope=["Affitto"],
        mail=True,
    ),
    _en(
        "mail-three-party-quotes",
        [
            send(
                "send the three party quotes to davide@example.org",
                "en",
                [*PARTY_QUOTES, "davide@example.org"],
                ["fattura_copisteria_tesi", "preventivo_catering_due_torri_2025", *PRIVATE_FILES],
            ),
        ],
        scope=[F_LAUREA, "Archivio"],
        mail=True,
    ),
    # What it cannot do.
    _en(
        "book-flight",
        [
            Msg("book me a flight to belfast for easter", mentions=[REFUSAL], not_mentions=PRIVATE),
        ],
        scope=[F_ERASMUS, ""],
    ),
    _en(
        "pay-rent",
        [
            Msg("pay this month's rent to the landlady", mentions=[REFUSAL], not_mentions=BANK_PRIVATE),
        ],
        scope=["Affitto", ""],
    ),
    _en(
        "call-pizzeria",
        [
            Msg("ring ciro and tell him we're 25 not 30", mentions=[REFUSAL], not_mentions=PRIVATE),
        ],
        scope=[F_LAUREA, ""],
    ),
    # Nothing pending.
    # "ok" and "2" say nothing of the writer's language: a reply in either language is fine.
    replace(_en("stray-ok", [Msg("ok", mentions=[NOTHING_PENDING])], scope=[]), any_language=True),
    replace(_en("stray-two", [Msg("2", mentions=[NOTHING_PENDING])], scope=[]), any_language=True),
    # Follow-ups.
    _en(
        "party-quotes-second",
        [
            Msg(
                "list the party quotes",
                mentions=PARTY_QUOTES,
                avoid=["fattura_copisteria_tesi", CHOICES],
                scope=[F_LAUREA, "Archivio"],
            ),
            Msg("read the second one", ref_ordinal=2),
        ],
        scope=[F_LAUREA],
    ),
    _en(
        "bollette-then-affitto",
        [
            Msg("what's in bollette?", mentions=BOLLETTE, avoid=[CHOICES], scope=["Bollette"]),
            Msg("and in affitto?", mentions=AFFITTO, avoid=[CHOICES], scope=["Affitto"]),
        ],
    ),
    _en(
        "expenses-then-october",
        [
            Msg(
                "open the shared expenses",
                mentions=[("bollitore elettrico", "riparazione sciacquone")],
                accept_question=True,
                clarify=Msg("this year's", mentions=[("bollitore elettrico", "riparazione sciacquone")]),
            ),
            Msg("what did we spend in october?", mentions=[OCT_EUR]),
        ],
        scope=[F_CASSA, "Archivio"],
    ),
    _en(
        "quotes-email-cheapest",
        [
            Msg(
                "show me the party quotes",
                mentions=PARTY_QUOTES,
                avoid=["fattura_copisteria_tesi", CHOICES],
                scope=[F_LAUREA, "Archivio"],
            ),
            send(
                "email the cheapest one to davide@example.org",
                "en",
                ["messaggi_da_ciro", "davide@example.org"],
                ["fattura_copisteria_tesi", "preventivo_osteria_lanterna", "preventivo_catering_due_torri"],
            ),
        ],
        scope=[F_LAUREA],
        mail=True,
    ),
    _en(
        "move-flight-where",
        [
            Msg(
                "move the flight booking",
                prompt=True,
                accept_question=True,
                mentions=[WHERE],
                clarify=Msg(
                    "to archivio",
                    prompt=True,
                    mentions=["flight_home_christmas", "archivio"],
                    answer=yes("en", MOVED),
                ),
            ),
        ],
        scope=[F_ERASMUS, "Archivio"],
        fs=[Moved(f"{F_ERASMUS}/flight_home_christmas.pdf", "Archivio")],
    ),
    _en(
        "gas-then-last-year",
        [
            Msg("how much is this november's gas bill?", mentions=[GAS], avoid=[OLD_GAS]),
            Msg("and last year's?", mentions=[OLD_GAS]),
        ],
        scope=["Bollette", "Archivio"],
    ),
    _en(
        "move-then-undo",
        [
            Msg(
                "move promemoria.txt into archivio",
                prompt=True,
                mentions=["promemoria.txt", "archivio"],
                answer=yes("en", MOVED),
            ),
            Msg("undo that", mentions=[RESTORED, "promemoria"]),
        ],
        scope=["", "Archivio"],
    ),
    # Long, polite.
    _en(
        "polite-party-average",
        [
            Msg(
                "hi, davide here, sorry to bother you. before we pick a place, could you tell me what "
                "the party quotes come to on average? leave out the copy shop invoice, that was for "
                "printing my thesis. thanks a lot",
                mentions=[PARTY_AVG],
                not_mentions=[AVG_WITH_INVOICE],
            ),
        ],
        scope=[F_LAUREA],
    ),
    _en(
        "polite-deposit-due",
        [
            Msg(
                "hello, niamh here. my dad is asking how much the deposit on the flat was in total "
                "and by which day of the month we have to pay the rent, could you check the lease "
                "for me? cheers",
                mentions=[DEPOSIT, TENTH],
                avoid=[OLD_DEPOSIT],
            ),
        ],
        scope=["Affitto", "Archivio"],
    ),
]

CASES: list[Case] = ITALIAN + ENGLISH
check(CASES)
