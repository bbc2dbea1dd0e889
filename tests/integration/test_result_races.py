"""Result reports racing each other on PostgreSQL lose nothing (issue 20).

Each test presses buttons from several threads at once (each thread its own connection, released at a
barrier), through the API, several matches at a time so that both orders of a race occur. Whatever the
order, the match ends in one consistent state and the audit log tells its whole story: one entry per
accepted request, chained (each entry's "before" is the previous entry's "after", the first starts from
the empty match, the last is the match as stored). A refused request answers 4xx with a message, never
500, and leaves nothing behind.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest

MATCHES = 6
EMPTY = {"a_wins": 0, "b_wins": 0, "draws": 0, "status": "pending"}


@pytest.fixture
def tables(services):  # type: ignore[no-untyped-def]
    """A published round of MATCHES matches between players with accounts, and a judge of the event."""
    from django.contrib.auth.models import User

    from judge.roles import ORGANIZER, PLAYER, assign_role
    from tournaments.models import Event, Match, Registration, Round

    org = User.objects.create_user("org-results", password="pw-org-results-1")
    assign_role(org, ORGANIZER)
    judge = User.objects.create_user("judge-results", password="pw-judge-results-1")
    event = Event.objects.create(name="Result Race Cup", game="kaiju", organizer=org)
    event.judges.add(judge)
    rnd = Round.objects.create(event=event, number=1, status=Round.Status.PUBLISHED)
    matches = []
    for table in range(1, MATCHES + 1):
        seats = []
        for seat in "ab":
            user = User.objects.create_user(f"p{table}{seat}", password="pw-player-race-1")
            assign_role(user, PLAYER)
            seats.append(Registration.objects.create(event=event, name=f"p{table}{seat}", user=user))
        matches.append(Match.objects.create(round=rnd, table=table, player_a=seats[0], player_b=seats[1]))
    return event, matches, judge


def race(presses: list[Callable[[], Any]]) -> list[tuple[int, dict[str, Any]]]:
    """Run every press in its own thread, all released together; their (status, body) in press order."""
    from django.db import connection

    barrier = threading.Barrier(len(presses))
    answers: list[tuple[int, dict[str, Any]] | None] = [None] * len(presses)

    def run(i: int) -> None:
        try:
            barrier.wait(timeout=30)
            response = presses[i]()
            answers[i] = (response.status_code, response.json())
        finally:
            connection.close()  # each thread has its own connection; give it back

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(presses))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert all(a is not None for a in answers), answers
    return answers  # type: ignore[return-value]


def as_(user):  # type: ignore[no-untyped-def]
    from rest_framework.test import APIClient

    client = APIClient()
    client.force_authenticate(user)
    return client


def post(user, match, verb: str, body: dict[str, Any] | None = None) -> Callable[[], Any]:  # type: ignore[no-untyped-def]
    return lambda: as_(user).post(f"/api/matches/{match.pk}/{verb}", body or {}, format="json")


def story(match) -> list[tuple[str, dict, dict]]:  # type: ignore[no-untyped-def]
    """The match's audit entries in the order they were written (under the match's row lock)."""
    from tournaments.models import AuditEntry

    entries = AuditEntry.objects.filter(object_type="Match", object_id=str(match.pk)).order_by("pk")
    return [(e.action, e.before, e.after) for e in entries]


def assert_consistent(match, answers) -> tuple[dict[str, Any], list[str]]:  # type: ignore[no-untyped-def]
    """The match's stored state and the actions of its audit entries, after checking the invariants."""
    from tournaments.services import match_state

    match.refresh_from_db()
    for code, body in answers:
        assert code == 200 or (400 <= code < 500 and body.get("message") and body.get("message_ja")), (
            code,
            body,
        )
    entries = story(match)
    assert len(entries) == sum(code == 200 for code, _ in answers), (entries, answers)
    state = EMPTY
    for action, before, after in entries:
        assert {k: before[k] for k in EMPTY} == state, (action, before, state)
        state = {k: after[k] for k in EMPTY}
    assert match_state(match) == state
    return state, [action for action, _, _ in entries]


@pytest.mark.django_db(transaction=True)
def test_both_players_report_the_same_result_at_once(tables):
    _, matches, _ = tables
    for match in matches:
        a, b = match.player_a.user, match.player_b.user
        answers = race(
            [
                post(a, match, "report", {"a_wins": 2, "b_wins": 1}),
                post(b, match, "report", {"a_wins": 2, "b_wins": 1}),
            ]
        )
        state, actions = assert_consistent(match, answers)
        # One report arrived first and the other confirmed it: both accepted, both kept.
        assert [code for code, _ in answers] == [200, 200]
        assert actions == ["report_result", "report_result"]
        assert state == {"a_wins": 2, "b_wins": 1, "draws": 0, "status": "confirmed"}
        assert match.report_a == match.report_b == {"a_wins": 2, "b_wins": 1, "draws": 0}


@pytest.mark.django_db(transaction=True)
def test_players_reporting_different_results_at_once_both_reach_the_judges(tables):
    _, matches, _ = tables
    for match in matches:
        a, b = match.player_a.user, match.player_b.user
        answers = race(
            [
                post(a, match, "report", {"a_wins": 2, "b_wins": 0}),
                post(b, match, "report", {"a_wins": 0, "b_wins": 2}),
            ]
        )
        state, actions = assert_consistent(match, answers)
        assert [code for code, _ in answers] == [200, 200] and actions == ["report_result", "report_result"]
        assert state["status"] == "disputed"
        # Neither report is lost: the judges see both.
        assert match.report_a == {"a_wins": 2, "b_wins": 0, "draws": 0}
        assert match.report_b == {"a_wins": 0, "b_wins": 2, "draws": 0}
        assert (state["a_wins"], state["b_wins"]) in {(2, 0), (0, 2)}  # the first report's score stands


@pytest.mark.django_db(transaction=True)
def test_one_player_reports_while_the_other_confirms(tables):
    _, matches, _ = tables
    for match in matches:
        a, b = match.player_a.user, match.player_b.user
        answers = race([post(a, match, "report", {"a_wins": 2, "b_wins": 1}), post(b, match, "confirm")])
        state, actions = assert_consistent(match, answers)
        assert answers[0][0] == 200  # the report is never lost
        if answers[1][0] == 200:  # the report came first and was confirmed
            assert actions == ["report_result", "confirm_result"] and state["status"] == "confirmed"
        else:  # the confirmation came first and found nothing to confirm
            assert actions == ["report_result"] and state["status"] == "reported"
            assert "no report" in answers[1][1]["message"]
        assert (state["a_wins"], state["b_wins"]) == (2, 1)


@pytest.mark.django_db(transaction=True)
def test_a_judge_enters_a_result_while_both_players_report(tables):
    _, matches, judge = tables
    for match in matches:
        a, b = match.player_a.user, match.player_b.user
        answers = race(
            [
                post(a, match, "report", {"a_wins": 2, "b_wins": 0}),
                post(b, match, "report", {"a_wins": 2, "b_wins": 0}),
                post(judge, match, "correct", {"a_wins": 1, "b_wins": 2, "reason": "slip handed in"}),
            ]
        )
        state, actions = assert_consistent(match, answers)
        assert answers[2][0] == 200  # the judge's entry is always accepted
        # The judge's entry is the last word: a report after it is refused, the result is the judge's.
        assert actions[-1] in ("correct_result", "enter_result"), actions
        assert all(action == "report_result" for action in actions[:-1])
        assert (state["a_wins"], state["b_wins"], state["status"]) == (1, 2, "confirmed")
        for code, body in answers[:2]:
            assert code == 200 or "confirmed" in body["message"], body
