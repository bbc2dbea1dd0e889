"""The header's rules search on an event's pages looks in that event's rulebook; a reference that names
another rulebook still goes to it."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from rules_index import importer, services
from tests.site.test_rules_import import tiny_parse
from tournaments.models import Event

pytestmark = pytest.mark.django_db


@pytest.fixture
def two_rulebooks(tmp_path, monkeypatch):
    monkeypatch.setattr(importer, "parse_document", tiny_parse)
    monkeypatch.setattr(importer, "GLOSSARY_DIR", tmp_path / "glossary")
    for slug, text in (("rebirth", "1|概要|\n1.2|勝敗の条件|\n"), ("myearth", "1|概要|\n1.2|生存の確認|\n")):
        path = tmp_path / f"{slug}.txt"
        path.write_text(text, encoding="utf-8")
        importer.import_document(slug, path)


@pytest.fixture
def myearth_event():
    org = User.objects.create_user("org", password="pw-long-enough-1")
    return Event.objects.create(name="Cup", game="myearth", organizer=org, seed=7)


def header_form(html: str) -> str:
    return html.split('<form class="search"', 1)[1].split("</form>", 1)[0]


def test_event_pages_scope_the_header_search_to_the_event_game(client, two_rulebooks, myearth_event):
    for url in (f"/events/{myearth_event.pk}/", f"/events/{myearth_event.pk}/standings"):
        form = header_form(client.get(url).content.decode())
        assert '<input type="hidden" name="document" value="myearth">' in form, url
        assert "マイアースの条文・キーワード" in form
    english = header_form(
        client.get(f"/events/{myearth_event.pk}/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    )
    assert "マイアース: clause or keywords" in english and "Search the マイアース rules" in english


def test_pages_outside_an_event_search_every_rulebook(client, two_rulebooks, myearth_event):
    form = header_form(client.get("/rules/").content.decode())
    assert 'name="document"' not in form


def test_scoped_search_keeps_to_the_event_rulebook(client, two_rulebooks):
    html = client.get("/rules/search", {"q": "1.2", "document": "myearth"}).content.decode()
    assert "/rules/myearth/1.2" in html and "/rules/rebirth/1.2" not in html


def test_a_reference_naming_its_rulebook_beats_the_scope(two_rulebooks):
    hits = services.search("rebirth:1.2", document="myearth").hits
    assert [(h.document, h.number) for h in hits][:1] == [("rebirth", "1.2")]
    # Without a named rulebook the scope holds.
    assert {h.document for h in services.search("1.2", document="myearth").hits} == {"myearth"}
