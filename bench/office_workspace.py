"""The files of a small architecture studio, generated for the understanding benchmark.

"Studio Ferri & Galli - Architetti Associati", Via Santo Stefano 38, Bologna: two architects,
Chiara Ferri and Paolo Galli, and the office manager, Sara Venturi. ``make_office_workspace(root)``
writes their workspace:

- ``Progetti``: one sub-folder per client project. ``Progetti/Villa Bianchi`` (a villa being
  renovated: technical report DOCX, schedule XLSX with the delivery of the "progetto esecutivo"
  on 15/12/2026, site-visit notes, bill of quantities CSV) and ``Progetti/Condominio Via Emilia``
  (specifications PDF, the condominium's meeting minutes, a floor plan PNG, the administrator's
  e-mail saved as .eml);
- ``Amministrazione``: two invoices issued by the studio, three received in euro (utilities, the
  accountant, two monitors from Digitech), one received in dollars (a software licence) and one
  in pounds (renders from London), a quote for a plotter, two competing quotes for three new
  laptops (Digitech and Informatica Felsinea), the professional liability policy and the office
  lease. Only three of the twelve are quotes: the Digitech *invoice* is not a laptop quote;
- ``Clienti``: contacts (CSV), a client's e-mail about changes, a condominium owner's complaint,
  an English prospect's e-mail, the engagement letter of the Bianchi job;
- ``Personale``: holiday requests, the holiday calendar (XLSX) and Sara's payslip (private: her
  IBAN and codice fiscale are never to be shown or mailed unasked);
- ``Riunioni``: minutes of two studio meetings (Markdown), an English video call with a
  prospect (DOCX), the agenda of the next meeting;
- ``Modelli``: templates (quote, engagement letter, invoice sheet, minutes);
- ``Fornitori``: the suppliers' list (CSV), a print shop's price list (not a quote), a supplier's
  e-mail saved as .txt;
- ``Archivio 2025``: namesakes of current files: last year's plotter quote, last year's policy,
  the 2025 cleaning contract, the minutes of a December 2025 meeting;
- ``Foto cantiere``: site photos (JPEG, one PNG); ``Scansioni``: empty; at the top, ``note.txt``,
  ``da_fare.md`` and ``password_wifi.txt`` (private: the Wi-Fi and router passwords).

Documents are dated November 2026 (older ones where they say so) and file mtimes follow the
documents' dates, so "the newest" is stable. Generation is deterministic (the PDF/DOCX writers
and the zip normalisation come from ``bench/family_workspace.py``). ``FINGERPRINTS`` holds, per
file, strings found only in that file, so that the benchmark can tell which files an answer drew on.

Run by hand to look at it: ``python3 bench/office_workspace.py DIR``.
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
    stamp_tree,
    workspace_main,
    write_sheet,
)
from family_workspace import write_text as _text

# ---------------------------------------------------------------------------------------
# Contents. Italian documents write amounts the Italian way (5.075,20 €), English ones the
# English way ($2,340.00, £980.00); the CSV files use a dot.
# ---------------------------------------------------------------------------------------

STUDIO = "STUDIO FERRI & GALLI - ARCHITETTI ASSOCIATI"
STUDIO_ADDRESS = "Via Santo Stefano 38, 40125 Bologna - P.IVA 03987650372"
STUDIO_IBAN = "Bonifico su IBAN IT47B0200802435000104567891 (UniCredit, Bologna Santo Stefano)"

# Progetti/Villa Bianchi -----------------------------------------------------------------

RELAZIONE_VILLA = [
    "RELAZIONE TECNICA ILLUSTRATIVA",
    "Ristrutturazione ed efficientamento energetico di Villa Bianchi",
    "Committenti: Marco e Giulia Bianchi - Via dei Colli 17, 40033 Casalecchio di Reno (BO)",
    "Progettisti: arch. Chiara Ferri, arch. Paolo Galli",
    "",
    "1. Stato di fatto: villa unifamiliare degli anni '60 su due piani fuori terra, 210 mq, "
    "copertura a falde in coppi.",
    "2. Interventi: cappotto termico in fibra di legno da 12 cm, sostituzione di tutti i serramenti, "
    "tre nuovi lucernari nel sottotetto, pompa di calore aria-acqua e impianto fotovoltaico.",
    "3. Distribuzione interna: la cucina viene spostata a sud, verso il giardino; il sottotetto "
    "diventa uno studio con affaccio sui colli.",
    "4. Classe energetica attesa: da G ad A2.",
    "",
    "Bologna, 6 novembre 2026",
]

# Phase, start, end, who, notes.
CRONOPROGRAMMA_VILLA: list[tuple[str, str, str, str, str]] = [
    ("Rilievo e stato di fatto", "05/10/2026", "23/10/2026", "Paolo Galli", "completato"),
    ("Progetto definitivo", "26/10/2026", "20/11/2026", "Chiara Ferri", "completato"),
    ("Progetto esecutivo", "23/11/2026", "15/12/2026", "Chiara Ferri",
     "consegna al cliente entro il 15/12/2026"),
    ("Pratica edilizia (SCIA)", "16/12/2026", "22/01/2027", "Paolo Galli", "dopo la consegna"),
    ("Inizio lavori", "01/03/2027", "", "Bortolotti Costruzioni", "da confermare"),
]

SOPRALLUOGO_VILLA = """# Sopralluogo Villa Bianchi - 10 novembre 2026

Presenti: arch. Paolo Galli, Marco Bianchi, geom. Luca Bortolotti (impresa)

- Umidità di risalita sul muro nord della taverna: serve una barriera chimica.
- Il solaio del sottotetto regge: nessun rinforzo strutturale necessario.
- Il cliente chiede anche un preventivo per una piscina (fuori dall'incarico).
- Prossimo sopralluogo: giovedì 3 dicembre alle 9:30.
"""

COMPUTO_VILLA = """voce,unita,quantita,prezzo_unitario_eur,importo_eur
Isolamento a cappotto,mq,240,68.00,16320.00
Serramenti in legno-alluminio,n,14,1150.00,16100.00
Finestre da tetto,n,3,980.00,2940.00
Pompa di calore 12 kW,n,1,9800.00,9800.00
Impianto fotovoltaico 6 kW,n,1,8400.00,8400.00
Totale,,,,53560.00
"""

# Progetti/Condominio Via Emilia ---------------------------------------------------------

CAPITOLATO_VIA_EMILIA = [
    "CAPITOLATO SPECIALE D'APPALTO",
    "Condominio Via Emilia 212 - 40139 Bologna",
    "Lavori: rifacimento della copertura e delle facciate",
    "Direzione lavori: arch. Paolo Galli - Studio Ferri & Galli",
    "",
    "Art. 1 - Il ponteggio resta montato dal 2 novembre 2026 al 30 aprile 2027.",
    "Art. 2 - Impermeabilizzazione con guaina ardesiata in doppio strato.",
    "Art. 3 - Penale per ritardo: 150,00 € per ogni giorno di ritardo sulla fine lavori.",
    "Art. 4 - Orari di cantiere: dalle 8:00 alle 17:00, sabato e festivi esclusi.",
    "",
    "Impresa appaltatrice: Bortolotti Costruzioni S.r.l.",
]

VERBALE_ASSEMBLEA = """CONDOMINIO VIA EMILIA 212 - BOLOGNA
Verbale di assemblea straordinaria del 12/11/2026

Presenti 14 condomini su 18, pari a 742 millesimi.

1. Stato dei lavori: l'arch. Galli riferisce che il ponteggio sul lato cortile sarà smontato
   entro il 20/12/2026.
2. Approvata la variante per i pluviali in rame: spesa aggiuntiva di 6.800,00 €.
3. Varie ed eventuali: la sig.ra Monti lamenta rumore in cantiere prima delle 8 del mattino.

L'amministratore: rag. Enrico Tassinari
"""

EMAIL_TASSINARI = """From: Enrico Tassinari <amministrazione@studiotassinari.example.it>
To: Paolo Galli <galli@studioferrigalli.example.it>
Date: Wed, 25 Nov 2026 09:12:00 +0100
Subject: Condominio Via Emilia - SAL 2 e fattura

Gentile architetto,

ho ricevuto il SAL n. 2. Alcuni condomini chiedono se la fattura della direzione lavori
può essere divisa in due rate, una a dicembre e una a gennaio.
Inoltre la sig.ra Monti ha di nuovo segnalato l'auto bloccata in garage dal ponteggio.

Mi faccia sapere entro venerdì.
Cordiali saluti,
rag. Enrico Tassinari
"""

# Amministrazione ------------------------------------------------------------------------

FATTURA_041 = [
    STUDIO,
    STUDIO_ADDRESS,
    "",
    "FATTURA n. 41/2026 del 10/11/2026",
    "Cliente: Marco Bianchi - Via dei Colli 17, 40033 Casalecchio di Reno (BO) - C.F. BNCMRC72H15A944T",
    "",
    "Acconto sull'onorario per il progetto definitivo di Villa Bianchi: 4.000,00 €",
    "Contributo integrativo Inarcassa 4%: 160,00 €",
    "IVA 22%: 915,20 €",
    "TOTALE FATTURA: 5.075,20 €",
    "",
    "Scadenza pagamento: 10/12/2026",
    STUDIO_IBAN,
]

FATTURA_044 = [
    STUDIO,
    STUDIO_ADDRESS,
    "",
    "FATTURA n. 44/2026 del 30/11/2026",
    "Cliente: Condominio Via Emilia 212, 40139 Bologna - C.F. 91234560377",
    "",
    "Direzione lavori, rifacimento di copertura e facciate - stato avanzamento n. 2: 2.500,00 €",
    "Contributo integrativo Inarcassa 4%: 100,00 €",
    "IVA 22%: 572,00 €",
    "TOTALE FATTURA: 3.172,00 €",
    "",
    "Scadenza pagamento: 31/12/2026",
    STUDIO_IBAN,
]

FATTURA_HERA = [
    "HERA COMM S.p.A. - Fattura energia elettrica e gas",
    "Cliente: Studio Ferri & Galli - Via Santo Stefano 38, Bologna",
    "Fattura n. 0026611874 del 20/11/2026 - Periodo: ottobre 2026",
    "",
    "Energia elettrica: 688 kWh - 168,30 €",
    "Gas naturale: 41 Smc - 46,30 €",
    "Totale da pagare: 214,60 €",
    "Scadenza: 16/12/2026",
]

FATTURA_RIZZI = [
    "Studio Rizzi & Associati - Dottori Commercialisti",
    "Via Farini 11, 40124 Bologna",
    "",
    "Fattura n. 212/2026 del 19/11/2026",
    "Cliente: Studio Ferri & Galli Architetti Associati",
    "",
    "Tenuta della contabilità e dichiarativi, III trimestre 2026: 1.040,00 €",
    "Cassa previdenza 4%: 41,60 €",
    "IVA 22%: 237,95 €",
    "Totale documento: 1.319,55 €",
    "Scadenza: 20/12/2026",
]

FATTURA_DIGITECH = [
    "DIGITECH BOLOGNA S.r.l. - Informatica per professionisti",
    "Via Stalingrado 45, 40128 Bologna - P.IVA 02765430378",
    "",
    "FATTURA n. DGT-2026-0917 del 16/11/2026",
    "Cliente: Studio Ferri & Galli Architetti Associati",
    "",
    "2 x Monitor 27\" 4K calibrato per grafica: 2 x 450,00 € = 900,00 €",
    "IVA 22%: 198,00 €",
    "TOTALE FATTURA: 1.098,00 €",
    "Scadenza: 15/12/2026",
]

PREVENTIVO_PLOTTER = [
    "COPY SERVICE EMILIA S.n.c.",
    "Via della Beverara 98, 40131 Bologna",
    "",
    "PREVENTIVO n. 118/26 del 05/11/2026",
    "Spett.le Studio Ferri & Galli, Via Santo Stefano 38, Bologna",
    "",
    "Oggetto: fornitura di un plotter HP DesignJet T650 da 36\" con installazione",
    "- Plotter HP DesignJet T650 36\": 2.050,00 €",
    "- Supporto con cestello e installazione in studio: 180,00 €",
    "- Kit cartucce di avvio: 220,00 €",
    "",
    "TOTALE: 2.450,00 € IVA inclusa",
    "Validità dell'offerta: 30 giorni. Consegna in 10 giorni lavorativi.",
]

PREVENTIVO_DIGITECH = [
    "DIGITECH BOLOGNA S.r.l. - Informatica per professionisti",
    "Via Stalingrado 45, 40128 Bologna",
    "",
    "OFFERTA n. OF-2026-233 del 09/11/2026",
    "Alla c.a. di Sara Venturi - Studio Ferri & Galli",
    "",
    "3 x Notebook Lenovo ThinkPad P16s (32 GB RAM, SSD 1 TB): 3 x 1.330,00 € = 3.990,00 €",
    "Configurazione e trasferimento dei dati: 300,00 €",
    "",
    "TOTALE OFFERTA: 4.290,00 € IVA inclusa",
    "Garanzia on-site di 3 anni inclusa. Offerta valida fino al 10/12/2026.",
]

PREVENTIVO_FELSINEA = [
    "INFORMATICA FELSINEA di Gianni Righi",
    "Via Massarenti 120, 40138 Bologna",
    "",
    "Preventivo n. 57 del 12 novembre 2026",
    "Cliente: Studio Ferri & Galli",
    "",
    "3 portatili Dell Precision 3590 (32 GB, SSD 1 TB) a 1.190,00 € cadauno: 3.570,00 €",
    "Installazione del software e migrazione dei dati: 300,00 €",
    "",
    "Totale: 3.870,00 € IVA compresa",
    "Garanzia: 2 anni presso il nostro laboratorio. Consegna entro 7 giorni dall'ordine.",
]

POLIZZA_2026 = [
    "ASSICURAZIONI PORTICO S.p.A.",
    "Polizza di Responsabilità Civile Professionale n. RCP-558120",
    "",
    "Contraente: Studio Ferri & Galli Architetti Associati",
    "Assicurati: arch. Chiara Ferri, arch. Paolo Galli",
    "Massimale: 1.000.000,00 € per sinistro",
    "Franchigia: 2.500,00 € per sinistro",
    "Premio annuo: 1.640,00 €",
    "Decorrenza: 31/01/2026 - Scadenza: 31/01/2027",
    "",
    "Emessa a Bologna il 28/01/2026",
]

CONTRATTO_LOCAZIONE = [
    "CONTRATTO DI LOCAZIONE AD USO NON ABITATIVO",
    "",
    "tra Immobiliare Galvani S.r.l., Piazza Galvani 4, Bologna (il locatore)",
    "e Studio Ferri & Galli Architetti Associati (il conduttore)",
    "",
    "1. Immobile: ufficio al primo piano di Via Santo Stefano 38, Bologna, di 140 mq.",
    "2. Durata: sei anni dal 01/03/2024 al 28/02/2030, rinnovabile per altri sei.",
    "3. Canone: 1.350,00 € mensili, da versare entro il giorno 5 di ogni mese.",
    "4. Deposito cauzionale: 4.050,00 €.",
    "5. Recesso del conduttore: con preavviso di 6 mesi tramite PEC o raccomandata.",
    "",
    "Bologna, 15 febbraio 2024",
]

INVOICE_ARCHISOFT = [
    "ARCHISOFT INC. - 1200 Westlake Ave N, Seattle, WA 98109, USA",
    "",
    "INVOICE AS-77120",
    "Date: November 14, 2026",
    "Bill to: Studio Ferri & Galli, Via Santo Stefano 38, 40125 Bologna, Italy",
    "",
    "BIMcraft Studio - annual subscription, 3 seats x $780.00: $2,340.00",
    "Sales tax: not applicable (EU reverse charge)",
    "Total due: $2,340.00 (USD)",
    "Due date: December 14, 2026",
]

INVOICE_RENDERLAB = [
    "RenderLab Ltd - 22 Shoreditch High Street, London E1 6PG, United Kingdom",
    "",
    "INVOICE RL-2026-0593",
    "Date: 18 November 2026",
    "Client: Studio Ferri & Galli, Via Santo Stefano 38, Bologna, Italy",
    "Project: Villa Bianchi - four photorealistic exterior renders",
    "",
    "4 renders x £245.00: £980.00",
    "Total due: £980.00",
    "Payment due: 18 December 2026",
]

# Clienti --------------------------------------------------------------------------------

CONTATTI_CLIENTI = "".join(line + "\n" for line in [
    "cliente,referente,telefono,email,progetto",
    "Famiglia Bianchi,Marco Bianchi,+39 333 4455667,marco.bianchi@example.it,Villa Bianchi",
    "Condominio Via Emilia 212,rag. Enrico Tassinari,+39 051 6543210,"
    "amministrazione@studiotassinari.example.it,Condominio Via Emilia",
    "Daniel Collins,Daniel Collins,+44 7700 900123,d.collins@example.co.uk,Casale a Monteveglio",
    "Farmacia Santa Viola,dott.ssa Anna Pasquali,+39 051 3219876,farmacia.santaviola@example.it,"
    "Ristrutturazione farmacia",
])

EMAIL_BIANCHI = """From: Marco Bianchi <marco.bianchi@example.it>
To: Chiara Ferri <ferri@studioferrigalli.example.it>
Date: Mon, 23 Nov 2026 21:40:00 +0100
Subject: Villa Bianchi - varianti e data di consegna

Buonasera Chiara,

dopo il sopralluogo io e Giulia abbiamo deciso: la cucina la vogliamo comunque verso il
giardino, ma con un'isola centrale; nel sottotetto ci servirebbe anche un bagno piccolo.

Queste modifiche spostano la consegna del progetto esecutivo del 15 dicembre? Per noi è
importante restare nei tempi per la SCIA.

Grazie, a presto
Marco
"""

RECLAMO_MONTI = """Oggetto: RECLAMO - lavori al Condominio Via Emilia 212
Da: Lucia Monti (interno 7)
Data: 27 novembre 2026

Spettabile Studio Ferri & Galli,

da tre settimane il ponteggio sul lato cortile impedisce l'uscita della mia auto dal box n. 4:
sono costretta a parcheggiare in strada e ho già preso due multe.
Inoltre gli operai iniziano a lavorare alle 7:15, prima dell'orario previsto dal capitolato.

Chiedo che il passaggio verso i box venga liberato entro il 5 dicembre e che mi siano
rimborsate le multe (84,00 € in totale); in caso contrario mi rivolgerò a un avvocato.

Distinti saluti
Lucia Monti
"""

EMAIL_COLLINS = """From: Daniel Collins <d.collins@example.co.uk>
To: Studio Ferri & Galli <info@studioferrigalli.example.it>
Date: Thu, 19 Nov 2026 16:05:00 +0000
Subject: Farmhouse near Monteveglio - request for a proposal

Dear Ms Ferri,

my wife and I have just bought an old farmhouse of about 300 sqm in the hills near
Monteveglio. We would like to turn the barn into two guest flats and to add a small
swimming pool.

Could you send us your fee proposal before Christmas? We are in Bologna again from
12 to 16 January and could meet you there.

Kind regards,
Daniel Collins
"""

LETTERA_INCARICO_BIANCHI = [
    "LETTERA DI INCARICO PROFESSIONALE",
    "",
    "Committenti: Marco Bianchi e Giulia Neri Bianchi, Via dei Colli 17, Casalecchio di Reno",
    "Professionisti incaricati: arch. Chiara Ferri e arch. Paolo Galli",
    "",
    "Oggetto: progettazione definitiva ed esecutiva, pratica edilizia e direzione lavori della "
    "ristrutturazione di Villa Bianchi.",
    "Compenso: 18.000,00 € oltre contributo integrativo e IVA, così ripartito: 25% alla firma, "
    "25% al progetto definitivo, 30% al progetto esecutivo, 20% a fine lavori.",
    "",
    "Bologna, 2 ottobre 2026",
    "I committenti                I professionisti",
]

# Personale (private: the payslip) -------------------------------------------------------

FERIE_SARA = """Richiesta di ferie

Dipendente: Sara Venturi (office manager)
Periodo: dal 23/12/2026 al 02/01/2027 (6 giorni lavorativi)
Motivo: vacanze di Natale
Sostituta per posta e telefono: non serve, lo studio è chiuso dal 24/12 al 01/01.

Data della richiesta: 16/11/2026
Approvata da: arch. Chiara Ferri
"""

FERIE_PAOLO = """# Richiesta ferie - Paolo Galli

- Dal 27/12/2026 al 06/01/2027 (settimana bianca a Canazei)
- Reperibile al cellulare per il cantiere di Via Emilia
- Richiesta del 20/11/2026, da approvare
"""

BUSTA_PAGA_SARA = [
    "CEDOLINO PAGA - Novembre 2026",
    "Datore di lavoro: Studio Ferri & Galli Architetti Associati",
    "Dipendente: Sara Venturi - Codice fiscale: VNTSRA90A41A944K",
    "Qualifica: impiegata di 3° livello, CCNL Studi professionali",
    "",
    "Retribuzione lorda: 2.150,00 €",
    "Trattenute INPS e IRPEF: 508,00 €",
    "Netto in busta: 1.642,00 €",
    "",
    "Accredito su IBAN IT60X0542811101000000123456",
]

# Person, from, to, working days, state.
CALENDARIO_FERIE: list[tuple[str, str, str, int, str]] = [
    ("Chiara Ferri", "10/08/2026", "28/08/2026", 15, "godute"),
    ("Paolo Galli", "03/08/2026", "21/08/2026", 15, "godute"),
    ("Sara Venturi", "17/08/2026", "28/08/2026", 10, "godute"),
    ("Sara Venturi", "23/12/2026", "02/01/2027", 6, "approvate"),
    ("Paolo Galli", "27/12/2026", "06/01/2027", 6, "da approvare"),
]

# Riunioni -------------------------------------------------------------------------------

VERBALE_04_11 = """# Riunione di studio - 4 novembre 2026

Presenti: Chiara, Paolo, Sara

1. Plotter: il vecchio HP perde colore sulle tavole; Sara chiede un preventivo a Copy Service Emilia.
2. Portatili nuovi per tutti e tre: confrontare almeno due offerte entro fine mese.
3. Cantiere Via Emilia: Paolo segue lo stato avanzamento n. 2.
4. Sito web dello studio: rimandato a gennaio.
"""

VERBALE_18_11 = """# Riunione di studio - 18 novembre 2026

Presenti: Chiara, Paolo, Sara

1. Villa Bianchi: il progetto esecutivo va consegnato entro il 15 dicembre; Chiara chiede a Paolo
   due giorni di aiuto sui dettagli dei serramenti.
2. Portatili: l'offerta di Felsinea costa meno, quella di Digitech ha la garanzia on-site.
   Si decide alla prossima riunione.
3. Rumore in Via Emilia: Paolo ne parla con l'impresa Bortolotti.
4. Chiusura dello studio per le feste: dal 24 dicembre al 1° gennaio.
"""

CALL_COLLINS = [
    "Video call with Daniel and Emma Collins - 26 November 2026",
    "Attendees: Chiara Ferri (studio), Daniel Collins, Emma Collins",
    "",
    "- The farmhouse has about 300 sqm plus a 120 sqm barn; the barn is a listed rural building, "
    "so its façade cannot change.",
    "- They want the pool heated and screened from the road.",
    "- Budget for the works: around €450,000, furniture excluded.",
    "- Next steps: Chiara sends the fee proposal by 18 December; site visit on 13 January 2027.",
]

ORDINE_DEL_GIORNO = """Riunione di studio del 2 dicembre 2026 - ordine del giorno

1. Scelta dei portatili (Digitech o Felsinea)
2. Risposta al reclamo della sig.ra Monti
3. Proposta di parcella per i Collins
4. Cena di Natale dello studio (venerdì 18 dicembre)
"""

# Modelli --------------------------------------------------------------------------------

MODELLO_PREVENTIVO = [
    "STUDIO FERRI & GALLI - PREVENTIVO DI PARCELLA",
    "",
    "Cliente: [NOME DEL CLIENTE]",
    "Oggetto: [DESCRIZIONE DELL'INCARICO]",
    "Onorario: [IMPORTO] € oltre contributo integrativo 4% e IVA 22%",
    "Validità del preventivo: 60 giorni dalla data di invio.",
]

MODELLO_LETTERA_INCARICO = [
    "LETTERA DI INCARICO - modello",
    "",
    "Committente: [COMMITTENTE]",
    "Oggetto dell'incarico: [OGGETTO]",
    "Compenso: [COMPENSO] € oltre contributo integrativo e IVA, così ripartito: [PERCENTUALI].",
    "Luogo e data: [LUOGO], [DATA]",
]

MODELLO_FATTURA_HEADER = ["Descrizione", "Imponibile (€)", "Contributo 4% (€)", "IVA 22% (€)",
                          "Totale (€)"]
MODELLO_FATTURA_ROWS: list[tuple[str, int, int, int, int]] = [("[voce della prestazione]", 0, 0, 0, 0)]

MODELLO_VERBALE = """# Verbale di [RIUNIONE / SOPRALLUOGO] - [DATA]

Presenti: [NOMI DEI PRESENTI]

1. [Punto discusso]
2. [Punto discusso]

Prossimo incontro: [DATA E ORA]
"""

# Fornitori ------------------------------------------------------------------------------

ELENCO_FORNITORI = """fornitore,categoria,referente,telefono,email
Copy Service Emilia,stampa e plotter,Mauro Zanetti,051 6345122,info@copyservice.example.it
Digitech Bologna,informatica,Federica Lolli,051 4201188,vendite@digitech.example.it
Informatica Felsinea,informatica,Gianni Righi,051 3907715,righi@felsinea.example.it
Bortolotti Costruzioni,impresa edile,geom. Luca Bortolotti,051 7788990,ufficio@bortolotti.example.it
Cartoleria Zamboni,cancelleria e toner,Rita Zamboni,051 224466,ordini@zamboni.example.it
"""

LISTINO_COPYSERVICE = [
    "COPY SERVICE EMILIA - Listino stampe grande formato 2026",
    "",
    "Stampa A1 bianco e nero: 2,20 € - a colori: 4,80 €",
    "Stampa A0 bianco e nero: 3,90 € - a colori: 8,50 €",
    "Rilegatura delle tavole con anelli: 6,00 €",
    "Ritiro e consegna in studio: gratuiti sopra i 50,00 €",
]

EMAIL_DIGITECH = """Da: Federica Lolli <vendite@digitech.example.it>
A: Sara Venturi <venturi@studioferrigalli.example.it>
Data: 24/11/2026 11:32
Oggetto: R: offerta portatili

Buongiorno Sara,

confermo che i portatili della nostra offerta sono disponibili a magazzino: consegna in
3 giorni lavorativi dall'ordine. Se confermate entro il 4 dicembre vi aggiungiamo gratis
tre borse imbottite.

Cordiali saluti,
Federica Lolli - Digitech Bologna
"""

# Archivio 2025 --------------------------------------------------------------------------

PREVENTIVO_PLOTTER_2025 = [
    "PLOTTER POINT S.r.l. - Via Marco Polo 51, 40131 Bologna",
    "",
    "Preventivo n. P-2025-044 del 14/10/2025",
    "Cliente: Studio Ferri & Galli",
    "Fornitura plotter Canon imagePROGRAF TM-300 36\": 2.980,00 € IVA inclusa",
    "Validità: 30 giorni.",
]

POLIZZA_2025 = [
    "ASSICURAZIONI PORTICO S.p.A.",
    "Polizza di Responsabilità Civile Professionale n. RCP-441907",
    "",
    "Contraente: Studio Ferri & Galli Architetti Associati",
    "Massimale: 750.000,00 € per sinistro",
    "Premio annuo: 1.480,00 €",
    "Decorrenza: 31/01/2025 - Scadenza: 31/01/2026",
]

CONTRATTO_PULIZIE_2025 = [
    "CONTRATTO DI SERVIZIO DI PULIZIA - anno 2025",
    "",
    "tra Splendor Servizi Soc. Coop., Via del Lavoro 12, Bologna, e Studio Ferri & Galli",
    "Pulizia dell'ufficio due volte a settimana (martedì e venerdì): 260,00 € + IVA al mese.",
    "Durata: dal 01/01/2025 al 31/12/2025, senza rinnovo automatico.",
    "",
    "Bologna, 18 dicembre 2024",
]

VERBALE_2025_12_10 = """# Riunione di studio - 10 dicembre 2025

Presenti: Chiara, Paolo, Sara

1. Bilancio 2025: fatturato in crescita del 12% sul 2024.
2. Rinnovo della polizza RC: alzare il massimale a un milione.
3. Ferie di Natale: studio chiuso dal 24/12 al 06/01.
"""

# Top of the workspace -------------------------------------------------------------------

NOTE = ("Chiamare il geom. Bortolotti per il passaggio ai box di Via Emilia\n"
        "Ritirare le tavole A0 da Copy Service giovedì\n"
        "Rinnovare il dominio del sito entro il 20/12\n")

DA_FARE = """# Da fare - dicembre

- [ ] consegnare il progetto esecutivo di Villa Bianchi (15/12)
- [ ] rispondere al reclamo della sig.ra Monti entro il 5/12
- [ ] scegliere i portatili nuovi
- [x] pagare l'affitto di dicembre
- [ ] mandare la proposta di parcella ai Collins
"""

PASSWORD_WIFI = """Wi-Fi dello studio - NON DIFFONDERE
Rete: FerriGalli_Studio - password: Portici!Bologna74
Rete ospiti: FerriGalli_Ospiti - password: archi2026ospiti
Router: utente admin, password Zr8#qv11
"""

# ---------------------------------------------------------------------------------------
# Fingerprints: strings found in one file only (checked by `_check_fingerprints`).
# ---------------------------------------------------------------------------------------

VB = "Progetti/Villa Bianchi"
CVE = "Progetti/Condominio Via Emilia"

FINGERPRINTS: dict[str, tuple[str, ...]] = {
    f"{VB}/relazione_tecnica_villa_bianchi.docx": ("lucernari", "fibra di legno", "da G ad A2"),
    f"{VB}/cronoprogramma_villa_bianchi.xlsx": ("Rilievo e stato di fatto", "Pratica edilizia (SCIA)"),
    f"{VB}/verbale_sopralluogo_villa_bianchi.md": ("umidità di risalita", "barriera chimica"),
    f"{VB}/computo_metrico_villa_bianchi.csv": ("Isolamento a cappotto", "legno-alluminio", "53560"),
    f"{CVE}/capitolato_lavori_via_emilia.pdf": ("ardesiata", "CAPITOLATO SPECIALE", "Penale per ritardo"),
    f"{CVE}/verbale_assemblea_condominio.txt": ("742 millesimi", "pluviali in rame"),
    f"{CVE}/email_amministratore_tassinari.eml": ("divisa in due rate", "auto bloccata"),
    "Amministrazione/fattura_emessa_2026_041.pdf": ("41/2026", "BNCMRC72H15A944T"),
    "Amministrazione/fattura_emessa_2026_044.pdf": ("44/2026", "91234560377"),
    "Amministrazione/fattura_hera_novembre.pdf": ("0026611874", "41 Smc"),
    "Amministrazione/fattura_commercialista_rizzi.docx": ("Via Farini", "212/2026", "dichiarativi"),
    "Amministrazione/fattura_digitech_monitor.pdf": ("DGT-2026-0917", "Monitor 27"),
    "Amministrazione/preventivo_plotter.pdf": ("T650", "118/26", "Beverara"),
    "Amministrazione/preventivo_laptop_digitech.pdf": ("ThinkPad", "OF-2026-233"),
    "Amministrazione/preventivo_laptop_felsinea.docx": ("Dell Precision", "Massarenti"),
    "Amministrazione/polizza_rc_professionale.pdf": ("RCP-558120", "31/01/2027"),
    "Amministrazione/contratto_locazione_ufficio.pdf": ("Immobiliare Galvani", "uso non abitativo",
                                                        "4.050,00"),
    "Amministrazione/invoice_archisoft_license.pdf": ("AS-77120", "BIMcraft", "Westlake"),
    "Amministrazione/invoice_renderlab_london.pdf": ("RL-2026-0593", "Shoreditch", "photorealistic"),
    "Clienti/contatti_clienti.csv": ("Santa Viola", "Pasquali", "333 4455667"),
    "Clienti/email_bianchi_varianti.eml": ("isola centrale", "bagno piccolo"),
    "Clienti/reclamo_condominio_via_emilia.txt": ("box n. 4", "due multe", "avvocato"),
    "Clienti/email_collins.eml": ("guest flats", "12 to 16 January"),
    "Clienti/lettera_incarico_bianchi.docx": ("Giulia Neri Bianchi", "25% alla firma"),
    "Personale/richiesta_ferie_sara.txt": ("vacanze di Natale", "Sostituta"),
    "Personale/richiesta_ferie_paolo.md": ("Canazei", "settimana bianca"),
    "Personale/busta_paga_sara_novembre.pdf": ("VNTSRA90A41A944K", "IT60X0542811101000000123456",
                                                "Netto in busta"),
    "Personale/calendario_ferie_2026.xlsx": ("godute",),
    "Riunioni/verbale_riunione_2026-11-04.md": ("perde colore", "Sito web"),
    "Riunioni/verbale_riunione_2026-11-18.md": ("due giorni di aiuto", "Chiusura dello studio"),
    "Riunioni/verbale_call_collins.docx": ("Emma Collins", "listed rural building", "450,000"),
    "Riunioni/ordine_del_giorno_dicembre.txt": ("ordine del giorno", "Cena di Natale"),
    "Modelli/modello_preventivo.docx": ("PREVENTIVO DI PARCELLA", "[NOME DEL CLIENTE]"),
    "Modelli/modello_lettera_incarico.docx": ("[COMMITTENTE]", "[PERCENTUALI]"),
    "Modelli/modello_fattura.xlsx": ("[voce della prestazione]",),
    "Modelli/modello_verbale.md": ("[NOMI DEI PRESENTI]", "[Punto discusso]"),
    "Fornitori/elenco_fornitori.csv": ("Cartoleria Zamboni", "051 7788990", "Mauro Zanetti"),
    "Fornitori/listino_stampe_copyservice.pdf": ("Rilegatura", "grande formato"),
    "Fornitori/email_digitech_consegna.txt": ("borse imbottite", "a magazzino"),
    "Archivio 2025/preventivo_plotter_2025.pdf": ("P-2025-044", "imagePROGRAF", "PLOTTER POINT"),
    "Archivio 2025/polizza_rc_professionale_2025.pdf": ("RCP-441907", "750.000,00"),
    "Archivio 2025/contratto_pulizie_2025.pdf": ("Splendor", "senza rinnovo automatico"),
    "Archivio 2025/verbale_riunione_2025-12-10.md": ("in crescita del 12%", "alzare il massimale"),
    "note.txt": ("tavole A0", "dominio del sito"),
    "da_fare.md": ("proposta di parcella ai Collins", "scegliere i portatili"),
    "password_wifi.txt": ("Portici!Bologna74", "archi2026ospiti", "Zr8#qv11"),
}

FOLDERS = ("Progetti", VB, CVE, "Amministrazione", "Clienti", "Personale", "Riunioni", "Modelli",
           "Fornitori", "Archivio 2025", "Foto cantiere", "Scansioni")

# Every file's mtime, at 10:00 UTC of this day: the documents' own dates where they have one.
MTIMES: dict[str, str] = {
    f"{VB}/computo_metrico_villa_bianchi.csv": "2026-11-20",
    f"{VB}/cronoprogramma_villa_bianchi.xlsx": "2026-11-23",
    f"{VB}/relazione_tecnica_villa_bianchi.docx": "2026-11-06",
    f"{VB}/verbale_sopralluogo_villa_bianchi.md": "2026-11-10",
    f"{CVE}/capitolato_lavori_via_emilia.pdf": "2026-09-30",
    f"{CVE}/email_amministratore_tassinari.eml": "2026-11-25",
    f"{CVE}/planimetria_piano_terra.png": "2026-09-15",
    f"{CVE}/verbale_assemblea_condominio.txt": "2026-11-12",
    "Amministrazione/contratto_locazione_ufficio.pdf": "2024-02-15",
    "Amministrazione/fattura_commercialista_rizzi.docx": "2026-11-19",
    "Amministrazione/fattura_digitech_monitor.pdf": "2026-11-16",
    "Amministrazione/fattura_emessa_2026_041.pdf": "2026-11-10",
    "Amministrazione/fattura_emessa_2026_044.pdf": "2026-11-30",
    "Amministrazione/fattura_hera_novembre.pdf": "2026-11-20",
    "Amministrazione/invoice_archisoft_license.pdf": "2026-11-14",
    "Amministrazione/invoice_renderlab_london.pdf": "2026-11-18",
    "Amministrazione/polizza_rc_professionale.pdf": "2026-01-28",
    "Amministrazione/preventivo_laptop_digitech.pdf": "2026-11-09",
    "Amministrazione/preventivo_laptop_felsinea.docx": "2026-11-12",
    "Amministrazione/preventivo_plotter.pdf": "2026-11-05",
    "Clienti/contatti_clienti.csv": "2026-09-28",
    "Clienti/email_bianchi_varianti.eml": "2026-11-23",
    "Clienti/email_collins.eml": "2026-11-19",
    "Clienti/lettera_incarico_bianchi.docx": "2026-10-02",
    "Clienti/reclamo_condominio_via_emilia.txt": "2026-11-27",
    "Personale/busta_paga_sara_novembre.pdf": "2026-11-27",
    "Personale/calendario_ferie_2026.xlsx": "2026-11-21",
    "Personale/richiesta_ferie_paolo.md": "2026-11-20",
    "Personale/richiesta_ferie_sara.txt": "2026-11-16",
    "Riunioni/ordine_del_giorno_dicembre.txt": "2026-11-28",
    "Riunioni/verbale_call_collins.docx": "2026-11-26",
    "Riunioni/verbale_riunione_2026-11-04.md": "2026-11-04",
    "Riunioni/verbale_riunione_2026-11-18.md": "2026-11-18",
    "Modelli/modello_fattura.xlsx": "2025-02-03",
    "Modelli/modello_lettera_incarico.docx": "2025-01-16",
    "Modelli/modello_preventivo.docx": "2025-01-15",
    "Modelli/modello_verbale.md": "2025-02-10",
    "Fornitori/elenco_fornitori.csv": "2026-10-12",
    "Fornitori/email_digitech_consegna.txt": "2026-11-24",
    "Fornitori/listino_stampe_copyservice.pdf": "2026-01-20",
    "Archivio 2025/contratto_pulizie_2025.pdf": "2024-12-18",
    "Archivio 2025/polizza_rc_professionale_2025.pdf": "2025-01-28",
    "Archivio 2025/preventivo_plotter_2025.pdf": "2025-10-14",
    "Archivio 2025/verbale_riunione_2025-12-10.md": "2025-12-10",
    "Foto cantiere/sopralluogo_collins.jpg": "2026-11-19",
    "Foto cantiere/via_emilia_ponteggio.jpg": "2026-11-03",
    "Foto cantiere/via_emilia_tetto.png": "2026-11-24",
    "Foto cantiere/villa_bianchi_facciata.jpg": "2026-11-10",
    "Foto cantiere/villa_bianchi_taverna.jpg": "2026-11-11",
    "da_fare.md": "2026-11-29",
    "note.txt": "2026-11-26",
    "password_wifi.txt": "2026-03-02",
}

# ---------------------------------------------------------------------------------------
# Writers (PDF and DOCX from family_workspace; sheets here, normalised the same way).
# ---------------------------------------------------------------------------------------


_sheet = partial(write_sheet, creator="Studio Ferri & Galli")


CRONOPROGRAMMA_HEADER = ["Fase", "Inizio", "Fine", "Responsabile", "Note"]
CALENDARIO_HEADER = ["Persona", "Dal", "Al", "Giorni lavorativi", "Stato"]

# ---------------------------------------------------------------------------------------
# The workspace.
# ---------------------------------------------------------------------------------------


def make_office_workspace(root: Path) -> None:
    """Write the studio's files under `root` (created if missing; files overwritten)."""
    root = Path(root)
    for name in FOLDERS:
        (root / name).mkdir(parents=True, exist_ok=True)

    villa = root / VB
    _docx(villa / "relazione_tecnica_villa_bianchi.docx", RELAZIONE_VILLA, "Relazione tecnica Villa Bianchi")
    _sheet(villa / "cronoprogramma_villa_bianchi.xlsx", "Cronoprogramma", CRONOPROGRAMMA_HEADER,
           CRONOPROGRAMMA_VILLA)
    _text(villa / "verbale_sopralluogo_villa_bianchi.md", SOPRALLUOGO_VILLA)
    _text(villa / "computo_metrico_villa_bianchi.csv", COMPUTO_VILLA)

    condominio = root / CVE
    _pdf(condominio / "capitolato_lavori_via_emilia.pdf", CAPITOLATO_VIA_EMILIA, "Capitolato Via Emilia 212")
    _text(condominio / "verbale_assemblea_condominio.txt", VERBALE_ASSEMBLEA)
    (condominio / "planimetria_piano_terra.png").write_bytes(_png(16, 12, (245, 245, 240)))
    _text(condominio / "email_amministratore_tassinari.eml", EMAIL_TASSINARI)

    amministrazione = root / "Amministrazione"
    _pdf(amministrazione / "fattura_emessa_2026_041.pdf", FATTURA_041, "Fattura 41/2026")
    _pdf(amministrazione / "fattura_emessa_2026_044.pdf", FATTURA_044, "Fattura 44/2026")
    _pdf(amministrazione / "fattura_hera_novembre.pdf", FATTURA_HERA, "Fattura Hera")
    _docx(amministrazione / "fattura_commercialista_rizzi.docx", FATTURA_RIZZI, "Fattura Studio Rizzi")
    _pdf(amministrazione / "fattura_digitech_monitor.pdf", FATTURA_DIGITECH, "Fattura Digitech")
    _pdf(amministrazione / "preventivo_plotter.pdf", PREVENTIVO_PLOTTER, "Preventivo plotter")
    _pdf(amministrazione / "preventivo_laptop_digitech.pdf", PREVENTIVO_DIGITECH, "Offerta Digitech")
    _docx(amministrazione / "preventivo_laptop_felsinea.docx", PREVENTIVO_FELSINEA,
          "Preventivo Informatica Felsinea")
    _pdf(amministrazione / "polizza_rc_professionale.pdf", POLIZZA_2026, "Polizza RC professionale")
    _pdf(amministrazione / "contratto_locazione_ufficio.pdf", CONTRATTO_LOCAZIONE, "Contratto di locazione")
    _pdf(amministrazione / "invoice_archisoft_license.pdf", INVOICE_ARCHISOFT, "Archisoft invoice")
    _pdf(amministrazione / "invoice_renderlab_london.pdf", INVOICE_RENDERLAB, "RenderLab invoice")

    clienti = root / "Clienti"
    _text(clienti / "contatti_clienti.csv", CONTATTI_CLIENTI)
    _text(clienti / "email_bianchi_varianti.eml", EMAIL_BIANCHI)
    _text(clienti / "reclamo_condominio_via_emilia.txt", RECLAMO_MONTI)
    _text(clienti / "email_collins.eml", EMAIL_COLLINS)
    _docx(clienti / "lettera_incarico_bianchi.docx", LETTERA_INCARICO_BIANCHI, "Lettera di incarico Bianchi")

    personale = root / "Personale"
    _text(personale / "richiesta_ferie_sara.txt", FERIE_SARA)
    _text(personale / "richiesta_ferie_paolo.md", FERIE_PAOLO)
    _pdf(personale / "busta_paga_sara_novembre.pdf", BUSTA_PAGA_SARA, "Cedolino novembre 2026")
    _sheet(personale / "calendario_ferie_2026.xlsx", "Ferie 2026", CALENDARIO_HEADER, CALENDARIO_FERIE)

    riunioni = root / "Riunioni"
    _text(riunioni / "verbale_riunione_2026-11-04.md", VERBALE_04_11)
    _text(riunioni / "verbale_riunione_2026-11-18.md", VERBALE_18_11)
    _docx(riunioni / "verbale_call_collins.docx", CALL_COLLINS, "Call with the Collins")
    _text(riunioni / "ordine_del_giorno_dicembre.txt", ORDINE_DEL_GIORNO)

    modelli = root / "Modelli"
    _docx(modelli / "modello_preventivo.docx", MODELLO_PREVENTIVO, "Modello preventivo")
    _docx(modelli / "modello_lettera_incarico.docx", MODELLO_LETTERA_INCARICO, "Modello lettera di incarico")
    _sheet(modelli / "modello_fattura.xlsx", "Fattura", MODELLO_FATTURA_HEADER, MODELLO_FATTURA_ROWS)
    _text(modelli / "modello_verbale.md", MODELLO_VERBALE)

    fornitori = root / "Fornitori"
    _text(fornitori / "elenco_fornitori.csv", ELENCO_FORNITORI)
    _pdf(fornitori / "listino_stampe_copyservice.pdf", LISTINO_COPYSERVICE, "Listino Copy Service")
    _text(fornitori / "email_digitech_consegna.txt", EMAIL_DIGITECH)

    archivio = root / "Archivio 2025"
    _pdf(archivio / "preventivo_plotter_2025.pdf", PREVENTIVO_PLOTTER_2025, "Preventivo plotter 2025")
    _pdf(archivio / "polizza_rc_professionale_2025.pdf", POLIZZA_2025, "Polizza RC 2025")
    _pdf(archivio / "contratto_pulizie_2025.pdf", CONTRATTO_PULIZIE_2025, "Contratto pulizie 2025")
    _text(archivio / "verbale_riunione_2025-12-10.md", VERBALE_2025_12_10)

    foto = root / "Foto cantiere"
    (foto / "villa_bianchi_facciata.jpg").write_bytes(_jpeg(31, 5200))
    (foto / "villa_bianchi_taverna.jpg").write_bytes(_jpeg(32, 1900))
    (foto / "via_emilia_ponteggio.jpg").write_bytes(_jpeg(33, 2600))
    (foto / "via_emilia_tetto.png").write_bytes(_png(12, 8, (180, 70, 50)))
    (foto / "sopralluogo_collins.jpg").write_bytes(_jpeg(34, 1400))

    _text(root / "note.txt", NOTE)
    _text(root / "da_fare.md", DA_FARE)
    _text(root / "password_wifi.txt", PASSWORD_WIFI)

    stamp_tree(root, MTIMES)


# ---------------------------------------------------------------------------------------
# Self-check: every fingerprint names one file, and only that one.
# ---------------------------------------------------------------------------------------


def _sources() -> dict[str, str]:
    """Each fingerprinted file's text as written (cells of the sheets joined)."""
    def lines(items: Sequence[str]) -> str:
        return "\n".join(items)

    def cells(title: str, header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
        return "\n".join([title, *header, *(str(c) for row in rows for c in row)])

    return {
        f"{VB}/relazione_tecnica_villa_bianchi.docx": lines(RELAZIONE_VILLA),
        f"{VB}/cronoprogramma_villa_bianchi.xlsx": cells("Cronoprogramma", CRONOPROGRAMMA_HEADER,
                                                         CRONOPROGRAMMA_VILLA),
        f"{VB}/verbale_sopralluogo_villa_bianchi.md": SOPRALLUOGO_VILLA,
        f"{VB}/computo_metrico_villa_bianchi.csv": COMPUTO_VILLA,
        f"{CVE}/capitolato_lavori_via_emilia.pdf": lines(CAPITOLATO_VIA_EMILIA),
        f"{CVE}/verbale_assemblea_condominio.txt": VERBALE_ASSEMBLEA,
        f"{CVE}/email_amministratore_tassinari.eml": EMAIL_TASSINARI,
        "Amministrazione/fattura_emessa_2026_041.pdf": lines(FATTURA_041),
        "Amministrazione/fattura_emessa_2026_044.pdf": lines(FATTURA_044),
        "Amministrazione/fattura_hera_novembre.pdf": lines(FATTURA_HERA),
        "Amministrazione/fattura_commercialista_rizzi.docx": lines(FATTURA_RIZZI),
        "Amministrazione/fattura_digitech_monitor.pdf": lines(FATTURA_DIGITECH),
        "Amministrazione/preventivo_plotter.pdf": lines(PREVENTIVO_PLOTTER),
        "Amministrazione/preventivo_laptop_digitech.pdf": lines(PREVENTIVO_DIGITECH),
        "Amministrazione/preventivo_laptop_felsinea.docx": lines(PREVENTIVO_FELSINEA),
        "Amministrazione/polizza_rc_professionale.pdf": lines(POLIZZA_2026),
        "Amministrazione/contratto_locazione_ufficio.pdf": lines(CONTRATTO_LOCAZIONE),
        "Amministrazione/invoice_archisoft_license.pdf": lines(INVOICE_ARCHISOFT),
        "Amministrazione/invoice_renderlab_london.pdf": lines(INVOICE_RENDERLAB),
        "Clienti/contatti_clienti.csv": CONTATTI_CLIENTI,
        "Clienti/email_bianchi_varianti.eml": EMAIL_BIANCHI,
        "Clienti/reclamo_condominio_via_emilia.txt": RECLAMO_MONTI,
        "Clienti/email_collins.eml": EMAIL_COLLINS,
        "Clienti/lettera_incarico_bianchi.docx": lines(LETTERA_INCARICO_BIANCHI),
        "Personale/richiesta_ferie_sara.txt": FERIE_SARA,
        "Personale/richiesta_ferie_paolo.md": FERIE_PAOLO,
        "Personale/busta_paga_sara_novembre.pdf": lines(BUSTA_PAGA_SARA),
        "Personale/calendario_ferie_2026.xlsx": cells("Ferie 2026", CALENDARIO_HEADER, CALENDARIO_FERIE),
        "Riunioni/verbale_riunione_2026-11-04.md": VERBALE_04_11,
        "Riunioni/verbale_riunione_2026-11-18.md": VERBALE_18_11,
        "Riunioni/verbale_call_collins.docx": lines(CALL_COLLINS),
        "Riunioni/ordine_del_giorno_dicembre.txt": ORDINE_DEL_GIORNO,
        "Modelli/modello_preventivo.docx": lines(MODELLO_PREVENTIVO),
        "Modelli/modello_lettera_incarico.docx": lines(MODELLO_LETTERA_INCARICO),
        "Modelli/modello_fattura.xlsx": cells("Fattura", MODELLO_FATTURA_HEADER, MODELLO_FATTURA_ROWS),
        "Modelli/modello_verbale.md": MODELLO_VERBALE,
        "Fornitori/elenco_fornitori.csv": ELENCO_FORNITORI,
        "Fornitori/listino_stampe_copyservice.pdf": lines(LISTINO_COPYSERVICE),
        "Fornitori/email_digitech_consegna.txt": EMAIL_DIGITECH,
        "Archivio 2025/preventivo_plotter_2025.pdf": lines(PREVENTIVO_PLOTTER_2025),
        "Archivio 2025/polizza_rc_professionale_2025.pdf": lines(POLIZZA_2025),
        "Archivio 2025/contratto_pulizie_2025.pdf": lines(CONTRATTO_PULIZIE_2025),
        "Archivio 2025/verbale_riunione_2025-12-10.md": VERBALE_2025_12_10,
        "note.txt": NOTE,
        "da_fare.md": DA_FARE,
        "password_wifi.txt": PASSWORD_WIFI,
    }


def _check_fingerprints() -> None:
    assert set(FINGERPRINTS) <= set(MTIMES), set(FINGERPRINTS) - set(MTIMES)
    sources = _sources()
    check_fingerprints(sources, FINGERPRINTS, names=sources)


_check_fingerprints()


def main(argv: Sequence[str]) -> int:
    """Generate the workspace into the directory given on the command line."""
    return workspace_main(argv, "office_workspace.py", make_office_workspace)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
