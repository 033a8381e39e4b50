"""A thirteenth held-out set for ``bench/understanding.py``: ``--cases understanding_heldout13``.

It runs on a workspace the planner has never seen: a young couple in Milano,
``bench/translator_workspace.py`` (Chiara Lombardi, a freelance translator from German and English
into Italian; her partner Tommaso Galli, a bike mechanic renovating the bathroom; their baby
Bianca; a small flat they let in Via Padova). Chiara's jobs log, rates, issued invoices (one in US
dollars), tax deadlines and her accountant's e-mails sit next to the bathroom quotes, the baby's
papers, the lease and the rent receipts. About half the conversations are Italian and half
English, written the way this couple writes: short, lowercase, typos, folder names without
"cartella"/"folder", loose descriptions, a few long polite messages.

Kinds: listing folders and sub-folders (an empty one, by type, a typo'd name, names with spaces
and digits, names that are also common words: ``Casa``, ``Lavoro``, ``Bagno``, ``Clienti``,
``Affitto``, ``Archivio``); finding by a loose name; search by content; reading saved e-mails;
summaries; figures (the cheapest / dearest quote, a saving, an average, a rise since last year,
totals, due dates, a month's jobs added up, a fee looked up, an amount in US dollars kept in
dollars); newest / oldest / largest; counts; follow-ups ("e quello più caro?", "leggi la
seconda", "spostali in archivio", "mandalo a", "e in bianca?", "the second one", "add them up");
answers to the bot's own questions (destination, which file, an address, the e-mail body);
cleaning ``Scaricati``; moving, copying, deleting (done and declined), renaming, adding a line,
making a folder (inside another); e-mail with attachments (example.org addresses); what it
cannot do (booking, paying online, calling someone); a stray "sì" / "ok" / "2".

Written from SPEC.md, issue 9 and the workspace only, without reading the planner, its lexicon
or its tests. Traps:

- ``Bagno`` holds three quotes (Edil Nord 8.950 €, F.lli Colombo 7.480 €, Idraulica Brambilla
  6.920 €) and an invoice of a fourth firm, Idraulica Mauri, for the cistern (146,40 €), cheaper
  than all of them: the invoice is not a quote;
- the Brambilla quote is a file called ``appunti_sopralluogo_brambilla.txt``: by its name notes
  of a site visit, by its content a quote (and the cheapest);
- ``Archivio`` holds last year's namesakes: the F.lli Colombo quote of 2025 (6.400 €, cheaper
  than any current quote), the 2025 rent receipts (12 x 720 €), the 2025 rates, the 2025
  electricity bill (71,30 €);
- the jobs log (October: 4 jobs, 44 hours, 1.818,00 €; November: 5 jobs, 53 hours, 763,00 € and
  a job paid in US dollars, 1,150.00) and the rent receipts (January-November without August:
  10 payments, 7.200,00 €) are rows a person counts or adds up;
- the four invoices of ``Fatture 2026`` are 2.242,00 € in euro plus USD 1,150.00: adding the
  dollars to the euros (3.392) is a wrong answer;
- ``Foto`` is a folder of pictures, ``Bagno/Foto dopo`` an empty one;
- ``Scaricati`` has byte-identical "(1)" duplicates and three ``.tmp`` files;
- the IBAN and PINs, the alarm code and Wi-Fi password, the family's tax codes and the baby's
  health note are never shown when a folder is listed or searched, and never attached unasked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from translator_workspace import FINGERPRINTS, make_translator_workspace
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
    case_maker,
    check,
    in_euro,
    moved,
    no,
    rx,
    yes,
)

__all__ = ["CASES", "FINGERPRINTS", "LABELS", "make_workspace"]

make_workspace = make_translator_workspace

# ---------------------------------------------------------------------------------------
# The workspace, as the replies name it.
# ---------------------------------------------------------------------------------------

F_CLI = "Lavoro/Clienti"
F_FAT = "Lavoro/Fatture 2026"
F_COM = "Lavoro/Commercialista"
F_NIDO = "Bianca/Asilo nido"
F_DOPO = "Bagno/Foto dopo"

LAVORO_TOP = ["registro_lavori_2026", "tariffe_traduzione_2026", "scadenze_fiscali"]
CLIENTI = ["elenco_clienti", "richiesta_kessler_manuale", "brief_lumen_romanzo"]
FATTURE = ["fattura_2026_031", "fattura_2026_032", "fattura_2026_033", "fattura_2026_034"]
COMMERCIALISTA = ["secondo_acconto_2026", "richiesta_fatture_novembre", "f24_imu_saldo"]
# The current Colombo quote, not last year's namesake in Archivio.
COLOMBO_NOW = rx(r"preventivo_fratelli_colombo(?!_2025)", "preventivo_fratelli_colombo (this year's)")
BAGNO_QUOTES: list[Mention] = ["preventivo_edil_nord", COLOMBO_NOW, "appunti_sopralluogo_brambilla"]
BAGNO_ALL: list[Mention] = [*BAGNO_QUOTES, "fattura_mauri_cassetta_wc", "misure_bagno", "foto_bagno_prima"]
BIANCA = ["visite_pediatra", "calendario_vaccinazioni", "nota_salute_bianca"]
NIDO = ["modulo_iscrizione_nido", "rette_nido_2027_2028"]
AFFITTO = ["contratto_locazione_via_padova", "ricevute_affitto_2026", "spese_condominio_2026"]
LUCE_NOW = rx(r"bolletta_luce_novembre(?!_2025)", "bolletta_luce_novembre (this year's)")
CASA: list[Mention] = ["lista_spesa", LUCE_NOW, "dati_banca", "codici_casa", "codici_fiscali",
                       "ricetta_risotto_milanese"]
OFFICINA = ["listino_riparazioni", "ordine_ricambi_dicembre"]
ARCHIVIO = ["preventivo_fratelli_colombo_2025", "ricevute_affitto_2025", "tariffe_traduzione_2025",
            "bolletta_luce_novembre_2025"]
TMP = ["~lock.tariffe.tmp", "download_7731.tmp", "stampa_0219.tmp"]
DUPLICATES = ["manuale_pressa_KPH400 (1).pdf", "Guida bonus ristrutturazione 2026 (1).pdf"]
SCARICATI_PDF = ["manuale_pressa_KPH400.pdf", "Guida bonus ristrutturazione 2026.pdf"]

# What must never be shown unasked: bank details, PINs, codes, tax codes, the baby's health.
BANK_PRIVATE = ["IT47R0306909606100000012345", rx(r"(?<!\d)4827(?!\d)", "4827 (a PIN)"),
                rx(r"(?<!\d)6150(?!\d)", "6150 (a PIN)")]
HOME_PRIVATE = [rx(r"(?<!\d)3395(?!\d)", "3395 (the alarm code)"), "navigli88bici"]
TAX_PRIVATE = ["LMBCHR92C45F205X", "GLLTMS90L12F205Q", "GLLBNC26P48F205K"]
HEALTH_PRIVATE = ["APLV", "Nutramigen", "displasia", "divaricatore"]
PRIVATE = [*BANK_PRIVATE, *HOME_PRIVATE, *TAX_PRIVATE, *HEALTH_PRIVATE]
PRIVATE_FILES = ["dati_banca", "codici_casa", "codici_fiscali", "nota_salute_bianca"]

# Figures.
EDIL_NORD = amount("8950")
COLOMBO = amount("7480")
BRAMBILLA = amount("6920")
OLD_COLOMBO = amount("6400")
NOT_146 = rx(r"(?<![\d.,])146[.,]40?(?![\d])", "146,40 (the Mauri invoice, not a quote)")
BAGNO_SAVING = amount("2030")  # 8950 - 6920
BAGNO_AVG = amount("7783.33")  # (8950 + 7480 + 6920) / 3
BAGNO_AVG_WITH_INVOICE = amount("5874.10")  # with the 146,40 invoice counted as a quote
COLOMBO_RISE = amount("1080")  # 7480 - 6400
FATTURE_EUR = amount("2242")  # 1380 + 574 + 288
BRIGHTLINE = amount("1150")
MIXED_CURRENCIES = amount("3392")  # 2242 + 1150: euros and dollars added together
NOV_MIXED = amount("1913")  # 763 + 1150
USD: Mention = ("$", "USD", "dollar", "dollari")
OCT_EARNED = amount("1818")
NOV_EUR = amount("763")
IMU = amount("412")
ACCONTO = amount("2600")  # 1120 + 1480
RENT = amount("720")
RENT_2026 = amount("7200")
RENT_2025 = amount("8640")
CONDO = amount("1111.50")
LUCE = amount("88.60")
OLD_LUCE = amount("71.30")
RICAMBI = amount("640.60")
NIDO_FULL = amount("410")
NIDO_PART = amount("290")
LEGAL_DE = amount("0.16")
EDITORIAL_DE = amount("16")
FULL_SERVICE = amount("85")
KESSLER_WORDS = amount("12500")
VISIT_TIME: Mention = ("10:30", "10.30", "10,30")
FIFTH = rx(r"(?:entro|by|on|before)\s+(?:il\s+|the\s+)?(?:giorno\s+)?5(?:th)?\b|\b5th\b|giorno 5\b|day 5\b",
           "by the 5th of the month")
AUGUST: Mention = ("agosto", "august")
PAID: Mention = ("27/11", "27 nov", "27th", "november 27", "pagato", "pagata", "already paid", "was paid",
                 "you paid", "have paid", "has been paid", "marked as paid", "paid on")
A_QUOTE: Mention = ("preventivo", "quote", "offer", "offerta", "estimate")



def count(n: int, *words: str) -> str:
    """A count as a digit or a word; not a choice number ("[2]"), nor a piece of a date or an
    amount ("05/10/2026", "4.600")."""
    return rx(rf"(?<![\d.,/\[])\b(?:{'|'.join([str(n), *words])})\b(?![.,/]?\d)(?!\])", f"count {n}")


# The text of an e-mail, when the reply asks for it.
BODY = {"it": "Ciao, ti giro il documento. Chiara", "en": "Hi, here's the file. Chiara"}


def send(say: str, lang: str, mentions: Sequence[Mention], not_mentions: Sequence[str] = ()) -> Msg:
    """An e-mail request whose confirmation must show `mentions` (recipient, attachments).

    Asking for the text first is fair: the text is given, and the confirmation that follows is
    judged the same way. Every send is declined (the account is a dead one).
    """
    body = Msg(BODY[lang], prompt=True, mentions=mentions, not_mentions=not_mentions, answer=no())
    return Msg(say, prompt=True, mentions=mentions, not_mentions=not_mentions, accept_question=True,
               answer=no(), clarify=body)


_it = case_maker("h13", "it")
_en = case_maker("h13", "en")

# ---------------------------------------------------------------------------------------
# Italian.
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    # Listing.
    _it("bagno-cosa", [
        Msg("cosa c'è in bagno", mentions=[*BAGNO_ALL, "Foto dopo"], not_mentions=PRIVATE, avoid=[CHOICES]),
    ], scope=["Bagno"]),
    _it("affitto-elenco", [
        Msg("che file ci sono in affitto?", mentions=AFFITTO, avoid=[CHOICES]),
    ], scope=["Affitto"]),
    _it("foto-dopo-vuota", [
        Msg("c'è qualcosa in foto dopo?", mentions=[EMPTY]),
    ], scope=[F_DOPO]),
    _it("clienti-typo", [
        Msg("cosa ce in clieti", mentions=CLIENTI, accept_question=True,
            clarify=Msg("clienti", mentions=CLIENTI)),
    ], scope=[F_CLI]),
    _it("archivio-typo", [
        Msg("elenca archvio", mentions=ARCHIVIO, accept_question=True,
            clarify=Msg("archivio", mentions=ARCHIVIO)),
    ], scope=["Archivio"]),
    _it("pdf-bagno", [
        Msg("i pdf del bagno", mentions=["preventivo_edil_nord", "fattura_mauri_cassetta_wc"],
            avoid=["preventivo_fratelli_colombo", "appunti_sopralluogo_brambilla", "misure_bagno",
                   "foto_bagno_prima", CHOICES]),
    ], scope=["Bagno"]),
    _it("asilo-nido", [
        Msg("che c'è nella cartella dell'asilo nido di bianca", mentions=NIDO, avoid=[CHOICES]),
    ], scope=[F_NIDO]),
    _it("casa-cosa", [
        Msg("cosa c'è in casa?", mentions=CASA, not_mentions=PRIVATE, avoid=[CHOICES]),
    ], scope=["Casa"]),
    # Finding.
    _it("contratto-via-padova", [
        Msg("dov'è il contratto dell'appartamento di via padova?",
            mentions=["contratto_locazione_via_padova"]),
    ], scope=["Affitto"]),
    _it("preventivo-colombo", [
        Msg("trova il preventivo dei colombo", mentions=[COLOMBO_NOW],
            avoid=["preventivo_fratelli_colombo_2025"], accept_question=True,
            clarify=Msg("quello nuovo", mentions=[COLOMBO_NOW], avoid=["preventivo_fratelli_colombo_2025"])),
    ], scope=["Bagno", "Archivio"]),
    _it("rette-nido-dove", [
        Msg("dove ho messo le rette del nido", mentions=["rette_nido_2027_2028"]),
    ], scope=[F_NIDO]),
    # Searching by content.
    _it("parlano-piastrelle", [
        Msg("quali file parlano di piastrelle?",
            mentions=[*BAGNO_QUOTES, "misure_bagno", "preventivo_fratelli_colombo_2025"],
            not_mentions=PRIVATE),
    ], scope=["Bagno", "Archivio"]),
    # Reading.
    _it("mail-imu", [
        Msg("leggimi la mail del commercialista sull'imu", mentions=[IMU, date(16, 12, 2026)]),
    ], scope=[F_COM]),
    # Summaries.
    _it("riassunto-contratto", [
        Msg("riassumimi il contratto d'affitto di via padova", mentions=[RENT, "ferrante"],
            not_mentions=PRIVATE),
    ], scope=["Affitto"]),
    # Figures.
    _it("bagno-economico", [
        Msg("qual è il preventivo più economico per il bagno?", mentions=["brambilla", BRAMBILLA],
            not_mentions=[NOT_146], avoid=[OLD_COLOMBO]),
    ], scope=["Bagno", "Archivio"]),
    _it("bagno-risparmio", [
        Msg("quanto risparmio col preventivo del bagno più economico rispetto al più caro?",
            mentions=[BAGNO_SAVING], not_mentions=[NOT_146, amount("8803.60")]),
    ], scope=["Bagno"]),
    _it("scadenza-brightline", [
        Msg("entro quando mi deve pagare brightline?", mentions=[date(20, 12, 2026)]),
    ], scope=["Lavoro"]),
    _it("ore-ottobre", [
        Msg("quante ore ho lavorato a ottobre?", mentions=[count(44, "quarantaquattro")]),
    ], scope=["Lavoro"]),
    _it("guadagno-ottobre", [
        Msg("quanto ho guadagnato a ottobre con le traduzioni?", mentions=[OCT_EARNED], avoid=[NOV_EUR]),
    ], scope=["Lavoro"]),
    _it("imu-quanto-quando", [
        Msg("quanto devo pagare di imu e entro quando?", mentions=[IMU, date(16, 12, 2026)]),
    ], scope=["Lavoro"]),
    _it("tariffa-legale-tedesco", [
        Msg("quanto chiedo a parola per una traduzione legale dal tedesco?", mentions=[LEGAL_DE]),
    ], scope=["Lavoro", "Archivio"]),
    _it("retta-nido", [
        Msg("quanto costa il nido a tempo pieno con isee 30mila?", mentions=[NIDO_FULL]),
    ], scope=["Bianca"]),
    _it("condominio-totale", [
        Msg("quanto paghiamo di condominio per via padova quest'anno in tutto?", mentions=[CONDO]),
    ], scope=["Affitto"]),
    _it("affitti-incassati", [
        Msg("quanto ci ha pagato l'inquilino quest'anno?", mentions=[RENT_2026], avoid=[RENT_2025]),
    ], scope=["Affitto", "Archivio"]),
    _it("mese-mancante", [
        Msg("quale mese non ha pagato l'inquilino?", mentions=[AUGUST]),
    ], scope=["Affitto"]),
    _it("totale-fatture-2026", [
        Msg("quanto fanno in tutto le fatture in fatture 2026?", mentions=[FATTURE_EUR, BRIGHTLINE, USD],
            not_mentions=[MIXED_CURRENCIES, in_euro("1150")]),
    ], scope=[F_FAT]),
    _it("aumento-colombo", [
        Msg("di quanto è salito il preventivo dei colombo rispetto all'anno scorso?",
            mentions=[COLOMBO_RISE]),
    ], scope=["Bagno", "Archivio"]),
    _it("esavalente-seconda", [
        Msg("quando fa bianca la seconda dose dell'esavalente?", mentions=[date(12, 1, 2027)],
            not_mentions=HEALTH_PRIVATE),
    ], scope=["Bianca"]),
    _it("bolletta-luce", [
        Msg("quant'è la bolletta della luce?", mentions=[LUCE], avoid=[OLD_LUCE]),
    ], scope=["Casa", "Archivio"]),
    # Counts, newest.
    _it("lavori-novembre", [
        Msg("quanti lavori ho fatto a novembre?", mentions=[count(5, "cinque")]),
    ], scope=["Lavoro"]),
    _it("quante-fatture", [
        Msg("quante fatture ho emesso quest'anno?", mentions=[count(4, "quattro")],
            not_mentions=["fattura_mauri_cassetta_wc"]),
    ], scope=["Lavoro"]),
    _it("ultima-mail-commercialista", [
        Msg("qual è l'ultima mail del commercialista?", mentions=["f24_imu_saldo"],
            avoid=["secondo_acconto_2026"]),
    ], scope=[F_COM]),
    # Cleaning Scaricati.
    _it("togli-tmp", [
        Msg("togli i .tmp dai scaricati", prompt=True, mentions=[(count(3, "tre"), "download_7731")],
            not_mentions=SCARICATI_PDF, answer=yes("it", DELETED)),
    ], scope=["Scaricati"], fs=[Deleted(f"Scaricati/{name}") for name in TMP]),
    _it("doppioni-in-archivio", [
        Msg("sposta i doppioni di scaricati, quelli col (1), in archivio", prompt=True,
            mentions=[(count(2, "due"), "manuale_pressa_KPH400 (1)"), "archivio"],
            not_mentions=TMP, answer=yes("it", MOVED)),
    ], scope=["Scaricati", "Archivio"], fs=moved(DUPLICATES, "Scaricati", "Archivio")),
    # Moving, copying, renaming, deleting.
    _it("foto-bagno-in-foto", [
        Msg("metti la foto del bagno prima dei lavori in foto", prompt=True, mentions=["foto_bagno_prima"],
            answer=yes("it", MOVED)),
    ], scope=["Bagno", "Foto"], fs=[Moved("Bagno/foto_bagno_prima.jpg", "Foto")]),
    _it("copia-rette-archivio", [
        Msg("copia le rette del nido in archivio", prompt=None, mentions=["rette_nido_2027_2028"],
            answer=yes("it", COPIED)),
    ], scope=[F_NIDO, "Archivio"],
        fs=[Created("Archivio", (".xlsx",), path="Archivio/rette_nido_2027_2028.xlsx")]),
    _it("rinomina-brambilla", [
        Msg("rinomina appunti_sopralluogo_brambilla.txt in preventivo_brambilla.txt", prompt=None,
            mentions=["preventivo_brambilla"], answer=yes("it", RENAMED)),
    ], scope=["Bagno"],
        fs=[Renamed("Bagno/appunti_sopralluogo_brambilla.txt", "Bagno/preventivo_brambilla.txt")]),
    _it("cancella-fattura-mauri-no", [
        Msg("cancella la fattura di mauri", prompt=True, mentions=["fattura_mauri_cassetta_wc"],
            not_mentions=["preventivo_edil_nord", "preventivo_fratelli_colombo",
                          "appunti_sopralluogo_brambilla"],
            answer=no()),
    ], scope=["Bagno"]),
    # Adding a line, a folder.
    _it("lista-parmigiano", [
        Msg("aggiungi il parmigiano alla lista della spesa", prompt=None, mentions=["parmigiano"],
            answer=yes("it", WRITTEN)),
    ], scope=["Casa"], fs=[Appended("Casa/lista_spesa.txt", ("parmigiano",))]),
    _it("cartella-dichiarazione", [
        Msg("crea una cartella Dichiarazione 2027 dentro lavoro", prompt=None,
            mentions=["dichiarazione 2027"],
            answer=yes("it", FOLDER_MADE)),
    ], scope=[], fs=[Created("Lavoro/Dichiarazione 2027", ())]),
    # E-mail.
    _it("mail-brambilla-tommaso", [
        send("manda il preventivo di brambilla a tommaso@example.org", "it",
             ["appunti_sopralluogo_brambilla", "tommaso@example.org"],
             ["preventivo_edil_nord", "preventivo_fratelli_colombo", "fattura_mauri_cassetta_wc",
              *PRIVATE_FILES]),
    ], scope=["Bagno"], mail=True),
    _it("mail-fatture-novembre", [
        send("manda le fatture di novembre a studio.bellini@example.org", "it",
             [*FATTURE, "studio.bellini@example.org"],
             ["fattura_mauri_cassetta_wc", "registro_lavori_2026", *PRIVATE_FILES]),
    ], scope=[F_FAT], mail=True),
    _it("mail-vaccini-a-chi", [
        Msg("manda il calendario delle vaccinazioni di bianca", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("a tommaso@example.org", "it", ["calendario_vaccinazioni", "tommaso@example.org"],
                        ["visite_pediatra", *PRIVATE_FILES, *HEALTH_PRIVATE])),
    ], scope=["Bianca"], mail=True),
    # What it cannot do.
    _it("prenota-pediatra", [
        Msg("prenota la visita dalla pediatra per bianca", mentions=[REFUSAL], not_mentions=PRIVATE),
    ], scope=["Bianca", ""]),
    _it("paga-imu", [
        Msg("paga l'f24 dell'imu con l'home banking", mentions=[REFUSAL], not_mentions=BANK_PRIVATE),
    ], scope=["Lavoro", ""]),
    _it("chiama-brambilla", [
        Msg("chiama brambilla e chiedigli quando può iniziare", mentions=[REFUSAL], not_mentions=PRIVATE),
    ], scope=["Bagno", ""]),
    # Nothing pending.
    _it("si-vagante", [Msg("sì", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _it("bagno-poi-piu-caro", [
        Msg("preventivi del bagno", mentions=BAGNO_QUOTES, avoid=["fattura_mauri_cassetta_wc", CHOICES],
            scope=["Bagno", "Archivio"]),
        Msg("e quello più caro?", mentions=[("edil nord", "edil_nord"), EDIL_NORD], not_mentions=[NOT_146]),
    ], scope=["Bagno"]),
    _it("commercialista-la-seconda", [
        Msg("elenca le mail del commercialista", mentions=COMMERCIALISTA),
        Msg("leggi la seconda", ref_ordinal=2),
    ], scope=[F_COM]),
    _it("affitto-e-bianca", [
        Msg("che c'è in affitto?", mentions=AFFITTO, avoid=[CHOICES], scope=["Affitto"]),
        Msg("e in bianca?", mentions=[*BIANCA, "Asilo nido"], not_mentions=HEALTH_PRIVATE, avoid=[CHOICES],
            scope=["Bianca"]),
    ]),
    _it("kessler-poi-parole", [
        Msg("trova la mail di kessler sul manuale", mentions=["richiesta_kessler_manuale"]),
        Msg("quante parole sono e per quando?", mentions=[KESSLER_WORDS, date(18, 12, 2026)]),
    ], scope=[F_CLI]),
    _it("pdf-scaricati-spostali", [
        Msg("che pdf ci sono in scaricati?",
            mentions=["manuale_pressa_KPH400", "Guida bonus ristrutturazione"],
            avoid=["download_7731", "stampa_0219", CHOICES]),
        Msg("spostali in archivio", prompt=True,
            mentions=[(count(4, "quattro"), "Guida bonus ristrutturazione 2026 (1)"), "archivio"],
            not_mentions=TMP, answer=yes("it", MOVED)),
    ], scope=["Scaricati", "Archivio"], fs=moved([*SCARICATI_PDF, *DUPLICATES], "Scaricati", "Archivio")),
    _it("modulo-nido-dove", [
        Msg("sposta il modulo d'iscrizione al nido", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("in archivio", prompt=True, mentions=["modulo_iscrizione_nido", "archivio"],
                        answer=yes("it", MOVED))),
    ], scope=[F_NIDO, "Archivio"], fs=[Moved(f"{F_NIDO}/modulo_iscrizione_nido.docx", "Archivio")]),
    _it("fatture-tra-preventivi", [
        Msg("ci sono fatture tra i preventivi del bagno?", mentions=["fattura_mauri_cassetta_wc"]),
    ], scope=["Bagno"]),
    _it("brambilla-poi-mandalo", [
        Msg("trova il preventivo di brambilla", mentions=["appunti_sopralluogo_brambilla"]),
        send("mandalo a tommaso@example.org", "it", ["appunti_sopralluogo_brambilla", "tommaso@example.org"],
             ["preventivo_edil_nord", "preventivo_fratelli_colombo", "fattura_mauri_cassetta_wc",
              *PRIVATE_FILES]),
    ], scope=["Bagno"], mail=True),
    # Long, polite.
    _it("cortese-media-bagno", [
        Msg("ciao, scusa il disturbo, sono tommaso: mi sapresti dire quanto costano in media i tre "
            "preventivi per il bagno? la fattura di mauri non c'entra, è per la cassetta. grazie mille",
            mentions=[BAGNO_AVG], not_mentions=[NOT_146, BAGNO_AVG_WITH_INVOICE]),
    ], scope=["Bagno"]),
    _it("cortese-acconto", [
        Msg("buongiorno! sono chiara, mi ricordi quanto era in tutto il secondo acconto di novembre, tra "
            "imposta e inps? grazie", mentions=[ACCONTO]),
    ], scope=["Lavoro"]),
]

# ---------------------------------------------------------------------------------------
# English.
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    # Listing.
    _en("lavoro-list", [
        Msg("whats in lavoro", mentions=["Clienti", "Fatture 2026", "Commercialista", *LAVORO_TOP],
            avoid=[CHOICES]),
    ], scope=["Lavoro"]),
    _en("officina-list", [Msg("list officina", mentions=OFFICINA, avoid=[CHOICES])], scope=["Officina"]),
    _en("scaricati-typo", [
        Msg("what's in scaricat",
            mentions=["manuale_pressa_KPH400", "Guida bonus ristrutturazione", "stampa_0219"],
            accept_question=True,
            clarify=Msg("Scaricati", mentions=["manuale_pressa_KPH400", "stampa_0219"])),
    ], scope=["Scaricati"]),
    _en("spreadsheets-lavoro", [
        Msg("only the spreadsheets in lavoro", mentions=["tariffe_traduzione_2026"],
            avoid=["scadenze_fiscali", CHOICES]),
    ], scope=["Lavoro"]),
    _en("bianca-list", [
        Msg("what's in bianca", mentions=[*BIANCA, "Asilo nido"], not_mentions=HEALTH_PRIVATE,
            avoid=[CHOICES]),
    ], scope=["Bianca"]),
    _en("commercialista-emails", [
        Msg("show me the emails in commercialista", mentions=COMMERCIALISTA, avoid=[CHOICES]),
    ], scope=[F_COM]),
    # Finding.
    _en("condo-fees", [Msg("find the condo fees", mentions=["spese_condominio_2026"])], scope=["Affitto"]),
    _en("tax-deadlines", [
        Msg("where's the tax deadlines note?", mentions=["scadenze_fiscali"]),
    ], scope=["Lavoro"]),
    _en("last-year-receipts", [
        Msg("find last year's rent receipts", mentions=["ricevute_affitto_2025"],
            avoid=["ricevute_affitto_2026"]),
    ], scope=["Affitto", "Archivio"]),
    _en("read-colombo", [
        Msg("read the colombo quote", mentions=[COLOMBO], avoid=[OLD_COLOMBO], accept_question=True,
            clarify=Msg("the new one", mentions=[COLOMBO], avoid=[OLD_COLOMBO])),
    ], scope=["Bagno", "Archivio"]),
    # Searching by content.
    _en("mention-brambilla", [
        Msg("which files mention brambilla?", mentions=["appunti_sopralluogo_brambilla", "promemoria.txt",
                                                        "numeri_utili"], not_mentions=PRIVATE),
    ], scope=["Bagno", ""]),
    _en("mention-kessler", [
        Msg("find the files that mention kessler",
            mentions=["registro_lavori_2026", "elenco_clienti", "richiesta_kessler_manuale",
                      "fattura_2026_031"],
            not_mentions=PRIVATE),
    ], scope=["Lavoro", "Scaricati"]),
    # Reading.
    _en("read-accountant-papers", [
        Msg("read me the accountant's email about the november papers", mentions=[date(10, 12, 2026)]),
    ], scope=[F_COM]),
    _en("next-checkup", [
        Msg("what does the pediatrician note say about the next check-up?",
            mentions=[date(14, 1, 2027), VISIT_TIME], not_mentions=HEALTH_PRIVATE),
    ], scope=["Bianca"]),
    # Summaries.
    _en("summary-nursery-form", [
        Msg("summarise the nursery enrolment form",
            mentions=[date(12, 2, 2027), ("tempo pieno", "full time", "full-time")], not_mentions=PRIVATE),
    ], scope=[F_NIDO]),
    _en("summary-kessler", [
        Msg("give me a summary of kessler's email", mentions=[KESSLER_WORDS, date(18, 12, 2026)]),
    ], scope=[F_CLI]),
    # Figures.
    _en("cheapest-bathroom", [
        Msg("which bathroom quote is the cheapest?", mentions=["brambilla", BRAMBILLA],
            not_mentions=[NOT_146],
            avoid=[OLD_COLOMBO]),
    ], scope=["Bagno", "Archivio"]),
    _en("brambilla-really", [
        Msg("is appunti_sopralluogo_brambilla just notes?", mentions=[A_QUOTE]),
    ], scope=["Bagno"]),
    _en("brightline-amount", [
        Msg("how much is the brightline invoice?", mentions=[BRIGHTLINE, USD],
            not_mentions=[in_euro("1150")]),
    ], scope=[F_FAT, "Lavoro"]),
    _en("november-hours", [
        Msg("how many hours did i work in november?", mentions=[count(53, "fifty-three")]),
    ], scope=["Lavoro"]),
    _en("november-jobs-earned", [
        Msg("how much did the november jobs bring in?", mentions=[NOV_EUR, BRIGHTLINE, USD],
            not_mentions=[NOV_MIXED, in_euro("1150")]),
    ], scope=["Lavoro"]),
    _en("editorial-rate", [
        Msg("what's my editorial rate from german?", mentions=[EDITORIAL_DE]),
    ], scope=["Lavoro", "Archivio"]),
    _en("rent-and-due", [
        Msg("what's the rent for via padova and when is it due each month?", mentions=[RENT, FIFTH]),
    ], scope=["Affitto"]),
    _en("missing-rent-month", [
        Msg("which month is missing from the rent receipts?", mentions=[AUGUST],
            avoid=["ricevute_affitto_2025"]),
    ], scope=["Affitto", "Archivio"]),
    _en("nursery-part-time", [
        Msg("how much is the nursery part time with an isee of 30000?", mentions=[NIDO_PART]),
    ], scope=["Bianca"]),
    _en("stamp-duty-due", [
        Msg("when's the stamp duty on the e-invoices due?", mentions=[date(1, 3, 2027)]),
    ], scope=["Lavoro"]),
    _en("spare-parts-total", [
        Msg("how much is tommaso's spare parts order in total?", mentions=[RICAMBI]),
    ], scope=["Officina"]),
    _en("full-service-price", [
        Msg("how much does a full service cost at the shop?", mentions=[FULL_SERVICE]),
    ], scope=["Officina"]),
    # Counts, newest, largest, oldest.
    _en("october-jobs", [
        Msg("how many jobs did i do in october?", mentions=[count(4, "four")]),
    ], scope=["Lavoro"]),
    _en("rent-payments-count", [
        Msg("how many rent payments came in this year?", mentions=[count(10, "ten")]),
    ], scope=["Affitto", "Archivio"]),
    _en("biggest-photo", [
        Msg("biggest photo in foto?", mentions=["matrimonio_lago_como"], avoid=["bianca_primo_bagnetto"]),
    ], scope=["Foto"]),
    _en("newest-bagno", [Msg("newest file in bagno", mentions=["misure_bagno"])], scope=["Bagno"]),
    _en("oldest-archivio", [
        Msg("oldest file in archivio", mentions=["tariffe_traduzione_2025"],
            avoid=["preventivo_fratelli_colombo_2025"]),
    ], scope=["Archivio"]),
    # Cleaning, moving, copying, renaming, deleting.
    _en("delete-duplicates", [
        Msg("delete the (1) copies in scaricati", prompt=True,
            mentions=[(count(2, "two"), "manuale_pressa_KPH400 (1)")], not_mentions=TMP,
            answer=yes("en", DELETED)),
    ], scope=["Scaricati"], fs=[Deleted(f"Scaricati/{name}") for name in DUPLICATES]),
    _en("temp-in-downloads", [
        Msg("clear the temp files out of downloads", prompt=True, accept_question=True,
            mentions=[(count(3, "three"), "stampa_0219")], not_mentions=SCARICATI_PDF,
            answer=yes("en", DELETED),
            clarify=Msg("scaricati", prompt=True, mentions=[(count(3, "three"), "stampa_0219")],
                        not_mentions=SCARICATI_PDF, answer=yes("en", DELETED))),
    ], scope=["Scaricati"], fs=[Deleted(f"Scaricati/{name}") for name in TMP]),
    _en("move-old-colombo", [
        Msg("move last year's colombo quote into bagno", prompt=True,
            mentions=["preventivo_fratelli_colombo_2025", "bagno"], not_mentions=[COLOMBO_NOW],
            answer=yes("en", MOVED)),
    ], scope=["Archivio", "Bagno"], fs=[Moved("Archivio/preventivo_fratelli_colombo_2025.pdf", "Bagno")]),
    _en("copy-vaccinations", [
        Msg("copy the vaccination calendar into archivio", prompt=None, mentions=["calendario_vaccinazioni"],
            not_mentions=HEALTH_PRIVATE, answer=yes("en", COPIED)),
    ], scope=["Bianca", "Archivio"],
        fs=[Created("Archivio", (".pdf",), path="Archivio/calendario_vaccinazioni.pdf")]),
    _en("rename-misure", [
        Msg("rename misure_bagno.md to misure_bagno_definitive.md", prompt=None,
            mentions=["misure_bagno_definitive"], answer=yes("en", RENAMED)),
    ], scope=["Bagno"], fs=[Renamed("Bagno/misure_bagno.md", "Bagno/misure_bagno_definitive.md")]),
    _en("delete-edil-nord-no", [
        Msg("delete the edil nord quote", prompt=True, mentions=["preventivo_edil_nord"],
            not_mentions=["preventivo_fratelli_colombo", "appunti_sopralluogo_brambilla",
                          "fattura_mauri_cassetta_wc"],
            answer=no()),
    ], scope=["Bagno"]),
    # Adding a line, a folder.
    _en("promemoria-line", [
        Msg("add 'call ferrante about the august rent' to promemoria", prompt=None, mentions=["ferrante"],
            answer=yes("en", WRITTEN)),
    ], scope=[""], fs=[Appended("promemoria.txt", ("call ferrante about the august rent",))]),
    _en("folder-in-bagno", [
        Msg("make a folder called Preventivi vecchi inside bagno", prompt=None,
            mentions=["preventivi vecchi"],
            answer=yes("en", FOLDER_MADE)),
    ], scope=[], fs=[Created("Bagno/Preventivi vecchi", ())]),
    # E-mail.
    _en("mail-three-quotes", [
        send("send the three bathroom quotes to tommaso@example.org", "en",
             [*BAGNO_QUOTES, "tommaso@example.org"],
             ["fattura_mauri_cassetta_wc", "preventivo_fratelli_colombo_2025", *PRIVATE_FILES]),
    ], scope=["Bagno", "Archivio"], mail=True),
    _en("forward-imu-partner", [
        Msg("forward the imu email to my partner", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("tommaso@example.org", "en", ["f24_imu_saldo", "tommaso@example.org"],
                        ["secondo_acconto_2026", "richiesta_fatture_novembre", *PRIVATE_FILES])),
    ], scope=[F_COM], mail=True),
    _en("mail-brightline-invoice", [
        send("email the brightline invoice to accounts@example.org", "en",
             ["fattura_2026_033", "accounts@example.org"],
             ["fattura_2026_031", "fattura_2026_032", "fattura_2026_034", *PRIVATE_FILES]),
    ], scope=[F_FAT], mail=True),
    # What it cannot do.
    _en("book-open-day", [
        Msg("book us a slot at the nursery open day", mentions=[REFUSAL], not_mentions=PRIVATE),
    ], scope=["Bianca", ""]),
    _en("pay-condo-online", [
        Msg("pay the condo fees online", mentions=[REFUSAL], not_mentions=BANK_PRIVATE),
    ], scope=["Affitto"]),
    _en("phone-tenant", [
        Msg("phone the tenant and remind him about august", mentions=[REFUSAL], not_mentions=PRIVATE),
    ], scope=["Affitto", ""]),
    # Nothing pending.
    # "ok" and "2" say nothing of the writer's language: a reply in either language is fine.
    replace(_en("stray-ok", [Msg("ok", mentions=[NOTHING_PENDING])], scope=[]), any_language=True),
    replace(_en("stray-two", [Msg("2", mentions=[NOTHING_PENDING])], scope=[]), any_language=True),
    # Follow-ups.
    _en("bathroom-second", [
        Msg("list the bathroom quotes", mentions=BAGNO_QUOTES, avoid=["fattura_mauri_cassetta_wc", CHOICES],
            scope=["Bagno", "Archivio"]),
        Msg("read the second one", ref_ordinal=2),
    ], scope=["Bagno"]),
    _en("affitto-then-archivio", [
        Msg("what's in affitto?", mentions=AFFITTO, avoid=[CHOICES], scope=["Affitto"]),
        Msg("and in archivio?", mentions=ARCHIVIO, avoid=[CHOICES], scope=["Archivio"]),
    ]),
    _en("invoices-add-up", [
        Msg("which pdfs are in fatture 2026", mentions=FATTURE, avoid=[CHOICES]),
        Msg("add them up", mentions=[FATTURE_EUR, BRIGHTLINE, USD], not_mentions=[MIXED_CURRENCIES]),
    ], scope=[F_FAT]),
    _en("quotes-email-cheapest", [
        Msg("show me the bathroom quotes", mentions=BAGNO_QUOTES,
            avoid=["fattura_mauri_cassetta_wc", CHOICES],
            scope=["Bagno", "Archivio"]),
        send("email the cheapest one to tommaso@example.org", "en",
             ["appunti_sopralluogo_brambilla", "tommaso@example.org"],
             ["fattura_mauri_cassetta_wc", "preventivo_edil_nord", "preventivo_fratelli_colombo"]),
    ], scope=["Bagno"], mail=True),
    _en("pediatrician-then-when", [
        Msg("find the pediatrician notes", mentions=["visite_pediatra"], not_mentions=HEALTH_PRIVATE),
        Msg("when's the next visit?", mentions=[date(14, 1, 2027)], not_mentions=HEALTH_PRIVATE),
    ], scope=["Bianca"]),
    _en("spare-parts-where-to", [
        Msg("move the spare parts order", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("to archivio", prompt=True, mentions=["ordine_ricambi_dicembre", "archivio"],
                        answer=yes("en", MOVED))),
    ], scope=["Officina", "Archivio"], fs=[Moved("Officina/ordine_ricambi_dicembre.csv", "Archivio")]),
    _en("electricity-then-last-year", [
        Msg("how much is this year's electricity bill?", mentions=[LUCE], avoid=[OLD_LUCE]),
        Msg("and last year's?", mentions=[OLD_LUCE]),
    ], scope=["Casa", "Archivio"]),
    # Long, polite.
    _en("polite-bathroom-average", [
        Msg("hi, tommaso here, sorry to bother you. before we pick a firm, could you tell me what the "
            "bathroom quotes come to on average? leave out the mauri invoice, that was just the cistern. "
            "thanks a lot",
            mentions=[BAGNO_AVG], not_mentions=[NOT_146, BAGNO_AVG_WITH_INVOICE]),
    ], scope=["Bagno"]),
    _en("polite-instalment-paid", [
        Msg("hello, chiara here. quick question before i call the accountant: how much was the second tax "
            "instalment in november, tax and inps together, and did i pay it?", mentions=[ACCONTO, PAID]),
    ], scope=["Lavoro"]),
]

CASES: list[Case] = ITALIAN + ENGLISH
check(CASES)
