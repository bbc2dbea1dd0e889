"""For the blind writer of a held-out scenario: says whether its logs are well-formed judgelog/1 logs,
without saying what the engine rules about the play (that would unblind the scenario).

Run: ``python -m tests.scenarios_heldout.check_format tests/scenarios_heldout/<slug>/<id>.json [...]``

Prints, per log of each file, the log-format problems (finding codes ``log.*`` and any other finding whose
verdict is ``log_error``) with their messages, and nothing about any other finding (not even how many there
are).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from judge.engine import replay

LOG_KEYS = ("legal", "illegal", "needs_ruling")


def main(paths: list[str]) -> int:
    bad = 0
    for name in paths:
        scenario = json.loads(Path(name).read_text(encoding="utf-8"))
        for key in LOG_KEYS:
            if key not in scenario:
                continue
            findings = replay(scenario[key]).findings
            # A log_error is a log-format problem whatever its code: the Duel Masters snapshot checks
            # (`snapshot.card_count`, `snapshot.not_in_decklist`) are log errors without the `log.` prefix.
            malformed = [f for f in findings if f.code.startswith("log.") or f.verdict == "log_error"]
            bad += bool(malformed)
            print(f"{name} [{key}]: {len(malformed)} format problem(s)")
            for f in malformed:
                print(f"    seq {f.seq} {f.code}: {f.message_en}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
