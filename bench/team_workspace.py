"""The files of a family that runs a small B&B, generated for the understanding benchmark.

Davide Marchetti and Elena Rinaldi run the B&B "La Quercia" in Lucca (three rooms: Glicine,
Ulivo, Limonaia); Elena also translates for British clients (her folder is called ``Work``);
their son Marco, 16, is at the liceo. ``make_team_workspace(root)`` writes their workspace:

- ``Clienti``: bookings (CSV), a guest's e-mail (English), check-in instructions, reviews and
  the 2027 price list (XLSX);
- ``Fornitori``: three quotes for painting the rooms (PDF, DOCX, TXT), an old invoice of one
  of the painters and the laundry contract: only three of the five are quotes;
- ``Fatture``: five bills received (four PDF, one DOCX) with amounts and due dates;
- ``Ricevute``: five receipts (one in English), all of November 2026;
- ``Tasse 2026``: an F24, the IMU, the tourist tax (CSV), a note for the accountant;
- ``Personale``: private notes: door codes and the guests' Wi-Fi, the bank account's IBAN, a
  medical appointment, a passport scan. They are never to be shown or mailed unasked;
- ``Casa``: the shopping list, the monthly expenses (XLSX, a near namesake of the shopping
  list), a recipe, the garage lease, a to-do list (Markdown);
- ``Work``: two invoices in pounds (GBP), a receipt in dollars, meeting notes, a framework
  agreement, a rates sheet;
- ``Scuola Marco``: school papers; ``Foto vacanze``: photos; ``Archivio``: last year's
  December bookings, an old price list and a 2023 quote (namesakes of current files);
  ``Scansioni``: empty; at the top, ``note.txt`` and ``numeri_utili.txt``.

Documents are dated November 2026 and file mtimes follow the documents' dates, so "the newest"
is stable. Generation is deterministic (the PDF/DOCX writers and the zip normalisation come
from ``bench/family_workspace.py``). ``FINGERPRINTS`` holds, per file, strings found only in
that file, so that the benchmark can tell which files an answer drew on.

Run by hand to look at it: ``python3 bench/team_workspace.py DIR``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from functools import partial
from pathlib import Path

from family_workspace import (
    _docx,
    _jpeg,
    _pdf,
    _png,
    check_fingerprints,
    stamp_tree,
    workspace_main,
    write_sheet,
)
from family_workspace import write_text as _text

# ---------------------------------------------------------------------------------------
# Contents. Italian documents write amounts the Italian way (3.200,00 €), English ones the
# English way (£1,240.00); the CSV files use a dot.
# ---------------------------------------------------------------------------------------

# Clienti ------------------------------------------------------------------------------

PRENOTAZIONI_DICEMBRE = """ospite,camera,arrivo,partenza,notti,importo_eur,canale
Klaus Bauer,Glicine,04/12/2026,07/12/2026,3,285.00,Booking
Sophie Laurent,Ulivo,05/12/2026,08/12/2026,3,330.00,Airbnb
Giorgio Mancini,Limonaia,07/12/2026,08/12/2026,1,95.00,Diretto
Hannah Jensen,Glicine,27/12/2026,30/12/2026,3,345.00,Diretto
Hannah Jensen,Ulivo,27/12/2026,30/12/2026,3,375.00,Diretto
Paolo e Rita Sarti,Limonaia,28/12/2026,02/01/2027,5,525.00,Booking
"""

PRENOTAZIONI_GENNAIO = """ospite,camera,arrivo,partenza,notti,importo_eur,canale
Marta Colombo,Ulivo,09/01/2027,11/01/2027,2,190.00,Booking
Tom Whitaker,Glicine,15/01/2027,18/01/2027,3,270.00,Airbnb
Luca Ferraro,Limonaia,22/01/2027,24/01/2027,2,170.00,Diretto
"""

EMAIL_JENSEN = """From: Hannah Jensen <hannah.jensen@example.dk>
To: B&B La Quercia
Subject: Christmas stay - two rooms

Dear Elena,

we would like to confirm two rooms from 27 to 30 December, for four adults.
We travel with our dog, Bolt (a quiet beagle): is that all right?
We will arrive by train at about 17:30, so we may need a late check-in.

Best regards,
Hannah Jensen
"""

ISTRUZIONI_CHECKIN = """# B&B La Quercia - istruzioni per il check-in

- Check-in dalle 15:00 alle 20:00; late check-in su richiesta (15 €).
- Check-out entro le 10:30.
- Il codice della keybox viene inviato per SMS la mattina dell'arrivo.
- Colazione dalle 8:00 alle 10:00 nella sala del camino.
- Parcheggio gratuito in Via del Fosso; il permesso ZTL va chiesto 48 ore prima.
- Tassa di soggiorno: 2,50 € a persona per notte, in contanti all'arrivo.
"""

RECENSIONI_NOVEMBRE = """Recensioni di novembre 2026

Booking - Klaus B. - 9,4/10
"Colazione fantastica, la torta fatta in casa ogni mattina. Camera Glicine luminosa."

Airbnb - Martina - 5 stelle
"Camera Ulivo silenziosa, Elena gentilissima, a due passi dalle Mura."

TripAdvisor - J. Miller - 3/5
"Lovely breakfast but steep stairs and no lift, hard with heavy luggage."
"""

# Room, low, mid and high season (EUR per night), guests.
LISTINO_2027: list[tuple[str, int, int, int, int]] = [
    ("Glicine", 85, 105, 135, 2),
    ("Ulivo", 95, 115, 145, 3),
    ("Limonaia", 80, 95, 120, 2),
    ("Letto aggiuntivo", 25, 25, 30, 1),
    ("Supplemento animali", 10, 10, 15, 0),
]

# Fornitori ----------------------------------------------------------------------------

PREVENTIVO_EDILCOLOR = [
    "EDILCOLOR S.n.c. di Guidi & Bacci",
    "Via di Tiglio 214 - 55100 Lucca - P.IVA 01988760467",
    "",
    "PREVENTIVO n. 88/2026 del 03/11/2026",
    "Spett.le B&B La Quercia, Via del Fosso 41, 55100 Lucca",
    "",
    "Oggetto: tinteggiatura di 4 camere e del corridoio",
    "- Pittura traspirante antimuffa (materiale): 1.150,00 €",
    "- Manodopera (6 giornate, 2 operai): 1.900,00 €",
    "- Protezione arredi e pulizia finale: 150,00 €",
    "",
    "TOTALE: 3.200,00 € IVA inclusa",
    "Validità: 60 giorni. Inizio lavori possibile dal 12/01/2027.",
]

PREVENTIVO_PENNELLO = [
    "Il Pennello d'Oro di Sauro Lenzi",
    "Via Pesciatina 9, 55012 Capannori (LU)",
    "",
    "Preventivo n. 2026/31 - data 7 novembre 2026",
    "Cliente: B&B La Quercia di Davide Marchetti",
    "",
    "Lavori: tinteggiatura delle camere Glicine, Ulivo, Limonaia, camera 4 e corridoio",
    "Materiali (idropittura lavabile): 890,00 €",
    "Manodopera: 1.700,00 €",
    "Stuccatura delle crepe: 150,00 €",
    "",
    "Totale: 2.740,00 € IVA compresa",
    "Tempi: 5 giorni lavorativi. Pagamento: 30% all'accettazione, saldo a fine lavori.",
]

PREVENTIVO_FERRETTI = """FERRETTI DECORAZIONI - dal 1991
Viale Castracani 120, Lucca

PREVENTIVO n. F-2026-112 del 10/11/2026
Alla c.a. di Elena Rinaldi - B&B La Quercia

  tinteggiatura 4 camere con pittura al quarzo ........ 2.380,00 euro
  decorazione a spugna della parete d'ingresso ........ 600,00 euro
  ponteggio interno e protezioni ...................... 500,00 euro

TOTALE COMPLESSIVO: 3.480,00 € IVA inclusa

Offerta valida fino al 31/12/2026.
Cordiali saluti, Mirko Ferretti
"""

FATTURA_FERRETTI_2025 = [
    "FERRETTI DECORAZIONI",
    "Viale Castracani 120, Lucca - P.IVA 02211430469",
    "",
    "FATTURA n. 212 del 15/09/2025",
    "Intestata a: B&B La Quercia di Davide Marchetti",
    "",
    "Ripristino intonaco e tinteggiatura del bagno della camera Ulivo: 500,00 €",
    "IVA 22%: 110,00 €",
    "TOTALE FATTURA: 610,00 €",
    "Pagata con bonifico il 20/09/2025.",
]

CONTRATTO_LAVANDERIA = [
    "CONTRATTO DI SERVIZIO - NOLEGGIO E LAVAGGIO BIANCHERIA",
    "",
    "tra Lavanderia Industriale Candido S.r.l., Via Brennero 1010, Lucca (il fornitore)",
    "e B&B La Quercia di Davide Marchetti (il cliente)",
    "",
    "1. Oggetto: ritiro, lavaggio e riconsegna di lenzuola, asciugamani e tovagliato.",
    "2. Prezzo: 1,85 € + IVA per kg di biancheria lavata; ritiro il martedì e il venerdì.",
    "3. Durata: 12 mesi dal 1 marzo 2026, con rinnovo tacito.",
    "4. Recesso: con preavviso scritto di 60 giorni.",
    "5. Pagamento: fattura mensile, bonifico a 30 giorni.",
    "",
    "Lucca, 25 febbraio 2026",
]

# Fatture ------------------------------------------------------------------------------

BOLLETTA_ENEL = [
    "ENEL ENERGIA - Bolletta energia elettrica",
    "Periodo: 01/10/2026 - 31/10/2026",
    "Intestatario: B&B La Quercia - POD IT001E12345678",
    "Consumo fatturato: 1.046 kWh",
    "Totale da pagare: 286,40 €",
    "Scadenza: 18/12/2026",
]

FATTURA_GEAL = [
    "GEAL S.p.A. - Servizio idrico integrato di Lucca",
    "Fattura n. 2026/88412 - Periodo: luglio-settembre 2026",
    "Intestatario: Davide Marchetti, Via del Fosso 41",
    "Consumo: 96 mc",
    "Totale: 132,75 €",
    "Scadenza: 12/12/2026",
]

FATTURA_LAVANDERIA = [
    "LAVANDERIA INDUSTRIALE CANDIDO S.r.l.",
    "",
    "FATTURA n. 1047 del 31/10/2026",
    "Cliente: B&B La Quercia",
    "Biancheria lavata in ottobre: 312 kg x 1,85 € = 577,20 €",
    "IVA 22%: 126,98 €",
    "TOTALE: 704,18 €",
    "Scadenza: 30/11/2026",
    "Pagamento con bonifico su IBAN IT88Y0306913702100000012345",
]

FATTURA_COMMERCIALISTA = [
    "Studio Bertolucci - Dottori Commercialisti",
    "Piazza Napoleone 3, 55100 Lucca",
    "",
    "Fattura n. 58/2026 del 20/11/2026",
    "Cliente: Davide Marchetti - B&B La Quercia",
    "Onorario per la tenuta della contabilità, III trimestre 2026: 450,00 €",
    "Cassa previdenza 4%: 18,00 €",
    "IVA 22%: 102,96 €",
    "Totale documento: 570,96 €",
    "Scadenza: 20/12/2026",
]

FATTURA_TIM = [
    "TIM - Fattura TIM Business Fibra",
    "Numero: 8V00912345 - Periodo: novembre 2026",
    "Totale: 39,90 €",
    "Scadenza: 16/12/2026",
    "Addebito diretto su conto corrente.",
]

# Ricevute -----------------------------------------------------------------------------

RICEVUTA_FERRAMENTA = [
    "FERRAMENTA PUCCI - Via Fillungo 77, Lucca",
    "Ricevuta del 12/11/2026",
    "Rullo 22 cm        2 x 6,50     13,00",
    "Nastro carta       3 x 2,90      8,70",
    "Stucco in pasta    1 x 8,90      8,90",
    "Telo protettivo    2 x 9,00     18,00",
    "TOTALE EURO                     48,60",
]

SCONTRINO_ESSELUNGA = """ESSELUNGA S.p.A. - Lucca, Via Cavalletti
28/11/2026 18:42

LATTE INTERO 1L        6 x 1,29     7,74
UOVA BIO x6            4 x 3,20    12,80
FARINA 00 1KG          5 x 0,89     4,45
CONFETTURA ALBICOCCHE  3 x 3,49    10,47
CAFFE IN GRANI 1KG     2 x 12,90   25,80
YOGURT BIANCO          8 x 0,79     6,32
SUCCO ARANCIA 1L       6 x 2,15    12,90
BURRO 250G             3 x 2,89     8,67

TOTALE EURO                        89,15
"""

RICEVUTA_BENZINA = [
    "ENI STATION - Via Pisana 12, Lucca",
    "21/11/2026 08:14",
    "Gasolio self: 36,52 litri x 1,78 €/l",
    "Importo: 65,00 €",
    "Pagamento con carta",
]

AMAZON_RECEIPT = [
    "Amazon.it - Order receipt",
    "Order # 402-7781934-5512360",
    "Order date: 2 November 2026",
    "1 x Philips steam iron: EUR 79.99",
    "2 x Duvet cover set 'Linen White': EUR 50.00",
    "Order total: EUR 129.99",
]

RICEVUTA_FARMACIA = """FARMACIA COMUNALE N. 3 - Lucca
25/11/2026

Paracetamolo 500 mg     4,90
Cerotti assortiti       3,50
Termometro digitale     5,90

TOTALE                 14,30 €
"""

# Tasse 2026 ---------------------------------------------------------------------------

F24_ACCONTO = [
    "MODELLO F24 - Delega irrevocabile",
    "Contribuente: Marchetti Davide - CF MRCDVD78C12E715K",
    "Codice tributo 4034 - secondo acconto IRPEF 2026: 1.380,00 €",
    "Totale a debito: 1.380,00 €",
    "Scadenza: 30/11/2026",
    "Quietanza: pagato il 27/11/2026 tramite home banking",
]

IMU_SALDO = """IMU 2026 - saldo
Immobile: Via del Fosso 41, Lucca
Codice tributo 3918
Importo del saldo: 412,00 €
Scadenza: 16/12/2026
"""

TASSA_SOGGIORNO_OTTOBRE = """settimana,presenze,notti,importo_eur
01-07/10/2026,9,14,35.00
08-14/10/2026,12,20,50.00
15-21/10/2026,7,11,27.50
22-31/10/2026,10,17,42.50
"""

PROMEMORIA_COMMERCIALISTA = """# Da portare al commercialista (entro il 15/12)

- ricevute delle spese per la tinteggiatura
- F24 pagati nel 2026
- registro delle presenze per la tassa di soggiorno
- estratto conto BPM di novembre
- contratto della lavanderia
"""

# Personale (private) ------------------------------------------------------------------

CODICI_PORTA = """CODICI - NON CONDIVIDERE
Keybox portone: 7391
Camera Glicine: 1408
Camera Ulivo: 5520
Camera Limonaia: 6634
Wi-Fi ospiti: Quercia_Guest / password tramonto2026
Allarme: 0912 + tasto OFF
"""

IBAN_CONTO = """Conto corrente del B&B La Quercia
Banco BPM - filiale di Lucca centro
IBAN: IT02L0503413701000000004521
Intestatario: Davide Marchetti
Home banking: utente DMARCH78 (password nel portachiavi)
"""

VISITA_MEDICA = ("Dermatologo dott.ssa Galli: mercoledì 9 dicembre alle 10:30, Ospedale San Luca.\n"
                 "Portare l'impegnativa del medico.\n")

# Casa ---------------------------------------------------------------------------------

LISTA_SPESA = "latte\nuova\nfarina\nmarmellata\ncaffè in grani\ncarta igienica\ndetersivo piatti\n"

# Month, food, bills, car, school (EUR).
SPESE_MENSILI: list[tuple[str, float, float, float, float]] = [
    ("Settembre 2026", 612.40, 310.20, 145.00, 230.00),
    ("Ottobre 2026", 587.10, 295.80, 98.50, 40.00),
    ("Novembre 2026", 640.75, 322.45, 160.00, 65.00),
]

RICETTA_CANTUCCI = """Cantucci alle mandorle (per circa 40 pezzi)

- 500 g di farina 00
- 300 g di zucchero
- 3 uova e 1 tuorlo
- 200 g di mandorle con la buccia
- 1 bustina di lievito, un pizzico di sale, la scorza di un'arancia

Impastare, formare due filoni, cuocere a 180 °C per 20 minuti.
Tagliare a fette oblique e ripassare in forno per 10 minuti.
"""

CONTRATTO_GARAGE = [
    "CONTRATTO DI LOCAZIONE DI BOX AUTO",
    "",
    "Il Sig. Giulio Pardini (il locatore) concede in locazione al Sig. Davide Marchetti",
    "(il conduttore) il box sito in Lucca, Via San Concordio 58, di circa 18 mq.",
    "",
    "1. Durata: dal 1 gennaio 2026 al 31 dicembre 2029.",
    "2. Canone: 120,00 € mensili, da pagare entro il giorno 10 di ogni mese.",
    "3. Deposito cauzionale: 240,00 €.",
    "4. Disdetta: con preavviso di tre mesi tramite raccomandata.",
    "",
    "Lucca, 13 gennaio 2026",
    "Il locatore: Giulio Pardini        Il conduttore: Davide Marchetti",
]

TODO = """# Da fare

- [ ] chiamare l'idraulico per la doccia della camera Ulivo
- [ ] rinnovare l'assicurazione dell'auto entro il 15/12
- [x] ordinare lenzuola nuove
- [ ] pagare l'IMU
- [ ] firmare l'autorizzazione per la gita di Marco
"""

# Work (Elena, in English) -------------------------------------------------------------

INVOICE_014 = [
    "Elena Rinaldi - Freelance Translator (IT / EN / DE)",
    "Via del Fosso 41, 55100 Lucca, Italy - VAT IT02398760461",
    "",
    "INVOICE No. 2026/014",
    "Date: 2 November 2026",
    "Bill to: BrightWords Ltd, 14 Camden Road, London NW1 9DP, United Kingdom",
    "",
    "Translation Italian > English of the tourism brochure 'Lucca Walls',",
    "12,400 words x £0.10 per word: £1,240.00",
    "",
    "Total due: £1,240.00",
    "Payment terms: 30 days (due 2 December 2026)",
    "Bank details: IBAN IT45R0306913702100000067890",
]

INVOICE_015 = [
    "Elena Rinaldi - Freelance Translator (IT / EN / DE)",
    "Via del Fosso 41, 55100 Lucca, Italy - VAT IT02398760461",
    "",
    "INVOICE No. 2026/015",
    "Date: 20 November 2026",
    "Bill to: Northcliff Publishing, 3 Queen Street, Edinburgh EH2 1JE, United Kingdom",
    "",
    "Proofreading of the guidebook 'Tuscany by Rail', 21,500 words x £0.04 per word: £860.00",
    "",
    "Total due: £860.00",
    "Payment terms: 30 days (due 20 December 2026)",
]

MEETING_NOTES = """# Call with BrightWords - 18 November 2026

Attendees: Elena, Priya Shah (project manager)

- Next batch: museum audio guide, about 8,000 words, delivery by 15 December.
- Their rate goes up to £0.11 per word from 1 January 2027.
- They need a German > Italian reviewer: ask Sabine.
- Action: chase the last invoice if it is not paid by 5 December.
"""

# Language pair / service, rate (GBP per word), minimum fee (GBP).
RATES: list[tuple[str, float, int]] = [
    ("Italian > English translation", 0.10, 40),
    ("English > Italian translation", 0.09, 35),
    ("German > Italian translation", 0.09, 35),
    ("Proofreading (any pair)", 0.04, 25),
]

CONTRACT_BRIGHTWORDS = [
    "FRAMEWORK SERVICES AGREEMENT",
    "",
    "between BrightWords Ltd, 14 Camden Road, London (the Client)",
    "and Elena Rinaldi, Via del Fosso 41, Lucca (the Contractor)",
    "",
    "1. Term: twelve (12) months from 1 February 2026, renewable by written agreement.",
    "2. Fees: per word, as agreed in each purchase order.",
    "3. Payment: within 30 days of the invoice date.",
    "4. Confidentiality: the Contractor keeps all source texts confidential.",
    "5. Termination: either party, with 30 days' written notice.",
    "",
    "Signed in London and Lucca, 31 January 2026",
]

RECEIPT_TRADOS = [
    "RWS - Payment receipt",
    "Trados Studio Freelance subscription - monthly plan",
    "Date paid: 2 November 2026",
    "Amount paid: $39.00 (USD)",
    "Card ending in 4417",
]

# Scuola Marco -------------------------------------------------------------------------

CIRCOLARE_COLLOQUI = [
    "Liceo Scientifico A. Vallisneri - Lucca",
    "Circolare n. 112 del 20/11/2026",
    "",
    "Oggetto: colloqui generali con le famiglie",
    "I colloqui generali si terranno giovedì 10 dicembre 2026 dalle 15:00 alle 18:30 in aula magna.",
    "La prenotazione è obbligatoria sul registro elettronico entro il 7 dicembre.",
    "",
    "Il Dirigente Scolastico, Prof. Renato Bianucci",
]

ORARIO_LEZIONI = [
    "Classe 3ª C - Orario settimanale, anno scolastico 2026/27",
    "Lunedì: Matematica, Matematica, Italiano, Inglese, Fisica",
    "Martedì: Latino, Storia, Scienze, Disegno, Educazione fisica",
    "Mercoledì: Italiano, Fisica, Matematica, Filosofia, Religione",
    "Giovedì: Inglese, Latino, Scienze, Storia, Educazione fisica",
    "Venerdì: Filosofia, Matematica, Italiano, Disegno, Inglese",
]

AUTORIZZAZIONE_GITA = """Viaggio d'istruzione a Roma - classi terze
Date: dal 18 al 20 marzo 2027
Quota: 285,00 € (acconto di 100,00 € entro il 15/12/2026, saldo entro il 15/02/2027)
L'autorizzazione firmata va riconsegnata al prof. Lucchesi.

Io sottoscritto ______________________ autorizzo mio figlio Marco Marchetti
a partecipare al viaggio d'istruzione.
Firma ______________________
"""

PAGELLINO = [
    "Comunicazione intermedia - primo periodo 2026/27",
    "Studente: Marco Marchetti - classe 3ª C",
    "",
    "Italiano: 7",
    "Latino: 6",
    "Matematica: 6",
    "Fisica: 5 (insufficiente, recupero consigliato)",
    "Inglese: 8",
    "Storia: 7",
    "Scienze: 7",
    "Disegno: 8",
    "Educazione fisica: 9",
]

COMPITI_NATALE = """Compiti per le vacanze di Natale
- Matematica: pag. 212, esercizi da 1 a 30
- Italiano: leggere "Il barone rampante" di Calvino
- Inglese: essay "My town" (300 words)
- Fisica: ripassare il moto circolare
"""

# Archivio -----------------------------------------------------------------------------

PRENOTAZIONI_DICEMBRE_2025 = """ospite,camera,arrivo,partenza,notti,importo_eur,canale
Anke Vogel,Glicine,05/12/2025,07/12/2025,2,180.00,Booking
Famiglia Greco,Limonaia,20/12/2025,24/12/2025,4,360.00,Diretto
Jean Dupont,Ulivo,27/12/2025,30/12/2025,3,285.00,Airbnb
"""

LISTINO_2025: list[tuple[str, int, int, int, int]] = [
    ("Glicine", 75, 95, 125, 2),
    ("Ulivo", 85, 105, 130, 3),
    ("Limonaia", 70, 85, 110, 2),
    ("Colazione in camera", 8, 8, 8, 0),
]

PREVENTIVO_2023 = [
    "COLORIFICIO LUCCHESE di Neri Tommasi",
    "Preventivo n. 41/2023 del 10/04/2023",
    "Cliente: B&B La Quercia",
    "Tinteggiatura di 3 camere: 2.600,00 € IVA inclusa",
    "Validità: 30 giorni.",
]

# Top of the workspace -----------------------------------------------------------------

NOTE = ("Chiamare il tecnico della lavatrice (Candy): 0583 445566\n"
        "Ritirare il pacco alle Poste entro venerdì\n"
        "Chiedere a Sabine se fa la revisione dal tedesco\n")

NUMERI_UTILI = ("Idraulico Baldi: 333 1234567\n"
                "Elettricista Nesi: 347 7654321\n"
                "Ufficio turismo del Comune di Lucca: 0583 442200\n"
                "Veterinaria dott.ssa Fontana: 0583 998877\n")

# ---------------------------------------------------------------------------------------
# Fingerprints: strings found in one file only (checked by `_check_fingerprints`).
# ---------------------------------------------------------------------------------------

FINGERPRINTS: dict[str, tuple[str, ...]] = {
    "Clienti/prenotazioni_dicembre.csv": ("Laurent", "Mancini", "Sarti"),
    "Clienti/prenotazioni_gennaio.csv": ("Colombo", "Whitaker", "Ferraro"),
    "Clienti/email_famiglia_jensen.txt": ("Bolt", "beagle", "hannah.jensen@example.dk"),
    "Clienti/istruzioni_checkin.md": ("sala del camino", "permesso ZTL", "per SMS"),
    "Clienti/recensioni_novembre.txt": ("steep stairs", "9,4/10", "gentilissima"),
    "Clienti/listino_prezzi_2027.xlsx": ("Supplemento animali",),
    "Fornitori/preventivo_edilcolor.pdf": ("Guidi & Bacci", "88/2026", "antimuffa"),
    "Fornitori/preventivo_pennello_doro.docx": ("Sauro Lenzi", "Pesciatina", "2026/31"),
    "Fornitori/preventivo_ferretti_decorazioni.txt": ("F-2026-112", "decorazione a spugna", "quarzo"),
    "Fornitori/fattura_ferretti_2025.pdf": ("Ripristino intonaco", "n. 212", "02211430469"),
    "Fornitori/contratto_lavanderia.pdf": ("Via Brennero", "rinnovo tacito", "tovagliato"),
    "Fatture/bolletta_enel_ottobre.pdf": ("IT001E12345678", "1.046 kWh"),
    "Fatture/fattura_acqua_geal.pdf": ("GEAL", "96 mc", "88412"),
    "Fatture/fattura_lavanderia_ottobre.pdf": ("n. 1047", "312 kg", "IT88Y0306913702100000012345"),
    "Fatture/fattura_commercialista.docx": ("Piazza Napoleone", "58/2026", "Cassa previdenza"),
    "Fatture/fattura_tim_internet.pdf": ("8V00912345", "Business Fibra"),
    "Ricevute/ricevuta_ferramenta_pucci.pdf": ("Fillungo", "Nastro carta", "Telo protettivo"),
    "Ricevute/scontrino_esselunga.txt": ("Via Cavalletti", "SUCCO ARANCIA", "YOGURT"),
    "Ricevute/ricevuta_benzina.pdf": ("Gasolio", "Via Pisana"),
    "Ricevute/amazon_order_receipt.pdf": ("402-7781934-5512360", "steam iron", "Duvet"),
    "Ricevute/ricevuta_farmacia.txt": ("Paracetamolo", "Termometro", "FARMACIA COMUNALE"),
    "Tasse 2026/f24_acconto_irpef.pdf": ("4034", "MRCDVD78C12E715K", "Quietanza"),
    "Tasse 2026/imu_seconda_rata.txt": ("3918", "Importo del saldo"),
    "Tasse 2026/tassa_soggiorno_ottobre.csv": ("01-07/10/2026", "22-31/10/2026"),
    "Tasse 2026/promemoria_commercialista.md": ("estratto conto BPM", "Da portare al commercialista"),
    "Personale/codici_porta.txt": ("7391", "tramonto2026", "NON CONDIVIDERE", "5520"),
    "Personale/iban_conto.txt": ("IT02L0503413701000000004521", "DMARCH78"),
    "Personale/visita_medica_elena.txt": ("dott.ssa Galli", "impegnativa", "Ospedale San Luca"),
    "Casa/lista_spesa.txt": ("carta igienica", "detersivo piatti"),
    "Casa/spese_mensili.xlsx": ("Spesa alimentare",),
    "Casa/ricetta_cantucci.txt": ("mandorle", "tuorlo", "filoni"),
    "Casa/contratto_affitto_garage.pdf": ("Pardini", "San Concordio", "18 mq"),
    "Casa/todo.md": ("doccia della camera Ulivo", "lenzuola nuove", "assicurazione dell'auto"),
    "Work/invoice_2026_014.docx": ("2026/014", "Camden Road, London NW1", "Lucca Walls"),
    "Work/invoice_2026_015.docx": ("2026/015", "Northcliff", "Tuscany by Rail"),
    "Work/meeting_notes_2026-11-18.md": ("Priya Shah", "audio guide"),
    "Work/rates.xlsx": ("Proofreading (any pair)", "Minimum fee"),
    "Work/contract_brightwords.pdf": ("FRAMEWORK SERVICES AGREEMENT", "purchase order", "Contractor"),
    "Work/receipt_trados.pdf": ("Trados", "4417"),
    "Scuola Marco/circolare_colloqui.pdf": ("Vallisneri", "aula magna", "Bianucci"),
    "Scuola Marco/orario_lezioni.docx": ("Orario settimanale", "Filosofia", "Religione"),
    "Scuola Marco/autorizzazione_gita_roma.txt": ("Lucchesi", "Io sottoscritto"),
    "Scuola Marco/pagellino_novembre.pdf": ("Comunicazione intermedia", "recupero consigliato"),
    "Scuola Marco/compiti_natale.txt": ("barone rampante", "My town", "moto circolare"),
    "Archivio/prenotazioni_dicembre_2025.csv": ("Vogel", "Dupont", "Famiglia Greco"),
    "Archivio/listino_prezzi_2025.xlsx": ("Colazione in camera",),
    "Archivio/preventivo_tinteggiatura_2023.pdf": ("COLORIFICIO LUCCHESE", "41/2023", "Tommasi"),
    "note.txt": ("445566", "revisione dal tedesco"),
    "numeri_utili.txt": ("Idraulico Baldi", "Elettricista Nesi", "dott.ssa Fontana"),
}

FOLDERS = ("Clienti", "Fornitori", "Fatture", "Ricevute", "Tasse 2026", "Personale", "Casa", "Work",
           "Scuola Marco", "Foto vacanze", "Archivio", "Scansioni")

# Every file's mtime, at 10:00 UTC of this day: the documents' own dates where they have one.
MTIMES: dict[str, str] = {
    "Clienti/prenotazioni_dicembre.csv": "2026-11-29",
    "Clienti/prenotazioni_gennaio.csv": "2026-11-26",
    "Clienti/email_famiglia_jensen.txt": "2026-11-23",
    "Clienti/istruzioni_checkin.md": "2026-06-10",
    "Clienti/recensioni_novembre.txt": "2026-11-28",
    "Clienti/listino_prezzi_2027.xlsx": "2026-10-20",
    "Fornitori/preventivo_edilcolor.pdf": "2026-11-03",
    "Fornitori/preventivo_pennello_doro.docx": "2026-11-07",
    "Fornitori/preventivo_ferretti_decorazioni.txt": "2026-11-10",
    "Fornitori/fattura_ferretti_2025.pdf": "2025-09-15",
    "Fornitori/contratto_lavanderia.pdf": "2026-02-25",
    "Fatture/fattura_lavanderia_ottobre.pdf": "2026-10-31",
    "Fatture/bolletta_enel_ottobre.pdf": "2026-11-12",
    "Fatture/fattura_acqua_geal.pdf": "2026-11-16",
    "Fatture/fattura_commercialista.docx": "2026-11-20",
    "Fatture/fattura_tim_internet.pdf": "2026-11-24",
    "Ricevute/amazon_order_receipt.pdf": "2026-11-02",
    "Ricevute/ricevuta_ferramenta_pucci.pdf": "2026-11-12",
    "Ricevute/ricevuta_benzina.pdf": "2026-11-21",
    "Ricevute/ricevuta_farmacia.txt": "2026-11-25",
    "Ricevute/scontrino_esselunga.txt": "2026-11-28",
    "Tasse 2026/imu_seconda_rata.txt": "2026-10-05",
    "Tasse 2026/tassa_soggiorno_ottobre.csv": "2026-11-03",
    "Tasse 2026/promemoria_commercialista.md": "2026-11-18",
    "Tasse 2026/f24_acconto_irpef.pdf": "2026-11-27",
    "Personale/passaporto_davide.jpg": "2026-01-09",
    "Personale/iban_conto.txt": "2026-02-02",
    "Personale/codici_porta.txt": "2026-05-30",
    "Personale/visita_medica_elena.txt": "2026-11-22",
    "Casa/contratto_affitto_garage.pdf": "2026-01-13",
    "Casa/ricetta_cantucci.txt": "2026-04-30",
    "Casa/spese_mensili.xlsx": "2026-11-27",
    "Casa/todo.md": "2026-11-29",
    "Casa/lista_spesa.txt": "2026-11-30",
    "Work/contract_brightwords.pdf": "2026-01-31",
    "Work/rates.xlsx": "2026-04-10",
    "Work/invoice_2026_014.docx": "2026-11-02",
    "Work/receipt_trados.pdf": "2026-11-02",
    "Work/meeting_notes_2026-11-18.md": "2026-11-18",
    "Work/invoice_2026_015.docx": "2026-11-20",
    "Scuola Marco/orario_lezioni.docx": "2026-09-14",
    "Scuola Marco/autorizzazione_gita_roma.txt": "2026-11-16",
    "Scuola Marco/circolare_colloqui.pdf": "2026-11-20",
    "Scuola Marco/pagellino_novembre.pdf": "2026-11-24",
    "Scuola Marco/compiti_natale.txt": "2026-11-27",
    "Foto vacanze/sardegna_2025_01.jpg": "2025-08-12",
    "Foto vacanze/sardegna_2025_02.jpg": "2025-08-14",
    "Foto vacanze/dolomiti_neve.png": "2026-02-21",
    "Foto vacanze/compleanno_marco.jpg": "2026-07-03",
    "Archivio/preventivo_tinteggiatura_2023.pdf": "2023-04-10",
    "Archivio/listino_prezzi_2025.xlsx": "2024-10-15",
    "Archivio/prenotazioni_dicembre_2025.csv": "2025-12-30",
    "numeri_utili.txt": "2026-03-31",
    "note.txt": "2026-11-26",
}

# ---------------------------------------------------------------------------------------
# Writers (PDF and DOCX from family_workspace; sheets here, normalised the same way).
# ---------------------------------------------------------------------------------------


_sheet = partial(write_sheet, creator="B&B La Quercia")


def _listino(path: Path, year: int, rows: Sequence[tuple[str, int, int, int, int]]) -> None:
    _sheet(path, f"Listino {year}",
           ["Camera", "Bassa stagione (€)", "Media stagione (€)", "Alta stagione (€)", "Ospiti"], rows)


# ---------------------------------------------------------------------------------------
# The workspace.
# ---------------------------------------------------------------------------------------


def make_team_workspace(root: Path) -> None:
    """Write the B&B family's files under `root` (created if missing; files overwritten)."""
    root = Path(root)
    for name in FOLDERS:
        (root / name).mkdir(parents=True, exist_ok=True)

    clienti = root / "Clienti"
    _text(clienti / "prenotazioni_dicembre.csv", PRENOTAZIONI_DICEMBRE)
    _text(clienti / "prenotazioni_gennaio.csv", PRENOTAZIONI_GENNAIO)
    _text(clienti / "email_famiglia_jensen.txt", EMAIL_JENSEN)
    _text(clienti / "istruzioni_checkin.md", ISTRUZIONI_CHECKIN)
    _text(clienti / "recensioni_novembre.txt", RECENSIONI_NOVEMBRE)
    _listino(clienti / "listino_prezzi_2027.xlsx", 2027, LISTINO_2027)

    fornitori = root / "Fornitori"
    _pdf(fornitori / "preventivo_edilcolor.pdf", PREVENTIVO_EDILCOLOR, "Preventivo Edilcolor")
    _docx(fornitori / "preventivo_pennello_doro.docx", PREVENTIVO_PENNELLO, "Preventivo Il Pennello d'Oro")
    _text(fornitori / "preventivo_ferretti_decorazioni.txt", PREVENTIVO_FERRETTI)
    _pdf(fornitori / "fattura_ferretti_2025.pdf", FATTURA_FERRETTI_2025, "Fattura Ferretti 212")
    _pdf(fornitori / "contratto_lavanderia.pdf", CONTRATTO_LAVANDERIA, "Contratto lavanderia")

    fatture = root / "Fatture"
    _pdf(fatture / "bolletta_enel_ottobre.pdf", BOLLETTA_ENEL, "Bolletta Enel ottobre")
    _pdf(fatture / "fattura_acqua_geal.pdf", FATTURA_GEAL, "Fattura GEAL")
    _pdf(fatture / "fattura_lavanderia_ottobre.pdf", FATTURA_LAVANDERIA, "Fattura lavanderia")
    _docx(fatture / "fattura_commercialista.docx", FATTURA_COMMERCIALISTA, "Fattura Studio Bertolucci")
    _pdf(fatture / "fattura_tim_internet.pdf", FATTURA_TIM, "Fattura TIM")

    ricevute = root / "Ricevute"
    _pdf(ricevute / "ricevuta_ferramenta_pucci.pdf", RICEVUTA_FERRAMENTA, "Ricevuta Ferramenta Pucci")
    _text(ricevute / "scontrino_esselunga.txt", SCONTRINO_ESSELUNGA)
    _pdf(ricevute / "ricevuta_benzina.pdf", RICEVUTA_BENZINA, "Ricevuta carburante")
    _pdf(ricevute / "amazon_order_receipt.pdf", AMAZON_RECEIPT, "Amazon order receipt")
    _text(ricevute / "ricevuta_farmacia.txt", RICEVUTA_FARMACIA)

    tasse = root / "Tasse 2026"
    _pdf(tasse / "f24_acconto_irpef.pdf", F24_ACCONTO, "F24 acconto IRPEF")
    _text(tasse / "imu_seconda_rata.txt", IMU_SALDO)
    _text(tasse / "tassa_soggiorno_ottobre.csv", TASSA_SOGGIORNO_OTTOBRE)
    _text(tasse / "promemoria_commercialista.md", PROMEMORIA_COMMERCIALISTA)

    personale = root / "Personale"
    _text(personale / "codici_porta.txt", CODICI_PORTA)
    _text(personale / "iban_conto.txt", IBAN_CONTO)
    _text(personale / "visita_medica_elena.txt", VISITA_MEDICA)
    (personale / "passaporto_davide.jpg").write_bytes(_jpeg(11, 2600))

    casa = root / "Casa"
    _text(casa / "lista_spesa.txt", LISTA_SPESA)
    _sheet(casa / "spese_mensili.xlsx", "Spese 2026",
           ["Mese", "Spesa alimentare (€)", "Bollette (€)", "Auto (€)", "Scuola (€)", "Totale (€)"],
           [(month, *values, round(sum(values), 2)) for month, *values in SPESE_MENSILI])
    _text(casa / "ricetta_cantucci.txt", RICETTA_CANTUCCI)
    _pdf(casa / "contratto_affitto_garage.pdf", CONTRATTO_GARAGE, "Contratto locazione box")
    _text(casa / "todo.md", TODO)

    work = root / "Work"
    _docx(work / "invoice_2026_014.docx", INVOICE_014, "Invoice 2026/014")
    _docx(work / "invoice_2026_015.docx", INVOICE_015, "Invoice 2026/015")
    _text(work / "meeting_notes_2026-11-18.md", MEETING_NOTES)
    _sheet(work / "rates.xlsx", "Rates 2026", ["Language pair / service", "Rate (GBP per word)",
                                               "Minimum fee (GBP)"], RATES)
    _pdf(work / "contract_brightwords.pdf", CONTRACT_BRIGHTWORDS, "Framework agreement BrightWords")
    _pdf(work / "receipt_trados.pdf", RECEIPT_TRADOS, "Trados receipt")

    scuola = root / "Scuola Marco"
    _pdf(scuola / "circolare_colloqui.pdf", CIRCOLARE_COLLOQUI, "Circolare 112 colloqui")
    _docx(scuola / "orario_lezioni.docx", ORARIO_LEZIONI, "Orario 3C")
    _text(scuola / "autorizzazione_gita_roma.txt", AUTORIZZAZIONE_GITA)
    _pdf(scuola / "pagellino_novembre.pdf", PAGELLINO, "Comunicazione intermedia")
    _text(scuola / "compiti_natale.txt", COMPITI_NATALE)

    foto = root / "Foto vacanze"
    (foto / "sardegna_2025_01.jpg").write_bytes(_jpeg(21))
    (foto / "sardegna_2025_02.jpg").write_bytes(_jpeg(22))
    (foto / "dolomiti_neve.png").write_bytes(_png(10, 6, (230, 235, 245)))
    (foto / "compleanno_marco.jpg").write_bytes(_jpeg(23))

    archivio = root / "Archivio"
    _text(archivio / "prenotazioni_dicembre_2025.csv", PRENOTAZIONI_DICEMBRE_2025)
    _listino(archivio / "listino_prezzi_2025.xlsx", 2025, LISTINO_2025)
    _pdf(archivio / "preventivo_tinteggiatura_2023.pdf", PREVENTIVO_2023, "Preventivo 2023")

    _text(root / "note.txt", NOTE)
    _text(root / "numeri_utili.txt", NUMERI_UTILI)

    stamp_tree(root, MTIMES)


# ---------------------------------------------------------------------------------------
# Self-check: every fingerprint names one file, and only that one.
# ---------------------------------------------------------------------------------------


def _sources() -> dict[str, str]:
    """Each fingerprinted file's text as written (cells of the sheets joined)."""
    def lines(items: Sequence[str]) -> str:
        return "\n".join(items)

    def cells(title: str, header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
        return "\n".join([title, *header, *(str(c) for row in rows for c in row)])

    listino_header = ["Camera", "Bassa stagione", "Media stagione", "Alta stagione", "Ospiti"]
    return {
        "Clienti/prenotazioni_dicembre.csv": PRENOTAZIONI_DICEMBRE,
        "Clienti/prenotazioni_gennaio.csv": PRENOTAZIONI_GENNAIO,
        "Clienti/email_famiglia_jensen.txt": EMAIL_JENSEN,
        "Clienti/istruzioni_checkin.md": ISTRUZIONI_CHECKIN,
        "Clienti/recensioni_novembre.txt": RECENSIONI_NOVEMBRE,
        "Clienti/listino_prezzi_2027.xlsx": cells("Listino 2027", listino_header, LISTINO_2027),
        "Fornitori/preventivo_edilcolor.pdf": lines(PREVENTIVO_EDILCOLOR),
        "Fornitori/preventivo_pennello_doro.docx": lines(PREVENTIVO_PENNELLO),
        "Fornitori/preventivo_ferretti_decorazioni.txt": PREVENTIVO_FERRETTI,
        "Fornitori/fattura_ferretti_2025.pdf": lines(FATTURA_FERRETTI_2025),
        "Fornitori/contratto_lavanderia.pdf": lines(CONTRATTO_LAVANDERIA),
        "Fatture/bolletta_enel_ottobre.pdf": lines(BOLLETTA_ENEL),
        "Fatture/fattura_acqua_geal.pdf": lines(FATTURA_GEAL),
        "Fatture/fattura_lavanderia_ottobre.pdf": lines(FATTURA_LAVANDERIA),
        "Fatture/fattura_commercialista.docx": lines(FATTURA_COMMERCIALISTA),
        "Fatture/fattura_tim_internet.pdf": lines(FATTURA_TIM),
        "Ricevute/ricevuta_ferramenta_pucci.pdf": lines(RICEVUTA_FERRAMENTA),
        "Ricevute/scontrino_esselunga.txt": SCONTRINO_ESSELUNGA,
        "Ricevute/ricevuta_benzina.pdf": lines(RICEVUTA_BENZINA),
        "Ricevute/amazon_order_receipt.pdf": lines(AMAZON_RECEIPT),
        "Ricevute/ricevuta_farmacia.txt": RICEVUTA_FARMACIA,
        "Tasse 2026/f24_acconto_irpef.pdf": lines(F24_ACCONTO),
        "Tasse 2026/imu_seconda_rata.txt": IMU_SALDO,
        "Tasse 2026/tassa_soggiorno_ottobre.csv": TASSA_SOGGIORNO_OTTOBRE,
        "Tasse 2026/promemoria_commercialista.md": PROMEMORIA_COMMERCIALISTA,
        "Personale/codici_porta.txt": CODICI_PORTA,
        "Personale/iban_conto.txt": IBAN_CONTO,
        "Personale/visita_medica_elena.txt": VISITA_MEDICA,
        "Casa/lista_spesa.txt": LISTA_SPESA,
        "Casa/spese_mensili.xlsx": cells("Spese 2026", ["Mese", "Spesa alimentare"], SPESE_MENSILI),
        "Casa/ricetta_cantucci.txt": RICETTA_CANTUCCI,
        "Casa/contratto_affitto_garage.pdf": lines(CONTRATTO_GARAGE),
        "Casa/todo.md": TODO,
        "Work/invoice_2026_014.docx": lines(INVOICE_014),
        "Work/invoice_2026_015.docx": lines(INVOICE_015),
        "Work/meeting_notes_2026-11-18.md": MEETING_NOTES,
        "Work/rates.xlsx": cells("Rates 2026", ["Language pair / service", "Minimum fee (GBP)"], RATES),
        "Work/contract_brightwords.pdf": lines(CONTRACT_BRIGHTWORDS),
        "Work/receipt_trados.pdf": lines(RECEIPT_TRADOS),
        "Scuola Marco/circolare_colloqui.pdf": lines(CIRCOLARE_COLLOQUI),
        "Scuola Marco/orario_lezioni.docx": lines(ORARIO_LEZIONI),
        "Scuola Marco/autorizzazione_gita_roma.txt": AUTORIZZAZIONE_GITA,
        "Scuola Marco/pagellino_novembre.pdf": lines(PAGELLINO),
        "Scuola Marco/compiti_natale.txt": COMPITI_NATALE,
        "Archivio/prenotazioni_dicembre_2025.csv": PRENOTAZIONI_DICEMBRE_2025,
        "Archivio/listino_prezzi_2025.xlsx": cells("Listino 2025", listino_header, LISTINO_2025),
        "Archivio/preventivo_tinteggiatura_2023.pdf": lines(PREVENTIVO_2023),
        "note.txt": NOTE,
        "numeri_utili.txt": NUMERI_UTILI,
    }


def _check_fingerprints() -> None:
    check_fingerprints(_sources(), FINGERPRINTS)


_check_fingerprints()


def main(argv: Sequence[str]) -> int:
    """Generate the workspace into the directory given on the command line."""
    return workspace_main(argv, "team_workspace.py", make_team_workspace)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
