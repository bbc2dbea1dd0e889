"""Duel Masters deck construction for every format of the variant document, callable on its own.

A decklist (tournament registration, or a seat of a log header):

    {"main": {card_id: n}, "hyperspatial": {card_id: n}, "gr": {card_id: n},
     "commander": card_id | [card_id, …] (several ids only for a God commander, 701.17),
     "schemes": {card_id: n} (魔王戦), "planes": {card_id: n} (次元戦 / 次元探索戦),
     "format": a formats.py code (default "standard"; "variant" is read when "format" is absent),
     "options": the event's options and policies (formats.py), "seat": "P1",
     "players": n (タワーデュエル), "role": "archenemy" (the 魔王 of a 魔王戦),
     "cards": {card_id: header card definition} (when `cards` is not given)}

`main` never includes the commander: the DMEDH count is `main` + the commander card(s), 701.4a/701.18a.
Pieces of a Forbidden Star / 零龍 set go in `main`; they never count toward the size (100.2, 701.4h),
and a set that is not one complete set of 5 different pieces is flagged on its own, so an incomplete
set gives one finding, not a size finding as well.

Choices where the indexed text is silent (documented here because the verdicts follow from them):
- The official 40-card main deck, 0-8 hyperspatial and 0-or-12 GR piles of the base game are not in
  the variant document (brief 3.1, [external]). The engine cannot cite a clause stating them, so they
  are needs_ruling findings whose message says "official rule, not in the indexed text": a judge at a
  standard event confirms them in seconds, and the engine never calls a deck illegal on a rule it
  cannot show. The 4-copy limit is different: 701.3a is written on the premise of it ("more than 4"),
  so exceeding it is illegal with 701.3a cited.
- 100.2 names only the Forbidden Star set, so outside DMEDH a 零龍 set counts like any other cards.
- タワーデュエル's public deck replaces the decks (610.3: "any number of cards"), so neither the 40-card
  size nor the 4-copy limit applies to it; only 30 × players.
- 次元探索戦 has no shuffle-card clause; its planar deck is read like 703.3d (one, uncounted), since
  704 is 703 with the differences it lists.
- DMEDH policies (formats.POLICIES), decided by decisions.md: `hyperspatial_pile` is 0-8 cards
  (DM 8) and `singleton_hyperspatial` covers the deck, the hyperspatial pile and the GR pile together
  (DM 9), also when the event has not set them. The other readings (`exactly_8`, `excluded`) are no
  longer offered; an old log or registration that chose one is still judged by it.
- A God commander's colour identity is the union of its gods' civilizations (701.4e, 701.18;
  decisions.md DM 10).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from judge.engine.core.errors import LogReadError
from judge.engine.core.verdicts import Finding
from judge.engine.games.dm_variants import deck_checks as C
from judge.engine.games.dm_variants.cards import (
    CIVILIZATION_JA,
    CREATURE,
    FIELD,
    GR,
    PHENOMENON,
    PLANE,
    PSYCHIC,
    SCHEME,
    SPELL,
    CardDef,
)
from judge.engine.games.dm_variants.formats import (
    ARCHENEMY,
    DMEDH,
    FORMATS,
    PLANE_EXPLORATION,
    PLANES,
    STANDARD,
    TOWER,
    policy_choice,
    resolve_options,
)

MAIN_SIZE = 40  # official, not in the text
COPY_LIMIT = 4  # presupposed by 701.3a
HYPER_MAX = 8  # 701.4b (DMEDH); official for the base game
GR_SIZE = 12  # 701.4c (DMEDH); official for the base game
EDH_SIZE = 60  # 701.4a
SCHEME_MIN = 20  # 702.3
PLANAR_MIN, PLANAR_MAX = 10, 40  # 703.3a, 704.3a
EXPLORATION_PHENOMENA_FROM = 20  # 704.3a
TOWER_PER_PLAYER = 30  # 610.3
SET_PIECES = 5  # 100.2, 701.4h
SET_NAMES = {"forbidden_star": "Forbidden Star", "zeron": "零龍"}
KIND_JA = {"psychic": "サイキック", "gr": "GR", "forbidden": "禁断", "zeron": "零龍"}
PILES = ("main", "hyperspatial", "gr", "schemes", "planes")


def check_deck(decklist: dict[str, Any], cards: dict[str, Any] | None = None) -> list[Finding]:
    """Every construction finding for one decklist; bad input gives log_error findings, never an exception."""
    if not isinstance(decklist, dict):
        return [_bad("$", "the decklist is not an object", "デッキリストがオブジェクトではありません")]
    seat = str(decklist.get("seat") or "?")
    out: list[Finding] = []
    defs = _read_defs(cards if cards is not None else decklist.get("cards"), seat, out)
    fmt = decklist.get("format") or decklist.get("variant") or STANDARD
    if not isinstance(fmt, str) or fmt not in FORMATS:
        out.append(C.UNKNOWN_FORMAT.finding(None, {"seat": seat, "format": str(fmt)}))
        fmt = STANDARD
    raw_options = decklist.get("options") or {}
    if not isinstance(raw_options, dict):
        out.append(_bad("$.options", "options is not an object", "optionsがオブジェクトではありません"))
        raw_options = {}
    options = resolve_options(fmt, raw_options)
    unreadable = {str(f.evidence["card"]) for f in out if f.code == C.BAD_CARD.code}
    unread: set[str] = set()  # listed cards whose definition is missing or unreadable
    piles = {key: _read_pile(decklist, key, defs, seat, out, unreadable, unread) for key in PILES}
    commanders = _read_commanders(decklist, defs, seat, out)
    if unread or any(f.code == C.UNKNOWN_CARD.code for f in out):
        # A listed card the rules cannot read may be a set piece, a psychic or a shuffle card: sizes and
        # composition are undecidable until the list is fixed, so only the log errors are reported.
        return out
    ctx = _Ctx(seat, defs, piles, out)
    _pile_cards_in_main(ctx, fmt, options)

    if fmt == TOWER:
        _check_tower(ctx, decklist)
    elif fmt == DMEDH or options.get("commander") is True:
        _check_dmedh(ctx, commanders, options)
    else:
        _check_base(ctx)
    if fmt == ARCHENEMY or piles["schemes"]:
        _check_schemes(ctx, required=fmt == ARCHENEMY and decklist.get("role") == "archenemy")
    if fmt in (PLANES, PLANE_EXPLORATION) or piles["planes"]:
        _check_planar(ctx, fmt, required=fmt in (PLANES, PLANE_EXPLORATION))
    return out


class _Ctx:
    def __init__(
        self, seat: str, defs: dict[str, CardDef], piles: dict[str, dict[str, int]], out: list[Finding]
    ) -> None:
        self.seat = seat
        self.defs = defs
        self.piles = piles
        self.out = out

    def base(self, **extra: Any) -> dict[str, Any]:
        return {"seat": self.seat} | extra


# --- reading ---------------------------------------------------------------------------------------
def _pile_cards_in_main(ctx: _Ctx, fmt: str, options: dict[str, Any]) -> None:
    """A psychic, GR, scheme or planar card belongs in its own pile, never in the main deck: it is reported
    and taken out of `main` before any size is counted, so it never counts toward the main deck."""
    edh = fmt == DMEDH or options.get("commander") is True
    for cid in sorted(ctx.piles["main"]):
        d = ctx.defs[cid]
        if d.kind in (PSYCHIC, GR):
            pile = "hyperspatial" if d.kind == PSYCHIC else "gr"
            spec = C.PILE_IN_MAIN_EDH if edh else C.PILE_IN_MAIN_BASE
        elif d.type == SCHEME:
            pile, spec = "schemes", C.PILE_IN_MAIN_SCHEME
        elif d.type in (PLANE, PHENOMENON):
            pile, spec = "planes", C.PILE_IN_MAIN_PLANAR
        else:
            continue
        n = ctx.piles["main"].pop(cid)
        ctx.out.append(spec.finding(None, ctx.base(name=d.name, count=n, pile=pile)))


def _bad(where: str, en: str, ja: str) -> Finding:
    return C.BAD_DECKLIST.finding(None, {"where": where, "what_en": en, "what_ja": ja})


def _read_defs(raw: Any, seat: str, out: list[Finding]) -> dict[str, CardDef]:
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        out.append(_bad("$.cards", "cards is not an object", "cardsがオブジェクトではありません"))
        return {}
    defs: dict[str, CardDef] = {}
    for cid, raw_def in raw.items():
        if isinstance(raw_def, CardDef):
            defs[str(cid)] = raw_def
            continue
        try:
            defs[str(cid)] = CardDef.from_json(str(cid), raw_def)
        except LogReadError as exc:
            out.append(
                C.BAD_CARD.finding(
                    None,
                    {"seat": seat, "card": cid, "what_en": exc.message_en, "what_ja": exc.message_ja},
                )
            )
    return defs


def _read_pile(
    decklist: dict[str, Any],
    key: str,
    defs: dict[str, CardDef],
    seat: str,
    out: list[Finding],
    unreadable: set[str],
    unread: set[str],
) -> dict[str, int]:
    raw = decklist.get(key)
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        out.append(
            _bad(f"$.{key}", f"{key} is not an object of counts", f"{key}が枚数のオブジェクトではありません")
        )
        return {}
    pile: dict[str, int] = {}
    for cid, n in raw.items():
        where = f"$.{key}.{cid}"
        # Counts were screened by judge.engine.core.deckinput (whole numbers, 0 or more) before the deck
        # rules run, from a log header and from registration alike; anything else cannot reach here.
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            continue
        if n == 0:
            continue
        if cid in unreadable:  # its definition is already reported as unreadable
            unread.add(cid)
            continue
        if cid not in defs:
            out.append(C.UNKNOWN_CARD.finding(None, {"seat": seat, "card": cid, "where": where}))
            unread.add(cid)
            continue
        pile[cid] = n
    return pile


def _read_commanders(
    decklist: dict[str, Any], defs: dict[str, CardDef], seat: str, out: list[Finding]
) -> list[CardDef]:
    raw = decklist.get("commander")
    if raw is None or raw == [] or raw == "":
        return []
    ids = [raw] if isinstance(raw, str) else raw
    if not isinstance(ids, list) or not all(isinstance(c, str) for c in ids):
        out.append(
            _bad(
                "$.commander",
                "commander is neither a card id nor a list of card ids",
                "commanderがカードIDでもカードIDのリストでもありません",
            )
        )
        return []
    found = []
    for i, cid in enumerate(ids):
        if cid not in defs:
            out.append(
                C.UNKNOWN_CARD.finding(None, {"seat": seat, "card": cid, "where": f"$.commander[{i}]"})
            )
        else:
            found.append(defs[cid])
    return found


# --- helpers ---------------------------------------------------------------------------------------
def _civs_en(civs: Iterable[str]) -> str:
    return "/".join(civs) or "colourless"


def _civs_ja(civs: Iterable[str]) -> str:
    return "・".join(CIVILIZATION_JA[c] for c in civs) or "ゼロ文明"


def _split_sets(
    ctx: _Ctx, pile: dict[str, int], sets: tuple[str, ...]
) -> tuple[dict[str, int], dict[str, dict[str, int]]]:
    """(the pile without set pieces, {set: its pieces}) for the sets that are not counted."""
    rest: dict[str, int] = {}
    pieces: dict[str, dict[str, int]] = {}
    for cid, n in pile.items():
        s = ctx.defs[cid].set
        if s in sets:
            pieces.setdefault(s, {})[cid] = n
        else:
            rest[cid] = n
    return rest, pieces


def _set_complete(ctx: _Ctx, pieces: dict[str, int]) -> bool:
    names = {ctx.defs[cid].name for cid in pieces}
    return len(names) == SET_PIECES and sum(pieces.values()) == SET_PIECES


def _check_sets(ctx: _Ctx, found: dict[str, dict[str, int]], spec: Any) -> None:
    for set_code, pieces in sorted(found.items()):
        if not _set_complete(ctx, pieces):
            names = sorted({ctx.defs[cid].name for cid in pieces})
            ctx.out.append(
                spec.finding(
                    None,
                    ctx.base(
                        set_name=SET_NAMES[set_code],
                        pieces=", ".join(names),
                        count=sum(pieces.values()),
                    ),
                )
            )


def _name_counts(
    ctx: _Ctx, piles: Iterable[tuple[str, dict[str, int]]]
) -> dict[str, tuple[int, list[str], bool]]:
    """name -> (copies, the piles they are in, whether every printing allows any number)."""
    count: Counter[str] = Counter()
    where: dict[str, list[str]] = {}
    exempt: dict[str, bool] = {}
    for label, pile in piles:
        for cid, n in pile.items():
            d = ctx.defs[cid]
            count[d.name] += n
            if label not in where.setdefault(d.name, []):
                where[d.name].append(label)
            exempt[d.name] = exempt.get(d.name, True) and d.any_copies
    return {name: (n, where[name], exempt[name]) for name, n in count.items()}


# --- the base game ---------------------------------------------------------------------------------
def _check_base(ctx: _Ctx) -> None:
    main, pieces = _split_sets(ctx, ctx.piles["main"], ("forbidden_star",))
    _check_sets(ctx, pieces, C.FORBIDDEN_SET)
    size = sum(main.values())
    if size != MAIN_SIZE:
        ctx.out.append(C.MAIN_SIZE.finding(None, ctx.base(count=size)))
    for name, (n, _where, exempt) in sorted(_name_counts(ctx, [("main", main)]).items()):
        if n > COPY_LIMIT and not exempt:
            ctx.out.append(C.COPIES.finding(None, ctx.base(name=name, count=n)))
    hyper = sum(ctx.piles["hyperspatial"].values())
    if hyper > HYPER_MAX:
        ctx.out.append(C.HYPER_SIZE_BASE.finding(None, ctx.base(count=hyper)))
    gr = sum(ctx.piles["gr"].values())
    if gr not in (0, GR_SIZE):
        ctx.out.append(C.GR_SIZE_BASE.finding(None, ctx.base(count=gr)))


# --- DMEDH -----------------------------------------------------------------------------------------
def _check_dmedh(ctx: _Ctx, commanders: list[CardDef], options: dict[str, Any]) -> None:
    main, pieces = _split_sets(ctx, ctx.piles["main"], ("forbidden_star", "zeron"))
    _check_commander(ctx, commanders)
    size = sum(main.values()) + len(commanders)
    if size != EDH_SIZE:
        ctx.out.append(C.EDH_SIZE.finding(None, ctx.base(count=size)))

    hyper, _ = policy_choice(options, "singleton_hyperspatial")
    single = [("main", main), ("commander", {d.id: 1 for d in commanders}), ("gr", ctx.piles["gr"])]
    counted = _name_counts(ctx, single)
    for name, (n, where, exempt) in sorted(counted.items()):
        if n > 1 and not exempt:
            ctx.out.append(
                C.EDH_SINGLETON.finding(None, ctx.base(name=name, count=n, where=", ".join(where)))
            )
    with_hyper = _name_counts(ctx, [*single, ("hyperspatial", ctx.piles["hyperspatial"])])
    for name, (n, where, exempt) in sorted(with_hyper.items()):
        before = counted.get(name, (0, [], True))[0]
        if n <= 1 or exempt or before > 1 or "hyperspatial" not in where:
            continue  # not a duplicate, or already reported without the hyperspatial zone
        if hyper == "included":  # decisions.md DM 9: all three piles together (unset: included)
            ctx.out.append(
                C.EDH_SINGLETON.finding(None, ctx.base(name=name, count=n, where=", ".join(where)))
            )

    if commanders:
        identity = {c for d in commanders for c in d.civilizations}
        order = [c for c in ("light", "water", "darkness", "fire", "nature") if c in identity]
        colour = ctx.base(commander_civs=_civs_en(order), commander_civs_ja=_civs_ja(order))
        for cid in sorted(main):
            d = ctx.defs[cid]
            if not set(d.civilizations) <= identity:
                ctx.out.append(
                    C.EDH_COLOUR.finding(
                        None,
                        colour
                        | {
                            "name": d.name,
                            "civs": _civs_en(d.civilizations),
                            "civs_ja": _civs_ja(d.civilizations),
                        },
                    )
                )
        for set_pieces in pieces.values():
            for cid in sorted(set_pieces):
                d = ctx.defs[cid]
                if not set(d.civilizations) <= identity:
                    ctx.out.append(
                        C.EDH_SET_COLOUR.finding(
                            None,
                            colour
                            | {
                                "name": d.name,
                                "set_name": SET_NAMES[d.set or ""],
                                "civs": _civs_en(d.civilizations),
                                "civs_ja": _civs_ja(d.civilizations),
                            },
                        )
                    )
    _check_sets(ctx, pieces, C.EDH_SET)

    n_hyper = sum(ctx.piles["hyperspatial"].values())
    pile, _ = policy_choice(options, "hyperspatial_pile")
    if n_hyper > HYPER_MAX:
        ctx.out.append(C.EDH_HYPER_OVER.finding(None, ctx.base(count=n_hyper)))
    elif 0 < n_hyper < HYPER_MAX and pile == "exactly_8":
        # decisions.md DM 8: 0-8 cards (unset: up to 8). "exactly_8" is only an old log's choice.
        ctx.out.append(C.EDH_HYPER_EXACT.finding(None, ctx.base(count=n_hyper)))
    n_gr = sum(ctx.piles["gr"].values())
    if n_gr not in (0, GR_SIZE):
        ctx.out.append(C.EDH_GR.finding(None, ctx.base(count=n_gr)))


def _check_commander(ctx: _Ctx, commanders: list[CardDef]) -> None:
    if not commanders:
        ctx.out.append(C.EDH_NO_COMMANDER.finding(None, ctx.base()))
        return
    for d in commanders:
        if not d.is_creature:
            ctx.out.append(C.EDH_NOT_CREATURE.finding(None, ctx.base(name=d.name)))
        if d.any_copies:
            ctx.out.append(C.EDH_ANY_COPIES.finding(None, ctx.base(name=d.name)))
        if d.kind is not None:
            ctx.out.append(
                C.EDH_KIND.finding(None, ctx.base(name=d.name, kind=d.kind, kind_ja=KIND_JA[d.kind]))
            )
    if len(commanders) == 1:
        return
    non_gods = [d for d in commanders if not d.god]
    if len(non_gods) == len(commanders):
        names = ", ".join(d.name for d in commanders)
        ctx.out.append(C.EDH_TWO_COMMANDERS.finding(None, ctx.base(names=names)))
        return
    for d in non_gods:
        ctx.out.append(C.EDH_GOD_NOT_GOD.finding(None, ctx.base(name=d.name)))
    gods = [d for d in commanders if d.god]
    names = {d.name for d in gods}
    for d in gods:
        # Linked means one of the pair names the other as a G-link partner.
        partners = {n for n in d.g_link if n in names and n != d.name} | {
            o.name for o in gods if o is not d and d.name in o.g_link
        }
        if not partners:
            ctx.out.append(C.EDH_GOD_UNLINKED.finding(None, ctx.base(name=d.name)))
    if all(d.named_god for d in gods):
        return  # 701.17b: the five named gods may be in any valid link state
    for d in gods:
        outside = sorted(n for n in d.g_link if n not in names)
        if outside:
            ctx.out.append(C.EDH_GOD_CAN_LINK.finding(None, ctx.base(name=d.name, links=", ".join(outside))))


# --- 魔王戦 ------------------------------------------------------------------------------------------
def _check_schemes(ctx: _Ctx, *, required: bool) -> None:
    pile = ctx.piles["schemes"]
    if not pile:
        if required:
            ctx.out.append(C.SCHEME_MISSING.finding(None, ctx.base()))
        return
    shuffle = {cid: n for cid, n in pile.items() if ctx.defs[cid].shuffle_card}
    schemes = {cid: n for cid, n in pile.items() if cid not in shuffle}
    if sum(shuffle.values()) > 1:
        ctx.out.append(C.SCHEME_SHUFFLE.finding(None, ctx.base(count=sum(shuffle.values()))))
    size = sum(schemes.values())
    if size < SCHEME_MIN:
        ctx.out.append(C.SCHEME_SIZE.finding(None, ctx.base(count=size)))
    for name, (n, _where, _exempt) in sorted(_name_counts(ctx, [("schemes", schemes)]).items()):
        if n > 1:  # 702.3 has no exception for cards that allow more copies
            ctx.out.append(C.SCHEME_COPIES.finding(None, ctx.base(name=name, count=n)))
    for cid in sorted(schemes):
        d = ctx.defs[cid]
        if d.type not in (SCHEME, SPELL, CREATURE):
            ctx.out.append(C.SCHEME_TYPE.finding(None, ctx.base(name=d.name, type=d.raw_type)))


# --- 次元戦 / 次元探索戦 -------------------------------------------------------------------------------
def _check_planar(ctx: _Ctx, fmt: str, *, required: bool) -> None:
    pile = ctx.piles["planes"]
    if not pile:
        if required:
            ctx.out.append(C.PLANAR_MISSING.finding(None, ctx.base(format=fmt)))
        return
    shuffle = {cid: n for cid, n in pile.items() if ctx.defs[cid].shuffle_card}
    deck = {cid: n for cid, n in pile.items() if cid not in shuffle}
    if sum(shuffle.values()) > 1:
        ctx.out.append(C.PLANAR_SHUFFLE.finding(None, ctx.base(count=sum(shuffle.values()))))
    size = sum(deck.values())
    if not PLANAR_MIN <= size <= PLANAR_MAX:
        ctx.out.append(C.PLANAR_SIZE.finding(None, ctx.base(count=size)))
    planes = phenomena = 0
    for cid in sorted(deck):
        d = ctx.defs[cid]
        if d.type in (PLANE, FIELD):  # 703.3b / 704.3b
            planes += deck[cid]
        elif d.type in (PHENOMENON, SPELL):  # 703.3c / 704.3c
            phenomena += deck[cid]
        else:
            ctx.out.append(C.PLANAR_TYPE.finding(None, ctx.base(name=d.name, type=d.raw_type)))
    if fmt == PLANE_EXPLORATION and phenomena and size < EXPLORATION_PHENOMENA_FROM:
        ctx.out.append(C.PLANAR_EXPLORATION_SMALL.finding(None, ctx.base(count=size, phenomena=phenomena)))
    elif phenomena > planes // 4:
        ctx.out.append(
            C.PLANAR_PHENOMENA.finding(None, ctx.base(planes=planes, phenomena=phenomena, limit=planes // 4))
        )


# --- タワーデュエル -----------------------------------------------------------------------------------
def _check_tower(ctx: _Ctx, decklist: dict[str, Any]) -> None:
    players = decklist.get("players")
    if not isinstance(players, int) or isinstance(players, bool) or players < 2:
        ctx.out.append(
            _bad(
                "$.players",
                f"a tower duel decklist needs the number of players (2 or more), got {players!r}",
                f"タワーデュエルのデッキリストにはプレイヤー数（2以上）が必要です（値：{players!r}）",
            )
        )
        return
    size = sum(ctx.piles["main"].values())
    minimum = TOWER_PER_PLAYER * players
    if size < minimum:
        ctx.out.append(C.TOWER_SIZE.finding(None, ctx.base(count=size, players=players, minimum=minimum)))
