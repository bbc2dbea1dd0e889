"""ValidationRun and Dispute moved to the validation and disputes apps; their tables did not move."""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('judge', '0003_dispute'),
    ]

    operations = [
        # The tables stay where they are (db_table); only Django's idea of which app owns them changes.
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.RemoveField(
                    model_name='validationrun',
                    name='uploaded_by',
                ),
                migrations.DeleteModel(
                    name='Dispute',
                ),
                migrations.DeleteModel(
                    name='ValidationRun',
                ),
            ],
        ),
    ]
