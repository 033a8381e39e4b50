"""The answer, built from what really happened: counts, tables, partial failures, truncation.

No model is needed: each step's record becomes at most a line or a table from
the message catalogs. Intermediate reads that went fine stay quiet; anything
that failed, came back partial or empty, or changed the world is always said.
People read what was done in words ("searching the files"), never executor
names or step numbers; dates and amounts are written as people write them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from pathlib import PurePosixPath
from typing import Any

from runtime.catalog.contract import OriginKind
from runtime.catalog.origins import marked_origin
from runtime.engine.records import StepRecord, StepStatus
from runtime.i18n import fmt_number, has, localized_number, t, word
from runtime.turn import Block

READ_ONE_CHARS = 3500  # a document read on its own is shown up to this many characters
READ_MANY_CHARS = 240  # each of several documents gets an excerpt this long
QUIET_WHEN_OK = frozenset({"find_files", "read_files", "list_dirs", "sort_entries"})
DATE_FIELDS = frozenset({"date", "due_date", "modified"})
MONEY_FIELDS = frozenset({"price", "vat", "total"})
# compute_entries' amounts: money when the field computed on is, and a currency is known
COMPUTED_AMOUNTS = ("value", "difference", "runner_up_value", "max_value", "spread")

_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
_ISO_MOMENT = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?")
_CURRENCY = re.compile(r"[A-Z]{3}")


@dataclass
class Answer:
    """The composed answer: blocks, their plain-text rendering, and files to offer."""

    blocks: list[Block]
    files: list[str]

    @property
    def text(self) -> str:
        return "\n\n".join(render_block(b) for b in self.blocks)


def currency_code(value: Any) -> str | None:
    """An ISO currency code ("EUR") from an entry's or a result's ``currency``, else None."""
    code = str(value or "").strip().upper()
    return code if _CURRENCY.fullmatch(code) else None


def fmt_money(value: Any, currency: Any, locale: str) -> str:
    """An amount with its currency: "1.586,00 €" / "€1,586.00", "CHF 300.00"; without one, a number."""
    code = currency_code(currency)
    if code is None or isinstance(value, bool) or not isinstance(value, int | float | Decimal):
        return fmt_number(value, locale)
    amount = localized_number(f"{abs(float(value)):,.2f}", locale)
    symbol_key = f"money.symbols.{code}"
    text = (t("money.with_symbol", locale, symbol=t(symbol_key, locale), amount=amount)
            if has(symbol_key, locale) else t("money.with_code", locale, code=code, amount=amount))
    return "-" + text if value < 0 else text


def fmt_date(value: Any, locale: str) -> str:
    """An ISO date as people write it: "1 marzo 2026" / "1 March 2026"; with a time
    "1 mar 2026, 14:05" / "1 Mar 2026, 14:05". Anything else is returned as it is."""
    if isinstance(value, datetime):
        return _day_time(value, locale)
    if isinstance(value, date):
        return _day(value, locale)
    text = str(value).strip()
    try:
        if _ISO_DAY.fullmatch(text):
            return _day(date.fromisoformat(text), locale)
        if _ISO_MOMENT.fullmatch(text):
            return _day_time(datetime.fromisoformat(text), locale)
    except ValueError:  # shaped like a date, but not one (2026-13-45)
        pass
    return str(value)


def _day(day: date, locale: str) -> str:
    return t("date.day", locale, day=day.day, month=t(f"date.month.{day.month}", locale), year=day.year)


def _day_time(moment: datetime, locale: str) -> str:
    month = t(f"date.month_short.{moment.month}", locale)
    return t("date.day_time", locale, day=moment.day, month_short=month, year=moment.year,
             time=f"{moment:%H:%M}")


def render_block(block: Block) -> str:
    if block.kind != "table":
        return block.text
    widths = [len(h) for h in block.header]
    full = [row for row in block.rows if len(row) == len(widths)]
    for row in full:
        widths = [max(w, len(c)) for w, c in zip(widths, row, strict=True)]
    lines = [" | ".join(h.ljust(w) for h, w in zip(block.header, widths, strict=True))]
    lines.append("-+-".join("-" * w for w in widths))
    for row in block.rows:
        if len(row) != len(widths):  # "(showing 20 of 34)": a line of its own, every column kept
            lines.append(" ".join(row))
            continue
        lines.append(" | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)))
    return "\n".join(lines)


def compose(records: dict[int, StepRecord], locale: str, *, max_items: int = 20) -> Answer:
    """Blocks for every step worth telling about, in plan order."""
    blocks: list[Block] = []
    files: list[str] = []
    last = max(records) if records else 0
    not_run = [r for r in records.values() if r.status is StepStatus.NOT_RUN]
    skipped = [r for r in records.values() if r.status is StepStatus.SKIPPED]
    table_done = False
    for num in sorted(records):
        rec = records[num]
        if rec.status is StepStatus.NOT_RUN or (rec.status is StepStatus.SKIPPED and len(skipped) > 1):
            continue
        if rec.result is not None:
            files.extend(f for f in rec.result.files if f not in files)
        quiet = rec.tool in QUIET_WHEN_OK and rec.status is StepStatus.OK and num != last
        if not quiet:
            blocks.extend(_step_blocks(rec, locale, max_items))
        if (
            rec.result is not None and rec.result.items and not table_done
            and rec.tool in ("extract_entries", "filter_entries", "sort_entries")
            and not _later_entries(records, num)
        ):
            blocks.append(entries_table(rec.result.items, locale, max_items))
            table_done = True
    if len(skipped) > 1:  # one line for a cascade of skipped consumers
        empty = skipped[0].message_key == "step.upstream_empty"
        reason = "answer.skipped_empty" if empty else "answer.skipped_failed"
        blocks.append(Block(kind="text", text=t(reason, locale)))
    if not_run:
        actions = _and_list([word("action", r.tool, locale) for r in not_run], locale)
        blocks.append(Block(kind="text", text=t("answer.not_run", locale, actions=actions)))
    note = estimated_note(records, locale, max_items)
    if note:
        blocks.append(Block(kind="text", text=note))
    if not blocks:
        blocks.append(Block(kind="text", text=t("answer.nothing", locale)))
    return Answer(blocks, files)


def estimated_note(records: dict[int, StepRecord], locale: str, max_items: int = 20) -> str | None:
    """The line saying which values were estimated rather than read ("check the price in c.pdf")."""
    marked: list[str] = []
    for rec in records.values():
        if rec.tool != "extract_entries" or rec.result is None:
            continue
        for item in rec.result.items:
            source = PurePosixPath(str(item.get("source") or "?")).name
            for name in item:
                if marked_origin(item, name) is OriginKind.MODEL:
                    marked.append(t("answer.estimated_item", locale,
                                    field=_in_sentence(_field_label(name, locale)), source=source))
    if not marked:
        return None
    shown = marked[:max_items]
    if len(marked) > max_items:
        shown.append(t("answer.more", locale, count=len(marked) - max_items))
    return t("answer.estimated", locale, values=_and_list(shown, locale))


def _and_list(phrases: list[str], locale: str) -> str:
    """ "a", "a and b", "a, b and c" — each phrase once."""
    unique = list(dict.fromkeys(phrases))
    if len(unique) < 2:
        return "".join(unique)
    return t("answer.list_and", locale, first=", ".join(unique[:-1]), last=unique[-1])


def _later_entries(records: dict[int, StepRecord], num: int) -> bool:
    return any(
        r.tool in ("filter_entries", "sort_entries") and r.result is not None and r.result.items
        for n, r in records.items() if n > num
    )


def _step_blocks(rec: StepRecord, locale: str, max_items: int) -> list[Block]:
    if _only_irreversible(rec):  # not a failure of undo: what was done cannot be taken back
        text = t("answer.undo_last_turn.irreversible", locale) + "\n" + _failure_lines(rec, locale, max_items)
        return [Block(kind="text", text=text)]
    if rec.status is StepStatus.FAILED:
        reason = t(rec.message_key or "step.all_failed", locale, **rec.message_params)
        text = t("answer.failed", locale, tool=rec.tool, reason=reason)
        if rec.result is not None and rec.result.failures:
            text += "\n" + _failures(rec, locale, max_items)
        return [Block(kind="text", text=text)]
    if rec.status is StepStatus.SKIPPED:
        return [Block(kind="text", text=t(rec.message_key or "step.upstream_empty", locale,
                                          **{**rec.message_params, "tool": rec.tool}))]
    result = rec.result
    assert result is not None
    params = _params(rec, locale, max_items)
    key = f"answer.{rec.tool}.{rec.status.value}"
    if rec.tool == "compute_entries":
        op = str(result.data.get("op", "compare"))
        single = op == "compare" and "runner_up" not in result.data
        key = f"answer.compute_entries.{op}" + ("_one" if single else "")
    empty_find = rec.tool == "find_files" and rec.status is StepStatus.EMPTY
    folders = [str(f) for f in result.data.get("folders") or []] if rec.tool == "find_files" else []
    if empty_find and result.data.get("pattern") in ("*", None):
        key = "answer.find_files.empty_all"  # an empty folder, not "no file matching *"
        if folders:
            key = "answer.find_files.only_folders"  # "no file" would hide what is in it
    if rec.tool == "move_files" and rec.status is StepStatus.OK and _renamed(result.items):
        key = "answer.move_files.renamed"  # a new name in the same folder: a rename, not a move
        params.update(old=PurePosixPath(str(result.items[0]["from"])).name, new=result.items[0].get("name"))
    if rec.tool == "extract_entries" and rec.status is StepStatus.OK:
        sources = len({str(i.get("source")) for i in result.items})
        if sources < len(result.items):  # a table's rows: "5 rows of 1 document", not "5 documents"
            key = "answer.extract_entries.rows"
            params.update(rows=len(result.items), count=sources)
    if rec.tool == "send_messages" and rec.status is StepStatus.OK and not result.data.get("attachments"):
        key = "answer.send_messages.ok_plain"
    if not has(key, locale):
        partial = rec.status is StepStatus.PARTIAL
        key = f"answer.{rec.tool}.ok" if partial else f"answer.generic.{rec.status.value}"
    text = t(key, locale, **params)
    if result.truncated and result.total is not None and result.total > len(result.items):
        text += " " + t("answer.truncated", locale, shown=len(result.items), total=result.total)
    if rec.tool == "search_files" and result.data.get("more"):
        text += " " + t("answer.search_more", locale, shown=len(result.items))
    if folders:
        shown = "\n".join(f"• {f}" for f in folders)
        text += "\n" + (shown if key == "answer.find_files.only_folders" else
                         t("answer.find_files.also_folders", locale, count=len(folders), list=shown))
    if rec.tool == "find_files" and result.data.get("scan_capped"):
        scanned = fmt_number(int(result.data.get("scanned") or 0), locale)
        text += " " + t("answer.scan_capped", locale, scanned=scanned)
    if result.failures:
        text += "\n" + _failures(rec, locale, max_items)
    if "note.left_out_kind" in result.notes and result.data.get("left_out"):
        kept = {str(PurePosixPath(str(i.get("source"))).parent) for i in result.items if i.get("source")}
        note = _left_out({**result.data, "_kept_folders": sorted(kept)}, locale)
        if note:
            text += "\n" + note
    if "note.left_out_paid" in result.notes:  # "quanto dobbiamo ancora pagare?": the bills paid, named
        paid = [PurePosixPath(str(i["source"])).name for i in result.data.get("left_out") or []
                if i.get("kind") == "paid"]
        text += "\n" + t("note.left_out_paid", locale, names=_and_list(paid, locale), count=len(paid))
    if "note.documents_cut" in result.notes and result.data.get("cut"):  # read up to a budget only
        cut = [str(name) for name in result.data["cut"]]
        names = _and_list(cut[:max_items], locale)
        text += "\n" + t("note.documents_cut", locale, names=names, count=len(cut))
    return [Block(kind="text", text=text)]


def _renamed(items: list[dict[str, Any]]) -> bool:
    """Whether a move gave one file a new name in its own folder."""
    if len(items) != 1 or not items[0].get("from") or not items[0].get("path"):
        return False
    old, new = PurePosixPath(str(items[0]["from"])), PurePosixPath(str(items[0]["path"]))
    return old.parent == new.parent and old.name != new.name


def _pattern_words(pattern: str) -> str:
    """A name pattern as people say it: "*.pdf,*.docx" → "pdf, docx"; "*fattura*" → "fattura"."""
    parts = []
    for part in pattern.split(","):
        part = part.strip()
        if part.startswith("*.") and part.count("*") == 1:
            parts.append(part[2:])
        else:
            parts.append(part.strip("*") or part)
    return ", ".join(dict.fromkeys(p for p in parts if p))


def _left_out(data: dict[str, Any], locale: str) -> str:
    """Which documents a kind filter left out, and why ("it is an invoice, not a quote")."""
    wanted = [str(k) for k in data.get("kinds") or []]
    by_kind: dict[str, list[str]] = {}
    kept_folders = set(data.get("_kept_folders") or [])
    for item in data.get("left_out") or []:
        source = PurePosixPath(str(item["source"]))
        # only what sat beside the kept documents could be mistaken for them; "other" is noise
        if item["kind"] in ("other", "paid") or (kept_folders and str(source.parent) not in kept_folders):
            continue
        by_kind.setdefault(str(item["kind"]), []).append(source.name)
    joiner = f" {t('note.or', locale)} "
    out = []
    for kind, names in by_kind.items():
        n = "one" if len(names) == 1 else "many"
        out.append(t(f"note.left_out_{n}", locale, names=_and_list(names, locale),
                     kind=t(f"kind.one.{kind}", locale), kinds=t(f"kind.many.{kind}", locale),
                     wanted=joiner.join(t(f"kind.{n}.{k}", locale) for k in wanted)))
    return " ".join(out)


def _only_irreversible(rec: StepRecord) -> bool:
    """An undo that found only effects nobody can reverse (e-mails already sent)."""
    result = rec.result
    return (rec.tool == "undo_last_turn" and rec.status is StepStatus.FAILED and result is not None
            and bool(result.failures) and all(f.reason == "sent" for f in result.failures))


def _failures(rec: StepRecord, locale: str, max_items: int) -> str:
    assert rec.result is not None
    return (t("answer.failures", locale, count=len(rec.result.failures)) + "\n"
            + _failure_lines(rec, locale, max_items))


def _failure_lines(rec: StepRecord, locale: str, max_items: int) -> str:
    assert rec.result is not None
    lines = []
    for f in rec.result.failures[:max_items]:
        reason_key = f"reason.{f.reason}"
        reason = t(reason_key, locale) if has(reason_key, locale) else f.reason
        lines.append(t("answer.failure_line", locale, ref=f.ref, reason=reason))
    extra = len(rec.result.failures) - max_items
    if extra > 0:
        lines.append(t("answer.more", locale, count=extra))
    return "\n".join(lines)


def _names(items: list[dict[str, Any]], max_items: int, locale: str, key: str = "path") -> str:
    """A bullet list of at most `max_items` names, saying how many more there are."""
    lines = [f"• {i.get(key) or i.get('name') or '?'}" for i in items[:max_items]]
    if len(items) > max_items:
        lines.append(t("answer.more", locale, count=len(items) - max_items))
    return "\n".join(lines)


def _params(rec: StepRecord, locale: str, max_items: int) -> dict[str, Any]:
    result = rec.result
    assert result is not None
    data = result.data
    count = result.total if result.total is not None else len(result.items)
    params: dict[str, Any] = {"tool": rec.tool, "count": count,
                              "shown": len(result.items), "failed": len(result.failures)}
    params.update({k: _value(k, v, locale) for k, v in data.items() if not isinstance(v, list | dict)})
    if rec.tool in ("find_files", "list_dirs", "move_files", "delete_files", "write_files",
                    "copy_files"):
        params["list"] = _names(result.items, max_items, locale)
    if rec.tool == "search_files":
        # which documents say it, and where: the line around the words, never a secret in it
        params["list"] = "\n".join(
            f"• {i.get('path')}"
            + (f" — «{_excerpt(guarded(str(i['snippet'])), 120)}»" if i.get("snippet") else "")
            for i in result.items[:max_items])
        if len(result.items) > max_items:
            params["list"] += "\n" + t("answer.more", locale, count=len(result.items) - max_items)
    if rec.tool == "find_files" and isinstance(data.get("pattern"), str):
        params["pattern"] = _pattern_words(str(data["pattern"]))
    for where in ("base_path",):
        if params.get(where) == "~":
            params[where] = t("answer.everywhere", locale)  # the default scope, said in words
    if rec.tool == "read_files":
        # one document: show its text (front ends split long messages); several: excerpts
        size = READ_ONE_CHARS if len(result.items) == 1 else READ_MANY_CHARS
        params["list"] = "\n".join(
            f"• {i.get('path')} ({i.get('chars', 0)} {t('unit.chars', locale)}"
            + (", " + t("unit.cut", locale) if i.get("truncated") else "")
            + f"): {_excerpt(i.get('text'), size, keep_lines=len(result.items) == 1)}"
            for i in result.items[:max_items]
        )
        if len(result.items) > max_items:
            params["list"] += "\n" + t("answer.more", locale, count=len(result.items) - max_items)
    if rec.tool == "undo_last_turn":
        params["list"] = "\n".join(
            f"• {i['path']} — {t('undo.' + str(i['action']), locale)}" for i in result.items
        )
    if rec.tool == "compute_entries":
        params["source"] = PurePosixPath(str(data.get("source") or "")).name
        params["op_label"] = t(f"op.{data.get('op', 'compare')}", locale)
        field = str(data.get("field", "price"))
        own = data.get("field_label")  # a table's own name for its figures ("Millesimi")
        params["field_label"] = str(own) if own else _field_label(field, locale)
        params["field_word"] = str(own) if own else _in_sentence(params["field_label"])
        if field in MONEY_FIELDS and currency_code(data.get("currency")):
            params.update({k: fmt_money(data[k], data["currency"], locale)
                           for k in COMPUTED_AMOUNTS if k in data})
    if rec.tool == "sort_entries":
        params["field_word"] = _in_sentence(_field_label(str(data.get("field", "")), locale))
    return params


# What a content search shows of a document is a hint of where the words are; values that look
# like secrets are never quoted in it unasked (the document itself can still be read).
_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b")
_CARD = re.compile(r"\b(?:\d[ -]?){13,19}\b")
_SECRET_WORDS = re.compile(
    r"(?i)\b(?:password|passwd|pwd|passcode|pin|codic[ei]|codes?|keybox|key ?safe|allarme|alarm|"
    r"cassaforte|safe|lucchetto|lock|non condividere|do not share|riservat\w*|confidential|"
    r"utente|username|user(?:name)?|login|credenziali|credentials)\b")
_AFTER_SECRET_WORD = re.compile(
    r"(?i)\b(password|passwd|pwd|passcode|pin|utente|username|user|login)(\s*[:=]?\s+)(\S+)")
_BARE_NUMBER = re.compile(r"(?<![\w.,/:€$£-])\d{3,8}(?![\w/€$£%]|[.,:]\d)")
_LETTERS_AND_DIGITS = re.compile(r"\b(?=[^\W_]*\d)(?=[^\W_]*[^\W\d_])[^\W_]{5,}\b")  # gattonero77, DMARCH78
MASK = "•••"


def guarded(snippet: str) -> str:
    """A search snippet with secret-looking values masked: IBANs and card numbers always; in a
    passage that speaks of codes, PINs, passwords or logins, the bare numbers and the words after
    "password"/"user" too."""
    text = _IBAN.sub(MASK, snippet)
    text = _CARD.sub(MASK, text)
    if _SECRET_WORDS.search(text):
        text = _AFTER_SECRET_WORD.sub(lambda m: m.group(1) + m.group(2) + MASK, text)
        text = _BARE_NUMBER.sub(MASK, text)
        text = _LETTERS_AND_DIGITS.sub(MASK, text)
    return text


def _value(name: str, value: Any, locale: str) -> Any:
    """A result's scalar as people read it: dates written out, decimals localized."""
    if name in DATE_FIELDS and isinstance(value, str | date):
        return fmt_date(value, locale)
    return fmt_number(value, locale) if isinstance(value, float) else value


def _excerpt(text: Any, size: int = 160, *, keep_lines: bool = False) -> str:
    raw = str(text or "").strip()
    flat = "\n" + raw if keep_lines else " ".join(raw.split())
    return flat if len(flat) <= size else flat[: size - 1] + "…"


def _field_label(name: str, locale: str) -> str:
    key = f"field.{name}"
    return t(key, locale) if has(key, locale) else name


def _in_sentence(label: str) -> str:
    """A column label inside a sentence: "Price" becomes "price", "VAT" stays."""
    return label[0].lower() + label[1:] if len(label) > 1 and label[1].islower() else label


def entries_table(items: list[dict[str, Any]], locale: str, max_items: int) -> Block:
    """Entries as a compact table, the document each row came from last.

    Amounts carry their row's currency; a currency column is left out when every row has one.
    """
    columns: list[str] = []
    for item in items:
        for k in item:
            if k not in columns and k != "text" and not k.startswith("_"):  # "_": metadata
                columns.append(k)
    if "currency" in columns and all(currency_code(i.get("currency")) for i in items):
        columns.remove("currency")
    if "source" in columns:
        columns.remove("source")
        columns.append("source")
    own = {i.get("_price_label") for i in items}
    named = str(own.pop()) if len(own) == 1 and None not in own else None  # "Millesimi", not "Price"
    header = [named if c == "price" and named else _field_label(c, locale) for c in columns]
    rows = []
    for item in items[:max_items]:
        row = []
        for c in columns:
            row.append(_cell(c, item, locale))
        rows.append(row)
    if len(items) > max_items:
        rows.append([t("answer.truncated", locale, shown=max_items, total=len(items))])
    return Block(kind="table", header=tuple(header), rows=tuple(tuple(r) for r in rows))


def _cell(name: str, item: dict[str, Any], locale: str) -> str:
    text = _cell_value(name, item, locale)
    if item.get(name) is not None and marked_origin(item, name) is OriginKind.MODEL:
        return t("answer.estimated_value", locale, value=text)
    return text


def _cell_value(name: str, item: dict[str, Any], locale: str) -> str:
    value = item.get(name)
    if value is None:
        return "—"
    if name == "source" and value:
        return PurePosixPath(str(value)).name
    if name in MONEY_FIELDS:
        return fmt_money(value, item.get("currency"), locale)
    if name in DATE_FIELDS:
        return fmt_date(value, locale)
    return fmt_number(value, locale) if isinstance(value, float) else str(value)
