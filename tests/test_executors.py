"""Built-in executors on real files, each through the invocation point."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from runtime.i18n import keys
from runtime.runtime import Runtime
from tests.conftest import workspace


async def run(rt: Runtime, *steps: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    reply = await rt.run_plan({"steps": list(steps)}, user="admin", conversation_id="x")
    if reply.prompt is not None:
        reply = await rt.resume(reply.prompt.dialogue_id, "yes", user="admin", conversation_id="x")
    row = await rt.trace(user="admin", turn_id=reply.turn_id)
    recs = [e for e in row.trace if e["kind"] == "records"][-1]["data"]
    return reply, recs


async def test_find_files_limit_is_declared_as_truncation_with_the_real_total(rt: Runtime) -> None:
    for i in range(30):
        (workspace(rt) / f"n{i:02}.md").write_text("x")
    reply, recs = await run(rt, {"tool": "find_files", "args": {"pattern": "*.md", "limit": 5}})
    assert "Found 30 files in ~" in reply.text and "(showing 5 of 30)" in reply.text


async def test_find_files_matches_several_patterns_case_insensitively(rt: Runtime) -> None:
    ws = workspace(rt)
    for name in ("A.PDF", "b.docx", "c.txt", ".hidden.pdf"):
        (ws / name).write_text("x")
    reply, _ = await run(rt, {"tool": "find_files", "args": {"pattern": "*.pdf,*.docx"}})
    assert "~/A.PDF" in reply.text and "~/b.docx" in reply.text
    assert "c.txt" not in reply.text and "hidden" not in reply.text


async def test_move_reports_conflicts_per_file_and_moves_the_rest(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "In").mkdir()
    (ws / "Out").mkdir()
    (ws / "In" / "a.txt").write_text("a")
    (ws / "In" / "b.txt").write_text("b")
    (ws / "Out" / "b.txt").write_text("already here")
    reply, recs = await run(rt,
                            {"tool": "find_files", "args": {"base_path": "~/In"}},
                            {"tool": "move_files", "args": {"from_step": 1, "destination": "~/Out"}})
    assert recs["2"]["status"] == "partial"
    assert (ws / "Out" / "a.txt").read_text() == "a"
    assert (ws / "Out" / "b.txt").read_text() == "already here" and (ws / "In" / "b.txt").exists()
    assert "~/In/b.txt — a file with that name is already there" in reply.text


async def test_rename_then_undo_moves_it_back(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "draft.txt").write_text("d")
    await run(rt, {"tool": "move_files", "args": {"paths": ["~/draft.txt"], "destination": "~/final.txt"}})
    assert (ws / "final.txt").exists() and not (ws / "draft.txt").exists()
    reply = await rt.run_plan({"steps": [{"tool": "undo_last_turn"}]}, user="admin")
    assert (ws / "draft.txt").read_text() == "d" and "moved back" in reply.text


async def test_delete_of_a_missing_file_fails_before_asking(rt: Runtime) -> None:
    reply = await rt.run_plan({"steps": [{"tool": "delete_files", "args": {"paths": ["~/ghost.txt"]}}]},
                              user="admin")
    assert reply.prompt is None and "~/ghost.txt does not exist" in reply.text


def entries_steps(op: str) -> list[dict[str, Any]]:
    return [
        {"tool": "find_files", "args": {"base_path": "~/Q", "pattern": "*.txt"}},
        {"tool": "read_files", "args": {"from_step": 1}},
        {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["supplier", "price"]}},
        {"tool": "compute_entries", "args": {"from_step": 3, "op": op}},
    ]


def write_quotes(ws: Path) -> None:
    (ws / "Q").mkdir()
    for name, total in (("alfa", "100,00"), ("beta", "250,50"), ("gamma", "75,25")):
        (ws / "Q" / f"{name}.txt").write_text(f"Fornitore: {name.title()} SRL\nTotale: € {total}\n")


async def test_compute_sum_average_min_max(rt: Runtime) -> None:
    write_quotes(workspace(rt))
    expected = {"sum": "Total price over 3 entries: €425.75.",
                "average": "Average price over 3 entries: €141.92.",
                "min": "Lowest price: Gamma SRL, €75.25 (gamma.txt).",
                "max": "Highest price: Beta SRL, €250.50 (beta.txt)."}
    for op, text in expected.items():
        reply = await rt.run_plan({"steps": entries_steps(op)}, user="admin")
        assert text in reply.text, (op, reply.text)


async def test_filter_and_sort_entries(rt: Runtime) -> None:
    write_quotes(workspace(rt))
    steps = entries_steps("count")[:3] + [
        {"tool": "filter_entries", "args": {"from_step": 3, "field": "prezzo", "op": "gt", "value": "90"}},
        {"tool": "sort_entries", "args": {"from_step": 4, "field": "price", "descending": True}},
    ]
    reply = await rt.run_plan({"steps": steps}, user="admin")
    assert "2 of 3 entries match." in reply.text
    table = reply.text[reply.text.index("Supplier"):]
    assert table.index("Beta SRL") < table.index("Alfa SRL") and "Gamma" not in table


async def test_spreadsheet_from_files_lists_them(rt: Runtime) -> None:
    ws = workspace(rt)
    (ws / "x.txt").write_text("hello")
    await run(rt, {"tool": "find_files", "args": {"pattern": "*.txt"}},
              {"tool": "create_files_spreadsheet", "args": {"from_step": 1, "path": "~/files.csv"}})
    text = (ws / "files.csv").read_text(encoding="utf-8-sig")
    assert text.splitlines()[0].startswith("Path") and "~/x.txt" in text.splitlines()[1]


def test_the_two_message_catalogs_have_the_same_keys() -> None:
    assert keys("it") == keys("en")
