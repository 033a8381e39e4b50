"""The scratchpad wired into the engine: one decision point, summaries for models, full data for steps."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from runtime.runtime import Runtime
from runtime.scratchpad import ScratchpadNotFound
from tests.conftest import make_settings, workspace
from tests.test_cli import metnos


def big_quote(path: Path) -> int:
    """A 200 KB text whose supplier and total are only at its very end."""
    filler = "Condizioni generali di fornitura, clausola standard ripetuta.\n" * 1650
    text = filler + "MIDDLE-MARKER\n" + filler + "Fornitore: Neri Carta S.r.l.\nTotale complessivo: € 4.321,50\n"
    path.write_text(text, encoding="utf-8")
    return len(text.encode())


def observations(row: Any) -> dict[int, dict[str, Any]]:
    return {e["step"]: e["data"] for e in row.trace if e["kind"] == "observation"}


async def test_large_observation_goes_to_the_scratchpad_and_full_data_reaches_the_next_step(
    rt: Runtime,
) -> None:
    size = big_quote(workspace(rt) / "grande.txt")
    assert size > 200_000
    reply = await rt.run_plan({"steps": [
        {"tool": "read_files", "args": {"paths": ["~/grande.txt"]}},
        {"tool": "extract_entries", "args": {"from_step": 1, "fields": ["fornitore", "prezzo"]}},
    ]}, user="admin")
    # the next step saw the whole document: the values are at its end
    assert "Neri Carta S.r.l." in reply.text and "4,321.50" in reply.text
    row = await rt.trace(user="admin", turn_id=reply.turn_id)
    obs = observations(row)
    assert obs[1]["offloaded"] is True and obs[1]["observed_bytes"] > 200_000
    assert obs[1]["visible_bytes"] < rt.settings.scratchpad.threshold_bytes
    visible = json.dumps(obs[1]["visible"])
    assert "MIDDLE-MARKER" not in visible  # only head and tail reach the model-visible context
    assert obs[1]["visible"]["summary"]["kind"] == "text"
    assert obs[1]["visible"]["summary"]["size_bytes"] == size
    assert obs[1]["visible"]["document"]["name"] == "grande.txt"
    assert obs[2]["offloaded"] is False  # small results stay visible as they are
    stats = await rt.scratchpad_stats()
    assert stats["entries"] == 1 and stats["puts"] == 1 and stats["bytes"] > 200_000


async def test_threshold_is_configurable(home: Path) -> None:
    async with await Runtime.open(make_settings(home, scratchpad={"threshold_bytes": 10})) as rt:
        await rt.users.ensure("admin", role="admin")
        reply = await rt.run_plan({"steps": [{"tool": "get_now"}]}, user="admin")
        row = await rt.trace(user="admin", turn_id=reply.turn_id)
        assert observations(row)[1]["offloaded"] is True


async def test_scratchpad_read_returns_a_slice_of_this_turns_entry(rt: Runtime) -> None:
    big_quote(workspace(rt) / "grande.txt")
    reply = await rt.run_plan({"steps": [
        {"tool": "read_files", "args": {"paths": ["~/grande.txt"]}},
        {"tool": "scratchpad_read", "args": {"step": 1, "mode": "range", "start": 0, "end": 300}},
    ]}, user="admin")
    assert "Part of a result kept aside" in reply.text and "clausola standard" in reply.text
    assert "(300 of" in reply.text


async def test_resumed_dialogue_reads_its_turns_entries(rt: Runtime) -> None:
    ws = workspace(rt)
    big_quote(ws / "grande.txt")
    (ws / "vecchio.txt").write_text("x")
    reply = await rt.run_plan({"steps": [
        {"tool": "read_files", "args": {"paths": ["~/grande.txt"]}},
        {"tool": "delete_files", "args": {"paths": ["~/vecchio.txt"]}},
        {"tool": "scratchpad_read", "args": {"step": 1, "mode": "head", "n": 120}},
    ]}, user="admin")
    assert reply.prompt is not None
    done = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="cli")
    assert "Part of a result kept aside" in done.text and "Condizioni generali" in done.text
    assert not (ws / "vecchio.txt").exists()


async def test_another_user_never_reads_the_entry(rt: Runtime) -> None:
    big_quote(workspace(rt) / "grande.txt")
    reply = await rt.run_plan({"steps": [{"tool": "read_files", "args": {"paths": ["~/grande.txt"]}}]},
                              user="admin")
    row = await rt.trace(user="admin", turn_id=reply.turn_id)
    entry_id = observations(row)[1]["scratchpad_id"]
    anna = await rt.users.by_name("anna")
    admin = await rt.users.by_name("admin")
    assert anna is not None and admin is not None
    pad = rt.scratchpad
    assert pad is not None
    assert await pad.get(admin.id, entry_id) is not None
    assert await pad.get(anna.id, entry_id) is None
    with pytest.raises(ScratchpadNotFound):
        await pad.read(anna.id, entry_id, mode="full")
    assert await pad.list_for_turn(anna.id, reply.turn_id) == []
    # nor through a plan naming the id
    stolen = await rt.run_plan({"steps": [
        {"tool": "scratchpad_read", "args": {"id": entry_id, "mode": "full"}}]}, user="anna")
    assert "not available" in stolen.text and "clausola" not in stolen.text
    # nor the owner's own entry from another turn
    later = await rt.run_plan({"steps": [
        {"tool": "scratchpad_read", "args": {"id": entry_id, "mode": "full"}}]}, user="admin")
    assert "not available" in later.text


async def test_scratchpad_read_is_offered_only_while_the_turn_has_entries(rt: Runtime) -> None:
    admin = await rt.users.by_name("admin")
    assert admin is not None
    assert "scratchpad_read" not in await rt.router.offered_catalog(admin.id, "t-none")
    big_quote(workspace(rt) / "grande.txt")
    reply = await rt.run_plan({"steps": [{"tool": "read_files", "args": {"paths": ["~/grande.txt"]}}]},
                              user="admin")
    assert reply.turn_id is not None
    assert "scratchpad_read" in await rt.router.offered_catalog(admin.id, reply.turn_id)
    anna = await rt.users.by_name("anna")
    assert anna is not None
    assert "scratchpad_read" not in await rt.router.offered_catalog(anna.id, reply.turn_id)


async def test_expired_entries_are_unreadable_and_gc_removes_them(rt: Runtime) -> None:
    big_quote(workspace(rt) / "grande.txt")
    await rt.run_plan({"steps": [{"tool": "read_files", "args": {"paths": ["~/grande.txt"]}}]},
                      user="admin")
    import time

    assert await rt.collect_garbage() == 0
    assert await rt.collect_garbage(now=time.time() + 3601) == 1
    assert (await rt.scratchpad_stats())["entries"] == 0


async def test_a_corrupt_scratchpad_file_does_not_stop_the_turn(home: Path) -> None:
    home.mkdir(parents=True)
    (home / "scratchpad.db").write_bytes(b"this is not a database" * 100)
    async with await Runtime.open(make_settings(home)) as rt:
        await rt.users.ensure("admin", role="admin")
        big_quote(workspace(rt) / "grande.txt")
        reply = await rt.run_plan({"steps": [
            {"tool": "read_files", "args": {"paths": ["~/grande.txt"]}},
            {"tool": "extract_entries", "args": {"from_step": 1}},
        ]}, user="admin")
        assert "Neri Carta S.r.l." in reply.text
        row = await rt.trace(user="admin", turn_id=reply.turn_id)
        assert observations(row)[1]["error"] == "scratchpad unavailable"
    assert (home / "scratchpad.db").read_bytes().startswith(b"this is not a database")


def test_scratchpad_cli_stats_and_gc(home: Path) -> None:
    out = metnos(home, "scratchpad", "stats")
    assert out.returncode == 0 and "entries=0" in out.stdout
    out = metnos(home, "scratchpad", "gc")
    assert out.returncode == 0 and "removed 0 expired entries" in out.stdout
