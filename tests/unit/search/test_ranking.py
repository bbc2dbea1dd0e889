"""Ranking outcomes of the search pipeline on small fixtures, through the in-memory oracle (tests/search_oracle.py).

The oracle runs the same concepts_for → rank → hit_for as the site, over every clause of the fixtures.
"""

from __future__ import annotations

import pytest

from rules_index.parsers.base import ClauseRecord, ParsedDocument
from rules_index.search import snippet_html
from rules_index.search.glossary import Glossary, Term
from tests.search_oracle import ReferenceIndex


def _doc(slug: str, clauses: list[ClauseRecord]) -> ParsedDocument:
    return ParsedDocument(slug=slug, title=slug, version="1", date="", clauses=clauses)


RULES = _doc(
    "alpha",
    [
        ClauseRecord("4", "chapter", "領域", title="領域"),
        ClauseRecord("4.8", "section", "リタイア置場", ["4 領域"], parent="4", title="リタイア置場"),
        ClauseRecord(
            "4.8.1",
            "rule",
            "リタイア置場とは、リタイアしたカードが置かれる領域を指します。",
            ["4 領域", "4.8 リタイア置場"],
            parent="4.8",
        ),
        ClauseRecord(
            "4.8.2",
            "rule",
            "リタイア置場のカードは公開情報です。",
            ["4 領域", "4.8 リタイア置場"],
            parent="4.8",
        ),
        ClauseRecord(
            "5.1.1",
            "rule",
            "プレイヤーはカードを1枚引きます。",
            ["5 行動"],
            examples=["例：相手のキャラがリタイア置場に置かれた場合、あなたはカードを1枚引きます。"],
        ),
        ClauseRecord(
            "6.1.1", "rule", "ゲーム開始時に各プレイヤーは山札から5枚引き、手札とします。", ["6 準備"]
        ),
        ClauseRecord(
            "6.1.2",
            "rule",
            "手札の上限は7枚です。ターン終了時に手札が8枚以上なら、7枚になるまで捨てます。",
            ["6 準備"],
        ),
        ClauseRecord("6.1.3", "rule", "対象を選ぶ際、墓地にあるカードは選べません。", ["6 準備"]),
        ClauseRecord("7.1.1", "rule", 'ユニットが<攻撃>する時、A&Bの効果は"無効"です。', ["7 攻撃"]),
        ClauseRecord("7.1.2", "rule", "", ["7 攻撃"]),  # a placeholder clause the source left empty
        ClauseRecord("10.6", "section", "敗北処理", ["10 ルール処理"], title="敗北処理"),
        ClauseRecord(
            "10.6.1", "rule", "条件を満たすプレイヤーは敗北します。", ["10 ルール処理", "10.6 敗北処理"]
        ),
        ClauseRecord(
            "10.6.1.1", "rule", "同時に満たす場合、全員が敗北します。", ["10 ルール処理", "10.6 敗北処理"]
        ),
        ClauseRecord("10.7", "section", "その他", ["10 ルール処理"], title="その他"),
    ],
)
OTHER = _doc(
    "beta",
    [
        ClauseRecord("10.6", "rule", "山札が無いプレイヤーはゲームに敗北する。", ["X"]),
        ClauseRecord("41", "rule", "全てのカードについて属性が存在する。", ["II"]),
        ClauseRecord("41.1", "item", "陸：緑色のカードの属性をいう。", ["II"], parent="41"),
        ClauseRecord("301.2#1", "rule", "一つ目の301.2。", ["3"], aliases=["301.2"]),
        ClauseRecord("301.2#2", "rule", "二つ目の301.2。", ["3"], aliases=["301.2"]),
    ],
)
GLOSSARY = Glossary(
    [
        Term("リタイア置場", en=("retire area",), synonyms=("リタイア",), clause="4.8.1", document="alpha"),
        Term("引く", en=("draw",)),
        Term("手札", en=("hand",)),
        Term("上限", en=("limit", "maximum")),
    ]
)


@pytest.fixture(scope="module")
def index() -> ReferenceIndex:
    return ReferenceIndex.build([RULES, OTHER], GLOSSARY)


def keys(hits) -> list[str]:
    return [f"{h.document}:{h.number}" for h in hits]


def test_number_in_several_documents(index: ReferenceIndex) -> None:
    hits = index.search("10.6")
    assert keys(hits)[:2] == ["alpha:10.6", "beta:10.6"]
    assert {h.match for h in hits[:2]} == {"number"}
    # then the family, in document order, and never a sibling such as 10.7
    assert keys(hits)[2:] == ["alpha:10.6.1", "alpha:10.6.1.1"]


def test_number_with_document_filter(index: ReferenceIndex) -> None:
    assert keys(index.search("10.6", document="beta")) == ["beta:10.6"]


def test_number_hint_and_full_width(index: ReferenceIndex) -> None:
    assert keys(index.search("第41項"))[:2] == ["beta:41", "beta:41.1"]
    assert keys(index.search("１０．６．１"))[0] == "alpha:10.6.1"


def test_printed_duplicates_are_all_listed(index: ReferenceIndex) -> None:
    assert keys(index.search("301.2")) == ["beta:301.2#1", "beta:301.2#2"]


def test_unknown_number_falls_back_to_text(index: ReferenceIndex) -> None:
    assert index.search("99.99.99") == []


def test_definition_and_heading_outrank_example_only(index: ReferenceIndex) -> None:
    order = keys(index.search("リタイア置場"))
    assert order.index("alpha:4.8.1") < order.index("alpha:5.1.1")
    assert order.index("alpha:4.8") < order.index("alpha:5.1.1")
    assert order[-1] == "alpha:5.1.1"  # only its example mentions the term


def test_two_character_term(index: ReferenceIndex) -> None:
    assert keys(index.search("墓地"))[0] == "alpha:6.1.3"
    assert keys(index.search("対象"))[0] == "alpha:6.1.3"


def test_words_combine_without_adjacency(index: ReferenceIndex) -> None:
    # 手札, 上限 and 枚 are far apart in 6.1.2 and never adjacent in the query.
    assert keys(index.search("上限 枚 手札"))[0] == "alpha:6.1.2"
    assert keys(index.search("手札の上限は何枚？"))[0] == "alpha:6.1.2"


def test_inflected_query_matches_dictionary_form(index: ReferenceIndex) -> None:
    assert "alpha:5.1.1" in keys(index.search("カードを引いた"))


def test_kana_and_width_variants(index: ReferenceIndex) -> None:
    # Sudachi may split a hiragana spelling differently, so scores differ; the answers do not.
    expected = set(keys(index.search("リタイア置場"))[:2])
    assert expected == {"alpha:4.8", "alpha:4.8.1"}
    assert set(keys(index.search("りたいあ置場"))[:2]) == expected
    assert set(keys(index.search("ﾘﾀｲｱ置場"))[:2]) == expected


def test_one_character_query_is_a_prefix_on_bigrams(index: ReferenceIndex) -> None:
    # 「枚」 is never a word of its own in these clauses, only part of 5枚 / 7枚 / 1枚
    assert "alpha:6.1.2" in keys(index.search("枚"))


def test_english_expansion(index: ReferenceIndex) -> None:
    assert keys(index.search("retire area"))[0] == "alpha:4.8.1"  # the glossary-defining clause
    assert keys(index.search("hand limit"))[0] == "alpha:6.1.2"
    assert keys(index.search("Hand Limits?"))[0] == "alpha:6.1.2"


def test_document_filter_on_text(index: ReferenceIndex) -> None:
    assert all(h.document == "beta" for h in index.search("カード", document="beta"))


def test_empty_placeholder_is_never_a_hit(index: ReferenceIndex) -> None:
    assert "alpha:7.1.2" not in keys(index.search("攻撃", limit=50))


def test_no_result_suggests(index: ReferenceIndex) -> None:
    assert index.search("zzz") == []
    assert "retire area" in index.suggest("retier area")
    assert "リタイア置場" in index.suggest("リタイヤ置場")


def test_snippet_escapes_html_and_marks(index: ReferenceIndex) -> None:
    (hit,) = [h for h in index.search("攻撃") if h.number == "7.1.1"]
    assert "<攻撃>" not in hit.snippet
    assert "&lt;<mark>攻撃</mark>&gt;" in hit.snippet
    assert "A&amp;B" in hit.snippet and "&quot;無効&quot;" in hit.snippet


def test_snippet_marks_inflected_forms() -> None:
    html, marked = snippet_html("カードを引いた。", set(), {"引く"})
    assert marked and html == "カードを<mark>引い</mark>た。"


def test_snippet_window_on_long_text() -> None:
    text = "あ" * 300 + "墓地" + "い" * 300
    html, marked = snippet_html(text, {"墓地"})
    assert marked and "<mark>墓地</mark>" in html
    assert html.startswith("…") and html.endswith("…")
    assert len(html) < 200


def test_hit_fields(index: ReferenceIndex) -> None:
    hit = index.search("敗北処理")[0]
    assert hit.document == "alpha" and hit.number == "10.6"
    assert hit.heading_path == ["10 ルール処理"]
    assert hit.score > 0


def test_snippet_forms_are_normalised_through_a_bounded_per_word_cache() -> None:
    """Sudachi forms of snippet texts are normalised once per word (results._normal_form): the cache
    holds words, never texts or queries, is bounded, and gives what normalise gives."""
    from rules_index.search import normalise, results

    info = results._normal_form.cache_info()
    assert info.maxsize == results._NORMAL_FORM_CACHE <= 10_000
    for form in ("カード", "ＡＢＣ", "引く", "ﾃﾞｯｷ"):
        assert results._normal_form(form) == normalise(form)
    marked, found = snippet_html("山札からカードを引いた。", {"山札"}, {"引く"})
    assert found and "<mark>引い</mark>" in marked


def test_a_hit_makes_its_snippet_when_first_read(index: ReferenceIndex) -> None:
    """The API ranks 50 hits and shows a page of them: a hit makes its snippet (a Sudachi pass) only
    when read, once, the same snippet as made at once; it keeps what it needs through pickling (the
    result cache) and a hit without a source has an empty snippet."""
    import pickle

    from rules_index.search import Hit

    (hit,) = [h for h in index.search("攻撃") if h.number == "7.1.1"]
    assert hit.made is None and hit.source is not None
    fresh = pickle.loads(pickle.dumps(hit))
    snippet = hit.snippet
    assert "&lt;<mark>攻撃</mark>&gt;" in snippet and hit.made == snippet and hit.snippet is snippet
    assert fresh.made is None and fresh.snippet == snippet
    assert fresh == hit  # equality is the ranking's fields, whether the snippet was made or not
    assert hit.source.html() == snippet
    assert Hit("alpha", "1", [], 1.0).snippet == ""


def test_stored_snippet_forms_give_the_snippet_computed_on_the_fly() -> None:
    """The importer stores each snippet text's Sudachi forms (results.stored_forms); read back they are
    what the snippet computes, and a snippet from them is the same, marks in inflected words included.
    What cannot be read as the texts' forms (nothing stored, another count of texts) is computed."""
    from rules_index.search.results import SnippetSource, _forms, read_forms, split_forms, stored_forms

    texts = ("山札からカードを引いた。引く", "", "ｶﾞｰﾄﾞを引きます")  # NFKC shortens the last one
    stored = stored_forms(texts)
    parts = split_forms(stored, 3)
    assert parts is not None and [read_forms(p) for p in parts] == [_forms(t) if t else () for t in texts]
    assert read_forms(parts[2]) == () and read_forms(parts[1]) == ()
    assert split_forms("", 3) is None and split_forms(stored, 2) is None
    for needles, words in (({"山札"}, {"引く"}), (set(), {"引く", "カード", "かーど"}), (set(), set())):
        source = SnippetSource(texts, frozenset(needles), frozenset(words))
        assert SnippetSource(texts, frozenset(needles), frozenset(words), stored).html() == source.html()
    for odd in ({"\x1e0"}, {"引く\x1e9\x1e"}, {""}):  # a query word with a separator or none finds nothing
        assert snippet_html(texts[0], set(), odd, parts[0]) == snippet_html(texts[0], set(), odd)
    marked, found = snippet_html(texts[0], set(), {"引く"}, parts[0])
    assert found and marked == "山札からカードを<mark>引い</mark>た。<mark>引く</mark>"


def test_folded_snippet_text_maps_each_character_back_to_its_source() -> None:
    """results._fold_chars folds a text char by char with each output character's source index: the
    shortcut for a text whose every character folds to one must give what the general loop gives."""
    from rules_index.search.results import _fold_char, _fold_chars

    def by_loop(text: str) -> tuple[str, tuple[int, ...]]:
        out, origin = [], []
        for i, ch in enumerate(text):
            for f in _fold_char(ch):
                out.append(f)
                origin.append(i)
        return "".join(out), tuple(origin)

    for text in ("山札からカードを引いた。", "ＡＢＣ　ｶｰﾄﾞ", "㍿の㌔", "", "a\tb\nc", "ｶﾞｰﾄﾞ"):
        folded, origin = _fold_chars(text)
        assert (folded, tuple(origin)) == by_loop(text), text
    assert _fold_chars("㍿")[0] == "株式会社" and tuple(_fold_chars("㍿の")[1]) == (0, 0, 0, 0, 1)


def test_snippet_marks_every_match_of_a_needle_left_to_right_without_overlap() -> None:
    """A needle is found with str.find from the end of each match (what re.finditer did): repeats
    that would overlap are one mark, and characters the fold widens map back to their source."""
    marked, found = snippet_html("あああ・ああ", {"ああ"})
    assert found and marked == "<mark>ああ</mark>あ・<mark>ああ</mark>"
    marked, found = snippet_html("１ターンに１回", {"1"})  # full-width digits fold to ASCII
    assert found and marked == "<mark>１</mark>ターンに<mark>１</mark>回"
    assert snippet_html("㍿のカード", {"株式"}) == ("<mark>㍿</mark>のカード", True)
