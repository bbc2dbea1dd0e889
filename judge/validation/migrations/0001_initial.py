"""ValidationRun, moved here from the judge app: its table judge_validationrun is kept as it was."""

import django.db.models.deletion
import uuid
from django.conf import settings
from django.db import migrations, models

from judge.migration_support import move_content_types


MODELS = ('validationrun',)


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ("contenttypes", "0002_remove_content_type_name"),
        ("judge", "0004_move_validation_and_disputes_out"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        # The tables stay where they are (db_table); only Django's idea of which app owns them changes.
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='ValidationRun',
                    fields=[
                        ('id', models.UUIDField(default=uuid.uuid4, editable=False, primary_key=True, serialize=False)),
                        ('source', models.CharField(default='upload', max_length=20)),
                        ('filename', models.CharField(blank=True, max_length=255)),
                        ('raw_log', models.BinaryField()),
                        ('size', models.PositiveIntegerField()),
                        ('sha256', models.CharField(max_length=64)),
                        ('status', models.CharField(choices=[('queued', '待機中'), ('running', '検証中'), ('done', '完了'), ('failed', '失敗')], default='queued', max_length=10)),
                        ('game', models.CharField(blank=True, max_length=40)),
                        ('engine_version', models.CharField(blank=True, max_length=60)),
                        ('entries_replayed', models.PositiveIntegerField(default=0)),
                        ('findings', models.JSONField(default=list)),
                        ('judge_calls', models.JSONField(default=list)),
                        ('error', models.TextField(blank=True)),
                        ('attempts', models.PositiveSmallIntegerField(default=0)),
                        ('created_at', models.DateTimeField(auto_now_add=True)),
                        ('finished_at', models.DateTimeField(blank=True, null=True)),
                        ('uploaded_by', models.ForeignKey(null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='validation_runs', to=settings.AUTH_USER_MODEL)),
                    ],
                    options={
                        'db_table': 'judge_validationrun',
                        'ordering': ['-created_at'],
                    },
                ),
            ],
        ),
        migrations.RunPython(move_content_types("judge", "validation", MODELS), move_content_types("validation", "judge", MODELS)),
    ]
