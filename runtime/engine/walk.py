"""Walking a workspace folder at scale: ``os.scandir`` with an explicit stack, in ``os.walk``'s order.

Each folder is listed once and its entries sorted by name; whether an entry is a folder comes
from the listing itself (no ``stat``) unless the entry is a link. Links to folders are reported
with the folders but never entered, so a walk cannot leave the folder it started in; whether a
link's target lies inside the workspace is :func:`link_target`'s question, asked only of links.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass


@dataclass(slots=True)
class Listing:
    """One folder of a walk: its path, its path relative to the start, and its entries."""

    path: str
    rel: str  # "" for the start, else "A" or "A/B" (``/``-separated)
    dirs: list[os.DirEntry[str]]  # folders and links to folders, dot-names left out, by name
    files: list[os.DirEntry[str]]  # everything else, dot-names included, by name

    def child(self, name: str) -> str:
        """The path of an entry named `name` relative to the start of the walk."""
        return f"{self.rel}/{name}" if self.rel else name


def is_dir(entry: os.DirEntry[str]) -> bool:
    """A folder, or a link to one (as ``os.walk`` counts them); False when it cannot be told."""
    try:
        return entry.is_dir()
    except OSError:  # a link loop, a vanished entry
        return False


def is_file(entry: os.DirEntry[str]) -> bool:
    """A file, or a link to one; False when it cannot be told."""
    try:
        return entry.is_file()
    except OSError:
        return False


def _by_name(entry: os.DirEntry[str]) -> str:
    return entry.name


def walk(top: str, *, recursive: bool = True) -> Iterator[Listing]:
    """The folders under `top`, top-down, sorted by name, without entering links or dot-folders.

    The order and the split of entries are those of ``os.walk(top, followlinks=False)`` with
    sorted, dot-free folder names; a folder that cannot be listed is left out, as there.
    """
    stack: list[tuple[str, str]] = [(top, "")]
    while stack:
        path, rel = stack.pop()
        try:
            with os.scandir(path) as listing:
                entries = sorted(listing, key=_by_name)
        except OSError:
            continue
        dirs: list[os.DirEntry[str]] = []
        files: list[os.DirEntry[str]] = []
        for entry in entries:
            try:
                folder_like = entry.is_dir()  # from the listing, unless a link
            except OSError:  # a link loop, a vanished entry
                folder_like = False
            if not folder_like:
                files.append(entry)
            elif not entry.name.startswith("."):
                dirs.append(entry)
        folder = Listing(path, rel, dirs, files)
        yield folder
        if recursive:
            stack.extend((d.path, folder.child(d.name)) for d in reversed(dirs) if not d.is_symlink())


def root_prefix(real_root: str) -> str:
    """What every path strictly inside `real_root` starts with."""
    return real_root if real_root.endswith(os.sep) else real_root + os.sep


def inside(real: str, real_root: str) -> bool:
    """Whether the resolved path `real` is `real_root` or lies under it."""
    return real == real_root or real.startswith(root_prefix(real_root))


def link_target(entry: os.DirEntry[str], real_root: str) -> str | None:
    """The resolved target of the link `entry`, or None when it leaves `real_root`."""
    target = os.path.realpath(entry.path)
    return target if inside(target, real_root) else None
