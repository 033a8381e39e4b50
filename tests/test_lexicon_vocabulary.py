"""The everyday bilingual vocabulary (``vocabulary.toml``): synonyms only, apart from the languages' words."""

from __future__ import annotations

import tomllib
from importlib import resources

from runtime.planning.lexicon import LANGUAGES, lexicon, normalize


def _load(name: str) -> dict:
    text = resources.files("runtime.planning.lexicon").joinpath(f"{name}.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)


def _groups() -> dict[str, list[str]]:
    return _load("vocabulary")["synonyms"]


def test_the_vocabulary_holds_only_synonyms() -> None:
    data = _load("vocabulary")
    assert list(data) == ["synonyms"]
    groups = data["synonyms"]
    assert len(groups) >= 600
    for key, members in groups.items():
        assert isinstance(members, list) and members, key
        for word in (key, *members):
            assert isinstance(word, str) and word == word.lower() == normalize(word), word


def test_a_word_is_in_one_group_and_never_in_a_group_of_the_languages() -> None:
    seen: dict[str, str] = {}
    for key, members in _groups().items():
        for word in {key, *members}:
            assert word not in seen, (word, key, seen.get(word))
            seen[word] = key
    for loc in LANGUAGES:
        for key, members in _load(loc)["synonyms"].items():
            for word in (key, *members):
                assert normalize(word) not in seen, (loc, word, seen.get(normalize(word)))


def test_no_word_of_the_vocabulary_is_a_term_of_the_languages() -> None:
    lex = lexicon()
    kinds = [k.pattern for k in lex.kinds]
    for key, members in _groups().items():
        for word in (key, *members):
            assert not any(rx.fullmatch(word) for rx in lex.intents.values()), (key, word)
            assert not any(rx.fullmatch(word) for rx in kinds), (key, word)
            assert not lex.fillers.fullmatch(word) and not lex.politeness.fullmatch(word), (key, word)
            assert word not in lex.words("stop") and word not in lex.words("document_nouns"), (key, word)
            assert not any(o.pattern.fullmatch(word) for o in lex.out_of_scope), (key, word)


def test_no_false_friend_is_made_a_synonym() -> None:
    lex = lexicon()
    # words that look alike across the languages and mean other things
    for said, other in [("estate", "summer"), ("cane", "stick"), ("parents", "parenti"), ("library", "libreria"),
                        ("factory", "fattoria"), ("camera", "fotocamera"), ("quote", "quota")]:
        assert other not in lex.synonyms(said) and said not in lex.synonyms(other)
    for said, name in lex.false_friends:
        assert name not in lex.synonyms(said)


def test_everyday_words_find_the_other_language() -> None:
    lex = lexicon()
    assert "pediatra" in lex.synonyms("pediatrician")  # of it.toml, still there
    assert "nido" in lex.synonyms("nursery")
    assert "ricambi" in lex.synonyms("spare parts")
    assert lex.one_word("the spare parts list") == "the ricambi list"
    assert "mutuo" in lex.synonyms("mortgage")
    assert "idraulico" in lex.synonyms("plumber")  # a group of it.toml is left as it was
    assert "finestre" in lex.synonyms("windows")
    assert "lunedi" in lex.synonyms("monday")
    # a phrase is also said as one word, as file names join it
    assert "spareparts" in lex.synonyms("ricambi")
