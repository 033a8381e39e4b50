"""Document work a timeout can stop: a small pool of worker processes, killed on a timeout.

A thread cannot be stopped: ``asyncio.wait_for`` around ``asyncio.to_thread`` gives up waiting
at the timeout, but the thread goes on — and while it runs a long regular expression or a
pure-Python parser it holds the interpreter lock, so every other user waits with it. Work whose
cost is not bounded by its size (parsing a PDF, an XLSX or a DOCX: a small file can inflate to
hundreds of megabytes) or that is large (extraction and summaries over many characters) runs
in a worker process instead (:func:`run`). When the step's timeout cancels the wait, that
worker is killed at once and the next task gets a fresh one; a task that raises leaves its
worker to the next. Small work stays in a thread (:func:`run_here`): its size bounds its
time, and a process would cost more than the work.

The pool starts on first use, with at most :data:`WORKERS` processes (started by a fork
server that imported the readers once, so a replacement starts in milliseconds); each worker
runs at a lower priority than the bot, ignores Ctrl-C (the bot decides), and has an address
space of at most :data:`MEMORY_LIMIT` bytes, so a document that defeats every budget fails its
own read instead of taking the bot down.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import signal
import threading
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.context import BaseContext
from typing import Any, ParamSpec, TypeVar

__all__ = ["LARGE_TEXT_CHARS", "MEMORY_LIMIT", "WORKERS", "WorkerLost", "large_texts", "run", "run_here",
           "shutdown", "worker_pids"]

log = logging.getLogger(__name__)

P = ParamSpec("P")
T = TypeVar("T")

#: Worker processes at most (the bot's host has a few cores; each worker holds some 60 MB).
WORKERS = 2
#: The address space a worker may take.
MEMORY_LIMIT = 1 << 30
#: Text above this many characters (all documents of a step together) is extracted from or
#: summarized in a worker: below it the work takes a fraction of a second.
LARGE_TEXT_CHARS = 100_000
#: What the fork server imports once, so that every worker starts with the readers loaded.
_PRELOAD = ["runtime.documents.tasks"]
_POLL_SECONDS = 0.02  # how often a task waiting for a free worker looks again


class WorkerLost(RuntimeError):
    """The worker died under the task (the system killed it: memory, a signal)."""


def large_texts(texts: list[str]) -> bool:
    """Whether work over `texts` is large enough to go to a worker."""
    total = 0
    for text in texts:
        total += len(text)
        if total > LARGE_TEXT_CHARS:
            return True
    return False


async def run_here(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Run small work in a thread (its size bounds its time)."""
    return await asyncio.to_thread(fn, *args, **kwargs)


async def run(fn: Callable[..., T], *args: Any) -> T:
    """Run ``fn(*args)`` in a worker process and return what it returns (or raise what it
    raised). Cancelled — the step's timeout — the worker is killed before this returns.
    `fn` and its arguments travel by pickling: a module-level function and plain values."""
    return await _pool().run(fn, *args)


def worker_pids() -> list[int]:
    """The process ids of the workers started (for measures and tests)."""
    return _POOL.pids() if _POOL is not None else []


def shutdown() -> None:
    """Stop the workers (they also stop when the interpreter exits)."""
    global _POOL
    with _POOL_LOCK:
        pool, _POOL = _POOL, None
    if pool is not None:
        pool.close()


def _setup_worker(limit: int) -> None:
    """Each worker's start: lower priority, no Ctrl-C, bounded memory (where the system allows)."""
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


def _context() -> BaseContext:
    """A fork server where there is one (never fork a process that has threads), else spawn."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        with contextlib.suppress(Exception):  # only before the fork server starts; best effort
            context.set_forkserver_preload(_PRELOAD)
        return context
    return multiprocessing.get_context("spawn")


class _Worker:
    """One worker process (a single-process executor, so that killing it touches no other task)."""

    def __init__(self, context: BaseContext) -> None:
        self.executor = ProcessPoolExecutor(1, mp_context=context, initializer=_setup_worker,
                                            initargs=(MEMORY_LIMIT,))
        self.pid: int | None = None

    def start(self) -> None:
        """Start the process (blocking: call it from a thread)."""
        self.pid = self.executor.submit(os.getpid).result()

    def kill(self) -> None:
        processes = dict(getattr(self.executor, "_processes", None) or {})
        for process in processes.values():
            with contextlib.suppress(Exception):
                process.kill()
        self.executor.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        self.executor.shutdown(wait=True, cancel_futures=True)


class _Pool:
    """Workers handed to one task at a time; a killed worker is replaced on the next need."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._context = _context()
        self._lock = threading.Lock()
        self._idle: list[_Worker] = []
        self._all: set[_Worker] = set()
        self._closed = False

    def pids(self) -> list[int]:
        with self._lock:
            return [w.pid for w in self._all if w.pid is not None]

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        worker = await self._acquire()
        try:
            result: T = await asyncio.wrap_future(worker.executor.submit(fn, *args))
        except BrokenProcessPool as exc:
            self._discard(worker)
            raise WorkerLost(f"a document worker died while running {getattr(fn, '__name__', fn)}") from exc
        except asyncio.CancelledError:
            self._discard(worker)  # the timeout is real: the work stops with its process
            raise
        except BaseException as exc:
            if isinstance(exc, Exception):
                self._release(worker)  # the task raised: the worker is fine
            else:
                self._discard(worker)
            raise
        self._release(worker)
        return result

    async def _acquire(self) -> _Worker:
        while True:
            with self._lock:
                if self._closed:
                    raise WorkerLost("the document workers are shut down")
                if self._idle:
                    return self._idle.pop()
                fresh = _Worker(self._context) if len(self._all) < self.size else None
                if fresh is not None:
                    self._all.add(fresh)
            if fresh is not None:
                return await self._start(fresh)
            await asyncio.sleep(_POLL_SECONDS)

    async def _start(self, worker: _Worker) -> _Worker:
        starting = asyncio.ensure_future(asyncio.to_thread(worker.start))
        try:
            await asyncio.shield(starting)
        except asyncio.CancelledError:
            starting.add_done_callback(lambda _: self._release(worker))  # started for the next task
            raise
        except BaseException:
            self._discard(worker)
            raise
        return worker

    def _release(self, worker: _Worker) -> None:
        with self._lock:
            if worker in self._all and not self._closed:
                self._idle.append(worker)
                return
        worker.kill()

    def _discard(self, worker: _Worker) -> None:
        with self._lock:
            self._all.discard(worker)
            if worker in self._idle:
                self._idle.remove(worker)
        worker.kill()

    def close(self) -> None:
        with self._lock:
            self._closed = True
            workers, self._all, self._idle = list(self._all), set(), []
        for worker in workers:
            with contextlib.suppress(Exception):
                worker.close()


_POOL: _Pool | None = None
_POOL_LOCK = threading.Lock()


def _pool() -> _Pool:
    global _POOL
    with _POOL_LOCK:
        if _POOL is None:
            _POOL = _Pool(WORKERS)
        return _POOL
