"""Scratchpad ownership, pinned alone: an id that is not even a string reads as missing."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from runtime.scratchpad import Scratchpad, ScratchpadNotFound


@pytest.fixture
async def pad(tmp_path: Path) -> AsyncIterator[Scratchpad]:
    scratchpad = await Scratchpad.open(tmp_path / "scratchpad.db")
    try:
        yield scratchpad
    finally:
        await scratchpad.close()


@pytest.mark.parametrize("bad_id", [["x"], {"id": "x"}, None], ids=["list", "dict", "none"])
async def test_an_id_that_is_not_text_reads_as_missing(pad: Scratchpad, bad_id: object) -> None:
    await pad.put("u_anna", "t1", 1, "read_files", "hello")
    assert await pad.get("u_anna", bad_id) is None  # type: ignore[arg-type]
    with pytest.raises(ScratchpadNotFound):
        await pad.read("u_anna", bad_id)  # type: ignore[arg-type]
