from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

from django.core.management.base import BaseCommand

from judge.engine import declared_checks
from rules_index.models import Clause, Document

# Written by the test suite (tests/check_ledger.py): for each declared check, whether a proof test proves
# it, some test fires it, or no test does.
LEDGER = Path(__file__).resolve().parents[2] / "engine" / "check_ledger.json"
RANK = {"proven": 0, "fired": 1, "unfired": 2}
MARKS = {"proven": "", "fired": "  [fired by tests, not proven]", "unfired": "  [declared, no test fires it]"}


class Command(BaseCommand):
    help = (
        "Per game: the rule clauses the engine enforces with checks that tests prove, and the clauses whose "
        "checks are only fired by some test or by none (marked), with cited clauses missing from the index."
    )

    def handle(self, *args: object, **options: object) -> None:
        ledger: dict[str, str] = json.loads(LEDGER.read_text(encoding="utf-8")) if LEDGER.exists() else {}
        by_clause: dict[str, list[str]] = defaultdict(list)
        for spec in declared_checks():
            for clause in spec.clauses:
                by_clause[clause].append(spec.code)
        per_game: dict[str, list[str]] = defaultdict(list)
        for ref in by_clause:
            per_game[ref.partition(":")[0]].append(ref)
        for slug in sorted(per_game):
            current = list(Document.objects.filter(slug=slug).values_list("current_version_id", flat=True))
            numbers = {ref.partition(":")[2] for ref in per_game[slug]}
            indexed = set(
                Clause.objects.filter(
                    document__slug=slug, version_id__in=current, number__in=numbers
                ).values_list("number", flat=True)
            )
            rules_total = Clause.objects.filter(
                document__slug=slug, version_id__in=current, kind="rule"
            ).count()
            status = {
                ref: min((ledger.get(code, "unfired") for code in by_clause[ref]), key=RANK.__getitem__)
                for ref in per_game[slug]
            }
            counts = {s: sum(1 for v in status.values() if v == s) for s in RANK}
            self.stdout.write(
                f"== {slug}: {counts['proven']} clauses enforced by proven checks, {counts['fired']} by checks "
                f"tests only fire, {counts['unfired']} by checks no test fires (of {rules_total} rules in the index)"
            )
            for ref in sorted(per_game[slug], key=_sort_key):
                missing = "" if ref.partition(":")[2] in indexed else "   <-- not in the index"
                checks = ", ".join(sorted(set(by_clause[ref])))
                self.stdout.write(f"  {ref:<28} {checks}{MARKS[status[ref]]}{missing}")


def _sort_key(ref: str) -> list[tuple[int, int, str]]:
    number = ref.partition(":")[2]
    return [(0, int(p), "") if p.isdigit() else (1, 0, p) for p in number.replace("-", ".").split(".")]
