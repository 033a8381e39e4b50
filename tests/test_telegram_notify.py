"""Notices carry a Reply and reach the chat exactly as an answer does: the same HTML (tables in
``<pre>``, split at Telegram's limit), and a prompt's choices as inline buttons bound to the
notified user, whose press is accepted for that user and refused for anyone else."""

from __future__ import annotations

from pathlib import Path

from runtime.turn import Block, Reply, Request
from tests.e2e.telegram_harness import BotHarness, running_bot
from tests.fakes.telegram_api import SentMessage

ANNA, BOB = 1001, 1002
PROMPT = "Sposto 1 file (a.txt) nel cestino — annullabile."


def table_reply(rows: int) -> Reply:
    """A job's answer: a sentence, a table, a closing line (with characters HTML escapes)."""
    table = Block(kind="table", header=("Fornitore", "Prezzo <IVA>"),
                  rows=tuple((f"Ditta {n} & figli", f"{n},50 €") for n in range(rows)))
    blocks = (Block(text="Il lavoro n. 1 è finito."), table, Block(text="Il più caro: <Ditta 9>."))
    return Reply(text="(testo semplice)", locale="it", status="answered", blocks=blocks)


def sent(messages: list[SentMessage]) -> list[tuple[str | None, str | None, object]]:
    return [(m.text, m.parse_mode, m.reply_markup) for m in messages]


async def _anna_id(h: BotHarness) -> str:
    anna = await h.rt.users.by_name("anna")
    assert anna is not None
    return anna.id


async def _deliver_both_ways(h: BotHarness, reply: Reply) -> tuple[list[SentMessage],
                                                                    list[SentMessage]]:
    """`reply` as a foreground answer (the path of a turn), then as a notice; what each sent."""
    anna = await _anna_id(h)
    before = len(h.to(ANNA))

    async def answer() -> Reply:
        return reply

    await h.front.delivery.respond(ANNA, anna, "it", answer())
    middle = len(h.to(ANNA))
    assert h.rt.notifier is h.front.notifier
    await h.rt.notifier.notify(anna, reply)
    after = h.to(ANNA)
    return after[before:middle], after[middle:]


async def test_a_notice_with_a_table_is_sent_exactly_as_the_same_answer(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        foreground, notice = await _deliver_both_ways(h, table_reply(rows=10))
        assert len(foreground) == 1 and sent(notice) == sent(foreground)
        [message] = notice
        assert message.parse_mode == "HTML" and "<pre>" in (message.text or "")
        assert "Prezzo &lt;IVA&gt;" in (message.text or "") and "(testo semplice)" not in (
            message.visible or "")


async def test_a_long_notice_is_split_as_the_same_answer(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        foreground, notice = await _deliver_both_ways(h, table_reply(rows=400))
        assert len(foreground) > 1 and sent(notice) == sent(foreground)


async def _prompt_notice(h: BotHarness) -> SentMessage:
    """A prompt made by the runtime outside any chat turn, sent to Anna as a notice."""
    (h.workspace("anna") / "a.txt").write_text("contenuto")
    reply = await h.rt.handle(Request(user="anna", text="elimina il file a.txt",
                                      conversation_id=str(ANNA), channel="telegram", locale="it"))
    assert reply.prompt is not None
    before = len(h.to(ANNA))
    await h.front.notifier.notify(await _anna_id(h), reply)
    [notice] = (await h.api.wait_for_messages(ANNA, before + 1))[before:]
    return notice


async def _press(h: BotHarness, tg_id: int, message: SentMessage, data: str) -> str | None:
    """Press a button of `message` as `tg_id`; an alert's text, None for a plain answer."""
    before = len(h.api.callback_answers)
    query_id = await h.api.user_taps(tg_id, message.message_id, data, chat_id=message.chat_id)
    await h.api.wait_for(lambda: len(h.api.callback_answers) > before)
    await h.settled()
    answer = next(a for a in h.api.callback_answers if a.callback_query_id == query_id)
    return answer.text if answer.show_alert else None


async def test_a_notice_prompt_has_buttons_that_only_its_owner_can_press(home: Path) -> None:
    async with running_bot(home) as h:
        await h.pair(ANNA, "anna")
        await h.pair(BOB, "bob")
        notice = await _prompt_notice(h)
        assert notice.visible == PROMPT
        assert [label for label, _ in notice.buttons] == ["Sì, procedi", "No"]
        yes = next(data for label, data in notice.buttons if label == "Sì, procedi")
        refused = await _press(h, BOB, notice, yes)
        assert refused == "Questa richiesta appartiene a qualcun altro. Non ho fatto nulla."
        assert (h.workspace("anna") / "a.txt").exists() and len(notice.buttons) == 2
        assert await _press(h, ANNA, notice, yes) is None  # accepted: a toast, not an alert
        await h.api.wait_for(lambda: not (h.workspace("anna") / "a.txt").exists())
        assert notice.buttons == [] and notice.visible == PROMPT + "\n\n✅ Confermato da Anna"
