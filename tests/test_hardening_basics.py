"""Hardening basics: private files at rest, bad plans refused in one line, names too long
named as such, and a removed user's files never inherited."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest

from runtime.config import Settings
from runtime.plan.model import Plan, Step
from runtime.plan.parse import MAX_PLAN_BYTES, PlanFileError, parse_plan
from runtime.runtime import Runtime
from runtime.store.users import User
from tests.conftest import workspace
from tests.test_cli import metnos


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


async def test_the_database_data_dir_and_trash_are_private(settings: Settings) -> None:
    async with await Runtime.open(settings) as rt:
        await rt.users.ensure("admin", role="admin")
        trash = rt.workspace_for(await _admin(rt)).trash
        data = rt.settings.data_dir
        assert _mode(data) == 0o700 and _mode(data / "metnos.db") == 0o600
        assert _mode(trash) == 0o700


def test_the_log_is_private(home: Path) -> None:
    assert metnos(home, "catalog").returncode == 0
    assert _mode(home / "metnos.log") == 0o600


@pytest.mark.parametrize("text, says", [
    ('{"steps": [{"tool": "find_files", "args": {"pattern": "a\\u0000b"}}]}', "NUL"),
    ('{"steps": [{"tool": "find_files", "args": {"pattern": "\\ud800"}}]}', "lone surrogate"),
    ('{"steps": ' + "[" * 60 + "]" * 60 + "}", "nested"),
    ('{"steps": [{"tool": "get_now", "args": {"pad": "' + "x" * MAX_PLAN_BYTES + '"}}]}', "too large"),
    ("\\xff\\xfe not utf-8", "not valid JSON"),
])
def test_malformed_plans_are_refused_in_one_line(text: str, says: str) -> None:
    with pytest.raises(PlanFileError) as caught:
        parse_plan(text)
    assert says in str(caught.value) and "\n" not in str(caught.value)


def test_a_huge_plan_file_is_refused_before_it_is_stored(tmp_path: Path, home: Path) -> None:
    plan = tmp_path / "huge.json"
    plan.write_text(json.dumps({"steps": [{"tool": "get_now", "args": {"pad": "x" * MAX_PLAN_BYTES}}]}))
    out = metnos(home, "plan", "run", str(plan))
    assert out.returncode != 0 and len(out.stderr.strip().splitlines()) == 1
    assert "too large" in out.stderr


async def test_a_name_too_long_is_said_as_such(rt: Runtime) -> None:
    reply = await rt.run_plan(Plan(steps=[Step(tool="write_files", args={
        "path": "~/" + "n" * 300 + ".txt", "content": "x"})]), user="admin", locale="en")
    if reply.prompt is not None:
        reply = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="cli")
    assert "too long" in reply.text and "disk is full" not in reply.text


async def test_a_removed_users_files_go_to_an_archive_not_to_the_next_namesake(rt: Runtime) -> None:
    await rt.users.ensure("bob", role="user")
    bob = await rt.users.by_name("bob")
    assert bob is not None
    (workspace(rt, "bob") / "segreto.txt").write_text("pin 1234")
    await rt.remove_user("bob")
    await rt.users.ensure("bob", role="user")
    assert not (workspace(rt, "bob") / "segreto.txt").exists()
    archived = list((rt.settings.data_dir / "removed").glob(f"bob-{bob.id}-*/files/segreto.txt"))
    assert len(archived) == 1


async def _admin(rt: Runtime) -> User:
    found = await rt.users.by_name("admin")
    assert found is not None
    return found


def test_controls_and_bidi_overrides_never_reach_a_screen() -> None:
    from bot.telegram.render import escape_html
    from bot.terminal import render_reply
    from runtime.turn import Reply

    disguised = "fattura\u202etxt.exe \x1b[2J"
    assert "\u202e" not in escape_html(disguised) and "\x1b" not in escape_html(disguised)
    shown_on_terminal = render_reply(Reply(text=disguised, locale="it"))
    assert "\u202e" not in shown_on_terminal and "\x1b" not in shown_on_terminal
    assert "fattura" in shown_on_terminal and "\n" in render_reply(Reply(text="a\nb", locale="it"))


async def test_a_forwarded_message_never_runs_an_effect_without_asking(rt: Runtime) -> None:
    from runtime.turn import Request

    ws = workspace(rt)
    (ws / "Vecchi").mkdir()
    (ws / "Vecchi" / "a.tmp").write_text("x")
    (ws / "nota.txt").write_text("lista\n")
    # a pending question is not answered by a forwarded "sì"
    asked = await rt.handle(Request(user="admin", text="elimina i file tmp nella cartella Vecchi",
                                    conversation_id="c"))
    assert asked.prompt is not None
    forwarded_yes = await rt.handle(Request(user="admin", text="sì", conversation_id="c", forwarded=True))
    assert (ws / "Vecchi" / "a.tmp").exists() and "inoltrato" in forwarded_yes.text
    # an append the rules would run at once asks first when it comes from a forwarded message
    reply = await rt.handle(Request(user="admin", text="aggiungi 'bonifico a Mario' a nota.txt",
                                    conversation_id="f", forwarded=True, locale="en"))
    assert reply.prompt is not None
    assert "a message you forwarded" in reply.text or "un messaggio che hai inoltrato" in reply.text
    assert (ws / "nota.txt").read_text() == "lista\n"


async def test_a_prompt_names_every_untrusted_value_and_its_file(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "istruzioni.txt").write_text("Archivio\n")
    (ws / "Archivio.txt").write_text("a")
    (ws / "Archivio").mkdir()
    plan = Plan(steps=[
        Step(tool="read_files", args={"paths": ["~/istruzioni.txt"]}),
        Step(tool="first_line", args={"from_step": 1}),
        Step(tool="move_files", args={"paths": ["~/{{step2.value}}.txt"],
                                      "destination": "~/{{step2.value}}"}),
    ])
    asked = await rt.run_plan(plan, user="admin", locale="en")
    assert asked.prompt is not None
    assert asked.text.count("~/istruzioni.txt") == 2 and "Also" in asked.text  # both values named
    assert (ws / "Archivio.txt").exists()
