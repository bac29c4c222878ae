"""Why one turn is better than another, in the hint's reasons: what the review says of a turn
it labels, and what a puzzle says of its answer against a try.

A review that only gives percentages teaches little, and a reason the turn played shares
says nothing of the difference. So the reasons here are the better turn's own
(``reasons.turn_reasons``, from the engine's dry run) that the other turn does not match,
and then what the better turn keeps that the other gives up, read from the two positions the
turns leave: a rival's immediate win not handed over, a losing end not played, bonus tiles
kept (each scores at the end), dollars kept, franchises placed, places within reach of the
next expansion. Each is a ``Reason`` of the closed set, so the text layer words it as the
hint's. Nothing here judges which turn is better: the caller says so (the review's chances
or projected margins) and asks why.
"""

from __future__ import annotations

from ..core import rules
from ..core.game import Game
from ..core.moves import BONUS_DOLLARS, Move, TurnMove
from ..core.state import State
from .preview import TurnPreview, preview_turn
from .reasons import Reason, ReasonKind, leads_city, leads_region, turn_reasons

#: Reasons that warn about a turn or say it ends the game badly: never a merit of the better
#: turn (the other turn having them is, through ``RIVAL_STOPPED`` and ``LOSING_END_AVOIDED``).
_WARNINGS = frozenset({ReasonKind.RIVAL_CAN_END, ReasonKind.ENDS_GAME})
#: Reasons weighed by their amount when the two turns both give them (a win by more points).
_WEIGHED = frozenset({ReasonKind.WINS_GAME})
#: Reasons about a place that the other turn matches by any reason of the same group at the
#: same place: "you take the lead in Dallas" is false of a difference where the turn played
#: scored Dallas or kept its lead there. The scoring kinds are matched by any amount, so that
#: the amount said is the better turn's own and the difference between the turns (a figure
#: the other turn has too would make the one said false as a difference).
_RELATED = {
    ReasonKind.CITY_SCORED: frozenset({ReasonKind.CITY_SCORED}),
    ReasonKind.CITY_LEAD_TAKEN: frozenset(
        {ReasonKind.CITY_SCORED, ReasonKind.CITY_LEAD_TAKEN, ReasonKind.CITY_LEAD_KEPT}
    ),
    ReasonKind.CITY_LEAD_KEPT: frozenset(
        {ReasonKind.CITY_SCORED, ReasonKind.CITY_LEAD_TAKEN, ReasonKind.CITY_LEAD_KEPT}
    ),
    ReasonKind.REGION_SCORED: frozenset({ReasonKind.REGION_SCORED}),
    ReasonKind.REGION_LEAD_TAKEN: frozenset(
        {ReasonKind.REGION_SCORED, ReasonKind.REGION_LEAD_TAKEN}
    ),
    ReasonKind.TRACK: frozenset({ReasonKind.TRACK}),
}


def contrast(game: Game, better: Move, worse: Move) -> tuple[Reason, ...]:
    """The reasons that set ``better`` apart from ``worse`` at ``game``'s position, strongest
    first; empty only when the two turns are the same (or either is a start placement)."""
    if not isinstance(better, TurnMove) or not isinstance(worse, TurnMove) or better == worse:
        return ()
    ahead, behind = preview_turn(game, better), preview_turn(game, worse)
    own = turn_reasons(game, better, ahead, most=None)
    other = turn_reasons(game, worse, behind, most=None)
    left = game.state.copy()
    rules.play(left, worse)
    found = [
        r
        for r in own
        if r.kind not in _WARNINGS
        and not _matched(r, other)
        and not _also_held(r, left, behind, game.state)
    ]
    found += _avoided(other, own)
    found += _kept(game.state, ahead, behind)
    if not found:
        found.append(_place_preferred(better, worse))
    found.sort(key=Reason.strength)
    return tuple(found)


def _matched(reason: Reason, others: tuple[Reason, ...]) -> bool:
    """Whether the other turn gives the same reason (at least as strongly, for a win), or a
    related one at the same place (``_RELATED``)."""
    kinds = _RELATED.get(reason.kind, frozenset({reason.kind}))
    for other in others:
        if other.kind not in kinds or (other.place, other.seat) != (reason.place, reason.seat):
            continue
        if reason.kind not in _WEIGHED or other.amount >= reason.amount:
            return True
    return False


def _also_held(reason: Reason, left: State, worse: TurnPreview, before: State) -> bool:
    """Whether the position the other turn leaves (``left``) already has what ``reason`` says
    the better turn brings: the mover leading the city or region though the other turn gives
    no reason of it (a lead held before and not contested), or an income that changes too, so
    that "your income grows by $N" would not be the difference between the turns."""
    seat, place = worse.seat, reason.place
    if reason.kind in (ReasonKind.CITY_LEAD_TAKEN, ReasonKind.CITY_LEAD_KEPT):
        assert place is not None
        return leads_city(left, seat, place)
    if reason.kind is ReasonKind.REGION_LEAD_TAKEN:
        assert place is not None
        return leads_region(left, seat, place)
    if reason.kind is ReasonKind.INCOME:
        return worse.income_after != rules.income(before, seat)
    return False


def _avoided(worse: tuple[Reason, ...], better: tuple[Reason, ...]) -> list[Reason]:
    """The other turn's dangers that the better one does not run."""
    kinds = {reason.kind for reason in better}
    ends = {ReasonKind.ENDS_GAME, ReasonKind.WINS_GAME} & kinds  # nobody moves after it
    found = []
    for reason in worse:
        if reason.kind is ReasonKind.RIVAL_CAN_END and not ends and reason.kind not in kinds:
            found.append(Reason(ReasonKind.RIVAL_STOPPED, seat=reason.seat))
        if reason.kind is ReasonKind.ENDS_GAME and not ends:
            found.append(Reason(ReasonKind.LOSING_END_AVOIDED, amount=reason.amount))
    return found


def _kept(before: State, better: TurnPreview, worse: TurnPreview) -> list[Reason]:
    """What the better turn keeps or builds that the other does not, in the positions the two
    leave: tiles, dollars, franchises on the board, places within reach."""
    assert isinstance(better.move, TurnMove) and isinstance(worse.move, TurnMove)
    seat = better.seat
    found = []
    tiles = worse.move.bonuses_used() - better.move.bonuses_used()
    if tiles > 0:
        found.append(Reason(ReasonKind.TILE_KEPT, amount=tiles))
    # Dollars from the $10 are said by the tile's own reason: count only the rest.
    money = _own_money(better) - _own_money(worse)
    if money > 0:
        found.append(Reason(ReasonKind.MONEY_KEPT, amount=money))
    placed = _placed(better.move) - _placed(worse.move)
    if placed > 0:
        found.append(Reason(ReasonKind.MORE_FRANCHISES, amount=placed))
    elif placed < 0 and not found:
        found.append(Reason(ReasonKind.SUPPLY_KEPT, amount=-placed))
    reach = _reach(before, better.move, seat) - _reach(before, worse.move, seat)
    if reach > 0:
        found.append(Reason(ReasonKind.MORE_REACH, amount=reach))
    return found


def _place_preferred(better: TurnMove, worse: TurnMove) -> Reason:
    """The place the better turn builds in and the other does not (the first such): all that
    is left to say when the two turns score, keep and reach alike."""
    other = {*worse.expansions, *worse.increases, worse.double_share}
    own = (*better.expansions, *better.increases, better.double_share)
    place = next((p for p in own if p is not None and p not in other), None)
    return Reason(ReasonKind.PLACE_PREFERRED, place=place)


def _own_money(preview: TurnPreview) -> int:
    """Dollars in hand after the turn, less the $10 the turn took."""
    assert isinstance(preview.move, TurnMove)
    return preview.money_after - (BONUS_DOLLARS if preview.move.dollars else 0)


def _placed(move: TurnMove) -> int:
    return len(move.expansions) + len(move.increases) + (move.double_share is not None)


def _reach(before: State, move: TurnMove, seat: int) -> int:
    """The places ``seat`` could expand to after ``move``, from a dry run of it."""
    after = before.copy()
    rules.play(after, move)
    return len(rules.expansion_targets(after, seat))
