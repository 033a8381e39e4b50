"""Authority over paths: every path a step touches must resolve inside the user's workspace."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from runtime.errors import MetnosError


class AuthorityError(MetnosError):
    """A path resolves outside the workspace (``..``, an absolute path, or a symlink)."""

    def __init__(self, path: str) -> None:
        super().__init__(path)
        self.path = path


@dataclass(frozen=True)
class Workspace:
    """A user's workspace root (``~`` in plans) and their trash."""

    root: Path
    trash: Path

    @cached_property
    def real_root(self) -> Path:
        """The root with its links resolved, once per workspace (a turn's): not once per path."""
        return self.root.resolve()

    def resolve(self, path: str | Path) -> Path:
        """The real absolute path of `path`, refusing anything that leaves the workspace.

        ``~`` and ``~/x`` are the workspace root; relative paths are relative to it.
        Symlinks are followed before the check, so a link pointing out is refused.
        """
        return self._resolve(path, None)

    def resolve_all(self, paths: Iterable[str | Path]) -> list[Path]:
        """:meth:`resolve` of each path (AuthorityError at the first outside): a folder they
        share is resolved once, and a name in it followed only when it is a symlink."""
        folders: dict[str, Path] = {}
        return [self._resolve(path, folders) for path in paths]

    def _resolve(self, path: str | Path, folders: dict[str, Path] | None) -> Path:
        raw = str(path).strip()
        if raw in ("~", ""):
            candidate = self.root
        elif raw.startswith("~/"):
            candidate = self.root / raw[2:]
        elif raw.startswith("~"):
            raise AuthorityError(raw)  # ~otheruser
        else:
            candidate = Path(raw) if os.path.isabs(raw) else self.root / raw
        real_root = self.real_root
        real = candidate.resolve(strict=False) if folders is None else _real(candidate, folders)
        if real != real_root and real_root not in real.parents:
            raise AuthorityError(raw)
        return real

    def contains(self, path: str | Path) -> bool:
        try:
            self.resolve(path)
        except AuthorityError:
            return False
        return True

    def display(self, path: str | Path) -> str:
        """``~/Acquisti/a.pdf`` for a path inside the workspace."""
        if str(path).startswith("~"):
            return str(path)
        p = Path(path)
        for root in (self.real_root, self.root):
            try:
                rel = p.relative_to(root)
            except ValueError:
                continue
            return "~" if str(rel) == "." else f"~/{rel.as_posix()}"
        return p.name


def _real(candidate: Path, folders: dict[str, Path]) -> Path:
    """``candidate.resolve()`` with its folder's real path taken from (or added to) `folders`:
    the name itself is looked at (``lstat``), and followed the slow way only when it is a link."""
    parent, name = os.path.split(os.fspath(candidate))
    if name in ("", ".", ".."):
        return candidate.resolve(strict=False)
    folder = folders.get(parent)
    if folder is None:
        folder = folders[parent] = Path(parent).resolve(strict=False)
    real = folder / name
    try:
        if not stat.S_ISLNK(os.lstat(real).st_mode):
            return real
    except OSError:  # missing, or not to be looked at: as resolve() says
        pass
    return candidate.resolve(strict=False)
