"""Claims that compare two turns: what the better turn does that the other does not.

A reason given for one turn against another (``contrast``) is true when it holds of the
better turn and what it says is not true of the other: a lead taken is not the other turn's
lead or score at that place, an amount is the difference between the two turns' figures
(so the other turn's figure is nothing for a reason worded of the better turn alone, "your
income grows by $2"), a win by more points is not the other turn's. The kinds that only
compare (``CONTRAST_KINDS``) are read from the two positions the turns leave.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core import rules
from ..core.game import Game
from ..core.moves import BONUS_DOLLARS, Move
from ..core.state import State
from .claims import (
    CHECKS,
    Played,
    city_gain,
    first_in_city,
    first_in_region,
    income_gain,
    margin,
    played,
    rank,
    region_gain,
    track_gain,
)
from .preview import end_threat
from .reasons import CONTRAST_KINDS, Reason, ReasonKind


def _reach(state: State, seat: int) -> int:
    return len(rules.expansion_targets(state, seat))


def _placed(turn: Played) -> int:
    """Franchises the turn puts on the board: one per expansion and increase, one for the
    second franchise of a double share."""
    move = turn.move
    return len(move.expansions) + len(move.increases) + (move.double_share is not None)


def _money(turn: Played) -> int:
    """Dollars in hand after the turn, less the $10 the turn took (said by the tile)."""
    return turn.after.money[turn.seat] - (BONUS_DOLLARS if turn.move.dollars else 0)


def _builds_in(turn: Played, place: int) -> bool:
    move = turn.move
    return place in (*move.expansions, *move.increases, move.double_share)


def _stopped(better: Played, worse: Played, reason: Reason) -> bool:
    threat = None if worse.over else end_threat(worse.game, worse.move)
    kept = None if better.over else end_threat(better.game, better.move)
    return threat is not None and threat.closer == reason.seat and kept is None


#: A claim comparing two turns: whether ``reason`` is true of ``better`` against ``worse``.
Comparison = Callable[[Played, Played, Reason], bool]

COMPARISONS: dict[ReasonKind, Comparison] = {
    ReasonKind.RIVAL_STOPPED: _stopped,
    ReasonKind.LOSING_END_AVOIDED: lambda b, w, r: (
        not b.over
        and w.over
        and w.seat not in w.after.winners
        and r.amount == rank(w.after, w.seat)
    ),
    ReasonKind.TILE_KEPT: lambda b, w, r: (
        r.amount > 0 and r.amount == b.after.bonus_left[b.seat] - w.after.bonus_left[w.seat]
    ),
    ReasonKind.MONEY_KEPT: lambda b, w, r: r.amount > 0 and r.amount == _money(b) - _money(w),
    ReasonKind.MORE_FRANCHISES: lambda b, w, r: (
        r.amount > 0 and r.amount == _placed(b) - _placed(w)
    ),
    ReasonKind.SUPPLY_KEPT: lambda b, w, r: r.amount > 0 and r.amount == _placed(w) - _placed(b),
    ReasonKind.MORE_REACH: lambda b, w, r: (
        r.amount > 0 and r.amount == _reach(b.after, b.seat) - _reach(w.after, w.seat)
    ),
    ReasonKind.PLACE_PREFERRED: lambda b, w, r: (
        r.place is None or (_builds_in(b, r.place) and not _builds_in(w, r.place))
    ),
}


def _not_of_worse(worse: Played, reason: Reason) -> bool:
    """What ``reason`` says of the better turn is not true of ``worse``: for an amount, the
    other turn's figure is nothing, so the amount is the difference; for a lead, the other
    turn neither scores nor leads the place; for the rest, the same claim is false of it."""
    kind, place, seat = reason.kind, reason.place, worse.seat
    if kind is ReasonKind.CITY_SCORED:
        return city_gain(worse, place) == 0
    if kind is ReasonKind.REGION_SCORED:
        return region_gain(worse, place) == 0
    if kind is ReasonKind.TRACK:
        return track_gain(worse, place) == 0
    if kind is ReasonKind.INCOME:
        return income_gain(worse) == 0
    if kind in (ReasonKind.CITY_LEAD_TAKEN, ReasonKind.CITY_LEAD_KEPT):
        assert place is not None
        return city_gain(worse, place) == 0 and not first_in_city(worse.after, seat, place)
    if kind is ReasonKind.REGION_LEAD_TAKEN:
        assert place is not None
        scored = region_gain(worse, place) > 0
        return not scored and not first_in_region(worse.after, seat, place)
    if kind is ReasonKind.WINS_GAME:  # the other turn does not win by as much
        wins = worse.over and seat in worse.after.winners
        return not (wins and margin(worse.after, seat) >= reason.amount)
    return not CHECKS[kind](worse, reason)


def contrast_holds(game: Game, better: Move, worse: Move, reason: Reason) -> bool:
    """Whether ``reason``, said of ``better`` against ``worse`` at ``game``'s position ("what
    the better turn does that the other does not"), is true there."""
    ahead, behind = played(game, better), played(game, worse)
    if reason.kind in CONTRAST_KINDS:
        return COMPARISONS[reason.kind](ahead, behind, reason)
    return CHECKS[reason.kind](ahead, reason) and _not_of_worse(behind, reason)
