"""The files of a retired couple in Verona, generated for the understanding benchmark.

Luisa and Franco Zanetti, both retired, chair the volunteer association "Amici del Parco"
(Parco San Giacomo, Verona) and keep its accounts; they also keep their household papers.
``make_shop_workspace(root)`` writes their workspace:

- ``Associazione``: the statute; ``Soci`` (members' list CSV, 2026 fees XLSX, a new member's
  application DOCX), ``Verbali`` (October assembly DOCX, November board TXT, December notice
  MD), ``Contabilità`` (three quotes for painting the association's seat, PDF / DOCX / TXT,
  an invoice of one of the same painters for another job, November expenses CSV): only
  three of the five are quotes, and the invoice (427 €) is cheaper than any quote;
- ``Casa``: gas, electricity and water bills with due dates, the condominium instalments
  (XLSX) and the notice of the condominium meeting;
- ``Medico`` (private): a prescription (``ricetta_medica`` - not a cooking recipe), a blood
  test with values, an eye appointment;
- ``Pensione`` (private): two pension statements with the net amounts, the bank details (IBAN);
- ``Viaggi``: a cruise booking, train tickets, an English hotel confirmation in pounds, a tour
  receipt in dollars;
- ``Nipoti``: three photos and the grandchildren's birthdays; ``Ricette``: four recipes;
- ``Garage``: the car insurance, a mechanic's quote and the same mechanic's invoice;
- ``Vecchie carte``: last year's policy, gas bill and members' list (namesakes with a year);
- ``Scaricati``: downloads with two "(1)" duplicates (same bytes) and three ``.tmp`` files;
- ``Da archiviare``: empty; at the top, ``promemoria.txt``, ``numeri_utili.txt`` and
  ``password_wifi.txt`` (private).

Documents are dated November 2026 (today is 2026-12-01) and file mtimes follow the documents'
dates. Generation is deterministic. ``FINGERPRINTS`` holds, per file, strings found only in
that file (and in no file name), so that the benchmark can tell which files an answer drew on;
photos, ``.tmp`` files and the byte-identical duplicates have none.

Run by hand to look at it: ``python3 bench/shop_workspace.py DIR``.
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
# Contents. Italian documents write amounts the Italian way (2.150,00 €), English ones the
# English way (£486.00, $142.00); the CSV files use a dot.
# ---------------------------------------------------------------------------------------

# Associazione -------------------------------------------------------------------------

STATUTO = [
    "STATUTO DELL'ASSOCIAZIONE DI VOLONTARIATO \"AMICI DEL PARCO\"",
    "",
    "Art. 1 - E' costituita l'associazione Amici del Parco, con sede in Via Ca' di Cozzi 22, Verona.",
    "Art. 2 - Scopo: la cura del verde, delle panchine e dei giochi del Parco San Giacomo.",
    "Art. 3 - Sono soci le persone che versano la quota annuale fissata dall'assemblea.",
    "Art. 4 - Il consiglio direttivo dura in carica tre anni.",
    "Art. 5 - Il rendiconto economico si approva entro il 30 aprile di ogni anno.",
    "",
    "Verona, 9 maggio 2011",
]

ELENCO_SOCI_2026 = """nome,cognome,telefono,quota_2026
Luisa,Zanetti,340 1112233,pagata
Franco,Zanetti,340 1112234,pagata
Adriana,Bonomi,347 5550101,pagata
Gino,Perbellini,333 8080802,pagata
Marisa,Tommasi,349 2223344,pagata
Sergio,Castellani,328 4445566,da pagare
Rosanna,Benedetti,345 7778899,pagata
Walter,Lonardi,339 1231231,pagata
Nives,Girelli,320 9998877,pagata
Bruno,Ederle,347 6665544,da pagare
Carla,Fasoli,338 3332211,pagata
Renata,Bertoldi,366 1010101,da pagare
"""

ELENCO_SOCI_2024 = """nome,cognome,telefono,quota_2024
Luisa,Zanetti,340 1112233,pagata
Franco,Zanetti,340 1112234,pagata
Adriana,Bonomi,347 5550101,pagata
Gino,Perbellini,333 8080802,pagata
Ottavio,Morando,045 8904411,pagata
Marisa,Tommasi,349 2223344,pagata
Sergio,Castellani,328 4445566,pagata
"""

# Member, fee (EUR), date paid.
QUOTE_2026: list[tuple[str, int, str]] = [
    ("Luisa Zanetti", 25, "15/01/2026"),
    ("Franco Zanetti", 25, "15/01/2026"),
    ("Adriana Bonomi", 25, "02/02/2026"),
    ("Gino Perbellini", 25, "20/02/2026"),
    ("Marisa Tommasi", 25, "03/03/2026"),
    ("Rosanna Benedetti", 25, "11/03/2026"),
    ("Walter Lonardi", 25, "07/04/2026"),
    ("Nives Girelli", 25, "18/05/2026"),
    ("Carla Fasoli", 25, "30/06/2026"),
]

DOMANDA_ISCRIZIONE = [
    "Spett.le Associazione Amici del Parco",
    "",
    "La sottoscritta Renata Bertoldi, nata a Bussolengo il 4 luglio 1958,",
    "residente in Via Mameli 87, Verona, chiede di essere ammessa come socia volontaria.",
    "Disponibilita': il sabato mattina, per la cura delle aiuole delle rose.",
    "",
    "Verona, 21 novembre 2026",
]

VERBALE_ASSEMBLEA = [
    "VERBALE DELL'ASSEMBLEA DEI SOCI DEL 17 OTTOBRE 2026",
    "",
    "Presenti 9 soci su 12. Presiede Luisa Zanetti, segretario Gino Perbellini.",
    "1. Castagnata nel parco: si fara' domenica 15 novembre, con le caldarroste di Walter.",
    "2. Sede: le pareti sono scrostate; si chiedono tre preventivi per la tinteggiatura.",
    "3. Quota associativa 2027: portata a 30 euro (approvato all'unanimita').",
    "La seduta si chiude alle 17:40.",
]

VERBALE_DIRETTIVO = """Verbale del consiglio direttivo - 24 novembre 2026

Presenti: Luisa Zanetti, Franco Zanetti, Adriana Bonomi.
- Arrivati i tre preventivi per imbiancare la sede: si sceglie all'assemblea di dicembre.
- Tetto di spesa per la tinteggiatura: 2.200,00 euro.
- Il cancello e le panchine sono stati ridipinti; la fattura e' stata pagata.
- Si ringrazia il vivaio Ortofrutta Bonfante per lo sconto sulle piantine.
"""

CONVOCAZIONE_ASSEMBLEA = """# Convocazione dell'assemblea dei soci

L'assemblea e' convocata **sabato 12 dicembre 2026 alle 15:30** presso la sede.

Ordine del giorno:
1. scelta dell'impresa per la tinteggiatura della sede
2. iscrizione di nuovi soci
3. auguri e panettone per tutti
"""

PREVENTIVO_ADIGE = [
    "COLORIFICIO ADIGE S.n.c.",
    "Via Unita' d'Italia 140 - 37132 Verona - P.IVA 03344550234",
    "",
    "PREVENTIVO n. 77/2026 del 05/11/2026",
    "Spett.le Associazione Amici del Parco, Via Ca' di Cozzi 22, Verona",
    "",
    "Oggetto: tinteggiatura della sede (due stanze e servizio)",
    "- Raschiatura e stuccatura delle pareti: 450,00 EUR",
    "- Pittura lavabile bianca, due mani: 1.300,00 EUR",
    "- Protezione pavimenti e pulizia: 400,00 EUR",
    "",
    "TOTALE: 2.150,00 EUR IVA inclusa",
    "Validita': 45 giorni.",
]

PREVENTIVO_SCALIGERE = [
    "PITTURE SCALIGERE di Mauro Zamboni",
    "Via Porto San Pancrazio 3, Verona",
    "",
    "Preventivo n. PS-2026-041 - data 9 novembre 2026",
    "Cliente: Associazione Amici del Parco",
    "",
    "Lavori: imbiancatura della sede, due stanze e bagno, con pittura antimuffa",
    "Materiali: 620,00 euro",
    "Manodopera (3 giornate): 1.360,00 euro",
    "",
    "Totale: 1.980,00 euro IVA compresa",
    "Pagamento: 40% all'inizio dei lavori, saldo alla fine.",
]

PREVENTIVO_DALLA_BONA = """DALLA BONA DECORAZIONI - artigiani dal 1978
Strada della Genovesa 31, Verona

PREVENTIVO n. DB/118 del 12/11/2026
Alla c.a. della Presidente, sig.ra Luisa Zanetti

  tinteggiatura di due stanze e del bagno ........... 1.840,00 euro
  trattamento anti-umidita' parete nord ............. 500,00 euro

TOTALE COMPLESSIVO: 2.340,00 euro IVA inclusa

Offerta valida fino al 31/01/2027.
Distinti saluti, Ivano Dalla Bona
"""

FATTURA_SCALIGERE = [
    "PITTURE SCALIGERE di Mauro Zamboni",
    "Via Porto San Pancrazio 3, Verona - P.IVA 04112230237",
    "",
    "FATTURA n. 96 del 20/11/2026",
    "Intestata a: Associazione Amici del Parco",
    "",
    "Verniciatura del cancello d'ingresso e di 6 panchine del parco: 350,00 euro",
    "IVA 22%: 77,00 euro",
    "TOTALE FATTURA: 427,00 euro",
    "Pagata in contanti il 26/11/2026.",
]

SPESE_NOVEMBRE = """data,descrizione,importo_eur
03/11/2026,cancelleria Buffetti (registri e buste),23.40
08/11/2026,piantine di viole per le aiuole,145.00
12/11/2026,assicurazione infortuni dei volontari,180.00
15/11/2026,castagne e vin brule' per la festa,96.50
26/11/2026,fattura 96 per il cancello e le panchine,427.00
"""

# Casa ---------------------------------------------------------------------------------

BOLLETTA_GAS = [
    "AGSM AIM ENERGIA - Bolletta gas naturale",
    "Periodo: 01/10/2026 - 31/10/2026",
    "Intestatario: Franco Zanetti - Via Ca' di Cozzi 9, Verona - PDR 01230004567890",
    "Consumo fatturato: 118 Smc",
    "Totale da pagare: 148,70 EUR",
    "Scadenza: 16/12/2026",
]

BOLLETTA_GAS_2025 = [
    "AGSM AIM ENERGIA - Bolletta gas naturale",
    "Periodo: 01/10/2025 - 31/10/2025",
    "Intestatario: Franco Zanetti",
    "Consumo fatturato: 102 Smc",
    "Totale da pagare: 121,40 EUR",
    "Scadenza: 16/12/2025",
    "Pagata il 10/12/2025.",
]

BOLLETTA_LUCE = [
    "AGSM AIM ENERGIA - Bolletta energia elettrica",
    "Periodo: ottobre 2026 - POD IT001E99887766",
    "Intestatario: Luisa Zanetti",
    "Consumo: 214 kWh",
    "Totale da pagare: 67,35 EUR",
    "Scadenza: 21/12/2026",
]

FATTURA_ACQUA = [
    "ACQUE VERONESI S.c.a r.l. - Servizio idrico integrato",
    "Fattura n. 2026/551908 - Periodo: luglio-settembre 2026",
    "Intestatario: Franco Zanetti",
    "Consumo: 31 mc",
    "Totale: 58,20 EUR",
    "Scadenza: 10/12/2026",
]

# Instalment, due date, amount (EUR).
RATE_CONDOMINIO: list[tuple[str, str, float]] = [
    ("1a rata", "15/03/2026", 310.00),
    ("2a rata", "15/06/2026", 310.00),
    ("3a rata", "15/09/2026", 310.00),
    ("4a rata", "15/12/2026", 310.00),
    ("Conguaglio riscaldamento", "15/12/2026", 84.60),
]

AVVISO_CONDOMINIO = """CONDOMINIO LE MAGNOLIE - Via Ca' di Cozzi 9, Verona

Avviso di assemblea straordinaria
Giovedi' 10 dicembre 2026, ore 18:30, nella sala al piano terra.
Unico punto: sostituzione dell'ascensore (preventivo Schindler).
L'amministratore, rag. Paolo Righetti
"""

# Medico (private) ---------------------------------------------------------------------

RICETTA_MEDICA = [
    "SERVIZIO SANITARIO NAZIONALE - Regione Veneto",
    "Ricetta elettronica - NRE 050A12345678901",
    "Assistito: ZANETTI FRANCO",
    "Prescrizione: Atorvastatina 20 mg, 30 compresse - 1 compressa la sera",
    "Medico: dott. Alberto Ferrari, medicina generale",
    "Data: 18/11/2026",
]

ANALISI_SANGUE = [
    "Laboratorio analisi Ospedale di Borgo Trento - Verona",
    "Paziente: ZANETTI LUISA - prelievo del 13/11/2026",
    "",
    "Colesterolo totale: 231 mg/dL (valori di riferimento < 200)",
    "Colesterolo HDL: 58 mg/dL",
    "Colesterolo LDL: 149 mg/dL",
    "Glicemia: 94 mg/dL",
    "Emoglobina: 13,2 g/dL",
    "Vitamina D: 19 ng/mL (carenza)",
]

APPUNTAMENTO_OCULISTA = ("Visita oculistica per Luisa: dott.ssa Marini, lunedi' 14 dicembre alle 9:40,\n"
                         "poliambulatorio di San Michele Extra. Portare gli occhiali da lettura.\n")

# Pensione (private) -------------------------------------------------------------------

CEDOLINO_LUISA = [
    "INPS - Cedolino della pensione - novembre 2026",
    "Titolare: ZANETTI LUISA - pensione di vecchiaia n. 31008877",
    "Importo lordo: 1.921,40 EUR",
    "Trattenute IRPEF e addizionali: 435,18 EUR",
    "Importo netto accreditato: 1.486,22 EUR",
    "Accredito sul conto corrente che termina con 3456",
]

CEDOLINO_FRANCO = [
    "INPS - Cedolino della pensione - novembre 2026",
    "Titolare: ZANETTI FRANCO - pensione di anzianita' n. 29917345",
    "Importo lordo: 2.588,10 EUR",
    "Trattenute IRPEF e addizionali: 675,53 EUR",
    "Importo netto accreditato: 1.912,57 EUR",
    "Accredito sul conto corrente che termina con 3456",
]

COORDINATE_BANCARIE = """Conto corrente cointestato Zanetti Franco e Bonetti Luisa
Banca Popolare - filiale di Borgo Venezia
IBAN: IT60X0542811101000000123456
Codice cliente home banking: ZNTFR1949
"""

# Viaggi -------------------------------------------------------------------------------

CROCIERA = [
    "COSTA CROCIERE - Conferma di prenotazione n. 8841207",
    "Nave: Costa Smeralda - Mediterraneo occidentale, 7 notti",
    "Partenza: Savona, 10/05/2027 - scali a Marsiglia, Barcellona, Palma, Civitavecchia",
    "Ospiti: Luisa Zanetti, Franco Zanetti - cabina con balcone n. 9217",
    "Prezzo totale: 2.780,00 EUR",
    "Acconto versato: 700,00 EUR",
    "Saldo di 2.080,00 EUR entro il 10/04/2027",
]

BIGLIETTI_TRENO = [
    "TRENITALIA - Biglietto Frecciarossa 9511",
    "Verona Porta Nuova 08:10 - Roma Termini 11:05, venerdi' 18/12/2026",
    "Passeggeri: 2 adulti (Carta Argento) - carrozza 7, posti 12A e 12B",
    "Codice prenotazione (PNR): X7K2QM",
    "Importo pagato: 118,80 EUR",
]

HOTEL_LONDON = """Booking confirmation - The Kensington Gardens Hotel, London W2

Dear Mrs Zanetti,
thank you for booking with us. Reference: KGH-55120

Check-in: Wednesday 3 March 2027, from 2 pm
Check-out: Saturday 6 March 2027, by 11 am
Room: Superior Double, breakfast included, 3 nights
Total price: £486.00 (pay at the hotel)
Free cancellation until 24 February 2027.
"""

TOUR_RECEIPT = [
    "WalkAbout Tours Inc. - Payment receipt",
    "Receipt #WA-20261121-0093 - 21 November 2026",
    "Sagrada Familia skip-the-line guided tour, Barcelona, 13 May 2027",
    "2 x Senior ticket @ $71.00",
    "Total charged: $142.00 (USD) to Visa ending 4410",
]

# Nipoti -------------------------------------------------------------------------------

COMPLEANNI_NIPOTI = """Compleanni dei nipoti

- Alice: 27 agosto (compie 12 anni) - le piacciono i braccialetti
- Giulia: 14 gennaio (compie 9 anni) - vorrebbe il pattini a rotelle
- Tommaso: 2 marzo (compie 6 anni) - matto per i dinosauri
"""

# Ricette ------------------------------------------------------------------------------

TIRAMISU = """Tiramisu' della zia Bruna (per 8 persone)

- 500 g di mascarpone
- 4 uova freschissime
- 100 g di zucchero
- 300 g di savoiardi
- 3 tazzine di caffe' forte, freddo
- cacao amaro in polvere

Montare i tuorli con lo zucchero, unire il mascarpone e poi gli albumi a neve.
Alternare savoiardi inzuppati e crema; riposo in frigo per almeno 6 ore.
"""

RISOTTO_AMARONE = """Risotto all'Amarone (4 persone)

320 g di riso Vialone Nano, mezzo bicchiere di Amarone della Valpolicella,
una cipolla dorata, brodo di carne, 60 g di Monte Veronese grattugiato, burro.
Tostare il riso, sfumare con il vino e portare a cottura in 16 minuti.
"""

PANDORO_FARCITO = """# Pandoro farcito di Natale

- 1 pandoro di Verona da 1 kg
- 250 g di crema pasticcera
- 200 ml di panna montata
- gocce di cioccolato fondente

Tagliare il pandoro a fette orizzontali e farcire a strati, ricomponendo la stella.
"""

TORTA_MELE = [
    "Torta di mele della nonna Pina",
    "",
    "3 mele renette, 200 g di farina, 150 g di zucchero, 3 uova, 100 g di burro fuso,",
    "mezza bustina di lievito e la scorza grattugiata di un limone.",
    "Forno a 175 gradi per 45 minuti. Spolverare con zucchero a velo.",
]

# Garage -------------------------------------------------------------------------------

POLIZZA_AUTO = [
    "CATTOLICA ASSICURAZIONI - Polizza RC Auto n. 704415590",
    "Contraente: Franco Zanetti",
    "Veicolo: Fiat Panda 1.2, targa GF482KT",
    "Garanzie: RC auto, furto e incendio, assistenza stradale",
    "Premio annuo: 612,00 EUR",
    "Periodo: 01/01/2026 - 31/12/2026",
    "Rinnovo: pagare il premio entro il 31/12/2026",
]

POLIZZA_AUTO_2025 = [
    "CATTOLICA ASSICURAZIONI - Polizza RC Auto n. 704415590",
    "Contraente: Franco Zanetti",
    "Veicolo: Fiat Panda 1.2",
    "Premio annuo: 589,00 EUR",
    "Periodo: 01/01/2025 - 31/12/2025",
]

PREVENTIVO_OFFICINA = [
    "OFFICINA F.LLI BELLINI - Via Mantovana 61, Verona",
    "",
    "PREVENTIVO n. 2026-212 del 24/11/2026",
    "Cliente: Franco Zanetti - Fiat Panda",
    "Sostituzione kit frizione (ricambi): 430,00 EUR",
    "Manodopera (5 ore): 350,00 EUR",
    "Totale preventivo: 780,00 EUR IVA inclusa",
    "Tempi: 2 giorni lavorativi.",
]

FATTURA_OFFICINA = [
    "OFFICINA F.LLI BELLINI - Via Mantovana 61, Verona - P.IVA 02998870231",
    "",
    "FATTURA n. 318 del 06/11/2026",
    "Cliente: Franco Zanetti - Fiat Panda",
    "Tagliando dei 90.000 km: olio, filtri, candele: 200,82 EUR",
    "IVA 22%: 44,18 EUR",
    "TOTALE FATTURA: 245,00 EUR",
    "Scadenza pagamento: 06/12/2026",
]

# Scaricati ----------------------------------------------------------------------------

VOLANTINO_MERCATINO = [
    "MERCATINO DI NATALE IN PIAZZA DEI SIGNORI",
    "dal 13 novembre al 26 dicembre 2026, tutti i giorni dalle 10 alle 21",
    "Casette di legno, artigianato, vin brule' e la stella cometa dell'Arena.",
]

ORARI_BUS = [
    "ATV Verona - Linea 12: San Michele - Stazione Porta Nuova",
    "Feriale, partenze dalla fermata Ca' di Cozzi: 7:05 7:35 8:05 8:35 9:15",
    "Festivo: ogni 40 minuti dalle 8:20",
]

TMP_FILES = ("~download_8812.tmp", "chrome_cache_01.tmp", "update_3c1f.tmp")

# Top of the workspace -----------------------------------------------------------------

PROMEMORIA = ("- portare la Panda in officina per la frizione\n"
              "- comprare i regali di Natale per i tre nipoti\n"
              "- rinnovare la Carta Argento di Franco\n")

NUMERI_UTILI = ("Amministratore condominio rag. Righetti: 045 8001122\n"
                "Medico di base, ambulatorio di via Pisano: 045 527733\n"
                "Taxi Verona: 045 532666\n"
                "Figlia Chiara: 347 2020303\n")

PASSWORD_WIFI = "Rete di casa: Vodafone-Zanetti\nPassword: Gelsomino#1957\n"

# ---------------------------------------------------------------------------------------
# Fingerprints: strings found in one file only, and in no file name (see `_check`).
# ---------------------------------------------------------------------------------------

FINGERPRINTS: dict[str, tuple[str, ...]] = {
    "Associazione/statuto_amici_del_parco.pdf": ("9 maggio 2011", "dura in carica tre anni"),
    "Associazione/Soci/elenco_soci_2026.csv": ("Ederle", "Fasoli,338"),
    "Associazione/Soci/quote_2026.xlsx": ("18/05/2026", "30/06/2026"),
    "Associazione/Soci/domanda_iscrizione_bertoldi.docx": ("Bussolengo", "aiuole delle rose"),
    "Associazione/Verbali/verbale_assemblea_ottobre.docx": ("caldarroste", "17:40"),
    "Associazione/Verbali/verbale_direttivo_novembre.txt": ("Bonfante", "Tetto di spesa"),
    "Associazione/Verbali/convocazione_assemblea_dicembre.md": ("panettone", "15:30"),
    "Associazione/Contabilità/preventivo_colorificio_adige.pdf": ("77/2026", "Raschiatura"),
    "Associazione/Contabilità/preventivo_pitture_scaligere.docx": ("PS-2026-041", "1.360,00"),
    "Associazione/Contabilità/preventivo_dalla_bona.txt": ("DB/118", "Genovesa"),
    "Associazione/Contabilità/fattura_pitture_scaligere.pdf": ("FATTURA n. 96", "04112230237"),
    "Associazione/Contabilità/spese_novembre.csv": ("Buffetti", "piantine di viole"),
    "Casa/bolletta_gas_novembre.pdf": ("01230004567890", "118 Smc"),
    "Casa/bolletta_luce_novembre.pdf": ("IT001E99887766", "214 kWh"),
    "Casa/fattura_acqua.pdf": ("551908", "31 mc"),
    "Casa/rate_condominio_2026.xlsx": ("Conguaglio riscaldamento", "15/09/2026"),
    "Casa/avviso_assemblea_condominio.txt": ("Schindler", "Magnolie"),
    "Medico/ricetta_medica_novembre.pdf": ("Atorvastatina", "050A12345678901"),
    "Medico/analisi_sangue_luisa.pdf": ("231 mg/dL", "Vitamina D"),
    "Medico/appuntamento_oculista.txt": ("dott.ssa Marini", "San Michele Extra"),
    "Pensione/cedolino_novembre_luisa.pdf": ("1.486,22", "31008877"),
    "Pensione/cedolino_novembre_franco.pdf": ("1.912,57", "29917345"),
    "Pensione/coordinate_bancarie.txt": ("IT60X0542811101000000123456", "ZNTFR1949"),
    "Viaggi/prenotazione_crociera.pdf": ("Costa Smeralda", "9217"),
    "Viaggi/biglietti_treno_roma.pdf": ("X7K2QM", "Frecciarossa 9511"),
    "Viaggi/hotel_booking_london.txt": ("KGH-55120", "Superior Double"),
    "Viaggi/tour_receipt.pdf": ("Sagrada Familia", "WA-20261121-0093"),
    "Nipoti/compleanni_nipoti.txt": ("dinosauri", "braccialetti"),
    "Ricette/tiramisu.txt": ("mascarpone", "zia Bruna"),
    "Ricette/risotto_amarone.txt": ("Vialone Nano", "Monte Veronese"),
    "Ricette/pandoro_farcito.md": ("crema pasticcera", "gocce di cioccolato"),
    "Ricette/torta_di_mele.docx": ("renette", "nonna Pina"),
    "Garage/polizza_auto_2026.pdf": ("612,00", "GF482KT"),
    "Garage/preventivo_officina_bellini.pdf": ("kit frizione", "Totale preventivo: 780"),
    "Garage/fattura_officina_bellini.pdf": ("90.000 km", "245,00"),
    "Vecchie carte/polizza_auto_2025.pdf": ("589,00",),
    "Vecchie carte/bolletta_gas_novembre_2025.pdf": ("121,40", "102 Smc"),
    "Vecchie carte/elenco_soci_2024.csv": ("Morando", "quota_2024"),
    "promemoria.txt": ("Carta Argento di Franco", "per la frizione"),
    "numeri_utili.txt": ("045 8001122", "Taxi Verona"),
    "password_wifi.txt": ("Gelsomino#1957", "Vodafone-Zanetti"),
}

FOLDERS = ("Associazione/Soci", "Associazione/Verbali", "Associazione/Contabilità", "Casa", "Medico",
           "Pensione", "Viaggi", "Nipoti", "Ricette", "Garage", "Vecchie carte", "Scaricati",
           "Da archiviare")

# Every file's mtime, at 10:00 UTC of this day: the documents' own dates where they have one.
MTIMES: dict[str, str] = {
    "Associazione/statuto_amici_del_parco.pdf": "2011-05-09",
    "Associazione/Soci/elenco_soci_2026.csv": "2026-11-22",
    "Associazione/Soci/quote_2026.xlsx": "2026-06-30",
    "Associazione/Soci/domanda_iscrizione_bertoldi.docx": "2026-11-21",
    "Associazione/Verbali/verbale_assemblea_ottobre.docx": "2026-10-17",
    "Associazione/Verbali/verbale_direttivo_novembre.txt": "2026-11-24",
    "Associazione/Verbali/convocazione_assemblea_dicembre.md": "2026-11-27",
    "Associazione/Contabilità/preventivo_colorificio_adige.pdf": "2026-11-05",
    "Associazione/Contabilità/preventivo_pitture_scaligere.docx": "2026-11-09",
    "Associazione/Contabilità/preventivo_dalla_bona.txt": "2026-11-12",
    "Associazione/Contabilità/fattura_pitture_scaligere.pdf": "2026-11-20",
    "Associazione/Contabilità/spese_novembre.csv": "2026-11-26",
    "Casa/bolletta_gas_novembre.pdf": "2026-11-14",
    "Casa/bolletta_luce_novembre.pdf": "2026-11-19",
    "Casa/fattura_acqua.pdf": "2026-11-10",
    "Casa/rate_condominio_2026.xlsx": "2026-02-15",
    "Casa/avviso_assemblea_condominio.txt": "2026-11-25",
    "Medico/ricetta_medica_novembre.pdf": "2026-11-18",
    "Medico/analisi_sangue_luisa.pdf": "2026-11-16",
    "Medico/appuntamento_oculista.txt": "2026-11-23",
    "Pensione/cedolino_novembre_luisa.pdf": "2026-11-02",
    "Pensione/cedolino_novembre_franco.pdf": "2026-11-03",
    "Pensione/coordinate_bancarie.txt": "2025-03-12",
    "Viaggi/prenotazione_crociera.pdf": "2026-11-08",
    "Viaggi/biglietti_treno_roma.pdf": "2026-11-28",
    "Viaggi/hotel_booking_london.txt": "2026-11-15",
    "Viaggi/tour_receipt.pdf": "2026-11-21",
    "Nipoti/giulia_recita.jpg": "2026-05-30",
    "Nipoti/tommaso_calcio.jpg": "2026-10-04",
    "Nipoti/nipoti_al_lago.png": "2026-08-15",
    "Nipoti/compleanni_nipoti.txt": "2026-09-01",
    "Ricette/tiramisu.txt": "2024-12-20",
    "Ricette/risotto_amarone.txt": "2025-02-11",
    "Ricette/pandoro_farcito.md": "2026-11-29",
    "Ricette/torta_di_mele.docx": "2023-10-08",
    "Garage/polizza_auto_2026.pdf": "2026-01-02",
    "Garage/fattura_officina_bellini.pdf": "2026-11-06",
    "Garage/preventivo_officina_bellini.pdf": "2026-11-24",
    "Vecchie carte/polizza_auto_2025.pdf": "2025-01-03",
    "Vecchie carte/bolletta_gas_novembre_2025.pdf": "2025-11-14",
    "Vecchie carte/elenco_soci_2024.csv": "2024-12-01",
    "Scaricati/volantino_mercatino.pdf": "2026-11-11",
    "Scaricati/volantino_mercatino (1).pdf": "2026-11-13",
    "Scaricati/orari_bus_atv.pdf": "2026-09-20",
    "Scaricati/orari_bus_atv (1).pdf": "2026-11-04",
    "Scaricati/~download_8812.tmp": "2026-11-13",
    "Scaricati/chrome_cache_01.tmp": "2026-11-20",
    "Scaricati/update_3c1f.tmp": "2026-11-30",
    "promemoria.txt": "2026-11-30",
    "numeri_utili.txt": "2026-04-02",
    "password_wifi.txt": "2025-06-18",
}

# ---------------------------------------------------------------------------------------
# Writers (PDF and DOCX from family_workspace; sheets here, normalised the same way).
# ---------------------------------------------------------------------------------------


_sheet = partial(write_sheet, creator="Luisa Zanetti")


def _tmp(seed: int) -> bytes:
    """Opaque bytes for a download's leftover."""
    return bytes((seed * 17 + i * 13) % 256 for i in range(300 + seed * 40))


QUOTE_HEADER = ["Socio", "Quota (€)", "Pagata il"]
RATE_HEADER = ["Rata", "Scadenza", "Importo (€)"]

# ---------------------------------------------------------------------------------------
# The workspace.
# ---------------------------------------------------------------------------------------


def make_shop_workspace(root: Path) -> None:
    """Write the Zanettis' files under `root` (created if missing; files overwritten)."""
    root = Path(root)
    for name in FOLDERS:
        (root / name).mkdir(parents=True, exist_ok=True)

    assoc = root / "Associazione"
    _pdf(assoc / "statuto_amici_del_parco.pdf", STATUTO, "Statuto Amici del Parco")
    soci = assoc / "Soci"
    _text(soci / "elenco_soci_2026.csv", ELENCO_SOCI_2026)
    _sheet(soci / "quote_2026.xlsx", "Quote 2026", QUOTE_HEADER, QUOTE_2026)
    _docx(soci / "domanda_iscrizione_bertoldi.docx", DOMANDA_ISCRIZIONE, "Domanda di iscrizione")
    verbali = assoc / "Verbali"
    _docx(verbali / "verbale_assemblea_ottobre.docx", VERBALE_ASSEMBLEA, "Verbale assemblea ottobre 2026")
    _text(verbali / "verbale_direttivo_novembre.txt", VERBALE_DIRETTIVO)
    _text(verbali / "convocazione_assemblea_dicembre.md", CONVOCAZIONE_ASSEMBLEA)
    conti = assoc / "Contabilità"
    _pdf(conti / "preventivo_colorificio_adige.pdf", PREVENTIVO_ADIGE, "Preventivo Colorificio Adige")
    _docx(conti / "preventivo_pitture_scaligere.docx", PREVENTIVO_SCALIGERE, "Preventivo Pitture Scaligere")
    _text(conti / "preventivo_dalla_bona.txt", PREVENTIVO_DALLA_BONA)
    _pdf(conti / "fattura_pitture_scaligere.pdf", FATTURA_SCALIGERE, "Fattura 96 Pitture Scaligere")
    _text(conti / "spese_novembre.csv", SPESE_NOVEMBRE)

    casa = root / "Casa"
    _pdf(casa / "bolletta_gas_novembre.pdf", BOLLETTA_GAS, "Bolletta gas")
    _pdf(casa / "bolletta_luce_novembre.pdf", BOLLETTA_LUCE, "Bolletta luce")
    _pdf(casa / "fattura_acqua.pdf", FATTURA_ACQUA, "Fattura Acque Veronesi")
    _sheet(casa / "rate_condominio_2026.xlsx", "Rate 2026", RATE_HEADER, RATE_CONDOMINIO)
    _text(casa / "avviso_assemblea_condominio.txt", AVVISO_CONDOMINIO)

    medico = root / "Medico"
    _pdf(medico / "ricetta_medica_novembre.pdf", RICETTA_MEDICA, "Ricetta elettronica")
    _pdf(medico / "analisi_sangue_luisa.pdf", ANALISI_SANGUE, "Referto analisi")
    _text(medico / "appuntamento_oculista.txt", APPUNTAMENTO_OCULISTA)

    pensione = root / "Pensione"
    _pdf(pensione / "cedolino_novembre_luisa.pdf", CEDOLINO_LUISA, "Cedolino INPS")
    _pdf(pensione / "cedolino_novembre_franco.pdf", CEDOLINO_FRANCO, "Cedolino INPS")
    _text(pensione / "coordinate_bancarie.txt", COORDINATE_BANCARIE)

    viaggi = root / "Viaggi"
    _pdf(viaggi / "prenotazione_crociera.pdf", CROCIERA, "Conferma Costa Crociere")
    _pdf(viaggi / "biglietti_treno_roma.pdf", BIGLIETTI_TRENO, "Biglietto Trenitalia")
    _text(viaggi / "hotel_booking_london.txt", HOTEL_LONDON)
    _pdf(viaggi / "tour_receipt.pdf", TOUR_RECEIPT, "WalkAbout Tours receipt")

    nipoti = root / "Nipoti"
    (nipoti / "giulia_recita.jpg").write_bytes(_jpeg(31, 2100))
    (nipoti / "tommaso_calcio.jpg").write_bytes(_jpeg(32, 1800))
    (nipoti / "nipoti_al_lago.png").write_bytes(_png(12, 8, (120, 170, 210)))
    _text(nipoti / "compleanni_nipoti.txt", COMPLEANNI_NIPOTI)

    ricette = root / "Ricette"
    _text(ricette / "tiramisu.txt", TIRAMISU)
    _text(ricette / "risotto_amarone.txt", RISOTTO_AMARONE)
    _text(ricette / "pandoro_farcito.md", PANDORO_FARCITO)
    _docx(ricette / "torta_di_mele.docx", TORTA_MELE, "Torta di mele")

    garage = root / "Garage"
    _pdf(garage / "polizza_auto_2026.pdf", POLIZZA_AUTO, "Polizza RC auto 2026")
    _pdf(garage / "preventivo_officina_bellini.pdf", PREVENTIVO_OFFICINA, "Preventivo frizione")
    _pdf(garage / "fattura_officina_bellini.pdf", FATTURA_OFFICINA, "Fattura 318")

    vecchie = root / "Vecchie carte"
    _pdf(vecchie / "polizza_auto_2025.pdf", POLIZZA_AUTO_2025, "Polizza RC auto 2025")
    _pdf(vecchie / "bolletta_gas_novembre_2025.pdf", BOLLETTA_GAS_2025, "Bolletta gas 2025")
    _text(vecchie / "elenco_soci_2024.csv", ELENCO_SOCI_2024)

    scaricati = root / "Scaricati"
    for name in ("volantino_mercatino.pdf", "volantino_mercatino (1).pdf"):
        _pdf(scaricati / name, VOLANTINO_MERCATINO, "Mercatino di Natale")
    for name in ("orari_bus_atv.pdf", "orari_bus_atv (1).pdf"):
        _pdf(scaricati / name, ORARI_BUS, "Orari linea 12")
    for seed, name in enumerate(TMP_FILES, start=1):
        (scaricati / name).write_bytes(_tmp(seed))

    _text(root / "promemoria.txt", PROMEMORIA)
    _text(root / "numeri_utili.txt", NUMERI_UTILI)
    _text(root / "password_wifi.txt", PASSWORD_WIFI)

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
        "Associazione/statuto_amici_del_parco.pdf": lines(STATUTO),
        "Associazione/Soci/elenco_soci_2026.csv": ELENCO_SOCI_2026,
        "Associazione/Soci/quote_2026.xlsx": cells("Quote 2026", QUOTE_HEADER, QUOTE_2026),
        "Associazione/Soci/domanda_iscrizione_bertoldi.docx": lines(DOMANDA_ISCRIZIONE),
        "Associazione/Verbali/verbale_assemblea_ottobre.docx": lines(VERBALE_ASSEMBLEA),
        "Associazione/Verbali/verbale_direttivo_novembre.txt": VERBALE_DIRETTIVO,
        "Associazione/Verbali/convocazione_assemblea_dicembre.md": CONVOCAZIONE_ASSEMBLEA,
        "Associazione/Contabilità/preventivo_colorificio_adige.pdf": lines(PREVENTIVO_ADIGE),
        "Associazione/Contabilità/preventivo_pitture_scaligere.docx": lines(PREVENTIVO_SCALIGERE),
        "Associazione/Contabilità/preventivo_dalla_bona.txt": PREVENTIVO_DALLA_BONA,
        "Associazione/Contabilità/fattura_pitture_scaligere.pdf": lines(FATTURA_SCALIGERE),
        "Associazione/Contabilità/spese_novembre.csv": SPESE_NOVEMBRE,
        "Casa/bolletta_gas_novembre.pdf": lines(BOLLETTA_GAS),
        "Casa/bolletta_luce_novembre.pdf": lines(BOLLETTA_LUCE),
        "Casa/fattura_acqua.pdf": lines(FATTURA_ACQUA),
        "Casa/rate_condominio_2026.xlsx": cells("Rate 2026", RATE_HEADER, RATE_CONDOMINIO),
        "Casa/avviso_assemblea_condominio.txt": AVVISO_CONDOMINIO,
        "Medico/ricetta_medica_novembre.pdf": lines(RICETTA_MEDICA),
        "Medico/analisi_sangue_luisa.pdf": lines(ANALISI_SANGUE),
        "Medico/appuntamento_oculista.txt": APPUNTAMENTO_OCULISTA,
        "Pensione/cedolino_novembre_luisa.pdf": lines(CEDOLINO_LUISA),
        "Pensione/cedolino_novembre_franco.pdf": lines(CEDOLINO_FRANCO),
        "Pensione/coordinate_bancarie.txt": COORDINATE_BANCARIE,
        "Viaggi/prenotazione_crociera.pdf": lines(CROCIERA),
        "Viaggi/biglietti_treno_roma.pdf": lines(BIGLIETTI_TRENO),
        "Viaggi/hotel_booking_london.txt": HOTEL_LONDON,
        "Viaggi/tour_receipt.pdf": lines(TOUR_RECEIPT),
        "Nipoti/compleanni_nipoti.txt": COMPLEANNI_NIPOTI,
        "Ricette/tiramisu.txt": TIRAMISU,
        "Ricette/risotto_amarone.txt": RISOTTO_AMARONE,
        "Ricette/pandoro_farcito.md": PANDORO_FARCITO,
        "Ricette/torta_di_mele.docx": lines(TORTA_MELE),
        "Garage/polizza_auto_2026.pdf": lines(POLIZZA_AUTO),
        "Garage/preventivo_officina_bellini.pdf": lines(PREVENTIVO_OFFICINA),
        "Garage/fattura_officina_bellini.pdf": lines(FATTURA_OFFICINA),
        "Vecchie carte/polizza_auto_2025.pdf": lines(POLIZZA_AUTO_2025),
        "Vecchie carte/bolletta_gas_novembre_2025.pdf": lines(BOLLETTA_GAS_2025),
        "Vecchie carte/elenco_soci_2024.csv": ELENCO_SOCI_2024,
        "promemoria.txt": PROMEMORIA,
        "numeri_utili.txt": NUMERI_UTILI,
        "password_wifi.txt": PASSWORD_WIFI,
    }


# The texts without fingerprints: they still must not hold anyone else's fingerprint.
_UNPRINTED = "\n".join([*VOLANTINO_MERCATINO, *ORARI_BUS])


def _check_fingerprints() -> None:
    assert set(FINGERPRINTS) <= set(MTIMES), set(FINGERPRINTS) - set(MTIMES)
    check_fingerprints(_sources(), FINGERPRINTS, names=MTIMES)
    check_unprinted(FINGERPRINTS, _UNPRINTED)


_check_fingerprints()


def _check_tree(root: Path) -> None:
    """The generated tree is exactly the one described by MTIMES and FOLDERS."""
    check_tree(root, MTIMES, empty="Da archiviare",
               twins=(("volantino_mercatino.pdf", "volantino_mercatino (1).pdf"),
                 ("orari_bus_atv.pdf", "orari_bus_atv (1).pdf")))


def main(argv: Sequence[str]) -> int:
    """Generate the workspace into the directory given on the command line, and check it."""
    return workspace_main(argv, "shop_workspace.py", make_shop_workspace, check=_check_tree,
                          count=len(MTIMES))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
