"""Dialogues and their resume: a question the planner asks, a typed answer, a button pressed.

Before a suspended plan goes on, the resume checks owner, state, single use, expiry, catalog
signatures, the plan, and — through the same ``preflight`` as ``invoke`` — the conditions.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any

from pydantic import ValidationError

from runtime.conversation import answer_for, is_no, is_yes, option_for
from runtime.engine.context import ExecContext
from runtime.engine.invoke import args_hash
from runtime.engine.preflight import preflight
from runtime.engine.records import StepRecord, StepStatus, Suspension, Trace, trace_json
from runtime.flow import TurnFlow
from runtime.i18n import Locale, normalize_locale, t
from runtime.parts import Parts, user_ref
from runtime.plan.literals import LiteralOrigins
from runtime.plan.model import Plan
from runtime.plan.resolve import resolve_step
from runtime.planning.base import Proposal
from runtime.planning.grammar import plan_words
from runtime.planning.ground import WorkspaceView
from runtime.prompts import open_dialogue
from runtime.store.dialogues import DialogueRow
from runtime.store.users import User
from runtime.synthesis import compose
from runtime.turn import Block, Choice, Prompt, Reply, Request, TurnContext

# Plans the same request again with a slot pinned (the router's planning path).
Replan = Callable[[TurnContext, Trace, list[str], str, dict[str, str]], Awaitable[Reply]]
# Answers a reminder's or routine's prompt (create it? pause, resume or delete which?).
Scheduled = Callable[[DialogueRow, User, str], Awaitable[Reply]]
CLOSED_STATES = frozenset({"resumed", "resuming", "denied", "cancelled", "expired", "superseded",
                           "stale"})
_PRECHECK_KEYS = {"authority": "dialogue.file_gone", "preconditions": "dialogue.file_gone",
                  "credential": "dialogue.credential_gone"}


class DialogueFlow:
    """Owns dialogues: the planner's questions, typed answers, button presses, cancel, expiry."""

    def __init__(self, parts: Parts, flow: TurnFlow) -> None:
        self.parts = parts
        self.flow = flow
        self.replan: Replan | None = None  # set by the router
        self.scheduled: Scheduled | None = None  # a reminder's or routine's prompt (rt.schedules)

    async def clarify(self, turn: TurnContext, trace: Trace, proposal: Proposal, text: str,
                      pins: dict[str, str], notices: list[str]) -> Reply:
        """Ask which one was meant; the answer pins the slot and the request is planned again."""
        question = proposal.question
        assert question is not None
        prompt_text = t(question.key, turn.locale, **question.params)
        options = {f"c{i}": o.value for i, o in enumerate(question.options, 1)}
        prompt = await open_dialogue(
            self.parts, turn, kind="choose", text=prompt_text,
            choices=tuple(Choice(key=f"c{i}", label=o.label) for i, o in enumerate(question.options, 1)),
            suspension={"slot": question.slot, "text": text, "pins": pins, "options": options})
        trace.add("clarify", slot=question.slot, options=list(options.values()),
                  dialogue=prompt.dialogue_id)
        full = "\n\n".join([*notices, prompt_text])
        await self.parts.turns.suspended(turn.turn_id, turn.user.id, path="new_proposal", plan=None,
                                         trace=trace_json(trace, {}))
        return Reply(text=full, locale=turn.locale, status="prompt", turn_id=turn.turn_id,
                     prompt=prompt, blocks=(Block(kind="text", text=full),))

    async def answer(self, pending: DialogueRow, request: Request, user: User,
                     locale: Locale) -> Reply | None:
        """A typed answer to a question or a choice; None when the message is a new request."""
        conv = request.conversation_id
        if pending.suspension.get("menu"):  # a list's buttons: what is typed is a new request
            return None
        prompt = Prompt.model_validate(pending.prompt)
        root = self.parts.workspaces.of(user).root
        view = await asyncio.to_thread(WorkspaceView.scan, root)
        alone = plan_words(request.text, locale=locale, view=view)
        plans_alone = alone.plan is not None or alone.question is not None
        if pending.kind == "choose":
            key = option_for(prompt, request.text)
            if key is None and len(prompt.choices) == 1 and is_yes(request.text):
                key = prompt.choices[0].key  # "did you mean nota.txt?" — "sì"
            if key is not None:
                return await self.resume(pending.id, key, user, conv, locale, source=request.source)
            typed = view.file(request.text.strip())
            resume = (pending.turn_id, self.parts.turns.runner)
            if typed.status == "exact" and typed.path is not None and time.time() < pending.expires_at \
                    and await self.parts.dialogues.claim(user.id, pending.id, resume=resume,
                                                         source=request.source):
                # "vecchia_lista.txt" typed instead of the file offered: the one the user names
                return await self._chosen(pending, user, conv, typed.path)
            if is_no(request.text):
                return await self.cancel(user, conv, locale)
            if plans_alone or len(request.text.split()) > 2:
                return None
            return Reply(text=t("planner.choice_unclear", locale) + "\n\n" + prompt.text, locale=locale,
                         status="prompt", turn_id=pending.turn_id, prompt=prompt)
        arg = str(pending.suspension.get("arg") or "")
        answer = answer_for(arg, request.text, view, plans_alone=plans_alone)
        if answer.value is not None:
            return await self.resume(pending.id, answer.value, user, conv, locale,
                                     source=request.source)
        if answer.new_request:
            return None
        return Reply(text=t(answer.problem or "planner.choice_unclear", locale), locale=locale,
                     status="prompt", turn_id=pending.turn_id, prompt=prompt)

    async def resume(self, dialogue_id: str, choice: str, user: User, conv: str,
                     locale: str | None, *, source: str | None = None) -> Reply:
        """Answer a pending dialogue; a job waiting on it ends as its turn did. `source`: the
        answering request's (kept with the dialogue when its turn runs again here)."""
        try:
            reply = await self._resume(dialogue_id, choice, user, conv, locale, source)
        except Exception:  # mapped to a plain sentence by the entry point; the turn ends here
            await self._failed(user, dialogue_id, locale)
            raise
        if reply.turn_id is not None and reply.status != "job":
            if reply.status != "refused":
                await self.flow.jobs.settle(user.id, reply.turn_id, reply)
            else:
                row = await self.parts.dialogues.get(user.id, dialogue_id)
                if row is not None and row.state in ("stale", "expired"):
                    await self.flow.jobs.settle(user.id, reply.turn_id, None, "failed")
        return reply

    async def _failed(self, user: User, dialogue_id: str, locale: str | None) -> None:
        """A resume broke after its claim made the turn running here: the turn fails (it is
        not left running, to be told as cut short at the next start)."""
        row = await self.parts.dialogues.get(user.id, dialogue_id)
        if row is None:
            return
        loc = normalize_locale(locale or row.locale, self.parts.settings.general.fallback_locale)
        await self.parts.turns.failed_here(row.turn_id, user.id, t("error.internal", loc))

    async def _resume(self, dialogue_id: str, choice: str, user: User, conv: str,
                      locale: str | None, source: str | None) -> Reply:
        dialogues = self.parts.dialogues
        row = await dialogues.get(user.id, dialogue_id)
        loc = normalize_locale(locale or (row.locale if row else None),
                               self.parts.settings.general.fallback_locale)

        def refuse(key: str, **params: Any) -> Reply:
            return Reply(text=t(key, loc, **params), locale=loc, status="refused",
                         turn_id=row.turn_id if row else None)

        if row is None or row.conversation_id != conv:
            return refuse("dialogue.not_found")
        if row.state != "pending":
            return refuse(f"dialogue.state_{row.state}" if row.state in CLOSED_STATES
                          else "dialogue.state_resumed")
        if time.time() >= row.expires_at:
            await dialogues.close(user.id, row.id, "expired", "timeout")
            return refuse("dialogue.state_expired")
        # A job's dialogue finishes in the foreground; any other turn may still hand over.
        foreground = await self.parts.jobs.by_turn(user.id, row.turn_id) is None
        # the turn runs again, on this runner, from the moment the answer is taken (a crash from
        # now on is told to the owner); a schedule's or a job's dialogue keeps its own state
        running = foreground and "schedule" not in row.suspension and "job" not in row.suspension
        resume = (row.turn_id, self.parts.turns.runner) if running else None
        if not await dialogues.claim(user.id, row.id, resume=resume,
                                     source=source if running else None):
            return refuse("dialogue.state_resumed")  # someone else answered first

        async def refuse_claimed(key: str, **params: Any) -> Reply:
            """A refusal after the answer was taken: the turn ends with it."""
            reply = refuse(key, **params)
            if running:
                await self.parts.turns.answered(row.turn_id, user.id, path=None, plan=None,
                                                outcome="refused", reply_text=reply.text, trace=None)
            return reply

        if "schedule" in row.suspension and self.scheduled is not None:
            return await self.scheduled(row, user, choice)  # it checks its own plan, if any
        if row.kind == "choose":
            value = dict(row.suspension.get("options") or {}).get(choice)
            if value is None:
                await dialogues.close(user.id, row.id, "cancelled", "bad_choice")
                return await refuse_claimed("dialogue.not_found")
            return await self._chosen(row, user, conv, str(value))

        plan = Plan.model_validate(row.plan)
        if self.parts.catalog.signatures(row.signatures.keys()) != row.signatures:
            await dialogues.close(user.id, row.id, "stale", "catalog_changed")
            return await refuse_claimed("dialogue.catalog_changed")
        if plan.digest() != row.plan_hash:
            await dialogues.close(user.id, row.id, "stale", "plan_changed")
            return await refuse_claimed("dialogue.plan_changed")
        if "job" in row.suspension:  # "continue the interrupted job?"
            return await self.flow.jobs.continue_job(row, user, approves(choice))

        turn = TurnContext(user=user_ref(user), conversation_id=conv, channel=row.channel,
                           locale=normalize_locale(row.locale), text="", turn_id=row.turn_id)
        stored = await self.parts.turns.get(user.id, row.turn_id)
        trace = Trace([e for e in (stored.trace if stored else []) if e.get("kind") != "records"])
        records = {int(k): StepRecord.model_validate(v) for k, v in row.records.items()}
        approvals = {int(k): v for k, v in row.approvals.items()}
        suspension = Suspension.model_validate(row.suspension)
        origin = LiteralOrigins.loads(row.literal_origin)
        path = stored.path if stored and stored.path else "new_proposal"

        if row.kind == "ask":
            step = plan.steps[row.position - 1]
            value = choice.strip()
            if not value:
                await dialogues.close(user.id, row.id, "cancelled", "empty_answer")
                return await refuse_claimed("dialogue.empty_answer")
            step.args[suspension.arg or ""] = value
            origin = origin.answered(step.tool, suspension.arg or "", value)  # typed by the user
            trace.add("answered", row.position, arg=suspension.arg)
            await dialogues.close(user.id, row.id, "resumed", "answered")
            return await self.flow.run(turn, plan, trace, path, origin, records=records,
                                       start=row.position, approvals=approvals, foreground=foreground)

        problem = await self._conditions(turn, plan, records, row, origin)
        if problem is not None:
            await dialogues.close(user.id, row.id, "stale", problem[0])
            trace.add("resume_refused", row.position, reason=problem[0])
            return await refuse_claimed(problem[0], **problem[1])

        if not approves(choice):
            return await self._denied(turn, row, plan, records, suspension, trace, path)
        approvals[row.position] = row.args_hash
        await dialogues.close(user.id, row.id, "resumed", "approved")
        return await self.flow.run(turn, plan, trace, path, origin, records=records, start=row.position,
                                   approvals=approvals, foreground=foreground)

    async def _denied(self, turn: TurnContext, row: DialogueRow, plan: Plan,
                      records: dict[int, StepRecord], suspension: Suspension, trace: Trace,
                      path: str) -> Reply:
        await self.parts.dialogues.close(turn.user.id, row.id, "denied", "user_denied")
        await self.parts.plans.rejected_turn(turn.user.id, turn.turn_id)  # a reused plan: demoted
        trace.add("check", row.position, check="confirmation", result="denied")
        records[row.position] = StepRecord(num=row.position, tool=suspension.tool,
                                           status=StepStatus.NOT_RUN, message_key="step.denied")
        for later in range(row.position + 1, len(plan.steps) + 1):
            records[later] = StepRecord(num=later, tool=plan.steps[later - 1].tool,
                                        status=StepStatus.NOT_RUN, message_key="step.not_run")
        answer = compose({k: v for k, v in records.items() if k < row.position}, turn.locale)
        text = t("dialogue.denied", turn.locale)
        if any(k < row.position for k in records):
            text += "\n\n" + answer.text
        await self.parts.turns.answered(turn.turn_id, turn.user.id, path=path, plan=row.plan,
                                        outcome="denied", reply_text=text,
                                        trace=trace_json(trace, records))
        return Reply(text=text, locale=turn.locale, status="cancelled", turn_id=turn.turn_id,
                     blocks=(Block(kind="text", text=text),))

    async def _chosen(self, row: DialogueRow, user: User, conv: str, value: str) -> Reply:
        """The user picked one of the planner's candidates (or typed a file of theirs instead):
        plan the same request with it pinned."""
        assert self.replan is not None
        await self.parts.dialogues.close(user.id, row.id, "resumed", "chosen")
        pins = {**dict(row.suspension.get("pins") or {}), str(row.suspension["slot"]): value}
        turn = TurnContext(user=user_ref(user), conversation_id=conv, channel=row.channel,
                           locale=normalize_locale(row.locale), text=str(row.suspension["text"]),
                           turn_id=row.turn_id)
        stored = await self.parts.turns.get(user.id, row.turn_id)
        trace = Trace([e for e in (stored.trace if stored else []) if e.get("kind") != "records"])
        trace.add("chosen", slot=row.suspension["slot"], value=value)
        return await self.replan(turn, trace, [], turn.text, pins)

    async def _conditions(
        self, turn: TurnContext, plan: Plan, records: dict[int, StepRecord], row: DialogueRow,
        origin: LiteralOrigins,
    ) -> tuple[str, dict[str, Any]] | None:
        """The suspended step's arguments are unchanged, and its preflight still holds."""
        step = plan.steps[row.position - 1]
        spec = self.parts.catalog[step.tool]
        res = resolve_step(row.position, step, spec, records, self.parts.catalog, literal_origin=origin)
        if res.skipped_because is not None or args_hash(spec.name, res.args, res.input) != row.args_hash:
            return "dialogue.args_changed", {}
        try:
            args = spec.args_model.model_validate(res.args)
        except ValidationError:
            return "dialogue.args_changed", {}
        engine = self.parts.engine(turn)
        ctx = ExecContext(turn=turn, workspace=engine.workspace, step_num=row.position,
                          input=res.input, settings=self.parts.settings, services=engine.services,
                          executor=spec.name)
        unmet = await preflight(ctx, spec, args)
        if unmet is None:
            return None
        if unmet.credential is not None:
            key = "dialogue.key_store_unreadable" if unmet.result == "failed" else \
                _PRECHECK_KEYS["credential"]
            return key, {"credential": unmet.credential}
        if unmet.path is not None:
            return _PRECHECK_KEYS[unmet.check], {"path": unmet.path}
        return "dialogue.args_changed", {}

    async def get(self, owner: str, dialogue_id: str) -> DialogueRow | None:
        """A dialogue of `owner` (front ends retire the buttons of one that no longer waits)."""
        return await self.parts.dialogues.get(owner, dialogue_id)

    async def pending_prompt(self, owner: str, conv: str) -> Reply | None:
        """The prompt a conversation is waiting on, as a Reply."""
        row = await self.parts.dialogues.pending(owner, conv)
        if row is None:
            return None
        prompt = Prompt.model_validate(row.prompt)
        return Reply(text=prompt.text, locale=normalize_locale(row.locale), status="prompt",
                     turn_id=row.turn_id, prompt=prompt)

    async def cancel(self, user: User, conv: str, locale: Locale) -> Reply:
        """Cancel the pending dialogue of this conversation (``/cancel``, "no")."""
        dialogues = self.parts.dialogues
        pending = await dialogues.pending(user.id, conv)
        if pending is None or not await dialogues.claim(user.id, pending.id):
            return Reply(text=t("dialogue.nothing_to_cancel", locale), locale=locale,
                         status="answered")
        await dialogues.close(user.id, pending.id, "cancelled", "user_cancelled")
        await self.flow.jobs.settle(user.id, pending.turn_id, None, "cancelled")
        text = t("dialogue.cancelled", locale)
        await self.parts.turns.answered(pending.turn_id, user.id, path=None, plan=pending.plan,
                                        outcome="cancelled", reply_text=text, trace=None)
        return Reply(text=text, locale=locale, status="cancelled", turn_id=pending.turn_id)

    async def sweep(self, now: float | None = None) -> int:
        """Expire stale dialogues and tell their owners (a scheduled job)."""
        due = await self.parts.dialogues.expire_due(now if now is not None else time.time())
        for row in due:
            await self.parts.turns.answered(row.turn_id, row.owner_user_id, path=None, plan=row.plan,
                                            outcome="expired", reply_text=None, trace=None)
            await self.flow.jobs.settle(row.owner_user_id, row.turn_id, None, "cancelled")
            locale = normalize_locale(row.locale)
            text = t("dialogue.expired_notice", locale)
            await self.parts.outbox.send(row.owner_user_id, Reply(
                text=text, locale=locale, status="cancelled", turn_id=row.turn_id,
                blocks=(Block(kind="text", text=text),)))
        return len(due)


def approves(choice: str) -> bool:
    """A button's "yes", the terminal's "1", or a typed plain yes — one definition of yes."""
    return choice.strip().lower() in ("yes", "1") or is_yes(choice)
