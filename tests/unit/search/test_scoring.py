"""The public scoring API of the pure core, called directly as the site's pipeline calls it.

tests/unit/search/test_ranking.py checks ranking outcomes through the in-memory oracle; these tests pin
the contract between the scorer and whatever holds the corpus: term counts read from stored columns,
corpus statistics handed in from outside, candidates that are any subset of the corpus.
"""

from __future__ import annotations

import math

import pytest

from rules_index.parsers.base import ClauseRecord
from rules_index.search import (
    BIGRAMS,
    FIELD_WEIGHTS,
    FIELDS,
    TERM_COLUMNS,
    WORDS,
    Alternative,
    ClauseDoc,
    Concept,
    CorpusStatistics,
    Glossary,
    NumberQuery,
    average_lengths,
    clause_columns,
    clause_fields,
    concepts_for,
    context_text,
    contexts_of,
    hit_for,
    hits_for,
    lookup_number,
    parse_number_query,
    rank,
    scoring,
    term_keys,
    term_weights,
)
from rules_index.search.glossary import Term
from rules_index.search.scoring import (
    BIGRAM_WEIGHT,
    CONTEXT_COVERAGE,
    COUNT_BOOST,
    DEFINITION_BOOST,
    EXAMPLE_ONLY_FACTOR,
    GLOSSARY_BOOST,
    PLAY_POWER,
    PREFACE_FACTOR,
    RULE_QUESTION_POWER,
    TermCounts,
    informative_terms,
    padded_terms,
    states_count,
)
from rules_index.search.vocabulary import DocumentHints

CLAUSES = [
    ("alpha", ClauseRecord("4", "chapter", "領域", title="領域")),
    (
        "alpha",
        ClauseRecord("4.1", "rule", "墓地とは、破壊されたカードが置かれる領域を指します。", ["4 領域"]),
    ),
    ("alpha", ClauseRecord("4.2", "rule", "墓地のカードは公開情報です。手札は非公開です。", ["4 領域"])),
    ("alpha", ClauseRecord("4.3", "rule", "手札の上限は7枚です。", ["4 領域"])),
    ("alpha", ClauseRecord("4.4", "rule", "", ["4 領域"])),  # left empty in the source
    (
        "alpha",
        ClauseRecord("5.1", "rule", "ドローします。", ["5"], examples=["例：墓地にあるカードは戻りません。"]),
    ),
    ("beta", ClauseRecord("4.1", "rule", "墓地は公開領域です。", ["4"])),
    ("beta", ClauseRecord("4.1.1", "rule", "墓地の順番は変えられません。", ["4"])),
]
ORDER = ("alpha", "beta")


def _docs() -> list[ClauseDoc]:
    return [ClauseDoc.from_record(slug, i, record) for i, (slug, record) in enumerate(CLAUSES)]


def _stats(docs: list[ClauseDoc], concepts: list[Concept]) -> CorpusStatistics:
    """Statistics as a store computes them: over the whole corpus, for the query's terms."""
    df = {
        (layer, term): sum(1 for d in docs if any(d.counts[(layer, f)].count(term) for f in FIELDS))
        for layer, term in term_keys(concepts)
    }
    return CorpusStatistics(ORDER, len(docs), average_lengths(docs), df)


def _keys(scored) -> list[str]:  # type: ignore[no-untyped-def]
    return [f"{s.doc.document}:{s.doc.record.number}" for s in scored]


def _no_compounds(grams: tuple[str, ...]) -> bool:
    return False


# --- what a clause is made of --------------------------------------------------------------------


def test_every_stored_field_has_a_weight_in_column_order() -> None:
    assert tuple(FIELD_WEIGHTS) == FIELDS
    assert set(TERM_COLUMNS) == set(clause_columns(CLAUSES[1][1]))


def test_a_short_heading_is_its_own_title() -> None:
    fields = clause_fields(ClauseRecord("4", "chapter", "領域", ["序"]))
    assert fields == {"title": "領域", "path": "序", "text": "", "examples": ""}


def test_term_counts_read_the_stored_column() -> None:
    counts = TermCounts("墓地 かーど 墓地", prefix=False)
    assert counts.count("墓地") == 2 and counts.count("かー") == 0 and counts.count("墓") == 0
    assert len(counts) == 3 and list(counts.distinct()) == ["墓地", "かーど"]
    assert len(TermCounts("", prefix=False)) == 0


def test_one_character_is_a_prefix_on_the_bigram_layer_only() -> None:
    grams = TermCounts("墓地 地と 枚数 5枚 枚", prefix=True)
    assert grams.count("枚") == 2  # 枚数 and the run-final 枚, not 5枚
    assert grams.count("墓") == 1  # one stored bigram starts with it: still counted
    assert TermCounts("枚数", prefix=False).count("枚") == 0


def test_padded_terms_count_every_term_as_splitting_the_column_does() -> None:
    """rank() counts a term with one str.count of " t " (" t" for a prefix) in the padded column: that
    must be TermCounts' count for every term and prefix, side-by-side repeats included."""
    columns = [
        "",
        "墓地",
        "墓地 墓地 墓地",
        "ああ ああ あい いあ ああ",
        "枚数 5枚 枚 枚 枚数",
        "a ab abc b a",
    ]
    for column in columns:
        padded = padded_terms(column)
        assert padded.split() == column.split()
        probes = {*column.split()} | {t[:1] for t in column.split()} | {"x", "墓"}
        for term in probes:
            assert padded.count(f" {term} ") == TermCounts(column, prefix=False).count(term), (column, term)
            if len(term) == 1:
                assert padded.count(f" {term}") == TermCounts(column, prefix=True).count(term), (column, term)
    assert padded_terms("a b") == " a  b " and padded_terms("") == ""


def test_a_clause_counts_a_term_in_each_field_where_its_columns_hold_it() -> None:
    """ClauseDoc keeps one padded string per layer, field after field: a count within a field's span
    is the count in that field's column, and never reaches into the next field."""
    record = CLAUSES[1][1]
    columns = {**clause_columns(record), "context_words": "山札 墓地", "context_bigrams": "山札 札 墓地"}
    doc = ClauseDoc.from_columns("alpha", 1, record, columns)
    for layer, suffix in ((WORDS, "words"), (BIGRAMS, "bigrams")):
        text = doc.layer_terms[layer]
        for name, (start, end, length) in zip((*FIELDS, "context"), doc.spans[layer], strict=True):
            column = columns.get(f"{name}_{suffix}", "")
            assert text[start:end] == padded_terms(column) and length == len(TermCounts(column, False))
            assert doc.lengths[(layer, name)] == length
            for term in {*column.split(), "墓地", "山札", "zz"}:
                assert text.count(f" {term} ", start, end) == TermCounts(column, False).count(term)
            assert doc.counts[(layer, name)].count("墓地") == TermCounts(column, False).count("墓地")


def test_what_rank_reads_of_a_clause_for_every_query_is_what_the_functions_say() -> None:
    """ClauseDoc keeps, once per clause, what rank read of it for every query (a regular expression or a
    normalise each): the same answers as computing them, and a glossary term's spellings likewise."""
    from rules_index.parsers.base import HEADING_KINDS
    from rules_index.search.analysis import normalise
    from rules_index.search.fields import points_back

    records = [r for _, r in CLAUSES] + [
        ClauseRecord("9", "rule", "この行動は各ターン中に1回のみ実行できます。"),
        ClauseRecord("9.1", "rule", "  "),
        ClauseRecord("9.2", "rule", "", examples=["例"]),
        ClauseRecord("9.3", "section", "", title="見出し"),
    ]
    for record in records:
        doc = ClauseDoc.from_record("alpha", 1, record)
        assert doc.leans_back == points_back(record.text)
        assert doc.states_count == states_count(record.text)
        assert doc.definition_head == normalise(record.text[:60])
        assert doc.placeholder == (
            record.kind not in HEADING_KINDS and not record.text.strip() and not record.examples
        )
    assert [ClauseDoc.from_record("a", 1, r).placeholder for r in records[-3:]] == [True, False, False]
    term = Term("カード", synonyms=("札", "card"))
    assert scoring._spellings(term) == {normalise(j) for j in term.japanese} == {"かーど", "札"}


def test_a_clause_from_its_record_is_the_clause_from_its_stored_columns() -> None:
    record = CLAUSES[1][1]
    built = ClauseDoc.from_record("alpha", 1, record)
    stored = ClauseDoc.from_columns("alpha", 1, record, clause_columns(record))
    assert built.lengths == stored.lengths
    for key in built.counts:
        assert list(built.counts[key].distinct()) == list(stored.counts[key].distinct())
    assert built.is_definition  # 「墓地とは…を指します」
    # Without columns (a number lookup) the clause matches no term but keeps what a hit shows.
    bare = ClauseDoc.from_columns("alpha", 1, record, {})
    assert all(n == 0 for n in bare.lengths.values()) and bare.fields_text["text"] == record.text


def test_layer_terms_find_a_term_exactly_when_its_counts_do() -> None:
    """rank() takes a term missing from ClauseDoc.layer_terms as absent without counting it: that
    must be exactly the terms every field's TermCounts counts 0 (a one-character bigram a prefix)."""
    record = CLAUSES[1][1]
    doc = ClauseDoc.from_columns(
        "alpha",
        1,
        record,
        {**clause_columns(record), "context_words": "山札 墓地", "context_bigrams": "山札 札"},
    )
    fields = (*FIELDS, "context")
    for layer in ("w", "b"):
        stored = {t for name in fields for t in doc.counts[(layer, name)].distinct()}
        probes = stored | {t[:1] for t in stored} | {t + "x" for t in stored} | {"山", "札", "zz"}
        for term in probes:
            prefix = layer == "b" and len(term) == 1
            probe = f" {term}" if prefix else f" {term} "
            counted = any(doc.counts[(layer, name)].count(term) for name in fields)
            assert (probe in doc.layer_terms[layer]) == bool(counted), (layer, term)


# --- corpus statistics ---------------------------------------------------------------------------


def test_idf_comes_from_the_corpus_frequencies() -> None:
    stats = CorpusStatistics(ORDER, 100, {}, {(WORDS, "墓地"): 10, (WORDS, "領域"): 50})
    assert stats.idf(WORDS, "不明") == 0.0
    assert stats.idf(WORDS, "墓地") == pytest.approx(math.log(1 + 90.5 / 10.5))
    assert stats.idf(WORDS, "墓地") > stats.idf(WORDS, "領域") > 0
    query = stats.with_frequencies({(BIGRAMS, "墓地"): 3})
    assert (query.documents, query.clauses) == (ORDER, 100) and query.idf(WORDS, "墓地") == 0.0


def test_term_weights_are_the_scorers_own_per_term_weights() -> None:
    # What a store's first pass ranks by: idf × layer weight × the alternative's and concept's weights,
    # shared among the alternative's terms; a term in two places keeps the larger weight.
    stats = CorpusStatistics(
        ORDER, 100, {}, {(WORDS, "墓地"): 10, (BIGRAMS, "墓地"): 12, (WORDS, "同一"): 40}
    )
    concepts = [
        Concept("墓地", [Alternative(("墓地",), ("墓地",))]),
        Concept("同じ", [Alternative(("同じ",), ()), Alternative(("同一",), (), weight=0.7)], weight=0.5),
        Concept("同一", [Alternative(("同一", "不明"), ())]),
    ]
    weights = term_weights(concepts, stats)
    assert weights[(WORDS, "墓地")] == pytest.approx(stats.idf(WORDS, "墓地"))
    assert weights[(BIGRAMS, "墓地")] == pytest.approx(BIGRAM_WEIGHT * stats.idf(BIGRAMS, "墓地"))
    # 同一: 0.5 × 0.7 × idf as an equivalent of 同じ, idf / 2 as half of a two-word alternative.
    assert weights[(WORDS, "同一")] == pytest.approx(max(0.35, 0.5) * stats.idf(WORDS, "同一"))
    # A word no clause holds weighs nothing, but is still listed.
    assert weights[(WORDS, "同じ")] == 0.0 and weights[(WORDS, "不明")] == 0.0
    assert set(weights) == set(term_keys(concepts))


def test_term_weights_put_a_rare_word_above_a_common_one() -> None:
    # ts_rank alone weighs every query term alike; the weights are what makes the rarer word count more.
    docs = _docs()
    concepts = concepts_for("墓地 公開", Glossary.empty(), _no_compounds)
    stats = _stats(docs, concepts)
    assert stats.document_frequency[(WORDS, "公開")] < stats.document_frequency[(WORDS, "墓地")]
    weights = term_weights(concepts, stats)
    assert weights[(WORDS, "公開")] > weights[(WORDS, "墓地")] > 0


def test_a_first_pass_finds_clauses_by_the_informative_terms_only() -> None:
    weights = {(WORDS, "墓地"): 4.0, (WORDS, "する"): 0.5, (BIGRAMS, "墓地"): 2.4, (BIGRAMS, "カー"): 0.9}
    assert informative_terms(["墓地", "する"], ["墓地", "カー"], weights, 0.25) == (["墓地"], ["墓地"])
    assert informative_terms(["墓地", "する"], ["墓地", "カー"], weights, 0.0) == (
        ["墓地", "する"],
        ["墓地", "カー"],
    )
    # Nothing weighs anything (no clause holds any term): every term is kept.
    assert informative_terms(["不明"], ["不明"], {}, 0.25) == (["不明"], ["不明"])


def test_average_lengths_leave_out_clauses_without_the_field() -> None:
    docs = _docs()
    titled = [d.lengths[(WORDS, "title")] for d in docs if d.lengths[(WORDS, "title")]]
    assert average_lengths(docs)[(WORDS, "title")] == sum(titled) / len(titled)
    assert average_lengths([])[(WORDS, "examples")] == 1.0


# --- concepts ------------------------------------------------------------------------------------


def test_the_corpus_decides_whether_split_nouns_are_one_concept() -> None:
    asked: list[tuple[str, ...]] = []

    def co_occur(grams: tuple[str, ...]) -> bool:
        asked.append(grams)
        return True

    (joined,) = concepts_for("山札", Glossary.empty(), co_occur)
    assert asked == [("山札",)] and joined.surface == "山札" and joined.words == ["山", "札"]
    assert [c.surface for c in concepts_for("山札", Glossary.empty(), _no_compounds)] == ["山", "札"]


def test_english_concepts_carry_their_glossary_terms() -> None:
    term = Term("墓地", en=("graveyard",), clause="4.1", document="alpha")
    (concept,) = concepts_for("graveyard", Glossary([term]), _no_compounds)
    assert concept.terms == (term,) and concept.words == ["墓地"] and "墓地" in concept.bigrams
    assert term_keys([concept]) == [(WORDS, "墓地"), (BIGRAMS, "墓地")]


# --- ranking -------------------------------------------------------------------------------------


def test_a_candidate_scores_the_same_alone_as_among_the_whole_corpus() -> None:
    # The site scores the few dozen clauses the database hands over, with corpus-wide statistics.
    docs = _docs()
    concepts = concepts_for("墓地 公開", Glossary.empty(), _no_compounds)
    stats = _stats(docs, concepts)
    everything = {
        (s.doc.document, s.doc.order): s.score for s in rank(docs, concepts, stats, Glossary.empty())
    }
    assert len(everything) > 3
    subset = rank(docs[5:], concepts, stats, Glossary.empty())
    assert subset and all(s.score == everything[(s.doc.document, s.doc.order)] for s in subset)


def test_covering_every_concept_beats_repeating_one() -> None:
    docs = _docs()
    concepts = concepts_for("墓地 公開", Glossary.empty(), _no_compounds)
    order = _keys(rank(docs, concepts, _stats(docs, concepts), Glossary.empty()))
    assert order.index("alpha:4.2") < order.index("alpha:4.1")
    assert order.index("beta:4.1") < order.index("beta:4.1.1")


def test_example_only_matches_are_demoted_and_placeholders_never_answer() -> None:
    docs = _docs()
    concepts = [Concept("墓地", [Alternative(("墓地",), ("墓地",))], {"墓地"})]
    ranked = rank(docs, concepts, _stats(docs, concepts), Glossary.empty())
    assert _keys(ranked)[-1] == "alpha:5.1"  # its example says 墓地, its text does not
    assert EXAMPLE_ONLY_FACTOR < 1
    # 4.4's heading path says 領域, but the clause itself is empty in the source.
    area = concepts_for("領域", Glossary.empty(), _no_compounds)
    found = _keys(rank(docs, area, _stats(docs, area), Glossary.empty()))
    assert "alpha:4.3" in found and "alpha:4.4" not in found


def test_ties_follow_the_document_order_given_by_the_statistics() -> None:
    docs = [
        ClauseDoc.from_record("alpha", 0, ClauseRecord("1", "rule", "墓地", ["x"])),
        ClauseDoc.from_record("beta", 0, ClauseRecord("1", "rule", "墓地", ["x"])),
    ]
    concepts = [Concept("墓地", [Alternative(("墓地",), ())], {"墓地"})]
    stats = CorpusStatistics(("beta", "alpha"), 10, average_lengths(docs), {(WORDS, "墓地"): 2})
    ranked = rank(docs, concepts, stats, Glossary.empty())
    assert ranked[0].score == ranked[1].score and _keys(ranked) == ["beta:1", "alpha:1"]
    assert _keys(rank(docs, concepts, stats, Glossary.empty(), document="alpha")) == ["alpha:1"]


def test_a_preface_is_weighed_down() -> None:
    text = "墓地に置かれたカード"
    docs = [
        ClauseDoc.from_record("alpha", 0, ClauseRecord("0.0.1", "preface", text, [])),
        ClauseDoc.from_record("alpha", 1, ClauseRecord("4.1", "rule", text, ["x"])),
    ]
    concepts = [Concept("墓地", [Alternative(("墓地",), ())], {"墓地"})]
    stats = CorpusStatistics(ORDER, 10, average_lengths(docs), {(WORDS, "墓地"): 2})
    rule, preface = rank(docs, concepts, stats, Glossary.empty())
    assert _keys([rule, preface]) == ["alpha:4.1", "alpha:0.0.1"]
    assert preface.score == pytest.approx(PREFACE_FACTOR * rule.score)


def test_an_equivalent_wording_scores_below_the_word_typed() -> None:
    docs = [ClauseDoc.from_record("alpha", 0, ClauseRecord("1", "rule", "同一名称のカード", ["x"]))]
    literal = [Concept("同一", [Alternative(("同一",), ())], {"同一"})]
    equivalent = [Concept("同じ", [Alternative(("同じ",), ()), Alternative(("同一",), (), 0.7)], {"同じ"})]
    stats = CorpusStatistics(ORDER, 10, average_lengths(docs), {(WORDS, "同一"): 1})
    (a,) = rank(docs, literal, stats, Glossary.empty())
    (b,) = rank(docs, equivalent, stats, Glossary.empty())
    assert b.score == pytest.approx(0.7 * a.score)


def test_the_clause_a_glossary_term_names_is_boosted() -> None:
    docs = _docs()
    concepts = [Concept("墓地", [Alternative(("墓地",), ())], {"墓地"})]
    stats = _stats(docs, concepts)
    plain = {s.doc.order: s.score for s in rank(docs, concepts, stats, Glossary.empty())}
    glossary = Glossary([Term("墓地", clause="4.1.1", document="beta")])
    assert glossary.defined_by("beta", "4.1.1") and not glossary.defined_by("alpha", "4.1.1")
    boosted = {s.doc.order: s.score for s in rank(docs, concepts, stats, glossary)}
    assert boosted[7] > plain[7] and boosted[6] == plain[6]


def test_a_question_about_a_rule_weighs_definitions_less() -> None:
    docs = _docs()
    concepts = [Concept("墓地", [Alternative(("墓地",), ())], {"墓地"})]
    stats = _stats(docs, concepts)
    glossary = Glossary([Term("墓地", clause="4.1.1", document="beta")])
    assert docs[1].is_definition and not docs[2].is_definition
    term = {s.doc.order: s.score for s in rank(docs, concepts, stats, glossary, hints=DocumentHints("墓地"))}
    rule_hints = DocumentHints("墓地", asks_rule=True)
    rule = {s.doc.order: s.score for s in rank(docs, concepts, stats, glossary, hints=rule_hints)}
    assert RULE_QUESTION_POWER < 1
    # 4.1 defines 墓地 (「墓地とは」), beta 4.1.1 is the glossary's defining clause: both keep part of
    # their boost; a clause that defines nothing scores the same.
    assert rule[1] == pytest.approx(term[1] * DEFINITION_BOOST ** (RULE_QUESTION_POWER - 1))
    assert rule[7] == pytest.approx(term[7] * GLOSSARY_BOOST ** (RULE_QUESTION_POWER - 1))
    assert rule[2] == pytest.approx(term[2]) and rule[6] == pytest.approx(term[6])


def test_a_situation_narrating_play_weighs_definitions_less() -> None:
    docs = _docs()
    concepts = [Concept("墓地", [Alternative(("墓地",), ())], {"墓地"})]
    stats = _stats(docs, concepts)
    glossary = Glossary([Term("墓地", clause="4.1.1", document="beta")])
    term = {s.doc.order: s.score for s in rank(docs, concepts, stats, glossary, hints=DocumentHints("墓地"))}
    play_hints = DocumentHints("墓地", narrates_play=True)
    play = {s.doc.order: s.score for s in rank(docs, concepts, stats, glossary, hints=play_hints)}
    assert PLAY_POWER < 1
    assert play[1] == pytest.approx(term[1] * DEFINITION_BOOST ** (PLAY_POWER - 1))
    assert play[7] == pytest.approx(term[7] * GLOSSARY_BOOST ** (PLAY_POWER - 1))
    assert play[2] == pytest.approx(term[2]) and play[6] == pytest.approx(term[6])


@pytest.mark.parametrize(
    ("text", "states"),
    [
        ("サイドデッキのカードは10枚までです。", True),
        ("この行動は各ターン中に1回のみ実行できます。", True),
        ("手札の上限枚数は変わらない。", True),
        ("合計点数を相手に伝える。", True),
        ("チームは三人で構成されます。", True),
        ("防御プレイヤーは自分のクリーチャーでのみブロックできます。", False),
        ("第2章 ターンの進行", False),  # a chapter number counts nothing
    ],
)
def test_a_clause_states_a_count_with_a_counter_or_an_amount_word(text: str, states: bool) -> None:
    assert states_count(text) is states


def test_a_question_for_a_number_prefers_the_clause_that_states_one() -> None:
    docs = [
        ClauseDoc.from_record("alpha", 0, ClauseRecord("1", "rule", "墓地のカードは同じ色です。")),
        ClauseDoc.from_record("alpha", 1, ClauseRecord("2", "rule", "墓地のカードは10枚までです。")),
    ]
    concepts = [Concept("墓地", [Alternative(("墓地",), ())], {"墓地"})]
    stats = CorpusStatistics(ORDER, 10, average_lengths(docs), {(WORDS, "墓地"): 2})
    plain = {
        s.doc.order: s.score for s in rank(docs, concepts, stats, Glossary.empty(), hints=DocumentHints("q"))
    }
    asking = DocumentHints("q", asks_count=True)
    counted = {s.doc.order: s.score for s in rank(docs, concepts, stats, Glossary.empty(), hints=asking)}
    assert COUNT_BOOST > 1
    assert counted[1] == pytest.approx(plain[1] * COUNT_BOOST)
    assert counted[0] == pytest.approx(plain[0])
    assert rank(docs, concepts, stats, Glossary.empty(), hints=DocumentHints("q"))[0].doc.order == 0
    assert rank(docs, concepts, stats, Glossary.empty(), hints=asking)[0].doc.order == 1


# --- numbers and hits ----------------------------------------------------------------------------


def test_number_lookup_lists_exact_clauses_then_the_family_in_document_order() -> None:
    found = lookup_number(_docs(), parse_number_query("4.1"), ORDER)
    assert [(s.match, s.doc.document, s.doc.record.number) for s in found] == [
        ("number", "alpha", "4.1"),
        ("number", "beta", "4.1"),
        ("family", "beta", "4.1.1"),
    ]
    only_alpha = lookup_number(_docs(), parse_number_query("4.1"), ("beta", "alpha"), "alpha")
    assert _keys(only_alpha) == ["alpha:4.1"]


def test_a_named_rulebook_is_the_only_one_searched() -> None:
    beta = lookup_number(_docs(), [NumberQuery("4.1", "beta", only_document=True)], ORDER)
    assert _keys(beta) == ["beta:4.1", "beta:4.1.1"]
    # A syntax hint falls back to every rulebook; the site's slug:number form does not.
    assert _keys(lookup_number(_docs(), [NumberQuery("4.1.1", "alpha")], ORDER)) == ["beta:4.1.1"]
    assert lookup_number(_docs(), [NumberQuery("4.1.1", "alpha", only_document=True)], ORDER) == []


def test_hits_mark_what_the_concepts_looked_for() -> None:
    docs = _docs()
    concepts = concepts_for("墓地", Glossary.empty(), _no_compounds)
    best = rank(docs, concepts, _stats(docs, concepts), Glossary.empty())[0]
    hit = hit_for(best, concepts)
    assert (hit.document, hit.number, hit.match) == ("alpha", "4.1", "text")
    assert "<mark>墓地</mark>" in hit.snippet and hit.score == round(best.score, 4)
    number_hit = hit_for(lookup_number(docs, parse_number_query("4.3"), ORDER)[0])
    assert number_hit.match == "number" and "<mark>" not in number_hit.snippet
    # The hits of a list at once (what the marks are gathered once for) are the hits one by one.
    ranked = rank(docs, concepts, _stats(docs, concepts), Glossary.empty())
    together = hits_for(ranked, concepts)
    assert together == [hit_for(s, concepts) for s in ranked] and len(together) == len(ranked) > 1
    assert [h.snippet for h in together] == [hit_for(s, concepts).snippet for s in ranked]


def test_sentence_share_counts_words_that_meet_in_one_sentence() -> None:
    from rules_index.search import normalise
    from rules_index.search.scoring import sentence_share

    # Needles are normalised (katakana folded to hiragana), as concepts_for makes them.
    concepts = [Concept(w, [Alternative((w,), ())], {normalise(w)}) for w in ("ブロック", "ダメージ", "墓地")]
    together = "ブロックされたキャラにダメージは与えられない。墓地に置く。"
    apart = "ブロックする。ダメージを与える。墓地に置く。"
    assert sentence_share(together, concepts) == pytest.approx(2 / 3)
    assert sentence_share(apart, concepts) == pytest.approx(1 / 3)
    assert sentence_share("何もない。", concepts) == 0.0
    assert sentence_share(together, []) == 0.0


def test_rank_prefers_the_clause_whose_sentence_holds_the_words_together() -> None:
    # Both clauses hold both words once and are as long; only one says them in one sentence.
    records = [
        ClauseRecord("1", "rule", "ブロックが行われた。その後の処理を行う。相手にダメージを与える。"),
        ClauseRecord("2", "rule", "ブロックが行われた場合、相手にダメージを与える。その後の処理を行う。"),
    ]
    docs = [ClauseDoc.from_record("alpha", i, r) for i, r in enumerate(records)]
    concepts = concepts_for("ブロック ダメージ", Glossary.empty(), lambda grams: False)
    keys = term_keys(concepts)
    stats = CorpusStatistics(("alpha",), 2, average_lengths(docs)).with_frequencies(dict.fromkeys(keys, 2))
    ranked = rank(docs, concepts, stats, Glossary.empty())
    assert [s.doc.record.number for s in ranked] == ["2", "1"]
    assert ranked[0].score > ranked[1].score
    # A lone concept has nothing to meet: the order is the scorer's, ties in document order.
    alone = concepts_for("ブロック", Glossary.empty(), lambda grams: False)
    stats = stats.with_frequencies(dict.fromkeys(term_keys(alone), 2))
    assert [s.doc.record.number for s in rank(docs, alone, stats, Glossary.empty())] == ["1", "2"]


# --- a clause's context --------------------------------------------------------------------------

ACTION = [
    ClauseRecord("8", "chapter", "行動", title="行動"),
    ClauseRecord("8.1", "rule", "手札を1枚捨てることで、怪獣を進攻させることができます。", ["8 行動"], "8"),
    ClauseRecord("8.1.1", "rule", "進攻する怪獣を選びます。", ["8 行動"], "8.1"),
    ClauseRecord("8.2", "rule", "この行動は各ターン中に1回のみ実行できます。", ["8 行動"], "8"),
    ClauseRecord("8.3", "rule", "各ターン中に1回、手札を見せることができます。", ["8 行動"], "8"),
]


def test_context_is_the_rule_parent_and_the_clause_pointed_back_to() -> None:
    contexts = contexts_of(ACTION)
    assert contexts[0] == contexts[1] == ""  # a heading parent is the heading path already
    assert contexts[2] == ACTION[1].text  # an item of a rule: the rule
    # 「この行動は」 points back past 8.1's own item to 8.1, the clause before it under the same parent
    assert contexts[3] == ACTION[1].text
    assert contexts[4] == ""  # says what it is about itself
    assert context_text(ACTION[3], None, None) == ""


def _context_docs() -> list[ClauseDoc]:
    contexts = contexts_of(ACTION)
    return [ClauseDoc.from_record("alpha", i, r, contexts[i]) for i, r in enumerate(ACTION)]


def test_a_clause_is_found_through_the_action_its_context_names() -> None:
    docs = _context_docs()
    concepts = concepts_for("1ターンに2回、手札を捨てて進攻", Glossary.empty(), _no_compounds)
    order = _keys(rank(docs, concepts, _stats(docs, concepts), Glossary.empty()))
    # 8.2 says only 「この行動」; its context is what it limits
    assert order.index("alpha:8.2") < order.index("alpha:8.3")
    without = [ClauseDoc.from_record("alpha", i, r) for i, r in enumerate(ACTION)]
    plain = _keys(rank(without, concepts, _stats(without, concepts), Glossary.empty()))
    assert plain.index("alpha:8.2") > plain.index("alpha:8.3")


def test_context_never_adds_to_the_clauses_own_words_nor_counts_in_full() -> None:
    docs = _context_docs()
    concepts = concepts_for("怪獣 進攻", Glossary.empty(), _no_compounds)
    stats = _stats(docs, concepts)
    scored = {s.doc.record.number: s for s in rank(docs, concepts, stats, Glossary.empty())}
    # 8.1.1 says both words itself: its parent saying them again adds nothing
    bare = ClauseDoc.from_record("alpha", 2, ACTION[2])
    (alone,) = rank([bare], concepts, stats, Glossary.empty())
    assert scored["8.1.1"].score == alone.score
    # 8.2 holds neither word: covered through its context at CONTEXT_COVERAGE, below the rule itself
    assert scored["8.2"].coverage == pytest.approx(CONTEXT_COVERAGE) and scored["8.1"].coverage == 1.0
    assert scored["8.2"].score < scored["8.1"].score


def test_a_clause_pointing_back_ranks_on_its_context_in_full_but_reports_its_own_coverage(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    docs = _context_docs()
    concepts = concepts_for("進攻 1回", Glossary.empty(), _no_compounds)
    stats = _stats(docs, concepts)
    full = {s.doc.record.number: s for s in rank(docs, concepts, stats, Glossary.empty())}
    monkeypatch.setattr(scoring, "POINTING_BACK_COVERAGE", CONTEXT_COVERAGE)
    half = {s.doc.record.number: s for s in rank(docs, concepts, stats, Glossary.empty())}
    # 「この行動は…1回のみ」 has 進攻 only through the action it points back to: it ranks as if it said it
    assert full["8.2"].score > half["8.2"].score
    # … but a weak match is judged on the clause's own words: the coverage shown does not change
    assert full["8.2"].coverage == half["8.2"].coverage < 1.0
    # 8.1.1 is an item of its rule, not a clause pointing back: its context still counts half
    assert full["8.1.1"].score == half["8.1.1"].score


def test_another_rulebooks_spelling_of_an_english_word_weighs_less_outside_its_rulebook() -> None:
    # Thirteenth pass: "token" is kaiju's and DM's トークン (core) and Dimension Zero's マーカー; in DM's
    # clauses マーカー is a marker, not what the English asked about.
    from rules_index.search.scoring import FOREIGN_SPELLING_FACTOR

    glossary = Glossary([Term("トークン", en=("token",)), Term("マーカー", en=("token",), document="alpha")])
    (token,) = concepts_for("token", glossary, _no_compounds)
    owners = {a.words: a.documents for a in token.alternatives}
    assert owners[("とーくん",)] == frozenset() and owners[("まーかー",)] == frozenset({"alpha"})
    docs = [
        ClauseDoc.from_record("alpha", 0, ClauseRecord("1", "rule", "マーカーを置く", ["x"])),
        ClauseDoc.from_record("beta", 0, ClauseRecord("1", "rule", "マーカーを置く", ["x"])),
    ]
    stats = CorpusStatistics(ORDER, 10, average_lengths(docs), {(WORDS, "まーかー"): 2})
    own, foreign = rank(docs, [token], stats, glossary)
    assert _keys([own, foreign]) == ["alpha:1", "beta:1"]
    assert 0 < FOREIGN_SPELLING_FACTOR < 1
    assert foreign.score == pytest.approx(FOREIGN_SPELLING_FACTOR * own.score)


def test_an_english_phrase_said_twice_is_one_concept() -> None:
    # Thirteenth pass: "my triggered ability and my opponent's triggered ability" asks about one thing.
    glossary = Glossary([Term("誘発", en=("triggered ability",)), Term("対戦相手", en=("opponent",))])
    concepts = concepts_for(
        "my triggered ability and my opponent's triggered ability", glossary, _no_compounds
    )
    assert [c.surface for c in concepts] == ["triggered ability", "opponent"]


def test_the_sentence_rerank_carries_every_field_of_a_scored_clause() -> None:
    """The rerank by sentences builds each result with ``Scored(doc, score, match, coverage)`` rather than
    ``dataclasses.replace`` (a third of the cost): a field added to ``Scored`` would be reset to its default
    there without a word. Add it to that call, then here."""
    import dataclasses

    from rules_index.search.scoring import Scored

    assert [f.name for f in dataclasses.fields(Scored)] == ["doc", "score", "match", "coverage"]
