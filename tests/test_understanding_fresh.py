"""Requests from people the planner was never tuned for, each a rule that carries beyond them.

The files are made up here: a few lines in the shapes people keep (a notes file, a lease next to
the rent receipts), never a benchmark's workspace.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from pathlib import Path

import pytest

from runtime.conversation import grounding_view, option_for
from runtime.documents.extract import extract_entries
from runtime.documents.kinds import classify_document
from runtime.documents.table_answer import answer_table
from runtime.index.fts import WorkspaceIndex
from runtime.planning.grammar import plan_words
from runtime.planning.ground import WorkspaceView
from runtime.runtime import Runtime
from runtime.schedules.intents import Remind, recognise
from runtime.turn import Choice, Prompt
from tests.conftest import say, workspace

NOW = datetime(2026, 12, 3, 10, tzinfo=UTC)


def _write(root: Path, files: dict[str, str]) -> None:
    """The files made up for a test, each in its folder."""
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")


@pytest.mark.parametrize(("text", "locale", "line"), [
    ("scrivi nel promemoria: pagare il gas", "it", "pagare il gas"),
    ("scrivi sul promemoria: chiamare il padrone di casa", "it", "chiamare il padrone di casa"),
    ("write in promemoria: call the landlord", "en", "call the landlord"),
    ("add to my promemoria: buy the cake", "en", "buy the cake"),
])
def test_words_written_into_a_notes_file_that_exists_are_added_at_its_end(
        tmp_path: Path, text: str, locale: str, line: str) -> None:
    (tmp_path / "promemoria.txt").write_text("- riunione di casa domenica\n", encoding="utf-8")
    assert recognise(text, NOW) is None  # a file written to, not a reminder to set
    got = plan_words(text, locale=locale, view=WorkspaceView.scan(tmp_path))
    assert got.plan is not None, got
    step = got.plan.steps[0]
    assert step.tool == "append_files" and step.args["text"] == line
    assert str(step.args["path"]).endswith("promemoria.txt")


def test_a_reminder_said_with_a_colon_is_still_a_reminder() -> None:
    got = recognise("promemoria: pagare il gas domani alle 9", NOW)
    assert isinstance(got, Remind) and got.what == "pagare il gas"
    assert isinstance(recognise("reminder: call Anna tomorrow at 5pm", NOW), Remind)


def test_a_new_file_with_a_colon_is_still_written_new(tmp_path: Path) -> None:
    got = plan_words("scrivi un file note.txt: ciao", locale="it", view=WorkspaceView.scan(tmp_path))
    assert got.plan is not None and got.plan.steps[0].tool == "write_files", got


def _rent_files(root: Path) -> None:
    _write(root, {
        "Affitto/contratto_locazione_via_zamboni.txt": "Contratto di locazione transitorio. Canone 1.680 euro.",
        "Affitto/ricevute_affitto_2026.csv": "mese,importo\nsettembre,1680\n",
        "Affitto/quote_affitto_stanze.csv": "stanza,quota\nA,480\n",
        "Archivio/contratto_locazione_2025.txt": "Contratto di locazione 2025. Canone 1.560 euro.",
        "Erasmus/learning_agreement.txt": "Learning agreement, Queen's University Belfast.",
    })


@pytest.mark.parametrize(("text", "locale"), [("where's the lease?", "en"), ("where is my lease", "en"),
                                              ("dov'è il contratto di locazione?", "it")])
def test_the_lease_asked_in_the_singular_is_the_contract_not_every_rent_file(
        tmp_path: Path, text: str, locale: str) -> None:
    _rent_files(tmp_path)
    got = plan_words(text, locale=locale, view=WorkspaceView.scan(tmp_path))
    assert got.plan is not None, got
    assert got.plan.steps[0].args["pattern"] == "contratto_locazione_via_zamboni.txt"


def test_the_leases_asked_in_the_plural_are_every_one(tmp_path: Path) -> None:
    _rent_files(tmp_path)
    got = plan_words("where are the leases?", locale="en", view=WorkspaceView.scan(tmp_path))
    assert got.plan is not None, got
    pattern = got.plan.steps[0].args["pattern"]
    assert "contratto_locazione_via_zamboni.txt" in pattern and "contratto_locazione_2025.txt" in pattern


GRADES = ("esame,data,voto,cfu\nAnalisi 1,18/01/2026,28,12\nFisica,02/02/2026,30,9\n"
          "Chimica,20/02/2026,25,9\nGeometria,10/06/2026,30,6\n")


async def test_a_figure_of_a_thing_no_file_is_named_after_is_that_column_of_the_one_sheet(rt: Runtime) -> None:
    root = workspace(rt)
    (root / "Università").mkdir()
    (root / "Università" / "libretto.csv").write_text(GRADES, encoding="utf-8")
    (root / "Università" / "tasse.csv").write_text("rata,importo,scadenza\nprima,157,05/11/2026\n",
                                                   encoding="utf-8")
    (root / "note.txt").write_text("ricordarsi di pagare la seconda rata\n", encoding="utf-8")
    average = await say(rt, "qual è la media dei miei voti?", locale="it")
    assert "28,25" in average.text and "libretto.csv" in average.text, average.text
    english = await say(rt, "what's my grade average?", locale="en")
    assert "28.25" in english.text, english.text
    # right after: the highest of the same sheet, every exam that has it
    highest = await say(rt, "qual è il voto più alto?", locale="it")
    assert "30" in highest.text and "Fisica" in highest.text and "Geometria" in highest.text, highest.text


def test_a_highest_value_two_rows_share_names_both() -> None:
    rows = [line.split(",") for line in GRADES.splitlines()]
    got = answer_table(rows, [], op="max", about=["voti"])
    assert got is not None and got.value == Decimal("30") and got.label == "Fisica, Geometria"
    lowest = answer_table(rows, [], op="min", about=["voto"])
    assert lowest is not None and lowest.label == "Chimica"


async def test_a_figure_asked_right_after_keeps_the_column_and_several_columns_are_asked_about(
        rt: Runtime) -> None:
    root = workspace(rt)
    (root / "libretto.csv").write_text(GRADES, encoding="utf-8")
    await say(rt, "qual è la media dei miei voti?", locale="it")
    lowest = await say(rt, "e il più basso?", locale="it")
    assert "25" in lowest.text and "Chimica" in lowest.text, lowest.text
    # read, then the highest with no column named: which one is asked, no row is printed as a price
    await say(rt, "leggi libretto.csv", locale="it", conversation="c2")
    which = await say(rt, "qual è il più alto?", locale="it", conversation="c2")
    assert "voto" in which.text and "cfu" in which.text and "Analisi 1" not in which.text, which.text
    credits = await say(rt, "quanti cfu ho?", locale="it", conversation="c2")
    assert "36" in credits.text, credits.text


async def test_a_kind_of_document_named_after_an_answer_about_another_is_asked_anew(rt: Runtime) -> None:
    root = workspace(rt)
    (root / "libretto.csv").write_text(GRADES, encoding="utf-8")
    (root / "Festa").mkdir()
    (root / "Festa" / "preventivo_osteria.txt").write_text("Preventivo cena di laurea: totale 1.140,00 euro",
                                                          encoding="utf-8")
    (root / "Festa" / "preventivo_pizzeria.txt").write_text("Preventivo festa: totale 870,00 euro",
                                                           encoding="utf-8")
    await say(rt, "leggi libretto.csv", locale="it")
    dearest = await say(rt, "qual è il preventivo più caro?", locale="it")
    assert "1.140" in dearest.text and "osteria" in dearest.text, dearest.text
    assert "libretto" not in dearest.text


def _flat(root: Path) -> None:
    files = {
        "Cassa comune/spese_comuni_2026.csv": "data,descrizione,importo,valuta,chi\n03/10/2026,detersivi,12.40,EUR,Marco\n"
                                             "05/11/2026,carta igienica,8.00,EUR,Niamh\n"
                                             "12/11/2026,bollitore,24.99,GBP,Niamh\n"
                                             "20/11/2026,spesa grossa,60.00,EUR,Giulia\n",
        "Cassa comune/versamenti_cassa_2026.csv": "mese,Marco,Giulia\nottobre,50,50\nnovembre,50,50\n",
        "Cassa comune/dati_conto_cassa.txt": "IBAN IT60X0542811101000000123456\n",
        "Bollette/bolletta_gas_novembre.txt": "Bolletta gas novembre 2026. Totale da pagare: 88,20 euro\n",
        "Archivio/spese_comuni_2025.csv": "data,descrizione,importo,valuta,chi\n04/11/2025,scopa,9.00,EUR,Marco\n",
    }
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")


@pytest.mark.parametrize(("text", "locale"), [
    ("quanto abbiamo speso dalla cassa comune a novembre?", "it"),
    ("how much did we spend in november?", "en"),
    ("how much did we spend out of the kitty in november?", "en"),
])
async def test_what_was_spent_is_the_expenses_log_not_a_bill_or_the_payments_in(
        rt: Runtime, text: str, locale: str) -> None:
    _flat(workspace(rt))
    got = await say(rt, text, locale=locale)
    assert "spese_comuni_2026.csv" in got.text, got.text
    assert ("68" in got.text) and "24" in got.text and "92" not in got.text, got.text  # € and £ apart
    assert "IT60" not in got.text and "88" not in got.text


KITTY = ("data,chi,cosa,importo,valuta\n03/09/2026,Marco,detersivi,23.40,EUR\n10/09/2026,Giulia,scopa,18.90,EUR\n"
         "22/10/2026,Davide,sciacquone,27.50,EUR\n11/11/2026,Niamh,bollitore,24.99,GBP\n"
         "20/11/2026,Davide,deumidificatore,89.90,EUR\n27/11/2026,Giulia,spesa Coop,28.45,EUR\n")


def test_per_person_the_rows_are_added_up_in_one_currency_and_the_others_said() -> None:
    rows = [line.split(",") for line in KITTY.splitlines()]
    most = answer_table(rows, [], op="max", by="who")
    assert most is not None and (most.label, most.value, most.currency) == ("Davide", Decimal("117.40"), "EUR")
    assert most.by == "chi" and most.left_out == ("GBP",)
    each = answer_table(rows, [], by="each")
    assert each is not None and dict(each.groups) == {"Marco": Decimal("23.40"), "Giulia": Decimal("47.35"),
                                                      "Davide": Decimal("117.40")}
    november = answer_table(rows, ["novembre"], op="min", by="who")
    assert november is not None and (november.label, november.value) == ("Giulia", Decimal("28.45"))
    # no column of names that repeat: no per-person figure, never one made up
    prices = [["articolo", "prezzo"], ["pane", "2.10"], ["latte", "1.30"]]
    assert answer_table(prices, [], op="max", by="who") is None or answer_table(prices, [], op="max", by="who").by is None


@pytest.mark.parametrize(("text", "locale", "said"), [
    ("chi ha speso di più dalla cassa comune?", "it", ["Davide", "117,40"]),
    ("who spent the most?", "en", ["Davide", "117.40"]),
    ("quanto ha speso ciascuno?", "it", ["Marco", "23,40", "Giulia", "47,35", "Davide", "117,40"]),
    ("how much did each of us spend?", "en", ["Marco", "23.40", "Giulia", "47.35"]),
])
async def test_who_spent_most_and_each_ones_total_come_from_the_expenses_log(
        rt: Runtime, text: str, locale: str, said: list[str]) -> None:
    root = workspace(rt)
    (root / "Cassa comune").mkdir()
    (root / "Cassa comune" / "spese_comuni.csv").write_text(KITTY, encoding="utf-8")
    (root / "Cassa comune" / "versamenti.csv").write_text("mese,Marco,Giulia\nottobre,25,25\n", encoding="utf-8")
    got = await say(rt, text, locale=locale)
    assert all(w in got.text for w in said), got.text
    assert "GBP" in got.text  # the pounds are said to be left out, never added to euros


CHAT_QUOTE = """Messaggi WhatsApp con Tonino (Trattoria da Tonino, Via Roma 3) - copiati da Lucia

[02/11/2026 18:04] Lucia: Ciao Tonino, ti scrivo per la cena della cresima, saremmo in 20
[02/11/2026 18:31] Tonino: Auguri! Ecco il nostro preventivo:
  antipasto, primo, secondo e dolce: 35,00 € a persona
  20 persone x 35,00 = TOTALE 700,00 € tutto compreso
[02/11/2026 18:40] Lucia: Perfetto, grazie!
"""


def test_a_quote_written_in_a_chat_is_a_quote_from_who_wrote_it() -> None:
    assert classify_document(CHAT_QUOTE, "messaggi_tonino.txt") == "quote"
    assert classify_document("[02/11/2026 18:04] Lucia: ci vediamo alla festa\n"
                             "[02/11/2026 18:05] Anna: porto io la torta, 20 euro\n", "chat.txt") == "other"
    entries = extract_entries(CHAT_QUOTE, ["supplier", "price"], source="messaggi_tonino.txt")
    assert [(e.values["supplier"], e.values["price"]) for e in entries] == [("Trattoria da Tonino", Decimal("700.00"))]


async def test_the_quotes_for_an_occasion_include_one_in_a_chat_and_leave_last_years_out(rt: Runtime) -> None:
    root = workspace(rt)
    (root / "Cresima Leo").mkdir()
    (root / "Archivio").mkdir()
    (root / "Cresima Leo" / "messaggi_tonino.txt").write_text(CHAT_QUOTE, encoding="utf-8")
    (root / "Cresima Leo" / "preventivo_ristorante_sole.txt").write_text(
        "PREVENTIVO n. 12\nCena per la cresima di Leo, 20 persone: totale 900,00 €\nValidità dell'offerta: 30 giorni\n",
        encoding="utf-8")
    (root / "Archivio" / "preventivo_ristorante_sole_2025.txt").write_text(
        "PREVENTIVO n. 3\nCena per la cresima di Anna, 20 persone: totale 650,00 €\nValidità dell'offerta: 30 giorni\n",
        encoding="utf-8")
    listed = await say(rt, "i preventivi della cresima", locale="it")
    assert "messaggi_tonino.txt" in listed.text and "preventivo_ristorante_sole.txt" in listed.text, listed.text
    assert "2025" not in listed.text
    cheapest = await say(rt, "qual è il preventivo più economico per la cresima?", locale="it")
    assert "Trattoria da Tonino" in cheapest.text and "700" in cheapest.text, cheapest.text
    assert "650" not in cheapest.text


def test_a_new_question_sharing_one_word_with_an_option_is_no_choice_of_it() -> None:
    prompt = Prompt(dialogue_id="d1", kind="choose", expires_at=0.0, text="Quale intendi?", choices=(
        Choice(key="1", label="~/Bollette/bolletta_luce_ottobre.pdf"),
        Choice(key="2", label="~/Bollette/fattura_fastweb_novembre.pdf"),
        Choice(key="3", label="~/Università/libretto_esami.csv")))
    assert option_for(prompt, "quanto è venuta la bolletta del gas di novembre?") is None
    assert option_for(prompt, "quella di fastweb") == "2"
    assert option_for(prompt, "il libretto esami") == "3"


async def test_questions_said_with_words_no_document_says(rt: Runtime) -> None:
    root = workspace(rt)
    (root / "Università").mkdir()
    (root / "Università" / "libretto.csv").write_text(GRADES, encoding="utf-8")
    (root / "Bollette").mkdir()
    (root / "Bollette" / "bolletta_gas_novembre.txt").write_text(
        "HERA COMM - Bolletta gas\nPeriodo: novembre 2026\nTotale da pagare: 183,60 €\n", encoding="utf-8")
    (root / "Bollette" / "fattura_fastweb_novembre.txt").write_text(
        "FASTWEB - Fattura\nCanone mensile: 29,95 €\n", encoding="utf-8")
    (root / "Festa").mkdir()
    (root / "Festa" / "invitati_festa.csv").write_text("nome,conferma\nAnna,sì\nLuca,no\n", encoding="utf-8")
    (root / "regole_casa.md").write_text("ospiti a dormire: al massimo tre notti\n", encoding="utf-8")
    credits = await say(rt, "quanti cfu ho fatto finora", locale="it")
    assert "36" in credits.text, credits.text
    average = await say(rt, "qual è la media dei miei voti?", locale="it")
    assert "28,25" in average.text
    gas = await say(rt, "quanto è venuta la bolletta del gas di novembre?", locale="it")
    assert "183,60" in gas.text and "29,95" not in gas.text, gas.text
    guests = await say(rt, "open the guest list", locale="en")
    assert "Anna" in guests.text and "ospiti" not in guests.text, guests.text
    listed = await say(rt, "apri la lista degli invitati", locale="it")
    assert "Anna" in listed.text and listed.prompt is None, listed.text


def _oven(root: Path) -> None:
    files = {
        "Forno/preventivo_termoforni.txt": "PREVENTIVO n. 88\nForno a platea: totale 18.800,00 €\nValidità dell'offerta: 60 giorni\n",
        "Forno/preventivo_lamorgese.txt": "PREVENTIVO n. 41\nForno elettrico: totale 17.500,00 €\nOfferta valida fino al 31/12/2026\n",
        "Forno/offerta_tecnoservice.txt": "TECNOSERVICE - FATTURA n. 212\nRiparazione forno: 480,00 € + IVA\n"
                                         "Totale da pagare: 585,60 €\nScadenza pagamento: 24/12/2026\n",
        "Forno/re_richiesta_forno.eml": "From: Italforni <vendite@example.org>\nTo: forno@example.org\n"
                                       "Subject: Re: richiesta forno\n\nCome promesso ecco la nostra migliore offerta "
                                       "per il forno: 15.500,00 € IVA esclusa. Offerta valida fino al 15/01/2027.\n",
    }
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")


def test_the_quotes_sent_are_those_whose_text_is_a_quote_whatever_their_names_say(tmp_path: Path) -> None:
    root = tmp_path / "files"
    _oven(root)
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        view = grounding_view(root, "rosa", index)
        got = plan_words("send the three oven quotes to studio@example.org", locale="en", view=view)
    assert got.plan is not None, got
    attached = got.plan.steps[-1].args["attachments"]
    assert sorted(attached) == ["~/Forno/preventivo_lamorgese.txt", "~/Forno/preventivo_termoforni.txt",
                                "~/Forno/re_richiesta_forno.eml"]  # the invoice named "offerta" is none


def test_a_title_after_the_companys_name_says_the_kind() -> None:
    bill = ("FASTWEB S.p.A. - Fattura n. M026118734\nCliente: Marco Ferretti\nCanone mensile: 29,95 € IVA inclusa\n"
            "Importo addebitato sul conto il 05/12/2026\n")
    assert classify_document(bill, "fattura_fastweb_novembre.pdf") == "invoice"


@pytest.mark.parametrize(("text", "locale", "said"), [
    ("is offerta_tecnoservice a quote?", "en", "No: offerta_tecnoservice.txt is an invoice, not a quote."),
    ("offerta_tecnoservice è un preventivo?", "it", "No: offerta_tecnoservice.txt è una fattura, non un preventivo."),
    ("is preventivo_lamorgese a quote?", "en", "Yes: preventivo_lamorgese.txt is a quote."),
    ("che tipo di documento è offerta_tecnoservice?", "it", "offerta_tecnoservice.txt è una fattura."),
])
async def test_whether_a_document_is_of_a_kind_is_what_its_text_says(
        rt: Runtime, text: str, locale: str, said: str) -> None:
    _oven(workspace(rt))
    got = await say(rt, text, locale=locale)
    assert got.text == said, got.text


async def test_the_mail_or_phone_of_someone_is_their_row_in_the_list_not_an_email_message(rt: Runtime) -> None:
    root = workspace(rt)
    _oven(root)  # a saved e-mail sits in Forno: "la mail" must not be taken for it
    from openpyxl import Workbook
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    for row in (["Fornitore", "Telefono", "E-mail"], ["Molino Di Cecca", "080 311 4520", "ordini.dicecca@example.org"],
                ["Caseificio Murgia", "080 316 2271", "caseificio@example.org"]):
        sheet.append(row)
    (root / "Fornitori").mkdir()
    book.save(root / "Fornitori" / "elenco_fornitori.xlsx")
    mail = await say(rt, "qual è la mail del molino?", locale="it")
    assert "ordini.dicecca@example.org" in mail.text and "vendite@" not in mail.text, mail.text
    phone = await say(rt, "qual è il numero del caseificio?", locale="it")
    assert "080 316 2271" in phone.text and "Molino" not in phone.text, phone.text
    english = await say(rt, "what's the phone number of Molino Di Cecca?", locale="en")
    assert "080 311 4520" in english.text, english.text


async def test_the_price_of_one_is_on_the_suppliers_invoice_not_a_payment_in_the_expenses_log(rt: Runtime) -> None:
    root = workspace(rt)
    (root / "Fornitori").mkdir()
    (root / "Conti").mkdir()
    (root / "Fornitori" / "fattura_molino_novembre.txt").write_text(
        "MOLINO DI CECCA - FATTURA n. 311\nSemola rimacinata, sacchi da 25 kg: 40 x 21,50 € = 860,00 €\n"
        "TOTALE FATTURA: 894,40 €\n", encoding="utf-8")
    (root / "Conti" / "spese_2026.csv").write_text(
        "data,fornitore,descrizione,importo\n03/10/2026,Molino Di Cecca,semola sacco (fattura di settembre),1046.80\n",
        encoding="utf-8")
    got = await say(rt, "quanto ci costa adesso un sacco di semola dal molino?", locale="it")
    assert "21,50" in got.text and "1046" not in got.text and "1.046" not in got.text, got.text


TEMPERATURES = ("data,ora,frigo_banco_c,cella_frigo_c,congelatore_c,operatore\n02/11/2026,07:00,3.1,2.4,-19.5,Rosa\n"
                "05/11/2026,07:05,2.8,2.2,-20.1,Rosa\n16/11/2026,07:00,3.6,3.0,-18.9,Michele\n")


async def test_a_sheets_column_named_by_most_words_and_right_after_reading_it(rt: Runtime) -> None:
    root = workspace(rt)
    (root / "HACCP 2026").mkdir()
    (root / "HACCP 2026" / "temperature_novembre.csv").write_text(TEMPERATURES, encoding="utf-8")
    (root / "HACCP 2026" / "temperature_ottobre.csv").write_text(TEMPERATURES.replace("/11/", "/10/"),
                                                                 encoding="utf-8")
    (root / "HACCP 2026" / "piano_autocontrollo.txt").write_text(
        "Piano di autocontrollo: la temperatura del congelatore resta sotto i -18 gradi.\n", encoding="utf-8")
    average = await say(rt, "che temperatura media ha fatto la cella frigo a novembre?", locale="it")
    assert "cella_frigo_c" in average.text and "2,53" in average.text, average.text
    await say(rt, "apri le temperature di novembre", locale="it", conversation="c2")
    highest = await say(rt, "e la temperatura più alta del congelatore?", locale="it", conversation="c2")
    assert "congelatore_c" in highest.text and "-18,9" in highest.text, highest.text
    assert "temperature_ottobre" not in highest.text


async def test_by_when_to_pay_an_invoice_is_its_due_date_and_a_recipient_before_a_comma(rt: Runtime) -> None:
    root = workspace(rt)
    _oven(root)
    due = await say(rt, "entro quando devo pagare la fattura di tecnoservice?", locale="it")
    assert "24 dicembre 2026" in due.text, due.text
    with WorkspaceIndex.open(rt.settings.data_dir / "test-index.db") as index:
        view = grounding_view(root, "admin", index)
        sent = plan_words("manda i tre preventivi del forno al commercialista, studio@example.org", locale="it",
                          view=view)
    assert sent.plan is not None, sent  # "al commercialista," is who it goes to, not what
    assert sorted(sent.plan.steps[-1].args["attachments"]) == [
        "~/Forno/preventivo_lamorgese.txt", "~/Forno/preventivo_termoforni.txt", "~/Forno/re_richiesta_forno.eml"]


LOG = ("data,fornitore,descrizione,importo,valuta\n03/10/2026,Molino,semola,1046.80,EUR\n"
       "04/11/2026,Spice Co.,baccelli di vaniglia Bourbon,86.40,USD\n06/11/2026,Enel,luce negozio,200.00,EUR\n")


async def test_a_thing_the_log_writes_in_the_other_language_is_its_row_and_one_it_lacks_is_said(
        rt: Runtime) -> None:
    root = workspace(rt)
    (root / "Conti").mkdir()
    (root / "Conti" / "spese_2026.csv").write_text(LOG, encoding="utf-8")
    vanilla = await say(rt, "how much did the vanilla cost?", locale="en")
    assert "86.40" in vanilla.text and "1046" not in vanilla.text and "1,333" not in vanilla.text, vanilla.text
    rows = [line.split(",") for line in LOG.splitlines()]
    none = answer_table(rows, ["zafferano"], op="sum")
    assert none is not None and none.kind == "count" and none.rows == []  # never the whole log added up


async def test_an_email_never_goes_without_the_thing_asked_to_send(tmp_path: Path) -> None:
    root = tmp_path / "files"
    (root / "Fornitori").mkdir(parents=True)
    (root / "Fornitori" / "elenco_fornitori.csv").write_text("fornitore,email\nMolino,m@example.org\n",
                                                             encoding="utf-8")
    (root / "Ragazzi").mkdir()
    (root / "Ragazzi" / "pagellino_sofia_novembre.txt").write_text("Sofia: italiano 8, arte 10\n",
                                                                  encoding="utf-8")
    view = WorkspaceView.scan(root)
    listed = plan_words("email the supplier list to rosa@example.org", locale="en", view=view)
    assert listed.plan is not None, listed
    assert listed.plan.steps[-1].args["attachments"] == ["~/Fornitori/elenco_fornitori.csv"]
    report = plan_words("send sofia's report card to vito@example.org", locale="en", view=view)
    attached = report.plan.steps[-1].args.get("attachments") if report.plan is not None else None
    assert attached == ["~/Ragazzi/pagellino_sofia_novembre.txt"] or (
        report.question is not None and "~/Ragazzi/pagellino_sofia_novembre.txt" in
        [o.value for o in report.question.options]), report


async def test_what_was_spent_on_a_thing_with_its_own_list_is_that_list_not_the_expenses_log(rt: Runtime) -> None:
    root = workspace(rt)
    (root / "Matteo").mkdir()
    (root / "Orto").mkdir()
    (root / "Matteo" / "libri_scuola_2026.csv").write_text(
        "materia,titolo,prezzo\nitaliano,Antologia,38.90\nmatematica,Algebra,34.50\n", encoding="utf-8")
    (root / "Orto" / "spese_orto_2026.csv").write_text(
        "data,descrizione,importo\n03/11/2026,semi,12.00\n10/11/2026,concime,20.00\n", encoding="utf-8")
    books = await say(rt, "quanto abbiamo speso per i libri di scuola di matteo?", locale="it")
    assert "73,40" in books.text and "spese_orto" not in books.text, books.text
    # right after, a month asked of the log: its rows of that month, never every row
    await say(rt, "quanto abbiamo speso per l'orto?", locale="it", conversation="c2")
    november = await say(rt, "e a novembre?", locale="it", conversation="c2")
    assert "32" in november.text, november.text


async def test_and_in_another_month_asks_the_same_of_that_month(rt: Runtime) -> None:
    root = workspace(rt)
    (root / "Orto").mkdir()
    (root / "Orto" / "spese_orto_2026.csv").write_text(
        "data,descrizione,importo\n03/10/2026,vanga,25.00\n03/11/2026,semi,12.00\n10/11/2026,concime,20.00\n",
        encoding="utf-8")
    october = await say(rt, "quanto abbiamo speso per l'orto a ottobre?", locale="it")
    assert "25" in october.text, october.text
    november = await say(rt, "e a novembre?", locale="it")
    assert "32" in november.text and "25,00" not in november.text, november.text


async def test_the_one_said_among_those_just_found_and_a_receipt_known_by_its_text(rt: Runtime) -> None:
    root = workspace(rt)
    (root / "Matteo" / "Pallavolo U17").mkdir(parents=True)
    (root / "Nonna" / "Farmacia").mkdir(parents=True)
    (root / "Archivio").mkdir()
    (root / "Matteo" / "Pallavolo U17" / "torneo_lugano.txt").write_text(
        "Torneo di Natale a Lugano: la Christmas Volley Cup, dal 28 al 30 dicembre.\n", encoding="utf-8")
    (root / "Nonna" / "Farmacia" / "farmacia_lugano_ottobre.txt").write_text(
        "FARMACIA CENTRALE LUGANO\nScontrino n. 88\nVoltaren gel CHF 13.50\nTotale pagato CHF 13.50\n"
        "Pagamento con carta\n", encoding="utf-8")
    await say(rt, "cerca i file che parlano di lugano", locale="it")
    volley = await say(rt, "leggimi quello della pallavolo", locale="it")
    assert "Christmas Volley Cup" in volley.text and volley.prompt is None, volley.text
    moved = await say(rt, "metti lo scontrino di lugano in archivio", locale="it")
    shown = [moved.text, *(c.label for c in (moved.prompt.choices if moved.prompt else ()))]
    assert moved.prompt is not None and any("farmacia_lugano_ottobre.txt" in x for x in shown), moved.text
    assert not any("torneo_lugano" in x for x in shown)


def test_the_file_said_before_the_verb_and_a_months_harvest_added_up(tmp_path: Path) -> None:
    (tmp_path / "promemoria.txt").write_text("- pagare il gas\n", encoding="utf-8")
    got = plan_words("nel promemoria aggiungi: prenotare la revisione della panda", locale="it",
                     view=WorkspaceView.scan(tmp_path))
    assert got.plan is not None and got.plan.steps[0].tool == "append_files", got
    assert got.plan.steps[0].args["text"] == "prenotare la revisione della panda"
    harvest = [line.split(",") for line in
               "mese,ortaggio,kg\nluglio,zucchine,11.3\nagosto,pomodori,22.0\nagosto,zucchine,4.0\n".splitlines()]
    august = answer_table(harvest, ["produce", "agosto"], amount=True)
    assert august is not None and (august.op, august.value, august.column) == ("sum", Decimal("26.0"), "kg")
    books = [line.split(",") for line in "materia,prezzo\nitaliano,38.90\nstoria,22.00\n".splitlines()]
    dearest = answer_table(books, ["books"], op="max")  # a word no row says: still the dearest of them
    assert dearest is not None and dearest.label == "italiano"


def test_a_folder_named_before_the_word_folder_at_the_start(tmp_path: Path) -> None:
    (tmp_path / "Casa").mkdir()
    (tmp_path / "Casa" / "lista_spesa.txt").write_text("latte\n", encoding="utf-8")
    view = WorkspaceView.scan(tmp_path)
    got = plan_words("casa folder contents pls", locale="en", view=view)
    assert got.plan is not None and got.plan.steps[0].args["base_path"] == "~/Casa", got
    made = plan_words("make folder trips", locale="en", view=view)  # "make" is no folder of theirs
    assert made.plan is not None and made.plan.steps[0].tool == "create_dirs", made


def _club(root: Path) -> None:
    files = {
        "Cassa/quote_incassate_2026-27.csv": "data,socio,causale,importo,valuta\n15/09/2026,Anna,quota serie D,220.00,EUR\n"
                                             "03/10/2026,Elena,quota under 16,160.00,EUR\n"
                                             "10/10/2026,Gasser,bonifico dalla Svizzera,210.00,CHF\n",
        "Materiale/preventivo_sportissimo.txt": "PREVENTIVO n. 12\nPalloni Mikasa: totale 1.480,00 €\nOfferta valida 30 giorni\n",
        "Archivio/preventivo_sportissimo_2025.txt": "PREVENTIVO n. 3\nPalloni: totale 1.090,00 €\nOfferta valida 30 giorni\n",
        "Verbali/verbale_assemblea_2026-09-05.txt": "Assemblea dei soci, 5 settembre 2026. Entrate 14.820 €.\n",
        "Verbali/verbale_direttivo_2026-11-12.txt": "Direttivo del 12 novembre 2026. Prossima riunione: 14 gennaio 2027.\n",
        "Soci/Certificati medici/certificato_anna.txt": "Certificato medico sportivo, scade il 03/09/2027\n",
        "Soci/Certificati medici/certificato_elena.txt": "Certificato medico sportivo, scade il 19/12/2026\n",
        "Stagione/calendario.csv": "giornata,data,ora,casa,ospiti\n9,05/12/2026,18:00,Volley Avisio,Rovereto\n"
                                   "10,12/12/2026,20:30,Volano Volley,Volley Avisio\n",
        "Campo/training_schedule.md": "Training: Tuesday and Thursday, time 19:00. Home matches on Saturday.\n",
    }
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    import os
    os.utime(root / "Verbali/verbale_assemblea_2026-09-05.txt", (1_788_000_000, 1_788_000_000))


@pytest.mark.parametrize(("text", "locale", "expected"), [
    ("cancella il preventivo vecchio di sportissimo", "it", ("delete_files", ["~/Archivio/preventivo_sportissimo_2025.txt"])),
    ("delete last year's sportissimo quote", "en", ("delete_files", ["~/Archivio/preventivo_sportissimo_2025.txt"])),
    ("apri l'ultimo verbale del direttivo", "it", ("read_files", ["~/Verbali/verbale_direttivo_2026-11-12.txt"])),
])
def test_the_old_one_the_newest_one(tmp_path: Path, text: str, locale: str, expected: tuple[str, list[str]]) -> None:
    root = tmp_path / "files"
    _club(root)
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words(text, locale=locale, view=grounding_view(root, "chiara", index))
    assert got.plan is not None, got
    step = got.plan.steps[0]
    assert (step.tool, step.args["paths"]) == expected


async def test_club_questions_a_new_user_asks(rt: Runtime) -> None:
    _club(workspace(rt))
    received = await say(rt, "how much did we recieve in october?", locale="en")
    assert "160" in received.text and "210" in received.text and "370" not in received.text, received.text
    assert "verbale" not in received.text  # no file named that was not the one answered from
    certs = await say(rt, "which medical certs have we got on file?", locale="en")
    assert "certificato_anna.txt" in certs.text and "certificato_elena.txt" in certs.text, certs.text
    game = await say(rt, "what time is the volano game?", locale="en")
    assert "20:30" in game.text and "training" not in game.text, game.text
    fees = await say(rt, "qual è il preventivo più economico per i palloni?", locale="it")
    assert "quote_incassate" not in fees.text and "1.480" in fees.text, fees.text


async def test_members_paying_in_and_a_question_about_the_minutes_just_read(rt: Runtime) -> None:
    root = workspace(rt)
    _club(root)
    (root / "Cassa" / "quote_incassate_2026-27.csv").write_text(
        "data,socio,causale,importo,valuta\n15/09/2026,Anna,quota serie D,220.00,EUR\n"
        "20/09/2026,Elena,quota serie D,220.00,EUR\n01/10/2026,Laura,quota under 16,160.00,EUR\n"
        "12/11/2026,Anna,divisa,50.00,EUR\n10/10/2026,Gasser,bonifico dalla Svizzera,210.00,CHF\n", encoding="utf-8")
    (root / "email_torneo.txt").write_text("Entry fee: EUR 60.00 per player, paid when you register.\n",
                                           encoding="utf-8")
    most = await say(rt, "who's paid the most into the club this season?", locale="en")
    assert "Anna" in most.text and "270" in most.text and "CHF" in most.text, most.text
    each = await say(rt, "how much has each member paid in total this season?", locale="en")
    assert "Anna €270.00" in each.text and "Elena €220.00" in each.text, each.text
    await say(rt, "apri l'ultimo verbale del direttivo", locale="it", conversation="c2")
    meeting = await say(rt, "quando è la prossima riunione?", locale="it", conversation="c2")
    assert "14 gennaio 2027" in meeting.text and "assemblea" not in meeting.text, meeting.text


def test_who_has_not_done_it_is_the_rows_whose_yes_no_column_says_no() -> None:
    members = [["Socio", "Squadra", "Quota (€)", "Pagata"], ["Anna", "Serie D", "220", "sì"],
               ["Caterina", "Serie D", "220", "no"], ["Ilaria", "Under 16", "160", "no"], ["Nicola", "Amatori", "120", "sì"]]
    unpaid = answer_table(members, ["pagato", "quota"], count=True, negated=True)
    assert unpaid is not None and unpaid.kind == "count" and [r[0] for r in unpaid.rows] == ["Caterina", "Ilaria"]
    paid = answer_table(members, ["pagato", "quota"], count=True)  # members counted, never their fees added
    assert paid is not None and paid.kind == "count" and [r[0] for r in paid.rows] == ["Anna", "Nicola"]
    who = answer_table(members, ["pagato"], who=True, negated=True)
    assert who is not None and [r[0] for r in who.rows] == ["Caterina", "Ilaria"]


async def test_the_cheapest_quote_asked_with_no_place_is_among_this_years_quotes_any_kind_of_file(rt: Runtime) -> None:
    root = workspace(rt)
    _club(root)
    (root / "Materiale" / "re_richiesta_prezzi.eml").write_text(
        "From: Rete e Rete <vendite@example.org>\nTo: cassa@example.org\nSubject: Re: palloni\n\n"
        "Ecco il nostro preventivo per 20 palloni: totale 1.190,00 €. Offerta valida fino al 31/12/2026.\n",
        encoding="utf-8")
    saving = await say(rt, "quanto risparmiamo se prendiamo il preventivo più economico invece del più caro?",
                       locale="it")
    assert "290,00" in saving.text and "1.090" not in saving.text, saving.text
    empty = root / "Stagione" / "Video partite"
    empty.mkdir(parents=True)
    videos = await say(rt, "any match videos in video partite yet?", locale="en")
    assert "empty" in videos.text.lower() or "no file" in videos.text.lower(), videos.text


async def test_an_english_question_over_an_italian_sheet(rt: Runtime) -> None:
    root = workspace(rt)
    (root / "Soci").mkdir()
    from openpyxl import Workbook
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    for row in (["Socio", "Squadra", "Quota (€)", "Pagata"], ["Anna", "Serie D", 220, "sì"],
                ["Caterina", "Serie D", 220, "no"], ["Ilaria", "Under 16", 160, "no"]):
        sheet.append(row)
    book.save(root / "Soci" / "iscritti_2026-27.xlsx")
    unpaid = await say(rt, "how many members haven't paid their fees yet?", locale="en")
    assert "Caterina" in unpaid.text and "Ilaria" in unpaid.text and "Anna" not in unpaid.text, unpaid.text
    (root / "Stagione").mkdir()
    (root / "Stagione" / "calendario_serie_d.csv").write_text("giornata,data,ora\n9,05/12/2026,18:00\n",
                                                              encoding="utf-8")
    with WorkspaceIndex.open(rt.settings.data_dir / "t-index.db") as index:
        view = grounding_view(root, "admin", index)
        sent = plan_words("send the match calendar to genitori@example.org", locale="en", view=view)
    # a file named calendario: never "I can't manage a calendar"
    assert sent.refusal_key != "planner.out_of_scope", sent
    italian = plan_words("manda il calendario a genitori@example.org", locale="it", view=WorkspaceView.scan(root))
    assert italian.plan is not None, italian
    assert italian.plan.steps[-1].args["attachments"] == ["~/Stagione/calendario_serie_d.csv"]


def test_the_fees_ledger_is_the_sheet_of_fees_never_an_e_mail_that_says_fee_and_register(
        tmp_path: Path) -> None:
    root = tmp_path / "files"
    _write(root, {
        "Cassa/quote_incassate_2026-27.csv": "data,socio,causale,importo\n05/09/2026,Anna,quota Serie D,220.00\n",
        "Archivio/quote_incassate_2025-26.csv": "data,socio,causale,importo\n05/09/2025,Anna,quota,200.00\n",
        "Stagione/email_cup.eml": ("Subject: Spring Cup\n\nEntry fee: EUR 60.00 per player, paid when you"
                                   " register.\n"),
    })
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        view = grounding_view(root, "admin", index)
        got = plan_words("open the fees ledger", locale="en", view=view)
    assert got.plan is not None, got
    assert got.plan.steps[0].args["paths"] == ["~/Cassa/quote_incassate_2026-27.csv"]


def _fixtures(root: Path) -> tuple[str, str, str]:
    """A fixture list with a match last week, one in three days and one in ten; the minutes of a
    meeting that say "prossima" (of the next meeting) and never a match."""
    today = date.today()
    days = [(today + timedelta(days=n)).strftime("%d/%m/%Y") for n in (-7, 3, 10)]
    rows = [f"{n},{d},Lavis,Volley Avisio,{team}" for n, (d, team) in
            enumerate(zip(days, ("Aldeno Volley", "Volley Levico", "Volano Volley"), strict=True), 1)]
    _write(root, {
        "Stagione/calendario_serie_d.csv": "giornata,data,palestra,casa,ospiti\n" + "\n".join(rows) + "\n",
        "Verbali/verbale_direttivo.txt": "Verbale del direttivo.\nProssima riunione: giovedì 14 gennaio 2027.\n",
        "Cassa/quote_incassate.csv": "data,socio,importo\n05/09/2025,Anna,220.00\n",
    })
    return days[0], days[1], days[2]


@pytest.mark.parametrize(("text", "locale"), [("quando è la prossima partita?", "it"),
                                              ("when's the next match?", "en")])
def test_the_next_match_is_asked_of_the_one_sheet_with_dates_ahead(tmp_path: Path, text: str,
                                                                    locale: str) -> None:
    root = tmp_path / "files"
    _fixtures(root)
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words(text, locale=locale, view=grounding_view(root, "admin", index))
    assert got.plan is not None, got  # never the minutes found by "prossima" alone
    assert got.plan.steps[0].args["paths"] == ["~/Stagione/calendario_serie_d.csv"]
    assert "@next" in got.plan.steps[1].args["focus"]


def test_the_next_meeting_is_still_read_in_the_minutes_that_say_it(tmp_path: Path) -> None:
    root = tmp_path / "files"
    _fixtures(root)
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words("quando è la prossima riunione?", locale="it", view=grounding_view(root, "admin", index))
    assert got.plan is not None, got
    assert got.plan.steps[0].args["paths"] == ["~/Verbali/verbale_direttivo.txt"]


def test_two_sheets_with_dates_ahead_are_asked_about(tmp_path: Path) -> None:
    root = tmp_path / "files"
    _fixtures(root)
    ahead = (date.today() + timedelta(days=5)).strftime("%d/%m/%Y")
    (root / "Campo" / "turni_pulizia.csv").parent.mkdir()
    (root / "Campo" / "turni_pulizia.csv").write_text(f"data,chi\n{ahead},Anna\n", encoding="utf-8")
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words("when's the next match?", locale="en", view=grounding_view(root, "admin", index))
    assert got.plan is None and got.question is not None, got
    assert [o.value for o in got.question.options][:2] == ["~/Campo/turni_pulizia.csv",
                                                           "~/Stagione/calendario_serie_d.csv"]


async def test_the_next_match_is_the_first_row_from_today(rt: Runtime) -> None:
    past, soon, later = _fixtures(workspace(rt))
    reply = await say(rt, "quando è la prossima partita?", locale="it")
    assert soon in reply.text and "Volley Levico" in reply.text, reply.text
    assert past not in reply.text and later not in reply.text and "Volano" not in reply.text, reply.text


@pytest.mark.parametrize("text", ["how much is the serie d fee?", "how much is the serie d fee this season?"])
def test_a_fee_asked_of_a_name_is_read_where_a_fee_is_said_never_in_the_namesake_that_says_none(
        tmp_path: Path, text: str) -> None:
    root = tmp_path / "files"
    _write(root, {
        "Stagione 2026-27/calendario_serie_d.csv": "giornata,data,casa,ospiti\n1,10/10/2026,Avisio,Aldeno\n",
        "Verbali/verbale_assemblea.txt": "Quote 2026-27: Serie D 220,00 euro, Under 16 160,00 euro.\n",
        "Foto/squadra.txt": "Foto della squadra.\n",
    })
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words(text, locale="en", view=grounding_view(root, "admin", index))
    assert got.plan is not None, got  # the fixture list says nothing of a fee
    assert got.plan.steps[0].args["paths"] == ["~/Verbali/verbale_assemblea.txt"]


def test_the_next_instalment_of_the_gym_is_read_in_its_contract_never_in_the_fixture_list(tmp_path: Path) -> None:
    root = tmp_path / "files"
    _fixtures(root)
    _write(root, {
        "Campo/contratto_palestra_comunale.txt": (
            "Convenzione per l'uso della palestra comunale, stagione 2026/27. Corrispettivo: 6.000,00 euro,"
            " in tre rate da 2.000,00 euro entro il 30/09/2026, il 31/01/2027 e il 30/04/2027.\n"),
        "Archivio/contratto_palestra_2025-26.txt": (
            "Convenzione per l'uso della palestra comunale, stagione 2025/26. Corrispettivo: 5.280,00 euro,"
            " in tre rate.\n"),
    })
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words("entro quando va pagata la prossima rata della palestra?", locale="it",
                         view=grounding_view(root, "admin", index))
    # the fixture list has a column "palestra" and dates ahead: never it
    paths = got.plan.steps[0].args["paths"] if got.plan is not None else [
        o.value for o in got.question.options] if got.question is not None else []
    assert paths and "~/Stagione/calendario_serie_d.csv" not in paths, got
    assert paths[0] == "~/Campo/contratto_palestra_comunale.txt", got


def _guests(root: Path) -> None:
    rules_it = ("# Regole della casa\n- Check-in dalle 15 alle 19; se arrivate dopo le 19 avvisate Ann.\n"
                "- Check-out entro le 10:30.\n- Colazione dalle 8 alle 10 nella sala comune.\n")
    rules_en = ("# House rules\n- Check-in from 3 pm to 7 pm; if you arrive after 7 pm, please let Ann know.\n"
                "- Check-out by 10:30 am.\n- Breakfast from 8 to 10 in the common room.\n")
    _write(root, {
        "Ospiti/regole_casa.md": rules_it,
        "Ospiti/house_rules.md": rules_en,
        "Ospiti/codici_ospiti.txt": "Codici per gli ospiti\nCassetta delle chiavi: 4817\nWi-Fi: Cipresso&Ulivo26\n",
        "Prenotazioni/prenotazioni_natale_2026.csv": (
            "ospite,arrivo,partenza,persone\nSchmidt,23/12/2026,27/12/2026,4\nHarris,28/12/2026,02/01/2027,2\n"),
        "Prenotazioni/mail_schmidt.eml": "Subject: arrival\n\nWe arrive late, as last time. See you soon!\n",
    })


@pytest.mark.parametrize(("text", "locale", "path"), [
    ("what time is checkout?", "en", "~/Ospiti/house_rules.md"),
    ("a che ora è il check-out?", "it", "~/Ospiti/regole_casa.md"),
])
def test_the_house_rules_in_two_languages_are_read_in_the_persons(tmp_path: Path, text: str, locale: str,
                                                                  path: str) -> None:
    root = tmp_path / "files"
    _guests(root)
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words(text, locale=locale, view=grounding_view(root, "admin", index))
    assert got.plan is not None, got  # never the e-mail found by "time", never a question of the two
    assert got.plan.steps[0].args["paths"] == [path]


def test_guests_over_christmas_are_never_counted_in_a_note_named_ospiti(tmp_path: Path) -> None:
    root = tmp_path / "files"
    _guests(root)
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words("how many guests are coming over christmas and new year?", locale="en",
                         view=grounding_view(root, "admin", index))
    paths = got.plan.steps[0].args["paths"] if got.plan is not None else [
        o.value for o in got.question.options] if got.question is not None else []
    assert paths and paths[0] == "~/Prenotazioni/prenotazioni_natale_2026.csv", got


@pytest.mark.parametrize(("text", "paid"), [
    ("Fattura n. 57\nTotale 180,00 €\nPAGATA in contanti il 30/11/2026.", True),
    ("Totale: 326,30 €\nPagata con bonifico il 30/09/2026.", True),
    ("Invoice 12. Total £40. Paid on 3 May 2026 by card.", True),
    ("Pagamento: bonifico entro il 20/12/2026.", False),
    ("Importo da pagare: 412,36 €. Fattura non pagata.", False),
    ("Amount to be paid by 31 December 2026.", False),
    ("Totale 90 €, da saldare entro il mese.", False),
])
def test_a_bill_says_whether_it_was_paid(text: str, paid: bool) -> None:
    from runtime.documents.kinds import says_paid
    assert says_paid(text) is paid


async def test_what_is_still_to_pay_leaves_out_the_bills_paid_and_says_so(rt: Runtime) -> None:
    folder = workspace(rt) / "Fatture"
    folder.mkdir()
    (folder / "fattura_enel.txt").write_text("ENEL ENERGIA S.p.A.\nFattura n. 4411\nTotale da pagare: 412,36 €\n"
                                             "Scadenza: 15/12/2026\n", encoding="utf-8")
    (folder / "fattura_idraulico.txt").write_text("Sandro Pieri - Idraulica\nFattura n. 57\nTotale: 180,00 €\n"
                                                  "PAGATA in contanti il 30/11/2026.\n", encoding="utf-8")
    reply = await say(rt, "quanto dobbiamo ancora pagare di fatture in tutto?", locale="it")
    assert "412,36" in reply.text and "592,36" not in reply.text, reply.text
    assert "fattura_idraulico.txt" in reply.text and "pagata" in reply.text, reply.text  # said, by name
    every = await say(rt, "quanto fanno le fatture in tutto?", locale="it")
    assert "592,36" in every.text, every.text  # asked of every bill, every bill counts


def _roof(root: Path) -> None:
    _write(root, {
        "Manutenzione/preventivo_tetti_bartolini.txt": "TETTI BARTOLINI\nPREVENTIVO n. 41/2026\nRifacimento del tetto "
                                                        "del fienile: 7.980,00 € IVA inclusa\nValidità dell'offerta: 90 giorni\n",
        "Manutenzione/preventivo_edil_poliziano.txt": "EDIL POLIZIANO s.r.l.\nPREVENTIVO n. 112/2026\nOggetto: rifacimento"
                                                       " della copertura del fienile\nTOTALE: 8.750,00 € IVA inclusa\n",
        "Manutenzione/re_sopralluogo_fienile.eml": (
            "From: Davide Mearini <preventivi@coperture.example.org>\nSubject: Re: sopralluogo fienile\n\nGentile "
            "signor Sodi,\nper il rifacimento completo del tetto del fienile il nostro prezzo è di 9.320,00 € IVA "
            "compresa.\nCordiali saluti\n"),
        "Manutenzione/note_manutenzione.txt": "Lavori: tetto del fienile, piscina, cancello.\n",
        "Archivio/preventivo_tetto_fienile_2024.txt": "EDIL POLIZIANO\nPREVENTIVO n. 88/2024\nTetto del fienile: "
                                                      "6.900,00 €\nValidità dell'offerta: 30 giorni\n",
    })


THREE_ROOF_QUOTES = ["~/Manutenzione/preventivo_edil_poliziano.txt", "~/Manutenzione/preventivo_tetti_bartolini.txt",
                     "~/Manutenzione/re_sopralluogo_fienile.eml"]


@pytest.mark.parametrize("text", [
    "quanto costano in media i tre preventivi per il tetto del fienile?",
    "ciao sono marco. mi dici quanto costano in media i tre preventivi per il tetto del fienile? quello vecchio del "
    "2024 lascialo perdere. grazie",
])
def test_the_three_roof_quotes_are_this_years_three_whatever_their_names_say(tmp_path: Path, text: str) -> None:
    root = tmp_path / "files"
    _roof(root)
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words(text, locale="it", view=grounding_view(root, "admin", index))
    assert got.plan is not None, got  # never the one of 2024 alone, never the notes
    assert sorted(got.plan.steps[0].args["paths"]) == THREE_ROOF_QUOTES


def test_a_quote_written_in_an_e_mail_as_our_price_is_a_quote() -> None:
    mail = ("From: Davide Mearini\nSubject: Re: sopralluogo\n\nGentile signor Sodi,\nper il rifacimento del tetto "
            "il nostro prezzo è di 9.320,00 € IVA compresa, ponteggio incluso.\nCordiali saluti\n")
    assert classify_document(mail, "re_sopralluogo_fienile.eml") == "quote"


@pytest.mark.parametrize(("text", "rest", "years"), [
    ("media dei preventivi del tetto? quello vecchio del 2024 lascialo perdere. grazie",
     "media dei preventivi del tetto? grazie", {"2024"}),
    ("average the roof quotes. leave out the old one", "average the roof quotes.", set()),
])
def test_a_sentence_leaving_out_an_old_one_is_taken_apart(text: str, rest: str, years: set[str]) -> None:
    from runtime.planning.documents import left_out_sentence
    from runtime.planning.grammar import plan_words as _  # noqa: F401  (the lexicon loaded)
    from runtime.planning.lexicon import lexicon
    from runtime.planning.request import PlanRequest
    from runtime.planning.slots import read_slots

    req = PlanRequest(text, text.lower(), "it", lexicon(), read_slots(text, None), None, None, {})
    assert left_out_sentence(req) == (rest, years)
    other = "leggi i preventivi del 2026. lascia stare la ricetta"
    assert left_out_sentence(PlanRequest(other, other, "it", lexicon(), read_slots(other, None), None, None, {})) \
        is None  # nothing old is left out


def test_how_much_someone_paid_is_read_in_the_sheet_with_money_never_their_review(tmp_path: Path) -> None:
    from openpyxl import Workbook
    root = tmp_path / "files"
    (root / "Ospiti").mkdir(parents=True)
    (root / "Prenotazioni").mkdir()
    (root / "Ospiti" / "recensioni_2026.csv").write_text(
        "data,ospite,paese,voto,commento\n23/04/2026,Müller Klaus,Germania,9.6,lovely room and view\n"
        "10/05/2026,Harris Paul,Regno Unito,10,the best room\n", encoding="utf-8")
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    for row in [["Ospite", "Camera", "Arrivo", "Prezzo/notte (€)", "Totale (€)"],
                ["Müller Klaus", "Cipresso", "18/04/2026", 120, 480], ["Harris Paul", "Ulivo", "10/05/2026", 125, 625],
                ["Müller Klaus", "Cipresso", "01/08/2026", 160, 1120]]:
        sheet.append(row)
    book.save(root / "Prenotazioni" / "prenotazioni_2026.xlsx")
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words("how much did klaus mueller pay us for the rooms this year?", locale="en",
                         view=grounding_view(root, "admin", index))
    assert got.plan is not None, got
    assert got.plan.steps[0].args["paths"] == ["~/Prenotazioni/prenotazioni_2026.xlsx"]


def _farm(root: Path) -> None:
    _write(root, {
        "Archivio/vendite_olio_2025.csv": "data;cliente;totale\n02/10/2025;Enoteca;300,00\n",
        "Olio/vendite_olio_2026.csv": "data;cliente;totale\n22/09/2026;Enoteca La Fortezza;300,00\n",
        "note.txt": "- comprare il concime\n",
        "Manutenzione/note_manutenzione.txt": "Lavori da fare prima della stagione\n",
    })


@pytest.mark.parametrize(("text", "locale"), [("what's in the archive?", "en"), ("what is in the archive?", "en"),
                                              ("cosa c'è in archivio?", "it")])
def test_the_archive_said_as_a_place_is_the_folder_archivio(tmp_path: Path, text: str, locale: str) -> None:
    _farm(tmp_path)
    got = plan_words(text, locale=locale, view=WorkspaceView.scan(tmp_path))
    assert got.plan is not None, got  # never "archive" the verb, with nothing to move
    assert got.plan.steps[0].args["base_path"] == "~/Archivio"
    order = plan_words("archive note.txt", locale="en", view=WorkspaceView.scan(tmp_path))
    assert order.plan is not None and order.plan.steps[-1].tool == "move_files", order


def test_words_written_into_the_notes_are_never_refused_for_what_they_say(tmp_path: Path) -> None:
    _farm(tmp_path)
    got = plan_words("scrivi nelle note: chiamare l'enologo per il travaso", locale="it",
                     view=WorkspaceView.scan(tmp_path))
    assert got.plan is not None, got  # "chiamare" is written down, not a call asked for
    step = got.plan.steps[0]
    assert step.tool == "append_files" and step.args["path"] == "~/note.txt"  # never note_manutenzione
    assert step.args["text"] == "chiamare l'enologo per il travaso"


def test_who_bought_is_a_question_about_records_never_a_purchase_refused(tmp_path: Path) -> None:
    _farm(tmp_path)
    got = plan_words("chi ci ha comprato più olio?", locale="it", view=WorkspaceView.scan(tmp_path))
    assert got.refusal_key != "planner.out_of_scope", got
    assert plan_words("comprami l'olio", locale="it",
                      view=WorkspaceView.scan(tmp_path)).refusal_key == "planner.out_of_scope"


@pytest.mark.parametrize(("text", "locale"), [("quale fattura scade per prima?", "it"),
                                              ("which invoice is due first?", "en")])
async def test_the_bill_due_first_is_the_soonest_due_date_of_those_not_paid(rt: Runtime, text: str,
                                                                           locale: str) -> None:
    folder = workspace(rt) / "Fatture"
    folder.mkdir()
    for name, body in {
        "fattura_enel.txt": "ENEL ENERGIA S.p.A.\nFattura n. 4411\nTotale da pagare: 412,36 €\nScadenza: 15/12/2026\n",
        "fattura_lavanderia.txt": "LAVANDERIA IL GIGLIO\nFattura n. 88\nTotale: 238,50 €\nScadenza: 10/12/2026\n",
        "fattura_idraulico.txt": "Sandro Pieri\nFattura n. 57\nTotale: 180,00 €\nScadenza: 01/12/2026\n"
                                 "PAGATA in contanti il 30/11/2026.\n",
    }.items():
        (folder / name).write_text(body, encoding="utf-8")
    reply = await say(rt, text, locale=locale)
    assert "fattura_lavanderia.txt" in reply.text, reply.text  # the idraulico's, due earlier, is paid
    assert "fattura_enel.txt" not in reply.text.split("\n\n")[-1], reply.text


def test_a_figure_of_rows_asked_of_no_named_sheet_is_the_sheet_with_that_column(tmp_path: Path) -> None:
    root = tmp_path / "files"
    _write(root, {
        "Prenotazioni/prenotazioni_2026.csv": "ospite,arrivo,notti,totale\nMüller,01/08/2026,7,1120\nRossi,02/09/2026,3,300\n",
        "Vino/vendite_vino_2026.csv": "data,cliente,bottiglie,totale\n03/08/2026,Enoteca,12,300\n",
        "Prenotazioni/listino_camere.txt": "Listino: prezzo a notte per camera, colazione inclusa. Agosto alta stagione.\n",
    })
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        view = grounding_view(root, "admin", index)
        got = plan_words("quante notti abbiamo venduto ad agosto?", locale="it", view=view)
        english = plan_words("how many nights did we sell in august?", locale="en", view=view)
    for plan in (got, english):
        assert plan.plan is not None, plan  # the sales of wine say "venduto" and August too
        assert plan.plan.steps[0].args["paths"] == ["~/Prenotazioni/prenotazioni_2026.csv"]


def test_the_files_where_a_name_appears_are_searched_by_content(tmp_path: Path) -> None:
    (tmp_path / "mail_schmidt_arrivo.eml").write_text("Subject: arrival\n\nAnna Schmidt\n", encoding="utf-8")
    (tmp_path / "prenotazioni.csv").write_text("ospite,arrivo\nSchmidt Anna,23/12/2026\n", encoding="utf-8")
    got = plan_words("cerca i file dove compaiono gli schmidt", locale="it", view=WorkspaceView.scan(tmp_path))
    assert got.plan is not None, got
    assert got.plan.steps[0].tool == "search_files" and got.plan.steps[0].args["query"] == "schmidt"


def test_the_photos_of_something_kept_elsewhere_are_never_looked_for_in_the_photos_folder(tmp_path: Path) -> None:
    for rel in ("Foto/piscina_agosto.jpg", "Foto/tramonto.png", "Vendemmia 2026/foto_vendemmia_01.jpg",
                "Vendemmia 2026/foto_vendemmia_02.jpg", "Vendemmia 2026/registro_vendemmia.xlsx"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_bytes(b"\xff\xd8\xff")
    (tmp_path / "Archivio").mkdir()
    view = WorkspaceView.scan(tmp_path)
    got = plan_words("cancella le foto della vendemmia", locale="it", view=view)
    assert got.plan is not None, got
    assert got.plan.steps[-1].args["paths"] == ["~/Vendemmia 2026/foto_vendemmia_01.jpg",
                                                "~/Vendemmia 2026/foto_vendemmia_02.jpg"]
    pool = plan_words("sposta le foto della piscina in archivio", locale="it", view=view)
    assert pool.plan is not None and pool.plan.steps[-1].args["paths"] == ["~/Foto/piscina_agosto.jpg"], pool
    every = plan_words("quante foto ho?", locale="it", view=view)
    assert every.plan is not None and every.plan.steps[0].args["base_path"] == "~/Foto", every


@pytest.mark.parametrize(("text", "locale"), [
    ("sposta la fattura dell'idraulico in archivio, tanto è pagata", "it"),
    ("move the plumber's invoice to Archivio, since it's paid", "en"),
])
def test_why_something_is_asked_is_no_part_of_what_is_asked(tmp_path: Path, text: str, locale: str) -> None:
    (tmp_path / "Fatture").mkdir()
    (tmp_path / "Archivio").mkdir()
    (tmp_path / "Fatture" / "fattura_idraulico_pieri.txt").write_text("Fattura n. 57. Totale 180 €", encoding="utf-8")
    (tmp_path / "Fatture" / "fattura_enel.txt").write_text("Fattura n. 4411. Totale 412 €", encoding="utf-8")
    got = plan_words(text, locale=locale, view=WorkspaceView.scan(tmp_path))
    assert got.plan is not None, got
    step = got.plan.steps[-1]
    assert step.tool == "move_files" and step.args["paths"] == ["~/Fatture/fattura_idraulico_pieri.txt"]
    assert step.args["destination"] == "~/Archivio"


def test_which_of_a_column_gives_the_most_asks_the_rows_grouped_by_it(tmp_path: Path) -> None:
    (tmp_path / "raccolta_olive_2026.csv").write_text(
        "data,oliveto,kg_olive\n24/10/2026,Pieve,620\n25/10/2026,Pieve,540\n07/11/2026,Pozzo,700\n", encoding="utf-8")
    root = tmp_path / "files"
    root.mkdir()
    (tmp_path / "raccolta_olive_2026.csv").rename(root / "raccolta_olive_2026.csv")
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words("quale oliveto ha dato più olive", locale="it", view=grounding_view(root, "admin", index))
    assert got.plan is not None, got
    summary = got.plan.steps[-1].args
    assert summary["op"] == "max" and "@by=oliveto" in summary["focus"][0], summary


async def test_a_new_question_right_after_a_sheet_is_never_asked_of_it_when_it_says_none_of_its_words(
        rt: Runtime) -> None:
    root = workspace(rt)
    (root / "raccolta_olive_2026.csv").write_text(
        "data,oliveto,kg_olive\n24/10/2026,Pieve,620\n25/10/2026,Pieve,540\n07/11/2026,Pozzo,700\n", encoding="utf-8")
    (root / "prenotazioni_2026.csv").write_text(
        "ospite,camera,arrivo,totale\nMüller,Cipresso,01/08/2026,1120\nSmith,Ulivo,08/08/2026,910\n"
        "Rossi,Cipresso,02/09/2026,300\n", encoding="utf-8")
    first = await say(rt, "quale oliveto ha dato più olive", locale="it")
    assert "Pieve" in first.text and "1.160" in first.text, first.text
    second = await say(rt, "which room earned the most this year?", locale="en")
    assert "olive" not in second.text.lower() or "?" in second.text, second.text  # never the harvest's figures


def test_a_document_named_by_the_question_keeps_it_over_minutes_that_mention_more_of_its_words(
        tmp_path: Path) -> None:
    root = tmp_path / "files"
    _write(root, {
        "Campo/contratto_palestra_comunale.txt": ("Convenzione per l'uso della palestra comunale. Corrispettivo in tre"
                                                  " rate entro il 30/09/2026, il 31/01/2027 e il 30/04/2027.\n"),
        "Verbali/verbale_direttivo.txt": ("Riunione nella saletta della palestra. Ai soci che non hanno pagato si "
                                          "manda un sollecito.\nProssima riunione: 14 gennaio 2027.\n"),
    })
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words("entro quando va pagata la prossima rata della palestra?", locale="it",
                         view=grounding_view(root, "admin", index))
    assert got.plan is not None, got
    assert got.plan.steps[0].args["paths"] == ["~/Campo/contratto_palestra_comunale.txt"]


def test_what_we_put_in_a_folder_is_its_listing_and_an_order_asked_about_is_no_purchase(tmp_path: Path) -> None:
    _farm(tmp_path)
    (tmp_path / "Olio" / "ordine_deli_londra.eml").write_text(
        "Subject: order\n\n24 bottles of olive oil, 780 GBP in total.\n", encoding="utf-8")
    put = plan_words("cosa abbiamo messo in archivio", locale="it", view=WorkspaceView.scan(tmp_path))
    assert put.plan is not None and put.plan.steps[0].args["base_path"] == "~/Archivio", put
    worth = plan_words("how much is the london deli's order worth in total?", locale="en",
                       view=WorkspaceView.scan(tmp_path))
    assert worth.refusal_key != "planner.out_of_scope", worth
    assert plan_words("order me a pizza", locale="en",
                      view=WorkspaceView.scan(tmp_path)).refusal_key == "planner.out_of_scope"


@pytest.mark.parametrize("text", ["how much did the rooms bring in this season?",
                                  "quanto abbiamo guadagnato con le camere?"])
def test_what_something_earned_is_an_amount_asked_and_bring_in_picks_no_row(text: str) -> None:
    from runtime.planning.documents import _ASKS_AMOUNT
    from runtime.planning.lexicon import lexicon, normalize
    assert _ASKS_AMOUNT.search(normalize(text)) is not None
    assert not lexicon().question_fillers.fullmatch("portare")  # "bring in" goes as a whole, never "portare"
    assert lexicon().question_fillers.search("did the rooms bring in") is not None


def _summer_camp(root: Path) -> None:
    """A summer camp's enrolments: the whole year's, the Easter week's beside them, a price list, a parent's e-mail."""
    _write(root, {
        "Iscrizioni/iscrizioni_2026.csv": "bambino,corso,settimane,prezzo_settimana,totale\n"
                                         "Luca Neri,Vela,2,150,300\nSara Bo,Tennis,5,120,600\n"
                                         "Ada Riva,Vela,3,150,450\nTeo Gallo,Tennis,1,120,120\n",
        "Iscrizioni/iscrizioni_pasqua_2026.csv": "bambino,corso,settimane,prezzo_settimana,totale\n"
                                                "Ugo Sala,Vela,1,160,160\nIvo Re,Tennis,1,130,130\n",
        "Iscrizioni/listino_corsi_2027.txt": "Listino corsi 2027: Vela 160 euro a settimana, Tennis 130 euro a "
                                             "settimana. Iscrizioni aperte da marzo.\n",
        "Iscrizioni/mail_genitore.eml": "Subject: iscrizione\n\nVorremmo che nostra figlia resti due settimane, "
                                        "come media dei suoi amici: quante settimane restano di solito?\n",
    })


@pytest.mark.parametrize(("text", "locale", "sheet"), [
    ("quante settimane restano in media i bambini?", "it", "~/Iscrizioni/iscrizioni_2026.csv"),
    ("quante settimane restano in media i bambini a pasqua?", "it", "~/Iscrizioni/iscrizioni_pasqua_2026.csv"),
    ("what's the average stay in weeks?", "en", "~/Iscrizioni/iscrizioni_2026.csv"),
])
def test_an_average_is_of_the_general_sheet_unless_the_words_say_the_other(tmp_path: Path, text: str,
                                                                           locale: str, sheet: str) -> None:
    root = tmp_path / "files"
    _summer_camp(root)
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words(text, locale=locale, view=grounding_view(root, "admin", index))
    assert got.plan is not None, got  # never the parent's e-mail that says "settimane" and "media" too
    assert got.plan.steps[0].args["paths"] == [sheet], got.plan
    assert got.plan.steps[-1].args.get("op") == "average", got.plan


@pytest.mark.parametrize(("text", "locale"), [
    ("quanto hanno reso i corsi in tutta la stagione?", "it"),
    ("quanto hanno fruttato i corsi quest'anno?", "it"),
    ("how much did the courses bring in this season?", "en"),
])
def test_what_something_brought_in_is_added_up_in_the_sheet_of_amounts_never_read_in_a_price_list(
        tmp_path: Path, text: str, locale: str) -> None:
    root = tmp_path / "files"
    _summer_camp(root)
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words(text, locale=locale, view=grounding_view(root, "admin", index))
    assert got.plan is not None, got  # the price list is named "corsi", yet it says what a course costs
    assert got.plan.steps[0].args["paths"] == ["~/Iscrizioni/iscrizioni_2026.csv"], got.plan


async def test_which_one_gave_the_least_right_after_the_top_one_groups_the_rows_again(rt: Runtime) -> None:
    _summer_camp(workspace(rt))
    first = await say(rt, "quale corso ci ha fatto guadagnare di più?", locale="it")
    assert "Vela" in first.text and "750" in first.text, first.text  # 300 + 450, the rows added up per course
    second = await say(rt, "e quale ne ha dato meno?", locale="it")
    assert "Tennis" in second.text and "720" in second.text, second.text  # 600 + 120, never one row (120)
    third = await say(rt, "e quale è stato scelto per più settimane?", locale="it")
    assert "Tennis" in third.text and "6" in third.text and "Vela" not in third.text, third.text


def test_a_column_said_as_it_is_written_wins_over_one_that_says_it_in_another_number() -> None:
    rows = [["ospite", "notti", "persone", "prezzo_notte", "totale"],
            ["Anna", "4", "2", "140", "560"], ["Paul", "2", "2", "110", "220"]]
    got = answer_table(rows, ["notti"], op="average", about=["notte", "nights"])
    assert got is not None and got.column == "notti" and got.value == Decimal(3), got


@pytest.mark.parametrize(("text", "locale", "path"), [
    ("a che ora devono lasciare la camera gli ospiti?", "it", "~/Ospiti/regole.md"),
    ("by what time do guests have to leave the room?", "en", "~/Ospiti/rules.md"),
])
def test_leaving_the_room_is_the_check_out(tmp_path: Path, text: str, locale: str, path: str) -> None:
    root = tmp_path / "files"
    _write(root, {
        "Ospiti/regole.md": "# Regole della casa\n- Il check-in è dalle 15 alle 19, per arrivi più tardi "
                            "avvisate per favore.\n- Il check-out è entro le 11 del giorno della partenza.\n",
        "Ospiti/rules.md": "# House rules\n- Check-in is from 3 to 7 pm, please let us know if you arrive "
                           "later.\n- Check-out is by 11 am on the day you leave.\n",
        "Ospiti/codici.txt": "Cassetta chiavi camera: 4471\n",
    })
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words(text, locale=locale, view=grounding_view(root, "admin", index))
    assert got.plan is not None, got
    assert got.plan.steps[0].args["paths"] == [path], got.plan


def _practice(root: Path) -> None:
    """A small practice: invoices issued and received in two sub-folders, quotes for a survey (one
    an e-mail, one minutes that only say quotes were asked for), a works report, a client's e-mail."""
    _write(root, {
        "Fatture/Emesse/fattura_12_rossi.txt": "FATTURA n. 12/2026 a Rossi Anna. Totale fattura: 1.200,00 €",
        "Fatture/Emesse/fattura_13_verdi.txt": "FATTURA n. 13/2026 a Verdi Ugo. Totale fattura: 800,00 €",
        "Fatture/Ricevute/fattura_software.txt": "FATTURA n. 90 da Softcad srl. Totale fattura: 300,00 €",
        "Fatture/Ricevute/fattura_toner.txt": "FATTURA n. 7 da Toner Più. Totale fattura: 150,00 €",
        "Preventivi/preventivo_scanner_alfa.txt": "PREVENTIVO n. 4 - Alfa Scan: scansione laser della chiesa. "
                                                  "Totale: 2.100,00 € + IVA",
        "Preventivi/re_scansione_chiesa.eml": "From: Beta Rilievi <b@example.org>\nTo: studio@example.org\n"
                                              "Subject: Re: scanner chiesa\n\nle confermo la nostra offerta per "
                                              "lo scanner laser della chiesa.\nImporto complessivo: 1.900,00 € + IVA\n",
        "Riunioni/riunione_ottobre.md": "# Riunione\n- Chiesa: chiedere tre preventivi per lo scanner laser e "
                                        "scegliere entro fine mese.\n",
        "Clienti/relazione_lavori_bianchi.txt": "Relazione tecnica. Inizio lavori 02/11/2026. "
                                                "Fine lavori prevista: 18/12/2026.\n",
        "Posta/bianchi_domanda.eml": "From: Bianchi <bi@example.org>\nSubject: domanda\n\nvolevo sapere se i "
                                     "lavori finiscono prima di Natale.\n",
        "Documenti/visura_camerale.txt": "Visura camerale dello studio, sede in Vignola.\n",
    })


@pytest.mark.parametrize(("text", "locale", "folder"), [
    ("add up the received invoices", "en", "~/Fatture/Ricevute"),
    ("somma le fatture ricevute", "it", "~/Fatture/Ricevute"),
])
def test_invoices_said_received_are_those_of_the_sub_folder_named_so(tmp_path: Path, text: str, locale: str,
                                                                     folder: str) -> None:
    root = tmp_path / "files"
    _practice(root)
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words(text, locale=locale, view=grounding_view(root, "admin", index))
    assert got.plan is not None, got
    first = got.plan.steps[0].args
    paths = first.get("paths") or [first.get("base_path")]
    assert paths and all(str(p).startswith(folder) for p in paths), got.plan  # never the issued ones


def test_the_quotes_are_those_that_state_a_price_never_minutes_that_say_quotes_are_asked_for(
        tmp_path: Path) -> None:
    root = tmp_path / "files"
    _practice(root)
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        got = plan_words("which scanner quote is the cheapest?", locale="en", view=grounding_view(root, "admin", index))
    assert got.plan is not None, got
    assert sorted(got.plan.steps[0].args["paths"]) == ["~/Preventivi/preventivo_scanner_alfa.txt",
                                                       "~/Preventivi/re_scansione_chiesa.eml"], got.plan


async def test_a_question_right_after_a_document_was_found_is_asked_of_it(rt: Runtime) -> None:
    _practice(workspace(rt))
    found = await say(rt, "trova la relazione dei lavori di bianchi", locale="it")
    assert "relazione_lavori_bianchi" in found.text, found.text
    reply = await say(rt, "quando finiscono i lavori?", locale="it")
    assert "18/12/2026" in reply.text or "18 dicembre 2026" in reply.text, reply.text  # never Bianchi's e-mail


def test_according_to_a_document_is_that_document_and_no_table_to_make(tmp_path: Path) -> None:
    root = tmp_path / "files"
    _practice(root)
    _write(root, {"Amministrazione/onorari_2026.csv": "cliente,onorario,fatturato,da_fatturare\n"
                                                      "Rossi Anna,3000,1200,1800\nVerdi Ugo,800,800,0\n"})
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        view = grounding_view(root, "admin", index)
        got = plan_words("quanto resta da fatturare a rossi secondo il foglio degli onorari?", locale="it", view=view)
    assert got.plan is not None, got
    assert got.plan.steps[0].args["paths"] == ["~/Amministrazione/onorari_2026.csv"], got.plan
    assert all(s.tool != "create_files_spreadsheet" for s in got.plan.steps), got.plan  # "foglio" names the source


def test_documents_described_by_other_words_are_no_folder_documenti_and_a_deadline_question_sends_nothing(
        tmp_path: Path) -> None:
    root = tmp_path / "files"
    _practice(root)
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        view = grounding_view(root, "admin", index)
        asked = plan_words("by when do we have to send the extra documents the council asked for on the bianchi job?",
                           locale="en", view=view)
        listed = plan_words("what's in my documents?", locale="en", view=view)
    assert asked.plan is None or all(s.tool != "send_messages" for s in asked.plan.steps), asked
    assert asked.plan is None or all(s.args.get("base_path") != "~/Documenti" for s in asked.plan.steps), asked
    assert listed.plan is not None and listed.plan.steps[0].args["base_path"] == "~/Documenti", listed


async def test_move_them_in_there_right_after_a_folder_was_made_moves_them_into_it(rt: Runtime) -> None:
    _practice(workspace(rt))
    made = await say(rt, "crea la cartella Chiesa dentro preventivi", locale="it")
    assert "Chiesa" in made.text, made.text
    reply = await say(rt, "spostaci dentro i preventivi dello scanner", locale="it")
    assert reply.prompt is not None and "Preventivi/Chiesa" in reply.text, reply.text
    assert "preventivo_scanner_alfa" in reply.text and "re_scansione_chiesa" in reply.text, reply.text


def test_the_roof_quotes_include_the_one_that_says_roof_in_other_words(tmp_path: Path) -> None:
    root = tmp_path / "files"
    _write(root, {
        "Lavori/preventivo_tetti_neri.txt": "PREVENTIVO n. 3: rifacimento del tetto. Totale: 7.900,00 €",
        "Lavori/preventivo_edil_sud.txt": "PREVENTIVO n. 9: rifacimento della copertura del fienile. Totale: 8.700,00 €",
        "Lavori/preventivo_infissi.txt": "PREVENTIVO n. 5: finestre in legno. Totale: 3.100,00 €",
    })
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        view = grounding_view(root, "admin", index)
        listed = plan_words("preventivi del tetto", locale="it", view=view)
        saving = plan_words("quanto risparmiamo prendendo il preventivo più basso per il tetto?", locale="it", view=view)
    assert listed.plan is not None and "preventivo_edil_sud.txt" in listed.plan.steps[0].args["pattern"], listed
    assert "preventivo_infissi" not in listed.plan.steps[0].args["pattern"], listed
    assert saving.plan is not None, saving
    assert sorted(saving.plan.steps[0].args["paths"]) == ["~/Lavori/preventivo_edil_sud.txt",
                                                          "~/Lavori/preventivo_tetti_neri.txt"], saving.plan


def _time_sheet() -> list[list[str]]:
    return [["Data", "Persona", "Cliente", "Attività", "Ore"],
            ["05/10/2026", "Ada", "Neri", "rilievo", "6"], ["12/10/2026", "Bruno", "Neri", "direzione lavori", "2"],
            ["20/10/2026", "Ada", "Sala", "computo", "3"], ["03/11/2026", "Bruno", "Sala", "progetto", "8"],
            ["10/11/2026", "Ada", "Neri", "direzione lavori", "4"], ["17/11/2026", "Bruno", "Neri", "rilievo", "1"]]


def test_who_worked_most_adds_up_the_figures_named_per_person_never_one_row() -> None:
    got = answer_table(_time_sheet(), ["novembre"], op="max", by="who", about=["ore"])
    assert got is not None and got.label == "Bruno" and got.value == Decimal(9), got  # 8 + 1, not Ada's 4
    fewest = answer_table(_time_sheet(), ["ottobre"], op="min", by="who", about=["ore"])
    assert fewest is not None and fewest.label == "Bruno" and fewest.value == Decimal(2), fewest


def test_a_word_for_any_job_picks_rows_only_alongside_the_others() -> None:
    got = answer_table(_time_sheet(), ["neri", "lavori"], op="sum", about=["ore"])
    # "the neri job": Neri's rows (6 + 2 + 4 + 1), never only those whose task says "lavori"
    assert got is not None and got.value == Decimal(13), got


def test_a_top_row_first_named_by_a_date_or_a_code_says_who_too() -> None:
    got = answer_table(_time_sheet(), [], op="max", about=["ore"])
    assert got is not None and got.label == "03/11/2026 · Bruno", got


@pytest.mark.parametrize(("text", "locale"), [("fatura rossi pagata?", "it"), ("prossimo sopralluogo?", "it"),
                                              ("biggest expense last month?", "en"), ("translate nota.txt into English", None)])
def test_a_terse_message_is_told_by_the_shape_of_its_words(text: str, locale: str | None) -> None:
    from runtime.i18n import detect_locale
    assert detect_locale(text) == locale


async def test_a_month_said_before_holds_for_the_other_end_and_a_new_subject_is_never_asked_of_the_sheet(
        rt: Runtime) -> None:
    root = workspace(rt)
    (root / "ore_2026.csv").write_text("\n".join(",".join(r) for r in _time_sheet()) + "\n", encoding="utf-8")
    first = await say(rt, "who logged the fewest hours in october?", locale="en")
    assert "Bruno" in first.text and "2" in first.text, first.text
    other = await say(rt, "and the most?", locale="en")
    assert "Ada" in other.text and "9" in other.text, other.text  # October's: 6 + 3
    grades = await say(rt, "qual è il voto più alto?", locale="it")
    assert "Ore" not in grades.text and "Ada" not in grades.text, grades.text


def test_the_biggest_expense_is_the_top_row_of_the_expenses(tmp_path: Path) -> None:
    root = tmp_path / "files"
    _write(root, {"Conti/spese_2026.csv": "data;fornitore;importo\n04/10/2026;Toner Più;120,00\n"
                                         "05/11/2026;Softcad;1.098,00\n20/11/2026;Bar;12,50\n",
                  "Conti/onorari_2026.csv": "cliente,onorario,fatturato\nRossi,3000,1200\n"})
    with WorkspaceIndex.open(tmp_path / "index.db") as index:
        view = grounding_view(root, "admin", index)
        it = plan_words("qual è la spesa più grossa dell'anno?", locale="it", view=view)
        en = plan_words("biggest expense in november?", locale="en", view=view)
    for got in (it, en):
        assert got.plan is not None and got.plan.steps[0].args["paths"] == ["~/Conti/spese_2026.csv"], got
        assert got.plan.steps[-1].args.get("op") == "max", got.plan


def _visits(root: Path) -> None:
    """A calendar of site visits around today (3 December 2026), a visit's report, the hours worked."""
    _write(root, {
        "Cantieri/calendario_visite.csv": "data,ora,cliente,chi\n01/12/2026,9:00,Rossi,Ada\n"
                                          "07/12/2026,15:00,Neri,Bruno\n10/12/2026,9:30,Sala,Ada e Bruno\n"
                                          "16/12/2026,11:00,Neri,Ada\n",
        "Cantieri/verbale_visita_neri.txt": "Verbale della visita in cantiere Neri del 12/11/2026: ponteggio a norma.\n",
        "Amministrazione/ore_2026.csv": "data,persona,attivita,ore\n12/11/2026,Bruno,visita cantiere Neri,3\n",
    })


async def test_the_next_visit_is_the_calendar_named_so_and_the_one_after_follows(rt: Runtime) -> None:
    _visits(workspace(rt))
    first = await say(rt, "prossima visita?", locale="it")
    assert "7 dicembre 2026" in first.text and "Neri" in first.text, first.text  # not the report, not the hours
    second = await say(rt, "e quella dopo?", locale="it")
    assert "10 dicembre 2026" in second.text and "Sala" in second.text, second.text
    third = await say(rt, "e quella dopo ancora?", locale="it")
    assert "16 dicembre 2026" in third.text, third.text


async def test_my_next_visit_signed_with_a_name_is_that_persons_even_shared(rt: Runtime) -> None:
    _visits(workspace(rt))
    reply = await say(rt, "when's my next visit? it's ada", locale="en")
    assert "10 December 2026" in reply.text and "Sala" in reply.text, reply.text  # "Ada e Bruno" is hers too


def _bills(root: Path) -> None:
    _write(root, {
        "Fatture/Emesse/fattura_12_rossi.txt": "FATTURA n. 12/2026 a Rossi Anna. Totale fattura: 1.200,00 €. "
                                               "Scadenza pagamento: 30/11/2026.",
        "Fatture/Emesse/fattura_13_verdi.txt": "FATTURA n. 13/2026 a Verdi Ugo. Totale fattura: 800,00 €. "
                                               "Scadenza pagamento: 20/12/2026.",
        "Fatture/Emesse/fattura_11_neri.txt": "FATTURA n. 11/2026 a Neri Ivo. Totale fattura: 500,00 €. "
                                              "Scadenza pagamento: 15/10/2026. Pagata con bonifico il 10/10/2026.",
        "Fatture/Ricevute/fattura_toner.txt": "FATTURA n. 7 da Toner Più. Totale fattura: 150,00 €. "
                                              "Scadenza: 10/12/2026.",
    })


@pytest.mark.parametrize(("text", "locale", "total"), [
    ("quanto dobbiamo ancora incassare dalle fatture emesse?", "it", "2.000,00"),
    ("quanto dobbiamo ancora pagare delle fatture ricevute?", "it", "150,00"),
])
async def test_how_much_is_still_to_pay_or_to_collect_adds_up_the_bills_not_paid(rt: Runtime, text: str,
                                                                                 locale: str, total: str) -> None:
    _bills(workspace(rt))
    reply = await say(rt, text, locale=locale)
    assert total in reply.text, reply.text  # never a listing of the files
    assert "500,00" not in reply.text.split("\n\n")[-1], reply.text  # Neri's is paid


async def test_the_overdue_invoice_is_the_one_not_paid_due_before_today(rt: Runtime) -> None:
    _bills(workspace(rt))
    today = date.today()  # what is overdue depends on the day the test runs
    reply = await say(rt, "quale fattura è scaduta?", locale="it")
    overdue = "fattura_12_rossi.txt" in reply.text
    assert overdue == (today > date(2026, 11, 30)), reply.text
    assert "fattura_11_neri.txt" not in reply.text.split("\n\n")[-1], reply.text  # paid, though due long ago
    assert ("fattura_13_verdi.txt" in reply.text.split("\n\n")[-1]) == (today > date(2026, 12, 20)), reply.text
