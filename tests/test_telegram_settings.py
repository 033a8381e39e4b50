"""The ``[telegram]`` settings belong to the bot: the runtime passes the section through, and
the file and the ``METNOS_TELEGRAM__*`` variables set it exactly as before."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bot.telegram.settings import TelegramSettings, telegram_settings
from runtime.config import ConfigError, load_settings

REPO = Path(__file__).resolve().parents[1]


def test_defaults_without_any_telegram_setting(home: Path) -> None:
    assert telegram_settings(load_settings()) == TelegramSettings()
    assert TelegramSettings().api_url == "https://api.telegram.org"


def test_environment_variables_set_single_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("METNOS_TELEGRAM__TOKEN", "42:secret")
    monkeypatch.setenv("METNOS_TELEGRAM__API_URL", "http://127.0.0.1:9/")
    monkeypatch.setenv("METNOS_TELEGRAM__ALLOW_GROUPS", "true")
    monkeypatch.setenv("METNOS_TELEGRAM__PROGRESS_AFTER_SECONDS", "1.5")
    s = telegram_settings(load_settings())
    assert s.token is not None and s.token.get_secret_value() == "42:secret"
    assert (s.api_url, s.allow_groups, s.progress_after_seconds) == ("http://127.0.0.1:9/", True, 1.5)
    assert "42:secret" not in repr(s) and s.secrets() == ("42:secret",)


def test_the_config_file_section_and_a_variable_over_it(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    config = tmp_path / "metnos.toml"
    config.write_text('[telegram]\nmode = "webhook"\nwebhook_url = "https://x.example/hook"\n'
                      "pairing_max_attempts = 3\n", encoding="utf-8")
    monkeypatch.setenv("METNOS_CONFIG", str(config))
    monkeypatch.setenv("METNOS_TELEGRAM__PAIRING_MAX_ATTEMPTS", "7")
    s = telegram_settings(load_settings())
    assert (s.mode, s.webhook_url, s.pairing_max_attempts) == ("webhook", "https://x.example/hook", 7)


@pytest.mark.parametrize(("key", "value", "where"), [
    ("PAIRING_MAX_ATTEMPTS", "0", "telegram.pairing_max_attempts"),
    ("MODE", "carrier-pigeon", "telegram.mode"),
    ("NO_SUCH_SETTING", "1", "telegram.no_such_setting"),
])
def test_a_bad_telegram_setting_is_one_line_naming_it(monkeypatch: pytest.MonkeyPatch, key: str,
                                                      value: str, where: str) -> None:
    monkeypatch.setenv(f"METNOS_TELEGRAM__{key}", value)
    with pytest.raises(ConfigError) as refused:
        telegram_settings(load_settings())
    message = str(refused.value)
    assert message.startswith(f"invalid configuration: {where}: ") and "\n" not in message


@pytest.mark.slow
def test_metnos_bot_with_a_bad_telegram_setting_says_so_in_one_line(home: Path) -> None:
    env = {"METNOS_HOME": str(home), "METNOS_TELEGRAM__PAIRING_MAX_ATTEMPTS": "0",
           "PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-m", "bot", "bot"], cwd=REPO, env=env, text=True,
                          capture_output=True, timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        "metnos: invalid configuration: telegram.pairing_max_attempts:"
        " Input should be greater than or equal to 1"]
