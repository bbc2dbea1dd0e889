"""What the rules allow next, for the table recorder (judge.engine.acts_available).

The order is the check timing's (10.4.3): an owed rule process first (trample is an interrupt, 11.1.2.1;
duplicates, 11.5), then the waiting automatic abilities of the player due (10.4.3.2-10.4.3.3), and only
then the actions of the phase's play timing (10.4.4.2).
"""

from __future__ import annotations

from judge.engine.core.abilities import ActOption, pending_options
from judge.engine.games.kaiju.abilities import ASSAULT_DISCARD
from judge.engine.games.kaiju.cards import ENGAGE, KAIJU, STRATEGY
from judge.engine.games.kaiju.rules import kaiju_def, repel_check
from judge.engine.games.kaiju.state import HAND_REFILL, KaijuState

LABELS_JA = {
    "draw": "カードを引く",
    "discard_strategy": "戦略カードを捨て札に置く",
    "play_engage": "交戦カードをプレイ",
    "play_strategy": "戦略カードをプレイ",
    "gain_anger": "怒りを得る",
    "play_kaiju": "怪獣カードをプレイ",
    "advance": "進攻",
    "repel": "撃退",
    "assault_discard": "【強襲】のカードを捨て札に置く",
    "end_advance": "前進（7.5.2）",
}


def acts_available(state: KaijuState) -> list[ActOption]:
    if state.game_over:
        return [
            ActOption(
                "result",
                None,
                {"winners": list(state.winners)},
                label_en="record the result",
                label_ja="結果を記録",
            )
        ]
    processes = [
        ActOption(
            key[0],
            evidence["seat"],
            {"card": key[1]} if key[0] == "trample" else {},
            (key[1],) if key[0] == "trample" else (),
            required=True,
            label_en=f"{key[0]} ({evidence.get('where', key[1])})",
            label_ja=f"{key[0]}（{evidence.get('where_ja', key[1])}）",
        )
        for key, evidence in state.pending.items()
    ]
    if processes:
        return processes
    seat = state.turn_player
    if seat is None:
        return []
    abilities = [
        ActOption(
            "assault_discard",
            o.actor,
            {"card": o.args["card"]},
            o.cards,
            True,
            "assault_discard",
            LABELS_JA["assault_discard"],
        )
        if o.args.get("ability") == ASSAULT_DISCARD.id
        else o
        for o in pending_options(state.triggers, [seat, state.opponent(seat)])
    ]
    if any(o.required for o in abilities):
        return abilities
    return abilities + _phase_actions(state, seat)


def _hand(state: KaijuState, seat: str, wanted: str | None = None) -> tuple[str, ...]:
    out = []
    for iid in state.players[seat].hand:
        d = state.card_def(iid)
        if wanted is None or (d is not None and d.type == wanted):
            out.append(iid)
    return tuple(out)


def _phase_actions(state: KaijuState, seat: str) -> list[ActOption]:
    player = state.players[seat]
    opp = state.players[state.opponent(seat)]
    flags = state.flags
    out: list[ActOption] = []

    def offer(
        act: str, cards: tuple[str, ...] = (), required: bool = False, args: dict | None = None
    ) -> None:
        out.append(ActOption(act, seat, args or {}, cards, required, label_en=act, label_ja=LABELS_JA[act]))

    if state.phase == "start":
        if flags.drawn_start < flags.start_expected:
            offer("draw", (), True, {"count": flags.start_expected - flags.drawn_start})
        old = [c.iid for pile in player.strategy for c in pile if c.turn_placed < state.turn]
        if old:
            offer("discard_strategy", tuple(old), True, {"cards": old})
    elif state.phase == "main":
        engage = tuple(
            i
            for i in _hand(state, seat, ENGAGE)
            if max(0, getattr(state.card_def(i), "grade", 0)) <= opp.area
        )
        offer("play_engage", engage, False, {"areas": [a for a in range(1, 9) if a != player.area]})
        if not all(player.strategy):
            strategy = tuple(
                i
                for i in _hand(state, seat, STRATEGY)
                if max(0, getattr(state.card_def(i), "grade", 0)) <= player.area
            )
            offer("play_strategy", strategy)
        offer("gain_anger", _hand(state, seat, KAIJU))
        current = kaiju_def(state, seat)
        if not flags.kaiju_played and current is not None:
            kaiju = tuple(
                i
                for i in _hand(state, seat, KAIJU)
                if (d := state.card_def(i)) is not None
                and d.shares_trait(current)
                and (d.grade == current.grade or d.assault == current.grade)
            )
            offer("play_kaiju", kaiju)
        if not flags.advanced and player.hand_count:
            offer("advance", _hand(state, seat))
    elif state.phase == "repel":
        check = repel_check(state, seat)
        if not flags.repelled and check.due:
            offer("repel", (), not check.uncertain)
    elif state.phase == "end":
        if not flags.end_advanced and player.area <= 7:
            offer("end_advance", (), True)
        elif player.hand_count < HAND_REFILL and (player.deck or player.discard):
            offer("draw", (), True, {"count": HAND_REFILL - player.hand_count})
    return out
