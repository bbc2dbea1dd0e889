"""Starting a record at the table without a log file: the header, the cards that matter, and a board
editor laid out per game.

A snapshot needs a header the engines accept: ``cards`` (definitions, since there is no card database)
and ``decklists`` whose cards add up to the snapshot's zones (each engine's ``snapshot.card_count``) and
pass its deck screening (``deck.size``, ``deck.copies``, ``deck.unknown_card``). At the table the judge
knows only the cards in front of them, so ``decklists_for`` builds each seat's decklist from the
position: the known cards by their ids, and every card whose identity is hidden (a count in the deck or
hand, a face-down card) as a placeholder card of its own (``UNKNOWN-01``…, one copy each, so no
copy limit — not even DMEDH's "every name differs" — is broken by cards nobody has seen).

Pure (no Django): the recorder's views call it.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from .draft import DraftError

UNKNOWN_PREFIX = "UNKNOWN-"
MAX_CARDS = 300  # definitions in one record's header
MAX_ZONE = 200  # cards or a count in one zone
CARD_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]{0,39}$")


@dataclass(frozen=True)
class CardField:
    """One number or word the rules need of a card, and where the log format keeps it."""

    key: str
    ja: str
    en: str
    kind: str = "int"  # "int", "text", "list" (comma separated), "map" (colour=n, …), "bool"
    keywords: bool = False  # kept under the card's "keywords" rather than at its top level


@dataclass(frozen=True)
class Zone:
    """A zone of a player's side of the board, as the board editor draws it."""

    key: str  # the key in the snapshot's player (kaiju areas: "areas/3")
    ja: str
    en: str
    hidden: bool = False  # a count and the known cards
    extra: tuple[str, ...] = ()  # the per-card state the editor offers (rested, damage=, square=…)
    bare: bool = False  # a list of card ids without instances (kaiju's kaiju deck: the judge has the list)


@dataclass(frozen=True)
class GameSpec:
    slug: str
    seats: tuple[str, ...]
    types: tuple[str, ...]
    fields: tuple[CardField, ...]
    unknown: dict[str, Any]  # the definition of a placeholder card
    zones: tuple[Zone, ...]
    start: dict[str, Any]  # the turn and phase a fresh position starts at
    layout: str  # the CSS class that arranges the zones in the game's own layout
    # The decklist's piles besides "main" (Rebirth's and kaiju's "partners", Duel Masters' "hyperspatial"
    # and "gr"): a card goes to a pile by its type or its keywords' kind; a hidden card by the zone it
    # lies in; and each pile has its own placeholder, tagged in its id (UNKNOWN-P01, UNKNOWN-H01…).
    pile_types: dict[str, str] = dataclasses.field(default_factory=dict)
    pile_kinds: dict[str, str] = dataclasses.field(default_factory=dict)
    zone_piles: dict[str, str] = dataclasses.field(default_factory=dict)
    pile_unknown: dict[str, tuple[str, dict[str, Any]]] = dataclasses.field(default_factory=dict)

    def pile_of(self, card: Any) -> str:
        if not isinstance(card, dict):
            return "main"
        kind = (card.get("keywords") or {}).get("kind") if isinstance(card.get("keywords"), dict) else None
        return self.pile_types.get(str(card.get("type")), self.pile_kinds.get(str(kind), "main"))

    variant: str = "standard"  # the format a record starts with when no event says otherwise


_ABILITIES = CardField("abilities", "能力（ログ形式のJSON）", "abilities (the log format's JSON)", "json")

SPECS: dict[str, GameSpec] = {
    "rebirth": GameSpec(
        slug="rebirth",
        seats=("P1", "P2"),
        types=("CH", "RE", "PA"),
        fields=(
            CardField("cost", "コスト", "cost"),
            CardField("atk", "ATK", "ATK"),
            CardField("def", "DEF", "DEF"),
            CardField("attributes", "属性", "attributes", "list"),
            CardField("title", "作品", "title", "text"),
            _ABILITIES,
        ),
        unknown={"type": "CH", "cost": 0, "atk": 0, "def": 0},
        zones=(
            Zone("entry", "エントリー", "entry", extra=("damage=", "rested")),
            Zone("member", "メンバー", "member", extra=("slot=", "rested", "damage=")),
            Zone("energy", "エネルギー", "energy", extra=("rested", "face_down")),
            Zone("deck", "デッキ", "deck", hidden=True),
            Zone("hand", "手札", "hand", hidden=True),
            Zone("partners", "パートナー", "partners", hidden=True),
            Zone("retire", "リタイア", "retire"),
            Zone("rebirth", "Reバース", "rebirth"),
            Zone("waiting_room", "控え室", "waiting room"),
        ),
        start={"turn": 3, "phase": "main", "turns_taken": 1},
        layout="layout-rebirth",
        pile_types={"PA": "partners"},
        zone_piles={"partners": "partners"},
        pile_unknown={"partners": ("P", {"type": "PA", "cost": 0, "atk": 0, "def": 0})},
    ),
    "kaiju": GameSpec(
        slug="kaiju",
        seats=("P1", "P2"),
        types=("kaiju", "engage", "strategy"),
        fields=(
            CardField("cost", "コスト", "cost"),
            CardField("attributes", "属性", "attributes", "list"),
            CardField("colors", "色", "colours", "list", keywords=True),
            CardField("threat", "脅威", "threat", keywords=True),
            CardField("repel", "撃退", "repel", keywords=True),
            CardField("icon", "アイコン", "icon", keywords=True),
            _ABILITIES,
        ),
        # White goes in a deck of any kaiju colour, so a hidden card never breaks the colour rule.
        unknown={"type": "engage", "cost": 1, "keywords": {"colors": ["white"], "repel": 0, "icon": 0}},
        zones=(
            *(Zone(f"areas/{n}", f"エリア{n}", f"area {n}") for n in range(1, 9)),
            Zone("kaiju/stack", "進攻怪獣", "advancing kaiju"),
            Zone("kaiju_deck", "怪獣デッキ置き場", "kaiju deck", bare=True),
            Zone("strategy/0", "戦略ゾーン1", "strategy zone 1", extra=("turn=",)),
            Zone("strategy/1", "戦略ゾーン2", "strategy zone 2", extra=("turn=",)),
            Zone("deck", "デッキ", "deck", hidden=True),
            Zone("hand", "手札", "hand", hidden=True),
            Zone("discard", "捨て札", "discard"),
        ),
        start={"turn": 3, "phase": "main"},
        layout="layout-kaiju",
        pile_types={"kaiju": "partners"},
    ),
    "dimension-zero": GameSpec(
        slug="dimension-zero",
        seats=("P1", "P2"),
        types=("unit", "strategy", "base"),
        fields=(
            CardField("cost", "コスト（色=数）", "cost (colour=n)", "map", keywords=True),
            CardField("move", "移動コスト（色=数）", "move cost (colour=n)", "map", keywords=True),
            CardField("timing", "タイミング", "timing", "text", keywords=True),
            CardField("power", "パワー", "power", keywords=True),
            CardField("smash", "スマッシュ", "smash", keywords=True),
            _ABILITIES,
        ),
        unknown={
            "type": "unit",
            "keywords": {"cost": {"colourless": 1}, "move": {}, "timing": "normal", "power": 0, "smash": 1},
        },
        # The nine battle squares (B11…B33, the grid both players share) and each seat's three base
        # squares: one list in the snapshot ("squares", each card with its "square"), drawn as a grid here.
        zones=(
            *(
                Zone(f"squares@B{r}{c}", f"B{r}{c}", f"B{r}{c}", extra=("frozen", "damage="))
                for r in (1, 2, 3)
                for c in (1, 2, 3)
            ),
            *(Zone(f"squares@{{seat}}-{n}", f"ベース{n}", f"base {n}", extra=("frozen",)) for n in (1, 2, 3)),
            Zone("energy", "エネルギーゾーン", "energy zone", extra=("frozen",)),
            Zone("smash", "スマッシュゾーン", "smash zone", hidden=True),
            Zone("deck", "デッキ", "deck", hidden=True),
            Zone("hand", "手札", "hand", hidden=True),
            Zone("graveyard", "墓地", "graveyard"),
            Zone("remove", "リムーブゾーン", "remove zone"),
        ),
        start={"turn": 3, "phase": "main"},
        layout="layout-dz",
        variant="constructed",
    ),
    "dm-variants": GameSpec(
        slug="dm-variants",
        seats=("P1", "P2"),
        types=("creature", "spell"),
        fields=(
            CardField("cost", "コスト", "cost"),
            CardField("civilizations", "文明", "civilizations", "list", keywords=True),
            CardField("power", "パワー", "power", keywords=True),
            CardField("shield_trigger", "S・トリガー", "shield trigger", "bool", keywords=True),
            CardField("blocker", "ブロッカー", "blocker", "bool", keywords=True),
            CardField("speed_attacker", "スピードアタッカー", "speed attacker", "bool", keywords=True),
            CardField("breaker", "ブレイカー（枚数）", "breaker (shields)", keywords=True),
            CardField(
                "kind", "サイキック/GR（psychic・gr）", "psychic / GR (psychic, gr)", "text", keywords=True
            ),
            _ABILITIES,
        ),
        unknown={"type": "creature", "cost": 1, "keywords": {"civilizations": ["fire"], "power": 1000}},
        zones=(
            Zone("battle", "バトルゾーン", "battle zone", extra=("tapped",)),
            Zone("shields", "シールド", "shields", hidden=True),
            Zone("mana", "マナゾーン", "mana zone", extra=("tapped",)),
            Zone("deck", "山札", "deck", hidden=True),
            Zone("hand", "手札", "hand", hidden=True),
            Zone("graveyard", "墓地", "graveyard"),
            Zone("hyperspatial", "超次元ゾーン", "hyperspatial zone", hidden=True),
            Zone("gr", "超GRゾーン", "super GR zone", hidden=True),
        ),
        start={"turn": 3, "phase": "main"},
        layout="layout-dm",
        pile_kinds={"psychic": "hyperspatial", "gr": "gr"},
        zone_piles={"hyperspatial": "hyperspatial", "gr": "gr"},
        pile_unknown={
            "hyperspatial": (
                "H",
                {"type": "creature", "cost": 1, "keywords": {"power": 1000, "kind": "psychic"}},
            ),
            "gr": ("G", {"type": "creature", "cost": 1, "keywords": {"power": 1000, "kind": "gr"}}),
        },
    ),
    "myearth": GameSpec(
        slug="myearth",
        seats=("B", "R"),
        types=("source", "special_source", "confrontation", "support"),
        fields=(
            CardField("atk", "攻撃力", "attack"),
            CardField("attributes", "属性", "attributes", "list"),
            CardField("cost", "コスト（属性=数）", "cost (attribute=n)", "map", keywords=True),
            CardField("kind", "種類", "kind", "text", keywords=True),
            _ABILITIES,
        ),
        # 人 is the attribute both Earths may use, so a hidden card never breaks a side's deck rules.
        unknown={"type": "source", "attributes": ["人"]},
        zones=(
            Zone("field/sources", "みなもと", "sources", extra=("attribute=", "used")),
            Zone("field/groups", "連鎖（1行に1つ、カードは空白で区切る）", "chains"),
            Zone("field/supports", "サポート", "supports"),
            Zone("deck", "山札", "deck", hidden=True),
            Zone("hand", "手札", "hand", hidden=True),
            Zone("discard", "捨て場", "discard"),
            Zone("removed", "除外", "removed"),
        ),
        start={"turn": 2, "phase": "first"},
        layout="layout-myearth",
    ),
}


def spec(game: str) -> GameSpec:
    found = SPECS.get(game)
    if found is None:
        raise DraftError(f"The recorder cannot set up '{game[:40]}'.", f"「{game[:40]}」は設定できません。")
    return found


# ---------------------------------------------------------------- the header


def new_document(
    game: str,
    *,
    variant: str = "",
    options: dict[str, Any] | None = None,
    players: list[tuple[str, str]] | None = None,
    first_player: str | None = None,
    rules_version: str = "unknown",
    event: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A header with no cards yet and an empty position at the game's usual starting turn."""
    s = spec(game)
    seated = players or [(seat, "") for seat in s.seats]
    seats = [seat for seat, _ in seated]
    if len(set(seats)) != len(seats) or not all(re.fullmatch(r"[A-Za-z][A-Za-z0-9]{0,5}", x) for x in seats):
        raise DraftError(
            "Seats are short distinct names like P1.", "席は P1 のような重複しない短い名前です。"
        )
    first = first_player if first_player in seats else seats[0]
    header: dict[str, Any] = {
        "format": "judgelog/1",
        "game": game,
        "rules_version": rules_version,
        "variant": variant or s.variant,
        "players": [{"seat": seat, **({"name": name[:100]} if name else {})} for seat, name in seated],
        "first_player": first,
        "cards": {},
        "decklists": {},
    }
    if options:
        header["options"] = options
    if event:
        header["event"] = event
    if game == "myearth" and "sides" not in (options or {}):
        # Each seat is one Earth (the two sides of the MyEarth field): the first is blue, the second red.
        header.setdefault("options", {})["sides"] = dict(zip(seats, ("blue", "red"), strict=False))
    header["snapshot"] = empty_position(game, seats, first)
    life = (options or {}).get("starting_life")
    if game == "myearth" and isinstance(life, int) and life > 0:
        # The event's starting Earth Life (the rulebook leaves it to the event: docs/log-format-myearth.md).
        for side in header["snapshot"]["players"].values():
            side["life"] = life
    header["decklists"] = decklists_for(header)
    return {"header": header, "entries": []}


def empty_position(game: str, seats: list[str], first: str) -> dict[str, Any]:
    s = spec(game)
    players: dict[str, Any] = {}
    for seat in seats:
        side: dict[str, Any] = {}
        if game == "rebirth":
            side["turns_taken"] = s.start["turns_taken"]
        if game == "myearth":
            side["life"] = 20
        for zone in s.zones:
            _set(side, zone.key.partition("@")[0], {"count": 0} if zone.hidden else [])
        if game == "kaiju":
            side["kaiju"].update({"area": 0, "anger": 0})
            side["kaiju_deck"] = []
            side["areas"] = {}
            side["strategy"] = [[], []]
        if game == "dimension-zero":
            side["plan"] = None
        players[seat] = side
    position: dict[str, Any] = {"turn": s.start["turn"], "phase": s.start["phase"], "players": players}
    # MyEarth's turn is a round in which both Earths take their 番 (the first seat first).
    position["turn_players"] = list(seats) if game == "myearth" else [first]
    return position


def _set(target: dict[str, Any], path: str, value: Any) -> None:
    keys = path.split("/")
    for i, key in enumerate(keys[:-1]):
        nxt = keys[i + 1]
        if isinstance(target, list):
            target = target[int(key)]
            continue
        target = target.setdefault(key, [[], []] if nxt.isdigit() and key == "strategy" else {})
    last = keys[-1]
    if isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value


def _get(target: Any, path: str) -> Any:
    for key in path.split("/"):
        if isinstance(target, list):
            index = int(key) if key.isdigit() else -1
            target = target[index] if 0 <= index < len(target) else None
        elif isinstance(target, dict):
            target = target.get(key)
        else:
            return None
    return target


# ---------------------------------------------------------------- cards


def card_from_form(game: str, form: dict[str, str]) -> tuple[str, dict[str, Any]]:
    """A card definition from the per-game form: its id, name, type and the game's few numbers."""
    s = spec(game)
    cid = form.get("card_id", "").strip()
    if not CARD_ID.match(cid) or cid.startswith(UNKNOWN_PREFIX):
        raise DraftError(
            "A card id is letters, digits, '-', '_' or '.' (like BD-007).",
            "カードIDは英数字と - _ . です（例: BD-007）。",
        )
    ctype = form.get("type", "")
    if ctype not in s.types:
        raise DraftError(
            f"The card type is one of {', '.join(s.types)}.", f"種類は {'、'.join(s.types)} です。"
        )
    card: dict[str, Any] = {"name": (form.get("name", "").strip() or cid)[:100], "type": ctype}
    for field in s.fields:
        raw = form.get(field.key, "").strip()
        if not raw and field.kind != "bool":
            continue
        value = _field_value(field, raw)
        if value is None:
            continue
        if field.keywords:
            card.setdefault("keywords", {})[field.key] = value
        else:
            card[field.key] = value
    return cid, card


def _field_value(field: CardField, raw: str) -> Any:
    label = f"{field.en}"
    if field.kind == "int":
        if not re.fullmatch(r"-?\d{1,7}", raw):
            raise DraftError(f"{label} is a number.", f"{field.ja}は数字です。")
        return int(raw)
    if field.kind == "bool":
        return True if raw.lower() in ("on", "true", "1", "yes") else None
    if field.kind == "list":
        return [part.strip()[:40] for part in raw.replace("、", ",").split(",") if part.strip()][:10]
    if field.kind == "map":
        out: dict[str, int] = {}
        for part in raw.replace("、", ",").replace(" ", ",").split(","):
            if not part.strip():
                continue
            key, sep, n = part.partition("=")
            if not sep or not n.strip().isdigit() or not key.strip():
                raise DraftError(
                    f"{label}: write colour=n, like red=1.", f"{field.ja}：red=1 のように書きます。"
                )
            out[key.strip()[:20]] = int(n)
        return out
    if field.kind == "json":
        try:
            value = json.loads(raw)
        except ValueError:
            value = None
        if not isinstance(value, list):
            raise DraftError(f"{label}: a JSON list.", f"{field.ja}：JSONのリストです。")
        return value
    return raw[:60]


def add_card(doc: dict[str, Any], cid: str, card: dict[str, Any]) -> dict[str, Any]:
    header = dict(doc["header"])
    cards = dict(header.get("cards") or {})
    if cid not in cards and len(cards) >= MAX_CARDS:
        raise DraftError("A record holds at most 300 cards.", "1つの記録のカードは300枚までです。")
    cards[cid] = card
    header["cards"] = cards
    header["decklists"] = decklists_for(header)
    return {**doc, "header": header}


def known_cards(header: dict[str, Any]) -> list[tuple[str, str]]:
    """The cards a judge may place: (id, name), without the placeholders for hidden cards."""
    cards = header.get("cards") or {}
    return [
        (cid, str(c.get("name", cid)) if isinstance(c, dict) else cid)
        for cid, c in cards.items()
        if not cid.startswith(UNKNOWN_PREFIX)
    ]


# ---------------------------------------------------------------- decklists


def seat_of(iid: str) -> str:
    return iid.split(":", 1)[0]


def card_counts(
    position: dict[str, Any], zone_piles: dict[str, str] | None = None
) -> tuple[dict[str, Counter[str]], Counter[tuple[str, str]]]:
    """Per seat: the known card ids in its zones, and how many of its cards are hidden (no identity),
    by the decklist pile they come from (``main``, or the pile of the zone: Rebirth's partners…)."""
    known: dict[str, Counter[str]] = {}
    hidden: Counter[tuple[str, str]] = Counter()
    pile = "main"

    def one(card: Any, seat: str) -> None:
        if isinstance(card, dict):
            owner = seat_of(str(card.get("iid", seat))) or seat
            cid = card.get("card")
        elif isinstance(card, str) and ":" in card:
            return  # a reference to a card listed elsewhere (a MyEarth chain's sources)
        else:
            owner, cid = seat, card  # a bare card id (MyEarth's public piles, kaiju's kaiju deck)
        if cid:
            known.setdefault(owner, Counter())[str(cid)] += 1
        else:
            hidden[owner, pile] += 1

    def walk(value: Any, seat: str) -> None:
        if isinstance(value, dict) and "count" in value and set(value) <= {"count", "cards"}:
            listed = [c for c in value.get("cards") or [] if isinstance(c, dict)]
            for card in listed:
                one(card, seat)
            hidden[seat, pile] += max(0, int(value.get("count") or 0) - len(listed))
        elif isinstance(value, dict) and "iid" in value:
            one(value, seat)
        elif isinstance(value, dict):
            for inner in value.values():
                walk(inner, seat)
        elif isinstance(value, list):
            for inner in value:
                if isinstance(inner, (dict, list)):
                    walk(inner, seat)
                else:
                    one(inner, seat)

    for seat, side in (position.get("players") or {}).items():
        if isinstance(side, dict):
            for key, value in side.items():
                if key not in ("life", "turns_taken", "area", "anger"):
                    pile = (zone_piles or {}).get(key, "main")
                    walk(value, seat)
    return known, hidden


def decklists_for(header: dict[str, Any]) -> dict[str, Any]:
    """Decklists that make the snapshot add up: the known cards, and a placeholder per hidden card."""
    game = str(header.get("game", ""))
    s = spec(game)
    seats = [p.get("seat") for p in header.get("players") or [] if isinstance(p, dict)]
    position = header.get("snapshot") or {}
    known, hidden = card_counts(position, s.zone_piles)
    cards = {k: v for k, v in (header.get("cards") or {}).items() if not k.startswith(UNKNOWN_PREFIX)}
    placeholders = {"main": ("", s.unknown), **s.pile_unknown}
    for pile, (tag, template) in placeholders.items():
        needed = max([hidden[seat, pile] for seat in seats] + [0])
        for n in range(1, needed + 1):
            cards[f"{UNKNOWN_PREFIX}{tag}{n:02d}"] = {"name": f"不明なカード{tag}{n:02d}", **template}
    header["cards"] = cards
    out: dict[str, Any] = {}
    for seat in seats:
        piles: dict[str, dict[str, int]] = {"main": {}}
        for cid, n in sorted(known.get(seat, Counter()).items()):
            piles.setdefault(s.pile_of(cards.get(cid)), {})[cid] = n
        for pile, (tag, _) in placeholders.items():
            for n in range(1, hidden[seat, pile] + 1):
                piles.setdefault(pile, {})[f"{UNKNOWN_PREFIX}{tag}{n:02d}"] = 1
        out[seat] = piles
    return out


# ---------------------------------------------------------------- the board editor


@dataclass(frozen=True)
class ZoneView:
    seat: str
    zone: Zone
    cards: list[dict[str, Any]]
    count: int | None  # hidden zones

    @property
    def ident(self) -> str:
        return f"{self.seat}-{self.zone.key.replace('/', '-')}"


def board_zones(doc: dict[str, Any]) -> list[ZoneView]:
    header = doc["header"]
    s = spec(str(header.get("game")))
    out: list[ZoneView] = []
    for seat, side in (header.get("snapshot") or {}).get("players", {}).items():
        for template in s.zones:
            zone = _for_seat(template, seat)
            if "@" in zone.key:
                path, _, square = zone.key.partition("@")
                placed = [
                    c for c in _get(side, path) or [] if isinstance(c, dict) and c.get("square") == square
                ]
                out.append(ZoneView(seat, zone, placed, None))
                continue
            value = _get(side, zone.key)
            if zone.hidden:
                value = value if isinstance(value, dict) else {"count": 0}
                out.append(ZoneView(seat, zone, list(value.get("cards") or []), int(value.get("count") or 0)))
            elif zone.key == "field/groups":
                chains = [g for g in value or [] if isinstance(g, list)]
                out.append(ZoneView(seat, zone, [c for g in chains for c in g if isinstance(c, dict)], None))
            else:
                # A bare card id is removed by its id (the first copy of it).
                cards = [c if isinstance(c, dict) else {"iid": str(c), "card": c} for c in value or []]
                out.append(ZoneView(seat, zone, cards, None))
    return out


def _for_seat(zone: Zone, seat: str) -> Zone:
    return Zone(zone.key.replace("{seat}", seat), zone.ja, zone.en, zone.hidden, zone.extra, zone.bare)


def _next_iid(position: dict[str, Any], seat: str, zone: str) -> str:
    used = set(re.findall(r'"iid":\s*"([^"]+)"', json.dumps(position)))
    letter = re.sub(r"[^a-z]", "", zone.split("/")[-1].lower())[:1] or "c"
    n = 1
    while f"{seat}:{letter}{n}" in used:
        n += 1
    return f"{seat}:{letter}{n}"


def edit_zone(doc: dict[str, Any], seat: str, zone_key: str, form: dict[str, str]) -> dict[str, Any]:
    """One tap of the board editor: add a card to a zone, remove one, or set a hidden zone's count."""
    header = json.loads(json.dumps(doc["header"]))
    s = spec(str(header.get("game")))
    zone = next((z for z in (_for_seat(t, seat) for t in s.zones) if z.key == zone_key), None)
    side = (header.get("snapshot") or {}).get("players", {}).get(seat)
    if zone is None or not isinstance(side, dict):
        raise DraftError("No such zone.", "その領域はありません。")
    op = form.get("op", "add")
    square = ""
    if "@" in zone.key:
        # A square of Dimension Zero's board: the seat's "squares" list, each card naming its square.
        path, _, square = zone.key.partition("@")
        zone = Zone(path, zone.ja, zone.en, zone.hidden, zone.extra)
    value = _get(side, zone.key)
    if value is None:
        value = {"count": 0} if zone.hidden else []
        _set(side, zone.key, value)
    if op == "count":
        if not zone.hidden:
            raise DraftError("Only a hidden zone has a count.", "枚数は非公開の領域だけです。")
        text = form.get("count", "").strip()
        if not text.isdigit() or int(text) > MAX_ZONE:
            raise DraftError("The count is a number up to 200.", "枚数は200までの数字です。")
        value["count"] = max(int(text), len(value.get("cards") or []))
    elif op == "remove":
        iid = form.get("iid", "")
        if zone.hidden:
            value["cards"] = [c for c in value.get("cards") or [] if c.get("iid") != iid]
            value["count"] = max(0, int(value.get("count") or 0) - 1)
        elif zone.bare:
            if iid in value:
                value.remove(iid)
        elif zone.key == "field/groups":
            groups = [[c for c in g if c.get("iid") != iid] for g in value]
            _set(side, zone.key, [g for g in groups if g])
        else:
            _set(side, zone.key, [c for c in value if not (isinstance(c, dict) and c.get("iid") == iid)])
    elif op == "add":
        cid = form.get("card", "")
        if cid != "?" and cid not in dict(known_cards(header)):
            raise DraftError(
                "Add the card to the record's cards first.", "先にそのカードを記録のカードに加えてください。"
            )
        card: dict[str, Any] = {
            "iid": _next_iid(header["snapshot"], seat, zone.key),
            "card": None if cid == "?" else cid,
        }
        if square:
            card["square"] = square
        for token in form.get("state", "").split():
            key, sep, raw = token.partition("=")
            if not re.fullmatch(r"[a-z_]{1,20}", key):
                raise DraftError(
                    "State words are like rested or damage=2.", "状態は rested や damage=2 のように書きます。"
                )
            card[key] = (int(raw) if raw.lstrip("-").isdigit() else raw[:20]) if sep else True
        if zone.bare:
            if cid == "?":
                raise DraftError(
                    "This zone lists card ids: choose the card.",
                    "この領域はカードIDの一覧です。カードを選んでください。",
                )
            value.append(cid)
        elif zone.hidden:
            value.setdefault("cards", []).append(card)
            value["count"] = int(value.get("count") or 0) + 1
        elif zone.key == "field/groups":
            chain = form.get("chain", "").strip()
            if chain.isdigit() and int(chain) < len(value):
                value[int(chain)].append(card)
            else:
                value.append([card])
        else:
            if len(value) >= MAX_ZONE:
                raise DraftError("The zone is full.", "この領域はいっぱいです。")
            value.append(card)
    else:
        raise DraftError("Unknown action.", "不明な操作です。")
    header["decklists"] = decklists_for(header)
    return {**doc, "header": header}


def set_scalars(doc: dict[str, Any], form: dict[str, str]) -> dict[str, Any]:
    """The turn, the phase, whose turn it is, and the few per-player numbers (life, kaiju area, anger)."""
    header = json.loads(json.dumps(doc["header"]))
    snap = header["snapshot"]
    turn = form.get("turn", "").strip()
    if turn:
        if not turn.isdigit() or not 0 < int(turn) < 1000:
            raise DraftError("The turn is a number.", "ターンは数字です。")
        snap["turn"] = int(turn)
    phase = form.get("phase", "").strip()
    if phase:
        snap["phase"] = phase[:20]
    mover = form.get("turn_player", "")
    if mover in snap["players"] and header.get("game") != "myearth":
        snap["turn_players"] = [mover]
    for seat, side in snap["players"].items():
        for key in ("life", "turns_taken", "kaiju/area", "kaiju/anger"):
            raw = form.get(f"{seat}/{key}", "").strip()
            if raw and _get(side, key) is not None:
                if not raw.lstrip("-").isdigit():
                    raise DraftError("A number, please.", "数字を入れてください。")
                _set(side, key, int(raw))
    return {**doc, "header": header}
