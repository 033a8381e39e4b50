"""Start-up cost of the ``metnos`` command: ``metnos --help`` against a bare interpreter.

Run by hand: ``python3 bench/cli_startup.py [--runs N] [-- ARGS...]``. Prints figures,
asserts nothing. Each round starts a fresh ``python -m bot --help`` (the console script's
own path: ``bot.cli:main``) and, interleaved in the same round, a bare ``python -c pass``
floor with the same interpreter, so both see the same machine load. Target:
``metnos --help`` under 0.15 s (median of 10).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TARGET_SECONDS = 0.15


def wall(cmd: list[str], env: dict[str, str]) -> float:
    """Seconds from spawn to exit of `cmd` (its output discarded; a failure stops the bench)."""
    t0 = time.perf_counter()
    done = subprocess.run(cmd, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          text=True)
    elapsed = time.perf_counter() - t0
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd[1:])} failed ({done.returncode}): {done.stderr.strip()}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="rounds (default 10)")
    parser.add_argument("args", nargs="*", default=["--help"],
                        help="the metnos command line to time (default: --help)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="metnos-startup-") as home:
        env = {k: v for k, v in os.environ.items() if not k.startswith("METNOS_")}
        env["METNOS_HOME"] = home
        metnos = [sys.executable, "-m", "bot", *args.args]
        floor = [sys.executable, "-c", "pass"]
        wall(metnos, env), wall(floor, env)  # warm-up: bytecode caches, page cache
        cli: list[float] = []
        bare: list[float] = []
        for _ in range(args.runs):
            bare.append(wall(floor, env))
            cli.append(wall(metnos, env))
    shown = " ".join(["metnos", *args.args])
    cli_median, bare_median = statistics.median(cli), statistics.median(bare)
    print(f"interpreter: {sys.executable} (Python {sys.version.split()[0]}), {args.runs} rounds")
    print(f"{shown}: median {cli_median * 1000:.1f} ms (min {min(cli) * 1000:.1f}, "
          f"max {max(cli) * 1000:.1f})")
    print(f"python -c pass: median {bare_median * 1000:.1f} ms (min {min(bare) * 1000:.1f}, "
          f"max {max(bare) * 1000:.1f})")
    print(f"ratio {cli_median / bare_median:.2f}x the floor; {shown} costs "
          f"{(cli_median - bare_median) * 1000:.1f} ms above it")
    if args.args == ["--help"]:
        verdict = "met" if cli_median < TARGET_SECONDS else "missed"
        print(f"target: under {TARGET_SECONDS * 1000:.0f} ms: {verdict}")


if __name__ == "__main__":
    main()
