"""Authorization: one user's ids of every kind, used by another, read nothing and change nothing.

Anna owns a dialogue, a job, turns, a scratchpad entry, a prompt's buttons, a conversation
and files holding a marker; Bob (a plain user) and, where roles matter, the admin use her ids
through the runtime API, a plan, the model double and the Telegram double. A case counts a
cross-user read when the marker reaches what the other user got, or when her state changes.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from runtime.plan.model import Plan, Step
from runtime.runtime import Runtime
from runtime.turn import Reply, Request
from tests.conftest import make_settings, workspace
from tests.e2e.telegram_harness import running_bot
from tests.fakes.model_api import FakeModelAPI
from tests.scoring import Score

FAMILY = "authorization"
MARK = "ANNA-PRIVATE-4412"
ANNA_TG, BOB_TG = 1001, 1002


@pytest.fixture
async def two(home: Path) -> AsyncIterator[Runtime]:
    """A runtime with anna and bob (plain users) and the admin; anna's files hold the marker."""
    async with await Runtime.open(make_settings(home, scratchpad={"threshold_bytes": 2000})) as rt:
        for name in ("admin", "anna", "bob"):
            await rt.users.ensure(name, role="admin" if name == "admin" else "user")
        (workspace(rt, "anna") / "diario.txt").write_text(f"{MARK}\n" + "pagina del diario. " * 300)
        (workspace(rt, "anna") / "a.txt").write_text("a")
        workspace(rt, "bob")
        yield rt


def leaked(*seen: Any) -> int:
    """How many of the things a user got carry anna's marker."""
    return sum(MARK in (x if isinstance(x, str) else json.dumps(x, default=str)) for x in seen)


async def ask(rt: Runtime, user: str, text: str, conversation: str) -> Reply:
    return await rt.handle(Request(user=user, text=text, conversation_id=conversation, locale="en"))


async def _annas_prompt(rt: Runtime) -> Reply:
    asked = await ask(rt, "anna", "delete the file a.txt", "anna-chat")
    assert asked.prompt is not None, asked.text
    return asked


@pytest.mark.parametrize("intruder", ["bob", "admin"])
async def test_another_users_dialogue_id_resumes_nothing(two: Runtime, score: Score, intruder: str) -> None:
    asked = await _annas_prompt(two)
    assert asked.prompt is not None
    taken = await two.resume(asked.prompt.dialogue_id, "yes", user=intruder, conversation_id="anna-chat")
    still = await two.pending_prompt(user="anna", conversation_id="anna-chat")
    harm = int((workspace(two, "anna") / "a.txt").exists() is False) + int(still is None)
    score.add("cross_user_reads", harm + leaked(taken.text))
    assert taken.status == "refused" and harm == 0


async def test_another_users_pending_prompt_and_cancel_reach_nothing(two: Runtime, score: Score) -> None:
    await _annas_prompt(two)
    seen = await two.pending_prompt(user="bob", conversation_id="anna-chat")
    cancelled = await two.cancel(user="bob", conversation_id="anna-chat", locale="en")
    still = await two.pending_prompt(user="anna", conversation_id="anna-chat")
    harm = int(seen is not None) + int(still is None)
    score.add("cross_user_reads", harm + leaked(cancelled.text))
    assert harm == 0


async def test_another_users_job_number_cancels_nothing(two: Runtime, score: Score) -> None:
    started = await two.run_plan(Plan(steps=[Step(tool="long_sleep", args={"seconds": 1.0})]), user="anna",
                                 locale="en")
    assert started.status == "job"
    [job] = await two.jobs(user="anna")
    refused = await two.cancel_job(user="bob", number=job.number, locale="en")
    listed = await two.jobs(user="bob")
    await two.wait_for_jobs()
    [after] = await two.jobs(user="anna")
    harm = int(after.state == "cancelled") + len(listed)
    score.add("cross_user_reads", harm)
    assert harm == 0 and refused.status in ("refused", "answered") and after.state == "done"


async def test_another_users_turn_id_has_no_trace(two: Runtime, score: Score) -> None:
    read = await two.run_plan(Plan(steps=[Step(tool="read_files", args={"paths": ["~/diario.txt"]})]),
                              user="anna", locale="en")
    assert read.turn_id is not None
    theirs = await two.trace(user="bob", turn_id=read.turn_id)
    last = await two.trace(user="bob")
    harm = int(theirs is not None) + int(last is not None and last.id == read.turn_id)
    score.add("cross_user_reads", harm)
    assert harm == 0


async def test_another_users_scratchpad_id_reads_as_missing(two: Runtime, score: Score) -> None:
    read = await two.run_plan(Plan(steps=[Step(tool="read_files", args={"paths": ["~/diario.txt"]})]),
                              user="anna", locale="en")
    row = await two.trace(user="anna", turn_id=read.turn_id)
    assert row is not None
    [entry] = [e["data"]["scratchpad_id"] for e in row.trace
               if e["kind"] == "observation" and e["data"].get("offloaded")]
    stolen = await two.run_plan(Plan(steps=[Step(tool="scratchpad_read", args={"id": entry, "mode": "full"})]),
                                user="bob", locale="en")
    bob_row = await two.trace(user="bob", turn_id=stolen.turn_id)
    score.add("cross_user_reads", leaked(stolen.text, bob_row.trace if bob_row else ""))
    assert leaked(stolen.text) == 0


@pytest.mark.parametrize("path", ["{anna}/diario.txt", "~anna/diario.txt", "~/../../anna/files/diario.txt",
                                  "~/link-anna/diario.txt"])
async def test_another_users_files_are_outside_the_workspace(two: Runtime, score: Score, path: str) -> None:
    anna_ws = workspace(two, "anna")
    (workspace(two, "bob") / "link-anna").symlink_to(anna_ws, target_is_directory=True)
    reply = await two.run_plan(Plan(steps=[Step(tool="read_files", args={
        "paths": [path.replace("{anna}", str(anna_ws))]})]), user="bob", locale="en")
    row = await two.trace(user="bob", turn_id=reply.turn_id)
    score.add("cross_user_reads", leaked(reply.text, row.trace if row else ""))
    assert leaked(reply.text) == 0


async def test_another_users_last_operation_is_not_undone(two: Runtime, score: Score) -> None:
    await two.run_plan(Plan(steps=[Step(tool="write_files", args={"path": "~/fatto.txt", "content": "x"})]),
                       user="anna", locale="en")
    undone = await two.undo(user="bob", conversation_id="anna-chat", locale="en")
    harm = int(not (workspace(two, "anna") / "fatto.txt").exists())
    score.add("cross_user_reads", harm + leaked(undone.text))
    assert harm == 0 and "fatto.txt" not in undone.text


async def test_a_shared_conversation_id_shares_no_referents(two: Runtime, score: Score) -> None:
    listed = await ask(two, "anna", "list the files", "family-chat")
    assert "diario.txt" in listed.text
    (workspace(two, "bob") / "mio.txt").write_text("di bob")
    follow = await ask(two, "bob", "read the first one", "family-chat")
    score.add("cross_user_reads", leaked(follow.text))
    assert leaked(follow.text) == 0


async def test_a_shared_conversation_id_sends_no_history_to_the_model(home: Path, score: Score) -> None:
    api = await FakeModelAPI.start()
    try:
        settings = make_settings(home, models={"planning": {"base_url": api.url + "/v1", "model": "m",
                                                            "timeout_seconds": 3}})
        async with await Runtime.open(settings) as rt:
            await rt.users.ensure("anna", role="user")
            await rt.users.ensure("bob", role="user")
            api.answer(json.dumps({"refuse": "no"}))
            api.answer(json.dumps({"refuse": "no"}))
            await ask(rt, "anna", f"Explain like I am five why {MARK} matters", "family-chat")
            await ask(rt, "bob", "Explain like I am five why the sky is blue", "family-chat")
        seen = json.dumps(api.requests[-1].body)
    finally:
        await api.stop()
    score.add("cross_user_reads", leaked(seen))
    assert len(api.requests) == 2 and leaked(seen) == 0


async def test_a_removed_users_files_are_not_inherited_by_the_next_namesake(two: Runtime, score: Score) -> None:
    await two.remove_user("anna")
    await two.users.ensure("anna", role="user")
    reply = await two.run_plan(Plan(steps=[Step(tool="read_files", args={"paths": ["~/diario.txt"]})]),
                               user="anna", locale="en")
    score.add("cross_user_reads", leaked(reply.text))
    assert leaked(reply.text) == 0


async def test_a_folder_a_namesake_left_behind_is_set_aside_not_inherited(two: Runtime, score: Score) -> None:
    """Anna's row goes but her files stay (a crash between the two, another tool removing the
    row): the next "anna" is another id, so her folder is archived at first use, never used."""
    old = await two.users.by_name("anna")
    assert old is not None
    await two.run_plan(Plan(steps=[Step(tool="write_files", args={"path": "~/fatto.txt", "content": MARK})]),
                       user="anna", locale="en")  # her folder is hers, by id
    await two.users.remove("anna")  # the row only: nothing archived
    new = await two.users.ensure("anna", role="user")
    assert new.id != old.id
    listed = await two.run_plan(Plan(steps=[Step(tool="find_files", args={"pattern": "*"})]),
                                user="anna", locale="en")
    read = await two.run_plan(Plan(steps=[Step(tool="read_files", args={"paths": ["~/diario.txt"]})]),
                              user="anna", locale="en")
    undone = await two.undo(user="anna", conversation_id="c", locale="en")
    kept = list((two.settings.data_dir / "removed").glob(f"anna-{old.id}-*/files/diario.txt"))
    harm = leaked(listed.text, read.text, undone.text) + int("diario.txt" in listed.text)
    score.add("cross_user_reads", harm)
    assert harm == 0 and len(kept) == 1 and kept[0].read_text().startswith(MARK)
    assert not any(workspace(two, "anna").iterdir())  # the new anna starts empty


async def test_a_search_by_content_finds_only_ones_own_documents(two: Runtime, score: Score) -> None:
    await two.index_workspace(user="anna")
    await two.index_workspace(user="bob")
    found = await two.run_plan(Plan(steps=[Step(tool="search_files", args={"query": "pagina del diario"})]),
                               user="bob", locale="en")
    score.add("cross_user_reads", leaked(found.text) + int("diario.txt" in found.text))
    assert leaked(found.text) == 0 and "diario.txt" not in found.text


# --- through Telegram -----------------------------------------------------------------------------


async def test_telegram_ids_of_another_user_read_nothing(home: Path, score: Score) -> None:
    """Bob, in his own chat: Anna's button token on his own prompt, /trace with her turn id,
    /jobs cancel with her job number."""
    async with running_bot(home) as h:
        await h.pair(ANNA_TG, "anna")
        await h.pair(BOB_TG, "bob")
        (h.workspace("anna") / "a.txt").write_text(MARK)
        (h.workspace("bob") / "b.txt").write_text("di bob")
        [annas] = await h.ask(ANNA_TG, "elimina il file a.txt")
        [bobs] = await h.ask(BOB_TG, "elimina il file b.txt")
        before = len(h.api.requests)
        await h.api.user_taps(BOB_TG, bobs.message_id, annas.buttons[0][1])  # her token, his message
        await h.api.wait_for(lambda: any(r.method == "answerCallbackQuery" for r in h.api.requests[before:]))
        await h.settled()
        turn = await h.rt.trace(user="anna")
        assert turn is not None
        [traced] = await h.ask(BOB_TG, f"/trace {turn.id}")
        started = await h.rt.run_plan(Plan(steps=[Step(tool="long_sleep", args={"seconds": 0.5})]),
                                      user="anna", locale="it")
        assert started.status == "job"
        [job] = await h.rt.jobs(user="anna")
        [cancel] = await h.ask(BOB_TG, f"/jobs cancel {job.number}")
        await h.rt.wait_for_jobs()
        [after] = await h.rt.jobs(user="anna")
        seen = [m.visible for m in h.to(BOB_TG)]
        harm = (int(not (h.workspace("anna") / "a.txt").exists()) + int(after.state == "cancelled")
                + leaked(*[s or "" for s in seen]) + int(turn.id in (traced.visible or "") and
                                                          "diario" in (traced.visible or "")))
        score.add("cross_user_reads", harm)
        assert harm == 0 and cancel.visible is not None
        assert (h.workspace("bob") / "b.txt").exists()  # his own prompt was not answered by her token


async def test_telegram_a_press_by_another_user_in_the_owners_chat_is_refused(home: Path, score: Score) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA_TG, "anna")
        await h.pair(BOB_TG, "bob")
        (h.workspace("anna") / "a.txt").write_text(MARK)
        [prompt] = await h.ask(ANNA_TG, "elimina il file a.txt")
        before = len(h.api.requests)
        await h.api.user_taps(BOB_TG, prompt.message_id, prompt.buttons[0][1], chat_id=ANNA_TG)
        await h.api.wait_for(lambda: any(r.method == "answerCallbackQuery" for r in h.api.requests[before:]))
        await h.settled()
        harm = int(not (h.workspace("anna") / "a.txt").exists())
        score.add("cross_user_reads", harm)
        assert harm == 0
