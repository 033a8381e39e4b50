"""The terminal's Notifier prints a notice Reply as the terminal prints an answer; the next line
answers a prompt the notice carried, by its number."""

from __future__ import annotations

import io

from bot.terminal import CONVERSATION, TerminalNotifier, chat, render_reply
from runtime.runtime import Runtime
from runtime.turn import Block, Choice, Prompt, Reply, Request
from tests.conftest import workspace


async def test_a_notice_is_printed_as_an_answer_with_its_choices() -> None:
    out = io.StringIO()
    prompt = Prompt(dialogue_id="d1", kind="confirm", text="Procedo?", expires_at=0.0,
                    choices=(Choice(key="yes", label="Sì, procedi"), Choice(key="no", label="No")))
    reply = Reply(text="Il lavoro n. 1 aspetta la tua risposta.", locale="it", status="prompt",
                  files=("/tmp/report.csv",), prompt=prompt,
                  blocks=(Block(text="Il lavoro n. 1 aspetta la tua risposta."),))
    await TerminalNotifier(out).notify("u1", reply)
    assert out.getvalue() == render_reply(reply) + "\n\n"
    assert "  [1] Sì, procedi\n  [2] No" in out.getvalue() and "📎 /tmp/report.csv" in out.getvalue()


async def test_the_next_line_answers_a_noticed_prompt_by_its_number(rt: Runtime) -> None:
    target = workspace(rt, "anna") / "a.txt"
    target.write_text("contenuto")
    reply = await rt.handle(Request(user="anna", text="elimina il file a.txt",
                                    conversation_id=CONVERSATION, channel="terminal", locale="it"))
    assert reply.prompt is not None
    anna = await rt.users.by_name("anna")
    assert anna is not None
    out = io.StringIO()
    rt.notifier = TerminalNotifier(out)
    await rt.notifier.notify(anna.id, reply)  # as a job asking for consent would
    await chat(rt, user="anna", stdin=io.StringIO("1\n"), stdout=out)
    assert not target.exists()
    assert "  [1] " in out.getvalue()
