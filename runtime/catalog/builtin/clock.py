"""get_now: the current date and time where Metnos runs."""

from __future__ import annotations

from runtime.catalog.contract import (
    EffectClass,
    ExecArgs,
    ExecResult,
    ExecutorSpec,
    Policy,
    ResultShape,
)
from runtime.engine.context import ExecContext


class GetNowArgs(ExecArgs):
    """No arguments."""


async def _get_now(ctx: ExecContext, args: GetNowArgs) -> ExecResult:
    now = ctx.now
    return ExecResult(
        data={
            "iso": now.isoformat(timespec="seconds"),
            "date": now.date().isoformat(),
            "time": now.strftime("%H:%M"),
            "weekday": now.isoweekday(),
            "timezone": now.tzname() or "",
        }
    )


GET_NOW = ExecutorSpec(
    name="get_now",
    version="1",
    description={"en": "The current date and time.", "it": "La data e l'ora correnti."},
    args_model=GetNowArgs,
    result=ResultShape(kind="scalar", fields=("iso", "date", "time", "weekday", "timezone")),
    effect=EffectClass.READ,
    policy=Policy.ALLOW,
    run=_get_now,
    idempotent=True,
)
