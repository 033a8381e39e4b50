"""An OpenAI-compatible chat completions double: a real HTTP/1.1 server on 127.0.0.1.

The real ``ModelPlanner`` talks to it over HTTP::

    api = await FakeModelAPI.start()
    api.plan({"steps": [...]})          # the next answer: a plan
    api.answer("not json at all")       # then garbage
    api.fail(500)                       # then an HTTP error
    api.slow(5.0, {"steps": [...]})     # then an answer later than the client waits
    api.refuse_json_schema()            # from now on, HTTP 400 to any json_schema request
    ...
    await api.stop()

Each request takes the next scripted answer; with none left it answers HTTP 500 and
says so. A server that refuses ``json_schema`` answers those requests 400 (as llama.cpp
builds without grammar support do) without taking a scripted answer. ``requests`` records what arrived (path, headers, JSON body) so that tests can
look at the system prompt and the Authorization header.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections import deque
from dataclasses import dataclass, field
from typing import Any

JSON = dict[str, Any]


@dataclass(frozen=True)
class Scripted:
    """One answer: an HTTP status, the assistant's text (or a raw body), an optional delay."""

    status: int = 200
    content: str | None = None
    raw_body: str | None = None
    delay: float = 0.0


@dataclass(frozen=True)
class Received:
    """One request as it arrived."""

    method: str
    path: str
    headers: dict[str, str]
    body: JSON

    @property
    def messages(self) -> list[JSON]:
        return list(self.body.get("messages", []))

    @property
    def system(self) -> str:
        return next((str(m["content"]) for m in self.messages if m.get("role") == "system"), "")


@dataclass
class FakeModelAPI:
    """The server, its script and its record."""

    host: str = "127.0.0.1"
    port: int = 0
    script: deque[Scripted] = field(default_factory=deque)
    requests: list[Received] = field(default_factory=list)
    json_schema_refused: bool = False
    _server: asyncio.Server | None = None
    _tasks: set[asyncio.Task[None]] = field(default_factory=set)

    @classmethod
    async def start(cls) -> FakeModelAPI:
        api = cls()
        api._server = await asyncio.start_server(api._serve, api.host, 0)
        api.port = api._server.sockets[0].getsockname()[1]
        return api

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    async def stop(self) -> None:
        for task in list(self._tasks):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    # --- the script ----------------------------------------------------------------------

    def plan(self, plan: JSON, *, delay: float = 0.0) -> None:
        """Answer with this plan (or any JSON object) as the assistant's message."""
        self.script.append(Scripted(content=json.dumps(plan), delay=delay))

    def answer(self, content: str) -> None:
        """Answer with this exact assistant text."""
        self.script.append(Scripted(content=content))

    def slow(self, delay: float, plan: JSON) -> None:
        """Answer with `plan`, but only after `delay` seconds."""
        self.plan(plan, delay=delay)

    def fail(self, status: int, body: str = '{"error": {"message": "scripted failure"}}') -> None:
        """Answer with an HTTP error."""
        self.script.append(Scripted(status=status, raw_body=body))

    def refuse_json_schema(self) -> None:
        """Answer HTTP 400 about response_format to every request asking for a json_schema."""
        self.json_schema_refused = True

    def raw(self, body: str) -> None:
        """Answer 200 with this raw body (not a chat completion)."""
        self.script.append(Scripted(raw_body=body))

    # --- HTTP ----------------------------------------------------------------------------

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)  # type: ignore[arg-type]
        try:
            await self._one(reader, writer)
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        finally:
            self._tasks.discard(task)  # type: ignore[arg-type]
            writer.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()

    async def _one(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
        request_line, *header_lines = head.split("\r\n")
        method, path, _ = request_line.split(" ", 2)
        headers = {k.strip().lower(): v.strip() for k, v in
                   (line.split(":", 1) for line in header_lines if ":" in line)}
        size = int(headers.get("content-length", "0"))
        data = await reader.readexactly(size) if size else b""
        body = json.loads(data) if data else {}
        self.requests.append(Received(method, path, headers, body))
        if method != "POST" or path != "/v1/chat/completions":
            return await self._send(writer, 404, '{"error": {"message": "not found"}}')
        if self.json_schema_refused and (body.get("response_format") or {}).get("type") == "json_schema":
            return await self._send(writer, 400, '{"error": {"message": "response_format type '
                                                 'json_schema is not supported"}}')
        if not self.script:
            return await self._send(writer, 500, '{"error": {"message": "no scripted answer"}}')
        step = self.script.popleft()
        if step.delay:
            await asyncio.sleep(step.delay)
        if step.raw_body is not None:
            return await self._send(writer, step.status, step.raw_body)
        completion = {
            "id": f"chatcmpl-{len(self.requests)}", "object": "chat.completion",
            "model": body.get("model", "?"),
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": step.content}}],
        }
        await self._send(writer, step.status, json.dumps(completion))

    async def _send(self, writer: asyncio.StreamWriter, status: int, text: str) -> None:
        payload = text.encode()
        writer.write(
            f"HTTP/1.1 {status} X\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(payload)}\r\nConnection: close\r\n\r\n".encode() + payload
        )
        await writer.drain()
