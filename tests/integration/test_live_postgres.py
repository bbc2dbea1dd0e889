"""Live pages on PostgreSQL (issue 18): both players of ten tables report at the same moment from their
own connections; every report lands once, every table is confirmed, and the event's version counted each
one. The first bump of an event whose row is missing never fails when several race."""

from __future__ import annotations

import threading

import pytest


@pytest.mark.django_db(transaction=True)
def test_simultaneous_reports_bump_the_version_once_each_and_lose_nothing(services):
    from django.contrib.auth.models import User
    from django.db import connection

    from judge.roles import ORGANIZER, assign_role
    from tournaments import live, rounds
    from tournaments import services as tournament_services
    from tournaments.models import AuditEntry, Event, Match, Registration

    org = User.objects.create_user("org-live", password="pw-org-live-1")
    assign_role(org, ORGANIZER)
    event = Event.objects.create(name="Live Cup", game="rebirth", organizer=org, seed=5)
    for n in range(20):
        Registration.objects.create(
            event=event, name=f"p{n:02d}", user=User.objects.create_user(f"live{n:02d}")
        )
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    matches = list(Match.objects.filter(round=rnd).select_related("player_a__user", "player_b__user"))
    assert len(matches) == 10
    before, rounds_before = live.version(event.pk), live.version(event.pk, "rounds")

    barrier = threading.Barrier(20)
    failures: list[BaseException] = []

    def report(match: Match, user: User) -> None:
        try:
            barrier.wait(timeout=30)
            fresh = Match.objects.select_related("round__event").get(pk=match.pk)
            tournament_services.report_result(fresh, user, 2, 1, 0)
        except BaseException as error:  # collected and asserted below
            failures.append(error)
        finally:
            connection.close()

    threads = [
        threading.Thread(target=report, args=(m, u))
        for m in matches
        for u in (m.player_a.user, m.player_b.user)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert failures == []
    assert Match.objects.filter(round=rnd, status=Match.Status.CONFIRMED, a_wins=2, b_wins=1).count() == 10
    assert AuditEntry.objects.filter(event=event, action="report_result").count() == 20
    # Each report saved its match once and bumped once, under the row lock: none lost.
    assert live.version(event.pk) == before + 20
    assert live.version(event.pk, "rounds") == rounds_before  # results only: the match pages' counter stays


@pytest.mark.django_db(transaction=True)
def test_racing_first_bumps_make_one_row(services):
    from django.contrib.auth.models import User
    from django.db import connection, transaction

    from tournaments import live
    from tournaments.models import Event, LiveVersion

    org = User.objects.create_user("org-live2")
    event = Event.objects.create(name="Live Cup 2", game="rebirth", organizer=org)
    LiveVersion.objects.filter(event=event).delete()  # as for an event older than the live pages
    barrier = threading.Barrier(8)
    failures: list[BaseException] = []

    def bump() -> None:
        try:
            barrier.wait(timeout=30)
            with transaction.atomic():
                live.bump(event.pk)
        except BaseException as error:  # collected and asserted below
            failures.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=bump) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert failures == []
    assert LiveVersion.objects.filter(event=event).count() == 1
    assert live.version(event.pk) == 8  # the racers that found no row counted too
