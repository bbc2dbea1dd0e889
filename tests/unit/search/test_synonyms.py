"""Synonyms from Sudachi's synonym groups, limited to the words of the corpus (rules_index.search.synonyms)."""

from __future__ import annotations

import pytest

from rules_index.parsers.base import ClauseRecord, ParsedDocument
from rules_index.search import EQUIVALENT_WEIGHT, Glossary
from rules_index.search import synonyms as syn
from rules_index.search.analysis import query_terms
from tests.search_oracle import ReferenceIndex

RULES = ParsedDocument(
    slug="delta",
    title="delta",
    version="1",
    date="",
    clauses=[
        ClauseRecord("1.1", "rule", "ライフが0になったプレイヤーは敗北します。", ["1 勝敗"]),
        ClauseRecord("1.2", "rule", "ターンプレイヤーはユニットで攻撃を宣言できます。", ["1 勝敗"]),
        ClauseRecord("1.3", "rule", "攻撃されたユニットはダメージを受けます。", ["1 勝敗"]),
        ClauseRecord("2.1", "rule", "3枚のカードを山札の上に置きます。", ["2"]),
        ClauseRecord("2.2", "rule", "パワーが力を上回る演出はありません。", ["2"]),
    ],
)


def group_of(word: str) -> tuple[int, ...]:
    (g,) = query_terms(word).groups
    return g.synonym_groups


@pytest.fixture(scope="module")
def index() -> ReferenceIndex:
    return ReferenceIndex.build([RULES], Glossary.empty())


def keys(hits) -> list[str]:
    return [f"{h.document}:{h.number}" for h in hits]


def test_query_words_carry_the_dictionarys_group_ids() -> None:
    assert set(group_of("アタック")) & set(group_of("攻撃"))
    assert set(group_of("負け")) & set(group_of("敗北"))
    assert not set(group_of("攻撃")) & set(group_of("敗北"))


def test_build_maps_a_group_to_the_corpus_words_that_carry_it() -> None:
    index = syn.build(["攻撃を宣言します。", "アタックしたユニット。", "カードを引く。"])
    (group,) = set(group_of("攻撃")) & set(group_of("アタック"))
    assert {term for term, _ in index.words_of(group)} == {"攻撃", "あたっく"}


def test_a_group_with_one_corpus_word_is_kept() -> None:
    # The rules say only 攻撃: a judge's アタック must still reach it.
    index = syn.build(["攻撃を宣言します。"])
    assert {t for g in group_of("アタック") for t, _ in index.words_of(g)} == {"攻撃"}


def test_numerals_and_one_character_words_are_left_out() -> None:
    index = syn.build(["3枚と三枚。", "パワーと力。"])
    reached = {term for words in index.groups.values() for term, _ in words}
    assert not reached & {"3", "三", "力"}


def test_broad_groups_are_left_out() -> None:
    # 除外 取り除く 除く 外す 除去 share a group: more words than the cap allows.
    texts = ["除外する。", "取り除く。", "除く。", "外す。", "除去する。"]
    wide = syn.build(texts)
    assert any(len(w) > 1 for w in wide.groups.values())
    (ids,) = [group_of("除外")]
    big = max(ids, key=lambda g: len(wide.words_of(g)))
    assert len(wide.words_of(big)) <= syn.MAX_GROUP_WORDS


def test_synonyms_join_a_query_word_as_weaker_equivalents(index: ReferenceIndex) -> None:
    (concept,) = index.concepts("アタック")
    weights = {alt.words: alt.weight for alt in concept.alternatives}
    assert weights[("攻撃",)] == pytest.approx(EQUIVALENT_WEIGHT * syn.SYNONYM_FACTOR)
    assert weights[("攻撃",)] < weights[("あたっく",)]


def test_a_word_the_query_already_has_is_not_added(index: ReferenceIndex) -> None:
    concepts = index.concepts("アタックと攻撃")
    attack = next(c for c in concepts if c.surface == "アタック")
    assert ("攻撃",) not in {alt.words for alt in attack.alternatives}


def test_without_an_index_nothing_is_added() -> None:
    groups = query_terms("アタック").groups
    assert syn.add_synonyms(groups, None) == groups
    assert syn.add_synonyms(groups, syn.SynonymIndex.empty()) == groups


def test_a_loanword_reaches_the_rules_wording(index: ReferenceIndex) -> None:
    # The rules say 攻撃; the judge types the loanword.
    assert set(keys(index.search("アタック"))[:2]) == {"delta:1.2", "delta:1.3"}


def test_the_literal_word_outranks_its_synonym() -> None:
    rules = ParsedDocument(
        slug="eps",
        title="eps",
        version="1",
        date="",
        clauses=[
            ClauseRecord("1", "rule", "ユニットで攻撃します。", []),
            ClauseRecord("2", "rule", "ユニットでアタックします。", []),
        ],
    )
    index = ReferenceIndex.build([rules], Glossary.empty())
    assert keys(index.search("アタック")) == ["eps:2", "eps:1"]
    # One way: a kanji word's groups are general near-synonyms, not expanded (see the module).
    assert keys(index.search("攻撃")) == ["eps:1"]


def test_only_a_loanword_is_expanded() -> None:
    index = syn.build(["攻撃を宣言します。", "除外します。", "取り除きます。"])
    # のぞく may be 覗く (peek) or 除く (remove): the dictionary's guess must not bring 除外.
    for word in ("のぞく", "除く"):
        (typed,) = syn.add_synonyms(query_terms(word).groups, index)
        assert typed.equivalents == (), word
    (loanword,) = syn.add_synonyms(query_terms("アタック").groups, index)
    assert {e.words for e in loanword.equivalents} == {("攻撃",)}
    # Half-width katakana is a loanword too.
    (narrow,) = syn.add_synonyms(query_terms("ｱﾀｯｸ").groups, index)
    assert {e.words for e in narrow.equivalents} == {("攻撃",)}
