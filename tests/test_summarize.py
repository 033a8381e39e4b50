"""The extractive summarizer on its own: which sentences, in which order, which figures."""

from __future__ import annotations

import time

from runtime.documents.summarize import (
    MAX_SENTENCE_CHARS,
    detect_locale,
    find_figures,
    split_sentences,
    summarize,
)

FILLER_IT = [
    "La riunione del condominio si è svolta nella sala comune del piano terra.",
    "Erano presenti quasi tutti i condomini, insieme all'amministratore dello stabile.",
    "Si è discusso a lungo della pulizia delle scale e del cortile interno.",
    "Alcuni condomini hanno chiesto di cambiare la ditta che cura il giardino.",
    "L'amministratore ha ricordato le regole sull'uso del cortile e dei posti bici.",
    "Si è parlato anche del rumore serale e del rispetto degli orari di riposo.",
    "La discussione sulle biciclette nel cortile è stata rinviata alla prossima riunione.",
]
FIGURE_IT = "Per il rifacimento del tetto l'assemblea ha approvato una spesa di € 12.500,00."

REPORT_EN = """Quarterly report

The company opened two new shops in the north of the country during the quarter.
Customers responded well to the new loyalty programme launched in the spring.
Revenue grew by 12% compared with the same quarter of last year.
The board thanked the staff for their work during a busy season for the shops.
A new warehouse will open on March 1, 2026 near the main motorway junction.
Several suppliers were replaced after a review of delivery times and quality.
The marketing team tested new designs for the shop windows and the website.
Staff training continued with courses on customer service and safety at work.
"""


def long_text(n: int) -> str:
    return " ".join(f"Frase numero {i} sul tema della manutenzione ordinaria dei giardini pubblici."
                    for i in range(n))


def test_a_figure_bearing_sentence_is_picked() -> None:
    text = " ".join([*FILLER_IT[:4], FIGURE_IT, *FILLER_IT[4:]])
    summary = summarize(text, max_sentences=2)
    assert FIGURE_IT in summary.sentences
    assert summary.figures == ["€ 12.500,00"]


def test_sentences_come_back_in_document_order() -> None:
    text = " ".join([*FILLER_IT, FIGURE_IT, *FILLER_IT])
    summary = summarize(text, max_sentences=4)
    positions = [text.index(s) for s in summary.sentences]
    assert positions == sorted(positions) and len(summary.sentences) >= 2


def test_a_long_text_is_never_returned_whole() -> None:
    text = long_text(200)
    summary = summarize(text, max_sentences=5)
    assert len(summary.sentences) == 5 and summary.total == 200
    assert len(" ".join(summary.sentences)) < len(text) / 10


def test_a_summary_holds_half_a_short_text_or_a_quarter_of_a_long_one() -> None:
    text = " ".join(FILLER_IT + [FIGURE_IT])  # 8 sentences: half, not a quarter (2)
    assert len(summarize(text, max_sentences=5).sentences) == 4
    assert len(summarize(" ".join(FILLER_IT[:5]), max_sentences=5).sentences) == 3  # at least 3
    assert len(summarize(" ".join(FILLER_IT[:3] + [FIGURE_IT]), max_sentences=5).sentences) == 3
    assert len(summarize(long_text(40), max_sentences=20).sentences) == 10  # a quarter of 40


def test_a_summary_is_never_the_whole_document() -> None:
    text = " ".join(FILLER_IT[:3] + [FIGURE_IT])  # 4 sentences
    assert len(summarize(text, max_sentences=5).sentences) == 3


def test_a_short_document_is_its_own_summary() -> None:
    summary = summarize("Riunione spostata a giovedì. Porta i documenti!")
    assert summary.sentences == ["Riunione spostata a giovedì.", "Porta i documenti!"]


def test_an_empty_text_has_no_summary() -> None:
    summary = summarize("  \n\n ")
    assert summary.sentences == [] and summary.figures == []


def test_english_text_is_recognized_and_summarized() -> None:
    summary = summarize(REPORT_EN, max_sentences=2)
    assert summary.locale == "en" and len(summary.sentences) == 2
    assert "A new warehouse will open on March 1, 2026 near the main motorway junction." in summary.sentences
    assert summary.figures == ["12%", "March 1, 2026"]


def test_italian_text_is_recognized() -> None:
    assert detect_locale(" ".join(FILLER_IT)) == "it"
    assert detect_locale(REPORT_EN) == "en"


def test_figures_keep_their_currency_as_written() -> None:
    text = ("Il preventivo è di 1.830,00 EUR più IVA al 22%. Anticipo di 250 € entro il 01/03/2026. "
            "The balance of $1,200.50 is due on 15 April 2026.")
    assert find_figures(text) == ["1.830,00 EUR", "22%", "250 €", "01/03/2026", "$1,200.50", "15 April 2026"]


def test_abbreviations_do_not_end_a_sentence() -> None:
    text = "Il Sig. Rossi ha firmato per la Bianchi S.p.A. il giorno stesso. Poi è partito."
    assert split_sentences(text) == [
        "Il Sig. Rossi ha firmato per la Bianchi S.p.A. il giorno stesso.", "Poi è partito."]


def test_wrapped_lines_are_joined_and_list_items_kept_apart() -> None:
    text = "Il canone è dovuto\nentro il giorno cinque.\n\nDA PORTARE\n- carta d'identità\n- codice fiscale"
    assert split_sentences(text) == ["Il canone è dovuto entro il giorno cinque.", "DA PORTARE",
                                     "- carta d'identità", "- codice fiscale"]


def test_a_run_on_sentence_is_cut_in_the_summary() -> None:
    blob = " ".join(["parola"] * 3000)
    summary = summarize(blob, max_sentences=1)
    assert len(summary.sentences) == 1 and len(summary.sentences[0]) <= MAX_SENTENCE_CHARS


def test_a_huge_hostile_text_is_handled_in_linear_time() -> None:
    hostile = "1" * 300_000 + "." * 300_000 + " a." * 300_000
    started = time.monotonic()
    summarize(hostile)
    assert time.monotonic() - started < 5


MAIL_EN = """From: Hannah Jensen <hannah@example.dk>
To: B&B La Quercia
Date: 12 November 2026
Subject: Christmas stay - two rooms

Dear Elena,

we would like to confirm two rooms from 27 to 30 December, for four adults.
We travel with our dog, Bolt: is that all right?
We will arrive by train at about 17:30.

Best regards,
Hannah Jensen
"""


def test_an_email_is_summarized_as_who_wrote_about_what_and_what_it_says() -> None:
    summary = summarize(MAIL_EN)
    assert summary.sentences == [
        "From: Hannah Jensen <hannah@example.dk>", "Subject: Christmas stay - two rooms",
        "we would like to confirm two rooms from 27 to 30 December, for four adults.",
        "We travel with our dog, Bolt: is that all right?",
        "We will arrive by train at about 17:30."]


def test_a_letter_that_opens_with_thanks_keeps_that_sentence() -> None:
    mail = ("Da: Mario Rossi\nOggetto: preventivo\n\nGrazie per la richiesta del 3 novembre.\n"
            "Il prezzo è di 500 euro.\nCordiali saluti\n")
    summary = summarize(mail)
    assert "Grazie per la richiesta del 3 novembre." in summary.sentences
    assert "Cordiali saluti" not in summary.sentences and summary.sentences[:2] == [
        "Da: Mario Rossi", "Oggetto: preventivo"]


def test_a_text_that_merely_starts_with_a_colon_line_is_not_an_email() -> None:
    text = "Data: 3 novembre 2026\n\nCaro diario, oggi è stata una giornata lunga."
    assert summarize(text).sentences[0] == "Data: 3 novembre 2026"


INVOICE_EN = """RenderLab Ltd - London
Date: 18 November 2026
4 renders x £245.00: £980.00
Total due: £980.00
Payment due: 18 December 2026
"""


def test_a_deadline_asked_is_answered_by_the_due_date_and_the_total() -> None:
    summary = summarize(INVOICE_EN, max_sentences=3, focus=["@amount", "@date", "owe"])
    assert "Payment due: 18 December 2026" in summary.sentences
    assert "Total due: £980.00" in summary.sentences


def test_without_a_deadline_asked_the_dates_are_equal() -> None:
    text = "La gita è il 12 maggio 2025.\nQuota di partecipazione: 45,00 € da versare entro il 30 aprile 2025."
    summary = summarize(text, max_sentences=3, focus=["@amount", "@date", "gita"])
    assert summary.sentences[0] == "La gita è il 12 maggio 2025."
