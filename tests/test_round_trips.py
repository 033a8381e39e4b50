"""One round trip to the database thread per unit of work: each store method makes exactly
one, and a turn makes no more than its dependencies need. A regression fails here."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from runtime.catalog.contract import Effect
from runtime.parts import Parts, user_ref
from runtime.planning.referents import Referents
from runtime.runtime import Runtime
from runtime.store.dialogues import DialogueRow
from runtime.store.users import User
from runtime.turn import TurnContext, UserRef
from tests.conftest import RoundTrips, make_settings, say, workspace
from tests.test_scratchpad_wiring import big_quote

#: Round trips of ``handle()`` for "which files are in Docs?" with the rules planner: the
#: pending dialogue, the turn's start, the referents and the history the planner grounds on
#: (overlapping), the answer together with its new referents (one transaction). The referents
#: the planner read are not read again at the end; the user comes from the cache and a turn
#: just started has no scratchpad entries to look up. (Before one hop per unit: 22; then 7.)
HANDLE_LISTING_TRIPS = 5


def dialogue(owner: str, turn_id: str, *, conversation: str = "c1", expires_at: float = 0.0) -> DialogueRow:
    now = time.time()
    return DialogueRow(
        id=f"d-{turn_id}", owner_user_id=owner, conversation_id=conversation, turn_id=turn_id,
        kind="confirm", state="pending", plan={"steps": []}, plan_hash="h", position=1,
        args_hash="a", records={}, approvals={}, signatures={}, suspension={}, prompt={},
        locale="en", channel="test", literal_origin="{}", created_at=now,
        expires_at=expires_at or now + 600, resolved_at=None, resolution=None)


def job_fields(owner: str, turn_id: str) -> dict[str, Any]:
    return {"owner": owner, "conversation_id": "c1", "channel": "test", "locale": "en",
            "turn_id": turn_id, "path": "new_proposal", "plan": {"steps": []},
            "records": {1: {"status": "ok"}, 2: {"status": "ok"}}, "approvals": {},
            "literal_origin": "{}", "position": 3, "reason": "items", "progress": {"step": 2}}


class World:
    """A runtime's stores with one of everything for the admin to find."""

    def __init__(self, parts: Parts, admin: User) -> None:
        self.parts, self.admin = parts, admin
        self.turn = TurnContext(user=UserRef(id=admin.id, name=admin.name, role=admin.role),
                                conversation_id="c1", channel="test", locale="en", text="hello")
        self.job_id = ""

    async def fill(self) -> None:
        p, owner, turn_id = self.parts, self.admin.id, self.turn.turn_id
        await p.turns.start(self.turn)
        await p.dialogues.create(dialogue(owner, turn_id))
        await p.receipts.record(owner, turn_id, 1, "write_files",
                                [Effect(kind="created", path="/a"), Effect(kind="created", path="/b")])
        await p.referents.put(owner, "c1", Referents(files=("~/a.txt",), turn_id=turn_id))
        self.job_id = (await p.jobs.create(**job_fields(owner, turn_id))).id
        await p.plans.put(owner, "exact", "k", referents="", words=["hello"], plan={"steps": []},
                          origin="{}", signatures={}, turn_id=turn_id)
        await p.plans.put(owner, "template", "t", referents="", words=["hello"], plan={"steps": []},
                          origin="{}", signatures={}, turn_id=turn_id)


Op = Callable[[World], Awaitable[Any]]

STORE_METHODS: dict[str, Op] = {
    # users (by_name / by_id of a cached user make none: see test_user_cache.py)
    "users.create": lambda w: w.parts.users.create("bruno"),
    "users.by_name (uncached)": lambda w: w.parts.users.by_name("nobody"),
    "users.by_id (uncached)": lambda w: w.parts.users.by_id("u-nobody"),
    "users.all": lambda w: w.parts.users.all(),
    "users.set_disabled": lambda w: w.parts.users.set_disabled("anna", True),
    "users.set_role": lambda w: w.parts.users.set_role("anna", "admin"),
    "users.set_locale": lambda w: w.parts.users.set_locale(w.admin.id, "it"),
    "users.remove": lambda w: w.parts.users.remove("anna"),
    "users.bind_identity": lambda w: w.parts.users.bind_identity("telegram", "42", w.admin.id),
    "users.by_identity": lambda w: w.parts.users.by_identity("telegram", "42"),
    "users.identities_of": lambda w: w.parts.users.identities_of(w.admin.id),
    # turns
    "turns.start": lambda w: w.parts.turns.start(replace(w.turn, turn_id="t-other")),
    "turns.answered": lambda w: w.parts.turns.answered(
        w.turn.turn_id, w.admin.id, path="rule", plan=None, outcome="ok", reply_text="hi", trace=[]),
    "turns.suspended": lambda w: w.parts.turns.suspended(
        w.turn.turn_id, w.admin.id, path="rule", plan=None, trace=[]),
    "turns.get": lambda w: w.parts.turns.get(w.admin.id, w.turn.turn_id),
    "turns.last": lambda w: w.parts.turns.last(w.admin.id),
    "turns.recover": lambda w: w.parts.turns.recover(),
    "turns.unreported_interrupted": lambda w: w.parts.turns.unreported_interrupted(),
    "turns.mark_reported": lambda w: w.parts.turns.mark_reported(w.turn.turn_id),
    "turns.prune": lambda w: w.parts.turns.prune(time.time() + 10),
    "turns.history": lambda w: w.parts.turns.history(w.admin.id, "c1"),
    # dialogues
    "dialogues.create": lambda w: w.parts.dialogues.create(dialogue(w.admin.id, "t-next")),
    "dialogues.get": lambda w: w.parts.dialogues.get(w.admin.id, f"d-{w.turn.turn_id}"),
    "dialogues.pending": lambda w: w.parts.dialogues.pending(w.admin.id, "c1"),
    "dialogues.claim": lambda w: w.parts.dialogues.claim(w.admin.id, f"d-{w.turn.turn_id}"),
    "dialogues.close": lambda w: w.parts.dialogues.close(w.admin.id, f"d-{w.turn.turn_id}", "denied", "x"),
    "dialogues.supersede": lambda w: w.parts.dialogues.supersede(w.admin.id, "c1"),
    "dialogues.expire_due": lambda w: w.parts.dialogues.expire_due(time.time() + 10_000),
    # receipts
    "receipts.record": lambda w: w.parts.receipts.record(
        w.admin.id, w.turn.turn_id, 2, "write_files", [Effect(kind="created", path="/c")]),
    "receipts.last_turn_with_effects": lambda w: w.parts.receipts.last_turn_with_effects(w.admin.id),
    "receipts.for_turn": lambda w: w.parts.receipts.for_turn(w.admin.id, w.turn.turn_id),
    "receipts.mark_undone": lambda w: w.parts.receipts.mark_undone(w.admin.id, 1, "t-undo", "undone"),
    # referents
    "referents.put": lambda w: w.parts.referents.put(w.admin.id, "c1", Referents(files=("~/b.txt",))),
    "referents.get": lambda w: w.parts.referents.get(w.admin.id, "c1"),
    "referents.forget": lambda w: w.parts.referents.forget(w.admin.id, "c1"),
    # jobs
    "jobs.create": lambda w: w.parts.jobs.create(**job_fields(w.admin.id, "t-job")),
    "jobs.get": lambda w: w.parts.jobs.get(w.admin.id, w.job_id),
    "jobs.by_number": lambda w: w.parts.jobs.by_number(w.admin.id, 1),
    "jobs.by_turn": lambda w: w.parts.jobs.by_turn(w.admin.id, w.turn.turn_id),
    "jobs.recent": lambda w: w.parts.jobs.recent(w.admin.id),
    "jobs.recent (everyone)": lambda w: w.parts.jobs.recent(None),
    "jobs.set_state": lambda w: w.parts.jobs.set_state(w.admin.id, w.job_id, "done", answer_text="ok"),
    "jobs.save_progress": lambda w: w.parts.jobs.save_progress(
        w.admin.id, w.job_id, progress={"step": 3}, position=4, step=(3, {"status": "ok"})),
    "jobs.records": lambda w: w.parts.jobs.records(w.admin.id, w.job_id),
    "jobs.waiting": lambda w: w.parts.jobs.waiting(),
    "jobs.prune": lambda w: w.parts.jobs.prune(time.time()),
    "jobs.mark_interrupted": lambda w: w.parts.jobs.mark_interrupted(),
    "jobs.take_over": lambda w: w.parts.jobs.take_over(w.admin.id, w.job_id),
    "jobs.unreported_interrupted": lambda w: w.parts.jobs.unreported_interrupted(),
    "jobs.mark_reported": lambda w: w.parts.jobs.mark_reported(w.job_id),
    "jobs.request_cancel": lambda w: w.parts.jobs.request_cancel(w.admin.id, w.job_id, 1),
    # the queue
    "jobs.renew": lambda w: w.parts.jobs.renew(),
    "jobs.lost": lambda w: w.parts.jobs.lost([w.job_id]),
    "jobs.claim": lambda w: w.parts.jobs.claim(4, now=time.time() + 3600),
    "jobs.release": lambda w: w.parts.jobs.release(w.admin.id, w.job_id),
    "jobs.expired": lambda w: w.parts.jobs.expired(),
    # plans
    "plans.put": lambda w: w.parts.plans.put(w.admin.id, "exact", "k2", referents="", words=[],
                                             plan={"steps": []}, origin="{}", signatures={}),
    "plans.exact": lambda w: w.parts.plans.exact(w.admin.id, "k"),
    "plans.templates": lambda w: w.parts.plans.templates(w.admin.id),
    "plans.of_turn": lambda w: w.parts.plans.of_turn(w.admin.id, w.turn.turn_id),
    "plans.rejected_turn": lambda w: w.parts.plans.rejected_turn(w.admin.id, w.turn.turn_id),
    "plans.rejected": lambda w: w.parts.plans.rejected(w.admin.id, "template", "t"),
    "plans.rejected (forget)": lambda w: w.parts.plans.rejected(w.admin.id, "exact", "k", forget=True),
}


@pytest.mark.parametrize("name", sorted(STORE_METHODS))
async def test_each_store_method_is_one_round_trip(rt: Runtime, round_trips: RoundTrips, name: str) -> None:
    admin = await rt.users.by_name("admin")
    assert admin is not None
    world = World(rt.parts, admin)
    await world.fill()
    _, trips = await round_trips.of(STORE_METHODS[name](world))
    assert trips == 1, f"{name} made {trips} round trips"


async def test_the_multi_statement_units_still_do_all_their_work(rt: Runtime) -> None:
    admin = await rt.users.by_name("admin")
    assert admin is not None
    world = World(rt.parts, admin)
    await world.fill()
    p, owner = rt.parts, admin.id
    job = await p.jobs.create(**job_fields(owner, "t-job"))
    assert (job.number, job.state, job.owner_user_id) == (2, "queued", owner)
    assert await p.jobs.records(owner, job.id) == {1: {"status": "ok"}, 2: {"status": "ok"}}
    assert await p.dialogues.create(dialogue(owner, "t-next")) == [world.turn.turn_id]
    assert [d.id for d in await p.dialogues.expire_due(time.time() + 10_000)] == ["d-t-next"]
    assert await p.plans.rejected_turn(owner, world.turn.turn_id) == 2
    assert await p.plans.exact(owner, "k") is None  # an exact entry goes at once
    assert [t.rejections for t in await p.plans.templates(owner)] == [1]  # a template counts one
    await p.plans.rejected(owner, "template", "t")
    assert await p.plans.templates(owner) == []  # dropped after DEMOTE_AFTER
    assert len(await p.receipts.for_turn(owner, world.turn.turn_id)) == 2


async def test_a_listing_through_handle_makes_a_bounded_number_of_round_trips(
        rt: Runtime, round_trips: RoundTrips) -> None:
    for i in range(5):
        (workspace(rt) / "Docs").mkdir(exist_ok=True)
        (workspace(rt) / "Docs" / f"note_{i}.txt").write_text("x")
    first = await say(rt, "which files are in Docs?", locale="en")
    assert first.status == "answered" and "5 files" in first.text
    reply, trips = await round_trips.of(say(rt, "which files are in Docs?", locale="en"))
    assert reply.status == "answered" and "5 files" in reply.text
    assert trips <= HANDLE_LISTING_TRIPS, f"handle() made {trips} round trips"


async def test_scratchpad_operations_are_one_round_trip_each(rt: Runtime, round_trips: RoundTrips) -> None:
    pad = rt.scratchpad
    assert pad is not None
    ref, trips = await round_trips.of(pad.put("u1", "t1", 1, "read_files", "x" * 5000))
    assert trips == 0  # a small put: on the loop's thread
    big, trips = await round_trips.of(pad.put("u1", "t1", 2, "read_files", "z" * 200_000))
    assert trips == 1 and (await pad.read("u1", big["id"], mode="head", n=3))["content"] == "zzz"
    read, trips = await round_trips.of(pad.read("u1", ref["id"], mode="head", n=10))
    assert trips == 0 and read["content"] == "x" * 10  # a bounded read: on the loop's thread
    for work in (pad.get("u1", ref["id"]), pad.list_for_turn("u1", "t1"), pad.stats(), pad.gc()):
        _, trips = await round_trips.of(work)
        assert trips == 1


async def test_a_read_the_loop_thread_cannot_make_goes_through_the_connection(
        rt: Runtime, round_trips: RoundTrips) -> None:
    pad = rt.scratchpad
    assert pad is not None
    ref = await pad.put("u1", "t1", 1, "read_files", "y" * 5000)
    assert pad._here is not None
    pad._here.close()  # as if it could not read at once (a lock, a damaged file)
    read, trips = await round_trips.of(pad.read("u1", ref["id"], mode="head", n=10))
    assert trips == 1 and read["content"] == "y" * 10
    whole, trips = await round_trips.of(pad.read("u1", ref["id"], mode="tail", n=10))
    assert trips == 1 and whole["content"] == "y" * 10


async def test_a_turn_just_started_is_not_looked_up_in_the_scratchpad(rt: Runtime,
                                                                      round_trips: RoundTrips) -> None:
    admin = await rt.users.by_name("admin")
    assert admin is not None
    turn = TurnContext(user=user_ref(admin), conversation_id="c1", channel="test", locale="en",
                       text="hello")
    await rt.parts.turns.start(turn)
    offered, trips = await round_trips.of(rt.router.offered_catalog(admin.id, turn.turn_id, turn.user))
    assert "scratchpad_read" not in offered and trips == 0


async def test_a_turn_that_stored_entries_before_a_restart_is_still_offered_them(home: Path) -> None:
    async with await Runtime.open(make_settings(home)) as first:
        await first.users.ensure("admin", role="admin")
        big_quote(workspace(first) / "grande.txt")
        reply = await first.run_plan(
            {"steps": [{"tool": "read_files", "args": {"paths": ["~/grande.txt"]}}]}, user="admin")
        assert reply.turn_id is not None
    async with await Runtime.open(make_settings(home)) as second:  # it resumes the turn
        admin = await second.users.by_name("admin")
        assert admin is not None
        assert "scratchpad_read" in await second.router.offered_catalog(admin.id, reply.turn_id,
                                                                        user_ref(admin))


async def test_the_offered_catalog_follows_a_policy_change_at_once(rt: Runtime) -> None:
    anna = await rt.users.by_name("anna")
    assert anna is not None
    ref = user_ref(anna)
    assert "delete_files" in await rt.router.offered_catalog(anna.id, "t1", ref)
    assert await rt.router.offered_catalog(anna.id, "t1", ref) is await rt.router.offered_catalog(
        anna.id, "t2", ref)  # kept, not rebuilt per turn
    rt.settings.policy.roles["user"] = {"delete_files": "refuse"}
    assert "delete_files" not in await rt.router.offered_catalog(anna.id, "t3", ref)
    admin = await rt.users.by_name("admin")
    assert admin is not None  # another role keeps it
    assert "delete_files" in await rt.router.offered_catalog(admin.id, "t3", user_ref(admin))
    rt.settings.policy.roles.clear()
    assert "delete_files" in await rt.router.offered_catalog(anna.id, "t4", ref)


async def test_a_small_put_while_another_writer_holds_the_lock_still_lands(rt: Runtime,
                                                                         round_trips: RoundTrips) -> None:
    pad = rt.scratchpad
    assert pad is not None
    other = sqlite3.connect(pad.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another process writing

    async def release() -> None:
        await asyncio.sleep(0.2)
        other.execute("COMMIT")

    releasing = asyncio.create_task(release())
    ref, trips = await round_trips.of(pad.put("u1", "t9", 1, "read_files", "w" * 100))
    await releasing
    other.close()
    assert trips == 1  # it could not write at once: it waited on the connection's thread
    assert (await pad.read("u1", ref["id"], mode="full"))["content"] == "w" * 100


async def test_what_is_written_on_the_loop_thread_is_checkpointed_on_the_connections(rt: Runtime) -> None:
    pad = rt.scratchpad
    assert pad is not None
    for i in range(80):  # 80 x 60 KiB: past the 4 MiB between checkpoints
        await pad.put("u1", "t8", i, "read_files", "c" * 60_000)
    assert pad._checkpoint is not None
    await pad._checkpoint
    # the pages went from the log into the database file (nothing else checkpointed meanwhile)
    assert Path(pad.path).stat().st_size > 4 * 1024 * 1024
