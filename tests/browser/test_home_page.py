"""A person on a phone opens the home page, in Japanese, then switches to English."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db(transaction=True)


def test_home_page_on_a_phone_in_japanese_then_english(phone_page, live_server):
    page = phone_page
    page.goto(live_server.url + "/")
    assert page.locator("html").get_attribute("lang") == "ja"
    assert (
        page.get_by_role("heading", level=1).inner_text()
        == "トレーディングカードゲーム大会のジャッジアシスタント"
    )
    nav = page.get_by_role("navigation")
    for label in ("ルール", "イベント", "裁定依頼", "ログイン"):
        assert nav.get_by_text(label, exact=True).is_visible()
    search = page.get_by_role("searchbox")
    assert search.is_visible()
    # Nothing overflows sideways on a 390-pixel screen.
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    page.get_by_role("button", name="English").click()
    page.wait_for_load_state()
    assert page.locator("html").get_attribute("lang") == "en"
    assert page.get_by_role("heading", level=1).inner_text() == (
        "The judge assistant for trading card game tournaments"
    )
    for label in ("Rules", "Events", "Disputes", "Log in"):
        assert page.get_by_role("navigation").get_by_text(label, exact=True).is_visible()
    assert page.get_by_role("searchbox").get_attribute("placeholder").startswith("Clause number")

    # The choice follows the user to the next page.
    page.get_by_role("navigation").get_by_text("Rules", exact=True).click()
    page.wait_for_load_state()
    assert page.locator("html").get_attribute("lang") == "en"
