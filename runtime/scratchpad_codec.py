"""The observation scratchpad's pure core: storage encoding, the summary the planner sees.

Also the read-argument checks and the text and binary slicing, all without I/O.
"""

from __future__ import annotations

import hashlib
import json
import math
from typing import Any, Final, Literal, NamedTuple

__all__ = [
    "SUMMARY_HEAD_CHARS",
    "SUMMARY_MAX_FIELDS",
    "SUMMARY_MAX_SCALAR_CHARS",
    "SUMMARY_TAIL_CHARS",
    "ContentKind",
    "Encoded",
    "ReadMode",
    "binary_uncapped_len",
    "binary_window",
    "check_owner",
    "check_positive",
    "check_read_args",
    "check_text_arg",
    "encode",
    "full_text_fast",
    "ref_hint",
    "serialized_size",
    "slice_text",
    "summarize",
    "summarize_encoded",
    "text_prefix_needed",
]

ContentKind = Literal["text", "binary", "structured"]
ReadMode = Literal["full", "head", "tail", "range"]

# Summary limits: what the planner sees instead of the observation.
SUMMARY_HEAD_CHARS: Final = 300
SUMMARY_TAIL_CHARS: Final = 300
SUMMARY_MAX_FIELDS: Final = 50
SUMMARY_MAX_SCALAR_CHARS: Final = 300
_LIST_KEYS: Final = ("entries", "matches", "results")
_SCALAR_KEYS: Final = ("count", "truncated", "size", "message", "error")

_READ_MODES: Final = ("full", "head", "tail", "range")
# Bound for offsets handed to substr(), which truncates them to 32 bits; no entry can
# be longer anyway (SQLite's default maximum blob length is 10**9 bytes).
_SQL_INT_MAX: Final = 2**30


class Encoded(NamedTuple):
    kind: ContentKind
    data: bytes
    # The text exactly as a read decodes it (text kind only).
    text: str | None


def _encode_text(text: str) -> Encoded:
    try:
        return Encoded("text", text.encode("utf-8"), text)
    except UnicodeEncodeError:
        pass
    # Surrogate-escaped text (os.fsdecode, decode(errors="surrogateescape")) keeps its
    # original bytes; reads then show them as U+FFFD, like any invalid UTF-8.
    try:
        data = text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError as exc:
        bad = ord(text[exc.start])
        raise ValueError(
            f"text observation contains a lone surrogate U+{bad:04X} at index {exc.start} "
            "that cannot be encoded as UTF-8"
        ) from None
    return Encoded("text", data, data.decode("utf-8", "replace"))


def _encode_json(value: object) -> bytes:
    try:
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError, RecursionError) as exc:
        raise ValueError(f"structured observation is not JSON-serializable: {exc}") from exc
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError(
            "structured observation contains a string with a lone surrogate "
            "that cannot be encoded as UTF-8"
        ) from None


def encode(observation: object) -> Encoded:
    # The kind is decided by the Python type: bytes are binary even when valid UTF-8.
    if isinstance(observation, str):
        return _encode_text(observation)
    if isinstance(observation, bytes | bytearray | memoryview):
        return Encoded("binary", bytes(observation), None)
    if isinstance(observation, dict | list | tuple):
        return Encoded("structured", _encode_json(observation), None)
    raise ValueError(
        f"unsupported observation type {type(observation).__name__}: expected str (text), "
        "bytes (binary), or a JSON-serializable dict or list (structured)"
    )


def serialized_size(observation: object) -> int:
    """Bytes the observation occupies once stored: UTF-8 text, raw bytes, or compact JSON.

    Raises ValueError for structured data that is not JSON-serializable.
    """
    return len(encode(observation).data)


def _type_name(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, dict):
        return "object"
    if isinstance(value, list | tuple):
        return "array"
    return type(value).__name__


def _json_key(key: object) -> str:
    # Mirrors how json.dumps renders dict keys.
    if isinstance(key, str):
        return key
    if key is None:
        return "null"
    if isinstance(key, bool):
        return "true" if key else "false"
    return str(key)


def _clip(value: object) -> object:
    if isinstance(value, str) and len(value) > SUMMARY_MAX_SCALAR_CHARS:
        return value[:SUMMARY_MAX_SCALAR_CHARS] + "…"
    return value


def _describe_items(items: list[Any] | tuple[Any, ...]) -> dict[str, Any]:
    fields: dict[str, set[str]] = {}
    other: set[str] = set()
    for item in items:
        if isinstance(item, dict):
            for key, value in item.items():
                fields.setdefault(_json_key(key), set()).add(_type_name(value))
        else:
            other.add(_type_name(item))
    schema = {
        name: "|".join(sorted(types)) for name, types in list(fields.items())[:SUMMARY_MAX_FIELDS]
    }
    out: dict[str, Any] = {"count": len(items), "schema": schema}
    if len(fields) > SUMMARY_MAX_FIELDS:
        out["schema_truncated"] = True
    if other:
        out["item_types"] = "|".join(sorted(other))
    return out


def _count_lines(text: str) -> int:
    if not text:
        return 0
    return text.count("\n") + (0 if text.endswith("\n") else 1)


def summarize_encoded(encoded: Encoded, observation: object) -> dict[str, Any]:
    size = len(encoded.data)
    if encoded.kind == "text":
        text = encoded.text if encoded.text is not None else ""
        summary: dict[str, Any] = {
            "kind": "text",
            "size_bytes": size,
            "chars": len(text),
            "lines": _count_lines(text),
            "head": text[:SUMMARY_HEAD_CHARS],
        }
        if len(text) > SUMMARY_HEAD_CHARS:
            # The tail never overlaps the head, so head + tail is the whole text when short.
            tail_start = max(SUMMARY_HEAD_CHARS, len(text) - SUMMARY_TAIL_CHARS)
            summary["tail"] = text[tail_start:]
            summary["omitted_chars"] = tail_start - SUMMARY_HEAD_CHARS
        return summary
    if encoded.kind == "binary":
        return {
            "kind": "binary",
            "size_bytes": size,
            "sha256_prefix": hashlib.sha256(encoded.data).hexdigest()[:16],
        }
    summary = {"kind": "structured", "size_bytes": size}
    if isinstance(observation, dict):
        for key in _SCALAR_KEYS:
            value = observation.get(key)
            if key in observation and (value is None or isinstance(value, str | int | float)):
                summary[key] = _clip(value)
        for key in _LIST_KEYS:
            value = observation.get(key)
            if isinstance(value, list | tuple):
                summary[key] = _describe_items(value)
        keys = [_json_key(k) for k in observation]
        summary["keys"] = keys[:SUMMARY_MAX_FIELDS]
        if len(keys) > SUMMARY_MAX_FIELDS:
            summary["keys_truncated"] = True
    elif isinstance(observation, list | tuple):
        summary.update(_describe_items(observation))
    return summary


def summarize(observation: object) -> dict[str, Any]:
    """The synthetic representation the planner sees in place of the observation.

    Text: size, chars, lines, head and tail. Binary: size and SHA-256 prefix.
    Structured: size, useful top-level scalars and the count and schema of
    ``entries`` / ``matches`` / ``results`` (never the items). Pure; raises
    ValueError for an observation that cannot be stored.
    """
    return summarize_encoded(encode(observation), observation)


def ref_hint(entry_id: str, step_num: int, kind: ContentKind) -> str:
    unit = (
        "n/start/end count bytes and the slice comes back as Base64"
        if kind == "binary"
        else "n/start/end count characters"
    )
    return (
        f"Full data stays with step {step_num}: pass from_step={step_num} to reuse it, "
        f"or call scratchpad_read(id='{entry_id}', mode='head'|'tail'|'range', "
        f"n=..., start=..., end=...) for a slice ({unit})."
    )


def check_read_args(
    mode: str, n: int, start: int | None, end: int | None
) -> tuple[ReadMode, int, int, int]:
    """Validate read arguments; returns (mode, n, start, end) with unused ones zeroed."""
    if mode == "full":
        return "full", 0, 0, 0
    if mode in ("head", "tail"):
        if isinstance(n, bool) or not isinstance(n, int) or n <= 0:
            raise ValueError(f"n must be a positive integer for mode {mode!r}, got {n!r}")
        return ("head" if mode == "head" else "tail"), n, 0, 0
    if mode == "range":
        for name, value in (("start", start), ("end", end)):
            if value is None:
                raise ValueError(f"mode 'range' needs {name} (a non-negative integer)")
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(
                    f"{name} must be a non-negative integer for mode 'range', got {value!r}"
                )
        assert start is not None and end is not None
        if end < start:
            raise ValueError(f"end ({end}) must not be smaller than start ({start})")
        return "range", 0, min(start, _SQL_INT_MAX), min(end, _SQL_INT_MAX)
    raise ValueError(f"unknown read mode {mode!r}: expected one of {', '.join(_READ_MODES)}")


def text_prefix_needed(mode: ReadMode, n: int, end: int, cap: int) -> int:
    """Bytes to fetch for a text read (-1: everything).

    A UTF-8 character takes at most 4 bytes and decoding with replacement never
    shrinks a slice, so this prefix (less its last, possibly cut, character)
    holds everything the slice and the byte cap can need.
    """
    if mode == "full":
        return cap + 4
    if mode == "head":
        return min(4 * n, cap) + 4
    if mode == "range":
        return min(4 * end + 4, _SQL_INT_MAX)
    return -1


def _trim_utf8(encoded: bytes, cap: int, keep_end: bool) -> bytes:
    """Cut valid UTF-8 to at most ``cap`` bytes on a character boundary."""
    if len(encoded) <= cap:
        return encoded
    if keep_end:
        cut = len(encoded) - cap
        while cut < len(encoded) and encoded[cut] & 0xC0 == 0x80:
            cut += 1
        return encoded[cut:]
    cut = cap
    while cut > 0 and encoded[cut] & 0xC0 == 0x80:
        cut -= 1
    return encoded[:cut]


def full_text_fast(data: bytes, size: int, cap: int) -> tuple[str, int, bool] | None:
    """A ``full`` read of valid UTF-8 in one decode; None sends the caller to the slow path."""
    cut = min(len(data), cap)
    if cut < len(data):
        while cut > 0 and data[cut] & 0xC0 == 0x80:
            cut -= 1
    text = data[:cut].decode("utf-8", "replace")
    if "\ufffd" in text:
        return None  # invalid bytes (or a real U+FFFD): decoded length differs from stored
    return text, cut, size > cut


def slice_text(
    data: bytes, size: int, mode: ReadMode, n: int, start: int, end: int, cap: int
) -> tuple[str, int, bool]:
    """Slice decoded text by characters and cap it by bytes.

    Returns (text, its UTF-8 length, capped).
    """
    text = data.decode("utf-8", "replace")
    more = len(data) < size
    if more:
        text = text[:-1]  # its bytes may have been cut by the prefix fetch
    if mode == "full":
        piece = text
    elif mode == "head":
        piece = text[:n]
    elif mode == "tail":
        piece = text[-n:]
    else:
        piece = text[start:end]
    encoded = piece.encode("utf-8")
    capped = len(encoded) > cap or (
        more and (mode == "full" or (mode == "head" and len(piece) < n))
    )
    if len(encoded) <= cap:
        return piece, len(encoded), capped
    trimmed = _trim_utf8(encoded, cap, keep_end=mode == "tail")
    return trimmed.decode("utf-8"), len(trimmed), capped


def binary_window(mode: ReadMode, n: int, start: int, end: int, cap: int) -> tuple[int, int]:
    """SQLite substr() start (1-based, negative from the end) and length for a byte slice."""
    if mode == "full":
        return 1, cap
    if mode == "head":
        return 1, min(n, cap)
    if mode == "tail":
        k = min(n, cap)
        return -k, k
    return start + 1, min(end - start, cap)


def binary_uncapped_len(mode: ReadMode, n: int, start: int, end: int, size: int) -> int:
    if mode == "full":
        return size
    if mode in ("head", "tail"):
        return min(n, size)
    return max(0, min(end, size) - start)


def check_text_arg(name: str, value: object) -> str:
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise TypeError(f"{name} must be a string, got {type(value).__name__}")
    text = str(value)
    if not text:
        raise ValueError(f"{name} must not be empty")
    return text


def check_owner(owner: object) -> str:
    if not isinstance(owner, str):
        raise TypeError(f"owner must be a string user id, got {type(owner).__name__}")
    if not owner:
        raise ValueError("owner must not be empty")
    return owner


def check_positive(name: str, value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{name} must be a positive number of seconds, got {value!r}")
    if not math.isfinite(value) or value <= 0:
        raise ValueError(f"{name} must be a positive, finite number of seconds, got {value!r}")
    return float(value)
