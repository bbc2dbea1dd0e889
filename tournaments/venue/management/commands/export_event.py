"""`manage.py export_event ID [-o FILE]`: the event as one JSON bundle (docs/venue.md)."""

from __future__ import annotations

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.models import Event
from tournaments.venue.sync import export_event


class Command(BaseCommand):
    help = "Export an event (players, rounds, results, penalties, disputes, rulings, audit log) as JSON."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("event_id", type=int)
        parser.add_argument("-o", "--output", default="-", help="file to write (default: standard output)")

    def handle(self, *args: object, **options: object) -> None:
        event = Event.objects.filter(pk=options["event_id"]).first()
        if event is None:
            raise CommandError(f"no event {options['event_id']}")
        text = json.dumps(export_event(event), ensure_ascii=False, indent=1, sort_keys=True)
        if options["output"] == "-":
            self.stdout.write(text)
        else:
            Path(str(options["output"])).write_text(text, encoding="utf-8")
            self.stderr.write(f"event {event.pk} ({event.name}) written to {options['output']}")
