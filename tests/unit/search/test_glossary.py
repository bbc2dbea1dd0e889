"""English → Japanese expansion and suggestions."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_index.search.glossary import CORE_GLOSSARY, Glossary, Term, english_key, read_toml

SAMPLE = """
[[term]]
ja = "リタイア置場"
reading = "りたいあおきば"
en = ["retire area", "retire zone"]
synonyms = ["リタイア"]
clause = "4.8"

[[term]]
ja = "召喚酔い"
en = ["summoning sickness"]
synonyms = []

[[term]]
ja = "墓地"
en = ["graveyard"]
synonyms = ["捨て場"]
clause = "9"

[[term]]
en = ["no japanese"]
"""


@pytest.fixture
def glossary(tmp_path: Path) -> Glossary:
    (tmp_path / "rebirth.toml").write_text(SAMPLE, encoding="utf-8")
    return Glossary.load(tmp_path, core=None)


def test_loads_terms_with_document(glossary: Glossary) -> None:
    assert {t.ja for t in glossary.terms} == {
        "リタイア置場",
        "召喚酔い",
        "墓地",
    }  # the entry without ja is skipped
    assert all(t.document == "rebirth" for t in glossary.terms)


def test_expand_phrase_case_and_plural_insensitive(glossary: Glossary) -> None:
    (expansion,) = glossary.expand_english("Retire Areas")
    assert expansion.english == "retire area"
    assert expansion.japanese == ("リタイア置場", "リタイア")
    assert expansion.clauses == [("rebirth", "4.8")]


def test_longest_phrase_first(tmp_path: Path) -> None:
    glossary = Glossary(
        [
            Term("召喚", en=("summoning",)),
            Term("召喚酔い", en=("summoning sickness",)),
            Term("病気", en=("sickness",)),
        ]
    )
    assert [e.japanese for e in glossary.expand_english("summoning sickness rules")] == [("召喚酔い",)]
    assert [e.japanese for e in glossary.expand_english("sickness summoning")] == [("病気",), ("召喚",)]


def test_document_filter(glossary: Glossary) -> None:
    assert glossary.expand_english("graveyard", document="rebirth")
    assert not glossary.expand_english("graveyard", document="kaiju")


def test_japanese_query_expands_to_nothing(glossary: Glossary) -> None:
    assert glossary.expand_english("墓地") == []


def test_english_key() -> None:
    assert english_key("Non-Turn Players") == ("non", "turn", "player")
    assert english_key("abilities") == ("ability",)
    assert english_key("boss") == ("boss",)


def test_suggest_both_languages(glossary: Glossary) -> None:
    assert glossary.suggest("gravyard")[0] == "graveyard"
    assert glossary.suggest("summoning sicknes")[0] == "summoning sickness"
    assert "墓地" in glossary.suggest("墓池")
    assert "リタイア置場" in glossary.suggest("リタイヤ置場")
    # a reading is matched but the headword is shown
    assert "リタイア置場" in glossary.suggest("りたいあおきば")
    assert glossary.suggest("zzzzqqq") == []
    assert len(glossary.suggest("a", limit=2)) <= 2


def test_core_glossary_parses() -> None:
    terms = read_toml(CORE_GLOSSARY, None)
    assert len(terms) > 40
    glossary = Glossary(terms)
    for english in (
        "graveyard",
        "shield",
        "mulligan",
        "first player",
        "draw",
        "summoning sickness",
        "commander",
        "energy",
        "smash",
        "retire area",
    ):
        assert glossary.expand_english(english), english


def test_repository_glossaries_parse() -> None:
    # Whatever rulebook glossaries exist must load (other developers add them).
    glossary = Glossary.load()
    assert glossary.terms


def test_english_inflections_fold_to_one_key() -> None:
    assert english_key("tapped") == english_key("tap") == english_key("taps")
    assert english_key("untapped") == english_key("untap")
    assert english_key("discarded") == english_key("discard")
    assert english_key("shuffling") == english_key("shuffled") == english_key("shuffle")
    assert english_key("called") == ("call",) and english_key("passed") == ("pass",)
    # -ses: the e belongs to the stem (a short one keeps it whole: "uses" is not "us").
    assert english_key("uses") == english_key("use") == ("use",)
    assert english_key("phases") == english_key("phase") and english_key("causes") == english_key("cause")
    assert english_key("passes") == ("pass",) and english_key("boxes") == english_key("box")
    glossary = Glossary([Term("タップ", en=("tap",))])
    assert [e.japanese for e in glossary.expand_english("Is it tapped?")] == [("タップ",)]


def test_every_core_term_is_printed_in_some_rulebook() -> None:
    # Core vocabulary rewrites English into the Japanese the rulebooks print: a spelling no rulebook
    # uses would send English questions to nothing.
    from pathlib import Path

    from rules_index.search.analysis import normalise

    data = Path(CORE_GLOSSARY).resolve().parent.parent / "data"
    texts = normalise(" ".join(p.read_text(encoding="utf-8") for p in sorted(data.glob("*.txt"))))
    missing = [
        t.ja for t in read_toml(CORE_GLOSSARY, None) if not any(normalise(j) in texts for j in t.japanese)
    ]
    assert not missing


def test_standard_card_game_english_reaches_the_rulebooks_words() -> None:
    glossary = Glossary.load()
    for english, japanese in (
        ("opening hand", "最初の手札"),
        ("face down", "裏向き"),
        ("same name", "同一名称"),
        ("rock paper scissors", "じゃんけん"),
        ("randomly", "無作為"),
    ):
        (expansion,) = glossary.expand_english(english)
        assert japanese in expansion.japanese, english


def test_possessive_s_does_not_hide_a_glossary_word() -> None:
    # "opponent's" is about the opponent: without taking off the 's the word was never looked up.
    assert english_key("my opponent's monster’s cards") == ("my", "opponent", "monster", "card")
    glossary = Glossary([Term("対戦相手", en=("opponent",)), Term("墓地", en=("graveyard",))])
    found = glossary.expand_english("Can I look at my opponent's graveyard?")
    assert [e.japanese for e in found] == [("対戦相手",), ("墓地",)]
    # Contractions other than the possessive stay one word.
    assert english_key("don't") == ("don't",)


def test_british_doubled_l_finds_the_headword() -> None:
    # repel → repelled, cancel → cancelled: the doubled l survives folding (called → call), so the
    # glossary knows its single-l headwords under the doubled stem as well.
    glossary = Glossary([Term("撃退する", en=("repel",)), Term("無効", en=("cancel ability",))])
    assert [e.japanese for e in glossary.expand_english("my monster was repelled")] == [("撃退する",)]
    assert [e.japanese for e in glossary.expand_english("cancelled abilities")] == [("無効",)]
    assert [e.japanese for e in glossary.expand_english("repel")] == [("撃退する",)]
    # A word already ending in ll gets no third l.
    assert Glossary([Term("呼ぶ", en=("call",))]).expand_english("called")[0].japanese == ("呼ぶ",)


def test_everyday_english_of_questions_reaches_general_japanese() -> None:
    # Plain words of a question (same, start, drops, zero) used to reach Sudachi as katakana (せいむ) that
    # no clause holds; the core vocabulary gives the Japanese the rulebooks write.
    glossary = Glossary.load()
    for english, japanese in (
        ("same", "同じ"),
        ("at the start", "開始"),
        ("power drops", "減る"),
        ("to zero", "0"),
        ("copies of the same card", "同名"),
        ("is it refunded", "払い戻す"),
        ("the loser", "敗北"),
    ):
        found = [j for e in glossary.expand_english(english) for j in e.japanese]
        assert japanese in found, english


def test_japanese_synonyms_come_from_rulebook_terms_only(glossary: Glossary) -> None:
    core = Glossary([*glossary.terms, Term("タップ", en=("tap",), synonyms=("レスト",))])
    table = core.japanese_synonyms()
    # one rulebook's spellings of one term are one word to a judge of that game
    assert table["りたいあ置場"] == ("リタイア置場", "リタイア")
    assert set(table["りたいあ"]) == {"リタイア置場", "リタイア"}
    assert "墓地" in table["捨て場"]
    # the core vocabulary merges games (タップ = レスト = フリーズ): not a Japanese synonym
    assert "たっぷ" not in table and "れすと" not in table
    # one character is part of too many words; a term without synonyms has no other spelling to offer
    assert all(len(k) >= 2 for k in table)
    assert table["召喚酔い"] == ("召喚酔い",)


def test_japanese_synonyms_follow_the_document_filter(glossary: Glossary) -> None:
    assert "りたいあ" in glossary.japanese_synonyms("rebirth")
    assert glossary.japanese_synonyms("kaiju") == {}


def test_standard_turn_and_card_english_reaches_the_rulebooks_words() -> None:
    glossary = Glossary.load()
    for english, japanese in (
        ("who takes the first turn", "第1ターン"),
        ("my creatures", "クリーチャー"),
        ("a spell", "呪文"),
        ("how does it resolve", "解決"),
        ("is it discovered later", "判明"),
        ("can we undo it", "取り消す"),
        ("extra mana", "マナ"),
        ("once it is available", "使用"),
    ):
        found = [j for e in glossary.expand_english(english) for j in e.japanese]
        assert japanese in found, english


def test_myearth_untap_is_lifting_the_used_state() -> None:
    # マイアース never says untap: 91, 92 and 94 lift the used state (使用状態を解除).
    glossary = Glossary.load()
    found = [j for e in glossary.expand_english("when do my cards untap", "myearth") for j in e.japanese]
    assert "使用状態を解除" in found and "解除" in found
    text = (Path(CORE_GLOSSARY).resolve().parent.parent / "data" / "myearth.txt").read_text(encoding="utf-8")
    assert "使用状態を解除" in text and "使用状態が解除" in text


def test_a_bare_draw_is_drawing_a_card_not_a_tied_game() -> None:
    glossary = Glossary.load()
    drawn = {j for e in glossary.expand_english("how many cards do I draw") for j in e.japanese}
    assert "引く" in drawn and "引き分け" not in drawn
    for tied in ("is it a draw game", "what if the game is a tie"):
        assert "引き分け" in {j for e in glossary.expand_english(tied) for j in e.japanese}, tied


def test_getting_priority_reaches_the_rules_wording_in_dimension_zero() -> None:
    # "get" alone is an English light verb, not searched; the phrase is how 4.6.2 says it: 優先権を獲得.
    glossary = Glossary.load()
    found = [
        j for e in glossary.expand_english("Who gets priority first?", "dimension-zero") for j in e.japanese
    ]
    assert "優先権を獲得" in found
    text = (Path(CORE_GLOSSARY).resolve().parent.parent / "data" / "dimension-zero.txt").read_text(
        encoding="utf-8"
    )
    assert "優先権を獲得" in text


def test_kaiju_strategy_card_place_is_found_with_card_in_the_english() -> None:
    # 戦略カード置き場 is literally the strategy card place: judges say "strategy card slots".
    glossary = Glossary.load()
    found = [
        j
        for e in glossary.expand_english("How many strategy card slots are there?", "kaiju")
        for j in e.japanese
    ]
    assert "戦略カード置き場" in found


def test_a_term_whose_japanese_says_card_is_found_with_card_before_its_last_english_word() -> None:
    glossary = Glossary(
        [Term("戦略カード置き場", en=("strategy zone",)), Term("進攻置き場", en=("advance zone",))]
    )
    assert [e.japanese for e in glossary.expand_english("my strategy card zone")] == [("戦略カード置き場",)]
    assert [e.japanese for e in glossary.expand_english("strategy zone")] == [("戦略カード置き場",)]
    # No カード in the Japanese: "card" is not part of the term's name, and the phrase is not matched.
    assert not glossary.expand_english("advance card zone")


def test_table_talk_reaches_the_term_one_way(tmp_path: Path) -> None:
    (tmp_path / "alpha.toml").write_text(
        '[[term]]\nja = "フリーズ状態"\nsynonyms = ["フリーズ"]\ntalk = ["タップ", "横向き"]\n',
        encoding="utf-8",
    )
    glossary = Glossary.load(tmp_path, core=None)
    (term,) = glossary.terms
    assert term.talk == ("タップ", "横向き") and term.japanese == ("フリーズ状態", "フリーズ")
    table = glossary.japanese_synonyms()
    # a player's word reaches the rules' spellings
    assert table["たっぷ"] == ("フリーズ状態", "フリーズ") and table["横向き"] == ("フリーズ状態", "フリーズ")
    # the rules' word typed does not look for the slang (nor the slang for other slang)
    assert "タップ" not in table["ふりーず"] and "横向き" not in table["たっぷ"]
    # talk is every game's: it is no vote for this one
    from rules_index.search import hints_for

    assert not hints_for("タップした", glossary).votes


def test_no_glossary_abbreviation_is_a_function_word() -> None:
    # English is folded case-blind, so an abbreviation that spells a function word (TO, tournament
    # organiser) becomes "to" and expands nearly every question with its term: measured, it put MyEarth's
    # 主催者 into questions of every game and cost them a place. (Contraction pieces such as 're are not
    # words a query has on their own: Reバース's RE stays.)
    from rules_index.search.analysis import _ENGLISH_STOP_WORDS

    pieces = {"t", "s", "d", "ll", "re", "ve", "m"}
    stop = {english_key(w) for w in _ENGLISH_STOP_WORDS - pieces} - {()}
    glossary = Glossary.load()
    spelled = [
        (t.document, e) for t in glossary.terms for e in t.en if e.isupper() and english_key(e) in stop
    ]
    assert spelled == []
    assert english_key("TO") in stop  # the guard sees the case that was measured


def test_every_rulebook_glossary_term_is_printed_in_its_rulebook() -> None:
    # A glossary is the English bridge into its rulebook's own words: a term (or all its spellings)
    # the rulebook never prints rewrites an English question into Japanese no clause holds.
    from rules_index.search.analysis import normalise

    data = Path(CORE_GLOSSARY).resolve().parent.parent / "data"
    for path in sorted((data / "glossary").glob("*.toml")):
        text = normalise((data / f"{path.stem}.txt").read_text(encoding="utf-8"))
        missing = [
            t.ja for t in read_toml(path, path.stem) if not any(normalise(j) in text for j in t.japanese)
        ]
        assert not missing, path.stem


def test_rulebook_headings_are_reached_in_ordinary_english() -> None:
    # The twelfth pass: what players call the sections Rebirth and Dimension Zero head with their own
    # words (ゲームの準備 / デュエルの準備, 大原則 / 基本原則, 禁呪, DEF's 耐久力).
    glossary = Glossary.load()
    for english, document, japanese in (
        ("game setup", "rebirth", "ゲームの準備"),
        ("game setup", "dimension-zero", "デュエルの準備"),
        ("golden rule", "rebirth", "大原則"),
        ("golden rule", "dimension-zero", "基本原則"),
        ("forbidden spell", "dimension-zero", "禁呪"),
        ("HP", "rebirth", "耐久力"),
        ("declare blockers", "rebirth", "ブロックステップ"),
    ):
        found = [j for e in glossary.expand_english(english, document) for j in e.japanese]
        assert japanese in found, (english, document)


def _printed(slug: str) -> str:
    """The rulebook's text as printed."""
    return (Path(CORE_GLOSSARY).resolve().parent.parent / "data" / f"{slug}.txt").read_text(encoding="utf-8")


def test_once_and_twice_reach_every_wording_the_rulebooks_print() -> None:
    # Thirteenth pass: the rulebooks write a count of times as 1回, 1度 and 一度 (Dimension Zero 1度 seven
    # times, never 一回); the core glossary gave "once" only 1回 and 一度.
    glossary = Glossary.load()
    once = {j for e in glossary.expand_english("only once per turn") for j in e.japanese}
    assert {"1回", "1度", "一度"} <= once
    assert "2度" in {j for e in glossary.expand_english("twice") for j in e.japanese}
    assert "1度" in _printed("dimension-zero") and "2度" in _printed("myearth")


def test_another_is_one_of_the_others_not_an_added_one() -> None:
    # "another card / another square" is 他の / 別の; 追加 is an extra turn or an additional cost.
    glossary = Glossary.load()
    another = {j for e in glossary.expand_english("another square") for j in e.japanese}
    assert {"他", "別"} <= another and "追加" not in another
    assert "追加" in {j for e in glossary.expand_english("is that additional") for j in e.japanese}


def test_discard_and_hand_size_reach_the_plain_wording() -> None:
    glossary = Glossary.load()
    assert "捨てる" in {
        j for e in glossary.expand_english("discard a card", "dm-variants") for j in e.japanese
    }
    # Dimension Zero 2.23.4-2: 「手札の枚数に上限はありません」 — no 手札の上限, no 上限枚数.
    size = {j for e in glossary.expand_english("hand size", "dimension-zero") for j in e.japanese}
    assert "手札の枚数" in size and "手札の枚数" in _printed("dimension-zero")


def test_an_ability_that_goes_off_triggers() -> None:
    glossary = Glossary.load()
    for english in ("two abilities went off", "it goes off"):
        assert "誘発" in {j for e in glossary.expand_english(english) for j in e.japanese}, english


def test_the_start_of_the_turn_is_each_games_first_phase() -> None:
    # kaiju 7.2, Reバース 7.2 (‘ターン開始時’ triggers there) and Dimension Zero's 3.5 are the phases a turn
    # opens with: what a player means by the start of the turn.
    glossary = Glossary.load()
    for slug, phase in (
        ("kaiju", "スタートフェイズ"),
        ("rebirth", "スタンバイフェイズ"),
        ("dimension-zero", "リリースフェイズ"),
    ):
        for english in ("at the start of my turn", "at the beginning of the turn"):
            found = {j for e in glossary.expand_english(english, slug) for j in e.japanese}
            assert phase in found and "開始時" in found, (slug, english)


def test_myearth_resolves_an_effect_as_its_activation() -> None:
    # MyEarth never prints 解決: 256 「効果の発動は、当該チェーンにおいて、最後に出されたものから行う」.
    glossary = Glossary.load()
    found = {j for e in glossary.expand_english("which effect resolves first", "myearth") for j in e.japanese}
    assert "効果の発動" in found
    assert "解決" not in _printed("myearth") and "効果の発動" in _printed("myearth")


def test_both_players_and_first_reach_the_rulebooks_wording() -> None:
    # Both players are 両方のプレイヤー (Dimension Zero) and 両プレイヤー (MyEarth, kaiju), not a bare 両方;
    # a thing done first is also the まず of a sequence (Dimension Zero 4.8.3 「まず、アクティブプレイヤーが…」).
    glossary = Glossary.load()
    both = {j for e in glossary.expand_english("both players' abilities") for j in e.japanese}
    assert {"両方のプレイヤー", "両プレイヤー"} <= both
    assert "両方のプレイヤー" in _printed("dimension-zero") and "両プレイヤー" in _printed("myearth")
    assert "まず" in {j for e in glossary.expand_english("whose goes first") for j in e.japanese}


def test_turn_structure_declaring_and_searching_reach_the_rulebooks_wording() -> None:
    glossary = Glossary.load()
    for slug, heading in (
        ("kaiju", "ゲームの進行"),
        ("rebirth", "ゲームの進行"),
        ("dimension-zero", "デュエルの進行"),
        ("myearth", "ターンの流れ"),
    ):
        found = {j for e in glossary.expand_english("what is the turn structure", slug) for j in e.japanese}
        assert heading in found and heading in _printed(slug), slug
    assert "宣言" in {j for e in glossary.expand_english("when do I declare it") for j in e.japanese}
    # Searching a deck is looking through it (MyEarth 234 『相手の山札の中を見る』, Dimension Zero 3.1)
    assert "見る" in {j for e in glossary.expand_english("search the deck", "myearth") for j in e.japanese}


def test_everyday_english_words_are_not_read_as_one_games_term() -> None:
    # Thirteenth pass: "has left its zone" is leaving, not kaiju's 左右関係 (left and right); "how many times"
    # is no time limit (制限時間); "call a judge" is not Dimension Zero's 呼声; "carry over" is not 終了; and
    # "you / your" of a judge's question are not Reバース's card-text words あなた / 自分.
    glossary = Glossary.load()
    for english, wrong in (
        ("the card has left its zone", "左右関係"),
        ("how many times per turn", "制限時間"),
        ("should I call a judge", "呼声"),
        ("does the excess carry over", "終了"),
        ("can you block with your unit", "自分"),
        ("can you block", "あなた"),
    ):
        found = {j for e in glossary.expand_english(english) for j in e.japanese}
        assert wrong not in found, english
    for english, right in (
        ("is it to the left", "左右関係"),
        ("the time limit", "制限時間"),
        ("convoke", "呼声"),
        ("the game is over", "終了"),
        ("the card has left its zone", "離れる"),
    ):
        assert right in {j for e in glossary.expand_english(english) for j in e.japanese}, english


def test_penalty_reaches_the_word_myearth_prints() -> None:
    # No rulebook prints 反則; MyEarth says ペナルティ and 違反 (78, 287).
    glossary = Glossary.load()
    assert "ペナルティ" in {j for e in glossary.expand_english("what is the penalty") for j in e.japanese}
    assert "ペナルティ" in _printed("myearth") and "反則" not in _printed("myearth")
    assert "残る" in {j for e in glossary.expand_english("do tokens stick around") for j in e.japanese}


def test_irregular_past_forms_fold_to_the_base_form() -> None:
    # Thirteenth pass: "the player who lost", "I drew", "the energy I paid" never reached lose / draw / pay.
    from rules_index.search.glossary import IRREGULAR_FORMS, fold_english_word

    for typed, base in (
        ("lost", "lose"),
        ("drew", "draw"),
        ("drawn", "draw"),
        ("paid", "pay"),
        ("won", "win"),
    ):
        assert fold_english_word(typed) == fold_english_word(base), typed
    glossary = Glossary.load()
    assert "敗北" in {j for e in glossary.expand_english("the player who lost") for j in e.japanese}
    assert "引き分け" in {j for e in glossary.expand_english("is it a drawn game") for j in e.japanese}
    # "left" is a side as often as a past form: not folded
    assert "left" not in IRREGULAR_FORMS
    # the offline search folds the query with the same table (its bundles carry keys folded by this one)
    script = (Path(CORE_GLOSSARY).resolve().parents[2] / "static" / "js" / "offline.js").read_text(
        encoding="utf-8"
    )
    for typed, base in IRREGULAR_FORMS.items():
        assert f'{typed}: "{base}"' in script, typed


def test_a_function_word_is_no_term_through_folding() -> None:
    # Fifteenth pass: folding takes the final e off "note", so "not" looked up the core glossary's メモ and
    # "can I choose not to use one" asked about notes. The word a term lists stays its key ("notes").
    glossary = Glossary.load()
    assert "メモ" not in {
        j for e in glossary.expand_english("can I choose not to use one") for j in e.japanese
    }
    assert "メモ" in {j for e in glossary.expand_english("may I keep notes") for j in e.japanese}
    assert "勝利" in {j for e in glossary.expand_english("nobody has won") for j in e.japanese}


def test_the_english_of_rulebooks_reaches_the_words_they_print() -> None:
    # Fifteenth pass: rules English (considered, unless stated otherwise, printed, contradicts, sent to) to
    # the Japanese the texts print; JMdict read them in their everyday sense (思う, 印刷, 反する).
    glossary = Glossary.load()
    for english, japanese, slug in (
        ("is a token considered a card", "扱う", "dm-variants"),
        ("is it treated as a card", "扱う", "kaiju"),
        ("enter untapped unless stated otherwise", "特に指定", "rebirth"),
        ("unless otherwise specified", "特に記述", "myearth"),
        ("the card's printed effect", "記載", "myearth"),
        ("if the card contradicts the rules", "矛盾", "dimension-zero"),
        ("tokens sent to the graveyard", "置く", "kaiju"),
    ):
        found = {j for e in glossary.expand_english(english) for j in e.japanese}
        assert japanese in found, english
        # printed inflected (扱われます, 置かれる): the verb's stem
        assert japanese.rstrip("うくす") in _printed(slug), (japanese, slug)


def test_a_return_to_hand_and_below_zero_reach_the_rules_wording() -> None:
    # Fifteenth pass: a card returned to the hand changes zones (DM 104.6 「他の領域に移動」, kaiju 9.1.4.2);
    # below zero is 「0を下回る」 and what is left over is MyEarth's 余剰分 (163).
    glossary = Glossary.load()
    assert "移動" in {j for e in glossary.expand_english("a token bounced back to hand") for j in e.japanese}
    assert "下回る" in {
        j for e in glossary.expand_english("its strength drops below zero") for j in e.japanese
    }
    assert "余剰分" in {
        j for e in glossary.expand_english("the leftover points", "myearth") for j in e.japanese
    }
    assert "下回" in _printed("myearth") and "余剰分" in _printed("myearth")


def test_which_effect_wins_asks_for_precedence_not_the_games_winner() -> None:
    # Fifteenth pass: "another says I can't, which one wins?" is the golden rule's 優先 (Dimension Zero 1.1.2,
    # Reバース 1.3.3), not 勝利; "which one applies first" stays an order question (measured: a replacement-
    # effect question lost places when it read as 優先).
    glossary = Glossary.load()
    found = {j for e in glossary.expand_english("another says I can't, which one wins?") for j in e.japanese}
    assert "優先" in found and "勝利" not in found
    assert "優先" not in {
        j for e in glossary.expand_english("who decides which one applies first") for j in e.japanese
    }
    assert "勝利" in {j for e in glossary.expand_english("who wins the game") for j in e.japanese}
