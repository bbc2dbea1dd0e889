"""Text analysis for rules search: normalisation, words (SudachiPy) and character bigrams.

Everything that decides *which terms* a clause or a query is made of lives here, and nothing here
scores anything. The Django layer stores exactly the output of :func:`index_terms` (space-joined, one
column per field and layer, see :mod:`.fields`) in SQLite FTS5 ``unicode61`` or a PostgreSQL ``simple``
tsvector, and searches with :func:`query_terms` (through :mod:`.concepts`); :mod:`.scoring` decides how
those terms are scored.

Two layers:

* **words** — SudachiPy (sudachidict-core, bundled in the wheel, so nothing is downloaded at run
  time) in split mode C, plus the finer mode-A pieces of any long unit, so that both
  ``スマッシュゾーン`` and ``ゾーン`` match. Each morpheme contributes its *normalised form* (引いた →
  引く, ブレイク → ブレーク), then :func:`normalise` (width, case, katakana → hiragana). Particles,
  auxiliaries, punctuation and a few light words are dropped by part of speech.
* **bigrams** — overlapping character pairs of the normalised text, which catch what a segmenter
  splits differently from the judge, and let 1–2 character words (墓地, 対象, 手札) use an index.
  A document stores the bigrams of its whole text; a query looks only for the bigrams of its own
  content words, so the particles of a natural question (「手札の上限は何枚？」) add no noise.

Queries get two more things documents do not (see :func:`query_terms`):

* **question words** are weighed down by part of speech: pronouns (何, どこ, 誰, いつ) and adverbs
  (どう), and the interrogative numeral of a counter is dropped (何枚 → 枚: the card count is the
  content, 何 the blank). Auxiliaries of modality (〜てもいい, 〜できる) keep their weight: may,
  must and can are what rules decide, and the text says them too (行っても良い);
* **equivalents** from ``equivalents.toml``: general Japanese wordings that mean the same
  (同じ = 同一, 決まる = 決定, なくなる = 無い), searched as weaker alternatives of the word typed,
  because judges ask in everyday words and rulebooks answer in formal ones.
"""

from __future__ import annotations

import re
import threading
import tomllib
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sudachipy import Dictionary, Morpheme, Tokenizer

# Katakana U+30A1..U+30F6 map to hiragana by a fixed offset; ヷ-ヺ have no hiragana twin and stay.
_KATA_START, _KATA_END, _KANA_OFFSET = 0x30A1, 0x30F6, 0x60

# Marks judges (and PDF extraction) use for the long vowel after kana: all become ー.
_LONG_VOWEL_VARIANTS = "ｰ−‐‑–—―－～〜~-"
# A whole run is matched (「ぁ-~」): the lookbehind sees the source text, so replacing one mark at a
# time would leave the second for the next call and break idempotence.
_LONG_VOWEL_RE = re.compile(rf"(?<=[ぁ-ゖァ-ヺー])[{re.escape(_LONG_VOWEL_VARIANTS)}]+")

_SPACE_RE = re.compile(r"\s+")

# Characters that never form part of a bigram: spaces, punctuation, symbols.
_BIGRAM_SPLIT_RE = re.compile(r"[^\w]+|_+")

# Parts of speech that carry no meaning for search.
_DROP_POS = {"助詞", "助動詞", "補助記号", "記号", "空白", "感動詞", "接続詞"}

# Light words that occur in almost every clause or question; their normalised forms (after
# :func:`normalise`). IDF would make them near-worthless anyway, but dropping them keeps the stored
# index small and questions short.
_STOP_WORD_SPELLINGS = (
    "為る",
    "する",
    "有る",
    "ある",
    "居る",
    "いる",
    "成る",
    "なる",
    "事",
    "こと",
    "物",
    "もの",
    "何",
    "何時",
    "どう",
    "どの",
    "どれ",
    "どこ",
    "此の",
    "この",
    "其の",
    "その",
    "ます",
    "です",
    "れる",
    "られる",
    "か",
    "よう",
    "様",
    "ため",
    "為",
    "際",
    "等",
    "など",
    "場合",
    "とき",
    "時",
)


# One table lookup per character in C (str.translate) instead of a Python loop: normalise runs on every
# snippet and clause head of every search, and the loop was a quarter of a search's time.
_KANA_TABLE = {cp: cp - _KANA_OFFSET for cp in range(_KATA_START, _KATA_END + 1)}


def _fold_kana(text: str) -> str:
    return text.translate(_KANA_TABLE)


def normalise(text: str) -> str:
    """Fold a string so that spellings a judge may type compare equal.

    NFKC (full-width ASCII and digits, half-width katakana, compatibility forms), lower-case,
    long-vowel variants after kana → ー, katakana → hiragana, runs of white space → one space.
    Idempotent: ``normalise(normalise(x)) == normalise(x)``.
    """
    text = unicodedata.normalize("NFKC", text).lower()
    # lower() can produce characters NFKC would change again (e.g. 'İ' → 'i̇'), so normalise twice.
    text = unicodedata.normalize("NFKC", text)
    text = _LONG_VOWEL_RE.sub(lambda m: "ー" * len(m[0]), text)
    text = _fold_kana(text)
    # Folding can join a combining voiced mark to its base (か + ゙) — compose once more.
    text = unicodedata.normalize("NFKC", text)
    return _SPACE_RE.sub(" ", text).strip()


_STOP_WORDS = frozenset(normalise(w) for w in _STOP_WORD_SPELLINGS)

# Weight of a question word in a query (see QueryGroup.weight): enough to break ties between clauses
# that match the real content, too little to let a clause win on 「いつ」 or 「どこ」 alone.
QUESTION_WEIGHT = 0.25

# Parts of speech of words that stand for the unknown in a question or qualify the asking, not the
# rule asked about: pronouns (何, どこ, 誰, いつ, これ) and adverbs (どう, もう, 必ず).
_QUESTION_POS = {"代名詞", "副詞"}

# Interrogative numerals. Sudachi tags them 数詞 like 3 or 十, and they sit inside a counter unit
# (何枚, 何回, 幾つ), so part of speech alone cannot tell them from a number; the class is closed.
_INTERROGATIVE_NUMERALS = frozenset({"何", "幾"})

# Words that tell how a judge came to hear of a situation, not what happened: 「相手は…と言っている」,
# 「…で揉めている」, 「…か聞かれた」. A situation is told in these, and no rule decides them; as full
# query words they made a clause win on 言う (rare in rules text, so a high idf). Normalised forms
# (Sudachi's 言う, 揉める…); weighed like question words, not dropped: 「宣言」 is a rule word, and a
# clause that happens to say 言う still breaks a tie. そのまま (as it was) tells the same way.
_NARRATION_WORDS = frozenset(
    normalise(w)
    for w in (
        "言う",
        "言い出す",
        "言い張る",
        "主張",
        "揉める",
        "聞く",
        "尋ねる",
        "思う",
        "困る",
        "文句",
        "侭",
        "そのまま",
    )
)

EQUIVALENTS_FILE = Path(__file__).resolve().parent / "equivalents.toml"

# English function words: articles, pronouns, prepositions, conjunctions, auxiliaries and question
# words, and the words of asking permission ("am I allowed to", "is it okay to": a rule that permits says
# できる, which every rulebook says hundreds of times). The rulebooks are Japanese, so these never name
# what a question is about; as query words they
# only matched the few English fragments of the texts (a preface's title, a card's English name) and
# made those clauses look like answers to every English question. Content words stay (Sudachi reads
# many loanwords as katakana: player → プレイヤー), and glossary phrases are matched on the raw query,
# so "go first" or "draw a card" still expand as wholes.
_ENGLISH_STOP_TEXT = """
    a an the this that these those it its it's i me my mine you your yours he him his she her hers we us
    our ours they them their theirs one ones someone something anyone anything
    what when where which who whom whose why how whether
    is are was were be been being am do does did doing done have has had having
    can could may might must shall should will would
    not no nor don doesn didn isn aren wasn weren haven hasn hadn can't cannot won wouldn shouldn couldn
    don't doesn't didn't isn't aren't wasn't weren't haven't hasn't hadn't won't wouldn't shouldn't couldn't
    i'm i've i'd that's what's there's
    t s d ll re ve m
    of in on at to into onto from by with without for about as than then so if or and but also
    up out off over under again there here just only still yet even ever very too
    happen happens happened get gets got let lets say says said go goes went gone going
    take takes took taken taking
    many much each every any some during while after before until make makes made become becomes
    like way thing things really actually anymore nothing everything
    allowed allow allows permitted permit permits okay ok possible able
"""
_ENGLISH_STOP_WORDS = frozenset(_ENGLISH_STOP_TEXT.split())


# --- Sudachi -------------------------------------------------------------------------------------

_dictionary: Dictionary | None = None
_dictionary_lock = threading.Lock()
_local = threading.local()


def tokenizer() -> Tokenizer:
    """A SudachiPy tokenizer for this thread.

    The dictionary is loaded once per process (module-level lazy singleton: loading is the slow
    part); each thread gets its own tokenizer from it because a tokenizer keeps per-call state and
    is not meant to be shared between threads (Django may serve requests on several threads).
    """
    global _dictionary
    tok = getattr(_local, "tokenizer", None)
    if tok is None:
        if _dictionary is None:
            with _dictionary_lock:
                if _dictionary is None:
                    from sudachipy import Dictionary

                    _dictionary = Dictionary(dict="core")
        tok = _local.tokenizer = _dictionary.tokenizer()
    return tok


@dataclass(frozen=True)
class Word:
    """One content word: its normalised search form and the surface text it came from."""

    term: str
    surface: str


def _keep(pos: tuple[str, ...]) -> bool:
    return pos[0] not in _DROP_POS


def words(text: str) -> list[Word]:
    """Content words of ``text`` (mode C units, plus their mode-A parts when finer)."""

    # Sudachi reads NFKC text best (its dictionary has half-width ASCII, full-width kana).
    source = unicodedata.normalize("NFKC", text)
    if not source.strip():
        return []
    out: list[Word] = []
    for piece in content_morphemes(source):
        term = usable_term(normalise(piece.normalized_form()))
        if not term:
            continue
        out.append(Word(term, piece.surface()))
    return out


def content_morphemes(source: str) -> Iterator[Morpheme]:
    """The content morphemes of NFKC ``source`` as the words layer reads them: each kept mode-C unit,
    then its kept mode-A parts when they are finer (the index and the synonym groups share this)."""
    from sudachipy import SplitMode

    for morpheme in tokenizer().tokenize(source, SplitMode.C):
        if not _keep(morpheme.part_of_speech()):
            continue
        yield morpheme
        sub = morpheme.split(SplitMode.A)
        if len(sub) > 1:
            yield from (m for m in sub if _keep(m.part_of_speech()))


def tokens(text: str) -> list[str]:
    """Search forms of the content words of ``text``, in order, repeats kept (they are term frequency)."""
    return [w.term for w in words(text)]


def bigrams(text: str) -> list[str]:
    """Character bigrams of the normalised text, never across punctuation or spaces.

    Each run of characters also yields its **last character** alone. Every character of a run is
    then the first character of some stored term, so a one-character query (「枚」, 「色」) is a
    *prefix* query on this layer (FTS5 ``"枚"*``, PostgreSQL ``'枚':*``) without storing a unigram
    for every character.
    """
    out: list[str] = []
    for run in _BIGRAM_SPLIT_RE.split(normalise(text)):
        if not run:
            continue
        out.extend(run[i : i + 2] for i in range(len(run) - 1))
        out.append(run[-1])
    return out


def query_bigrams(text: str) -> list[str]:
    """The bigrams a query word looks for: its character pairs, or the character itself if alone.

    Unlike :func:`bigrams`, no trailing single character is added to longer runs: a query matches
    whole pairs, and a one-character word is looked up as a prefix (see :func:`bigrams`).
    """
    out: list[str] = []
    for run in _BIGRAM_SPLIT_RE.split(normalise(text)):
        if len(run) == 1:
            out.append(run)
        else:
            out.extend(run[i : i + 2] for i in range(len(run) - 1))
    return out


# --- What documents store and what queries look for ---------------------------------------------


@dataclass(frozen=True)
class IndexTerms:
    """The terms one field of a clause contributes, per layer."""

    words: list[str]
    bigrams: list[str]

    def as_columns(self) -> tuple[str, str]:
        """Space-joined columns for FTS5 ``unicode61`` / a ``simple`` tsvector (terms contain no space)."""
        return " ".join(self.words), " ".join(self.bigrams)


@dataclass(frozen=True)
class Equivalent:
    """Another wording of a query word (from ``equivalents.toml``).

    A clause matches it through all of ``words`` (Sudachi search forms) or through ``bigrams``
    (character pairs, only for wordings without okurigana: the pairs of 加える would be 加え and える,
    and える is in half the verbs of a rulebook).
    """

    text: str
    words: tuple[str, ...]
    bigrams: tuple[str, ...]
    weight: float = (
        1.0  # times the equivalent weight (a dictionary synonym's is SYNONYM_FACTOR, see .synonyms)
    )


@dataclass(frozen=True)
class QueryGroup:
    """One content word of a query.

    ``words`` is the mode-C search form; ``parts`` the mode-A pieces of that unit when finer (empty
    otherwise). A clause matches the word through either — the whole unit with ``bigrams`` (the
    character pairs of its surface), or all of its parts with ``part_bigrams``. A one-character
    bigram is a prefix query (see :func:`bigrams`).

    ``weight`` is 1 for a content word and :data:`QUESTION_WEIGHT` for a question word;
    ``equivalents`` are other wordings of the same meaning, to be scored below the literal word.
    ``start``/``end`` are the word's offsets in the (NFKC) query and ``pos`` its Sudachi part of
    speech, so that :mod:`.concepts` can see which words were typed as one (山札 read as 山 + 札).
    """

    surface: str
    words: tuple[str, ...]
    parts: tuple[str, ...]
    bigrams: tuple[str, ...]
    part_bigrams: tuple[str, ...] = ()
    weight: float = 1.0
    equivalents: tuple[Equivalent, ...] = ()
    start: int = -1
    end: int = -1
    pos: str = ""
    reading: str = ""  # Sudachi's reading, normalised (hiragana): how the word sounds, whatever the spelling
    synonym_groups: tuple[int, ...] = ()  # the dictionary's synonym group ids of the word (see .synonyms)


@dataclass(frozen=True)
class QueryTerms:
    """What a query looks for, one :class:`QueryGroup` per content word.

    Each group becomes one concept (:mod:`.concepts`): a long word is not counted twice through its
    parts, and the scorer counts how many concepts a clause covers, so several words combine without
    needing to be adjacent.
    """

    groups: list[QueryGroup]

    @property
    def words(self) -> list[str]:
        return list(
            dict.fromkeys(
                t
                for g in self.groups
                for t in (*g.words, *g.parts, *(w for e in g.equivalents for w in e.words))
            )
        )

    @property
    def bigrams(self) -> list[str]:
        return list(
            dict.fromkeys(
                t
                for g in self.groups
                for t in (*g.bigrams, *g.part_bigrams, *(b for e in g.equivalents for b in e.bigrams))
            )
        )


def index_terms(text: str) -> IndexTerms:
    """What a document field stores: every content word and every bigram of the text."""
    return IndexTerms(tokens(text), bigrams(text))


def query_terms(query: str) -> QueryTerms:
    """What a query looks for, grouped by content word (see :class:`QueryTerms`).

    Bigrams are taken from each word's own surface, never across word boundaries, so the particles
    of a question never form query bigrams. Question words get a low weight and words of the
    equivalence table their other wordings (see the module docstring).
    """
    table = equivalents()
    groups = []
    source = unicodedata.normalize("NFKC", query)
    for g in _query_groups(query):
        keys = g.words or g.parts
        found = []
        if g.pos == "動詞" and _PASSIVE_RE.match(source, g.end if g.end >= 0 else len(source)):
            # A verb's passive can be a word of its own at the table: やられた (遣る) is "got beaten",
            # where やる is "play" (4人でやってて).
            found = [e for k in keys for e in table.get(k + PASSIVE, ())]
        found = found or [e for k in keys for e in table.get(k, ())]
        if not found and g.words:
            # A compound the table does not know may still end in a word it does (決め方 → 決める).
            found = [e for k in g.parts for e in table.get(k, ())]
        if found:
            literal = {*g.words, *g.parts}
            unique = {e.words: e for e in found if not set(e.words) <= literal}
            g = replace(g, equivalents=tuple(unique.values()))
        groups.append(g)
    return QueryTerms(groups)


def _query_groups(query: str) -> list[QueryGroup]:
    """The groups of ``query`` without equivalents (also used to analyse the table itself)."""
    from sudachipy import SplitMode

    source = unicodedata.normalize("NFKC", query)
    groups: list[QueryGroup] = []
    if not source.strip():
        return groups
    previous: Morpheme | None = None
    for morpheme in tokenizer().tokenize(source, SplitMode.C):
        pos = morpheme.part_of_speech()
        after_te, previous = _after_te(previous), morpheme
        if not _keep(pos) or (pos[0] == "接頭辞" and morpheme.normalized_form() == "御"):
            # The polite prefix (お互い's お, ご) names nothing: as a concept it matched every 御 of the
            # texts. Other prefixes stay: 非 of 非ターンプレイヤー, 超 of 超次元 are the meaning.
            continue
        if after_te and pos[1] == "非自立可能":
            # 引いてしまった, 戻してほしい, 置いておく: after the te-form these verbs and adjectives only
            # add aspect or a request to the verb before them, which is the content.
            continue
        sub = list(morpheme.split(SplitMode.A))
        surface = morpheme.surface()
        if len(sub) > 1 and any(_is_interrogative_numeral(m) for m in sub):
            # 何枚 / 何回 / 幾つ: the numeral is the question's blank, the counter is the content.
            sub = [m for m in sub if not _is_interrogative_numeral(m) and _keep(m.part_of_speech())]
            words_ = tuple(w for w in (usable_term(normalise(m.normalized_form())) for m in sub) if w)
            if not words_:
                continue
            grams = tuple(dict.fromkeys(g for m in sub for g in query_bigrams(m.surface())))
            surface = "".join(m.surface() for m in sub)
            groups.append(
                QueryGroup(surface, words_, (), grams, (), 1.0, (), morpheme.begin(), morpheme.end(), pos[0])
            )
            continue
        if _is_interrogative_numeral(morpheme) or _is_english_function_word(surface):
            continue
        whole = normalise(morpheme.normalized_form())
        parts: tuple[str, ...] = ()
        if len(sub) > 1:
            parts = tuple(
                usable_term(normalise(m.normalized_form())) for m in sub if _keep(m.part_of_speech())
            )
            parts = tuple(p for p in parts if p)
        words_ = tuple(w for w in (usable_term(whole),) if w)
        if not words_ and not parts:
            if pos[0] == "名詞" and folds_to_stop_word(surface):
                # A katakana noun folded onto a stop word (マス → ます, the polite auxiliary): its own
                # spelling would look for every polite sentence, so it searches nothing itself, but it
                # stays a word a glossary can give its rule wording (マス → スクエア).
                groups.append(
                    QueryGroup(
                        surface,
                        (),
                        (),
                        (),
                        (),
                        1.0,
                        (),
                        morpheme.begin(),
                        morpheme.end(),
                        pos[0],
                        normalise(morpheme.reading_form()),
                        tuple(morpheme.synonym_group_ids()),
                    )
                )
            continue
        # Bigrams of the surface, and of the normalised form when it differs (ブレイク/ブレーク).
        grams = _content_pairs(
            tuple(dict.fromkeys([*query_bigrams(surface), *query_bigrams(morpheme.normalized_form())]))
        )
        part_grams = tuple(dict.fromkeys(g for p in parts for g in query_bigrams(p)))
        narration = whole in _NARRATION_WORDS or (not whole and set(parts) <= _NARRATION_WORDS)
        weight = QUESTION_WEIGHT if pos[0] in _QUESTION_POS or narration else 1.0
        groups.append(
            QueryGroup(
                surface,
                words_,
                parts,
                grams,
                part_grams,
                weight,
                (),
                morpheme.begin(),
                morpheme.end(),
                pos[0],
                normalise(morpheme.reading_form()),
                tuple(morpheme.synonym_group_ids()),
            )
        )
    return groups


_KANA_PAIR_RE = re.compile(r"[ぁ-ゖー]{2}")
_KANJI_RE = re.compile(r"[\u4e00-\u9fff々]")


def _content_pairs(grams: tuple[str, ...]) -> tuple[str, ...]:
    """The pairs of a word written with kanji, without those made only of its kana ending.

    The okurigana of 終わった gives わっ and わる, which 変わった and 加わる hold too: two of the word's
    three pairs, enough to count the word as present in a clause that never says it. A word all in kana
    (ダメージ, なくなる) keeps every pair: there the kana are the word.
    """
    if not any(_KANJI_RE.search(g) for g in grams):
        return grams
    kept = tuple(g for g in grams if not _KANA_PAIR_RE.fullmatch(g))
    return kept or grams


def _after_te(previous: Morpheme | None) -> bool:
    """Whether ``previous`` is the te-particle that links a verb to an auxiliary verb (て, で)."""
    return (
        previous is not None
        and previous.part_of_speech()[:2] == ("助詞", "接続助詞")
        and (previous.surface() in ("て", "で"))
    )


def is_english_function_word(word: str) -> bool:
    """Whether ``word`` (one English word as typed, any case) is an English function word."""
    return word.lower() in _ENGLISH_STOP_WORDS


def _is_english_function_word(surface: str) -> bool:
    """An ASCII unit made only of English function words (Sudachi may join two: "is it")."""
    if not surface.isascii():
        return False
    found = re.findall(r"[a-z']+", surface.lower())
    return bool(found) and not re.search(r"[0-9]", surface) and all(w in _ENGLISH_STOP_WORDS for w in found)


def _is_interrogative_numeral(morpheme: Morpheme) -> bool:
    pos = morpheme.part_of_speech()
    return pos[:2] == ("名詞", "数詞") and morpheme.normalized_form() in _INTERROGATIVE_NUMERALS


# --- Equivalents ---------------------------------------------------------------------------------


# The passive auxiliary after a verb stem (やら-れ-た, 食べ-られ-た), and the table key suffix of a group
# whose ``passive`` is true: its words mean what the table says only in the passive (やられる).
_PASSIVE_RE = re.compile(r"ら?れ")
PASSIVE = "+passive"


@cache
def equivalents(path: Path = EQUIVALENTS_FILE) -> dict[str, tuple[Equivalent, ...]]:
    """The equivalence table: search form of a word → the other wordings of its groups.

    ``equivalents.toml`` holds ``[[group]]`` entries: ``words`` are interchangeable (each one, when
    it is a single query word, brings in all the others); ``also`` are wordings searched for but
    never expanded from (「0枚」 answers 「なくなる」, but a judge typing 0枚 means the number). A group
    with ``passive = true`` applies only to its words typed in the passive (key: word + :data:`PASSIVE`).
    Read once per process; a missing file means no equivalents.
    """
    if not path.exists():
        return {}
    with path.open("rb") as fh:
        data = tomllib.load(fh)
    table: dict[str, list[Equivalent]] = {}
    for entry in data.get("group", []):
        members = [(str(w), True) for w in entry.get("words", [])] + [
            (str(w), False) for w in entry.get("also", [])
        ]
        analysed = [(_equivalent(text), is_key) for text, is_key in members]
        analysed = [(e, is_key) for e, is_key in analysed if e.words or e.bigrams]
        for e, is_key in analysed:
            if not is_key or len(e.words) != 1:
                continue  # only a single word can be what a query group is
            others = [o for o, _ in analysed if o.words != e.words]
            key = e.words[0] + (PASSIVE if entry.get("passive") else "")
            table.setdefault(key, []).extend(others)
    return {k: tuple({e.words: e for e in v}.values()) for k, v in table.items()}


# Bounded: ordinals built from a typed query (第 + its number) reach it, so the set of keys is the users'.
@lru_cache(maxsize=4096)
def equivalent_of(text: str) -> Equivalent:
    """``text`` as another wording of a query word (what a glossary synonym is searched as)."""
    return _equivalent(text)


def _equivalent(text: str) -> Equivalent:
    if folds_to_stop_word(text):
        return Equivalent(text, (), ())  # マス as another wording of スクエア: nothing it can search for
    groups = _query_groups(text)
    words_ = tuple(w for g in groups for w in (g.words or g.parts))
    # Pairs only for wordings with no kana ending (同一, 0枚): see Equivalent.
    source = unicodedata.normalize("NFKC", text)
    grams = tuple(query_bigrams(source)) if not re.search(r"[ぁ-ゖ]", source) else ()
    return Equivalent(text, words_, grams)


def folds_to_stop_word(text: str) -> bool:
    """Whether ``text`` is not a stop word as written but becomes one when folded: katakana マス (a
    board's square) is the auxiliary ます in hiragana. Such a spelling can be neither searched nor
    looked for in folded text (it is in every polite sentence)."""
    folded = normalise(text)
    return folded in _STOP_WORDS and folded != unicodedata.normalize("NFKC", text).lower().strip()


def usable_term(term: str) -> str:
    """``term`` unless it is a stop word or has no letter or digit (then "")."""
    if not term or term in _STOP_WORDS or not any(ch.isalnum() for ch in term):
        return ""
    return term
