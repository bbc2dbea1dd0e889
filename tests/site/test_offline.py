"""The offline rules: manifest, service worker, shell and the per-rulebook bundles with their ETags."""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

import pytest

from rules_index import importer
from rules_index.importer import import_all
from rules_index.search.glossary import english_key
from tests.site.test_rules_import import tiny_parse

pytestmark = pytest.mark.django_db

TABLE = json.loads((Path(__file__).parents[1] / "data" / "number_forms.json").read_text(encoding="utf-8"))


@pytest.fixture
def imported(tmp_path, monkeypatch):
    monkeypatch.setattr(importer, "parse_document", tiny_parse)
    monkeypatch.setattr(importer, "GLOSSARY_DIR", tmp_path / "glossary")
    path = tmp_path / "rebirth.txt"
    path.write_text(
        "1|概要|\n1.1|二人で遊びます（1.2）。<b>|1.2\n1.2|勝敗（9.9）|9.9\n1.2.1|勝ち|\n", encoding="utf-8"
    )
    importer.import_document("rebirth", path)
    return path


def test_manifest_makes_the_rules_installable(client):
    response = client.get("/manifest.webmanifest")
    assert response["Content-Type"] == "application/manifest+json"
    data = json.loads(response.content)
    assert data["start_url"] == "/rules/" and data["scope"] == "/" and data["display"] == "standalone"
    assert data["icons"] and all(i["src"].startswith("/static/") for i in data["icons"])
    assert 'rel="manifest" href="/manifest.webmanifest"' in client.get("/rules/").content.decode()


def test_service_worker_is_served_from_the_root_and_names_only_local_files(client):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    assert response["Cache-Control"] == "no-cache"
    body = response.content.decode()
    version = re.search(r'const VERSION = "([0-9a-f]{16})"', body)
    assert version
    for name in ("/static/css/site.css", "/static/js/offline.js", "/static/js/rule-numbers.js"):
        assert f'"{name}"' in body
    assert '"/rules/offline/index.json"' in body and '["ja", "en"]' in body
    assert "http://" not in body and "https://" not in body  # nothing from a CDN
    assert client.get("/sw.js").content.decode() == body  # the version is stable between requests


def test_offline_shell_in_both_languages(client):
    ja = client.get("/rules/offline/?lang=ja").content.decode()
    assert 'lang="ja"' in ja and "オフライン" in ja and 'id="offline-strings"' in ja
    assert "/static/js/offline.js" in ja and "/static/js/rule-numbers.js" in ja
    en = client.get("/rules/offline/?lang=en").content.decode()
    assert 'lang="en"' in en and "Offline" in en and "Contents" in en
    for page in (ja, en):
        assert not re.search(r'(src|href)="https?://', page)  # no external fonts or scripts


def test_bundle_has_every_clause_and_an_etag_that_follows_the_rulebook(client, imported):
    index = client.get("/rules/offline/index.json").json()
    assert [d["slug"] for d in index["documents"]] == ["rebirth"]
    entry = index["documents"][0]
    assert entry["url"] == "/rules/offline/rebirth.json" and entry["sequence"] == 1
    assert any(row[0] == "墓地" for row in index["glossary"])  # the core glossary travels in the index

    response = client.get(entry["url"])
    assert response["ETag"] == entry["etag"]
    bundle = json.loads(response.content)
    assert bundle["format"] == 1 and bundle["version"] and bundle["sha256"]
    numbers = [row[0] for row in bundle["clauses"]]
    assert numbers == ["1", "1.1", "1.2", "1.2.1"]
    row = dict(zip(bundle["fields"], bundle["clauses"][1], strict=True))
    assert row["text"] == "二人で遊びます（1.2）。<b>" and row["parent"] == "1"
    # References travel with the clause so offline pages link them; one that points nowhere has no target.
    assert row["references"] == [["（1.2）", "rebirth:1.2", 0]]
    assert dict(zip(bundle["fields"], bundle["clauses"][2], strict=True))["references"] == [
        ["（9.9）", "", 0]
    ]
    assert isinstance(bundle["headings"][row["heading"]], list)

    # Unchanged: the worker's If-None-Match costs a 304; compressed when the phone accepts gzip.
    again = client.get(entry["url"], HTTP_IF_NONE_MATCH=entry["etag"])
    assert again.status_code == 304
    packed = client.get(entry["url"], HTTP_ACCEPT_ENCODING="gzip")
    assert packed["Content-Encoding"] == "gzip"
    assert json.loads(gzip.decompress(packed.content)) == bundle
    assert client.get(entry["url"], HTTP_IF_NONE_MATCH=packed["ETag"]).status_code == 304

    # A changed rulebook is a new version: a new ETag, so the worker downloads it again.
    imported.write_text(imported.read_text(encoding="utf-8") + "1.3|追加|\n", encoding="utf-8")
    importer.import_document("rebirth", imported)
    changed = client.get("/rules/offline/index.json").json()["documents"][0]
    assert changed["etag"] != entry["etag"] and changed["sequence"] == 2
    assert client.get(entry["url"], HTTP_IF_NONE_MATCH=entry["etag"]).status_code == 200
    assert json.loads(client.get(entry["url"]).content)["clauses"][-1][0] == "1.3"


def test_unknown_rulebook_has_no_bundle(client, imported):
    assert client.get("/rules/offline/nothing.json").status_code == 404


@pytest.mark.django_db(transaction=True)
def test_glossary_in_the_bundle_carries_readings_and_folded_english(client):
    import_all()
    bundle = json.loads(client.get("/rules/offline/myearth.json").content)
    terms = [dict(zip(bundle["glossary_fields"], row, strict=True)) for row in bundle["glossary"]]
    face = next(t for t in terms if t["ja"] == "カードの表面")
    assert face["reading"] == "かーどのおもてめん" and face["clause"] == "2"
    assert " ".join(english_key("front of the card")) in face["en_keys"]
    assert face["talk"] == []


@pytest.mark.django_db(transaction=True)
def test_a_clause_with_a_known_typo_carries_its_reading_in_the_bundle(client):
    import_all()
    bundle = json.loads(client.get("/rules/offline/myearth.json").content)
    rows = {row[0]: dict(zip(bundle["fields"], row, strict=True)) for row in bundle["clauses"]}
    assert rows["243"]["readings"] == [["みなもの使用状態", "みなもとの使用状態"]]
    assert "みなもの使用状態" in rows["243"]["text"]  # the page shows the rulebook as printed
    assert rows["38"]["readings"] == []


@pytest.mark.django_db(transaction=True)
def test_table_talk_reaches_its_term_in_the_bundle_one_way(client):
    import_all()
    bundle = json.loads(client.get("/rules/offline/dimension-zero.json").content)
    terms = [dict(zip(bundle["glossary_fields"], row, strict=True)) for row in bundle["glossary"]]
    deck_out = next(t for t in terms if t["ja"] == "山札にあるカードが0枚以下")
    assert "デッキアウト" in deck_out["talk"]
    # Talk is not a spelling: the term does not bring the slang into a search for the term.
    assert "デッキアウト" not in deck_out["synonyms"]


@pytest.mark.django_db(transaction=True)
def test_the_shared_lookup_table_is_what_the_server_finds():
    # The browser test checks the offline lookup against the same rows (tests/data/number_forms.json).
    from rules_index import services

    import_all()
    for case in TABLE["lookup"]:
        hits = services.search(case["query"], document=None, limit=5).hits
        assert [f"{h.document}:{h.number}" for h in hits][: len(case["first"])] == case["first"], case[
            "query"
        ]
