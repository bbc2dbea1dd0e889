"""The stored rules index: documents, their imported versions, clauses, references, glossary and search rows.

Every import of a changed source file makes a new DocumentVersion and keeps the old one; clause rows belong
to a version, so history is never overwritten. Pages and search read the document's current version.
"""

from __future__ import annotations

from django.db import models
from django.urls import reverse


class Document(models.Model):
    slug = models.SlugField(max_length=40, unique=True)
    title = models.CharField(max_length=300)
    current_version = models.ForeignKey(
        "DocumentVersion", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "slug"]

    def __str__(self) -> str:
        return self.slug

    def get_absolute_url(self) -> str:
        return reverse("rules:document", args=[self.slug])


class DocumentVersion(models.Model):
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="versions")
    sequence = models.PositiveIntegerField()  # 1, 2, … per document, in import order
    version_label = models.CharField(max_length=100)  # as printed in the source, or "unknown"
    source_date = models.CharField(max_length=40, blank=True)
    source_sha256 = models.CharField(max_length=64)
    source_name = models.CharField(max_length=200)
    imported_at = models.DateTimeField(auto_now_add=True)
    defects = models.JSONField(default=list)  # document-level defects
    history = models.JSONField(default=list)  # change log printed in the document
    summary = models.JSONField(default=dict)  # counts shown by the importer and on the document page

    class Meta:
        ordering = ["document", "-sequence"]
        constraints = [
            models.UniqueConstraint(fields=["document", "sequence"], name="unique_version_sequence"),
            models.UniqueConstraint(fields=["document", "source_sha256"], name="unique_version_source"),
        ]

    def __str__(self) -> str:
        return f"{self.document.slug} v{self.sequence} ({self.version_label})"

    @property
    def clause_count(self) -> int:
        return sum(self.summary.get("counts", {}).values())


class Clause(models.Model):
    version = models.ForeignKey(DocumentVersion, on_delete=models.CASCADE, related_name="clauses")
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="clauses")
    number = models.CharField(max_length=40)
    kind = models.CharField(max_length=20)
    title = models.CharField(max_length=300, blank=True)
    text = models.TextField(blank=True)
    heading_path = models.JSONField(default=list)
    parent_number = models.CharField(max_length=40, blank=True)
    examples = models.JSONField(default=list)
    aliases = models.JSONField(default=list)
    defects = models.JSONField(default=list)
    line_start = models.PositiveIntegerField(default=0)
    line_end = models.PositiveIntegerField(default=0)
    position = models.PositiveIntegerField()  # reading order within the version

    class Meta:
        ordering = ["version", "position"]
        constraints = [models.UniqueConstraint(fields=["version", "number"], name="unique_clause_number")]
        indexes = [models.Index(fields=["document", "number"])]

    def __str__(self) -> str:
        return f"{self.document.slug}:{self.number}"

    @property
    def ref(self) -> str:
        return f"{self.document.slug}:{self.number}"

    def get_absolute_url(self) -> str:
        return reverse("rules:clause", args=[self.document.slug, self.number])


class Reference(models.Model):
    """One edge from a clause to the clause its text names (or to a document outside the index)."""

    source = models.ForeignKey(Clause, on_delete=models.CASCADE, related_name="references")
    raw = models.CharField(max_length=200)
    kind = models.CharField(max_length=20)  # internal | external
    target_document = models.CharField(max_length=100)  # a slug for internal references
    target_number = models.CharField(max_length=40, blank=True)
    target = models.ForeignKey(
        Clause, null=True, blank=True, on_delete=models.SET_NULL, related_name="cited_by"
    )
    flag = models.CharField(max_length=300, blank=True)
    in_example = models.BooleanField(default=False)
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["source", "position"]

    @property
    def resolved(self) -> bool:
        return self.target_id is not None


class ClauseChange(models.Model):
    """What an import changed in one clause, compared with the previous version of its document."""

    ADDED, REMOVED, CHANGED = "added", "removed", "changed"
    version = models.ForeignKey(DocumentVersion, on_delete=models.CASCADE, related_name="changes")
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="changes")
    number = models.CharField(max_length=40)
    change = models.CharField(max_length=10)
    diff = models.JSONField(default=list)  # [[op, text], …] with op in "=", "+", "-"

    class Meta:
        ordering = ["version", "id"]
        indexes = [models.Index(fields=["document", "number"])]


class GlossaryTerm(models.Model):
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="glossary")
    ja = models.CharField(max_length=200)
    reading = models.CharField(max_length=200, blank=True)
    en = models.JSONField(default=list)
    synonyms = models.JSONField(default=list)
    clause_number = models.CharField(max_length=40, blank=True)

    class Meta:
        ordering = ["document", "ja"]
        constraints = [models.UniqueConstraint(fields=["document", "ja"], name="unique_glossary_term")]

    def __str__(self) -> str:
        return f"{self.ja} ({', '.join(self.en)})"


class ClauseSearchEntry(models.Model):
    """The search store's row for one *current* clause: its pre-segmented terms.

    One row per clause of a document's current version (rows of older versions are deleted when an
    import makes a new version current, so the table is always the searchable corpus and nothing
    else). Each of the four ranked fields keeps two space-joined term columns, Sudachi words and
    character bigrams, exactly as :func:`rules_index.search.clause_columns` returns them (see
    :mod:`rules_index.search.fields`); :mod:`rules_index.store` writes and reads them.

    The full-text indexes over these columns are not Django fields, because they differ by database
    and are created by migration 0003: an FTS5 external-content table kept in sync by triggers on
    SQLite, two weighted tsvector columns with GIN indexes (and a pg_trgm index on ``title``) on
    PostgreSQL.
    """

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
    # The clause's context (rules_index.search.context_text): scored weakly, not in the full-text index.
    context_words = models.TextField(blank=True)
    context_bigrams = models.TextField(blank=True)
    # The Sudachi forms of the snippet texts (rules_index.search.stored_forms), made at import so that
    # a search's snippets need no Sudachi pass; "" makes the snippet compute them (migration 0005).
    snippet_forms = models.TextField(blank=True)

    class Meta:
        db_table = "rules_index_clausesearch"
        indexes = [models.Index(fields=["document", "number"], name="clausesearch_doc_number")]

    def __str__(self) -> str:
        return f"search entry for clause {self.clause_id}"
