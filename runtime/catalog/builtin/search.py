"""search_files: find documents by the words inside them, through the user's full-text index."""

from __future__ import annotations

import asyncio
from typing import Any

from pydantic import Field

from runtime.catalog.builtin.files import FILE_FIELDS, TRUSTED_PATH_ORIGINS, file_item
from runtime.catalog.contract import (
    EffectClass,
    ExecArgs,
    ExecResult,
    ExecutorError,
    ExecutorSpec,
    FailureClass,
    ItemKind,
    Policy,
    ResultShape,
)
from runtime.engine.context import ExecContext

REFRESH_BUDGET_SECONDS = 20.0


class SearchFilesArgs(ExecArgs):
    """The words to look for, and the folder to look in."""

    query: str = Field(min_length=1, max_length=300)
    base_path: str = "~"
    limit: int = Field(default=20, ge=1, le=200)


def _search_sync(ctx: ExecContext, args: SearchFilesArgs) -> ExecResult:
    index = ctx.services.get("index")
    if index is None:
        raise ExecutorError(FailureClass.TRANSIENT, "step.index_unavailable")
    base = ctx.path(args.base_path)
    if not base.is_dir():
        raise ExecutorError(FailureClass.BAD_INPUT, "step.folder_missing", path=args.base_path)
    root = ctx.workspace.root.resolve()
    rel = base.relative_to(root).as_posix()
    owner = ctx.turn.user.id
    stats = index.refresh(owner, root, budget_seconds=REFRESH_BUDGET_SECONDS)
    # one more than asked: whether others exist beyond those shown is said, never hidden
    hits = index.search(owner, args.query, limit=args.limit + 1, under=None if rel == "." else rel)
    more = len(hits) > args.limit
    hits = hits[:args.limit]
    items: list[dict[str, Any]] = []
    for hit in hits:
        path = root / hit.path
        if not path.is_file() or not ctx.workspace.contains(path):
            continue
        items.append(file_item(ctx, path) | {"snippet": hit.snippet})
    return ExecResult(items=items, truncated=more,
                      data={"base_path": ctx.show(base), "query": args.query, "more": more,
                            "index_complete": bool(getattr(stats, "complete", True))})


async def _search_files(ctx: ExecContext, args: SearchFilesArgs) -> ExecResult:
    return await asyncio.to_thread(_search_sync, ctx, args)


SEARCH_FILES = ExecutorSpec(
    name="search_files",
    version="1",
    description={"en": "Find documents by the words inside them (full-text search of the workspace).",
                 "it": "Trova documenti in base alle parole che contengono (ricerca nel testo)."},
    args_model=SearchFilesArgs,
    result=ResultShape(kind="collection", item_kind=ItemKind.FILE, item_fields=(*FILE_FIELDS, "snippet"),
                       fields=("base_path", "query", "more", "index_complete"), content_fields=("snippet",)),
    effect=EffectClass.READ,
    policy=Policy.ALLOW,
    run=_search_files,
    path_args=("base_path",),
    sensitive={"base_path": TRUSTED_PATH_ORIGINS},
    selects=("base_path", "query"),
    idempotent=True,
)
