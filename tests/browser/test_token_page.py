"""A user on a phone makes an API token, sees it once, then revokes it (Japanese, then English)."""

from __future__ import annotations

import os

import pytest
from django.contrib.auth.models import User

from judge.tokens.models import ApiToken

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = os.environ.get("SCREENSHOT_DIR", "/tmp")


def test_token_page_on_a_phone(phone_page, live_server):
    User.objects.create_user("tok", password="pw-tok-correct-1")
    page = phone_page
    page.goto(live_server.url + "/accounts/login/?next=/account/tokens/")
    page.fill("input[name=login]", "tok")
    page.fill("input[name=password]", "pw-tok-correct-1")
    page.locator("main button[type=submit]").click()
    page.wait_for_load_state()
    assert page.get_by_role("heading", level=1).inner_text() == "APIトークン"
    assert page.get_by_text("まだトークンはありません。").is_visible()
    page.fill("#token-name", "組み合わせスクリプト")
    page.select_option("#token-expiry", "90")
    page.get_by_role("button", name="トークンを作る").click()
    page.wait_for_load_state()
    shown = page.locator("#new-token").input_value()
    assert shown.startswith("jdg_") and page.get_by_text("今だけ表示されます", exact=False).is_visible()
    assert ApiToken.objects.get().token_key == shown[:15]
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # nothing overflows sideways
    page.screenshot(path=os.path.join(SHOTS, "api_tokens_ja.png"), full_page=True)
    page.reload()
    assert page.locator("#new-token").count() == 0  # shown once
    page.get_by_role("button", name="English").click()
    page.wait_for_load_state()
    assert page.get_by_role("heading", level=1).inner_text() == "API tokens"
    page.screenshot(path=os.path.join(SHOTS, "api_tokens_en.png"), full_page=True)
    page.get_by_role("button", name="Revoke").click()
    page.wait_for_load_state()
    assert page.get_by_text("The token has been revoked.").is_visible()
    assert not ApiToken.objects.exists()
