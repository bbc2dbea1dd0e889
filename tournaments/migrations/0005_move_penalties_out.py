"""The penalty models moved to the penalties app; their tables did not move."""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('judge', '0004_move_validation_and_disputes_out'),
        ('tournaments', '0004_event_rules_settings'),
    ]

    operations = [
        # The tables stay where they are (db_table); only Django's idea of which app owns them changes.
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.RemoveField(
                    model_name='deckcheck',
                    name='event',
                ),
                migrations.RemoveField(
                    model_name='deckcheck',
                    name='judge',
                ),
                migrations.RemoveField(
                    model_name='deckcheck',
                    name='match',
                ),
                migrations.RemoveField(
                    model_name='deckcheck',
                    name='penalty',
                ),
                migrations.RemoveField(
                    model_name='deckcheck',
                    name='registration',
                ),
                migrations.RemoveField(
                    model_name='deckcheck',
                    name='round',
                ),
                migrations.RemoveField(
                    model_name='eventinfraction',
                    name='event',
                ),
                migrations.RemoveField(
                    model_name='eventstaff',
                    name='event',
                ),
                migrations.RemoveField(
                    model_name='eventstaff',
                    name='user',
                ),
                migrations.RemoveField(
                    model_name='floorruling',
                    name='event',
                ),
                migrations.RemoveField(
                    model_name='floorruling',
                    name='judge',
                ),
                migrations.RemoveField(
                    model_name='floorruling',
                    name='match',
                ),
                migrations.RemoveField(
                    model_name='penalty',
                    name='event',
                ),
                migrations.RemoveField(
                    model_name='penalty',
                    name='judge',
                ),
                migrations.RemoveField(
                    model_name='penalty',
                    name='match',
                ),
                migrations.RemoveField(
                    model_name='penalty',
                    name='registration',
                ),
                migrations.RemoveField(
                    model_name='penalty',
                    name='round',
                ),
                migrations.RemoveField(
                    model_name='timeextension',
                    name='judge',
                ),
                migrations.RemoveField(
                    model_name='timeextension',
                    name='match',
                ),
                migrations.DeleteModel(
                    name='Appeal',
                ),
                migrations.DeleteModel(
                    name='DeckCheck',
                ),
                migrations.DeleteModel(
                    name='EventInfraction',
                ),
                migrations.DeleteModel(
                    name='EventStaff',
                ),
                migrations.DeleteModel(
                    name='FloorRuling',
                ),
                migrations.DeleteModel(
                    name='Penalty',
                ),
                migrations.DeleteModel(
                    name='TimeExtension',
                ),
            ],
        ),
    ]
