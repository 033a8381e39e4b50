"""The files of a young couple in Milano, for the understanding benchmark.

Chiara Lombardi is a freelance translator (German and English into Italian, flat-rate tax
regime); her partner Tommaso Galli is a bike mechanic who is renovating the bathroom; their
daughter Bianca was born on 8 September 2026; they let a small flat in Via Padova.
``make_translator_workspace(root)`` writes their workspace:

- ``Lavoro``: the jobs log of 2026 (CSV, one row per job: September 2 jobs, 7 hours, 250,00 €;
  October 4 jobs, 44 hours, 1.818,00 €; November 5 jobs, 53 hours, 763,00 € plus USD 1,150.00),
  the 2026 rates (XLSX), the tax-deadline note (F24 dates); ``Clienti`` (the clients' list CSV,
  a client's e-mail asking for a 12,500-word manual by 18 December, a publisher's brief);
  ``Fatture 2026`` (four invoices Chiara issued in November: Kessler 1.380,00 €, Ferraguti
  574,00 €, Brightline USD 1,150.00, Lumen 288,00 € - 2.242,00 € in euro); ``Commercialista``
  (three e-mails of the accountant, .eml: the November instalment 2.600,00 €, the papers wanted
  by 10 December, the IMU of the let flat 412,00 € by 16 December);
- ``Bagno``: three quotes for the bathroom (Edil Nord 8.950,00 €, F.lli Colombo 7.480,00 €,
  Idraulica Brambilla 6.920,00 € in a file misleadingly called
  ``appunti_sopralluogo_brambilla.txt``), an invoice of a fourth firm, Idraulica Mauri, for the
  cistern (146,40 €, cheaper than every quote), the measurements, a photo and an empty
  ``Foto dopo``;
- ``Bianca``: the pediatrician's check-ups (next on 14 January 2027, 10:30), the vaccination
  calendar (second hexavalent dose 12 January 2027), a health note (private); ``Asilo nido``
  (the enrolment form, due 12 February 2027; the fee table by ISEE band);
- ``Affitto``: the lease of the Via Padova flat (720,00 € a month by the 5th), the 2026 rent
  receipts (CSV, January to November without August: 10 payments, 7.200,00 €), the condo
  fees (XLSX, 1.111,50 €);
- ``Casa``: the shopping list, the electricity bill (88,60 €), a recipe, and the bank details
  and PINs, the alarm code and Wi-Fi password and the family's tax codes (private);
- ``Officina``: Tommaso's repair price list and his spare-parts order (640,60 €);
- ``Foto``: four pictures; ``Archivio``: last year's namesakes (the F.lli Colombo bathroom quote
  of 2025, 6.400,00 €, cheaper than any current quote; the 2025 rent receipts, 12 x 720,00 €;
  the 2025 rates; the 2025 electricity bill, 71,30 €);
- ``Scaricati``: two downloads (one with spaces and digits in its name) with byte-identical
  "(1)" duplicates and three ``.tmp`` files;
- at the top, ``promemoria.txt`` and ``numeri_utili.txt``.

Documents are dated up to 2 December 2026 (today is 2026-12-03) and file mtimes follow them.
Generation is deterministic. ``FINGERPRINTS`` holds, per file, strings found only in that file
(and in no file name); photos, ``.tmp`` files and the downloads have none.

Run by hand to look at it: ``python3 bench/translator_workspace.py DIR``.
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
# Lavoro. Italian documents write amounts the Italian way (1.380,00 €); CSV files use a dot.
# ---------------------------------------------------------------------------------------

CLI = "Lavoro/Clienti"
FAT = "Lavoro/Fatture 2026"
COM = "Lavoro/Commercialista"
NIDO = "Bianca/Asilo nido"

REGISTRO_LAVORI = """data,cliente,lavoro,coppia,parole,ore,importo,valuta
02/09/2026,Kessler Maschinenbau GmbH,scheda tecnica pompa idraulica,DE-IT,1200,5,180.00,EUR
28/09/2026,Studio Legale Ferraguti,revisione accordo di riservatezza,EN-IT,0,2,70.00,EUR
06/10/2026,Kessler Maschinenbau GmbH,manuale pressa piegatrice (parte 1),DE-IT,4600,14,690.00,EUR
14/10/2026,Studio Legale Ferraguti,contratto di fornitura,EN-IT,2100,7,294.00,EUR
21/10/2026,Kessler Maschinenbau GmbH,manuale pressa piegatrice (parte 2),DE-IT,4600,13,690.00,EUR
29/10/2026,Edizioni Lumen,romanzo - capitolo 2,DE-IT,2250,10,144.00,EUR
04/11/2026,Studio Legale Ferraguti,contratto di licenza software,EN-IT,2000,6,280.00,EUR
10/11/2026,Brightline Localization Inc.,stringhe interfaccia app,EN-IT,9580,22,1150.00,USD
17/11/2026,Edizioni Lumen,romanzo - capitolo 3,DE-IT,4500,20,288.00,EUR
24/11/2026,Kessler Maschinenbau GmbH,scheda di sicurezza,DE-IT,900,3,135.00,EUR
30/11/2026,privato (sig.ra Ortolani),certificato di nascita,DE-IT,350,2,60.00,EUR
"""

RATES_HEADER = ["Servizio", "Coppia", "Unità", "Tariffa (€)"]
TARIFFE_2026: list[tuple[str, str, str, float]] = [
    ("Traduzione tecnica", "DE>IT", "parola", 0.15),
    ("Traduzione tecnica", "EN>IT", "parola", 0.12),
    ("Traduzione legale", "DE>IT", "parola", 0.16),
    ("Traduzione legale", "EN>IT", "parola", 0.14),
    ("Traduzione editoriale", "DE>IT", "cartella", 16.0),
    ("Traduzione editoriale", "EN>IT", "cartella", 15.0),
    ("Revisione", "DE/EN>IT", "ora", 35.0),
    ("Minimo fatturabile", "tutte", "lavoro", 40.0),
]

SCADENZE_FISCALI = """# Scadenze fiscali - Chiara (regime forfettario)

- 30/11/2026: F24 secondo acconto (imposta sostitutiva + INPS gestione separata) - PAGATO il 27/11
- 16/12/2026: F24 saldo IMU del bilocale di via Padova - lo prepara lo studio Bellini
- 01/03/2027: F24 imposta di bollo sulle fatture elettroniche del IV trimestre
- 30/06/2027: F24 saldo 2026 e primo acconto 2027
- 31/10/2027: dichiarazione dei redditi (modello Redditi PF)
"""

ELENCO_CLIENTI = """cliente,paese,coppia,settore,referente,email
Kessler Maschinenbau GmbH,Germania,DE-IT,tecnico,Katrin Weber,k.weber@kessler.example
Studio Legale Ferraguti,Italia,EN-IT,legale,avv. Marta Ferraguti,segreteria@ferraguti.example
Brightline Localization Inc.,USA,EN-IT,software,Jason Reed,vendors@brightline.example
Edizioni Lumen,Italia,DE-IT,editoriale,Giovanna Sala,redazione@lumen.example
"""

MAIL_KESSLER = """From: Katrin Weber <k.weber@kessler.example>
To: chiara.lombardi@example.org
Subject: New job: operating manual KPH 400 (DE>IT)
Date: Mon, 30 Nov 2026 09:12:44 +0100
Message-ID: <kph400-it@kessler.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Dear Chiara,

we have a new job for you: the operating manual of our KPH 400 press brake,
about 12,500 words, German into Italian.
Delivery: Friday 18 December 2026 at the latest. Rate as agreed, EUR 0.15 per word.
The source file is on our portal; please confirm by Wednesday.

Best regards,
Katrin Weber, Technical Documentation
"""

BRIEF_LUMEN = """# Edizioni Lumen - "Die stille Grenze" di Anja Holtkamp

- traduzione dal tedesco del romanzo, 14 capitoli
- compenso: 16,00 € a cartella (1.800 battute)
- consegna dei capitoli 4-8 entro il 31/01/2027
- redattrice: Giovanna Sala
- mantenere il dialetto bavarese in corsivo, nessuna nota del traduttore
"""

_HEAD = ["Chiara Lombardi - traduzioni tecniche, legali ed editoriali DE/EN > IT",
         "Via Ascanio Sforza 61, 20136 Milano - P.IVA 09876540961", ""]
_FORFAIT = "Operazione in regime forfettario, senza IVA (art. 1, c. 54-89, L. 190/2014)."

FATTURA_031 = [
    *_HEAD,
    "FATTURA n. 31/2026 del 06/11/2026",
    "Cliente: Kessler Maschinenbau GmbH, Industriestraße 14, 73430 Aalen (Germania)",
    "",
    "Traduzione DE>IT del manuale d'uso della pressa piegatrice (parti 1 e 2)",
    "9.200 parole x 0,15 € = 1.380,00 €",
    "TOTALE: 1.380,00 €",
    _FORFAIT,
    "Pagamento a 30 giorni: entro il 06/12/2026.",
]

FATTURA_032 = [
    *_HEAD,
    "FATTURA n. 32/2026 del 13/11/2026",
    "Cliente: Studio Legale Ferraguti, Corso di Porta Vittoria 28, 20122 Milano",
    "",
    "Traduzione EN>IT di due contratti (fornitura; licenza software)",
    "4.100 parole x 0,14 € = 574,00 €",
    "TOTALE: 574,00 €",
    _FORFAIT,
    "Pagamento a 30 giorni: entro il 13/12/2026.",
]

INVOICE_033 = [
    "Chiara Lombardi - Translator (German and English into Italian)",
    "Via Ascanio Sforza 61, 20136 Milano, Italy - VAT IT09876540961",
    "",
    "INVOICE No. 2026/033 - date: 20 November 2026",
    "Bill to: Brightline Localization Inc., 245 West 29th Street, New York, NY 10001, USA",
    "",
    "English > Italian localization of the app user interface (9,580 words), PO BL-7714",
    "Amount due: USD 1,150.00",
    "Payment in US dollars by wire transfer within 30 days, by 20 December 2026.",
]

FATTURA_034 = [
    *_HEAD,
    "FATTURA n. 34/2026 del 27/11/2026",
    "Cliente: Edizioni Lumen s.r.l., Via Solferino 12, 20121 Milano",
    "",
    "Traduzione DE>IT del romanzo \"Die stille Grenze\" - capitolo 3",
    "18 cartelle x 16,00 € = 288,00 €",
    "TOTALE: 288,00 €",
    _FORFAIT,
    "Pagamento a 30 giorni: entro il 27/12/2026.",
]

MAIL_ACCONTO = """From: Studio Bellini <studio.bellini@example.org>
To: chiara.lombardi@example.org
Subject: Secondo acconto 2026 - F24 in scadenza il 30 novembre
Date: Fri, 20 Nov 2026 17:05:10 +0100
Message-ID: <acconto-2026-lombardi@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Ciao Chiara,

ti riepilogo il secondo acconto da versare con F24 entro lunedì 30 novembre:
- imposta sostitutiva (regime forfettario): 1.120,00 €
- contributi INPS gestione separata: 1.480,00 €
In tutto 2.600,00 €. Il modello compilato lo trovi sul nostro portale.

Un saluto,
Paolo Bellini
"""

MAIL_FATTURE = """From: Studio Bellini <studio.bellini@example.org>
To: chiara.lombardi@example.org
Subject: Documenti di novembre
Date: Thu, 26 Nov 2026 10:22:31 +0100
Message-ID: <documenti-novembre-lombardi@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Ciao Chiara,

entro giovedì 10 dicembre mandami per favore le fatture emesse a novembre e le ricevute
dell'affitto di via Padova.
Per la fattura in dollari di Brightline indicami la data dell'incasso: la registriamo al
cambio di quel giorno.

Grazie, Paolo
"""

MAIL_IMU = """From: Studio Bellini <studio.bellini@example.org>
To: chiara.lombardi@example.org
Subject: IMU saldo 2026 - bilocale di via Padova
Date: Tue, 1 Dec 2026 09:40:00 +0100
Message-ID: <imu-saldo-2026-galli@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Ciao Chiara e Tommaso,

per il bilocale di via Padova il saldo IMU 2026 è di 412,00 € (aliquota ridotta per il
canone concordato). Va pagato con F24 entro mercoledì 16 dicembre.
Il modello lo carico oggi sul portale dello studio.

Paolo Bellini
"""

# Bagno ----------------------------------------------------------------------------------

PREVENTIVO_EDIL_NORD = [
    "EDIL NORD S.r.l. - ristrutturazioni chiavi in mano",
    "Viale Monza 140, 20127 Milano - P.IVA 07412580963",
    "",
    "PREVENTIVO n. 2026/214 del 20/10/2026",
    "Spett.le Tommaso Galli, Via Ascanio Sforza 61, Milano",
    "",
    "Oggetto: rifacimento completo del bagno (circa 4,3 mq)",
    "- Demolizione di pavimenti e rivestimenti, smaltimento macerie: 1.450,00 €",
    "- Rifacimento impianto idraulico e scarichi: 2.300,00 €",
    "- Fornitura e posa piastrelle in gres porcellanato: 2.900,00 €",
    "- Sanitari sospesi e rubinetteria: 1.800,00 €",
    "- Piatto doccia 80x120 e box in cristallo: 500,00 €",
    "",
    "TOTALE PREVENTIVO: 8.950,00 € IVA 10% inclusa",
    "Durata dei lavori: 4 settimane. Validità dell'offerta: 45 giorni.",
]

PREVENTIVO_COLOMBO = [
    "F.LLI COLOMBO - impresa edile dal 1985",
    "Via Rubattino 8, 20134 Milano",
    "",
    "Preventivo del 28 ottobre 2026",
    "Cliente: Tommaso Galli, Milano",
    "",
    "Ristrutturazione del bagno:",
    "Demolizioni e trasporto in discarica: 1.180,00 €",
    "Impianto idraulico nuovo con collettore: 2.050,00 €",
    "Piastrelle 60x60 (fornitura e posa): 2.450,00 €",
    "Sanitari, rubinetteria e doccia filo pavimento: 1.800,00 €",
    "",
    "Totale: 7.480,00 € IVA compresa",
    "Pagamento: 30% alla firma, 40% a metà lavori, saldo a fine lavori.",
]

APPUNTI_BRAMBILLA = """Idraulica Brambilla di Sergio Brambilla - Sesto San Giovanni

Gentile sig. Galli,
dopo il sopralluogo di sabato 14 novembre le riporto per iscritto il nostro PREVENTIVO per il bagno.

  smontaggio vecchi sanitari, demolizioni e smaltimento ......... 1.020,00 euro
  impianto idraulico completo (carico e scarico) ................ 1.900,00 euro
  posa piastrelle (fornite da voi) e rasature ................... 2.300,00 euro
  sanitari sospesi, miscelatori e piatto doccia ................. 1.700,00 euro

TOTALE: 6.920,00 € IVA 10% inclusa.
Possiamo cominciare lunedì 18 gennaio; il lavoro dura circa tre settimane.
Offerta valida fino al 31/12/2026.

Cordiali saluti, Sergio Brambilla
"""

FATTURA_MAURI = [
    "IDRAULICA MAURI di Fabio Mauri",
    "Via Lombroso 33, 20137 Milano - P.IVA 05566770965",
    "",
    "FATTURA n. 418 del 09/11/2026",
    "Intestata a: Tommaso Galli, Via Ascanio Sforza 61, Milano",
    "",
    "Sostituzione del galleggiante e della guarnizione della cassetta WC: 120,00 €",
    "IVA 22%: 26,40 €",
    "TOTALE FATTURA: 146,40 €",
    "Pagamento: bonifico entro il 09/12/2026.",
]

MISURE_BAGNO = """# Bagno - misure e scelte

- pianta 2,40 x 1,80 m, altezza 2,70 m
- finestra 60 x 90 sulla parete lunga
- al posto della vasca: doccia 80 x 120
- piastrelle: gres effetto cemento 60 x 60, grigio chiaro (le prendiamo noi da Ceramiche Lambro)
- sanitari sospesi, lavabo da 60 con mobile
- detrazione: bonus ristrutturazione 50% (chiedere allo studio)
"""

# Bianca ---------------------------------------------------------------------------------

VISITE_PEDIATRA = """# Bianca - bilanci di salute (pediatra dott.ssa Elena Ferraris)

## 08/10/2026 - primo mese
Peso 4,150 kg, lunghezza 54 cm, circonferenza cranica 37 cm. Cresce bene.

## 10/11/2026 - secondo mese
Peso 5,200 kg, lunghezza 58 cm. Sorride e segue con lo sguardo. Fatta la prima dose dell'esavalente.

Prossimo bilancio di salute: giovedì 14 gennaio 2027 alle 10:30, studio di via Porpora 42.
Portare il libretto delle vaccinazioni.
"""

CALENDARIO_VACCINAZIONI = [
    "ATS Città Metropolitana di Milano - Centro vaccinale di via Statuto",
    "Calendario vaccinale di: Bianca Galli, nata il 08/09/2026",
    "",
    "Esavalente + pneumococco + rotavirus, 1ª dose: 10/11/2026 - eseguita",
    "Meningococco B, 1ª dose: 24/11/2026 - eseguita",
    "Esavalente + pneumococco + rotavirus, 2ª dose: 12/01/2027 ore 9:40",
    "Meningococco B, 2ª dose: 26/01/2027 ore 9:40",
    "Esavalente + pneumococco, 3ª dose: 13/07/2027",
    "Morbillo, parotite, rosolia, varicella (MPRV): a 13 mesi (ottobre 2027)",
]

NOTA_SALUTE_BIANCA = """Bianca - note riservate (solo per noi e per i nonni)
Sospetta APLV (allergia alle proteine del latte vaccino): niente latte vaccino, solo formula Nutramigen.
Displasia dell'anca lieve: cuscino divaricatore, ecografia di controllo a febbraio.
"""

MODULO_NIDO = [
    "COMUNE DI MILANO - Area Servizi all'Infanzia",
    "Domanda di iscrizione ai nidi d'infanzia - anno educativo 2027/2028",
    "",
    "Bambina: Bianca Galli, nata a Milano il 08/09/2026",
    "Genitori richiedenti: Chiara Lombardi, Tommaso Galli",
    "Residenza: Via Ascanio Sforza 61, 20136 Milano (Municipio 5)",
    "Nidi scelti in ordine di preferenza: 1) Nido Ludovico il Moro; 2) Nido via Darwin; "
    "3) Nido Conca del Naviglio",
    "Frequenza richiesta: tempo pieno (7:30-16:30)",
    "ISEE 2026: 27.850,00 €",
    "",
    "La domanda va presentata online entro venerdì 12 febbraio 2027.",
    "Graduatorie provvisorie: aprile 2027. Inserimenti da settembre 2027.",
]

RETTE_HEADER = ["Fascia ISEE", "Tempo pieno (€/mese)", "Part time (€/mese)"]
RETTE_NIDO: list[tuple[str, float, float]] = [
    ("fino a 6.500 €", 25.0, 15.0),
    ("da 6.501 a 15.000 €", 130.0, 90.0),
    ("da 15.001 a 27.000 €", 280.0, 195.0),
    ("da 27.001 a 40.000 €", 410.0, 290.0),
    ("oltre 40.000 €", 465.0, 325.0),
]

# Affitto --------------------------------------------------------------------------------

CONTRATTO_LOCAZIONE = [
    "CONTRATTO DI LOCAZIONE AD USO ABITATIVO A CANONE CONCORDATO (L. 431/1998, art. 2 c. 3)",
    "",
    "I locatori Chiara Lombardi e Tommaso Galli, residenti in Milano, Via Ascanio Sforza 61,",
    "concedono in locazione al sig. Stefano Ferrante (di seguito il conduttore)",
    "il bilocale sito in Milano, Via Padova 118, scala B, interno 7, piano secondo, con cantina.",
    "",
    "1. Durata: tre anni dal 01/03/2024, rinnovabile di due anni (3+2).",
    "2. Canone: 720,00 € mensili, da versare con bonifico entro il giorno 5 di ogni mese.",
    "3. Deposito cauzionale: 1.440,00 €, pari a due mensilità.",
    "4. Spese condominiali ordinarie e straordinarie a carico dei locatori.",
    "5. Regime fiscale: cedolare secca; il canone non viene aggiornato.",
    "",
    "Milano, 20/02/2024",
    "I locatori: Chiara Lombardi, Tommaso Galli        Il conduttore: Stefano Ferrante",
]

_PAID_2026 = [("gennaio", "05/01/2026"), ("febbraio", "04/02/2026"), ("marzo", "05/03/2026"),
              ("aprile", "03/04/2026"), ("maggio", "05/05/2026"), ("giugno", "04/06/2026"),
              ("luglio", "03/07/2026"), ("settembre", "14/09/2026"), ("ottobre", "05/10/2026"),
              ("novembre", "05/11/2026")]
_LATE = "pagato in ritardo (rientro dalle ferie)"
RICEVUTE_AFFITTO_2026 = "mese,data_pagamento,importo_eur,note\n" + "".join(
    f"{month},{day},720.00,{_LATE if month == 'settembre' else 'bonifico'}\n" for month, day in _PAID_2026)

CONDOMINIO_HEADER = ["Rata", "Scadenza", "Importo (€)", "Pagata"]
CONDOMINIO_2026: list[tuple[str, str, float, str]] = [
    ("1ª rata ordinaria", "15/02/2026", 285.0, "sì"),
    ("2ª rata ordinaria", "15/05/2026", 285.0, "sì"),
    ("3ª rata ordinaria", "15/09/2026", 285.0, "sì"),
    ("Straordinaria citofoni", "30/10/2026", 160.0, "sì"),
    ("Conguaglio 2025/2026", "15/12/2026", 96.5, "no"),
]

# Casa -----------------------------------------------------------------------------------

LISTA_SPESA = "latte\npannolini taglia 2\nbanane\nriso carnaroli\nzafferano\nsalviette per Bianca\n"

BOLLETTA_LUCE = [
    "MILANO ENERGIA - Bolletta energia elettrica",
    "Periodo: 01/10/2026 - 31/10/2026",
    "Intestataria: Chiara Lombardi - Codice cliente 8841207",
    "Consumo fatturato: 241 kWh",
    "Importo da pagare: 88,60 €",
    "Scadenza: 15/12/2026",
]

DATI_BANCA = """Conto cointestato Chiara Lombardi - Tommaso Galli (Banca Ambrosiana)
IBAN: IT47R0306909606100000012345
PIN bancomat Chiara: 4827
PIN bancomat Tommaso: 6150
"""

CODICI_CASA = """Allarme: 3395 poi tasto OFF
Wi-Fi: rete CasaGalli - password navigli88bici
"""

CODICI_FISCALI = """Codici fiscali (riservato)
Chiara Lombardi: LMBCHR92C45F205X
Tommaso Galli: GLLTMS90L12F205Q
Bianca Galli: GLLBNC26P48F205K
"""

RICETTA_RISOTTO = """# Risotto alla milanese (della nonna Piera)

- 320 g di riso carnaroli
- una bustina e un pizzico di zafferano in pistilli
- midollo di bue, mezza cipolla, brodo di carne
- burro e grana per mantecare

Tostare il riso col midollo e la cipolla, bagnare col brodo, lo zafferano a metà cottura.
"""

# Officina -------------------------------------------------------------------------------

LISTINO_RIPARAZIONI = """# Ciclofficina Lambrate - listino riparazioni 2026

| intervento | prezzo |
|---|---|
| tagliando base (regolazioni e lubrificazione) | 45,00 € |
| tagliando completo (smontaggio e pulizia della trasmissione) | 85,00 € |
| montaggio catena (ricambio escluso) | 15,00 € |
| centratura ruota | 15,00 € |
| spurgo freni idraulici (per freno) | 30,00 € |
| sostituzione camera d'aria (ricambio incluso) | 12,00 € |
"""

ORDINE_RICAMBI = """articolo,quantita,prezzo_unitario_eur
catena Shimano HG71 8v,10,14.50
copertone Continental GP5000 700x28,6,42.00
camera d'aria 700x25,30,4.20
pastiglie freno a disco Shimano B05S,12,9.80
"""

# Archivio -------------------------------------------------------------------------------

PREVENTIVO_COLOMBO_2025 = [
    "F.LLI COLOMBO - impresa edile dal 1985",
    "",
    "PREVENTIVO del 12/05/2025",
    "Cliente: Tommaso Galli",
    "Oggetto: rifacimento del bagno, sostituzione della vasca con doccia, piastrelle nuove",
    "TOTALE: 6.400,00 € IVA compresa",
    "Validità dell'offerta: 30 giorni.",
]

_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"]
RICEVUTE_AFFITTO_2025 = "mese,data_pagamento,importo_eur,note\n" + "".join(
    f"{month},{'05' if n % 2 else '04'}/{n:02d}/2025,720.00,"
    f"{'pagato in contanti' if month == 'dicembre' else 'bonifico'}\n"
    for n, month in enumerate(_MONTHS, start=1))

TARIFFE_2025: list[tuple[str, str, str, float]] = [
    ("Traduzione tecnica", "DE>IT", "parola", 0.14),
    ("Traduzione tecnica", "EN>IT", "parola", 0.11),
    ("Traduzione legale", "DE>IT", "parola", 0.15),
    ("Traduzione legale", "EN>IT", "parola", 0.13),
    ("Traduzione editoriale", "DE>IT", "cartella", 15.0),
    ("Traduzione editoriale", "EN>IT", "cartella", 14.0),
    ("Revisione", "DE/EN>IT", "ora", 32.0),
    ("Minimo per lavoro", "tutte", "lavoro", 35.0),
]

BOLLETTA_LUCE_2025 = [
    "MILANO ENERGIA - Bolletta energia elettrica",
    "Periodo: 01/10/2025 - 31/10/2025",
    "Intestataria: Chiara Lombardi",
    "Consumo fatturato: 198 kWh",
    "Importo da pagare: 71,30 €",
    "Scadenza: 15/12/2025",
]

# Scaricati ------------------------------------------------------------------------------

MANUALE_KPH = [
    "KESSLER MASCHINENBAU - Betriebsanleitung Abkantpresse KPH 400",
    "Ausgabe 2026 - Originalbetriebsanleitung",
    "Kapitel 1: Sicherheitshinweise. Kapitel 2: Aufstellung und Inbetriebnahme.",
]

GUIDA_BONUS = [
    "AGENZIA DELLE ENTRATE - Ristrutturazioni edilizie: le agevolazioni fiscali",
    "Aggiornamento 2026",
    "Detrazione del 50% per l'abitazione principale, in dieci rate annuali di pari importo.",
]

# Top level ------------------------------------------------------------------------------

PROMEMORIA = ("- chiamare Brambilla per confermare l'inizio dei lavori\n"
              "- mandare allo studio le fatture di novembre\n"
              "- comprare il seggiolino bici per Bianca\n")

NUMERI_UTILI = ("Idraulica Brambilla (Sergio): 02 2614 5530\n"
                "Pediatra dott.ssa Ferraris: 02 7010 4411\n"
                "Studio Bellini (commercialista): 02 5519 0873\n"
                "Inquilino Stefano Ferrante: 333 418 2290\n")

# ---------------------------------------------------------------------------------------
# Fingerprints: strings found in one file only, and in no file name (see `_check`).
# ---------------------------------------------------------------------------------------

FINGERPRINTS: dict[str, tuple[str, ...]] = {
    "Lavoro/registro_lavori_2026.csv": ("pressa piegatrice (parte 1)", "certificato di nascita"),
    "Lavoro/tariffe_traduzione_2026.xlsx": ("Minimo fatturabile",),
    "Lavoro/scadenze_fiscali.md": ("Redditi PF", "PAGATO il 27/11"),
    f"{CLI}/elenco_clienti.csv": ("Jason Reed", "redazione@lumen.example"),
    f"{CLI}/richiesta_kessler_manuale.eml": ("press brake", "Technical Documentation"),
    f"{CLI}/brief_lumen_romanzo.md": ("Anja Holtkamp", "dialetto bavarese"),
    f"{FAT}/fattura_2026_031.pdf": ("FATTURA n. 31/2026", "Industriestraße 14"),
    f"{FAT}/fattura_2026_032.pdf": ("FATTURA n. 32/2026", "Porta Vittoria"),
    f"{FAT}/fattura_2026_033.pdf": ("INVOICE No. 2026/033", "West 29th Street"),
    f"{FAT}/fattura_2026_034.pdf": ("FATTURA n. 34/2026", "Via Solferino"),
    f"{COM}/secondo_acconto_2026.eml": ("In tutto 2.600,00", "imposta sostitutiva (regime forfettario)"),
    f"{COM}/richiesta_fatture_novembre.eml": ("data dell'incasso", "cambio di quel giorno"),
    f"{COM}/f24_imu_saldo.eml": ("aliquota ridotta", "IMU saldo 2026"),
    "Bagno/preventivo_edil_nord.pdf": ("2026/214", "Viale Monza"),
    "Bagno/preventivo_fratelli_colombo.docx": ("collettore", "filo pavimento"),
    "Bagno/appunti_sopralluogo_brambilla.txt": ("Sesto San Giovanni", "fornite da voi"),
    "Bagno/fattura_mauri_cassetta_wc.pdf": ("galleggiante", "FATTURA n. 418"),
    "Bagno/misure_bagno.md": ("Ceramiche Lambro", "effetto cemento"),
    "Bianca/visite_pediatra.md": ("circonferenza cranica", "via Porpora"),
    "Bianca/calendario_vaccinazioni.pdf": ("Centro vaccinale", "Meningococco B, 2ª dose"),
    "Bianca/nota_salute_bianca.txt": ("Nutramigen", "divaricatore"),
    f"{NIDO}/modulo_iscrizione_nido.docx": ("Ludovico il Moro", "Graduatorie provvisorie"),
    f"{NIDO}/rette_nido_2027_2028.xlsx": ("Rette nidi 2027-2028",),
    "Affitto/contratto_locazione_via_padova.pdf": ("scala B, interno 7", "Deposito cauzionale"),
    "Affitto/ricevute_affitto_2026.csv": ("rientro dalle ferie",),
    "Affitto/spese_condominio_2026.xlsx": ("Straordinaria citofoni",),
    "Casa/lista_spesa.txt": ("salviette per Bianca", "pannolini taglia 2"),
    "Casa/bolletta_luce_novembre.pdf": ("241 kWh", "8841207"),
    "Casa/dati_banca.txt": ("Banca Ambrosiana", "IT47R0306909606100000012345"),
    "Casa/codici_casa.txt": ("navigli88bici", "tasto OFF"),
    "Casa/codici_fiscali.txt": ("GLLTMS90L12F205Q", "LMBCHR92C45F205X"),
    "Casa/ricetta_risotto_milanese.md": ("midollo di bue", "nonna Piera"),
    "Officina/listino_riparazioni.md": ("spurgo freni", "tagliando completo"),
    "Officina/ordine_ricambi_dicembre.csv": ("GP5000", "B05S"),
    "Archivio/preventivo_fratelli_colombo_2025.pdf": ("12/05/2025", "6.400,00"),
    "Archivio/ricevute_affitto_2025.csv": ("pagato in contanti",),
    "Archivio/tariffe_traduzione_2025.xlsx": ("Minimo per lavoro",),
    "Archivio/bolletta_luce_novembre_2025.pdf": ("198 kWh", "71,30"),
    "promemoria.txt": ("seggiolino bici", "confermare l'inizio"),
    "numeri_utili.txt": ("02 2614 5530", "333 418 2290"),
}

FOLDERS = ("Lavoro", CLI, FAT, COM, "Bagno", "Bagno/Foto dopo", "Bianca", NIDO, "Affitto", "Casa",
           "Officina", "Foto", "Archivio", "Scaricati")

TMP_FILES = ("~lock.tariffe.tmp", "download_7731.tmp", "stampa_0219.tmp")
DOWNLOADS = (("manuale_pressa_KPH400.pdf", "manuale_pressa_KPH400 (1).pdf"),
             ("Guida bonus ristrutturazione 2026.pdf", "Guida bonus ristrutturazione 2026 (1).pdf"))

# Every file's mtime, at 10:00 UTC of this day: the documents' own dates where they have one.
MTIMES: dict[str, str] = {
    "Lavoro/registro_lavori_2026.csv": "2026-11-30",
    "Lavoro/tariffe_traduzione_2026.xlsx": "2026-01-08",
    "Lavoro/scadenze_fiscali.md": "2026-11-27",
    f"{CLI}/elenco_clienti.csv": "2026-10-02",
    f"{CLI}/richiesta_kessler_manuale.eml": "2026-11-30",
    f"{CLI}/brief_lumen_romanzo.md": "2026-10-15",
    f"{FAT}/fattura_2026_031.pdf": "2026-11-06",
    f"{FAT}/fattura_2026_032.pdf": "2026-11-13",
    f"{FAT}/fattura_2026_033.pdf": "2026-11-20",
    f"{FAT}/fattura_2026_034.pdf": "2026-11-27",
    f"{COM}/secondo_acconto_2026.eml": "2026-11-20",
    f"{COM}/richiesta_fatture_novembre.eml": "2026-11-26",
    f"{COM}/f24_imu_saldo.eml": "2026-12-01",
    "Bagno/preventivo_edil_nord.pdf": "2026-10-20",
    "Bagno/preventivo_fratelli_colombo.docx": "2026-10-28",
    "Bagno/appunti_sopralluogo_brambilla.txt": "2026-11-16",
    "Bagno/fattura_mauri_cassetta_wc.pdf": "2026-11-09",
    "Bagno/misure_bagno.md": "2026-11-21",
    "Bagno/foto_bagno_prima.jpg": "2026-10-05",
    "Bianca/visite_pediatra.md": "2026-11-10",
    "Bianca/calendario_vaccinazioni.pdf": "2026-11-24",
    "Bianca/nota_salute_bianca.txt": "2026-10-20",
    f"{NIDO}/modulo_iscrizione_nido.docx": "2026-11-25",
    f"{NIDO}/rette_nido_2027_2028.xlsx": "2026-11-18",
    "Affitto/contratto_locazione_via_padova.pdf": "2024-02-20",
    "Affitto/ricevute_affitto_2026.csv": "2026-11-05",
    "Affitto/spese_condominio_2026.xlsx": "2026-10-30",
    "Casa/lista_spesa.txt": "2026-12-02",
    "Casa/bolletta_luce_novembre.pdf": "2026-11-20",
    "Casa/dati_banca.txt": "2024-03-01",
    "Casa/codici_casa.txt": "2025-06-10",
    "Casa/codici_fiscali.txt": "2026-09-20",
    "Casa/ricetta_risotto_milanese.md": "2025-11-02",
    "Officina/listino_riparazioni.md": "2026-02-01",
    "Officina/ordine_ricambi_dicembre.csv": "2026-12-01",
    "Foto/bianca_primo_bagnetto.jpg": "2026-09-20",
    "Foto/bici_colnago_restaurata.jpg": "2026-05-14",
    "Foto/matrimonio_lago_como.jpg": "2025-06-21",
    "Foto/navigli_tramonto.png": "2026-07-30",
    "Archivio/preventivo_fratelli_colombo_2025.pdf": "2025-05-12",
    "Archivio/ricevute_affitto_2025.csv": "2026-01-08",
    "Archivio/tariffe_traduzione_2025.xlsx": "2025-01-10",
    "Archivio/bolletta_luce_novembre_2025.pdf": "2025-11-20",
    "Scaricati/manuale_pressa_KPH400.pdf": "2026-11-30",
    "Scaricati/manuale_pressa_KPH400 (1).pdf": "2026-12-01",
    "Scaricati/Guida bonus ristrutturazione 2026.pdf": "2026-10-25",
    "Scaricati/Guida bonus ristrutturazione 2026 (1).pdf": "2026-11-02",
    "Scaricati/~lock.tariffe.tmp": "2026-12-02",
    "Scaricati/download_7731.tmp": "2026-11-30",
    "Scaricati/stampa_0219.tmp": "2026-11-13",
    "promemoria.txt": "2026-12-02",
    "numeri_utili.txt": "2026-03-15",
}

# ---------------------------------------------------------------------------------------
# Writers (PDF and DOCX from family_workspace; sheets normalised the same way).
# ---------------------------------------------------------------------------------------


_sheet = partial(write_sheet, creator="Chiara Lombardi")


def _tmp(seed: int) -> bytes:
    """Opaque bytes for a program's leftover."""
    return bytes((seed * 37 + i * 13) % 256 for i in range(260 + seed * 47))


# ---------------------------------------------------------------------------------------
# The workspace.
# ---------------------------------------------------------------------------------------


def make_translator_workspace(root: Path) -> None:
    """Write the Lombardi-Galli files under `root` (created if missing; files overwritten)."""
    root = Path(root)
    for name in FOLDERS:
        (root / name).mkdir(parents=True, exist_ok=True)

    lavoro = root / "Lavoro"
    _text(lavoro / "registro_lavori_2026.csv", REGISTRO_LAVORI)
    _sheet(lavoro / "tariffe_traduzione_2026.xlsx", "Tariffe 2026", RATES_HEADER, TARIFFE_2026)
    _text(lavoro / "scadenze_fiscali.md", SCADENZE_FISCALI)
    _text(root / CLI / "elenco_clienti.csv", ELENCO_CLIENTI)
    _text(root / CLI / "richiesta_kessler_manuale.eml", MAIL_KESSLER)
    _text(root / CLI / "brief_lumen_romanzo.md", BRIEF_LUMEN)
    _pdf(root / FAT / "fattura_2026_031.pdf", FATTURA_031, "Fattura 31/2026")
    _pdf(root / FAT / "fattura_2026_032.pdf", FATTURA_032, "Fattura 32/2026")
    _pdf(root / FAT / "fattura_2026_033.pdf", INVOICE_033, "Invoice 2026/033")
    _pdf(root / FAT / "fattura_2026_034.pdf", FATTURA_034, "Fattura 34/2026")
    _text(root / COM / "secondo_acconto_2026.eml", MAIL_ACCONTO)
    _text(root / COM / "richiesta_fatture_novembre.eml", MAIL_FATTURE)
    _text(root / COM / "f24_imu_saldo.eml", MAIL_IMU)

    bagno = root / "Bagno"
    _pdf(bagno / "preventivo_edil_nord.pdf", PREVENTIVO_EDIL_NORD, "Preventivo Edil Nord")
    _docx(bagno / "preventivo_fratelli_colombo.docx", PREVENTIVO_COLOMBO, "Preventivo F.lli Colombo")
    _text(bagno / "appunti_sopralluogo_brambilla.txt", APPUNTI_BRAMBILLA)
    _pdf(bagno / "fattura_mauri_cassetta_wc.pdf", FATTURA_MAURI, "Fattura 418")
    _text(bagno / "misure_bagno.md", MISURE_BAGNO)
    (bagno / "foto_bagno_prima.jpg").write_bytes(_jpeg(81, 1500))

    bianca = root / "Bianca"
    _text(bianca / "visite_pediatra.md", VISITE_PEDIATRA)
    _pdf(bianca / "calendario_vaccinazioni.pdf", CALENDARIO_VACCINAZIONI, "Calendario vaccinale")
    _text(bianca / "nota_salute_bianca.txt", NOTA_SALUTE_BIANCA)
    _docx(root / NIDO / "modulo_iscrizione_nido.docx", MODULO_NIDO, "Domanda iscrizione nido")
    _sheet(root / NIDO / "rette_nido_2027_2028.xlsx", "Rette nidi 2027-2028", RETTE_HEADER, RETTE_NIDO)

    affitto = root / "Affitto"
    _pdf(affitto / "contratto_locazione_via_padova.pdf", CONTRATTO_LOCAZIONE, "Contratto di locazione")
    _text(affitto / "ricevute_affitto_2026.csv", RICEVUTE_AFFITTO_2026)
    _sheet(affitto / "spese_condominio_2026.xlsx", "Condominio 2026", CONDOMINIO_HEADER, CONDOMINIO_2026)

    casa = root / "Casa"
    _text(casa / "lista_spesa.txt", LISTA_SPESA)
    _pdf(casa / "bolletta_luce_novembre.pdf", BOLLETTA_LUCE, "Bolletta luce")
    _text(casa / "dati_banca.txt", DATI_BANCA)
    _text(casa / "codici_casa.txt", CODICI_CASA)
    _text(casa / "codici_fiscali.txt", CODICI_FISCALI)
    _text(casa / "ricetta_risotto_milanese.md", RICETTA_RISOTTO)

    officina = root / "Officina"
    _text(officina / "listino_riparazioni.md", LISTINO_RIPARAZIONI)
    _text(officina / "ordine_ricambi_dicembre.csv", ORDINE_RICAMBI)

    foto = root / "Foto"
    (foto / "bianca_primo_bagnetto.jpg").write_bytes(_jpeg(82, 2600))
    (foto / "bici_colnago_restaurata.jpg").write_bytes(_jpeg(83, 1900))
    (foto / "matrimonio_lago_como.jpg").write_bytes(_jpeg(84, 4800))
    (foto / "navigli_tramonto.png").write_bytes(_png(12, 9, (230, 120, 60)))

    archivio = root / "Archivio"
    _pdf(archivio / "preventivo_fratelli_colombo_2025.pdf", PREVENTIVO_COLOMBO_2025, "Preventivo 2025")
    _text(archivio / "ricevute_affitto_2025.csv", RICEVUTE_AFFITTO_2025)
    _sheet(archivio / "tariffe_traduzione_2025.xlsx", "Tariffe 2025", RATES_HEADER, TARIFFE_2025)
    _pdf(archivio / "bolletta_luce_novembre_2025.pdf", BOLLETTA_LUCE_2025, "Bolletta luce 2025")

    scaricati = root / "Scaricati"
    for (original, twin), (lines, title) in zip(DOWNLOADS, ((MANUALE_KPH, "Betriebsanleitung KPH 400"),
                                                            (GUIDA_BONUS, "Guida ristrutturazioni")),
                                                strict=True):
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
        "Lavoro/registro_lavori_2026.csv": REGISTRO_LAVORI,
        "Lavoro/tariffe_traduzione_2026.xlsx": cells("Tariffe 2026", RATES_HEADER, TARIFFE_2026),
        "Lavoro/scadenze_fiscali.md": SCADENZE_FISCALI,
        f"{CLI}/elenco_clienti.csv": ELENCO_CLIENTI,
        f"{CLI}/richiesta_kessler_manuale.eml": MAIL_KESSLER,
        f"{CLI}/brief_lumen_romanzo.md": BRIEF_LUMEN,
        f"{FAT}/fattura_2026_031.pdf": lines(FATTURA_031),
        f"{FAT}/fattura_2026_032.pdf": lines(FATTURA_032),
        f"{FAT}/fattura_2026_033.pdf": lines(INVOICE_033),
        f"{FAT}/fattura_2026_034.pdf": lines(FATTURA_034),
        f"{COM}/secondo_acconto_2026.eml": MAIL_ACCONTO,
        f"{COM}/richiesta_fatture_novembre.eml": MAIL_FATTURE,
        f"{COM}/f24_imu_saldo.eml": MAIL_IMU,
        "Bagno/preventivo_edil_nord.pdf": lines(PREVENTIVO_EDIL_NORD),
        "Bagno/preventivo_fratelli_colombo.docx": lines(PREVENTIVO_COLOMBO),
        "Bagno/appunti_sopralluogo_brambilla.txt": APPUNTI_BRAMBILLA,
        "Bagno/fattura_mauri_cassetta_wc.pdf": lines(FATTURA_MAURI),
        "Bagno/misure_bagno.md": MISURE_BAGNO,
        "Bianca/visite_pediatra.md": VISITE_PEDIATRA,
        "Bianca/calendario_vaccinazioni.pdf": lines(CALENDARIO_VACCINAZIONI),
        "Bianca/nota_salute_bianca.txt": NOTA_SALUTE_BIANCA,
        f"{NIDO}/modulo_iscrizione_nido.docx": lines(MODULO_NIDO),
        f"{NIDO}/rette_nido_2027_2028.xlsx": cells("Rette nidi 2027-2028", RETTE_HEADER, RETTE_NIDO),
        "Affitto/contratto_locazione_via_padova.pdf": lines(CONTRATTO_LOCAZIONE),
        "Affitto/ricevute_affitto_2026.csv": RICEVUTE_AFFITTO_2026,
        "Affitto/spese_condominio_2026.xlsx": cells("Condominio 2026", CONDOMINIO_HEADER, CONDOMINIO_2026),
        "Casa/lista_spesa.txt": LISTA_SPESA,
        "Casa/bolletta_luce_novembre.pdf": lines(BOLLETTA_LUCE),
        "Casa/dati_banca.txt": DATI_BANCA,
        "Casa/codici_casa.txt": CODICI_CASA,
        "Casa/codici_fiscali.txt": CODICI_FISCALI,
        "Casa/ricetta_risotto_milanese.md": RICETTA_RISOTTO,
        "Officina/listino_riparazioni.md": LISTINO_RIPARAZIONI,
        "Officina/ordine_ricambi_dicembre.csv": ORDINE_RICAMBI,
        "Archivio/preventivo_fratelli_colombo_2025.pdf": lines(PREVENTIVO_COLOMBO_2025),
        "Archivio/ricevute_affitto_2025.csv": RICEVUTE_AFFITTO_2025,
        "Archivio/tariffe_traduzione_2025.xlsx": cells("Tariffe 2025", RATES_HEADER, TARIFFE_2025),
        "Archivio/bolletta_luce_novembre_2025.pdf": lines(BOLLETTA_LUCE_2025),
        "promemoria.txt": PROMEMORIA,
        "numeri_utili.txt": NUMERI_UTILI,
    }


# The texts without fingerprints: they still must not hold anyone else's fingerprint.
_UNPRINTED = "\n".join([*MANUALE_KPH, *GUIDA_BONUS])


def _check_fingerprints() -> None:
    assert set(FINGERPRINTS) <= set(MTIMES), set(FINGERPRINTS) - set(MTIMES)
    check_fingerprints(_sources(), FINGERPRINTS, names=MTIMES)
    check_unprinted(FINGERPRINTS, _UNPRINTED)


_check_fingerprints()


def _check_tree(root: Path) -> None:
    """The generated tree is exactly the one described by MTIMES and FOLDERS."""
    check_tree(root, MTIMES, empty="Bagno/Foto dopo", twins=DOWNLOADS)


def main(argv: Sequence[str]) -> int:
    """Generate the workspace into the directory given on the command line, and check it."""
    return workspace_main(argv, "translator_workspace.py", make_translator_workspace, check=_check_tree,
                          count=len(MTIMES))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
