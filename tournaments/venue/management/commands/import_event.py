"""`manage.py import_event FILE`: bring a venue's event bundle into this site (docs/venue.md).

Exit status 0 when everything was taken, 3 when conflicts were left for a person to settle (the report
lists them; the rest of the bundle is imported)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.venue.sync import SyncError, import_event


class Command(BaseCommand):
    help = "Import an event bundle made by export_event: idempotent, conflicts reported, never overwritten."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("bundle", help="the JSON file (- for standard input)")
        parser.add_argument(
            "--prefer",
            choices=["here", "venue"],
            default="here",
            help="on a conflict keep this site's version (default) or take the bundle's (audited)",
        )
        parser.add_argument("--json", action="store_true", help="print the report as JSON")

    def handle(self, *args: object, **options: object) -> None:
        path = str(options["bundle"])
        try:
            text = Path(path).read_text(encoding="utf-8") if path != "-" else sys.stdin.read()
            bundle = json.loads(text)
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise CommandError(f"cannot read {path}: {exc}") from exc
        try:
            report = import_event(bundle, prefer=str(options["prefer"]))
        except SyncError as exc:
            raise CommandError(f"nothing imported: {exc}") from exc
        if options["json"]:
            self.stdout.write(json.dumps(report.as_dict(), ensure_ascii=False, default=str))
        else:
            self.stdout.write(
                f"event {report.event_id}: created {report.created or 0}, updated "
                f"{report.updated or 0}, deleted {report.deleted or 0}, unchanged {report.unchanged}"
            )
            for c in report.conflicts:
                self.stdout.write(
                    f"CONFLICT {c.kind} {c.key} (here: {c.local_id}): {c.reason}; fields: {', '.join(c.fields)}"
                )
        if report.conflicts:
            raise CommandError(
                f"{len(report.conflicts)} conflict(s): this site's version was kept; settle them by hand, "
                "or import again with --prefer venue",
                returncode=3,
            )
