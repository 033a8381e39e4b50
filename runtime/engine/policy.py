"""Policy decisions: the executor's default, config overrides, and argument-dependent escalation."""

from __future__ import annotations

import weakref
from typing import Any

from runtime.catalog.contract import ExecutorSpec, Policy
from runtime.catalog.registry import Catalog
from runtime.config import PolicySettings
from runtime.engine.context import ExecContext
from runtime.turn import UserRef

# What each catalog leaves each user, by user name, role and the policy entries that apply;
# a catalog that is replaced takes its entries with it.
_ALLOWED: weakref.WeakKeyDictionary[Catalog, dict[tuple[Any, ...], Catalog]] = (
    weakref.WeakKeyDictionary())


def configured_policy(spec: ExecutorSpec, user: UserRef, settings: PolicySettings) -> Policy:
    """The policy before looking at arguments: user override, else role, else executor, else default."""
    for table in (settings.users.get(user.name, {}), settings.roles.get(user.role, {}),
                  settings.executors):
        if spec.name in table:
            return Policy(table[spec.name])
    return spec.policy


def allowed_catalog(catalog: Catalog, user: UserRef, settings: PolicySettings) -> Catalog:
    """The catalog without the executors the configured policy refuses to `user` (user
    override, role, executor, default), kept per user name and role until the catalog or the
    policy entries that apply to them change."""
    key = (user.name, user.role, _frozen(settings.users.get(user.name, {})),
           _frozen(settings.roles.get(user.role, {})), _frozen(settings.executors))
    known = _ALLOWED.setdefault(catalog, {})
    found = known.get(key)
    if found is None:
        if len(known) >= 256:  # users x policies: bounded, rebuilt on demand
            known.clear()
        refused = [spec.name for spec in catalog
                   if configured_policy(spec, user, settings) is Policy.REFUSE]
        found = known[key] = catalog.without(*refused)
    return found


def _frozen(table: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple(sorted(table.items()))


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
