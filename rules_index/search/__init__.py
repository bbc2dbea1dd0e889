"""Rules search: the pure-Python core (no Django).

* :mod:`.analysis` — what text becomes: ``normalise``, ``tokens`` (SudachiPy), ``bigrams``,
  ``index_terms`` (what a clause stores), ``query_terms`` (what a query looks for);
* :mod:`.numbers` — clause numbers in the forms judges type → canonical numbers;
* :mod:`.glossary` — English → Japanese expansion and suggestions from the bilingual glossaries;
* :mod:`.ranker` — ``SearchIndex``, the in-memory reference ranker over ``ParsedDocument`` records.

Term generation and scoring are kept apart so that the database layer can store
``index_terms`` in SQLite FTS5 / PostgreSQL and reproduce the ranking documented in :mod:`.ranker`.
"""

from .analysis import bigrams, index_terms, normalise, query_terms, tokens
from .glossary import Expansion, Glossary, expand_english, suggest
from .numbers import NumberQuery, parse_number_query
from .ranker import Hit, SearchIndex

__all__ = [
    "Expansion",
    "Glossary",
    "Hit",
    "NumberQuery",
    "SearchIndex",
    "bigrams",
    "expand_english",
    "index_terms",
    "normalise",
    "parse_number_query",
    "query_terms",
    "suggest",
    "tokens",
]
