"""A judge on a phone finds a clause with the search box, opens it, and previews a reference in place."""

from __future__ import annotations

import pytest

from rules_index.importer import import_all

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def rulebooks():
    import_all()


def test_judge_searches_on_a_phone_and_reads_the_clause(phone_page, live_server, rulebooks):
    page = phone_page
    page.goto(live_server.url + "/rules/search")
    box = page.get_by_role("searchbox")
    box.fill("41項")  # results follow the typing, no submit needed
    first = page.locator("#results ol.results li").first
    first.wait_for()
    assert first.locator(".num").inner_text() == "41"
    assert "myearth" in first.inner_text()
    assert "q=41" in page.url  # the address keeps the query

    box.fill("手札 上限")
    page.wait_for_function("document.querySelector('#results mark') !== null")
    snippets = page.locator("#results .snippet").all_inner_texts()
    assert any("手札" in s and "上限" in s for s in snippets[:5])

    first = page.locator("#results ol.results li a").first
    first.click()
    page.wait_for_load_state()
    assert "/rules/" in page.url
    assert page.locator("article.clause h1 .num").is_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_reference_preview_opens_in_place(phone_page, live_server, rulebooks):
    page = phone_page
    page.goto(live_server.url + "/rules/myearth/38")  # 「…属性（41項参照）…」
    link = page.locator(".clause-text a.ref").first
    target = link.get_attribute("href")
    assert target == "/rules/myearth/41"
    link.click()
    preview = page.locator("#preview")
    preview.wait_for(state="visible")
    assert "myearth:41" in preview.inner_text()
    assert page.url.endswith("/rules/myearth/38")  # still on the same page


def test_empty_result_suggests_glossary_terms(phone_page, live_server, rulebooks):
    page = phone_page
    page.goto(live_server.url + "/rules/search?q=mullign")
    text = page.locator("#results").inner_text()
    assert "該当する条文はありません" in text
    assert page.locator("#results a.suggestion").count() >= 1
