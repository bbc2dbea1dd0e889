"""Full-text indexes of the search store, one kind per database.

SQLite: an FTS5 external-content table over the eight term columns (words first, then bigrams, in the
order of ``rules_index.search.fields.TERM_COLUMNS``), kept in sync with triggers so that Django's inserts and
cascading deletes need no extra step. ``unicode61`` with ``remove_diacritics 0`` keeps kana voicing
marks (が is not か); the terms are already normalised and space-separated.

PostgreSQL: two tsvector columns (words, bigrams) written by ``rules_index.store`` with
positions and one weight per field (A title, B text, C path, D examples), GIN indexes on both, and a
pg_trgm GIN index on ``title`` for fuzzy suggestions.
"""

from django.db import migrations

SQLITE_CREATE = [
    """
    CREATE VIRTUAL TABLE IF NOT EXISTS rules_index_clausesearch_fts USING fts5(
        title_words, path_words, text_words, examples_words,
        title_bigrams, path_bigrams, text_bigrams, examples_bigrams,
        content='rules_index_clausesearch', content_rowid='clause_id',
        tokenize='unicode61 remove_diacritics 0'
    )
    """,
    """
    CREATE TRIGGER IF NOT EXISTS rules_index_clausesearch_ai AFTER INSERT ON rules_index_clausesearch BEGIN
        INSERT INTO rules_index_clausesearch_fts(rowid, title_words, path_words, text_words, examples_words,
            title_bigrams, path_bigrams, text_bigrams, examples_bigrams)
        VALUES (new.clause_id, new.title_words, new.path_words, new.text_words, new.examples_words,
            new.title_bigrams, new.path_bigrams, new.text_bigrams, new.examples_bigrams);
    END
    """,
    """
    CREATE TRIGGER IF NOT EXISTS rules_index_clausesearch_ad AFTER DELETE ON rules_index_clausesearch BEGIN
        INSERT INTO rules_index_clausesearch_fts(rules_index_clausesearch_fts, rowid, title_words, path_words,
            text_words, examples_words, title_bigrams, path_bigrams, text_bigrams, examples_bigrams)
        VALUES ('delete', old.clause_id, old.title_words, old.path_words, old.text_words, old.examples_words,
            old.title_bigrams, old.path_bigrams, old.text_bigrams, old.examples_bigrams);
    END
    """,
    """
    CREATE TRIGGER IF NOT EXISTS rules_index_clausesearch_au AFTER UPDATE ON rules_index_clausesearch BEGIN
        INSERT INTO rules_index_clausesearch_fts(rules_index_clausesearch_fts, rowid, title_words, path_words,
            text_words, examples_words, title_bigrams, path_bigrams, text_bigrams, examples_bigrams)
        VALUES ('delete', old.clause_id, old.title_words, old.path_words, old.text_words, old.examples_words,
            old.title_bigrams, old.path_bigrams, old.text_bigrams, old.examples_bigrams);
        INSERT INTO rules_index_clausesearch_fts(rowid, title_words, path_words, text_words, examples_words,
            title_bigrams, path_bigrams, text_bigrams, examples_bigrams)
        VALUES (new.clause_id, new.title_words, new.path_words, new.text_words, new.examples_words,
            new.title_bigrams, new.path_bigrams, new.text_bigrams, new.examples_bigrams);
    END
    """,
    # Rows written before this migration (none in practice) become searchable too.
    "INSERT INTO rules_index_clausesearch_fts(rules_index_clausesearch_fts) VALUES ('rebuild')",
]
SQLITE_DROP = [
    "DROP TRIGGER IF EXISTS rules_index_clausesearch_ai",
    "DROP TRIGGER IF EXISTS rules_index_clausesearch_ad",
    "DROP TRIGGER IF EXISTS rules_index_clausesearch_au",
    "DROP TABLE IF EXISTS rules_index_clausesearch_fts",
]

POSTGRES_CREATE = [
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "ALTER TABLE rules_index_clausesearch ADD COLUMN IF NOT EXISTS words_tsv tsvector NOT NULL DEFAULT ''",
    "ALTER TABLE rules_index_clausesearch ADD COLUMN IF NOT EXISTS bigrams_tsv tsvector NOT NULL DEFAULT ''",
    "CREATE INDEX IF NOT EXISTS clausesearch_words_gin ON rules_index_clausesearch USING gin (words_tsv)",
    "CREATE INDEX IF NOT EXISTS clausesearch_bigrams_gin ON rules_index_clausesearch USING gin (bigrams_tsv)",
    "CREATE INDEX IF NOT EXISTS clausesearch_title_trgm ON rules_index_clausesearch USING gin (title gin_trgm_ops)",
]
POSTGRES_DROP = [
    "DROP INDEX IF EXISTS clausesearch_title_trgm",
    "DROP INDEX IF EXISTS clausesearch_bigrams_gin",
    "DROP INDEX IF EXISTS clausesearch_words_gin",
    "ALTER TABLE rules_index_clausesearch DROP COLUMN IF EXISTS bigrams_tsv",
    "ALTER TABLE rules_index_clausesearch DROP COLUMN IF EXISTS words_tsv",
]


def _run(statements_by_vendor):
    def run(apps, schema_editor):
        for sql in statements_by_vendor.get(schema_editor.connection.vendor, []):
            schema_editor.execute(sql)

    return run


class Migration(migrations.Migration):
    dependencies = [
        ("rules_index", "0002_clause_search_entry"),
    ]

    operations = [
        migrations.RunPython(
            _run({"sqlite": SQLITE_CREATE, "postgresql": POSTGRES_CREATE}),
            _run({"sqlite": SQLITE_DROP, "postgresql": POSTGRES_DROP}),
        ),
    ]
