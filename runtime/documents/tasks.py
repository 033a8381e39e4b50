"""The document work of a step as plain functions of plain values: what a worker process runs.

Each function takes and returns only what pickles (paths, texts, field names; the readers'
results and :class:`~runtime.errors.DocumentError`), so that the executors can run it in a
thread for small work or in a worker process (:mod:`runtime.documents.work`) for the rest.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from runtime.documents.extract import extract_entries
from runtime.documents.kinds import classify_document
from runtime.documents.read import DocumentError, DocumentText, read_document
from runtime.documents.summarize import Summary, summarize

__all__ = ["PARSED_SUFFIXES", "Extracted", "extract_documents", "parsed", "read_documents",
           "summarize_texts"]

#: Formats read by a parser of a package or of compressed streams: their cost is not bounded
#: by the size of the file (a small one can inflate to hundreds of megabytes).
PARSED_SUFFIXES = frozenset({".pdf", ".xlsx", ".xlsm", ".docx"})


def parsed(paths: Sequence[Path]) -> bool:
    """Whether reading `paths` takes a parser whose cost the file size does not bound."""
    return any(p.suffix.lower() in PARSED_SUFFIXES for p in paths)


def read_documents(paths: Sequence[Path], max_chars: int) -> list[DocumentText | DocumentError]:
    """Each document's text, or the error that kept it from being read, in order."""
    out: list[DocumentText | DocumentError] = []
    for path in paths:
        try:
            out.append(read_document(path, max_chars=max_chars))
        except DocumentError as exc:
            out.append(exc)
        except MemoryError:  # past every budget, at a worker's memory limit: this one document fails
            out.append(DocumentError("too_large", f"{path.name} needs more memory than a document may take.",
                                     path))
    return out


@dataclass(frozen=True)
class Extracted:
    """What the rules found in one document: its kind, its rows (currency, item), the fields
    still missing; ``kept`` is false when its kind is not among those asked for."""

    kind: str
    kept: bool
    rows: list[tuple[str | None, dict[str, Any]]]
    missing: list[str]


def extract_documents(docs: Sequence[tuple[str, str]], looked_for: Sequence[str],
                      kinds: Sequence[str] | None) -> list[Extracted]:
    """The rules' pass over every (source, text): entries found, fields missing, kinds left out."""
    out: list[Extracted] = []
    for source, text in docs:
        kind = classify_document(text, source)
        if kinds is not None and kind not in kinds:
            out.append(Extracted(kind, False, [], []))
            continue
        rows: list[tuple[str | None, dict[str, Any]]] = [(None, {})]
        missing: list[str] = []
        if looked_for:
            entries = extract_entries(text, list(looked_for), source=source)
            found = [(e.currency, e.to_item()) for e in entries]
            rows = [(c, i) for c, i in found if any(i.get(f) is not None for f in looked_for)]
            missing = [f for f in looked_for if not rows or all(i.get(f) is None for _, i in rows)]
        out.append(Extracted(kind, True, rows, missing))
    return out


def summarize_texts(texts: Sequence[str], max_sentences: int, focus: Sequence[str]) -> list[Summary]:
    """The summary of each text, in order."""
    return [summarize(text, max_sentences=max_sentences, focus=list(focus)) for text in texts]
