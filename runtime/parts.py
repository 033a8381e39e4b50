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
from runtime.store.db import Storage
from runtime.store.dialogues import DialogueStore
from runtime.store.jobs import JobStore
from runtime.store.plans import PlanCache
from runtime.store.receipts import ReceiptStore
from runtime.store.referents import ReferentStore
from runtime.store.storage import open_storage
from runtime.store.turns import TurnLog
from runtime.store.users import User, UserStore
from runtime.turn import Notifier, Reply, TurnContext, UserRef

log = logging.getLogger(__name__)


#: In a user's folder (beside ``files`` and ``trash``, outside the workspace): the id of the
#: user it belongs to. A folder is only ever used by that id, never by a later namesake.
OWNER_FILE = ".owner"


class Workspaces:
    """Each user's workspace (``~`` in plans) and trash, created on first use.

    The folder is found by the user's name but belongs to the user's id (``OWNER_FILE``): a
    folder another user of the same name left behind (removed before its files could be set
    aside, or a leftover) is archived first, and the new user starts empty."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._made: dict[Path, str] = {}  # workspace root -> the user id it was made for
        self._paths: dict[tuple[str, str], tuple[Path, Path, str]] = {}  # (id, name) -> root, trash

    def of(self, user: User | UserRef) -> Workspace:
        known = self._paths.get((user.id, user.name))
        if known is not None:  # made already: it is still there (a stat), still theirs
            root, trash, where = known
            if self._made.get(root) == user.id and os.path.isdir(where):
                return Workspace(root=root, trash=trash)
        override = self.settings.users.get(user.name)
        base = self.settings.data_dir / "users" / user.name
        root = Path(override.workspace).expanduser() if override and override.workspace else base / "files"
        trash = base / "trash"
        if len(self._paths) > 4096:
            self._paths.clear()
        self._paths[(user.id, user.name)] = (root, trash, str(root))
        if self._made.get(root) != user.id or not root.is_dir():
            self._claim(base, user)
            root.mkdir(parents=True, exist_ok=True)
            trash.mkdir(mode=0o700, parents=True, exist_ok=True)
            private(trash)
            self._made[root] = user.id
        return Workspace(root=root, trash=trash)

    def _claim(self, base: Path, user: User | UserRef) -> None:
        """Make `base` `user`'s: theirs already, new, or (a folder from before owners were
        written) adopted; one that belongs to another id is set aside first."""
        marker = base / OWNER_FILE
        try:
            owner: str | None = marker.read_text(encoding="utf-8").strip() or None
        except FileNotFoundError:
            owner = None
        if owner == user.id:
            return
        if owner is not None:
            log.warning("the folder of %s belonged to another user (%s): archived", user.name, owner)
            self._set_aside(base, user.name, owner)
        base.mkdir(mode=0o700, parents=True, exist_ok=True)
        marker.write_text(user.id + "\n", encoding="utf-8")
        private(marker)

    def archive(self, user: User | UserRef) -> Path | None:
        """A removed user's files and trash are set aside (``removed/<name>-<id>``), never
        inherited by the next user given the same name; a configured workspace stays put."""
        base = self.settings.data_dir / "users" / user.name
        if not base.exists():
            return None
        return self._set_aside(base, user.name, user.id)

    def _set_aside(self, base: Path, name: str, owner: str) -> Path:
        stamp = int(time.time())
        target = self.settings.data_dir / "removed" / f"{name}-{owner}-{stamp}"
        target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        n = 1
        while target.exists():  # set aside twice in one second: never over the first
            target = target.with_name(f"{name}-{owner}-{stamp}-{n}")
            n += 1
        base.rename(target)
        self._made = {p: i for p, i in self._made.items() if base not in p.parents and p != base}
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
    db: Storage
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
        self.jobs = JobStore(self.db, self.runner, self.settings.queue.lease_seconds)
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
) -> tuple[Storage, Catalog, Scratchpad | None, WorkspaceIndex | None]:
    """The database, the catalog, and the scratchpad and index (each optional: a turn still
    answers without them) under the data dir. With ``storage.url`` set, the database — the
    scratchpad's table with it — is that PostgreSQL database; the index stays in a local file."""
    data = settings.data_dir
    data.mkdir(mode=0o700, parents=True, exist_ok=True)
    db = await open_storage(settings.storage.url, data / "metnos.db")
    private(data)  # workspaces, index and secrets are here whatever the storage
    if db.dialect == "sqlite":
        private(data / "metnos.db", data / "metnos.db-wal", data / "metnos.db-shm")
    try:
        catalog = catalog or load_catalog(settings.catalog.extra_modules)
    except BaseException:
        await db.close()
        raise
    try:
        scratchpad: Scratchpad | None
        if db.dialect == "sqlite":
            scratchpad = await Scratchpad.open(
                data / "scratchpad.db", max_read_bytes=settings.scratchpad.max_read_bytes,
                default_ttl_seconds=settings.scratchpad.ttl_seconds)
        else:
            scratchpad = await Scratchpad.on_storage(
                db, max_read_bytes=settings.scratchpad.max_read_bytes,
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


def default_planner(settings: Settings, db: Storage) -> Planner:
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
