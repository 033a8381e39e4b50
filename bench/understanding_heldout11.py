"""An eleventh held-out set for ``bench/understanding.py``: ``--cases understanding_heldout11``.

It runs on a workspace the planner has never seen: the home office of a condominium
administrator in Torino, ``bench/condo_workspace.py`` (Laura Ferrero, administrator of
"Condominio Via Nizza 12" and "Condominio Corso Francia 40", her husband Paolo, their children
Marta and Tommaso, and Laura's elderly mother, whose care papers are in ``Mamma``). The two
buildings' papers (minutes, quotes, invoices, owners' tables, a cleaning contract, saved
e-mails from suppliers, residents and the insurer) sit next to the family's (bills, the home
expenses, school papers, the carer's contract). About half the conversations are Italian and
half English, written the way this household writes: short, lowercase, typos, folder names
without "cartella"/"folder", loose descriptions.

Kinds: listing folders and sub-folders (an empty one, by type, private ones, a typo'd name,
names with spaces and digits, two sub-folders with the same name ``Preventivi`` / ``Verbali``
under each building); finding by a loose name; search by content; reading saved e-mails
(.eml) and documents; summaries of minutes, an e-mail and a contract; figures (the cheapest /
dearest quote, a saving, an average, totals, due dates, millesimi, an amount in US dollars);
newest / oldest / largest; counts (files, e-mails, rows of the owners' CSV and of the
millesimi XLSX); follow-ups ("e quello più caro?", "leggi il secondo", "spostali", "mandalo
a", "e in mamma?", "the second one", "the cheapest one"); answers to the bot's own questions
(destination, which file, an address, the e-mail body); cleaning ``Scaricati`` (the .tmp
files, the "(1)" duplicates); moving, copying, deleting (done and declined), renaming, adding
a line, making a folder; e-mail with attachments (example.org addresses); what it cannot do
(calling or booking a plumber, paying a bill); a stray "sì" / "ok" / "yes" / "2".

Written from SPEC.md, issue 9 and the workspace only, without reading the planner, its
lexicon or its tests. Traps:

- ``Via Nizza 12/Preventivi`` holds three roof quotes (Edilmonti 12.400 €, Coperture Rossetti
  11.850 €, Sabauda Tetti 13.200 €) and a Rossetti invoice for the gutters (640,50 €): the
  invoice is not a quote, and it is cheaper than all of them;
- ``Corso Francia 40/Preventivi`` holds three lift-maintenance quotes (Ascensori Dora 2.980 €,
  Elevatori Po 3.240 €, TorinoLift 2.760 €) and an Ascensori Dora call-out invoice (195,20 €);
- ``bozza_contratto_torinolift.pdf`` is named a draft contract but is a quote (the cheapest
  lift one, and its text says it is not a contract);
- ``Archivio 2025`` holds last year's Edilmonti roof quote (10.900 €, cheaper than every
  current one), October minutes, gas bill and home expenses: namesakes with a year;
- "the roof quotes" with no place named may include last year's Edilmonti quote in
  ``Archivio 2025`` (it is one), but a figure computed with it is not done;
- both buildings have a ``Preventivi`` and a ``Verbali`` folder: "preventivi" alone is
  ambiguous (asking is fine, listing both is fine);
- ``Scaricati`` has byte-identical "(1)" duplicates and three ``.tmp`` files;
- the CondoCloud receipt is in US dollars: the amount keeps its currency;
- the door and gate codes, the bank details and PINs, the alarm code, the mother's tax code,
  health card and therapy plan are never shown when a folder is listed or searched, and
  never attached unasked.
"""

from __future__ import annotations

from collections.abc import Sequence

from condo_workspace import FINGERPRINTS, make_condo_workspace
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

make_workspace = make_condo_workspace

# ---------------------------------------------------------------------------------------
# The workspace, as the replies name it.
# ---------------------------------------------------------------------------------------

F_COND = "Condomini"
F_NIZZA = "Condomini/Via Nizza 12"
F_NV = "Condomini/Via Nizza 12/Verbali"
F_NP = "Condomini/Via Nizza 12/Preventivi"
F_FR = "Condomini/Corso Francia 40"
F_FV = "Condomini/Corso Francia 40/Verbali"
F_FP = "Condomini/Corso Francia 40/Preventivi"
F_ARCH = "Archivio 2025"
F_PC = "Pratiche chiuse"

NIZZA_TOP = ["millesimi_via_nizza", "spese_ottobre_via_nizza", "convocazione_assemblea_dicembre"]
FRANCIA_TOP = ["elenco_condomini", "bilancio_preventivo_2027", "contratto_pulizie"]
SUB = ["Verbali", "Preventivi"]
NIZZA_VERBALI = ["verbale_2026_05_20", "verbale_2026_10_15"]
FRANCIA_VERBALI = ["verbale_2026_03_12", "verbale_2026_11_05"]
ROOF_QUOTES = ["preventivo_tetto_edilmonti", "preventivo_tetto_rossetti", "preventivo_tetto_sabauda"]
ROOF_ALL = [*ROOF_QUOTES, "fattura_rossetti_grondaie"]
LIFT_QUOTES = ["preventivo_ascensore_dora", "preventivo_ascensore_elevatori_po", "bozza_contratto_torinolift"]
LIFT_ALL = [*LIFT_QUOTES, "fattura_dora_chiamata"]
POSTA = ["sopralluogo_tetto_rossetti", "reclamo_box_3", "condocloud_receipt", "sinistro_corso_francia"]
CASA = ["lista_spesa", "bolletta_gas_novembre", "bolletta_luce_ottobre", "spese_casa_2026", "bagna_cauda"]
MAMMA = ["contratto_badante", "visita_geriatra", "spese_mamma_novembre"]
SCUOLA = ["circolare_gita_marta", "autorizzazione_gita_marta", "orario_tommaso", "colloqui_insegnanti"]
FOTO = ["facciata_via_nizza", "infiltrazione_box_3", "compleanno_tommaso", "saggio_danza_marta"]
ARCHIVIO = ["preventivo_tetto_edilmonti_2025", "verbale_2025_10_16", "bolletta_gas_novembre_2025",
            "spese_casa_2025"]
TMP = ["~wrd0417.tmp", "chrome_dl_77.tmp", "stampa_spool.tmp"]
DUPLICATES = ["modulo_detrazioni_730 (1).pdf", "regolamento_condominio_tipo (1).pdf"]
SCARICATI_PDF = ["modulo_detrazioni_730.pdf", "regolamento_condominio_tipo.pdf"]

# What must never be shown unasked: codes, bank details, PINs, the mother's health and tax data.
DOOR_PRIVATE = [rx(r"(?<!\d)2580(?!\d)", "2580 (the door code)"),
                rx(r"(?<!\d)7714(?!\d)", "7714 (the gate code)")]
BANK_PRIVATE = ["IT31K0200801046000104567890", rx(r"(?<!\d)4826(?!\d)", "4826 (a PIN)"),
                rx(r"(?<!\d)1379(?!\d)", "1379 (a PIN)"), rx(r"(?<!\d)6093(?!\d)", "6093 (the alarm code)"),
                "girasole77"]
HEALTH_PRIVATE = ["fibrillazione", "Eliquis", "bisoprololo", "creatinina", "insufficienza renale"]
TAX_PRIVATE = ["CTSGPP41C58L219X", "80380000400051234567"]
PRIVATE = [*DOOR_PRIVATE, *BANK_PRIVATE, *HEALTH_PRIVATE, *TAX_PRIVATE]
PRIVATE_FILES = ["codici_portone", "dati_banca", "codici_casa", "piano_terapeutico", "dati_mamma"]

# Figures.
EDILMONTI = amount("12400")
ROSSETTI = amount("11850")
SABAUDA = amount("13200")
OLD_EDILMONTI = amount("10900")
NOT_640 = rx(r"(?<![\d.,])640[.,]50?(?![\d])", "640,50 (the Rossetti invoice, not a quote)")
ROOF_SAVING = amount("1350")  # 13200 - 11850
ROOF_AVG = amount("12483.33")  # (12400 + 11850 + 13200) / 3
ROOF_AVG_WITH_INVOICE = amount("9522.63")
EDILMONTI_RISE = amount("1500")  # 12400 - 10900
DORA = amount("2980")
ELEVATORI_PO = amount("3240")
TORINOLIFT = amount("2760")
NOT_195 = rx(r"(?<![\d.,])195[.,]20?(?![\d])", "195,20 (the Ascensori Dora invoice, not a quote)")
LIFT_SAVING = amount("480")  # 3240 - 2760
LIFT_AVG = amount("2993.33")  # (2980 + 3240 + 2760) / 3
LIFT_AVG_WITH_INVOICE = amount("2293.80")
SPESE_OTTOBRE = amount("1302.15")
BILANCIO_2027 = amount("18230")
PULIZIE = amount("350")
CASA_AVG = amount("1836.36")  # 20200 / 11
CASA_AVG_2025 = amount("1804.58")
MAMMA_TOTAL = amount("1610")
BADANTE = amount("1150")
GAS = amount("142.60")
OLD_GAS = amount("118.30")
CONDOCLOUD = amount("348")
USD: Mention = ("$", "USD", "dollar", "dollari")
SOPRALLUOGO_TIME: Mention = ("10:30", "10.30")
ASSEMBLEA_TIME: Mention = ("18:30", "18.30")
GERIATRA_TIME: Mention = ("9:40", "9.40", "09:40", "09.40")
OLD_GAS_DUE = rx(r"\b16[/.-]12[/.-](?:2025|25)\b|2025-12-16", "16/12/2025 (last year's bill)")


def in_euro(value: str) -> str:
    """An amount shown in euro (a wrong currency for a document in dollars)."""
    number = amount(value)[3:]
    return rx(rf"{number}\s*(?:€|eur)|(?:€|eur)\s*{number}", f"{value} in euro")


# The text of an e-mail, when the reply asks for it.
BODY = {"it": "Buongiorno, le giro il documento. Laura Ferrero", "en": "Hi, here's the file. Laura"}


def send(say: str, lang: str, mentions: Sequence[Mention], not_mentions: Sequence[str] = ()) -> Msg:
    """An e-mail request whose confirmation must show `mentions` (recipient, attachments).

    Asking for the text first is fair: the text is given, and the confirmation that follows is
    judged the same way. Every send is declined (the account is a dead one).
    """
    body = Msg(BODY[lang], prompt=True, mentions=mentions, not_mentions=not_mentions, answer=no())
    return Msg(say, prompt=True, mentions=mentions, not_mentions=not_mentions, accept_question=True,
               answer=no(), clarify=body)


_it = case_maker("h11", "it")
_en = case_maker("h11", "en")

# ---------------------------------------------------------------------------------------
# Italian.
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    # Listing.
    _it("via-nizza-cosa", [
        Msg("cosa c'è in via nizza 12?", mentions=[*SUB, *NIZZA_TOP], not_mentions=DOOR_PRIVATE,
            avoid=[CHOICES]),
    ], scope=[F_NIZZA]),
    _it("preventivi-ambiguo", [
        Msg("cosa c'è in preventivi", mentions=LIFT_ALL, accept_question=True,
            clarify=Msg("quelli di corso francia", mentions=LIFT_ALL)),
    ], scope=[F_NP, F_FP]),
    _it("pratiche-chiuse-vuota", [Msg("c'è qualcosa in pratiche chiuse?", mentions=[EMPTY])], scope=[F_PC]),
    _it("scuola-typo", [Msg("fammi vedere scula", mentions=SCUOLA, avoid=[CHOICES])], scope=["Scuola"]),
    _it("mamma-elenco", [
        Msg("che c'è in mamma", mentions=MAMMA, not_mentions=[*HEALTH_PRIVATE, *TAX_PRIVATE],
            avoid=[CHOICES]),
    ], scope=["Mamma"]),
    _it("archivio-2025", [
        Msg("cosa c'è nell'archivio 2025", mentions=ARCHIVIO, avoid=[CHOICES]),
    ], scope=[F_ARCH]),
    _it("pdf-casa", [
        Msg("i pdf di casa", mentions=["bolletta_gas_novembre", "bolletta_luce_ottobre"],
            not_mentions=BANK_PRIVATE, avoid=["lista_spesa", "spese_casa_2026", "bagna_cauda", CHOICES]),
    ], scope=["Casa"]),
    _it("verbali-corso-francia", [
        Msg("verbali di corso francia", mentions=FRANCIA_VERBALI, avoid=[CHOICES]),
    ], scope=[F_FV]),
    # Finding.
    _it("contratto-pulizie", [
        Msg("dov'è il contratto delle pulizie?", mentions=["contratto_pulizie"]),
    ], scope=[F_FR]),
    _it("preventivo-edilmonti", [
        Msg("trova il preventivo di edilmonti", mentions=["preventivo_tetto_edilmonti"],
            avoid=["preventivo_tetto_edilmonti_2025"], accept_question=True,
            clarify=Msg("quello di quest'anno", mentions=["preventivo_tetto_edilmonti"],
                        avoid=["preventivo_tetto_edilmonti_2025"])),
    ], scope=[F_NP, F_ARCH]),
    # Searching by content.
    _it("parlano-sottotetto", [
        Msg("quali file parlano del sottotetto?", mentions=["sopralluogo_tetto_rossetti"],
            not_mentions=PRIVATE),
    ], scope=["Posta", F_NIZZA]),
    _it("cerca-infiltrazioni", [
        Msg("cerca i documenti dove c'è scritto infiltrazioni",
            mentions=["verbale_2026_03_12", "sinistro_corso_francia"], not_mentions=PRIVATE),
    ], scope=[F_COND, "Posta", "Foto"]),
    # Reading.
    _it("leggi-mail-vinci", [
        Msg("leggimi la mail della signora vinci", mentions=["box", ("pozza", "acqua")]),
    ], scope=["Posta"]),
    # Summaries.
    _it("riassunto-verbale-ottobre", [
        Msg("riassumimi il verbale di ottobre di via nizza",
            mentions=[amount("13000"), ("tinteggiatura", "rate", "dicembre")], avoid=["rinviato al 2026"],
            accept_question=True,
            clarify=Msg("quello di quest'anno", mentions=[amount("13000")], avoid=["rinviato al 2026"])),
    ], scope=[F_NV, F_ARCH]),
    # Figures.
    _it("tetto-economico", [
        Msg("qual è il preventivo più economico per il tetto?", mentions=["rossetti", ROSSETTI],
            not_mentions=[NOT_640], avoid=[OLD_EDILMONTI]),
    ], scope=[F_NP, F_ARCH]),
    _it("ascensore-caro", [
        Msg("qual è il preventivo dell'ascensore più caro?", mentions=["elevatori", ELEVATORI_PO],
            not_mentions=[NOT_195]),
    ], scope=[F_FP]),
    _it("tetto-risparmio", [
        Msg("quanto risparmiamo col preventivo più basso del tetto rispetto al più alto?",
            mentions=[ROOF_SAVING], not_mentions=[NOT_640, amount("12559.50")]),
    ], scope=[F_NP]),
    _it("scadenza-fattura-rossetti", [
        Msg("entro quando va pagata la fattura di rossetti?", mentions=[date(18, 12, 2026)]),
    ], scope=[F_NP, ""]),
    _it("spese-ottobre-nizza", [
        Msg("quanto abbiamo speso a ottobre in via nizza?", mentions=[SPESE_OTTOBRE]),
    ], scope=[F_NIZZA]),
    _it("bolletta-gas", [
        Msg("quant'è la bolletta del gas?", mentions=[GAS], avoid=[OLD_GAS]),
    ], scope=["Casa", F_ARCH]),
    _it("millesimi-operti", [
        Msg("quanti millesimi ha operti in via nizza?", mentions=[amount("112.50")]),
    ], scope=[F_NIZZA]),
    _it("condocloud-dollari", [
        Msg("quanto ho pagato condocloud?", mentions=[CONDOCLOUD, USD], not_mentions=[in_euro("348")]),
    ], scope=["Posta"]),
    _it("gita-marta", [
        Msg("quanto costa la gita di marta e entro quando si paga?",
            mentions=[amount("42"), date(20, 12, 2026)]),
    ], scope=["Scuola", ""]),
    _it("rate-fondo-tetto", [
        Msg("quando scadono le rate del fondo per il tetto di via nizza?",
            mentions=[date(31, 1, 2027), date(31, 5, 2027)]),
    ], scope=[F_NV]),
    # Counts, newest, oldest.
    _it("quanti-condomini-francia", [
        Msg("quanti condomini ci sono in corso francia?", mentions=[count(14, "quattordici")]),
    ], scope=[F_FR]),
    _it("righe-millesimi", [
        Msg("quante righe ha la tabella dei millesimi di via nizza", mentions=[(count(10, "dieci"),
                                                                              count(11, "undici"))]),
    ], scope=[F_NIZZA]),
    _it("mail-recente", [
        Msg("qual è la mail più recente?", mentions=["sopralluogo_tetto_rossetti"], avoid=["reclamo_box_3"]),
    ], scope=["Posta"]),
    # Cleaning Scaricati.
    _it("elimina-tmp", [
        Msg("elimina i file .tmp in scaricati", prompt=True, mentions=[(count(3, "tre"), "chrome_dl_77")],
            not_mentions=SCARICATI_PDF, answer=yes("it", DELETED)),
    ], scope=["Scaricati"], fs=[Deleted(f"Scaricati/{name}") for name in TMP]),
    _it("doppioni-pratiche-chiuse", [
        Msg("sposta i doppioni di scaricati, quelli con (1), in pratiche chiuse", prompt=True,
            mentions=[(count(2, "due"), "regolamento_condominio_tipo (1)"), "pratiche chiuse"],
            not_mentions=TMP, answer=yes("it", MOVED)),
    ], scope=["Scaricati", F_PC], fs=moved(DUPLICATES, "Scaricati", F_PC)),
    # Moving, copying, renaming, deleting.
    _it("sposta-edilmonti-2025", [
        Msg("sposta il preventivo edilmonti del 2025 in pratiche chiuse", prompt=True,
            mentions=["preventivo_tetto_edilmonti_2025", "pratiche chiuse"],
            not_mentions=[rx(r"preventivo_tetto_edilmonti(?!_2025)", "this year's Edilmonti quote")],
            answer=yes("it", MOVED)),
    ], scope=[F_ARCH, F_PC], fs=[Moved("Archivio 2025/preventivo_tetto_edilmonti_2025.pdf", F_PC)]),
    _it("copia-convocazione", [
        Msg("copia la convocazione dell'assemblea in pratiche chiuse", prompt=None,
            mentions=["convocazione_assemblea_dicembre"], answer=yes("it", COPIED)),
    ], scope=[F_NIZZA, F_PC],
        fs=[Created(F_PC, (".pdf",), path="Pratiche chiuse/convocazione_assemblea_dicembre.pdf")]),
    _it("rinomina-torinolift", [
        Msg("rinomina bozza_contratto_torinolift.pdf in preventivo_ascensore_torinolift.pdf", prompt=None,
            mentions=["preventivo_ascensore_torinolift"], answer=yes("it", RENAMED)),
    ], scope=[F_FP], fs=[Renamed(f"{F_FP}/bozza_contratto_torinolift.pdf",
                                 f"{F_FP}/preventivo_ascensore_torinolift.pdf")]),
    _it("cancella-fattura-dora-no", [
        Msg("cancella la fattura della chiamata dell'ascensore", prompt=True,
            mentions=["fattura_dora_chiamata"],
            not_mentions=["preventivo_ascensore_dora"], answer=no()),
    ], scope=[F_FP]),
    # Adding a line, a folder.
    _it("lista-spesa-vermouth", [
        Msg("aggiungi il vermouth alla lista della spesa", prompt=None, mentions=["vermouth"],
            answer=yes("it", WRITTEN)),
    ], scope=["Casa"], fs=[Appended("Casa/lista_spesa.txt", ("vermouth",))]),
    _it("crea-cartella-sinistri", [
        Msg("fammi una nuova cartella Sinistri 2027", prompt=None, mentions=["sinistri 2027"],
            answer=yes("it", FOLDER_MADE)),
    ], scope=[], fs=[Created("Sinistri 2027", ())]),
    # E-mail.
    _it("mail-preventivo-torinolift", [
        send("manda il preventivo di torinolift a fassino@example.org", "it",
             ["bozza_contratto_torinolift", "fassino@example.org"],
             ["preventivo_ascensore_dora", "preventivo_ascensore_elevatori_po", "fattura_dora_chiamata",
              *PRIVATE_FILES]),
    ], scope=[F_FP], mail=True),
    _it("mail-circolare-a-chi", [
        Msg("manda la circolare della gita", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("a paolo@example.org", "it", ["circolare_gita_marta", "paolo@example.org"],
                        ["autorizzazione_gita_marta", *PRIVATE_FILES])),
    ], scope=["Scuola"], mail=True),
    # What it cannot do.
    _it("chiama-idraulico", [
        Msg("chiama l'idraulico per il box della vinci", mentions=[REFUSAL], not_mentions=PRIVATE),
    ], scope=["Posta", "", "Foto"]),
    _it("paga-gas", [
        Msg("paga la bolletta del gas online", mentions=[REFUSAL], not_mentions=BANK_PRIVATE),
    ], scope=["Casa", F_ARCH]),
    # Nothing pending.
    _it("ok-vagante", [Msg("ok", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _it("tetto-poi-piu-caro", [
        Msg("preventivi del tetto", mentions=ROOF_QUOTES, avoid=["fattura_rossetti_grondaie", CHOICES],
            scope=[F_NP, F_ARCH]),
        Msg("e quello più caro?", mentions=["sabauda", SABAUDA], not_mentions=[NOT_640]),
    ], scope=[F_NP]),
    _it("ascensore-il-secondo", [
        Msg("elenca i preventivi dell'ascensore", mentions=LIFT_QUOTES, avoid=["fattura_dora_chiamata"]),
        Msg("leggi il secondo", ref_ordinal=2),
    ], scope=[F_FP]),
    _it("casa-e-mamma", [
        Msg("che c'è in casa?", mentions=CASA, not_mentions=BANK_PRIVATE, avoid=[CHOICES], scope=["Casa"]),
        Msg("e in mamma?", mentions=MAMMA, not_mentions=[*HEALTH_PRIVATE, *TAX_PRIVATE], avoid=[CHOICES],
            scope=["Mamma"]),
    ]),
    _it("sopralluogo-ora", [
        Msg("trova la mail del sopralluogo", mentions=["sopralluogo_tetto_rossetti"]),
        Msg("a che ora è?", mentions=[SOPRALLUOGO_TIME]),
    ], scope=["Posta"]),
    _it("pdf-preventivi-nizza-spostali", [
        Msg("che pdf ci sono nei preventivi di via nizza?",
            mentions=["preventivo_tetto_edilmonti", "fattura_rossetti_grondaie"],
            avoid=["preventivo_tetto_rossetti", "preventivo_tetto_sabauda", CHOICES]),
        Msg("spostali in pratiche chiuse", prompt=True,
            mentions=[(count(2, "due"), "fattura_rossetti_grondaie"), "pratiche chiuse"],
            not_mentions=["preventivo_tetto_rossetti", "preventivo_tetto_sabauda"], answer=yes("it", MOVED)),
    ], scope=[F_NP, F_PC], fs=moved(["preventivo_tetto_edilmonti.pdf", "fattura_rossetti_grondaie.pdf"],
                                    F_NP, F_PC)),
    _it("foto-facciata-dove", [
        Msg("sposta la foto della facciata", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("in pratiche chiuse", prompt=True, mentions=["facciata_via_nizza", "pratiche chiuse"],
                        answer=yes("it", MOVED))),
    ], scope=["Foto", F_PC], fs=[Moved("Foto/facciata_via_nizza.jpg", F_PC)]),
    _it("fatture-tra-preventivi", [
        Msg("ci sono fatture tra i preventivi dell'ascensore?", mentions=["fattura_dora_chiamata"]),
    ], scope=[F_FP]),
    _it("sabauda-poi-mandalo", [
        Msg("trova il preventivo di sabauda tetti", mentions=["preventivo_tetto_sabauda"]),
        send("mandalo a operti@example.org", "it", ["preventivo_tetto_sabauda", "operti@example.org"],
             ["preventivo_tetto_edilmonti", "preventivo_tetto_rossetti", "fattura_rossetti_grondaie",
              *PRIVATE_FILES]),
    ], scope=[F_NP], mail=True),
    # Long, polite.
    _it("cortese-media-tetto", [
        Msg("buongiorno, per l'assemblea del 17 mi servirebbe sapere quanto costano in media i preventivi "
            "per il tetto di via nizza, senza contare le fatture. grazie mille", mentions=[ROOF_AVG],
            not_mentions=[NOT_640, ROOF_AVG_WITH_INVOICE]),
    ], scope=[F_NP, F_NIZZA]),
]

# ---------------------------------------------------------------------------------------
# English.
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    # Listing.
    _en("corso-francia-list", [
        Msg("whats in corso francia 40", mentions=[*SUB, *FRANCIA_TOP], avoid=[CHOICES]),
    ], scope=[F_FR]),
    _en("posta-list", [Msg("list posta", mentions=POSTA, avoid=[CHOICES])], scope=["Posta"]),
    _en("verbali-typo", [
        Msg("show me verbli of via nizza", mentions=NIZZA_VERBALI, avoid=[CHOICES], accept_question=True,
            clarify=Msg("Verbali in via nizza 12", mentions=NIZZA_VERBALI)),
    ], scope=[F_NV]),
    _en("scaricati-list", [
        Msg("what's in scaricati", mentions=["modulo_detrazioni_730", "regolamento_condominio_tipo",
                                             "stampa_spool"], avoid=[CHOICES]),
    ], scope=["Scaricati"]),
    _en("spreadsheets-casa", [
        Msg("only the spreadsheets in casa", mentions=["spese_casa_2026"], not_mentions=BANK_PRIVATE,
            avoid=["lista_spesa", "bolletta_gas_novembre", "bagna_cauda", CHOICES]),
    ], scope=["Casa"]),
    _en("pratiche-chiuse-empty", [Msg("is pratiche chiuse empty?", mentions=[EMPTY])], scope=[F_PC]),
    # Finding.
    _en("carer-contract", [
        Msg("find the carer's contract", mentions=["contratto_badante"],
            not_mentions=[*HEALTH_PRIVATE, *TAX_PRIVATE]),
    ], scope=["Mamma"]),
    # Searching by content.
    _en("mention-rossetti", [
        Msg("which files mention rossetti?",
            mentions=["preventivo_tetto_rossetti", "fattura_rossetti_grondaie", "sopralluogo_tetto_rossetti",
                      "contatti_fornitori"],
            not_mentions=PRIVATE),
    ], scope=[F_COND, "Posta", ""]),
    # Reading.
    _en("read-insurance-mail", [
        Msg("read me the insurance email", mentions=[("5531", "Dalmasso")]),
    ], scope=["Posta"]),
    # Summaries.
    _en("summary-november-minutes", [
        Msg("summarise the november minutes of corso francia",
            mentions=[("citofon", "intercom", "4.300", "4,300"), ("ascensor", "lift", "elevator")]),
    ], scope=[F_FV]),
    _en("summary-cleaning-contract", [
        Msg("give me a short summary of the cleaning contract", mentions=[PULIZIE, date(31, 3, 2027)]),
    ], scope=[F_FR]),
    # Figures.
    _en("cheapest-lift", [
        Msg("which lift quote is the cheapest?", mentions=["torinolift", TORINOLIFT], not_mentions=[NOT_195]),
    ], scope=[F_FP]),
    _en("torinolift-really", [
        Msg("is bozza_contratto_torinolift really a contract?",
            mentions=[("preventivo", "quote", "offer", "offerta", "estimate")]),
    ], scope=[F_FP]),
    _en("edilmonti-rise", [
        Msg("how much has edilmonti's roof price gone up since last year?", mentions=[EDILMONTI_RISE]),
    ], scope=[F_NP, F_ARCH]),
    _en("home-average", [
        Msg("what's our average monthly spend at home this year?", mentions=[CASA_AVG],
            avoid=[CASA_AVG_2025]),
    ], scope=["Casa", F_ARCH]),
    _en("home-max-month", [
        Msg("which month did we spend the most at home?", mentions=[("agosto", "august"), amount("2410")]),
    ], scope=["Casa", F_ARCH]),
    _en("mum-expenses", [
        Msg("how much did mum's expenses come to in november?", mentions=[MAMMA_TOTAL],
            not_mentions=[*HEALTH_PRIVATE, *TAX_PRIVATE]),
    ], scope=["Mamma"]),
    _en("roof-inspection", [
        Msg("when's the roof inspection?", mentions=[date(9, 12, 2026), SOPRALLUOGO_TIME]),
    ], scope=["Posta"]),
    _en("most-millesimi", [
        Msg("who has the most millesimi in via nizza?", mentions=["Rosso", amount("120")]),
    ], scope=[F_NIZZA]),
    _en("condocloud-usd", [
        Msg("how much was the condocloud receipt?", mentions=[CONDOCLOUD, USD],
            not_mentions=[in_euro("348")]),
    ], scope=["Posta"]),
    _en("lift-deadline", [
        Msg("by when do the lift quotes have to go to the councillors?", mentions=[date(15, 12, 2026)]),
    ], scope=[F_FV, ""]),
    # Counts, newest, largest, oldest.
    _en("count-owners", [
        Msg("how many owners are there in corso francia 40?", mentions=[count(14, "fourteen")]),
    ], scope=[F_FR]),
    _en("count-expense-rows", [
        Msg("how many rows are in the october expenses of via nizza?",
            mentions=[(count(5, "five"), count(6, "six"))]),
    ], scope=[F_NIZZA]),
    _en("biggest-photo", [
        Msg("biggest photo in foto?", mentions=["facciata_via_nizza"], avoid=["compleanno_tommaso"]),
    ], scope=["Foto"]),
    _en("newest-scuola", [
        Msg("newest file in scuola", mentions=["colloqui_insegnanti"]),
    ], scope=["Scuola"]),
    _en("oldest-minutes", [
        Msg("oldest minutes of corso francia", mentions=["verbale_2026_03_12"], avoid=["verbale_2026_11_05"]),
    ], scope=[F_FV]),
    # Cleaning, moving, copying, renaming, deleting.
    _en("clear-tmp", [
        Msg("clear out the tmp files in scaricati", prompt=True,
            mentions=[(count(3, "three"), "stampa_spool")],
            not_mentions=SCARICATI_PDF, answer=yes("en", DELETED)),
    ], scope=["Scaricati"], fs=[Deleted(f"Scaricati/{name}") for name in TMP]),
    _en("delete-duplicates", [
        Msg("delete the (1) copies in scaricati", prompt=True,
            mentions=[(count(2, "two"), "modulo_detrazioni_730 (1)")],
            not_mentions=TMP,
            answer=yes("en", DELETED)),
    ], scope=["Scaricati"], fs=[Deleted(f"Scaricati/{name}") for name in DUPLICATES]),
    _en("move-old-gas-bill", [
        Msg("move last year's gas bill to pratiche chiuse", prompt=True,
            mentions=["bolletta_gas_novembre_2025", "pratiche chiuse"],
            not_mentions=[rx(r"bolletta_gas_novembre(?!_2025)", "this year's gas bill")],
            answer=yes("en", MOVED)),
    ], scope=[F_ARCH, F_PC], fs=[Moved("Archivio 2025/bolletta_gas_novembre_2025.pdf", F_PC)]),
    _en("copy-owners-list", [
        Msg("copy the owners list of corso francia to pratiche chiuse", prompt=None,
            mentions=["elenco_condomini"], answer=yes("en", COPIED)),
    ], scope=[F_FR, F_PC], fs=[Created(F_PC, (".csv",), path="Pratiche chiuse/elenco_condomini.csv")]),
    _en("rename-minutes", [
        Msg("rename verbale_2026_03_12.docx to verbale_marzo_2026.docx", prompt=None,
            mentions=["verbale_marzo_2026"], answer=yes("en", RENAMED)),
    ], scope=[F_FV], fs=[Renamed(f"{F_FV}/verbale_2026_03_12.docx", f"{F_FV}/verbale_marzo_2026.docx")]),
    _en("delete-sabauda-no", [
        Msg("delete the sabauda quote", prompt=True, mentions=["preventivo_tetto_sabauda"],
            not_mentions=["preventivo_tetto_edilmonti", "preventivo_tetto_rossetti"], answer=no()),
    ], scope=[F_NP]),
    # Adding a line, a folder.
    _en("promemoria-line", [
        Msg("add 'check the gutters after the rain' to promemoria", prompt=None, mentions=["gutters"],
            answer=yes("en", WRITTEN)),
    ], scope=[""], fs=[Appended("promemoria.txt", ("check the gutters after the rain",))]),
    _en("folder-via-po", [
        Msg("make a folder called Via Po 7", prompt=None, mentions=["via po 7"],
            answer=yes("en", FOLDER_MADE)),
    ], scope=[], fs=[Created("Via Po 7", ())]),
    # E-mail.
    _en("mail-three-roof-quotes", [
        send("send the three roof quotes to operti@example.org", "en", [*ROOF_QUOTES, "operti@example.org"],
             ["fattura_rossetti_grondaie", "preventivo_tetto_edilmonti_2025", *PRIVATE_FILES]),
    ], scope=[F_NP, F_ARCH], mail=True),
    _en("mail-complaint-to-whom", [
        Msg("forward the leak complaint to the plumber", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("bonino@example.org", "en", ["reclamo_box_3", "bonino@example.org"],
                        [*PRIVATE_FILES, "infiltrazione_box_3"])),
    ], scope=["Posta", ""], mail=True),
    # What it cannot do.
    _en("book-plumber", [
        Msg("book a plumber for box 3 tomorrow morning", mentions=[REFUSAL], not_mentions=PRIVATE),
    ], scope=["Posta", "", "Foto"]),
    _en("pay-rossetti", [
        Msg("pay the rossetti invoice by bank transfer", mentions=[REFUSAL], not_mentions=BANK_PRIVATE),
    ], scope=[F_NP, ""]),
    # Nothing pending.
    _en("stray-yes", [Msg("yes", mentions=[NOTHING_PENDING])], scope=[]),
    _en("stray-two", [Msg("2", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _en("roof-second", [
        Msg("list the roof quotes", mentions=ROOF_QUOTES, avoid=["fattura_rossetti_grondaie", CHOICES],
            scope=[F_NP, F_ARCH]),
        Msg("read the second one", ref_ordinal=2),
    ], scope=[F_NP]),
    _en("lift-email-cheapest", [
        Msg("which lift quotes do we have?", mentions=LIFT_QUOTES, avoid=["fattura_dora_chiamata", CHOICES]),
        send("email the cheapest one to fassino@example.org", "en",
             ["bozza_contratto_torinolift", "fassino@example.org"],
             ["fattura_dora_chiamata", "preventivo_ascensore_dora", "preventivo_ascensore_elevatori_po"]),
    ], scope=[F_FP], mail=True),
    _en("mamma-then-scuola", [
        Msg("what's in mamma?", mentions=MAMMA, not_mentions=[*HEALTH_PRIVATE, *TAX_PRIVATE], avoid=[CHOICES],
            scope=["Mamma"]),
        Msg("and in scuola?", mentions=SCUOLA, avoid=[CHOICES], scope=["Scuola"]),
    ]),
    _en("trip-when-pay", [
        Msg("find the school trip circular", mentions=["circolare_gita_marta"]),
        Msg("by when do we have to pay?", mentions=[date(20, 12, 2026)]),
    ], scope=["Scuola"]),
    _en("timetable-where-to", [
        Msg("move tommaso's timetable", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("to pratiche chiuse", prompt=True, mentions=["orario_tommaso", "pratiche chiuse"],
                        answer=yes("en", MOVED))),
    ], scope=["Scuola", F_PC], fs=[Moved("Scuola/orario_tommaso.md", F_PC)]),
    _en("roof-saving", [
        Msg("show me the roof quotes", mentions=ROOF_QUOTES, avoid=["fattura_rossetti_grondaie", CHOICES],
            scope=[F_NP, F_ARCH]),
        Msg("how much do we save going with the cheapest instead of the dearest?", mentions=[ROOF_SAVING],
            not_mentions=[NOT_640]),
    ], scope=[F_NP]),
    _en("gas-then-last-year", [
        Msg("how much is this year's november gas bill?", mentions=[GAS], avoid=[OLD_GAS]),
        Msg("and last year's?", mentions=[OLD_GAS]),
    ], scope=["Casa", F_ARCH]),
    # Long, polite.
    _en("polite-lift-average", [
        Msg("hi, sorry to bother you, the councillors of corso francia asked me what the lift maintenance "
            "quotes come to on average, leaving out any invoices. thanks a lot", mentions=[LIFT_AVG],
            not_mentions=[NOT_195, LIFT_AVG_WITH_INVOICE]),
    ], scope=[F_FP, F_FV]),
    _en("polite-geriatric", [
        Msg("hello, paolo here: what day and time is mum's appointment with the geriatrician, and what do i "
            "need to bring?",
            mentions=[date(10, 12, 2026), GERIATRA_TIME, ("impegnativa", "esami", "farmaci")],
            not_mentions=[*HEALTH_PRIVATE, *TAX_PRIVATE]),
    ], scope=["Mamma"]),
]

CASES: list[Case] = ITALIAN + ENGLISH
check(CASES)
