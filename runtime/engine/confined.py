"""File effects confined to the workspace and the trash at the moment they happen.

Authority checked when a step starts is not enough: a folder can be swapped for a link to
somewhere else between two files of a long move (a synced drive, a shared folder). Each
move here resolves the source's and the destination's folders *now*, opens them without
following a link, checks that the opened folders are the ones checked (same device and
inode) and inside the allowed roots, and renames between the two open folders — so a swap
after the check cannot redirect the file. Across file systems the file is copied through
the same open folders, never through a path.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import shutil
import stat
from pathlib import Path

from runtime.engine.workspace import AuthorityError, Workspace

_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
_CHUNK = 1 << 20


def _inside(real: Path, roots: tuple[Path, ...]) -> bool:
    return any(real == r or r in real.parents for r in roots)


def _open_dir(folder: Path, roots: tuple[Path, ...]) -> int:
    """An open descriptor of `folder` as it is now, refused unless it lies inside `roots`."""
    real = Path(os.path.realpath(folder))
    if not _inside(real, roots):
        raise AuthorityError(str(folder))
    before = os.stat(real, follow_symlinks=False)
    if not stat.S_ISDIR(before.st_mode):
        raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(folder))
    try:
        fd = os.open(real, _DIR_FLAGS)
    except OSError as exc:
        if exc.errno == errno.ELOOP:  # swapped for a link after the check
            raise AuthorityError(str(folder)) from exc
        raise
    opened = os.fstat(fd)
    if (opened.st_dev, opened.st_ino) != (before.st_dev, before.st_ino):
        os.close(fd)
        raise AuthorityError(str(folder))  # a folder on the way was swapped in between
    return fd


def confined_move(ws: Workspace, src: Path, dst: Path, *, make_parents: bool = True) -> None:
    """Move `src` to `dst` (which must not exist), both inside the workspace or the trash,
    checked at this moment; AuthorityError when either lies outside, now."""
    roots = (ws.root.resolve(), ws.trash.resolve())
    if make_parents:
        parent = Path(os.path.realpath(dst.parent))
        if not _inside(parent, roots):
            raise AuthorityError(str(dst))
        parent.mkdir(parents=True, exist_ok=True)
    src_fd = _open_dir(src.parent, roots)
    try:
        dst_fd = _open_dir(dst.parent, roots)
        try:
            try:
                os.stat(dst.name, dir_fd=dst_fd, follow_symlinks=False)
                raise FileExistsError(errno.EEXIST, "exists", str(dst))
            except FileNotFoundError:
                pass
            try:
                os.rename(src.name, dst.name, src_dir_fd=src_fd, dst_dir_fd=dst_fd)
            except OSError as exc:
                if exc.errno != errno.EXDEV:
                    raise
                _copy_across(src, dst, src_fd, dst_fd)
        finally:
            os.close(dst_fd)
    finally:
        os.close(src_fd)


def _copy_across(src: Path, dst: Path, src_fd: int, dst_fd: int) -> None:
    """Another file system: copy through the open folders, then remove the original."""
    info = os.stat(src.name, dir_fd=src_fd, follow_symlinks=False)
    if stat.S_ISDIR(info.st_mode):
        # a folder across file systems: its contents are copied by path, checked after
        target = Path(os.path.realpath(dst.parent)) / dst.name
        shutil.copytree(src, target, symlinks=True)
        shutil.rmtree(src)
        return
    if stat.S_ISLNK(info.st_mode):
        os.symlink(os.readlink(src.name, dir_fd=src_fd), dst.name, dir_fd=dst_fd)
        os.unlink(src.name, dir_fd=src_fd)
        return
    nofollow = getattr(os, "O_NOFOLLOW", 0)
    rfd = os.open(src.name, os.O_RDONLY | nofollow, dir_fd=src_fd)
    try:
        wfd = os.open(dst.name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | nofollow, info.st_mode & 0o777,
                      dir_fd=dst_fd)
        try:
            while chunk := os.read(rfd, _CHUNK):
                os.write(wfd, chunk)
            os.fsync(wfd)
        finally:
            os.close(wfd)
    finally:
        os.close(rfd)
    os.utime(dst.name, ns=(info.st_atime_ns, info.st_mtime_ns), dir_fd=dst_fd)
    os.unlink(src.name, dir_fd=src_fd)


def confined_copy(ws: Workspace, src: Path, dst: Path) -> None:
    """Copy the file `src` to a new `dst`, the destination's folder checked at this moment."""
    roots = (ws.root.resolve(), ws.trash.resolve())
    src_fd = _open_dir(src.parent, roots)
    try:
        dst_fd = _open_dir(dst.parent, roots)
        try:
            nofollow = getattr(os, "O_NOFOLLOW", 0)
            rfd = os.open(src.name, os.O_RDONLY | nofollow, dir_fd=src_fd)
            try:
                info = os.fstat(rfd)
                wfd = os.open(dst.name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | nofollow,
                              info.st_mode & 0o777, dir_fd=dst_fd)
                try:
                    while chunk := os.read(rfd, _CHUNK):
                        os.write(wfd, chunk)
                except BaseException:
                    os.close(wfd)
                    os.unlink(dst.name, dir_fd=dst_fd)  # never half a copy
                    raise
                os.close(wfd)
            finally:
                os.close(rfd)
            os.utime(dst.name, ns=(info.st_atime_ns, info.st_mtime_ns), dir_fd=dst_fd)
        finally:
            os.close(dst_fd)
    finally:
        os.close(src_fd)


def confined_replace(ws: Workspace, src: Path, dst: Path) -> None:
    """Put a copy of the file `src` in place of `dst` (restoring a previous version), through
    a temporary file in `dst`'s folder as it is now."""
    roots = (ws.root.resolve(), ws.trash.resolve())
    src_fd = _open_dir(src.parent, roots)
    try:
        dst_fd = _open_dir(dst.parent, roots)
        try:
            nofollow = getattr(os, "O_NOFOLLOW", 0)
            temp = f".metnos-restore-{os.getpid()}-{dst.name}"[:200]
            rfd = os.open(src.name, os.O_RDONLY | nofollow, dir_fd=src_fd)
            try:
                info = os.fstat(rfd)
                wfd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | nofollow,
                              info.st_mode & 0o777, dir_fd=dst_fd)
                try:
                    while chunk := os.read(rfd, _CHUNK):
                        os.write(wfd, chunk)
                    os.fsync(wfd)
                finally:
                    os.close(wfd)
            finally:
                os.close(rfd)
            os.replace(temp, dst.name, src_dir_fd=dst_fd, dst_dir_fd=dst_fd)
        finally:
            os.close(dst_fd)
    finally:
        os.close(src_fd)


def open_folder(ws: Workspace, folder: Path, *, make: bool = False) -> int:
    """An open descriptor of `folder`, reached from the workspace's root one name at a time
    without following a link (each missing folder made on the way when `make`): a folder
    swapped for a link anywhere on the way is refused, never followed."""
    root = ws.root.resolve()
    try:
        rel = Path(os.path.abspath(folder)).relative_to(root)
    except ValueError:
        raise AuthorityError(str(folder)) from None
    fd = os.open(root, _DIR_FLAGS)
    try:
        for name in rel.parts:
            if make:
                with contextlib.suppress(FileExistsError):
                    os.mkdir(name, dir_fd=fd)
            try:
                inner = os.open(name, _DIR_FLAGS, dir_fd=fd)
            except OSError as exc:
                if exc.errno == errno.ELOOP:  # a link where a folder was
                    raise AuthorityError(str(folder)) from exc
                raise
            os.close(fd)
            fd = inner
    except BaseException:
        os.close(fd)
        raise
    return fd


def confined_write(ws: Workspace, target: Path, data: bytes, *, mode: int | None = None) -> None:
    """Write `data` in place of `target` through a temporary file in its folder as it is now
    (reached without following a link, missing folders made on the way), so a folder swapped
    for a link after the checks cannot send the file outside; a crash leaves no half file."""
    fd = open_folder(ws, target.parent, make=True)
    try:
        temp = f".metnos-{secrets.token_hex(6)}.tmp"
        wfd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600,
                      dir_fd=fd)
        try:
            try:
                if mode is not None:
                    os.fchmod(wfd, mode)
                view = memoryview(data)
                while view:
                    view = view[os.write(wfd, view):]
                os.fsync(wfd)
            finally:
                os.close(wfd)
            os.replace(temp, target.name, src_dir_fd=fd, dst_dir_fd=fd)
        except BaseException:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(temp, dir_fd=fd)
            raise
    finally:
        os.close(fd)


def confined_mkdir(ws: Workspace, folder: Path) -> None:
    """Make the folder `folder` (its parent must exist), the parent reached as it is now
    without following a link."""
    fd = open_folder(ws, folder.parent)
    try:
        os.mkdir(folder.name, dir_fd=fd)
    finally:
        os.close(fd)
