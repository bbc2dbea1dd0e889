"""Size of the offline rules bundles (docs/rules-index.md, "Offline"): what a phone downloads once.

Run: ``.venv/bin/python -m bench.offline_bundle`` (``make bench`` runs it with the other benches).

A throwaway SQLite database is made (migrate, import the five rulebooks); then each rulebook's bundle
(``/rules/offline/<slug>.json``) is built as the site serves it and its size printed raw and gzip-compressed
(the view compresses it for browsers that accept gzip), with the index (versions, ETags, core glossary).
Number lookup speed is measured in the browser test (tests/browser/test_offline_rules.py), where it runs.
"""

from __future__ import annotations

import gzip
import json

from bench.relevance import setup_database


def main() -> None:
    setup_database()
    from django.urls import reverse

    from rules_index import offline, queries

    documents = queries.current_documents()
    index = offline.index(documents, lambda slug: reverse("rules:offline-bundle", args=[slug]))
    index_body = json.dumps(index, ensure_ascii=False, separators=(",", ":")).encode()
    rows = []
    for doc in documents:
        bundle = offline.build_bundle(doc)
        clauses = len(json.loads(bundle.body)["clauses"])
        rows.append((doc.slug, clauses, bundle.size, len(gzip.compress(bundle.body))))
    rows.append(("index.json", 0, len(index_body), len(gzip.compress(index_body))))
    print(f"{'bundle':<16} {'clauses':>8} {'kB':>9} {'kB gzip':>9}")
    for name, clauses, raw, packed in rows:
        print(f"{name:<16} {clauses or '':>8} {raw / 1024:>9.1f} {packed / 1024:>9.1f}")
    total = sum(r[2] for r in rows)
    packed = sum(r[3] for r in rows)
    print(f"{'total':<16} {sum(r[1] for r in rows):>8} {total / 1024:>9.1f} {packed / 1024:>9.1f}")


if __name__ == "__main__":
    main()
