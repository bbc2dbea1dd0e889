"""On a phone, an organizer creates a DMEDH event with a rules policy; judges see the choice with its clauses."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from judge.roles import ORGANIZER, assign_role
from rules_index.importer import import_all
from tournaments.models import AuditEntry, Event

from .test_event_flow import log_in
from .test_phone_layout_audit import shoot

pytestmark = pytest.mark.django_db(transaction=True)


def test_organizer_sets_dmedh_policies_from_a_phone(browser, live_server):
    import_all()
    org = User.objects.create_user("edh_org", password="pw-edh-org-123")
    assign_role(org, ORGANIZER)
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="ja-JP", bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(15_000)
    base = live_server.url
    log_in(page, base, "edh_org", "pw-edh-org-123")

    page.goto(base + "/events/new")
    # The policies' long option labels must not make the form wider than the phone.
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.fill("input[name=name]", "DMEDH交流会")
    page.select_option("select[name=game]", "dm-variants")
    page.select_option("select[name=variant]", "dmedh")
    # A decided policy offers only the decided reading (decisions.md DM 7); the one no decision covers
    # (who leaves with a removed player's cards, 600.3a/610.8) is the organizer's choice.
    tax = page.locator("select[name=policy_commander_tax_count] option")
    assert tax.evaluate_all("options => options.map(o => o.value)") == ["", "every_move"]
    page.select_option("select[name=policy_removed_player_cards]", "controlled")
    page.locator("main button[type=submit]").click()
    page.wait_for_load_state()

    event = Event.objects.get(name="DMEDH交流会")
    assert event.variant == "dmedh"
    assert event.rules_options["policies"] == {"removed_player_cards": "controlled"}
    assert AuditEntry.objects.filter(action="create_event").count() == 1
    assert "DMEDH (701)" in page.locator("section", has_text="ルール設定").first.inner_text()
    tax_row = page.locator("table.rules-settings-table tr", has_text="統率者の追加コスト")
    assert "すべての回数を数える（701.18b）" in tax_row.inner_text()  # the decided reading, unset
    row = page.locator("table.rules-settings-table tr", has_text="コントロールするカードか")
    assert "コントロールするカード（610.8）" in row.inner_text()
    assert "未設定" not in row.inner_text()
    row.get_by_role("link", name="610.8").click()
    page.wait_for_load_state()
    assert "610.8" in page.get_by_role("heading", level=1).inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    context.close()


def test_organizer_sets_the_myearth_policy_from_a_phone(phone_page, live_server):
    """MyEarth's policy deemed_draw_first_play (96/101) comes from its own engine's registry: offered only
    for a MyEarth event, saved in rules_options["policies"], shown with its clauses to judges."""
    import_all()
    org = User.objects.create_user("me_org", password="pw-me-org-123")
    assign_role(org, ORGANIZER)
    page = phone_page
    base = live_server.url
    log_in(page, base, "me_org", "pw-me-org-123")

    page.goto(base + "/events/new")
    page.fill("input[name=name]", "マイアース交流会")
    page.select_option("select[name=game]", "dm-variants")
    assert page.locator("select[name=policy_deemed_draw_first_play]").is_hidden()
    page.select_option("select[name=game]", "myearth")
    policy = page.locator("select[name=policy_deemed_draw_first_play]")
    assert policy.is_visible()
    assert page.locator("select[name=policy_removed_player_cards]").is_hidden()
    options = policy.locator("option").evaluate_all("options => options.map(o => o.value)")
    assert options == ["", "after_draw", "declare_first"]
    label = page.locator("label[for=id_policy_deemed_draw_first_play]").inner_text()
    assert "96項" in label and "101項" in label
    policy.select_option("declare_first")
    # The long question and choices wrap within the phone's width, and the select is thumb-sized.
    policy.scroll_into_view_if_needed()
    box = policy.bounding_box()
    assert box is not None and box["height"] >= 40 and box["x"] + box["width"] <= 390
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    shoot(page, "pol19-myearth-form")
    page.locator("main button[type=submit]").click()
    page.wait_for_load_state()

    event = Event.objects.get(name="マイアース交流会")
    assert event.game == "myearth"
    assert event.rules_options["policies"] == {"deemed_draw_first_play": "declare_first"}
    row = page.locator("table.rules-settings-table tr", has_text="番の最初の行動")
    assert "違反：0枚のドローを先に宣言しなければならない" in row.inner_text()
    assert "未設定" not in row.inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    row.scroll_into_view_if_needed()
    shoot(page, "pol19-myearth-rules")
    row.get_by_role("link", name="101").click()
    page.wait_for_load_state()
    assert "101" in page.get_by_role("heading", level=1).inner_text()
