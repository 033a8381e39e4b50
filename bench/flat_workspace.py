"""The files of four university students sharing a flat in Bologna, for the understanding benchmark.

Marco Ferretti (Ingegneria informatica, 2nd year of the magistrale, who keeps the flat's files),
Giulia Esposito, Davide Russo (graduating in Medicine on 16 December 2026) and Niamh Kelly (an
Erasmus student from Queen's University Belfast, who writes in English) rent Via Mascarella 27,
interno 5, from Ornella Cavazza. ``make_flat_workspace(root)`` writes their workspace:

- ``Affitto``: the students' lease (1.640,00 € a month for the whole flat, by the 10th; deposit
  3.280,00 €), each room's share (XLSX: Marco 460, Giulia 420, Davide 420, Niamh 340), the 2026
  rent transfers (CSV: January-August 1.560,00 € under last year's lease, September-November
  1.640,00 €; 11 payments, 17.400,00 €; November paid late), the landlady's e-mail about the
  mould (a firm comes on Wednesday 9 December at 15:00);
- ``Bollette``: electricity (96,48 €, due 10/12/2026), gas (183,60 €, due 21/12/2026), the
  Fastweb bill (29,95 €) - 310,03 € in all - and ``bolletta_acqua_hera.jpg``, a phone photo of
  the water bill that holds no readable text;
- ``Cassa comune``: the shared-expenses log of 2026 (CSV; September 86,65 €, October 104,60 €,
  November 156,50 € plus GBP 24.99 for a kettle bought on Amazon UK; Davide spent most, 136,90
  €), the monthly contributions (XLSX: Niamh has not paid December yet), and the kitty's bank
  details and PIN (private);
- ``Casa``: the shopping list, the cleaning rota (XLSX, weeks from 30/11 to 21/12), the house
  rules, the door and Wi-Fi codes and the flatmates' allergies and medicines (both private);
- ``Laurea Davide``: three quotes for the graduation party on 19 December (Osteria La Lanterna
  1.140,00 €, Catering Due Torri 1.275,00 €, Pizzeria da Ciro 870,00 € in a file called
  ``messaggi_da_ciro.txt`` - a WhatsApp chat by its name, a quote by its content), the invoice of
  the copy shop for printing the thesis (96,00 €, cheaper than every quote), the guest list (CSV:
  30 invited, 22 yes, 3 no, 5 maybe, 4 vegetarians), the programme of the day, and an empty
  ``Foto festa``;
- ``Università``: Marco's exam record (CSV: 8 exams, 66 CFU, average 27,5 both plain and
  weighted), the winter exam dates, the fees (second instalment 412,00 € by 15/12/2026) and the
  registry's reminder e-mail;
- ``Erasmus 2026-27``: Niamh's Turing Scheme grant letter (GBP 2,760.00, GBP 828.00 still to
  come), learning agreement (30 ECTS), flight home for Christmas (GBP 142.98, 21 December), the
  Erasmus office's e-mail (Italian B1 exam on 14 January 2027 at 10:00) and her checklist;
- ``Foto``: four pictures; ``Archivio``: last year's namesakes (the Catering Due Torri quote of
  2025, 820,00 € - cheaper than any current quote; the gas bill of November 2025, 142,30 €; the
  2025 shared expenses; the 2025 lease at 1.560,00 €);
- ``Scaricati``: two downloads (one with spaces and digits in its name) with byte-identical
  "(1)" duplicates and three ``.tmp`` files;
- at the top, ``promemoria.txt`` and ``numeri_utili.txt``.

Documents are dated up to 2 December 2026 (today is 2026-12-03) and file mtimes follow them.
Generation is deterministic. ``FINGERPRINTS`` holds, per file, strings found only in that file
(and in no file name); photos, ``.tmp`` files and the downloads have none.

Run by hand to look at it: ``python3 bench/flat_workspace.py DIR``.
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

LAUREA = "Laurea Davide"
FESTA = "Laurea Davide/Foto festa"
CASSA = "Cassa comune"
UNI = "Università"
ERASMUS = "Erasmus 2026-27"

# ---------------------------------------------------------------------------------------
# Affitto. Italian documents write amounts the Italian way (1.640,00 €); CSV files use a dot.
# ---------------------------------------------------------------------------------------

_LEASE_TITLE = "CONTRATTO DI LOCAZIONE TRANSITORIO PER STUDENTI UNIVERSITARI (L. 431/1998, art. 5 c. 2)"

CONTRATTO_STUDENTI = [
    _LEASE_TITLE,
    "",
    "La locatrice Ornella Cavazza, residente in Bologna, Via Saragozza 90,",
    "concede in locazione agli studenti Marco Ferretti, Giulia Esposito, Davide Russo e Niamh Kelly",
    "l'appartamento in Bologna, Via Mascarella 27, interno 5, terzo piano: quattro camere, cucina, un bagno.",
    "",
    "1. Durata: dodici mesi, dal 01/09/2026 al 31/08/2027.",
    "2. Canone: 1.640,00 € mensili per l'intero appartamento, con un unico bonifico entro il giorno 10 "
    "di ogni mese.",
    "3. Deposito cauzionale: 3.280,00 €, pari a due mensilità, restituito alla riconsegna delle chiavi.",
    "4. Spese condominiali: comprese nel canone.",
    "5. Recesso: ciascun conduttore può recedere con tre mesi di preavviso, trovando un subentrante.",
    "",
    "Bologna, 28/08/2026",
    "La locatrice: Ornella Cavazza    I conduttori: M. Ferretti, G. Esposito, D. Russo, N. Kelly",
]

QUOTE_HEADER = ["Camera", "Inquilino", "Affitto (€/mese)", "Cassa comune (€/mese)"]
QUOTE_STANZE: list[tuple[str, str, float, float]] = [
    ("Camera grande con balcone", "Marco", 460.0, 25.0),
    ("Camera sul cortile", "Giulia", 420.0, 25.0),
    ("Camera accanto al bagno", "Davide", 420.0, 25.0),
    ("Camera piccola", "Niamh", 340.0, 25.0),
]

_TRANSFERS_2026 = [
    ("gennaio", "09/01/2026", "1560.00", "bonifico"),
    ("febbraio", "10/02/2026", "1560.00", "bonifico"),
    ("marzo", "06/03/2026", "1560.00", "bonifico"),
    ("aprile", "09/04/2026", "1560.00", "bonifico"),
    ("maggio", "08/05/2026", "1560.00", "bonifico"),
    ("giugno", "10/06/2026", "1560.00", "bonifico"),
    ("luglio", "07/07/2026", "1560.00", "bonifico"),
    ("agosto", "05/08/2026", "1560.00", "bonifico"),
    ("settembre", "08/09/2026", "1640.00", "primo mese del nuovo contratto"),
    ("ottobre", "09/10/2026", "1640.00", "bonifico"),
    ("novembre", "12/11/2026", "1640.00", "in ritardo: Niamh aspettava la borsa Turing"),
]
RICEVUTE_AFFITTO_2026 = "mese,data_bonifico,importo_eur,note\n" + "".join(
    f"{month},{day},{amount},{note}\n" for month, day, amount, note in _TRANSFERS_2026
)

MAIL_MUFFA = """From: Ornella Cavazza <ornella.cavazza@example.org>
To: marco.ferretti@example.org
Subject: Muffa nel bagno - intervento
Date: Mon, 30 Nov 2026 18:20:00 +0100
Message-ID: <muffa-mascarella27@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Ciao Marco,

ho visto le foto della muffa sopra la doccia. Mercoledì 9 dicembre alle 15:00 passa la ditta
Bioclean di Casalecchio a trattare la parete; la spesa è a carico mio.
Nel frattempo tenete acceso il deumidificatore che avete comprato e aprite la finestra dopo
ogni doccia. Serve che qualcuno sia in casa per aprire.

Un saluto,
Ornella Cavazza
"""

# ---------------------------------------------------------------------------------------
# Bollette.
# ---------------------------------------------------------------------------------------

BOLLETTA_LUCE = [
    "ENEL ENERGIA - Bolletta luce",
    "Fornitura: Via Mascarella 27 int. 5, 40126 Bologna",
    "Intestatario: Marco Ferretti - Codice cliente 310558204",
    "Periodo: 01/10/2026 - 31/10/2026",
    "Consumo fatturato: 312 kWh",
    "Totale da pagare: 96,48 €",
    "Scadenza: 10/12/2026",
]

BOLLETTA_GAS = [
    "HERA COMM - Bolletta gas naturale",
    "Fornitura: Via Mascarella 27 int. 5, Bologna - PDR 00881204455713",
    "Periodo: 01/11/2026 - 30/11/2026 (consumi stimati)",
    "Consumo: 148 Smc",
    "Totale da pagare: 183,60 €",
    "Scadenza: 21/12/2026",
    "Pagamento con bollettino o domiciliazione bancaria.",
]

FATTURA_FASTWEB = [
    "FASTWEB S.p.A. - Fattura n. M026118734",
    "Cliente: Marco Ferretti - Via Mascarella 27, Bologna",
    "Offerta Casa Light, fibra - periodo: novembre 2026",
    "Canone mensile: 29,95 € IVA inclusa",
    "Importo addebitato sul conto il 05/12/2026",
]

# ---------------------------------------------------------------------------------------
# Cassa comune.
# ---------------------------------------------------------------------------------------

SPESE_COMUNI_2026 = """data,chi,cosa,importo,valuta
03/09/2026,Marco,detersivi e carta igienica Conad,23.40,EUR
10/09/2026,Giulia,scopa e mocio,18.90,EUR
18/09/2026,Davide,lampadine bagno e cucina,12.60,EUR
25/09/2026,Niamh,spesa comune Esselunga (olio sale caffè),31.75,EUR
02/10/2026,Marco,detersivi Conad,19.80,EUR
14/10/2026,Giulia,carta igienica e sacchi,15.30,EUR
22/10/2026,Davide,riparazione sciacquone (ferramenta),27.50,EUR
30/10/2026,Marco,bibite per la festa di Halloween,42.00,EUR
04/11/2026,Giulia,detersivi e spugne,21.35,EUR
11/11/2026,Niamh,bollitore elettrico (Amazon UK),24.99,GBP
17/11/2026,Marco,carta igienica e sacchi,16.80,EUR
20/11/2026,Davide,deumidificatore per il bagno,89.90,EUR
27/11/2026,Giulia,spesa comune Coop (caffè olio sale),28.45,EUR
01/12/2026,Davide,lampadina ingresso,6.90,EUR
"""

VERSAMENTI_HEADER = ["Mese", "Marco", "Giulia", "Davide", "Niamh"]
VERSAMENTI_2026: list[tuple[str, object, object, object, object]] = [
    ("settembre", 25.0, 25.0, 25.0, 25.0),
    ("ottobre", 25.0, 25.0, 25.0, 25.0),
    ("novembre", 25.0, 25.0, 25.0, 25.0),
    ("dicembre", 25.0, 25.0, 25.0, "non ancora versato"),
]

DATI_CONTO_CASSA = """Cassa comune di Via Mascarella - conto Hype intestato a Marco Ferretti
IBAN: IT60X0542811101000000123456
Carta prepagata: PIN 7284
Accesso all'app: marco.ferretti / Mascarella!27
"""

# ---------------------------------------------------------------------------------------
# Casa.
# ---------------------------------------------------------------------------------------

LISTA_SPESA = (
    "latte d'avena\npasta integrale\npassata di pomodoro\ntè Barry's per Niamh\ncaffè macinato\nspugne\n"
)

TURNI_HEADER = ["Settimana dal", "Bagno", "Cucina", "Spazzatura e differenziata", "Pavimenti"]
TURNI_PULIZIE: list[tuple[str, str, str, str, str]] = [
    ("30/11/2026", "Giulia", "Marco", "Niamh", "Davide"),
    ("07/12/2026", "Davide", "Giulia", "Marco", "Niamh"),
    ("14/12/2026", "Niamh", "Davide", "Giulia", "Marco"),
    ("21/12/2026", "Marco", "Niamh", "Davide", "Giulia"),
]

REGOLE_CASA = """# Regole di casa - Via Mascarella 27

- silenzio dalle 23:00 alle 7:00 (Davide studia presto)
- ospiti a dormire: al massimo tre notti di fila, avvisando nel gruppo
- cassa comune: 25 € a testa entro il 5 di ogni mese
- riunione di casa la prima domenica del mese alle 19:00
- la pentola e lo scolapasta gialli sono solo per cucinare senza glutine
"""

CODICI_CASA = """Portone: 2580 poi campanello Ferretti/Russo
Cassetta della posta: combinazione 913
Wi-Fi: rete Mascarella27_5G - password tortellino!2026
"""

ALLERGIE_FARMACI = """Allergie e farmaci di casa (per le emergenze, non girarlo a nessuno)
Niamh: allergia grave alle arachidi - EpiPen nel primo cassetto della cucina
Giulia: celiachia - usare solo la pentola gialla
Davide: asma - Ventolin sul comodino in camera sua
"""

# ---------------------------------------------------------------------------------------
# Laurea Davide.
# ---------------------------------------------------------------------------------------

PREVENTIVO_LANTERNA = [
    "OSTERIA LA LANTERNA - Via del Pratello 42, 40122 Bologna",
    "P.IVA 03322110377",
    "",
    "PREVENTIVO n. 118 del 10/11/2026",
    "Alla c.a. di Davide Russo - festa di laurea, sabato 19 dicembre 2026, ore 20:30",
    "",
    "Menù degustazione bolognese (tortellini in brodo, tagliatelle al ragù, friggione, dolce): "
    "34,00 € a persona",
    "Vino della casa e acqua: 4,00 € a persona",
    "Persone previste: 30",
    "",
    "TOTALE PREVENTIVO: 1.140,00 € IVA inclusa",
    "Caparra richiesta alla conferma: 300,00 €",
    "Sala riservata fino all'una. Offerta valida fino al 05/12/2026.",
]

PREVENTIVO_DUE_TORRI = [
    "CATERING DUE TORRI s.n.c. - Via Emilia Levante 210, Bologna",
    "",
    "Preventivo del 16 novembre 2026",
    "Cliente: Davide Russo",
    "Evento: festa di laurea, sabato 19 dicembre 2026, nella sala del circolo ARCI San Vitale",
    "",
    "Buffet per 30 persone (crescentine, salumi, lasagne, dolci): 975,00 €",
    "Bevande e spumante per il brindisi: 180,00 €",
    "Servizio, allestimento e pulizia: 120,00 €",
    "",
    "Totale: 1.275,00 € IVA compresa",
    "Acconto del 30% alla conferma, saldo il giorno della festa.",
]

MESSAGGI_CIRO = """Messaggi WhatsApp con Ciro (Pizzeria da Ciro, Via San Vitale 63) - copiati da Davide

[22/11/2026 18:04] Davide: Ciao Ciro, ti scrivo per la festa di laurea del 19 dicembre, saremmo in 30
[22/11/2026 18:31] Ciro: Complimenti dottore! Ecco il nostro PREVENTIVO:
  giro pizza a volontà, fritti misti all'inizio, bibite e una birra a testa: 26,00 € a persona
  torta di laurea (millefoglie per 30): 90,00 €
  30 persone x 26,00 = 780,00 € + torta 90,00 € = TOTALE 870,00 € tutto compreso
[22/11/2026 18:33] Ciro: La saletta di sopra è vostra dalle 20 a mezzanotte. Niente caparra,
  basta confermare entro il 10 dicembre.
[22/11/2026 18:40] Davide: Perfetto, ci sentiamo!
"""

FATTURA_COPISTERIA = [
    "COPISTERIA IRNERIO di Paolo Gualandi",
    "Via Irnerio 33/B, 40126 Bologna - P.IVA 02988770374",
    "",
    "FATTURA n. 2026/0457 del 27/11/2026",
    "Cliente: Davide Russo, Via Mascarella 27, Bologna",
    "",
    "Stampa della tesi di laurea a colori, 186 pagine, 4 copie: 64,00 €",
    "Rilegatura rigida con incisione oro, 4 copie: 32,00 €",
    "Imponibile: 78,69 €   IVA 22%: 17,31 €",
    "TOTALE FATTURA: 96,00 €",
    "Pagata in contanti al ritiro.",
]

_GUESTS = [
    ("Marco Ferretti", "coinquilino", "sì", ""),
    ("Giulia Esposito", "coinquilina", "sì", "senza glutine"),
    ("Niamh Kelly", "coinquilina", "sì", "vegetariana"),
    ("Anna Russo", "sorella", "sì", ""),
    ("Gennaro Russo", "papà", "sì", ""),
    ("Carmela Russo", "mamma", "sì", ""),
    ("Salvatore Russo", "nonno", "forse", "arriva da Napoli in treno"),
    ("Federica Lanzoni", "fidanzata", "sì", "vegetariana"),
    ("Luca Bertolini", "compagno di corso", "sì", ""),
    ("Sara Mazzoni", "compagna di corso", "sì", "vegetariana"),
    ("Pietro Galli", "compagno di corso", "sì", ""),
    ("Elisa Fontana", "compagna di corso", "no", "in tirocinio a Parma"),
    ("Matteo Ricci", "compagno di corso", "sì", ""),
    ("Chiara Monti", "ex coinquilina", "forse", ""),
    ("Tommaso Neri", "calcetto", "sì", ""),
    ("Andrea Bassi", "calcetto", "sì", ""),
    ("Giorgio Venturi", "calcetto", "sì", ""),
    ("Simone De Luca", "amico di Napoli", "sì", ""),
    ("Alessia Romano", "amica di Napoli", "forse", ""),
    ("Francesca Serra", "compagna di corso", "sì", "vegetariana"),
    ("Lorenzo Pini", "compagno di corso", "sì", ""),
    ("Martina Gatti", "compagna di corso", "no", ""),
    ("prof. Enrico Martelli", "relatore", "forse", ""),
    ("Irene Cattaneo", "amica", "sì", ""),
    ("Nicola Ferri", "amico", "sì", ""),
    ("Valentina Gori", "amica", "sì", ""),
    ("Giacomo Sartori", "amico", "forse", ""),
    ("Beatrice Lodi", "amica", "sì", ""),
    ("Emanuele Costa", "amico", "no", ""),
    ("Concetta Russo", "zia", "sì", ""),
]
INVITATI_FESTA = "nome,chi è,conferma,note\n" + "".join(
    f"{name},{who},{answer},{note}\n" for name, who, answer, note in _GUESTS
)

PROGRAMMA_LAUREA = """# Laurea di Davide - Medicina e Chirurgia

- discussione della tesi: mercoledì 16 dicembre 2026 alle 11:00, Aula Magna del Policlinico
  Sant'Orsola (padiglione 5)
- tesi: "Ecografia polmonare nel bambino con bronchiolite" - relatore prof. Enrico Martelli
- mamma e papà arrivano martedì 15 col Frecciarossa delle 9:10 da Napoli
- festa: sabato 19 dicembre, sera (scegliere il locale entro il 5 dicembre!)
- regalo dei coinquilini: fonendoscopio Littmann, 120 € in tre (Marco, Giulia, Niamh)
"""

# ---------------------------------------------------------------------------------------
# Università (Marco).
# ---------------------------------------------------------------------------------------

LIBRETTO_ESAMI = """esame,data,voto,cfu
Machine learning,18/01/2026,28,12
Sistemi distribuiti,02/02/2026,30,9
Sicurezza informatica,20/02/2026,25,9
Ricerca operativa,10/06/2026,27,6
Calcolo numerico,24/06/2026,30,6
Reti di telecomunicazione,08/07/2026,24,6
Visione artificiale,15/07/2026,29,6
Progettazione del software,09/09/2026,27,12
"""

CALENDARIO_APPELLI = """# Sessione invernale 2026/27 - i miei appelli

| esame | data | ora | aula |
|---|---|---|---|
| Basi di dati NoSQL | 12/01/2027 | 9:00 | Aula 2.5, viale Risorgimento |
| Elaborazione del linguaggio naturale | 26/01/2027 | 14:00 | Laboratorio 3 |
| Cloud computing | 03/02/2027 | 9:30 | Aula 6.2 |

Iscriversi su AlmaEsami almeno 5 giorni prima dell'appello.
"""

TASSE_UNIBO = [
    "ALMA MATER STUDIORUM - UNIVERSITÀ DI BOLOGNA",
    "Contribuzione studentesca a.a. 2026/27",
    "Studente: Marco Ferretti - matricola 0001087345",
    "Corso: Laurea magistrale in Ingegneria informatica, 2° anno",
    "ISEE per il diritto allo studio: 23.400,00 €",
    "",
    "Prima rata (tassa regionale e bollo): 157,00 € - pagata il 30/09/2026",
    "Seconda rata: 412,00 € - scadenza 15/12/2026",
    "Terza rata: 398,00 € - scadenza 31/03/2027",
    "Totale contribuzione: 967,00 €",
    "Pagamento con PagoPA da Studenti Online.",
]

MAIL_SEGRETERIA = """From: Segreteria Studenti Ingegneria <segreteria.ingegneria@example.org>
To: marco.ferretti@example.org
Subject: Promemoria scadenza seconda rata a.a. 2026/27
Date: Thu, 26 Nov 2026 08:30:00 +0100
Message-ID: <seconda-rata-2026@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Gentile studente,

le ricordiamo che la seconda rata della contribuzione (412,00 €) scade martedì 15 dicembre 2026.
Il pagamento dopo la scadenza comporta un'indennità di mora di 60,00 €.
Può pagare con PagoPA dalla sua pagina di Studenti Online.

Cordiali saluti,
Segreteria Studenti - Scuola di Ingegneria
"""

# ---------------------------------------------------------------------------------------
# Erasmus 2026-27 (Niamh, in English).
# ---------------------------------------------------------------------------------------

TURING_GRANT = [
    "QUEEN'S UNIVERSITY BELFAST - Global Opportunities Office",
    "Turing Scheme 2026/27 - Grant award letter",
    "",
    "Student: Niamh Kelly (student no. 40291876)",
    "Host: Università di Bologna (Alma Mater Studiorum), study placement",
    "Mobility period: 7 September 2026 - 25 June 2027",
    "",
    "Total grant awarded: GBP 2,760.00",
    "First instalment (70%): GBP 1,932.00 - paid on 15 September 2026",
    "Second instalment (30%): GBP 828.00 - paid after the end of the mobility, once your Transcript "
    "of Records has been received",
    "",
    "The grant is paid in pounds sterling into your UK bank account.",
]

LEARNING_AGREEMENT = [
    "LEARNING AGREEMENT - Student mobility for studies 2026/27",
    "Student: Niamh Kelly - Queen's University Belfast, BA Italian and English",
    "Receiving institution: Università di Bologna, Dipartimento di Filologia classica e Italianistica",
    "",
    "Table A - study programme abroad (first semester)",
    "Letteratura italiana contemporanea - 6 ECTS",
    "Storia dell'arte medievale - 8 ECTS",
    "Lingua italiana, livello B1 - 3 ECTS",
    "Cinema e media in Italia - 6 ECTS",
    "Dante: lettura della Commedia - 7 ECTS",
    "Total: 30 ECTS",
    "",
    "Signed by the student and by the sending and receiving coordinators on 22/09/2026.",
]

FLIGHT_HOME = [
    "easyJet - Booking confirmation",
    "Booking reference: K4T9PW",
    "Passenger: Ms Niamh Kelly",
    "",
    "Outbound: Monday 21 December 2026",
    "  EZY 3327 Bologna (BLQ) 06:50 - London Gatwick (LGW) 07:55",
    "  EZY 811 London Gatwick 10:40 - Belfast International (BFS) 12:05",
    "Return: Wednesday 6 January 2027",
    "  EZY 812 Belfast 13:10 - London Gatwick 14:35; EZY 3328 London Gatwick 16:20 - Bologna 19:25",
    "",
    "Total paid: GBP 142.98 (card ending 4417)",
    "Cabin bag only: one small bag that fits under the seat.",
]

MAIL_ERASMUS_OFFICE = """From: Ufficio Erasmus FICLIT <erasmus.ficlit@example.org>
To: niamh.kelly@example.org
Subject: Exams in the winter session and your Transcript of Records
Date: Mon, 23 Nov 2026 11:15:00 +0100
Message-ID: <winter-exams-kelly@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Dear Niamh,

please register on AlmaEsami for your first-semester exams at least one week in advance.
The Italian language B1 exam will be held on Thursday 14 January 2027 at 10:00 in Aula Pascoli,
via Zamboni 32.
Your Transcript of Records will be issued within five weeks of the last exam you record.

Kind regards,
Erasmus Office - FICLIT
"""

ERASMUS_CHECKLIST = """# Erasmus checklist

- [x] codice fiscale (done 10/09)
- [x] learning agreement signed
- [x] Italian SIM (Iliad, 9.99 a month)
- [ ] change the learning agreement by 15/12 if I drop the cinema course
- [ ] register for the B1 exam on AlmaEsami
- [ ] ask QUB when the second grant instalment arrives
- [ ] Christmas presents for the flat
"""

# ---------------------------------------------------------------------------------------
# Archivio.
# ---------------------------------------------------------------------------------------

PREVENTIVO_DUE_TORRI_2025 = [
    "CATERING DUE TORRI s.n.c. - Via Emilia Levante 210, Bologna",
    "",
    "PREVENTIVO del 03/06/2025",
    "Cliente: Marco Ferretti - festa di laurea triennale, sabato 12 luglio 2025",
    "Buffet per 25 persone, bevande incluse",
    "TOTALE: 820,00 € IVA compresa",
    "Validità dell'offerta: 20 giorni.",
]

BOLLETTA_GAS_2025 = [
    "HERA COMM - Bolletta gas naturale",
    "Fornitura: Via Mascarella 27 int. 5, Bologna",
    "Periodo: 01/11/2025 - 30/11/2025",
    "Consumo: 119 Smc",
    "Totale da pagare: 142,30 €",
    "Scadenza: 22/12/2025",
]

SPESE_COMUNI_2025 = """data,chi,cosa,importo,valuta
12/11/2025,Chiara,detersivi,17.20,EUR
28/11/2025,Marco,albero di Natale,34.90,EUR
15/12/2025,Giulia,spesa per la cena di Natale,96.30,EUR
"""

CONTRATTO_2025 = [
    _LEASE_TITLE,
    "",
    "La locatrice Ornella Cavazza concede in locazione agli studenti Marco Ferretti, Giulia Esposito,",
    "Davide Russo e Chiara Monti l'appartamento in Bologna, Via Mascarella 27, interno 5.",
    "",
    "1. Durata: dodici mesi, dal 01/09/2025 al 31/08/2026.",
    "2. Canone: 1.560,00 € mensili, con bonifico entro il giorno 10 di ogni mese.",
    "3. Deposito cauzionale: 3.120,00 €.",
    "",
    "Bologna, 25/08/2025",
]

# ---------------------------------------------------------------------------------------
# Scaricati.
# ---------------------------------------------------------------------------------------

REGOLAMENTO_CONTRIBUZIONE = [
    "Università di Bologna - Regolamento sulla contribuzione studentesca 2026/27",
    "Art. 4 - Esonero totale per gli studenti con ISEE fino a 22.000 euro.",
    "Art. 7 - Indennità per pagamenti tardivi.",
]

GUIDA_RIFIUTI = [
    "Hera - Guida alla raccolta differenziata, Comune di Bologna",
    "Carta: lunedì e giovedì. Plastica e lattine: martedì. Organico: mercoledì e sabato.",
    "Vetro: nelle campane stradali.",
]

# ---------------------------------------------------------------------------------------
# Top level.
# ---------------------------------------------------------------------------------------

PROMEMORIA = (
    "- scegliere il locale per la festa di Davide entro sabato 5\n"
    "- chiedere a Ciro se fa anche pizze senza glutine per Giulia\n"
    "- qualcuno a casa mercoledì 9 alle 15 per la ditta della muffa\n"
    "- riunione di casa domenica 6 dicembre\n"
)

NUMERI_UTILI = (
    "Ornella Cavazza (proprietaria): 338 771 2045\n"
    "Pizzeria da Ciro: 051 234 5671\n"
    "Idraulico Gamberini (pronto intervento): 051 601 1892\n"
    "Hera, guasti gas: 800 713 666\n"
    "Guardia medica Bologna: 051 333 333\n"
)

# ---------------------------------------------------------------------------------------
# Fingerprints: strings found in one file only, and in no file name (see `_check`).
# ---------------------------------------------------------------------------------------

FINGERPRINTS: dict[str, tuple[str, ...]] = {
    "Affitto/contratto_transitorio_studenti.pdf": ("trovando un subentrante", "Via Saragozza"),
    "Affitto/quote_affitto_stanze.xlsx": ("Camera sul cortile", "Camera accanto al bagno"),
    "Affitto/ricevute_affitto_2026.csv": ("aspettava la borsa", "primo mese del nuovo contratto"),
    "Affitto/mail_proprietaria_muffa.eml": ("Bioclean", "sopra la doccia"),
    "Bollette/bolletta_luce_ottobre.pdf": ("312 kWh", "310558204"),
    "Bollette/bolletta_gas_novembre.pdf": ("148 Smc", "00881204455713"),
    "Bollette/fattura_fastweb_novembre.pdf": ("Casa Light", "M026118734"),
    f"{CASSA}/spese_comuni_2026.csv": ("bollitore elettrico", "riparazione sciacquone"),
    f"{CASSA}/versamenti_cassa_2026.xlsx": ("non ancora versato",),
    f"{CASSA}/dati_conto_cassa.txt": ("IT60X0542811101000000123456", "conto Hype"),
    "Casa/lista_spesa.txt": ("Barry's", "pasta integrale"),
    "Casa/turni_pulizie.xlsx": ("Spazzatura e differenziata",),
    "Casa/regole_casa.md": ("tre notti di fila", "studia presto"),
    "Casa/codici_casa.txt": ("tortellino!2026", "combinazione 913"),
    "Casa/allergie_e_farmaci.txt": ("EpiPen", "Ventolin"),
    f"{LAUREA}/preventivo_osteria_lanterna.pdf": ("Via del Pratello", "degustazione bolognese"),
    f"{LAUREA}/preventivo_catering_due_torri.docx": ("spumante per il brindisi", "ARCI San Vitale"),
    f"{LAUREA}/messaggi_da_ciro.txt": ("giro pizza a volontà", "saletta di sopra"),
    f"{LAUREA}/fattura_copisteria_tesi.pdf": ("incisione oro", "Via Irnerio 33/B"),
    f"{LAUREA}/invitati_festa.csv": ("in tirocinio a Parma", "Federica Lanzoni"),
    f"{LAUREA}/programma_laurea.md": ("bronchiolite", "Littmann"),
    f"{UNI}/libretto_esami.csv": ("Visione artificiale", "Reti di telecomunicazione"),
    f"{UNI}/calendario_appelli_invernali.md": ("linguaggio naturale", "viale Risorgimento"),
    f"{UNI}/tasse_unibo_2026_27.pdf": ("0001087345", "tassa regionale"),
    f"{UNI}/mail_segreteria_seconda_rata.eml": ("indennità di mora", "Scuola di Ingegneria"),
    f"{ERASMUS}/turing_grant_letter.pdf": ("40291876", "Global Opportunities"),
    f"{ERASMUS}/learning_agreement.docx": ("Filologia classica", "lettura della Commedia"),
    f"{ERASMUS}/flight_home_christmas.pdf": ("K4T9PW", "Belfast International"),
    f"{ERASMUS}/email_erasmus_office.eml": ("Aula Pascoli", "within five weeks"),
    f"{ERASMUS}/erasmus_checklist.md": ("Iliad", "Christmas presents"),
    "Archivio/preventivo_catering_due_torri_2025.pdf": ("laurea triennale", "820,00"),
    "Archivio/bolletta_gas_novembre_2025.pdf": ("119 Smc", "142,30"),
    "Archivio/spese_comuni_2025.csv": ("albero di Natale",),
    "Archivio/contratto_transitorio_2025.pdf": ("3.120,00", "dal 01/09/2025"),
    "promemoria.txt": ("ditta della muffa", "pizze senza glutine"),
    "numeri_utili.txt": ("Gamberini", "Guardia medica"),
}

FOLDERS = ("Affitto", "Bollette", CASSA, "Casa", LAUREA, FESTA, UNI, ERASMUS, "Foto", "Archivio", "Scaricati")

TMP_FILES = ("~lock.spese_comuni.tmp", "download_8812.tmp", "stampa_0413.tmp")
DOWNLOADS = (
    ("Regolamento contribuzione 2026-27.pdf", "Regolamento contribuzione 2026-27 (1).pdf"),
    ("guida_rifiuti_bologna.pdf", "guida_rifiuti_bologna (1).pdf"),
)

# Every file's mtime, at 10:00 UTC of this day: the documents' own dates where they have one.
MTIMES: dict[str, str] = {
    "Affitto/contratto_transitorio_studenti.pdf": "2026-08-28",
    "Affitto/quote_affitto_stanze.xlsx": "2026-09-01",
    "Affitto/ricevute_affitto_2026.csv": "2026-11-12",
    "Affitto/mail_proprietaria_muffa.eml": "2026-11-30",
    "Bollette/bolletta_luce_ottobre.pdf": "2026-11-18",
    "Bollette/bolletta_gas_novembre.pdf": "2026-12-01",
    "Bollette/fattura_fastweb_novembre.pdf": "2026-11-28",
    "Bollette/bolletta_acqua_hera.jpg": "2026-11-25",
    f"{CASSA}/spese_comuni_2026.csv": "2026-12-01",
    f"{CASSA}/versamenti_cassa_2026.xlsx": "2026-12-02",
    f"{CASSA}/dati_conto_cassa.txt": "2025-09-15",
    "Casa/lista_spesa.txt": "2026-12-02",
    "Casa/turni_pulizie.xlsx": "2026-11-29",
    "Casa/regole_casa.md": "2026-09-06",
    "Casa/codici_casa.txt": "2026-09-01",
    "Casa/allergie_e_farmaci.txt": "2026-09-10",
    f"{LAUREA}/preventivo_osteria_lanterna.pdf": "2026-11-10",
    f"{LAUREA}/preventivo_catering_due_torri.docx": "2026-11-16",
    f"{LAUREA}/messaggi_da_ciro.txt": "2026-11-24",
    f"{LAUREA}/fattura_copisteria_tesi.pdf": "2026-11-27",
    f"{LAUREA}/invitati_festa.csv": "2026-12-02",
    f"{LAUREA}/programma_laurea.md": "2026-11-20",
    f"{UNI}/libretto_esami.csv": "2026-09-25",
    f"{UNI}/calendario_appelli_invernali.md": "2026-11-05",
    f"{UNI}/tasse_unibo_2026_27.pdf": "2026-10-01",
    f"{UNI}/mail_segreteria_seconda_rata.eml": "2026-11-26",
    f"{ERASMUS}/turing_grant_letter.pdf": "2026-07-20",
    f"{ERASMUS}/learning_agreement.docx": "2026-09-22",
    f"{ERASMUS}/flight_home_christmas.pdf": "2026-10-14",
    f"{ERASMUS}/email_erasmus_office.eml": "2026-11-23",
    f"{ERASMUS}/erasmus_checklist.md": "2026-11-02",
    "Foto/cena_natale_2025.jpg": "2025-12-20",
    "Foto/gita_rimini_settembre.jpg": "2026-09-19",
    "Foto/niamh_arrivo_bologna.jpg": "2026-09-07",
    "Foto/muffa_bagno.png": "2026-11-22",
    "Archivio/preventivo_catering_due_torri_2025.pdf": "2025-06-03",
    "Archivio/bolletta_gas_novembre_2025.pdf": "2025-12-02",
    "Archivio/spese_comuni_2025.csv": "2026-01-05",
    "Archivio/contratto_transitorio_2025.pdf": "2025-08-25",
    "Scaricati/Regolamento contribuzione 2026-27.pdf": "2026-09-20",
    "Scaricati/Regolamento contribuzione 2026-27 (1).pdf": "2026-09-28",
    "Scaricati/guida_rifiuti_bologna.pdf": "2026-09-08",
    "Scaricati/guida_rifiuti_bologna (1).pdf": "2026-09-09",
    "Scaricati/~lock.spese_comuni.tmp": "2026-12-01",
    "Scaricati/download_8812.tmp": "2026-11-19",
    "Scaricati/stampa_0413.tmp": "2026-10-30",
    "promemoria.txt": "2026-12-02",
    "numeri_utili.txt": "2026-09-12",
}

# ---------------------------------------------------------------------------------------
# Writers (PDF and DOCX from family_workspace; sheets normalised the same way).
# ---------------------------------------------------------------------------------------

_sheet = partial(write_sheet, creator="Marco Ferretti")


def _tmp(seed: int) -> bytes:
    """Opaque bytes for a program's leftover."""
    return bytes((seed * 41 + i * 11) % 256 for i in range(240 + seed * 53))


# ---------------------------------------------------------------------------------------
# The workspace.
# ---------------------------------------------------------------------------------------


def make_flat_workspace(root: Path) -> None:
    """Write the flat's files under `root` (created if missing; files overwritten)."""
    root = Path(root)
    for name in FOLDERS:
        (root / name).mkdir(parents=True, exist_ok=True)

    affitto = root / "Affitto"
    _pdf(affitto / "contratto_transitorio_studenti.pdf", CONTRATTO_STUDENTI, "Contratto transitorio")
    _sheet(affitto / "quote_affitto_stanze.xlsx", "Quote 2026-27", QUOTE_HEADER, QUOTE_STANZE)
    _text(affitto / "ricevute_affitto_2026.csv", RICEVUTE_AFFITTO_2026)
    _text(affitto / "mail_proprietaria_muffa.eml", MAIL_MUFFA)

    bollette = root / "Bollette"
    _pdf(bollette / "bolletta_luce_ottobre.pdf", BOLLETTA_LUCE, "Bolletta luce ottobre")
    _pdf(bollette / "bolletta_gas_novembre.pdf", BOLLETTA_GAS, "Bolletta gas novembre")
    _pdf(bollette / "fattura_fastweb_novembre.pdf", FATTURA_FASTWEB, "Fastweb novembre")
    (bollette / "bolletta_acqua_hera.jpg").write_bytes(_jpeg(91, 3100))

    cassa = root / CASSA
    _text(cassa / "spese_comuni_2026.csv", SPESE_COMUNI_2026)
    _sheet(cassa / "versamenti_cassa_2026.xlsx", "Versamenti", VERSAMENTI_HEADER, VERSAMENTI_2026)
    _text(cassa / "dati_conto_cassa.txt", DATI_CONTO_CASSA)

    casa = root / "Casa"
    _text(casa / "lista_spesa.txt", LISTA_SPESA)
    _sheet(casa / "turni_pulizie.xlsx", "Turni", TURNI_HEADER, TURNI_PULIZIE)
    _text(casa / "regole_casa.md", REGOLE_CASA)
    _text(casa / "codici_casa.txt", CODICI_CASA)
    _text(casa / "allergie_e_farmaci.txt", ALLERGIE_FARMACI)

    laurea = root / LAUREA
    _pdf(laurea / "preventivo_osteria_lanterna.pdf", PREVENTIVO_LANTERNA, "Preventivo 118")
    _docx(laurea / "preventivo_catering_due_torri.docx", PREVENTIVO_DUE_TORRI, "Preventivo Due Torri")
    _text(laurea / "messaggi_da_ciro.txt", MESSAGGI_CIRO)
    _pdf(laurea / "fattura_copisteria_tesi.pdf", FATTURA_COPISTERIA, "Fattura 2026/0457")
    _text(laurea / "invitati_festa.csv", INVITATI_FESTA)
    _text(laurea / "programma_laurea.md", PROGRAMMA_LAUREA)

    uni = root / UNI
    _text(uni / "libretto_esami.csv", LIBRETTO_ESAMI)
    _text(uni / "calendario_appelli_invernali.md", CALENDARIO_APPELLI)
    _pdf(uni / "tasse_unibo_2026_27.pdf", TASSE_UNIBO, "Contribuzione 2026/27")
    _text(uni / "mail_segreteria_seconda_rata.eml", MAIL_SEGRETERIA)

    erasmus = root / ERASMUS
    _pdf(erasmus / "turing_grant_letter.pdf", TURING_GRANT, "Turing Scheme grant")
    _docx(erasmus / "learning_agreement.docx", LEARNING_AGREEMENT, "Learning Agreement")
    _pdf(erasmus / "flight_home_christmas.pdf", FLIGHT_HOME, "Booking K4T9PW")
    _text(erasmus / "email_erasmus_office.eml", MAIL_ERASMUS_OFFICE)
    _text(erasmus / "erasmus_checklist.md", ERASMUS_CHECKLIST)

    foto = root / "Foto"
    (foto / "cena_natale_2025.jpg").write_bytes(_jpeg(92, 3600))
    (foto / "gita_rimini_settembre.jpg").write_bytes(_jpeg(93, 5200))
    (foto / "niamh_arrivo_bologna.jpg").write_bytes(_jpeg(94, 2200))
    (foto / "muffa_bagno.png").write_bytes(_png(10, 8, (90, 110, 80)))

    archivio = root / "Archivio"
    _pdf(archivio / "preventivo_catering_due_torri_2025.pdf", PREVENTIVO_DUE_TORRI_2025, "Preventivo 2025")
    _pdf(archivio / "bolletta_gas_novembre_2025.pdf", BOLLETTA_GAS_2025, "Bolletta gas 2025")
    _text(archivio / "spese_comuni_2025.csv", SPESE_COMUNI_2025)
    _pdf(archivio / "contratto_transitorio_2025.pdf", CONTRATTO_2025, "Contratto 2025")

    scaricati = root / "Scaricati"
    sources = ((REGOLAMENTO_CONTRIBUZIONE, "Regolamento contribuzione"), (GUIDA_RIFIUTI, "Guida rifiuti"))
    for (original, twin), (lines, title) in zip(DOWNLOADS, sources, strict=True):
        for name in (original, twin):
            _pdf(scaricati / name, lines, title)
    for seed, name in enumerate(TMP_FILES, start=1):
        (scaricati / name).write_bytes(_tmp(seed))

    _text(root / "promemoria.txt", PROMEMORIA)
    _text(root / "numeri_utili.txt", NUMERI_UTILI)

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
        "Affitto/contratto_transitorio_studenti.pdf": lines(CONTRATTO_STUDENTI),
        "Affitto/quote_affitto_stanze.xlsx": cells("Quote 2026-27", QUOTE_HEADER, QUOTE_STANZE),
        "Affitto/ricevute_affitto_2026.csv": RICEVUTE_AFFITTO_2026,
        "Affitto/mail_proprietaria_muffa.eml": MAIL_MUFFA,
        "Bollette/bolletta_luce_ottobre.pdf": lines(BOLLETTA_LUCE),
        "Bollette/bolletta_gas_novembre.pdf": lines(BOLLETTA_GAS),
        "Bollette/fattura_fastweb_novembre.pdf": lines(FATTURA_FASTWEB),
        f"{CASSA}/spese_comuni_2026.csv": SPESE_COMUNI_2026,
        f"{CASSA}/versamenti_cassa_2026.xlsx": cells("Versamenti", VERSAMENTI_HEADER, VERSAMENTI_2026),
        f"{CASSA}/dati_conto_cassa.txt": DATI_CONTO_CASSA,
        "Casa/lista_spesa.txt": LISTA_SPESA,
        "Casa/turni_pulizie.xlsx": cells("Turni", TURNI_HEADER, TURNI_PULIZIE),
        "Casa/regole_casa.md": REGOLE_CASA,
        "Casa/codici_casa.txt": CODICI_CASA,
        "Casa/allergie_e_farmaci.txt": ALLERGIE_FARMACI,
        f"{LAUREA}/preventivo_osteria_lanterna.pdf": lines(PREVENTIVO_LANTERNA),
        f"{LAUREA}/preventivo_catering_due_torri.docx": lines(PREVENTIVO_DUE_TORRI),
        f"{LAUREA}/messaggi_da_ciro.txt": MESSAGGI_CIRO,
        f"{LAUREA}/fattura_copisteria_tesi.pdf": lines(FATTURA_COPISTERIA),
        f"{LAUREA}/invitati_festa.csv": INVITATI_FESTA,
        f"{LAUREA}/programma_laurea.md": PROGRAMMA_LAUREA,
        f"{UNI}/libretto_esami.csv": LIBRETTO_ESAMI,
        f"{UNI}/calendario_appelli_invernali.md": CALENDARIO_APPELLI,
        f"{UNI}/tasse_unibo_2026_27.pdf": lines(TASSE_UNIBO),
        f"{UNI}/mail_segreteria_seconda_rata.eml": MAIL_SEGRETERIA,
        f"{ERASMUS}/turing_grant_letter.pdf": lines(TURING_GRANT),
        f"{ERASMUS}/learning_agreement.docx": lines(LEARNING_AGREEMENT),
        f"{ERASMUS}/flight_home_christmas.pdf": lines(FLIGHT_HOME),
        f"{ERASMUS}/email_erasmus_office.eml": MAIL_ERASMUS_OFFICE,
        f"{ERASMUS}/erasmus_checklist.md": ERASMUS_CHECKLIST,
        "Archivio/preventivo_catering_due_torri_2025.pdf": lines(PREVENTIVO_DUE_TORRI_2025),
        "Archivio/bolletta_gas_novembre_2025.pdf": lines(BOLLETTA_GAS_2025),
        "Archivio/spese_comuni_2025.csv": SPESE_COMUNI_2025,
        "Archivio/contratto_transitorio_2025.pdf": lines(CONTRATTO_2025),
        "promemoria.txt": PROMEMORIA,
        "numeri_utili.txt": NUMERI_UTILI,
    }


# The texts without fingerprints: they still must not hold anyone else's fingerprint.
_UNPRINTED = "\n".join([*REGOLAMENTO_CONTRIBUZIONE, *GUIDA_RIFIUTI])


def _check_fingerprints() -> None:
    assert set(FINGERPRINTS) <= set(MTIMES), set(FINGERPRINTS) - set(MTIMES)
    check_fingerprints(_sources(), FINGERPRINTS, names=MTIMES)
    check_unprinted(FINGERPRINTS, _UNPRINTED)


_check_fingerprints()


def _check_tree(root: Path) -> None:
    """The generated tree is exactly the one described by MTIMES and FOLDERS."""
    check_tree(root, MTIMES, empty=FESTA, twins=DOWNLOADS)


def main(argv: Sequence[str]) -> int:
    """Generate the workspace into the directory given on the command line, and check it."""
    return workspace_main(
        argv, "flat_workspace.py", make_flat_workspace, check=_check_tree, count=len(MTIMES)
    )


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
