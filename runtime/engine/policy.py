"""Policy decisions: the executor's default, config overrides, and argument-dependent escalation."""

from __future__ import annotations

from typing import Any

from runtime.catalog.contract import ExecutorSpec, Policy
from runtime.config import PolicySettings
from runtime.engine.context import ExecContext
from runtime.turn import UserRef


def configured_policy(spec: ExecutorSpec, user: UserRef, settings: PolicySettings) -> Policy:
    """The policy before looking at arguments: user override, else role, else executor, else default."""
    for table in (settings.users.get(user.name, {}), settings.roles.get(user.role, {}),
                  settings.executors):
        if spec.name in table:
            return Policy(table[spec.name])
    return spec.policy


def effective_policy(
    spec: ExecutorSpec, ctx: ExecContext, args: Any, settings: PolicySettings
) -> Policy:
    """The policy for this call: the configured one, made stricter (never looser) by the hook.

    An explicit configured ``allow`` is the operator's decision and is kept.
    """
    base = configured_policy(spec, ctx.turn.user, settings)
    if spec.policy_hook is None or _explicitly_allowed(spec, ctx.turn.user, settings):
        return base
    hooked = spec.policy_hook(ctx, args)
    if hooked is not None and hooked.strictness > base.strictness:
        return hooked
    return base


def _explicitly_allowed(spec: ExecutorSpec, user: UserRef, settings: PolicySettings) -> bool:
    for table in (settings.users.get(user.name, {}), settings.roles.get(user.role, {}),
                  settings.executors):
        if spec.name in table:
            return table[spec.name] == "allow"
    return False
