"""The penalty models, moved here from the tournaments app: their tables (tournaments_*) are kept as they were."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

from judge.migration_support import move_content_types


MODELS = ('floorruling', 'penalty', 'deckcheck', 'appeal', 'timeextension', 'eventinfraction', 'eventstaff')


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ("contenttypes", "0002_remove_content_type_name"),
        ('tournaments', '0005_move_penalties_out'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        # The tables stay where they are (db_table); only Django's idea of which app owns them changes.
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name='FloorRuling',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('question', models.TextField(verbose_name='状況')),
                        ('decision', models.TextField(verbose_name='判定と根拠')),
                        ('clause_refs', models.JSONField(default=list)),
                        ('extension_minutes', models.PositiveSmallIntegerField(default=0)),
                        ('overturned', models.BooleanField(default=False)),
                        ('created_at', models.DateTimeField(auto_now_add=True)),
                        ('event', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='floor_rulings', to='tournaments.event')),
                        ('judge', models.ForeignKey(null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
                        ('match', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='tournaments.match')),
                    ],
                    options={
                        'db_table': 'tournaments_floorruling',
                        'ordering': ['-created_at', '-id'],
                    },
                ),
                migrations.CreateModel(
                    name='Penalty',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('infraction', models.CharField(max_length=40)),
                        ('infraction_ja', models.CharField(max_length=100)),
                        ('infraction_en', models.CharField(max_length=100)),
                        ('category', models.CharField(choices=[('game_play_error', 'ゲーム上のエラー'), ('tournament_error', '大会上のエラー'), ('unsporting_conduct', '非紳士的行為')], max_length=30)),
                        ('suggested_penalty', models.CharField(choices=[('warning', '警告'), ('game_loss', 'ゲームの敗北'), ('match_loss', 'マッチの敗北'), ('disqualification', '失格')], max_length=20)),
                        ('suggestion_reason', models.CharField(blank=True, max_length=300)),
                        ('penalty', models.CharField(choices=[('warning', '警告'), ('game_loss', 'ゲームの敗北'), ('match_loss', 'マッチの敗北'), ('disqualification', '失格')], max_length=20)),
                        ('final_penalty', models.CharField(blank=True, choices=[('warning', '警告'), ('game_loss', 'ゲームの敗北'), ('match_loss', 'マッチの敗北'), ('disqualification', '失格')], max_length=20)),
                        ('deviation_reason', models.CharField(blank=True, max_length=500)),
                        ('description', models.TextField(blank=True)),
                        ('clause_refs', models.JSONField(default=list)),
                        ('extension_minutes', models.PositiveSmallIntegerField(default=0)),
                        ('status', models.CharField(choices=[('active', '有効'), ('changed', '上訴により変更'), ('rescinded', '上訴により取消')], default='active', max_length=10)),
                        ('result_effect', models.CharField(choices=[('none', 'なし'), ('partial', '途中経過に反映'), ('proposed', '対象プレイヤーの確認待ち'), ('recorded', '結果に反映済み'), ('not_applied', '結果には反映しない')], default='none', max_length=12)),
                        ('issued_at', models.DateTimeField(auto_now_add=True)),
                        ('event', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='penalties', to='tournaments.event')),
                        ('judge', models.ForeignKey(null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
                        ('match', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='penalties', to='tournaments.match')),
                        ('registration', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='penalties', to='tournaments.registration')),
                        ('round', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='tournaments.round')),
                    ],
                    options={
                        'db_table': 'tournaments_penalty',
                        'ordering': ['-issued_at', '-id'],
                    },
                ),
                migrations.CreateModel(
                    name='DeckCheck',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('selected', models.BooleanField(default=False)),
                        ('registered_list', models.TextField(blank=True)),
                        ('presented_list', models.TextField(blank=True)),
                        ('differences', models.JSONField(default=list)),
                        ('outcome', models.CharField(choices=[('ok', '問題なし'), ('discrepancy', '相違あり')], max_length=12)),
                        ('notes', models.TextField(blank=True)),
                        ('minutes', models.PositiveSmallIntegerField(default=0)),
                        ('checked_at', models.DateTimeField(auto_now_add=True)),
                        ('event', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='deck_checks', to='tournaments.event')),
                        ('judge', models.ForeignKey(null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
                        ('match', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='tournaments.match')),
                        ('registration', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='deck_checks', to='tournaments.registration')),
                        ('round', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='deck_checks', to='tournaments.round')),
                        ('penalty', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='penalties.penalty')),
                    ],
                    options={
                        'db_table': 'tournaments_deckcheck',
                        'ordering': ['-checked_at', '-id'],
                    },
                ),
                migrations.CreateModel(
                    name='Appeal',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('statement', models.TextField(verbose_name='上訴の内容')),
                        ('status', models.CharField(choices=[('open', '審査中'), ('decided', '決定済み')], default='open', max_length=10)),
                        ('decision', models.CharField(blank=True, choices=[('upheld', '維持'), ('changed', '罰則を変更'), ('rescinded', '取消')], max_length=10)),
                        ('new_penalty', models.CharField(blank=True, choices=[('warning', '警告'), ('game_loss', 'ゲームの敗北'), ('match_loss', 'マッチの敗北'), ('disqualification', '失格')], max_length=20)),
                        ('decision_reason', models.TextField(blank=True)),
                        ('submitted_at', models.DateTimeField(auto_now_add=True)),
                        ('decided_at', models.DateTimeField(blank=True, null=True)),
                        ('appellant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='appeals', to='tournaments.registration')),
                        ('decided_by', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
                        ('event', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='appeals', to='tournaments.event')),
                        ('ruling', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='appeals', to='penalties.floorruling')),
                        ('penalty', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='appeals', to='penalties.penalty')),
                    ],
                    options={
                        'db_table': 'tournaments_appeal',
                        'ordering': ['-submitted_at', '-id'],
                    },
                ),
                migrations.CreateModel(
                    name='TimeExtension',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('minutes', models.PositiveSmallIntegerField()),
                        ('source', models.CharField(choices=[('ruling', '裁定'), ('deck_check', 'デッキチェック'), ('penalty', '罰則'), ('other', 'その他')], default='ruling', max_length=12)),
                        ('reason', models.CharField(blank=True, max_length=300)),
                        ('created_at', models.DateTimeField(auto_now_add=True)),
                        ('judge', models.ForeignKey(null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
                        ('match', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='time_extensions', to='tournaments.match')),
                    ],
                    options={
                        'db_table': 'tournaments_timeextension',
                        'ordering': ['match', 'created_at'],
                    },
                ),
                migrations.CreateModel(
                    name='EventInfraction',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('code', models.CharField(max_length=40, verbose_name='コード')),
                        ('name_ja', models.CharField(blank=True, max_length=100, verbose_name='名称（日本語）')),
                        ('name_en', models.CharField(blank=True, max_length=100, verbose_name='名称（英語）')),
                        ('category', models.CharField(blank=True, choices=[('game_play_error', 'ゲーム上のエラー'), ('tournament_error', '大会上のエラー'), ('unsporting_conduct', '非紳士的行為')], max_length=30, verbose_name='区分')),
                        ('penalty', models.CharField(blank=True, choices=[('warning', '警告'), ('game_loss', 'ゲームの敗北'), ('match_loss', 'マッチの敗北'), ('disqualification', '失格')], max_length=20, verbose_name='標準の罰則')),
                        ('upgrades', models.JSONField(blank=True, null=True)),
                        ('refs', models.JSONField(blank=True, null=True)),
                        ('enabled', models.BooleanField(default=True, verbose_name='使用する')),
                        ('updated_at', models.DateTimeField(auto_now=True)),
                        ('event', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='infraction_overrides', to='tournaments.event')),
                    ],
                    options={
                        'db_table': 'tournaments_eventinfraction',
                        'ordering': ['event', 'code'],
                        'constraints': [models.UniqueConstraint(fields=('event', 'code'), name='unique_override_per_event')],
                    },
                ),
                migrations.CreateModel(
                    name='EventStaff',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('role', models.CharField(choices=[('head_judge', 'ヘッドジャッジ')], default='head_judge', max_length=20)),
                        ('event', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='staff', to='tournaments.event')),
                        ('user', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='event_staff', to=settings.AUTH_USER_MODEL)),
                    ],
                    options={
                        'db_table': 'tournaments_eventstaff',
                        'constraints': [models.UniqueConstraint(fields=('event', 'user'), name='unique_staff_per_event'), models.UniqueConstraint(condition=models.Q(('role', 'head_judge')), fields=('event',), name='one_head_judge_per_event')],
                    },
                ),
                migrations.AddIndex(
                    model_name='penalty',
                    index=models.Index(fields=['registration', 'infraction'], name='tournaments_registr_2e8e33_idx'),
                ),
                migrations.AddConstraint(
                    model_name='appeal',
                    constraint=models.CheckConstraint(condition=models.Q(('penalty__isnull', False), ('ruling__isnull', False), _connector='OR'), name='appeal_has_a_subject'),
                ),
            ],
        ),
        migrations.RunPython(move_content_types("tournaments", "penalties", MODELS), move_content_types("penalties", "tournaments", MODELS)),
    ]
