"""Who runs a turn or a job: a runner id per store, alive while its process and store are.

Liveness is judged per runner, so a second process that opens the same database (``metnos
jobs`` beside the bot) never relabels the bot's live work.
"""

from __future__ import annotations

import os
import secrets

# Runners open in this process; a runner of this pid that is not here belongs to a process
# that stopped (a container restarts with the same pid).
_LIVE: set[str] = set()


def new_runner() -> str:
    """A fresh runner id (process id and a token), alive until released."""
    runner = f"{os.getpid()}:{secrets.token_hex(6)}"
    _LIVE.add(runner)
    return runner


def release(runner: str) -> None:
    """The runner's work no longer runs (its runtime closed)."""
    _LIVE.discard(runner)


def alive(runner: str) -> bool:
    """Whether a runner still exists: open in this process, or its process is alive."""
    pid_text, _, _ = runner.partition(":")
    pid = int(pid_text) if pid_text.isdigit() else 0
    if pid == os.getpid():
        return runner in _LIVE
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it exists, under another user
    return True
