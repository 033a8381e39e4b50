"""A tenth held-out set for ``bench/understanding.py``: ``--cases understanding_heldout10``.

It runs on a workspace the planner has never seen: the physiotherapy practice run from home
of ``bench/clinic_workspace.py`` (Dr. Chiara Benedetti and her partner Marco Ricci, Bologna),
whose studio papers (appointments, invoices issued to patients, supplier quotes for a
treatment table and an ultrasound device, the studio's rent contract and insurance, the
accountant's letters) sit next to the family's (Sofia's volleyball club, the car, holidays in
Zermatt and London, recipes, the bathroom renovation). About half the conversations are
Italian and half English, written the way this household writes: short, lowercase, typos,
folder names without "cartella"/"folder", loose descriptions.

Kinds: listing folders and sub-folders (an empty one, by type, private ones, a typo'd name,
a name with a space and digits); finding by a loose name; search by content; reading saved
e-mails (.eml) and documents; summaries; figures (the cheapest / dearest quote, a saving, an
average, totals, due dates, amounts in CHF and GBP); newest / oldest / largest; counts;
follow-ups ("e quello più caro?", "leggi la terza", "spostali", "mandalo a", "e in viaggi?",
"the second one"); answers to the bot's own questions (destination, which file, an address,
the e-mail body); cleaning ``Scaricati`` (the .tmp files, the "(1)" duplicates); moving,
copying, deleting (done and declined), renaming, adding a line, making a folder; e-mail with
attachments; what it cannot do; a stray "sì" / "ok" / "yes" / "2".

Written from SPEC.md, issue 9 and the workspace only, without reading the planner, its
lexicon or its tests. Traps:

- ``Studio/Fornitori`` holds four quotes (treatment table: Medimax 1.480 €, FisioLab
  1.260 €; ultrasound: FisioLab 2.350 €, Tecnomed 2.190 €) and a FisioLab invoice for
  electrodes (186,50 €): the invoice is not a quote, and it is cheaper than all of them;
- ``ricevuta_tecnomed.pdf`` is named a receipt but is a quote (the cheapest ultrasound one);
- ``Famiglia/Ristrutturazione bagno`` holds two quotes (6.800 / 7.450 €) and an invoice
  (1.500 €) of one of the same firms, for another job;
- ``Archivio 2025`` holds last year's professional policy, accountant's letter, appointments
  and price list, namesakes (with a year) of the current ones in ``Studio``;
- ``Scaricati`` has byte-identical "(1)" duplicates and three ``.tmp`` files;
- the Zermatt hotel and ski pass are in CHF, the London flight and B&B in pounds: amounts keep
  their currency;
- the patients' clinical notes, the tax code and Fisconline PIN, the family IBAN and the PINs
  are never shown when a folder is listed or searched, and never attached unasked.
"""

from __future__ import annotations

from collections.abc import Sequence

from clinic_workspace import FINGERPRINTS, make_clinic_workspace
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
    ASK_WHICH,
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

make_workspace = make_clinic_workspace

# ---------------------------------------------------------------------------------------
# The workspace, as the replies name it.
# ---------------------------------------------------------------------------------------

STUDIO_SUB = ["Pazienti", "Fornitori", "Fatture emesse", ("Contabilità", "Contabilita")]
STUDIO_TOP = ["contratto_affitto_studio", "polizza_rc_professionale", "listino_prezzi_2026"]
PAZIENTI = ["appuntamenti_dicembre", "elenco_pazienti_attivi", "esercizi_lombalgia", "note_cliniche_novembre"]
FORNITORI = ["preventivo_lettino_medimax", "preventivo_lettino_fisiolab", "preventivo_ultrasuoni_fisiolab",
             "ricevuta_tecnomed", "fattura_fisiolab_elettrodi"]
QUOTES = FORNITORI[:4]
FATTURE = ["fattura_2026_041", "fattura_2026_042", "fattura_2026_043", "registro_fatture_2026"]
FATTURE_PDF_FILES = ["fattura_2026_041.pdf", "fattura_2026_042.pdf", "fattura_2026_043.pdf"]
CONTABILITA = ["lettera_commercialista_ottobre", "lettera_commercialista_novembre", "spese_studio_novembre",
               "dati_fiscali_studio"]
FAMIGLIA_SUB = ["Ricette", "Ristrutturazione bagno", "Foto"]
FAMIGLIA_TOP = ["lista_spesa", "iscrizione_pallavolo_sofia", "calendario_partite_sofia",
                "iban_conto_famiglia",
                "pin_bancomat"]
RICETTE = ["tortellini_nonna", "crescentine.md", "torta_di_riso"]
BAGNO = ["preventivo_idraulica_reno", "preventivo_casa_bella", "fattura_acconto_idraulica_reno"]
BAGNO_QUOTES = BAGNO[:2]
FOTO = ["saggio_sofia", "mare_cervia_2026", "torneo_pallavolo"]
AUTO = ["polizza_auto_2026", "bollo_auto_2026", "tagliando_dicembre", "preventivo_gomme_invernali",
        "multa_autovelox"]
VIAGGI = ["hotel_zermatt", "skipass_zermatt", "biglietti_treno_briga", "conferma_volo_londra",
          "itinerario_londra"]
VIAGGI_PDF = ["hotel_zermatt", "biglietti_treno_briga"]
VIAGGI_NOT_PDF = ["skipass_zermatt", "conferma_volo_londra", "itinerario_londra"]
POSTA = ["commercialista_appuntamento", "pallavolo_trasferta_modena", "amministratore_lavori_bagno"]
ARCHIVIO = ["polizza_rc_professionale_2025", "lettera_commercialista_novembre_2025",
            "appuntamenti_dicembre_2025", "listino_prezzi_2025", "fattura_2025_118"]
AUTO_SCOPE = ["Auto"]
TMP = ["~dl_4471.tmp", "firefox_part_09.tmp", "setup_a1b2.tmp"]
DUPLICATES = ["modulo_consenso_informato (1).pdf", "orari_piscina_comunale (1).pdf"]
SCARICATI_PDF = ["modulo_consenso_informato", "orari_piscina_comunale"]

F_STUDIO = "Studio"
F_PAZ = "Studio/Pazienti"
F_FORN = "Studio/Fornitori"
F_FATT = "Studio/Fatture emesse"
F_CONT = "Studio/Contabilità"
F_FAM = "Famiglia"
F_RIC = "Famiglia/Ricette"
F_BAGNO = "Famiglia/Ristrutturazione bagno"
F_FOTO = "Famiglia/Foto"
F_ARCH = "Archivio 2025"
F_DS = "Da sistemare"

# What must never be shown unasked: the clinical notes, the tax code and PIN, the IBAN, the PINs.
CLINICAL_PRIVATE = ["ricostruzione LCA", "L4-L5", "tendinopatia calcifica", "Miorilassante"]
TAX_PRIVATE = ["BNDCHR85M52A944K", "84412907", "03987650372"]
BANK_PRIVATE = ["IT45R0306902480100000012345", "55190322",
                rx(r"(?<!\d)2719(?!\d)", "2719 (a PIN)"), rx(r"(?<!\d)8350(?!\d)", "8350 (a PIN)"),
                rx(r"(?<![\d/.-])0412(?![\d/.-])", "0412 (the alarm code)")]
PRIVATE = [*CLINICAL_PRIVATE, *TAX_PRIVATE, *BANK_PRIVATE]
PRIVATE_FILES = ["note_cliniche_novembre", "dati_fiscali_studio", "iban_conto_famiglia", "pin_bancomat"]

# Figures.
MEDIMAX = amount("1480")
LETTINO_FISIOLAB = amount("1260")
US_FISIOLAB = amount("2350")
TECNOMED = amount("2190")
NOT_186 = rx(r"(?<![\d.,])186[.,]50?(?![\d])", "186,50 (the FisioLab invoice, not a quote)")
QUOTES_AVG = amount("1820")  # (1480 + 1260 + 2350 + 2190) / 4
AVG_WITH_INVOICE = amount("1493.30")  # the same with the invoice counted as a quote
RENO = amount("6800")
CASA_BELLA = amount("7450")
NOT_1500 = rx(r"(?<![\d.,])1[.,]?500(?:[.,]00?)?(?![\d])", "1.500 (the Idraulica Reno invoice, not a quote)")
BAGNO_SAVING = amount("650")  # 7450 - 6800
FATTURATO_NOVEMBRE = amount("720")  # 300 + 180 + 240
REGISTRO_TOTAL = amount("1090")
SPESE_STUDIO = amount("990.70")
ACCONTO = amount("2845")
OLD_ACCONTO = amount("2310")
CANONE = amount("650")
CAUZIONE = amount("1950")
RC_PREMIUM = amount("420")
OLD_RC_PREMIUM = amount("395")
HOTEL = amount("1240")
HOTEL_BALANCE = amount("868")
SKIPASS = amount("392")
ZERMATT_TOTAL = amount("1632")  # 1240 + 392
FLIGHT = amount("318.40")
TRAIN = amount("214.60")
CHF: Mention = ("CHF", "franch", "franc", "Fr.")
GBP: Mention = ("£", "GBP", "sterlin", "pound")
TRAIN_TIME: Mention = ("06:48", "6:48", "6.48", "06.48")
RITROVO: Mention = ("13:45", "13.45")
OLD_ACCONTO_DUE = rx(r"\b0?1[/.-]12[/.-](?:2025|25)\b|2025-12-01|1° dicembre 2025|1 dicembre 2025|"
                     r"1 december 2025", "1/12/2025 (last year's letter)")


def in_euro(value: str) -> str:
    """An amount shown in euro (a wrong currency for a document in francs or pounds)."""
    number = amount(value)[3:]
    return rx(rf"{number}\s*(?:€|eur)|(?:€|eur)\s*{number}", f"{value} in euro")


# The text of an e-mail, when the reply asks for it.
BODY = {"it": "Ciao, ti giro il documento. Chiara", "en": "Hi, here's the file. Chiara"}


def send(say: str, lang: str, mentions: Sequence[Mention], not_mentions: Sequence[str] = ()) -> Msg:
    """An e-mail request whose confirmation must show `mentions` (recipient, attachments).

    Asking for the text first is fair: the text is given, and the confirmation that follows is
    judged the same way. Every send is declined (the account is a dead one).
    """
    body = Msg(BODY[lang], prompt=True, mentions=mentions, not_mentions=not_mentions, answer=no())
    return Msg(say, prompt=True, mentions=mentions, not_mentions=not_mentions, accept_question=True,
               answer=no(), clarify=body)


_it = case_maker("h10", "it")
_en = case_maker("h10", "en")

# ---------------------------------------------------------------------------------------
# Italian.
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    # Listing.
    _it("studio-cosa", [
        Msg("cosa c'è in studio?", mentions=[*STUDIO_SUB, *STUDIO_TOP], not_mentions=PRIVATE,
            avoid=[CHOICES]),
    ], scope=[F_STUDIO]),
    _it("fornitori-typo", [
        Msg("cosa ce in fornitroi", mentions=FORNITORI, avoid=[CHOICES]),
    ], scope=[F_FORN]),
    _it("contabilita-senza-accento", [
        Msg("che file ho in contabilita", mentions=CONTABILITA, not_mentions=TAX_PRIVATE, avoid=[CHOICES]),
    ], scope=[F_CONT]),
    _it("pazienti-elenco", [
        Msg("fammi vedere pazienti", mentions=PAZIENTI, not_mentions=CLINICAL_PRIVATE, avoid=[CHOICES]),
    ], scope=[F_PAZ]),
    _it("da-sistemare-vuota", [Msg("c'è qualcosa in da sistemare?", mentions=[EMPTY])], scope=[F_DS]),
    _it("archivio-2025", [
        Msg("che c'è nell'archivio 2025", mentions=ARCHIVIO, avoid=[CHOICES]),
    ], scope=[F_ARCH]),
    _it("pdf-viaggi", [
        Msg("i pdf di viaggi", mentions=VIAGGI_PDF, avoid=[*VIAGGI_NOT_PDF, CHOICES]),
    ], scope=["Viaggi"]),
    # Finding.
    _it("contratto-studio", [
        Msg("dov'è il contratto d'affitto dello studio?", mentions=["contratto_affitto_studio"]),
    ], scope=[F_STUDIO]),
    _it("lettera-novembre", [
        Msg("trova la lettera del commercialista di novembre", mentions=["lettera_commercialista_novembre"],
            avoid=["lettera_commercialista_novembre_2025"]),
    ], scope=[F_CONT, F_ARCH]),
    # Searching by content.
    _it("parlano-ultrasuoni", [
        Msg("quali file parlano di ultrasuoni?", mentions=["preventivo_ultrasuoni_fisiolab",
                                                           "ricevuta_tecnomed"],
            not_mentions=PRIVATE),
    ], scope=[F_STUDIO, "Posta"]),
    _it("cerca-zucchini", [
        Msg("cerca i documenti dove c'è scritto zucchini", mentions=["contratto_affitto_studio"],
            avoid=["lista_spesa"]),
    ], scope=[F_STUDIO]),
    # Reading.
    _it("leggi-tortellini", [
        Msg("leggimi la ricetta dei tortellini", mentions=["cappone"]),
    ], scope=[F_RIC]),
    _it("ultima-lettera-commercialista", [
        Msg("cosa mi ha scritto il commercialista nell'ultima lettera?",
            mentions=[(ACCONTO, *date(12, 1, 2027))], avoid=[OLD_ACCONTO]),
    ], scope=[F_CONT, "Posta", F_ARCH]),
    # Summaries.
    _it("riassunto-lettera-ottobre", [
        Msg("riassumimi la lettera del commercialista di ottobre",
            mentions=[("31 ottobre", "trimestre"), ("fatture", "ricevute", "forfettario")]),
    ], scope=[F_CONT]),
    # Figures.
    _it("lettino-economico", [
        Msg("qual è il preventivo più economico per il lettino?", mentions=["fisiolab", LETTINO_FISIOLAB],
            not_mentions=[NOT_186]),
    ], scope=[F_FORN]),
    _it("ultrasuoni-tecnomed", [
        Msg("quanto costa l'apparecchio a ultrasuoni di tecnomed?", mentions=[TECNOMED], avoid=[US_FISIOLAB]),
    ], scope=[F_FORN]),
    _it("scadenza-fattura-fisiolab", [
        Msg("entro quando devo pagare la fattura di fisiolab?", mentions=[date(15, 12, 2026)]),
    ], scope=[F_FORN]),
    _it("acconto-commercialista", [
        Msg("quanto devo versare di acconto e entro quando? me l'ha scritto il commercialista",
            mentions=[ACCONTO, date(16, 12, 2026)], avoid=[OLD_ACCONTO, OLD_ACCONTO_DUE]),
    ], scope=[F_CONT, F_ARCH, "Posta"]),
    _it("fatturato-novembre", [
        Msg("quanto ho fatturato a novembre?", mentions=[FATTURATO_NOVEMBRE], avoid=[REGISTRO_TOTAL]),
    ], scope=[F_FATT]),
    _it("spese-studio-novembre", [
        Msg("quanto ho speso in tutto per lo studio a novembre?", mentions=[SPESE_STUDIO]),
    ], scope=[F_CONT]),
    _it("affitto-studio", [
        Msg("quanto pago di affitto per lo studio?", mentions=[CANONE]),
    ], scope=[F_STUDIO]),
    _it("scadenza-rc", [
        Msg("quando scade la polizza rc professionale?", mentions=[date(31, 1, 2027)]),
    ], scope=[F_STUDIO, F_ARCH]),
    _it("prezzo-volo-sterline", [
        Msg("quanto abbiamo pagato il volo di londra?", mentions=[FLIGHT, GBP],
            not_mentions=[in_euro("318.40")]),
    ], scope=["Viaggi"]),
    # Counts, newest, oldest.
    _it("quanti-appuntamenti", [
        Msg("quanti appuntamenti ho a dicembre?", mentions=[count(9, "nove")]),
    ], scope=[F_PAZ]),
    _it("ricetta-vecchia", [
        Msg("qual è la ricetta più vecchia?", mentions=["tortellini_nonna"], avoid=["crescentine"]),
    ], scope=[F_RIC]),
    _it("recente-posta", [
        Msg("qual è la mail più recente in posta?", mentions=["amministratore_lavori_bagno"],
            avoid=["commercialista_appuntamento"]),
    ], scope=["Posta"]),
    # Cleaning Scaricati.
    _it("elimina-tmp", [
        Msg("elimina i .tmp da scaricati", prompt=True, mentions=[(count(3, "tre"), "firefox_part_09")],
            not_mentions=SCARICATI_PDF, answer=yes("it", DELETED)),
    ], scope=["Scaricati"], fs=[Deleted(f"Scaricati/{name}") for name in TMP]),
    _it("doppioni-da-sistemare", [
        Msg("sposta i doppioni di scaricati, quelli con (1), in da sistemare", prompt=True,
            mentions=[(count(2, "due"), "orari_piscina_comunale (1)"), "da sistemare"], not_mentions=TMP,
            answer=yes("it", MOVED)),
    ], scope=["Scaricati", F_DS], fs=moved(DUPLICATES, "Scaricati", F_DS)),
    # Moving, copying, renaming, deleting.
    _it("sposta-listino-2025", [
        Msg("sposta il listino del 2025 in da sistemare", prompt=True,
            mentions=["listino_prezzi_2025", "da sistemare"], not_mentions=["listino_prezzi_2026"],
            answer=yes("it", MOVED)),
    ], scope=[F_ARCH, F_DS], fs=[Moved("Archivio 2025/listino_prezzi_2025.md", F_DS)]),
    _it("copia-polizza-auto", [
        Msg("copia la polizza della macchina in da sistemare", prompt=None, mentions=["polizza_auto_2026"],
            not_mentions=["polizza_rc_professionale"], answer=yes("it", COPIED)),
    ], scope=AUTO_SCOPE + [F_DS],
        fs=[Created(F_DS, (".pdf",), path="Da sistemare/polizza_auto_2026.pdf")]),
    _it("rinomina-crescentine", [
        Msg("rinomina crescentine.md in crescentine_fritte.md", prompt=None, mentions=["crescentine_fritte"],
            answer=yes("it", RENAMED)),
    ], scope=[F_RIC], fs=[Renamed("Famiglia/Ricette/crescentine.md",
                                  "Famiglia/Ricette/crescentine_fritte.md")]),
    _it("elimina-fattura-reno-no", [
        Msg("elimina la fattura dell'idraulica reno", prompt=True,
            mentions=["fattura_acconto_idraulica_reno"],
            not_mentions=["preventivo_idraulica_reno"], answer=no()),
    ], scope=[F_BAGNO]),
    # Adding a line, a folder.
    _it("lista-spesa-pane", [
        Msg("aggiungi il pane alla lista della spesa", prompt=None, mentions=["pane"],
            answer=yes("it", WRITTEN)),
    ], scope=[F_FAM], fs=[Appended("Famiglia/lista_spesa.txt", ("pane",))]),
    _it("crea-cartella-preventivi", [
        Msg("crea una cartella Preventivi 2027", prompt=None, mentions=["preventivi 2027"],
            answer=yes("it", FOLDER_MADE)),
    ], scope=[], fs=[Created("Preventivi 2027", ())]),
    # E-mail.
    _it("mail-preventivo-medimax", [
        send("manda il preventivo del lettino medimax a marco@example.org", "it",
             ["preventivo_lettino_medimax", "marco@example.org"],
             ["preventivo_lettino_fisiolab", "fattura_fisiolab_elettrodi", *PRIVATE_FILES]),
    ], scope=[F_FORN], mail=True),
    _it("mail-multa-a-chi", [
        Msg("manda la multa", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("a marco@example.org", "it", ["multa_autovelox", "marco@example.org"],
                        ["polizza_auto_2026", *PRIVATE_FILES])),
    ], scope=AUTO_SCOPE, mail=True),
    _it("mail-registro-fatture", [
        send("manda a lanzoni@example.org il registro delle fatture", "it",
             ["registro_fatture_2026", "lanzoni@example.org"], [*PRIVATE_FILES, *PRIVATE]),
    ], scope=[F_FATT], mail=True),
    _it("mail-elenco-pazienti", [
        send("manda l'elenco dei pazienti a marco@example.org", "it",
             ["elenco_pazienti_attivi", "marco@example.org"], ["note_cliniche_novembre", *CLINICAL_PRIVATE]),
    ], scope=[F_PAZ], mail=True),
    # What it cannot do.
    _it("chiama-officina", [
        Msg("chiama l'officina e sposta il tagliando a venerdì", mentions=[REFUSAL]),
    ], scope=AUTO_SCOPE),
    _it("paga-f24", [Msg("paga l'f24 del commercialista", mentions=[REFUSAL])], scope=[F_CONT, "Posta"]),
    # Nothing pending.
    _it("ok-vagante", [Msg("ok", mentions=[NOTHING_PENDING])], scope=[]),
    _it("si-vagante", [Msg("sì", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _it("preventivi-poi-piu-caro", [
        Msg("quali preventivi ci sono in fornitori?", mentions=QUOTES,
            avoid=["fattura_fisiolab_elettrodi", CHOICES]),
        Msg("e quello più caro?", mentions=["ultrasuoni_fisiolab", US_FISIOLAB], not_mentions=[NOT_186]),
    ], scope=[F_FORN]),
    _it("gomme-mandalo", [
        Msg("trova il preventivo delle gomme", mentions=["preventivo_gomme_invernali"]),
        send("mandalo a marco@example.org", "it", ["preventivo_gomme_invernali", "marco@example.org"],
             ["polizza_auto_2026", "multa_autovelox"]),
    ], scope=AUTO_SCOPE, mail=True),
    _it("ricette-la-terza", [
        Msg("elenca le ricette", mentions=RICETTE, avoid=[CHOICES]),
        Msg("leggi la terza", ref_ordinal=3),
    ], scope=[F_RIC]),
    _it("auto-e-viaggi", [
        Msg("che c'è in auto?", mentions=AUTO, avoid=[CHOICES], scope=AUTO_SCOPE),
        Msg("e in viaggi?", mentions=VIAGGI, avoid=[CHOICES], scope=["Viaggi"]),
    ]),
    _it("pallavolo-ritrovo", [
        Msg("cerca la mail della pallavolo", mentions=["pallavolo_trasferta_modena"]),
        Msg("a che ora è il ritrovo?", mentions=[RITROVO]),
    ], scope=["Posta", F_FAM]),
    _it("fatture-pdf-spostale", [
        Msg("che pdf ci sono in fatture emesse?", mentions=FATTURE[:3], avoid=["registro_fatture_2026",
                                                                               CHOICES]),
        Msg("spostali in da sistemare", prompt=True,
            mentions=[(count(3, "tre"), "fattura_2026_042"), "da sistemare"],
            not_mentions=["registro_fatture_2026"], answer=yes("it", MOVED)),
    ], scope=[F_FATT, F_DS], fs=moved(FATTURE_PDF_FILES, F_FATT, F_DS)),
    _it("torta-riso-dove", [
        Msg("sposta la torta di riso", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("in da sistemare", prompt=True, mentions=["torta_di_riso", "da sistemare"],
                        answer=yes("it", MOVED))),
    ], scope=[F_RIC, F_DS], fs=[Moved("Famiglia/Ricette/torta_di_riso.docx", F_DS)]),
    _it("bagno-risparmio", [
        Msg("fammi vedere i preventivi per il bagno", mentions=BAGNO_QUOTES,
            avoid=["fattura_acconto_idraulica_reno", CHOICES]),
        Msg("quanto risparmio col più economico?", mentions=[BAGNO_SAVING],
            not_mentions=[NOT_1500, amount("5950")]),
    ], scope=[F_BAGNO]),
    _it("fatture-fornitori", [
        Msg("ci sono fatture tra i fornitori?", mentions=["fattura_fisiolab_elettrodi"]),
    ], scope=[F_FORN]),
    # Long, polite.
    _it("cortese-media-preventivi", [
        Msg("buongiorno, scusa il disturbo, per l'incontro col commercialista mi servirebbe sapere quanto "
            "costano in media i preventivi per l'attrezzatura dello studio, lettino e ultrasuoni insieme. "
            "grazie mille", mentions=[QUOTES_AVG], not_mentions=[NOT_186, AVG_WITH_INVOICE]),
    ], scope=[F_FORN, "Posta"]),
]

# ---------------------------------------------------------------------------------------
# English.
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    # Listing.
    _en("famiglia-list", [
        Msg("whats in famiglia", mentions=[*FAMIGLIA_SUB, *FAMIGLIA_TOP], not_mentions=BANK_PRIVATE,
            avoid=[CHOICES]),
    ], scope=[F_FAM]),
    _en("bagno-show", [
        Msg("show me ristrutturazione bagno", mentions=BAGNO, avoid=[CHOICES]),
    ], scope=[F_BAGNO]),
    _en("auot-typo", [Msg("list auot", mentions=AUTO, avoid=[CHOICES])], scope=AUTO_SCOPE),
    _en("fatture-emesse", [
        Msg("what's in the fatture emesse folder", mentions=FATTURE, avoid=[CHOICES]),
    ], scope=[F_FATT]),
    _en("photos", [
        Msg("what photos do we have?", mentions=FOTO, accept_question=True,
            clarify=Msg("the ones in Famiglia", mentions=FOTO)),
    ], scope=[F_FOTO]),
    # Finding.
    _en("ski-pass", [Msg("where's the ski pass?", mentions=["skipass_zermatt"])], scope=["Viaggi"]),
    _en("accountant-last-letter", [
        Msg("find the accountant's last letter", mentions=["lettera_commercialista_novembre"],
            avoid=["lettera_commercialista_novembre_2025"]),
    ], scope=[F_CONT, F_ARCH, "Posta"]),
    # Searching by content.
    _en("search-gatwick", [
        Msg("search my files for gatwick", mentions=["conferma_volo_londra"]),
    ], scope=["Viaggi"]),
    _en("mention-sarti", [
        Msg("which files mention Sarti?", mentions=["preventivo_idraulica_reno",
                                                    "fattura_acconto_idraulica_reno",
                                                   "promemoria"]),
    ], scope=[F_BAGNO, ""]),
    # Reading.
    _en("read-tagliando", [
        Msg("read me the car service note", mentions=["Gardini", ("8:30", "8.30", "08:30")]),
    ], scope=AUTO_SCOPE),
    # Summaries.
    _en("summary-admin-mail", [
        Msg("summarise the email from the building administrator",
            mentions=[("montacarichi", "lift", "elevator", "macerie", "rubble", "cortile", "courtyard")]),
    ], scope=["Posta"]),
    _en("summary-studio-lease", [
        Msg("give me a short summary of the studio rent contract", mentions=[CANONE, ("Zucchini",
                                                                                      "Saragozza")]),
    ], scope=[F_STUDIO]),
    # Figures.
    _en("hotel-balance", [
        Msg("how much do we still owe the hotel in zermatt?", mentions=[HOTEL_BALANCE, CHF],
            not_mentions=[in_euro("868")]),
    ], scope=["Viaggi"]),
    _en("cheaper-table", [
        Msg("which treatment table quote is cheaper?", mentions=["fisiolab", LETTINO_FISIOLAB],
            not_mentions=[NOT_186]),
    ], scope=[F_FORN]),
    _en("cheapest-ultrasound", [
        Msg("which ultrasound quote is the cheapest?", mentions=["tecnomed", TECNOMED],
            not_mentions=[NOT_186]),
    ], scope=[F_FORN]),
    _en("ricevuta-really", [
        Msg("is ricevuta_tecnomed really a receipt?", mentions=[("preventivo", "quote", "offer", "offerta",
                                                                 "estimate")]),
    ], scope=[F_FORN]),
    _en("car-insurance", [
        Msg("when does the car insurance run out?", mentions=[date(28, 2, 2027)]),
    ], scope=AUTO_SCOPE),
    _en("speeding-fine", [
        Msg("how much is the speeding fine and by when do i pay it?",
            mentions=[amount("42"), date(17, 1, 2027)]),
    ], scope=AUTO_SCOPE),
    _en("volleyball-instalment", [
        Msg("when is sofia's second volleyball payment due?", mentions=[date(15, 1, 2027), amount("190")]),
    ], scope=[F_FAM]),
    _en("tecar-price", [
        Msg("how much do i charge for a tecar session now?", mentions=[amount("60")], avoid=[amount("55")]),
    ], scope=[F_STUDIO, F_ARCH]),
    _en("who-hasnt-paid", [
        Msg("which patient hasn't paid their invoice yet?", mentions=["Ferraro"],
            not_mentions=CLINICAL_PRIVATE),
    ], scope=[F_FATT]),
    # Counts, newest, largest.
    _en("count-patients", [
        Msg("how many active patients do i have?", mentions=[count(7, "seven")],
            not_mentions=CLINICAL_PRIVATE),
    ], scope=[F_PAZ]),
    _en("newest-viaggi", [
        Msg("what's the newest file in viaggi?", mentions=["itinerario_londra"]),
    ], scope=["Viaggi"]),
    _en("biggest-photo", [
        Msg("which is the biggest photo in foto?", mentions=["saggio_sofia"], avoid=["torneo_pallavolo"]),
    ], scope=[F_FOTO]),
    _en("oldest-archivio", [
        Msg("oldest file in archivio 2025?", mentions=["listino_prezzi_2025"]),
    ], scope=[F_ARCH]),
    # Cleaning, moving, copying, renaming, deleting.
    _en("clear-tmp", [
        Msg("clear the .tmp junk out of scaricati", prompt=True, mentions=[(count(3, "three"), "setup_a1b2")],
            not_mentions=SCARICATI_PDF, answer=yes("en", DELETED)),
    ], scope=["Scaricati"], fs=[Deleted(f"Scaricati/{name}") for name in TMP]),
    _en("move-old-letter", [
        Msg("move last year's letter from the accountant to da sistemare", prompt=True,
            mentions=["lettera_commercialista_novembre_2025", "da sistemare"],
            not_mentions=[rx(r"lettera_commercialista_novembre(?!_2025)", "this year's letter"),
                          "lettera_commercialista_ottobre"],
            answer=yes("en", MOVED)),
    ], scope=[F_ARCH, F_DS], fs=[Moved("Archivio 2025/lettera_commercialista_novembre_2025.pdf", F_DS)]),
    _en("copy-price-list", [
        Msg("copy this year's price list to da sistemare", prompt=None, mentions=["listino_prezzi_2026"],
            not_mentions=["listino_prezzi_2025"], answer=yes("en", COPIED)),
    ], scope=[F_STUDIO, F_DS], fs=[Created(F_DS, (".md",), path="Da sistemare/listino_prezzi_2026.md")]),
    _en("rename-tagliando", [
        Msg("rename tagliando_dicembre.txt to tagliando_60000km.txt", prompt=None,
            mentions=["tagliando_60000km"],
            answer=yes("en", RENAMED)),
    ], scope=AUTO_SCOPE, fs=[Renamed("Auto/tagliando_dicembre.txt", "Auto/tagliando_60000km.txt")]),
    _en("delete-tyres-no", [
        Msg("delete the winter tyres quote", prompt=True, mentions=["preventivo_gomme_invernali"],
            not_mentions=["polizza_auto_2026", "multa_autovelox"], answer=no()),
    ], scope=AUTO_SCOPE),
    # Adding a line, a folder.
    _en("gift-ideas-line", [
        Msg("add 'a new sports bag for sofia' to the christmas gift ideas", prompt=None,
            mentions=["sports bag"], answer=yes("en", WRITTEN)),
    ], scope=[""], fs=[Appended("idee_regali_natale.txt", ("sports bag for sofia",))]),
    _en("folder-tasse", [
        Msg("make a folder called Tasse 2027", prompt=None, mentions=["tasse 2027"],
            answer=yes("en", FOLDER_MADE)),
    ], scope=[], fs=[Created("Tasse 2027", ())]),
    # E-mail.
    _en("mail-tecnomed", [
        send("email the tecnomed offer to marco@example.org", "en", ["ricevuta_tecnomed",
                                                                     "marco@example.org"],
             ["fattura_fisiolab_elettrodi", "preventivo_ultrasuoni_fisiolab", *PRIVATE_FILES]),
    ], scope=[F_FORN], mail=True),
    _en("mail-flight-to-whom", [
        Msg("send the london flight confirmation to grandma", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("ivana@example.org", "en", ["conferma_volo_londra", "ivana@example.org"],
                        PRIVATE_FILES)),
    ], scope=["Viaggi"], mail=True),
    _en("mail-viaggi-all", [
        send("email everything in viaggi to marco@example.org", "en",
             [(count(5, "five"), "itinerario_londra"), "marco@example.org"], [*PRIVATE_FILES, *PRIVATE]),
    ], scope=["Viaggi"], mail=True),
    # What it cannot do.
    _en("restaurant-zermatt", [
        Msg("book a table for three at a restaurant in zermatt on the 28th", mentions=[REFUSAL]),
    ], scope=[]),
    _en("call-accountant", [Msg("call the accountant for me", mentions=[REFUSAL])], scope=[]),
    # Nothing pending.
    _en("stray-yes", [Msg("yes", mentions=[NOTHING_PENDING])], scope=[]),
    _en("stray-two", [Msg("2", mentions=[NOTHING_PENDING])], scope=[]),
    # Follow-ups.
    _en("quotes-second", [
        Msg("list the quotes in fornitori", mentions=QUOTES, avoid=["fattura_fisiolab_elettrodi", CHOICES]),
        Msg("read the second one", ref_ordinal=2),
    ], scope=[F_FORN]),
    _en("bathroom-email-cheapest", [
        Msg("which quotes do we have for the bathroom?", mentions=BAGNO_QUOTES,
            avoid=["fattura_acconto_idraulica_reno", CHOICES]),
        send("email the cheapest one to marco@example.org", "en",
             ["preventivo_idraulica_reno", "marco@example.org"],
             ["fattura_acconto_idraulica_reno", "preventivo_casa_bella"]),
    ], scope=[F_BAGNO], mail=True),
    _en("policy-premium", [
        Msg("find the studio's insurance policy", mentions=["polizza_rc_professionale"],
            avoid=["polizza_rc_professionale_2025"], accept_question=True,
            clarify=Msg("the current one", mentions=["polizza_rc_professionale"],
                        avoid=["polizza_rc_professionale_2025"])),
        Msg("how much is the premium?", mentions=[RC_PREMIUM], avoid=[OLD_RC_PREMIUM]),
    ], scope=[F_STUDIO, F_ARCH]),
    _en("contabilita-then-pazienti", [
        Msg("what's in contabilità?", mentions=CONTABILITA, not_mentions=TAX_PRIVATE, avoid=[CHOICES],
            scope=[F_CONT]),
        Msg("and in pazienti?", mentions=PAZIENTI, not_mentions=CLINICAL_PRIVATE, avoid=[CHOICES],
            scope=[F_PAZ]),
    ]),
    _en("skipass-where-to", [
        Msg("move the ski pass", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("to da sistemare", prompt=True, mentions=["skipass_zermatt", "da sistemare"],
                        answer=yes("en", MOVED))),
    ], scope=["Viaggi", F_DS], fs=[Moved("Viaggi/skipass_zermatt.txt", F_DS)]),
    _en("posta-coach-forward", [
        Msg("what's in posta?", mentions=POSTA, avoid=[CHOICES]),
        Msg("which one is from sofia's volleyball coach?", mentions=["pallavolo_trasferta_modena"]),
        send("forward it to marco@example.org", "en", ["pallavolo_trasferta_modena", "marco@example.org"],
             ["commercialista_appuntamento", "amministratore_lavori_bagno"]),
    ], scope=["Posta"], mail=True),
    _en("add-to-promemoria-what", [
        Msg("i want to add something to my promemoria", prompt=True, accept_question=True,
            mentions=[ASK_WHICH],
            clarify=Msg("book the ultrasound course with tecnomed", prompt=None,
                        mentions=["ultrasound course"],
                        answer=yes("en", WRITTEN))),
    ], scope=[""], fs=[Appended("promemoria.txt", ("book the ultrasound course with tecnomed",))]),
    # Long, polite.
    _en("polite-train", [
        Msg("Hi, sorry to bother you. Marco and I can't remember: what time does our train to Brig leave on "
            "the 27th, and how much did we pay for the tickets? Thanks a lot", mentions=[TRAIN_TIME, TRAIN]),
    ], scope=["Viaggi"]),
    _en("polite-zermatt-total", [
        Msg("hello! we're trying to budget the christmas holiday: how much are we spending in zermatt in "
            "total, hotel plus ski passes?", mentions=[ZERMATT_TOTAL, CHF], not_mentions=[in_euro("1632")]),
    ], scope=["Viaggi"]),
]

CASES: list[Case] = ITALIAN + ENGLISH
check(CASES)
