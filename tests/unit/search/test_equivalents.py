"""Query-time equivalents, question-word weights and re-joined compounds."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_index.parsers.base import ClauseRecord, ParsedDocument
from rules_index.search import EQUIVALENT_WEIGHT, Glossary
from rules_index.search.analysis import PASSIVE, QUESTION_WEIGHT, equivalents, query_terms
from rules_index.search.glossary import Term
from tests.search_oracle import ReferenceIndex


def _doc(slug: str, clauses: list[ClauseRecord]) -> ParsedDocument:
    return ParsedDocument(slug=slug, title=slug, version="1", date="", clauses=clauses)


RULES = _doc(
    "gamma",
    [
        ClauseRecord("1.1", "rule", "同じカードはデッキに4枚まで入れることができます。", ["1 デッキ"]),
        ClauseRecord("1.2", "rule", "同一名称のカードはデッキに4枚までです。", ["1 デッキ"]),
        ClauseRecord(
            "2.1", "rule", "山札にカードが無い状態でカードを引く場合、リシャッフル処理を行います。", ["2"]
        ),
        ClauseRecord("2.2", "rule", "捨て札のカードは公開情報です。", ["2"]),
        ClauseRecord("2.3", "rule", "山の上に札を置く演出はゲームに影響しません。", ["2"]),
        ClauseRecord("3.1", "rule", "先攻プレイヤーは無作為に決定します。", ["3"]),
        ClauseRecord("3.2", "rule", "誰もが見える場所に置き、誰が見てもわかるようにします。", ["3"]),
    ],
)


@pytest.fixture(scope="module")
def index() -> ReferenceIndex:
    return ReferenceIndex.build([RULES])


def keys(hits) -> list[str]:
    return [f"{h.document}:{h.number}" for h in hits]


# --- the table -----------------------------------------------------------------------------------


def test_table_groups_are_symmetric() -> None:
    table = equivalents()
    assert "同一" in {e.text for e in table["同じ"]}
    assert "同じ" in {e.text for e in table["同一"]}
    assert {"決定", "決める"} <= {e.text for e in table["決まる"]}


def test_also_entries_are_searched_but_never_expand() -> None:
    table = equivalents()
    assert "0枚" in {e.text for e in table["無い"]}
    # a judge typing 0枚 means the number, not なくなる
    assert not any(g.equivalents for g in query_terms("0枚").groups)


def test_missing_table_means_no_equivalents(tmp_path: Path) -> None:
    assert equivalents(tmp_path / "absent.toml") == {}


def test_table_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "eq.toml"
    path.write_text('[[group]]\nwords = ["速い", "迅速"]\n', encoding="utf-8")
    table = equivalents(path)
    assert [e.text for e in table["速い"]] == ["迅速"]
    assert table["迅速"][0].bigrams == ()  # 速い ends in kana: its pairs would be noise


# --- query groups --------------------------------------------------------------------------------


def test_equivalent_expands_a_query_group() -> None:
    groups = query_terms("同じカードは何枚まで入れられる？").groups
    same = next(g for g in groups if g.surface == "同じ")
    assert [e.words for e in same.equivalents] == [("同一",)]
    put = next(g for g in groups if "入れる" in g.words)
    assert {"加える", "含む"} <= {w for e in put.equivalents for w in e.words}
    # the equivalents are part of the candidate terms a database layer would query
    assert "同一" in query_terms("同じカード").words


def test_equivalents_of_a_compound_come_from_its_parts() -> None:
    (group,) = query_terms("決め方").groups
    assert "決定" in {w for e in group.equivalents for w in e.words}


def test_interrogative_numeral_leaves_the_counter() -> None:
    groups = query_terms("手札の上限は何枚？").groups
    assert [g.words for g in groups] == [("手札",), ("上限",), ("枚",)]
    assert "何枚" not in query_terms("何枚").bigrams
    # a real number is content
    assert query_terms("3枚").words


def test_question_words_weigh_less_by_part_of_speech() -> None:
    weights = {g.surface: g.weight for g in query_terms("誰が先攻を決める？").groups}
    assert weights == {"誰": QUESTION_WEIGHT, "先攻": 1.0, "決める": 1.0}
    # modality is what rules decide: 〜てもいい keeps its weight
    assert all(g.weight == 1.0 for g in query_terms("切ってもいい").groups)


def test_groups_carry_offsets_and_part_of_speech() -> None:
    first, second = query_terms("山札").groups[:2]
    assert (first.start, first.end, second.start) == (0, 1, 1)
    assert first.pos == "名詞"


# --- ranking -------------------------------------------------------------------------------------


def test_literal_word_outranks_its_equivalent(index: ReferenceIndex) -> None:
    order = keys(index.search("同じカード"))
    assert order.index("gamma:1.1") < order.index("gamma:1.2")
    order = keys(index.search("同一カード"))
    assert order.index("gamma:1.2") < order.index("gamma:1.1")


def test_equivalent_reaches_formal_wording(index: ReferenceIndex) -> None:
    assert keys(index.search("山札がなくなったらどうなる？"))[0] == "gamma:2.1"
    assert keys(index.search("先攻はどう決まる？"))[0] == "gamma:3.1"


def test_equivalent_weight_is_below_literal(index: ReferenceIndex) -> None:
    (concept,) = [c for c in index.concepts("同じ") if c.surface == "同じ"]
    weights = [a.weight for a in concept.alternatives]
    assert weights[0] == 1.0 and EQUIVALENT_WEIGHT in weights and EQUIVALENT_WEIGHT < 1.0


def test_question_words_do_not_dominate(index: ReferenceIndex) -> None:
    # 3.2 says 誰 twice; 3.1 answers the question
    hits = index.search("誰が先攻を決める？")
    assert keys(hits)[0] == "gamma:3.1"
    # matching only the question word is worth next to nothing (at full weight it would be ~1/4)
    assert hits[1].score < 0.1 * hits[0].score
    (who,) = [c for c in index.concepts("誰が先攻を決める？") if c.surface == "誰"]
    assert who.weight == QUESTION_WEIGHT


def test_split_compound_is_one_concept_when_the_rules_use_it(index: ReferenceIndex) -> None:
    concepts = index.concepts("山札")
    assert [c.surface for c in concepts] == ["山札"]
    order = keys(index.search("山札"))
    assert order[0] == "gamma:2.1"
    # 捨て札 shares only 札, 2.3 has 山 and 札 apart: neither is the compound
    assert "gamma:2.2" not in order[:1] and "gamma:2.3" not in order[:1]


def test_split_pieces_stay_apart_when_the_compound_is_unknown() -> None:
    other = ReferenceIndex.build([_doc("delta", [ClauseRecord("1", "rule", "山と札がある。", ["1"])])])
    assert [c.surface for c in other.concepts("山札")] == ["山", "札"]
    assert keys(other.search("山札")) == ["delta:1"]


def test_polite_prefix_is_not_a_query_word_but_other_prefixes_are() -> None:
    assert [g.surface for g in query_terms("お互いに同じ").groups] == ["互い", "同じ"]
    assert "非" in [g.surface for g in query_terms("非ターンプレイヤー").groups]


# --- a rulebook's own spellings of one term --------------------------------------------------------

SPELLINGS = _doc(
    "epsilon",
    [
        ClauseRecord(
            "1.1", "rule", "デッキ置場にカードが存在しない場合、リフレッシュ処理を行います。", ["1"]
        ),
        ClauseRecord("1.2", "rule", "同名カードは4枚までです。", ["1"]),
        ClauseRecord("1.3", "rule", "カードを捨てる場合、それを控え室に置きます。", ["1"]),
        ClauseRecord("1.4", "rule", "同じ色のカードと名前の違うカードを並べます。", ["1"]),
    ],
)
SPELLING_TERMS = [
    Term("デッキ置場", synonyms=("山札",), document="epsilon"),
    Term("同名", synonyms=("同じ名前",), document="epsilon"),
    Term("控え室", synonyms=("墓地",), document="epsilon"),
]


@pytest.fixture(scope="module")
def spelled() -> ReferenceIndex:
    return ReferenceIndex.build([SPELLINGS], Glossary(SPELLING_TERMS))


def test_a_glossary_spelling_brings_the_terms_other_spellings(spelled: ReferenceIndex) -> None:
    (deck,) = [c for c in spelled.concepts("山札が空になった") if c.surface == "山札"]
    other = [a for a in deck.alternatives if "置場" in a.bigrams]
    assert other and all(a.weight == EQUIVALENT_WEIGHT for a in other)
    assert keys(spelled.search("山札が空になった"))[0] == "epsilon:1.1"
    assert keys(spelled.search("墓地に置いた"))[0] == "epsilon:1.3"


def test_a_spelling_typed_as_several_words_is_one_concept(spelled: ReferenceIndex) -> None:
    concepts = spelled.concepts("同じ名前のカードが5枚")
    assert "同じ名前" in [c.surface for c in concepts]
    assert "同じ" not in [c.surface for c in concepts] and "名前" not in [c.surface for c in concepts]
    # 1.4 has 同じ and 名前 apart; 1.2 prints the term the judge spelled another way
    assert keys(spelled.search("同じ名前のカードが5枚"))[0] == "epsilon:1.2"


def test_without_a_glossary_term_words_stay_apart(index: ReferenceIndex) -> None:
    # the module's index has no glossary: nothing is joined or expanded
    assert [c.surface for c in index.concepts("同じ名前")] == ["同じ", "名前"]


def test_a_term_written_another_way_is_found_by_its_reading() -> None:
    rules = _doc("zeta", [ClauseRecord("1", "rule", "手札の引きなおしは1回のみ行えます。", ["1"])])
    glossary = Glossary([Term("引きなおし", reading="ひきなおし", synonyms=("マリガン",), document="zeta")])
    spelled_ = ReferenceIndex.build([rules], glossary)
    # 引き直し (kanji) reads ひきなおし: the glossary's term, though no spelling of it matches
    (redo,) = [c for c in spelled_.concepts("引き直しを2回した") if c.surface == "引き直し"]
    assert ("まりがん",) in [a.words for a in redo.alternatives]
    assert keys(spelled_.search("引き直しを2回した"))[0] == "zeta:1"
    # without the reading the kanji spelling reaches nothing the term offers
    bare = ReferenceIndex.build(
        [rules], Glossary([Term("引きなおし", synonyms=("マリガン",), document="zeta")])
    )
    (plain,) = [c for c in bare.concepts("引き直しを2回した") if c.surface == "引き直し"]
    assert ("まりがん",) not in [a.words for a in plain.alternatives]


def test_a_spelling_holding_the_typed_one_is_not_an_equivalent() -> None:
    glossary = Glossary([Term("怪獣カード", synonyms=("怪獣", "カイジュウ札"), document="eta")])
    rules = _doc("eta", [ClauseRecord("1", "rule", "怪獣カードを出します。", ["1"])])
    (monster,) = ReferenceIndex.build([rules], glossary).concepts("怪獣")
    # 怪獣 already matches every clause that prints 怪獣カード; only the unrelated spelling is added
    assert [a.weight for a in monster.alternatives].count(EQUIVALENT_WEIGHT) == 1
    assert not any("怪獣" in a.words and "かーど" in a.words for a in monster.alternatives)


def test_card_game_wordings_of_cancelling_and_looping() -> None:
    table = equivalents()
    assert "無効化" in {e.text for e in table["打ち消す"]}
    assert "ループ" in {e.text for e in table["繰り返す"]}
    assert "判明" in {e.text for e in table["気付く"]}


def test_another_wording_mentions_the_concept_in_a_sentence() -> None:
    from rules_index.search.concepts import concepts_for
    from rules_index.search.scoring import sentence_share

    concepts = concepts_for("同じカードを捨てる", Glossary.empty(), lambda grams: False)
    # a rule that says 同一 in the sentence that discards says what the judge asked, in its own words
    assert sentence_share("同一のカードを捨てる。", concepts) == 1.0
    assert sentence_share("別のカードを捨てる。", concepts) < 1.0


def test_a_person_at_the_table_is_a_player_one_way() -> None:
    table = equivalents()
    assert "プレイヤー" in {e.text for e in table["人"]}
    # プレイヤー typed is not a reason to look for every 人 of 2人 and 人数
    assert "ぷれーやー" not in table


def test_a_kana_ending_is_not_a_pair_of_the_word() -> None:
    (ended,) = query_terms("終わった").groups
    assert "終わ" in ended.bigrams
    # 変わった and 加わる hold わっ and わる: not evidence of 終わる
    assert not {"わっ", "わる"} & set(ended.bigrams)
    # a word all in kana is its kana
    (damage,) = query_terms("ダメージ").groups
    assert {"だめ", "めー", "ーじ"} <= set(damage.bigrams)


def test_a_colour_is_a_colour_one_way() -> None:
    table = equivalents()
    assert "色" in {e.text for e in table["赤"]} and "色" in {e.text for e in table["青い"]}
    # 色 typed does not look for every colour, nor one colour for another
    assert "色" not in table and "青" not in {e.text for e in table["赤"]}


def test_same_and_a_one_kanji_noun_is_the_compound_the_rules_print() -> None:
    from rules_index.search.concepts import concepts_for

    asked: list[tuple[str, ...]] = []

    def co_occur(grams: tuple[str, ...]) -> bool:
        asked.append(grams)
        return grams == ("同点",)

    concepts = concepts_for("合計が同じ点だった", Glossary.empty(), co_occur)
    same = next(c for c in concepts if "同じ" in c.surface)
    assert same.surface == "同じ点" and ("同点",) in [a.words for a in same.alternatives]
    assert "同点" in same.needles and ("同点",) in asked
    # a compound the rulebooks never print is not made up: the words stay apart
    apart = concepts_for("同じ面だった", Glossary.empty(), co_occur)
    assert [c.surface for c in apart][:2] == ["同じ", "面"]


def test_same_point_finds_the_rule_that_says_tie() -> None:
    rules = _doc(
        "delta",
        [
            ClauseRecord("1", "rule", "合計が同点であった場合、引き分けとなる。", ["1"]),
            ClauseRecord("2", "rule", "同じカードは合計に数えない。", ["1"]),
        ],
    )
    index = ReferenceIndex.build([rules])
    assert keys(index.search("合計が同じ点だった"))[0] == "delta:1"


def test_a_conjugated_verb_finds_the_glossary_spelling_of_its_dictionary_form() -> None:
    from rules_index.search.concepts import concepts_for

    glossary = Glossary([Term("引く", synonyms=("ドロー",), document="gamma")])
    (drew,) = concepts_for("引いて", glossary, lambda grams: False)
    assert ("どろー",) in [a.words for a in drew.alternatives]
    (drew,) = concepts_for("引いて", Glossary.empty(), lambda grams: False)
    assert [a.words for a in drew.alternatives] == [("引く",)]


def test_an_ordinal_with_me_is_the_ordinal_the_rules_print_with_dai() -> None:
    from rules_index.search.concepts import concepts_for

    def co_occur(grams: tuple[str, ...]) -> bool:
        return grams[0] == "第1" or grams == ("1た", "たー", "ーん")

    concepts = concepts_for("先攻の1ターン目に引いた", Glossary.empty(), co_occur)
    turn = next(c for c in concepts if "ターン" in c.surface)
    assert turn.surface == "1ターン目" and ("第", "1", "たーん") in [a.words for a in turn.alternatives]
    # not when the rulebooks never print 第1ターン
    apart = concepts_for("先攻の1ターン目に引いた", Glossary.empty(), lambda grams: grams[0] != "第1")
    assert "目" in [c.surface for c in apart]


def test_a_mark_on_a_card_is_an_icon() -> None:
    table = equivalents()
    assert "アイコン" in {e.text for e in table["まーく"]} and "マーク" in {e.text for e in table["あいこん"]}


def test_each_other_looks_for_both_players_one_way() -> None:
    table = equivalents()
    assert {"双方", "両プレイヤー"} <= {e.text for e in table["互い"]}
    # 両プレイヤー typed is the rules' own word: it does not look for every 互い, 双方, 両者
    assert "両ぷれーやー" not in table


def test_rock_paper_scissors_is_deciding_at_random_one_way() -> None:
    table = equivalents()
    assert {"無作為", "ランダム"} <= {e.text for e in table["じゃんけん"]}
    assert "無作為" not in table


# --- table talk (issue 21) ----------------------------------------------------------------------


def test_table_talk_of_turn_order_attacking_stealing_and_bouncing() -> None:
    table = equivalents()
    assert "先手" in {e.text for e in table["先攻"]} and "後攻" in {e.text for e in table["後手"]}
    # one way: the rules' own words do not look for the slang
    assert {"コントロール", "支配"} <= {e.text for e in table["奪う"]} and "支配" not in table
    assert {"攻撃", "アタック"} <= {e.text for e in table["殴る"]} and "攻撃" not in table
    assert "手札に戻す" in {e.text for e in table["ばうんす"]}
    assert "リカバリー" in {e.text for e in table["回復"]}


def test_katakana_masu_is_a_word_not_the_polite_auxiliary() -> None:
    from rules_index.search.analysis import folds_to_stop_word

    assert (
        folds_to_stop_word("マス") and not folds_to_stop_word("ます") and not folds_to_stop_word("スクエア")
    )
    masu = [g for g in query_terms("隣のマスに移動できますか").groups if g.surface == "マス"]
    # the noun is kept (a glossary can give it the rules' word), the auxiliary ます is not, and the
    # noun itself looks for nothing: folded it is the ます of every polite sentence
    assert len(masu) == 1 and not masu[0].words and not masu[0].bigrams


def test_a_judges_masu_reaches_the_square_of_dimension_zero() -> None:
    glossary = Glossary([Term("スクエア", synonyms=("マス",), document="dimension-zero")])
    rules = _doc(
        "dimension-zero",
        [
            ClauseRecord("1", "rule", "ユニットは隣接するスクエアに移動できます。", ["1"]),
            ClauseRecord("2", "rule", "ユニットはプレイできます。", ["1"]),
        ],
    )
    index = ReferenceIndex.build([rules], glossary)
    (square,) = [c for c in index.concepts("隣のマスに移動した") if c.surface == "マス"]
    assert [a.words for a in square.alternatives] == [("すくえあ",)]
    assert "ます" not in square.needles
    assert keys(index.search("隣のマスに移動した"))[0] == "dimension-zero:1"
    # スクエア typed does not look for マス: folded it would match every polite sentence
    (typed,) = index.concepts("スクエア")
    assert all("ます" not in a.bigrams for a in typed.alternatives)


def test_masu_in_a_glossary_is_no_vote_for_every_polite_question() -> None:
    from rules_index.search import hints_for

    glossary = Glossary([Term("スクエア", synonyms=("マス",), document="a"), Term("手札", document="b")])
    assert not hints_for("手札を捨てられますか", glossary).votes.get("a")


def test_repository_glossaries_give_each_game_its_own_word_for_tapping() -> None:
    glossary = Glossary.load()
    for document, word in (
        ("dimension-zero", "フリーズ状態"),
        ("rebirth", "レスト"),
        ("myearth", "使用状態"),
    ):
        assert word in glossary.japanese_synonyms(document)["たっぷ"], document
    assert "すくえあ" not in glossary.japanese_synonyms("kaiju").get("ます", ())
    assert "スクエア" in glossary.japanese_synonyms("dimension-zero")["ます"]
    assert "リフレッシュ処理" in glossary.japanese_synonyms("rebirth")["山札切れ"]


# --- everyday words → the rules' formal wording (fourteenth pass) -------------------------------


@pytest.mark.parametrize(
    ("typed", "formal"),
    [
        ("空っぽ", {"無い", "存在しない"}),
        ("場所", {"領域", "ゾーン"}),
        ("消える", {"消滅"}),
        ("間違える", {"不適正", "誤る"}),
        ("巻き戻す", {"取り消す"}),
        ("まいなす", {"下回る", "未満"}),
        ("下げる", {"下回る"}),
        ("相方", {"チームメイト", "構成員"}),
        ("離席", {"離れる"}),
        ("倒す", {"破壊", "敗北"}),
        ("落ちる", {"置く", "移動"}),
        ("移る", {"移動"}),
        ("戻る", {"戻す", "移動"}),
        ("戻す", {"移動"}),
        ("負ける", {"ゲームから除外", "敗北"}),
        ("進む", {"前進", "進攻"}),
        ("多い", {"上限"}),
    ],
)
def test_table_talk_reaches_the_rules_formal_word(typed: str, formal: set[str]) -> None:
    assert formal <= {e.text for e in equivalents()[typed]}


def test_the_rules_formal_words_do_not_look_for_table_talk() -> None:
    table = equivalents()
    for formal in ("領域", "消滅", "不適正", "取り消す", "下回る", "構成員", "破壊", "前進", "進攻", "上限"):
        assert not any(
            e.text in {"場所", "消える", "間違える", "巻き戻す", "倒す", "進む", "多い"}
            for e in table.get(formal, ())
        )
    assert "消滅" not in table and "上限" not in table and "領域" not in table
    assert "戻す" not in {e.text for e in table.get("移動", ())}


def test_a_narrated_mistake_finds_the_rule_on_improper_actions() -> None:
    rules = _doc(
        "d",
        [
            ClauseRecord("1", "rule", "不適正な行動を取り消すことはできません。", ["1"]),
            ClauseRecord("2", "rule", "プレイヤーは行動を宣言します。", ["1"]),
        ],
    )
    index = ReferenceIndex.build([rules])
    assert keys(index.search("間違えた行動を巻き戻したい"))[0] == "d:1"


# --- fifteenth pass: a name, 同じ + a two-kanji noun, and the passive of やる -------------------------


def test_a_name_reaches_the_rules_words_for_it_one_way() -> None:
    table = equivalents()
    assert {"名称", "カード名"} <= {e.text for e in table["名前"]}
    assert "名前" not in {e.text for e in table.get("名称", ())}


def test_same_and_a_two_kanji_noun_gain_the_compounds_the_rules_print() -> None:
    from rules_index.search.concepts import concepts_for

    printed = {("同名",), ("同一", "一名", "名称"), ("同点",)}  # the compounds' character pairs

    def co_occur(grams: tuple[str, ...]) -> bool:
        return grams in printed

    concepts = concepts_for("同じ名前のカード", Glossary.empty(), co_occur)
    same, name = concepts[0], concepts[1]
    # both words stay (a clause may say 同じ … カード名 apart) and both are found through 同名 / 同一名称
    assert same.surface == "同じ" and name.surface == "名前"
    for concept in (same, name):
        assert {("同名",), ("同一", "名称")} <= {a.words for a in concept.alternatives}
    assert ("同点",) in [
        a.words for a in concepts_for("同じ点数", Glossary.empty(), co_occur)[1].alternatives
    ]
    # compounds the rulebooks never print are not made up
    apart = concepts_for("同じ場面", Glossary.empty(), co_occur)
    assert [a.words for a in apart[1].alternatives] == [("場面",)]


def test_same_name_finds_the_rule_that_prints_the_compound() -> None:
    rules = _doc(
        "delta",
        [
            ClauseRecord("1", "rule", "デッキの同名カードは4枚までです。", ["1"]),
            ClauseRecord("2", "rule", "デッキのカードは50枚です。", ["1"]),
        ],
    )
    index = ReferenceIndex.build([rules])
    assert keys(index.search("デッキに同じ名前のカードが5枚"))[0] == "delta:1"


def test_only_the_passive_of_yaru_is_beaten() -> None:
    def formal(query: str) -> set[str]:
        return {e.text for g in query_terms(query).groups for e in g.equivalents}

    assert {"破壊", "敗北"} <= formal("皇帝がやられた")
    assert {"破壊", "敗北"} <= formal("ユニットがやられちゃった")
    # やる by itself is playing a game
    assert not {"破壊", "敗北"} & formal("4人でやってて")


def test_a_passive_group_is_keyed_apart(tmp_path: Path) -> None:
    path = tmp_path / "eq.toml"
    path.write_text('[[group]]\nwords = ["やる"]\npassive = true\nalso = ["破壊"]\n', encoding="utf-8")
    table = equivalents(path)
    assert "遣る" not in table and [e.text for e in table["遣る" + PASSIVE]] == ["破壊"]


def test_a_count_with_its_counter_also_matches_the_counter_with_any_number() -> None:
    from rules_index.search.concepts import concepts_for

    concepts = concepts_for("2回進攻した", Glossary.empty(), lambda grams: "2回" in grams)
    count = next(c for c in concepts if "回" in c.surface)
    assert [a.words for a in count.alternatives] == [("2", "回"), ("回",)]
    assert count.alternatives[1].weight == EQUIVALENT_WEIGHT  # the literal count still wins a tie


def test_damage_taken_in_table_talk_is_the_rules_taking() -> None:
    assert {"受ける", "負う"} <= {e.text for e in equivalents()["食らう"]}
    assert "食らう" not in {e.text for e in equivalents().get("負う", ())}


def test_zero_cards_is_an_empty_pile_but_zero_power_is_a_number() -> None:
    from rules_index.search.concepts import concepts_for

    def alternatives(query: str, surface: str) -> set[tuple[str, ...]]:
        concepts = concepts_for(query, Glossary.empty(), lambda grams: False)
        return {a.words for c in concepts if c.surface == surface for a in c.alternatives}

    assert {("無い",), ("存在",)} <= alternatives("山札0枚なのに引いた", "0")
    assert {("無い",), ("0",)} <= alternatives("山札ゼロでドロー", "ゼロ")
    assert alternatives("パワー0のユニット", "0") == {("0",)}
