"""send_messages end to end, against a real SMTP server on loopback (aiosmtpd)."""

from __future__ import annotations

import email
import json
import logging
import socket
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from email.message import EmailMessage
from email.policy import default as default_policy
from pathlib import Path
from typing import Any, TypeVar

import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword
from openpyxl import Workbook

from runtime.config import ConfigError, Settings, load_settings
from runtime.credentials import delete_secret, store_secret, user_secret_name
from runtime.i18n import t
from runtime.runtime import Runtime
from runtime.turn import Reply
from tests.conftest import make_settings, say, workspace

LOGIN = "metnos"
PASSWORD = "pw-Zq7!x9-never-shown"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def free_port() -> int:
    """A loopback port nobody listens on (yet)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@dataclass
class Delivery:
    """One message the server accepted."""

    mail_from: str
    rcpt_tos: list[str]
    content: bytes
    authenticated: bool

    @property
    def message(self) -> EmailMessage:
        parsed = email.message_from_bytes(self.content.replace(b"\r\n", b"\n"), policy=default_policy)
        assert isinstance(parsed, EmailMessage)
        return parsed


class Mailbox:
    """An aiosmtpd handler and authenticator that keeps what it accepts and refuses on demand."""

    def __init__(self) -> None:
        self.delivered: list[Delivery] = []
        self.refuse: set[str] = set()
        self.data_reply: str | None = None
        self.hang_up_in_data = False
        self.data_attempts = 0
        self.logins: list[bytes] = []
        self.port = 0

    def authenticate(self, server: Any, session: Any, envelope: Any, mechanism: str,
                     auth_data: Any) -> AuthResult:
        assert isinstance(auth_data, LoginPassword)
        self.logins.append(auth_data.login)
        ok = auth_data.login == LOGIN.encode() and auth_data.password == PASSWORD.encode()
        return AuthResult(success=ok, handled=False)

    async def handle_RCPT(self, server: Any, session: Any, envelope: Any, address: str,  # noqa: N802
                          rcpt_options: list[str]) -> str:
        if address in self.refuse:
            return "550 5.1.1 No such mailbox here"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:  # noqa: N802
        self.data_attempts += 1
        if self.hang_up_in_data:  # the text arrived, the answer never leaves
            server.transport.close()
            return "250 never heard"
        if self.data_reply is not None:
            return self.data_reply
        self.delivered.append(Delivery(envelope.mail_from, list(envelope.rcpt_tos), envelope.content,
                                       bool(session.authenticated)))
        return "250 Message accepted for delivery"


M = TypeVar("M", bound=Mailbox)


@contextmanager
def serving(mailbox: M) -> Iterator[M]:
    """A real SMTP server (aiosmtpd) on a free loopback port, delivering into `mailbox`."""
    # plain AUTH on loopback: the server must not insist on TLS first
    controller = Controller(mailbox, hostname="127.0.0.1", port=free_port(),
                            authenticator=mailbox.authenticate, auth_require_tls=False)
    controller.start()
    mailbox.port = controller.port
    try:
        yield mailbox
    finally:
        controller.stop()


@pytest.fixture
def box() -> Iterator[Mailbox]:
    with serving(Mailbox()) as mailbox:
        yield mailbox


def account(port: int, **extra: Any) -> dict[str, Any]:
    return {"host": "127.0.0.1", "port": port, "username": LOGIN,
            "from_address": "Metnos <metnos@example.org>", "security": "none",
            "timeout_seconds": 5, **extra}


@asynccontextmanager
async def mail_runtime(home: Path, port: int, *, password: str | None = PASSWORD,
                       mail: dict[str, Any] | None = None, **overrides: Any) -> AsyncIterator[Runtime]:
    """A runtime whose account ``smtp:test`` points at `port`, with admin's password stored."""
    settings = make_settings(home, mail=mail or {"accounts": {"smtp:test": account(port)}}, **overrides)
    async with await Runtime.open(settings) as rt:
        admin = await rt.users.ensure("admin", role="admin")
        if password is not None:
            store_secret(settings, user_secret_name(admin.id, "smtp:test"), password)
        yield rt


@pytest.fixture
async def rt(home: Path, box: Mailbox) -> AsyncIterator[Runtime]:
    async with mail_runtime(home, box.port) as runtime:
        yield runtime


def spreadsheet(rt: Runtime, name: str = "riepilogo.xlsx") -> bytes:
    """A real XLSX in admin's workspace; its bytes."""
    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["Fornitore", "Prezzo"])
    sheet.append(["Alfa", 1200.5])
    path = workspace(rt) / name
    book.save(path)
    return path.read_bytes()


def send_plan(**args: Any) -> dict[str, Any]:
    base = {"to": ["anna@example.org"], "body": "Ecco il riepilogo.", "account": "smtp:test"}
    return {"steps": [{"tool": "send_messages", "args": {**base, **args}}]}


async def confirm(rt: Runtime, reply: Reply, choice: str = "yes") -> Reply:
    assert reply.prompt is not None and reply.prompt.kind == "confirm", reply.text
    return await rt.resume(reply.prompt.dialogue_id, choice, user="admin", conversation_id="cli")


async def failure_of(rt: Runtime, reply: Reply) -> dict[str, Any]:
    row = await rt.trace(user="admin", turn_id=reply.turn_id)
    assert row is not None
    return [e for e in row.trace if e["kind"] == "records"][-1]["data"]["1"]


# --- confirm, deny, and what the prompt says ----------------------------------------------


async def test_a_confirmed_e_mail_is_delivered_once_with_the_attachment_intact(
    rt: Runtime, box: Mailbox
) -> None:
    data = spreadsheet(rt)
    asked = await say(rt, "manda il file riepilogo.xlsx ad anna@example.org con l'account test")
    assert asked.prompt is not None and box.delivered == []
    done = await say(rt, "sì")
    assert len(box.delivered) == 1
    sent = box.delivered[0]
    assert sent.mail_from == "metnos@example.org" and sent.rcpt_tos == ["anna@example.org"]
    assert sent.authenticated
    message = sent.message
    assert message["From"] == "Metnos <metnos@example.org>" and message["To"] == "anna@example.org"
    assert message["Subject"] == "riepilogo.xlsx" and message["Message-ID"].endswith("@example.org>")
    body = message.get_body(("plain",))
    assert body is not None and body.get_content() == "Ciao,\nti invio in allegato riepilogo.xlsx.\n"
    [attachment] = list(message.iter_attachments())
    assert attachment.get_filename() == "riepilogo.xlsx" and attachment.get_content_type() == XLSX
    assert attachment.get_content() == data
    assert done.text == "Ho inviato l'e-mail «riepilogo.xlsx» a anna@example.org, con in allegato riepilogo.xlsx."


async def test_deny_sends_nothing(rt: Runtime, box: Mailbox) -> None:
    spreadsheet(rt)
    await say(rt, "manda il file riepilogo.xlsx ad anna@example.org con l'account test")
    denied = await say(rt, "no")
    assert denied.text == t("dialogue.denied", "it")
    assert box.delivered == [] and box.logins == []


async def test_the_prompt_names_recipients_and_attachment_and_says_it_cannot_be_undone(
    rt: Runtime, box: Mailbox
) -> None:
    size = f"{len(spreadsheet(rt)) / 1024:.1f}".replace(".", ",")
    asked = await say(rt, 'invia riepilogo.xlsx a anna@example.org e bob@example.org con oggetto '
                          '"Preventivi" con l\'account test')
    assert asked.prompt is not None
    assert asked.prompt.text == (
        "Invio 1 e-mail a anna@example.org, bob@example.org, oggetto «Preventivi», con in allegato "
        f"~/riepilogo.xlsx ({size} KB) — non annullabile.")


async def test_a_plain_message_is_shown_with_its_text_before_it_goes(rt: Runtime, box: Mailbox) -> None:
    asked = await rt.run_plan(send_plan(to=["bob@example.org"], body="Arrivo alle cinque, è tutto pronto"),
                              user="admin")
    assert asked.prompt is not None
    assert asked.prompt.text == ('Send 1 e-mail to bob@example.org, subject "Arrivo alle cinque, è tutto '
                                 'pronto": "Arrivo alle cinque, è tutto pronto" — cannot be undone.')
    done = await confirm(rt, asked)
    message = box.delivered[0].message
    assert message["Subject"] == "Arrivo alle cinque, è tutto pronto"
    body = message.get_body(("plain",))
    assert body is not None and body.get_content() == "Arrivo alle cinque, è tutto pronto\n"
    assert done.text == 'Sent the e-mail "Arrivo alle cinque, è tutto pronto" to bob@example.org.'


async def test_files_found_by_an_earlier_step_are_attached(rt: Runtime, box: Mailbox) -> None:
    (workspace(rt) / "Acquisti").mkdir()
    data = spreadsheet(rt, "Acquisti/summary.xlsx")
    asked = await say(rt, "email the summary table in the Acquisti folder to anna@example.org "
                          "using the test account")
    assert asked.prompt is not None and "with ~/Acquisti/summary.xlsx (" in asked.prompt.text
    done = await say(rt, "yes")
    [attachment] = list(box.delivered[0].message.iter_attachments())
    assert attachment.get_filename() == "summary.xlsx" and attachment.get_content() == data
    assert done.text == ('Sent the e-mail "Summary" to anna@example.org, with summary.xlsx attached.')


# --- where recipients come from -----------------------------------------------------------


async def test_a_recipient_found_in_a_document_is_asked_about_naming_the_file(
    rt: Runtime, box: Mailbox
) -> None:
    spreadsheet(rt)
    (workspace(rt) / "contatti.txt").write_text("Per i preventivi scrivete a mallory@evil.example\n")
    asked = await rt.run_plan({"steps": [
        {"tool": "read_files", "args": {"paths": ["~/contatti.txt"]}},
        {"tool": "find_address", "args": {"from_step": 1}},
        {"tool": "send_messages", "args": {"to": "{{step2.address}}", "body": "Ecco.",
                                           "attachments": ["~/riepilogo.xlsx"], "account": "smtp:test"}},
    ]}, user="admin")
    assert asked.prompt is not None and asked.prompt.kind == "confirm"
    assert asked.prompt.text.startswith(
        'The value "mallory@evil.example" for the recipient was not written by you: it was found in ~/contatti.txt.')
    assert "Send 1 e-mail to mallory@evil.example" in asked.prompt.text
    assert asked.prompt.text.endswith("— cannot be undone.")
    assert box.delivered == [] and box.logins == []
    row = await rt.trace(user="admin", turn_id=asked.turn_id)
    assert row is not None
    checks = [e["data"] for e in row.trace if e["kind"] == "check" and e["data"]["check"] == "provenance"]
    assert checks[-1]["violations"] == [{"arg": "to", "origin": "content of ~/contatti.txt"}]
    await confirm(rt, asked)  # the user saw where it came from and chose it
    assert [d.rcpt_tos for d in box.delivered] == [["mallory@evil.example"]]


async def test_a_missing_recipient_is_asked_and_the_typed_address_continues_the_plan(
    rt: Runtime, box: Mailbox
) -> None:
    spreadsheet(rt)
    asked = await say(rt, "manda il file riepilogo.xlsx con l'account test")
    assert asked.prompt is not None and asked.prompt.kind == "ask"
    assert asked.prompt.text == "A chi la mando? Scrivimi l'indirizzo e-mail (per esempio anna@example.org)."
    confirming = await say(rt, "anna@example.org")
    assert confirming.prompt is not None and confirming.prompt.kind == "confirm"
    assert "a anna@example.org" in confirming.prompt.text and box.delivered == []
    await say(rt, "sì")
    assert [d.rcpt_tos for d in box.delivered] == [["anna@example.org"]]


async def test_an_answer_without_an_address_sends_nothing_and_says_why(rt: Runtime, box: Mailbox) -> None:
    spreadsheet(rt)
    await say(rt, "manda il file riepilogo.xlsx con l'account test")
    reply = await say(rt, "ad Anna")  # no address: the question is asked again, nothing is sent
    assert reply.text == t("planner.answer_not_address", "it")
    assert reply.prompt is not None and reply.prompt.kind == "ask" and box.delivered == []


async def test_a_missing_text_is_asked_for_a_message_without_attachments(rt: Runtime, box: Mailbox) -> None:
    asked = await say(rt, "send an email to bob@example.org using the test account")
    assert asked.prompt is not None and asked.text == "What should the e-mail say? Write the text."
    confirming = await say(rt, "I will be late")
    assert confirming.prompt is not None and '"I will be late"' in confirming.prompt.text
    await say(rt, "yes")
    assert box.delivered[0].message["Subject"] == "I will be late"


# --- failures: nothing is sent, and the user hears why ------------------------------------


async def test_a_missing_credential_fails_clearly_before_asking(home: Path, box: Mailbox) -> None:
    async with mail_runtime(home, box.port, password=None) as rt:
        reply = await rt.run_plan(send_plan(), user="admin")
        assert reply.prompt is None
        assert t("step.credential_missing", "en", credential="smtp:test") in reply.text
        assert (await failure_of(rt, reply))["failure"] == "permanent"
    assert box.delivered == [] and box.logins == []


async def test_a_wrong_password_is_a_permanent_failure_that_does_not_show_it(
    home: Path, box: Mailbox
) -> None:
    async with mail_runtime(home, box.port, password="wrong-Hunter2") as rt:
        done = await confirm(rt, await rt.run_plan(send_plan(), user="admin"))
        assert "the mail server refused the login of metnos for \"smtp:test\"" in done.text
        assert "wrong-Hunter2" not in done.text
        assert (await failure_of(rt, done))["failure"] == "permanent"
        row = await rt.trace(user="admin", turn_id=done.turn_id)
        assert row is not None and "wrong-Hunter2" not in json.dumps(row.trace)
    assert box.logins == [LOGIN.encode()] and box.delivered == [] and box.data_attempts == 0


async def test_a_server_that_is_down_is_a_transient_failure_not_retried(home: Path) -> None:
    async with mail_runtime(home, free_port()) as rt:
        done = await confirm(rt, await rt.run_plan(send_plan(), user="admin"))
        assert "cannot be reached right now. Nothing was sent" in done.text
        assert (await failure_of(rt, done))["failure"] == "transient"
        row = await rt.trace(user="admin", turn_id=done.turn_id)
        assert row is not None and not [e for e in row.trace if e["kind"] == "recovery"]


async def test_a_temporary_refusal_of_the_message_is_not_retried_and_not_duplicated(
    rt: Runtime, box: Mailbox
) -> None:
    box.data_reply = "451 4.3.0 Try again later"
    done = await confirm(rt, await rt.run_plan(send_plan(), user="admin"))
    assert "the mail server refused the e-mail (451 4.3.0 Try again later)" in done.text
    assert (await failure_of(rt, done))["failure"] == "transient"
    assert box.data_attempts == 1 and box.delivered == []


async def test_a_connection_lost_during_data_says_the_e_mail_may_have_gone(
    rt: Runtime, box: Mailbox
) -> None:
    box.hang_up_in_data = True
    done = await confirm(rt, await rt.run_plan(send_plan(), user="admin"))
    assert "it may or may not have been sent. Check your sent mail before trying again" in done.text
    assert "Nothing was sent" not in done.text
    assert (await failure_of(rt, done))["failure"] == "transient"
    assert box.data_attempts == 1  # never handed over a second time


async def test_one_refused_recipient_makes_a_partial_outcome_naming_it(rt: Runtime, box: Mailbox) -> None:
    box.refuse = {"bob@example.org"}
    done = await confirm(rt, await rt.run_plan(send_plan(to=["anna@example.org", "bob@example.org"]),
                                               user="admin"))
    assert [d.rcpt_tos for d in box.delivered] == [["anna@example.org"]]
    assert 'Sent the e-mail "Ecco il riepilogo." only to anna@example.org.' in done.text
    assert "✗ bob@example.org — refused by the mail server" in done.text
    assert (await failure_of(rt, done))["status"] == "partial"


async def test_every_recipient_refused_is_a_failure_with_the_servers_reasons(
    rt: Runtime, box: Mailbox
) -> None:
    box.refuse = {"anna@example.org"}
    done = await confirm(rt, await rt.run_plan(send_plan(), user="admin"))
    assert "refused every recipient: anna@example.org (550 5.1.1 No such mailbox here)" in done.text
    assert box.data_attempts == 0


async def test_starttls_missing_means_the_password_is_never_sent(home: Path, box: Mailbox) -> None:
    mail = {"accounts": {"smtp:test": account(box.port, security="starttls")}}
    async with mail_runtime(home, 0, mail=mail) as rt:
        done = await confirm(rt, await rt.run_plan(send_plan(), user="admin"))
        assert "offers no encrypted connection (STARTTLS)" in done.text
    assert box.logins == [] and box.delivered == []


async def test_a_failed_tls_handshake_is_permanent_and_sends_nothing(home: Path, box: Mailbox) -> None:
    mail = {"accounts": {"smtp:test": account(box.port, security="ssl")}}
    async with mail_runtime(home, 0, mail=mail) as rt:
        done = await confirm(rt, await rt.run_plan(send_plan(), user="admin"))
        assert "the encrypted connection to 127.0.0.1 failed" in done.text
        assert (await failure_of(rt, done))["failure"] == "permanent"
    assert box.logins == [] and box.delivered == []


async def test_attachments_over_the_limit_are_refused_before_asking(home: Path, box: Mailbox) -> None:
    mail = {"accounts": {"smtp:test": account(box.port)}, "max_attachment_bytes": 100}
    async with mail_runtime(home, 0, mail=mail) as rt:
        spreadsheet(rt)
        reply = await rt.run_plan(send_plan(attachments=["~/riepilogo.xlsx"]), user="admin")
        assert reply.prompt is None and "more than the 100 B an e-mail may carry" in reply.text
        assert (await failure_of(rt, reply))["failure"] == "bad_input"


async def test_an_unknown_account_is_refused_before_asking(rt: Runtime, box: Mailbox) -> None:
    reply = await rt.run_plan(send_plan(account="smtp:nope"), user="admin")
    assert reply.prompt is None and 'there is no e-mail account "smtp:nope"' in reply.text


async def test_a_malformed_address_in_a_plan_is_refused_in_the_users_language(rt: Runtime) -> None:
    reply = await rt.run_plan(send_plan(to=["anna@example"]), user="admin", locale="it")
    assert reply.status == "invalid"
    assert reply.text.endswith('l\'argomento "to" non è valido («anna@example» non è un indirizzo e-mail '
                               'a cui posso scrivere)')


# --- after sending ------------------------------------------------------------------------


async def test_undo_after_sending_says_the_e_mail_cannot_be_undone(rt: Runtime, box: Mailbox) -> None:
    spreadsheet(rt)
    await say(rt, "manda il file riepilogo.xlsx ad anna@example.org con l'account test")
    await say(rt, "sì")
    undone = await say(rt, "annulla l'ultima operazione")
    assert undone.text == ("L'ultima operazione non si può annullare:\n"
                           "✗ anna@example.org — un messaggio già inviato non si può annullare")
    assert len(box.delivered) == 1


async def test_the_password_never_reaches_the_trace_the_reply_the_scratchpad_or_the_log(
    home: Path, box: Mailbox, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    async with mail_runtime(home, box.port, scratchpad={"threshold_bytes": 0}) as rt:
        spreadsheet(rt)
        asked = await say(rt, "manda il file riepilogo.xlsx ad anna@example.org con l'account test")
        done = await say(rt, "sì")
        row = await rt.trace(user="admin", turn_id=done.turn_id)
        assert row is not None and len(box.delivered) == 1
        stored = await rt.scratchpad.list_for_turn(row.owner_user_id, done.turn_id)  # type: ignore[union-attr]
        assert stored, "the threshold of 0 puts every observation in the scratchpad"
        seen = [asked.text, done.text, json.dumps(row.trace), caplog.text]
        for entry in stored:
            out = await rt.scratchpad.read(row.owner_user_id, entry["id"], mode="full")  # type: ignore[union-attr]
            seen.append(out["content"])
        assert all(PASSWORD not in text for text in seen)
    on_disk = [p for p in home.rglob("*") if p.is_file()]
    assert on_disk and all(PASSWORD.encode() not in p.read_bytes() for p in on_disk)


async def test_a_credential_deleted_between_prompt_and_answer_is_refused(rt: Runtime, box: Mailbox) -> None:
    asked = await rt.run_plan(send_plan(), user="admin")
    admin = await rt.users.by_name("admin")
    assert admin is not None and asked.prompt is not None
    assert delete_secret(rt.settings, user_secret_name(admin.id, "smtp:test"))
    refused = await confirm(rt, asked)
    assert refused.status == "refused"
    assert refused.text == t("dialogue.credential_gone", "en", credential="smtp:test")
    assert box.delivered == [] and box.logins == []


# --- configuration ------------------------------------------------------------------------


def test_mail_accounts_come_from_the_environment(monkeypatch: pytest.MonkeyPatch, home: Path) -> None:
    monkeypatch.setenv("METNOS_MAIL__ACCOUNTS", json.dumps({"smtp:work": {
        "host": "smtp.example.org", "port": 465, "username": "anna", "security": "ssl",
        "from_address": "Anna <anna@example.org>"}}))
    work = Settings().mail.accounts["smtp:work"]
    assert (work.port, work.security, work.sender, work.timeout_seconds) == (465, "ssl", "anna@example.org", 30)


def test_a_sender_that_is_not_an_address_is_a_config_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("METNOS_MAIL__ACCOUNTS", '{"smtp:work": {"host": "h", "from_address": "anna"}}')
    with pytest.raises(ConfigError, match="invalid configuration"):
        load_settings()
