"""Plans through the one invocation point: resolution, provenance, outcomes, confinement, policy, trace."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from runtime.config import Settings
from runtime.runtime import Runtime
from tests.conftest import make_settings, workspace


def events(row: Any, kind: str) -> list[dict[str, Any]]:
    return [e for e in row.trace if e["kind"] == kind]


def records(row: Any) -> dict[str, Any]:
    return events(row, "records")[-1]["data"]


async def run(rt: Runtime, steps: list[dict[str, Any]], user: str = "admin") -> Any:
    reply = await rt.run_plan({"steps": steps}, user=user)
    row = await rt.trace(user=user, turn_id=reply.turn_id)
    return reply, row


async def test_field_reference_keeps_type_and_interpolates(rt: Runtime) -> None:
    reply, row = await run(rt, [
        {"tool": "get_now"},
        {"tool": "write_files", "args": {"path": "~/when.txt", "content": "Ora: {{step1.time}}"}},
    ])
    text = (workspace(rt) / "when.txt").read_text()
    assert text.startswith("Ora: ") and ":" in text[5:]
    resolved = [e for e in events(row, "resolved") if e["step"] == 2][0]
    assert resolved["data"]["origins"]["content"] == ["step 1 (get_now)"]
    assert resolved["data"]["origins"]["path"] == ["user"]


async def test_from_step_passes_the_producers_items(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "A").mkdir()
    (ws / "A" / "one.txt").write_text("hello one")
    (ws / "A" / "two.txt").write_text("hello two")
    reply, row = await run(rt, [
        {"tool": "find_files", "args": {"base_path": "~/A", "pattern": "*.txt"}},
        {"tool": "read_files", "args": {"from_step": 1}},
    ])
    assert records(row)["2"]["status"] == "ok"
    assert "hello one" in reply.text and "hello two" in reply.text
    assert [e for e in events(row, "resolved") if e["step"] == 2][0]["data"]["input_from"] == 1


async def test_empty_producer_skips_its_consumer_as_upstream_empty(rt: Runtime) -> None:
    (workspace(rt) / "Empty").mkdir()
    reply, row = await run(rt, [
        {"tool": "find_files", "args": {"base_path": "~/Empty", "pattern": "*.pdf"}},
        {"tool": "read_files", "args": {"from_step": 1}},
        {"tool": "extract_entries", "args": {"from_step": 2}},
    ])
    rec = records(row)
    assert [rec[k]["status"] for k in ("1", "2", "3")] == ["empty", "skipped", "skipped"]
    assert "I found no \"pdf\" files in ~/Empty." in reply.text
    assert reply.text.endswith("\n\nI stopped there: there was nothing to work on.")


async def test_partial_outcome_names_the_bad_file(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "good.txt").write_text("fine")
    (ws / "bad.pdf").write_bytes(b"%PDF-1.4 this is not really a pdf")
    reply, row = await run(rt, [{"tool": "read_files", "args": {"paths": ["~/good.txt", "~/bad.pdf"]}}])
    assert records(row)["1"]["status"] == "partial"
    assert "~/bad.pdf" in reply.text and "unreadable" in reply.text
    assert "fine" in reply.text


async def test_failed_bad_input_stops_the_plan(rt: Runtime) -> None:
    reply, row = await run(rt, [
        {"tool": "find_files", "args": {"base_path": "~/Nowhere"}},
        {"tool": "read_files", "args": {"from_step": 1}},
    ])
    rec = records(row)
    assert rec["1"]["status"] == "failed" and rec["1"]["failure"] == "bad_input"
    assert rec["2"]["status"] == "not_run"
    assert "the folder ~/Nowhere does not exist" in reply.text


async def test_timeout_is_its_own_failure_class(rt: Runtime) -> None:
    reply, row = await run(rt, [{"tool": "sleep_briefly", "args": {"seconds": 5}}])
    assert records(row)["1"]["failure"] == "timeout"
    assert "took longer than 1.0 seconds" in reply.text


async def test_read_only_transient_failure_is_retried_once(rt: Runtime) -> None:
    reply, row = await run(rt, [{"tool": "flaky_read", "args": {"marker": "m1"}}])
    assert records(row)["1"]["status"] == "ok"
    assert [e["data"]["action"] for e in events(row, "recovery")] == ["retry"]


async def test_crashing_executor_is_a_permanent_failure_not_a_dead_turn(rt: Runtime) -> None:
    reply, row = await run(rt, [{"tool": "crash_now"}, {"tool": "get_now"}])
    rec = records(row)
    assert rec["1"]["failure"] == "permanent" and rec["2"]["status"] == "not_run"
    assert reply.status == "answered" and "I could not finish doing what you asked: something unexpected went wrong." in reply.text


async def test_policy_refuse_from_config_blocks_the_step(home: Path) -> None:
    settings = make_settings(home, policy={"roles": {"user": {"get_now": "refuse"}}})
    async with await Runtime.open(settings) as rt:
        await rt.users.ensure("anna")
        await rt.users.ensure("admin", role="admin")
        _, row = await run(rt, [{"tool": "get_now"}], user="anna")
        assert records(row)["1"]["failure"] == "policy"
        _, row = await run(rt, [{"tool": "get_now"}], user="admin")
        assert records(row)["1"]["status"] == "ok"  # the role override is only for users


async def test_dotdot_and_absolute_paths_are_refused(rt: Runtime) -> None:
    for path in ("~/../../etc", "/etc", "~/A/../../.."):
        reply, row = await run(rt, [{"tool": "list_dirs", "args": {"path": path}}])
        assert records(row)["1"]["failure"] == "policy", path
        assert "outside your workspace" in reply.text


async def test_symlink_escaping_the_workspace_is_refused(rt: Runtime, tmp_path: Path) -> None:
    secret = tmp_path / "outside"
    secret.mkdir()
    (secret / "passwords.txt").write_text("hunter2")
    ws = workspace(rt)
    os.symlink(secret, ws / "link")
    os.symlink(secret / "passwords.txt", ws / "p.txt")
    reply, row = await run(rt, [{"tool": "read_files", "args": {"paths": ["~/link/passwords.txt"]}}])
    assert records(row)["1"]["failure"] == "policy" and "hunter2" not in reply.text
    reply, row = await run(rt, [{"tool": "read_files", "args": {"paths": ["~/p.txt"]}}])
    assert records(row)["1"]["failure"] == "policy" and "hunter2" not in reply.text
    # and a search does not list what a link points to outside
    reply, row = await run(rt, [{"tool": "find_files", "args": {"pattern": "*.txt"}}])
    assert "passwords" not in reply.text and "p.txt" not in reply.text


async def test_confirm_policy_suspends_before_the_effect(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "old.txt").write_text("keep me")
    reply, row = await run(rt, [{"tool": "delete_files", "args": {"paths": ["~/old.txt"]}}])
    assert reply.status == "prompt" and reply.prompt is not None
    assert "can be undone" in reply.prompt.text and "old.txt" in reply.prompt.text
    assert (ws / "old.txt").exists()
    checks = [e["data"] for e in events(row, "check") if e["data"]["check"] == "confirmation"]
    assert checks == [{"check": "confirmation", "result": "asked", "reason": "policy"}]
    done = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="cli")
    assert not (ws / "old.txt").exists()
    assert "trash" in done.text


async def test_trace_records_path_plan_checks_outcomes_and_receipt(rt: Runtime) -> None:
    reply, row = await run(rt, [{"tool": "write_files", "args": {"path": "~/n.txt", "content": "x"}}])
    assert row.path == "plan_file" and row.state == "answered" and row.outcome == "ok"
    assert row.plan == {"steps": [{"tool": "write_files", "args": {"path": "~/n.txt", "content": "x"}}]}
    checks = [e["data"]["check"] for e in events(row, "check")]
    assert checks == ["schema", "policy", "authority", "provenance"]
    step = events(row, "step")[0]["data"]
    assert step["status"] == "ok" and step["effects"][0]["kind"] == "created"
    assert events(row, "validation")[0]["data"]["result"] == "ok"


async def test_another_users_trace_is_not_visible(rt: Runtime) -> None:
    reply, _ = await run(rt, [{"tool": "get_now"}], user="admin")
    assert await rt.trace(user="anna", turn_id=reply.turn_id) is None
    mine, _ = await run(rt, [{"tool": "get_now"}], user="anna")
    assert (await rt.trace(user="admin", turn_id=mine.turn_id)) is not None  # admin sees all


async def test_invalid_plan_is_answered_with_every_problem(rt: Runtime) -> None:
    reply = await rt.run_plan({"steps": [{"tool": "nope"}, {"tool": "get_now", "args": {"a": 1}}]},
                              user="admin")
    assert reply.status == "invalid"
    assert 'no executor named "nope"' in reply.text and 'no argument "a"' in reply.text


async def test_a_value_read_from_a_file_cannot_become_a_path_without_asking(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "note.txt").write_text("~/stolen.txt\n")
    reply, _ = await run(rt, [
        {"tool": "read_files", "args": {"paths": ["~/note.txt"]}},
        {"tool": "first_line", "args": {"from_step": 1}},
        {"tool": "write_files", "args": {"path": "{{step2.value}}", "content": "x"}},
    ])
    assert reply.prompt is not None
    assert "~/note.txt" in reply.prompt.text and "not written by you" in reply.prompt.text
    assert not (ws / "stolen.txt").exists()


async def test_disabled_user_is_refused(rt: Runtime) -> None:
    await rt.users.set_disabled("anna", True)
    reply = await rt.run_plan({"steps": [{"tool": "get_now"}]}, user="anna")
    assert reply.status == "refused"


async def test_settings_env_override(monkeypatch: Any, home: Path) -> None:
    monkeypatch.setenv("METNOS_SCRATCHPAD__THRESHOLD_BYTES", "8192")
    monkeypatch.setenv("METNOS_MODELS__PLANNING__MODEL", "qwen2.5:7b-instruct")
    s = Settings()
    assert s.scratchpad.threshold_bytes == 8192 and s.models.planning.model == "qwen2.5:7b-instruct"
    assert s.data_dir == home


async def test_no_space_left_is_a_permanent_failure_with_a_clear_message(rt: Runtime) -> None:
    reply, row = await run(rt, [{"tool": "fill_disk"}, {"tool": "get_now"}])
    rec = records(row)
    assert rec["1"]["failure"] == "permanent" and rec["2"]["status"] == "not_run"
    assert "the disk is full; nothing was half-written" in reply.text


async def test_a_file_that_disappears_between_steps_is_named_not_hidden(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "a.txt").write_text("alpha")
    (ws / "b.txt").write_text("beta")
    reply, row = await run(rt, [
        {"tool": "find_files", "args": {"pattern": "*.txt"}},
        {"tool": "vanish", "args": {"path": "~/b.txt"}},
        {"tool": "read_files", "args": {"from_step": 1}},
    ])
    assert records(row)["3"]["status"] == "partial"
    assert "✗ ~/b.txt — not found" in reply.text and "alpha" in reply.text
