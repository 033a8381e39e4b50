"""The document worker process: runs the functions it is sent, one at a time, until its input ends.

Started by :mod:`runtime.documents.work` as ``python -c "...; serve(limit)"``, it reads requests
from its standard input and writes answers on the standard output it had at start (the
program's own prints go to standard error instead). A request is a pickled ``(function,
arguments)``; an answer a pickled ``(True, value)`` or ``(False, exception)``. Each frame is
its length (8 bytes, big-endian) then its bytes.

Before serving, the worker lowers its priority, ignores Ctrl-C (the bot decides when it
stops), caps its address space at `limit` bytes (a document that defeats every budget fails
with MemoryError instead of taking memory from the bot) and keeps the libraries' warnings
and log records to itself.
"""

from __future__ import annotations

import contextlib
import logging
import os
import pickle
import signal
import struct
import sys
import warnings
from typing import IO, Any

_HEADER = struct.Struct(">Q")


def read_frame(stream: IO[bytes]) -> bytes | None:
    """One frame from `stream`, or None at its end (a frame cut short counts as the end)."""
    head = _read_exactly(stream, _HEADER.size)
    if head is None:
        return None
    return _read_exactly(stream, _HEADER.unpack(head)[0])


def _read_exactly(stream: IO[bytes], size: int) -> bytes | None:
    parts: list[bytes] = []
    left = size
    while left:
        chunk = stream.read(min(left, 1 << 20))
        if not chunk:
            return None
        parts.append(chunk)
        left -= len(chunk)
    return b"".join(parts)


def write_frame(stream: IO[bytes], payload: bytes) -> None:
    stream.write(_HEADER.pack(len(payload)))
    stream.write(payload)
    stream.flush()


def _limit(limit: int) -> None:
    with contextlib.suppress(OSError, AttributeError):
        os.nice(5)
    with contextlib.suppress(ValueError, OSError, AttributeError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        wanted = limit if hard == resource.RLIM_INFINITY else min(limit, hard)
        if soft == resource.RLIM_INFINITY or soft > wanted:
            resource.setrlimit(resource.RLIMIT_AS, (wanted, hard))
    except (ImportError, ValueError, OSError):
        pass


def _answer(request: bytes) -> bytes:
    try:
        fn, args = pickle.loads(request)
        value: Any = fn(*args)
        return pickle.dumps((True, value), protocol=pickle.HIGHEST_PROTOCOL)
    except BaseException as exc:  # every failure goes back to the caller, as a value
        try:
            return pickle.dumps((False, exc), protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:
            return pickle.dumps((False, RuntimeError(f"{type(exc).__name__}: {exc}"[:500])))


def serve(limit: int) -> None:
    """Answer requests until standard input ends."""
    answers = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # what the libraries print is not an answer
    sys.stdout = sys.stderr
    requests = sys.stdin.buffer
    _limit(limit)
    warnings.simplefilter("ignore")
    logging.basicConfig(handlers=[logging.NullHandler()], force=True)
    import runtime.documents.tasks  # noqa: F401  (the readers, loaded before the first request)

    with contextlib.suppress(ImportError):
        import openpyxl.styles.numbers  # noqa: F401
        import pypdf  # noqa: F401

    while (request := read_frame(requests)) is not None:
        try:
            write_frame(answers, _answer(request))
        except OSError:  # the bot is gone (or killed this worker's pipe): nobody to answer
            return
