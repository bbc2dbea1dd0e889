from __future__ import annotations

from rules_index.rendering import LinkTarget, link_references


def test_references_become_links_and_text_is_escaped():
    html = link_references(
        "<b>敗北処理中（10.6）、または（10.7）の間",
        [
            LinkTarget("（10.6）", "/rules/rebirth/10.6", "rebirth:10.6"),
            LinkTarget("（10.7）", None, "rebirth:10.7"),
        ],
    )
    assert html.startswith("&lt;b&gt;敗北処理中")
    assert '<a class="ref" href="/rules/rebirth/10.6" data-preview="/rules/rebirth/10.6"' in html
    assert '<span class="ref ref-unresolved" title="rebirth:10.7">（10.7）</span>' in html
    assert html.endswith("の間")


def test_range_targets_sharing_one_raw_link_once():
    html = link_references(
        "第1項～第3項を参照",
        [LinkTarget("第1項～第3項", f"/rules/x/{n}", f"x:{n}") for n in ("1", "2", "3")],
    )
    assert html.count("<a ") == 1 and "/rules/x/1" in html


def test_flagged_reference_is_marked():
    html = link_references(
        "（5.1）", [LinkTarget("（5.1）", "/r/5.1", "k:5.1", flag="points to the wrong clause")]
    )
    assert "ref-flagged" in html and "points to the wrong clause" in html


def test_missing_raw_leaves_text_intact():
    assert link_references("本文", [LinkTarget("（9.9）", "/r", "x:9.9")]) == "本文"
