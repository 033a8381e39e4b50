"""The model planning tier against an OpenAI-compatible double on loopback: never trusted."""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import openpyxl
import pytest

from runtime.catalog.contract import OriginKind
from runtime.catalog.registry import load_catalog
from runtime.credentials import store_secret
from runtime.i18n import t
from runtime.plan.literals import LiteralOrigins, model_literal_origins, value_is_users
from runtime.plan.model import Plan
from runtime.planning.llm import TieredPlanner
from runtime.runtime import Runtime
from tests.conftest import make_settings, say, workspace
from tests.fakes.model_api import FakeModelAPI
from tests.fakes.quotes import EXPECTED_QUOTES_EN, write_three_quotes_en

REQUEST = "Put together a sheet of what the three suppliers in Acquisti are asking"  # beyond the rules
QUOTES_PLAN: dict[str, Any] = {"steps": [
    {"tool": "find_files", "args": {"base_path": "~/Acquisti", "pattern": ["*.pdf", "*.docx", "*.txt"]}},
    {"tool": "read_files", "args": {"from_step": 1}},
    {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["supplier", "price"]}},
    {"tool": "create_files_spreadsheet", "args": {"from_step": 3, "path": "~/Acquisti/suppliers.xlsx"}},
]}
API_KEY = "sk-test-0123456789abcdef"


@pytest.fixture
async def api() -> AsyncIterator[FakeModelAPI]:
    server = await FakeModelAPI.start()
    try:
        yield server
    finally:
        await server.stop()


def model_settings(home: Path, api: FakeModelAPI, **tier: Any) -> Any:
    planning = {"base_url": api.url + "/v1", "model": "test-model", "timeout_seconds": 2, **tier}
    return make_settings(home, models={"planning": planning})


@pytest.fixture
async def mrt(home: Path, api: FakeModelAPI) -> AsyncIterator[Runtime]:
    async with await Runtime.open(model_settings(home, api)) as runtime:
        await runtime.users.ensure("admin", role="admin")
        (workspace(runtime) / "Acquisti").mkdir(exist_ok=True)  # the folder the request names
        yield runtime


def sheet_rows(path: Path) -> list[tuple[object, ...]]:
    book = openpyxl.load_workbook(path)
    try:
        return [tuple(r) for r in book.active.iter_rows(values_only=True)]
    finally:
        book.close()


async def last_trace(rt: Runtime) -> str:
    row = await rt.trace(user="admin")
    assert row is not None
    return json.dumps(row.trace)


# --- the happy path ------------------------------------------------------------------------


async def test_a_model_planner_is_used_when_the_planning_tier_is_configured(mrt: Runtime) -> None:
    assert isinstance(mrt.planner, TieredPlanner)


async def test_a_request_the_rules_cannot_plan_is_planned_by_the_model_and_runs(
    mrt: Runtime, api: FakeModelAPI
) -> None:
    write_three_quotes_en(workspace(mrt) / "Acquisti")
    api.plan(QUOTES_PLAN)
    reply = await say(mrt, REQUEST)
    assert reply.status == "answered", reply.text
    rows = sheet_rows(workspace(mrt) / "Acquisti" / "suppliers.xlsx")
    assert {(r[0], r[1]) for r in rows[1:]} == {(s, float(p)) for s, p in EXPECTED_QUOTES_EN.values()}
    [sent] = api.requests
    assert sent.path == "/v1/chat/completions"
    assert sent.body["model"] == "test-model" and sent.body["temperature"] == 0
    assert sent.body["response_format"]["type"] == "json_schema"  # the plan's shape, asked for
    assert sent.body["max_tokens"] == 2048
    assert "authorization" not in sent.headers  # no credential configured
    assert sent.messages[-1] == {"role": "user", "content": REQUEST}
    assert '"refuse"' in sent.system and "from_step" in sent.system and "{{stepN.field}}" in sent.system
    assert "- create_files_spreadsheet:" in sent.system and "in English" in sent.system


async def test_a_request_the_rules_plan_never_reaches_the_model(mrt: Runtime, api: FakeModelAPI) -> None:
    (workspace(mrt) / "Documenti").mkdir()
    reply = await say(mrt, "elenca i file in Documenti")
    assert reply.status == "answered"
    assert api.requests == []


async def test_the_system_prompt_lists_only_the_offered_catalog(mrt: Runtime, api: FakeModelAPI) -> None:
    api.answer(json.dumps({"refuse": "non ho un esecutore adatto"}))
    reply = await say(mrt, "organizza le foto del 2023 per mese")
    assert reply.status == "refused" and "non ho un esecutore adatto" in reply.text
    system = api.requests[0].system
    assert "scratchpad_read" not in system  # this turn has no scratchpad entries
    assert "- find_files: Trova file" in system  # descriptions in the user's language
    assert "in Italian" in system
    offered = mrt.catalog.without("scratchpad_read")
    assert all(f"- {spec.name}:" in system for spec in offered)


async def test_the_conversation_history_goes_with_the_request(mrt: Runtime, api: FakeModelAPI) -> None:
    await say(mrt, "what time is it")  # planned by the rules
    api.answer(json.dumps({"refuse": "no"}))
    await say(mrt, "tidy up my downloads")
    contents = [m["content"] for m in api.requests[0].messages[1:]]
    assert contents[0] == "what time is it" and contents[-1] == "tidy up my downloads"
    assert contents.count("tidy up my downloads") == 1


# --- never trusted -------------------------------------------------------------------------


async def test_an_invalid_plan_gets_one_repair_round_then_runs(mrt: Runtime, api: FakeModelAPI) -> None:
    write_three_quotes_en(workspace(mrt) / "Acquisti")
    broken = {"steps": [{"tool": "find_files", "args": {"folder": "~/Acquisti"}},
                        *QUOTES_PLAN["steps"][1:]]}
    api.plan(broken)
    api.plan(QUOTES_PLAN)
    reply = await say(mrt, REQUEST)
    assert reply.status == "answered", reply.text
    assert (workspace(mrt) / "Acquisti" / "suppliers.xlsx").is_file()
    assert len(api.requests) == 2
    repair = api.requests[1].messages
    assert repair[-2]["role"] == "assistant" and "folder" in repair[-1]["content"]
    assert '"intent": "model_repaired"' in await last_trace(mrt)


async def test_a_plan_invalid_twice_is_refused_and_nothing_runs(mrt: Runtime, api: FakeModelAPI) -> None:
    write_three_quotes_en(workspace(mrt) / "Acquisti")
    bad = {"steps": [{"tool": "delete_everything", "args": {}}]}
    api.plan(bad)
    api.plan(bad)
    api.plan(QUOTES_PLAN)  # a third round must never be asked for
    reply = await say(mrt, REQUEST)
    assert reply.status == "refused"
    assert t("planner.model_invalid", "en") in reply.text
    assert "I can't do that yet: I work on your files and e-mail." in reply.text  # the rules' own refusal
    assert len(api.requests) == 2
    assert not (workspace(mrt) / "Acquisti" / "suppliers.xlsx").exists()


@pytest.mark.parametrize("garbage", [
    "Sure! Here is your plan: find the files, then make a sheet.",
    "[1, 2, 3]",
    json.dumps({"steps": "find everything"}),
    json.dumps({"steps": [{"tool": "find_files", "args": {}, "code": "rm -rf ~"}]}),
])
async def test_garbage_is_refused_and_nothing_runs(
    mrt: Runtime, api: FakeModelAPI, garbage: str
) -> None:
    write_three_quotes_en(workspace(mrt) / "Acquisti")
    api.answer(garbage)
    reply = await say(mrt, REQUEST)
    assert reply.status == "refused"
    assert t("planner.model_garbage", "en") in reply.text
    assert len(api.requests) == 1
    assert sorted(p.name for p in (workspace(mrt) / "Acquisti").iterdir()) == sorted(EXPECTED_QUOTES_EN)


async def test_a_slow_model_is_refused_within_the_timeout(mrt: Runtime, api: FakeModelAPI) -> None:
    api.slow(6.0, QUOTES_PLAN)
    started = time.monotonic()
    reply = await say(mrt, REQUEST)
    assert time.monotonic() - started < 3.5  # the tier's timeout is 2 s
    assert reply.status == "refused" and t("planner.model_unavailable", "en") in reply.text


@pytest.mark.parametrize("status", [500, 401, 429])
async def test_an_http_error_falls_back_to_the_rules(
    mrt: Runtime, api: FakeModelAPI, status: int
) -> None:
    api.fail(status)
    reply = await say(mrt, REQUEST)
    assert reply.status == "refused"
    assert t("planner.model_unavailable", "en") in reply.text
    assert "I can't do that yet: I work on your files and e-mail." in reply.text
    assert '"notes": ["planner.model_unavailable"]' in await last_trace(mrt)


async def test_a_model_nobody_listens_on_falls_back_to_the_rules(home: Path) -> None:
    settings = make_settings(home, models={"planning": {
        "base_url": "http://127.0.0.1:9/v1", "model": "test-model", "timeout_seconds": 2}})
    async with await Runtime.open(settings) as rt:
        await rt.users.ensure("admin", role="admin")
        (workspace(rt) / "Acquisti").mkdir(exist_ok=True)
        reply = await say(rt, REQUEST)
    assert reply.status == "refused" and t("planner.model_unavailable", "en") in reply.text


async def test_a_chat_completion_without_text_is_garbage(mrt: Runtime, api: FakeModelAPI) -> None:
    api.raw('{"choices": []}')
    reply = await say(mrt, REQUEST)
    assert reply.status == "refused" and t("planner.model_garbage", "en") in reply.text


# --- provenance of the model's values ------------------------------------------------------


async def test_a_destination_the_model_invented_asks_naming_the_model(
    mrt: Runtime, api: FakeModelAPI
) -> None:
    inbox = workspace(mrt) / "Inbox"
    inbox.mkdir()
    (inbox / "a.pdf").write_text("a")
    api.plan({"steps": [
        {"tool": "find_files", "args": {"base_path": "~/Inbox", "pattern": "*.pdf", "recursive": False}},
        {"tool": "move_files", "args": {"from_step": 1, "destination": "~/Archivio/2026"}},
    ]})
    reply = await say(mrt, "put away the pdfs lying around in Inbox")
    assert reply.status == "prompt" and reply.prompt is not None
    assert "~/Archivio/2026" in reply.prompt.text and "I filled it in myself" in reply.prompt.text
    assert (inbox / "a.pdf").exists()
    trace = await last_trace(mrt)
    assert '"check": "provenance", "result": "ask"' in trace and '"origin": "model"' in trace
    denied = await say(mrt, "no")
    assert denied.status == "cancelled" and (inbox / "a.pdf").exists()


async def test_a_destination_the_user_named_runs_after_the_ordinary_confirmation(
    mrt: Runtime, api: FakeModelAPI
) -> None:
    inbox = workspace(mrt) / "Inbox"
    inbox.mkdir()
    (inbox / "a.pdf").write_text("a")
    api.plan({"steps": [
        {"tool": "find_files", "args": {"base_path": "~/Inbox", "pattern": "*.pdf"}},
        {"tool": "move_files", "args": {"from_step": 1, "destination": "~/Archivio"}},
    ]})
    reply = await say(mrt, "put away the pdfs lying around in Inbox, into Archivio")
    assert reply.prompt is not None and "model" not in reply.prompt.text
    done = await say(mrt, "yes")
    assert done.status == "answered" and (workspace(mrt) / "Archivio" / "a.pdf").exists()


async def test_a_destination_the_user_types_when_asked_is_the_users(
    mrt: Runtime, api: FakeModelAPI
) -> None:
    inbox = workspace(mrt) / "Inbox"
    inbox.mkdir()
    (inbox / "a.pdf").write_text("a")
    api.plan({"steps": [
        {"tool": "find_files", "args": {"base_path": "~/Inbox", "pattern": "*.pdf"}},
        {"tool": "move_files", "args": {"from_step": 1}},
    ]})
    asked = await say(mrt, "put away the pdfs lying around in Inbox")
    assert asked.prompt is not None and asked.prompt.kind == "ask"
    confirm = await say(mrt, "~/Archivio")
    assert confirm.prompt is not None and "model" not in confirm.prompt.text
    done = await say(mrt, "yes")
    assert done.status == "answered" and (workspace(mrt) / "Archivio" / "a.pdf").exists()


def test_the_literal_origin_rule() -> None:
    said = "Put the quotes in Acquisti into a riepilogo sheet and mail it to anna@example.org"
    assert value_is_users("path", "~/Acquisti/riepilogo.xlsx", said, ("path",))
    assert value_is_users("base_path", "~/acquisti", said, ("base_path",))
    assert not value_is_users("path", "~/Acquisti/summary.xlsx", said, ("path",))
    assert not value_is_users("destination", "~", said, ("destination",))
    assert not value_is_users("destination", "~/Acquisti/..", said, ("destination",))
    assert value_is_users("to", ["anna@example.org"], said)
    assert not value_is_users("to", ["anna.rossi@example.org"], said)
    assert not value_is_users("to", ["Anna"], "mail it to Annabella")
    assert not value_is_users("recursive", True, said)
    assert value_is_users("limit", 3, "the 3 largest") and not value_is_users("limit", 10, said)


def test_model_literal_origins_are_per_value_and_survive_a_dialogue() -> None:
    plan = Plan.model_validate({"steps": [
        {"tool": "find_files", "args": {"base_path": "~/Inbox", "pattern": "*.pdf"}},
        {"tool": "move_files", "args": {"from_step": 1, "destination": "~/Elsewhere"}},
    ]})
    origins = model_literal_origins(plan, "move the pdf in Inbox", load_catalog())
    assert origins.of("find_files", "base_path", "~/Inbox") is OriginKind.USER
    assert origins.of("move_files", "destination", "~/Elsewhere") is OriginKind.MODEL
    assert origins.of("move_files", "destination", "~/Inbox") is OriginKind.MODEL  # not judged
    assert LiteralOrigins.loads(origins.dumps()) == origins
    typed = origins.answered("move_files", "destination", "~/Other")
    assert typed.of("move_files", "destination", "~/Other") is OriginKind.USER
    assert LiteralOrigins.loads("user").of("move_files", "destination", "~/x") is OriginKind.USER


async def test_a_step_a_guard_inserts_does_not_shift_the_origins(
    mrt: Runtime, api: FakeModelAPI
) -> None:
    write_three_quotes_en(workspace(mrt) / "Acquisti")
    api.plan({"steps": [  # no read_files: the guard inserts it, renumbering the later steps
        QUOTES_PLAN["steps"][0],
        {"tool": "extract_entries", "args": {"from_step": 1, "fields": ["supplier", "price"]}},
        {"tool": "create_files_spreadsheet", "args": {"from_step": 2, "path": "~/Acquisti/suppliers.xlsx"}},
    ]})
    reply = await say(mrt, REQUEST)
    assert reply.status == "answered", reply.text
    assert (workspace(mrt) / "Acquisti" / "suppliers.xlsx").is_file()
    trace = await last_trace(mrt)
    assert '"code": "inserted_producer"' in trace and '"check": "provenance", "result": "ask"' not in trace


# --- the key -------------------------------------------------------------------------------


async def test_the_api_key_is_sent_as_bearer_and_never_shown(home: Path, api: FakeModelAPI) -> None:
    settings = model_settings(home, api, api_key_credential="model:planning")
    store_secret(settings, "model:planning", API_KEY)
    async with await Runtime.open(settings) as rt:
        await rt.users.ensure("admin", role="admin")
        write_three_quotes_en(workspace(rt) / "Acquisti")
        api.plan(QUOTES_PLAN)
        reply = await say(rt, REQUEST)
        failing = await say(rt, "tidy up my downloads")  # no answer scripted: HTTP 500
        trace, second = await last_trace(rt), await rt.trace(user="admin", turn_id=reply.turn_id)
    assert reply.status == "answered" and failing.status == "refused"
    assert [r.headers["authorization"] for r in api.requests] == [f"Bearer {API_KEY}"] * 2
    assert all(API_KEY not in r.system for r in api.requests)
    assert API_KEY not in reply.text + failing.text + trace + json.dumps(second.trace if second else "")


async def test_a_named_key_that_is_not_stored_never_calls_the_model(home: Path, api: FakeModelAPI) -> None:
    async with await Runtime.open(model_settings(home, api, api_key_credential="model:gone")) as rt:
        await rt.users.ensure("admin", role="admin")
        (workspace(rt) / "Acquisti").mkdir(exist_ok=True)
        reply = await say(rt, REQUEST)
    assert reply.status == "refused" and t("planner.model_unavailable", "en") in reply.text
    assert api.requests == []
