"""Write a table of entries as an XLSX or CSV file.

:func:`write_table` is what ``create_files_spreadsheet`` calls. The file is
written atomically (a temporary file in the same folder, then
:func:`os.replace`), so a reader never sees half a file and a failed write
leaves an existing file untouched.

Values that come out of documents are untrusted: a text such as
``=HYPERLINK(...)`` is stored as text, never as a formula (XLSX), and text
cells starting with ``=``, ``+``, ``-``, ``@``, tab or carriage return are
prefixed with ``'`` (CSV) so that a spreadsheet program does not run them.
"""

from __future__ import annotations

import contextlib
import csv
import math
import os
import re
import tempfile
from collections.abc import Mapping, Sequence
from datetime import date, datetime, time
from decimal import Decimal
from pathlib import Path
from typing import Any

__all__ = ["write_table"]

_MONEY_FORMAT = "#,##0.00"
_INVALID_TITLE = re.compile(r"[\[\]:*?/\\]")
_CSV_INJECTION = ("=", "+", "-", "@", "\t", "\r")
_MIN_WIDTH, _MAX_WIDTH = 8, 60


def _is_italian(locale: str) -> bool:
    return locale.lower().replace("-", "_").split("_")[0] == "it"


def _sheet_title(title: str) -> str:
    cleaned = _INVALID_TITLE.sub(" ", title).strip().strip("'")[:31].strip()
    return cleaned or "Sheet1"


def _float(value: float | Decimal) -> float | None:
    number = float(value)
    return number if math.isfinite(number) else None


def _plain_decimal(value: float | Decimal, *, comma: bool) -> str:
    """A number without exponent; two decimals unless more are significant."""
    number = value if isinstance(value, Decimal) else Decimal(repr(float(value)))
    if number == number.quantize(Decimal("0.01")):
        number = number.quantize(Decimal("0.01"))
    text = format(number, "f")
    return text.replace(".", ",") if comma else text


def _display_width(value: Any) -> int:
    if value is None:
        return 0
    if isinstance(value, float):
        return len(f"{value:,.2f}")
    if isinstance(value, datetime):
        return 16
    if isinstance(value, date):
        return 10
    return max((len(part) for part in str(value).splitlines()), default=0)


def _temp_in(path: Path) -> Path:
    fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(fd)
    return Path(name)


def _finish(tmp: Path, path: Path) -> None:
    """Give the file the target's permissions (or 0644) and move it in place."""
    try:
        mode = path.stat().st_mode & 0o777
    except OSError:
        mode = 0o644
    os.chmod(tmp, mode)
    os.replace(tmp, path)


def _write_xlsx(
    tmp: Path,
    columns: Sequence[str],
    rows: Sequence[Mapping[str, object]],
    sheet_title: str,
    italian: bool,
) -> None:
    from openpyxl import Workbook
    from openpyxl.styles import Font
    from openpyxl.utils import get_column_letter

    workbook = Workbook()
    sheet = workbook.active
    sheet.title = _sheet_title(sheet_title)
    widths = [len(str(c)) for c in columns]
    sheet.append([str(c) for c in columns])
    bold = Font(bold=True)
    for cell in sheet[1]:
        cell.font = bold
    date_format = "dd/mm/yyyy" if italian else "yyyy-mm-dd"
    for r, row in enumerate(rows, start=2):
        for c, column in enumerate(columns, start=1):
            value = row.get(column)
            cell = sheet.cell(row=r, column=c)
            if value is None:
                continue
            if isinstance(value, int | time):  # bool is an int too
                cell.value = value
            elif isinstance(value, float | Decimal):
                number = _float(value)
                cell.value = number if number is not None else str(value)
                if number is not None:
                    cell.number_format = _MONEY_FORMAT
                    value = number
            elif isinstance(value, datetime):
                cell.value = value.replace(tzinfo=None)
                cell.number_format = f"{date_format} hh:mm"
            elif isinstance(value, date):
                cell.value = value
                cell.number_format = date_format
            else:
                cell.value = str(value)
                if cell.data_type == "f":  # text from a document is never a formula
                    cell.data_type = "s"
            widths[c - 1] = max(widths[c - 1], _display_width(value))
    for index, width in enumerate(widths, start=1):
        sheet.column_dimensions[get_column_letter(index)].width = min(
            _MAX_WIDTH, max(_MIN_WIDTH, width + 2)
        )
    last = get_column_letter(len(columns))
    sheet.auto_filter.ref = f"A1:{last}{max(1, len(rows) + 1)}"
    sheet.freeze_panes = "A2"
    with open(tmp, "wb") as handle:
        workbook.save(handle)
        handle.flush()
        os.fsync(handle.fileno())


def _csv_cell(value: object, italian: bool) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return ("VERO" if value else "FALSO") if italian else ("TRUE" if value else "FALSE")
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float | Decimal):
        if _float(value) is None:
            return str(value)
        return _plain_decimal(value, comma=italian)
    if isinstance(value, datetime):
        return value.isoformat(sep=" ", timespec="minutes")
    if isinstance(value, date | time):
        return value.isoformat()
    text = str(value)
    return f"'{text}" if text.startswith(_CSV_INJECTION) else text


def _write_csv(
    tmp: Path, columns: Sequence[str], rows: Sequence[Mapping[str, object]], italian: bool
) -> None:
    with open(tmp, "w", encoding="utf-8-sig", newline="") as handle:
        writer = csv.writer(handle, delimiter=";" if italian else ",", lineterminator="\r\n")
        writer.writerow([_csv_cell(str(c), italian) for c in columns])
        for row in rows:
            writer.writerow([_csv_cell(row.get(c), italian) for c in columns])
        handle.flush()
        os.fsync(handle.fileno())


def write_table(
    path: Path,
    columns: Sequence[str],
    rows: Sequence[Mapping[str, object]],
    *,
    sheet_title: str = "Riepilogo",
    locale: str = "en",
) -> Path:
    """Write ``rows`` under the header ``columns`` to an ``.xlsx`` or ``.csv`` file.

    Each row is a mapping from column name to value; missing keys and
    ``None`` leave the cell empty, keys not in ``columns`` are ignored.

    * ``.xlsx``: one sheet named ``sheet_title``; a bold, frozen header row
      with an autofilter; ints and floats/Decimals as numeric cells (floats
      with the ``#,##0.00`` format); dates as date cells (``dd/mm/yyyy`` for
      Italian, ``yyyy-mm-dd`` otherwise); column widths fitted to the content.
    * ``.csv``: UTF-8 with a BOM (Excel reads it right); ``;`` as delimiter
      and a decimal comma when ``locale`` is Italian (``"it"``, ``"it_IT"``),
      else ``,`` and a decimal point; numbers without thousands separators,
      dates ISO.

    The suffix is case-insensitive. Returns ``path``.

    Raises:
        ValueError: for an unsupported suffix or no columns.
        OSError: when the folder does not exist or cannot be written.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in (".xlsx", ".csv"):
        shown = suffix or "(none)"
        raise ValueError(f"unsupported spreadsheet format {shown!r}: use .xlsx or .csv")
    if not columns:
        raise ValueError("a table needs at least one column")
    italian = _is_italian(locale)
    tmp = _temp_in(path)
    try:
        if suffix == ".xlsx":
            _write_xlsx(tmp, columns, rows, sheet_title, italian)
        else:
            _write_csv(tmp, columns, rows, italian)
        _finish(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    return path
