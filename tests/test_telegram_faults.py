"""Telegram's limits and faults: 429 storms, outages and network errors; the token in logs."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot.telegram.redact import REDACTED, install_log_redaction
from tests.e2e.telegram_harness import TOKEN, SlowPlanner, running_bot

ANNA, BOB = 1001, 1002


async def test_429_storm_every_message_delivered_once_and_in_order(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        for name in ("Alfa", "Beta", "Gamma"):
            (h.workspace("anna") / name).mkdir()
            (h.workspace("anna") / name / f"{name.lower()}.txt").write_text(name)
        h.api.fail_next("sendMessage", count=3, retry_after=1)
        for name in ("Alfa", "Beta", "Gamma"):
            await h.api.user_sends(ANNA, f"elenca i file nella cartella {name}")
        answers = (await h.api.wait_for_messages(ANNA, 4, timeout=15))[1:]
        await h.settled()
        assert [m.visible for m in answers] == [
            f"Ho trovato 1 file in ~/{n}:\n• ~/{n}/{n.lower()}.txt" for n in ("Alfa", "Beta", "Gamma")
        ]
        assert len(h.to(ANNA)) == 4
        statuses = [r.status for r in h.api.requests if r.method == "sendMessage"]
        assert statuses.count(429) == 3 and statuses.count(200) == 4


async def test_outage_during_a_turn_delays_the_answer_but_loses_nothing(home: Path) -> None:
    async with running_bot(home, planner=SlowPlanner()) as h:
        await h.pair(ANNA, "anna")
        (h.workspace("anna") / "a.txt").write_text("a")
        await h.api.user_sends(ANNA, "lento 0.5")
        await h.api.wait_for(lambda: h.api.chat_actions)  # the turn is running
        h.api.set_outage(True)
        await h.api.wait_for(lambda: any(
            r.method == "sendMessage" and r.status == 502 for r in h.api.requests), timeout=5)
        h.api.set_outage(False)
        [answer] = (await h.api.wait_for_messages(ANNA, 2, timeout=10))[1:]
        assert answer.visible is not None and "fare quello che mi hai chiesto" in answer.visible
        # Polling comes back too, and a prompt made after the outage works.
        [prompt] = await h.ask(ANNA, "elimina il file a.txt", timeout=20)
        assert len(prompt.buttons) == 2
        assert len(h.to(ANNA)) == 3


async def test_a_pending_prompt_survives_an_outage(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        (h.workspace("anna") / "a.txt").write_text("a")
        [prompt] = await h.ask(ANNA, "elimina il file a.txt")
        h.api.set_outage(True)
        await h.api.wait_for(lambda: any(
            r.method == "getUpdates" and r.status == 502 for r in h.api.requests), timeout=40)
        h.api.set_outage(False)
        yes = prompt.buttons[0][1]
        await h.api.user_taps(ANNA, prompt.message_id, yes)
        await h.api.wait_for_messages(ANNA, 3, timeout=20)
        await h.settled()
        assert not (h.workspace("anna") / "a.txt").exists()


def test_the_token_never_reaches_the_logs(caplog: pytest.LogCaptureFixture) -> None:
    undo = install_log_redaction(TOKEN)
    try:
        caplog.set_level(logging.DEBUG)
        assert logging.getLogger("httpx").getEffectiveLevel() >= logging.WARNING
        log = logging.getLogger("bot.telegram.test")
        log.info("POST https://api.telegram.org/bot%s/getUpdates", TOKEN)
        log.warning("secret half %s", TOKEN.split(":", 1)[1])
        try:
            raise RuntimeError(f"cannot reach /bot{TOKEN}/sendMessage")
        except RuntimeError:
            log.exception("request failed")
        text = caplog.text
        assert TOKEN not in text and TOKEN.split(":", 1)[1] not in text
        assert text.count(REDACTED) >= 3
    finally:
        undo()
    assert logging.getLogger("httpx").level == logging.NOTSET
