"""The rules planner: a deterministic grammar over the built-in catalog, Italian and English.

It recognises the requests people actually type about their files — list, find,
count, read, extract and compare prices, make a table, move, rename, delete,
write a note, send files by e-mail, the time — and returns a typed plan. Anything else gets an honest
"I can't plan that without a language model", never a guess that runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from runtime.addresses import find_addresses
from runtime.i18n import detect_locale, t
from runtime.plan.model import Plan, Step
from runtime.planning.base import PlanningContext, Proposal
from runtime.planning.rules import normalize

DOCUMENT_PATTERN = "*.pdf,*.docx,*.txt,*.md"
EXTENSIONS = "pdf|docx?|xlsx?|csv|txt|md|odt|jpe?g|png|gif|heic|webp|zip|json|log|pptx?"

_KIND_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bpdf\b"), "*.pdf"),
    (re.compile(r"\b(word|docx?)\b"), "*.docx"),
    (re.compile(r"\b(excel|xlsx|fogli di calcolo|spreadsheets)\b"), "*.xlsx"),
    (re.compile(r"\bcsv\b"), "*.csv"),
    (re.compile(r"\b(txt|file di testo|text files|testi|note|notes)\b"), "*.txt"),
    (re.compile(r"\b(immagini|foto|fotografie|images|photos|pictures|jpg|png)\b"),
     "*.jpg,*.jpeg,*.png,*.gif,*.heic,*.webp"),
    (re.compile(r"\b(preventiv\w*|fattur\w*|offert\w*|ricevut\w*|document\w*|quotes?|invoices?|"
                r"receipts?|offers?|contratt\w*|contracts?)\b"), DOCUMENT_PATTERN),
)

_DOC_NOUN = re.compile(r"\b(preventiv\w*|fattur\w*|offert\w*|ricevut\w*|document\w*|quotes?|"
                       r"invoices?|receipts?|offers?|bollett\w*|bills?)\b")


def _has(pattern: str, text: str) -> bool:
    return re.search(pattern, text) is not None


W = {
    "time": r"\b(che ore|che ora|che giorno|che data|data di oggi|giorno e oggi|what time|"
            r"what day|the date|today s date|what is the time|current time)\b",
    "table": r"\b(tabell\w*|foglio|excel|xlsx|csv|spreadsheet|table)\b",
    "compare": r"\b(confront\w*|paragon\w*|compar\w*|piu economic\w*|meno car\w*|conviene|"
               r"cheapest|least expensive|best (offer|price|deal)|migliore offerta)\b",
    "max": r"\b(piu car[oaie]|piu costos\w*|most expensive|priciest|dearest)\b",
    "min": r"\b(il piu basso|minimo|lowest|minimum)\b",
    "sum": r"\b(somma|sommare|totale complessivo|quanto (ho )?speso|sum|add up|total of|in total)\b",
    "average": r"\b(media|medio|average|mean)\b",
    "extract": r"\b(estrai\w*|prezz\w*|importi|fornitor\w*|extract|prices?|amounts?|suppliers?|"
               r"costs?|costi)\b",
    "move": r"\b(sposta\w*|muovi|trasferisci|archivia|move|transfer|archive)\b",
    "rename": r"\b(rinomina\w*|rename)\b",
    "delete": r"\b(elimina\w*|cancella\w*|rimuovi|butta\w*|cestina|delete|remove|trash|erase)\b",
    "write": r"\b(scrivi|salva|annota|write|save|jot)\b",
    "summarize": r"\b(riassum\w*|riassunto|sintetizza|summari[sz]e|summary of)\b",
    "read": r"\b(leggi\w*|apri|contenuto|read|open|contents?)\b",
    "count": r"\b(quanti|quante|how many|count|conta)\b",
    "find": r"\b(trova\w*|cerca\w*|find|search|look for|locate|where is|where are|dov e|dove sono)\b",
    "list": r"\b(elenca\w*|lista|mostra\w*|fammi vedere|cosa c e|che c e|list|show|what s in|"
            r"what is in|what do i have)\b",
    "folders": r"\b(cartelle|folders|directories|sottocartelle|subfolders)\b",
    "files": r"\b(file|files|documenti|documents)\b",
    "newest": r"\b(piu recent\w*|ultimi|recenti|latest|newest|most recent|recent)\b",
    "largest": r"\b(piu grand\w*|piu pesant\w*|largest|biggest|heaviest)\b",
    "mail": r"\b(e ?mail|mail|invia\w*|manda\w*|spedisci|send|posta)\b",
}


@dataclass(frozen=True)
class Parsed:
    """What the grammar found in a request."""

    raw: str
    norm: str
    locale: str
    folder: str | None
    target: str | None  # destination folder (move) or new name (rename)
    files: tuple[str, ...]
    pattern: str | None
    quoted: str | None
    output: str | None  # a named output file (.xlsx / .csv)


_FOLDER_IT = re.compile(
    r"\b(?:nella|della|dalla|alla|sulla|la|in|nel|dal|dentro la|dentro)\s+cartella\s+"
    r"[\"“«']?([~\w][\w./~-]*)", re.IGNORECASE)
_FOLDER_IT2 = re.compile(r"\bcartella\s+[\"“«']?([~\w][\w./~-]*)", re.IGNORECASE)
_FOLDER_EN = re.compile(r"\b(?:in|from|of|inside|within|into|to)\s+(?:the\s+|my\s+)?[\"“']?"
                        r"([~\w][\w./~-]*)[\"”']?\s+folder\b", re.IGNORECASE)
_FOLDER_EN2 = re.compile(r"\bfolder\s+[\"“']?([~\w][\w./~-]*)", re.IGNORECASE)
_PATH = re.compile(r"(~/?[\w./-]*|\b[\w-]+(?:/[\w.-]+)+/?)")
_FILE = re.compile(rf"[\"“«']?([\w~/.-]*[\w-]\.(?:{EXTENSIONS}))\b[\"”»']?", re.IGNORECASE)
_QUOTED = re.compile(r"[\"“«]([^\"”»]+)[\"”»]")
_FROM_TO = re.compile(
    r"\b(?:da|dalla cartella|from|from the)\s+([~\w][\w./~-]*)\s+"
    r"(?:a|in|nella|alla|to|into|nella cartella|to the)\s+(?:cartella\s+)?([~\w][\w./~-]*)",
    re.IGNORECASE)
_TO = re.compile(r"\b(?:in|nella|alla|into|to|verso|dentro)\s+(?:la\s+|the\s+|my\s+)?"
                 r"(?:cartella\s+)?([~\w][\w./~-]*)(?:\s+folder)?\s*$", re.IGNORECASE)
_RENAME = re.compile(rf"\b(?:rinomina|rename)\s+(?:il file\s+|the file\s+|file\s+)?[\"“']?"
                     rf"([\w~/.-]+\.(?:{EXTENSIONS}))[\"”']?\s+(?:in|come|a|to|as)\s+[\"“']?"
                     rf"([\w.-]+\.(?:{EXTENSIONS}))", re.IGNORECASE)
_NAMED = re.compile(r"\b(?:chiamat[oia]|di nome|named|called|con nome|nel nome|containing)\s+"
                    r"[\"“']?([\w.-]+)", re.IGNORECASE)
_FROM = re.compile(r"\b(?:from|da|dalla|dal|dallo)\s+(?:the\s+|my\s+|la\s+|mia\s+)?"
                   r"[\"“«']?([~\w][\w./~-]*)", re.IGNORECASE)
_STOP_FOLDERS = {"the", "la", "il", "my", "mia", "a", "in", "e", "and", "per", "for", "con", "with",
                 "here", "qui", "me", "you", "te", "all", "tutti", "tutte", "this", "questo"}


def _as_path(token: str) -> str:
    token = token.strip().strip("\"'“”«».,;:")
    if token.startswith("~"):
        return token.rstrip("/") or "~"
    return "~/" + token.strip("/")


def parse(text: str) -> Parsed:
    """Pull the folder, files, kinds and names out of a request."""
    raw = text.strip()
    norm = normalize(raw)
    locale = detect_locale(raw) or "en"

    folder = None
    for rx in (_FOLDER_IT, _FOLDER_EN, _FOLDER_IT2, _FOLDER_EN2):
        m = rx.search(raw)
        if m and m.group(1).lower() not in _STOP_FOLDERS:
            folder = _as_path(m.group(1))
            break
    if folder is None:
        for m in _PATH.finditer(raw):
            if not _FILE.fullmatch(m.group(0)):
                folder = _as_path(m.group(0))
                break
    if folder is None:  # "... from Downloads", "... dalla Scrivania"
        m = _FROM.search(raw)
        if m and m.group(1).lower() not in _STOP_FOLDERS and not _FILE.fullmatch(m.group(1)):
            folder = _as_path(m.group(1))

    files = tuple(
        m.group(1) for m in _FILE.finditer(raw)
        if not _FOLDER_OWNS(m.group(1), folder)
    )
    pattern = None
    kind_text = norm
    if folder is not None:  # a folder called "Photos" says nothing about the files' kind
        name = normalize(folder.rsplit("/", 1)[-1])
        kind_text = re.sub(rf"\b{re.escape(name)}\b", " ", norm) if name else norm
    for rx, pat in _KIND_PATTERNS:
        if rx.search(kind_text):
            pattern = pat
            break
    named = _NAMED.search(raw)
    if named and not files:
        pattern = f"*{named.group(1).lower()}*"

    quoted_m = _QUOTED.search(raw)
    outputs = [f for f in files if f.lower().endswith((".xlsx", ".csv"))]
    return Parsed(raw, norm, locale, folder, None, files, pattern,
                  quoted_m.group(1) if quoted_m else None, outputs[0] if outputs else None)


def _FOLDER_OWNS(name: str, folder: str | None) -> bool:  # noqa: N802 - reads like a predicate
    return False


def _in(folder: str | None, name: str) -> str:
    if name.startswith("~"):
        return name
    if "/" in name:
        return _as_path(name)
    return f"{folder or '~'}/{name}"


def _find(folder: str | None, pattern: str | None, **extra: Any) -> Step:
    args: dict[str, Any] = {"base_path": folder or "~", "pattern": pattern or "*"}
    args.update(extra)
    return Step(tool="find_files", args=args)


def _fields(p: Parsed) -> list[str]:
    it = p.locale == "it"
    fields = ["fornitore", "prezzo"] if it else ["supplier", "price"]
    if _has(r"\b(data|date|dates|date dei)\b", p.norm):
        fields.append("data" if it else "date")
    if _has(r"\b(quantita|quantity|quantities)\b", p.norm):
        fields.append("quantita" if it else "quantity")
    return fields


def _table_path(p: Parsed) -> str:
    if p.output:
        return _in(p.folder, p.output)
    ext = ".csv" if _has(r"\bcsv\b", p.norm) else ".xlsx"
    name = "riepilogo" if p.locale == "it" else "summary"
    return f"{p.folder or '~'}/{name}{ext}"


def _documents(p: Parsed) -> list[Step]:
    """find + read for the documents the request is about."""
    if p.files and not p.output:
        return [Step(tool="read_files", args={"paths": [_in(p.folder, f) for f in p.files]})]
    # "a csv table" names the output format, not the documents to read
    pattern = p.pattern if p.pattern and p.pattern not in ("*.xlsx", "*.csv") else DOCUMENT_PATTERN
    return [_find(p.folder, pattern), Step(tool="read_files", args={"from_step": 1})]


# --- e-mail ------------------------------------------------------------------------------

SUMMARY_PATTERN = "riepilogo*.xlsx,riepilogo*.csv,summary*.xlsx,summary*.csv"
_SEND = re.compile(r"\b(invia\w*|manda\w*|spedisci\w*|inoltra\w*|send|forward)\b|"
                   r"^(please |per favore )?(e[ -]?)?mail\b")
_READING = re.compile(r"\b(leggi\w*|read|check|controlla\w*|quant[ei]|how many|mostra\w*|show|"
                      r"ricevut\w*|received|arrivat\w*|inbox|unread|non lett\w*)\b")
_SUMMARY = re.compile(r"\b(riepilog\w*|summary|sommario)\b")
_SUBJECT = re.compile(r"\b(?:oggetto|subject|titolo|title)\s*:?\s*[\"“«]([^\"”»]+)[\"”»]", re.IGNORECASE)
_ACCOUNT = re.compile(r"\baccount\s+[\"“']?((?:smtp:)?[A-Za-z0-9][\w.@+-]*)|"
                      r"\b(?:the|my)\s+([A-Za-z0-9][\w.@+-]*)\s+account\b", re.IGNORECASE)


def _cut_out(text: str, match: re.Match[str] | None) -> str:
    return text if match is None else text[: match.start()] + " " + text[match.end():]


def _mail(raw: str, locale: str) -> list[Step]:
    """send_messages, after a find_files when the attachments are a kind of file or the summary.

    Recipients are the addresses written in the request (none: the runtime asks); the
    subject is the quoted text after "oggetto"/"subject", another quoted text is the body.
    """
    addresses = find_addresses(raw)
    text = raw
    for address in addresses:
        text = text.replace(address, " ")
    args: dict[str, Any] = {"to": addresses} if addresses else {}
    subject_m = _SUBJECT.search(text)
    text = _cut_out(text, subject_m)
    body_m = _QUOTED.search(text)
    text = _cut_out(text, body_m)
    account_m = _ACCOUNT.search(text)
    if account_m:
        name = (account_m.group(1) or account_m.group(2)).rstrip(".,;:")
        args["account"] = name if name.lower().startswith("smtp:") else f"smtp:{name}"
    p = parse(_cut_out(text, account_m))

    steps: list[Step] = []
    what = default_subject = None
    if p.files:
        args["attachments"] = [_in(p.folder, f) for f in p.files]
        what = default_subject = ", ".join(f.rsplit("/", 1)[-1] for f in p.files)
    elif _SUMMARY.search(p.norm):
        steps.append(_find(p.folder, SUMMARY_PATTERN, sort="modified", limit=1))
        what, default_subject = t("mail.what_summary", locale), t("mail.subject_summary", locale)
    elif p.pattern or p.folder:
        steps.append(_find(p.folder, p.pattern, recursive=False))
        what, default_subject = t("mail.what_files", locale), t("mail.subject_files", locale)
    if steps:
        args["from_step"] = 1
    subject = subject_m.group(1).strip() if subject_m else default_subject
    if subject:
        args["subject"] = subject
    if body_m is not None:
        args["body"] = body_m.group(1).strip()
    elif what is not None:
        args["body"] = t("mail.body_attached", locale, what=what)
    # without a body and nothing attached, the runtime asks what the e-mail should say
    steps.append(Step(tool="send_messages", args=args))
    return steps


def plan_text(text: str) -> Proposal:
    """The plan for `text`, or a refusal. Pure: the same text always gives the same answer."""
    p = parse(text)
    n = p.norm
    locale = p.locale

    def plan(intent: str, *steps: Step) -> Proposal:
        return Proposal(Plan(steps=list(steps)), locale=locale, intent=intent)

    def refuse(key: str, intent: str) -> Proposal:
        return Proposal(None, locale=locale, refusal_key=key, intent=intent)

    if not n:
        return refuse("planner.empty", "empty")
    if _has(W["time"], n):
        return plan("time", Step(tool="get_now"))
    if _SEND.search(n) and not _READING.search(n):
        return plan("mail", *_mail(p.raw, locale))

    # effects first: their verbs are unambiguous
    if _has(W["rename"], n):
        m = _RENAME.search(p.raw)
        if not m:
            return refuse("planner.rename_what", "rename")
        source = _in(p.folder, m.group(1))
        parent = source.rsplit("/", 1)[0] if "/" in source else "~"
        return plan("rename", Step(tool="move_files", args={
            "paths": [source], "destination": f"{parent}/{m.group(2)}"}))
    if _has(W["move"], n):
        ft = _FROM_TO.search(p.raw)
        src_folder, dest = (_as_path(ft.group(1)), _as_path(ft.group(2))) if ft else (p.folder, None)
        if dest is None:
            to = _TO.search(p.raw)
            dest = _as_path(to.group(1)) if to else None
        # without a destination the runtime asks for it (an indispensable argument)
        target = {"destination": dest} if dest is not None else {}
        if p.files:
            return plan("move", Step(tool="move_files", args={
                "paths": [_in(src_folder if src_folder != dest else None, f) for f in p.files],
                **target}))
        if p.pattern is None:
            return refuse("planner.move_what", "move")
        return plan("move", _find(src_folder, p.pattern, recursive=False),
                    Step(tool="move_files", args={"from_step": 1, **target}))
    if _has(W["delete"], n) and not _has(r"\bannulla\b", n):
        if p.files:
            return plan("delete", Step(tool="delete_files", args={
                "paths": [_in(p.folder, f) for f in p.files]}))
        if p.pattern is None or p.folder is None:
            return refuse("planner.delete_what", "delete")
        return plan("delete", _find(p.folder, p.pattern, recursive=False),
                    Step(tool="delete_files", args={"from_step": 1}))
    if _has(W["write"], n) and p.quoted is not None and p.files:
        return plan("write", Step(tool="write_files", args={
            "path": _in(p.folder, p.files[0]), "content": p.quoted}))
    if _has(W["mail"], n):  # reading or searching a mailbox
        return refuse("planner.no_mail", "mail")

    # documents: extract, compare, aggregate, tabulate
    about_docs = bool(_DOC_NOUN.search(n)) or bool(p.files and not p.output)
    wants_table = _has(W["table"], n)
    op = next((o for o in ("compare", "max", "average", "sum", "min") if _has(W[o], n)), None)
    if about_docs and (op or wants_table or _has(W["extract"], n)):
        steps = _documents(p)
        steps.append(Step(tool="extract_entries", args={"from_step": len(steps), "fields": _fields(p)}))
        extract_num = len(steps)
        if op:
            steps.append(Step(tool="compute_entries", args={
                "from_step": extract_num, "op": op, "field": "price"}))
        if wants_table:
            steps.append(Step(tool="create_files_spreadsheet", args={
                "from_step": extract_num, "path": _table_path(p)}))
        intent = "table" if wants_table and not op else op or "extract"
        if wants_table and op:
            intent = f"{op}_table"
        return plan(intent, *steps)
    if wants_table and _has(W["files"], n) and not about_docs:
        return plan("files_table", _find(p.folder, p.pattern),
                    Step(tool="create_files_spreadsheet", args={"from_step": 1, "path": _table_path(p)}))

    if _has(W["summarize"], n) or (_has(W["read"], n) and (p.files or about_docs or p.folder)):
        return plan("summarize" if _has(W["summarize"], n) else "read", *_documents(p))

    if _has(W["count"], n):
        return plan("count", _find(p.folder, p.pattern))
    if _has(W["folders"], n) and (_has(W["list"], n) or _has(r"\b(quali|which|what)\b", n)):
        return plan("list_dirs", Step(tool="list_dirs", args={"path": p.folder or "~"}))
    if _has(W["newest"], n) and (_has(W["files"], n) or p.pattern):
        return plan("newest", _find(p.folder, p.pattern, sort="modified", limit=10))
    if _has(W["largest"], n) and (_has(W["files"], n) or p.pattern):
        return plan("largest", _find(p.folder, p.pattern, sort="size", limit=10))
    if _has(W["find"], n) and (p.pattern or p.files):
        pattern = p.pattern or ",".join(f"*{f.rsplit('/', 1)[-1]}" for f in p.files)
        return plan("find", _find(p.folder, pattern))
    if _has(W["list"], n) and (p.folder or _has(W["files"], n) or p.pattern):
        return plan("list", _find(p.folder, p.pattern, recursive=False))
    return refuse("planner.cannot", "unknown")


class RulesPlanner:
    """The embedded default planner: no model, no network, the same answer every time."""

    name = "rules"

    async def propose(self, text: str, ctx: PlanningContext) -> Proposal:
        return plan_text(text)
