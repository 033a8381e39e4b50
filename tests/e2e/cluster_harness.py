"""Several webhook workers on one PostgreSQL database, behind a load balancer, for tests.

Two shapes:

* :func:`inprocess_cluster` — N front ends, each with its own :class:`~runtime.Runtime` (its
  own runner, pool and PTB application) in this process and event loop, on one PostgreSQL
  schema, each serving webhooks on its own loopback port; a :class:`RoundRobinBalancer` in
  front and the Bot API double delivering webhook updates to it. Quick, and lets a test look
  at each worker's objects.
* :class:`ProcessCluster` — N ``python -m bot bot --webhook --port P`` processes (what an
  operator runs), the same balancer and double on a thread of their own; workers can be
  killed with SIGKILL. Used by the cluster test and ``bench/cluster.py``.
"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx

from bot.telegram.app import TelegramFrontEnd
from runtime.planning.base import Planner
from runtime.runtime import Runtime
from tests.conftest import make_settings
from tests.e2e.telegram_harness import TOKEN
from tests.fakes.balancer import BalancerProcess, RoundRobinBalancer
from tests.fakes.telegram_api import FakeTelegramAPI, SentMessage, ThreadedFakeTelegramAPI

REPO = Path(__file__).resolve().parents[2]
SECRET = "cluster-test-secret_0123456789"
HOOK_PATH = "/hook"
#: Short leases, so that a worker that dies is judged dead within seconds.
QUEUE = {"lease_seconds": 3.0, "heartbeat_seconds": 1.0, "poll_seconds": 1.0,
         "drain_seconds": 2.0}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def pair(rt: Runtime, tg_id: int, name: str) -> None:
    """Create user `name` bound to Telegram account `tg_id` (what pairing ends with)."""
    user = await rt.users.ensure(name)
    await rt.users.bind_identity("telegram", str(tg_id), user.id)


@dataclass
class Worker:
    """One in-process worker: its runtime and front end."""

    rt: Runtime
    front: TelegramFrontEnd

    @property
    def port(self) -> int:
        assert self.front.webhook is not None
        return self.front.webhook.port


@dataclass
class InProcessCluster:
    api: FakeTelegramAPI
    balancer: RoundRobinBalancer
    workers: list[Worker]
    home: Path

    def to(self, chat_id: int) -> list[SentMessage]:
        return self.api.messages_to(chat_id)

    def workspace(self, name: str) -> Path:
        base = self.home / "users" / name / "files"
        base.mkdir(parents=True, exist_ok=True)
        return base

    async def settled(self, timeout: float = 15.0) -> None:
        """Until the double has nothing left to deliver and no worker has work in hand."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            busy = any(not w.front.app.update_queue.empty()
                       or w.front.app.update_processor.current_concurrent_updates
                       for w in self.workers)
            if not busy and not self.api._queue:
                return
            if loop.time() > deadline:
                raise TimeoutError("the cluster did not settle")
            await asyncio.sleep(0.05)


@asynccontextmanager
async def inprocess_cluster(home: Path, url: str, *, workers: int = 2,
                            planner: Planner | None = None,
                            telegram: Mapping[str, Any] | None = None) -> AsyncIterator[InProcessCluster]:
    """`workers` front ends on the PostgreSQL database at `url` (see the module doc)."""
    api = await FakeTelegramAPI.start(token=TOKEN)
    ports = [free_port() for _ in range(workers)]
    balancer = await RoundRobinBalancer([("127.0.0.1", p) for p in ports]).start()
    started: list[Worker] = []
    try:
        for port in ports:
            overrides: dict[str, Any] = {
                "api_url": api.url, "progress_after_seconds": 5.0, "mode": "webhook",
                "webhook_url": balancer.url + HOOK_PATH, "webhook_port": port,
                "webhook_secret": SECRET, **(telegram or {})}
            settings = make_settings(home, storage={"url": url}, telegram=overrides,
                                     queue=QUEUE)
            rt = await Runtime.open(settings, planner=planner)
            front = TelegramFrontEnd(rt, TOKEN, poll_timeout=timedelta(seconds=2))
            try:
                await front.start()
            except BaseException:
                await front.stop()
                await rt.close()
                raise
            started.append(Worker(rt, front))
        yield InProcessCluster(api, balancer, started, home)
    finally:
        for worker in started:
            await worker.front.stop()
            await worker.rt.close()
        await balancer.stop()
        await api.stop()


# --- worker processes -------------------------------------------------------------------------


def worker_env(home: Path, url: str, api_url: str, balancer_url: str,
               extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment of a worker process: the shared data dir and database, webhook mode."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("METNOS_")}
    env.update({
        "METNOS_HOME": str(home), "PYTHONPATH": str(REPO), "PTB_TIMEDELTA": "1",
        "METNOS_STORAGE__URL": url, "METNOS_TELEGRAM__TOKEN": TOKEN,
        "METNOS_TELEGRAM__API_URL": api_url, "METNOS_TELEGRAM__MODE": "webhook",
        "METNOS_TELEGRAM__WEBHOOK_URL": balancer_url + HOOK_PATH,
        "METNOS_TELEGRAM__WEBHOOK_SECRET": SECRET,
        "METNOS_TELEGRAM__PROGRESS_AFTER_SECONDS": "30",
        "METNOS_CATALOG__EXTRA_MODULES": '["tests.fakes.executors"]',
    })
    env.update({f"METNOS_QUEUE__{k.upper()}": str(v) for k, v in QUEUE.items()})
    env.update(extra or {})
    return env


@dataclass
class ProcessCluster:
    """Worker processes behind a balancer, the double on its own thread (see the module doc)."""

    home: Path
    url: str
    double: ThreadedFakeTelegramAPI
    balancer: RoundRobinBalancer | BalancerProcess
    ports: list[int]
    extra_env: dict[str, str] = field(default_factory=dict)
    procs: list[subprocess.Popen[bytes] | None] = field(default_factory=list)

    @classmethod
    def create(cls, home: Path, url: str, workers: int,
               extra_env: Mapping[str, str] | None = None, *,
               balancer_process: bool = False) -> ProcessCluster:
        """`balancer_process`: the balancer in a process of its own (a benchmark), else on the
        double's thread (a test can read what it forwarded)."""
        double = FakeTelegramAPI.start_in_thread(TOKEN)
        ports = [free_port() for _ in range(workers)]
        backends = [("127.0.0.1", p) for p in ports]
        balancer: RoundRobinBalancer | BalancerProcess = (
            BalancerProcess(backends) if balancer_process
            else double.run(RoundRobinBalancer(backends).start()))
        return cls(home, url, double, balancer, ports, dict(extra_env or {}),
                   [None] * workers)

    @property
    def api(self) -> FakeTelegramAPI:
        return self.double.api

    def start(self, index: int, *, timeout: float = 60.0) -> subprocess.Popen[bytes]:
        """Start worker `index` and wait until it answers on its port."""
        env = worker_env(self.home, self.url, self.double.url, self.balancer.url, self.extra_env)
        log = open(self.home / f"worker{index}.log", "ab")  # noqa: SIM115 - the process keeps it
        proc = subprocess.Popen([sys.executable, "-m", "bot", "bot", "--webhook", "--port",
                                 str(self.ports[index])], cwd=REPO, env=env,
                                stdin=subprocess.DEVNULL, stdout=log, stderr=log)
        log.close()
        self.procs[index] = proc
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"worker {index} exited with {proc.returncode}: "
                                   + self.log(index)[-2000:])
            try:
                if httpx.get(f"http://127.0.0.1:{self.ports[index]}{HOOK_PATH}",
                             timeout=1.0).status_code == 200:
                    return proc
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise TimeoutError(f"worker {index} did not start: " + self.log(index)[-2000:])
            time.sleep(0.1)

    def start_all(self) -> None:
        for index in range(len(self.ports)):
            self.start(index)
        # every worker registered (setWebhook); the double now pushes to the balancer
        self.double.run(self.api.wait_for(lambda: self.api.webhook is not None, timeout=30))

    def kill(self, index: int) -> None:
        """SIGKILL worker `index` (no clean-up of any kind)."""
        proc = self.procs[index]
        assert proc is not None
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)

    def stop(self, index: int) -> int:
        proc = self.procs[index]
        if proc is None or proc.poll() is not None:
            return proc.returncode if proc is not None else 0
        proc.send_signal(signal.SIGTERM)
        try:
            return proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            return proc.wait(timeout=30)

    def log(self, index: int) -> str:
        path = self.home / f"worker{index}.log"
        return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""

    def close(self) -> list[int]:
        """Stop every worker (SIGTERM), the balancer and the double; the exit codes."""
        codes = [self.stop(i) for i in range(len(self.procs))]
        if isinstance(self.balancer, BalancerProcess):
            self.balancer.stop()
        else:
            self.double.run(self.balancer.stop())
        self.double.stop()
        return codes
