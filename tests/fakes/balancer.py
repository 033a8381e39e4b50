"""A small round-robin HTTP load balancer on 127.0.0.1, for the cluster tests and benchmark.

No HAProxy or nginx on the test machines, so this stands in for one, doing what such a
balancer in front of webhook workers does and nothing more:

* each HTTP/1.1 request (``Content-Length`` bodies; what Telegram sends) goes to the next
  backend in turn, on a connection of its own (``Connection: close`` towards the backend), and
  the answer comes back on the client's keep-alive connection;
* a backend that refuses the connection is marked down for ``down_seconds`` and the request
  goes to the next one — it never reached the dead one, so this is safe (HAProxy's
  ``option redispatch``);
* a backend that accepted the request and then fails (closed, killed) gets the client a
  ``502``: the request may have reached it, so the sender decides whether to send it again
  (Telegram does);
* all backends down: ``503``.

``forwarded`` counts the requests each backend answered.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import Counter

Backend = tuple[str, int]
MAX_HEAD = 64 * 1024


def _response(status: int, reason: str) -> bytes:
    body = reason.encode()
    return (f"HTTP/1.1 {status} {reason}\r\nContent-Type: text/plain\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode() + body


async def _read_message(reader: asyncio.StreamReader) -> tuple[bytes, bytes] | None:
    """One HTTP message: (head without its blank line, body); None at a clean end."""
    try:
        head = await reader.readuntil(b"\r\n\r\n")
    except asyncio.IncompleteReadError:
        return None
    except asyncio.LimitOverrunError:
        raise ValueError("header too large") from None
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip())
    body = await reader.readexactly(length) if length else b""
    return head[:-4], body


def _without(head: bytes, name: bytes) -> list[bytes]:
    return [line for line in head.split(b"\r\n")
            if line.partition(b":")[0].strip().lower() != name]


class RoundRobinBalancer:
    """See the module doc."""

    def __init__(self, backends: list[Backend], *, host: str = "127.0.0.1", port: int = 0,
                 down_seconds: float = 2.0, timeout: float = 60.0) -> None:
        self.backends = list(backends)
        self.host, self.port = host, port
        self.down_seconds = down_seconds
        self.timeout = timeout
        self.forwarded: Counter[Backend] = Counter()
        self.failed = 0  # requests answered 502/503
        self._next = 0
        self._down: dict[Backend, float] = {}
        self._server: asyncio.Server | None = None
        self._clients: set[asyncio.Task[None]] = set()

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    async def start(self) -> RoundRobinBalancer:
        self._server = await asyncio.start_server(self._serve, self.host, self.port,
                                                  limit=MAX_HEAD)
        self.port = int(self._server.sockets[0].getsockname()[1])
        return self

    async def stop(self) -> None:
        server, self._server = self._server, None
        if server is None:
            return
        server.close()
        for task in list(self._clients):
            task.cancel()
        await asyncio.gather(*self._clients, return_exceptions=True)
        await server.wait_closed()

    def _order(self) -> list[Backend]:
        """The backends to try for the next request: the next in turn first, those marked
        down last."""
        n = len(self.backends)
        start, self._next = self._next, (self._next + 1) % n
        turn = [self.backends[(start + i) % n] for i in range(n)]
        now = time.monotonic()
        return ([b for b in turn if self._down.get(b, 0.0) <= now]
                + [b for b in turn if self._down.get(b, 0.0) > now])

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._clients.add(task)
        try:
            while True:
                try:
                    message = await _read_message(reader)
                except (ValueError, ConnectionError):
                    break
                if message is None:
                    break
                writer.write(await self._forward(*message))
                await writer.drain()
        except (ConnectionError, asyncio.CancelledError):
            pass
        finally:
            self._clients.discard(task)
            writer.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()

    async def _forward(self, head: bytes, body: bytes) -> bytes:
        lines = _without(head, b"connection")
        request = b"\r\n".join([*lines, b"Connection: close"]) + b"\r\n\r\n" + body
        for backend in self._order():
            try:
                r, w = await asyncio.wait_for(asyncio.open_connection(*backend), 5.0)
            except (OSError, TimeoutError):
                self._down[backend] = time.monotonic() + self.down_seconds
                continue  # never reached it: the next one may take it
            try:
                w.write(request)
                await w.drain()
                answer = await asyncio.wait_for(_read_message(r), self.timeout)
                if answer is None:
                    raise ConnectionError("closed before answering")
            except (OSError, TimeoutError, ValueError, asyncio.IncompleteReadError):
                self._down[backend] = time.monotonic() + self.down_seconds
                self.failed += 1
                return _response(502, "Bad Gateway")
            finally:
                w.close()
                with contextlib.suppress(Exception):
                    await w.wait_closed()
            self.forwarded[backend] += 1
            answer_head, answer_body = answer
            kept = _without(answer_head, b"connection")
            return b"\r\n".join(kept) + b"\r\n\r\n" + answer_body
        self.failed += 1
        return _response(503, "Service Unavailable")


class BalancerProcess:
    """The same balancer in a process of its own (``python -m tests.fakes.balancer``), so that
    a benchmark's own process does not pay for proxying."""

    def __init__(self, backends: list[Backend]) -> None:
        import subprocess
        import sys

        args = [sys.executable, "-m", "tests.fakes.balancer"]
        for host, port in backends:
            args += ["--backend", f"{host}:{port}"]
        self._proc = subprocess.Popen(args, stdout=subprocess.PIPE, stdin=subprocess.DEVNULL,
                                      text=True)
        assert self._proc.stdout is not None
        line = self._proc.stdout.readline().strip()
        if not line.startswith("http://"):
            self._proc.kill()
            raise RuntimeError(f"the balancer did not start: {line!r}")
        self.url = line

    def stop(self) -> None:
        if self._proc.poll() is None:
            self._proc.terminate()
            self._proc.wait(timeout=10)


def _main() -> None:
    import argparse
    import signal

    parser = argparse.ArgumentParser(description="round-robin HTTP balancer on 127.0.0.1")
    parser.add_argument("--backend", action="append", default=[], help="host:port")
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    backends = [(b.rsplit(":", 1)[0], int(b.rsplit(":", 1)[1])) for b in args.backend]

    async def serve() -> None:
        balancer = await RoundRobinBalancer(backends, port=args.port).start()
        print(balancer.url, flush=True)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, stop.set)
        await stop.wait()
        await balancer.stop()

    asyncio.run(serve())


if __name__ == "__main__":
    _main()
