"""The ``metnos`` command as users and scripts drive it: real subprocesses, real files."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]


def metnos(home: Path, *args: str, stdin: str = "", env: dict[str, str] | None = None,
           timeout: float = 60) -> subprocess.CompletedProcess[str]:
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("METNOS_")}
    full_env.update({"METNOS_HOME": str(home),
                     "METNOS_CATALOG__EXTRA_MODULES": '["tests.fakes.executors"]'})
    full_env.update(env or {})
    return subprocess.run([sys.executable, "-m", "bot", *args], input=stdin, text=True,
                          capture_output=True, cwd=REPO, env=full_env, timeout=timeout)


def write_plan(tmp_path: Path, steps: list[dict[str, Any]], name: str = "plan.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps({"steps": steps}))
    return path


def ws(home: Path, user: str = "admin") -> Path:
    path = home / "users" / user / "files"
    path.mkdir(parents=True, exist_ok=True)
    return path


def test_plan_check_accepts_the_spec_example(tmp_path: Path, home: Path) -> None:
    plan = write_plan(tmp_path, [
        {"tool": "find_files", "args": {"base_path": "~/Acquisti", "pattern": "*.pdf"}},
        {"tool": "read_files", "args": {"from_step": 1}},
        {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["fornitore", "prezzo"]}},
        {"tool": "create_files_spreadsheet", "args": {"from_step": 3, "path": "~/Acquisti/riepilogo.xlsx"}},
    ])
    out = metnos(home, "plan", "check", str(plan))
    assert out.returncode == 0, out.stderr
    assert "ok: 4 step(s) valid" in out.stdout


def test_plan_check_prints_each_problem_and_fails(tmp_path: Path, home: Path) -> None:
    plan = write_plan(tmp_path, [{"tool": "nope"}, {"tool": "read_files", "args": {"from_step": 5}}])
    out = metnos(home, "plan", "check", str(plan))
    assert out.returncode == 1
    assert "unknown_executor" in out.stdout and "bad_reference" in out.stdout
    assert out.stderr.strip() == ('metnos: invalid plan: 2 problem(s), the first: '
                                  'step 1: there is no executor named "nope" in the catalog')


@pytest.mark.parametrize(("content", "reason"), [
    ("{oops", "not valid JSON"), ('{"steps": 3}', "not a plan"), (None, "no such plan file"),
])
def test_bad_plan_files_exit_non_zero_with_one_line(tmp_path: Path, home: Path,
                                                    content: str | None, reason: str) -> None:
    path = tmp_path / "p.json"
    if content is not None:
        path.write_text(content)
    out = metnos(home, "plan", "run", str(path))
    assert out.returncode == 1
    assert reason in out.stderr and len(out.stderr.strip().splitlines()) == 1


def test_plan_run_unknown_user_fails(tmp_path: Path, home: Path) -> None:
    out = metnos(home, "plan", "run", str(write_plan(tmp_path, [{"tool": "get_now"}])),
                 "--user", "ghost")
    assert out.returncode == 1 and "unknown user 'ghost'" in out.stderr


def test_plan_run_confirm_step_asks_and_obeys_the_answer(tmp_path: Path, home: Path) -> None:
    (ws(home) / "a.txt").write_text("a")
    plan = write_plan(tmp_path, [{"tool": "delete_files", "args": {"paths": ["~/a.txt"]}}])
    denied = metnos(home, "plan", "run", str(plan), stdin="no\n")
    assert denied.returncode == 0, denied.stderr
    assert "[1] Yes, go ahead" in denied.stdout and "OK, I did not do it." in denied.stdout
    assert (ws(home) / "a.txt").exists()
    done = metnos(home, "plan", "run", str(plan), stdin="1\n")
    assert done.returncode == 0 and not (ws(home) / "a.txt").exists()
    unanswered = metnos(home, "plan", "run", str(write_plan(tmp_path, [
        {"tool": "write_files", "args": {"path": "~/b.txt", "content": "x"}},
        {"tool": "delete_files", "args": {"paths": ["~/b.txt"]}}])), stdin="")
    assert unanswered.returncode == 1 and "waiting for a confirmation" in unanswered.stderr


def test_plan_run_refused_step_and_trace(tmp_path: Path, home: Path) -> None:
    out = metnos(home, "plan", "run", str(write_plan(tmp_path, [
        {"tool": "list_dirs", "args": {"path": "/etc"}}])))
    assert out.returncode == 0 and "outside your workspace" in out.stdout
    trace = metnos(home, "trace", "--json")
    data = json.loads(trace.stdout)
    assert data["path"] == "plan_file" and data["outcome"] == "failed"
    assert any(e["kind"] == "check" and e["data"].get("result") == "refused" for e in data["trace"])
    text = metnos(home, "trace")
    assert "check step 1" in text.stdout and "authority" in text.stdout


def test_chat_reads_a_pipe_answers_prompts_and_exits_at_eof(home: Path) -> None:
    (ws(home) / "Acquisti").mkdir()
    (ws(home) / "Acquisti" / "x.txt").write_text("x")
    out = metnos(home, "chat", stdin="cosa c'è nella cartella Acquisti?\nelimina il file Acquisti/x.txt\nsì\n")
    assert out.returncode == 0, out.stderr
    assert "Ho trovato 1 file in ~/Acquisti" in out.stdout
    assert "[1] Sì, procedi" in out.stdout and "nel cestino" in out.stdout
    assert not (ws(home) / "Acquisti" / "x.txt").exists()


def test_catalog_lists_executors_with_policy_and_signature(home: Path) -> None:
    out = metnos(home, "catalog")
    assert out.returncode == 0
    assert "delete_files  [write, confirm]" in out.stdout and "signature" in out.stdout
    data = json.loads(metnos(home, "catalog", "--json").stdout)
    names = {d["name"] for d in data}
    assert {"get_now", "find_files", "read_files", "undo_last_turn"} <= names


def test_kill_between_steps_leaves_a_consistent_store(tmp_path: Path, home: Path) -> None:
    plan = write_plan(tmp_path, [
        {"tool": "touch_file", "args": {"path": "~/first.txt"}},
        {"tool": "sleep_briefly", "args": {"seconds": 0.9}},
        {"tool": "sleep_briefly", "args": {"seconds": 0.9}},
        {"tool": "sleep_briefly", "args": {"seconds": 0.9}},
        {"tool": "touch_file", "args": {"path": "~/second.txt"}},
    ])
    env = {k: v for k, v in os.environ.items() if not k.startswith("METNOS_")}
    env.update({"METNOS_HOME": str(home), "METNOS_CATALOG__EXTRA_MODULES": '["tests.fakes.executors"]'})
    proc = subprocess.Popen([sys.executable, "-m", "bot", "plan", "run", str(plan)], cwd=REPO,
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    first = ws(home) / "first.txt"
    deadline = time.monotonic() + 30
    while not first.exists() and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.02)
    assert first.exists(), "the first step never ran"
    time.sleep(0.3)  # inside the sleeping steps, between two effects
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    assert not (ws(home) / "second.txt").exists()

    db = sqlite3.connect(home / "metnos.db")
    receipts = db.execute("SELECT executor, effect_json FROM receipts").fetchall()
    db.close()
    assert [r[0] for r in receipts] == ["touch_file"]  # the effect that happened is on record

    # the next start marks the turn interrupted, and undo can still reverse the effect
    out = metnos(home, "chat", stdin="undo the last operation\n")
    assert "Undone" in out.stdout and not first.exists()
    db = sqlite3.connect(home / "metnos.db")
    states = [r[0] for r in db.execute("SELECT state FROM turns ORDER BY started_at")]
    db.close()
    assert states[0] == "interrupted"
    assert not list(ws(home).glob(".metnos-*"))  # no half-written temporary file


def test_a_full_disk_gets_a_clear_message_and_loses_nothing(tmp_path: Path, home: Path) -> None:
    """Files cannot grow past 2 MB: the plan cannot even be recorded; nothing is half-written."""
    (ws(home) / "keep.txt").write_text("precious")
    plan = write_plan(tmp_path, [
        {"tool": "write_files", "args": {"path": "~/huge.txt", "content": "x" * 3_000_000}},
        {"tool": "get_now"},
    ])
    metnos(home, "plan", "check", str(plan))  # creates the database before the limit applies
    script = (
        "import resource, signal, sys\n"
        "signal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
        "resource.setrlimit(resource.RLIMIT_FSIZE, (2_000_000, 2_000_000))\n"
        "from bot.cli import main\n"
        f"sys.exit(main(['plan', 'run', {str(plan)!r}]))\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("METNOS_")}
    env["METNOS_HOME"] = str(home)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO,
                         env=env, timeout=60)
    assert out.returncode == 1
    assert out.stderr.startswith("metnos: I could not record this request: the disk seems full")
    assert len(out.stderr.strip().splitlines()) == 1
    assert not (ws(home) / "huge.txt").exists()
    assert not list(ws(home).glob(".metnos-*"))
    assert (ws(home) / "keep.txt").read_text() == "precious"


def test_index_refresh_reads_only_what_changed_and_chat_finds_by_content(home: Path) -> None:
    (ws(home) / "Casa").mkdir()
    (ws(home) / "Casa" / "banca.txt").write_text("IBAN IT60X0542811101000000123456 del conto di casa")
    (ws(home) / "nota.txt").write_text("comprare il pane")
    first = metnos(home, "index", "refresh")
    assert first.returncode == 0, first.stderr
    assert "added=2" in first.stdout and "complete=True" in first.stdout
    (ws(home) / "nota.txt").write_text("comprare il pane e il latte")
    again = metnos(home, "index", "refresh")
    assert "updated=1" in again.stdout and "unchanged=1" in again.stdout and "added=0" in again.stdout
    out = metnos(home, "chat", stdin="quali file contengono IBAN?\n")
    assert out.returncode == 0, out.stderr
    assert "~/Casa/banca.txt" in out.stdout and "nota.txt" not in out.stdout


def test_index_for_an_unknown_user_is_one_line_and_non_zero(home: Path) -> None:
    out = metnos(home, "index", "rebuild", "--user", "nobody")
    assert out.returncode == 1 and out.stderr.strip() == "metnos: unknown user 'nobody'"
