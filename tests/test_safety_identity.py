"""Pairing and stranger notices, pinned alone: who an account is bound to, and how often a
stranger is told no."""

from __future__ import annotations

import pytest

from bot.telegram.identity import _STRANGER_MEMORY, StrangerNotices, invite, redeem
from runtime.runtime import Runtime
from runtime.store.users import UserError

ANNA_TG = "1001"


async def unused(rt: Runtime, name: str) -> bool:
    row = await rt.db.fetchone(
        "SELECT used_at FROM pairing_codes JOIN users ON users.id = pairing_codes.user_id"
        " WHERE users.name = ?", (name,))
    return row is not None and row["used_at"] is None


async def test_a_disabled_user_cannot_be_invited(rt: Runtime) -> None:
    await rt.users.set_disabled("anna", True)
    with pytest.raises(UserError) as refused:
        await invite(rt, "anna")
    assert refused.value.key == "telegram.invite_disabled"
    assert await rt.db.fetchall("SELECT * FROM pairing_codes") == []


async def test_an_account_already_paired_is_not_rebound_by_another_code(rt: Runtime) -> None:
    anna = await rt.users.by_name("anna")
    assert anna is not None
    await rt.users.bind_identity("telegram", ANNA_TG, anna.id)
    code = await invite(rt, "carla")
    result = await redeem(rt, code, ANNA_TG)
    assert result.outcome == "already_paired" and result.user is not None and result.user.name == "anna"
    bound = await rt.users.by_identity("telegram", ANNA_TG)
    assert bound is not None and bound.name == "anna" and await unused(rt, "carla")


async def test_a_disabled_paired_account_is_told_it_is_disabled(rt: Runtime) -> None:
    anna = await rt.users.by_name("anna")
    assert anna is not None
    await rt.users.bind_identity("telegram", ANNA_TG, anna.id)
    await rt.users.set_disabled("anna", True)
    code = await invite(rt, "carla")
    assert (await redeem(rt, code, ANNA_TG)).outcome == "disabled"
    assert await unused(rt, "carla")


def test_a_stranger_is_told_once_on_the_real_clock() -> None:
    notices = StrangerNotices()
    assert notices.due(6666) and not notices.due(6666) and notices.due(7777)


def test_a_stranger_is_told_again_after_the_interval() -> None:
    notices = StrangerNotices(interval=10)
    assert notices.due(1, now=100.0)
    assert not notices.due(1, now=109.9)
    assert notices.due(1, now=110.0)


def test_a_full_memory_forgets_only_strangers_told_long_ago() -> None:
    notices = StrangerNotices(interval=10)
    assert notices.due(1, now=0.0)
    for n in range(2, _STRANGER_MEMORY + 1):
        notices.due(n, now=5.0)
    assert notices.due(999_999, now=12.0)  # the memory is full: it is pruned now
    assert not notices.due(2, now=13.0)  # told at 5.0: still remembered
    assert notices.due(1, now=13.0)  # told at 0.0: forgotten, and due anyway
