"""A confirmed effect whose runner dies while it runs is told to its owner, like any turn cut
short: resuming a suspended turn makes it ``running`` on the runner that resumed it (before,
it stayed ``suspended`` and the recovery never saw it — a worker killed in the middle of a
confirmed delete left its owner with no word)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from runtime.plan.model import Plan, Step
from runtime.runtime import Runtime
from runtime.store import runners
from tests.conftest import StoreBackend, make_settings, workspace
from tests.fakes.executors import PAUSE
from tests.test_lre import RecordingNotifier


async def test_a_resumed_turn_whose_runner_dies_is_interrupted_and_told(
        store_backend: StoreBackend, home: Path) -> None:
    settings = store_backend.settings()
    first = await Runtime.open(settings)
    second: Runtime | None = None
    try:
        await first.users.ensure("admin", role="admin")
        files = workspace(first)
        for n in range(3):
            (files / f"f{n}.txt").write_text(str(n))
        plan = Plan(steps=[Step(tool="paused_delete",
                                args={"paths": ["~/f0.txt", "~/f1.txt", "~/f2.txt"]})])
        prompt = await first.run_plan(plan, user="admin", locale="en")
        assert prompt.prompt is not None, prompt.text
        PAUSE.arm(2)  # hold the delete right after the second file moved
        resuming = asyncio.create_task(first.resume(prompt.prompt.dialogue_id, "yes",
                                                    user="admin", conversation_id="cli"))
        assert await asyncio.to_thread(PAUSE.reached.wait, 30)
        turn = await first.trace(user="admin")
        assert turn is not None and turn.state == "running"  # on the runner that resumed it
        # that runner dies: its process (SQLite) or its lease (PostgreSQL) is gone
        if store_backend.name == "sqlite":
            runners.release(first.parts.runner)
        else:
            await first.db.execute_write("UPDATE runners SET lease_until = 0 WHERE id = ?",
                                         (first.parts.runner,))
        notifier = RecordingNotifier()
        second = await Runtime.open(settings, notifier=notifier)  # its start recovers turns
        assert await second.report_interrupted() == 1
        [(_, text, _, _)] = notifier.sent
        assert "was cut short because Metnos stopped" in text and "I had made 1 change" in text
        PAUSE.go.set()
        await resuming
    finally:
        PAUSE.go.set()
        if second is not None:
            await second.close()
        await first.close()


async def test_an_answer_taken_by_a_runner_that_dies_before_the_effect_is_told(
        store_backend: StoreBackend, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The answer is taken (the prompt can't be answered again) and the runner dies before the
    effect starts: the turn is already ``running`` on it, so the owner is told, instead of a
    prompt answered once and then nothing — the dialogue's claim and the turn's state are one
    write."""
    settings = store_backend.settings()
    first = await Runtime.open(settings)
    second: Runtime | None = None
    try:
        await first.users.ensure("admin", role="admin")
        (workspace(first) / "f0.txt").write_text("0")
        plan = Plan(steps=[Step(tool="paused_delete", args={"paths": ["~/f0.txt"]})])
        prompt = await first.run_plan(plan, user="admin", locale="en")
        assert prompt.prompt is not None, prompt.text
        checking, dead = asyncio.Event(), asyncio.Event()

        async def dies_while_checking(*_: object) -> None:
            checking.set()
            await dead.wait()  # the process is gone: this never returns

        monkeypatch.setattr(first.dialogues, "_conditions", dies_while_checking)
        resuming = asyncio.create_task(first.resume(prompt.prompt.dialogue_id, "yes",
                                                    user="admin", conversation_id="cli"))
        await asyncio.wait_for(checking.wait(), 30)
        turn = await first.trace(user="admin")
        assert turn is not None and turn.state == "running"
        if store_backend.name == "sqlite":
            runners.release(first.parts.runner)
        else:
            await first.db.execute_write("UPDATE runners SET lease_until = 0 WHERE id = ?",
                                         (first.parts.runner,))
        notifier = RecordingNotifier()
        second = await Runtime.open(settings, notifier=notifier)
        assert await second.report_interrupted() == 1
        [(_, text, _, _)] = notifier.sent
        assert "was cut short because Metnos stopped" in text, text
        again = await second.resume(prompt.prompt.dialogue_id, "yes", user="admin",
                                    conversation_id="cli")
        assert again.status == "refused"  # answered once: never run twice
        assert (workspace(second) / "f0.txt").exists()
        resuming.cancel()
    finally:
        if second is not None:
            await second.close()
        await first.close()


async def test_a_refusal_after_the_answer_is_taken_ends_the_turn(home: Path) -> None:
    """A file of the approved input is gone: the answer is refused and the turn ends with that
    refusal (not left running, to be reported as cut short at the next start)."""
    rt = await Runtime.open(make_settings(home))
    try:
        await rt.users.ensure("admin", role="admin")
        (workspace(rt) / "A").mkdir()
        (workspace(rt) / "A" / "a.txt").write_text("approved")
        prompt = await rt.run_plan(Plan(steps=[
            Step(tool="find_files", args={"base_path": "~/A"}),
            Step(tool="delete_files", args={"from_step": 1})]), user="admin", locale="en")
        assert prompt.prompt is not None, prompt.text
        (workspace(rt) / "A" / "a.txt").unlink()
        refused = await rt.resume(prompt.prompt.dialogue_id, "yes", user="admin",
                                  conversation_id="cli")
        assert refused.status == "refused", refused.text
        turn = await rt.trace(user="admin")
        assert turn is not None and (turn.state, turn.outcome) == ("answered", "refused")
        assert turn.reply_text == refused.text
        assert await rt.parts.turns.recover() == 0
    finally:
        await rt.close()
