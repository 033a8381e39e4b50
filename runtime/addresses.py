"""E-mail address syntax: what Metnos takes as a recipient or a sender, with no dependency.

Deliberately narrower than RFC 5321: ASCII only, a dotted domain, no quoted local
parts and no comments. That covers the addresses people type, and no accepted
address can carry a space or a line break into a message header.
"""

from __future__ import annotations

import re
from email.utils import parseaddr

_ATOM = r"[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
_LOCAL = rf"{_ATOM}(?:\.{_ATOM})*"
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_TLD = r"(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})"
_DOMAIN = rf"(?:{_LABEL}\.)+{_TLD}"
_ADDRESS = re.compile(rf"{_LOCAL}@{_DOMAIN}")
# In running text: not glued to more address characters on either side.
_IN_TEXT = re.compile(rf"(?<![\w.!#$%&'*+/=?^`{{|}}~@-])({_LOCAL}@{_DOMAIN})(?![\w@-]|\.[A-Za-z0-9])")

MAX_LENGTH = 254
MAX_LOCAL = 64


def is_address(text: str) -> bool:
    """Whether `text` is exactly one e-mail address we accept (``anna@example.org``)."""
    if len(text) > MAX_LENGTH or not _ADDRESS.fullmatch(text):
        return False
    return len(text.rsplit("@", 1)[0]) <= MAX_LOCAL


def find_addresses(text: str) -> list[str]:
    """The addresses written in `text`, in order, each once (compared without case)."""
    found: list[str] = []
    seen: set[str] = set()
    for match in _IN_TEXT.finditer(text):
        address = match.group(1)
        if is_address(address) and address.lower() not in seen:
            seen.add(address.lower())
            found.append(address)
    return found


def sender_address(value: str) -> str | None:
    """The bare address of a sender written as ``anna@example.org`` or ``Anna <anna@example.org>``."""
    if "\n" in value or "\r" in value:
        return None
    _, address = parseaddr(value)
    return address if is_address(address) else None
