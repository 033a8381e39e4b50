"""Plans reused per user through the OpenAI-compatible double: the fast path (a repeat makes
no model call), the autopath (a confirmed plan's template filled with new values), and
invalidation (a changed executor voids exactly the plans that use it)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from runtime.catalog.registry import Catalog, load_catalog
from runtime.runtime import Runtime
from tests.conftest import say, workspace
from tests.fakes.model_api import FakeModelAPI
from tests.test_model_planner import model_settings

# Beyond the rules planner: these go to the model.
ASK = "Gather the figures the suppliers of Acquisti put in writing"
ASK_OTHER = "Gather the figures the suppliers of Fornitori put in writing"
CLEAR = "Clear out the leftover scraps kept in {}"


def listing(folder: str) -> dict[str, Any]:
    return {"steps": [
        {"tool": "find_files", "args": {"base_path": f"~/{folder}", "pattern": "*.txt"}},
        {"tool": "read_files", "args": {"from_step": 1}},
        {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["supplier", "price"]}}]}


def removal(folder: str) -> dict[str, Any]:
    return {"steps": [
        {"tool": "find_files", "args": {"base_path": f"~/{folder}", "pattern": "*.tmp"}},
        {"tool": "delete_files", "args": {"from_step": 1}}]}


@pytest.fixture
async def api() -> AsyncIterator[FakeModelAPI]:
    server = await FakeModelAPI.start()
    try:
        yield server
    finally:
        await server.stop()


async def open_model_rt(home: Path, api: FakeModelAPI, catalog: Catalog | None = None) -> Runtime:
    rt = await Runtime.open(model_settings(home, api), catalog=catalog)
    await rt.users.ensure("admin", role="admin")
    await rt.users.ensure("bob", role="user")
    for user, folders in (("admin", ("Acquisti", "Fornitori", "Vecchi", "Scarti")), ("bob", ("Acquisti",))):
        for folder in folders:
            (workspace(rt, user) / folder).mkdir(parents=True, exist_ok=True)
            (workspace(rt, user) / folder / "q.txt").write_text("Fornitore: Rossi\nTotale: 10,00 €\n")
    return rt


async def path_of(rt: Runtime, user: str = "admin") -> str:
    row = await rt.trace(user=user)
    assert row is not None
    return str(next(e["data"]["path"] for e in row.trace if e.get("kind") == "path"))


async def test_a_repeated_request_makes_no_second_model_call(home: Path, api: FakeModelAPI) -> None:
    rt = await open_model_rt(home, api)
    try:
        api.plan(listing("Acquisti"))
        first = await say(rt, ASK)
        assert first.status == "answered" and "Rossi" in first.text
        assert len(api.requests) == 1 and await path_of(rt) == "new_proposal"
        again = await say(rt, "  gather the figures the suppliers of acquisti put in writing ")
        assert again.status == "answered" and "Rossi" in again.text
        assert len(api.requests) == 1  # no second round trip
        assert await path_of(rt) == "fast_path"
    finally:
        await rt.close()


async def test_one_users_plan_never_reaches_another(home: Path, api: FakeModelAPI) -> None:
    rt = await open_model_rt(home, api)
    try:
        api.plan(listing("Acquisti"))
        await say(rt, ASK)
        api.plan(listing("Acquisti"))
        reply = await say(rt, ASK, user="bob")
        assert reply.status == "answered" and len(api.requests) == 2  # bob's own model call
        assert await path_of(rt, "bob") == "new_proposal"
    finally:
        await rt.close()


async def test_a_changed_executor_voids_the_plans_that_use_it(home: Path, api: FakeModelAPI) -> None:
    rt = await open_model_rt(home, api)
    try:
        api.plan(listing("Acquisti"))
        await say(rt, ASK)
    finally:
        await rt.close()
    base = load_catalog(["tests.fakes.executors"])
    changed = Catalog(dataclasses.replace(s, version="99") if s.name == "extract_entries" else s
                      for s in base)
    rt = await open_model_rt(home, api, catalog=changed)
    try:
        api.plan(listing("Acquisti"))
        reply = await say(rt, ASK)
        assert reply.status == "answered" and len(api.requests) == 2  # asked again
        assert await path_of(rt) == "new_proposal"
        await say(rt, ASK)
        assert len(api.requests) == 2 and await path_of(rt) == "fast_path"  # stored anew
    finally:
        await rt.close()


async def test_time_dependent_requests_are_never_reused(home: Path, api: FakeModelAPI) -> None:
    rt = await open_model_rt(home, api)
    try:
        request = "Gather the figures the suppliers of Acquisti put in writing today"
        api.plan(listing("Acquisti"))
        await say(rt, request)
        api.plan(listing("Acquisti"))
        await say(rt, request)
        assert len(api.requests) == 2
    finally:
        await rt.close()


async def test_a_confirmed_plan_runs_again_from_its_template_with_new_values(
        home: Path, api: FakeModelAPI) -> None:
    rt = await open_model_rt(home, api)
    try:
        ws = workspace(rt)
        (ws / "Vecchi" / "a.tmp").write_text("x")
        (ws / "Scarti" / "b.tmp").write_text("x")
        api.plan(removal("Vecchi"))
        asked = await say(rt, CLEAR.format("Vecchi"))
        assert asked.prompt is not None
        done = await rt.resume(asked.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
        assert done.status == "answered" and not (ws / "Vecchi" / "a.tmp").exists()
        assert len(api.requests) == 1
        # a paraphrase with another value: the template, no model call, still asks first
        again = await say(rt, CLEAR.format("Scarti"))
        assert len(api.requests) == 1 and await path_of(rt) == "autopath"
        assert again.prompt is not None and "b.tmp" in again.text
        assert (ws / "Scarti" / "b.tmp").exists()
        ok = await rt.resume(again.prompt.dialogue_id, "yes", user="admin", conversation_id="c1")
        assert ok.status == "answered" and not (ws / "Scarti" / "b.tmp").exists()
        # a place the user does not have is never filled in: "there is no such folder"
        nowhere = await say(rt, CLEAR.format("Nowhere"))
        assert nowhere.status == "refused" and "Nowhere" in nowhere.text
        assert len(api.requests) == 1 and await path_of(rt) == "new_proposal"
    finally:
        await rt.close()


async def test_giusto_promotes_and_sbagliato_demotes(home: Path, api: FakeModelAPI) -> None:
    rt = await open_model_rt(home, api)
    try:
        api.plan(listing("Acquisti"))
        await say(rt, ASK)
        kept = await say(rt, "giusto")
        assert "la prossima volta" in kept.text
        reply = await say(rt, ASK_OTHER)
        assert reply.status == "answered" and len(api.requests) == 1
        assert await path_of(rt) == "autopath"
        wrong = await say(rt, "sbagliato")
        assert "Mi dispiace" in wrong.text
        await say(rt, ASK_OTHER)  # one rejection: still a template
        await say(rt, "wrong")
        api.plan(listing("Fornitori"))
        await say(rt, ASK_OTHER)  # two: dropped, the model plans it
        assert len(api.requests) == 2
    finally:
        await rt.close()


async def test_a_reused_plan_that_fails_before_any_effect_is_planned_anew(
        home: Path, api: FakeModelAPI) -> None:
    rt = await open_model_rt(home, api)
    try:
        api.plan(listing("Acquisti"))
        await say(rt, ASK)
        (workspace(rt) / "Acquisti" / "q.txt").unlink()
        (workspace(rt) / "Acquisti").rmdir()  # the stored plan's folder is gone
        api.plan({"refuse": "There is no such folder."})
        reply = await say(rt, ASK)
        assert len(api.requests) == 2  # dropped, asked anew
        row = await rt.trace(user="admin")
        assert row is not None and "reuse_failed" in json.dumps(row.trace)
        assert reply.status in ("refused", "answered")
    finally:
        await rt.close()


async def test_a_stray_yes_never_reaches_the_model(home: Path, api: FakeModelAPI) -> None:
    rt = await open_model_rt(home, api)
    try:
        for text in ("sì", "yes", "ok", "2"):
            await say(rt, text)
        assert api.requests == []
    finally:
        await rt.close()


async def test_the_model_is_not_offered_what_the_policy_refuses(home: Path, api: FakeModelAPI) -> None:
    settings = model_settings(home, api).model_copy(update={"policy": model_settings(
        home, api).policy.model_copy(update={"roles": {"user": {"delete_files": "refuse"}}})})
    rt = await Runtime.open(settings)
    try:
        await rt.users.ensure("bob", role="user")
        await rt.users.ensure("admin", role="admin")
        api.plan({"refuse": "no"})
        await say(rt, "Clear out the leftover scraps", user="bob")
        api.plan({"refuse": "no"})
        await say(rt, "Clear out the leftover scraps", user="admin")
        bob_prompt, admin_prompt = api.requests[0].system, api.requests[1].system
        assert "delete_files" not in bob_prompt and "delete_files" in admin_prompt
    finally:
        await rt.close()


async def test_a_thumbs_up_in_telegram_keeps_the_plan_as_a_template(home: Path, api: FakeModelAPI) -> None:
    from tests.e2e.telegram_harness import running_bot

    planning = {"base_url": api.url + "/v1", "model": "test-model", "timeout_seconds": 2}
    async with running_bot(home, sections={"models": {"planning": planning}}) as h:
        await h.pair(1001, "anna")
        ws = h.rt.workspace_for(await _anna(h.rt))
        for folder in ("Acquisti", "Fornitori"):
            (ws.root / folder).mkdir()
            (ws.root / folder / "q.txt").write_text("Fornitore: Rossi\nTotale: 10,00 €\n")
        api.plan(listing("Acquisti"))
        [answer] = await h.ask(1001, ASK)
        assert "Rossi" in (answer.visible or "")
        before = len(h.to(1001))
        await h.api.user_reacts(1001, answer.message_id, "👍")
        kept = (await h.api.wait_for_messages(1001, before + 1))[before]
        assert "la prossima volta" in (kept.visible or "")
        [again] = await h.ask(1001, ASK_OTHER)
        assert "Rossi" in (again.visible or "") and len(api.requests) == 1  # from the template


async def _anna(rt: Runtime) -> Any:
    found = await rt.users.by_name("anna")
    assert found is not None
    return found
