"""Rules search: the pure-Python core (no Django), one pipeline whatever holds the corpus.

A query goes through four steps; the corpus-holding steps are the caller's (on the site
:mod:`rules_index.services` with the database store :mod:`rules_index.store`), everything else is here:

1. **query analysis** — :func:`parse_number_query` for clause numbers, else :func:`concepts_for`:
   the query's words (:mod:`.analysis`), English rewritten through the glossary (:mod:`.glossary`);
2. **candidates** — the caller finds the clauses worth scoring (the store: a full-text index) and
   reads them as :class:`ClauseDoc` from the term columns :mod:`.fields` defines, with the corpus's
   :class:`CorpusStatistics` for the query's terms (:func:`term_keys`);
3. **scoring** — :func:`lookup_number` or :func:`rank` (:mod:`.scoring`: BM25F, concept coverage,
   boosts), the one definition of the order of results;
4. **results** — :func:`hit_for`: a :class:`Hit` with an HTML snippet (:mod:`.results`).

Modules:

* :mod:`.analysis` — what text becomes: ``normalise``, ``tokens`` (SudachiPy), ``bigrams``,
  ``index_terms`` (what a field stores), ``query_terms`` (what a query looks for);
* :mod:`.numbers` — clause numbers in the forms judges type → canonical numbers;
* :mod:`.glossary` — English → Japanese expansion and suggestions from the bilingual glossaries;
* :mod:`.fields` — a clause's four fields and eight stored term columns;
* :mod:`.concepts` — a query as concepts with alternatives;
* :mod:`.synonyms` — the dictionary's synonym groups among the rules' words (``build_synonyms``);
* :mod:`.dictionary` — English words no glossary rewrites → the rules' words, from JMdict's glosses;
* :mod:`.vocabulary` — ``hints_for``: the rulebooks a query names or whose defined terms it uses;
* :mod:`.scoring` — ``ClauseDoc``, ``CorpusStatistics``, ``rank``, ``lookup_number``;
* :mod:`.results` — ``Hit``, ``hit_for``, ``snippet_html``.
"""

from .analysis import bigrams, index_terms, normalise, query_terms, tokens
from .concepts import EQUIVALENT_WEIGHT, Alternative, Concept, CoOccur, concepts_for, term_keys
from .dictionary import EnglishDictionary, LazyEnglishDictionary, add_translations, jmdict_path, read_jmdict
from .dictionary import build as build_dictionary
from .fields import (
    BIGRAMS,
    CONTEXT,
    CONTEXT_COLUMNS,
    FIELDS,
    FORMS_COLUMN,
    LAYER_CODES,
    LAYERS,
    TERM_COLUMNS,
    WORDS,
    clause_columns,
    clause_fields,
    context_columns,
    context_text,
    contexts_of,
)
from .glossary import Expansion, Glossary, expand_english, suggest
from .numbers import NumberQuery, parse_number_query
from .results import Hit, hit_for, hits_for, snippet_html, snippet_texts, stored_forms
from .scoring import (
    FIELD_WEIGHTS,
    ClauseDoc,
    CorpusStatistics,
    Scored,
    TermCounts,
    average_lengths,
    lookup_number,
    rank,
    term_weights,
)
from .synonyms import SynonymIndex, add_synonyms
from .synonyms import build as build_synonyms
from .vocabulary import DocumentHints, hints_for

__all__ = [
    "BIGRAMS",
    "CONTEXT",
    "CONTEXT_COLUMNS",
    "EQUIVALENT_WEIGHT",
    "FIELDS",
    "FIELD_WEIGHTS",
    "FORMS_COLUMN",
    "LAYERS",
    "LAYER_CODES",
    "TERM_COLUMNS",
    "WORDS",
    "Alternative",
    "ClauseDoc",
    "CoOccur",
    "Concept",
    "CorpusStatistics",
    "DocumentHints",
    "EnglishDictionary",
    "Expansion",
    "Glossary",
    "Hit",
    "LazyEnglishDictionary",
    "NumberQuery",
    "Scored",
    "SynonymIndex",
    "TermCounts",
    "add_synonyms",
    "add_translations",
    "average_lengths",
    "bigrams",
    "build_dictionary",
    "build_synonyms",
    "clause_columns",
    "clause_fields",
    "concepts_for",
    "context_columns",
    "context_text",
    "contexts_of",
    "expand_english",
    "hints_for",
    "hit_for",
    "hits_for",
    "index_terms",
    "jmdict_path",
    "lookup_number",
    "normalise",
    "parse_number_query",
    "query_terms",
    "rank",
    "read_jmdict",
    "snippet_html",
    "snippet_texts",
    "stored_forms",
    "suggest",
    "term_keys",
    "term_weights",
    "tokens",
]
