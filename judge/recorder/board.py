"""The position drawn as SVG, from the engine's own snapshot of it (pure: no Django, no image files).

Every engine describes its position in the snapshot shape (players → zones; hidden zones as counts with
the cards the log has named; public zones as card lists with their state; nested groups such as kaiju's
areas or MyEarth's field), so one drawing serves all five games: a panel per player, a row per zone, a chip
per card showing what the rules care about (rested/tapped, damage, face down, slot).
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

WIDTH = 380
CHIP_W, CHIP_H, GAP = 86, 40, 4
PER_ROW = (WIDTH - 16) // (CHIP_W + GAP)
LINE = 18


class _Canvas:
    def __init__(self) -> None:
        self.parts: list[str] = []
        self.y = 4

    def text(
        self, x: int, text: str, *, size: int = 13, weight: str = "normal", fill: str = "#1b1f24"
    ) -> None:
        self.y += LINE
        self.parts.append(
            f'<text x="{x}" y="{self.y - 5}" font-size="{size}" font-weight="{weight}" fill="{fill}">'
            f"{escape(text)}</text>"
        )

    def chips(self, x: int, cards: list[dict[str, Any]]) -> None:
        for index, card in enumerate(cards):
            col, row = index % PER_ROW, index // PER_ROW
            cx = x + col * (CHIP_W + GAP)
            cy = self.y + 2 + row * (CHIP_H + GAP)
            self.parts.append(_chip(cx, cy, card))
        rows = (len(cards) + PER_ROW - 1) // PER_ROW
        self.y += rows * (CHIP_H + GAP) + 2


def _chip(x: int, y: int, card: dict[str, Any]) -> str:
    rested = bool(card.get("rested") or card.get("tapped") or card.get("frozen"))
    hidden = bool(card.get("face_down")) or card.get("card") is None
    fill = "#e8ebef" if hidden else "#fff"
    dash = ' stroke-dasharray="4 2"' if rested else ""
    label = str(card.get("card") or "?")
    iid = str(card.get("iid", ""))
    marks = []
    if rested:
        marks.append("R" if "rested" in card else "T")
    if card.get("damage"):
        marks.append(f"d{card['damage']}")
    if card.get("slot") is not None:
        marks.append(f"s{card['slot']}")
    return (
        f'<g class="card"><rect x="{x}" y="{y}" width="{CHIP_W}" height="{CHIP_H}" rx="4" fill="{fill}" '
        f'stroke="#0b5cad"{dash}/>'
        f'<text x="{x + 4}" y="{y + 15}" font-size="12" font-weight="bold">{escape(label[:12])}</text>'
        f'<text x="{x + 4}" y="{y + 31}" font-size="10" fill="#5b6573">{escape(iid[-10:])}'
        f"{escape(' ' + ' '.join(marks)) if marks else ''}</text></g>"
    )


def _is_card(value: Any) -> bool:
    return isinstance(value, dict) and isinstance(value.get("iid"), str)


def _cards(value: Any) -> list[dict[str, Any]]:
    out = []
    for item in value if isinstance(value, list) else []:
        if _is_card(item):
            out.append(item)
        elif isinstance(item, str):
            out.append({"iid": item, "card": None})
    return out


def _zone(
    canvas: _Canvas, path: str, value: Any, depth: int, labels: Mapping[str, str], name: str = ""
) -> None:
    """One zone (or a group of zones) of a player's part, ``path`` being its key path in the snapshot."""
    x = 8 + 10 * depth
    name = name or labels.get(path) or path.rsplit("/", 1)[-1]
    if isinstance(value, dict) and "count" in value and isinstance(value.get("count"), int):
        known = _cards(value.get("cards"))
        canvas.text(x, f"{name} ({value['count']})", fill="#5b6573")
        canvas.chips(x, known)
    elif isinstance(value, list) and all(isinstance(v, list) for v in value) and value:
        for index, group in enumerate(value):
            # kaiju's strategy zones have labels of their own; other groups (chains) are numbered from 1.
            inner = f"{path}/{index}"
            _zone(canvas, inner, group, depth, labels, labels.get(inner) or f"{name} {index + 1}")
    elif isinstance(value, list):
        cards = _cards(value)
        canvas.text(x, f"{name} ({len(value)})")
        canvas.chips(x, cards)
    elif isinstance(value, dict):
        canvas.text(x, name, weight="bold")
        for key, inner in value.items():
            _zone(canvas, f"{path}/{key}", inner, depth + 1, labels)
    elif value is True:
        canvas.text(x, name, size=12, fill="#5b6573")  # a mark such as eliminated: its name says it
    elif value is not None and value is not False:
        canvas.text(x, f"{name}: {value}", size=12, fill="#5b6573")


def board_svg(position: dict[str, Any], labels: Mapping[str, str] | None = None) -> str:
    """One SVG of the whole position: whose turn and phase, then each player's zones.

    ``labels`` names the zones by their key paths (``labels.for_game``: the rulebook's names in the active
    language); without them, or for a key they lack, the log format's own key is drawn."""
    if not isinstance(position, dict):
        return ""  # no position at this point (Dimension Zero mid-stack): nothing to draw
    labels = labels or {}
    canvas = _Canvas()
    turn_players = position.get("turn_players") or []
    head = " · ".join(
        str(part)
        for part in (
            f"T{position.get('turn')}" if position.get("turn") is not None else None,
            position.get("phase"),
            position.get("step"),
        )
        if part
    )
    canvas.text(8, head, size=14, weight="bold")
    for seat, zones in (position.get("players") or {}).items():
        top = canvas.y
        mark = " ▶" if seat in turn_players else ""
        canvas.text(8, f"{seat}{mark}", size=15, weight="bold", fill="#0b5cad")
        for name, value in (zones or {}).items() if isinstance(zones, dict) else ():
            _zone(canvas, str(name), value, 0, labels)
        canvas.parts.append(
            f'<rect x="2" y="{top + 2}" width="{WIDTH - 4}" height="{canvas.y - top + 2}" fill="none" '
            f'stroke="#d9dee5" rx="6"/>'
        )
        canvas.y += 6
    height = canvas.y + 6
    body = "".join(canvas.parts)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="board" viewBox="0 0 {WIDTH} {height}" '
        f'width="100%" role="img" aria-label="board">{body}</svg>'
    )
