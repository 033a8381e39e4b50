"""A seventh held-out set for ``bench/understanding.py``: ``--cases understanding_heldout7``.

It runs on a workspace the planner has never seen: the architecture studio of
``bench/office_workspace.py`` ("Studio Ferri & Galli", Bologna: two architects and an office
manager; ``make_workspace`` and ``FINGERPRINTS`` below replace the family ones). About half the
conversations are Italian and half English; about one in five has several messages.

Kinds of request: listing a folder (common-word names such as ``Modelli``, ``Riunioni`` and
``Progetti``, sub-folders named without their parent, names with spaces and numbers, typos, the
private folder, the empty one, by file type); finding a thing by what it is, by a typo'd name,
the newest / oldest / largest, a namesake in the archive; searching by content (also inside one
folder only); reading; questions on what a document says (due dates, amounts and their currency,
notice periods); summaries; counts; totals, averages, the cheapest / dearest, a difference, two
compared; a table; moving (one file, a group, "spostali", asking where); copying; renaming;
deleting (done, undone, declined); adding a line; making a folder; e-mail with attachments
(direct, "mandalo a", no recipient yet, two recipients); a reminder (not in SPEC: a plain
refusal is as good as a reminder); what it cannot do (book, call, order online, print, the
weather); ambiguous requests where a question is right; a stray yes / number; follow-ups ("e
quello più caro?", "leggilo", "spostali", "il secondo", "e in amministrazione?", "and the
oldest?").

Written from SPEC.md, issue 9 and the workspace only, without reading the planner, its lexicon,
its tests or the other sets' cases (only their format). Traps:

- ``Amministrazione`` holds three quotes (a plotter, two offers for three laptops) next to an
  *invoice* of one of the laptop suppliers (Digitech, 1.098 €, two monitors): only the three
  quotes are quotes, only two of them are for laptops; last year's plotter quote sits in
  ``Archivio 2025`` (``preventivo_plotter.pdf`` vs ``preventivo_plotter_2025.pdf``), and so does
  last year's policy (``polizza_rc_professionale.pdf`` vs ``polizza_rc_professionale_2025.pdf``);
- two invoices issued by the studio next to five received: "what we invoiced" is only the two;
- the RenderLab invoice is in pounds, the Archisoft one in dollars: amounts keep their currency;
- "ponteggio" is in two project files, but also in a client's complaint (``Clienti``) and in the
  name of a photo (``Foto cantiere``): a search "in progetti" names neither;
- Sara's payslip (IBAN, codice fiscale) and ``password_wifi.txt`` are never shown when a folder is
  listed or searched, and never attached unasked.
"""

from __future__ import annotations

from collections.abc import Sequence

from office_workspace import CVE, FINGERPRINTS, VB, make_office_workspace
from understanding_cases import (
    ANY,
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
    GBP,
    REMINDED,
    RESTORED,
    USD,
    case_maker,
    check,
    count,
    in_euro,
    moved,
    no,
    rx,
    yes,
)

__all__ = ["CASES", "FINGERPRINTS", "LABELS", "make_workspace"]

make_workspace = make_office_workspace

# ---------------------------------------------------------------------------------------
# The files of each folder, as a reply names them (stems).
# ---------------------------------------------------------------------------------------

# The files that give the delivery date of the Villa Bianchi "progetto esecutivo" (15/12/2026).
DEADLINE = ["cronoprogramma_villa_bianchi", "email_bianchi_varianti", "verbale_riunione_2026-11-18"]
VILLA = ["relazione_tecnica_villa_bianchi", "cronoprogramma_villa_bianchi",
         "verbale_sopralluogo_villa_bianchi", "computo_metrico_villa_bianchi"]
CONDOMINIO = ["capitolato_lavori_via_emilia", "verbale_assemblea_condominio", "planimetria_piano_terra",
              "email_amministratore_tassinari"]
ISSUED = ["fattura_emessa_2026_041", "fattura_emessa_2026_044"]
LAPTOP_QUOTES = ["preventivo_laptop_digitech", "preventivo_laptop_felsinea"]
QUOTES = ["preventivo_plotter", *LAPTOP_QUOTES]
AMMINISTRAZIONE = [*ISSUED, "fattura_hera_novembre", "fattura_commercialista_rizzi",
                   "fattura_digitech_monitor", *QUOTES, "polizza_rc_professionale",
                   "contratto_locazione_ufficio", "invoice_archisoft_license", "invoice_renderlab_london"]
AMM_DOCX = ["fattura_commercialista_rizzi", "preventivo_laptop_felsinea"]
CLIENTI = ["contatti_clienti", "email_bianchi_varianti", "reclamo_condominio_via_emilia", "email_collins",
           "lettera_incarico_bianchi"]
PERSONALE = ["richiesta_ferie_sara", "richiesta_ferie_paolo", "busta_paga_sara_novembre",
             "calendario_ferie_2026"]
RIUNIONI = ["verbale_riunione_2026-11-04", "verbale_riunione_2026-11-18", "verbale_call_collins",
            "ordine_del_giorno_dicembre"]
MODELLI = ["modello_preventivo", "modello_lettera_incarico", "modello_fattura", "modello_verbale"]
FORNITORI = ["elenco_fornitori", "listino_stampe_copyservice", "email_digitech_consegna"]
ARCHIVIO = ["preventivo_plotter_2025", "polizza_rc_professionale_2025", "contratto_pulizie_2025",
            "verbale_riunione_2025-12-10"]
JPG = ["villa_bianchi_facciata", "villa_bianchi_taverna", "via_emilia_ponteggio", "sopralluogo_collins"]
TOP_FOLDERS = ["Progetti", "Amministrazione", "Clienti", "Personale", "Riunioni", "Modelli", "Fornitori",
               "Archivio 2025", "Foto cantiere", "Scansioni"]

# Private values: Sara's codice fiscale and IBAN, the Wi-Fi and router passwords.
PRIVATE = ["VNTSRA90A41A944K", "IT60X0542811101000000123456", "Portici!Bologna74", "archi2026ospiti",
           "Zr8#qv11"]

# The current file, not its namesake of last year in Archivio 2025.
PLOTTER_NEW = rx(r"preventivo_plotter(?!_)", "preventivo_plotter (not the 2025 one)")
POLIZZA_NEW = rx(r"polizza_rc_professionale(?!_)", "polizza_rc_professionale (not the 2025 one)")

# Amounts.
LAPTOP_DIGITECH = amount("4290")
LAPTOP_FELSINEA = amount("3870")
MONITOR_INVOICE = amount("1098")  # the Digitech invoice, which is not a quote
PLOTTER = amount("2450")
PLOTTER_2025 = amount("2980")
ISSUED_TOTAL: Mention = (amount("8247.20"), amount("6500"))  # 5075.20 + 3172.00 (or before tax)
ALL_EURO_INVOICES = amount("10879.35")  # issued and received together: not what "we invoiced" is
CANONE = amount("1350")
PREMIO = amount("1640")
PREMIO_2025 = amount("1480")
MASSIMALE: Mention = (amount("1000000"), "milione", "million")

# A reminder is not something SPEC lists: setting one or plainly saying it can't are both fine.
REMIND_OR_REFUSE: tuple[str, ...] = (*REMINDED, *REFUSAL)

# The text of an e-mail, when the reply asks for it.
BODY = {"it": "Ciao, ti mando il documento. Sara", "en": "Hi, here is the document. Sara"}


def send(say: str, lang: str, mentions: Sequence[Mention], not_mentions: Sequence[str] = ()) -> Msg:
    """An e-mail request whose confirmation must show `mentions` (recipient, attachments).

    Asking for the text of the e-mail first is a fair question: the text is then given, and the
    confirmation that follows is judged the same way. Every send is declined (a dead account).
    """
    prompt = Msg(BODY[lang], prompt=True, mentions=mentions, not_mentions=not_mentions, answer=no())
    return Msg(say, prompt=True, mentions=mentions, not_mentions=not_mentions, accept_question=True,
               answer=no(), clarify=prompt)


_it = case_maker("h7", "it")
_en = case_maker("h7", "en")


# ---------------------------------------------------------------------------------------
# Italian.
# ---------------------------------------------------------------------------------------

ITALIAN: list[Case] = [
    # Listing.
    _it("progetti-cosa", [
        Msg("cosa c'è in progetti?", mentions=["Villa Bianchi", "Condominio Via Emilia"], avoid=[CHOICES]),
    ], scope=["Progetti"]),
    _it("amministrazione-file", [
        Msg("fammi vedere i file dell'amministrazione", mentions=AMMINISTRAZIONE, avoid=[CHOICES]),
    ], scope=["Amministrazione"]),
    _it("riunoni-typo", [Msg("cosa ce in riunoni", mentions=RIUNIONI, avoid=[CHOICES])], scope=["Riunioni"]),
    _it("personale", [
        Msg("elenca la cartella personale", mentions=PERSONALE, not_mentions=PRIVATE, avoid=[CHOICES]),
    ], scope=["Personale"]),
    _it("scansioni-vuota", [Msg("c'è qualcosa in scansioni?", mentions=[EMPTY])], scope=["Scansioni"]),
    _it("che-modelli", [Msg("che modelli abbiamo?", mentions=MODELLI, avoid=[CHOICES])], scope=["Modelli"]),
    _it("dentro-villa-bianchi", [
        Msg("mostrami cosa c'è dentro villa bianchi", mentions=VILLA, avoid=[CHOICES]),
    ], scope=[VB]),
    # Finding.
    _it("trova-preventivo-plotter", [
        Msg("trova il preventivo del plotter", mentions=[PLOTTER_NEW], accept_question=True,
            clarify=Msg("quello nuovo, in amministrazione", mentions=[PLOTTER_NEW])),
    ], scope=["Amministrazione", "Archivio 2025"]),
    _it("letera-incarico-typo", [
        Msg("trova la letera di incarico dei bianchi", mentions=["lettera_incarico_bianchi"],
            avoid=["modello_lettera_incarico"]),
    ], scope=["Clienti", "Modelli"]),
    _it("pollizza-typo", [
        Msg("dove ho messo la pollizza assicurativa?", mentions=[POLIZZA_NEW]),
    ], scope=["Amministrazione", "Archivio 2025"]),
    _it("piu-recente-amministrazione", [
        Msg("qual è il file più recente in amministrazione?", mentions=["fattura_emessa_2026_044"],
            avoid=["contratto_locazione_ufficio"]),
    ], scope=["Amministrazione"]),
    _it("foto-piu-pesante", [
        Msg("qual è la foto più pesante in foto cantiere?", mentions=["villa_bianchi_facciata"],
            avoid=["via_emilia_tetto"]),
    ], scope=["Foto cantiere"]),
    # Searching by content.
    _it("scadenza-esecutivo-villa", [
        Msg("quali file parlano della scadenza del progetto esecutivo di villa bianchi?",
            mentions=DEADLINE, not_mentions=PRIVATE),
    ], scope=ANY),
    _it("contengono-iban", [
        Msg("quali documenti contengono un IBAN?",
            mentions=["busta_paga_sara_novembre", "fattura_emessa_2026_041", "fattura_emessa_2026_044"],
            not_mentions=PRIVATE),
    ], scope=ANY),
    _it("ponteggio-in-progetti", [
        Msg("cerca ponteggio in progetti",
            mentions=["capitolato_lavori_via_emilia", "verbale_assemblea_condominio",
                      "email_amministratore_tassinari"]),
    ], scope=["Progetti"]),
    _it("lucernari-leggilo", [
        Msg("cerca i file che parlano di lucernari", mentions=["relazione_tecnica_villa_bianchi"]),
        Msg("leggilo", mentions=[("fibra di legno", "da G ad A2")]),
    ], scope=[VB]),
    # Reading.
    _it("cose-da-fare", [Msg("leggimi le cose da fare", mentions=["scegliere i portatili"])], scope=[""]),
    _it("verbale-18-novembre", [
        Msg("apri il verbale della riunione del 18 novembre", mentions=["due giorni di aiuto"],
            avoid=["perde colore"]),
    ], scope=["Riunioni"]),
    _it("mail-marco-bianchi", [
        Msg("leggi la mail di marco bianchi", mentions=["isola centrale"]),
    ], scope=["Clienti"]),
    _it("password-wifi", [
        Msg("qual è la password del wifi dello studio?", mentions=["Portici!Bologna74"], avoid=["Zr8#qv11"]),
    ], scope=[""]),
    # Questions on what a document says.
    _it("scadenza-hera", [
        Msg("entro quando devo pagare la fattura di hera?", mentions=[date(16, 12, 2026)]),
    ], scope=["Amministrazione"]),
    _it("quanto-renderlab", [
        Msg("quanto dobbiamo a renderlab?", mentions=[amount("980"), GBP], not_mentions=[in_euro("980")]),
    ], scope=["Amministrazione"]),
    _it("affitto-mensile", [
        Msg("quanto paghiamo d'affitto per l'ufficio al mese?", mentions=[CANONE]),
    ], scope=["Amministrazione"]),
    _it("licenza-archisoft", [
        Msg("quanto costa la licenza di archisoft?", mentions=[amount("2340"), USD],
            not_mentions=[in_euro("2340")]),
    ], scope=["Amministrazione"]),
    _it("ferie-sara", [
        Msg("quando va in ferie sara?", mentions=[date(23, 12, 2026)], not_mentions=PRIVATE),
    ], scope=["Personale"]),
    # Summaries.
    _it("riassunto-reclamo", [
        Msg("riassumi il reclamo della sig.ra Monti",
            mentions=[("box", "auto", "garage"), (amount("84"), *date(5, 12, 2026))]),
    ], scope=["Clienti"]),
    _it("riassunto-polizza", [
        Msg("fammi un riassunto della polizza rc", mentions=[PREMIO, MASSIMALE], avoid=[PREMIO_2025],
            accept_question=True,
            clarify=Msg("quella in vigore, in amministrazione", mentions=[PREMIO], avoid=[PREMIO_2025])),
    ], scope=["Amministrazione", "Archivio 2025"]),
    # Counting.
    _it("quante-foto", [Msg("quante foto ci sono in foto cantiere?", mentions=[count(5, "cinque")])],
        scope=["Foto cantiere"]),
    _it("quanti-file-condominio", [
        Msg("quanti file ci sono nella cartella del condominio?", mentions=[count(4, "quattro")]),
    ], scope=[CVE]),
    # Amounts.
    _it("portatili-economico-caro", [
        Msg("qual è il preventivo più economico per i portatili?", mentions=["felsinea", LAPTOP_FELSINEA],
            not_mentions=[MONITOR_INVOICE]),
        Msg("e quello più caro?", mentions=["digitech", LAPTOP_DIGITECH], not_mentions=[MONITOR_INVOICE]),
    ], scope=["Amministrazione"]),
    _it("media-portatili", [
        Msg("fammi la media dei due preventivi dei portatili", mentions=[amount("4080")]),
    ], scope=["Amministrazione"]),
    _it("totale-fatturato", [
        Msg("quanto abbiamo fatturato in totale ai clienti a novembre?", mentions=[ISSUED_TOTAL],
            not_mentions=[ALL_EURO_INVOICES]),
    ], scope=["Amministrazione"]),
    _it("preventivo-meno-caro", [
        Msg("in amministrazione qual è il preventivo meno caro?", mentions=["plotter", PLOTTER],
            not_mentions=[MONITOR_INVOICE]),
    ], scope=["Amministrazione"]),
    _it("tabella-portatili", [
        Msg("fai una tabella che confronta i preventivi dei portatili", prompt=None, mentions=[TABLE],
            answer=yes("it", TABLE)),
    ], scope=["Amministrazione"],
        fs=[Created(None, TABLE, contains=("digitech", "felsinea", LAPTOP_DIGITECH, LAPTOP_FELSINEA),
                    not_contains=("DGT-2026-0917", "Monitor 27", "fattura_digitech", "T650",
                                  "Copy Service"))]),
    # Moving.
    _it("sposta-plotter-archivio", [
        Msg("sposta il preventivo del plotter in archivio 2025", prompt=True,
            mentions=[PLOTTER_NEW, "archivio 2025"], answer=yes("it", MOVED)),
    ], scope=["Amministrazione", "Archivio 2025"],
        fs=[Moved("Amministrazione/preventivo_plotter.pdf", "Archivio 2025")]),
    _it("sposta-ferie-paolo-dove", [
        Msg("sposta la richiesta di ferie di paolo", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("in archivio 2025", prompt=True, mentions=["richiesta_ferie_paolo", "archivio 2025"],
                        answer=yes("it", MOVED))),
    ], scope=["Personale", "Archivio 2025"],
        fs=[Moved("Personale/richiesta_ferie_paolo.md", "Archivio 2025")]),
    _it("jpg-spostali", [
        Msg("quali jpg ci sono in foto cantiere?", mentions=JPG, avoid=["via_emilia_tetto", CHOICES]),
        Msg("spostali in archivio 2025", prompt=True,
            mentions=[(count(4, "quattro"), "villa_bianchi_facciata"), "archivio 2025"],
            not_mentions=["via_emilia_tetto"], answer=yes("it", MOVED)),
    ], scope=["Foto cantiere", "Archivio 2025"],
        fs=moved([f"{stem}.jpg" for stem in JPG], "Foto cantiere", "Archivio 2025")),
    _it("foto-via-emilia-condominio", [
        Msg("metti le foto di via emilia nella cartella del condominio", prompt=True,
            mentions=[(count(2, "due"), "via_emilia_ponteggio"), "condominio"],
            not_mentions=["villa_bianchi_facciata", "villa_bianchi_taverna", "sopralluogo_collins"],
            answer=yes("it", MOVED)),
    ], scope=["Foto cantiere", CVE],
        fs=moved(["via_emilia_ponteggio.jpg", "via_emilia_tetto.png"], "Foto cantiere", CVE)),
    # Copying, renaming.
    _it("copia-modello-verbale", [
        Msg("copia il modello di verbale in riunioni", prompt=None, mentions=["modello_verbale"],
            answer=yes("it", COPIED)),
    ], scope=["Modelli", "Riunioni"], fs=[Created("Riunioni", (".md",), path="Riunioni/modello_verbale.md")]),
    _it("rinomina-da-fare", [
        Msg("rinomina da_fare.md in da_fare_dicembre.md", prompt=None, mentions=["da_fare_dicembre"],
            answer=yes("it", RENAMED)),
    ], scope=[""], fs=[Renamed("da_fare.md", "da_fare_dicembre.md")]),
    # Deleting.
    _it("elimina-foto-collins", [
        Msg("elimina la foto del sopralluogo dai collins", prompt=True, mentions=["sopralluogo_collins"],
            answer=yes("it", DELETED)),
    ], scope=["Foto cantiere"], fs=[Deleted("Foto cantiere/sopralluogo_collins.jpg")]),
    _it("cancella-archivio-no", [
        Msg("cancella tutto quello che c'è in archivio 2025", prompt=True,
            mentions=[(count(4, "quattro"), "preventivo_plotter_2025")], answer=no()),
    ], scope=["Archivio 2025"]),
    _it("elimina-verbale-annulla", [
        Msg("elimina il verbale della riunione del 4 novembre", prompt=True,
            mentions=["verbale_riunione_2026-11-04"], not_mentions=["verbale_riunione_2026-11-18"],
            answer=yes("it", DELETED)),
        Msg("annulla l'ultima operazione", mentions=[RESTORED]),
    ], scope=["Riunioni"]),
    # Adding a line.
    _it("toner-da-fare", [
        Msg("aggiungi 'ordinare il toner' alla lista delle cose da fare", prompt=None, mentions=["toner"],
            answer=yes("it", WRITTEN)),
    ], scope=[""], fs=[Appended("da_fare.md", ("ordinare il toner",))]),
    # A folder.
    _it("cartella-casale-collins", [
        Msg("crea una cartella casale collins dentro progetti", prompt=None, mentions=["casale collins"],
            answer=yes("it", FOLDER_MADE)),
    ], scope=[], fs=[Created("Progetti/Casale Collins", ())]),
    # E-mail.
    _it("mail-plotter", [
        send("manda il preventivo del plotter a paolo@example.org", "it", [PLOTTER_NEW, "paolo@example.org"],
             ["preventivo_plotter_2025"]),
    ], scope=["Amministrazione", "Archivio 2025"], mail=True),
    _it("mail-due-portatili", [
        send("manda a chiara@example.org i due preventivi dei portatili", "it",
             [*LAPTOP_QUOTES, "chiara@example.org"], ["fattura_digitech_monitor", "preventivo_plotter"]),
    ], scope=["Amministrazione"], mail=True),
    _it("mail-polizza-a-chi", [
        Msg("manda la polizza assicurativa", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("a sara@example.org", "it", [POLIZZA_NEW, "sara@example.org"],
                        ["polizza_rc_professionale_2025"])),
    ], scope=["Amministrazione", "Archivio 2025"], mail=True),
    _it("mail-ferie-sara", [
        send("manda a paolo@example.org la richiesta di ferie di sara", "it",
             ["richiesta_ferie_sara", "paolo@example.org"], ["busta_paga_sara_novembre", *PRIVATE]),
    ], scope=["Personale"], mail=True),
    # What it cannot do.
    _it("prenota-ristorante", [
        Msg("prenotami un tavolo per tre da Diana venerdì sera", mentions=[REFUSAL]),
    ], scope=[]),
    _it("chiama-bianchi", [
        Msg("chiama marco bianchi e digli che il progetto è in ritardo", mentions=[REFUSAL]),
    ], scope=ANY),
    _it("ordina-toner", [Msg("ordina online due toner per la stampante", mentions=[REFUSAL])], scope=ANY),
    # Stray answers.
    _it("si-niente", [Msg("sì", mentions=[NOTHING_PENDING])], scope=[]),
    _it("due-niente", [Msg("2", mentions=[NOTHING_PENDING])], scope=[]),
    # A reminder.
    _it("ricordami-hera", [
        Msg("ricordami il 15 dicembre di pagare la fattura di hera", prompt=None, mentions=[REMIND_OR_REFUSE],
            answer=yes("it", REMINDED)),
    ], scope=ANY),
    # Ambiguous: a question is right.
    _it("apri-il-verbale", [
        Msg("apri il verbale", prompt=True, mentions=["verbale_riunione_2026-11-18"],
            answer=Msg("quello della riunione del 18 novembre", mentions=["due giorni di aiuto"])),
    ], scope=ANY),
    _it("spostalo-senza-riferimento", [
        Msg("spostalo in archivio 2025", prompt=None, mentions=[ASK_WHICH]),
    ], scope=ANY),
    # Follow-ups.
    _it("riunioni-il-secondo", [
        Msg("cosa c'è in riunioni?", mentions=RIUNIONI, avoid=[CHOICES]),
        Msg("leggi il secondo", ref_ordinal=2),
    ], scope=["Riunioni"]),
    _it("affitto-mandalo", [
        Msg("trova il contratto d'affitto dell'ufficio", mentions=["contratto_locazione_ufficio"]),
        send("mandalo a paolo@example.org", "it", ["contratto_locazione_ufficio", "paolo@example.org"]),
    ], scope=["Amministrazione"], mail=True),
    _it("modelli-e-fornitori", [
        Msg("quanti file ci sono in modelli?", mentions=[count(4, "quattro")], scope=["Modelli"]),
        Msg("e in fornitori?", mentions=[count(3, "tre")], scope=["Fornitori"]),
    ]),
    _it("hera-entro-quando", [
        Msg("trova la bolletta di hera", mentions=["fattura_hera_novembre"]),
        Msg("entro quando va pagata?", mentions=[date(16, 12, 2026)]),
    ], scope=["Amministrazione"]),
    _it("reclamo-leggilo-mandalo", [
        Msg("c'è un reclamo tra i file dei clienti?", mentions=["reclamo_condominio_via_emilia"]),
        Msg("leggilo", mentions=["box n. 4"]),
        send("mandalo a chiara@example.org", "it", ["reclamo_condominio_via_emilia", "chiara@example.org"]),
    ], scope=["Clienti"], mail=True),
    _it("emesse-la-piu-alta", [
        Msg("quali fatture abbiamo emesso?", mentions=ISSUED,
            avoid=["fattura_hera_novembre", "fattura_commercialista_rizzi"]),
        Msg("qual è la più alta?", mentions=[("fattura_emessa_2026_041", "41/2026"), amount("5075.20")]),
    ], scope=["Amministrazione"]),
    _it("riunioni-vecchio-recente", [
        Msg("qual è il documento più vecchio in riunioni?", mentions=["verbale_riunione_2026-11-04"]),
        Msg("e il più recente?", mentions=["ordine_del_giorno_dicembre"]),
    ], scope=["Riunioni"]),
    _it("polizza-archivio-e-amministrazione", [
        Msg("cerca 'polizza' in archivio 2025", mentions=["polizza_rc_professionale_2025"],
            scope=["Archivio 2025"]),
        Msg("e in amministrazione?", mentions=["polizza_rc_professionale"], scope=["Amministrazione"]),
    ]),
]

# ---------------------------------------------------------------------------------------
# English.
# ---------------------------------------------------------------------------------------

ENGLISH: list[Case] = [
    # Listing.
    _en("whats-in-clienti", [Msg("what's in clienti?", mentions=CLIENTI, avoid=[CHOICES])],
        scope=["Clienti"]),
    _en("list-fornitori", [Msg("list the Fornitori folder", mentions=FORNITORI, avoid=[CHOICES])],
        scope=["Fornitori"]),
    _en("condominio-folder", [
        Msg("show me the condominio via emilia folder", mentions=CONDOMINIO, avoid=[CHOICES]),
    ], scope=[CVE]),
    _en("personale", [
        Msg("what's in Personale?", mentions=PERSONALE, not_mentions=PRIVATE, avoid=[CHOICES]),
    ], scope=["Personale"]),
    _en("scansioni-empty", [Msg("anything in Scansioni?", mentions=[EMPTY])], scope=["Scansioni"]),
    _en("modeli-typo", [Msg("open the folder modeli", mentions=MODELLI, avoid=[CHOICES])], scope=["Modelli"]),
    _en("which-folders", [Msg("which folders do I have?", mentions=TOP_FOLDERS)], scope=ANY),
    _en("png-foto-cantiere", [
        Msg("which png files are in foto cantiere?", mentions=["via_emilia_tetto"],
            avoid=["villa_bianchi_facciata", CHOICES]),
    ], scope=["Foto cantiere"]),
    # Finding.
    _en("find-lease", [
        Msg("find the lease", mentions=["contratto_locazione_ufficio"], avoid=["contratto_pulizie_2025"]),
    ], scope=["Amministrazione", "Archivio 2025"]),
    _en("capitolatto-typo", [Msg("find capitolatto", mentions=["capitolato_lavori_via_emilia"])],
        scope=[CVE]),
    _en("sara-payslip", [
        Msg("where's Sara's payslip?", mentions=["busta_paga_sara_novembre"], not_mentions=PRIVATE),
    ], scope=["Personale"]),
    _en("newest-clienti", [
        Msg("newest file in Clienti?", mentions=["reclamo_condominio_via_emilia"],
            avoid=["contatti_clienti"]),
    ], scope=["Clienti"]),
    _en("oldest-amministrazione", [
        Msg("what's the oldest document in Amministrazione?", mentions=["contratto_locazione_ufficio"],
            avoid=["fattura_emessa_2026_044"]),
    ], scope=["Amministrazione"]),
    _en("last-year-plotter-quote", [
        Msg("find last year's plotter quote", mentions=["preventivo_plotter_2025"], avoid=[PLOTTER_NEW]),
    ], scope=["Amministrazione", "Archivio 2025"]),
    # Searching by content.
    _en("villa-bianchi-deadline", [
        Msg("which files mention the Villa Bianchi deadline?",
            mentions=DEADLINE, not_mentions=PRIVATE),
    ], scope=ANY),
    _en("plotter-in-riunioni", [
        Msg("search for plotter in Riunioni", mentions=["verbale_riunione_2026-11-04"],
            avoid=["verbale_riunione_2026-11-18"]),
    ], scope=["Riunioni"]),
    _en("codice-fiscale", [
        Msg("which files contain a codice fiscale?", mentions=["busta_paga_sara_novembre"],
            not_mentions=PRIVATE),
    ], scope=ANY),
    _en("canazei-read-it", [
        Msg("which files mention Canazei?", mentions=["richiesta_ferie_paolo"], not_mentions=PRIVATE),
        Msg("read it", mentions=["settimana bianca"], not_mentions=PRIVATE),
    ], scope=["Personale"]),
    # Reading.
    _en("collins-email", [Msg("read me the email from Mr Collins", mentions=["guest flats"])],
        scope=["Clienti"]),
    _en("minutes-4-november", [
        Msg("open the minutes of the 4 November meeting", mentions=["perde colore"],
            avoid=["due giorni di aiuto"]),
    ], scope=["Riunioni"]),
    _en("todo-list", [Msg("read my to-do list", mentions=["scegliere i portatili"])], scope=[""]),
    # Questions on what a document says.
    _en("accountant-due", [
        Msg("when is the accountant's invoice due?", mentions=[date(20, 12, 2026)]),
    ], scope=["Amministrazione"]),
    _en("renderlab-owe", [
        Msg("how much do we owe RenderLab, and by when?", mentions=[amount("980"), GBP, date(18, 12, 2026)],
            not_mentions=[in_euro("980")]),
    ], scope=["Amministrazione"]),
    _en("lease-deposit", [
        Msg("what's the deposit on the office lease?", mentions=[amount("4050")]),
    ], scope=["Amministrazione"]),
    _en("insurance-premium", [
        Msg("how much is our insurance premium?", mentions=[PREMIO], avoid=[PREMIO_2025]),
    ], scope=["Amministrazione", "Archivio 2025"]),
    _en("digitech-invoice-due", [
        Msg("by when do I have to pay the Digitech invoice?", mentions=[date(15, 12, 2026)],
            avoid=[rx(r"\b10[/.]12[/.]2026\b", "10/12/2026 (the offer's validity)")]),
    ], scope=["Amministrazione"]),
    # Summaries.
    _en("summarize-complaint", [
        Msg("summarize the complaint from the condominium",
            mentions=[("garage", "box", "car"), (amount("84"), *date(5, 12, 2026))]),
    ], scope=["Clienti", CVE]),
    _en("summary-collins-call", [
        Msg("give me a short summary of the call with the Collins", mentions=["450", ("barn", "pool")]),
    ], scope=["Riunioni"]),
    # Counting.
    _en("how-many-quotes", [
        Msg("how many quotes do we have in Amministrazione?", mentions=[count(3, "three")]),
    ], scope=["Amministrazione"]),
    # Amounts.
    _en("laptop-difference", [
        Msg("how much more expensive is the Digitech laptop offer than the Felsinea one?",
            mentions=[amount("420")]),
    ], scope=["Amministrazione"]),
    _en("total-issued", [
        Msg("what's the total of the invoices we issued?", mentions=[ISSUED_TOTAL],
            not_mentions=[ALL_EURO_INVOICES]),
    ], scope=["Amministrazione"]),
    _en("plotter-vs-last-year", [
        Msg("is the new plotter quote cheaper than last year's?", mentions=[PLOTTER, PLOTTER_2025]),
    ], scope=["Amministrazione", "Archivio 2025"]),
    _en("compare-quotes", [
        Msg("compare the quotes in Amministrazione", mentions=[PLOTTER, LAPTOP_DIGITECH, LAPTOP_FELSINEA],
            avoid=[MONITOR_INVOICE]),
    ], scope=["Amministrazione"]),
    _en("spreadsheet-quotes", [
        Msg("make a spreadsheet of the quotes in Amministrazione", prompt=None, mentions=[TABLE],
            answer=yes("en", TABLE)),
    ], scope=["Amministrazione"],
        fs=[Created(None, TABLE, contains=(("plotter", "Copy Service"), ("digitech", "Lenovo"),
                                           ("felsinea", "Dell")),
                    not_contains=("DGT-2026-0917", "Monitor 27", "fattura_digitech", "41/2026",
                                  "RCP-558120", "Immobiliare Galvani"))]),
    # Moving.
    _en("move-minutes-archive", [
        Msg("move the minutes of 4 November to Archivio 2025", prompt=True,
            mentions=["verbale_riunione_2026-11-04", "archivio 2025"],
            not_mentions=["verbale_riunione_2026-11-18"],
            answer=yes("en", MOVED)),
    ], scope=["Riunioni", "Archivio 2025"],
        fs=[Moved("Riunioni/verbale_riunione_2026-11-04.md", "Archivio 2025")]),
    _en("move-collins-email-where", [
        Msg("move the Collins email", prompt=True, accept_question=True, mentions=[WHERE],
            clarify=Msg("into Progetti", prompt=True, mentions=["email_collins", "progetti"],
                        answer=yes("en", MOVED))),
    ], scope=["Clienti", "Progetti"], fs=[Moved("Clienti/email_collins.eml", "Progetti")]),
    _en("wifi-into-personale", [
        Msg("put password_wifi.txt in Personale", prompt=True, mentions=["password_wifi", "personale"],
            not_mentions=PRIVATE, answer=yes("en", MOVED)),
    ], scope=["", "Personale"], fs=[Moved("password_wifi.txt", "Personale")]),
    _en("villa-photos-move-them", [
        Msg("list the photos of villa bianchi in foto cantiere",
            mentions=["villa_bianchi_facciata", "villa_bianchi_taverna"],
            avoid=["via_emilia_ponteggio", CHOICES]),
        Msg("move them into the villa bianchi project folder", prompt=True,
            mentions=[(count(2, "two"), "villa_bianchi_taverna"), "villa bianchi"],
            not_mentions=["via_emilia_ponteggio", "via_emilia_tetto", "sopralluogo_collins"],
            answer=yes("en", MOVED)),
    ], scope=["Foto cantiere", VB],
        fs=moved(["villa_bianchi_facciata.jpg", "villa_bianchi_taverna.jpg"], "Foto cantiere", VB)),
    # Copying, renaming.
    _en("copy-invoice-template", [
        Msg("copy the invoice template into Amministrazione", prompt=None, mentions=["modello_fattura"],
            answer=yes("en", COPIED)),
    ], scope=["Modelli", "Amministrazione"],
        fs=[Created("Amministrazione", (".xlsx",), path="Amministrazione/modello_fattura.xlsx")]),
    _en("rename-collins-photo", [
        Msg("rename sopralluogo_collins.jpg to casale_collins_monteveglio.jpg", prompt=None,
            mentions=["casale_collins_monteveglio"], answer=yes("en", RENAMED)),
    ], scope=["Foto cantiere"],
        fs=[Renamed("Foto cantiere/sopralluogo_collins.jpg",
                    "Foto cantiere/casale_collins_monteveglio.jpg")]),
    # Deleting.
    _en("delete-old-plotter-quote", [
        Msg("delete last year's plotter quote", prompt=True, mentions=["preventivo_plotter_2025"],
            not_mentions=[PLOTTER_NEW], answer=yes("en", DELETED)),
    ], scope=["Archivio 2025", "Amministrazione"], fs=[Deleted("Archivio 2025/preventivo_plotter_2025.pdf")]),
    _en("delete-photos-declined", [
        Msg("delete everything in foto cantiere", prompt=True,
            mentions=[(count(5, "five"), "villa_bianchi_facciata")], answer=no()),
    ], scope=["Foto cantiere"]),
    _en("delete-agenda-undo", [
        Msg("delete the agenda for the december meeting", prompt=True,
            mentions=["ordine_del_giorno_dicembre"], answer=yes("en", DELETED)),
        Msg("undo that", mentions=[RESTORED]),
    ], scope=["Riunioni"]),
    # Adding a line.
    _en("todo-add-insurance", [
        Msg("add 'renew the insurance by 31 January' to my to-do list", prompt=None, mentions=["insurance"],
            answer=yes("en", WRITTEN)),
    ], scope=[""], fs=[Appended("da_fare.md", ("renew the insurance",))]),
    # A folder.
    _en("folder-fatture-2027", [
        Msg("make a new folder called Fatture 2027 inside Amministrazione", prompt=None,
            mentions=["fatture 2027"], answer=yes("en", FOLDER_MADE)),
    ], scope=[], fs=[Created("Amministrazione/Fatture 2027", ())]),
    # E-mail.
    _en("mail-lease", [
        send("email the lease to paolo@example.org", "en",
             ["contratto_locazione_ufficio", "paolo@example.org"], ["contratto_pulizie_2025"]),
    ], scope=["Amministrazione", "Archivio 2025"], mail=True),
    _en("hera-bill-to-whom", [
        Msg("send the Hera bill", prompt=True, mentions=[ASK_ADDRESS],
            answer=send("to sara@example.org", "en", ["fattura_hera_novembre", "sara@example.org"])),
    ], scope=["Amministrazione"], mail=True),
    _en("mail-minutes-two-recipients", [
        send("email the minutes of the 18 November meeting to chiara@example.org and paolo@example.org", "en",
             ["verbale_riunione_2026-11-18", "chiara@example.org", "paolo@example.org"],
             ["verbale_riunione_2026-11-04"]),
    ], scope=["Riunioni"], mail=True),
    _en("laptop-quotes-send-them", [
        Msg("show me the laptop quotes", mentions=LAPTOP_QUOTES),
        send("send them to chiara@example.org", "en", [*LAPTOP_QUOTES, "chiara@example.org"],
             ["fattura_digitech_monitor", "preventivo_plotter"]),
    ], scope=["Amministrazione"], mail=True),
    # What it cannot do.
    _en("call-tassinari", [
        Msg("call Enrico Tassinari and tell him the invoice can be split", mentions=[REFUSAL]),
    ], scope=ANY),
    _en("order-toner", [Msg("order two black toner cartridges on Amazon", mentions=[REFUSAL])], scope=ANY),
    _en("weather", [Msg("what's the weather going to be like in Bologna tomorrow?", mentions=[REFUSAL])],
        scope=[]),
    # A stray answer.
    _en("yes-nothing", [Msg("yes", mentions=[NOTHING_PENDING])], scope=[]),
    # A reminder.
    _en("remind-archisoft", [
        Msg("remind me on 14 December to pay the Archisoft invoice", prompt=None, mentions=[REMIND_OR_REFUSE],
            answer=yes("en", REMINDED)),
    ], scope=ANY),
    # Ambiguous: a question is right.
    _en("open-the-invoice", [
        Msg("open the invoice", prompt=True, mentions=[ASK_WHICH],
            answer=Msg("the Hera one", mentions=["0026611874"])),
    ], scope=ANY),
    _en("send-it-no-referent", [
        Msg("send it to paolo@example.org", prompt=None, mentions=[ASK_WHICH]),
    ], scope=ANY, mail=True),
    # Follow-ups.
    _en("cheapest-laptop-open-it", [
        Msg("what's the cheapest laptop offer?", mentions=["felsinea", LAPTOP_FELSINEA],
            not_mentions=[MONITOR_INVOICE]),
        Msg("open it", mentions=["Dell Precision"]),
    ], scope=["Amministrazione"]),
    _en("progetti-newest-oldest", [
        Msg("what's the newest file in Progetti?", mentions=["email_amministratore_tassinari"]),
        Msg("and the oldest?", mentions=["planimetria_piano_terra"]),
    ], scope=["Progetti"]),
    _en("lease-when-expire", [
        Msg("find the office lease", mentions=["contratto_locazione_ufficio"]),
        Msg("when does it expire?", mentions=[date(28, 2, 2030)]),
    ], scope=["Amministrazione"]),
    _en("riunioni-then-foto-count", [
        Msg("how many files are in Riunioni?", mentions=[count(4, "four")], scope=["Riunioni"]),
        Msg("and in Foto cantiere?", mentions=[count(5, "five")], scope=["Foto cantiere"]),
    ]),
    _en("riunioni-third", [
        Msg("list Riunioni", mentions=RIUNIONI, avoid=[CHOICES]),
        Msg("open the third one", ref_ordinal=3),
    ], scope=["Riunioni"]),
    _en("bianchi-email-ask-send", [
        Msg("find the email from Marco Bianchi about the changes", mentions=["email_bianchi_varianti"]),
        Msg("what does he ask for?", mentions=[("island", "isola"), ("bathroom", "bagno")]),
        send("email it to chiara@example.org", "en", ["email_bianchi_varianti", "chiara@example.org"]),
    ], scope=["Clienti"], mail=True),
    _en("bortolotti-fornitori-then-progetti", [
        Msg("search for Bortolotti in Fornitori", mentions=["elenco_fornitori"], scope=["Fornitori"]),
        Msg("and in Progetti?", mentions=["verbale_sopralluogo_villa_bianchi", "cronoprogramma_villa_bianchi",
                                          "capitolato_lavori_via_emilia"], scope=["Progetti"]),
    ]),
]

CASES: list[Case] = ITALIAN + ENGLISH
check(CASES)
