"""Preflight: the operating conditions of a step, checked before consent and before it runs.

One function, shared by ``invoke`` (before every step) and by a resumed dialogue or job
(before the approved step runs): every path inside the workspace, the files that must
exist, the executor's own precheck, the credential stored. Each caller words what failed.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, Literal

from runtime.catalog.contract import ExecArgs, ExecutorError, ExecutorSpec, FailureClass, ItemKind
from runtime.config import Settings
from runtime.credentials import CredentialError, KeyStoreError, credential_stored
from runtime.engine.context import ExecContext
from runtime.engine.workspace import AuthorityError


@dataclass(frozen=True)
class Unmet:
    """The first condition that does not hold, and how ``invoke`` reports it."""

    check: Literal["authority", "preconditions", "credential"]
    result: Literal["refused", "missing", "failed"]
    failure: FailureClass
    key: str
    params: dict[str, Any] = field(default_factory=dict)
    path: str | None = None
    credential: str | None = None


async def preflight(ctx: ExecContext, spec: ExecutorSpec, args: ExecArgs) -> Unmet | None:
    """None when the step may go on; else the first condition that fails."""
    try:
        _check_authority(ctx, spec, args)
    except AuthorityError as exc:
        return Unmet("authority", "refused", FailureClass.POLICY, "step.outside_workspace",
                     {"path": exc.path}, path=exc.path)
    absent = _missing_path(ctx, spec, args)
    if absent is not None:
        return Unmet("preconditions", "missing", FailureClass.BAD_INPUT, "step.file_missing",
                     {"path": absent}, path=absent)
    if spec.precheck is not None:
        try:
            spec.precheck(ctx, args)
        except ExecutorError as exc:
            return Unmet("preconditions", "failed", exc.failure, exc.key, dict(exc.params))
    if spec.credential_arg is not None:
        # Only whether it is stored: its value is read under the mandate, after consent.
        credential = str(getattr(args, spec.credential_arg))
        try:
            present = await asyncio.to_thread(credential_present, ctx.settings, ctx.turn.user.id,
                                              credential)
        except KeyStoreError:  # not "not stored": nothing stored can be read right now
            return Unmet("credential", "failed", FailureClass.PERMANENT, "step.key_store_unreadable",
                         {"credential": credential}, credential=credential)
        if not present:
            return Unmet("credential", "missing", FailureClass.PERMANENT, "step.credential_missing",
                         {"credential": credential}, credential=credential)
    return None


def credential_present(settings: Settings, user_id: str, credential: str) -> bool:
    """Whether the user has `credential` stored; an invalid name is simply not stored. A key
    store that cannot be read raises KeyStoreError: that is not the same answer."""
    try:
        return credential_stored(settings, user_id, credential)
    except KeyStoreError:
        raise
    except CredentialError:
        return False


def _check_authority(ctx: ExecContext, spec: ExecutorSpec, args: ExecArgs) -> None:
    for name in spec.path_args:
        value = getattr(args, name, None)
        for v in value if isinstance(value, list) else [value]:
            if isinstance(v, str) and v:
                ctx.path(v)
    if ctx.input is not None and ctx.input.item_kind in (ItemKind.FILE.value, ItemKind.DOCUMENT.value):
        # a batch of paths shares its folders: each is resolved once
        ctx.workspace.resolve_all(i["path"] for i in ctx.input.items if isinstance(i.get("path"), str))


def _missing_path(ctx: ExecContext, spec: ExecutorSpec, args: ExecArgs) -> str | None:
    """The first path that must exist and does not."""
    for name in spec.must_exist:
        if name == "item.path":
            values = [i.get("path") for i in ctx.input.items] if ctx.input else []
        else:
            value = getattr(args, name, None)
            values = value if isinstance(value, list) else [value]
        for v in values:
            if isinstance(v, str) and v and not ctx.path(v).exists():
                return ctx.show(ctx.path(v))
    return None
