"""Which database a deployment uses: the ``storage.url`` setting, read in one place.

Kept apart from :mod:`runtime.store.db` so that neither backend module imports the other
(the PostgreSQL one builds on the protocols of ``db``, and is imported only for its URL).
"""

from __future__ import annotations

from pathlib import Path

from runtime.store.db import Database, Storage, StoreError


def is_postgres_url(url: str | None) -> bool:
    """Whether a ``storage.url`` names a PostgreSQL database."""
    return url is not None and url.split(":", 1)[0].lower() in ("postgresql", "postgres")


async def open_storage(url: str | None, sqlite_path: Path) -> Storage:
    """The database the ``storage.url`` setting names: PostgreSQL for a ``postgresql://`` URL
    (psycopg is imported only then), else the SQLite file at `sqlite_path`, exactly as before."""
    if not url:
        return await Database.open(sqlite_path)
    if not is_postgres_url(url):
        raise StoreError("storage.url must be a postgresql:// URL, or unset for the SQLite file"
                         f" {sqlite_path}")
    from runtime.store.postgres import PostgresDatabase

    return await PostgresDatabase.open(url)
