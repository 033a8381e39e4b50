"""The files of an Italian family, generated for the understanding benchmark.

``make_family_workspace(root)`` writes a realistic home folder: quotes and an invoice in
``Acquisti``, a lease and an insurance policy in ``Documenti``, bills in ``Fatture``, private
notes in ``Casa``, school papers, old leftovers, photos, an empty ``Archivio`` and work files.
Real PDF (fpdf2), DOCX (python-docx) and XLSX (openpyxl) files; generation is deterministic
(fixed document dates, zip timestamps and file mtimes) and takes well under a second.

Run by hand to look at it: ``python3 bench/family_workspace.py DIR``.
"""

from __future__ import annotations

import io
import os
import re
import struct
import sys
import zipfile
import zlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path

import docx
from fpdf import FPDF
from openpyxl import Workbook

FIXED_DATE = datetime(2025, 3, 1, 9, 0, 0, tzinfo=UTC)
ZIP_DATE = (2025, 3, 1, 9, 0, 0)
# Office writers stamp "modified" with the time of saving; it is rewritten to FIXED_DATE.
_W3CDTF = re.compile(rb'(<dcterms:(?:created|modified)[^>]*>)[^<]*(</dcterms:)')
# Every file's mtime: a fixed base plus a per-file offset (days), so "the newest" is stable.
BASE_MTIME = 1_735_725_600  # 2025-01-01 10:00 UTC
DAY = 86_400

# ---------------------------------------------------------------------------------------
# Contents. Amounts are written the Italian way (2.850,00 €).
# ---------------------------------------------------------------------------------------

PREVENTIVO_ROSSI = [
    "ROSSI IMPIANTI S.r.l.",
    "Via Emilia 210 - 40139 Bologna - P.IVA 02841560379",
    "",
    "PREVENTIVO n. 2025/118 del 12/02/2025",
    "Spett.le Marco Ferri, Via dei Mille 12, 40121 Bologna",
    "",
    "Oggetto: sostituzione caldaia",
    "- Caldaia a condensazione Vaillant ecoTEC plus 25 kW: 1.980,00 €",
    "- Smontaggio e smaltimento vecchia caldaia: 220,00 €",
    "- Installazione, collaudo e pratiche: 650,00 €",
    "",
    "TOTALE PREVENTIVO: 2.850,00 € (IVA inclusa)",
    "Validità dell'offerta: 30 giorni. Tempi di intervento: 10 giorni lavorativi.",
    "Referente: Andrea Rossi - tel. 051 448812",
]

PREVENTIVO_BIANCHI = [
    "Bianchi Termotecnica di Stefano Bianchi",
    "Via Massarenti 45, 40138 Bologna",
    "",
    "Preventivo n. 37/2025 - data 15 febbraio 2025",
    "Cliente: famiglia Ferri, Via dei Mille 12, Bologna",
    "",
    "Fornitura e posa di caldaia a condensazione Baxi Prime 24 kW",
    "Caldaia: 1.590,00 €",
    "Manodopera e collaudo: 600,00 €",
    "Smaltimento caldaia esistente: 200,00 €",
    "",
    "Totale: 2.390,00 € IVA compresa",
    "Garanzia 5 anni. Pagamento: 50% all'ordine, saldo a fine lavori.",
]

PREVENTIVO_VERDI = """VERDI & FIGLI - impianti termici dal 1978
Strada Maggiore 88 - Bologna

PREVENTIVO DI SPESA n. 2025-0041 (18/02/2025)
Alla c.a. del Sig. Marco Ferri

Descrizione lavori:
  caldaia a condensazione Immergas Victrix Tera 28 kW ....... 2.150,00 euro
  kit scarico fumi e adeguamento canna fumaria ............... 420,00 euro
  installazione, prima accensione, dichiarazione conformità .. 550,00 euro

TOTALE COMPLESSIVO: 3.120,00 € IVA inclusa

Offerta valida fino al 31/03/2025.
Cordiali saluti, Giorgio Verdi
"""

FATTURA_TERMOIDRAULICA = [
    "TERMOIDRAULICA GALLO S.n.c.",
    "Via San Donato 17, 40127 Bologna - P.IVA 03312450371",
    "",
    "FATTURA n. 57 del 20/01/2025",
    "Intestata a: Marco Ferri, Via dei Mille 12, 40121 Bologna",
    "",
    "Intervento di manutenzione ordinaria caldaia e analisi fumi: 150,00 €",
    "IVA 22%: 33,00 €",
    "TOTALE FATTURA: 183,00 €",
    "Pagamento: bonifico bancario entro il 20/02/2025 - IBAN IT60X0542811101000000123456",
]

CONTRATTO_AFFITTO = [
    "CONTRATTO DI LOCAZIONE AD USO ABITATIVO (L. 431/1998, art. 2 comma 3)",
    "",
    "Il Sig. Giuseppe Moretti, nato a Modena il 03/04/1958 (di seguito il locatore)",
    "concede in locazione ai Sigg. Marco Ferri e Laura Conti (di seguito i conduttori)",
    "l'appartamento sito in Bologna, Via dei Mille 12, interno 5, piano terzo.",
    "",
    "1. Durata: il contratto decorre dal 1 settembre 2023 e ha durata di anni 3+2.",
    "2. Canone: il canone mensile è di 850,00 € da versare entro il giorno 5 di ogni mese.",
    "3. Deposito cauzionale: i conduttori versano un deposito di 1.700,00 € pari a due mensilità.",
    "4. Spese condominiali a carico dei conduttori, stimate in 60,00 € mensili.",
    "5. Disdetta: con preavviso di almeno sei mesi tramite raccomandata.",
    "",
    "Bologna, 28 agosto 2023",
    "Il locatore: Giuseppe Moretti        I conduttori: Marco Ferri, Laura Conti",
]

POLIZZA_AUTO = [
    "ASSICURAZIONI SERENA S.p.A. - Polizza RC Auto",
    "",
    "Polizza n. 884512/RC",
    "Contraente: Laura Conti",
    "Veicolo: Fiat Panda 1.2, targa GH 123 KL",
    "Garanzie: RC auto, furto e incendio, assistenza stradale",
    "Premio annuo: 412,50 €",
    "Decorrenza: 15/06/2024 - Scadenza: 15/06/2025",
    "Classe di merito: 4",
]

FATTURA_IDRAULICO = [
    "IDRAULICA BENASSI di Paolo Benassi",
    "Via Saragozza 130, 40135 Bologna",
    "",
    "Fattura n. 112 del 02/03/2025",
    "Cliente: Marco Ferri",
    "Riparazione perdita sotto il lavello della cucina e sostituzione sifone",
    "Imponibile: 200,82 € - IVA 22%: 44,18 €",
    "Totale da pagare: 245,00 €",
    "Scadenza pagamento: 30/04/2025",
]

FATTURA_ELETTRICISTA = [
    "ELETTRO CASA di Luigi Fabbri",
    "Via Andrea Costa 61, 40134 Bologna",
    "",
    "Fattura n. 31 del 10/03/2025",
    "Cliente: Laura Conti",
    "Sostituzione quadro elettrico e installazione salvavita",
    "Totale: 380,00 €",
    "Scadenza: 15/05/2025",
]

BOLLETTA_LUCE = [
    "LUCE CHIARA ENERGIA - Bolletta energia elettrica",
    "Periodo: 01/03/2025 - 31/03/2025",
    "Intestatario: Marco Ferri - Codice cliente 7781203",
    "Consumo fatturato: 212 kWh",
    "Importo da pagare: 78,40 €",
    "Scadenza: 10/04/2025",
    "Pagamento con domiciliazione bancaria.",
]

PAGELLA_GIULIA = [
    "Istituto Comprensivo 12 Bologna - Scuola secondaria di primo grado",
    "Documento di valutazione - primo quadrimestre a.s. 2024/2025",
    "Alunna: Giulia Ferri - classe 2ª B",
    "",
    "Italiano: 8",
    "Matematica: 7",
    "Inglese: 9",
    "Storia: 8",
    "Geografia: 7",
    "Scienze: 8",
    "Arte: 9",
    "Educazione fisica: 10",
    "Comportamento: ottimo",
]

CIRCOLARE_GITA = [
    "Circolare n. 84 - Uscita didattica a Firenze",
    "",
    "Si comunica che le classi seconde parteciperanno a un'uscita didattica a Firenze"
    " il giorno 12 maggio 2025 (visita agli Uffizi e a Palazzo Vecchio).",
    "Partenza ore 7:00 dal piazzale della scuola, rientro previsto alle 19:30.",
    "Quota di partecipazione: 45,00 € da versare entro il 30 aprile 2025.",
    "L'autorizzazione firmata va consegnata al docente coordinatore entro il 30 aprile.",
    "La Dirigente scolastica, Prof.ssa Anna Mariani",
]

REPORT_Q1 = [
    "Report primo trimestre 2025",
    "Vendite: 128.400 € (+6% rispetto al Q1 2024)",
    "Nuovi clienti: 14",
    "Progetti chiusi: 5, in corso: 3",
    "Criticità: ritardi nelle consegne del fornitore di componenti.",
    "Prossimi passi: assunzione di un tecnico entro giugno.",
]

BUDGET_ROWS: list[tuple[str, float, float]] = [
    ("Voce", 0, 0),
    ("Personale", 52000.0, 50150.0),
    ("Affitto ufficio", 9600.0, 9600.0),
    ("Software", 3200.0, 3650.0),
    ("Trasferte", 4500.0, 2980.0),
    ("Formazione", 1800.0, 900.0),
]

LISTA_SPESA = "latte\npane\nuova\npomodori\ncaffè\n"

NOTE_CONDOMINIO = """Assemblea di condominio: giovedì 17 aprile alle 21:00 nel locale caldaie.
Ordine del giorno: rifacimento facciata, nuovo contratto pulizie scale.
Amministratore: Dott. Sala, tel. 051 223344.
Ricordarsi di portare la delega per la signora del 2° piano.
"""

CODICE_CANCELLO = "Codice cancello garage: 4471#\nNon darlo a nessuno!\n"

NOTA = "Chiamare il dentista per Luca (dott.ssa Neri) - controllo entro fine mese.\n"

TODO = ("- pagare la bolletta della luce\n- rinnovare la polizza auto\n"
        "- firmare l'autorizzazione per la gita\n")

VECCHI: dict[str, str] = {
    "~tmp0012.tmp": "x" * 40,
    "backup_old.tmp": "vecchio backup rubrica\n",
    "download_3f9a.tmp": "partial download\n",
    "cache_stampa.tmp": "%%spool%%\n",
    "sessione_2021.tmp": "session=ab12cd\n",
    "editor_autosave.tmp": "bozza non salvata\n",
    "appunti_2019.txt": "Appunti riunione genitori 2019: comprare grembiuli.\n",
    "bozza_lettera.txt": "Gentile amministratore, le scrivo per...\n",
    "vecchia_lista.txt": "farina\nzucchero\nlievito\n",
    "numeri_utili_old.txt": "Pizzeria Da Gino 051 998877\n",
    "ricetta_tiramisu.txt": "mascarpone, savoiardi, caffè, uova, zucchero, cacao\n",
    "password_wifi_vecchia.txt": "rete: FerriHome - password cambiata nel 2022\n",
}

# Strings that show a file's content was used (read, quoted, extracted), by relative path:
# the benchmark uses them to see which files an answer drew on, beyond the names it prints.
FINGERPRINTS: dict[str, tuple[str, ...]] = {
    "Acquisti/preventivo_rossi.pdf": ("Vaillant", "2025/118", "Andrea Rossi"),
    "Acquisti/preventivo_bianchi.docx": ("Baxi", "37/2025", "Massarenti"),
    "Acquisti/preventivo_verdi.txt": ("Immergas", "2025-0041", "Strada Maggiore"),
    "Acquisti/fattura_termoidraulica.pdf": ("Gallo", "analisi fumi", "San Donato"),
    "Documenti/contratto_affitto.pdf": ("Moretti", "431/1998", "deposito cauzionale"),
    "Documenti/polizza_auto.pdf": ("884512", "GH 123 KL", "Serena"),
    "Fatture/fattura_idraulico.pdf": ("Benassi", "Saragozza", "sifone"),
    "Fatture/fattura_elettricista.pdf": ("Fabbri", "salvavita", "Andrea Costa"),
    "Fatture/bolletta_luce_marzo.pdf": ("Luce Chiara", "7781203", "212 kWh"),
    "Casa/lista_spesa.txt": ("pomodori",),
    "Casa/note_condominio.txt": ("facciata", "Dott. Sala", "pulizie scale"),
    "Casa/codice_cancello.txt": ("4471", "Codice cancello garage"),
    "Scuola/pagella_giulia.pdf": ("quadrimestre", "Educazione fisica", "Comportamento"),
    "Scuola/circolare_gita.docx": ("Uffizi", "Palazzo Vecchio", "Mariani"),
    "Lavoro/report_q1.docx": ("128.400", "Nuovi clienti", "tecnico entro giugno"),
    "Lavoro/budget.xlsx": ("Trasferte", "Affitto ufficio", "Formazione"),
    "nota.txt": ("dentista", "dott.ssa Neri"),
    "todo.txt": ("rinnovare la polizza", "firmare l'autorizzazione"),
    "Vecchi/appunti_2019.txt": ("grembiuli",),
    "Vecchi/bozza_lettera.txt": ("le scrivo per",),
    "Vecchi/vecchia_lista.txt": ("lievito",),
    "Vecchi/numeri_utili_old.txt": ("Da Gino", "998877"),
    "Vecchi/ricetta_tiramisu.txt": ("mascarpone", "savoiardi"),
    "Vecchi/password_wifi_vecchia.txt": ("FerriHome",),
    "Vecchi/backup_old.tmp": ("vecchio backup rubrica",),
    "Vecchi/download_3f9a.tmp": ("partial download",),
    "Vecchi/cache_stampa.tmp": ("%%spool%%",),
    "Vecchi/sessione_2021.tmp": ("ab12cd",),
    "Vecchi/editor_autosave.tmp": ("bozza non salvata",),
    "Vecchi/~tmp0012.tmp": ("xxxxxxxxxx",),
}

FOLDERS = ("Acquisti", "Documenti", "Fatture", "Casa", "Scuola", "Vecchi", "Foto", "Archivio", "Lavoro")

# Relative path -> day offset for its mtime (larger is newer).
MTIME_DAYS: dict[str, int] = {
    "Acquisti/fattura_termoidraulica.pdf": 19,
    "Acquisti/preventivo_rossi.pdf": 42,
    "Acquisti/preventivo_bianchi.docx": 45,
    "Acquisti/preventivo_verdi.txt": 48,
    "Fatture/fattura_idraulico.pdf": 60,
    "Fatture/fattura_elettricista.pdf": 68,
    "Fatture/bolletta_luce_marzo.pdf": 75,
    "Documenti/contratto_affitto.pdf": 1,
    "Documenti/polizza_auto.pdf": 5,
    "Documenti/carta_identita_scansione.jpg": 3,
    "Casa/lista_spesa.txt": 80,
    "Casa/note_condominio.txt": 70,
    "Casa/codice_cancello.txt": 10,
    "nota.txt": 78,
    "todo.txt": 79,
}


# ---------------------------------------------------------------------------------------
# Writers.
# ---------------------------------------------------------------------------------------


def _pdf(path: Path, lines: Sequence[str], title: str) -> None:
    pdf = FPDF()
    pdf.core_fonts_encoding = "windows-1252"  # the euro sign with a core font
    pdf.set_creation_date(FIXED_DATE)
    pdf.set_title(title)
    pdf.set_author("")
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    for line in lines:
        if line:
            pdf.multi_cell(w=0, h=6, text=line, new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.ln(4)
    pdf.output(str(path))


def _normalize_zip(path: Path) -> None:
    """Rewrite an Office file with fixed entry timestamps, so its bytes never change."""
    with zipfile.ZipFile(path) as src:
        entries = [(info.filename, src.read(info)) for info in src.infolist()]
    stamp = FIXED_DATE.strftime("%Y-%m-%dT%H:%M:%SZ").encode()
    entries = [(name, _W3CDTF.sub(rb"\g<1>" + stamp + rb"\g<2>", data) if name == "docProps/core.xml"
                else data) for name, data in entries]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as out:
        for name, data in entries:
            out.writestr(zipfile.ZipInfo(name, date_time=ZIP_DATE), data, zipfile.ZIP_DEFLATED)
    path.write_bytes(buffer.getvalue())


def _docx(path: Path, paragraphs: Sequence[str], title: str) -> None:
    document = docx.Document()
    document.core_properties.created = FIXED_DATE.replace(tzinfo=None)
    document.core_properties.modified = FIXED_DATE.replace(tzinfo=None)
    document.core_properties.title = title
    document.core_properties.author = "Famiglia Ferri"
    document.core_properties.last_modified_by = "Famiglia Ferri"
    for text in paragraphs:
        document.add_paragraph(text)
    document.save(str(path))
    _normalize_zip(path)


def _xlsx(path: Path) -> None:
    workbook = Workbook()
    sheet = workbook.active
    assert sheet is not None
    sheet.title = "Budget 2025"
    sheet.append(["Voce", "Previsto (€)", "Speso (€)"])
    for name, planned, spent in BUDGET_ROWS[1:]:
        sheet.append([name, planned, spent])
    sheet.append(["Totale", sum(r[1] for r in BUDGET_ROWS[1:]), sum(r[2] for r in BUDGET_ROWS[1:])])
    workbook.properties.created = FIXED_DATE.replace(tzinfo=None)
    workbook.properties.modified = FIXED_DATE.replace(tzinfo=None)
    workbook.properties.creator = "Famiglia Ferri"
    workbook.save(str(path))
    _normalize_zip(path)


def write_sheet(path: Path, title: str, header: Sequence[str], rows: Sequence[Sequence[object]], *,
                creator: str) -> None:
    """An XLSX of one sheet, with fixed properties and zip timestamps (stable bytes)."""
    workbook = Workbook()
    sheet = workbook.active
    assert sheet is not None
    sheet.title = title
    sheet.append(list(header))
    for row in rows:
        sheet.append(list(row))
    workbook.properties.created = FIXED_DATE.replace(tzinfo=None)
    workbook.properties.modified = FIXED_DATE.replace(tzinfo=None)
    workbook.properties.creator = creator
    workbook.save(str(path))
    _normalize_zip(path)


def _png(width: int, height: int, rgb: tuple[int, int, int]) -> bytes:
    """A real (tiny) PNG of one colour."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    row = b"\x00" + bytes(rgb) * width
    raw = row * height
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def _jpeg(seed: int, size: int = 900) -> bytes:
    """Bytes that look like a JPEG (SOI, a JFIF header, deterministic filler, EOI)."""
    header = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
    filler = bytes((seed * 31 + i * 7) % 251 for i in range(size))
    return header + filler + b"\xff\xd9"


# ---------------------------------------------------------------------------------------
# The workspace.
# ---------------------------------------------------------------------------------------


# --- helpers the other generated workspaces share ----------------------------------------------


def write_text(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8")


def day_stamp(day: str) -> float:
    """10:00 UTC of an ISO day, as a timestamp."""
    return datetime.fromisoformat(day).replace(hour=10, tzinfo=UTC).timestamp()


def stamp_tree(root: Path, mtimes: Mapping[str, str], default: str = "2026-06-01") -> None:
    """Every file under `root` dated as `mtimes` says (by relative path), else `default`."""
    for path in sorted(root.rglob("*")):
        if path.is_file():
            stamp = day_stamp(mtimes.get(path.relative_to(root).as_posix(), default))
            os.utime(path, (stamp, stamp))


def check_fingerprints(sources: Mapping[str, str], fingerprints: Mapping[str, Sequence[str]], *,
                       names: Iterable[str] = ()) -> None:
    """Each fingerprint is in the text of its own file only, and in none of `names` (a
    fingerprint inside a file name would count a mere mention as a quotation)."""
    texts = {rel: text.casefold() for rel, text in sources.items()}
    assert set(texts) == set(fingerprints), set(texts) ^ set(fingerprints)
    lowered = [name.casefold() for name in names]
    for rel, prints in fingerprints.items():
        for fp in prints:
            holders = [other for other, text in texts.items() if fp.casefold() in text]
            assert holders == [rel], f"fingerprint {fp!r} of {rel} is in {holders}"
            clashes = [name for name in lowered if fp.casefold() in name]
            assert not clashes, f"fingerprint {fp!r} of {rel} is in the file names {clashes}"


def make_family_workspace(root: Path) -> None:
    """Write the family's files under `root` (created if missing; existing files overwritten)."""
    root = Path(root)
    for name in FOLDERS:
        (root / name).mkdir(parents=True, exist_ok=True)

    acquisti = root / "Acquisti"
    _pdf(acquisti / "preventivo_rossi.pdf", PREVENTIVO_ROSSI, "Preventivo Rossi Impianti")
    _docx(acquisti / "preventivo_bianchi.docx", PREVENTIVO_BIANCHI, "Preventivo Bianchi")
    (acquisti / "preventivo_verdi.txt").write_text(PREVENTIVO_VERDI, encoding="utf-8")
    _pdf(acquisti / "fattura_termoidraulica.pdf", FATTURA_TERMOIDRAULICA, "Fattura Termoidraulica Gallo")

    documenti = root / "Documenti"
    _pdf(documenti / "contratto_affitto.pdf", CONTRATTO_AFFITTO, "Contratto di locazione")
    (documenti / "carta_identita_scansione.jpg").write_bytes(_jpeg(1, 2400))
    _pdf(documenti / "polizza_auto.pdf", POLIZZA_AUTO, "Polizza RC Auto")

    fatture = root / "Fatture"
    _pdf(fatture / "fattura_idraulico.pdf", FATTURA_IDRAULICO, "Fattura idraulico")
    _pdf(fatture / "fattura_elettricista.pdf", FATTURA_ELETTRICISTA, "Fattura elettricista")
    _pdf(fatture / "bolletta_luce_marzo.pdf", BOLLETTA_LUCE, "Bolletta luce marzo")

    casa = root / "Casa"
    (casa / "lista_spesa.txt").write_text(LISTA_SPESA, encoding="utf-8")
    (casa / "note_condominio.txt").write_text(NOTE_CONDOMINIO, encoding="utf-8")
    (casa / "codice_cancello.txt").write_text(CODICE_CANCELLO, encoding="utf-8")

    scuola = root / "Scuola"
    _pdf(scuola / "pagella_giulia.pdf", PAGELLA_GIULIA, "Pagella Giulia")
    _docx(scuola / "circolare_gita.docx", CIRCOLARE_GITA, "Circolare gita")

    mtimes = dict(MTIME_DAYS)
    for index, (name, text) in enumerate(sorted(VECCHI.items())):
        (root / "Vecchi" / name).write_text(text, encoding="utf-8")
        mtimes.setdefault(f"Vecchi/{name}", -400 + index)

    foto = root / "Foto"
    (foto / "mare_2024.jpg").write_bytes(_jpeg(2))
    (foto / "compleanno_luca.jpg").write_bytes(_jpeg(3))
    (foto / "gatto_micio.png").write_bytes(_png(8, 8, (200, 120, 40)))
    (foto / "natale_nonni.png").write_bytes(_png(6, 4, (20, 120, 200)))

    lavoro = root / "Lavoro"
    _docx(lavoro / "report_q1.docx", REPORT_Q1, "Report Q1 2025")
    _xlsx(lavoro / "budget.xlsx")

    (root / "nota.txt").write_text(NOTA, encoding="utf-8")
    (root / "todo.txt").write_text(TODO, encoding="utf-8")

    for path in sorted(root.rglob("*")):
        if path.is_file():
            rel = path.relative_to(root).as_posix()
            stamp = BASE_MTIME + mtimes.get(rel, 30) * DAY
            os.utime(path, (stamp, stamp))


def check_unprinted(fingerprints: Mapping[str, Sequence[str]], unprinted: str) -> None:
    """Every file has fingerprints, and none stands in the texts that must hold none (downloads)."""
    for rel, prints in fingerprints.items():
        assert prints, rel
        for fp in prints:
            assert fp.casefold() not in unprinted.casefold(), f"fingerprint {fp!r} is in a download"


def check_tree(root: Path, mtimes: Mapping[str, str], *, empty: str,
               twins: Sequence[tuple[str, str]], folder: str = "Scaricati") -> None:
    """The generated tree is exactly the files of `mtimes`, dated so; `empty` holds nothing and
    each pair of `twins` in `folder` is byte-identical (a download and its "(1)" copy)."""
    files = {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()}
    assert files == set(mtimes), files ^ set(mtimes)
    assert not any((root / empty).iterdir()), f"{empty} must be empty"
    for rel, day in mtimes.items():
        assert abs((root / rel).stat().st_mtime - day_stamp(day)) < 1, rel
    for a, b in twins:
        assert (root / folder / a).read_bytes() == (root / folder / b).read_bytes(), a


def workspace_main(argv: Sequence[str], script: str, make: Callable[[Path], None], *,
                   check: Callable[[Path], None] | None = None, count: int | None = None) -> int:
    """Generate a workspace into the directory given on the command line (and check it): the
    ``main`` of every ``bench/*_workspace.py``."""
    if len(argv) != 1:
        print(f"usage: python3 bench/{script} DIR", file=sys.stderr)
        return 2
    target = Path(argv[0])
    make(target)
    if check is not None:
        check(target)
    for path in sorted(target.rglob("*")):
        print(path.relative_to(target).as_posix() + ("/" if path.is_dir() else ""))
    if count is not None:
        print(f"{count} files, fingerprints and tree checked", file=sys.stderr)
    return 0


def main(argv: Sequence[str]) -> int:
    """Generate the workspace into the directory given on the command line."""
    return workspace_main(argv, "family_workspace.py", make_family_workspace)

if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
