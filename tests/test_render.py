"""bot.telegram.render: escaping, splitting at Telegram's limit, tables."""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.telegram.render import (
    escape_html,
    render_table,
    split_message,
    utf16_len,
    visible_length,
    visible_text,
)
from tests.fakes.telegram_api import parse_html

LIMIT = 4096
WHOLE_ENTITY = re.compile(r"&(?:amp|lt|gt|quot|#[0-9]+|#x[0-9a-fA-F]+);")


class _Balance(HTMLParser):
    """Checks that tags are properly nested and all closed."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack.pop() != tag:
            self.errors.append(tag)


def assert_balanced(part: str) -> None:
    checker = _Balance()
    checker.feed(part)
    checker.close()
    assert not checker.errors and not checker.stack, part[:200]


def telegram_visible(part: str) -> str:
    """What Telegram (the double's strict parser) shows; raises if Telegram would refuse it."""
    return parse_html(part)[0]


def assert_valid_parts(parts: list[str], limit: int = LIMIT) -> None:
    for part in parts:
        assert_balanced(part)
        shown = telegram_visible(part)
        assert utf16_len(shown) <= limit
        assert shown.strip(), "empty part"
        assert all(WHOLE_ENTITY.match(part, m.start()) for m in re.finditer("&", part))


def long_answer(seed: int = 7, size: int = 10_000) -> str:
    """An escaped, formatted answer of about ``size`` visible characters."""
    rng = random.Random(seed)
    words = ["prezzo", "fornitore", "A&B", "<tot>", "€1.200", "perché", "riepilogo", "😀", "Δ"]
    paragraphs, length = [], 0
    while length < size:
        lines = []
        for _ in range(rng.randint(1, 4)):
            line = " ".join(rng.choice(words) for _ in range(rng.randint(5, 30)))
            lines.append(line)
            length += len(line) + 1
        text = escape_html("\n".join(lines))
        style = rng.choice(["", "b", "i", "code"])
        paragraphs.append(f"<{style}>{text}</{style}>" if style else text)
        length += 1
    return "\n\n".join(paragraphs)


# --------------------------------------------------------------------- basics


def test_escape_html() -> None:
    assert escape_html('a < b && c > "d"') == 'a &lt; b &amp;&amp; c &gt; "d"'
    assert visible_text(escape_html("<b>x</b> & y")) == "<b>x</b> & y"


def test_visible_length_counts_utf16_and_ignores_markup() -> None:
    assert visible_length("<b>ciao</b> &amp; <a href='x>y'>😀</a>") == len("ciao & ") + 2
    assert visible_length("&#128512;&quot;") == 3
    assert utf16_len("é😀👍🏽") == 1 + 2 + 4


def test_short_text_is_returned_unchanged() -> None:
    assert split_message("<b>ciao</b>") == ["<b>ciao</b>"]
    exact = "x" * LIMIT
    assert split_message(exact) == [exact]


# --------------------------------------------------------------------- splitting


def test_10000_char_answer_is_split_without_loss() -> None:
    answer = long_answer()
    assert visible_length(answer) > 10_000
    parts = split_message(answer)
    assert len(parts) >= 3
    assert_valid_parts(parts)
    assert "".join(telegram_visible(p) for p in parts) == telegram_visible(answer)
    assert "".join(visible_text(p) for p in parts) == visible_text(answer)


def test_prefers_paragraph_boundaries() -> None:
    paragraphs = [f"Paragrafo {n}: " + "parola " * 400 for n in range(6)]  # ~2813 chars each
    parts = split_message("\n\n".join(paragraphs))
    assert len(parts) == 6
    for paragraph, part in zip(paragraphs, parts, strict=True):
        assert part.strip() == paragraph.strip()
    assert all(p.endswith("\n\n") for p in parts[:-1])


def test_falls_back_to_lines_then_spaces_then_hard_cuts() -> None:
    lines = "\n".join(f"riga {n} " + "x" * 80 for n in range(100))
    parts = split_message(lines)
    assert all(p.endswith("\n") for p in parts[:-1]) and "".join(parts) == lines

    words = " ".join(["parola"] * 2000)
    parts = split_message(words)
    assert all(p.endswith(" ") and not p.endswith("  ") for p in parts[:-1])
    assert "".join(parts) == words

    blob = "x" * 10_000
    assert [len(p) for p in split_message(blob)] == [4096, 4096, 1808]


def test_open_tags_are_closed_and_reopened() -> None:
    link = '<a href="https://example.org/?a=1&amp;b=2">'
    source = f"<b>{link}" + "link " * 1000 + "</a> coda</b>"
    parts = split_message(source)
    assert len(parts) == 2
    assert parts[0].startswith(f"<b>{link}") and parts[0].endswith("</a></b>")
    assert parts[1].startswith(f"<b>{link}") and parts[1].endswith("</a> coda</b>")
    assert_valid_parts(parts)

    code = '<pre><code class="language-python">' + "print('x')\n" * 800 + "</code></pre>"
    parts = split_message(code)
    assert len(parts) == 3
    for part in parts:
        assert part.startswith('<pre><code class="language-python">')
        assert part.endswith("</code></pre>")
    assert_valid_parts(parts)


def test_entities_are_never_cut() -> None:
    for shift in range(6):
        source = "a" * (LIMIT - 3 + shift) + "&amp;&lt;&gt;&quot;&#233;" * 5
        parts = split_message(source)
        assert_valid_parts(parts)
        assert "".join(visible_text(p) for p in parts) == visible_text(source)


def test_astral_characters_count_two() -> None:
    parts = split_message("😀" * 3000)
    assert [len(p) for p in parts] == [2048, 952]
    assert all(visible_length(p) <= LIMIT for p in parts)
    # A cut never separates a character from a following joiner or skin tone.
    family = "👩\u200d👩\u200d👧"
    parts = split_message("a" * (LIMIT - 3) + family * 10)
    assert all(not p.endswith("\u200d") and not p.startswith("\u200d") for p in parts)


def test_whitespace_only_parts_are_dropped() -> None:
    parts = split_message("inizio" + " " * 9000 + "fine", limit=LIMIT)
    assert [p.strip() for p in parts] == ["inizio", "fine"]


def test_limit_must_fit_one_character() -> None:
    with pytest.raises(ValueError):
        split_message("abc", limit=1)


# --------------------------------------------------------------------- property

TAGS = ["b", "i", "u", "s", "code", "pre", "tg-spoiler", 'a href="https://x.y/?q=1&amp;r=2"']
ALPHABET = st.sampled_from(list("abc xyz\n\n&<>\"'é😀Δ漢") + ["👍🏽"])


@st.composite
def html_documents(draw: st.DrawFn, depth: int = 0) -> str:
    pieces = []
    for _ in range(draw(st.integers(1, 4))):
        if depth < 3 and draw(st.booleans()):
            tag = draw(st.sampled_from(TAGS))
            inner = draw(html_documents(depth + 1))
            pieces.append(f"<{tag}>{inner}</{tag.split()[0]}>")
        else:
            pieces.append(escape_html("".join(draw(st.lists(ALPHABET, max_size=30)))))
    return "".join(pieces)


def _is_subsequence(small: str, big: str) -> bool:
    it = iter(big)
    return all(ch in it for ch in small)


@settings(max_examples=300, deadline=None, database=None)
@given(source=html_documents(), limit=st.integers(2, 60))
def test_split_property(source: str, limit: int) -> None:
    parts = split_message(source, limit)
    original = telegram_visible(source)
    if utf16_len(original) <= limit:
        assert parts == [source]
        return
    assert_valid_parts(parts, limit)
    joined = "".join(telegram_visible(p) for p in parts)
    # Nothing but whitespace-only stretches (dropped parts) may be missing.
    assert "".join(joined.split()) == "".join(original.split())
    assert _is_subsequence(joined, original)


# --------------------------------------------------------------------- tables


def test_render_table() -> None:
    table = render_table(
        [["Rossi & figli", "1.200,50 €"], ["<Bianchi>", "980"], ["Verdi srl " * 5, "15"]],
        header=["Fornitore", "Prezzo"],
    )
    assert table.startswith("<pre>") and table.endswith("</pre>")
    assert_valid_parts([table])
    lines = telegram_visible(table).split("\n")
    assert lines[0] == "Fornitore" + " " * 15 + " |     Prezzo"  # numeric column: right
    assert lines[1] == "-" * 24 + "-+-" + "-" * 10
    assert lines[2] == "Rossi & figli" + " " * 11 + " | 1.200,50 €"
    assert lines[3] == "<Bianchi>" + " " * 15 + " |        980"
    assert lines[4] == "Verdi srl Verdi srl Ver… |         15"  # truncated to 24 columns


def test_render_table_pads_short_rows_and_wide_characters() -> None:
    table = telegram_visible(render_table([["漢字"], ["a", "b", "c"]], header=["k", "v"]))
    assert table.split("\n") == ["k    | v |", "-----+---+--", "漢字 |   |", "a    | b | c"]
    assert render_table([], header=[]) == ""
