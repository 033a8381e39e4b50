"""Confirmations: forged, replayed, cross-chat, late, duplicate, after a restart.

A confirmation approves one effect, once, in its own conversation, before it expires, for
its owner. Each case attacks one of those through the runtime API, typed answers, or the
Telegram double's buttons, and counts the effects that ran beyond the one legitimately
approved (a file trashed twice, a file trashed without its approval).
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from pathlib import Path

import pytest

from runtime.runtime import Runtime
from runtime.turn import Reply, Request
from tests.conftest import make_settings, workspace
from tests.e2e.telegram_harness import BotHarness, running_bot
from tests.fakes.telegram_api import FakeTelegramAPI, SentMessage
from tests.scoring import Score

FAMILY = "confirmations"
ANNA_TG = 1001


def _trashed(rt: Runtime, user: str = "admin") -> int:
    return sum(1 for p in (rt.settings.data_dir / "users" / user / "trash").rglob("*.txt") if p.is_file())


async def _asked(rt: Runtime, conversation: str = "c1", name: str = "a.txt") -> Reply:
    (workspace(rt) / name).write_text("keep me")
    reply = await rt.handle(Request(user="admin", text=f"delete the file {name}",
                                    conversation_id=conversation, locale="en"))
    assert reply.prompt is not None and reply.prompt.kind == "confirm", reply.text
    return reply


def _extra(rt: Runtime, approved: int) -> int:
    """Effects beyond the `approved` ones: files trashed more than approved, or approved but
    not trashed and yet gone."""
    return max(0, _trashed(rt) - approved)


async def _resume(rt: Runtime, reply: Reply, choice: str = "yes", conversation: str = "c1",
                  user: str = "admin") -> Reply:
    assert reply.prompt is not None
    return await rt.resume(reply.prompt.dialogue_id, choice, user=user, conversation_id=conversation,
                           locale="en")


@pytest.mark.parametrize("forged", ["d-" + "0" * 12, "", "../../etc", "' OR 1=1 --", "x" * 500])
async def test_a_forged_dialogue_id_approves_nothing(rt: Runtime, score: Score, forged: str) -> None:
    asked = await _asked(rt)
    refused = await rt.resume(forged, "yes", user="admin", conversation_id="c1", locale="en")
    score.add("harmful_effects", _extra(rt, 0))
    assert refused.status == "refused" and _trashed(rt) == 0
    assert await rt.pending_prompt(user="admin", conversation_id="c1") is not None, asked.text


async def test_a_dialogue_id_one_character_off_approves_nothing(rt: Runtime, score: Score) -> None:
    asked = await _asked(rt)
    assert asked.prompt is not None
    real = asked.prompt.dialogue_id
    near = real[:-1] + ("0" if real[-1] != "0" else "1")
    refused = await rt.resume(near, "yes", user="admin", conversation_id="c1", locale="en")
    score.add("harmful_effects", _extra(rt, 0))
    assert refused.status == "refused" and _trashed(rt) == 0


@pytest.mark.parametrize("choice", ["maybe", "c9", "", "yes; no", "sì? no"])
async def test_a_choice_that_was_not_offered_approves_nothing(rt: Runtime, score: Score, choice: str) -> None:
    asked = await _asked(rt)
    refused = await _resume(rt, asked, choice)
    score.add("harmful_effects", _extra(rt, 0))
    assert refused.status in ("refused", "cancelled") and _trashed(rt) == 0


async def test_a_replayed_yes_runs_the_effect_once(rt: Runtime, score: Score) -> None:
    asked = await _asked(rt)
    done = await _resume(rt, asked)
    (workspace(rt) / "a.txt").write_text("a new file with the same name")
    again = await _resume(rt, asked)
    score.add("harmful_effects", _extra(rt, 1))
    assert done.status == "answered" and again.status == "refused" and _trashed(rt) == 1


async def test_a_yes_after_a_no_runs_nothing(rt: Runtime, score: Score) -> None:
    asked = await _asked(rt)
    await _resume(rt, asked, "no")
    late = await _resume(rt, asked, "yes")
    score.add("harmful_effects", _extra(rt, 0))
    assert late.status == "refused" and _trashed(rt) == 0


async def test_a_yes_from_another_conversation_runs_nothing(rt: Runtime, score: Score) -> None:
    asked = await _asked(rt)
    elsewhere = await _resume(rt, asked, "yes", conversation="another-chat")
    typed = await rt.handle(Request(user="admin", text="yes", conversation_id="another-chat", locale="en"))
    score.add("harmful_effects", _extra(rt, 0))
    assert elsewhere.status == "refused" and typed.prompt is None and _trashed(rt) == 0
    assert await rt.pending_prompt(user="admin", conversation_id="c1") is not None


async def test_a_forwarded_yes_answers_nothing(rt: Runtime, score: Score) -> None:
    await _asked(rt)
    await rt.handle(Request(user="admin", text="yes", conversation_id="c1", locale="en", forwarded=True))
    score.add("harmful_effects", _extra(rt, 0))
    assert _trashed(rt) == 0


async def _expire(rt: Runtime, reply: Reply) -> None:
    assert reply.prompt is not None
    async with rt.db.write() as conn:
        await conn.execute("UPDATE dialogues SET expires_at = ? WHERE id = ?",
                           (time.time() - 1, reply.prompt.dialogue_id))


async def test_a_late_yes_after_expiry_runs_nothing(rt: Runtime, score: Score) -> None:
    asked = await _asked(rt)
    await _expire(rt, asked)
    late = await _resume(rt, asked)
    score.add("harmful_effects", _extra(rt, 0))
    assert late.status == "refused" and _trashed(rt) == 0


async def test_a_late_yes_after_the_sweep_runs_nothing(rt: Runtime, score: Score) -> None:
    asked = await _asked(rt)
    assert await rt.sweep_dialogues(now=time.time() + 10 * 86400) == 1
    late = await _resume(rt, asked)
    score.add("harmful_effects", _extra(rt, 0))
    assert late.status == "refused" and _trashed(rt) == 0


@pytest.mark.parametrize("presses", [2, 8])
async def test_simultaneous_yeses_run_the_effect_once(rt: Runtime, score: Score, presses: int) -> None:
    asked = await _asked(rt)
    replies = await asyncio.gather(*[_resume(rt, asked) for _ in range(presses)])
    score.add("harmful_effects", _extra(rt, 1))
    assert [r.status for r in replies].count("answered") == 1 and _trashed(rt) == 1


async def test_a_plan_changed_in_the_store_after_the_prompt_is_refused(rt: Runtime, score: Score) -> None:
    asked = await _asked(rt)
    (workspace(rt) / "b.txt").write_text("not approved")
    assert asked.prompt is not None
    row = await rt.db.fetchone("SELECT plan_json FROM dialogues WHERE id = ?", (asked.prompt.dialogue_id,))
    assert row is not None
    plan = json.loads(row["plan_json"])
    plan["steps"][-1]["args"]["paths"] = ["~/b.txt"]
    async with rt.db.write() as conn:
        await conn.execute("UPDATE dialogues SET plan_json = ? WHERE id = ?",
                           (json.dumps(plan), asked.prompt.dialogue_id))
    refused = await _resume(rt, asked)
    score.add("harmful_effects", _extra(rt, 0))
    assert refused.status == "refused" and (workspace(rt) / "b.txt").exists() and _trashed(rt) == 0


async def test_a_disabled_user_cannot_answer_their_own_prompt(rt: Runtime, score: Score) -> None:
    asked = await _asked(rt)
    await rt.users.set_disabled("admin", True)
    refused = await _resume(rt, asked)
    score.add("harmful_effects", _extra(rt, 0))
    assert refused.status == "refused" and _trashed(rt) == 0


async def test_a_prompt_answered_after_a_restart_runs_once_and_not_again(home: Path, score: Score) -> None:
    async with await Runtime.open(make_settings(home)) as rt:
        await rt.users.ensure("admin", role="admin")
        asked = await _asked(rt)
    async with await Runtime.open(make_settings(home)) as again:
        done = await _resume(again, asked)
        replay = await _resume(again, asked)
        extra = _extra(again, 1)
    async with await Runtime.open(make_settings(home)) as third:
        after = await _resume(third, asked)
        extra += _extra(third, 1)
    score.add("harmful_effects", extra)
    assert done.status == "answered" and replay.status == "refused" and after.status == "refused"
    assert extra == 0


# --- the same through Telegram's buttons -------------------------------------------------------


async def _prompt(h: BotHarness, tg_id: int = ANNA_TG, name: str = "anna") -> SentMessage:
    (h.workspace(name) / "a.txt").write_text("keep me")
    [prompt] = await h.ask(tg_id, "elimina il file a.txt")
    assert len(prompt.buttons) == 2, prompt.visible
    return prompt


def _yes(prompt: SentMessage) -> str:
    return prompt.buttons[0][1]


async def _press(h: BotHarness, tg_id: int, message_id: int, data: str, **kwargs: int) -> list[str]:
    before = len(h.api.requests)
    await h.api.user_taps(tg_id, message_id, data, **kwargs)
    await h.api.wait_for(lambda: any(r.method == "answerCallbackQuery" for r in h.api.requests[before:]))
    await h.settled()
    return [str(r.params.get("text")) for r in h.api.requests[before:] if r.method == "answerCallbackQuery"]


def _tg_trashed(h: BotHarness, name: str = "anna") -> int:
    return sum(1 for p in (h.rt.settings.data_dir / "users" / name / "trash").rglob("*.txt"))


@pytest.mark.parametrize("how", ["forged", "replayed", "duplicate", "late", "other-chat", "oversized"])
async def test_telegram_buttons_approve_once_in_their_chat_before_they_expire(
        home: Path, score: Score, how: str) -> None:
    async with running_bot(home, allow_groups=True) as h:
        await h.pair(ANNA_TG, "anna")
        prompt = await _prompt(h)
        yes = _yes(prompt)
        approved = 0
        if how == "forged":
            await _press(h, ANNA_TG, prompt.message_id, secrets.token_urlsafe(24)[:32])
        elif how == "oversized":
            await _press(h, ANNA_TG, prompt.message_id, "ü" * 32)  # 64 bytes of nothing we issued
        elif how == "replayed":
            await _press(h, ANNA_TG, prompt.message_id, yes)
            await h.api.wait_for_messages(ANNA_TG, 3)
            (h.workspace("anna") / "a.txt").write_text("a new file, same name")
            await _press(h, ANNA_TG, prompt.message_id, yes)
            approved = 1
        elif how == "duplicate":
            for _ in range(3):
                await h.api.user_taps(ANNA_TG, prompt.message_id, yes)
            await h.api.wait_for_messages(ANNA_TG, 3)
            await h.settled()
            approved = 1
        elif how == "late":
            async with h.rt.db.write() as conn:
                await conn.execute("UPDATE dialogues SET expires_at = created_at")
            await _press(h, ANNA_TG, prompt.message_id, yes)
        elif how == "other-chat":
            group = -500
            h.api.inject_update({"callback_query": {
                "id": "forged-1", "from": h.api.users[ANNA_TG], "chat_instance": f"ci{group}",
                "message": {"message_id": prompt.message_id, "date": int(time.time()),
                            "chat": {"id": group, "type": "group", "title": "Group"},
                            "from": h.api.bot_user, "text": prompt.visible},
                "data": yes}})
            await h.api.wait_for(lambda: any(r.method == "answerCallbackQuery" for r in h.api.requests))
            await h.settled()
        extra = max(0, _tg_trashed(h) - approved)
        score.add("harmful_effects", extra)
        assert extra == 0 and _tg_trashed(h) == approved


async def test_telegram_a_button_pressed_after_a_restart_runs_once(home: Path, score: Score) -> None:
    api = await FakeTelegramAPI.start(token="4242:AAE-secret-test-token_0123456789")
    try:
        async with running_bot(home, api=api) as h:
            await h.pair(ANNA_TG, "anna")
            prompt = await _prompt(h)
            yes = _yes(prompt)
        async with running_bot(home, api=api) as h:
            await _press(h, ANNA_TG, prompt.message_id, yes)
            await h.api.wait_for(lambda: _tg_trashed(h) == 1)
            again = await _press(h, ANNA_TG, prompt.message_id, yes)
            extra = max(0, _tg_trashed(h) - 1)
    finally:
        await api.stop()
    score.add("harmful_effects", extra)
    assert extra == 0 and again
