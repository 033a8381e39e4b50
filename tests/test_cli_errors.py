"""Every failure a user can cause ends ``metnos`` with one line on stderr and a non-zero status.

Table-driven: each case is a bad input (config file or variable, catalog module, plan
file, keyring, user name, arguments) run through the real command in a subprocess. The
one line must name the cause (the file, the setting, the module, the user...); no case
may print a traceback.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from runtime.keyring_file import EncryptedFileKeyring
from tests.test_cli import metnos

pytestmark = pytest.mark.slow

Setup = Callable[[Path, Path], None]  # (tmp_path, home)


@dataclass(frozen=True)
class Bad:
    """One bad input: the command line, what its one line must contain, and what to prepare."""

    args: tuple[str, ...]
    names: tuple[str, ...]
    env: dict[str, str] = field(default_factory=dict)
    files: dict[str, str | bytes] = field(default_factory=dict)  # under tmp_path
    setup: Setup | None = None
    stdin: str = ""
    status: int = 1
    quiet: bool = True  # nothing on stdout
    timeout: float = 60


def _keyring(passphrase: str | None) -> Setup:
    def setup(tmp: Path, home: Path) -> None:
        EncryptedFileKeyring(home, passphrase=passphrase).set_password("metnos", "svc:x", "value")
    return setup


def _keyring_then(change: Callable[[Path], None]) -> Setup:
    def setup(tmp: Path, home: Path) -> None:
        _keyring(None)(tmp, home)
        change(home)
    return setup


def _garbage_db(tmp: Path, home: Path) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "metnos.db").write_bytes(b"this is not a SQLite database" * 100)


def _disabled_bob(tmp: Path, home: Path) -> None:
    for args in (("users", "add", "bob"), ("users", "disable", "bob")):
        assert metnos(home, *args).returncode == 0


def _a_file(tmp: Path, home: Path) -> None:
    (tmp / "not-a-dir").write_text("x")


def _mods(**modules: str) -> dict[str, str | bytes]:
    return {f"mods/{name}.py": text for name, text in modules.items()}


def _extra(module: str) -> dict[str, str]:
    return {"PYTHONPATH": "{tmp}/mods", "METNOS_CATALOG__EXTRA_MODULES": f'["{module}"]'}


CONFIG = {"METNOS_CONFIG": "{tmp}/metnos.toml"}
PLAN = "{tmp}/plan.json"
CASES: dict[str, Bad] = {
    # -- configuration -----------------------------------------------------------------
    "config_file_missing": Bad(("catalog",), ("METNOS_CONFIG", "nowhere.toml"),
                               env={"METNOS_CONFIG": "{tmp}/nowhere.toml"}),
    "config_file_is_a_directory": Bad(("catalog",), ("METNOS_CONFIG", "not a readable file"),
                                      env={"METNOS_CONFIG": "{tmp}"}),
    "config_not_toml": Bad(("catalog",), ("metnos.toml", "not valid TOML"), env=CONFIG,
                           files={"metnos.toml": "[general\nlocale = 'it'\n"}),
    "config_not_utf8": Bad(("models",), ("metnos.toml", "not valid TOML"), env=CONFIG,
                           files={"metnos.toml": b"\xff\xfe[general]\n"}),
    "config_unknown_section": Bad(("catalog",), ("unknown setting colours", "metnos.toml"), env=CONFIG,
                                  files={"metnos.toml": "[colours]\nbackground = 'red'\n"}),
    "config_unknown_key": Bad(("chat",), ("unknown setting general.colour", "metnos.toml"), env=CONFIG,
                              files={"metnos.toml": "[general]\ncolour = 'red'\n"}),
    "config_value_out_of_range": Bad(("catalog",), ("general.max_steps", "metnos.toml"), env=CONFIG,
                                     files={"metnos.toml": "[general]\nmax_steps = 0\n"}),
    "config_mail_in_clear_to_another_host": Bad(
        ("catalog",), ("mail.accounts.smtp:work.security", 'security = "none"', "mail.example.org",
                       "metnos.toml"), env=CONFIG,
        files={"metnos.toml": '[mail.accounts."smtp:work"]\nhost = "mail.example.org"\nusername = "me"\n'
                              'from_address = "me@example.org"\nsecurity = "none"\n'}),
    "config_value_wrong_type": Bad(("catalog",), ("scratchpad.threshold_bytes", "metnos.toml"), env=CONFIG,
                                   files={"metnos.toml": "[scratchpad]\nthreshold_bytes = 'big'\n"}),
    "variable_wrong_type": Bad(("catalog",), ("scratchpad.threshold_bytes", "METNOS_SCRATCHPAD__THRESHOLD_BYTES"),
                               env={"METNOS_SCRATCHPAD__THRESHOLD_BYTES": "lots"}),
    "variable_not_json": Bad(("catalog",), ("METNOS_CATALOG__EXTRA_MODULES",),
                             env={"METNOS_CATALOG__EXTRA_MODULES": "tests.fakes.executors"}),
    "data_dir_is_a_file": Bad(("users", "list"), ("data directory", "not-a-dir"),
                              env={"METNOS_HOME": "{tmp}/not-a-dir"}, setup=_a_file),
    # -- catalog.extra_modules ---------------------------------------------------------
    "module_not_found": Bad(("catalog",), ("metnos_no_such_executors", "cannot be imported"),
                            env={"METNOS_CATALOG__EXTRA_MODULES": '["metnos_no_such_executors"]'}),
    "module_raises_on_import": Bad(("catalog",), ("boom_executors", "RuntimeError", "no config here"),
                                   env=_extra("boom_executors"),
                                   files=_mods(boom_executors="raise RuntimeError('no config here')\n")),
    "module_raises_on_import_in_chat": Bad(("chat",), ("boom_executors", "RuntimeError"),
                                           env=_extra("boom_executors"),
                                           files=_mods(boom_executors="raise RuntimeError('no')\n")),
    "module_syntax_error": Bad(("plan", "check", PLAN), ("broken_executors", "SyntaxError"),
                               env=_extra("broken_executors"), files={
                                   **_mods(broken_executors="def (\n"), "plan.json": '{"steps": []}'}),
    "module_without_executors": Bad(("catalog",), ("plain_module", "no EXECUTORS"),
                                    env=_extra("plain_module"), files=_mods(plain_module="X = 1\n")),
    "module_with_empty_executors": Bad(("catalog",), ("empty_executors", "empty EXECUTORS"),
                                       env=_extra("empty_executors"),
                                       files=_mods(empty_executors="EXECUTORS = []\n")),
    "module_executors_not_specs": Bad(("catalog",), ("odd_executors", "not an ExecutorSpec"),
                                      env=_extra("odd_executors"),
                                      files=_mods(odd_executors="EXECUTORS = ['read_files']\n")),
    "module_executor_name_taken": Bad(("catalog",), ("twin_executors", "get_now", "already installed"),
                                      env=_extra("twin_executors"), files=_mods(twin_executors=(
                                          "from runtime.catalog.builtin import BUILTIN_EXECUTORS\n"
                                          "EXECUTORS = [s for s in BUILTIN_EXECUTORS if s.name == 'get_now']\n"))),
    # -- plan files --------------------------------------------------------------------
    "plan_file_missing": Bad(("plan", "check", "{tmp}/nowhere.json"), ("no such plan file", "nowhere.json")),
    "plan_file_is_a_directory": Bad(("plan", "run", "{tmp}"), ("cannot read plan file",)),
    "plan_file_not_utf8": Bad(("plan", "check", PLAN), ("plan.json", "not UTF-8"),
                              files={"plan.json": b"\xff\xfe{}"}),
    "plan_file_not_json": Bad(("plan", "check", PLAN), ("plan.json", "not valid JSON"),
                              files={"plan.json": "{oops"}),
    "plan_file_is_yaml": Bad(("plan", "run", "{tmp}/plan.yaml"), ("plan.yaml", "not valid JSON"),
                             files={"plan.yaml": "steps:\n  - tool: get_now\n"}),
    "plan_file_wrong_shape": Bad(("plan", "check", PLAN), ("plan.json", "not a plan", "steps"),
                                 files={"plan.json": '{"steps": 3}'}),
    "plan_file_not_an_object": Bad(("plan", "run", PLAN), ("plan.json", "not a plan"),
                                   files={"plan.json": "[1, 2]"}),
    "plan_check_unknown_executor": Bad(("plan", "check", PLAN), ("invalid plan", '"teleport"'), quiet=False,
                                       files={"plan.json": '{"steps": [{"tool": "teleport"}]}'}),
    "plan_run_unknown_executor": Bad(("plan", "run", PLAN), ("invalid plan", '"teleport"'), quiet=False,
                                     files={"plan.json": '{"steps": [{"tool": "teleport"}]}'}),
    # -- keyring -----------------------------------------------------------------------
    "keyring_locked": Bad(("secrets", "list"), ("passphrase", "METNOS_SECRETS_PASSPHRASE"),
                          setup=_keyring("right horse")),
    "keyring_wrong_passphrase": Bad(("secrets", "list"), ("secrets.enc", "wrong passphrase"),
                                    env={"METNOS_SECRETS_PASSPHRASE": "wrong horse"},
                                    setup=_keyring("right horse")),
    "keyring_passphrase_for_key_file": Bad(("secrets", "delete", "svc:x"), ("unset METNOS_SECRETS_PASSPHRASE",),
                                           env={"METNOS_SECRETS_PASSPHRASE": "a horse"}, setup=_keyring(None)),
    "keyring_empty_passphrase": Bad(("secrets", "list"), ("METNOS_SECRETS_PASSPHRASE", "empty"),
                                    env={"METNOS_SECRETS_PASSPHRASE": ""}),
    "keyring_key_file_missing": Bad(("secrets", "list"), ("secrets.key", "missing"),
                                    setup=_keyring_then(lambda home: (home / "secrets.key").unlink())),
    "keyring_key_file_readable_by_others": Bad(("secrets", "list"), ("secrets.key", "chmod 600"),
                                               setup=_keyring_then(lambda home: (home / "secrets.key").chmod(0o644))),
    "keyring_file_damaged": Bad(("secrets", "list"), ("secrets.enc", "damaged"),
                                setup=_keyring_then(lambda home: (home / "secrets.enc").write_text("{}"))),
    "bot_token_key_store_damaged": Bad(("bot",), ("key store", "telegram:token", "secrets.enc", "damaged"),
                                       setup=_keyring_then(lambda home: (home / "secrets.enc").write_text("{}"))),
    "bot_token_key_file_missing": Bad(("bot",), ("key store", "telegram:token", "secrets.key"),
                                      setup=_keyring_then(lambda home: (home / "secrets.key").unlink())),
    "secret_bad_name": Bad(("secrets", "set", "smtp work"), ("invalid credential name", "smtp work")),
    "secret_empty_value": Bad(("secrets", "set", "smtp:work"), ("empty value", "smtp:work"), stdin="\n"),
    "secret_not_stored": Bad(("secrets", "delete", "smtp:work"), ("no secret named", "smtp:work")),
    # -- users -------------------------------------------------------------------------
    "chat_unknown_user": Bad(("chat", "--user", "ghost"), ("unknown user", "ghost")),
    "plan_run_unknown_user": Bad(("plan", "run", PLAN, "--user", "ghost"), ("unknown user", "ghost"),
                                 files={"plan.json": '{"steps": [{"tool": "get_now"}]}'}),
    "trace_unknown_user": Bad(("trace", "--user", "ghost"), ("unknown user", "ghost")),
    "jobs_unknown_user": Bad(("jobs", "--user", "ghost"), ("unknown user", "ghost")),
    "secret_for_unknown_user": Bad(("secrets", "set", "smtp:work", "--user", "ghost"), ("unknown user", "ghost"),
                                   stdin="pw\n"),
    "disable_unknown_user": Bad(("users", "disable", "ghost"), ("no user named", "ghost")),
    "remove_unknown_user": Bad(("users", "remove", "ghost"), ("no user named", "ghost")),
    "add_invalid_user_name": Bad(("users", "add", "Bad Name"), ("not a valid user name", "Bad Name")),
    "chat_disabled_user": Bad(("chat", "--user", "bob"), ("bob", "disabled"), setup=_disabled_bob),
    "trace_unknown_turn": Bad(("trace", "t-nowhere"), ("no such turn", "t-nowhere")),
    # -- storage and arguments ---------------------------------------------------------
    "database_not_sqlite": Bad(("users", "list"), ("metnos.db", "cannot be used"), setup=_garbage_db,
                               timeout=10),
    "no_command": Bad((), ("metnos", "required"), status=2),
    "unknown_command": Bad(("frobnicate",), ("invalid choice", "frobnicate"), status=2),
    "job_number_not_a_number": Bad(("jobs", "--cancel", "three"), ("--cancel", "three"), status=2),
    "plan_check_without_file": Bad(("plan", "check"), ("metnos plan check", "file"), status=2),
}


def _fill(text: str, tmp: Path) -> str:
    return text.replace("{tmp}", str(tmp))


@pytest.mark.parametrize("case", [pytest.param(case, id=name) for name, case in CASES.items()])
def test_a_bad_input_ends_in_one_line_naming_its_cause(tmp_path: Path, home: Path, case: Bad) -> None:
    # given
    for name, content in case.files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)
    if case.setup is not None:
        case.setup(tmp_path, home)
    env = {key: _fill(value, tmp_path) for key, value in case.env.items()}
    # when
    out = metnos(home, *(_fill(a, tmp_path) for a in case.args), stdin=case.stdin, env=env,
                 timeout=case.timeout)
    # then
    lines = [line for line in out.stderr.splitlines() if line.strip()]
    assert out.returncode == case.status, (out.returncode, out.stderr)
    assert "Traceback" not in out.stderr and "Traceback" not in out.stdout
    assert len(lines) == 1, out.stderr
    assert lines[0].startswith("metnos"), lines[0]
    for name in case.names:
        assert _fill(name, tmp_path) in lines[0], (name, lines[0])
    if case.quiet:
        assert out.stdout == "", out.stdout


def test_the_table_covers_each_kind_of_bad_input() -> None:
    kinds = ("config", "variable", "module", "plan_file", "keyring", "unknown_user")
    assert len(CASES) >= 15
    for kind in kinds:
        assert any(kind in name for name in CASES), kind


def test_an_unexpected_failure_is_one_line_too(tmp_path: Path, home: Path) -> None:
    """A bug is not the user's doing, but the command still ends in one line; the log keeps the rest."""
    module = tmp_path / "mods" / "buggy_executors.py"
    module.parent.mkdir()
    module.write_text(
        "from runtime.catalog.registry import Catalog\n"
        "from tests.fakes.executors import EXECUTORS\n"
        "def _broken(self):\n"
        "    raise ZeroDivisionError('a bug')\n"
        "Catalog.__iter__ = _broken\n"
    )
    out = metnos(home, "catalog", env={"PYTHONPATH": str(module.parent),
                                       "METNOS_CATALOG__EXTRA_MODULES": '["buggy_executors"]'})
    assert out.returncode == 1
    assert out.stderr.startswith("metnos: unexpected error: ZeroDivisionError: a bug (details in ")
    assert len(out.stderr.strip().splitlines()) == 1 and "Traceback" not in out.stderr
    assert "Traceback" in (home / "metnos.log").read_text()
