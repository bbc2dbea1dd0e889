"""Two context columns on the search store's rows (a clause's parent rule, see
``rules_index.search.context_text``).

Added with a plain ``ALTER TABLE … ADD COLUMN``: Django's SQLite schema editor would rebuild the table,
and dropping it drops the triggers that keep the FTS5 table of migration 0003 in step with it.

Rows written before have no context, so they are dropped: ``import_rulebooks`` (run after ``migrate``
on deploy) finds a document without its rows and writes them again (``store.ensure_current``).
"""

from django.db import migrations, models

COLUMNS = ("context_words", "context_bigrams")


def drop_rows(apps, schema_editor):
    apps.get_model("rules_index", "ClauseSearchEntry").objects.all().delete()


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
        migrations.RunPython(drop_rows, migrations.RunPython.noop),
    ]
