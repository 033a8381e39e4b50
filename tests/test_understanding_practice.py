"""Understanding people who run a small practice from home: e-mails kept as files, English
words over Italian file names, lists counted, one thing said in two words.

Each row is a phrasing a new user typed in a held-out benchmark set (a physiotherapy practice
and its family) and the plan a careful user expects; the rows pin generic rules, most said in
other words than the benchmark's.
"""

from __future__ import annotations

import dataclasses
import os
import time
from email.message import EmailMessage
from pathlib import Path

import pytest

from runtime.documents.read import read_document
from runtime.planning.grammar import plan_words
from runtime.planning.ground import Candidate, WorkspaceView
from runtime.planning.referents import Referents
from tests.test_understanding import Expected, Refused, find, listing, outcome, read, same, step

PRACTICE: dict[str, tuple[str, ...]] = {
    "Studio/Fornitori": ("preventivo_lettino_medimax.pdf", "preventivo_ultrasuoni_fisiolab.txt",
                         "fattura_fisiolab_elettrodi.pdf"),
    "Studio/Pazienti": ("elenco_pazienti_attivi.xlsx", "esercizi_lombalgia.pdf"),
    "Auto": ("preventivo_gomme_invernali.pdf", "tagliando_dicembre.txt", "multa_autovelox.pdf"),
    "Famiglia": ("iscrizione_pallavolo_sofia.pdf", "calendario_partite_sofia.md"),
    "Posta": ("commercialista_appuntamento.eml", "pallavolo_trasferta_modena.eml"),
    "Viaggi": ("conferma_volo_londra.eml", "biglietti_treno_briga.pdf"),
    "Famiglia/Ricette": ("crescentine.md", "tortellini_nonna.txt"),
    "Studio/Contabilità": ("lettera_commercialista_ottobre.docx", "lettera_commercialista_novembre.pdf"),
    "Archivio 2025": ("lettera_commercialista_novembre_2025.pdf",),
    "Scaricati": ("setup_a1b2.tmp", "orari_piscina.pdf"),
    "Da sistemare": (),
    "": ("idee_regali_natale.txt", "promemoria.txt"),
}
#: when each file was last changed (days before the scan), where it matters
AGES = {"Famiglia/Ricette/crescentine.md": 40, "Famiglia/Ricette/tortellini_nonna.txt": 700,
        "Studio/Contabilità/lettera_commercialista_ottobre.docx": 45,
        "Studio/Contabilità/lettera_commercialista_novembre.pdf": 10,
        "Archivio 2025/lettera_commercialista_novembre_2025.pdf": 380,
        "Posta/commercialista_appuntamento.eml": 2}


@pytest.fixture(scope="module")
def practice(tmp_path_factory: pytest.TempPathFactory) -> WorkspaceView:
    root = tmp_path_factory.mktemp("practice")
    for folder, names in PRACTICE.items():
        (root / folder).mkdir(parents=True, exist_ok=True)
        for name in names:
            (root / folder / name).write_text(f"{name}\n", encoding="utf-8")
    now = time.time()
    for rel, days in AGES.items():
        os.utime(root / rel, (now - days * 86400, now - days * 86400))
    return WorkspaceView.scan(root)


CASES: list[tuple[str, str, Expected]] = [
    # English words for Italian names: tyres/gomme, service/tagliando, fine/multa, gifts/regali
    ("en", "delete the winter tyres quote", [step("delete_files", paths=["~/Auto/preventivo_gomme_invernali.pdf"])]),
    ("en", "read me the car service note", [read("~/Auto/tagliando_dicembre.txt")]),
    ("en", "open the speeding fine", [read("~/Auto/multa_autovelox.pdf")]),
    ("en", "add 'a sports bag' to the christmas gift ideas",
     [step("append_files", path="~/idee_regali_natale.txt", text="a sports bag")]),
    ("en", "show me the volleyball enrolment", [read("~/Famiglia/iscrizione_pallavolo_sofia.pdf")]),
    # e-mails kept as files are those files: in the folder named, or by type, never the mailbox
    ("en", "what's in posta?", [listing("~/Posta")]),
    ("it", "cosa c'è nella posta?", [listing("~/Posta")]),
    ("it", "cerca la mail della pallavolo", [listing("~/Posta", "pallavolo_trasferta_modena.eml")]),
    ("it", "quante mail ho?", [find("~", "*.eml,*.msg,*mail*")]),
    ("en", "read my mail", Refused("planner.no_mail")),
    # a folder whose name holds a verb ("Da sistemare": to tidy) is a place, not a move
    ("it", "c'è qualcosa in da sistemare?", [listing("~/Da sistemare")]),
    ("it", "metti il preventivo delle gomme in da sistemare",
     [step("move_files", paths=["~/Auto/preventivo_gomme_invernali.pdf"], destination="~/Da sistemare")]),
    # "clear ... out of X" deletes in X
    ("en", "clear the .tmp junk out of scaricati", [listing("~/Scaricati", "*.tmp"), step("delete_files", from_step=1)]),
    # the oldest X with a folder X anywhere (one of that name): that folder
    ("it", "qual è la ricetta più vecchia?", [listing("~/Famiglia/Ricette", "tortellini_nonna.txt")]),
    ("it", "controlla la posta in arrivo", Refused("planner.no_mail")),
]


@pytest.mark.parametrize(("locale", "text", "expected"), CASES, ids=[c[1] for c in CASES])
def test_the_planner_understands_a_practice_request(practice: WorkspaceView, locale: str, text: str,
                                                    expected: Expected) -> None:
    got = outcome(plan_words(text, locale=locale, view=practice))
    assert same(got, expected), f"{text!r}\n    got:      {got}\n    expected: {expected}"


def test_mailbox_words_are_no_files_for_who_keeps_no_email(tmp_path: Path) -> None:
    (tmp_path / "Posta").mkdir()
    (tmp_path / "Posta" / "bolletta.pdf").write_text("x")
    got = outcome(plan_words("cerca la mail della pallavolo", locale="it", view=WorkspaceView.scan(tmp_path)))
    assert got == Refused("planner.no_mail"), got


def test_sending_by_mail_is_still_sending(practice: WorkspaceView) -> None:
    got = outcome(plan_words("manda via mail il preventivo delle gomme a marco@example.org", locale="it",
                             view=practice))
    assert isinstance(got, list) and got[-1]["tool"] == "send_messages", got


def _eml(path: Path, *, html: bool = False) -> Path:
    message = EmailMessage()
    message["From"] = "Coach Valentina <u12@example.org>"
    message["To"] = "chiara@example.org"
    message["Subject"] = "Trasferta a Modena"
    message["Date"] = "Mon, 30 Nov 2026 11:45:00 +0100"
    message["Message-ID"] = "<abc123@example.org>"
    if html:
        message.set_content("<p>Ritrovo alle <b>13:45</b> &amp; partenza col pulmino.</p>", subtype="html")
    else:
        message.set_content("Ciao,\nil ritrovo è alle 13:45 davanti al palazzetto.\nValentina\n")
    message.add_attachment(b"%PDF-1.4", maintype="application", subtype="pdf", filename="convocati.pdf")
    path.write_bytes(bytes(message))
    return path


def test_a_saved_email_reads_as_a_person_reads_it(tmp_path: Path) -> None:
    text = read_document(_eml(tmp_path / "trasferta.eml")).text
    assert text.startswith("From: Coach Valentina <u12@example.org>\nTo: chiara@example.org\n"), text
    assert "Subject: Trasferta a Modena" in text and "il ritrovo è alle 13:45" in text
    assert "convocati.pdf" in text
    for transport in ("Message-ID", "MIME-Version", "Content-Type", "Content-Transfer-Encoding", "base64"):
        assert transport not in text, text


def test_an_html_email_reads_without_its_markup(tmp_path: Path) -> None:
    text = read_document(_eml(tmp_path / "trasferta.eml", html=True)).text
    assert "Ritrovo alle  13:45  & partenza" in text.replace("\n", " ") or "Ritrovo alle 13:45" in text
    assert "<p>" not in text and "&amp;" not in text, text


def test_a_damaged_email_is_read_as_its_text(tmp_path: Path) -> None:
    path = tmp_path / "rotto.eml"
    path.write_text("solo testo, nessuna intestazione\nseconda riga\n", encoding="utf-8")
    assert "solo testo" in read_document(path).text


@pytest.mark.parametrize(("locale", "text"), [
    ("it", "cosa mi ha scritto il commercialista nell'ultima lettera?"),
    ("en", "find the accountant's latest letter"),
    ("en", "find the accountant's last letter"),
])
def test_the_last_one_is_the_newest_of_those_named_so(practice: WorkspaceView, locale: str, text: str) -> None:
    proposal = plan_words(text, locale=locale, view=practice)
    got = outcome(proposal)
    assert isinstance(got, list) and "lettera_commercialista_novembre.pdf" in str(got[0]["args"]), got
    assert "2025" not in str(got) and "ottobre" not in str(got) and ".eml" not in str(got), got
    assert any(key == "planner.took_latest" for key, _ in proposal.notices), proposal.notices


def test_last_year_is_still_the_year(practice: WorkspaceView) -> None:
    got = outcome(plan_words("find the accountant's letter from last year", locale="en", view=practice))
    assert "lettera_commercialista_novembre_2025.pdf" in str(got), got


QUOTES = Referents(files=("~/Studio/Fornitori/preventivo_lettino_medimax.pdf",
                          "~/Studio/Fornitori/preventivo_ultrasuoni_fisiolab.txt"),
                   text="show me the supplier quotes", intent="list", place="~/Studio/Fornitori")


@pytest.mark.parametrize(("locale", "text"), [("it", "quanto risparmio col più economico?"),
                                               ("en", "how much do i save with the cheapest?")])
def test_saving_with_the_cheapest_is_the_difference(practice: WorkspaceView, locale: str, text: str) -> None:
    got = outcome(plan_words(text, locale=locale, view=practice, referents=QUOTES))
    assert isinstance(got, list) and got[-1]["tool"] == "compute_entries" and got[-1]["args"]["op"] == "compare", got


def test_a_field_asked_of_the_document_just_found_is_what_it_says(practice: WorkspaceView) -> None:
    policy = Referents(files=("~/Auto/multa_autovelox.pdf",), text="find the speeding fine", intent="find",
                       place=None)
    got = outcome(plan_words("how much is the penalty?", locale="en", view=practice, referents=policy))
    assert isinstance(got, list) and got[0] == read("~/Auto/multa_autovelox.pdf"), got
    assert got[-1]["tool"] == "summarize_documents" and "penalty" in got[-1]["args"]["focus"], got


def test_run_out_asks_a_date(practice: WorkspaceView) -> None:
    got = outcome(plan_words("when does the speeding fine run out?", locale="en", view=practice))
    assert isinstance(got, list) and "@date" in got[-1]["args"]["focus"], got


@pytest.mark.parametrize(("locale", "text"), [
    ("en", "send the blue unicorn report to grandma"),
    ("it", "manda il verbale dell'assemblea dei condomini alla nonna"),
    ("en", "email the wedding photos list to marco@example.org"),
])
def test_a_thing_to_send_that_is_not_found_is_never_an_empty_email(practice: WorkspaceView, locale: str,
                                                                   text: str) -> None:
    got = outcome(plan_words(text, locale=locale, view=practice))
    assert not isinstance(got, list), got  # asked which, or said not found; never mail without it


@pytest.mark.parametrize(("locale", "text"), [
    ("en", "email marco@example.org about dinner"),
    ("en", "send an email to bob@example.org"),
    ("it", "manda una mail a bob@example.org"),
])
def test_an_email_with_nothing_to_attach_is_still_written(practice: WorkspaceView, locale: str, text: str) -> None:
    got = outcome(plan_words(text, locale=locale, view=practice))
    assert isinstance(got, list) and got[-1]["tool"] == "send_messages", got
    assert "attachments" not in got[-1]["args"], got


def test_a_named_account_is_not_a_recipient(practice: WorkspaceView) -> None:
    got = outcome(plan_words("send the winter tyres quote to anna@example.org using the test account",
                             locale="en", view=practice))
    assert isinstance(got, list) and got[-1]["args"]["account"] == "smtp:test", got
    assert got[-1]["args"]["attachments"] == ["~/Auto/preventivo_gomme_invernali.pdf"], got


def test_which_one_of_those_just_shown_is_among_them(practice: WorkspaceView) -> None:
    shown = Referents(files=("~/Posta/commercialista_appuntamento.eml", "~/Posta/pallavolo_trasferta_modena.eml"),
                      text="what's in posta?", intent="list", place="~/Posta")
    got = outcome(plan_words("which one is from sofia's volleyball coach?", locale="en", view=practice,
                             referents=shown))
    # the e-mail shown, never the enrolment form in Famiglia that names Sofia and volleyball too
    assert got == [listing("~/Posta", "pallavolo_trasferta_modena.eml")], got
    it = outcome(plan_words("quale è del commercialista?", locale="it", view=practice, referents=shown))
    assert it == [listing("~/Posta", "commercialista_appuntamento.eml")], it


def test_among_the_suppliers_is_the_folder_fornitori(practice: WorkspaceView) -> None:
    got = outcome(plan_words("ci sono fatture tra i fornitori?", locale="it", view=practice))
    assert isinstance(got, list) and got[0]["args"]["base_path"] == "~/Studio/Fornitori", got
    assert "preventivo" not in str(got), got


def test_sending_the_cheapest_of_the_prices_shown_sends_that_one(practice: WorkspaceView) -> None:
    prices = Referents(files=("~/Studio/Fornitori/preventivo_lettino_medimax.pdf",
                              "~/Studio/Fornitori/preventivo_ultrasuoni_fisiolab.txt"),
                       entries=({"supplier": "Medimax", "price": 1480.0,
                                 "source": "~/Studio/Fornitori/preventivo_lettino_medimax.pdf"},
                                {"supplier": "FisioLab", "price": 2350.0,
                                 "source": "~/Studio/Fornitori/preventivo_ultrasuoni_fisiolab.txt"}),
                       text="compare the supplier quotes", intent="compare", place="~/Studio/Fornitori")
    got = outcome(plan_words("email the cheapest one to marco@example.org", locale="en", view=practice,
                             referents=prices))
    assert isinstance(got, list) and got[-1]["tool"] == "send_messages", got
    assert got[-1]["args"]["attachments"] == ["~/Studio/Fornitori/preventivo_lettino_medimax.pdf"], got
    # the prices not known yet: worked out first, then the cheapest attached (confirmed by name)
    listed = Referents(files=prices.files, text="which quotes do we have?", intent="list", place=prices.place)
    first = plan_words("email the cheapest one to marco@example.org", locale="en", view=practice, referents=listed)
    assert first.plan is not None and [s.tool for s in first.plan.steps][-2:] == ["compute_entries", "send_messages"]
    assert first.plan.steps[-1].args["attachments"] == ["{{step3.source}}"]
    assert ("planner.send_after", {}) not in first.notices


def test_an_email_without_a_charset_is_read_as_utf8(tmp_path: Path) -> None:
    path = tmp_path / "varianti.eml"
    path.write_bytes("From: Marco <m@example.org>\nSubject: Varianti\n\nPer noi è importante.\n".encode())
    text = read_document(path).text
    assert "Per noi è importante." in text and "\ufffd" not in text, text


def test_a_lone_file_of_the_type_said_that_fits_is_taken(tmp_path: Path) -> None:
    (tmp_path / "Clienti").mkdir()
    (tmp_path / "Clienti" / "email_bianchi_varianti.eml").write_text("x")
    (tmp_path / "Clienti" / "contatti_bianchi.csv").write_text("x")
    (tmp_path / "Clienti" / "verbale_bianchi.md").write_text("x")

    def search(words: str, under: str | None) -> list[Candidate]:  # what the index would say
        return [Candidate("~/Clienti/email_bianchi_varianti.eml", 78.5),
                Candidate("~/Clienti/contatti_bianchi.csv", 69.0), Candidate("~/Clienti/verbale_bianchi.md", 67.0)]

    view = dataclasses.replace(WorkspaceView.scan(tmp_path), search=search)
    got = outcome(plan_words("find the eml file from Bianchi about the changes", locale="en", view=view))
    assert got == [listing("~/Clienti", "email_bianchi_varianti.eml")], got


def test_an_email_named_by_its_file_name_or_sent_by_the_verb(tmp_path: Path) -> None:
    (tmp_path / "Clienti").mkdir()
    for name in ("email_famiglia_jensen.txt", "istruzioni_checkin.md", "conferma.eml"):
        (tmp_path / "Clienti" / name).write_text("x")
    view = WorkspaceView.scan(tmp_path)
    # a message kept as a text file named "email…" is one of the e-mails kept
    read_it = outcome(plan_words("leggimi la mail dei jensen", locale="it", view=view))
    assert isinstance(read_it, list) and read_it[0] == read("~/Clienti/email_famiglia_jensen.txt"), read_it
    # "email X to Y" sends X: the first word is the verb, and an address is an e-mail to write
    sent = outcome(plan_words("email the checkin instructions to hannah@example.dk", locale="en", view=view))
    assert isinstance(sent, list) and sent[-1]["args"]["attachments"] == ["~/Clienti/istruzioni_checkin.md"], sent
