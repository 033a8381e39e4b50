"""Resuming a dialogue re-checks what was approved; each check pinned alone.

The plan-hash check and the re-check of the suspended step's arguments cover for each
other in most cases; each test here changes only what one of them sees.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from runtime.catalog.contract import OriginKind
from runtime.credentials import delete_secret, user_secret_name
from runtime.i18n import t
from runtime.plan.literals import LiteralOrigins
from runtime.plan.model import Plan, Step
from runtime.planning.base import PlanningContext, Proposal
from runtime.runtime import Runtime
from runtime.turn import Reply
from tests.conftest import make_settings, say, workspace
from tests.test_mail import free_port, mail_runtime, send_plan


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


async def test_the_resumed_turn_keeps_its_earlier_trace_and_one_set_of_records(rt: Runtime) -> None:
    (workspace(rt) / "a.txt").write_text("content")
    reply = await run(rt, [{"tool": "delete_files", "args": {"paths": ["~/a.txt"]}}])
    assert reply.prompt is not None
    await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1", locale="en")
    row = await rt.trace(user="admin", turn_id=reply.turn_id)
    assert row is not None
    kinds = [e["kind"] for e in row.trace]
    assert kinds.count("records") == 1 and "suspended" in kinds and "validation" in kinds
    assert not (workspace(rt) / "a.txt").exists()


async def test_an_empty_answer_to_a_question_runs_nothing(rt: Runtime) -> None:
    (workspace(rt) / "a.txt").write_text("content")
    reply = await run(rt, [{"tool": "move_files", "args": {"paths": ["~/a.txt"]}}])
    assert reply.prompt is not None and reply.prompt.kind == "ask"
    empty = await rt.resume(reply.prompt.dialogue_id, "   ", user="admin", conversation_id="c1",
                            locale="en")
    assert empty.status == "refused" and empty.text == t("dialogue.empty_answer", "en")
    row = await stored(rt, reply.prompt.dialogue_id)
    assert (row["state"], row["resolution"]) == ("cancelled", "empty_answer")
    assert (workspace(rt) / "a.txt").exists()


async def test_a_denial_reports_what_already_ran_and_nothing_after(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "a.txt").write_text("content")
    reply = await run(rt, [{"tool": "write_files", "args": {"path": "~/first.txt", "content": "1"}},
                           {"tool": "delete_files", "args": {"paths": ["~/a.txt"]}},
                           {"tool": "write_files", "args": {"path": "~/after.txt", "content": "2"}}])
    assert reply.prompt is not None
    denied = await rt.resume(reply.prompt.dialogue_id, "no", user="admin", conversation_id="c1",
                             locale="en")
    first, rest = denied.text.split("\n\n", 1)
    assert first == t("dialogue.denied", "en") and "first.txt" in rest
    assert "after.txt" not in rest and "a.txt" not in rest.replace("first.txt", "")


async def test_a_file_gone_from_the_approved_input_is_refused_with_its_name(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "A").mkdir()
    (ws / "A" / "a.txt").write_text("approved")
    reply = await run(rt, [{"tool": "find_files", "args": {"base_path": "~/A"}},
                           {"tool": "delete_files", "args": {"from_step": 1}}])
    assert reply.prompt is not None
    (ws / "A" / "a.txt").unlink()
    refused = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="c1",
                              locale="en")
    assert refused.text == t("dialogue.file_gone", "en", path="~/A/a.txt")


# --- choices: "did you mean ...?" -------------------------------------------------------------


async def test_a_choice_that_was_not_offered_is_refused_and_closes_the_question(rt: Runtime) -> None:
    (workspace(rt) / "nota.txt").write_text("passaporto")
    asked = await say(rt, "leggi nota.tx")
    assert asked.prompt is not None and asked.prompt.kind == "choose"
    wrong = await rt.resume(asked.prompt.dialogue_id, "c9", user="admin", conversation_id="c1")
    assert wrong.status == "refused" and wrong.text == t("dialogue.not_found", "it")
    row = await stored(rt, asked.prompt.dialogue_id)
    assert (row["state"], row["resolution"]) == ("cancelled", "bad_choice")


async def test_a_chosen_option_plans_the_same_request_with_it(rt: Runtime) -> None:
    (workspace(rt) / "nota.txt").write_text("passaporto")
    asked = await say(rt, "leggi nota.tx")
    assert asked.prompt is not None
    read = await rt.resume(asked.prompt.dialogue_id, asked.prompt.choices[0].key, user="admin",
                           conversation_id="c1")
    assert "passaporto" in read.text
    row = await rt.trace(user="admin", turn_id=asked.turn_id)
    assert row is not None
    kinds = [e["kind"] for e in row.trace]
    assert "clarify" in kinds and "chosen" in kinds and kinds.count("records") == 1


async def test_a_second_choice_keeps_the_first(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "nota.txt").write_text("passaporto")
    for name in ("Archivi", "Archivia", "Archivio"):
        (ws / name).mkdir()
    first = await say(rt, "sposta nota.tx in Archiv")
    assert first.prompt is not None and first.prompt.kind == "choose"
    second = await rt.resume(first.prompt.dialogue_id, "c1", user="admin", conversation_id="c1")
    assert second.prompt is not None and second.prompt.kind == "choose"
    assert [c.label for c in second.prompt.choices] == ["~/Archivi", "~/Archivia", "~/Archivio"]
    confirm = await rt.resume(second.prompt.dialogue_id, "c1", user="admin", conversation_id="c1")
    assert confirm.prompt is not None and confirm.prompt.kind == "confirm"
    assert confirm.prompt.text == "Sposto 1 file (nota.txt) in ~/Archivi — annullabile."


# --- a typed answer is the user's own value --------------------------------------------------


class ModelPlanner:
    """Proposes a move without a destination, as a model would: its values are the model's,
    except the file, which the user named."""

    name = "model-like"

    async def propose(self, text: str, ctx: PlanningContext) -> Proposal:
        plan = Plan(steps=[Step(tool="move_files", args={"paths": ["~/a.txt"]})])
        origins = LiteralOrigins(OriginKind.MODEL).answered("move_files", "paths", ["~/a.txt"])
        return Proposal(plan=plan, literal_origin=origins)


async def test_an_answer_typed_by_the_user_is_not_questioned_as_the_models(home: Path) -> None:
    async with await Runtime.open(make_settings(home), planner=ModelPlanner()) as rt:
        await rt.users.ensure("admin", role="admin")
        (workspace(rt) / "a.txt").write_text("content")
        asked = await say(rt, "sposta a.txt")
        assert asked.prompt is not None and asked.prompt.kind == "ask"
        confirm = await rt.resume(asked.prompt.dialogue_id, "~/Archivio", user="admin",
                                  conversation_id="c1")
        assert confirm.prompt is not None and confirm.prompt.kind == "confirm"
        row = await stored(rt, confirm.prompt.dialogue_id)
        assert json.loads(row["suspension_json"])["reason"] == "policy"


# --- operating conditions of an e-mail -------------------------------------------------------


async def test_an_attachment_gone_before_the_answer_is_refused_with_its_name(home: Path) -> None:
    async with mail_runtime(home, free_port()) as rt:  # nobody listens: nothing may be sent
        (workspace(rt) / "r.txt").write_text("riepilogo")
        asked = await rt.run_plan(send_plan(attachments=["~/r.txt"]), user="admin")
        assert asked.prompt is not None
        (workspace(rt) / "r.txt").unlink()
        refused = await rt.resume(asked.prompt.dialogue_id, "yes", user="admin", conversation_id="cli")
        assert refused.text == t("dialogue.file_gone", "en", path="~/r.txt")


async def test_a_credential_gone_before_the_answer_is_refused(home: Path) -> None:
    async with mail_runtime(home, free_port()) as rt:
        asked = await rt.run_plan(send_plan(), user="admin")
        admin = await rt.users.by_name("admin")
        assert admin is not None and asked.prompt is not None
        assert delete_secret(rt.settings, user_secret_name(admin.id, "smtp:test"))
        refused = await rt.resume(asked.prompt.dialogue_id, "yes", user="admin", conversation_id="cli")
        assert refused.text == t("dialogue.credential_gone", "en", credential="smtp:test")


async def test_an_unreadable_secrets_store_at_the_answer_is_named_as_such(home: Path) -> None:
    async with mail_runtime(home, free_port()) as rt:
        asked = await rt.run_plan(send_plan(), user="admin")
        assert asked.prompt is not None
        (rt.settings.data_dir / "secrets.enc").write_text("{ damaged")
        refused = await rt.resume(asked.prompt.dialogue_id, "yes", user="admin", conversation_id="cli")
        # the key store cannot be read: not the same as a credential nobody stored
        assert refused.text == t("dialogue.key_store_unreadable", "en", credential="smtp:test")
        assert refused.text != t("dialogue.credential_gone", "en", credential="smtp:test")
