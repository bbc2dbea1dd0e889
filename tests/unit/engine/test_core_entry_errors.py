"""A handler that finds its entry malformed reports a log error about that entry, not an engine fault."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from tests.unit.engine.proof import prove

EXAMPLE = Path(__file__).resolve().parents[3] / "docs" / "examples" / "myearth.judgelog.json"


def test_a_negative_draw_is_a_bad_entry_not_an_engine_fault() -> None:
    legal = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    # The example's own findings are its subject; keep only the setup, which is legal on its own.
    legal["entries"] = [e for e in legal["entries"] if e.get("phase") == "setup"]
    bad = copy.deepcopy(legal)
    draw = next(e for e in bad["entries"] if e["act"] == "draw")
    draw["args"]["count"] = -2
    report = prove(bad, "log.bad_entry", draw["seq"], twin=legal, allow=("myearth.setup.opening_hand",))
    (finding,) = [f for f in report.findings if f.code == "log.bad_entry"]
    assert finding.evidence["path"] == "$.args.count" and "-2" in finding.message_en
    assert not [f for f in report.findings if f.code == "engine.internal_error"]
