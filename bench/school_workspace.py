"""The files of a teacher's household in Torino, generated for the understanding benchmark.

Giulia Conti teaches class 4B at the primary school "Gianni Rodari"; her partner Tom Baker is
English and works from home as a freelance web developer (his folder, ``Clients``, and his
documents are in English); Nina (9) is in 4A and Leo (6) in 1C at the "Carlo Collodi" school.
``make_school_workspace(root)`` writes their workspace:

- ``Scuola 4B``: lesson plans (DOCX, Markdown), the class list (CSV, with the parents' phone
  numbers: private-ish), the November test marks (XLSX), the head teacher's circular about the
  Egyptian Museum trip (18,50 € per pupil, forms by 11 December) and the parents' meeting minutes;
- ``Clients``: two quotes Tom sent (one in euros, one in pounds), two invoices he issued (in
  pounds and in euros), a maintenance contract and his November timesheet (CSV);
- ``Bollette``: five bills with amounts and due dates (four PDF, one DOCX); the shared-lights
  bill is in the name of the condominium;
- ``Preventivi``: three quotes for a new boiler (PDF, DOCX, TXT) and an invoice for the yearly
  maintenance from one of the same firms: only three of the four are quotes;
- ``Salute``: the pediatrician's appointments, Leo's vaccination record (private), Nina's
  sports certificate; ``Documenti``: an ID card (a scanned PDF with its number), a passport
  scan, the rental contract (the landlord's IBAN), the car insurance (policy number, plate);
- ``Nina``, ``Leo``: school things and drawings (images); ``Ricette``: four recipes;
- ``Vecchi``: old versions, namesakes of current files (an old shopping list, a 2024 boiler
  quote, the draft of the trip circular with an older price, September's gas bill, last
  year's class list, Tom's 2019 CV);
- ``Download``: three ``.tmp`` files, a zip, two pairs of "(1)" duplicates, a dollar receipt,
  a phone photo; ``Da stampare``: empty; at the top, ``lista_spesa.txt``, ``todo.md`` and
  ``wifi.txt`` (the Wi-Fi password: private).

Documents are dated November 2026 (the benchmark's today is 2026-12-01) and file mtimes follow
the documents' dates, so "the newest" is stable. Generation is deterministic (the PDF/DOCX
writers and the zip normalisation come from ``bench/family_workspace.py``). ``FINGERPRINTS``
holds, per file, strings found only in that file, so that the benchmark can tell which files an
answer drew on (a "(1)" copy has the bytes of its original: only the original is listed).

Run by hand to look at it: ``python3 bench/school_workspace.py DIR``.
"""

from __future__ import annotations

import io
import sys
import zipfile
from collections.abc import Sequence
from functools import partial
from pathlib import Path

from family_workspace import (
    FIXED_DATE,
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
# Contents. Italian documents write amounts the Italian way (2.465,00 €), English ones the
# English way (£1,800.00); the CSV files use a dot.
# ---------------------------------------------------------------------------------------

# Scuola 4B ----------------------------------------------------------------------------

PROGRAMMAZIONE_NOVEMBRE = [
    "Scuola primaria Gianni Rodari - Istituto Comprensivo Torino II",
    "Programmazione didattica di novembre 2026 - classe 4ª B",
    "Insegnante: Giulia Conti",
    "",
    "Italiano: il testo descrittivo; lettura del libro di Roald Dahl 'Il GGG', capitoli 1-6.",
    "Matematica: le frazioni (proprie, improprie, apparenti) e i problemi con le frazioni.",
    "Scienze: il ciclo dell'acqua, con l'esperimento della condensazione.",
    "Storia: le civiltà dei fiumi; gli Egizi, in preparazione della visita al Museo Egizio.",
    "Geografia: le regioni climatiche d'Italia.",
    "Verifiche: matematica il 18 novembre, italiano il 25 novembre.",
]

LEZIONE_FRAZIONI = """# Lezione: le frazioni (4ª B, 10 novembre 2026)

Obiettivo: riconoscere l'unità frazionaria e confrontare frazioni con lo stesso denominatore.
Materiale: strisce di carta colorata, la pizza di cartone divisa in otto spicchi.

1. Riscaldamento: dividere la pizza tra quattro amici (10 minuti).
2. Lavoro a coppie con le strisce: un mezzo, un quarto, un ottavo.
3. Scheda 14 del libro "Mille Colori", pagina 52.

Compito per casa: esercizi da 1 a 6 a pagina 53.
"""

LEZIONE_CICLO_ACQUA = """# Lezione: il ciclo dell'acqua (4ª B, 17 novembre 2026)

Obiettivo: descrivere evaporazione, condensazione e precipitazione.

Esperimento: un barattolo di vetro con acqua calda, coperto da un piatto con cubetti di ghiaccio;
le goccioline che si formano sotto il piatto sono la "pioggia".

Cartellone di gruppo: disegnare il viaggio di una goccia dal Po al mare e ritorno.
Domanda per la discussione: da dove arriva l'acqua del rubinetto di casa?
"""

# Pupil (surname, name), parent, parent's phone; the test marks of November.
PUPILS: list[tuple[str, str, str, str]] = [
    ("Abbate", "Giorgia", "Paola Abbate", "338 412 7765"),
    ("Bertola", "Matteo", "Sara Bellini", "347 811 2290"),
    ("Cravero", "Sofia", "Luca Cravero", "333 190 4471"),
    ("Demarchi", "Luca", "Elena Rosso", "349 562 1108"),
    ("El Idrissi", "Yasmine", "Karim El Idrissi", "320 774 9031"),
    ("Fassio", "Tommaso", "Marta Fassio", "339 208 6657"),
    ("Giordano", "Aurora", "Davide Giordano", "345 931 0282"),
    ("Ionescu", "Andrei", "Ioana Ionescu", "351 447 2819"),
    ("Lanza", "Beatrice", "Chiara Lanza", "340 615 7734"),
    ("Marino", "Pietro", "Franco Marino", "328 099 4416"),
    ("Novara", "Chiara", "Silvia Novara", "346 702 3385"),
    ("Oddenino", "Samuele", "Roberto Oddenino", "335 864 1297"),
    ("Perotti", "Emma", "Giada Perotti", "331 556 8420"),
    ("Quaglia", "Riccardo", "Stefano Quaglia", "348 317 6053"),
    ("Rinaudo", "Alice", "Monica Rinaudo", "392 480 1176"),
    ("Sacco", "Edoardo", "Valeria Sacco", "334 129 5548"),
    ("Tosco", "Greta", "Andrea Tosco", "366 843 2209"),
    ("Usai", "Filippo", "Gavino Usai", "329 671 0384"),
    ("Vottero", "Martina", "Laura Vottero", "347 205 9962"),
    ("Zhou", "Kevin", "Wei Zhou", "389 554 7713"),
]
# Marks of the maths test (18/11) and of the Italian test (25/11): averages 7.6 and 7.5.
MARKS: list[tuple[int, int]] = [
    (8, 9), (7, 6), (9, 8), (6, 7), (8, 7), (7, 6), (9, 8), (8, 7), (7, 9), (6, 7),
    (10, 8), (8, 6), (9, 10), (7, 7), (8, 8), (6, 7), (9, 8), (5, 6), (8, 9), (7, 7),
]
VERIFICHE_HEADER = ["Alunno", "Matematica 18/11", "Italiano 25/11"]
VERIFICHE_ROWS: list[tuple[str, int, int]] = [
    (f"{surname} {name}", maths, italian)
    for (surname, name, _, _), (maths, italian) in zip(PUPILS, MARKS, strict=True)
]

ELENCO_ALUNNI_4B = "n,cognome,nome,genitore,telefono_genitore\n" + "".join(
    f"{n},{surname},{name},{parent},{phone}\n"
    for n, (surname, name, parent, phone) in enumerate(PUPILS, start=1))

CIRCOLARE_GITA = [
    "ISTITUTO COMPRENSIVO TORINO II - Scuola primaria \"Gianni Rodari\"",
    "Circolare n. 47 del 16/11/2026",
    "",
    "Ai genitori degli alunni delle classi quarte (4ª A, 4ª B, 4ª C)",
    "Oggetto: uscita didattica al Museo Egizio di Torino",
    "",
    "Le classi quarte visiteranno il Museo Egizio martedì 19 gennaio 2027, dalle 9:00 alle 13:00,",
    "con il laboratorio \"Scrivere come uno scriba\". Trasferimento con pullman riservato.",
    "Quota per alunno: 18,50 € (ingresso e laboratorio 11,00 €, pullman 7,50 €).",
    "L'autorizzazione firmata e la quota vanno consegnate all'insegnante di classe",
    "entro venerdì 11 dicembre 2026. Il pagamento si effettua con PagoPA dal registro elettronico.",
    "",
    "La Dirigente Scolastica, Dott.ssa Marisa Chiabrando",
]

VERBALE_ASSEMBLEA = [
    "Verbale dell'assemblea dei genitori - classe 4ª B",
    "Giovedì 12 novembre 2026, ore 17:00, aula della 4ª B",
    "Presenti: l'insegnante Giulia Conti e 16 genitori su 20.",
    "",
    "1. Elezione del rappresentante di classe: è eletta Sara Bellini, mamma di Matteo Bertola.",
    "2. Uscita al Museo Egizio del 19 gennaio: i genitori approvano all'unanimità.",
    "3. Acquisto dei flauti dolci per il laboratorio di musica: 8,00 € a testa, li raccoglie la "
    "rappresentante.",
    "4. Merenda sana: dal lunedì al giovedì frutta, il venerdì merenda libera.",
    "",
    "La seduta si chiude alle 18:15. Verbalizza l'insegnante Giulia Conti.",
]

# Clients (Tom, in English) ------------------------------------------------------------

QUOTE_GALLO = [
    "Tom Baker - Freelance Web Developer",
    "Corso Francia 45, 10138 Torino, Italy - VAT IT11822450019",
    "",
    "QUOTE Q-2026-031",
    "Date: 4 November 2026",
    "Client: Panetteria Gallo, Via Cibrario 12, 10143 Torino",
    "",
    "Project: a new website with online pre-orders for bread and pastries",
    "- Design and build of a six-page responsive website: EUR 1,600.00",
    "- Online pre-order form with pick-up times: EUR 550.00",
    "- Training (two hours) and the first month of support: EUR 250.00",
    "",
    "Total: EUR 2,400.00 (VAT not applicable, flat-rate scheme)",
    "Valid until 31 December 2026.",
]

QUOTE_GREENLEAF = [
    "Tom Baker - Freelance Web Developer",
    "Corso Francia 45, 10138 Torino, Italy",
    "",
    "QUOTE Q-2026-034",
    "Date: 13 November 2026",
    "Client: Greenleaf Gardens Ltd, 22 Whiteladies Road, Bristol BS8 2LG, United Kingdom",
    "",
    "Project: a booking app for garden design consultations",
    "Discovery workshop (remote): £450.00",
    "Booking app (web, mobile-friendly) with calendar sync: £2,300.00",
    "Hosting set-up and three months of maintenance: £400.00",
    "",
    "Total: £3,150.00",
    "Payment: 40% on acceptance, 60% on delivery. This quote is valid for 45 days.",
]

INVOICE_041 = [
    "Tom Baker - Freelance Web Developer",
    "Corso Francia 45, 10138 Torino, Italy - VAT IT11822450019",
    "",
    "INVOICE INV-2026-041",
    "Date: 6 November 2026",
    "Bill to: Harbour & Finch Ltd, 8 Marine Parade, Brighton BN2 1TL, United Kingdom",
    "",
    "Website maintenance, October 2026 (monthly retainer): £300.00",
    "Migration of the online shop to the new payment provider, 20 hours x £75.00: £1,500.00",
    "",
    "Total due: £1,800.00",
    "Payment terms: 30 days (due 6 December 2026)",
    "Bank: Wise, account name Thomas Baker",
]

INVOICE_042 = [
    "Tom Baker - Freelance Web Developer",
    "Corso Francia 45, 10138 Torino, Italy - VAT IT11822450019",
    "",
    "INVOICE INV-2026-042",
    "Date: 19 November 2026",
    "Bill to: Studio Legale Ferrero, Via Pietro Micca 9, 10121 Torino",
    "",
    "Accessibility audit and fixes of the studio's website: EUR 950.00",
    "",
    "Total due: EUR 950.00 (VAT not applicable, flat-rate scheme)",
    "Payment terms: 30 days (due 19 December 2026)",
]

CONTRACT_HARBOUR = [
    "WEBSITE MAINTENANCE AGREEMENT",
    "",
    "between Harbour & Finch Ltd, Brighton (the Client)",
    "and Thomas Baker, Corso Francia 45, Torino (the Developer)",
    "",
    "1. Services: updates, security patches and up to 4 hours of changes per month.",
    "2. Fee: £300.00 per month, invoiced monthly.",
    "3. Term: twelve (12) months from 1 March 2026, renewed automatically for twelve months.",
    "4. Notice: either party may terminate with 60 days' written notice.",
    "5. Response time: within one working day for urgent issues.",
    "",
    "Signed in Brighton and Torino, 24 February 2026",
]

TIMESHEET_NOVEMBER = """date,client,task,hours
02/11/2026,Harbour & Finch,shop migration,6
03/11/2026,Harbour & Finch,shop migration,7
05/11/2026,Panetteria Gallo,first meeting and quote,2
10/11/2026,Harbour & Finch,shop migration,7
12/11/2026,Greenleaf Gardens,discovery call,1.5
16/11/2026,Studio Ferrero,accessibility audit,5
17/11/2026,Studio Ferrero,accessibility fixes,6
24/11/2026,Harbour & Finch,monthly maintenance,3
26/11/2026,Greenleaf Gardens,wireframes,4.5
"""

# Bollette -----------------------------------------------------------------------------

BOLLETTA_GAS = [
    "IREN MERCATO S.p.A. - Bolletta gas naturale",
    "Numero bolletta: 2026/GN/0774512 del 18/11/2026",
    "Intestatario: Giulia Conti - Corso Francia 45, 10138 Torino",
    "Periodo di fornitura: 01/10/2026 - 31/10/2026",
    "Consumo fatturato: 142 Smc",
    "Totale da pagare: 148,60 €",
    "Scadenza: 15/12/2026",
    "Pagamento con avviso PagoPA o in banca.",
]

BOLLETTA_LUCE = [
    "A2A ENERGIA - Bolletta luce",
    "Numero fattura: 410026883191 del 10/11/2026",
    "Intestatario: Thomas Baker - Corso Francia 45, 10138 Torino",
    "POD IT001E70455821",
    "Periodo: 01/10/2026 - 31/10/2026",
    "Consumo: 298 kWh",
    "Totale da pagare: 92,40 €",
    "Scadenza: 09/12/2026",
]

BOLLETTA_ACQUA = [
    "SMAT - Società Metropolitana Acque Torino",
    "Bolletta del servizio idrico n. 2026-118340 del 24/11/2026",
    "Intestatario: Giulia Conti",
    "Periodo: luglio - settembre 2026",
    "Consumo: 38 mc",
    "Importo totale: 61,30 €",
    "Scadenza: 22/12/2026",
]

FATTURA_FASTWEB = [
    "FASTWEB S.p.A. - Fattura",
    "Fattura n. M012345678 del 20/11/2026",
    "Cliente: Thomas Baker - offerta Casa fibra",
    "Periodo: novembre 2026",
    "Totale fattura: 29,90 €",
    "Scadenza: 05/12/2026",
]

LUCE_CONDOMINIO = [
    "ENEL ENERGIA - Bolletta energia elettrica, uso condominiale",
    "Intestatario: Condominio Corso Francia 45 - c/o Studio Rag. Piero Gatti, amministratore",
    "Fornitura: luce delle scale, ascensore e cortile",
    "Periodo: settembre - ottobre 2026",
    "Consumo: 612 kWh",
    "Totale da pagare: 134,80 €",
    "Scadenza: 30/12/2026",
    "Copia inoltrata ai condomini dall'amministratore il 27/11/2026.",
]

# Preventivi ---------------------------------------------------------------------------

PREVENTIVO_TERMOTECNICA = [
    "TERMOTECNICA SABAUDA S.r.l.",
    "Via Pianezza 201, 10151 Torino - P.IVA 09876540012",
    "",
    "PREVENTIVO n. 2026/212 del 05/11/2026",
    "Cliente: Giulia Conti, Corso Francia 45, Torino",
    "Oggetto: sostituzione della caldaia",
    "",
    "- Caldaia a condensazione Vaillant ecoTEC plus 25 kW: 1.950,00 €",
    "- Smontaggio e smaltimento della vecchia caldaia: 180,00 €",
    "- Installazione, canna fumaria e messa in funzione: 660,00 €",
    "",
    "TOTALE: 2.790,00 € IVA inclusa",
    "Validità: 30 giorni. Possibile detrazione fiscale del 50%.",
]

PREVENTIVO_IDROCLIMA = [
    "IDROCLIMA di Enrico Bosio",
    "Via Onorato Vigliani 120, 10127 Torino",
    "",
    "Preventivo n. 58 del 12 novembre 2026",
    "Alla cortese attenzione di Giulia Conti",
    "",
    "Fornitura e posa di caldaia a condensazione Baxi Prime 26 kW: 1.780,00 €",
    "Kit scarico fumi e raccordi: 245,00 €",
    "Manodopera e collaudo: 440,00 €",
    "",
    "Totale preventivo: 2.465,00 € IVA compresa",
    "Tempi: installazione entro 10 giorni dall'accettazione.",
]

PREVENTIVO_CALOR = """CALOR SERVICE TORINO - assistenza e installazione caldaie
Corso Grosseto 310, Torino

PREVENTIVO n. CS-1147 del 20/11/2026
Cliente: famiglia Conti-Baker, Corso Francia 45

  caldaia a condensazione Immergas Victrix Tera 28 ...... 2.290,00 euro
  termostato smart Wi-Fi ............................... 260,00 euro
  installazione e pratiche (libretto d'impianto) ........ 640,00 euro

TOTALE: 3.190,00 € IVA inclusa
Offerta valida fino al 31/12/2026.
"""

FATTURA_IDROCLIMA = [
    "IDROCLIMA di Enrico Bosio",
    "Via Onorato Vigliani 120, 10127 Torino - P.IVA 07766550018",
    "",
    "FATTURA n. 318/2026 del 04/11/2026",
    "Intestata a: Giulia Conti, Corso Francia 45, Torino",
    "",
    "Manutenzione annuale della caldaia Beretta Ciao e analisi dei fumi: 110,66 €",
    "IVA 22%: 24,34 €",
    "TOTALE FATTURA: 135,00 €",
    "Pagata in contanti il 04/11/2026.",
]

# Salute (the vaccination record is private) -------------------------------------------

APPUNTAMENTI_PEDIATRA = """Pediatra: dott.ssa Laura Ventura - Via Nicola Fabrizi 88, Torino
Telefono dello studio: 011 745 2210
Riceve su appuntamento, dal lunedì al venerdì dalle 16:00 alle 19:00.

- Leo: giovedì 3 dicembre 2026 alle 16:30 - bilancio di salute dei 6 anni (portare il libretto)
- Nina: lunedì 14 dicembre 2026 alle 17:15 - controllo dopo la tosse
"""

LIBRETTO_VACCINALE_LEO = [
    "ASL Città di Torino - Certificato delle vaccinazioni",
    "Assistito: Baker Leo, nato a Torino il 15/06/2020",
    "Codice fiscale: BKRLEO20H15L219K",
    "",
    "Esavalente (Hexyon): 3 dosi - agosto 2020, ottobre 2020, giugno 2021",
    "Morbillo, parotite, rosolia e varicella (MPRV): prima dose luglio 2021, seconda dose settembre 2026",
    "Meningococco B: 3 dosi",
    "Prossimo richiamo: difterite, tetano, pertosse e polio a 6 anni (da prenotare)",
]

CERTIFICATO_SPORTIVO_NINA = [
    "Certificato di idoneità all'attività sportiva non agonistica",
    "",
    "Si certifica che Nina Baker, nata il 21/03/2017, non presenta controindicazioni in atto",
    "alla pratica di attività sportiva non agonistica (nuoto).",
    "Validità: un anno, fino al 10/11/2027.",
    "",
    "Torino, 10/11/2026 - Il medico: dott.ssa L. Ventura",
]

# Documenti (private codes inside) -----------------------------------------------------

CARTA_IDENTITA = [
    "REPUBBLICA ITALIANA - CARTA DI IDENTITÀ ELETTRONICA",
    "Numero: CA48213KD",
    "Cognome: CONTI - Nome: GIULIA",
    "Nata il 03/05/1986 a TORINO (TO)",
    "Codice fiscale: CNTGLI86E43L219R",
    "Emissione: 14/02/2022 - Scadenza: 03/05/2032",
    "Comune di Torino",
]

CONTRATTO_AFFITTO = [
    "CONTRATTO DI LOCAZIONE AD USO ABITATIVO (4+4)",
    "",
    "La Sig.ra Maria Grazia Olivero (la locatrice) concede in locazione a Giulia Conti e",
    "Thomas Baker (i conduttori) l'appartamento in Torino, Corso Francia 45, scala B, terzo piano,",
    "di 95 mq, con cantina.",
    "",
    "1. Durata: quattro anni, dal 1 ottobre 2024 al 30 settembre 2028, rinnovabile per altri quattro.",
    "2. Canone: 980,00 € mensili, da pagare entro il giorno 5 di ogni mese con bonifico",
    "   sull'IBAN IT60X0542811101000000123456.",
    "3. Deposito cauzionale: 2.940,00 € (tre mensilità).",
    "4. Spese condominiali a carico dei conduttori, con conguaglio annuale.",
    "5. Recesso dei conduttori: con preavviso di sei mesi tramite raccomandata.",
    "",
    "Torino, 20 settembre 2024",
]

POLIZZA_AUTO = [
    "ASSICURAZIONI SUBALPINA S.p.A. - Polizza RC Auto",
    "Polizza n. 7734-2291-55",
    "Contraente: Thomas Baker",
    "Veicolo: Dacia Duster, targa GF418ZT",
    "Garanzie: RC auto, furto e incendio, assistenza stradale",
    "Premio annuo: 612,00 €",
    "Decorrenza: 31/01/2026 - Scadenza: 31/01/2027",
]

# Nina, Leo ----------------------------------------------------------------------------

COMPITI_NINA = """Compiti di Nina (4ª A) - settimana dal 30 novembre
- lunedì: matematica, le tabelline del 7 e dell'8 e la scheda sulle divisioni
- martedì: italiano, riassunto del capitolo 5 della "Gabbianella e il gatto"
- mercoledì: inglese, learn the words "winter clothes"
- giovedì: storia, studiare da pagina 40 a 43 (i Sumeri)
- venerdì: portare il costume e la cuffia per la piscina
"""

RECITA_NATALE = [
    "Recita di Natale della 4ª A - Scuola primaria Carlo Collodi",
    "Venerdì 18 dicembre 2026 alle 10:00, nel salone della parrocchia di San Bernardino",
    "Titolo: \"La stella che non voleva brillare\"",
    "",
    "Nina fa la Stella Cometa. Le sue battute:",
    "\"Io sono piccola, ma stanotte devo indicare la strada.\"",
    "\"Seguitemi, pastori: la capanna è oltre la collina!\"",
    "",
    "Costume: maglia gialla e gonna di tulle; le stelline di carta si preparano a casa.",
]

AVVISO_PIDOCCHI = """Scuola primaria Carlo Collodi - classe 1ª C

Gentili genitori,
sono stati segnalati alcuni casi di pediculosi nella classe.
Vi chiediamo di controllare i capelli dei bambini e, se necessario, di trattarli.
Il bambino può tornare a scuola il giorno dopo il primo trattamento.

Le maestre Anna e Rosa - Torino, 23 novembre 2026
"""

MATERIALE_PRIMA = """# Materiale per la 1ª C (Leo)

- 2 quadernoni a quadretti da 1 cm (copertina rossa e blu)
- 1 quadernone a righe di prima
- astuccio con matite colorate, pastelli a cera, colla stick, forbici con punta arrotondata
- 1 risma di carta A4 da portare entro il 30 settembre
- grembiule blu con il nome ricamato
"""

# Ricette ------------------------------------------------------------------------------

BAGNA_CAUDA = """Bagna cauda (per 6 persone)

- 6 teste d'aglio
- 300 g di acciughe sotto sale
- 300 ml di olio extravergine d'oliva
- una noce di burro

Verdure da intingere: cardo gobbo, peperoni, topinambur, cavolo, patate lesse.
Sbucciare l'aglio e cuocerlo piano nell'olio con le acciughe finché si sciolgono.
Servire calda nei fornetti di coccio.
"""

TORTA_DI_MELE = """Torta di mele della nonna Piera

- 4 mele renette
- 3 uova
- 150 g di zucchero
- 200 g di farina
- 100 g di burro fuso
- mezza bustina di lievito e la scorza di un limone

Forno a 180 °C per 40 minuti.
"""

SUNDAY_PANCAKES = """# Tom's Sunday pancakes (serves 4)

- 200 g plain flour
- 2 eggs
- 300 ml milk
- 1 tbsp sugar, a pinch of salt, 1 tsp baking powder
- maple syrup and blueberries to serve

Whisk everything, let the batter rest for 10 minutes, cook in a hot buttered pan and flip
when bubbles appear.
"""

SHEPHERDS_PIE = [
    "Shepherd's pie (Mum's recipe)",
    "500 g minced lamb, 1 onion, 2 carrots, a splash of Worcestershire sauce",
    "1 kg potatoes, mashed with butter and milk",
    "Brown the lamb with the vegetables, simmer for 20 minutes in stock, top with the mash,",
    "bake at 200 °C for 25 minutes.",
]

# Vecchi (old versions, namesakes of current files) ------------------------------------

LISTA_SPESA_VECCHIA = "grissini\nlatte\ntè verde\npane\nbanane\n"

PREVENTIVO_CALDAIA_2024 = [
    "TERMOIDRAULICA GIANOTTI",
    "Preventivo n. 19/2024 del 02/10/2024",
    "Cliente: Giulia Conti",
    "Sostituzione della caldaia con un modello a condensazione Ariston Alteas One:",
    "2.600,00 € IVA inclusa",
    "Validità: 30 giorni.",
]

CIRCOLARE_GITA_BOZZA = [
    "BOZZA - non inviare",
    "Circolare n. __ - uscita didattica al Museo Egizio",
    "Le classi quarte visiteranno il Museo Egizio a gennaio 2027 (data da definire).",
    "Quota indicativa per alunno: 16,00 € (solo ingresso e pullman).",
    "Autorizzazioni da consegnare entro il 4 dicembre.",
]

BOLLETTA_GAS_SETTEMBRE = [
    "IREN MERCATO S.p.A. - Bolletta gas naturale",
    "Numero bolletta: 2026/GN/0561190 del 18/09/2026",
    "Intestatario: Giulia Conti",
    "Periodo di fornitura: 01/08/2026 - 31/08/2026",
    "Consumo fatturato: 41 Smc",
    "Totale da pagare: 71,45 €",
    "Scadenza: 15/10/2026 - PAGATA il 12/10/2026",
]

ELENCO_ALUNNI_3B = "cognome,nome,anno_scolastico\n" + "".join(
    f"{surname},{name},2025-26\n" for surname, name, _, _ in PUPILS[:-1])

CV_TOM_2019 = [
    "Thomas Baker - Web Developer - Curriculum Vitae (2019)",
    "London, United Kingdom",
    "2015-2019: front-end developer at Pixelmill Ltd, London",
    "2012-2015: BSc Computer Science, University of Leeds",
    "Skills: JavaScript, PHP, WordPress, jQuery",
]

# Download (a mess) --------------------------------------------------------------------

AUTORIZZAZIONE_GITA = [
    "Modulo di autorizzazione - uscita didattica al Museo Egizio (19 gennaio 2027)",
    "",
    "Il/La sottoscritto/a ______________________ genitore dell'alunno/a ______________________",
    "della classe ______ autorizza il proprio figlio a partecipare all'uscita didattica",
    "e si impegna a versare la quota di 18,50 €.",
    "",
    "Data ____________     Firma ______________________",
]

BIGLIETTI_TRENO = [
    "Trenitalia - Biglietto Frecciarossa",
    "Codice prenotazione (PNR): X7KQ2M",
    "Torino Porta Nuova - Milano Centrale",
    "Sabato 12/12/2026, partenza 08:05, arrivo 09:00",
    "Passeggeri: 2 adulti (Giulia Conti, Thomas Baker)",
    "Importo totale: 39,80 €",
]

RECEIPT_DIGITALOCEAN = [
    "DigitalOcean, LLC - Receipt",
    "Invoice number: 8412207",
    "Billed to: Thomas Baker, Torino, Italy",
    "Period: October 1-31, 2026",
    "Droplets (2 x Basic 2 GB): $24.00",
    "Managed database: $15.00",
    "Spaces storage: $5.00",
    "Backups: $4.00",
    "Total paid: $48.00 (USD), charged on 1 November 2026",
]

# Top of the workspace -----------------------------------------------------------------

LISTA_SPESA = "pane\nuova\nyogurt\nmele\ncaffè\nfarina\ndetersivo lavatrice\ncarta forno\n"

TODO = """# Cose da fare

- [ ] pagare la bolletta del gas
- [ ] stampare le autorizzazioni per la gita al Museo Egizio
- [ ] prenotare il richiamo del vaccino di Leo
- [x] chiamare Idroclima per la manutenzione
- [ ] scegliere il preventivo della caldaia
- [ ] send invoice INV-2026-043 to Harbour & Finch
- [ ] comprare il costume da stella per Nina
"""

WIFI = """Wi-Fi di casa
Rete: ContiBaker_5G
Password: Gianduiotto#4821
Il router è in soggiorno, dietro la TV.
"""

# ---------------------------------------------------------------------------------------
# Fingerprints: strings found in one file only (checked by `_check_fingerprints`).
# ---------------------------------------------------------------------------------------

FINGERPRINTS: dict[str, tuple[str, ...]] = {
    "Scuola 4B/programmazione_novembre.docx": ("Roald Dahl", "regioni climatiche", "civiltà dei fiumi"),
    "Scuola 4B/lezione_frazioni.md": ("pizza di cartone", "unità frazionaria", "Mille Colori"),
    "Scuola 4B/lezione_ciclo_acqua.md": ("cubetti di ghiaccio", "viaggio di una goccia", "evaporazione"),
    "Scuola 4B/elenco_alunni_4B.csv": ("telefono_genitore", "338 412 7765", "347 811 2290"),
    "Scuola 4B/verifiche_novembre.xlsx": ("Matematica 18/11", "Italiano 25/11"),
    "Scuola 4B/circolare_gita_museo_egizio.pdf": ("Chiabrando", "come uno scriba", "Circolare n. 47"),
    "Scuola 4B/verbale_assemblea_genitori.docx": ("flauti dolci", "merenda sana", "all'unanimità"),
    "Clients/quote_panetteria_gallo.pdf": ("Q-2026-031", "Via Cibrario", "pre-order"),
    "Clients/quote_greenleaf_gardens.docx": ("Q-2026-034", "Whiteladies Road", "garden design"),
    "Clients/invoice_2026_041.docx": ("INV-2026-041", "Marine Parade", "payment provider"),
    "Clients/invoice_2026_042.pdf": ("INV-2026-042", "Pietro Micca", "Accessibility audit and fixes"),
    "Clients/contract_harbour_finch.pdf": ("WEBSITE MAINTENANCE AGREEMENT", "security patches",
                                           "one working day"),
    "Clients/timesheet_november.csv": ("shop migration", "wireframes"),
    "Bollette/bolletta_gas_novembre.pdf": ("0774512", "142 Smc"),
    "Bollette/bolletta_luce_novembre.pdf": ("A2A", "298 kWh", "IT001E70455821"),
    "Bollette/bolletta_acqua_smat.docx": ("SMAT", "118340", "38 mc"),
    "Bollette/fattura_fastweb_novembre.pdf": ("FASTWEB", "M012345678"),
    "Bollette/luce_scale_condominio.pdf": ("Piero Gatti", "ascensore", "612 kWh"),
    "Preventivi/preventivo_termotecnica_sabauda.pdf": ("Vaillant", "Via Pianezza", "2026/212"),
    "Preventivi/preventivo_idroclima.docx": ("Baxi Prime", "Preventivo n. 58"),
    "Preventivi/preventivo_calor_service.txt": ("CS-1147", "Immergas", "Corso Grosseto"),
    "Preventivi/fattura_idroclima_manutenzione.pdf": ("318/2026", "Beretta Ciao", "analisi dei fumi"),
    "Salute/appuntamenti_pediatra.txt": ("Laura Ventura", "bilancio di salute", "Nicola Fabrizi"),
    "Salute/libretto_vaccinale_leo.pdf": ("BKRLEO20H15L219K", "Hexyon", "MPRV"),
    "Salute/certificato_sportivo_nina.pdf": ("non agonistica", "10/11/2027"),
    "Documenti/carta_identita_giulia.pdf": ("CA48213KD", "CNTGLI86E43L219R"),
    "Documenti/contratto_affitto.pdf": ("Olivero", "IT60X0542811101000000123456", "95 mq"),
    "Documenti/polizza_auto.pdf": ("7734-2291-55", "GF418ZT", "Dacia Duster"),
    "Nina/compiti_settimana.txt": ("tabelline", "Sumeri", "Gabbianella"),
    "Nina/recita_natale.docx": ("Stella Cometa", "gonna di tulle", "San Bernardino"),
    "Leo/avviso_pidocchi.txt": ("pediculosi", "Anna e Rosa"),
    "Leo/materiale_scuola_prima.md": ("quadretti da 1 cm", "grembiule blu", "punta arrotondata"),
    "Ricette/bagna_cauda.txt": ("acciughe", "cardo gobbo", "topinambur"),
    "Ricette/torta_di_mele_nonna.txt": ("nonna Piera", "renette"),
    "Ricette/sunday_pancakes.md": ("maple syrup", "blueberries", "the batter"),
    "Ricette/shepherds_pie.docx": ("minced lamb", "Worcestershire"),
    "Vecchi/lista_spesa_vecchia.txt": ("grissini", "banane"),
    "Vecchi/preventivo_caldaia_2024.pdf": ("GIANOTTI", "19/2024", "Ariston"),
    "Vecchi/circolare_gita_bozza.docx": ("BOZZA - non inviare", "data da definire", "Quota indicativa"),
    "Vecchi/bolletta_gas_settembre.pdf": ("0561190", "41 Smc", "PAGATA il 12/10/2026"),
    "Vecchi/elenco_alunni_3B.csv": ("anno_scolastico",),
    "Vecchi/cv_tom_2019.docx": ("Pixelmill", "jQuery", "University of Leeds"),
    "Download/autorizzazione_gita_museo.pdf": ("Il/La sottoscritto/a", "si impegna a versare"),
    "Download/biglietti_treno_milano.pdf": ("X7KQ2M", "Porta Nuova"),
    "Download/receipt_digitalocean.pdf": ("DigitalOcean", "Droplets", "8412207"),
    "lista_spesa.txt": ("detersivo lavatrice", "carta forno"),
    "todo.md": ("richiamo del vaccino", "costume da stella", "INV-2026-043"),
    "wifi.txt": ("Gianduiotto#4821", "ContiBaker_5G"),
}

FOLDERS = ("Scuola 4B", "Clients", "Bollette", "Preventivi", "Salute", "Documenti", "Nina", "Leo",
           "Ricette", "Vecchi", "Download", "Da stampare")

# Every file's mtime, at 10:00 UTC of this day: the documents' own dates where they have one.
MTIMES: dict[str, str] = {
    "Scuola 4B/elenco_alunni_4B.csv": "2026-09-14",
    "Scuola 4B/programmazione_novembre.docx": "2026-11-02",
    "Scuola 4B/lezione_frazioni.md": "2026-11-10",
    "Scuola 4B/verbale_assemblea_genitori.docx": "2026-11-13",
    "Scuola 4B/circolare_gita_museo_egizio.pdf": "2026-11-16",
    "Scuola 4B/lezione_ciclo_acqua.md": "2026-11-17",
    "Scuola 4B/verifiche_novembre.xlsx": "2026-11-26",
    "Clients/contract_harbour_finch.pdf": "2026-02-24",
    "Clients/quote_panetteria_gallo.pdf": "2026-11-04",
    "Clients/invoice_2026_041.docx": "2026-11-06",
    "Clients/quote_greenleaf_gardens.docx": "2026-11-13",
    "Clients/invoice_2026_042.pdf": "2026-11-19",
    "Clients/timesheet_november.csv": "2026-11-26",
    "Bollette/bolletta_luce_novembre.pdf": "2026-11-10",
    "Bollette/bolletta_gas_novembre.pdf": "2026-11-18",
    "Bollette/fattura_fastweb_novembre.pdf": "2026-11-20",
    "Bollette/bolletta_acqua_smat.docx": "2026-11-24",
    "Bollette/luce_scale_condominio.pdf": "2026-11-27",
    "Preventivi/fattura_idroclima_manutenzione.pdf": "2026-11-04",
    "Preventivi/preventivo_termotecnica_sabauda.pdf": "2026-11-05",
    "Preventivi/preventivo_idroclima.docx": "2026-11-12",
    "Preventivi/preventivo_calor_service.txt": "2026-11-20",
    "Salute/libretto_vaccinale_leo.pdf": "2026-09-30",
    "Salute/certificato_sportivo_nina.pdf": "2026-11-10",
    "Salute/appuntamenti_pediatra.txt": "2026-11-25",
    "Documenti/carta_identita_giulia.pdf": "2022-02-14",
    "Documenti/passaporto_tom.jpg": "2023-07-01",
    "Documenti/contratto_affitto.pdf": "2024-09-20",
    "Documenti/polizza_auto.pdf": "2026-01-31",
    "Nina/disegno_mare.jpg": "2026-07-20",
    "Nina/disegno_unicorno.png": "2026-11-08",
    "Nina/recita_natale.docx": "2026-11-21",
    "Nina/compiti_settimana.txt": "2026-11-29",
    "Leo/materiale_scuola_prima.md": "2026-09-07",
    "Leo/disegno_razzo.png": "2026-10-30",
    "Leo/disegno_dinosauro.jpg": "2026-11-15",
    "Leo/avviso_pidocchi.txt": "2026-11-23",
    "Ricette/torta_di_mele_nonna.txt": "2024-10-12",
    "Ricette/shepherds_pie.docx": "2025-02-16",
    "Ricette/bagna_cauda.txt": "2025-11-30",
    "Ricette/sunday_pancakes.md": "2026-03-08",
    "Vecchi/cv_tom_2019.docx": "2019-06-03",
    "Vecchi/preventivo_caldaia_2024.pdf": "2024-10-02",
    "Vecchi/lista_spesa_vecchia.txt": "2025-05-10",
    "Vecchi/elenco_alunni_3B.csv": "2025-09-15",
    "Vecchi/bolletta_gas_settembre.pdf": "2026-09-20",
    "Vecchi/circolare_gita_bozza.docx": "2026-11-09",
    "Download/receipt_digitalocean.pdf": "2026-11-01",
    "Download/foto_gita_2025.zip": "2026-11-03",
    "Download/~WRL0003.tmp": "2026-11-16",
    "Download/autorizzazione_gita_museo.pdf": "2026-11-16",
    "Download/autorizzazione_gita_museo (1).pdf": "2026-11-17",
    "Download/upload_7f3a.tmp": "2026-11-19",
    "Download/IMG_20261122_103512.jpg": "2026-11-22",
    "Download/biglietti_treno_milano.pdf": "2026-11-25",
    "Download/biglietti_treno_milano (1).pdf": "2026-11-26",
    "Download/scaricamento.tmp": "2026-11-28",
    "wifi.txt": "2025-03-01",
    "todo.md": "2026-11-28",
    "lista_spesa.txt": "2026-11-30",
}

# ---------------------------------------------------------------------------------------
# Writers (PDF and DOCX from family_workspace; sheets and the zip here, normalised the same way).
# ---------------------------------------------------------------------------------------

_ZIP_DATE = FIXED_DATE.timetuple()[:6]


_sheet = partial(write_sheet, creator="Giulia Conti")


def _zip(path: Path, entries: Sequence[tuple[str, bytes]]) -> None:
    """A zip archive of stored entries with fixed timestamps (stable bytes)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as out:
        for name, data in entries:
            out.writestr(zipfile.ZipInfo(name, date_time=_ZIP_DATE), data, zipfile.ZIP_STORED)
    path.write_bytes(buffer.getvalue())


def _junk(seed: int, size: int) -> bytes:
    """The bytes of a leftover temporary file: deterministic, not text."""
    return bytes((seed * 17 + i * 13) % 256 for i in range(size))


# ---------------------------------------------------------------------------------------
# The workspace.
# ---------------------------------------------------------------------------------------


def make_school_workspace(root: Path) -> None:
    """Write the Conti-Baker household's files under `root` (created if missing; files overwritten)."""
    root = Path(root)
    for name in FOLDERS:
        (root / name).mkdir(parents=True, exist_ok=True)

    scuola = root / "Scuola 4B"
    _docx(scuola / "programmazione_novembre.docx", PROGRAMMAZIONE_NOVEMBRE, "Programmazione novembre 4B")
    _text(scuola / "lezione_frazioni.md", LEZIONE_FRAZIONI)
    _text(scuola / "lezione_ciclo_acqua.md", LEZIONE_CICLO_ACQUA)
    _text(scuola / "elenco_alunni_4B.csv", ELENCO_ALUNNI_4B)
    _sheet(scuola / "verifiche_novembre.xlsx", "Verifiche novembre", VERIFICHE_HEADER, VERIFICHE_ROWS)
    _pdf(scuola / "circolare_gita_museo_egizio.pdf", CIRCOLARE_GITA, "Circolare 47 uscita Museo Egizio")
    _docx(scuola / "verbale_assemblea_genitori.docx", VERBALE_ASSEMBLEA, "Verbale assemblea 4B")

    clients = root / "Clients"
    _pdf(clients / "quote_panetteria_gallo.pdf", QUOTE_GALLO, "Quote Q-2026-031")
    _docx(clients / "quote_greenleaf_gardens.docx", QUOTE_GREENLEAF, "Quote Q-2026-034")
    _docx(clients / "invoice_2026_041.docx", INVOICE_041, "Invoice INV-2026-041")
    _pdf(clients / "invoice_2026_042.pdf", INVOICE_042, "Invoice INV-2026-042")
    _pdf(clients / "contract_harbour_finch.pdf", CONTRACT_HARBOUR, "Maintenance agreement")
    _text(clients / "timesheet_november.csv", TIMESHEET_NOVEMBER)

    bollette = root / "Bollette"
    _pdf(bollette / "bolletta_gas_novembre.pdf", BOLLETTA_GAS, "Bolletta gas Iren")
    _pdf(bollette / "bolletta_luce_novembre.pdf", BOLLETTA_LUCE, "Bolletta luce A2A")
    _docx(bollette / "bolletta_acqua_smat.docx", BOLLETTA_ACQUA, "Bolletta acqua SMAT")
    _pdf(bollette / "fattura_fastweb_novembre.pdf", FATTURA_FASTWEB, "Fattura Fastweb")
    _pdf(bollette / "luce_scale_condominio.pdf", LUCE_CONDOMINIO, "Luce scale condominio")

    preventivi = root / "Preventivi"
    _pdf(preventivi / "preventivo_termotecnica_sabauda.pdf", PREVENTIVO_TERMOTECNICA,
         "Preventivo Termotecnica Sabauda")
    _docx(preventivi / "preventivo_idroclima.docx", PREVENTIVO_IDROCLIMA, "Preventivo Idroclima")
    _text(preventivi / "preventivo_calor_service.txt", PREVENTIVO_CALOR)
    _pdf(preventivi / "fattura_idroclima_manutenzione.pdf", FATTURA_IDROCLIMA, "Fattura Idroclima 318")

    salute = root / "Salute"
    _text(salute / "appuntamenti_pediatra.txt", APPUNTAMENTI_PEDIATRA)
    _pdf(salute / "libretto_vaccinale_leo.pdf", LIBRETTO_VACCINALE_LEO, "Certificato vaccinale")
    _pdf(salute / "certificato_sportivo_nina.pdf", CERTIFICATO_SPORTIVO_NINA, "Certificato sportivo")

    documenti = root / "Documenti"
    _pdf(documenti / "carta_identita_giulia.pdf", CARTA_IDENTITA, "Scansione carta d'identità")
    (documenti / "passaporto_tom.jpg").write_bytes(_jpeg(12, 2400))
    _pdf(documenti / "contratto_affitto.pdf", CONTRATTO_AFFITTO, "Contratto di locazione")
    _pdf(documenti / "polizza_auto.pdf", POLIZZA_AUTO, "Polizza RC Auto")

    nina = root / "Nina"
    _text(nina / "compiti_settimana.txt", COMPITI_NINA)
    _docx(nina / "recita_natale.docx", RECITA_NATALE, "Recita di Natale")
    (nina / "disegno_unicorno.png").write_bytes(_png(12, 9, (240, 170, 210)))
    (nina / "disegno_mare.jpg").write_bytes(_jpeg(25, 2000))

    leo = root / "Leo"
    _text(leo / "avviso_pidocchi.txt", AVVISO_PIDOCCHI)
    _text(leo / "materiale_scuola_prima.md", MATERIALE_PRIMA)
    (leo / "disegno_dinosauro.jpg").write_bytes(_jpeg(31, 6000))
    (leo / "disegno_razzo.png").write_bytes(_png(10, 14, (60, 90, 200)))

    ricette = root / "Ricette"
    _text(ricette / "bagna_cauda.txt", BAGNA_CAUDA)
    _text(ricette / "torta_di_mele_nonna.txt", TORTA_DI_MELE)
    _text(ricette / "sunday_pancakes.md", SUNDAY_PANCAKES)
    _docx(ricette / "shepherds_pie.docx", SHEPHERDS_PIE, "Shepherd's pie")

    vecchi = root / "Vecchi"
    _text(vecchi / "lista_spesa_vecchia.txt", LISTA_SPESA_VECCHIA)
    _pdf(vecchi / "preventivo_caldaia_2024.pdf", PREVENTIVO_CALDAIA_2024, "Preventivo Gianotti 2024")
    _docx(vecchi / "circolare_gita_bozza.docx", CIRCOLARE_GITA_BOZZA, "Bozza circolare gita")
    _pdf(vecchi / "bolletta_gas_settembre.pdf", BOLLETTA_GAS_SETTEMBRE, "Bolletta gas settembre")
    _text(vecchi / "elenco_alunni_3B.csv", ELENCO_ALUNNI_3B)
    _docx(vecchi / "cv_tom_2019.docx", CV_TOM_2019, "CV Thomas Baker 2019")

    download = root / "Download"
    (download / "~WRL0003.tmp").write_bytes(_junk(3, 1536))
    (download / "upload_7f3a.tmp").write_bytes(_junk(7, 4096))
    (download / "scaricamento.tmp").write_bytes(_junk(11, 820))
    _zip(download / "foto_gita_2025.zip",
         [(f"gita_2025/IMG_{n:04d}.jpg", _jpeg(40 + n, 40_000)) for n in (1, 2, 3)])
    _pdf(download / "autorizzazione_gita_museo.pdf", AUTORIZZAZIONE_GITA, "Modulo autorizzazione")
    (download / "autorizzazione_gita_museo (1).pdf").write_bytes(
        (download / "autorizzazione_gita_museo.pdf").read_bytes())
    _pdf(download / "biglietti_treno_milano.pdf", BIGLIETTI_TRENO, "Biglietto Frecciarossa")
    (download / "biglietti_treno_milano (1).pdf").write_bytes(
        (download / "biglietti_treno_milano.pdf").read_bytes())
    _pdf(download / "receipt_digitalocean.pdf", RECEIPT_DIGITALOCEAN, "DigitalOcean receipt")
    (download / "IMG_20261122_103512.jpg").write_bytes(_jpeg(52, 3000))

    _text(root / "lista_spesa.txt", LISTA_SPESA)
    _text(root / "todo.md", TODO)
    _text(root / "wifi.txt", WIFI)

    stamp_tree(root, MTIMES)


# ---------------------------------------------------------------------------------------
# Self-check: every fingerprint names one file, and only that one.
# ---------------------------------------------------------------------------------------


def _sources() -> dict[str, str]:
    """Each fingerprinted file's text as written (cells of the sheet joined)."""
    def lines(items: Sequence[str]) -> str:
        return "\n".join(items)

    def cells(title: str, header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
        return "\n".join([title, *header, *(str(c) for row in rows for c in row)])

    return {
        "Scuola 4B/programmazione_novembre.docx": lines(PROGRAMMAZIONE_NOVEMBRE),
        "Scuola 4B/lezione_frazioni.md": LEZIONE_FRAZIONI,
        "Scuola 4B/lezione_ciclo_acqua.md": LEZIONE_CICLO_ACQUA,
        "Scuola 4B/elenco_alunni_4B.csv": ELENCO_ALUNNI_4B,
        "Scuola 4B/verifiche_novembre.xlsx": cells("Verifiche novembre", VERIFICHE_HEADER, VERIFICHE_ROWS),
        "Scuola 4B/circolare_gita_museo_egizio.pdf": lines(CIRCOLARE_GITA),
        "Scuola 4B/verbale_assemblea_genitori.docx": lines(VERBALE_ASSEMBLEA),
        "Clients/quote_panetteria_gallo.pdf": lines(QUOTE_GALLO),
        "Clients/quote_greenleaf_gardens.docx": lines(QUOTE_GREENLEAF),
        "Clients/invoice_2026_041.docx": lines(INVOICE_041),
        "Clients/invoice_2026_042.pdf": lines(INVOICE_042),
        "Clients/contract_harbour_finch.pdf": lines(CONTRACT_HARBOUR),
        "Clients/timesheet_november.csv": TIMESHEET_NOVEMBER,
        "Bollette/bolletta_gas_novembre.pdf": lines(BOLLETTA_GAS),
        "Bollette/bolletta_luce_novembre.pdf": lines(BOLLETTA_LUCE),
        "Bollette/bolletta_acqua_smat.docx": lines(BOLLETTA_ACQUA),
        "Bollette/fattura_fastweb_novembre.pdf": lines(FATTURA_FASTWEB),
        "Bollette/luce_scale_condominio.pdf": lines(LUCE_CONDOMINIO),
        "Preventivi/preventivo_termotecnica_sabauda.pdf": lines(PREVENTIVO_TERMOTECNICA),
        "Preventivi/preventivo_idroclima.docx": lines(PREVENTIVO_IDROCLIMA),
        "Preventivi/preventivo_calor_service.txt": PREVENTIVO_CALOR,
        "Preventivi/fattura_idroclima_manutenzione.pdf": lines(FATTURA_IDROCLIMA),
        "Salute/appuntamenti_pediatra.txt": APPUNTAMENTI_PEDIATRA,
        "Salute/libretto_vaccinale_leo.pdf": lines(LIBRETTO_VACCINALE_LEO),
        "Salute/certificato_sportivo_nina.pdf": lines(CERTIFICATO_SPORTIVO_NINA),
        "Documenti/carta_identita_giulia.pdf": lines(CARTA_IDENTITA),
        "Documenti/contratto_affitto.pdf": lines(CONTRATTO_AFFITTO),
        "Documenti/polizza_auto.pdf": lines(POLIZZA_AUTO),
        "Nina/compiti_settimana.txt": COMPITI_NINA,
        "Nina/recita_natale.docx": lines(RECITA_NATALE),
        "Leo/avviso_pidocchi.txt": AVVISO_PIDOCCHI,
        "Leo/materiale_scuola_prima.md": MATERIALE_PRIMA,
        "Ricette/bagna_cauda.txt": BAGNA_CAUDA,
        "Ricette/torta_di_mele_nonna.txt": TORTA_DI_MELE,
        "Ricette/sunday_pancakes.md": SUNDAY_PANCAKES,
        "Ricette/shepherds_pie.docx": lines(SHEPHERDS_PIE),
        "Vecchi/lista_spesa_vecchia.txt": LISTA_SPESA_VECCHIA,
        "Vecchi/preventivo_caldaia_2024.pdf": lines(PREVENTIVO_CALDAIA_2024),
        "Vecchi/circolare_gita_bozza.docx": lines(CIRCOLARE_GITA_BOZZA),
        "Vecchi/bolletta_gas_settembre.pdf": lines(BOLLETTA_GAS_SETTEMBRE),
        "Vecchi/elenco_alunni_3B.csv": ELENCO_ALUNNI_3B,
        "Vecchi/cv_tom_2019.docx": lines(CV_TOM_2019),
        "Download/autorizzazione_gita_museo.pdf": lines(AUTORIZZAZIONE_GITA),
        "Download/biglietti_treno_milano.pdf": lines(BIGLIETTI_TRENO),
        "Download/receipt_digitalocean.pdf": lines(RECEIPT_DIGITALOCEAN),
        "lista_spesa.txt": LISTA_SPESA,
        "todo.md": TODO,
        "wifi.txt": WIFI,
    }


def _check_fingerprints() -> None:
    check_fingerprints(_sources(), FINGERPRINTS)


_check_fingerprints()


def main(argv: Sequence[str]) -> int:
    """Generate the workspace into the directory given on the command line."""
    return workspace_main(argv, "school_workspace.py", make_school_workspace)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
