"""The site works under its own Content-Security-Policy in a real browser: no page's script, style or image
is blocked, and the API docs (Swagger UI from the sidecar package) still draw."""

from __future__ import annotations

import pytest

from tests.browser.conftest import PHONE

pytestmark = pytest.mark.django_db(transaction=True)


def test_pages_load_under_the_csp_with_nothing_blocked(browser, live_server):  # type: ignore[no-untyped-def]
    from rules_index.importer import import_all

    import_all(["rebirth"])
    context = browser.new_context(viewport=PHONE, is_mobile=True, locale="ja-JP")  # the CSP enforced
    page = context.new_page()
    page.set_default_timeout(15_000)
    blocked: list[str] = []
    page.on("console", lambda m: blocked.append(m.text) if "Content Security Policy" in m.text else None)
    try:
        for path in ("/", "/rules/", "/rules/search?q=ブロック", "/accounts/login/", "/api/docs/"):
            response = page.goto(live_server.url + path)
            assert response is not None and response.status < 400, path
            assert "script-src 'self'" in (response.headers.get("content-security-policy") or "")
            page.wait_for_load_state("networkidle")
        page.wait_for_selector("#swagger-ui .info", timeout=15_000)  # the docs were drawn by their script
    finally:
        context.close()
    assert blocked == []
