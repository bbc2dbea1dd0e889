"""Card references in log entries: parsing them and the log-error findings every engine makes about them.

A reference is an instance id "<seat>:<n>" or {"iid": ..., "card": <card id or null>, "face_down": bool}.
The engines differ in their zones, pools and which check flags what, so this module holds only the parts
that are the same everywhere. Rebirth and Dimension Zero declare one check per kind of reference error and
pass them in a `RefChecks`; kaiju and the DM variants declare a single card check whose evidence is a problem
text, and use the `flag_card_problem` family below.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Protocol

from judge.engine.core.checks import CheckSpec
from judge.engine.core.context import Context

# Distinguishes "no card id given" from an explicit null ("identity still unknown").
MISSING: Any = object()


class IdentifiedCard(Protocol):
    """What the shared helpers need of a game's card instance."""

    iid: str
    owner: str
    card: str | None


@dataclass(frozen=True, slots=True)
class RefChecks:
    """The game's own declared checks for the log errors a card reference can cause."""

    bad_args: CheckSpec
    card_location: CheckSpec
    identity: CheckSpec
    not_in_deck: CheckSpec


def parse_ref(ref: Any) -> tuple[str, Any, bool | None] | None:
    """(iid, card id or MISSING, face_down or None) — or None if the reference is malformed."""
    if isinstance(ref, str) and ":" in ref:
        return ref, MISSING, None
    if isinstance(ref, dict) and isinstance(ref.get("iid"), str) and ":" in ref["iid"]:
        card_id = ref.get("card", MISSING)
        if card_id is not MISSING and card_id is not None and not isinstance(card_id, str):
            return None
        face = ref.get("face_down")
        return ref["iid"], card_id, face if isinstance(face, bool) else None
    return None


def split_ref(raw: Any) -> tuple[str | None, str | None]:
    """(instance id, card id) of a reference, leniently: either may be None when the log does not say.

    For engines that check the id's form themselves (kaiju, the DM variants); ``parse_ref`` is the strict
    reading that also tells an explicit unknown identity from an absent one.
    """
    if isinstance(raw, str):
        return raw, None
    if isinstance(raw, dict) and isinstance(raw.get("iid"), str):
        card = raw.get("card")
        return raw["iid"], card if isinstance(card, str) else None
    return None, None


def owner_of(iid: str) -> str:
    """The seat an instance id belongs to (ids are "<seat>:<n>")."""
    return iid.split(":", 1)[0]


def bad_args(ctx: Context, checks: RefChecks, act: str, problem: str, problem_ja: str | None = None) -> None:
    # problem_ja: the same in Japanese, for a check whose Japanese message names {problem_ja}.
    ctx.flag(checks.bad_args, {"act": act, "problem": problem, "problem_ja": problem_ja or problem})


def rebind(ctx: Context, checks: RefChecks, card: IdentifiedCard, card_id: str | None) -> bool:
    """Settle the cases of binding `card_id` that need no pool; True when nothing more is to be done.

    A card already known as something else keeps the log's newer identity (so the replay follows the
    log) but is flagged, since one card cannot be two.
    """
    if card_id is None or card.card == card_id:
        return True
    if card.card is not None:
        ctx.flag(checks.identity, {"card": card.iid, "before": card.card, "now": card_id}, cards=[card.iid])
        card.card = card_id
        return True
    return False


def draw_from_pool(
    ctx: Context, checks: RefChecks, card: IdentifiedCard, card_id: str, pool: Counter[str]
) -> None:
    """Identify an unidentified card as `card_id`, using up one copy of it from the owner's decklist pool."""
    if pool[card_id] > 0:
        pool[card_id] -= 1
    else:
        ctx.flag(
            checks.not_in_deck, {"card": card.iid, "card_id": card_id, "seat": card.owner}, cards=[card.iid]
        )
    card.card = card_id


def flag_misplaced(
    ctx: Context, checks: RefChecks, iid: str, seat: str, zone: str, where: str, where_ja: str
) -> None:
    """The log names a known card in a zone it is not in."""
    ctx.flag(
        checks.card_location,
        {"card": iid, "seat": seat, "zone": zone, "where": where, "where_ja": where_ja},
        cards=[iid],
    )


def use_unidentified(
    ctx: Context, checks: RefChecks, unidentified: Counter[str], iid: str, seat: str, zone: str
) -> None:
    """A first-seen card comes from the zone's unidentified cards; none left there is a log error."""
    if unidentified[zone] > 0:
        unidentified[zone] -= 1
    else:
        flag_no_unidentified(ctx, checks, iid, seat, zone)


def flag_no_unidentified(ctx: Context, checks: RefChecks, iid: str, seat: str, zone: str) -> None:
    ctx.flag(
        checks.card_location,
        {
            "card": iid,
            "seat": seat,
            "zone": zone,
            "where": "no unidentified card is left there",
            "where_ja": "そこに未確認のカードは残っていません",
        },
        cards=[iid],
        players=[seat],
    )


def flag_card_problem(
    ctx: Context,
    spec: CheckSpec,
    card: str,
    problem: str,
    problem_ja: str,
    *,
    players: list[str] | None = None,
    names_card: bool = True,
) -> None:
    """A card-reference log error under a game's one card check: {card, problem, problem_ja}.

    `names_card` is False when `card` is not an instance (a "?" placeholder, a seat, a pile), so the
    finding does not point at a card that does not exist.
    """
    ctx.flag(
        spec,
        {"card": card, "problem": problem, "problem_ja": problem_ja},
        cards=[card] if names_card else [],
        players=players or [],
    )


def flag_no_card(ctx: Context, spec: CheckSpec) -> None:
    """An act that needs a card names none."""
    flag_card_problem(ctx, spec, "?", "no card given", "カードの指定がありません", names_card=False)


def record_identity(ctx: Context, spec: CheckSpec, ids: dict[str, str], iid: str, card_id: str) -> None:
    """Bind `iid` to `card_id` in a game's identity table (kaiju, the DM variants).

    A card already known as something else keeps the log's newer identity (so the replay follows the log)
    but is flagged, since one card cannot be two; the same rule as `rebind` for the RefChecks engines.
    """
    known = ids.get(iid)
    if known is not None and known != card_id:
        flag_card_problem(
            ctx,
            spec,
            iid,
            f"was {known} earlier, now {card_id}",
            f"以前は{known}、今回は{card_id}と記録されています",
        )
    ids[iid] = card_id


def refs_list(value: Any) -> list[Any]:
    """An argument that may be one reference, a list of them, or absent, as a list."""
    if value is None:
        return []
    return value if isinstance(value, list) else [value]
