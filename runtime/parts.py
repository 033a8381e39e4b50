"""The parts every layer of a turn shares: settings, catalog, stores, workspaces, the outbox."""

from __future__ import annotations

import asyncio
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from runtime.catalog.registry import Catalog, load_catalog
from runtime.config import Settings
from runtime.engine.invoke import Engine
from runtime.engine.workspace import Workspace
from runtime.index import WorkspaceIndex
from runtime.planning.base import Planner
from runtime.planning.grammar import RulesPlanner
from runtime.scratchpad import Scratchpad, ScratchpadError
from runtime.store import runners
from runtime.store.db import Database
from runtime.store.dialogues import DialogueStore
from runtime.store.jobs import JobStore
from runtime.store.plans import PlanCache
from runtime.store.receipts import ReceiptStore
from runtime.store.referents import ReferentStore
from runtime.store.turns import TurnLog
from runtime.store.users import User, UserStore
from runtime.turn import Notifier, Reply, TurnContext, UserRef

log = logging.getLogger(__name__)


class Workspaces:
    """Each user's workspace (``~`` in plans) and trash, created on first use."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._made: set[Path] = set()

    def of(self, user: User | UserRef) -> Workspace:
        override = self.settings.users.get(user.name)
        base = self.settings.data_dir / "users" / user.name
        root = Path(override.workspace).expanduser() if override and override.workspace else base / "files"
        trash = base / "trash"
        if root not in self._made or not root.is_dir():
            root.mkdir(parents=True, exist_ok=True)
            trash.mkdir(mode=0o700, parents=True, exist_ok=True)
            private(trash)
            self._made.add(root)
        return Workspace(root=root, trash=trash)


    def archive(self, user: User | UserRef) -> Path | None:
        """A removed user's files and trash are set aside (``removed/<name>-<id>``), never
        inherited by the next user given the same name; a configured workspace stays put."""
        base = self.settings.data_dir / "users" / user.name
        if not base.exists():
            return None
        target = self.settings.data_dir / "removed" / f"{user.name}-{user.id}-{int(time.time())}"
        target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        base.rename(target)
        self._made = {p for p in self._made if base not in p.parents and p != base}
        return target


class Outbox:
    """How the runtime reaches a user outside a turn: the front end's Notifier, if attached."""

    def __init__(self, notifier: Notifier | None = None) -> None:
        self.notifier = notifier

    async def send(self, user_id: str, reply: Reply) -> bool:
        """Deliver `reply`; False (logged, never raised) when nobody could be told."""
        if self.notifier is None:
            log.info("no notifier attached; a notice for %s was not delivered", user_id)
            return False
        try:
            await self.notifier.notify(user_id, reply)
        except Exception:  # a front end's failure must not end the work that sent the notice
            log.exception("a notice for %s could not be delivered", user_id)
            return False
        return True


@dataclass
class Parts:
    """What the layers of a turn share; built once by ``Runtime``."""

    settings: Settings
    catalog: Catalog
    db: Database
    runner: str
    scratchpad: Scratchpad | None = None
    index: WorkspaceIndex | None = None
    outbox: Outbox = field(default_factory=Outbox)
    services: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.users = UserStore(self.db)
        self.turns = TurnLog(self.db, self.runner)
        self.receipts = ReceiptStore(self.db)
        self.dialogues = DialogueStore(self.db)
        self.referents = ReferentStore(self.db)
        self.jobs = JobStore(self.db, self.runner)
        self.plans = PlanCache(self.db)
        self.workspaces = Workspaces(self.settings)

    async def close(self) -> None:
        """This runner's work no longer runs; the stores close."""
        runners.release(self.runner)
        if self.scratchpad is not None:
            await self.scratchpad.close()
        if self.index is not None:
            self.index.close()
        await self.db.close()

    def forget_user(self, user: User) -> None:
        """A removed user: files archived, document index forgotten (in a worker thread)."""
        self.workspaces.archive(user)
        if self.index is not None:
            self.index.forget(user.id)

    def engine(self, turn: TurnContext) -> Engine:
        """What ``invoke`` needs for this turn's user."""
        return Engine(self.catalog, self.settings, self.workspaces.of(turn.user), self.services)


async def open_stores(
    settings: Settings, catalog: Catalog | None,
) -> tuple[Database, Catalog, Scratchpad | None, WorkspaceIndex | None]:
    """The database, the catalog, and the scratchpad and index (each optional: a turn still
    answers without them) under the data dir."""
    data = settings.data_dir
    data.mkdir(mode=0o700, parents=True, exist_ok=True)
    db = await Database.open(data / "metnos.db")
    private(data, data / "metnos.db", data / "metnos.db-wal", data / "metnos.db-shm")
    try:
        catalog = catalog or load_catalog(settings.catalog.extra_modules)
    except BaseException:
        await db.close()
        raise
    try:
        scratchpad: Scratchpad | None = await Scratchpad.open(
            data / "scratchpad.db", max_read_bytes=settings.scratchpad.max_read_bytes,
            default_ttl_seconds=settings.scratchpad.ttl_seconds)
    except ScratchpadError as exc:  # large observations then stay in memory for the turn
        log.error("scratchpad unavailable, running without it: %s", exc)
        scratchpad = None
    try:
        index: WorkspaceIndex | None = await asyncio.to_thread(WorkspaceIndex.open, data / "index.db")
    except Exception as exc:  # content search is a help: the turn still answers without it
        log.error("full-text index unavailable, running without it: %s", exc)
        index = None
    return db, catalog, scratchpad, index


def default_planner(settings: Settings, db: Database) -> Planner:
    """The rules planner; with a planning model configured the rules still come first, then
    the user's reusable plans, then the model."""
    if not settings.models.planning.configured:
        return RulesPlanner()
    from runtime.planning.llm import ModelPlanner, TieredPlanner
    from runtime.planning.reuse import ReusingPlanner

    return TieredPlanner(RulesPlanner(), ReusingPlanner(ModelPlanner(settings=settings), PlanCache(db)))


def private(*paths: Path) -> None:
    """Only the owner may read what holds request texts, document text and old versions:
    folders 0700, files 0600 (best effort: a path that is not there is skipped)."""
    for path in paths:
        try:
            os.chmod(path, 0o700 if path.is_dir() else 0o600)
        except FileNotFoundError:
            continue


def user_ref(user: User) -> UserRef:
    return UserRef(id=user.id, name=user.name, role=user.role, locale=user.locale)
