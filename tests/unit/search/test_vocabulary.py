"""Which rulebook a query is about: named games and each game's own vocabulary."""

from __future__ import annotations

import pytest

from rules_index.parsers.base import ClauseRecord
from rules_index.search import (
    WORDS,
    Alternative,
    ClauseDoc,
    Concept,
    CorpusStatistics,
    Glossary,
    average_lengths,
    hints_for,
    rank,
)
from rules_index.search.glossary import Term
from rules_index.search.vocabulary import (
    ENGLISH_VOTE_SHARE,
    NAMED_BOOST,
    VOCABULARY_BOOST,
    DocumentHints,
    asks_for_count,
    asks_for_rule,
    describes_play,
    narrates_count,
)

GLOSSARY = Glossary(
    [
        Term("進攻怪獣", document="kaiju"),
        Term("戦略カード", document="kaiju"),
        Term("エントリー", document="rebirth"),
        Term("控え室", document="rebirth"),
        Term("手札", document="kaiju"),
        Term("手札", document="rebirth"),
        Term("手札", document="myearth"),
        Term("捨て場", document="myearth"),
        Term("怪獣", en=("kaiju", "monster")),  # core vocabulary: every game's
    ],
    names={
        "kaiju": ("Kaiju", "怪獣カードゲーム"),
        "rebirth": ("Rebirth", "Reバース"),
        "myearth": ("マイアース",),
    },
)


def test_a_sentence_in_one_games_words_is_about_that_game() -> None:
    hints = hints_for("進攻怪獣がいるのに戦略カードを手札から出した", GLOSSARY)
    assert hints.votes["kaiju"] == 1.0
    assert hints.factor("kaiju") == pytest.approx(1 + VOCABULARY_BOOST)
    # 手札 is defined by three of the four games: a small vote each, far below kaiju's.
    assert hints.factor("rebirth") < hints.factor("kaiju") and hints.factor("dimension-zero") == 1.0
    assert hints.query == "進攻怪獣がいるのに戦略カードを手札から出した" and not hints.named


def test_words_every_game_shares_prefer_none() -> None:
    glossary = Glossary([Term("手札", document=d) for d in ("a", "b", "c")])
    hints = hints_for("手札を捨てた", glossary)
    assert {hints.factor(d) for d in ("a", "b", "c")} == {1.0}


def test_a_named_game_is_preferred_and_its_name_is_not_searched() -> None:
    hints = hints_for("How many copies of a card can a Rebirth deck hold?", GLOSSARY)
    assert hints.named == {"rebirth"} and "Rebirth" not in hints.query
    assert hints.factor("rebirth") == pytest.approx(NAMED_BOOST) and hints.factor("kaiju") == 1.0
    assert hints_for("Reバースの手札の上限", GLOSSARY).named == {"rebirth"}
    # A query that is only the name keeps it; a name that is also a word of the rules stays searched.
    assert hints_for("Rebirth", GLOSSARY).query == "Rebirth"
    kaiju = hints_for("Can a kaiju advance twice?", GLOSSARY)
    assert kaiju.named == {"kaiju"} and "kaiju" in kaiju.query
    # Names are whole words: "rebirths" is not the game.
    assert not hints_for("two rebirths", GLOSSARY).named


def test_an_english_phrase_only_one_games_terms_translate_is_a_small_vote() -> None:
    glossary = Glossary(
        [
            *GLOSSARY.terms,
            Term("戦略カード置き場", en=("strategy card slot",), document="kaiju"),
            Term("控え室", en=("waiting room", "discard pile"), document="rebirth"),
            Term("捨て札", en=("discard pile",), document="kaiju"),
            Term("捨てる", en=("discard",)),  # core vocabulary
            Term("手札", en=("hand",), document="myearth"),
        ]
    )
    hints = hints_for("Can I fill a third strategy card slot?", glossary)
    assert hints.votes == {"kaiju": pytest.approx(ENGLISH_VOTE_SHARE)}
    assert hints.factor("kaiju") == pytest.approx(1 + VOCABULARY_BOOST * ENGLISH_VOTE_SHARE)
    # A phrase two rulebooks translate votes for both; a single word, or a core phrase, is no vote.
    shared = hints_for("Where does the discard pile go?", glossary)
    assert shared.votes["kaiju"] == shared.votes["rebirth"] == pytest.approx(ENGLISH_VOTE_SHARE)
    assert not hints_for("Can I discard my hand?", glossary).votes
    # Japanese votes keep their full share, the English one adds to it.
    both = hints_for("控え室 and a strategy card slot", glossary)
    assert both.votes["rebirth"] == 1.0 and both.votes["kaiju"] == pytest.approx(ENGLISH_VOTE_SHARE)


def test_an_english_phrase_every_rulebook_translates_is_no_vote() -> None:
    # Its weight is 0: alone in a query it once left the English votes' top at 0 and divided by it.
    glossary = Glossary(
        [
            *GLOSSARY.terms,
            *(
                Term(f"除外{i}", en=("removed from the game",), document=d)
                for i, d in enumerate(sorted(GLOSSARY.names))
            ),
        ],
        names=GLOSSARY.names,
    )
    assert not hints_for("What happens to a card removed from the game?", glossary).votes


def test_a_format_of_one_game_names_that_game_and_stays_searched() -> None:
    glossary = Glossary(
        GLOSSARY.terms,
        names=GLOSSARY.names,
        formats={"rebirth": ("ランブル", "Rumble", "Free-for-all"), "dm-variants": ("DMEDH", "free-for-all")},
    )
    rumble = hints_for("In a multiplayer Rumble game, can I attack anyone?", glossary)
    assert rumble.named == {"rebirth"} and "Rumble" in rumble.query
    assert hints_for("ランブルで脱落した", glossary).named == {"rebirth"}
    assert hints_for("DMEDHで統率者が破壊された", glossary).named == {"dm-variants"}
    # A format two rulebooks list says nothing about the game; formats are whole words in English.
    assert not hints_for("Can I attack anyone in a free-for-all?", glossary).named
    assert not hints_for("the rumbles of the crowd", glossary).named


def test_rank_multiplies_the_preference_in() -> None:
    docs = [
        ClauseDoc.from_record("kaiju", 0, ClauseRecord("1", "rule", "手札を捨てる", ["x"])),
        ClauseDoc.from_record("myearth", 0, ClauseRecord("1", "rule", "手札を捨てる", ["x"])),
    ]
    concepts = [Concept("手札", [Alternative(("手札",), ())], {"手札"})]
    stats = CorpusStatistics(("myearth", "kaiju"), 10, average_lengths(docs), {(WORDS, "手札"): 2})
    plain = rank(docs, concepts, stats, Glossary.empty())
    assert [s.doc.document for s in plain] == ["myearth", "kaiju"]  # a tie: document order
    hints = DocumentHints("手札", frozenset({"kaiju"}))
    preferred = rank(docs, concepts, stats, Glossary.empty(), hints=hints)
    assert [s.doc.document for s in preferred] == ["kaiju", "myearth"]
    assert preferred[0].score == pytest.approx(NAMED_BOOST * plain[0].score)
    assert preferred[0].coverage == plain[0].coverage  # a preference, not a better match


def test_repository_glossaries_name_every_rulebook() -> None:
    glossary = Glossary.load()
    assert set(glossary.names) == {"myearth", "dm-variants", "rebirth", "kaiju", "dimension-zero"}
    assert set(glossary.formats) == {"dm-variants", "rebirth"}
    assert hints_for("In a Rumble game, who can I attack?", glossary).named == {"rebirth"}
    assert hints_for("What happens when a deck has zero cards in Dimension Zero?", glossary).named == {
        "dimension-zero"
    }


@pytest.mark.parametrize(
    "query",
    [
        "When do used source cards become available again?",
        "Where does a discarded card go?",
        "Who gets priority at the start of a phase?",
        "How many cards must a commander deck contain?",
        "Can I advance my monster twice in one turn?",
        "Am I allowed to keep notes?",
        "What happens when a unit's power drops to zero?",
        "Does each rage counter raise the threat level?",
    ],
)
def test_a_question_about_what_happens_when_where_or_whether_asks_for_a_rule(query: str) -> None:
    assert asks_for_rule(query)
    assert hints_for(query, GLOSSARY).asks_rule


@pytest.mark.parametrize(
    "query",
    [
        "priority",  # a bare term: its definition is the answer
        "summoning sickness",
        "What is priority?",
        "What's a shield trigger?",
        "What are tokens?",
        "What does haste do?",
        "What does the word rest mean?",
        "Which spell on the stack resolves first?",
        "手札はいつ捨てる？",  # Japanese question words are weighed in the query itself
    ],
)
def test_a_term_or_a_question_about_what_it_is_asks_for_its_definition(query: str) -> None:
    assert not asks_for_rule(query)
    assert not hints_for(query, GLOSSARY).asks_rule


@pytest.mark.parametrize(
    "query",
    [
        "相手から奪ったクリーチャーが破壊された。どちらの墓地に置くかで揉めている",
        "チーム戦で、うちの相方が相手の手札をのぞいちゃった。どうなる？",
        "戦略カード置き場が2つとも埋まってるのに、もう1枚戦略カードを出そうとしてる",
        "後攻のプレイヤーが引き直したいと言っている",
        "山札がなくなったらどうなる？",  # what happens if: a rule, as what happened is
        "投了はいつできる？",
    ],
)
def test_a_japanese_sentence_telling_what_happened_narrates_play(query: str) -> None:
    assert describes_play(query)
    hints = hints_for(query, GLOSSARY)
    assert hints.narrates_play and not hints.asks_rule


@pytest.mark.parametrize(
    "query",
    [
        "墓地",  # a bare term
        "パートナーカード 3枚 準備",  # a noun phrase
        "手札の上限は何枚？",
        "多人数戦とは？",
        "控え室って何？使った後だけど",  # asks what a word means
        "When did the turn end?",  # English goes through asks_for_rule
    ],
)
def test_a_term_a_question_or_english_does_not_narrate_play(query: str) -> None:
    assert not describes_play(query)
    assert not hints_for(query, GLOSSARY).narrates_play


@pytest.mark.parametrize(
    "query",
    [
        "How many cards may a sideboard hold?",
        "how much damage does a blocked unit deal",
        "サイドデッキは何枚まで？",
        "1ターンに何 回攻撃できる？",
        "シールドはいくつ置く？",
    ],
)
def test_a_question_for_a_number_asks_for_a_count(query: str) -> None:
    assert asks_for_count(query)
    assert hints_for(query, GLOSSARY).asks_count


@pytest.mark.parametrize(
    "query", ["When does the turn end?", "Many players block at once", "何が起きる？", "手札を捨てた", "墓地"]
)
def test_other_queries_do_not_ask_for_a_count(query: str) -> None:
    assert not asks_for_count(query)
    assert not hints_for(query, GLOSSARY).asks_count


@pytest.mark.parametrize(
    "query", ["デッキに同じ名前のカードが5枚入っていた", "同じターンに2回進攻した", "手札が１２枚になった"]
)
def test_a_sentence_about_play_that_states_a_count_asks_for_the_limit(query: str) -> None:
    assert narrates_count(query) and not asks_for_count(query)
    assert hints_for(query, GLOSSARY).asks_count


@pytest.mark.parametrize(
    "query",
    [
        "相手の手札から1枚選んだ",  # one card is "a card", not a count at issue
        "枠が3つとも埋まっている",  # only cards and times
        "デッキに5枚",  # no predicate: not a sentence about play
        "同じカードは4枚まで",
    ],
)
def test_other_counts_do_not_ask_for_a_limit(query: str) -> None:
    assert not hints_for(query, GLOSSARY).asks_count


def test_what_is_kept_per_glossary_is_bounded() -> None:
    # The site loads a glossary for every generation of rulebooks (and search-cache epoch): a
    # long-running process must not keep what it derived from every one it ever loaded.
    from rules_index.search import vocabulary

    for _ in range(12):
        glossary = Glossary([Term("手札", document="a")], formats={"a": ("ランブル",), "b": ("ランブル",)})
        hints_for("ランブルで手札", glossary)
    for kept in (vocabulary._shared_formats, vocabulary._spellings, vocabulary._spelling_shape):
        assert kept.cache_info().currsize <= 4, kept  # vocabulary._GLOSSARIES
