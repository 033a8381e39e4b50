"""What crosses the boundary between a front end and the runtime: Request, Reply, Prompt."""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from typing import Literal, Protocol

from pydantic import BaseModel, ConfigDict, field_validator

from runtime.i18n import Locale, encodable


class Request(BaseModel):
    """One message from a person, already tied to a Metnos user by the front end."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    user: str
    text: str
    conversation_id: str = "terminal"
    channel: str = "terminal"
    locale: str | None = None
    # The Metnos user id when the front end already resolved it (a Telegram identity): the
    # runtime then looks the user up once, by id; `user` stays the name, for logs.
    user_id: str | None = None
    # Forwarded from someone else: its words are content, not the user's request — no rule,
    # no answer to a pending question, and every value they supply asks before an effect.
    forwarded: bool = False
    # Where the request came from, as the front end names it (opaque, e.g. "telegram:<update
    # id>"): stored with the turn it starts or the dialogue it answers, in the same write, so
    # that a front end can tell what came of a message whose handling was cut short.
    source: str | None = None


class Block(BaseModel):
    """A piece of an answer: a paragraph, or a table that front ends may show in monospace."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["text", "table"] = "text"
    text: str = ""
    header: tuple[str, ...] = ()
    rows: tuple[tuple[str, ...], ...] = ()

    @field_validator("text")
    @classmethod
    def _encodable_text(cls, value: str) -> str:
        return encodable(value)  # a file name's non-UTF-8 bytes would fail every screen and store

    @field_validator("header")
    @classmethod
    def _encodable_header(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(encodable(v) for v in value)

    @field_validator("rows")
    @classmethod
    def _encodable_rows(cls, value: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(encodable(v) for v in row) for row in value)


class Choice(BaseModel):
    """One answer a prompt offers (a button in Telegram, a number in the terminal)."""

    model_config = ConfigDict(frozen=True)

    key: str
    label: str


class Prompt(BaseModel):
    """A suspended dialogue waiting for the user: a confirmation, a choice or a question."""

    model_config = ConfigDict(frozen=True)

    dialogue_id: str
    kind: Literal["confirm", "choose", "ask"]
    text: str
    choices: tuple[Choice, ...] = ()
    expires_at: float


ReplyStatus = Literal["answered", "prompt", "refused", "invalid", "cancelled", "error", "job"]


class Reply(BaseModel):
    """What Metnos answers: text, produced files, and maybe a prompt."""

    model_config = ConfigDict(frozen=True)

    text: str
    locale: Locale
    status: ReplyStatus = "answered"
    turn_id: str | None = None
    files: tuple[str, ...] = ()
    prompt: Prompt | None = None
    blocks: tuple[Block, ...] = ()  # the same answer as blocks, for front ends that render tables


@dataclass(frozen=True)
class UserRef:
    """A Metnos user as the runtime sees it during a turn."""

    id: str
    name: str
    role: Literal["admin", "user"]
    locale: str | None = None


@dataclass
class TurnContext:
    """Everything a turn is bound to from its first moment."""

    user: UserRef
    conversation_id: str
    channel: str
    locale: Locale
    text: str
    turn_id: str = field(default_factory=lambda: "t" + uuid.uuid4().hex[:12])
    started_at: float = field(default_factory=time.time)
    source: str | None = None  # the request's source (``Request.source``), stored with the turn


class Notifier(Protocol):
    """How the runtime reaches a user outside a turn (a finished job, a job's prompt, an
    interrupted turn, an expired dialogue): a whole Reply, rendered like a foreground answer."""

    async def notify(self, user_id: str, reply: Reply) -> None: ...
