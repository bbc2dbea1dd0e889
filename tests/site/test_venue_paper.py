"""Venue mode (issue 23): the join page, the paper fallback and the scorekeeper's slip entry."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from tournaments import rounds, services
from tournaments.models import AuditEntry, Event, Match, Registration

pytestmark = pytest.mark.django_db


@pytest.fixture
def org():
    return User.objects.create_user("org", password="pw-org-123")


def make_event(org, players: int, **kwargs) -> Event:
    event = Event.objects.create(name="Venue Cup", game="rebirth", organizer=org, seed=11, **kwargs)
    for i in range(players):
        Registration.objects.create(event=event, name=f"P{i + 1:02d}")
    return event


def published_round(event: Event, org):
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    return rnd


def logged_in(user) -> Client:
    c = Client()
    c.force_login(user)
    return c


def test_join_page_shows_the_venue_address_and_its_qr_code(client, settings):
    settings.VENUE_URL = "http://192.168.10.5:8000/"
    page = client.get(reverse("venue:join"))
    assert page.status_code == 200
    html = page.content.decode()
    assert "http://192.168.10.5:8000/" in html
    assert "<svg" in html and "<path" in html  # drawn on the server, no script


def test_printable_pairings_list_every_player_by_name_and_every_table(client, org):
    event = make_event(org, 7)
    rnd = published_round(event, org)
    page = client.get(reverse("venue:print_pairings", args=[event.pk, rnd.number]))
    assert page.status_code == 200
    html = page.content.decode()
    assert 'href="/static/css/print.css"' in html and "site-header" not in html
    by_name = html.split("by-name")[1].split("</table>")[0]
    found = [f"P{i:02d}" for i in range(1, 8)]
    positions = [by_name.index(f"<tr><td>{name}</td>") for name in found]
    assert positions == sorted(positions)  # alphabetical, each player once as themselves
    by_table = html.split("by-table")[1].split("</table>")[0]
    assert by_table.count("<tr>") == rnd.matches.count() + 1  # the header row, then one per table


def test_a_draft_rounds_printout_is_for_staff_only(client, org):
    event = make_event(org, 4)
    rnd = rounds.pair_next_swiss_round(event, org)
    assert client.get(reverse("venue:print_pairings", args=[event.pk, rnd.number])).status_code == 403
    assert logged_in(org).get(reverse("venue:print_pairings", args=[event.pk, rnd.number])).status_code == 200


def test_result_slips_one_per_match_four_to_a_page_staff_only(client, org):
    event = make_event(org, 11)  # five matches and a bye
    rnd = published_round(event, org)
    url = reverse("venue:print_slips", args=[event.pk, rnd.number])
    assert client.get(url).status_code == 403
    html = logged_in(org).get(url).content.decode()
    assert html.count('<article class="slip">') == 5
    assert html.count('<section class="slip-page">') == 2
    for m in rnd.matches.filter(player_b__isnull=False):
        assert m.player_a.name in html and m.player_b.name in html


def test_printable_standings(client, org):
    event = make_event(org, 4)
    rnd = published_round(event, org)
    for m in rnd.matches.all():
        services.correct_result(m, org, 2, 0, 0)
    html = client.get(reverse("venue:print_standings", args=[event.pk])).content.decode()
    winners = {m.player_a.name for m in rnd.matches.all()}
    body = html.split("<tbody>")[1]
    first_two = [name for name in sorted(winners, key=body.index)]
    assert body.index(first_two[1]) < min(body.index(n) for n in {"P01", "P02", "P03", "P04"} - winners)
    assert "3" in body and "1-0-0" in body


def test_scorekeeper_enters_slips_and_bad_lines_come_back_with_what_was_typed(org):
    event = make_event(org, 8)
    keeper = User.objects.create_user("keeper", password="pw-keeper-123")
    event.scorekeepers.add(keeper)
    rnd = published_round(event, org)
    t1, t2, t3, t4 = rnd.matches.order_by("table")
    services.correct_result(t3, org, 2, 1, 0)  # a slip already entered
    url = reverse("venue:slip_entry", args=[event.pk, rnd.number])
    response = logged_in(keeper).post(
        url,
        {
            "table": [str(t1.table), "99", str(t2.table), str(t3.table), str(t4.table), ""],
            "result": ["2-1", "2-0", "two-nil", "0-2", "ＩＤ", ""],
        },
    )
    assert response.status_code == 400
    html = response.content.decode()
    t1.refresh_from_db(), t2.refresh_from_db(), t3.refresh_from_db(), t4.refresh_from_db()
    assert (t1.a_wins, t1.b_wins, t1.draws, t1.status) == (2, 1, 0, Match.Status.CONFIRMED)
    assert (t4.a_wins, t4.b_wins, t4.draws, t4.status) == (0, 0, 3, Match.Status.CONFIRMED)
    assert t2.status == Match.Status.PENDING
    assert (t3.a_wins, t3.b_wins) == (2, 1)  # the conflicting slip did not overwrite it
    # The failed lines keep what was typed, each with its reason beside it.
    assert 'value="99"' in html and "99卓はありません" in html
    assert 'value="two-nil"' in html
    assert f'value="{t3.table}"' in html and 'value="0-2"' in html and "2-1" in html
    entered = AuditEntry.objects.filter(event=event, action="enter_result", actor=keeper)
    assert sorted(int(e.object_id) for e in entered) == sorted([t1.pk, t4.pk])


def test_a_slip_that_agrees_with_a_players_report_confirms_it_and_a_repeat_changes_nothing(org):
    event = make_event(org, 4)
    alice = User.objects.create_user("alice", password="pw-alice-123")
    rnd = published_round(event, org)
    match = rnd.matches.first()
    Registration.objects.filter(pk=match.player_a_id).update(user=alice)
    match.refresh_from_db()
    services.report_result(match, alice, 2, 0, 0)
    url = reverse("venue:slip_entry", args=[event.pk, rnd.number])
    ok = logged_in(org).post(url, {"table": [str(match.table)], "result": ["2-0"]})
    assert ok.status_code == 200
    match.refresh_from_db()
    assert match.status == Match.Status.CONFIRMED
    count = AuditEntry.objects.filter(event=event).count()
    again = logged_in(org).post(url, {"table": [str(match.table)], "result": ["2-0"]})
    assert again.status_code == 200
    assert AuditEntry.objects.filter(event=event).count() == count


def test_slip_entry_is_staff_only(client, org):
    event = make_event(org, 4)
    rnd = published_round(event, org)
    url = reverse("venue:slip_entry", args=[event.pk, rnd.number])
    assert client.get(url).status_code == 302
    player = User.objects.create_user("pl", password="pw-pl-123")
    assert logged_in(player).post(url, {"table": ["1"], "result": ["2-0"]}).status_code == 403
    assert rnd.matches.get(table=1).status == Match.Status.PENDING
