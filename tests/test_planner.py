"""The rules planner: exact plans for the requests people type, honest refusals for the rest."""

from __future__ import annotations

from typing import Any

import pytest

from runtime.catalog.registry import load_catalog
from runtime.plan.validate import validate_plan
from runtime.planning.grammar import plan_text
from runtime.planning.rules import match_rule

DOCS = "*.pdf,*.docx,*.txt,*.md"


def find(base: str = "~", pattern: str = "*", **extra: Any) -> dict[str, Any]:
    return {"tool": "find_files", "args": {"base_path": base, "pattern": pattern, **extra}}


READ1 = {"tool": "read_files", "args": {"from_step": 1}}
SUMMARY = "riepilogo*.xlsx,riepilogo*.csv,summary*.xlsx,summary*.csv"


def mail(**args: Any) -> dict[str, Any]:
    return {"tool": "send_messages", "args": args}


CASES: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("Leggi i tre preventivi nella cartella Acquisti, confronta i prezzi e crea una tabella riepilogativa",
     "it", [find("~/Acquisti", DOCS), READ1,
            {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["fornitore", "prezzo"], "kinds": ["quote"]}},
            {"tool": "compute_entries", "args": {"from_step": 3, "op": "compare", "field": "price"}},
            {"tool": "create_files_spreadsheet", "args": {"from_step": 3, "path": "~/Acquisti/riepilogo.xlsx"}}]),
    ("Read the three quotes in the Acquisti folder, compare the prices and create a summary table",
     "en", [find("~/Acquisti", DOCS), READ1,
            {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["supplier", "price"], "kinds": ["quote"]}},
            {"tool": "compute_entries", "args": {"from_step": 3, "op": "compare", "field": "price"}},
            {"tool": "create_files_spreadsheet", "args": {"from_step": 3, "path": "~/Acquisti/summary.xlsx"}}]),
    ("che ore sono?", "it", [{"tool": "get_now", "args": {}}]),
    ("What time is it?", "en", [{"tool": "get_now", "args": {}}]),
    ("quali cartelle ho?", "it", [{"tool": "list_dirs", "args": {"path": "~"}}]),
    ("list my folders", "en", [{"tool": "list_dirs", "args": {"path": "~"}}]),
    ("cosa c'è nella cartella Acquisti?", "it", [find("~/Acquisti", recursive=False)]),
    ("what's in the Reports folder?", "en", [find("~/Reports", recursive=False)]),
    ("quanti pdf ci sono nella cartella Acquisti?", "it", [find("~/Acquisti", "*.pdf")]),
    ("how many files are in the Photos folder?", "en", [find("~/Photos")]),
    ("trova i documenti word nella cartella Lavoro", "it", [find("~/Lavoro", "*.docx")]),
    ("find the files named invoice", "en", [find("~", "*invoice*")]),
    ("mostra i file più recenti", "it", [find("~", "*", sort="modified", limit=10)]),
    ("show me the biggest files in the Downloads folder", "en",
     [find("~/Downloads", "*", sort="size", limit=10)]),
    ("leggi il file note.txt", "it", [{"tool": "read_files", "args": {"paths": ["~/note.txt"]}}]),
    ("riassumi i documenti nella cartella Relazioni", "it",
     [find("~/Relazioni", DOCS), READ1, {"tool": "summarize_documents", "args": {"from_step": 2}}]),
    ("summarize report.pdf", "en", [{"tool": "read_files", "args": {"paths": ["~/report.pdf"]}},
                                    {"tool": "summarize_documents", "args": {"from_step": 1}}]),
    ("estrai i prezzi dalle fatture nella cartella Fatture", "it",
     [find("~/Fatture", DOCS), READ1,
      {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["fornitore", "prezzo"], "kinds": ["invoice"]}}]),
    ("which quote is the cheapest in the Acquisti folder?", "en",
     [find("~/Acquisti", DOCS), READ1,
      {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["supplier", "price"], "kinds": ["quote"]}},
      {"tool": "compute_entries", "args": {"from_step": 3, "op": "compare", "field": "price"}}]),
    ("qual è il preventivo più caro nella cartella Acquisti?", "it",
     [find("~/Acquisti", DOCS), READ1,
      {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["fornitore", "prezzo"], "kinds": ["quote"]}},
      {"tool": "compute_entries", "args": {"from_step": 3, "op": "max", "field": "price"}}]),
    ("what is the average price of the invoices in the Bills folder?", "en",
     [find("~/Bills", DOCS), READ1,
      {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["supplier", "price"], "kinds": ["invoice"]}},
      {"tool": "compute_entries", "args": {"from_step": 3, "op": "average", "field": "price"}}]),
    ("crea una tabella csv delle fatture nella cartella Fatture con le date", "it",
     [find("~/Fatture", DOCS), READ1,
      {"tool": "extract_entries", "args": {"from_step": 2, "fields": ["fornitore", "prezzo", "data"], "kinds": ["invoice"]}},
      {"tool": "create_files_spreadsheet", "args": {"from_step": 3, "path": "~/Fatture/riepilogo.csv"}}]),
    ("make a spreadsheet listing the files in the Projects folder", "en",
     [find("~/Projects"), {"tool": "create_files_spreadsheet", "args": {"from_step": 1, "path": "~/Projects/summary.xlsx"}}]),
    ("sposta i pdf da Acquisti a Archivio", "it",
     [find("~/Acquisti", "*.pdf", recursive=False),
      {"tool": "move_files", "args": {"from_step": 1, "destination": "~/Archivio"}}]),
    ("move the pdf files from Downloads", "en",
     [find("~/Downloads", "*.pdf", recursive=False), {"tool": "move_files", "args": {"from_step": 1}}]),
    ("move report.pdf to the Archive folder", "en",
     [{"tool": "move_files", "args": {"paths": ["~/report.pdf"], "destination": "~/Archive"}}]),
    ("rinomina note.txt in appunti.txt", "it",
     [{"tool": "move_files", "args": {"paths": ["~/note.txt"], "destination": "~/appunti.txt"}}]),
    ("rename Reports/draft.docx to final.docx", "en",
     [{"tool": "move_files", "args": {"paths": ["~/Reports/draft.docx"], "destination": "~/Reports/final.docx"}}]),
    ("elimina i file txt nella cartella Temp", "it",
     [find("~/Temp", "*.txt", recursive=False), {"tool": "delete_files", "args": {"from_step": 1}}]),
    ("delete old.txt", "en", [{"tool": "delete_files", "args": {"paths": ["~/old.txt"]}}]),
    ("sposta i pdf della cartella Scansioni", "it",
     [find("~/Scansioni", "*.pdf", recursive=False), {"tool": "move_files", "args": {"from_step": 1}}]),
    ('scrivi "comprare il latte" nel file spesa.txt', "it",
     [{"tool": "write_files", "args": {"path": "~/spesa.txt", "content": "comprare il latte"}}]),
    ('write "call Anna at 5" in todo.txt', "en",
     [{"tool": "write_files", "args": {"path": "~/todo.txt", "content": "call Anna at 5"}}]),
    # e-mail: recipients only from the request's words; none written → the runtime asks
    ("manda una mail ad Anna con il riepilogo", "it",
     [find("~", SUMMARY, sort="modified", limit=1),
      mail(from_step=1, subject="Riepilogo", body="Ciao,\nti invio in allegato la tabella riepilogativa.\n")]),
    ("send an email to bob@example.org", "en", [mail(to=["bob@example.org"])]),
    ("manda il file riepilogo.xlsx ad anna@example.org", "it",
     [mail(to=["anna@example.org"], attachments=["~/riepilogo.xlsx"], subject="riepilogo.xlsx",
           body="Ciao,\nti invio in allegato riepilogo.xlsx.\n")]),
    ('invia ~/Acquisti/riepilogo.xlsx a anna@example.org e bob@example.org con oggetto "Preventivi"', "it",
     [mail(to=["anna@example.org", "bob@example.org"], attachments=["~/Acquisti/riepilogo.xlsx"],
           subject="Preventivi", body="Ciao,\nti invio in allegato riepilogo.xlsx.\n")]),
    ("send report.pdf to bob@example.org", "en",
     [mail(to=["bob@example.org"], attachments=["~/report.pdf"], subject="report.pdf",
           body="Hello,\nplease find report.pdf attached.\n")]),
    ("email the summary table in the Acquisti folder to anna@example.org", "en",
     [find("~/Acquisti", SUMMARY, sort="modified", limit=1),
      mail(to=["anna@example.org"], from_step=1, subject="Summary",
           body="Hello,\nplease find the summary table attached.\n")]),
    ("manda i pdf della cartella Fatture a anna@example.org con l'account lavoro", "it",
     [find("~/Fatture", "*.pdf", recursive=False),
      mail(to=["anna@example.org"], from_step=1, account="smtp:lavoro", subject="File allegati",
           body="Ciao,\nti invio in allegato i file.\n")]),
    ('send an email to bob@example.org and carol@example.org saying "I will be late"', "en",
     [mail(to=["bob@example.org", "carol@example.org"], body="I will be late")]),
    ("send report.pdf from the Reports folder to bob@example.org using the work account", "en",
     [mail(to=["bob@example.org"], attachments=["~/Reports/report.pdf"], account="smtp:work",
           subject="report.pdf", body="Hello,\nplease find report.pdf attached.\n")]),
]

REFUSALS: list[tuple[str, str]] = [
    ("leggi le mie mail", "planner.no_mail"),
    ("check my email inbox", "planner.no_mail"),
    ("quante mail ho ricevuto oggi?", "planner.no_mail"),
    ("che tempo fa domani a Roma?", "planner.out_of_scope"),
    ("write me a poem about the sea", "planner.cannot"),
    ("elimina tutto", "planner.delete_what"),
    ("sposta tutto", "planner.move_what"),
    ("rename the file please", "planner.rename_what"),
    ("", "planner.empty"),
]


@pytest.mark.parametrize(("text", "locale", "steps"), CASES, ids=[c[0][:40] for c in CASES])
def test_rules_planner_gives_the_exact_plan(text: str, locale: str, steps: list[dict[str, Any]]) -> None:
    proposal = plan_text(text)
    assert proposal.plan is not None, proposal.refusal_key
    assert proposal.plan.model_dump(mode="json")["steps"] == steps
    assert proposal.locale == locale


@pytest.mark.parametrize(("text", "locale", "steps"), CASES, ids=[c[0][:40] for c in CASES])
def test_every_rules_plan_validates_against_the_catalog(text: str, locale: str,
                                                        steps: list[dict[str, Any]]) -> None:
    proposal = plan_text(text)
    assert proposal.plan is not None
    assert validate_plan(proposal.plan, load_catalog(), max_steps=12) == []


@pytest.mark.parametrize(("text", "key"), REFUSALS)
def test_rules_planner_refuses_rather_than_guessing(text: str, key: str) -> None:
    proposal = plan_text(text)
    assert proposal.plan is None and proposal.refusal_key == key


def test_there_are_at_least_25_request_forms() -> None:
    assert len(CASES) >= 25 and len(REFUSALS) >= 5


@pytest.mark.parametrize(("text", "kind", "locale"), [
    ("annulla l'ultima operazione", "undo", "it"), ("Undo the last operation", "undo", "en"),
    ("/undo", "undo", "en"), ("annulla", "cancel", "it"), ("cancel", "cancel", "en"),
    ("aiuto", "help", "it"), ("what can you do?", "help", "en"), ("cosa sai fare?", "help", "it"),
    ("ciao", "greet", "it"), ("thanks", "greet", "en"),
    # a second thought said first is still the undo
    ("actually undo that", "undo", "en"), ("oops, put them back", "undo", "en"),
    ("anzi, annulla l'ultima operazione", "undo", "it"),
])
def test_deterministic_rules_come_first(text: str, kind: str, locale: str) -> None:
    rule = match_rule(text)
    assert rule is not None and (rule.kind, rule.locale) == (kind, locale)


def test_a_second_thought_before_anything_but_an_undo_is_no_rule() -> None:
    assert match_rule("actually send it to bob") is None
    assert match_rule("anzi cancella tutto") is None


def test_yes_and_no_are_rules_only_while_a_confirmation_waits() -> None:
    assert match_rule("sì") is None
    assert match_rule("sì", allow_answers=True) is not None
    assert match_rule("no", allow_answers=True).kind == "no"  # type: ignore[union-attr]
