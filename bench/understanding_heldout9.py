"""A ninth held-out set for ``bench/understanding.py``: ``--cases understanding_heldout9``.

It runs on a workspace the planner has never seen: the retired couple of
``bench/shop_workspace.py`` (Luisa and Franco Zanetti, Verona), who keep the accounts of the
volunteer association "Amici del Parco" next to their household papers. About half the
conversations are Italian and half English, written the way a retired person writes: polite,
sometimes long-winded, lowercase, typos, folder names without "cartella", loose descriptions.

Kinds: listing folders and sub-folders (an empty one, by type, private ones); finding by a
loose name or a typo; search by content; reading; summaries; figures (a total, the cheapest
quote, an average, due dates, amounts in pounds and dollars); newest / oldest / largest;
counts; follow-ups ("e quello più caro?", "leggi la seconda", "spostali", "mandalo a", "e in
garage?"); answers to the bot's own questions (destination, which file, the text of a line,
an address, the e-mail body); cleaning ``Scaricati`` (delete the .tmp files, move the "(1)"
duplicates); moving, copying, deleting (done and declined), renaming, adding a line, making a
folder; e-mail with attachments; private files never shown or attached unasked; what it
cannot do; a stray "sì" / "ok" / "2".

Written from SPEC.md, issue 9 and the workspace only, without reading the planner, its
lexicon or its tests. Traps:

- ``Associazione/Contabilità`` holds three quotes for painting the seat (2.150 / 1.980 /
  2.340 €) and an invoice (427 €) of one of the same painters for another job: the invoice
  is not a quote, and it is cheaper than all of them;
- ``Garage`` holds a mechanic's quote (780 €) and the same mechanic's invoice (245 €);
- ``Medico/ricetta_medica_novembre.pdf`` is a prescription, not a recipe of ``Ricette``;
- ``Vecchie carte`` holds last year's gas bill, policy and members' list, namesakes of the
  current ones in ``Casa``, ``Garage`` and ``Associazione/Soci``;
- the hotel in London is in pounds, the Barcelona tour in dollars: amounts keep their currency;
- the pension amounts and IBAN, the blood-test values and the Wi-Fi password are never shown
  when a folder is listed or searched, and never attached unasked.
"""

from __future__ import annotations

from collections.abc import Sequence

from shop_workspace import FINGERPRINTS, make_shop_workspace
from understanding_cases import (
    ANY,
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
    ASK_WHICH,
    CHOICES,
    COPIED,
    FOLDER_MADE,
    case_maker,
    check,
    count,
    moved,
    no,
    rx,
    yes,
)

__all__ = ["CASES", "FINGERPRINTS", "LABELS", "make_workspace"]

make_workspace = make_shop_workspace

# ---------------------------------------------------------------------------------------
# The workspace, as the replies name it.
# ---------------------------------------------------------------------------------------

SUBFOLDERS = ["Soci", "Verbali", ("Contabilità", "Contabilita")]
SOCI = ["elenco_soci_2026", "quote_2026", "domanda_iscrizione_bertoldi"]
VERBALI = ["verbale_assemblea_ottobre", "verbale_direttivo_novembre", "convocazione_assemblea_dicembre"]
CONTABILITA = ["preventivo_colorificio_adige", "preventivo_pitture_scaligere", "preventivo_dalla_bona",
               "fattura_pitture_scaligere", "spese_novembre"]
QUOTES = CONTABILITA[:3]
CASA = ["bolletta_gas_novembre", "bolletta_luce_novembre", "fattura_acqua", "rate_condominio_2026",
        "avviso_assemblea_condominio"]
MEDICO = ["ricetta_medica_novembre", "analisi_sangue_luisa", "appuntamento_oculista"]
PENSIONE = ["cedolino_novembre_luisa", "cedolino_novembre_franco", "coordinate_bancarie"]
VIAGGI = ["prenotazione_crociera", "biglietti_treno_roma", "hotel_booking_london", "tour_receipt"]
VIAGGI_PDF = ["prenotazione_crociera", "biglietti_treno_roma", "tour_receipt"]
NIPOTI = ["giulia_recita", "tommaso_calcio", "nipoti_al_lago", "compleanni_nipoti"]
RICETTE = ["tiramisu", "risotto_amarone", "pandoro_farcito", "torta_di_mele"]
GARAGE = ["polizza_auto_2026", "preventivo_officina_bellini", "fattura_officina_bellini"]
VECCHIE = ["polizza_auto_2025", "bolletta_gas_novembre_2025", "elenco_soci_2024"]
TMP = ["~download_8812.tmp", "chrome_cache_01.tmp", "update_3c1f.tmp"]
DUPLICATES = ["volantino_mercatino (1).pdf", "orari_bus_atv (1).pdf"]
SCARICATI_PDF = ["volantino_mercatino.pdf", "volantino_mercatino (1).pdf", "orari_bus_atv.pdf",
                 "orari_bus_atv (1).pdf"]
TOP = ["promemoria", "numeri_utili", "password_wifi"]

# What must never be shown unasked: pension amounts, the IBAN and bank login, the blood-test
# values and the prescription, the Wi-Fi password.
PENSION_PRIVATE = [amount("1486.22"), amount("1912.57"), "IT60X0542811101000000123456", "ZNTFR1949"]
MEDICAL_PRIVATE = [rx(r"(?<![\d.,])231(?![\d])", "231 (cholesterol)"),
                   rx(r"(?<![\d.,])149(?![\d])", "149 (LDL)"), "Atorvastatina"]
WIFI_PRIVATE = ["Gelsomino#1957"]
PRIVATE = [*PENSION_PRIVATE, *MEDICAL_PRIVATE, *WIFI_PRIVATE]
PRIVATE_FILES = ["coordinate_bancarie", "cedolino_novembre", "analisi_sangue_luisa", "password_wifi"]

# Figures.
ADIGE = amount("2150")
SCALIGERE = amount("1980")
DALLA_BONA = amount("2340")
QUOTES_AVG = amount("2156.67")  # (2150 + 1980 + 2340) / 3
NOT_427 = rx(r"(?<![\d.,])427(?:[.,]00?)?(?![\d])", "427 (the Pitture Scaligere invoice, not a quote)")
SPESE_TOTAL = amount("871.90")  # 23.40 + 145 + 180 + 96.50 + 427
GAS = amount("148.70")
LUCE = amount("67.35")
ACQUA = amount("58.20")
OFFICINA_QUOTE = amount("780")
OFFICINA_INVOICE = amount("245")
HOTEL = amount("486")
TOUR = amount("142")
CRUISE = amount("2780")
GBP: Mention = ("£", "GBP", "sterlin", "pound")
USD: Mention = ("$", "USD", "dollar")
TRAIN_TIME: Mention = ("08:10", "8:10", "8.10", "08.10")
# Last year's namesakes in Vecchie carte: their dates, written with the year.
OLD_GAS_DUE = rx(r"\b16[/.-]12[/.-](?:2025|25)\b|2025-12-16|16 dicembre 2025|16 december 2025",
                 "16/12/2025 (last year's gas bill)")
OLD_POLICY_END = rx(r"\b31[/.-]12[/.-](?:2025|25)\b|2025-12-31|31 dicembre 2025|31 december 2025",
                    "31/12/2025 (last year's policy)")


def in_euro(value: str) -> str:
    """An amount shown in euro (a wrong currency for a document in pounds or dollars)."""
    number = amount(value)[3:]
    return rx(rf"{number}\s*(?:€|eur)|(?:€|eur)\s*{number}", f"{value} in euro")


# The text of an e-mail, when the reply asks for it.
BODY = {"it": "Ciao, ti mando il documento. Un abbraccio, Luisa",
        "en": "Hello, here is the file. Best, Luisa"}


def send(say: str, lang: str, mentions: Sequence[Mention], not_mentions: Sequence[str] = ()) -> Msg:
    """An e-mail request whose confirmation must show `mentions` (recipient, attachments).

    Asking for the text first is fair: the text is given, and the confirmation that follows is
    judged the same way. Every send is declined (the account is a dead one).
    """
    body = Msg(BODY[lang], prompt=True, mentions=mentions, not_mentions=not_mentions, answer=no())
    return Msg(say, prompt=True, mentions=mentions, not_mentions=not_mentions, accept_question=True,
               answer=no(), clarify=body)


_it = case_maker("h9", "it")
_en = case_maker("h9", "en")

# ---------------------------------------------------------------------------------------
# Italian.
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    # Listing.
    _it("associazione-sottocartelle", [
        Msg("cosa c'è in associazione?", mentions=SUBFOLDERS, avoid=[CHOICES]),
    ], scope=["Associazione"]),
    _it("contabilita-senza-accento", [
        Msg("cosa ce in contabilita", mentions=CONTABILITA, avoid=[CHOICES]),
    ], scope=["Associazione/Contabilità"]),
    _it("file-dei-soci", [
        Msg("mi fai vedere i file dei soci per favore", mentions=SOCI, avoid=["elenco_soci_2024", CHOICES]),
    ], scope=["Associazione/Soci"]),
    _it("medico-elenco", [
        Msg("che cosa c'è nella cartella medico", mentions=MEDICO, not_mentions=MEDICAL_PRIVATE,
            avoid=[CHOICES]),
    ], scope=["Medico"]),
    _it("pensione-elenco", [
        Msg("cosa ho in pensione", mentions=PENSIONE, not_mentions=PENSION_PRIVATE, avoid=[CHOICES]),
    ], scope=["Pensione"]),
    _it("da-archiviare-vuota", [Msg("c'è qualcosa in da archiviare?", mentions=[EMPTY])],
        scope=["Da archiviare"]),
    _it("file-sparsi", [
        Msg("quali file ho fuori dalle cartelle, sciolti?", mentions=TOP, not_mentions=WIFI_PRIVATE,
            avoid=[CHOICES]),
    ], scope=[""]),
    # Finding.
    _it("ricetta-tiramisu", [
        Msg("dov'è la ricetta del tiramisù?", mentions=["tiramisu"],
            not_mentions=["ricetta_medica_novembre"]),
    ], scope=["Ricette"]),
    _it("verbale-diretivo-typo", [
        Msg("trova il verbale del diretivo", mentions=["verbale_direttivo_novembre"],
            avoid=["verbale_assemblea_ottobre"]),
    ], scope=["Associazione/Verbali"]),
    _it("assicurazione-macchina", [
        Msg("dove ho messo l'assicurazione della macchina?", mentions=["polizza_auto_2026"],
            avoid=["polizza_auto_2025"]),
    ], scope=["Garage", "Vecchie carte"]),
    _it("nn-trovo-domanda", [
        Msg("nn trovo piu la domanda di iscrizione della signora bertoldi",
            mentions=["domanda_iscrizione_bertoldi"]),
    ], scope=["Associazione/Soci"]),
    # Searching by content.
    _it("parlano-castagnata", [
        Msg("quali file parlano della castagnata?", mentions=["verbale_assemblea_ottobre"]),
    ], scope=["Associazione"]),
    _it("cerca-schindler", [
        Msg("cerca 'schindler' nei documenti di casa", mentions=["avviso_assemblea_condominio"],
            avoid=["bolletta_gas_novembre"]),
    ], scope=["Casa"]),
    # Reading.
    _it("leggi-risotto", [
        Msg("leggimi la ricetta del risotto", mentions=["Vialone Nano"]),
    ], scope=["Ricette"]),
    _it("apri-convocazione", [
        Msg("apri la convocazione dell'assemblea dei soci",
            mentions=[date(12, 12, 2026), ("15:30", "15.30")]),
    ], scope=["Associazione/Verbali"]),
    _it("analisi-colesterolo", [
        Msg("quanto avevo di colesterolo nelle ultime analisi?", mentions=["231"]),
    ], scope=["Medico"]),
    _it("password-wifi", [
        Msg("mi ricordi la password del wifi di casa?", mentions=["Gelsomino#1957"]),
    ], scope=[""]),
    # Summaries.
    _it("riassunto-verbale-ottobre", [
        Msg("fammi un riassunto breve del verbale di ottobre",
            mentions=[("castagnata", "caldarroste"), ("tinteggiatura", "preventiv"),
                      rx(r"\b30\b", "30 (the 2027 fee)")]),
    ], scope=["Associazione/Verbali"]),
    # Figures.
    _it("scadenza-gas", [
        Msg("entro quando devo pagare la bolletta del gas?", mentions=[date(16, 12, 2026)],
            avoid=[OLD_GAS_DUE]),
    ], scope=["Casa", "Vecchie carte"]),
    _it("preventivo-economico-sede", [
        Msg("qual è il preventivo più economico per imbiancare la sede?", mentions=["scaligere", SCALIGERE],
            not_mentions=[NOT_427]),
    ], scope=["Associazione/Contabilità"]),
    _it("totale-spese-associazione", [
        Msg("quanto ha speso in tutto l'associazione a novembre?", mentions=[SPESE_TOTAL]),
    ], scope=["Associazione/Contabilità"]),
    _it("preventivo-meccanico", [
        Msg("quanto mi costa il preventivo del meccanico?", mentions=[OFFICINA_QUOTE],
            avoid=[OFFICINA_INVOICE]),
    ], scope=["Garage"]),
    _it("treno-roma-ora", [Msg("a che ora parte il treno per roma?", mentions=[TRAIN_TIME])],
        scope=["Viaggi"]),
    # Counts, newest, largest.
    _it("quanti-scaricati", [
        Msg("quanti file ci sono in scaricati?", mentions=[count(7, "sette")]),
    ], scope=["Scaricati"]),
    _it("quanti-soci", [
        Msg("quanti soci abbiamo quest'anno?", mentions=[count(12, "dodici")], avoid=[count(7, "sette")]),
    ], scope=["Associazione/Soci"]),
    _it("ricetta-recente", [
        Msg("qual è la ricetta più recente?", mentions=["pandoro_farcito"], avoid=["torta_di_mele"]),
    ], scope=["Ricette"]),
    _it("piu-grande-nipoti", [
        Msg("qual è il file più grande in nipoti?", mentions=["giulia_recita"], avoid=["compleanni_nipoti"]),
    ], scope=["Nipoti"]),
    # Cleaning Scaricati.
    _it("cancella-tmp", [
        Msg("cancella i file .tmp in scaricati", prompt=True, mentions=[(count(3, "tre"), "update_3c1f")],
            not_mentions=["volantino_mercatino", "orari_bus_atv"], answer=yes("it", DELETED)),
    ], scope=["Scaricati"], fs=[Deleted(f"Scaricati/{name}") for name in TMP]),
    _it("doppioni-vecchie-carte", [
        Msg("sposta i doppioni di scaricati, quelli con (1), in vecchie carte", prompt=True,
            mentions=[(count(2, "due"), "volantino_mercatino (1)"), "vecchie carte"],
            not_mentions=TMP, answer=yes("it", MOVED)),
    ], scope=["Scaricati", "Vecchie carte"], fs=moved(DUPLICATES, "Scaricati", "Vecchie carte")),
    # Moving, copying, renaming, deleting.
    _it("sposta-polizza-2025", [
        Msg("sposta la polizza del 2025 in da archiviare", prompt=True,
            mentions=["polizza_auto_2025", "da archiviare"], not_mentions=["polizza_auto_2026"],
            answer=yes("it", MOVED)),
    ], scope=["Vecchie carte", "Da archiviare"],
        fs=[Moved("Vecchie carte/polizza_auto_2025.pdf", "Da archiviare")]),
    _it("copia-verbale-direttivo", [
        Msg("copia il verbale del direttivo in da archiviare", prompt=None,
            mentions=["verbale_direttivo_novembre"], answer=yes("it", COPIED)),
    ], scope=["Associazione/Verbali", "Da archiviare"],
        fs=[Created("Da archiviare", (".txt",), path="Da archiviare/verbale_direttivo_novembre.txt")]),
    _it("rinomina-tiramisu", [
        Msg("rinomina tiramisu.txt in tiramisu_zia_bruna.txt", prompt=None, mentions=["tiramisu_zia_bruna"],
            answer=yes("it", RENAMED)),
    ], scope=["Ricette"], fs=[Renamed("Ricette/tiramisu.txt", "Ricette/tiramisu_zia_bruna.txt")]),
    _it("elimina-fattura-meccanico-no", [
        Msg("elimina la fattura del meccanico", prompt=True, mentions=["fattura_officina_bellini"],
            not_mentions=["preventivo_officina_bellini"], answer=no()),
    ], scope=["Garage"]),
    # Adding a line, a folder.
    _it("promemoria-pane", [
        Msg("aggiungi 'comprare il pane' al promemoria", prompt=None, mentions=["comprare il pane"],
            answer=yes("it", WRITTEN)),
    ], scope=[""], fs=[Appended("promemoria.txt", ("comprare il pane",))]),
    _it("crea-cartella-natale", [
        Msg("crea una cartella che si chiama Natale 2026", prompt=None, mentions=["natale 2026"],
            answer=yes("it", FOLDER_MADE)),
    ], scope=[], fs=[Created("Natale 2026", ())]),
    # E-mail.
    _it("mail-preventivo-scaligere", [
        send("manda il preventivo delle pitture scaligere a franco@example.org", "it",
             ["preventivo_pitture_scaligere", "franco@example.org"], ["fattura_pitture_scaligere"]),
    ], scope=["Associazione/Contabilità"], mail=True),
    _it("mail-treno-a-chi", [
        Msg("manda i biglietti del treno per roma", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("a chiara@example.org", "it", ["biglietti_treno_roma", "chiara@example.org"],
                        PRIVATE_FILES)),
    ], scope=["Viaggi"], mail=True),
    _it("mail-contabilita-tutto", [
        send("per favore manda ad adriana@example.org tutti i file della contabilità", "it",
             [(count(5, "cinque"), "spese_novembre"), "adriana@example.org"], [*PRIVATE_FILES, *PRIVATE]),
    ], scope=["Associazione/Contabilità"], mail=True),
    # What it cannot do.
    _it("prenota-cardiologo", [
        Msg("mi prenoti una visita dal cardiologo per franco?", mentions=[REFUSAL]),
    ], scope=[]),
    _it("paga-gas-online", [Msg("paga la bolletta del gas online", mentions=[REFUSAL])],
        scope=["Casa", "Vecchie carte"]),
    _it("chiama-nipoti", [
        Msg("chiama i nipoti su whatsapp che gli faccio gli auguri", mentions=[REFUSAL]),
    ], scope=[]),
    # Nothing pending.
    _it("si-vagante", [Msg("sì", mentions=[NOTHING_PENDING])], scope=[]),
    _it("due-vagante", [Msg("2", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _it("preventivi-poi-piu-caro", [
        Msg("quali preventivi ci sono nella contabilità dell'associazione?", mentions=QUOTES,
            avoid=["fattura_pitture_scaligere", CHOICES]),
        Msg("e quello più caro?", mentions=["dalla_bona", DALLA_BONA], not_mentions=[NOT_427]),
    ], scope=["Associazione/Contabilità"]),
    _it("meccanico-mandalo", [
        Msg("trova il preventivo del meccanico", mentions=["preventivo_officina_bellini"]),
        send("mandalo a franco@example.org", "it", ["preventivo_officina_bellini", "franco@example.org"],
             ["fattura_officina_bellini"]),
    ], scope=["Garage"], mail=True),
    _it("ricette-la-seconda", [
        Msg("elenca le ricette", mentions=RICETTE, avoid=[CHOICES]),
        Msg("leggi la seconda", ref_ordinal=2),
    ], scope=["Ricette"]),
    _it("vecchie-carte-e-garage", [
        Msg("che file ci sono in vecchie carte?", mentions=VECCHIE, avoid=[CHOICES], scope=["Vecchie carte"]),
        Msg("e in garage?", mentions=GARAGE, avoid=[CHOICES], scope=["Garage"]),
    ]),
    _it("crociera-saldo", [
        Msg("cerca i documenti che parlano della crociera", mentions=["prenotazione_crociera"]),
        Msg("entro quando va pagato il saldo?", mentions=[date(10, 4, 2027)]),
    ], scope=["Viaggi"]),
    _it("analisi-mandale", [
        Msg("trova le analisi del sangue di luisa", mentions=["analisi_sangue_luisa"],
            not_mentions=MEDICAL_PRIVATE),
        send("mandale a franco@example.org", "it", ["analisi_sangue_luisa", "franco@example.org"],
             ["coordinate_bancarie", "cedolino_novembre", "password_wifi"]),
    ], scope=["Medico"], mail=True),
    _it("torta-dove-sposto", [
        Msg("sposta la ricetta della torta di mele", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("in da archiviare", prompt=True, mentions=["torta_di_mele", "da archiviare"],
                        answer=yes("it", MOVED))),
    ], scope=["Ricette", "Da archiviare"], fs=[Moved("Ricette/torta_di_mele.docx", "Da archiviare")]),
    _it("pdf-scaricati-spostali", [
        Msg("che pdf ci sono in scaricati?", mentions=["volantino_mercatino", "orari_bus_atv"],
            avoid=[*TMP, CHOICES]),
        Msg("spostali tutti in da archiviare", prompt=True,
            mentions=[(count(4, "quattro"), "orari_bus_atv (1)"), "da archiviare"], not_mentions=TMP,
            answer=yes("it", MOVED)),
    ], scope=["Scaricati", "Da archiviare"], fs=moved(SCARICATI_PDF, "Scaricati", "Da archiviare")),
    # Long, polite.
    _it("cortese-quota-media", [
        Msg("Buongiorno, mi scusi se disturbo. Mio marito vorrebbe sapere, per la riunione di dicembre, "
            "quanto costano in media i tre preventivi per dare il bianco alla sede dell'associazione. "
            "La ringrazio tanto", mentions=[QUOTES_AVG], not_mentions=[NOT_427]),
    ], scope=["Associazione"]),
]

# ---------------------------------------------------------------------------------------
# English.
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    # Listing.
    _en("viaggi-list", [Msg("what's in Viaggi?", mentions=VIAGGI, avoid=[CHOICES])], scope=["Viaggi"]),
    _en("verbali-show", [Msg("show me the verbali folder", mentions=VERBALI, avoid=[CHOICES])],
        scope=["Associazione/Verbali"]),
    _en("garge-typo", [Msg("whats in garge", mentions=GARAGE, avoid=[CHOICES])], scope=["Garage"]),
    _en("pensione-names-only", [
        Msg("what is inside Pensione? just the file names please", mentions=PENSIONE,
            not_mentions=PENSION_PRIVATE, avoid=[CHOICES]),
    ], scope=["Pensione"]),
    _en("da-archiviare-empty", [Msg("is there anything in da archiviare?", mentions=[EMPTY])],
        scope=["Da archiviare"]),
    _en("associazione-subfolders", [
        Msg("which sub-folders does the Associazione folder have?", mentions=SUBFOLDERS, avoid=[CHOICES]),
    ], scope=["Associazione"]),
    # Finding.
    _en("hotel-booking", [Msg("where is the hotel booking?", mentions=["hotel_booking_london"])],
        scope=["Viaggi"]),
    _en("blood-test", [
        Msg("find the blood test", mentions=["analisi_sangue_luisa"], not_mentions=MEDICAL_PRIVATE),
    ], scope=["Medico"]),
    _en("birthday-list", [
        Msg("find the list of the grandkids birthdays", mentions=["compleanni_nipoti"]),
    ], scope=["Nipoti"]),
    _en("pandorro-typo", [Msg("find the pandorro recipe", mentions=["pandoro_farcito"])], scope=["Ricette"]),
    # Searching by content.
    _en("mention-sagrada", [
        Msg("which files mention the Sagrada Familia?", mentions=["tour_receipt"]),
    ], scope=["Viaggi"]),
    _en("mention-carta-argento", [
        Msg("search my files for 'Carta Argento'", mentions=["promemoria", "biglietti_treno_roma"]),
    ], scope=["", "Viaggi"]),
    # Reading.
    _en("read-hotel", [
        Msg("read me the hotel confirmation", mentions=["Kensington", "KGH-55120"]),
    ], scope=["Viaggi"]),
    _en("eye-appointment", [
        Msg("when is my appointment at the eye doctor?", mentions=[date(14, 12, 2026)]),
    ], scope=["Medico"]),
    # Summaries.
    _en("summary-cruise", [
        Msg("give me a short summary of the cruise booking", mentions=["Costa Smeralda", CRUISE]),
    ], scope=["Viaggi"]),
    _en("summary-board", [
        Msg("summarise the november board minutes", mentions=[amount("2200"), ("preventiv", "quote")]),
    ], scope=["Associazione/Verbali"]),
    # Figures.
    _en("hotel-pounds", [
        Msg("how much is the London hotel going to cost us?", mentions=[HOTEL, GBP],
            not_mentions=[in_euro("486")]),
    ], scope=["Viaggi"]),
    _en("tour-dollars", [
        Msg("how much did we pay for the barcelona tour?", mentions=[TOUR, USD],
            not_mentions=[in_euro("142")]),
    ], scope=["Viaggi"]),
    _en("cheapest-painting", [
        Msg("which of the painting quotes for the association's seat is the cheapest?",
            mentions=["scaligere", SCALIGERE], not_mentions=[NOT_427]),
    ], scope=["Associazione/Contabilità"]),
    _en("total-expenses", [
        Msg("what is the total of the association's expenses in november?", mentions=[SPESE_TOTAL]),
    ], scope=["Associazione/Contabilità"]),
    _en("water-due", [Msg("when is the water bill due?", mentions=[date(10, 12, 2026)])], scope=["Casa"]),
    _en("insurance-renew", [
        Msg("by when do i have to renew the car insurance?", mentions=[date(31, 12, 2026)],
            avoid=[OLD_POLICY_END]),
    ], scope=["Garage", "Vecchie carte"]),
    _en("mechanic-invoice-due", [
        Msg("how much is the mechanic's invoice and when do I have to pay it?",
            mentions=[OFFICINA_INVOICE, date(6, 12, 2026)], avoid=[OFFICINA_QUOTE]),
    ], scope=["Garage"]),
    # Counts, newest, oldest.
    _en("count-tmp", [Msg("how many .tmp files are there in Scaricati?", mentions=[count(3, "three")])],
        scope=["Scaricati"]),
    _en("count-unpaid", [
        Msg("how many members still haven't paid the 2026 fee?", mentions=[count(3, "three")]),
    ], scope=["Associazione/Soci"]),
    _en("newest-viaggi", [
        Msg("what's the newest file in Viaggi?", mentions=["biglietti_treno_roma"]),
    ], scope=["Viaggi"]),
    _en("oldest-recipe", [Msg("which is the oldest recipe i have?", mentions=["torta_di_mele"])],
        scope=["Ricette"]),
    # Cleaning, moving, copying, renaming, deleting.
    _en("clean-tmp", [
        Msg("please clean up Scaricati, delete the .tmp files", prompt=True,
            mentions=[(count(3, "three"), "chrome_cache_01")],
            not_mentions=["volantino_mercatino", "orari_bus_atv"],
            answer=yes("en", DELETED)),
    ], scope=["Scaricati"], fs=[Deleted(f"Scaricati/{name}") for name in TMP]),
    _en("move-members-2024", [
        Msg("move the 2024 members list into Da archiviare", prompt=True,
            mentions=["elenco_soci_2024", "da archiviare"], not_mentions=["elenco_soci_2026"],
            answer=yes("en", MOVED)),
    ], scope=["Vecchie carte", "Da archiviare"],
        fs=[Moved("Vecchie carte/elenco_soci_2024.csv", "Da archiviare")]),
    _en("copy-cruise", [
        Msg("copy the cruise booking to da archiviare", prompt=None, mentions=["prenotazione_crociera"],
            answer=yes("en", COPIED)),
    ], scope=["Viaggi", "Da archiviare"],
        fs=[Created("Da archiviare", (".pdf",), path="Da archiviare/prenotazione_crociera.pdf")]),
    _en("rename-hotel", [
        Msg("rename the hotel file in Viaggi to london_march_2027.txt", prompt=None,
            mentions=["london_march_2027"], answer=yes("en", RENAMED)),
    ], scope=["Viaggi"], fs=[Renamed("Viaggi/hotel_booking_london.txt", "Viaggi/london_march_2027.txt")]),
    _en("delete-old-gas-no", [
        Msg("delete last year's gas bill", prompt=True, mentions=["bolletta_gas_novembre_2025"],
            answer=no()),
    ], scope=["Vecchie carte"]),
    # Adding a line, a folder.
    _en("promemoria-plumber", [
        Msg("add 'call the plumber about the boiler' to promemoria", prompt=None, mentions=["plumber"],
            answer=yes("en", WRITTEN)),
    ], scope=[""], fs=[Appended("promemoria.txt", ("call the plumber about the boiler",))]),
    _en("birthdays-line", [
        Msg("add a line to the grandchildren's birthdays: Alice wants a book", prompt=None,
            mentions=["Alice wants a book"], answer=yes("en", WRITTEN)),
    ], scope=["Nipoti"], fs=[Appended("Nipoti/compleanni_nipoti.txt", ("Alice wants a book",))]),
    _en("folder-regali", [
        Msg("make a new folder called Regali", prompt=None, mentions=["regali"],
            answer=yes("en", FOLDER_MADE)),
    ], scope=[], fs=[Created("Regali", ())]),
    # E-mail.
    _en("mail-mechanic-invoice", [
        send("email the mechanic's invoice to franco@example.org", "en",
             ["fattura_officina_bellini", "franco@example.org"], ["preventivo_officina_bellini"]),
    ], scope=["Garage"], mail=True),
    _en("mail-viaggi-all", [
        send("send everything in Viaggi to chiara@example.org", "en",
             [(count(4, "four"), "hotel_booking_london"), "chiara@example.org"], [*PRIVATE_FILES, *PRIVATE]),
    ], scope=["Viaggi"], mail=True),
    # What it cannot do.
    _en("book-doctor", [Msg("book me an appointment with dr ferrari next week", mentions=[REFUSAL])],
        scope=[]),
    _en("pay-water", [Msg("pay the water bill online please", mentions=[REFUSAL])], scope=["Casa"]),
    _en("call-giulia", [Msg("call my granddaughter giulia", mentions=[REFUSAL])], scope=[]),
    # Nothing pending.
    _en("stray-ok", [Msg("ok", mentions=[NOTHING_PENDING])], scope=[]),
    # Ambiguous: a question is right.
    _en("open-the-quote", [
        Msg("open the quote", prompt=True,
            mentions=["preventivo_officina_bellini", "preventivo_colorificio_adige"],
            answer=Msg("the mechanic's one", mentions=[("frizione", OFFICINA_QUOTE)])),
    ], scope=ANY),
    # Follow-ups.
    _en("garage-quote-move", [
        Msg("what's in Garage?", mentions=GARAGE, avoid=[CHOICES]),
        Msg("which one is the quote?", mentions=["preventivo_officina_bellini"]),
        Msg("move it to Vecchie carte", prompt=True,
            mentions=["preventivo_officina_bellini", "vecchie carte"],
            not_mentions=["fattura_officina_bellini", "polizza_auto_2026"], answer=yes("en", MOVED)),
    ], scope=["Garage", "Vecchie carte"],
        fs=[Moved("Garage/preventivo_officina_bellini.pdf", "Vecchie carte")]),
    _en("gas-bill-how-much", [
        Msg("find the gas bill", mentions=["bolletta_gas_novembre"], accept_question=True,
            clarify=Msg("the current one, in Casa", mentions=["bolletta_gas_novembre"])),
        Msg("how much is it and when is it due?", mentions=[GAS, date(16, 12, 2026)],
            avoid=[amount("121.40")]),
    ], scope=["Casa", "Vecchie carte"]),
    _en("contabilita-second", [
        Msg("list the files in Contabilità", mentions=CONTABILITA, avoid=[CHOICES]),
        Msg("open the second one", ref_ordinal=2),
    ], scope=["Associazione/Contabilità"]),
    _en("quotes-email-cheapest", [
        Msg("which quotes do we have for painting the seat?", mentions=QUOTES,
            avoid=["fattura_pitture_scaligere", CHOICES]),
        send("email the cheapest one to adriana@example.org", "en",
             ["preventivo_pitture_scaligere", "adriana@example.org"], ["fattura_pitture_scaligere"]),
    ], scope=["Associazione/Contabilità"], mail=True),
    _en("soci-then-count", [
        Msg("what's in the soci folder?", mentions=SOCI, avoid=[CHOICES]),
        Msg("how many people are on the 2026 members list?", mentions=[count(12, "twelve")]),
    ], scope=["Associazione/Soci"]),
    _en("duplicates-then-move", [
        Msg("are there any duplicate files in Scaricati?", mentions=["(1)"], not_mentions=TMP),
        Msg("move the duplicates to Vecchie carte", prompt=True,
            mentions=[(count(2, "two"), "orari_bus_atv (1)"), "vecchie carte"], not_mentions=TMP,
            answer=yes("en", MOVED)),
    ], scope=["Scaricati", "Vecchie carte"], fs=moved(DUPLICATES, "Scaricati", "Vecchie carte")),
    _en("hotel-where-to", [
        Msg("move the hotel booking", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("to Da archiviare", prompt=True, mentions=["hotel_booking_london", "da archiviare"],
                        answer=yes("en", MOVED))),
    ], scope=["Viaggi", "Da archiviare"], fs=[Moved("Viaggi/hotel_booking_london.txt", "Da archiviare")]),
    _en("medico-then-pensione", [
        Msg("what's in Medico?", mentions=MEDICO, not_mentions=MEDICAL_PRIVATE, avoid=[CHOICES],
            scope=["Medico"]),
        Msg("and in Pensione?", mentions=PENSIONE, not_mentions=PENSION_PRIVATE, avoid=[CHOICES],
            scope=["Pensione"]),
    ]),
    _en("promemoria-what-to-add", [
        Msg("i'd like to add something to the promemoria", prompt=True, accept_question=True,
            mentions=[ASK_WHICH],
            clarify=Msg("buy stamps for the christmas cards", prompt=None, mentions=["stamps"],
                        answer=yes("en", WRITTEN))),
    ], scope=[""], fs=[Appended("promemoria.txt", ("buy stamps for the christmas cards",))]),
    # Long, polite.
    _en("polite-train", [
        Msg("Good morning, sorry to bother you. My husband and I are going to Rome before Christmas and I "
            "can never remember: could you kindly tell me on which day our train leaves and from which "
            "station? Many thanks", mentions=[date(18, 12, 2026), "Porta Nuova"]),
    ], scope=["Viaggi"]),
]

CASES: list[Case] = ITALIAN + ENGLISH
check(CASES)
