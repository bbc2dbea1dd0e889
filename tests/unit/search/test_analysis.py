"""Normalisation, Sudachi words and the bigram layer."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rules_index.search.analysis import (
    QUESTION_WEIGHT,
    bigrams,
    index_terms,
    normalise,
    query_bigrams,
    query_terms,
    tokens,
)

# Text drawn from the scripts the rulebooks use: ASCII, full-width forms, kana, some kanji.
_JA_TEXT = st.text(
    alphabet=st.one_of(
        st.characters(min_codepoint=0x20, max_codepoint=0x7E),
        st.characters(min_codepoint=0xFF01, max_codepoint=0xFF9F),  # full/half width
        st.characters(min_codepoint=0x3041, max_codepoint=0x30FF),  # kana
        st.sampled_from("墓地手札対象山札先攻ー－〜～　"),
    ),
    max_size=40,
)


@given(_JA_TEXT)
def test_normalise_is_idempotent(text: str) -> None:
    assert normalise(normalise(text)) == normalise(text)


@given(st.text(alphabet=st.characters(min_codepoint=0x21, max_codepoint=0x7E), max_size=30))
def test_full_width_equals_half_width(text: str) -> None:
    full = "".join(chr(ord(c) + 0xFEE0) for c in text)
    assert normalise(full) == normalise(text)


@given(st.text(alphabet=st.characters(min_codepoint=0x30A1, max_codepoint=0x30F6), max_size=30))
def test_katakana_equals_hiragana(text: str) -> None:
    hira = "".join(chr(ord(c) - 0x60) for c in text)
    assert normalise(text) == normalise(hira)


def test_normalise_examples() -> None:
    assert normalise("ＡＢＣ　１２３") == "abc 123"
    assert normalise("ｶｰﾄﾞ") == normalise("カード") == normalise("かーど")
    assert normalise("カ－ド") == normalise("カード")  # a full-width hyphen typed for the long vowel
    assert normalise("  a \t b ") == "a b"


def test_tokens_use_dictionary_forms_and_drop_particles() -> None:
    assert tokens("カードを引いた。") == tokens("カードを引く")
    assert "を" not in tokens("カードを引いた。")
    assert "。" not in tokens("カードを引いた。")
    assert "手札" in tokens("手札の上限は何枚？")
    assert "上限" in tokens("手札の上限は何枚？")


def test_tokens_fold_spelling_variants() -> None:
    # Sudachi's normalised form folds ブレイク/ブレーク; normalise folds kana and width.
    assert tokens("シールドをブレイクする") == tokens("ｼｰﾙﾄﾞをブレークする")


def test_bigrams_find_two_character_terms() -> None:
    grams = bigrams("持ち主の墓地に置く。対象を選ぶ")
    assert "墓地" in grams
    assert "対象" in grams
    # never across punctuation
    assert "く。" not in grams and "。対" not in grams and "く対" not in grams


def test_bigrams_end_each_run_with_its_last_character() -> None:
    # so that every character starts some stored term: one-character queries are prefix queries
    assert bigrams("山") == ["山"]
    assert bigrams("山札。墓地") == ["山札", "札", "墓地", "地"]
    assert bigrams("") == []


def test_query_bigrams_have_no_trailing_character() -> None:
    assert query_bigrams("山札") == ["山札"]
    assert query_bigrams("枚") == ["枚"]


def test_index_and_query_terms_meet() -> None:
    stored = index_terms("ゲーム開始時の手札の上限枚数は5枚である。")
    wanted = query_terms("手札の上限は何枚？")
    assert {"手札", "上限"} <= set(wanted.words)
    assert set(wanted.words) & set(stored.words)
    # pairs match whole stored pairs; a lone character is a prefix query on the stored terms
    for gram in wanted.bigrams:
        if gram != "何枚":
            assert gram in stored.bigrams or (
                len(gram) == 1 and any(t.startswith(gram) for t in stored.bigrams)
            )
    words_col, bigram_col = stored.as_columns()
    assert " " not in "".join(stored.words) and "手札" in words_col.split()
    assert "手札" in bigram_col.split()


def test_query_groups_skip_question_words() -> None:
    groups = query_terms("墓地はどうなりますか？").groups
    assert [g.surface for g in groups] == ["墓地"]


def test_english_function_words_are_not_query_words() -> None:
    # Articles, auxiliaries and question words never name what a question is about: only the
    # content words of an English question become query groups.
    surfaces = [g.surface.lower() for g in query_terms("What happens when a player's deck is empty?").groups]
    assert "what" not in surfaces and "a" not in surfaces and "when" not in surfaces
    assert {"player", "deck", "empty"} <= set(surfaces)
    # Sudachi may read two function words as one unit ("is it"): still dropped.
    assert not query_terms("is it").groups
    # Numbers and Japanese are never English function words.
    assert query_terms("a 5").groups and query_terms("手札").groups


def test_english_quantifiers_and_light_verbs_are_not_query_words() -> None:
    # "How many", "each", "during", "make": they never name what is asked, and read as katakana
    # (めにー) they only lowered the coverage of every clause alike.
    surfaces = [
        g.surface.lower() for g in query_terms("How many cards does each player draw during setup?").groups
    ]
    assert not {"many", "each", "during", "how"} & set(surfaces)
    assert {"cards", "player", "draw", "setup"} <= set(surfaces)


def test_asking_permission_and_contractions_are_not_query_words() -> None:
    # "Am I allowed to", "is it okay", "don't": a question's frame, never what it asks about (Sudachi
    # read "don't" as どんと, a word of no rule).
    surfaces = [
        g.surface.lower()
        for g in query_terms(
            "Am I allowed to look at my cards? Is it okay if I don't shuffle? Nothing?"
        ).groups
    ]
    assert not {"allowed", "okay", "don't", "nothing", "am", "i"} & set(surfaces)
    assert {"look", "cards", "shuffle"} <= set(surfaces)


def test_auxiliary_verbs_after_te_are_not_query_words() -> None:
    # 引いてしまった: しまう adds only aspect; 戻してほしい: ほしい only asks. The verb before is the content.
    assert [g.surface for g in query_terms("山札を引いてしまった").groups] == ["山", "札", "引い"]
    assert [g.surface for g in query_terms("手札に戻してほしい").groups] == ["手札", "戻し"]
    # The same verbs as main verbs stay: 置く is a rule word.
    assert "置く" in [g.surface for g in query_terms("カードを場に置く").groups]


def test_narration_words_weigh_like_question_words() -> None:
    # 「…と言っている」「…で揉めている」 tell how the judge heard of it; the rule decides the rest.
    groups = {g.surface: g.weight for g in query_terms("相手はダメージが入ると言っていて揉めている").groups}
    assert groups["言っ"] == groups["揉め"] == QUESTION_WEIGHT
    assert groups["ダメージ"] == groups["入る"] == 1.0
