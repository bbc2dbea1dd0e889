"""The PostgreSQL first pass as the site runs it: in autocommit, outside any transaction.

Everywhere else the tests run inside a transaction, where :func:`rules_index.store._pg_index_reads`
sets ``enable_seqscan`` in a savepoint; the site runs in autocommit, where the setting and the reads go
as one message (one implicit transaction). This test commits, so it imports the rulebooks itself and
removes them after.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from django.db import DatabaseError, connection, transaction

from rules_index import services as search_services
from rules_index import store
from tests.site import test_search_store as behaviours

pytestmark = [pytest.mark.postgres]


def _seqscan() -> str:
    with connection.cursor() as cursor:
        cursor.execute("SHOW enable_seqscan")
        return cursor.fetchone()[0]


@pytest.fixture
def committed_rulebooks(services) -> Iterator[None]:  # type: ignore[no-untyped-def]
    behaviours.import_rulebooks()
    try:
        yield
    finally:
        behaviours.drop_rulebooks()
        search_services._cached = None


@pytest.mark.django_db(transaction=True)
def test_the_one_message_reads_in_autocommit(committed_rulebooks, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert connection.get_autocommit() and not connection.in_atomic_block
    groups = [(["墓地"], ["墓地"]), (["カード"], ["かー"])]
    one_at_a_time = store._pg_reads_without_seqscan
    savepoint_reads: list[int] = []

    def counted(statements):  # type: ignore[no-untyped-def]
        savepoint_reads.append(len(statements))
        return one_at_a_time(statements)

    monkeypatch.setattr(store, "_pg_reads_without_seqscan", counted)

    # The same ids as inside a transaction (the savepoint path), and the setting does not outlive them.
    alone = store.candidate_ids(groups, None, 10)
    assert alone and _seqscan() == "on"
    assert savepoint_reads == []  # the one-message path
    with transaction.atomic():
        assert store.candidate_ids(groups, None, 10) == alone
        assert _seqscan() == "on"
    assert savepoint_reads  # the savepoint path
    savepoint_reads.clear()

    # A read that fails inside the one message: the error is raised, the setting is back, the
    # connection answers the next reads.
    sql, params = store._pg_candidates_sql([(["墓地"], ["墓地"])], None, 5)
    with pytest.raises(DatabaseError):
        store._pg_index_reads([(sql, params), ("SELECT 1/0", [])])
    assert connection.get_autocommit() and not connection.in_atomic_block
    assert _seqscan() == "on"
    assert store._pg_index_reads([(sql, params)])[0]
    assert savepoint_reads == []

    # End to end, as a request of the site makes it.
    assert [h.number for h in search_services.search("墓地に置かれたカード", limit=5).hits]
    assert _seqscan() == "on"
