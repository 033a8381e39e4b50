"""Who may use the bot: pairing codes, strangers, disabled users, groups — through the double."""

from __future__ import annotations

from pathlib import Path

import pytest
from telegram.error import InvalidToken

from bot.telegram.identity import CODE_ALPHABET, PairingThrottle, code_hash, invite
from runtime.runtime import Runtime
from tests.e2e.telegram_harness import TOKEN, BotHarness, running_bot
from tests.fakes.telegram_api import FakeTelegramAPI

ANNA, BOB, STRANGER = 1001, 1002, 6666


async def _identity(h: BotHarness, tg_id: int) -> str | None:
    user = await h.rt.users.by_identity("telegram", str(tg_id))
    return user.name if user else None


async def test_invite_code_is_long_unambiguous_and_stored_hashed(home: Path) -> None:
    async with running_bot(home) as h:
        code = await invite(h.rt, "anna")
        assert len(code) >= 8 and set(code) <= set(CODE_ALPHABET)
        assert not set(code) & set("0O1IL")
        rows = await h.rt.db.fetchall("SELECT * FROM pairing_codes")
        assert len(rows) == 1 and rows[0]["code_hash"] == code_hash(code)
        assert all(code not in str(value) for value in tuple(rows[0]))
        assert code != await invite(h.rt, "anna")  # a new invitation, a new code


async def test_good_code_pairs_the_account(home: Path) -> None:
    async with running_bot(home) as h:
        code = await invite(h.rt, "anna")
        [reply] = await h.ask(ANNA, f"/start {code.lower()}")
        assert reply.visible is not None and reply.visible.startswith("Benvenuto, anna!")
        assert await _identity(h, ANNA) == "anna"
        [answer] = await h.ask(ANNA, "che ore sono")
        assert answer.visible is not None and answer.visible.startswith("Sono le")


async def test_wrong_code_is_refused_and_binds_nothing(home: Path) -> None:
    async with running_bot(home) as h:
        await invite(h.rt, "anna")
        [reply] = await h.ask(ANNA, "/start ABCDEFGHJK", language_code="en")
        assert reply.visible == ("This code is not valid. Check it and try again, or ask the "
                                 "admin for a new one.")
        assert await _identity(h, ANNA) is None


async def test_expired_code_is_refused(home: Path) -> None:
    async with running_bot(home) as h:
        code = await invite(h.rt, "anna")
        async with h.rt.db.write() as conn:  # an hour and a bit later
            await conn.execute("UPDATE pairing_codes SET expires_at = created_at - 1")
        [reply] = await h.ask(ANNA, f"/start {code}")
        assert reply.visible == "Questo codice è scaduto. Chiedine uno nuovo all'amministratore."
        assert await _identity(h, ANNA) is None


async def test_code_works_once(home: Path) -> None:
    async with running_bot(home) as h:
        code = await invite(h.rt, "anna")
        await h.ask(ANNA, f"/start {code}")
        [reply] = await h.ask(BOB, f"/start {code}")
        assert reply.visible == ("Questo codice è già stato usato. Chiedine uno nuovo "
                                 "all'amministratore.")
        assert await _identity(h, ANNA) == "anna" and await _identity(h, BOB) is None


async def test_attempts_are_limited_per_account(home: Path) -> None:
    async with running_bot(home, pairing_max_attempts=3) as h:
        code = await invite(h.rt, "anna")
        for wrong in ("AAAAAAAAAA", "BBBBBBBBBB", "CCCCCCCCCC"):
            await h.ask(STRANGER, f"/start {wrong}")
        [locked] = await h.ask(STRANGER, f"/start {code}")  # even the right code: locked out
        assert locked.visible == "Troppi codici sbagliati da questo account. Riprova più tardi."
        assert await _identity(h, STRANGER) is None
        await h.ask(ANNA, f"/start {code}")  # another account is not affected
        assert await _identity(h, ANNA) == "anna"


async def test_wrong_codes_are_limited_across_all_accounts(home: Path) -> None:
    """Many accounts, each under its own limit, cannot guess together: past the global limit
    no code is checked (not even the right one) and the person is told why, once."""
    async with running_bot(home, pairing_max_failures_per_minute=3) as h:
        code = await invite(h.rt, "anna")
        for n, wrong in enumerate(("AAAAAAAAAA", "BBBBBBBBBB", "CCCCCCCCCC")):
            [refused] = await h.ask(7000 + n, f"/start {wrong}", language_code="en")
            assert refused.visible is not None and refused.visible.startswith("This code is not valid")
        [busy] = await h.ask(ANNA, f"/start {code}", language_code="en")
        assert busy.visible is not None and "in the last minute" in busy.visible
        assert await _identity(h, ANNA) is None  # the right code was not even looked at
        before = len(h.to(ANNA))
        await h.api.user_sends(ANNA, f"/start {code}")
        await h.settled()
        assert len(h.to(ANNA)) == before and await _identity(h, ANNA) is None  # told once
        h.front.commands.pairing.window = 0.0  # the minute is over
        [paired] = await h.ask(ANNA, f"/start {code}")
        assert paired.visible is not None and paired.visible.startswith("Benvenuto, anna!")
        assert await _identity(h, ANNA) == "anna"


def test_the_global_pairing_limit_forgets_failures_after_its_window() -> None:
    throttle = PairingThrottle(2, window=60.0)
    throttle.failed(now=0.0)
    throttle.failed(now=30.0)
    assert not throttle.allows(now=59.0)
    assert throttle.allows(now=60.0)  # the first one is a minute old
    throttle.failed(now=61.0)
    assert not throttle.allows(now=61.0) and throttle.allows(now=91.0)


async def test_stranger_refused_once_in_their_language_and_runtime_untouched(
    home: Path,
) -> None:
    async with running_bot(home) as h:  # an empty instance: no users at all
        for text in ("hello", "delete everything", "/start", "/help"):
            await h.api.user_sends(STRANGER, text, language_code="en")
        await h.api.user_sends(ANNA, "ciao", language_code="it")
        [it_refusal] = await h.api.wait_for_messages(ANNA, 1)
        [en_refusal] = h.to(STRANGER)  # one refusal for four messages
        assert en_refusal.visible is not None and en_refusal.visible.startswith(
            "Sorry, this account is not linked to Metnos.")
        assert it_refusal.visible is not None and it_refusal.visible.startswith("Mi dispiace")
        assert await h.turns() == 0
        assert await h.rt.users.all() == []
        assert await h.rt.db.fetchall("SELECT * FROM history") == []
        assert h.api.chat_actions == []


async def test_disabled_user_is_refused(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        await h.rt.users.set_disabled("anna", True)
        [reply] = await h.ask(ANNA, "che ore sono")
        assert reply.visible == ("Questo account non può usare Metnos: è disattivato. "
                                 "Chiedi all'amministratore.")
        assert await h.turns() == 0


async def test_groups_are_ignored_unless_configured(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        await h.api.user_sends(ANNA, "@metnos_test_bot che ore sono", chat_id=-500,
                               chat_type="group")
        [answer] = await h.ask(ANNA, "che ore sono")  # handled after the group message
        assert answer.visible is not None and answer.visible.startswith("Sono le")
        assert h.to(-500) == [] and await h.turns() == 1


async def test_groups_when_allowed_only_mapped_users_who_mention_the_bot(home: Path) -> None:
    async with running_bot(home, allow_groups=True) as h:
        await h.pair(ANNA, "anna")
        group = {"chat_id": -500, "chat_type": "group"}
        await h.api.user_sends(ANNA, "che ore sono", **group)  # not addressed to the bot
        await h.api.user_sends(STRANGER, "@metnos_test_bot che ore sono", **group)
        await h.api.user_sends(ANNA, "@metnos_test_bot che ore sono", **group)
        [answer] = await h.api.wait_for_messages(-500, 1)
        assert answer.visible is not None and answer.visible.startswith("Sono le")
        [check] = await h.ask(ANNA, "/whoami")  # every update above has been handled
        assert check.visible is not None and len(h.to(-500)) == 1
        assert h.to(STRANGER) == [] and await h.turns() == 1


async def test_wrong_token_cannot_start(home: Path) -> None:
    async with FakeTelegramAPI("999:OTHER") as api:
        with pytest.raises(InvalidToken):
            async with running_bot(home, api=api):
                pass
        assert api.requests[0].method == "getMe" and api.requests[0].status == 401
        assert all(TOKEN not in str(r.params) for r in api.requests)


async def test_invite_with_admin_promotes_an_existing_user(rt: Runtime) -> None:
    await invite(rt, "bea")
    assert (await rt.users.by_name("bea")).role == "user"  # type: ignore[union-attr]
    await invite(rt, "bea", admin=True)
    assert (await rt.users.by_name("bea")).role == "admin"  # type: ignore[union-attr]
