"""Messages become turns: answers, long answers, tables and files, uploads, edits, repeats,
progress, per-user order — the real front end against the Bot API double."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from tests.e2e.telegram_harness import SlowPlanner, running_bot
from tests.fakes.quotes import write_three_quotes

ANNA, BOB = 1001, 1002
QUOTES = ("Leggi i tre preventivi nella cartella Acquisti, confronta i prezzi e crea una tabella "
          "riepilogativa")


async def test_request_is_answered(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        [answer] = await h.ask(ANNA, "che ore sono")
        assert answer.visible is not None and answer.visible.startswith("Sono le")
        assert answer.parse_mode == "HTML"
        turn = await h.rt.trace(user="anna")
        assert turn is not None and turn.channel == "telegram"
        assert turn.conversation_id == str(ANNA) and turn.request_text == "che ore sono"


async def test_answer_text_is_escaped(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        folder = h.workspace("anna") / "Note"
        folder.mkdir()
        (folder / "<b>not bold<b> & co.txt").write_text("x")
        [answer] = await h.ask(ANNA, "elenca i file nella cartella Note")
        assert answer.visible is not None and "<b>not bold<b> & co.txt" in answer.visible
        assert answer.text is not None and "&lt;b&gt;not bold&lt;b&gt; &amp; co" in answer.text


async def test_ten_thousand_characters_are_split_on_line_boundaries(home: Path) -> None:
    async with running_bot(home, sections={"general": {"max_list_items": 500}}) as h:
        await h.pair(ANNA, "anna")
        folder = h.workspace("anna") / "Archivio"
        folder.mkdir()
        names = [f"documento_numero_{i:04d}_con_nome_lungo.txt" for i in range(200)]
        for name in names:
            (folder / name).write_text("x")
        await h.ask(ANNA, "elenca i file nella cartella Archivio", replies=3)
        turn = await h.rt.trace(user="anna")
        assert turn is not None and turn.reply_text is not None
        assert len(turn.reply_text) > 10_000
        parts = h.to(ANNA)[1:]
        visible = [p.visible or "" for p in parts]
        assert len(parts) == 3 and all(len(v) <= 4096 for v in visible)
        assert "".join(visible) == turn.reply_text
        assert all(v.endswith("\n") for v in visible[:-1])  # cut at line ends


async def test_table_in_pre_and_spreadsheet_arrives_as_document(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        folder = h.workspace("anna") / "Acquisti"
        folder.mkdir()
        write_three_quotes(folder)
        await h.api.user_sends(ANNA, QUOTES)
        document = await h.api.wait_for(
            lambda: next((m for m in h.to(ANNA) if m.method == "sendDocument"), None))
        assert document.document_name == "riepilogo.xlsx"
        assert document.document_bytes == (folder / "riepilogo.xlsx").read_bytes()
        [answer] = [m for m in h.to(ANNA)[1:] if m.method == "sendMessage"]
        assert answer.text is not None and "<pre>" in answer.text
        assert answer.visible is not None and "Bianchi &amp; Figli" not in answer.visible
        assert "Bianchi & Figli S.p.A." in answer.visible
        assert answer.message_id < document.message_id  # the answer, then its file


async def test_uploads_land_in_the_inbox_without_overwriting(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        for data in (b"prima versione", b"seconda versione"):
            before = len(h.to(ANNA))
            await h.api.user_uploads(ANNA, "nota.txt", data)
            await h.api.wait_for_messages(ANNA, before + 1)
        inbox = h.workspace("anna") / "Inbox"
        assert (inbox / "nota.txt").read_bytes() == b"prima versione"
        assert (inbox / "nota_2.txt").read_bytes() == b"seconda versione"
        assert h.to(ANNA)[-1].visible == ("Salvato come ~/Inbox/nota_2.txt. Puoi nominarlo nelle "
                                          "prossime richieste.")
        [answer] = await h.ask(ANNA, "leggi il file nota_2.txt nella cartella Inbox")
        assert answer.visible is not None and "seconda versione" in answer.visible


async def test_upload_names_are_sanitized(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        await h.api.user_uploads(ANNA, "../../../etc/passwd", b"root")
        await h.api.user_uploads(ANNA, ".bashrc", b"alias")
        await h.api.wait_for_messages(ANNA, 3)
        inbox = h.workspace("anna") / "Inbox"
        assert sorted(p.name for p in inbox.iterdir()) == ["bashrc", "passwd"]
        assert not (h.rt.settings.data_dir / "etc").exists()


async def test_upload_over_20_mb_is_refused_politely(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        await h.api.user_uploads(ANNA, "video.bin", b"\0" * (20 * 1024 * 1024 + 1))
        [refusal] = (await h.api.wait_for_messages(ANNA, 2))[1:]
        assert refusal.visible == ("video.bin è troppo grande: accetto file fino a 20 MB. "
                                   "Non ho salvato nulla.")
        assert not (h.workspace("anna") / "Inbox").exists()
        assert [r for r in h.api.requests if r.method == "getFile"] == []


async def test_upload_with_caption_runs_it_as_a_request(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        await h.api.user_uploads(ANNA, "spesa.txt", b"latte e pane",
                                 caption="leggi il file spesa.txt nella cartella Inbox")
        saved, answer = (await h.api.wait_for_messages(ANNA, 3))[1:]
        assert saved.visible is not None and saved.visible.startswith("Salvato come")
        assert answer.visible is not None and "latte e pane" in answer.visible


async def test_edited_message_does_not_rerun_the_turn(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        (h.workspace("anna") / "a.txt").write_text("a")
        message = await h.api.user_sends(ANNA, "che ore sono")
        await h.api.wait_for_messages(ANNA, 2)
        await h.api.user_edits(message, "elimina il file a.txt")
        [note] = (await h.api.wait_for_messages(ANNA, 3))[2:]
        assert note.visible == ("Non eseguo i messaggi modificati. Invia la richiesta corretta "
                                "come nuovo messaggio.")
        assert await h.turns() == 1 and (h.workspace("anna") / "a.txt").exists()


async def test_repeated_update_is_processed_once(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        message = await h.api.user_sends(ANNA, "che ore sono")
        await h.api.wait_for_messages(ANNA, 2)
        row = await h.rt.db.fetchone("SELECT MAX(update_id) AS last FROM telegram_updates")
        assert row is not None
        update_id = int(row["last"])  # the update that carried "che ore sono"
        h.api.inject_update({"update_id": update_id, "message": message})
        [after] = await h.ask(ANNA, "/whoami")  # same user: handled after the repeat
        assert after.visible is not None and after.visible.startswith("Sei anna")
        assert await h.turns() == 1
        assert len(h.to(ANNA)) == 3


async def test_slow_turn_gets_a_progress_message_edited_in_place(home: Path) -> None:
    async with running_bot(home, planner=SlowPlanner(), progress_after_seconds=0.2) as h:
        await h.pair(ANNA, "anna")
        [message] = await h.ask(ANNA, "lento 0.7")
        assert [r.visible for r in message.history] == ["Ci sto lavorando…"]
        assert message.visible is not None and "fare quello che mi hai chiesto" in message.visible
        assert message.time < message.history[0].time  # shown first, then edited in place
        assert len(h.to(ANNA)) == 2  # the answer took the progress message's place
        [typing] = h.api.chat_actions  # "typing…" while it worked
        assert (typing.chat_id, typing.action) == (ANNA, "typing")
        assert message.time - 0.05 < typing.time < message.history[0].time


async def test_one_users_turns_in_order_different_users_concurrently(home: Path) -> None:
    async with running_bot(home, planner=SlowPlanner()) as h:
        await h.pair(ANNA, "anna")
        await h.pair(BOB, "bob")
        start = time.monotonic()
        await h.api.user_sends(ANNA, "lento 0.6")
        await h.api.user_sends(ANNA, "che ore sono")
        await h.api.user_sends(BOB, "lento 0.6")
        anna = (await h.api.wait_for_messages(ANNA, 3))[1:]
        bob = (await h.api.wait_for_messages(BOB, 2))[1:]
        assert anna[0].visible is not None and "fare quello che mi hai chiesto" in anna[0].visible
        assert anna[1].visible is not None and anna[1].visible.startswith("Sono le")
        assert anna[0].message_id < anna[1].message_id
        assert bob[0].time - start < 1.1  # Bob's slow turn ran beside Anna's, not after it
        assert anna[1].time > anna[0].time



async def test_a_turn_finds_its_sender_as_the_gate_read_them(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        [first] = await h.ask(ANNA, "che ore sono")
        read: list[str] = []
        fetchone = h.rt.db.fetchone

        async def spied(sql: str, params: Any = ()) -> Any:
            read.append(sql)
            return await fetchone(sql, params)

        h.rt.db.fetchone = spied  # type: ignore[method-assign]
        h.rt.users._by_id.clear()  # as if the last lookup were older than CACHE_SECONDS
        h.rt.users._by_name.clear()
        [answer] = await h.ask(ANNA, "che ore sono")
        assert answer.visible is not None and answer.visible.startswith("Sono le")
        assert not [sql for sql in read if "FROM users" in sql]  # the gate's fresh read served
