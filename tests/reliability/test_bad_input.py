"""Bad input is a value: bombs, huge and nested plans, invalid UTF-8, control characters.

Decompression bombs are read by ``read_files`` in a child process that opened the runtime and
read a tiny document of the same kind first; its resident memory before the read and its peak
during the read (``VmRSS``, and ``VmHWM`` reset just before) tell what the document cost — and
the same of the document workers (``runtime.documents.work``), where the parsing happens; the
child runs under an address-space limit, so a bomb that wins takes only the child down. Sizes
are the inflated size of the hostile part, small here; the bench raises them
(``METNOS_BOMB_SCALE``) to the issue's scale.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from openpyxl import load_workbook

from bot.telegram.render import escape_html
from bot.terminal import render_reply
from runtime.plan.parse import MAX_PLAN_BYTES, PlanFileError
from runtime.runtime import Runtime
from runtime.turn import Reply, Request
from tests.conftest import make_settings, workspace
from tests.reliability.bombs import BOMBS, zip_entries
from tests.reliability.conftest import open_turns
from tests.scoring import Score
from tests.test_cli import REPO

FAMILY = "bad input"
#: Inflated megabytes of each bomb here (small: the slow readers stay cheap to try); the bench
#: multiplies them by METNOS_BOMB_SCALE.
SIZES = {"docx-paragraphs": 4, "docx-one-run": 16, "xlsx-shared-strings": 16, "xlsx-inline-string": 32,
         "xlsx-rows": 1, "pdf-stream": 1.5}
SCALE = float(os.environ.get("METNOS_BOMB_SCALE", "1"))
#: A streaming reader's memory does not grow with the document: a document may cost at most
#: this much above the warmed-up process, whatever its size.
EXTRA_MIB = 32
PEAK_MIB = 512
READ_SECONDS = float(os.environ.get("METNOS_BOMB_SECONDS", "15"))

CHILD = """
import asyncio, json, os, resource, sys, time
from pathlib import Path
from runtime.config import Settings
from runtime.runtime import Runtime

from runtime.documents.work import worker_pids

def kib(field, pid="self"):
    try:  # Linux: the resident set now (VmRSS) and its peak since the last reset (VmHWM)
        with open(f"/proc/{pid}/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith(field + ":"))
    except (OSError, StopIteration):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss if pid == "self" else 0

def reset_peak(pid="self"):
    try:
        with open(f"/proc/{pid}/clear_refs", "w") as refs:
            refs.write("5")  # the peak starts again from the resident set now
    except OSError:
        pass

def read(name):
    return {"steps": [{"tool": "read_files", "args": {"paths": ["~/" + name]}}]}

async def main(home, name, small):
    files = Path(home) / "users" / "admin" / "files"
    async with await Runtime.open(Settings(home=home)) as rt:
        await rt.users.ensure("admin", role="admin")
        if small:  # a tiny document of the same kind first: the reader is loaded and warm
            os.replace(Path(home) / "staged" / small, files / small)
            await rt.run_plan(read(small), user="admin")
        os.replace(Path(home) / "staged" / name, files / name)  # moved in only now: nothing read it before
        workers = worker_pids()
        for pid in ["self", *workers]:
            reset_peak(pid)
        before = {pid: kib("VmRSS", pid) for pid in ["self", *workers]}
        started = time.monotonic()
        reply = await rt.run_plan(read(name), user="admin", locale="en")
        took = time.monotonic() - started
        after = {pid: kib("VmHWM", pid) for pid in ["self", *worker_pids()]}
        # the process that paid most: this one, or the worker that parsed the document
        costliest = max(after, key=lambda pid: after[pid] - before.get(pid, 0))
        print(json.dumps({"before_kib": before.get(costliest, 0), "after_kib": after[costliest],
                          "peak_kib": max(after.values()), "workers": len(after) - 1,
                          "process": "runtime" if costliest == "self" else "worker", "seconds": took,
                          "text": reply.text[:300]}))

asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3]))
"""


def _limit() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))


def read_in_a_child(home: Path, name: str, small: str = "") -> dict[str, float | str]:
    """Read ``staged/name`` (after ``staged/small``, when given) in a child; what it cost."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("METNOS_")}
    done = subprocess.run([sys.executable, "-c", CHILD, str(home), name, small], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=READ_SECONDS * 4 + 30, preexec_fn=_limit)
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, float | str] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(BOMBS))
def test_a_decompression_bomb_is_read_within_a_budget(home: Path, score: Score, kind: str) -> None:
    name, build = BOMBS[kind]
    (home / "users" / "admin" / "files").mkdir(parents=True)
    (home / "staged").mkdir()
    path = build(home / "staged" / name, SIZES[kind] * SCALE)
    build(home / "staged" / f"small-{name}", 0.05)
    assert path.stat().st_size < 20 * 1024 * 1024  # within Telegram's upload limit
    seen = read_in_a_child(home, name, f"small-{name}")
    extra = (float(seen["after_kib"]) - float(seen["before_kib"])) / 1024
    peak = float(seen["peak_kib"]) / 1024
    score.add("peak_document_mib", round(peak, 1))
    assert peak < PEAK_MIB and extra < EXTRA_MIB, (kind, extra, seen)
    assert float(seen["seconds"]) < READ_SECONDS, seen


@pytest.mark.slow
def test_a_package_of_ten_thousand_parts_is_read_within_a_budget(home: Path, score: Score) -> None:
    (home / "users" / "admin" / "files").mkdir(parents=True)
    (home / "staged").mkdir()
    zip_entries(home / "staged" / "tante.docx", 10_000)
    zip_entries(home / "staged" / "poche.docx", 10)
    seen = read_in_a_child(home, "tante.docx", "poche.docx")
    score.add("peak_document_mib", round(float(seen["peak_kib"]) / 1024, 1))
    assert float(seen["peak_kib"]) / 1024 < PEAK_MIB and float(seen["seconds"]) < READ_SECONDS


#: Hostile lines for the rules that read quotes: each unit repeated along a line. Every rule is
#: linear in a line (and a line is looked at up to ``extract.MAX_LINE_CHARS`` characters).
LINES = {
    "one-word": "A",  # a token with no "@" in it, for `\S+@\S+`
    "brackets": "<",  # tags never closed, for `<[^>]*>`
    "signed-numbers": "-1 ",  # an amount after an amount: the label searched for behind each
    "hash-numbers": "#1",
    "dates": "12/03/2026 ",  # dates after dates: the label searched for behind each
    "items": "1 2,00 2,00 ",  # item rows (quantity, unit price, amount) one after the other
}


def _took(build: Callable[[int], str], chars: int, tries: int) -> float:
    from runtime.documents.extract import extract_entries

    text = build(chars)
    best = float("inf")
    for _ in range(tries):
        started = time.perf_counter()
        extract_entries(text, ["fornitore", "prezzo", "data", "quantita", "descrizione"], source="x.txt")
        best = min(best, time.perf_counter() - started)
    return best


@pytest.mark.parametrize("unit", sorted(LINES))
def test_a_long_supplier_line_is_extracted_in_linear_time(unit: str) -> None:
    def one_line(chars: int) -> str:  # the issue's case: one line of hundreds of thousands
        return "Fornitore: " + LINES[unit] * (chars // len(LINES[unit])) + "\nTotale: 100,00 EUR\n"

    def many_lines(chars: int) -> str:  # lines within the length looked at: the rules themselves
        line = LINES[unit] * (chars // len(LINES[unit]))
        return "Fornitore: " + line + "\n" + (line + "\n") * 20 + "Totale: 100,00 EUR\n"

    for build, small_chars in ((one_line, 4000), (many_lines, 450)):
        small, large = _took(build, small_chars, 3), _took(build, 4 * small_chars, 1)
        assert large < 8 * small + 0.05, (build.__name__, small, large)  # four times: linear x4, quadratic x16


def test_a_long_run_of_stops_is_summarized_in_linear_time() -> None:
    from runtime.documents.summarize import summarize

    def took(chars: int, tries: int) -> float:
        text = "Premessa. " + "!" * chars + "x e poi altro testo.\n"
        best = float("inf")
        for _ in range(tries):
            started = time.perf_counter()
            summarize(text, max_sentences=3)
            best = min(best, time.perf_counter() - started)
        return best

    small, large = took(4000, 3), took(16000, 1)
    assert large < 8 * small + 0.05, (small, large)


# --- plans ---------------------------------------------------------------------------------


def _huge() -> dict[str, object]:
    return {"steps": [{"tool": "get_now", "args": {"pad": "x" * (MAX_PLAN_BYTES + 10)}}]}


def _nested() -> dict[str, object]:
    value: object = "x"
    for _ in range(200):
        value = [value]
    return {"steps": [{"tool": "find_files", "args": {"pattern": value}}]}


PLANS = {
    "huge": _huge,
    "nested": _nested,
    "ten-thousand-steps": lambda: {"steps": [{"tool": "get_now"}] * 10_000},
    "nul-in-a-value": lambda: {"steps": [{"tool": "find_files", "args": {"pattern": "a\x00b"}}]},
    "lone-surrogate": lambda: {"steps": [{"tool": "find_files", "args": {"pattern": "\ud800"}}]},
    "tool-name-of-ten-thousand-chars": lambda: {"steps": [{"tool": "x" * 10_000}]},
    "reference-to-itself": lambda: {"steps": [{"tool": "read_files", "args": {"from_step": 1}}]},
    "template-to-a-later-step": lambda: {"steps": [{"tool": "write_files", "args": {
        "path": "~/{{step2.value}}", "content": "x"}}, {"tool": "get_now"}]},
    "steps-not-a-list": lambda: {"steps": {"tool": "get_now"}},
    "args-not-an-object": lambda: {"steps": [{"tool": "get_now", "args": "rm -rf ~"}]},
}


@pytest.mark.parametrize("name", sorted(PLANS))
async def test_a_malformed_plan_is_refused_in_one_line_and_closes_its_turn(rt: Runtime, name: str) -> None:
    before = (rt.settings.data_dir / "metnos.db").stat().st_size
    try:
        reply = await rt.run_plan(PLANS[name](), user="admin", locale="en")
        said, status = reply.text, reply.status
    except PlanFileError as exc:
        said, status = str(exc), "invalid"
    assert status in ("invalid", "refused") and said and len(said) < 2000
    assert await open_turns(rt) == 0
    assert (rt.settings.data_dir / "metnos.db").stat().st_size < before + MAX_PLAN_BYTES  # never stored whole


# --- requests and files ----------------------------------------------------------------------

TEXTS = {
    "lone-surrogate": "elenca i file \ud800 nella cartella",
    "nul": "che ore\x00 sono?",
    "terminal-escapes": "\x1b[2J\x1b]0;pwned\x07elenca i file",
    "bidi-override": "elimina il file \u202etxt.exe",
    "hundred-thousand-chars": "elenca i file " + "a" * 100_000,
    "only-controls": "\x01\x02\x03\x7f",
    "zero-width-and-bom": "\ufeff\u200bche ore sono?\u200d",
}


@pytest.mark.parametrize("name", sorted(TEXTS))
async def test_a_strange_request_gets_one_answer_and_closes_its_turn(rt: Runtime, name: str) -> None:
    started = time.monotonic()
    reply = await rt.handle(Request(user="admin", text=TEXTS[name], conversation_id="c1"))
    if reply.prompt is not None:
        reply = await rt.resume(reply.prompt.dialogue_id, "no", user="admin", conversation_id="c1")
    assert reply.text and time.monotonic() - started < 5 and await open_turns(rt) == 0
    for shown in (render_reply(reply), escape_html(reply.text)):
        assert "\x1b" not in shown and "\u202e" not in shown and "\x00" not in shown


async def _list(rt: Runtime) -> Reply:
    return await rt.handle(Request(user="admin", text="elenca i file nella cartella Strani", conversation_id="c1"))


@pytest.mark.parametrize("name", [b"\xff\xfe-latin.txt", "fattura\u202etxt.exe".encode(),
                                  b"\x1b[31mrosso.txt", "a\u200bb.txt".encode(), b"line\nbreak.txt"],
                         ids=["invalid-utf8", "bidi", "escape", "zero-width", "newline"])
async def test_a_strange_file_name_is_listed_and_shown_harmlessly(rt: Runtime, name: bytes) -> None:
    folder = workspace(rt) / "Strani"
    folder.mkdir()
    with open(os.path.join(os.fsencode(folder), name), "wb") as fh:
        fh.write(b"x")
    reply = await _list(rt)
    assert reply.status == "answered" and await open_turns(rt) == 0
    for shown in (render_reply(reply), escape_html(reply.text)):
        assert "\x1b" not in shown and "\u202e" not in shown
        shown.encode("utf-8")  # no lone surrogate reaches a screen


@pytest.mark.parametrize("data", [b"\xff\xfe\xfa invalid utf-8 \xc3\x28 and more", b"\xef\xbb\xbf\xed\xa0\x80 surrogate",
                                  b"ok\r\r\r\n\x1b[2J" * 1000], ids=["invalid-utf8", "encoded-surrogate", "escapes"])
async def test_a_file_of_strange_bytes_is_read_as_a_value(rt: Runtime, data: bytes) -> None:
    (workspace(rt) / "strano.txt").write_bytes(data)
    reply = await rt.run_plan({"steps": [{"tool": "read_files", "args": {"paths": ["~/strano.txt"]}}]},
                              user="admin", locale="en")
    assert reply.text and await open_turns(rt) == 0
    render_reply(reply).encode("utf-8")


async def test_a_formula_in_a_document_is_written_as_text_not_as_a_formula(rt: Runtime) -> None:
    (workspace(rt) / "q.txt").write_text('Fornitore: =HYPERLINK("http://evil.example","x")\nTotale: 100,00 EUR\n')
    await rt.run_plan({"steps": [
        {"tool": "read_files", "args": {"paths": ["~/q.txt"]}},
        {"tool": "extract_entries", "args": {"from_step": 1, "fields": ["fornitore", "prezzo"]}},
        {"tool": "create_files_spreadsheet", "args": {"from_step": 2, "path": "~/t.xlsx"}}]},
        user="admin", locale="en")
    book = load_workbook(workspace(rt) / "t.xlsx")
    try:
        kinds = [c.data_type for row in book.active.iter_rows() for c in row]
    finally:
        book.close()
    assert "f" not in kinds


@pytest.mark.slow
def test_a_plan_file_of_invalid_utf8_is_one_line(tmp_path: Path, home: Path) -> None:
    from tests.test_cli import metnos

    plan = tmp_path / "p.json"
    plan.write_bytes(b'{"steps": [{"tool": "get_now", "args": {"x": "\xff\xfe"}}]}')
    out = metnos(home, "plan", "run", str(plan))
    assert out.returncode != 0 and len(out.stderr.strip().splitlines()) == 1


async def test_settings_on_a_fresh_home_survive_an_empty_database_file(home: Path) -> None:
    home.mkdir(parents=True)
    (home / "metnos.db").write_bytes(b"")
    async with await Runtime.open(make_settings(home)) as rt:
        await rt.users.ensure("admin", role="admin")
        reply = await rt.handle(Request(user="admin", text="che ore sono?", conversation_id="c"))
    assert reply.status == "answered"
