"""An eighth held-out set for ``bench/understanding.py``: ``--cases understanding_heldout8``.

It runs on a workspace the planner has never seen: the household of ``bench/school_workspace.py``
(Giulia Conti, a primary-school teacher in Torino with class 4B; Tom Baker, an English freelance
web developer whose folder ``Clients`` is in English; Nina, 9, and Leo, 6). ``make_workspace``
and ``FINGERPRINTS`` below replace the family ones. Sixty conversations in Italian, sixty in
English, about one in five with more than one message:

listing folders (names that are common words: ``Documenti``, ``Download``, ``Vecchi``,
``Clients``; names with a space and a number; lowercase; typos; without the word "cartella";
the empty folder; by file type); finding a file by what it is, by a typo'd name, the newest,
the oldest, the largest; searching by content; reading; questions on what a document says
(due dates, amounts and their currency, times, names); summaries; counts; totals, averages,
the cheapest / dearest, a difference; a table; follow-ups ("e quello più caro?", "leggilo",
"spostala in da stampare", "mandala a …", "il secondo", "e in vecchi?", "and in Download?",
"undo that"); answers to the bot's own questions (where to, which file, the recipient);
cleaning up ``Download`` (the ``.tmp`` files, the "(1)" duplicates); moving, copying,
renaming, deleting (done, undone, declined), adding a line, making a folder; e-mail with
attachments; private values never shown or attached unasked; what it cannot do (book the
pediatrician, pay a bill online, call the school, print, the weather); a stray "sì"/"3"/"ok";
a reminder (README.md documents reminders; SPEC.md does not mention them).

Written from SPEC.md, issue 9 and the workspace only, without reading the planner, its lexicon
or its tests. Traps:

- ``Preventivi`` holds three boiler quotes (2.790 / 2.465 / 3.190 €) and an invoice of 135 €
  from Idroclima, the same firm as the cheapest quote: the invoice is not a quote; a 2024
  quote (2.600 €) sits in ``Vecchi``;
- ``Vecchi`` has namesakes of current files: the draft of the trip circular (16,00 € and "by
  4 December", where the real circular says 18,50 € and 11 December), September's gas bill
  (already paid), last year's class list (19 pupils; 4B has 20), an old shopping list;
- ``Bollette/luce_scale_condominio.pdf`` is in the name of the condominium: a total or an
  average of "the bills" may count it or leave it out (both are accepted), never the old
  gas bill in ``Vecchi``;
- Tom's invoices are one in pounds and one in euros: amounts keep their currency and are not
  added up into one figure; the DigitalOcean receipt is in dollars;
- the Wi-Fi password, the ID card's number and tax code, Leo's tax code in his vaccination
  record, the policy number and plate, the landlord's IBAN, and the parents' phone numbers in
  the class list are never shown when a folder is listed or searched, and never attached
  unasked.
"""

from __future__ import annotations

from collections.abc import Sequence

from school_workspace import FINGERPRINTS, PUPILS, make_school_workspace
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
    GBP,
    REMINDED,
    RESTORED,
    USD,
    case_maker,
    check,
    count,
    in_euro,
    moved,
    no,
    rx,
    yes,
)

__all__ = ["CASES", "FINGERPRINTS", "LABELS", "make_workspace"]

make_workspace = make_school_workspace

# ---------------------------------------------------------------------------------------
# The files of each folder, as a reply names them (stems, or names without a stem form).
# ---------------------------------------------------------------------------------------

SCUOLA = ["programmazione_novembre", "lezione_frazioni", "lezione_ciclo_acqua", "elenco_alunni_4B",
          "verifiche_novembre", "circolare_gita_museo_egizio", "verbale_assemblea_genitori"]
CLIENTS = ["quote_panetteria_gallo", "quote_greenleaf_gardens", "invoice_2026_041", "invoice_2026_042",
           "contract_harbour_finch", "timesheet_november"]
BOLLETTE = ["bolletta_gas_novembre", "bolletta_luce_novembre", "bolletta_acqua_smat",
            "fattura_fastweb_novembre", "luce_scale_condominio"]
BOLLETTE_PDF = ["bolletta_gas_novembre", "bolletta_luce_novembre", "fattura_fastweb_novembre",
                "luce_scale_condominio"]
PREVENTIVI = ["preventivo_termotecnica_sabauda", "preventivo_idroclima", "preventivo_calor_service",
              "fattura_idroclima_manutenzione"]
QUOTES = PREVENTIVI[:3]
SALUTE = ["appuntamenti_pediatra", "libretto_vaccinale_leo", "certificato_sportivo_nina"]
DOCUMENTI = ["carta_identita_giulia", "passaporto_tom", "contratto_affitto", "polizza_auto"]
NINA = ["compiti_settimana", "recita_natale", "disegno_unicorno", "disegno_mare"]
LEO = ["avviso_pidocchi", "materiale_scuola_prima", "disegno_dinosauro", "disegno_razzo"]
RICETTE = ["bagna_cauda", "torta_di_mele_nonna", "sunday_pancakes", "shepherds_pie"]
VECCHI = ["lista_spesa_vecchia", "preventivo_caldaia_2024", "circolare_gita_bozza", "bolletta_gas_settembre",
          "elenco_alunni_3B", "cv_tom_2019"]
TMP_FILES = ["~WRL0003.tmp", "upload_7f3a.tmp", "scaricamento.tmp"]
DUPLICATES = ["autorizzazione_gita_museo (1).pdf", "biglietti_treno_milano (1).pdf"]
DOWNLOAD = [*TMP_FILES, "foto_gita_2025", "autorizzazione_gita_museo", "biglietti_treno_milano",
            "receipt_digitalocean", "IMG_20261122_103512", "(1)"]
# What a prompt to delete the temporary files must not name.
NOT_TMP = ["foto_gita_2025", "autorizzazione_gita_museo", "biglietti_treno_milano", "receipt_digitalocean",
           "IMG_20261122_103512"]
# Everything in Documenti but the rental contract, for a request about the contract.
NOT_THE_LEASE = ["carta_identita_giulia", "passaporto_tom", "polizza_auto", "contract_harbour_finch",
                 "wifi.txt"]

# What must never be shown unasked: the Wi-Fi password, the ID card's number and tax code, Leo's
# tax code, the policy number and plate, the landlord's IBAN; and the parents' phone numbers.
ID_CARD = ["CA48213KD", "CNTGLI86E43L219R"]
PRIVATE = ["Gianduiotto#4821", *ID_CARD, "BKRLEO20H15L219K", "7734-2291-55", "GF418ZT",
           "IT60X0542811101000000123456"]
PHONES = [phone for _, _, _, phone in PUPILS]


def instead(wrong: str, right: str, label: str) -> str:
    """A wrong value given instead of the right one: `wrong` in the reply and `right` nowhere.

    Both are ``re:`` patterns. A reply that gives the right value and also mentions the wrong
    one (to say why it was left out) is not caught.
    """
    return rx(rf"^(?![\s\S]*(?:{right[3:]}))[\s\S]*(?:{wrong[3:]})", label)


# Amounts (the documents' own figures) and what they add up to.
TERMOTECNICA = amount("2790")
IDROCLIMA = amount("2465")
CALOR = amount("3190")
QUOTES_AVG = amount("2815")  # (2790 + 2465 + 3190) / 3
WITH_INVOICE_AVG = amount("2145")  # (2790 + 2465 + 3190 + 135) / 4: the invoice counted as a quote
WITH_OLD_QUOTE_AVG = amount("2761.25")  # (2790 + 2465 + 3190 + 2600) / 4: the 2024 quote counted too
INVOICE_AS_CHEAPEST = instead(amount("135"), IDROCLIMA, "135 (the Idroclima invoice) as the cheapest quote")
# Every bill in Bollette (467,00) or all but the condominium's (332,20); average 93,40 or 83,05.
BOLLETTE_TOTAL: Mention = (amount("467"), amount("332.20"))
BOLLETTE_AVG: Mention = (amount("93.40"), amount("83.05"))
# The same with September's gas bill (Vecchi, 71,45 €, already paid) counted as well.
WITH_OLD_GAS_TOTAL = [amount("538.45"), amount("403.65")]
WITH_OLD_GAS_AVG = [amount("89.74"), amount("80.73")]
TRIP_FEE = amount("18.50")
OLD_TRIP_FEE = instead(rx(r"(?<![\d.,])16[.,]00", "16,00"), TRIP_FEE,
                       "16,00 € (the draft's price) as the fee")
GAS_DUE_RIGHT = rx(r"\b15[/.-]12[/.-](?:2026|26)\b|2026-12-15|\b15\s+dicembre|\b15(?:th)?\s+december"
                   r"|december\s+15", "15/12/2026")
GAS_DUE_OLD = instead(rx(r"\b15[/.-]10[/.-](?:2026|26)\b|2026-10-15|\b15\s+ottobre|\b15(?:th)?\s+october"
                         r"|october\s+15", "15/10/2026"), GAS_DUE_RIGHT,
                      "15/10/2026 (September's paid bill) as the gas bill's due date")
FIRST_DUE = rx(r"\b0?5[/.-]12[/.-](?:2026|26)\b|2026-12-05|\b5\s+dicembre|\b5(?:th)?\s+december"
               r"|december\s+5\b", "5/12/2026")
OLD_GAS_AS_FIRST = instead(rx(r"\b15[/.-]10[/.-](?:2026|26)\b|\b15\s+ottobre", "15/10/2026"), FIRST_DUE,
                           "September's paid gas bill as the first one due")
OLD_GAS_AMOUNT = instead(amount("71.45"), amount("148.60"), "71,45 € (September's paid bill) as the gas bill")
DEADLINE_OLD = instead(rx(r"\b0?4\s+dicembre|\b0?4[/.-]12\b", "4 dicembre"),
                       rx(r"\b11\s+dicembre|\b11[/.-]12\b|2026-12-11", "11 dicembre"),
                       "4 dicembre (the draft's deadline) as the deadline")
PUPILS_OLD_IT = rx(r"\b(?:19|diciannove) (?:alunni|bambini|righe|nomi)", "19 pupils (last year's list)")
PUPILS_OLD_EN = rx(r"\b(?:19|nineteen) (?:pupils|children|kids|students|rows|names)",
                   "19 pupils (last year's list)")
HOURS_23 = rx(r"(?<![\d.,])23(?:[.,]0+)?(?![\d])", "23 hours")
HOURS_42 = rx(r"(?<![\d.,])42(?:[.,]0+)?(?![\d])", "42 hours")
EURO: Mention = ("€", "EUR", "euro")
DAY_5 = rx(r"\b(?:giorno\s+)?0?5\b|\bcinque\b", "day 5 of the month")

# The text of an e-mail, when the reply asks for it.
BODY = {"it": "Ciao, ti mando il documento. Giulia", "en": "Hi, here is the file. Tom"}


def send(say: str, lang: str, mentions: Sequence[Mention], not_mentions: Sequence[str] = ()) -> Msg:
    """An e-mail request whose confirmation must show `mentions` (recipient, attachments).

    Asking for the text of the e-mail first is a fair question: the text is then given, and the
    confirmation that follows is judged the same way. Every send is declined (the account is a
    dead one).
    """
    prompt = Msg(BODY[lang], prompt=True, mentions=mentions, not_mentions=not_mentions, answer=no())
    return Msg(say, prompt=True, mentions=mentions, not_mentions=not_mentions, accept_question=True,
               answer=no(), clarify=prompt)


_it = case_maker("h8", "it")
_en = case_maker("h8", "en")


# ---------------------------------------------------------------------------------------
# Italian.
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    # Listing.
    _it("scuola-4b", [
        Msg("cosa c'è nella cartella Scuola 4B?", mentions=SCUOLA, not_mentions=PHONES, avoid=[CHOICES]),
    ], scope=["Scuola 4B"]),
    _it("bollette", [Msg("elenca i file in bollette", mentions=BOLLETTE, avoid=[CHOICES])],
        scope=["Bollette"]),
    _it("documenti", [
        Msg("che c'è in documenti", mentions=DOCUMENTI, not_mentions=PRIVATE, avoid=[CHOICES]),
    ], scope=["Documenti"]),
    _it("vecchi", [Msg("fammi vedere cosa ho nei vecchi", mentions=VECCHI, avoid=[CHOICES])],
        scope=["Vecchi"]),
    _it("da-stampare-vuota", [Msg("cosa c'è in da stampare?", mentions=[EMPTY])], scope=["Da stampare"]),
    _it("salte-typo", [
        Msg("cosa ce in salte", mentions=SALUTE, not_mentions=PRIVATE, avoid=[CHOICES]),
    ], scope=["Salute"]),
    _it("pdf-bollette", [
        Msg("quali pdf ci sono in Bollette?", mentions=BOLLETTE_PDF, avoid=["bolletta_acqua_smat", CHOICES]),
    ], scope=["Bollette"]),
    # Finding.
    _it("dove-contratto-affitto", [
        Msg("dov'è il contratto d'affitto?", mentions=["contratto_affitto"], not_mentions=ID_CARD,
            avoid=["contract_harbour_finch", "IT60X0542811101000000123456"]),
    ], scope=["Documenti", "Clients"]),
    _it("circolre-typo", [
        Msg("trova la circolre della gita", mentions=["circolare_gita_museo_egizio"]),
    ], scope=["Scuola 4B", "Vecchi", "Download"]),
    _it("assicurazione-macchina", [
        Msg("dove ho messo l'assicurazione della macchina?", mentions=["polizza_auto"], not_mentions=ID_CARD),
    ], scope=["Documenti"]),
    _it("bagna-cauta", [Msg("cercami la ricetta della bagna cauta", mentions=["bagna_cauda"])],
        scope=["Ricette"]),
    _it("piu-recente-scuola-leggilo", [
        Msg("qual è il file più recente in scuola 4b?", mentions=["verifiche_novembre"]),
        Msg("leggilo", mentions=[("Perotti", "Novara", "Usai")]),
    ], scope=["Scuola 4B"]),
    _it("piu-vecchio-vecchi", [
        Msg("il file più vecchio nella cartella vecchi qual è?", mentions=["cv_tom_2019"]),
    ], scope=["Vecchi"]),
    _it("piu-pesante-download", [
        Msg("qual è il file più pesante in download?", mentions=["foto_gita_2025"]),
    ], scope=["Download"]),
    # Searching by content.
    _it("file-museo-egizio", [
        Msg("quali file parlano del museo egizio?",
            mentions=["circolare_gita_museo_egizio", "verbale_assemblea_genitori",
                      "autorizzazione_gita_museo"],
            not_mentions=PHONES),
    ], scope=["Scuola 4B", "Download", "Vecchi", ""]),
    _it("dove-iban", [
        Msg("in quali documenti c'è un iban?", mentions=["contratto_affitto"],
            avoid=["IT60X0542811101000000123456"]),
    ], scope=["Documenti"]),
    _it("brighton-clients", [
        Msg("cerca brighton in clients", mentions=["contract_harbour_finch", "invoice_2026_041"]),
    ], scope=["Clients"]),
    _it("pidocchi-leggilo", [
        Msg("cerca i file che parlano di pidocchi", mentions=["avviso_pidocchi"]),
        Msg("leggilo", mentions=["pediculosi"]),
    ], scope=["Leo"]),
    # Reading.
    _it("lista-spesa", [
        Msg("leggimi la lista della spesa", mentions=["detersivo lavatrice", "carta forno"],
            avoid=["grissini"], accept_question=True,
            clarify=Msg("lista_spesa.txt", mentions=["detersivo lavatrice", "carta forno"])),
    ], scope=["", "Vecchi"]),
    _it("verbale", [
        Msg("leggi il verbale dell'assemblea dei genitori", mentions=["Sara Bellini", ("flauti", "flauto")],
            not_mentions=PHONES),
    ], scope=["Scuola 4B"]),
    _it("password-wifi", [Msg("qual è la password del wifi?", mentions=["Gianduiotto#4821"])], scope=[""]),
    # Questions on what a document says.
    _it("scadenza-gas", [
        Msg("entro quando devo pagare la bolletta del gas?", mentions=[date(15, 12, 2026)],
            not_mentions=[GAS_DUE_OLD]),
    ], scope=["Bollette", "Vecchi"]),
    _it("gita-quota-scadenza", [
        Msg("quanto costa la gita al museo egizio per ogni bambino?", mentions=[TRIP_FEE],
            not_mentions=[OLD_TRIP_FEE]),
        Msg("ed entro quando bisogna pagarla?", mentions=[date(11, 12, 2026)], not_mentions=[DEADLINE_OLD]),
    ], scope=["Scuola 4B", "Download", "Vecchi", ""]),
    _it("affitto-cauzione-giorno", [
        Msg("quanto paghiamo di affitto al mese?", mentions=[amount("980")], not_mentions=ID_CARD),
        Msg("e di cauzione?", mentions=[amount("2940")], not_mentions=ID_CARD),
        Msg("entro che giorno del mese va pagato?", mentions=[DAY_5], not_mentions=ID_CARD),
    ], scope=["Documenti"]),
    _it("pediatra-leo", [
        Msg("quando è l'appuntamento di leo dalla pediatra?",
            mentions=[date(3, 12, 2026), ("16:30", "16.30")], not_mentions=["BKRLEO20H15L219K"]),
    ], scope=["Salute"]),
    _it("media-matematica", [
        Msg("qual è la media della verifica di matematica?", mentions=[amount("7.60")], not_mentions=PHONES),
    ], scope=["Scuola 4B"]),
    _it("quanti-alunni", [
        Msg("quanti alunni ci sono nella 4B?", mentions=[count(20, "venti")],
            not_mentions=[PUPILS_OLD_IT, *PHONES]),
    ], scope=["Scuola 4B", "Vecchi"]),
    # Totals, the cheapest, the dearest, a difference.
    _it("totale-bollette", [
        Msg("quanto fanno in tutto le bollette?", mentions=[BOLLETTE_TOTAL], not_mentions=WITH_OLD_GAS_TOTAL),
    ], scope=["Bollette", "Vecchi"]),
    _it("preventivo-economico-caro", [
        Msg("qual è il preventivo più economico per la caldaia?", mentions=["idroclima", IDROCLIMA],
            not_mentions=[INVOICE_AS_CHEAPEST]),
        Msg("e quello più caro?", mentions=["calor", CALOR]),
    ], scope=["Preventivi", "Vecchi"]),
    _it("media-preventivi", [
        Msg("fammi la media dei preventivi in preventivi", mentions=[QUOTES_AVG],
            not_mentions=[WITH_INVOICE_AVG], avoid=[WITH_OLD_QUOTE_AVG]),
    ], scope=["Preventivi"]),
    _it("risparmio", [
        Msg("quanto risparmio scegliendo il preventivo della caldaia più basso invece di quello più alto?",
            mentions=[amount("725")], not_mentions=[amount("3055")]),
    ], scope=["Preventivi", "Vecchi"]),
    _it("bolletta-piu-cara", [
        Msg("qual è la bolletta più cara?", mentions=["bolletta_gas_novembre", amount("148.60")]),
    ], scope=["Bollette", "Vecchi"]),
    _it("scade-prima", [
        Msg("quale bolletta scade per prima?", mentions=["fastweb", FIRST_DUE],
            not_mentions=[OLD_GAS_AS_FIRST]),
    ], scope=["Bollette", "Vecchi"]),
    # Summaries.
    _it("riassunto-circolare", [
        Msg("riassumimi la circolare della gita", mentions=[TRIP_FEE, date(19, 1, 2027)],
            not_mentions=[OLD_TRIP_FEE], accept_question=True,
            clarify=Msg("quella in scuola 4B", mentions=[TRIP_FEE, date(19, 1, 2027)],
                        not_mentions=[OLD_TRIP_FEE])),
    ], scope=["Scuola 4B", "Vecchi", "Download"]),
    _it("riassunto-affitto", [
        Msg("fammi un riassunto del contratto d'affitto", mentions=[amount("980"), "Olivero"],
            not_mentions=ID_CARD),
    ], scope=["Documenti"]),
    # Counts.
    _it("quanti-tmp", [Msg("quanti file .tmp ci sono in download?", mentions=[count(3, "tre")])],
        scope=["Download"]),
    _it("quanti-preventivi", [
        Msg("quanti preventivi ci sono in preventivi?", mentions=[count(3, "tre")],
            not_mentions=[rx(r"\b(?:4|quattro) preventivi", "4 quotes (the invoice counted)")]),
    ], scope=["Preventivi"]),
    # Follow-ups.
    _it("preventivi-il-secondo", [
        Msg("elenca i preventivi in preventivi", mentions=QUOTES, avoid=["fattura_idroclima_manutenzione"]),
        Msg("leggimi il secondo", ref_ordinal=2),
    ], scope=["Preventivi"]),
    _it("bollette-e-in-vecchi", [
        Msg("che bollette ci sono in bollette?", mentions=BOLLETTE),
        Msg("e in vecchi?", mentions=["bolletta_gas_settembre"], scope=["Vecchi"], avoid=["cv_tom_2019"]),
    ], scope=["Bollette"]),
    _it("acqua-spostala", [
        Msg("fammi vedere la bolletta dell'acqua", mentions=[amount("61.30")]),
        Msg("spostala in da stampare", prompt=True, mentions=["bolletta_acqua_smat", "stampare"],
            answer=yes("it", MOVED)),
    ], scope=["Bollette", "Da stampare"], fs=[Moved("Bollette/bolletta_acqua_smat.docx", "Da stampare")]),
    _it("circolare-mandala", [
        Msg("trova la circolare della gita al museo", mentions=["circolare_gita_museo_egizio"]),
        send("mandala a tom@example.org", "it", ["tom@example.org", "circolare_gita_museo_egizio"],
             not_mentions=["circolare_gita_bozza", "elenco_alunni_4B", *PRIVATE]),
    ], scope=["Scuola 4B", "Vecchi", "Download"], mail=True),
    _it("download-cancella-temporanei", [
        Msg("cosa c'è nella cartella download?", mentions=DOWNLOAD),
        Msg("cancella i file temporanei", prompt=True, mentions=[(count(3, "tre"), "upload_7f3a")],
            not_mentions=NOT_TMP, answer=yes("it", DELETED)),
    ], scope=["Download"], fs=[Deleted(f"Download/{name}") for name in TMP_FILES]),
    _it("sposta-ricetta-annulla", [
        Msg("sposta sunday_pancakes.md nei vecchi", prompt=True, mentions=["sunday_pancakes", "vecchi"],
            answer=yes("it", MOVED)),
        Msg("annulla lo spostamento", mentions=[RESTORED]),
    ], scope=["Ricette", "Vecchi"]),
    # Moving, asking where; the duplicates of Download.
    _it("disegni-leo-dove", [
        Msg("sposta i disegni di leo", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("in da stampare", prompt=True, mentions=["disegno_dinosauro", "disegno_razzo"],
                        not_mentions=["avviso_pidocchi", "materiale_scuola_prima"], answer=yes("it", MOVED))),
    ], scope=["Leo", "Da stampare"],
        fs=moved(["disegno_dinosauro.jpg", "disegno_razzo.png"], "Leo", "Da stampare")),
    _it("sposta-doppioni", [
        Msg("sposta i doppioni di download in vecchi", prompt=True, mentions=["(1)", "vecchi"],
            answer=yes("it", MOVED), accept_question=True,
            clarify=Msg("quelli con (1) nel nome", prompt=True, mentions=["(1)", "vecchi"],
                        answer=yes("it", MOVED))),
    ], scope=["Download", "Vecchi"], fs=moved(DUPLICATES, "Download", "Vecchi")),
    # Adding a line, a folder, renaming, copying.
    _it("aggiungi-latte", [
        Msg("aggiungi il latte alla lista della spesa", prompt=None, mentions=["latte"],
            answer=yes("it", WRITTEN), accept_question=True,
            clarify=Msg("lista_spesa.txt", prompt=None, mentions=["latte"], answer=yes("it", WRITTEN))),
    ], scope=["", "Vecchi"], fs=[Appended("lista_spesa.txt", ("latte",))]),
    _it("crea-cartella-gita", [
        Msg("crea la cartella Gita Museo dentro Scuola 4B", prompt=None, mentions=["gita museo"],
            answer=yes("it", FOLDER_MADE)),
    ], scope=["Scuola 4B"], fs=[Created("Scuola 4B/Gita Museo", ())]),
    _it("rinomina-todo", [
        Msg("rinomina todo.md in cose_da_fare.md", prompt=None, mentions=["cose_da_fare"],
            answer=yes("it", RENAMED)),
    ], scope=[""], fs=[Renamed("todo.md", "cose_da_fare.md")]),
    _it("copia-circolare", [
        Msg("copia la circolare della gita in da stampare", prompt=None,
            mentions=["circolare_gita_museo_egizio"], answer=yes("it", COPIED), accept_question=True,
            clarify=Msg("quella in Scuola 4B", prompt=None, mentions=["circolare_gita_museo_egizio"],
                        answer=yes("it", COPIED))),
    ], scope=["Scuola 4B", "Vecchi", "Da stampare"],
        fs=[Created("Da stampare", (".pdf",), path="Da stampare/circolare_gita_museo_egizio.pdf")]),
    # Deleting, declined.
    _it("elimina-gas-settembre-no", [
        Msg("cancella la bolletta del gas di settembre nei vecchi", prompt=True,
            mentions=["bolletta_gas_settembre"], answer=no()),
    ], scope=["Vecchi"]),
    # E-mail.
    _it("manda-contratto-affitto", [
        send("manda il contratto d'affitto a tom@example.org", "it", ["tom@example.org", "contratto_affitto"],
             not_mentions=[*NOT_THE_LEASE, *ID_CARD]),
    ], scope=["Documenti"], mail=True),
    _it("mail-gas-a-chi", [
        Msg("manda via mail la bolletta del gas", prompt=True, accept_question=True, mentions=[ASK_ADDRESS],
            clarify=send("a tom@example.org", "it", ["tom@example.org", "bolletta_gas_novembre"],
                         not_mentions=["bolletta_gas_settembre"])),
    ], scope=["Bollette", "Vecchi"], mail=True),
    _it("tabella-preventivi-mandala", [
        Msg("confronta i preventivi della caldaia e fammi una tabella", prompt=None, mentions=[TABLE],
            answer=yes("it", TABLE)),
        send("mandala a giulia@example.org", "it", ["giulia@example.org", TABLE]),
    ], scope=["Preventivi", "Vecchi"], mail=True,
        fs=[Created(None, TABLE, contains=(TERMOTECNICA, IDROCLIMA, CALOR),
                    not_contains=("fattura_idroclima", "Beretta", "135"))]),
    # What it cannot do.
    _it("paga-luce", [Msg("paga online la bolletta della luce", mentions=[REFUSAL])], scope=["Bollette"]),
    _it("chiama-scuola", [
        Msg("chiama la scuola di leo e avvisa che domani resta a casa", mentions=[REFUSAL]),
    ], scope=["Leo"]),
    _it("prenota-pediatra", [
        Msg("prenotami una visita dalla pediatra per nina la settimana prossima", mentions=[REFUSAL],
            not_mentions=["BKRLEO20H15L219K"]),
    ], scope=["Salute"]),
    _it("stampa-circolare", [
        Msg("stampami la circolare della gita", prompt=None, mentions=[REFUSAL]),
    ], scope=["Scuola 4B", "Vecchi", "Da stampare"]),
    # Nothing pending; a reminder.
    _it("si-vagante", [Msg("sì", mentions=[NOTHING_PENDING])], scope=[]),
    _it("tre-vagante", [Msg("3", mentions=[NOTHING_PENDING])], scope=[]),
    _it("promemoria-gas", [
        Msg("ricordami domani alle 8 di pagare la bolletta del gas", prompt=None, mentions=[REMINDED],
            answer=yes("it", REMINDED)),
    ], scope=["Bollette"]),
]


# ---------------------------------------------------------------------------------------
# English.
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    # Listing.
    _en("clients", [Msg("what's in Clients?", mentions=CLIENTS, avoid=[CHOICES])], scope=["Clients"]),
    _en("download", [Msg("show me what's in the download folder", mentions=DOWNLOAD, avoid=[CHOICES])],
        scope=["Download"]),
    _en("documenti", [
        Msg("list the files in documenti", mentions=DOCUMENTI, not_mentions=PRIVATE, avoid=[CHOICES]),
    ], scope=["Documenti"]),
    _en("da-stampare-empty", [Msg("is there anything in Da stampare?", mentions=[EMPTY])],
        scope=["Da stampare"]),
    _en("bollete-typo", [Msg("whats in bollete", mentions=BOLLETTE, avoid=[CHOICES])], scope=["Bollette"]),
    # Finding.
    _en("old-cv", [Msg("where's my old CV?", mentions=["cv_tom_2019"])], scope=["Vecchi"]),
    _en("invoise-typo", [
        Msg("find the invoise for studio ferrero", mentions=["invoice_2026_042"], avoid=["invoice_2026_041"]),
    ], scope=["Clients"]),
    _en("train-tickets", [
        Msg("where did I put the train tickets to Milan?", mentions=["biglietti_treno_milano"]),
    ], scope=["Download"]),
    _en("newest-clients", [Msg("what's the newest file in clients?", mentions=["timesheet_november"])],
        scope=["Clients"]),
    _en("oldest-documenti", [
        Msg("which is the oldest file in Documenti?", mentions=["carta_identita_giulia"],
            not_mentions=PRIVATE),
    ], scope=["Documenti"]),
    _en("biggest-leo", [Msg("what's the biggest file in Leo's folder?", mentions=["disegno_dinosauro"])],
        scope=["Leo"]),
    # Searching by content.
    _en("museum-trip", [
        Msg("which files mention the museum trip?",
            mentions=["circolare_gita_museo_egizio", "autorizzazione_gita_museo"], not_mentions=PHONES),
    ], scope=["Scuola 4B", "Download", "Vecchi", ""]),
    _en("brighton", [
        Msg("which documents mention Brighton?", mentions=["contract_harbour_finch", "invoice_2026_041"]),
    ], scope=["Clients"]),
    _en("password-files", [
        Msg("search for files containing the word password", mentions=["wifi.txt"],
            not_mentions=["Gianduiotto#4821"]),
    ], scope=[""]),
    _en("tax-codes", [
        Msg("which documents have a codice fiscale in them?",
            mentions=["carta_identita_giulia", "libretto_vaccinale_leo"],
            not_mentions=["CNTGLI86E43L219R", "BKRLEO20H15L219K"]),
    ], scope=["Documenti", "Salute"]),
    _en("maintenance-read-it", [
        Msg("find the document about the boiler maintenance", mentions=["fattura_idroclima_manutenzione"]),
        Msg("read it", mentions=["Beretta Ciao"]),
    ], scope=["Preventivi", ""]),
    # Reading.
    _en("pancakes", [Msg("read me Tom's pancake recipe", mentions=["maple syrup"])], scope=["Ricette"]),
    _en("contract-harbour", [
        Msg("open the Harbour & Finch contract", mentions=[amount("300"), ("60 days", "60-day", "sixty")]),
    ], scope=["Clients"]),
    _en("lice-notice", [Msg("read the lice notice in Leo's folder", mentions=["pediculosi"])], scope=["Leo"]),
    # Questions on what a document says.
    _en("gas-due", [
        Msg("when is the gas bill due?", mentions=[date(15, 12, 2026)], not_mentions=[GAS_DUE_OLD]),
    ], scope=["Bollette", "Vecchi"]),
    _en("greenleaf-amount", [
        Msg("how much is the Greenleaf quote?", mentions=[amount("3150"), GBP],
            not_mentions=[in_euro("3150")]),
    ], scope=["Clients"]),
    _en("digitalocean-how-much", [
        Msg("find the DigitalOcean receipt", mentions=["receipt_digitalocean"]),
        Msg("how much was it?", mentions=[amount("48"), USD], not_mentions=[in_euro("48")]),
    ], scope=["Download"]),
    _en("deposit", [
        Msg("how much is the deposit on the flat?", mentions=[amount("2940")], not_mentions=ID_CARD),
    ], scope=["Documenti"]),
    _en("pediatrician-leo", [
        Msg("when is Leo's next pediatrician appointment?",
            mentions=[date(3, 12, 2026), ("16:30", "16.30", "4:30", "4.30")],
            not_mentions=["BKRLEO20H15L219K"]),
    ], scope=["Salute"]),
    _en("play-time", [
        Msg("what time is Nina's Christmas play?", mentions=[("10:00", "10.00", "10 am", "10am", "ore 10")]),
    ], scope=["Nina"]),
    # Totals, averages, the cheapest, the dearest.
    _en("bills-total", [
        Msg("what's the total of the bills in bollette?", mentions=[BOLLETTE_TOTAL],
            not_mentions=WITH_OLD_GAS_TOTAL),
    ], scope=["Bollette"]),
    _en("bills-average", [
        Msg("average amount of my bills in Bollette?", mentions=[BOLLETTE_AVG],
            not_mentions=WITH_OLD_GAS_AVG),
    ], scope=["Bollette"]),
    _en("boiler-average", [
        Msg("what's the average of the boiler quotes?", mentions=[QUOTES_AVG],
            not_mentions=[WITH_INVOICE_AVG], avoid=[WITH_OLD_QUOTE_AVG]),
    ], scope=["Preventivi", "Vecchi"]),
    _en("cheapest-dearest-read", [
        Msg("which boiler quote is the cheapest?", mentions=["idroclima", IDROCLIMA],
            not_mentions=[INVOICE_AS_CHEAPEST]),
        Msg("and the dearest?", mentions=["calor", CALOR]),
        Msg("read it", mentions=["Immergas"]),
    ], scope=["Preventivi", "Vecchi"]),
    _en("invoiced-november", [
        Msg("how much did I invoice in November?", mentions=[amount("1800"), GBP, amount("950"), EURO],
            not_mentions=[amount("2750")]),
    ], scope=["Clients"]),
    _en("timesheet-hours", [
        Msg("open my timesheet", mentions=["shop migration"]),
        Msg("how many hours for Harbour & Finch?", mentions=[HOURS_23]),
        Msg("and in total?", mentions=[HOURS_42]),
    ], scope=["Clients"]),
    # Summaries.
    _en("summary-circular", [
        Msg("summarise the head teacher's circular about the trip",
            mentions=[TRIP_FEE, (*date(19, 1, 2027), *date(11, 12, 2026))], not_mentions=[OLD_TRIP_FEE]),
    ], scope=["Scuola 4B", "Vecchi"]),
    _en("tldr-minutes", [
        Msg("tl;dr of the parents' meeting minutes", mentions=["Bellini"], not_mentions=PHONES),
    ], scope=["Scuola 4B"]),
    # Counts.
    _en("quotes-count", [
        Msg("how many quotes are in the preventivi folder?", mentions=[count(3, "three")],
            not_mentions=[rx(r"\b(?:4|four) quotes", "4 quotes (the invoice counted)")]),
    ], scope=["Preventivi"]),
    _en("invoices-sent-count", [
        Msg("how many invoices did I send out in November?", mentions=[count(2, "two")]),
    ], scope=["Clients"]),
    _en("pupils", [
        Msg("how many kids are in Giulia's class?", mentions=[count(20, "twenty")],
            not_mentions=[PUPILS_OLD_EN, *PHONES], accept_question=True,
            clarify=Msg("4B", mentions=[count(20, "twenty")], not_mentions=[PUPILS_OLD_EN, *PHONES])),
    ], scope=["Scuola 4B", "Vecchi"]),
    # Follow-ups.
    _en("salute-first", [
        Msg("list the files in salute", mentions=SALUTE, not_mentions=PRIVATE),
        Msg("open the first one", ref_ordinal=1),
    ], scope=["Salute"]),
    _en("pdfs-and-download", [
        Msg("which pdfs are in Bollette?", mentions=BOLLETTE_PDF, avoid=["bolletta_acqua_smat", CHOICES]),
        Msg("and in Download?", mentions=["autorizzazione_gita_museo", "biglietti_treno_milano",
                                          "receipt_digitalocean"],
            avoid=["foto_gita_2025", "upload_7f3a"], scope=["Download"]),
    ], scope=["Bollette"]),
    _en("gallo-send-it", [
        Msg("find the quote for Panetteria Gallo", mentions=["quote_panetteria_gallo"]),
        send("send it to tom@example.org", "en", ["tom@example.org", "quote_panetteria_gallo"],
             not_mentions=["quote_greenleaf_gardens", "timesheet_november", "invoice_2026_041",
                           "invoice_2026_042"]),
    ], scope=["Clients"], mail=True),
    _en("tmp-delete-them", [
        Msg("show me the .tmp files in download", mentions=TMP_FILES, avoid=["foto_gita_2025"]),
        Msg("delete them", prompt=True, mentions=[(count(3, "three"), "upload_7f3a")], not_mentions=NOT_TMP,
            answer=yes("en", DELETED)),
    ], scope=["Download"], fs=[Deleted(f"Download/{name}") for name in TMP_FILES]),
    _en("nina-move-drawings", [
        Msg("what's in Nina's folder?", mentions=NINA, avoid=[CHOICES]),
        Msg("move her drawings to vecchi", prompt=True, mentions=["disegno_unicorno", "disegno_mare"],
            not_mentions=["compiti_settimana", "recita_natale"], answer=yes("en", MOVED)),
    ], scope=["Nina", "Vecchi"], fs=moved(["disegno_unicorno.png", "disegno_mare.jpg"], "Nina", "Vecchi")),
    _en("lease-end", [
        Msg("open the rental contract", mentions=["Olivero"], not_mentions=ID_CARD),
        Msg("when does it end?", mentions=[date(30, 9, 2028)]),
    ], scope=["Documenti"]),
    _en("delete-cv-undo", [
        Msg("delete cv_tom_2019.docx", prompt=True, mentions=["cv_tom_2019"], answer=yes("en", DELETED)),
        Msg("undo that", mentions=[RESTORED]),
    ], scope=["Vecchi"]),
    _en("gas-then-water", [
        Msg("how much is the gas bill?", mentions=[amount("148.60")], not_mentions=[OLD_GAS_AMOUNT]),
        Msg("and the water one?", mentions=[amount("61.30")]),
    ], scope=["Bollette", "Vecchi"]),
    # Moving the duplicates; adding lines; a folder; renaming; copying.
    _en("move-duplicates", [
        Msg("move the duplicate downloads to vecchi", prompt=True, mentions=["(1)", "vecchi"],
            answer=yes("en", MOVED), accept_question=True,
            clarify=Msg("the ones with (1) in the name", prompt=True, mentions=["(1)", "vecchi"],
                        answer=yes("en", MOVED))),
    ], scope=["Download", "Vecchi"], fs=moved(DUPLICATES, "Download", "Vecchi")),
    _en("bin-bags", [
        Msg("put bin bags on the shopping list", prompt=None, mentions=[("bin bags", "sacchi")],
            answer=yes("en", WRITTEN), accept_question=True,
            clarify=Msg("lista_spesa.txt", prompt=None, mentions=[("bin bags", "sacchi")],
                        answer=yes("en", WRITTEN))),
    ], scope=["", "Vecchi"], fs=[Appended("lista_spesa.txt", ("bin bags", "sacchi"))]),
    _en("todo-plumber", [
        Msg("add 'call the plumber about the boiler' to todo.md", prompt=None, mentions=["plumber"],
            answer=yes("en", WRITTEN)),
    ], scope=[""], fs=[Appended("todo.md", ("plumber",))]),
    _en("make-folder", [
        Msg("make a folder called Tax 2026 inside Clients", prompt=None, mentions=["tax 2026"],
            answer=yes("en", FOLDER_MADE)),
    ], scope=["Clients"], fs=[Created("Clients/Tax 2026", ())]),
    _en("rename-timesheet", [
        Msg("rename the timesheet to timesheet_2026_11.csv", prompt=None, mentions=["timesheet_2026_11"],
            answer=yes("en", RENAMED)),
    ], scope=["Clients"], fs=[Renamed("Clients/timesheet_november.csv", "Clients/timesheet_2026_11.csv")]),
    _en("copy-quotes", [
        Msg("copy the boiler quotes into Da stampare", prompt=None, mentions=QUOTES,
            answer=yes("en", COPIED)),
    ], scope=["Preventivi", "Da stampare", "Vecchi"],
        fs=[Created("Da stampare", (".pdf",), path="Da stampare/preventivo_termotecnica_sabauda.pdf"),
            Created("Da stampare", (".docx",), path="Da stampare/preventivo_idroclima.docx"),
            Created("Da stampare", (".txt",), path="Da stampare/preventivo_calor_service.txt")]),
    # Deleting, declined.
    _en("delete-condominium-no", [
        Msg("delete the condominium bill", prompt=True, mentions=["luce_scale_condominio"], answer=no()),
    ], scope=["Bollette"]),
    # E-mail.
    _en("mail-invoice-041", [
        send("email the Harbour & Finch invoice to tom@example.org", "en",
             ["tom@example.org", "invoice_2026_041"],
             not_mentions=["contract_harbour_finch", "invoice_2026_042"]),
    ], scope=["Clients"], mail=True),
    _en("mail-boiler-quotes", [
        send("send the three boiler quotes to giulia@example.org", "en", ["giulia@example.org", *QUOTES],
             not_mentions=["fattura_idroclima_manutenzione", "preventivo_caldaia_2024"]),
    ], scope=["Preventivi", "Vecchi"], mail=True),
    _en("mail-lease-to-whom", [
        Msg("email the rental contract", prompt=True, accept_question=True, mentions=[ASK_ADDRESS],
            clarify=send("to tom@example.org", "en", ["tom@example.org", "contratto_affitto"],
                         not_mentions=[*NOT_THE_LEASE, *ID_CARD])),
    ], scope=["Documenti"], mail=True),
    # What it cannot do.
    _en("book-pediatrician", [
        Msg("book Leo a visit with the pediatrician next week", mentions=[REFUSAL],
            not_mentions=["BKRLEO20H15L219K"]),
    ], scope=["Salute"]),
    _en("pay-fastweb", [Msg("pay the Fastweb bill online", mentions=[REFUSAL])], scope=["Bollette"]),
    _en("call-school", [
        Msg("call Nina's school and tell them she's ill today", mentions=[REFUSAL]),
    ], scope=["Nina"]),
    _en("weather", [Msg("what's the weather in Turin tomorrow?", mentions=[REFUSAL])], scope=[]),
    # Nothing pending; a reminder.
    _en("stray-ok", [Msg("ok", mentions=[NOTHING_PENDING])], scope=[]),
    _en("remind-invoice", [
        Msg("remind me tomorrow at 9 to chase the Harbour & Finch invoice", prompt=None, mentions=[REMINDED],
            answer=yes("en", REMINDED)),
    ], scope=["Clients"]),
]

CASES: list[Case] = ITALIAN + ENGLISH
check(CASES)
