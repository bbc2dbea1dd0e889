from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

# Playwright's sync API runs an event loop in the test thread; the live server and the ORM calls
# the tests make to arrange data are synchronous and safe here.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

PHONE = {"width": 390, "height": 844}
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def browser(chromium_path: str) -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=chromium_path, headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def phone_page(browser, live_server) -> Iterator[object]:  # type: ignore[no-untyped-def]
    # Playwright evaluates the tests' string predicates with eval, which the site's CSP forbids; the CSP
    # itself is checked with it enforced in test_content_security_policy.py.
    context = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, locale="ja-JP", bypass_csp=True
    )
    page = context.new_page()
    page.set_default_timeout(15_000)
    yield page
    context.close()
