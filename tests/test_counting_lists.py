"""How many entries a list holds: "quanti alunni ci sono nella 4B?" over a class list is the
count of its rows, never the rows themselves (a class list holds the parents' phone numbers)."""

from __future__ import annotations

import pytest
from openpyxl import Workbook

from runtime.documents.read import count_rows
from runtime.runtime import Runtime
from tests.conftest import say, workspace

PUPILS = "n,cognome,nome,genitore,telefono_genitore\n" + "".join(
    f"{i},Cognome{i},Nome{i},Genitore{i},333 100 {1000 + i}\n" for i in range(1, 21))


def test_a_csv_counts_its_data_rows_without_the_header() -> None:
    got = count_rows(PUPILS, "csv")
    assert got is not None and (got.rows, got.kind, got.header, got.partial) == (20, "rows", True, False)


def test_a_first_row_with_figures_is_a_row_not_a_header() -> None:
    got = count_rows("Rossi;12,50\nBianchi;8,00\nVerdi;3,10\n", "csv")
    assert got is not None and (got.rows, got.header) == (3, False)


def test_a_cut_text_counts_at_least() -> None:
    got = count_rows(PUPILS, "csv", truncated=True)
    assert got is not None and got.partial


def test_a_one_sheet_workbook_counts_rows_and_several_sheets_are_not_guessed() -> None:
    one = count_rows("Nome\tQuota\nAnna\t20\nLuca\t20\n", "xlsx")
    assert one is not None and (one.rows, one.header) == (2, True)
    assert count_rows("[Soci]\nNome\tQuota\nAnna\t20\n\n[Spese]\nVoce\tImporto\nCarta\t5\n", "xlsx") is None


def test_a_bulleted_list_counts_its_items_and_prose_is_no_list() -> None:
    got = count_rows("Spesa\n- latte\n- pane\n- uova\n* mele\n", "text")
    assert got is not None and (got.rows, got.kind) == (4, "items")
    assert count_rows("Gentile cliente,\nle scriviamo per il rinnovo.\nCordiali saluti\n", "text") is None


@pytest.mark.parametrize(("text", "locale", "said"), [
    ("quanti alunni ci sono nella 4B?", "it", "ci sono 20 righe"),
    ("how many pupils are in 4B?", "en", "has 20 rows"),
])
async def test_how_many_over_a_list_is_its_count_and_shows_no_row(rt: Runtime, text: str, locale: str,
                                                                   said: str) -> None:
    folder = workspace(rt) / "Scuola 4B"
    folder.mkdir()
    (folder / "elenco_alunni_4B.csv").write_text(PUPILS, encoding="utf-8")
    (folder / "circolare_gita.txt").write_text("Gita al museo il 12 dicembre. Quota 15 euro.\n", encoding="utf-8")
    reply = await say(rt, text, locale=locale)
    assert said in reply.text and "elenco_alunni_4B.csv" in reply.text, reply.text
    assert "333 100" not in reply.text and "Cognome" not in reply.text, reply.text


async def test_a_workbook_list_is_counted_too(rt: Runtime) -> None:
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["Nome", "Telefono"])
    for i in range(12):
        sheet.append([f"Socio {i}", f"347 555 {1000 + i}"])
    folder = workspace(rt) / "Associazione"
    folder.mkdir()
    book.save(folder / "elenco_soci_2026.xlsx")
    reply = await say(rt, "how many members are on the members list?", locale="en")
    assert "12 rows" in reply.text and "347 555" not in reply.text, reply.text


async def test_how_many_of_a_prose_document_is_still_its_sentences(rt: Runtime) -> None:
    (workspace(rt) / "garanzia_lavatrice.txt").write_text(
        "Garanzia della lavatrice. La garanzia copre 3 anni dalla data di acquisto. Conservare lo scontrino.\n",
        encoding="utf-8")
    reply = await say(rt, "quanti anni copre la garanzia della lavatrice?", locale="it")
    assert "3 anni" in reply.text and "righe" not in reply.text, reply.text


EXPENSES = ("data;descrizione;importo\n03/11/2026;affitto studio;650,00\n10/11/2026;lenzuolini;38,90\n"
            "19/11/2026;elettrodi e gel;186,50\n25/11/2026;lavanderia;41,00\n")


def test_a_table_with_an_amount_column_gives_one_entry_per_row() -> None:
    from runtime.documents.extract import extract_entries

    rows = extract_entries(EXPENSES, ["descrizione", "prezzo"], source="~/Studio/spese_novembre.csv")
    assert [(e.values.get("description"), str(e.values["price"])) for e in rows] == [
        ("affitto studio", "650.00"), ("lenzuolini", "38.90"), ("elettrodi e gel", "186.50"), ("lavanderia", "41.00")]
    with_total = extract_entries(EXPENSES + "Totale;;916,40\n", ["prezzo"], source="~/spese.csv")
    assert len(with_total) == 4  # the total line is the sum, not a fifth expense
    # a text document is still one entry; a table with no amount column too
    assert len(extract_entries(EXPENSES, ["prezzo"], source="~/spese.txt")) <= 1
    assert extract_entries("nome;telefono\nAnna;333 1\nLuca;333 2\n", ["prezzo"], source="~/soci.csv") == []


@pytest.mark.parametrize(("text", "locale", "said"), [
    ("quanto ho speso in tutto a novembre per lo studio?", "it", "916,40"),
    ("how much did i spend in total on the practice in november?", "en", "916.40"),
])
async def test_a_total_over_an_expenses_sheet_adds_its_rows(rt: Runtime, text: str, locale: str, said: str) -> None:
    folder = workspace(rt) / "Studio"
    folder.mkdir()
    (folder / "spese_studio_novembre.csv").write_text(EXPENSES, encoding="utf-8")
    reply = await say(rt, text, locale=locale)
    assert said in reply.text and "lenzuolini" in reply.text, reply.text
    assert ("4 righe di 1 documento" if locale == "it" else "4 rows of 1 document") in reply.text, reply.text


def test_a_markdown_heading_is_said_without_its_marks() -> None:
    from runtime.documents.summarize import summarize

    text = ("# Listino prestazioni 2026 - Studio Benedetti\n\n| Prestazione | Prezzo |\n|---|---|\n"
            "| Tecarterapia | 60 € |\n\nPacchetto 10 sedute: 450 € invece di 500 €.\n")
    got = summarize(text, max_sentences=3, focus=["prices"])
    assert "Listino prestazioni 2026 - Studio Benedetti" in got.sentences, got.sentences
    assert all(not s.startswith("#") for s in got.sentences), got.sentences
