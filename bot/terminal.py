"""The terminal channel: ``metnos chat`` and the prompts of ``metnos plan run``.

Lines come from standard input (a terminal or a pipe); each reply is printed; a
prompt shows numbered choices and takes the next line as its answer.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
from typing import TextIO

from runtime import Prompt, Reply, Request, Runtime, User, shown

CONVERSATION = "terminal"
log = logging.getLogger(__name__)


def render_reply(reply: Reply) -> str:
    """A reply as terminal text: the answer, attached files, numbered choices."""
    lines = [reply.text]
    for path in reply.files:
        lines.append(f"📎 {path}")
    if reply.prompt is not None:
        for number, choice in enumerate(reply.prompt.choices, start=1):
            lines.append(f"  [{number}] {choice.label}")
    return shown("\n".join(lines))  # no control sequence or bidi override reaches the terminal


def choice_for(prompt: Prompt, line: str) -> str | None:
    """The choice key a typed number stands for (None when the line is not a number)."""
    text = line.strip()
    if text.isdigit() and 1 <= int(text) <= len(prompt.choices):
        return prompt.choices[int(text) - 1].key
    return None


class TerminalNotifier:
    """Implements ``runtime.Notifier`` for a terminal: a notice is printed as a reply is (a
    prompt it carries, such as a job asking for consent, is answered by the next line, which
    the runtime takes as the answer to the pending dialogue)."""

    def __init__(self, stdout: TextIO) -> None:
        self.stdout = stdout

    async def notify(self, user_id: str, reply: Reply) -> None:
        """Print the notice: its text, the files it offers, a prompt's numbered choices."""
        self.stdout.write(render_reply(reply) + "\n\n")
        self.stdout.flush()


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
    if rt.notifier is None:
        rt.notifier = TerminalNotifier(stdout)
    await rt.report_interrupted(user=user)
    housekeeping = asyncio.create_task(run_housekeeping(rt))
    try:
        status = await _chat_loop(rt, user, stdin, stdout, interactive)
        await rt.wait_for_jobs()  # end of input: jobs started here finish before the session ends
        return status
    finally:
        housekeeping.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await housekeeping


async def run_housekeeping(rt: Runtime) -> None:
    """The terminal's scheduler: scratchpad gc, dialogue expiry, and due reminders and routines,
    on their intervals (reminders and routines also at once, for a run missed meanwhile); each
    runs once across every process on the same database (``rt.periodic``)."""
    gc_every = rt.settings.scratchpad.gc_interval_seconds
    sweep_every = rt.settings.dialogues.sweep_interval_seconds
    tick_every = rt.settings.schedules.tick_seconds
    loop = asyncio.get_running_loop()
    next_gc = loop.time() + gc_every
    next_sweep = loop.time() + sweep_every
    next_tick = loop.time()
    while True:
        await asyncio.sleep(max(0.0, min(next_gc, next_sweep, next_tick) - loop.time()))
        now = loop.time()
        try:
            if now >= next_tick:
                next_tick = now + tick_every
                await rt.periodic.run("schedules", tick_every, rt.schedules.run_due)
            if now >= next_gc:
                await rt.periodic.run("scratchpad_gc", gc_every, rt.collect_garbage)
                next_gc = now + gc_every
            if now >= next_sweep:
                await rt.periodic.run("dialogue_sweep", sweep_every, rt.sweep_dialogues)
                next_sweep = now + sweep_every
        except Exception:
            log.exception("housekeeping failed; trying again at the next interval")
            next_gc = max(next_gc, now + gc_every)
            next_sweep = max(next_sweep, now + sweep_every)


async def _chat_loop(rt: Runtime, user: str, stdin: TextIO, stdout: TextIO, interactive: bool) -> int:
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


async def _user(rt: Runtime, name: str) -> User:
    found = await rt.users.by_name(name)
    if found is None:
        raise LookupError(f"unknown user {name!r}")
    return found
