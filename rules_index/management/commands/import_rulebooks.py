from __future__ import annotations

import time

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rules_index.importer import GlossaryError, import_document, source_path
from rules_index.parsers import DOCUMENT_SLUGS
from rules_index.parsers.base import ParseError


class Command(BaseCommand):
    help = "Import the rulebooks in rules_index/data into the index (a new version only when a file changed)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "slugs", nargs="*", help=f"documents to import (default: all of {', '.join(DOCUMENT_SLUGS)})"
        )

    def handle(self, *args: object, **options: object) -> None:
        slugs = list(options["slugs"] or DOCUMENT_SLUGS)  # type: ignore[arg-type]
        unknown = [s for s in slugs if s not in DOCUMENT_SLUGS]
        if unknown:
            raise CommandError(
                f"unknown document(s): {', '.join(unknown)}; known: {', '.join(DOCUMENT_SLUGS)}"
            )
        for i, slug in enumerate(slugs, 1):
            self.stdout.write(f"[{i}/{len(slugs)}] {slug} … ", ending="")
            self.stdout.flush()
            started = time.perf_counter()
            try:
                summary = import_document(slug, source_path(slug))
            except ParseError as exc:
                raise CommandError(
                    f"{slug}: line {exc.line} could not be parsed ({exc.reason}): {exc.text[:80]!r}"
                ) from exc
            except GlossaryError as exc:
                raise CommandError(str(exc)) from exc
            took = time.perf_counter() - started
            counts = ", ".join(f"{k} {v}" for k, v in sorted(summary.counts.items()))
            refs = summary.references
            self.stdout.write(
                f"{summary.status} (version {summary.version}, {took:.2f} s)\n"
                f"    clauses: {counts or '-'}\n"
                f"    references: {refs.get('total', 0)} ({refs.get('resolved', 0)} resolved, "
                f"{refs.get('unresolved', 0)} unresolved, {refs.get('external', 0)} external, "
                f"{refs.get('flagged', 0)} flagged)\n"
                f"    source defects worked around: {summary.defects}; glossary terms: {summary.glossary_terms}"
                + (f"\n    changes: {summary.changes}" if summary.changes else "")
            )
        self._prepare_search()

    def _prepare_search(self) -> None:
        # What a search needs per generation of rulebooks, built now rather than by the first search
        # after `make run`: the dictionary's synonym groups and JMdict's English table (kept on disk in
        # VAR_DIR, so every process of the site reads it instead of the 300 MB dictionary).
        from rules_index import services

        started = time.perf_counter()
        corpus = services.current_corpus()
        english = len(corpus.english.words) if corpus.english else 0
        source = "jamdict-data" if services.jmdict_path() else "jamdict-data not installed"
        self.stdout.write(
            f"search: English dictionary {english} words ({source}), {time.perf_counter() - started:.2f} s"
        )
