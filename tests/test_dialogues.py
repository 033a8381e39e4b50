"""Confirmations and questions as suspended dialogues: persisted, bound to user and turn, re-checked."""

from __future__ import annotations

import asyncio
import dataclasses
import time
from pathlib import Path

from runtime.catalog.builtin.effects import DELETE_FILES
from runtime.catalog.registry import Catalog, load_catalog
from runtime.i18n import t
from runtime.runtime import Runtime
from runtime.turn import Reply
from tests.conftest import make_settings, say, workspace
from tests.test_cli import metnos, ws


async def ask_delete(rt: Runtime, name: str = "a.txt", conversation: str = "c1") -> Reply:
    (workspace(rt) / name).write_text("content")
    reply = await say(rt, f"elimina il file {name}", conversation=conversation)
    assert reply.prompt is not None and reply.prompt.kind == "confirm"
    return reply


def trashed(rt: Runtime) -> list[Path]:
    return [p for p in (rt.settings.data_dir / "users/admin/trash").rglob("*") if p.is_file()]


async def test_the_prompt_says_what_where_and_whether_it_can_be_undone(rt: Runtime) -> None:
    reply = await ask_delete(rt)
    assert reply.prompt is not None
    assert reply.prompt.text == "Sposto 1 file (a.txt) nel cestino — annullabile."
    assert [c.key for c in reply.prompt.choices] == ["yes", "no"]
    assert reply.prompt.expires_at > time.time() + 800


async def test_confirm_runs_the_effect_once(rt: Runtime) -> None:
    reply = await ask_delete(rt)
    assert reply.prompt is not None
    done = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
    assert not (workspace(rt) / "a.txt").exists() and len(trashed(rt)) == 1
    again = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
    assert again.status == "refused" and again.text == t("dialogue.state_resumed", "it")
    assert len(trashed(rt)) == 1 and "nel cestino" in done.text


async def test_deny_does_nothing_and_says_so(rt: Runtime) -> None:
    reply = await ask_delete(rt)
    assert reply.prompt is not None
    denied = await rt.resume(reply.prompt.dialogue_id, "no", user="admin", conversation_id="c1")
    assert denied.text == "Va bene, non l'ho fatto." and (workspace(rt) / "a.txt").exists()
    row = await rt.trace(user="admin", turn_id=reply.turn_id)
    assert row is not None and row.outcome == "denied"


async def test_two_concurrent_confirms_give_one_effect(rt: Runtime, settings: object) -> None:
    reply = await ask_delete(rt)
    assert reply.prompt is not None
    other = await Runtime.open(rt.settings)  # a second process' runtime on the same files
    try:
        results = await asyncio.gather(
            rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1"),
            other.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1"),
            rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1"),
        )
    finally:
        await other.close()
    assert sorted(r.status for r in results) == ["answered", "refused", "refused"]
    assert len(trashed(rt)) == 1


async def test_another_users_resume_reads_like_a_missing_dialogue(rt: Runtime) -> None:
    reply = await ask_delete(rt)
    assert reply.prompt is not None
    stolen = await rt.resume(reply.prompt.dialogue_id, "yes", user="anna", conversation_id="c1",
                             locale="it")
    missing = await rt.resume("no-such-id", "yes", user="anna", conversation_id="c1", locale="it")
    assert stolen.text == missing.text == t("dialogue.not_found", "it")
    assert (workspace(rt) / "a.txt").exists()
    # and the owner can still answer it afterwards
    done = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
    assert done.status == "answered"


async def test_a_confirmation_from_another_conversation_cannot_resume(rt: Runtime) -> None:
    reply = await ask_delete(rt, conversation="c1")
    assert reply.prompt is not None
    elsewhere = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c2")
    assert elsewhere.status == "refused" and (workspace(rt) / "a.txt").exists()


async def test_expired_dialogue_is_refused(home: Path) -> None:
    async with await Runtime.open(make_settings(home, dialogues={"ttl_seconds": 1})) as rt:
        await rt.users.ensure("admin", role="admin")
        reply = await ask_delete(rt)
        assert reply.prompt is not None
        await asyncio.sleep(1.05)
        late = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
        assert late.text == t("dialogue.state_expired", "it")
        assert (workspace(rt) / "a.txt").exists()


class RecordingNotifier:
    """A real Notifier for the terminal-less tests: it keeps what would be delivered."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, str, str]] = []

    async def notify(self, user_id: str, reply: Reply) -> None:
        self.sent.append((user_id, reply.text, reply.locale))


async def test_sweep_expires_dialogues_and_tells_their_owner(home: Path) -> None:
    notifier = RecordingNotifier()
    async with await Runtime.open(make_settings(home), notifier=notifier) as rt:
        admin = await rt.users.ensure("admin", role="admin")
        reply = await ask_delete(rt)
        assert reply.prompt is not None
        assert await rt.sweep_dialogues() == 0
        assert await rt.sweep_dialogues(now=time.time() + 3600) == 1
        assert notifier.sent == [(admin.id, t("dialogue.expired_notice", "it"), "it")]
        late = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
        assert late.text == t("dialogue.state_expired", "it")


async def test_a_new_request_supersedes_the_pending_dialogue(rt: Runtime) -> None:
    reply = await ask_delete(rt)
    assert reply.prompt is not None
    newer = await say(rt, "che ore sono?")
    assert newer.text.startswith(t("dialogue.superseded_notice", "it"))
    old = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
    assert old.text == t("dialogue.state_superseded", "it") and (workspace(rt) / "a.txt").exists()


async def test_cancel_closes_the_pending_dialogue(rt: Runtime) -> None:
    reply = await ask_delete(rt)
    assert reply.prompt is not None
    cancelled = await say(rt, "annulla")
    assert cancelled.text == "Annullato: non ho fatto nulla."
    after = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
    assert after.text == t("dialogue.state_cancelled", "it")
    nothing = await say(rt, "/cancel")
    assert nothing.text == t("dialogue.nothing_to_cancel", "en")


async def test_catalog_change_between_prompt_and_answer_refuses_then_replans_on_request(
    rt: Runtime,
) -> None:
    reply = await ask_delete(rt)
    assert reply.prompt is not None
    changed = Catalog([dataclasses.replace(DELETE_FILES, version="2") if s.name == "delete_files" else s
                       for s in load_catalog(rt.settings.catalog.extra_modules)])
    async with await Runtime.open(rt.settings, catalog=changed) as upgraded:
        refused = await upgraded.resume(reply.prompt.dialogue_id, "yes", user="admin",
                                        conversation_id="c1")
        assert refused.text == t("dialogue.catalog_changed", "it")
        assert (workspace(rt) / "a.txt").exists()
        again = await say(upgraded, "elimina il file a.txt")  # the user's new request plans anew
        assert again.prompt is not None
        done = await upgraded.resume(again.prompt.dialogue_id, "yes", user="admin",
                                     conversation_id="c1")
        assert done.status == "answered" and not (workspace(rt) / "a.txt").exists()


async def test_a_file_deleted_between_prompt_and_answer_is_refused_with_the_reason(rt: Runtime) -> None:
    reply = await ask_delete(rt)
    assert reply.prompt is not None
    (workspace(rt) / "a.txt").unlink()
    refused = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
    assert refused.text == "~/a.txt non c'è più, quindi non ho fatto nulla."
    assert trashed(rt) == []


async def test_a_missing_destination_is_asked_and_the_reply_continues_the_plan(rt: Runtime) -> None:
    folder = workspace(rt) / "Scansioni"
    folder.mkdir()
    (folder / "s1.pdf").write_text("x")
    asked = await say(rt, "sposta i pdf della cartella Scansioni")
    assert asked.prompt is not None and asked.prompt.kind == "ask"
    assert asked.prompt.text == "Dove li sposto? Dimmi la cartella (per esempio Archivio)."
    confirm = await say(rt, "Archivio")
    assert confirm.prompt is not None and confirm.prompt.kind == "confirm"
    assert "in ~/Archivio" in confirm.prompt.text
    done = await say(rt, "sì")
    assert (workspace(rt) / "Archivio" / "s1.pdf").exists() and "~/Archivio" in done.text
    row = await rt.trace(user="admin", turn_id=asked.turn_id)
    assert row is not None and row.plan is not None
    assert row.plan["steps"][1]["args"]["destination"] == "~/Archivio"  # the answer, grounded


async def test_a_pending_dialogue_survives_a_restart_of_the_process(home: Path) -> None:
    (ws(home) / "a.txt").write_text("content")
    first = metnos(home, "chat", stdin="elimina il file a.txt\n")
    assert "[1] Sì, procedi" in first.stdout and (ws(home) / "a.txt").exists()
    second = metnos(home, "chat", stdin="sì\n")  # a new process answers the stored prompt
    assert second.returncode == 0, second.stderr
    assert "Ho spostato 1 file nel cestino" in second.stdout
    assert not (ws(home) / "a.txt").exists()


async def test_a_new_request_instead_of_an_answer_supersedes_the_question(rt: Runtime) -> None:
    folder = workspace(rt) / "Scansioni"
    folder.mkdir()
    (folder / "s1.pdf").write_text("x")
    asked = await say(rt, "sposta i pdf della cartella Scansioni")
    assert asked.prompt is not None and asked.prompt.kind == "ask"
    other = await say(rt, "che ore sono?")
    assert other.text.startswith(t("dialogue.superseded_notice", "it")) and "Sono le" in other.text
    late = await rt.resume(asked.prompt.dialogue_id, "Archivio", user="admin", conversation_id="c1")
    assert late.text == t("dialogue.state_superseded", "it")
    assert (folder / "s1.pdf").exists()
    help_reply = await say(rt, "sposta i pdf della cartella Scansioni")
    assert help_reply.prompt is not None
    assert (await say(rt, "aiuto")).text.startswith(t("dialogue.superseded_notice", "it"))
