"""Workspace index: find a user's documents by what they are called or what they say.

:class:`WorkspaceIndex` is a per-owner SQLite FTS5 index of the text of the
files under a workspace folder, refreshed incrementally; :meth:`~WorkspaceIndex.search`
takes the words a person typed (Italian or English) and :func:`terms_of` shows
which of them are searched for.
"""

from runtime.index.fts import (
    ENGLISH_STOP_WORDS,
    ITALIAN_STOP_WORDS,
    Hit,
    RefreshStats,
    WorkspaceIndex,
    WorkspaceIndexError,
    terms_of,
)

__all__ = [
    "ENGLISH_STOP_WORDS",
    "ITALIAN_STOP_WORDS",
    "Hit",
    "RefreshStats",
    "WorkspaceIndex",
    "WorkspaceIndexError",
    "terms_of",
]
