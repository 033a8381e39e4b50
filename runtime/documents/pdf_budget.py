"""What a PDF page costs to read, counted before pypdf reads it, and a page cut to a budget.

pypdf inflates a content stream whole and parses all of it at once (some 36 bytes of memory
and 1.5 µs of CPU per byte of content), so a small file whose one page inflates to hundreds of
megabytes took that much memory before any budget could look at the text. Here the streams a
page's text comes from — its content streams, the form XObjects it draws (recursively) and
the ``/ToUnicode`` maps of its fonts — are inflated first, in chunks, only up to a budget of
bytes; a page within it is read by pypdf as before, a page over it is read from the start of
its content only (:func:`cut_contents`), and the reader says the text was cut.

Only Flate (optionally after ASCII85 or ASCIIHex, which only shrink) is inflated here; a
stream with another filter, or one zlib cannot inflate, is decoded by pypdf itself (under
pypdf's own limits, where the version has them) and measured after.
"""

from __future__ import annotations

import zlib
from typing import Any

__all__ = ["PAGE_BYTES", "DOCUMENT_BYTES", "page_cost", "cut_contents"]

#: Inflated bytes one page's text may come from (a page of dense text takes 10 to 60 KB).
PAGE_BYTES = 512 * 1024
#: Inflated bytes all pages together may take.
DOCUMENT_BYTES = 16 * 1024 * 1024
_MAX_FORMS = 64  # form XObjects looked into per page
_MAX_DEPTH = 8  # forms inside forms
_SHRINKING = {"/ASCII85Decode", "/A85", "/ASCIIHexDecode", "/AHx"}
_FLATE = {"/FlateDecode", "/Fl"}


def _filters(stream: Any) -> list[str]:
    raw = stream.get("/Filter")
    if raw is None:
        return []
    raw = raw.get_object()
    items = list(raw) if isinstance(raw, list) else [raw]
    return [str(f.get_object()) for f in items]


def _predicted(stream: Any) -> bool:
    """The stream has a PNG or TIFF predictor (its inflated bytes are not the content)."""
    parms = stream.get("/DecodeParms")
    if parms is None:
        return False
    parms = parms.get_object()
    for item in parms if isinstance(parms, list) else [parms]:
        item = item.get_object() if item is not None else None
        try:
            if isinstance(item, dict) and int(item.get("/Predictor", 1)) > 1:
                return True
        except (TypeError, ValueError):
            return True  # not a number: let pypdf make of it what it can
    return False


def inflated(stream: Any, room: int) -> bytes:
    """The first bytes of `stream` decoded, at most ``room + 1`` of them (more than `room`: the
    stream is over the budget). Flate is inflated here in bounded steps; other filters by pypdf."""
    from pypdf.filters import ASCII85Decode, ASCIIHexDecode
    from pypdf.generic import EncodedStreamObject

    if not isinstance(stream, EncodedStreamObject):
        data: bytes = stream.get_data()  # decoded already (or never encoded)
        return data[:room + 1]
    filters = _filters(stream)
    raw: bytes = stream._data
    if not filters:
        return raw[:room + 1]
    if filters[-1] in _FLATE and set(filters[:-1]) <= _SHRINKING and not _predicted(stream):
        for name in filters[:-1]:
            raw = (ASCII85Decode if name in ("/ASCII85Decode", "/A85") else ASCIIHexDecode).decode(raw)
        try:
            out = zlib.decompressobj().decompress(raw, room + 1)
        except zlib.error:
            pass  # damaged: pypdf has ways to recover what it can
        else:
            return out
    data = stream.get_data()
    return data[:room + 1]


def _streams(page: Any) -> list[Any]:
    """The streams the text of `page` comes from: contents, forms (recursively), ToUnicode maps."""
    from pypdf.generic import StreamObject

    found: list[Any] = []
    seen: set[int] = set()

    def add(obj: Any) -> bool:
        obj = obj.get_object() if obj is not None else None
        if isinstance(obj, StreamObject) and id(obj) not in seen:
            seen.add(id(obj))
            found.append(obj)
            return True
        return False

    contents = page.get("/Contents")
    contents = contents.get_object() if contents is not None else None
    for item in contents if isinstance(contents, list) else [contents]:
        item = item.get_object() if item is not None else None
        if isinstance(item, StreamObject):  # each time it is named: pypdf joins them all
            found.append(item)
            seen.add(id(item))
    forms = 0

    def resources(res: Any, depth: int) -> None:
        nonlocal forms
        res = res.get_object() if res is not None else None
        if not isinstance(res, dict):
            return
        fonts = res.get("/Font")
        fonts = fonts.get_object() if fonts is not None else None
        if isinstance(fonts, dict):
            for font in fonts.values():
                font = font.get_object()
                if isinstance(font, dict):
                    add(font.get("/ToUnicode"))
                    add(font.get("/Encoding"))  # a CMap stream for composite fonts
        xobjects = res.get("/XObject")
        xobjects = xobjects.get_object() if xobjects is not None else None
        if not isinstance(xobjects, dict) or depth >= _MAX_DEPTH:
            return
        for xobject in xobjects.values():
            xobject = xobject.get_object()
            if forms >= _MAX_FORMS or not isinstance(xobject, StreamObject):
                continue
            if xobject.get("/Subtype") == "/Form" and add(xobject):
                forms += 1
                resources(xobject.get("/Resources"), depth + 1)

    resources(page.get("/Resources"), 0)
    return found


def page_cost(page: Any, room: int) -> int:
    """The inflated bytes the text of `page` comes from, counted up to ``room + 1``."""
    used = 0
    for stream in _streams(page):
        used += len(inflated(stream, room - used))
        if used > room:
            return used
    return used


def cut_contents(page: Any, room: int) -> None:
    """Replace the content of `page` by its first `room` bytes, cut after the last complete
    text object (``ET``) or line, so that pypdf reads only that far."""
    from pypdf.generic import DecodedStreamObject, NameObject, StreamObject

    contents = page.get("/Contents")
    contents = contents.get_object() if contents is not None else None
    data = b""
    for item in contents if isinstance(contents, list) else [contents]:
        item = item.get_object() if item is not None else None
        if isinstance(item, StreamObject) and len(data) <= room:
            data += inflated(item, room - len(data)) + b"\n"
    data = data[:room]
    end = max(data.rfind(b"ET\n"), data.rfind(b"ET "), data.rfind(b"ET\r"))
    data = data[:end + 2] if end >= 0 else data[:max(0, data.rfind(b"\n"))]
    stream = DecodedStreamObject()
    stream.set_data(data)
    page[NameObject("/Contents")] = stream
