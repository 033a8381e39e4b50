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

The pool starts its :data:`WORKERS` processes on first use (a killed one is replaced on the
next need); a batch of documents is shared among the free ones (:func:`run_split`). A worker is a plain
``python -c`` child (:mod:`runtime.documents.worker`), not a ``multiprocessing`` one: nothing
of the program that embeds the runtime is imported again in it, and killing it touches no
other task. It runs at a lower priority than the bot, in a session of its own (Ctrl-C at the
terminal is the bot's to handle), with an address space of at most :data:`MEMORY_LIMIT`
bytes, and ends when its input does — with the bot, however the bot ends.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import logging
import os
import pickle
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from typing import IO, Any, ParamSpec, TypeVar, cast

from runtime.documents.worker import read_frame, write_frame

__all__ = ["LARGE_TEXT_CHARS", "MEMORY_LIMIT", "SPLIT_ITEMS", "WORKERS", "WorkerLost", "large_texts", "run",
           "run_here", "run_split", "shutdown", "worker_pids"]

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
#: Items a share of a split task holds at least (:func:`run_split`): below it one worker does
#: the whole task, as a second one's start and the pickling would cost more than they save.
SPLIT_ITEMS = 24
_POLL_SECONDS = 0.02  # how often a task waiting for a free worker looks again


class WorkerLost(RuntimeError):
    """The worker died under the task (the system killed it: memory, a signal), or the pool is shut."""


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


async def run_split(fn: Callable[..., list[T]], items: Sequence[Any], *args: Any) -> list[T]:
    """``fn(items, *args)`` — a function that maps each item to one result, in order — with the
    items shared among the workers free now (at least one, waited for as :func:`run` does;
    never one busy with another task), each share run at once in its own worker, and the
    results put back in the items' order. A share that fails (or a cancel) stops the others
    and kills their workers, as :func:`run` does."""
    return await _pool().run_split(fn, items, *args)


def worker_pids() -> list[int]:
    """The process ids of the workers alive (for measures and tests)."""
    return _POOL.pids() if _POOL is not None else []


def shutdown() -> None:
    """Stop the workers, each with its pipes closed (a task running on one ends with
    WorkerLost; the next task starts new ones)."""
    global _POOL
    with _POOL_LOCK:
        pool, _POOL = _POOL, None
    if pool is not None:
        pool.close()


class _Worker:
    """One worker process and its two pipes; one task at a time.

    The pipes are closed exactly once, by whoever lets go of the worker last: a call in a thread
    owns them while it runs (a kill from elsewhere only ends it, and the call closes them on its
    way out); with no call running, :meth:`kill` and :meth:`close` close them at once. So a
    worker whose call never reached its thread (cancelled first) or had just returned is closed
    too, and nothing is left to the garbage collector."""

    def __init__(self) -> None:
        paths = [p or os.getcwd() for p in sys.path]  # the same modules as here, wherever they come from
        code = (f"import sys; sys.path[:0] = {paths!r}; "
                f"from runtime.documents.worker import serve; serve({MEMORY_LIMIT})")
        self.process = subprocess.Popen(
            [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            start_new_session=True, close_fds=True)
        self.pid = self.process.pid
        self._state = threading.Lock()
        self._calling = False  # a thread is in call(): the pipes are its to close
        self._ended = False  # killed or closed: no call begins any more

    def alive(self) -> bool:
        """Whether it can take a task: not stopped here, and not ended from outside."""
        with self._state:
            if self._ended:
                return False
        return self.process.poll() is None

    def call(self, fn: Callable[..., Any], args: tuple[Any, ...]) -> Any:
        """Send a task and wait for its answer (blocking: call it from a thread). A worker that
        ends meanwhile (killed) ends this call with WorkerLost, its pipes closed."""
        request = pickle.dumps((fn, args), protocol=pickle.HIGHEST_PROTOCOL)
        with self._state:
            if self._ended:
                raise WorkerLost(f"the document worker {self.pid} was stopped before running "
                                 f"{getattr(fn, '__name__', fn)}")
            self._calling = True
        answer: bytes | None = None
        try:
            write_frame(cast(IO[bytes], self.process.stdin), request)
            answer = read_frame(cast(IO[bytes], self.process.stdout))
        except (OSError, ValueError):  # a pipe closed under us: the worker is gone
            answer = None
        finally:
            with self._state:
                self._calling = False
                ended = self._ended = self._ended or answer is None
            if ended:  # killed while we read (or dead): the pipes were left to us
                self._close_pipes()
        if answer is None:
            raise WorkerLost(f"the document worker {self.pid} ended while running "
                             f"{getattr(fn, '__name__', fn)} (exit status {self.process.poll()})")
        done, value = pickle.loads(answer)
        if not done:
            raise value
        return value

    def kill(self) -> None:
        """Kill it now. A call running on it ends with WorkerLost and closes the pipes; with
        none running (never started, or already returned) they are closed here."""
        with contextlib.suppress(OSError):
            self.process.kill()
        with contextlib.suppress(subprocess.TimeoutExpired, OSError):
            self.process.wait(timeout=5)
        with self._state:
            self._ended = True
            if self._calling:
                return
        self._close_pipes()

    def close(self) -> None:
        """Let an idle worker end (its input closed), or kill it after a moment; a busy one —
        whose pipes its call is using — is killed at once."""
        with self._state:
            idle = not self._calling
            self._ended = True  # no call begins from here on
        if idle:
            with contextlib.suppress(OSError, ValueError):
                if self.process.stdin is not None:
                    self.process.stdin.close()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=2)
        self.kill()

    def _close_pipes(self) -> None:
        for pipe in (self.process.stdin, self.process.stdout):
            with contextlib.suppress(OSError, ValueError):
                if pipe is not None:
                    pipe.close()


class _Pool:
    """Workers handed to one task at a time; a killed worker is replaced on the next need."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._lock = threading.Lock()
        self._idle: list[_Worker] = []
        self._all: set[_Worker] = set()
        self._closed = False

    def pids(self) -> list[int]:
        with self._lock:
            return [w.pid for w in self._all if w.process.poll() is None]

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        worker = self._acquire_now() or await self._acquire()
        return await self._call(worker, fn, args)

    async def run_split(self, fn: Callable[..., list[T]], items: Sequence[Any], *args: Any) -> list[T]:
        workers = [self._acquire_now() or await self._acquire()]
        while len(workers) < min(self.size, len(items) // SPLIT_ITEMS):
            more = self._acquire_now()
            if more is None:
                break
            workers.append(more)
        if len(workers) == 1:
            return await self._call(workers[0], fn, (list(items), *args))
        shares = len(workers)
        started: list[_Worker] = []

        async def share(n: int) -> list[T]:
            started.append(workers[n])  # from here on, _call settles the worker whatever happens
            return await self._call(workers[n], fn, (list(items[n::shares]), *args))

        tasks: list[asyncio.Task[list[T]]] = []
        try:
            async with asyncio.TaskGroup() as group:  # documents alternate in kind: share by stride
                tasks = [group.create_task(share(n)) for n in range(shares)]
        except BaseExceptionGroup as failed:
            raise failed.exceptions[0] from None
        finally:
            for worker in workers:
                if worker not in started:  # its share never began (cancelled first): idle again
                    self._release(worker)
        out: list[T] = [None] * len(items)  # type: ignore[list-item]
        for n, task in enumerate(tasks):
            out[n::shares] = task.result()
        return out

    async def _call(self, worker: _Worker, fn: Callable[..., T], args: tuple[Any, ...]) -> T:
        try:
            result: T = await asyncio.to_thread(worker.call, fn, args)
        except WorkerLost:
            self._discard(worker)
            raise
        except asyncio.CancelledError:
            self._discard(worker)  # the timeout is real: the work stops with its process
            raise
        except Exception:
            self._release(worker)  # the task raised: the worker is fine
            raise
        except BaseException:
            self._discard(worker)
            raise
        self._release(worker)
        return result

    def _acquire_now(self) -> _Worker | None:
        with self._lock:
            if self._closed:
                raise WorkerLost("the document workers are shut down")
            while self._idle:
                worker = self._idle.pop()
                if worker.alive():
                    return worker
                self._all.discard(worker)  # ended while idle (killed from outside): replaced
                worker.close()  # reaped, its pipes closed
            if len(self._all) < self.size:
                if not self._all:  # first use: the others start now, ready for the next task or share
                    for _ in range(self.size - 1):
                        spare = _Worker()
                        self._all.add(spare)
                        self._idle.append(spare)
                worker = _Worker()
                self._all.add(worker)
                return worker
        return None

    async def _acquire(self) -> _Worker:
        while True:
            await asyncio.sleep(_POLL_SECONDS)
            worker = self._acquire_now()
            if worker is not None:
                return worker

    def _release(self, worker: _Worker) -> None:
        with self._lock:
            if worker in self._all and not self._closed:
                self._idle.append(worker)
                return
        worker.kill()  # the pool closed while it worked: ended, its pipes closed

    def _discard(self, worker: _Worker) -> None:
        with self._lock:
            self._all.discard(worker)
            if worker in self._idle:
                self._idle.remove(worker)
        worker.kill()  # a call still reading it ends with WorkerLost and closes its pipes; else kill() does

    def close(self) -> None:
        with self._lock:
            self._closed = True
            workers, self._all, self._idle = list(self._all), set(), []
        for worker in workers:
            worker.close()


_POOL: _Pool | None = None
_POOL_LOCK = threading.Lock()


def _pool() -> _Pool:
    global _POOL
    with _POOL_LOCK:
        if _POOL is None:
            _POOL = _Pool(WORKERS)
        return _POOL


atexit.register(shutdown)
