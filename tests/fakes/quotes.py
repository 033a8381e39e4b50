"""Realistic quotes (preventivi) as real files, for document and end-to-end tests.

:func:`write_three_quotes` writes three Italian quotes — a PDF, a DOCX and a
plain text file, each laid out differently — whose suppliers and totals are in
:data:`EXPECTED_QUOTES`; :func:`write_three_quotes_en` does the same in English
(:data:`EXPECTED_QUOTES_EN`). Each quote carries the usual traps: unit prices,
a subtotal, a VAT line, a recipient that is also a company, a validity or
expiry date, an amount larger than the total in the small print.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path

__all__ = [
    "CHEAPEST_QUOTE",
    "CHEAPEST_QUOTE_EN",
    "EXPECTED_DATES",
    "EXPECTED_DATES_EN",
    "EXPECTED_QUOTES",
    "EXPECTED_QUOTES_EN",
    "write_encrypted_pdf",
    "write_three_quotes",
    "write_three_quotes_en",
    "write_unreadable_pdf",
]

#: File name → (supplier, total incl. VAT) for :func:`write_three_quotes`.
EXPECTED_QUOTES: dict[str, tuple[str, Decimal]] = {
    "preventivo_rossi.pdf": ("Rossi Forniture S.r.l.", Decimal("1830.00")),
    "preventivo_bianchi.docx": ("Bianchi & Figli S.p.A.", Decimal("1586.00")),
    "preventivo_verdi.txt": ("Verdi Ufficio SRL", Decimal("2135.00")),
}
#: File name → document date for :func:`write_three_quotes`.
EXPECTED_DATES: dict[str, date] = {
    "preventivo_rossi.pdf": date(2026, 3, 12),
    "preventivo_bianchi.docx": date(2026, 3, 10),
    "preventivo_verdi.txt": date(2026, 3, 11),
}
CHEAPEST_QUOTE = "preventivo_bianchi.docx"

#: File name → (supplier, total incl. VAT) for :func:`write_three_quotes_en`.
EXPECTED_QUOTES_EN: dict[str, tuple[str, Decimal]] = {
    "quote_northwind.pdf": ("Northwind Supplies Ltd", Decimal("1234.50")),
    "quote_contoso.docx": ("Contoso Office LLC", Decimal("1098.00")),
    "quote_fabrikam.txt": ("Fabrikam Inc.", Decimal("1476.00")),
}
#: File name → document date for :func:`write_three_quotes_en`.
EXPECTED_DATES_EN: dict[str, date] = {
    "quote_northwind.pdf": date(2026, 3, 12),
    "quote_contoso.docx": date(2026, 3, 9),
    "quote_fabrikam.txt": date(2026, 3, 13),
}
CHEAPEST_QUOTE_EN = "quote_contoso.docx"


# ------------------------------------------------------------------------ builders


def _pdf(path: Path, header: list[str], table: list[tuple[str, ...]], footer: list[str]) -> None:
    """A one-page PDF: header lines, an item table, footer lines (core font, latin-1)."""
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=True, margin=15)
    pdf.add_page()
    pdf.set_font("Helvetica", style="B", size=14)
    pdf.cell(0, 8, header[0], new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", size=10)
    for line in header[1:]:
        pdf.cell(0, 6, line, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    with pdf.table(
        col_widths=(80, 20, 45, 45), text_align=("LEFT", "RIGHT", "RIGHT", "RIGHT")
    ) as t:
        for cells in table:
            row = t.row()
            for cell in cells:
                row.cell(cell)
    pdf.ln(4)
    for line in footer:
        label, _, amount = line.partition("|")
        if amount:
            pdf.cell(145, 6, label, align="R")
            pdf.cell(45, 6, amount, align="R", new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.multi_cell(0, 6, line, new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(path))


def _docx(
    path: Path,
    letterhead: list[str],
    body: list[str],
    table: list[tuple[str, ...]],
    closing: list[str],
    footer: list[str],
) -> None:
    """A DOCX with a letterhead in the page header, a price table and a footer."""
    import docx

    document = docx.Document()
    section = document.sections[0]
    for i, line in enumerate(letterhead):
        paragraph = section.header.paragraphs[0] if i == 0 else section.header.add_paragraph()
        paragraph.text = line
    section.footer.paragraphs[0].text = " - ".join(footer)
    for line in body:
        document.add_paragraph(line)
    grid = document.add_table(rows=0, cols=len(table[0]))
    grid.style = "Table Grid"
    for cells in table:
        row = grid.add_row()
        for cell, text in zip(row.cells, cells, strict=True):
            cell.text = text
    for line in closing:
        document.add_paragraph(line)
    document.save(str(path))


def write_three_quotes(folder: Path) -> list[Path]:
    """Write three Italian quotes into *folder*; return their paths.

    ``preventivo_rossi.pdf`` (PDF, total ``EUR 1.830,00``),
    ``preventivo_bianchi.docx`` (DOCX with the prices in a table, letterhead in
    the page header, total ``€ 1.586,00``) and ``preventivo_verdi.txt`` (plain
    text, total ``2.135,00 €``). Suppliers and totals: :data:`EXPECTED_QUOTES`.
    """
    folder.mkdir(parents=True, exist_ok=True)
    rossi = folder / "preventivo_rossi.pdf"
    _pdf(
        rossi,
        header=[
            "Rossi Forniture S.r.l.",
            "Via Roma 12, 20121 Milano - P.IVA 01234567890",
            "Tel. 02 1234567 - info@rossiforniture.it",
            "",
            "Spett.le Studio Tecnico Neri S.r.l.",
            "Via Verdi 3, 20122 Milano",
            "",
            "PREVENTIVO N. 2026/031",
            "Data: 12/03/2026",
            "Oggetto: fornitura arredi per ufficio",
        ],
        table=[
            ("Descrizione", "Q.ta", "Prezzo unitario", "Importo"),
            ("Scrivania operativa 160x80", "2", "350,00", "700,00"),
            ("Sedia ergonomica mod. E-200", "4", "200,00", "800,00"),
        ],
        footer=[
            "Imponibile|EUR 1.500,00",
            "IVA 22%|EUR 330,00",
            "Totale|EUR 1.830,00",
            "",
            "Validita dell'offerta: 30 giorni (scadenza 11/04/2026).",
            "Pagamento: bonifico bancario a 30 giorni data fattura.",
            "Capitale sociale EUR 50.000,00 i.v.",
        ],
    )
    bianchi = folder / "preventivo_bianchi.docx"
    _docx(
        bianchi,
        letterhead=[
            "Bianchi & Figli S.p.A. - Corso Garibaldi 8, 10121 Torino",
            "P.IVA 09876543210 - www.bianchiefigli.it",
        ],
        body=[
            "Torino, 10 marzo 2026",
            "Spett.le",
            "Studio Tecnico Neri S.r.l.",
            "Via Verdi 3, 20122 Milano",
            "",
            "Oggetto: preventivo per arredi ufficio",
            "Come da Vostra richiesta, Vi sottoponiamo la nostra migliore offerta:",
        ],
        table=[
            ("Descrizione", "Quantità", "Prezzo unitario", "Importo"),
            ("Scrivania Linea Uno 160 cm", "2", "€ 400,00", "€ 800,00"),
            ("Sedia ergonomica Comfort", "4", "€ 125,00", "€ 500,00"),
            ("Totale imponibile", "", "", "€ 1.300,00"),
            ("IVA 22%", "", "", "€ 286,00"),
            ("Totale IVA inclusa", "", "", "€ 1.586,00"),
        ],
        closing=[
            "Consegna prevista entro il 15/04/2026.",
            "Restando a disposizione, porgiamo distinti saluti.",
        ],
        footer=["Capitale sociale € 2.000.000,00 i.v.", "REA TO-123456"],
    )
    verdi = folder / "preventivo_verdi.txt"
    verdi.write_text(
        "Verdi Ufficio SRL\n"
        "Viale Europa 45 - 00144 Roma\n"
        "P.IVA 11223344556\n"
        "\n"
        "Preventivo n. 45 del 2026-03-11\n"
        "Cliente: Studio Tecnico Neri S.r.l.\n"
        "\n"
        "Descrizione                      Q.tà   Prezzo cad.     Importo\n"
        "Scrivania direzionale 180 cm        2      475,00 €    950,00 €\n"
        "Sedia girevole con braccioli        4      200,00 €    800,00 €\n"
        "\n"
        "Subtotale:                                         1.750,00 €\n"
        "IVA (22%):                                           385,00 €\n"
        "TOTALE:                                            2.135,00 €\n"
        "\n"
        "Sconto del 5% per ordini superiori a 3.000,00 €.\n"
        "Offerta valida fino al 10/04/2026.\n",
        encoding="utf-8",
    )
    return [rossi, bianchi, verdi]


def write_three_quotes_en(folder: Path) -> list[Path]:
    """Write three English quotes into *folder*; return their paths.

    ``quote_northwind.pdf``, ``quote_contoso.docx`` and ``quote_fabrikam.txt``
    use "Supplier:" labels and "Total: EUR 1,234.50" amounts. Suppliers and
    totals: :data:`EXPECTED_QUOTES_EN`.
    """
    folder.mkdir(parents=True, exist_ok=True)
    northwind = folder / "quote_northwind.pdf"
    _pdf(
        northwind,
        header=[
            "QUOTATION Q-2026-118",
            "Supplier: Northwind Supplies Ltd, 10 High Street, Leeds LS1 4AP",
            "VAT No. GB123456789",
            "To: Acme Holdings Inc.",
            "Date: March 12, 2026",
            "Valid until: April 11, 2026",
        ],
        table=[
            ("Description", "Qty", "Unit price", "Amount"),
            ("Monitor arm, dual", "5", "125.75", "628.75"),
            ("Standing desk frame", "2", "200.00", "400.00"),
        ],
        footer=[
            "Subtotal:|EUR 1,028.75",
            "VAT 20%:|EUR 205.75",
            "Total:|EUR 1,234.50",
        ],
    )
    contoso = folder / "quote_contoso.docx"
    _docx(
        contoso,
        letterhead=["Supplier: Contoso Office LLC - 400 Market Street, Springfield"],
        body=[
            "Quote for: Acme Holdings Inc.",
            "Date: 9 Mar 2026",
            "Subject: office chairs and lamps",
        ],
        table=[
            ("Item", "Quantity", "Unit price", "Line total"),
            ("Task chair", "3", "EUR 205.00", "EUR 615.00"),
            ("Floor lamp", "1", "EUR 300.00", "EUR 300.00"),
            ("Subtotal", "", "", "EUR 915.00"),
            ("VAT 20%", "", "", "EUR 183.00"),
            ("Total", "", "", "EUR 1,098.00"),
        ],
        closing=["Delivery by 30/04/2026.", "Payment due within 30 days."],
        footer=["Contoso Office LLC", "Share capital USD 5,000,000.00"],
    )
    fabrikam = folder / "quote_fabrikam.txt"
    fabrikam.write_text(
        "Quote #5521\n"
        "Supplier: Fabrikam Inc.\n"
        "Bill to: Acme Holdings Inc.\n"
        "Date: 2026-03-13\n"
        "\n"
        "Qty  Item                 Unit price     Amount\n"
        "Conference table 6    130.00   780.00\n"
        "Whiteboard 2    225.00   450.00\n"
        "\n"
        "Subtotal: EUR 1,230.00\n"
        "VAT (20%): EUR 246.00\n"
        "Total: EUR 1,476.00\n"
        "\n"
        "Prices valid for orders up to EUR 5,000.00.\n",
        encoding="utf-8",
    )
    return [northwind, contoso, fabrikam]


def write_unreadable_pdf(path: Path) -> Path:
    """Write bytes that start like a PDF but are damaged beyond repair."""
    path.write_bytes(
        b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n"
        + bytes(range(256)) * 8
        + b"\nstartxref\n999999\n%%EOF\n"
    )
    return path


def write_encrypted_pdf(path: Path, *, user_password: str = "segreto") -> Path:
    """Write a PDF with one page of text that opens only with *user_password*."""
    from pypdf import PdfReader, PdfWriter

    plain = path.with_name(path.stem + "_plain.pdf")
    _pdf(plain, ["Documento riservato"], [("Voce", "1", "10,00", "10,00")], ["Totale|EUR 10,00"])
    writer = PdfWriter()
    for page in PdfReader(plain).pages:
        writer.add_page(page)
    writer.encrypt(user_password=user_password, owner_password="proprietario", algorithm="AES-128")
    with open(path, "wb") as handle:
        writer.write(handle)
    plain.unlink()
    return path
