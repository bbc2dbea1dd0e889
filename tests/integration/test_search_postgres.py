"""The database search path on PostgreSQL: tsvector + GIN candidates, pg_trgm suggestions.

The behaviours are the ones tests/site/test_search_store.py checks on SQLite (its ``check_*``
functions), run here against the real rulebooks imported into the PostgreSQL test database.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.site import test_search_store as behaviours

pytestmark = [pytest.mark.postgres, pytest.mark.django_db]


@pytest.fixture(scope="module")
def rulebooks(services, django_db_blocker) -> Iterator[None]:  # type: ignore[no-untyped-def]
    with django_db_blocker.unblock():
        behaviours.import_rulebooks()
        yield
        behaviours.drop_rulebooks()


def test_tsvectors_are_written_with_field_weights(rulebooks) -> None:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM rules_index_clausesearch WHERE words_tsv @@ %s::tsquery",
            ["'墓地':B"],  # B: the clause text
        )
        assert cursor.fetchone()[0] > 0
        cursor.execute("SELECT count(*) FROM rules_index_clausesearch WHERE bigrams_tsv = ''::tsvector")
        empty = cursor.fetchone()[0]
        cursor.execute("SELECT count(*) FROM rules_index_clausesearch")
        assert empty < cursor.fetchone()[0] / 10


def test_indexes_and_trigram_suggestions(rulebooks) -> None:
    from django.db import connection

    from rules_index.store import suggestion_titles

    with connection.cursor() as cursor:
        cursor.execute("SELECT indexname FROM pg_indexes WHERE tablename = 'rules_index_clausesearch'")
        names = {row[0] for row in cursor.fetchall()}
    assert {"clausesearch_words_gin", "clausesearch_bigrams_gin", "clausesearch_title_trgm"} <= names
    assert "リタイア置場" in suggestion_titles("リタイヤ置場")  # one character off


def test_store_holds_current_clauses(rulebooks) -> None:
    behaviours.check_store_holds_current_clauses()


def test_reimport_keeps_one_row_per_clause(rulebooks) -> None:
    behaviours.check_reimport_keeps_one_row_per_clause_and_refills_an_empty_store()


def test_stored_snippet_forms(rulebooks) -> None:
    behaviours.check_stored_snippet_forms()


def test_number_forms(rulebooks) -> None:
    behaviours.check_number_forms()


def test_japanese_words(rulebooks) -> None:
    behaviours.check_japanese_words()


def test_three_separate_words(rulebooks) -> None:
    behaviours.check_three_separate_words()


def test_english_through_glossary(rulebooks) -> None:
    behaviours.check_english_through_glossary()


def test_document_filter(rulebooks) -> None:
    behaviours.check_document_filter()


def test_suggestions_when_nothing_matches(rulebooks) -> None:
    behaviours.check_suggestions_when_nothing_matches()


def test_snippets_are_escaped(rulebooks) -> None:
    behaviours.check_snippets_are_escaped()


def test_api_shape(rulebooks, client) -> None:
    behaviours.check_api_shape(client)


def test_recall_matches_reference(rulebooks) -> None:
    behaviours.check_recall_matches_reference()


def test_relevance_stays_above_its_floors_on_postgresql(rulebooks) -> None:
    behaviours.check_relevance_floors()


def test_situation_and_english_floors_hold_on_postgresql(rulebooks) -> None:
    # The first pass differs by database (idf-weighted ts_rank here, bm25() on SQLite): the
    # situation/English sets must clear the same floors on both.
    behaviours.check_situation_floors()


def test_term_statistics_are_the_index_counts(rulebooks) -> None:
    behaviours.check_term_statistics_are_the_index_counts()


def test_candidate_reads_leave_the_planner_as_it_was(rulebooks) -> None:
    """The first pass reads with sequential scans off (store._pg_index_reads); the setting must not
    outlive it, in a caller's transaction (this test's) or, sent with the reads as one message, outside."""
    import psycopg
    from django.db import connection

    from rules_index import store

    def seqscan() -> str:
        with connection.cursor() as cursor:
            cursor.execute("SHOW enable_seqscan")
            return cursor.fetchone()[0]

    assert connection.in_atomic_block and seqscan() == "on"
    found = store.candidate_ids([(["墓地"], ["墓地"]), (["カード"], ["かー"])], None, 10)
    assert found and seqscan() == "on"
    sql, params = store._pg_candidates_sql([(["墓地"], ["墓地"])], None, 5)
    probe = f"SELECT current_setting('enable_seqscan') = 'off', {sql.removeprefix('SELECT ')}"
    (rows,) = store._pg_index_reads([(probe, params)])
    assert rows and all(rows)  # off while reading
    assert seqscan() == "on"

    # The message form, on an autocommit connection: SET LOCAL holds for the reads of that message only.
    settings = connection.settings_dict
    conninfo = psycopg.conninfo.make_conninfo(
        dbname=settings["NAME"], user=settings["USER"], host=settings["HOST"], port=settings["PORT"] or 5432
    )
    with psycopg.connect(conninfo, autocommit=True, cursor_factory=psycopg.ClientCursor) as raw:
        cursor = raw.execute(f"{store._NO_SEQSCAN}; SELECT current_setting('enable_seqscan')")
        cursor.nextset()
        assert cursor.fetchone() == ("off",)
        assert raw.execute("SHOW enable_seqscan").fetchone() == ("on",)


def test_lone_surrogates_are_unreadable_characters(rulebooks) -> None:
    behaviours.check_lone_surrogates_are_unreadable_characters()
