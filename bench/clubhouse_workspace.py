"""The files of an amateur volleyball club near Trento, for the understanding benchmark.

ASD Volley Avisio plays in Lavis (TN) and is run by volunteers: Chiara Pedrotti, the treasurer
(who keeps the club's files, in Italian), Franco Zanella, the president, Mirko Gretter, the
secretary, and Declan Murphy, the coach, from Cork, who writes in English.
``make_clubhouse_workspace(root)`` writes their workspace:

- ``Soci``: the members of 2026-27 (XLSX: 14 members in three teams - Serie D 220 €, Under 16
  160 €, Amatori misto 120 € - 10 paid, 4 not: Caterina Pisetta, Ilaria Pojer, Paolo Zeni, Sara
  Andreatta, 620 € still owed) and ``Soci/Certificati medici``: four athletes' medical
  certificates with their expiry dates and health notes (private; Caterina's expired on
  27/11/2026, Federica's runs out on 19/12/2026);
- ``Cassa``: the fees ledger of 2026-27 (CSV, 16 rows: 1.750,00 € plus CHF 210.00 paid from
  Switzerland by Federica; September 940,00 €, October 610,00 € plus CHF 210.00, November
  200,00 €; Anna Dallapiccola paid most, 270,00 €), the bank details, home-banking password and
  the safe's combination (private), and ``scontrino_pizzeria_trasferta.jpg``, a photo named like
  a receipt that holds no readable text;
- ``Campo``: the gym's rental agreement with the Comune di Lavis (25,00 € an hour, 6.000,00 € in
  three instalments, the next by 31/01/2027, deposit 500,00 €, caretaker Walter Bazzanella) and
  the coach's training schedule (English);
- ``Contratti``: the accident insurance (premium 1.340,00 €, expiry 31/08/2027, report an injury
  within 3 working days) and the sponsor agreement with Panificio Moser (2.500,00 €: 1.500,00 € by
  31/10/2026, 1.000,00 € by 28/02/2027);
- ``Materiale``: three quotes for 20 balls, a net and a ball cart (Sportissimo 1.480,00 €, Volley
  Shop Verona 1.315,00 €, Rete e Rete Sport 1.190,00 € - the cheapest, hidden in a saved e-mail
  called ``re_richiesta_prezzi.eml``) and Sportissimo's invoice for training balls bought in
  September (274,00 €, cheaper than every quote, named ``sportissimo_ordine_settembre.pdf``);
- ``Verbali``: the minutes of the board meeting of 12/11/2026 (best quote chosen by 15/12, last
  day for the fees 15/12/2026, Christmas tournament on Sunday 20/12/2026 at 15,00 € a head, the
  Gozo cup in Malta, next meeting 14/01/2027) and of the members' assembly of 05/09/2026;
- ``Stagione 2026-27``: the Serie D calendar (CSV: 8 matches played, 5 won, 3 lost; next at home
  on Saturday 5 December at 18:00 against Volley Levico; Volano away on 12 December at 20:30),
  the coach's squad for Saturday (English: 8 called, Caterina left out), the Maltese organiser's
  e-mail on the Gozo Spring Volley Cup (23-25 April 2027, EUR 60.00 a player, register by
  31 January 2027), and an empty ``Video partite``;
- ``Foto``: four pictures of the last Christmas tournament and the team;
- ``Archivio``: last year's namesakes (Sportissimo's 2025 quote, 1.090,00 € - cheaper than any
  current quote; the 2025-26 members, fees 200/150/110 €, two unpaid; the 2025-26 gym agreement,
  22,00 € an hour, deposit 400,00 €; the 2025-26 fees ledger);
- ``Scaricati``: two downloads (one with spaces and digits in its name) with byte-identical
  "(1)" duplicates and three ``.tmp`` files;
- at the top, ``promemoria.txt`` (the treasurer's to-do) and ``contatti_utili.txt``.

Documents are dated up to 2 December 2026 (today is 2026-12-03) and file mtimes follow them.
Generation is deterministic. ``FINGERPRINTS`` holds, per file, strings found only in that file
(and in no file name); photos, ``.tmp`` files and the downloads have none.

Run by hand to look at it: ``python3 bench/clubhouse_workspace.py DIR``.
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

CERT = "Soci/Certificati medici"
STAGIONE = "Stagione 2026-27"
VIDEO = "Stagione 2026-27/Video partite"

# ---------------------------------------------------------------------------------------
# Soci. Italian documents write amounts the Italian way (1.480,00 €); CSV files use a dot.
# ---------------------------------------------------------------------------------------

SOCI_HEADER = ["Socio", "Squadra", "Quota (€)", "Pagata", "Data pagamento"]
SOCI_2026: list[tuple[str, str, float, str, str | None]] = [
    ("Anna Dallapiccola", "Serie D", 220.0, "sì", "15/09/2026"),
    ("Beatrice Zanoni", "Serie D", 220.0, "sì", "18/09/2026"),
    ("Caterina Pisetta", "Serie D", 220.0, "no", None),
    ("Denise Girardi", "Serie D", 220.0, "sì", "02/10/2026"),
    ("Elena Tomasi", "Serie D", 220.0, "sì", "20/09/2026"),
    ("Federica Bortolotti", "Serie D", 220.0, "sì", "05/10/2026"),
    ("Giorgia Nicolodi", "Under 16", 160.0, "sì", "22/09/2026"),
    ("Ilaria Pojer", "Under 16", 160.0, "no", None),
    ("Laura Chistè", "Under 16", 160.0, "sì", "01/10/2026"),
    ("Marta Gadotti", "Under 16", 160.0, "sì", "14/10/2026"),
    ("Nicola Sartori", "Amatori misto", 120.0, "sì", "30/09/2026"),
    ("Paolo Zeni", "Amatori misto", 120.0, "no", None),
    ("Roberto Fedrizzi", "Amatori misto", 120.0, "sì", "09/11/2026"),
    ("Sara Andreatta", "Amatori misto", 120.0, "no", None),
]

_CERT_HEAD = [
    "CENTRO DI MEDICINA DELLO SPORT - TRENTO",
    "CERTIFICATO DI IDONEITÀ ALLA PRATICA SPORTIVA AGONISTICA (D.M. 18/02/1982)",
    "",
]
_CERT_TAIL = ["", "Il medico: dott. Paolo Endrizzi, specialista in medicina dello sport"]

CERT_ANNA = [
    *_CERT_HEAD,
    "Atleta: Anna Dallapiccola, nata a Trento il 14/03/1998",
    "Sport: pallavolo - società ASD Volley Avisio",
    "Esito: idonea. Nessuna limitazione.",
    "Rilasciato il 10/01/2026 - valido fino al 09/01/2027",
    *_CERT_TAIL,
]
CERT_CATERINA = [
    *_CERT_HEAD,
    "Atleta: Caterina Pisetta, nata a Mezzolombardo il 02/07/2001",
    "Sport: pallavolo - società ASD Volley Avisio",
    "Esito: idonea. Asma da sforzo: usare il broncodilatatore 15 minuti prima dell'attività.",
    "Rilasciato il 28/11/2025 - valido fino al 27/11/2026",
    *_CERT_TAIL,
]
CERT_ELENA = [
    *_CERT_HEAD,
    "Atleta: Elena Tomasi, nata a Lavis il 21/10/1999",
    "Sport: pallavolo - società ASD Volley Avisio",
    "Esito: idonea con obbligo di lenti a contatto durante l'attività.",
    "Rilasciato il 15/06/2026 - valido fino al 14/06/2027",
    *_CERT_TAIL,
]
CERT_FEDERICA = [
    *_CERT_HEAD,
    "Atleta: Federica Bortolotti, nata a Rovereto il 09/05/1996",
    "Sport: pallavolo - società ASD Volley Avisio",
    "Esito: idonea. Soffio cardiaco funzionale: controllo ecocardiografico annuale.",
    "Rilasciato il 20/12/2025 - valido fino al 19/12/2026",
    *_CERT_TAIL,
]

# ---------------------------------------------------------------------------------------
# Cassa.
# ---------------------------------------------------------------------------------------

QUOTE_INCASSATE_2026 = """data,socio,causale,importo,valuta,metodo
15/09/2026,Anna Dallapiccola,quota 2026-27 serie D,220.00,EUR,bonifico
18/09/2026,Beatrice Zanoni,quota 2026-27 serie D,220.00,EUR,contanti
20/09/2026,Elena Tomasi,quota 2026-27 serie D,220.00,EUR,bonifico
22/09/2026,Giorgia Nicolodi,quota 2026-27 under 16,160.00,EUR,contanti
30/09/2026,Nicola Sartori,quota 2026-27 amatori,120.00,EUR,contanti
01/10/2026,Laura Chistè,quota 2026-27 under 16,160.00,EUR,bonifico
02/10/2026,Denise Girardi,quota 2026-27 serie D,220.00,EUR,bonifico
05/10/2026,Federica Bortolotti,quota 2026-27 serie D (bonifico dalla Svizzera),210.00,CHF,bonifico
14/10/2026,Marta Gadotti,quota 2026-27 under 16,160.00,EUR,contanti
20/10/2026,Anna Dallapiccola,divisa da gioco,35.00,EUR,contanti
20/10/2026,Beatrice Zanoni,divisa da gioco,35.00,EUR,contanti
09/11/2026,Roberto Fedrizzi,quota 2026-27 amatori,120.00,EUR,contanti
12/11/2026,Anna Dallapiccola,iscrizione torneo di Natale,15.00,EUR,contanti
12/11/2026,Nicola Sartori,iscrizione torneo di Natale,15.00,EUR,contanti
25/11/2026,Elena Tomasi,divisa da gioco,35.00,EUR,bonifico
25/11/2026,Giorgia Nicolodi,iscrizione torneo di Natale,15.00,EUR,contanti
"""

DATI_BANCA = """ASD Volley Avisio - dati riservati della tesoreria (non girare!)
Conto corrente: BCC dell'Avisio, filiale di Lavis
IBAN: IT48R0830434950000012345678
Home banking: utente avisio.tesoreria - password Schiacciata#26
Carta prepagata della società: PIN 5064
Cassaforte dello spogliatoio: combinazione 3817
"""

# ---------------------------------------------------------------------------------------
# Campo.
# ---------------------------------------------------------------------------------------

CONTRATTO_PALESTRA = [
    "COMUNE DI LAVIS - Servizio Sport e Tempo libero",
    "CONVENZIONE PER L'USO DELLA PALESTRA COMUNALE - stagione sportiva 2026/27",
    "",
    "Il Comune di Lavis concede all'ASD Volley Avisio (C.F. 96012340227), rappresentata dal presidente",
    "Franco Zanella, l'uso della palestra comunale di via Filari Longhi 4, Lavis (TN), nei giorni e negli",
    "orari del calendario allegato.",
    "",
    "1. Durata: dal 01/09/2026 al 31/05/2027.",
    "2. Tariffa: 25,00 € per ogni ora di utilizzo; monte ore stagionale: 240 ore.",
    "3. Corrispettivo complessivo: 6.000,00 €, in tre rate da 2.000,00 € entro il 30/09/2026, "
    "il 31/01/2027 e il 30/04/2027.",
    "4. Deposito cauzionale: 500,00 €, restituito a fine stagione in assenza di danni.",
    "5. Le chiavi sono affidate al custode, sig. Walter Bazzanella; la pulizia degli spogliatoi resta a "
    "carico dell'associazione.",
    "6. È vietato l'uso di scarpe con suola nera o non pulita sul parquet.",
    "",
    "Lavis, 25/08/2026",
    "Per il Comune: il responsabile del servizio    Per l'associazione: Franco Zanella",
]

TRAINING_SCHEDULE = """# Training schedule 2026-27 (Declan)

Lavis gym, from Tuesday 8 September 2026:

| team | day | time |
|---|---|---|
| Serie D women | Tuesday and Thursday | 19:00-21:00 |
| Under 16 | Wednesday | 17:00-18:30 |
| Amateurs (mixed) | Friday | 20:30-22:00 |

Home matches are on Saturday: be there one hour before the first serve.
Bring kneepads, two shirts and a water bottle with your name on it.
Clean shoes only on the parquet, lads and ladies!
"""

# ---------------------------------------------------------------------------------------
# Contratti.
# ---------------------------------------------------------------------------------------

POLIZZA_INFORTUNI = [
    "DOLOMITI MUTUA ASSICURAZIONI - Agenzia di Trento Nord",
    "POLIZZA INFORTUNI COLLETTIVA n. 77/4410923",
    "",
    "Contraente: ASD Volley Avisio, Lavis (TN)",
    "Assicurati: atleti tesserati, allenatori e dirigenti (fino a 60 persone)",
    "Decorrenza: 01/09/2026 - Scadenza: 31/08/2027",
    "Premio annuo lordo: 1.340,00 € (pagato il 05/09/2026)",
    "",
    "Somme assicurate: morte 80.000,00 €; invalidità permanente 100.000,00 € (franchigia 5%);",
    "diaria da ricovero 30,00 € al giorno; rimborso spese mediche fino a 2.500,00 € per infortunio.",
    "Denuncia dell'infortunio: entro 3 giorni lavorativi, con il referto del pronto soccorso.",
    "",
    "L'agente: dott.ssa Sonia Filippi",
]

ACCORDO_SPONSOR = [
    "ACCORDO DI SPONSORIZZAZIONE - stagione 2026/27",
    "",
    "Tra il Panificio Moser di Moser Luigi & C. snc, via Rosmini 18, Lavis (lo sponsor),",
    "e l'ASD Volley Avisio, rappresentata dal presidente Franco Zanella (l'associazione).",
    "",
    "1. Lo sponsor versa all'associazione 2.500,00 € per la stagione 2026/27: 1.500,00 € entro il "
    "31/10/2026 e 1.000,00 € entro il 28/02/2027.",
    "2. L'associazione stampa il logo del panificio sul fronte delle maglie da gara della Serie D ed "
    "espone uno striscione in palestra durante le partite in casa.",
    "3. L'associazione pubblica due post al mese sui suoi social che citano lo sponsor.",
    "4. L'accordo scade il 30/06/2027 e non si rinnova tacitamente.",
    "",
    "Lavis, 15/09/2026",
    "Per lo sponsor: Luigi Moser    Per l'associazione: Franco Zanella",
]

# ---------------------------------------------------------------------------------------
# Materiale: three quotes and an invoice.
# ---------------------------------------------------------------------------------------

_SPORTISSIMO = ["SPORTISSIMO TRENTO s.r.l. - via Brennero 140, 38121 Trento", "P.IVA 01987650221", ""]

PREVENTIVO_SPORTISSIMO = [
    *_SPORTISSIMO,
    "PREVENTIVO n. 2026/311 del 12/11/2026",
    "Spett.le ASD Volley Avisio - alla c.a. della tesoriera Chiara Pedrotti",
    "",
    "20 palloni da gara omologati, modello V-Pro 5: 20 x 58,00 € = 1.160,00 €",
    "1 rete da gara con cavo in acciaio: 210,00 €",
    "1 carrello portapalloni: 110,00 €",
    "",
    "TOTALE PREVENTIVO: 1.480,00 € IVA inclusa",
    "Consegna in 5 giorni lavorativi. Offerta valida fino al 15/12/2026.",
]

OFFERTA_VOLLEYSHOP = [
    "VOLLEY SHOP VERONA - Corso Milano 77, 37138 Verona",
    "Offerta n. VS-2026-0892 del 18/11/2026",
    "Per: ASD Volley Avisio, Lavis (TN)",
    "",
    "20 palloni da gara Gara Pro 300: 20 x 52,00 € = 1.040,00 €",
    "1 rete da gara professionale: 185,00 €",
    "1 carrello portapalloni con ruote: 90,00 €",
    "",
    "Totale offerta: 1.315,00 € IVA compresa, trasporto incluso.",
    "Consegna in 10 giorni. Validità dell'offerta: 30 giorni.",
]

MAIL_RETE_E_RETE = """From: Rete e Rete Sport <info@reteerete.example.org>
To: chiara.pedrotti@example.org
Subject: Re: richiesta prezzi palloni e rete
Date: Wed, 25 Nov 2026 09:12:00 +0100
Message-ID: <offerta-avisio-2611@reteerete.example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Buongiorno Chiara,

come da sua richiesta le mando la nostra migliore offerta:
- 20 palloni Match 5 Elite a 47,50 € l'uno: 950,00 €
- rete da gara con antenne: 160,00 €
- carrello portapalloni: 80,00 €
Totale: 1.190,00 € IVA inclusa, consegna gratuita a Lavis entro il 10 dicembre se confermate
entro il 4.

Cordiali saluti,
Michele Gasser - Rete e Rete Sport, Bolzano

> Il 20/11/2026 Chiara Pedrotti ha scritto:
> buongiorno, ci servirebbe un prezzo per 20 palloni da gara, una rete e un carrello.
"""

FATTURA_SPORTISSIMO = [
    *_SPORTISSIMO,
    "FATTURA n. 1187 del 08/09/2026",
    "Cliente: ASD Volley Avisio, Lavis (TN) - C.F. 96012340227",
    "",
    "6 palloni da allenamento: 6 x 38,00 € = 228,00 €",
    "2 antenne per rete: 2 x 23,00 € = 46,00 €",
    "Imponibile: 224,59 €   IVA 22%: 49,41 €",
    "TOTALE FATTURA: 274,00 €",
    "Pagata con bonifico il 10/09/2026.",
]

# ---------------------------------------------------------------------------------------
# Verbali.
# ---------------------------------------------------------------------------------------

VERBALE_DIRETTIVO = [
    "ASD VOLLEY AVISIO - VERBALE DEL CONSIGLIO DIRETTIVO",
    "Riunione di giovedì 12 novembre 2026, ore 20:45, saletta della palestra comunale di Lavis.",
    "Presenti: Franco Zanella (presidente), Chiara Pedrotti (tesoriera), Mirko Gretter (segretario), "
    "Luisa Clementi (consigliera); invitato l'allenatore Declan Murphy.",
    "",
    "1. Materiale: servono 20 palloni nuovi, una rete e un carrello. La tesoriera raccoglie almeno tre "
    "preventivi; si sceglie il più conveniente entro il 15 dicembre.",
    "2. Quote: mancano ancora alcune quote. Ai soci che non hanno pagato si manda un sollecito; termine "
    "ultimo 15/12/2026, dopo il quale non si scende in campo.",
    "3. Torneo di Natale: domenica 20 dicembre 2026 in palestra, squadre miste da quattro, quota di "
    "partecipazione 15,00 € a persona; i premi li offre il Panificio Moser.",
    "4. Trasferta a Malta: l'allenatore propone la Gozo Spring Volley Cup di aprile 2027. Il direttivo è "
    "favorevole se partecipano almeno 10 atlete; si decide alla prossima riunione.",
    "5. Varie: la serratura dello spogliatoio femminile è rotta, il segretario avvisa il Comune.",
    "",
    "Prossima riunione: giovedì 14 gennaio 2027 alle 20:45.",
    "Il segretario: Mirko Gretter    Il presidente: Franco Zanella",
]

VERBALE_ASSEMBLEA = [
    "ASD VOLLEY AVISIO - VERBALE DELL'ASSEMBLEA ORDINARIA DEI SOCI",
    "Sabato 5 settembre 2026, ore 18:00, palestra comunale di Lavis. Presenti 12 soci su 14, con i "
    "genitori delle atlete minorenni.",
    "",
    "1. Approvato il rendiconto 2025-26: entrate 14.820,00 €, uscite 14.105,00 €, avanzo 715,00 €.",
    "2. Quote 2026-27: Serie D 220,00 € (erano 200,00 €), Under 16 160,00 € (erano 150,00 €), Amatori "
    "misto 120,00 € (erano 110,00 €), da versare entro il 31 ottobre.",
    "3. Confermato il consiglio direttivo uscente per altri due anni.",
    "4. L'allenatore Declan Murphy presenta gli obiettivi: salvezza tranquilla in Serie D e un torneo "
    "all'estero in primavera.",
    "Il segretario: Mirko Gretter    Il presidente: Franco Zanella",
]

# ---------------------------------------------------------------------------------------
# Stagione 2026-27.
# ---------------------------------------------------------------------------------------

CALENDARIO = """giornata,data,ora,casa,ospiti,palestra,risultato,esito
1,10/10/2026,20:30,Volley Avisio,Pallavolo Mezzolombardo,Lavis,3-1,vinta
2,17/10/2026,20:30,Argentario Volley,Volley Avisio,Cognola,3-2,persa
3,24/10/2026,20:30,Volley Avisio,Rovereto Volley,Lavis,1-3,persa
4,31/10/2026,18:00,Pallavolo Pergine,Volley Avisio,Pergine Valsugana,0-3,vinta
5,07/11/2026,20:30,Volley Avisio,Aldeno Volley,Lavis,3-0,vinta
6,14/11/2026,20:30,Ala Volley,Volley Avisio,Ala,3-1,persa
7,21/11/2026,20:30,Volley Avisio,Arco Riva Volley,Lavis,3-2,vinta
8,28/11/2026,20:30,Borgo Volley,Volley Avisio,Borgo Valsugana,2-3,vinta
9,05/12/2026,18:00,Volley Avisio,Volley Levico,Lavis,,
10,12/12/2026,20:30,Volano Volley,Volley Avisio,Volano,,
11,19/12/2026,20:30,Volley Avisio,Pallavolo Mezzocorona,Lavis,,
12,09/01/2027,20:30,Cles Volley,Volley Avisio,Cles,,
"""

CONVOCAZIONI = """Squad for Saturday 5 December - Volley Avisio v Volley Levico (home, first serve 18:00)
Meet at the gym at 17:00, warm-up from 17:15.

Setters: Anna Dallapiccola, Laura Chistè (U16)
Outside hitters: Beatrice Zanoni, Elena Tomasi, Giorgia Nicolodi (U16)
Middles: Denise Girardi, Marta Gadotti (U16)
Opposite: Federica Bortolotti

Not called: Caterina Pisetta - no valid medical certificate, sort it out please!
Shirts: the new white ones. See you Saturday - Declan
"""

MAIL_MALTA = """From: Joseph Camilleri <gozocup@example.org>
To: declan.murphy@example.org
Cc: chiara.pedrotti@example.org
Subject: Gozo Spring Volley Cup 2027 - invitation
Date: Fri, 20 Nov 2026 16:40:00 +0100
Message-ID: <gozo-cup-2027-avisio@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Dear Declan,

thank you for your interest. The Gozo Spring Volley Cup 2027 will be played from Friday 23 to
Sunday 25 April 2027 at the Gozo Sports Complex in Victoria, Gozo (Malta).

Entry fee: EUR 60.00 per player, paid when you register. Registration closes on 31 January 2027.
We can book rooms at a guesthouse in Xlendi for EUR 38.00 per person per night, breakfast
included. The ferry from Cirkewwa to Mgarr is not included.

Best regards,
Joseph Camilleri - Gozo Spring Volley Cup
"""

# ---------------------------------------------------------------------------------------
# Archivio.
# ---------------------------------------------------------------------------------------

PREVENTIVO_SPORTISSIMO_2025 = [
    *_SPORTISSIMO,
    "PREVENTIVO n. 2025/098 del 02/04/2025",
    "Spett.le ASD Volley Avisio",
    "",
    "15 palloni da gara: 15 x 54,00 € = 810,00 €",
    "1 rete da gara: 200,00 €",
    "1 carrello portapalloni: 80,00 €",
    "",
    "TOTALE PREVENTIVO: 1.090,00 € IVA inclusa",
    "Offerta valida 30 giorni.",
]

SOCI_2025: list[tuple[str, str, float, str, str | None]] = [
    ("Anna Dallapiccola", "Serie D", 200.0, "sì", "12/09/2025"),
    ("Beatrice Zanoni", "Serie D", 200.0, "sì", "15/09/2025"),
    ("Caterina Pisetta", "Serie D", 200.0, "sì", "20/09/2025"),
    ("Giada Casagranda", "Serie D", 200.0, "no", None),
    ("Elena Tomasi", "Serie D", 200.0, "sì", "01/10/2025"),
    ("Giorgia Nicolodi", "Under 16", 150.0, "sì", "22/09/2025"),
    ("Laura Chistè", "Under 16", 150.0, "sì", "03/10/2025"),
    ("Mattia Bonvecchio", "Amatori misto", 110.0, "no", None),
    ("Nicola Sartori", "Amatori misto", 110.0, "sì", "28/09/2025"),
    ("Paolo Zeni", "Amatori misto", 110.0, "sì", "05/10/2025"),
]

CONTRATTO_PALESTRA_2025 = [
    "COMUNE DI LAVIS - Servizio Sport e Tempo libero",
    "CONVENZIONE PER L'USO DELLA PALESTRA COMUNALE - stagione sportiva 2025/26",
    "",
    "Il Comune di Lavis concede all'ASD Volley Avisio l'uso della palestra comunale.",
    "1. Durata: dal 01/09/2025 al 31/05/2026.",
    "2. Tariffa: 22,00 € per ogni ora di utilizzo; monte ore stagionale: 240 ore.",
    "3. Corrispettivo complessivo: 5.280,00 €, in tre rate.",
    "4. Deposito cauzionale: 400,00 €.",
    "",
    "Lavis, 28/08/2025",
]

QUOTE_INCASSATE_2025 = """data,socio,causale,importo,valuta,metodo
12/09/2025,Anna Dallapiccola,quota 2025-26 serie D,200.00,EUR,bonifico
15/09/2025,Beatrice Zanoni,quota 2025-26 serie D,200.00,EUR,contanti
20/09/2025,Caterina Pisetta,quota 2025-26 serie D,200.00,EUR,bonifico
22/09/2025,Giorgia Nicolodi,quota 2025-26 under 16,150.00,EUR,contanti
28/09/2025,Nicola Sartori,quota 2025-26 amatori,110.00,EUR,contanti
01/10/2025,Elena Tomasi,quota 2025-26 serie D,200.00,EUR,bonifico
03/10/2025,Laura Chistè,quota 2025-26 under 16,150.00,EUR,bonifico
05/10/2025,Paolo Zeni,quota 2025-26 amatori,110.00,EUR,contanti
14/11/2025,Anna Dallapiccola,borracce con logo,12.00,EUR,contanti
14/11/2025,Elena Tomasi,borracce con logo,12.00,EUR,contanti
"""

# ---------------------------------------------------------------------------------------
# Scaricati.
# ---------------------------------------------------------------------------------------

REGOLAMENTO_CAMPIONATI = [
    "Comitato territoriale di Trento - Regolamento dei campionati 2026/27",
    "Art. 12 - Le gare si disputano al meglio dei cinque set.",
    "Art. 18 - Ogni atleta in distinta deve avere un certificato medico valido alla data della gara.",
]

MODULO_TORNEO = [
    "Modulo di iscrizione - Torneo di Natale",
    "Nome della squadra: ____________   Capitano: ____________",
    "Telefono: ____________   Firma: ____________",
]

# ---------------------------------------------------------------------------------------
# Top level.
# ---------------------------------------------------------------------------------------

PROMEMORIA = (
    "- sollecitare chi non ha ancora pagato la quota (termine ultimo 15/12)\n"
    "- confermare i palloni: Rete e Rete consegna gratis se confermiamo entro il 4/12\n"
    "- Caterina deve rifare la visita medica prima di tornare a giocare\n"
    "- prima rata dello sponsor Moser arrivata il 29/10 (1.500 €)\n"
    "- portare le chiavi nuove dello spogliatoio a Walter venerdì\n"
)

CONTATTI_UTILI = (
    "Franco Zanella (presidente): 347 221 9034\n"
    "Declan Murphy (allenatore): 351 880 4127 - declan.murphy@example.org\n"
    "Walter Bazzanella (custode della palestra): 0461 240 318\n"
    "Sonia Filippi (agente dell'assicurazione): 0461 982 550\n"
    "Panificio Moser (sponsor): 0461 246 011\n"
    "Rete e Rete Sport, Bolzano: 0471 530 226\n"
)

# ---------------------------------------------------------------------------------------
# Fingerprints: strings found in one file only, and in no file name (see `_check_fingerprints`).
# ---------------------------------------------------------------------------------------

FINGERPRINTS: dict[str, tuple[str, ...]] = {
    "Soci/iscritti_2026-27.xlsx": ("Ilaria Pojer", "Sara Andreatta"),
    f"{CERT}/certificato_anna_dallapiccola.pdf": ("14/03/1998", "Nessuna limitazione"),
    f"{CERT}/certificato_caterina_pisetta.pdf": ("broncodilatatore", "02/07/2001"),
    f"{CERT}/certificato_elena_tomasi.pdf": ("lenti a contatto", "21/10/1999"),
    f"{CERT}/certificato_federica_bortolotti.pdf": ("ecocardiografico", "09/05/1996"),
    "Cassa/quote_incassate_2026-27.csv": ("bonifico dalla Svizzera", "divisa da gioco"),
    "Cassa/dati_banca_cassaforte.txt": ("IT48R0830434950000012345678", "Schiacciata#26"),
    "Campo/contratto_palestra_comunale.pdf": ("Filari Longhi", "suola nera"),
    "Campo/training_schedule.md": ("kneepads", "water bottle"),
    "Contratti/polizza_infortuni_2026-27.pdf": ("4410923", "diaria da ricovero"),
    "Contratti/accordo_sponsor_panificio_moser.docx": ("Moser Luigi", "striscione in palestra"),
    "Materiale/preventivo_sportissimo.pdf": ("2026/311", "V-Pro 5"),
    "Materiale/offerta_volleyshop_verona.docx": ("Corso Milano 77", "Gara Pro 300"),
    "Materiale/re_richiesta_prezzi.eml": ("Match 5 Elite", "Michele Gasser"),
    "Materiale/sportissimo_ordine_settembre.pdf": ("FATTURA n. 1187", "antenne per rete"),
    "Verbali/verbale_direttivo_2026-11-12.docx": ("Luisa Clementi", "serratura dello spogliatoio"),
    "Verbali/verbale_assemblea_2026-09-05.docx": ("rendiconto 2025-26", "salvezza tranquilla"),
    f"{STAGIONE}/calendario_serie_d.csv": ("Argentario Volley", "Arco Riva Volley"),
    f"{STAGIONE}/convocazioni_levico.txt": ("Outside hitters", "the new white ones"),
    f"{STAGIONE}/email_malta_cup.eml": ("Xlendi", "Cirkewwa"),
    "Archivio/preventivo_sportissimo_2025.pdf": ("2025/098", "15 x 54,00"),
    "Archivio/iscritti_2025-26.xlsx": ("Giada Casagranda", "Mattia Bonvecchio"),
    "Archivio/contratto_palestra_2025-26.pdf": ("5.280,00", "dal 01/09/2025"),
    "Archivio/quote_incassate_2025-26.csv": ("borracce con logo",),
    "promemoria.txt": ("chiavi nuove dello spogliatoio", "rifare la visita medica"),
    "contatti_utili.txt": ("347 221 9034", "0461 240 318"),
}

FOLDERS = (
    "Soci",
    CERT,
    "Cassa",
    "Campo",
    "Contratti",
    "Materiale",
    "Verbali",
    STAGIONE,
    VIDEO,
    "Foto",
    "Archivio",
    "Scaricati",
)

TMP_FILES = ("~lock.iscritti.tmp", "download_7730.tmp", "anteprima_0215.tmp")
DOWNLOADS = (
    ("Regolamento campionati 2026-27.pdf", "Regolamento campionati 2026-27 (1).pdf"),
    ("modulo_iscrizione_torneo.pdf", "modulo_iscrizione_torneo (1).pdf"),
)

# Every file's mtime, at 10:00 UTC of this day: the documents' own dates where they have one.
MTIMES: dict[str, str] = {
    "Soci/iscritti_2026-27.xlsx": "2026-11-26",
    f"{CERT}/certificato_anna_dallapiccola.pdf": "2026-01-10",
    f"{CERT}/certificato_caterina_pisetta.pdf": "2025-11-28",
    f"{CERT}/certificato_elena_tomasi.pdf": "2026-06-15",
    f"{CERT}/certificato_federica_bortolotti.pdf": "2025-12-20",
    "Cassa/quote_incassate_2026-27.csv": "2026-11-25",
    "Cassa/dati_banca_cassaforte.txt": "2025-10-02",
    "Cassa/scontrino_pizzeria_trasferta.jpg": "2026-11-29",
    "Campo/contratto_palestra_comunale.pdf": "2026-08-25",
    "Campo/training_schedule.md": "2026-09-07",
    "Contratti/polizza_infortuni_2026-27.pdf": "2026-09-05",
    "Contratti/accordo_sponsor_panificio_moser.docx": "2026-09-15",
    "Materiale/preventivo_sportissimo.pdf": "2026-11-12",
    "Materiale/offerta_volleyshop_verona.docx": "2026-11-18",
    "Materiale/re_richiesta_prezzi.eml": "2026-11-25",
    "Materiale/sportissimo_ordine_settembre.pdf": "2026-09-08",
    "Verbali/verbale_direttivo_2026-11-12.docx": "2026-11-13",
    "Verbali/verbale_assemblea_2026-09-05.docx": "2026-09-06",
    f"{STAGIONE}/calendario_serie_d.csv": "2026-11-29",
    f"{STAGIONE}/convocazioni_levico.txt": "2026-12-01",
    f"{STAGIONE}/email_malta_cup.eml": "2026-11-20",
    "Foto/torneo_natale_2025_01.jpg": "2025-12-20",
    "Foto/torneo_natale_2025_02.jpg": "2025-12-20",
    "Foto/premiazione_under16.jpg": "2025-12-21",
    "Foto/foto_squadra_2026-27.png": "2026-10-03",
    "Archivio/preventivo_sportissimo_2025.pdf": "2025-04-02",
    "Archivio/iscritti_2025-26.xlsx": "2025-11-14",
    "Archivio/contratto_palestra_2025-26.pdf": "2025-08-28",
    "Archivio/quote_incassate_2025-26.csv": "2025-11-15",
    "Scaricati/Regolamento campionati 2026-27.pdf": "2026-09-03",
    "Scaricati/Regolamento campionati 2026-27 (1).pdf": "2026-09-10",
    "Scaricati/modulo_iscrizione_torneo.pdf": "2026-11-14",
    "Scaricati/modulo_iscrizione_torneo (1).pdf": "2026-11-16",
    "Scaricati/~lock.iscritti.tmp": "2026-11-26",
    "Scaricati/download_7730.tmp": "2026-11-02",
    "Scaricati/anteprima_0215.tmp": "2026-10-12",
    "promemoria.txt": "2026-12-02",
    "contatti_utili.txt": "2026-09-12",
}

# ---------------------------------------------------------------------------------------
# Writers (PDF and DOCX from family_workspace; sheets normalised the same way).
# ---------------------------------------------------------------------------------------

_sheet = partial(write_sheet, creator="Chiara Pedrotti")


def _tmp(seed: int) -> bytes:
    """Opaque bytes for a program's leftover."""
    return bytes((seed * 37 + i * 13) % 256 for i in range(260 + seed * 47))


# ---------------------------------------------------------------------------------------
# The workspace.
# ---------------------------------------------------------------------------------------


def make_clubhouse_workspace(root: Path) -> None:
    """Write the club's files under `root` (created if missing; files overwritten)."""
    root = Path(root)
    for name in FOLDERS:
        (root / name).mkdir(parents=True, exist_ok=True)

    _sheet(root / "Soci" / "iscritti_2026-27.xlsx", "Iscritti 2026-27", SOCI_HEADER, SOCI_2026)
    cert = root / CERT
    _pdf(cert / "certificato_anna_dallapiccola.pdf", CERT_ANNA, "Certificato agonistico")
    _pdf(cert / "certificato_caterina_pisetta.pdf", CERT_CATERINA, "Certificato agonistico")
    _pdf(cert / "certificato_elena_tomasi.pdf", CERT_ELENA, "Certificato agonistico")
    _pdf(cert / "certificato_federica_bortolotti.pdf", CERT_FEDERICA, "Certificato agonistico")

    cassa = root / "Cassa"
    _text(cassa / "quote_incassate_2026-27.csv", QUOTE_INCASSATE_2026)
    _text(cassa / "dati_banca_cassaforte.txt", DATI_BANCA)
    (cassa / "scontrino_pizzeria_trasferta.jpg").write_bytes(_jpeg(71, 2800))

    campo = root / "Campo"
    _pdf(campo / "contratto_palestra_comunale.pdf", CONTRATTO_PALESTRA, "Convenzione palestra 2026/27")
    _text(campo / "training_schedule.md", TRAINING_SCHEDULE)

    contratti = root / "Contratti"
    _pdf(contratti / "polizza_infortuni_2026-27.pdf", POLIZZA_INFORTUNI, "Polizza infortuni")
    _docx(contratti / "accordo_sponsor_panificio_moser.docx", ACCORDO_SPONSOR, "Accordo di sponsorizzazione")

    materiale = root / "Materiale"
    _pdf(materiale / "preventivo_sportissimo.pdf", PREVENTIVO_SPORTISSIMO, "Preventivo 2026/311")
    _docx(materiale / "offerta_volleyshop_verona.docx", OFFERTA_VOLLEYSHOP, "Offerta VS-2026-0892")
    _text(materiale / "re_richiesta_prezzi.eml", MAIL_RETE_E_RETE)
    _pdf(materiale / "sportissimo_ordine_settembre.pdf", FATTURA_SPORTISSIMO, "Fattura 1187")

    verbali = root / "Verbali"
    _docx(verbali / "verbale_direttivo_2026-11-12.docx", VERBALE_DIRETTIVO, "Verbale direttivo")
    _docx(verbali / "verbale_assemblea_2026-09-05.docx", VERBALE_ASSEMBLEA, "Verbale assemblea")

    stagione = root / STAGIONE
    _text(stagione / "calendario_serie_d.csv", CALENDARIO)
    _text(stagione / "convocazioni_levico.txt", CONVOCAZIONI)
    _text(stagione / "email_malta_cup.eml", MAIL_MALTA)

    foto = root / "Foto"
    (foto / "torneo_natale_2025_01.jpg").write_bytes(_jpeg(72, 5400))
    (foto / "torneo_natale_2025_02.jpg").write_bytes(_jpeg(73, 3900))
    (foto / "premiazione_under16.jpg").write_bytes(_jpeg(74, 6100))
    (foto / "foto_squadra_2026-27.png").write_bytes(_png(10, 8, (230, 230, 240)))

    archivio = root / "Archivio"
    _pdf(archivio / "preventivo_sportissimo_2025.pdf", PREVENTIVO_SPORTISSIMO_2025, "Preventivo 2025/098")
    _sheet(archivio / "iscritti_2025-26.xlsx", "Iscritti 2025-26", SOCI_HEADER, SOCI_2025)
    _pdf(archivio / "contratto_palestra_2025-26.pdf", CONTRATTO_PALESTRA_2025, "Convenzione palestra 2025/26")
    _text(archivio / "quote_incassate_2025-26.csv", QUOTE_INCASSATE_2025)

    scaricati = root / "Scaricati"
    sources = ((REGOLAMENTO_CAMPIONATI, "Regolamento campionati"), (MODULO_TORNEO, "Modulo torneo"))
    for (original, twin), (lines, title) in zip(DOWNLOADS, sources, strict=True):
        for name in (original, twin):
            _pdf(scaricati / name, lines, title)
    for seed, name in enumerate(TMP_FILES, start=1):
        (scaricati / name).write_bytes(_tmp(seed))

    _text(root / "promemoria.txt", PROMEMORIA)
    _text(root / "contatti_utili.txt", CONTATTI_UTILI)

    stamp_tree(root, MTIMES)


# ---------------------------------------------------------------------------------------
# Self-check: every fingerprint names one file, and only that one, and no file name.
# ---------------------------------------------------------------------------------------


def _sources() -> dict[str, str]:
    """Every text-bearing file's text as written (cells of the sheets joined)."""

    def lines(items: Sequence[str]) -> str:
        return "\n".join(items)

    def cells(title: str, header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
        return "\n".join([title, *header, *(str(c) for row in rows for c in row if c is not None)])

    return {
        "Soci/iscritti_2026-27.xlsx": cells("Iscritti 2026-27", SOCI_HEADER, SOCI_2026),
        f"{CERT}/certificato_anna_dallapiccola.pdf": lines(CERT_ANNA),
        f"{CERT}/certificato_caterina_pisetta.pdf": lines(CERT_CATERINA),
        f"{CERT}/certificato_elena_tomasi.pdf": lines(CERT_ELENA),
        f"{CERT}/certificato_federica_bortolotti.pdf": lines(CERT_FEDERICA),
        "Cassa/quote_incassate_2026-27.csv": QUOTE_INCASSATE_2026,
        "Cassa/dati_banca_cassaforte.txt": DATI_BANCA,
        "Campo/contratto_palestra_comunale.pdf": lines(CONTRATTO_PALESTRA),
        "Campo/training_schedule.md": TRAINING_SCHEDULE,
        "Contratti/polizza_infortuni_2026-27.pdf": lines(POLIZZA_INFORTUNI),
        "Contratti/accordo_sponsor_panificio_moser.docx": lines(ACCORDO_SPONSOR),
        "Materiale/preventivo_sportissimo.pdf": lines(PREVENTIVO_SPORTISSIMO),
        "Materiale/offerta_volleyshop_verona.docx": lines(OFFERTA_VOLLEYSHOP),
        "Materiale/re_richiesta_prezzi.eml": MAIL_RETE_E_RETE,
        "Materiale/sportissimo_ordine_settembre.pdf": lines(FATTURA_SPORTISSIMO),
        "Verbali/verbale_direttivo_2026-11-12.docx": lines(VERBALE_DIRETTIVO),
        "Verbali/verbale_assemblea_2026-09-05.docx": lines(VERBALE_ASSEMBLEA),
        f"{STAGIONE}/calendario_serie_d.csv": CALENDARIO,
        f"{STAGIONE}/convocazioni_levico.txt": CONVOCAZIONI,
        f"{STAGIONE}/email_malta_cup.eml": MAIL_MALTA,
        "Archivio/preventivo_sportissimo_2025.pdf": lines(PREVENTIVO_SPORTISSIMO_2025),
        "Archivio/iscritti_2025-26.xlsx": cells("Iscritti 2025-26", SOCI_HEADER, SOCI_2025),
        "Archivio/contratto_palestra_2025-26.pdf": lines(CONTRATTO_PALESTRA_2025),
        "Archivio/quote_incassate_2025-26.csv": QUOTE_INCASSATE_2025,
        "promemoria.txt": PROMEMORIA,
        "contatti_utili.txt": CONTATTI_UTILI,
    }


# The texts without fingerprints: they still must not hold anyone else's fingerprint.
_UNPRINTED = "\n".join([*REGOLAMENTO_CAMPIONATI, *MODULO_TORNEO])


def _check_fingerprints() -> None:
    assert set(FINGERPRINTS) <= set(MTIMES), set(FINGERPRINTS) - set(MTIMES)
    check_fingerprints(_sources(), FINGERPRINTS, names=MTIMES)
    check_unprinted(FINGERPRINTS, _UNPRINTED)


_check_fingerprints()


def _check_tree(root: Path) -> None:
    """The generated tree is exactly the one described by MTIMES and FOLDERS."""
    check_tree(root, MTIMES, empty=VIDEO, twins=DOWNLOADS)


def main(argv: Sequence[str]) -> int:
    """Generate the workspace into the directory given on the command line, and check it."""
    return workspace_main(
        argv, "clubhouse_workspace.py", make_clubhouse_workspace, check=_check_tree, count=len(MTIMES)
    )


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
