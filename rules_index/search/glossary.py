"""Bilingual glossary: English → Japanese query expansion and "did you mean" suggestions.

Sources, merged:

* ``rules_index/data/glossary/<slug>.toml`` — one per rulebook, written from the document
  (``[[term]]`` with ``ja``, optional ``reading``, ``en`` list, ``synonyms`` list, optional ``talk`` list,
  optional ``clause``);
* ``core_glossary.toml`` next to this module — general card-game vocabulary shared by every
  rulebook (card, hand, graveyard, draw…). It exists so that English search works for words that
  no single rulebook glossary defines, and is the fallback while a rulebook has no glossary yet.

Matching English is case- and plural-insensitive and takes the longest phrase first, so
"summoning sickness" expands as one term, not as "summoning" + "sickness".
"""

from __future__ import annotations

import difflib
import itertools
import re
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .analysis import is_english_function_word, normalise

GLOSSARY_DIR = Path(__file__).resolve().parent.parent / "data" / "glossary"
CORE_GLOSSARY = Path(__file__).resolve().parent / "core_glossary.toml"


@dataclass(frozen=True)
class Term:
    ja: str
    en: tuple[str, ...] = ()
    synonyms: tuple[str, ...] = ()
    reading: str = ""
    clause: str | None = None  # the clause that defines the term, canonical number
    document: str | None = None  # None: core vocabulary, valid for every rulebook
    # What players say at the table for the term (タップ for フリーズ状態, 墓地 for 控え室): a word typed
    # from here reaches the term's spellings, one way only. The term's own spelling typed does not look
    # for the slang or another game's word, which would only bring other games' clauses.
    talk: tuple[str, ...] = ()

    @property
    def japanese(self) -> tuple[str, ...]:
        """Every Japanese spelling of the term: the headword and its Japanese synonyms."""
        return (self.ja, *(s for s in self.synonyms if not _is_english(s)))


@dataclass(frozen=True)
class Expansion:
    """One English phrase of a query and the Japanese it stands for."""

    english: str  # the phrase as matched (folded)
    japanese: tuple[str, ...]
    terms: tuple[Term, ...] = field(default=(), compare=False)

    @property
    def clauses(self) -> list[tuple[str, str]]:
        """(document, number) of clauses that define a matched term."""
        return [(t.document, t.clause) for t in self.terms if t.document and t.clause]


def _is_english(text: str) -> bool:
    return bool(re.fullmatch(r"[\x20-\x7e]+", text))


_WORD_RE = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
# The possessive 's: "my opponent's graveyard" is about the opponent and the graveyard, and the glossary
# lists "opponent", not "opponent's" (measured: possessives left monster, opponent and unit untranslated).
_POSSESSIVE_RE = re.compile(r"['\u2019]s\b")


def _english_words(text: str) -> list[str]:
    """The English words of ``text``: normalised, hyphens as spaces, possessive 's taken off."""
    return _WORD_RE.findall(_POSSESSIVE_RE.sub("", normalise(text).replace("-", " ")))


def _singular(word: str) -> str:
    """Crude English singular: enough for glossary headwords (shields, abilities, boxes)."""
    if len(word) <= 3 or word.endswith("ss"):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    if word.endswith("ses"):
        # uses, causes, phases: the e is the stem's, which folding treats alike on both sides (a short
        # stem keeps it: uses and use both fold to use, where "us" matched nothing).
        return word[:-1]
    if word.endswith("s"):
        return word[:-1]
    return word


# A doubled final consonant left by stripping -ed/-ing (tapped → tapp) is one consonant in the stem;
# l and s stay doubled (called → call, passed → pass).
_DOUBLED_KEPT = set("aeioulsz")


# Irregular past forms a judge types ("the player who lost", "I drew", "it was dealt"), to the base form the
# glossaries list: the -ed/-ing folding below only knows regular verbs. "left" stays out (left side or leave).
# static/js/offline.js keeps the same table.
IRREGULAR_FORMS = {
    "began": "begin",
    "begun": "begin",
    "bought": "buy",
    "brought": "bring",
    "caught": "catch",
    "chose": "choose",
    "chosen": "choose",
    "dealt": "deal",
    "drawn": "draw",
    "drew": "draw",
    "fell": "fall",
    "fought": "fight",
    "found": "find",
    "froze": "freeze",
    "frozen": "freeze",
    "gave": "give",
    "given": "give",
    "held": "hold",
    "hid": "hide",
    "hidden": "hide",
    "lost": "lose",
    "paid": "pay",
    "ran": "run",
    "rose": "rise",
    "saw": "see",
    "seen": "see",
    "sent": "send",
    "shown": "show",
    "slain": "slay",
    "slew": "slay",
    "spent": "spend",
    "stood": "stand",
    "struck": "strike",
    "swept": "sweep",
    "thought": "think",
    "threw": "throw",
    "thrown": "throw",
    "told": "tell",
    "understood": "understand",
    "undid": "undo",
    "undone": "undo",
    "won": "win",
    "written": "write",
    "wrote": "write",
}


def fold_english_word(word: str) -> str:
    """A crude English stem, the same for a word's inflections: singular, no -ed/-ing, no final e.

    Both sides of a glossary lookup are folded, so the stem need not be a word: shuffle, shuffled and
    shuffling are all ``shuffl``; tapped and tap are ``tap``; discarded is ``discard``. Judges type
    the form their question needs ("is it tapped?"), glossaries list headwords.
    """
    w = _singular(IRREGULAR_FORMS.get(word, word))
    for suffix in ("ing", "ed"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)]
            if w[-1] == w[-2] and w[-1] not in _DOUBLED_KEPT:
                w = w[:-1]
            break
    if len(w) > 3 and w.endswith("e") and not w.endswith("ee"):
        w = w[:-1]
    return w


_CARD = "card"


def _with_card(key: tuple[str, ...], term: Term) -> list[tuple[str, ...]]:
    """``key`` with "card" before its last word, when the term's Japanese says カード and its English
    does not: 戦略カード置き場 is a strategy card place, and judges say the card that the glossary's
    "strategy zone" leaves out ("strategy card slots"). One-word keys need nothing: "card" beside a
    word is a word of the query of its own."""
    if len(key) < 2 or _CARD in key or not any("カード" in j for j in term.japanese):
        return []
    return _spelling_variants((*key[:-1], _CARD, key[-1]))


_SINGLE_FINAL_L = re.compile(r"[aeiou]l$")


def _spelling_variants(key: tuple[str, ...]) -> list[tuple[str, ...]]:
    """``key`` and the same with the final l of its words doubled where a word ends in a vowel and one l.

    British spelling doubles that l before -ed and -ing (repel → repelled, cancel → cancelled), and
    :func:`fold_english_word` keeps a doubled l (called → call), so the inflected form folds to
    ``repell``: the glossary's headword is found under both stems.
    """
    options = [(w, w + "l") if _SINGLE_FINAL_L.search(w) and not w.endswith("ll") else (w,) for w in key]
    return [tuple(v) for v in itertools.product(*options)] if key else []


def english_key(phrase: str) -> tuple[str, ...]:
    """Folded English words of ``phrase``: lower-case, hyphens and punctuation as spaces, each word
    through :func:`fold_english_word` (plural, -ed, -ing)."""
    return tuple(fold_english_word(w) for w in _english_words(phrase))


class Glossary:
    def __init__(
        self,
        terms: Iterable[Term],
        names: Mapping[str, Sequence[str]] | None = None,
        formats: Mapping[str, Sequence[str]] | None = None,
    ) -> None:
        self.terms: list[Term] = list(terms)
        # What people call each game (slug → names), from the ``names`` key of a rulebook glossary.
        self.names: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in (names or {}).items()}
        # The formats and variants a rulebook defines (slug → names; DMEDH, ランブル), from its ``formats``
        # key: a query about one is about that game, though the format's name is a word of its rules.
        self.formats: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in (formats or {}).items()}
        self._by_english: dict[tuple[str, ...], list[Term]] = {}
        for term in self.terms:
            for phrase in (*term.en, *(s for s in term.synonyms if _is_english(s))):
                key = english_key(phrase)
                for variant in _with_card(key, term) + _spelling_variants(key):
                    entries = self._by_english.setdefault(variant, [])
                    if term not in entries:
                        entries.append(term)
        self._longest = max((len(k) for k in self._by_english), default=0)
        self._japanese: dict[str | None, dict[str, tuple[str, ...]]] = {}
        # Several terms can share a defining clause (myearth 35 defines both 先攻 and 後攻).
        self._defined: dict[tuple[str, str], list[Term]] = {}
        for term in self.terms:
            if term.document and term.clause:
                self._defined.setdefault((term.document, term.clause), []).append(term)

    # --- loading ---------------------------------------------------------------------------------

    @classmethod
    def load(cls, directory: Path = GLOSSARY_DIR, core: Path | None = CORE_GLOSSARY) -> Glossary:
        """The core vocabulary plus every ``<slug>.toml`` in ``directory`` (missing files are fine)."""
        terms: list[Term] = []
        names: dict[str, tuple[str, ...]] = {}
        formats: dict[str, tuple[str, ...]] = {}
        if core is not None and core.exists():
            terms.extend(read_toml(core, None))
        if directory.is_dir():
            for path in sorted(directory.glob("*.toml")):
                terms.extend(read_toml(path, path.stem))
                found = read_names(path)
                if found:
                    names[path.stem] = found
                found = read_names(path, "formats")
                if found:
                    formats[path.stem] = found
        return cls(terms, names, formats)

    @classmethod
    def empty(cls) -> Glossary:
        return cls([])

    # --- English expansion -------------------------------------------------------------------------

    def expand_english(self, query: str, document: str | None = None) -> list[Expansion]:
        """English phrases of ``query`` that the glossary knows, longest match first, left to right.

        With ``document``, terms of other rulebooks are ignored (core terms always apply).
        """
        words = english_key(query)
        raw = _english_words(query)
        # Shown as typed, only singular: the folded stems (retir area) are lookup keys, not words.
        shown = [_singular(w) for w in raw]
        out: list[Expansion] = []
        i = 0
        while i < len(words):
            for size in range(min(self._longest, len(words) - i), 0, -1):
                key = words[i : i + size]
                terms = [
                    t
                    for t in self._by_english.get(key, [])
                    if (document is None or t.document in (None, document))
                    and (size > 1 or _names_word(t, words[i], raw[i]))
                ]
                if terms:
                    japanese = tuple(dict.fromkeys(j for t in terms for j in t.japanese))
                    out.append(Expansion(" ".join(shown[i : i + size]), japanese, tuple(terms)))
                    i += size
                    break
            else:
                i += 1
        return out

    def japanese_synonyms(self, document: str | None = None) -> dict[str, tuple[str, ...]]:
        """Normalised Japanese spelling of a term → every Japanese spelling of the terms that have it.

        A judge types one spelling of a defined term and the rulebook prints another (山札 and
        デッキ置場, 同じ名前 and 同名): the rulebooks' glossaries list them as one term's headword and
        synonyms. Only the rulebooks' own terms count, never the core vocabulary (it merges different
        games' words); with ``document``, only that rulebook's. A term's ``talk`` (what players say for
        it) is a key too, to the term's spellings, and never one of them: one way.
        Spellings shorter than two characters are left out: one kanji is part of too many words.
        Built once per document and kept.
        """
        cached = self._japanese.get(document)
        if cached is not None:
            return cached
        found: dict[str, list[str]] = {}
        for term in self.terms:
            if term.document is None or (document is not None and term.document != document):
                continue
            spellings = term.japanese
            for spelling in (*spellings, *term.talk):
                key = normalise(spelling)
                if len(key) < 2:
                    continue
                entry = found.setdefault(key, [])
                entry.extend(s for s in spellings if s not in entry)
        table = {k: tuple(v) for k, v in found.items()}
        self._japanese[document] = table
        return table

    def japanese_readings(self, document: str | None = None) -> dict[str, tuple[str, ...]]:
        """Reading of a rulebook term (hiragana, as its ``reading``) → every Japanese spelling of the terms
        read so: a word written with other kanji, kana or okurigana (引き直し for 引きなおし) is the same term.

        Readings shorter than three kana are left out (two kana are read by too many words).
        """
        key = f"reading:{document}"
        cached = self._japanese.get(key)
        if cached is not None:
            return cached
        found: dict[str, list[str]] = {}
        for term in self.terms:
            if term.document is None or (document is not None and term.document != document):
                continue
            reading = normalise(term.reading)
            if len(reading) < 3:
                continue
            entry = found.setdefault(reading, [])
            entry.extend(s for s in term.japanese if s not in entry)
        table = {k: tuple(v) for k, v in found.items()}
        self._japanese[key] = table
        return table

    def defined_by(self, document: str, number: str) -> list[Term]:
        """Terms whose defining clause is ``number`` of rulebook ``document`` (most clauses: none)."""
        return self._defined.get((document, number), [])

    # --- suggestions -------------------------------------------------------------------------------

    def suggest(self, query: str, limit: int = 5, extra: Iterable[str] = ()) -> list[str]:
        """Glossary terms (either language) that look like ``query``, most similar first.

        Similarity is the larger of a character-bigram Dice coefficient and difflib's ratio on the
        normalised strings, so it tolerates typos in English ("mulligun") and partial or
        differently-written Japanese (「ぼち」 is far, but 「墓池」 is near 「墓地」). ``extra``
        adds other candidates, e.g. heading titles of the index.
        """
        q = normalise(query)
        if not q:
            return []
        candidates: dict[str, str] = {}
        for term in self.terms:
            for text in (term.ja, *term.en, *term.synonyms, *term.talk):
                if text:
                    candidates.setdefault(normalise(text), text)
            if term.reading:
                # A reading matches as itself but is shown as the headword (ぼち → 墓地).
                candidates.setdefault(normalise(term.reading), term.ja)
        for text in extra:
            if text:
                candidates.setdefault(normalise(text), text)
        scored = []
        for key, shown in candidates.items():
            if key == q or normalise(shown) == q:
                continue
            score = max(_dice(q, key), difflib.SequenceMatcher(None, q, key).ratio())
            if score >= 0.5:
                scored.append((-score, len(shown), shown))
        scored.sort()
        return list(dict.fromkeys(shown for _, _, shown in scored))[:limit]


def _grams(text: str) -> set[str]:
    text = f" {text} "
    return {text[i : i + 2] for i in range(len(text) - 1)}


def _dice(a: str, b: str) -> float:
    ga, gb = _grams(a), _grams(b)
    return 2 * len(ga & gb) / (len(ga) + len(gb))


def _strings(value: object) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    return tuple(str(v) for v in value)  # type: ignore[attr-defined]


def read_names(path: Path, key: str = "names") -> tuple[str, ...]:
    """The ``names`` of one rulebook glossary: what judges call the game (may be empty); with ``key``
    "formats", the names of the formats and variants the rulebook defines."""
    with path.open("rb") as fh:
        return _strings(tomllib.load(fh).get(key))


def read_toml(path: Path, document: str | None) -> list[Term]:
    """Terms of one glossary file. Entries without ``ja`` are skipped: they cannot expand anything."""
    with path.open("rb") as fh:
        data = tomllib.load(fh)
    terms = []
    for entry in data.get("term", []):
        ja = str(entry.get("ja", "")).strip()
        if not ja:
            continue
        clause = entry.get("clause")
        terms.append(
            Term(
                ja=ja,
                en=_strings(entry.get("en")),
                synonyms=_strings(entry.get("synonyms")),
                talk=_strings(entry.get("talk")),
                reading=str(entry.get("reading", "")),
                clause=str(clause) if clause not in (None, "") else None,
                document=document,
            )
        )
    return terms


_default: Glossary | None = None


def default_glossary() -> Glossary:
    """The glossary from the repository files, loaded once."""
    global _default
    if _default is None:
        _default = Glossary.load()
    return _default


def _names_word(term: Term, key: str, typed: str) -> bool:
    """Whether one typed word may stand for ``term``: a function word only when the term lists it as
    such or as a past form (won → win), never through the folding of another word. Folding takes the
    final e off both sides, so "note" (メモ) became "not", and every "can I choose not to" asked about
    notes."""
    if not is_english_function_word(typed) or typed in IRREGULAR_FORMS:
        return True
    return any(english_key(e) == (key,) and e.lower() == typed for e in (*term.en, *term.synonyms))


def expand_english(query: str, document: str | None = None) -> list[Expansion]:
    """:meth:`Glossary.expand_english` on the repository glossary."""
    return default_glossary().expand_english(query, document)


def suggest(query: str, limit: int = 5) -> list[str]:
    """:meth:`Glossary.suggest` on the repository glossary."""
    return default_glossary().suggest(query, limit)
