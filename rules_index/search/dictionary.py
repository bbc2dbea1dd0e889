"""English → Japanese from a bilingual dictionary (JMdict), limited to the rulebooks' words.

The glossaries rewrite the English of the games (tap, graveyard, priority); an English question also
uses everyday words no glossary lists (refuse, excess, precedence, contradicts). JMdict gives English
glosses for Japanese words: 拒否 "refusal; rejection; to refuse", 過剰 "excess", 優先 "precedence".
Read backwards and kept to the words the rulebooks print, a gloss says which rule word an English word
may be: refuse → 拒否, precedence → 優先 / 順位.

* **Built** (:func:`build`) from the dictionary's senses (:func:`read_jmdict` reads the SQLite database
  of the ``jamdict-data`` package) and the rules' vocabulary (:attr:`.synonyms.SynonymIndex.words`): a
  single-word English gloss (``to`` of a verb and parentheses dropped, folded as the glossaries fold
  English: refused = refuse) maps to the search form of a spelling of the entry, when the rules use
  that form: the spelling folded as the index folds it, or Sudachi's one content word of it (拒否る
  "to refuse" is 拒否). A spelling all in hiragana is left out: kana words are grammar (そう, おる) more
  often than content, and their folded form matches unrelated words.
* **Ranked**: a sense scores 2× when its entry is a common word (JMdict's priority marks) and 2× when
  it is the entry's first sense; an English word keeps only its best-scoring rule words, and none at
  all when more than :data:`MAX_WORDS` tie (order → 順, 順位, 順序, 段階, 等級, 命令…: too vague to help);
  words of fewer than :data:`MIN_LETTERS` letters are abbreviations (ad, cw, ps) and left out.
* **At query time** (:func:`add_translations`): an English word the glossaries did not rewrite (it
  reaches the concepts as an ASCII word, which no clause holds) gains its rule words as
  :class:`.analysis.Equivalent` wordings at :data:`TRANSLATION_FACTOR` of the equivalent weight.

The dictionary's licence (CC BY-SA) is why nothing derived from it is committed: the table is built
from the installed package, per generation of rulebooks (see :mod:`rules_index.services`).
Pure: no Django; the caller hands over the senses and the vocabulary.
"""

from __future__ import annotations

import re
import sqlite3
import threading
import unicodedata
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from .analysis import Equivalent, QueryGroup, normalise, query_bigrams, query_terms
from .glossary import fold_english_word

# A translation scores this share of a general equivalent's weight (0.7 × 0.7 ≈ 0.5 of the word typed).
# Measured (docs/rules-index.md): 0.35 and 0.5 of the word typed gave the same recall; 0.7 lowered the
# situation set's English MRR (0.754 → 0.745).
TRANSLATION_FACTOR = 0.7
# More rule words than this tied at the best score: the English word is too vague to translate.
MAX_WORDS = 4
# Shorter English "words" are mostly abbreviations (ad, kk, cw, ps), which JMdict reads one way and a
# judge may mean another (a card's mark, a game's short name).
MIN_LETTERS = 3
# A spelling this many characters longer than a rule word may be a form of it (拒否る: 拒否 as a verb).
_ENDING = 2

_PARENS_RE = re.compile(r"\([^)]*\)")
_WORD_RE = re.compile(r"[a-z][a-z'-]*")


@dataclass(frozen=True)
class Sense:
    """One sense of a dictionary entry: its English glosses and the entry's Japanese spellings."""

    glosses: tuple[str, ...]
    spellings: tuple[str, ...]
    common: bool = False  # the entry carries a priority mark (a common word)
    first: bool = False  # the entry's first sense


@dataclass(frozen=True)
class EnglishDictionary:
    """Folded English word → the rulebooks' words (search forms) it translates to."""

    words: Mapping[str, tuple[str, ...]]

    @classmethod
    def empty(cls) -> EnglishDictionary:
        return cls({})

    def translate(self, english: str) -> tuple[str, ...]:
        word = english.lower()
        return self.words.get(fold_english_word(word)) or self.words.get(word, ())


class LazyEnglishDictionary(EnglishDictionary):
    """An :class:`EnglishDictionary` built on first use: reading JMdict takes seconds, and most searches
    (Japanese words, clause numbers) never ask for an English word's translation."""

    def __init__(self, load: Callable[[], EnglishDictionary]) -> None:
        object.__setattr__(self, "_load", load)
        object.__setattr__(self, "_built", None)
        object.__setattr__(self, "_lock", threading.Lock())

    @property  # type: ignore[override]
    def words(self) -> Mapping[str, tuple[str, ...]]:
        built = self._built
        if built is None:
            with self._lock:  # two first English searches at once build it once
                built = self._built
                if built is None:
                    built = self._load()
                    object.__setattr__(self, "_built", built)
        return built.words


def gloss_key(gloss: str) -> str:
    """A gloss as a lookup key: one English word, folded; "" for anything longer or not a word."""
    text = _PARENS_RE.sub(" ", gloss).strip().lower()
    if text.startswith("to "):
        text = text[3:].strip()
    return fold_english_word(text) if _WORD_RE.fullmatch(text) else ""


def _is_hiragana(text: str) -> bool:
    return all("ぁ" <= ch <= "ゖ" or ch == "ー" for ch in text)


def _form(spelling: str, vocabulary: Collection[str], known: dict[str, str | None]) -> str | None:
    """The vocabulary word ``spelling`` writes, if any: the spelling folded, or Sudachi's one content
    word of it (拒否る → 拒否); never a spelling all in hiragana."""
    if spelling not in known:
        source = unicodedata.normalize("NFKC", spelling)
        form: str | None = None
        if not _is_hiragana(source):
            folded = normalise(source)
            if folded in vocabulary:
                form = folded
            else:
                groups = query_terms(source).groups
                if len(groups) == 1 and len(groups[0].words) == 1 and groups[0].words[0] in vocabulary:
                    form = groups[0].words[0]
        known[spelling] = form if form and len(form) >= 2 else None
    return known[spelling]


def build(senses: Iterable[Sense], vocabulary: Collection[str]) -> EnglishDictionary:
    """English word → the best-scoring rule words its glosses name (see the module)."""
    scores: dict[str, dict[str, int]] = {}
    known: dict[str, str | None] = {}
    for sense in senses:
        forms = [_form(s, vocabulary, known) for s in sense.spellings]
        forms = [f for f in dict.fromkeys(forms) if f]
        if not forms:
            continue
        score = (2 if sense.common else 1) * (2 if sense.first else 1)
        for gloss in sense.glosses:
            key = gloss_key(gloss)
            if len(key) < MIN_LETTERS:
                continue
            found = scores.setdefault(key, {})
            for form in forms:
                found[form] = max(found.get(form, 0), score)
    out: dict[str, tuple[str, ...]] = {}
    for key, found in scores.items():
        top = max(found.values())
        best = sorted(w for w, s in found.items() if s == top)
        if len(best) <= MAX_WORDS:
            out[key] = tuple(best)
    return EnglishDictionary(out)


def read_jmdict(path: Path, vocabulary: Collection[str]) -> Iterator[Sense]:
    """The senses of the JMdict database at ``path`` (jamdict's schema) whose entry has a spelling that
    may be a word of ``vocabulary``, read only; each with those spellings only.

    A spelling may be the word itself (the vocabulary's words and their katakana forms, the folded
    form the index stores for loanwords) or the word and a short ending (拒否る "to refuse", a verb of
    拒否: :data:`_ENDING` characters at most); :func:`build` decides with Sudachi which ones are.
    """
    wanted = {w for word in vocabulary for w in (word, _katakana(word))}
    by_start: dict[str, list[str]] = {}
    for word in wanted:
        by_start.setdefault(word[:2], []).append(word)
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        spellings: dict[int, list[str]] = {}
        for idseq, text in connection.execute(
            "SELECT idseq, text FROM Kanji UNION ALL SELECT idseq, text FROM Kana"
        ):
            if text in wanted or any(
                text.startswith(w) and len(text) - len(w) <= _ENDING for w in by_start.get(text[:2], ())
            ):
                spellings.setdefault(idseq, []).append(text)
        if not spellings:
            return
        connection.execute("CREATE TEMP TABLE entries (idseq INTEGER PRIMARY KEY)")
        connection.executemany("INSERT INTO temp.entries VALUES (?)", ((i,) for i in spellings))
        common = {
            idseq
            for (idseq,) in connection.execute(
                "SELECT k.idseq FROM Kanji k JOIN KJP p ON p.kid = k.ID"
                " WHERE k.idseq IN (SELECT idseq FROM temp.entries)"
                " UNION SELECT k.idseq FROM Kana k JOIN KNP p ON p.kid = k.ID"
                " WHERE k.idseq IN (SELECT idseq FROM temp.entries)"
            )
        }
        glosses: dict[int, list[str]] = {}
        entry_of: dict[int, int] = {}
        for sid, idseq, text in connection.execute(
            "SELECT s.ID, s.idseq, g.text FROM Sense s JOIN SenseGloss g ON g.sid = s.ID"
            " WHERE g.lang = 'eng' AND s.idseq IN (SELECT idseq FROM temp.entries) ORDER BY s.ID"
        ):
            glosses.setdefault(sid, []).append(text)
            entry_of[sid] = idseq
        first: dict[int, int] = {}
        for sid in sorted(entry_of):
            first.setdefault(entry_of[sid], sid)
        for sid, texts in glosses.items():
            idseq = entry_of[sid]
            yield Sense(tuple(texts), tuple(spellings[idseq]), idseq in common, first[idseq] == sid)
    finally:
        connection.close()


def jmdict_path() -> Path | None:
    """The JMdict database of the installed ``jamdict-data`` package, or None without it."""
    try:
        import jamdict_data  # type: ignore[import-untyped]
    except ImportError:
        return None
    path = Path(jamdict_data.JAMDICT_DB_PATH)
    return path if path.is_file() else None


def _katakana(word: str) -> str:
    return "".join(chr(ord(ch) + 0x60) if "ぁ" <= ch <= "ゖ" else ch for ch in word)


def add_translations(groups: Sequence[QueryGroup], dictionary: EnglishDictionary | None) -> list[QueryGroup]:
    """``groups`` with each untranslated English word's rule words added to its equivalents."""
    asks = any(g.surface.isascii() and g.surface.isalpha() for g in groups)
    # Only a query with an untranslated English word touches the table (a lazy one is built then).
    if dictionary is None or not asks or not dictionary.words:
        return list(groups)
    typed = {w for g in groups for w in (*g.words, *g.parts)}
    out = []
    for g in groups:
        found = dictionary.translate(g.surface) if g.surface.isascii() and g.surface.isalpha() else ()
        known = {e.words for e in g.equivalents}
        added = [_equivalent(w) for w in found if w not in typed and (w,) not in known]
        out.append(replace(g, equivalents=(*g.equivalents, *added)) if added else g)
    return out


def _equivalent(term: str) -> Equivalent:
    # Pairs only without a kana ending, as for the table's wordings (see analysis.Equivalent).
    grams = () if any("ぁ" <= ch <= "ゖ" for ch in term) else tuple(dict.fromkeys(query_bigrams(term)))
    return Equivalent(term, (term,), grams, TRANSLATION_FACTOR)
