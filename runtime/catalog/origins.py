"""An item's own origins: where one of its values came from, when not from the item's source.

Extracted entries are read out of their document (origin CONTENT); a value the extraction
model estimated is the model's (origin MODEL), and the item says so under ``ITEM_ORIGINS``
(``{"price": "model"}``). Keys starting with "_" are an item's metadata, never columns.
"""

from __future__ import annotations

from typing import Any

from runtime.catalog.contract import OriginKind

ITEM_ORIGINS = "_origins"


def marked_origin(item: dict[str, Any], field: str) -> OriginKind | None:
    """The origin `item` itself gives for `field`, if any."""
    marks = item.get(ITEM_ORIGINS)
    if not isinstance(marks, dict) or field not in marks:
        return None
    try:
        return OriginKind(str(marks[field]))
    except ValueError:
        return None
