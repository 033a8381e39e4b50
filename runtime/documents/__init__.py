"""Documents: read files as text, find amounts and dates, extract fields, write tables.

Pure, synchronous functions the executors call from a thread, or — for PDF, XLSX and DOCX,
and for large texts — from a worker process that a step's timeout can kill
(:mod:`runtime.documents.work`, running :mod:`runtime.documents.tasks`):
:func:`read_document` / :func:`read_csv_rows` (plain text, CSV, PDF, XLSX,
DOCX), :func:`parse_amount` / :func:`find_amounts` / :func:`parse_date`
(Italian and English formats), :func:`extract_entries` (supplier, price,
date... from a quote), :func:`classify_document` (quote, invoice, receipt,
contract or other), :func:`invoice_facts` (amount to pay, currency, due
date, number) and :func:`write_table` (XLSX or CSV).
"""

from runtime.documents.amounts import (
    document_currency,
    find_amounts,
    find_dates,
    parse_amount,
    parse_date,
)
from runtime.documents.extract import (
    CANONICAL_FIELDS,
    FIELD_ALIASES,
    Entry,
    canonical_field,
    extract_entries,
)
from runtime.documents.kinds import (
    DOC_KINDS,
    DocKind,
    InvoiceFacts,
    classify_document,
    invoice_facts,
)
from runtime.documents.read import DocumentError, DocumentText, read_csv_rows, read_document
from runtime.documents.spreadsheet import write_table

__all__ = [
    "CANONICAL_FIELDS",
    "DOC_KINDS",
    "FIELD_ALIASES",
    "DocKind",
    "DocumentError",
    "DocumentText",
    "Entry",
    "InvoiceFacts",
    "canonical_field",
    "classify_document",
    "document_currency",
    "extract_entries",
    "find_amounts",
    "find_dates",
    "invoice_facts",
    "parse_amount",
    "parse_date",
    "read_csv_rows",
    "read_document",
    "write_table",
]
