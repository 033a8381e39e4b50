"""Conversations: a few messages in a row through the real runtime, on a family's files.

Each test walks one short conversation (three to five messages, with buttons pressed or
answers typed) and checks what a person would check: the files on disk, the prompts
(their kind and choices) and the replies, by message key or by the names of files. No
reply may name an executor.
"""

from __future__ import annotations

import re
from pathlib import Path

import docx
import pytest
from aiosmtpd.controller import Controller
from fpdf import FPDF

from runtime.catalog.registry import load_catalog
from runtime.credentials import store_secret, user_secret_name
from runtime.i18n import t
from runtime.runtime import Runtime
from runtime.turn import Reply
from tests.conftest import say, workspace
from tests.test_mail import PASSWORD, Mailbox, account, free_port, mail_runtime

BIANCHI_TEXT = "Bianchi Termotecnica - preventivo caldaia Baxi - Totale: 2.390,00 euro"
NOTA_TEXT = "Ricordarsi di rinnovare il passaporto.\n"
SPESA_TEXT = "latte\npane\nmele\n"

FILES: dict[str, str] = {
    "Acquisti/preventivo_verdi.txt": "Verdi & Figli - preventivo caldaia - Totale: 3.120,00 euro\n",
    "Documenti/contratto_affitto.pdf": "Contratto di locazione - canone mensile 850,00 euro",
    "Documenti/polizza_auto.pdf": "Polizza RC auto - premio annuo 412,50 euro",
    "Fatture/fattura_idraulico.pdf": "Fattura idraulico - totale 245,00 euro",
    "Fatture/fattura_elettricista.pdf": "Fattura elettricista - totale 380,00 euro",
    "Fatture/bolletta_luce_marzo.pdf": "Bolletta luce marzo - totale 96,40 euro",
    "Casa/lista_spesa.txt": SPESA_TEXT,
    "Casa/note_condominio.txt": "Assemblea condominiale il 12 aprile.\n",
    "Casa/codice_cancello.txt": "Il codice del cancello è 4711.\n",
    "Vecchi/a.tmp": "scarto a\n",
    "Vecchi/b.tmp": "scarto b\n",
    "Vecchi/c.txt": "da tenere\n",
    "Lavoro/report_q1.docx": "Report del primo trimestre",
    "Lavoro/Fatture/f1.pdf": "Fattura f1 - totale 120,00 euro",
    "nota.txt": NOTA_TEXT,
    "todo.txt": "chiamare il medico\n",
}
PDFS = {
    "Acquisti/preventivo_rossi.pdf": "Rossi Impianti - preventivo caldaia - Totale: 2.850,00 euro",
    "Acquisti/fattura_termoidraulica.pdf": "Termoidraulica Gallo - fattura 57 - Totale: 183,00 euro",
}
EXECUTORS = sorted(s.name for s in load_catalog([]))


def _pdf(path: Path, text: str) -> None:
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    pdf.multi_cell(0, 6, text)
    pdf.output(str(path))


def _docx(path: Path, text: str) -> None:
    document = docx.Document()
    document.add_paragraph(text)
    document.save(str(path))


def write_family(root: Path) -> Path:
    """The family's folders and files, written into the workspace `root`."""
    for rel, text in FILES.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    for rel, text in PDFS.items():
        _pdf(root / rel, text)
    _docx(root / "Acquisti/preventivo_bianchi.docx", BIANCHI_TEXT)
    (root / "Foto").mkdir()
    (root / "Foto/mare.jpg").write_bytes(b"\xff\xd8\xff\xe0 jpeg")
    (root / "Archivio").mkdir()
    return root


@pytest.fixture
def home_files(rt: Runtime) -> Path:
    """The admin's workspace holding the family's folders and files."""
    return write_family(workspace(rt))


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file under `root` and its bytes."""
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def folders(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_dir())


def trashed(rt: Runtime) -> list[str]:
    trash = rt.settings.data_dir / "users/admin/trash"
    return sorted(p.name for p in trash.rglob("*") if p.is_file())


def plain(reply: Reply) -> Reply:
    """The reply, after checking that nothing in it names an executor."""
    shown = [reply.text, *(b.text for b in reply.blocks)]
    if reply.prompt is not None:
        shown += [reply.prompt.text, *(c.label for c in reply.prompt.choices)]
    for text in shown:
        named = [n for n in EXECUTORS if re.search(rf"\b{n}\b", text)]
        assert not named, (named, text)
    return reply


async def chat(rt: Runtime, text: str) -> Reply:
    return plain(await say(rt, text))


async def press(rt: Runtime, reply: Reply, choice: str) -> Reply:
    """Press one of the prompt's buttons."""
    assert reply.prompt is not None, reply.text
    assert choice in [c.key for c in reply.prompt.choices], reply.prompt.choices
    return plain(await rt.resume(reply.prompt.dialogue_id, choice, user="admin", conversation_id="c1"))


async def steps_of(rt: Runtime, reply: Reply) -> list[dict[str, object]]:
    """The plan the turn of `reply` ran (from its trace, as an inspector would read it)."""
    row = await rt.trace(user="admin", turn_id=reply.turn_id)
    assert row is not None and row.plan is not None
    return list(row.plan["steps"])


# --- referents -----------------------------------------------------------------------------


async def test_the_second_of_a_listing_is_the_file_that_gets_read(rt: Runtime, home_files: Path) -> None:
    before = snapshot(home_files)
    listed = await chat(rt, "cosa c'è in Acquisti?")
    assert "preventivo_bianchi.docx" in listed.text and "contratto_affitto.pdf" not in listed.text
    second = await chat(rt, "leggi il secondo")
    assert await steps_of(rt, second) == [
        {"tool": "read_files", "args": {"paths": ["~/Acquisti/preventivo_bianchi.docx"]}}]
    assert "2.390,00" in second.text and "2.850,00" not in second.text and "3.120,00" not in second.text
    assert snapshot(home_files) == before  # reading changed nothing


async def test_after_reading_one_of_a_listing_the_third_is_still_of_that_listing(rt: Runtime,
                                                                                 home_files: Path) -> None:
    await chat(rt, "cosa c'è in Acquisti?")
    await chat(rt, "leggi il secondo")
    third = await chat(rt, "apri il terzo")  # the listing is still what "il terzo" counts in
    assert await steps_of(rt, third) == [
        {"tool": "read_files", "args": {"paths": ["~/Acquisti/preventivo_rossi.pdf"]}}]


async def test_a_stray_ok_go_ahead_with_nothing_pending_changes_nothing(rt: Runtime, home_files: Path) -> None:
    before = snapshot(home_files)
    reply = await chat(rt, "ok procedi pure")
    assert reply.text == t("planner.nothing_to_confirm", "it") and snapshot(home_files) == before


async def test_and_in_another_folder_lists_that_folder_only(rt: Runtime, home_files: Path) -> None:
    await chat(rt, "cosa c'è in Acquisti?")
    other = await chat(rt, "e in Documenti?")
    assert "contratto_affitto.pdf" in other.text and "polizza_auto.pdf" in other.text
    assert "preventivo" not in other.text
    again = await chat(rt, "e nella cartella Casa?")
    assert "lista_spesa.txt" in again.text and "contratto_affitto.pdf" not in again.text


async def test_deleting_the_tmp_files_just_found_trashes_only_them(rt: Runtime, home_files: Path) -> None:
    before = snapshot(home_files)
    found = await chat(rt, "trova i file tmp in Vecchi")
    assert "a.tmp" in found.text and "b.tmp" in found.text and "c.txt" not in found.text
    asked = await chat(rt, "cancellali")
    assert asked.prompt is not None and asked.prompt.kind == "confirm"
    assert [c.key for c in asked.prompt.choices] == ["yes", "no"]
    assert t("confirm.undoable", "it") in asked.prompt.text
    assert snapshot(home_files) == before  # nothing happens before the yes
    await press(rt, asked, "yes")
    assert trashed(rt) == ["a.tmp", "b.tmp"]
    after = snapshot(home_files)
    assert after == {k: v for k, v in before.items() if k not in ("Vecchi/a.tmp", "Vecchi/b.tmp")}


async def test_moving_a_listing_with_them_moves_exactly_those_files(rt: Runtime, home_files: Path) -> None:
    await chat(rt, "cosa c'è in Vecchi?")
    asked = await chat(rt, "spostali in Archivio")
    assert asked.prompt is not None and asked.prompt.kind == "confirm"
    assert "~/Archivio" in asked.prompt.text
    await press(rt, asked, "yes")
    assert sorted(p.name for p in (home_files / "Archivio").iterdir()) == ["a.tmp", "b.tmp", "c.txt"]
    assert not list((home_files / "Vecchi").iterdir())


async def test_what_is_in_a_folder_names_its_folders_too(rt: Runtime, home_files: Path) -> None:
    listed = await chat(rt, "cosa c'è in Lavoro?")
    assert "report_q1.docx" in listed.text and "~/Lavoro/Fatture" in listed.text
    assert "Contiene anche 1 cartella" in listed.text
    (home_files / "Progetti" / "Villa").mkdir(parents=True)
    only = await chat(rt, "cosa c'è nella cartella Progetti?")
    assert "~/Progetti/Villa" in only.text and "Non c'è nessun file" not in only.text


async def test_undoing_the_move_by_name_puts_the_file_back(rt: Runtime, home_files: Path) -> None:
    asked = await chat(rt, "sposta nota.txt in Archivio")
    assert asked.prompt is not None and asked.prompt.kind == "confirm"
    await press(rt, asked, "yes")
    assert (home_files / "Archivio" / "nota.txt").exists()
    undone = await chat(rt, "annulla lo spostamento")
    assert undone.prompt is None, undone.text
    assert (home_files / "nota.txt").read_text() == NOTA_TEXT
    assert not (home_files / "Archivio" / "nota.txt").exists()


async def test_undoing_the_move_while_its_prompt_is_open_cancels_it(rt: Runtime, home_files: Path) -> None:
    asked = await chat(rt, "sposta nota.txt in Archivio")
    assert asked.prompt is not None
    cancelled = await chat(rt, "annulla lo spostamento")
    assert cancelled.text == t("dialogue.cancelled", "it")
    assert (home_files / "nota.txt").exists() and not (home_files / "Archivio" / "nota.txt").exists()


# --- questions get answers -----------------------------------------------------------------


async def test_the_answer_to_where_moves_the_pdfs_into_that_folder(rt: Runtime, home_files: Path) -> None:
    asked = await chat(rt, "sposta i pdf da Acquisti")
    assert asked.prompt is not None and asked.prompt.kind == "ask"
    assert asked.prompt.text == t("ask.move_files.destination", "it", count=2)
    confirm = await chat(rt, "ad Archivio")
    assert confirm.prompt is not None and confirm.prompt.kind == "confirm"
    assert "~/Archivio" in confirm.prompt.text and "preventivo_rossi.pdf" in confirm.prompt.text
    done = await chat(rt, "sì")
    assert "~/Archivio" in done.text
    assert sorted(p.name for p in (home_files / "Archivio").iterdir()) == [
        "fattura_termoidraulica.pdf", "preventivo_rossi.pdf"]
    assert sorted(p.name for p in (home_files / "Acquisti").iterdir()) == [
        "preventivo_bianchi.docx", "preventivo_verdi.txt"]


async def test_a_yes_to_where_is_asked_again_and_moves_nothing(rt: Runtime, home_files: Path) -> None:
    before = snapshot(home_files)
    asked = await chat(rt, "sposta i pdf da Acquisti")
    assert asked.prompt is not None and asked.prompt.kind == "ask"
    again = await chat(rt, "sì")
    assert again.prompt is not None and again.prompt.kind == "ask"
    assert again.text == t("planner.answer_not_folder", "it")
    assert snapshot(home_files) == before
    assert not (home_files / "sì").exists() and not (home_files / "si").exists()
    assert folders(home_files) == sorted(["Acquisti", "Archivio", "Casa", "Documenti", "Fatture", "Foto",
                                          "Lavoro", "Lavoro/Fatture", "Vecchi"])


async def test_a_misspelt_file_is_offered_and_choosing_it_by_number_reads_it(
    rt: Runtime, home_files: Path,
) -> None:
    asked = await chat(rt, "leggi nota.tx")
    assert asked.prompt is not None and asked.prompt.kind == "choose"
    assert asked.prompt.text == t("planner.did_you_mean", "it", phrase="nota.tx")
    assert [c.label for c in asked.prompt.choices] == ["~/nota.txt"]
    read = await chat(rt, "1")
    assert "passaporto" in read.text
    assert await steps_of(rt, read) == [{"tool": "read_files", "args": {"paths": ["~/nota.txt"]}}]


async def test_a_misspelt_file_is_offered_and_a_yes_reads_it(rt: Runtime, home_files: Path) -> None:
    asked = await chat(rt, "leggi nota.tx")
    assert asked.prompt is not None and asked.prompt.kind == "choose"
    read = await chat(rt, "sì")
    assert "passaporto" in read.text


async def test_a_command_while_a_question_waits_drops_the_question_and_says_so(
    rt: Runtime, home_files: Path,
) -> None:
    before = snapshot(home_files)
    asked = await chat(rt, "sposta i pdf da Acquisti")
    assert asked.prompt is not None and asked.prompt.kind == "ask"
    helped = await chat(rt, "/help")
    assert helped.text.startswith(t("dialogue.superseded_notice", helped.locale))
    assert t("help.text", helped.locale) in helped.text
    late = await chat(rt, "ad Archivio")  # no longer an answer: nothing is moved
    assert late.prompt is None or late.prompt.kind != "confirm"
    assert snapshot(home_files) == before


async def test_cancel_while_a_question_waits_drops_the_question(rt: Runtime, home_files: Path) -> None:
    before = snapshot(home_files)
    asked = await chat(rt, "sposta i pdf da Acquisti")
    assert asked.prompt is not None
    cancelled = await chat(rt, "annulla")
    assert cancelled.text == t("dialogue.cancelled", "it")
    assert await rt.pending_prompt(user="admin", conversation_id="c1") is None
    stale = await rt.resume(asked.prompt.dialogue_id, "~/Archivio", user="admin", conversation_id="c1")
    assert stale.text == t("dialogue.state_cancelled", "it")
    assert snapshot(home_files) == before


async def test_a_stray_yes_with_nothing_pending_is_nothing_to_confirm(rt: Runtime, home_files: Path) -> None:
    before = snapshot(home_files)
    await chat(rt, "cosa c'è in Vecchi?")
    stray = await chat(rt, "sì")
    assert stray.text == t("planner.nothing_to_confirm", "it") and stray.prompt is None
    assert snapshot(home_files) == before and trashed(rt) == []


@pytest.mark.parametrize("said", ["ok", "2"])
async def test_a_first_stray_word_that_tells_no_language_is_answered_in_both(rt: Runtime, said: str) -> None:
    first = await say(rt, said)
    assert first.text == t("planner.nothing_to_confirm", "it") + "\n" + t("planner.nothing_to_confirm", "en")
    await say(rt, "what's in Vecchi?")
    again = await say(rt, said)  # the conversation's language now goes on
    assert again.text == t("planner.nothing_to_confirm", "en")


async def test_a_stray_word_in_one_language_is_answered_in_that_one(rt: Runtime) -> None:
    assert (await say(rt, "sì")).text == t("planner.nothing_to_confirm", "it")
    assert (await say(rt, "yes", conversation="c2")).text == t("planner.nothing_to_confirm", "en")


@pytest.mark.parametrize(("text", "locale"), [
    ("whats in concerto di natale", "en"),
    ("what's in la casa di nonna?", "en"),
    ("cosa c'è in concerto di natale?", "it"),
    ("show me the files in Giardino d'inverno", "en"),
])
async def test_a_folder_s_name_does_not_tell_the_language(rt: Runtime, text: str, locale: str) -> None:
    for folder in ("Concerto di Natale", "La casa di nonna", "Giardino d'inverno"):
        (workspace(rt) / folder).mkdir()
        (workspace(rt) / folder / "note.txt").write_text("x\n", encoding="utf-8")
    reply = await say(rt, text)
    assert reply.locale == locale and "note.txt" in reply.text, reply.text


async def test_a_folder_s_name_alone_keeps_the_conversation_s_language(rt: Runtime) -> None:
    for folder in ("Concerto di Natale", "Vecchi"):
        (workspace(rt) / folder).mkdir()
        (workspace(rt) / folder / "note.txt").write_text("x\n", encoding="utf-8")
    assert (await say(rt, "what's in Vecchi?")).locale == "en"
    reply = await say(rt, "and concerto di natale?")
    assert reply.locale == "en" and "note.txt" in reply.text, reply.text
    lost = await say(rt, "concerto di natale blu")  # not understood: said in English, examples too
    assert lost.locale == "en" and "«" not in lost.text, lost.text


# --- edits and undo ------------------------------------------------------------------------


async def test_adding_to_the_shopping_list_then_undo_restores_it_byte_for_byte(
    rt: Runtime, home_files: Path,
) -> None:
    spesa = home_files / "Casa/lista_spesa.txt"
    original = spesa.read_bytes()
    added = await chat(rt, "aggiungi uova alla lista della spesa")
    assert added.prompt is None
    assert spesa.read_text(encoding="utf-8").splitlines() == ["latte", "pane", "mele", "uova"]
    undone = await chat(rt, "annulla l'ultima operazione")
    assert undone.prompt is None and "lista_spesa.txt" in undone.text
    assert spesa.read_bytes() == original


async def test_creating_a_folder_inside_a_named_one_creates_it_there(rt: Runtime, home_files: Path) -> None:
    made = await chat(rt, "crea una cartella Ricevute in Documenti")
    assert made.prompt is None
    assert (home_files / "Documenti/Ricevute").is_dir() and not (home_files / "Ricevute").exists()


# --- what it cannot do ---------------------------------------------------------------------


async def test_booking_a_restaurant_is_a_plain_refusal(rt: Runtime, home_files: Path) -> None:
    before = snapshot(home_files)
    refused = await chat(rt, "prenota un ristorante")
    opening = t("planner.out_of_scope", "it", what="prenotare", suggestions="\x00").split("\x00")[0]
    assert refused.status == "refused" and refused.text.startswith(opening)
    assert not re.search(r"\b(step|passo|passi|modello|model|planner|executor)\b", refused.text, re.I)
    again = await chat(rt, "book a table for two")
    assert again.status == "refused"
    assert again.text.startswith(t("planner.out_of_scope", "en", what="book things", suggestions="\x00")
                                 .split("\x00")[0])
    assert snapshot(home_files) == before


async def test_sending_the_file_just_found_asks_first_and_a_no_sends_nothing(home: Path) -> None:
    mailbox = Mailbox()
    server = Controller(mailbox, hostname="127.0.0.1", port=free_port(),
                        authenticator=mailbox.authenticate, auth_require_tls=False)
    server.start()
    try:
        accounts = {"accounts": {"smtp:default": account(server.port)}}
        async with mail_runtime(home, server.port, mail=accounts, password=None) as rt:
            admin = await rt.users.by_name("admin")
            assert admin is not None
            store_secret(rt.settings, user_secret_name(admin.id, "smtp:default"), PASSWORD)
            write_family(workspace(rt))
            await chat(rt, "trova nota.txt")
            asked = await chat(rt, "mandalo a bob@example.org")
            assert asked.prompt is not None and asked.prompt.kind == "confirm"
            assert "bob@example.org" in asked.prompt.text and "nota.txt" in asked.prompt.text
            assert t("confirm.not_undoable", "it") in asked.prompt.text
            denied = await press(rt, asked, "no")
            assert denied.text.startswith(t("dialogue.denied", "it"))
    finally:
        server.stop()
    assert mailbox.delivered == [] and mailbox.logins == []


async def test_a_letter_typed_while_an_email_waits_for_its_yes_becomes_its_body(home: Path) -> None:
    mailbox = Mailbox()
    server = Controller(mailbox, hostname="127.0.0.1", port=free_port(),
                        authenticator=mailbox.authenticate, auth_require_tls=False)
    server.start()
    try:
        accounts = {"accounts": {"smtp:default": account(server.port)}}
        async with mail_runtime(home, server.port, mail=accounts, password=None) as rt:
            admin = await rt.users.by_name("admin")
            assert admin is not None
            store_secret(rt.settings, user_secret_name(admin.id, "smtp:default"), PASSWORD)
            write_family(workspace(rt))
            asked = await chat(rt, "manda nota.txt a bob@example.org")
            assert asked.prompt is not None and asked.prompt.kind == "confirm", asked.text
            again = await chat(rt, "Ciao Bob, ti giro la nota di ieri. Anna")
            # the same e-mail asked again, its text now the one typed: nothing sent before the yes
            assert again.prompt is not None and again.prompt.kind == "confirm", again.text
            assert again.text.startswith(t("mail.body_taken", "it", body="\x00").split("\x00")[0])
            assert "nota.txt" in again.prompt.text and mailbox.delivered == []
    finally:
        server.stop()


async def test_the_body_taken_is_the_one_sent_once_confirmed(home: Path) -> None:
    mailbox = Mailbox()
    server = Controller(mailbox, hostname="127.0.0.1", port=free_port(),
                        authenticator=mailbox.authenticate, auth_require_tls=False)
    server.start()
    try:
        accounts = {"accounts": {"smtp:default": account(server.port)}}
        async with mail_runtime(home, server.port, mail=accounts, password=None) as rt:
            admin = await rt.users.by_name("admin")
            assert admin is not None
            store_secret(rt.settings, user_secret_name(admin.id, "smtp:default"), PASSWORD)
            write_family(workspace(rt))
            await chat(rt, "send nota.txt to bob@example.org")
            again = await chat(rt, "Hi Bob, here is yesterday's note. Anna")
            assert again.prompt is not None and again.prompt.kind == "confirm", again.text
            await press(rt, again, "yes")
            # a greeting alone is no body: "ciao" while nothing waits is a greeting
            hello = await chat(rt, "ciao")
            assert hello.prompt is None
    finally:
        server.stop()
    assert len(mailbox.delivered) == 1
    body = mailbox.delivered[0].message.get_body(preferencelist=("plain",))
    assert body is not None and "here is yesterday's note" in body.get_content()


# --- plurals, answers in other words, the other end ------------------------------------------


async def test_the_photos_deleted_together_come_back_with_put_them_back(rt: Runtime, home_files: Path) -> None:
    (home_files / "Foto/mare_sera.jpg").write_bytes(b"\xff\xd8\xff\xe0 jpeg sera")
    before = snapshot(home_files)
    asked = await chat(rt, "cancella le foto del mare")
    assert asked.prompt is not None and asked.prompt.kind == "confirm"
    assert "mare.jpg" in asked.prompt.text and "mare_sera.jpg" in asked.prompt.text
    await press(rt, asked, "yes")
    assert trashed(rt) == ["mare.jpg", "mare_sera.jpg"]
    back = await chat(rt, "annulla, rimettile dov'erano")
    assert back.prompt is None and "mare_sera.jpg" in back.text
    assert snapshot(home_files) == before


async def test_which_invoice_is_answered_in_other_words(rt: Runtime, home_files: Path) -> None:
    asked = await chat(rt, "apri la fattura")
    assert asked.prompt is not None and asked.prompt.kind == "choose"
    assert "~/Fatture/fattura_idraulico.pdf" in [c.label for c in asked.prompt.choices]
    read = await chat(rt, "quella dell'idraulico")
    assert read.prompt is None and "fattura_idraulico.pdf" in read.text
    assert await steps_of(rt, read) == [
        {"tool": "read_files", "args": {"paths": ["~/Fatture/fattura_idraulico.pdf"]}}]


async def test_after_the_newest_invoice_the_oldest_is_the_other_end(rt: Runtime, home_files: Path) -> None:
    import os
    import time

    for name, days in (("fattura_idraulico.pdf", 30), ("fattura_elettricista.pdf", 10),
                       ("bolletta_luce_marzo.pdf", 1)):
        stamp = time.time() - days * 86400
        os.utime(home_files / "Fatture" / name, (stamp, stamp))
    newest = await chat(rt, "qual è la fattura più recente in Fatture?")
    assert "bolletta_luce_marzo.pdf" in newest.text and "fattura_idraulico.pdf" not in newest.text
    oldest = await chat(rt, "e quella più vecchia?")
    assert "fattura_idraulico.pdf" in oldest.text and "bolletta_luce_marzo.pdf" not in oldest.text
    read = await chat(rt, "leggila")
    assert await steps_of(rt, read) == [
        {"tool": "read_files", "args": {"paths": ["~/Fatture/fattura_idraulico.pdf"]}}]



async def test_asking_where_one_file_goes_says_it_in_the_singular(rt: Runtime) -> None:
    (workspace(rt) / "listino.txt").write_text("x")
    asked = await say(rt, "sposta listino.txt")
    assert asked.prompt is not None and asked.prompt.kind == "ask"
    assert asked.prompt.text == "Dove lo sposto? Dimmi la cartella (per esempio Archivio)."


async def test_mailing_the_cheapest_of_the_quotes_just_listed_sends_that_one_once_confirmed(home: Path) -> None:
    mailbox = Mailbox()
    server = Controller(mailbox, hostname="127.0.0.1", port=free_port(),
                        authenticator=mailbox.authenticate, auth_require_tls=False)
    server.start()
    try:
        accounts = {"accounts": {"smtp:default": account(server.port)}}
        async with mail_runtime(home, server.port, mail=accounts, password=None) as rt:
            admin = await rt.users.by_name("admin")
            assert admin is not None
            store_secret(rt.settings, user_secret_name(admin.id, "smtp:default"), PASSWORD)
            quotes = workspace(rt) / "Preventivi"
            quotes.mkdir()
            (quotes / "preventivo_rossi.txt").write_text("PREVENTIVO n. 12\nDitta Rossi\nTotale: 2.780,00 €\n")
            (quotes / "preventivo_bianchi.txt").write_text("PREVENTIVO n. 7\nDitta Bianchi\nTotale: 2.350,00 €\n")
            listed = await chat(rt, "quali preventivi ci sono in Preventivi?")
            assert "preventivo_rossi.txt" in listed.text and "preventivo_bianchi.txt" in listed.text
            asked = await chat(rt, "manda il più economico a bob@example.org")
            assert asked.prompt is not None and asked.prompt.kind == "confirm", asked.text
            assert "preventivo_bianchi.txt" in asked.prompt.text and "preventivo_rossi.txt" not in asked.prompt.text
            assert mailbox.delivered == []
            await press(rt, asked, "yes")
    finally:
        server.stop()
    assert len(mailbox.delivered) == 1
    sent = mailbox.delivered[0].message
    assert [p.get_filename() for p in sent.iter_attachments()] == ["preventivo_bianchi.txt"]
