"""Understanding people at work and at home: the rules planner on an office's and a
household's folders (nested project folders, archived namesakes, dated minutes, a to-do file
in Italian), next to the family of ``test_understanding``.

Each row is a phrasing a new user typed in a held-out benchmark set and the plan a careful
user expects; they pin the generic rules found there (never the benchmark's wording alone:
most rows are said another way too).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from runtime.planning import grammar
from runtime.planning.grammar import plan_words
from runtime.planning.ground import Candidate, WorkspaceView
from runtime.planning.lexicon import correct_typos, lexicon
from runtime.planning.referents import Referents
from runtime.planning.rules import match_rule
from tests.test_understanding import Asked, Expected, Refused, find, listing, outcome, read, same, step

OFFICE: dict[str, tuple[str, ...]] = {
    "Progetti/Villa Bianchi": ("relazione_tecnica.docx", "cronoprogramma.xlsx"),
    "Progetti/Condominio Via Emilia": ("capitolato.pdf", "verbale_assemblea_condominio.txt"),
    "Amministrazione": ("preventivo_plotter.pdf", "preventivo_laptop_digitech.pdf",
                        "preventivo_laptop_felsinea.docx", "fattura_digitech_monitor.pdf",
                        "fattura_emessa_2026_041.pdf", "fattura_emessa_2026_044.pdf",
                        "fattura_hera_novembre.pdf", "polizza_rc_professionale.pdf"),
    "Archivio 2025": ("preventivo_plotter_2025.pdf", "polizza_rc_professionale_2025.pdf"),
    "Riunioni": ("verbale_riunione_2026-11-04.md", "verbale_riunione_2026-11-18.md"),
    "Modelli": ("modello_fattura.xlsx", "modello_preventivo.docx"),
    "Personale": ("busta_paga_sara_novembre.pdf",),
    "Foto cantiere": ("villa_bianchi_facciata.jpg", "villa_bianchi_taverna.jpg", "via_emilia_tetto.png"),
    "Clienti": ("email_bianchi_varianti.eml", "contatti_clienti.csv"),
    "Scuola 4B": ("elenco_alunni_4B.csv", "circolare_gita.pdf"),
    "Salute": ("appuntamenti_pediatra.txt",),
    "Leo": ("disegno_dinosauro.jpg", "disegno_razzo.png"),
    "Ricette": ("bagna_cauda.txt", "torta_di_mele.txt"),
    "Bollette": ("bolletta_gas_novembre.pdf",),
    "Nipoti": ("compleanni_nipoti.txt",),
    "Vecchi": ("bolletta_gas_settembre.pdf",),
    "Scansioni": (),
    "Soci": ("elenco_soci_2026.csv",),
    "Vecchie carte": ("elenco_soci_2024.csv",),
    "Scaricati": ("chrome_cache.tmp", "volantino.pdf"),
    "Download": ("upload_7f3a.tmp", "scaricamento.tmp", "biglietti_treno.pdf", "biglietti_treno (1).pdf"),
    "": ("da_fare.md", "note.txt"),
}
DIGITECH = "~/Amministrazione/preventivo_laptop_digitech.pdf"
FELSINEA = "~/Amministrazione/preventivo_laptop_felsinea.docx"
PLOTTER = "~/Amministrazione/preventivo_plotter.pdf"
PLOTTER_2025 = "~/Archivio 2025/preventivo_plotter_2025.pdf"
CONDOMINIO = "~/Progetti/Condominio Via Emilia"
TODO = "~/da_fare.md"
QUOTE_FIELDS = ["supplier", "price"]


def _search(words: str, under: str | None) -> list[Candidate]:
    """A stand-in for the full-text index: the saved e-mail names its sender inside."""
    if "marco" in words or "bianchi" in words:
        return [Candidate("~/Clienti/email_bianchi_varianti.eml", 92.0)]
    return []


@pytest.fixture(scope="module")
def office(tmp_path_factory: pytest.TempPathFactory) -> WorkspaceView:
    root = tmp_path_factory.mktemp("office")
    for folder, names in OFFICE.items():
        (root / folder).mkdir(parents=True, exist_ok=True)
        for name in names:
            (root / folder / name).write_text(f"{name}\n", encoding="utf-8")
    return dataclasses.replace(WorkspaceView.scan(root), search=_search)


@pytest.fixture(autouse=True)
def _year(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(grammar, "this_year", lambda: 2026)  # "last year" is 2025


CASES: list[tuple[str, str, Expected]] = [
    # a folder of several words named before "folder"; "la cartella del X" for "X Via Emilia"
    ("en", "show me the condominio via emilia folder", [listing(CONDOMINIO)]),
    ("en", "what's in the Villa Bianchi folder?", [listing("~/Progetti/Villa Bianchi")]),
    ("it", "quanti file ci sono nella cartella del condominio?", [find(CONDOMINIO)]),
    # "a new folder" names no folder "new"
    ("en", "make a new folder called Fatture 2027 inside Amministrazione",
     [step("create_dirs", path="~/Amministrazione/Fatture 2027")]),
    ("it", "fai una cartella nuova chiamata Bozze dentro Modelli", [step("create_dirs", path="~/Modelli/Bozze")]),
    ("it", "crea la cartella Nuova Sede", [step("create_dirs", path="~/Nuova Sede")]),
    # a kind with a qualifier: the fitting ones, never every document
    ("en", "show me the laptop quotes", [listing("~/Amministrazione", "preventivo_laptop_digitech.pdf,"
                                                                   "preventivo_laptop_felsinea.docx")]),
    ("it", "mostrami i preventivi dei portatili", [listing("~/Amministrazione", "preventivo_laptop_digitech.pdf,"
                                                                             "preventivo_laptop_felsinea.docx")]),
    ("en", "list the photos of villa bianchi in foto cantiere",
     [listing("~/Foto cantiere", "villa_bianchi_facciata.jpg,villa_bianchi_taverna.jpg")]),
    # "last year's" is the year file names say
    ("en", "delete last year's plotter quote", [step("delete_files", paths=[PLOTTER_2025])]),
    ("it", "elimina il preventivo del plotter dell'anno scorso", [step("delete_files", paths=[PLOTTER_2025])]),
    # "where's" finds; it does not read a private document aloud
    ("en", "where's Sara's payslip?", [listing("~/Personale", "busta_paga_sara_novembre.pdf")]),
    # two things compared, one file for each name; the minutes that mention both are no offer
    ("en", "how much more expensive is the Digitech laptop offer than the Felsinea one?",
     [read(DIGITECH, FELSINEA), step("extract_entries", from_step=1, fields=QUOTE_FIELDS, kinds=["quote"]),
      step("compute_entries", from_step=2, op="compare", field="price")]),
    # things said in the plural are every one that fits (asked, like any move); in the singular, which
    ("it", "sposta i disegni di leo in Vecchi",
     [step("move_files", paths=["~/Leo/disegno_dinosauro.jpg", "~/Leo/disegno_razzo.png"], destination="~/Vecchi")]),
    ("en", "move Leo's drawings to Vecchi",
     [step("move_files", paths=["~/Leo/disegno_dinosauro.jpg", "~/Leo/disegno_razzo.png"], destination="~/Vecchi")]),
    ("en", "delete the recipe", Asked("doc", ("~/Ricette/bagna_cauda.txt", "~/Ricette/torta_di_mele.txt"))),
    ("it", "cancella la ricetta", Asked("doc", ("~/Ricette/bagna_cauda.txt", "~/Ricette/torta_di_mele.txt"))),
    # the duplicates are the "(1)" copies beside their original; "duplicati", "copie" are no copy to make
    ("it", "sposta i doppioni di download in vecchi",
     [step("move_files", paths=["~/Download/biglietti_treno (1).pdf"], destination="~/Vecchi")]),
    ("it", "cancella i file duplicati in download", [step("delete_files", paths=["~/Download/biglietti_treno (1).pdf"])]),
    ("it", "elimina le copie in download", [step("delete_files", paths=["~/Download/biglietti_treno (1).pdf"])]),
    ("en", "move the duplicate downloads to vecchi",
     [step("move_files", paths=["~/Download/biglietti_treno (1).pdf"], destination="~/Vecchi")]),
    ("it", "elimina le copie in Modelli", Refused("planner.no_document")),
    ("en", "copy da_fare.md to Vecchi", [step("copy_files", paths=[TODO], destination="~/Vecchi")]),
    # a year said picks the file of that year; a folder named bare before an effect is its place
    ("en", "move the 2024 members list into Scansioni",
     [step("move_files", paths=["~/Vecchie carte/elenco_soci_2024.csv"], destination="~/Scansioni")]),
    ("en", "please clean up Scaricati, delete the .tmp files",
     [listing("~/Scaricati", "*.tmp"), step("delete_files", from_step=1)]),
    ("it", "crea una cartella che si chiama Natale 2026", [step("create_dirs", path="~/Natale 2026")]),
    ("it", "quali file ho fuori dalle cartelle?", [listing("~")]),
    # "the newest recipe" with a folder Ricette: that folder (not a prescription elsewhere)
    ("it", "qual è la ricetta più recente?", [find("~/Ricette", sort="modified", limit=1)]),
    ("en", "which files are not in any folder?", [listing("~")]),
    # a folder that holds only folders lists them; "che X abbiamo?" with a folder X lists it
    ("it", "cosa c'è in progetti?", [step("list_dirs", path="~/Progetti")]),
    ("it", "che modelli abbiamo?", [listing("~/Modelli")]),
    ("en", "what templates do we have?", [listing("~/Modelli")]),
    # the namesake already in the destination is not the one moved; today's over an archived one
    ("it", "sposta il preventivo del plotter in archivio 2025",
     [step("move_files", paths=[PLOTTER], destination="~/Archivio 2025")]),
    ("it", "leggi il preventivo del plotter", [read(PLOTTER)]),
    ("en", "when is the gas bill due?",
     [read("~/Bollette/bolletta_gas_novembre.pdf"),
      step("extract_entries", from_step=1, fields=["supplier", "price", "due_date"])]),
    # the to-do file, however the list is said
    ("it", "leggimi le cose da fare", [read(TODO)]),
    ("it", "aggiungi 'ordinare il toner' alla lista delle cose da fare",
     [step("append_files", path=TODO, text="ordinare il toner")]),
    ("en", "add 'renew the insurance' to my to-do list", [step("append_files", path=TODO, text="renew the insurance")]),
    ("en", "add a line to the grandchildren's birthdays: Alice wants a book",
     [step("append_files", path="~/Nipoti/compleanni_nipoti.txt", text="Alice wants a book")]),
    # a day and a month said in words are the date in a file's name
    ("it", "leggi il verbale del 4 novembre", [read("~/Riunioni/verbale_riunione_2026-11-04.md")]),
    ("en", "move the minutes of 4 November to Archivio 2025",
     [step("move_files", paths=["~/Riunioni/verbale_riunione_2026-11-04.md"], destination="~/Archivio 2025")]),
    # "everything in X" is every file of X, asked about like any delete
    ("en", "delete everything in foto cantiere",
     [listing("~/Foto cantiere"), step("delete_files", from_step=1)]),
    # a folder name ending in a number; a lowercase near-name after "in"
    ("it", "cosa c'è nella cartella Scuola 4B?", [listing("~/Scuola 4B")]),
    ("it", "cosa c'è in salte", [listing("~/Salute")]),
    # an appointment asked about is no booking; booking one is refused
    ("it", "quando è l'appuntamento dalla pediatra?",
     [read("~/Salute/appuntamenti_pediatra.txt"),
      step("summarize_documents", from_step=1, sentences=3, focus=["@date"])]),
    ("it", "prenotami un appuntamento dal dentista", Refused("planner.out_of_scope")),
    ("it", "paga online la bolletta del gas", Refused("planner.out_of_scope")),
    ("en", "pay the gas bill online", Refused("planner.out_of_scope")),
    # a saved e-mail is read by who sent it, never refused as the mailbox
    ("it", "leggi la mail di marco bianchi", [read("~/Clienti/email_bianchi_varianti.eml")]),
    ("en", "find the email from Marco Bianchi", [listing("~/Clienti", "email_bianchi_varianti.eml")]),
    # invoices "issued" are the ones named so; the month filters them
    ("en", "what's the total of the invoices we issued?",
     [read("~/Amministrazione/fattura_emessa_2026_041.pdf", "~/Amministrazione/fattura_emessa_2026_044.pdf"),
      step("extract_entries", from_step=1, fields=QUOTE_FIELDS, kinds=["invoice"]),
      step("compute_entries", from_step=2, op="sum", field="price")]),
]


def _steps_of(got: Expected) -> Expected:
    """Summaries' focus words are the planner's own; only what is asked for is compared."""
    if not isinstance(got, list):
        return got
    out = []
    for s in got:
        if s["tool"] == "summarize_documents":
            args = dict(s["args"])
            args["focus"] = [w for w in args.get("focus", []) if w.startswith("@")]
            s = {"tool": s["tool"], "args": args}
        out.append(s)
    return out


@pytest.mark.parametrize(("locale", "text", "expected"), CASES, ids=[c[1] for c in CASES])
def test_the_planner_understands_an_office_request(office: WorkspaceView, locale: str, text: str,
                                                   expected: Expected) -> None:
    got = _steps_of(outcome(plan_words(text, locale=locale, view=office)))
    if isinstance(expected, Refused) and isinstance(got, Refused):
        assert got.key.startswith("planner.") and got.key != "planner.cannot", got
        return
    assert same(got, expected), f"{text!r}\n  got:      {got}\n  expected: {expected}"


def test_the_current_version_is_taken_and_the_older_one_said(office: WorkspaceView) -> None:
    proposal = plan_words("manda il preventivo del plotter a paolo@example.org", locale="it", view=office)
    assert proposal.plan is not None
    assert proposal.plan.steps[0].args["attachments"] == [PLOTTER]
    assert ("planner.took_current", {"path": PLOTTER, "older": "~/Archivio 2025"}) in proposal.notices


def test_invoices_issued_are_never_taken_from_what_bills_say(tmp_path: Path) -> None:
    """No file says who issued it: a question (which folder, which file), never every invoice
    summed."""
    for folder, name in (("Bollette", "fattura_gas.pdf"), ("Clients", "invoice_041.pdf")):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / name).write_text("x")
    view = WorkspaceView.scan(tmp_path)
    for text in ("what's the total of the invoices I issued?", "how much did I invoice in November?"):
        got = outcome(plan_words(text, locale="en", view=view))
        assert isinstance(got, Asked), (text, got)
        assert set(got.values) in ({"~/Bollette", "~/Clients"},
                                   {"~/Bollette/fattura_gas.pdf", "~/Clients/invoice_041.pdf"}), got


def test_undo_naming_the_change_is_an_undo() -> None:
    named = match_rule("annulla lo spostamento")
    assert named is not None and (named.kind, named.named) == ("undo", True)
    assert match_rule("undo the move") is not None and match_rule("undo the move").named  # type: ignore[union-attr]
    plain = match_rule("annulla l'ultima operazione")
    assert plain is not None and (plain.kind, plain.named) == ("undo", False)
    si = match_rule("sì", allow_answers=True)
    assert si is not None and (si.kind, si.locale) == ("yes", "it")


def test_a_typo_near_a_name_is_left_to_the_grounding() -> None:
    lex = lexicon()
    assert correct_typos("cosa ce in salte", lex, frozenset({"salute"})) == "cosa ce in salte"
    assert correct_typos("opne the nota", lex, frozenset()) == "open the nota"
    assert correct_typos("least", lex, frozenset()) == "least"


DOWNLOAD = Referents(files=("~/Download/biglietti_treno (1).pdf", "~/Download/biglietti_treno.pdf",
                            "~/Download/scaricamento.tmp",
                            "~/Download/upload_7f3a.tmp"),
                     text="cosa c'è nella cartella download?", intent="list", place="~/Download")


def test_the_tmp_files_of_the_listing_just_shown_are_the_ones_deleted(office: WorkspaceView) -> None:
    got = outcome(plan_words("cancella i file temporanei", locale="it", view=office, referents=DOWNLOAD))
    assert same(got, [step("delete_files", paths=["~/Download/scaricamento.tmp", "~/Download/upload_7f3a.tmp"])])
    alone = outcome(plan_words("cancella i file temporanei", locale="it", view=office))
    assert alone == Refused("planner.delete_what")  # no listing, no place: which ones?


def test_a_whole_request_after_a_listing_is_no_follow_up(office: WorkspaceView) -> None:
    bills = Referents(files=("~/Bollette/bolletta_gas_novembre.pdf",), text="elenca le bollette",
                      intent="list", place="~/Bollette")
    got = outcome(plan_words("cosa c'è nella cartella download?", locale="it", view=office, referents=bills))
    assert same(got, [listing("~/Download")])
    again = outcome(plan_words("e in Vecchi?", locale="it", view=office, referents=bills))
    assert isinstance(again, list) and again[0]["args"]["base_path"] == "~/Vecchi"


def test_words_no_document_says_are_searched_as_the_documents_say_them(office: WorkspaceView) -> None:
    """An English question over Italian documents: the synonyms they use ("museum trip" → "museo
    gita"); words a document says as written are searched as written."""
    view = dataclasses.replace(office, says=lambda words, under: words in ("museo gita", "museum"))
    got = outcome(plan_words("which files mention the museum trip?", locale="en", view=view))
    assert same(got, [step("search_files", query="museo gita", base_path="~")])
    kept = outcome(plan_words("which files mention the museum?", locale="en", view=view))
    assert same(kept, [step("search_files", query="museum", base_path="~")])


def test_asking_to_be_reminded_of_a_fact_is_a_question_not_a_reminder() -> None:
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from runtime.schedules.intents import Remind, Unclear, recognise

    now = datetime(2026, 12, 1, 10, 0, tzinfo=ZoneInfo("Europe/Rome"))
    assert recognise("mi ricordi la password del wifi di casa?", now) is None
    assert recognise("remind me what the gate code is", now) is None
    assert isinstance(recognise("ricordami di chiamare Franco", now), Unclear)  # when?
    assert isinstance(recognise("ricordami domani alle 9 di chiamare Franco", now), Remind)


def test_a_two_line_document_asked_about_is_answered_whole() -> None:
    from runtime.documents.summarize import summarize

    text = "Rete di casa: Vodafone-Zanetti\nPassword: Gelsomino#1957\n"
    assert summarize(text, max_sentences=3, focus=["ricordi", "casa"]).sentences == [
        "Rete di casa: Vodafone-Zanetti", "Password: Gelsomino#1957"]


def test_it_after_a_document_and_its_archived_namesake_is_todays(office: WorkspaceView) -> None:
    gas = Referents(files=("~/Bollette/bolletta_gas_novembre.pdf", "~/Vecchi/bolletta_gas_settembre.pdf"),
                    text="find the gas bill", intent="find", place=None)
    proposal = plan_words("how much is it?", locale="en", view=office, referents=gas)
    assert proposal.plan is not None
    assert proposal.plan.steps[0].args["paths"] == ["~/Bollette/bolletta_gas_novembre.pdf"]
    assert ("planner.took_current", {"path": "~/Bollette/bolletta_gas_novembre.pdf",
                                     "older": "~/Vecchi"}) in proposal.notices


def test_quotes_put_away_in_an_archive_are_not_the_quotes(tmp_path: Path) -> None:
    for rel in ("Fornitori/preventivo_rossi_tinteggiatura.pdf", "Fornitori/preventivo_verdi_tinteggiatura.pdf",
                "Archivio/preventivo_tinteggiatura_2023.pdf"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x")
    view = WorkspaceView.scan(tmp_path)
    got = outcome(plan_words("which painting quote is the cheapest?", locale="en", view=view))
    assert isinstance(got, list) and sorted(got[0]["args"]["paths"]) == [
        "~/Fornitori/preventivo_rossi_tinteggiatura.pdf", "~/Fornitori/preventivo_verdi_tinteggiatura.pdf"]
    named = outcome(plan_words("which painting quote in Archivio is the cheapest?", locale="en", view=view))
    assert isinstance(named, list) and "~/Archivio/preventivo_tinteggiatura_2023.pdf" in str(named)



def test_one_thing_said_in_two_words_is_not_two_names(tmp_path: Path) -> None:
    for rel in ("Preventivi/fattura_idroclima_manutenzione.pdf", "Vecchi/preventivo_caldaia_2024.pdf",
                "Preventivi/preventivo_rossi.pdf", "Preventivi/preventivo_verdi.pdf"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x")
    view = WorkspaceView.scan(tmp_path)
    # "boiler maintenance" is one thing, not a boiler file beside a maintenance one
    one = outcome(plan_words("find the document about the boiler maintenance", locale="en", view=view))
    assert one == [listing("~/Preventivi", "fattura_idroclima_manutenzione.pdf")], one
    # two names joined are two files, one each
    both = outcome(plan_words("quanto costa di più il preventivo rossi rispetto a quello verdi?", locale="it",
                              view=view))
    assert isinstance(both, list) and both[0]["args"]["paths"] == [
        "~/Preventivi/preventivo_rossi.pdf", "~/Preventivi/preventivo_verdi.pdf"], both
