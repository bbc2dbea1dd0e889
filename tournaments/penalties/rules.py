"""Infraction catalogue, penalty upgrades, match-result effects and deck-check selection: plain data only.

No Django here: the services feed in the player's earlier penalties as plain records and store what comes
out, so the rules a judge relies on at the table are testable on their own.
"""

from __future__ import annotations

import hashlib
import math
import random
import re
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from pathlib import Path
from typing import Any

from rules_index.clauseref import ClauseRef

CATALOGUE_PATH = Path(__file__).parent / "data" / "infractions.toml"

WARNING = "warning"
GAME_LOSS = "game_loss"
MATCH_LOSS = "match_loss"
DISQUALIFICATION = "disqualification"
PENALTIES = (WARNING, GAME_LOSS, MATCH_LOSS, DISQUALIFICATION)  # in order of severity
LOSSES = (GAME_LOSS, MATCH_LOSS)

PENALTY_NAMES: dict[str, tuple[str, str]] = {
    WARNING: ("警告", "Warning"),
    GAME_LOSS: ("ゲームの敗北", "Game loss"),
    MATCH_LOSS: ("マッチの敗北", "Match loss"),
    DISQUALIFICATION: ("失格", "Disqualification"),
}
CATEGORIES: dict[str, tuple[str, str]] = {
    "game_play_error": ("ゲーム上のエラー", "Game play error"),
    "tournament_error": ("大会上のエラー", "Tournament error"),
    "unsporting_conduct": ("非紳士的行為", "Unsporting conduct"),
}


class CatalogueError(ValueError):
    """A catalogue entry or override that cannot be used; the message names the entry."""


def severity(penalty: str) -> int:
    return PENALTIES.index(penalty)


@dataclass(frozen=True)
class UpgradeRule:
    prior: int  # earlier penalties needed before this one is upgraded
    to: str
    same: str = "infraction"  # "infraction" or "group"
    reset: str = "event"  # "event" or "day"
    counted: tuple[str, ...] = (WARNING,)

    def describe(self, infraction: Infraction) -> tuple[str, str]:
        what_ja = f"「{infraction.ja}」" if self.same == "infraction" else "同種の違反"
        what_en = f"{infraction.en!r}" if self.same == "infraction" else "the same kind of offence"
        when_ja = "同じ日に" if self.reset == "day" else "このイベントで"
        when_en = "the same day" if self.reset == "day" else "in this event"
        to_ja, to_en = PENALTY_NAMES[self.to]
        return (
            f"{when_ja}{what_ja}の{PENALTY_NAMES[self.counted[0]][0]}が{self.prior}回以上あるため{to_ja}に格上げ",
            f"{self.prior} earlier {PENALTY_NAMES[self.counted[0]][1].lower()}(s) for {what_en} {when_en}: "
            f"upgraded to {to_en.lower()}",
        )


@dataclass(frozen=True)
class Infraction:
    code: str
    category: str
    ja: str
    en: str
    penalty: str
    upgrades: tuple[UpgradeRule, ...] = ()
    refs: tuple[str, ...] = ()
    refs_by_game: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    games: tuple[str, ...] = ()  # empty: every game
    group: str = ""
    loss_needs_prior_warning: bool = False
    enabled: bool = True

    def name(self, language: str) -> str:
        return self.ja if language.startswith("ja") else self.en

    def refs_for(self, game: str) -> tuple[str, ...]:
        return self.refs + tuple(r for r in self.refs_by_game.get(game, ()) if r not in self.refs)


@dataclass(frozen=True)
class Catalogue:
    infractions: tuple[Infraction, ...]

    def get(self, code: str) -> Infraction:
        for inf in self.infractions:
            if inf.code == code:
                return inf
        raise KeyError(code)

    def __contains__(self, code: object) -> bool:
        return any(inf.code == code for inf in self.infractions)

    def for_game(self, game: str) -> Catalogue:
        """The entries an event of ``game`` offers: enabled, and either for every game or for this one."""
        return Catalogue(tuple(i for i in self.infractions if i.enabled and (not i.games or game in i.games)))

    def with_overrides(self, overrides: Iterable[Mapping[str, Any]]) -> Catalogue:
        """Apply an event's overrides: an override with a known code replaces the given fields, an unknown
        code adds an entry (it then needs names, a category and a penalty)."""
        entries = {i.code: i for i in self.infractions}
        order = [i.code for i in self.infractions]
        for raw in overrides:
            code = str(raw.get("code", "")).strip()
            if code in entries:
                entries[code] = _merge(entries[code], raw)
            else:
                entries[code] = parse_infraction(raw)
                order.append(code)
        return Catalogue(tuple(entries[c] for c in order))


@dataclass(frozen=True)
class PriorPenalty:
    """One earlier penalty of the same player, as the history shows it."""

    infraction: str
    penalty: str  # the penalty issued (after any appeal)
    in_this_event: bool
    day: date | None = None
    group: str = ""


@dataclass(frozen=True)
class Suggestion:
    penalty: str
    reason_ja: str
    reason_en: str
    upgraded_from: str | None = None  # the default penalty, when an upgrade rule raised it
    refs: tuple[str, ...] = ()

    def reason(self, language: str) -> str:
        return self.reason_ja if language.startswith("ja") else self.reason_en


# --- parsing the catalogue ---------------------------------------------------------------------------


def _need_penalty(value: Any, where: str) -> str:
    if value not in PENALTIES:
        raise CatalogueError(f"{where}: unknown penalty {value!r} (expected one of {', '.join(PENALTIES)})")
    return str(value)


def parse_refs(values: Iterable[Any], where: str) -> tuple[str, ...]:
    refs = []
    for value in values:
        ref = ClauseRef.parse_or_none(value)
        if ref is None:
            raise CatalogueError(
                f"{where}: {str(value).strip()!r} is not a clause reference like myearth:286"
            )
        refs.append(str(ref))
    return tuple(refs)


def parse_upgrade(raw: Mapping[str, Any], where: str) -> UpgradeRule:
    try:
        prior = int(raw["prior"])
    except (KeyError, TypeError, ValueError):
        raise CatalogueError(f"{where}: an upgrade rule needs a whole number `prior`") from None
    if prior < 1:
        raise CatalogueError(f"{where}: `prior` must be at least 1")
    same = raw.get("same", "infraction")
    reset = raw.get("reset", "event")
    if same not in ("infraction", "group"):
        raise CatalogueError(f"{where}: `same` must be infraction or group")
    if reset not in ("event", "day"):
        raise CatalogueError(f"{where}: `reset` must be event or day")
    counted = tuple(_need_penalty(p, where) for p in raw.get("counted", [WARNING]))
    if not counted:
        raise CatalogueError(f"{where}: `counted` is empty")
    return UpgradeRule(prior, _need_penalty(raw.get("to"), where), same, reset, counted)


def parse_infraction(raw: Mapping[str, Any]) -> Infraction:
    code = str(raw.get("code", "")).strip()
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]{0,39}", code):
        raise CatalogueError(f"{code!r}: a code is 1-40 lowercase letters, digits and hyphens")
    for key in ("ja", "en"):
        if not str(raw.get(key, "")).strip():
            raise CatalogueError(f"{code}: the name `{key}` is missing")
    category = raw.get("category")
    if category not in CATEGORIES:
        raise CatalogueError(f"{code}: unknown category {category!r}")
    by_game = {str(game): parse_refs(refs, code) for game, refs in dict(raw.get("refs_by_game", {})).items()}
    return Infraction(
        code=code,
        category=str(category),
        ja=str(raw["ja"]).strip(),
        en=str(raw["en"]).strip(),
        penalty=_need_penalty(raw.get("penalty"), code),
        upgrades=tuple(parse_upgrade(u, code) for u in raw.get("upgrade", [])),
        refs=parse_refs(raw.get("refs", []), code),
        refs_by_game=by_game,
        games=tuple(str(g) for g in raw.get("games", [])),
        group=str(raw.get("group", "")),
        loss_needs_prior_warning=bool(raw.get("loss_needs_prior_warning", False)),
        enabled=bool(raw.get("enabled", True)),
    )


def _merge(base: Infraction, raw: Mapping[str, Any]) -> Infraction:
    """An override changes only the fields it names; a rename or a new category is not an override."""
    changes: dict[str, Any] = {}
    if raw.get("penalty"):
        changes["penalty"] = _need_penalty(raw["penalty"], base.code)
    if "upgrade" in raw and raw["upgrade"] is not None:
        changes["upgrades"] = tuple(parse_upgrade(u, base.code) for u in raw["upgrade"])
    if "refs" in raw and raw["refs"] is not None:
        changes["refs"] = parse_refs(raw["refs"], base.code)
    if "enabled" in raw and raw["enabled"] is not None:
        changes["enabled"] = bool(raw["enabled"])
    return replace(base, **changes)


def parse_catalogue(data: Mapping[str, Any]) -> Catalogue:
    infractions = tuple(parse_infraction(raw) for raw in data.get("infraction", []))
    codes = [i.code for i in infractions]
    duplicates = sorted({c for c in codes if codes.count(c) > 1})
    if duplicates:
        raise CatalogueError(f"duplicate codes: {', '.join(duplicates)}")
    return Catalogue(infractions)


_default: Catalogue | None = None


def default_catalogue() -> Catalogue:
    global _default
    if _default is None:
        with CATALOGUE_PATH.open("rb") as fh:
            _default = parse_catalogue(tomllib.load(fh))
    return _default


# --- suggestion --------------------------------------------------------------------------------------


def _counts(rule: UpgradeRule, infraction: Infraction, prior: PriorPenalty, day: date | None) -> bool:
    if not prior.in_this_event or prior.penalty not in rule.counted:
        return False
    if rule.reset == "day" and day is not None and prior.day is not None and prior.day != day:
        return False
    if rule.same == "group" and infraction.group:
        return prior.group == infraction.group or prior.infraction == infraction.code
    return prior.infraction == infraction.code


def suggest_penalty(
    infraction: Infraction | str,
    history: Sequence[PriorPenalty],
    catalogue: Catalogue,
    *,
    game: str = "",
    day: date | None = None,
) -> Suggestion:
    """The penalty to suggest for a new offence, given the player's earlier penalties.

    Only penalties of this event count (past events are shown to the judge, not counted); rules with
    ``reset = "day"`` count only penalties of ``day`` when it is given. Upgrades never lower the default.
    """
    inf = catalogue.get(infraction) if isinstance(infraction, str) else infraction
    penalty = inf.penalty
    applied: list[UpgradeRule] = []
    for rule in inf.upgrades:
        count = sum(1 for p in history if _counts(rule, inf, p, day))
        if count >= rule.prior and severity(rule.to) > severity(penalty):
            penalty = rule.to
            applied.append(rule)
    refs = inf.refs_for(game)
    base_ja, base_en = PENALTY_NAMES[inf.penalty]
    if not applied:
        return Suggestion(
            penalty,
            f"「{inf.ja}」の標準の罰則: {base_ja}",
            f"Default penalty for {inf.en}: {base_en}",
            None,
            refs,
        )
    ja, en = applied[-1].describe(inf)
    return Suggestion(penalty, ja, en, inf.penalty, refs)


def issue_problems(
    infraction: Infraction, issued: str, history: Sequence[PriorPenalty]
) -> list[tuple[str, str]]:
    """Reasons the catalogue forbids issuing ``issued`` at all (a deviation with a reason is still allowed
    otherwise). MyEarth 287: a loss for disputing a ruling is void without an earlier warning."""
    problems = []
    if infraction.loss_needs_prior_warning and issued in LOSSES:
        warned = any(
            p.in_this_event and p.infraction == infraction.code and p.penalty == WARNING for p in history
        )
        if not warned:
            refs = ", ".join(infraction.refs) or infraction.code
            problems.append(
                (
                    f"「{infraction.ja}」で敗北とするには、先に警告が必要です（{refs}）。",
                    f"A loss for {infraction.en} needs an earlier warning ({refs}).",
                )
            )
    return problems


# --- effect on the match result ----------------------------------------------------------------------


@dataclass(frozen=True)
class Score:
    a_wins: int
    b_wins: int
    draws: int = 0


def penalty_score(score: Score, penalized: str, penalty: str, needed: int) -> Score:
    """The match score after a game loss or match loss against seat ``penalized`` ("a" or "b").

    A game loss gives the opponent one game (never beyond the wins that decide the match); a match loss
    (and a disqualification's current match) is recorded as the opponent winning by ``needed``-0.
    """
    if penalized not in ("a", "b"):
        raise ValueError(f"seat must be 'a' or 'b', not {penalized!r}")
    mine, theirs = (score.a_wins, score.b_wins) if penalized == "a" else (score.b_wins, score.a_wins)
    if penalty == GAME_LOSS:
        theirs = min(needed, theirs + 1)
        mine = min(mine, needed - 1) if theirs == needed else mine
        draws = score.draws
    elif penalty in (MATCH_LOSS, DISQUALIFICATION):
        mine, theirs, draws = 0, needed, 0
    else:
        return score
    return Score(mine, theirs, draws) if penalized == "a" else Score(theirs, mine, draws)


def decides_match(score: Score, needed: int) -> bool:
    return max(score.a_wins, score.b_wins) >= needed


# --- what a penalty does to a match, and how to take it back -----------------------------------------

PENDING, REPORTED, CONFIRMED, DISPUTED = "pending", "reported", "confirmed", "disputed"
MATCH_STATUSES = (PENDING, REPORTED, CONFIRMED, DISPUTED)

# Penalty.ResultEffect values, repeated here so the core needs no Django.
EFFECT_NONE, EFFECT_PARTIAL, EFFECT_PROPOSED, EFFECT_RECORDED, EFFECT_NOT_APPLIED = (
    "none",
    "partial",
    "proposed",
    "recorded",
    "not_applied",
)


@dataclass(frozen=True)
class MatchState:
    """One match as far as results go: the games, the status and which seat reported (if any)."""

    a_wins: int
    b_wins: int
    draws: int = 0
    status: str = PENDING
    reported_by: str | None = None  # "a", "b" or None

    def __post_init__(self) -> None:
        if self.status not in MATCH_STATUSES:
            raise ValueError(f"unknown match status {self.status!r}")
        if self.reported_by not in (None, "a", "b"):
            raise ValueError(f"reported_by must be 'a', 'b' or None, not {self.reported_by!r}")
        if min(self.a_wins, self.b_wins, self.draws) < 0:
            raise ValueError("game counts cannot be negative")

    @property
    def score(self) -> Score:
        return Score(self.a_wins, self.b_wins, self.draws)

    def with_score(self, score: Score) -> MatchState:
        return replace(self, a_wins=score.a_wins, b_wins=score.b_wins, draws=score.draws)


def _other(seat: str) -> str:
    return "b" if seat == "a" else "a"


@dataclass(frozen=True)
class Imposed:
    state: MatchState
    effect: str


def impose_penalty(state: MatchState, penalized: str, penalty: str, needed: int) -> Imposed:
    """The match after ``penalty`` against seat ``penalized``, and how the result was touched.

    A game or match loss changes only a match still being played (pending): a reported or disputed
    match has finished and its players' report is not overwritten, a confirmed one only a judge corrects.
    A loss that decides the match becomes the opponent's report, awaiting the penalized player; one that
    does not is counted in the games so far. A disqualification ends the player's match at once, confirmed
    by the judge (the player has left), unless it was already confirmed.
    """
    if penalized not in ("a", "b"):
        raise ValueError(f"seat must be 'a' or 'b', not {penalized!r}")
    if penalty == DISQUALIFICATION:
        if state.status == CONFIRMED:
            return Imposed(state, EFFECT_NOT_APPLIED)
        score = penalty_score(state.score, penalized, penalty, needed)
        return Imposed(replace(state.with_score(score), status=CONFIRMED, reported_by=None), EFFECT_RECORDED)
    if penalty not in LOSSES:
        return Imposed(state, EFFECT_NONE)
    if state.status != PENDING:
        return Imposed(state, EFFECT_NOT_APPLIED)
    score = penalty_score(state.score, penalized, penalty, needed)
    if decides_match(score, needed):
        after = replace(state.with_score(score), status=REPORTED, reported_by=_other(penalized))
        return Imposed(after, EFFECT_PROPOSED)
    return Imposed(replace(state.with_score(score), status=PENDING, reported_by=None), EFFECT_PARTIAL)


# How a match may have moved on from what a penalty left without anyone changing the penalty's result:
# the penalized player (or a judge) confirming it, or the player disputing it (report_result keeps the
# reported games and only marks the dispute).
_ACCEPTED = {PENDING: (PENDING,), REPORTED: (REPORTED, CONFIRMED, DISPUTED), CONFIRMED: (CONFIRMED,)}

RESTORED, REAPPLIED, MOVED_ON, UNCHANGED = "restored", "reapplied", "moved_on", "unchanged"


@dataclass(frozen=True)
class Reversion:
    state: MatchState  # what the match should be now
    outcome: str  # restored / reapplied / moved_on / unchanged
    effect: str  # the penalty's result effect afterwards

    @property
    def changes(self) -> bool:
        return self.outcome in (RESTORED, REAPPLIED)


def still_as_imposed(current: MatchState, imposed: MatchState) -> bool:
    """True when the match shows the penalty's result, at most confirmed or disputed as it stood."""
    if current == imposed:
        return True
    return current.score == imposed.score and current.status in _ACCEPTED.get(imposed.status, ())


def revert_penalty(
    current: MatchState,
    before: MatchState,
    imposed: MatchState,
    penalized: str,
    needed: int,
    replacement: str | None = None,
) -> Reversion:
    """The match after the penalty that turned ``before`` into ``imposed`` is rescinded (``replacement``
    None) or changed to ``replacement``.

    If the match still shows what the penalty left (``still_as_imposed``), it goes back to ``before`` --
    the previous result, or the open match with its games so far -- and a replacement is then imposed on
    that as if it had been issued instead. If anything else has changed the match since (the players
    reported a later game, a judge corrected it, another penalty), nothing is overwritten: the outcome is
    MOVED_ON and a judge corrects the result by hand.
    """
    if not still_as_imposed(current, imposed):
        return Reversion(current, MOVED_ON, EFFECT_NOT_APPLIED)
    target, effect, outcome = before, EFFECT_NONE, RESTORED
    if replacement is not None and replacement != WARNING:
        again = impose_penalty(before, penalized, replacement, needed)
        target, effect, outcome = again.state, again.effect, REAPPLIED
    if target == current:
        return Reversion(current, UNCHANGED, effect)
    return Reversion(target, outcome, effect)


# --- deck checks -------------------------------------------------------------------------------------


def _rng(seed: int, round_number: int) -> random.Random:
    # A digest of both numbers, so round 2 of seed 1 and round 1 of seed 2 never share a sequence, and the
    # draw does not depend on Python's hash randomisation.
    digest = hashlib.sha256(f"deck-check:{seed}:{round_number}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def choose_deck_check_tables(
    tables: Iterable[int], count: int, seed: int, round_number: int, exclude: Iterable[int] = ()
) -> list[int]:
    """``count`` tables to deck-check in a round, the same every time for the same seed and round and
    whatever order the tables come in; sorted so judges walk the floor in order."""
    skip = set(exclude)
    pool = sorted({t for t in tables if t not in skip})
    if count <= 0 or not pool:
        return []
    return sorted(_rng(seed, round_number).sample(pool, min(count, len(pool))))


def default_deck_check_count(tables: int) -> int:
    """One table in ten each round (at least one): about a tenth of the decks over the event."""
    return max(1, math.ceil(tables / 10)) if tables else 0


# --- decklists ---------------------------------------------------------------------------------------

_LINE = re.compile(r"^\s*(?:(\d+)\s*[xX×]?\s+(.+?)|(.+?)\s+[xX×]\s*(\d+))\s*$")


def parse_decklist(text: str) -> dict[str, int]:
    """Card counts from lines like "4 Card", "4x Card" or "Card x4"; other lines (headings) are skipped."""
    counts: dict[str, int] = {}
    for line in text.splitlines():
        m = _LINE.match(line)
        if not m:
            continue
        n, name = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        key = " ".join(name.split())
        counts[key] = counts.get(key, 0) + int(n)
    return counts


@dataclass(frozen=True)
class DeckDifference:
    card: str
    registered: int
    presented: int


def deck_differences(registered: str, presented: str) -> list[DeckDifference]:
    reg, pre = parse_decklist(registered), parse_decklist(presented)
    return [
        DeckDifference(card, reg.get(card, 0), pre.get(card, 0))
        for card in sorted(set(reg) | set(pre))
        if reg.get(card, 0) != pre.get(card, 0)
    ]
