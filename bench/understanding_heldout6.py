"""A sixth held-out set for ``bench/understanding.py``: ``--cases understanding_heldout6``.

The twin of ``understanding_heldout5``: the same B&B workspace (``bench/team_workspace.py``),
the same kinds of request in the same proportions (one conversation of each kind per language),
other phrasings and other files. Set 5 is for tuning; this one is for measuring, untouched:
do not tune the planner on these phrasings, and do not report its failures one by one.

Written from SPEC.md, issue 9 and the workspace only, without reading the planner, its lexicon
or its tests. The label helpers (file lists, amounts, reply phrases) come from set 5.
"""

from __future__ import annotations

from team_workspace import FINGERPRINTS, make_team_workspace
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
    Deleted,
    Moved,
    Msg,
    Renamed,
    amount,
    date,
)
from understanding_heldout5 import (
    ASK_ADDRESS,
    ASK_WHICH,
    CASA,
    CHOICES,
    COPIED,
    EDILCOLOR,
    FATTURE,
    FATTURE_TOTAL,
    FERRETTI,
    FOLDER_MADE,
    FORNITORI,
    FOTO,
    NOT_610,
    PENNELLO,
    PERSONALE,
    PRIVATE,
    PRIVATE_FILES,
    QUOTES_AVG,
    RECEIPT_AMOUNTS,
    REMINDED,
    RESTORED,
    RICEVUTE,
    RICEVUTE_AVG,
    RICEVUTE_PDF,
    RICEVUTE_TOTAL,
    RICEVUTE_TXT,
    SCHEDULED,
    SCUOLA,
    TASSE,
    USD,
    case_maker,
    check,
    count,
    in_euro,
    moved,
    no,
    rx,
    send,
    yes,
)

__all__ = ["CASES", "FINGERPRINTS", "LABELS", "make_workspace"]

make_workspace = make_team_workspace

_it = case_maker("h6", "it")
# "è vuota?" is echoed back by a reply that did not understand it: the answer must say so itself.
EMPTY_ANSWER: tuple[str, ...] = ("è vuota", "nessun file", "non c'è nessun", "non ci sono", "0 file",
                                 "non contiene")
_en = case_maker("h6", "en")

# ---------------------------------------------------------------------------------------
# Italian.
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    # Listing.
    _it("fornitori-cosa", [Msg("fammi vedere cosa c'è nei fornitori", mentions=FORNITORI, avoid=[CHOICES])],
        scope=["Fornitori"]),
    _it("scuola-di-marco", [Msg("elenca i file di scuola di marco", mentions=SCUOLA, avoid=[CHOICES])],
        scope=["Scuola Marco"]),
    _it("ricevte-typo", [Msg("fammi vedere la cartella ricevte", mentions=RICEVUTE, avoid=[CHOICES])],
        scope=["Ricevute"]),
    _it("personale-pls", [
        Msg("elenco file in Personale pls", mentions=PERSONALE, not_mentions=PRIVATE, avoid=[CHOICES]),
    ], scope=["Personale"]),
    _it("scansioni-vuota", [Msg("la cartella scansioni è vuota?", mentions=[EMPTY_ANSWER])],
        scope=["Scansioni"]),
    _it("txt-ricevute", [
        Msg("quali file txt ci sono in ricevute", mentions=RICEVUTE_TXT, avoid=[*RICEVUTE_PDF, CHOICES]),
    ], scope=["Ricevute"]),
    # Finding.
    _it("dove-bolletta-luce", [
        Msg("dov'è la bolletta della luce?", mentions=["bolletta_enel_ottobre"],
            avoid=["fattura_acqua_geal"]),
    ], scope=["Fatture"]),
    _it("preventivo-ferretti", [
        Msg("cerca il preventivo di ferretti", mentions=["preventivo_ferretti_decorazioni"],
            avoid=["fattura_ferretti_2025"]),
    ], scope=["Fornitori"]),
    _it("prenotazioni-genaio", [
        Msg("cerca il file prenotazioni genaio", mentions=["prenotazioni_gennaio"]),
    ], scope=["Clienti"]),
    _it("ultimo-work", [
        Msg("l'ultimo file che ho messo in Work", mentions=["invoice_2026_015"],
            avoid=["contract_brightwords"]),
    ], scope=["Work"]),
    _it("listino-prezzi", [
        Msg("fammi vedere il listino prezzi", mentions=["Supplemento animali"], avoid=["Colazione in camera"],
            accept_question=True,
            clarify=Msg("quello del 2027", mentions=["Supplemento animali"], avoid=["Colazione in camera"])),
    ], scope=["Clienti", "Archivio"]),
    # Searching by content.
    _it("scritto-iban", [
        Msg("in quali file c'è scritto IBAN?", mentions=["iban_conto", "fattura_lavanderia_ottobre",
                                                         "invoice_2026_014"],
            avoid=["IT02L0503413701000000004521"]),
    ], scope=["Personale", "Fatture", "Work"]),
    _it("colazione-clienti", [
        Msg("cerca 'colazione' nei clienti", mentions=["istruzioni_checkin", "recensioni_novembre"],
            avoid=["prenotazioni_dicembre", "prenotazioni_gennaio", "email_famiglia_jensen",
                   "listino_prezzi_2027"]),
    ], scope=["Clienti"]),
    _it("gasolio-quanto", [
        Msg("cerca dove si parla di gasolio", mentions=["ricevuta_benzina"]),
        Msg("quanto ho pagato?", mentions=[amount("65")]),
    ], scope=["Ricevute"]),
    # Reading.
    _it("leggere-note", [
        Msg("fammi leggere le note", mentions=["lavatrice"], accept_question=True,
            clarify=Msg("note.txt", mentions=["lavatrice"])),
    ], scope=["", "Work"]),
    _it("orario-marco", [Msg("leggi l'orario delle lezioni di marco", mentions=["Filosofia"])],
        scope=["Scuola Marco"]),
    _it("spese-mensili", [
        Msg("mostrami le spese mensili", mentions=["Spesa alimentare", "Settembre", "Ottobre", "Novembre"],
            avoid=["carta igienica"]),
    ], scope=["Casa"]),
    _it("codice-ulivo", [
        Msg("mi dici il codice della camera ulivo?", mentions=["5520"], accept_question=True,
            clarify=Msg("quello in personale", mentions=["5520"])),
    ], scope=["Personale"]),
    # Questions on what a document says.
    _it("scadenza-commercialista", [
        Msg("la fattura del commercialista quando scade?", mentions=[date(20, 12, 2026)]),
    ], scope=["Fatture"]),
    _it("quanto-gita-roma", [Msg("quanto devo pagare per la gita di roma?", mentions=[amount("285")])],
        scope=["Scuola Marco"]),
    _it("deposito-garage", [Msg("quanto è il deposito del garage?", mentions=[amount("240")])],
        scope=["Casa"]),
    _it("abbonamento-trados", [
        Msg("quanto mi costa l'abbonamento trados?", mentions=[amount("39"), USD],
            not_mentions=[in_euro("39")]),
    ], scope=["Work"]),
    _it("voto-matematica", [
        Msg("che voto ha preso marco in matematica?", mentions=["matematica", count(6, "sei")]),
    ], scope=["Scuola Marco"]),
    # Summaries.
    _it("riassunto-colloqui", [
        Msg("fammi un riassunto della circolare dei colloqui",
            mentions=[date(10, 12, 2026), ("registro elettronico", "prenotazione")]),
    ], scope=["Scuola Marco"]),
    _it("promemoria-commercialista", [
        Msg("cosa dice il promemoria per il commercialista?", mentions=["estratto conto BPM"]),
    ], scope=["Tasse 2026"]),
    # Counting.
    _it("quanti-ricevute", [Msg("quanti file ci sono nelle ricevute?", mentions=[count(5, "cinque")])],
        scope=["Ricevute"]),
    _it("notti-dicembre", [
        Msg("quante notti sono prenotate a dicembre?", mentions=[count(18, "diciotto")], avoid=["Vogel"]),
    ], scope=["Clienti", "Archivio"]),
    # Amounts.
    _it("preventivo-piu-caro", [
        Msg("tra i preventivi dei fornitori quale costa di più?", mentions=["ferretti", FERRETTI],
            not_mentions=[NOT_610]),
    ], scope=["Fornitori"]),
    _it("totale-fatture", [
        Msg("fammi il totale delle fatture", mentions=[FATTURE_TOTAL], accept_question=True,
            clarify=Msg("quelle nella cartella fatture", mentions=[FATTURE_TOTAL])),
    ], scope=["Fatture"]),
    _it("media-pittori", [
        Msg("in media quanto costano i preventivi dei pittori?", mentions=[QUOTES_AVG],
            not_mentions=[NOT_610]),
    ], scope=["Fornitori", "Archivio"]),
    _it("luce-o-acqua", [
        Msg("è più cara la bolletta della luce o quella dell'acqua?",
            mentions=[("luce", "enel"), amount("286.40")]),
    ], scope=["Fatture"]),
    _it("ricevuta-piu-costosa", [
        Msg("la ricevuta più costosa qual è?", mentions=["amazon", amount("129.99")]),
    ], scope=["Ricevute", "Work"]),
    _it("excel-ricevute", [
        Msg("fammi un foglio excel con le ricevute e gli importi", prompt=None, mentions=[TABLE],
            answer=yes("it", TABLE)),
    ], scope=["Ricevute"], fs=[Created(None, TABLE, contains=RECEIPT_AMOUNTS)]),
    # Moving.
    _it("sposta-pagellino", [
        Msg("sposta il pagellino in archivio", prompt=True, mentions=["pagellino_novembre", "archivio"],
            answer=yes("it", MOVED)),
    ], scope=["Scuola Marco", "Archivio"], fs=[Moved("Scuola Marco/pagellino_novembre.pdf", "Archivio")]),
    _it("txt-ricevute-in-tasse", [
        Msg("sposta i txt delle ricevute in tasse 2026", prompt=True,
            mentions=[(count(2, "due"), "scontrino_esselunga"), "tasse 2026"], not_mentions=RICEVUTE_PDF,
            answer=yes("it", MOVED, word="si")),
    ], scope=["Ricevute", "Tasse 2026"],
        fs=moved(["scontrino_esselunga.txt", "ricevuta_farmacia.txt"], "Ricevute", "Tasse 2026")),
    _it("tasse-spostali-tutti", [
        Msg("quali file ci sono in tasse 2026?", mentions=TASSE, avoid=[CHOICES]),
        Msg("spostali tutti in archivio", prompt=True, mentions=[(count(4, "quattro"), "imu_seconda_rata"),
                                                                 "archivio"],
            answer=yes("it", MOVED)),
    ], scope=["Tasse 2026", "Archivio"],
        fs=moved(["f24_acconto_irpef.pdf", "imu_seconda_rata.txt", "tassa_soggiorno_ottobre.csv",
                  "promemoria_commercialista.md"], "Tasse 2026", "Archivio")),
    _it("sposta-listino-vecchio-dove", [
        Msg("sposta il listino vecchio", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("in clienti", prompt=True, mentions=["listino_prezzi_2025", "clienti"],
                        answer=yes("it", MOVED))),
    ], scope=["Archivio", "Clienti"], fs=[Moved("Archivio/listino_prezzi_2025.xlsx", "Clienti")]),
    # Copying, renaming.
    _it("copia-f24", [
        Msg("copia l'f24 in personale", prompt=None, mentions=["f24_acconto_irpef"],
            answer=yes("it", COPIED)),
    ], scope=["Tasse 2026", "Personale"],
        fs=[Created("Personale", (".pdf",), path="Personale/f24_acconto_irpef.pdf")]),
    _it("cambia-nome-compiti", [
        Msg("cambia nome a compiti_natale.txt, chiamalo compiti_vacanze.txt", prompt=None,
            mentions=["compiti_vacanze"], answer=yes("it", RENAMED)),
    ], scope=["Scuola Marco"],
        fs=[Renamed("Scuola Marco/compiti_natale.txt", "Scuola Marco/compiti_vacanze.txt")]),
    # Deleting.
    _it("cancella-compleanno", [
        Msg("cancella il file compleanno_marco.jpg", prompt=True, mentions=["compleanno_marco"],
            answer=yes("it", DELETED)),
    ], scope=["Foto vacanze"], fs=[Deleted("Foto vacanze/compleanno_marco.jpg")]),
    _it("elimina-preventivo-vecchio-annulla", [
        Msg("elimina il preventivo vecchio in archivio", prompt=True,
            mentions=["preventivo_tinteggiatura_2023"],
            answer=yes("it", DELETED)),
        Msg("annulla l'ultima operazione", mentions=[RESTORED]),
    ], scope=["Archivio"]),
    _it("svuota-foto-no", [
        Msg("svuota la cartella foto vacanze", prompt=True, mentions=[(count(4, "quattro"), "dolomiti_neve")],
            answer=no()),
    ], scope=["Foto vacanze"]),
    # Adding a line.
    _it("zucchero-lista", [
        Msg("metti lo zucchero nella lista spesa", prompt=None, mentions=["zucchero"],
            answer=yes("it", WRITTEN)),
    ], scope=["Casa"], fs=[Appended("Casa/lista_spesa.txt", ("zucchero",))]),
    _it("todo-lampadine", [
        Msg("aggiungi al todo: comprare lampadine x camera glicine", prompt=None, mentions=["lampadine"],
            answer=yes("it", WRITTEN)),
    ], scope=["Casa"], fs=[Appended("Casa/todo.md", ("lampadine",))]),
    # A folder, and a move into it.
    _it("cartella-bollette-spostaci", [
        Msg("crea la cartella Bollette e spostaci la bolletta della luce", prompt=True,
            mentions=["bolletta_enel_ottobre", "bollette"], answer=yes("it", MOVED)),
    ], scope=["Fatture", "Bollette"], fs=[Moved("Fatture/bolletta_enel_ottobre.pdf", "Bollette")]),
    # E-mail.
    _it("invia-f24", [
        send("invia a bertolucci@example.org l'f24 dell'acconto", "it",
             ["f24_acconto_irpef", "bertolucci@example.org"]),
    ], scope=["Tasse 2026"], mail=True),
    _it("autorizzazione-mandala", [
        Msg("cerca l'autorizzazione per la gita di marco", mentions=["autorizzazione_gita_roma"]),
        send("mandala a elena@example.org", "it", ["autorizzazione_gita_roma", "elena@example.org"]),
    ], scope=["Scuola Marco"], mail=True),
    _it("invia-listino-a-chi", [
        Msg("invia il listino 2027", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("a info@agenzia.example.org", "it",
                        ["listino_prezzi_2027", "info@agenzia.example.org"])),
    ], scope=["Clienti"], mail=True),
    _it("mail-ricevute-txt", [
        send("manda le ricevute in txt a davide@example.org", "it", [*RICEVUTE_TXT, "davide@example.org"],
             [*RICEVUTE_PDF, *PRIVATE_FILES]),
    ], scope=["Ricevute"], mail=True),
    # Reminders and routines.
    _it("ricordami-pacco", [
        Msg("ricordami tra 2 ore di ritirare il pacco", prompt=None, mentions=[REMINDED],
            answer=yes("it", REMINDED)),
    ], scope=ANY),
    _it("routine-primo-mese", [
        Msg("ogni primo del mese ricordami di pagare l'affitto del garage", prompt=None,
            mentions=[("primo", "1°", "ogni mese", "mensil", "del mese")], answer=yes("it", SCHEDULED)),
    ], scope=ANY),
    # What it cannot do.
    _it("chiama-tecnico", [Msg("chiama il tecnico della lavatrice", mentions=[REFUSAL])], scope=ANY),
    _it("meteo-domenica", [Msg("che tempo farà domenica a lucca?", mentions=[REFUSAL])], scope=[]),
    _it("stampa-orario", [Msg("stampami l'orario di marco", mentions=[REFUSAL])], scope=["Scuola Marco"]),
    # Ambiguous: a question is right.
    _it("leggimi-la-fattura", [
        Msg("leggimi la fattura", prompt=True,
            mentions=[("fattura_lavanderia_ottobre", "fattura_commercialista", "fattura_acqua_geal",
                       "fattura_tim_internet", "fattura_ferretti_2025")],
            answer=Msg("quella dell'acqua", mentions=["GEAL"])),
    ], scope=ANY),
    _it("mandalo-niente", [Msg("mandalo a elena@example.org", prompt=True, mentions=[ASK_WHICH])],
        scope=ANY, mail=True),
    _it("si-confermo", [Msg("sì, confermo", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _it("ricevuta-piccola-grande", [
        Msg("qual è la ricevuta più piccola?", mentions=["farmacia", amount("14.30")]),
        Msg("e la più grande?", mentions=["amazon", amount("129.99")]),
    ], scope=["Ricevute", "Work"]),
    _it("fatture-il-terzo", [
        Msg("cosa c'è in fatture?", mentions=FATTURE, avoid=[CHOICES]),
        Msg("fammi vedere il terzo", ref_ordinal=3),
    ], scope=["Fatture"]),
    _it("casa-e-personale", [
        Msg("cosa c'è in casa?", mentions=CASA, avoid=[CHOICES], scope=["Casa"]),
        Msg("e in personale?", mentions=PERSONALE, not_mentions=PRIVATE, avoid=[CHOICES],
            scope=["Personale"]),
    ]),
    _it("esselunga-quanto-mandalo", [
        Msg("trova lo scontrino dell'esselunga", mentions=["scontrino_esselunga"]),
        Msg("quanto ho speso?", mentions=[amount("89.15")]),
        send("mandalo a davide@example.org", "it", ["scontrino_esselunga", "davide@example.org"]),
    ], scope=["Ricevute"], mail=True),
    # Polite, long; abbreviations.
    _it("cortese-pennello", [
        Msg("Ciao! Mi faresti la cortesia di cercare il preventivo del pennello d'oro e dirmi quanto viene "
            "in totale? Grazie", mentions=[PENNELLO]),
    ], scope=["Fornitori"]),
    _it("x-favore-box", [
        Msg("x favore trovami il contratto del box", mentions=["contratto_affitto_garage"],
            avoid=["contratto_lavanderia"]),
    ], scope=["Casa", "Fornitori", "Work"]),
]

# ---------------------------------------------------------------------------------------
# English.
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    # Listing.
    _en("receipts-folder", [Msg("show me the receipts folder", mentions=RICEVUTE, avoid=[CHOICES])],
        scope=["Ricevute"]),
    _en("whats-tasse", [Msg("whats in tasse 2026?", mentions=TASSE, avoid=[CHOICES])], scope=["Tasse 2026"]),
    _en("fotto-typo", [Msg("what's inside fotto vacanze", mentions=FOTO, avoid=[CHOICES])],
        scope=["Foto vacanze"]),
    _en("personale", [
        Msg("what do I have in personale?", mentions=PERSONALE, not_mentions=PRIVATE, avoid=[CHOICES]),
    ], scope=["Personale"]),
    _en("scansioni", [Msg("show me scansioni", mentions=[EMPTY])], scope=["Scansioni"]),
    _en("docx-work", [
        Msg("docx files in Work", mentions=["invoice_2026_014", "invoice_2026_015"],
            avoid=["receipt_trados", "contract_brightwords", CHOICES]),
    ], scope=["Work"]),
    # Finding.
    _en("accountant-invoice", [
        Msg("where's the accountant's invoice", mentions=["fattura_commercialista"]),
    ], scope=["Fatture"]),
    _en("trip-form", [Msg("find the school trip form", mentions=["autorizzazione_gita_roma"])],
        scope=["Scuola Marco"]),
    _en("numeri-utli", [Msg("look for the file 'numeri utli'", mentions=["numeri_utili"])], scope=[""]),
    _en("newest-fatture", [
        Msg("what's the newest thing in fatture", mentions=["fattura_tim_internet"],
            avoid=["fattura_lavanderia_ottobre"]),
    ], scope=["Fatture"]),
    _en("price-list", [
        Msg("show me the price list", mentions=["Supplemento animali"], avoid=["Colazione in camera"],
            accept_question=True,
            clarify=Msg("the 2027 one", mentions=["Supplemento animali"], avoid=["Colazione in camera"])),
    ], scope=["Clienti", "Archivio"]),
    # Searching by content.
    _en("about-the-dog", [Msg("files that talk about the dog", mentions=["email_famiglia_jensen"])],
        scope=["Clienti"]),
    _en("audio-guide", [
        Msg("look in Work for anything about the audio guide", mentions=["meeting_notes_2026-11-18"],
            avoid=["invoice_2026_014", "invoice_2026_015", "rates.xlsx", "receipt_trados"]),
    ], scope=["Work"]),
    _en("bolt-read-it", [
        Msg("which file mentions Bolt?", mentions=["email_famiglia_jensen"]),
        Msg("read it", mentions=["beagle"]),
    ], scope=["Clienti"]),
    # Reading.
    _en("todo-list", [Msg("show me the to-do list", mentions=["doccia della camera Ulivo"])], scope=["Casa"]),
    _en("recipe-casa", [Msg("open the recipe in casa", mentions=["mandorle"])], scope=["Casa"]),
    _en("tourist-tax-csv", [
        Msg("read the tourist tax csv", mentions=["01-07/10/2026", "22-31/10/2026"]),
    ], scope=["Tasse 2026"]),
    _en("our-iban", [
        Msg("what is our IBAN?", mentions=["IT02L0503413701000000004521"],
            not_mentions=["IT88Y0306913702100000012345"], accept_question=True,
            clarify=Msg("the B&B account", mentions=["IT02L0503413701000000004521"],
                        not_mentions=["IT88Y0306913702100000012345"])),
    ], scope=["Personale", "Work", "Fatture"]),
    # Questions on what a document says.
    _en("imu-due", [Msg("when do I have to pay the IMU?", mentions=[date(16, 12, 2026)])],
        scope=["Tasse 2026"]),
    _en("internet-bill", [Msg("how much is the internet bill?", mentions=[amount("39.90")])],
        scope=["Fatture"]),
    _en("laundry-notice", [
        Msg("what's the notice period in the laundry contract?", mentions=[rx(r"\b60\b", "60 (days)")]),
    ], scope=["Fornitori"]),
    _en("amazon-total", [Msg("what's the total of the Amazon order?", mentions=[amount("129.99")])],
        scope=["Ricevute"]),
    _en("parent-teacher", [
        Msg("when are the parent-teacher meetings?", mentions=[date(10, 12, 2026)]),
    ], scope=["Scuola Marco"]),
    # Summaries.
    _en("summary-contract", [
        Msg("give me a summary of the BrightWords contract", mentions=[("twelve", "12 months"), "30 days"]),
    ], scope=["Work"]),
    _en("tldr-reviews", [Msg("tl;dr of the reviews", mentions=[("9,4", "steep stairs", "5 stelle")])],
        scope=["Clienti"]),
    # Counting.
    _en("files-scuola", [Msg("how many files does Scuola Marco have?", mentions=[count(5, "five")])],
        scope=["Scuola Marco"]),
    _en("booking-december", [
        Msg("how many bookings in December came through Booking?", mentions=[count(2, "two")],
            avoid=["Vogel"]),
    ], scope=["Clienti", "Archivio"]),
    # Amounts.
    _en("compare-quotes", [
        Msg("compare the quotes in Fornitori", mentions=["edilcolor", "pennello", "ferretti", EDILCOLOR,
                                                         PENNELLO, FERRETTI],
            not_mentions=[NOT_610]),
    ], scope=["Fornitori"]),
    _en("receipts-total", [
        Msg("how much did I spend on receipts in total", mentions=[RICEVUTE_TOTAL], accept_question=True,
            clarify=Msg("the ones in Ricevute", mentions=[RICEVUTE_TOTAL])),
    ], scope=["Ricevute"]),
    _en("receipts-average", [
        Msg("what's the average amount of the receipts?", mentions=[RICEVUTE_AVG], accept_question=True,
            clarify=Msg("the ones in Ricevute", mentions=[RICEVUTE_AVG])),
    ], scope=["Ricevute"]),
    _en("ferretti-vs-edilcolor", [
        Msg("is Ferretti more expensive than Edilcolor?", mentions=[("yes", "ferretti"), FERRETTI],
            not_mentions=[NOT_610]),
    ], scope=["Fornitori"]),
    _en("highest-bill", [
        Msg("which bill in Fatture is the highest?", mentions=["lavanderia", amount("704.18")]),
    ], scope=["Fatture"]),
    _en("table-painting-quotes", [
        Msg("put the three painting quotes in a table", prompt=None, mentions=[TABLE],
            answer=yes("en", TABLE)),
    ], scope=["Fornitori"], fs=[Created(None, TABLE, contains=("edilcolor", "pennello", "ferretti"),
                                        not_contains=("Candido", "Ripristino", "fattura_ferretti",
                                                      "COLORIFICIO", "tinteggiatura_2023"))]),
    # Moving.
    _en("trados-to-ricevute", [
        Msg("move the Trados receipt to Ricevute", prompt=True, mentions=["receipt_trados", "ricevute"],
            answer=yes("en", MOVED)),
    ], scope=["Work", "Ricevute"], fs=[Moved("Work/receipt_trados.pdf", "Ricevute")]),
    _en("pngs-to-archivio", [
        Msg("move all the pngs in foto vacanze to archivio", prompt=True,
            mentions=["dolomiti_neve", "archivio"],
            not_mentions=["sardegna_2025_01", "sardegna_2025_02", "compleanno_marco"],
                answer=yes("en", MOVED)),
    ], scope=["Foto vacanze", "Archivio"], fs=[Moved("Foto vacanze/dolomiti_neve.png", "Archivio")]),
    _en("work-invoices-move-them", [
        Msg("show me the invoices in Work", mentions=["invoice_2026_014", "invoice_2026_015"],
            avoid=["receipt_trados", CHOICES]),
        Msg("move them to Tasse 2026", prompt=True, mentions=[(count(2, "two"), "invoice_2026_015"),
                                                              "tasse 2026"],
            not_mentions=["receipt_trados", "contract_brightwords"], answer=yes("en", MOVED)),
    ], scope=["Work", "Tasse 2026"],
        fs=moved(["invoice_2026_014.docx", "invoice_2026_015.docx"], "Work", "Tasse 2026")),
    _en("move-water-where", [
        Msg("move the water bill", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("to Tasse 2026", prompt=True, mentions=["fattura_acqua_geal", "tasse 2026"],
                        answer=yes("en", MOVED))),
    ], scope=["Fatture", "Tasse 2026"], fs=[Moved("Fatture/fattura_acqua_geal.pdf", "Tasse 2026")]),
    # Copying, renaming.
    _en("copy-rates", [
        Msg("copy the rates spreadsheet to Clienti", prompt=None, mentions=["rates.xlsx"],
            answer=yes("en", COPIED)),
    ], scope=["Work", "Clienti"], fs=[Created("Clienti", (".xlsx",), path="Clienti/rates.xlsx")]),
    _en("rename-numeri", [
        Msg("rename numeri_utili.txt to phone_numbers.txt", prompt=None, mentions=["phone_numbers"],
            answer=yes("en", RENAMED)),
    ], scope=[""], fs=[Renamed("numeri_utili.txt", "phone_numbers.txt")]),
    # Deleting.
    _en("delete-pharmacy", [
        Msg("delete the pharmacy receipt", prompt=True, mentions=["ricevuta_farmacia"],
            answer=yes("en", DELETED)),
    ], scope=["Ricevute"], fs=[Deleted("Ricevute/ricevuta_farmacia.txt")]),
    _en("remove-compiti-undo", [
        Msg("remove compiti_natale.txt", prompt=True, mentions=["compiti_natale"], answer=yes("en", DELETED)),
        Msg("undo that please", mentions=[RESTORED]),
    ], scope=["Scuola Marco"]),
    _en("delete-archivio-no", [
        Msg("delete everything in Archivio", prompt=True,
            mentions=[(count(3, "three"), "preventivo_tinteggiatura_2023")], answer=no()),
    ], scope=["Archivio"]),
    # Adding a line.
    _en("milk-shopping", [
        Msg("add milk to the shopping list", prompt=None, mentions=["milk"], answer=yes("en", WRITTEN)),
    ], scope=["Casa"], fs=[Appended("Casa/lista_spesa.txt", ("milk",))]),
    _en("note-insurance", [
        Msg("add 'renew car insurance' to note.txt", prompt=None, mentions=["renew car insurance"],
            answer=yes("en", WRITTEN)),
    ], scope=[""], fs=[Appended("note.txt", ("renew car insurance",))]),
    # A folder.
    _en("new-folder-guests", [
        Msg("new folder called Guests 2027", prompt=None, mentions=["Guests 2027"],
            answer=yes("en", FOLDER_MADE)),
    ], scope=[], fs=[Created("Guests 2027", ())]),
    # E-mail.
    _en("laundry-contract-mail", [
        send("send the laundry contract to elena@example.org", "en",
             ["contratto_lavanderia", "elena@example.org"], ["fattura_lavanderia_ottobre"]),
    ], scope=["Fornitori"], mail=True),
    _en("invoice-015-email-it", [
        Msg("find invoice 2026/015", mentions=["invoice_2026_015"]),
        send("email it to accounts@northcliff.example.org", "en",
             ["invoice_2026_015", "accounts@northcliff.example.org"], ["invoice_2026_014"]),
    ], scope=["Work"], mail=True),
    _en("mail-reviews-whom", [
        Msg("mail the reviews", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("to davide@example.org", "en", ["recensioni_novembre", "davide@example.org"])),
    ], scope=["Clienti"], mail=True),
    _en("all-fatture-mail", [
        send("send all the files in Fatture to bertolucci@example.org", "en",
             [(count(5, "five"), "fattura_tim_internet"), "bertolucci@example.org"], PRIVATE_FILES),
    ], scope=["Fatture"], mail=True),
    # Reminders and routines.
    _en("remind-parent-teacher", [
        Msg("remind me tomorrow morning to book the parent-teacher meeting", prompt=None, mentions=[REMINDED],
            answer=yes("en", REMINDED)),
    ], scope=ANY),
    _en("routine-monday", [
        Msg("every monday at 9 show me what's in Fatture", prompt=None, mentions=[("monday", "luned")],
            answer=yes("en", SCHEDULED)),
    ], scope=["Fatture"]),
    # What it cannot do.
    _en("pizzeria", [Msg("book a table for 4 at a pizzeria tonight", mentions=[REFUSAL])], scope=[]),
    _en("pay-water", [Msg("pay the water bill please", mentions=[REFUSAL])], scope=["Fatture"]),
    _en("translate-contract", [
        Msg("translate the laundry contract into English", mentions=[REFUSAL]),
    ], scope=["Fornitori"]),
    # Ambiguous: a question is right.
    _en("show-the-contract", [
        Msg("show me the contract", prompt=True,
            mentions=["contratto_affitto_garage", "contract_brightwords"],
            answer=Msg("the garage one", mentions=["Pardini"])),
    ], scope=ANY),
    _en("delete-it-nothing", [Msg("delete it", prompt=True, mentions=[ASK_WHICH])], scope=ANY),
    _en("ok-go-ahead", [Msg("ok go ahead", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _en("scuola-newest-oldest", [
        Msg("newest file in Scuola Marco?", mentions=["compiti_natale"], avoid=["orario_lezioni"]),
        Msg("and the oldest?", mentions=["orario_lezioni"]),
    ], scope=["Scuola Marco"]),
    _en("ricevute-second", [
        Msg("what's in ricevute", mentions=RICEVUTE, avoid=[CHOICES]),
        Msg("read the second one", ref_ordinal=2),
    ], scope=["Ricevute"]),
    _en("clienti-and-archivio", [
        Msg("how many files in Clienti?", mentions=[count(6, "six")], scope=["Clienti"]),
        Msg("and in Archivio?", mentions=[count(3, "three")], scope=["Archivio"]),
    ]),
    _en("scuola-circular-remind", [
        Msg("what's in Scuola Marco?", mentions=SCUOLA, avoid=[CHOICES]),
        Msg("read the circular", mentions=["Vallisneri"]),
        Msg("remind me on 7 december at 9 to book the meeting", prompt=None, mentions=[REMINDED],
            answer=yes("en", REMINDED)),
    ], scope=["Scuola Marco"]),
    # Polite, long; abbreviations.
    _en("polite-tasse", [
        Msg("Good morning, sorry to bother you, could you kindly list what's in the Tasse 2026 folder? "
            "Many thanks", mentions=TASSE, avoid=[CHOICES]),
    ], scope=["Tasse 2026"]),
    _en("u-got-laundry", [
        Msg("u got the laundry invoice? pls show", mentions=[("fattura_lavanderia_ottobre", "312 kg")],
            avoid=["contratto_lavanderia"]),
    ], scope=["Fatture", "Fornitori"]),
]

CASES: list[Case] = ITALIAN + ENGLISH
check(CASES)
