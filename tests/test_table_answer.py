"""A sheet answers by its rows: the question's words pick rows (a cell says them) and a column (its
header says it); the rows are counted, shown, or one column worked out over them.

The rows below are phrasings a person uses about their own lists, rotas and expense sheets; the
data are made up here (a small dance school, a shift rota), not any benchmark's.
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from openpyxl import Workbook

from runtime.conversation import grounding_view
from runtime.documents.table_answer import answer_table
from runtime.index.fts import WorkspaceIndex
from runtime.planning.grammar import plan_words
from runtime.planning.ground import WorkspaceView
from runtime.runtime import Runtime
from tests.conftest import say, workspace

DANCERS = [["nome", "anni", "giorno", "corso", "quota_eur"],
           ["Irene Sala", "9", "lunedì", "classico", "40.00"],
           ["Bruno Riva", "12", "mercoledì", "hip hop", "35.00"],
           ["Nadia Conte", "15", "mercoledì", "moderno", "45.00"],
           ["Elio Gatti", "11", "venerdì", "hip hop", "35.00"],
           ["Totale", "", "", "", "155.00"]]
ROTA = [["Data", "Giorno", "Turno"],
        ["23/12/2026", "mercoledì", "Mattino (7-14)"],
        ["24/12/2026", "giovedì", "Notte (21-7)"],
        ["25/12/2026", "venerdì", "Smonto notte"],
        ["26/12/2026", "sabato", "Riposo"],
        ["31/12/2026", "giovedì", "Notte (21-7)"]]


def test_a_weekday_in_either_language_picks_the_rows_that_say_it() -> None:
    got = answer_table(DANCERS, ["wednesdays"], count=True)
    assert got is not None and got.kind == "count"
    assert [r[0] for r in got.rows] == ["Bruno Riva", "Nadia Conte"] and got.said == ["mercoledì"]
    assert got.total == 4  # the total line is no dancer


def test_a_weekday_nobody_has_is_none_never_every_row() -> None:
    got = answer_table(DANCERS, ["domenica"], count=True)
    assert got is not None and got.rows == [] and got.total == 4


def test_a_word_a_cell_starts_with_picks_those_rows_not_the_ones_that_mention_it() -> None:
    got = answer_table(ROTA, ["notti"], count=True)
    assert got is not None and [r[0] for r in got.rows] == ["24/12/2026", "31/12/2026"]  # not "Smonto notte"


@pytest.mark.parametrize(("words", "day"), [
    (["turno", "vigilia", "natale"], "24/12/2026"),
    (["working", "christmas", "day"], "25/12/2026"),
    (["capodanno"], None),
])
def test_a_feast_said_is_its_day(words: list[str], day: str | None) -> None:
    got = answer_table(ROTA, words)
    if day is None:  # a feast no row has: no lookup, never another day
        assert got is None
    else:
        assert got is not None and got.kind == "rows" and [r[0] for r in got.rows] == [day]


def test_a_column_its_header_names_is_worked_out_over_the_rows_picked() -> None:
    every = answer_table(DANCERS, ["quota"], op="average")
    assert every is not None and every.value == Decimal("38.75") and every.currency == "EUR"
    assert every.column == "quota_eur"
    hip_hop = answer_table(DANCERS, ["quota", "hip", "hop"], op="sum")
    assert hip_hop is not None and hip_hop.value == Decimal("70.00")
    dearest = answer_table(DANCERS, ["quota"], op="max")
    assert dearest is not None and (dearest.value, dearest.label) == (Decimal("45.00"), "Nadia Conte")


def test_a_figure_of_no_named_column_among_several_is_not_guessed() -> None:
    assert answer_table(DANCERS, ["media"], op="average") is None  # anni or quota: not said
    months = [["Mese", "Spesa (€)"], ["gennaio", "1540"], ["agosto", "2150"], ["marzo", "1610"]]
    top = answer_table(months, ["month"], op="max")  # one column of figures: that one
    assert top is not None and (top.value, top.label, top.currency) == (Decimal("2150"), "agosto", "EUR")


def test_how_many_of_a_column_a_row_has_is_its_figure_not_a_count_of_rows() -> None:
    shares = [["Interno", "Condomino", "Millesimi"], ["1", "Sala Ada", "112.5"], ["2", "Riva Ugo", "87"]]
    got = answer_table(shares, ["riva"], count=True, about=["millesimi"])
    assert got is not None and (got.kind, got.value, got.label) == ("value", Decimal("87"), "Riva Ugo")
    assert got.rows == [["2", "Riva Ugo", "87"]]
    # a column of figures named, no row picked: the column added up ("quanti cfu ho?")
    every = answer_table(shares, ["millesimi"], count=True)
    assert every is not None and (every.kind, every.op, every.value) == ("value", "sum", Decimal("199.5"))
    # a column that numbers the rows is counted, never added up
    flats = answer_table(shares, ["interni"], count=True)
    assert flats is None or flats.kind != "value"


JOBS = [["data", "cliente", "lavoro", "ore", "importo"],
        ["28/09/2026", "Rossi", "manuale", "5", "180.00"],
        ["06/10/2026", "Rossi", "manuale", "14", "690.00"],
        ["21/10/2026", "Bianchi", "contratto", "7", "294.00"],
        ["04/11/2026", "Verdi", "romanzo", "10", "144.00"]]


def test_a_month_said_picks_the_rows_dated_in_it_and_how_many_hours_adds_them_up() -> None:
    hours = answer_table(JOBS, ["ottobre"], count=True, about=["ore"])
    assert hours is not None and (hours.kind, hours.column, hours.value) == ("value", "ore", Decimal("21"))
    jobs = answer_table(JOBS, ["october"], count=True)
    assert jobs is not None and jobs.kind == "count" and len(jobs.rows) == 2
    none = answer_table(JOBS, ["dicembre"], count=True)
    assert none is not None and none.rows == []  # no row of December: 0, never every row
    named = [["mese", "importo"], ["settembre", "720"], ["ottobre", "720"]]
    row = answer_table(named, ["ottobre"])
    assert row is not None and row.rows == [["ottobre", "720"]]


LOG = [["data", "cliente", "ore", "importo", "valuta"],
       ["06/10/2026", "Rossi", "14", "690.00", "EUR"],
       ["21/10/2026", "Bianchi", "7", "294.00", "EUR"],
       ["04/11/2026", "Verdi", "6", "280.00", "EUR"],
       ["10/11/2026", "Brightline", "22", "1150.00", "USD"]]


def test_an_amount_asked_of_a_months_rows_adds_the_money_up_each_currency_apart() -> None:
    october = answer_table(LOG, ["guadagnato", "ottobre"], amount=True)
    assert october is not None and (october.kind, october.column, october.value, october.currency) == (
        "value", "importo", Decimal("984.00"), "EUR")
    november = answer_table(LOG, ["november"], amount=True)
    assert november is not None and november.apart == ((Decimal("280.00"), "EUR"), (Decimal("1150.00"), "USD"))
    assert november.currency is None  # never 1430 of one currency
    hours = answer_table(LOG, ["november"], count=True, about=["ore"])
    assert hours is not None and (hours.value, hours.apart) == (Decimal("28"), ())  # hours have no currency


def test_an_amount_over_a_price_list_is_never_a_sum_of_prices() -> None:
    rates = [["Servizio", "Coppia", "Tariffa (€)"], ["Traduzione legale", "DE>IT", "0.16"],
             ["Traduzione legale", "EN>IT", "0.14"], ["Revisione", "tutte", "35"]]
    got = answer_table(rates, ["traduzione", "legale"], amount=True)
    assert got is not None and got.kind == "rows" and len(got.rows) == 2  # both shown, not 0,30 €


def test_a_number_said_picks_the_row_of_the_band_that_holds_it() -> None:
    fees = [["Fascia ISEE", "Tempo pieno (€/mese)", "Part time (€/mese)"],
            ["fino a 6.500 €", "25", "15"], ["da 6.501 a 27.000 €", "280", "195"],
            ["da 27.001 a 40.000 €", "410", "290"], ["oltre 40.000 €", "465", "325"]]
    full = answer_table(fees, ["tempo", "pieno", "isee", "30mila"], amount=True)
    assert full is not None and (full.kind, full.value, full.label) == ("value", Decimal("410"),
                                                                         "da 27.001 a 40.000 €")
    part = answer_table(fees, ["part", "time", "45000"])
    assert part is not None and part.value == Decimal("325")
    low = answer_table(fees, ["part", "time", "2026"])  # a year is no income: no band picked by it
    assert low is None or low.kind != "value"


def test_the_months_a_monthly_list_misses_are_named() -> None:
    rent = [["mese", "data_pagamento", "importo"], *[[m, f"05/{n:02d}/2026", "720"] for n, m in
            enumerate(["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "settembre",
                       "ottobre"], start=1)]]
    got = answer_table(rent, [], op="missing")
    assert got is not None and got.kind == "missing" and got.months == (8,)
    assert answer_table(LOG, [], op="missing") is None  # two rows in one month: a log, not one a month


def test_a_name_picks_its_row_and_words_no_cell_says_are_left_aside() -> None:
    got = answer_table(DANCERS, ["nadia", "conte", "pay", "lesson"])
    assert got is not None and got.kind == "rows" and [r[0] for r in got.rows] == ["Nadia Conte"]
    assert answer_table(DANCERS, ["pay", "lesson"]) is None  # nothing picks a row: not a lookup


def _dance_school(rt: Runtime) -> None:
    folder = workspace(rt) / "Scuola di danza"
    folder.mkdir()
    (folder / "elenco_iscritti.csv").write_text(
        "\n".join(",".join(r) for r in DANCERS[:-1]) + "\n", encoding="utf-8")
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    for row in ROTA:
        sheet.append(row)
    book.save(workspace(rt) / "turni_sara_dicembre_2026.xlsx")


@pytest.mark.parametrize(("text", "locale", "said", "unsaid"), [
    ("quanti iscritti vengono il mercoledì?", "it", "2 righe su 4", "Irene"),
    ("how many of the enrolled come on fridays?", "en", "1 row out of 4", "Nadia"),
    ("qual è la quota media degli iscritti?", "it", "38,75 €", "Irene"),
    ("che turno fa sara la vigilia di natale?", "it", "Notte", "Riposo"),
])
async def test_a_question_about_a_sheet_is_answered_by_its_rows(rt: Runtime, text: str, locale: str,
                                                               said: str, unsaid: str) -> None:
    _dance_school(rt)
    reply = await say(rt, text, locale=locale)
    assert said in reply.text and unsaid not in reply.text, reply.text


async def test_a_file_beside_the_sheet_that_says_nothing_of_the_question_is_not_shown(rt: Runtime) -> None:
    folder = workspace(rt) / "Casa"
    folder.mkdir()
    (folder / "codici_casa.txt").write_text("Allarme: 4711\nWi-Fi: rete Casa - password gattonero9\n",
                                            encoding="utf-8")
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    for row in [["Mese", "Spesa (€)"], ["settembre", "1560"], ["ottobre", "1505"], ["novembre", "1630"]]:
        sheet.append(row)
    book.save(folder / "spese_casa_2026.xlsx")
    archive = workspace(rt) / "Archivio 2025"  # last year's sheet is not asked about
    archive.mkdir()
    book.save(archive / "spese_casa_2025.xlsx")
    reply = await say(rt, "which month did we spend the most at home?", locale="en")
    assert "novembre" in reply.text and "1,630.00" in reply.text, reply.text
    assert "4711" not in reply.text and "gattonero9" not in reply.text, reply.text
    assert "2025" not in reply.text, reply.text


# --- a figure asked over several documents the words describe ---------------------------------

HOUSE = {"Giardino": ("preventivo_potatura_verdi.pdf", "preventivo_potatura_neri.pdf",
                      "fattura_potatura_verdi_2025.pdf", "foto_siepe.jpg"),
         "Archivio": ("preventivo_potatura_verdi_2024.pdf",),
         "Corsi": ("registro_corso_ottobre.xlsx", "registro_corso_novembre.xlsx", "orario_corso.md"),
         "Posta": ("spostamento_corso_marta.eml",)}


def _house(tmp_path: Path) -> WorkspaceView:
    for folder, names in HOUSE.items():
        (tmp_path / folder).mkdir(parents=True, exist_ok=True)
        for name in names:
            (tmp_path / folder / name).write_text(f"{name}\n", encoding="utf-8")
    return WorkspaceView.scan(tmp_path)


@pytest.mark.parametrize(("locale", "text", "op"), [
    ("it", "qual è la potatura più economica?", "compare"),
    ("it", "quanto costa in media la potatura?", "average"),
    ("en", "what does the potatura cost on average?", "average"),
])
def test_a_figure_over_a_thing_said_once_is_over_every_current_quote_of_it(tmp_path: Path, locale: str,
                                                                           text: str, op: str) -> None:
    got = plan_words(text, locale=locale, view=_house(tmp_path))
    assert got.plan is not None, got
    steps = [s.model_dump(mode="json") for s in got.plan.steps]
    # last year's quote put away in Archivio stays out; the invoice beside them is read, and
    # left out by the extraction, which says so (only the quotes count)
    assert sorted(steps[0]["args"]["paths"]) == ["~/Giardino/fattura_potatura_verdi_2025.pdf",
                                                 "~/Giardino/preventivo_potatura_neri.pdf",
                                                 "~/Giardino/preventivo_potatura_verdi.pdf"]
    assert steps[1]["tool"] == "extract_entries" and steps[1]["args"]["kinds"] == ["quote"]
    assert steps[-1]["tool"] == "compute_entries" and steps[-1]["args"]["op"] == op


def test_a_figure_over_files_of_no_one_priced_kind_is_no_figure_over_all_of_them(tmp_path: Path) -> None:
    got = plan_words("what's the average course fee?", locale="en", view=_house(tmp_path))
    read_paths = [p for s in (got.plan.steps if got.plan else []) for p in s.args.get("paths", [])]
    assert "~/Posta/spostamento_corso_marta.eml" not in read_paths  # never averaged with the e-mail
    assert not (got.plan and {"~/Corsi/orario_corso.md"} <= set(read_paths)
                and got.plan.steps[-1].tool == "compute_entries")


# --- one document asked two things -----------------------------------------------------------

@pytest.mark.parametrize(("locale", "text", "more"), [
    ("it", "quando è il prossimo saggio di nuoto e dove si fa?", "@date"),
    ("it", "ciao, sono anna. mi ricordi quando è il saggio di nuoto e cosa devo portare? grazie", "portare"),
    ("en", "hi, quick one from tom: when is the saggio di nuoto and where is it held?", "held"),
])
def test_a_second_question_joined_to_the_first_looks_in_the_same_document(tmp_path: Path, locale: str,
                                                                          text: str, more: str) -> None:
    (tmp_path / "Sport").mkdir()
    (tmp_path / "Sport" / "saggio_nuoto.md").write_text("x", encoding="utf-8")
    (tmp_path / "Sport" / "iscrizione_calcio.pdf").write_text("x", encoding="utf-8")
    got = plan_words(text, locale=locale, view=WorkspaceView.scan(tmp_path))
    assert got.plan is not None, got
    steps = [s.model_dump(mode="json") for s in got.plan.steps]
    assert steps[0]["args"]["paths"] == ["~/Sport/saggio_nuoto.md"]
    focus = steps[-1]["args"]["focus"]
    assert more in focus and "grazie" not in focus and "anna" not in focus, focus


# --- a polite request that leaves a document out in a sentence of its own -----------------------

@pytest.mark.parametrize(("locale", "text"), [
    ("it", "ciao, scusa il disturbo, sono marta: mi sapresti dire quanto costano in media i preventivi "
           "della potatura? la fattura di verdi non c'entra, è dell'anno scorso. grazie mille"),
    ("en", "hi, marta here, sorry to bother you. before we choose, could you tell me what the potatura "
           "quotes come to on average? leave out the verdi invoice, that was last year. thanks a lot"),
    ("en", "could you tell me what the potatura quotes come to on average, without the verdi invoice?"),
    ("it", "quanto costano in media i preventivi della potatura senza la fattura di verdi?"),
])
def test_a_document_left_out_in_a_sentence_of_its_own_is_not_what_is_asked(tmp_path: Path, locale: str,
                                                                            text: str) -> None:
    got = plan_words(text, locale=locale, view=_house(tmp_path))
    assert got.plan is not None, got
    steps = [s.model_dump(mode="json") for s in got.plan.steps]
    paths = steps[0]["args"]["paths"]
    assert "~/Giardino/preventivo_potatura_neri.pdf" in paths and "~/Giardino/preventivo_potatura_verdi.pdf" in paths
    assert steps[-1]["tool"] == "compute_entries" and steps[-1]["args"]["op"] == "average"
    extract = next(s for s in steps if s["tool"] == "extract_entries")
    assert extract["args"].get("kinds") == ["quote"]  # the invoice, if read, is left out and said


def test_a_folder_whose_name_ends_in_a_common_word_is_that_folder(tmp_path: Path) -> None:
    (tmp_path / "Foto").mkdir()
    (tmp_path / "Foto" / "mare.jpg").write_text("x", encoding="utf-8")
    (tmp_path / "Bagno" / "Foto dopo").mkdir(parents=True)
    view = WorkspaceView.scan(tmp_path)
    for text in ("c'è qualcosa in foto dopo?", "what's in foto dopo?"):
        got = plan_words(text, view=view)
        assert got.plan is not None and got.plan.steps[0].args["base_path"] == "~/Bagno/Foto dopo", (text, got)


# --- a saved e-mail named after a kind is about it, not one of it ------------------------------

def test_sending_the_invoices_of_a_month_never_attaches_the_e_mail_that_asked_for_them(tmp_path: Path) -> None:
    (tmp_path / "Commercialista").mkdir()
    (tmp_path / "Commercialista" / "richiesta_fatture_novembre.eml").write_text("x", encoding="utf-8")
    (tmp_path / "Casa").mkdir()
    (tmp_path / "Casa" / "fattura_idraulico_novembre.pdf").write_text("x", encoding="utf-8")
    view = WorkspaceView.scan(tmp_path)
    kinds = plan_words("manda le fatture di novembre a studio@example.org", view=view)
    assert kinds.plan is not None
    assert kinds.plan.steps[-1].args["attachments"] == ["~/Casa/fattura_idraulico_novembre.pdf"]
    mail = plan_words("manda la mail della richiesta fatture a studio@example.org", view=view)
    assert mail.plan is not None
    assert mail.plan.steps[-1].args["attachments"] == ["~/Commercialista/richiesta_fatture_novembre.eml"]


def _translator_home(root: Path) -> None:
    (root / "Lavoro" / "Fatture 2026").mkdir(parents=True)
    (root / "Lavoro" / "registro_lavori_2026.csv").write_text(
        "data,cliente,ore,importo,valuta\n28/09/2026,Rossi,5,180.00,EUR\n06/10/2026,Rossi,14,690.00,EUR\n"
        "21/10/2026,Bianchi,7,294.00,EUR\n04/11/2026,Verdi,6,280.00,EUR\n10/11/2026,Brightline,22,1150.00,USD\n",
        encoding="utf-8")
    for n, day in ((31, "06/11/2026"), (32, "12/11/2026")):
        (root / "Lavoro" / "Fatture 2026" / f"fattura_2026_0{n}.txt").write_text(
            f"FATTURA n. {n}/2026 del {day}\nTotale da pagare: 500,00 euro\n", encoding="utf-8")
    (root / "Affitto").mkdir()
    months = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "settembre", "ottobre"]
    (root / "Affitto" / "ricevute_affitto_2026.csv").write_text(
        "mese,data_pagamento,importo_eur,note\n" + "".join(
            f"{m},05/{n:02d}/2026,720.00,bonifico\n" for n, m in enumerate(months, start=1)), encoding="utf-8")
    (root / "numeri_utili.txt").write_text("Idraulico: 02 2614 5530\nInquilino Stefano: 333 418 2290\n",
                                           encoding="utf-8")
    (root / "Casa").mkdir()
    (root / "Casa" / "bolletta_luce_novembre.txt").write_text(
        "Bolletta luce, periodo novembre 2026, totale 71,30 euro, emessa il 20/11/2026\n", encoding="utf-8")
    (root / "Casa" / "orari.txt").write_text("Palestra: lunedì alle ore 18, il 14/10/2026 chiusa\n",
                                             encoding="utf-8")


@pytest.fixture
def indexed(tmp_path: Path) -> Iterator[WorkspaceView]:
    root = tmp_path / "files"
    root.mkdir()
    _translator_home(root)
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        yield grounding_view(root, "chiara", index)


def _question_plan(text: str, view: WorkspaceView, locale: str = "it") -> tuple[list[str], dict[str, object]]:
    got = plan_words(text, locale=locale, view=view)
    assert got.plan is not None and got.question is None, got
    read, summary = got.plan.steps
    return read.args["paths"], summary.args


def test_a_question_no_file_name_answers_is_asked_of_the_document_that_says_most_of_it(
        indexed: WorkspaceView) -> None:
    # no name says it: "ore" in a header and October's dates in the rows of the jobs log do
    paths, args = _question_plan("quante ore ho lavorato a ottobre?", indexed)
    assert paths == ["~/Lavoro/registro_lavori_2026.csv"] and "@rows" in args["focus"]
    paths, _ = _question_plan("how many hours did i work in november?", indexed, "en")
    assert paths == ["~/Lavoro/registro_lavori_2026.csv"]
    # one word said inside the phone numbers is not the question's document: never answered
    # from them alone; the receipts that say more (a month, paid) answer
    weak = plan_words("quale mese non ha pagato l'inquilino?", locale="it", view=indexed)
    assert weak.question is not None and "~/numeri_utili.txt" in [o.value for o in weak.question.options]
    root = Path(str(indexed.root))
    receipts = root / "Affitto" / "ricevute_affitto_2026.csv"
    receipts.write_text(receipts.read_text(encoding="utf-8").replace("bonifico", "pagato con bonifico"),
                        encoding="utf-8")
    with WorkspaceIndex.open(root.parent / "index.db") as index:  # the next turn: the index follows
        paths, args = _question_plan("quale mese non ha pagato l'inquilino?", grounding_view(root, "chiara", index))
    assert paths == ["~/Affitto/ricevute_affitto_2026.csv"] and args["op"] == "missing"
    # asked of the phone numbers alone, they answer
    paths, _ = _question_plan("qual è il numero dell'inquilino?", indexed)
    assert paths == ["~/numeri_utili.txt"]


def test_the_invoices_of_a_month_are_those_dated_in_it_never_a_bill_named_after_it(
        indexed: WorkspaceView, tmp_path: Path) -> None:
    sent = plan_words("manda le fatture di novembre a studio@example.org", locale="it", view=indexed)
    assert sent.plan is not None, sent
    assert sent.plan.steps[-1].args["attachments"] == ["~/Lavoro/Fatture 2026/fattura_2026_031.txt",
                                                       "~/Lavoro/Fatture 2026/fattura_2026_032.txt"]
    (tmp_path / "files" / "Casa" / "fattura_idraulico.txt").write_text(
        "Fattura n. 7 del 18/11/2026, totale 146,40 euro\n", encoding="utf-8")
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        again = grounding_view(tmp_path / "files", "chiara", index)
        asked = plan_words("manda le fatture di novembre a studio@example.org", locale="it", view=again)
    # the invoices issued and one received, in two folders: which ones is asked, never both unasked
    assert asked.question is not None and asked.question.slot == "place"
    assert [o.value for o in asked.question.options] == ["~/Lavoro/Fatture 2026", "~/Casa"]


def test_a_figure_is_never_read_from_a_photo_named_after_the_thing(tmp_path: Path) -> None:
    root = tmp_path / "files"
    (root / "Foto").mkdir(parents=True)
    (root / "Foto" / "tetto_per_pannelli.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
    (root / "Fotovoltaico").mkdir()
    for name, price in (("preventivo_solarveneto.txt", "13.900,00"), ("preventivo_brenta.txt", "12.450,00")):
        (root / "Fotovoltaico" / name).write_text(
            f"PREVENTIVO impianto fotovoltaico, 12 moduli da 420 W. Totale: {price} euro\n", encoding="utf-8")
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words("qual è il preventivo più economico per i pannelli?", locale="it",
                         view=grounding_view(root, "franco", index))
    read = [str(p) for st in (got.plan.steps if got.plan else ()) for p in st.args.get("paths", [])]
    options = [o.value for o in got.question.options] if got.question else []
    assert "~/Foto/tetto_per_pannelli.png" not in read + options, got


def test_last_years_namesake_never_wins_a_tie_when_no_year_is_said(tmp_path: Path) -> None:
    root = tmp_path / "files"
    (root / "Archivio").mkdir(parents=True)
    (root / "Badante").mkdir()
    (root / "Archivio" / "ore_ioana_novembre_2025.csv").write_text(
        "data,ore\n03/11/2025,5\n04/11/2025,5\n", encoding="utf-8")
    (root / "Badante" / "ore_ioana_novembre_2026.csv").write_text(
        "data,ore,note\n02/11/2026,5,\n03/11/2026,6,accompagnata al CUP\n", encoding="utf-8")
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        view = grounding_view(root, "franco", index)
        now = view.described("dare ioana novembre")
        then = view.described("ioana novembre 2025")
    assert "~/Archivio/ore_ioana_novembre_2025.csv" not in [c.path for c in now.candidates[:1]], now
    assert then.path == "~/Archivio/ore_ioana_novembre_2025.csv"  # a year said: last year's


def test_a_count_asked_of_a_sheet_named_by_every_word_still_names_its_column(tmp_path: Path) -> None:
    (tmp_path / "Badante").mkdir()
    (tmp_path / "Badante" / "ore_ioana_novembre_2026.csv").write_text(
        "data,entrata,uscita,ore,note\n02/11/2026,08:00,13:00,5,\n03/11/2026,08:00,14:00,6,CUP\n", encoding="utf-8")
    got = plan_words("quante ore ha fatto ioana a novembre?", locale="it", view=WorkspaceView.scan(tmp_path))
    assert got.plan is not None
    summary = got.plan.steps[-1].args
    assert "novembre" in summary["where"] and "ore" in summary["where"] + summary["focus"]
    assert "@rows" in summary["focus"]
    rows = [["data", "entrata", "uscita", "ore", "note"], ["02/11/2026", "08:00", "13:00", "5", ""],
            ["03/11/2026", "08:00", "14:00", "6", "CUP"]]
    hours = answer_table(rows, summary["where"], count=True, about=summary["focus"])
    assert hours is not None and hours.value == Decimal("11")  # the hours added up, not 2 rows


def test_a_unit_said_in_words_names_the_column_its_header_writes_short() -> None:
    harvest = [["mese", "ortaggio", "kg"], ["luglio", "pomodori", "14.5"], ["agosto", "pomodori", "19.3"],
               ["agosto", "zucchine", "9"]]
    got = answer_table(harvest, ["chili", "pomodori"], count=True, about=["chili", "kg"])
    assert got is not None and (got.column, got.value) == ("kg", Decimal("33.8"))


def test_a_lock_or_temporary_file_is_never_the_document_meant(tmp_path: Path) -> None:
    (tmp_path / "Cassa comune").mkdir()
    (tmp_path / "Scaricati").mkdir()
    (tmp_path / "Cassa comune" / "spese_comuni_2026.xlsx").write_bytes(b"PK")
    (tmp_path / "Scaricati" / "~lock.spese_comuni.tmp").write_text("marco", encoding="utf-8")
    (tmp_path / "Scaricati" / "download_8812.tmp").write_text("x", encoding="utf-8")
    view = WorkspaceView.scan(tmp_path)
    assert [c.path for c in view.loose("spese comuni").candidates] == ["~/Cassa comune/spese_comuni_2026.xlsx"]
    assert "~/Scaricati/~lock.spese_comuni.tmp" in [c.path for c in view.loose("lock spese comuni").candidates]


def test_the_contract_asked_in_the_singular_is_the_one_named_so(tmp_path: Path) -> None:
    for folder, name in (("Affitto", "contratto_transitorio_studenti.pdf"), ("Affitto", "ricevute_affitto_2026.csv"),
                         ("Affitto", "quote_affitto_stanze.xlsx"), ("Erasmus 2026-27", "learning_agreement.docx")):
        (tmp_path / folder).mkdir(exist_ok=True)
        (tmp_path / folder / name).write_text("contratto di locazione, affitto mensile", encoding="utf-8")
    got = plan_words("dov'è il contratto d'affitto?", locale="it", view=WorkspaceView.scan(tmp_path))
    assert got.plan is not None
    shown = got.plan.steps[0].args.get("pattern", "")
    assert "contratto_transitorio_studenti.pdf" in shown and "learning_agreement" not in shown
    assert "ricevute" not in shown


def test_a_month_a_bill_is_named_after_does_not_make_it_the_answer_to_what_was_spent(tmp_path: Path) -> None:
    root = tmp_path / "files"
    (root / "Cassa comune").mkdir(parents=True)
    (root / "Bollette").mkdir()
    (root / "Cassa comune" / "spese_comuni_2026.csv").write_text(
        "data,descrizione,importo,chi\n03/10/2026,detersivi,12.40,Marco\n17/10/2026,spesa grossa,92.20,Giulia\n"
        "05/11/2026,carta igienica,8.00,Niamh\n", encoding="utf-8")
    (root / "Bollette" / "bolletta_luce_ottobre.txt").write_text(
        "Bolletta luce ottobre 2026. Totale da pagare: 96,48 euro\n", encoding="utf-8")
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        view = grounding_view(root, "marco", index)
        spent, args = _question_plan("what did we spend in october?", view, "en")
        bill = plan_words("quant'è la bolletta della luce di ottobre?", locale="it", view=view)
    assert spent == ["~/Cassa comune/spese_comuni_2026.csv"] and args["where"] == ["october"]
    assert bill.plan is not None and "spese_comuni" not in str(bill.plan)  # the bill, named, is asked of


def test_words_quoted_to_be_written_ask_nothing_and_an_adverb_keeps_a_listing(tmp_path: Path) -> None:
    (tmp_path / "promemoria.txt").write_text("- pagare il gas\n", encoding="utf-8")
    (tmp_path / "Laurea Davide" / "Foto festa").mkdir(parents=True)
    view = WorkspaceView.scan(tmp_path)
    # "comprare" (shopping) inside the quotes is what is written, not what is asked
    added = plan_words("aggiungi 'comprare il regalo per davide' al promemoria", locale="it", view=view)
    assert added.plan is not None and added.plan.steps[0].tool == "append_files", added
    assert added.plan.steps[0].args["text"] == "comprare il regalo per davide"
    assert plan_words("compra il regalo per davide", locale="it", view=view).refusal_key == "planner.out_of_scope"
    for text in ("c'è già qualcosa in foto festa?", "c'è qualcosa dentro foto festa?"):
        listed = plan_words(text, locale="it", view=view)
        assert listed.plan is not None and listed.plan.steps[0].args["base_path"] == "~/Laurea Davide/Foto festa"


def test_how_many_said_yes_counts_the_rows_whose_column_says_yes() -> None:
    guests = [["nome", "chi è", "conferma", "note"], ["Anna", "amica", "sì", ""], ["Luca", "collega", "no", ""],
              ["Sara", "cugina", "forse", "in tirocinio"], ["Piero", "zio", "sì", "vegetariano"]]
    got = answer_table(guests, ["quanti", "confermato", "festa"], count=True)
    assert got is not None and got.kind == "count" and [r[0] for r in got.rows] == ["Anna", "Piero"]
    every = answer_table(guests, ["quanti", "invitati"], count=True)
    assert every is None or every.kind != "count" or len(every.rows) != 2  # no yes asked: not the yeses


def test_the_next_rows_are_those_of_the_first_day_from_today() -> None:
    from datetime import date

    rows = [["giornata", "data", "ospiti"], ["8", "28/11/2026", "Borgo"], ["9", "05/12/2026", "Levico"],
            ["9b", "05/12/2026", "Trento"], ["10", "12/12/2026", "Volano"]]
    got = answer_table(rows, ["partita"], upcoming=date(2026, 12, 3))
    assert got is not None and got.kind == "next" and got.day == date(2026, 12, 5)
    assert [r[2] for r in got.rows] == ["Levico", "Trento"]  # both of that day, never the next week's
    on_the_day = answer_table(rows, [], upcoming=date(2026, 12, 12))
    assert on_the_day is not None and [r[2] for r in on_the_day.rows] == ["Volano"]  # today counts
    over = answer_table(rows, [], upcoming=date(2027, 1, 1))
    assert over is not None and over.rows == [] and over.day == date(2026, 12, 12)  # the last one, said
    assert answer_table([["nome", "voto"], ["Anna", "8"]], [], upcoming=date(2026, 12, 3)) is None


BOOKINGS = [["ospite", "arrivo", "partenza", "persone", "note"],
            ["Schmidt", "23/12/2026", "27/12/2026", "4", "arrivo tardi"],
            ["Harris", "28/12/2026", "02/01/2027", "2", ""],
            ["Galli", "30/12/2026", "02/01/2027", "2", "cenone di capodanno fuori"],
            ["Rossi", "10/01/2027", "12/01/2027", "3", ""]]


def test_a_feast_picks_the_stays_that_take_it_in_and_guests_are_the_persons_added_up() -> None:
    got = answer_table(BOOKINGS, [], count=True, about=["guests", "christmas", "new", "year"])
    assert got is not None and got.kind == "value" and got.value == 8, got  # 4 + 2 + 2, never 3 rows
    assert got.said == ["25/12", "01/01"]
    new_year = answer_table(BOOKINGS, ["capodanno"], count=True, about=["ospiti"])
    assert new_year is not None and new_year.value == 4, new_year  # both stays, not the note's "capodanno"
    stays = answer_table(BOOKINGS, ["natale"], count=True)
    assert stays is not None and stays.kind == "count" and [r[0] for r in stays.rows] == ["Schmidt"]


def test_a_german_name_said_without_its_umlaut_is_its_row() -> None:
    rows = [["ospite", "totale"], ["Müller Klaus", "800.00"], ["Schröder Eva", "500.00"], ["Muti Anna", "300.00"]]
    got = answer_table(rows, ["mueller"], op="sum")
    assert got is not None and got.value == 800, got
    got = answer_table(rows, ["schroeder"], op="sum")
    assert got is not None and got.value == 500, got


def test_what_someone_paid_is_their_totals_never_the_price_per_night() -> None:
    rows = [["Ospite", "Arrivo", "Notti", "Prezzo/notte (€)", "Totale (€)"],
            ["Müller Klaus", "18/04/2026", "4", "120", "480"], ["Rossi Anna", "02/05/2026", "2", "100", "200"],
            ["Müller Klaus", "01/08/2026", "7", "160", "1120"]]
    got = answer_table(rows, ["mueller"], amount=True)
    assert got is not None and got.value == 1600 and got.column == "Totale (€)", got


def test_nights_counted_are_the_nights_column_never_the_price_per_night() -> None:
    rows = [["Ospite", "Arrivo", "Notti", "Prezzo/notte (€)", "Totale (€)"],
            ["Müller", "01/08/2026", "7", "160", "1120"], ["Smith", "08/08/2026", "7", "130", "910"],
            ["Rossi", "02/09/2026", "3", "100", "300"]]
    got = answer_table(rows, ["notti", "agosto"], count=True)
    assert got is not None and got.value == 14 and got.column == "Notti", got


def test_which_one_of_a_column_gives_the_most_is_the_rows_added_up_per_value_of_it() -> None:
    rows = [["Data", "Oliveto", "Varietà", "Kg olive"], ["24/10/2026", "Pieve", "Frantoio", "620"],
            ["25/10/2026", "Pieve", "Leccino", "540"], ["31/10/2026", "Poggio", "Moraiolo", "480"],
            ["07/11/2026", "Pozzo", "Leccino", "700"]]
    got = answer_table(rows, [], op="max", group=["oliveto"])
    assert got is not None and got.label == "Pieve" and got.value == 1160 and got.by == "Oliveto", got
    least = answer_table(rows, [], op="min", group=["oliveto"])
    assert least is not None and least.label == "Poggio" and least.value == 480, least
    assert answer_table(rows, [], op="max", group=["camera"]) is not None  # no such column: the top row


def test_a_review_score_asked_in_english_is_the_column_voto() -> None:
    from runtime.planning.lexicon import lexicon
    assert "voto" in lexicon().synonyms("score") and "punteggio" in lexicon().synonyms("score")
    rows = [["data", "ospite", "voto"], ["23/04/2026", "Müller", "9.6"], ["10/05/2026", "Harris", "8.6"]]
    got = answer_table(rows, [], op="average", about=["score", *sorted(lexicon().synonyms("score"))])
    assert got is not None and got.column == "voto" and got.value == Decimal("9.1"), got
