"""English → the rules' words from JMdict's glosses (rules_index.search.dictionary)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from rules_index.search import EQUIVALENT_WEIGHT, Glossary, concepts_for
from rules_index.search import dictionary as dic
from rules_index.search.analysis import query_terms
from rules_index.search.glossary import fold_english_word

VOCABULARY = frozenset({"拒否", "優先", "順位", "過剰", "順", "順序", "段階", "等級", "命令", "せかんど"})


def never(_: tuple[str, ...]) -> bool:
    return False


def test_a_gloss_is_one_folded_english_word() -> None:
    assert dic.gloss_key("to refuse") == fold_english_word("refuse")
    assert dic.gloss_key("refused") == dic.gloss_key("refuse") == dic.gloss_key("Refuses")
    assert dic.gloss_key("precedence (in rank)") == fold_english_word("precedence")
    assert dic.gloss_key("plus sign") == ""
    assert dic.gloss_key("X-ray (e.g. 2)") == fold_english_word("x-ray")
    assert dic.gloss_key("10 yen") == ""


def test_build_keeps_the_rules_words_of_the_best_senses() -> None:
    built = dic.build(
        [
            dic.Sense(("refusal", "to refuse"), ("拒否",), common=True, first=True),
            # A rarer sense of a word the rules use: scores lower, so it is not kept for "refuse".
            dic.Sense(("to refuse",), ("優先",), common=False, first=False),
            dic.Sense(("precedence",), ("優先",), common=True, first=True),
            dic.Sense(("precedence",), ("順位",), common=True, first=True),
            # Not a word of the rules: never a translation.
            dic.Sense(("excess",), ("余剰",), common=True, first=True),
        ],
        VOCABULARY,
    )
    assert built.translate("refuses") == ("拒否",)
    assert built.translate("Precedence") == ("優先", "順位")
    assert built.translate("excess") == ()
    assert built.translate("unknown") == ()


def test_hiragana_spellings_and_one_character_words_are_left_out() -> None:
    built = dic.build(
        [
            dic.Sense(("second",), ("セカンド", "せかんど"), common=True, first=True),
            dic.Sense(("order",), ("順",), common=True, first=True),
            dic.Sense(("so",), ("そう",), common=True, first=True),
        ],
        VOCABULARY | {"そう"},
    )
    # The katakana spelling is the loanword the index stores folded; the kana-only そう is grammar.
    assert built.translate("second") == ("せかんど",)
    assert built.translate("order") == ()
    assert built.translate("so") == ()


def test_abbreviations_are_not_translated() -> None:
    built = dic.build([dic.Sense(("cw", "clockwise"), ("順序",), common=True, first=True)], VOCABULARY)
    assert built.translate("clockwise") == ("順序",)
    assert built.translate("cw") == ()


def test_a_word_with_too_many_tied_translations_is_dropped() -> None:
    words = ("順位", "順序", "段階", "等級", "命令")
    built = dic.build([dic.Sense(("order",), (w,), common=True, first=True) for w in words], VOCABULARY)
    assert len(words) > dic.MAX_WORDS
    assert built.translate("order") == ()
    fewer = dic.build([dic.Sense(("order",), (w,), common=True, first=True) for w in words[:4]], VOCABULARY)
    assert fewer.translate("order") == tuple(sorted(words[:4]))


def test_only_untranslated_english_words_gain_translations() -> None:
    built = dic.EnglishDictionary(
        {fold_english_word("refuse"): ("拒否",), fold_english_word("effect"): ("効果",)}
    )
    groups = query_terms("refuse 拒否 effect 効果").groups
    out = dic.add_translations(groups, built)
    by_surface = {g.surface: g for g in out}
    # 拒否 and 効果 are typed already: nothing to add to their English words.
    assert not by_surface["refuse"].equivalents
    assert not by_surface["effect"].equivalents
    (alone,) = dic.add_translations(query_terms("refuse").groups, built)
    (equivalent,) = alone.equivalents
    assert equivalent.words == ("拒否",)
    assert equivalent.weight == dic.TRANSLATION_FACTOR
    (japanese,) = dic.add_translations(query_terms("拒否").groups, dic.EnglishDictionary({"拒否": ("優先",)}))
    assert not japanese.equivalents


def test_concepts_score_a_translation_below_the_word_typed() -> None:
    built = dic.EnglishDictionary({fold_english_word("refuse"): ("拒否",)})
    (concept,) = concepts_for("refuse", Glossary.empty(), never, dictionary=built)
    weights = {alt.words: alt.weight for alt in concept.alternatives}
    assert weights[("拒否",)] == pytest.approx(EQUIVALENT_WEIGHT * dic.TRANSLATION_FACTOR)
    assert "拒否" in concept.needles
    (plain,) = concepts_for("refuse", Glossary.empty(), never)
    assert ("拒否",) not in {alt.words for alt in plain.alternatives}


def test_a_lazy_table_is_built_by_the_first_english_word_only() -> None:
    # Reading JMdict takes seconds: Japanese queries and clause numbers must not pay for it.
    loads: list[int] = []

    def load() -> dic.EnglishDictionary:
        loads.append(1)
        return dic.EnglishDictionary({fold_english_word("refuse"): ("拒否",)})

    lazy = dic.LazyEnglishDictionary(load)
    (japanese,) = dic.add_translations(query_terms("拒否").groups, lazy)
    assert not japanese.equivalents and loads == []
    (english,) = dic.add_translations(query_terms("refuse").groups, lazy)
    assert [e.words for e in english.equivalents] == [("拒否",)] and loads == [1]
    dic.add_translations(query_terms("refuse").groups, lazy)
    assert loads == [1]  # built once


def _jmdict(path: Path) -> Path:
    """A tiny database with jamdict's schema (the tables read_jmdict reads)."""
    db = sqlite3.connect(path)
    db.executescript(
        """
        CREATE TABLE Kanji (ID INTEGER PRIMARY KEY, idseq INTEGER, text TEXT);
        CREATE TABLE Kana (ID INTEGER PRIMARY KEY, idseq INTEGER, text TEXT, nokanji BOOLEAN);
        CREATE TABLE KJP (kid INTEGER, text TEXT);
        CREATE TABLE KNP (kid INTEGER, text TEXT);
        CREATE TABLE Sense (ID INTEGER PRIMARY KEY, idseq INTEGER);
        CREATE TABLE SenseGloss (sid INTEGER, lang TEXT, gend TEXT, text TEXT);
        INSERT INTO Kanji VALUES (1, 100, '拒否'), (2, 200, '余剰');
        INSERT INTO Kana VALUES (1, 100, 'きょひ', 0), (2, 200, 'よじょう', 0), (3, 300, 'セカンド', 1);
        INSERT INTO KJP VALUES (1, 'news1');
        INSERT INTO Sense VALUES (10, 100), (11, 100), (20, 200), (30, 300);
        INSERT INTO SenseGloss VALUES (10, 'eng', NULL, 'refusal'), (11, 'eng', NULL, 'to veto'),
            (11, 'ger', NULL, 'Ablehnung'), (20, 'eng', NULL, 'excess'), (30, 'eng', NULL, 'second');
        """
    )
    db.commit()
    db.close()
    return path


def test_read_jmdict_reads_the_senses_of_entries_the_vocabulary_holds(tmp_path: Path) -> None:
    senses = sorted(dic.read_jmdict(_jmdict(tmp_path / "jmdict.db"), VOCABULARY), key=lambda s: s.glosses)
    assert senses == [
        dic.Sense(("refusal",), ("拒否",), common=True, first=True),
        dic.Sense(("second",), ("セカンド",), common=False, first=True),
        dic.Sense(("to veto",), ("拒否",), common=True, first=False),
    ]
    built = dic.build(senses, VOCABULARY)
    assert built.translate("refusal") == ("拒否",)
    assert built.translate("veto") == ("拒否",)
