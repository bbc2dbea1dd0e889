"""Which rulebook a query is about: the games it names and the games whose own vocabulary it uses.

Five games share one search box, and a judge rarely says which game a sentence is about: the words do.
「進攻怪獣」 and 「戦略カード置き場」 are kaiju's, 「エントリー」 and 「控え室」 Reバース's, 「スクエア」 and
「プランゾーン」 Dimension Zero's; general words (手札, 山札, 捨てる) belong to every game, and a general
clause of the wrong rulebook (a draw or discard rule) otherwise outranks the specific rule of the game
the sentence is about. Each rulebook's glossary (``rules_index/data/glossary/<slug>.toml``) lists the
terms that rulebook defines; a term found in the query is a vote for the rulebooks that define it,
worth more the fewer they are (a term of all five says nothing). Japanese spellings vote in full: the
English of the glossaries is the judges' translation, listed unevenly from one rulebook to the next,
so an English word says which glossary happened to list it rather than which game it belongs to
(measured: English votes lowered the English MRR of the situation set). An English phrase of two words
or more that only rulebook terms translate ("strategy card", "soul card") names a game's own thing,
and votes at :data:`ENGLISH_VOTE_SHARE` of a Japanese vote. A game's name (``names`` in its
glossary: "Dimension Zero", 「マイアース」) is the strongest vote, and is taken out of the query so
that its words ("zero") are not searched for.

The result, :class:`DocumentHints`, is a factor per rulebook that :func:`.scoring.rank` multiplies
into a clause's score: a preference, never a filter (the ``document`` argument of a search is the
filter), so a question the named game does not answer still finds the rule another game has.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache

from .analysis import folds_to_stop_word, normalise, tokenizer
from .glossary import Glossary, english_key

# The rulebook a query names: its clauses score this much more than the others'.
NAMED_BOOST = 2.5
# The rulebook whose vocabulary the query uses most: its clauses score up to 1 + this (others in
# proportion to their share of the votes).
VOCABULARY_BOOST = 1.0
# An English query's votes: its glossary phrases of ENGLISH_VOTE_WORDS words or more that translate to
# rulebook terms only (no core term) give their rulebooks up to this share of the vocabulary boost.
# Measured (site, english kind, all rulebooks, MRR; recall@5 unchanged at 0.2 and 0.3): 0 (none)
# held-out 2 0.527, held-out 3 0.501, held-out 4 0.535; 0.2 the same; 0.3 0.534 / 0.505 / 0.539;
# 0.4 0.534 / 0.489 / 0.544 (held-out 4 recall +1); a full vote (as Japanese) held-out 3 0.485 and
# the first held-out set 0.463 → 0.430; one-word phrases as well at 0.5: the situation set 0.741 → 0.724.
ENGLISH_VOTE_SHARE = 0.3
ENGLISH_VOTE_WORDS = 2
# Glossary spellings shorter than this (after normalisation) are not looked for in a query: one kanji
# (色, 枚) is a substring of too many unrelated words.
_MIN_SPELLING = 2


@dataclass(frozen=True)
class DocumentHints:
    """What a query says about which rulebook it is about."""

    query: str  # the query with the names of games taken out (the query itself when nothing else is left)
    named: frozenset[str] = frozenset()  # rulebooks the query names
    votes: Mapping[str, float] = field(default_factory=dict)  # rulebook → share of vocabulary votes, 0..1
    # The query asks what to do or when, where, who, how many, not what a word means
    # (:func:`asks_for_rule`): a clause that defines one of its words is no better an answer than another.
    asks_rule: bool = False
    # The query is a Japanese sentence telling what happened at a table (:func:`describes_play`).
    narrates_play: bool = False
    # The query asks for a number: how many, how much, 何枚, 何回, いくつ (:func:`asks_for_count`).
    asks_count: bool = False

    def factor(self, document: str) -> float:
        """How much a clause of ``document`` is preferred (1.0: no preference)."""
        factor = NAMED_BOOST if document in self.named else 1.0
        return factor * (1 + VOCABULARY_BOOST * self.votes.get(document, 0.0))

    @classmethod
    def none(cls, query: str) -> DocumentHints:
        return cls(query)


def hints_for(query: str, glossary: Glossary) -> DocumentHints:
    """The games ``query`` names and the share of its rulebook-specific vocabulary each game has."""
    stripped, named = _strip_names(query, glossary)
    named |= _formats_named(query, glossary)
    index = _spellings(glossary)
    longest, rulebooks = _spelling_shape(glossary)
    votes: dict[str, float] = {}

    def vote(documents: frozenset[str]) -> None:
        if not documents or rulebooks < 2:
            return
        # A term only one rulebook defines is a full vote; one every rulebook defines is none.
        weight = (rulebooks - len(documents)) / (rulebooks - 1)
        for d in documents:
            votes[d] = votes.get(d, 0.0) + weight

    for spelling in _japanese_terms(normalise(stripped), index, longest):
        vote(index[spelling])
    top = max(votes.values(), default=0.0)
    shares = {d: v / top for d, v in votes.items()} if top > 0 else {}
    english = _english_votes(stripped, glossary, rulebooks)
    english_top = max(english.values(), default=0.0)
    for d, v in english.items():
        shares[d] = min(1.0, shares.get(d, 0.0) + ENGLISH_VOTE_SHARE * v / english_top)
    play = describes_play(query)
    return DocumentHints(
        stripped,
        frozenset(named),
        shares,
        asks_for_rule(query),
        play,
        # A sentence about play that states a count (「5枚入っていた」「2回進攻した」) asks whether the count
        # is allowed: the rule that answers states the limit (「4枚まで」「1回のみ」), as for 何枚.
        asks_for_count(query) or (play and narrates_count(query)),
    )


# A question for a number: English "how many / how much", Japanese 何 before a counter, いくつ.
_COUNT_QUESTION_RE = re.compile(
    r"\bhow\s+(?:many|much)\b|何\s*(?:枚|回|点|人|体|個|つ|等級|ターン)|いくつ|幾つ", re.IGNORECASE
)


def asks_for_count(query: str) -> bool:
    """Whether ``query`` asks for a number (how many cards, 何枚, いくつ).

    The answer to such a question is a rule that states the number (「4枚まで」「合計点数」「枚数」), where
    its siblings name the same things without one: "How many cards must a commander deck contain?"
    found 701.4e (which cards a deck may hold) above 701.4a (exactly 60 cards).
    """
    return bool(_COUNT_QUESTION_RE.search(unicodedata.normalize("NFKC", query)))


# Two or more cards or times (1枚 is mostly "a card", not a count at issue). Measured with every count and
# the counters 点 / 体 / 個 / つ as well: situations held-out, heldout2 and heldout3 each lost a query from
# the top five (「相手の手札から1枚選ぶ」, 「もう1枚カード出したい」, 「枠が3つとも埋まってる」).
_NARRATED_COUNT_RE = re.compile(r"(?<![0-9])(?:[2-9]|[1-9][0-9]+)\s*(?:枚|回)")


def narrates_count(query: str) -> bool:
    """Whether ``query`` states a count of two or more cards or times (「5枚入っていた」「2回進攻した」)."""
    return bool(_NARRATED_COUNT_RE.search(unicodedata.normalize("NFKC", query)))


def _english_votes(query: str, glossary: Glossary, rulebooks: int) -> dict[str, float]:
    """Rulebook → votes of the English phrases of ``query`` that name a game's own thing: phrases of
    :data:`ENGLISH_VOTE_WORDS` words or more that the glossary translates to rulebook terms only. A
    single word ("draw", "field") is any game's, and so is a phrase the core vocabulary translates."""
    votes: dict[str, float] = {}
    if rulebooks < 2:
        return votes
    for expansion in glossary.expand_english(query):
        documents = {t.document for t in expansion.terms}
        if None in documents or len(expansion.english.split()) < ENGLISH_VOTE_WORDS:
            continue
        weight = (rulebooks - len(documents)) / (rulebooks - 1)
        if weight <= 0:
            continue  # every rulebook's ("removed from the game"): no vote, and no zero top to divide by
        for d in documents:
            votes[d] = votes.get(d, 0.0) + weight  # type: ignore[index]
    return votes


# English question words that ask for a rule: a time, a place, a person, a number, a permission or an
# outcome. "What is X", "what does X mean / do" ask for the definition, and so does a bare term;
# "which X" names the thing asked about as "what X" does (measured with "which" counted as a rule
# question: "Which spell on the stack resolves first?" lost the stack's definition, which answers it).
_RULE_QUESTION_RE = re.compile(
    r"\b(?:when|where|who|whom|whose|how|why|can|could|may|must|should|do|does|did|is|are|am"
    r"|will|would|happens?|allowed)\b",
    re.IGNORECASE,
)
_DEFINITION_QUESTION_RE = re.compile(
    r"^\W*(?:what(?:'s|\s+is|\s+are|\s+does\b.*\b(?:mean|do))\b|define\b|meaning\s+of\b)", re.IGNORECASE
)


def asks_for_rule(query: str) -> bool:
    """Whether ``query`` is an English question about what happens, when, where, who, how many or
    whether something is allowed, rather than what a word means.

    Rulebooks define a term once (「Xとは…」), and that clause names the term the most plainly of all:
    the definition boosts put it first for a question about the term's rule ("When do used source cards
    become available again?" found the definitions of source card and used source card before the rule
    that releases them). Japanese queries are read by :func:`describes_play` instead.
    """
    text = unicodedata.normalize("NFKC", query)
    if not text.isascii():
        return False
    return bool(_RULE_QUESTION_RE.search(text)) and not _DEFINITION_QUESTION_RE.search(text)


# A Japanese query about play has a predicate: a verb (奪う, なくなる, できる) or an auxiliary of a finished
# or ongoing action that Sudachi may leave without one (〜た, 〜ちゃった, 〜てる); a bare term or a noun
# phrase (墓地, 手札の上限は何枚？) has neither.
_PLAY_AUXILIARIES = frozenset({"た", "てる", "ちゃう", "じゃう"})
_MEANING_QUESTION_RE = re.compile(r"とは|って何|ってなに|の意味|何のこと|なんのこと")


def describes_play(query: str) -> bool:
    """Whether ``query`` is a Japanese sentence about play: what happened at a table or what happens if.

    A judge's 「相手のクリーチャーを奪った」, 「もう1枚出そうとしてる」 or 「山札がなくなったらどうなる？」 asks
    what the rules do with an action, as an English "when / can I" question does (:func:`asks_for_rule`):
    the clause that defines one of its words is no better an answer than another rule that holds it. A
    bare term or a noun phrase is left alone, and so is a question about a word's meaning (とは, って何).
    """
    text = unicodedata.normalize("NFKC", query)
    if text.isascii() or _MEANING_QUESTION_RE.search(text):
        return False
    from sudachipy import SplitMode

    for m in tokenizer().tokenize(text, SplitMode.C):
        pos = m.part_of_speech()
        if pos[0] == "動詞" or (pos[0] == "助動詞" and m.normalized_form() in _PLAY_AUXILIARIES):
            return True
    return False


def _strip_names(query: str, glossary: Glossary) -> tuple[str, set[str]]:
    """The query without the games' names, and the slugs named.

    A name that is also a glossary term (Kaiju = 怪獣, a word of the rules) names the game but stays in
    the query; a query that is nothing but a name is kept whole. The query is cut as typed (NFKC only),
    not normalised: Sudachi reads katakana better than the folded hiragana of the index.
    """
    named: set[str] = set()
    text = unicodedata.normalize("NFKC", query)
    for slug, names in glossary.names.items():
        for name in sorted(names, key=len, reverse=True):
            pattern = _name_pattern(name)
            if not pattern.search(text):
                continue
            named.add(slug)
            if not (glossary.expand_english(name) and len(english_key(name)) == 1):
                text = pattern.sub(" ", text)  # else the name is a word of the rules as well
    if not named:
        return query, named
    if not re.search(r"\w", text):
        return query, named
    return text, named


def _formats_named(query: str, glossary: Glossary) -> set[str]:
    """The rulebooks whose formats ``query`` names (DMEDH, ランブル). A format's name is a word of its
    rules, so it stays in the query; a name two rulebooks list says nothing."""
    text = unicodedata.normalize("NFKC", query)
    found: dict[str, set[str]] = {}
    for slug, formats in glossary.formats.items():
        for name in formats:
            if _name_pattern(name).search(text):
                found.setdefault(name.casefold(), set()).add(slug)
    shared = _shared_formats(glossary)
    return {slug for name, slugs in found.items() if name not in shared for slug in slugs}


# Per glossary, and the site loads one per generation of rulebooks: a few are kept, not every one loaded.
_GLOSSARIES = 4


@lru_cache(maxsize=_GLOSSARIES)
def _shared_formats(glossary: Glossary) -> frozenset[str]:
    seen: dict[str, set[str]] = {}
    for slug, formats in glossary.formats.items():
        for name in formats:
            seen.setdefault(name.casefold(), set()).add(slug)
    return frozenset(name for name, slugs in seen.items() if len(slugs) > 1)


@cache
def _name_pattern(name: str) -> re.Pattern[str]:
    folded = re.escape(unicodedata.normalize("NFKC", name))
    # ASCII names are whole words ("rebirth", not "rebirths"), Japanese ones plain substrings. A word
    # ends where Latin letters and digits do: 「DMEDHで」 names DMEDH (``\b`` counts kana as word letters).
    if name.isascii():
        return re.compile(rf"(?<![A-Za-z0-9]){folded}(?![A-Za-z0-9])", re.IGNORECASE)
    return re.compile(folded, re.IGNORECASE)


@lru_cache(maxsize=_GLOSSARIES)
def _spellings(glossary: Glossary) -> dict[str, frozenset[str]]:
    """Normalised Japanese spelling of every rulebook term → the rulebooks that define it (once per
    glossary: the site loads one per generation of rulebooks)."""
    index: dict[str, set[str]] = {}
    for term in glossary.terms:
        if term.document is None:
            continue  # core vocabulary belongs to every game
        for spelling in term.japanese:
            key = normalise(spelling)
            # A spelling folded onto a stop word (マス → ます) would be found in every polite query.
            if len(key) >= _MIN_SPELLING and not folds_to_stop_word(spelling):
                index.setdefault(key, set()).add(term.document)
    return {k: frozenset(v) for k, v in index.items()}


@lru_cache(maxsize=_GLOSSARIES)
def _spelling_shape(glossary: Glossary) -> tuple[int, int]:
    """The longest spelling of :func:`_spellings` and how many rulebooks define one: per glossary (one
    per generation of rulebooks, hence a few entries), where they were counted again for every query."""
    index = _spellings(glossary)
    return max((len(k) for k in index), default=0), len({d for docs in index.values() for d in docs}) or 1


def _japanese_terms(text: str, index: Mapping[str, frozenset[str]], longest: int | None = None) -> list[str]:
    """Glossary spellings in ``text``, longest first at each position, not overlapping (``longest``:
    the length of the longest key of ``index``, when the caller knows it)."""
    if longest is None:
        longest = max((len(k) for k in index), default=0)
    found: list[str] = []
    i = 0
    while i < len(text):
        for size in range(min(longest, len(text) - i), _MIN_SPELLING - 1, -1):
            if text[i : i + size] in index:
                found.append(text[i : i + size])
                i += size
                break
        else:
            i += 1
    return found
