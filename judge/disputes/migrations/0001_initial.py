"""Dispute, moved here from the judge app: its table judge_dispute is kept as it was."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

from judge.migration_support import move_content_types


MODELS = ('dispute',)


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ("contenttypes", "0002_remove_content_type_name"),
        ("judge", "0004_move_validation_and_disputes_out"),
        ('penalties', '0001_initial'),
        ('tournaments', '0005_move_penalties_out'),
        ('validation', '0001_initial'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        # The tables stay where they are (db_table); only Django's idea of which app owns them changes.
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='Dispute',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('description', models.TextField(verbose_name='何が起きたか')),
                        ('believed_clause', models.CharField(blank=True, max_length=80, verbose_name='該当すると思う条文')),
                        ('suggested_clauses', models.JSONField(default=list)),
                        ('processed', models.BooleanField(default=False)),
                        ('status', models.CharField(choices=[('open', '受付'), ('claimed', '対応中'), ('ruled', '裁定済み')], default='open', max_length=10)),
                        ('claimed_at', models.DateTimeField(blank=True, null=True)),
                        ('published', models.BooleanField(default=False)),
                        ('created_at', models.DateTimeField(auto_now_add=True)),
                        ('claimed_by', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
                        ('event', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='disputes', to='tournaments.event')),
                        ('match', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='disputes', to='tournaments.match')),
                        ('opened_by', models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='+', to=settings.AUTH_USER_MODEL)),
                        ('ruling', models.OneToOneField(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='dispute', to='penalties.floorruling')),
                        ('validation', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='disputes', to='validation.validationrun')),
                    ],
                    options={
                        'db_table': 'judge_dispute',
                        'ordering': ['created_at'],
                    },
                ),
            ],
        ),
        migrations.RunPython(move_content_types("judge", "disputes", MODELS), move_content_types("disputes", "judge", MODELS)),
    ]
