"""Every fact a needs_ruling finding says it does not know reads in Japanese too (core/unknowns.py)."""

from __future__ import annotations

import ast
from pathlib import Path

from judge.engine.core.unknowns import UNKNOWN_JA, unknown_ja
from judge.engine.core.verdicts import Finding, Verdict

ENGINE = Path(__file__).resolve().parents[3] / "judge" / "engine"


def _strings(node: ast.AST) -> list[str]:
    return [n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def unknown_texts() -> dict[str, str]:
    """Literal texts the engines pass as ``unknown=`` (directly, through a conditional, or through a local
    named ``unknown`` or a module constant ``BEFORE_SNAPSHOT``), each with the file it is in."""
    out: dict[str, str] = {}
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            passed = isinstance(node, ast.keyword) and node.arg == "unknown"
            named = isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id in ("unknown", "BEFORE_SNAPSHOT") for t in node.targets
            )
            texts = _strings(node.value) if passed or named else []  # type: ignore[attr-defined]
            for text in texts:
                out.setdefault(text, path.relative_to(ENGINE).as_posix())
    return out


def test_every_unknown_text_of_the_engines_has_its_japanese() -> None:
    texts = unknown_texts()
    assert len(texts) > 40  # the walk found the engines' texts
    missing = {
        t: where for t, where in texts.items() if not t.startswith("policy:") and unknown_ja(t) is None
    }
    assert not missing, missing


def test_the_table_holds_no_text_the_engines_no_longer_use() -> None:
    assert not set(UNKNOWN_JA) - set(unknown_texts())


def test_a_finding_carries_the_japanese_beside_the_english() -> None:
    f = Finding("x.y", Verdict.NEEDS_RULING, "ja", "en", [], 3, unknown="the attacker's ATK")
    out = f.to_dict()
    assert (out["unknown"], out["unknown_ja"]) == ("the attacker's ATK", "アタックしたキャラのATK")
    assert "unknown_ja" not in Finding("x.y", Verdict.ILLEGAL, "ja", "en", [], 3).to_dict()
    assert unknown_ja("policy:tower_first_charge") == "イベントの方針（tower_first_charge）"
