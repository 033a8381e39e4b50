"""Flood control shaped like Telegram's limits: a conversation's bursts go out at once, the bot
stays within 30 requests a second across chats and 20 messages a minute in a group, and a 429
storm loses nothing and keeps each chat's order — the limits alone (their arithmetic at given
instants), the limiter through PTB's rate-limiter interface, and the real front end against the
Bot API double. No test here asserts how fast anything is: figures belong to bench/."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path
from typing import Any

from telegram.error import RetryAfter

from bot.telegram.identity import CHANNEL
from bot.telegram.limits import CHAT_BURST, MessageRateLimiter, SlidingWindow, TokenBucket
from tests.e2e.telegram_harness import BotHarness, SlowPlanner, running_bot
from tests.fakes.telegram_api import RequestRecord

os.environ.setdefault("PTB_TIMEDELTA", "1")

ANNA, BOB = 1001, 1002
FIRST = 5000


# --- the limits, at given instants -----------------------------------------------------------


def test_a_chat_bucket_lets_a_burst_through_then_one_a_second() -> None:
    bucket = TokenBucket(CHAT_BURST, 1.0)
    for _ in range(CHAT_BURST):
        assert bucket.delay(100.0) == 0.0
        bucket.done(bucket.take(100.0), 100.0)
    assert bucket.delay(100.0) == 1.0  # the bucket is empty: one more a second later
    assert bucket.delay(101.0) == 0.0
    bucket.done(bucket.take(101.0), 101.0)
    assert bucket.delay(101.5) == 0.5
    assert not bucket.idle(110.0) and bucket.idle(200.0)


def test_a_chat_bucket_counts_a_slow_message_from_when_it_finished() -> None:
    bucket = TokenBucket(1, 1.0)  # one a second, no burst
    token = bucket.take(10.0)  # let through at 10.0, on a slow connection…
    assert bucket.delay(11.0) == 0.0
    bucket.done(token, 12.5)  # …it may have reached Telegram only at 12.5
    assert bucket.delay(12.5) == 1.0  # so the next one waits a whole interval after that


def test_a_window_holds_at_most_its_limit_in_any_period() -> None:
    window = SlidingWindow(30, 1.0)
    tokens = [window.take(5.0) for _ in range(30)]
    assert window.delay(5.0) is None  # all 30 places in flight: wait for one to finish
    for token in tokens[:10]:
        window.done(token, 5.25)
    assert window.delay(5.5) == 0.75  # a place frees a whole second after its request ended
    assert window.delay(6.25) == 0.0
    for token in tokens[10:]:
        window.done(token, 5.25)
    assert not window.idle(6.0) and window.idle(6.25)


# --- the limiter, through PTB's rate-limiter interface ---------------------------------------


class Recorder:
    """Stands for the Bot API call PTB hands to the limiter: records the order of the calls,
    and raises RetryAfter for the first `storm` of them."""

    def __init__(self, storm: int = 0) -> None:
        self.calls: list[tuple[str, Any]] = []
        self.storm = storm

    async def __call__(self, endpoint: str, data: dict[str, Any]) -> bool:
        self.calls.append((endpoint, data.get("text")))
        if self.storm > 0:
            self.storm -= 1
            raise RetryAfter(0)
        return True


async def _post(limiter: MessageRateLimiter, api: Recorder, endpoint: str,
                **data: Any) -> Any:
    return await limiter.process_request(api, (endpoint, data), {}, endpoint, data, None)


async def test_the_burst_of_a_conversation_is_never_held_back() -> None:
    limiter, api = MessageRateLimiter(), Recorder()
    await asyncio.gather(*(_post(limiter, api, "sendMessage", chat_id=ANNA, text=str(n))
                           for n in range(CHAT_BURST)))
    assert [text for _, text in api.calls] == [str(n) for n in range(CHAT_BURST)]
    assert limiter.held == 0


async def test_429_is_waited_out_and_the_same_request_goes_again_first_in_its_chat() -> None:
    limiter, api = MessageRateLimiter(), Recorder(storm=3)
    await asyncio.gather(*(_post(limiter, api, "sendMessage", chat_id=ANNA, text=str(n))
                           for n in range(4)))
    # "0" was refused three times and sent again each time before anything after it
    assert [text for _, text in api.calls] == ["0", "0", "0", "0", "1", "2", "3"]


async def test_typing_that_would_wait_is_dropped_and_answers_are_not() -> None:
    limiter, api = MessageRateLimiter(overall_per_second=2), Recorder()
    await _post(limiter, api, "sendMessage", chat_id=ANNA, text="a")
    await _post(limiter, api, "sendMessage", chat_id=BOB, text="b")
    assert await _post(limiter, api, "sendChatAction", chat_id=ANNA, action="typing") is True
    assert limiter.dropped == 1 and [e for e, _ in api.calls] == ["sendMessage"] * 2


async def test_a_group_gets_its_per_minute_share_at_once_and_no_more() -> None:
    limiter, api = MessageRateLimiter(group_per_minute=3), Recorder()
    for n in range(3):
        await _post(limiter, api, "sendMessage", chat_id=-100, text=str(n))
    assert limiter.held == 0
    fourth = asyncio.ensure_future(_post(limiter, api, "sendMessage", chat_id=-100, text="3"))
    other = await _post(limiter, api, "sendMessage", chat_id=-200, text="x")  # another group
    await asyncio.sleep(0.05)
    assert other is True and not fourth.done() and limiter.held == 1
    fourth.cancel()


# --- the real front end against the double ---------------------------------------------------


def _to_chats(h: BotHarness) -> list[RequestRecord]:
    return [r for r in h.api.requests if "chat_id" in r.params]


def _limiter(h: BotHarness) -> MessageRateLimiter:
    limiter = h.front.app.bot.rate_limiter
    assert isinstance(limiter, MessageRateLimiter)
    return limiter


async def test_a_burst_of_ten_replies_in_one_chat_goes_out_without_delay(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        for name in [f"C{n}" for n in range(10)]:
            (h.workspace("anna") / name).mkdir()
            (h.workspace("anna") / name / f"{name.lower()}.txt").write_text(name)
        held = _limiter(h).held
        for n in range(10):
            await h.api.user_sends(ANNA, f"elenca i file nella cartella C{n}")
        answers = (await h.api.wait_for_messages(ANNA, 11, timeout=20))[1:]
        await h.settled()
        assert [m.visible for m in answers] == [
            f"Ho trovato 1 file in ~/C{n}:\n• ~/C{n}/c{n}.txt" for n in range(10)]
        assert _limiter(h).held == held  # nothing waited for a flood limit
        assert all(r.status == 200 for r in _to_chats(h))


async def test_the_overall_cap_holds_across_fifty_chats(home: Path) -> None:
    async with running_bot(home) as h:
        chats = range(FIRST, FIRST + 50)
        for tg in chats:
            user = await h.rt.users.create(f"u{tg}")
            await h.rt.users.bind_identity(CHANNEL, str(tg), user.id)
        for tg in chats:
            await h.api.user_sends(tg, "che ore sono")
        await h.api.wait_for(lambda: all(h.to(tg) for tg in chats), timeout=30)
        await h.settled()
        assert all(len(h.to(tg)) == 1 for tg in chats)  # every answer once
        times = sorted(r.time for r in _to_chats(h))
        # as Telegram counts: never more than 30 requests to chats within one second
        assert all(later - first >= 1.0 for first, later in zip(times, times[30:], strict=False))
        assert _limiter(h).held > 0  # the cap did hold some back


async def test_a_429_storm_over_two_chats_loses_nothing_and_keeps_each_order(
        home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        await h.pair(BOB, "bob")
        names = [f"D{n}" for n in range(4)]
        for who in ("anna", "bob"):
            for name in names:
                (h.workspace(who) / name).mkdir()
                (h.workspace(who) / name / f"{who}.txt").write_text(name)
        h.api.fail_next("sendMessage", count=5, retry_after=1)
        for name in names:
            await h.api.user_sends(ANNA, f"elenca i file nella cartella {name}")
            await h.api.user_sends(BOB, f"elenca i file nella cartella {name}")
        anna = (await h.api.wait_for_messages(ANNA, 5, timeout=30))[1:]
        bob = (await h.api.wait_for_messages(BOB, 5, timeout=30))[1:]
        await h.settled()
        for who, got in (("anna", anna), ("bob", bob)):
            assert [m.visible for m in got] == [
                f"Ho trovato 1 file in ~/{n}:\n• ~/{n}/{who}.txt" for n in names]
        assert len(h.to(ANNA)) == len(h.to(BOB)) == 5  # nothing twice
        statuses = [r.status for r in h.api.requests if r.method == "sendMessage"]
        assert statuses.count(429) == 5


async def test_turns_waiting_behind_the_same_users_slow_turn_show_no_progress(
        home: Path) -> None:
    async with running_bot(home, planner=SlowPlanner(), progress_after_seconds=0.3) as h:
        await h.pair(ANNA, "anna")
        await h.api.user_sends(ANNA, "lento 1.0")
        await h.api.user_sends(ANNA, "che ore sono")
        await h.api.user_sends(ANNA, "che ore sono")
        sent = (await h.api.wait_for_messages(ANNA, 4, timeout=15))[1:]
        await h.settled()
        assert len(h.to(ANNA)) == 4  # the slow answer (in its progress message) and two more
        slow, *quick = sent
        assert [r.visible for r in slow.history] == ["Ci sto lavorando…"]
        assert all(m.history == [] for m in quick)  # they waited > 0.3 s, but only queued
        assert all(m.visible is not None and m.visible.startswith("Sono le") for m in quick)


async def test_a_turn_waiting_for_a_place_to_run_shows_no_progress(home: Path) -> None:
    async with running_bot(home, planner=SlowPlanner(), progress_after_seconds=0.3,
                           running_turns=1) as h:
        await h.pair(ANNA, "anna")
        await h.pair(BOB, "bob")
        await h.api.user_sends(ANNA, "lento 1.0")
        await h.api.wait_for_messages(ANNA, 2)  # Anna's turn, in the one place, is slow
        asked = time.monotonic()
        await h.api.user_sends(BOB, "che ore sono")
        [bob] = (await h.api.wait_for_messages(BOB, 2, timeout=15))[1:]
        await h.settled()
        [anna] = h.to(ANNA)[1:]
        assert [r.visible for r in anna.history] == ["Ci sto lavorando…"]
        assert bob.time - asked > 0.3  # Bob's turn waited longer than progress_after…
        assert bob.history == []  # …and showed no progress: it was queued, not slow
        assert bob.visible is not None and bob.visible.startswith("Sono le")
        assert [a.chat_id for a in h.api.chat_actions] == [ANNA]  # no "typing…" while queued
