"""The files of a condominium administrator working from home, for the understanding benchmark.

Laura Ferrero (Torino) administers two buildings, "Condominio Via Nizza 12" and "Condominio
Corso Francia 40", from the family's computer; her husband Paolo Bertola, their children Marta
(12) and Tommaso (8) and Laura's mother Giuseppina ("Mamma", 85, with a carer) keep their papers
next to hers. ``make_condo_workspace(root)`` writes their workspace:

- ``Condomini``: the suppliers' contacts; ``Via Nizza 12`` (the owners' shares in millesimi
  XLSX, the October expenses CSV, the December meeting notice, the door codes - private),
  with ``Verbali`` (May and October minutes) and ``Preventivi`` (three roof quotes - Edilmonti
  12.400 €, Coperture Rossetti 11.850 €, Sabauda Tetti 13.200 € - and an invoice of Rossetti
  for the gutters, 640,50 €, cheaper than any quote); ``Corso Francia 40`` (the owners' list
  CSV of 14 rows, the 2027 budget XLSX, the stair-cleaning contract), with ``Verbali`` (March
  and November minutes) and ``Preventivi`` (three lift-maintenance quotes - Ascensori Dora
  2.980 €, Elevatori Po 3.240 €, TorinoLift 2.760 € in a file misleadingly called
  ``bozza_contratto_torinolift`` - and an Ascensori Dora invoice for a call-out, 195,20 €);
- ``Posta``: four saved e-mails (.eml), one of them a receipt in US dollars;
- ``Casa``: the shopping list, the gas and electricity bills, the monthly expenses XLSX, a
  recipe, the bank details and PINs and the alarm code (private);
- ``Mamma``: the carer's contract, the geriatric visit, November's expenses CSV, the
  therapy plan and the tax code / health card (private);
- ``Scuola``: Marta's trip circular and consent form, Tommaso's timetable, the parents' meetings;
- ``Foto``: four pictures; ``Archivio 2025``: last year's Edilmonti roof quote, October
  minutes, gas bill and home expenses (namesakes with a year);
- ``Scaricati``: two downloads with byte-identical "(1)" duplicates and three ``.tmp`` files;
- ``Pratiche chiuse``: empty; at the top, ``promemoria.txt``, ``numeri_utili.txt`` and
  ``scadenze_dicembre.md``.

Documents are dated up to late November 2026 (today is 2026-12-01) and file mtimes follow
them. Generation is deterministic. ``FINGERPRINTS`` holds, per file, strings found only in
that file (and in no file name); photos, ``.tmp`` files and the downloads have none.

Run by hand to look at it: ``python3 bench/condo_workspace.py DIR``.
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

# ---------------------------------------------------------------------------------------
# Contents. Italian documents write amounts the Italian way (12.400,00 €); CSV files use a dot.
# ---------------------------------------------------------------------------------------

NIZZA = "Condomini/Via Nizza 12"
FRANCIA = "Condomini/Corso Francia 40"

CONTATTI_FORNITORI = """# Fornitori dei condomini

- Edilmonti S.r.l. (tetti e facciate) - geom. Bruno Allasia - 011 3190456
- Coperture Rossetti (tetti, grondaie) - Walter Rossetti - 335 8412290
- Sabauda Tetti (coperture) - 011 7724015
- Ascensori Dora (manutenzione ascensori) - 011 2479310
- Elevatori Po - 011 8190377
- TorinoLift - 011 6602184
- Impresa di pulizie Brillante - cellulare 348 1167720
"""

# Via Nizza 12 ---------------------------------------------------------------------------

MILLESIMI_HEADER = ["Interno", "Condomino", "Millesimi"]
MILLESIMI_NIZZA: list[tuple[int, str, float]] = [
    (1, "Operti Carlo", 112.50),
    (2, "Bussone Anna", 98.00),
    (3, "Cravero Luca", 105.30),
    (4, "Giordano Elsa", 87.20),
    (5, "Rosso Michele", 120.00),
    (6, "Pautasso Franca", 94.40),
    (7, "Ferrua Dario", 101.60),
    (8, "Bertolotto Silvia", 89.00),
    (9, "Chiesa Marco", 96.00),
    (10, "Viale Irene", 96.00),
]

SPESE_OTTOBRE_NIZZA = """data,voce,importo
03/10/2026,pulizia scale Brillante,310.00
08/10/2026,luce scale IREN,86.40
15/10/2026,acqua SMAT,212.75
22/10/2026,riparazione citofono,95.00
28/10/2026,rata assicurazione fabbricato,598.00
"""

CONVOCAZIONE_NIZZA = [
    "CONDOMINIO VIA NIZZA 12 - TORINO",
    "Amministratrice: Laura Ferrero",
    "",
    "CONVOCAZIONE DI ASSEMBLEA STRAORDINARIA",
    "Prima convocazione: mercoledì 16 dicembre 2026 alle ore 23:00.",
    "Seconda convocazione: giovedì 17 dicembre 2026 alle ore 18:30,",
    "presso la sala dell'oratorio San Secondo, via San Secondo 9.",
    "",
    "Ordine del giorno:",
    "1. scelta dell'impresa per il rifacimento del tetto tra i preventivi raccolti;",
    "2. ripartizione della spesa in base alle tabelle millesimali;",
    "3. varie ed eventuali.",
]

CODICI_PORTONE = """Via Nizza 12 - codici (NON diffondere)
Portone pedonale: 2580#
Cancello carraio: 7714
Lucchetto sottotetto: combinazione 319
"""

VERBALE_NIZZA_MAGGIO = [
    "CONDOMINIO VIA NIZZA 12 - VERBALE DI ASSEMBLEA ORDINARIA",
    "Il giorno 20 maggio 2026 alle ore 18:00, nell'androne del condominio, si è riunita l'assemblea.",
    "Presenti 8 condomini su 10, per 803,40 millesimi. Presidente: Carlo Operti. Segretaria: Laura Ferrero.",
    "",
    "1. Consuntivo 2025: approvato all'unanimità, totale spese 21.430,00 €.",
    "2. Rastrelliera per le bici nel cortile: approvata, spesa massima 450,00 €.",
    "3. Infiltrazioni dal tetto all'interno 10: si dà mandato all'amministratrice di chiedere preventivi.",
    "La seduta è tolta alle ore 19:40.",
]

VERBALE_NIZZA_OTTOBRE = [
    "CONDOMINIO VIA NIZZA 12 - VERBALE DI ASSEMBLEA",
    "Il giorno 15 ottobre 2026 alle ore 18:30 si è riunita l'assemblea presso l'oratorio San Secondo.",
    "Presenti 9 condomini su 10, per 911,00 millesimi. Presidente: Carlo Operti. Segretaria: Laura Ferrero.",
    "",
    "Delibere:",
    "1. Rifacimento del manto di copertura: approvato, con un tetto di spesa di 13.000,00 €.",
    "   La scelta dell'impresa è rinviata all'assemblea straordinaria di dicembre.",
    "2. Fondo speciale per il tetto: tre rate, scadenti il 31/01/2027, il 31/03/2027 e il 31/05/2027.",
    "3. Tinteggiatura del vano scale: respinta (4 favorevoli, 5 contrari).",
    "La seduta è tolta alle ore 20:15.",
]

PREVENTIVO_EDILMONTI = [
    "EDILMONTI S.r.l. - Costruzioni e ristrutturazioni",
    "Corso Giulio Cesare 118, 10155 Torino - P.IVA 09876540012",
    "",
    "PREVENTIVO n. EM-2026/377 del 26/10/2026",
    "Spett.le Condominio Via Nizza 12, c.a. amministratrice Laura Ferrero",
    "",
    "Oggetto: rifacimento del manto di copertura (circa 240 mq)",
    "- Rimozione e smaltimento tegole esistenti: 2.900,00 €",
    "- Guaina impermeabilizzante e nuove tegole portoghesi: 7.300,00 €",
    "- Ponteggio e linea vita: 2.200,00 €",
    "",
    "TOTALE PREVENTIVO: 12.400,00 € IVA inclusa",
    "Durata lavori: 20 giorni lavorativi. Validità dell'offerta: 60 giorni.",
]

PREVENTIVO_ROSSETTI = [
    "COPERTURE ROSSETTI di Walter Rossetti",
    "Via Cigna 54, 10152 Torino",
    "",
    "Preventivo n. 88/26 - data 3 novembre 2026",
    "Cliente: Condominio Via Nizza 12 - Torino",
    "",
    "Rifacimento tetto: smontaggio coppi, posa di pannelli isolanti e coppi nuovi",
    "Materiali: 6.150,00 €",
    "Manodopera: 3.900,00 €",
    "Ponteggio: 1.800,00 €",
    "",
    "Totale: 11.850,00 € IVA compresa",
    "Garanzia 10 anni sull'impermeabilizzazione. Pagamento: 30% all'inizio, saldo a fine lavori.",
]

PREVENTIVO_SABAUDA = """SABAUDA TETTI - coperture dal 1985
Strada del Drosso 31 - Torino

PREVENTIVO DI SPESA n. ST-1142 (09/11/2026)
Alla c.a. della Sig.ra Laura Ferrero, amministratrice del Condominio Via Nizza 12

Descrizione lavori:
  rimozione manto esistente e smaltimento in discarica ......... 3.100,00 euro
  tetto ventilato con lamiera grecata coibentata ................ 8.400,00 euro
  ponteggio, lattonerie in rame e pratiche comunali .............. 1.700,00 euro

TOTALE COMPLESSIVO: 13.200,00 € IVA inclusa

Offerta valida fino al 31/01/2027.
Distinti saluti, ing. Ettore Gribaudo
"""

FATTURA_ROSSETTI = [
    "COPERTURE ROSSETTI di Walter Rossetti - P.IVA 11223340017",
    "",
    "FATTURA n. 214 del 18/11/2026",
    "Intestata a: Condominio Via Nizza 12, Torino - C.F. 97712340015",
    "",
    "Pulizia delle grondaie e sostituzione di due pluviali: 525,00 €",
    "IVA 22%: 115,50 €",
    "TOTALE FATTURA: 640,50 €",
    "Pagamento: bonifico entro il 18/12/2026.",
]

# Corso Francia 40 -----------------------------------------------------------------------

ELENCO_FRANCIA = """scala,interno,condomino,millesimi
A,1,Abrate Giulio,72.10
A,2,Vinci Teresa,68.40
A,3,Marchisio Paola,70.00
A,4,Coggiola Enrico,75.50
A,5,Druetta Simona,71.20
A,6,Gerbaudo Aldo,69.80
A,7,Tosco Valeria,73.00
B,8,Fassino Renato,74.30
B,9,Quaglia Lucia,70.60
B,10,Ravera Sergio,72.90
B,11,Zanetti Cinzia,69.10
B,12,Longo Piero,71.70
B,13,Sacco Federica,70.40
B,14,Bono Mauro,71.00
"""

BILANCIO_HEADER = ["Voce", "Importo (€)"]
BILANCIO_2027: list[tuple[str, float]] = [
    ("Pulizia scale", 4200.0),
    ("Manutenzione ascensore", 3000.0),
    ("Luce parti comuni", 1150.0),
    ("Assicurazione fabbricato", 2380.0),
    ("Compenso amministratrice", 3600.0),
    ("Acqua", 2900.0),
    ("Fondo imprevisti", 1000.0),
]

CONTRATTO_PULIZIE = [
    "CONTRATTO DI APPALTO DEL SERVIZIO DI PULIZIA",
    "",
    "Tra il Condominio Corso Francia 40, Torino, rappresentato dall'amministratrice Laura Ferrero,",
    "e l'Impresa di pulizie Brillante di Manuela Perotto, con sede in Collegno, via Roma 21.",
    "",
    "1. Servizio: pulizia delle due scale, dell'androne e dei cortili, due volte alla settimana.",
    "2. Corrispettivo: 350,00 € al mese più IVA, fatturati a fine mese.",
    "3. Durata: dal 01/04/2026 al 31/03/2027, con rinnovo tacito di un anno.",
    "4. Disdetta: con raccomandata almeno 60 giorni prima della scadenza.",
    "",
    "Torino, 20 marzo 2026",
]

VERBALE_FRANCIA_MARZO = [
    "CONDOMINIO CORSO FRANCIA 40 - VERBALE DI ASSEMBLEA ORDINARIA",
    "Il giorno 12 marzo 2026 alle ore 21:00 si è riunita l'assemblea nel locale bici della scala B.",
    "Presidente: Renato Fassino. Segretaria: Laura Ferrero.",
    "",
    "1. Consuntivo 2025: approvato, totale spese 17.980,00 €.",
    "2. Nuova impresa di pulizie: approvato l'affidamento all'impresa Brillante dal 1° aprile.",
    "3. Infiltrazioni nei box auto: si incarica l'amministratrice di verificare la guaina del cortile.",
]

VERBALE_FRANCIA_NOVEMBRE = [
    "CONDOMINIO CORSO FRANCIA 40 - VERBALE DI ASSEMBLEA",
    "Il giorno 5 novembre 2026 alle ore 21:00 si è riunita l'assemblea nel locale bici della scala B.",
    "Presenti 12 condomini su 14. Presidente: Renato Fassino. Segretaria: Laura Ferrero.",
    "",
    "Delibere:",
    "1. Manutenzione dell'ascensore: si decide di cambiare ditta dal 1° gennaio 2027; l'amministratrice",
    "   raccoglie tre preventivi e li invia ai consiglieri entro il 15 dicembre 2026.",
    "2. Rifacimento dei citofoni: approvato il preventivo di 4.300,00 €, lavori a febbraio.",
    "3. Bilancio preventivo 2027: approvato.",
    "Prossima assemblea: 20 gennaio 2027.",
]

PREVENTIVO_DORA = [
    "ASCENSORI DORA S.n.c. - Manutenzione impianti elevatori",
    "Lungo Dora Napoli 40, Torino",
    "",
    "PREVENTIVO n. AD-551 del 12/11/2026",
    "Condominio Corso Francia 40 - due impianti (scala A e scala B)",
    "",
    "Manutenzione ordinaria programmata, 12 visite all'anno per impianto",
    "Reperibilità 24 ore su 24, verifiche biennali incluse",
    "",
    "CANONE ANNUO: 2.980,00 € IVA inclusa",
]

PREVENTIVO_ELEVATORI_PO = [
    "Elevatori Po S.r.l.",
    "Via Nizza 301, Torino",
    "",
    "Offerta di manutenzione n. 2026-EPO-88 - 16 novembre 2026",
    "Spett.le Condominio Corso Francia 40",
    "",
    "Manutenzione full service di due ascensori, ricambi compresi, telesoccorso GSM",
    "Canone annuo: 3.240,00 € IVA compresa",
    "Durata: tre anni.",
]

BOZZA_TORINOLIFT = [
    "TORINOLIFT S.r.l.",
    "",
    "PREVENTIVO n. TL-2026-0419 del 20/11/2026",
    "(documento preliminare: non è un contratto e non impegna le parti)",
    "",
    "Per: Condominio Corso Francia 40, due impianti oleodinamici",
    "Manutenzione ordinaria mensile e pronto intervento entro 2 ore",
    "",
    "TOTALE ANNUO: 2.760,00 € IVA inclusa",
    "Prezzo garantito per 24 mesi.",
]

FATTURA_DORA = [
    "ASCENSORI DORA S.n.c. - P.IVA 05566770014",
    "",
    "FATTURA n. 1093 del 24/11/2026",
    "Cliente: Condominio Corso Francia 40, Torino",
    "",
    "Chiamata urgente del 21/11 (persona bloccata in cabina, scala B): 160,00 €",
    "IVA 22%: 35,20 €",
    "TOTALE: 195,20 €",
    "Scadenza pagamento: 24/12/2026",
]

# Posta ----------------------------------------------------------------------------------

MAIL_ROSSETTI = """From: Walter Rossetti <info@coperturerossetti.example>
To: laura.ferrero@example.org
Subject: Sopralluogo tetto via Nizza 12
Date: Thu, 26 Nov 2026 17:22:10 +0100
Message-ID: <sopralluogo-nizza12@coperturerossetti.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Buonasera sig.ra Ferrero,

le confermo il sopralluogo sul tetto di via Nizza 12 per mercoledì 9 dicembre alle 10:30.
Mi servirebbe l'accesso al sottotetto e, se possibile, la presenza del consigliere Operti.
Porto io il drone per le foto delle falde.

Cordiali saluti,
Walter Rossetti
"""

MAIL_RECLAMO_BOX = """From: Teresa Vinci <teresa.vinci@example.org>
To: laura.ferrero@example.org
Subject: Ancora acqua nel box 3
Date: Mon, 23 Nov 2026 08:05:44 +0100
Message-ID: <box3-vinci@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Gentile amministratrice,

dopo la pioggia di sabato nel mio box (n. 3, corso Francia 40) c'è di nuovo una pozza d'acqua
che scende dal soffitto, vicino al quadro elettrico. Avevo già segnalato il problema a marzo.
Le chiedo di far intervenire qualcuno al più presto: ho dovuto spostare la macchina in strada.

Grazie, Teresa Vinci (scala A, interno 2)
"""

MAIL_CONDOCLOUD = """From: CondoCloud Billing <billing@condocloud.example>
To: laura.ferrero@example.org
Subject: Your CondoCloud receipt #CC-40917
Date: Fri, 20 Nov 2026 14:00:03 +0000
Message-ID: <receipt-cc40917@condocloud.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hi Laura,

thanks for renewing CondoCloud Pro (up to 5 buildings, 1 user).

Plan: annual, billed yearly
Amount charged: USD 348.00 to the card ending 9921
Next renewal: November 20, 2027

The CondoCloud team
"""

MAIL_ASSICURAZIONE = """From: Assicurazioni Mole - Ufficio sinistri <sinistri@assimole.example>
To: laura.ferrero@example.org
Subject: Sinistro 2026/TO/5531 - Condominio Corso Francia 40
Date: Wed, 25 Nov 2026 10:41:37 +0100
Message-ID: <sin5531@assimole.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Gentile amministratrice,

abbiamo aperto il sinistro 2026/TO/5531 per le infiltrazioni nei box del fabbricato.
Il nostro perito, geom. Dalmasso, la contatterà per il sopralluogo. Le chiediamo di inviarci
le foto dei danni e il verbale in cui l'assemblea ha segnalato il problema.
La franchigia prevista dalla polizza è di 250,00 €.

Cordiali saluti
"""

# Casa -----------------------------------------------------------------------------------

LISTA_SPESA = "grissini\ntoma\nlatte\ncaffè\ndetersivo piatti\n"

BOLLETTA_GAS = [
    "ENERGIA SUBALPINA - Bolletta gas naturale",
    "Periodo: 01/10/2026 - 31/10/2026",
    "Intestatario: Paolo Bertola - Codice cliente 5520871",
    "Consumo fatturato: 96 Smc",
    "Importo da pagare: 142,60 €",
    "Scadenza: 16/12/2026",
]

BOLLETTA_LUCE = [
    "ENERGIA SUBALPINA - Bolletta energia elettrica",
    "Periodo: 01/09/2026 - 30/09/2026",
    "Intestatario: Paolo Bertola - Codice cliente 5520872",
    "Consumo fatturato: 231 kWh",
    "Importo da pagare: 67,90 €",
    "Scadenza: 20/11/2026 - pagata",
]

SPESE_HEADER = ["Mese", "Spesa (€)"]
SPESE_CASA_2026: list[tuple[str, float]] = [
    ("gennaio", 1820.0), ("febbraio", 1645.0), ("marzo", 1710.0), ("aprile", 1590.0),
    ("maggio", 1680.0), ("giugno", 1930.0), ("luglio", 2240.0), ("agosto", 2410.0),
    ("settembre", 1760.0), ("ottobre", 1695.0), ("novembre", 1720.0),
]

DATI_BANCA = """Conto cointestato Laura Ferrero - Paolo Bertola (Banca del Piemonte Sud)
IBAN: IT31K0200801046000104567890
PIN bancomat Laura: 4826
PIN bancomat Paolo: 1379
"""

CODICI_CASA = """Allarme di casa: 6093 (inserire e premere OFF)
Wi-Fi: rete BertolaNet - password girasole77
"""

BAGNA_CAUDA = """# Bagna cauda (per 6)

- 6 teste d'aglio, sbucciate e senza anima
- 300 g di acciughe dissalate
- olio extravergine, un bicchiere di latte

Cuocere l'aglio nel latte, poi sciogliere le acciughe a fuoco bassissimo nel fujot.
"""

# Mamma ----------------------------------------------------------------------------------

CONTRATTO_BADANTE = [
    "CONTRATTO DI LAVORO DOMESTICO - ASSISTENZA ALLA PERSONA (CCNL colf e badanti)",
    "",
    "Datore di lavoro: Laura Ferrero, per conto della madre Giuseppina Actis.",
    "Lavoratrice: Oksana Melnyk, livello CS, convivente.",
    "",
    "Decorrenza: 1 ottobre 2026, a tempo indeterminato.",
    "Retribuzione: 1.150,00 € netti al mese, più vitto e alloggio.",
    "Riposo settimanale: domenica intera e giovedì pomeriggio.",
    "Periodo di prova: 30 giorni di lavoro effettivo.",
]

VISITA_GERIATRA = """Visita geriatrica della mamma
Giovedì 10 dicembre 2026 ore 9:40 - Ospedale Mauriziano, ambulatorio 4 (piano terra)
Medico: dott.ssa Ghigo
Portare: impegnativa del medico di base, ultimi esami del sangue, elenco dei farmaci.
Accompagna Paolo (Laura ha l'assemblea di corso Francia? verificare).
"""

SPESE_MAMMA = """data,voce,importo
02/11/2026,farmacia,48.30
05/11/2026,stipendio badante ottobre,1150.00
10/11/2026,contributi INPS badante,286.00
17/11/2026,visita fisiatrica,90.00
24/11/2026,ausili (traversine),35.70
"""

PIANO_TERAPEUTICO = [
    "ASL CITTÀ DI TORINO - PIANO TERAPEUTICO (riservato)",
    "",
    "Paziente: Actis Giuseppina, nata il 18/03/1941",
    "Diagnosi: fibrillazione atriale permanente, insufficienza renale lieve.",
    "Terapia: Eliquis 2,5 mg due volte al giorno; bisoprololo 1,25 mg al mattino.",
    "Controllo della creatinina ogni tre mesi.",
    "Validità del piano: 12 mesi.",
]

DATI_MAMMA = """Giuseppina Actis - dati (riservato)
Codice fiscale: CTSGPP41C58L219X
Tessera sanitaria n. 80380000400051234567
Esenzione ticket: 013
"""

# Scuola ---------------------------------------------------------------------------------

CIRCOLARE_GITA = [
    "Scuola secondaria di primo grado Nino Costa - Torino",
    "Circolare n. 57 - Uscita didattica all'Acquario di Genova",
    "",
    "Le classi seconde parteciperanno a un'uscita all'Acquario di Genova giovedì 18 marzo 2027.",
    "Partenza alle 7:15 da piazza Sabotino, rientro previsto alle 19:00.",
    "Quota di partecipazione: 42,00 € da versare entro il 20 dicembre 2026.",
    "L'autorizzazione firmata va consegnata alla prof.ssa Gili.",
]

AUTORIZZAZIONE_GITA = [
    "AUTORIZZAZIONE ALL'USCITA DIDATTICA",
    "",
    "Io sottoscritto/a ................................ genitore dell'alunna Marta Bertola, classe 2ª C,",
    "autorizzo mia figlia a partecipare all'uscita didattica del 18 marzo 2027.",
    "Recapito telefonico per le emergenze: ................................",
    "Firma ................................",
]

ORARIO_TOMMASO = """# Orario di Tommaso - classe 3ª B, primaria Sclopis

| giorno | entrata | uscita | note |
|---|---|---|---|
| lunedì | 8:30 | 16:30 | |
| martedì | 8:30 | 16:30 | piscina, portare la sacca |
| mercoledì | 8:30 | 13:30 | |
| giovedì | 8:30 | 16:30 | |
| venerdì | 8:30 | 16:30 | flauto |
"""

COLLOQUI = """Colloqui con gli insegnanti
Tommaso: maestra Bosio, mercoledì 9 dicembre alle 16:45 (in presenza)
Marta: prof. Lingua (matematica), lunedì 14 dicembre alle 17:20 (su Meet)
"""

# Archivio 2025 --------------------------------------------------------------------------

PREVENTIVO_EDILMONTI_2025 = [
    "EDILMONTI S.r.l. - Costruzioni e ristrutturazioni",
    "",
    "PREVENTIVO n. EM-2025/204 del 06/10/2025",
    "Spett.le Condominio Via Nizza 12",
    "Oggetto: rifacimento del manto di copertura",
    "TOTALE PREVENTIVO: 10.900,00 € IVA inclusa",
    "Validità dell'offerta: 60 giorni.",
]

VERBALE_NIZZA_2025 = [
    "CONDOMINIO VIA NIZZA 12 - VERBALE DI ASSEMBLEA",
    "Il giorno 16 ottobre 2025 alle ore 18:30 si è riunita l'assemblea nell'androne.",
    "Presidente: Carlo Operti. Segretaria: Laura Ferrero.",
    "",
    "1. Rifacimento del tetto: rinviato al 2026, in attesa di altri preventivi.",
    "2. Pulizia delle grondaie: approvata, a cura dell'amministratrice.",
    "3. Compenso dell'amministratrice per il 2026: confermato in 2.900,00 €.",
]

BOLLETTA_GAS_2025 = [
    "ENERGIA SUBALPINA - Bolletta gas naturale",
    "Periodo: 01/10/2025 - 31/10/2025",
    "Intestatario: Paolo Bertola",
    "Consumo fatturato: 81 Smc",
    "Importo da pagare: 118,30 €",
    "Scadenza: 16/12/2025",
]

SPESE_CASA_2025: list[tuple[str, float]] = [
    ("gennaio", 1710.0), ("febbraio", 1580.0), ("marzo", 1655.0), ("aprile", 1540.0),
    ("maggio", 1600.0), ("giugno", 1870.0), ("luglio", 2105.0), ("agosto", 2290.0),
    ("settembre", 1690.0), ("ottobre", 1625.0), ("novembre", 1660.0), ("dicembre", 2330.0),
]

# Scaricati ------------------------------------------------------------------------------

MODULO_DETRAZIONI = [
    "MODULO PER LA RICHIESTA DEI DATI PER LE DETRAZIONI FISCALI (730)",
    "",
    "Il condomino ........................ chiede all'amministratore la certificazione delle spese",
    "per interventi di recupero edilizio sulle parti comuni sostenute nell'anno ........",
    "Firma ....................   Data ..........",
]

REGOLAMENTO_TIPO = [
    "REGOLAMENTO DI CONDOMINIO - SCHEMA TIPO",
    "",
    "Art. 1 - Le parti comuni sono quelle indicate dall'art. 1117 del codice civile.",
    "Art. 2 - È vietato depositare oggetti nei pianerottoli e negli androni.",
    "Art. 3 - Il riposo dei condomini va rispettato dalle 13 alle 15 e dalle 22 alle 8.",
]

# Top level ------------------------------------------------------------------------------

PROMEMORIA = ("- chiedere a Rossetti se serve il permesso per il drone\n"
              "- mandare ai consiglieri di corso Francia i preventivi dell'ascensore\n"
              "- comprare il regalo per la maestra Bosio\n")

NUMERI_UTILI = ("Idraulico Bonino (pronto intervento): 011 5683321\n"
                "Medico di base della mamma, dott. Audisio: 011 4471902\n"
                "Guasti ascensori Dora: 800 112 233\n")

SCADENZE_DICEMBRE = """# Scadenze di dicembre

- 15/12: preventivi ascensore ai consiglieri di corso Francia
- 16/12: bolletta del gas di casa
- 17/12: assemblea straordinaria via Nizza (tetto)
- 18/12: pagare la fattura Rossetti delle grondaie
- 20/12: quota gita di Marta
"""

# ---------------------------------------------------------------------------------------
# Fingerprints: strings found in one file only, and in no file name (see `_check`).
# ---------------------------------------------------------------------------------------

FINGERPRINTS: dict[str, tuple[str, ...]] = {
    "Condomini/contatti_fornitori.md": ("Allasia", "348 1167720"),
    f"{NIZZA}/millesimi_via_nizza.xlsx": ("Bertolotto Silvia", "Pautasso Franca"),
    f"{NIZZA}/spese_ottobre_via_nizza.csv": ("luce scale IREN", "acqua SMAT"),
    f"{NIZZA}/convocazione_assemblea_dicembre.pdf": ("CONVOCAZIONE DI ASSEMBLEA STRAORDINARIA",
                                                     "varie ed eventuali"),
    f"{NIZZA}/codici_portone.txt": ("2580#", "Lucchetto sottotetto"),
    f"{NIZZA}/Verbali/verbale_2026_05_20.pdf": ("Rastrelliera", "21.430,00"),
    f"{NIZZA}/Verbali/verbale_2026_10_15.docx": ("Tinteggiatura del vano scale", "13.000,00"),
    f"{NIZZA}/Preventivi/preventivo_tetto_edilmonti.pdf": ("EM-2026/377", "tegole portoghesi"),
    f"{NIZZA}/Preventivi/preventivo_tetto_rossetti.docx": ("88/26", "pannelli isolanti"),
    f"{NIZZA}/Preventivi/preventivo_tetto_sabauda.txt": ("ST-1142", "lamiera grecata"),
    f"{NIZZA}/Preventivi/fattura_rossetti_grondaie.pdf": ("FATTURA n. 214", "pluviali"),
    f"{FRANCIA}/elenco_condomini.csv": ("Coggiola Enrico", "Zanetti Cinzia"),
    f"{FRANCIA}/bilancio_preventivo_2027.xlsx": ("Fondo imprevisti", "Luce parti comuni"),
    f"{FRANCIA}/contratto_pulizie.pdf": ("APPALTO DEL SERVIZIO DI PULIZIA", "rinnovo tacito"),
    f"{FRANCIA}/Verbali/verbale_2026_03_12.docx": ("17.980,00", "guaina del cortile"),
    f"{FRANCIA}/Verbali/verbale_2026_11_05.pdf": ("Rifacimento dei citofoni", "4.300,00"),
    f"{FRANCIA}/Preventivi/preventivo_ascensore_dora.pdf": ("AD-551", "12 visite all'anno"),
    f"{FRANCIA}/Preventivi/preventivo_ascensore_elevatori_po.docx": ("2026-EPO-88", "telesoccorso GSM"),
    f"{FRANCIA}/Preventivi/bozza_contratto_torinolift.pdf": ("TL-2026-0419", "oleodinamici"),
    f"{FRANCIA}/Preventivi/fattura_dora_chiamata.pdf": ("FATTURA n. 1093", "bloccata in cabina"),
    "Posta/sopralluogo_tetto_rossetti.eml": ("drone per le foto", "falde"),
    "Posta/reclamo_box_3.eml": ("pozza d'acqua", "quadro elettrico"),
    "Posta/condocloud_receipt.eml": ("CC-40917", "348.00"),
    "Posta/sinistro_corso_francia.eml": ("2026/TO/5531", "Dalmasso"),
    "Casa/lista_spesa.txt": ("grissini", "detersivo piatti"),
    "Casa/bolletta_gas_novembre.pdf": ("5520871", "96 Smc"),
    "Casa/bolletta_luce_ottobre.pdf": ("5520872", "231 kWh"),
    "Casa/spese_casa_2026.xlsx": ("Spese 2026",),
    "Casa/dati_banca.txt": ("IT31K0200801046000104567890", "Banca del Piemonte Sud"),
    "Casa/codici_casa.txt": ("6093", "girasole77"),
    "Casa/bagna_cauda.md": ("acciughe", "fujot"),
    "Mamma/contratto_badante.docx": ("Oksana Melnyk", "colf e badanti"),
    "Mamma/visita_geriatra.txt": ("ambulatorio 4", "impegnativa"),
    "Mamma/spese_mamma_novembre.csv": ("traversine", "contributi INPS"),
    "Mamma/piano_terapeutico.pdf": ("fibrillazione atriale", "Eliquis"),
    "Mamma/dati_mamma.txt": ("CTSGPP41C58L219X", "80380000400051234567"),
    "Scuola/circolare_gita_marta.pdf": ("Acquario di Genova", "piazza Sabotino"),
    "Scuola/autorizzazione_gita_marta.docx": ("Io sottoscritto", "Recapito telefonico"),
    "Scuola/orario_tommaso.md": ("Sclopis", "flauto"),
    "Scuola/colloqui_insegnanti.txt": ("maestra Bosio, mercoledì", "prof. Lingua"),
    "Archivio 2025/preventivo_tetto_edilmonti_2025.pdf": ("EM-2025/204", "10.900,00"),
    "Archivio 2025/verbale_2025_10_16.pdf": ("rinviato al 2026", "confermato in"),
    "Archivio 2025/bolletta_gas_novembre_2025.pdf": ("81 Smc", "118,30"),
    "Archivio 2025/spese_casa_2025.xlsx": ("Spese 2025",),
    "promemoria.txt": ("permesso per il drone", "regalo per la maestra"),
    "numeri_utili.txt": ("Bonino", "Audisio"),
    "scadenze_dicembre.md": ("Scadenze di dicembre", "quota gita di Marta"),
}

FOLDERS = (f"{NIZZA}/Verbali", f"{NIZZA}/Preventivi", f"{FRANCIA}/Verbali", f"{FRANCIA}/Preventivi",
           "Posta", "Casa", "Mamma", "Scuola", "Foto", "Archivio 2025", "Scaricati", "Pratiche chiuse")

TMP_FILES = ("~wrd0417.tmp", "chrome_dl_77.tmp", "stampa_spool.tmp")
PHOTOS = ("facciata_via_nizza.jpg", "infiltrazione_box_3.jpg", "compleanno_tommaso.png",
          "saggio_danza_marta.jpg")

# Every file's mtime, at 10:00 UTC of this day: the documents' own dates where they have one.
MTIMES: dict[str, str] = {
    "Condomini/contatti_fornitori.md": "2026-11-21",
    f"{NIZZA}/millesimi_via_nizza.xlsx": "2026-02-10",
    f"{NIZZA}/spese_ottobre_via_nizza.csv": "2026-11-02",
    f"{NIZZA}/convocazione_assemblea_dicembre.pdf": "2026-11-27",
    f"{NIZZA}/codici_portone.txt": "2025-04-14",
    f"{NIZZA}/Verbali/verbale_2026_05_20.pdf": "2026-05-22",
    f"{NIZZA}/Verbali/verbale_2026_10_15.docx": "2026-10-17",
    f"{NIZZA}/Preventivi/preventivo_tetto_edilmonti.pdf": "2026-10-26",
    f"{NIZZA}/Preventivi/preventivo_tetto_rossetti.docx": "2026-11-03",
    f"{NIZZA}/Preventivi/preventivo_tetto_sabauda.txt": "2026-11-09",
    f"{NIZZA}/Preventivi/fattura_rossetti_grondaie.pdf": "2026-11-18",
    f"{FRANCIA}/elenco_condomini.csv": "2026-09-01",
    f"{FRANCIA}/bilancio_preventivo_2027.xlsx": "2026-10-28",
    f"{FRANCIA}/contratto_pulizie.pdf": "2026-03-20",
    f"{FRANCIA}/Verbali/verbale_2026_03_12.docx": "2026-03-14",
    f"{FRANCIA}/Verbali/verbale_2026_11_05.pdf": "2026-11-07",
    f"{FRANCIA}/Preventivi/preventivo_ascensore_dora.pdf": "2026-11-12",
    f"{FRANCIA}/Preventivi/preventivo_ascensore_elevatori_po.docx": "2026-11-16",
    f"{FRANCIA}/Preventivi/bozza_contratto_torinolift.pdf": "2026-11-20",
    f"{FRANCIA}/Preventivi/fattura_dora_chiamata.pdf": "2026-11-24",
    "Posta/sopralluogo_tetto_rossetti.eml": "2026-11-26",
    "Posta/reclamo_box_3.eml": "2026-11-23",
    "Posta/condocloud_receipt.eml": "2026-11-20",
    "Posta/sinistro_corso_francia.eml": "2026-11-25",
    "Casa/lista_spesa.txt": "2026-11-30",
    "Casa/bolletta_gas_novembre.pdf": "2026-11-19",
    "Casa/bolletta_luce_ottobre.pdf": "2026-10-22",
    "Casa/spese_casa_2026.xlsx": "2026-11-29",
    "Casa/dati_banca.txt": "2023-05-06",
    "Casa/codici_casa.txt": "2024-09-12",
    "Casa/bagna_cauda.md": "2025-11-02",
    "Mamma/contratto_badante.docx": "2026-09-28",
    "Mamma/visita_geriatra.txt": "2026-11-24",
    "Mamma/spese_mamma_novembre.csv": "2026-11-28",
    "Mamma/piano_terapeutico.pdf": "2026-06-15",
    "Mamma/dati_mamma.txt": "2024-01-19",
    "Scuola/circolare_gita_marta.pdf": "2026-11-25",
    "Scuola/autorizzazione_gita_marta.docx": "2026-11-25",
    "Scuola/orario_tommaso.md": "2026-09-14",
    "Scuola/colloqui_insegnanti.txt": "2026-11-27",
    "Foto/facciata_via_nizza.jpg": "2026-10-20",
    "Foto/infiltrazione_box_3.jpg": "2026-11-23",
    "Foto/compleanno_tommaso.png": "2026-07-04",
    "Foto/saggio_danza_marta.jpg": "2026-06-06",
    "Archivio 2025/preventivo_tetto_edilmonti_2025.pdf": "2025-10-06",
    "Archivio 2025/verbale_2025_10_16.pdf": "2025-10-18",
    "Archivio 2025/bolletta_gas_novembre_2025.pdf": "2025-11-18",
    "Archivio 2025/spese_casa_2025.xlsx": "2025-12-30",
    "Scaricati/modulo_detrazioni_730.pdf": "2026-10-08",
    "Scaricati/modulo_detrazioni_730 (1).pdf": "2026-11-13",
    "Scaricati/regolamento_condominio_tipo.pdf": "2026-09-30",
    "Scaricati/regolamento_condominio_tipo (1).pdf": "2026-11-10",
    "Scaricati/~wrd0417.tmp": "2026-11-12",
    "Scaricati/chrome_dl_77.tmp": "2026-11-21",
    "Scaricati/stampa_spool.tmp": "2026-11-28",
    "promemoria.txt": "2026-11-29",
    "numeri_utili.txt": "2025-10-11",
    "scadenze_dicembre.md": "2026-11-30",
}

# ---------------------------------------------------------------------------------------
# Writers (PDF and DOCX from family_workspace; sheets here, normalised the same way).
# ---------------------------------------------------------------------------------------


_sheet = partial(write_sheet, creator="Laura Ferrero")


def _tmp(seed: int) -> bytes:
    """Opaque bytes for a download's leftover."""
    return bytes((seed * 23 + i * 13) % 256 for i in range(310 + seed * 40))


# ---------------------------------------------------------------------------------------
# The workspace.
# ---------------------------------------------------------------------------------------


def make_condo_workspace(root: Path) -> None:
    """Write the Ferrero-Bertola files under `root` (created if missing; files overwritten)."""
    root = Path(root)
    for name in FOLDERS:
        (root / name).mkdir(parents=True, exist_ok=True)

    _text(root / "Condomini" / "contatti_fornitori.md", CONTATTI_FORNITORI)
    nizza = root / NIZZA
    _sheet(nizza / "millesimi_via_nizza.xlsx", "Millesimi", MILLESIMI_HEADER, MILLESIMI_NIZZA)
    _text(nizza / "spese_ottobre_via_nizza.csv", SPESE_OTTOBRE_NIZZA)
    _pdf(nizza / "convocazione_assemblea_dicembre.pdf", CONVOCAZIONE_NIZZA, "Convocazione assemblea")
    _text(nizza / "codici_portone.txt", CODICI_PORTONE)
    _pdf(nizza / "Verbali" / "verbale_2026_05_20.pdf", VERBALE_NIZZA_MAGGIO, "Verbale 20/05/2026")
    _docx(nizza / "Verbali" / "verbale_2026_10_15.docx", VERBALE_NIZZA_OTTOBRE, "Verbale 15/10/2026")
    prev = nizza / "Preventivi"
    _pdf(prev / "preventivo_tetto_edilmonti.pdf", PREVENTIVO_EDILMONTI, "Preventivo Edilmonti")
    _docx(prev / "preventivo_tetto_rossetti.docx", PREVENTIVO_ROSSETTI, "Preventivo Coperture Rossetti")
    _text(prev / "preventivo_tetto_sabauda.txt", PREVENTIVO_SABAUDA)
    _pdf(prev / "fattura_rossetti_grondaie.pdf", FATTURA_ROSSETTI, "Fattura 214")

    francia = root / FRANCIA
    _text(francia / "elenco_condomini.csv", ELENCO_FRANCIA)
    _sheet(francia / "bilancio_preventivo_2027.xlsx", "Preventivo 2027", BILANCIO_HEADER, BILANCIO_2027)
    _pdf(francia / "contratto_pulizie.pdf", CONTRATTO_PULIZIE, "Contratto pulizie")
    _docx(francia / "Verbali" / "verbale_2026_03_12.docx", VERBALE_FRANCIA_MARZO, "Verbale 12/03/2026")
    _pdf(francia / "Verbali" / "verbale_2026_11_05.pdf", VERBALE_FRANCIA_NOVEMBRE, "Verbale 05/11/2026")
    prev = francia / "Preventivi"
    _pdf(prev / "preventivo_ascensore_dora.pdf", PREVENTIVO_DORA, "Preventivo Ascensori Dora")
    _docx(prev / "preventivo_ascensore_elevatori_po.docx", PREVENTIVO_ELEVATORI_PO, "Offerta Elevatori Po")
    _pdf(prev / "bozza_contratto_torinolift.pdf", BOZZA_TORINOLIFT, "Preventivo TorinoLift")
    _pdf(prev / "fattura_dora_chiamata.pdf", FATTURA_DORA, "Fattura 1093")

    posta = root / "Posta"
    _text(posta / "sopralluogo_tetto_rossetti.eml", MAIL_ROSSETTI)
    _text(posta / "reclamo_box_3.eml", MAIL_RECLAMO_BOX)
    _text(posta / "condocloud_receipt.eml", MAIL_CONDOCLOUD)
    _text(posta / "sinistro_corso_francia.eml", MAIL_ASSICURAZIONE)

    casa = root / "Casa"
    _text(casa / "lista_spesa.txt", LISTA_SPESA)
    _pdf(casa / "bolletta_gas_novembre.pdf", BOLLETTA_GAS, "Bolletta gas")
    _pdf(casa / "bolletta_luce_ottobre.pdf", BOLLETTA_LUCE, "Bolletta luce")
    _sheet(casa / "spese_casa_2026.xlsx", "Spese 2026", SPESE_HEADER, SPESE_CASA_2026)
    _text(casa / "dati_banca.txt", DATI_BANCA)
    _text(casa / "codici_casa.txt", CODICI_CASA)
    _text(casa / "bagna_cauda.md", BAGNA_CAUDA)

    mamma = root / "Mamma"
    _docx(mamma / "contratto_badante.docx", CONTRATTO_BADANTE, "Contratto badante")
    _text(mamma / "visita_geriatra.txt", VISITA_GERIATRA)
    _text(mamma / "spese_mamma_novembre.csv", SPESE_MAMMA)
    _pdf(mamma / "piano_terapeutico.pdf", PIANO_TERAPEUTICO, "Piano terapeutico")
    _text(mamma / "dati_mamma.txt", DATI_MAMMA)

    scuola = root / "Scuola"
    _pdf(scuola / "circolare_gita_marta.pdf", CIRCOLARE_GITA, "Circolare 57")
    _docx(scuola / "autorizzazione_gita_marta.docx", AUTORIZZAZIONE_GITA, "Autorizzazione")
    _text(scuola / "orario_tommaso.md", ORARIO_TOMMASO)
    _text(scuola / "colloqui_insegnanti.txt", COLLOQUI)

    foto = root / "Foto"
    (foto / "facciata_via_nizza.jpg").write_bytes(_jpeg(51, 2600))
    (foto / "infiltrazione_box_3.jpg").write_bytes(_jpeg(52, 1900))
    (foto / "compleanno_tommaso.png").write_bytes(_png(12, 9, (230, 160, 30)))
    (foto / "saggio_danza_marta.jpg").write_bytes(_jpeg(53, 1500))

    archivio = root / "Archivio 2025"
    _pdf(archivio / "preventivo_tetto_edilmonti_2025.pdf", PREVENTIVO_EDILMONTI_2025, "Preventivo 2025")
    _pdf(archivio / "verbale_2025_10_16.pdf", VERBALE_NIZZA_2025, "Verbale 16/10/2025")
    _pdf(archivio / "bolletta_gas_novembre_2025.pdf", BOLLETTA_GAS_2025, "Bolletta gas 2025")
    _sheet(archivio / "spese_casa_2025.xlsx", "Spese 2025", SPESE_HEADER, SPESE_CASA_2025)

    scaricati = root / "Scaricati"
    for name in ("modulo_detrazioni_730.pdf", "modulo_detrazioni_730 (1).pdf"):
        _pdf(scaricati / name, MODULO_DETRAZIONI, "Modulo detrazioni")
    for name in ("regolamento_condominio_tipo.pdf", "regolamento_condominio_tipo (1).pdf"):
        _pdf(scaricati / name, REGOLAMENTO_TIPO, "Regolamento tipo")
    for seed, name in enumerate(TMP_FILES, start=1):
        (scaricati / name).write_bytes(_tmp(seed))

    _text(root / "promemoria.txt", PROMEMORIA)
    _text(root / "numeri_utili.txt", NUMERI_UTILI)
    _text(root / "scadenze_dicembre.md", SCADENZE_DICEMBRE)

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
        "Condomini/contatti_fornitori.md": CONTATTI_FORNITORI,
        f"{NIZZA}/millesimi_via_nizza.xlsx": cells("Millesimi", MILLESIMI_HEADER, MILLESIMI_NIZZA),
        f"{NIZZA}/spese_ottobre_via_nizza.csv": SPESE_OTTOBRE_NIZZA,
        f"{NIZZA}/convocazione_assemblea_dicembre.pdf": lines(CONVOCAZIONE_NIZZA),
        f"{NIZZA}/codici_portone.txt": CODICI_PORTONE,
        f"{NIZZA}/Verbali/verbale_2026_05_20.pdf": lines(VERBALE_NIZZA_MAGGIO),
        f"{NIZZA}/Verbali/verbale_2026_10_15.docx": lines(VERBALE_NIZZA_OTTOBRE),
        f"{NIZZA}/Preventivi/preventivo_tetto_edilmonti.pdf": lines(PREVENTIVO_EDILMONTI),
        f"{NIZZA}/Preventivi/preventivo_tetto_rossetti.docx": lines(PREVENTIVO_ROSSETTI),
        f"{NIZZA}/Preventivi/preventivo_tetto_sabauda.txt": PREVENTIVO_SABAUDA,
        f"{NIZZA}/Preventivi/fattura_rossetti_grondaie.pdf": lines(FATTURA_ROSSETTI),
        f"{FRANCIA}/elenco_condomini.csv": ELENCO_FRANCIA,
        f"{FRANCIA}/bilancio_preventivo_2027.xlsx": cells("Preventivo 2027", BILANCIO_HEADER, BILANCIO_2027),
        f"{FRANCIA}/contratto_pulizie.pdf": lines(CONTRATTO_PULIZIE),
        f"{FRANCIA}/Verbali/verbale_2026_03_12.docx": lines(VERBALE_FRANCIA_MARZO),
        f"{FRANCIA}/Verbali/verbale_2026_11_05.pdf": lines(VERBALE_FRANCIA_NOVEMBRE),
        f"{FRANCIA}/Preventivi/preventivo_ascensore_dora.pdf": lines(PREVENTIVO_DORA),
        f"{FRANCIA}/Preventivi/preventivo_ascensore_elevatori_po.docx": lines(PREVENTIVO_ELEVATORI_PO),
        f"{FRANCIA}/Preventivi/bozza_contratto_torinolift.pdf": lines(BOZZA_TORINOLIFT),
        f"{FRANCIA}/Preventivi/fattura_dora_chiamata.pdf": lines(FATTURA_DORA),
        "Posta/sopralluogo_tetto_rossetti.eml": MAIL_ROSSETTI,
        "Posta/reclamo_box_3.eml": MAIL_RECLAMO_BOX,
        "Posta/condocloud_receipt.eml": MAIL_CONDOCLOUD,
        "Posta/sinistro_corso_francia.eml": MAIL_ASSICURAZIONE,
        "Casa/lista_spesa.txt": LISTA_SPESA,
        "Casa/bolletta_gas_novembre.pdf": lines(BOLLETTA_GAS),
        "Casa/bolletta_luce_ottobre.pdf": lines(BOLLETTA_LUCE),
        "Casa/spese_casa_2026.xlsx": cells("Spese 2026", SPESE_HEADER, SPESE_CASA_2026),
        "Casa/dati_banca.txt": DATI_BANCA,
        "Casa/codici_casa.txt": CODICI_CASA,
        "Casa/bagna_cauda.md": BAGNA_CAUDA,
        "Mamma/contratto_badante.docx": lines(CONTRATTO_BADANTE),
        "Mamma/visita_geriatra.txt": VISITA_GERIATRA,
        "Mamma/spese_mamma_novembre.csv": SPESE_MAMMA,
        "Mamma/piano_terapeutico.pdf": lines(PIANO_TERAPEUTICO),
        "Mamma/dati_mamma.txt": DATI_MAMMA,
        "Scuola/circolare_gita_marta.pdf": lines(CIRCOLARE_GITA),
        "Scuola/autorizzazione_gita_marta.docx": lines(AUTORIZZAZIONE_GITA),
        "Scuola/orario_tommaso.md": ORARIO_TOMMASO,
        "Scuola/colloqui_insegnanti.txt": COLLOQUI,
        "Archivio 2025/preventivo_tetto_edilmonti_2025.pdf": lines(PREVENTIVO_EDILMONTI_2025),
        "Archivio 2025/verbale_2025_10_16.pdf": lines(VERBALE_NIZZA_2025),
        "Archivio 2025/bolletta_gas_novembre_2025.pdf": lines(BOLLETTA_GAS_2025),
        "Archivio 2025/spese_casa_2025.xlsx": cells("Spese 2025", SPESE_HEADER, SPESE_CASA_2025),
        "promemoria.txt": PROMEMORIA,
        "numeri_utili.txt": NUMERI_UTILI,
        "scadenze_dicembre.md": SCADENZE_DICEMBRE,
    }


# The texts without fingerprints: they still must not hold anyone else's fingerprint.
_UNPRINTED = "\n".join([*MODULO_DETRAZIONI, *REGOLAMENTO_TIPO])


def _check_fingerprints() -> None:
    assert set(FINGERPRINTS) <= set(MTIMES), set(FINGERPRINTS) - set(MTIMES)
    check_fingerprints(_sources(), FINGERPRINTS, names=MTIMES)
    check_unprinted(FINGERPRINTS, _UNPRINTED)


_check_fingerprints()


def _check_tree(root: Path) -> None:
    """The generated tree is exactly the one described by MTIMES and FOLDERS."""
    check_tree(root, MTIMES, empty="Pratiche chiuse",
               twins=(("modulo_detrazioni_730.pdf", "modulo_detrazioni_730 (1).pdf"),
                      ("regolamento_condominio_tipo.pdf", "regolamento_condominio_tipo (1).pdf")))


def main(argv: Sequence[str]) -> int:
    """Generate the workspace into the directory given on the command line, and check it."""
    return workspace_main(argv, "condo_workspace.py", make_condo_workspace, check=_check_tree,
                          count=len(MTIMES))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
