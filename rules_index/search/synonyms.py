"""Synonyms from the Japanese dictionary: Sudachi's synonym groups, limited to the rulebooks' words.

The system dictionary (sudachidict-core) gives each entry the ids of the synonym groups it belongs to
(``Morpheme.synonym_group_ids``): 同じ and 同一 share group 88, 攻撃 and アタック 7856, 敗北 and 負け
27188, 終わる 終える 終了 完了 13412; kana and okurigana spellings of one word share them too. The
dictionary cannot list a group's members, so the corpus does: :func:`build` reads the rulebooks' text
once (per generation of rulebooks on the site, per index in tests) and keeps, per group id, the words
of the rules that carry it, as the words layer stores them (:func:`.analysis.words`).

At query time (:func:`add_synonyms`) a query word with group ids gains, as :class:`.analysis.Equivalent`
wordings, the rules' words of its groups, so they are scored like the general equivalents of
``equivalents.toml`` (:data:`.concepts.EQUIVALENT_WEIGHT`, and their text marks the concept in
snippets and sentences).

Only a query word written in katakana (a loanword: アタック, エリア, ストラテジー) is expanded. A
loanword's group holds its translations, which is what a judge's loanword misses when the rulebook
prints the Japanese word (アタック → 攻撃). A word typed in hiragana has no kanji to say which word it is
(のぞいて: 除く or 覗く? the dictionary guesses, and the synonyms of a wrong guess are another word's);
a kanji word's groups are general Japanese near-synonyms (開始 = 最初, 自分 = 自身, 勝つ = 勝利, 全部 =
全て) that pulled general clauses above the deciding one (measured in docs/rules-index.md: with them the
situation set lost a query from the top five; with loanwords only, nothing moved down). Left out too:

* a word the query already has (アタック and 攻撃 both typed: nothing to add);
* numerals (3 = 三, 1 = 一 read ひと): a number is the number typed, :mod:`.numbers` handles its forms;
* one-character words of the rules (力 for パワー, 名 for 名前, 表 for テーブル): as a word of its own a
  single kanji is cut from too many unrelated compounds to stand for a loanword or a two-kanji word;
* groups with more than :data:`MAX_GROUP_WORDS` words in the rules, and more than
  :data:`MAX_ADDED` added words per query word: a broad group (実行 = 行う = 行動) spreads one query
  word over common verbs.

Pure: no Django; the caller hands over the texts.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from .analysis import Equivalent, QueryGroup, content_morphemes, normalise, query_bigrams, usable_term

# A dictionary synonym scores this share of a general equivalent's weight. Measured on the situation
# set: 1 (the table's equivalent weight) keeps recall, 0.5 lost a query from the top five.
SYNONYM_FACTOR = 1.0

# A group with more words than this in the rules is too broad to stand for any one of them (the
# rulebooks' largest, 5 words: 失敗 = 誤る = 間違い = 間違う = 間違える).
MAX_GROUP_WORDS = 4
# At most this many synonyms join one query word (the rarer ones first would need document
# frequencies; the dictionary's group order is kept instead, which is stable).
MAX_ADDED = 4


@dataclass(frozen=True)
class SynonymIndex:
    """Synonym group id → the rules' words that carry it: (search form, dictionary form) pairs.

    ``words`` is every content word of the rules (search forms of two characters or more, numerals
    left out), whether or not it has a group: the vocabulary :mod:`.dictionary` translates into.
    """

    groups: Mapping[int, tuple[tuple[str, str], ...]]
    words: frozenset[str] = frozenset()

    @classmethod
    def empty(cls) -> SynonymIndex:
        return cls({})

    def words_of(self, group: int) -> tuple[tuple[str, str], ...]:
        return self.groups.get(group, ())


def build(texts: Iterable[str]) -> SynonymIndex:
    """The synonym index of a corpus: every content word of ``texts`` that has synonym groups.

    Words are read as :func:`.analysis.words` reads them for the index (mode C units and their finer
    mode-A parts), so every word kept here is a word the words layer holds.
    """
    found: dict[int, dict[str, str]] = {}
    vocabulary: set[str] = set()
    for text in texts:
        for line in unicodedata.normalize("NFKC", text).splitlines():
            if not line.strip():
                continue
            for piece in content_morphemes(line):
                if piece.part_of_speech()[1] == "数詞":
                    continue
                form = piece.normalized_form()
                term = usable_term(normalise(form))
                if len(term) < 2:
                    continue
                vocabulary.add(term)
                ids = piece.synonym_group_ids()
                for group in ids:
                    found.setdefault(group, {}).setdefault(term, form)
    kept = {g: tuple(sorted(words.items())) for g, words in found.items() if len(words) <= MAX_GROUP_WORDS}
    return SynonymIndex(kept, frozenset(vocabulary))


def add_synonyms(groups: Sequence[QueryGroup], index: SynonymIndex | None) -> list[QueryGroup]:
    """``groups`` with the rules' synonyms of each word added to its equivalents (see the module)."""
    if index is None or not index.groups:
        return list(groups)
    typed = {w for g in groups for w in (*g.words, *g.parts)}
    out = []
    for g in groups:
        if not g.synonym_groups or not _is_loanword(g.surface):
            out.append(g)
            continue
        known = {e.words for e in g.equivalents}
        added: list[Equivalent] = []
        for group in g.synonym_groups:
            for term, form in index.words_of(group):
                if term in typed or (term,) in known or len(added) >= MAX_ADDED:
                    continue
                known.add((term,))
                added.append(_equivalent(term, form))
        out.append(replace(g, equivalents=(*g.equivalents, *added)) if added else g)
    return out


def _equivalent(term: str, form: str) -> Equivalent:
    # The rules' own search form is the word; pairs only without a kana ending, as for the table's
    # wordings (see analysis.Equivalent).
    source = unicodedata.normalize("NFKC", form)
    grams = () if any("ぁ" <= ch <= "ゖ" for ch in source) else tuple(dict.fromkeys(query_bigrams(source)))
    return Equivalent(form, (term,), grams, SYNONYM_FACTOR)


def _is_loanword(text: str) -> bool:
    """Written all in katakana (the long-vowel mark included), as loanwords are."""
    return bool(text) and all("ァ" <= ch <= "ヺ" or ch == "ー" for ch in unicodedata.normalize("NFKC", text))
