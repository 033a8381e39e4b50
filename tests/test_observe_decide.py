"""Observe, then decide, through the OpenAI-compatible double: a read-only plan marked
"then": "answer" runs, the model sees only the observations (summaries and references for
large results, the slices it asks for), and answers — held to what it was shown."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from runtime.runtime import Runtime
from tests.conftest import say, workspace
from tests.fakes.model_api import FakeModelAPI
from tests.test_model_planner import model_settings

ASK = "Skim what I signed for the flat in Casa and tell me the final valid day"
READ = {"steps": [{"tool": "find_files", "args": {"base_path": "~/Casa", "pattern": "*.txt"}},
                  {"tool": "read_files", "args": {"from_step": 1}}], "then": "answer"}


@pytest.fixture
async def api() -> AsyncIterator[FakeModelAPI]:
    server = await FakeModelAPI.start()
    try:
        yield server
    finally:
        await server.stop()


@pytest.fixture
async def mrt(home: Path, api: FakeModelAPI) -> AsyncIterator[Runtime]:
    async with await Runtime.open(model_settings(home, api)) as rt:
        await rt.users.ensure("admin", role="admin")
        (workspace(rt) / "Casa").mkdir()
        yield rt


async def trace_of(rt: Runtime) -> list[dict[str, object]]:
    row = await rt.trace(user="admin")
    assert row is not None
    return row.trace


async def test_a_two_round_question_is_answered_from_what_was_read(mrt: Runtime, api: FakeModelAPI) -> None:
    (workspace(mrt) / "Casa" / "affitto.txt").write_text(
        "Contratto di locazione\nDecorrenza 1 aprile 2023\nScadenza: 31/03/2027\nCanone 850 euro\n")
    api.plan(READ)
    api.answer(json.dumps({"answer": "Your rent agreement ends on 31/03/2027 (rent 850 euro)."}))
    reply = await say(mrt, ASK)
    assert reply.status == "answered"
    assert reply.text == "Your rent agreement ends on 31/03/2027 (rent 850 euro)."
    assert len(api.requests) == 2
    second = api.requests[1].messages[-1]["content"]
    assert "Scadenza: 31/03/2027" in second  # a small document is shown whole
    events = await trace_of(mrt)
    kinds = [e["kind"] for e in events]
    assert "observed" in kinds and "decided" in kinds


async def test_a_large_document_is_shown_as_a_summary_and_read_in_slices(
        mrt: Runtime, api: FakeModelAPI) -> None:
    filler = "Clausola generale senza date rilevanti per il conduttore. " * 200
    text = "Contratto di locazione\n" + filler + "\nScadenza: 31/03/2027\n" + filler
    (workspace(mrt) / "Casa" / "affitto.txt").write_text(text)
    at = text.index("Scadenza")
    api.plan(READ)
    api.plan({"steps": [{"tool": "scratchpad_read", "args": {
        "step": 2, "mode": "range", "start": at - 50, "end": at + 60}}], "then": "answer"})
    api.answer(json.dumps({"answer": "It ends on 31/03/2027."}))
    reply = await say(mrt, ASK)
    assert reply.text == "It ends on 31/03/2027.", reply.text
    shown_first = api.requests[1].messages[-1]["content"]
    assert "Scadenza: 31/03/2027" not in shown_first and "ref_hint" in shown_first  # a summary
    assert len(shown_first) < 8000  # never the raw large data
    shown_second = api.requests[2].messages[-1]["content"]
    assert "Scadenza: 31/03/2027" in shown_second  # the slice it asked for
    events = await trace_of(mrt)
    assert sum(e["kind"] == "observed" for e in events) == 2


async def test_an_answer_that_invents_a_figure_gives_way_to_the_facts(
        mrt: Runtime, api: FakeModelAPI) -> None:
    (workspace(mrt) / "Casa" / "affitto.txt").write_text("Scadenza: 31/03/2027\nCanone 850 euro\n")
    api.plan(READ)
    api.answer(json.dumps({"answer": "It ends on 31/03/2029 and costs 900 euro."}))
    reply = await say(mrt, ASK)
    assert "2029" not in reply.text and "affitto.txt" in reply.text  # the deterministic answer
    decided = [e for e in await trace_of(mrt) if e["kind"] == "decided"]
    assert decided and decided[-1]["data"]["answer"] is False  # type: ignore[index]


async def test_an_observe_round_never_runs_an_effect(mrt: Runtime, api: FakeModelAPI) -> None:
    (workspace(mrt) / "Casa" / "affitto.txt").write_text("Scadenza: 31/03/2027\n")
    api.plan(READ)
    api.plan({"steps": [{"tool": "delete_files", "args": {"paths": ["~/Casa/affitto.txt"]}}],
              "then": "answer"})
    reply = await say(mrt, ASK)
    assert (workspace(mrt) / "Casa" / "affitto.txt").exists()
    assert reply.prompt is None and "affitto.txt" in reply.text
