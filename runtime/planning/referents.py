"""Referents: what the last answer was about, so that "it", "them", "the dearest" have a meaning.

After a turn answers, its final files, its entries and the one file it singled out (the
cheapest quote, the only match, the table it made) are kept per user and conversation
for a while. The next message's "leggilo", "spostali in Archivio", "e quello più caro?",
"il secondo", "e in Documenti?" are resolved against them, never against anything else.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from runtime.engine.records import StepRecord, StepStatus

TTL_SECONDS = 2 * 3600
# As many files as a search hands over (``find_files``' FIND_LIMIT): "cancellali" after a
# listing of 400 files means all 400, never the first 200.
MAX_FILES = 10_000
MAX_ENTRIES = 200
FILE_TOOLS_FIRST = ("create_files_spreadsheet",)


@dataclass(frozen=True)
class Referents:
    """The last answer's files (``~/...``), entries and focus, and the request that made them."""

    files: tuple[str, ...] = ()
    entries: tuple[dict[str, Any], ...] = ()
    focus: str | None = None
    text: str = ""
    intent: str | None = None
    place: str | None = None
    turn_id: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    # How many files the answer was about when fewer are kept (a search that hit its cap)
    total: int | None = None

    @property
    def in_part(self) -> bool:
        """Whether the answer was about more files than are kept here."""
        return self.total is not None and self.total > len(self.files)

    @property
    def empty(self) -> bool:
        return not self.files and not self.entries

    def nth(self, n: int) -> str | None:
        """The n-th file of the last answer (1-based; -1 is the last one)."""
        if not self.files:
            return None
        index = n - 1 if n > 0 else len(self.files) + n
        return self.files[index] if 0 <= index < len(self.files) else None

    def dumps(self) -> str:
        # ASCII escapes: a name read from the file system may hold lone surrogates (bytes that are not
        # UTF-8), which SQLite cannot store as text; escaped, they come back as the same name
        return json.dumps(asdict(self), default=str, ensure_ascii=True)

    @classmethod
    def loads(cls, text: str) -> Referents:
        raw = json.loads(text)
        return cls(files=tuple(raw.get("files", ())), entries=tuple(raw.get("entries", ())),
                   focus=raw.get("focus"), text=raw.get("text", ""), intent=raw.get("intent"),
                   place=raw.get("place"), turn_id=raw.get("turn_id"), extra=raw.get("extra", {}),
                   total=raw.get("total"))


def referents_of(records: dict[int, StepRecord], *, text: str, intent: str | None,
                 place: str | None, turn_id: str) -> Referents | None:
    """What a finished run's answer is about, or None when it showed nothing to refer to."""
    files: list[str] = []
    entries: list[dict[str, Any]] = []
    focus: str | None = None
    found = 0  # how many files the step that gave `files` found (more when it was capped)
    extra: dict[str, Any] = {}
    for num in sorted(records):
        rec = records[num]
        result = rec.result
        if result is None or rec.status not in (StepStatus.OK, StepStatus.PARTIAL):
            continue
        paths = [str(i["path"]) for i in result.items if isinstance(i.get("path"), str)]
        if rec.tool in ("extract_entries", "filter_entries", "sort_entries") and result.items:
            entries = [dict(i) for i in result.items][:MAX_ENTRIES]
            sources = [str(i["source"]) for i in result.items if i.get("source")]
            files = list(dict.fromkeys(sources))
            found = len(files)
        elif rec.tool == "summarize_documents" and (columns := [str(i["column"]) for i in result.items
                                                             if i.get("column")]):
            extra["column"] = columns[0]  # "e il più basso?" right after "la media dei voti": that column
            if groups := [str(i["by"]) for i in result.items if i.get("by")]:
                extra["by"] = groups[0]  # "e quale meno?" right after "quale camera ha reso di più?"
            if days := [str(i["day"]) for i in result.items if i.get("day")]:
                extra["day"] = days[0]  # the day of the next rows shown: "e quello dopo?" is after it
            if wheres := [[str(w) for w in i["where"]] for i in result.items if i.get("where")]:
                extra["where"] = wheres[0]  # the words that picked its rows ("october")
            files = list(dict.fromkeys(paths)) or files
            found = len(files)
        elif rec.tool == "compute_entries":
            source = result.data.get("source")
            if isinstance(source, str) and source:
                focus = source
        elif paths and rec.tool != "undo_last_turn":
            files = list(dict.fromkeys(paths))
            found = max(result.total or 0, len(files)) if result.truncated else len(files)
            if rec.tool in FILE_TOOLS_FIRST:
                focus = paths[0]
    if not files and not entries:
        return None
    if focus is None and len(files) == 1:
        focus = files[0]
    kept = tuple(files[:MAX_FILES])
    return Referents(files=kept, entries=tuple(entries), focus=focus,
                     text=text, intent=intent, place=place, turn_id=turn_id, extra=extra,
                     total=found if found > len(kept) else None)
