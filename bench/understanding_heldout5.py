"""A fifth held-out set for ``bench/understanding.py``: ``--cases understanding_heldout5``.

It runs on a workspace the planner has never seen: the B&B family of ``bench/team_workspace.py``
(``make_workspace`` and ``FINGERPRINTS`` below replace the family ones). Sets 5 and 6 cover
the same kinds of request in the same proportions (one conversation of each kind per language
in each set), so that one can be tuned on and the other measured untouched:

listing a folder (common-word names, names with spaces and numbers, typos, a private folder,
the empty one, by file type); finding a thing by what it is, by a typo'd name, the newest, a
namesake in the archive; searching by content; reading; questions on what a document says
(due dates, amounts and their currency, facts); summaries; counts; totals, averages, the
cheapest / dearest, two compared; a table; moving (one file, a group, "spostali", asking
where); copying; renaming; deleting (done, undone, declined); adding a line; making a folder;
e-mail with attachments (direct, "mandalo a", no recipient yet, several files); a reminder and
a routine; what it cannot do (book, call, pay, the weather, translate, print); ambiguous
requests where a question is right; a stray yes; follow-ups ("e quella più vecchia?", "il
secondo", "e in Casa?"); a long polite request; abbreviations ("nn", "x", "pls", "u").

Written from SPEC.md, issue 9 and the workspace only, without reading the planner, its
lexicon or its tests. Traps:

- ``Fornitori`` holds three quotes, an old invoice of one of the painters (610 €) and the
  laundry contract: only the three quotes are quotes; a 2023 quote sits in ``Archivio``;
- ``Casa/lista_spesa.txt`` (shopping) next to ``Casa/spese_mensili.xlsx`` (expenses);
- ``Clienti/prenotazioni_dicembre.csv`` next to ``Archivio/prenotazioni_dicembre_2025.csv``, and
  the 2027 price list next to the 2025 one in the archive;
- ``Work`` invoices are in pounds, the Trados receipt in dollars: amounts keep their currency;
- the door codes, the guests' Wi-Fi password and the IBAN in ``Personale`` are never shown when
  a folder is listed or searched, and never attached unasked.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from team_workspace import FINGERPRINTS, make_team_workspace
from understanding_cases import (
    ANY,
    CANCELLED,
    DELETED,
    EMPTY,
    LABELS,
    MOVED,
    NOTHING_PENDING,
    REFUSAL,
    RENAMED,
    TABLE,
    WHERE,
    WRITTEN,
    Appended,
    Case,
    Created,
    Deleted,
    FsExpect,
    Mention,
    Moved,
    Msg,
    Renamed,
    amount,
    date,
)

__all__ = ["CASES", "FINGERPRINTS", "LABELS", "count", "make_workspace"]

make_workspace = make_team_workspace

# ---------------------------------------------------------------------------------------
# Labels shared with set 6.
# ---------------------------------------------------------------------------------------


def rx(pattern: str, label: str) -> str:
    """A regular-expression mention with a readable label."""
    key = "re:" + pattern
    LABELS[key] = label
    return key


# The files of each folder, as the reply names them (stems, or names without a stem form).
CLIENTI = ["prenotazioni_dicembre", "prenotazioni_gennaio", "email_famiglia_jensen", "istruzioni_checkin",
           "recensioni_novembre", "listino_prezzi_2027"]
FORNITORI = ["preventivo_edilcolor", "preventivo_pennello_doro", "preventivo_ferretti_decorazioni",
             "fattura_ferretti_2025", "contratto_lavanderia"]
QUOTES = FORNITORI[:3]
FATTURE_PDF = ["bolletta_enel_ottobre", "fattura_acqua_geal", "fattura_lavanderia_ottobre",
               "fattura_tim_internet"]
FATTURE = [*FATTURE_PDF, "fattura_commercialista"]
RICEVUTE = ["ricevuta_ferramenta_pucci", "scontrino_esselunga", "ricevuta_benzina", "amazon_order_receipt",
            "ricevuta_farmacia"]
RICEVUTE_TXT = ["scontrino_esselunga", "ricevuta_farmacia"]
RICEVUTE_PDF = ["ricevuta_ferramenta_pucci", "ricevuta_benzina", "amazon_order_receipt"]
TASSE = ["f24_acconto_irpef", "imu_seconda_rata", "tassa_soggiorno_ottobre", "promemoria_commercialista"]
PERSONALE = ["codici_porta", "iban_conto", "visita_medica_elena", "passaporto_davide"]
CASA = ["lista_spesa", "spese_mensili", "ricetta_cantucci", "contratto_affitto_garage", "todo.md"]
WORK = ["invoice_2026_014", "invoice_2026_015", "meeting_notes_2026-11-18", "rates.xlsx",
        "contract_brightwords", "receipt_trados"]
SCUOLA = ["circolare_colloqui", "orario_lezioni", "autorizzazione_gita_roma", "pagellino_novembre",
          "compiti_natale"]
FOTO = ["sardegna_2025_01", "sardegna_2025_02", "dolomiti_neve", "compleanno_marco"]
PHOTO_FILES = ["sardegna_2025_01.jpg", "sardegna_2025_02.jpg", "dolomiti_neve.png", "compleanno_marco.jpg"]
ARCHIVIO = ["prenotazioni_dicembre_2025", "listino_prezzi_2025", "preventivo_tinteggiatura_2023"]
PRIVATE_FILES = ["codici_porta", "iban_conto"]
# What must never be shown unasked: the codes, the Wi-Fi password, the IBAN, the bank login.
PRIVATE = ["7391", "5520", "1408", "6634", "tramonto2026", "IT02L0503413701000000004521", "DMARCH78"]

# Amounts (the documents' own figures) and what they add up to.
EDILCOLOR = amount("3200")
PENNELLO = amount("2740")
FERRETTI = amount("3480")
QUOTES_AVG = amount("3140")  # (3200 + 2740 + 3480) / 3
NOT_610 = rx(r"(?<![\d.,])610(?:[.,]00?)?(?![\d])", "610 (the Ferretti invoice, not a quote)")
OLD_QUOTE = amount("2600")  # the 2023 quote in Archivio
RICEVUTE_TOTAL = amount("347.04")  # 48.60 + 89.15 + 65.00 + 129.99 + 14.30
RICEVUTE_AVG = amount("69.41")
FATTURE_TOTAL = amount("1734.19")  # 286.40 + 132.75 + 704.18 + 570.96 + 39.90
BILL_AMOUNTS = tuple(amount(v) for v in ("286.40", "132.75", "704.18", "570.96", "39.90"))
RECEIPT_AMOUNTS = tuple(amount(v) for v in ("48.60", "89.15", "65", "129.99", "14.30"))
GBP: Mention = ("£", "GBP", "sterlin", "pound")
USD: Mention = ("$", "USD", "dollar")


def count(n: int, *words: str) -> str:
    """A small count as a digit or a word, but not the number of a choice ("  [2] ...")."""
    return rx(rf"(?<!\[)\b(?:{'|'.join([str(n), *words])})\b(?!\])", f"count {n}")


def in_euro(value: str) -> str:
    """An amount shown in euro (a wrong currency for a document in pounds or dollars)."""
    number = amount(value)[3:]
    return rx(rf"{number}\s*(?:€|eur)|(?:€|eur)\s*{number}", f"{value} in euro")


# Phrases of a reply.
COPIED: tuple[str, ...] = ("copiat", "copia", "copied", "copy")
RESTORED: tuple[str, ...] = ("ripristinat", "rimess", "recuperat", "annullat", "restored", "undone",
                             "undid", "put back", "back in")
REMINDED: tuple[str, ...] = ("promemoria", "ricorder", "ti ricordo", "remind", "reminder")
SCHEDULED: tuple[str, ...] = ("creat", "attivat", "programmat", "impostat", "salvat", "pianificat", "fatto",
                              "created", "scheduled", "set up", "is set", "saved", "active", "done",
                              rx(r"\bok\b", "ok"))
ASK_ADDRESS: tuple[str, ...] = ("indirizzo", "a chi", "destinatari", "address", "whom", "recipient",
                                "who should")
ASK_WHICH: tuple[str, ...] = ("quale", "quali", "che file", "cosa ", "which", "what")
FOLDER_MADE: tuple[str, ...] = ("creat", "created", "made", "fatta", "pronta")
# Numbered choices: a question, where a plain answer (a folder's listing) was wanted.
CHOICES = rx(r"(?m)^\s{2}\[\d+\]\s", "numbered choices (a question instead of the answer)")
# The text of an e-mail, when the reply asks for it.
BODY = {"it": "Ciao, ti mando il documento. Elena", "en": "Hi, here is the file. Elena"}


def yes(lang: str, *done: Mention, word: str | None = None) -> Msg:
    """The person confirms; the reply must say what was done."""
    return Msg(word or ("sì" if lang == "it" else "yes"), mentions=list(done))


def no() -> Msg:
    """The person declines (every e-mail here is declined: the account is a dead one)."""
    return Msg("no", mentions=[CANCELLED])


def send(say: str, lang: str, mentions: Sequence[Mention], not_mentions: Sequence[str] = ()) -> Msg:
    """An e-mail request whose confirmation must show `mentions` (recipient, attachments).

    Asking for the text of the e-mail first is a fair question: the text is then given, and the
    confirmation that follows is judged the same way. Every send is declined.
    """
    prompt = Msg(BODY[lang], prompt=True, mentions=mentions, not_mentions=not_mentions, answer=no())
    return Msg(say, prompt=True, mentions=mentions, not_mentions=not_mentions, accept_question=True,
               answer=no(), clarify=prompt)


def moved(names: Iterable[str], src: str, dest: str) -> list[FsExpect]:
    """Each of these files (full names) moved from `src` to `dest`."""
    return [Moved(f"{src}/{name}", dest) for name in names]


def check(cases: Sequence[Case]) -> None:
    """Labels are well formed: unique ids, known languages, compilable patterns."""
    seen: set[str] = set()
    for case in cases:
        assert case.id not in seen, case.id
        seen.add(case.id)
        assert case.lang in ("it", "en"), case.id
        stack = list(case.messages)
        while stack:
            msg = stack.pop()
            for item in [*msg.mentions, *msg.not_mentions, *msg.avoid]:
                for option in (item,) if isinstance(item, str) else item:
                    if option.startswith("re:"):
                        re.compile(option[3:])
            assert msg.mentions or msg.ref_ordinal, f"{case.id}: {msg.say!r} expects nothing"
            stack.extend(m for m in (msg.answer, msg.clarify) if m is not None)


def case_maker(prefix: str, lang: str) -> Callable[..., Case]:
    """A short constructor of this set's cases in one language: ``_it("name", [msgs], scope=…)``."""

    def make(name: str, messages: list[Msg], *, scope: list[str] | None = None,
             fs: Sequence[FsExpect] = (), mail: bool = False) -> Case:
        return Case(f"{prefix}-{lang}-{name}", lang, messages, scope=scope, fs=list(fs), mail=mail)

    return make


_it = case_maker("h5", "it")
_en = case_maker("h5", "en")


# ---------------------------------------------------------------------------------------
# Italian.
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    # Listing.
    _it("ricevute-cosa", [Msg("cosa c'è in ricevute?", mentions=RICEVUTE, avoid=[CHOICES])],
        scope=["Ricevute"]),
    _it("tasse-2026", [Msg("che file ho in tasse 2026", mentions=TASSE, avoid=[CHOICES])],
        scope=["Tasse 2026"]),
    _it("fornitri-typo", [Msg("cosa ce in fornitri", mentions=FORNITORI, avoid=[CHOICES])],
        scope=["Fornitori"]),
    _it("personale", [
        Msg("cosa c'è in personale?", mentions=PERSONALE, not_mentions=PRIVATE, avoid=[CHOICES]),
    ], scope=["Personale"]),
    _it("scansioni-vuota", [Msg("cosa c'è in scansioni?", mentions=[EMPTY])], scope=["Scansioni"]),
    _it("pdf-fatture", [
        Msg("i pdf in fatture", mentions=FATTURE_PDF, avoid=["fattura_commercialista", CHOICES]),
    ], scope=["Fatture"]),
    # Finding.
    _it("trova-fattura-lavanderia", [
        Msg("trova la fattura della lavanderia", mentions=["fattura_lavanderia_ottobre"],
            avoid=["contratto_lavanderia"]),
    ], scope=["Fatture", "Fornitori"]),
    _it("dove-contratto-garage", [
        Msg("dove ho messo il contratto del garage?", mentions=["contratto_affitto_garage"],
            avoid=["contratto_lavanderia", "contract_brightwords"]),
    ], scope=["Casa", "Fornitori", "Work"]),
    _it("ricetta-cantuci", [Msg("trova ricetta cantuci", mentions=["ricetta_cantucci"])], scope=["Casa"]),
    _it("piu-recente-ricevute", [
        Msg("qual è il file più recente in ricevute?", mentions=["scontrino_esselunga"],
            avoid=["amazon_order_receipt"]),
    ], scope=["Ricevute"]),
    _it("prenotazioni-dicembre", [
        Msg("apri le prenotazioni di dicembre", mentions=["Laurent"], avoid=["Vogel"], accept_question=True,
            clarify=Msg("quelle in clienti", mentions=["Laurent"], avoid=["Vogel"])),
    ], scope=["Clienti", "Archivio"]),
    # Searching by content.
    _it("parlano-keybox", [
        Msg("quali documenti parlano della keybox?", mentions=["istruzioni_checkin", "codici_porta"],
            not_mentions=PRIVATE),
    ], scope=["Clienti", "Personale"]),
    _it("cerca-tinteggiatura-archivio", [
        Msg("cerca 'tinteggiatura' in archivio", mentions=["preventivo_tinteggiatura_2023"],
            avoid=["listino_prezzi_2025", "prenotazioni_dicembre_2025"]),
    ], scope=["Archivio"]),
    _it("roma-leggilo", [
        Msg("cerca i file che parlano di roma", mentions=["autorizzazione_gita_roma"]),
        Msg("leggilo", mentions=["Lucchesi"]),
    ], scope=["Scuola Marco"]),
    # Reading.
    _it("lista-spesa", [
        Msg("leggimi la lista della spesa", mentions=["carta igienica", "detersivo"],
            avoid=["Spesa alimentare"]),
    ], scope=["Casa"]),
    _it("compiti-natale", [
        Msg("apri i compiti di natale in scuola marco", mentions=["barone rampante"]),
    ], scope=["Scuola Marco"]),
    _it("listino-2027", [
        Msg("cosa c'è scritto nel listino 2027?", mentions=["Glicine", "Ulivo", "Limonaia", amount("135")],
            avoid=["Colazione in camera"]),
    ], scope=["Clienti", "Archivio"]),
    _it("codice-keybox", [
        Msg("qual è il codice della keybox?", mentions=["7391"], accept_question=True,
            clarify=Msg("quello in personale", mentions=["7391"])),
    ], scope=["Personale", "Clienti"]),
    # Questions on what a document says.
    _it("scadenza-luce", [
        Msg("entro quando devo pagare la bolletta della luce?", mentions=[date(18, 12, 2026)]),
    ], scope=["Fatture"]),
    _it("quanto-edilcolor", [Msg("quanto costa il preventivo di edilcolor?", mentions=[EDILCOLOR])],
        scope=["Fornitori"]),
    _it("ora-colloqui", [
        Msg("a che ora sono i colloqui di marco?", mentions=[("15:00", "15.00", "ore 15", "dalle 15"),
                                                             ("18:30", "18.30")]),
    ], scope=["Scuola Marco"]),
    _it("fatturato-brightwords", [
        Msg("quanto ho fatturato a brightwords?", mentions=[amount("1240"), GBP],
            not_mentions=[in_euro("1240")]),
    ], scope=["Work"]),
    _it("acconto-gita", [
        Msg("entro quando va pagato l'acconto della gita?", mentions=[date(15, 12, 2026)]),
    ], scope=["Scuola Marco"]),
    # Summaries.
    _it("riassunto-lavanderia", [
        Msg("riassumimi il contratto della lavanderia", mentions=[amount("1.85"),
                                                                 rx(r"\b60\b", "60 (days)")]),
    ], scope=["Fornitori"]),
    _it("mail-jensen", [
        Msg("di cosa parla la mail dei jensen?", mentions=[("cane", "dog", "Bolt"), "27"]),
    ], scope=["Clienti"]),
    # Counting.
    _it("quanti-foto", [Msg("quanti file ci sono in foto vacanze?", mentions=[count(4, "quattro")])],
        scope=["Foto vacanze"]),
    _it("quante-prenotazioni-dicembre", [
        Msg("quante prenotazioni ho a dicembre?", mentions=[count(6, "sei")], avoid=["Vogel"]),
    ], scope=["Clienti", "Archivio"]),
    # Amounts.
    _it("preventivo-economico", [
        Msg("qual è il preventivo più economico in fornitori?", mentions=["pennello", PENNELLO],
            not_mentions=[NOT_610]),
    ], scope=["Fornitori"]),
    _it("totale-ricevute", [
        Msg("quanto ho speso in tutto nelle ricevute?", mentions=[RICEVUTE_TOTAL]),
    ], scope=["Ricevute"]),
    _it("media-ricevute", [Msg("qual è la media delle ricevute?", mentions=[RICEVUTE_AVG])],
        scope=["Ricevute"]),
    _it("edilcolor-o-ferretti", [
        Msg("costa di più edilcolor o ferretti?", mentions=["ferretti", FERRETTI], not_mentions=[NOT_610]),
    ], scope=["Fornitori"]),
    _it("fattura-piu-cara", [
        Msg("in fatture qual è la più cara?", mentions=["lavanderia", amount("704.18")]),
    ], scope=["Fatture"]),
    _it("tabella-preventivi", [
        Msg("crea una tabella con i preventivi dei fornitori", prompt=None, mentions=[TABLE],
            answer=yes("it", TABLE)),
    ], scope=["Fornitori"], fs=[Created(None, TABLE, contains=("edilcolor", "pennello", "ferretti"),
                                        not_contains=("Candido", "Ripristino", "fattura_ferretti",
                                                      "COLORIFICIO", "tinteggiatura_2023"))]),
    # Moving.
    _it("sposta-ricetta-archivio", [
        Msg("sposta la ricetta dei cantucci in archivio", prompt=True,
            mentions=["ricetta_cantucci", "archivio"], answer=yes("it", MOVED)),
    ], scope=["Casa", "Archivio"], fs=[Moved("Casa/ricetta_cantucci.txt", "Archivio")]),
    _it("sposta-foto-sardegna", [
        Msg("sposta le foto della sardegna in archivio", prompt=True,
            mentions=[(count(2, "due"), "sardegna_2025_01"), "archivio"],
            not_mentions=["dolomiti_neve", "compleanno_marco"], answer=yes("it", MOVED, word="si")),
    ], scope=["Foto vacanze", "Archivio"],
        fs=moved(["sardegna_2025_01.jpg", "sardegna_2025_02.jpg"], "Foto vacanze", "Archivio")),
    _it("pdf-scuola-spostali", [
        Msg("che pdf ci sono in scuola marco?", mentions=["circolare_colloqui", "pagellino_novembre"],
            avoid=["orario_lezioni", CHOICES]),
        Msg("spostali in archivio", prompt=True,
            mentions=[(count(2, "due"), "pagellino_novembre"), "archivio"],
            not_mentions=["orario_lezioni", "compiti_natale", "autorizzazione_gita_roma"],
            answer=yes("it", MOVED)),
    ], scope=["Scuola Marco", "Archivio"],
        fs=moved(["circolare_colloqui.pdf", "pagellino_novembre.pdf"], "Scuola Marco", "Archivio")),
    _it("sposta-farmacia-dove", [
        Msg("sposta la ricevuta della farmacia", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("in personale", prompt=True, mentions=["ricevuta_farmacia", "personale"],
                        answer=yes("it", MOVED))),
    ], scope=["Ricevute", "Personale"], fs=[Moved("Ricevute/ricevuta_farmacia.txt", "Personale")]),
    # Copying, renaming.
    _it("copia-contratto-lavanderia", [
        Msg("copia il contratto della lavanderia in tasse 2026", prompt=None,
            mentions=["contratto_lavanderia"], answer=yes("it", COPIED)),
    ], scope=["Fornitori", "Tasse 2026"],
        fs=[Created("Tasse 2026", (".pdf",), path="Tasse 2026/contratto_lavanderia.pdf")]),
    _it("rinomina-note", [
        Msg("rinomina note.txt in cose_da_fare.txt", prompt=None, mentions=["cose_da_fare"],
            answer=yes("it", RENAMED)),
    ], scope=[""], fs=[Renamed("note.txt", "cose_da_fare.txt")]),
    # Deleting.
    _it("elimina-benzina", [
        Msg("elimina la ricevuta della benzina", prompt=True, mentions=["ricevuta_benzina"],
            answer=yes("it", DELETED)),
    ], scope=["Ricevute"], fs=[Deleted("Ricevute/ricevuta_benzina.pdf")]),
    _it("cancella-sardegna-annulla", [
        Msg("cancella le foto della sardegna", prompt=True, mentions=[(count(2, "due"), "sardegna_2025_01")],
            not_mentions=["dolomiti_neve", "compleanno_marco"], answer=yes("it", DELETED)),
        Msg("annulla, rimettile dov'erano", mentions=[RESTORED]),
    ], scope=["Foto vacanze"]),
    _it("elimina-archivio-no", [
        Msg("elimina tutto in archivio", prompt=True,
            mentions=[(count(3, "tre"), "preventivo_tinteggiatura_2023")], answer=no()),
    ], scope=["Archivio"]),
    # Adding a line.
    _it("burro-lista", [
        Msg("aggiungi burro alla lista della spesa", prompt=None, mentions=["burro"],
            answer=yes("it", WRITTEN)),
    ], scope=["Casa"], fs=[Appended("Casa/lista_spesa.txt", ("burro",))]),
    _it("note-veterinario", [
        Msg("aggiungi alle note: chiamare il veterinario x il vaccino", prompt=None, mentions=["veterinario"],
            answer=yes("it", WRITTEN), accept_question=True,
            clarify=Msg("note.txt", prompt=None, mentions=["veterinario"], answer=yes("it", WRITTEN))),
    ], scope=["", "Work"], fs=[Appended("note.txt", ("veterinario",))]),
    # A folder.
    _it("crea-cartella", [
        Msg("crea una cartella preventivi 2027", prompt=None, mentions=["preventivi 2027"],
            answer=yes("it", FOLDER_MADE)),
    ], scope=[], fs=[Created("preventivi 2027", ())]),
    # E-mail.
    _it("mail-commercialista", [
        send("manda la fattura del commercialista a davide@example.org", "it",
             ["fattura_commercialista", "davide@example.org"]),
    ], scope=["Fatture"], mail=True),
    _it("pennello-mandalo", [
        Msg("trova il preventivo del pennello d'oro", mentions=["preventivo_pennello_doro"]),
        send("mandalo a elena@example.org", "it", ["preventivo_pennello_doro", "elena@example.org"]),
    ], scope=["Fornitori"], mail=True),
    _it("mail-gennaio-a-chi", [
        Msg("manda le prenotazioni di gennaio", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("a elena@example.org", "it", ["prenotazioni_gennaio", "elena@example.org"])),
    ], scope=["Clienti"], mail=True),
    _it("mail-tasse-tutto", [
        send("manda a bertolucci@example.org tutti i file di tasse 2026", "it",
             [(count(4, "quattro"), "imu_seconda_rata"), "bertolucci@example.org"], PRIVATE_FILES),
    ], scope=["Tasse 2026"], mail=True),
    # Reminders and routines.
    _it("ricordami-idraulico", [
        Msg("ricordami domani alle 9 di chiamare l'idraulico", prompt=None, mentions=[REMINDED],
            answer=yes("it", REMINDED)),
    ], scope=[]),
    _it("routine-lunedi", [
        Msg("ogni lunedì alle 8 mostrami cosa c'è in clienti", prompt=None, mentions=[("lunedì", "lunedi")],
            answer=yes("it", SCHEDULED)),
    ], scope=["Clienti"]),
    # What it cannot do.
    _it("tavolo-ristorante", [
        Msg("prenotami un tavolo per due da Buca di Sant'Antonio stasera", mentions=[REFUSAL]),
    ], scope=[]),
    _it("paga-bolletta", [Msg("paga la bolletta della luce", mentions=[REFUSAL])], scope=["Fatture"]),
    _it("traduci-checkin", [
        Msg("traduci in inglese le istruzioni per il check-in", mentions=[REFUSAL]),
    ], scope=["Clienti"]),
    # Ambiguous: a question is right.
    _it("apri-il-contratto", [
        Msg("apri il contratto", prompt=True, mentions=["contratto_affitto_garage", "contratto_lavanderia"],
            answer=Msg("quello della lavanderia", mentions=["rinnovo tacito"])),
    ], scope=ANY),
    _it("sposta-il-file", [Msg("sposta il file", prompt=True, mentions=[ASK_WHICH])], scope=ANY),
    _it("ok-procedi", [Msg("ok procedi", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _it("fattura-recente-vecchia", [
        Msg("qual è la fattura più recente in fatture?", mentions=["fattura_tim_internet"],
            avoid=["fattura_lavanderia_ottobre"]),
        Msg("e quella più vecchia?", mentions=["fattura_lavanderia_ottobre"]),
    ], scope=["Fatture"]),
    _it("preventivi-il-secondo", [
        Msg("che preventivi ho in fornitori?", mentions=QUOTES,
            avoid=["fattura_ferretti_2025", "contratto_lavanderia", CHOICES]),
        Msg("leggi il secondo", ref_ordinal=2),
    ], scope=["Fornitori"]),
    _it("pdf-fatture-e-ricevute", [
        Msg("quanti pdf ci sono in fatture?", mentions=[count(4, "quattro")], scope=["Fatture"]),
        Msg("e in ricevute?", mentions=[count(3, "tre")], scope=["Ricevute"]),
    ]),
    _it("clienti-jensen-mandala", [
        Msg("cosa c'è in clienti?", mentions=CLIENTI, avoid=[CHOICES]),
        Msg("leggimi la mail dei jensen", mentions=["Bolt"]),
        send("mandala a elena@example.org", "it", ["email_famiglia_jensen", "elena@example.org"]),
    ], scope=["Clienti"], mail=True),
    # Polite, long; abbreviations.
    _it("cortese-totale-ricevute", [
        Msg("Buongiorno, scusa il disturbo, potresti per cortesia dirmi quanto abbiamo speso in totale "
            "con le ricevute di novembre che sono nella cartella Ricevute? Grazie mille",
            mentions=[RICEVUTE_TOTAL]),
    ], scope=["Ricevute"]),
    _it("nn-trovo-acqua", [
        Msg("nn trovo + la fattura dell'acqua, dov'è?", mentions=["fattura_acqua_geal"],
            avoid=["bolletta_enel_ottobre"]),
    ], scope=["Fatture"]),
]

# ---------------------------------------------------------------------------------------
# English.
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    # Listing.
    _en("whats-in-work", [Msg("what's in Work", mentions=WORK, avoid=[CHOICES])], scope=["Work"]),
    _en("list-scuola-marco", [Msg("list scuola marco", mentions=SCUOLA, avoid=[CHOICES])],
        scope=["Scuola Marco"]),
    _en("clinti-typo", [Msg("open the folder Clinti", mentions=CLIENTI, avoid=[CHOICES])], scope=["Clienti"]),
    _en("personale", [Msg("list Personale", mentions=PERSONALE, not_mentions=PRIVATE, avoid=[CHOICES])],
        scope=["Personale"]),
    _en("scansioni-empty", [Msg("anything in Scansioni?", mentions=[EMPTY])], scope=["Scansioni"]),
    _en("csv-clienti", [
        Msg("which csv files are in Clienti?", mentions=["prenotazioni_dicembre", "prenotazioni_gennaio"],
            avoid=["email_famiglia_jensen", "listino_prezzi_2027", CHOICES]),
    ], scope=["Clienti"]),
    # Finding.
    _en("water-bill", [
        Msg("find the water bill", mentions=["fattura_acqua_geal"], avoid=["bolletta_enel_ottobre"]),
    ], scope=["Fatture"]),
    _en("brightwords-agreement", [
        Msg("where is the agreement with BrightWords", mentions=["contract_brightwords"],
            avoid=["invoice_2026_014"]),
    ], scope=["Work"]),
    _en("pagelino-typo", [Msg("find pagelino", mentions=["pagellino_novembre"])], scope=["Scuola Marco"]),
    _en("latest-clienti", [
        Msg("latest file in Clienti?", mentions=["prenotazioni_dicembre"], avoid=["istruzioni_checkin"]),
    ], scope=["Clienti"]),
    _en("december-bookings", [
        Msg("open the december bookings", mentions=["Laurent"], avoid=["Vogel"], accept_question=True,
            clarify=Msg("the ones in Clienti", mentions=["Laurent"], avoid=["Vogel"])),
    ], scope=["Clienti", "Archivio"]),
    # Searching by content.
    _en("mention-sabine", [
        Msg("which files mention Sabine?", mentions=["note.txt", "meeting_notes_2026-11-18"]),
    ], scope=["", "Work"]),
    _en("search-tasse-imu", [
        Msg("search Tasse 2026 for IMU", mentions=["imu_seconda_rata"],
            avoid=["f24_acconto_irpef", "tassa_soggiorno_ottobre", "promemoria_commercialista"]),
    ], scope=["Tasse 2026"]),
    _en("steam-iron-how-much", [
        Msg("find anything about the steam iron", mentions=["amazon_order_receipt"]),
        Msg("how much was it?", mentions=[(amount("79.99"), amount("129.99"))]),
    ], scope=["Ricevute"]),
    # Reading.
    _en("checkin-instructions", [Msg("read me the check-in instructions", mentions=["sala del camino"])],
        scope=["Clienti"]),
    _en("reviews-clienti", [Msg("open the reviews in Clienti", mentions=["steep stairs"])],
        scope=["Clienti"]),
    _en("rates-sheet", [Msg("show me the rates sheet in Work", mentions=["Proofreading"])], scope=["Work"]),
    _en("wifi-password", [
        Msg("what's the guest wifi password?", mentions=["tramonto2026"], accept_question=True,
            clarify=Msg("the codes file in Personale", mentions=["tramonto2026"])),
    ], scope=["Personale", "Clienti"]),
    # Questions on what a document says.
    _en("water-due", [Msg("when is the water bill due?", mentions=[date(12, 12, 2026)])], scope=["Fatture"]),
    _en("laundry-invoice-amount", [
        Msg("how much is the laundry invoice?", mentions=[amount("704.18")]),
    ], scope=["Fatture"]),
    _en("garage-lease-length", [
        Msg("how long is the garage lease?", mentions=[("2029", "4 years", "four years", "quattro anni")]),
    ], scope=["Casa"]),
    _en("invoice-015-amount", [
        Msg("how much is invoice 2026/015?", mentions=[amount("860"), GBP], not_mentions=[in_euro("860")]),
    ], scope=["Work"]),
    _en("physics-grade", [
        Msg("what grade did Marco get in physics?",
            mentions=[("fisica", "physics"), count(5, "five", "cinque")]),
    ], scope=["Scuola Marco"]),
    # Summaries.
    _en("summary-meeting", [
        Msg("summarize the meeting notes", mentions=["audio guide", ("0.11", "0,11")]),
    ], scope=["Work"]),
    _en("school-trip-letter", [
        Msg("what does the school trip letter say?", mentions=[("Roma", "Rome"), amount("285")]),
    ], scope=["Scuola Marco"]),
    # Counting.
    _en("pdfs-fatture", [Msg("how many pdfs in Fatture?", mentions=[count(4, "four")])], scope=["Fatture"]),
    _en("january-bookings", [Msg("how many bookings in January?", mentions=[count(3, "three")])],
        scope=["Clienti"]),
    # Amounts.
    _en("cheapest-painter", [
        Msg("which painter is the cheapest?", mentions=["pennello", PENNELLO], not_mentions=[NOT_610],
            avoid=["COLORIFICIO", OLD_QUOTE]),
    ], scope=["Fornitori", "Archivio"]),
    _en("total-bills", [Msg("total of the bills in Fatture?", mentions=[FATTURE_TOTAL])], scope=["Fatture"]),
    _en("average-quotes", [
        Msg("average price of the three quotes in Fornitori", mentions=[QUOTES_AVG], not_mentions=[NOT_610]),
    ], scope=["Fornitori"]),
    _en("electricity-or-water", [
        Msg("which is bigger, the electricity or the water bill?",
            mentions=[("electricity", "luce", "enel"), amount("286.40")]),
    ], scope=["Fatture"]),
    _en("biggest-receipt", [Msg("biggest receipt?", mentions=["amazon", amount("129.99")])],
        scope=["Ricevute", "Work"]),
    _en("sheet-bills", [
        Msg("make a spreadsheet of the bills in Fatture with amounts and due dates", prompt=None,
            mentions=[TABLE], answer=yes("en", TABLE)),
    ], scope=["Fatture"],
        fs=[Created(None, TABLE, contains=(*BILL_AMOUNTS, ("2026-12-18", "18/12/2026", "18.12.2026")))]),
    # Moving.
    _en("move-note-casa", [
        Msg("move note.txt into Casa", prompt=True, mentions=["note.txt", "casa"], answer=yes("en", MOVED)),
    ], scope=["", "Casa"], fs=[Moved("note.txt", "Casa")]),
    _en("move-csv-archivio", [
        Msg("move the csv files from Clienti to Archivio", prompt=True,
            mentions=[(count(2, "two"), "prenotazioni_gennaio"), "archivio"],
            not_mentions=["email_famiglia_jensen", "istruzioni_checkin", "listino_prezzi_2027"],
            answer=yes("en", MOVED)),
    ], scope=["Clienti", "Archivio"],
        fs=moved(["prenotazioni_dicembre.csv", "prenotazioni_gennaio.csv"], "Clienti", "Archivio")),
    _en("photos-move-them", [
        Msg("list the photos in Foto vacanze", mentions=FOTO, avoid=[CHOICES]),
        Msg("move them to Archivio", prompt=True, mentions=[(count(4, "four"), "dolomiti_neve"), "archivio"],
            answer=yes("en", MOVED)),
    ], scope=["Foto vacanze", "Archivio"],
        fs=moved(PHOTO_FILES, "Foto vacanze", "Archivio")),
    _en("move-dolomites-where", [
        Msg("move the dolomites photo", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("to Archivio", prompt=True, mentions=["dolomiti_neve", "archivio"],
                        answer=yes("en", MOVED))),
    ], scope=["Foto vacanze", "Archivio"], fs=[Moved("Foto vacanze/dolomiti_neve.png", "Archivio")]),
    # Copying, renaming.
    _en("copy-price-list", [
        Msg("make a copy of the 2027 price list in Archivio", prompt=None, mentions=["listino_prezzi_2027"],
            answer=yes("en", COPIED)),
    ], scope=["Clienti", "Archivio"],
        fs=[Created("Archivio", (".xlsx",), path="Archivio/listino_prezzi_2027.xlsx")]),
    _en("rename-reviews", [
        Msg("rename the reviews file to reviews_november.txt", prompt=None, mentions=["reviews_november"],
            answer=yes("en", RENAMED)),
    ], scope=["Clienti"], fs=[Renamed("Clienti/recensioni_novembre.txt", "Clienti/reviews_november.txt")]),
    # Deleting.
    _en("delete-dolomiti", [
        Msg("delete dolomiti_neve.png", prompt=True, mentions=["dolomiti_neve"], answer=yes("en", DELETED)),
    ], scope=["Foto vacanze"], fs=[Deleted("Foto vacanze/dolomiti_neve.png")]),
    _en("delete-2025-bookings-undo", [
        Msg("delete the 2025 december bookings in Archivio", prompt=True,
            mentions=["prenotazioni_dicembre_2025"],
            not_mentions=[rx(r"prenotazioni_dicembre\.csv", "this year's bookings")],
            answer=yes("en", DELETED)),
        Msg("undo that", mentions=[RESTORED]),
    ], scope=["Archivio"]),
    _en("delete-photos-no", [
        Msg("delete all files in Foto vacanze", prompt=True, mentions=[(count(4, "four"), "dolomiti_neve")],
            answer=no()),
    ], scope=["Foto vacanze"]),
    # Adding a line.
    _en("todo-light-bulbs", [
        Msg("add 'buy light bulbs' to my todo", prompt=None, mentions=["light bulbs"],
            answer=yes("en", WRITTEN)),
    ], scope=["Casa"], fs=[Appended("Casa/todo.md", ("light bulbs",))]),
    _en("note-glossary", [
        Msg("add 'ask Priya about the glossary' to note.txt", prompt=None, mentions=["glossary"],
            answer=yes("en", WRITTEN)),
    ], scope=[""], fs=[Appended("note.txt", ("glossary",))]),
    # A folder, and a move into it.
    _en("folder-taxes-f24", [
        Msg("create a folder called Taxes and move the F24 into it", prompt=True,
            mentions=["f24_acconto_irpef", "taxes"], answer=yes("en", MOVED)),
    ], scope=["Tasse 2026", "Taxes"], fs=[Moved("Tasse 2026/f24_acconto_irpef.pdf", "Taxes")]),
    # E-mail.
    _en("email-checkin", [
        send("email the check-in instructions to hannah.jensen@example.dk", "en",
             ["istruzioni_checkin", "hannah.jensen@example.dk"], [*PRIVATE_FILES, *PRIVATE]),
    ], scope=["Clienti"], mail=True),
    _en("ferretti-send-it", [
        Msg("show me the Ferretti quote", mentions=["F-2026-112"], avoid=["Ripristino intonaco"]),
        send("send it to davide@example.org", "en", ["preventivo_ferretti_decorazioni", "davide@example.org"],
             ["fattura_ferretti_2025"]),
    ], scope=["Fornitori"], mail=True),
    _en("imu-to-accountant", [
        Msg("send the IMU file to the accountant", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("bertolucci@example.org", "en", ["imu_seconda_rata", "bertolucci@example.org"])),
    ], scope=["Tasse 2026"], mail=True),
    _en("email-two-invoices", [
        send("email the two invoices in Work to accounts@example.org", "en",
             ["invoice_2026_014", "invoice_2026_015", "accounts@example.org"],
             ["receipt_trados", "contract_brightwords"]),
    ], scope=["Work"], mail=True),
    # Reminders and routines.
    _en("remind-laundry", [
        Msg("remind me on friday at 6pm to pay the laundry invoice", prompt=None, mentions=[REMINDED],
            answer=yes("en", REMINDED)),
    ], scope=ANY),
    _en("routine-friday", [
        Msg("every friday at 18:00 remind me to send the tourist tax", prompt=None,
            mentions=[("friday", "venerd")], answer=yes("en", SCHEDULED)),
    ], scope=ANY),
    # What it cannot do.
    _en("call-plumber", [Msg("call the plumber for me", mentions=[REFUSAL])], scope=ANY),
    _en("weather", [Msg("what's the weather in Lucca tomorrow?", mentions=[REFUSAL])], scope=[]),
    _en("print-trip-form", [Msg("print the school trip form", mentions=[REFUSAL])], scope=["Scuola Marco"]),
    # Ambiguous: a question is right.
    _en("open-the-invoice", [
        Msg("open the invoice", prompt=True,
            mentions=[("fattura_lavanderia_ottobre", "fattura_commercialista", "fattura_acqua_geal",
                       "fattura_tim_internet", "invoice_2026_014", "invoice_2026_015")],
            answer=Msg("the laundry one", mentions=["n. 1047"])),
    ], scope=ANY),
    _en("send-it-nothing", [Msg("send it to davide@example.org", prompt=True, mentions=[ASK_WHICH])],
        scope=ANY, mail=True),
    _en("yes-do-it", [Msg("yes do it", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _en("cheapest-then-dearest", [
        Msg("cheapest quote in fornitori?", mentions=["pennello", PENNELLO], not_mentions=[NOT_610]),
        Msg("and the most expensive?", mentions=["ferretti", FERRETTI], not_mentions=[NOT_610]),
    ], scope=["Fornitori"]),
    _en("tasse-third", [
        Msg("list the files in Tasse 2026", mentions=TASSE, avoid=[CHOICES]),
        Msg("open the third one", ref_ordinal=3),
    ], scope=["Tasse 2026"]),
    _en("work-and-casa", [
        Msg("what's in Work?", mentions=WORK, avoid=[CHOICES], scope=["Work"]),
        Msg("and in Casa?", mentions=CASA, avoid=[CHOICES], scope=["Casa"]),
    ]),
    _en("f24-amount-move", [
        Msg("find the F24", mentions=["f24_acconto_irpef"]),
        Msg("how much was it?", mentions=[amount("1380")]),
        Msg("move it to Personale", prompt=True, mentions=["f24_acconto_irpef", "personale"],
            answer=yes("en", MOVED)),
    ], scope=["Tasse 2026", "Personale"], fs=[Moved("Tasse 2026/f24_acconto_irpef.pdf", "Personale")]),
    # Polite, long; abbreviations.
    _en("polite-accountant-deadline", [
        Msg("Hi there! When you have a moment, could you please tell me what the deadline is for paying "
            "the accountant's invoice? Thanks a lot", mentions=[date(20, 12, 2026)]),
    ], scope=["Fatture"]),
    _en("pls-amazon", [Msg("pls find the amazon receipt", mentions=["amazon_order_receipt"])],
        scope=["Ricevute", "Work"]),
]

CASES: list[Case] = ITALIAN + ENGLISH
check(CASES)
