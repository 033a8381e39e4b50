"""Plain words: what people read names no executor, step or model; plurals, dates, amounts."""

from __future__ import annotations

import re

import pytest

import bot.telegram  # noqa: F401  (registers the front end's messages, checked here too)
from runtime.catalog.contract import ExecResult, FailureClass
from runtime.catalog.registry import load_catalog
from runtime.engine.records import StepRecord, StepStatus
from runtime.i18n import has, keys, t, word
from runtime.synthesis import compose, entries_table, fmt_date, fmt_money

# Executors other work adds; they must get a phrase as soon as they exist.
COMING_EXECUTORS = ("append_files", "create_dirs", "copy_files", "summarize_documents")
# For plan authors (`metnos plan check`) and the technical /trace, /whoami, /models views.
TECHNICAL_KEYS = re.compile(
    r"plan\.problem\.|telegram\.(trace_|whoami|model_|commands\.(trace|whoami|models))"
)
ENGINE_WORDS = [
    r"\{tool\}", r"\{step\}", r"\{steps\}", r"\bsteps?\b", r"\bpass[oi]\b", r"language model",
    r"modell[oi] linguistic[oi]", r"from_step", r"\(s\)", r"\w/(?:i|e|he)\b",
]


def executor_names() -> list[str]:
    return sorted({s.name for s in load_catalog()} | set(COMING_EXECUTORS))


def people_messages(locale: str) -> dict[str, str]:
    return {k: t(k, locale) for k in keys(locale) if not TECHNICAL_KEYS.match(k)}


def failed(num: int, tool: str, key: str, params: dict[str, object]) -> StepRecord:
    return StepRecord(num=num, tool=tool, status=StepStatus.FAILED, failure=FailureClass.BAD_INPUT,
                      message_key=key, message_params=params)


def ok(num: int, tool: str, **result: object) -> StepRecord:
    return StepRecord(num=num, tool=tool, status=StepStatus.OK, result=ExecResult(**result))


def later(num: int, tool: str, status: StepStatus, key: str, ref: int) -> StepRecord:
    return StepRecord(num=num, tool=tool, status=status, message_key=key, message_params={"ref": ref})


def assert_plain(text: str) -> None:
    for name in executor_names():
        assert name not in text
    assert not re.search(r"\b(step|passo|passi)\b", text, re.I), text
    assert not re.search(r"\d", text), text  # no step numbers (these answers hold no counts)


# --- the catalogs --------------------------------------------------------------------------


@pytest.mark.parametrize("locale", ["it", "en"])
def test_no_message_people_read_names_an_executor(locale: str) -> None:
    names = [re.compile(rf"\b{n}\b") for n in executor_names()]
    for key, text in people_messages(locale).items():
        assert not [n.pattern for n in names if n.search(text)], (key, text)


@pytest.mark.parametrize("locale", ["it", "en"])
def test_no_message_people_read_speaks_of_steps_models_or_slashed_plurals(locale: str) -> None:
    for key, text in people_messages(locale).items():
        hits = [w for w in ENGINE_WORDS if re.search(w, text, re.I)]
        assert not hits, (key, text, hits)


@pytest.mark.parametrize("locale", ["it", "en"])
def test_every_executor_has_an_action_phrase(locale: str) -> None:
    missing = [n for n in executor_names() if not has(f"action.{n}", locale)]
    assert not missing
    assert has("action.generic", locale) and has("argname.generic", locale)


def test_an_unknown_executor_or_argument_reads_as_the_generic_words() -> None:
    assert t("answer.failed", "en", tool="brand_new_thing", reason="oops") == (
        "I could not finish doing what you asked: oops.")
    assert word("argname", "from_step", "it") == "uno dei dati"


def test_argument_names_reach_people_as_words() -> None:
    en = t("confirm.provenance", "en", value="x@y.z", arg="to", source="~/contatti.txt")
    it = t("confirm.provenance", "it", value="x@y.z", arg="to", source="~/contatti.txt")
    assert "for the recipient" in en and "per il destinatario" in it
    assert "model" not in t("confirm.provenance_model", "en", value="v", arg="destination")
    assert t("ask.generic", "it", arg="to").endswith(": il destinatario?")


# --- plurals -------------------------------------------------------------------------------


@pytest.mark.parametrize(("key", "locale", "one", "many"), [
    ("answer.read_files.ok", "it", "Ho letto 1 documento:", "Ho letto 3 documenti:"),
    ("answer.read_files.ok", "en", "Read 1 document:", "Read 3 documents:"),
    ("answer.find_files.ok", "en", "Found 1 file in ~:", "Found 3 files in ~:"),
    ("answer.find_files.ok", "it", "Ho trovato 1 file in ~:", "Ho trovato 3 file in ~:"),
])
def test_plural_follows_the_count(key: str, locale: str, one: str, many: str) -> None:
    assert t(key, locale, count=1, base_path="~", list="").startswith(one)
    assert t(key, locale, count=3, base_path="~", list="").startswith(many)


def test_each_count_chooses_its_own_form() -> None:
    assert t("answer.list_dirs.ok", "it", path="~", count=1, files=2, list="") == (
        "~ contiene 1 cartella e 2 file:\n")
    assert t("answer.list_dirs.ok", "en", path="~", count=2, files=1, list="") == (
        "~ holds 2 folders and 1 file:\n")


@pytest.mark.parametrize(("locale", "rows", "text"), [
    ("it", 1, "1 riga"), ("it", 4, "4 righe"), ("it", 0, "0 righe"),
    ("en", 1, "1 row."), ("en", 4, "4 rows."),
])
def test_rows_are_counted_in_words(locale: str, rows: int, text: str) -> None:
    assert text in t("answer.create_files_spreadsheet.ok", locale, path="~/r.xlsx", rows=rows)


@pytest.mark.parametrize(("locale", "count", "text"), [
    ("it", 1, "1 voce."), ("it", 5, "5 voci."), ("en", 1, "1 entry."), ("en", 5, "5 entries."),
])
def test_entries_are_counted_in_words(locale: str, count: int, text: str) -> None:
    assert t("answer.compute_entries.count", locale, value=count) == text


def test_a_message_without_parameters_is_returned_as_written() -> None:
    assert t("answer.read_files.ok", "en").startswith("Read {count} {count|document|documents}")


# --- dates ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "locale", "shown"), [
    ("2026-03-01T14:05:00", "it", "1 mar 2026, 14:05"),
    ("2026-03-01T14:05:00", "en", "1 Mar 2026, 14:05"),
    ("2026-03-01", "it", "1 marzo 2026"),
    ("2026-03-01", "en", "1 March 2026"),
    ("2026-12-24 09:30", "it", "24 dic 2026, 09:30"),
    ("2026-08-15T23:59:00+02:00", "en", "15 Aug 2026, 23:59"),
])
def test_dates_are_written_as_people_write_them(value: str, locale: str, shown: str) -> None:
    assert fmt_date(value, locale) == shown


@pytest.mark.parametrize("value", ["domani", "2026-13-45", "01/03/2026", ""])
def test_what_is_not_an_iso_date_is_left_alone(value: str) -> None:
    assert fmt_date(value, "it") == value


def test_a_table_shows_modified_and_extracted_dates_in_words() -> None:
    items = [{"path": "~/a.pdf", "modified": "2026-03-01T14:05:00"},
             {"supplier": "Rossi", "due_date": "2026-04-30"}]
    table = entries_table(items, "it", 10)
    assert ("~/a.pdf", "1 mar 2026, 14:05", "—", "—") in table.rows
    assert "30 aprile 2026" in table.rows[1]


# --- amounts -------------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "currency", "locale", "shown"), [
    (1586.0, "EUR", "it", "1.586,00 €"),
    (1586.0, "EUR", "en", "€1,586.00"),
    (1586, "USD", "en", "$1,586.00"),
    (12.5, "GBP", "it", "12,50 £"),
    (300.0, "CHF", "en", "CHF 300.00"),
    (300.0, "chf", "it", "300,00 CHF"),
    (-5.0, "EUR", "en", "-€5.00"),
    (1586.0, None, "it", "1.586,00"),
    (1586.0, "", "en", "1,586.00"),
    (1586, None, "en", "1,586"),
])
def test_amounts_keep_their_currency(value: float, currency: str | None, locale: str, shown: str) -> None:
    assert fmt_money(value, currency, locale) == shown


def test_the_currency_is_folded_into_the_amounts_of_a_table() -> None:
    items = [{"supplier": "Rossi", "price": 1586.0, "currency": "EUR", "source": "~/a.pdf"},
             {"supplier": "Smith", "price": 300.0, "vat": 66.0, "currency": "CHF", "source": "~/b.pdf"}]
    table = entries_table(items, "en", 10)
    assert table.header == ("Supplier", "Price", "VAT", "Document")
    assert table.rows == (("Rossi", "€1,586.00", "—", "a.pdf"),
                          ("Smith", "CHF 300.00", "CHF 66.00", "b.pdf"))


def test_a_currency_column_stays_when_some_rows_lack_one() -> None:
    items = [{"price": 10.0, "currency": "EUR"}, {"price": 20.0}]
    table = entries_table(items, "it", 10)
    assert table.header == ("Prezzo", "Valuta")
    assert table.rows == (("10,00 €", "EUR"), ("20,00", "—"))


def test_a_comparison_says_its_amounts_with_the_currency() -> None:
    data = {"op": "compare", "field": "price", "count": 2, "value": 1098.0, "label": "Contoso",
            "source": "~/q/b.pdf", "max_value": 1586.0, "max_label": "Rossi", "runner_up": "Rossi",
            "runner_up_value": 1586.0, "difference": 488.0, "spread": 488.0, "currency": "EUR"}
    text = compose({1: ok(1, "compute_entries", data=data)}, "it").text
    assert text == ("Il più conveniente: Contoso, 1.098,00 € (b.pdf) — 488,00 € in meno di Rossi "
                    "(1.586,00 €). Il più caro: Rossi, 1.586,00 € (488,00 € in più del più conveniente).")


# --- answers -------------------------------------------------------------------------------


@pytest.mark.parametrize("locale", ["it", "en"])
def test_a_failed_step_is_told_as_what_could_not_be_done(locale: str) -> None:
    records = {
        1: failed(1, "find_files", "step.folder_missing", {"path": "~/Acquisti"}),
        2: later(2, "read_files", StepStatus.NOT_RUN, "step.not_run", 1),
        3: later(3, "create_files_spreadsheet", StepStatus.NOT_RUN, "step.not_run", 1),
    }
    text = compose(records, locale).text
    expected = {
        "it": ("Non sono riuscito a cercare i file: la cartella ~/Acquisti non esiste.\n\n"
               "Quindi non sono passato a leggere i documenti e creare la tabella."),
        "en": ("I could not finish searching the files: the folder ~/Acquisti does not exist.\n\n"
               "So I did not go on with reading the documents and creating the table."),
    }
    assert text == expected[locale]
    assert_plain(text.replace("~/Acquisti", ""))


@pytest.mark.parametrize("locale", ["it", "en"])
def test_a_crash_names_neither_the_executor_nor_the_step(locale: str) -> None:
    records = {1: failed(1, "send_messages", "step.crashed", {"tool": "send_messages"})}
    assert_plain(compose(records, locale).text)


@pytest.mark.parametrize("locale", ["it", "en"])
def test_skipped_steps_are_one_plain_line(locale: str) -> None:
    records = {
        1: StepRecord(num=1, tool="find_files", status=StepStatus.EMPTY,
                      result=ExecResult(data={"base_path": "~/Vuota", "pattern": "*.pdf"})),
        2: later(2, "read_files", StepStatus.SKIPPED, "step.upstream_empty", 1),
        3: later(3, "extract_entries", StepStatus.SKIPPED, "step.upstream_empty", 2),
        4: later(4, "compute_entries", StepStatus.SKIPPED, "step.upstream_empty", 3),
    }
    blocks = compose(records, locale).blocks
    assert len(blocks) == 2
    assert blocks[1].text == {"it": "Mi sono fermato lì: non c'era niente su cui lavorare.",
                              "en": "I stopped there: there was nothing to work on."}[locale]
    assert_plain(blocks[1].text)


def test_one_skipped_step_reads_the_same_way() -> None:
    records = {
        1: StepRecord(num=1, tool="find_files", status=StepStatus.EMPTY,
                      result=ExecResult(data={"base_path": "~/Vuota", "pattern": "*.pdf"})),
        2: later(2, "read_files", StepStatus.SKIPPED, "step.upstream_empty", 1),
    }
    assert compose(records, "it").blocks[1].text == "Mi sono fermato lì: non c'era niente su cui lavorare."


def test_an_executor_without_its_own_answer_is_told_by_its_action() -> None:
    records = {1: StepRecord(num=1, tool="get_now", status=StepStatus.EMPTY, result=ExecResult())}
    assert compose(records, "it").text == "Ho provato a leggere l'ora, ma non ho trovato nulla."
    assert compose(records, "en").text == "I tried checking the time, but found nothing."
    records = {1: ok(1, "polish_files", items=[{"path": "~/a.txt"}])}
    assert compose(records, "it").text == "Ho finito di fare quello che mi hai chiesto."


def test_a_date_in_a_result_is_written_out() -> None:
    data = {"iso": "2026-03-01T14:05:00", "date": "2026-03-01", "time": "14:05", "timezone": "CET"}
    assert compose({1: ok(1, "get_now", data=data)}, "it").text == "Sono le 14:05, 1 marzo 2026 (CET)."
    assert compose({1: ok(1, "get_now", data=data)}, "en").text == "It is 14:05 on 1 March 2026 (CET)."


@pytest.mark.parametrize(("seconds", "text"), [(1, "1 second "), (2, "2 seconds"), (1.0, "1.0 seconds"),
                                               (0, "0 seconds")])
def test_only_the_whole_number_one_is_singular(seconds: float, text: str) -> None:
    assert text in t("step.timeout", "en", seconds=seconds)


def test_a_long_table_keeps_every_column_beside_its_showing_line() -> None:
    from runtime.synthesis import entries_table, render_block

    items = [{"supplier": f"Allievo {i}", "price": 18.0 + i, "currency": "EUR", "source": "~/L/registro.xlsx"}
             for i in range(30)]
    text = render_block(entries_table(items, "en", 20))
    lines = text.splitlines()
    assert [c.strip() for c in lines[0].split(" | ")] == ["Supplier", "Price", "Document"], text
    assert "€18.00" in lines[2] and "registro.xlsx" in lines[2], text
    assert len(lines) == 2 + 20 + 1 and "20" in lines[-1] and "30" in lines[-1], text
