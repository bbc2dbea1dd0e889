"""Live pages (issue 18): the per-event version goes up on every change a live page shows, and the fragment
polls answer 304 under an unchanged ETag and the new fragment after a change."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django.utils import timezone
from django.utils.html import escape

from judge.roles import ORGANIZER, assign_role
from tournaments import lifecycle, live, rounds, services
from tournaments.models import Event, LiveVersion, Match, Registration
from tournaments.penalties import services as penalties

pytestmark = pytest.mark.django_db


@pytest.fixture
def org():
    user = User.objects.create_user("org", password="pw-org-123")
    assign_role(user, ORGANIZER)
    return user


def make_event(org, players: int = 4, **kwargs) -> Event:
    kwargs.setdefault("seed", 7)
    event = Event.objects.create(name="Cup", game="rebirth", organizer=org, round_minutes=50, **kwargs)
    for i in range(players):
        user = User.objects.create_user(f"p{i + 1:02d}", password="pw-player-123")
        Registration.objects.create(event=event, name=f"P{i + 1:02d}", user=user)
    return event


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def first_match(event: Event) -> Match:
    return Match.objects.filter(round__event=event, player_b__isnull=False).order_by("table").first()


def test_every_change_a_live_page_shows_bumps_the_version(org):
    event = make_event(org)
    seen = [live.version(event.pk)]

    def bumped() -> bool:
        now = live.version(event.pk)
        grew = now > seen[-1]
        seen.append(now)
        return grew

    assert seen[0] >= 1  # an event starts with its row (the creation and its registrations)
    rnd = rounds.pair_next_swiss_round(event, org)
    assert bumped()
    rounds.publish_round(rnd, org)
    assert bumped()
    match = first_match(event)
    services.report_result(match, match.player_a.user, 2, 1, 0)
    assert bumped()
    services.confirm_result(match, match.player_b.user)
    assert bumped()
    services.correct_result(match, org, 2, 0, 0, reason="slip")
    assert bumped()
    other = Match.objects.filter(round=rnd).exclude(pk=match.pk).first()
    penalties.add_time_extension(other, org, 3, "other", "spill")
    assert bumped()
    services.drop(Registration.objects.filter(event=event).first(), org, "left")
    assert bumped()
    event.judges.add(User.objects.create_user("jud"))
    assert bumped()
    # Nothing changed, nothing bumped: reading pages does not move the version.
    logged_in(org).get(reverse("tournaments:current_pairings", args=[event.pk]))
    assert live.version(event.pk) == seen[-1]


def test_a_discarded_draft_round_bumps_the_version_and_deleting_an_event_does_not_fail(org):
    event = make_event(org)
    rnd = rounds.pair_next_swiss_round(event, org)
    before = live.version(event.pk)
    lifecycle.discard_round(rnd, org)
    assert live.version(event.pk) > before
    event.round_set.all().delete()
    event.delete()
    assert not LiveVersion.objects.filter(event_id=event.pk).exists()


def test_fragment_polls_answer_304_until_a_result_changes(org):
    event = make_event(org)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    match = first_match(event)
    viewer = logged_in(match.player_a.user)
    url = reverse("tournaments:current_pairings", args=[event.pk]) + "?live=1"

    first = viewer.get(url)
    assert first.status_code == 200 and first["ETag"]
    assert "private" in first["Cache-Control"] and "no-cache" in first["Cache-Control"]
    assert "<html" not in first.content.decode()  # a fragment, not the page
    tag = first["ETag"]
    again = viewer.get(url, HTTP_IF_NONE_MATCH=tag)
    assert again.status_code == 304 and again["ETag"] == tag and again.content == b""
    # A proxy may have weakened the tag; the weak comparison still matches.
    assert viewer.get(url, HTTP_IF_NONE_MATCH="W/" + tag).status_code == 304

    services.report_result(match, match.player_a.user, 2, 1, 0)
    services.confirm_result(match, match.player_b.user)
    changed = viewer.get(url, HTTP_IF_NONE_MATCH=tag)
    assert changed.status_code == 200 and changed["ETag"] != tag
    html = changed.content.decode()
    row = html[html.index(f'data-table="{match.table}"') :]
    assert "2-1" in row[: row.index("</tr>")]


def test_the_page_is_drawn_with_its_tag_so_the_first_poll_is_a_304(org):
    event = make_event(org)
    rounds.publish_round(rounds.pair_next_swiss_round(event, org), org)
    client = logged_in(org)
    for name in ("current_pairings", "standings", "outstanding", "my_match"):
        page = client.get(reverse(f"tournaments:{name}", args=[event.pk]))
        assert page.status_code == 200
        tag = page.context["live_etag"]
        assert f'data-live-etag="{escape(tag)}"' in page.content.decode()
        poll = client.get(page.context["live_url"], HTTP_IF_NONE_MATCH=tag)
        assert poll.status_code == 304, name


def test_the_tag_is_per_reader_and_per_language(org):
    event = make_event(org)
    rounds.publish_round(rounds.pair_next_swiss_round(event, org), org)
    match = first_match(event)
    url = reverse("tournaments:my_match", args=[event.pk]) + "?live=1"
    a = logged_in(match.player_a.user)
    b = logged_in(match.player_b.user)
    tag_a = a.get(url)["ETag"]
    # Another player's tag never validates this player's copy: each sees their own match.
    assert b.get(url, HTTP_IF_NONE_MATCH=tag_a).status_code == 200
    assert a.get(url, HTTP_IF_NONE_MATCH=tag_a, HTTP_ACCEPT_LANGUAGE="en").status_code == 200


def test_a_304_costs_few_queries(org, django_assert_max_num_queries):
    event = make_event(org)
    rounds.publish_round(rounds.pair_next_swiss_round(event, org), org)
    match = first_match(event)
    client = logged_in(match.player_a.user)
    url = reverse("tournaments:my_match", args=[event.pk]) + "?live=1"
    tag = client.get(url)["ETag"]
    # session, user, event, the player's registration, the counter, the player's match: no render.
    with django_assert_max_num_queries(6):
        assert client.get(url, HTTP_IF_NONE_MATCH=tag).status_code == 304


def test_current_pairings_follow_the_published_round_and_hide_drafts(org):
    event = make_event(org)
    player = logged_in(User.objects.get(username="p01"))
    url = reverse("tournaments:current_pairings", args=[event.pk])
    rnd = rounds.pair_next_swiss_round(event, org)
    assert "まだ対戦が発表されていません" in player.get(url).content.decode()  # a draft is not shown
    rounds.publish_round(rnd, org)
    html = player.get(url + "?live=1").content.decode()
    assert "P01" in html and 'data-find-name="P01"' in html and "data-ends=" in html
    # The old round's page points to a newer round once one is up.
    for m in rnd.matches.filter(player_b__isnull=False):
        services.correct_result(m, org, 2, 0, 0)
    rounds.publish_round(rounds.pair_next_swiss_round(event, org), org)
    old = player.get(reverse("tournaments:pairings", args=[event.pk, 1]) + "?live=1").content.decode()
    assert "第2回戦の組み合わせが公開されました" in old
    assert "第2回戦" in player.get(url + "?live=1").content.decode()


def test_the_timer_counts_the_round_time_and_the_match_extensions(org):
    event = make_event(org)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    rnd.refresh_from_db()
    match = first_match(event)
    penalties.add_time_extension(match, org, 4, "other", "spill")
    ends = rnd.started_at + timedelta(minutes=50 + 4)
    ms = int(ends.timestamp() * 1000)
    mine = (
        logged_in(match.player_a.user).get(reverse("tournaments:my_match", args=[event.pk])).content.decode()
    )
    assert f'data-ends="{ms}"' in mine and "延長 +4分" in mine
    board = logged_in(org).get(reverse("tournaments:outstanding", args=[event.pk])).content.decode()
    assert f'data-ends="{ms}"' in board
    round_end = int((rnd.started_at + timedelta(minutes=50)).timestamp() * 1000)
    assert f'data-ends="{round_end}"' in board  # the round's own clock above the tables
    # The server's clock rides with every poll (a 304 too), so the phone counts from it.
    client = logged_in(match.player_a.user)
    url = reverse("tournaments:my_match", args=[event.pk]) + "?live=1"
    now_ms = int(timezone.now().timestamp() * 1000)
    part = client.get(url)
    again = client.get(url, HTTP_IF_NONE_MATCH=part["ETag"])
    assert again.status_code == 304
    assert abs(int(part["X-Server-Time"]) - now_ms) < 60_000
    assert abs(int(again["X-Server-Time"]) - now_ms) < 60_000


def test_a_confirmed_match_shows_no_timer_and_a_stranger_sees_no_match(org):
    event = make_event(org)
    rounds.publish_round(rounds.pair_next_swiss_round(event, org), org)
    match = first_match(event)
    services.correct_result(match, org, 2, 0, 0)
    mine = (
        logged_in(match.player_a.user).get(reverse("tournaments:my_match", args=[event.pk])).content.decode()
    )
    assert "data-ends=" not in mine
    stranger = logged_in(User.objects.create_user("x"))
    part = stranger.get(reverse("tournaments:my_match", args=[event.pk]) + "?live=1").content.decode()
    assert "このイベントに登録されていません" in part and match.player_a.name not in part


def test_the_outstanding_board_fragment_is_for_staff_only(org):
    event = make_event(org)
    rounds.publish_round(rounds.pair_next_swiss_round(event, org), org)
    player = logged_in(User.objects.get(username="p01"))
    assert player.get(reverse("tournaments:outstanding", args=[event.pk]) + "?live=1").status_code == 403


def test_a_players_match_page_is_not_redrawn_for_other_tables_results(org):
    event = make_event(org, players=6)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    mine, other = list(Match.objects.filter(round=rnd, player_b__isnull=False).order_by("table"))[:2]
    client = logged_in(mine.player_a.user)
    url = reverse("tournaments:my_match", args=[event.pk]) + "?live=1"
    tag = client.get(url)["ETag"]
    services.correct_result(other, org, 2, 0, 0)  # another table's result
    assert client.get(url, HTTP_IF_NONE_MATCH=tag).status_code == 304
    services.report_result(mine, mine.player_b.user, 0, 2, 0)  # the opponent reports this match
    changed = client.get(url, HTTP_IF_NONE_MATCH=tag)
    assert changed.status_code == 200 and "この結果で確定する" in changed.content.decode()
    tag = changed["ETag"]
    services.drop(Registration.objects.get(pk=other.player_a_id), org, "left")  # not a result: redraws
    assert client.get(url, HTTP_IF_NONE_MATCH=tag).status_code == 200


def test_the_pairings_fragment_is_shared_and_the_page_names_its_reader(org):
    event = make_event(org)
    rounds.publish_round(rounds.pair_next_swiss_round(event, org), org)
    url = reverse("tournaments:current_pairings", args=[event.pk])
    one = logged_in(User.objects.get(username="p01"))
    two = logged_in(User.objects.get(username="p02"))
    assert one.get(url + "?live=1").content == two.get(url + "?live=1").content
    assert 'data-me="P01"' in one.get(url).content.decode()
    assert 'data-me="P02"' in two.get(url).content.decode()
    # A result changes the shared fragment for everyone (it is kept per version, never stale).
    match = first_match(event)
    services.correct_result(match, org, 2, 1, 0)
    html = two.get(url + "?live=1").content.decode()
    row = html[html.index(f'data-table="{match.table}"') :]
    assert "2-1" in row[: row.index("</tr>")]


def test_the_live_pages_speak_english_too(org):
    event = make_event(org)
    rounds.publish_round(rounds.pair_next_swiss_round(event, org), org)
    match = first_match(event)
    client = logged_in(match.player_a.user)
    pairings = client.get(
        reverse("tournaments:current_pairings", args=[event.pk]), HTTP_ACCEPT_LANGUAGE="en"
    ).content.decode()
    assert "Current pairings" in pairings and "Find a name or a table" in pairings and "Ends at" in pairings
    mine = client.get(
        reverse("tournaments:my_match", args=[event.pk]), HTTP_ACCEPT_LANGUAGE="en"
    ).content.decode()
    assert 'data-left="Time left"' in mine and 'data-over="Time is up"' in mine
