"""The synthesis and extraction tiers, structured plans and the missing-action guard, through
the OpenAI-compatible double on loopback and the real runtime: a model words and reads, the
runtime keeps the facts."""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from runtime.catalog.contract import OriginKind
from runtime.catalog.registry import load_catalog
from runtime.engine.context import StepInput
from runtime.i18n import t
from runtime.phrasing import check
from runtime.plan.resolve import item_origin
from runtime.planning.actions import named_actions
from runtime.runtime import Runtime
from runtime.synthesis import entries_table
from tests.conftest import make_settings, say, workspace
from tests.fakes.model_api import FakeModelAPI
from tests.fakes.quotes import write_encrypted_pdf, write_three_quotes_en

QUOTES_PLAN: dict[str, Any] = {"steps": [
    {"tool": "find_files", "args": {"base_path": "~/Acquisti", "pattern": ["*.pdf", "*.docx", "*.txt"]}},
    {"tool": "read_files", "args": {"from_step": 1}},
    {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["supplier", "price"]}},
    {"tool": "create_files_spreadsheet", "args": {"from_step": 3, "path": "~/Acquisti/suppliers.xlsx"}},
]}
SHEET_AND_MAIL = ("Put together a sheet of what the three suppliers in Acquisti are asking "
                  "and mail me the sheet")  # beyond the rules: planned by the model
BATHROOM = ("QUOTE for the bathroom works\nDear Mr Smith,\nthank you for your request. For the "
            "whole bathroom we ask 450 in all, labour included.\nKind regards\nBianchi Plumbing\n")


@pytest.fixture
async def api() -> AsyncIterator[FakeModelAPI]:
    server = await FakeModelAPI.start()
    try:
        yield server
    finally:
        await server.stop()


def tier(api: FakeModelAPI) -> dict[str, Any]:
    return {"base_url": api.url + "/v1", "model": "test-model", "timeout_seconds": 2}


async def open_rt(home: Path, api: FakeModelAPI, *tiers: str) -> Runtime:
    rt = await Runtime.open(make_settings(home, models={name: tier(api) for name in tiers}))
    await rt.users.ensure("admin", role="admin")
    return rt


@pytest.fixture
async def synth(home: Path, api: FakeModelAPI) -> AsyncIterator[Runtime]:
    async with await open_rt(home, api, "synthesis") as rt:
        docs = workspace(rt) / "Documenti"
        docs.mkdir()
        (docs / "a.txt").write_text("first")
        (docs / "b.txt").write_text("second")
        write_three_quotes_en(workspace(rt) / "Acquisti")
        yield rt


async def trace_events(rt: Runtime, kind: str) -> list[dict[str, Any]]:
    row = await rt.trace(user="admin")
    assert row is not None
    return [e["data"] for e in row.trace if e["kind"] == kind]


LISTING = "Found 2 files in ~/Documenti:\n• ~/Documenti/a.txt\n• ~/Documenti/b.txt"


# --- synthesis ---------------------------------------------------------------------------


async def test_a_phrased_answer_whose_figures_match_is_given_with_the_list_kept(
    synth: Runtime, api: FakeModelAPI
) -> None:
    api.answer("You have 2 files in Documenti, both plain text.")
    reply = await say(synth, "list the files in Documenti")
    assert reply.status == "answered"
    assert reply.text == ("You have 2 files in Documenti, both plain text.\n\n"
                          "• ~/Documenti/a.txt\n• ~/Documenti/b.txt")
    assert [b.text for b in reply.blocks][-1].startswith("• ~/Documenti/a.txt")
    [sent] = api.requests
    assert "response_format" not in sent.body and "in English" in sent.system
    shown = json.loads(sent.messages[-1]["content"])
    assert shown["draft"] == "Found 2 files in ~/Documenti:" and shown["request"] == "list the files in Documenti"
    assert shown["facts"][0]["count"] == 2 and "find_files" not in sent.messages[-1]["content"]
    assert await trace_events(synth, "synthesis") == [{"result": "phrased", "chars": 47}]


@pytest.mark.parametrize(("phrased", "problem"), [
    ("You have 3 files in Documenti.", "figure 3"),  # a count that is not the facts'
    ("You have three files in Documenti.", "figure three"),
    ("You have two files in Documenti, from 12 March 2025.", "date 12 March 2025"),  # nobody found it
    ("You have 2 files in Documenti, a.txt and c.txt.", "unknown name c.txt"),  # not among them
    ("You have 2 files in that folder.", "missing name Documenti"),  # the place is no longer named
    ("I ran find_files: 2 files in Documenti.", "engine word find_files"),
    ("Step 1 found 2 files in Documenti.", "engine word Step"),
])
async def test_a_phrased_answer_that_changes_a_fact_is_replaced_by_the_deterministic_one(
    synth: Runtime, api: FakeModelAPI, phrased: str, problem: str
) -> None:
    api.answer(phrased)
    reply = await say(synth, "list the files in Documenti")
    assert reply.status == "answered" and reply.text == LISTING
    [event] = await trace_events(synth, "synthesis")
    assert event == {"result": "deterministic", "reason": "facts_differ", "problem": problem}


async def test_amounts_are_checked_as_values_whatever_their_writing(synth: Runtime, api: FakeModelAPI) -> None:
    api.answer("The cheapest is Contoso Office LLC at 1.098,00 €, €136.50 less than Northwind "
               "Supplies Ltd; Fabrikam Inc. asks the most, €1,476.00.")
    reply = await say(synth, "compare the quotes in Acquisti")
    assert reply.text.startswith("The cheapest is Contoso Office LLC at 1.098,00 €")
    assert [b.kind for b in reply.blocks] == ["text", "table"]  # the table is kept as composed
    assert "Monitor arm" not in json.dumps(api.requests[0].body)  # no document text is sent


async def test_a_different_amount_falls_back_to_the_deterministic_answer(
    synth: Runtime, api: FakeModelAPI
) -> None:
    api.answer("The cheapest is Contoso Office LLC at €1,089.00.")
    reply = await say(synth, "compare the quotes in Acquisti")
    assert reply.text.startswith("Found the values in 3 documents.")
    assert "Cheapest: Contoso Office LLC, €1,098.00" in reply.text
    [event] = await trace_events(synth, "synthesis")
    assert event == {"result": "deterministic", "reason": "facts_differ", "problem": "figure 1,089.00"}


@pytest.mark.parametrize("failure", ["http", "garbage", "slow", "empty", "list"])
async def test_a_failing_synthesis_model_leaves_the_deterministic_answer(
    synth: Runtime, api: FakeModelAPI, failure: str
) -> None:
    {"http": lambda: api.fail(500), "garbage": lambda: api.answer('{"text": "2 files"}'),
     "slow": lambda: api.slow(5.0, {"text": "late"}), "empty": lambda: api.answer("  "),
     "list": lambda: api.answer("Files in Documenti:\n- a.txt\n- b.txt")}[failure]()
    reply = await say(synth, "list the files in Documenti")
    assert reply.status == "answered" and reply.text == LISTING
    [event] = await trace_events(synth, "synthesis")
    assert event["result"] == "deterministic"


async def test_a_turn_where_a_step_failed_is_never_phrased(synth: Runtime, api: FakeModelAPI) -> None:
    write_encrypted_pdf(workspace(synth) / "Documenti" / "locked.pdf")
    reply = await say(synth, "read locked.pdf in Documenti")
    assert reply.status == "answered" and "locked.pdf" in reply.text
    assert api.requests == []
    assert await trace_events(synth, "synthesis") == [{"result": "deterministic", "reason": "not_all_done"}]


def test_the_figure_check_normalizes_amounts_and_catches_what_differs() -> None:
    facts = [{"did": "working out the figures", "values": {"value": 1234.56, "count": 2}}]
    ok = {"draft": "The total is €1,234.56.", "facts": facts, "offered": [], "locale": "en",
          "engine_names": frozenset({"compute_entries"})}
    for text in ("The total is 1.234,56 €.", "The total is €1,234.56.", "In all: 1234.56 euros, two entries."):
        assert check(text, **ok) is None, text
    assert check("The total is €1,234.65.", **ok) == "figure 1,234.65"
    assert check("The total of three entries is €1,234.56.", **ok) == "figure three"
    assert check("compute_entries says €1,234.56.", **ok) == "engine word compute_entries"


# --- extraction --------------------------------------------------------------------------


@pytest.fixture
async def extr(home: Path, api: FakeModelAPI) -> AsyncIterator[Runtime]:
    async with await open_rt(home, api, "extraction") as rt:
        (workspace(rt) / "Bagno").mkdir()
        (workspace(rt) / "Bagno" / "quote_bagno.txt").write_text(BATHROOM)
        yield rt


async def test_the_extraction_model_fills_a_field_the_rules_missed_marked_as_estimated(
    extr: Runtime, api: FakeModelAPI
) -> None:
    api.plan({"price": 450, "supplier": "Someone Else"})  # only the price was asked for
    reply = await say(extr, "how much does the quote in Bagno cost?")
    assert reply.status == "answered", reply.text
    [table] = [b for b in reply.blocks if b.kind == "table"]
    assert table.rows[0][:2] == ("Bianchi Plumbing", t("answer.estimated_value", "en", value="450.00"))
    assert "450.00 (estimated, check it)" in reply.text
    assert "so I estimated them: check price in quote_bagno.txt." in reply.text
    [sent] = api.requests
    assert sent.body["response_format"] == {"type": "json_object"}
    assert "- price:" in sent.messages[-1]["content"] and "- supplier" not in sent.messages[-1]["content"]
    assert "we ask 450 in all" in sent.messages[-1]["content"]


async def test_a_value_the_document_does_not_bear_is_dropped(extr: Runtime, api: FakeModelAPI) -> None:
    api.plan({"price": 470})  # the document says 450
    reply = await say(extr, "how much does the quote in Bagno cost?")
    assert "estimated" not in reply.text and "470" not in reply.text
    [table] = [b for b in reply.blocks if b.kind == "table"]
    assert table.rows[0][1] == "—"


async def test_a_slow_extraction_model_is_cut_short_within_the_step_timeout(
    home: Path, api: FakeModelAPI
) -> None:
    settings = make_settings(home, general={"step_timeout_seconds": 2.0},
                             models={"extraction": {**tier(api), "timeout_seconds": 60}})
    async with await Runtime.open(settings) as rt:
        await rt.users.ensure("admin", role="admin")
        (workspace(rt) / "Bagno").mkdir()
        (workspace(rt) / "Bagno" / "quote_bagno.txt").write_text(BATHROOM)
        api.slow(5.0, {"price": 450})
        started = time.monotonic()
        reply = await say(rt, "how much does the quote in Bagno cost?")
    assert time.monotonic() - started < 2.0  # 80 % of the step's 2 s, not the tier's 60 s
    assert reply.status == "answered" and "Bianchi Plumbing" in reply.text  # the rules' values stay
    assert "estimated" not in reply.text


def test_an_estimated_value_has_the_models_origin_downstream() -> None:
    inp = StepInput(step=3, executor="extract_entries", item_kind="entry", items=[])
    item = {"supplier": "Bianchi Plumbing", "price": 450.0, "_origins": {"price": "model"},
            "source": "~/Bagno/quote_bagno.txt"}
    catalog = load_catalog()
    assert item_origin(inp, item, "price", catalog).kind is OriginKind.MODEL
    assert item_origin(inp, item, "supplier", catalog).kind is OriginKind.CONTENT
    table = entries_table([item], "it", 20)
    assert table.header == ("Fornitore", "Prezzo", "Documento")  # the mark is no column
    assert table.rows[0][1] == "450,00 (stimato, da verificare)"


async def test_without_the_extraction_tier_nothing_is_asked(home: Path, api: FakeModelAPI) -> None:
    async with await open_rt(home, api, "synthesis") as rt:
        (workspace(rt) / "Bagno").mkdir()
        (workspace(rt) / "Bagno" / "quote_bagno.txt").write_text(BATHROOM)
        api.answer("not asked")
        await say(rt, "how much does the quote in Bagno cost?")
    assert all("Document:\n<<<" not in json.dumps(r.body) for r in api.requests)


# --- structured output -------------------------------------------------------------------


@pytest.fixture
async def planning(home: Path, api: FakeModelAPI) -> AsyncIterator[Runtime]:
    async with await open_rt(home, api, "planning") as rt:
        write_three_quotes_en(workspace(rt) / "Acquisti")
        yield rt


async def test_the_plan_is_asked_for_with_a_schema_of_the_offered_catalog(
    planning: Runtime, api: FakeModelAPI
) -> None:
    api.answer(json.dumps({"refuse": "no"}))
    await say(planning, SHEET_AND_MAIL)
    fmt = api.requests[0].body["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["strict"] is False
    schema = fmt["json_schema"]["schema"]
    step = schema["properties"]["steps"]["items"]
    assert step["properties"]["tool"]["enum"] == sorted(s.name for s in planning.catalog.without("scratchpad_read"))
    assert step["properties"]["args"] == {"type": "object"} and "refuse" in schema["properties"]


async def test_a_server_refusing_json_schema_is_asked_for_json_object_and_remembered(
    planning: Runtime, api: FakeModelAPI
) -> None:
    api.refuse_json_schema()
    api.answer(json.dumps({"refuse": "no"}))
    api.answer(json.dumps({"refuse": "still no"}))
    first = await say(planning, SHEET_AND_MAIL)
    second = await say(planning, "tidy up my downloads")
    assert "no" in first.text and "still no" in second.text
    formats = [r.body["response_format"]["type"] for r in api.requests]
    assert formats == ["json_schema", "json_object", "json_object"]  # asked once per endpoint


# --- the missing-action guard ------------------------------------------------------------


def test_the_actions_a_request_names() -> None:
    assert named_actions(SHEET_AND_MAIL) == ["send", "table"]
    assert named_actions("leggi i preventivi e mandameli per mail") == ["send"]
    assert named_actions("sposta i pdf in Archivio") == ["move"]
    assert named_actions("don't delete anything, just list Inbox") == []
    assert named_actions("non spostare niente") == []
    assert named_actions("find the spreadsheet I made yesterday") == []  # a file, not a table to make
    assert named_actions("how much would I save with the cheapest quote?") == []


async def test_a_plan_that_leaves_out_an_action_is_asked_again_then_runs_saying_so(
    planning: Runtime, api: FakeModelAPI
) -> None:
    api.plan(QUOTES_PLAN)  # a sheet, but no e-mail
    api.plan(QUOTES_PLAN)  # the same again
    api.plan(QUOTES_PLAN)  # never asked for
    reply = await say(planning, SHEET_AND_MAIL)
    assert reply.status == "answered", reply.text
    assert reply.text.startswith(t("planner.missing_action.send", "en"))
    assert "e-mail" in reply.text and (workspace(planning) / "Acquisti" / "suppliers.xlsx").is_file()
    assert len(api.requests) == 2
    again = api.requests[1].messages
    assert again[-2]["role"] == "assistant" and "send an e-mail" in again[-1]["content"]
    [path] = await trace_events(planning, "path")
    assert path["intent"] == "model; missing:send"
    api.plan(QUOTES_PLAN)
    api.plan(QUOTES_PLAN)
    again_reply = await say(planning, SHEET_AND_MAIL)  # an incomplete plan is never reused
    assert again_reply.text.startswith(t("planner.missing_action.send", "en"))
    assert len(api.requests) == 4


async def test_a_plan_completed_in_the_second_round_has_no_notice(
    planning: Runtime, api: FakeModelAPI
) -> None:
    api.plan(QUOTES_PLAN)
    api.plan({"steps": [*QUOTES_PLAN["steps"], {"tool": "send_messages", "args": {
        "to": ["admin@example.org"], "subject": "Suppliers", "body": "The sheet.",
        "attachments": ["~/Acquisti/suppliers.xlsx"]}}]})
    reply = await say(planning, SHEET_AND_MAIL)
    assert t("planner.missing_action.send", "en") not in reply.text
    assert len(api.requests) == 2
    [path] = await trace_events(planning, "path")
    assert path["intent"] == "model_guarded"


# --- a stray yes -------------------------------------------------------------------------


@pytest.mark.parametrize("said", ["sì", "yes", "ok"])
async def test_a_stray_yes_never_reaches_the_model(planning: Runtime, api: FakeModelAPI, said: str) -> None:
    api.plan(QUOTES_PLAN)
    reply = await say(planning, said)
    assert reply.text.split("\n")[0] in (t("planner.nothing_to_confirm", "it"), t("planner.nothing_to_confirm", "en"))
    assert api.requests == []
