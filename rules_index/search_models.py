"""The search store's table: the pre-segmented terms of every *current* clause.

One row per clause of a document's current version (rows of older versions are deleted when an import
makes a new version current, so the table is always the searchable corpus and nothing else). Each of the
four ranked fields (title, heading path, text, examples — see ``rules_index.search.ranker``) keeps two
space-joined term columns, Sudachi words and character bigrams, exactly as
``rules_index.search.analysis.index_terms(text).as_columns()`` returns them.

The full-text indexes over these columns are not Django fields, because they differ by database and are
created by migration 0003: an FTS5 external-content table kept in sync by triggers on SQLite, two
weighted tsvector columns with GIN indexes (and a pg_trgm index on ``title``) on PostgreSQL.
"""

from __future__ import annotations

from django.db import models

FIELDS = ("title", "path", "text", "examples")
LAYERS = ("words", "bigrams")
# Column order matters to the FTS5 table (bm25 weights are given by position): all word columns first.
TERM_COLUMNS = tuple(f"{f}_{layer}" for layer in LAYERS for f in FIELDS)


class ClauseSearchEntry(models.Model):
    # The clause id is the primary key so that it is also the FTS5 rowid: no mapping table.
    clause = models.OneToOneField(
        "rules_index.Clause", primary_key=True, on_delete=models.CASCADE, related_name="search_entry"
    )
    document = models.ForeignKey("rules_index.Document", on_delete=models.CASCADE, related_name="+")
    version = models.ForeignKey("rules_index.DocumentVersion", on_delete=models.CASCADE, related_name="+")
    number = models.CharField(max_length=40)
    # " alias1 alias2 " — padded so a LIKE '% x %' matches a whole alias only.
    aliases = models.CharField(max_length=300, blank=True)
    title = models.CharField(max_length=300, blank=True)
    title_words = models.TextField(blank=True)
    path_words = models.TextField(blank=True)
    text_words = models.TextField(blank=True)
    examples_words = models.TextField(blank=True)
    title_bigrams = models.TextField(blank=True)
    path_bigrams = models.TextField(blank=True)
    text_bigrams = models.TextField(blank=True)
    examples_bigrams = models.TextField(blank=True)

    class Meta:
        db_table = "rules_index_clausesearch"
        indexes = [models.Index(fields=["document", "number"], name="clausesearch_doc_number")]

    def __str__(self) -> str:
        return f"search entry for clause {self.clause_id}"
