"""Venue mode with the internet cut off (issue 23): Chromium refuses every request that leaves the
machine, and the site's pages (the API docs' vendored Swagger UI included) still load and draw."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from django.contrib.auth.models import User
from django.test import Client

from tests.browser.conftest import PHONE
from tournaments import rounds
from tournaments.models import Event, Registration

pytestmark = pytest.mark.django_db(transaction=True)

LOOPBACK = {"127.0.0.1", "localhost", "[::1]", "::1"}


def test_pages_load_with_every_outside_request_refused(browser, live_server):  # type: ignore[no-untyped-def]
    org = User.objects.create_user("org", password="pw-org-123")
    event = Event.objects.create(name="Cup", game="rebirth", organizer=org, seed=3)
    for i in range(6):
        Registration.objects.create(event=event, name=f"P{i}")
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    client = Client()
    client.force_login(org)
    host = urlsplit(live_server.url).hostname
    context = browser.new_context(viewport=PHONE, is_mobile=True, locale="ja-JP")
    context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "domain": host, "path": "/"}]
    )
    refused: list[str] = []
    served: list[str] = []

    def only_loopback(route) -> None:  # type: ignore[no-untyped-def]
        url = route.request.url
        if urlsplit(url).hostname in LOOPBACK:
            served.append(url)
            route.continue_()
        else:
            refused.append(url)
            route.abort("internetdisconnected")

    context.route("**/*", only_loopback)
    page = context.new_page()
    page.set_default_timeout(15_000)
    e, n = event.pk, rnd.number
    try:
        for path in (
            "/",
            "/venue/",
            "/rules/",
            f"/events/{e}/",
            f"/events/{e}/rounds/{n}/pairings",
            f"/events/{e}/print/rounds/{n}/slips",
            f"/events/{e}/rounds/{n}/slips",
            "/api/docs/",
        ):
            response = page.goto(live_server.url + path)
            assert response is not None and response.status < 400, path
            page.wait_for_load_state("networkidle")
        page.wait_for_selector("#swagger-ui .info")  # the vendored docs drew with nothing from outside
    finally:
        context.close()
    assert refused == []
    assert any(u.endswith(".css") for u in served) and any(u.endswith(".js") for u in served)


def test_the_route_refuses_an_outside_address(browser, live_server):  # type: ignore[no-untyped-def]
    """The guard above is real: a page that asks for an outside script has it refused."""
    context = browser.new_context()
    refused: list[str] = []

    def only_loopback(route) -> None:  # type: ignore[no-untyped-def]
        if urlsplit(route.request.url).hostname in LOOPBACK:
            route.continue_()
        else:
            refused.append(route.request.url)
            route.abort("internetdisconnected")

    context.route("**/*", only_loopback)
    page = context.new_page()
    try:
        # A page of our own (no CSP to stop the request first) that loads an outside script.
        page.set_content('<script src="http://cdn.example.invalid/lib.js"></script>')
    finally:
        context.close()
    assert refused == ["http://cdn.example.invalid/lib.js"]
