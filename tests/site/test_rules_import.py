"""The importer's versioning and reference resolution, with a tiny stand-in parser so the behaviour is
tested apart from any one rulebook's format."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_index import importer, store
from rules_index.models import (
    Clause,
    ClauseChange,
    ClauseSearchEntry,
    Document,
    DocumentVersion,
    GlossaryTerm,
    Reference,
)
from rules_index.parsers.base import ClauseRecord, Defect, ParsedDocument
from rules_index.parsers.base import Reference as Ref
from rules_index.search import index_terms

pytestmark = pytest.mark.django_db


def tiny_parse(slug: str, text: str) -> ParsedDocument:
    """`number|text|ref,ref` per line; a ref `ext:X` is external."""
    clauses = []
    for i, line in enumerate(text.splitlines(), 1):
        number, body, refs = [*line.split("|"), "", ""][:3]
        parent = number.rsplit(".", 1)[0] if "." in number else None
        references = []
        for r in filter(None, refs.split(",")):
            if r.startswith("ext:"):
                references.append(
                    Ref(
                        raw=f"(総合ルール{r[4:]})",
                        target_number=r[4:],
                        kind="external",
                        target_document="総合ルール",
                    )
                )
            else:
                references.append(Ref(raw=f"（{r}）", target_number=r))
        clauses.append(
            ClauseRecord(
                number=number,
                kind="rule",
                text=body,
                parent=parent,
                line_start=i,
                line_end=i,
                references=references,
            )
        )
    return ParsedDocument(slug=slug, title="小さな規則", version="1.0", date="2026-01-01", clauses=clauses)


@pytest.fixture
def source(tmp_path, monkeypatch) -> Path:
    monkeypatch.setattr(importer, "parse_document", tiny_parse)
    monkeypatch.setattr(importer, "GLOSSARY_DIR", tmp_path / "glossary")
    path = tmp_path / "rebirth.txt"
    path.write_text(
        "1|概要|\n1.1|二人で遊びます（1.2）。|1.2\n1.2|勝敗（9.9）|9.9\n1.3|公式（総合ルール100.1）|ext:100.1\n",
        encoding="utf-8",
    )
    return path


def test_first_import_stores_clauses_and_resolves_references(source):
    summary = importer.import_document("rebirth", source)
    assert summary.status == "created" and summary.version == 1
    assert summary.counts == {"rule": 4}
    assert summary.references == {"total": 3, "resolved": 1, "unresolved": 1, "external": 1, "flagged": 0}
    ref = Reference.objects.get(source__number="1.1")
    assert ref.resolved and ref.target.number == "1.2"
    dangling = Reference.objects.get(source__number="1.2")
    assert not dangling.resolved and dangling.target_number == "9.9"  # kept, not dropped
    external = Reference.objects.get(source__number="1.3")
    assert external.kind == "external" and external.target_document == "総合ルール"
    doc = Document.objects.get(slug="rebirth")
    assert doc.title == "小さな規則" and doc.current_version.sequence == 1


def test_importing_the_same_file_again_changes_nothing(source):
    importer.import_document("rebirth", source)
    counts = (DocumentVersion.objects.count(), Clause.objects.count(), Reference.objects.count())
    again = importer.import_document("rebirth", source)
    assert again.status == "unchanged" and again.version == 1
    assert (DocumentVersion.objects.count(), Clause.objects.count(), Reference.objects.count()) == counts


def test_changed_file_makes_a_new_version_and_keeps_the_old(source):
    importer.import_document("rebirth", source)
    source.write_text(
        "1|概要|\n1.1|二人で遊びます（1.3）。|1.3\n1.3|公式（総合ルール100.1）|ext:100.1\n1.4|三人でも遊べます|\n",
        encoding="utf-8",
    )
    summary = importer.import_document("rebirth", source)
    assert summary.status == "updated" and summary.version == 2
    # 1.1 only had its reference renumbered: not a change. 1.2 removed, 1.4 added.
    assert summary.changes == {"removed": 1, "added": 1}
    changes = {c.number: c.change for c in ClauseChange.objects.all()}
    assert changes == {"1.2": "removed", "1.4": "added"}
    doc = Document.objects.get(slug="rebirth")
    assert doc.current_version.sequence == 2
    assert Clause.objects.filter(document=doc, version__sequence=1, number="1.2").exists()  # history kept
    assert not Clause.objects.filter(version=doc.current_version, number="1.2").exists()


def test_a_real_word_change_is_recorded_with_a_diff(source):
    importer.import_document("rebirth", source)
    source.write_text(source.read_text(encoding="utf-8").replace("二人で", "二人以上で"), encoding="utf-8")
    importer.import_document("rebirth", source)
    change = ClauseChange.objects.get(number="1.1")
    assert change.change == "changed" and ["-", "二人"] in change.diff and ["+", "二人以上"] in change.diff


def test_glossary_is_loaded_and_checked(source, tmp_path):
    (tmp_path / "glossary").mkdir()
    gloss = tmp_path / "glossary" / "rebirth.toml"
    gloss.write_text('[[term]]\nja = "勝敗"\nen = ["win", "loss"]\nclause = "1.2"\n', encoding="utf-8")
    summary = importer.import_document("rebirth", source)
    assert summary.glossary_terms == 1
    assert GlossaryTerm.objects.get(ja="勝敗").en == ["win", "loss"]
    gloss.write_text('[[term]]\nja = "勝敗"\nen = ["win"]\nclause = "7.7"\n', encoding="utf-8")
    with pytest.raises(importer.GlossaryError, match=r"7\.7"):
        importer.import_document("rebirth", source)


# What search stores of the clause as printed and as intended (Sudachi reads みなもと as 源).
PRINTED_WORDS = index_terms("みなものの使用状態を戻す").as_columns()[0]
INTENDED_WORDS = index_terms("みなもとの使用状態を戻す").as_columns()[0]


def typo_parse(slug: str, text: str) -> ParsedDocument:
    """The tiny format, with a known typo on 1.1: 「みなもの」 printed for 「みなもと」."""
    parsed = tiny_parse(slug, text)
    for clause in parsed.clauses:
        if "みなもの" in clause.text:
            clause.defects.append(
                Defect(clause.line_start, "typo", "typo", "誤記", printed="みなもの", reading="みなもと")
            )
    return parsed


def test_search_reads_a_known_typo_as_intended_and_shows_it_as_printed(source, monkeypatch):
    monkeypatch.setattr(importer, "parse_document", typo_parse)
    source.write_text("1|概要|\n1.1|みなものの使用状態を戻す|\n", encoding="utf-8")
    importer.import_document("rebirth", source)
    clause = Clause.objects.get(number="1.1")
    assert clause.text == "みなものの使用状態を戻す"  # the page shows the rulebook as printed
    assert clause.defects[0]["reading"] == "みなもと"
    row = ClauseSearchEntry.objects.get(clause=clause)
    assert row.text_words == INTENDED_WORDS != PRINTED_WORDS


def test_a_version_stored_before_readings_gets_them_on_the_next_import(source, monkeypatch):
    monkeypatch.setattr(importer, "parse_document", typo_parse)
    source.write_text("1|概要|\n1.1|みなものの使用状態を戻す|\n", encoding="utf-8")
    importer.import_document("rebirth", source)
    # As an older release stored it: the typo without its reading, the search row as printed.
    clause = Clause.objects.get(number="1.1")
    clause.defects = [{k: v for k, v in d.items() if k not in ("printed", "reading")} for d in clause.defects]
    clause.save(update_fields=["defects"])
    version = clause.version
    version.summary = {k: v for k, v in version.summary.items() if k != "readings"}
    version.save(update_fields=["summary"])
    store.write_version(version)
    assert ClauseSearchEntry.objects.get(clause=clause).text_words == PRINTED_WORDS

    again = importer.import_document("rebirth", source)

    assert again.status == "unchanged" and DocumentVersion.objects.count() == 1
    assert Clause.objects.get(number="1.1").defects[0]["reading"] == "みなもと"
    assert ClauseSearchEntry.objects.get(clause=clause).text_words == INTENDED_WORDS
    assert DocumentVersion.objects.get().summary["readings"] == importer.READINGS_FORMAT
