"""The workspace index: real SQLite files and real documents in tmp_path."""

from __future__ import annotations

import asyncio
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import docx
import pytest
from fpdf import FPDF
from hypothesis import given, settings
from hypothesis import strategies as st

import runtime.index
from runtime.index import Hit, WorkspaceIndex, WorkspaceIndexError, terms_of

OWNER = "anna"

# --------------------------------------------------------------------------- helpers


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "workspace"
    root.mkdir()
    return root


@pytest.fixture
def index(tmp_path: Path) -> Iterator[WorkspaceIndex]:
    idx = WorkspaceIndex.open(tmp_path / "data" / "index.db")
    yield idx
    idx.close()


def write(root: Path, rel: str, text: str) -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def make_pdf(path: Path, lines: list[str]) -> None:
    pdf = FPDF()
    pdf.set_font("Helvetica", size=11)
    pdf.add_page()
    for line in lines:
        pdf.cell(0, 8, line, new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(path))


def paths(hits: list[Hit]) -> list[str]:
    return [h.path for h in hits]


def filler(root: Path, count: int = 6) -> None:
    """Unrelated documents, so that a word's rarity means something to bm25."""
    for n in range(count):
        write(root, f"varie/nota_{n}.txt", f"appunti vari numero {n} sulla spesa e sul giardino")


# --------------------------------------------------------------------------- public surface


def test_public_names_are_pinned() -> None:
    assert runtime.index.__all__ == [
        "ENGLISH_STOP_WORDS",
        "ITALIAN_STOP_WORDS",
        "Hit",
        "RefreshStats",
        "WorkspaceIndex",
        "WorkspaceIndexError",
        "terms_of",
    ]
    assert all(hasattr(runtime.index, name) for name in runtime.index.__all__)


# --------------------------------------------------------------------------- query terms


@pytest.mark.parametrize(
    ("query", "terms"),
    [
        ("il contratto d'affitto", ["contratto", "affitto"]),
        ("la fattura dell'idraulico", ["fattura", "idraulico"]),
        ("i file che contengono l'IBAN", ["iban"]),
        ("the invoice from the electrician", ["invoice", "electrician"]),
        ("the electrician's invoice", ["electrician", "invoice"]),
        ("Perché la CITTÀ", ["perche", "citta"]),
        ("l\u2019assicurazione dell\u2019auto", ["assicurazione", "auto"]),
        ("fattura fatture FATTURA", ["fattura"]),
        ("documents containing the word which", ["word"]),
        ("fattura 2024", ["fattura", "2024"]),
    ],
)
def test_terms_of_folds_splits_elisions_and_drops_stop_words(query: str, terms: list[str]) -> None:
    assert terms_of(query) == terms


# --------------------------------------------------------------------------- finding documents


def test_search_finds_document_by_words_inside(index: WorkspaceIndex, ws: Path) -> None:
    write(
        ws,
        "Documenti/scan_0042.txt",
        "Contratto di locazione ad uso abitativo. Il canone d'affitto è di 800 euro.",
    )
    filler(ws)
    index.refresh(OWNER, ws)

    hits = index.search(OWNER, "il contratto d'affitto")

    assert paths(hits) == ["Documenti/scan_0042.txt"]
    assert hits[0].name == "scan_0042.txt"
    assert hits[0].matched_terms == ("contratto", "affitto")


def test_saying_finds_any_form_and_the_dates_of_a_month(index: WorkspaceIndex, ws: Path) -> None:
    write(ws, "Lavoro/registro.csv", "data,ore\n06/10/2026,14\n")
    write(ws, "Casa/iso.txt", "Riunione del 2026-10-21.")
    write(ws, "Casa/spesa.txt", "latte, pane, uova; 10 2025")
    index.refresh(OWNER, ws)

    assert index.saying(OWNER, ["hours", "ore"]) == {"Lavoro/registro.csv"}
    assert index.saying(OWNER, ["10 2026", "2026 10"]) == {"Lavoro/registro.csv", "Casa/iso.txt"}
    assert index.saying(OWNER, ["10 2026", "2026 10"], under="Casa") == {"Casa/iso.txt"}
    assert index.saying(OWNER, ["10 2026"], under="Casa") == set()  # "10 2025" is another year
    assert index.saying(OWNER, ["il", "di"]) == set()  # stop words say nothing


def test_search_finds_words_inside_a_docx(index: WorkspaceIndex, ws: Path) -> None:
    document = docx.Document()
    document.add_paragraph("Preventivo per la sostituzione della caldaia")
    document.save(str(ws / "preventivo.docx"))
    filler(ws)
    index.refresh(OWNER, ws)

    assert paths(index.search(OWNER, "caldaia")) == ["preventivo.docx"]


def test_search_finds_words_inside_a_pdf(index: WorkspaceIndex, ws: Path) -> None:
    make_pdf(ws / "f_1187.pdf", ["Mario Rossi, elettricista", "Invoice for electrical works"])
    filler(ws)
    index.refresh(OWNER, ws)

    assert index.search(OWNER, "elettricista invoice")[0].path == "f_1187.pdf"
    partial = index.search(OWNER, "the invoice from the electrician")  # "electrician" is not in it
    assert [(h.path, h.matched_terms) for h in partial] == [("f_1187.pdf", ("invoice",))]


def test_accents_match_with_or_without_them(index: WorkspaceIndex, ws: Path) -> None:
    write(ws, "lettera.txt", "Vi scrivo perché la città ha cambiato le regole")
    write(ws, "memo.txt", "Il perche e la citta, scritti senza accenti")
    index.refresh(OWNER, ws)

    assert sorted(paths(index.search(OWNER, "perche citta"))) == ["lettera.txt", "memo.txt"]
    assert sorted(paths(index.search(OWNER, "perché città"))) == ["lettera.txt", "memo.txt"]


def test_elided_words_are_found_after_the_apostrophe(index: WorkspaceIndex, ws: Path) -> None:
    write(ws, "casa/ricevuta.txt", "Ricevuta dell'idraulico per la riparazione")
    filler(ws)
    index.refresh(OWNER, ws)

    assert paths(index.search(OWNER, "la fattura dell'idraulico")) == ["casa/ricevuta.txt"]
    assert paths(index.search(OWNER, "idraulico")) == ["casa/ricevuta.txt"]


@pytest.mark.parametrize(
    ("text", "query"),
    [
        ("Fatture del primo trimestre", "fattura"),
        ("Una fattura sola", "fatture"),
        ("I contratti firmati", "contratto"),
        ("Two invoices attached", "invoice"),
        ("One invoice attached", "invoices"),
    ],
)
def test_singular_and_plural_find_each_other(index: WorkspaceIndex, ws: Path, text: str, query: str) -> None:
    write(ws, "doc.txt", text)
    filler(ws)
    index.refresh(OWNER, ws)

    assert paths(index.search(OWNER, query)) == ["doc.txt"]


def test_a_short_word_is_itself_or_its_plural_never_the_start_of_a_longer_one(
        index: WorkspaceIndex, ws: Path) -> None:
    write(ws, "borracce.txt", "borracce con logo della squadra")
    write(ws, "server.txt", "il log del server e i logs di ieri")
    write(ws, "gas.txt", "bolletta del gas")
    write(ws, "auto.txt", "pieno di gasolio")
    filler(ws)
    index.refresh(OWNER, ws)

    assert paths(index.search(OWNER, "log")) == ["server.txt"]  # never "logo"
    assert paths(index.search(OWNER, "logs")) == ["server.txt"]
    assert paths(index.search(OWNER, "gas")) == ["gas.txt"]  # never "gasolio"


def test_file_name_match_ranks_above_text_match(index: WorkspaceIndex, ws: Path) -> None:
    write(ws, "a_scansione.txt", "bolletta bolletta del gas, bolletta di marzo, seconda bolletta")
    write(ws, "bolletta_luce.txt", "importo da pagare entro il mese")
    filler(ws)
    index.refresh(OWNER, ws)

    hits = index.search(OWNER, "bolletta")

    assert paths(hits) == ["bolletta_luce.txt", "a_scansione.txt"]
    assert hits[0].score > hits[1].score


def test_partial_match_comes_only_when_no_document_has_every_term(index: WorkspaceIndex, ws: Path) -> None:
    write(ws, "fattura_idraulico.txt", "fattura per la riparazione del lavandino")
    write(ws, "fattura_luce.txt", "fattura della luce")
    write(ws, "idraulico.txt", "numero di telefono dell'idraulico")
    filler(ws)
    index.refresh(OWNER, ws)

    full = index.search(OWNER, "fattura idraulico")
    partial = index.search(OWNER, "fattura idraulico elettricista")

    assert paths(full) == ["fattura_idraulico.txt"]
    assert full[0].matched_terms == ("fattura", "idraulico")
    assert paths(partial)[0] == "fattura_idraulico.txt"
    assert partial[0].matched_terms == ("fattura", "idraulico")
    assert {h.matched_terms for h in partial[1:]} == {("fattura",), ("idraulico",)}
    assert partial[0].score > partial[1].score


def test_snippet_is_short_squeezed_and_around_the_match(index: WorkspaceIndex, ws: Path) -> None:
    padding = " ".join(f"parola{n}" for n in range(300))
    write(ws, "lungo.txt", f"{padding}\n\n   il codice   IBAN\tdel conto corrente   {padding}")
    index.refresh(OWNER, ws)

    (hit,) = index.search(OWNER, "iban")

    assert len(hit.snippet) <= 160
    assert "codice IBAN del conto" in hit.snippet
    assert "  " not in hit.snippet and "\n" not in hit.snippet


def test_limit_caps_the_hits(index: WorkspaceIndex, ws: Path) -> None:
    for n in range(5):
        write(ws, f"ricevuta_{n}.txt", "ricevuta di pagamento")
    index.refresh(OWNER, ws)

    assert len(index.search(OWNER, "ricevuta", limit=3)) == 3
    with pytest.raises(ValueError):
        index.search(OWNER, "ricevuta", limit=0)


# --------------------------------------------------------------------------- scoping and owners


def test_under_keeps_only_that_folder_not_its_siblings(index: WorkspaceIndex, ws: Path) -> None:
    write(ws, "Fatture/2024/gas.txt", "fattura del gas")
    write(ws, "Fatture-vecchie/gas.txt", "fattura del gas")
    write(ws, "Fatture.txt", "fattura del gas")
    write(ws, "Altro/gas.txt", "fattura del gas")
    index.refresh(OWNER, ws)

    assert paths(index.search(OWNER, "gas", under="Fatture")) == ["Fatture/2024/gas.txt"]
    assert paths(index.search(OWNER, "gas", under="~/Fatture/")) == ["Fatture/2024/gas.txt"]
    assert paths(index.search(OWNER, "gas", under="Fatture/2024")) == ["Fatture/2024/gas.txt"]
    assert len(index.search(OWNER, "gas", under="")) == 4
    with pytest.raises(ValueError):
        index.search(OWNER, "gas", under="../altri")


def test_owners_never_see_each_others_rows(index: WorkspaceIndex, tmp_path: Path) -> None:
    anna, bruno = tmp_path / "anna", tmp_path / "bruno"
    write(anna, "Documenti/nota.txt", "la password del router di Anna")
    write(bruno, "Documenti/nota.txt", "la lista della spesa di Bruno")
    index.refresh("anna", anna)
    index.refresh("bruno", bruno)

    assert index.search("bruno", "router password") == []
    assert paths(index.search("bruno", "spesa")) == ["Documenti/nota.txt"]
    assert "Bruno" in index.search("bruno", "spesa")[0].snippet
    assert index.search("anna", "spesa") == []

    index.forget("anna")

    assert index.search("anna", "router") == []
    assert paths(index.search("bruno", "spesa")) == ["Documenti/nota.txt"]


# --------------------------------------------------------------------------- refresh


def test_refresh_picks_up_changed_new_and_deleted_files(index: WorkspaceIndex, ws: Path) -> None:
    for name in ("a", "b", "c", "d"):
        write(ws, f"{name}.txt", f"documento {name} originale")
    first = index.refresh(OWNER, ws)
    changed = write(ws, "a.txt", "documento riscritto con la parola zafferano")
    os.utime(changed, ns=(1_000_000_000, 1_000_000_000))
    (ws / "b.txt").unlink()
    write(ws, "e.txt", "nuovo documento con origano")

    second = index.refresh(OWNER, ws)

    assert (first.added, first.complete) == (4, True)
    assert (second.scanned, second.added, second.updated, second.removed, second.unchanged) == (4, 1, 1, 1, 2)
    assert second.complete
    assert paths(index.search(OWNER, "zafferano")) == ["a.txt"]
    assert paths(index.search(OWNER, "origano")) == ["e.txt"]
    assert sorted(paths(index.search(OWNER, "originale"))) == ["c.txt", "d.txt"]


def test_refresh_does_not_reread_files_with_same_size_and_mtime(index: WorkspaceIndex, ws: Path) -> None:
    path = write(ws, "nota.txt", "parola basilico")
    index.refresh(OWNER, ws)
    before = path.stat()
    path.write_text("parola prezzemo", encoding="utf-8")  # same size
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))

    stats = index.refresh(OWNER, ws)

    assert (stats.unchanged, stats.updated) == (1, 0)
    assert paths(index.search(OWNER, "basilico")) == ["nota.txt"]


def test_rebuild_rereads_every_file(index: WorkspaceIndex, ws: Path) -> None:
    write(ws, "a.txt", "uno")
    write(ws, "b.txt", "due")
    index.refresh(OWNER, ws)

    stats = index.rebuild(OWNER, ws)

    assert (stats.added, stats.unchanged, stats.removed) == (2, 0, 0)


def test_unreadable_file_is_indexed_by_name_only(index: WorkspaceIndex, ws: Path) -> None:
    (ws / "estratto_conto.pdf").write_bytes(b"not a pdf at all \x00\x01\x02")
    (ws / "foto_contatore.jpg").write_bytes(b"\xff\xd8\xff\xe0 jpeg")
    (ws / "dump_fattura.dat").write_bytes(b"\x00\x00fattura\x00")
    write(ws, "nota.txt", "estratto")

    stats = index.refresh(OWNER, ws)

    assert (stats.added, stats.complete) == (4, True)
    assert paths(index.search(OWNER, "contatore")) == ["foto_contatore.jpg"]
    assert paths(index.search(OWNER, "fattura")) == ["dump_fattura.dat"]  # the name, not the bytes
    assert index.search(OWNER, "contatore")[0].snippet == ""


def test_dot_entries_and_links_leaving_the_root_are_skipped(
    index: WorkspaceIndex, ws: Path, tmp_path: Path
) -> None:
    write(ws, ".nascosto.txt", "segreto")
    write(ws, ".cache/x.txt", "segreto")
    outside = write(tmp_path / "fuori", "esterno.txt", "segreto")
    (ws / "link_fuori.txt").symlink_to(outside)
    (ws / "cartella_fuori").symlink_to(outside.parent, target_is_directory=True)
    inside = write(ws, "vero.txt", "interno")
    (ws / "link_dentro.txt").symlink_to(inside)

    index.refresh(OWNER, ws)

    assert index.search(OWNER, "segreto") == []
    assert index.search(OWNER, "esterno") == []
    assert sorted(paths(index.search(OWNER, "interno"))) == ["link_dentro.txt", "vero.txt"]


def test_max_files_cuts_refresh_short_and_removes_nothing(index: WorkspaceIndex, ws: Path) -> None:
    for n in range(5):
        write(ws, f"f{n}.txt", f"testo {n}")
    index.refresh(OWNER, ws)
    (ws / "f0.txt").unlink()

    stats = index.refresh(OWNER, ws, max_files=2)

    assert (stats.scanned, stats.removed, stats.complete) == (2, 0, False)


def test_exhausted_budget_leaves_work_for_the_next_refresh(index: WorkspaceIndex, ws: Path) -> None:
    for n in range(3):
        write(ws, f"f{n}.txt", f"testo {n}")

    cut = index.refresh(OWNER, ws, budget_seconds=0.0)
    done = index.refresh(OWNER, ws)

    assert cut.complete is False and cut.added < 3
    assert done.complete and cut.added + done.added == 3


def test_missing_root_is_an_index_error(index: WorkspaceIndex, tmp_path: Path) -> None:
    with pytest.raises(WorkspaceIndexError):
        index.refresh(OWNER, tmp_path / "non_esiste")


# --------------------------------------------------------------------------- query safety


@pytest.mark.parametrize(
    "query",
    [
        '"gatto',
        "gatto*",
        "gatto AND cane",
        "NEAR(gatto cane)",
        "-gatto",
        "gatto OR",
        "name:gatto",
        "^gatto",
        "(gatto",
        "{name} : gatto",
    ],
)
def test_fts_syntax_in_the_query_is_plain_words(index: WorkspaceIndex, ws: Path, query: str) -> None:
    write(ws, "animali.txt", "il gatto e il cane")
    index.refresh(OWNER, ws)

    assert paths(index.search(OWNER, query)) == ["animali.txt"]


def test_search_treats_any_text_as_words(index: WorkspaceIndex, ws: Path) -> None:
    write(ws, "animali.txt", "il gatto e il cane")
    index.refresh(OWNER, ws)

    @settings(max_examples=300, deadline=None)
    @given(st.text(max_size=60))
    def never_fails(query: str) -> None:
        index.search(OWNER, query)

    never_fails()


@pytest.mark.parametrize(
    "query", ["", "   ", "il file che contiene i documenti", "the file with", "' - * \""]
)
def test_empty_or_stop_word_query_returns_nothing(index: WorkspaceIndex, ws: Path, query: str) -> None:
    write(ws, "il_file.txt", "il file che contiene i documenti")
    index.refresh(OWNER, ws)

    assert index.search(OWNER, query) == []


# --------------------------------------------------------------------------- the database file


def test_db_file_is_created_readable_by_its_owner_only(tmp_path: Path) -> None:
    db = tmp_path / "nuova" / "index.db"

    WorkspaceIndex.open(db).close()

    assert stat.S_IMODE(db.stat().st_mode) == 0o600


def test_rows_survive_reopening(tmp_path: Path, ws: Path) -> None:
    write(ws, "nota.txt", "rosmarino")
    with WorkspaceIndex.open(tmp_path / "index.db") as idx:
        idx.refresh(OWNER, ws)

    with WorkspaceIndex.open(tmp_path / "index.db") as idx:
        assert paths(idx.search(OWNER, "rosmarino")) == ["nota.txt"]
        assert idx.refresh(OWNER, ws).unchanged == 1


def test_corrupt_db_file_is_an_index_error(tmp_path: Path) -> None:
    db = tmp_path / "index.db"
    db.write_bytes(b"this is not an sqlite database, only some text that is long enough" * 10)

    with pytest.raises(WorkspaceIndexError):
        WorkspaceIndex.open(db)


async def test_index_is_usable_from_worker_threads(index: WorkspaceIndex, ws: Path) -> None:
    for n in range(300):
        write(ws, f"doc_{n:03}.txt", f"documento numero {n} con la parola lavanda")

    results = await asyncio.gather(
        asyncio.to_thread(index.refresh, OWNER, ws),
        *(asyncio.to_thread(index.search, OWNER, "lavanda", limit=500) for _ in range(20)),
    )

    assert results[0].added == 300
    assert len(index.search(OWNER, "lavanda", limit=500)) == 300


async def test_a_removed_users_indexed_text_is_forgotten(tmp_path: Path) -> None:
    from runtime.runtime import Runtime
    from tests.conftest import make_settings, workspace

    async with await Runtime.open(make_settings(tmp_path / "home")) as rt:
        anna = await rt.users.ensure("anna")
        (workspace(rt, "anna") / "banca.txt").write_text("IBAN IT60X0542811101000000123456")
        stats = await rt.index_workspace(user="anna")
        assert stats["added"] == 1 and rt.index is not None
        assert [h.path for h in rt.index.search(anna.id, "iban")] == ["banca.txt"]
        await rt.remove_user("anna")
        assert rt.index.search(anna.id, "iban") == []


QUOTE = ("Laboratorio Zordan\nPREVENTIVO n. 88 del 10/11/2026\nRestauro completo del pianoforte\n"
         "Totale: 1.960,00 € IVA inclusa\nOfferta valida fino al 31/01/2027.\n")


def test_a_document_keeps_the_kind_its_text_says(index: WorkspaceIndex, ws: Path) -> None:
    write(ws, "Pianoforte/nota_tecnico_zordan.txt", QUOTE)
    write(ws, "Casa/lista_spesa.txt", "latte\nuova\npane\n")
    index.refresh("u1", ws)
    assert index.of_kind("u1", "quote") == ["Pianoforte/nota_tecnico_zordan.txt"]
    assert index.of_kind("u2", "quote") == []  # another owner's documents are never theirs
    write(ws, "Pianoforte/nota_tecnico_zordan.txt", "solo una nota, niente prezzi\n")
    os.utime(ws / "Pianoforte/nota_tecnico_zordan.txt", (1, 1))
    index.refresh("u1", ws)
    assert index.of_kind("u1", "quote") == []  # changed: read again, its kind with it


def test_an_index_of_the_first_schema_is_rebuilt_with_kinds(tmp_path: Path, ws: Path) -> None:
    import sqlite3

    path = tmp_path / "old.db"
    with sqlite3.connect(path) as old:
        old.execute("CREATE TABLE documents (id INTEGER PRIMARY KEY, owner TEXT NOT NULL, path TEXT NOT NULL,"
                    " name TEXT NOT NULL, size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL, format TEXT,"
                    " indexed_at REAL NOT NULL, UNIQUE (owner, path))")
        old.execute("INSERT INTO documents VALUES (1, 'u1', 'x.txt', 'x.txt', 1, 1, 'text', 0)")
        old.execute("PRAGMA user_version = 1")
    write(ws, "preventivo_vecchio.txt", QUOTE)
    with WorkspaceIndex.open(path) as index:
        index.refresh("u1", ws)
        assert index.of_kind("u1", "quote") == ["preventivo_vecchio.txt"]


def test_a_sheet_keeps_its_last_date_for_what_comes_next(index: WorkspaceIndex, ws: Path) -> None:
    from datetime import date

    write(ws, "calendario.csv", "giornata,data\n1,10/10/2026\n2,05/12/2026\n")
    write(ws, "vecchio.csv", "giornata,data\n1,10/10/2025\n")
    write(ws, "verbale.txt", "Prossima riunione il 14/01/2027.")  # a text is no schedule
    index.refresh(OWNER, ws)

    assert index.dated_from(OWNER, date(2026, 12, 3)) == ["calendario.csv"]
    assert index.dated_from(OWNER, date(2026, 12, 6)) == []
    assert index.dated_from(OWNER, date(2026, 1, 1), under="Altro") == []


def test_a_german_name_typed_without_its_umlaut_is_found(index: WorkspaceIndex, ws: Path) -> None:
    write(ws, "recensioni.txt", "Müller Klaus: wunderbarer Blick")
    filler(ws)
    index.refresh(OWNER, ws)

    assert paths(index.search(OWNER, "mueller")) == ["recensioni.txt"]
    assert paths(index.search(OWNER, "questo")) == []  # an Italian "ue" is never dropped
