"""Rules pages and API on a small imported document (the stand-in parser of test_rules_import)."""

from __future__ import annotations

import pytest

from rules_index import importer
from tests.site.test_rules_import import tiny_parse

pytestmark = pytest.mark.django_db


@pytest.fixture
def imported(tmp_path, monkeypatch):
    monkeypatch.setattr(importer, "parse_document", tiny_parse)
    monkeypatch.setattr(importer, "GLOSSARY_DIR", tmp_path / "glossary")
    path = tmp_path / "rebirth.txt"
    path.write_text(
        "1|概要|\n1.1|二人で遊びます（1.2）。<script>|1.2\n1.2|勝敗（9.9）|9.9\n1.2.1|勝ち|\n1.3|公式（総合ルール100.1）|ext:100.1\n",
        encoding="utf-8",
    )
    importer.import_document("rebirth", path)
    return path


def test_document_list_and_table_of_contents(client, imported):
    html = client.get("/rules/").content.decode()
    assert "小さな規則" in html and "/rules/rebirth/" in html
    toc = client.get("/rules/rebirth/").content.decode()
    for number in ("1", "1.1", "1.2", "1.2.1", "1.3"):
        assert f'href="/rules/rebirth/{number}"' in toc
    assert "<details" in toc  # 1.2 has a child, so it folds


def test_clause_page_links_references_and_escapes_text(client, imported):
    html = client.get("/rules/rebirth/1.1").content.decode()
    assert 'href="/rules/rebirth/1.2" data-preview="/rules/rebirth/1.2"' in html
    assert "&lt;script&gt;" in html and "<script>|" not in html
    assert 'rel="prev" href="/rules/rebirth/1"' in html and 'rel="next" href="/rules/rebirth/1.2"' in html
    crumbs = html.split('class="crumbs"')[1].split("</nav>")[0]
    assert 'href="/rules/rebirth/1"' in crumbs


def test_clause_page_shows_children_cited_by_and_dangling_references(client, imported):
    html = client.get("/rules/rebirth/1.2").content.decode()
    assert 'href="/rules/rebirth/1.2.1"' in html  # sub-clause
    assert 'href="/rules/rebirth/1.1"' in html  # cited by 1.1
    assert "参照先が見つかりません" in html  # （9.9） points nowhere, kept and flagged


def test_external_reference_is_labelled(client, imported):
    html = client.get("/rules/rebirth/1.3").content.decode()
    assert "索引外の文書" in html and "総合ルール" in html


def test_preview_fragment_is_small(client, imported):
    response = client.get("/rules/rebirth/1.2?preview=1")
    html = response.content.decode()
    assert response.status_code == 200 and "<html" not in html and "勝敗" in html


def test_unknown_clause_and_document_are_404(client, imported):
    assert client.get("/rules/rebirth/99.9").status_code == 404
    assert client.get("/rules/nothing/1").status_code == 404
    assert client.get("/api/rules/documents/rebirth/clauses/99.9").status_code == 404


def test_api_documents_and_clause(client, imported):
    docs = client.get("/api/rules/documents").json()["results"]
    assert [d["slug"] for d in docs] == ["rebirth"] and docs[0]["counts"] == {"rule": 5}
    body = client.get("/api/rules/documents/rebirth/clauses/1.2").json()
    assert body["document"] == "rebirth" and body["number"] == "1.2" and body["kind"] == "rule"
    assert body["parent"] == "1" and body["children"] == ["1.2.1"]
    assert body["references"][0]["number"] == "9.9" and body["references"][0]["resolved"] is False
    assert body["cited_by"] == [{"document": "rebirth", "number": "1.1"}]
    assert body["version"]["sequence"] == 1
    assert body["url"].endswith("/rules/rebirth/1.2")
    for key in ("heading_path", "text", "examples"):
        assert key in body


def test_clause_page_in_english_keeps_clause_text_as_written(client, imported):
    html = client.get("/rules/rebirth/1.2", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Sub-clauses" in html and "勝敗" in html


@pytest.mark.django_db
def test_dm_variants_change_log_is_shown_as_dated_history_of_the_clauses_it_touched(client):
    from rules_index.importer import import_document, source_path

    import_document("dm-variants", source_path("dm-variants"))
    touched = client.get("/rules/dm-variants/701.16").content.decode()
    assert "2021-03-06" in touched and "文書の変更履歴" in touched
    untouched = client.get("/rules/dm-variants/000.1").content.decode()
    assert "2021-03-06" not in untouched
