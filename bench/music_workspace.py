"""The files of a piano teacher's household in Padova, for the understanding benchmark.

Giulia Zanon teaches piano from home (private lessons, a Christmas concert of her pupils); her
husband Davide Furlan is a hospital nurse on rotating shifts; their son Pietro (15) goes to the
liceo and plays football in the "Allievi" category; the dog is Brio. ``make_music_workspace(root)``
writes their workspace:

- ``Lezioni``: the October and November lesson registers (XLSX, one row per lesson given: 34
  and 31 rows, 841,00 € and 749,00 €), the weekly timetable, the fees; ``Allievi`` (the list of
  the 8 pupils with their fee per lesson, CSV; a pupil's health note - private; a pupil's
  exam programme); ``Fatture emesse`` (three invoices Giulia issued for November: 105,00 €,
  172,00 €, 128,00 €);
- ``Concerto di Natale``: the programme (Sunday 20 December 2026, 16:00), the running order,
  the poster, the expenses CSV (339,50 €) and an empty ``Registrazioni``;
- ``Pianoforte``: three restoration quotes for the upright piano (Bortolami Pianoforti
  2.350,00 €, Armonia Pianoforti 2.780,00 €, Laboratorio Zordan 1.960,00 € in a file
  misleadingly called ``nota_tecnico_zordan.txt``), a Bortolami invoice for a tuning
  (130,00 €, cheaper than every quote) and a photo of the hammers;
- ``Casa``: shopping list, electricity and gas bills, the monthly expenses XLSX, a recipe, and
  the bank details and PINs, the alarm code and the family's tax codes (private);
- ``Cane``: Brio's vaccination booklet, the vet's invoice, the flea-treatment reminder;
- ``Turni``: Davide's December shifts (XLSX) and November shifts (CSV), a leave request;
- ``Pietro``: ``Scuola`` (timetable, teachers' meetings, the Venice trip circular) and
  ``Calcio`` (fixtures, the registration instalment, the sports medical certificate);
- ``Posta``: four saved e-mails (.eml): a London masterclass in pounds, a Vienna concert trip
  in euro, a parent moving a lesson, the parish confirming the concert hall;
- ``Foto``: four pictures; ``Vecchi``: last year's namesakes (Bortolami quote 1.990,00 €,
  the 2025 pupils' list, the 2025 concert programme, December 2025 shifts, the 2025 gas bill);
- ``Scaricati``: two downloads with byte-identical "(1)" duplicates and three ``.tmp`` files;
- at the top, ``promemoria.txt``, ``numeri_utili.txt`` and ``scadenze_dicembre.md``.

Documents are dated up to the end of November 2026 (today is 2026-12-01) and file mtimes follow
them. Generation is deterministic. ``FINGERPRINTS`` holds, per file, strings found only in that
file (and in no file name); photos, ``.tmp`` files and the downloads have none.

Run by hand to look at it: ``python3 bench/music_workspace.py DIR``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from datetime import date, timedelta
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
# Lezioni. Italian documents write amounts the Italian way (1.960,00 €); CSV files use a dot.
# ---------------------------------------------------------------------------------------

ALL = "Lezioni/Allievi"
FE = "Lezioni/Fatture emesse"
CONCERTO = "Concerto di Natale"

# (pupil, age, weekday, minutes, fee per lesson)
ALLIEVI: list[tuple[str, int, str, int, float]] = [
    ("Matilde Rinaldi", 11, "lunedì", 45, 25.0),
    ("Tommaso Ceccato", 9, "martedì", 30, 18.0),
    ("Anna Ceccato", 13, "martedì", 45, 25.0),
    ("Marco Gallo", 52, "mercoledì", 60, 35.0),
    ("Elisa Bortot", 16, "giovedì", 60, 32.0),
    ("Luca Pavan", 10, "giovedì", 30, 18.0),
    ("Chiara Menegazzo", 14, "venerdì", 45, 25.0),
    ("Sofia De Marchi", 8, "sabato", 30, 18.0),
]

ELENCO_ALLIEVI = "allievo,eta,giorno,durata_min,tariffa_eur\n" + "".join(
    f"{name},{age},{day},{minutes},{fee:.2f}\n" for name, age, day, minutes, fee in ALLIEVI)

_WEEKDAYS = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]


def register(year: int, month: int, absent: Sequence[tuple[str, int]]) -> list[tuple[str, str, int, float]]:
    """The lessons given in a month: each pupil on their weekday, minus the absences."""
    rows: list[tuple[str, str, int, float]] = []
    day = date(year, month, 1)
    while day.month == month:
        weekday = _WEEKDAYS[day.weekday()]
        for name, _, lesson_day, minutes, fee in ALLIEVI:
            if lesson_day == weekday and (name, day.day) not in absent:
                rows.append((day.strftime("%d/%m/%Y"), name, minutes, fee))
        day += timedelta(days=1)
    return rows


REGISTRO_HEADER = ["Data", "Allievo", "Durata (min)", "Importo (€)"]
REGISTRO_OTTOBRE = register(2026, 10, [("Luca Pavan", 15), ("Sofia De Marchi", 31)])
REGISTRO_NOVEMBRE = register(2026, 11, [("Matilde Rinaldi", 16), ("Marco Gallo", 25)])

ORARIO_SETTIMANALE = """# Orario delle lezioni (da settembre 2026)

| giorno | ora | allievo |
|---|---|---|
| lunedì | 17:00 | Matilde |
| martedì | 16:30 | Tommaso |
| martedì | 17:00 | Anna |
| mercoledì | 19:00 | Marco (adulto) |
| giovedì | 15:00 | Elisa |
| giovedì | 16:00 | Luca |
| venerdì | 17:30 | Chiara |
| sabato | 10:00 | Sofia |
"""

TARIFFE = """Tariffe lezioni di pianoforte - anno 2026/2027

Lezione da 30 minuti: 18,00 €
Lezione da 45 minuti: 25,00 €
Lezione da 60 minuti: 32,00 €
Adulti (60 minuti): 35,00 €

Le lezioni disdette con meno di 24 ore di preavviso si pagano comunque.
Pacchetto da 10 lezioni pagato in anticipo: sconto del 5%.
"""

NOTA_SALUTE_MATILDE = """Matilde Rinaldi - nota della mamma (riservata)
Matilde ha il diabete di tipo 1 e porta il microinfusore.
Se durante la lezione si sente debole: misurare la glicemia e darle il succo che tiene nello zaino.
In caso di ipoglicemia chiamare subito la mamma.
"""

PROGRAMMA_ESAME_ELISA = """# Elisa Bortot - ammissione al Conservatorio

Prova di ammissione: venerdì 12 febbraio 2027, ore 9:00.

Programma:
1. J. S. Bach - Preludio e fuga in do minore BWV 847
2. L. van Beethoven - Sonata op. 49 n. 1, primo movimento
3. F. Chopin - Notturno op. 9 n. 2
4. Scale e arpeggi in tutte le tonalità

Da sistemare: diteggiatura della fuga, battute 14-18.
"""

FATTURA_041 = [
    "Giulia Zanon - insegnante di pianoforte",
    "Via Belzoni 41, 35121 Padova - P.IVA 05123450287",
    "",
    "FATTURA n. 41/2026 del 30/11/2026",
    "Cliente: Marco Gallo, via Tiziano Aspetti 12, Padova",
    "",
    "Lezioni individuali di pianoforte (60 minuti) - novembre 2026",
    "3 lezioni x 35,00 € = 105,00 €",
    "TOTALE: 105,00 €",
    "Operazione in regime forfettario, senza IVA.",
    "Pagamento entro il 15/12/2026.",
]

FATTURA_042 = [
    "Giulia Zanon - insegnante di pianoforte",
    "Via Belzoni 41, 35121 Padova - P.IVA 05123450287",
    "",
    "FATTURA n. 42/2026 del 30/11/2026",
    "Cliente: Francesca Ceccato, per i figli Tommaso e Anna",
    "",
    "Lezioni di pianoforte - novembre 2026",
    "Tommaso: 4 lezioni da 30 minuti x 18,00 € = 72,00 €",
    "Anna: 4 lezioni da 45 minuti x 25,00 € = 100,00 €",
    "TOTALE: 172,00 €",
    "Operazione in regime forfettario, senza IVA.",
    "Pagamento entro il 15/12/2026.",
]

FATTURA_043 = [
    "Giulia Zanon - insegnante di pianoforte",
    "Via Belzoni 41, 35121 Padova - P.IVA 05123450287",
    "",
    "FATTURA n. 43/2026 del 30/11/2026",
    "Cliente: Paolo Bortot, per la figlia Elisa",
    "",
    "Lezioni di pianoforte (60 minuti) e preparazione all'ammissione - novembre 2026",
    "4 lezioni x 32,00 € = 128,00 €",
    "TOTALE: 128,00 €",
    "Operazione in regime forfettario, senza IVA.",
    "Pagamento entro il 15/12/2026.",
]

# Concerto di Natale ---------------------------------------------------------------------

PROGRAMMA_CONCERTO = [
    "CONCERTO DI NATALE DEGLI ALLIEVI DI GIULIA ZANON",
    "Domenica 20 dicembre 2026, ore 16:00",
    "Sala parrocchiale San Giuseppe, via Vicenza 7, Padova - ingresso libero",
    "",
    "Programma:",
    "Sofia De Marchi - Jingle Bells (a quattro mani con la maestra)",
    "Tommaso Ceccato e Luca Pavan - Tu scendi dalle stelle",
    "Matilde Rinaldi - Clementi, Sonatina op. 36 n. 1",
    "Anna Ceccato - Tchaikovsky, dallo Schiaccianoci: Danza della fata confetto",
    "Chiara Menegazzo - Einaudi, Nuvole bianche",
    "Marco Gallo - Bach, Aria sulla quarta corda (trascrizione)",
    "Elisa Bortot - Chopin, Notturno op. 9 n. 2",
    "Finale, tutti insieme: Astro del ciel",
    "",
    "Al termine, panettone e cioccolata calda per tutti.",
]

SCALETTA = """# Scaletta e compiti

1. Sofia - arriva alle 15:30 con la nonna
2. Tommaso e Luca - provare il passaggio a quattro mani alle 15:15
3. Matilde - porta il leggio suo
4. Anna
5. Chiara - chiede di suonare prima di Marco
6. Marco
7. Elisa - chiude il concerto, poi il finale

Davide: sedie e microfono. Pietro: foto e video col cavalletto.
"""

SPESE_CONCERTO = """voce,importo
stampa locandine Copisteria Portello,45.00
fiori per il palco,60.00
rinfresco panettoni e cioccolata,120.50
offerta alla parrocchia per la sala,50.00
regalini per gli allievi,64.00
"""

# Pianoforte -----------------------------------------------------------------------------

PREVENTIVO_BORTOLAMI = [
    "BORTOLAMI PIANOFORTI - vendita, noleggio e restauro dal 1962",
    "Via Altinate 88, 35121 Padova - P.IVA 01987650289",
    "",
    "PREVENTIVO n. 2026/88 del 05/11/2026",
    "Gentile sig.ra Giulia Zanon",
    "",
    "Oggetto: restauro del pianoforte verticale Schimmel (1978)",
    "- Sostituzione dei feltri dei martelletti: 980,00 €",
    "- Revisione completa della meccanica e delle molle: 870,00 €",
    "- Accordatura e intonazione finale (due interventi): 500,00 €",
    "",
    "TOTALE PREVENTIVO: 2.350,00 € IVA inclusa",
    "Tempi: 3 settimane in laboratorio, trasporto incluso. Validità dell'offerta: 60 giorni.",
]

PREVENTIVO_ARMONIA = [
    "ARMONIA PIANOFORTI s.n.c. - Vicenza",
    "Viale Milano 23, 36100 Vicenza",
    "",
    "Preventivo del 12 novembre 2026",
    "Cliente: Giulia Zanon, Padova",
    "",
    "Restauro pianoforte verticale Schimmel:",
    "Martelletti nuovi Renner con feltri originali: 1.150,00 €",
    "Regolazione della meccanica e sostituzione delle cordiere gravi: 1.030,00 €",
    "Trasporto andata e ritorno, accordatura e intonazione: 600,00 €",
    "",
    "Totale: 2.780,00 € IVA compresa",
    "Garanzia 2 anni. Pagamento: 40% all'ordine, saldo alla riconsegna.",
]

NOTA_ZORDAN = """Laboratorio Zordan - restauro pianoforti - Piove di Sacco

Gentile signora Zanon,
come d'accordo al telefono le mando per iscritto il nostro PREVENTIVO per il suo Schimmel.

  rifacimento dei martelletti e dei feltri .................. 900,00 euro
  revisione della meccanica, tasti e smorzatori ............. 760,00 euro
  accordatura a 440 Hz e intonazione ........................ 300,00 euro

TOTALE: 1.960,00 € IVA inclusa, ritiro e riconsegna compresi.
Il lavoro richiede circa un mese. Offerta valida fino al 31/01/2027.

Cordialmente, Renzo Zordan
"""

FATTURA_BORTOLAMI = [
    "BORTOLAMI PIANOFORTI - P.IVA 01987650289",
    "",
    "FATTURA n. 311 del 16/11/2026",
    "Intestata a: Giulia Zanon, via Belzoni 41, Padova - C.F. ZNNGLI81D52G224K",
    "",
    "Accordatura pianoforte verticale a domicilio: 106,56 €",
    "IVA 22%: 23,44 €",
    "TOTALE FATTURA: 130,00 €",
    "Pagamento: bonifico entro il 16/12/2026.",
]

# Casa -----------------------------------------------------------------------------------

LISTA_SPESA = "latte\nuova\nbigoli\nradicchio di Treviso\ncrocchette per Brio\n"

BOLLETTA_LUCE = [
    "ENERGIA EUGANEA - Bolletta energia elettrica",
    "Periodo: 01/10/2026 - 31/10/2026",
    "Intestatario: Davide Furlan - Codice cliente 7730412",
    "Consumo fatturato: 268 kWh",
    "Importo da pagare: 96,40 €",
    "Scadenza: 18/12/2026",
]

BOLLETTA_GAS = [
    "ENERGIA EUGANEA - Bolletta gas naturale",
    "Periodo: 01/10/2026 - 31/10/2026",
    "Intestatario: Davide Furlan - Codice cliente 7730413",
    "Consumo fatturato: 112 Smc",
    "Importo da pagare: 154,20 €",
    "Scadenza: 21/12/2026",
]

SPESE_HEADER = ["Mese", "Spesa (€)"]
SPESE_CASA_2026: list[tuple[str, float]] = [
    ("gennaio", 1540.0), ("febbraio", 1480.0), ("marzo", 1610.0), ("aprile", 1395.0),
    ("maggio", 1450.0), ("giugno", 1720.0), ("luglio", 1980.0), ("agosto", 2150.0),
    ("settembre", 1560.0), ("ottobre", 1505.0), ("novembre", 1630.0),
]

DATI_BANCA = """Conto cointestato Giulia Zanon - Davide Furlan (Banca Patavina)
IBAN: IT60X0542811101000000123456
PIN bancomat Giulia: 5831
PIN bancomat Davide: 2064
"""

CODICI_CASA = """Allarme: 9157 poi tasto OFF
Wi-Fi: rete CasaZanon - password sibemolle42
"""

DATI_FAMIGLIA = """Codici fiscali (riservato)
Giulia Zanon: ZNNGLI81D52G224K
Davide Furlan: FRLDVD79H03G224P
Pietro Furlan: FRLPTR11A20G224Z
"""

RICETTA_BIGOLI = """# Bigoli all'anatra (della nonna Lina)

- 400 g di bigoli freschi
- mezza anatra con le frattaglie
- sedano, carota, cipolla, un rametto di salvia

Lessare l'anatra nel brodo, cuocere i bigoli nello stesso brodo e condirli col sugo delle frattaglie.
"""

# Cane -----------------------------------------------------------------------------------

LIBRETTO_BRIO = [
    "LIBRETTO SANITARIO DEL CANE",
    "Nome: Brio - meticcio, maschio, nato il 02/05/2021 - microchip 380260101234567",
    "Proprietario: Giulia Zanon, Padova",
    "",
    "Vaccino polivalente (cimurro, parvovirosi, epatite, leptospirosi): eseguito il 14/03/2026",
    "Antirabbica: eseguita il 14/03/2026 - richiamo entro il 14/03/2027",
    "Veterinaria: dott.ssa Chiara Trevisan",
]

FATTURA_VETERINARIO = [
    "AMBULATORIO VETERINARIO DOTT.SSA CHIARA TREVISAN",
    "Via Facciolati 102, Padova",
    "",
    "Fattura n. 578 del 20/11/2026 - paziente: Brio (cane)",
    "Visita clinica: 45,00 €",
    "Esame coprologico: 25,00 €",
    "Collirio antibiotico: 16,50 €",
    "TOTALE: 86,50 € - pagato con bancomat",
]

PROMEMORIA_ANTIPARASSITARIO = """Brio - antiparassitario
Pastiglia masticabile ogni 3 mesi (taglia 10-25 kg).
Ultima: 5 settembre 2026. Prossima: 5 dicembre 2026.
Collare antizanzare da cambiare a marzo.
"""

# Turni ----------------------------------------------------------------------------------

SHIFT_NAMES = {"M": "Mattino (7-14)", "P": "Pomeriggio (14-21)", "N": "Notte (21-7)",
               "S": "Smonto notte", "R": "Riposo"}
_CYCLE = "MMPPNSR"


def shifts(year: int, month: int, offset: int, overrides: dict[int, str]) -> list[tuple[str, str, str]]:
    """A month of a rotating M-M-P-P-N-S-R rota: (date, weekday, shift)."""
    rows = []
    day = date(year, month, 1)
    while day.month == month:
        code = overrides.get(day.day, _CYCLE[(day.day - 1 + offset) % 7])
        rows.append((day.strftime("%d/%m/%Y"), _WEEKDAYS[day.weekday()], SHIFT_NAMES[code]))
        day += timedelta(days=1)
    return rows


TURNI_HEADER = ["Data", "Giorno", "Turno"]
TURNI_DICEMBRE_2026 = shifts(2026, 12, 2, {25: "R"})  # nights on 3, 10, 17, 24, 31
TURNI_NOVEMBRE_2026 = shifts(2026, 11, 0, {})
TURNI_DICEMBRE_2025 = shifts(2025, 12, 5, {})

TURNI_NOVEMBRE_CSV = "data,giorno,turno\n" + "".join(f"{d},{g},{t}\n" for d, g, t in TURNI_NOVEMBRE_2026)

RICHIESTA_FERIE = [
    "Al coordinatore infermieristico",
    "UO Medicina Generale - Azienda Ospedale Università Padova",
    "",
    "Il sottoscritto Davide Furlan, infermiere, matricola 40817,",
    "chiede di poter usufruire di 5 giorni di ferie dal 04/01/2027 al 08/01/2027.",
    "Il cambio del turno di notte del 2 gennaio è già concordato con il collega Enrico Boscolo.",
    "",
    "Padova, 26 novembre 2026",
]

# Pietro ---------------------------------------------------------------------------------

ORARIO_PIETRO = """# Orario di Pietro - 2ª D, liceo scientifico Curiel

| giorno | entrata | uscita |
|---|---|---|
| lunedì | 8:00 | 13:00 |
| martedì | 8:00 | 14:00 |
| mercoledì | 8:00 | 13:00 |
| giovedì | 8:00 | 14:00 |
| venerdì | 8:00 | 13:00 |
| sabato | 8:00 | 12:00 |
"""

COLLOQUI = """Colloqui con i professori (primo periodo)
Matematica, prof.ssa Schiavon: giovedì 10 dicembre alle 15:20 (in presenza)
Latino, prof. Carraro: martedì 15 dicembre alle 18:10 (online)
"""

CIRCOLARE_VENEZIA = [
    "Liceo scientifico statale Eugenio Curiel - Padova",
    "Circolare n. 112 - Uscita didattica a Venezia",
    "",
    "Le classi seconde visiteranno le Gallerie dell'Accademia venerdì 22 gennaio 2027.",
    "Partenza in treno alle 7:40 dalla stazione di Padova, rientro alle 17:30.",
    "Quota: 35,00 € (treno, vaporetto e ingresso), da versare entro il 10/12/2026.",
    "Referente: prof.ssa Schiavon.",
]

CALENDARIO_PARTITE = """# ASD Arcella Calcio - Allievi provinciali, girone B

| data | ora | partita | campo |
|---|---|---|---|
| 22/11/2026 | 10:30 | Voltabarozzo - Arcella | campo parrocchiale di Voltabarozzo |
| 29/11/2026 | 10:30 | Arcella - Cadoneghe | stadio Arcella, via Pinelli |
| 06/12/2026 | 11:00 | Rubano - Arcella | campo comunale di Rubano |
| 13/12/2026 | 10:30 | Arcella - Albignasego | stadio Arcella, via Pinelli |
| 20/12/2026 | 9:30 | Vigonza - Arcella | impianto sportivo di Peraga |

Ritrovo sempre un'ora prima. Borsa: parastinchi, scarpe da calcetto e da tacchetti.
"""

QUOTA_CALCIO = [
    "ASD ARCELLA CALCIO - stagione 2026/2027",
    "Atleta: Pietro Furlan - categoria Allievi",
    "",
    "Quota di iscrizione annuale: 280,00 €",
    "Prima rata: 140,00 € - versata il 15/09/2026",
    "Seconda rata: 140,00 € - da versare entro il 15/12/2026",
    "Comprende: kit allenamento, assicurazione, tesseramento FIGC.",
]

CERTIFICATO_SPORTIVO = [
    "CERTIFICATO DI IDONEITÀ ALL'ATTIVITÀ SPORTIVA AGONISTICA",
    "Centro di medicina dello sport - Padova",
    "",
    "Si certifica che Pietro Furlan, nato il 20/01/2011,",
    "è idoneo alla pratica agonistica del calcio.",
    "Visita del 30/09/2026 - validità: fino al 30/09/2027.",
]

# Posta ----------------------------------------------------------------------------------

MAIL_MASTERCLASS = """From: Wigmore Piano Academy <courses@wigmorepiano.example>
To: giulia.zanon@example.org
Subject: Your place at the Piano Teachers' Masterclass - London
Date: Wed, 18 Nov 2026 16:12:40 +0000
Message-ID: <mc-2027-114@wigmorepiano.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Dear Giulia,

we are pleased to confirm a provisional place for you at our one-day Piano Teachers'
Masterclass, Saturday 13 February 2027, 10:00-17:00, at our studios in Marylebone, London.

Course fee: GBP 320.00 (£320), lunch included.
Please pay the fee by 15 January 2027 to secure your place.

Kind regards,
Helen Ashcroft, Course Administrator
"""

MAIL_VIENNA = """From: Viaggi Euganei <prenotazioni@viaggieuganei.example>
To: giulia.zanon@example.org
Subject: Pacchetto Vienna - concerto di Capodanno al Musikverein
Date: Tue, 24 Nov 2026 11:03:15 +0100
Message-ID: <pratica-7781@viaggieuganei.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Gentile signora Zanon,

le confermiamo la pratica n. 7781 per due persone:
- volo Venezia-Vienna il 1° gennaio 2027, ritorno il 3 gennaio
- due notti all'hotel Am Konzerthaus, con colazione
- due biglietti per il concerto del 2 gennaio al Musikverein, ore 19:30

Totale del pacchetto: 1.240,00 € (già versato un acconto di 300,00 €).
Il saldo va versato entro il 10/12/2026.

Un saluto cordiale,
Marta, Viaggi Euganei
"""

MAIL_CECCATO = """From: Francesca Ceccato <francesca.ceccato@example.org>
To: giulia.zanon@example.org
Subject: lezione di martedì 8
Date: Sun, 29 Nov 2026 20:41:02 +0100
Message-ID: <ceccato-lezione-8dic@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Ciao Giulia,

martedì 8 è l'Immacolata e saremo dai nonni a Bassano: possiamo spostare la lezione di
Tommaso e Anna a mercoledì 9 dicembre alle 17:00? Se non va bene, salta pure e la recuperiamo.

Grazie mille,
Francesca (mamma di Tommaso e Anna)
"""

MAIL_SALA = """From: Parrocchia San Giuseppe <segreteria.sangiuseppe@example.org>
To: giulia.zanon@example.org
Subject: Sala per il concerto del 20 dicembre
Date: Fri, 27 Nov 2026 09:15:30 +0100
Message-ID: <sala-20dic@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Cara Giulia,

la sala parrocchiale è vostra domenica 20 dicembre dalle 15:00 alle 19:00.
Il pianoforte della sala lo fa accordare don Lino venerdì 18. Le chiavi le trovi in canonica.
Per la sala basta un'offerta libera.

Un caro saluto,
la segreteria parrocchiale
"""

# Vecchi ---------------------------------------------------------------------------------

PREVENTIVO_BORTOLAMI_2025 = [
    "BORTOLAMI PIANOFORTI - vendita, noleggio e restauro dal 1962",
    "",
    "PREVENTIVO n. 2025/61 del 10/10/2025",
    "Gentile sig.ra Giulia Zanon",
    "Oggetto: revisione generale del pianoforte verticale Schimmel",
    "TOTALE PREVENTIVO: 1.990,00 € IVA inclusa",
    "Validità dell'offerta: 60 giorni.",
]

ELENCO_ALLIEVI_2025 = """allievo,eta,giorno,durata_min,tariffa_eur
Matilde Rinaldi,10,lunedì,45,24.00
Anna Ceccato,12,martedì,45,24.00
Marco Gallo,51,mercoledì,60,34.00
Elisa Bortot,15,giovedì,60,30.00
Giacomo Sartori,12,giovedì,45,24.00
Chiara Menegazzo,13,venerdì,45,24.00
Irene Toffanin,9,sabato,30,17.00
"""

PROGRAMMA_CONCERTO_2025 = [
    "CONCERTO DI NATALE DEGLI ALLIEVI DI GIULIA ZANON",
    "Domenica 21 dicembre 2025, ore 17:00",
    "Auditorium San Gaetano, Padova",
    "",
    "Irene Toffanin - Bianco Natal",
    "Giacomo Sartori - Joplin, The Entertainer",
    "Elisa Bortot - Debussy, Clair de lune",
    "Finale: We Wish You a Merry Christmas",
]

BOLLETTA_GAS_2025 = [
    "ENERGIA EUGANEA - Bolletta gas naturale",
    "Periodo: 01/10/2025 - 31/10/2025",
    "Intestatario: Davide Furlan",
    "Consumo fatturato: 98 Smc",
    "Importo da pagare: 128,70 €",
    "Scadenza: 19/12/2025",
]

# Scaricati ------------------------------------------------------------------------------

SPARTITO = [
    "Frederic Chopin - Nocturne in E-flat major, Op. 9 No. 2",
    "Public domain edition - free sheet music",
    "Andante (crotchet = 132) - espressivo, dolce",
]

MODULO_CONSERVATORIO = [
    "CONSERVATORIO STATALE DI MUSICA - DOMANDA DI AMMISSIONE",
    "",
    "Cognome ................... Nome ................... Strumento ...................",
    "Allegare la ricevuta del contributo e il programma d'esame.",
    "Firma dello studente (o di un genitore) ...................",
]

# Top level ------------------------------------------------------------------------------

PROMEMORIA = ("- chiamare Zordan per sapere i tempi del restauro\n"
              "- comprare le medaglie per gli allievi del concerto\n"
              "- antiparassitario di Brio il 5\n")

NUMERI_UTILI = ("Laboratorio Zordan (pianoforti): 049 9701233\n"
                "Veterinaria dott.ssa Trevisan: 049 8754210\n"
                "Mister Cavinato (calcio Pietro): 347 5512098\n")

SCADENZE_DICEMBRE = """# Scadenze di dicembre

- 10/12: saldo del viaggio a Vienna; quota uscita di Pietro
- 15/12: seconda rata del calcio
- 16/12: fattura dell'accordatura Bortolami
- 18/12: bolletta della luce
- 20/12: concerto di Natale, ore 16
"""

# ---------------------------------------------------------------------------------------
# Fingerprints: strings found in one file only, and in no file name (see `_check`).
# ---------------------------------------------------------------------------------------

FINGERPRINTS: dict[str, tuple[str, ...]] = {
    "Lezioni/registro_lezioni_ottobre_2026.xlsx": ("Registro ottobre 2026",),
    "Lezioni/registro_lezioni_novembre_2026.xlsx": ("Registro novembre 2026",),
    "Lezioni/orario_settimanale.md": ("Orario delle lezioni", "Marco (adulto)"),
    "Lezioni/tariffe_2026_2027.txt": ("preavviso", "Pacchetto da 10 lezioni"),
    f"{ALL}/elenco_allievi.csv": ("Luca Pavan,10", "Sofia De Marchi,8"),
    f"{ALL}/nota_salute_matilde.txt": ("diabete di tipo 1", "microinfusore"),
    f"{ALL}/programma_esame_elisa.md": ("BWV 847", "diteggiatura della fuga"),
    f"{FE}/fattura_2026_041.pdf": ("FATTURA n. 41/2026", "Tiziano Aspetti"),
    f"{FE}/fattura_2026_042.pdf": ("FATTURA n. 42/2026", "per i figli Tommaso e Anna"),
    f"{FE}/fattura_2026_043.pdf": ("FATTURA n. 43/2026", "preparazione all'ammissione"),
    f"{CONCERTO}/programma_concerto.docx": ("fata confetto", "Astro del ciel"),
    f"{CONCERTO}/scaletta_allievi.md": ("Scaletta e compiti", "cavalletto"),
    f"{CONCERTO}/spese_concerto.csv": ("Copisteria Portello", "regalini per gli allievi"),
    "Pianoforte/preventivo_restauro_bortolami.pdf": ("2026/88", "meccanica e delle molle"),
    "Pianoforte/preventivo_restauro_armonia.docx": ("Renner", "cordiere gravi"),
    "Pianoforte/nota_tecnico_zordan.txt": ("Piove di Sacco", "smorzatori"),
    "Pianoforte/fattura_bortolami_accordatura.pdf": ("FATTURA n. 311", "a domicilio"),
    "Casa/lista_spesa.txt": ("radicchio di Treviso", "crocchette per Brio"),
    "Casa/bolletta_luce_novembre.pdf": ("7730412", "268 kWh"),
    "Casa/bolletta_gas_novembre.pdf": ("7730413", "112 Smc"),
    "Casa/spese_casa_2026.xlsx": ("Spese casa 2026",),
    "Casa/dati_banca.txt": ("IT60X0542811101000000123456", "Banca Patavina"),
    "Casa/codici_casa.txt": ("9157", "sibemolle42"),
    "Casa/dati_famiglia.txt": ("FRLDVD79H03G224P", "FRLPTR11A20G224Z"),
    "Casa/ricetta_bigoli_anatra.md": ("frattaglie", "nonna Lina"),
    "Cane/libretto_vaccinale_brio.pdf": ("380260101234567", "cimurro"),
    "Cane/fattura_veterinario_novembre.pdf": ("coprologico", "Fattura n. 578"),
    "Cane/promemoria_antiparassitario.txt": ("Pastiglia masticabile", "antizanzare"),
    "Turni/turni_davide_dicembre_2026.xlsx": ("Turni dicembre 2026",),
    "Turni/turni_davide_novembre_2026.csv": ("01/11/2026,domenica",),
    "Turni/richiesta_ferie_gennaio.docx": ("coordinatore infermieristico", "matricola 40817"),
    "Pietro/Scuola/orario_pietro.md": ("2ª D", "| sabato | 8:00 | 12:00 |"),
    "Pietro/Scuola/colloqui_insegnanti.txt": ("Carraro", "primo periodo"),
    "Pietro/Scuola/circolare_uscita_venezia.pdf": ("Gallerie dell'Accademia", "Circolare n. 112"),
    "Pietro/Calcio/calendario_partite.md": ("girone B", "parastinchi"),
    "Pietro/Calcio/quota_iscrizione_calcio.pdf": ("tesseramento FIGC", "Quota di iscrizione annuale"),
    "Pietro/Calcio/certificato_medico_sportivo.pdf": ("pratica agonistica", "medicina dello sport"),
    "Posta/masterclass_londra.eml": ("Wigmore", "Marylebone"),
    "Posta/viaggio_vienna.eml": ("Musikverein", "Am Konzerthaus"),
    "Posta/spostamento_lezione_ceccato.eml": ("Immacolata", "Bassano"),
    "Posta/conferma_sala_concerto.eml": ("canonica", "offerta libera"),
    "Vecchi/preventivo_restauro_bortolami_2025.pdf": ("2025/61", "1.990,00"),
    "Vecchi/elenco_allievi_2025.csv": ("Giacomo Sartori,12", "Irene Toffanin,9"),
    "Vecchi/programma_concerto_2025.docx": ("Auditorium San Gaetano", "The Entertainer"),
    "Vecchi/turni_davide_dicembre_2025.xlsx": ("Turni dicembre 2025",),
    "Vecchi/bolletta_gas_novembre_2025.pdf": ("98 Smc", "128,70"),
    "promemoria.txt": ("medaglie", "i tempi del restauro"),
    "numeri_utili.txt": ("Cavinato", "049 9701233"),
    "scadenze_dicembre.md": ("Scadenze di dicembre", "saldo del viaggio"),
}

FOLDERS = ("Lezioni", ALL, FE, CONCERTO, f"{CONCERTO}/Registrazioni", "Pianoforte", "Casa", "Cane",
           "Turni", "Pietro/Scuola", "Pietro/Calcio", "Posta", "Foto", "Vecchi", "Scaricati")

TMP_FILES = ("~lock.registro.tmp", "download_8812.tmp", "stampa_0042.tmp")
PHOTOS = ("saggio_giugno_2026.jpg", "brio_al_parco.jpg", "pietro_partita.png", "natale_2025.jpg")
DOWNLOADS = (("spartito_notturno_chopin.pdf", "spartito_notturno_chopin (1).pdf"),
             ("modulo_iscrizione_conservatorio.pdf", "modulo_iscrizione_conservatorio (1).pdf"))

# Every file's mtime, at 10:00 UTC of this day: the documents' own dates where they have one.
MTIMES: dict[str, str] = {
    "Lezioni/registro_lezioni_ottobre_2026.xlsx": "2026-10-31",
    "Lezioni/registro_lezioni_novembre_2026.xlsx": "2026-11-28",
    "Lezioni/orario_settimanale.md": "2026-09-07",
    "Lezioni/tariffe_2026_2027.txt": "2026-09-01",
    f"{ALL}/elenco_allievi.csv": "2026-09-10",
    f"{ALL}/nota_salute_matilde.txt": "2026-09-14",
    f"{ALL}/programma_esame_elisa.md": "2026-11-19",
    f"{FE}/fattura_2026_041.pdf": "2026-11-30",
    f"{FE}/fattura_2026_042.pdf": "2026-11-30",
    f"{FE}/fattura_2026_043.pdf": "2026-11-30",
    f"{CONCERTO}/programma_concerto.docx": "2026-11-22",
    f"{CONCERTO}/scaletta_allievi.md": "2026-11-26",
    f"{CONCERTO}/locandina_concerto.png": "2026-11-20",
    f"{CONCERTO}/spese_concerto.csv": "2026-11-29",
    "Pianoforte/preventivo_restauro_bortolami.pdf": "2026-11-05",
    "Pianoforte/preventivo_restauro_armonia.docx": "2026-11-12",
    "Pianoforte/nota_tecnico_zordan.txt": "2026-11-17",
    "Pianoforte/fattura_bortolami_accordatura.pdf": "2026-11-16",
    "Pianoforte/foto_martelletti.jpg": "2026-11-03",
    "Casa/lista_spesa.txt": "2026-11-30",
    "Casa/bolletta_luce_novembre.pdf": "2026-11-18",
    "Casa/bolletta_gas_novembre.pdf": "2026-11-21",
    "Casa/spese_casa_2026.xlsx": "2026-11-30",
    "Casa/dati_banca.txt": "2024-05-10",
    "Casa/codici_casa.txt": "2025-02-03",
    "Casa/dati_famiglia.txt": "2024-01-15",
    "Casa/ricetta_bigoli_anatra.md": "2025-12-27",
    "Cane/libretto_vaccinale_brio.pdf": "2026-03-14",
    "Cane/fattura_veterinario_novembre.pdf": "2026-11-20",
    "Cane/promemoria_antiparassitario.txt": "2026-09-05",
    "Turni/turni_davide_dicembre_2026.xlsx": "2026-11-15",
    "Turni/turni_davide_novembre_2026.csv": "2026-10-15",
    "Turni/richiesta_ferie_gennaio.docx": "2026-11-26",
    "Pietro/Scuola/orario_pietro.md": "2026-09-15",
    "Pietro/Scuola/colloqui_insegnanti.txt": "2026-11-28",
    "Pietro/Scuola/circolare_uscita_venezia.pdf": "2026-11-20",
    "Pietro/Calcio/calendario_partite.md": "2026-11-10",
    "Pietro/Calcio/quota_iscrizione_calcio.pdf": "2026-09-15",
    "Pietro/Calcio/certificato_medico_sportivo.pdf": "2026-09-30",
    "Posta/masterclass_londra.eml": "2026-11-18",
    "Posta/viaggio_vienna.eml": "2026-11-24",
    "Posta/spostamento_lezione_ceccato.eml": "2026-11-29",
    "Posta/conferma_sala_concerto.eml": "2026-11-27",
    "Foto/saggio_giugno_2026.jpg": "2026-06-07",
    "Foto/brio_al_parco.jpg": "2026-10-11",
    "Foto/pietro_partita.png": "2026-11-29",
    "Foto/natale_2025.jpg": "2025-12-25",
    "Vecchi/preventivo_restauro_bortolami_2025.pdf": "2025-10-10",
    "Vecchi/elenco_allievi_2025.csv": "2025-09-12",
    "Vecchi/programma_concerto_2025.docx": "2025-12-01",
    "Vecchi/turni_davide_dicembre_2025.xlsx": "2025-11-25",
    "Vecchi/bolletta_gas_novembre_2025.pdf": "2025-11-20",
    "Scaricati/spartito_notturno_chopin.pdf": "2026-10-02",
    "Scaricati/spartito_notturno_chopin (1).pdf": "2026-11-08",
    "Scaricati/modulo_iscrizione_conservatorio.pdf": "2026-11-19",
    "Scaricati/modulo_iscrizione_conservatorio (1).pdf": "2026-11-25",
    "Scaricati/~lock.registro.tmp": "2026-11-28",
    "Scaricati/download_8812.tmp": "2026-11-08",
    "Scaricati/stampa_0042.tmp": "2026-11-30",
    "promemoria.txt": "2026-11-30",
    "numeri_utili.txt": "2025-09-20",
    "scadenze_dicembre.md": "2026-11-30",
}

# ---------------------------------------------------------------------------------------
# Writers (PDF and DOCX from family_workspace; sheets here, normalised the same way).
# ---------------------------------------------------------------------------------------


_sheet = partial(write_sheet, creator="Giulia Zanon")


def _tmp(seed: int) -> bytes:
    """Opaque bytes for a program's leftover."""
    return bytes((seed * 29 + i * 11) % 256 for i in range(280 + seed * 55))


# ---------------------------------------------------------------------------------------
# The workspace.
# ---------------------------------------------------------------------------------------


def make_music_workspace(root: Path) -> None:
    """Write the Zanon-Furlan files under `root` (created if missing; files overwritten)."""
    root = Path(root)
    for name in FOLDERS:
        (root / name).mkdir(parents=True, exist_ok=True)

    lezioni = root / "Lezioni"
    _sheet(lezioni / "registro_lezioni_ottobre_2026.xlsx", "Registro ottobre 2026", REGISTRO_HEADER,
           REGISTRO_OTTOBRE)
    _sheet(lezioni / "registro_lezioni_novembre_2026.xlsx", "Registro novembre 2026", REGISTRO_HEADER,
           REGISTRO_NOVEMBRE)
    _text(lezioni / "orario_settimanale.md", ORARIO_SETTIMANALE)
    _text(lezioni / "tariffe_2026_2027.txt", TARIFFE)
    _text(root / ALL / "elenco_allievi.csv", ELENCO_ALLIEVI)
    _text(root / ALL / "nota_salute_matilde.txt", NOTA_SALUTE_MATILDE)
    _text(root / ALL / "programma_esame_elisa.md", PROGRAMMA_ESAME_ELISA)
    _pdf(root / FE / "fattura_2026_041.pdf", FATTURA_041, "Fattura 41/2026")
    _pdf(root / FE / "fattura_2026_042.pdf", FATTURA_042, "Fattura 42/2026")
    _pdf(root / FE / "fattura_2026_043.pdf", FATTURA_043, "Fattura 43/2026")

    concerto = root / CONCERTO
    _docx(concerto / "programma_concerto.docx", PROGRAMMA_CONCERTO, "Concerto di Natale 2026")
    _text(concerto / "scaletta_allievi.md", SCALETTA)
    (concerto / "locandina_concerto.png").write_bytes(_png(16, 24, (180, 20, 40)))
    _text(concerto / "spese_concerto.csv", SPESE_CONCERTO)

    piano = root / "Pianoforte"
    _pdf(piano / "preventivo_restauro_bortolami.pdf", PREVENTIVO_BORTOLAMI, "Preventivo Bortolami")
    _docx(piano / "preventivo_restauro_armonia.docx", PREVENTIVO_ARMONIA, "Preventivo Armonia Pianoforti")
    _text(piano / "nota_tecnico_zordan.txt", NOTA_ZORDAN)
    _pdf(piano / "fattura_bortolami_accordatura.pdf", FATTURA_BORTOLAMI, "Fattura 311")
    (piano / "foto_martelletti.jpg").write_bytes(_jpeg(71, 1200))

    casa = root / "Casa"
    _text(casa / "lista_spesa.txt", LISTA_SPESA)
    _pdf(casa / "bolletta_luce_novembre.pdf", BOLLETTA_LUCE, "Bolletta luce")
    _pdf(casa / "bolletta_gas_novembre.pdf", BOLLETTA_GAS, "Bolletta gas")
    _sheet(casa / "spese_casa_2026.xlsx", "Spese casa 2026", SPESE_HEADER, SPESE_CASA_2026)
    _text(casa / "dati_banca.txt", DATI_BANCA)
    _text(casa / "codici_casa.txt", CODICI_CASA)
    _text(casa / "dati_famiglia.txt", DATI_FAMIGLIA)
    _text(casa / "ricetta_bigoli_anatra.md", RICETTA_BIGOLI)

    cane = root / "Cane"
    _pdf(cane / "libretto_vaccinale_brio.pdf", LIBRETTO_BRIO, "Libretto sanitario Brio")
    _pdf(cane / "fattura_veterinario_novembre.pdf", FATTURA_VETERINARIO, "Fattura 578")
    _text(cane / "promemoria_antiparassitario.txt", PROMEMORIA_ANTIPARASSITARIO)

    turni = root / "Turni"
    _sheet(turni / "turni_davide_dicembre_2026.xlsx", "Turni dicembre 2026", TURNI_HEADER,
           TURNI_DICEMBRE_2026)
    _text(turni / "turni_davide_novembre_2026.csv", TURNI_NOVEMBRE_CSV)
    _docx(turni / "richiesta_ferie_gennaio.docx", RICHIESTA_FERIE, "Richiesta ferie")

    scuola = root / "Pietro" / "Scuola"
    _text(scuola / "orario_pietro.md", ORARIO_PIETRO)
    _text(scuola / "colloqui_insegnanti.txt", COLLOQUI)
    _pdf(scuola / "circolare_uscita_venezia.pdf", CIRCOLARE_VENEZIA, "Circolare 112")
    calcio = root / "Pietro" / "Calcio"
    _text(calcio / "calendario_partite.md", CALENDARIO_PARTITE)
    _pdf(calcio / "quota_iscrizione_calcio.pdf", QUOTA_CALCIO, "Quota iscrizione")
    _pdf(calcio / "certificato_medico_sportivo.pdf", CERTIFICATO_SPORTIVO, "Certificato sportivo")

    posta = root / "Posta"
    _text(posta / "masterclass_londra.eml", MAIL_MASTERCLASS)
    _text(posta / "viaggio_vienna.eml", MAIL_VIENNA)
    _text(posta / "spostamento_lezione_ceccato.eml", MAIL_CECCATO)
    _text(posta / "conferma_sala_concerto.eml", MAIL_SALA)

    foto = root / "Foto"
    (foto / "saggio_giugno_2026.jpg").write_bytes(_jpeg(61, 3200))
    (foto / "brio_al_parco.jpg").write_bytes(_jpeg(62, 2100))
    (foto / "pietro_partita.png").write_bytes(_png(10, 8, (40, 160, 60)))
    (foto / "natale_2025.jpg").write_bytes(_jpeg(63, 1800))

    vecchi = root / "Vecchi"
    _pdf(vecchi / "preventivo_restauro_bortolami_2025.pdf", PREVENTIVO_BORTOLAMI_2025, "Preventivo 2025")
    _text(vecchi / "elenco_allievi_2025.csv", ELENCO_ALLIEVI_2025)
    _docx(vecchi / "programma_concerto_2025.docx", PROGRAMMA_CONCERTO_2025, "Concerto di Natale 2025")
    _sheet(vecchi / "turni_davide_dicembre_2025.xlsx", "Turni dicembre 2025", TURNI_HEADER,
           TURNI_DICEMBRE_2025)
    _pdf(vecchi / "bolletta_gas_novembre_2025.pdf", BOLLETTA_GAS_2025, "Bolletta gas 2025")

    scaricati = root / "Scaricati"
    for (original, twin), (lines, title) in zip(DOWNLOADS, ((SPARTITO, "Nocturne op. 9 no. 2"),
                                                            (MODULO_CONSERVATORIO, "Domanda di ammissione")),
                                                strict=True):
        for name in (original, twin):
            _pdf(scaricati / name, lines, title)
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
        "Lezioni/registro_lezioni_ottobre_2026.xlsx": cells("Registro ottobre 2026", REGISTRO_HEADER,
                                                            REGISTRO_OTTOBRE),
        "Lezioni/registro_lezioni_novembre_2026.xlsx": cells("Registro novembre 2026", REGISTRO_HEADER,
                                                             REGISTRO_NOVEMBRE),
        "Lezioni/orario_settimanale.md": ORARIO_SETTIMANALE,
        "Lezioni/tariffe_2026_2027.txt": TARIFFE,
        f"{ALL}/elenco_allievi.csv": ELENCO_ALLIEVI,
        f"{ALL}/nota_salute_matilde.txt": NOTA_SALUTE_MATILDE,
        f"{ALL}/programma_esame_elisa.md": PROGRAMMA_ESAME_ELISA,
        f"{FE}/fattura_2026_041.pdf": lines(FATTURA_041),
        f"{FE}/fattura_2026_042.pdf": lines(FATTURA_042),
        f"{FE}/fattura_2026_043.pdf": lines(FATTURA_043),
        f"{CONCERTO}/programma_concerto.docx": lines(PROGRAMMA_CONCERTO),
        f"{CONCERTO}/scaletta_allievi.md": SCALETTA,
        f"{CONCERTO}/spese_concerto.csv": SPESE_CONCERTO,
        "Pianoforte/preventivo_restauro_bortolami.pdf": lines(PREVENTIVO_BORTOLAMI),
        "Pianoforte/preventivo_restauro_armonia.docx": lines(PREVENTIVO_ARMONIA),
        "Pianoforte/nota_tecnico_zordan.txt": NOTA_ZORDAN,
        "Pianoforte/fattura_bortolami_accordatura.pdf": lines(FATTURA_BORTOLAMI),
        "Casa/lista_spesa.txt": LISTA_SPESA,
        "Casa/bolletta_luce_novembre.pdf": lines(BOLLETTA_LUCE),
        "Casa/bolletta_gas_novembre.pdf": lines(BOLLETTA_GAS),
        "Casa/spese_casa_2026.xlsx": cells("Spese casa 2026", SPESE_HEADER, SPESE_CASA_2026),
        "Casa/dati_banca.txt": DATI_BANCA,
        "Casa/codici_casa.txt": CODICI_CASA,
        "Casa/dati_famiglia.txt": DATI_FAMIGLIA,
        "Casa/ricetta_bigoli_anatra.md": RICETTA_BIGOLI,
        "Cane/libretto_vaccinale_brio.pdf": lines(LIBRETTO_BRIO),
        "Cane/fattura_veterinario_novembre.pdf": lines(FATTURA_VETERINARIO),
        "Cane/promemoria_antiparassitario.txt": PROMEMORIA_ANTIPARASSITARIO,
        "Turni/turni_davide_dicembre_2026.xlsx": cells("Turni dicembre 2026", TURNI_HEADER,
                                                             TURNI_DICEMBRE_2026),
        "Turni/turni_davide_novembre_2026.csv": TURNI_NOVEMBRE_CSV,
        "Turni/richiesta_ferie_gennaio.docx": lines(RICHIESTA_FERIE),
        "Pietro/Scuola/orario_pietro.md": ORARIO_PIETRO,
        "Pietro/Scuola/colloqui_insegnanti.txt": COLLOQUI,
        "Pietro/Scuola/circolare_uscita_venezia.pdf": lines(CIRCOLARE_VENEZIA),
        "Pietro/Calcio/calendario_partite.md": CALENDARIO_PARTITE,
        "Pietro/Calcio/quota_iscrizione_calcio.pdf": lines(QUOTA_CALCIO),
        "Pietro/Calcio/certificato_medico_sportivo.pdf": lines(CERTIFICATO_SPORTIVO),
        "Posta/masterclass_londra.eml": MAIL_MASTERCLASS,
        "Posta/viaggio_vienna.eml": MAIL_VIENNA,
        "Posta/spostamento_lezione_ceccato.eml": MAIL_CECCATO,
        "Posta/conferma_sala_concerto.eml": MAIL_SALA,
        "Vecchi/preventivo_restauro_bortolami_2025.pdf": lines(PREVENTIVO_BORTOLAMI_2025),
        "Vecchi/elenco_allievi_2025.csv": ELENCO_ALLIEVI_2025,
        "Vecchi/programma_concerto_2025.docx": lines(PROGRAMMA_CONCERTO_2025),
        "Vecchi/turni_davide_dicembre_2025.xlsx": cells("Turni dicembre 2025", TURNI_HEADER,
                                                             TURNI_DICEMBRE_2025),
        "Vecchi/bolletta_gas_novembre_2025.pdf": lines(BOLLETTA_GAS_2025),
        "promemoria.txt": PROMEMORIA,
        "numeri_utili.txt": NUMERI_UTILI,
        "scadenze_dicembre.md": SCADENZE_DICEMBRE,
    }


# The texts without fingerprints: they still must not hold anyone else's fingerprint.
_UNPRINTED = "\n".join([*SPARTITO, *MODULO_CONSERVATORIO])


def _check_fingerprints() -> None:
    assert set(FINGERPRINTS) <= set(MTIMES), set(FINGERPRINTS) - set(MTIMES)
    check_fingerprints(_sources(), FINGERPRINTS, names=MTIMES)
    check_unprinted(FINGERPRINTS, _UNPRINTED)


_check_fingerprints()


def _check_tree(root: Path) -> None:
    """The generated tree is exactly the one described by MTIMES and FOLDERS."""
    check_tree(root, MTIMES, empty=f"{CONCERTO}/Registrazioni", twins=DOWNLOADS)


def main(argv: Sequence[str]) -> int:
    """Generate the workspace into the directory given on the command line, and check it."""
    return workspace_main(argv, "music_workspace.py", make_music_workspace, check=_check_tree,
                          count=len(MTIMES))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
