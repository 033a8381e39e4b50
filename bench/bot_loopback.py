"""Telegram front end on loopback: message→reply latency and throughput against a bare echo bot.

Simulated users (each a Telegram account mapped to a Metnos user) send "che ore sono" and wait
for the answer before sending again. The same load runs, in the same process and on the same
Bot API double (served from its own thread), against:

* ``metnos``          — the front end as shipped: gate, dedup, per-user order, a real runtime
                        turn, typing action, flood limits (≤ 30 requests/s overall);
* ``metnos-unlimited`` — the same without the rate limiter, to show the front end's own cost;
* ``echo``            — a bare python-telegram-bot echo bot (the floor).

Run by hand: ``python3 bench/bot_loopback.py [--quick]``. Prints p50/p99 latency (ms), throughput
(replies/s) and the ratios to the echo floor. Nothing is asserted.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import timedelta
from pathlib import Path

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
#: (simulated users, messages each): 1000 users send one message each, to stay near a minute
#: under the 30 requests/s flood limit.
LOADS = ((10, 20), (100, 3), (1000, 1))
QUICK_LOADS = ((10, 5), (100, 1))


def percentile(values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of `values`."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


async def drive(api: FakeTelegramAPI, users: int, rounds: int) -> tuple[list[float], float]:
    """Closed loop on the double's own loop: each user sends, waits for the answer, sends again.

    The answer is the first message that is not a progress note, or the edit that turned a
    progress message into it. Returns the latencies (s, from the user's message to the answer
    as the double recorded it) and the wall time of the whole load.
    """
    ids = range(FIRST_USER, FIRST_USER + users)
    sent_at: dict[int, float] = {}
    left = dict.fromkeys(ids, rounds)
    progress: dict[int, SentMessage] = {}  # users whose answer will come as an edit
    latencies: list[float] = []
    seen = len(api.sent)

    async def answered(uid: int, at: float) -> None:
        latencies.append(at - sent_at[uid])
        left[uid] -= 1
        if left[uid] == 0:
            del left[uid]
        else:
            sent_at[uid] = time.monotonic()
            await api.user_sends(uid, TEXT)

    start = time.monotonic()
    for uid in ids:
        sent_at[uid] = time.monotonic()
        await api.user_sends(uid, TEXT)
    while left:
        await asyncio.sleep(0.002)
        fresh, seen = api.sent[seen:], len(api.sent)
        for message in fresh:
            uid = message.chat_id
            if message.method == "sendMessage" and uid in left:
                if (message.visible or "").startswith(ANSWER):
                    await answered(uid, message.time)
                else:
                    progress[uid] = message
        for uid, message in list(progress.items()):
            if (message.visible or "").startswith(ANSWER):
                del progress[uid]
                await answered(uid, message.history[-1].time)
    return latencies, time.monotonic() - start


async def run_metnos(double: ThreadedFakeTelegramAPI, users: int, rounds: int,
                     flood_limits: bool) -> tuple[list[float], float]:
    """The shipped front end on a fresh data dir with `users` paired accounts."""
    with tempfile.TemporaryDirectory() as home:
        settings = Settings(home=Path(home), telegram={"api_url": double.url})
        rt = await Runtime.open(settings)
        for n in range(users):
            user = await rt.users.create(f"u{n}")
            await rt.users.bind_identity(CHANNEL, str(FIRST_USER + n), user.id)
        front = TelegramFrontEnd(rt, TOKEN, poll_timeout=timedelta(seconds=1),
                                 flood_limits=flood_limits)
        await front.start()
        try:
            return await double.arun(drive(double.api, users, rounds))
        finally:
            await front.stop()
            await rt.close()


async def run_echo(double: ThreadedFakeTelegramAPI, users: int,
                   rounds: int) -> tuple[list[float], float]:
    """A bare PTB echo bot with default settings."""

    async def echo(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        if update.effective_message is not None and update.effective_message.text:
            await update.effective_message.reply_text(update.effective_message.text)

    app: Application = (  # type: ignore[type-arg]
        ApplicationBuilder().token(TOKEN).base_url(f"{double.url}/bot").build()
    )
    app.add_handler(MessageHandler(filters.TEXT, echo))
    await app.initialize()
    await app.start()
    assert app.updater is not None
    await app.updater.start_polling(poll_interval=0.0, timeout=timedelta(seconds=1))
    try:
        return await double.arun(drive(double.api, users, rounds))
    finally:
        await app.updater.stop()
        await app.stop()
        await app.shutdown()


async def main() -> None:
    loads = QUICK_LOADS if "--quick" in sys.argv else LOADS
    bots: dict[str, Callable[[ThreadedFakeTelegramAPI, int, int],
                             Awaitable[tuple[list[float], float]]]] = {
        "echo": run_echo,
        "metnos-unlimited": lambda d, u, r: run_metnos(d, u, r, flood_limits=False),
        "metnos": lambda d, u, r: run_metnos(d, u, r, flood_limits=True),
    }
    print(f"{'users':>6} {'msgs':>6}  {'bot':<17} {'p50 ms':>8} {'p99 ms':>8} {'replies/s':>10}"
          f"  {'p50 x echo':>10} {'thr x echo':>10}")
    for users, rounds in loads:
        floor: tuple[float, float] | None = None
        for name, run in bots.items():
            with FakeTelegramAPI.start_in_thread(TOKEN) as double:
                latencies, wall = await run(double, users, rounds)
            p50, p99 = percentile(latencies, 50) * 1000, percentile(latencies, 99) * 1000
            throughput = len(latencies) / wall
            if floor is None:
                floor = (p50, throughput)
            print(f"{users:>6} {len(latencies):>6}  {name:<17} {p50:>8.1f} {p99:>8.1f} "
                  f"{throughput:>10.1f}  {p50 / floor[0]:>10.1f} {throughput / floor[1]:>10.2f}",
                  flush=True)


if __name__ == "__main__":
    asyncio.run(main())
