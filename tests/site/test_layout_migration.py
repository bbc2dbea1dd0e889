"""A database from before the apps were split keeps every row through ``migrate``.

The validation runs and disputes left the judge app, the penalty models left the tournaments app; their
tables stayed (db_table) and only Django's state moved. This test goes back to the old layout on a real
database, writes rows there with the historical models, migrates forward and reads them with today's.
The same check runs on PostgreSQL in tests/integration/test_layout_migration_postgres.py.
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

# The last migration of every app at the old layout; the new apps did not exist.
OLD_LAYOUT = [
    ("judge", "0003_dispute"),
    ("tournaments", "0004_event_rules_settings"),
    ("validation", None),
    ("disputes", None),
    ("penalties", None),
]
MOVED = {
    ("judge", "validationrun"): "validation",
    ("judge", "dispute"): "disputes",
    **{
        ("tournaments", m): "penalties"
        for m in (
            "penalty",
            "floorruling",
            "appeal",
            "deckcheck",
            "timeextension",
            "eventstaff",
            "eventinfraction",
        )
    },
}


def _latest(executor: MigrationExecutor) -> list[tuple[str, str]]:
    return executor.loader.graph.leaf_nodes()


def populate_old_layout(apps) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """One of each moved model, linked the way the site links them, written through the old apps."""
    User = apps.get_model("auth", "User")
    Event = apps.get_model("tournaments", "Event")
    Registration = apps.get_model("tournaments", "Registration")
    Round = apps.get_model("tournaments", "Round")
    Match = apps.get_model("tournaments", "Match")
    ann = User.objects.create(username="ann-old")
    ben = User.objects.create(username="ben-old")
    event = Event.objects.create(name="旧レイアウト杯", game="rebirth", organizer=ann)
    reg_a = Registration.objects.create(event=event, user=ann, name="ann")
    reg_b = Registration.objects.create(event=event, user=ben, name="ben")
    rnd = Round.objects.create(event=event, number=1)
    match = Match.objects.create(round=rnd, table=1, player_a=reg_a, player_b=reg_b)

    tourn = "tournaments"
    ruling = apps.get_model(tourn, "FloorRuling").objects.create(
        event=event, match=match, judge=ben, question="Q", decision="D", clause_refs=["rebirth:11.6"]
    )
    penalty = apps.get_model(tourn, "Penalty").objects.create(
        event=event,
        round=rnd,
        match=match,
        registration=reg_a,
        judge=ben,
        infraction="te-slow-play",
        infraction_ja="遅延行為",
        infraction_en="Slow play",
        category="tournament_error",
        suggested_penalty="warning",
        penalty="warning",
    )
    apps.get_model(tourn, "Appeal").objects.create(
        event=event, penalty=penalty, appellant=reg_a, statement="S"
    )
    apps.get_model(tourn, "TimeExtension").objects.create(match=match, judge=ben, minutes=3, reason="other")
    apps.get_model(tourn, "DeckCheck").objects.create(
        event=event, round=rnd, registration=reg_b, judge=ben, outcome="ok"
    )
    apps.get_model(tourn, "EventStaff").objects.create(event=event, user=ben)
    apps.get_model(tourn, "EventInfraction").objects.create(event=event, code="te-slow-play", enabled=False)
    run = apps.get_model("judge", "ValidationRun").objects.create(raw_log=b"{}", size=2, sha256="0" * 64)
    dispute = apps.get_model("judge", "Dispute").objects.create(
        event=event, match=match, opened_by=ann, description="D", validation=run, ruling=ruling
    )
    return {
        "event": event.pk,
        "penalty": penalty.pk,
        "ruling": ruling.pk,
        "run": run.pk,
        "dispute": dispute.pk,
    }


def check_rows_survive() -> None:
    executor = MigrationExecutor(connection)
    latest = _latest(executor)
    ContentType = executor.loader.project_state(latest).apps.get_model("contenttypes", "ContentType")
    content_types_before = {
        (ct.app_label, ct.model): ct.pk
        for ct in ContentType.objects.filter(app_label__in=["validation", "disputes", "penalties"])
    }
    executor.migrate(OLD_LAYOUT)
    try:
        executor.loader.build_graph()
        old_apps = executor.loader.project_state(OLD_LAYOUT[:2]).apps
        # Going back hands the content types back to the old apps, so the forward step has work to do.
        old_ct = old_apps.get_model("contenttypes", "ContentType")
        assert old_ct.objects.filter(app_label="judge", model="dispute").exists()
        keys = populate_old_layout(old_apps)
    finally:
        executor = MigrationExecutor(connection)
        executor.migrate(latest)

    from django.contrib.contenttypes.models import ContentType as CurrentContentType

    from judge.disputes.models import Dispute
    from judge.validation.models import ValidationRun
    from tournaments.penalties.models import (
        Appeal,
        DeckCheck,
        EventInfraction,
        EventStaff,
        FloorRuling,
        Penalty,
        TimeExtension,
    )

    dispute = Dispute.objects.select_related("validation", "ruling", "event").get(pk=keys["dispute"])
    assert dispute.validation.pk == keys["run"] and dispute.ruling.pk == keys["ruling"]
    assert dispute.event.name == "旧レイアウト杯"
    assert ValidationRun.objects.get(pk=keys["run"]).sha256 == "0" * 64
    penalty = Penalty.objects.get(pk=keys["penalty"])
    assert penalty.registration.name == "ann" and penalty.infraction == "te-slow-play"
    assert Appeal.objects.get().penalty_id == keys["penalty"]
    assert FloorRuling.objects.get().clause_refs == ["rebirth:11.6"]
    assert TimeExtension.objects.get().minutes == 3
    assert DeckCheck.objects.count() == EventStaff.objects.count() == EventInfraction.objects.count() == 1
    # The reverse relations the site reads through still reach the moved rows.
    assert list(dispute.event.penalties.values_list("pk", flat=True)) == [keys["penalty"]]
    assert dispute.event.disputes.get().pk == keys["dispute"]
    # Content types moved with their models and kept their ids (permissions hang on them).
    after = {
        (ct.app_label, ct.model): ct.pk
        for ct in CurrentContentType.objects.filter(app_label__in=["validation", "disputes", "penalties"])
    }
    assert set(after) == {(new, model) for (_, model), new in MOVED.items()}
    assert after == content_types_before
    assert not CurrentContentType.objects.filter(
        app_label__in=["judge", "tournaments"], model__in=[m for (_, m) in MOVED]
    ).exists()


@pytest.mark.django_db(transaction=True)
def test_rows_written_at_the_old_layout_survive_migrate() -> None:
    check_rows_survive()
