"""Prompts: how a suspension is worded, and the dialogue row that binds its answer.

Every prompt — a foreground confirmation, a job that asks later, "continue the interrupted
job?" — is made here, so each one has buttons bound to its owner, turn and plan.
"""

from __future__ import annotations

import secrets
import time
from typing import Any

from runtime.engine.records import StepRecord, Suspension
from runtime.i18n import has, t
from runtime.parts import Parts
from runtime.plan.literals import USER_LITERALS, LiteralOrigins
from runtime.plan.model import Plan
from runtime.store.dialogues import DialogueRow
from runtime.turn import Choice, Prompt, TurnContext


def prompt_text(s: Suspension, locale: str) -> str:
    """The words of a suspension's prompt, in the user's language."""
    if s.kind == "ask":
        key = s.text_key if has(s.text_key, locale) else "ask.generic"
        return t(key, locale, arg=s.arg or "?", count=s.params.get("count", 2))
    text = t(s.text_key, locale, **s.params)
    if s.reason == "policy":
        text += " — " + t("confirm.undoable" if s.params.get("reversible") else
                          "confirm.not_undoable", locale)
    action = s.params.get("action")
    if s.reason == "provenance" and isinstance(action, dict):
        text += "\n" + t(action["key"], locale, **action["params"]) + " — " + t(
            "confirm.undoable" if action.get("reversible") else "confirm.not_undoable", locale)
    for other in s.params.get("others") or []:
        text += "\n" + t("confirm.provenance_also", locale, **other)
    if s.background is not None:
        text += "\n" + t("confirm.background", locale, n=s.items)
    return text


def yes_no(locale: str, yes: str = "choice.yes", no: str = "choice.no") -> tuple[Choice, ...]:
    return (Choice(key="yes", label=t(yes, locale)), Choice(key="no", label=t(no, locale)))


async def open_dialogue(
    parts: Parts, turn: TurnContext, *, kind: str, text: str, choices: tuple[Choice, ...],
    plan: Plan | None = None, position: int = 0, args_hash: str = "",
    records: dict[int, StepRecord] | dict[str, Any] | None = None,
    approvals: dict[int, str] | None = None, suspension: dict[str, Any] | None = None,
    origin: LiteralOrigins = USER_LITERALS,
) -> Prompt:
    """Store a pending dialogue for `turn` and return its prompt. Older pending dialogues of
    the conversation are superseded; a job that waited on one of them ends."""
    now = time.time()
    expires = now + parts.settings.dialogues.ttl_seconds
    dialogue_id = secrets.token_urlsafe(12)
    prompt = Prompt(dialogue_id=dialogue_id, kind=kind,
                    text=text, choices=choices, expires_at=expires)
    plan = plan or Plan(steps=[])
    stored = {str(k): v.model_dump(mode="json") if isinstance(v, StepRecord) else v
              for k, v in (records or {}).items()}
    row = DialogueRow(
        id=dialogue_id, owner_user_id=turn.user.id, conversation_id=turn.conversation_id,
        turn_id=turn.turn_id, kind=kind, state="pending", plan=plan.model_dump(mode="json"),
        plan_hash=plan.digest(), position=position, args_hash=args_hash, records=stored,
        approvals={str(k): v for k, v in (approvals or {}).items()},
        signatures=parts.catalog.signatures({st.tool for st in plan.steps}),
        suspension=suspension or {}, prompt=prompt.model_dump(mode="json"), locale=turn.locale,
        channel=turn.channel, literal_origin=origin.dumps(), created_at=now, expires_at=expires,
        resolved_at=None, resolution=None,
    )
    for older_turn in await parts.dialogues.create(row):
        if older_turn != turn.turn_id:
            await superseded(parts, turn.user.id, older_turn)
    return prompt


async def settle_job(parts: Parts, owner: str, turn_id: str, state: str,
                     answer: str | None = None, files: tuple[str, ...] = ()) -> None:
    """A job waiting on a dialogue of `turn_id` ends as that dialogue did (answered, cancelled,
    superseded, expired): /jobs never lists a phantom."""
    job = await parts.jobs.by_turn(owner, turn_id)
    if job is None or job.state != "waiting" or state == "waiting":
        return
    await parts.jobs.set_state(owner, job.id, state, answer_text=answer, files=list(files))


async def superseded(parts: Parts, owner: str, turn_id: str) -> None:
    """A new message replaced the question `turn_id` was waiting on: the turn ends, and so
    does a job that waited on it."""
    await parts.turns.answered(turn_id, owner, path=None, plan=None, outcome="superseded",
                               reply_text=None, trace=None)
    await settle_job(parts, owner, turn_id, "cancelled")
