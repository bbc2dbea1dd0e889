"""The MyEarth event rules policies: points the text settles two ways, and the choice an event makes.

A log carries the event's choices in `header.options.policies` (`{name: choice}`,
docs/log-format-myearth.md "Header"); the event form offers them (tournaments/forms.py, through
`MyEarthGame.policies`). No decision covers them yet: an unset policy that matters is a needs_ruling
finding, as before the policy existed, so an old log replays to the same findings.

- `deemed_draw_first_play` (96, 101): a play as the side's first act of its 番, with no `draw` logged,
  when the draw would take no card (an empty deck, or the hand exactly at the limit). 96 deems the draw
  of 0 made: 「但し、山札がない場合、又は手札が上限枚数とちょうど同じ枚数ある場合、及び山札が0枚である場合、
  0枚のカードを引いたものとみなす。」 Reading A (`after_draw`): the deemed draw comes first, so the play
  is after it and legal. Reading B (`declare_first`, the blind held-out scenario
  myearth-ho2-play-before-draw): 「この動作を省略することはできない」 — the draw of 0 must still be
  declared before any play, so the play breaks 101 (「カードを引く動作の完了前にカードを出す動作を開始して
  はならない」): `ban.play_before_draw`, illegal. Unset: `ban.play_before_draw` as needs_ruling with the
  `unknown` of turns.DEEMED_DRAW_PLAY. Either way the draw is deemed made (its release of used sources,
  91, 92, happens), so only the verdict on the play differs.
"""

from __future__ import annotations

from typing import Any

from judge.engine.core.policies import Policy, PolicyBook, chosen_policy

DEEMED_DRAW_FIRST_PLAY = "deemed_draw_first_play"
AFTER_DRAW, DECLARE_FIRST = "after_draw", "declare_first"

POLICIES: dict[str, Policy] = {
    p.name: p
    for p in (
        Policy(
            DEEMED_DRAW_FIRST_PLAY,
            (AFTER_DRAW, DECLARE_FIRST),
            "",  # no reading assumed: unset, the play is for a judge
            ("96", "101"),
            "A side's first act of its 番 is a play, with no draw declared, when the draw would take no card "
            "(an empty deck, or the hand exactly at the limit): is the draw of 0 deemed made before it (96), "
            "or must it still be declared before any play (96 「この動作を省略することはできない」, 101)?",
            "番の最初の行動がカードを出すことで、ドローの宣言がなく、引くカードが0枚のとき（山札がない、又は"
            "手札が上限枚数ちょうど）：0枚のドローはその前に行われたものとみなすのか（96項）、カードを出す前に"
            "0枚のドローを宣言しなければならないのか（96項「この動作を省略することはできない」、101項）。",
        ),
    )
}

# How each choice reads to a judge (Japanese, English): event pages and forms show these, logs store the codes.
# The verdict comes first, so that a phone's closed select still shows it when the rest is cut off.
CHOICE_LABELS: dict[str, tuple[str, str]] = {
    AFTER_DRAW: (
        "適正：0枚のドローはカードを出す前に行われたものとみなす（96項）",
        "legal: the draw of 0 is deemed made before the play (96)",
    ),
    DECLARE_FIRST: (
        "違反：0枚のドローを先に宣言しなければならない（96項、101項）",
        "illegal: the draw of 0 must be declared before any play (96, 101)",
    ),
}

# The registry the site reads (judge.engine.event_policies): the MyEarth game module's `policies`.
POLICY_BOOK = PolicyBook("myearth", POLICIES, CHOICE_LABELS)


def policy_choice(options: dict[str, Any], name: str) -> tuple[str, bool]:
    """(the choice in force, whether the event set it); unset gives "" and False."""
    return chosen_policy(POLICIES, options, name)
