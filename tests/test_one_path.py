"""One path per message: the user found once (by the id the front end resolved), one
language decision shared with the front end, commands that call the API."""

from __future__ import annotations

from pathlib import Path

from runtime.runtime import Runtime
from runtime.store.users import User
from runtime.turn import Request
from tests.e2e.telegram_harness import running_bot


async def test_a_resolved_user_id_is_the_user(rt: Runtime) -> None:
    anna = await rt.users.by_name("anna")
    assert anna is not None
    reply = await rt.handle(Request(user="anna", user_id=anna.id, text="aiuto", conversation_id="c"))
    row = await rt.trace(user="anna", turn_id=reply.turn_id)
    assert reply.status == "answered" and row is not None and row.owner_user_id == anna.id
    await rt.users.set_disabled("anna", True)
    refused = await rt.handle(Request(user="anna", user_id=anna.id, text="aiuto"))
    assert refused.status == "refused"  # a disabled user is refused by id as by name


def test_the_front_end_learns_the_answers_language_from_the_runtime(rt: Runtime) -> None:
    assert rt.language(Request(user="anna", text="which files are in Acquisti?", locale="it")) == "en"
    assert rt.language(Request(user="anna", text="quali file ci sono in Acquisti?", locale="en")) == "it"
    assert rt.language(Request(user="anna", text="👍", locale="it")) == "it"


async def test_undo_in_telegram_calls_the_runtime_not_a_sentence(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(1001, "anna")
        ws = h.rt.workspace_for(await _anna(h.rt))
        (ws.root / "a.txt").write_text("a")
        [prompt] = await h.ask(1001, "elimina il file a.txt")
        await h.api.user_taps(1001, prompt.message_id, prompt.buttons[0][1])
        await h.api.wait_for(lambda: not (ws.root / "a.txt").exists())
        await h.ask(1001, "/undo")
        assert (ws.root / "a.txt").exists()
        turn = await h.rt.trace(user="anna")
        assert turn is not None and turn.request_text == "/undo"
        assert turn.trace[0]["data"] == {"path": "rule", "rule": "undo"}


async def _anna(rt: Runtime) -> User:
    found = await rt.users.by_name("anna")
    assert found is not None
    return found
