"""The five rulebooks the site serves: slug and the name people call the game by.

The name is used where the source text prints no title of its own (the rebirth file lost its title block).
"""

from __future__ import annotations

DOCUMENT_NAMES: dict[str, str] = {
    "myearth": "マイアース",
    "dm-variants": "デュエル・マスターズ変種ルール",
    "rebirth": "Reバース for you 総合ルール",
    "kaiju": "怪獣カードゲーム 総合ルール",
    "dimension-zero": "ディメンション・ゼロ 総合ルール",
}


def search_scope(slug: str | None) -> dict[str, str] | None:
    """What the header search of a page about one game needs (its hidden ``document`` and the name the
    placeholder shows), or None for a page about no known game."""
    if slug not in DOCUMENT_NAMES:
        return None
    return {"slug": slug, "title": DOCUMENT_NAMES[slug]}
