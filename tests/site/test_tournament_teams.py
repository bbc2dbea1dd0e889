"""A trio event through the database: team registration, seats A-A/B-B/C-C, seat reports, the derived team
result, team standings, drops, late teams, a member's disqualification, team deck rules and the team top cut."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth.models import User

from tournaments import rounds, services
from tournaments.models import AuditEntry, Event, Match, Registration, Round, Team

pytestmark = pytest.mark.django_db


@pytest.fixture
def org():
    return User.objects.create_user("org", password="pw-org-123")


def make_event(org, teams: int, **kwargs) -> Event:
    event = Event.objects.create(
        name="Trio Cup", game="rebirth", organizer=org, seed=3, team_format="trio", **kwargs
    )
    for i in range(teams):
        services.register_team(event, f"T{i + 1}", org, [(f"T{i + 1}{s}", "") for s in "ABC"])
    return event


def seat_matches(rnd: Round) -> list[Match]:
    return list(rnd.matches.exclude(player_b=None).order_by("table"))


def play_team_round(event: Event, org, a_seats_won: int = 2) -> Round:
    """Team A of every table wins its first ``a_seats_won`` seats; a judge enters them."""
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    for m in seat_matches(rnd):
        won = "ABC".index(m.seat) < a_seats_won
        services.correct_result(m, org, 2 if won else 0, 0 if won else 2, 0, "entered")
    return rnd


def test_register_a_team_with_three_seats_and_accounts(org):
    event = Event.objects.create(name="Trio", game="rebirth", organizer=org, team_format="trio")
    users = [User.objects.create_user(n, password="pw-x-12345") for n in ("ann", "bob", "cat")]
    team = services.register_team(event, "Blue", users[1], [("Ann", "ann"), ("Bob", "bob"), ("Cat", "cat")])
    members = {m.seat: m for m in team.members.all()}
    assert [members[s].name for s in "ABC"] == ["Ann", "Bob", "Cat"]
    assert members["C"].user == users[2]
    assert AuditEntry.objects.filter(action="register_team", object_id=str(team.pk)).exists()
    stranger = User.objects.create_user("dan", password="pw-x-12345")
    with pytest.raises(services.PermissionDenied):
        services.register_team(event, "Red", stranger, [("X", ""), ("Y", ""), ("Z", "")])
    with pytest.raises(services.TournamentError, match="already registered"):
        services.register_team(event, "Green", org, [("Ann2", "ann"), ("Y", ""), ("Z", "")])
    with pytest.raises(services.TournamentError, match="three members"):
        services.register_team(event, "Short", org, [("X", ""), ("Y", "")])
    individual = Event.objects.create(name="Solo", game="rebirth", organizer=org)
    with pytest.raises(services.TournamentError, match="not a team event"):
        services.register_team(individual, "Blue", org, [("X", ""), ("Y", ""), ("Z", "")])


def test_team_round_seats_a_meet_a_with_table_numbers_per_seat(org):
    event = make_event(org, 5)
    rnd = rounds.pair_next_swiss_round(event, org)
    tables = rounds.team_tables(rnd)
    assert len(tables) == 3 and sum(1 for t in tables if t["team_b"] is None) == 1
    matches = list(rnd.matches.select_related("player_a", "player_b"))
    assert sorted(m.table for m in matches) == list(range(1, 10))
    for m in matches:
        assert m.table == 3 * (m.team_table - 1) + "ABC".index(m.seat) + 1
        assert m.player_a.seat == m.seat
        if m.player_b is not None:
            assert m.player_b.seat == m.seat and m.player_b.team_id != m.player_a.team_id
    byes = [m for m in matches if m.player_b is None]
    assert len(byes) == 3 and all(m.status == Match.Status.CONFIRMED and m.a_wins == 2 for m in byes)
    assert len({m.player_a.team_id for m in byes}) == 1


def test_members_report_their_seats_and_the_team_result_follows(org):
    event = Event.objects.create(name="Trio", game="rebirth", organizer=org, team_format="trio", seed=1)
    users = {
        n: User.objects.create_user(n, password="pw-x-12345") for n in ("a1", "a2", "a3", "b1", "b2", "b3")
    }
    services.register_team(event, "Alpha", users["a1"], [(n, n) for n in ("a1", "a2", "a3")])
    services.register_team(event, "Beta", users["b1"], [(n, n) for n in ("b1", "b2", "b3")])
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    by_seat = {m.seat: m for m in seat_matches(rnd)}
    alpha = str(Team.objects.get(name="Alpha").pk)

    def report(seat: str, alpha_wins: int) -> None:
        m = by_seat[seat]
        a_is_alpha = str(m.player_a.team_id) == alpha
        score = (2, 0) if alpha_wins else (0, 2)
        a, b = score if a_is_alpha else score[::-1]
        services.report_result(m, m.player_a.user, a, b, 0)
        services.confirm_result(Match.objects.get(pk=m.pk), m.player_b.user)

    report("A", 1)
    assert len(rounds.team_results(event)) == 1
    assert rounds.team_standings(event)[0].undecided_rounds == (1,)  # 1 seat of 3: the result is open
    report("B", 1)
    table = rounds.team_standings(event)
    assert table[0].team == alpha and table[0].match_points == 3 and table[0].undecided_rounds == ()
    report("C", 0)
    top = rounds.team_standings(event)[0]
    assert (top.match_points, top.game_points, top.games) == (3, 12, 6)
    assert [(s.seat, s.wins, s.losses) for s in top.seats] == [("A", 1, 0), ("B", 1, 0), ("C", 0, 1)]
    # A judge corrects seat C; the audit log keeps it and the standings follow.
    m = by_seat["C"]
    a, b = (2, 0) if str(m.player_a.team_id) == alpha else (0, 2)
    services.correct_result(m, org, a, b, 0, "slip signed wrongly")
    top = rounds.team_standings(event)[0]
    assert top.game_points == 18 and top.game_win == 1
    assert AuditEntry.objects.filter(action="correct_result", object_id=str(m.pk)).exists()


def test_three_rounds_no_rematch_and_next_round_waits_for_every_seat(org):
    event = make_event(org, 6)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    with pytest.raises(services.TournamentError, match="unconfirmed tables"):
        rounds.pair_next_swiss_round(event, org)
    for m in seat_matches(rnd):
        services.correct_result(m, org, 2, 1, 0, "entered")
    for _ in range(2):
        play_team_round(event, org)
    met = set()
    for r in event.round_set.all():
        for t in rounds.team_tables(r):
            pair = frozenset((t["team_a"], t["team_b"]))
            assert pair not in met
            met.add(pair)
    table = rounds.team_standings(event)
    assert sorted(s.match_points for s in table)[-1] == 9
    assert all(s.rounds == 3 for s in table)


def test_team_drops_as_a_whole_and_a_late_team_takes_a_loss(org):
    event = make_event(org, 4)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    leaving = Team.objects.get(name="T1")
    member = leaving.members.get(seat="B")
    services.drop(member, org, "going home")  # one member's drop is the team's
    leaving.refresh_from_db()
    assert leaving.dropped_after_round == 1
    assert all(r.dropped_after_round == 1 for r in leaving.members.all())
    conceded = [m for m in seat_matches(rnd) if m.status == Match.Status.CONFIRMED]
    assert len(conceded) == 3  # every seat of the leaving team lost its open match
    for m in seat_matches(rnd):
        if m.status != Match.Status.CONFIRMED:
            services.correct_result(m, org, 2, 0, 0, "entered")
    late = services.register_team(event, "Late", org, [("L1", ""), ("L2", ""), ("L3", "")])
    assert late.joined_round == 2
    rnd2 = rounds.pair_next_swiss_round(event, org)
    teams_in_round = {t["team_a"] for t in rounds.team_tables(rnd2)} | {
        t["team_b"] for t in rounds.team_tables(rnd2) if t["team_b"]
    }
    assert str(leaving.pk) not in teams_in_round and str(late.pk) in teams_in_round
    rows = {s.team: s for s in rounds.team_standings(event)}
    assert rows[str(late.pk)].losses == 1 and rows[str(late.pk)].games == 6
    assert rows[str(leaving.pk)].dropped


def test_member_dq_forfeits_the_seat_by_default(org):
    event = make_event(org, 2, rounds=3)
    play_team_round(event, org)
    team = Team.objects.get(name="T1")
    cheat = team.members.get(seat="A")
    services.disqualify(cheat, org, "marked cards")
    team.refresh_from_db()
    assert team.active  # the team plays on with two members
    rnd = rounds.pair_next_swiss_round(event, org)
    seat_a = rnd.matches.get(seat="A")
    assert seat_a.player_b is None and seat_a.player_a.team_id != team.pk and seat_a.a_wins == 2
    assert seat_a.status == Match.Status.CONFIRMED


def test_member_dq_drops_the_team_under_the_drop_policy(org):
    make_event(org, 2, team_dq_policy=Event.TeamDqPolicy.DROP_TEAM)
    team = Team.objects.get(name="T2")
    services.disqualify(team.members.get(seat="C"), org, "aggressive behaviour")
    team.refresh_from_db()
    assert team.dropped_after_round == 0
    assert AuditEntry.objects.filter(action="drop_team", object_id=str(team.pk)).exists()


def test_team_check_in_and_seat_changes(org):
    event = make_event(org, 2)
    team = Team.objects.get(name="T1")
    services.check_in_team(team, org)
    assert all(r.checked_in for r in team.members.all())
    with pytest.raises(services.TournamentError, match="fixed"):
        services.swap_seats(team, org, "A", "B")
    event.team_seat_changes = True
    event.save()
    team.refresh_from_db()
    services.swap_seats(team, org, "A", "B")
    assert team.members.get(seat="A").name == "T1B" and team.members.get(seat="B").name == "T1A"


def _deck(title: str, card: str, copies: int) -> str:
    return json.dumps(
        {
            "cards": {card: {"name": card, "type": "CH", "cost": 1, "atk": 1, "def": 1, "title": title}},
            "main": {card: copies},
            "partners": {},
        },
        ensure_ascii=False,
    )


def test_team_deck_rules_are_checked_at_submission(org):
    make_event(org, 1, team_copy_limit=4, team_unique_titles=True)
    team = Team.objects.get(name="T1")
    a, b, c = (team.members.get(seat=s) for s in "ABC")
    assert services.submit_decklist(a, _deck("作品1", "X-1", 4), org) == []
    notices = services.submit_decklist(b, _deck("作品1", "X-1", 1), org)
    assert any("X-1" in en and "5 copies" in en for _ja, en in notices)
    assert any("作品1" in ja and "タイトル" in ja for ja, _en in notices)
    assert Registration.objects.get(pk=b.pk).decklist  # stored whatever the check says
    assert services.submit_decklist(b, _deck("作品2", "Y-1", 4), org) == []
    assert any("plain text" in en for _ja, en in services.submit_decklist(c, "4 Z-1", org))


def test_team_top_cut_bracket(org):
    event = make_event(org, 4, rounds=2, top_cut=4)
    play_team_round(event, org)
    play_team_round(event, org)
    semi = rounds.pair_elimination_round(event, org)
    seeds = rounds.team_bracket_of(event).seeds
    standings = [s.team for s in rounds.team_standings(event)]
    assert list(seeds) == standings[:4]
    assert {frozenset((t["team_a"], t["team_b"])) for t in rounds.team_tables(semi)} == {
        frozenset((standings[0], standings[3])),
        frozenset((standings[1], standings[2])),
    }
    rounds.publish_round(semi, org)
    for m in seat_matches(semi):
        services.correct_result(m, org, 2, 0, 0, "entered")  # team A (the higher seed) wins 3-0
    final = rounds.pair_elimination_round(event, org)
    assert {frozenset((t["team_a"], t["team_b"])) for t in rounds.team_tables(final)} == {
        frozenset((standings[0], standings[1]))
    }
    rounds.publish_round(final, org)
    for m in seat_matches(final):
        services.correct_result(m, org, 0, 2, 0, "entered")
    assert rounds.team_bracket_of(event).champion in (standings[0], standings[1])
    with pytest.raises(services.TournamentError, match="won the final"):
        rounds.pair_elimination_round(event, org)


# --- pages ---------------------------------------------------------------------------------------------


def test_a_player_registers_a_team_on_the_page(client, org):
    event = Event.objects.create(name="Trio", game="rebirth", organizer=org, team_format="trio")
    ann = User.objects.create_user("ann", password="pw-x-12345")
    client.force_login(ann)
    page = client.get(f"/events/{event.pk}/teams")
    assert page.status_code == 200 and 'value="ann"' in page.content.decode()
    form = {"name": "Blue", "a_name": "Ann", "a_user": "ann", "b_name": "Bo", "c_name": "Cy"}
    response = client.post(f"/events/{event.pk}/teams", form, follow=True)
    html = response.content.decode()
    assert "チーム「Blue」を登録しました。" in html and "A: Ann" in html
    team = Team.objects.get(name="Blue")
    assert team.members.get(seat="A").user == ann
    client.post(f"/events/{event.pk}/teams/{team.pk}/check-in")
    team.refresh_from_db()
    assert team.checked_in
    english = client.get(f"/events/{event.pk}/teams", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Seats are fixed for the event" in english and "Check in the team" not in english


def test_pairings_by_team_and_by_player(client, org):
    event = make_event(org, 3)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    html = client.get(f"/events/{event.pk}/rounds/1/pairings").content.decode()
    assert html.count('class="pairings team-table"') == 2  # one team table and the bye
    assert "不戦勝（BYE）" in html
    for name in ("T1A", "T2B", "T3C"):
        assert f"<td>{name}</td>" in html
    english = client.get(f"/events/{event.pk}/rounds/1/pairings", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "By team" in english and "Team table 1" in english


def test_team_standings_page_names_the_conventions_and_the_breakdown(client, org):
    event = make_event(org, 2)
    play_team_round(event, org)
    html = client.get(f"/events/{event.pk}/standings").content.decode()
    assert "チーム順位" in html and "下限33.00%" in html and "3-0の勝ちは2-1より高くなります" in html
    assert "A席 1勝0敗0分" in html and "C席 0勝1敗0分" in html
    english = client.get(f"/events/{event.pk}/standings", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Team standings" in english and "floored at 33.00%" in english and "Seat C: 0-1-0" in english


def test_member_page_shows_the_team_result(client, org):
    event = Event.objects.create(name="Trio", game="rebirth", organizer=org, team_format="trio", seed=1)
    users = {
        n: User.objects.create_user(n, password="pw-x-12345") for n in ("a1", "a2", "a3", "b1", "b2", "b3")
    }
    services.register_team(event, "Alpha", org, [(n, n) for n in ("a1", "a2", "a3")])
    services.register_team(event, "Beta", org, [(n, n) for n in ("b1", "b2", "b3")])
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    client.force_login(users["a1"])
    html = client.get(f"/events/{event.pk}/my-match").content.decode()
    assert "Alpha" in html and "Beta" in html and "チームの結果" in html and "未確定" in html
    for m in seat_matches(rnd):
        alpha_a = m.player_a.name.startswith("a")
        services.correct_result(m, org, 2 if alpha_a else 0, 0 if alpha_a else 2, 0, "entered")
    html = client.get(f"/events/{event.pk}/my-match").content.decode()
    assert 'class="team-outcome win"' in html


def test_bracket_page_draws_the_team_cut(client, org):
    event = make_event(org, 4, rounds=1, top_cut=4)
    play_team_round(event, org)
    assert "まだ始まっていません" in client.get(f"/events/{event.pk}/bracket").content.decode()
    rounds.pair_elimination_round(event, org)
    html = client.get(f"/events/{event.pk}/bracket").content.decode()
    assert html.count('class="bracket-match') == 3 and html.count('class="seed"') == 4
    names = rounds.team_names(event)
    top = rounds.team_standings(event)[0].team
    assert names[top] in html


def test_api_gives_team_standings_and_seats(org):
    from rest_framework.test import APIClient

    event = make_event(org, 2)
    rnd = play_team_round(event, org)
    api = APIClient()
    standings = api.get(f"/api/events/{event.pk}/standings").json()["results"]
    assert [row["match_points"] for row in standings] == [3, 0]
    assert standings[0]["seats"] == {"A": [1, 0, 0], "B": [1, 0, 0], "C": [0, 1, 0]}
    assert set(standings[0]["members"]) == {"A", "B", "C"}
    assert set(standings[0]["members"]["A"]) == {"id", "display_name"} and set(standings[0]["team"]) == {
        "id",
        "display_name",
    }
    payload = api.get(f"/api/events/{event.pk}/rounds/{rnd.number}").json()
    assert sorted(m["seat"] for m in payload["matches"]) == ["A", "B", "C"]
    assert api.get(f"/api/events/{event.pk}").json()["team_format"] == "trio"


def test_open_seats_counted_as_draws_under_the_draw_rule(org):
    event = make_event(org, 2, team_open_seats=Event.TeamOpenSeats.DRAW)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    a, b, _c = seat_matches(rnd)
    team_of_a = str(a.player_a.team_id)
    services.correct_result(a, org, 2, 0, 0, "entered")
    services.correct_result(b, org, 0, 2, 0, "entered")  # b's player_a may be either team
    rows = {s.team: s for s in rounds.team_standings(event)}
    assert all(s.rounds == 1 for s in rows.values())  # decided at once: the open seat is a draw
    if str(b.player_a.team_id) == team_of_a:
        assert rows[team_of_a].draws == 1  # 1 win, 1 loss, 1 open seat
    else:
        assert rows[team_of_a].match_points == 3  # 2 seat wins


def test_the_event_form_sets_the_team_options(client):
    from django.urls import reverse

    from judge.roles import ORGANIZER, assign_role

    organizer = User.objects.create_user("orga", password="pw-orga-123")
    assign_role(organizer, ORGANIZER)
    client.force_login(organizer)
    base = {
        "name": "Cup",
        "game": "rebirth",
        "structure": "swiss",
        "top_cut": "0",
        "match_format": "bo3",
        "round_minutes": "50",
        "profile": "mtr",
        "variant": "standard",
    }
    client.post(reverse("tournaments:event_create"), base)
    solo = Event.objects.get(name="Cup")
    assert not solo.is_team_event and solo.team_draw_rule == "majority" and solo.team_copy_limit == 0
    team_form = base | {
        "name": "Trio Cup",
        "team_format": "trio",
        "team_draw_rule": "two_wins",
        "team_copy_limit": "4",
        "team_unique_titles": "on",
    }
    response = client.post(reverse("tournaments:event_create"), team_form)
    assert response.status_code == 302
    trio = Event.objects.get(name="Trio Cup")
    assert trio.is_team_event and trio.team_draw_rule == "two_wins"
    assert (trio.team_copy_limit, trio.team_unique_titles, trio.team_dq_policy) == (4, True, "forfeit_seat")
    page = client.get(trio.get_absolute_url()).content.decode()
    assert reverse("tournaments:teams", args=[trio.pk]) in page


def test_a_members_match_loss_counts_for_their_seat_only(org):
    from tournaments.penalties import services as penalties

    event = make_event(org, 2)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    seat_b = rnd.matches.get(seat="B")
    offender = seat_b.player_a
    rec = penalties.record_penalty(
        offender, org, "usc-major", "match_loss", match=seat_b, description="insults"
    )
    penalties.confirm_penalty_result(rec.penalty, org)
    seat_b.refresh_from_db()
    assert (seat_b.a_wins, seat_b.b_wins, seat_b.status) == (0, 2, "confirmed")
    assert rnd.matches.get(seat="A").status == "pending"  # teammates' seats are untouched
    (tm, _round_id), *_ = rounds.team_results(event)
    offender_team = str(offender.team_id)
    seat = next(s for s in tm.seats if s.seat == "B")
    assert seat.winner == ("b" if tm.team_a == offender_team else "a")


def test_decklist_pages_show_the_team_deck_rules(client, org):
    event = make_event(org, 1, team_copy_limit=4)
    team = Team.objects.get(name="T1")
    ann = User.objects.create_user("ann", password="pw-x-12345")
    a, b = team.members.get(seat="A"), team.members.get(seat="B")
    a.user = ann
    a.save()
    services.submit_decklist(a, _deck("作品1", "X-1", 4), org)
    services.submit_decklist(b, _deck("作品2", "X-1", 2), org)
    client.force_login(ann)
    html = client.get(f"/events/{event.pk}/decklist").content.decode()
    assert "チームの構築ルール" in html and "「X-1」が合計6枚" in html
    english = client.get(f"/events/{event.pk}/decklist", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "The team has 6 copies of &#x27;X-1&#x27;" in english
    client.force_login(org)
    judges = client.get(f"/events/{event.pk}/decklists").content.decode()
    assert "<strong>T1</strong>" in judges and "合計6枚" in judges


def test_the_organizer_swaps_seats_on_the_page_when_allowed(client, org):
    event = make_event(org, 2, team_seat_changes=True)
    team = Team.objects.get(name="T1")
    client.force_login(org)
    page = client.get(f"/events/{event.pk}/teams").content.decode()
    assert "席を入れ替える" in page
    client.post(f"/events/{event.pk}/teams/{team.pk}/seats", {"seat_x": "A", "seat_y": "C"})
    assert team.members.get(seat="A").name == "T1C"
    assert AuditEntry.objects.filter(action="swap_seats", object_id=str(team.pk)).exists()
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    response = client.post(
        f"/events/{event.pk}/teams/{team.pk}/seats", {"seat_x": "A", "seat_y": "C"}, follow=True
    )
    assert "対戦中は席を変更できません。" in response.content.decode()
