"""The old-layout database survives ``migrate`` on PostgreSQL too (real foreign-key constraints, sequences)."""

from __future__ import annotations

import pytest

from tests.site.test_layout_migration import check_rows_survive

pytestmark = [pytest.mark.postgres]


@pytest.mark.django_db(transaction=True)
def test_rows_written_at_the_old_layout_survive_migrate_on_postgresql(services) -> None:  # type: ignore[no-untyped-def]
    check_rows_survive()
