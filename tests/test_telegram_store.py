"""The Telegram front end's own storage: its migrations, registered through the database's
per-component mechanism, adopt the tables that earlier versions created through the runtime's
migrations, with their rows; a new database gets them from the bot alone."""

from __future__ import annotations

import sqlite3
import time
from dataclasses import replace
from pathlib import Path

import pytest

from bot.telegram.store import MIGRATIONS, PairingAttempts, TelegramStore
from runtime.store.db import MIGRATIONS as RUNTIME_MIGRATIONS
from runtime.store.db import Database, Migrations, StoreError
from runtime.turn import Choice, Prompt

TELEGRAM_TABLES = {"telegram_updates", "telegram_callbacks", "telegram_pairing_attempts"}

# The first two runtime migrations as Metnos shipped them before the front end had migrations of
# its own (step 2 created the Telegram tables). A database made by them must keep working.
OLD_MIGRATIONS: tuple[str, ...] = (
    # 1: users, identities, turns and their traces, history, undo receipts, dialogues
    """
    CREATE TABLE users (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        role TEXT NOT NULL CHECK (role IN ('admin', 'user')),
        disabled INTEGER NOT NULL DEFAULT 0,
        locale TEXT,
        created_at REAL NOT NULL
    );
    CREATE TABLE identities (
        channel TEXT NOT NULL,
        external_id TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at REAL NOT NULL,
        PRIMARY KEY (channel, external_id)
    );
    CREATE TABLE pairing_codes (
        code_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at REAL NOT NULL,
        expires_at REAL NOT NULL,
        used_at REAL
    );
    CREATE TABLE turns (
        id TEXT PRIMARY KEY,
        owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        conversation_id TEXT NOT NULL,
        channel TEXT NOT NULL,
        locale TEXT NOT NULL,
        request_text TEXT NOT NULL,
        state TEXT NOT NULL,
        path TEXT,
        plan_json TEXT,
        outcome TEXT,
        reply_text TEXT,
        trace_json TEXT NOT NULL DEFAULT '[]',
        started_at REAL NOT NULL,
        finished_at REAL
    );
    CREATE INDEX turns_owner ON turns (owner_user_id, started_at);
    CREATE TABLE history (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        conversation_id TEXT NOT NULL,
        turn_id TEXT,
        role TEXT NOT NULL CHECK (role IN ('user', 'metnos')),
        text TEXT NOT NULL,
        created_at REAL NOT NULL
    );
    CREATE INDEX history_conv ON history (owner_user_id, conversation_id, id);
    CREATE TABLE receipts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        turn_id TEXT NOT NULL,
        step_num INTEGER NOT NULL,
        executor TEXT NOT NULL,
        effect_json TEXT NOT NULL,
        created_at REAL NOT NULL,
        undone_at REAL,
        undo_turn_id TEXT,
        undo_status TEXT
    );
    CREATE INDEX receipts_owner ON receipts (owner_user_id, turn_id);
    CREATE TABLE dialogues (
        id TEXT PRIMARY KEY,
        owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        conversation_id TEXT NOT NULL,
        turn_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        state TEXT NOT NULL,
        plan_json TEXT NOT NULL,
        plan_hash TEXT NOT NULL,
        position INTEGER NOT NULL,
        args_hash TEXT NOT NULL,
        records_json TEXT NOT NULL,
        approvals_json TEXT NOT NULL,
        signatures_json TEXT NOT NULL,
        suspension_json TEXT NOT NULL,
        prompt_json TEXT NOT NULL,
        locale TEXT NOT NULL,
        channel TEXT NOT NULL,
        literal_origin TEXT NOT NULL,
        created_at REAL NOT NULL,
        expires_at REAL NOT NULL,
        resolved_at REAL,
        resolution TEXT
    );
    CREATE INDEX dialogues_conv ON dialogues (owner_user_id, conversation_id, state);
    """,
    # 2: Telegram front end: processed update ids, inline-button tokens, pairing attempts
    """
    CREATE TABLE telegram_updates (
        update_id INTEGER PRIMARY KEY,
        received_at REAL NOT NULL
    );
    CREATE INDEX telegram_updates_time ON telegram_updates (received_at);
    CREATE TABLE telegram_callbacks (
        token TEXT PRIMARY KEY,
        owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        dialogue_id TEXT NOT NULL,
        chat_id INTEGER NOT NULL,
        message_id INTEGER,
        choice TEXT NOT NULL,
        label TEXT NOT NULL,
        created_at REAL NOT NULL,
        expires_at REAL NOT NULL,
        used_at REAL
    );
    CREATE INDEX telegram_callbacks_dialogue ON telegram_callbacks (owner_user_id, dialogue_id);
    CREATE INDEX telegram_callbacks_open ON telegram_callbacks (owner_user_id, chat_id, used_at);
    CREATE TABLE telegram_pairing_attempts (
        channel TEXT NOT NULL,
        external_id TEXT NOT NULL,
        failures INTEGER NOT NULL,
        window_started REAL NOT NULL,
        locked_until REAL NOT NULL DEFAULT 0,
        PRIMARY KEY (channel, external_id)
    );
    CREATE INDEX pairing_codes_user ON pairing_codes (user_id);
    """,
)


def old_database(path: Path) -> None:
    """A metnos.db made by the old migration list, with rows in every Telegram table."""
    conn = sqlite3.connect(path)
    for script in OLD_MIGRATIONS:
        conn.executescript(script)
    conn.execute(f"PRAGMA user_version = {len(OLD_MIGRATIONS)}")
    conn.execute("INSERT INTO users (id, name, role, created_at) VALUES ('u1', 'anna', 'user', 1)")
    conn.execute("INSERT INTO telegram_updates (update_id, received_at) VALUES (77, ?)",
                 (time.time(),))
    conn.execute(
        "INSERT INTO telegram_callbacks (token, owner_user_id, dialogue_id, chat_id, message_id,"
        " choice, label, created_at, expires_at) VALUES ('tok_0123456789abcdef', 'u1', 'd1',"
        " 1001, 55, 'yes', 'Sì, procedi', 1, ?)", (time.time() + 600,))
    conn.execute(
        "INSERT INTO telegram_pairing_attempts (channel, external_id, failures, window_started,"
        " locked_until) VALUES ('telegram', '1002', 3, 100.0, 0)")
    conn.commit()
    conn.close()


def tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'index')")
        return {str(r[0]) for r in rows}


async def test_a_database_made_by_the_old_migrations_keeps_its_telegram_rows(tmp_path: Path) -> None:
    path = tmp_path / "metnos.db"
    old_database(path)
    db = await Database.open(path)
    try:
        store = await TelegramStore.open(db)
        token = await store.tokens.get("tok_0123456789abcdef")
        assert token is not None
        assert (token.owner_user_id, token.dialogue_id, token.chat_id, token.message_id,
                token.choice, token.label) == ("u1", "d1", 1001, 55, "yes", "Sì, procedi")
        assert await store.tokens.open_prompts("u1", 1001) == [("d1", 55)]
        assert not await store.updates.first_time(77)  # already taken in before the upgrade
        assert await store.updates.first_time(78)
        attempts = await store.pairing.redeem(lambda tx: tx.attempts("telegram", "1002"))
        assert attempts == PairingAttempts(3, 100.0, 0.0)
        assert await store.tokens.claim("u1", "d1")
        row = await db.fetchone("SELECT version FROM schema_versions WHERE component = 'telegram'")
        assert row is not None and row["version"] == len(MIGRATIONS.scripts)
        version = await db.fetchone("PRAGMA user_version")
        assert version is not None and version[0] == len(RUNTIME_MIGRATIONS)
    finally:
        await db.close()


async def test_a_new_database_gets_the_telegram_tables_from_the_bot_only(tmp_path: Path) -> None:
    path = tmp_path / "metnos.db"
    db = await Database.open(path)
    try:
        assert not tables(path) & TELEGRAM_TABLES  # the runtime's schema has none
        assert "pairing_codes_user" in tables(path)  # what runtime step 2 still makes
        store = await TelegramStore.open(db)
        assert tables(path) >= TELEGRAM_TABLES
        await db.execute_write("INSERT INTO users (id, name, role, created_at)"
                               " VALUES ('u1', 'anna', 'user', 1)")
        prompt = Prompt(dialogue_id="d1", kind="confirm", text="?", expires_at=time.time() + 60,
                        choices=(Choice(key="yes", label="Sì"), Choice(key="no", label="No")))
        issued = await store.tokens.issue("u1", prompt, 1001)
        await store.tokens.bind(issued, 9)
        assert await store.tokens.get(issued[0].token) == replace(issued[0], message_id=9)
    finally:
        await db.close()


async def test_the_new_schema_equals_the_adopted_one(tmp_path: Path) -> None:
    old, new = tmp_path / "old.db", tmp_path / "new.db"
    old_database(old)
    for path in (old, new):
        db = await Database.open(path)
        await TelegramStore.open(db)
        await db.close()

    def schema(path: Path) -> dict[str, list[tuple[object, ...]]]:
        with sqlite3.connect(path) as conn:
            return {t: conn.execute(f"PRAGMA table_xinfo({t})").fetchall() for t in TELEGRAM_TABLES}

    assert schema(old) == schema(new)
    index = "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name LIKE 'telegram_%'"
    with sqlite3.connect(old) as a, sqlite3.connect(new) as b:
        assert sorted(a.execute(index).fetchall()) == sorted(b.execute(index).fetchall())


# --- the per-component mechanism ------------------------------------------------------------


async def test_component_migrations_run_once_each_in_order(tmp_path: Path) -> None:
    path = tmp_path / "metnos.db"
    first = Migrations("probe", ("CREATE TABLE probe_a (x INTEGER);",))
    both = Migrations("probe", (*first.scripts, "ALTER TABLE probe_a ADD COLUMN y TEXT;"))
    db = await Database.open(path)
    await db.migrate(first)
    await db.migrate(first)  # nothing left to do
    await db.close()
    db = await Database.open(path)  # a later version brings a second script
    try:
        await db.migrate(both)
        await db.migrate(both)
        await db.execute_write("INSERT INTO probe_a (x, y) VALUES (1, 'b')")
        rows = await db.fetchall("SELECT component, version FROM schema_versions")
        assert [tuple(r) for r in rows] == [("probe", 2)]
    finally:
        await db.close()


async def test_a_component_newer_than_this_code_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "metnos.db"
    db = await Database.open(path)
    await db.migrate(Migrations("probe", ("SELECT 1;", "SELECT 2;")))
    await db.close()
    older = await Database.open(path)
    try:
        with pytest.raises(StoreError, match="newer"):
            await older.migrate(Migrations("probe", ("SELECT 1;",)))
    finally:
        await older.close()


async def test_a_failing_component_script_changes_nothing(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "metnos.db")
    try:
        broken = Migrations("probe", ("CREATE TABLE probe_a (x INTEGER); CREATE TABLE probe_a (y);",))
        with pytest.raises(StoreError, match="probe"):
            await db.migrate(broken)
        assert await db.fetchone("SELECT name FROM sqlite_master WHERE name = 'probe_a'") is None
        fixed = Migrations("probe", ("CREATE TABLE probe_a (x INTEGER);",))
        await db.migrate(fixed)  # the script was not counted as applied
        row = await db.fetchone("SELECT version FROM schema_versions WHERE component = 'probe'")
        assert row is not None and row["version"] == 1
    finally:
        await db.close()
