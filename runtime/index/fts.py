"""A per-user full-text index of the workspace, in SQLite FTS5.

:class:`WorkspaceIndex` keeps, for each owner, the text of every document under
their workspace folder (read by :func:`runtime.documents.read_document`, as the
``read_files`` executor reads it) and finds documents by the words a person uses
for them: "il contratto d'affitto", "the invoice from the electrician".
:func:`terms_of` is the pure query normalisation the search is built on.

The class is synchronous; callers run it in a worker thread
(``asyncio.to_thread``). One connection per index is shared by threads under a
lock; files are read outside the lock, so a refresh does not hold up searches.
Every failure of the database or of the workspace root is a
:class:`WorkspaceIndexError`.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
import stat
import threading
import time
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from types import TracebackType
from typing import Any, Final

from runtime.documents import DocumentError, read_document
from runtime.documents.amounts import find_dates
from runtime.documents.kinds import classify_document
from runtime.documents.summarize import detect_locale
from runtime.errors import WorkspaceIndexError

__all__ = [
    "ENGLISH_STOP_WORDS",
    "ITALIAN_STOP_WORDS",
    "Hit",
    "RefreshStats",
    "WorkspaceIndex",
    "WorkspaceIndexError",
    "terms_of",
]

#: 2: documents keep their kind; 3: kinds read again (a quote written in a chat is a quote);
#: 4: sheets keep their last date (what "the next match" looks for), texts their language.
#: An older index is a cache: dropped, and rebuilt by the next refresh.
SCHEMA_VERSION: Final = 4

# fmt: off
#: Italian words that say nothing about which document is meant (accents folded).
ITALIAN_STOP_WORDS: Final = frozenset({
    "il", "lo", "la", "i", "gli", "le", "un", "uno", "una",
    "di", "a", "da", "in", "con", "su", "per", "tra", "fra",
    "del", "dello", "della", "dei", "degli", "delle", "al", "allo", "alla", "ai", "agli", "alle",
    "dal", "dallo", "dalla", "dai", "dagli", "dalle", "nel", "nello", "nella", "nei", "negli", "nelle",
    "sul", "sullo", "sulla", "sui", "sugli", "sulle",
    "e", "ed", "o", "che", "chi", "cui", "mio", "mia", "miei", "mie", "tutti", "tutte",
    "file", "documento", "documenti", "cartella", "cartelle",
    "contiene", "contengono", "contenente", "contenenti", "trova", "trovami", "cerca", "cercami",
})
#: English words that say nothing about which document is meant.
ENGLISH_STOP_WORDS: Final = frozenset({
    "the", "a", "an", "of", "in", "on", "at", "to", "for", "from", "by", "with", "about",
    "and", "or", "which", "that", "who", "my", "me", "all", "any", "is", "are",
    "file", "files", "document", "documents", "folder", "folders",
    "contain", "contains", "containing", "find", "search",
})
# Elided Italian words before an apostrophe ("dell'idraulico", "l'IBAN", "d'affitto").
_ITALIAN_ELISIONS: Final = frozenset({
    "l", "d", "dell", "dall", "nell", "sull", "all", "coll", "un", "quest", "quell",
    "c", "n", "s", "m", "t", "v", "tutt",
})
# English clitics after an apostrophe ("electrician's", "don't").
_ENGLISH_CLITICS: Final = frozenset({"s", "t", "ll", "re", "ve", "d", "m"})
# fmt: on
_STOP_WORDS: Final = ITALIAN_STOP_WORDS | ENGLISH_STOP_WORDS

_MAX_QUERY_CHARS: Final = 500
_MAX_TERMS: Final = 12
_SNIPPET_CHARS: Final = 160
_SNIPPET_TOKENS: Final = 24
# bm25 column weights: a word in the file name counts most, then the folders, then the text.
_WEIGHTS: Final = "10.0, 4.0, 1.0"
_BATCH_DOCS: Final = 200
_BATCH_CHARS: Final = 4_000_000

_APOSTROPHES: Final = "'\u2019\u2018`\u00b4\u02bc"
_WORD_RE: Final = re.compile(rf"[^\W_]+(?:[{_APOSTROPHES}][^\W_]+)*")
_APOSTROPHE_RE: Final = re.compile(rf"[{_APOSTROPHES}]")
# camelCase and letter/digit boundaries in file names: "FatturaIdraulico2024" -> 3 words.
_NAME_SPLIT_RE: Final = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[^\W\d_])(?=\d)|(?<=\d)(?=[^\W\d_])")

_SCHEMA: Final = (
    """
    CREATE TABLE IF NOT EXISTS documents (
        id INTEGER PRIMARY KEY,
        owner TEXT NOT NULL,
        path TEXT NOT NULL,
        name TEXT NOT NULL,
        size INTEGER NOT NULL,
        mtime_ns INTEGER NOT NULL,
        format TEXT,
        indexed_at REAL NOT NULL,
        kind TEXT,
        last_day TEXT,
        lang TEXT,
        UNIQUE (owner, path)
    )
    """,
    """
    CREATE VIRTUAL TABLE IF NOT EXISTS documents_fts USING fts5(
        name, folder, text, tokenize = 'unicode61 remove_diacritics 2'
    )
    """,
)


@dataclass(frozen=True)
class RefreshStats:
    """What one refresh did; ``complete`` is false when the time budget or ``max_files`` cut it short."""

    scanned: int
    added: int
    updated: int
    removed: int
    unchanged: int
    seconds: float
    complete: bool


@dataclass(frozen=True)
class Hit:
    """One document found: its workspace-relative POSIX path and the query terms it matched.

    ``score`` is the number of matched terms plus a bm25 relevance in [0, 1): higher is better.
    """

    path: str
    name: str
    score: float
    snippet: str
    matched_terms: tuple[str, ...]


# ------------------------------------------------------------------ query terms (pure)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _words(query: str) -> Iterator[str]:
    """The folded words of a query, with elided articles and clitics split off."""
    for token in _WORD_RE.findall(_fold(query)):
        pieces = _APOSTROPHE_RE.split(token)
        last = len(pieces) - 1
        for position, piece in enumerate(pieces):
            if position < last and piece in _ITALIAN_ELISIONS:
                continue
            if position == last and position > 0 and piece in _ENGLISH_CLITICS:
                continue
            yield piece


def _stem(term: str) -> str:
    """A light stem matched as a prefix: "fattura"/"fatture" -> "fattur", "invoices" -> "invoic"."""
    if term.isdigit():
        return term
    if len(term) >= 7 and term.endswith("ies"):
        return term[:-3]
    if len(term) >= 4 and term.endswith("s") and not term.endswith(("ss", "us", "is")):
        term = term[:-1]
    if len(term) >= 5 and term[-1] in "aeiou":
        term = term[:-1]
    return term


def terms_of(query: str) -> list[str]:
    """The words a search looks for: lower case, accents folded, elisions and stop words dropped."""
    terms: list[str] = []
    stems: set[str] = set()
    for word in _words(query[:_MAX_QUERY_CHARS]):
        if word in _STOP_WORDS or (len(word) == 1 and not word.isdigit()):
            continue
        stem = _stem(word)
        if stem in stems:
            continue
        stems.add(stem)
        terms.append(word)
        if len(terms) == _MAX_TERMS:
            break
    return terms


_UMLAUT_SAID: Final = re.compile(r"(?<![qg])([aou])e")  # a German name typed without its umlaut
_LANG_CHARS: Final = 80  # a text shorter than this does not tell its language
_SHORT_WORD: Final = 3  # "log" is never a prefix of "logo", nor "art" of "articolo"


def _match_expr(term: str) -> str:
    """One term as an FTS5 string (never an operator): a prefix of its stem ("rata": "rat", so
    "rate" too), numbers exact; a word of three letters or fewer ("log", "logs") is itself or its
    plural."""
    stem = _stem(term)
    quoted = '"' + stem.replace('"', '""') + '"'
    if stem.isdigit():
        return quoted
    if len(stem) <= _SHORT_WORD and term in (stem, stem + "s"):
        return f'({quoted} OR "{stem.replace(chr(34), chr(34) * 2)}s")'
    plain = _UMLAUT_SAID.sub(r"\1", stem) if len(stem) >= 5 else stem
    if plain != stem:  # "mueller": also "Müller", indexed without its accent as "muller"
        return f'({quoted}* OR "{plain.replace(chr(34), chr(34) * 2)}"*)'
    return quoted + "*"


def _scope(under: str | None) -> tuple[str, str] | None:
    """The path range of a folder prefix: ``"Fatture"`` -> [``"Fatture/"``, ``"Fatture0"``).

    ``"0"`` is the character after ``"/"``, so a sibling like ``"Fatture-vecchie"`` falls outside.
    Raises ValueError for a folder that leaves the workspace (``..``).
    """
    if under is None:
        return None
    raw = under.strip().replace("\\", "/")
    if raw.startswith("~"):
        raw = raw[1:]
    parts = [p for p in raw.split("/") if p not in ("", ".")]
    if ".." in parts:
        raise ValueError(f"folder {under!r} is not inside the workspace")
    if not parts:
        return None
    prefix = "/".join(parts)
    return prefix + "/", prefix + "0"


def _squeeze(text: str) -> str:
    """Whitespace squeezed and cut at a word boundary to at most 160 characters."""
    flat = " ".join(text.split())
    if len(flat) <= _SNIPPET_CHARS:
        return flat
    cut = flat[: _SNIPPET_CHARS - 1]
    space = cut.rfind(" ")
    if space > _SNIPPET_CHARS // 2:
        cut = cut[:space]
    return cut.rstrip(" \u2026") + "\u2026"


def _name_words(text: str) -> str:
    return _NAME_SPLIT_RE.sub(" ", text)


def _storable(text: str) -> str:
    """Text SQLite can store: lone surrogates (from odd PDFs) replaced."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "replace").decode("utf-8")
    return text


# ------------------------------------------------------------------ workspace walk


@dataclass(frozen=True)
class _File:
    rel: str
    path: Path
    size: int
    mtime_ns: int


@dataclass(frozen=True)
class _Doc:
    rel: str
    size: int
    mtime_ns: int
    format: str | None
    text: str
    kind: str | None = None  # quote, invoice, receipt, contract, other (what its text says it is)
    last_day: str | None = None  # a sheet's latest date (ISO), when its cells hold dates
    lang: str | None = None  # "it" or "en": the language a text is written in (None: a sheet, no text)


def _walk(root: Path, unlisted: list[str]) -> Iterator[_File]:
    """Regular files under ``root`` in name order, skipping dot-entries and symlinks that leave it.

    Symlinked folders are not entered (their targets inside the root are walked anyway).
    Folders that cannot be listed are appended to ``unlisted``.
    """
    real_root = str(root)
    stack: list[tuple[str, str]] = [(real_root, "")]
    while stack:
        folder, prefix = stack.pop()
        try:
            with os.scandir(folder) as listing:
                entries = sorted(listing, key=lambda e: e.name)
        except OSError as exc:
            if not prefix:
                raise WorkspaceIndexError(f"workspace folder {root} cannot be listed: {exc}") from exc
            unlisted.append(prefix.rstrip("/"))
            continue
        subfolders: list[tuple[str, str]] = []
        for entry in entries:
            if entry.name.startswith("."):
                continue
            rel = prefix + entry.name
            try:
                rel.encode("utf-8")
            except UnicodeEncodeError:
                continue  # a name that is not valid UTF-8 cannot be shown or stored
            try:
                if entry.is_symlink():
                    target = os.path.realpath(entry.path)
                    if os.path.commonpath([real_root, target]) != real_root:
                        continue
                    info = os.stat(target)
                    if not stat.S_ISREG(info.st_mode):
                        continue
                elif entry.is_dir(follow_symlinks=False):
                    subfolders.append((entry.path, rel + "/"))
                    continue
                elif entry.is_file(follow_symlinks=False):
                    info = entry.stat(follow_symlinks=False)
                else:
                    continue  # fifos, sockets, devices: never opened
            except (OSError, ValueError):
                continue  # vanished meanwhile, or a target on another drive
            yield _File(rel=rel, path=Path(entry.path), size=info.st_size, mtime_ns=info.st_mtime_ns)
        stack.extend(reversed(subfolders))


def _read(file: _File, max_chars: int) -> _Doc:
    """The document's text, or only its name when it cannot be read as text."""
    try:
        doc = read_document(file.path, max_chars=max_chars)
    except DocumentError:
        return _Doc(file.rel, file.size, file.mtime_ns, None, "")
    last = None
    if doc.format in ("csv", "xlsx"):  # a sheet's dates say up to when it runs (a fixture list)
        last = max((d for d, _, _ in find_dates(doc.text) if isinstance(d, date)), default=None)
    # the language a text is written in ("the house rules" in Italian and in English: theirs)
    lang = None if doc.format in ("csv", "xlsx") or len(doc.text) < _LANG_CHARS else detect_locale(doc.text)
    return _Doc(file.rel, file.size, file.mtime_ns, doc.format, _storable(doc.text),
                classify_document(doc.text, file.path.name), last.isoformat() if last else None, lang)


# ------------------------------------------------------------------ the index


@contextlib.contextmanager
def _db_errors(path: Path) -> Iterator[None]:
    try:
        yield
    except sqlite3.Error as exc:
        raise WorkspaceIndexError(f"workspace index {path}: {exc}") from exc


def _create_private_file(path: Path) -> None:
    """Create the database file readable by its owner only (SQLite copies the mode to -wal, -shm)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
    except FileExistsError:
        return
    except OSError as exc:
        raise WorkspaceIndexError(f"cannot create workspace index {path}: {exc}") from exc
    os.close(fd)


class WorkspaceIndex:
    """The full-text index of every owner's workspace documents, in one SQLite file."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self._conn = conn
        self._path = path
        self._lock = threading.Lock()

    @classmethod
    def open(cls, db_path: Path) -> WorkspaceIndex:
        """Open (creating if needed, mode 0600) the index file and its schema, in WAL mode."""
        path = Path(db_path)
        _create_private_file(path)
        with _db_errors(path):
            conn = sqlite3.connect(path, timeout=5.0, isolation_level=None, check_same_thread=False)
        index = cls(conn, path)
        try:
            with _db_errors(path):
                index._prepare()
        except BaseException:
            conn.close()
            raise
        return index

    def _prepare(self) -> None:
        conn = self._conn
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > SCHEMA_VERSION:
            raise WorkspaceIndexError(
                f"workspace index {self._path} has schema {version}, newer than this Metnos knows; "
                "it can be deleted and rebuilt"
            )
        with self._transaction():
            if 0 < version < SCHEMA_VERSION:  # kinds missing or read by older rules: rebuilt
                conn.execute("DROP TABLE IF EXISTS documents_fts")
                conn.execute("DROP TABLE IF EXISTS documents")
            for statement in _SCHEMA:
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; the caller holds the lock (or is alone, while opening)."""
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            yield self._conn
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    def close(self) -> None:
        """Close the connection; the index cannot be used afterwards."""
        with self._lock:
            self._conn.close()

    def __enter__(self) -> WorkspaceIndex:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    # -------------------------------------------------------------- writing

    def refresh(
        self,
        owner: str,
        root: Path,
        *,
        max_files: int = 20000,
        max_chars: int = 200_000,
        budget_seconds: float | None = None,
    ) -> RefreshStats:
        """Bring ``owner``'s rows up to date with the files under ``root``, reading only what changed.

        A file is re-read when its size or mtime changed; rows of files that are gone are
        removed, but only after a complete walk (a cut-short refresh removes nothing; a
        later one carries on, skipping what is already current).
        """
        started = time.monotonic()
        deadline = None if budget_seconds is None else started + budget_seconds
        real_root = Path(root).resolve()
        if not real_root.is_dir():
            raise WorkspaceIndexError(f"workspace folder {root} does not exist or is not a folder")
        with self._lock, _db_errors(self._path):
            known: dict[str, tuple[int, int]] = {
                path: (size, mtime_ns)
                for path, size, mtime_ns in self._conn.execute(
                    "SELECT path, size, mtime_ns FROM documents WHERE owner = ?", (owner,)
                )
            }
        scanned = added = updated = unchanged = removed = 0
        complete = True
        seen: set[str] = set()
        unlisted: list[str] = []
        pending: list[_Doc] = []
        pending_chars = 0
        for file in _walk(real_root, unlisted):
            if scanned >= max_files or (deadline is not None and time.monotonic() >= deadline):
                complete = False
                break
            scanned += 1
            seen.add(file.rel)
            previous = known.get(file.rel)
            if previous == (file.size, file.mtime_ns):
                unchanged += 1
                continue
            if previous is None:
                added += 1
            else:
                updated += 1
            doc = _read(file, max_chars)
            pending.append(doc)
            pending_chars += len(doc.text)
            if len(pending) >= _BATCH_DOCS or pending_chars >= _BATCH_CHARS:
                self._store(owner, pending)
                pending, pending_chars = [], 0
        self._store(owner, pending)
        if complete:
            kept = tuple(folder + "/" for folder in unlisted)  # rows under them may still exist
            gone = [p for p in known if p not in seen and not (kept and p.startswith(kept))]
            removed = self._delete(owner, gone)
        return RefreshStats(
            scanned=scanned,
            added=added,
            updated=updated,
            removed=removed,
            unchanged=unchanged,
            seconds=time.monotonic() - started,
            complete=complete,
        )

    def rebuild(
        self,
        owner: str,
        root: Path,
        *,
        max_files: int = 20000,
        max_chars: int = 200_000,
        budget_seconds: float | None = None,
    ) -> RefreshStats:
        """Drop ``owner``'s rows and index ``root`` again from scratch."""
        self.forget(owner)
        return self.refresh(
            owner, root, max_files=max_files, max_chars=max_chars, budget_seconds=budget_seconds
        )

    def of_kind(self, owner: str, kind: str) -> list[str]:
        """``owner``'s documents whose text says they are a `kind` ("quote"), by path."""
        with self._lock, _db_errors(self._path):
            rows = self._conn.execute(
                "SELECT path FROM documents WHERE owner = ? AND kind = ? ORDER BY path", (owner, kind)
            ).fetchall()
        return [str(r[0]) for r in rows]

    def first_lines(self, owner: str, paths: list[str]) -> dict[str, str]:
        """The first line of each of ``paths``' text (a sheet's header), when indexed."""
        if not paths:
            return {}
        marks = ", ".join("?" for _ in paths)
        with self._lock, _db_errors(self._path):
            rows = self._conn.execute(
                "SELECT d.path, substr(f.text, 1, 400) FROM documents AS d JOIN documents_fts AS f "
                f"ON f.rowid = d.id WHERE d.owner = ? AND d.path IN ({marks})",
                (owner, *paths),
            ).fetchall()
        return {str(p): str(text or "").split("\n", 1)[0] for p, text in rows}

    def languages(self, owner: str, paths: list[str]) -> dict[str, str]:
        """The language ("it", "en") each of ``paths`` is written in, when known."""
        if not paths:
            return {}
        marks = ", ".join("?" for _ in paths)
        with self._lock, _db_errors(self._path):
            rows = self._conn.execute(
                "SELECT path, lang FROM documents WHERE owner = ? AND lang IS NOT NULL "
                f"AND path IN ({marks})",
                (owner, *paths),
            ).fetchall()
        return {str(p): str(lang) for p, lang in rows}

    def dated_from(self, owner: str, day: date, *, under: str | None = None) -> list[str]:
        """``owner``'s sheets with a date on or after ``day`` (a fixture list, a rota), by path."""
        sql = "SELECT path FROM documents WHERE owner = ? AND last_day >= ?"
        params: list[object] = [owner, day.isoformat()]
        scope = _scope(under)
        if scope is not None:
            sql += " AND path >= ? AND path < ?"
            params.extend(scope)
        with self._lock, _db_errors(self._path):
            return [str(r[0]) for r in self._conn.execute(sql + " ORDER BY path", params).fetchall()]

    def saying(self, owner: str, forms: list[str], *, under: str | None = None, limit: int = 500) -> set[str]:
        """The paths of ``owner``'s documents that say any of ``forms`` in a name, a folder or the
        text: a word as :meth:`search` matches it (a prefix of its stem), or numbers said in a row
        ("10 2026": a date of October 2026, 06/10/2026 or 2026-10-06)."""
        exprs: list[str] = []
        for form in forms:
            words = list(_words(form))
            if len(words) > 1 and all(w.isdigit() for w in words):
                exprs.append('"' + " ".join(words) + '"')
            elif len(words) == 1 and words[0] not in _STOP_WORDS and len(words[0]) > 1:
                exprs.append(_match_expr(words[0]))
        if not exprs:
            return set()
        scope = _scope(under)
        match = " OR ".join(dict.fromkeys(exprs))
        params: dict[str, object] = {"match": match, "owner": owner, "limit": limit}
        where = "documents_fts MATCH :match AND d.owner = :owner"
        if scope is not None:
            params["lo"], params["hi"] = scope
            where += " AND d.path >= :lo AND d.path < :hi"
        sql = (
            "SELECT d.path FROM documents_fts CROSS JOIN documents AS d ON d.id = documents_fts.rowid "
            f"WHERE {where} LIMIT :limit"
        )
        with self._lock, _db_errors(self._path):
            return {str(row[0]) for row in self._conn.execute(sql, params).fetchall()}

    def forget(self, owner: str) -> None:
        """Remove every row of ``owner``."""
        with self._lock, _db_errors(self._path), self._transaction() as conn:
            conn.execute(
                "DELETE FROM documents_fts WHERE rowid IN (SELECT id FROM documents WHERE owner = ?)",
                (owner,),
            )
            conn.execute("DELETE FROM documents WHERE owner = ?", (owner,))

    def _store(self, owner: str, docs: list[_Doc]) -> None:
        if not docs:
            return
        now = time.time()
        with self._lock, _db_errors(self._path), self._transaction() as conn:
            for doc in docs:
                folder, _, name = doc.rel.rpartition("/")
                (doc_id,) = conn.execute(
                    "INSERT INTO documents (owner, path, name, size, mtime_ns, format, indexed_at, kind, "
                    "last_day, lang) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                    "ON CONFLICT (owner, path) DO UPDATE SET name = excluded.name, "
                    "size = excluded.size, mtime_ns = excluded.mtime_ns, format = excluded.format, "
                    "indexed_at = excluded.indexed_at, kind = excluded.kind, last_day = excluded.last_day, "
                    "lang = excluded.lang "
                    "RETURNING id",
                    (owner, doc.rel, name, doc.size, doc.mtime_ns, doc.format, now, doc.kind, doc.last_day,
                     doc.lang),
                ).fetchone()
                conn.execute("DELETE FROM documents_fts WHERE rowid = ?", (doc_id,))
                conn.execute(
                    "INSERT INTO documents_fts (rowid, name, folder, text) VALUES (?, ?, ?, ?)",
                    (doc_id, _name_words(name), _name_words(folder), doc.text),
                )

    def _delete(self, owner: str, paths: list[str]) -> int:
        if not paths:
            return 0
        removed = 0
        with self._lock, _db_errors(self._path), self._transaction() as conn:
            for path in paths:
                row = conn.execute(
                    "DELETE FROM documents WHERE owner = ? AND path = ? RETURNING id", (owner, path)
                ).fetchone()
                if row is not None:
                    conn.execute("DELETE FROM documents_fts WHERE rowid = ?", (row[0],))
                    removed += 1
        return removed

    # -------------------------------------------------------------- searching

    def search(self, owner: str, query: str, *, limit: int = 10, under: str | None = None) -> list[Hit]:
        """``owner``'s documents matching the words of ``query``, best first.

        Documents with every term come first; when none has them all, those with the most
        terms. ``under`` keeps only a folder of the workspace (``"Fatture"``: ``Fatture/...``).
        """
        if limit < 1:
            raise ValueError(f"limit must be at least 1, got {limit}")
        scope = _scope(under)
        terms = terms_of(query)
        if not terms:
            return []
        exprs = [_match_expr(t) for t in terms]
        with self._lock, _db_errors(self._path):
            every = " AND ".join(exprs)
            rows = self._ranked(owner, every, [], scope, limit)
            match = every
            if not rows and len(terms) > 1:
                match = " OR ".join(exprs)
                rows = self._ranked(owner, match, exprs, scope, limit)
            snippets = self._snippets(match, [row[0] for row in rows])
        hits: list[Hit] = []
        for doc_id, path, name, rank, *flags in rows:
            matched = tuple(t for t, hit in zip(terms, flags, strict=True) if hit) if flags else tuple(terms)
            relevance = max(0.0, -float(rank))
            hits.append(
                Hit(
                    path=path,
                    name=name,
                    score=len(matched) + relevance / (1.0 + relevance),
                    snippet=_squeeze(snippets.get(doc_id, "")),
                    matched_terms=matched,
                )
            )
        return hits

    def _ranked(
        self, owner: str, match: str, each: list[str], scope: tuple[str, str] | None, limit: int
    ) -> list[Any]:
        """Rows (id, path, name, bm25, *matched flags) of the best matches of ``match``."""
        params: dict[str, object] = {"match": match, "owner": owner, "limit": limit}
        flags = ""
        order = "rank"
        if each:
            for n, expr in enumerate(each):
                params[f"m{n}"] = expr
            columns = [
                f"(documents_fts.rowid IN (SELECT rowid FROM documents_fts(:m{n})))" for n in range(len(each))
            ]
            flags = ", " + ", ".join(f"{c} AS m{n}" for n, c in enumerate(columns))
            order = "(" + " + ".join(f"m{n}" for n in range(len(each))) + ") DESC, rank"
        where = "documents_fts MATCH :match AND d.owner = :owner"
        if scope is not None:
            params["lo"], params["hi"] = scope
            where += " AND d.path >= :lo AND d.path < :hi"
        sql = (
            f"SELECT d.id, d.path, d.name, bm25(documents_fts, {_WEIGHTS}) AS rank{flags} "
            "FROM documents_fts CROSS JOIN documents AS d ON d.id = documents_fts.rowid "
            f"WHERE {where} ORDER BY {order} LIMIT :limit"
        )
        return self._conn.execute(sql, params).fetchall()

    def _snippets(self, match: str, ids: list[int]) -> dict[int, str]:
        """Text around the match for a few rows (computed after ranking: snippets are costly)."""
        if not ids:
            return {}
        marks = ", ".join("?" for _ in ids)
        rows = self._conn.execute(
            f"SELECT rowid, snippet(documents_fts, 2, '', '', '\u2026', {_SNIPPET_TOKENS}) "
            f"FROM documents_fts WHERE documents_fts MATCH ? AND rowid IN ({marks})",
            (match, *ids),
        ).fetchall()
        return {int(doc_id): str(text or "") for doc_id, text in rows}
