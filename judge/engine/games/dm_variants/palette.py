"""The recorder's palette for Duel Masters variants: the acts the rules allow next (judge.engine.acts_available).

A convenience for the table recorder, not a judgement: it offers the turn player's acts for the step the
game is in (draw, charge, summon, cast, the activated abilities a card declares, attacks), the defending
player's blocks during an attack, and marks `required` what the rules demand now (a draw still owed; the
direct attack of an unblocked attack on a player with no shields, 102/502).
"""

from __future__ import annotations

from judge.engine.core.abilities import ActOption
from judge.engine.games.dm_variants.abilities import PENDING, has_target
from judge.engine.games.dm_variants.cards import CREATURE, SPELL
from judge.engine.games.dm_variants.state import STEP_INDEX, UNKNOWN_ENTERED, DMState


def _opt(act: str, actor: str | None, cards: tuple[str, ...], en: str, ja: str, **args: object) -> ActOption:
    return ActOption(act, actor, dict(args), cards, label_en=en, label_ja=ja)


def acts_available(state: DMState) -> list[ActOption]:
    if state.game_over or state.turn == 0 or state.turn_player is None:
        return []
    seat = state.turn_player
    if not state.players[seat].in_game:
        return []
    out: list[ActOption] = []
    # A waiting mandatory enter ability is resolved before the game moves on (abilities.skipped).
    for iid, ability, owner, _turn in state.extra.get(PENDING) or []:
        out.append(
            ActOption(
                "effect",
                owner,
                {"source": iid, "ability": ability.id},
                (iid,),
                required=has_target(state, owner, ability),
                label_en=f"resolve {ability.id} of {iid}",
                label_ja=f"{iid}の{ability.id}を解決",
            )
        )
    if any(o.required for o in out):
        return out
    if state.attack is not None:
        out.extend(_attack_options(state))
        if any(o.required for o in out):
            return out
    zones = state.players[seat].zones
    step = STEP_INDEX.get(state.step, 0)
    hand = [(iid, state.card_def(iid)) for iid in zones["hand"].cards]
    if step <= STEP_INDEX["draw"]:
        owed = state.variant.expected_draws(state, seat) - state.flags.drawn
        if owed > 0 and zones["deck"].count > 0:
            out.append(
                ActOption(
                    "draw", seat, {"count": owed}, (), required=True, label_en="draw", label_ja="ドロー"
                )
            )
    if step <= STEP_INDEX["charge"] and state.flags.charged == 0 and zones["hand"].count:
        out.append(_opt("charge", seat, tuple(i for i, _ in hand), "charge a mana card", "マナチャージ"))
    if step <= STEP_INDEX["main"]:
        creatures = tuple(i for i, d in hand if d is None or d.type == CREATURE)
        spells = tuple(i for i, d in hand if d is None or d.type == SPELL)
        if creatures or zones["hand"].hidden:
            out.append(_opt("summon", seat, creatures, "summon a creature", "クリーチャーを召喚"))
        if spells or zones["hand"].hidden:
            out.append(_opt("cast", seat, spells, "cast a spell", "呪文を唱える"))
        command = tuple(zones["command"].cards)
        if command:
            out.append(
                _opt("summon", seat, command, "summon the commander", "統率者を召喚", **{"from": "command"})
            )
        for p in state.players.values():
            for iid, card in p.zones["battle"].cards.items():
                d = state.card_def(iid)
                if card.controller != seat or d is None:
                    continue
                for ability in d.abilities:
                    if ability.kind == "activated":
                        out.append(
                            _opt(
                                "activate",
                                seat,
                                (iid,),
                                f"activate {ability.id} of {iid}",
                                f"{iid}の{ability.id}を起動",
                                ability=ability.id,
                            )
                        )
    if step <= STEP_INDEX["attack"]:
        attackers = tuple(
            iid
            for p in state.players.values()
            for iid, c in p.zones["battle"].cards.items()
            if c.controller == seat
            and not c.tapped
            and (
                c.entered not in (state.turn, UNKNOWN_ENTERED)
                or ((d := state.card_def(iid)) and d.speed_attacker)
            )
        )
        if attackers:
            for defender in state.opponents(seat):
                if state.options.get("range") is not None and defender not in state.in_range.get(
                    seat, {seat}
                ):
                    continue
                out.append(
                    _opt(
                        "attack",
                        seat,
                        attackers,
                        f"attack {defender}",
                        f"{defender}を攻撃",
                        defender=defender,
                        target=defender,
                    )
                )
    return out


def _attack_options(state: DMState) -> list[ActOption]:
    a = state.attack
    assert a is not None
    out: list[ActOption] = []
    if a.attacker_left or a.direct:
        return out
    if a.blocker is None and not a.broke:
        blockers = tuple(
            iid
            for iid, c in state.players[a.defender].zones["battle"].cards.items()
            if c.controller == a.defender
            and not c.tapped
            and (d := state.card_def(iid)) is not None
            and d.blocker
        )
        if blockers:
            out.append(_opt("block", a.defender, blockers, "block", "ブロック"))
    if a.blocker is not None or a.target not in state.players:
        out.append(_opt("battle", a.seat, (a.attacker,), "battle", "バトル"))
        return out
    shields = sum(
        state.players[s].zones["shields"].count for s in state.variant.shield_seats(state, a.defender)
    )
    if a.broke:
        return out
    if shields == 0:
        out.append(
            ActOption(
                "direct_attack",
                a.seat,
                {},
                (a.attacker,),
                required=True,
                label_en="direct attack",
                label_ja="ダイレクトアタック",
            )
        )
    else:
        out.append(_opt("break", a.seat, (), "break shields", "シールドをブレイク"))
    return out
