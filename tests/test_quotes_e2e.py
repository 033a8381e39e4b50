"""The yardstick: three real quotes in ~/Acquisti, one request, a real spreadsheet and an honest answer."""

from __future__ import annotations

from pathlib import Path

import openpyxl

from runtime.runtime import Runtime
from tests.conftest import say, workspace
from tests.fakes.quotes import (
    EXPECTED_QUOTES,
    EXPECTED_QUOTES_EN,
    write_three_quotes,
    write_three_quotes_en,
    write_unreadable_pdf,
)
from tests.test_cli import metnos, ws

REQUEST_IT = ("Leggi i tre preventivi nella cartella Acquisti, confronta i prezzi e crea una "
              "tabella riepilogativa")
REQUEST_EN = "Read the three quotes in the Acquisti folder, compare the prices and create a summary table"


def sheet_rows(path: Path) -> list[tuple[object, ...]]:
    book = openpyxl.load_workbook(path)
    try:
        return [tuple(r) for r in book.active.iter_rows(values_only=True)]
    finally:
        book.close()


def test_three_quotes_in_italian_through_metnos_chat(home: Path) -> None:
    write_three_quotes(ws(home) / "Acquisti")
    out = metnos(home, "chat", stdin=REQUEST_IT + "\n")
    assert out.returncode == 0, out.stderr
    table = ws(home) / "Acquisti" / "riepilogo.xlsx"
    rows = sheet_rows(table)
    assert rows[0][:2] == ("Fornitore", "Prezzo")
    got = {(r[0], r[1]) for r in rows[1:]}
    assert got == {(s, float(p)) for s, p in EXPECTED_QUOTES.values()}
    assert all(isinstance(r[1], int | float) for r in rows[1:])  # numbers, not text
    assert "Il più conveniente: Bianchi & Figli S.p.A., 1.586,00 €" in out.stdout
    assert "244,00 € in meno di Rossi Forniture S.r.l." in out.stdout
    assert "Ho creato ~/Acquisti/riepilogo.xlsx con 3 righe." in out.stdout


def test_three_quotes_in_english_through_metnos_chat(home: Path) -> None:
    write_three_quotes_en(ws(home) / "Acquisti")
    out = metnos(home, "chat", stdin=REQUEST_EN + "\n")
    assert out.returncode == 0, out.stderr
    rows = sheet_rows(ws(home) / "Acquisti" / "summary.xlsx")
    assert rows[0][:2] == ("Supplier", "Price")
    assert {(r[0], r[1]) for r in rows[1:]} == {(s, float(p)) for s, p in EXPECTED_QUOTES_EN.values()}
    assert "Cheapest: Contoso Office LLC, €1,098.00" in out.stdout


async def test_the_spreadsheet_is_offered_as_a_file_and_a_rerun_asks_before_overwriting(
    rt: Runtime,
) -> None:
    write_three_quotes(workspace(rt) / "Acquisti")
    first = await say(rt, REQUEST_IT)
    table = workspace(rt) / "Acquisti" / "riepilogo.xlsx"
    assert first.files == (str(table.resolve()),)
    again = await say(rt, REQUEST_IT)
    assert again.prompt is not None and "Sovrascrivo ~/Acquisti/riepilogo.xlsx" in again.prompt.text
    undo = await say(rt, "annulla l'ultima operazione")
    assert "rimosso" in undo.text and not table.exists()


async def test_unreadable_pdf_gives_a_partial_answer_and_a_table_from_the_good_files(rt: Runtime) -> None:
    folder = workspace(rt) / "Acquisti"
    write_three_quotes(folder)
    (folder / "preventivo_rossi.pdf").unlink()
    write_unreadable_pdf(folder / "preventivo_rotto.pdf")
    reply = await say(rt, REQUEST_IT)
    assert "~/Acquisti/preventivo_rotto.pdf" in reply.text
    assert "illeggibile" in reply.text
    assert "Ho creato ~/Acquisti/riepilogo.xlsx con 2 righe." in reply.text
    rows = sheet_rows(folder / "riepilogo.xlsx")
    assert {r[0] for r in rows[1:]} == {"Bianchi & Figli S.p.A.", "Verdi Ufficio SRL"}
    row = await rt.trace(user="admin", turn_id=reply.turn_id)
    assert row is not None and row.outcome == "partial"


async def test_delete_then_undo_restores_and_a_second_undo_changes_nothing(rt: Runtime) -> None:
    folder = workspace(rt) / "Temp"
    folder.mkdir()
    for name in ("a.txt", "b.txt"):
        (folder / name).write_text(name)
    prompt = await say(rt, "elimina i file txt nella cartella Temp")
    assert prompt.prompt is not None and "Sposto 2 file (a.txt, b.txt) nel cestino" in prompt.prompt.text
    done = await say(rt, "sì")
    assert not (folder / "a.txt").exists() and "nel cestino" in done.text
    undo = await say(rt, "annulla l'ultima operazione")
    assert (folder / "a.txt").read_text() == "a.txt" and (folder / "b.txt").exists()
    assert "ripristinato" in undo.text
    again = await say(rt, "annulla l'ultima operazione")
    assert "Non c'è nulla da annullare" in again.text
    assert sorted(p.name for p in folder.iterdir()) == ["a.txt", "b.txt"]


async def test_undo_of_an_overwrite_restores_the_previous_content(rt: Runtime) -> None:
    (workspace(rt) / "n.txt").write_text("old")
    reply = await rt.run_plan({"steps": [{"tool": "write_files", "args": {"path": "~/n.txt",
                                                                           "content": "new"}}]},
                              user="admin", conversation_id="c1")
    assert reply.prompt is not None
    await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
    assert (workspace(rt) / "n.txt").read_text() == "new"
    await say(rt, "undo")
    assert (workspace(rt) / "n.txt").read_text() == "old"


async def test_unknown_request_is_refused_with_what_i_can_do(rt: Runtime) -> None:
    reply = await say(rt, "prenotami un volo per Parigi")
    assert reply.status == "refused"
    assert reply.text.startswith("Non posso prenotare: lavoro sui tuoi file e sulla posta.")
    assert "modello" not in reply.text and reply.text.count("«") >= 2  # plain words, with suggestions


async def test_a_long_listing_declares_its_truncation(rt: Runtime) -> None:
    folder = workspace(rt) / "Molti"
    folder.mkdir()
    for i in range(134):
        (folder / f"f{i:03}.txt").write_text("x")
    reply = await say(rt, "cosa c'è nella cartella Molti?")
    assert "Ho trovato 134 file in ~/Molti" in reply.text
    assert "(ne mostro 20 su 134)" not in reply.text  # the executor returned them all
    assert reply.text.count("• ") == 20  # the answer lists 20 ...
    assert "… e altri 114" in reply.text  # ... and says how many more
