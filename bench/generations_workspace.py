"""The files of a three-generation home near Padova, for the understanding benchmark.

Franco Rinaldi (58) and Luisa Pavan (55) live in Selvazzano Dentro with their son Matteo (16,
volleyball, under-17 team) and Franco's mother, nonna Teresa Zanon (84), who needs care: a
caregiver, Ioana Popescu, comes on weekdays and is paid by the hour. They keep an old Fiat
Panda, rent a plot in the town's allotment gardens and are collecting quotes for solar panels.
``make_generations_workspace(root)`` writes their workspace:

- ``Nonna Teresa``: the medicines schedule (and the next cardiology visit, 12 January 2027 at
  9:15), the CUP e-mail of the geriatric visit (21 December 2026 at 10:40), the wheelchair
  rental invoice (46,80 € by 15 December 2026) and a private health note;
  ``Nonna Teresa/Badante`` (Ioana's contract: 25 hours a week, 9,80 € an hour; her October and
  November timesheets, CSV: October 21 days worked, 108 hours; November 22 days, 109 hours,
  so 1.068,20 € at her rate; the INPS notice for the fourth quarter, 412,75 € by 11 January
  2027); ``Nonna Teresa/Farmacia`` (three November receipts in euro, 23,40 + 41,85 + 12,90 =
  78,15 €, one with spaces in its name, and an October receipt from Lugano in Swiss francs,
  CHF 38.60);
- ``Auto``: the Panda's maintenance log (CSV; 2026: four jobs, 1.448,00 €, last service
  09/06/2026, 96.850 km at the November tyre change), the car tax notice (168,34 € by
  31/01/2027), the car insurance (486,20 € a year, expiring 28/02/2027) and an empty ``Multe``;
- ``Fotovoltaico``: three quotes for a 6 kWp plant with storage (SolarVeneto 13.900,00 €,
  Energia Brenta 12.450,00 €, and Sole Euganeo 11.780,00 € inside an e-mail misleadingly called
  ``domande_tecniche_sole_euganeo.eml``), the invoice of the engineer who inspected the roof
  (444,08 €, cheaper than every quote), the 2026 electricity use (XLSX: 3.717 kWh, 1.070,60 €;
  most in January, least in May) and a note on tax relief;
- ``Orto``: the allotment rules (60,00 € a year by 31 January; watering 7:00-10:00 and
  18:00-21:00), the 2026 expenses (XLSX, 172,90 €; April 30,60 €), the 2026 harvest (CSV:
  46 kg of tomatoes, 23,5 kg of courgettes, 32,2 kg in August) and the sowing calendar;
- ``Matteo``: the school books (CSV, 171,20 €, three second-hand); ``Matteo/Pallavolo U17``:
  the match calendar (CSV; next match 05/12/2026 at 16:00, three in December, two won), the
  2026/2027 fee (420,00 €: second instalment 200,00 € by 31/01/2027), the sports medical
  certificate (valid to 15/09/2027) and the coach's e-mail on the Lugano tournament
  (CHF 145.00 each, CHF 50.00 deposit by 12 December);
- ``Casa``: the shopping list, the gas bill (187,45 € by 18/12/2026), a recipe, and the bank
  details and PINs and the alarm, gate and Wi-Fi codes (private); ``Documenti``: the family's tax
  codes and nonna's disability assessment (private), the home insurance (312,00 €, expiring
  31/03/2027) and a scan of an identity card;
- ``Foto``: four pictures; ``Archivio``: last year's namesakes (the SolarVeneto quote of 2025,
  10.900,00 €, cheaper than any current quote; Ioana's November 2025 hours, 95; the 2025
  allotment expenses, 214,30 €; the 2025/2026 volleyball fee, 390,00 €; the 2026 car tax,
  166,12 €; the November 2025 gas bill, 162,10 €);
- ``Scaricati``: two downloads (one with spaces and digits in its name) with byte-identical
  "(1)" duplicates and three ``.tmp`` files;
- at the top, ``promemoria.txt`` and ``numeri_utili.txt``.

Documents are dated up to 2 December 2026 (today is 2026-12-03) and file mtimes follow them.
Generation is deterministic. ``FINGERPRINTS`` holds, per file, strings found only in that file
(and in no file name); photos, ``.tmp`` files and the downloads have none.

Run by hand to look at it: ``python3 bench/generations_workspace.py DIR``.
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

NT = "Nonna Teresa"
BAD = "Nonna Teresa/Badante"
FARM = "Nonna Teresa/Farmacia"
PAL = "Matteo/Pallavolo U17"
MULTE = "Auto/Multe"

# ---------------------------------------------------------------------------------------
# Nonna Teresa. Italian documents write amounts the Italian way (1.068,20 €); CSV files use a dot.
# ---------------------------------------------------------------------------------------

TERAPIA = """# Terapia di nonna Teresa (aggiornata dal dott. Cappellato il 18/11/2026)

| farmaco | dose | quando |
|---|---|---|
| Pantoprazolo 20 mg | 1 compressa | a digiuno, ore 7:30 |
| Eliquis 2,5 mg | 1 compressa | ore 8 e ore 20 |
| Bisoprololo 1,25 mg | 1 compressa | ore 8 |
| Lasix 25 mg | mezza compressa | ore 8, solo lunedì, mercoledì e venerdì |
| Dibase 25.000 UI | 1 flaconcino | il primo giorno di ogni mese |
| Tachipirina 500 mg | al bisogno | non più di 3 al giorno |

Le compresse della sera le prepara Luisa nel portapillole rosso.
Prossima visita cardiologica: martedì 12 gennaio 2027 alle 9:15, Ospedale Sant'Antonio, ambulatorio 4.
"""

NOTE_SALUTE = """Nonna Teresa - note riservate (solo per noi di famiglia)
- decadimento cognitivo: MMSE 21/30 a ottobre 2026, peggiorata da giugno. Non lasciarle contanti.
- di notte si alza e si disorienta: lasciare accesa la luce del corridoio
- incontinenza notturna: le traverse le compriamo noi all'ingrosso
- non sa ancora della diagnosi: non parlarne davanti a lei
"""

MAIL_CUP = """From: CUP Azienda Ospedale Padova <noreply-cup@aopd.example>
To: luisa.pavan@example.org
Subject: Conferma prenotazione - visita geriatrica di controllo
Date: Wed, 25 Nov 2026 11:02:37 +0100
Message-ID: <cup-26pd0481173@aopd.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Gentile utente,

le confermiamo la prenotazione per ZANON TERESA:
prestazione: visita geriatrica di controllo
data e ora: lunedì 21 dicembre 2026 alle 10:40
luogo: Centro per l'Invecchiamento Cerebrale, via Giustiniani 2, piano 1
codice di prenotazione: 26PD0481173
Il ticket di 25,82 € va pagato alle casse automatiche prima della visita.
Portare l'elenco dei farmaci in uso e gli esami recenti.

Per disdire: almeno 3 giorni lavorativi prima, rispondendo a questa e-mail.
"""

FATTURA_CARROZZINA = [
    "SANITARIA EUGANEA s.r.l. - ausili e ortopedia",
    "Via Roma 210, 35030 Selvazzano Dentro (PD) - P.IVA 04417730286",
    "",
    "FATTURA n. 2026/1187 del 30/11/2026",
    "Cliente: Franco Rinaldi, Via Pelosa 41, 35030 Selvazzano Dentro (PD)",
    "",
    "Noleggio carrozzina pieghevole ad autospinta - mese di novembre 2026: 45,00 €",
    "IVA 4%: 1,80 €",
    "TOTALE FATTURA: 46,80 €",
    "Pagamento con bonifico entro il 15/12/2026.",
]

CONTRATTO_BADANTE = [
    "CONTRATTO DI LAVORO DOMESTICO (CCNL colf e badanti)",
    "",
    "Datore di lavoro: Franco Rinaldi, Via Pelosa 41, Selvazzano Dentro (PD)",
    "Lavoratrice: Ioana Popescu, nata a Iasi (Romania), residente a Padova",
    "Persona assistita: Teresa Zanon (madre del datore di lavoro)",
    "",
    "Mansione: assistenza a persona non autosufficiente, livello CS, non convivente",
    "Decorrenza: 01/02/2025, a tempo indeterminato; periodo di prova di 30 giorni",
    "Orario: 25 ore settimanali, dal lunedì al venerdì dalle 8:00 alle 13:00;",
    "eventuali ore del sabato concordate di volta in volta",
    "Retribuzione: 9,80 € lordi l'ora (dal 01/01/2026, dopo l'adeguamento dei minimi)",
    "Ferie: 26 giorni lavorativi l'anno; tredicesima pagata a dicembre",
    "",
    "Selvazzano Dentro, 28/01/2025",
]

_NOV_2026 = [
    ("02/11/2026", "08:00", "13:00", 5, ""),
    ("03/11/2026", "08:00", "13:00", 5, ""),
    ("04/11/2026", "08:00", "14:00", 6, "accompagnata la nonna al CUP"),
    ("05/11/2026", "08:00", "13:00", 5, ""),
    ("06/11/2026", "08:00", "13:00", 5, ""),
    ("07/11/2026", "09:00", "12:00", 3, "sabato - Franco in trasferta"),
    ("09/11/2026", "08:00", "13:00", 5, ""),
    ("10/11/2026", "08:00", "13:00", 5, ""),
    ("11/11/2026", "08:00", "13:00", 5, ""),
    ("12/11/2026", "08:00", "13:00", 5, ""),
    ("13/11/2026", "", "", 0, "permesso (rinnovo passaporto)"),
    ("16/11/2026", "08:00", "13:00", 5, ""),
    ("17/11/2026", "08:00", "13:00", 5, ""),
    ("18/11/2026", "08:00", "15:00", 7, "visita dal dott. Cappellato"),
    ("19/11/2026", "08:00", "13:00", 5, ""),
    ("20/11/2026", "08:00", "13:00", 5, ""),
    ("23/11/2026", "08:00", "13:00", 5, ""),
    ("24/11/2026", "08:00", "13:00", 5, ""),
    ("25/11/2026", "08:00", "13:00", 5, ""),
    ("26/11/2026", "08:00", "13:00", 5, ""),
    ("27/11/2026", "08:00", "13:00", 5, ""),
    ("28/11/2026", "09:00", "12:00", 3, "sabato"),
    ("30/11/2026", "08:00", "13:00", 5, ""),
]

# Weekdays of October 2026 and of November 2025 (the 1st of November 2025 was a Saturday).
_OCT_DAYS = [f"{d:02d}" for d in range(1, 32) if d not in (3, 4, 10, 11, 17, 18, 24, 25, 31)]
_NOV_2025_DAYS = [f"{d:02d}" for d in range(3, 29) if d not in (8, 9, 15, 16, 22, 23)]
_OCT_SPECIAL = {
    "05": ("08:00", "14:00", 6, "spesa grossa al mercato"),
    "16": ("", "", 0, "ferie"),
    "22": ("08:00", "15:00", 7, "prelievo del sangue in ospedale"),
}
_OCT_2026 = [(f"{d}/10/2026", *_OCT_SPECIAL.get(d, ("08:00", "13:00", 5, ""))) for d in _OCT_DAYS]

_NOV_2025 = [
    (f"{d}/11/2025", *(("", "", 0, "malattia") if d == "14" else ("08:00", "13:00", 5, "")))
    for d in _NOV_2025_DAYS
]


def _timesheet(rows: Sequence[tuple[str, str, str, int, str]]) -> str:
    return "data,entrata,uscita,ore,note\n" + "".join(f"{d},{a},{b},{h},{n}\n" for d, a, b, h, n in rows)


ORE_OTTOBRE = _timesheet(_OCT_2026)
ORE_NOVEMBRE = _timesheet(_NOV_2026)
ORE_NOVEMBRE_2025 = _timesheet(_NOV_2025)

CONTRIBUTI_INPS = [
    "INPS - Lavoro domestico - Avviso di pagamento pagoPA",
    "",
    "Datore di lavoro: Franco Rinaldi",
    "Lavoratrice: Ioana Popescu - rapporto n. 0027719354",
    "Periodo: IV trimestre 2026 (ottobre - dicembre)",
    "Ore retribuite dichiarate: 325",
    "Contributo orario (compresa la quota Cassa Colf): 1,27 €",
    "Importo da versare: 412,75 €",
    "Scadenza: 11/01/2027",
    "Si può pagare presso tabaccherie, uffici postali e banche aderenti a pagoPA.",
]

SCONTRINO_0411 = [
    "FARMACIA AL SANTO - Via del Santo 57, 35123 Padova",
    "Documento commerciale di vendita - 04/11/2026 ore 10:12",
    "",
    "Eliquis 2,5 mg 60 compresse (ticket)            2,00",
    "Dibase 25.000 UI 2 flaconcini                   6,40",
    "Tachipirina 500 mg 30 compresse                 5,00",
    "Crema barriera Cavilon                         10,00",
    "",
    "TOTALE EURO 23,40",
    "Pagamento elettronico - spesa sanitaria detraibile",
]

SCONTRINO_1911 = [
    "FARMACIA AL SANTO - Via del Santo 57, 35123 Padova",
    "Documento commerciale di vendita - 19/11/2026 ore 17:46",
    "",
    "Pantoprazolo 20 mg 28 compresse (ticket)        2,00",
    "Bisoprololo 1,25 mg 28 compresse (ticket)       2,00",
    "Lasix 25 mg 30 compresse (ticket)               2,00",
    "Calze a compressione graduata 70 den           29,90",
    "Garze sterili e cerotti                         5,95",
    "",
    "TOTALE EURO 41,85",
    "Pagamento contanti - spesa sanitaria detraibile",
]

RICEVUTA_COMUNALE = """FARMACIA COMUNALE N. 3
Via Chiesanuova 120, Padova

27/11/2026
Eliquis 2,5 mg 60 cpr (ticket) ....... 2,00
Fermenti lattici Enterolactis ....... 10,90
Totale: 12,90 €
Grazie e arrivederci
"""

SCONTRINO_LUGANO = [
    "FARMACIA CENTRALE LUGANO SA",
    "Via Nassa 4, 6900 Lugano (Svizzera)",
    "",
    "17.10.2026  14:31",
    "Voltaren Dolo Forte gel 100 g      CHF 13.50",
    "Bepanthen Plus crema 30 g          CHF 10.70",
    "Cerotti Compeed vesciche           CHF 14.40",
    "",
    "Totale CHF 38.60 - IVA 2,6% inclusa",
    "Pagato con carta - grazie della visita",
]

# ---------------------------------------------------------------------------------------
# Auto.
# ---------------------------------------------------------------------------------------

LIBRETTO = """data,km,officina,intervento,importo_eur
14/03/2024,61200,Autofficina Bressan,tagliando e filtri,245.00
02/11/2024,70850,Gommista Da Re,montaggio gomme invernali,60.00
18/04/2025,76400,Gommista Da Re,montaggio gomme estive,60.00
22/05/2025,77100,Autofficina Bressan,tagliando e pastiglie freni anteriori,388.50
10/11/2025,83900,Gommista Da Re,montaggio gomme invernali,60.00
15/04/2026,89700,Gommista Da Re,montaggio gomme estive,60.00
09/06/2026,91250,Autofficina Bressan,tagliando e cinghia di distribuzione,720.00
12/09/2026,94300,Carrozzeria Pegoraro,riparazione paraurti posteriore,410.00
05/11/2026,96850,Gommista Da Re,gomme invernali (2 nuove Michelin Alpin),258.00
"""

BOLLO_2027 = [
    "REGIONE DEL VENETO - Tassa automobilistica",
    "Avviso di scadenza",
    "",
    "Veicolo: FIAT PANDA 1.2 - targa GB418XT - 51 kW, Euro 6",
    "Intestataria: Luisa Pavan",
    "Periodo di validità: gennaio - dicembre 2027",
    "Importo: 168,34 €",
    "Da pagare entro il 31/01/2027 (pagoPA, tabaccherie, ACI)",
]

POLIZZA_RCA = [
    "ASSICURAZIONI SERENISSIMA S.p.A. - Polizza RC Auto n. 771043562",
    "",
    "Contraente: Luisa Pavan - Veicolo: Fiat Panda targa GB418XT",
    "Periodo di copertura: dal 28/02/2026 al 28/02/2027",
    "Classe di merito CU: 1 - guida esperta, conducente con almeno 25 anni",
    "Garanzie: RC auto 402,50 €; furto e incendio 83,70 €",
    "Premio annuo: 486,20 €",
    "Per il rinnovo pagare entro il 15/03/2027 (15 giorni di tolleranza).",
]

# ---------------------------------------------------------------------------------------
# Fotovoltaico.
# ---------------------------------------------------------------------------------------

PREVENTIVO_SOLARVENETO = [
    "SOLARVENETO S.r.l. - impianti fotovoltaici chiavi in mano",
    "Via Venezia 88, 35131 Padova - P.IVA 04512870289",
    "",
    "PREVENTIVO n. SV-2026/377 del 06/10/2026",
    "Cliente: Franco Rinaldi, Via Pelosa 41, Selvazzano Dentro (PD)",
    "",
    "Impianto fotovoltaico da 6,0 kWp su tetto a falda (esposizione sud-est)",
    "- 14 moduli monocristallini da 430 W: 4.480,00 €",
    "- Inverter ibrido da 6 kW: 1.950,00 €",
    "- Batteria di accumulo da 10 kWh: 5.200,00 €",
    "- Strutture, cavi, quadri e installazione: 1.320,00 €",
    "- Pratiche GSE, allaccio e collaudo: 950,00 €",
    "",
    "TOTALE: 13.900,00 € IVA 10% inclusa",
    "Tempi di installazione: 6 settimane dall'ordine. Offerta valida 30 giorni.",
]

OFFERTA_BRENTA = [
    "ENERGIA BRENTA s.n.c. di Toffanin & C.",
    "Via Nazionale 12, 35010 Vigonza (PD)",
    "",
    "Offerta del 23/10/2026 per il sig. Franco Rinaldi",
    "Impianto fotovoltaico da 6 kWp con accumulo:",
    "Moduli 15 x 410 W: 4.200,00 €",
    "Inverter ibrido e batteria da 10 kWh: 6.300,00 €",
    "Montaggio e materiale elettrico: 1.350,00 €",
    "Pratiche e collaudo: 600,00 €",
    "Totale offerta: 12.450,00 € IVA inclusa",
    "Garanzia: moduli 25 anni, inverter 10 anni. Acconto del 40% all'ordine.",
]

MAIL_SOLE_EUGANEO = """From: Giulia Schiavon <commerciale@soleeuganeo.example>
To: franco.rinaldi@example.org
Subject: Re: domande sul tetto e sulla linea elettrica
Date: Mon, 16 Nov 2026 15:20:08 +0100
Message-ID: <re-domande-rinaldi@soleeuganeo.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Buongiorno sig. Rinaldi,

rispondo alle sue domande: i coppi sono in buono stato e il tetto regge i moduli senza rinforzi;
la linea elettrica di casa non va rifatta, basta il nuovo quadro.
Le confermo quindi la nostra offerta per l'impianto da 6 kWp:
- 14 moduli da 440 W e inverter ibrido da 6 kW
- batteria di accumulo da 10 kWh
- installazione, pratiche GSE e collaudo compresi
Prezzo complessivo: 11.780,00 € IVA 10% inclusa.
Possiamo installare entro fine febbraio; l'offerta vale fino al 31/12/2026.

Cordiali saluti,
Giulia Schiavon - Sole Euganeo s.r.l.
"""

FATTURA_FURLAN = [
    "Ing. Paolo Furlan - consulenze energetiche",
    "Via Cesare Battisti 3, 35121 Padova - P.IVA 03987650281",
    "",
    "FATTURA n. 58/2026 del 02/10/2026",
    "Cliente: Franco Rinaldi, Via Pelosa 41, Selvazzano Dentro (PD)",
    "",
    "Sopralluogo del tetto e studio di fattibilità dell'impianto fotovoltaico: 350,00 €",
    "Contributo integrativo Inarcassa 4%: 14,00 €",
    "IVA 22%: 80,08 €",
    "TOTALE FATTURA: 444,08 €",
    "Pagamento con bonifico a 30 giorni.",
]

CONSUMI_HEADER = ["Mese", "Consumo (kWh)", "Spesa (€)", "Note"]
CONSUMI_2026: list[tuple[str, int, float, str]] = [
    ("gennaio", 412, 118.30, "stufetta in bagno per la nonna"),
    ("febbraio", 380, 109.40, ""),
    ("marzo", 355, 101.70, ""),
    ("aprile", 298, 86.20, ""),
    ("maggio", 276, 80.10, ""),
    ("giugno", 310, 89.50, ""),
    ("luglio", 365, 104.60, "condizionatore in camera della nonna"),
    ("agosto", 342, 98.20, ""),
    ("settembre", 290, 84.00, ""),
    ("ottobre", 318, 91.70, ""),
    ("novembre", 371, 106.90, "lettura stimata"),
]

NOTE_INCENTIVI = """# Fotovoltaico - cose da sapere

- detrazione del 50% sulla prima casa, in 10 rate annuali uguali
- il sopralluogo del tetto l'ha fatto l'ing. Furlan (c'è la sua fattura)
- da chiedere a tutti: accumulo compreso? garanzia dell'inverter? tempi di montaggio?
- con lo scambio sul posto non si vende più: conviene la batteria
"""

# ---------------------------------------------------------------------------------------
# Orto.
# ---------------------------------------------------------------------------------------

REGOLAMENTO_ORTI = [
    "COMUNE DI SELVAZZANO DENTRO - Orti sociali di via Montecchia",
    "Regolamento per gli assegnatari (estratto)",
    "",
    "Assegnatario: Franco Rinaldi - lotto n. 27 (50 mq)",
    "1. Il canone annuo è di 60,00 € e va versato entro il 31 gennaio.",
    "2. Irrigazione consentita solo dalle 7:00 alle 10:00 e dalle 18:00 alle 21:00.",
    "3. Vietati diserbanti chimici e fuochi; il compost va tenuto nella compostiera comune.",
    "4. Ogni lotto cura a turno i vialetti: il lotto 27 è di turno a marzo.",
    "5. Assemblea degli ortisti: sabato 16 gennaio 2027 alle 10:00 in sala civica.",
]

SPESE_ORTO_HEADER = ["Data", "Voce", "Dove", "Importo (€)"]
SPESE_ORTO_2026: list[tuple[str, str, str, float]] = [
    ("28/01/2026", "canone annuo lotto 27", "Comune", 60.00),
    ("08/03/2026", "semi di pomodoro, zucchina e lattuga", "Consorzio Agrario", 18.40),
    ("21/03/2026", "letame pellettato 25 kg", "Consorzio Agrario", 14.90),
    ("04/04/2026", "12 piantine di pomodoro cuore di bue", "Vivaio Zanin", 21.60),
    ("04/04/2026", "20 canne di bambù", "Vivaio Zanin", 9.00),
    ("16/05/2026", "tubo irrigazione 25 m", "Brico Io", 27.50),
    ("30/06/2026", "verderame contro la peronospora", "Consorzio Agrario", 12.80),
    ("14/09/2026", "bulbi di aglio e cipolla bianca", "Vivaio Zanin", 8.70),
]

RACCOLTO = """mese,ortaggio,kg
giugno,zucchine,8.2
giugno,lattuga,3.5
luglio,zucchine,11.3
luglio,pomodori,14.5
luglio,fagiolini,4.8
agosto,pomodori,22.0
agosto,zucchine,4.0
agosto,peperoni,6.2
settembre,pomodori,9.5
settembre,peperoni,3.1
ottobre,zucca,12.6
"""

CALENDARIO_SEMINE = """# Orto - cosa seminare e quando (lotto 27)

- gennaio-febbraio: fave e piselli sotto il tessuto non tessuto
- marzo: lattuga, ravanelli, bietole
- aprile: trapianto di pomodori e zucchine, dopo il 25 aprile
- maggio: fagiolini, peperoni, basilico
- settembre: cavoli, radicchio di Treviso
- novembre-dicembre: pacciamatura con le foglie secche
"""

# ---------------------------------------------------------------------------------------
# Matteo.
# ---------------------------------------------------------------------------------------

LIBRI_SCUOLA = """materia,titolo,editore,prezzo_eur,stato
italiano,Il nuovo Baldi vol. 2,Paravia,38.90,nuovo
matematica,Matematica.blu 2.0 vol. 3,Zanichelli,34.50,nuovo
inglese,Performer B2 Updated,Zanichelli,29.80,usato
storia,Storia e identità vol. 1,Einaudi Scuola,22.00,usato
fisica,L'Amaldi per i licei scientifici 1,Zanichelli,27.40,usato
informatica,Corso di informatica 2,Hoepli,18.60,nuovo
"""

CALENDARIO_PARTITE = """giornata,data,ora,avversario,campo,casa_trasferta,risultato
5,14/11/2026,17:30,Volley Abano Terme,Palestra Don Bosco,casa,3-1
6,21/11/2026,18:00,Pallavolo Cittadella,PalaCittadella,trasferta,1-3
7,28/11/2026,17:30,US Rubano Volley,Palestra Don Bosco,casa,3-0
8,05/12/2026,16:00,Team Volley Padova,Palestra Arcella,trasferta,
9,12/12/2026,17:30,Volley Piove di Sacco,Palestra Don Bosco,casa,
10,19/12/2026,18:30,ASD Montegrotto,PalaTermale,trasferta,
11,16/01/2027,17:30,Volley Abano Terme,Palestra Don Bosco,casa,
"""

QUOTA_2026 = [
    "ASD PALLAVOLO BRENTELLA - stagione sportiva 2026/2027",
    "",
    "Atleta: Matteo Rinaldi - categoria Under 17 maschile",
    "Quota associativa annuale: 420,00 €",
    "- 1ª rata: 220,00 € entro il 30/09/2026 (versata il 25/09/2026)",
    "- 2ª rata: 200,00 € entro il 31/01/2027",
    "Kit (divisa da gara e borsa): 35,00 € alla consegna",
    "Allenamenti: martedì e giovedì dalle 18:30 alle 20:30, palestra Don Bosco",
]

CERTIFICATO_SPORTIVO = [
    "CENTRO DI MEDICINA DELLO SPORT - PADOVA",
    "Certificato di idoneità all'attività sportiva agonistica (D.M. 18/02/1982)",
    "",
    "Atleta: Matteo Rinaldi, nato a Padova il 20/06/2010",
    "Sport: pallavolo - Società: ASD Pallavolo Brentella",
    "Data della visita: 15/09/2026",
    "Esito: IDONEO. Validità 12 mesi: il certificato scade il 15/09/2027.",
    "Il medico: dott. Enrico Baldan",
]

MAIL_TORNEO = """From: Marco Tonello <m.tonello@example.org>
To: genitori.u17@example.org
Subject: Torneo di Natale a Lugano (28-30 dicembre)
Date: Fri, 27 Nov 2026 21:14:55 +0100
Message-ID: <torneo-natale-u17@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Ciao a tutti,

la nostra Under 17 è iscritta alla Christmas Volley Cup di Lugano, dal 28 al 30 dicembre.
Costo per ragazzo: CHF 145.00 (due notti in ostello con pensione completa e iscrizione).
Il pullman lo paga la società. Serve la carta d'identità valida per l'espatrio.
Conferma e acconto di CHF 50.00 entro sabato 12 dicembre, direttamente a me in palestra.

Marco Tonello, allenatore
"""

# ---------------------------------------------------------------------------------------
# Casa, Documenti.
# ---------------------------------------------------------------------------------------

LISTA_SPESA = "latte senza lattosio\npane integrale\nyogurt bianco per la nonna\nbanane\ncaffè\nsale grosso\n"

BOLLETTA_GAS = [
    "GAS EUGANEO S.p.A. - Bolletta gas naturale",
    "Periodo: 01/10/2026 - 30/11/2026 (bimestrale)",
    "Intestatario: Franco Rinaldi - Codice cliente 5520913",
    "Consumo fatturato: 214 Smc",
    "Importo da pagare: 187,45 €",
    "Scadenza: 18/12/2026",
]

DATI_BANCARI = """Conto cointestato Franco Rinaldi - Luisa Pavan (Banca Patavina)
IBAN: IT60X0542811101000000123456
PIN bancomat Franco: 7314
PIN bancomat Luisa: 2968
Home banking: utente frinaldi58
"""

CODICI_CASA = """Allarme: 4417 poi #
Cancello pedonale: 8531
Wi-Fi: rete CasaRinaldi - password colli2026euganei
"""

RICETTA_BIGOLI = """# Bigoli in salsa (come li fa nonna Teresa)

- 400 g di bigoli
- 3 cipolle bianche affettate sottili
- 6 filetti di acciuga sotto sale, dissalati
- mezzo bicchiere d'olio, pepe

Stufare le cipolle a fuoco bassissimo con un goccio d'acqua, sciogliervi le acciughe,
condire i bigoli al dente. Niente formaggio!
"""

CODICI_FISCALI = """Codici fiscali (riservato)
Franco Rinaldi: RNLFNC68B12G224K
Luisa Pavan: PVNLSU71E52G224T
Matteo Rinaldi: RNLMTT10H20G224W
Teresa Zanon: ZNNTRS42C54G224P
"""

VERBALE_INVALIDITA = [
    "INPS - Verbale di accertamento dell'invalidità civile",
    "",
    "Cognome e nome: Zanon Teresa, nata a Padova il 14/03/1942",
    "Data della visita: 24/06/2025 - Commissione medica integrata di Padova",
    "Diagnosi: fibrillazione atriale permanente; decadimento cognitivo di grado moderato;",
    "esiti di frattura del femore destro (2024)",
    "Giudizio: invalida con totale e permanente inabilità (100%), con necessità di assistenza",
    "continua: riconosciuta l'indennità di accompagnamento.",
    "Revisione: non prevista.",
]

POLIZZA_CASA = [
    "MUTUA VENETA ASSICURAZIONI - Polizza Casa e Famiglia n. CF-2026-0098812",
    "",
    "Contraente: Franco Rinaldi",
    "Abitazione assicurata: Via Pelosa 41, Selvazzano Dentro (PD)",
    "Incendio del fabbricato: 250.000,00 €; responsabilità civile della famiglia: 500.000,00 €",
    "Assistenza 24 ore: idraulico, elettricista, fabbro",
    "Premio annuo: 312,00 €",
    "Scadenza: 31/03/2027",
]

# ---------------------------------------------------------------------------------------
# Archivio.
# ---------------------------------------------------------------------------------------

PREVENTIVO_SOLARVENETO_2025 = [
    "SOLARVENETO S.r.l. - impianti fotovoltaici chiavi in mano",
    "",
    "PREVENTIVO n. SV-2025/112 del 20/05/2025",
    "Cliente: Franco Rinaldi",
    "Impianto da 4,5 kWp senza batteria: 11 moduli da 410 W, inverter di stringa",
    "TOTALE: 10.900,00 € IVA 10% inclusa",
    "Offerta valida 30 giorni.",
]

SPESE_ORTO_2025: list[tuple[str, str, str, float]] = [
    ("30/01/2025", "canone annuo lotto 27", "Comune", 60.00),
    ("15/03/2025", "motozappa a noleggio (mezza giornata)", "Agrinoleggi Rubano", 45.00),
    ("22/03/2025", "semi e piantine di primavera", "Vivaio Zanin", 38.60),
    ("10/05/2025", "rete per i fagiolini e legacci", "Brico Io", 19.90),
    ("02/07/2025", "antilumache e verderame", "Consorzio Agrario", 22.80),
    ("20/09/2025", "compostiera da 300 litri", "Brico Io", 28.00),
]

QUOTA_2025 = [
    "ASD PALLAVOLO BRENTELLA - stagione sportiva 2025/2026",
    "",
    "Atleta: Matteo Rinaldi - categoria Under 16 maschile",
    "Quota associativa annuale: 390,00 €",
    "- 1ª rata: 200,00 € entro il 30/09/2025",
    "- 2ª rata: 190,00 € entro il 31/01/2026",
]

BOLLO_2026 = [
    "REGIONE DEL VENETO - Tassa automobilistica",
    "Avviso di scadenza",
    "",
    "Veicolo: FIAT PANDA 1.2 - targa GB418XT",
    "Intestataria: Luisa Pavan",
    "Periodo di validità: gennaio - dicembre 2026",
    "Importo: 166,12 €",
    "Da pagare entro il 31/01/2026",
]

BOLLETTA_GAS_2025 = [
    "GAS EUGANEO S.p.A. - Bolletta gas naturale",
    "Periodo: 01/10/2025 - 30/11/2025 (bimestrale)",
    "Intestatario: Franco Rinaldi",
    "Consumo fatturato: 188 Smc",
    "Importo da pagare: 162,10 €",
    "Scadenza: 18/12/2025",
]

# ---------------------------------------------------------------------------------------
# Scaricati, top level.
# ---------------------------------------------------------------------------------------

GUIDA_DETRAZIONI = [
    "AGENZIA DELLE ENTRATE - Guida alle detrazioni per impianti a energia solare",
    "Aggiornamento 2026",
    "Per l'abitazione principale la spesa si recupera in dieci quote annuali di pari importo.",
]

MANUALE_PANDA = [
    "FIAT PANDA - Libretto di uso e manutenzione",
    "Edizione 2019",
    "Capitolo 1: conoscenza della vettura. Capitolo 2: sicurezza. Capitolo 3: avviamento e guida.",
]

PROMEMORIA = (
    "- rinnovare la ricetta dell'Eliquis dal dott. Cappellato\n"
    "- pagare la seconda rata della pallavolo entro gennaio\n"
    "- chiedere all'ing. Furlan quale dei tre preventivi conviene\n"
    "- portare le calze della nonna a far sostituire in farmacia\n"
)

NUMERI_UTILI = (
    "Medico di base dott. Cappellato: 049 871 2244\n"
    "Ioana (badante): 351 662 0193\n"
    "Autofficina Bressan: 049 602 1187\n"
    "Allenatore Marco Tonello: 347 551 8820\n"
)

# ---------------------------------------------------------------------------------------
# Fingerprints: strings found in one file only, and in no file name (see `_check`).
# ---------------------------------------------------------------------------------------

FINGERPRINTS: dict[str, tuple[str, ...]] = {
    f"{NT}/terapia_nonna.md": ("portapillole rosso", "ambulatorio 4"),
    f"{NT}/note_salute_riservate.txt": ("luce del corridoio", "traverse"),
    f"{NT}/conferma_visita_geriatrica.eml": ("26PD0481173", "Invecchiamento Cerebrale"),
    f"{NT}/fattura_noleggio_carrozzina.pdf": ("autospinta", "FATTURA n. 2026/1187"),
    f"{BAD}/contratto_badante_ioana.pdf": ("Iasi", "adeguamento dei minimi"),
    f"{BAD}/ore_ioana_ottobre_2026.csv": ("spesa grossa al mercato", "prelievo del sangue"),
    f"{BAD}/ore_ioana_novembre_2026.csv": ("rinnovo passaporto", "Franco in trasferta"),
    f"{BAD}/contributi_inps_iv_trimestre.pdf": ("0027719354", "Cassa Colf"),
    f"{FARM}/scontrino_farmacia_al_santo_04-11.pdf": ("Cavilon", "ore 10:12"),
    f"{FARM}/scontrino_farmacia_al_santo_19-11.pdf": ("70 den", "ore 17:46"),
    f"{FARM}/ricevuta farmacia comunale 27-11.txt": ("Enterolactis", "Chiesanuova"),
    f"{FARM}/farmacia_lugano_ottobre.pdf": ("Via Nassa", "Compeed"),
    "Auto/libretto_manutenzione.csv": ("Michelin Alpin", "paraurti posteriore"),
    "Auto/bollo_auto_2027.pdf": ("gennaio - dicembre 2027", "168,34"),
    "Auto/polizza_rca_panda.pdf": ("771043562", "guida esperta"),
    "Fotovoltaico/preventivo_solarveneto.pdf": ("SV-2026/377", "sud-est"),
    "Fotovoltaico/offerta_energia_brenta.docx": ("Toffanin", "Vigonza"),
    "Fotovoltaico/domande_tecniche_sole_euganeo.eml": ("Giulia Schiavon", "i coppi sono in buono stato"),
    "Fotovoltaico/fattura_ing_furlan.pdf": ("Inarcassa", "FATTURA n. 58/2026"),
    "Fotovoltaico/consumi_luce_2026.xlsx": ("stufetta in bagno", "lettura stimata"),
    "Fotovoltaico/note_incentivi.md": ("scambio sul posto", "da chiedere a tutti"),
    "Orto/regolamento_orti.pdf": ("via Montecchia", "compostiera comune"),
    "Orto/spese_orto_2026.xlsx": ("cuore di bue", "peronospora"),
    "Orto/raccolto_2026.csv": ("fagiolini,4.8", "zucca,12.6"),
    "Orto/calendario_semine.md": ("radicchio di Treviso", "tessuto non tessuto"),
    "Matteo/libri_scuola_2026.csv": ("Performer B2", "Matematica.blu"),
    f"{PAL}/calendario_partite.csv": ("Piove di Sacco", "PalaTermale"),
    f"{PAL}/quota_iscrizione_2026_2027.pdf": ("Under 17 maschile", "divisa da gara"),
    f"{PAL}/certificato_medico_sportivo.pdf": ("D.M. 18/02/1982", "Enrico Baldan"),
    f"{PAL}/torneo_lugano.eml": ("Christmas Volley Cup", "pensione completa"),
    "Casa/lista_spesa.txt": ("latte senza lattosio", "sale grosso"),
    "Casa/bolletta_gas_novembre.pdf": ("214 Smc", "5520913"),
    "Casa/dati_bancari.txt": ("Banca Patavina", "IT60X0542811101000000123456"),
    "Casa/codici_casa.txt": ("colli2026euganei", "Cancello pedonale"),
    "Casa/ricetta_bigoli.md": ("Niente formaggio", "acciuga sotto sale"),
    "Documenti/codici_fiscali.txt": ("RNLFNC68B12G224K", "ZNNTRS42C54G224P"),
    "Documenti/verbale_invalidita_teresa.pdf": ("Commissione medica integrata", "frattura del femore"),
    "Documenti/polizza_casa_2026.pdf": ("CF-2026-0098812", "Mutua Veneta"),
    "Archivio/preventivo_solarveneto_2025.pdf": ("SV-2025/112", "inverter di stringa"),
    "Archivio/ore_ioana_novembre_2025.csv": ("malattia",),
    "Archivio/spese_orto_2025.xlsx": ("motozappa", "Agrinoleggi"),
    "Archivio/quota_iscrizione_2025_2026.pdf": ("Under 16 maschile",),
    "Archivio/bollo_auto_2026.pdf": ("166,12", "gennaio - dicembre 2026"),
    "Archivio/bolletta_gas_novembre_2025.pdf": ("188 Smc", "01/10/2025"),
    "promemoria.txt": ("ricetta dell'Eliquis", "far sostituire"),
    "numeri_utili.txt": ("049 871 2244", "351 662 0193"),
}

FOLDERS = (
    NT,
    BAD,
    FARM,
    "Auto",
    MULTE,
    "Fotovoltaico",
    "Orto",
    "Matteo",
    PAL,
    "Casa",
    "Documenti",
    "Foto",
    "Archivio",
    "Scaricati",
)

TMP_FILES = ("~lock.ore_ioana.tmp", "download_5521.tmp", "stampa_1130.tmp")
DOWNLOADS = (
    ("Guida detrazioni fotovoltaico 2026.pdf", "Guida detrazioni fotovoltaico 2026 (1).pdf"),
    ("manuale_panda_2019.pdf", "manuale_panda_2019 (1).pdf"),
)

# Every file's mtime, at 10:00 UTC of this day: the documents' own dates where they have one.
MTIMES: dict[str, str] = {
    f"{NT}/terapia_nonna.md": "2026-11-18",
    f"{NT}/note_salute_riservate.txt": "2026-10-30",
    f"{NT}/conferma_visita_geriatrica.eml": "2026-11-25",
    f"{NT}/fattura_noleggio_carrozzina.pdf": "2026-12-01",
    f"{BAD}/contratto_badante_ioana.pdf": "2025-01-28",
    f"{BAD}/ore_ioana_ottobre_2026.csv": "2026-10-31",
    f"{BAD}/ore_ioana_novembre_2026.csv": "2026-11-30",
    f"{BAD}/contributi_inps_iv_trimestre.pdf": "2026-11-20",
    f"{FARM}/scontrino_farmacia_al_santo_04-11.pdf": "2026-11-04",
    f"{FARM}/scontrino_farmacia_al_santo_19-11.pdf": "2026-11-19",
    f"{FARM}/ricevuta farmacia comunale 27-11.txt": "2026-11-27",
    f"{FARM}/farmacia_lugano_ottobre.pdf": "2026-10-17",
    "Auto/libretto_manutenzione.csv": "2026-11-05",
    "Auto/bollo_auto_2027.pdf": "2026-11-26",
    "Auto/polizza_rca_panda.pdf": "2026-02-20",
    "Fotovoltaico/preventivo_solarveneto.pdf": "2026-10-06",
    "Fotovoltaico/offerta_energia_brenta.docx": "2026-10-23",
    "Fotovoltaico/domande_tecniche_sole_euganeo.eml": "2026-11-16",
    "Fotovoltaico/fattura_ing_furlan.pdf": "2026-10-02",
    "Fotovoltaico/consumi_luce_2026.xlsx": "2026-12-01",
    "Fotovoltaico/note_incentivi.md": "2026-11-10",
    "Orto/regolamento_orti.pdf": "2026-01-10",
    "Orto/spese_orto_2026.xlsx": "2026-09-14",
    "Orto/raccolto_2026.csv": "2026-10-20",
    "Orto/calendario_semine.md": "2026-11-08",
    "Matteo/libri_scuola_2026.csv": "2026-09-05",
    f"{PAL}/calendario_partite.csv": "2026-11-29",
    f"{PAL}/quota_iscrizione_2026_2027.pdf": "2026-09-02",
    f"{PAL}/certificato_medico_sportivo.pdf": "2026-09-15",
    f"{PAL}/torneo_lugano.eml": "2026-11-27",
    "Casa/lista_spesa.txt": "2026-12-02",
    "Casa/bolletta_gas_novembre.pdf": "2026-11-30",
    "Casa/dati_bancari.txt": "2024-05-10",
    "Casa/codici_casa.txt": "2025-03-02",
    "Casa/ricetta_bigoli.md": "2025-12-20",
    "Documenti/codici_fiscali.txt": "2024-01-15",
    "Documenti/verbale_invalidita_teresa.pdf": "2025-07-08",
    "Documenti/polizza_casa_2026.pdf": "2026-03-28",
    "Documenti/carta_identita_teresa.jpg": "2023-06-12",
    "Foto/orto_pomodori_agosto.jpg": "2026-08-16",
    "Foto/matteo_finale_regionale.jpg": "2026-05-24",
    "Foto/compleanno_nonna_84.jpg": "2026-03-14",
    "Foto/tetto_per_pannelli.png": "2026-10-02",
    "Archivio/preventivo_solarveneto_2025.pdf": "2025-05-20",
    "Archivio/ore_ioana_novembre_2025.csv": "2025-11-29",
    "Archivio/spese_orto_2025.xlsx": "2025-11-15",
    "Archivio/quota_iscrizione_2025_2026.pdf": "2025-09-03",
    "Archivio/bollo_auto_2026.pdf": "2025-12-10",
    "Archivio/bolletta_gas_novembre_2025.pdf": "2025-11-28",
    "Scaricati/Guida detrazioni fotovoltaico 2026.pdf": "2026-11-11",
    "Scaricati/Guida detrazioni fotovoltaico 2026 (1).pdf": "2026-11-12",
    "Scaricati/manuale_panda_2019.pdf": "2026-06-02",
    "Scaricati/manuale_panda_2019 (1).pdf": "2026-06-03",
    "Scaricati/~lock.ore_ioana.tmp": "2026-12-01",
    "Scaricati/download_5521.tmp": "2026-11-20",
    "Scaricati/stampa_1130.tmp": "2026-11-30",
    "promemoria.txt": "2026-12-02",
    "numeri_utili.txt": "2026-04-10",
}

# ---------------------------------------------------------------------------------------
# Writers (PDF and DOCX from family_workspace; sheets normalised the same way).
# ---------------------------------------------------------------------------------------

_sheet = partial(write_sheet, creator="Franco Rinaldi")


def _tmp(seed: int) -> bytes:
    """Opaque bytes for a program's leftover."""
    return bytes((seed * 41 + i * 11) % 256 for i in range(230 + seed * 53))


# ---------------------------------------------------------------------------------------
# The workspace.
# ---------------------------------------------------------------------------------------


def make_generations_workspace(root: Path) -> None:
    """Write the Rinaldi-Pavan files under `root` (created if missing; files overwritten)."""
    root = Path(root)
    for name in FOLDERS:
        (root / name).mkdir(parents=True, exist_ok=True)

    nonna = root / NT
    _text(nonna / "terapia_nonna.md", TERAPIA)
    _text(nonna / "note_salute_riservate.txt", NOTE_SALUTE)
    _text(nonna / "conferma_visita_geriatrica.eml", MAIL_CUP)
    _pdf(nonna / "fattura_noleggio_carrozzina.pdf", FATTURA_CARROZZINA, "Fattura 2026/1187")
    badante = root / BAD
    _pdf(badante / "contratto_badante_ioana.pdf", CONTRATTO_BADANTE, "Contratto di lavoro domestico")
    _text(badante / "ore_ioana_ottobre_2026.csv", ORE_OTTOBRE)
    _text(badante / "ore_ioana_novembre_2026.csv", ORE_NOVEMBRE)
    _pdf(badante / "contributi_inps_iv_trimestre.pdf", CONTRIBUTI_INPS, "Avviso pagoPA INPS")
    farmacia = root / FARM
    _pdf(farmacia / "scontrino_farmacia_al_santo_04-11.pdf", SCONTRINO_0411, "Scontrino 04/11/2026")
    _pdf(farmacia / "scontrino_farmacia_al_santo_19-11.pdf", SCONTRINO_1911, "Scontrino 19/11/2026")
    _text(farmacia / "ricevuta farmacia comunale 27-11.txt", RICEVUTA_COMUNALE)
    _pdf(farmacia / "farmacia_lugano_ottobre.pdf", SCONTRINO_LUGANO, "Quittung Lugano")

    auto = root / "Auto"
    _text(auto / "libretto_manutenzione.csv", LIBRETTO)
    _pdf(auto / "bollo_auto_2027.pdf", BOLLO_2027, "Bollo auto 2027")
    _pdf(auto / "polizza_rca_panda.pdf", POLIZZA_RCA, "Polizza RC Auto")

    fv = root / "Fotovoltaico"
    _pdf(fv / "preventivo_solarveneto.pdf", PREVENTIVO_SOLARVENETO, "Preventivo SolarVeneto")
    _docx(fv / "offerta_energia_brenta.docx", OFFERTA_BRENTA, "Offerta Energia Brenta")
    _text(fv / "domande_tecniche_sole_euganeo.eml", MAIL_SOLE_EUGANEO)
    _pdf(fv / "fattura_ing_furlan.pdf", FATTURA_FURLAN, "Fattura 58/2026")
    _sheet(fv / "consumi_luce_2026.xlsx", "Consumi 2026", CONSUMI_HEADER, CONSUMI_2026)
    _text(fv / "note_incentivi.md", NOTE_INCENTIVI)

    orto = root / "Orto"
    _pdf(orto / "regolamento_orti.pdf", REGOLAMENTO_ORTI, "Regolamento orti sociali")
    _sheet(orto / "spese_orto_2026.xlsx", "Spese 2026", SPESE_ORTO_HEADER, SPESE_ORTO_2026)
    _text(orto / "raccolto_2026.csv", RACCOLTO)
    _text(orto / "calendario_semine.md", CALENDARIO_SEMINE)

    _text(root / "Matteo" / "libri_scuola_2026.csv", LIBRI_SCUOLA)
    pal = root / PAL
    _text(pal / "calendario_partite.csv", CALENDARIO_PARTITE)
    _pdf(pal / "quota_iscrizione_2026_2027.pdf", QUOTA_2026, "Quota 2026/2027")
    _pdf(pal / "certificato_medico_sportivo.pdf", CERTIFICATO_SPORTIVO, "Certificato agonistico")
    _text(pal / "torneo_lugano.eml", MAIL_TORNEO)

    casa = root / "Casa"
    _text(casa / "lista_spesa.txt", LISTA_SPESA)
    _pdf(casa / "bolletta_gas_novembre.pdf", BOLLETTA_GAS, "Bolletta gas")
    _text(casa / "dati_bancari.txt", DATI_BANCARI)
    _text(casa / "codici_casa.txt", CODICI_CASA)
    _text(casa / "ricetta_bigoli.md", RICETTA_BIGOLI)

    documenti = root / "Documenti"
    _text(documenti / "codici_fiscali.txt", CODICI_FISCALI)
    _pdf(documenti / "verbale_invalidita_teresa.pdf", VERBALE_INVALIDITA, "Verbale invalidità")
    _pdf(documenti / "polizza_casa_2026.pdf", POLIZZA_CASA, "Polizza casa")
    (documenti / "carta_identita_teresa.jpg").write_bytes(_jpeg(91, 2200))

    foto = root / "Foto"
    (foto / "orto_pomodori_agosto.jpg").write_bytes(_jpeg(92, 2400))
    (foto / "matteo_finale_regionale.jpg").write_bytes(_jpeg(93, 5200))
    (foto / "compleanno_nonna_84.jpg").write_bytes(_jpeg(94, 3100))
    (foto / "tetto_per_pannelli.png").write_bytes(_png(10, 7, (150, 60, 40)))

    archivio = root / "Archivio"
    _pdf(archivio / "preventivo_solarveneto_2025.pdf", PREVENTIVO_SOLARVENETO_2025, "Preventivo 2025")
    _text(archivio / "ore_ioana_novembre_2025.csv", ORE_NOVEMBRE_2025)
    _sheet(archivio / "spese_orto_2025.xlsx", "Spese 2025", SPESE_ORTO_HEADER, SPESE_ORTO_2025)
    _pdf(archivio / "quota_iscrizione_2025_2026.pdf", QUOTA_2025, "Quota 2025/2026")
    _pdf(archivio / "bollo_auto_2026.pdf", BOLLO_2026, "Bollo auto 2026")
    _pdf(archivio / "bolletta_gas_novembre_2025.pdf", BOLLETTA_GAS_2025, "Bolletta gas 2025")

    scaricati = root / "Scaricati"
    for (original, twin), (lines, title) in zip(
        DOWNLOADS,
        ((GUIDA_DETRAZIONI, "Guida detrazioni solare"), (MANUALE_PANDA, "Libretto uso Panda")),
        strict=True,
    ):
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
        f"{NT}/terapia_nonna.md": TERAPIA,
        f"{NT}/note_salute_riservate.txt": NOTE_SALUTE,
        f"{NT}/conferma_visita_geriatrica.eml": MAIL_CUP,
        f"{NT}/fattura_noleggio_carrozzina.pdf": lines(FATTURA_CARROZZINA),
        f"{BAD}/contratto_badante_ioana.pdf": lines(CONTRATTO_BADANTE),
        f"{BAD}/ore_ioana_ottobre_2026.csv": ORE_OTTOBRE,
        f"{BAD}/ore_ioana_novembre_2026.csv": ORE_NOVEMBRE,
        f"{BAD}/contributi_inps_iv_trimestre.pdf": lines(CONTRIBUTI_INPS),
        f"{FARM}/scontrino_farmacia_al_santo_04-11.pdf": lines(SCONTRINO_0411),
        f"{FARM}/scontrino_farmacia_al_santo_19-11.pdf": lines(SCONTRINO_1911),
        f"{FARM}/ricevuta farmacia comunale 27-11.txt": RICEVUTA_COMUNALE,
        f"{FARM}/farmacia_lugano_ottobre.pdf": lines(SCONTRINO_LUGANO),
        "Auto/libretto_manutenzione.csv": LIBRETTO,
        "Auto/bollo_auto_2027.pdf": lines(BOLLO_2027),
        "Auto/polizza_rca_panda.pdf": lines(POLIZZA_RCA),
        "Fotovoltaico/preventivo_solarveneto.pdf": lines(PREVENTIVO_SOLARVENETO),
        "Fotovoltaico/offerta_energia_brenta.docx": lines(OFFERTA_BRENTA),
        "Fotovoltaico/domande_tecniche_sole_euganeo.eml": MAIL_SOLE_EUGANEO,
        "Fotovoltaico/fattura_ing_furlan.pdf": lines(FATTURA_FURLAN),
        "Fotovoltaico/consumi_luce_2026.xlsx": cells("Consumi 2026", CONSUMI_HEADER, CONSUMI_2026),
        "Fotovoltaico/note_incentivi.md": NOTE_INCENTIVI,
        "Orto/regolamento_orti.pdf": lines(REGOLAMENTO_ORTI),
        "Orto/spese_orto_2026.xlsx": cells("Spese 2026", SPESE_ORTO_HEADER, SPESE_ORTO_2026),
        "Orto/raccolto_2026.csv": RACCOLTO,
        "Orto/calendario_semine.md": CALENDARIO_SEMINE,
        "Matteo/libri_scuola_2026.csv": LIBRI_SCUOLA,
        f"{PAL}/calendario_partite.csv": CALENDARIO_PARTITE,
        f"{PAL}/quota_iscrizione_2026_2027.pdf": lines(QUOTA_2026),
        f"{PAL}/certificato_medico_sportivo.pdf": lines(CERTIFICATO_SPORTIVO),
        f"{PAL}/torneo_lugano.eml": MAIL_TORNEO,
        "Casa/lista_spesa.txt": LISTA_SPESA,
        "Casa/bolletta_gas_novembre.pdf": lines(BOLLETTA_GAS),
        "Casa/dati_bancari.txt": DATI_BANCARI,
        "Casa/codici_casa.txt": CODICI_CASA,
        "Casa/ricetta_bigoli.md": RICETTA_BIGOLI,
        "Documenti/codici_fiscali.txt": CODICI_FISCALI,
        "Documenti/verbale_invalidita_teresa.pdf": lines(VERBALE_INVALIDITA),
        "Documenti/polizza_casa_2026.pdf": lines(POLIZZA_CASA),
        "Archivio/preventivo_solarveneto_2025.pdf": lines(PREVENTIVO_SOLARVENETO_2025),
        "Archivio/ore_ioana_novembre_2025.csv": ORE_NOVEMBRE_2025,
        "Archivio/spese_orto_2025.xlsx": cells("Spese 2025", SPESE_ORTO_HEADER, SPESE_ORTO_2025),
        "Archivio/quota_iscrizione_2025_2026.pdf": lines(QUOTA_2025),
        "Archivio/bollo_auto_2026.pdf": lines(BOLLO_2026),
        "Archivio/bolletta_gas_novembre_2025.pdf": lines(BOLLETTA_GAS_2025),
        "promemoria.txt": PROMEMORIA,
        "numeri_utili.txt": NUMERI_UTILI,
    }


# The texts without fingerprints: they still must not hold anyone else's fingerprint.
_UNPRINTED = "\n".join([*GUIDA_DETRAZIONI, *MANUALE_PANDA])


def _check_fingerprints() -> None:
    assert set(FINGERPRINTS) <= set(MTIMES), set(FINGERPRINTS) - set(MTIMES)
    check_fingerprints(_sources(), FINGERPRINTS, names=MTIMES)
    check_unprinted(FINGERPRINTS, _UNPRINTED)


_check_fingerprints()


def _check_tree(root: Path) -> None:
    """The generated tree is exactly the one described by MTIMES and FOLDERS."""
    check_tree(root, MTIMES, empty=MULTE, twins=DOWNLOADS)


def main(argv: Sequence[str]) -> int:
    """Generate the workspace into the directory given on the command line, and check it."""
    return workspace_main(
        argv, "generations_workspace.py", make_generations_workspace, check=_check_tree, count=len(MTIMES)
    )


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
