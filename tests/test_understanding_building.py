"""Understanding a building administrator who works from home: folders of the same name in two
buildings, a folder named by its own name and the building's, lists whose rows are counted or
added up, a document whose name says another kind than what it is.

Each row is a phrasing a new user typed in a held-out benchmark set (two condominiums and a
family) and the plan a careful user expects; the names here are not the benchmark's.
"""

from __future__ import annotations

import dataclasses
import os
import time
from decimal import Decimal
from pathlib import Path

import pytest

from runtime.documents.kinds import classify_document
from runtime.documents.table_answer import answer_table
from runtime.planning.grammar import plan_words
from runtime.planning.ground import Candidate, WorkspaceView
from runtime.planning.referents import Referents
from tests.test_understanding import Asked, Expected, Refused, find, listing, outcome, read, same, step

ROMA = "Condomini/Via Roma 5"
VERDI = "Condomini/Piazza Verdi 3"
BUILDING: dict[str, tuple[str, ...]] = {
    f"{ROMA}/Preventivi": ("preventivo_tetto_alpi.pdf", "preventivo_tetto_bruno.docx", "preventivo_tetto_ceva.txt",
                           "fattura_bruno_grondaie.pdf"),
    f"{ROMA}/Verbali": ("verbale_2026_05_20.pdf", "verbale_2026_10_15.docx"),
    ROMA: ("spese_ottobre_via_roma.csv", "codici_portone.txt"),
    f"{VERDI}/Preventivi": ("preventivo_ascensore_dora.pdf", "preventivo_ascensore_po.docx",
                            "bozza_contratto_liftgo.pdf"),
    f"{VERDI}/Verbali": ("verbale_2026_03_12.docx", "verbale_2026_11_05.pdf"),
    VERDI: ("elenco_condomini.csv", "contratto_pulizie.pdf"),
    "Casa": ("bolletta_gas_novembre.pdf", "lista_spesa.txt"),
    "Archivio 2025": ("bolletta_gas_novembre_2025.pdf", "preventivo_tetto_alpi_2025.pdf"),
    "Mamma": ("contratto_badante.docx", "visita_geriatra.txt"),
    "Posta": ("reclamo_box_3.eml", "sopralluogo_tetto.eml"),
    "Foto": ("facciata.jpg", "compleanno.png"),
    "Scuola": ("orario.md", "circolare_gita.pdf", "autorizzazione_gita.docx"),
    "Pratiche chiuse": (),
}
SIZES = {"Foto/facciata.jpg": 9000, "Foto/compleanno.png": 300}
OCTOBER_MINUTES = f"~/{ROMA}/Verbali/verbale_2026_10_15.docx"


@pytest.fixture(scope="module")
def building(tmp_path_factory: pytest.TempPathFactory) -> WorkspaceView:
    root = tmp_path_factory.mktemp("building")
    for folder, names in BUILDING.items():
        (root / folder).mkdir(parents=True, exist_ok=True)
        for name in names:
            (root / folder / name).write_text(f"{name}\n" + "x" * SIZES.get(f"{folder}/{name}", 0),
                                              encoding="utf-8")
    old = time.time() - 380 * 86400
    for name in BUILDING["Archivio 2025"]:
        os.utime(root / "Archivio 2025" / name, (old, old))
    return WorkspaceView.scan(root)


def _october(words: str, under: str | None) -> list[Candidate]:
    """The full-text index: the October minutes say "ottobre" too."""
    return [Candidate(OCTOBER_MINUTES, 92.0)] if "ottobre" in words else []


def rows(path: str, *focus: str) -> list[dict[str, object]]:
    return [read(path), step("summarize_documents", from_step=1, sentences=3, focus=["@rows", *focus])]


def added_up(path: str, locale: str) -> list[dict[str, object]]:
    fields = ["descrizione", "prezzo"] if locale == "it" else ["description", "price"]
    return [read(path), step("extract_entries", from_step=1, fields=fields),
            step("compute_entries", from_step=2, op="sum", field="price", label_field="description")]


ROOF = [f"~/{ROMA}/Preventivi/preventivo_tetto_alpi.pdf", f"~/{ROMA}/Preventivi/preventivo_tetto_bruno.docx",
        f"~/{ROMA}/Preventivi/preventivo_tetto_ceva.txt"]
OWNERS = ("condomini", "condomino", "owners", "proprietari", "residents")

CASES: list[tuple[str, str, Expected]] = [
    # a folder inside another, each said by its own name: the one in that building
    ("it", "verbali di piazza verdi", [listing(f"~/{VERDI}/Verbali")]),
    ("en", "show me the minutes of via roma", [listing(f"~/{ROMA}/Verbali")]),
    ("en", "Preventivi in via roma 5", [listing(f"~/{ROMA}/Preventivi")]),
    ("it", "che pdf ci sono nei preventivi di via roma?", [listing(f"~/{ROMA}/Preventivi", "*.pdf")]),
    ("en", "summarise the november minutes of piazza verdi",
     [read(f"~/{VERDI}/Verbali/verbale_2026_11_05.pdf"), step("summarize_documents", from_step=1)]),
    # a kind of document and what it is about, with no verb: those documents
    ("en", "which lift quotes do we have?",
     [listing(f"~/{VERDI}/Preventivi", "preventivo_ascensore_dora.pdf,preventivo_ascensore_po.docx")]),
    # is it empty: the folder, listed
    ("en", "is pratiche chiuse empty?", [listing("~/Pratiche chiuse")]),
    ("it", "la cartella pratiche chiuse è vuota?", [listing("~/Pratiche chiuse")]),
    # one word a letter away from a folder, and no file of that name
    ("it", "fammi vedere scula", [listing("~/Scuola")]),
    # the folder named like the mail is that folder
    ("en", "list posta", [listing("~/Posta")]),
    ("en", "biggest photo in foto?", [find("~/Foto", "*.jpg,*.jpeg,*.png,*.gif,*.heic,*.webp", sort="size",
                                           limit=1)]),
    # the rows of the one list whose name says what is counted
    ("en", "how many owners are there in piazza verdi 3?", rows(f"~/{VERDI}/elenco_condomini.csv", *OWNERS)),
    # "quant'è": today's bill, not last year's namesake put away
    ("it", "quant'è la bolletta del gas?",
     [read("~/Casa/bolletta_gas_novembre.pdf"),
      step("summarize_documents", from_step=1, sentences=3, focus=["@amount"])]),
    # "col" is no word of a name: every quote for the roof, the .txt one too
    ("it", "quanto risparmiamo col preventivo più basso del tetto rispetto al più alto?",
     [read(*ROOF), step("extract_entries", from_step=1, fields=["fornitore", "prezzo"], kinds=["quote"]),
      step("compute_entries", from_step=2, op="compare", field="price")]),
    # the one file that names a firm, whatever kind its name says
    ("it", "leggi il preventivo di liftgo", [read(f"~/{VERDI}/Preventivi/bozza_contratto_liftgo.pdf")]),
    ("it", "manda il preventivo di liftgo a ada@example.org",  # sent only once confirmed, by name
     [step("send_messages", to=["ada@example.org"], attachments=[f"~/{VERDI}/Preventivi/bozza_contratto_liftgo.pdf"],
           subject="bozza_contratto_liftgo.pdf", body="Ciao,\nti invio in allegato bozza_contratto_liftgo.pdf.\n")]),
    # English words for the words of Italian names
    ("en", "find the carer's contract", [listing("~/Mamma", "contratto_badante.docx")]),
    ("en", "when's the roof inspection?",
     [read("~/Posta/sopralluogo_tetto.eml"),
      step("summarize_documents", from_step=1, sentences=3, focus=["@date"])]),
]


@pytest.mark.parametrize(("locale", "text", "expected"), CASES, ids=[c[1] for c in CASES])
def test_the_planner_understands_a_building_request(building: WorkspaceView, locale: str, text: str,
                                                    expected: Expected) -> None:
    got = outcome(plan_words(text, locale=locale, view=building))
    assert same(got, expected), f"{text!r}\n    got:      {got}\n    expected: {expected}"


def test_what_was_spent_in_a_month_is_the_sheet_of_that_month(building: WorkspaceView) -> None:
    view = dataclasses.replace(building, search=_october)
    got = outcome(plan_words("quanto abbiamo speso a ottobre in via roma?", locale="it", view=view))
    assert same(got, added_up(f"~/{ROMA}/spese_ottobre_via_roma.csv", "it")), got


def test_what_an_expense_list_comes_to_is_its_rows_added_up(building: WorkspaceView, tmp_path: Path) -> None:
    (tmp_path / "Mamma").mkdir()
    (tmp_path / "Mamma" / "spese_mamma_novembre.csv").write_text("data,voce,importo\n", encoding="utf-8")
    got = outcome(plan_words("how much did mum's expenses come to in november?", locale="en",
                             view=WorkspaceView.scan(tmp_path)))
    assert same(got, added_up("~/Mamma/spese_mamma_novembre.csv", "en")), got


def test_an_order_to_empty_a_folder_is_not_taken_for_a_question(building: WorkspaceView) -> None:
    got = outcome(plan_words("empty pratiche chiuse", locale="en", view=building))
    assert not (isinstance(got, list) and got == [listing("~/Pratiche chiuse")]), got


def test_a_word_near_a_folder_that_is_a_file_name_is_the_file(tmp_path: Path) -> None:
    (tmp_path / "Scuola").mkdir()
    (tmp_path / "scula.txt").write_text("x", encoding="utf-8")
    got = outcome(plan_words("fammi vedere scula", locale="it", view=WorkspaceView.scan(tmp_path)))
    assert got != [listing("~/Scuola")], got


def test_a_maintenance_offer_with_a_yearly_fee_is_a_quote() -> None:
    text = ("Elevatori Srl\nVia Po 3, Torino\n\nOfferta di manutenzione n. 2026-88 - 16 novembre 2026\n"
            "Spett.le Condominio\n\nManutenzione full service di due ascensori\n"
            "Canone annuo: 3.240,00 € IVA compresa\nDurata: tre anni.\n")
    assert classify_document(text, "preventivo_ascensore.docx") == "quote"
    lease = ("CONTRATTO DI LOCAZIONE\nIl locatore concede al conduttore l'appartamento...\n"
             "Canone annuo: 9.600,00 €\nDurata del contratto: quattro anni.\n")
    assert classify_document(lease, "contratto.pdf") == "contract"


def test_a_bare_noun_no_kind_is_still_not_planned(building: WorkspaceView) -> None:
    assert outcome(plan_words("ombrelli del tetto", locale="it", view=building)) == Refused("planner.cannot")


def test_a_bare_folder_name_two_buildings_share_is_asked(building: WorkspaceView) -> None:
    got = outcome(plan_words("cosa c'è in preventivi", locale="it", view=building))
    assert same(got, Asked("place", (f"~/{ROMA}/Preventivi", f"~/{VERDI}/Preventivi"))), got


def test_the_dearest_of_the_quotes_shown_leaves_last_years_out(building: WorkspaceView) -> None:
    shown = (*ROOF, "~/Archivio 2025/preventivo_tetto_alpi_2025.pdf")
    refs = Referents(files=shown, text="preventivi del tetto", intent="list", place=None)
    got = outcome(plan_words("e quello più caro?", locale="it", view=building, referents=refs))
    assert isinstance(got, list) and sorted(got[0]["args"]["paths"]) == sorted(ROOF), got


QUOTES_OF = [step("extract_entries", from_step=1, fields=["fornitore", "prezzo"], kinds=["quote"]),
             step("compute_entries", from_step=2, op="average", field="price")]


@pytest.mark.parametrize("text", [
    "buongiorno, per l'assemblea del 17 mi servirebbe sapere quanto costano in media i preventivi per il tetto"
    " di via roma, senza contare le fatture. grazie mille",
    "per la riunione di domani vorrei sapere quanto costano in media i preventivi del tetto di via roma",
])
def test_a_long_polite_request_is_planned_as_what_it_asks(building: WorkspaceView, text: str) -> None:
    got = outcome(plan_words(text, locale="it", view=building))
    assert same(got, [read(*ROOF), *QUOTES_OF]), got


def test_the_oldest_of_a_folder_said_with_its_building(building: WorkspaceView) -> None:
    got = outcome(plan_words("oldest minutes of piazza verdi", locale="en", view=building))
    assert isinstance(got, list) and got[0]["args"]["base_path"] == f"~/{VERDI}/Verbali", got


def test_a_saving_asked_at_length_after_the_quotes_were_shown(building: WorkspaceView) -> None:
    refs = Referents(files=tuple(ROOF), text="show me the roof quotes", intent="list", place=None)
    got = outcome(plan_words("how much do we save going with the cheapest instead of the dearest?", locale="en",
                             view=building, referents=refs))
    assert isinstance(got, list) and got[-1]["args"]["op"] == "compare", got
    assert sorted(got[0]["args"]["paths"]) == sorted(ROOF), got


@pytest.mark.parametrize(("locale", "first", "then"), [
    ("en", "how much is the november gas bill?", "and last year's?"),
    ("it", "quant'è la bolletta del gas di novembre?", "e quella dell'anno scorso?"),
])
def test_last_years_namesake_of_the_document_just_read(building: WorkspaceView, monkeypatch: pytest.MonkeyPatch,
                                                       locale: str, first: str, then: str) -> None:
    import runtime.planning.grammar as grammar

    monkeypatch.setattr(grammar, "this_year", lambda: 2026)
    refs = Referents(files=("~/Casa/bolletta_gas_novembre.pdf",), text=first, intent="question", place=None)
    got = outcome(plan_words(then, locale=locale, view=building, referents=refs))
    assert isinstance(got, list) and got[0]["args"]["paths"] == ["~/Archivio 2025/bolletta_gas_novembre_2025.pdf"], got


def test_a_file_named_by_what_its_own_name_says_not_by_its_folders(building: WorkspaceView) -> None:
    got = outcome(plan_words("copy the owners list of piazza verdi to pratiche chiuse", locale="en", view=building))
    assert same(got, [step("copy_files", paths=[f"~/{VERDI}/elenco_condomini.csv"], destination="~/Pratiche chiuse")]), got


def test_a_question_two_files_side_by_side_may_answer_is_asked_of_both(building: WorkspaceView) -> None:
    got = outcome(plan_words("quanto costa la gita e entro quando si paga?", locale="it", view=building))
    assert isinstance(got, list) and got[-1]["tool"] == "summarize_documents", got
    assert sorted(got[0]["args"]["paths"]) == ["~/Scuola/autorizzazione_gita.docx", "~/Scuola/circolare_gita.pdf"]


def test_an_order_about_two_files_side_by_side_still_asks_which(building: WorkspaceView) -> None:
    got = outcome(plan_words("cancella la gita", locale="it", view=building))
    assert isinstance(got, Asked) and len(got.values) == 2, got


def test_who_has_the_most_of_a_sheets_figures_is_its_top_row(tmp_path: Path) -> None:
    (tmp_path / "Via Roma").mkdir()
    (tmp_path / "Via Roma" / "millesimi_via_roma.csv").write_text("x", encoding="utf-8")
    view = WorkspaceView.scan(tmp_path)
    for locale, text, op in (("en", "who has the most millesimi in via roma?", "max"),
                             ("it", "chi ha più millesimi in via roma?", "max"),
                             ("it", "chi ha meno millesimi in via roma?", "min")):
        got = outcome(plan_words(text, locale=locale, view=view))
        assert isinstance(got, list) and got[0]["args"]["paths"] == ["~/Via Roma/millesimi_via_roma.csv"], got
        # asked of the sheet's rows per person: one row each here, so its top (or bottom) row
        assert got[-1]["tool"] == "summarize_documents" and got[-1]["args"]["op"] == op, got
        assert "@who" in got[-1]["args"]["focus"], got
    shares = [["Interno", "Condomino", "Millesimi"], ["1", "Operti Carlo", "112.5"], ["2", "Rosso Michele", "120"],
              ["3", "Viale Irene", "96"]]
    top = answer_table(shares, [], op="max", about=["millesimi"], by="who")
    assert top is not None and (top.label, top.value) == ("Rosso Michele", Decimal("120"))


def test_a_sheet_of_figures_with_no_amount_header_gives_its_rows_under_its_own_name() -> None:
    from runtime.documents.extract import table_entries

    text = "Interno\tCondomino\tMillesimi\n1\tOperti Carlo\t112.5\n2\tRosso Michele\t120\n3\tViale Irene\t96\n"
    entries = table_entries(text, ["description", "price"], source="millesimi.xlsx")
    assert entries is not None
    assert [(e.values["description"], float(e.values["price"])) for e in entries] == [
        ("Operti Carlo", 112.5), ("Rosso Michele", 120.0), ("Viale Irene", 96.0)]
    assert {e.price_label for e in entries} == {"Millesimi"} and all(e.currency is None for e in entries)
    assert entries[0].to_item()["_price_label"] == "Millesimi"
    # two columns of figures: which one is meant cannot be told, so no rows are made up
    two = "Nome\tMillesimi\tPosti auto\nOperti\t112.5\t2\nRosso\t120\t1\n"
    assert table_entries(two, ["description", "price"], source="quote.xlsx") is None


def test_a_where_is_question_joins_no_two_names(tmp_path: Path) -> None:
    (tmp_path / "Ricette").mkdir()
    (tmp_path / "Medico").mkdir()
    (tmp_path / "Ricette" / "tiramisu.txt").write_text("x", encoding="utf-8")
    (tmp_path / "Medico" / "ricetta_medica_novembre.pdf").write_text("x", encoding="utf-8")
    got = outcome(plan_words("dov'è la ricetta del tiramisù?", locale="it", view=WorkspaceView.scan(tmp_path)))
    assert same(got, [listing("~/Ricette", "tiramisu.txt")]), got


@pytest.mark.parametrize("text", ["chi ha più millesimi?", "quanto costa?", "grazie, e la mia?"])
def test_short_italian_questions_are_told_italian(text: str) -> None:
    from runtime.i18n import detect_locale

    assert detect_locale(text) == "it"


def test_a_long_questions_last_word_keeps_its_other_words_in_the_focus(tmp_path: Path) -> None:
    (tmp_path / "Mamma").mkdir()
    (tmp_path / "Mamma" / "visita_geriatra.txt").write_text("x", encoding="utf-8")
    got = outcome(plan_words("hello, paolo here: what day and time is mum's appointment with the geriatrician,"
                             " and what do i need to bring?", locale="en", view=WorkspaceView.scan(tmp_path)))
    assert isinstance(got, list) and got[0]["args"]["paths"] == ["~/Mamma/visita_geriatra.txt"], got
    focus = got[-1]["args"]["focus"]
    assert "portare" in focus and "hello" not in focus and "here" not in focus, focus


def test_a_name_written_as_one_word_said_in_two(tmp_path: Path) -> None:
    (tmp_path / "Viaggi").mkdir()
    (tmp_path / "Viaggi" / "skipass_zermatt.txt").write_text("x", encoding="utf-8")
    (tmp_path / "Viaggi" / "passaporto.pdf").write_text("x", encoding="utf-8")
    got = outcome(plan_words("read the ski pass", locale="en", view=WorkspaceView.scan(tmp_path)))
    assert same(got, [read("~/Viaggi/skipass_zermatt.txt")]), got


PIANO = {"Pianoforte": ("preventivo_restauro_armonia.docx", "preventivo_restauro_bortolami.pdf",
                        "fattura_bortolami_accordatura.pdf"),
         "Vecchi": ("preventivo_restauro_bortolami_2025.pdf",),
         "Pietro/Calcio": ("quota_iscrizione_calcio.pdf", "calendario_partite.md"),
         "Foto": ("pietro_partita.png",)}
CURRENT_RESTORATION = ["~/Pianoforte/preventivo_restauro_armonia.docx", "~/Pianoforte/preventivo_restauro_bortolami.pdf"]


@pytest.fixture(scope="module")
def piano(tmp_path_factory: pytest.TempPathFactory) -> WorkspaceView:
    root = tmp_path_factory.mktemp("piano")
    for folder, names in PIANO.items():
        (root / folder).mkdir(parents=True, exist_ok=True)
        for name in names:
            (root / folder / name).write_text("x", encoding="utf-8")
    return WorkspaceView.scan(root)


def test_the_quotes_sent_are_those_said_never_a_fee_nor_last_years(piano: WorkspaceView) -> None:
    got = plan_words("send the restoration quotes to davide@example.org", locale="en", view=piano)
    steps = outcome(got)
    assert isinstance(steps, list) and sorted(steps[0]["args"]["attachments"]) == CURRENT_RESTORATION, steps


def test_a_left_out_kind_takes_its_whole_clause_with_it(piano: WorkspaceView) -> None:
    got = outcome(plan_words("mi servirebbe sapere quanto costano in media i preventivi per il restauro del"
                             " pianoforte, senza contare la fattura dell'accordatura. grazie", locale="it",
                             view=piano))
    assert isinstance(got, list) and sorted(got[0]["args"]["paths"]) == CURRENT_RESTORATION, got
    assert got[1]["args"]["kinds"] == ["quote"], got


def test_a_photo_never_answers_a_question(piano: WorkspaceView) -> None:
    got = outcome(plan_words("ciao, sono davide. mi ricordi quando è la prossima partita di pietro? grazie",
                             locale="it", view=piano))
    assert not (isinstance(got, list) and "~/Foto/pietro_partita.png" in got[0]["args"].get("paths", [])), got
    opened = outcome(plan_words("apri la foto della partita di pietro", locale="it", view=piano))
    assert isinstance(opened, list) and "pietro_partita.png" in str(opened), opened


def test_anything_in_a_folder_said_with_its_parent_after_nelle(tmp_path: Path) -> None:
    (tmp_path / "Concerto di Natale" / "Registrazioni").mkdir(parents=True)
    (tmp_path / "Vecchi").mkdir()
    view = WorkspaceView.scan(tmp_path)
    got = outcome(plan_words("c'è qualcosa nelle registrazioni del concerto?", locale="it", view=view))
    assert same(got, [listing("~/Concerto di Natale/Registrazioni")]), got
    assert same(outcome(plan_words("elenca vecchi", locale="it", view=view)), [listing("~/Vecchi")])
    made = outcome(plan_words("fammi una cartella nuova Saggio giugno 2027", locale="it", view=view))
    assert same(made, [step("create_dirs", path="~/Saggio giugno 2027")]), made


@pytest.mark.parametrize(("locale", "text", "op"), [
    ("en", "email the cheapest one to ada@example.org", "min"),
    ("it", "manda il più caro a ada@example.org", "max"),
])
def test_the_cheapest_of_the_files_shown_is_worked_out_then_sent(piano: WorkspaceView, locale: str, text: str,
                                                                 op: str) -> None:
    refs = Referents(files=tuple(CURRENT_RESTORATION), text="which restoration quotes do we have?", intent="list",
                     place="~/Pianoforte")
    got = outcome(plan_words(text, locale=locale, view=piano, referents=refs))
    assert isinstance(got, list) and [s["tool"] for s in got] == [
        "read_files", "extract_entries", "compute_entries", "send_messages"], got
    assert got[2]["args"]["op"] == op and sorted(got[0]["args"]["paths"]) == CURRENT_RESTORATION
    assert got[3]["args"]["attachments"] == ["{{step3.source}}"] and got[3]["args"]["to"] == ["ada@example.org"]



def test_a_quote_whose_name_says_no_kind_or_another_is_one_of_the_quotes(piano: WorkspaceView) -> None:
    def of_kind(kind: str) -> list[str]:
        texts = {"quote": ["~/Pianoforte/nota_tecnico_zordan.txt", "~/Pietro/Calcio/quota_iscrizione_calcio.pdf",
                           "~/Vecchi/preventivo_restauro_bortolami_2025.pdf"]}
        return texts.get(kind, [])

    view = dataclasses.replace(piano, files=[*piano.files, "~/Pianoforte/nota_tecnico_zordan.txt"], of_kind=of_kind)
    got = outcome(plan_words("which piano quote is the cheapest?", locale="en", view=view))
    assert isinstance(got, list) and sorted(got[0]["args"]["paths"]) == sorted(
        [*CURRENT_RESTORATION, "~/Pianoforte/nota_tecnico_zordan.txt"]), got
    # the fee slip is about football, not the piano: never one of the piano's quotes
    listed = outcome(plan_words("preventivi del pianoforte", locale="it", view=view))
    assert "quota_iscrizione_calcio" not in str(listed) and "nota_tecnico_zordan" in str(listed), listed


def test_a_quote_known_by_its_text_fits_what_its_text_says(piano: WorkspaceView) -> None:
    zordan = "~/Pianoforte/nota_tecnico_zordan.txt"

    def search(words: str, under: str | None) -> list[Candidate]:
        return [Candidate(zordan, 92.0)] if "restoration" in words or "restauro" in words else []

    view = dataclasses.replace(piano, files=[*piano.files, zordan], search=search,
                               of_kind=lambda kind: [zordan] if kind == "quote" else [])
    got = outcome(plan_words("show me the restoration quotes", locale="en", view=view))
    assert isinstance(got, list) and "nota_tecnico_zordan.txt" in str(got), got


def test_a_file_named_as_the_kind_fits_by_its_name_not_by_what_it_mentions(building: WorkspaceView) -> None:
    def search(words: str, under: str | None) -> list[Candidate]:
        # the budget ("bilancio preventivo") mentions the lift maintenance too
        return [Candidate(f"~/{VERDI}/bilancio_preventivo_2027.xlsx", 92.0)] if "ascensore" in words else []

    files = [*building.files, f"~/{VERDI}/bilancio_preventivo_2027.xlsx"]
    view = dataclasses.replace(building, files=files, search=search, of_kind=lambda kind: [])
    got = outcome(plan_words("elenca i preventivi dell'ascensore", locale="it", view=view))
    assert same(got, [listing(f"~/{VERDI}/Preventivi", "preventivo_ascensore_dora.pdf,preventivo_ascensore_po.docx")]), got
