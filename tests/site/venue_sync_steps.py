"""Steps of the two-server sync test (test_venue_sync.py), each run inside one server's settings by
`manage.py shell -c` in a subprocess: the two servers never share a process or a database."""

from __future__ import annotations

import json
import sys

from django.contrib.auth.models import User

from judge.disputes.models import Dispute
from tournaments import lifecycle, rounds, services
from tournaments.models import AuditEntry, Event, Match, Registration
from tournaments.penalties import services as penalties
from tournaments.penalties.models import FloorRuling


def build() -> None:
    """The venue's event: players (two with accounts), a judge, two rounds, results, a penalty, a dispute
    with its ruling, and a discarded draft round (the venue deletes it; the import must too)."""
    org = User.objects.create_user("org", password="pw-org-123")
    judge = User.objects.create_user("jude", password="pw-jude-123")
    alice = User.objects.create_user("alice", password="pw-alice-123")
    event = Event.objects.create(name="Venue Cup", game="rebirth", organizer=org, seed=5, status="running")
    event.judges.add(judge)
    for i in range(8):
        Registration.objects.create(event=event, name=f"P{i + 1:02d}", user=alice if i == 0 else None)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    matches = list(rnd.matches.order_by("table"))
    for m in matches[:-1]:
        services.correct_result(m, judge, 2, 1, 0)
    last = matches[-1]
    reg = last.player_a
    code = "te-tardiness"
    suggested = penalties.suggest_for(reg, code).penalty
    penalties.record_penalty(
        reg, judge, code, suggested, match=last, description="late", apply_to_result=False
    )
    ruling = FloorRuling.objects.create(event=event, match=last, judge=judge, question="Q?", decision="A.")
    Dispute.objects.create(
        event=event, match=last, opened_by=alice, description="About game 2", ruling=ruling
    )
    services.correct_result(last, judge, 0, 2, 0)
    draft = rounds.pair_next_swiss_round(event, org)
    lifecycle.discard_round(draft, org)
    rounds.pair_next_swiss_round(event, org)  # round 2 stays a draft: the venue may still discard it
    print(json.dumps({"event": event.pk}))


def counts(event_id: str) -> None:
    """What the event holds, printed as JSON, to compare the two servers."""
    event = Event.objects.get(pk=int(event_id))
    matches = Match.objects.filter(round__event=event).order_by("round__number", "table")
    print(
        json.dumps(
            {
                "name": event.name,
                "players": sorted(event.registrations.values_list("name", flat=True)),
                "alice": event.registrations.get(name="P01").user.username,
                "judges": sorted(event.judges.values_list("username", flat=True)),
                "rounds": list(event.round_set.order_by("number").values_list("number", "status")),
                "results": [
                    [
                        m.round.number,
                        m.table,
                        m.player_a.name,
                        m.player_b.name if m.player_b else None,
                        m.a_wins,
                        m.b_wins,
                        m.draws,
                        m.status,
                    ]
                    for m in matches
                ],
                "penalties": list(event.penalties.values_list("registration__name", "infraction", "penalty")),
                "disputes": list(
                    event.disputes.values_list("description", "ruling__decision", "opened_by__username")
                ),
                "audit": sorted(
                    [a.action, a.object_type, a.at.isoformat()]
                    for a in AuditEntry.objects.filter(event=event).exclude(action="import_event")
                ),
                "events": Event.objects.count(),
            }
        )
    )


def correct(event_id: str, round_number: str, table: str, a: str, b: str) -> None:
    """A judge corrects one result on this server (with a reason, audited)."""
    event = Event.objects.get(pk=int(event_id))
    match = Match.objects.get(round__event=event, round__number=int(round_number), table=int(table))
    judge = event.judges.first() or event.organizer
    services.correct_result(match, judge, int(a), int(b), 0, reason="slip re-read")


def repair(event_id: str) -> None:
    """The venue discards its draft round 2 and pairs it again (the old round's objects are deleted)."""
    event = Event.objects.get(pk=int(event_id))
    lifecycle.discard_round(event.round_set.get(number=2), event.organizer)
    rounds.pair_next_swiss_round(event, event.organizer)


if __name__ == "__main__":  # pragma: no cover - run through manage.py shell -c
    globals()[sys.argv[1]](*sys.argv[2:])
