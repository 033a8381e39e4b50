"""scratchpad_read: read a slice of a large observation this turn stored in the scratchpad."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from runtime.catalog.contract import (
    EffectClass,
    ExecArgs,
    ExecResult,
    ExecutorError,
    ExecutorSpec,
    FailureClass,
    Policy,
    ResultShape,
)
from runtime.engine.context import ExecContext
from runtime.scratchpad import Scratchpad, ScratchpadError, ScratchpadNotFound


class ScratchpadReadArgs(ExecArgs):
    """Which entry (by id, or by the step that produced it in this turn) and which slice."""

    id: str | None = Field(default=None, max_length=64)
    step: int | None = Field(default=None, ge=1)
    mode: Literal["full", "head", "tail", "range"] = "head"
    n: int = Field(default=2000, ge=1)
    start: int | None = Field(default=None, ge=0)
    end: int | None = Field(default=None, ge=0)

    @model_validator(mode="after")
    def _one_target(self) -> ScratchpadReadArgs:
        if (self.id is None) == (self.step is None):
            raise ValueError("give exactly one of id or step")
        return self


async def _scratchpad_read(ctx: ExecContext, args: ScratchpadReadArgs) -> ExecResult:
    pad: Scratchpad | None = ctx.services.get("scratchpad")
    if pad is None:
        raise ExecutorError(FailureClass.TRANSIENT, "step.scratchpad_unavailable")
    owner, turn_id = ctx.turn.user.id, ctx.turn.turn_id
    try:
        entries = await pad.list_for_turn(owner, turn_id)
    except ScratchpadError as exc:
        raise ExecutorError(FailureClass.TRANSIENT, "step.scratchpad_unavailable") from exc
    # Only this user's entries of this turn are readable here: an id is not a credential.
    if args.id is not None:
        match = [e for e in entries if e["id"] == args.id]
    else:
        match = [e for e in entries if e["step_num"] == args.step]
    if not match:
        raise ExecutorError(FailureClass.BAD_INPUT, "step.scratchpad_missing")
    try:
        out = await pad.read(owner, match[-1]["id"], mode=args.mode, n=args.n,
                             start=args.start, end=args.end)
    except ScratchpadNotFound as exc:
        raise ExecutorError(FailureClass.BAD_INPUT, "step.scratchpad_missing") from exc
    except ValueError as exc:
        raise ExecutorError(FailureClass.BAD_INPUT, "step.bad_args", detail=str(exc)) from exc
    return ExecResult(data={
        "content": out["content"], "encoding": out["encoding"], "size_bytes": out["size_bytes"],
        "returned_bytes": out["returned_bytes"], "mode": out["mode"], "capped": out["capped"],
        "step": match[-1]["step_num"],
    })


SCRATCHPAD_READ = ExecutorSpec(
    name="scratchpad_read",
    version="1",
    description={"en": "Read a slice of a large result this turn kept aside.",
                 "it": "Legge una parte di un risultato grande messo da parte in questo turno."},
    args_model=ScratchpadReadArgs,
    result=ResultShape(kind="scalar", fields=("content", "encoding", "size_bytes",
                                              "returned_bytes", "mode", "capped", "step"),
                       content_fields=("content",), reads_step="step"),
    effect=EffectClass.READ,
    policy=Policy.ALLOW,
    run=_scratchpad_read,
    idempotent=True,
)
