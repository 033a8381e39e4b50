"""The files of a family running a small agriturismo near Montepulciano, for the understanding bench.

Podere Le Querce, Via di Sant'Albino 27, 53045 Montepulciano (SI): four guest rooms (Girasole,
Ulivo, Cipresso, Glicine - room names that are also common words, and "Ulivo" next to the folder
``Olio``), a small vineyard and three olive groves. Giulia Bindi keeps the files (this is her
workspace); her husband Marco Sodi runs the farm; Marco's English-born mother Ann Sodi looks after
the foreign guests and writes in English; their son Tommaso (16) is in the third year of the
liceo scientifico. ``make_agriturismo_workspace(root)`` writes:

- ``Prenotazioni``: the 2026 season's bookings (XLSX, 22 stays from April to October, none across
  two months), the Christmas / New Year bookings (CSV, 4 stays, deposits), the 2027 room price list
  (PDF), three saved e-mails in English: the Schmidts arriving late on 23 December (a cot for a
  three-year-old), the Harrises asking to bring their dog at New Year, and Mrs Pennington's enquiry
  for a week in May 2027 in "the room with the terrace" (Ulivo);
- ``Ospiti``: the 2026 reviews (CSV, 13 scores out of 10), the house rules in Italian and in English
  (tourist tax 2,50 EUR a person a night, first 5 nights; dogs 15,00 EUR a night; check-out by
  10:30), the guests' codes (private) and the breakfast shopping list;
- ``Olio``: the 2026 oil sales log (a CSV the Italian way: ``;`` between fields, ``1.234,50``
  amounts), the olive harvest (XLSX, 3.150 kg), the new oil's price list and a London deli's order;
- ``Vino``: the 2026 wine sales (CSV) and the wine price list;
- ``Vendemmia 2026``: the grape harvest log (XLSX, 8.950 kg), the oenologist's must analysis, two
  photos and an empty ``Etichette`` folder;
- ``Fatture``: four invoices to pay (electricity, the olive mill, the laundry, and the glassworks'
  invoice for bottles in a file called ``offerta_vetreria_bottiglie.pdf``) and the plumber's,
  already paid;
- ``Manutenzione``: the pool maintenance contract 2026, three quotes for the barn roof (one of them
  a saved e-mail), the pool firm's invoice for chemicals (cheaper than every quote: not a quote),
  the maintenance to-do;
- ``Documenti``: the 2026 insurance policy, the IMU payment slip, the farm-stay permit, the bank
  details (private);
- ``Scuola``: Tommaso's school trip circular (Vienna), his November marks, his Latin lessons;
- ``Foto``: six pictures; ``Archivio``: last year's namesakes (bookings 2025, oil sales 2025, pool
  contract 2025, insurance 2025) and a 2024 quote for the same roof, cheaper than any current one;
- at the top: the household shopping list, Giulia's notes, the contacts list and a WhatsApp export
  (``Chat WhatsApp con Famiglia Sodi.txt``).

Documents are dated up to 2 December 2026 (today is 2026-12-03) and file mtimes follow them.
Generation is deterministic: the PDF, DOCX and XLSX writers below fix every date they stamp.
``FINGERPRINTS`` holds, per file, strings found only in that file (and in no file name).

Run by hand to look at it: ``python3 bench/agriturismo_workspace.py DIR``.
"""

from __future__ import annotations

import io
import os
import re
import sys
import zipfile
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path

import docx
from fpdf import FPDF
from openpyxl import Workbook

# ---------------------------------------------------------------------------------------
# Writers: real PDF (fpdf2), DOCX (python-docx), XLSX (openpyxl), with fixed dates so that the
# bytes never change from one run to the next.
# ---------------------------------------------------------------------------------------

_STAMP = datetime(2026, 12, 2, 8, 30, 0, tzinfo=UTC)
_ZIP_STAMP = (2026, 12, 2, 8, 30, 0)
_CORE_DATES = re.compile(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*(</dcterms:)")
AUTHOR = "Giulia Bindi"


def write_pdf(path: Path, lines: Sequence[str], title: str) -> None:
    """A one-column PDF of `lines` (an empty string is a small gap)."""
    pdf = FPDF()
    pdf.core_fonts_encoding = "windows-1252"  # the euro sign and accents with a core font
    pdf.set_creation_date(_STAMP)
    pdf.set_title(title)
    pdf.set_author("")
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    for line in lines:
        if line:
            pdf.multi_cell(w=0, h=6, text=line, new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.ln(4)
    pdf.output(str(path))


def _fix_zip(path: Path) -> None:
    """Rewrite an Office file with fixed entry times and core dates (stable bytes)."""
    with zipfile.ZipFile(path) as src:
        entries = [(info.filename, src.read(info)) for info in src.infolist()]
    stamp = _STAMP.strftime("%Y-%m-%dT%H:%M:%SZ").encode()
    out_buffer = io.BytesIO()
    with zipfile.ZipFile(out_buffer, "w", zipfile.ZIP_DEFLATED) as out:
        for name, data in entries:
            if name == "docProps/core.xml":
                data = _CORE_DATES.sub(rb"\g<1>" + stamp + rb"\g<2>", data)
            out.writestr(zipfile.ZipInfo(name, date_time=_ZIP_STAMP), data, zipfile.ZIP_DEFLATED)
    path.write_bytes(out_buffer.getvalue())


def write_docx(path: Path, paragraphs: Sequence[str], title: str) -> None:
    """A DOCX of one paragraph per item."""
    document = docx.Document()
    props = document.core_properties
    props.created = props.modified = _STAMP.replace(tzinfo=None)
    props.title = title
    props.author = props.last_modified_by = AUTHOR
    for text in paragraphs:
        document.add_paragraph(text)
    document.save(str(path))
    _fix_zip(path)


def write_xlsx(path: Path, title: str, header: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
    """An XLSX of one sheet: a header row, then the rows (numbers stay numbers)."""
    workbook = Workbook()
    sheet = workbook.active
    assert sheet is not None
    sheet.title = title
    sheet.append(list(header))
    for row in rows:
        sheet.append(list(row))
    workbook.properties.created = workbook.properties.modified = _STAMP.replace(tzinfo=None)
    workbook.properties.creator = AUTHOR
    workbook.save(str(path))
    _fix_zip(path)


def write_text(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8")


def jpeg_bytes(seed: int, size: int) -> bytes:
    """Bytes shaped like a JPEG (SOI, JFIF header, deterministic filler, EOI): a photo placeholder."""
    head = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x48\x00\x48\x00\x00"
    body = bytes((seed * 37 + i * 13 + (i >> 5)) % 251 for i in range(size))
    return head + body + b"\xff\xd9"


def png_bytes(width: int, height: int, rgb: tuple[int, int, int]) -> bytes:
    """A real PNG of one colour."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    raw = (b"\x00" + bytes(rgb) * width) * height
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


# ---------------------------------------------------------------------------------------
# Prenotazioni.
# ---------------------------------------------------------------------------------------

PREN = "Prenotazioni"
BOOKINGS_HEADER = ["Ospite", "Paese", "Camera", "Arrivo", "Partenza", "Notti", "Persone",
                   "Prezzo/notte (€)", "Totale (€)", "Canale"]
# (guest, country, room, arrival, departure, nights, people, price a night, channel)
_BOOKINGS_2026: list[tuple[str, str, str, str, str, int, int, float, str]] = [
    ("Müller Klaus", "Germania", "Cipresso", "18/04/2026", "22/04/2026", 4, 4, 120.0, "Booking"),
    ("Rossi Elena", "Italia", "Girasole", "25/04/2026", "27/04/2026", 2, 2, 90.0, "diretto"),
    ("Harris Paul & Jane", "Regno Unito", "Ulivo", "02/05/2026", "09/05/2026", 7, 2, 105.0, "diretto"),
    ("Van Dijk Sanne", "Paesi Bassi", "Glicine", "14/05/2026", "17/05/2026", 3, 2, 80.0, "Booking"),
    ("Bianchi Luca", "Italia", "Cipresso", "22/05/2026", "25/05/2026", 3, 3, 130.0, "Airbnb"),
    ("Johnson Emily", "Stati Uniti", "Ulivo", "06/06/2026", "10/06/2026", 4, 2, 110.0, "Airbnb"),
    ("Schmidt Anna", "Germania", "Girasole", "12/06/2026", "19/06/2026", 7, 2, 95.0, "Booking"),
    ("Dupont Marie", "Francia", "Glicine", "20/06/2026", "23/06/2026", 3, 2, 85.0, "Booking"),
    ("O'Brien Sean", "Irlanda", "Cipresso", "04/07/2026", "11/07/2026", 7, 4, 150.0, "diretto"),
    ("Lindqvist Erik", "Svezia", "Ulivo", "11/07/2026", "15/07/2026", 4, 2, 120.0, "Booking"),
    ("Ferrari Giorgio", "Italia", "Girasole", "17/07/2026", "20/07/2026", 3, 2, 100.0, "diretto"),
    ("Müller Klaus", "Germania", "Cipresso", "01/08/2026", "08/08/2026", 7, 4, 160.0, "diretto"),
    ("Smith Robert", "Regno Unito", "Ulivo", "08/08/2026", "15/08/2026", 7, 2, 130.0, "Airbnb"),
    ("Conti Francesca", "Italia", "Glicine", "10/08/2026", "16/08/2026", 6, 2, 95.0, "Booking"),
    ("Kowalski Piotr", "Polonia", "Girasole", "20/08/2026", "24/08/2026", 4, 2, 105.0, "Booking"),
    ("Tanaka Yuki", "Giappone", "Ulivo", "05/09/2026", "08/09/2026", 3, 2, 115.0, "Booking"),
    ("Moretti Sara", "Italia", "Cipresso", "19/09/2026", "22/09/2026", 3, 4, 130.0, "diretto"),
    ("Weber Thomas", "Svizzera", "Girasole", "25/09/2026", "30/09/2026", 5, 2, 95.0, "Booking"),
    ("Brown Olivia", "Australia", "Glicine", "03/10/2026", "07/10/2026", 4, 2, 80.0, "Airbnb"),
    ("Garcia Lucia", "Spagna", "Ulivo", "10/10/2026", "14/10/2026", 4, 2, 105.0, "Booking"),
    ("Rinaldi Paolo", "Italia", "Cipresso", "17/10/2026", "19/10/2026", 2, 3, 120.0, "diretto"),
    ("Nielsen Mette", "Danimarca", "Girasole", "24/10/2026", "26/10/2026", 2, 2, 90.0, "Booking"),
]
BOOKINGS_2026 = [(g, c, r, a, d, n, p, price, round(n * price, 2), ch)
                 for g, c, r, a, d, n, p, price, ch in _BOOKINGS_2026]

NATALE_2026 = """ospite,paese,camera,arrivo,partenza,notti,persone,prezzo_notte,totale,acconto_versato,note
Schmidt Anna,Germania,Cipresso,23/12/2026,27/12/2026,4,4,140.00,560.00,170.00,\
arrivo tardi (volo da Francoforte)
Harris Paul & Jane,Regno Unito,Ulivo,28/12/2026,02/01/2027,5,2,125.00,625.00,190.00,\
chiedono di portare il cane
Bernardi Chiara,Italia,Girasole,30/12/2026,01/01/2027,2,2,110.00,220.00,0.00,acconto non ancora arrivato
Galli Simone,Italia,Glicine,30/12/2026,02/01/2027,3,2,95.00,285.00,100.00,cenone di capodanno fuori
"""

LISTINO_CAMERE_2027 = [
    "PODERE LE QUERCE - Agriturismo - Via di Sant'Albino 27, 53045 Montepulciano (SI)",
    "LISTINO CAMERE 2027 - prezzo a notte per camera, colazione inclusa",
    "",
    "Camera Girasole (2 persone): bassa stagione 90,00 € - alta stagione 105,00 € "
    "- Natale e Capodanno 110,00 €",
    "Camera Ulivo, con terrazza panoramica (2 persone): bassa stagione 115,00 € - alta stagione 130,00 € "
    "- Natale e Capodanno 125,00 €",
    "Camera Cipresso, familiare (fino a 4 persone): bassa stagione 135,00 € - alta stagione 160,00 € "
    "- Natale e Capodanno 140,00 €",
    "Camera Glicine (2 persone): bassa stagione 85,00 € - alta stagione 95,00 € - Natale e Capodanno 95,00 €",
    "",
    "Bassa stagione: aprile, maggio e ottobre. Alta stagione: da giugno a settembre.",
    "Soggiorno minimo: 2 notti (3 notti in agosto).",
    "Imposta di soggiorno esclusa. Lettino per bambini fino a 3 anni gratuito su richiesta.",
]

MAIL_SCHMIDT = """From: Anna Schmidt <anna.schmidt@example.org>
To: Podere Le Querce <info@poderelequerce.example.org>
Subject: Our arrival on 23 December
Date: Sun, 29 Nov 2026 20:14:00 +0100
Message-ID: <schmidt-arrival-2026@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Dear Giulia, dear Ann,

we are very much looking forward to Christmas at Le Querce! Unfortunately our flight from
Frankfurt only lands in Florence at 20:40 on 23 December, so with the hire car we expect to
arrive at about 22:30. I hope this is not too late for you?

Could you also put a cot in the room for our youngest, Lena (she is three)? The two boys
can share the sofa bed as last time.

Many thanks and warm regards,
Anna Schmidt
"""

MAIL_HARRIS = """From: Jane Harris <jane.harris@example.org>
To: Ann Sodi <ann.sodi@example.org>
Subject: New Year - and a question about Biscuit
Date: Tue, 24 Nov 2026 11:02:00 +0000
Message-ID: <harris-newyear-2026@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Dear Ann,

Paul and I can't wait to see you all again for New Year - the Ulivo room with the terrace,
just like in May. We should arrive around 4pm on the 28th, driving down from Bologna.

A small favour to ask: could we bring Biscuit, our spaniel? She is very well behaved and
sleeps in her own basket. Of course we'd pay whatever supplement you charge for dogs.

Love to Giulia, Marco and Tommaso,
Jane
"""

MAIL_PENNINGTON = """From: Laura Pennington <laura.pennington@example.org>
To: Podere Le Querce <info@poderelequerce.example.org>
Subject: Availability in May 2027
Date: Mon, 30 Nov 2026 09:41:00 +0000
Message-ID: <pennington-may-2027@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hello,

my husband and I would like to stay with you from Saturday 15 May to Saturday 22 May 2027
(two adults, seven nights). Friends from Harrogate recommended the room with the terrace.
Is it free, and what would the price be for the week?

Kind regards,
Laura Pennington
"""

# ---------------------------------------------------------------------------------------
# Ospiti.
# ---------------------------------------------------------------------------------------

OSP = "Ospiti"
RECENSIONI_2026 = """data,ospite,paese,piattaforma,voto,commento
23/04/2026,Müller Klaus,Germania,Booking,9.6,"Wunderbarer Blick, tolles Frühstück"
10/05/2026,Harris Paul & Jane,Regno Unito,Google,10,\
"Ann made us feel at home, the best olive oil we ever tasted"
18/05/2026,Van Dijk Sanne,Paesi Bassi,Booking,8.8,"Lovely place, room Glicine a bit small"
11/06/2026,Johnson Emily,Stati Uniti,Airbnb,9.0,"Gorgeous sunsets over the vineyard"
20/06/2026,Schmidt Anna,Germania,Booking,9.2,"Kinderfreundlich und ruhig"
24/06/2026,Dupont Marie,Francia,Booking,7.5,"Piscine froide le matin, wifi lent dans la chambre"
12/07/2026,O'Brien Sean,Irlanda,Google,10,"Marco's wine tasting was the highlight of our trip"
16/07/2026,Lindqvist Erik,Svezia,Booking,9.4,"Very quiet, perfect for cycling to Pienza"
16/08/2026,Smith Robert,Regno Unito,Airbnb,8.0,"Pool closed one afternoon for maintenance"
25/08/2026,Kowalski Piotr,Polonia,Booking,9.0,"Excellent breakfast, homemade cakes"
09/09/2026,Tanaka Yuki,Giappone,Booking,9.8,"Beautiful countryside, very kind family"
01/10/2026,Weber Thomas,Svizzera,Booking,8.6,"Schön, aber die Straße ist holprig"
15/10/2026,Garcia Lucia,Spagna,Booking,9.4,"Nos encantó el aceite nuevo"
"""

REGOLE_CASA = """# Regole della casa - Podere Le Querce

- Check-in dalle 15:00 alle 19:00; per arrivi dopo le 19:00 avvisate Ann.
- Check-out entro le 10:30.
- Colazione dalle 8:00 alle 10:00 nella sala del camino.
- Piscina aperta dalle 9:00 alle 19:30, da maggio a settembre. Niente bicchieri di vetro a bordo vasca.
- Silenzio dalle 23:00 alle 8:00.
- Cani ammessi su richiesta, con un supplemento di 15,00 € a notte; non in piscina.
- Imposta di soggiorno del Comune di Montepulciano: 2,50 € a persona a notte, per le prime 5 notti;
  esenti i minori di 14 anni. Si paga in contanti alla partenza.
- Vietato fumare nelle camere.
"""

HOUSE_RULES = """# House rules - Podere Le Querce

- Check-in from 3 pm to 7 pm; if you arrive after 7 pm, please let Ann know.
- Check-out by 10:30 am.
- Breakfast from 8 to 10 am in the fireplace room.
- The pool is open from 9 am to 7:30 pm, May to September. No glasses by the pool, please.
- Quiet hours from 11 pm to 8 am.
- Dogs are welcome on request, with a supplement of EUR 15.00 per night; not in the pool.
- Montepulciano tourist tax: EUR 2.50 per person per night, for the first 5 nights; children
  under 14 are exempt. Payable in cash on departure.
- No smoking in the rooms.
"""

CODICI_OSPITI = """Codici per gli ospiti (NON stampare, dirli solo all'arrivo)
Cassetta delle chiavi all'ingresso: 4817
Cancello carraio: 2290 poi #
Wi-Fi ospiti: rete PodereLeQuerce_Guest - password Cipresso&Ulivo26
"""

SPESA_COLAZIONI = """Spesa colazioni ospiti
marmellata di albicocche
yogurt bianco
fette biscottate
succo d'arancia
miele di acacia
cornetti surgelati
latte di avena (per i bambini Schmidt)
"""

# ---------------------------------------------------------------------------------------
# Olio. The sales log is written as Italian Excel saves a CSV: ';' between fields, decimal comma.
# ---------------------------------------------------------------------------------------

# (date, customer, country, size, bottles, unit price, payment)
_OIL_2026: list[tuple[str, str, str, str, int, float, str]] = [
    ("18/04/2026", "Müller Klaus", "Germania", "bottiglia 0,75 l", 4, 15.00, "contanti"),
    ("09/05/2026", "Harris Paul", "Regno Unito", "bottiglia 0,75 l", 6, 15.00, "carta"),
    ("17/05/2026", "Van Dijk Sanne", "Paesi Bassi", "bottiglia 0,5 l", 3, 11.00, "carta"),
    ("10/06/2026", "Johnson Emily", "Stati Uniti", "bottiglia 0,5 l", 2, 11.00, "carta"),
    ("19/06/2026", "Schmidt Anna", "Germania", "lattina 3 l", 1, 45.00, "contanti"),
    ("11/07/2026", "O'Brien Sean", "Irlanda", "bottiglia 0,75 l", 6, 15.00, "carta"),
    ("08/08/2026", "Müller Klaus", "Germania", "lattina 5 l", 2, 70.00, "bonifico"),
    ("15/08/2026", "Smith Robert", "Regno Unito", "bottiglia 0,75 l", 3, 15.00, "carta"),
    ("22/09/2026", "Enoteca La Fortezza", "Italia", "bottiglia 0,75 l", 24, 12.50, "bonifico"),
    ("14/11/2026", "Ristorante Il Grifone", "Italia", "lattina 5 l", 6, 62.00, "fattura a 30 giorni"),
    ("16/11/2026", "Bernardi Chiara", "Italia", "bottiglia 0,75 l", 4, 16.00, "contanti"),
    ("20/11/2026", "The Olive Press Deli", "Regno Unito", "bottiglia 0,75 l", 24, 13.50, "bonifico"),
    ("22/11/2026", "Pieri Sandro", "Italia", "lattina 3 l", 2, 48.00, "contanti"),
    ("25/11/2026", "Enoteca La Fortezza", "Italia", "bottiglia 0,5 l", 36, 9.50, "bonifico"),
    ("28/11/2026", "Harris Paul", "Regno Unito", "bottiglia 0,75 l", 12, 16.00, "bonifico (spedito in UK)"),
    ("30/11/2026", "Cresti Paola", "Italia", "bottiglia 0,5 l", 6, 12.00, "contanti"),
    ("01/12/2026", "Ristorante Il Grifone", "Italia", "bottiglia 0,75 l", 12, 14.00, "fattura a 30 giorni"),
    ("02/12/2026", "Galli Simone", "Italia", "lattina 5 l", 1, 75.00, "contanti"),
]


def it_number(value: float) -> str:
    """1234.5 -> '1.234,50' (the way an Italian spreadsheet writes it)."""
    whole, cents = f"{value:.2f}".split(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return ".".join(groups) + "," + cents


def _oil_csv(rows: Sequence[tuple[str, str, str, str, int, float, str]]) -> str:
    lines = ["Data;Cliente;Paese;Formato;Pezzi;Prezzo unitario (€);Totale (€);Pagamento"]
    for day, who, country, size, pieces, price, pay in rows:
        lines.append(f"{day};{who};{country};{size};{pieces};{it_number(price)};"
                     f"{it_number(pieces * price)};{pay}")
    return "\n".join(lines) + "\n"


VENDITE_OLIO_2026 = _oil_csv(_OIL_2026)

RACCOLTA_HEADER = ["Data", "Oliveto", "Varietà", "Kg olive", "Raccoglitori"]
RACCOLTA_2026: list[tuple[str, str, str, int, str]] = [
    ("24/10/2026", "Oliveto della Pieve", "Frantoio", 620, "Marco, Giulia, Tommaso"),
    ("25/10/2026", "Oliveto della Pieve", "Leccino", 540, "Marco, Tommaso, due amici di Tommaso"),
    ("31/10/2026", "Poggio Basso", "Moraiolo", 480, "Marco, Giulia"),
    ("01/11/2026", "Poggio Basso", "Frantoio", 510, "Marco, Giulia, Ann"),
    ("07/11/2026", "Campo del Pozzo", "Leccino", 560, "Marco, Sandro Pieri"),
    ("08/11/2026", "Campo del Pozzo", "Pendolino", 440, "Marco, Tommaso"),
]

LISTINO_OLIO_2026 = [
    "PODERE LE QUERCE - Olio extravergine di oliva",
    "Olio nuovo, raccolta ottobre-novembre 2026, frangitura a freddo entro 24 ore",
    "",
    "Bottiglia da 0,5 l: 12,00 €",
    "Bottiglia da 0,75 l: 16,00 €",
    "Lattina da 3 l: 48,00 €",
    "Lattina da 5 l: 75,00 €",
    "",
    "Ristoranti ed enoteche: prezzi dedicati su richiesta.",
    "Spedizione in Italia e nell'Unione Europea: 15,00 € fino a sei bottiglie.",
]

MAIL_DELI = """From: Hannah Cole <hannah@olivepressdeli.example.org>
To: Ann Sodi <ann.sodi@example.org>
Subject: Christmas order - new oil and Nobile
Date: Thu, 12 Nov 2026 16:25:00 +0000
Message-ID: <olivepress-order-1126@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Dear Ann,

as agreed on the phone, here is our Christmas order for the shop in Islington:

- 24 bottles of the new oil, 0.75 l, at EUR 13.50 each
- 24 bottles of Vino Nobile di Montepulciano 2022 at EUR 19.00 each

That is EUR 780.00 in all; we will pay by bank transfer on delivery. Our customers start
asking for it in early December, so delivery by courier before 10 December would be perfect.

Best wishes from a rainy London,
Hannah Cole
The Olive Press Deli
"""

# ---------------------------------------------------------------------------------------
# Vino.
# ---------------------------------------------------------------------------------------

VENDITE_VINO_2026 = """data,cliente,vino,bottiglie,prezzo_bottiglia,totale
22/04/2026,Müller Klaus,Rosso di Montepulciano 2024,6,14.00,84.00
08/05/2026,Harris Paul,Vino Nobile 2022,6,26.00,156.00
15/05/2026,Van Dijk Sanne,Rosato 2025,3,10.00,30.00
18/06/2026,Schmidt Anna,Vino Nobile 2022,3,26.00,78.00
10/07/2026,O'Brien Sean,Rosso di Montepulciano 2024,12,14.00,168.00
14/07/2026,Lindqvist Erik,Vin Santo 2019,2,22.00,44.00
07/08/2026,Müller Klaus,Vino Nobile 2022,12,24.00,288.00
14/08/2026,Smith Robert,Rosso di Montepulciano 2024,6,14.00,84.00
15/08/2026,Conti Francesca,Rosato 2025,6,10.00,60.00
07/09/2026,Tanaka Yuki,Vin Santo 2019,3,22.00,66.00
22/09/2026,Enoteca La Fortezza,Rosso di Montepulciano 2024,60,9.50,570.00
13/10/2026,Garcia Lucia,Vino Nobile 2022,4,26.00,104.00
20/11/2026,The Olive Press Deli,Vino Nobile 2022,24,19.00,456.00
"""

LISTINO_VINI_2026 = [
    "PODERE LE QUERCE - I nostri vini 2026",
    "",
    "Rosso di Montepulciano DOC 2024 (Prugnolo gentile 90%, Canaiolo 10%): 14,00 € la bottiglia",
    "Vino Nobile di Montepulciano DOCG 2022, 24 mesi in botte grande: 26,00 € la bottiglia",
    "Rosato Toscana IGT 2025: 10,00 € la bottiglia",
    "Vin Santo di Montepulciano 2019, bottiglia da 0,375 l: 22,00 €",
    "",
    "Sconto del 10% per gli ospiti dell'agriturismo su acquisti di almeno 12 bottiglie.",
    "Degustazione guidata in cantina con Marco: 20,00 € a persona, su prenotazione.",
]

# ---------------------------------------------------------------------------------------
# Vendemmia 2026.
# ---------------------------------------------------------------------------------------

VEND = "Vendemmia 2026"
ETICHETTE = "Vendemmia 2026/Etichette"
VENDEMMIA_HEADER = ["Data", "Vigna", "Uva", "Kg", "Grado zuccherino (°Babo)", "Note"]
VENDEMMIA_2026: list[tuple[str, str, str, int, float, str]] = [
    ("15/09/2026", "Vigna del Fosso", "Merlot", 1120, 21.0, "raccolta al mattino presto"),
    ("22/09/2026", "Vigna Vecchia", "Prugnolo gentile", 2480, 20.5, ""),
    ("23/09/2026", "Vigna Vecchia", "Prugnolo gentile", 2150, 20.8, "grandinata leggera il 20"),
    ("29/09/2026", "Vigna Nuova", "Canaiolo nero", 960, 19.6, ""),
    ("30/09/2026", "Vigna Nuova", "Mammolo", 410, 19.2, "uve per il Nobile"),
    ("06/10/2026", "Vigna del Fosso", "Prugnolo gentile", 1830, 21.2,
     "ultima giornata, pranzo con gli aiutanti"),
]

ANALISI_MOSTO = [
    "Dott. Stefano Magi - Enologo",
    "Via di Gracciano nel Corso 61, Montepulciano",
    "",
    "REFERTO DI ANALISI del 08/10/2026",
    "Committente: Podere Le Querce di Sodi Marco",
    "Campione: mosto in fermentazione, vasca 3 (Prugnolo gentile, Vigna Vecchia)",
    "",
    "Zuccheri residui: 38 g/l",
    "Alcol potenziale: 13,4% vol",
    "Acidità totale: 5,9 g/l",
    "pH: 3,42",
    "",
    "Giudizio: fermentazione regolare, nessun difetto rilevato.",
    "Consiglio la svinatura intorno al 20 ottobre e il primo travaso a metà novembre.",
    "Compenso per l'analisi: 85,00 €, da saldare alla prossima visita.",
]

# ---------------------------------------------------------------------------------------
# Fatture. Four to pay; the plumber's is paid.
# ---------------------------------------------------------------------------------------

FATTURA_ENEL = [
    "ENEL ENERGIA S.p.A. - Mercato libero",
    "Fattura n. 004512338971 emessa il 18/11/2026",
    "Cliente: Podere Le Querce di Sodi Marco - Via di Sant'Albino 27, Montepulciano (SI)",
    "Fornitura uso non domestico - POD IT001E55667788",
    "Periodo di fatturazione: 01/10/2026 - 31/10/2026",
    "Consumo fatturato: 1.742 kWh",
    "",
    "Totale da pagare: 412,36 €",
    "Scadenza: 15/12/2026",
    "Pagamento con bollettino o domiciliazione bancaria.",
]

FATTURA_FRANTOIO = [
    "FRANTOIO SOCIALE DEL POLIZIANO soc. coop. agricola",
    "Strada per Chianciano 8, Montepulciano - P.IVA 00876540527",
    "",
    "FATTURA n. 1318/2026 del 12/11/2026",
    "Socio conferitore: Sodi Marco - Podere Le Querce",
    "",
    "Molitura olive: 3.150 kg x 0,32 €/kg = 1.008,00 €",
    "IVA 10%: 100,80 €",
    "TOTALE FATTURA: 1.108,80 €",
    "",
    "Olio extravergine ottenuto: 504 kg (resa 16,0%), ritirato in fusti inox il 10/11/2026.",
    "Pagamento: bonifico bancario entro il 31/12/2026.",
]

FATTURA_LAVANDERIA = [
    "LAVANDERIA IL GIGLIO di Rosi Marta",
    "Viale della Libertà 140, Chianciano Terme - P.IVA 01498870526",
    "",
    "Fattura n. 211 del 30/11/2026",
    "Cliente: Agriturismo Podere Le Querce",
    "",
    "Lavaggio e stiratura biancheria camere e cucina, mese di novembre 2026 (41 kg)",
    "Imponibile: 195,49 €",
    "IVA 22%: 43,01 €",
    "Totale: 238,50 €",
    "",
    "Scadenza pagamento: 10/12/2026",
]

FATTURA_VETRERIA = [
    "VETRERIA SENESE s.r.l. - Zona industriale Isola d'Arbia, Siena",
    "P.IVA 00991230528",
    "",
    "FATTURA n. 884/2026 del 20/11/2026",
    "Cliente: Podere Le Querce di Sodi Marco",
    "Rif.: vostra accettazione della nostra offerta del 02/11/2026",
    "",
    "Bottiglie bordolesi da 750 ml, vetro verde: 1.200 x 0,68 € = 816,00 €",
    "Tappi in sughero naturale: 1.200 x 0,12 € = 144,00 €",
    "Imponibile: 960,00 €",
    "IVA 22%: 211,20 €",
    "TOTALE FATTURA: 1.171,20 €",
    "",
    "Pagamento: bonifico entro il 20/12/2026. Merce consegnata il 19/11/2026.",
]

FATTURA_IDRAULICO = [
    "Sandro Pieri - Idraulica e riscaldamento",
    "Via dell'Opio nel Corso 4, Montepulciano",
    "",
    "Fattura n. 57 del 30/11/2026",
    "Cliente: Sodi Marco, Podere Le Querce",
    "",
    "Riparazione della caldaia della dépendance e sostituzione della valvola di sfiato: 180,00 €",
    "Operazione in regime forfettario, IVA non applicata.",
    "",
    "PAGATA in contanti il 30/11/2026.",
]

# ---------------------------------------------------------------------------------------
# Manutenzione.
# ---------------------------------------------------------------------------------------

MAN = "Manutenzione"
CONTRATTO_PISCINA_2026 = [
    "CONTRATTO DI MANUTENZIONE PISCINA - STAGIONE 2026",
    "",
    "Tra Podere Le Querce di Sodi Marco (committente) e Acqua Blu Piscine s.n.c. di Fabbri Andrea & C.,",
    "Via Lauretana 12, Chianciano Terme (appaltatore).",
    "",
    "1. Periodo: dal 01/04/2026 al 31/10/2026.",
    "2. Prestazioni: messa in funzione in aprile; pulizia della vasca e controllo di cloro e pH ogni "
    "martedì e venerdì; chiusura invernale a fine ottobre.",
    "3. Corrispettivo: 2.400,00 € + IVA 22%, cioè 2.928,00 €, in tre rate da 976,00 € (aprile, luglio, "
    "ottobre).",
    "4. I prodotti chimici sono esclusi e vengono fatturati a parte.",
    "5. Interventi urgenti entro 24 ore: 60,00 € a uscita.",
    "6. Il contratto si rinnova tacitamente di anno in anno, salvo disdetta scritta entro il 31 gennaio.",
    "",
    "Montepulciano, 15/03/2026",
    "Il committente: Marco Sodi    L'appaltatore: Andrea Fabbri",
]

PREVENTIVO_EDIL_POLIZIANO = [
    "EDIL POLIZIANO s.r.l. - Costruzioni e restauri",
    "Via dei Canneti 3, Montepulciano Stazione - P.IVA 01123450529",
    "",
    "PREVENTIVO n. 112/2026 del 21/10/2026",
    "Committente: Sodi Marco - Podere Le Querce",
    "Oggetto: rifacimento della copertura del fienile (circa 120 mq)",
    "",
    "Rimozione dei coppi e smaltimento del materiale: 1.450,00 €",
    "Nuova orditura in legno di castagno e isolamento: 4.100,00 €",
    "Posa di coppi di recupero e nuovi: 3.200,00 €",
    "",
    "TOTALE: 8.750,00 € IVA inclusa",
    "Durata dei lavori: 4 settimane, inizio a febbraio 2027. Validità dell'offerta: 60 giorni.",
]

PREVENTIVO_BARTOLINI = [
    "TETTI BARTOLINI di Bartolini Luca - coperture e lattoneria",
    "Località Acquaviva, Montepulciano",
    "",
    "Preventivo del 05/11/2026",
    "Spett.le Podere Le Querce, alla c.a. di Marco Sodi",
    "Lavoro: copertura del fienile, superficie 120 mq",
    "",
    "Smontaggio e smaltimento del vecchio manto: 1.280,00 €",
    "Struttura in legno lamellare e guaina traspirante: 3.900,00 €",
    "Manto in coppi toscani: 2.800,00 €",
    "",
    "Totale: 7.980,00 € IVA compresa",
    "Acconto del 30% all'accettazione, saldo a fine lavori. Possiamo iniziare a gennaio.",
]

MAIL_VALDICHIANA = """From: Davide Mearini <preventivi@coperturevaldichiana.example.org>
To: Marco Sodi <marco.sodi@example.org>
Subject: Re: sopralluogo fienile
Date: Wed, 18 Nov 2026 17:50:00 +0100
Message-ID: <cvdc-fienile-1811@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Gentile signor Sodi,

grazie per averci ricevuto al sopralluogo del 12 novembre. Per il rifacimento completo del
tetto del fienile (circa 120 mq: smontaggio, nuova struttura in abete lamellare, isolamento e
coppi) il nostro prezzo è di 9.320,00 € IVA compresa, ponteggio incluso (1.100,00 €).

Potremmo iniziare a marzo 2027; la durata stimata è di cinque settimane.
Resto a disposizione per qualsiasi chiarimento.

Cordiali saluti,
Ing. Davide Mearini
Coperture Val di Chiana s.r.l.
"""

FATTURA_ACQUA_BLU = [
    "ACQUA BLU PISCINE s.n.c. di Fabbri Andrea & C.",
    "Via Lauretana 12, Chianciano Terme",
    "",
    "Fattura n. 96/2026 del 15/09/2026",
    "Cliente: Podere Le Querce",
    "",
    "Prodotti chimici per la stagione: cloro in pastiglie, pH minus, flocculante, antialghe",
    "Totale: 326,30 € IVA inclusa",
    "",
    "Pagata con bonifico il 30/09/2026.",
]

NOTE_MANUTENZIONE = """Lavori da fare prima della stagione 2027
- tetto del fienile: scegliere tra i tre preventivi entro gennaio
- pompa della piscina rumorosa: farla vedere ad Acqua Blu a marzo
- serratura della camera Glicine che si blocca
- potare il glicine sul pergolato
- ridipingere le persiane della camera Girasole
"""

# ---------------------------------------------------------------------------------------
# Documenti.
# ---------------------------------------------------------------------------------------

POLIZZA_2026 = [
    "TOSCANA MUTUA ASSICURAZIONI - Agenzia di Montepulciano",
    "Polizza n. 77/4410982 - Multirischi agriturismo",
    "Contraente: Podere Le Querce di Sodi Marco",
    "",
    "Rischi assicurati: incendio dei fabbricati, responsabilità civile verso terzi e verso gli ospiti,",
    "danni da acqua, furto in dispensa e cantina.",
    "Massimale responsabilità civile: 1.500.000,00 €",
    "Franchigia: 250,00 € per sinistro",
    "",
    "Premio annuo: 1.865,00 €",
    "Decorrenza: 01/03/2026 - Scadenza: 28/02/2027",
]

IMU_SALDO = [
    "MODELLO F24 SEMPLIFICATO - preparato dallo Studio Cresti, Montepulciano",
    "Contribuente: Sodi Marco",
    "",
    "IMU saldo 2026 - fabbricati rurali strumentali e fienile, Comune di Montepulciano (F592)",
    "Codice tributo 3918 - importo a debito: 1.294,00 €",
    "",
    "Da pagare entro il 16/12/2026 in banca, in posta o con l'home banking.",
]

AUTORIZZAZIONE = [
    "COMUNE DI MONTEPULCIANO - Sportello unico attività produttive",
    "Ricevuta di SCIA per attività agrituristica - pratica n. 2019/0456",
    "",
    "Titolare: Sodi Marco, imprenditore agricolo",
    "Struttura: Podere Le Querce, Via di Sant'Albino 27",
    "Ospitalità in 4 camere per complessivi 10 posti letto; somministrazione della sola colazione;",
    "piscina ad uso esclusivo degli ospiti.",
    "Data di presentazione: 11/02/2019",
]

DATI_BANCARI = """Conto del Podere - Banca Valdichiana Credito Cooperativo
IBAN: IT48Q0848925601000000317642
Home banking: utente podere.querce - password Querce#1987
Bancomat aziendale: PIN 5521
"""

# ---------------------------------------------------------------------------------------
# Scuola (Tommaso).
# ---------------------------------------------------------------------------------------

CIRCOLARE_GITA = [
    "LICEO SCIENTIFICO DI MONTEPULCIANO",
    "Circolare n. 87 - Alle famiglie degli studenti delle classi terze",
    "",
    "Oggetto: viaggio di istruzione a Vienna, dal 15 al 18 marzo 2027",
    "",
    "Partenza lunedì 15 marzo alle 6:00 dal parcheggio di Via dell'Opio; rientro giovedì 18 in serata.",
    "Programma: Schönbrunn, Hofburg, Museo di Storia Naturale, concerto serale.",
    "Quota individuale: 420,00 € (pullman, tre notti in hotel con mezza pensione, ingressi).",
    "Acconto di 150,00 € entro il 18/12/2026 con PagoPA; saldo di 270,00 € entro il 15/02/2027.",
    "Docenti accompagnatori: prof.ssa Elena Bui, prof. Carlo Lenzi.",
    "",
    "Il dirigente scolastico",
]

PAGELLINO_HEADER = ("Materia", "Voto")
PAGELLINO = [
    "LICEO SCIENTIFICO DI MONTEPULCIANO - Valutazione infraquadrimestrale, novembre 2026",
    "Alunno: Tommaso Sodi - classe 3ª B",
    "",
    "Italiano: 6",
    "Latino: 5",
    "Matematica: 7",
    "Fisica: 6",
    "Inglese: 9",
    "Storia: 7",
    "Filosofia: 7",
    "Scienze naturali: 8",
    "Disegno e storia dell'arte: 8",
    "Scienze motorie: 9",
    "",
    "Nota del coordinatore: impegno discontinuo in latino; ottimi risultati in inglese.",
]

RIPETIZIONI_LATINO = """Ripetizioni di latino per Tommaso
con Chiara Fabbrini (studentessa di lettere classiche a Siena)
il giovedì alle 15:30, 20 € l'ora

fatte: 05/11, 12/11, 19/11, 26/11 -> 4 ore, 80 € ancora da darle
prossima: giovedì 3/12, versione di Cesare
"""

# ---------------------------------------------------------------------------------------
# Archivio: last year's namesakes.
# ---------------------------------------------------------------------------------------

ARC = "Archivio"
_BOOKINGS_2025: list[tuple[str, str, str, str, str, int, int, float, str]] = [
    ("Hoffmann Jürgen", "Germania", "Cipresso", "19/04/2025", "23/04/2025", 4, 4, 115.0, "Booking"),
    ("Fontaine Claire", "Francia", "Glicine", "10/05/2025", "13/05/2025", 3, 2, 80.0, "Booking"),
    ("Greco Mario", "Italia", "Girasole", "30/05/2025", "01/06/2025", 2, 2, 90.0, "diretto"),
    ("Andersen Lars", "Danimarca", "Ulivo", "14/06/2025", "21/06/2025", 7, 2, 105.0, "Booking"),
    ("Walsh Niamh", "Irlanda", "Cipresso", "05/07/2025", "12/07/2025", 7, 4, 145.0, "diretto"),
    ("Hoffmann Jürgen", "Germania", "Girasole", "02/08/2025", "09/08/2025", 7, 2, 100.0, "diretto"),
    ("Peterson Mark", "Stati Uniti", "Ulivo", "09/08/2025", "16/08/2025", 7, 2, 125.0, "Airbnb"),
    ("Sartori Anna", "Italia", "Glicine", "12/09/2025", "15/09/2025", 3, 2, 85.0, "diretto"),
    ("Novak Petra", "Repubblica Ceca", "Ulivo", "04/10/2025", "08/10/2025", 4, 2, 100.0, "Booking"),
]
BOOKINGS_2025 = [(g, c, r, a, d, n, p, price, round(n * price, 2), ch)
                 for g, c, r, a, d, n, p, price, ch in _BOOKINGS_2025]

_OIL_2025: list[tuple[str, str, str, str, int, float, str]] = [
    ("26/04/2025", "Hoffmann Jürgen", "Germania", "bottiglia 0,75 l", 6, 14.00, "contanti"),
    ("20/06/2025", "Andersen Lars", "Danimarca", "bottiglia 0,5 l", 4, 10.00, "carta"),
    ("11/07/2025", "Walsh Niamh", "Irlanda", "lattina 3 l", 1, 42.00, "carta"),
    ("15/11/2025", "Bottega di Pienza", "Italia", "bottiglia 0,75 l", 36, 11.50, "bonifico"),
    ("28/11/2025", "Ristorante Il Grifone", "Italia", "lattina 5 l", 4, 60.00, "fattura a 30 giorni"),
    ("10/12/2025", "Sartori Anna", "Italia", "bottiglia 0,5 l", 6, 11.00, "contanti"),
]
VENDITE_OLIO_2025 = _oil_csv(_OIL_2025)

CONTRATTO_PISCINA_2025 = [
    "CONTRATTO DI MANUTENZIONE PISCINA - STAGIONE 2025",
    "",
    "Tra Podere Le Querce di Sodi Marco e Acqua Blu Piscine s.n.c. di Fabbri Andrea & C.",
    "",
    "1. Periodo: dal 01/04/2025 al 31/10/2025.",
    "2. Prestazioni: messa in funzione, pulizia e controllo dell'acqua una volta alla settimana, "
    "chiusura invernale.",
    "3. Corrispettivo: 2.200,00 € + IVA 22%, cioè 2.684,00 €, in due rate (maggio e settembre).",
    "4. Prodotti chimici esclusi.",
    "5. Rinnovo tacito salvo disdetta scritta entro il 31 gennaio.",
    "",
    "Montepulciano, 20/03/2025",
]

POLIZZA_2025 = [
    "TOSCANA MUTUA ASSICURAZIONI - Agenzia di Montepulciano",
    "Polizza n. 77/3980115 - Multirischi agriturismo",
    "Contraente: Podere Le Querce di Sodi Marco",
    "Massimale responsabilità civile: 1.000.000,00 €",
    "Premio annuo: 1.790,00 €",
    "Decorrenza: 01/03/2025 - Scadenza: 28/02/2026",
]

PREVENTIVO_FIENILE_2024 = [
    "EDIL POLIZIANO s.r.l. - Costruzioni e restauri",
    "",
    "PREVENTIVO n. 58/2024 del 14/03/2024",
    "Committente: Sodi Marco",
    "Oggetto: rifacimento della copertura del fienile",
    "",
    "Rimozione del manto e nuova copertura in coppi, senza isolamento: 6.900,00 € IVA inclusa",
    "Validità dell'offerta: 30 giorni.",
]

# ---------------------------------------------------------------------------------------
# The top of the workspace.
# ---------------------------------------------------------------------------------------

LISTA_SPESA = """pane
latte
detersivo per la lavastoviglie
caffè
carta forno
croccantini per Briciola
sacchi per l'umido
"""

NOTE = """Note di Giulia
- ordinare i cartoni da sei per le bottiglie (Vetreria Senese)
- chiedere a Paola se l'IMU del fienile va pagata a parte
- Tommaso: colloqui con i professori giovedì 10/12 alle 17
- rispondere alla signora Pennington (maggio 2027) -> ci pensa Ann
- comprare il panettone artigianale per la colazione di Natale
"""

CONTATTI = """nome,ruolo,telefono,email
Marco Sodi,marito,333 418 7702,marco.sodi@example.org
Ann Sodi,suocera (ospiti stranieri),347 552 1093,ann.sodi@example.org
Tommaso Sodi,figlio,351 660 7781,tommaso.sodi@example.org
Paola Cresti,commercialista (Studio Cresti),0578 716 204,paola.cresti@example.org
Andrea Fabbri,Acqua Blu Piscine,0578 63 915,acquablu@example.org
Sandro Pieri,idraulico,339 204 8812,
Stefano Magi,enologo,335 871 4426,stefano.magi@example.org
Marta Rosi,Lavanderia Il Giglio,0578 64 330,lavanderiailgiglio@example.org
Frantoio Sociale del Poliziano,frantoio,0578 757 120,frantoio@example.org
Ristorante Il Grifone,cliente olio,0578 758 044,
Chiara Fabbrini,ripetizioni di latino,328 915 0067,
"""

CHAT_FAMIGLIA = """[25/11/26, 07:58] Giulia: Chi ha preso le chiavi del trattore?
[25/11/26, 08:03] Marco: Io, sono giù all'oliveto a sistemare le reti
[25/11/26, 12:40] Ann: The Harrises wrote again, they'd like to bring their dog for New Year. \
I said I'd check with you.
[25/11/26, 12:52] Giulia: Per me va bene, c'è il supplemento come da regole
[27/11/26, 19:15] Tommaso: mamma entro il 18 devo dare 150 euro per la gita
[27/11/26, 19:20] Giulia: ok te li do, ricordamelo tu però
[29/11/26, 10:05] Marco: domani passa Pieri per la caldaia della dépendance
[01/12/26, 21:30] Ann: Don't forget the Schmidts arrive late on the 23rd. I'll wait up for them.
[02/12/26, 09:10] Giulia: Ann puoi rispondere tu alla signora inglese che chiede per maggio?
[02/12/26, 09:14] Ann: Of course dear, I'll send her the new prices.
"""

CHAT_NAME = "Chat WhatsApp con Famiglia Sodi.txt"

# ---------------------------------------------------------------------------------------
# Fingerprints: strings in one file only, and in no file name (checked below).
# ---------------------------------------------------------------------------------------

FINGERPRINTS: dict[str, tuple[str, ...]] = {
    f"{PREN}/prenotazioni_2026.xlsx": ("Rinaldi Paolo", "Nielsen Mette"),
    f"{PREN}/prenotazioni_natale_2026.csv": ("acconto non ancora arrivato", "cenone di capodanno"),
    f"{PREN}/listino_camere_2027.pdf": ("terrazza panoramica", "Soggiorno minimo"),
    f"{PREN}/mail_schmidt_arrivo.eml": ("hire car", "sofa bed"),
    f"{PREN}/mail_harris_capodanno.eml": ("own basket", "driving down from Bologna"),
    f"{PREN}/richiesta_pennington_maggio.eml": ("Harrogate", "what would the price be"),
    f"{OSP}/recensioni_2026.csv": ("Piscine froide", "cycling to Pienza"),
    f"{OSP}/regole_casa.md": ("sala del camino", "a bordo vasca"),
    f"{OSP}/house_rules.md": ("fireplace room", "Quiet hours"),
    f"{OSP}/codici_ospiti.txt": ("4817", "Cipresso&Ulivo26"),
    f"{OSP}/spesa_colazioni.txt": ("fette biscottate", "cornetti surgelati"),
    "Olio/vendite_olio_2026.csv": ("Pieri Sandro;", "bonifico (spedito in UK)"),
    "Olio/raccolta_olive_2026.xlsx": ("Pendolino", "due amici di Tommaso"),
    "Olio/listino_olio_2026.pdf": ("frangitura a freddo", "fino a sei bottiglie"),
    "Olio/ordine_deli_londra.eml": ("Islington", "rainy London"),
    "Vino/vendite_vino_2026.csv": ("Vin Santo 2019,", "Rosato 2025,"),
    "Vino/listino_vini_2026.pdf": ("botte grande", "Degustazione guidata"),
    f"{VEND}/registro_vendemmia.xlsx": ("grandinata leggera", "pranzo con gli aiutanti"),
    f"{VEND}/analisi_mosto_enologo.pdf": ("Alcol potenziale", "Zuccheri residui"),
    "Fatture/fattura_enel_novembre.pdf": ("IT001E55667788", "1.742 kWh"),
    "Fatture/fattura_frantoio_olio.pdf": ("Socio conferitore", "fusti inox"),
    "Fatture/fattura_lavanderia_novembre.pdf": ("stiratura biancheria", "Rosi Marta"),
    "Fatture/offerta_vetreria_bottiglie.pdf": ("bordolesi", "sughero naturale"),
    "Fatture/fattura_idraulico_pieri.docx": ("valvola di sfiato", "regime forfettario"),
    f"{MAN}/contratto_piscina_2026.pdf": ("976,00", "Interventi urgenti"),
    f"{MAN}/preventivo_edil_poliziano.pdf": ("legno di castagno", "112/2026"),
    f"{MAN}/preventivo_tetti_bartolini.docx": ("Località Acquaviva", "guaina traspirante"),
    f"{MAN}/re_sopralluogo_fienile.eml": ("Mearini", "abete lamellare"),
    f"{MAN}/fattura_acqua_blu_prodotti.pdf": ("antialghe", "flocculante"),
    f"{MAN}/note_manutenzione.txt": ("persiane", "pergolato"),
    "Documenti/polizza_agriturismo_2026.pdf": ("77/4410982", "furto in dispensa"),
    "Documenti/imu_saldo_2026.pdf": ("Codice tributo 3918", "F592"),
    "Documenti/autorizzazione_agriturismo.pdf": ("2019/0456", "Sportello unico"),
    "Documenti/dati_bancari.txt": ("IT48Q0848925601000000317642", "Querce#1987"),
    "Scuola/circolare_gita_vienna.docx": ("Schönbrunn", "Circolare n. 87"),
    "Scuola/pagellino_novembre.pdf": ("impegno discontinuo", "Scienze motorie"),
    "Scuola/ripetizioni_latino.txt": ("versione di Cesare", "lettere classiche"),
    f"{ARC}/prenotazioni_2025.xlsx": ("Novak Petra", "Greco Mario"),
    f"{ARC}/vendite_olio_2025.csv": ("Bottega di Pienza",),
    f"{ARC}/contratto_piscina_2025.pdf": ("2.684,00", "una volta alla settimana"),
    f"{ARC}/polizza_agriturismo_2025.pdf": ("77/3980115", "1.790,00"),
    f"{ARC}/preventivo_tetto_fienile_2024.pdf": ("58/2024", "senza isolamento"),
    "lista_spesa.txt": ("croccantini per Briciola", "sacchi per l'umido"),
    "note.txt": ("cartoni da sei", "panettone artigianale"),
    "contatti.csv": ("0578 716 204", "328 915 0067"),
    CHAT_NAME: ("chiavi del trattore", "wait up"),
}

PHOTOS = {
    "Foto/piscina_agosto.jpg": (11, 5400),
    "Foto/camera_girasole.jpg": (12, 4100),
    "Foto/camera_ulivo.jpg": (13, 4700),
    "Foto/camera_cipresso.jpg": (14, 3900),
    "Foto/camera_glicine.jpg": (15, 3300),
    f"{VEND}/foto_vendemmia_01.jpg": (16, 6100),
    f"{VEND}/foto_vendemmia_02.jpg": (17, 5800),
}
PNG_PHOTO = "Foto/tramonto_vigneto.png"

FOLDERS = (PREN, OSP, "Olio", "Vino", VEND, ETICHETTE, "Fatture", MAN, "Documenti", "Scuola", "Foto", ARC)

# Every file's mtime, at 10:00 UTC of this day: the documents' own dates where they have one.
MTIMES: dict[str, str] = {
    f"{PREN}/prenotazioni_2026.xlsx": "2026-10-27",
    f"{PREN}/prenotazioni_natale_2026.csv": "2026-12-01",
    f"{PREN}/listino_camere_2027.pdf": "2026-11-20",
    f"{PREN}/mail_schmidt_arrivo.eml": "2026-11-29",
    f"{PREN}/mail_harris_capodanno.eml": "2026-11-24",
    f"{PREN}/richiesta_pennington_maggio.eml": "2026-11-30",
    f"{OSP}/recensioni_2026.csv": "2026-10-16",
    f"{OSP}/regole_casa.md": "2026-03-20",
    f"{OSP}/house_rules.md": "2026-03-21",
    f"{OSP}/codici_ospiti.txt": "2026-03-28",
    f"{OSP}/spesa_colazioni.txt": "2026-12-01",
    "Olio/vendite_olio_2026.csv": "2026-12-02",
    "Olio/raccolta_olive_2026.xlsx": "2026-11-08",
    "Olio/listino_olio_2026.pdf": "2026-11-12",
    "Olio/ordine_deli_londra.eml": "2026-11-12",
    "Vino/vendite_vino_2026.csv": "2026-11-20",
    "Vino/listino_vini_2026.pdf": "2026-03-15",
    f"{VEND}/registro_vendemmia.xlsx": "2026-10-06",
    f"{VEND}/analisi_mosto_enologo.pdf": "2026-10-08",
    f"{VEND}/foto_vendemmia_01.jpg": "2026-09-22",
    f"{VEND}/foto_vendemmia_02.jpg": "2026-10-06",
    "Fatture/fattura_enel_novembre.pdf": "2026-11-18",
    "Fatture/fattura_frantoio_olio.pdf": "2026-11-12",
    "Fatture/fattura_lavanderia_novembre.pdf": "2026-11-30",
    "Fatture/offerta_vetreria_bottiglie.pdf": "2026-11-20",
    "Fatture/fattura_idraulico_pieri.docx": "2026-11-30",
    f"{MAN}/contratto_piscina_2026.pdf": "2026-03-15",
    f"{MAN}/preventivo_edil_poliziano.pdf": "2026-10-21",
    f"{MAN}/preventivo_tetti_bartolini.docx": "2026-11-05",
    f"{MAN}/re_sopralluogo_fienile.eml": "2026-11-18",
    f"{MAN}/fattura_acqua_blu_prodotti.pdf": "2026-09-15",
    f"{MAN}/note_manutenzione.txt": "2026-11-26",
    "Documenti/polizza_agriturismo_2026.pdf": "2026-02-25",
    "Documenti/imu_saldo_2026.pdf": "2026-11-27",
    "Documenti/autorizzazione_agriturismo.pdf": "2019-02-11",
    "Documenti/dati_bancari.txt": "2024-05-06",
    "Scuola/circolare_gita_vienna.docx": "2026-11-23",
    "Scuola/pagellino_novembre.pdf": "2026-11-28",
    "Scuola/ripetizioni_latino.txt": "2026-11-26",
    "Foto/piscina_agosto.jpg": "2026-08-12",
    "Foto/camera_girasole.jpg": "2026-03-30",
    "Foto/camera_ulivo.jpg": "2026-03-30",
    "Foto/camera_cipresso.jpg": "2026-03-31",
    "Foto/camera_glicine.jpg": "2026-03-31",
    PNG_PHOTO: "2026-07-19",
    f"{ARC}/prenotazioni_2025.xlsx": "2025-10-09",
    f"{ARC}/vendite_olio_2025.csv": "2025-12-10",
    f"{ARC}/contratto_piscina_2025.pdf": "2025-03-20",
    f"{ARC}/polizza_agriturismo_2025.pdf": "2025-02-24",
    f"{ARC}/preventivo_tetto_fienile_2024.pdf": "2024-03-14",
    "lista_spesa.txt": "2026-12-02",
    "note.txt": "2026-12-01",
    "contatti.csv": "2026-09-03",
    CHAT_NAME: "2026-12-02",
}


def _cells(title: str, header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    return "\n".join([title, *header, *(str(c) for row in rows for c in row)])


def _sources() -> dict[str, str]:
    """Every text-bearing file's text as written (a sheet's cells joined)."""
    lines = "\n".join
    return {
        f"{PREN}/prenotazioni_2026.xlsx": _cells("Stagione 2026", BOOKINGS_HEADER, BOOKINGS_2026),
        f"{PREN}/prenotazioni_natale_2026.csv": NATALE_2026,
        f"{PREN}/listino_camere_2027.pdf": lines(LISTINO_CAMERE_2027),
        f"{PREN}/mail_schmidt_arrivo.eml": MAIL_SCHMIDT,
        f"{PREN}/mail_harris_capodanno.eml": MAIL_HARRIS,
        f"{PREN}/richiesta_pennington_maggio.eml": MAIL_PENNINGTON,
        f"{OSP}/recensioni_2026.csv": RECENSIONI_2026,
        f"{OSP}/regole_casa.md": REGOLE_CASA,
        f"{OSP}/house_rules.md": HOUSE_RULES,
        f"{OSP}/codici_ospiti.txt": CODICI_OSPITI,
        f"{OSP}/spesa_colazioni.txt": SPESA_COLAZIONI,
        "Olio/vendite_olio_2026.csv": VENDITE_OLIO_2026,
        "Olio/raccolta_olive_2026.xlsx": _cells("Raccolta 2026", RACCOLTA_HEADER, RACCOLTA_2026),
        "Olio/listino_olio_2026.pdf": lines(LISTINO_OLIO_2026),
        "Olio/ordine_deli_londra.eml": MAIL_DELI,
        "Vino/vendite_vino_2026.csv": VENDITE_VINO_2026,
        "Vino/listino_vini_2026.pdf": lines(LISTINO_VINI_2026),
        f"{VEND}/registro_vendemmia.xlsx": _cells("Vendemmia", VENDEMMIA_HEADER, VENDEMMIA_2026),
        f"{VEND}/analisi_mosto_enologo.pdf": lines(ANALISI_MOSTO),
        "Fatture/fattura_enel_novembre.pdf": lines(FATTURA_ENEL),
        "Fatture/fattura_frantoio_olio.pdf": lines(FATTURA_FRANTOIO),
        "Fatture/fattura_lavanderia_novembre.pdf": lines(FATTURA_LAVANDERIA),
        "Fatture/offerta_vetreria_bottiglie.pdf": lines(FATTURA_VETRERIA),
        "Fatture/fattura_idraulico_pieri.docx": lines(FATTURA_IDRAULICO),
        f"{MAN}/contratto_piscina_2026.pdf": lines(CONTRATTO_PISCINA_2026),
        f"{MAN}/preventivo_edil_poliziano.pdf": lines(PREVENTIVO_EDIL_POLIZIANO),
        f"{MAN}/preventivo_tetti_bartolini.docx": lines(PREVENTIVO_BARTOLINI),
        f"{MAN}/re_sopralluogo_fienile.eml": MAIL_VALDICHIANA,
        f"{MAN}/fattura_acqua_blu_prodotti.pdf": lines(FATTURA_ACQUA_BLU),
        f"{MAN}/note_manutenzione.txt": NOTE_MANUTENZIONE,
        "Documenti/polizza_agriturismo_2026.pdf": lines(POLIZZA_2026),
        "Documenti/imu_saldo_2026.pdf": lines(IMU_SALDO),
        "Documenti/autorizzazione_agriturismo.pdf": lines(AUTORIZZAZIONE),
        "Documenti/dati_bancari.txt": DATI_BANCARI,
        "Scuola/circolare_gita_vienna.docx": lines(CIRCOLARE_GITA),
        "Scuola/pagellino_novembre.pdf": lines(PAGELLINO),
        "Scuola/ripetizioni_latino.txt": RIPETIZIONI_LATINO,
        f"{ARC}/prenotazioni_2025.xlsx": _cells("Stagione 2025", BOOKINGS_HEADER, BOOKINGS_2025),
        f"{ARC}/vendite_olio_2025.csv": VENDITE_OLIO_2025,
        f"{ARC}/contratto_piscina_2025.pdf": lines(CONTRATTO_PISCINA_2025),
        f"{ARC}/polizza_agriturismo_2025.pdf": lines(POLIZZA_2025),
        f"{ARC}/preventivo_tetto_fienile_2024.pdf": lines(PREVENTIVO_FIENILE_2024),
        "lista_spesa.txt": LISTA_SPESA,
        "note.txt": NOTE,
        "contatti.csv": CONTATTI,
        CHAT_NAME: CHAT_FAMIGLIA,
    }


# ---------------------------------------------------------------------------------------
# The workspace.
# ---------------------------------------------------------------------------------------


def _day(day: str) -> float:
    return datetime.fromisoformat(day).replace(hour=10, tzinfo=UTC).timestamp()


def make_agriturismo_workspace(root: Path) -> None:
    """Write the agriturismo's files under `root` (created if missing; files overwritten)."""
    root = Path(root)
    for name in FOLDERS:
        (root / name).mkdir(parents=True, exist_ok=True)

    p = root / PREN
    write_xlsx(p / "prenotazioni_2026.xlsx", "Stagione 2026", BOOKINGS_HEADER, BOOKINGS_2026)
    write_text(p / "prenotazioni_natale_2026.csv", NATALE_2026)
    write_pdf(p / "listino_camere_2027.pdf", LISTINO_CAMERE_2027, "Listino camere 2027")
    write_text(p / "mail_schmidt_arrivo.eml", MAIL_SCHMIDT)
    write_text(p / "mail_harris_capodanno.eml", MAIL_HARRIS)
    write_text(p / "richiesta_pennington_maggio.eml", MAIL_PENNINGTON)

    o = root / OSP
    write_text(o / "recensioni_2026.csv", RECENSIONI_2026)
    write_text(o / "regole_casa.md", REGOLE_CASA)
    write_text(o / "house_rules.md", HOUSE_RULES)
    write_text(o / "codici_ospiti.txt", CODICI_OSPITI)
    write_text(o / "spesa_colazioni.txt", SPESA_COLAZIONI)

    olio = root / "Olio"
    write_text(olio / "vendite_olio_2026.csv", VENDITE_OLIO_2026)
    write_xlsx(olio / "raccolta_olive_2026.xlsx", "Raccolta 2026", RACCOLTA_HEADER, RACCOLTA_2026)
    write_pdf(olio / "listino_olio_2026.pdf", LISTINO_OLIO_2026, "Listino olio nuovo 2026")
    write_text(olio / "ordine_deli_londra.eml", MAIL_DELI)

    vino = root / "Vino"
    write_text(vino / "vendite_vino_2026.csv", VENDITE_VINO_2026)
    write_pdf(vino / "listino_vini_2026.pdf", LISTINO_VINI_2026, "Listino vini 2026")

    v = root / VEND
    write_xlsx(v / "registro_vendemmia.xlsx", "Vendemmia", VENDEMMIA_HEADER, VENDEMMIA_2026)
    write_pdf(v / "analisi_mosto_enologo.pdf", ANALISI_MOSTO, "Analisi mosto vasca 3")

    f = root / "Fatture"
    write_pdf(f / "fattura_enel_novembre.pdf", FATTURA_ENEL, "Enel Energia")
    write_pdf(f / "fattura_frantoio_olio.pdf", FATTURA_FRANTOIO, "Fattura 1318/2026")
    write_pdf(f / "fattura_lavanderia_novembre.pdf", FATTURA_LAVANDERIA, "Fattura 211")
    write_pdf(f / "offerta_vetreria_bottiglie.pdf", FATTURA_VETRERIA, "Fattura 884/2026")
    write_docx(f / "fattura_idraulico_pieri.docx", FATTURA_IDRAULICO, "Fattura 57")

    m = root / MAN
    write_pdf(m / "contratto_piscina_2026.pdf", CONTRATTO_PISCINA_2026, "Contratto piscina 2026")
    write_pdf(m / "preventivo_edil_poliziano.pdf", PREVENTIVO_EDIL_POLIZIANO, "Preventivo 112/2026")
    write_docx(m / "preventivo_tetti_bartolini.docx", PREVENTIVO_BARTOLINI, "Preventivo copertura fienile")
    write_text(m / "re_sopralluogo_fienile.eml", MAIL_VALDICHIANA)
    write_pdf(m / "fattura_acqua_blu_prodotti.pdf", FATTURA_ACQUA_BLU, "Fattura 96/2026")
    write_text(m / "note_manutenzione.txt", NOTE_MANUTENZIONE)

    d = root / "Documenti"
    write_pdf(d / "polizza_agriturismo_2026.pdf", POLIZZA_2026, "Polizza 77/4410982")
    write_pdf(d / "imu_saldo_2026.pdf", IMU_SALDO, "F24 IMU saldo 2026")
    write_pdf(d / "autorizzazione_agriturismo.pdf", AUTORIZZAZIONE, "Ricevuta SCIA")
    write_text(d / "dati_bancari.txt", DATI_BANCARI)

    s = root / "Scuola"
    write_docx(s / "circolare_gita_vienna.docx", CIRCOLARE_GITA, "Circolare 87")
    write_pdf(s / "pagellino_novembre.pdf", PAGELLINO, "Pagellino novembre")
    write_text(s / "ripetizioni_latino.txt", RIPETIZIONI_LATINO)

    for rel, (seed, size) in PHOTOS.items():
        (root / rel).write_bytes(jpeg_bytes(seed, size))
    (root / PNG_PHOTO).write_bytes(png_bytes(12, 8, (230, 120, 40)))

    a = root / ARC
    write_xlsx(a / "prenotazioni_2025.xlsx", "Stagione 2025", BOOKINGS_HEADER, BOOKINGS_2025)
    write_text(a / "vendite_olio_2025.csv", VENDITE_OLIO_2025)
    write_pdf(a / "contratto_piscina_2025.pdf", CONTRATTO_PISCINA_2025, "Contratto piscina 2025")
    write_pdf(a / "polizza_agriturismo_2025.pdf", POLIZZA_2025, "Polizza 77/3980115")
    write_pdf(a / "preventivo_tetto_fienile_2024.pdf", PREVENTIVO_FIENILE_2024, "Preventivo 58/2024")

    write_text(root / "lista_spesa.txt", LISTA_SPESA)
    write_text(root / "note.txt", NOTE)
    write_text(root / "contatti.csv", CONTATTI)
    write_text(root / CHAT_NAME, CHAT_FAMIGLIA)

    for path in sorted(root.rglob("*")):
        if path.is_file():
            stamp = _day(MTIMES.get(path.relative_to(root).as_posix(), "2026-06-01"))
            os.utime(path, (stamp, stamp))


# ---------------------------------------------------------------------------------------
# Self-checks.
# ---------------------------------------------------------------------------------------


def _check_fingerprints(sources: Mapping[str, str]) -> None:
    """Every fingerprint is in its own file's text only, and in no file name."""
    assert set(sources) == set(FINGERPRINTS), set(sources) ^ set(FINGERPRINTS)
    assert set(FINGERPRINTS) <= set(MTIMES), set(FINGERPRINTS) - set(MTIMES)
    texts = {rel: text.casefold() for rel, text in sources.items()}
    names = [rel.casefold() for rel in MTIMES]
    for rel, prints in FINGERPRINTS.items():
        assert prints, rel
        for fp in prints:
            holders = [other for other, text in texts.items() if fp.casefold() in text]
            assert holders == [rel], f"fingerprint {fp!r} of {rel} is in {holders}"
            assert not [n for n in names if fp.casefold() in n], f"fingerprint {fp!r} is in a file name"


_check_fingerprints(_sources())


def _check_tree(root: Path) -> None:
    files = {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()}
    assert files == set(MTIMES), files ^ set(MTIMES)
    assert not any((root / ETICHETTE).iterdir())
    for rel, day in MTIMES.items():
        assert abs((root / rel).stat().st_mtime - _day(day)) < 1, rel


def main(argv: Sequence[str]) -> int:
    """Generate the workspace into the directory given on the command line, and check it."""
    if len(argv) != 1:
        print("usage: python3 bench/agriturismo_workspace.py DIR", file=sys.stderr)
        return 2
    target = Path(argv[0])
    make_agriturismo_workspace(target)
    _check_tree(target)
    for path in sorted(target.rglob("*")):
        print(path.relative_to(target).as_posix() + ("/" if path.is_dir() else ""))
    print(f"{len(MTIMES)} files, fingerprints and tree checked", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
