"""A whole runtime on each backend: the proof that every store works, end to end.

The same turns on SQLite and on PostgreSQL (``store_backend``): a listing, a confirmed delete,
its undo, a large observation kept in the scratchpad, a restart; then ``metnos chat`` as a
process on the backend's URL. And the SQLite default stays as it was: no psycopg at start-up.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from runtime.config import ConfigError, load_settings
from runtime.runtime import Runtime
from runtime.turn import Reply, Request
from tests.conftest import StoreBackend, say, workspace
from tests.test_cli import REPO, metnos, ws
from tests.test_round_trips import HANDLE_LISTING_TRIPS, STORE_METHODS, World
from tests.test_scratchpad_wiring import big_quote


def trashed(rt: Runtime) -> list[str]:
    return sorted(p.name for p in (rt.settings.data_dir / "users/admin/trash").rglob("*") if p.is_file())


async def test_a_listing_a_confirmed_delete_and_its_undo(store_backend: StoreBackend) -> None:
    async with await Runtime.open(store_backend.settings()) as rt:
        assert rt.db.dialect == store_backend.name
        await rt.users.ensure("admin", role="admin")
        files = workspace(rt)
        (files / "Acquisti").mkdir()
        (files / "Acquisti" / "preventivo.txt").write_text("preventivo", encoding="utf-8")
        (files / "Acquisti" / "vecchio.txt").write_text("vecchio", encoding="utf-8")

        listed = await say(rt, "cosa c'è nella cartella Acquisti?")
        assert listed.status == "answered", listed.text
        assert "preventivo.txt" in listed.text and "vecchio.txt" in listed.text

        asked = await say(rt, "elimina il file Acquisti/vecchio.txt")
        assert asked.prompt is not None and asked.prompt.kind == "confirm", asked.text
        assert (files / "Acquisti" / "vecchio.txt").exists()  # nothing before the yes
        done = await rt.resume(asked.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
        assert "nel cestino" in done.text, done.text
        assert not (files / "Acquisti" / "vecchio.txt").exists() and trashed(rt) == ["vecchio.txt"]
        again = await rt.resume(asked.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
        assert again.status == "refused"  # a dialogue is used once

        undone = await say(rt, "annulla l'ultima operazione")
        assert undone.prompt is None and "vecchio.txt" in undone.text, undone.text
        assert (files / "Acquisti" / "vecchio.txt").read_text(encoding="utf-8") == "vecchio"

        history = await rt.parts.turns.history((await rt.users.by_name("admin")).id, "c1")  # type: ignore[union-attr]
        assert [role for role, _ in history][:2] == ["user", "metnos"] and len(history) >= 6
        receipts = await rt.db.fetchall("SELECT undone_at FROM receipts")
        assert len(receipts) == 1 and receipts[0]["undone_at"] is not None
    home = store_backend.home
    assert (home / "metnos.db").exists() == (store_backend.name == "sqlite")
    assert (home / "scratchpad.db").exists() == (store_backend.name == "sqlite")


async def test_a_large_observation_is_kept_in_the_backends_scratchpad(store_backend: StoreBackend) -> None:
    async with await Runtime.open(store_backend.settings()) as rt:
        await rt.users.ensure("admin", role="admin")
        size = big_quote(workspace(rt) / "grande.txt")
        reply = await rt.run_plan({"steps": [
            {"tool": "read_files", "args": {"paths": ["~/grande.txt"]}},
            {"tool": "scratchpad_read", "args": {"step": 1, "mode": "tail", "n": 60}},
        ]}, user="admin")
        assert "4.321,50" in reply.text, reply.text
        stats = await rt.scratchpad_stats()
        assert stats["entries"] == 1 and stats["bytes"] >= size
        if store_backend.name == "postgresql":
            row = await rt.db.fetchone("SELECT size_bytes FROM scratchpad")
            assert row is not None and row["size_bytes"] >= size


async def test_what_a_runtime_stored_is_there_after_a_restart(store_backend: StoreBackend) -> None:
    async with await Runtime.open(store_backend.settings()) as rt:
        await rt.users.ensure("admin", role="admin")
        (workspace(rt) / "a.txt").write_text("a", encoding="utf-8")
        asked = await say(rt, "elimina il file a.txt")
        assert asked.prompt is not None
    async with await Runtime.open(store_backend.settings()) as rt:  # pending dialogues survive
        done = await rt.resume(asked.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
        assert "nel cestino" in done.text, done.text
        turn = await rt.trace(user="admin", turn_id=asked.turn_id)
        assert turn is not None and turn.request_text == "elimina il file a.txt"


@pytest.mark.slow
def test_metnos_chat_on_the_backend(store_backend: StoreBackend) -> None:
    home = store_backend.home
    (ws(home) / "Acquisti").mkdir()
    (ws(home) / "Acquisti" / "x.txt").write_text("x")
    env = {"METNOS_STORAGE__URL": store_backend.url} if store_backend.url else {}
    out = metnos(home, "chat", env=env,
                 stdin="cosa c'è nella cartella Acquisti?\nelimina il file Acquisti/x.txt\nsì\n")
    assert out.returncode == 0, out.stderr
    assert "Ho trovato 1 file in ~/Acquisti" in out.stdout
    assert "[1] Sì, procedi" in out.stdout and "nel cestino" in out.stdout
    assert not (ws(home) / "Acquisti" / "x.txt").exists()
    trace = metnos(home, "trace", "--json", env=env)  # the last turn, read back from the backend
    assert trace.returncode == 0, trace.stderr
    last = json.loads(trace.stdout)
    assert last["state"] == "answered" and [s["tool"] for s in last["plan"]["steps"]] == ["delete_files"]


# --- one unit of work, one round trip, on either backend ---------------------------------


class Trips:
    """Round trips to the database's threads: aiosqlite's queue on SQLite, the worker pool on
    PostgreSQL (``PostgresDatabase._run``, which every unit goes through)."""

    def __init__(self) -> None:
        self.count = 0


@pytest.fixture
async def counted(store_backend: StoreBackend, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[
        tuple[Runtime, Trips]]:
    trips = Trips()
    if store_backend.name == "sqlite":
        owner: Any = aiosqlite.Connection
        name = "_execute"
    else:
        from runtime.store.postgres import PostgresDatabase

        owner, name = PostgresDatabase, "_run"
    original = getattr(owner, name)

    async def counting(self: Any, *args: Any, **kwargs: Any) -> Any:
        trips.count += 1
        return await original(self, *args, **kwargs)

    monkeypatch.setattr(owner, name, counting)
    async with await Runtime.open(store_backend.settings()) as rt:
        await rt.users.ensure("admin", role="admin")
        await rt.users.ensure("anna", role="user")
        yield rt, trips


@pytest.mark.parametrize("name", sorted(STORE_METHODS))
async def test_each_store_method_is_one_round_trip(counted: tuple[Runtime, Trips], name: str) -> None:
    rt, trips = counted
    admin = await rt.users.by_name("admin")
    assert admin is not None
    world = World(rt.parts, admin)
    await world.fill()
    before = trips.count
    await STORE_METHODS[name](world)
    # on a shared database a gone worker's jobs are claimed, not marked: nothing to do at all
    expected = 0 if (name, rt.db.dialect) == ("jobs.mark_interrupted", "postgresql") else 1
    assert trips.count - before == expected, f"{name} made {trips.count - before} round trips"


async def test_a_listing_makes_as_few_round_trips_on_either(counted: tuple[Runtime, Trips]) -> None:
    rt, trips = counted
    (workspace(rt) / "Docs").mkdir()
    for i in range(5):
        (workspace(rt) / "Docs" / f"note_{i}.txt").write_text("x")
    await say(rt, "which files are in Docs?", locale="en")
    before = trips.count
    reply = await say(rt, "which files are in Docs?", locale="en")
    assert reply.status == "answered" and "5 files" in reply.text
    assert trips.count - before <= HANDLE_LISTING_TRIPS


# --- the setting and the default -------------------------------------------------------------


def test_the_storage_url_comes_from_the_section_or_its_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    assert load_settings().storage.url is None
    monkeypatch.setenv("METNOS_STORAGE__URL", "postgresql://metnos@127.0.0.1/metnos")
    assert load_settings().storage.url == "postgresql://metnos@127.0.0.1/metnos"
    monkeypatch.setenv("METNOS_STORAGE__URL", "sqlite:///tmp/x.db")
    with pytest.raises(ConfigError, match="storage.url") as refused:
        load_settings()
    assert "\n" not in str(refused.value)


def test_the_sqlite_default_loads_no_postgresql_driver(home: Path) -> None:
    probe = (
        "import asyncio, sys\n"
        "from runtime import Runtime, load_settings\n"
        "async def main():\n"
        "    async with await Runtime.open(load_settings()) as rt:\n"
        "        await rt.users.ensure('admin', role='admin')\n"
        "asyncio.run(main())\n"
        "print(sorted(m for m in ('psycopg', 'psycopg_pool', 'runtime.store.postgres') if m in sys.modules))\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("METNOS_")}
    env["METNOS_HOME"] = str(home)
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=REPO, env=env,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"
    assert (home / "metnos.db").exists()


async def test_what_a_turn_said_is_kept_with_the_request_that_started_or_resumed_it(
        store_backend: StoreBackend) -> None:
    """A front end names where each request came from; the turn it starts, or the dialogue it
    answers, keeps that name, and what the turn said can be rebuilt from the store (for a
    worker that died before sending it) without running anything again."""
    rt = await Runtime.open(store_backend.settings())
    await rt.users.ensure("admin", role="admin")
    try:
        files = workspace(rt)
        (files / "n0.txt").write_text("riga uno")
        (files / "vecchio.txt").write_text("x")
        folder = files / "Vecchi"
        folder.mkdir()
        for n in range(60):
            (folder / f"v{n}.txt").write_text("x")

        async def ask(text: str, source: str) -> Reply:
            return await rt.handle(Request(user="admin", text=text, conversation_id="c1",
                                           channel="test", source=source))

        admin = await rt.users.by_name("admin")
        assert admin is not None
        read = await ask("leggi n0.txt", "test:1")
        assert read.turn_id is not None and "riga uno" in read.text
        again = await rt.stored_answer(admin.id, read.turn_id)
        assert again is not None and again.text == read.text and again.status == "answered"

        asked = await ask("elimina il file vecchio.txt", "test:2")
        assert asked.prompt is not None and asked.turn_id is not None
        shown = await rt.stored_answer(admin.id, asked.turn_id)  # the prompt it waits on
        assert shown is not None and shown.prompt == asked.prompt and shown.status == "prompt"
        done = await rt.resume(asked.prompt.dialogue_id, "yes", user="admin",
                               conversation_id="c1", source="test:3")
        assert not (files / "vecchio.txt").exists()
        again = await rt.stored_answer(admin.id, asked.turn_id)
        assert again is not None and again.text == done.text and again.prompt is None

        job_prompt = await ask("elimina i file txt nella cartella Vecchi", "test:4")
        assert job_prompt.prompt is not None and job_prompt.turn_id is not None
        await rt.resume(job_prompt.prompt.dialogue_id, "yes", user="admin",
                        conversation_id="c1", source="test:5")
        await rt.wait_for_jobs()
        assert await rt.stored_answer(admin.id, job_prompt.turn_id) is None  # its notice said it

        turns = {r["source"]: r["id"] for r in await rt.db.fetchall(
            "SELECT source, id FROM turns WHERE source IS NOT NULL", ())}
        assert turns == {"test:1": read.turn_id, "test:2": asked.turn_id,
                         "test:4": job_prompt.turn_id}
        answered = {r["answered_by"]: r["turn_id"] for r in await rt.db.fetchall(
            "SELECT answered_by, turn_id FROM dialogues WHERE answered_by IS NOT NULL", ())}
        assert answered == {"test:3": asked.turn_id, "test:5": job_prompt.turn_id}
        assert len(list(rt.workspace_for(admin).trash.rglob("*.txt"))) == 61  # each once
    finally:
        await rt.close()


async def test_a_request_starts_one_turn_whichever_process_handles_it(
        store_backend: StoreBackend) -> None:
    """The same message handled a second time (a worker that hung past its lease wakes up after
    another took its message over) runs nothing and says nothing; a source seen days ago is a
    front end's id used again, a new request."""
    rt = await Runtime.open(store_backend.settings())
    await rt.users.ensure("admin", role="admin")
    try:
        (workspace(rt) / "n0.txt").write_text("riga uno")

        async def ask(source: str) -> Reply:
            return await rt.handle(Request(user="admin", text="annulla l'ultima operazione",
                                           conversation_id="c1", channel="test", source=source))

        first = await ask("test:7")
        assert first.text
        again = await ask("test:7")
        assert again.text == "" and again.turn_id is None
        undo = await rt.undo(user="admin", conversation_id="c1", source="test:7")
        assert undo.text == ""
        row = await rt.db.fetchone("SELECT COUNT(*) AS n FROM turns", ())
        assert row is not None and row["n"] == 1
        await rt.db.execute_write("UPDATE turns SET started_at = started_at - 3 * 86400", ())
        later = await ask("test:7")
        assert later.text and later.turn_id not in (None, first.turn_id)
        sources = await rt.db.fetchall("SELECT id, source FROM turns ORDER BY started_at", ())
        assert [(r["id"], r["source"]) for r in sources] == [(first.turn_id, None),
                                                            (later.turn_id, "test:7")]
    finally:
        await rt.close()
