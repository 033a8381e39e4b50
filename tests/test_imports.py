"""Starting cheap: ``metnos --help`` and the light modules import nothing heavy.

Each check runs a fresh interpreter (``sys.modules`` of the test process is already full)
and reads which modules it loaded.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
HEAVY = ("pydantic_settings", "httpx", "cryptography", "keyring", "aiosqlite")


def loaded_after(code: str, home: Path) -> set[str]:
    """The top-level packages among HEAVY (and telegram) that `code` leaves in ``sys.modules``."""
    probe = (
        f"{code}\n"
        "import json, sys\n"
        f"print(json.dumps(sorted(m for m in {(*HEAVY, 'telegram')!r} if m in sys.modules)))\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("METNOS_")}
    env["METNOS_HOME"] = str(home)
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=REPO,
                         env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


def entry_point() -> tuple[str, str]:
    """The module and function of the ``metnos`` console script, as pyproject.toml declares it."""
    scripts = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["scripts"]
    module, _, function = scripts["metnos"].partition(":")
    return module, function


def test_metnos_help_imports_nothing_heavy(home: Path) -> None:
    module, function = entry_point()
    code = (
        "import contextlib, io\n"
        f"from {module} import {function} as entry\n"
        "with contextlib.redirect_stdout(io.StringIO()) as out, contextlib.suppress(SystemExit):\n"
        "    entry(['--help'])\n"
        "assert 'usage: metnos' in out.getvalue()\n"
    )
    assert loaded_after(code, home) == set()


def test_a_command_help_imports_nothing_heavy(home: Path) -> None:
    module, function = entry_point()
    code = (
        "import contextlib, io\n"
        f"from {module} import {function} as entry\n"
        "with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):\n"
        "    entry(['plan', 'run', '--help'])\n"
    )
    assert loaded_after(code, home) == set()


def test_addresses_alone_loads_neither_httpx_nor_aiosqlite(home: Path) -> None:
    assert loaded_after("import runtime.addresses", home) == set()  # no httpx, no aiosqlite, no other


def test_the_public_root_error_is_cheap(home: Path) -> None:
    assert loaded_after("from runtime import MetnosError", home) == set()


def test_the_runtime_loads_httpx_cryptography_and_keyring_only_when_needed(home: Path) -> None:
    loaded = loaded_after("from runtime import Runtime", home)
    assert loaded.isdisjoint({"httpx", "cryptography", "keyring", "telegram"}), loaded


def test_metnos_catalog_loads_no_network_or_crypto_library(home: Path) -> None:
    code = (
        "import contextlib, io\n"
        "from bot.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    assert main(['catalog']) == 0\n"
    )
    loaded = loaded_after(code, home)
    assert loaded.isdisjoint({"httpx", "cryptography", "keyring", "telegram"}), loaded


def test_reading_a_secret_loads_the_keyring_backend(home: Path) -> None:
    code = (
        "from runtime.config import Settings\n"
        "from runtime.credentials import lookup_secret\n"
        "assert lookup_secret(Settings(), 'telegram:token') is None\n"
    )
    assert {"cryptography", "keyring"} <= loaded_after(code, home)
