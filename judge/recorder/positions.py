"""Editing a position without JSON: the snapshot shape as form fields, one card per line.

Every engine describes a position in the same shape (players → zones; a hidden zone as a count with the
known cards; a public zone as a card list; nested groups such as kaiju's advancing kaiju or areas), so one
editor serves all five games. Each leaf of the position becomes a field named by its path
(``players/P1/hand``); a card list is a text area with a card per line::

    P1:h1 BD-007 rested damage=2 slot=0
    P1:h2 ?                      (a card whose identity is not known)

Pure (no Django): the recorder's position page renders ``fields_of`` and rebuilds with ``position_from``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .draft import DraftError, parse_value

SEP = "/"
CARD_KEYS = ("iid", "card")


@dataclass(frozen=True)
class Field:
    path: str
    kind: str  # "scalar", "cards", "hidden" (a count and known cards), "groups" (a list of card lists)
    value: str  # the text the form shows
    count: int | None = None  # for "hidden"
    listy: bool = False  # a scalar that was a list (turn_players): one value is read back as a list
    bare: bool = False  # a list of bare instance ids (not cards with state): read back as ids


def card_line(card: Any) -> str:
    if isinstance(card, str):
        return f"{card} ?"
    if not isinstance(card, dict):
        return str(card)
    parts = [str(card.get("iid", "?")), str(card.get("card") or "?")]
    for key, value in card.items():
        if key in CARD_KEYS or value is None or value is False:
            continue
        parts.append(key if value is True else f"{key}={_text(value)}")
    return " ".join(parts)


def _text(value: Any) -> str:
    if isinstance(value, list):
        # A one-card list keeps a trailing comma so it reads back as a list, not a single value.
        return ",".join(_text(v) for v in value) + ("," if len(value) < 2 else "")
    return str(value)


def parse_card_line(line: str, where: str) -> dict[str, Any]:
    tokens = line.split()
    if not tokens or ":" not in tokens[0]:
        raise DraftError(
            f"{where}: each line starts with a card's instance id like P1:h1 ('{line[:40]}').",
            f"{where}：各行は P1:h1 のような個体IDで始めてください（'{line[:40]}'）。",
        )
    # The second word is always the card id ("?" when unknown); the rest are flags and key=value pairs.
    card: dict[str, Any] = {"iid": tokens[0], "card": None}
    if len(tokens) > 1 and tokens[1] != "?":
        card["card"] = tokens[1]
    for token in tokens[2:]:
        if "=" in token:
            key, _, raw = token.partition("=")
            card[key] = parse_value(raw)
        else:
            card[token] = True
    return card


def _is_card_list(value: Any) -> bool:
    return isinstance(value, list) and all(
        (isinstance(v, dict) and "iid" in v) or (isinstance(v, str) and ":" in v) for v in value
    )


def fields_of(position: dict[str, Any]) -> list[Field]:
    """The position as form fields, in the engine's own order."""
    out: list[Field] = []

    def walk(value: Any, path: str) -> None:
        if isinstance(value, dict) and "count" in value and set(value) <= {"count", "cards"}:
            lines = "\n".join(card_line(c) for c in value.get("cards") or [])
            out.append(Field(path, "hidden", lines, value["count"]))
        elif _is_card_list(value):
            bare = bool(value) and all(isinstance(v, str) for v in value)
            text = "\n".join(v if bare else card_line(v) for v in value)
            out.append(Field(path, "cards", text, bare=bare))
        elif isinstance(value, list) and value and all(_is_card_list(v) for v in value):
            text = "\n--\n".join("\n".join(card_line(c) for c in group) for group in value)
            out.append(Field(path, "groups", text))
        elif isinstance(value, dict):
            for key, inner in value.items():
                walk(inner, f"{path}{SEP}{key}" if path else str(key))
        else:
            text = "" if value is None else _text(value)
            out.append(Field(path, "scalar", text, listy=isinstance(value, list)))

    walk(position, "")
    return out


def position_from(fields: list[Field], form: dict[str, str]) -> dict[str, Any]:
    """The edited position: each field's new text read back in its kind's shape."""
    position: dict[str, Any] = {}
    for field in fields:
        raw = form.get(field.path, field.value)
        where = field.path.replace(SEP, " › ")
        if field.kind == "scalar":
            value: Any = parse_value(raw) if raw.strip() else None
            if field.listy:
                value = [] if value is None else value if isinstance(value, list) else [value]
        elif field.kind == "cards" and field.bare:
            value = [card["iid"] for card in _cards(raw, where)]
        elif field.kind == "cards":
            value = _cards(raw, where)
        elif field.kind == "groups":
            value = [_cards(group, where) for group in raw.split("\n--\n")]
        else:
            count_text = form.get(f"{field.path}{SEP}count", str(field.count or 0)).strip()
            if not count_text.isdigit():
                raise DraftError(f"{where}: the count is a number.", f"{where}：枚数は数字です。")
            value = {"count": int(count_text), "cards": _cards(raw, where)}
        _put(position, field.path.split(SEP), value)
    return position


def _cards(text: str, where: str) -> list[dict[str, Any]]:
    return [parse_card_line(line, where) for line in text.splitlines() if line.strip()]


def _put(target: dict[str, Any], keys: list[str], value: Any) -> None:
    for key in keys[:-1]:
        target = target.setdefault(key, {})
    if value is not None:
        target[keys[-1]] = value
