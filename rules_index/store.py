"""The database-backed search store: write the terms of current clauses, retrieve and count in SQL.

Writing (at import time, from :mod:`rules_index.importer`): every clause of a document's current version
gets one :class:`~rules_index.models.ClauseSearchEntry` holding, for each ranked field, the words
and bigrams columns of :func:`rules_index.search.clause_columns`. SQLite mirrors them into an FTS5
table by trigger; on PostgreSQL this module also writes two weighted tsvectors (words, bigrams).

Reading (from :mod:`rules_index.services`), three kinds of question, each answered by an index:

* :func:`candidate_ids` — the clauses matching any informative query term, best first by the
  database's ranking (FTS5 ``bm25()`` with per-column weights / the sum of the scorer's per-term idf
  weights × ``ts_rank`` with per-field weights), top *N*;
* :func:`document_frequencies` — per query term, in how many current clauses it occurs (for IDF);
* :func:`corpus_stats` — clause count and average field lengths (for BM25 length normalisation).

Clauses come back as the pure core's :class:`~rules_index.search.ClauseDoc` and statistics as its
:class:`~rules_index.search.CorpusStatistics`: the final order is decided in Python by
:func:`rules_index.search.rank` (see :mod:`rules_index.services`); everything here is about finding
the candidates and the corpus statistics without holding the corpus in memory.
"""

from __future__ import annotations

import json
import re
import threading
from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace

from django.db import connection, transaction
from django.db.models import Q

from .models import Clause, ClauseSearchEntry, Document, DocumentVersion
from .parsers.base import ClauseRecord, Defect
from .search import (
    BIGRAMS,
    CONTEXT_COLUMNS,
    FIELD_WEIGHTS,
    FIELDS,
    FORMS_COLUMN,
    LAYER_CODES,
    TERM_COLUMNS,
    WORDS,
    ClauseDoc,
    CorpusStatistics,
    clause_columns,
    clause_fields,
    context_columns,
    contexts_of,
    snippet_texts,
    stored_forms,
)
from .search.scoring import BIGRAM_WEIGHT, WORD_WEIGHT, informative_terms

TABLE = ClauseSearchEntry._meta.db_table
FTS_TABLE = f"{TABLE}_fts"
# The scorer's layer weights, for the database's first-pass ranking (the final order is the scorer's).
_LAYER_WEIGHT = {"words": WORD_WEIGHT, "bigrams": BIGRAM_WEIGHT}
# PostgreSQL tsvector weight letter per field (ts_rank takes at most four weights: one per field).
_PG_WEIGHT_LETTER = {"title": "A", "text": "B", "path": "C", "examples": "D"}
_PG_MAX_POSITION = 16383  # tsvector positions stop there


# --- writing -----------------------------------------------------------------------------------------


def _typos(stored: list[dict] | None) -> list[Defect]:
    """The stored typos whose intended wording is known: the search columns read them as intended."""
    return [
        Defect(d.get("line", 0), d["code"], d.get("message", ""), printed=d["printed"], reading=d["reading"])
        for d in stored or []
        if d.get("printed") and d.get("reading")
    ]


def write_version(version: DocumentVersion) -> int:
    """Make ``version``'s clauses the document's searchable rows (replacing any other version's)."""
    rows = (
        Clause.objects.filter(version=version)
        .order_by("position")
        .values_list(
            "pk",
            "number",
            "kind",
            "title",
            "text",
            "heading_path",
            "parent_number",
            "examples",
            "aliases",
            "defects",
        )
    )
    records = {
        pk: ClauseRecord(
            number,
            kind,
            text,
            path,
            parent or None,
            title,
            examples,
            aliases=aliases,
            defects=_typos(defects),
        )
        for pk, number, kind, title, text, path, parent, examples, aliases, defects in rows
    }
    entries = []
    for (pk, record), context in zip(records.items(), contexts_of(list(records.values())), strict=True):
        number, title, aliases = record.number, record.title, record.aliases
        entries.append(
            ClauseSearchEntry(
                clause_id=pk,
                document_id=version.document_id,
                version=version,
                number=number,
                aliases=f" {' '.join(aliases)} " if aliases else "",
                title=title[:300],
                **clause_columns(record),
                **context_columns(context),
                snippet_forms=shown_forms(record),
            )
        )
    with transaction.atomic():
        ClauseSearchEntry.objects.filter(document_id=version.document_id).delete()
        ClauseSearchEntry.objects.bulk_create(entries, batch_size=500)
        if connection.vendor == "postgresql":
            _write_tsvectors(entries)
        else:
            _merge_fts_segments()
    vacuum()
    return len(entries)


def shown_forms(record: ClauseRecord) -> str:
    """The stored Sudachi forms of the texts a hit on ``record`` makes its snippet from: the record as
    :func:`load_clauses` reads it back (its typos as printed: a snippet shows the printed text)."""
    shown = replace(record, defects=[])
    return stored_forms(snippet_texts(shown, clause_fields(shown)))


def _merge_fts_segments() -> None:
    """SQLite: merge the FTS5 index into one segment (``optimize``).

    The trigger writes each batch of rows as segments of their own and deletes leave tombstones: a term's
    postings were then read from several segments on every search. One merge per import (well under a
    second) costs less than that on every candidate query; the rows found and their bm25 are the same.
    """
    with connection.cursor() as cursor:
        cursor.execute(f"INSERT INTO {FTS_TABLE}({FTS_TABLE}) VALUES ('optimize')")


def vacuum() -> None:
    """On PostgreSQL and outside a transaction, clear the dead rows a write left (else nothing).

    The vectors are written by UPDATE after the insert, so every row just written leaves a dead copy
    behind: until autovacuum came, each first pass scanned twice the pages (~30% of its server time).
    VACUUM cannot run inside a transaction, so the importer calls this again after committing; inside
    an outer one (tests) autovacuum is left to it.
    """
    if connection.vendor == "postgresql" and not connection.in_atomic_block:
        with connection.cursor() as cursor:
            cursor.execute(f"VACUUM ANALYZE {TABLE}")


def ensure_current(document: Document) -> bool:
    """Rewrite the document's rows when they are missing or not of its current version; True if written."""
    current = document.current_version_id
    if current is None:
        return False
    rows = ClauseSearchEntry.objects.filter(document_id=document.pk)
    if rows.filter(version_id=current).exists() and not rows.exclude(version_id=current).exists():
        return False
    write_version(DocumentVersion.objects.get(pk=current))
    return True


def _pg_vector(columns: dict[str, str], layer: str) -> str:
    """A tsvector literal with positions (term frequency) and one weight letter per field."""
    positions: dict[str, list[str]] = {}
    pos = 0
    for name in FIELDS:
        letter = _PG_WEIGHT_LETTER[name]
        for term in columns[f"{name}_{layer}"].split():
            pos = min(pos + 1, _PG_MAX_POSITION)
            positions.setdefault(term, []).append(f"{pos}{letter}")
    return " ".join(f"{_pg_quote(t)}:{','.join(p)}" for t, p in positions.items())


def _pg_quote(term: str) -> str:
    return "'" + term.replace("\\", "\\\\").replace("'", "''") + "'"


def _write_tsvectors(entries: Sequence[ClauseSearchEntry]) -> None:
    params = [
        (_pg_vector(e.__dict__, "words"), _pg_vector(e.__dict__, "bigrams"), e.clause_id) for e in entries
    ]
    with connection.cursor() as cursor:
        cursor.executemany(
            f"UPDATE {TABLE} SET words_tsv = %s::tsvector, bigrams_tsv = %s::tsvector WHERE clause_id = %s",
            params,
        )


# --- reading -----------------------------------------------------------------------------------------


def corpus_stats(documents: tuple[str, ...]) -> CorpusStatistics:
    """Clause count and per-field average lengths, over the clauses that have the field (as
    :func:`rules_index.search.average_lengths`); ``documents`` is the order results list rulebooks in."""
    parts = []
    columns = (*TERM_COLUMNS, *CONTEXT_COLUMNS)
    for column in columns:
        # Terms never contain a space, so the count of terms is one more than the count of spaces.
        parts.append(
            f"AVG(CASE WHEN {column} <> '' THEN LENGTH({column}) - LENGTH(REPLACE({column}, ' ', '')) + 1 END)"
        )
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT COUNT(*), {', '.join(parts)} FROM {TABLE}")
        count, *averages = cursor.fetchone()
    avg_len = {}
    for column, average in zip(columns, averages, strict=True):
        name, layer = column.split("_")
        avg_len[(LAYER_CODES[layer], name)] = float(average) if average else 1.0
    return CorpusStatistics(documents, int(count), avg_len)


def clause_texts() -> list[str]:
    """The field texts of every clause of the corpus (what :func:`rules_index.search.build_synonyms`
    reads once per generation)."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT {_RECORD_SQL} FROM {TABLE} s"
            f" JOIN {Clause._meta.db_table} c ON c.id = s.clause_id"
            f" JOIN {Document._meta.db_table} d ON d.id = s.document_id"
            " ORDER BY s.clause_id"
        )
        rows = cursor.fetchall()
    return [t for doc in _load(rows, with_columns=False) for t in doc.fields_text.values() if t]


def term_statistics() -> dict[tuple[str, str], int]:
    """Every stored term's and one-character prefix's document frequency at once (PostgreSQL:
    ``ts_stat``; SQLite: the FTS5 index's own vocabulary), for :func:`document_frequencies`.

    One COUNT per query term over the GIN index cost ~45 ms a query on PostgreSQL (each count visits the
    heap for every matching row), and on SQLite one MATCH per term was one more statement on every
    search; the whole table of terms is ~10,000 entries, read in 0.1-0.2 s, so the search service
    builds it once per generation of current versions and looks terms up in it.
    """
    if connection.vendor != "postgresql":
        return _sqlite_term_statistics()
    out: dict[tuple[str, str], int] = {}
    with connection.cursor() as cursor:
        for layer, column in ((WORDS, "words_tsv"), (BIGRAMS, "bigrams_tsv")):
            cursor.execute("SELECT word, ndoc FROM ts_stat(%s)", [f"SELECT {column} FROM {TABLE}"])
            out.update(((layer, word), int(ndoc)) for word, ndoc in cursor.fetchall())
        # A one-character bigram term is a prefix (see analysis.bigrams): counting its clauses was a
        # COUNT over the index per query (~3 ms); all ~900 prefixes at once take ~75 ms per generation.
        # They replace ts_stat's exact one-character entries, which a query never asks for.
        cursor.execute(
            "SELECT LEFT(word, 1), COUNT(DISTINCT clause_id) FROM"
            f" (SELECT clause_id, UNNEST(tsvector_to_array(bigrams_tsv)) AS word FROM {TABLE}) t GROUP BY 1"
        )
        out.update(((BIGRAMS, prefix), int(ndoc)) for prefix, ndoc in cursor.fetchall())
    return out


# Terms FTS5's tokenizer (unicode61, remove_diacritics 0) reads as one token, unchanged: lower-case ASCII
# letters and digits, kana, the long-vowel mark, 々 and the common kanji. The MATCH of such a term finds
# exactly the clauses whose index holds that token, so the index's vocabulary gives its count. Any
# other term (punctuation, symbols, rarer scripts: split or folded by the tokenizer) is counted by MATCH.
_PLAIN_TERM = re.compile(r"[0-9a-z\u3005\u3041-\u3096\u30a1-\u30fa\u30fc\u4e00-\u9fff]+")
_FTS_VOCABULARY = f"{FTS_TABLE}_instances"  # a TEMP table: per connection, nothing stored


def _plain(term: str) -> bool:
    return _PLAIN_TERM.fullmatch(term) is not None


def _sqlite_term_statistics() -> dict[tuple[str, str], int]:
    """:func:`term_statistics` from FTS5's own index (``fts5vocab``, every token's instances): per
    layer, the clauses holding each token in one of the layer's four columns, and on the bigram layer
    the clauses holding a token that starts with each character (what ``"x"*`` matches)."""
    layer_of = " ".join(
        f"WHEN '{c}' THEN '{WORDS if c.endswith('_words') else BIGRAMS}'" for c in TERM_COLUMNS
    )
    grams = ", ".join(f"'{c}'" for c in TERM_COLUMNS if c.endswith("_bigrams"))
    out: dict[tuple[str, str], int] = {}
    with connection.cursor() as cursor:
        cursor.execute(
            f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.{_FTS_VOCABULARY}"
            f" USING fts5vocab(main, {FTS_TABLE}, instance)"
        )
        cursor.execute(
            f"SELECT CASE col {layer_of} END, term, COUNT(DISTINCT doc) FROM temp.{_FTS_VOCABULARY} GROUP BY 1, 2"
        )
        out.update(((layer, term), int(n)) for layer, term, n in cursor.fetchall())
        # As on PostgreSQL, the prefix counts replace the exact one-character bigram entries.
        cursor.execute(
            f"SELECT SUBSTR(term, 1, 1), COUNT(DISTINCT doc) FROM temp.{_FTS_VOCABULARY}"
            f" WHERE col IN ({grams}) GROUP BY 1"
        )
        out.update(((BIGRAMS, prefix), int(n)) for prefix, n in cursor.fetchall())
    return out


def document_frequencies(
    terms: Iterable[tuple[str, str]], known: dict[tuple[str, str], int] | None = None
) -> dict[tuple[str, str], int]:
    """How many stored clauses hold each (layer, term); a one-character bigram is a prefix.

    ``known`` is :func:`term_statistics` of the same generation (terms and prefixes): a key it lacks is
    in no clause. On SQLite only plain terms (:data:`_PLAIN_TERM`) are read there; the others are
    counted by MATCH, as every term is without ``known``.
    """
    asked = list(dict.fromkeys(terms))
    out: dict[tuple[str, str], int] = {}
    keys = asked
    if known is not None:
        if connection.vendor == "postgresql":
            return {k: known.get(k, 0) for k in asked}
        out = {k: known.get(k, 0) for k in asked if _plain(k[1])}
        keys = [k for k in asked if k not in out]
    if not keys:
        return out
    if connection.vendor == "postgresql":
        column = {WORDS: "words_tsv", BIGRAMS: "bigrams_tsv"}
        sql = ", ".join(
            f"(SELECT COUNT(*) FROM {TABLE} WHERE {column[layer]} @@ %s::tsquery)" for layer, _ in keys
        )
        params = [_pg_term(layer, term) for layer, term in keys]
    else:
        sql = ", ".join(f"(SELECT COUNT(*) FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s)" for _ in keys)
        params = [_fts_filter(layer, [term]) for layer, term in keys]
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {sql}", params)
        counts = cursor.fetchone()
    out.update((key, int(n)) for key, n in zip(keys, counts, strict=True))
    return {k: out[k] for k in asked}  # in the order asked, as before


def holds_all(layer: str, terms: Sequence[str]) -> bool:
    """Whether some stored clause holds every one of ``terms`` on ``layer`` (any fields)."""
    if not terms:
        return False
    if connection.vendor == "postgresql":
        column = "words_tsv" if layer == WORDS else "bigrams_tsv"
        sql = f"SELECT 1 FROM {TABLE} WHERE {column} @@ %s::tsquery LIMIT 1"
        param = " & ".join(_pg_term(layer, t) for t in terms)
    else:
        sql = f"SELECT 1 FROM {FTS_TABLE} WHERE {FTS_TABLE} MATCH %s LIMIT 1"
        param = _fts_filter(layer, terms, "AND")
    with connection.cursor() as cursor:
        cursor.execute(sql, [param])
        return cursor.fetchone() is not None


TermGroup = tuple[Sequence[str], Sequence[str]]  # one query concept's words and bigrams


def candidate_ids(
    concepts: Sequence[TermGroup],
    document: str | None,
    limit: int,
    weights: Mapping[tuple[str, str], float] | None = None,
) -> list[int]:
    """Clause ids for the scorer, best first by the database's ranking.

    Two passes, each at most ``limit``: clauses matching *any* term, and — for several concepts —
    clauses matching *every* concept (some word or bigram of each). The scorer multiplies a score by
    the squared share of concepts covered, so a clause with all of them can win while ranking low on a
    plain term sum; the second pass makes sure such clauses reach the scorer.

    ``weights`` (:func:`rules_index.search.term_weights`) are what each term is worth to the scorer:
    the first pass finds its clauses by the informative terms only (:data:`FILTER_SHARE`), and on
    PostgreSQL ranks by them (FTS5's ``bm25()`` has its own idf).
    """
    concepts = [(list(w), list(b)) for w, b in concepts if w or b]
    if not concepts:
        return []
    words = list(dict.fromkeys(t for w, _ in concepts for t in w))
    grams = list(dict.fromkeys(t for _, b in concepts for t in b))
    passes = [[(words, grams)]]
    if len(concepts) > 1:
        passes.append(concepts)
    ids: dict[int, None] = {}
    if connection.vendor == "postgresql":
        statements = [_pg_candidates_sql(required, document, limit, weights) for required in passes]
        for found in _pg_index_reads(statements):
            ids.update(dict.fromkeys(found))
    else:
        for required in passes:
            ids.update(dict.fromkeys(_sqlite_candidates(required, document, limit, weights)))
    return list(ids)


_NO_SEQSCAN = "SET LOCAL enable_seqscan = off"


def _pg_index_reads(statements: Sequence[tuple[str, list[str]]]) -> list[list[int]]:
    """The first column of each candidate query's rows, the queries run with the table read through
    its GIN indexes, not by a sequential scan.

    When a query's terms match a third of the clauses or more (a common word, a one-character prefix)
    the planner chose to scan the whole table and test every row's vectors, detoasting them all (a
    bigram vector is up to ~6 KB); through the index only the matching rows are read. On the bench's
    172 candidate queries (EXPLAIN ANALYZE) 110 were sequential scans, and their total execution time
    fell from 274 to 163 ms, the slowest from 14 to 4 ms. The rows are the same either way (ordered by
    rank, then id).

    The setting never outlives the reads. Outside a transaction (the site's autocommit) the setting
    and the queries go as one message, which PostgreSQL runs as one implicit transaction that
    ``SET LOCAL`` ends with: one round trip for every pass, where each pass was one before (round trips
    cost more than the plan gains on a busy machine). Inside a caller's transaction (tests, a task in
    ``atomic``), or with server-side binding (no several statements in one message), the setting is
    made in a savepoint that is rolled back after the reads, which change nothing.
    """
    if not statements:
        return []
    import psycopg  # only on PostgreSQL

    with connection.cursor() as cursor:
        own_transaction = connection.get_autocommit() and not connection.in_atomic_block
        if own_transaction and isinstance(cursor.cursor, psycopg.ClientCursor):
            sql = "; ".join([_NO_SEQSCAN, *(sql for sql, _ in statements)])
            cursor.execute(sql, [p for _, params in statements for p in params])
            out = []
            for _ in statements:
                cursor.nextset()  # past the SET's empty result, then from one query to the next
                out.append([row[0] for row in cursor.fetchall()])
            return out
    if not connection.get_autocommit():  # a transaction of the caller's (atomic or not)
        savepoint = transaction.savepoint()
        try:
            return _pg_reads_without_seqscan(statements)
        finally:
            transaction.savepoint_rollback(savepoint)
    with transaction.atomic():
        return _pg_reads_without_seqscan(statements)


def _pg_reads_without_seqscan(statements: Sequence[tuple[str, list[str]]]) -> list[list[int]]:
    """:func:`_pg_index_reads` one statement at a time, in a transaction (or savepoint) of the caller's."""
    with connection.cursor() as cursor:
        cursor.execute(_NO_SEQSCAN)
        out = []
        for sql, params in statements:
            cursor.execute(sql, params)
            out.append([row[0] for row in cursor.fetchall()])
        return out


def _fts_term(layer: str, term: str) -> str:
    quoted = '"' + term.replace('"', '""') + '"'
    # One character on the bigram layer stands for every bigram it starts (see analysis.bigrams).
    return quoted + "*" if layer == BIGRAMS and len(term) == 1 else quoted


def _fts_filter(layer: str, terms: Sequence[str], operator: str = "OR") -> str:
    columns = " ".join(c for c in TERM_COLUMNS if c.endswith("_words" if layer == WORDS else "_bigrams"))
    return "{" + columns + "} : (" + f" {operator} ".join(_fts_term(layer, t) for t in terms) + ")"


def _fts_any(words: Sequence[str], grams: Sequence[str]) -> str:
    return " OR ".join(
        _fts_filter(layer, terms) for layer, terms in ((WORDS, words), (BIGRAMS, grams)) if terms
    )


def _sqlite_candidates(
    required: Sequence[TermGroup],
    document: str | None,
    limit: int,
    weights: Mapping[tuple[str, str], float] | None = None,
) -> list[int]:
    """Rows matching every one of ``required`` (each: any of its terms), by weighted bm25."""
    if weights and len(required) == 1:
        # The any-term pass (see FILTER_SHARE); bm25() then ranks by the informative terms.
        required = [informative_terms(*required[0], weights, FILTER_SHARE)]
    match = " AND ".join(f"({_fts_any(w, b)})" for w, b in required)
    weights = ", ".join(
        str(FIELD_WEIGHTS[c.split("_")[0]] * _LAYER_WEIGHT[c.split("_")[1]]) for c in TERM_COLUMNS
    )
    sql = f"SELECT f.rowid FROM {FTS_TABLE} f"
    params = [match]
    where = f"{FTS_TABLE} MATCH %s"
    if document:
        sql += f" JOIN {TABLE} s ON s.clause_id = f.rowid JOIN rules_index_document d ON d.id = s.document_id"
        where += " AND d.slug = %s"
        params.append(document)
    sql += f" WHERE {where} ORDER BY bm25({FTS_TABLE}, {weights}) LIMIT {int(limit)}"
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return [row[0] for row in cursor.fetchall()]


def _pg_term(layer: str, term: str) -> str:
    return _pg_quote(term) + (":*" if layer == BIGRAMS and len(term) == 1 else "")


def _pg_any(words: Sequence[str], grams: Sequence[str]) -> tuple[str, list[str]]:
    conditions, params = [], []
    if words:
        conditions.append("s.words_tsv @@ %s::tsquery")
        params.append(" | ".join(_pg_term(WORDS, t) for t in words))
    if grams:
        conditions.append("s.bigrams_tsv @@ %s::tsquery")
        params.append(" | ".join(_pg_term(BIGRAMS, t) for t in grams))
    return "(" + " OR ".join(conditions) + ")", params


# The any-term pass reads only the clauses holding a term that weighs at least this share of the query's
# most informative term (rules_index.search.informative_terms): a common bigram (カー of カード) alone
# matched two clauses in three, each read and ranked. On PostgreSQL such clauses still get every term's
# rank when they hold an informative term too; FTS5's bm25() ranks by the terms matched. At 0.25 the
# first pass costs half its time on PostgreSQL and a third less on SQLite, and every relevance set keeps
# its recall@5 (on SQLite one more English situation question is found; MRR within 0.01 either way).
FILTER_SHARE = 0.25


def _pg_candidates_sql(
    required: Sequence[TermGroup],
    document: str | None,
    limit: int,
    weights: Mapping[tuple[str, str], float] | None = None,
) -> tuple[str, list[str]]:
    """The query for the rows matching every one of ``required`` (each: any of its terms), best first.

    With ``weights`` (:func:`rules_index.search.term_weights`: idf × the scorer's weights per term) the
    order is the sum over terms of weight × ``ts_rank`` of that term alone: ``ts_rank`` has no idf, so
    one rank over the whole OR-query lets a common bigram outweigh a rare word, and the scorer then
    needed 200 candidates to find what 60 idf-weighted ones hold. Without weights, one field-weighted
    ``ts_rank`` over every term.
    """
    # ts_rank weights are {D, C, B, A} = {examples, path, text, title}, scaled into 0..1.
    top = max(FIELD_WEIGHTS.values())
    fields = "{" + ",".join(str(FIELD_WEIGHTS[f] / top) for f in ("examples", "path", "text", "title")) + "}"
    conditions, params = [], []
    filters = required
    if weights and len(required) == 1:
        # The any-term pass; the every-concept pass keeps each concept whole.
        filters = [informative_terms(*required[0], weights, FILTER_SHARE)]
    for w, b in filters:
        condition, values = _pg_any(w, b)
        conditions.append(condition)
        params.extend(values)
    if document:
        conditions.append("s.document_id = (SELECT id FROM rules_index_document WHERE slug = %s)")
        params.append(document)
    # Ranked by every term of the query, whichever pass this is.
    words = list(dict.fromkeys(t for w, _ in required for t in w))
    grams = list(dict.fromkeys(t for _, b in required for t in b))
    rank = []
    if weights is not None:
        for layer, terms, column in ((WORDS, words, "words_tsv"), (BIGRAMS, grams, "bigrams_tsv")):
            for t in terms:
                weight = weights.get((layer, t), 0.0)
                if weight > 0:
                    rank.append(f"{weight!r} * ts_rank('{fields}', v.{column}, %s::tsquery)")
                    params.append(_pg_term(layer, t))
    else:
        if words:
            rank.append(f"ts_rank('{fields}', s.words_tsv, %s::tsquery)")
            params.append(" | ".join(_pg_term(WORDS, t) for t in words))
        if grams:
            rank.append(f"{_LAYER_WEIGHT['bigrams']} * ts_rank('{fields}', s.bigrams_tsv, %s::tsquery)")
            params.append(" | ".join(_pg_term(BIGRAMS, t) for t in grams))
    source = f"{TABLE} s"
    if weights is not None and rank:
        # Each ts_rank call would detoast the row's vectors again (a clause's bigram vector is
        # up to ~6 KB, compressed): concatenating an empty vector once per row hands every call the same plain copy.
        source += (
            " CROSS JOIN LATERAL (SELECT words_tsv || ''::tsvector AS words_tsv,"
            " bigrams_tsv || ''::tsvector AS bigrams_tsv OFFSET 0) v"
        )
    sql = (
        f"SELECT s.clause_id FROM {source} WHERE {' AND '.join(conditions)}"
        # No weighed term (none is in any clause): nothing to rank by but the clause order.
        f" ORDER BY {' + '.join(rank) + ' DESC, ' if rank else ''}s.clause_id LIMIT {int(limit)}"
    )
    return sql, params


_RECORD_FIELDS = (
    "clause_id",
    "document__slug",
    "clause__position",
    "clause__number",
    "clause__kind",
    "clause__text",
    "clause__heading_path",
    "clause__parent_number",
    "clause__title",
    "clause__examples",
    "clause__aliases",
)
# The same columns in raw SQL, for the candidate load on every search (the ORM's row handling cost more
# than the query itself).
_RECORD_SQL = (
    "s.clause_id, d.slug, c.position, c.number, c.kind, c.text, c.heading_path, c.parent_number,"
    " c.title, c.examples, c.aliases"
)


# What the scorer reads of a candidate: the eight term columns and the two of its context; and the
# snippet texts' Sudachi forms, parsed only for the hits whose snippets are made.
_LOADED_COLUMNS = (*TERM_COLUMNS, *CONTEXT_COLUMNS, FORMS_COLUMN)


def _json_list(value: str | list) -> list:
    """A JSON list column as read: text from raw SQL on SQLite, already a list through the ORM or from
    psycopg. Most clauses have no examples and no aliases: ``[]`` is answered without the parser."""
    if not isinstance(value, str):
        return value
    return [] if value == "[]" else json.loads(value)


def _load(rows: Iterable[tuple], with_columns: bool) -> list[ClauseDoc]:
    out = []
    for row in rows:
        _pk, slug, position, number, kind, text, path, parent, title, examples, aliases, *terms = row
        # Values from raw SQL would be JSON text on SQLite; through the ORM they are already lists.
        path, examples, aliases = (_json_list(v) for v in (path, examples, aliases))
        record = ClauseRecord(number, kind, text, path, parent or None, title, examples, aliases=aliases)
        columns = dict(zip(_LOADED_COLUMNS, terms, strict=True)) if with_columns else {}
        out.append(ClauseDoc.from_columns(slug, position, record, columns))
    return out


# Scored candidates, by clause id, for the generation of current versions they were read in: a clause's
# rows change only through an import (a new version is new rows; typos given their readings rewrite the
# search rows), and every import starts a new generation or search-cache epoch, which empties this
# (forget_clauses, from services.current_corpus), so that neither rewritten rows nor ids a rolled-back
# transaction handed out again (SQLite reuses them) ever meet an old entry. Building a ClauseDoc from its
# row was a quarter of a word search. 512 clauses (the bound until the fourth speed pass) held a fifth
# of the corpus, while the tuning set's 103 word queries read 1,692 distinct candidates and the 1,468
# searches of bench.search_dump 2,459 of the 2,525 clauses: a clause was read again and again. The
# bound now holds the whole corpus of today's five rulebooks, with room to grow: ~6.2 KB a clause
# (15.6 MB for the 2,525 with their sentences made, measured with tracemalloc), so at most ~25 MB per
# process.
_DOC_CACHE_SIZE = 4096
_doc_cache: OrderedDict[int, ClauseDoc] = OrderedDict()
_doc_cache_lock = threading.Lock()
# Counts the emptyings: a search that read its rows before one must not put them back after it (the rows
# may be what an import has just replaced, and with the whole corpus fitting they would stay until the next).
_doc_cache_round = 0


def forget_clauses() -> None:
    """Empty the cache of loaded candidates (the search service does, on a new generation)."""
    global _doc_cache_round
    with _doc_cache_lock:
        _doc_cache.clear()
        _doc_cache_round += 1


def load_clauses(ids: Sequence[int]) -> list[ClauseDoc]:
    """The candidates as the scorer reads them: records and term columns (in no particular order)."""
    if not ids:
        return []
    with _doc_cache_lock:
        round_read = _doc_cache_round
        out = {pk: _doc_cache[pk] for pk in ids if pk in _doc_cache}
        for pk in out:
            _doc_cache.move_to_end(pk)
    missing = [pk for pk in dict.fromkeys(ids) if pk not in out]
    if missing:
        terms = ", ".join(f"s.{c}" for c in _LOADED_COLUMNS)
        placeholders = ", ".join(["%s"] * len(missing))
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT {_RECORD_SQL}, {terms} FROM {TABLE} s"
                f" JOIN {Clause._meta.db_table} c ON c.id = s.clause_id"
                f" JOIN {Document._meta.db_table} d ON d.id = s.document_id"
                f" WHERE s.clause_id IN ({placeholders})",
                missing,
            )
            rows = cursor.fetchall()
        loaded = dict(zip((row[0] for row in rows), _load(rows, with_columns=True), strict=True))
        out.update(loaded)
        with _doc_cache_lock:
            if round_read == _doc_cache_round:
                _doc_cache.update(loaded)
                while len(_doc_cache) > _DOC_CACHE_SIZE:
                    _doc_cache.popitem(last=False)
    return [out[pk] for pk in ids if pk in out]


def number_candidates(numbers: Iterable[str]) -> list[ClauseDoc]:
    """Current clauses whose number starts with one of ``numbers`` (itself, a duplicate, its family) or
    that list one of them as an alias, without term columns; :func:`rules_index.search.lookup_number`
    picks among them."""
    condition = Q()
    for number in set(numbers):
        condition |= Q(number__startswith=number) | Q(aliases__contains=f" {number} ")
    if not condition:
        return []
    return _load(ClauseSearchEntry.objects.filter(condition).values_list(*_RECORD_FIELDS), with_columns=False)


def suggestion_titles(query: str, limit: int = 20) -> list[str]:
    """Heading titles for "did you mean": all of them on SQLite (a few hundred), and on PostgreSQL the
    ones pg_trgm finds similar to the query (its GIN index answers without reading every title)."""
    titles = ClauseSearchEntry.objects.exclude(title="")
    if connection.vendor == "postgresql" and query.strip():
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT title FROM {TABLE} WHERE title <> '' AND title %% %s"
                f" GROUP BY title ORDER BY MAX(similarity(title, %s)) DESC LIMIT {int(limit)}",
                [query, query],
            )
            return [row[0] for row in cursor.fetchall()]
    return sorted(set(titles.values_list("title", flat=True)))
