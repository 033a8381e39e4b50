"""Operations: ``metnos db migrate`` (every component's schema on the configured storage) and the
runtime's checks of ``metnos doctor`` (data directory, storage, schema, queue, secrets store).

The checks look and never change anything: the database is read over one plain connection
(read-only on the SQLite file), never opened the way a runtime opens it (which migrates).
Each check is one :class:`Check`: ``ok`` with what it found, or what is wrong and how to fix it.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import stat
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from runtime.config import Settings
from runtime.errors import StorageError
from runtime.parts import private
from runtime.scratchpad import MIGRATIONS as SCRATCHPAD_MIGRATIONS
from runtime.scratchpad import SCHEMA_VERSION as SCRATCHPAD_FILE_VERSION
from runtime.scratchpad import Scratchpad
from runtime.store import runners
from runtime.store.db import MIGRATIONS, Connection, Migrations
from runtime.store.storage import is_postgres_url, open_storage

RUNTIME = "runtime"
SCRATCHPAD = "scratchpad"
#: The schema step that brought the queue's columns and tables (jobs.lease_until, runners).
QUEUE_SCHEMA = 9


@dataclass(frozen=True)
class Check:
    """One line of ``metnos doctor``: a name, whether it is fine, and what was found — or what
    is wrong and how to fix it. `facts` carries what other checks may build on."""

    name: str
    ok: bool
    detail: str
    facts: dict[str, Any] = field(default_factory=dict)


# --- where the storage is --------------------------------------------------------------------


def _sqlite_path(settings: Settings) -> Path:
    return settings.data_dir / "metnos.db"


def describe_storage(settings: Settings) -> str:
    """Where metnos.db's tables are, in words (a URL's password left out)."""
    url = settings.storage.url
    if is_postgres_url(url):
        assert url is not None
        from runtime.store.postgres import redacted

        return f"PostgreSQL at {redacted(url)}"
    return f"the SQLite file {_sqlite_path(settings)}"


@contextmanager
def _looking(settings: Settings) -> Iterator[tuple[Connection | None, str]]:
    """A plain connection to the storage that changes nothing, and its dialect; None for an
    SQLite file not made yet. Raises StorageError when it cannot be reached."""
    url = settings.storage.url
    if is_postgres_url(url):
        assert url is not None
        from runtime.store.postgres import connect_plain

        pg = connect_plain(url)
        try:
            yield pg, "postgresql"
        finally:
            pg.raw.close()
        return
    path = _sqlite_path(settings)
    if not path.exists():
        yield None, "sqlite"
        return
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        conn.row_factory = sqlite3.Row
        conn.execute("PRAGMA schema_version").fetchone()  # fails on a file that is no database
    except sqlite3.Error as exc:
        raise StorageError(f"{path} cannot be used as the Metnos database: {exc}") from exc
    try:
        yield conn, "sqlite"
    finally:
        conn.close()


def _versions(conn: Connection | None, dialect: str) -> dict[str, int]:
    """Each component's schema version as stored (a component not there: absent)."""
    if conn is None:
        return {}
    out: dict[str, int] = {}
    if dialect == "sqlite":
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version:
            out[RUNTIME] = version
        present = conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table'"
                               " AND name = 'schema_versions'").fetchone() is not None
    else:
        present = conn.execute("SELECT to_regclass('schema_versions')").fetchone()[0] is not None
    if present:
        for row in conn.execute("SELECT component, version FROM schema_versions").fetchall():
            out[str(row[0])] = int(row[1])
    return out


def _scratchpad_file_version(settings: Settings) -> int:
    path = settings.data_dir / "scratchpad.db"
    if not path.exists():
        return 0
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


def _stored_versions(settings: Settings) -> dict[str, int]:
    with _looking(settings) as (conn, dialect):
        found = _versions(conn, dialect)
    if dialect == "sqlite":
        version = _scratchpad_file_version(settings)
        if version:
            found[SCRATCHPAD] = version
    return found


def targets(settings: Settings, components: Sequence[Migrations]) -> dict[str, int]:
    """The schema version each component needs, in the order they are applied."""
    postgres = is_postgres_url(settings.storage.url)
    out = {RUNTIME: len(MIGRATIONS),
           SCRATCHPAD: len(SCRATCHPAD_MIGRATIONS.postgres) if postgres else SCRATCHPAD_FILE_VERSION}
    for m in components:
        out[m.component] = len(m.postgres if postgres else m.scripts)
    return out


# --- metnos db migrate -----------------------------------------------------------------------


async def migrate_storage(settings: Settings, components: Sequence[Migrations] = ()) -> list[str]:
    """Bring every component's tables up to date on the configured storage: the runtime's, the
    scratchpad's and `components` (a front end's). One line each says what was done; running
    it again changes nothing and says so. Raises StorageError when the storage cannot be used."""
    data = settings.data_dir
    data.mkdir(mode=0o700, parents=True, exist_ok=True)
    before = await asyncio.to_thread(_stored_versions, settings)
    db = await open_storage(settings.storage.url, _sqlite_path(settings))  # the runtime's, at open
    try:
        for m in components:
            await db.migrate(m)
        if db.dialect == "sqlite":  # the scratchpad keeps its own file beside metnos.db
            pad = await Scratchpad.open(data / "scratchpad.db")
            await pad.close()
        else:
            await db.migrate(SCRATCHPAD_MIGRATIONS)
    finally:
        await db.close()
    private(data)  # as a runtime's open makes it: workspaces, index and secrets are here
    if db.dialect == "sqlite":
        private(data / "metnos.db", data / "metnos.db-wal", data / "metnos.db-shm",
                data / "scratchpad.db")
    after = await asyncio.to_thread(_stored_versions, settings)
    lines = [f"storage: {describe_storage(settings)}"]
    for name in targets(settings, components):
        was, now = before.get(name, 0), after.get(name, 0)
        if was == now:
            lines.append(f"{name}: up to date (schema {now})")
        elif was == 0:
            lines.append(f"{name}: created (schema {now})")
        else:
            lines.append(f"{name}: migrated from schema {was} to {now}")
    return lines


# --- metnos doctor ---------------------------------------------------------------------------


async def check_health(settings: Settings, components: Sequence[Migrations] = ()) -> list[Check]:
    """The runtime's checks, in order: data directory, storage, schema, queue, secrets store."""
    return await asyncio.to_thread(_check_all, settings, tuple(components), time.time())


def _check_all(settings: Settings, components: tuple[Migrations, ...], now: float) -> list[Check]:
    checks = [_guarded("data dir", lambda: _check_data_dir(settings))]
    try:
        with _looking(settings) as (conn, dialect):
            checks.append(_storage_check(settings, conn, dialect))
            schema = _guarded("schema", lambda: _check_schema(settings, components, conn, dialect))
            checks.append(schema)
            if schema.ok:
                checks.append(_guarded("queue", lambda: _check_queue(settings, conn, dialect, now)))
            else:
                checks.append(Check("queue", False, "not looked at: the schema is not up to date"
                                    " (see above)"))
    except StorageError as exc:
        checks.append(Check("storage", False, f"{exc}; fix: {_storage_fix(settings)}"))
        checks.append(Check("schema", False, "not looked at: the storage cannot be reached"))
        checks.append(Check("queue", False, "not looked at: the storage cannot be reached"))
    checks.append(_guarded("secrets", lambda: _check_secrets(settings)))
    return checks


def _guarded(name: str, check: Callable[[], Check]) -> Check:
    """A check that failed in a way it did not foresee is a failed check, in one line."""
    try:
        return check()
    except Exception as exc:
        text = " ".join(str(exc).split()) or type(exc).__name__
        return Check(name, False, f"cannot be checked: {text}")


def _storage_fix(settings: Settings) -> str:
    if is_postgres_url(settings.storage.url):
        return ("check storage.url (METNOS_STORAGE__URL): host, port, user, database, password,"
                " and that the server runs")
    return (f"move {_sqlite_path(settings)} aside (it is not a Metnos database) or restore it"
            " from a backup")


def _check_data_dir(settings: Settings) -> Check:
    data = settings.data_dir
    if not data.exists():
        return Check("data dir", False, f"{data} does not exist; fix: run `metnos db migrate`"
                     " (or set METNOS_HOME to the data directory)")
    if not data.is_dir():
        return Check("data dir", False, f"{data} is not a directory; fix: set METNOS_HOME to one")
    if not os.access(data, os.W_OK | os.X_OK):
        return Check("data dir", False, f"{data} is not writable by this user; fix: run Metnos as"
                     " the directory's owner, or chown it")
    mode = stat.S_IMODE(data.stat().st_mode)
    if mode & 0o077:
        return Check("data dir", False, f"{data} can be read by other users (mode {mode:o}); fix:"
                     f" chmod 700 {data}")
    loose = [p.name for p in (data / "metnos.db", data / "scratchpad.db", data / "index.db",
                              data / "secrets.enc", data / "secrets.key", data / "metnos.log")
             if p.exists() and stat.S_IMODE(p.stat().st_mode) & 0o077]
    if loose:
        return Check("data dir", False, f"{', '.join(loose)} in {data} can be read by other users;"
                     f" fix: chmod 600 {' '.join(str(data / n) for n in loose)}")
    return Check("data dir", True, f"{data} (private to its owner)")


def _storage_check(settings: Settings, conn: Connection | None, dialect: str) -> Check:
    where = describe_storage(settings)
    if conn is None:
        return Check("storage", False, f"{where} does not exist yet; fix: run `metnos db migrate`"
                     " (any metnos command also makes it)")
    if dialect == "postgresql":
        from runtime.store.postgres import PgConnection, server_facts

        assert isinstance(conn, PgConnection)
        version, database, schema = server_facts(conn)
        if schema is None:
            return Check("storage", False, f"{where} answers, but no schema of its search path"
                         " exists; fix: create the schema, or set options=-csearch_path=... in"
                         " the URL")
        return Check("storage", True, f"{where} answers (PostgreSQL {version.split()[0]}, database"
                     f" {database}, schema {schema})")
    return Check("storage", True, f"{where} opens")


def _check_schema(settings: Settings, components: tuple[Migrations, ...],
                  conn: Connection | None, dialect: str) -> Check:
    if conn is None:
        return Check("schema", False, "no tables yet; fix: run `metnos db migrate`")
    stored = _versions(conn, dialect)
    if dialect == "sqlite":
        version = _scratchpad_file_version(settings)
        if version:
            stored[SCRATCHPAD] = version
    behind, ahead, parts = [], [], []
    for name, wanted in targets(settings, components).items():
        have = stored.get(name, 0)
        parts.append(f"{name} {have}")
        if have == 0 < wanted:
            behind.append(f"{name} has no tables yet")
        elif have < wanted:
            behind.append(f"{name} is at schema {have}, this Metnos needs {wanted}")
        elif have > wanted:
            ahead.append(f"{name} is at schema {have}, newer than this Metnos knows ({wanted})")
    if ahead:
        return Check("schema", False, "; ".join(ahead) + "; fix: upgrade Metnos on this machine to"
                     " the version the other workers run")
    if behind:
        return Check("schema", False, "; ".join(behind) + "; fix: run `metnos db migrate`",
                     {"versions": stored})
    return Check("schema", True, "up to date (" + ", ".join(parts) + ")", {"versions": stored})


def _check_queue(settings: Settings, conn: Connection | None, dialect: str, now: float) -> Check:
    assert conn is not None
    q = settings.queue
    open_jobs = conn.execute("SELECT id, number, runner, lease_until FROM jobs"
                             " WHERE state IN ('queued', 'running')").fetchall()
    if dialect == "sqlite":  # one machine: a runner is alive while its process is
        gone = [r for r in open_jobs if not runners.alive(str(r["runner"]))]
        if gone:
            return Check("queue", False, f"{len(gone)} job(s) were left running by a process that"
                         " is gone; fix: start `metnos bot` (or `metnos chat`): it marks them"
                         " interrupted and offers their owners to continue", {"workers": 0})
        return Check("queue", True, f"{len(open_jobs)} job(s) running, none left by a stopped"
                     " process", {"workers": 0})
    live = conn.execute("SELECT worker FROM runners WHERE lease_until >= ?", (now,)).fetchall()
    workers = sum(1 for r in live if r["worker"])
    dead = conn.execute("SELECT COUNT(*) FROM runners WHERE lease_until < ?", (now,)).fetchone()[0]
    lapsed = [r for r in open_jobs if (r["lease_until"] or 0) < now]
    facts = {"workers": workers, "runners": len(live)}
    # a worker claims a lapsed job within poll_seconds; past that (and a lease) it is stuck
    stuck = [r for r in lapsed if (r["lease_until"] or 0) < now - q.poll_seconds - q.lease_seconds]
    summary = (f"{len(open_jobs)} open job(s), {len(live)} live runner(s) of which {workers}"
               f" worker(s), {dead} runner(s) gone")
    if lapsed and not workers:
        return Check("queue", False, f"{len(lapsed)} job(s) wait for a worker (theirs is gone) and"
                     " no worker is running; fix: start `metnos bot` on this database", facts)
    if stuck:
        numbers = ", ".join(f"#{r['number']}" for r in stuck[:5])
        return Check("queue", False, f"{len(stuck)} job(s) ({numbers}) whose lease lapsed were not"
                     " taken over; fix: look at the workers' metnos.log, and keep"
                     " queue.max_claims above 0", facts)
    tasks = conn.execute("SELECT name FROM periodic WHERE lease_until < ?", (now,)).fetchall()
    if tasks:
        summary += f"; {len(tasks)} periodic task(s) were cut short and run again at their next tick"
    return Check("queue", True, summary, facts)


def _check_secrets(settings: Settings) -> Check:
    from runtime.credentials import SERVICE, backend_for
    from runtime.errors import MetnosError

    try:
        backend = backend_for(settings)
        names = backend.entries(SERVICE)
    except MetnosError as exc:
        return Check("secrets", False, f"{exc}; fix: set METNOS_SECRETS_PASSPHRASE to the store's"
                     " passphrase, or put back secrets.key beside secrets.enc in"
                     f" {settings.data_dir}")
    if not backend.path.exists():
        return Check("secrets", True, f"no secrets stored yet ({backend.path} is made by"
                     " `metnos secrets set`)")
    return Check("secrets", True, f"{len(names)} secret(s) readable in {backend.path}")
