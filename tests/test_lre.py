"""Long work: plans handed to jobs, their notices, consent, cancel, restart and /jobs."""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import openpyxl

from runtime.i18n import t
from runtime.plan.model import Plan, Step
from runtime.runtime import Runtime
from runtime.turn import Reply
from tests.conftest import make_settings, say, workspace
from tests.e2e.telegram_harness import running_bot
from tests.test_cli import REPO, metnos, write_plan, ws


class RecordingNotifier:
    """A real Notifier: it keeps every notice it was sent, files included."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, str, str, tuple[str, ...]]] = []
        self.replies: list[Reply] = []

    async def notify(self, user_id: str, reply: Reply) -> None:
        self.sent.append((user_id, reply.text, reply.locale, tuple(reply.files)))
        self.replies.append(reply)


def write_quotes(folder: Path, count: int) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for n in range(1, count + 1):
        (folder / f"preventivo_{n:02d}.txt").write_text(
            f"Fornitore: Ditta {n} S.r.l.\nTotale: {n * 10},00 €\n", encoding="utf-8")


QUOTES_PLAN = Plan(steps=[
    Step(tool="find_files", args={"base_path": "~/Acquisti", "pattern": "*.txt"}),
    Step(tool="read_files", args={"from_step": 1}),
    Step(tool="extract_entries", args={"from_step": 2, "fields": ["fornitore", "prezzo"]}),
    Step(tool="create_files_spreadsheet", args={"from_step": 3, "path": "~/Acquisti/riepilogo.xlsx"}),
])


def sleeps(*seconds: float) -> Plan:
    return Plan(steps=[Step(tool="long_sleep", args={"seconds": s}) for s in seconds])


async def open_rt(home: Path, notifier: RecordingNotifier, **sections: Any) -> Runtime:
    rt = await Runtime.open(make_settings(home, **sections), notifier=notifier)
    await rt.users.ensure("admin", role="admin")
    await rt.users.ensure("anna", role="user")
    return rt


async def job_state(rt: Runtime, number: int, user: str = "admin") -> str:
    rows = {j.number: j for j in await rt.jobs(user=user)}
    return rows[number].state


async def until_state(rt: Runtime, number: int, state: str, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while await job_state(rt, number) != state:
        assert time.monotonic() < deadline, f"job {number} never became {state}"
        await _pause()


async def _pause() -> None:
    await asyncio.sleep(0.02)


async def test_sixty_files_are_handed_to_a_job_that_ends_with_a_notice_and_the_sheet(home: Path) -> None:
    notifier = RecordingNotifier()
    rt = await open_rt(home, notifier)
    try:
        write_quotes(workspace(rt) / "Acquisti", 60)
        reply = await rt.run_plan(QUOTES_PLAN, user="admin", locale="it")
        assert reply.status == "job"
        assert reply.text == "Ho avviato il lavoro #1: ti avviso quando è finito."
        await rt.wait_for_jobs()
        [(owner, text, locale, files)] = notifier.sent
        assert text.startswith("Il lavoro #1 è finito.") and locale == "it"
        assert "riepilogo.xlsx con 60 righe" in text
        sheet = workspace(rt) / "Acquisti" / "riepilogo.xlsx"
        assert [Path(f).name for f in files] == ["riepilogo.xlsx"]
        book = openpyxl.load_workbook(sheet)
        assert book.active is not None and book.active.max_row == 61
        book.close()
        [job] = await rt.jobs(user="admin")
        assert (job.state, job.reason, job.position) == ("done", "items", 5)
        assert job.answer_text == text.split("\n\n", 1)[1]
        assert await rt.parts.jobs.records(job.owner_user_id, job.id) == {}  # a done job's data expire
        row = await rt.trace(user="admin", turn_id=reply.turn_id)
        assert row is not None and row.state == "answered" and row.outcome == "ok"
        kinds = [e["kind"] for e in row.trace]
        assert "handoff" in kinds and kinds[-1] == "records"
        assert set(row.trace[-1]["data"]) == {"1", "2", "3", "4"}
    finally:
        await rt.close()
    out = metnos(home, "trace", str(reply.turn_id))
    assert out.returncode == 0, out.stderr
    assert f"turn {reply.turn_id}" in out.stdout and "handoff" in out.stdout


async def test_a_turn_that_took_too_long_hands_the_rest_over(home: Path) -> None:
    notifier = RecordingNotifier()
    rt = await open_rt(home, notifier, lre={"handoff_after_seconds": 0.1})
    try:
        plan = Plan(steps=[Step(tool="sleep_briefly", args={"seconds": 0.2}),
                           Step(tool="sleep_briefly", args={"seconds": 0.0})])
        reply = await rt.run_plan(plan, user="admin", locale="en")
        assert reply.text == "I started job #1: I'll let you know when it's done."
        await rt.wait_for_jobs()
        [job] = await rt.jobs(user="admin")
        assert (job.state, job.reason, job.progress["done"]) == ("done", "elapsed", 2)
        assert notifier.sent[0][1].startswith("Job #1 is done.")
    finally:
        await rt.close()


async def test_a_job_waits_for_consent_and_resumes_on_si(home: Path) -> None:
    notifier = RecordingNotifier()
    rt = await open_rt(home, notifier)
    try:
        folder = workspace(rt) / "Vecchi"
        write_quotes(folder, 45)
        plan = Plan(steps=[Step(tool="find_files", args={"base_path": "~/Vecchi", "pattern": "*.txt"}),
                           Step(tool="delete_files", args={"from_step": 1})])
        reply = await rt.run_plan(plan, user="admin", conversation_id="c1", locale="it")
        # consent first, in the foreground, with buttons; the prompt says how many and how
        assert reply.status == "prompt" and reply.prompt is not None
        assert [c.key for c in reply.prompt.choices] == ["yes", "no"]
        assert "45 file" in reply.text and t("confirm.background", "it", n=45) in reply.text
        assert await rt.jobs(user="admin") == [] and notifier.sent == []
        assert len(list(folder.glob("*.txt"))) == 45  # nothing happened before consent
        started = await say(rt, "sì", conversation="c1")
        assert started.status == "job" and started.text == t("job.started", "it", num=1)
        await rt.wait_for_jobs()
        assert not list(folder.glob("*.txt")) and await job_state(rt, 1) == "done"
        [(_, notice, _, _)] = notifier.sent
        assert notice.startswith("Il lavoro #1 è finito.")
    finally:
        await rt.close()


async def test_cancel_stops_between_steps_and_says_what_was_done(home: Path) -> None:
    notifier = RecordingNotifier()
    rt = await open_rt(home, notifier)
    try:
        reply = await rt.run_plan(sleeps(0.3, 0.3, 0.3, 0.3), user="admin", conversation_id="c1",
                                  locale="it")
        assert reply.text == t("job.started", "it", num=1)
        deadline = time.monotonic() + 10
        while not (await rt.jobs(user="admin"))[0].progress.get("done"):  # the first step ended
            assert time.monotonic() < deadline
            await _pause()
        assert (await say(rt, "annulla il lavoro 1", user="anna")).text == t(
            "job.not_found", "it", num=1)
        assert await rt.jobs(user="anna") == []
        cancelled = await say(rt, "annulla il lavoro 1", conversation="c1")
        assert cancelled.status == "cancelled"
        assert cancelled.text.startswith("Ho annullato il lavoro #1.")
        assert "Fatto prima di fermarsi:" in cancelled.text
        [job] = await rt.jobs(user="admin")
        assert job.state == "cancelled" and 1 <= job.progress["done"] < 4
        assert notifier.sent == []  # the answer went to the one who cancelled
        again = await rt.cancel_job(user="admin", number=1, locale="en")
        assert again.text == "Job #1 is already cancelled."
    finally:
        await rt.close()


async def test_close_interrupts_a_running_job_and_the_next_start_reports_it_once(home: Path) -> None:
    first = RecordingNotifier()
    rt = await open_rt(home, first)
    reply = await rt.run_plan(sleeps(5.0), user="admin", locale="en")
    await until_state(rt, 1, "running")
    other = await Runtime.open(make_settings(home))  # a second runtime leaves a live job alone
    assert await job_state(other, 1) == "running"
    await other.close()
    await rt.close()
    second = RecordingNotifier()
    rt = await open_rt(home, second)
    try:
        assert await job_state(rt, 1) == "interrupted"
        assert await rt.report_interrupted() == 1
        assert await rt.report_interrupted() == 0
        [(_, text, _, _)] = second.sent
        assert text.startswith("Job #1 was interrupted because Metnos stopped while doing what you asked.")
        row = await rt.trace(user="admin", turn_id=reply.turn_id)
        assert row is not None and row.state == "interrupted"
    finally:
        await rt.close()


async def test_a_killed_plan_run_leaves_its_job_interrupted_and_reported(tmp_path: Path, home: Path) -> None:
    plan = write_plan(tmp_path, [{"tool": "long_sleep", "args": {"seconds": 0.1}},
                                 {"tool": "touch_file", "args": {"path": "~/made.txt"}},
                                 {"tool": "slow_touch", "args": {"path": "~/slow.txt", "seconds": 30}}])
    env = {k: v for k, v in os.environ.items() if not k.startswith("METNOS_")}
    env.update({"METNOS_HOME": str(home), "METNOS_CATALOG__EXTRA_MODULES": '["tests.fakes.executors"]'})
    proc = subprocess.Popen([sys.executable, "-m", "bot", "plan", "run", str(plan)], cwd=REPO,
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while not (ws(home) / "slow.txt").exists() and proc.poll() is None:
        assert time.monotonic() < deadline, "the job never reached its last step"
        time.sleep(0.02)
    proc.send_signal(signal.SIGKILL)  # in the middle of the last step's effect
    proc.wait(timeout=10)
    db = sqlite3.connect(home / "metnos.db")
    [(state,)] = db.execute("SELECT state FROM jobs").fetchall()
    db.close()
    assert state == "running"  # nobody was left to say otherwise

    listed = metnos(home, "jobs")
    assert listed.returncode == 0, listed.stderr
    assert "#1 (admin) interrupted — doing what you asked" in listed.stdout
    refused = metnos(home, "jobs", "--cancel", "1")
    assert refused.returncode == 1 and refused.stderr.strip() == "metnos: Job #1 is already interrupted."
    notifier = RecordingNotifier()
    async with await Runtime.open(make_settings(home), notifier=notifier) as rt:
        assert await rt.report_interrupted() == 1
        [(_, text, _, _)] = notifier.sent
        assert text.startswith("Job #1 was interrupted because Metnos stopped while doing what you asked.")
        assert "I finished doing what you asked." in text
        assert t("job.interrupted_maybe", "en", tool="slow_touch") in text
        undone = await say(rt, "undo the last operation")
    assert "Undone" in undone.text and not (ws(home) / "made.txt").exists()


async def test_jobs_through_telegram_lists_the_users_job(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(501, "anna")
        reply = await h.rt.run_plan(sleeps(0.1), user="anna", conversation_id="501", locale="it")
        assert reply.status == "job"
        await h.rt.wait_for_jobs()
        notice = h.to(501)[-1]
        assert notice.visible is not None and notice.visible.startswith("Il lavoro #1 è finito.")
        [listing] = await h.ask(501, "/jobs")
        assert listing.visible == "I tuoi lavori recenti:\n#1 finito — fare quello che mi hai chiesto"
