from __future__ import annotations

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from judge.engine import replay


class Command(BaseCommand):
    help = "Replay a judgelog/1 file and print its findings (exit status 1 when something is illegal)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", type=Path)
        parser.add_argument("--json", action="store_true", help="print the whole report as JSON")
        parser.add_argument("--lang", choices=["ja", "en"], default="ja")

    def handle(self, *args: object, **options: object) -> None:
        path: Path = options["file"]  # type: ignore[assignment]
        if not path.is_file():
            raise CommandError(f"no such file: {path}")
        report = replay(path.read_bytes()).to_dict()
        if options["json"]:
            self.stdout.write(json.dumps(report, ensure_ascii=False, indent=2))
        else:
            lang = options["lang"]
            self.stdout.write(
                f"{path.name}: {report.get('game') or '?'} · {report['entries_replayed']} entries · "
                f"{len(report['findings'])} findings"
            )
            for f in report["findings"]:
                seq = f"#{f['seq']}" if f.get("seq") is not None else "-"
                message = f["message_ja"] if lang == "ja" else f["message_en"]
                self.stdout.write(
                    f"  {seq:>6} {f['verdict']:<12} {f['code']}: {message} [{', '.join(f['clauses'])}]"
                )
        if any(f["verdict"] == "illegal" for f in report["findings"]):
            raise SystemExit(1)
