"""Telegram front end on loopback: message→reply latency against a bare echo bot, side by side.

Simulated users (each a Telegram account mapped to a Metnos user) send "che ore sono". The same
load runs, in the same process and on the same Bot API double (served from its own thread),
against:

* ``echo``    — a bare python-telegram-bot echo bot with default settings (the floor);
* ``metnos``  — the front end as shipped: gate, dedup, per-user order, a real runtime turn,
                "typing…" and progress when slow, and its flood limits ON;
* ``metnos-unlimited`` — (burst only) the same without flood limits: the front end's own cost.

Two kinds of traffic:

* **realistic** — each of N users sends a message, reads the answer and sends the next one a few
  seconds later (:data:`THINK_SECONDS`), for :data:`REALISTIC_SECONDS`, after a first message
  each that is not counted (a running bot has seen its users before); the flood limits seldom
  need to hold anyone back, so the figure is mostly the bot's own latency;
* **burst** — each user sends the next message the moment the answer arrives (closed loop), so
  the flood limits decide: one chat settles at one message a second after its bucket of
  :data:`~bot.telegram.limits.CHAT_BURST`, all chats together at 30 a second.

Rounds are interleaved (echo, metnos, then metnos, echo, …, each on a fresh double and a fresh
data dir); every figure is the median of the rounds' own figures, and each Metnos figure is
printed beside the echo figure of the same rounds with their ratio. Each round also counts what
went wrong: messages never answered (lost), answers nobody was waiting for (duplicated), and flood
violations as Telegram would count them from the double's records (more than 30 requests in any
second across chats; a private chat's messages outside a bucket of CHAT_BURST refilled at 1/s).

Run by hand: ``python3 bench/bot_loopback.py [--quick] [--rounds N] [--only realistic|burst]``.
Nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from datetime import timedelta
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("PTB_TIMEDELTA", "1")

from telegram import Update  # noqa: E402
from telegram.ext import (  # noqa: E402
    Application,
    ApplicationBuilder,
    ContextTypes,
    MessageHandler,
    filters,
)

from bot.telegram.app import TelegramFrontEnd  # noqa: E402
from bot.telegram.identity import CHANNEL  # noqa: E402
from runtime.config import Settings  # noqa: E402
from runtime.runtime import Runtime  # noqa: E402
from tests.fakes.telegram_api import (  # noqa: E402
    FakeTelegramAPI,
    SentMessage,
    ThreadedFakeTelegramAPI,
)

TOKEN = "5151:BENCH-token-not-secret"
TEXT = "che ore sono"
ANSWER = ("Sono le", TEXT)  # Metnos answers the time; the echo bot repeats the text
FIRST_USER = 100_000
#: A person reads the answer and writes again after this many seconds (uniform).
THINK_SECONDS = (3.0, 7.0)
REALISTIC_SECONDS, QUICK_REALISTIC_SECONDS = 30.0, 8.0
REALISTIC_USERS = (1, 10, 100)
WARM_UP_PER_SECOND = 20.0
#: (users, messages each) in closed loop.
BURST_LOADS = ((1, 20), (10, 20), (100, 3), (1000, 1))
QUICK_BURST_LOADS = ((10, 10), (100, 1))
ANSWER_TIMEOUT = 120.0  # an answer later than this counts as lost
#: The flood limits as Telegram counts them (the checker, independent of the limiter's code).
OVERALL_PER_SECOND = 30
CHAT_CAPACITY, CHAT_PER_SECOND = 20, 1.0
CHAT_METHODS = frozenset({"sendMessage", "sendDocument"})


@dataclass
class Outcome:
    """One run of one bot: latencies (s) and what went wrong."""

    latencies: list[float] = field(default_factory=list)
    sent: int = 0
    lost: int = 0
    duplicated: int = 0
    violations: int = 0
    progress: int = 0  # "working…" messages
    requests: int = 0  # Bot API requests to chats
    wall: float = 0.0

    @property
    def p50(self) -> float:
        return percentile(self.latencies, 50)

    @property
    def p99(self) -> float:
        return percentile(self.latencies, 99)


def percentile(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of `values`; NaN when there are none."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


# --- the users' side, on the double's loop -------------------------------------------------


class Users:
    """Sends for the simulated users and matches each answer to the message it answers."""

    def __init__(self, api: FakeTelegramAPI, count: int) -> None:
        self.api = api
        self.ids = range(FIRST_USER, FIRST_USER + count)
        self.outcome = Outcome()
        self._waiting: dict[int, tuple[float, asyncio.Future[float]]] = {}
        self._progress: dict[int, SentMessage] = {}  # answers that will come as an edit
        self._seen = len(api.sent)

    async def ask(self, uid: int) -> None:
        """Send one message as `uid` and wait for its answer (or count it lost)."""
        answer: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        at = time.monotonic()
        self._waiting[uid] = (at, answer)
        self.outcome.sent += 1
        await self.api.user_sends(uid, TEXT)
        try:
            self.outcome.latencies.append(await asyncio.wait_for(answer, ANSWER_TIMEOUT) - at)
        except TimeoutError:
            self.outcome.lost += 1
            self._waiting.pop(uid, None)

    def _answered(self, uid: int, at: float) -> None:
        waiting = self._waiting.pop(uid, None)
        if waiting is None:
            self.outcome.duplicated += 1
        elif not waiting[1].done():
            waiting[1].set_result(at)

    def _news(self) -> bool:
        return len(self.api.sent) > self._seen or any(
            (m.visible or "").startswith(ANSWER) for m in self._progress.values())

    async def watch(self) -> None:
        """Match answers as the double records them (until cancelled). Woken by the double's
        own changes, not by polling: a poller would compete with the bots for the GIL."""
        while True:
            with contextlib.suppress(TimeoutError):
                await self.api.wait_for(self._news, timeout=1.0)
            fresh, self._seen = self.api.sent[self._seen:], len(self.api.sent)
            for message in fresh:
                if message.method != "sendMessage" or message.chat_id not in self.ids:
                    continue
                if (message.visible or "").startswith(ANSWER):
                    self._answered(message.chat_id, message.time)
                else:
                    self.outcome.progress += 1
                    self._progress[message.chat_id] = message
            for uid, message in list(self._progress.items()):
                if (message.visible or "").startswith(ANSWER):
                    del self._progress[uid]
                    self._answered(uid, message.history[-1].time)


async def realistic(api: FakeTelegramAPI, users: int, seconds: float, seed: int) -> Outcome:
    """Each user: think, send, wait for the answer; again until `seconds` are over.

    Not counted: each user's first message (a bot that has run for a while has seen everyone
    before), sent at :data:`WARM_UP_PER_SECOND` so that the flood limits stay out of it."""
    crowd = Users(api, users)
    watcher = asyncio.create_task(crowd.watch())

    async def first(uid: int, delay: float) -> None:
        await asyncio.sleep(delay)
        await crowd.ask(uid)

    await asyncio.gather(*(first(uid, n / WARM_UP_PER_SECOND) for n, uid in enumerate(crowd.ids)))
    crowd.outcome = Outcome()
    end = time.monotonic() + seconds

    async def person(uid: int) -> None:
        rng = random.Random(seed * 1_000_003 + uid)
        await asyncio.sleep(rng.uniform(0, THINK_SECONDS[1]))  # not all at once
        while time.monotonic() < end:
            await crowd.ask(uid)
            await asyncio.sleep(rng.uniform(*THINK_SECONDS))

    start = time.monotonic()
    await asyncio.gather(*(person(uid) for uid in crowd.ids))
    await asyncio.sleep(0.5)  # late duplicates show up here
    watcher.cancel()
    crowd.outcome.wall = time.monotonic() - start
    return crowd.outcome


async def burst(api: FakeTelegramAPI, users: int, rounds: int) -> Outcome:
    """Each user sends the next message as soon as the answer to the last one arrives."""
    crowd = Users(api, users)
    watcher = asyncio.create_task(crowd.watch())

    async def person(uid: int) -> None:
        for _ in range(rounds):
            await crowd.ask(uid)

    start = time.monotonic()
    await asyncio.gather(*(person(uid) for uid in crowd.ids))
    crowd.outcome.wall = time.monotonic() - start
    await asyncio.sleep(0.5)
    watcher.cancel()
    return crowd.outcome


def flood_violations(api: FakeTelegramAPI, since: int) -> tuple[int, int]:
    """(violations, requests to chats) in the double's records from index `since`."""
    to_chats = [r for r in api.requests[since:] if "chat_id" in r.params]
    times = sorted(r.time for r in to_chats)
    overall = sum(1 for i in range(len(times) - OVERALL_PER_SECOND)
                  if times[i + OVERALL_PER_SECOND] - times[i] < 1.0)
    per_chat: dict[object, list[float]] = {}
    for r in to_chats:
        if r.method in CHAT_METHODS:
            per_chat.setdefault(r.params["chat_id"], []).append(r.time)
    interval = 1.0 / CHAT_PER_SECOND
    tolerance = (CHAT_CAPACITY - 1) * interval
    chats = 0
    for stamps in per_chat.values():
        tat = float("-inf")
        for at in sorted(stamps):
            if at < tat - tolerance:
                chats += 1
            tat = max(tat, at) + interval
    return overall + chats, len(to_chats)


# --- the bots ------------------------------------------------------------------------------

Load = Callable[[FakeTelegramAPI], Coroutine[Any, Any, Outcome]]


async def _measure(double: ThreadedFakeTelegramAPI, load: Load) -> Outcome:
    since = len(double.api.requests)
    outcome: Outcome = await double.arun(load(double.api))
    outcome.violations, outcome.requests = flood_violations(double.api, since)
    return outcome


async def run_metnos(users: int, load: Load, *, flood_limits: bool = True) -> Outcome:
    """The shipped front end on a fresh double and data dir with `users` paired accounts."""
    with FakeTelegramAPI.start_in_thread(TOKEN) as double, \
            tempfile.TemporaryDirectory() as home:
        settings = Settings(home=Path(home), telegram={"api_url": double.url})
        rt = await Runtime.open(settings)
        for n in range(users):
            user = await rt.users.create(f"u{n}")
            await rt.users.bind_identity(CHANNEL, str(FIRST_USER + n), user.id)
        front = TelegramFrontEnd(rt, TOKEN, poll_timeout=timedelta(seconds=1),
                                 flood_limits=flood_limits)
        await front.start()
        try:
            return await _measure(double, load)
        finally:
            await front.stop()
            await rt.close()


async def run_echo(users: int, load: Load) -> Outcome:
    """A bare PTB echo bot with default settings."""

    async def echo(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        if update.effective_message is not None and update.effective_message.text:
            await update.effective_message.reply_text(update.effective_message.text)

    with FakeTelegramAPI.start_in_thread(TOKEN) as double:
        app: Application = (  # type: ignore[type-arg]
            ApplicationBuilder().token(TOKEN).base_url(f"{double.url}/bot").build()
        )
        app.add_handler(MessageHandler(filters.TEXT, echo))
        await app.initialize()
        await app.start()
        assert app.updater is not None
        await app.updater.start_polling(poll_interval=0.0, timeout=timedelta(seconds=1))
        try:
            return await _measure(double, load)
        finally:
            await app.updater.stop()
            await app.stop()
            await app.shutdown()


Bot = Callable[[int, Load], Awaitable[Outcome]]
BOTS: dict[str, Bot] = {
    "echo": run_echo,
    "metnos": run_metnos,
    "metnos-unlimited": lambda users, load: run_metnos(users, load, flood_limits=False),
}


# --- rounds and the table ------------------------------------------------------------------


async def interleaved(names: list[str], users: int, rounds: int,
                      load: Callable[[int], Load]) -> dict[str, list[Outcome]]:
    """`rounds` rounds of every bot in `names`, the order reversed every other round."""
    results: dict[str, list[Outcome]] = {name: [] for name in names}
    for r in range(rounds):
        for name in names if r % 2 == 0 else names[::-1]:
            results[name].append(await BOTS[name](users, load(r)))
    return results


def _median(outcomes: list[Outcome], key: Callable[[Outcome], float]) -> float:
    return statistics.median(key(o) for o in outcomes)


HEADER = (f"{'traffic':<10} {'users':>5} {'bot':<17} {'msgs':>6} {'p50 ms':>8} {'p99 ms':>8} "
          f"{'echo p50':>8} {'x echo':>7} {'rounds x echo':<20} {'lost':>4} {'dup':>4} "
          f"{'flood':>5} {'prog':>5} {'req/s':>6}")


def report(traffic: str, users: int, results: dict[str, list[Outcome]]) -> None:
    """One line per bot: medians over the rounds, each beside echo's with the ratio."""
    floor = results["echo"]
    echo_p50 = _median(floor, lambda o: o.p50) * 1000
    for name, outcomes in results.items():
        p50 = _median(outcomes, lambda o: o.p50) * 1000
        p99 = _median(outcomes, lambda o: o.p99) * 1000
        per_round = " ".join(f"{o.p50 / e.p50:.2f}" for o, e in zip(outcomes, floor, strict=True))
        rate = _median(outcomes, lambda o: o.requests / o.wall if o.wall else 0.0)
        print(f"{traffic:<10} {users:>5} {name:<17} {sum(o.sent for o in outcomes):>6} "
              f"{p50:>8.1f} {p99:>8.1f} {echo_p50:>8.1f} {p50 / echo_p50:>7.2f} {per_round:<20} "
              f"{sum(o.lost for o in outcomes):>4} {sum(o.duplicated for o in outcomes):>4} "
              f"{sum(o.violations for o in outcomes):>5} {sum(o.progress for o in outcomes):>5} "
              f"{rate:>6.1f}", flush=True)


def _realistic_round(r: int, *, users: int, seconds: float) -> Load:
    return partial(realistic, users=users, seconds=seconds, seed=r)


def _burst_round(r: int, *, users: int, each: int) -> Load:
    return partial(burst, users=users, rounds=each)


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--quick", action="store_true", help="shorter rounds, smaller loads")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds (default 3)")
    parser.add_argument("--only", choices=("realistic", "burst"))
    args = parser.parse_args()
    seconds = QUICK_REALISTIC_SECONDS if args.quick else REALISTIC_SECONDS
    print(f"realistic: each user writes again {THINK_SECONDS[0]:g}-{THINK_SECONDS[1]:g} s after"
          f" an answer, for {seconds:g} s; burst: closed loop. Medians of {args.rounds}"
          f" interleaved rounds; flood limits ON for metnos.")
    print(HEADER)
    if args.only != "burst":
        for users in REALISTIC_USERS:
            results = await interleaved(
                ["echo", "metnos"], users, args.rounds,
                partial(_realistic_round, users=users, seconds=seconds))
            report("realistic", users, results)
    if args.only != "realistic":
        for users, each in QUICK_BURST_LOADS if args.quick else BURST_LOADS:
            results = await interleaved(
                ["echo", "metnos-unlimited", "metnos"], users, args.rounds,
                partial(_burst_round, users=users, each=each))
            report("burst", users, results)


if __name__ == "__main__":
    asyncio.run(main())
