"""No silent caps: an effect takes every file resolved from the request, or its prompt says "N of M".

Through the real runtime on real files: a folder ``Vecchi`` with hundreds of ``.txt`` files,
a request in words, the confirmation prompt, the yes or the no, and the disk afterwards. A
listing stays capped for display (``general.max_list_items`` lines and "… and N more"); the
search behind it, and whatever effect follows it, is not.

The plans here would be handed to a background job above ``lre.items_threshold`` items; the
tests keep them in the foreground (threshold set high) so that they check the prompt and the
effect, not the job machinery.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from runtime.catalog.builtin import files
from runtime.config import Settings
from runtime.engine.context import ExecContext
from runtime.i18n import t
from runtime.planning.prompt import GROUNDING_FILES, grounding_note
from runtime.runtime import Runtime
from runtime.turn import Reply
from tests.conftest import make_settings, say, workspace

MAX_LIST_ITEMS = 20


@pytest.fixture
def settings(home: Path) -> Settings:
    return make_settings(home, lre={"items_threshold": 1_000_000},
                         general={"max_list_items": MAX_LIST_ITEMS})


def old_files(rt: Runtime, count: int, *, ext: str = "txt") -> Path:
    """A workspace folder ``Vecchi`` holding `count` files, plus one file that is not a ``.txt``."""
    folder = workspace(rt) / "Vecchi"
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        (folder / f"nota_{i:05}.{ext}").write_text(f"nota {i}\n", encoding="utf-8")
    (folder / "foto.jpg").write_bytes(b"\xff\xd8\xff\xe0")
    return folder


def txt_in(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.txt"))


def trashed(rt: Runtime) -> list[Path]:
    trash = rt.settings.data_dir / "users" / "admin" / "trash"
    return sorted(p for p in trash.rglob("*") if p.is_file()) if trash.exists() else []


def bullets(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("• ")]


def cap_search(monkeypatch: pytest.MonkeyPatch, cap: int) -> None:
    """A search that hands over at most `cap` files, as a lower safety cap would."""
    real: Callable[[ExecContext, files.FindFilesArgs], Any] = files._find_sync

    def capped(ctx: ExecContext, args: files.FindFilesArgs) -> Any:
        return real(ctx, args.model_copy(update={"limit": min(args.limit, cap)}))

    monkeypatch.setattr(files, "_find_sync", capped)


async def press(rt: Runtime, reply: Reply, choice: str) -> Reply:
    assert reply.prompt is not None, reply.text
    assert [c.key for c in reply.prompt.choices] == ["yes", "no"]
    return await rt.resume(reply.prompt.dialogue_id, choice, user="admin", conversation_id="c1")


DELETE = {"it": "elimina i file txt nella cartella Vecchi", "en": "delete the txt files in the Vecchi folder"}


# --- (a) every file found is the effect's set -------------------------------------------------


async def test_deleting_400_txt_files_asks_for_400_and_trashes_all_400(rt: Runtime) -> None:
    folder = old_files(rt, 400)
    asked = await say(rt, DELETE["it"], locale="it")
    assert asked.prompt is not None and asked.prompt.kind == "confirm", asked.text
    assert asked.prompt.text.startswith("Sposto 400 file (nota_00000.txt"), asked.prompt.text
    assert "nel cestino" in asked.prompt.text and " su " not in asked.prompt.text
    assert len(txt_in(folder)) == 400  # nothing happens before the yes

    done = await press(rt, asked, "yes")
    assert txt_in(folder) == [] and (folder / "foto.jpg").exists()
    gone = trashed(rt)
    assert len(gone) == 400 and {p.name for p in gone} == {f"nota_{i:05}.txt" for i in range(400)}
    # the answer tells all 400, and lists only what fits on a screen
    assert done.text.startswith("Ho spostato 400 file nel cestino"), done.text
    assert len(bullets(done.text)) == MAX_LIST_ITEMS
    assert t("answer.more", "it", count=400 - MAX_LIST_ITEMS) in done.text


async def test_a_plan_written_out_takes_every_file_its_search_found(rt: Runtime) -> None:
    """The same for a plan as a model writes it: find → delete, no limit given."""
    folder = old_files(rt, 400)
    plan = {"steps": [{"tool": "find_files", "args": {"base_path": "~/Vecchi", "pattern": "*.txt"}},
                      {"tool": "delete_files", "args": {"from_step": 1}}]}
    asked = await rt.run_plan(plan, user="admin", conversation_id="c1", locale="en")
    assert asked.prompt is not None
    assert asked.prompt.text.startswith("Move 400 files (nota_00000.txt"), asked.prompt.text
    await press(rt, asked, "yes")
    assert txt_in(folder) == [] and len(trashed(rt)) == 400


async def test_them_after_a_long_listing_means_every_file_of_it(rt: Runtime) -> None:
    folder = old_files(rt, 400)
    listed = await say(rt, "quali file txt ci sono in Vecchi?", locale="it")
    assert len(bullets(listed.text)) == MAX_LIST_ITEMS
    asked = await say(rt, "cancellali", locale="it")
    assert asked.prompt is not None and asked.prompt.text.startswith("Sposto 400 file"), asked.text
    await press(rt, asked, "yes")
    assert txt_in(folder) == [] and len(trashed(rt)) == 400


# --- (b) a search that stopped short: the prompt says "N of M", and no leaves all in place ----


@pytest.mark.parametrize(("locale", "said"), [
    ("it", "Sposto nel cestino 1.000 file su 1.200 trovati (nota_00000.txt"),
    ("en", "Move 1,000 of the 1,200 files found (nota_00000.txt"),
])
async def test_a_capped_search_makes_the_prompt_say_n_of_m(rt: Runtime, monkeypatch: pytest.MonkeyPatch,
                                                             locale: str, said: str) -> None:
    cap_search(monkeypatch, 1000)
    folder = old_files(rt, 1200)
    asked = await say(rt, DELETE[locale], locale=locale)
    assert asked.prompt is not None, asked.text
    assert asked.prompt.text.startswith(said), asked.prompt.text
    rest = {"it": "gli altri restano dove sono", "en": "the others stay where they are"}[locale]
    assert rest in asked.prompt.text
    await press(rt, asked, "no")
    assert len(txt_in(folder)) == 1200 and trashed(rt) == []


async def test_yes_to_n_of_m_trashes_exactly_the_n(rt: Runtime, monkeypatch: pytest.MonkeyPatch) -> None:
    cap_search(monkeypatch, 150)
    folder = old_files(rt, 400)
    asked = await say(rt, DELETE["it"], locale="it")
    assert asked.prompt is not None
    assert asked.prompt.text.startswith("Sposto nel cestino 150 file su 400 trovati"), asked.prompt.text
    await press(rt, asked, "yes")
    assert len(trashed(rt)) == 150 and len(txt_in(folder)) == 250


async def test_a_stopped_scan_makes_the_prompt_say_there_may_be_more(rt: Runtime,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(files, "SCAN_LIMIT", 100)
    old_files(rt, 400)
    asked = await say(rt, DELETE["en"], locale="en")
    assert asked.prompt is not None
    text = asked.prompt.text
    # 100 files looked at: foto.jpg and the first 99 notes
    assert text.startswith("Move 99 files (nota_00000.txt") and "there may be others" in text, text
    listed = await say(rt, "which files are in Vecchi?", locale="en")
    assert "(the search stopped after looking at 100 files: there may be more)" in listed.text


async def test_copying_part_of_what_was_found_is_asked_first(rt: Runtime) -> None:
    """Copying is allowed without a prompt, but not a part of the files taken for the whole."""
    old_files(rt, 30)
    copies = workspace(rt) / "Copie"
    plan = {"steps": [{"tool": "find_files", "args": {"base_path": "~/Vecchi", "pattern": "*.txt",
                                                       "limit": 5}},
                      {"tool": "copy_files", "args": {"from_step": 1, "destination": "~/Copie"}}]}
    asked = await rt.run_plan(plan, user="admin", conversation_id="c1", locale="it")
    assert asked.prompt is not None, asked.text
    assert asked.prompt.text.startswith("Copio 5 file su 30 trovati (nota_00000.txt"), asked.prompt.text
    assert not copies.exists()
    await press(rt, asked, "yes")
    assert len(list(copies.iterdir())) == 5
    whole = {"steps": [{**plan["steps"][0], "args": {"base_path": "~/Vecchi", "pattern": "*.txt"}},
                       {"tool": "copy_files", "args": {"from_step": 1, "destination": "~/Tutte"}}]}
    done = await rt.run_plan(whole, user="admin", conversation_id="c1", locale="it")
    assert done.prompt is None and len(list((workspace(rt) / "Tutte").iterdir())) == 30


async def test_them_after_a_capped_listing_says_how_many_are_taken(rt: Runtime,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    cap_search(monkeypatch, 150)
    old_files(rt, 400)
    await say(rt, "quali file txt ci sono in Vecchi?", locale="it")
    asked = await say(rt, "cancellali", locale="it")
    assert asked.prompt is not None and asked.prompt.text.startswith("Sposto 150 file"), asked.text
    assert "Valgono solo 150 file su 400 trovati prima; gli altri restano come sono." in asked.text
    await press(rt, asked, "no")
    assert trashed(rt) == []


# --- (c) a listing stays a display cap ----------------------------------------------------------


@pytest.mark.parametrize(("locale", "text", "found"), [
    ("it", "quali file ci sono in Vecchi", "Ho trovato 401 file in ~/Vecchi"),
    ("en", "which files are in Vecchi?", "Found 401 files in ~/Vecchi"),
])
async def test_a_listing_shows_at_most_max_list_items_and_says_how_many_more(
        rt: Runtime, locale: str, text: str, found: str) -> None:
    folder = old_files(rt, 400)
    listed = await say(rt, text, locale=locale)
    assert listed.prompt is None and listed.text.startswith(found), listed.text
    assert len(bullets(listed.text)) == MAX_LIST_ITEMS
    assert listed.text.rstrip().endswith(t("answer.more", locale, count=401 - MAX_LIST_ITEMS))
    assert len(txt_in(folder)) == 400  # a listing changes nothing


def test_a_model_planner_is_told_when_the_last_answer_had_more_files_than_it_sees() -> None:
    last = tuple(f"~/Vecchi/nota_{i:05}.txt" for i in range(400))
    note = grounding_note([], last)
    assert "~/Vecchi/nota_00019.txt" in note and "~/Vecchi/nota_00020.txt" not in note
    assert f"had 400 files, only the first {GROUNDING_FILES} are listed" in note
    assert "had" not in grounding_note([], last[:GROUNDING_FILES])


async def test_a_content_search_with_more_matches_than_it_shows_says_there_are_more(rt: Runtime) -> None:
    folder = workspace(rt) / "Banca"
    folder.mkdir()
    for i in range(25):
        (folder / f"estratto_{i:02}.txt").write_text(f"Estratto conto {i}\nIBAN IT60X0542811101000000{i:06}\n")
    plan = {"steps": [{"tool": "search_files", "args": {"query": "IBAN", "base_path": "~/Banca", "limit": 20}}]}
    many = await rt.run_plan(plan, user="admin", conversation_id="c1", locale="en")
    assert t("answer.search_more", "en", shown=20) in many.text, many.text
    plan["steps"][0]["args"]["limit"] = 30
    every = await rt.run_plan(plan, user="admin", conversation_id="c1", locale="en")
    assert "there are more" not in every.text and "Found 25 documents" in every.text, every.text
