"""append_files, create_dirs, copy_files and summarize_documents on real files, undo included."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from runtime.catalog.contract import EffectClass, Policy
from runtime.catalog.registry import load_catalog
from runtime.runtime import Runtime
from tests.conftest import workspace


async def run(rt: Runtime, *steps: dict[str, Any], locale: str | None = None) -> tuple[Any, dict[str, Any]]:
    reply = await rt.run_plan({"steps": list(steps)}, user="admin", locale=locale)
    row = await rt.trace(user="admin", turn_id=reply.turn_id)
    recs = [e for e in row.trace if e["kind"] == "records"][-1]["data"]
    return reply, recs


async def undo(rt: Runtime) -> Any:
    return await rt.run_plan({"steps": [{"tool": "undo_last_turn"}]}, user="admin")


def append(path: str, text: str) -> dict[str, Any]:
    return {"tool": "append_files", "args": {"path": path, "text": text}}


# --- append_files ------------------------------------------------------------------------


async def test_append_keeps_the_old_content_and_adds_a_line(rt: Runtime) -> None:
    (workspace(rt) / "spesa.txt").write_text("latte\npane", encoding="utf-8")
    reply, recs = await run(rt, append("~/spesa.txt", "uova"), locale="it")
    assert (workspace(rt) / "spesa.txt").read_text(encoding="utf-8") == "latte\npane\nuova\n"
    assert recs["1"]["status"] == "ok" and reply.prompt is None
    assert "Ho aggiunto in fondo a ~/spesa.txt:\nuova\nOra il file ha 3 righe." in reply.text


async def test_append_twice_adds_both_lines_in_order(rt: Runtime) -> None:
    (workspace(rt) / "spesa.txt").write_text("latte\n", encoding="utf-8")
    await run(rt, append("~/spesa.txt", "uova"))
    reply, _ = await run(rt, append("~/spesa.txt", "caffè"))
    assert (workspace(rt) / "spesa.txt").read_text(encoding="utf-8") == "latte\nuova\ncaffè\n"
    assert "The file now has 3 lines." in reply.text


async def test_append_to_a_missing_file_creates_it_and_undo_removes_it(rt: Runtime) -> None:
    reply, recs = await run(rt, append("~/note.txt", "prima riga"))
    target = workspace(rt) / "note.txt"
    assert target.read_text(encoding="utf-8") == "prima riga\n"
    assert "The file now has 1 line." in reply.text
    await undo(rt)
    assert not target.exists()


async def test_undo_of_append_restores_the_exact_old_bytes(rt: Runtime) -> None:
    target = workspace(rt) / "diario.txt"
    old = "\ufeffCaffè 3 €\r\nsenza a capo finale".encode()
    target.write_bytes(old)
    await run(rt, append("~/diario.txt", "riga nuova\ne un'altra"))
    assert target.read_bytes() == old + b"\r\nriga nuova\r\ne un'altra\r\n"
    reply = await undo(rt)
    assert target.read_bytes() == old and "restored" in reply.text


async def test_append_keeps_an_old_windows_encoding(rt: Runtime) -> None:
    target = workspace(rt) / "vecchio.txt"
    target.write_bytes("perché\n".encode("cp1252"))
    await run(rt, append("~/vecchio.txt", "così"))
    assert target.read_bytes() == "perché\ncosì\n".encode("cp1252")


async def test_append_refuses_a_pdf(rt: Runtime) -> None:
    pdf = workspace(rt) / "contratto.pdf"
    pdf.write_bytes(b"%PDF-1.4 binary")
    reply, recs = await run(rt, append("~/contratto.pdf", "firma"))
    assert recs["1"]["status"] == "failed" and recs["1"]["failure"] == "bad_input"
    assert "~/contratto.pdf is not a text file" in reply.text
    assert pdf.read_bytes() == b"%PDF-1.4 binary"


async def test_append_of_blank_text_is_refused(rt: Runtime) -> None:
    reply, _ = await run(rt, append("~/spesa.txt", " \n "))
    assert "there is no text to add" in reply.text
    assert not (workspace(rt) / "spesa.txt").exists()


# --- create_dirs -------------------------------------------------------------------------


async def test_create_dirs_makes_the_folder_and_its_parents(rt: Runtime) -> None:
    reply, recs = await run(rt, {"tool": "create_dirs", "args": {"path": "~/Foto/2026/Mare"}},
                            locale="it")
    assert (workspace(rt) / "Foto" / "2026" / "Mare").is_dir()
    assert recs["1"]["status"] == "ok" and "Ho creato la cartella ~/Foto/2026/Mare." in reply.text


async def test_create_dirs_of_an_existing_folder_is_ok_and_changes_nothing(rt: Runtime) -> None:
    (workspace(rt) / "Foto").mkdir()
    reply, recs = await run(rt, {"tool": "create_dirs", "args": {"path": "~/Foto"}})
    assert recs["1"]["status"] == "ok"
    assert "The folder ~/Foto was already there: nothing changed." in reply.text
    reply = await undo(rt)
    assert (workspace(rt) / "Foto").is_dir() and "Nothing to undo" in reply.text


async def test_undo_removes_created_folders_while_they_are_empty(rt: Runtime) -> None:
    await run(rt, {"tool": "create_dirs", "args": {"path": "~/Foto/2026"}})
    reply = await undo(rt)
    assert not (workspace(rt) / "Foto").exists()
    assert "~/Foto/2026 — empty folder removed" in reply.text


async def test_undo_leaves_a_created_folder_that_is_no_longer_empty(rt: Runtime) -> None:
    await run(rt, {"tool": "create_dirs", "args": {"path": "~/Foto"}})
    (workspace(rt) / "Foto" / "mare.jpg").write_bytes(b"jpg")
    reply = await undo(rt)
    assert (workspace(rt) / "Foto" / "mare.jpg").read_bytes() == b"jpg"
    assert "~/Foto — the folder is no longer empty, so it was left in place" in reply.text


# --- copy_files --------------------------------------------------------------------------


def make_tree(ws: Path) -> None:
    (ws / "In").mkdir()
    (ws / "In" / "a.txt").write_text("a")
    (ws / "In" / "b.txt").write_text("b")


async def test_copy_into_a_folder_keeps_the_originals(rt: Runtime) -> None:
    ws = workspace(rt)
    make_tree(ws)
    reply, recs = await run(rt, {"tool": "find_files", "args": {"base_path": "~/In"}},
                            {"tool": "copy_files", "args": {"from_step": 1, "destination": "~/Backup"}})
    assert recs["2"]["status"] == "ok" and reply.prompt is None
    assert (ws / "Backup" / "a.txt").read_text() == "a" and (ws / "Backup" / "b.txt").read_text() == "b"
    assert (ws / "In" / "a.txt").read_text() == "a" and (ws / "In" / "b.txt").read_text() == "b"
    assert "Made 2 copies (the originals stay where they are):" in reply.text
    assert "~/Backup/a.txt" in reply.text


async def test_copy_of_one_file_to_a_new_name(rt: Runtime) -> None:
    ws = workspace(rt)
    make_tree(ws)
    reply, _ = await run(rt, {"tool": "copy_files",
                              "args": {"paths": ["~/In/a.txt"], "destination": "~/In/a-copia.txt"}})
    assert (ws / "In" / "a-copia.txt").read_text() == "a" and "Made 1 copy" in reply.text


async def test_copy_never_overwrites_an_existing_file(rt: Runtime) -> None:
    ws = workspace(rt)
    make_tree(ws)
    (ws / "Backup").mkdir()
    (ws / "Backup" / "b.txt").write_text("already here")
    reply, recs = await run(rt, {"tool": "copy_files", "args": {
        "paths": ["~/In/a.txt", "~/In/b.txt"], "destination": "~/Backup"}})
    assert recs["1"]["status"] == "partial"
    assert (ws / "Backup" / "b.txt").read_text() == "already here"
    assert (ws / "Backup" / "a.txt").read_text() == "a"
    assert "~/In/b.txt — a file with that name is already there" in reply.text


async def test_copy_refuses_a_folder_as_a_source(rt: Runtime) -> None:
    ws = workspace(rt)
    make_tree(ws)
    reply, recs = await run(rt, {"tool": "copy_files", "args": {
        "paths": ["~/In", "~/In/a.txt"], "destination": "~/Backup"}})
    assert recs["1"]["status"] == "partial" and not (ws / "Backup" / "In").exists()
    assert "~/In — it is a folder: only files are copied" in reply.text


async def test_undo_removes_the_copies_and_the_new_folder_and_leaves_the_originals(rt: Runtime) -> None:
    ws = workspace(rt)
    make_tree(ws)
    await run(rt, {"tool": "copy_files", "args": {
        "paths": ["~/In/a.txt", "~/In/b.txt"], "destination": "~/Backup/2026"}})
    assert (ws / "Backup" / "2026" / "a.txt").exists()
    reply = await undo(rt)
    assert not (ws / "Backup").exists()
    assert (ws / "In" / "a.txt").read_text() == "a" and (ws / "In" / "b.txt").read_text() == "b"
    assert "~/Backup/2026/a.txt — removed (moved to the trash)" in reply.text


# --- confinement and catalog ---------------------------------------------------------------


@pytest.mark.parametrize("outside", ["~/../x", "/etc/x"])
@pytest.mark.parametrize("step", [
    lambda p: {"tool": "append_files", "args": {"path": p, "text": "x"}},
    lambda p: {"tool": "create_dirs", "args": {"path": p}},
    lambda p: {"tool": "copy_files", "args": {"paths": ["~/a.txt"], "destination": p}},
    lambda p: {"tool": "copy_files", "args": {"paths": [p], "destination": "~/Backup"}},
], ids=["append", "create_dirs", "copy_to", "copy_from"])
async def test_paths_outside_the_workspace_are_refused(rt: Runtime, outside: str, step: Any) -> None:
    (workspace(rt) / "a.txt").write_text("a")
    reply, recs = await run(rt, step(outside))
    assert recs["1"]["status"] == "failed" and recs["1"]["failure"] == "policy"
    assert "outside your workspace" in reply.text
    assert not (workspace(rt) / "Backup").exists()


def test_the_catalog_lists_the_new_executors_with_their_policies() -> None:
    catalog = load_catalog()
    expected = {"append_files": EffectClass.WRITE, "create_dirs": EffectClass.WRITE,
                "copy_files": EffectClass.WRITE, "summarize_documents": EffectClass.READ}
    for name, effect in expected.items():
        spec = catalog[name]
        assert spec.policy is Policy.ALLOW and spec.effect is effect, name
        assert spec.version.isdigit() and set(spec.description) == {"it", "en"}
    assert catalog["summarize_documents"].result.content_fields[:2] == ("summary", "figures")


# --- summarize_documents -------------------------------------------------------------------

CONTRACT_IT = """CONTRATTO DI LOCAZIONE

Il presente contratto di locazione è stipulato tra Mario Rossi, proprietario, e Anna Bianchi, conduttrice.
L'immobile si trova a Bologna ed è composto da tre vani, una cucina abitabile e un bagno.
Il canone mensile di locazione è fissato in 750 € da pagare entro il giorno 5 di ogni mese.
La conduttrice verserà un deposito cauzionale pari a tre mensilità del canone.
Il contratto decorre dal 1 marzo 2026 e ha una durata di quattro anni, rinnovabili.
Le spese condominiali sono a carico della conduttrice, salvo diverso accordo scritto.
L'immobile viene consegnato in buono stato, come risulta dal verbale allegato.
Ogni modifica al presente contratto deve essere fatta per iscritto dalle parti.
Per ogni controversia tra le parti è competente il foro di Bologna.
"""


async def test_summarize_documents_answers_with_each_summary_and_its_figures(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "contratto.txt").write_text(CONTRACT_IT, encoding="utf-8")
    (ws / "breve.txt").write_text("Riunione spostata a giovedì. Porta i documenti.", encoding="utf-8")
    reply, recs = await run(rt, {"tool": "read_files", "args": {"paths": ["~/contratto.txt", "~/breve.txt"]}},
                            {"tool": "summarize_documents", "args": {"from_step": 1, "sentences": 3}},
                            locale="it")
    assert recs["2"]["status"] == "ok"
    assert "Riassunto di contratto.txt:\n" in reply.text
    assert "Il canone mensile di locazione è fissato in 750 €" in reply.text
    assert "Cifre: 750 €, 1 marzo 2026" in reply.text
    assert "Riassunto di breve.txt:\nRiunione spostata a giovedì.\nPorta i documenti." in reply.text
    assert "verbale allegato" not in reply.text


async def test_summarize_documents_goes_on_when_one_document_cannot_be_read(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "contratto.txt").write_text(CONTRACT_IT, encoding="utf-8")
    (ws / "vuoto.txt").write_text("   \n", encoding="utf-8")
    reply, recs = await run(rt, {"tool": "read_files", "args": {"paths": ["~/contratto.txt", "~/vuoto.txt"]}},
                            {"tool": "summarize_documents", "args": {"from_step": 1}})
    assert recs["1"]["status"] == "partial" and recs["2"]["status"] == "ok"
    assert "~/vuoto.txt — no text inside" in reply.text
    assert "Summary of contratto.txt:" in reply.text and "Figures: 750 €, 1 marzo 2026" in reply.text
