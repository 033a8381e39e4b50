"""Runtime: wires config, stores, catalog and planner; ``handle`` a request, ``resume`` a dialogue."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import secrets
import sqlite3
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from pydantic import ValidationError

from runtime.catalog.registry import Catalog, load_catalog
from runtime.config import Settings, load_settings
from runtime.conversation import (
    answer_for,
    grounding_view,
    is_no,
    is_yes,
    option_for,
    replaces_question,
)
from runtime.credentials import CredentialError, credential_stored
from runtime.engine.execute import PlanRun, run_steps
from runtime.engine.invoke import Engine, args_hash
from runtime.engine.observe import Observer
from runtime.engine.records import StepRecord, StepStatus, Suspension, Trace
from runtime.engine.records import trace_json as _trace_json
from runtime.engine.workspace import Workspace
from runtime.i18n import Locale, detect_locale, normalize_locale, t
from runtime.index import WorkspaceIndex
from runtime.lre import LongWork
from runtime.plan.literals import USER_LITERALS, LiteralOrigins
from runtime.plan.model import Plan, Step
from runtime.plan.parse import PlanFileError as PlanFileError
from runtime.plan.parse import parse_plan as parse_plan
from runtime.plan.problems import Problem
from runtime.plan.resolve import resolve_step
from runtime.plan.validate import apply_guards, validate_plan
from runtime.planning.base import Planner, PlanningContext, Proposal
from runtime.planning.grammar import RulesPlanner, plan_words
from runtime.planning.ground import WorkspaceView
from runtime.planning.llm import ModelPlanner, TieredPlanner
from runtime.planning.referents import referents_of
from runtime.planning.rules import RuleMatch, match_rule
from runtime.scratchpad import Scratchpad, ScratchpadError
from runtime.store.db import Database, StoreError
from runtime.store.dialogues import DialogueRow, DialogueStore
from runtime.store.jobs import JobRow
from runtime.store.receipts import ReceiptStore
from runtime.store.referents import ReferentStore
from runtime.store.turns import TurnRow, TurnStore
from runtime.store.users import User, UserStore
from runtime.synthesis import compose, render_block
from runtime.turn import (
    Block,
    Choice,
    Prompt,
    Reply,
    ReplyStatus,
    Request,
    TurnContext,
    UserRef,
)

log = logging.getLogger(__name__)


class Notifier(Protocol):
    """How the runtime reaches a user outside a turn (a finished job, an expired dialogue)."""

    async def notify(
        self, user_id: str, text: str, *, locale: str, files: Sequence[str] = ()
    ) -> None: ...


class Runtime:
    """The in-process runtime the front ends talk to."""

    def __init__(
        self,
        *,
        settings: Settings,
        db: Database,
        catalog: Catalog,
        planner: Planner,
        notifier: Notifier | None = None,
        scratchpad: Scratchpad | None = None,
        index: WorkspaceIndex | None = None,
    ) -> None:
        self.settings = settings
        self.db = db
        self.catalog = catalog
        self.planner = planner
        self.notifier = notifier
        self.users = UserStore(db)
        self.turns = TurnStore(db)
        self.receipts = ReceiptStore(db)
        self.dialogues = DialogueStore(db)
        self.referents = ReferentStore(db)
        self.index = index
        self._meta: dict[str, tuple[str, str | None, str | None]] = {}
        self.scratchpad = scratchpad
        self.observer = Observer(scratchpad, threshold_bytes=settings.scratchpad.threshold_bytes,
                                 ttl_seconds=settings.scratchpad.ttl_seconds)
        self.services: dict[str, Any] = {"receipts": self.receipts, "scratchpad": scratchpad,
                                         "observer": self.observer, "index": index}
        self._locks: dict[str, asyncio.Lock] = {}
        self._made_dirs: set[Path] = set()
        self.lre = LongWork(self)

    # --- life cycle ------------------------------------------------------------------------

    @classmethod
    async def open(
        cls,
        settings: Settings | None = None,
        *,
        notifier: Notifier | None = None,
        catalog: Catalog | None = None,
        planner: Planner | None = None,
    ) -> Runtime:
        """Open the stores under the data dir, load the catalog, mark crashed turns interrupted."""
        settings = settings or load_settings()
        data = settings.data_dir
        data.mkdir(parents=True, exist_ok=True)
        db = await Database.open(data / "metnos.db")
        try:
            catalog = catalog or load_catalog(settings.catalog.extra_modules)
        except Exception:
            await db.close()
            raise
        try:
            scratchpad: Scratchpad | None = await Scratchpad.open(
                data / "scratchpad.db", max_read_bytes=settings.scratchpad.max_read_bytes,
                default_ttl_seconds=settings.scratchpad.ttl_seconds)
        except ScratchpadError as exc:
            # Large observations then stay in memory for the turn; the turn still answers.
            log.error("scratchpad unavailable, running without it: %s", exc)
            scratchpad = None
        if planner is None:
            # With a planning model configured the rules still come first (see TieredPlanner).
            planner = (TieredPlanner(RulesPlanner(), ModelPlanner(settings=settings))
                       if settings.models.planning.configured else RulesPlanner())
        try:
            index: WorkspaceIndex | None = await asyncio.to_thread(WorkspaceIndex.open, data / "index.db")
        except Exception as exc:  # content search is a help: the turn still answers without it
            log.error("full-text index unavailable, running without it: %s", exc)
            index = None
        rt = cls(settings=settings, db=db, catalog=catalog, planner=planner,
                 notifier=notifier, scratchpad=scratchpad, index=index)
        interrupted = await rt.turns.mark_interrupted()
        if interrupted:
            log.warning("%d turn(s) were interrupted by a previous stop", interrupted)
        jobs = await rt.lre.jobs.mark_interrupted()
        if jobs:
            log.warning("%d job(s) were interrupted by a previous stop", jobs)
        return rt

    async def report_interrupted_jobs(self, *, user: str | None = None) -> int:
        """Tell owners (or only `user`), once, about jobs a previous stop interrupted; front
        ends call it once their notifier is attached. The number reported."""
        owner = None
        if user is not None:
            found = await self.users.by_name(user)
            if found is None:
                return 0
            owner = found.id
        return await self.lre.report_interrupted(owner)

    async def wait_for_jobs(self) -> None:
        """Until no job of this process is running (a terminal session waits before it closes)."""
        await self.lre.wait()

    async def pending_prompt(self, *, user: str, conversation_id: str) -> Reply | None:
        """The prompt a conversation is waiting on (a job's confirmation, for the terminal)."""
        found = await self._active_user(user)
        row = await self.dialogues.pending(found.id, conversation_id) if found else None
        if row is None:
            return None
        prompt = Prompt.model_validate(row.prompt)
        return Reply(text=prompt.text, locale=normalize_locale(row.locale), status="prompt",
                     turn_id=row.turn_id, prompt=prompt)

    async def close(self) -> None:
        """Stop running jobs (marked interrupted), then close the stores."""
        await self.lre.shutdown()
        if self.scratchpad is not None:
            await self.scratchpad.close()
        if self.index is not None:
            self.index.close()
        await self.db.close()

    async def collect_garbage(self, now: float | None = None) -> int:
        """Delete expired scratchpad entries (a scheduled job); the number removed."""
        if self.scratchpad is None:
            return 0
        return await self.scratchpad.gc(now)

    async def scratchpad_stats(self) -> dict[str, Any]:
        """Entries and bytes stored, and the put/read/gc counters of this process."""
        if self.scratchpad is None:
            return {"available": False}
        return dict(await self.scratchpad.stats())

    async def offered_catalog(self, user_id: str, turn_id: str) -> Catalog:
        """The catalog a planner is shown: scratchpad_read only while this turn has entries."""
        if self.scratchpad is not None and "scratchpad_read" in self.catalog:
            try:
                if await self.scratchpad.list_for_turn(user_id, turn_id):
                    return self.catalog
            except ScratchpadError as exc:
                log.warning("scratchpad unreadable, scratchpad_read not offered: %s", exc)
        return self.catalog.without("scratchpad_read")

    async def remove_user(self, name: str) -> None:
        """Remove a user; their index of document text goes too (their files stay on disk)."""
        found = await self.users.by_name(name)
        await self.users.remove(name)
        if found is not None and self.index is not None:
            await asyncio.to_thread(self.index.forget, found.id)

    async def index_workspace(self, *, user: str, rebuild: bool = False) -> dict[str, Any]:
        """Bring the user's full-text index up to date (``rebuild``: from scratch); what it did."""
        found = await self._active_user(user)
        if found is None or self.index is None:
            return {"available": self.index is not None, "user": found is not None}
        root = self.workspace_for(found).root
        work = self.index.rebuild if rebuild else self.index.refresh
        stats = await asyncio.to_thread(work, found.id, root)
        return {"available": True, "user": True, **vars(stats)}

    async def __aenter__(self) -> Runtime:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # --- users and workspaces --------------------------------------------------------------

    def workspace_for(self, user: User | UserRef) -> Workspace:
        """The user's workspace (``~`` in plans) and trash, created on first use."""
        override = self.settings.users.get(user.name)
        base = self.settings.data_dir / "users" / user.name
        root = Path(override.workspace).expanduser() if override and override.workspace else base / "files"
        trash = base / "trash"
        if root not in self._made_dirs or not root.is_dir():
            root.mkdir(parents=True, exist_ok=True)
            trash.mkdir(parents=True, exist_ok=True)
            self._made_dirs.add(root)
        return Workspace(root=root, trash=trash)

    async def _active_user(self, name: str) -> User | None:
        user = await self.users.by_name(name)
        return None if user is None or user.disabled else user

    def _lock(self, user_id: str) -> asyncio.Lock:
        return self._locks.setdefault(user_id, asyncio.Lock())

    def _locale(self, request: Request, user: User, rule: RuleMatch | None) -> Locale:
        forced = self.settings.general.locale
        if forced != "auto":
            return forced
        if rule is not None and not request.text.lstrip().startswith("/"):
            return normalize_locale(rule.locale)  # a command (/undo) says nothing of the language
        guessed = detect_locale(request.text)
        if guessed:
            return guessed
        return normalize_locale(request.locale or user.locale, self.settings.general.fallback_locale)

    # --- turns -----------------------------------------------------------------------------

    async def handle(self, request: Request) -> Reply:
        """Answer one request: a rule, a resumed dialogue, or a new plan run through ``invoke``."""
        user = await self._active_user(request.user)
        if user is None:
            loc = normalize_locale(request.locale, self.settings.general.fallback_locale)
            return Reply(text=t("users.not_allowed", loc), locale=loc, status="refused")
        async with self._lock(user.id):
            try:
                return await self._handle(request, user)
            except (StoreError, sqlite3.Error, OSError):
                log.exception("turn of %s failed on storage", user.name)
                loc = normalize_locale(request.locale, self.settings.general.fallback_locale)
                return Reply(text=t("error.storage", loc), locale=loc, status="error")
            except Exception:
                log.exception("turn of %s failed inside the runtime", user.name)
                loc = normalize_locale(request.locale, self.settings.general.fallback_locale)
                return Reply(text=t("error.internal", loc), locale=loc, status="error")

    async def _handle(self, request: Request, user: User) -> Reply:
        conv = request.conversation_id
        pending = await self.dialogues.pending(user.id, conv)
        rule = match_rule(request.text, allow_answers=True)
        locale = self._locale(request, user, rule)
        if detect_locale(request.text) is None and self.settings.general.locale == "auto" and rule is None:
            # "ad Anna", "leggilo", "2" say nothing of the language: the conversation's goes on
            if pending is not None:
                locale = normalize_locale(pending.locale)
            elif request.locale is None and (last := await self.turns.last(user.id)) is not None:
                locale = normalize_locale(last.locale)
        kind = pending.kind if pending is not None else None
        if pending is not None and kind == "confirm" and rule is not None and rule.kind in ("yes", "no"):
            return await self._resume(pending.id, rule.kind, user, conv, locale)
        if pending is not None and kind in ("ask", "choose") and not replaces_question(rule, request.text):
            answered = await self._answer_pending(pending, request, user, locale)
            if answered is not None:
                return answered
        stray = pending is None and (
            (rule is not None and rule.kind in ("yes", "no")) or request.text.strip().isdigit())
        if rule is not None and rule.kind in ("yes", "no") and not stray:
            rule = None  # "sì" typed to a question it does not answer: planned like any text
        if rule is not None and rule.kind == "cancel":
            return await self._cancel(user, conv, locale)
        if rule is not None and rule.kind == "cancel_job" and rule.number is not None:
            return await self.lre.cancel(user, rule.number, locale)

        turn = TurnContext(user=_ref(user), conversation_id=conv, channel=request.channel,
                           locale=locale, text=request.text)
        await self.turns.start(turn.turn_id, user.id, conv, request.channel, locale, request.text)
        trace = Trace()
        notices: list[str] = []
        if pending is not None and await self.dialogues.supersede(user.id, conv):
            notices.append(t("dialogue.superseded_notice", locale))
            trace.add("dialogue_superseded", dialogue=pending.id)

        if stray:
            trace.add("path", path="rule", rule="nothing_to_confirm")
            return await self._answer_text(turn, trace, "rule", t("planner.nothing_to_confirm", locale),
                                           notices)
        if rule is not None and rule.kind in ("help", "greet"):
            trace.add("path", path="rule", rule=rule.kind)
            key = "help.text" if rule.kind == "help" else "help.greet"
            return await self._answer_text(turn, trace, "rule", t(key, locale), notices)
        if rule is not None and rule.kind == "undo":
            trace.add("path", path="rule", rule="undo")
            plan = Plan(steps=[Step(tool="undo_last_turn")])
            return await self._run_new(turn, plan, trace, "rule", USER_LITERALS, notices)
        return await self._plan_and_run(turn, trace, notices, request.text, {})

    async def _plan_and_run(self, turn: TurnContext, trace: Trace, notices: list[str], text: str,
                            pins: dict[str, str]) -> Reply:
        """Ground the request in the workspace and the conversation, plan it, run it."""
        user_id, conv, locale = turn.user.id, turn.conversation_id, turn.locale
        root = self.workspace_for(turn.user).root
        view = await asyncio.to_thread(grounding_view, root, user_id, self.index)
        referents = await self.referents.get(user_id, conv)
        ctx = PlanningContext(catalog=await self.offered_catalog(user_id, turn.turn_id),
                              locale=locale, history=await self._history(user_id, conv),
                              view=view, referents=referents, pins=pins)
        proposal = await self.planner.propose(text, ctx)
        trace.add("path", path="new_proposal", planner=self.planner.name, intent=proposal.intent,
                  notes=list(proposal.notes), place=proposal.place, pins=pins,
                  referents=referents.turn_id if referents is not None else None)
        notices += [t(key, locale) for key in proposal.notes]
        notices += [t(key, locale, **params) for key, params in proposal.notices]
        if proposal.question is not None:
            return await self._clarify(turn, trace, proposal, text, pins, notices)
        if proposal.plan is None:
            text = t(proposal.refusal_key or "planner.cannot", locale, **proposal.refusal_params)
            return await self._answer_text(turn, trace, "new_proposal", text, notices, status="refused")
        self._meta[turn.turn_id] = (text, proposal.intent, proposal.place)
        return await self._run_new(turn, proposal.plan, trace, "new_proposal",
                                   proposal.literal_origin, notices)

    async def _clarify(self, turn: TurnContext, trace: Trace, proposal: Proposal, text: str,
                       pins: dict[str, str], notices: list[str]) -> Reply:
        """Ask which one was meant; the answer pins the slot and the request is planned again."""
        question = proposal.question
        assert question is not None
        now = time.time()
        expires = now + self.settings.dialogues.ttl_seconds
        dialogue_id = secrets.token_urlsafe(12)
        choices = tuple(Choice(key=f"c{i}", label=o.label) for i, o in enumerate(question.options, 1))
        prompt_text = t(question.key, turn.locale, **question.params)
        prompt = Prompt(dialogue_id=dialogue_id, kind="choose", text=prompt_text, choices=choices,
                        expires_at=expires)
        empty = Plan(steps=[])
        row = DialogueRow(
            id=dialogue_id, owner_user_id=turn.user.id, conversation_id=turn.conversation_id,
            turn_id=turn.turn_id, kind="choose", state="pending", plan=empty.model_dump(mode="json"),
            plan_hash=empty.digest(), position=0, args_hash="", records={}, approvals={},
            signatures={}, suspension={"slot": question.slot, "text": text, "pins": pins,
                                       "options": {f"c{i}": o.value
                                                   for i, o in enumerate(question.options, 1)}},
            prompt=prompt.model_dump(mode="json"), locale=turn.locale, channel=turn.channel,
            literal_origin=USER_LITERALS.dumps(), created_at=now, expires_at=expires,
            resolved_at=None, resolution=None,
        )
        await self.dialogues.create(row)
        trace.add("clarify", slot=question.slot, options=[o.value for o in question.options],
                  dialogue=dialogue_id)
        full = "\n\n".join([*notices, prompt_text])
        await self.turns.save(turn.turn_id, turn.user.id, state="suspended", path="new_proposal",
                              plan=None, outcome="suspended", reply_text=None,
                              trace=_trace_json(trace, {}))
        return Reply(text=full, locale=turn.locale, status="prompt", turn_id=turn.turn_id,
                     prompt=prompt, blocks=(Block(kind="text", text=full),))

    async def _answer_pending(self, pending: DialogueRow, request: Request, user: User,
                              locale: Locale) -> Reply | None:
        """A typed answer to a question or a choice; None when the message is a new request."""
        conv = request.conversation_id
        prompt = Prompt.model_validate(pending.prompt)
        view = await asyncio.to_thread(WorkspaceView.scan, self.workspace_for(_ref(user)).root)
        alone = plan_words(request.text, locale=locale, view=view)
        plans_alone = alone.plan is not None or alone.question is not None
        if pending.kind == "choose":
            key = option_for(prompt, request.text)
            if key is None and len(prompt.choices) == 1 and is_yes(request.text):
                key = prompt.choices[0].key  # "did you mean nota.txt?" — "sì"
            if key is not None:
                return await self._resume(pending.id, key, user, conv, locale)
            typed = view.file(request.text.strip())
            if typed.status == "exact" and typed.path is not None and time.time() < pending.expires_at \
                    and await self.dialogues.claim(user.id, pending.id):
                # "vecchia_lista.txt" typed instead of the file offered: the one the user names
                return await self._resume_choice(pending, "", user, conv, _no_refusal, value=typed.path)
            if is_no(request.text):
                return await self._cancel(user, conv, locale)
            if plans_alone or len(request.text.split()) > 2:
                return None
            return Reply(text=t("planner.choice_unclear", locale) + "\n\n" + prompt.text, locale=locale,
                         status="prompt", turn_id=pending.turn_id, prompt=prompt)
        arg = str(pending.suspension.get("arg") or "")
        answer = answer_for(arg, request.text, view, plans_alone=plans_alone)
        if answer.value is not None:
            return await self._resume(pending.id, answer.value, user, conv, locale)
        if answer.new_request:
            return None
        return Reply(text=t(answer.problem or "planner.choice_unclear", locale), locale=locale,
                     status="prompt", turn_id=pending.turn_id, prompt=prompt)

    async def run_plan(
        self,
        plan: Plan | str | dict[str, Any],
        *,
        user: str,
        conversation_id: str = "cli",
        channel: str = "cli",
        locale: str | None = None,
    ) -> Reply:
        """Run a plan written by the user (``metnos plan run``) through the same invocation point."""
        found = await self._active_user(user)
        loc = normalize_locale(locale, self.settings.general.fallback_locale)
        if found is None:
            return Reply(text=t("users.not_allowed", loc), locale=loc, status="refused")
        parsed = plan if isinstance(plan, Plan) else parse_plan(plan)
        async with self._lock(found.id):
            try:
                return await self._run_plan(parsed, found, conversation_id, channel, loc)
            except (StoreError, sqlite3.Error, OSError):
                log.exception("plan run of %s failed on storage", found.name)
                return Reply(text=t("error.storage", loc), locale=loc, status="error")

    async def _run_plan(
        self, parsed: Plan, found: User, conversation_id: str, channel: str, loc: Locale
    ) -> Reply:
        turn = TurnContext(user=_ref(found), conversation_id=conversation_id, channel=channel,
                           locale=loc, text="(plan)")
        await self.turns.start(turn.turn_id, found.id, conversation_id, channel, loc, "(plan)")
        trace = Trace()
        trace.add("path", path="plan_file")
        notices: list[str] = []
        pending = await self.dialogues.pending(found.id, conversation_id)
        if pending is not None and await self.dialogues.supersede(found.id, conversation_id):
            notices.append(t("dialogue.superseded_notice", loc))
        return await self._run_new(turn, parsed, trace, "plan_file", USER_LITERALS, notices)

    def check_plan(self, plan: Plan) -> tuple[Plan, list[Problem]]:
        """Guards then validation, exactly as a turn does it (for ``metnos plan check``)."""
        guarded, _ = apply_guards(plan, self.catalog)
        return guarded, validate_plan(guarded, self.catalog, max_steps=self.settings.general.max_steps)

    async def _run_new(
        self, turn: TurnContext, plan: Plan, trace: Trace, path: str, origin: LiteralOrigins,
        notices: list[str],
    ) -> Reply:
        guarded, notes = apply_guards(plan, self.catalog)
        for note in notes:
            trace.add("guard", note.step, code=note.code, tool=note.tool, detail=note.detail)
        problems = validate_plan(guarded, self.catalog, max_steps=self.settings.general.max_steps)
        trace.add("validation", result="ok" if not problems else "rejected",
                  problems=[{"code": p.code, "step": p.step, "arg": p.arg} for p in problems])
        if problems:
            if path == "plan_file":  # the author of a plan file reads the problems themselves
                lines = [t("plan.invalid", turn.locale)] + [f"• {p.message(turn.locale)}" for p in problems]
                text = "\n".join(lines)
            else:  # a person in a chat never reads engine words; the trace keeps the problems
                text = t("planner.model_invalid", turn.locale)
            return await self._answer_text(turn, trace, path, text, notices, status="invalid", plan=guarded)
        run = await run_steps(self._engine(turn), turn, guarded, trace, literal_origin=origin,
                              gate=self.lre.gate(turn))
        return await self._conclude(turn, guarded, run, trace, path, origin, {}, notices)

    def _engine(self, turn: TurnContext) -> Engine:
        return Engine(self.catalog, self.settings, self.workspace_for(turn.user), self.services)

    async def _conclude(
        self, turn: TurnContext, plan: Plan, run: PlanRun, trace: Trace, path: str,
        origin: LiteralOrigins, approvals: dict[int, str], notices: list[str],
    ) -> Reply:
        if run.suspension is not None:
            return await self._suspend(turn, plan, run, trace, path, origin, approvals, notices)
        if run.stopped is not None:
            return await self.lre.hand_off(turn, plan, run, trace, path, origin, approvals, notices)
        answer = compose(run.records, turn.locale, max_items=self.settings.general.max_list_items)
        await self._remember(turn, run)
        blocks = [Block(kind="text", text=n) for n in notices] + answer.blocks
        text = "\n\n".join(render_block(b) for b in blocks)
        outcome = _overall(run.records)
        await self.turns.save(
            turn.turn_id, turn.user.id, state="answered", path=path,
            plan=plan.model_dump(mode="json"), outcome=outcome, reply_text=text,
            trace=_trace_json(trace, run.records), conversation_id=turn.conversation_id,
        )
        return Reply(text=text, locale=turn.locale, status="answered", turn_id=turn.turn_id,
                     files=tuple(answer.files), blocks=tuple(blocks))

    async def _remember(self, turn: TurnContext, run: PlanRun) -> None:
        """Keep what this answer is about, for the next message's "it", "them", "the second"."""
        text, intent, place = self._meta.pop(turn.turn_id, (turn.text, None, None))
        if not text:
            stored = await self.turns.get(turn.user.id, turn.turn_id)
            text = stored.request_text if stored is not None else ""
        refs = referents_of(run.records, text=text, intent=intent, place=place, turn_id=turn.turn_id)
        if refs is None:
            return
        old = await self.referents.get(turn.user.id, turn.conversation_id)
        if old is not None and len(refs.files) == 1 and refs.files[0] in old.files and not refs.entries:
            # "leggi il primo" out of a listing: the listing stays, for "e l'altro?", "il terzo"
            refs = dataclasses.replace(old, focus=refs.files[0], turn_id=refs.turn_id)
        await self.referents.put(turn.user.id, turn.conversation_id, refs)

    async def _suspend(
        self, turn: TurnContext, plan: Plan, run: PlanRun, trace: Trace, path: str,
        origin: LiteralOrigins, approvals: dict[int, str], notices: list[str],
    ) -> Reply:
        s = run.suspension
        assert s is not None
        now = time.time()
        expires = now + self.settings.dialogues.ttl_seconds
        dialogue_id = secrets.token_urlsafe(12)
        text = self._prompt_text(s, turn.locale)
        choices: tuple[Choice, ...] = ()
        if s.kind == "confirm":
            choices = (Choice(key="yes", label=t("choice.yes", turn.locale)),
                       Choice(key="no", label=t("choice.no", turn.locale)))
        prompt = Prompt(dialogue_id=dialogue_id, kind=s.kind, text=text, choices=choices,
                        expires_at=expires)
        row = DialogueRow(
            id=dialogue_id, owner_user_id=turn.user.id, conversation_id=turn.conversation_id,
            turn_id=turn.turn_id, kind=s.kind, state="pending", plan=plan.model_dump(mode="json"),
            plan_hash=plan.digest(), position=s.step, args_hash=s.args_hash,
            records={str(k): v.model_dump(mode="json") for k, v in run.records.items()},
            approvals={str(k): v for k, v in approvals.items()},
            signatures=self.catalog.signatures({st.tool for st in plan.steps}),
            suspension=s.model_dump(mode="json"), prompt=prompt.model_dump(mode="json"),
            locale=turn.locale, channel=turn.channel, literal_origin=origin.dumps(),
            created_at=now, expires_at=expires, resolved_at=None, resolution=None,
        )
        await self.dialogues.create(row)
        trace.add("suspended", s.step, prompt=s.kind, reason=s.reason, dialogue=dialogue_id)
        full = "\n\n".join([*notices, text])
        await self.turns.save(
            turn.turn_id, turn.user.id, state="suspended", path=path,
            plan=plan.model_dump(mode="json"), outcome="suspended", reply_text=None,
            trace=_trace_json(trace, run.records),
        )
        return Reply(text=full, locale=turn.locale, status="prompt", turn_id=turn.turn_id,
                     prompt=prompt, blocks=(Block(kind="text", text=full),))

    def _prompt_text(self, s: Suspension, locale: str) -> str:
        if s.kind == "ask":
            key = s.text_key if _has(s.text_key, locale) else "ask.generic"
            return t(key, locale, arg=s.arg or "?")
        text = t(s.text_key, locale, **s.params)
        if s.reason == "policy":
            text += " — " + t("confirm.undoable" if s.params.get("reversible") else
                              "confirm.not_undoable", locale)
        action = s.params.get("action")
        if s.reason == "provenance" and isinstance(action, dict):
            text += "\n" + t(action["key"], locale, **action["params"]) + " — " + t(
                "confirm.undoable" if action.get("reversible") else "confirm.not_undoable", locale)
        return text

    async def _history(self, user_id: str, conv: str) -> tuple[tuple[str, str], ...]:
        """The last turns of this conversation before the current request (the planner's context)."""
        rows = await self.turns.history(user_id, conv, limit=HISTORY_TURNS + 1)
        return tuple(rows[:-1])  # the newest row is the request being planned

    async def _answer_text(
        self, turn: TurnContext, trace: Trace, path: str, text: str, notices: list[str],
        *, status: ReplyStatus = "answered", plan: Plan | None = None,
    ) -> Reply:
        full = "\n\n".join([*notices, text])
        await self.turns.save(
            turn.turn_id, turn.user.id, state="answered", path=path,
            plan=plan.model_dump(mode="json") if plan else None, outcome=status,
            reply_text=full, trace=_trace_json(trace, {}), conversation_id=turn.conversation_id,
        )
        return Reply(text=full, locale=turn.locale, status=status, turn_id=turn.turn_id,
                     blocks=(Block(kind="text", text=full),))

    # --- dialogues -------------------------------------------------------------------------

    async def resume(
        self, dialogue_id: str, choice: str, *, user: str, conversation_id: str,
        locale: str | None = None,
    ) -> Reply:
        """Answer a pending dialogue, after checking owner, state, expiry, catalog, plan, conditions."""
        found = await self._active_user(user)
        loc = normalize_locale(locale, self.settings.general.fallback_locale)
        if found is None:
            return Reply(text=t("dialogue.not_found", loc), locale=loc, status="refused")
        async with self._lock(found.id):
            try:
                return await self._resume(dialogue_id, choice, found, conversation_id, locale)
            except Exception:
                log.exception("resume of %s failed inside the runtime", dialogue_id)
                return Reply(text=t("error.internal", loc), locale=loc, status="error")

    async def _resume(
        self, dialogue_id: str, choice: str, user: User, conv: str, locale: str | None
    ) -> Reply:
        reply = await self._resume_dialogue(dialogue_id, choice, user, conv, locale)
        if reply.turn_id is not None:  # a job waiting on this dialogue ends as its turn did
            if reply.status != "refused":
                await self.lre.settle(user.id, reply.turn_id, reply)
            else:
                row = await self.dialogues.get(user.id, dialogue_id)
                if row is not None and row.state in ("stale", "expired"):
                    await self.lre.settle(user.id, reply.turn_id, None, "failed")
        return reply

    async def _resume_dialogue(
        self, dialogue_id: str, choice: str, user: User, conv: str, locale: str | None
    ) -> Reply:
        row = await self.dialogues.get(user.id, dialogue_id)
        loc = normalize_locale(locale or (row.locale if row else None),
                               self.settings.general.fallback_locale)

        def refuse(key: str, **params: Any) -> Reply:
            return Reply(text=t(key, loc, **params), locale=loc, status="refused",
                         turn_id=row.turn_id if row else None)

        if row is None or row.conversation_id != conv:
            return refuse("dialogue.not_found")
        if row.state != "pending":
            return refuse(f"dialogue.state_{row.state}" if row.state in _CLOSED_STATES
                          else "dialogue.state_resumed")
        if time.time() >= row.expires_at:
            await self.dialogues.close(user.id, row.id, "expired", "timeout")
            return refuse("dialogue.state_expired")
        if not await self.dialogues.claim(user.id, row.id):
            return refuse("dialogue.state_resumed")  # someone else answered first
        if row.kind == "choose":
            return await self._resume_choice(row, choice, user, conv, refuse)

        plan = Plan.model_validate(row.plan)
        if self.catalog.signatures(row.signatures.keys()) != row.signatures:
            await self.dialogues.close(user.id, row.id, "stale", "catalog_changed")
            return refuse("dialogue.catalog_changed")
        if plan.digest() != row.plan_hash:
            await self.dialogues.close(user.id, row.id, "stale", "plan_changed")
            return refuse("dialogue.plan_changed")

        turn = TurnContext(user=_ref(user), conversation_id=conv, channel=row.channel,
                           locale=normalize_locale(row.locale), text="", turn_id=row.turn_id)
        stored = await self.turns.get(user.id, row.turn_id)
        trace = Trace([e for e in (stored.trace if stored else []) if e.get("kind") != "records"])
        records = {int(k): StepRecord.model_validate(v) for k, v in row.records.items()}
        approvals = {int(k): v for k, v in row.approvals.items()}
        suspension = Suspension.model_validate(row.suspension)
        origin = LiteralOrigins.loads(row.literal_origin)
        engine = self._engine(turn)
        path = stored.path if stored and stored.path else "new_proposal"
        # A job's dialogue finishes in the foreground; any other turn may still hand over.
        gate = None if await self.lre.jobs.by_turn(user.id, row.turn_id) else self.lre.gate(turn)

        if row.kind == "ask":
            step = plan.steps[row.position - 1]
            value = choice.strip()
            if not value:
                await self.dialogues.close(user.id, row.id, "cancelled", "empty_answer")
                return refuse("dialogue.empty_answer")
            step.args[suspension.arg or ""] = value
            origin = origin.answered(step.tool, suspension.arg or "", value)  # typed by the user
            trace.add("answered", row.position, arg=suspension.arg)
            await self.dialogues.close(user.id, row.id, "resumed", "answered")
            run = await run_steps(engine, turn, plan, trace, records=records, start=row.position,
                                  approvals=approvals, literal_origin=origin, gate=gate)
            return await self._conclude(turn, plan, run, trace, path, origin, approvals, [])

        problem = self._conditions(engine, turn, plan, records, row, origin)
        if problem is not None:
            await self.dialogues.close(user.id, row.id, "stale", problem[0])
            trace.add("resume_refused", row.position, reason=problem[0])
            return refuse(problem[0], **problem[1])

        if choice.strip().lower() not in ("yes", "1", "si", "sì", "ok", "confirm"):
            await self.dialogues.close(user.id, row.id, "denied", "user_denied")
            trace.add("check", row.position, check="confirmation", result="denied")
            records[row.position] = StepRecord(
                num=row.position, tool=suspension.tool, status=StepStatus.NOT_RUN,
                message_key="step.denied",
            )
            for later in range(row.position + 1, len(plan.steps) + 1):
                records[later] = StepRecord(num=later, tool=plan.steps[later - 1].tool,
                                            status=StepStatus.NOT_RUN, message_key="step.not_run")
            answer = compose({k: v for k, v in records.items() if k < row.position}, turn.locale)
            text = t("dialogue.denied", turn.locale)
            if any(k < row.position for k in records):
                text += "\n\n" + answer.text
            await self.turns.save(turn.turn_id, user.id, state="answered", path=path,
                                  plan=row.plan, outcome="denied", reply_text=text,
                                  trace=_trace_json(trace, records), conversation_id=conv)
            return Reply(text=text, locale=turn.locale, status="cancelled", turn_id=turn.turn_id,
                         blocks=(Block(kind="text", text=text),))

        approvals[row.position] = row.args_hash
        await self.dialogues.close(user.id, row.id, "resumed", "approved")
        run = await run_steps(engine, turn, plan, trace, records=records, start=row.position,
                              approvals=approvals, literal_origin=origin, gate=gate)
        return await self._conclude(turn, plan, run, trace, path, origin, approvals, [])

    async def _resume_choice(self, row: DialogueRow, choice: str, user: User, conv: str,
                             refuse: Callable[..., Reply], *, value: str | None = None) -> Reply:
        """The user picked one of the planner's candidates (or typed a file of theirs instead):
        plan the same request with it pinned."""
        options = dict(row.suspension.get("options") or {})
        value = value or options.get(choice)
        if value is None:
            await self.dialogues.close(user.id, row.id, "cancelled", "bad_choice")
            return refuse("dialogue.not_found")
        await self.dialogues.close(user.id, row.id, "resumed", "chosen")
        pins = {**dict(row.suspension.get("pins") or {}), str(row.suspension["slot"]): str(value)}
        turn = TurnContext(user=_ref(user), conversation_id=conv, channel=row.channel,
                           locale=normalize_locale(row.locale), text=str(row.suspension["text"]),
                           turn_id=row.turn_id)
        stored = await self.turns.get(user.id, row.turn_id)
        trace = Trace([e for e in (stored.trace if stored else []) if e.get("kind") != "records"])
        trace.add("chosen", slot=row.suspension["slot"], value=value)
        return await self._plan_and_run(turn, trace, [], turn.text, pins)

    def _conditions(
        self, engine: Engine, turn: TurnContext, plan: Plan, records: dict[int, StepRecord],
        row: DialogueRow, origin: LiteralOrigins,
    ) -> tuple[str, dict[str, Any]] | None:
        """Operating conditions of the suspended step still hold: same arguments, files present."""
        if not engine.workspace.root.is_dir():
            return "dialogue.workspace_gone", {}
        step = plan.steps[row.position - 1]
        spec = self.catalog[step.tool]
        res = resolve_step(row.position, step, spec, records, self.catalog, literal_origin=origin)
        if res.skipped_because is not None or args_hash(spec.name, res.args, res.input) != row.args_hash:
            return "dialogue.args_changed", {}
        paths: list[str] = []
        if res.input is not None and res.input.item_kind in ("file", "document"):
            paths += [str(i["path"]) for i in res.input.items if i.get("path")]
        for name in ("paths", *(n for n in spec.must_exist if n not in ("paths", "item.path"))):
            listed = res.args.get(name)
            if isinstance(listed, list):
                paths += [str(p) for p in listed]
            elif isinstance(listed, str) and listed:
                paths.append(listed)
        for p in paths:
            if not engine.workspace.contains(p) or not engine.workspace.resolve(p).exists():
                return "dialogue.file_gone", {"path": p}
        if spec.credential_arg is not None:
            try:
                validated = spec.args_model.model_validate(res.args)
                credential = str(getattr(validated, spec.credential_arg))
                present = credential_stored(self.settings, turn.user.id, credential)
            except (CredentialError, ValidationError):
                credential, present = str(res.args.get(spec.credential_arg, "")), False
            if not present:
                return "dialogue.credential_gone", {"credential": credential}
        return None

    async def cancel(self, *, user: str, conversation_id: str, locale: str | None = None) -> Reply:
        """Cancel the pending dialogue of this conversation (``/cancel``)."""
        found = await self._active_user(user)
        loc = normalize_locale(locale, self.settings.general.fallback_locale)
        if found is None:
            return Reply(text=t("users.not_allowed", loc), locale=loc, status="refused")
        async with self._lock(found.id):
            return await self._cancel(found, conversation_id, loc)

    async def _cancel(self, user: User, conv: str, locale: Locale) -> Reply:
        pending = await self.dialogues.pending(user.id, conv)
        if pending is None or not await self.dialogues.claim(user.id, pending.id):
            return Reply(text=t("dialogue.nothing_to_cancel", locale), locale=locale,
                         status="answered")
        await self.dialogues.close(user.id, pending.id, "cancelled", "user_cancelled")
        await self.lre.settle(user.id, pending.turn_id, None, "cancelled")
        text = t("dialogue.cancelled", locale)
        await self.turns.save(pending.turn_id, user.id, state="answered", path=None,
                              plan=pending.plan, outcome="cancelled", reply_text=text,
                              trace=[], conversation_id=conv)
        return Reply(text=text, locale=locale, status="cancelled", turn_id=pending.turn_id)

    async def sweep_dialogues(self, now: float | None = None) -> int:
        """Expire stale dialogues and tell their owners (a scheduled job)."""
        due = await self.dialogues.expire_due(now if now is not None else time.time())
        for row in due:
            await self.turns.save(row.turn_id, row.owner_user_id, state="answered", path=None,
                                  plan=row.plan, outcome="expired", reply_text=None, trace=[])
            await self.lre.settle(row.owner_user_id, row.turn_id, None, "cancelled")
            if self.notifier is not None:
                try:
                    await self.notifier.notify(row.owner_user_id,
                                               t("dialogue.expired_notice", row.locale),
                                               locale=row.locale)
                except Exception:
                    log.exception("could not deliver the expiry notice of %s", row.id)
        return len(due)

    # --- jobs ------------------------------------------------------------------------------

    async def jobs(self, *, user: str, everyone: bool = False, limit: int = 10) -> list[JobRow]:
        """The user's recent jobs, newest first; an admin may ask for everyone's."""
        found = await self._active_user(user)
        if found is None:
            return []
        return await self.lre.list(found, everyone=everyone, limit=limit)

    async def cancel_job(self, *, user: str, number: int, locale: str | None = None) -> Reply:
        """Cancel the user's job `number` between steps; the reply says what was already done."""
        found = await self._active_user(user)
        loc = normalize_locale(locale, self.settings.general.fallback_locale)
        if found is None:
            return Reply(text=t("users.not_allowed", loc), locale=loc, status="refused")
        return await self.lre.cancel(found, number, loc)

    # --- traces ----------------------------------------------------------------------------

    async def trace(self, *, user: str, turn_id: str | None = None) -> TurnRow | None:
        """A turn's trace: the user's own (admins may name any turn)."""
        found = await self.users.by_name(user)
        if found is None:
            return None
        if turn_id is None:
            return await self.turns.last(found.id)
        mine = await self.turns.get(found.id, turn_id)
        if mine is None and found.role == "admin":
            return await self.turns.get(None, turn_id)
        return mine


HISTORY_TURNS = 6
_CLOSED_STATES = frozenset({"resumed", "resuming", "denied", "cancelled", "expired", "superseded", "stale"})


def _has(key: str, locale: str) -> bool:
    from runtime.i18n import has

    return has(key, locale)


def _no_refusal(key: str, **params: Any) -> Reply:
    raise AssertionError(f"a typed file name is always a value ({key})")


def _ref(user: User) -> UserRef:
    return UserRef(id=user.id, name=user.name, role=user.role, locale=user.locale)


def _overall(records: dict[int, StepRecord]) -> str:
    statuses = {r.status for r in records.values()}
    if StepStatus.FAILED in statuses:
        return "failed" if not statuses & {StepStatus.OK, StepStatus.PARTIAL} else "partial"
    if StepStatus.PARTIAL in statuses or StepStatus.SKIPPED in statuses:
        return "partial"
    if statuses <= {StepStatus.EMPTY}:
        return "empty"
    return "ok"
