"""Documents: reading files, amounts and dates, field extraction, writing tables."""

from __future__ import annotations

import csv
import io
import os
import pickle
import tracemalloc
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

import docx
import openpyxl
import pytest
from fpdf import FPDF
from hypothesis import given
from hypothesis import strategies as st
from pypdf import PdfReader, PdfWriter

from runtime.documents import (
    FIELD_ALIASES,
    DocumentError,
    DocumentText,
    Entry,
    canonical_field,
    extract_entries,
    find_amounts,
    parse_amount,
    parse_date,
    read_csv_rows,
    read_document,
    write_table,
)
from tests.fakes.quotes import (
    CHEAPEST_QUOTE,
    CHEAPEST_QUOTE_EN,
    EXPECTED_DATES,
    EXPECTED_DATES_EN,
    EXPECTED_QUOTES,
    EXPECTED_QUOTES_EN,
    write_encrypted_pdf,
    write_three_quotes,
    write_three_quotes_en,
    write_unreadable_pdf,
)

# --------------------------------------------------------------------------- helpers


def make_pdf(path: Path, pages: list[list[str]]) -> Path:
    pdf = FPDF()
    pdf.set_font("Helvetica", size=11)
    for lines in pages:
        pdf.add_page()
        for line in lines:
            pdf.cell(0, 8, line, new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(path))
    return path


def read_error(path: Path, **kwargs: int) -> DocumentError:
    with pytest.raises(DocumentError) as caught:
        read_document(path, **kwargs)
    assert type(caught.value) is DocumentError
    assert caught.value.detail and caught.value.detail == str(caught.value)
    return caught.value


@pytest.fixture(scope="module")
def quotes_it(tmp_path_factory: pytest.TempPathFactory) -> dict[str, DocumentText]:
    folder = tmp_path_factory.mktemp("acquisti")
    return {p.name: read_document(p) for p in write_three_quotes(folder)}


@pytest.fixture(scope="module")
def quotes_en(tmp_path_factory: pytest.TempPathFactory) -> dict[str, DocumentText]:
    folder = tmp_path_factory.mktemp("purchases")
    return {p.name: read_document(p) for p in write_three_quotes_en(folder)}


# ----------------------------------------------------------------------------- read


def test_read_text_file_utf8(tmp_path: Path) -> None:
    path = tmp_path / "nota.txt"
    path.write_text("Quantità: 3\nPrezzo € 10,00\n", encoding="utf-8")
    doc = read_document(path)
    assert doc == DocumentText(
        path=path, format="text", text="Quantità: 3\nPrezzo € 10,00\n", pages=None, truncated=False
    )


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ("Perché costa 10 €".encode("cp1252"), "Perché costa 10 €"),
        (b"caf\xe9 \x81", "café \x81"),  # 0x81 is not cp1252: latin-1 fallback
        ("\ufeffciao".encode(), "ciao"),  # UTF-8 BOM dropped
        ("Città".encode("utf-16"), "Città"),  # UTF-16 with BOM
    ],
)
def test_read_text_decodes_legacy_encodings(tmp_path: Path, data: bytes, expected: str) -> None:
    path = tmp_path / "legacy.txt"
    path.write_bytes(data)
    assert read_document(path).text == expected


def test_read_text_normalises_newlines(tmp_path: Path) -> None:
    path = tmp_path / "windows.txt"
    path.write_bytes(b"riga uno\r\nriga due\rriga tre")
    assert read_document(path).text == "riga uno\nriga due\nriga tre"


@pytest.mark.parametrize("name", ["README.MD", "server.LOG", "appunti.text", "config.ini", "NOTE"])
def test_read_textual_suffixes_and_unknown_suffixes_as_text(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_text("# Titolo\nvalore = 1\n", encoding="utf-8")
    doc = read_document(path)
    assert doc.format == "text"
    assert doc.text.startswith("# Titolo")


def test_read_binary_file_with_nul_bytes_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "blob.dat"
    path.write_bytes(b"ELF\x00\x01\x02" + b"\x00" * 100)
    assert read_error(path).reason == "unsupported"


def test_read_csv_keeps_csv_text(tmp_path: Path) -> None:
    path = tmp_path / "prezzi.CSV"
    path.write_text("Fornitore;Prezzo\nRossi;1.830,00\n", encoding="utf-8")
    doc = read_document(path)
    assert (doc.format, doc.text, doc.pages) == ("csv", "Fornitore;Prezzo\nRossi;1.830,00\n", None)


def test_read_csv_rows_sniffs_italian_semicolon(tmp_path: Path) -> None:
    path = tmp_path / "prezzi.csv"
    path.write_text("Fornitore;Prezzo;Note\nRossi;1,5;a, b\n\nBianchi;2,25;\n", encoding="utf-8")
    assert read_csv_rows(path) == [
        {"Fornitore": "Rossi", "Prezzo": "1,5", "Note": "a, b"},
        {"Fornitore": "Bianchi", "Prezzo": "2,25", "Note": ""},
    ]


def test_read_csv_rows_sniffs_comma(tmp_path: Path) -> None:
    path = tmp_path / "prices.csv"
    path.write_text('supplier,price\n"Rossi; Co",1830.00\nBianchi,1586\n', encoding="utf-8")
    assert read_csv_rows(path) == [
        {"supplier": "Rossi; Co", "price": "1830.00"},
        {"supplier": "Bianchi", "price": "1586"},
    ]


def test_read_csv_rows_names_blank_and_repeated_headers(tmp_path: Path) -> None:
    path = tmp_path / "odd.csv"
    path.write_text("a;a;\n1;2;3;4\n5\n", encoding="cp1252")
    assert read_csv_rows(path) == [
        {"a": "1", "a_2": "2", "column_3": "3", "column_4": "4"},
        {"a": "5", "a_2": "", "column_3": ""},
    ]


def test_read_pdf_joins_pages(tmp_path: Path) -> None:
    path = make_pdf(tmp_path / "due.pdf", [["Pagina uno", "Totale 10,00"], ["Pagina due"]])
    doc = read_document(path)
    assert doc.format == "pdf"
    assert doc.pages == 2
    assert doc.text == "Pagina uno\nTotale 10,00\nPagina due"


def test_read_pdf_uppercase_suffix(tmp_path: Path) -> None:
    path = make_pdf(tmp_path / "SCAN.PDF", [["Ciao"]])
    assert read_document(path).text == "Ciao"


def test_read_xlsx_rows_as_tab_separated_values_as_displayed(tmp_path: Path) -> None:
    path = tmp_path / "listino.xlsx"
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.title = "Prezzi"
    sheet.append(["Articolo", "Prezzo", "Pezzi", "Data", "Sconto"])
    sheet.append(["Sedia", 125.5, 4, datetime(2026, 3, 12), 0.05])
    sheet.append(["Codice", 12345678901234.0, 0.0000123, None, None])
    sheet["B2"].number_format = "#,##0.00"
    sheet["E2"].number_format = "0%"
    other = workbook.create_sheet("Note")
    other.append(["solo testo"])
    workbook.save(path)
    doc = read_document(path)
    assert doc.format == "xlsx"
    assert doc.pages == 2
    assert doc.text == (
        "[Prezzi]\n"
        "Articolo\tPrezzo\tPezzi\tData\tSconto\n"
        "Sedia\t125.50\t4\t2026-03-12\t5%\n"
        "Codice\t12345678901234\t0.0000123\n"
        "\n"
        "[Note]\n"
        "solo testo"
    )
    assert "e-" not in doc.text.lower() and "e+" not in doc.text.lower()


def test_read_docx_paragraphs_tables_and_letterhead(tmp_path: Path) -> None:
    path = tmp_path / "offerta.docx"
    document = docx.Document()
    document.sections[0].header.paragraphs[0].text = "Rossi Forniture S.r.l."
    document.add_paragraph("Oggetto: sedie")
    table = document.add_table(rows=2, cols=2)
    table.cell(0, 0).text, table.cell(0, 1).text = "Descrizione", "Prezzo"
    table.cell(1, 0).text, table.cell(1, 1).text = "Sedia", "€ 125,00"
    document.add_paragraph("Cordiali saluti")
    document.save(str(path))
    doc = read_document(path)
    assert doc.format == "docx"
    assert doc.text == (
        "Rossi Forniture S.r.l.\nOggetto: sedie\nDescrizione\tPrezzo\n"
        "Sedia\t€ 125,00\nCordiali saluti"
    )


def test_read_docx_merged_cells_are_not_repeated(tmp_path: Path) -> None:
    path = tmp_path / "merged.docx"
    document = docx.Document()
    table = document.add_table(rows=2, cols=3)
    table.cell(0, 0).merge(table.cell(0, 2)).text = "Totale complessivo"
    table.cell(1, 0).text, table.cell(1, 2).text = "Totale", "1.586,00"
    document.save(str(path))
    assert read_document(path).text == "Totale complessivo\nTotale\t\t1.586,00"


def test_read_truncates_at_max_chars(tmp_path: Path) -> None:
    path = tmp_path / "lungo.txt"
    path.write_text("abcdefghij" * 100, encoding="utf-8")
    doc = read_document(path, max_chars=25)
    assert doc.truncated is True
    assert doc.text == ("abcdefghij" * 3)[:25]


def test_read_rejects_non_positive_max_chars(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_text("x", encoding="utf-8")
    with pytest.raises(ValueError, match="max_chars"):
        read_document(path, max_chars=0)


# ------------------------------------------------------------------ read: within the budget


CHUNK = 1 << 20  # what the text reader reads at a time


def test_a_big_text_file_is_read_only_up_to_the_budget(tmp_path: Path) -> None:
    path = tmp_path / "registro.log"
    line = "riga del registro, città e perché\r\n".encode()
    with path.open("wb") as out:
        for _ in range(30):  # 30 MB
            out.write(line * (CHUNK // len(line)))
    tracemalloc.start()
    try:
        doc = read_document(path, max_chars=1000)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert doc.truncated and doc.text == ("riga del registro, città e perché\n" * 100)[:1000]
    assert peak < 8 * CHUNK  # a chunk or two, never the file


def test_a_crlf_split_between_two_chunks_is_one_newline(tmp_path: Path) -> None:
    path = tmp_path / "a_capo.txt"
    path.write_bytes(b"a" * (CHUNK - 1) + b"\r\nb\r\rc\r")
    assert read_document(path).text == "a" * (CHUNK - 1) + "\nb\n\nc\n"


def test_a_character_split_between_two_chunks_is_decoded_whole(tmp_path: Path) -> None:
    path = tmp_path / "accento.txt"
    path.write_bytes(b"a" * (CHUNK - 1) + "è".encode() + b"z")
    assert read_document(path).text.endswith("aèz")


def test_the_encoding_is_chosen_on_what_is_read(tmp_path: Path) -> None:
    path = tmp_path / "misto.txt"
    path.write_bytes("città ".encode() * 220_000 + b"\x93fine\x94")  # past the first chunk: cp1252
    assert read_document(path, max_chars=12).text == "città città "  # UTF-8 as far as it was read
    assert read_document(path).text.startswith("cittÃ")  # read to the end: cp1252, as before


def test_blank_text_past_the_budget_is_kept_when_text_follows(tmp_path: Path) -> None:
    path = tmp_path / "spazi.txt"
    path.write_bytes(b" " * (3 * CHUNK) + b"x")
    doc = read_document(path, max_chars=10)
    assert doc.text == " " * 10 and doc.truncated  # as when the whole file was decoded


def test_a_pdf_is_read_page_after_page_only_up_to_the_budget(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from pypdf import PageObject

    path = make_pdf(tmp_path / "lungo.pdf", [[f"Pagina {n} " + "testo " * 20] for n in range(30)])
    extracted: list[int] = []
    real = PageObject.extract_text

    def counted(page: PageObject, *args: object, **kwargs: object) -> str:
        extracted.append(1)
        return real(page, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(PageObject, "extract_text", counted)
    doc = read_document(path, max_chars=300)
    assert doc.truncated and doc.pages == 30 and doc.text.startswith("Pagina 0 ")
    assert len(extracted) <= 3


# ------------------------------------------------------------------ read: failures


def test_read_missing_file(tmp_path: Path) -> None:
    error = read_error(tmp_path / "non_esiste.pdf")
    assert error.reason == "missing"
    assert error.path == tmp_path / "non_esiste.pdf"


def test_read_corrupt_pdf_is_unreadable(tmp_path: Path) -> None:
    path = write_unreadable_pdf(tmp_path / "rotto.pdf")
    assert read_error(path).reason == "unreadable"


def test_read_pdf_without_pdf_header_is_unreadable(tmp_path: Path) -> None:
    path = tmp_path / "finto.pdf"
    path.write_text("questo non è un PDF", encoding="utf-8")
    assert read_error(path).reason == "unreadable"


def test_read_corrupt_docx_is_unreadable(tmp_path: Path) -> None:
    path = tmp_path / "rotto.docx"
    path.write_bytes(b"PK\x03\x04" + os.urandom(300))
    assert read_error(path).reason == "unreadable"


def test_read_corrupt_xlsx_is_unreadable(tmp_path: Path) -> None:
    path = tmp_path / "rotto.xlsx"
    path.write_bytes(b"PK\x03\x04not really a zip file at all")
    assert read_error(path).reason == "unreadable"


def test_read_password_protected_office_file_is_encrypted(tmp_path: Path) -> None:
    path = tmp_path / "protetto.xlsx"
    path.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 512)
    assert read_error(path).reason == "encrypted"


def test_read_encrypted_pdf(tmp_path: Path) -> None:
    path = write_encrypted_pdf(tmp_path / "riservato.pdf")
    assert read_error(path).reason == "encrypted"
    assert PdfReader(path).decrypt("segreto") != 0  # the file itself is fine


def test_read_pdf_with_only_an_owner_password_opens(tmp_path: Path) -> None:
    plain = make_pdf(tmp_path / "plain.pdf", [["Totale 10,00"]])
    writer = PdfWriter()
    for page in PdfReader(plain).pages:
        writer.add_page(page)
    writer.encrypt(user_password="", owner_password="proprietario", algorithm="AES-128")
    path = tmp_path / "owner_only.pdf"
    with open(path, "wb") as handle:
        writer.write(handle)
    assert read_document(path).text == "Totale 10,00"


def test_read_pdf_without_text_is_empty(tmp_path: Path) -> None:
    pdf = FPDF()
    pdf.add_page()
    pdf.rect(20, 20, 100, 50, style="F")  # a "scanned" page: drawing, no text
    path = tmp_path / "scansione.pdf"
    pdf.output(str(path))
    error = read_error(path)
    assert error.reason == "empty"
    assert "OCR" in error.detail


@pytest.mark.parametrize("content", [b"", b"  \n\t \n"])
def test_read_blank_text_file_is_empty(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "vuoto.txt"
    path.write_bytes(content)
    assert read_error(path).reason == "empty"


def test_read_file_over_the_size_limit_is_too_large(tmp_path: Path) -> None:
    path = tmp_path / "grande.txt"
    path.write_bytes(b"x" * 2048)
    assert read_error(path, max_bytes=1024).reason == "too_large"


@pytest.mark.parametrize("name", ["vecchio.doc", "foglio.xls", "foto.JPG", "archivio.zip"])
def test_read_unsupported_formats(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_bytes(b"whatever")
    assert read_error(path).reason == "unsupported"


def test_read_xlsx_without_values_is_empty(tmp_path: Path) -> None:
    path = tmp_path / "vuoto.xlsx"
    openpyxl.Workbook().save(path)
    assert read_error(path).reason == "empty"


def test_read_docx_without_text_is_empty(tmp_path: Path) -> None:
    path = tmp_path / "vuoto.docx"
    docx.Document().save(str(path))
    assert read_error(path).reason == "empty"


def test_document_error_survives_pickling(tmp_path: Path) -> None:
    error = read_error(tmp_path / "manca.txt")
    copy = pickle.loads(pickle.dumps(error))
    assert (copy.reason, copy.detail, copy.path) == ("missing", error.detail, error.path)


def test_read_folder_is_unsupported(tmp_path: Path) -> None:
    assert read_error(tmp_path).reason == "unsupported"


def test_read_csv_rows_missing_file(tmp_path: Path) -> None:
    with pytest.raises(DocumentError) as caught:
        read_csv_rows(tmp_path / "nope.csv")
    assert caught.value.reason == "missing"


# --------------------------------------------------------------------------- amounts

AMOUNTS = [
    ("€ 1.234,56", "1234.56"),
    ("EUR 1,234.56", "1234.56"),
    ("1.234,56 €", "1234.56"),
    ("1.234,56 EUR", "1234.56"),
    ("1234,56", "1234.56"),
    ("1234.56", "1234.56"),
    ("1,234", "1234"),  # single separator + 3 digits: thousands
    ("1.234", "1234"),  # Italian thousands
    ("€1.234", "1234"),
    ("12,5", "12.5"),  # single separator + 1-2 digits: decimal
    ("12.50", "12.50"),
    ("USD 99.90", "99.90"),
    ("$5", "5"),
    ("- 5,00", "-5.00"),
    ("-€ 5,00", "-5.00"),
    ("€ -5,00", "-5.00"),
    ("−12,30 €", "-12.30"),  # Unicode minus
    ("(5,00)", "-5.00"),  # accounting negative
    ("1 234,56", "1234.56"),
    ("1\u00a0234,56", "1234.56"),
    ("1\u202f234,56 €", "1234.56"),
    ("1'234.50", "1234.50"),
    ("1.234.567,89", "1234567.89"),
    ("1,234,567.89", "1234567.89"),
    ("1.234.567", "1234567"),  # repeated separator: thousands
    ("0,125", "0.125"),  # a leading 0 is never a thousands group
    ("1234,567", "1234.567"),  # 4-digit first group: decimal
    ("1 234,567", "1234.567"),  # other thousands separator present: decimal
    ("1.234,-", "1234"),
    ("100 euro", "100"),
    ("Totale: 1.830,00", None),
    ("12.03.2026", None),
    ("1.23.4", None),
    ("1.234.56", None),
    ("€", None),
    ("", None),
    ("dieci euro", None),
]


@pytest.mark.parametrize(("text", "expected"), AMOUNTS)
def test_parse_amount_italian_and_english_forms(text: str, expected: str | None) -> None:
    assert parse_amount(text) == (None if expected is None else Decimal(expected))


def test_find_amounts_in_running_text_keeps_money_and_skips_other_numbers() -> None:
    text = (
        "P.IVA 01234567890 - Data 12/03/2026 - 4 sedie a 125,00 = 500,00; "
        "IVA 22% 110,00; Totale € 610,00. Sconto: - 10,00 e CAP 20100, codice A-12."
    )
    values = [(value, currency) for value, currency, _ in find_amounts(text)]
    assert values == [
        (Decimal("125.00"), ""),
        (Decimal("500.00"), ""),
        (Decimal("110.00"), ""),
        (Decimal("610.00"), "EUR"),
        (Decimal("-10.00"), ""),
    ]


def test_find_amounts_positions_point_at_the_amount() -> None:
    text = "Total: EUR 1,234.50 and 99.90 USD"
    found = find_amounts(text)
    assert [(v, c) for v, c, _ in found] == [(Decimal("1234.50"), "EUR"), (Decimal("99.90"), "USD")]
    assert text[found[0][2] :].startswith("EUR 1,234.50")
    assert text[found[1][2] :].startswith("99.90")


def test_find_amounts_does_not_join_space_separated_cells() -> None:
    assert [v for v, _, _ in find_amounts("Sedia 4 150,00 600,00")] == [
        Decimal("150.00"),
        Decimal("600.00"),
    ]


def italian(value: Decimal) -> str:
    sign = "-" if value < 0 else ""
    whole, _, cents = f"{abs(value):.2f}".partition(".")
    return f"{sign}{int(whole):,}".replace(",", ".") + f",{cents}"


@given(st.decimals(min_value=-(10**12), max_value=10**12, places=2, allow_nan=False))
def test_parse_amount_reads_back_italian_formatting(value: Decimal) -> None:
    text = italian(value)
    assert parse_amount(text) == value
    assert parse_amount(f"€ {text}") == value
    assert parse_amount(f"{text} €") == value


@given(st.decimals(min_value=0, max_value=10**12, places=2, allow_nan=False))
def test_parse_amount_reads_back_english_formatting(value: Decimal) -> None:
    assert parse_amount(f"EUR {value:,.2f}") == value


@given(st.text(max_size=120))
def test_amount_and_date_parsers_never_raise_on_arbitrary_text(text: str) -> None:
    assert parse_amount(text) is None or isinstance(parse_amount(text), Decimal)
    assert parse_date(text) is None or isinstance(parse_date(text), date)
    for value, currency, position in find_amounts(text):
        assert isinstance(value, Decimal)
        assert currency in ("", "EUR", "USD", "GBP", "CHF")
        assert 0 <= position < len(text)
    entries = extract_entries(text, ["fornitore", "prezzo", "data", "qta", "iva"], source="f")
    assert len(entries) <= 1
    assert all(entry.to_item()["source"] == "f" for entry in entries)


DATES = [
    ("12/03/2026", date(2026, 3, 12)),
    ("12-03-2026", date(2026, 3, 12)),
    ("12.03.2026", date(2026, 3, 12)),
    ("3/4/2026", date(2026, 4, 3)),  # day first
    ("12/03/26", date(2026, 3, 12)),
    ("2026-03-12", date(2026, 3, 12)),
    ("12 marzo 2026", date(2026, 3, 12)),
    ("1° Marzo 2026", date(2026, 3, 1)),
    ("giovedì 12 marzo 2026", date(2026, 3, 12)),
    ("12 dic 2026", date(2026, 12, 12)),
    ("March 12, 2026", date(2026, 3, 12)),
    ("March 12th, 2026", date(2026, 3, 12)),
    ("12 Mar 2026", date(2026, 3, 12)),
    ("12 Mar. 2026", date(2026, 3, 12)),
    ("12th September 2026", date(2026, 9, 12)),
    ("31/02/2026", None),
    ("2026-13-01", None),
    ("12/03", None),
    ("marzo 2026", None),
    ("il 12/03/2026", None),
    ("", None),
]


@pytest.mark.parametrize(("text", "expected"), DATES)
def test_parse_date_forms(text: str, expected: date | None) -> None:
    assert parse_date(text) == expected


# --------------------------------------------------------------------------- extract


@pytest.mark.parametrize(
    ("name", "canonical"),
    [
        ("Fornitore", "supplier"),
        ("ditta", "supplier"),
        ("Vendor", "supplier"),
        ("prezzo", "price"),
        ("Totale", "price"),
        ("importo", "price"),
        ("amount", "price"),
        ("data", "date"),
        ("Date", "date"),
        ("Quantità", "quantity"),
        ("q.tà", "quantity"),
        ("qty", "quantity"),
        ("oggetto", "description"),
        ("IVA", "vat"),
        ("colore", None),
    ],
)
def test_canonical_field_maps_italian_and_english_names(name: str, canonical: str | None) -> None:
    assert canonical_field(name) == canonical


def test_field_aliases_cover_every_canonical_field() -> None:
    for canonical, aliases in FIELD_ALIASES.items():
        assert canonical_field(canonical) == canonical
        assert all(canonical_field(alias) == canonical for alias in aliases)


@pytest.mark.parametrize("fields", [["fornitore", "prezzo"], ["supplier", "price"]])
@pytest.mark.parametrize("name", sorted(EXPECTED_QUOTES))
def test_extract_entries_finds_supplier_and_total_in_italian_quotes(
    quotes_it: dict[str, DocumentText], name: str, fields: list[str]
) -> None:
    entries = extract_entries(quotes_it[name].text, fields, source=name)
    supplier, total = EXPECTED_QUOTES[name]
    assert len(entries) == 1
    assert entries[0].values == {"supplier": supplier, "price": total}
    assert entries[0].to_item() == {"supplier": supplier, "price": float(total), "source": name}


@pytest.mark.parametrize("fields", [["supplier", "total"], ["ditta", "importo"]])
@pytest.mark.parametrize("name", sorted(EXPECTED_QUOTES_EN))
def test_extract_entries_finds_supplier_and_total_in_english_quotes(
    quotes_en: dict[str, DocumentText], name: str, fields: list[str]
) -> None:
    entries = extract_entries(quotes_en[name].text, fields, source=name)
    supplier, total = EXPECTED_QUOTES_EN[name]
    assert len(entries) == 1
    assert entries[0].values == {"supplier": supplier, "price": total}


def test_extract_entries_picks_the_cheapest_quote(
    quotes_it: dict[str, DocumentText], quotes_en: dict[str, DocumentText]
) -> None:
    for quotes, cheapest in ((quotes_it, CHEAPEST_QUOTE), (quotes_en, CHEAPEST_QUOTE_EN)):
        items = [
            extract_entries(doc.text, ["prezzo"], source=name)[0].to_item()
            for name, doc in quotes.items()
        ]
        assert min(items, key=lambda item: float(str(item["price"])))["source"] == cheapest


@pytest.mark.parametrize("name", sorted(EXPECTED_DATES))
def test_extract_entries_finds_the_document_date_not_the_expiry(
    quotes_it: dict[str, DocumentText], name: str
) -> None:
    entry = extract_entries(quotes_it[name].text, ["data"], source=name)[0]
    assert entry.values["date"] == EXPECTED_DATES[name]
    assert entry.to_item()["date"] == EXPECTED_DATES[name].isoformat()


@pytest.mark.parametrize("name", sorted(EXPECTED_DATES_EN))
def test_extract_entries_finds_the_english_document_date(
    quotes_en: dict[str, DocumentText], name: str
) -> None:
    entry = extract_entries(quotes_en[name].text, ["date"], source=name)[0]
    assert entry.values["date"] == EXPECTED_DATES_EN[name]


def test_extract_entries_vat_description_and_raw_lines(quotes_it: dict[str, DocumentText]) -> None:
    name = "preventivo_rossi.pdf"
    entry = extract_entries(quotes_it[name].text, ["iva", "oggetto", "totale"], source=name)[0]
    assert entry.values == {
        "vat": Decimal("330.00"),
        "description": "fornitura arredi per ufficio",
        "price": Decimal("1830.00"),
    }
    assert entry.raw["price"] == "Totale EUR 1.830,00"
    assert entry.fields == ("vat", "description", "price")
    assert entry.source == name


def test_extract_entries_total_beats_larger_unit_prices_and_subtotals() -> None:
    text = (
        "Prezzo unitario: € 2.500,00\nSubtotale: € 1.000,00\nTotale imponibile 900,00\n"
        "Totale: € 800,00\nSconto per ordini oltre € 10.000,00"
    )
    assert extract_entries(text, ["prezzo"], source="x")[0].values["price"] == Decimal("800.00")


def test_extract_entries_grand_total_beats_a_plain_total() -> None:
    text = "Totale 1.500,00\nTotale IVA 330,00\nTotale complessivo 1.830,00\nTotale 2.000,00 pezzi"
    entry = extract_entries(text, ["prezzo"], source="x")[0]
    assert entry.values["price"] == Decimal("1830.00")
    assert entry.raw["price"] == "Totale complessivo 1.830,00"


def test_extract_entries_without_a_total_takes_the_largest_labelled_price() -> None:
    text = "Offerta\nPrezzo sedia: 120,00 €\nPrezzo scrivania: 340,00 €\nNota: 5.000 pezzi in stock"
    assert extract_entries(text, ["price"], source="x")[0].values["price"] == Decimal("340.00")


def test_extract_entries_total_label_and_amount_on_separate_lines() -> None:
    text = "Rossi S.r.l.\nTotale complessivo\nEUR 1.830,00\n"
    assert extract_entries(text, ["prezzo"], source="x")[0].values["price"] == Decimal("1830.00")


def test_extract_entries_total_without_decimals_or_currency() -> None:
    assert extract_entries("Totale: 1830", ["prezzo"], source="x")[0].values["price"] == Decimal(
        "1830"
    )


@pytest.mark.parametrize(
    ("text", "supplier"),
    [
        ("Spett.le Acme S.r.l.\nFornitore: Gialli Trasporti\nTotale 10,00", "Gialli Trasporti"),
        ("Preventivo\nDa: Neri Impianti di Mario Neri\n", "Neri Impianti di Mario Neri"),
        ("From: Blue Tools <sales@bluetools.example>\nTotal: EUR 5.00", "Blue Tools"),
        ("Spett.le\nAcme S.r.l.\nVia Roma 1\n\nGialli S.n.c. - Via Po 3", "Gialli S.n.c."),
        ("PREVENTIVO N. 12\nOfficina Meccanica Bruni\nTotale 10,00", "Officina Meccanica Bruni"),
        ("Quote\nTo: Acme GmbH\nBrown Engineering Ltd, 1 Mill Lane", "Brown Engineering Ltd"),
        (
            "www.gialli-srl.it\nTotale IVA inc. 10,00\nGialli Trasporti S.r.l.",
            "Gialli Trasporti S.r.l.",
        ),
    ],
)
def test_extract_entries_supplier_rules(text: str, supplier: str) -> None:
    assert extract_entries(text, ["fornitore"], source="x")[0].values["supplier"] == supplier


def test_extract_entries_quantity_from_label_or_single_item_row() -> None:
    labelled = extract_entries("Quantità: 12\nTotale 100,00", ["qta"], source="a")[0]
    assert labelled.values["quantity"] == Decimal("12")
    row = extract_entries("Sedia ergonomica 4 125,00 500,00\nTotale 500,00", ["qty"], source="b")
    assert row[0].values["quantity"] == Decimal("4")


def test_extract_entries_unknown_field_is_read_from_a_label() -> None:
    entry = extract_entries("CIG: Z1234ABCD\nTotale 10,00", ["CIG", "prezzo"], source="x")[0]
    assert entry.to_item() == {"cig": "Z1234ABCD", "price": 10.0, "source": "x"}


def test_extract_entries_returns_nothing_when_no_field_is_found() -> None:
    assert extract_entries("Nessun importo qui.", ["prezzo", "data"], source="x") == []


def test_extract_entries_to_item_lists_missing_fields_as_none() -> None:
    entry = extract_entries(
        "Totale: € 1.234,567\nAcme SRL", ["prezzo", "data", "ditta"], source="f"
    )
    assert entry[0].to_item() == {
        "price": 1234.57,
        "date": None,
        "supplier": "Acme SRL",
        "source": "f",
    }


def test_extract_entries_requires_fields() -> None:
    with pytest.raises(ValueError):
        extract_entries("Totale 10,00", [], source="x")


def test_entry_is_frozen() -> None:
    entry = Entry(values={"price": Decimal(1)}, raw={"price": "1"}, source="x", fields=("price",))
    with pytest.raises(AttributeError):
        entry.source = "y"  # type: ignore[misc]


# ----------------------------------------------------------------------- spreadsheet

ROWS: list[dict[str, object]] = [
    {"supplier": "Rossi Forniture S.r.l.", "price": 1830.0, "date": date(2026, 3, 12), "n": 2},
    {"supplier": '=HYPERLINK("http://x")', "price": Decimal("1586.5"), "date": None, "n": 3},
    {"supplier": "Verdi Ufficio SRL", "price": None, "extra": "ignored"},
]
COLUMNS = ["supplier", "price", "date", "n"]


def test_write_table_xlsx_round_trip(tmp_path: Path) -> None:
    path = write_table(tmp_path / "riepilogo.xlsx", COLUMNS, ROWS, sheet_title="Riepilogo")
    assert path == tmp_path / "riepilogo.xlsx"
    workbook = openpyxl.load_workbook(path)
    sheet = workbook.active
    assert sheet.title == "Riepilogo"
    values = [list(row) for row in sheet.iter_rows(values_only=True)]
    assert values == [
        ["supplier", "price", "date", "n"],
        ["Rossi Forniture S.r.l.", 1830.0, datetime(2026, 3, 12), 2],
        ['=HYPERLINK("http://x")', 1586.5, None, 3],
        ["Verdi Ufficio SRL", None, None, None],
    ]
    assert all(cell.font.bold for cell in sheet[1])
    assert sheet["B2"].data_type == "n" and sheet["B2"].number_format == "#,##0.00"
    assert sheet["D2"].data_type == "n"
    assert sheet["C2"].is_date
    assert sheet["A3"].data_type == "s"  # document text never becomes a formula
    assert sheet.auto_filter.ref == "A1:D4"
    assert sheet.column_dimensions["A"].width >= len("Rossi Forniture S.r.l.")
    workbook.close()


def test_write_table_xlsx_italian_dates_and_title_cleanup(tmp_path: Path) -> None:
    path = write_table(
        tmp_path / "R.XLSX",
        ["data"],
        [{"data": date(2026, 3, 12)}],
        sheet_title="Q1/2026",
        locale="it",
    )
    workbook = openpyxl.load_workbook(path)
    assert workbook.active.title == "Q1 2026"
    assert workbook.active["A2"].number_format == "dd/mm/yyyy"
    workbook.close()


def test_write_table_csv_italian_uses_semicolon_and_decimal_comma(tmp_path: Path) -> None:
    path = write_table(tmp_path / "riepilogo.csv", COLUMNS, ROWS, locale="it")
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig")), delimiter=";"))
    assert rows == [
        ["supplier", "price", "date", "n"],
        ["Rossi Forniture S.r.l.", "1830,00", "2026-03-12", "2"],
        ['\'=HYPERLINK("http://x")', "1586,50", "", "3"],
        ["Verdi Ufficio SRL", "", "", ""],
    ]
    assert read_csv_rows(path)[0] == {
        "supplier": "Rossi Forniture S.r.l.",
        "price": "1830,00",
        "date": "2026-03-12",
        "n": "2",
    }
    assert parse_amount(read_csv_rows(path)[1]["price"]) == Decimal("1586.50")


def test_write_table_csv_english_uses_comma_and_decimal_point(tmp_path: Path) -> None:
    path = write_table(tmp_path / "summary.csv", ["supplier", "price"], ROWS[:1])
    text = path.read_bytes().decode("utf-8-sig")
    assert text == "supplier,price\r\nRossi Forniture S.r.l.,1830.00\r\n"


def test_write_table_replaces_an_existing_file_atomically(tmp_path: Path) -> None:
    path = tmp_path / "riepilogo.csv"
    path.write_text("vecchio", encoding="utf-8")
    os.chmod(path, 0o640)
    write_table(path, ["a"], [{"a": 1}])
    assert path.read_bytes().decode("utf-8-sig") == "a\r\n1\r\n"
    assert path.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["riepilogo.csv"]


def test_write_table_unsupported_suffix(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unsupported"):
        write_table(tmp_path / "riepilogo.ods", ["a"], [{"a": 1}])
    assert list(tmp_path.iterdir()) == []


def test_write_table_failure_leaves_no_temporary_file(tmp_path: Path) -> None:
    class Boom:
        def __str__(self) -> str:
            raise RuntimeError("boom")

    path = tmp_path / "riepilogo.xlsx"
    with pytest.raises(RuntimeError):
        write_table(path, ["a"], [{"a": Boom()}])
    assert list(tmp_path.iterdir()) == []
