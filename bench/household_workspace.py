"""The files of a blended family in Turin, for the understanding benchmark.

Davide Marchetti (48, a surveyor; writes Italian, tersely, voice-to-text style) and Sara Bonino
(44, a nurse at the ASL; writes careful Italian) live at Via Nizza 154, scala B, interno 9,
10126 Torino, with three children - Chloe Marchetti (15, born 9 April 2011, Davide's daughter
from his first marriage in Dublin, 2nd year of the liceo linguistico; writes English), Pietro
Rinaudo (12, Sara's son, 2nd year of the scuola media) and Emma Marchetti (7, theirs, 2nd year
of the primaria) -, Sara's mother nonna Ines Bonino (86), who lives with them, and Birillo, a
five-year-old beagle. Davide's ex-wife Siobhan Byrne lives in Dublin and writes in English.
``make_household_workspace(root)`` writes their workspace (today is 2026-12-03):

- ``Nonna``: the visit calendar (XLSX, 8 visits: 5 done in 2026, 3 still to come - the next is
  the diabetes check on 11/12/2026 at 10:15, Davide takes her; the cataract operation on
  19/01/2027 at 08:40; the cardiology check on 16/03/2027), two electronic prescriptions
  (Cardioaspirin; Metformina, one at breakfast and one at dinner) and the CUP e-mail confirming
  the cataract operation (fasting from midnight, Via Juvarra 19);
  ``Nonna/Spese mediche 2026``: four pharmacy receipts for the tax return (38,40 + 27,15 +
  52,80 + 19,90 = 138,25 €) and the ticket of the eye visit (36,15 €): 174,40 € in all;
- ``Scuola``: the school costs of the three children (XLSX: Chloe 946,40 €, Pietro 229,20 €,
  Emma 314,40 €, 1.490,00 € in all, 415,00 € still to pay), the Berlin trip circular (540,00 €:
  200,00 € deposit by 20/11/2026, 340,00 € balance by 15/01/2027; 15-19 March 2027), Pietro's
  outing to the Museo Egizio (Thursday 17/12/2026, 12,00 €), Chloe's 2025/26 report card
  (9 numeric marks, average 66 / 9 = 7,33; best English, 10) and the e-mail of Emma's teacher
  (Christmas show on Friday 18/12/2026 at 16:30);
- ``Cane``: three vet invoices (90,00 + 73,60 + 235,00 = 398,60 €; the dearest in November), the
  vaccination record (XLSX; next booster: kennel cough on 10/12/2026; three boosters in 2027),
  the dog-sitter's instructions in Italian and, the same, in English (140 g a meal, allergic to
  chicken), a pharmacy receipt for the dog (24,50 €) and a photo;
- ``Bollette``: electricity (118,46 € by 16/12/2026, to pay), gas (142,70 €, due 25/11/2026,
  already paid on 24/11/2026), water (64,20 € by 10/01/2027) - 325,36 € the three -, the condo
  instalments 2026/27 (1.284,00 € a year in four instalments of 321,00 €) and the
  administrator's reminder: the 2nd instalment, due 30/11/2026, is overdue (pay by 15/12/2026);
- ``Conti``: the family spending sheet (XLSX, 20 rows from September to November 2026,
  1.699,79 €: Sara 945,29 €, Davide 754,50 €; groceries "Spesa" 759,10 €, the largest category;
  September 476,35 €, October 539,99 €, November 683,45 €, of which groceries 295,05 €; the
  largest row the car service, 210,00 €), the bank's November statement (Italian CSV, ``;`` and
  ``1.234,50``: 13 debits 2.313,95 €, 3 credits 4.894,00 €, the mortgage 1.046,30 €, Siobhan's
  300,00 €, the gas direct debit) and the PIN note (private);
- ``Caldaia``: three quotes for a new boiler (Termoidraulica Rosso 3.480,00 €, Clima Service
  2.950,00 €, Caldaie Subalpine 3.190,00 € - the last inside a saved e-mail): cheapest Clima
  Service, saving 530,00 €, average 3.206,67 €; and Rosso's invoice for servicing the old boiler
  (145,00 €, cheaper than every quote: not a quote);
- ``Chloe``: the shared extraordinary expenses with Siobhan (XLSX, bilingual headers, 2026:
  2.131,40 €, half each 1.065,70 €; Davide paid 1.566,40 €, Siobhan 565,00 €, so Siobhan owes
  500,70 €), the 2024 maintenance agreement (in English: 300,00 € a month by the 5th, extras
  50/50, Christmas 2026 in Dublin), Siobhan's e-mails (the Christmas flights: out Sunday
  20/12/2026 at 14:25, back Saturday 02/01/2027; the glasses, 164 €) and Chloe's Christmas
  present list (78 € in all);
- ``Vacanze``: the summer 2027 plan (Polignano a Mare, 7-21 August 2027; 2.100 € + 50 € for
  the dog; deposit 645,00 € by 31/01/2027; Chloe in Dublin 5 July - 1 August), the apartment's
  e-mail, the packing checklist, and ``Vacanze/Biglietti``, empty;
- ``Ricette``: nonna Ines's agnolotti (a "ricetta" like the doctor's prescriptions), a hazelnut
  cake, Nana Byrne's brown bread (English);
- ``Casa``: the chores rota (XLSX, weeks from 30/11 to 21/12), the door, alarm and Wi-Fi codes
  (private) and the useful numbers (the administrator's, the accountant's, Siobhan's addresses);
- ``Documenti``: the passport and ID numbers (private; Chloe's Irish passport expires
  11/03/2027), a scan of nonna's ID card, the home insurance (386,00 € a year, to 28/02/2027);
- ``Archivio``: last year's namesakes: the expired 2024 boiler quote (Rosso, 2.700,00 €, cheaper
  than every current quote), the November 2025 gas bill (168,90 €), the 2025 spending sheet
  (November 2025: 308,45 €), Chloe's 2024/25 report card, nonna's 2025 medical expenses (412,60 €,
  pharmacy 166,45 €) and the 2025 shared expenses (Siobhan owed 104,40 €);
- at the top, ``lista_spesa.txt`` and ``promemoria.txt``.

Documents are dated up to 2 December 2026 and file mtimes follow them. Generation is
deterministic. ``FINGERPRINTS`` holds, per file, strings found only in that file (and in no
file name); the two images have none.

Run by hand to look at it: ``python3 bench/household_workspace.py DIR``.
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
    check_fingerprints,
    check_tree,
    check_unprinted,
    stamp_tree,
    workspace_main,
    write_sheet,
)
from family_workspace import write_text as _text

NONNA = "Nonna"
SPESE_MEDICHE = "Nonna/Spese mediche 2026"
BIGLIETTI = "Vacanze/Biglietti"

# ---------------------------------------------------------------------------------------
# Nonna.
# ---------------------------------------------------------------------------------------

VISITE_HEADER = ["Data", "Ora", "Visita", "Dove", "Medico", "Stato", "Accompagna"]
VISITE_NONNA: list[tuple[str, str, str, str, str, str, str]] = [
    (
        "14/01/2026",
        "09:30",
        "Controllo cardiologico",
        "Ospedale Mauriziano, Largo Turati 62",
        "dott. Gallina",
        "fatta",
        "Sara",
    ),
    (
        "03/03/2026",
        "11:00",
        "Visita diabetologica",
        "Poliambulatorio ASL, Via Gorizia 112",
        "dott.ssa Perotti",
        "fatta",
        "Davide",
    ),
    (
        "22/05/2026",
        "15:20",
        "Visita oculistica",
        "Ospedale Oftalmico, Via Juvarra 19",
        "dott. Actis",
        "fatta",
        "Sara",
    ),
    (
        "18/09/2026",
        "10:00",
        "Controllo cardiologico con ECG",
        "Ospedale Mauriziano, Largo Turati 62",
        "dott. Gallina",
        "fatta",
        "Sara",
    ),
    (
        "25/11/2026",
        "07:45",
        "Prelievo del sangue (emoglobina glicata)",
        "Centro prelievi, Via Gorizia 112",
        "-",
        "fatta",
        "Davide",
    ),
    # today is 03/12/2026: the next visit is this one (3 still to come)
    (
        "11/12/2026",
        "10:15",
        "Visita diabetologica di controllo",
        "Poliambulatorio ASL, Via Gorizia 112",
        "dott.ssa Perotti",
        "da fare",
        "Davide",
    ),
    (
        "19/01/2027",
        "08:40",
        "Intervento di cataratta, occhio destro",
        "Ospedale Oftalmico, Via Juvarra 19",
        "dott. Actis",
        "da fare",
        "Sara",
    ),
    (
        "16/03/2027",
        "09:30",
        "Controllo cardiologico",
        "Ospedale Mauriziano, Largo Turati 62",
        "dott. Gallina",
        "da fare",
        "Sara",
    ),
]

RICETTA_CARDIOASPIRINA = [
    "SERVIZIO SANITARIO NAZIONALE - REGIONE PIEMONTE",
    "Promemoria per l'assistito - ricetta elettronica",
    "NRE: 0100A2644188201",
    "Assistito: BONINO INES - C.F. BNNNSI40C52L219X",
    "Prescrizione: CARDIOASPIRIN 100 MG 30 COMPRESSE GASTRORESISTENTI - quantità 2",
    "Posologia: 1 compressa al giorno dopo pranzo",
    "Medico prescrittore: dott. Paolo Ferrua - Torino",
    "Data di compilazione: 16/11/2026",
]

RICETTA_METFORMINA = [
    "SERVIZIO SANITARIO NAZIONALE - REGIONE PIEMONTE",
    "Promemoria per l'assistito - ricetta elettronica",
    "NRE: 0100A2644190377",
    "Assistito: BONINO INES - C.F. BNNNSI40C52L219X",
    "Prescrizione: METFORMINA EG 500 MG 60 COMPRESSE RIVESTITE - quantità 2",
    "Posologia: 1 compressa a colazione e 1 compressa a cena",
    "Medico prescrittore: dott. Paolo Ferrua - Torino",
    "Data di compilazione: 16/11/2026",
]

MAIL_CUP = """From: CUP Piemonte <noreply@cup.piemonte.example.org>
To: sara.bonino@example.org
Subject: Conferma prenotazione intervento - BONINO INES
Date: Fri, 20 Nov 2026 09:12:00 +0100
Message-ID: <cup-7q4k-22981@cup.piemonte.example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Gentile BONINO INES,

le confermiamo la seguente prenotazione.

Prestazione: intervento di cataratta (facoemulsificazione) dell'occhio destro, in day surgery
Data e ora: martedì 19/01/2027 alle 08:40
Sede: Presidio Ospedaliero Oftalmico, Via Juvarra 19, Torino - accettazione day surgery, piano terra
Codice prenotazione: 7Q4K-22981

Si presenti a digiuno dalla mezzanotte, con la tessera sanitaria, l'impegnativa e l'elenco dei
farmaci che assume. Non sospenda la Cardioaspirin senza aver sentito il cardiologo.
Per disdire telefoni almeno tre giorni lavorativi prima al numero verde 800 000 500.

CUP Piemonte - servizio prenotazioni
"""

# Pharmacy receipts of 2026: 38,40 + 27,15 + 52,80 + 19,90 = 138,25 €; with the eye visit's
# ticket (36,15 €) the folder adds up to 174,40 €.
_FARMACIA = "FARMACIA SAN SECONDO dott. Fenoglio - Via San Secondo 41, 10128 Torino"
_CF_NONNA = "Codice fiscale del destinatario: BNNNSI40C52L219X"

SCONTRINO_GENNAIO = [
    _FARMACIA,
    "Documento commerciale di vendita n. 0088-1207 del 12/01/2026",
    "Metformina EG 500 mg x2   8,40",
    "Cardioaspirin 100 mg x2   5,60",
    "Collirio lubrificante monodose   24,40",
    "TOTALE COMPLESSIVO EURO 38,40",
    _CF_NONNA,
]

SCONTRINO_APRILE = [
    _FARMACIA,
    "Documento commerciale di vendita n. 0091-0433 del 08/04/2026",
    "Metformina EG 500 mg x2   8,40",
    "Cardioaspirin 100 mg x2   5,60",
    "Pantoprazolo 20 mg 28 cpr   13,15",
    "TOTALE COMPLESSIVO EURO 27,15",
    _CF_NONNA,
]

SCONTRINO_LUGLIO = [
    _FARMACIA,
    "Documento commerciale di vendita n. 0094-2861 del 15/07/2026",
    "Metformina EG 500 mg x2   8,40",
    "Cardioaspirin 100 mg x2   5,60",
    "Calze elastiche a compressione graduata (dispositivo medico)   38,80",
    "TOTALE COMPLESSIVO EURO 52,80",
    _CF_NONNA,
]

SCONTRINO_OTTOBRE = [
    _FARMACIA,
    "Documento commerciale di vendita n. 0097-3315 del 20/10/2026",
    "Metformina EG 500 mg x2   8,40",
    "Cardioaspirin 100 mg x2   5,60",
    "Vitamina D3 gocce 10 ml   5,90",
    "TOTALE COMPLESSIVO EURO 19,90",
    _CF_NONNA,
]

TICKET_OCULISTICA = [
    "ASL CITTÀ DI TORINO - Ricevuta di pagamento ticket sanitario",
    "Assistito: BONINO INES",
    "Prestazione: prima visita oculistica del 22/05/2026 - Ospedale Oftalmico",
    "Importo ticket: 36,15 €",
    "Pagato alla cassa automatica del presidio, ricevuta n. 2026/OFT/55102",
]

# ---------------------------------------------------------------------------------------
# Scuola.
# ---------------------------------------------------------------------------------------

TASSE_HEADER = ["Figlio", "Scuola", "Voce", "Importo (€)", "Scadenza", "Pagato"]
# Chloe 120 + 286,40 + 200 + 340 = 946,40; Pietro 198,70 + 18,50 + 12 = 229,20;
# Emma 84 + 92,40 + 63 + 75 = 314,40; in all 1.490,00; unpaid 340 + 12 + 63 = 415,00.
TASSE_SCOLASTICHE: list[tuple[str, str, str, float, str, str]] = [
    ("Chloe", "Liceo linguistico Maria Letizia", "Contributo volontario", 120.0, "30/10/2026", "sì"),
    ("Chloe", "Liceo linguistico Maria Letizia", "Libri di testo", 286.4, "15/09/2026", "sì"),
    ("Chloe", "Liceo linguistico Maria Letizia", "Gita a Berlino - acconto", 200.0, "20/11/2026", "sì"),
    ("Chloe", "Liceo linguistico Maria Letizia", "Gita a Berlino - saldo", 340.0, "15/01/2027", "no"),
    ("Pietro", "Scuola media Pola", "Libri e quaderni", 198.7, "15/09/2026", "sì"),
    ("Pietro", "Scuola media Pola", "Assicurazione e diario", 18.5, "30/09/2026", "sì"),
    ("Pietro", "Scuola media Pola", "Uscita al Museo Egizio", 12.0, "10/12/2026", "no"),
    ("Emma", "Primaria Muratori", "Mensa ottobre", 84.0, "31/10/2026", "sì"),
    ("Emma", "Primaria Muratori", "Mensa novembre", 92.4, "30/11/2026", "sì"),
    ("Emma", "Primaria Muratori", "Mensa dicembre", 63.0, "31/12/2026", "no"),
    ("Emma", "Primaria Muratori", "Pre-scuola settembre-dicembre", 75.0, "15/10/2026", "sì"),
]

CIRCOLARE_BERLINO = [
    "LICEO LINGUISTICO STATALE MARIA LETIZIA - TORINO",
    "Circolare n. 87 del 28/10/2026",
    "Oggetto: viaggio di istruzione a Berlino - classi seconde",
    "",
    "Il viaggio si svolgerà da lunedì 15 a venerdì 19 marzo 2027,",
    "con volo da Torino Caselle e alloggio in ostello a Kreuzberg, in mezza pensione.",
    "Quota individuale: 540,00 € (volo, alloggio, mezza pensione, ingressi, trasporti locali).",
    "Acconto: 200,00 € entro il 20/11/2026.",
    "Saldo: 340,00 € entro il 15/01/2027, con bonifico sul conto della scuola.",
    "Gli studenti devono avere un documento valido per l'espatrio.",
    "Docenti accompagnatori: prof.ssa Rinaldi (tedesco) e prof. Caputo (storia dell'arte).",
    "",
    "La Dirigente scolastica",
]

USCITA_EGIZIO = [
    "Istituto Comprensivo Torino Sud - Scuola secondaria di primo grado Pola",
    "Uscita didattica al Museo Egizio - classe 2ª A",
    "Giovedì 17 dicembre 2026: partenza a piedi alle 8:30, rientro a scuola alle 13:00.",
    "Visita guidata alla Galleria dei Re e laboratorio sulla scrittura geroglifica.",
    "Quota: 12,00 € (ingresso ridotto e laboratorio), da consegnare al rappresentante",
    "di classe insieme all'autorizzazione firmata entro giovedì 10 dicembre.",
    "Portare merenda e un quaderno per gli appunti.",
]

# Nine numeric marks: 7 + 6 + 10 + 8 + 7 + 7 + 6 + 7 + 8 = 66, average 7,33; best English (10).
PAGELLA_CHLOE_2026 = [
    "LICEO LINGUISTICO STATALE MARIA LETIZIA - TORINO",
    "Documento di valutazione - anno scolastico 2025/2026 - scrutinio finale del 10/06/2026",
    "Alunna: Chloe Marchetti - classe 1ª B",
    "",
    "Lingua e letteratura italiana: 7",
    "Lingua latina: 6",
    "Lingua e cultura inglese: 10",
    "Lingua e cultura francese: 8",
    "Lingua e cultura tedesca: 7",
    "Storia e geografia: 7",
    "Matematica: 6",
    "Scienze naturali: 7",
    "Scienze motorie e sportive: 8",
    "Religione cattolica: distinto",
    "",
    "Esito: ammessa alla classe successiva. Ore di assenza: 41.",
]

MAIL_MAESTRA = """From: Lucia Ferraris <lucia.ferraris@primariamuratori.example.org>
To: sara.bonino@example.org
Subject: Recita di Natale e colloqui - classe 2ª C
Date: Mon, 30 Nov 2026 17:05:00 +0100
Message-ID: <recita-2c-muratori@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Care famiglie,

la recita di Natale della 2ª C sarà venerdì 18 dicembre alle 16:30 nella palestra della scuola.
Emma farà la stella cometa: le servono una maglietta bianca a maniche lunghe e un cerchietto
dorato. Le prove generali sono il giorno prima, in orario scolastico.

I colloqui individuali si terranno mercoledì 9 dicembre dalle 16:45: prenotatevi sul registro
elettronico entro venerdì.

Un caro saluto,
maestra Lucia
"""

# ---------------------------------------------------------------------------------------
# Cane (Birillo). Vet invoices: 90,00 + 73,60 + 235,00 = 398,60 € (with the dog's pharmacy
# receipt, 24,50 €, 423,10 €: not a vet bill).
# ---------------------------------------------------------------------------------------

_CLINICA = "CLINICA VETERINARIA SAN SALVARIO - dott.ssa Elena Vigna - Via Belfiore 36, 10125 Torino"
_PAZIENTE = "Paziente: Birillo, beagle maschio, microchip 380260101558842 - Proprietaria: Sara Bonino"

FATTURA_VET_MARZO = [
    _CLINICA,
    "Fattura n. 142/2026 del 14/03/2026",
    _PAZIENTE,
    "Visita clinica generale   35,00",
    "Vaccinazione polivalente e leptospirosi   40,00",
    "Esame coprologico   15,00",
    "TOTALE 90,00 € - pagato con carta",
]

FATTURA_VET_SETTEMBRE = [
    _CLINICA,
    "Fattura n. 455/2026 del 22/09/2026",
    _PAZIENTE,
    "Visita per otite esterna (orecchio sinistro)   45,00",
    "Citologia auricolare   20,00",
    "Otomax gocce auricolari 14 ml   8,60",
    "TOTALE 73,60 € - pagato con carta",
]

FATTURA_VET_NOVEMBRE = [
    _CLINICA,
    "Fattura n. 611/2026 del 27/11/2026",
    _PAZIENTE,
    "Detartrasi (pulizia dei denti) in sedazione   180,00",
    "Esami del sangue pre-anestesia   55,00",
    "TOTALE 235,00 € - pagato con bonifico il 27/11/2026",
]

VACCINI_HEADER = ["Vaccino", "Ultima dose", "Prossimo richiamo", "Note"]
# After 03/12/2026 the first booster due is kennel cough on 10/12/2026; three fall in 2027.
VACCINI_BIRILLO: list[tuple[str, str, str, str]] = [
    ("Polivalente (cimurro, parvovirosi, epatite)", "14/03/2026", "14/03/2029", "ogni tre anni"),
    ("Leptospirosi", "14/03/2026", "14/03/2027", "annuale"),
    ("Antirabbica", "02/07/2024", "02/07/2027", "serve per l'estero"),
    ("Tosse dei canili", "10/12/2025", "10/12/2026", "per la pensione per cani"),
    ("Leishmaniosi", "20/05/2026", "20/05/2027", "prima dell'estate"),
]

ISTRUZIONI_DOGSITTER = """Birillo (beagle, 5 anni) - istruzioni per chi lo tiene

- Pappa: due volte al giorno, alle 7:30 e alle 18:30, 140 g di crocchette per pasto (il misurino rosso).
- Passeggiate: mattina, pranzo e sera entro le 22, sempre al guinzaglio: scappa dietro ai gatti.
- È allergico al pollo: niente avanzi e niente snack al pollo.
- Non lasciarlo solo sul balcone.
- Se sta male: Clinica Veterinaria San Salvario, 011 669 4412.
"""

DOGSITTER_INSTRUCTIONS = """Birillo (beagle, 5 years old) - instructions for whoever minds him

- Food: twice a day, at 7:30 and at 18:30, 140 g of dry food per meal (the red scoop).
- Walks: morning, lunchtime and evening before 22:00, always on the lead: he chases cats.
- He is allergic to chicken: no leftovers and no chicken treats.
- Don't leave him alone on the balcony.
- If he is unwell: Clinica Veterinaria San Salvario, 011 669 4412.
"""

SCONTRINO_BIRILLO = [
    _FARMACIA,
    "Documento commerciale di vendita n. 0097-2231 del 05/10/2026",
    "NexGard Spectra cane 7,5-15 kg, 3 compresse (medicinale veterinario)   24,50",
    "TOTALE COMPLESSIVO EURO 24,50",
    "Codice fiscale del destinatario: BNNSRA82L45L219K",
]

# ---------------------------------------------------------------------------------------
# Bollette. To pay: electricity 118,46 (by 16/12/2026) and water 64,20 (by 10/01/2027); the gas
# bill (142,70) was paid on 24/11/2026; the three bills together 325,36 €. Condo: 1.284,00 € a
# year, four instalments of 321,00 €; the 2nd (30/11/2026) is overdue.
# ---------------------------------------------------------------------------------------

BOLLETTA_LUCE = [
    "IREN MERCATO S.p.A. - Bolletta energia elettrica n. 2026/E/77410",
    "Intestatario: Davide Marchetti - codice cliente 1002847731",
    "Fornitura: Via Nizza 154, 10126 Torino - POD IT020E00118294",
    "Periodo: 01/10/2026 - 31/10/2026",
    "Consumo fatturato: 386 kWh",
    "Totale da pagare: 118,46 €",
    "Scadenza: 16/12/2026",
    "Pagamento con avviso PagoPA o CBILL.",
]

BOLLETTA_GAS = [
    "IREN MERCATO S.p.A. - Bolletta gas naturale n. 2026/G/1188",
    "Intestatario: Davide Marchetti - codice cliente 1002847731",
    "Fornitura: Via Nizza 154, 10126 Torino - PDR 09951200384417",
    "Periodo: 01/09/2026 - 31/10/2026",
    "Consumo: 164 Smc",
    "Totale da pagare: 142,70 €",
    "Scadenza: 25/11/2026",
    "Pagamento con addebito diretto SEPA: PAGATA, addebitata sul conto il 24/11/2026.",
]

BOLLETTA_ACQUA = [
    "SMAT - Società Metropolitana Acque Torino S.p.A.",
    "Bolletta n. 2026/0918822 - utenza condominiale quota Marchetti",
    "Periodo: 01/07/2026 - 30/09/2026 (terzo trimestre)",
    "Consumo: 58 metri cubi",
    "Totale da pagare: 64,20 €",
    "Scadenza: 10/01/2027",
]

RATE_CONDOMINIO = [
    "CONDOMINIO VIA NIZZA 154 - TORINO",
    "Amministratore: Studio Gribaudo Amministrazioni, Corso Dante 18, Torino",
    "Ripartizione delle spese ordinarie, esercizio 2026/2027",
    "Unità: scala B, interno 9 - Marchetti / Bonino - millesimi 41,20",
    "Quota annua: 1.284,00 €",
    "1ª rata: 321,00 € entro il 30/09/2026",
    "2ª rata: 321,00 € entro il 30/11/2026",
    "3ª rata: 321,00 € entro il 31/01/2027",
    "4ª rata: 321,00 € entro il 31/03/2027",
    "Versamenti con bonifico sul conto del condominio, causale: scala B int. 9.",
]

MAIL_SOLLECITO = """From: Studio Gribaudo Amministrazioni <amministrazione@studiogribaudo.example.org>
To: davide.marchetti@example.org
Subject: Sollecito seconda rata condominio Via Nizza 154 - scala B int. 9
Date: Wed, 2 Dec 2026 11:40:00 +0100
Message-ID: <sollecito-b9-2026@studiogribaudo.example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Gentili signori Marchetti e Bonino,

dai nostri estratti conto non risulta il versamento della seconda rata ordinaria 2026/2027,
di 321,00 €, scaduta il 30/11/2026. Vi preghiamo di provvedere entro il 15/12/2026 con bonifico
sul conto del condominio; oltre quella data saremo costretti ad applicare gli interessi di mora
previsti dal regolamento.

Se avete già pagato, inviateci la contabile e ignorate questo messaggio.

Cordiali saluti,
Studio Gribaudo Amministrazioni
"""

# ---------------------------------------------------------------------------------------
# Conti.
# ---------------------------------------------------------------------------------------

SPESE_HEADER = ["Data", "Categoria", "Descrizione", "Importo (€)", "Pagato da"]
# September 476,35; October 539,99; November 683,45 (groceries 295,05); total 1.699,79.
# Sara 945,29, Davide 754,50. Categories: Spesa 759,10 (6 rows, average 126,52), Auto 345,00,
# Figli 153,89, Svago 137,50, Nonna 128,60, Cane 109,80, Casa 65,90. Largest row: 210,00.
SPESE_2026: list[tuple[str, str, str, float, str]] = [
    ("05/09/2026", "Spesa", "Esselunga, spesa settimanale", 142.3, "Sara"),
    ("09/09/2026", "Figli", "zaino e astuccio per Emma", 48.9, "Davide"),
    ("12/09/2026", "Auto", "benzina", 70.0, "Davide"),
    ("19/09/2026", "Spesa", "Carrefour Market", 118.75, "Sara"),
    ("24/09/2026", "Cane", "crocchette Birillo 12 kg", 54.9, "Davide"),
    ("28/09/2026", "Svago", "cinema, cinque biglietti", 41.5, "Sara"),
    ("03/10/2026", "Spesa", "Esselunga, spesa settimanale", 156.2, "Sara"),
    ("08/10/2026", "Nonna", "pannoloni e creme", 39.6, "Sara"),
    ("11/10/2026", "Auto", "tagliando della Tipo", 210.0, "Davide"),
    ("17/10/2026", "Spesa", "mercato di Porta Palazzo", 46.8, "Davide"),
    ("22/10/2026", "Figli", "scarpe da calcio Pietro", 59.99, "Sara"),
    ("29/10/2026", "Casa", "lampadine e detersivi", 27.4, "Davide"),
    ("02/11/2026", "Spesa", "Esselunga, spesa settimanale", 163.45, "Sara"),
    ("07/11/2026", "Cane", "crocchette Birillo 12 kg", 54.9, "Davide"),
    ("10/11/2026", "Nonna", "deambulatore (sanitaria)", 89.0, "Sara"),
    ("14/11/2026", "Figli", "giacca invernale Emma", 45.0, "Davide"),
    ("18/11/2026", "Spesa", "Carrefour Market", 131.6, "Davide"),
    ("21/11/2026", "Svago", "pizzeria per il compleanno di Pietro", 96.0, "Sara"),
    ("26/11/2026", "Casa", "tenda della doccia e asciugamani", 38.5, "Sara"),
    ("30/11/2026", "Auto", "benzina", 65.0, "Davide"),
]

# 13 debits: 163,45 + 1.046,30 + 54,90 + 89,00 + 45,00 + 131,60 + 200,00 + 96,00 + 142,70 +
# 38,50 + 235,00 + 65,00 + 6,50 = 2.313,95; 3 credits: 2.184,00 + 300,00 + 2.410,00 = 4.894,00.
_MOVIMENTI: list[tuple[str, str, str, str]] = [
    ("02/11/2026", "PAGAMENTO POS ESSELUNGA C.SO TRAIANO TORINO", "163,45", ""),
    ("03/11/2026", "ACCREDITO STIPENDIO - ASL CITTA DI TORINO - BONINO SARA", "", "2.184,00"),
    ("05/11/2026", "BONIFICO DA BYRNE SIOBHAN - MAINTENANCE CHLOE NOVEMBER", "", "300,00"),
    ("06/11/2026", "ADDEBITO RATA MUTUO N. 0048812", "1.046,30", ""),
    ("07/11/2026", "PAGAMENTO POS ARCAPLANET TORINO", "54,90", ""),
    ("10/11/2026", "PAGAMENTO POS SANITARIA SAN SALVARIO", "89,00", ""),
    ("12/11/2026", "ACCREDITO STIPENDIO - STUDIO TECNICO ALBERA - MARCHETTI DAVIDE", "", "2.410,00"),
    ("14/11/2026", "PAGAMENTO POS OVS VIA ROMA", "45,00", ""),
    ("18/11/2026", "PAGAMENTO POS CARREFOUR MARKET VIA NIZZA", "131,60", ""),
    ("20/11/2026", "BONIFICO A LICEO MARIA LETIZIA - ACCONTO VIAGGIO BERLINO CHLOE", "200,00", ""),
    ("21/11/2026", "PAGAMENTO POS PIZZERIA DA ZIO NINO", "96,00", ""),
    ("24/11/2026", "ADDEBITO SDD IREN MERCATO GAS - BOLLETTA 2026/G/1188", "142,70", ""),
    ("26/11/2026", "PAGAMENTO POS IKEA COLLEGNO", "38,50", ""),
    ("27/11/2026", "BONIFICO A CLINICA VETERINARIA SAN SALVARIO - FATT. 611/2026", "235,00", ""),
    ("30/11/2026", "PAGAMENTO POS ENI STATION C.SO UNIONE SOVIETICA", "65,00", ""),
    ("30/11/2026", "CANONE MENSILE CONTO", "6,50", ""),
]
MOVIMENTI_NOVEMBRE = "Data operazione;Data valuta;Descrizione;Uscite;Entrate\n" + "".join(
    f"{day};{day};{what};{out};{into}\n" for day, what, out, into in _MOVIMENTI
)

PIN_BANCOMAT = """Non girare a nessuno!
Bancomat Davide (Intesa): PIN 5093
Bancomat Sara (Intesa): PIN 8461
Home banking: codice titolare 77120458
Domanda di sicurezza: nome del primo cane = Tobia
"""

# ---------------------------------------------------------------------------------------
# Caldaia. Quotes: Rosso 3.480,00, Clima Service 2.950,00, Caldaie Subalpine 3.190,00:
# cheapest Clima Service, dearest Rosso, saving 530,00, average 9.620 / 3 = 3.206,67. Rosso's
# servicing invoice (145,00) is not a quote: with it the "cheapest" would be 145,00, the
# saving 3.335,00, the average 2.441,25. The 2024 quote in Archivio (2.700,00) is expired:
# with it the saving would be 780,00 and the average 3.080,00.
# ---------------------------------------------------------------------------------------

PREVENTIVO_ROSSO = [
    "TERMOIDRAULICA ROSSO di Sergio Rosso - Strada Genova 88, 10024 Moncalieri (TO)",
    "P.IVA 07731220018 - tel. 347 552 1180",
    "",
    "PREVENTIVO n. 58/2026 del 12/11/2026",
    "Cliente: Davide Marchetti - Via Nizza 154, Torino",
    "",
    "Fornitura caldaia a condensazione Vaillant ecoTEC plus 25 kW",
    "Smontaggio e smaltimento della caldaia esistente, adeguamento dello scarico fumi",
    "Installazione, prima accensione, libretto di impianto e pratica ENEA per la detrazione",
    "",
    "TOTALE: 3.480,00 € IVA 10% inclusa",
    "Validità: fino al 12/12/2026. Lavoro in due giorni lavorativi.",
]

PREVENTIVO_CLIMA = [
    "CLIMA SERVICE TORINO S.r.l. - Corso Traiano 21, 10135 Torino",
    "",
    "Offerta per la sostituzione del generatore di calore - 18 novembre 2026",
    "Alla cortese attenzione della sig.ra Sara Bonino, Via Nizza 154",
    "",
    "Caldaia Baxi Duo-tec Compact 24 kW a condensazione, classe A",
    "Kit scarico fumi, valvole termostatiche per sei radiatori, cronotermostato",
    "Installazione chiavi in mano e smaltimento della vecchia caldaia",
    "",
    "Prezzo complessivo: 2.950,00 € IVA inclusa",
    "Pagamento: 30% all'ordine, saldo a fine lavori. Garanzia cinque anni.",
    "Offerta valida fino al 31/12/2026.",
]

MAIL_SUBALPINE = """From: Caldaie Subalpine <preventivi@caldaiesubalpine.example.org>
To: davide.marchetti@example.org
Subject: Preventivo sostituzione caldaia - Via Nizza 154
Date: Tue, 24 Nov 2026 16:20:00 +0100
Message-ID: <prev-0231-2026@caldaiesubalpine.example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Buongiorno signor Marchetti,

come da sopralluogo di venerdì le inviamo il nostro preventivo per la sostituzione della caldaia:

- caldaia a condensazione Immergas Victrix Tera 24 kW
- smontaggio e smaltimento della vecchia Beretta
- termostato wifi incluso, installazione in giornata

Prezzo complessivo: 3.190,00 € IVA inclusa.
L'offerta è valida venti giorni. Restiamo a disposizione per qualsiasi chiarimento.

Cordiali saluti,
Andrea Gili - Caldaie Subalpine, Nichelino
"""

FATTURA_CALDAIA = [
    "TERMOIDRAULICA ROSSO di Sergio Rosso - Strada Genova 88, 10024 Moncalieri (TO)",
    "P.IVA 07731220018",
    "",
    "FATTURA n. 211/2026 del 06/10/2026",
    "Cliente: Davide Marchetti - Via Nizza 154, Torino",
    "",
    "Manutenzione annuale caldaia Beretta Ciao (anno 2009), pulizia bruciatore   95,00",
    "Analisi dei fumi e rapporto di efficienza energetica   23,85",
    "Imponibile: 118,85 €   IVA 22%: 26,15 €",
    "TOTALE FATTURA: 145,00 €",
    "Pagata con bancomat il 06/10/2026.",
    "Nota del tecnico: la caldaia ha 17 anni, si consiglia la sostituzione.",
]

# ---------------------------------------------------------------------------------------
# Chloe. Extras 2026: 2.131,40 € (half each 1.065,70); Davide paid 1.566,40, Siobhan 565,00,
# so Siobhan owes 500,70. 2025: 956,80 (half 478,40); Siobhan paid 374,00, owed 104,40.
# ---------------------------------------------------------------------------------------

CONDIVISE_HEADER = ["Data / Date", "Spesa / Expense", "Importo / Amount (€)", "Pagato da / Paid by"]
CONDIVISE_2026: list[tuple[str, str, float, str]] = [
    ("15/01/2026", "Dentista - apparecchio, 1ª rata", 450.0, "Davide"),
    ("20/02/2026", "Corso di teatro (iscrizione)", 180.0, "Davide"),
    ("04/04/2026", "Volo Torino-Dublino Pasqua", 212.0, "Siobhan"),
    ("15/06/2026", "Dentista - apparecchio, 2ª rata", 450.0, "Davide"),
    ("28/07/2026", "Volo Dublino-Torino fine vacanze", 189.0, "Siobhan"),
    ("15/09/2026", "Libri di testo (2ª liceo)", 286.4, "Davide"),
    ("30/10/2026", "Occhiali da vista (Specsavers)", 164.0, "Siobhan"),
    ("20/11/2026", "Viaggio Berlino - acconto", 200.0, "Davide"),
]

ACCORDO = [
    "AGREEMENT ON THE CARE AND MAINTENANCE OF CHLOE MARCHETTI",
    "between Davide Marchetti (Turin) and Siobhan Byrne (Dublin) - signed in Dublin, 12 June 2024",
    "",
    "1. Chloe (born 9 April 2011) lives with her father in Turin from September 2024.",
    "2. Siobhan pays Davide EUR 300.00 a month towards Chloe's upkeep, by the 5th of each month.",
    "3. Extraordinary expenses (medical and dental care, glasses, school books and trips, courses,",
    "   travel between Dublin and Turin) are shared 50/50: whoever pays sends the receipt and the",
    "   other reimburses half within 30 days.",
    "4. Chloe spends Easter and four weeks of the summer holidays in Dublin. Christmas alternates:",
    "   2025 in Turin, 2026 in Dublin, 2027 in Turin.",
    "5. Both parents keep the shared expenses sheet up to date.",
    "",
    "Signed: Davide Marchetti    Siobhan Byrne",
]

MAIL_SIOBHAN_CHRISTMAS = """From: Siobhan Byrne <siobhan.byrne@example.org>
To: davide.marchetti@example.org
Subject: Chloe's flights for Christmas
Date: Sat, 28 Nov 2026 21:14:00 +0000
Message-ID: <chloe-xmas-flights@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hi Davide,

I've booked Chloe's flights for Christmas. She flies out on Sunday 20 December with Aer Lingus
EI 437, leaving Turin at 14:25 and landing in Dublin at 16:10, and comes back on Saturday
2 January on EI 436, leaving Dublin at 10:05. I'll put the fare on the shared sheet as soon as
the airline sends the invoice.

Could you send me the receipt for the Berlin deposit? I'll transfer my half with the December
money. Mam says hello and asks if Chloe still likes the Butlers hot chocolate.

Siobhan
"""

MAIL_SIOBHAN_GLASSES = """From: Siobhan Byrne <siobhan.byrne@example.org>
To: davide.marchetti@example.org
Subject: Chloe's new glasses
Date: Mon, 2 Nov 2026 19:02:00 +0000
Message-ID: <chloe-glasses@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hi Davide,

Chloe's new glasses came to EUR 164. We ordered them at the optician on Grafton Street when she
was over at the end of October and they'll be posted to Turin within ten days. I've added them
to the spreadsheet as agreed.

She's been told to wear them in class, not just for the telly!

Siobhan
"""

# 25 + 12 + 9 + 14 + 8 + 10 = 78 euro.
CHRISTMAS_LIST = """Christmas presents 2026 (Chloe) - budget 80 euro

- Mum: wool scarf from the Balon market - 25
- Nana Byrne: box of Caffarel gianduiotti - 12
- Pietro: Juventus keyring and stickers - 9
- Emma: sticker book with unicorns - 14
- Nonna Ines: big-print crossword book - 8
- Dad and Sara: photo calendar of Birillo - 10
"""

# ---------------------------------------------------------------------------------------
# Vacanze. 14 nights x 150,00 = 2.100,00 + 50,00 for the dog = 2.150,00; 30% = 645,00.
# ---------------------------------------------------------------------------------------

PIANO_ESTATE = [
    "Vacanze estate 2027 - bozza di Sara",
    "",
    "Chloe: dalla mamma a Dublino dal 5 luglio al 1° agosto (le quattro settimane dell'accordo).",
    "Noi sei meno la nonna: Polignano a Mare (BA), appartamento Casa Azzurra, dal 7 al 21 agosto "
    "2027, 14 notti.",
    "Prezzo: 2.100,00 € per le due settimane più 50,00 € per Birillo.",
    "Acconto del 30% (645,00 €) entro il 31/01/2027, saldo all'arrivo.",
    "Viaggio in auto: circa 1.050 km, partenza alle 5 di mattina, sosta a Pescara.",
    "La nonna Ines va dalla zia Marisa ad Asti dal 6 al 22 agosto.",
    "Budget complessivo della vacanza: 3.600 €.",
]

MAIL_CASA_AZZURRA = """From: Casa Azzurra Polignano <info@casaazzurra.example.org>
To: sara.bonino@example.org
Subject: Disponibilità agosto 2027
Date: Tue, 10 Nov 2026 10:31:00 +0100
Message-ID: <dispo-ago27@casaazzurra.example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Gentile signora Bonino,

l'appartamento al primo piano (tre camere, terrazzo vista mare) è libero dal 7 al 21 agosto 2027.
Il prezzo è di 150,00 € a notte, quindi 2.100,00 € per 14 notti; il cane è il benvenuto con un
supplemento di 50,00 € a soggiorno. Per bloccare le date chiediamo un acconto del 30% entro
il 31 gennaio 2027. La tassa di soggiorno si paga a parte, all'arrivo.

A presto,
Rosanna Lerede - Casa Azzurra
"""

CHECKLIST_VIAGGIO = """# Da portare in Puglia

- carte d'identità di tutti
- libretto sanitario di Birillo e guinzaglio lungo
- crema solare 50+ per Emma
- cuscino da viaggio per la macchina
- antistaminico e cerotti
"""

# ---------------------------------------------------------------------------------------
# Ricette.
# ---------------------------------------------------------------------------------------

AGNOLOTTI = """Agnolotti della nonna Ines (per 6)

Pasta: 400 g di farina 00, 4 uova, un pizzico di sale.
Ripieno: 300 g di arrosto di vitello avanzato, 150 g di salsiccia, 100 g di spinaci lessati,
50 g di parmigiano, un uovo, noce moscata.
Tritare la carne con gli spinaci, impastare col parmigiano e l'uovo.
Chiudere gli agnolotti col pizzicotto e servirli col sugo dell'arrosto, o "al tovagliolo".
"""

TORTA_NOCCIOLE = """Torta di nocciole delle Langhe

250 g di nocciole tostate tritate fini, 3 uova, 150 g di zucchero, 80 g di burro fuso,
50 g di farina, mezza bustina di lievito.
Montare le uova con lo zucchero, aggiungere il resto. Forno statico a 170 gradi per 40 minuti.
"""

BROWN_BREAD = """Nana Byrne's brown bread

400 g wholemeal flour, 100 g plain flour, 1 teaspoon bread soda, 1 teaspoon salt,
500 ml buttermilk (in Turin: plain yogurt with a splash of milk).
Mix quickly, don't knead. Cut a cross on top "to let the fairies out".
Bake at 200 C for 45 minutes, until it sounds hollow when tapped.
"""

# ---------------------------------------------------------------------------------------
# Casa.
# ---------------------------------------------------------------------------------------

TURNI_HEADER = [
    "Settimana dal",
    "Lavastoviglie",
    "Spazzatura e differenziata",
    "Passeggiata serale Birillo",
    "Apparecchiare",
]
TURNI: list[tuple[str, str, str, str, str]] = [
    ("30/11/2026", "Chloe", "Pietro", "Davide", "Emma"),
    ("07/12/2026", "Pietro", "Chloe", "Sara", "Emma"),
    ("14/12/2026", "Sara", "Pietro", "Chloe", "Emma"),
    ("21/12/2026", "Pietro", "Davide", "Sara", "Emma"),
]

CODICI_CASA = """Portone di Via Nizza 154: 3817
Allarme: 0925# (disattivare entro 30 secondi)
Wi-Fi: rete CasaMarchetti - password gianduiotto#77
Chiave di scorta: dalla signora Bertola, secondo piano
"""

NUMERI_UTILI = """Numeri utili

Amministratore condominio - Studio Gribaudo: 011 658 2290, amministrazione@studiogribaudo.example.org
Commercialista (730) - Marta Giordano: 011 561 0087, marta.giordano@example.org
Idraulico - Sergio Rosso: 347 552 1180
Veterinaria - dott.ssa Elena Vigna: 011 669 4412
Medico della nonna - dott. Paolo Ferrua: 011 650 3371
Pediatra di Emma e Pietro - dott.ssa Anna Demaria: 011 318 7720
Siobhan (Dublino): +353 87 412 9907, siobhan.byrne@example.org
"""

# ---------------------------------------------------------------------------------------
# Documenti.
# ---------------------------------------------------------------------------------------

PASSAPORTI = """Documenti di famiglia - NON inoltrare

Davide Marchetti: passaporto YA4471902, scade il 14/05/2029
Sara Bonino: passaporto YB2289134, scade il 02/10/2031
Chloe Marchetti: passaporto irlandese PE1038826, scade l'11/03/2027
Chloe Marchetti: carta d'identità CA88412FB, scade il 09/04/2029
Pietro Rinaudo: carta d'identità CA12093LM, scade il 21/06/2030
Emma Marchetti: carta d'identità CA55120RT, scade il 03/02/2028
Ines Bonino: carta d'identità CA71229KX, scade il 17/08/2030
"""

POLIZZA_CASA = [
    "REALE MUTUA ASSICURAZIONI - Agenzia Torino Crocetta",
    "Polizza n. 2026/77/418822 - prodotto Casa e Famiglia",
    "Contraente: Sara Bonino - abitazione in Via Nizza 154, Torino",
    "Garanzie: incendio, danni da acqua, furto, responsabilità civile della famiglia",
    "(compresi i danni causati dal cane di casa)",
    "Franchigia per i danni da acqua: 150,00 €",
    "Premio annuo: 386,00 €",
    "Decorrenza: 28/02/2026 - Scadenza: 28/02/2027",
]

# ---------------------------------------------------------------------------------------
# Archivio: last year's namesakes.
# ---------------------------------------------------------------------------------------

PREVENTIVO_CALDAIA_2024 = [
    "TERMOIDRAULICA ROSSO di Sergio Rosso - Strada Genova 88, 10024 Moncalieri (TO)",
    "",
    "PREVENTIVO n. 14/2024 del 20/02/2024",
    "Cliente: Davide Marchetti - Via Nizza 154, Torino",
    "Fornitura e posa caldaia a condensazione Vaillant ecoTEC pure 24 kW",
    "TOTALE: 2.700,00 € IVA 10% inclusa",
    "Validità: 30 giorni, fino al 21/03/2024.",
]

BOLLETTA_GAS_2025 = [
    "IREN MERCATO S.p.A. - Bolletta gas naturale n. 2025/G/0964",
    "Intestatario: Davide Marchetti - Via Nizza 154, Torino",
    "Periodo: 01/09/2025 - 31/10/2025",
    "Consumo: 151 Smc",
    "Totale da pagare: 168,90 €",
    "Scadenza: 25/11/2025",
]

# 2025: 922,15 in all; November 2025: 151,75 + 36,80 + 95,00 + 24,90 = 308,45.
SPESE_2025: list[tuple[str, str, str, float, str]] = [
    ("06/09/2025", "Spesa", "Esselunga, spesa settimanale", 128.4, "Sara"),
    ("15/09/2025", "Figli", "libri di Pietro (prima media)", 176.3, "Davide"),
    ("27/09/2025", "Auto", "benzina", 62.0, "Davide"),
    ("04/10/2025", "Spesa", "Carrefour Market", 139.1, "Sara"),
    ("18/10/2025", "Cane", "crocchette Birillo 10 kg", 49.9, "Davide"),
    ("25/10/2025", "Svago", "teatro Carignano", 58.0, "Sara"),
    ("03/11/2025", "Spesa", "Esselunga, spesa settimanale", 151.75, "Sara"),
    ("12/11/2025", "Nonna", "pannoloni e creme", 36.8, "Sara"),
    ("20/11/2025", "Auto", "cambio gomme invernali", 95.0, "Davide"),
    ("28/11/2025", "Casa", "stendino nuovo", 24.9, "Davide"),
]

PAGELLA_CHLOE_2025 = [
    "ISTITUTO COMPRENSIVO TORINO SUD - Scuola secondaria di primo grado Pola",
    "Documento di valutazione - anno scolastico 2024/2025 - classe 3ª A",
    "Alunna: Chloe Marchetti",
    "",
    "Italiano: 6   Inglese: 10   Francese: 7   Storia: 7   Geografia: 7   Matematica: 6",
    "Scienze: 7   Tecnologia: 8   Arte e immagine: 8   Musica: 7   Educazione fisica: 9",
    "",
    "Esame di Stato conclusivo del primo ciclo: voto finale 8/10.",
]

MEDICHE_HEADER = ["Data", "Tipo", "Dove", "Importo (€)"]
# 2025: 412,60 in all; pharmacy 41,20 + 33,90 + 52,45 + 38,90 = 166,45.
MEDICHE_2025: list[tuple[str, str, str, float]] = [
    ("15/01/2025", "Farmacia", "Farmacia San Secondo", 41.2),
    ("10/03/2025", "Ticket visita cardiologica", "Ospedale Mauriziano", 36.15),
    ("02/05/2025", "Farmacia", "Farmacia San Secondo", 33.9),
    ("18/06/2025", "Apparecchio acustico (quota a carico)", "Amplifon Via Nizza", 210.0),
    ("09/09/2025", "Farmacia", "Farmacia San Secondo", 52.45),
    ("05/12/2025", "Farmacia", "Farmacia San Secondo", 38.9),
]

CONDIVISE_2025: list[tuple[str, str, float, str]] = [
    ("14/02/2025", "Dentista - visita ortodontica", 120.0, "Davide"),
    ("12/04/2025", "Volo Torino-Dublino Pasqua", 198.0, "Siobhan"),
    ("28/07/2025", "Volo Dublino-Torino fine vacanze", 176.0, "Siobhan"),
    ("10/09/2025", "Libri di testo (1ª liceo)", 312.8, "Davide"),
    ("01/10/2025", "Abbonamento GTT studenti", 150.0, "Davide"),
]

# ---------------------------------------------------------------------------------------
# The top of the workspace.
# ---------------------------------------------------------------------------------------

LISTA_SPESA = (
    "latte\npane in cassetta\nbanane\ncrocchette per Birillo (senza pollo)\nyogurt bianco per la nonna\n"
    "grissini stirati\ncaffè\n"
)

PROMEMORIA = """- regalo per la maestra di Emma (colletta di 10 € in classe)
- passaporto irlandese di Chloe da rinnovare prima di Berlino
- chiedere a Siobhan la sua metà delle spese straordinarie
- richiamo della tosse dei canili per Birillo
- scegliere la ditta per la caldaia nuova entro Natale
"""

# ---------------------------------------------------------------------------------------
# Fingerprints: strings found in one file only, and in no file name (see `_check`).
# ---------------------------------------------------------------------------------------

FINGERPRINTS: dict[str, tuple[str, ...]] = {
    "Nonna/visite_nonna.xlsx": ("Largo Turati 62", "emoglobina glicata"),
    "Nonna/ricetta_cardioaspirina.pdf": ("0100A2644188201", "dopo pranzo"),
    "Nonna/ricetta_metformina.pdf": ("0100A2644190377", "COMPRESSE RIVESTITE"),
    "Nonna/mail_cup_cataratta.eml": ("7Q4K-22981", "facoemulsificazione"),
    f"{SPESE_MEDICHE}/scontrino_farmacia_gennaio.pdf": ("Collirio lubrificante", "0088-1207"),
    f"{SPESE_MEDICHE}/scontrino_farmacia_aprile.pdf": ("Pantoprazolo", "0091-0433"),
    f"{SPESE_MEDICHE}/scontrino_farmacia_luglio.pdf": ("Calze elastiche", "0094-2861"),
    f"{SPESE_MEDICHE}/scontrino_farmacia_ottobre.pdf": ("Vitamina D3", "0097-3315"),
    f"{SPESE_MEDICHE}/ticket_visita_oculistica.pdf": ("2026/OFT/55102", "cassa automatica"),
    "Scuola/tasse_scolastiche.xlsx": ("Contributo volontario", "Pre-scuola settembre-dicembre"),
    "Scuola/circolare_gita_berlino.pdf": ("Kreuzberg", "prof. Caputo"),
    "Scuola/uscita_museo_egizio.docx": ("Galleria dei Re", "scrittura geroglifica"),
    "Scuola/pagella_chloe_2025_26.pdf": ("Lingua e cultura tedesca", "Ore di assenza: 41"),
    "Scuola/mail_maestra_emma.eml": ("stella cometa", "cerchietto"),
    "Cane/fattura_veterinario_marzo.pdf": ("coprologico", "142/2026"),
    "Cane/fattura_veterinario_settembre.pdf": ("Citologia auricolare", "455/2026"),
    "Cane/fattura_veterinario_novembre.pdf": ("Detartrasi", "pre-anestesia"),
    "Cane/libretto_vaccinazioni.xlsx": ("Leishmaniosi", "pensione per cani"),
    "Cane/istruzioni_dogsitter.txt": ("misurino rosso", "scappa dietro ai gatti"),
    "Cane/dogsitter_instructions.txt": ("red scoop", "chases cats"),
    "Cane/scontrino_farmacia_birillo.pdf": ("NexGard", "BNNSRA82L45L219K"),
    "Bollette/bolletta_luce_novembre.pdf": ("386 kWh", "IT020E00118294"),
    "Bollette/bolletta_gas_novembre.pdf": ("164 Smc", "09951200384417"),
    "Bollette/bolletta_acqua_smat.pdf": ("58 metri cubi", "2026/0918822"),
    "Bollette/rate_condominio_2026_27.pdf": ("millesimi 41,20", "Corso Dante 18"),
    "Bollette/sollecito_condominio.eml": ("interessi di mora", "la contabile"),
    "Conti/spese_famiglia_2026.xlsx": ("tagliando della Tipo", "scarpe da calcio"),
    "Conti/movimenti_conto_novembre.csv": ("ARCAPLANET", "ZIO NINO"),
    "Conti/pin_bancomat.txt": ("5093", "8461", "77120458", "Tobia"),
    "Caldaia/preventivo_termoidraulica_rosso.pdf": ("ecoTEC plus", "58/2026"),
    "Caldaia/preventivo_clima_service.docx": ("Duo-tec", "Corso Traiano 21"),
    "Caldaia/offerta_caldaie_subalpine.eml": ("Victrix Tera", "Andrea Gili"),
    "Caldaia/fattura_manutenzione_caldaia.pdf": ("Beretta Ciao", "211/2026"),
    "Chloe/spese_chloe_condivise.xlsx": ("Corso di teatro", "Specsavers"),
    "Chloe/accordo_mantenimento.pdf": ("born 9 April 2011", "reimburses half"),
    "Chloe/email_siobhan_christmas.eml": ("EI 437", "Butlers"),
    "Chloe/email_siobhan_glasses.eml": ("Grafton Street", "the telly"),
    "Chloe/christmas_list.txt": ("Balon market", "unicorns"),
    "Vacanze/piano_estate_2027.docx": ("sosta a Pescara", "zia Marisa"),
    "Vacanze/mail_casa_azzurra.eml": ("Rosanna Lerede", "terrazzo vista mare"),
    "Vacanze/checklist_viaggio.md": ("cuscino da viaggio", "guinzaglio lungo"),
    "Ricette/agnolotti_nonna_ines.txt": ("pizzicotto", "al tovagliolo"),
    "Ricette/torta_nocciole.txt": ("nocciole tostate", "170 gradi"),
    "Ricette/brown_bread.txt": ("buttermilk", "fairies"),
    "Casa/turni_faccende.xlsx": ("Lavastoviglie", "Passeggiata serale"),
    "Casa/codici_casa.txt": ("3817", "0925#", "gianduiotto#77", "signora Bertola"),
    "Casa/numeri_utili.txt": ("marta.giordano@example.org", "Demaria"),
    "Documenti/passaporti.txt": ("YA4471902", "YB2289134", "PE1038826", "CA88412FB"),
    "Documenti/polizza_casa.pdf": ("418822", "Torino Crocetta"),
    "Archivio/preventivo_caldaia_2024.pdf": ("ecoTEC pure", "21/03/2024"),
    "Archivio/bolletta_gas_novembre_2025.pdf": ("151 Smc", "168,90"),
    "Archivio/spese_famiglia_2025.xlsx": ("teatro Carignano", "stendino"),
    "Archivio/pagella_chloe_2024_25.pdf": ("voto finale 8/10", "Arte e immagine"),
    "Archivio/spese_mediche_nonna_2025.xlsx": ("Amplifon", "Apparecchio acustico"),
    "Archivio/spese_chloe_condivise_2025.xlsx": ("Abbonamento GTT", "visita ortodontica"),
    "lista_spesa.txt": ("grissini stirati", "pane in cassetta"),
    "promemoria.txt": ("colletta", "ditta per la caldaia"),
}

FOLDERS = (
    "Nonna",
    SPESE_MEDICHE,
    "Scuola",
    "Cane",
    "Bollette",
    "Conti",
    "Caldaia",
    "Chloe",
    "Vacanze",
    BIGLIETTI,
    "Ricette",
    "Casa",
    "Documenti",
    "Archivio",
)

# Every file's mtime, at 10:00 UTC of this day: the documents' own dates where they have one.
MTIMES: dict[str, str] = {
    "Nonna/visite_nonna.xlsx": "2026-11-26",
    "Nonna/ricetta_cardioaspirina.pdf": "2026-11-16",
    "Nonna/ricetta_metformina.pdf": "2026-11-16",
    "Nonna/mail_cup_cataratta.eml": "2026-11-20",
    f"{SPESE_MEDICHE}/scontrino_farmacia_gennaio.pdf": "2026-01-12",
    f"{SPESE_MEDICHE}/scontrino_farmacia_aprile.pdf": "2026-04-08",
    f"{SPESE_MEDICHE}/scontrino_farmacia_luglio.pdf": "2026-07-15",
    f"{SPESE_MEDICHE}/scontrino_farmacia_ottobre.pdf": "2026-10-20",
    f"{SPESE_MEDICHE}/ticket_visita_oculistica.pdf": "2026-05-22",
    "Scuola/tasse_scolastiche.xlsx": "2026-11-30",
    "Scuola/circolare_gita_berlino.pdf": "2026-10-28",
    "Scuola/uscita_museo_egizio.docx": "2026-11-27",
    "Scuola/pagella_chloe_2025_26.pdf": "2026-06-12",
    "Scuola/mail_maestra_emma.eml": "2026-11-30",
    "Cane/fattura_veterinario_marzo.pdf": "2026-03-14",
    "Cane/fattura_veterinario_settembre.pdf": "2026-09-22",
    "Cane/fattura_veterinario_novembre.pdf": "2026-11-27",
    "Cane/libretto_vaccinazioni.xlsx": "2026-05-20",
    "Cane/istruzioni_dogsitter.txt": "2026-07-02",
    "Cane/dogsitter_instructions.txt": "2026-07-03",
    "Cane/scontrino_farmacia_birillo.pdf": "2026-10-05",
    "Cane/birillo_cucciolo.jpg": "2021-10-10",
    "Bollette/bolletta_luce_novembre.pdf": "2026-11-18",
    "Bollette/bolletta_gas_novembre.pdf": "2026-11-05",
    "Bollette/bolletta_acqua_smat.pdf": "2026-11-24",
    "Bollette/rate_condominio_2026_27.pdf": "2026-09-10",
    "Bollette/sollecito_condominio.eml": "2026-12-02",
    "Conti/spese_famiglia_2026.xlsx": "2026-12-01",
    "Conti/movimenti_conto_novembre.csv": "2026-12-01",
    "Conti/pin_bancomat.txt": "2025-03-04",
    "Caldaia/preventivo_termoidraulica_rosso.pdf": "2026-11-12",
    "Caldaia/preventivo_clima_service.docx": "2026-11-18",
    "Caldaia/offerta_caldaie_subalpine.eml": "2026-11-24",
    "Caldaia/fattura_manutenzione_caldaia.pdf": "2026-10-06",
    "Chloe/spese_chloe_condivise.xlsx": "2026-11-29",
    "Chloe/accordo_mantenimento.pdf": "2024-06-12",
    "Chloe/email_siobhan_christmas.eml": "2026-11-28",
    "Chloe/email_siobhan_glasses.eml": "2026-11-02",
    "Chloe/christmas_list.txt": "2026-12-01",
    "Vacanze/piano_estate_2027.docx": "2026-11-15",
    "Vacanze/mail_casa_azzurra.eml": "2026-11-10",
    "Vacanze/checklist_viaggio.md": "2026-11-16",
    "Ricette/agnolotti_nonna_ines.txt": "2025-12-20",
    "Ricette/torta_nocciole.txt": "2026-02-14",
    "Ricette/brown_bread.txt": "2026-03-17",
    "Casa/turni_faccende.xlsx": "2026-11-29",
    "Casa/codici_casa.txt": "2025-06-01",
    "Casa/numeri_utili.txt": "2026-09-15",
    "Documenti/passaporti.txt": "2026-02-10",
    "Documenti/carta_identita_nonna.jpg": "2025-04-02",
    "Documenti/polizza_casa.pdf": "2026-02-28",
    "Archivio/preventivo_caldaia_2024.pdf": "2024-02-20",
    "Archivio/bolletta_gas_novembre_2025.pdf": "2025-11-06",
    "Archivio/spese_famiglia_2025.xlsx": "2025-12-01",
    "Archivio/pagella_chloe_2024_25.pdf": "2025-06-14",
    "Archivio/spese_mediche_nonna_2025.xlsx": "2026-01-10",
    "Archivio/spese_chloe_condivise_2025.xlsx": "2026-01-05",
    "lista_spesa.txt": "2026-12-02",
    "promemoria.txt": "2026-12-01",
}

# ---------------------------------------------------------------------------------------
# Writers (PDF and DOCX from family_workspace; sheets normalised the same way).
# ---------------------------------------------------------------------------------------

_sheet = partial(write_sheet, creator="Sara Bonino")


# ---------------------------------------------------------------------------------------
# The workspace.
# ---------------------------------------------------------------------------------------


def make_household_workspace(root: Path) -> None:
    """Write the family's files under `root` (created if missing; files overwritten)."""
    root = Path(root)
    for name in FOLDERS:
        (root / name).mkdir(parents=True, exist_ok=True)

    nonna = root / NONNA
    _sheet(nonna / "visite_nonna.xlsx", "Visite", VISITE_HEADER, VISITE_NONNA)
    _pdf(nonna / "ricetta_cardioaspirina.pdf", RICETTA_CARDIOASPIRINA, "Ricetta Cardioaspirin")
    _pdf(nonna / "ricetta_metformina.pdf", RICETTA_METFORMINA, "Ricetta Metformina")
    _text(nonna / "mail_cup_cataratta.eml", MAIL_CUP)
    mediche = root / SPESE_MEDICHE
    _pdf(mediche / "scontrino_farmacia_gennaio.pdf", SCONTRINO_GENNAIO, "Scontrino gennaio")
    _pdf(mediche / "scontrino_farmacia_aprile.pdf", SCONTRINO_APRILE, "Scontrino aprile")
    _pdf(mediche / "scontrino_farmacia_luglio.pdf", SCONTRINO_LUGLIO, "Scontrino luglio")
    _pdf(mediche / "scontrino_farmacia_ottobre.pdf", SCONTRINO_OTTOBRE, "Scontrino ottobre")
    _pdf(mediche / "ticket_visita_oculistica.pdf", TICKET_OCULISTICA, "Ticket visita oculistica")

    scuola = root / "Scuola"
    _sheet(scuola / "tasse_scolastiche.xlsx", "2026-27", TASSE_HEADER, TASSE_SCOLASTICHE)
    _pdf(scuola / "circolare_gita_berlino.pdf", CIRCOLARE_BERLINO, "Circolare 87")
    _docx(scuola / "uscita_museo_egizio.docx", USCITA_EGIZIO, "Uscita Museo Egizio")
    _pdf(scuola / "pagella_chloe_2025_26.pdf", PAGELLA_CHLOE_2026, "Documento di valutazione 2025/26")
    _text(scuola / "mail_maestra_emma.eml", MAIL_MAESTRA)

    cane = root / "Cane"
    _pdf(cane / "fattura_veterinario_marzo.pdf", FATTURA_VET_MARZO, "Fattura 142/2026")
    _pdf(cane / "fattura_veterinario_settembre.pdf", FATTURA_VET_SETTEMBRE, "Fattura 455/2026")
    _pdf(cane / "fattura_veterinario_novembre.pdf", FATTURA_VET_NOVEMBRE, "Fattura 611/2026")
    _sheet(cane / "libretto_vaccinazioni.xlsx", "Vaccini Birillo", VACCINI_HEADER, VACCINI_BIRILLO)
    _text(cane / "istruzioni_dogsitter.txt", ISTRUZIONI_DOGSITTER)
    _text(cane / "dogsitter_instructions.txt", DOGSITTER_INSTRUCTIONS)
    _pdf(cane / "scontrino_farmacia_birillo.pdf", SCONTRINO_BIRILLO, "Scontrino farmacia")
    (cane / "birillo_cucciolo.jpg").write_bytes(_jpeg(121, 4100))

    bollette = root / "Bollette"
    _pdf(bollette / "bolletta_luce_novembre.pdf", BOLLETTA_LUCE, "Bolletta luce")
    _pdf(bollette / "bolletta_gas_novembre.pdf", BOLLETTA_GAS, "Bolletta gas")
    _pdf(bollette / "bolletta_acqua_smat.pdf", BOLLETTA_ACQUA, "Bolletta acqua")
    _pdf(bollette / "rate_condominio_2026_27.pdf", RATE_CONDOMINIO, "Rate condominio 2026/27")
    _text(bollette / "sollecito_condominio.eml", MAIL_SOLLECITO)

    conti = root / "Conti"
    _sheet(conti / "spese_famiglia_2026.xlsx", "Spese 2026", SPESE_HEADER, SPESE_2026)
    _text(conti / "movimenti_conto_novembre.csv", MOVIMENTI_NOVEMBRE)
    _text(conti / "pin_bancomat.txt", PIN_BANCOMAT)

    caldaia = root / "Caldaia"
    _pdf(caldaia / "preventivo_termoidraulica_rosso.pdf", PREVENTIVO_ROSSO, "Preventivo 58/2026")
    _docx(caldaia / "preventivo_clima_service.docx", PREVENTIVO_CLIMA, "Offerta Clima Service")
    _text(caldaia / "offerta_caldaie_subalpine.eml", MAIL_SUBALPINE)
    _pdf(caldaia / "fattura_manutenzione_caldaia.pdf", FATTURA_CALDAIA, "Fattura 211/2026")

    chloe = root / "Chloe"
    _sheet(chloe / "spese_chloe_condivise.xlsx", "2026", CONDIVISE_HEADER, CONDIVISE_2026)
    _pdf(chloe / "accordo_mantenimento.pdf", ACCORDO, "Agreement")
    _text(chloe / "email_siobhan_christmas.eml", MAIL_SIOBHAN_CHRISTMAS)
    _text(chloe / "email_siobhan_glasses.eml", MAIL_SIOBHAN_GLASSES)
    _text(chloe / "christmas_list.txt", CHRISTMAS_LIST)

    vacanze = root / "Vacanze"
    _docx(vacanze / "piano_estate_2027.docx", PIANO_ESTATE, "Estate 2027")
    _text(vacanze / "mail_casa_azzurra.eml", MAIL_CASA_AZZURRA)
    _text(vacanze / "checklist_viaggio.md", CHECKLIST_VIAGGIO)

    ricette = root / "Ricette"
    _text(ricette / "agnolotti_nonna_ines.txt", AGNOLOTTI)
    _text(ricette / "torta_nocciole.txt", TORTA_NOCCIOLE)
    _text(ricette / "brown_bread.txt", BROWN_BREAD)

    casa = root / "Casa"
    _sheet(casa / "turni_faccende.xlsx", "Turni", TURNI_HEADER, TURNI)
    _text(casa / "codici_casa.txt", CODICI_CASA)
    _text(casa / "numeri_utili.txt", NUMERI_UTILI)

    documenti = root / "Documenti"
    _text(documenti / "passaporti.txt", PASSAPORTI)
    (documenti / "carta_identita_nonna.jpg").write_bytes(_jpeg(122, 2600))
    _pdf(documenti / "polizza_casa.pdf", POLIZZA_CASA, "Polizza Casa e Famiglia")

    archivio = root / "Archivio"
    _pdf(archivio / "preventivo_caldaia_2024.pdf", PREVENTIVO_CALDAIA_2024, "Preventivo 14/2024")
    _pdf(archivio / "bolletta_gas_novembre_2025.pdf", BOLLETTA_GAS_2025, "Bolletta gas 2025")
    _sheet(archivio / "spese_famiglia_2025.xlsx", "Spese 2025", SPESE_HEADER, SPESE_2025)
    _pdf(archivio / "pagella_chloe_2024_25.pdf", PAGELLA_CHLOE_2025, "Documento di valutazione 2024/25")
    _sheet(archivio / "spese_mediche_nonna_2025.xlsx", "2025", MEDICHE_HEADER, MEDICHE_2025)
    _sheet(archivio / "spese_chloe_condivise_2025.xlsx", "2025", CONDIVISE_HEADER, CONDIVISE_2025)

    _text(root / "lista_spesa.txt", LISTA_SPESA)
    _text(root / "promemoria.txt", PROMEMORIA)

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
        "Nonna/visite_nonna.xlsx": cells("Visite", VISITE_HEADER, VISITE_NONNA),
        "Nonna/ricetta_cardioaspirina.pdf": lines(RICETTA_CARDIOASPIRINA),
        "Nonna/ricetta_metformina.pdf": lines(RICETTA_METFORMINA),
        "Nonna/mail_cup_cataratta.eml": MAIL_CUP,
        f"{SPESE_MEDICHE}/scontrino_farmacia_gennaio.pdf": lines(SCONTRINO_GENNAIO),
        f"{SPESE_MEDICHE}/scontrino_farmacia_aprile.pdf": lines(SCONTRINO_APRILE),
        f"{SPESE_MEDICHE}/scontrino_farmacia_luglio.pdf": lines(SCONTRINO_LUGLIO),
        f"{SPESE_MEDICHE}/scontrino_farmacia_ottobre.pdf": lines(SCONTRINO_OTTOBRE),
        f"{SPESE_MEDICHE}/ticket_visita_oculistica.pdf": lines(TICKET_OCULISTICA),
        "Scuola/tasse_scolastiche.xlsx": cells("2026-27", TASSE_HEADER, TASSE_SCOLASTICHE),
        "Scuola/circolare_gita_berlino.pdf": lines(CIRCOLARE_BERLINO),
        "Scuola/uscita_museo_egizio.docx": lines(USCITA_EGIZIO),
        "Scuola/pagella_chloe_2025_26.pdf": lines(PAGELLA_CHLOE_2026),
        "Scuola/mail_maestra_emma.eml": MAIL_MAESTRA,
        "Cane/fattura_veterinario_marzo.pdf": lines(FATTURA_VET_MARZO),
        "Cane/fattura_veterinario_settembre.pdf": lines(FATTURA_VET_SETTEMBRE),
        "Cane/fattura_veterinario_novembre.pdf": lines(FATTURA_VET_NOVEMBRE),
        "Cane/libretto_vaccinazioni.xlsx": cells("Vaccini Birillo", VACCINI_HEADER, VACCINI_BIRILLO),
        "Cane/istruzioni_dogsitter.txt": ISTRUZIONI_DOGSITTER,
        "Cane/dogsitter_instructions.txt": DOGSITTER_INSTRUCTIONS,
        "Cane/scontrino_farmacia_birillo.pdf": lines(SCONTRINO_BIRILLO),
        "Bollette/bolletta_luce_novembre.pdf": lines(BOLLETTA_LUCE),
        "Bollette/bolletta_gas_novembre.pdf": lines(BOLLETTA_GAS),
        "Bollette/bolletta_acqua_smat.pdf": lines(BOLLETTA_ACQUA),
        "Bollette/rate_condominio_2026_27.pdf": lines(RATE_CONDOMINIO),
        "Bollette/sollecito_condominio.eml": MAIL_SOLLECITO,
        "Conti/spese_famiglia_2026.xlsx": cells("Spese 2026", SPESE_HEADER, SPESE_2026),
        "Conti/movimenti_conto_novembre.csv": MOVIMENTI_NOVEMBRE,
        "Conti/pin_bancomat.txt": PIN_BANCOMAT,
        "Caldaia/preventivo_termoidraulica_rosso.pdf": lines(PREVENTIVO_ROSSO),
        "Caldaia/preventivo_clima_service.docx": lines(PREVENTIVO_CLIMA),
        "Caldaia/offerta_caldaie_subalpine.eml": MAIL_SUBALPINE,
        "Caldaia/fattura_manutenzione_caldaia.pdf": lines(FATTURA_CALDAIA),
        "Chloe/spese_chloe_condivise.xlsx": cells("2026", CONDIVISE_HEADER, CONDIVISE_2026),
        "Chloe/accordo_mantenimento.pdf": lines(ACCORDO),
        "Chloe/email_siobhan_christmas.eml": MAIL_SIOBHAN_CHRISTMAS,
        "Chloe/email_siobhan_glasses.eml": MAIL_SIOBHAN_GLASSES,
        "Chloe/christmas_list.txt": CHRISTMAS_LIST,
        "Vacanze/piano_estate_2027.docx": lines(PIANO_ESTATE),
        "Vacanze/mail_casa_azzurra.eml": MAIL_CASA_AZZURRA,
        "Vacanze/checklist_viaggio.md": CHECKLIST_VIAGGIO,
        "Ricette/agnolotti_nonna_ines.txt": AGNOLOTTI,
        "Ricette/torta_nocciole.txt": TORTA_NOCCIOLE,
        "Ricette/brown_bread.txt": BROWN_BREAD,
        "Casa/turni_faccende.xlsx": cells("Turni", TURNI_HEADER, TURNI),
        "Casa/codici_casa.txt": CODICI_CASA,
        "Casa/numeri_utili.txt": NUMERI_UTILI,
        "Documenti/passaporti.txt": PASSAPORTI,
        "Documenti/polizza_casa.pdf": lines(POLIZZA_CASA),
        "Archivio/preventivo_caldaia_2024.pdf": lines(PREVENTIVO_CALDAIA_2024),
        "Archivio/bolletta_gas_novembre_2025.pdf": lines(BOLLETTA_GAS_2025),
        "Archivio/spese_famiglia_2025.xlsx": cells("Spese 2025", SPESE_HEADER, SPESE_2025),
        "Archivio/pagella_chloe_2024_25.pdf": lines(PAGELLA_CHLOE_2025),
        "Archivio/spese_mediche_nonna_2025.xlsx": cells("2025", MEDICHE_HEADER, MEDICHE_2025),
        "Archivio/spese_chloe_condivise_2025.xlsx": cells("2025", CONDIVISE_HEADER, CONDIVISE_2025),
        "lista_spesa.txt": LISTA_SPESA,
        "promemoria.txt": PROMEMORIA,
    }


def _check_figures() -> None:
    """The figures the labels ask about, recomputed from the data above."""

    def total(values: Sequence[float]) -> float:
        return round(sum(values), 2)

    assert total([r[3] for r in TASSE_SCOLASTICHE if r[0] == "Chloe"]) == 946.40
    assert total([r[3] for r in TASSE_SCOLASTICHE if r[0] == "Pietro"]) == 229.20
    assert total([r[3] for r in TASSE_SCOLASTICHE if r[0] == "Emma"]) == 314.40
    assert total([r[3] for r in TASSE_SCOLASTICHE]) == 1490.00
    assert total([r[3] for r in TASSE_SCOLASTICHE if r[5] == "no"]) == 415.00
    assert total([r[3] for r in SPESE_2026]) == 1699.79
    assert total([r[3] for r in SPESE_2026 if r[4] == "Sara"]) == 945.29
    assert total([r[3] for r in SPESE_2026 if r[4] == "Davide"]) == 754.50
    assert total([r[3] for r in SPESE_2026 if r[1] == "Spesa"]) == 759.10
    assert total([r[3] for r in SPESE_2026 if r[0].endswith("/11/2026")]) == 683.45
    assert total([r[3] for r in SPESE_2026 if r[0].endswith("/11/2026") and r[1] == "Spesa"]) == 295.05
    assert total([r[3] for r in SPESE_2026 if r[0].endswith("/10/2026")]) == 539.99
    assert total([r[3] for r in SPESE_2026 if r[0].endswith("/09/2026")]) == 476.35
    assert max(r[3] for r in SPESE_2026) == 210.0
    assert total([r[3] for r in SPESE_2025 if r[0].endswith("/11/2025")]) == 308.45
    assert total([r[2] for r in CONDIVISE_2026]) == 2131.40
    assert total([r[2] for r in CONDIVISE_2026 if r[3] == "Siobhan"]) == 565.00
    assert round(total([r[2] for r in CONDIVISE_2026]) / 2 - 565.00, 2) == 500.70
    assert (
        round(
            total([r[2] for r in CONDIVISE_2025]) / 2
            - total([r[2] for r in CONDIVISE_2025 if r[3] == "Siobhan"]),
            2,
        )
        == 104.40
    )
    assert total([r[3] for r in MEDICHE_2025]) == 412.60
    assert total([r[3] for r in MEDICHE_2025 if r[1] == "Farmacia"]) == 166.45

    def euro(text: str) -> float:
        return float(text.replace(".", "").replace(",", "."))

    assert total([euro(out) for _, _, out, _ in _MOVIMENTI if out]) == 2313.95
    assert total([euro(into) for _, _, _, into in _MOVIMENTI if into]) == 4894.00
    assert sum(1 for _, _, out, _ in _MOVIMENTI if out) == 13


_check_figures()


# The texts without fingerprints: none (the two images hold no text).
_UNPRINTED = ""


def _check_fingerprints() -> None:
    assert set(FINGERPRINTS) <= set(MTIMES), set(FINGERPRINTS) - set(MTIMES)
    check_fingerprints(_sources(), FINGERPRINTS, names=MTIMES)
    check_unprinted(FINGERPRINTS, _UNPRINTED)


_check_fingerprints()


def _check_tree(root: Path) -> None:
    """The generated tree is exactly the one described by MTIMES and FOLDERS."""
    check_tree(root, MTIMES, empty=BIGLIETTI, twins=())


def main(argv: Sequence[str]) -> int:
    """Generate the workspace into the directory given on the command line, and check it."""
    return workspace_main(
        argv, "household_workspace.py", make_household_workspace, check=_check_tree, count=len(MTIMES)
    )


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
