"""The terminal channel: ``metnos chat`` and the prompts of ``metnos plan run``.

Lines come from standard input (a terminal or a pipe); each reply is printed; a
prompt shows numbered choices and takes the next line as its answer.
"""

from __future__ import annotations

import asyncio
import sys
from typing import TextIO

from runtime.runtime import Runtime
from runtime.turn import Prompt, Reply, Request

CONVERSATION = "terminal"


def render_reply(reply: Reply) -> str:
    """A reply as terminal text: the answer, attached files, numbered choices."""
    lines = [reply.text]
    for path in reply.files:
        lines.append(f"📎 {path}")
    if reply.prompt is not None:
        for number, choice in enumerate(reply.prompt.choices, start=1):
            lines.append(f"  [{number}] {choice.label}")
    return "\n".join(lines)


def choice_for(prompt: Prompt, line: str) -> str | None:
    """The choice key a typed number stands for (None when the line is not a number)."""
    text = line.strip()
    if text.isdigit() and 1 <= int(text) <= len(prompt.choices):
        return prompt.choices[int(text) - 1].key
    return None


async def _read_line(stream: TextIO) -> str | None:
    line = await asyncio.to_thread(stream.readline)
    return None if line == "" else line.rstrip("\r\n")


async def answer_prompts(
    rt: Runtime, reply: Reply, *, user: str, conversation_id: str, stdin: TextIO, stdout: TextIO
) -> Reply:
    """While `reply` carries a prompt, read the answer from `stdin` and resume."""
    while reply.prompt is not None:
        line = await _read_line(stdin)
        if line is None:
            return reply
        key = choice_for(reply.prompt, line)
        if key is not None:
            reply = await rt.resume(reply.prompt.dialogue_id, key, user=user,
                                    conversation_id=conversation_id, locale=reply.locale)
        else:
            reply = await rt.handle(Request(user=user, text=line, conversation_id=conversation_id,
                                            channel="terminal", locale=reply.locale))
        stdout.write(render_reply(reply) + "\n\n")
        stdout.flush()
    return reply


async def chat(rt: Runtime, *, user: str, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> int:
    """Read requests until end of input; print every reply."""
    interactive = stdin.isatty()
    if interactive:
        ws = rt.workspace_for(await _user(rt, user))
        stdout.write(f"Metnos — {user} — workspace {ws.root}\n(help / aiuto, Ctrl-D to quit)\n\n")
    prompt: Prompt | None = None
    locale: str | None = None
    while True:
        if interactive:
            stdout.write("› ")
            stdout.flush()
        line = await _read_line(stdin)
        if line is None:
            break
        if not line.strip():
            continue
        key = choice_for(prompt, line) if prompt is not None else None
        if prompt is not None and key is not None:
            reply = await rt.resume(prompt.dialogue_id, key, user=user,
                                    conversation_id=CONVERSATION, locale=locale)
        else:
            reply = await rt.handle(Request(user=user, text=line, conversation_id=CONVERSATION,
                                            channel="terminal", locale=locale))
        prompt, locale = reply.prompt, reply.locale
        stdout.write(render_reply(reply) + "\n\n")
        stdout.flush()
    return 0


async def _user(rt: Runtime, name: str):  # type: ignore[no-untyped-def]
    found = await rt.users.by_name(name)
    assert found is not None
    return found
