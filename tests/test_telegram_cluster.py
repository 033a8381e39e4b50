"""Several webhook workers on one database: each update handled once, a person's updates in
order across workers, buttons valid on every worker, one flood budget for all.

The store's part (claims, predecessors, takeover, the flood budget) runs on both backends; the
workers need PostgreSQL (``METNOS_TEST_DATABASE_URL``) and are skipped without it.
"""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from telegram.error import RetryAfter

from bot.telegram.app import FrontEndError
from bot.telegram.cluster import SharedRateLimiter
from bot.telegram.store import Bucket, FloodBudget, TelegramStore, Window, update_source
from bot.telegram.webhook import SECRET_HEADER
from runtime.store.dialogues import DialogueRow, DialogueStore
from runtime.store.runners import Runners
from runtime.store.turns import TurnLog
from runtime.store.users import Users
from runtime.turn import TurnContext, UserRef
from tests.conftest import StoreBackend
from tests.e2e.cluster_harness import HOOK_PATH, SECRET, InProcessCluster, inprocess_cluster, pair
from tests.e2e.telegram_harness import SlowPlanner

ANNA, BRUNO = 5001, 5002


@pytest.fixture
def pg(store_backend: StoreBackend) -> StoreBackend:
    """Only the PostgreSQL half of ``store_backend`` (workers need a shared database)."""
    if store_backend.name != "postgresql":
        pytest.skip("several workers need a shared database: PostgreSQL only")
    return store_backend


@pytest.fixture
async def store(store_backend: StoreBackend) -> AsyncIterator[tuple[TelegramStore, Any]]:
    db = await store_backend.open()
    try:
        await Users(db).ensure("anna")
        yield await TelegramStore.open(db), db
    finally:
        await db.close()


# --- the store: claims, order, takeover (both backends) -------------------------------------


async def test_a_claimed_update_is_claimed_once_and_started_once(
        store: tuple[TelegramStore, Any], store_backend: StoreBackend) -> None:
    ts, db = store
    other_db = await store_backend.open()  # a second worker on the same database
    try:
        other = TelegramStore(other_db)
        ts.updates.runner, other.updates.runner = "1:a", "2:b"
        assert await ts.updates.claim(10, ANNA, '{"update_id": 10}')
        assert not await other.updates.claim(10, ANNA, '{"update_id": 10}')  # a repeat
        assert ts.updates.claimed_here(10) and not other.updates.claimed_here(10)
        assert await ts.updates.first_time(10)  # the gate starts it
        assert not await ts.updates.first_time(10)  # and never again
        assert not await other.updates.first_time(10)
    finally:
        await other_db.close()


async def test_an_update_waits_for_the_earlier_open_ones_of_its_sender_only(
        store: tuple[TelegramStore, Any]) -> None:
    ts, db = store
    runners = Runners(db, "1:a", 30.0)
    await runners.register()
    ts.updates.runner = "1:a"
    for update_id, key in ((1, ANNA), (2, BRUNO), (3, ANNA)):
        assert await ts.updates.claim(update_id, key, "{}")
    assert await ts.updates.blocking(ANNA, 1) is None
    assert await ts.updates.blocking(BRUNO, 2) is None  # another sender's update: no wait
    assert await ts.updates.blocking(ANNA, 3) == 1
    assert await ts.updates.first_time(1)  # started: still open while its runner lives
    assert await ts.updates.blocking(ANNA, 3) == 1
    await ts.updates.finish(1)
    assert await ts.updates.blocking(ANNA, 3) is None
    assert not ts.updates.claimed_here(1)


async def _dead_and_live(db: Any) -> None:
    now = time.time()
    await Runners(db, "1:dead", 5.0).register(now=now - 60)  # its lease lapsed 55 s ago
    await Runners(db, "2:live", 30.0).register()


async def test_a_dead_workers_unstarted_updates_are_taken_over_once_and_it_is_fenced(
        store: tuple[TelegramStore, Any], store_backend: StoreBackend) -> None:
    ts, db = store
    await _dead_and_live(db)
    ts.updates.runner = "1:dead"
    for update_id in (2, 3):
        await ts.updates.claim(update_id, ANNA, f'{{"update_id": {update_id}}}')
    other_db = await store_backend.open()
    try:
        other = TelegramStore(other_db)
        other.updates.runner = "2:live"
        assert await other.updates.blocking(ANNA, 3) == 2  # still first: it will run
        taken = await other.updates.take_over(10)
        assert taken == [(2, '{"update_id": 2}'), (3, '{"update_id": 3}')]
        assert await other.updates.take_over(10) == []  # taken once
        assert not await ts.updates.first_time(2)  # the dead worker, awake again, is fenced
        assert await other.updates.first_time(2)
        await other.updates.finish(2)
        assert await other.updates.blocking(ANNA, 3) is None
    finally:
        await other_db.close()


async def test_a_dead_workers_started_update_runs_again_only_if_no_turn_had_begun(
        store: tuple[TelegramStore, Any], store_backend: StoreBackend) -> None:
    ts, db = store
    await _dead_and_live(db)
    users = Users(db)
    anna = await users.ensure("anna")
    await users.bind_identity("telegram", str(ANNA), anna.id)
    bruno = await users.ensure("bruno")
    await users.bind_identity("telegram", str(BRUNO), bruno.id)
    ts.updates.runner = "1:dead"
    await ts.updates.claim(1, ANNA, '{"update_id": 1}')
    await ts.updates.claim(2, BRUNO, '{"update_id": 2}')
    await ts.updates.claim(3, ANNA, '{"update_id": 3}')
    assert await ts.updates.first_time(1) and await ts.updates.first_time(2)
    # the runtime had begun Anna's turn on the dead worker (it will report it interrupted);
    # Bruno's update died before any turn began
    await TurnLog(db, "1:dead").start(TurnContext(
        user=UserRef(anna.id, "anna", "user"), conversation_id=str(ANNA), channel="telegram",
        locale="it", text="elimina tutto"))
    other_db = await store_backend.open()
    try:
        other = TelegramStore(other_db)
        other.updates.runner = "2:live"
        assert await other.updates.blocking(ANNA, 3) is None  # 1 blocks nobody any more
        assert [u for u, _ in await other.updates.take_over(10)] == [2, 3]
        assert await other.updates.first_time(2)  # started again, here
    finally:
        await other_db.close()


async def test_an_answer_ready_when_its_worker_died_is_sent_by_another(
        store: tuple[TelegramStore, Any], store_backend: StoreBackend) -> None:
    ts, db = store
    await _dead_and_live(db)
    ts.updates.runner = "1:dead"
    await ts.updates.claim(1, ANNA, '{"update_id": 1}')
    assert await ts.updates.first_time(1)
    assert await ts.updates.hold_reply(1, ANNA, None, '{"text": "fatto"}')
    other_db = await store_backend.open()
    try:
        other = TelegramStore(other_db)
        other.updates.runner = "2:live"
        assert await other.updates.take_over(10) == []  # not run again: only its answer is due
        assert await other.updates.take_over_replies(10) == [(1, ANNA, None, '{"text": "fatto"}')]
        assert await other.updates.take_over_replies(10) == []
        await other.updates.finish(1)
        assert not await ts.updates.hold_reply(1, ANNA, None, "{}")  # fenced
    finally:
        await other_db.close()


async def test_a_dead_workers_update_whose_turn_ended_is_answered_from_the_turn_not_run_again(
        store: tuple[TelegramStore, Any], store_backend: StoreBackend) -> None:
    """The state a worker leaves when it dies after a turn's end was stored and before its
    answer was kept: the turn (started by the update, or resumed by the update's answer to its
    dialogue) is found from the update and its answer is due; the update never runs again."""
    ts, db = store
    await _dead_and_live(db)
    users = Users(db)
    anna = await users.ensure("anna")
    await users.bind_identity("telegram", str(ANNA), anna.id)
    bruno = await users.ensure("bruno")
    await users.bind_identity("telegram", str(BRUNO), bruno.id)
    ts.updates.runner = "1:dead"
    for update_id, key in ((1, ANNA), (2, ANNA), (3, ANNA), (4, BRUNO)):
        await ts.updates.claim(update_id, key, f'{{"update_id": {update_id}}}')
        assert await ts.updates.first_time(update_id)
    dead = TurnLog(db, "1:dead")

    def turn(text: str, source: str | None) -> TurnContext:
        return TurnContext(user=UserRef(anna.id, "anna", "user"), conversation_id=str(ANNA),
                           channel="telegram", locale="it", text=text, source=source)

    read = turn("leggi n0.txt", update_source(1))  # 1: a turn it started, answered
    await dead.start(read)
    await dead.answered(read.turn_id, anna.id, path="rule", plan=None, outcome="ok",
                        reply_text="messaggio 0", trace=None)
    asked = turn("elimina vecchio.txt", None)  # 2: the press that answered its prompt
    await dead.start(asked)
    await dead.suspended(asked.turn_id, anna.id, path="rule", plan=None, trace=None)
    dialogues = DialogueStore(db)
    await dialogues.create(DialogueRow(
        "d1", anna.id, str(ANNA), asked.turn_id, "confirm", "pending", {"steps": []}, "h", 1,
        "a", {}, {}, {}, {}, {}, "it", "telegram", "", time.time(), time.time() + 600, None,
        None))
    assert await dialogues.claim(anna.id, "d1", resume=(asked.turn_id, "1:dead"),
                                 source=update_source(2))
    await dead.answered(asked.turn_id, anna.id, path="rule", plan=None, outcome="ok",
                        reply_text="spostato", trace=None)
    cut = turn("leggi n1.txt", update_source(3))  # 3: a turn it was running
    await dead.start(cut)
    other_db = await store_backend.open()
    try:
        other = TelegramStore(other_db)
        other.updates.runner = "2:live"
        assert [u for u, _ in await other.updates.take_over(10)] == [4]  # nothing came of it
        assert await other.updates.take_over_ended(10) == [
            (1, '{"update_id": 1}', anna.id, read.turn_id),
            (2, '{"update_id": 2}', anna.id, asked.turn_id)]
        assert await other.updates.take_over_ended(10) == []  # taken once
        assert await other.updates.take_over(10) == []
        assert not await ts.updates.hold_reply(1, ANNA, anna.id, "{}")  # the dead one is fenced
        # the turn it was running is the runtime's to report (its recovery marks it); then its
        # update is only finished
        await dead.interrupted(cut.turn_id, anna.id, path="rule", plan={}, trace=None)
        assert await other.updates.take_over_ended(10) == [
            (3, '{"update_id": 3}', anna.id, cut.turn_id)]
        assert await other.updates.take_over(10) == []
    finally:
        await other_db.close()


async def test_polling_records_stay_as_they_were(store: tuple[TelegramStore, Any]) -> None:
    ts, db = store
    assert await ts.updates.first_time(7)
    assert not await ts.updates.first_time(7)
    assert await ts.updates.blocking(ANNA, 100) is None  # no sender recorded: nobody waits


# --- the flood budget (both backends) --------------------------------------------------------


async def test_the_budget_holds_a_bucket_and_a_window_for_every_caller(
        store: tuple[TelegramStore, Any], store_backend: StoreBackend) -> None:
    ts, db = store
    other_db = await store_backend.open()
    try:
        mine, theirs = ts.flood, FloodBudget(other_db)

        async def take(budget: FloodBudget, limits: list[Any], at: float) -> float:
            wait, token = await budget.try_take(limits, now=at)
            if token is not None:
                await budget.done(limits, token, now=at)
            return wait

        bucket = [Bucket("chat:1", 2, 10.0)]
        now = 1000.0
        assert await take(mine, bucket, now) == 0.0
        assert await take(theirs, bucket, now) == 0.0  # the burst of 2, shared
        assert await take(mine, bucket, now) == pytest.approx(0.1)
        assert await take(theirs, bucket, now + 0.1) == 0.0
        window = [Window("all", 3, 1.0)]
        for budget in (mine, theirs, mine):
            assert await take(budget, window, now) == 0.0
        assert await take(theirs, window, now + 0.5) == pytest.approx(0.5)
        assert await take(theirs, window, now + 1.0) == 0.0
        await mine.pause(now + 5.0, now=now)
        assert await take(theirs, [Bucket("chat:9", 5, 1.0)], now + 1.0) == pytest.approx(4.0)
        assert await theirs.paused_until() == now + 5.0
        assert await mine.prune(now=now + 7200) >= 3
    finally:
        await other_db.close()


async def test_a_request_in_flight_holds_its_place_until_it_finishes(
        store: tuple[TelegramStore, Any], store_backend: StoreBackend) -> None:
    ts, _ = store
    window = [Window("all", 2, 1.0)]
    now = 2000.0
    _, first = await ts.flood.try_take(window, now=now)
    _, second = await ts.flood.try_take(window, now=now)
    assert first and second
    wait, none = await ts.flood.try_take(window, now=now + 5.0)  # both still on their way
    assert none is None and 0 < wait < 1.0
    await ts.flood.done(window, first, now=now + 5.0)  # it counts from when it finished
    assert (await ts.flood.try_take(window, now=now + 5.5))[1] is None
    assert (await ts.flood.try_take(window, now=now + 6.0))[1] is not None
    # a request whose worker died never finishes: it stops counting after its lease
    assert (await ts.flood.try_take(window, now=now + 60.0))[1] is not None


async def _send_many(limiters: list[SharedRateLimiter], chats: list[int],
                     per: int) -> list[tuple[float, int]]:
    sent: list[tuple[float, int]] = []

    async def send(limiter: SharedRateLimiter, chat: int) -> None:
        async def callback() -> bool:
            sent.append((time.monotonic(), chat))
            return True

        await limiter.process_request(callback, (), {}, "sendMessage", {"chat_id": chat}, None)

    await asyncio.gather(*(send(limiters[n % len(limiters)], chat)
                           for chat in chats for n in range(per)))
    return sorted(sent)


async def test_two_workers_limiters_share_one_chat_bucket_and_the_overall_limit(
        store: tuple[TelegramStore, Any], store_backend: StoreBackend) -> None:
    ts, db = store
    other_db = await store_backend.open()
    try:
        limits: dict[str, Any] = {"overall_per_second": 10, "chat_burst": 2,
                                  "chat_per_second": 5.0}
        a = SharedRateLimiter(ts.flood, **limits)
        b = SharedRateLimiter(FloodBudget(other_db), **limits)
        one_chat = await _send_many([a, b], [77], 6)
        times = [t - one_chat[0][0] for t, _ in one_chat]
        # a burst of 2, then one every 0.2 s — across the two limiters together
        for n, at in enumerate(times[2:], start=1):
            assert at >= n * 0.2 - 0.05, times
        many = await _send_many([a, b], list(range(100, 125)), 1)
        starts = [t for t, _ in many]
        for n in range(len(starts) - 10):  # no more than 10 in any second, together
            assert starts[n + 10] - starts[n] >= 1.0 - 0.05, starts
    finally:
        await other_db.close()


async def test_a_429_on_one_worker_pauses_the_others(
        store: tuple[TelegramStore, Any], store_backend: StoreBackend) -> None:
    ts, db = store
    other_db = await store_backend.open()
    try:
        a = SharedRateLimiter(ts.flood)
        b = SharedRateLimiter(FloodBudget(other_db))
        calls: list[float] = []

        async def refused() -> bool:
            calls.append(time.monotonic())
            if len(calls) == 1:
                raise RetryAfter(1)
            return True

        async def fine() -> bool:
            return True

        started = time.monotonic()
        first = asyncio.create_task(a.process_request(refused, (), {}, "sendMessage",
                                                      {"chat_id": 1}, None))
        while not calls:
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.1)
        assert await b.process_request(fine, (), {}, "sendMessage", {"chat_id": 2}, None)
        waited = time.monotonic() - started
        assert await first
        assert waited >= 1.0, waited  # b waited out a's 429
    finally:
        await other_db.close()


# --- workers on PostgreSQL --------------------------------------------------------------------


def _read(cluster: InProcessCluster, chat: int) -> list[str]:
    return [m.visible or "" for m in cluster.to(chat)]


async def test_a_persons_messages_on_two_workers_are_answered_in_order(
        pg: StoreBackend, home: Path) -> None:
    """A slow turn on one worker, the sender's next (quick) message on the other: the quick
    one waits for the slow one, so the answers come in the order of the messages."""
    async with inprocess_cluster(home, pg.url or "", workers=2, planner=SlowPlanner()) as c:
        await pair(c.workers[0].rt, ANNA, "anna")
        files = c.workspace("anna")
        for n in range(4):
            (files / f"n{n}.txt").write_text(f"messaggio {n}")
        await c.api.user_sends(ANNA, "lento 1.5")
        for n in range(4):
            await c.api.user_sends(ANNA, f"leggi n{n}.txt")
        await c.api.wait_for_messages(ANNA, 5, timeout=20)
        await c.settled()
        answers = _read(c, ANNA)
        assert len(answers) == 5, answers
        assert "messaggio" not in answers[0]
        assert [re.findall(r"messaggio (\d)", a) for a in answers[1:]] == [["0"], ["1"], ["2"],
                                                                          ["3"]]
        assert all(n > 0 for n in (w.front.webhook.received for w in c.workers
                                   if w.front.webhook is not None))
        processors = [w.front.app.update_processor for w in c.workers]
        assert sum(getattr(p, "waited", 0) for p in processors) >= 1  # one waited for the other


async def test_a_repeated_update_is_handled_once_whichever_worker_gets_it(
        pg: StoreBackend, home: Path) -> None:
    async with inprocess_cluster(home, pg.url or "", workers=2) as c:
        await pair(c.workers[0].rt, ANNA, "anna")
        c.workspace("anna")
        update = {"update_id": 900_001, "message": {
            "message_id": 1, "date": 0, "text": "che ore sono?",
            "chat": {"id": ANNA, "type": "private", "first_name": "Anna"},
            "from": {"id": ANNA, "is_bot": False, "first_name": "Anna", "language_code": "it"}}}
        c.api.add_user(ANNA)
        async with httpx.AsyncClient() as client:
            answers = await asyncio.gather(*(
                client.post(f"http://127.0.0.1:{w.port}{HOOK_PATH}", json=update,
                            headers={SECRET_HEADER: SECRET}) for w in c.workers for _ in range(2)))
        assert [a.status_code for a in answers] == [200] * 4
        await c.api.wait_for_messages(ANNA, 1)
        await c.settled()
        await asyncio.sleep(0.3)
        assert len(c.to(ANNA)) == 1
        row = await c.workers[0].rt.db.fetchone(
            "SELECT COUNT(*) AS n FROM turns WHERE request_text = ?", ("che ore sono?",))
        assert row is not None and row["n"] == 1
        received = [w.front.webhook.received for w in c.workers if w.front.webhook is not None]
        assert sorted(received) == [0, 1]


async def test_a_button_made_on_one_worker_is_pressed_on_another(
        pg: StoreBackend, home: Path) -> None:
    async with inprocess_cluster(home, pg.url or "", workers=2) as c:
        first, second = c.workers
        await pair(first.rt, ANNA, "anna")
        (c.workspace("anna") / "vecchio.txt").write_text("x")
        c.balancer.backends = [("127.0.0.1", first.port)]  # the prompt is made on the first
        await c.api.user_sends(ANNA, "elimina il file vecchio.txt")
        [prompt] = await c.api.wait_for_messages(ANNA, 1, timeout=15)
        await c.api.wait_for(lambda: len(prompt.buttons) == 2, timeout=15)
        await c.settled()
        c.balancer.backends = [("127.0.0.1", second.port)]  # and answered on the second
        assert second.front.webhook is not None
        before = second.front.webhook.received
        yes = prompt.buttons[0][1]
        await c.api.user_taps(ANNA, prompt.message_id, yes)
        [done] = (await c.api.wait_for_messages(ANNA, 2, timeout=15))[1:]
        await c.settled()
        assert second.front.webhook.received == before + 1
        assert done.visible is not None and "cestino" in done.visible
        assert not (c.workspace("anna") / "vecchio.txt").exists()
        await c.api.wait_for(lambda: prompt.buttons == [], timeout=15)
        assert prompt.visible is not None and prompt.visible.endswith("Confermato da Anna")
        # the same press again, now on the first worker: no effect, a clear alert
        c.balancer.backends = [("127.0.0.1", first.port)]
        alerts = len(c.api.callback_answers)
        await c.api.user_taps(ANNA, prompt.message_id, yes)
        await c.api.wait_for(lambda: len(c.api.callback_answers) > alerts, timeout=15)
        await c.settled()
        assert c.api.callback_answers[-1].show_alert
        assert len(c.to(ANNA)) == 2  # nothing ran again


async def test_workers_on_a_shared_database_need_the_webhook_secret(
        pg: StoreBackend, home: Path) -> None:
    with pytest.raises(FrontEndError, match="webhook_secret must be set"):
        async with inprocess_cluster(home, pg.url or "", workers=1,
                                     telegram={"webhook_secret": None}):
            pass


def test_metnos_bot_port_must_be_a_port(home: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "bot", "bot", "--webhook", "--port", "70000"],
                          cwd=Path(__file__).resolve().parents[1], capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL,
                          env={"METNOS_HOME": str(home), "PATH": "/usr/bin:/bin",
                               "PYTHONPATH": str(Path(__file__).resolve().parents[1])})
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == ["metnos: --port 70000 is not a TCP port (1-65535)"]


# --- a worker that dies between the end of a turn and keeping its answer ----------------------


_NO_PROGRESS = {"progress_after_seconds": 60.0}


class _Death:
    """Makes a worker die, as ``kill -9`` would, at the moment a turn's answer is about to be kept
    with its update — the turn's end is stored, the answer is neither kept nor sent: its runner
    leaves the database (no heartbeat, no lease) and the worker does nothing more for that
    update (beyond what was already under way: "typing…", and a press's acknowledgement; the
    progress message is put off past the test by ``progress_after_seconds``). :meth:`release`
    lets the stuck handler go at the end of the test."""

    def __init__(self, worker: Any) -> None:
        self.worker = worker
        self.died = asyncio.Event()
        self._released = asyncio.Event()
        worker.front.store.updates.hold_reply = self._hold_reply

    async def _hold_reply(self, *args: Any, **kwargs: Any) -> bool:
        await self.worker.rt.worker.close()  # heartbeat stopped, runner row gone: judged dead
        self.died.set()
        await self._released.wait()
        return False

    def release(self) -> None:
        self._released.set()


async def _dies_then_other_answers(c: InProcessCluster, send: Any) -> _Death:
    """`send` lands on the first worker, which dies right after the turn it started ended; from
    then on the balancer forwards to the second."""
    first, second = c.workers
    death = _Death(first)
    c.balancer.backends = [("127.0.0.1", first.port)]
    await send()
    await asyncio.wait_for(death.died.wait(), 15)
    c.balancer.backends = [("127.0.0.1", second.port)]
    return death


async def _receipts(c: InProcessCluster) -> list[Any]:
    return await c.workers[1].rt.db.fetchall(
        "SELECT CAST(effect_json AS TEXT) AS effect FROM receipts", ())


async def test_a_confirmed_effect_whose_worker_died_before_keeping_its_answer_is_answered_once(
        pg: StoreBackend, home: Path) -> None:
    """The delete ran and its turn ended on the first worker, which died before its answer was
    kept or sent: the second worker sends that answer, from the stored turn; nothing runs again."""
    async with inprocess_cluster(home, pg.url or "", workers=2, telegram=_NO_PROGRESS) as c:
        first, _ = c.workers
        await pair(first.rt, ANNA, "anna")
        files = c.workspace("anna")
        (files / "vecchio.txt").write_text("x")
        c.balancer.backends = [("127.0.0.1", first.port)]
        await c.api.user_sends(ANNA, "elimina il file vecchio.txt")
        [prompt] = await c.api.wait_for_messages(ANNA, 1, timeout=15)
        await c.api.wait_for(lambda: len(prompt.buttons) == 2, timeout=15)
        await c.settled()
        alerts = len(c.api.callback_answers)
        death = await _dies_then_other_answers(
            c, lambda: c.api.user_taps(ANNA, prompt.message_id, prompt.buttons[0][1]))
        try:
            [done] = (await c.api.wait_for_messages(ANNA, 2, timeout=15))[1:]
            assert done.visible is not None and "cestino" in done.visible
            await asyncio.sleep(1.5)  # a second answer, or the press run again, would show now
            assert len(c.to(ANNA)) == 2
            assert not (files / "vecchio.txt").exists()
            assert len(await _receipts(c)) == 1  # the effect ran once
            assert not any(a.show_alert for a in c.api.callback_answers[alerts:])
        finally:
            death.release()


async def test_an_answer_whose_worker_died_before_keeping_it_is_sent_by_another(
        pg: StoreBackend, home: Path) -> None:
    async with inprocess_cluster(home, pg.url or "", workers=2, telegram=_NO_PROGRESS) as c:
        await pair(c.workers[0].rt, ANNA, "anna")
        (c.workspace("anna") / "n0.txt").write_text("messaggio 0")
        death = await _dies_then_other_answers(c, lambda: c.api.user_sends(ANNA, "leggi n0.txt"))
        try:
            [answer] = await c.api.wait_for_messages(ANNA, 1, timeout=15)
            assert answer.visible is not None and "messaggio 0" in answer.visible
            await asyncio.sleep(1.5)
            assert len(c.to(ANNA)) == 1
            row = await c.workers[1].rt.db.fetchone(
                "SELECT COUNT(*) AS n FROM turns WHERE request_text = ?", ("leggi n0.txt",))
            assert row is not None and row["n"] == 1  # not run again
        finally:
            death.release()


async def test_a_prompt_whose_worker_died_before_keeping_it_is_shown_by_another(
        pg: StoreBackend, home: Path) -> None:
    """The turn stopped for a confirmation and its worker died before showing it: another
    worker shows the same prompt, and its buttons work there."""
    async with inprocess_cluster(home, pg.url or "", workers=2, telegram=_NO_PROGRESS) as c:
        await pair(c.workers[0].rt, ANNA, "anna")
        files = c.workspace("anna")
        (files / "vecchio.txt").write_text("x")
        death = await _dies_then_other_answers(
            c, lambda: c.api.user_sends(ANNA, "elimina il file vecchio.txt"))
        try:
            [prompt] = await c.api.wait_for_messages(ANNA, 1, timeout=15)
            await c.api.wait_for(lambda: len(prompt.buttons) == 2, timeout=15)
            await c.api.user_taps(ANNA, prompt.message_id, prompt.buttons[0][1])
            [done] = (await c.api.wait_for_messages(ANNA, 2, timeout=15))[1:]
            assert done.visible is not None and "cestino" in done.visible
            assert not (files / "vecchio.txt").exists()
            assert len(await _receipts(c)) == 1
        finally:
            death.release()


async def test_a_worker_that_hung_before_its_turn_began_does_not_run_the_message_again(
        pg: StoreBackend, home: Path) -> None:
    """Stuck after it started the update and before the runtime began its turn: the second
    worker takes the message over and runs it; awake again, the first finds the message's turn
    begun and runs nothing (one turn, one answer)."""
    async with inprocess_cluster(home, pg.url or "", workers=2, telegram=_NO_PROGRESS) as c:
        first, second = c.workers
        await pair(first.rt, ANNA, "anna")
        (c.workspace("anna") / "n0.txt").write_text("messaggio 0")
        stuck, woken = asyncio.Event(), asyncio.Event()
        handle = first.rt.handle

        async def hung(request: Any) -> Any:
            await first.rt.worker.close()  # no heartbeat: its lease is gone
            stuck.set()
            await woken.wait()
            await first.rt.worker.open()
            await first.rt.worker.start()
            return await handle(request)

        first.rt.handle = hung  # type: ignore[method-assign]
        c.balancer.backends = [("127.0.0.1", first.port)]
        await c.api.user_sends(ANNA, "leggi n0.txt")
        await asyncio.wait_for(stuck.wait(), 15)
        c.balancer.backends = [("127.0.0.1", second.port)]
        try:
            [answer] = await c.api.wait_for_messages(ANNA, 1, timeout=15)
            assert answer.visible is not None and "messaggio 0" in answer.visible
        finally:
            woken.set()
        await c.settled()
        await asyncio.sleep(1.0)
        assert [m.visible for m in c.to(ANNA)] == [answer.visible]
        row = await second.rt.db.fetchone(
            "SELECT COUNT(*) AS n FROM turns WHERE request_text = ?", ("leggi n0.txt",))
        assert row is not None and row["n"] == 1
