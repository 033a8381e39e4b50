"""Every store, the same tests on SQLite and on PostgreSQL (``store_backend``).

Users and identities, turns and history, dialogues, receipts, referents, jobs, plan caches,
schedules, the Telegram front end's tables, and the scratchpad as a table of the database.
"""

from __future__ import annotations

import asyncio
import base64
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, replace

import pytest

from bot.telegram.store import PairingAttempts, TelegramStore
from runtime.catalog.contract import Effect
from runtime.errors import ScratchpadNotFound, UserError
from runtime.planning.referents import Referents
from runtime.scratchpad import Scratchpad
from runtime.store import runners
from runtime.store.db import Storage
from runtime.store.dialogues import DialogueRow, DialogueStore
from runtime.store.jobs import JobStore
from runtime.store.plans import PlanCache
from runtime.store.receipts import ReceiptStore
from runtime.store.referents import ReferentStore, put_statement
from runtime.store.schedules import ScheduleStore
from runtime.store.turns import TurnLog
from runtime.store.users import User, UserStore
from runtime.turn import Choice, Prompt, TurnContext, UserRef
from tests.conftest import StoreBackend


@dataclass
class Stores:
    db: Storage
    runner: str
    users: UserStore
    turns: TurnLog
    dialogues: DialogueStore
    receipts: ReceiptStore
    referents: ReferentStore
    jobs: JobStore
    plans: PlanCache
    schedules: ScheduleStore
    anna: User
    bruno: User


@pytest.fixture
async def stores(store_backend: StoreBackend) -> AsyncIterator[Stores]:
    db = await store_backend.open()
    runner = runners.new_runner()
    if runners.shared(db):  # on a shared database a runner is alive while its lease holds
        await runners.Runners(db, runner, lease_seconds=600).register()
    users = UserStore(db, clock=lambda: 0.0)
    try:
        anna, bruno = await users.create("anna"), await users.create("bruno", role="admin")
        yield Stores(db, runner, users, TurnLog(db, runner), DialogueStore(db), ReceiptStore(db),
                     ReferentStore(db), JobStore(db, runner), PlanCache(db), ScheduleStore(db),
                     anna, bruno)
    finally:
        runners.release(runner)
        await db.close()


def turn_of(user: User, text: str = "hello", conversation: str = "c1") -> TurnContext:
    return TurnContext(user=UserRef(id=user.id, name=user.name, role=user.role),
                       conversation_id=conversation, channel="test", locale="en", text=text)


def dialogue(owner: str, turn_id: str, *, conversation: str = "c1", expires_at: float = 0.0) -> DialogueRow:
    now = time.time()
    return DialogueRow(
        id=f"d-{turn_id}", owner_user_id=owner, conversation_id=conversation, turn_id=turn_id,
        kind="confirm", state="pending", plan={"steps": [{"tool": "x"}]}, plan_hash="h", position=1,
        args_hash="a", records={"1": {"status": "ok"}}, approvals={"1": "h1"}, signatures={"x": "s"},
        suspension={"why": "consent"}, prompt={"text": "ok?"}, locale="it", channel="test",
        literal_origin="{}", created_at=now, expires_at=expires_at or now + 600, resolved_at=None,
        resolution=None)


# --- users -----------------------------------------------------------------------------------


async def test_users_and_their_identities(stores: Stores) -> None:
    users, anna, bruno = stores.users, stores.anna, stores.bruno
    with pytest.raises(UserError) as exists:
        await users.create("anna")
    assert exists.value.key == "users.exists"
    assert await users.by_name("anna") == anna and await users.by_id(bruno.id) == bruno
    assert [u.name for u in await users.all()] == ["anna", "bruno"]
    assert (await users.set_disabled("anna", True)).disabled is True
    assert (await users.set_role("anna", "admin")).role == "admin"
    await users.set_locale(anna.id, "it")
    found = await users.by_id(anna.id)
    assert found is not None and (found.disabled, found.role, found.locale) == (True, "admin", "it")
    assert isinstance(found.created_at, float) and found.created_at == anna.created_at

    await users.bind_identity("telegram", "42", anna.id)
    await users.bind_identity("telegram", "42", bruno.id)  # a rebinding replaces the first
    await users.bind_identity("mail", "b@example.org", bruno.id)
    assert await users.by_identity("telegram", "42") == await users.by_id(bruno.id)
    assert await users.identities_of(bruno.id) == [("mail", "b@example.org"), ("telegram", "42")]
    assert await users.identities_of(anna.id) == []
    assert await users.by_identity("telegram", "43") is None

    await users.remove("bruno")  # identities go with the user
    assert await users.by_identity("telegram", "42") is None and await users.by_name("bruno") is None
    with pytest.raises(UserError) as unknown:
        await users.remove("bruno")
    assert unknown.value.key == "users.unknown"


async def test_two_users_created_at_once_are_two_users(stores: Stores) -> None:
    made = await asyncio.gather(*(stores.users.create(f"u{i}") for i in range(8)))
    assert len({u.id for u in made}) == 8
    assert len(await stores.users.all()) == 10


# --- turns and history -----------------------------------------------------------------------


async def test_a_turn_lands_in_the_history_and_ends_in_a_state_its_owner_sees(stores: Stores) -> None:
    turns, anna = stores.turns, stores.anna
    first = turn_of(anna, "which files?")
    await turns.start(first)
    assert turns.started_here(first.turn_id)
    await turns.answered(first.turn_id, anna.id, path="rule", plan={"steps": []}, outcome="ok",
                         reply_text="three files", trace=[{"step": 1, "at": 1.5}])
    await turns.answered(first.turn_id, anna.id, path="rule", plan=None, outcome="ok",
                         reply_text="three files", trace=None)  # the same answer again: no new line
    row = await turns.get(anna.id, first.turn_id)
    assert row is not None
    assert (row.state, row.path, row.plan, row.reply_text, row.trace) == (
        "answered", "rule", {"steps": []}, "three files", [{"step": 1, "at": 1.5}])
    assert row.finished_at is not None and row.finished_at >= row.started_at
    assert await turns.get(stores.bruno.id, first.turn_id) is None  # never another owner's
    assert await turns.get(None, first.turn_id) == row  # an admin's look

    second = turn_of(anna, "and now?")
    await turns.start(second)
    await turns.suspended(second.turn_id, anna.id, path="new_proposal", plan=None, trace=[])
    assert await turns.history(anna.id, "c1") == [
        ("user", "which files?"), ("metnos", "three files"), ("user", "and now?")]
    assert await turns.history(anna.id, "c1", limit=2) == [("metnos", "three files"), ("user", "and now?")]
    assert await turns.history(stores.bruno.id, "c1") == []


async def test_the_last_turn_of_two_started_in_the_same_instant_is_the_later(stores: Stores) -> None:
    a, b = turn_of(stores.anna, "a"), turn_of(stores.anna, "b")
    await stores.turns.start(a)
    await stores.turns.start(b)
    await stores.db.execute_write("UPDATE turns SET started_at = 100.0")
    last = await stores.turns.last(stores.anna.id)
    assert last is not None and last.id == b.turn_id


async def test_an_answer_and_what_it_is_about_land_together(stores: Stores) -> None:
    turn = turn_of(stores.anna)
    await stores.turns.start(turn)
    refs = Referents(files=("~/a.txt", "~/b.txt"), turn_id=turn.turn_id)
    await stores.turns.answered(turn.turn_id, stores.anna.id, path="rule", plan=None, outcome="ok",
                                reply_text="two", trace=[], also=put_statement(stores.anna.id, "c1", refs))
    got = await stores.referents.get(stores.anna.id, "c1")
    assert got is not None and got.files == ("~/a.txt", "~/b.txt")


async def test_turns_of_a_runner_that_is_gone_are_interrupted_and_told_once(stores: Stores) -> None:
    turns, anna = stores.turns, stores.anna
    live, dead = turn_of(anna, "live"), turn_of(anna, "dead")
    await turns.start(live)
    gone = TurnLog(stores.db, "999999999:gone")
    await gone.start(dead)
    assert await turns.recover() == 1
    assert await turns.recover() == 0
    assert [t.id for t in await turns.unreported_interrupted(anna.id)] == [dead.turn_id]
    assert await turns.unreported_interrupted(stores.bruno.id) == []
    await turns.mark_reported(dead.turn_id)
    assert await turns.unreported_interrupted() == []
    row = await turns.get(anna.id, live.turn_id)
    assert row is not None and row.state == "running"

    await turns.answered(live.turn_id, anna.id, path="rule", plan=None, outcome="ok", reply_text="x", trace=[])
    assert await turns.prune(time.time() + 60) == 2  # the answered one and the reported interruption
    assert await turns.history(anna.id, "c1") == []


# --- dialogues -------------------------------------------------------------------------------


async def test_dialogues_are_claimed_once_superseded_and_expired(stores: Stores) -> None:
    d, anna = stores.dialogues, stores.anna.id
    first = dialogue(anna, "t1")
    assert await d.create(first) == []
    assert await d.get(anna, first.id) == first
    assert await d.get(stores.bruno.id, first.id) is None
    second = dialogue(anna, "t2")
    assert await d.create(second) == ["t1"]  # the older pending one is superseded
    got = await d.get(anna, first.id)
    assert got is not None and (got.state, got.resolution) == ("superseded", "new_turn")
    assert await d.pending(anna, "c1") == second

    claims = await asyncio.gather(*(d.claim(anna, second.id) for _ in range(5)))
    assert claims.count(True) == 1
    await d.close(anna, second.id, "resumed", "yes")
    closed = await d.get(anna, second.id)
    assert closed is not None and (closed.state, closed.resolution) == ("resumed", "yes")
    assert closed.resolved_at is not None

    late = dialogue(anna, "t3", conversation="c2", expires_at=time.time() - 1)
    await d.create(late)
    assert await d.supersede(anna, "c9") == []
    expired = await d.expire_due(time.time())
    assert [e.id for e in expired] == [late.id] and await d.expire_due(time.time()) == []
    assert await d.pending(anna, "c2") is None


# --- receipts --------------------------------------------------------------------------------


async def test_receipts_find_the_last_turn_with_effects_and_are_undone_once(stores: Stores) -> None:
    r, anna = stores.receipts, stores.anna.id
    await r.record(anna, "t1", 1, "write_files", [Effect(kind="created", path="/a")])
    await r.record(anna, "t2", 1, "delete_files", [Effect(kind="trashed", path="/b"),
                                                   Effect(kind="trashed", path="/c")])
    await r.record(anna, "t3", 1, "noop", [])
    assert await r.last_turn_with_effects(anna) == "t2"
    assert await r.last_turn_with_effects(anna, exclude_turn="t2") == "t1"
    assert await r.last_turn_with_effects(stores.bruno.id) is None
    receipts = await r.for_turn(anna, "t2")
    assert [(x.step_num, x.executor, x.effect.path) for x in receipts] == [
        (1, "delete_files", "/b"), (1, "delete_files", "/c")]
    assert receipts[0].id < receipts[1].id and isinstance(receipts[0].id, int)
    marks = await asyncio.gather(*(r.mark_undone(anna, receipts[0].id, "t9", "undone") for _ in range(4)))
    assert marks.count(True) == 1
    assert not await r.mark_undone(stores.bruno.id, receipts[1].id, "t9", "undone")
    after = await r.for_turn(anna, "t2")
    assert (after[0].undo_status, after[1].undone_at) == ("undone", None)


# --- referents -------------------------------------------------------------------------------


async def test_referents_are_per_conversation_and_expire(stores: Stores) -> None:
    ref, anna = stores.referents, stores.anna.id
    await ref.put(anna, "c1", Referents(files=("~/a.txt",)))
    await ref.put(anna, "c1", Referents(files=("~/b.txt", "~/c.txt")))  # replaces
    await ref.put(anna, "c2", Referents(files=("~/z.txt",)), ttl_seconds=10)
    got = await ref.get(anna, "c1")
    assert got is not None and got.files == ("~/b.txt", "~/c.txt")
    assert await ref.get(stores.bruno.id, "c1") is None
    assert await ref.get(anna, "c2", now=time.time() + 11) is None
    await ref.forget(anna, "c1")
    assert await ref.get(anna, "c1") is None


# --- jobs ------------------------------------------------------------------------------------


def job(owner: str, turn_id: str) -> dict[str, object]:
    return {"owner": owner, "conversation_id": "c1", "channel": "test", "locale": "en",
            "turn_id": turn_id, "path": "new_proposal", "plan": {"steps": [{"tool": "x"}]},
            "records": {1: {"status": "ok"}, 2: {"status": "ok", "n": 2}}, "approvals": {"3": "h"},
            "literal_origin": "{}", "position": 3, "reason": "items", "progress": {"step": 2}}


async def test_jobs_are_numbered_per_owner_and_keep_their_steps(stores: Stores) -> None:
    jobs, anna, bruno = stores.jobs, stores.anna.id, stores.bruno.id
    made = await asyncio.gather(*(jobs.create(**job(anna, f"t{i}")) for i in range(4)))  # type: ignore[arg-type]
    assert sorted(j.number for j in made) == [1, 2, 3, 4]
    other = await jobs.create(**job(bruno, "tb"))  # type: ignore[arg-type]
    assert other.number == 1 and other.state == "queued" and other.approvals == {"3": "h"}
    first = await jobs.by_number(anna, 1)
    assert first is not None and await jobs.get(anna, first.id) == first
    assert await jobs.get(bruno, first.id) is None
    assert await jobs.by_turn(anna, first.turn_id) == first
    assert await jobs.records(anna, first.id) == {1: {"status": "ok"}, 2: {"status": "ok", "n": 2}}
    assert await jobs.records(bruno, first.id) == {}

    await jobs.set_state(anna, first.id, "running")
    await jobs.save_progress(anna, first.id, progress={"step": 3}, position=4, step=(3, {"status": "ok"}))
    await jobs.save_progress(anna, first.id, progress={"step": 3}, step=(3, {"status": "retried"}))
    assert (await jobs.records(anna, first.id))[3] == {"status": "retried"}
    running = await jobs.get(anna, first.id)
    assert running is not None and (running.state, running.position, running.progress) == (
        "running", 4, {"step": 3})
    assert running.started_at is not None and running.finished_at is None
    await jobs.set_state(anna, first.id, "done", answer_text="all done", files=["~/out.txt"])
    done = await jobs.get(anna, first.id)
    assert done is not None and (done.answer_text, done.files) == ("all done", ["~/out.txt"])
    assert await jobs.records(anna, first.id) == {}  # a finished job's steps go

    await stores.db.execute_write("UPDATE jobs SET created_at = 5.0")
    assert [j.number for j in await jobs.recent(anna, limit=3)] == [4, 3, 2]  # same instant: newest row first
    assert len(await jobs.recent(None)) == 5


async def test_jobs_of_a_gone_process_are_interrupted_and_can_be_taken_over(stores: Stores) -> None:
    jobs, anna = stores.jobs, stores.anna.id
    gone = JobStore(stores.db, "999999999:gone")
    orphan = await gone.create(**job(anna, "t1"))  # type: ignore[arg-type]
    mine = await jobs.create(**job(anna, "t2"))  # type: ignore[arg-type]
    if runners.shared(stores.db):
        # a shared database marks nothing: the orphan waits in the queue for a worker's claim
        # (test_queue.py); here it is interrupted by hand to go on with the rest
        assert await jobs.mark_interrupted() == 0
        await gone.set_state(anna, orphan.id, "interrupted", reported=0)
    else:
        assert await jobs.mark_interrupted() == 1
    assert [j.id for j in await jobs.unreported_interrupted()] == [orphan.id]
    assert await jobs.request_cancel(anna, mine.id, 2)
    assert not await jobs.request_cancel(anna, orphan.id, 1)  # interrupted: nothing to cancel
    takes = await asyncio.gather(*(jobs.take_over(anna, orphan.id) for _ in range(3)))
    assert takes.count(True) == 1
    taken = await jobs.get(anna, orphan.id)
    assert taken is not None and (taken.state, taken.reported, taken.cancel_requested) == ("queued", True, 0)
    await jobs.set_state(anna, mine.id, "waiting")
    assert [j.id for j in await jobs.waiting()] == [mine.id]
    await jobs.set_state(anna, mine.id, "failed")
    await jobs.mark_reported(mine.id)
    assert await jobs.prune(time.time() + 60) == 1


# --- plan caches -----------------------------------------------------------------------------


async def test_plans_are_kept_per_owner_and_demoted_by_rejections(stores: Stores) -> None:
    plans, anna, bruno = stores.plans, stores.anna.id, stores.bruno.id
    await plans.put(anna, "exact", "k", referents="", words=["list"], plan={"steps": [1]}, origin="{}",
                    signatures={"x": "1"}, turn_id="t1")
    await plans.put(anna, "template", "a", referents="", words=["w"], plan={"steps": []}, origin="{}",
                    signatures={}, slots=[{"name": "folder"}], turn_id="t1")
    await plans.put(anna, "template", "b", referents="", words=["w"], plan={"steps": []}, origin="{}",
                    signatures={}, turn_id="t2")
    exact = await plans.exact(anna, "k")
    assert exact is not None and (exact.plan, exact.signatures, exact.uses) == ({"steps": [1]}, {"x": "1"}, 0)
    assert await plans.exact(bruno, "k") is None
    await plans.used(exact, "t5")
    await plans.used(exact, "t6")
    used = await plans.of_turn(anna, "t6")
    assert used is not None and used.uses == 2
    b = [p for p in await plans.templates(anna) if p.key == "b"][0]
    await plans.used(b, "t7")
    assert [p.key for p in await plans.templates(anna)] == ["b", "a"]  # most used first

    await plans.rejected(anna, "template", "a")
    await plans.put(anna, "template", "a", referents="r", words=["w"], plan={"steps": [2]}, origin="{}",
                    signatures={}, turn_id="t1")  # a new plan for the key starts over
    again = [p for p in await plans.templates(anna) if p.key == "a"][0]
    assert (again.rejections, again.referents, again.plan, again.slots) == (0, "r", {"steps": [2]}, [])
    await plans.rejected(anna, "template", "a")
    await plans.rejected(anna, "template", "a")
    assert [p.key for p in await plans.templates(anna)] == ["b"]
    assert await plans.rejected_turn(anna, "t6") == 1  # the exact entry the turn reused goes
    assert await plans.exact(anna, "k") is None
    await plans.forget(b)
    assert await plans.templates(anna) == []


# --- schedules -------------------------------------------------------------------------------


async def test_schedules_are_numbered_claimed_once_and_released(stores: Stores) -> None:
    s, anna = stores.schedules, stores.anna.id
    base = {"owner": anna, "conversation_id": "c1", "channel": "test", "locale": "it",
            "timezone": "Europe/Rome", "trigger": {"at": "09:00"}}
    soon = await s.create(kind="reminder", text="call", next_run_at=100.0, **base)  # type: ignore[arg-type]
    later = await s.create(kind="routine", text="list", next_run_at=200.0, plan={"steps": []},
                           plan_hash="h", approvals={"1": "a"}, approved_until=1e10, **base)  # type: ignore[arg-type]
    assert (soon.number, later.number) == (1, 2) and later.plan == {"steps": []}
    assert await s.get(stores.bruno.id, soon.id) is None
    assert await s.set_state(anna, later.id, "paused", None)
    assert [x.number for x in await s.live(anna)] == [1, 2]  # a paused one, with no next run, last
    assert await s.count(anna) == 2 and await s.count(stores.bruno.id) == 0
    assert [x.id for x in await s.due(150.0)] == [soon.id]

    claims = await asyncio.gather(*(s.claim(soon, next_run_at=None, turn_id="t1", now=150.0) for _ in range(4)))
    assert claims.count(True) == 1
    claimed = await s.get(anna, soon.id)
    assert claimed is not None and (claimed.state, claimed.runs, claimed.last_outcome) == ("done", 1, "running")
    await s.release(soon)
    await s.release(soon)  # runs never go below zero
    released = await s.get(anna, soon.id)
    assert released is not None and (released.state, released.runs, released.next_run_at) == ("active", 0, 100.0)
    await s.finished(soon.id, "ok")
    assert await s.delete(anna, later.id) and not await s.delete(anna, later.id)
    assert await s.claim(replace(soon, next_run_at=100.0), next_run_at=None, turn_id=None, now=1.0)
    assert await s.prune(time.time() + 60) == 1


# --- the Telegram front end's tables ---------------------------------------------------------


async def test_the_telegram_tables(stores: Stores) -> None:
    store = await TelegramStore.open(stores.db)
    await store.migrate()  # cheap once done
    anna = stores.anna.id
    firsts = await asyncio.gather(*(store.updates.first_time(2_000_000_001) for _ in range(4)))
    assert firsts.count(True) == 1 and await store.updates.first_time(7)
    assert await store.updates.prune(now=time.time() + 4 * 86_400) == 2

    chat = -1001234567890  # a supergroup id: wider than 32 bits
    prompt = Prompt(dialogue_id="d1", kind="confirm", text="?", expires_at=time.time() + 60,
                    choices=(Choice(key="yes", label="Sì, procedi"), Choice(key="no", label="No")))
    issued = await store.tokens.issue(anna, prompt, chat)
    assert await store.tokens.open_prompts(anna, chat) == []  # not yet bound to a message
    await store.tokens.bind(issued, 55)
    assert await store.tokens.get(issued[0].token) == replace(issued[0], message_id=55)
    assert await store.tokens.get("not a token") is None
    assert await store.tokens.open_prompts(anna, chat) == [("d1", 55)]
    assert await store.tokens.due(time.time() + 120) == [(anna, "d1", chat, 55)]
    claims = await asyncio.gather(*(store.tokens.claim(anna, "d1") for _ in range(3)))
    assert claims.count(True) == 1 and await store.tokens.open_prompts(anna, chat) == []
    assert await store.tokens.prune(now=time.time() + 40 * 86_400) == 2

    await store.pairing.replace_code(anna, "h1", created_at=1.0, expires_at=time.time() + 60)
    await store.pairing.replace_code(anna, "h2", created_at=2.0, expires_at=time.time() + 60)
    assert await store.pairing.redeem(lambda tx: tx.code("h1")) is None  # the newer code replaced it

    def wrong(tx: object) -> None:
        from bot.telegram.store import Redemption

        assert isinstance(tx, Redemption)
        tx.count_failure("telegram", "7", PairingAttempts(1, 10.0, 0.0))
        tx.count_failure("telegram", "7", PairingAttempts(2, 10.0, 99.0))

    await store.pairing.redeem(wrong)
    assert await store.pairing.redeem(lambda tx: tx.attempts("telegram", "7")) == PairingAttempts(2, 10.0, 99.0)
    code = await store.pairing.redeem(lambda tx: tx.code("h2"))
    assert code is not None and (code.user_id, code.used_at, code.user_disabled) == (anna, None, False)
    await stores.users.bind_identity("telegram", "7", stores.bruno.id)
    await store.pairing.redeem(lambda tx: tx.pair("h2", "telegram", "7", anna, 50.0))
    assert await stores.users.by_identity("telegram", "7") == await stores.users.by_id(anna)
    assert await store.pairing.redeem(lambda tx: tx.attempts("telegram", "7")) is None
    used = await store.pairing.redeem(lambda tx: tx.code("h2"))
    assert used is not None and used.used_at == 50.0

    def failing(tx: object) -> None:
        from bot.telegram.store import Redemption

        assert isinstance(tx, Redemption)
        tx.count_failure("telegram", "8", PairingAttempts(1, 10.0, 0.0))
        raise RuntimeError("the redemption stops")

    with pytest.raises(RuntimeError):
        await store.pairing.redeem(failing)
    assert await store.pairing.redeem(lambda tx: tx.attempts("telegram", "8")) is None  # rolled back
    await store.pairing.prune(now=time.time() + 40 * 86_400, window=60.0)
    assert await store.pairing.redeem(lambda tx: tx.code("h2")) is None


# --- the scratchpad as a table of the database -----------------------------------------------


async def test_the_scratchpad_in_the_database(stores: Stores) -> None:
    now = [1000.0]
    pad = await Scratchpad.on_storage(stores.db, max_read_bytes=64, default_ttl_seconds=60,
                                      clock=lambda: now[0], gc_batch_size=2)
    anna, bruno = stores.anna.id, stores.bruno.id
    text = await pad.put(anna, "t1", 1, "read_files", "È " + "x" * 200, conversation_id="c1")
    blob = await pad.put(anna, "t1", 2, "fetch", bytes(range(256)))
    data = await pad.put(anna, "t1", 3, "list", {"files": ["a", "b"]}, ttl_seconds=5)
    assert pad.stored_here(anna, "t1") and not pad.stored_here(bruno, "t1")

    entry = await pad.get(anna, text["id"])
    assert entry is not None and entry["content"] == ("È " + "x" * 200).encode() and entry["conversation_id"] == "c1"
    assert await pad.get(bruno, text["id"]) is None
    head = await pad.read(anna, text["id"], "head", n=3)
    assert (head["content"], head["capped"]) == ("È x", False)
    full = await pad.read(anna, text["id"], "full")
    assert full["capped"] and full["returned_bytes"] <= 64
    part = await pad.read(anna, blob["id"], "range", start=10, end=14)
    assert (part["encoding"], base64.b64decode(part["content"])) == ("base64", bytes([10, 11, 12, 13]))
    tail = await pad.read(anna, blob["id"], "tail", n=2)
    assert base64.b64decode(tail["content"]) == bytes([254, 255])
    with pytest.raises(ScratchpadNotFound):
        await pad.read(bruno, blob["id"])
    assert [m["step_num"] for m in await pad.list_for_turn(anna, "t1")] == [1, 2, 3]

    now[0] += 10  # the structured entry expired
    assert [m["step_num"] for m in await pad.list_for_turn(anna, "t1")] == [1, 2]
    with pytest.raises(ScratchpadNotFound):
        await pad.read(anna, data["id"])
    stats = await pad.stats()
    assert (stats["entries"], stats["expired_entries"]) == (3, 1)
    assert stats["bytes"] == text["size_bytes"] + blob["size_bytes"] + data["size_bytes"]
    for i in range(3):
        await pad.put(bruno, "t2", i, "x", f"short {i}", ttl_seconds=1)
    now[0] += 5
    assert await pad.gc() == 4  # in batches of two
    assert (await pad.stats())["entries"] == 2
    await pad.close()
    with pytest.raises(Exception, match="closed"):
        await pad.get(anna, text["id"])
    assert await stores.db.fetchone("SELECT COUNT(*) AS n FROM scratchpad") is not None  # the database stays open
