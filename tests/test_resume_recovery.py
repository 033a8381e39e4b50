"""A confirmed effect whose runner dies while it runs is told to its owner, like any turn cut
short: resuming a suspended turn makes it ``running`` on the runner that resumed it (before,
it stayed ``suspended`` and the recovery never saw it — a worker killed in the middle of a
confirmed delete left its owner with no word)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from runtime.plan.model import Plan, Step
from runtime.runtime import Runtime
from runtime.store import runners
from tests.conftest import StoreBackend, workspace
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
