"""send_messages: an e-mail over SMTP, sent with the user's stored credential. Irreversible.

The message is built with ``email.message.EmailMessage`` and handed over with ``smtplib``
in a worker thread, one SMTP command at a time (MAIL, RCPT for each recipient, DATA), so
the outcome says exactly who was refused, and whether a connection lost during DATA leaves
the delivery uncertain. The password is read under the step's mandate only when the
account logs in, and never enters a result, an error text or the trace.
"""

from __future__ import annotations

import asyncio
import mimetypes
import smtplib
import ssl
from email.message import EmailMessage
from email.policy import SMTP as SMTP_POLICY
from email.utils import formatdate, make_msgid
from pathlib import Path
from typing import Any

from pydantic import Field, field_validator

from runtime.addresses import find_addresses, is_address
from runtime.catalog.builtin.files import TRUSTED_PATH_ORIGINS
from runtime.catalog.contract import (
    SELECTION,
    ArgumentError,
    Confirmation,
    Effect,
    EffectClass,
    ExecArgs,
    ExecResult,
    ExecutorError,
    ExecutorSpec,
    FailureClass,
    ItemFailure,
    ItemKind,
    OriginKind,
    Policy,
    ResultShape,
)
from runtime.config import MailAccount
from runtime.credentials import Scrubber
from runtime.engine.context import ExecContext
from runtime.i18n import t

MAX_RECIPIENTS = 20
MAX_ATTACHMENTS = 50
SUBJECT_LIMIT = 200
BODY_LIMIT = 100_000
# A recipient is someone the user named (or the admin configured), never one found in a document.
RECIPIENT_ORIGINS = frozenset({OriginKind.USER, OriginKind.CONFIG})
# DATA may take longer than one command: the account's timeout plus time for the bytes at
# this slowest rate we still wait for (20 MB at 50 kB/s is about 7 minutes).
DATA_BYTES_PER_SECOND = 50_000
# Non-ASCII text goes out as quoted-printable or base64: no 8BITMIME needed from the server.
_POLICY = SMTP_POLICY.clone(cte_type="7bit")


def _cut(text: str, size: int) -> str:
    return text if len(text) <= size else text[: size - 1] + "…"


class SendMessagesArgs(ExecArgs):
    """Who gets the e-mail, what it says, what it carries, and the account that sends it."""

    to: list[str] = Field(min_length=1, max_length=MAX_RECIPIENTS)
    body: str = Field(max_length=BODY_LIMIT)
    subject: str = Field(default="", max_length=SUBJECT_LIMIT)
    attachments: list[str] | None = Field(default=None, max_length=MAX_ATTACHMENTS)
    from_step: int | None = None
    account: str = Field(default="smtp:default", min_length=1, max_length=128)

    @field_validator("to", mode="before")
    @classmethod
    def _recipients(cls, value: Any) -> Any:
        """A typed answer ("anna@example.org e bob@example.org"), or a list of exact addresses."""
        if isinstance(value, str):
            found = find_addresses(value)
            if not found:
                raise ArgumentError("step.mail_no_address", text=_cut(value.strip(), 80))
        elif isinstance(value, list) and all(isinstance(v, str) for v in value):
            found = []
            for raw in value:
                address = raw.strip()
                if not is_address(address):
                    raise ArgumentError("step.mail_bad_address", address=_cut(address, 80))
                if address.lower() not in {f.lower() for f in found}:
                    found.append(address)
        else:
            return value  # the type check reports it
        if len(found) > MAX_RECIPIENTS:
            raise ArgumentError("step.mail_too_many", max=MAX_RECIPIENTS)
        return found

    @field_validator("subject")
    @classmethod
    def _one_line(cls, value: str) -> str:
        return " ".join(value.split())


# --- what the step would send ------------------------------------------------------------


def _account(ctx: ExecContext, name: str) -> MailAccount:
    accounts: dict[str, MailAccount] = ctx.settings.mail.accounts
    account = accounts.get(name)
    if account is None:
        raise ExecutorError(FailureClass.PERMANENT, "step.mail_account_unknown", account=name)
    return account


def _attachment_paths(ctx: ExecContext, args: SendMessagesArgs) -> list[Path]:
    """The files named in `attachments`, then the input items' files, each once."""
    raw = list(args.attachments or [])
    if ctx.input is not None:
        raw += [str(i["path"]) for i in ctx.input.items if i.get("path")]
    paths: list[Path] = []
    for value in raw:
        path = ctx.path(value)
        if path not in paths:
            paths.append(path)
    return paths


def _size_of(path: Path) -> int | None:
    try:
        return path.stat().st_size
    except OSError:
        return None


def _human_size(size: int, locale: str) -> str:
    """12 B, 5.2 KB, 1.4 MB (with a decimal comma in Italian)."""
    if size < 1024:
        return f"{size} B"
    value, unit = (size / 1024, "KB") if size < 1024 * 1024 else (size / 1024 / 1024, "MB")
    text = f"{value:.1f}"
    return (text.replace(".", ",") if locale == "it" else text) + " " + unit


def _subject(ctx: ExecContext, args: SendMessagesArgs, paths: list[Path]) -> str:
    """The subject given, else the attachments' names, else the body's first line."""
    if args.subject:
        return args.subject
    if paths:
        return _cut(", ".join(p.name for p in paths), SUBJECT_LIMIT)
    first = next((line.strip() for line in args.body.splitlines() if line.strip()), "")
    return _cut(first, 60) if first else t("mail.subject_default", ctx.locale)


def _precheck(ctx: ExecContext, args: SendMessagesArgs) -> None:
    """Before anyone is asked: the account exists, the files are files and fit, there is content."""
    _account(ctx, args.account)
    paths = _attachment_paths(ctx, args)
    total = 0
    for path in paths:
        if path.is_dir():
            raise ExecutorError(FailureClass.BAD_INPUT, "step.is_a_folder", path=ctx.show(path))
        size = _size_of(path)
        if size is None:
            raise ExecutorError(FailureClass.BAD_INPUT, "step.file_missing", path=ctx.show(path))
        total += size
    _check_total(ctx, total)
    if not args.body.strip() and not paths:
        raise ExecutorError(FailureClass.BAD_INPUT, "step.mail_empty")


def _check_total(ctx: ExecContext, total: int) -> None:
    limit: int = ctx.settings.mail.max_attachment_bytes
    if total > limit:
        raise ExecutorError(FailureClass.BAD_INPUT, "step.mail_too_large",
                            size=_human_size(total, ctx.locale), limit=_human_size(limit, ctx.locale))


def _describe(ctx: ExecContext, args: SendMessagesArgs) -> Confirmation:
    """Recipients in full, subject, attachments with their sizes; it cannot be undone."""
    paths = _attachment_paths(ctx, args)
    shown = []
    for path in paths[:5]:
        size = _size_of(path)
        shown.append(ctx.show(path) + (f" ({_human_size(size, ctx.locale)})" if size is not None else ""))
    if len(paths) > 5:
        shown.append(f"(+{len(paths) - 5})")
    params = {"to": ", ".join(args.to), "subject": _subject(ctx, args, paths),
              "attachments": ", ".join(shown), "excerpt": _cut(" ".join(args.body.split()), 80)}
    key = "confirm.send_messages" if paths else "confirm.send_messages_plain"
    return Confirmation(key, params, reversible=False)


# --- building and handing over the message -----------------------------------------------


def _read_files(paths: list[Path]) -> list[tuple[Path, bytes]]:
    return [(path, path.read_bytes()) for path in paths]


def _mime_type(name: str) -> tuple[str, str]:
    guessed, encoding = mimetypes.guess_type(name, strict=False)
    if guessed is None or encoding is not None or guessed.startswith(("message/", "multipart/")):
        guessed = "application/octet-stream"  # sent as it is, never re-interpreted
    maintype, _, subtype = guessed.partition("/")
    return maintype, subtype


def _compose(account: MailAccount, args: SendMessagesArgs, subject: str,
             parts: list[tuple[Path, bytes]]) -> EmailMessage:
    message = EmailMessage(policy=_POLICY)
    message["From"] = account.from_address
    message["To"] = ", ".join(args.to)
    message["Subject"] = subject
    message["Date"] = formatdate(localtime=True)
    message["Message-ID"] = make_msgid(domain=account.sender.rsplit("@", 1)[1])
    message.set_content(args.body)
    for path, data in parts:
        maintype, subtype = _mime_type(path.name)
        message.add_attachment(data, maintype=maintype, subtype=subtype, filename=path.name)
    return message


def _reply(code: int, reply: bytes | str, scrub: Scrubber) -> str:
    """A server reply for the user: one short line, never holding the password in any form it
    was sent in (scrubbed before the line is cut, so no part of it survives the cut)."""
    text = reply.decode("utf-8", "replace") if isinstance(reply, bytes) else str(reply)
    text = scrub(" ".join(text.split()))
    return f"{code} {_cut(text, 200)}".strip()


def _by_code(code: int) -> FailureClass:
    """4xx replies are temporary, anything else from a server is not."""
    return FailureClass.TRANSIENT if 400 <= code < 500 else FailureClass.PERMANENT


def _open(account: MailAccount) -> smtplib.SMTP:
    """A connection in the account's security mode, greeted (and encrypted for starttls)."""
    timeout = account.timeout_seconds
    if account.security == "ssl":
        smtp: smtplib.SMTP = smtplib.SMTP_SSL(account.host, account.port, timeout=timeout,
                                              context=ssl.create_default_context())
    else:
        smtp = smtplib.SMTP(account.host, account.port, timeout=timeout)
    try:
        smtp.ehlo_or_helo_if_needed()
        if account.security == "starttls":
            if not smtp.has_extn("starttls"):
                raise ExecutorError(FailureClass.PERMANENT, "step.mail_no_starttls", host=account.host)
            smtp.starttls(context=ssl.create_default_context())
            smtp.ehlo()
    except BaseException:
        smtp.close()
        raise
    return smtp


def _login(smtp: smtplib.SMTP, username: str, password: str) -> None:
    """One login attempt (PLAIN, else LOGIN): a wrong password costs one failure, not one per method."""
    if not smtp.has_extn("auth"):
        raise smtplib.SMTPNotSupportedError("SMTP AUTH extension not supported by server.")
    offered = smtp.esmtp_features["auth"].upper().split()
    mechanism = next((m for m in ("PLAIN", "LOGIN") if m in offered), None)
    if mechanism is None:
        raise smtplib.SMTPException("No suitable authentication method found.")
    smtp.user, smtp.password = username, password
    smtp.auth(mechanism, smtp.auth_plain if mechanism == "PLAIN" else smtp.auth_login)


def _deliver(account: MailAccount, credential: str, password: str | None, message: EmailMessage,
             recipients: list[str]) -> dict[str, str]:
    """Hand `message` to the account's server; the recipients it refused, with its reply."""
    payload = message.as_bytes(policy=_POLICY)
    where = {"host": account.host, "port": account.port}
    sent = Scrubber(password, username=account.username)  # the password as it went out
    phase = "connect"
    smtp: smtplib.SMTP | None = None
    try:
        smtp = _open(account)
        if account.username:
            phase = "login"
            _login(smtp, account.username, password or "")
        phase = "envelope"
        code, reply = smtp.mail(account.sender)
        if code != 250:
            raise ExecutorError(_by_code(code), "step.mail_sender_refused", address=account.sender,
                                reply=_reply(code, reply, sent))
        refused: dict[str, str] = {}
        codes: list[int] = []
        for address in recipients:
            code, reply = smtp.rcpt(address)
            if code not in (250, 251):
                refused[address] = _reply(code, reply, sent)
                codes.append(code)
        if len(refused) == len(recipients):
            failure = FailureClass.TRANSIENT if all(400 <= c < 500 for c in codes) else FailureClass.PERMANENT
            raise ExecutorError(failure, "step.mail_recipients_refused",
                                detail="; ".join(f"{a} ({r})" for a, r in refused.items()))
        phase = "data"
        if smtp.sock is not None:
            smtp.sock.settimeout(account.timeout_seconds + len(payload) / DATA_BYTES_PER_SECOND)
        code, reply = smtp.data(payload)  # a refusal after the text is returned, not raised
        if code != 250:
            raise ExecutorError(_by_code(code), "step.mail_rejected", reply=_reply(code, reply, sent))
        phase = "done"
        return refused
    except ExecutorError:
        raise
    except smtplib.SMTPAuthenticationError:
        raise ExecutorError(FailureClass.PERMANENT, "step.mail_auth_failed",
                            username=account.username or "", account=credential) from None
    except smtplib.SMTPNotSupportedError:
        key = "step.mail_auth_unsupported" if phase == "login" else "step.mail_no_starttls"
        raise ExecutorError(FailureClass.PERMANENT, key, **where) from None
    except smtplib.SMTPResponseException as exc:  # greeting, HELO or DATA refused with a code
        key = "step.mail_rejected" if phase == "data" else "step.mail_server_error"
        raise ExecutorError(_by_code(exc.smtp_code), key,
                            reply=_reply(exc.smtp_code, exc.smtp_error, sent)) from None
    except (ssl.SSLError, ssl.CertificateError):
        raise ExecutorError(FailureClass.PERMANENT, "step.mail_tls_failed", **where) from None
    except smtplib.SMTPServerDisconnected:
        key = "step.mail_uncertain" if phase == "data" else "step.mail_unreachable"
        raise ExecutorError(FailureClass.TRANSIENT, key, **where) from None
    except smtplib.SMTPException:
        if phase == "login":  # no authentication method in common with the server
            raise ExecutorError(FailureClass.PERMANENT, "step.mail_auth_unsupported", **where) from None
        key = "step.mail_uncertain" if phase == "data" else "step.mail_unreachable"
        raise ExecutorError(FailureClass.TRANSIENT, key, **where) from None
    except OSError:  # refused, unreachable, name not resolved, timed out
        key = "step.mail_uncertain" if phase == "data" else "step.mail_unreachable"
        raise ExecutorError(FailureClass.TRANSIENT, key, **where) from None
    finally:
        if smtp is not None:
            _close(smtp, polite=phase == "done")


def _close(smtp: smtplib.SMTP, *, polite: bool) -> None:
    """QUIT after a delivery (its answer changes nothing); just close after a failure."""
    if polite:
        try:
            smtp.quit()
            return
        except (smtplib.SMTPException, OSError):
            pass
    smtp.close()


async def _send_messages(ctx: ExecContext, args: SendMessagesArgs) -> ExecResult:
    account = _account(ctx, args.account)
    paths = _attachment_paths(ctx, args)
    subject = _subject(ctx, args, paths)
    parts = await asyncio.to_thread(_read_files, paths)
    _check_total(ctx, sum(len(data) for _, data in parts))  # a file may have grown since consent
    message = _compose(account, args, subject, parts)
    password = await ctx.secret() if account.username else None
    refused = await asyncio.to_thread(_deliver, account, args.account, password, message, args.to)
    sent = [a for a in args.to if a not in refused]
    names = [p.name for p in paths]
    return ExecResult(
        items=[{"to": a, "status": "refused" if a in refused else "sent"} for a in args.to],
        data={"subject": subject, "count": len(sent), "recipients": ", ".join(sent),
              "attachments": names, "attached": ", ".join(names)},
        failures=[ItemFailure(ref=a, reason="recipient_refused", detail=refused[a])
                  for a in args.to if a in refused],
        effects=[Effect(kind="sent", path=", ".join(sent))],
    )


SEND_MESSAGES = ExecutorSpec(
    name="send_messages",
    version="1",
    description={"en": "Send an e-mail (text and attached files) from a configured account; "
                       "it cannot be undone.",
                 "it": "Invia un'e-mail (testo e file allegati) da un account configurato; "
                       "non si può annullare."},
    args_model=SendMessagesArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.MESSAGE, item_fields=("to", "status"),
                       fields=("subject", "count", "recipients", "attachments", "attached")),
    effect=EffectClass.IRREVERSIBLE,
    policy=Policy.CONFIRM,
    run=_send_messages,
    accepts=frozenset({ItemKind.FILE}),
    path_args=("attachments",),
    sensitive={"to": RECIPIENT_ORIGINS, "account": RECIPIENT_ORIGINS,
               "attachments": TRUSTED_PATH_ORIGINS, "item.path": TRUSTED_PATH_ORIGINS,
               SELECTION: TRUSTED_PATH_ORIGINS},
    reverse=None,
    askable=("to", "body"),
    must_exist=("attachments", "item.path"),
    credential_arg="account",
    timeout_seconds=900.0,
    describe=_describe,
    precheck=_precheck,
)
