"""Credential mandates pinned alone: the expiry holds on the production path, without a clock given."""

from __future__ import annotations

import time

import pytest

from runtime.config import Settings
from runtime.credentials import (
    CredentialError,
    Mandate,
    credential_stored,
    store_secret,
    user_secret_name,
)
from runtime.engine.context import ExecContext
from runtime.engine.workspace import Workspace
from runtime.turn import TurnContext, UserRef

SMTP = "smtp-password-42"


async def test_an_expired_mandate_is_refused_without_a_clock_given(settings: Settings) -> None:
    store_secret(settings, user_secret_name("u_anna", "smtp:work"), SMTP)
    turn = TurnContext(user=UserRef("u_anna", "anna", "user"), conversation_id="c1", channel="test",
                       locale="en", text="", turn_id="t1")
    root = settings.data_dir / "users" / "anna" / "files"
    ctx = ExecContext(turn=turn, workspace=Workspace(root=root, trash=root.parent / "trash"),
                      step_num=1, settings=settings, executor="send_messages",
                      mandate=Mandate("u_anna", "send_messages", "smtp:work", "t1", time.time() - 1))
    with pytest.raises(CredentialError, match="expired"):
        await ctx.secret()  # as an executor asks for it: no `now` anywhere


def test_a_credential_counts_as_stored_only_for_its_own_user(settings: Settings) -> None:
    store_secret(settings, user_secret_name("u_anna", "smtp:work"), SMTP)
    assert credential_stored(settings, "u_anna", "smtp:work")
    assert not credential_stored(settings, "u_bob", "smtp:work")
    assert not credential_stored(settings, "u_anna", "smtp:home")
