"""Workspace index figures: full build, search latency and incremental refresh on 10,000 documents.

Run by hand: ``python bench/fts_index.py [--docs N]``. Prints figures, asserts nothing.

- full build of a fresh index over N small text documents (target < 60 s for 10,000);
- median and p95 latency of ~50 searches (common words, rare words, several terms,
  partial matches that fall back to OR, folder-scoped; target < 100 ms);
- incremental refresh after 50 files are modified, 20 added and 10 deleted: seconds,
  counts, and the ratio to the full build.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

if __name__ == "__main__":  # run as a script from a checkout: make `runtime` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from runtime.index import WorkspaceIndex  # noqa: E402

OWNER = "bench"
SEED = 20240601


def words(text: str) -> list[str]:
    """The words of a space-separated list (keeps the vocabularies below readable)."""
    return text.split()


ITALIAN = words(
    "casa lavoro giorno anno mese settimana pagamento importo totale cliente fornitore servizio "
    "ufficio riunione progetto relazione verbale richiesta risposta lettera contratto fattura "
    "bolletta ricevuta preventivo ordine consegna spedizione garanzia assistenza banca conto "
    "mutuo affitto condominio assemblea spesa acqua luce telefono internet medico visita ricetta "
    "scuola corso esame vacanza viaggio albergo treno biglietto auto assicurazione bollo tagliando "
    "comune tassa rimborso dichiarazione redditi modulo domanda scadenza rata saldo acconto "
    "perché città già più però così qualità attività età società"
)
ENGLISH = words(
    "house work day year month week payment amount total customer supplier service office "
    "meeting project report minutes request answer letter agreement invoice bill receipt quote "
    "order delivery shipping warranty support bank account mortgage rent building expense water "
    "power phone internet doctor visit prescription school course exam holiday travel hotel train "
    "ticket car insurance tax refund return form application deadline instalment balance deposit"
)
FUNCTION_WORDS = words("il la di del della per con che e un una the of and to for with a in on")
DISTINCTIVE = words(
    "idraulico elettricista zafferano lavanda rosmarino geometra notaio caldaia condizionatore "
    "plumber electrician locksmith gardener saffron accountant"
)
FOLDERS = ("Fatture", "Fatture-vecchie", "Contratti", "Casa", "Lavoro/2023", "Lavoro/2024", "Scuola", "Varie")

QUERIES = (
    "la fattura dell'idraulico",
    "il contratto d'affitto",
    "the invoice from the electrician",
    "i file che contengono IBAN",
    "bolletta della luce",
    "assicurazione auto",
    "zafferano",
    "rosmarino lavanda",
    "notaio mutuo",
    "geometra condominio assemblea",
    "caldaia assistenza garanzia",
    "condizionatore preventivo",
    "plumber bill",
    "electrician quote",
    "locksmith receipt",
    "gardener invoice",
    "accountant tax return",
    "saffron",
    "perché città",
    "qualità società",
    "dichiarazione dei redditi",
    "rimborso spese medico",
    "ricetta medica",
    "biglietto del treno",
    "albergo vacanza",
    "hotel holiday",
    "train ticket",
    "bank account balance",
    "mortgage deposit",
    "rent agreement",
    "fattura",
    "invoice",
    "pagamento",
    "payment",
    "scadenza rata",
    "deadline instalment",
    "idraulico elettricista",
    "zafferano notaio caldaia",
    "parolainesistente",
    "parolainesistente fattura",
    "fattura idraulico zzzz",
    "contratto 2024",
    "verbale riunione progetto",
    "meeting minutes project",
    "esame scuola corso",
    "exam school",
    "modulo domanda comune",
    "tassa bollo auto",
    "spedizione consegna ordine",
    "delivery order shipping",
)


def document_text(rng: random.Random) -> tuple[str, str]:
    """A random file name stem and a text of 40-250 words, sometimes with a distinctive term."""
    vocabulary = ITALIAN if rng.random() < 0.6 else ENGLISH
    words = [
        rng.choice(FUNCTION_WORDS) if rng.random() < 0.3 else rng.choice(vocabulary)
        for _ in range(rng.randint(40, 250))
    ]
    if rng.random() < 0.1:
        for _ in range(rng.randint(1, 3)):
            words.insert(rng.randrange(len(words)), rng.choice(DISTINCTIVE))
    if rng.random() < 0.05:
        words.insert(rng.randrange(len(words)), f"IBAN IT{rng.randrange(10**20):020d}")
    stem = "_".join(rng.choice(vocabulary) for _ in range(rng.randint(1, 2)))
    return stem, " ".join(words)


def generate(root: Path, count: int, rng: random.Random) -> list[Path]:
    files: list[Path] = []
    for n in range(count):
        stem, text = document_text(rng)
        path = root / rng.choice(FOLDERS) / f"{stem}_{n:05}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        files.append(path)
    return files


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=10_000)
    args = parser.parse_args()
    rng = random.Random(SEED)
    with tempfile.TemporaryDirectory(prefix="metnos-fts-") as tmp:
        root = Path(tmp) / "workspace"
        started = time.perf_counter()
        files = generate(root, args.docs, rng)
        print(f"generated {len(files)} documents in {time.perf_counter() - started:.1f} s")

        db = Path(tmp) / "index.db"
        with WorkspaceIndex.open(db) as index:
            build = index.refresh(OWNER, root)
            print(
                f"full build: {build.seconds:.2f} s (target < 60 s), {build.added} added, "
                f"complete={build.complete}; db {db.stat().st_size / 1e6:.1f} MB"
            )

            latencies: list[float] = []
            for _ in range(3):
                for n, query in enumerate(QUERIES):
                    under = "Fatture" if n % 5 == 0 else None
                    t0 = time.perf_counter()
                    index.search(OWNER, query, under=under)
                    latencies.append((time.perf_counter() - t0) * 1000)
            print(
                f"search over {len(QUERIES)} queries x 3: median {statistics.median(latencies):.2f} ms, "
                f"p95 {percentile(latencies, 0.95):.2f} ms, max {max(latencies):.2f} ms (target < 100 ms)"
            )
            for query in ("la fattura dell'idraulico", "the invoice from the electrician", "fattura"):
                hits = index.search(OWNER, query, limit=3)
                shown = ", ".join(f"{h.path} {h.matched_terms}" for h in hits)
                print(f"  {query!r}: {shown}")

            picked = rng.sample(files, 60)
            for path in picked[:50]:
                _, text = document_text(rng)
                path.write_text(text, encoding="utf-8")
                st = path.stat()
                os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
            for path in picked[50:]:
                path.unlink()
            generate(root / "Nuovi", 20, rng)
            incremental = index.refresh(OWNER, root)
            print(
                f"incremental refresh: {incremental.seconds:.3f} s; scanned {incremental.scanned}, "
                f"added {incremental.added}, updated {incremental.updated}, "
                f"removed {incremental.removed}, unchanged {incremental.unchanged}; "
                f"refresh/full build = {incremental.seconds / build.seconds:.3f}"
            )
            idle = index.refresh(OWNER, root)
            print(f"no-change refresh: {idle.seconds:.3f} s ({idle.unchanged} unchanged)")


if __name__ == "__main__":
    main()
