"""The invocation point's other checks and outcome classes, each pinned alone.

``invoke`` is called directly here, on a real catalog, settings and workspace, with the
resolution a plan would give it: schema, preconditions, credentials, consent, outcome.
"""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import pytest

from runtime.catalog.contract import (
    EffectClass,
    ExecArgs,
    ExecResult,
    ExecutorSpec,
    FailureClass,
    ItemKind,
    OriginKind,
    Policy,
    ResultShape,
)
from runtime.catalog.registry import Catalog, load_catalog
from runtime.config import Settings
from runtime.credentials import store_secret, user_secret_name
from runtime.engine.context import ExecContext, StepInput
from runtime.engine.invoke import Engine, args_hash, invoke
from runtime.engine.records import StepRecord, StepStatus, Suspension, Trace
from runtime.engine.workspace import Workspace
from runtime.plan.resolve import Origin, Resolution
from runtime.turn import TurnContext, UserRef
from tests.conftest import make_settings

USER = frozenset({Origin(OriginKind.USER)})
CONTENT = frozenset({Origin(OriginKind.CONTENT, 1, "read_files", "~/note.txt")})
USER_ID = "u_admin"


class FailArgs(ExecArgs):
    """Which operating-system error to raise."""

    kind: str


async def _fail_with(ctx: ExecContext, args: FailArgs) -> ExecResult:
    target = str(ctx.workspace.root / "gone.txt")
    if args.kind == "missing":
        raise FileNotFoundError(errno.ENOENT, "No such file", target)
    if args.kind == "denied":
        raise PermissionError(errno.EACCES, "Permission denied", target)
    if args.kind == "anonymous":
        raise FileNotFoundError("no file named")
    raise OSError(errno.EIO, "Input/output error")


class SecretArgs(ExecArgs):
    """The credential to use."""

    credential: str


async def _use_secret(ctx: ExecContext, args: SecretArgs) -> ExecResult:
    secret = await ctx.secret()
    return ExecResult(data={"length": len(secret)})


class StampArgs(ExecArgs):
    """A short text."""

    text: str = "x"


async def _stamp(ctx: ExecContext, args: StampArgs) -> ExecResult:
    return ExecResult(data={"text": args.text})


FAIL_WITH = ExecutorSpec(
    name="fail_with", version="1", description={"en": "Fail.", "it": "Fallisce."},
    args_model=FailArgs, result=ResultShape(kind="scalar", fields=("x",)),
    effect=EffectClass.READ, policy=Policy.ALLOW, run=_fail_with,
)
USE_SECRET = ExecutorSpec(
    name="use_secret", version="1", description={"en": "Use a secret.", "it": "Usa un segreto."},
    args_model=SecretArgs, result=ResultShape(kind="scalar", fields=("length",)),
    effect=EffectClass.EXTERNAL, policy=Policy.CONFIRM, run=_use_secret, credential_arg="credential",
)
STAMP_UNDOABLE = ExecutorSpec(
    name="stamp_undoable", version="1", description={"en": "Stamp.", "it": "Timbra."},
    args_model=StampArgs, result=ResultShape(kind="scalar", fields=("text",)),
    effect=EffectClass.WRITE, policy=Policy.CONFIRM, run=_stamp, reverse="remove the stamp",
)
STAMP_FINAL = ExecutorSpec(
    name="stamp_final", version="1", description={"en": "Stamp.", "it": "Timbra."},
    args_model=StampArgs, result=ResultShape(kind="scalar", fields=("text",)),
    effect=EffectClass.IRREVERSIBLE, policy=Policy.CONFIRM, run=_stamp,
)


@pytest.fixture
def engine(home: Path) -> Engine:
    """An engine without stores (no receipts, no scratchpad) on a fresh workspace."""
    settings: Settings = make_settings(home)
    root = settings.data_dir / "users" / "admin" / "files"
    root.mkdir(parents=True)
    catalog = Catalog([*load_catalog(), FAIL_WITH, USE_SECRET, STAMP_UNDOABLE, STAMP_FINAL])
    return Engine(catalog, settings, Workspace(root=root, trash=root.parent / "trash"))


TURN = TurnContext(user=UserRef(USER_ID, "admin", "admin"), conversation_id="c1", channel="test",
                   locale="en", text="", turn_id="t1")


async def call(engine: Engine, tool: str, args: dict[str, Any], *, origins: frozenset[Origin] = USER,
               items: list[dict[str, Any]] | None = None, approved: str | None = None,
               trace: Trace | None = None) -> StepRecord | Suspension:
    given = StepInput(1, "find_files", ItemKind.FILE.value, items) if items is not None else None
    resolution = Resolution(args=args, origins={k: origins for k in args}, input=given)
    return await invoke(engine, TURN, 2, engine.catalog[tool], resolution, trace or Trace(),
                        approved=approved)


def failed(outcome: StepRecord | Suspension) -> tuple[FailureClass | None, str | None, dict[str, Any]]:
    assert isinstance(outcome, StepRecord) and outcome.status is StepStatus.FAILED, outcome
    return outcome.failure, outcome.message_key, outcome.message_params


# --- schema ------------------------------------------------------------------------------------


async def test_an_invalid_value_for_an_askable_argument_is_refused_not_asked(engine: Engine) -> None:
    (engine.workspace.root / "a.txt").write_text("x")
    outcome = await call(engine, "move_files", {"paths": ["~/a.txt"], "destination": ""})
    failure, key, _ = failed(outcome)
    assert (failure, key) == (FailureClass.BAD_INPUT, "step.bad_args")


async def test_a_missing_askable_argument_is_asked_for(engine: Engine) -> None:
    (engine.workspace.root / "a.txt").write_text("x")
    outcome = await call(engine, "move_files", {"paths": ["~/a.txt"]})
    assert isinstance(outcome, Suspension) and (outcome.kind, outcome.arg) == ("ask", "destination")


async def test_a_wrong_type_fails_the_step_with_the_schemas_words(engine: Engine) -> None:
    failure, key, params = failed(await call(engine, "find_files", {"limit": "many"}))
    assert (failure, key) == (FailureClass.BAD_INPUT, "step.bad_args")
    assert params["detail"].startswith("limit: ")


async def test_a_validators_refusal_fails_the_step_with_its_own_message(engine: Engine) -> None:
    outcome = await call(engine, "send_messages", {"to": ["not-an-address"], "body": "hi"})
    assert failed(outcome) == (FailureClass.BAD_INPUT, "step.mail_bad_address",
                               {"address": "not-an-address"})


# --- preconditions -----------------------------------------------------------------------------


async def test_a_file_that_must_exist_and_does_not_fails_before_consent(engine: Engine) -> None:
    outcome = await call(engine, "delete_files", {"paths": ["~/ghost.txt"]})
    assert failed(outcome) == (FailureClass.BAD_INPUT, "step.file_missing", {"path": "~/ghost.txt"})


async def test_an_input_file_that_must_exist_and_does_not_fails_before_consent(engine: Engine) -> None:
    outcome = await call(engine, "delete_files", {"from_step": 1}, items=[{"path": "~/ghost.txt"}])
    assert failed(outcome) == (FailureClass.BAD_INPUT, "step.file_missing", {"path": "~/ghost.txt"})


async def test_an_invalid_credential_name_fails_before_consent(engine: Engine) -> None:
    outcome = await call(engine, "use_secret", {"credential": "not a name!"})
    assert failed(outcome) == (FailureClass.PERMANENT, "step.credential_missing",
                               {"credential": "not a name!"})


async def test_a_credential_that_is_not_stored_fails_before_consent(engine: Engine) -> None:
    outcome = await call(engine, "use_secret", {"credential": "smtp:work"})
    assert failed(outcome)[1] == "step.credential_missing"


async def test_an_approved_step_gets_its_credential_under_a_mandate(engine: Engine) -> None:
    store_secret(engine.settings, user_secret_name(USER_ID, "smtp:work"), "s3cret")
    args = {"credential": "smtp:work"}
    asked = await call(engine, "use_secret", args)
    assert isinstance(asked, Suspension) and asked.reason == "policy"
    trace = Trace()
    done = await call(engine, "use_secret", args, approved=asked.args_hash, trace=trace)
    assert isinstance(done, StepRecord) and done.status is StepStatus.OK
    assert done.result is not None and done.result.data == {"length": 6}
    assert {"check": "mandate", "credential": "smtp:work", "result": "granted"} in [
        e["data"] for e in trace.events if e["kind"] == "check"]


# --- provenance and consent --------------------------------------------------------------------


async def test_the_trace_says_provenance_was_checked_and_found_nothing(engine: Engine) -> None:
    trace = Trace()
    await call(engine, "write_files", {"path": "~/n.txt", "content": "x"}, trace=trace)
    assert {"check": "provenance", "result": "ok", "violations": []} in [
        e["data"] for e in trace.events if e["kind"] == "check"]


async def test_a_provenance_question_on_an_allowed_step_asks_only_about_the_value(engine: Engine) -> None:
    outcome = await call(engine, "write_files", {"path": "~/n.txt", "content": "x"}, origins=CONTENT)
    assert isinstance(outcome, Suspension) and outcome.reason == "provenance"
    assert outcome.text_key == "confirm.provenance" and "action" not in outcome.params
    assert outcome.params["source"] == "~/note.txt"


async def test_a_provenance_question_on_a_confirmed_step_also_says_what_will_be_done(
    engine: Engine,
) -> None:
    (engine.workspace.root / "a.txt").write_text("x")
    outcome = await call(engine, "delete_files", {"paths": ["~/a.txt"]}, origins=CONTENT)
    assert isinstance(outcome, Suspension) and outcome.reason == "provenance"
    assert outcome.params["action"]["key"] == "confirm.delete_files"


async def test_a_value_proposed_by_a_model_is_asked_about_as_such(engine: Engine) -> None:
    model = frozenset({Origin(OriginKind.MODEL)})
    outcome = await call(engine, "write_files", {"path": "~/n.txt", "content": "x"}, origins=model)
    assert isinstance(outcome, Suspension) and outcome.text_key == "confirm.provenance_model"


@pytest.mark.parametrize(("tool", "undoable"), [("stamp_undoable", True), ("stamp_final", False)])
async def test_a_generic_confirmation_says_whether_it_can_be_undone(
    engine: Engine, tool: str, undoable: bool,
) -> None:
    outcome = await call(engine, tool, {"text": "x"})
    assert isinstance(outcome, Suspension) and outcome.text_key == "confirm.generic"
    assert outcome.params == {"tool": tool, "reversible": undoable}


def test_the_approval_digest_does_not_depend_on_argument_order() -> None:
    assert args_hash("write_files", {"path": "~/a", "content": "x"}, None) == args_hash(
        "write_files", {"content": "x", "path": "~/a"}, None)


# --- running and outcomes ----------------------------------------------------------------------


async def test_an_effect_runs_on_an_engine_without_a_receipt_store(engine: Engine) -> None:
    outcome = await call(engine, "write_files", {"path": "~/n.txt", "content": "x"})
    assert isinstance(outcome, StepRecord) and outcome.status is StepStatus.OK
    assert outcome.failure is None and outcome.message_key is None
    assert outcome.result is not None and [e.kind for e in outcome.result.effects] == ["created"]


async def test_a_step_whose_every_item_failed_is_a_permanent_failure(engine: Engine) -> None:
    (engine.workspace.root / "bad.pdf").write_bytes(b"%PDF-1.4 not really")
    outcome = await call(engine, "read_files", {"paths": ["~/bad.pdf"]})
    assert failed(outcome)[:2] == (FailureClass.PERMANENT, "step.all_failed")


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("missing", (FailureClass.BAD_INPUT, "step.file_missing", {"path": "~/gone.txt"})),
        ("denied", (FailureClass.PERMANENT, "step.permission", {"path": "~/gone.txt"})),
        ("anonymous", (FailureClass.BAD_INPUT, "step.file_missing", {"path": "?"})),
        ("io", (FailureClass.TRANSIENT, "step.io_error", {"detail": "Input/output error"})),
    ],
)
async def test_operating_system_errors_become_failure_classes_naming_the_file(
    engine: Engine, kind: str, expected: tuple[FailureClass, str, dict[str, Any]],
) -> None:
    outcome = await call(engine, "fail_with", {"kind": kind})
    assert failed(outcome) == expected
    assert isinstance(outcome, StepRecord) and outcome.attempts == (2 if kind == "io" else 1)


async def test_a_questioned_value_is_shown_whole_when_short_and_cut_when_long(engine: Engine) -> None:
    long_path = "~/" + "a" * 100 + ".txt"
    short = await call(engine, "write_files", {"path": "~/n.txt", "content": "x"}, origins=CONTENT)
    cut = await call(engine, "write_files", {"path": long_path, "content": "x"}, origins=CONTENT)
    assert isinstance(short, Suspension) and short.params["value"] == "~/n.txt"
    assert isinstance(cut, Suspension) and cut.params["value"] == long_path[:77] + "…"
