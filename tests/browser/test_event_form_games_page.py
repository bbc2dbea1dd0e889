"""On a phone, the event form shows only the chosen game's settings and formats (static/js/event-form.js)."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from judge.roles import ORGANIZER, assign_role
from tournaments.models import Event

from .test_event_day_flow import fits_the_phone, log_in
from .test_phone_layout_audit import shoot

pytestmark = pytest.mark.django_db(transaction=True)

DM_FIELDS = ("dm_range", "dm_deploy", "policy_removed_player_cards")
MYEARTH_FIELDS = ("myearth_deck_size", "myearth_starting_life", "policy_deemed_draw_first_play")


def offered_formats(page) -> list[str]:  # type: ignore[no-untyped-def]
    return page.locator("select[name=variant] option").evaluate_all(
        "options => options.filter(o => !o.hidden && !o.disabled).map(o => o.value)"
    )


def test_choosing_a_game_shows_only_its_settings(phone_page, live_server):
    org = User.objects.create_user("orgf", password="pw-orgf-123")
    assign_role(org, ORGANIZER)
    page = phone_page
    base = live_server.url
    log_in(page, base, "orgf", "pw-orgf-123")
    page.goto(base + "/events/new")
    page.fill("input[name=name]", "怪獣とDMの交流会")

    page.select_option("select[name=game]", "kaiju")
    for name in DM_FIELDS + MYEARTH_FIELDS:
        assert page.locator(f"[name={name}]").is_hidden(), name
    assert offered_formats(page) == ["standard"]
    shoot(page, "event-form-kaiju")
    assert fits_the_phone(page)

    # A MyEarth setting chosen, then the organizer changes their mind: it is hidden and not saved.
    page.select_option("select[name=game]", "myearth")
    assert page.locator("select[name=myearth_deck_size]").is_visible()
    page.select_option("select[name=myearth_deck_size]", "30")

    page.select_option("select[name=game]", "dm-variants")
    for name in DM_FIELDS:
        assert page.locator(f"[name={name}]").is_visible(), name
    for name in MYEARTH_FIELDS:
        assert page.locator(f"[name={name}]").is_hidden(), name
    formats = offered_formats(page)
    assert "dmedh" in formats and "standard" in formats
    page.select_option("select[name=variant]", "dmedh")
    page.check("input[name=dm_deploy]")
    page.select_option("select[name=policy_removed_player_cards]", "controlled")
    shoot(page, "event-form-dm-variants")
    assert fits_the_phone(page)

    # Back to kaiju would offer only its format: the chosen DM format is replaced, not sent.
    page.select_option("select[name=game]", "kaiju")
    assert page.locator("select[name=variant]").input_value() == "standard"
    page.select_option("select[name=game]", "dm-variants")
    page.select_option("select[name=variant]", "dmedh")
    page.locator("main button[type=submit]").click()
    page.wait_for_load_state()

    event = Event.objects.get(name="怪獣とDMの交流会")
    assert event.game == "dm-variants"
    assert event.variant == "dmedh"
    assert event.rules_options == {"deploy": True, "policies": {"removed_player_cards": "controlled"}}


def test_the_game_switch_runs_under_the_sites_csp(browser, live_server):  # type: ignore[no-untyped-def]
    from .conftest import PHONE

    org = User.objects.create_user("orgc", password="pw-orgc-123")
    assign_role(org, ORGANIZER)
    context = browser.new_context(viewport=PHONE, is_mobile=True, locale="ja-JP")  # the CSP enforced
    page = context.new_page()
    page.set_default_timeout(15_000)
    blocked: list[str] = []
    page.on("console", lambda m: blocked.append(m.text) if "Content Security Policy" in m.text else None)
    try:
        log_in(page, live_server.url, "orgc", "pw-orgc-123")
        page.goto(live_server.url + "/events/new")
        page.select_option("select[name=game]", "kaiju")
        assert page.locator("[name=dm_range]").is_hidden()
        assert page.locator("[name=myearth_deck_size]").is_hidden()
        page.select_option("select[name=game]", "myearth")
        assert page.locator("[name=myearth_deck_size]").is_visible()
    finally:
        context.close()
    assert blocked == []
