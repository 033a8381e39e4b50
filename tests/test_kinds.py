"""Kinds of documents, what an invoice asks for, and amounts that keep their currency."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path, PurePosixPath
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from runtime.catalog.builtin.entries import (
    COMPUTE_ENTRIES,
    EXTRACT_ENTRIES,
    ComputeEntriesArgs,
    ExtractEntriesArgs,
)
from runtime.catalog.contract import ExecResult, ExecutorError
from runtime.documents import (
    DOC_KINDS,
    canonical_field,
    classify_document,
    document_currency,
    extract_entries,
    invoice_facts,
    read_document,
)
from runtime.engine.context import ExecContext, StepInput
from runtime.engine.workspace import Workspace
from runtime.i18n import Locale, keys, t
from runtime.runtime import Runtime
from runtime.turn import TurnContext, UserRef
from tests.conftest import workspace
from tests.fakes.quotes import write_three_quotes, write_three_quotes_en

# ----------------------------------------------------------------------------- texts

QUOTE_IT_LETTER = """Idraulica Ferri di Ferri Luca
Via Garibaldi 21 - 40121 Bologna
P.IVA 04567890123

Bologna, 3 febbraio 2026

Gentile Sig.ra Anna Conti
Via Mazzini 8, Bologna

Oggetto: preventivo per sostituzione caldaia

Come da sopralluogo del 28/01/2026, Le sottoponiamo il preventivo per i lavori:
- fornitura caldaia a condensazione 24 kW   € 1.650,00
- smontaggio e smaltimento vecchia caldaia   € 180,00
- manodopera e collaudo                      € 420,00
Totale imponibile € 2.250,00
IVA 10% € 225,00
Totale IVA inclusa € 2.475,00

Il presente preventivo ha validità 30 giorni.
Pagamento: 30% all'ordine, saldo a fine lavori, entro 30 giorni data fattura.
Cordiali saluti
"""

QUOTE_IT_OFFERTA = """OFFERTA COMMERCIALE N. 88/2026
Tipografia Lombardi S.n.c.
Spett.le Associazione Genitori Scuola Pascoli

Stampa di 500 volantini A5 a colori: 145,00 €
Stampa di 50 locandine A3: 90,00 €
Totale: 235,00 € + IVA

Offerta valida fino al 31/03/2026.
"""

QUOTE_EN_ESTIMATE = """Bright Sparks Electrical Ltd
12 Station Road, Bristol BS1 5TR

ESTIMATE #E-2291
Date: 4 March 2026
Customer: Mr and Mrs Hughes

Rewire kitchen and install 6 LED downlights     £1,180.00
Consumer unit upgrade                             £420.00
Total                                           £1,600.00

This estimate is valid for 30 days. Prices include VAT.
"""

QUOTE_EN_USD = """Quotation
Green Lawn Services LLC
Prepared for: Dana Whitfield

Weekly mowing (April to October)   $1,250.00
Hedge trimming, twice              $300.00
Total: $1,550.00
Quote valid until May 1, 2026.
"""

QUOTE_EN_LETTER = """Dear Ms Rossi,
Thank you for your enquiry. We are pleased to quote as follows for the repair of your fence.
Supply and fit 6 new panels: £540.00
Total: £540.00
This quotation is valid for 60 days.
Kind regards, Oakfield Fencing
"""

INVOICE_IT_CITES_QUOTE = """Idraulica Ferri di Ferri Luca
Via Garibaldi 21 - 40121 Bologna
P.IVA 04567890123

FATTURA N. 17/2026
Data: 20/02/2026

Spett.le Anna Conti
Via Mazzini 8, Bologna

Come da Vostro preventivo n. 9 del 03/02/2026 accettato:
Sostituzione caldaia a condensazione 24 kW        2.250,00
Imponibile € 2.250,00
IVA 10% € 225,00
Totale fattura € 2.475,00

Scadenza pagamento: 20/03/2026
Bonifico su IBAN IT60X0542811101000000123456
"""

INVOICE_IT_BOLLETTA = """Energia Chiara S.p.A.
Bolletta n. 2026000123456 del 05/03/2026
Periodo di fornitura: gennaio - febbraio 2026
Intestatario: Marco Conti
Codice cliente 4455667

Totale da pagare € 128,40
Da pagare entro il 25/03/2026
Modalità di pagamento: addebito diretto SEPA
"""

INVOICE_IT_ELECTRONIC = """FATTURA ELETTRONICA
Cedente/prestatore: Studio Dentistico Dr. Paolo Neri
Cessionario/committente: Giulia Conti

Tipo documento: TD01 - Fattura
Numero documento: 2026/045   Data documento: 10/03/2026
Prestazioni odontoiatriche - esente IVA art. 10    350,00
Bollo virtuale 2,00
Totale documento 352,00 EUR
Data scadenza 09/04/2026
"""

INVOICE_IT_PAID_STAMP = """Autofficina Moretti S.n.c.
Fattura n. 311 del 14/02/2026
Tagliando e cambio gomme       € 390,00
IVA 22%                        € 85,80
Totale                         € 475,80
PAGATO
"""

INVOICE_EN = """Northwind Traders Inc.
500 Oak Avenue, Portland OR

INVOICE
Invoice No: INV-2026-0042
Invoice date: March 3, 2026
Bill to: Daniel Price, 22 Elm Street

Consulting, 10 hours @ $95.00     $950.00
Subtotal                          $950.00
Sales tax 8%                       $76.00
Amount due                      $1,026.00

Payment due: April 2, 2026
Thank you for your business.
"""

INVOICE_EN_CITES_QUOTE = """Invoice #1187
Harbour Roofing Ltd
As per our quote Q-554 dated 2 February 2026:

Replace ridge tiles and repoint chimney
Total due: £2,340.00
Please pay by 15 April 2026.
"""

INVOICE_CHF = """Schreinerei Keller AG
Bahnhofstrasse 5, 8001 Zürich

Invoice 2026-118
Date: 12.03.2026
Custom bookshelf, oak                 CHF 2'400.00
VAT 8.1%                               CHF 194.40
Total amount due                      CHF 2'594.40
Payable by 11.04.2026
"""

RECEIPT_IT_SCONTRINO = """SUPERMERCATO BUONGUSTO S.R.L.
Via Roma 1 - 20100 Milano
P.IVA 01234567890
DOCUMENTO COMMERCIALE
di vendita o prestazione
DESCRIZIONE              IVA   PREZZO(€)
LATTE INTERO 1L          4%    1,29
PANE COMUNE              4%    2,10
DETERSIVO PIATTI        22%    3,49
TOTALE COMPLESSIVO             6,88
di cui IVA                     0,84
PAGAMENTO CONTANTE            10,00
RESTO                          3,12
12-03-2026 18:42   DOC.N. 0123-0045
"""

RECEIPT_IT_RENT = """Ricevuta di pagamento
Io sottoscritto Mario Bianchi, locatore dell'appartamento di via Po 3,
dichiaro di aver ricevuto da Luca Verdi la somma di € 750,00
quale canone di marzo 2026 relativo al contratto di locazione del 01/09/2024.
Pagato in contanti.
Torino, 1 marzo 2026
"""

RECEIPT_EN = """Corner Coffee Co.
Receipt #20931
2 x Flat white         $9.00
1 x Blueberry muffin   $3.75
Total                 $12.75
Paid with Visa **** 4421
Thank you for your purchase!
"""

RECEIPT_EN_FOR_INVOICE = """PAYMENT RECEIPT
Received from: Daniel Price
For invoice INV-2026-0042
Amount paid: $1,026.00
Payment method: bank transfer, 28 March 2026
"""

CONTRACT_IT_LEASE = """CONTRATTO DI LOCAZIONE AD USO ABITATIVO
(ai sensi dell'art. 2, comma 3, della legge 431/1998)

Con la presente scrittura privata tra il Sig. Mario Bianchi, di seguito "il locatore",
e il Sig. Luca Verdi, di seguito "il conduttore", si conviene e si stipula quanto segue.
Art. 1 - Il locatore concede in locazione al conduttore l'unità immobiliare sita in Torino, via Po 3.
Art. 2 - Il contratto ha durata di anni 3+2 a decorrere dal 01/09/2024.
Art. 3 - Il canone annuo è convenuto in € 9.000,00, da pagarsi in 12 rate mensili.
Art. 4 - Deposito cauzionale: € 1.500,00.
"""

CONTRACT_IT_SERVICE = """Contratto di abbonamento al servizio di pulizia
tra Pulito Facile S.r.l. e il Condominio Via Verdi 10.
Le parti convengono che il servizio sarà svolto due volte a settimana.
Il canone mensile è di € 320,00 IVA esclusa.
Durata del contratto: 12 mesi, con tacito rinnovo. Recesso con preavviso di 60 giorni.
"""

CONTRACT_EN_LEASE = """RESIDENTIAL LEASE AGREEMENT
This Agreement is made on 1 June 2025 between Sarah Lee ("the Landlord")
and Tom Baker ("the Tenant").
1. Premises: Flat 4, 18 Rose Lane, Leeds.
2. Term: twelve months from 1 July 2025.
3. Rent: the Tenant shall pay a monthly rent of £950.00.
4. Security deposit: £1,100.00.
"""

SHOPPING_IT = """Lista della spesa
- latte
- pane integrale
- 6 uova
- pomodori
- detersivo lavatrice
- caffè
"""

SHOPPING_EN = """Groceries for the weekend
milk, eggs, bread
2 kg apples
pasta and tomato sauce
dish soap
"""

NOTES_IT = """Cose da fare questa settimana
- chiamare il dentista per l'appuntamento di Giulia
- pagare la fattura della luce
- chiedere all'idraulico il preventivo per la caldaia
- rinnovare l'assicurazione dell'auto
"""

NOTES_EN = """Notes from the school meeting, 12 March
- trip to the museum on 4 April, cost about 15 per child
- ask Mrs Patel about the invoice for the bus
- next meeting in May
"""

NOTES_EN_LEASE = """Things to remember
Renew the lease before July
Call the plumber
Buy a birthday present for Emma
"""

RECIPE_IT = """Torta di mele della nonna
Ingredienti: 3 mele, 200 g di farina, 150 g di zucchero, 3 uova, 1 bustina di lievito.
Sbattere le uova con lo zucchero, aggiungere la farina e il lievito.
Cuocere a 180 gradi per 40 minuti.
"""


# --------------------------------------------------------------------- classification


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (QUOTE_IT_LETTER, "quote"),
        (QUOTE_IT_OFFERTA, "quote"),
        (QUOTE_EN_ESTIMATE, "quote"),
        (QUOTE_EN_USD, "quote"),
        (QUOTE_EN_LETTER, "quote"),
        (INVOICE_IT_CITES_QUOTE, "invoice"),
        (INVOICE_IT_BOLLETTA, "invoice"),
        (INVOICE_IT_ELECTRONIC, "invoice"),
        (INVOICE_IT_PAID_STAMP, "invoice"),
        (INVOICE_EN, "invoice"),
        (INVOICE_EN_CITES_QUOTE, "invoice"),
        (INVOICE_CHF, "invoice"),
        (RECEIPT_IT_SCONTRINO, "receipt"),
        (RECEIPT_IT_RENT, "receipt"),
        (RECEIPT_EN, "receipt"),
        (RECEIPT_EN_FOR_INVOICE, "receipt"),
        (CONTRACT_IT_LEASE, "contract"),
        (CONTRACT_IT_SERVICE, "contract"),
        (CONTRACT_EN_LEASE, "contract"),
        (SHOPPING_IT, "other"),
        (SHOPPING_EN, "other"),
        (NOTES_IT, "other"),
        (NOTES_EN, "other"),
        (NOTES_EN_LEASE, "other"),
        (RECIPE_IT, "other"),
        ("", "other"),
    ],
)
def test_documents_are_classified_by_their_content(text: str, kind: str) -> None:
    assert classify_document(text) == kind


def test_the_generated_quotes_in_italian_and_english_are_quotes(tmp_path: Path) -> None:
    paths = write_three_quotes(tmp_path / "it") + write_three_quotes_en(tmp_path / "en")
    assert {p.name: classify_document(read_document(p).text, p.name) for p in paths} == {
        p.name: "quote" for p in paths
    }


def test_invoice_citing_a_quote_is_an_invoice() -> None:
    text = "FATTURA N. 45/2026\nCome da vostro preventivo n. 12 del 01/03/2026\nTotale € 100,00\n"
    assert classify_document(text) == "invoice"


def test_quote_that_speaks_of_the_invoice_to_come_is_a_quote() -> None:
    text = (
        "Preventivo n. 7\nLavori di tinteggiatura: € 800,00\n"
        "Pagamento a 30 giorni data fattura; la fattura sarà emessa a fine lavori.\n"
    )
    assert classify_document(text) == "quote"


def test_receipt_for_an_invoice_is_a_receipt() -> None:
    assert classify_document(RECEIPT_EN_FOR_INVOICE) == "receipt"


def test_a_title_at_the_top_outweighs_words_deep_inside() -> None:
    body = "\n".join(f"Riga {i}: si veda la fattura allegata." for i in range(30))
    assert classify_document("Preventivo n. 5\nDitta Rossi\nTotale: 1.200,00 €\n" + body) == "quote"


def test_minutes_that_say_quotes_are_asked_for_are_no_quote() -> None:
    minutes = ("# Riunione di studio\n- Bortolotti: chiedere tre preventivi per il rilievo con drone.\n"
               "- Plotter: chiedere un'offerta per un A0, stampare fuori costa troppo.\n")
    assert classify_document(minutes, "riunione_2026-11-09.md") == "other"  # no price stated
    offer = ("From: Davide <d@example.org>\nTo: elena@example.org\nSubject: Re: rilievo\n\n"
             "come d'accordo le confermo la nostra offerta per il rilievo con drone.\n"
             "Importo complessivo: 1.320,00 € + IVA.\n")
    assert classify_document(offer, "re_rilievo.eml") == "quote"


def test_a_sentence_that_starts_with_a_kind_word_is_not_a_title() -> None:
    assert classify_document("Fattura della luce da pagare venerdì, ricordarsi\nlatte, pane\n") == "other"


def test_the_file_name_breaks_a_tie() -> None:
    text = "Oggetto: fattura e ricevuta\nTotale 45,00 €\n"  # a subject naming two kinds, and an amount
    assert classify_document(text, "~/Casa/ricevuta_marzo.txt") == "receipt"
    assert classify_document(text, "fattura_marzo.txt") == "invoice"


def test_the_file_name_alone_does_not_make_a_kind() -> None:
    assert classify_document(SHOPPING_IT, "fattura_rossi.pdf") == "other"
    assert classify_document(QUOTE_IT_OFFERTA, "fattura_rossi.pdf") == "quote"


def test_only_the_head_of_a_long_document_is_weighed() -> None:
    text = SHOPPING_EN + "x\n" * 12_000 + "INVOICE\nInvoice No: 1\nAmount due $5.00\n"
    assert classify_document(text) == "other"


@given(st.text(max_size=400), st.text(max_size=40))
def test_classification_and_invoice_facts_never_raise(text: str, name: str) -> None:
    assert classify_document(text, name) in DOC_KINDS
    facts = invoice_facts(text)
    assert facts.currency in (None, "EUR", "USD", "GBP", "CHF")


# ---------------------------------------------------------------------- invoice facts


@pytest.mark.parametrize(
    ("text", "amount", "currency", "due", "number"),
    [
        (INVOICE_IT_CITES_QUOTE, "2475.00", "EUR", date(2026, 3, 20), "17/2026"),
        (INVOICE_IT_BOLLETTA, "128.40", "EUR", date(2026, 3, 25), "2026000123456"),
        (INVOICE_IT_ELECTRONIC, "352.00", "EUR", date(2026, 4, 9), "2026/045"),
        (INVOICE_EN, "1026.00", "USD", date(2026, 4, 2), "INV-2026-0042"),
        (INVOICE_EN_CITES_QUOTE, "2340.00", "GBP", date(2026, 4, 15), "1187"),
        (INVOICE_CHF, "2594.40", "CHF", date(2026, 4, 11), "2026-118"),
    ],
)
def test_invoice_facts_read_amount_currency_due_date_and_number(
    text: str, amount: str, currency: str, due: date, number: str
) -> None:
    facts = invoice_facts(text)
    assert (facts.amount, facts.currency, facts.due_date, facts.number) == (
        Decimal(amount),
        currency,
        due,
        number,
    )


@pytest.mark.parametrize(
    ("line", "due"),
    [
        ("Scadenza: 30/04/2026", date(2026, 4, 30)),
        ("Data di scadenza 30.04.2026", date(2026, 4, 30)),
        ("Da pagare entro il 15 maggio 2026", date(2026, 5, 15)),
        ("Il pagamento va effettuato entro il 15/05/2026 con bonifico.", date(2026, 5, 15)),
        ("Due date: April 30, 2026", date(2026, 4, 30)),
        ("Payment due: 30/04/2026", date(2026, 4, 30)),
        ("Please pay by 30 April 2026.", date(2026, 4, 30)),
        ("Scadenza\n30/04/2026", date(2026, 4, 30)),
    ],
)
def test_due_date_phrasings(line: str, due: date) -> None:
    text = f"Fattura n. 9 del 01/04/2026\nTotale € 10,00\n{line}\n"
    assert invoice_facts(text).due_date == due


def test_delivery_and_validity_dates_are_not_due_dates() -> None:
    text = (
        "Fattura n. 3 del 01/04/2026\nConsegna entro il 10/04/2026\n"
        "Offerta valida fino al 12/04/2026 (scadenza 12/04/2026)\nScadenza pagamento 30/04/2026\n"
    )
    assert invoice_facts(text).due_date == date(2026, 4, 30)


def test_net_to_pay_beats_the_document_total() -> None:
    text = (
        "Fattura n. 12 del 02/03/2026\nTotale documento € 1.220,00\n"
        "Ritenuta d'acconto 20% € 200,00\nNetto a pagare € 1.020,00\n"
    )
    assert invoice_facts(text).amount == Decimal("1020.00")


def test_amount_to_pay_on_the_line_below_its_label() -> None:
    facts = invoice_facts("Invoice 7\nBalance due\n£90.00\nSubtotal £75.00\n")
    assert (facts.amount, facts.currency) == (Decimal("90.00"), "GBP")


def test_invoice_facts_of_a_shopping_list_are_empty() -> None:
    facts = invoice_facts(SHOPPING_IT)
    assert (facts.amount, facts.currency, facts.due_date, facts.number) == (None, None, None, None)


# --------------------------------------------------------------------------- currency


@pytest.mark.parametrize(
    ("total", "currency", "price"),
    [
        ("€ 1.250,00", "EUR", 1250.0),
        ("1.250,00 EUR", "EUR", 1250.0),
        ("$1,250.00", "USD", 1250.0),
        ("£90", "GBP", 90.0),
        ("CHF 300", "CHF", 300.0),
    ],
)
def test_an_entry_keeps_the_currency_of_its_price(total: str, currency: str, price: float) -> None:
    entry = extract_entries(f"Fornitore: Acme SRL\nTotale: {total}\n", ["prezzo"], source="x")[0]
    assert entry.currency == currency
    assert entry.to_item() == {"price": price, "source": "x"}  # the price itself is as before


def test_a_document_without_a_currency_gives_none() -> None:
    entry = extract_entries("Fornitore: Acme SRL\nTotale: 1.250,00\n", ["prezzo"], source="x")[0]
    assert entry.currency is None and entry.values["price"] == Decimal("1250.00")


def test_the_document_currency_covers_a_price_written_without_one() -> None:
    text = "Scrivania 2 x 350,00 € = 700,00 €\nSedia 4 x 200,00 € = 800,00 €\nTotale: 1.500,00\n"
    entry = extract_entries(text, ["price", "currency"], source="x")[0]
    assert entry.values["price"] == Decimal("1500.00")
    assert entry.currency == entry.values["currency"] == "EUR"


def test_a_currency_named_in_a_column_heading_counts() -> None:
    assert document_currency(RECEIPT_IT_SCONTRINO) == "EUR"


def test_equally_common_currencies_name_none() -> None:
    assert document_currency("Prezzo € 10,00\nPrice $ 12.00\n") is None


@pytest.mark.parametrize(
    ("name", "canonical"),
    [
        ("scadenza", "due_date"),
        ("Data di scadenza", "due_date"),
        ("due date", "due_date"),
        ("entro", "due_date"),
        ("tipo", "kind"),
        ("type", "kind"),
        ("valuta", "currency"),
        ("numero", "number"),
        ("invoice number", "number"),
    ],
)
def test_new_field_names_in_italian_and_english(name: str, canonical: str) -> None:
    assert canonical_field(name) == canonical


# -------------------------------------------------------------------------- executors


def exec_ctx(
    tmp_path: Path,
    items: list[dict[str, Any]],
    *,
    locale: Locale = "en",
    producer: str = "read_files",
    item_kind: str = "document",
) -> ExecContext:
    turn = TurnContext(
        user=UserRef(id="u1", name="anna", role="user"),
        conversation_id="c",
        channel="cli",
        locale=locale,
        text="(test)",
    )
    return ExecContext(
        turn=turn,
        workspace=Workspace(root=tmp_path, trash=tmp_path / ".trash"),
        step_num=3,
        input=StepInput(step=2, executor=producer, item_kind=item_kind, items=items),
    )


def docs(**texts: str) -> list[dict[str, Any]]:
    return [
        {"path": f"~/Acquisti/{name}.txt", "name": f"{name}.txt", "text": text}
        for name, text in texts.items()
    ]


async def extract(tmp_path: Path, items: list[dict[str, Any]], **args: Any) -> ExecResult:
    return await EXTRACT_ENTRIES.run(exec_ctx(tmp_path, items), ExtractEntriesArgs(from_step=2, **args))


async def compute(
    tmp_path: Path, items: list[dict[str, Any]], locale: Locale = "en", **args: Any
) -> ExecResult:
    ctx = exec_ctx(tmp_path, items, locale=locale, producer="extract_entries", item_kind="entry")
    return await COMPUTE_ENTRIES.run(ctx, ComputeEntriesArgs(from_step=3, **args))


async def test_entries_carry_their_currency_but_not_their_kind_unless_asked(tmp_path: Path) -> None:
    result = await extract(
        tmp_path,
        docs(offerta=QUOTE_IT_OFFERTA, nuda="Fornitore: Gialli SRL\nTotale: 90,00\n"),
        fields=["fornitore", "prezzo"],
    )
    assert result.items == [
        {
            "supplier": "Tipografia Lombardi S.n.c.",
            "price": 235.0,
            "currency": "EUR",
            "source": "~/Acquisti/offerta.txt",
        },
        {"supplier": "Gialli SRL", "price": 90.0, "source": "~/Acquisti/nuda.txt"},
    ]


async def test_the_kind_is_given_when_asked_for_by_name(tmp_path: Path) -> None:
    result = await extract(tmp_path, docs(f=INVOICE_EN, r=RECEIPT_EN), fields=["tipo"])
    assert [(i["kind"], i["source"]) for i in result.items] == [
        ("invoice", "~/Acquisti/f.txt"),
        ("receipt", "~/Acquisti/r.txt"),
    ]


async def test_an_invoice_can_be_asked_when_it_must_be_paid(tmp_path: Path) -> None:
    result = await extract(
        tmp_path, docs(bolletta=INVOICE_IT_BOLLETTA), fields=["fornitore", "prezzo", "scadenza"]
    )
    assert result.items == [
        {
            "supplier": "Energia Chiara S.p.A.",
            "price": 128.4,
            "due_date": "2026-03-25",
            "currency": "EUR",
            "source": "~/Acquisti/bolletta.txt",
        }
    ]


async def test_left_out_documents_are_listed_with_their_kind_and_a_note(tmp_path: Path) -> None:
    result = await extract(
        tmp_path,
        docs(a=QUOTE_IT_LETTER, b=QUOTE_IT_OFFERTA, fattura_rossi=INVOICE_IT_CITES_QUOTE, spesa=SHOPPING_IT),
        kinds=["quote"],
    )
    assert [i["source"] for i in result.items] == ["~/Acquisti/a.txt", "~/Acquisti/b.txt"]
    assert all("kind" not in i for i in result.items)  # every kept row is a quote: no column for it
    assert result.data["left_out"] == [
        {"source": "~/Acquisti/fattura_rossi.txt", "kind": "invoice"},
        {"source": "~/Acquisti/spesa.txt", "kind": "other"},
    ]
    assert result.data["kinds"] == ["quote"] and result.notes == ["note.left_out_kind"]
    assert result.failures == []  # left out on purpose, not failed


async def test_nothing_is_left_out_when_every_document_is_of_a_wanted_kind(tmp_path: Path) -> None:
    result = await extract(tmp_path, docs(f=INVOICE_EN, r=RECEIPT_EN), kinds=["invoice", "receipt"])
    assert len(result.items) == 2 and result.data["left_out"] == [] and result.notes == []


def left_out_sentence(left_out: list[dict[str, str]], wanted: list[str], locale: str) -> str:
    """How the answer says what was left out (the rendering the lead wires into synthesis)."""
    names = [PurePosixPath(i["source"]).name for i in left_out]
    kinds = {i["kind"] for i in left_out}
    assert len(kinds) == 1
    (kind,) = kinds
    listed = (
        names[0]
        if len(names) == 1
        else t("answer.list_and", locale, first=", ".join(names[:-1]), last=names[-1])
    )
    number = "one" if len(names) == 1 else "many"
    joiner = f" {t('note.or', locale)} "
    wanted_words = joiner.join(t(f"kind.{number}.{k}", locale) for k in wanted)
    params = {
        "names": listed,
        "wanted": wanted_words,
        "kind": t(f"kind.one.{kind}", locale),
        "kinds": t(f"kind.many.{kind}", locale),
    }
    return t(f"note.left_out_{number}", locale, **params)


def test_the_left_out_message_names_the_file_and_both_kinds() -> None:
    one = [{"source": "~/Acquisti/fattura_rossi.pdf", "kind": "invoice"}]
    assert left_out_sentence(one, ["quote"], "it") == (
        "Ho lasciato fuori fattura_rossi.pdf: è una fattura, non un preventivo."
    )
    assert left_out_sentence(one, ["quote"], "en") == (
        "I left out fattura_rossi.pdf: it is an invoice, not a quote."
    )


def test_several_left_out_invoices_read_in_the_plural() -> None:
    many = [{"source": "a.pdf", "kind": "invoice"}, {"source": "b.pdf", "kind": "invoice"}]
    assert left_out_sentence(many, ["quote", "receipt"], "it") == (
        "Ho lasciato fuori a.pdf e b.pdf: sono fatture, non preventivi o ricevute."
    )
    assert left_out_sentence(many, ["quote"], "en") == (
        "I left out a.pdf and b.pdf: they are invoices, not quotes."
    )


def test_every_kind_and_currency_has_words_in_both_catalogs() -> None:
    for locale in ("it", "en"):
        for kind in DOC_KINDS:
            for group in ("one", "many", "label"):
                assert f"kind.{group}.{kind}" in keys(locale)
        for code in ("EUR", "USD", "GBP", "CHF"):
            assert f"currency.{code}" in keys(locale)
    assert keys("it") == keys("en")


async def test_compute_carries_the_currency_its_entries_share(tmp_path: Path) -> None:
    items = [
        {"supplier": "A", "price": 10.0, "currency": "GBP", "source": "a"},
        {"supplier": "B", "price": 12.5, "currency": "GBP", "source": "b"},
    ]
    result = await compute(tmp_path, items, op="sum")
    assert result.data["value"] == 22.5 and result.data["currency"] == "GBP"


async def test_compute_names_no_currency_when_some_entries_have_none(tmp_path: Path) -> None:
    items = [
        {"supplier": "A", "price": 10.0, "currency": "EUR", "source": "a"},
        {"supplier": "B", "price": 12.5, "source": "b"},
    ]
    result = await compute(tmp_path, items, op="compare")
    assert result.data["label"] == "A" and "currency" not in result.data


@pytest.mark.parametrize("op", ["compare", "sum", "average", "min", "max"])
async def test_compute_refuses_to_mix_currencies(tmp_path: Path, op: str) -> None:
    items = [
        {"supplier": "A", "price": 10.0, "currency": "EUR", "source": "a"},
        {"supplier": "B", "price": 12.5, "currency": "USD", "source": "b"},
    ]
    with pytest.raises(ExecutorError) as refused:
        await compute(tmp_path, items, locale="it", op=op)
    assert refused.value.key == "step.mixed_currencies"
    assert t(refused.value.key, "it", **refused.value.params).startswith(
        "gli importi sono in valute diverse (euro, dollari USA)"
    )


async def test_count_and_quantities_do_not_care_about_currencies(tmp_path: Path) -> None:
    items = [
        {"quantity": 2.0, "price": 10.0, "currency": "EUR", "source": "a"},
        {"quantity": 3.0, "price": 12.5, "currency": "USD", "source": "b"},
    ]
    assert (await compute(tmp_path, items, op="count")).data["value"] == 2
    assert (await compute(tmp_path, items, op="sum", field="quantity")).data["value"] == 5.0


# -------------------------------------------------------------- through the runtime


def observation(row: Any, step: int) -> dict[str, Any]:
    seen = [e for e in row.trace if e["kind"] == "observation" and e["step"] == step]
    return dict(seen[-1]["data"]["visible"])


def compare_steps(**extract_args: Any) -> list[dict[str, Any]]:
    return [
        {"tool": "find_files", "args": {"base_path": "~/Acquisti"}},
        {"tool": "read_files", "args": {"from_step": 1}},
        {
            "tool": "extract_entries",
            "args": {"from_step": 2, "fields": ["fornitore", "prezzo"], **extract_args},
        },
        {"tool": "compute_entries", "args": {"from_step": 3, "op": "compare"}},
    ]


async def test_compare_leaves_out_the_invoice_and_says_so(rt: Runtime) -> None:
    folder = workspace(rt) / "Acquisti"
    write_three_quotes(folder)
    # cheaper than every quote: were it compared, it would win
    (folder / "fattura_rossi.txt").write_text(
        "Rossi Forniture S.r.l.\nFATTURA N. 2026/118\nCome da vostro preventivo n. 2026/031\n"
        "Totale fattura EUR 500,00\nScadenza pagamento: 30/04/2026\n",
        encoding="utf-8",
    )
    reply = await rt.run_plan({"steps": compare_steps(kinds=["quote"])}, user="admin", locale="it")
    assert "Bianchi & Figli S.p.A." in reply.text and "500,00" not in reply.text
    row = await rt.trace(user="admin", turn_id=reply.turn_id)
    extracted = observation(row, 3)
    assert extracted["left_out"] == [{"source": "~/Acquisti/fattura_rossi.txt", "kind": "invoice"}]
    assert {r["supplier"] for r in extracted["results"]} == {
        "Rossi Forniture S.r.l.",
        "Bianchi & Figli S.p.A.",
        "Verdi Ufficio SRL",
    }
    assert all("kind" not in r and r["currency"] == "EUR" for r in extracted["results"])
    assert observation(row, 4)["currency"] == "EUR"


async def test_the_spreadsheet_of_three_quotes_keeps_numbers_and_gains_a_currency(rt: Runtime) -> None:
    import openpyxl

    write_three_quotes(workspace(rt) / "Acquisti")
    steps = compare_steps()[:3] + [
        {"tool": "create_files_spreadsheet", "args": {"from_step": 3, "path": "~/Acquisti/r.xlsx"}}
    ]
    await rt.run_plan({"steps": steps}, user="admin", locale="it")
    book = openpyxl.load_workbook(workspace(rt) / "Acquisti" / "r.xlsx")
    rows = [tuple(r) for r in book.active.iter_rows(values_only=True)]
    book.close()
    assert rows[0][:2] == ("Fornitore", "Prezzo")
    assert {(r[0], r[1]) for r in rows[1:]} == {
        ("Rossi Forniture S.r.l.", 1830.0),
        ("Bianchi & Figli S.p.A.", 1586.0),
        ("Verdi Ufficio SRL", 2135.0),
    }


async def test_a_compare_across_currencies_fails_and_says_why(rt: Runtime) -> None:
    folder = workspace(rt) / "Acquisti"
    folder.mkdir()
    (folder / "a.txt").write_text(QUOTE_EN_ESTIMATE, encoding="utf-8")
    (folder / "b.txt").write_text(QUOTE_EN_USD, encoding="utf-8")
    reply = await rt.run_plan({"steps": compare_steps()}, user="admin", locale="en")
    assert "the amounts are in different currencies (pounds sterling, US dollars)" in reply.text


def test_an_email_about_an_offer_that_states_no_price_is_no_quote() -> None:
    about = ("Da: Ufficio vendite <vendite@example.org>\nA: Marta <marta@example.org>\n"
             "Oggetto: R: offerta stampanti\n\nBuongiorno, confermo che le stampanti della nostra offerta "
             "sono disponibili: consegna in 3 giorni dall'ordine del preventivo.\nCordiali saluti\n")
    assert classify_document(about) == "other"
    priced = about.replace("consegna in 3 giorni", "prezzo 1.240,00 euro IVA esclusa, consegna in 3 giorni")
    assert classify_document(priced) == "quote"
