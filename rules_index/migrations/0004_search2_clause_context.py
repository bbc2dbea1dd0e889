"""Two context columns on the search store's rows (a clause's parent rule, see
``rules_index.search.context_text``).

Added with a plain ``ALTER TABLE … ADD COLUMN``: Django's SQLite schema editor would rebuild the table,
and dropping it drops the triggers that keep the FTS5 table of migration 0003 in step with it.

Rows written before get their context here, from the clauses of their own version, so search keeps
answering through the upgrade: deleting them and leaving ``import_rulebooks`` to write them again left a
server (and a venue laptop, whose setup imports only into an empty database) with no search at all.
"""

from typing import Any

from django.db import migrations, models

COLUMNS = ("context_words", "context_bigrams")
CLAUSE_FIELDS = (
    "pk",
    "number",
    "kind",
    "title",
    "text",
    "heading_path",
    "parent_number",
    "examples",
    "aliases",
)


def fill_contexts(apps: Any, schema_editor: Any) -> None:
    # The pure functions that write the columns on import; no model code is imported.
    from rules_index.parsers.base import ClauseRecord
    from rules_index.search import context_columns, contexts_of

    entry_model = apps.get_model("rules_index", "ClauseSearchEntry")
    clause_model = apps.get_model("rules_index", "Clause")
    for version_id in entry_model.objects.values_list("version_id", flat=True).distinct():
        rows = (
            clause_model.objects.filter(version_id=version_id)
            .order_by("position")
            .values_list(*CLAUSE_FIELDS)
        )
        records = {
            pk: ClauseRecord(number, kind, text, path, parent or None, title, examples, aliases=aliases)
            for pk, number, kind, title, text, path, parent, examples, aliases in rows
        }
        contexts = dict(zip(records, contexts_of(list(records.values())), strict=True))
        entries = list(entry_model.objects.filter(version_id=version_id))
        for entry in entries:
            for name, value in context_columns(contexts.get(entry.clause_id, "")).items():
                setattr(entry, name, value)
        entry_model.objects.bulk_update(entries, list(COLUMNS), batch_size=500)


class Migration(migrations.Migration):
    dependencies = [
        ("rules_index", "0003_clause_search_indexes"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[
                migrations.RunSQL(
                    f"ALTER TABLE rules_index_clausesearch ADD COLUMN {name} text NOT NULL DEFAULT ''",
                    f"ALTER TABLE rules_index_clausesearch DROP COLUMN {name}",
                )
                for name in COLUMNS
            ],
            state_operations=[
                migrations.AddField(
                    model_name="clausesearchentry", name=name, field=models.TextField(blank=True)
                )
                for name in COLUMNS
            ],
        ),
        migrations.RunPython(fill_contexts, migrations.RunPython.noop),
    ]
