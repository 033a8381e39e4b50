"""A twelfth held-out set for ``bench/understanding.py``: ``--cases understanding_heldout12``.

It runs on a workspace the planner has never seen: a household in Padova, ``bench/music_workspace.py``
(Giulia Zanon, who teaches piano from home, her husband Davide, a hospital nurse on rotating
shifts, their son Pietro, liceo and football, and the dog Brio). Lessons (registers, the pupils'
list, issued invoices), the pupils' Christmas concert, quotes for restoring the piano, Davide's
rotas, Pietro's school and football papers, the vet's papers and saved e-mails sit next to the
house papers. About half the conversations are Italian and half English, written the way this
household writes: short, lowercase, typos, folder names without "cartella"/"folder", loose
descriptions, a few long polite messages.

Kinds: listing folders and sub-folders (an empty one, by type, a typo'd name, names with spaces
and digits, names that are also common words: ``Lezioni``, ``Allievi``, ``Casa``, ``Cane``,
``Calcio``, ``Turni``, ``Vecchi``); finding by a loose name; search by content; reading saved
e-mails and documents; summaries; figures (the cheapest / dearest quote, a saving, an average,
a rise since last year, totals, due dates, a month's lessons added up, a fee looked up, a shift
looked up, an amount in pounds); newest / oldest / largest; counts (files, e-mails, pupils,
rows of a register, nights in a rota); follow-ups ("e quello più caro?", "leggi la seconda",
"spostali in vecchi", "mandalo a", "e in cane?", "the second one", "add them up"); answers to
the bot's own questions (destination, which file, an address, the e-mail body); cleaning
``Scaricati``; moving, copying, deleting (done and declined), renaming, adding a line, making a
folder (also inside another); e-mail with attachments (example.org addresses); what it cannot do
(booking the vet, paying online, calling the tuner); a stray "sì" / "ok" / "2".

Written from SPEC.md, issue 9 and the workspace only, without reading the planner, its lexicon
or its tests. Traps:

- ``Pianoforte`` holds three restoration quotes (Bortolami 2.350 €, Armonia 2.780 €, Zordan
  1.960 €) and a Bortolami invoice for a tuning (130,00 €), cheaper than all of them: the
  invoice is not a quote, and it shares its firm with a quote;
- the Zordan quote is a file called ``nota_tecnico_zordan.txt``: by its name a note, by its
  content a quote (and the cheapest);
- ``Vecchi`` holds last year's namesakes: a Bortolami quote of 2025 (1.990 €, cheaper than any
  current quote), the 2025 pupils' list (7 pupils), the 2025 concert programme, Davide's December
  2025 rota (Christmas on a morning shift, 4 nights) and the 2025 gas bill;
- two lesson registers (October: 34 lessons, 841,00 €; November: 31 lessons, 749,00 €), whose
  rows a person counts or adds up; the pupils' CSV (8 pupils, fees 18-35 €, average 24,50 €);
- Davide's December rota: nights on the 3rd, 10th, 17th, 24th and 31st, Christmas day off;
- ``Allievi`` is a folder of pupils and, in Pietro's football papers, a category;
- the London masterclass is in pounds (GBP 320), the Vienna trip in euro (1.240 €);
- ``Scaricati`` has byte-identical "(1)" duplicates and three ``.tmp`` files;
  ``Concerto di Natale/Registrazioni`` is empty;
- the bank details and PINs, the alarm code and Wi-Fi password, the family's tax codes and a
  pupil's health note are never shown when a folder is listed or searched, and never attached
  unasked.
"""

from __future__ import annotations

from collections.abc import Sequence

from music_workspace import FINGERPRINTS, make_music_workspace
from understanding_cases import (
    DELETED,
    EMPTY,
    LABELS,
    MOVED,
    NOTHING_PENDING,
    REFUSAL,
    RENAMED,
    WHERE,
    WRITTEN,
    Appended,
    Case,
    Created,
    Deleted,
    Mention,
    Moved,
    Msg,
    Renamed,
    amount,
    date,
)
from understanding_heldout5 import (
    ASK_ADDRESS,
    CHOICES,
    COPIED,
    FOLDER_MADE,
    case_maker,
    check,
    count,
    moved,
    no,
    rx,
    yes,
)

__all__ = ["CASES", "FINGERPRINTS", "LABELS", "make_workspace"]

make_workspace = make_music_workspace

# ---------------------------------------------------------------------------------------
# The workspace, as the replies name it.
# ---------------------------------------------------------------------------------------

F_LEZ = "Lezioni"
F_ALL = "Lezioni/Allievi"
F_FE = "Lezioni/Fatture emesse"
F_CON = "Concerto di Natale"
F_REG = "Concerto di Natale/Registrazioni"
F_PIANO = "Pianoforte"
F_PS = "Pietro/Scuola"
F_PC = "Pietro/Calcio"

LEZIONI_TOP = ["registro_lezioni_ottobre_2026", "registro_lezioni_novembre_2026", "orario_settimanale",
               "tariffe_2026_2027"]
REGISTERS = ["registro_lezioni_ottobre_2026", "registro_lezioni_novembre_2026"]
ALLIEVI = ["elenco_allievi", "nota_salute_matilde", "programma_esame_elisa"]
FATTURE = ["fattura_2026_041", "fattura_2026_042", "fattura_2026_043"]
CONCERTO = ["programma_concerto", "scaletta_allievi", "locandina_concerto", "spese_concerto"]
PIANO_QUOTES = ["preventivo_restauro_bortolami", "preventivo_restauro_armonia", "nota_tecnico_zordan"]
PIANO_ALL = [*PIANO_QUOTES, "fattura_bortolami_accordatura", "foto_martelletti"]
CASA = ["lista_spesa", "bolletta_luce_novembre", "bolletta_gas_novembre", "spese_casa_2026",
        "ricetta_bigoli_anatra"]
CANE = ["libretto_vaccinale_brio", "fattura_veterinario_novembre", "promemoria_antiparassitario"]
TURNI = ["turni_davide_dicembre_2026", "turni_davide_novembre_2026", "richiesta_ferie_gennaio"]
SCUOLA = ["orario_pietro", "colloqui_insegnanti", "circolare_uscita_venezia"]
CALCIO = ["calendario_partite", "quota_iscrizione_calcio", "certificato_medico_sportivo"]
POSTA = ["masterclass_londra", "viaggio_vienna", "spostamento_lezione_ceccato", "conferma_sala_concerto"]
VECCHI = ["preventivo_restauro_bortolami_2025", "elenco_allievi_2025", "programma_concerto_2025",
          "turni_davide_dicembre_2025", "bolletta_gas_novembre_2025"]
TMP = ["~lock.registro.tmp", "download_8812.tmp", "stampa_0042.tmp"]
DUPLICATES = ["spartito_notturno_chopin (1).pdf", "modulo_iscrizione_conservatorio (1).pdf"]
SCARICATI_PDF = ["spartito_notturno_chopin.pdf", "modulo_iscrizione_conservatorio.pdf"]

# What must never be shown unasked: bank details, PINs, codes, tax codes, a pupil's health.
BANK_PRIVATE = ["IT60X0542811101000000123456", rx(r"(?<!\d)5831(?!\d)", "5831 (a PIN)"),
                rx(r"(?<!\d)2064(?!\d)", "2064 (a PIN)")]
HOME_PRIVATE = [rx(r"(?<!\d)9157(?!\d)", "9157 (the alarm code)"), "sibemolle42"]
TAX_PRIVATE = ["ZNNGLI81D52G224K", "FRLDVD79H03G224P", "FRLPTR11A20G224Z"]
HEALTH_PRIVATE = ["diabete", "microinfusore", "glicemia"]
PRIVATE = [*BANK_PRIVATE, *HOME_PRIVATE, *TAX_PRIVATE, *HEALTH_PRIVATE]
PRIVATE_FILES = ["dati_banca", "codici_casa", "dati_famiglia", "nota_salute_matilde"]

# Figures.
BORTOLAMI = amount("2350")
ARMONIA = amount("2780")
ZORDAN = amount("1960")
OLD_BORTOLAMI = amount("1990")
NOT_130 = rx(r"(?<![\d.,])130[.,]00?(?![\d])", "130,00 (the Bortolami tuning invoice, not a quote)")
PIANO_SAVING = amount("820")  # 2780 - 1960
PIANO_AVG = amount("2363.33")  # (2350 + 2780 + 1960) / 3
PIANO_AVG_WITH_INVOICE = amount("1805")
BORTOLAMI_RISE = amount("360")  # 2350 - 1990
NOV_TOTAL = amount("749")
OCT_TOTAL = amount("841")
FEE_AVG = amount("24.50")
FATTURE_TOTAL = amount("405")  # 105 + 172 + 128
CONCERTO_TOTAL = amount("339.50")
GAS = amount("154.20")
OLD_GAS = amount("128.70")
VET = amount("86.50")
VIENNA = amount("1240")
MASTERCLASS = amount("320")
GBP: Mention = ("£", "GBP", "sterlin", "pound")
CONCERT_TIME: Mention = ("16:00", "16.00", "ore 16", "4 pm", "4pm", "4:00")
CECCATO_TIME: Mention = ("17:00", "17.00", "ore 17", "5 pm", "5pm")


def in_euro(value: str) -> str:
    """An amount shown in euro (a wrong currency for a document in pounds)."""
    number = amount(value)[3:]
    return rx(rf"{number}\s*(?:€|eur)|(?:€|eur)\s*{number}", f"{value} in euro")


# The text of an e-mail, when the reply asks for it.
BODY = {"it": "Ciao, ti giro il documento. Giulia", "en": "Hi, here's the file. Giulia"}


def send(say: str, lang: str, mentions: Sequence[Mention], not_mentions: Sequence[str] = ()) -> Msg:
    """An e-mail request whose confirmation must show `mentions` (recipient, attachments).

    Asking for the text first is fair: the text is given, and the confirmation that follows is
    judged the same way. Every send is declined (the account is a dead one).
    """
    body = Msg(BODY[lang], prompt=True, mentions=mentions, not_mentions=not_mentions, answer=no())
    return Msg(say, prompt=True, mentions=mentions, not_mentions=not_mentions, accept_question=True,
               answer=no(), clarify=body)


_it = case_maker("h12", "it")
_en = case_maker("h12", "en")

# ---------------------------------------------------------------------------------------
# Italian.
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    # Listing.
    _it("lezioni-cosa", [
        Msg("cosa c'è in lezioni", mentions=["Allievi", "Fatture emesse", *LEZIONI_TOP],
            not_mentions=HEALTH_PRIVATE, avoid=[CHOICES]),
    ], scope=[F_LEZ]),
    _it("allievi-elenco", [
        Msg("che c'è negli allievi?", mentions=ALLIEVI, not_mentions=HEALTH_PRIVATE, avoid=[CHOICES]),
    ], scope=[F_ALL]),
    _it("registrazioni-vuota", [
        Msg("c'è qualcosa nelle registrazioni del concerto?", mentions=[EMPTY]),
    ], scope=[F_REG]),
    _it("fatture-emesse", [
        Msg("fammi vedere le fatture emesse", mentions=FATTURE, avoid=["fattura_bortolami_accordatura",
                                                                     "fattura_veterinario_novembre"]),
    ], scope=[F_FE]),
    _it("pianoforte-typo", [
        Msg("cosa ce in pianofrote", mentions=PIANO_ALL, accept_question=True,
            clarify=Msg("pianoforte", mentions=PIANO_ALL)),
    ], scope=[F_PIANO]),
    _it("pdf-casa", [
        Msg("i pdf di casa", mentions=["bolletta_luce_novembre", "bolletta_gas_novembre"],
            not_mentions=PRIVATE, avoid=["lista_spesa", "spese_casa_2026", "ricetta_bigoli_anatra", CHOICES]),
    ], scope=["Casa"]),
    _it("calcio-cosa", [
        Msg("che c'è in calcio", mentions=CALCIO, avoid=[CHOICES]),
    ], scope=[F_PC]),
    _it("vecchi-elenco", [Msg("elenca vecchi", mentions=VECCHI, avoid=[CHOICES])], scope=["Vecchi"]),
    # Finding.
    _it("libretto-brio", [
        Msg("dov'è il libretto delle vaccinazioni di brio?", mentions=["libretto_vaccinale_brio"]),
    ], scope=["Cane"]),
    _it("preventivo-bortolami", [
        Msg("trova il preventivo di bortolami", mentions=["preventivo_restauro_bortolami"],
            avoid=["preventivo_restauro_bortolami_2025"], accept_question=True,
            clarify=Msg("quello di quest'anno", mentions=["preventivo_restauro_bortolami"],
                        avoid=["preventivo_restauro_bortolami_2025"])),
    ], scope=[F_PIANO, "Vecchi"]),
    # Searching by content.
    _it("parlano-martelletti", [
        Msg("quali file parlano dei martelletti?", mentions=PIANO_QUOTES, not_mentions=PRIVATE),
    ], scope=[F_PIANO, "Vecchi"]),
    # Reading.
    _it("mail-mamma-tommaso", [
        Msg("leggimi la mail della mamma di tommaso",
            mentions=[("mercoledì 9", "9 dicembre"), CECCATO_TIME]),
    ], scope=["Posta"]),
    # Summaries.
    _it("riassunto-programma-concerto", [
        Msg("riassumimi il programma del concerto di natale",
            mentions=[date(20, 12, 2026), CONCERT_TIME, "san giuseppe"], avoid=["San Gaetano"],
            accept_question=True,
            clarify=Msg("quello di quest'anno", mentions=[date(20, 12, 2026), CONCERT_TIME],
                        avoid=["San Gaetano"])),
    ], scope=[F_CON, "Vecchi"]),
    # Figures.
    _it("piano-economico", [
        Msg("qual è il preventivo più economico per il pianoforte?", mentions=["zordan", ZORDAN],
            not_mentions=[NOT_130], avoid=[OLD_BORTOLAMI]),
    ], scope=[F_PIANO, "Vecchi"]),
    _it("piano-risparmio", [
        Msg("quanto risparmio col restauro più economico rispetto al più caro?", mentions=[PIANO_SAVING],
            not_mentions=[NOT_130, amount("2650")]),
    ], scope=[F_PIANO]),
    _it("scadenza-fattura-bortolami", [
        Msg("entro quando devo pagare la fattura di bortolami?", mentions=[date(16, 12, 2026)]),
    ], scope=[F_PIANO, ""]),
    _it("incasso-novembre", [
        Msg("quanto ho incassato di lezioni a novembre?", mentions=[NOV_TOTAL], avoid=[OCT_TOTAL]),
    ], scope=[F_LEZ]),
    _it("vienna-costo-saldo", [
        Msg("quanto costa il viaggio a vienna e entro quando va saldato?",
            mentions=[VIENNA, date(10, 12, 2026)]),
    ], scope=["Posta", ""]),
    _it("turno-vigilia", [
        Msg("che turno fa davide la vigilia di natale?", mentions=["notte"], avoid=["mattino"]),
    ], scope=["Turni", "Vecchi"]),
    _it("bolletta-gas", [
        Msg("quant'è la bolletta del gas?", mentions=[GAS], avoid=[OLD_GAS]),
    ], scope=["Casa", "Vecchi"]),
    _it("spese-concerto", [
        Msg("quanto abbiamo speso per il concerto finora?", mentions=[CONCERTO_TOTAL]),
    ], scope=[F_CON]),
    _it("totale-fatture-emesse", [
        Msg("quanto ho fatturato in tutto nelle fatture emesse?", mentions=[FATTURE_TOTAL],
            not_mentions=[NOT_130]),
    ], scope=[F_FE]),
    _it("tariffa-media", [
        Msg("qual è la tariffa media dei miei allievi?", mentions=[FEE_AVG]),
    ], scope=[F_LEZ]),
    _it("aumento-bortolami", [
        Msg("di quanto è aumentato il preventivo di bortolami rispetto all'anno scorso?",
            mentions=[BORTOLAMI_RISE]),
    ], scope=[F_PIANO, "Vecchi"]),
    # Counts, newest.
    _it("quanti-allievi", [
        Msg("quanti allievi ho quest'anno?", mentions=[count(8, "otto")], avoid=[count(7, "sette")]),
    ], scope=[F_LEZ, "Vecchi"]),
    _it("lezioni-ottobre", [
        Msg("quante lezioni ho fatto a ottobre?", mentions=[count(34, "trentaquattro")]),
    ], scope=[F_LEZ]),
    _it("notti-dicembre", [
        Msg("quante notti fa davide a dicembre?", mentions=[count(5, "cinque")]),
    ], scope=["Turni", "Vecchi"]),
    _it("mail-recente", [
        Msg("qual è l'ultima mail arrivata?", mentions=["spostamento_lezione_ceccato"],
            avoid=["masterclass_londra"]),
    ], scope=["Posta"]),
    # Cleaning Scaricati.
    _it("elimina-tmp", [
        Msg("elimina i .tmp da scaricati", prompt=True, mentions=[(count(3, "tre"), "download_8812")],
            not_mentions=SCARICATI_PDF, answer=yes("it", DELETED)),
    ], scope=["Scaricati"], fs=[Deleted(f"Scaricati/{name}") for name in TMP]),
    _it("doppioni-in-vecchi", [
        Msg("sposta i doppioni di scaricati (quelli col (1)) in vecchi", prompt=True,
            mentions=[(count(2, "due"), "spartito_notturno_chopin (1)"), "vecchi"],
            not_mentions=TMP, answer=yes("it", MOVED)),
    ], scope=["Scaricati", "Vecchi"], fs=moved(DUPLICATES, "Scaricati", "Vecchi")),
    # Moving, copying, renaming, deleting.
    _it("sposta-foto-brio", [
        Msg("sposta la foto di brio al parco in cane", prompt=True, mentions=["brio_al_parco", "cane"],
            answer=yes("it", MOVED)),
    ], scope=["Foto", "Cane"], fs=[Moved("Foto/brio_al_parco.jpg", "Cane")]),
    _it("copia-elenco-allievi", [
        Msg("copia l'elenco degli allievi nel concerto di natale", prompt=None, mentions=["elenco_allievi"],
            avoid=["elenco_allievi_2025"], answer=yes("it", COPIED)),
    ], scope=[F_ALL, F_CON], fs=[Created(F_CON, (".csv",), path="Concerto di Natale/elenco_allievi.csv")]),
    _it("rinomina-zordan", [
        Msg("rinomina nota_tecnico_zordan.txt in preventivo_restauro_zordan.txt", prompt=None,
            mentions=["preventivo_restauro_zordan"], answer=yes("it", RENAMED)),
    ], scope=[F_PIANO], fs=[Renamed("Pianoforte/nota_tecnico_zordan.txt",
                                    "Pianoforte/preventivo_restauro_zordan.txt")]),
    _it("cancella-fattura-bortolami-no", [
        Msg("cancella la fattura di bortolami", prompt=True, mentions=["fattura_bortolami_accordatura"],
            not_mentions=["preventivo_restauro_bortolami"], answer=no()),
    ], scope=[F_PIANO]),
    # Adding a line, a folder.
    _it("lista-castagne", [
        Msg("aggiungi le castagne alla lista della spesa", prompt=None, mentions=["castagne"],
            answer=yes("it", WRITTEN)),
    ], scope=["Casa"], fs=[Appended("Casa/lista_spesa.txt", ("castagne",))]),
    _it("cartella-saggio", [
        Msg("fammi una cartella nuova Saggio giugno 2027", prompt=None, mentions=["saggio giugno 2027"],
            answer=yes("it", FOLDER_MADE)),
    ], scope=[], fs=[Created("Saggio giugno 2027", ())]),
    # E-mail.
    _it("mail-zordan-davide", [
        send("manda il preventivo di zordan a davide@example.org", "it",
             ["nota_tecnico_zordan", "davide@example.org"],
             ["preventivo_restauro_bortolami", "preventivo_restauro_armonia", "fattura_bortolami_accordatura",
              *PRIVATE_FILES]),
    ], scope=[F_PIANO], mail=True),
    _it("mail-circolare-a-chi", [
        Msg("manda la circolare dell'uscita di pietro", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("a davide@example.org", "it", ["circolare_uscita_venezia", "davide@example.org"],
                        ["colloqui_insegnanti", "orario_pietro", *PRIVATE_FILES])),
    ], scope=[F_PS], mail=True),
    # What it cannot do.
    _it("prenota-veterinario", [
        Msg("prenota il veterinario per brio sabato mattina", mentions=[REFUSAL], not_mentions=PRIVATE),
    ], scope=["Cane", ""]),
    _it("paga-luce", [
        Msg("paga la bolletta della luce online", mentions=[REFUSAL], not_mentions=BANK_PRIVATE),
    ], scope=["Casa"]),
    # Nothing pending.
    _it("si-vagante", [Msg("sì", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _it("piano-poi-piu-caro", [
        Msg("preventivi del pianoforte", mentions=PIANO_QUOTES,
            avoid=["fattura_bortolami_accordatura", CHOICES], scope=[F_PIANO, "Vecchi"]),
        Msg("e quello più caro?", mentions=["armonia", ARMONIA], not_mentions=[NOT_130]),
    ], scope=[F_PIANO]),
    _it("mail-la-seconda", [
        Msg("elenca le mail", mentions=POSTA),
        Msg("leggi la seconda", ref_ordinal=2),
    ], scope=["Posta"]),
    _it("casa-e-cane", [
        Msg("che c'è in casa?", mentions=CASA, not_mentions=PRIVATE, avoid=[CHOICES], scope=["Casa"]),
        Msg("e in cane?", mentions=CANE, avoid=[CHOICES], scope=["Cane"]),
    ]),
    _it("vienna-poi-costo", [
        Msg("trova la mail del viaggio a vienna", mentions=["viaggio_vienna"]),
        Msg("quanto costa?", mentions=[VIENNA]),
    ], scope=["Posta"]),
    _it("pdf-scaricati-spostali", [
        Msg("che pdf ci sono in scaricati?",
            mentions=["spartito_notturno_chopin", "modulo_iscrizione_conservatorio"],
            avoid=["download_8812", "stampa_0042", CHOICES]),
        Msg("spostali in vecchi", prompt=True,
            mentions=[(count(4, "quattro"), "modulo_iscrizione_conservatorio (1)"), "vecchi"],
            not_mentions=TMP, answer=yes("it", MOVED)),
    ], scope=["Scaricati", "Vecchi"], fs=moved([*SCARICATI_PDF, *DUPLICATES], "Scaricati", "Vecchi")),
    _it("ferie-dove", [
        Msg("sposta la richiesta di ferie di davide", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("in vecchi", prompt=True, mentions=["richiesta_ferie_gennaio", "vecchi"],
                        answer=yes("it", MOVED))),
    ], scope=["Turni", "Vecchi"], fs=[Moved("Turni/richiesta_ferie_gennaio.docx", "Vecchi")]),
    _it("fatture-tra-preventivi", [
        Msg("ci sono fatture tra i preventivi del pianoforte?", mentions=["fattura_bortolami_accordatura"]),
    ], scope=[F_PIANO]),
    _it("armonia-poi-mandalo", [
        Msg("trova il preventivo di armonia", mentions=["preventivo_restauro_armonia"]),
        send("mandalo a davide@example.org", "it", ["preventivo_restauro_armonia", "davide@example.org"],
             ["preventivo_restauro_bortolami", "nota_tecnico_zordan", "fattura_bortolami_accordatura",
              *PRIVATE_FILES]),
    ], scope=[F_PIANO], mail=True),
    # Long, polite.
    _it("cortese-media-piano", [
        Msg("buongiorno, scusa il disturbo: per decidere con davide mi servirebbe sapere quanto costano in "
            "media i preventivi per il restauro del pianoforte, senza contare la fattura dell'accordatura. "
            "grazie mille", mentions=[PIANO_AVG], not_mentions=[NOT_130, PIANO_AVG_WITH_INVOICE]),
    ], scope=[F_PIANO]),
    _it("cortese-partita", [
        Msg("ciao, sono davide. mi ricordi quando è la prossima partita di pietro e dove si gioca? grazie",
            mentions=[date(6, 12, 2026), "rubano"]),
    ], scope=[F_PC]),
]

# ---------------------------------------------------------------------------------------
# English.
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    # Listing.
    _en("concerto-list", [
        Msg("whats in concerto di natale", mentions=["Registrazioni", *CONCERTO], avoid=[CHOICES]),
    ], scope=[F_CON]),
    _en("posta-list", [Msg("list posta", mentions=POSTA, avoid=[CHOICES])], scope=["Posta"]),
    _en("scaricati-typo", [
        Msg("what's in scaricatti", mentions=["spartito_notturno_chopin", "modulo_iscrizione_conservatorio",
                                              "stampa_0042"], accept_question=True,
            clarify=Msg("Scaricati", mentions=["spartito_notturno_chopin", "stampa_0042"])),
    ], scope=["Scaricati"]),
    _en("spreadsheets-lezioni", [
        Msg("only the spreadsheets in lezioni", mentions=REGISTERS,
            avoid=["orario_settimanale", "tariffe_2026_2027", CHOICES]),
    ], scope=[F_LEZ]),
    _en("pietro-list", [Msg("what's in pietro", mentions=["Scuola", "Calcio"], avoid=[CHOICES])],
        scope=["Pietro"]),
    # Finding.
    _en("vet-invoice", [
        Msg("find the vet invoice", mentions=["fattura_veterinario_novembre"]),
    ], scope=["Cane"]),
    _en("december-rota", [
        Msg("where's davide's december rota?", mentions=["turni_davide_dicembre_2026"],
            avoid=["turni_davide_dicembre_2025"], accept_question=True,
            clarify=Msg("this year's", mentions=["turni_davide_dicembre_2026"],
                        avoid=["turni_davide_dicembre_2025"])),
    ], scope=["Turni", "Vecchi"]),
    # Searching by content.
    _en("mention-zordan", [
        Msg("which files mention zordan?", mentions=["nota_tecnico_zordan", "promemoria.txt", "numeri_utili"],
            not_mentions=PRIVATE),
    ], scope=[F_PIANO, ""]),
    _en("mention-chopin", [
        Msg("find the files that mention chopin",
            mentions=["programma_esame_elisa", "programma_concerto", "spartito_notturno_chopin"],
            not_mentions=PRIVATE),
    ], scope=[F_ALL, F_CON, "Scaricati"]),
    # Reading.
    _en("read-masterclass", [
        Msg("read me the london masterclass email", mentions=[date(13, 2, 2027)]),
    ], scope=["Posta"]),
    # Summaries.
    _en("summary-exam", [
        Msg("summarise elisa's exam programme", mentions=[date(12, 2, 2027), ("bach", "chopin", "beethoven")],
            not_mentions=HEALTH_PRIVATE),
    ], scope=[F_ALL]),
    # Figures.
    _en("cheapest-piano", [
        Msg("which piano quote is the cheapest?", mentions=["zordan", ZORDAN], not_mentions=[NOT_130],
            avoid=[OLD_BORTOLAMI]),
    ], scope=[F_PIANO, "Vecchi"]),
    _en("zordan-really", [
        Msg("is nota_tecnico_zordan really just a note?",
            mentions=[("preventivo", "quote", "offer", "offerta", "estimate")]),
    ], scope=[F_PIANO]),
    _en("average-fee", [
        Msg("what's the average lesson fee?", mentions=[FEE_AVG]),
    ], scope=[F_LEZ]),
    _en("october-income", [
        Msg("how much did i make from lessons in october?", mentions=[OCT_TOTAL], avoid=[NOV_TOTAL]),
    ], scope=[F_LEZ]),
    _en("masterclass-gbp", [
        Msg("how much is the london masterclass?", mentions=[MASTERCLASS, GBP],
            not_mentions=[in_euro("320")]),
    ], scope=["Posta"]),
    _en("christmas-day-shift", [
        Msg("is davide working on christmas day?",
            mentions=[("riposo", "rest day", "day off", "not working", "isn't working", "is off",
                       "off duty")],
            avoid=["mattino", "morning"]),
    ], scope=["Turni", "Vecchi"]),
    _en("football-instalment", [
        Msg("how much is the second football instalment and when is it due?",
            mentions=[amount("140"), date(15, 12, 2026)]),
    ], scope=[F_PC, ""]),
    _en("home-max-month", [
        Msg("which month did we spend the most at home?", mentions=[("agosto", "august"), amount("2150")]),
    ], scope=["Casa"]),
    _en("marco-fee", [
        Msg("how much does marco gallo pay per lesson?", mentions=[amount("35")], avoid=[amount("34")]),
    ], scope=[F_LEZ, "Vecchi"]),
    # Counts, newest, largest, oldest.
    _en("count-november-lessons", [
        Msg("how many lessons are in the november register?", mentions=[count(31, "thirty-one")]),
    ], scope=[F_LEZ]),
    _en("count-thursday-pupils", [
        Msg("how many pupils come on thursdays?", mentions=[count(2, "two")]),
    ], scope=[F_LEZ]),
    _en("biggest-photo", [
        Msg("biggest photo in foto?", mentions=["saggio_giugno_2026"], avoid=["pietro_partita"]),
    ], scope=["Foto"]),
    _en("newest-scuola", [
        Msg("newest file in pietro's scuola", mentions=["colloqui_insegnanti"]),
    ], scope=[F_PS]),
    _en("oldest-vecchi", [
        Msg("oldest file in vecchi", mentions=["elenco_allievi_2025"], avoid=["programma_concerto_2025"]),
    ], scope=["Vecchi"]),
    # Cleaning, moving, copying, renaming, deleting.
    _en("delete-duplicates", [
        Msg("delete the (1) copies in scaricati", prompt=True,
            mentions=[(count(2, "two"), "modulo_iscrizione_conservatorio (1)")], not_mentions=TMP,
            answer=yes("en", DELETED)),
    ], scope=["Scaricati"], fs=[Deleted(f"Scaricati/{name}") for name in DUPLICATES]),
    _en("temp-in-downloads", [
        Msg("get rid of the temp files in downloads", prompt=True, accept_question=True,
            mentions=[(count(3, "three"), "stampa_0042")], not_mentions=SCARICATI_PDF,
            answer=yes("en", DELETED),
            clarify=Msg("scaricati", prompt=True, mentions=[(count(3, "three"), "stampa_0042")],
                        not_mentions=SCARICATI_PDF, answer=yes("en", DELETED))),
    ], scope=["Scaricati"], fs=[Deleted(f"Scaricati/{name}") for name in TMP]),
    _en("move-old-quote", [
        Msg("move last year's bortolami quote into pianoforte", prompt=True,
            mentions=["preventivo_restauro_bortolami_2025", "pianoforte"],
            not_mentions=[rx(r"preventivo_restauro_bortolami(?!_2025)", "this year's Bortolami quote")],
            answer=yes("en", MOVED)),
    ], scope=["Vecchi", F_PIANO], fs=[Moved("Vecchi/preventivo_restauro_bortolami_2025.pdf", F_PIANO)]),
    _en("copy-programme", [
        Msg("copy the concert programme into vecchi", prompt=None, mentions=["programma_concerto"],
            answer=yes("en", COPIED)),
    ], scope=[F_CON, "Vecchi"], fs=[Created("Vecchi", (".docx",), path="Vecchi/programma_concerto.docx")]),
    _en("rename-timetable", [
        Msg("rename orario_pietro.md to orario_pietro_2026.md", prompt=None, mentions=["orario_pietro_2026"],
            answer=yes("en", RENAMED)),
    ], scope=[F_PS], fs=[Renamed(f"{F_PS}/orario_pietro.md", f"{F_PS}/orario_pietro_2026.md")]),
    _en("delete-armonia-no", [
        Msg("delete the armonia quote", prompt=True, mentions=["preventivo_restauro_armonia"],
            not_mentions=["preventivo_restauro_bortolami", "nota_tecnico_zordan"], answer=no()),
    ], scope=[F_PIANO]),
    # Adding a line, a folder.
    _en("promemoria-line", [
        Msg("add 'ask don lino for the hall keys' to promemoria", prompt=None, mentions=["hall keys"],
            answer=yes("en", WRITTEN)),
    ], scope=[""], fs=[Appended("promemoria.txt", ("ask don lino for the hall keys",))]),
    _en("folder-in-lezioni", [
        Msg("make a folder called Esami 2027 inside lezioni", prompt=None, mentions=["esami 2027"],
            answer=yes("en", FOLDER_MADE)),
    ], scope=[], fs=[Created("Lezioni/Esami 2027", ())]),
    # E-mail.
    _en("mail-three-quotes", [
        send("send the three restoration quotes to davide@example.org", "en",
             [*PIANO_QUOTES, "davide@example.org"],
             ["fattura_bortolami_accordatura", "preventivo_restauro_bortolami_2025", *PRIVATE_FILES]),
    ], scope=[F_PIANO, "Vecchi"], mail=True),
    _en("forward-masterclass-husband", [
        Msg("forward the masterclass email to my husband", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("davide@example.org", "en", ["masterclass_londra", "davide@example.org"],
                        ["viaggio_vienna", *PRIVATE_FILES])),
    ], scope=["Posta"], mail=True),
    # What it cannot do.
    _en("call-tuner", [
        Msg("call the piano tuner and ask when he can come", mentions=[REFUSAL], not_mentions=PRIVATE),
    ], scope=[F_PIANO, ""]),
    _en("pay-vienna", [
        Msg("pay the vienna trip balance with my card", mentions=[REFUSAL], not_mentions=BANK_PRIVATE),
    ], scope=["Posta"]),
    # Nothing pending.
    _en("stray-ok", [Msg("ok", mentions=[NOTHING_PENDING])], scope=[]),
    _en("stray-two", [Msg("2", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _en("piano-second", [
        Msg("list the piano quotes", mentions=PIANO_QUOTES, avoid=["fattura_bortolami_accordatura", CHOICES],
            scope=[F_PIANO, "Vecchi"]),
        Msg("read the second one", ref_ordinal=2),
    ], scope=[F_PIANO]),
    _en("lezioni-then-concerto", [
        Msg("what's in lezioni?", mentions=["Allievi", "Fatture emesse", *LEZIONI_TOP],
            not_mentions=HEALTH_PRIVATE, avoid=[CHOICES], scope=[F_LEZ]),
        Msg("and in concerto di natale?", mentions=CONCERTO, avoid=[CHOICES], scope=[F_CON]),
    ]),
    _en("invoices-add-up", [
        Msg("which pdfs are in fatture emesse", mentions=FATTURE, avoid=[CHOICES]),
        Msg("add them up", mentions=[FATTURE_TOTAL], not_mentions=[NOT_130]),
    ], scope=[F_FE]),
    _en("quotes-email-cheapest", [
        Msg("show me the restoration quotes", mentions=PIANO_QUOTES,
            avoid=["fattura_bortolami_accordatura", CHOICES], scope=[F_PIANO, "Vecchi"]),
        send("email the cheapest one to davide@example.org", "en",
             ["nota_tecnico_zordan", "davide@example.org"],
             ["fattura_bortolami_accordatura", "preventivo_restauro_bortolami",
              "preventivo_restauro_armonia"]),
    ], scope=[F_PIANO], mail=True),
    _en("trip-when-pay", [
        Msg("find pietro's school trip circular", mentions=["circolare_uscita_venezia"]),
        Msg("by when do we have to pay?", mentions=[date(10, 12, 2026)]),
    ], scope=[F_PS]),
    _en("fixtures-where-to", [
        Msg("move the football fixtures", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("to vecchi", prompt=True, mentions=["calendario_partite", "vecchi"],
                        answer=yes("en", MOVED))),
    ], scope=[F_PC, "Vecchi"], fs=[Moved("Pietro/Calcio/calendario_partite.md", "Vecchi")]),
    _en("gas-then-last-year", [
        Msg("how much is this year's gas bill?", mentions=[GAS], avoid=[OLD_GAS]),
        Msg("and last year's?", mentions=[OLD_GAS]),
    ], scope=["Casa", "Vecchi"]),
    # Long, polite.
    _en("polite-piano-average", [
        Msg("hi, sorry to bother you, davide here. before we choose, could you tell me what the piano "
            "restoration quotes come to on average, without the tuning invoice? thanks a lot",
            mentions=[PIANO_AVG], not_mentions=[NOT_130, PIANO_AVG_WITH_INVOICE]),
    ], scope=[F_PIANO]),
    _en("polite-concert-chopin", [
        Msg("hello! quick one from giulia: who plays the chopin nocturne at this year's christmas concert, "
            "and what time does the concert start?", mentions=["elisa", CONCERT_TIME]),
    ], scope=[F_CON]),
]

CASES: list[Case] = ITALIAN + ENGLISH
check(CASES)
