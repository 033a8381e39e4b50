"""Resuming a dialogue re-checks what was approved; each check pinned alone.

The plan-hash check and the re-check of the suspended step's arguments cover for each
other in most cases; each test here changes only what one of them sees.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from runtime.i18n import t
from runtime.runtime import Runtime
from runtime.turn import Reply
from tests.conftest import make_settings, say, workspace


async def run(rt: Runtime, steps: list[dict[str, Any]]) -> Reply:
    return await rt.run_plan({"steps": steps}, user="admin", conversation_id="c1", locale="en")


async def stored(rt: Runtime, dialogue_id: str) -> dict[str, Any]:
    row = await rt.db.fetchone("SELECT * FROM dialogues WHERE id = ?", (dialogue_id,))
    assert row is not None
    return dict(row)


async def rewrite(rt: Runtime, dialogue_id: str, **columns: Any) -> None:
    """Change stored columns of a dialogue behind the runtime's back."""
    sets = ", ".join(f"{name} = ?" for name in columns)
    async with rt.db.write() as conn:
        await conn.execute(f"UPDATE dialogues SET {sets} WHERE id = ?", (*columns.values(), dialogue_id))


def trashed(rt: Runtime) -> list[Path]:
    return [p for p in (rt.settings.data_dir / "users/admin/trash").rglob("*") if p.is_file()]


async def test_resume_refuses_a_plan_changed_after_the_prompt(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "a.txt").write_text("content")
    reply = await run(rt, [{"tool": "delete_files", "args": {"paths": ["~/a.txt"]}},
                           {"tool": "write_files", "args": {"path": "~/n.txt", "content": "ok"}}])
    assert reply.prompt is not None
    row = await stored(rt, reply.prompt.dialogue_id)
    plan = json.loads(row["plan_json"])
    plan["steps"][1]["args"]["path"] = "~/elsewhere.txt"  # not the suspended step: same args hash
    await rewrite(rt, reply.prompt.dialogue_id, plan_json=json.dumps(plan))
    refused = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1",
                              locale="en")
    assert refused.status == "refused" and refused.text == t("dialogue.plan_changed", "en")
    assert (ws / "a.txt").exists() and not (ws / "elsewhere.txt").exists()


async def test_resume_refuses_when_the_suspended_steps_input_changed(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "A").mkdir()
    (ws / "A" / "a.txt").write_text("approved")
    (ws / "A" / "b.txt").write_text("not approved")
    reply = await run(rt, [{"tool": "find_files", "args": {"base_path": "~/A", "pattern": "a.txt"}},
                           {"tool": "delete_files", "args": {"from_step": 1}}])
    assert reply.prompt is not None
    row = await stored(rt, reply.prompt.dialogue_id)
    records = json.loads(row["records_json"])
    for item in records["1"]["result"]["items"]:  # the same plan, another file as input
        item["path"], item["name"] = "~/A/b.txt", "b.txt"
    await rewrite(rt, reply.prompt.dialogue_id, records_json=json.dumps(records))
    refused = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1",
                              locale="en")
    assert refused.status == "refused" and refused.text == t("dialogue.args_changed", "en")
    assert (ws / "A" / "a.txt").exists() and (ws / "A" / "b.txt").exists() and trashed(rt) == []


async def test_a_confirmation_answered_no_runs_nothing_of_the_plan(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "a.txt").write_text("content")
    reply = await run(rt, [{"tool": "write_files", "args": {"path": "~/first.txt", "content": "1"}},
                           {"tool": "delete_files", "args": {"paths": ["~/a.txt"]}},
                           {"tool": "write_files", "args": {"path": "~/after.txt", "content": "2"}}])
    assert reply.prompt is not None
    denied = await rt.resume(reply.prompt.dialogue_id, "no", user="admin", conversation_id="c1",
                             locale="en")
    assert denied.status == "cancelled" and (ws / "a.txt").exists()
    assert not (ws / "after.txt").exists() and (ws / "first.txt").exists()
    assert denied.text.startswith(t("dialogue.denied", "en") + "\n\n")
    row = await rt.trace(user="admin", turn_id=reply.turn_id)
    assert row is not None and row.outcome == "denied"


async def test_an_expired_dialogue_is_closed_as_expired(home: Path) -> None:
    async with await Runtime.open(make_settings(home)) as rt:
        await rt.users.ensure("admin", role="admin")
        (workspace(rt) / "a.txt").write_text("content")
        reply = await say(rt, "elimina il file a.txt")
        assert reply.prompt is not None
        await rewrite(rt, reply.prompt.dialogue_id, expires_at=time.time())
        late = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
        assert late.text == t("dialogue.state_expired", "it")
        assert (await stored(rt, reply.prompt.dialogue_id))["state"] == "expired"
        assert (workspace(rt) / "a.txt").exists()
