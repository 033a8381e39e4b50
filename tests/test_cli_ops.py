"""``metnos db migrate`` and ``metnos doctor`` through the real command, on SQLite and on
PostgreSQL (``store_backend``): one line per component or check, idempotent, exit status 1 with
one line on stderr when something is wrong, and each failure says how to fix it."""

from __future__ import annotations

import os
import sqlite3
import subprocess
from pathlib import Path

import pytest

from bot.telegram.store import MIGRATIONS as TELEGRAM_MIGRATIONS
from runtime.store import postgres
from runtime.store.db import MIGRATIONS
from runtime.store.jobs import JobStore
from runtime.store.storage import open_storage
from runtime.store.users import UserStore
from tests.conftest import StoreBackend
from tests.test_cli import metnos

pytestmark = pytest.mark.slow

TOKEN = "123456:" + "A" * 35
CHECKS = ["data dir", "storage", "schema", "telegram", "queue", "secrets"]


def run(backend: StoreBackend, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    full = {"METNOS_STORAGE__URL": backend.url} if backend.url else {}
    full.update(env)
    return metnos(backend.home, *args, env=full)


def lines_of(out: str) -> dict[str, tuple[str, str]]:
    """doctor's lines by check: (status, detail)."""
    found: dict[str, tuple[str, str]] = {}
    for line in out.splitlines():
        status, rest = line.split(None, 1)
        name, _, detail = rest.partition(":")
        found[name] = (status, detail.strip())
    return found


def test_migrate_creates_everything_once_and_doctor_then_passes(store_backend: StoreBackend) -> None:
    first = run(store_backend, "doctor")
    assert first.returncode == 1 and first.stderr.count("\n") == 1
    checks = lines_of(first.stdout)
    assert list(checks) == CHECKS
    assert checks["schema"][0] == "FAIL" and "run `metnos db migrate`" in checks["schema"][1]
    assert checks["queue"][0] == "FAIL"  # not looked at before the schema is there
    assert first.stderr.startswith("metnos: ") and "checks failed" in first.stderr

    made = run(store_backend, "db", "migrate")
    assert made.returncode == 0, made.stderr
    out = made.stdout.splitlines()
    assert out[0].startswith("storage: " + ("PostgreSQL" if store_backend.url else "the SQLite file"))
    assert out[1:] == [f"runtime: created (schema {len(MIGRATIONS)})", "scratchpad: created (schema 1)",
                       f"telegram: created (schema {len(TELEGRAM_MIGRATIONS.scripts)})"]
    again = run(store_backend, "db", "migrate")
    assert again.returncode == 0 and again.stdout.splitlines()[1:] == [
        f"runtime: up to date (schema {len(MIGRATIONS)})", "scratchpad: up to date (schema 1)",
        f"telegram: up to date (schema {len(TELEGRAM_MIGRATIONS.scripts)})"]

    ok = run(store_backend, "doctor", METNOS_TELEGRAM__TOKEN=TOKEN)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    checks = lines_of(ok.stdout)
    assert list(checks) == CHECKS and {s for s, _ in checks.values()} == {"ok"}
    assert ok.stderr == ""
    assert (f"runtime {len(MIGRATIONS)}, scratchpad 1, telegram {len(TELEGRAM_MIGRATIONS.scripts)}"
            in checks["schema"][1])


def test_migrate_brings_an_older_schema_up_to_date(store_backend: StoreBackend) -> None:
    home = store_backend.home
    home.mkdir(parents=True, exist_ok=True)
    if store_backend.url is None:  # metnos.db as the previous version left it
        conn = sqlite3.connect(home / "metnos.db")
        for script in MIGRATIONS[:-1]:
            conn.executescript(script)
        conn.execute(f"PRAGMA user_version = {len(MIGRATIONS) - 1}")
        conn.close()
    else:
        conn_pg = postgres.connect_plain(store_backend.url)
        try:
            for script in postgres.MIGRATIONS[:-1]:
                conn_pg.raw.execute(script)
            conn_pg.raw.execute("CREATE TABLE schema_versions (component TEXT PRIMARY KEY,"
                                " version BIGINT NOT NULL)")
            conn_pg.execute("INSERT INTO schema_versions VALUES ('runtime', ?)", (len(MIGRATIONS) - 1,))
        finally:
            conn_pg.raw.close()
    old = len(MIGRATIONS) - 1
    looked = run(store_backend, "doctor", METNOS_TELEGRAM__TOKEN=TOKEN)
    schema = lines_of(looked.stdout)["schema"]
    assert looked.returncode == 1 and schema[0] == "FAIL"
    assert f"runtime is at schema {old}, this Metnos needs {old + 1}" in schema[1]
    assert "run `metnos db migrate`" in schema[1]
    made = run(store_backend, "db", "migrate")
    assert made.returncode == 0, made.stderr
    assert f"runtime: migrated from schema {old} to {old + 1}" in made.stdout.splitlines()
    assert run(store_backend, "doctor", METNOS_TELEGRAM__TOKEN=TOKEN).returncode == 0


async def test_doctor_sees_a_job_nobody_goes_on_with(store_backend: StoreBackend) -> None:
    assert run(store_backend, "db", "migrate").returncode == 0
    db = await open_storage(store_backend.url, store_backend.sqlite_path)
    try:
        anna = await UserStore(db).create("anna")
        gone = JobStore(db, "999999999:gone", lease_seconds=-60)  # its claim lapsed a minute ago
        await gone.create(owner=anna.id, conversation_id="c1", channel="test", locale="en",
                          turn_id="t1", path="new_proposal", plan={"steps": [{"tool": "x"}]},
                          records={}, approvals={}, literal_origin="{}", position=1,
                          reason="items", progress={"step": 1})
    finally:
        await db.close()
    out = run(store_backend, "doctor", METNOS_TELEGRAM__TOKEN=TOKEN)
    status, detail = lines_of(out.stdout)["queue"]
    assert out.returncode == 1 and status == "FAIL"
    if store_backend.url is None:
        assert "left running by a process that is gone" in detail and "metnos bot" in detail
    else:
        assert "1 job(s) wait for a worker" in detail and "no worker is running" in detail
        assert "start `metnos bot`" in detail
    assert out.stderr.strip() == "metnos: 1 of 6 checks failed: queue"


@pytest.mark.parametrize(("env", "words"), [
    ({}, "no bot token"),
    ({"METNOS_TELEGRAM__TOKEN": "not-a-token"}, "does not look like one"),
    ({"METNOS_TELEGRAM__TOKEN": TOKEN, "METNOS_TELEGRAM__MODE": "webhook"}, "webhook_url is not set"),
    ({"METNOS_TELEGRAM__TOKEN": TOKEN, "METNOS_TELEGRAM__MODE": "webhook",
      "METNOS_TELEGRAM__WEBHOOK_URL": "http://bot.example/tg"}, "not an https URL"),
    ({"METNOS_TELEGRAM__TOKEN": TOKEN, "METNOS_TELEGRAM__MODE": "webhook",
      "METNOS_TELEGRAM__WEBHOOK_URL": "https://bot.example:9000/tg"}, "uses port 9000"),
    ({"METNOS_TELEGRAM__TOKEN": TOKEN, "METNOS_TELEGRAM__MODE": "webhook",
      "METNOS_TELEGRAM__WEBHOOK_URL": "https://bot.example/tg"}, "no telegram.webhook_secret"),
    ({"METNOS_TELEGRAM__TOKEN": TOKEN, "METNOS_TELEGRAM__MODE": "webhook",
      "METNOS_TELEGRAM__WEBHOOK_URL": "https://bot.example/tg",
      "METNOS_TELEGRAM__WEBHOOK_SECRET": "has spaces"}, "must be 1 to 256 of"),
])
def test_doctor_says_what_is_wrong_with_the_telegram_settings(home: Path, env: dict[str, str],
                                                              words: str) -> None:
    assert metnos(home, "db", "migrate").returncode == 0
    out = metnos(home, "doctor", env=env)
    status, detail = lines_of(out.stdout)["telegram"]
    assert out.returncode == 1 and status == "FAIL" and words in detail and "fix:" in detail
    assert out.stderr.strip() == "metnos: 1 of 6 checks failed: telegram"


def test_doctor_passes_a_complete_webhook_setup(home: Path) -> None:
    assert metnos(home, "db", "migrate").returncode == 0
    out = metnos(home, "doctor", env={
        "METNOS_TELEGRAM__TOKEN": TOKEN, "METNOS_TELEGRAM__MODE": "webhook",
        "METNOS_TELEGRAM__WEBHOOK_URL": "https://bot.example/tg",
        "METNOS_TELEGRAM__WEBHOOK_SECRET": "s3cret_value-1"})
    assert out.returncode == 0, out.stdout
    assert lines_of(out.stdout)["telegram"] == (
        "ok", "webhook https://bot.example/tg, listening on 127.0.0.1:8443, secret set")
    assert "s3cret_value-1" not in out.stdout and TOKEN not in out.stdout


def test_doctor_names_a_private_file_others_can_read_and_a_secrets_store_it_cannot(home: Path) -> None:
    assert metnos(home, "db", "migrate").returncode == 0
    os.chmod(home, 0o755)
    (home / "secrets.enc").write_bytes(b"garbage, not a store")
    out = metnos(home, "doctor", env={"METNOS_TELEGRAM__TOKEN": TOKEN})
    checks = lines_of(out.stdout)
    assert out.returncode == 1
    assert checks["data dir"][0] == "FAIL" and f"chmod 700 {home}" in checks["data dir"][1]
    assert checks["secrets"][0] == "FAIL" and "secrets.enc" in checks["secrets"][1]
    assert "METNOS_SECRETS_PASSPHRASE" in checks["secrets"][1]
    os.chmod(home, 0o700)
    (home / "secrets.enc").unlink()
    assert metnos(home, "doctor", env={"METNOS_TELEGRAM__TOKEN": TOKEN}).returncode == 0


def test_doctor_on_a_database_that_does_not_answer(home: Path) -> None:
    out = metnos(home, "doctor", env={"METNOS_TELEGRAM__TOKEN": TOKEN,
                                      "METNOS_STORAGE__URL": "postgresql://metnos:pw@127.0.0.1:9/none"})
    checks = lines_of(out.stdout)
    assert out.returncode == 1 and list(checks) == CHECKS
    status, detail = checks["storage"]
    assert status == "FAIL" and "cannot connect to PostgreSQL" in detail and "fix:" in detail
    assert "pw" not in detail  # the password never shows
    assert checks["schema"] == ("FAIL", "not looked at: the storage cannot be reached")
