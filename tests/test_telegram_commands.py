"""Commands, their menus per language, admin-only commands, notices and scheduled jobs."""

from __future__ import annotations

import time
from pathlib import Path

from bot.telegram.commands import ADMIN_COMMANDS, USER_COMMANDS
from runtime.i18n import keys
from runtime.turn import Reply
from tests.e2e.telegram_harness import eventually, running_bot

ADMIN, ANNA = 1000, 1001


def test_catalogs_have_the_same_telegram_keys() -> None:
    it = {k for k in keys("it") if k.startswith("telegram.")}
    en = {k for k in keys("en") if k.startswith("telegram.")}
    assert it == en and len(it) > 40
    assert {f"telegram.commands.{c}" for c in USER_COMMANDS + ADMIN_COMMANDS} <= it


async def test_command_menus_are_registered_per_language(home: Path) -> None:
    async with running_bot(home) as h:
        menus = h.api.commands
        assert [c["command"] for c in menus[("default", "it")]] == list(USER_COMMANDS)
        assert menus[("default", "it")][3] == {"command": "undo",
                                               "description": "Annulla l'ultima operazione"}
        assert menus[("default", "en")][3] == {"command": "undo",
                                               "description": "Undo the last operation"}
        assert menus[("default", "")] == menus[("default", "en")]
        await h.pair(ADMIN, "boss", admin=True)
        admin_menu = [c["command"] for c in h.api.commands[(f"chat:{ADMIN}", "it")]]
        assert admin_menu == list(USER_COMMANDS + ADMIN_COMMANDS)


async def test_whoami_help_jobs_and_unknown(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        [who] = await h.ask(ANNA, "/whoami")
        assert who.visible == f"Sei anna (utente). Id Telegram {ANNA}, lingua it."
        [help_text] = await h.ask(ANNA, "/help")
        assert help_text.visible is not None and "/undo" in help_text.visible
        assert "/models" not in help_text.visible
        [jobs] = await h.ask(ANNA, "/jobs")
        assert jobs.visible == "Non hai lavori lunghi."
        [unknown] = await h.ask(ANNA, "/frobnicate")
        assert unknown.visible == "Non conosco questo comando. /help elenca quelli che ho."
        [start] = await h.ask(ANNA, "/start")
        assert start.visible is not None and start.visible.startswith("Ciao anna")
        assert await h.turns() == 0  # none of these is a turn


async def test_trace_shows_the_last_turn(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        [none] = await h.ask(ANNA, "/trace")
        assert none.visible == "Non hai ancora fatto richieste."
        await h.ask(ANNA, "che ore sono")
        [trace] = await h.ask(ANNA, "/trace")
        turn = await h.rt.trace(user="anna")
        assert turn is not None and trace.visible is not None
        assert trace.visible.startswith(f"Turno {turn.id}")
        assert "Richiesta: che ore sono" in trace.visible and "1. get_now" in trace.visible
        assert trace.text is not None and "<pre>" in trace.text
        [unknown] = await h.ask(ANNA, "/trace t000000000000")
        assert unknown.visible == "Non c'è un turno così tra i tuoi."


async def test_admin_commands_are_for_the_admin_only(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ADMIN, "boss", admin=True)
        await h.pair(ANNA, "anna")
        for command in ("/models", "/users"):
            [refused] = await h.ask(ANNA, command)
            assert refused.visible == "Questo comando è riservato all'amministratore."
        [models] = await h.ask(ADMIN, "/models")
        assert models.visible is not None and models.visible.startswith(
            "planning: non configurato")
        [users] = await h.ask(ADMIN, "/users")
        assert users.visible is not None
        assert f"anna — utente, attivo, telegram:{ANNA}" in users.visible
        [invited] = await h.ask(ADMIN, "/users invite carla")
        code = (invited.visible or "").split()[3]
        await h.ask(2002, f"/start {code}")
        assert (await h.rt.users.by_identity("telegram", "2002")) is not None
        [disabled] = await h.ask(ADMIN, "/users disable anna")
        assert disabled.visible == "anna è disattivato."
        [refusal] = await h.ask(ANNA, "che ore sono")
        assert refusal.visible is not None and "disattivato" in refusal.visible
        assert await h.turns() == 0
        [self_disable] = await h.ask(ADMIN, "/users disable boss")
        assert self_disable.visible == "Non puoi farlo sul tuo stesso account."


async def test_notifier_sends_text_and_files_to_the_bound_chat(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        anna = await h.rt.users.by_name("anna")
        assert anna is not None and h.rt.notifier is not None
        report = h.workspace("anna") / "report.csv"
        report.write_text("a;b\n1;2\n")
        await h.rt.notifier.notify(anna.id, Reply(text="Lavoro <finito>", locale="it",
                                                  files=(str(report),)))
        text, document = (await h.api.wait_for_messages(ANNA, 3))[1:]
        assert text.visible == "Lavoro <finito>"
        assert document.document_name == "report.csv"
        assert document.document_bytes == b"a;b\n1;2\n"


async def test_scratchpad_gc_job_runs(home: Path) -> None:
    async with running_bot(home, sections={"scratchpad": {"gc_interval_seconds": 1}}) as h:
        pad = h.rt.scratchpad
        assert pad is not None
        anna = await h.rt.users.ensure("anna")
        ref = await pad.put(anna.id, "t1", 1, "read_files", "x" * 10_000, ttl_seconds=1)
        assert await pad.get(anna.id, ref["id"]) is not None
        started = time.monotonic()

        async def gone() -> bool:
            return (await pad.stats())["entries"] == 0

        await eventually(gone, timeout=6)
        assert time.monotonic() - started >= 1.0  # removed by the job, after its expiry
