"""The shared ability machinery, tested on a toy vocabulary without any game."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine.core.abilities import (
    AbilityVocabulary,
    Event,
    Modifier,
    Modifiers,
    Source,
    TargetSpec,
    Triggers,
    check_targets,
    parse_abilities,
    pending_options,
    target_groups,
    targets_gone,
)
from judge.engine.core.errors import LogReadError

VOCAB = AbilityVocabulary(
    game="toy",
    kinds=frozenset({"auto", "activated", "continuous"}),
    triggered_kinds=frozenset({"auto"}),
    events=frozenset({"enters", "attacks", "phase_start"}),
    zones=frozenset({"hand", "field", "deck", "grave"}),
    durations=frozenset({"turn", "attack"}),
    keywords=frozenset({"guard"}),
    trigger_keys=frozenset({"phase"}),
    target_keys=frozenset({"type"}),
)


def parse(*abilities: dict) -> tuple:
    return parse_abilities(list(abilities), "C1", VOCAB)


def test_a_declaration_reads_every_field() -> None:
    (a,) = parse(
        {
            "id": "on_enter",
            "kind": "auto",
            "trigger": {"event": "enters", "card": "self", "to": "field"},
            "optional": True,
            "once_per_turn": True,
            "cost": {"discard": 1},
            "targets": [{"zone": "field", "whose": "opponent", "count": 2, "up_to": True, "type": "unit"}],
            "duration": "turn",
            "keywords": {"guard": True},
            "effect": {"modify": {"atk": 1}},
        }
    )
    assert (a.id, a.kind, a.optional, a.once_per_turn, a.duration) == ("on_enter", "auto", True, True, "turn")
    assert a.trigger is not None and a.trigger.event == "enters"
    assert dict(a.trigger.where) == {"card": "self", "to": "field"}
    (t,) = a.targets
    assert (t.zone, t.whose, t.count, t.up_to, dict(t.where)) == (
        "field",
        "opponent",
        2,
        True,
        {"type": "unit"},
    )
    assert not a.unmodelled


def test_ids_default_by_position_and_a_bare_event_is_a_trigger() -> None:
    a, b = parse({"kind": "auto", "trigger": "attacks"}, {"kind": "activated", "text": "自由文"})
    assert (a.id, b.id) == ("a1", "a2")
    assert a.trigger is not None and a.trigger.event == "attacks"
    assert b.unmodelled


@pytest.mark.parametrize(
    ("raw", "path_end"),
    [
        ({"kind": "spell"}, "[0].kind"),
        ({"kind": "auto"}, "[0].trigger"),
        ({"kind": "auto", "trigger": "explodes"}, "[0].trigger.event"),
        ({"kind": "auto", "trigger": {"event": "enters", "colour": "red"}}, "[0].trigger"),
        ({"kind": "auto", "trigger": {"event": "enters", "whose": "theirs"}}, "[0].trigger.whose"),
        ({"kind": "auto", "trigger": {"event": "enters", "to": "moon"}}, "[0].trigger.to"),
        ({"kind": "activated", "targets": [{"count": 0}]}, "[0].targets[0].count"),
        ({"kind": "activated", "targets": {"zone": "field"}}, "[0].targets"),
        ({"kind": "activated", "duration": "forever"}, "[0].duration"),
        ({"kind": "activated", "keywords": {"flying": True}}, "[0].keywords"),
        ({"kind": "activated", "optional": "yes"}, "[0].optional"),
        ({"kind": "activated", "power": 3}, "[0]"),
    ],
)
def test_a_declaration_the_format_cannot_read_is_a_header_error_with_its_path(
    raw: dict, path_end: str
) -> None:
    with pytest.raises(LogReadError) as err:
        parse(raw)
    assert err.value.code == "toy.header"
    assert err.value.path == "$.header.cards.C1.abilities" + path_end
    assert err.value.message_ja and err.value.message_en


def test_two_abilities_with_one_id_are_a_header_error() -> None:
    with pytest.raises(LogReadError):
        parse({"id": "x", "kind": "activated"}, {"id": "x", "kind": "activated"})


def source(iid: str, master: str, *abilities: dict) -> Source:
    return Source(iid, master, parse_abilities(list(abilities), iid, VOCAB))


def test_a_trigger_waits_once_per_time_its_event_happens_and_only_for_its_conditions() -> None:
    mine = source("P1:1", "P1", {"id": "a", "kind": "auto", "trigger": {"event": "enters", "card": "self"}})
    watcher = source(
        "P1:2", "P1", {"id": "b", "kind": "auto", "trigger": {"event": "enters", "whose": "opponent"}}
    )
    triggers = Triggers()
    kinds = frozenset({"auto"})
    assert (
        triggers.notice(Event("enters", 1, card="P2:9", seat="P2"), [mine, watcher], kinds)[0].card == "P1:2"
    )
    triggers.notice(Event("enters", 2, card="P2:8", seat="P2"), [mine, watcher], kinds)
    triggers.notice(Event("enters", 3, card="P1:1", seat="P1"), [mine, watcher], kinds)
    assert [(p.card, p.ability.id, p.event.seq) for p in triggers.pending] == [
        ("P1:2", "b", 1),
        ("P1:2", "b", 2),
        ("P1:1", "a", 3),
    ]
    assert triggers.take("P1:2", "b") is not None
    assert triggers.take("P1:2", "b") is not None
    assert triggers.take("P1:2", "b") is None
    assert [p.card for p in triggers.of("P1")] == ["P1:1"]


def test_zone_and_game_conditions_narrow_a_trigger() -> None:
    src = source(
        "P1:1",
        "P1",
        {"id": "a", "kind": "auto", "trigger": {"event": "phase_start", "phase": "main", "from": ["deck"]}},
    )

    def phase_is(key: str, want: object, event: Event, _source: Source) -> bool | None:
        return event.data.get(key) == want if key == "phase" else None

    triggers = Triggers()
    kinds = frozenset({"auto"})
    assert not triggers.notice(
        Event("phase_start", 1, data={"phase": "main", "from": "hand"}), [src], kinds, phase_is
    )
    assert not triggers.notice(
        Event("phase_start", 2, data={"phase": "end", "from": "deck"}), [src], kinds, phase_is
    )
    assert triggers.notice(
        Event("phase_start", 3, data={"phase": "main", "from": "deck"}), [src], kinds, phase_is
    )
    # Without the game's reader an unknown condition never holds: it does not trigger by accident.
    assert not Triggers().notice(
        Event("phase_start", 4, data={"phase": "main", "from": "deck"}), [src], kinds
    )


def test_the_first_player_in_the_games_order_with_a_pending_ability_is_due() -> None:
    triggers = Triggers()
    kinds = frozenset({"auto"})
    p2 = source("P2:1", "P2", {"kind": "auto", "trigger": "attacks", "optional": True})
    p1 = source("P1:1", "P1", {"kind": "auto", "trigger": "attacks"})
    triggers.notice(Event("attacks", 5, seat="P1"), [p2, p1], kinds)
    assert triggers.due_seat(["P1", "P2"]) == "P1"
    assert triggers.due_seat(["P2", "P1"]) == "P2"
    options = pending_options(triggers, ["P2", "P1"])
    assert [(o.act, o.actor, o.required) for o in options] == [
        ("play_ability", "P2", False),
        ("decline", "P2", False),
    ]
    triggers.take("P2:1", "a1")
    (only,) = pending_options(triggers, ["P2", "P1"])
    assert (only.act, only.actor, only.required, only.cards) == ("play_ability", "P1", True, ("P1:1",))


LEGAL = {"u1", "u2", "u3"}


def why_not(spec: TargetSpec, iid: str) -> tuple[str, str] | None:
    return None if iid in LEGAL else ("not a unit", "ユニットではない")


def candidates(spec: TargetSpec) -> list[str]:
    return ["u1", "u2", "u3", "x9"]


def test_exactly_n_targets_must_be_chosen_when_they_are_there() -> None:
    spec = [TargetSpec(count=2)]
    assert check_targets(spec, [["u1", "u2"]], candidates, why_not) == []
    (short,) = check_targets(spec, [["u1"]], candidates, why_not)
    assert short.card is None and "2" in short.problem_en
    (bad,) = check_targets(spec, [["u1", "x9"]], candidates, why_not)[:1]
    assert bad.card == "x9"
    assert check_targets(spec, [["u1", "u2", "u3"]], candidates, why_not)[0].problem_en.startswith("3 chosen")
    # Only one legal target left: one is as many as possible.
    assert check_targets(spec, [["u1"]], lambda s: ["u1", "x9"], why_not) == []


def test_up_to_n_allows_none() -> None:
    spec = [TargetSpec(count=2, up_to=True)]
    assert check_targets(spec, [[]], candidates, why_not) == []
    assert check_targets(spec, [["u1", "u1"]], candidates, why_not)[0].problem_en.startswith("the same card")


@settings(max_examples=60, deadline=None)
@given(
    count=st.integers(1, 4),
    up_to=st.booleans(),
    pool=st.lists(st.sampled_from(["u1", "u2", "u3", "x9", "x8"]), unique=True),
    pick=st.lists(st.sampled_from(["u1", "u2", "u3", "x9", "x8"]), unique=True),
)
def test_a_choice_is_accepted_exactly_when_it_follows_the_count_rule(
    count: int, up_to: bool, pool: list[str], pick: list[str]
) -> None:
    pick = [p for p in pick if p in pool]
    spec = [TargetSpec(count=count, up_to=up_to)]
    legal_pool = [p for p in pool if p in LEGAL]
    ok = all(p in LEGAL for p in pick) and len(pick) <= count
    if not up_to:
        ok = ok and len(pick) >= min(count, len(legal_pool))
    assert (check_targets(spec, [pick], lambda s: pool, why_not) == []) == ok


def test_targets_are_rechecked_on_resolution() -> None:
    spec = [TargetSpec(count=2)]
    assert targets_gone(spec, [["u1", "u2"]], why_not) == []
    LEGAL.discard("u2")
    try:
        (gone,) = targets_gone(spec, [["u1", "u2"]], why_not)
        assert gone.card == "u2"
    finally:
        LEGAL.add("u2")


def test_the_log_may_give_targets_flat_or_grouped() -> None:
    one = [TargetSpec()]
    two = [TargetSpec(), TargetSpec(zone="hand")]
    assert target_groups(["P1:1", {"iid": "P2:3"}], one) == [["P1:1", "P2:3"]]
    assert target_groups("P1:1", one) == [["P1:1"]]
    assert target_groups(None, two) == [[], []]
    assert target_groups([["P1:1"], ["P2:2"]], two) == [["P1:1"], ["P2:2"]]
    assert target_groups([["P1:1"], ["P2:2"], []], two) is None
    assert target_groups(["oops"], one) is None


def test_modifiers_last_until_their_duration_or_the_card_moves() -> None:
    mods = Modifiers()
    mods.add(Modifier("P1:1", "a1", "P1:5", {"atk": 2}, "turn", 3))
    mods.add(Modifier("P1:1", "a2", "P1:5", {"atk": 1, "def": -1}, "attack", 4))
    mods.add(Modifier("P1:1", "a2", "P1:6", {"def": 3}, "turn", 4))
    assert (mods.total("P1:5", "atk"), mods.total("P1:5", "def")) == (3, -1)
    assert [m.ability for m in mods.expire("attack")] == ["a2"]
    assert mods.total("P1:5", "atk") == 2
    assert len(mods.forget_card("P1:5")) == 1
    assert mods.total("P1:5", "atk") == 0 and mods.total("P1:6", "def") == 3
    assert len(mods.expire("turn")) == 1 and mods.active == []
