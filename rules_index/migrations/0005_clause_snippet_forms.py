"""The Sudachi forms of each clause's snippet texts, on its search row (``rules_index.search.stored_forms``).

A snippet marks the query's words in any inflection through Sudachi's dictionary forms; that pass was the
largest cost of a hit whose text the process's small cache lacked, so the importer now makes it once per
clause. An empty value makes the snippet compute the forms, as before.

Added with a plain ``ALTER TABLE … ADD COLUMN``, as in 0004 (Django's SQLite schema editor would rebuild
the table and drop the triggers of the FTS5 table). Rows written before get their forms here, from their
clause, so an upgraded server's snippets need no Sudachi pass before the next import.
"""

from typing import Any

from django.db import migrations, models

CLAUSE_FIELDS = ("pk", "number", "kind", "title", "text", "heading_path", "parent_number", "examples", "aliases")


def fill_forms(apps: Any, schema_editor: Any) -> None:
    # The pure functions the importer writes the column with; no model code is imported.
    from rules_index.parsers.base import ClauseRecord
    from rules_index.search import clause_fields, snippet_texts, stored_forms

    entry_model = apps.get_model("rules_index", "ClauseSearchEntry")
    clause_model = apps.get_model("rules_index", "Clause")
    for version_id in entry_model.objects.values_list("version_id", flat=True).distinct():
        forms = {}
        for pk, number, kind, title, text, path, parent, examples, aliases in clause_model.objects.filter(
            version_id=version_id
        ).values_list(*CLAUSE_FIELDS):
            record = ClauseRecord(number, kind, text, path, parent or None, title, examples, aliases=aliases)
            forms[pk] = stored_forms(snippet_texts(record, clause_fields(record)))
        entries = list(entry_model.objects.filter(version_id=version_id))
        for entry in entries:
            entry.snippet_forms = forms.get(entry.clause_id, "")
        entry_model.objects.bulk_update(entries, ["snippet_forms"], batch_size=500)
    if schema_editor is not None and schema_editor.connection.vendor == "sqlite":
        # Each row updated went through the FTS5 table's update trigger (a delete and an insert of its
        # terms): merged into one segment again, or every search reads through hundreds of small ones.
        schema_editor.execute(
            "INSERT INTO rules_index_clausesearch_fts(rules_index_clausesearch_fts) VALUES ('optimize')"
        )


class Migration(migrations.Migration):
    dependencies = [
        ("rules_index", "0004_search2_clause_context"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[
                migrations.RunSQL(
                    "ALTER TABLE rules_index_clausesearch ADD COLUMN snippet_forms text NOT NULL DEFAULT ''",
                    "ALTER TABLE rules_index_clausesearch DROP COLUMN snippet_forms",
                )
            ],
            state_operations=[
                migrations.AddField(
                    model_name="clausesearchentry", name="snippet_forms", field=models.TextField(blank=True)
                )
            ],
        ),
        migrations.RunPython(fill_forms, migrations.RunPython.noop),
    ]
