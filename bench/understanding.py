"""How well Metnos understands a family, judged as a person would.

Every conversation of ``bench/understanding_cases.py`` (or of another module of ``bench/`` given
with ``--cases``, e.g. the held-out ``understanding_heldout``) runs against a fresh data directory
(``METNOS_HOME`` in a temporary folder) whose admin workspace holds the family files of
``bench/family_workspace.py``, through one real ``metnos chat`` process (``python3 -m bot
chat``) fed line by line on standard input. Each reply is judged:

- **wrong** (the worst): a name or value that must not appear does; a file outside the
  place the person named is named or quoted; the workspace changed in a way nobody asked
  for; an engine word reached the person (executor names, step numbers, "language model",
  "(s)", "documento/i", a traceback);
- **done**: every expectation met;
- **not done**: neither (an honest refusal, a question where none was accepted, a missing
  mention, an expected change that did not happen).

A conversation's verdict is its worst message. Run by hand (it is a benchmark: exit status
0 whatever the scores)::

    python3 bench/understanding.py [--cases MODULE] [--filter WORD] [--verbose] [--json FILE] [--jobs N]

Framing: the chat prints each reply as one write ending in a blank line, but a reply may
itself contain blank lines, so the runner sends one line at a time and takes everything
printed until the output is quiet after a blank line as that line's reply. A reply whose
choices are listed as ``  [1] ...``, or whose last paragraph asks something, is a question.
The labelled answer ("1", "sì", "no", a folder name) is sent as the next line only when the
prompt shows what the person expects (a careful person does not confirm anything else);
another question gets the labelled clarification, if any. Candidates offered as choices of
a clarifying question are judged more mildly than what a reply states or a confirmation
proposes: a wrong candidate makes the message "not done", a wrong statement "wrong".

E-mail: a send with no account configured is refused before any confirmation (the refusal
names the missing ``[mail.accounts]`` setup), so for the e-mail conversations the runner
configures a dead local account (127.0.0.1, port 9) and stores its credential in the
temporary data directory: the confirmation then shows recipients and attachments, and the
conversation answers "no". ``--no-mail`` skips that (the sends are then "not done").
"""

from __future__ import annotations

import argparse
import codecs
import contextlib
import hashlib
import importlib
import json
import os
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(BENCH))

from family_workspace import FINGERPRINTS, make_family_workspace  # noqa: E402
from understanding_cases import (  # noqa: E402
    ANY,
    CASES,
    LABELS,
    Appended,
    Case,
    Created,
    Deleted,
    FsExpect,
    Mention,
    Moved,
    Msg,
    Renamed,
)

# The workspace each conversation starts from and its fingerprints: the family's, unless the
# module given with --cases defines its own ``make_workspace(root)`` / ``FINGERPRINTS``.
make_workspace: Callable[[Path], None] = make_family_workspace

DONE, NOT_DONE, WRONG = "done", "not done", "wrong"
RANK = {DONE: 0, NOT_DONE: 1, WRONG: 2}
QUIET_SECONDS = 0.25
DEAD_MAIL_ACCOUNT = {"smtp:default": {"host": "127.0.0.1", "port": 9, "security": "none",
                                      "from_address": "famiglia.ferri@example.org",
                                      "timeout_seconds": 2}}

EXECUTORS = ("find_files", "read_files", "extract_entries", "compute_entries", "move_files",
             "delete_files", "send_messages", "list_dirs", "write_files", "create_files_spreadsheet",
             "scratchpad_read", "filter_entries", "sort_entries", "get_now", "undo_last_turn")
ENGINE_WORDS: list[tuple[str, re.Pattern[str]]] = [
    ("executor name", re.compile(r"\b(?:" + "|".join(EXECUTORS) + r")\b")),
    ("step number", re.compile(r"\b(?:step|steps|passo|passi|passaggio)\s*#?\s*\d+", re.IGNORECASE)),
    ("from_step", re.compile(r"from_step|\{\{\s*step", re.IGNORECASE)),
    ("language model", re.compile(r"language model|modell[oi] (?:linguistic[oi]|di linguaggio)|\bLLM\b",
                                  re.IGNORECASE)),
    ("(s)", re.compile(r"\w\(s\)")),
    ("documento/i", re.compile(r"\b[a-zà-ù]+[oa]/[ie]\b", re.IGNORECASE)),
    ("traceback", re.compile(r"Traceback \(most recent call last\)")),
]
# Function words that tell the language of a reply's own sentences.
IT_WORDS = frozenset(["il", "lo", "la", "le", "gli", "non", "che", "di", "del", "della", "dei", "un",
                      "una", "ho", "hai", "sono", "è", "per", "con", "nel", "nella", "questo", "cosa",
                      "trovato", "fatto", "ecco", "dimmi", "scrivi", "annullato", "c'è"])
EN_WORDS = frozenset(["the", "you", "your", "i", "and", "of", "is", "are", "found", "with", "can't",
                      "don't", "what", "this", "that", "did", "here", "tell", "which", "there"])
QUOTED = re.compile(r"«[^»]*»|“[^”]*”|\"[^\"\n]*\"")
CHOICE_LINE = re.compile(r"^\s{2}\[(\d+)\]\s(.*)$")
JOB_WAIT_SECONDS = 60.0  # how long a reply that started a job waits for the job's final notice


def _job_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """From the message catalogs: a reply that started a job ("started job #3"), and the notice
    that ends one (done, failed, waiting for an answer, cancelled, interrupted)."""
    import tomllib

    def head(template: str) -> str:
        # the words up to the job's number and after it, to the next placeholder
        before, _, after = template.partition("{num}")
        after = after.split("{", 1)[0]
        return re.escape(before) + r"(\d+)" + re.escape(after)

    started, ended = [], []
    for lang in ("it", "en"):
        job = tomllib.loads((REPO / "runtime" / "i18n" / f"{lang}.toml").read_text(encoding="utf-8"))["job"]
        started += [head(job[k]) for k in ("started", "continuing")]
        ended += [head(job[k]) for k in ("done", "failed", "waiting", "cancelled", "interrupted")]
    return re.compile("|".join(f"(?:{p})" for p in started)), re.compile("|".join(f"(?:{p})" for p in ended))


def _numbered(pattern: re.Pattern[str], text: str) -> list[int]:
    """The job numbers a text names through `pattern` (each alternative has its own group)."""
    return [int(n) for m in pattern.finditer(text) for n in m.groups() if n is not None]


JOB_STARTED, JOB_ENDED = _job_patterns()
QUESTION_STARTS = ("dimmi", "scrivimi", "indicami", "specifica", "quale", "quali", "dove", "a chi",
                   "tell me", "which", "where", "who ", "to whom", "what should", "please tell")


# ---------------------------------------------------------------------------------------
# Replies.
# ---------------------------------------------------------------------------------------


@dataclass
class Reply:
    """One reply as printed by the terminal: its text, and the numbered choices if any."""

    text: str
    choices: list[str]

    @classmethod
    def parse(cls, raw: str) -> Reply:
        """Split the choice lines (``  [1] label``) from the body."""
        choices = [m.group(2) for line in raw.splitlines() if (m := CHOICE_LINE.match(line))]
        return cls(text=raw, choices=choices)

    @property
    def body(self) -> str:
        """The text without the choice lines."""
        return "\n".join(line for line in self.text.splitlines() if not CHOICE_LINE.match(line))

    @property
    def asked(self) -> bool:
        """A confirmation (numbered choices) or a question waiting for the person."""
        if self.choices:
            return True
        paragraphs = [p.strip() for p in re.split(r"\n\s*\n", self.body.strip()) if p.strip()]
        if not paragraphs:
            return False
        last = QUOTED.sub("«»", paragraphs[-1])  # an example in quotes is not a question
        sentences = [x.strip().lower() for x in re.split(r"(?<=[.!?])\s+|\n", last) if x.strip()]
        return "?" in last or bool(sentences) and sentences[-1].startswith(QUESTION_STARTS)


# ---------------------------------------------------------------------------------------
# The workspace: snapshots, names and fingerprints.
# ---------------------------------------------------------------------------------------

Entry = tuple[str, int, str]  # kind ("f" or "d"), size, sha1


def snapshot(root: Path) -> dict[str, Entry]:
    """Every file and folder under `root`: relative path -> (kind, size, sha1)."""
    entries: dict[str, Entry] = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if path.is_dir() and not path.is_symlink():
            entries[rel] = ("d", 0, "")
        else:
            data = path.read_bytes() if path.is_file() else b""
            entries[rel] = ("f", len(data), hashlib.sha1(data).hexdigest())
    return entries


def _folder(rel: str) -> str:
    return rel.rsplit("/", 1)[0] if "/" in rel else ""


def in_scope(rel: str, scope: Sequence[str]) -> bool:
    """Whether a file lies in one of the named folders ("" is the top of the workspace)."""
    folder = _folder(rel)
    return any(folder == s or (s and folder.startswith(s + "/")) for s in scope)


class Index:
    """Which workspace files a text names (by file name or a distinctive stem) or quotes."""

    def __init__(self, snap: dict[str, Entry]) -> None:
        self.names: dict[str, list[re.Pattern[str]]] = {}
        self.prints: dict[str, list[str]] = {}
        for rel, (kind, _, _) in snap.items():
            if kind != "f":
                continue
            base = rel.rsplit("/", 1)[-1]
            stem = base.rsplit(".", 1)[0]
            forms = [base]
            if ("_" in stem or any(c.isdigit() for c in stem)) and len(stem) >= 5:
                forms.append(stem)
            self.names[rel] = [re.compile(r"(?<![\w~])~?" + re.escape(form) + r"(?![\w])", re.IGNORECASE)
                               for form in forms]
            self.prints[rel] = [p.casefold() for p in FINGERPRINTS.get(rel, ())]

    def named(self, text: str) -> list[tuple[int, str]]:
        """(position, file) for each file the text names, in order of first appearance."""
        found = []
        for rel, patterns in self.names.items():
            positions = [m.start() for p in patterns if (m := p.search(text))]
            if positions:
                found.append((min(positions), rel))
        return sorted(found)

    def quoted(self, text: str) -> list[tuple[str, str]]:
        """(file, fingerprint) for each file whose content the text shows."""
        folded = text.casefold()
        return [(rel, fp) for rel, fps in self.prints.items() for fp in fps if fp in folded]

    def files_in(self, text: str) -> list[str]:
        """The files a text names, in order."""
        return [rel for _, rel in self.named(text)]


# ---------------------------------------------------------------------------------------
# Judging one message.
# ---------------------------------------------------------------------------------------


@dataclass
class Reason:
    """Why a message is not done, or wrong: a kind (for the statistics) and the detail."""

    kind: str
    detail: str
    verdict: str


@dataclass
class Exchange:
    """One line sent, the reply, and the verdict on it."""

    role: str  # "message", "answer" or "clarify"
    said: str
    reply: str | None
    verdict: str = DONE
    reasons: list[Reason] = field(default_factory=list)

    def fail(self, verdict: str, kind: str, detail: str) -> None:
        """Record a reason and lower the verdict to it if worse."""
        self.reasons.append(Reason(kind, detail, verdict))
        if RANK[verdict] > RANK[self.verdict]:
            self.verdict = verdict


def _excerpt(text: str, start: int, end: int, width: int = 50) -> str:
    lo, hi = max(0, start - width), min(len(text), end + width)
    snippet = text[lo:hi].replace("\n", " ⏎ ")
    return ("…" if lo else "") + snippet + ("…" if hi < len(text) else "")


def find(option: str, text: str) -> re.Match[str] | None:
    """Where a mention (plain, case-insensitive; or ``re:`` pattern) occurs in `text`."""
    if option.startswith("re:"):
        return re.search(option[3:], text, re.IGNORECASE)
    return re.search(re.escape(option), text, re.IGNORECASE)


def present(item: Mention, text: str) -> bool:
    """Whether a mention (or any of a tuple of alternatives) occurs in `text`."""
    options = (item,) if isinstance(item, str) else item
    return any(find(option, text) for option in options)


def describe(item: Mention) -> str:
    """A mention as a short label for reasons."""
    options = (item,) if isinstance(item, str) else item
    first = LABELS.get(options[0], "") if options else ""
    if first and (len(options) == 1 or first.startswith("date ")):
        return first  # an amount, a count, a date (with its other spellings)
    labels = [LABELS.get(o, o[3:][:40] if o.startswith("re:") else o) for o in options]
    return " | ".join(labels[:3]) + (" | …" if len(labels) > 3 else "")


def engine_words(text: str) -> list[tuple[str, str]]:
    """(kind, excerpt) for each engine word shown to the person."""
    hits = []
    for kind, pattern in ENGINE_WORDS:
        match = pattern.search(text)
        if match:
            hits.append((kind, _excerpt(text, match.start(), match.end())))
    return hits


BULLETS = ("•", "-", "📎", "✗", "✓")


def own_lines(body: str) -> list[str]:
    """The lines of a reply that are its own sentences, not the documents' material it shows.

    Left out: quoted text («…», “…”, "…"); bullet lines and table rows; the text of a document
    shown under a bullet that introduces it ("• ~/a.txt (466 characters):", up to the next
    bullet); the lines under a sentence that ends with a colon ("Here is what a.pdf says:"),
    up to the next blank line. The sentences that introduce such material are kept.
    """
    out: list[str] = []
    in_document = in_intro = False
    for line in body.splitlines():
        text = line.strip()
        if not text:
            in_intro = False
            continue
        if text.startswith(BULLETS):
            in_document = text.endswith(":")  # a document's text follows on the next lines
            continue
        if in_document or in_intro or "|" in text:
            continue
        out.append(QUOTED.sub(" ", text))
        in_intro = text.endswith(":")
    return out


def language_of(reply: Reply) -> str | None:
    """"it" or "en" when the reply's own sentences clearly are; None when unclear.

    Lists, tables, quoted text and the documents' text it shows are left out (:func:`own_lines`):
    they carry the files' content, in whatever language the files are written.
    """
    lines = own_lines(reply.body)
    words = re.findall(r"[a-zà-ù']+", " ".join(lines[:4]).lower())
    it = sum(w in IT_WORDS for w in words)
    en = sum(w in EN_WORDS for w in words)
    if it >= 2 and en == 0:
        return "it"
    if en >= 2 and it == 0:
        return "en"
    return None


def judge_message(ex: Exchange, msg: Msg, reply: Reply | None, scope: Sequence[str] | None,
                  index: Index, previous: str, lang: str | None = None) -> None:
    """Set the exchange's verdict from the message's labels and the reply.

    `lang`: the language the person writes in (None: either is fine).
    """
    if reply is None:
        ex.fail(NOT_DONE, "no reply", "no reply (the process ended or timed out)")
        return
    text = reply.text
    spoken = language_of(reply)
    if lang is not None and spoken is not None and spoken != lang:
        ex.fail(NOT_DONE, "answered in the other language", _excerpt(text, 0, 0, 90))
    for kind, excerpt in engine_words(text):
        ex.fail(WRONG, f"engine word: {kind}", excerpt)
    # What the reply states or proposes (its body: an answer, or the action a confirmation
    # names) is judged strictly; candidates offered as choices of a clarifying question are
    # a poor question at worst, so they make the message "not done", not "wrong".
    choices = "\n".join(reply.choices)
    for part, verdict, label in ((reply.body, WRONG, ""), (choices, NOT_DONE, "offered as a choice: ")):
        for option in msg.not_mentions:
            match = find(option, part)
            if match:
                ex.fail(verdict, f"{label}named what it must not",
                        f"{describe(option)}: " + _excerpt(part, match.start(), match.end()))
        if scope is None:
            continue
        named = set()
        for pos, rel in index.named(part):
            named.add(rel)
            if not in_scope(rel, scope):
                where = "/".join(s or "~" for s in scope) if scope else "no file at all"
                ex.fail(verdict, f"{label}file outside the named place",
                        f"{rel} (asked about: {where}): {_excerpt(part, pos, pos + len(rel))}")
        for rel, fp in index.quoted(part):
            if rel not in named and not in_scope(rel, scope):
                ex.fail(verdict, f"{label}content of a file outside the named place", f"{rel} via {fp!r}")
    missing = [describe(item) for item in msg.mentions if not present(item, text)]
    if msg.ref_ordinal is not None:
        listed = index.files_in(previous)
        n = msg.ref_ordinal
        if len(listed) < n:
            missing.append(f"file #{n} of the previous reply (it named {len(listed)})")
        else:
            target = listed[n - 1]
            prints = index.prints.get(target, [])
            shown = (any(fp in text.casefold() for fp in prints) if prints
                     else any(p.search(text) for p in index.names[target]))
            if not shown:
                missing.append(f"content of {target} (#{n} of the previous reply)")
            others = {rel for rel, _ in index.quoted(text)} - {target}
            for rel in sorted(others & set(listed)):
                ex.fail(WRONG, "showed another file than the one referred to",
                        f"wanted #{n} {target}, showed {rel}")
    if msg.prompt is True and not reply.asked:
        ex.fail(NOT_DONE, "no confirmation or question", "expected a prompt, got: "
                + _excerpt(text, 0, 0, 90))
    for option in msg.avoid:
        match = find(option, text)
        if match:
            ex.fail(NOT_DONE, "named what it should have left out", f"{describe(option)}: "
                    + _excerpt(text, match.start(), match.end()))
    if missing and not (reply.asked and msg.accept_question):
        kind = "asked instead of answering" if reply.asked else "missing mention"
        ex.fail(NOT_DONE, kind, "missing: " + "; ".join(missing))


def follow_up(msg: Msg, reply: Reply | None) -> tuple[str, Msg] | None:
    """The answer to send when the reply asks something: the labelled answer or clarification."""
    if reply is None or not reply.asked:
        return None
    # A careful person confirms only a prompt that shows what they asked for; a different
    # question gets the labelled clarification, or nothing (the answer would not fit it).
    if msg.answer is not None and all(present(item, reply.text) for item in msg.mentions):
        return "answer", msg.answer
    if msg.clarify is not None:
        return "clarify", msg.clarify
    return None


# ---------------------------------------------------------------------------------------
# Judging the filesystem.
# ---------------------------------------------------------------------------------------


def file_text(path: Path) -> str:
    """A created file's text, whatever its format (cells of a sheet, paragraphs of a DOCX)."""
    suffix = path.suffix.lower()
    try:
        if suffix == ".xlsx":
            from openpyxl import load_workbook

            workbook = load_workbook(path, read_only=True, data_only=True)
            cells = [str(c) for ws in workbook.worksheets for row in ws.iter_rows(values_only=True)
                     for c in row if c is not None]
            workbook.close()
            return "\n".join(cells)
        if suffix == ".docx":
            import docx

            return "\n".join(p.text for p in docx.Document(str(path)).paragraphs)
        return path.read_text(encoding="utf-8", errors="replace")
    except Exception as exc:  # a broken file is judged by its (empty) content
        return f"(unreadable: {exc})"


def judge_fs(case: Case, root: Path, before: dict[str, Entry], after: dict[str, Entry],
             originals: dict[str, str], ex: Exchange) -> None:
    """Expected changes happened, and nothing else changed (`originals`: texts before)."""
    files_before = {k: v for k, v in before.items() if v[0] == "f"}
    files_after = {k: v for k, v in after.items() if v[0] == "f"}
    removed = {k for k in files_before if k not in files_after}
    added = {k for k in files_after if k not in files_before}
    modified = {k for k in files_before if k in files_after and files_before[k] != files_after[k]}
    ok_removed: set[str] = set()
    ok_added: set[str] = set()
    ok_modified: set[str] = set()

    # ``Created(folder, ())`` (no suffixes): the folder was made, and may stay empty.
    made = {exp.folder.casefold() for exp in case.fs
            if isinstance(exp, Created) and not exp.suffixes and exp.folder}
    dirs_before = {k for k, v in before.items() if v[0] == "d"}
    dirs_after = {k for k, v in after.items() if v[0] == "d"}
    for folder in sorted(made - {d.casefold() for d in dirs_after - dirs_before}):
        ex.fail(NOT_DONE, "expected change missing", f"no new folder {folder}/")
    for exp in case.fs:
        if isinstance(exp, Created) and not exp.suffixes:
            continue
        _check_expectation(exp, root, files_before, files_after, originals, removed, added,
                           modified, ok_removed, ok_added, ok_modified, ex)

    for rel in sorted(removed - ok_removed):
        ex.fail(WRONG, "unexpected change", f"removed {rel}")
    for rel in sorted(added - ok_added):
        ex.fail(WRONG, "unexpected change", f"created {rel}")
    for rel in sorted(modified - ok_modified):
        ex.fail(WRONG, "unexpected change", f"modified {rel}")
    for rel in sorted(dirs_before - dirs_after):
        inside = {f for f in files_before if f.startswith(rel + "/")}
        if not inside or not inside <= ok_removed:
            ex.fail(WRONG, "unexpected change", f"removed folder {rel}/")
    for rel in sorted(dirs_after - dirs_before):
        if rel.casefold() not in made and not any(f.startswith(rel + "/") for f in ok_added):
            ex.fail(WRONG, "unexpected change", f"created folder {rel}/")


def _check_expectation(exp: FsExpect, root: Path, files_before: dict[str, Entry],
                       files_after: dict[str, Entry], originals: dict[str, str],
                       removed: set[str], added: set[str],
                       modified: set[str], ok_removed: set[str], ok_added: set[str],
                       ok_modified: set[str], ex: Exchange) -> None:
    if isinstance(exp, Moved):
        base = exp.src.rsplit("/", 1)[-1]
        digest = files_before.get(exp.src)
        targets = [rel for rel in added
                   if (rel.startswith(exp.dest_dir + "/")) and rel.rsplit("/", 1)[-1] == base
                   and files_after[rel] == digest]
        if exp.src in removed and targets:
            ok_removed.add(exp.src)
            ok_added.add(targets[0])
        else:
            state = "still there" if exp.src not in removed else "not found in the destination"
            ex.fail(NOT_DONE, "expected change missing", f"{exp.src} → {exp.dest_dir}/: {state}")
    elif isinstance(exp, Renamed):
        if exp.src in removed and exp.dst in added and files_after[exp.dst] == files_before.get(exp.src):
            ok_removed.add(exp.src)
            ok_added.add(exp.dst)
        else:
            ex.fail(NOT_DONE, "expected change missing", f"rename {exp.src} → {exp.dst} not done")
    elif isinstance(exp, Deleted):
        if exp.path in removed:
            ok_removed.add(exp.path)
        else:
            ex.fail(NOT_DONE, "expected change missing", f"{exp.path} not deleted")
    elif isinstance(exp, Appended):
        if exp.path not in modified:
            ex.fail(NOT_DONE, "expected change missing", f"{exp.path} unchanged")
            return
        ok_modified.add(exp.path)
        new = (root / exp.path).read_text(encoding="utf-8", errors="replace")
        lines = set(new.casefold().splitlines())
        old = originals.get(exp.path, "")
        lost = [line for line in old.casefold().splitlines() if line.strip() and line not in lines]
        if lost:
            ex.fail(WRONG, "overwrote a file instead of adding to it",
                    f"{exp.path} lost: {', '.join(lost)}")
        if not any(t.casefold() in new.casefold() for t in exp.texts):
            ex.fail(NOT_DONE, "expected change missing", f"{exp.path} lacks {' | '.join(exp.texts)}")
    elif isinstance(exp, Created):
        candidates = sorted(
            rel for rel in added
            if rel.lower().endswith(exp.suffixes)
            and (exp.path is None or rel == exp.path)
            and (exp.folder is None or _folder(rel) == exp.folder))
        if not candidates:
            where = exp.path or (f"{exp.folder}/" if exp.folder else "the workspace")
            ex.fail(NOT_DONE, "expected change missing",
                    f"no new {'/'.join(exp.suffixes)} file in {where}")
            return
        ok_added.update(candidates)
        texts = {rel: file_text(root / rel) for rel in candidates}
        for rel, text in texts.items():
            for bad in exp.not_contains:
                if bad.casefold() in text.casefold():
                    ex.fail(WRONG, "wrong content in a created file", f"{rel} contains {bad!r}")
        if not any(all(present(item, text) for item in exp.contains) for text in texts.values()):
            missing = [describe(i) for i in exp.contains
                       if not any(present(i, t) for t in texts.values())]
            ex.fail(NOT_DONE, "created file incomplete",
                    f"{', '.join(candidates)} lacks {', '.join(missing) or 'some expected values'}")


# ---------------------------------------------------------------------------------------
# One chat process.
# ---------------------------------------------------------------------------------------


class ChatProcess:
    """``python3 -m bot chat`` with a pipe on each side; one line in, one reply out."""

    def __init__(self, env: dict[str, str]) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "bot", "chat"], cwd=REPO, env=env,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.chunks: queue.Queue[str | None] = queue.Queue()
        self.stderr: list[str] = []
        self.eof = False
        self.timed_out = False
        self._threads = [threading.Thread(target=self._pump_stdout, daemon=True),
                         threading.Thread(target=self._pump_stderr, daemon=True)]
        for thread in self._threads:
            thread.start()

    def _pump_stdout(self) -> None:
        assert self.proc.stdout is not None
        decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        fd = self.proc.stdout.fileno()
        while True:
            data = os.read(fd, 65536)
            if not data:
                break
            self.chunks.put(decoder.decode(data))
        self.chunks.put(None)

    def _pump_stderr(self) -> None:
        assert self.proc.stderr is not None
        self.stderr.append(self.proc.stderr.read().decode("utf-8", errors="replace"))

    def send(self, line: str, deadline: float) -> str | None:
        """Type a line; return the reply printed for it (None when the process is gone)."""
        if self.eof or self.timed_out:
            return None
        assert self.proc.stdin is not None
        try:
            self.proc.stdin.write((line + "\n").encode("utf-8"))
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            return None
        return self._reply(deadline)

    def _reply(self, deadline: float) -> str | None:
        buffer = ""
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                self.timed_out = True
                return buffer.rstrip("\n") or None
            complete = buffer.endswith("\n\n")
            try:
                chunk = self.chunks.get(timeout=min(QUIET_SECONDS if complete else left, left))
            except queue.Empty:
                if complete:
                    return buffer[:-2]
                continue
            if chunk is None:
                self.eof = True
                return buffer.rstrip("\n") or None
            buffer += chunk

    def job_notices(self, text: str, deadline: float) -> str:
        """The final notices of the jobs a reply started, printed after it (bounded wait).

        A reply that hands work to a job ("started job #3") is only the start of the answer:
        the job's notice ("Job #3 is done." and its result) is part of it. Waits at most
        JOB_WAIT_SECONDS (and never past the conversation's deadline) for each; what else is
        printed meanwhile is kept in order with the notices.
        """
        waiting = set(_numbered(JOB_STARTED, text)) - set(_numbered(JOB_ENDED, text))
        if not waiting:
            return ""
        until = min(deadline, time.monotonic() + JOB_WAIT_SECONDS)
        buffer = ""
        while waiting and not self.eof:
            left = until - time.monotonic()
            if left <= 0:
                break
            complete = buffer.endswith("\n\n")
            try:
                chunk = self.chunks.get(timeout=min(QUIET_SECONDS, left) if complete else left)
            except queue.Empty:
                if complete:
                    waiting -= set(_numbered(JOB_ENDED, buffer))
                continue
            if chunk is None:
                self.eof = True
                break
            buffer += chunk
        if time.monotonic() >= deadline:
            self.timed_out = True
        return buffer.strip("\n")

    def close(self, deadline: float) -> tuple[str, int | None]:
        """End of input: collect what is still printed (notices), wait for the exit."""
        tail = ""
        if self.proc.stdin is not None:
            with contextlib.suppress(OSError):
                self.proc.stdin.close()
        while not self.eof and not self.timed_out:
            left = deadline - time.monotonic()
            if left <= 0:
                self.timed_out = True
                break
            try:
                chunk = self.chunks.get(timeout=left)
            except queue.Empty:
                continue
            if chunk is None:
                self.eof = True
            else:
                tail += chunk
        try:
            status: int | None = self.proc.wait(timeout=max(0.5, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            self.timed_out = True
            self.proc.kill()
            self.proc.wait()
            status = None
        for thread in self._threads:
            thread.join(timeout=2)
        return tail.strip("\n"), status


# ---------------------------------------------------------------------------------------
# One conversation.
# ---------------------------------------------------------------------------------------


@dataclass
class CaseResult:
    """A conversation's exchanges and its verdict."""

    id: str
    lang: str
    verdict: str
    exchanges: list[Exchange]
    seconds: float
    notes: list[str] = field(default_factory=list)
    home: str | None = None


def child_env(home: Path, mail: bool) -> dict[str, str]:
    """The environment of a chat: defaults only (no METNOS_* from outside), this data dir."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("METNOS_")}
    env["METNOS_HOME"] = str(home)
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    if mail:
        env["METNOS_MAIL__ACCOUNTS"] = json.dumps(DEAD_MAIL_ACCOUNT)
    return env


def setup_mail(env: dict[str, str]) -> str | None:
    """Create the admin and store its credential for the dead account; None or what failed."""
    steps = [(["users", "add", "admin", "--admin"], ""),
             (["secrets", "set", "--user", "admin", "smtp:default"], "bench-not-a-password\n")]
    for args, stdin in steps:
        done = subprocess.run([sys.executable, "-m", "bot", *args], cwd=REPO, env=env, input=stdin,
                              capture_output=True, text=True, timeout=30, check=False)
        if done.returncode != 0:
            return f"`metnos {' '.join(args)}` failed: {done.stderr.strip()[:200]}"
    return None


def run_case(case: Case, *, timeout: float, mail: bool, keep: bool) -> CaseResult:
    """One conversation in a fresh data directory, judged message by message."""
    started = time.monotonic()
    deadline = started + timeout
    home = Path(tempfile.mkdtemp(prefix=f"metnos-bench-{case.id}-"))
    notes: list[str] = []
    exchanges: list[Exchange] = []
    try:
        root = home / "users" / "admin" / "files"
        root.mkdir(parents=True)
        make_workspace(root)
        before = snapshot(root)
        originals = {exp.path: (root / exp.path).read_text(encoding="utf-8")
                     for exp in case.fs if isinstance(exp, Appended)}
        index = Index(before)
        use_mail = case.mail and mail
        env = child_env(home, use_mail)
        if use_mail:
            problem = setup_mail(env)
            if problem:
                notes.append(problem)
        chat = ChatProcess(env)
        previous = ""

        def say(msg: Msg, role: str) -> None:
            nonlocal previous
            raw = chat.send(msg.say, deadline)
            if raw is not None:
                # an answer handed to a background job is judged with the job's final notice
                notices = chat.job_notices(raw, deadline)
                if notices:
                    raw += "\n\n" + notices
                if JOB_STARTED.search(raw) and not JOB_ENDED.search(raw):
                    notes.append(f"{msg.say!r}: the job it started sent no final notice within "
                                 f"{JOB_WAIT_SECONDS:g} s")
            reply = Reply.parse(raw) if raw is not None else None
            ex = Exchange(role=role, said=msg.say, reply=raw)
            scope = msg.scope if msg.scope is not None else case.scope
            judge_message(ex, msg, reply, None if scope == ANY else scope, index, previous,
                          None if case.any_language else case.lang)
            exchanges.append(ex)
            previous = raw or ""
            nxt = follow_up(msg, reply)
            if nxt is not None:
                say(nxt[1], nxt[0])
            elif msg.answer is not None and reply is not None and msg.prompt is not None:
                why = "it asked something else" if reply.asked else "nothing was asked"
                notes.append(f"answer {msg.answer.say!r} to {msg.say!r} not sent: {why}")

        for msg in case.messages:
            say(msg, "message")
            if chat.eof or chat.timed_out:
                break
        tail, status = chat.close(deadline)
        health = Exchange(role="end", said="(end of input)", reply=tail or None)
        if tail:
            for kind, excerpt in engine_words(tail):
                health.fail(WRONG, f"engine word: {kind}", excerpt)
        stderr = "".join(chat.stderr)
        if "Traceback (most recent call last)" in stderr:
            health.fail(WRONG, "engine word: traceback", "stderr: " + stderr.strip().splitlines()[-1][:200])
        if chat.timed_out:
            health.fail(NOT_DONE, "timeout", f"no end within {timeout:g} s")
        elif status not in (0, None):
            health.fail(NOT_DONE, "exit status", f"metnos chat exited with {status}: {stderr.strip()[-200:]}")
        judge_fs(case, root, before, snapshot(root), originals, health)
        exchanges.append(health)
    finally:
        if not keep:
            shutil.rmtree(home, ignore_errors=True)
    verdict = max((e.verdict for e in exchanges), key=RANK.__getitem__, default=NOT_DONE)
    return CaseResult(case.id, case.lang, verdict, exchanges, time.monotonic() - started, notes,
                      str(home) if keep else None)


# ---------------------------------------------------------------------------------------
# Report.
# ---------------------------------------------------------------------------------------


def _pct(n: int, total: int) -> str:
    return f"{n} ({100 * n / total:.0f}%)" if total else "0"


def _tally(verdicts: Iterable[str]) -> str:
    items = list(verdicts)
    counts = Counter(items)
    return "  ".join(f"{v}: {_pct(counts[v], len(items))}" for v in (DONE, NOT_DONE, WRONG))


def print_case(result: CaseResult, verbose: bool) -> None:
    """One line per conversation; with --verbose every exchange and reason."""
    decisive = [r for e in result.exchanges for r in e.reasons if r.verdict == result.verdict]
    reason = f"{decisive[0].kind}: {decisive[0].detail}" if decisive else ""
    print(f"{result.id:<36} {result.verdict:<8} {reason[:150]}", flush=True)
    if not verbose:
        return
    for ex in result.exchanges:
        if ex.role == "end" and not ex.reply and not ex.reasons:
            continue
        print(f"    {ex.role:>7} › {ex.said}")
        for line in (ex.reply or ("(nothing more)" if ex.role == "end" else "(no reply)")).splitlines():
            print(f"            │ {line}")
        mark = ex.verdict.upper() if ex.reasons else "ok"
        print(f"            = {mark}")
        for r in ex.reasons:
            print(f"              - [{r.verdict}] {r.kind}: {r.detail}")
    for note in result.notes:
        print(f"    note: {note}")
    if result.home:
        print(f"    data dir kept: {result.home}")
    print()


def summary(results: list[CaseResult]) -> None:
    """Totals, per language, the common reasons and the wrong answers."""
    print()
    langs = sorted({r.lang for r in results}, reverse=True)
    messages = [(r.lang, e) for r in results for e in r.exchanges if e.role != "end"]
    print(f"conversations: {len(results)} ("
          + ", ".join(f"{lang} {sum(r.lang == lang for r in results)}" for lang in langs) + ")"
          + f"; messages judged: {len(messages)} ("
          + ", ".join(f"{lang} {sum(m[0] == lang for m in messages)}" for lang in langs) + ")")
    print(f"conversations  {_tally(r.verdict for r in results)}")
    for lang in langs:
        print(f"  {lang:<12} {_tally(r.verdict for r in results if r.lang == lang)}")
    print(f"messages       {_tally(e.verdict for _, e in messages)}")
    for lang in langs:
        print(f"  {lang:<12} {_tally(e.verdict for m_lang, e in messages if m_lang == lang)}")
    kinds: Counter[str] = Counter()
    for result in results:
        seen = set()
        for ex in result.exchanges:
            for r in ex.reasons:
                key = f"[{r.verdict}] {r.kind}"
                if key not in seen:
                    seen.add(key)
                    kinds[key] += 1
    if kinds:
        print("\nmost common reasons (conversations affected):")
        for key, n in kinds.most_common(10):
            print(f"  {n:>3}  {key}")
    wrong = [r for r in results if r.verdict == WRONG]
    if wrong:
        print("\nwrong:")
        for result in wrong:
            for ex in result.exchanges:
                bad = [r for r in ex.reasons if r.verdict == WRONG]
                if bad:
                    more = f" (+{len(bad) - 1} more)" if len(bad) > 1 else ""
                    print(f"  {result.id} › {ex.said!r}: {bad[0].kind}{more}: {bad[0].detail[:220]}")
    seconds = sum(r.seconds for r in results)
    print(f"\n{seconds:.0f} s of conversations")


def load_cases(name: str) -> list[Case]:
    """The ``CASES`` of the module `name` of ``bench/``; its ``LABELS`` join the runner's.

    The default, ``understanding_cases``, is the module imported above (the same objects).
    A module that defines ``make_workspace(root)`` and ``FINGERPRINTS`` brings its own workspace.
    Raises ImportError or AttributeError when there is no such module or it has no CASES.
    """
    global FINGERPRINTS, make_workspace
    module = importlib.import_module(name.removesuffix(".py"))
    LABELS.update(getattr(module, "LABELS", {}))
    make_workspace = getattr(module, "make_workspace", make_workspace)
    FINGERPRINTS = getattr(module, "FINGERPRINTS", FINGERPRINTS)
    return list(module.CASES)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the conversations, print the verdicts; exit status 0 always (2 on a bad option)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--cases", default="understanding_cases", metavar="MODULE",
                        help="the module of bench/ holding CASES (default understanding_cases)")
    parser.add_argument("--filter", default=None, help="only conversations whose id or text has WORD")
    parser.add_argument("--verbose", action="store_true", help="print every exchange and reason")
    parser.add_argument("--json", type=Path, default=None, metavar="FILE", help="write the details")
    parser.add_argument("--jobs", type=int, default=2, help="conversations run at once (default 2)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per conversation")
    parser.add_argument("--no-mail", action="store_true", help="no mail account: sends are refused")
    parser.add_argument("--keep", action="store_true", help="keep each conversation's data dir")
    args = parser.parse_args(argv)

    try:
        all_cases = CASES if args.cases == "understanding_cases" else load_cases(args.cases)
    except (ImportError, AttributeError) as exc:
        parser.error(f"--cases {args.cases}: {exc}")
    cases = all_cases
    if args.filter:
        word = args.filter.casefold()
        cases = [c for c in all_cases if word in c.id.casefold()
                 or any(word in m.say.casefold() for m in c.messages)]
    if not cases:
        print(f"no conversation matches {args.filter!r}")
        return 0

    started = time.monotonic()
    results: list[CaseResult] = []
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(run_case, case, timeout=args.timeout, mail=not args.no_mail,
                               keep=args.keep) for case in cases]
        for case, future in zip(cases, futures, strict=True):  # printed in the cases' order
            try:
                result = future.result()
            except Exception as exc:  # a bug of the runner: reported, the bench goes on
                ex = Exchange(role="end", said="(runner)", reply=None)
                ex.fail(NOT_DONE, "runner error", f"{type(exc).__name__}: {exc}")
                result = CaseResult(case.id, case.lang, NOT_DONE, [ex], 0.0)
            results.append(result)
            print_case(result, args.verbose)
    summary(results)
    print(f"wall time {time.monotonic() - started:.0f} s with {args.jobs} at a time")
    if args.json:
        args.json.write_text(json.dumps([_as_json(r) for r in results], ensure_ascii=False, indent=2),
                             encoding="utf-8")
        print(f"details written to {args.json}")
    return 0


def _as_json(result: CaseResult) -> dict[str, Any]:
    data = asdict(result)
    if result.home is None:
        del data["home"]
    return data


if __name__ == "__main__":
    raise SystemExit(main())
