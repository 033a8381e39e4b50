"""The files of a physiotherapy practice run from home, generated for the understanding benchmark.

Dr. Chiara Benedetti, physiotherapist, and her partner Marco Ricci (Bologna) run a small
practice from home and keep its papers next to the family's. ``make_clinic_workspace(root)``
writes their workspace:

- ``Studio``: the rent contract of the studio, the professional liability policy, the 2026
  price list; ``Pazienti`` (December appointments CSV, active patients XLSX, an exercise
  handout PDF, the clinical notes - private), ``Fornitori`` (two quotes for a treatment table,
  two quotes for an ultrasound device - one of them misleadingly called ``ricevuta_tecnomed``
  - and an invoice of FisioLab, the supplier of two of the quotes, for electrodes: 186,50 €,
  cheaper than any quote), ``Fatture emesse`` (three invoices issued to patients and the
  2026 register XLSX), ``Contabilità`` (the accountant's October and November letters, the
  November expenses CSV, the tax code and VAT number - private);
- ``Famiglia``: the shopping list, Sofia's volleyball club enrolment and match calendar, the
  IBAN and the PINs (private); ``Ricette`` (three recipes), ``Ristrutturazione bagno`` (two
  quotes for the bathroom and a down-payment invoice of one of the same firms), ``Foto``;
- ``Auto``: the car policy, the road tax receipt, the service appointment, a winter tyres
  quote, a speeding fine;
- ``Viaggi``: a hotel in Zermatt in CHF, a ski pass in CHF, the train to Brig in euro, a
  London flight confirmation (.eml) in GBP and the London itinerary in GBP;
- ``Posta``: three saved e-mails (.eml);
- ``Archivio 2025``: last year's policy, accountant's letter, appointments, price list and an
  old invoice (namesakes with a year);
- ``Scaricati``: downloads with two "(1)" duplicates (same bytes) and three ``.tmp`` files;
- ``Da sistemare``: empty; at the top, ``promemoria.txt``, ``numeri_utili.txt`` and
  ``idee_regali_natale.txt``.

Documents are dated November 2026 (today is 2026-12-01) and file mtimes follow the documents'
dates. Generation is deterministic. ``FINGERPRINTS`` holds, per file, strings found only in
that file (and in no file name), so that the benchmark can tell which files an answer drew on;
photos, ``.tmp`` files and the byte-identical duplicates have none.

Run by hand to look at it: ``python3 bench/clinic_workspace.py DIR``.
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
# Contents. Italian documents write amounts the Italian way (1.480,00 €), the Swiss and
# English ones their own way (CHF 1'240.00, £318.40); the CSV files use a dot.
# ---------------------------------------------------------------------------------------

# Studio ---------------------------------------------------------------------------------

CONTRATTO_STUDIO = [
    "CONTRATTO DI LOCAZIONE AD USO DIVERSO DALL'ABITAZIONE",
    "",
    "Tra il sig. Aldo Zucchini (locatore), residente in Via Andrea Costa 40, Bologna,",
    "e la dott.ssa Chiara Benedetti (conduttrice), fisioterapista,",
    "si conviene la locazione del locale ad uso studio in Via Saragozza 112, piano terra, interno 2.",
    "",
    "Durata: sei anni a decorrere dal 01/03/2024, rinnovabile.",
    "Canone mensile: 650,00 euro, da versare entro il giorno 5 di ogni mese.",
    "Deposito cauzionale: 1.950,00 euro (tre mensilita').",
    "Le spese di riscaldamento sono a carico della conduttrice.",
    "",
    "Bologna, 15 febbraio 2024",
]

POLIZZA_RC = [
    "ASSICURA SALUTE S.p.A. - Polizza di responsabilita' civile professionale",
    "",
    "Polizza n. RCP-558120",
    "Assicurata: dott.ssa Chiara Benedetti, fisioterapista, iscritta all'Ordine TSRM-PSTRP di Bologna",
    "Massimale: 1.000.000,00 euro per sinistro",
    "Premio annuo: 420,00 euro",
    "Decorrenza: 31/01/2026 - Scadenza: 31/01/2027",
    "Tacito rinnovo escluso: la polizza va rinnovata prima della scadenza.",
]

LISTINO_2026 = """# Listino prestazioni 2026 - Studio Benedetti

| Prestazione | Durata | Prezzo |
|---|---|---|
| Prima valutazione fisioterapica | 40 min | 40 € |
| Seduta di rieducazione | 45 min | 50 € |
| Tecarterapia | 30 min | 60 € |
| Massoterapia decontratturante | 45 min | 60 € |
| Onde d'urto focali | 20 min | 70 € |

Pacchetto 10 sedute di rieducazione: 450 € invece di 500 €.
"""

# Studio/Pazienti ------------------------------------------------------------------------

APPUNTAMENTI_DICEMBRE = """data,ora,paziente,trattamento
01/12/2026,09:00,Elisa Galli,rieducazione
01/12/2026,10:00,Davide Ferraro,tecarterapia
02/12/2026,15:30,Anna Mancini,massoterapia
03/12/2026,18:00,Luca Bertoni,prima valutazione
04/12/2026,09:30,Elisa Galli,rieducazione
09/12/2026,11:00,Giorgio Pozzi,onde d'urto
10/12/2026,17:00,Anna Mancini,massoterapia
11/12/2026,08:30,Teresa Vannini,rieducazione
15/12/2026,16:00,Davide Ferraro,tecarterapia
"""

PAZIENTI_HEADER = ["Paziente", "Telefono", "Prima visita"]
PAZIENTI_ATTIVI: list[tuple[str, str, str]] = [
    ("Elisa Galli", "347 1203344", "06/10/2026"),
    ("Davide Ferraro", "333 5402211", "21/10/2026"),
    ("Anna Mancini", "349 7781902", "02/11/2026"),
    ("Giorgio Pozzi", "328 6619045", "09/11/2026"),
    ("Teresa Vannini", "366 2234871", "16/11/2026"),
    ("Luca Bertoni", "340 9912276", "27/11/2026"),
    ("Rita Amadori", "338 4450917", "14/09/2026"),
]

ESERCIZI_LOMBALGIA = [
    "ESERCIZI A CASA PER IL MAL DI SCHIENA (lombalgia)",
    "",
    "1. Ponte gluteo: 3 serie da 10 ripetizioni, tenere 3 secondi in alto.",
    "2. Gatto-cammello a quattro zampe: 2 serie da 12, lentamente.",
    "3. Ginocchia al petto da supini: 30 secondi per 3 volte.",
    "4. Camminata a passo svelto: 20 minuti al giorno.",
    "",
    "Se il dolore scende lungo la gamba, sospendere e chiamare lo studio.",
]

NOTE_CLINICHE = """NOTE CLINICHE - NOVEMBRE 2026 (riservato)

Galli Elisa - esiti di ricostruzione LCA ginocchio destro (intervento 12/09), flessione 110 gradi.
Ferraro Davide - ernia discale L4-L5, parestesie al piede sinistro, migliora con la tecar.
Mancini Anna - cervicalgia tensiva, assume Miorilassante al bisogno.
Pozzi Giorgio - tendinopatia calcifica della spalla destra, ciclo di 4 onde d'urto.
Vannini Teresa - protesi d'anca sinistra dal 30/10, carico completo concesso.
"""

# Studio/Fornitori -----------------------------------------------------------------------

PREVENTIVO_MEDIMAX = [
    "MEDIMAX S.r.l. - Arredi per studi medici",
    "Via della Salute 18 - 40132 Bologna - P.IVA 02871140379",
    "",
    "PREVENTIVO n. MX-2026-311 del 04/11/2026",
    "Spett.le Studio di Fisioterapia dott.ssa Chiara Benedetti, Via Saragozza 112, Bologna",
    "",
    "Lettino elettrico a tre sezioni, portata 200 kg, con foro viso: 1.290,00 EUR",
    "Trasporto e montaggio: 190,00 EUR",
    "",
    "TOTALE PREVENTIVO: 1.480,00 EUR IVA inclusa",
    "Validita' dell'offerta: 60 giorni.",
]

PREVENTIVO_LETTINO_FISIOLAB = [
    "FISIOLAB FORNITURE SANITARIE - Via Emilia Levante 250, San Lazzaro di Savena",
    "",
    "Offerta n. FL/0921 del 10 novembre 2026",
    "Cliente: dott.ssa Chiara Benedetti",
    "",
    "Lettino idraulico a due sezioni, rivestimento color salvia: 1.140,00 euro",
    "Consegna al piano: 120,00 euro",
    "",
    "Totale: 1.260,00 euro IVA compresa",
    "Tempi di consegna: tre settimane dall'ordine.",
]

PREVENTIVO_ULTRASUONI_FISIOLAB = """FISIOLAB FORNITURE SANITARIE
Via Emilia Levante 250, San Lazzaro di Savena

PREVENTIVO n. FL/0934 del 13/11/2026
Alla c.a. della dott.ssa Chiara Benedetti

  apparecchio per ultrasuonoterapia US-Pro, 1 e 3 MHz ...... 2.050,00 euro
  testina aggiuntiva da 1 cm2 ................................. 300,00 euro

TOTALE: 2.350,00 euro IVA inclusa
Garanzia 24 mesi. Offerta valida fino al 31/01/2027.
"""

RICEVUTA_TECNOMED = [
    "TECNOMED BOLOGNA S.a.s. - Elettromedicali",
    "Via Stalingrado 61, Bologna",
    "",
    "OFFERTA ECONOMICA / PREVENTIVO n. TB-778 del 17/11/2026",
    "Il presente documento non costituisce ricevuta ne' fattura.",
    "",
    "Apparecchio per ultrasuoni Sonopulse 3, doppia frequenza: 1.990,00 EUR",
    "Corso d'uso in studio (2 ore): 200,00 EUR",
    "",
    "TOTALE OFFERTA: 2.190,00 EUR IVA inclusa",
    "Prezzo bloccato fino al 15/01/2027.",
]

FATTURA_FISIOLAB = [
    "FISIOLAB FORNITURE SANITARIE - P.IVA 03114560374",
    "",
    "FATTURA n. 2026/1187 del 19/11/2026",
    "Cliente: dott.ssa Chiara Benedetti, Via Saragozza 112, Bologna",
    "",
    "Elettrodi adesivi 50x50 mm, 10 confezioni: 128,00 EUR",
    "Gel per ultrasuoni, tanica da 5 litri: 58,50 EUR",
    "",
    "TOTALE FATTURA: 186,50 EUR",
    "Pagamento: bonifico entro il 15/12/2026.",
]

# Studio/Fatture emesse ------------------------------------------------------------------

FATTURA_041 = [
    "Dott.ssa Chiara Benedetti - Fisioterapista - Via Saragozza 112, Bologna",
    "",
    "FATTURA n. 41/2026 del 03/11/2026",
    "Intestata a: Elisa Galli, Via Mazzini 9, Bologna",
    "",
    "Prestazioni sanitarie di fisioterapia: 6 sedute di rieducazione x 50,00 = 300,00 euro",
    "Operazione esente IVA art. 10 DPR 633/72. Bollo virtuale assolto.",
    "TOTALE: 300,00 euro - pagata con bancomat",
]

FATTURA_042 = [
    "Dott.ssa Chiara Benedetti - Fisioterapista - Via Saragozza 112, Bologna",
    "",
    "FATTURA n. 42/2026 del 12/11/2026",
    "Intestata a: Davide Ferraro, Via Toscana 71, San Lazzaro di Savena",
    "",
    "Prestazioni sanitarie di fisioterapia: 3 sedute di tecarterapia x 60,00 = 180,00 euro",
    "Operazione esente IVA art. 10 DPR 633/72.",
    "TOTALE: 180,00 euro - da saldare con bonifico entro il 12/12/2026",
]

FATTURA_043 = [
    "Dott.ssa Chiara Benedetti - Fisioterapista - Via Saragozza 112, Bologna",
    "",
    "FATTURA n. 43/2026 del 24/11/2026",
    "Intestata a: Anna Mancini, Via Murri 140, Bologna",
    "",
    "Prestazioni sanitarie di fisioterapia: 4 sedute di massoterapia x 60,00 = 240,00 euro",
    "Operazione esente IVA art. 10 DPR 633/72.",
    "TOTALE: 240,00 euro - pagata in contanti",
]

REGISTRO_HEADER = ["Numero", "Data", "Paziente", "Importo (€)", "Stato"]
REGISTRO_FATTURE: list[tuple[str, str, str, float, str]] = [
    ("39/2026", "08/10/2026", "Rita Amadori", 250.0, "pagata"),
    ("40/2026", "27/10/2026", "Rita Amadori", 120.0, "pagata"),
    ("41/2026", "03/11/2026", "Elisa Galli", 300.0, "pagata"),
    ("42/2026", "12/11/2026", "Davide Ferraro", 180.0, "da incassare"),
    ("43/2026", "24/11/2026", "Anna Mancini", 240.0, "pagata"),
]

# Studio/Contabilità ---------------------------------------------------------------------

LETTERA_OTTOBRE = [
    "Studio Lanzoni - Commercialisti associati - Strada Maggiore 33, Bologna",
    "",
    "Bologna, 14 ottobre 2026",
    "Gentile dott.ssa Benedetti,",
    "per la chiusura del terzo trimestre le chiedo di inviarci entro il 31 ottobre le fatture",
    "emesse da luglio a settembre e le ricevute delle spese dello studio (affitto, utenze, materiali).",
    "Le ricordo che il regime forfettario resta confermato anche per il 2026.",
    "Cordiali saluti, dott. Piero Lanzoni",
]

LETTERA_NOVEMBRE = [
    "Studio Lanzoni - Commercialisti associati - Strada Maggiore 33, Bologna",
    "",
    "Bologna, 20 novembre 2026",
    "Gentile dott.ssa Benedetti,",
    "le comunico l'importo del secondo acconto dell'imposta sostitutiva per il 2026:",
    "2.845,00 euro, da versare con il modello F24 che le allego, entro il 16/12/2026.",
    "Per i contributi previdenziali la scadenza resta quella di gennaio.",
    "Restiamo a disposizione per il preventivo fiscale del 2027.",
    "Cordiali saluti, dott. Piero Lanzoni",
]

SPESE_STUDIO_NOVEMBRE = """data,descrizione,importo
03/11/2026,affitto studio novembre,650.00
10/11/2026,lenzuolini monouso in rotolo,38.90
19/11/2026,elettrodi e gel FisioLab,186.50
20/11/2026,bolletta luce dello studio,74.30
25/11/2026,lavanderia asciugamani,41.00
"""

DATI_FISCALI = """Dati fiscali dello studio (riservato)
Codice fiscale: BNDCHR85M52A944K
Partita IVA: 03987650372
PIN Fisconline: 84412907
"""

# Famiglia -------------------------------------------------------------------------------

LISTA_SPESA = "parmigiano\nmortadella\nlatte\nmele\ndetersivo lavatrice\n"

ISCRIZIONE_PALLAVOLO = [
    "POLISPORTIVA CASALECCHIO - SEZIONE PALLAVOLO",
    "",
    "Modulo di iscrizione stagione 2026/2027",
    "Atleta: Sofia Ricci, nata il 03/05/2015 - categoria Under 12 femminile",
    "Genitore: Marco Ricci, tel. 335 6120478",
    "",
    "Quota annuale: 380,00 euro",
    "Prima rata di 190,00 euro versata il 15/09/2026.",
    "Seconda rata di 190,00 euro da versare entro il 15/01/2027.",
    "Certificato medico sportivo valido fino al 10/09/2027.",
]

CALENDARIO_PARTITE = """# Calendario Under 12 - girone B

- domenica 13 dicembre 2026, ore 15:30: trasferta a Modena (palestra Barozzi)
- domenica 20 dicembre 2026, ore 10:00: in casa contro Zola Predosa
- domenica 17 gennaio 2027, ore 11:00: trasferta a Imola
- domenica 31 gennaio 2027, ore 10:00: in casa contro Pianoro

Allenamenti: martedi' e giovedi' dalle 17:30 alle 19:00.
"""

IBAN_FAMIGLIA = """Conto cointestato Chiara Benedetti - Marco Ricci
Banca: Emil Credito, filiale di Bologna Saragozza
IBAN: IT45R0306902480100000012345
Codice utente home banking: 55190322
"""

PIN_BANCOMAT = """NON CONDIVIDERE
PIN bancomat Marco: 2719
PIN carta di credito Chiara: 8350
Codice allarme di casa: 0412
"""

# Famiglia/Ricette -----------------------------------------------------------------------

TORTELLINI = """Tortellini della nonna Ivana (per 6 persone)

Sfoglia: 5 uova, 500 g di farina 00.
Ripieno: 150 g di lombo di maiale, 100 g di prosciutto crudo, 100 g di mortadella,
150 g di parmigiano reggiano, 1 uovo, noce moscata.
Cuocere nel brodo di cappone, due minuti dopo che tornano a galla.
"""

CRESCENTINE = """# Crescentine fritte

- 500 g di farina
- 25 g di strutto
- 250 ml di latte tiepido
- 10 g di lievito di birra, un pizzico di sale

Impastare, far riposare un'ora, stendere a 3 mm, tagliare a rombi e friggere nello strutto.
Servire con squacquerone e prosciutto.
"""

TORTA_DI_RISO = [
    "Torta di riso bolognese (torta degli addobbi)",
    "",
    "Ingredienti: 1 litro di latte, 200 g di riso originario, 200 g di zucchero,",
    "100 g di mandorle tritate, 5 uova, scorza di limone, un bicchierino di amaretto.",
    "Cuocere il riso nel latte per 40 minuti, lasciar raffreddare, unire il resto.",
    "In forno a 170 gradi per un'ora. Tagliare a rombi il giorno dopo.",
]

# Famiglia/Ristrutturazione bagno -------------------------------------------------------

PREVENTIVO_IDRAULICA_RENO = [
    "IDRAULICA RENO di Gianni Sarti - Via Porrettana 402, Casalecchio di Reno",
    "",
    "PREVENTIVO n. 57/26 del 06/11/2026",
    "Committente: Marco Ricci, Via del Pratello 18, Bologna",
    "",
    "Demolizione e smaltimento vecchi sanitari e piastrelle: 1.200,00 EUR",
    "Rifacimento impianto idraulico e scarichi: 2.400,00 EUR",
    "Piatto doccia filo pavimento, box e sanitari sospesi: 2.100,00 EUR",
    "Posa piastrelle (escluso materiale): 1.100,00 EUR",
    "",
    "TOTALE: 6.800,00 EUR IVA 10% inclusa",
    "Durata lavori stimata: 3 settimane.",
]

PREVENTIVO_CASA_BELLA = [
    "CASA BELLA RISTRUTTURAZIONI S.r.l. - Bologna",
    "",
    "Preventivo n. CB-2026-212 del 16 novembre 2026",
    "Per: sig. Marco Ricci - rifacimento completo del bagno",
    "",
    "Opere murarie e demolizioni: 1.650,00 euro",
    "Impianto idraulico completo: 2.700,00 euro",
    "Sanitari, rubinetteria e box doccia in cristallo: 2.300,00 euro",
    "Posa piastrelle e stuccatura epossidica: 800,00 euro",
    "",
    "Totale lavori: 7.450,00 euro IVA inclusa",
    "Inizio lavori possibile dal 11 gennaio 2027.",
]

FATTURA_ACCONTO_RENO = [
    "IDRAULICA RENO di Gianni Sarti - P.IVA 02299870371",
    "",
    "FATTURA n. 88 del 25/11/2026",
    "Cliente: Marco Ricci",
    "",
    "Sostituzione urgente del miscelatore della cucina e riparazione perdita sottolavello",
    "Imponibile 1.363,64 EUR - IVA 10% 136,36 EUR",
    "TOTALE DA PAGARE: 1.500,00 EUR entro il 10/12/2026",
]

# Auto -----------------------------------------------------------------------------------

POLIZZA_AUTO = [
    "VIAGGIA SICURO Assicurazioni - Polizza RC Auto n. 77-4410982",
    "",
    "Contraente: Marco Ricci - Veicolo: Fiat Tipo Station Wagon, targa GK318TR",
    "Garanzie: RC auto, furto e incendio, assistenza stradale",
    "Premio annuo: 540,00 euro",
    "Periodo di copertura: dal 28/02/2026 al 28/02/2027",
]

BOLLO_AUTO = [
    "REGIONE EMILIA-ROMAGNA - Ricevuta di pagamento della tassa automobilistica",
    "",
    "Targa: GK318TR - Scadenza del periodo: gennaio 2027",
    "Importo pagato: 287,40 euro",
    "Pagato il 31/01/2026 tramite PagoPA, codice avviso 301000004419872215",
]

TAGLIANDO = """Officina Gardini - Via del Lavoro 8, Casalecchio di Reno - tel. 051 574230

Tagliando dei 60.000 km per la Fiat Tipo: mercoledi' 9 dicembre 2026 alle 8:30.
Cambio olio, filtri e pastiglie anteriori. Costo stimato: 280 euro.
Lasciare la macchina la sera prima nel cortile.
"""

PREVENTIVO_GOMME = [
    "PNEUMATICI PIRANI - Via Emilia Ponente 130, Bologna",
    "",
    "Preventivo del 21/11/2026 per: Marco Ricci, Fiat Tipo",
    "4 pneumatici invernali 205/55 R16, montaggio ed equilibratura inclusi",
    "Deposito stagionale delle gomme estive",
    "",
    "Totale: 460,00 euro",
]

MULTA = [
    "COMUNE DI BOLOGNA - Polizia Locale",
    "",
    "Verbale di accertamento n. 2026/V/118452",
    "Veicolo targa GK318TR - Viale Togliatti, velocita' rilevata 67 km/h (limite 50)",
    "Data dell'infrazione: 02/11/2026 ore 19:42 - notificato il 18/11/2026",
    "",
    "Importo: 42,00 euro, da pagare entro il 17/01/2027 (sessanta giorni dalla notifica)",
    "Decurtazione punti: nessuna.",
]

# Viaggi ---------------------------------------------------------------------------------

HOTEL_ZERMATT = [
    "HOTEL ALPENBLICK ZERMATT - Booking confirmation AZ-66301",
    "",
    "Guests: Chiara Benedetti, Marco Ricci, Sofia Ricci (11)",
    "Arrival: 27 December 2026 - Departure: 30 December 2026 (3 nights)",
    "Family room with Matterhorn view, half board",
    "",
    "Total: CHF 1'240.00",
    "Deposit paid: CHF 372.00 - Balance due at check-in: CHF 868.00",
    "Free cancellation until 13 December 2026.",
]

SKIPASS_ZERMATT = """Zermatt Bergbahnen - online order 4419-ZB

3-day ski pass Matterhorn Paradise, 28-30 December 2026
2 adults x CHF 158.00, 1 child x CHF 76.00
Total paid: CHF 392.00
Collect the cards at the Matterhorn Express valley station.
"""

TRENO_BRIGA = [
    "TRENITALIA - Biglietto elettronico PNR QW8J4T",
    "",
    "Bologna Centrale 06:48 - Milano Centrale 07:50 (Frecciarossa 9503)",
    "Milano Centrale 08:20 - Brig 10:12 (EuroCity 35)",
    "Data: 27/12/2026 - 2 adulti, 1 ragazzo",
    "Totale: 214,60 euro",
]

VOLO_LONDRA = """From: SkyLow Airlines <bookings@skylow.example>
To: marco.ricci@example.org
Subject: Your booking K7QX2M - Bologna to London Gatwick
Date: Mon, 23 Nov 2026 21:14:05 +0100
Message-ID: <k7qx2m.20261123@skylow.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Dear Marco,

thank you for booking with SkyLow. Your booking reference is K7QX2M.

Outbound: Sunday 14 March 2027, Bologna (BLQ) 07:05 - London Gatwick (LGW) 08:10
Return: Thursday 18 March 2027, London Gatwick (LGW) 19:40 - Bologna (BLQ) 22:35
Passengers: 3 (2 adults, 1 child), one 23 kg hold bag

Total paid: GBP 318.40

Online check-in opens 30 days before departure.
"""

ITINERARIO_LONDRA = """# Londra, marzo 2027

B&B a Islington (Angel): 4 notti a £96 a notte = £384, da pagare all'arrivo.

- domenica: Camden Market e Regent's Canal
- lunedi': British Museum (gratis), poi Covent Garden
- martedi': Warner Bros Studio Tour per Sofia (£156 in tre, gia' prenotato)
- mercoledi': Greenwich e il meridiano
"""

# Posta (saved e-mails) ------------------------------------------------------------------

MAIL_COMMERCIALISTA = """From: Piero Lanzoni <piero.lanzoni@studiolanzoni.example>
To: chiara.benedetti@example.org
Subject: Appuntamento per il preventivo fiscale 2027
Date: Wed, 25 Nov 2026 09:02:11 +0100
Message-ID: <20261125090211.lanzoni@studiolanzoni.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Buongiorno dott.ssa Benedetti,

le propongo un incontro in studio martedi' 12 gennaio 2027 alle 10:30 per impostare
il preventivo fiscale del 2027 e valutare l'acquisto dell'apparecchio a ultrasuoni.
Porti per favore il registro delle fatture emesse aggiornato a dicembre.

Cordiali saluti,
Piero Lanzoni
"""

MAIL_PALLAVOLO = """From: Coach Valentina <u12@polisportivacasalecchio.example>
To: marco.ricci@example.org
Subject: Trasferta a Modena del 13 dicembre
Date: Fri, 27 Nov 2026 18:30:00 +0100
Message-ID: <trasferta-modena-1312@polisportivacasalecchio.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Ciao a tutti,

per la partita di Modena il ritrovo e' alle 13:45 davanti al palazzetto di Casalecchio,
partenza con il pulmino della societa'. Portate 10 euro a testa per il viaggio e la
maglia blu di riserva. Rientro previsto verso le 19.

Valentina
"""

MAIL_AMMINISTRATORE = """From: Studio Fabbri Amministrazioni <info@fabbricondomini.example>
To: marco.ricci@example.org
Subject: Lavori nel bagno - interno 5
Date: Mon, 30 Nov 2026 11:45:00 +0100
Message-ID: <bagno-int5@fabbricondomini.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Gentile sig. Ricci,

i lavori di ristrutturazione del bagno sono autorizzati dal regolamento condominiale
nei giorni feriali dalle 8 alle 12 e dalle 14 alle 18. Il montacarichi va prenotato
in portineria e le macerie non possono restare nel cortile comune.
Prima di iniziare ci mandi il nome dell'impresa e la polizza dei lavori.

Cordiali saluti, Rag. Ornella Fabbri
"""

# Archivio 2025 --------------------------------------------------------------------------

POLIZZA_RC_2025 = [
    "ASSICURA SALUTE S.p.A. - Polizza di responsabilita' civile professionale",
    "",
    "Polizza n. RCP-441077",
    "Assicurata: dott.ssa Chiara Benedetti, fisioterapista",
    "Massimale: 750.000,00 euro per sinistro",
    "Premio annuo: 395,00 euro",
    "Decorrenza: 31/01/2025 - Scadenza: 31/01/2026",
]

LETTERA_NOVEMBRE_2025 = [
    "Studio Lanzoni - Commercialisti associati - Strada Maggiore 33, Bologna",
    "",
    "Bologna, 18 novembre 2025",
    "Gentile dott.ssa Benedetti,",
    "il secondo acconto dell'imposta sostitutiva per il 2025 ammonta a 2.310,00 euro,",
    "da versare con F24 entro il 01/12/2025.",
    "Cordiali saluti, dott. Piero Lanzoni",
]

APPUNTAMENTI_DICEMBRE_2025 = """data,ora,paziente,trattamento
02/12/2025,09:00,Rita Amadori,rieducazione
05/12/2025,17:30,Ivo Cavazza,massoterapia
12/12/2025,10:00,Rita Amadori,rieducazione
"""

LISTINO_2025 = """# Listino prestazioni 2025

| Prestazione | Prezzo |
|---|---|
| Prima valutazione | 35 € |
| Seduta di rieducazione | 45 € |
| Tecarterapia | 55 € |
| Massoterapia | 55 € |
"""

FATTURA_2025_118 = [
    "Dott.ssa Chiara Benedetti - Fisioterapista",
    "",
    "FATTURA n. 118/2025 del 19/12/2025",
    "Intestata a: Ivo Cavazza, Via Bellaria 3, Bologna",
    "Prestazioni sanitarie di fisioterapia: 5 sedute di massoterapia x 45,00 = 225,00 euro",
    "TOTALE: 225,00 euro",
]

# Scaricati ------------------------------------------------------------------------------

MODULO_CONSENSO = [
    "MODULO DI CONSENSO INFORMATO AL TRATTAMENTO FISIOTERAPICO",
    "",
    "Il/la sottoscritto/a ........................ dichiara di essere stato informato",
    "sulla natura del trattamento, sui benefici attesi e sui possibili effetti indesiderati.",
    "Firma del paziente ....................   Data ..........",
]

ORARI_PISCINA = [
    "PISCINA COMUNALE STADIO - Orari nuoto libero inverno 2026/2027",
    "",
    "Lunedi', mercoledi', venerdi': 7:00-9:00 e 12:30-14:30",
    "Sabato: 14:00-18:00 - Domenica: 9:00-13:00",
    "Ingresso singolo 6,50 euro, tessera 10 ingressi 55 euro",
]

# Top level ------------------------------------------------------------------------------

PROMEMORIA = ("- rinnovare la polizza RC professionale entro gennaio\n"
              "- chiedere a Sarti quando puo' iniziare il bagno\n"
              "- ordinare il toner per la stampante dello studio\n")

NUMERI_UTILI = ("Pediatra dott. Golinelli: 051 6440192\n"
                "Nonna Ivana: 051 331876\n"
                "Pronto intervento gas Hera: 800 713 666\n")

IDEE_REGALI = ("Sofia: ginocchiere nuove e la borraccia termica\n"
               "Nonna Ivana: sciarpa di cashmere\n"
               "Marco: il libro sulle Dolomiti\n")

# ---------------------------------------------------------------------------------------
# Fingerprints: strings found in one file only, and in no file name (see `_check`).
# ---------------------------------------------------------------------------------------

FINGERPRINTS: dict[str, tuple[str, ...]] = {
    "Studio/contratto_affitto_studio.pdf": ("Andrea Costa 40", "interno 2"),
    "Studio/polizza_rc_professionale.pdf": ("RCP-558120", "1.000.000,00"),
    "Studio/listino_prezzi_2026.md": ("Pacchetto 10 sedute", "Onde d'urto focali"),
    "Studio/Pazienti/appuntamenti_dicembre.csv": ("Teresa Vannini,rieducazione", "15/12/2026,16:00"),
    "Studio/Pazienti/elenco_pazienti_attivi.xlsx": ("347 1203344", "338 4450917"),
    "Studio/Pazienti/esercizi_lombalgia.pdf": ("Ponte gluteo", "Gatto-cammello"),
    "Studio/Pazienti/note_cliniche_novembre.txt": ("ricostruzione LCA", "tendinopatia calcifica"),
    "Studio/Fornitori/preventivo_lettino_medimax.pdf": ("MX-2026-311", "foro viso"),
    "Studio/Fornitori/preventivo_lettino_fisiolab.docx": ("FL/0921", "color salvia"),
    "Studio/Fornitori/preventivo_ultrasuoni_fisiolab.txt": ("FL/0934", "US-Pro"),
    "Studio/Fornitori/ricevuta_tecnomed.pdf": ("TB-778", "Sonopulse"),
    "Studio/Fornitori/fattura_fisiolab_elettrodi.pdf": ("2026/1187", "tanica da 5 litri"),
    "Studio/Fatture emesse/fattura_2026_041.pdf": ("Via Mazzini 9", "41/2026 del"),
    "Studio/Fatture emesse/fattura_2026_042.pdf": ("Via Toscana 71", "42/2026 del"),
    "Studio/Fatture emesse/fattura_2026_043.pdf": ("Via Murri 140", "43/2026 del"),
    "Studio/Fatture emesse/registro_fatture_2026.xlsx": ("39/2026", "da incassare"),
    "Studio/Contabilità/lettera_commercialista_ottobre.docx": ("terzo trimestre", "regime forfettario"),
    "Studio/Contabilità/lettera_commercialista_novembre.pdf": ("2.845,00", "20 novembre 2026"),
    "Studio/Contabilità/spese_studio_novembre.csv": ("lenzuolini monouso", "lavanderia asciugamani"),
    "Studio/Contabilità/dati_fiscali_studio.txt": ("BNDCHR85M52A944K", "84412907"),
    "Famiglia/lista_spesa.txt": ("detersivo lavatrice",),
    "Famiglia/iscrizione_pallavolo_sofia.pdf": ("Under 12 femminile", "335 6120478"),
    "Famiglia/calendario_partite_sofia.md": ("palestra Barozzi", "girone B"),
    "Famiglia/iban_conto_famiglia.txt": ("IT45R0306902480100000012345", "55190322"),
    "Famiglia/pin_bancomat.txt": ("2719", "8350"),
    "Famiglia/Ricette/tortellini_nonna.txt": ("brodo di cappone", "lombo di maiale"),
    "Famiglia/Ricette/crescentine.md": ("squacquerone", "lievito di birra"),
    "Famiglia/Ricette/torta_di_riso.docx": ("torta degli addobbi", "riso originario"),
    "Famiglia/Ristrutturazione bagno/preventivo_idraulica_reno.pdf": ("57/26", "filo pavimento"),
    "Famiglia/Ristrutturazione bagno/preventivo_casa_bella.docx": ("CB-2026-212", "stuccatura epossidica"),
    "Famiglia/Ristrutturazione bagno/fattura_acconto_idraulica_reno.pdf": ("miscelatore", "02299870371"),
    "Auto/polizza_auto_2026.pdf": ("77-4410982", "furto e incendio"),
    "Auto/bollo_auto_2026.pdf": ("287,40", "301000004419872215"),
    "Auto/tagliando_dicembre.txt": ("Officina Gardini", "pastiglie anteriori"),
    "Auto/preventivo_gomme_invernali.pdf": ("Pirani", "205/55 R16"),
    "Auto/multa_autovelox.pdf": ("Viale Togliatti", "2026/V/118452"),
    "Viaggi/hotel_zermatt.pdf": ("AZ-66301", "Alpenblick"),
    "Viaggi/skipass_zermatt.txt": ("Matterhorn Paradise", "4419-ZB"),
    "Viaggi/biglietti_treno_briga.pdf": ("QW8J4T", "EuroCity 35"),
    "Viaggi/conferma_volo_londra.eml": ("K7QX2M", "318.40"),
    "Viaggi/itinerario_londra.md": ("Islington", "Warner Bros"),
    "Posta/commercialista_appuntamento.eml": ("12 gennaio 2027", "valutare l'acquisto"),
    "Posta/pallavolo_trasferta_modena.eml": ("13:45", "maglia blu"),
    "Posta/amministratore_lavori_bagno.eml": ("montacarichi", "Ornella Fabbri"),
    "Archivio 2025/polizza_rc_professionale_2025.pdf": ("RCP-441077", "750.000,00"),
    "Archivio 2025/lettera_commercialista_novembre_2025.pdf": ("2.310,00", "18 novembre 2025"),
    "Archivio 2025/appuntamenti_dicembre_2025.csv": ("Ivo Cavazza,massoterapia", "02/12/2025"),
    "Archivio 2025/listino_prezzi_2025.md": ("Listino prestazioni 2025",),
    "Archivio 2025/fattura_2025_118.pdf": ("118/2025", "Via Bellaria 3"),
    "promemoria.txt": ("toner per la stampante", "quando puo' iniziare"),
    "numeri_utili.txt": ("Golinelli", "800 713 666"),
    "idee_regali_natale.txt": ("borraccia termica", "sciarpa di cashmere"),
}

FOLDERS = ("Studio/Pazienti", "Studio/Fornitori", "Studio/Fatture emesse", "Studio/Contabilità",
           "Famiglia/Ricette", "Famiglia/Ristrutturazione bagno", "Famiglia/Foto", "Auto", "Viaggi",
           "Posta", "Archivio 2025", "Scaricati", "Da sistemare")

TMP_FILES = ("~dl_4471.tmp", "firefox_part_09.tmp", "setup_a1b2.tmp")

# Every file's mtime, at 10:00 UTC of this day: the documents' own dates where they have one.
MTIMES: dict[str, str] = {
    "Studio/contratto_affitto_studio.pdf": "2024-02-15",
    "Studio/polizza_rc_professionale.pdf": "2026-01-28",
    "Studio/listino_prezzi_2026.md": "2026-01-07",
    "Studio/Pazienti/appuntamenti_dicembre.csv": "2026-11-30",
    "Studio/Pazienti/elenco_pazienti_attivi.xlsx": "2026-11-27",
    "Studio/Pazienti/esercizi_lombalgia.pdf": "2026-03-12",
    "Studio/Pazienti/note_cliniche_novembre.txt": "2026-11-28",
    "Studio/Fornitori/preventivo_lettino_medimax.pdf": "2026-11-04",
    "Studio/Fornitori/preventivo_lettino_fisiolab.docx": "2026-11-10",
    "Studio/Fornitori/preventivo_ultrasuoni_fisiolab.txt": "2026-11-13",
    "Studio/Fornitori/ricevuta_tecnomed.pdf": "2026-11-17",
    "Studio/Fornitori/fattura_fisiolab_elettrodi.pdf": "2026-11-19",
    "Studio/Fatture emesse/fattura_2026_041.pdf": "2026-11-03",
    "Studio/Fatture emesse/fattura_2026_042.pdf": "2026-11-12",
    "Studio/Fatture emesse/fattura_2026_043.pdf": "2026-11-24",
    "Studio/Fatture emesse/registro_fatture_2026.xlsx": "2026-11-25",
    "Studio/Contabilità/lettera_commercialista_ottobre.docx": "2026-10-14",
    "Studio/Contabilità/lettera_commercialista_novembre.pdf": "2026-11-20",
    "Studio/Contabilità/spese_studio_novembre.csv": "2026-11-26",
    "Studio/Contabilità/dati_fiscali_studio.txt": "2024-03-01",
    "Famiglia/lista_spesa.txt": "2026-11-30",
    "Famiglia/iscrizione_pallavolo_sofia.pdf": "2026-09-15",
    "Famiglia/calendario_partite_sofia.md": "2026-11-22",
    "Famiglia/iban_conto_famiglia.txt": "2023-06-10",
    "Famiglia/pin_bancomat.txt": "2024-10-02",
    "Famiglia/Ricette/tortellini_nonna.txt": "2024-12-22",
    "Famiglia/Ricette/crescentine.md": "2026-10-18",
    "Famiglia/Ricette/torta_di_riso.docx": "2025-05-04",
    "Famiglia/Ristrutturazione bagno/preventivo_idraulica_reno.pdf": "2026-11-06",
    "Famiglia/Ristrutturazione bagno/preventivo_casa_bella.docx": "2026-11-16",
    "Famiglia/Ristrutturazione bagno/fattura_acconto_idraulica_reno.pdf": "2026-11-25",
    "Famiglia/Foto/saggio_sofia.jpg": "2026-06-07",
    "Famiglia/Foto/mare_cervia_2026.jpg": "2026-08-12",
    "Famiglia/Foto/torneo_pallavolo.png": "2026-10-25",
    "Auto/polizza_auto_2026.pdf": "2026-02-20",
    "Auto/bollo_auto_2026.pdf": "2026-01-31",
    "Auto/tagliando_dicembre.txt": "2026-11-18",
    "Auto/preventivo_gomme_invernali.pdf": "2026-11-21",
    "Auto/multa_autovelox.pdf": "2026-11-18",
    "Viaggi/hotel_zermatt.pdf": "2026-11-02",
    "Viaggi/skipass_zermatt.txt": "2026-11-09",
    "Viaggi/biglietti_treno_briga.pdf": "2026-11-11",
    "Viaggi/conferma_volo_londra.eml": "2026-11-23",
    "Viaggi/itinerario_londra.md": "2026-11-29",
    "Posta/commercialista_appuntamento.eml": "2026-11-25",
    "Posta/pallavolo_trasferta_modena.eml": "2026-11-27",
    "Posta/amministratore_lavori_bagno.eml": "2026-11-30",
    "Archivio 2025/polizza_rc_professionale_2025.pdf": "2025-01-27",
    "Archivio 2025/lettera_commercialista_novembre_2025.pdf": "2025-11-18",
    "Archivio 2025/appuntamenti_dicembre_2025.csv": "2025-11-29",
    "Archivio 2025/listino_prezzi_2025.md": "2025-01-08",
    "Archivio 2025/fattura_2025_118.pdf": "2025-12-19",
    "Scaricati/modulo_consenso_informato.pdf": "2026-10-05",
    "Scaricati/modulo_consenso_informato (1).pdf": "2026-11-14",
    "Scaricati/orari_piscina_comunale.pdf": "2026-09-28",
    "Scaricati/orari_piscina_comunale (1).pdf": "2026-11-08",
    "Scaricati/~dl_4471.tmp": "2026-11-14",
    "Scaricati/firefox_part_09.tmp": "2026-11-22",
    "Scaricati/setup_a1b2.tmp": "2026-11-29",
    "promemoria.txt": "2026-11-29",
    "numeri_utili.txt": "2025-09-03",
    "idee_regali_natale.txt": "2026-11-26",
}

# ---------------------------------------------------------------------------------------
# Writers (PDF and DOCX from family_workspace; sheets here, normalised the same way).
# ---------------------------------------------------------------------------------------


_sheet = partial(write_sheet, creator="Chiara Benedetti")


def _tmp(seed: int) -> bytes:
    """Opaque bytes for a download's leftover."""
    return bytes((seed * 19 + i * 11) % 256 for i in range(280 + seed * 50))


# ---------------------------------------------------------------------------------------
# The workspace.
# ---------------------------------------------------------------------------------------


def make_clinic_workspace(root: Path) -> None:
    """Write the Benedetti-Ricci files under `root` (created if missing; files overwritten)."""
    root = Path(root)
    for name in FOLDERS:
        (root / name).mkdir(parents=True, exist_ok=True)

    studio = root / "Studio"
    _pdf(studio / "contratto_affitto_studio.pdf", CONTRATTO_STUDIO, "Contratto di locazione studio")
    _pdf(studio / "polizza_rc_professionale.pdf", POLIZZA_RC, "Polizza RC professionale 2026")
    _text(studio / "listino_prezzi_2026.md", LISTINO_2026)
    pazienti = studio / "Pazienti"
    _text(pazienti / "appuntamenti_dicembre.csv", APPUNTAMENTI_DICEMBRE)
    _sheet(pazienti / "elenco_pazienti_attivi.xlsx", "Pazienti", PAZIENTI_HEADER, PAZIENTI_ATTIVI)
    _pdf(pazienti / "esercizi_lombalgia.pdf", ESERCIZI_LOMBALGIA, "Esercizi per la lombalgia")
    _text(pazienti / "note_cliniche_novembre.txt", NOTE_CLINICHE)
    fornitori = studio / "Fornitori"
    _pdf(fornitori / "preventivo_lettino_medimax.pdf", PREVENTIVO_MEDIMAX, "Preventivo Medimax")
    _docx(fornitori / "preventivo_lettino_fisiolab.docx", PREVENTIVO_LETTINO_FISIOLAB, "Offerta FisioLab")
    _text(fornitori / "preventivo_ultrasuoni_fisiolab.txt", PREVENTIVO_ULTRASUONI_FISIOLAB)
    _pdf(fornitori / "ricevuta_tecnomed.pdf", RICEVUTA_TECNOMED, "Offerta Tecnomed")
    _pdf(fornitori / "fattura_fisiolab_elettrodi.pdf", FATTURA_FISIOLAB, "Fattura FisioLab")
    fatture = studio / "Fatture emesse"
    _pdf(fatture / "fattura_2026_041.pdf", FATTURA_041, "Fattura 41/2026")
    _pdf(fatture / "fattura_2026_042.pdf", FATTURA_042, "Fattura 42/2026")
    _pdf(fatture / "fattura_2026_043.pdf", FATTURA_043, "Fattura 43/2026")
    _sheet(fatture / "registro_fatture_2026.xlsx", "Registro 2026", REGISTRO_HEADER, REGISTRO_FATTURE)
    conti = studio / "Contabilità"
    _docx(conti / "lettera_commercialista_ottobre.docx", LETTERA_OTTOBRE, "Lettera Studio Lanzoni")
    _pdf(conti / "lettera_commercialista_novembre.pdf", LETTERA_NOVEMBRE, "Lettera Studio Lanzoni")
    _text(conti / "spese_studio_novembre.csv", SPESE_STUDIO_NOVEMBRE)
    _text(conti / "dati_fiscali_studio.txt", DATI_FISCALI)

    famiglia = root / "Famiglia"
    _text(famiglia / "lista_spesa.txt", LISTA_SPESA)
    _pdf(famiglia / "iscrizione_pallavolo_sofia.pdf", ISCRIZIONE_PALLAVOLO, "Iscrizione pallavolo")
    _text(famiglia / "calendario_partite_sofia.md", CALENDARIO_PARTITE)
    _text(famiglia / "iban_conto_famiglia.txt", IBAN_FAMIGLIA)
    _text(famiglia / "pin_bancomat.txt", PIN_BANCOMAT)
    ricette = famiglia / "Ricette"
    _text(ricette / "tortellini_nonna.txt", TORTELLINI)
    _text(ricette / "crescentine.md", CRESCENTINE)
    _docx(ricette / "torta_di_riso.docx", TORTA_DI_RISO, "Torta di riso")
    bagno = famiglia / "Ristrutturazione bagno"
    _pdf(bagno / "preventivo_idraulica_reno.pdf", PREVENTIVO_IDRAULICA_RENO, "Preventivo Idraulica Reno")
    _docx(bagno / "preventivo_casa_bella.docx", PREVENTIVO_CASA_BELLA, "Preventivo Casa Bella")
    _pdf(bagno / "fattura_acconto_idraulica_reno.pdf", FATTURA_ACCONTO_RENO, "Fattura 88")
    foto = famiglia / "Foto"
    (foto / "saggio_sofia.jpg").write_bytes(_jpeg(41, 2300))
    (foto / "mare_cervia_2026.jpg").write_bytes(_jpeg(42, 1700))
    (foto / "torneo_pallavolo.png").write_bytes(_png(10, 8, (200, 90, 60)))

    auto = root / "Auto"
    _pdf(auto / "polizza_auto_2026.pdf", POLIZZA_AUTO, "Polizza RC auto 2026")
    _pdf(auto / "bollo_auto_2026.pdf", BOLLO_AUTO, "Ricevuta bollo auto")
    _text(auto / "tagliando_dicembre.txt", TAGLIANDO)
    _pdf(auto / "preventivo_gomme_invernali.pdf", PREVENTIVO_GOMME, "Preventivo gomme")
    _pdf(auto / "multa_autovelox.pdf", MULTA, "Verbale Polizia Locale")

    viaggi = root / "Viaggi"
    _pdf(viaggi / "hotel_zermatt.pdf", HOTEL_ZERMATT, "Booking confirmation")
    _text(viaggi / "skipass_zermatt.txt", SKIPASS_ZERMATT)
    _pdf(viaggi / "biglietti_treno_briga.pdf", TRENO_BRIGA, "Biglietto Trenitalia")
    _text(viaggi / "conferma_volo_londra.eml", VOLO_LONDRA)
    _text(viaggi / "itinerario_londra.md", ITINERARIO_LONDRA)

    posta = root / "Posta"
    _text(posta / "commercialista_appuntamento.eml", MAIL_COMMERCIALISTA)
    _text(posta / "pallavolo_trasferta_modena.eml", MAIL_PALLAVOLO)
    _text(posta / "amministratore_lavori_bagno.eml", MAIL_AMMINISTRATORE)

    archivio = root / "Archivio 2025"
    _pdf(archivio / "polizza_rc_professionale_2025.pdf", POLIZZA_RC_2025, "Polizza RC professionale 2025")
    _pdf(archivio / "lettera_commercialista_novembre_2025.pdf", LETTERA_NOVEMBRE_2025, "Lettera 2025")
    _text(archivio / "appuntamenti_dicembre_2025.csv", APPUNTAMENTI_DICEMBRE_2025)
    _text(archivio / "listino_prezzi_2025.md", LISTINO_2025)
    _pdf(archivio / "fattura_2025_118.pdf", FATTURA_2025_118, "Fattura 118/2025")

    scaricati = root / "Scaricati"
    for name in ("modulo_consenso_informato.pdf", "modulo_consenso_informato (1).pdf"):
        _pdf(scaricati / name, MODULO_CONSENSO, "Consenso informato")
    for name in ("orari_piscina_comunale.pdf", "orari_piscina_comunale (1).pdf"):
        _pdf(scaricati / name, ORARI_PISCINA, "Orari piscina")
    for seed, name in enumerate(TMP_FILES, start=1):
        (scaricati / name).write_bytes(_tmp(seed))

    _text(root / "promemoria.txt", PROMEMORIA)
    _text(root / "numeri_utili.txt", NUMERI_UTILI)
    _text(root / "idee_regali_natale.txt", IDEE_REGALI)

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
        "Studio/contratto_affitto_studio.pdf": lines(CONTRATTO_STUDIO),
        "Studio/polizza_rc_professionale.pdf": lines(POLIZZA_RC),
        "Studio/listino_prezzi_2026.md": LISTINO_2026,
        "Studio/Pazienti/appuntamenti_dicembre.csv": APPUNTAMENTI_DICEMBRE,
        "Studio/Pazienti/elenco_pazienti_attivi.xlsx": cells("Pazienti", PAZIENTI_HEADER, PAZIENTI_ATTIVI),
        "Studio/Pazienti/esercizi_lombalgia.pdf": lines(ESERCIZI_LOMBALGIA),
        "Studio/Pazienti/note_cliniche_novembre.txt": NOTE_CLINICHE,
        "Studio/Fornitori/preventivo_lettino_medimax.pdf": lines(PREVENTIVO_MEDIMAX),
        "Studio/Fornitori/preventivo_lettino_fisiolab.docx": lines(PREVENTIVO_LETTINO_FISIOLAB),
        "Studio/Fornitori/preventivo_ultrasuoni_fisiolab.txt": PREVENTIVO_ULTRASUONI_FISIOLAB,
        "Studio/Fornitori/ricevuta_tecnomed.pdf": lines(RICEVUTA_TECNOMED),
        "Studio/Fornitori/fattura_fisiolab_elettrodi.pdf": lines(FATTURA_FISIOLAB),
        "Studio/Fatture emesse/fattura_2026_041.pdf": lines(FATTURA_041),
        "Studio/Fatture emesse/fattura_2026_042.pdf": lines(FATTURA_042),
        "Studio/Fatture emesse/fattura_2026_043.pdf": lines(FATTURA_043),
        "Studio/Fatture emesse/registro_fatture_2026.xlsx": cells("Registro 2026", REGISTRO_HEADER,
                                                                  REGISTRO_FATTURE),
        "Studio/Contabilità/lettera_commercialista_ottobre.docx": lines(LETTERA_OTTOBRE),
        "Studio/Contabilità/lettera_commercialista_novembre.pdf": lines(LETTERA_NOVEMBRE),
        "Studio/Contabilità/spese_studio_novembre.csv": SPESE_STUDIO_NOVEMBRE,
        "Studio/Contabilità/dati_fiscali_studio.txt": DATI_FISCALI,
        "Famiglia/lista_spesa.txt": LISTA_SPESA,
        "Famiglia/iscrizione_pallavolo_sofia.pdf": lines(ISCRIZIONE_PALLAVOLO),
        "Famiglia/calendario_partite_sofia.md": CALENDARIO_PARTITE,
        "Famiglia/iban_conto_famiglia.txt": IBAN_FAMIGLIA,
        "Famiglia/pin_bancomat.txt": PIN_BANCOMAT,
        "Famiglia/Ricette/tortellini_nonna.txt": TORTELLINI,
        "Famiglia/Ricette/crescentine.md": CRESCENTINE,
        "Famiglia/Ricette/torta_di_riso.docx": lines(TORTA_DI_RISO),
        "Famiglia/Ristrutturazione bagno/preventivo_idraulica_reno.pdf": lines(PREVENTIVO_IDRAULICA_RENO),
        "Famiglia/Ristrutturazione bagno/preventivo_casa_bella.docx": lines(PREVENTIVO_CASA_BELLA),
        "Famiglia/Ristrutturazione bagno/fattura_acconto_idraulica_reno.pdf": lines(FATTURA_ACCONTO_RENO),
        "Auto/polizza_auto_2026.pdf": lines(POLIZZA_AUTO),
        "Auto/bollo_auto_2026.pdf": lines(BOLLO_AUTO),
        "Auto/tagliando_dicembre.txt": TAGLIANDO,
        "Auto/preventivo_gomme_invernali.pdf": lines(PREVENTIVO_GOMME),
        "Auto/multa_autovelox.pdf": lines(MULTA),
        "Viaggi/hotel_zermatt.pdf": lines(HOTEL_ZERMATT),
        "Viaggi/skipass_zermatt.txt": SKIPASS_ZERMATT,
        "Viaggi/biglietti_treno_briga.pdf": lines(TRENO_BRIGA),
        "Viaggi/conferma_volo_londra.eml": VOLO_LONDRA,
        "Viaggi/itinerario_londra.md": ITINERARIO_LONDRA,
        "Posta/commercialista_appuntamento.eml": MAIL_COMMERCIALISTA,
        "Posta/pallavolo_trasferta_modena.eml": MAIL_PALLAVOLO,
        "Posta/amministratore_lavori_bagno.eml": MAIL_AMMINISTRATORE,
        "Archivio 2025/polizza_rc_professionale_2025.pdf": lines(POLIZZA_RC_2025),
        "Archivio 2025/lettera_commercialista_novembre_2025.pdf": lines(LETTERA_NOVEMBRE_2025),
        "Archivio 2025/appuntamenti_dicembre_2025.csv": APPUNTAMENTI_DICEMBRE_2025,
        "Archivio 2025/listino_prezzi_2025.md": LISTINO_2025,
        "Archivio 2025/fattura_2025_118.pdf": lines(FATTURA_2025_118),
        "promemoria.txt": PROMEMORIA,
        "numeri_utili.txt": NUMERI_UTILI,
        "idee_regali_natale.txt": IDEE_REGALI,
    }


# The texts without fingerprints: they still must not hold anyone else's fingerprint.
_UNPRINTED = "\n".join([*MODULO_CONSENSO, *ORARI_PISCINA])


def _check_fingerprints() -> None:
    assert set(FINGERPRINTS) <= set(MTIMES), set(FINGERPRINTS) - set(MTIMES)
    check_fingerprints(_sources(), FINGERPRINTS, names=MTIMES)
    check_unprinted(FINGERPRINTS, _UNPRINTED)


_check_fingerprints()


def _check_tree(root: Path) -> None:
    """The generated tree is exactly the one described by MTIMES and FOLDERS."""
    check_tree(root, MTIMES, empty="Da sistemare",
               twins=(("modulo_consenso_informato.pdf", "modulo_consenso_informato (1).pdf"),
                 ("orari_piscina_comunale.pdf", "orari_piscina_comunale (1).pdf")))


def main(argv: Sequence[str]) -> int:
    """Generate the workspace into the directory given on the command line, and check it."""
    return workspace_main(argv, "clinic_workspace.py", make_clinic_workspace, check=_check_tree,
                          count=len(MTIMES))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
