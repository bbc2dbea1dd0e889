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
