"""The top cut drawn as SVG (issue 18): seeds, results, the winner carried on, the next match and its
table; the fragment the live pages refresh; the team cut drawn the same way."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import User

from tournaments import rounds, services
from tournaments.models import Event, Registration

pytestmark = pytest.mark.django_db


@pytest.fixture
def org():
    return User.objects.create_user("org", password="pw-org-123")


def top8_event(org) -> Event:
    event = Event.objects.create(
        name="Cup", game="rebirth", organizer=org, seed=7, rounds=3, top_cut=8, status="registration"
    )
    for i in range(12):
        Registration.objects.create(event=event, name=f"選手{i + 1:02d}")
    for _ in range(3):
        rnd = rounds.pair_next_swiss_round(event, org)
        rounds.publish_round(rnd, org)
        for m in rnd.matches.filter(player_b__isnull=False):
            services.correct_result(m, org, 2, 1, 0, "slip")
    return event


def side_groups(html: str, round_: int, slot: int) -> str:
    match = re.search(
        rf'<g class="bracket-match[^"]*" data-round="{round_}" data-slot="{slot}".*?(?=<g class="bracket-match|</svg>)',
        html,
        re.S,
    )
    assert match, f"no box for round {round_} slot {slot}"
    return match.group(0)


def test_the_top_eight_is_drawn_with_seeds_and_the_winner_carried_on(client, org):
    event = top8_event(org)
    empty = client.get(f"/events/{event.pk}/bracket").content.decode()
    assert "<svg" not in empty and "まだ始まっていません" in empty
    quarter = rounds.pair_elimination_round(event, org)
    rounds.publish_round(quarter, org)
    html = client.get(f"/events/{event.pk}/bracket").content.decode()
    assert html.count("<svg") == 1 and html.count('class="bracket-match') == 7
    seeds = rounds.bracket_of(event).seeds
    names = rounds.names(event)
    first = side_groups(html, 1, 0)
    assert ">1</text>" in first and ">8</text>" in first  # seed 1 meets seed 8
    assert names[seeds[0]] in first and names[seeds[7]] in first
    assert 'class="bracket-match next"' in html and "対戦中・1卓" in html
    # Seed 8 beats seed 1, 2-1: the box shows the score, marks the winner, and the semi-final has them.
    m = quarter.matches.get(table=1)
    seed8_is_a = str(m.player_a_id) == seeds[7]
    services.correct_result(m, org, 2 if seed8_is_a else 1, 1 if seed8_is_a else 2, 0, "slip")
    html = client.get(f"/events/{event.pk}/bracket").content.decode()
    first = side_groups(html, 1, 0)
    assert "decided" in first.split(">")[0]
    won = re.findall(r'<g class="b-side won" data-player="([^"]+)"', first)
    assert won == [names[seeds[7]]]
    assert re.search(r'class="b-score"[^>]*>2</text>', first) and re.search(
        r'class="b-score"[^>]*>1</text>', first
    )
    semi = side_groups(html, 2, 0)
    assert names[seeds[7]] in semi and ">8</text>" in semi
    assert html.count('class="b-link carried"') == 1


def test_the_fragment_is_the_bracket_box_alone(client, org):
    event = top8_event(org)
    rounds.pair_elimination_round(event, org)
    fragment = client.get(f"/events/{event.pk}/bracket/fragment")
    html = fragment.content.decode()
    assert fragment.status_code == 200
    assert html.lstrip().startswith('<div id="bracket-live"') and "<html" not in html
    assert html.count('class="bracket-match') == 7
    page = client.get(f"/events/{event.pk}/bracket").content.decode()
    assert 'id="bracket-live"' in page and f'data-fragment-url="/events/{event.pk}/bracket/fragment"' in page


def test_an_unknown_event_has_no_bracket(client):
    assert client.get("/events/999999/bracket/fragment").status_code == 404


def test_the_bracket_speaks_english(client, org):
    event = top8_event(org)
    rounds.pair_elimination_round(event, org)
    html = client.get(f"/events/{event.pk}/bracket", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Final" in html and "Round 1" in html


def test_the_team_cut_is_drawn_with_seats_won_and_the_team_carried_on(client, org):
    from tests.site.test_tournament_teams import make_event, play_team_round, seat_matches

    event = make_event(org, 4, rounds=1, top_cut=4)
    play_team_round(event, org)
    semi = rounds.pair_elimination_round(event, org)
    rounds.publish_round(semi, org)
    html = client.get(f"/events/{event.pk}/bracket").content.decode()
    assert html.count('class="bracket-match next"') == 2 and "対戦中・1卓" in html
    seeds = rounds.team_bracket_of(event).seeds
    names = rounds.team_names(event)
    table_one = next(t for t in rounds.team_tables(semi) if t["team_table"] == 1)
    # Team A of table 1 wins two seats and loses one: 2-1 in seats, and they go on to the final.
    for m in seat_matches(semi):
        if m.team_table != 1:
            continue
        won = m.seat in "AB"
        services.correct_result(m, org, 2 if won else 0, 0 if won else 2, 0, "entered")
    html = client.get(f"/events/{event.pk}/bracket").content.decode()
    box = side_groups(html, 1, 0)
    winner = names[table_one["team_a"]]
    assert re.findall(r'<g class="b-side won" data-player="([^"]+)"', box) == [winner]
    assert re.search(r'class="b-score"[^>]*>2</text>', box) and re.search(
        r'class="b-score"[^>]*>1</text>', box
    )
    assert winner in side_groups(html, 2, 0)
    assert {seeds[0], seeds[3]} == {table_one["team_a"], table_one["team_b"]}
