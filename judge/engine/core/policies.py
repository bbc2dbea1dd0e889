"""Event rules policies: points where a rulebook reads two ways, and the choice an event makes.

A log carries an event's choices in `header.options.policies` as `{name: choice}`. Each game that has
policies keeps its own registry (`PolicyBook`) in its engine room — the Duel Masters variants in
`games/dm_variants/formats.py`, MyEarth in `games/myearth/policies.py` — and exposes it as its game
module's `policies` attribute, so that the site offers each game's policies from its engine
(`judge.engine.event_policies`). Nothing here knows a particular game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Policy:
    """A point the text settles twice, differently, and how the team's decisions file decided it.

    `choices` are what an event may choose today; `default` is the decision's answer, applied when the
    log leaves the policy unset ("" when the engine assumes neither reading: unset, it asks a judge).
    `decided` (confidence settled or strong): the decision is the rule, the event has nothing to choose,
    and an unset policy is no needs_ruling. A judgement call keeps its choices as an event option whose
    unset value is the decision's default (no needs_ruling either). `old_choices` were selectable before
    the decision: they are no longer offered, but a `judgelog/1` log that sets one stays valid and the
    engine still applies it. A policy no decision covers (`decision` empty) still asks a judge when it
    matters and is unset.
    """

    name: str
    choices: tuple[str, ...]
    default: str
    clauses: tuple[str, ...]
    question_en: str
    question_ja: str
    decision: str = ""  # "DM 1" … the item of decisions.md that decides it
    confidence: str = ""  # "settled" | "strong" | "judgement" | "" (not decided)
    old_choices: tuple[str, ...] = ()

    @property
    def decided(self) -> bool:
        return self.confidence in ("settled", "strong")

    @property
    def accepted(self) -> tuple[str, ...]:
        return self.choices + self.old_choices


def chosen_policy(policies: Mapping[str, Policy], options: dict[str, Any], name: str) -> tuple[str, bool]:
    """(the choice in force, whether the event set it) from a log's or event's options. An unset policy
    gives the default and False; a choice kept only for old logs (`Policy.old_choices`) is still applied;
    a choice the policy does not know counts as unset."""
    policy = policies[name]
    chosen = (options.get("policies") or {}).get(name)
    if chosen in policy.accepted:
        return chosen, True
    return policy.default, False


@dataclass(frozen=True)
class PolicyBook:
    """One game's policies and how each choice reads to a judge, for the event form and pages.

    `slug` is the game's rules document (clauses are cited `slug:number`); `labels` maps each choice
    code to its (Japanese, English) wording."""

    slug: str
    policies: Mapping[str, Policy]
    labels: Mapping[str, tuple[str, str]]

    def choice(self, options: dict[str, Any], name: str) -> tuple[str, bool]:
        return chosen_policy(self.policies, options, name)

    def label(self, choice: str, english: bool = False) -> str:
        ja, en = self.labels.get(choice, (choice, choice))
        return en if english else ja
