"""What organizers, judges and players do to an event, with permission checks and the audit trail.

Views and API call these; each raises TournamentError with a message for the user (Japanese and English)
instead of leaving the database half-changed.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass
from typing import Any

from django.contrib.auth.base_user import AbstractBaseUser
from django.db import IntegrityError, models, transaction
from django.utils import timezone

from .models import AuditEntry, Event, Match, Registration, Team
from .teams import SEATS, TeamDeckRule, team_deck_problems

MAX_CSV_BYTES = 1_000_000


MAX_PLAYER_NAME = Registration._meta.get_field("name").max_length or 100


class TournamentError(Exception):
    """A request that cannot be carried out. ``ja`` and ``en`` are shown to the user as they are."""

    def __init__(self, ja: str, en: str, *, line: int | None = None) -> None:
        self.ja, self.en, self.line = ja, en, line
        super().__init__(en)

    def message(self, language: str) -> str:
        return self.ja if language.startswith("ja") else self.en


class PermissionDenied(TournamentError):
    pass


class Conflict(TournamentError):
    """The request lost a race with another that changed the same thing first (HTTP 409)."""


class StateConflict(TournamentError):
    """The request is well formed but the current state forbids it (HTTP 409 in the API): pairing while a
    result is open, reporting a confirmed result, registering for a finished event. It is not a lost
    race (``Conflict``), so the pages treat it as any refusal: a message, and the same page again."""


# --- who may do what -------------------------------------------------------------------------------


def is_organizer(user: AbstractBaseUser, event: Event) -> bool:
    return bool(user.is_authenticated and (user.is_superuser or event.organizer_id == user.pk))


def is_judge(user: AbstractBaseUser, event: Event) -> bool:
    """Judges of this event, and its organizer, may enter and correct results."""
    if not user.is_authenticated:
        return False
    return is_organizer(user, event) or event.judges.filter(pk=user.pk).exists()


def is_scorekeeper(user: AbstractBaseUser, event: Event) -> bool:
    return bool(user.is_authenticated and event.scorekeepers.filter(pk=user.pk).exists())


def can_enter_results(user: AbstractBaseUser, event: Event) -> bool:
    """Judges and the organizer, and scorekeepers: a scorekeeper enters results but rules on nothing."""
    return is_judge(user, event) or is_scorekeeper(user, event)


def require_result_entry(user: AbstractBaseUser, event: Event) -> None:
    if not can_enter_results(user, event):
        raise PermissionDenied(
            "このイベントのジャッジかスコアキーパーのみが結果を入力できます。",
            "Only this event's judges and scorekeepers may enter results.",
        )


def require_organizer(user: AbstractBaseUser, event: Event) -> None:
    if not is_organizer(user, event):
        raise PermissionDenied(
            "このイベントの主催者のみが行えます。", "Only this event's organizer may do that."
        )


def require_judge(user: AbstractBaseUser, event: Event) -> None:
    if not is_judge(user, event):
        raise PermissionDenied(
            "このイベントのジャッジのみが行えます。", "Only this event's judges may do that."
        )


# --- audit -----------------------------------------------------------------------------------------


def audit(
    event: Event | None,
    actor: AbstractBaseUser | None,
    action: str,
    obj: Any,
    before: dict[str, Any] | None,
    after: dict[str, Any] | None,
    reason: str = "",
) -> AuditEntry:
    return AuditEntry.objects.create(
        event=event,
        actor=actor if actor is not None and actor.is_authenticated else None,
        action=action,
        object_type=type(obj).__name__,
        object_id=str(obj.pk),
        before=before,
        after=after,
        reason=reason,
    )


def match_state(match: Match) -> dict[str, Any]:
    return {"a_wins": match.a_wins, "b_wins": match.b_wins, "draws": match.draws, "status": match.status}


# --- registration ----------------------------------------------------------------------------------


def register(
    event: Event, name: str, actor: AbstractBaseUser, user: AbstractBaseUser | None = None
) -> Registration:
    """The organizer registers a player by name, or a player registers themselves (user=actor)."""
    name = name.strip()
    if not name:
        raise TournamentError("プレイヤー名を入力してください。", "Enter the player's name.")
    if len(name) > MAX_PLAYER_NAME:
        raise TournamentError(
            f"プレイヤー名は{MAX_PLAYER_NAME}文字以内にしてください。",
            f"A player's name has at most {MAX_PLAYER_NAME} characters.",
        )
    self_registration = user is not None and user.pk == actor.pk
    if not self_registration:
        require_organizer(actor, event)
    if event.status == Event.Status.FINISHED:
        raise StateConflict("終了したイベントには登録できません。", "The event has finished.")
    if event.status == Event.Status.DRAFT and not is_organizer(actor, event):
        # The organizer may enter players while preparing; players join once registration opens.
        raise StateConflict("まだ参加受付を開始していません。", "Registration has not opened yet.")
    joined = event.round_set.filter(kind="swiss").count() + 1
    try:
        with transaction.atomic():
            reg = Registration.objects.create(event=event, name=name, user=user, joined_round=joined)
    except IntegrityError:
        raise StateConflict(
            f"「{name}」はすでに登録されています。", f"{name!r} is already registered."
        ) from None
    audit(event, actor, "register", reg, None, {"name": name, "joined_round": joined})
    return reg


@dataclass(frozen=True)
class CsvRow:
    line: int
    name: str
    username: str


def parse_players_csv(text: str) -> list[CsvRow]:
    """Read `name[,username]` rows (a header row `name,…` is allowed). Raises on the first bad line."""
    if len(text.encode("utf-8")) > MAX_CSV_BYTES:
        raise TournamentError(
            "CSVファイルが大きすぎます（上限1MB）。", "The CSV file is too large (1 MB at most)."
        )
    rows: list[CsvRow] = []
    seen: dict[str, int] = {}
    for line_no, fields in enumerate(csv.reader(io.StringIO(text)), 1):
        if not fields or not any(f.strip() for f in fields):
            continue
        if line_no == 1 and fields[0].strip().lower() in {"name", "名前", "プレイヤー名"}:
            continue
        if len(fields) > 2:
            raise TournamentError(
                f"{line_no}行目: 列が多すぎます（名前, ユーザー名 の2列まで）。",
                f"Line {line_no}: too many columns (name, username at most).",
                line=line_no,
            )
        name = fields[0].strip()
        if not name:
            raise TournamentError(
                f"{line_no}行目: 名前が空です。", f"Line {line_no}: the name is empty.", line=line_no
            )
        if name in seen:
            raise TournamentError(
                f"{line_no}行目: 「{name}」は{seen[name]}行目と重複しています。",
                f"Line {line_no}: {name!r} repeats line {seen[name]}.",
                line=line_no,
            )
        seen[name] = line_no
        rows.append(CsvRow(line_no, name, fields[1].strip() if len(fields) > 1 else ""))
    return rows


def import_players_csv(event: Event, text: str, actor: AbstractBaseUser) -> list[Registration]:
    """All rows or none: a bad row leaves the event as it was, and the message names the line."""
    require_organizer(actor, event)
    rows = parse_players_csv(text)
    from django.contrib.auth import get_user_model

    users = get_user_model().objects.filter(username__in=[r.username for r in rows if r.username])
    by_username = {u.username: u for u in users}
    created = []
    with transaction.atomic():
        for row in rows:
            if row.username and row.username not in by_username:
                raise TournamentError(
                    f"{row.line}行目: ユーザー「{row.username}」は存在しません。",
                    f"Line {row.line}: there is no user {row.username!r}.",
                    line=row.line,
                )
            try:
                created.append(register(event, row.name, actor, user=None))
            except TournamentError as exc:
                raise TournamentError(
                    f"{row.line}行目: {exc.ja}", f"Line {row.line}: {exc.en}", line=row.line
                ) from None
            if row.username:
                created[-1].user = by_username[row.username]
                created[-1].save(update_fields=["user"])
    return created


def check_in(reg: Registration, actor: AbstractBaseUser) -> None:
    if not (is_organizer(actor, reg.event) or (reg.user_id and reg.user_id == actor.pk)):
        raise PermissionDenied(
            "本人または主催者のみがチェックインできます。", "Only the player or the organizer may check in."
        )
    reg.checked_in = True
    reg.save(update_fields=["checked_in"])
    audit(reg.event, actor, "check_in", reg, {"checked_in": False}, {"checked_in": True})


def drop(reg: Registration, actor: AbstractBaseUser, reason: str = "") -> None:
    """The player leaves the event; they stay in the standings with the results they have. A member of a
    team leaves with the team: a team drops as a whole (docs/teams.md)."""
    event = reg.event
    if reg.team is not None:
        if not (is_organizer(actor, event) or (reg.user_id and reg.user_id == actor.pk)):
            raise PermissionDenied(
                "本人または主催者のみがドロップできます。",
                "Only the player or the organizer may drop a player.",
            )
        drop_team(reg.team, actor, reason)
        return
    if not (is_organizer(actor, event) or (reg.user_id and reg.user_id == actor.pk)):
        raise PermissionDenied(
            "本人または主催者のみがドロップできます。", "Only the player or the organizer may drop a player."
        )
    if reg.dropped_after_round is not None:
        raise StateConflict("すでにドロップしています。", "The player has already dropped.")
    after_round = event.round_set.filter(kind="swiss").count()
    reg.dropped_after_round = after_round
    reg.save(update_fields=["dropped_after_round"])
    audit(
        event, actor, "drop", reg, {"dropped_after_round": None}, {"dropped_after_round": after_round}, reason
    )
    concede_open_match(reg, actor, "drop")


def open_match_of(reg: Registration) -> Match | None:
    """The player's latest match still being played (not a bye), if any."""
    return (
        Match.objects.filter(round__event=reg.event, status=Match.Status.PENDING)
        .filter(models.Q(player_a=reg) | models.Q(player_b=reg))
        .exclude(player_b__isnull=True)
        .order_by("-round__number")
        .first()
    )


def concede_open_match(reg: Registration, actor: AbstractBaseUser, why: str) -> Match | None:
    """A player who leaves after being paired loses the match they have not finished (MTR: the opponent
    is not left without a result); a match already reported stays as reported."""
    open_match = open_match_of(reg)
    if open_match is None:
        return None
    before = match_state(open_match)
    wins = 2 if reg.event.match_format == Event.MatchFormat.BO3 else 1
    if open_match.player_a_id == reg.pk:
        open_match.a_wins, open_match.b_wins = 0, wins
    else:
        open_match.a_wins, open_match.b_wins = wins, 0
    open_match.draws = 0
    open_match.status = Match.Status.CONFIRMED
    open_match.save()
    audit(reg.event, actor, "concede_on_" + why, open_match, before, match_state(open_match))
    return open_match


def disqualify(
    reg: Registration, actor: AbstractBaseUser, reason: str, *, concede: bool = True
) -> Match | None:
    """Returns the open match the player lost by leaving, if there was one. ``concede=False`` is for a
    caller that records that match itself (a penalty remembers what it did so an appeal can undo it)."""
    require_judge(actor, reg.event)
    if not reason.strip():
        raise TournamentError("失格の理由を入力してください。", "Give the reason for the disqualification.")
    before = {"disqualified": reg.disqualified, "dropped_after_round": reg.dropped_after_round}
    reg.disqualified = True
    if reg.dropped_after_round is None:
        reg.dropped_after_round = reg.event.round_set.filter(kind="swiss").count()
    reg.save(update_fields=["disqualified", "dropped_after_round"])
    audit(
        reg.event,
        actor,
        "disqualify",
        reg,
        before,
        {"disqualified": True, "dropped_after_round": reg.dropped_after_round},
        reason,
    )
    conceded = concede_open_match(reg, actor, "disqualification") if concede else None
    team = reg.team
    if team is not None and reg.event.team_dq_policy == Event.TeamDqPolicy.DROP_TEAM and team.active:
        # The event's written policy (docs/teams.md): one member's disqualification drops the whole team.
        drop_team(team, actor, f"member {reg.name} disqualified: {reason}")
    return conceded


def reinstate(reg: Registration, actor: AbstractBaseUser, reason: str) -> tuple[str, str]:
    """Undo a disqualification as far as the tournament allows, and say how far that was.

    The player gets back the drop state they had before the disqualification (a player who had dropped on
    their own stays dropped). Rounds paired while they were out stand: they are not inserted into them
    and get no result for them; they are paired again from the next Swiss round. Once the Swiss rounds are
    over (top cut or finished) they only return to the standings.
    """
    require_judge(actor, reg.event)
    if not reg.disqualified:
        return ("", "")
    event = reg.event
    entry = AuditEntry.objects.filter(
        event=event, action="disqualify", object_type="Registration", object_id=str(reg.pk)
    ).first()  # newest first
    dropped_before = (entry.before or {}).get("dropped_after_round") if entry else reg.dropped_after_round
    before = {"disqualified": True, "dropped_after_round": reg.dropped_after_round}
    reg.disqualified = False
    reg.dropped_after_round = dropped_before
    reg.save(update_fields=["disqualified", "dropped_after_round"])
    audit(
        event,
        actor,
        "reinstate",
        reg,
        before,
        {"disqualified": False, "dropped_after_round": dropped_before},
        reason,
    )
    if dropped_before is not None:
        return (
            "失格を取り消しました。本人のドロップは有効なままです。",
            "The disqualification is lifted; the player's own drop still stands.",
        )
    if event.status in (Event.Status.TOP_CUT, Event.Status.FINISHED):
        return (
            "失格を取り消し、順位表に戻しました。スイスドローは終了しているため対戦には戻れません。",
            "The disqualification is lifted and the player is back in the standings; the Swiss rounds "
            "are over, so they are not paired again.",
        )
    return (
        "失格を取り消しました。次の回戦から対戦に戻ります（欠場した回戦の組み合わせはそのままです）。",
        "The disqualification is lifted; the player is paired again from the next round (rounds already "
        "paired without them stand).",
    )


def submit_decklist(reg: Registration, text: str, actor: AbstractBaseUser) -> list[tuple[str, str]]:
    """Store the list whatever the checks say (nothing is lost); return the team deck rules it breaks,
    as (ja, en) messages, for a member of a team event."""
    event = reg.event
    if not (reg.user_id and reg.user_id == actor.pk) and not is_organizer(actor, event):
        raise PermissionDenied(
            "自分のデッキリストのみ提出できます。", "You can submit only your own decklist."
        )
    if (
        event.decklist_deadline
        and timezone.now() > event.decklist_deadline
        and not is_organizer(actor, event)
    ):
        raise StateConflict("デッキリストの締切を過ぎています。", "The decklist deadline has passed.")
    if not text.strip():
        raise TournamentError("デッキリストが空です。", "The decklist is empty.")
    before = {"decklist": reg.decklist}
    reg.decklist = text
    reg.decklist_submitted_at = timezone.now()
    reg.save(update_fields=["decklist", "decklist_submitted_at"])
    audit(event, actor, "submit_decklist", reg, before, {"decklist": text})
    return team_deck_notices(reg.team) if reg.team is not None else []


def _json_deck(text: str) -> dict[str, Any] | None:
    if not text.lstrip().startswith("{"):
        return None
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return None
    return data if isinstance(data, dict) else None


def team_deck_notices(team: Team) -> list[tuple[str, str]]:
    """The event's team deck rules checked across the lists the team has submitted so far (docs/teams.md).

    Only JSON lists name their cards and titles; a text list is left out of the team check and said so."""
    event = team.event
    if not (event.team_copy_limit or event.team_unique_titles):
        return []
    decks: dict[str, dict[str, Any]] = {}
    unread: list[str] = []
    for member in team.members.all():
        if not member.decklist.strip():
            continue
        data = _json_deck(member.decklist)
        if data is None:
            unread.append(member.seat)
        else:
            decks[member.seat] = data
    notices: list[tuple[str, str]] = []
    for p in team_deck_problems(decks, event.team_copy_limit, event.team_unique_titles):
        seats = "・".join(p.seats)
        if p.rule is TeamDeckRule.COPY_LIMIT:
            notices.append(
                (
                    f"チーム内で「{p.key}」が合計{p.count}枚あります（上限{p.limit}枚、席{seats}）。",
                    f"The team has {p.count} copies of {p.key!r} ({p.limit} at most; seats {seats.replace('・', ', ')}).",
                )
            )
        else:
            notices.append(
                (
                    f"タイトル「{p.key}」を複数のメンバーが使っています（席{seats}）。",
                    f"The title {p.key!r} is used by more than one member (seats {seats.replace('・', ', ')}).",
                )
            )
    if unread:
        seats = ", ".join(sorted(unread))
        notices.append(
            (
                f"席{seats}のリストは文字のリストのため、チームの構築ルールを確認できません。",
                f"Seat {seats}'s list is plain text, so the team deck rules cannot check it.",
            )
        )
    return notices


# --- results ---------------------------------------------------------------------------------------


def _validate_score(event: Event, a_wins: int, b_wins: int, draws: int) -> None:
    needed = 2 if event.match_format == Event.MatchFormat.BO3 else 1
    if (
        min(a_wins, b_wins, draws) < 0
        or a_wins > needed
        or b_wins > needed
        or a_wins + b_wins > 2 * needed - 1  # both players cannot have won the match
        or draws > 2 * needed + 1
    ):
        raise TournamentError(
            f"勝敗の数が不正です（{a_wins}-{b_wins}-{draws}）。",
            f"Impossible game count ({a_wins}-{b_wins}-{draws}).",
        )


def _validate_match_score(match: Match, a_wins: int, b_wins: int, draws: int) -> None:
    _validate_score(match.round.event, a_wins, b_wins, draws)
    if match.round.kind == "elimination" and a_wins == b_wins:
        raise TournamentError(
            "シングルエリミネーションでは勝者を決めてください。", "An elimination match needs a winner."
        )


def _seat_of(match: Match, user: AbstractBaseUser) -> str | None:
    if match.player_a.user_id == user.pk:
        return "a"
    if match.player_b is not None and match.player_b.user_id == user.pk:
        return "b"
    return None


# The result buttons, from the reporting player's side: (own wins, opponent's wins, draws). An intentional
# draw is recorded 0-0-3 in a best-of-three match (MTR 2.5: no games are played) and 0-0-1 in a single game.
QUICK_RESULTS_BO3 = {
    "2-0": (2, 0, 0),
    "2-1": (2, 1, 0),
    "1-2": (1, 2, 0),
    "0-2": (0, 2, 0),
    "1-1": (1, 1, 0),
    "id": (0, 0, 3),
}
QUICK_RESULTS_BO1 = {"1-0": (1, 0, 0), "0-1": (0, 1, 0), "draw": (0, 0, 1), "id": (0, 0, 1)}


def quick_results(event: Event) -> dict[str, tuple[int, int, int]]:
    return QUICK_RESULTS_BO3 if event.match_format == Event.MatchFormat.BO3 else QUICK_RESULTS_BO1


def quick_score(match: Match, actor: AbstractBaseUser, key: str) -> tuple[int, int, int]:
    """A result button pressed by a player of the match, as (a_wins, b_wins, draws)."""
    preset = quick_results(match.round.event).get(key)
    if preset is None:
        raise TournamentError("結果の指定が不正です。", "Unknown result button.")
    own, other, draws = preset
    return (other, own, draws) if _seat_of(match, actor) == "b" else (own, other, draws)


def report_result(match: Match, actor: AbstractBaseUser, a_wins: int, b_wins: int, draws: int = 0) -> Match:
    """A player reports; the opponent's matching report (or confirmation) confirms it; a different one
    marks the match disputed for the judges."""
    event = match.round.event
    seat = _seat_of(match, actor)
    if seat is None:
        raise PermissionDenied(
            "この対戦の当事者のみが報告できます。", "Only the players of this match may report it."
        )
    if match.is_bye:
        raise TournamentError("不戦勝の結果は報告不要です。", "A bye needs no report.")
    _validate_match_score(match, a_wins, b_wins, draws)
    with transaction.atomic():
        match = Match.objects.select_for_update().get(pk=match.pk)
        before = match_state(match)
        reporter = match.player_a if seat == "a" else match.player_b
        if match.status == Match.Status.CONFIRMED:
            raise StateConflict(
                "この結果はすでに確定しています。修正はジャッジに依頼してください。",
                "This result is already confirmed; ask a judge to correct it.",
            )
        if match.status == Match.Status.REPORTED and match.reported_by_id == reporter.pk:
            raise StateConflict(
                "すでに報告済みです。相手の確認を待っています。",
                "You have already reported; waiting for your opponent.",
            )
        report = {"a_wins": a_wins, "b_wins": b_wins, "draws": draws}
        if seat == "a":
            match.report_a = report
        else:
            match.report_b = report
        if match.status == Match.Status.DISPUTED:
            raise StateConflict(
                "報告が食い違っています。ジャッジの裁定を待ってください。",
                "The reports differ; wait for a judge's ruling.",
            )
        if match.status == Match.Status.REPORTED:
            same = (match.a_wins, match.b_wins, match.draws) == (a_wins, b_wins, draws)
            match.status = Match.Status.CONFIRMED if same else Match.Status.DISPUTED
        else:
            match.a_wins, match.b_wins, match.draws = a_wins, b_wins, draws
            match.status = Match.Status.REPORTED
            match.reported_by = reporter
        match.save()
        audit(event, actor, "report_result", match, before, match_state(match))
    return match


def confirm_result(match: Match, actor: AbstractBaseUser) -> Match:
    seat = _seat_of(match, actor)
    if seat is None:
        raise PermissionDenied(
            "この対戦の当事者のみが確認できます。", "Only the players of this match may confirm it."
        )
    with transaction.atomic():
        match = Match.objects.select_for_update().get(pk=match.pk)
        confirmer = match.player_a if seat == "a" else match.player_b
        if match.status != Match.Status.REPORTED or match.reported_by_id == confirmer.pk:
            raise StateConflict(
                "相手の報告がないため確認できません。", "There is no report from your opponent to confirm."
            )
        before = match_state(match)
        match.status = Match.Status.CONFIRMED
        match.save(update_fields=["status"])
        audit(match.round.event, actor, "confirm_result", match, before, match_state(match))
    return match


def has_result(match: Match) -> bool:
    """Anything entered for the match yet: a report, a confirmed result or a dispute."""
    return match.status != Match.Status.PENDING or bool(match.report_a or match.report_b)


def correct_result(
    match: Match, actor: AbstractBaseUser, a_wins: int, b_wins: int, draws: int, reason: str = ""
) -> Match:
    """A judge or scorekeeper enters or corrects any result; standings are recomputed from the matches, so
    everything after it follows. Entering the first result of a match (the slip handed in) needs no reason;
    changing one that exists does."""
    event = match.round.event
    require_result_entry(actor, event)
    _validate_match_score(match, a_wins, b_wins, draws)
    with transaction.atomic():
        match = Match.objects.select_for_update().get(pk=match.pk)
        correction = has_result(match)
        if correction and not reason.strip():
            raise TournamentError("修正の理由を入力してください。", "Give the reason for the correction.")
        before = match_state(match)
        match.a_wins, match.b_wins, match.draws = a_wins, b_wins, draws
        match.status = Match.Status.CONFIRMED
        match.save()
        action = "correct_result" if correction else "enter_result"
        audit(event, actor, action, match, before, match_state(match), reason)
    return match


def settle_by_ruling(
    match: Match, actor: AbstractBaseUser, a_wins: int, b_wins: int, draws: int, ruling: Any
) -> Match:
    """A judge's ruling on a disputed result sets the result in the same action: the players' own reports
    stay as they entered them (report_a / report_b), the match is confirmed with the ruled result."""
    event = match.round.event
    require_judge(actor, event)
    _validate_match_score(match, a_wins, b_wins, draws)
    match = Match.objects.select_for_update().get(pk=match.pk)
    before = match_state(match)
    match.a_wins, match.b_wins, match.draws = a_wins, b_wins, draws
    match.status = Match.Status.CONFIRMED
    match.save()
    audit(
        event,
        actor,
        "ruling_result",
        match,
        before,
        match_state(match) | {"ruling": ruling.pk},
        ruling.decision,
    )
    return match


# --- teams (docs/teams.md) ----------------------------------------------------------------------------


def require_team_event(event: Event) -> None:
    if not event.is_team_event:
        raise TournamentError("このイベントはチーム戦ではありません。", "This event is not a team event.")


def _is_member(team: Team, user: AbstractBaseUser) -> bool:
    return bool(user.is_authenticated and team.members.filter(user_id=user.pk).exists())


def register_team(event: Event, name: str, actor: AbstractBaseUser, members: list[tuple[str, str]]) -> Team:
    """Register a team with its members in seats A, B, C: ``members`` are (player name, username) in seat
    order; a username links the member's account (empty: a member without an account).

    The organizer registers any team; a player registers a team they sit in themselves."""
    require_team_event(event)
    name = name.strip()
    if not name:
        raise TournamentError("チーム名を入力してください。", "Enter the team's name.")
    if len(members) != len(SEATS) or any(not m[0].strip() for m in members):
        raise TournamentError(
            "メンバー3人の名前を入力してください（A・B・C席）。",
            "Enter the names of the three members (seats A, B, C).",
        )
    if event.status == Event.Status.FINISHED:
        raise StateConflict("終了したイベントには登録できません。", "The event has finished.")
    from django.contrib.auth import get_user_model

    usernames = [u.strip() for _n, u in members]
    users = {u.username: u for u in get_user_model().objects.filter(username__in=[u for u in usernames if u])}
    for username in usernames:
        if username and username not in users:
            raise TournamentError(
                f"ユーザー「{username}」は存在しません。", f"There is no user {username!r}."
            )
    if not is_organizer(actor, event) and getattr(actor, "username", None) not in usernames:
        raise PermissionDenied(
            "自分が入るチームのみ登録できます。", "You can register only a team you play in."
        )
    joined = event.round_set.filter(kind="swiss").count() + 1
    try:
        with transaction.atomic():
            team = Team.objects.create(event=event, name=name, joined_round=joined)
            for seat, (player, username) in zip(SEATS, members, strict=True):
                Registration.objects.create(
                    event=event,
                    name=player.strip(),
                    user=users.get(username.strip()),
                    joined_round=joined,
                    team=team,
                    seat=seat,
                )
    except IntegrityError:
        raise StateConflict(
            "同じ名前のチームかプレイヤー、または登録済みのユーザーがいます。",
            "A team or player of that name, or one of these users, is already registered.",
        ) from None
    audit(
        event,
        actor,
        "register_team",
        team,
        None,
        {"name": name, "members": [m[0].strip() for m in members], "joined_round": joined},
    )
    return team


def check_in_team(team: Team, actor: AbstractBaseUser) -> None:
    """Any member (or the organizer) checks the whole team in."""
    if not (is_organizer(actor, team.event) or _is_member(team, actor)):
        raise PermissionDenied(
            "メンバーまたは主催者のみがチェックインできます。",
            "Only a member or the organizer may check the team in.",
        )
    team.checked_in = True
    team.save(update_fields=["checked_in"])
    team.members.update(checked_in=True)
    audit(team.event, actor, "check_in_team", team, {"checked_in": False}, {"checked_in": True})


def drop_team(team: Team, actor: AbstractBaseUser, reason: str = "") -> None:
    """A team drops as a whole: every member drops and their unfinished seat matches are conceded."""
    event = team.event
    if not (is_organizer(actor, event) or is_judge(actor, event) or _is_member(team, actor)):
        raise PermissionDenied(
            "メンバーまたは主催者のみがドロップできます。",
            "Only a member or the organizer may drop the team.",
        )
    if team.dropped_after_round is not None:
        raise StateConflict("すでにドロップしています。", "The team has already dropped.")
    after_round = event.round_set.filter(kind="swiss").count()
    with transaction.atomic():
        team.dropped_after_round = after_round
        team.save(update_fields=["dropped_after_round"])
        audit(
            event,
            actor,
            "drop_team",
            team,
            {"dropped_after_round": None},
            {"dropped_after_round": after_round},
            reason,
        )
        for member in team.members.all():
            if member.dropped_after_round is None:
                member.dropped_after_round = after_round
                member.save(update_fields=["dropped_after_round"])
            concede_open_match(member, actor, "team_drop")


def swap_seats(team: Team, actor: AbstractBaseUser, seat_x: str, seat_y: str) -> None:
    """Between rounds, where the organizer allows seat changes, two members trade seats."""
    event = team.event
    require_organizer(actor, event)
    if not event.team_seat_changes:
        raise TournamentError("このイベントでは席は固定です。", "Seats are fixed for this event.")
    if {seat_x, seat_y} - set(SEATS) or seat_x == seat_y:
        raise TournamentError("席の指定が不正です。", "Choose two different seats.")
    if any(open_match_of(m) for m in team.members.all()):
        raise TournamentError(
            "対戦中は席を変更できません。", "Seats cannot change while a round is being played."
        )
    x = team.members.get(seat=seat_x)
    y = team.members.get(seat=seat_y)
    with transaction.atomic():
        # The unique seat per team forbids a direct swap: park one member on no seat first.
        x.seat = ""
        x.save(update_fields=["seat"])
        y.seat = seat_x
        y.save(update_fields=["seat"])
        x.seat = seat_y
        x.save(update_fields=["seat"])
    audit(
        event, actor, "swap_seats", team, {seat_x: x.name, seat_y: y.name}, {seat_x: y.name, seat_y: x.name}
    )
