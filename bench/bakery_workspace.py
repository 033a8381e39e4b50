"""The files of a family bakery-café in Altamura (Puglia), for the understanding benchmark.

Vito Loiudice (the baker, who keeps the files) and his wife Rosa run the Panificio Caffè Loiudice
snc, Via Federico II di Svevia 48, with one employee, Michele Dibenedetto (counter and assistant
baker, part-time). Their children are Sofia (2ª media) and Nicola (3ª elementare).
``make_bakery_workspace(root)`` writes their workspace:

- ``Forno``: the quotes for a new three-deck electric oven - Termoforni Adriatica 18.800,00 €
  (PDF), Forni Lamorgese 17.500,00 € (DOCX) and Italforni Sud 15.500,00 € (the cheapest, only in
  a saved e-mail, ``re_richiesta_info_forno.eml``, "Re: richiesta info forno") - and
  ``offerta_tecnoservice.pdf``, named like an offer but an invoice (585,60 €, 480,00 € before
  VAT, due 24/12/2026) for repairing the old oven; the sub-folder ``Foto installazione`` is
  empty;
- ``Negozio``: the price list (XLSX: bread 4,20 €/kg, focaccia 12,00 €/kg, coffee 1,10 €...), the
  lease of the shop (1.350,00 € a month by the 5th, deposit 4.050,00 €, landlord Domenico
  Carlucci), the multi-risk insurance (premium 1.184,00 €, expiring 30/04/2027), the opening
  hours and the alarm and safe codes (private);
- ``Personale``: the staff shifts of 7-13 December (XLSX), Michele's contract (1.420,00 € gross),
  his November payslip (1.101,40 € net) and his HACCP certificate (expires 14/01/2027);
- ``Fornitori``: the supplier list (XLSX, five suppliers), four invoices - the mill (PDF,
  1.090,96 €, due 15/01/2027), the dairy (DOCX, 628,16 €, due 23/12/2026), the coffee roaster
  (PDF, 717,36 €, already paid), the wholesaler (TXT, 316,14 €, due 27/12/2026) - 2.752,62 € in
  all (2.528,40 € before VAT), and ``fattura_enel_negozio.jpg``, a phone photo of a bill that
  holds no readable text;
- ``Conti``: the expenses log of 2026 (CSV; October 2.805,50 €, November 1.437,01 € plus USD
  86.40 for vanilla bought online), the weekly takings of November (CSV: 16.302,90 € in all,
  best week 23-29/11 with 4.361,40 €) and the bank details, POS PIN and home-banking login
  (private);
- ``HACCP 2026``: the fridge / cold room / freezer temperature logs of October and November
  (CSV, Mondays and Thursdays; on 19/11 the counter fridge read 7,5 °C) and the self-control plan;
- ``Casa``: the shopping list, nonna's focaccia recipe and the family's health notes (private);
- ``Ragazzi``: Sofia's November report (average 8,3), the school trip to Matera (Thursday 22 April
  2027, 18,00 €), Nicola's timetable (DOCX) and the parents' meetings;
- ``Foto``: four pictures; ``Archivio``: last year's namesakes (the 2025 price list, a 2025
  Lamorgese quote of 12.900,00 € - cheaper than any current one -, the November 2025 mill
  invoice, the 2025 insurance policy, the November 2025 temperature log);
- ``Scaricati``: two downloads (one with spaces and digits in its name) with byte-identical "(1)"
  duplicates and four ``.tmp`` files;
- at the top, ``da_fare.txt`` and ``contatti.txt``.

Documents are dated up to 2 December 2026 (today is 2026-12-03) and file mtimes follow them.
Generation is deterministic. ``FINGERPRINTS`` holds, per file, strings found only in that file
(and in no file name); photos, ``.tmp`` files and the downloads have none.

Run by hand to look at it: ``python3 bench/bakery_workspace.py DIR``.
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
    check_tree,
    check_unprinted,
    stamp_tree,
    workspace_main,
    write_sheet,
)
from family_workspace import write_text as _text

HACCP = "HACCP 2026"
INSTALLAZIONE = "Forno/Foto installazione"

# ---------------------------------------------------------------------------------------
# Forno: the new oven. Italian documents write amounts the Italian way (18.800,00 €).
# ---------------------------------------------------------------------------------------

PREVENTIVO_TERMOFORNI = [
    "TERMOFORNI ADRIATICA s.r.l.",
    "Via dei Mestieri 12, 70026 Modugno (BA) - P.IVA 07781230729",
    "",
    "PREVENTIVO n. 2026/211 del 06/11/2026",
    "Spett.le Panificio Caffè Loiudice snc - Via Federico II di Svevia 48, 70022 Altamura (BA)",
    "",
    "Forno elettrico a platea, 3 camere sovrapposte, 9 teglie 60x80, piano in refrattario: 16.800,00 €",
    "Cappa aspirante in acciaio inox: 1.150,00 €",
    "Trasporto, montaggio e collaudo: 850,00 €",
    "",
    "TOTALE PREVENTIVO: 18.800,00 € + IVA 22%",
    "Smaltimento del forno vecchio: 350,00 € (non compreso).",
    "Consegna in 4 settimane dall'ordine. Offerta valida fino al 06/12/2026.",
]

PREVENTIVO_LAMORGESE = [
    "FORNI LAMORGESE di Pasquale Lamorgese & C. s.a.s.",
    "Via Bari 77, 70024 Gravina in Puglia (BA)",
    "",
    "Preventivo del 13 novembre 2026",
    "Cliente: Vito Loiudice - Panificio Caffè Loiudice, Altamura",
    "",
    "Forno a platea elettrico Murgia 3P, tre camere, 9 teglie 60x80: 15.400,00 €",
    "Cappa di aspirazione con motore: 1.200,00 €",
    "Installazione, allacciamento e collaudo: 900,00 €",
    "",
    "Totale: 17.500,00 € IVA esclusa",
    "Ritiro e smaltimento del forno vecchio compresi. Consegna a metà gennaio.",
    "Validità: fino al 31 dicembre 2026.",
]

MAIL_ITALFORNI = """From: Giuseppe Tarantini <g.tarantini@example.org>
To: panificio.loiudice@example.org
Subject: Re: richiesta info forno
Date: Fri, 27 Nov 2026 17:42:00 +0100
Message-ID: <trulli3-loiudice@example.org>
In-Reply-To: <richiesta-forno-loiudice@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Gentile signor Loiudice,

grazie per la visita in showroom di martedì. Come promesso le scrivo la nostra migliore offerta
per il forno a platea elettrico a tre camere Italforni Trulli 3 (9 teglie 60x80):

- forno Trulli 3 con cappa aspirante inclusa: 14.900,00 €
- trasporto, installazione e collaudo: 600,00 €

Totale: 15.500,00 € + IVA. Consegna entro il 15 gennaio 2027, garanzia due anni.
L'offerta è valida fino al 20 dicembre 2026; acconto del 20% alla firma dell'ordine.

Cordiali saluti,
Giuseppe Tarantini - Italforni Sud, agente per Puglia e Basilicata

> Il giorno 24/11/2026 Vito Loiudice ha scritto:
> Buongiorno, come d'accordo le chiedo un'offerta scritta per un forno a platea a tre camere,
> il nostro ha più di venticinque anni. Grazie.
"""

FATTURA_TECNOSERVICE = [
    "TECNOSERVICE MURGIA di Cosimo Losito - assistenza forni e impianti per panifici",
    "Via Gravina 140, 70022 Altamura (BA) - P.IVA 06612870721",
    "",
    "FATTURA n. 88/2026 del 24/11/2026",
    "Cliente: Panificio Caffè Loiudice snc",
    "",
    "Intervento urgente sul forno a platea esistente (matricola FV-1998-0412):",
    "sostituzione di due resistenze della camera centrale e del termostato: 390,00 €",
    "manodopera, 2 ore: 90,00 €",
    "Imponibile: 480,00 €   IVA 22%: 105,60 €",
    "TOTALE FATTURA: 585,60 €",
    "",
    "Pagamento con bonifico entro il 24/12/2026.",
    "Nota del tecnico: il forno ha più di 25 anni, se ne consiglia la sostituzione.",
]

# ---------------------------------------------------------------------------------------
# Negozio.
# ---------------------------------------------------------------------------------------

LISTINO_HEADER = ["Prodotto", "Unità", "Prezzo (€)"]
LISTINO_2026: list[tuple[str, str, float]] = [
    ("Pane di Altamura DOP", "al kg", 4.20),
    ("Focaccia barese", "al kg", 12.00),
    ("Calzone di cipolla", "al kg", 14.00),
    ("Cartellate al vincotto", "al kg", 18.00),
    ("Friselle integrali", "confezione da 500 g", 3.50),
    ("Taralli al finocchietto", "confezione da 400 g", 3.80),
    ("Cornetto", "al pezzo", 1.20),
    ("Pasticciotto", "al pezzo", 1.60),
    ("Panzerotto fritto", "al pezzo", 2.50),
    ("Caffè al banco", "tazzina", 1.10),
    ("Cappuccino", "tazza", 1.50),
]

CONTRATTO_NEGOZIO = [
    "CONTRATTO DI LOCAZIONE AD USO COMMERCIALE (L. 392/1978)",
    "",
    "Il locatore Domenico Carlucci, residente in Altamura, Via Matera 15,",
    "concede in locazione alla società Panificio Caffè Loiudice snc, in persona dei soci Vito Loiudice "
    "e Rosa Cassano,",
    "il locale a piano terra in Altamura, Via Federico II di Svevia 48 (negozio e laboratorio, 95 mq, "
    "categoria C/1).",
    "",
    "1. Durata: sei anni, dal 01/03/2024 al 28/02/2030, rinnovabile per altri sei.",
    "2. Canone annuo: 16.200,00 €, in rate mensili anticipate di 1.350,00 € entro il giorno 5 di ogni mese.",
    "3. Deposito cauzionale: 4.050,00 €, pari a tre mensilità.",
    "4. Aggiornamento ISTAT annuale nella misura del 75%.",
    "5. Manutenzione ordinaria a carico del conduttore; la canna fumaria del forno è a carico del locatore.",
    "",
    "Altamura, 20/02/2024",
    "Il locatore: Domenico Carlucci    I conduttori: V. Loiudice, R. Cassano",
]

POLIZZA_2026 = [
    "ASSICURAZIONI LEVANTE S.p.A. - Agenzia di Altamura, Piazza Duomo 3",
    "",
    "Polizza Multirischi Commercio n. LV-554108",
    "Contraente: Panificio Caffè Loiudice snc - Via Federico II di Svevia 48, Altamura",
    "Garanzie: incendio ed eventi atmosferici, furto e rapina, responsabilità civile verso terzi,",
    "guasti alle macchine (forno e impianti frigoriferi).",
    "",
    "Premio annuo: 1.184,00 €",
    "Decorrenza: 30/04/2026 - Scadenza: 30/04/2027",
    "Franchigia guasti alle macchine: 250,00 € per sinistro",
    "Massimale responsabilità civile: 1.000.000,00 €",
]

CODICE_ALLARME = """Allarme del negozio (centralina Sentinel, pannello dietro la porta del laboratorio)
Codice per inserire e disinserire: 6093
Codice antirapina (allarme silenzioso): 6039
Cassaforte del laboratorio: combinazione 31-72-08
"""

ORARI_NEGOZIO = """# Orari del Panificio Caffè Loiudice

- dal lunedì al sabato: 6:30-13:30 e 17:00-20:30
- domenica: 7:00-13:00, pomeriggio chiuso
- 8 dicembre (Immacolata): solo mattina
- 24 e 31 dicembre: orario continuato 6:30-16:00
- chiusura per ferie dal 10 al 17 gennaio 2027 (montaggio del forno nuovo)
"""

# ---------------------------------------------------------------------------------------
# Personale.
# ---------------------------------------------------------------------------------------

TURNI_HEADER = ["Giorno", "Forno (2:00-9:00)", "Banco mattina (6:30-13:30)", "Banco pomeriggio (17:00-20:30)"]
TURNI_DICEMBRE: list[tuple[str, str, str, str]] = [
    ("lunedì 07/12", "Vito", "Michele", "Rosa"),
    ("martedì 08/12", "Vito", "Rosa", "chiuso (Immacolata)"),
    ("mercoledì 09/12", "Vito", "Michele", "Rosa"),
    ("giovedì 10/12", "Michele", "Rosa", "Vito"),
    ("venerdì 11/12", "Vito", "Michele", "Rosa"),
    ("sabato 12/12", "Vito", "Rosa", "Michele"),
    ("domenica 13/12", "Vito", "Michele", "chiuso"),
]

CONTRATTO_MICHELE = [
    "CONTRATTO DI LAVORO SUBORDINATO A TEMPO INDETERMINATO E PARZIALE",
    "",
    "Datore di lavoro: Panificio Caffè Loiudice snc, Via Federico II di Svevia 48, Altamura",
    "Lavoratore: Michele Dibenedetto, nato a Gravina in Puglia l'11/06/2001",
    "Qualifica: banconista e aiuto fornaio - CCNL Panificazione, 3° livello",
    "Decorrenza: 01/02/2025. Periodo di prova: 30 giorni di calendario.",
    "Orario: part-time di 30 ore settimanali, a turni secondo il prospetto mensile.",
    "Retribuzione lorda mensile: 1.420,00 €, per 14 mensilità.",
    "Ferie: 26 giorni lavorativi all'anno.",
]

CEDOLINO_MICHELE = [
    "CEDOLINO PAGA - novembre 2026",
    "Panificio Caffè Loiudice snc",
    "Dipendente: Michele Dibenedetto - matricola 003",
    "",
    "Ore ordinarie: 120 - ore notturne al forno: 10",
    "Retribuzione lorda: 1.420,00 €",
    "Contributi e ritenute: 318,60 €",
    "NETTO IN BUSTA: 1.101,40 €",
    "Ferie residue: 9 giorni - Permessi residui: 14 ore",
    "Pagato con bonifico il 27/11/2026.",
]

ATTESTATO_MICHELE = [
    "ATTESTATO DI FORMAZIONE PER ALIMENTARISTI (HACCP) - Regione Puglia",
    "",
    "Si attesta che Michele Dibenedetto ha frequentato il corso di 12 ore per addetti",
    "alla manipolazione degli alimenti organizzato da Formazione Murgia s.r.l.,",
    "superando la verifica finale.",
    "Data di rilascio: 14/01/2025 - Validità: due anni, scadenza 14/01/2027",
]

# ---------------------------------------------------------------------------------------
# Fornitori.
# ---------------------------------------------------------------------------------------

FORNITORI_HEADER = ["Fornitore", "Cosa ci porta", "Telefono", "E-mail", "Pagamento"]
FORNITORI_ROWS: list[tuple[str, str, str, str, str]] = [
    (
        "Molino Di Cecca",
        "semola rimacinata e farine",
        "080 311 4520",
        "ordini.dicecca@example.org",
        "bonifico a 60 giorni",
    ),
    (
        "Caseificio Murgia Bianca",
        "ricotta, mozzarella, burro",
        "080 316 2271",
        "caseificio.murgiabianca@example.org",
        "bonifico a 30 giorni",
    ),
    (
        "Torrefazione Levante Caffè",
        "caffè in grani",
        "080 552 9034",
        "levantecaffe@example.org",
        "bonifico a 30 giorni",
    ),
    (
        "Ingrosso Dolciario Pugliese",
        "lievito, zucchero, creme, uova",
        "080 574 1188",
        "ingrosso.dolciario@example.org",
        "bonifico a 30 giorni",
    ),
    (
        "Frantoio Lorusso",
        "olio extravergine di oliva",
        "080 314 0072",
        "frantoio.lorusso@example.org",
        "contanti alla consegna",
    ),
]

FATTURA_MOLINO = [
    "MOLINO DI CECCA s.r.l. - Contrada Parisi, 70022 Altamura (BA)",
    "",
    "FATTURA n. 1542 del 16/11/2026",
    "Cliente: Panificio Caffè Loiudice snc - Via Federico II di Svevia 48, Altamura",
    "",
    "Semola rimacinata di grano duro, sacchi da 25 kg: 40 x 21,50 € = 860,00 €",
    "Farina tipo 0 per cornetti, sacchi da 25 kg: 10 x 18,90 € = 189,00 €",
    "Imponibile: 1.049,00 €   IVA 4%: 41,96 €",
    "TOTALE FATTURA: 1.090,96 €",
    "Pagamento: bonifico a 60 giorni, scadenza 15/01/2027",
]

FATTURA_CASEIFICIO = [
    "CASEIFICIO MURGIA BIANCA - Via per Santeramo km 3, Altamura",
    "Fattura n. 2026/877 del 23/11/2026",
    "Cliente: Panificio Caffè Loiudice snc",
    "Ricotta vaccina fresca, 30 kg x 6,80 € = 204,00 €",
    "Mozzarella fior di latte, 25 kg x 8,40 € = 210,00 €",
    "Burro di centrifuga, 20 kg x 9,50 € = 190,00 €",
    "Imponibile 604,00 € - IVA 4% 24,16 € - Totale 628,16 €",
    "Scadenza: 23/12/2026, bonifico bancario",
]

FATTURA_TORREFAZIONE = [
    "TORREFAZIONE LEVANTE CAFFÈ s.r.l. - Zona ASI, Bari",
    "",
    "Fattura n. 311 del 02/11/2026",
    "Cliente: Panificio Caffè Loiudice snc, Altamura",
    "Caffè in grani, miscela bar 80/20, 30 kg x 19,60 € = 588,00 €",
    "Imponibile: 588,00 €   IVA 22%: 129,36 €",
    "Totale: 717,36 €",
    "Scadenza: 02/12/2026 - Pagata il 30/11/2026 con bonifico",
]

FATTURA_DOLCIARIO = """INGROSSO DOLCIARIO PUGLIESE - Via Santeramo 210, 70022 Altamura
FATTURA N. 5128/B DEL 27/11/2026
Cliente: Panificio Caffè Loiudice snc

Lievito di birra fresco          12 kg  x 3,20  =  38,40
Zucchero semolato               100 kg  x 1,05  = 105,00
Crema pasticcera in polvere      10 kg  x 7,90  =  79,00
Uova pastorizzate                20 l   x 3,25  =  65,00

Imponibile 287,40 EUR - IVA 10% 28,74 EUR - TOTALE 316,14 EUR
Scadenza pagamento: 27/12/2026
"""

# ---------------------------------------------------------------------------------------
# Conti. CSV files use a dot.
# ---------------------------------------------------------------------------------------

DATI_BANCA = """Conto aziendale Panificio Caffè Loiudice snc - Banca Murgiana di Credito Cooperativo
IBAN: IT47K0538541330000000987612
POS Nexi al banco: PIN gestore 55190
Home banking: utente vito.loiudice48 / password Semola#2026
Carta aziendale: PIN 4826
"""

SPESE_2026 = """data,fornitore,descrizione,importo,valuta
03/10/2026,Molino Di Cecca,semola e farina (fattura di settembre),1046.80,EUR
09/10/2026,Ingrosso Dolciario Pugliese,lievito zucchero e uova,298.50,EUR
15/10/2026,Eni Plenitude,gas del forno settembre,612.30,EUR
22/10/2026,Tipografia Pacifico,sacchetti del pane stampati,145.00,EUR
28/10/2026,Torrefazione Levante Caffè,caffè in grani ottobre,702.90,EUR
04/11/2026,Madagascar Spice Co.,baccelli di vaniglia Bourbon (ordine online),86.40,USD
13/11/2026,Eni Plenitude,gas del forno ottobre,587.45,EUR
18/11/2026,Chimica Sud,detergenti e sanificanti,74.20,EUR
24/11/2026,Lavanderia Candida,divise e strofinacci,58.00,EUR
30/11/2026,Torrefazione Levante Caffè,caffè in grani (fattura 311),717.36,EUR
01/12/2026,Ferramenta Colonna,teglie in ferro blu 60x40,96.00,EUR
"""

INCASSI_NOVEMBRE = """settimana,contanti_eur,carte_eur,totale_eur
02/11/2026-08/11/2026,2140.50,1870.20,4010.70
09/11/2026-15/11/2026,2215.00,1932.40,4147.40
16/11/2026-22/11/2026,1988.30,1795.10,3783.40
23/11/2026-29/11/2026,2306.80,2054.60,4361.40
"""

# ---------------------------------------------------------------------------------------
# HACCP 2026.
# ---------------------------------------------------------------------------------------

_TEMP_HEADER = "data,ora,frigo_banco_c,cella_frigo_c,congelatore_c,operatore,note\n"

TEMPERATURE_OTTOBRE = (
    _TEMP_HEADER
    + """01/10/2026,07:00,3.0,2.5,-19.7,Rosa,
05/10/2026,06:55,2.9,2.4,-20.0,Michele,
08/10/2026,07:05,3.3,2.7,-19.5,Rosa,
12/10/2026,07:00,3.1,2.6,-19.9,Michele,
15/10/2026,07:10,2.8,2.2,-20.2,Rosa,
19/10/2026,06:50,3.5,2.9,-19.3,Michele,
22/10/2026,07:00,3.2,2.8,-19.6,Rosa,
26/10/2026,07:05,2.6,2.1,-20.4,Michele,
29/10/2026,07:00,3.0,2.4,-19.8,Rosa,
"""
)

_NOTE_19_11 = "porta del banco rimasta aperta: ricontrollato alle 10:30 a 3.8 - ricotta buttata"
TEMPERATURE_NOVEMBRE = (
    _TEMP_HEADER
    + """02/11/2026,07:00,3.1,2.4,-19.5,Rosa,
05/11/2026,07:05,2.8,2.2,-20.1,Rosa,
09/11/2026,06:55,3.4,2.9,-19.8,Michele,
12/11/2026,07:10,2.9,2.5,-19.2,Rosa,
16/11/2026,07:00,3.6,3.0,-18.9,Michele,
19/11/2026,07:15,7.5,3.2,-19.4,Michele,"""
    + _NOTE_19_11
    + """
23/11/2026,07:00,3.0,2.6,-20.3,Rosa,
26/11/2026,06:50,2.7,2.3,-19.9,Rosa,
30/11/2026,07:05,3.2,2.8,-19.6,Michele,
"""
)

PIANO_AUTOCONTROLLO = [
    "PIANO DI AUTOCONTROLLO HACCP - Panificio Caffè Loiudice snc",
    "",
    "Responsabile dell'autocontrollo: Rosa Loiudice",
    "Limiti critici: frigoriferi e cella da 0 a +4 °C; congelatore -18 °C o meno;",
    "abbattitore: da +70 a +3 °C entro 90 minuti.",
    "Registrazione delle temperature: il lunedì e il giovedì, prima dell'apertura.",
    "Azione correttiva: se un frigorifero supera +4 °C per più di due ore, eliminare i prodotti deperibili "
    "(ricotta, creme, farciture).",
    "Ultima ispezione ASL: 17/06/2026, nessuna non conformità.",
]

# ---------------------------------------------------------------------------------------
# Casa.
# ---------------------------------------------------------------------------------------

LISTA_SPESA = (
    "latte fresco\nbiscotti per la colazione\ndetersivo per i piatti\nmele annurche\npatate\n"
    "quaderno a quadretti per Nicola\n"
)

SALUTE_FAMIGLIA = """Note di salute della famiglia - solo per noi, non girarle a nessuno
Vito: diabete tipo 2, metformina 1000 mg a colazione e a cena
Rosa: ipotiroidismo, Eutirox 75 a digiuno
Nicola: allergia al kiwi - in caso di reazione Bentelan 1 mg (in frigo, ripiano alto)
Pediatra: dott.ssa Caputo
"""

RICETTA_FOCACCIA = """Focaccia barese di nonna Maria (teglia da 30 cm)
- 500 g di semola rimacinata
- 1 patata lessa media (150 g)
- 10 g di lievito di birra e 10 g di sale
- 350 ml di acqua tiepida
- pomodorini, olive baresane, origano e olio abbondante
Impastare, lasciar lievitare due ore, stendere in teglia con molto olio.
Forno a 250 gradi per 25 minuti, sul ripiano basso.
"""

# ---------------------------------------------------------------------------------------
# Ragazzi.
# ---------------------------------------------------------------------------------------

PAGELLINO_SOFIA = [
    'ISTITUTO COMPRENSIVO "SAVERIO MERCADANTE" - ALTAMURA',
    "Scuola secondaria di primo grado - a.s. 2026/27",
    "Valutazione infraquadrimestrale (novembre 2026)",
    "Alunna: Sofia Loiudice - classe 2ª B",
    "",
    "Italiano: 8",
    "Storia: 7",
    "Geografia: 8",
    "Inglese: 9",
    "Matematica: 7",
    "Scienze: 8",
    "Tecnologia: 9",
    "Arte e immagine: 10",
    "Musica: 8",
    "Educazione fisica: 9",
    "",
    "Giudizio: attenta e partecipe; in matematica deve esercitarsi con più costanza.",
    "La coordinatrice di classe: prof.ssa Maria Scalera",
]

CIRCOLARE_MATERA = [
    'ISTITUTO COMPRENSIVO "SAVERIO MERCADANTE" - ALTAMURA',
    "Circolare n. 74 - Alle famiglie degli alunni delle classi terze, scuola primaria San Giovanni Bosco",
    "",
    "Oggetto: uscita didattica a Matera",
    "Giovedì 22 aprile 2027 le classi terze visiteranno i Sassi di Matera e la Casa Grotta di vico "
    "Solitario.",
    "Partenza alle 8:00 dal piazzale della scuola, rientro previsto alle 13:30.",
    "Quota: 18,00 € a testa (pullman e guida), da versare alla rappresentante di classe entro venerdì "
    "26 marzo 2027, insieme all'autorizzazione firmata.",
    "Portare merenda, acqua e scarpe comode.",
]

ORARIO_NICOLA = [
    "Scuola primaria San Giovanni Bosco - classe 3ª A - orario 2026/27",
    "Lunedì, mercoledì e venerdì: 8:15-13:15",
    "Martedì e giovedì: 8:15-16:15 con la mensa",
    "Educazione motoria il mercoledì: portare la tuta",
    "Inglese il lunedì e il venerdì",
    "Maestra prevalente: Angela Colonna",
]

COLLOQUI_GENITORI = """# Colloqui con i professori di Sofia (2ª B)

- martedì 15 dicembre 2026, dalle 16:00 alle 19:00, in presenza
- prenotato: matematica, prof.ssa Scalera, ore 16:40
- prenotato: inglese, prof. Tricarico, ore 17:20
- portare il libretto delle giustificazioni da firmare
"""

# ---------------------------------------------------------------------------------------
# Archivio: last year's namesakes.
# ---------------------------------------------------------------------------------------

LISTINO_2025: list[tuple[str, str, float]] = [
    ("Pane di Altamura DOP", "al kg", 3.90),
    ("Focaccia barese", "al kg", 11.00),
    ("Calzone di cipolla", "al kg", 13.00),
    ("Pizza rustica", "al kg", 13.50),
    ("Friselle integrali", "confezione da 500 g", 3.20),
    ("Taralli al finocchietto", "confezione da 400 g", 3.50),
    ("Cornetto", "al pezzo", 1.10),
    ("Pasticciotto", "al pezzo", 1.50),
    ("Panzerotto fritto", "al pezzo", 2.30),
    ("Caffè al banco", "tazzina", 1.00),
    ("Cappuccino", "tazza", 1.40),
]

PREVENTIVO_LAMORGESE_2025 = [
    "FORNI LAMORGESE di Pasquale Lamorgese & C. s.a.s. - Gravina in Puglia",
    "",
    "Preventivo del 20/05/2025",
    "Cliente: Vito Loiudice - Panificio Caffè Loiudice, Altamura",
    "Forno a platea elettrico Murgia 2P, due camere, 6 teglie 60x80, installazione compresa",
    "Totale: 12.900,00 € IVA esclusa",
    "Validità dell'offerta: 30 giorni.",
]

FATTURA_MOLINO_2025 = [
    "MOLINO DI CECCA s.r.l. - Contrada Parisi, 70022 Altamura (BA)",
    "",
    "FATTURA n. 1311 del 17/11/2025",
    "Cliente: Panificio Caffè Loiudice snc",
    "Semola rimacinata di grano duro, sacchi da 25 kg: 40 x 19,80 € = 792,00 €",
    "Imponibile: 792,00 €   IVA 4%: 31,68 €",
    "TOTALE FATTURA: 823,68 €",
    "Pagamento: bonifico a 60 giorni, scadenza 16/01/2026",
]

POLIZZA_2025 = [
    "ASSICURAZIONI LEVANTE S.p.A. - Agenzia di Altamura",
    "",
    "Polizza Multirischi Commercio - annualità 2025/26",
    "Contraente: Panificio Caffè Loiudice snc",
    "Garanzie: incendio, furto, responsabilità civile verso terzi, guasti alle macchine.",
    "Premio annuo: 1.096,00 €",
    "Decorrenza: 30/04/2025 - Scadenza: 30/04/2026",
    "Massimale responsabilità civile: 750.000,00 €",
]

TEMPERATURE_NOVEMBRE_2025 = (
    _TEMP_HEADER
    + """03/11/2025,07:00,3.2,2.8,-19.6,Rosa,
06/11/2025,07:05,3.0,2.6,-19.9,Vito,
10/11/2025,07:00,3.3,3.1,-19.4,Rosa,
13/11/2025,07:10,6.2,2.9,-19.7,Vito,dopo lo sbrinamento: ricontrollato alle 9:00 a 3.5
17/11/2025,07:00,2.9,2.7,-20.0,Rosa,
20/11/2025,06:55,3.4,3.3,-19.2,Michele,
24/11/2025,07:00,2.8,2.5,-19.8,Rosa,
27/11/2025,07:05,3.1,2.9,-19.5,Michele,
"""
)

# ---------------------------------------------------------------------------------------
# Scaricati (no fingerprints: the originals and their copies are alike).
# ---------------------------------------------------------------------------------------

MANUALE_FORNO = [
    "Forni Lamorgese - Manuale d'uso e manutenzione",
    "Forno a platea elettrico a camere: temperatura massima 320 gradi.",
    "Pulire la platea in refrattario solo a forno spento e freddo.",
]

DISCIPLINARE_PANE = [
    "Disciplinare di produzione della denominazione di origine protetta Pane di Altamura",
    "Semola rimacinata di grano duro prodotta nel territorio della Murgia, lievito madre, sale, acqua.",
    "Forma alta o bassa, crosta spessa almeno 3 mm.",
]

# ---------------------------------------------------------------------------------------
# Top level.
# ---------------------------------------------------------------------------------------

DA_FARE = (
    "- chiamare Tarantini di Italforni Sud: confermare il forno entro il 20 dicembre\n"
    "- pagare Tecnoservice entro il 24 (riparazione del forno vecchio)\n"
    "- rinnovare l'attestato HACCP di Michele prima del 14 gennaio\n"
    "- ordinare 300 sacchetti natalizi alla Tipografia Pacifico\n"
    "- colloqui di Sofia martedì 15 alle 16:40\n"
)

CONTATTI = (
    "Domenico Carlucci (proprietario del locale): 339 412 7780\n"
    "Cosimo Losito - Tecnoservice Murgia, assistenza forno: 347 905 2218\n"
    "Giuseppe Tarantini - Italforni Sud: 340 661 0934\n"
    "Dott.ssa Anna Caputo, pediatra: 080 314 6620\n"
    "ASL Bari - SIAN Altamura (controlli HACCP): 080 310 8451\n"
    "Vigilanza notturna: 080 316 4400\n"
)

# ---------------------------------------------------------------------------------------
# Fingerprints: strings found in one file only, and in no file name (see `_check`).
# ---------------------------------------------------------------------------------------

FINGERPRINTS: dict[str, tuple[str, ...]] = {
    "Forno/preventivo_termoforni_adriatica.pdf": ("Via dei Mestieri", "07781230729"),
    "Forno/preventivo_forni_lamorgese.docx": ("Via Bari 77", "allacciamento e collaudo"),
    "Forno/re_richiesta_info_forno.eml": ("Trulli 3", "visita in showroom"),
    "Forno/offerta_tecnoservice.pdf": ("FV-1998-0412", "resistenze della camera centrale"),
    "Negozio/listino_prezzi.xlsx": ("Cartellate al vincotto", "Listino 2026"),
    "Negozio/contratto_locazione_negozio.pdf": ("Via Matera 15", "canna fumaria del forno"),
    "Negozio/polizza_multirischi.pdf": ("LV-554108", "Piazza Duomo 3"),
    "Negozio/codice_allarme.txt": ("centralina Sentinel", "antirapina"),
    "Negozio/orari_negozio.md": ("solo mattina", "montaggio del forno nuovo"),
    "Personale/turni_personale_dicembre.xlsx": ("Banco pomeriggio", "chiuso (Immacolata)"),
    "Personale/contratto_michele_dibenedetto.pdf": ("aiuto fornaio", "14 mensilità"),
    "Personale/cedolino_novembre_michele.pdf": ("NETTO IN BUSTA", "Permessi residui"),
    "Personale/attestato_haccp_michele.pdf": ("PER ALIMENTARISTI", "Formazione Murgia"),
    "Fornitori/elenco_fornitori.xlsx": ("Frantoio Lorusso", "olio extravergine di oliva"),
    "Fornitori/fattura_molino_dicecca_novembre.pdf": ("Farina tipo 0 per cornetti", "1.090,96"),
    "Fornitori/fattura_caseificio_murgia_bianca.docx": ("fior di latte", "2026/877"),
    "Fornitori/fattura_torrefazione_levante.pdf": ("miscela bar", "Pagata il 30/11/2026"),
    "Fornitori/fattura_ingrosso_dolciario.txt": ("crema pasticcera in polvere", "uova pastorizzate"),
    "Conti/dati_banca.txt": ("IT47K0538541330000000987612", "Banca Murgiana"),
    "Conti/spese_2026.csv": ("baccelli di vaniglia", "Lavanderia Candida"),
    "Conti/incassi_novembre_2026.csv": ("4361.40", "2140.50"),
    f"{HACCP}/temperature_ottobre.csv": ("01/10/2026", "29/10/2026"),
    f"{HACCP}/temperature_novembre.csv": ("ricotta buttata", "porta del banco rimasta aperta"),
    f"{HACCP}/piano_autocontrollo.pdf": ("90 minuti", "nessuna non conformità"),
    "Casa/lista_spesa.txt": ("quaderno a quadretti", "mele annurche"),
    "Casa/salute_famiglia.txt": ("metformina", "Eutirox"),
    "Casa/ricetta_focaccia_nonna.txt": ("olive baresane", "patata lessa"),
    "Ragazzi/pagellino_sofia_novembre.pdf": ("infraquadrimestrale", "Arte e immagine"),
    "Ragazzi/circolare_gita_matera.pdf": ("Casa Grotta", "piazzale della scuola"),
    "Ragazzi/orario_scuola_nicola.docx": ("portare la tuta", "con la mensa"),
    "Ragazzi/colloqui_genitori.md": ("Tricarico", "libretto delle giustificazioni"),
    "Archivio/listino_prezzi_2025.xlsx": ("Pizza rustica", "Listino 2025"),
    "Archivio/preventivo_forni_lamorgese_2025.pdf": ("Murgia 2P", "6 teglie"),
    "Archivio/fattura_molino_dicecca_novembre_2025.pdf": ("823,68", "n. 1311"),
    "Archivio/polizza_multirischi_2025.pdf": ("750.000,00", "1.096,00"),
    "Archivio/temperature_novembre_2025.csv": ("13/11/2025", "sbrinamento"),
    "da_fare.txt": ("sacchetti natalizi", "confermare il forno"),
    "contatti.txt": ("Dott.ssa Anna Caputo", "Vigilanza notturna"),
}

FOLDERS = (
    "Forno",
    INSTALLAZIONE,
    "Negozio",
    "Personale",
    "Fornitori",
    "Conti",
    HACCP,
    "Casa",
    "Ragazzi",
    "Foto",
    "Archivio",
    "Scaricati",
)

TMP_FILES = ("ordine_3391.tmp", "anteprima_listino.tmp", "cache_pos_0217.tmp", "stampa_etichette.tmp")
DOWNLOADS = (
    ("Manuale forno Murgia 3P.pdf", "Manuale forno Murgia 3P (1).pdf"),
    ("disciplinare_pane_altamura_dop.pdf", "disciplinare_pane_altamura_dop (1).pdf"),
)

# Every file's mtime, at 10:00 UTC of this day: the documents' own dates where they have one.
MTIMES: dict[str, str] = {
    "Forno/preventivo_termoforni_adriatica.pdf": "2026-11-06",
    "Forno/preventivo_forni_lamorgese.docx": "2026-11-13",
    "Forno/re_richiesta_info_forno.eml": "2026-11-27",
    "Forno/offerta_tecnoservice.pdf": "2026-11-24",
    "Negozio/listino_prezzi.xlsx": "2026-01-08",
    "Negozio/contratto_locazione_negozio.pdf": "2024-02-20",
    "Negozio/polizza_multirischi.pdf": "2026-04-28",
    "Negozio/codice_allarme.txt": "2024-03-01",
    "Negozio/orari_negozio.md": "2026-11-30",
    "Personale/turni_personale_dicembre.xlsx": "2026-12-01",
    "Personale/contratto_michele_dibenedetto.pdf": "2025-01-28",
    "Personale/cedolino_novembre_michele.pdf": "2026-11-27",
    "Personale/attestato_haccp_michele.pdf": "2025-01-14",
    "Fornitori/elenco_fornitori.xlsx": "2026-10-01",
    "Fornitori/fattura_molino_dicecca_novembre.pdf": "2026-11-16",
    "Fornitori/fattura_caseificio_murgia_bianca.docx": "2026-11-23",
    "Fornitori/fattura_torrefazione_levante.pdf": "2026-11-02",
    "Fornitori/fattura_ingrosso_dolciario.txt": "2026-11-27",
    "Fornitori/fattura_enel_negozio.jpg": "2026-11-20",
    "Conti/dati_banca.txt": "2024-03-05",
    "Conti/spese_2026.csv": "2026-12-01",
    "Conti/incassi_novembre_2026.csv": "2026-11-30",
    f"{HACCP}/temperature_ottobre.csv": "2026-10-29",
    f"{HACCP}/temperature_novembre.csv": "2026-11-30",
    f"{HACCP}/piano_autocontrollo.pdf": "2026-06-20",
    "Casa/lista_spesa.txt": "2026-12-02",
    "Casa/salute_famiglia.txt": "2026-02-10",
    "Casa/ricetta_focaccia_nonna.txt": "2023-12-24",
    "Ragazzi/pagellino_sofia_novembre.pdf": "2026-11-28",
    "Ragazzi/circolare_gita_matera.pdf": "2026-11-25",
    "Ragazzi/orario_scuola_nicola.docx": "2026-09-14",
    "Ragazzi/colloqui_genitori.md": "2026-12-01",
    "Foto/vieste_agosto_2026.jpg": "2026-08-14",
    "Foto/pizzomunno_tramonto.jpg": "2026-08-16",
    "Foto/vetrina_natale.jpg": "2026-12-01",
    "Foto/nicola_8_anni.png": "2026-05-09",
    "Archivio/listino_prezzi_2025.xlsx": "2025-01-07",
    "Archivio/preventivo_forni_lamorgese_2025.pdf": "2025-05-20",
    "Archivio/fattura_molino_dicecca_novembre_2025.pdf": "2025-11-17",
    "Archivio/polizza_multirischi_2025.pdf": "2025-04-28",
    "Archivio/temperature_novembre_2025.csv": "2025-11-27",
    "Scaricati/Manuale forno Murgia 3P.pdf": "2026-11-14",
    "Scaricati/Manuale forno Murgia 3P (1).pdf": "2026-11-15",
    "Scaricati/disciplinare_pane_altamura_dop.pdf": "2026-03-02",
    "Scaricati/disciplinare_pane_altamura_dop (1).pdf": "2026-03-02",
    "Scaricati/ordine_3391.tmp": "2026-11-30",
    "Scaricati/anteprima_listino.tmp": "2026-01-08",
    "Scaricati/cache_pos_0217.tmp": "2026-10-12",
    "Scaricati/stampa_etichette.tmp": "2026-11-18",
    "da_fare.txt": "2026-12-02",
    "contatti.txt": "2026-06-01",
}

# ---------------------------------------------------------------------------------------
# Writers (PDF and DOCX from family_workspace; sheets normalised the same way).
# ---------------------------------------------------------------------------------------

_sheet = partial(write_sheet, creator="Vito Loiudice")


def _tmp(seed: int) -> bytes:
    """Opaque bytes for a program's leftover."""
    return bytes((seed * 37 + i * 13) % 256 for i in range(200 + seed * 61))


# ---------------------------------------------------------------------------------------
# The workspace.
# ---------------------------------------------------------------------------------------


def make_bakery_workspace(root: Path) -> None:
    """Write the bakery's files under `root` (created if missing; files overwritten)."""
    root = Path(root)
    for name in FOLDERS:
        (root / name).mkdir(parents=True, exist_ok=True)

    forno = root / "Forno"
    _pdf(forno / "preventivo_termoforni_adriatica.pdf", PREVENTIVO_TERMOFORNI, "Preventivo 2026/211")
    _docx(forno / "preventivo_forni_lamorgese.docx", PREVENTIVO_LAMORGESE, "Preventivo Forni Lamorgese")
    _text(forno / "re_richiesta_info_forno.eml", MAIL_ITALFORNI)
    _pdf(forno / "offerta_tecnoservice.pdf", FATTURA_TECNOSERVICE, "Fattura 88/2026")

    negozio = root / "Negozio"
    _sheet(negozio / "listino_prezzi.xlsx", "Listino 2026", LISTINO_HEADER, LISTINO_2026)
    _pdf(negozio / "contratto_locazione_negozio.pdf", CONTRATTO_NEGOZIO, "Contratto di locazione commerciale")
    _pdf(negozio / "polizza_multirischi.pdf", POLIZZA_2026, "Polizza Multirischi Commercio")
    _text(negozio / "codice_allarme.txt", CODICE_ALLARME)
    _text(negozio / "orari_negozio.md", ORARI_NEGOZIO)

    personale = root / "Personale"
    _sheet(personale / "turni_personale_dicembre.xlsx", "Turni 7-13 dicembre", TURNI_HEADER, TURNI_DICEMBRE)
    _pdf(personale / "contratto_michele_dibenedetto.pdf", CONTRATTO_MICHELE, "Contratto di lavoro")
    _pdf(personale / "cedolino_novembre_michele.pdf", CEDOLINO_MICHELE, "Cedolino novembre 2026")
    _pdf(personale / "attestato_haccp_michele.pdf", ATTESTATO_MICHELE, "Attestato alimentaristi")

    fornitori = root / "Fornitori"
    _sheet(fornitori / "elenco_fornitori.xlsx", "Fornitori", FORNITORI_HEADER, FORNITORI_ROWS)
    _pdf(fornitori / "fattura_molino_dicecca_novembre.pdf", FATTURA_MOLINO, "Fattura 1542")
    _docx(fornitori / "fattura_caseificio_murgia_bianca.docx", FATTURA_CASEIFICIO, "Fattura 2026/877")
    _pdf(fornitori / "fattura_torrefazione_levante.pdf", FATTURA_TORREFAZIONE, "Fattura 311")
    _text(fornitori / "fattura_ingrosso_dolciario.txt", FATTURA_DOLCIARIO)
    (fornitori / "fattura_enel_negozio.jpg").write_bytes(_jpeg(61, 4200))

    conti = root / "Conti"
    _text(conti / "dati_banca.txt", DATI_BANCA)
    _text(conti / "spese_2026.csv", SPESE_2026)
    _text(conti / "incassi_novembre_2026.csv", INCASSI_NOVEMBRE)

    haccp = root / HACCP
    _text(haccp / "temperature_ottobre.csv", TEMPERATURE_OTTOBRE)
    _text(haccp / "temperature_novembre.csv", TEMPERATURE_NOVEMBRE)
    _pdf(haccp / "piano_autocontrollo.pdf", PIANO_AUTOCONTROLLO, "Piano di autocontrollo")

    casa = root / "Casa"
    _text(casa / "lista_spesa.txt", LISTA_SPESA)
    _text(casa / "salute_famiglia.txt", SALUTE_FAMIGLIA)
    _text(casa / "ricetta_focaccia_nonna.txt", RICETTA_FOCACCIA)

    ragazzi = root / "Ragazzi"
    _pdf(ragazzi / "pagellino_sofia_novembre.pdf", PAGELLINO_SOFIA, "Pagellino Sofia")
    _pdf(ragazzi / "circolare_gita_matera.pdf", CIRCOLARE_MATERA, "Circolare 74")
    _docx(ragazzi / "orario_scuola_nicola.docx", ORARIO_NICOLA, "Orario 3A")
    _text(ragazzi / "colloqui_genitori.md", COLLOQUI_GENITORI)

    foto = root / "Foto"
    (foto / "vieste_agosto_2026.jpg").write_bytes(_jpeg(62, 5100))
    (foto / "pizzomunno_tramonto.jpg").write_bytes(_jpeg(63, 6400))
    (foto / "vetrina_natale.jpg").write_bytes(_jpeg(64, 3300))
    (foto / "nicola_8_anni.png").write_bytes(_png(12, 9, (200, 150, 60)))

    archivio = root / "Archivio"
    _sheet(archivio / "listino_prezzi_2025.xlsx", "Listino 2025", LISTINO_HEADER, LISTINO_2025)
    _pdf(archivio / "preventivo_forni_lamorgese_2025.pdf", PREVENTIVO_LAMORGESE_2025, "Preventivo 2025")
    _pdf(archivio / "fattura_molino_dicecca_novembre_2025.pdf", FATTURA_MOLINO_2025, "Fattura 1311")
    _pdf(archivio / "polizza_multirischi_2025.pdf", POLIZZA_2025, "Polizza 2025/26")
    _text(archivio / "temperature_novembre_2025.csv", TEMPERATURE_NOVEMBRE_2025)

    scaricati = root / "Scaricati"
    sources = ((MANUALE_FORNO, "Manuale forno"), (DISCIPLINARE_PANE, "Disciplinare Pane di Altamura"))
    for (original, twin), (lines, title) in zip(DOWNLOADS, sources, strict=True):
        for name in (original, twin):
            _pdf(scaricati / name, lines, title)
    for seed, name in enumerate(TMP_FILES, start=1):
        (scaricati / name).write_bytes(_tmp(seed))

    _text(root / "da_fare.txt", DA_FARE)
    _text(root / "contatti.txt", CONTATTI)

    stamp_tree(root, MTIMES)


# ---------------------------------------------------------------------------------------
# Self-check: every fingerprint names one file, and only that one, and no file name.
# ---------------------------------------------------------------------------------------


def _sources() -> dict[str, str]:
    """Every text-bearing file's text as written (cells of the sheets joined)."""

    def lines(items: Sequence[str]) -> str:
        return "\n".join(items)

    def cells(title: str, header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
        return "\n".join([title, *header, *(str(c) for row in rows for c in row)])

    return {
        "Forno/preventivo_termoforni_adriatica.pdf": lines(PREVENTIVO_TERMOFORNI),
        "Forno/preventivo_forni_lamorgese.docx": lines(PREVENTIVO_LAMORGESE),
        "Forno/re_richiesta_info_forno.eml": MAIL_ITALFORNI,
        "Forno/offerta_tecnoservice.pdf": lines(FATTURA_TECNOSERVICE),
        "Negozio/listino_prezzi.xlsx": cells("Listino 2026", LISTINO_HEADER, LISTINO_2026),
        "Negozio/contratto_locazione_negozio.pdf": lines(CONTRATTO_NEGOZIO),
        "Negozio/polizza_multirischi.pdf": lines(POLIZZA_2026),
        "Negozio/codice_allarme.txt": CODICE_ALLARME,
        "Negozio/orari_negozio.md": ORARI_NEGOZIO,
        "Personale/turni_personale_dicembre.xlsx": cells("Turni 7-13 dicembre", TURNI_HEADER, TURNI_DICEMBRE),
        "Personale/contratto_michele_dibenedetto.pdf": lines(CONTRATTO_MICHELE),
        "Personale/cedolino_novembre_michele.pdf": lines(CEDOLINO_MICHELE),
        "Personale/attestato_haccp_michele.pdf": lines(ATTESTATO_MICHELE),
        "Fornitori/elenco_fornitori.xlsx": cells("Fornitori", FORNITORI_HEADER, FORNITORI_ROWS),
        "Fornitori/fattura_molino_dicecca_novembre.pdf": lines(FATTURA_MOLINO),
        "Fornitori/fattura_caseificio_murgia_bianca.docx": lines(FATTURA_CASEIFICIO),
        "Fornitori/fattura_torrefazione_levante.pdf": lines(FATTURA_TORREFAZIONE),
        "Fornitori/fattura_ingrosso_dolciario.txt": FATTURA_DOLCIARIO,
        "Conti/dati_banca.txt": DATI_BANCA,
        "Conti/spese_2026.csv": SPESE_2026,
        "Conti/incassi_novembre_2026.csv": INCASSI_NOVEMBRE,
        f"{HACCP}/temperature_ottobre.csv": TEMPERATURE_OTTOBRE,
        f"{HACCP}/temperature_novembre.csv": TEMPERATURE_NOVEMBRE,
        f"{HACCP}/piano_autocontrollo.pdf": lines(PIANO_AUTOCONTROLLO),
        "Casa/lista_spesa.txt": LISTA_SPESA,
        "Casa/salute_famiglia.txt": SALUTE_FAMIGLIA,
        "Casa/ricetta_focaccia_nonna.txt": RICETTA_FOCACCIA,
        "Ragazzi/pagellino_sofia_novembre.pdf": lines(PAGELLINO_SOFIA),
        "Ragazzi/circolare_gita_matera.pdf": lines(CIRCOLARE_MATERA),
        "Ragazzi/orario_scuola_nicola.docx": lines(ORARIO_NICOLA),
        "Ragazzi/colloqui_genitori.md": COLLOQUI_GENITORI,
        "Archivio/listino_prezzi_2025.xlsx": cells("Listino 2025", LISTINO_HEADER, LISTINO_2025),
        "Archivio/preventivo_forni_lamorgese_2025.pdf": lines(PREVENTIVO_LAMORGESE_2025),
        "Archivio/fattura_molino_dicecca_novembre_2025.pdf": lines(FATTURA_MOLINO_2025),
        "Archivio/polizza_multirischi_2025.pdf": lines(POLIZZA_2025),
        "Archivio/temperature_novembre_2025.csv": TEMPERATURE_NOVEMBRE_2025,
        "da_fare.txt": DA_FARE,
        "contatti.txt": CONTATTI,
    }


# The texts without fingerprints: they still must not hold anyone else's fingerprint.
_UNPRINTED = "\n".join([*MANUALE_FORNO, *DISCIPLINARE_PANE])


def _check_fingerprints() -> None:
    assert set(FINGERPRINTS) <= set(MTIMES), set(FINGERPRINTS) - set(MTIMES)
    check_fingerprints(_sources(), FINGERPRINTS, names=MTIMES)
    check_unprinted(FINGERPRINTS, _UNPRINTED)


_check_fingerprints()


def _check_tree(root: Path) -> None:
    """The generated tree is exactly the one described by MTIMES and FOLDERS."""
    check_tree(root, MTIMES, empty=INSTALLAZIONE, twins=DOWNLOADS)


def main(argv: Sequence[str]) -> int:
    """Generate the workspace into the directory given on the command line, and check it."""
    return workspace_main(
        argv, "bakery_workspace.py", make_bakery_workspace, check=_check_tree, count=len(MTIMES)
    )


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
