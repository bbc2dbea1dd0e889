from __future__ import annotations

from collections import defaultdict

from django.core.management.base import BaseCommand

from judge.engine.core.checks import registered_checks
from judge.engine.core.registry import registered_games
from rules_index.models import Clause


class Command(BaseCommand):
    help = "Per game: which rule clauses the engine enforces, by which checks, and cited clauses missing from the index."

    def handle(self, *args: object, **options: object) -> None:
        registered_games()
        by_clause: dict[str, list[str]] = defaultdict(list)
        for spec in registered_checks():
            for clause in spec.clauses:
                by_clause[clause].append(spec.code)
        per_game: dict[str, list[str]] = defaultdict(list)
        for ref in by_clause:
            per_game[ref.partition(":")[0]].append(ref)
        for slug in sorted(per_game):
            numbers = {ref.partition(":")[2] for ref in per_game[slug]}
            indexed = set(
                Clause.objects.filter(
                    document__slug=slug, version_id__in=_current(slug), number__in=numbers
                ).values_list("number", flat=True)
            )
            rules_total = Clause.objects.filter(
                document__slug=slug, version_id__in=_current(slug), kind="rule"
            ).count()
            self.stdout.write(
                f"== {slug}: {len(numbers)} clauses enforced (of {rules_total} rules in the index)"
            )
            for ref in sorted(per_game[slug], key=_sort_key):
                mark = "" if ref.partition(":")[2] in indexed else "   <-- not in the index"
                self.stdout.write(f"  {ref:<28} {', '.join(sorted(set(by_clause[ref])))}{mark}")


def _current(slug: str) -> list[int]:
    from rules_index.models import Document

    return list(Document.objects.filter(slug=slug).values_list("current_version_id", flat=True))


def _sort_key(ref: str) -> list[tuple[int, int, str]]:
    number = ref.partition(":")[2]
    return [(0, int(p), "") if p.isdigit() else (1, 0, p) for p in number.replace("-", ".").split(".")]
