"""Front ends bring their own message catalogs: registered once, in the same flat namespace as
the runtime's, never shadowing a key someone else has."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import bot.telegram
import runtime.i18n as i18n
from runtime.i18n import has, keys, register_catalog, t


@pytest.fixture
def restored() -> Iterator[None]:
    """Whatever a test registers is forgotten after it."""
    registered = list(i18n._EXTRA)
    yield
    i18n._EXTRA[:] = registered
    i18n._catalog.cache_clear()


def test_the_telegram_messages_come_from_the_front_end() -> None:
    assert has("telegram.working", "it") and has("telegram.commands.undo", "en")
    assert t("telegram.decided_yes", "it", who="Anna") == "✅ Confermato da Anna"
    before = keys("it")
    register_catalog(Path(bot.telegram.__file__).parent / "messages")  # again: nothing changes
    assert keys("it") == before


def test_a_catalog_that_shadows_a_key_is_refused(tmp_path: Path, restored: None) -> None:
    for locale in ("it", "en"):
        (tmp_path / f"{locale}.toml").write_text('[telegram]\nworking = "x"\n', encoding="utf-8")
    before = keys("en")
    with pytest.raises(ValueError, match="telegram.working"):
        register_catalog(tmp_path)
    assert keys("en") == before and t("telegram.working", "en") == "Working on it…"


def test_a_registered_catalog_adds_its_keys(tmp_path: Path, restored: None) -> None:
    for locale, text in (("it", "ciao"), ("en", "hello")):
        (tmp_path / f"{locale}.toml").write_text(f'[probe_front_end]\nhi = "{text}"\n',
                                                 encoding="utf-8")
    register_catalog(tmp_path)
    assert t("probe_front_end.hi", "it") == "ciao" and t("probe_front_end.hi", "en") == "hello"
