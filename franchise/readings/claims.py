"""A sentence is a claim, and a claim is checked against the engine (issue 65).

Players found sentences the board contradicted: "you take the lead in Dallas" of a turn that
only differed from theirs in how it held Dallas, an income grown "by $1" where the two
turns' incomes were $2 apart. So each reason kind has a predicate here, ``holds(game, move,
reason)``, that reads the claim from the engine's own positions (the move played with
``rules.play`` on a copy of the state, the events it gives, the rules' income, targets and
rankings), not from the code that made the reason (``reasons``, ``contrast``); and
``comparisons.contrast_holds`` checks a reason given for one turn against another: it holds
of the better turn, and what it says is not true of the other (an amount is the difference
between the two turns' figures). ``CHECKS`` and ``comparisons.COMPARISONS`` are keyed
by the closed set of kinds; docs/CLAIMS.md tells each kind's claim in words.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core import rules
from ..core.board import BOARD
from ..core.events import CityScored, Event, RegionScored, TrackBonus
from ..core.game import Game
from ..core.moves import BONUS_DOLLARS, Move, TurnMove
from ..core.state import Phase, State
from ..values import valueclass
from .preview import end_threat
from .reasons import CONTRAST_KINDS, Reason, ReasonKind


@valueclass
class Played:
    """A turn as the engine plays it: the position before, the one after, its events."""

    game: Game
    move: TurnMove
    seat: int
    before: State
    after: State
    events: tuple[Event, ...]

    @property
    def over(self) -> bool:
        return self.after.phase is Phase.OVER


def played(game: Game, move: Move) -> Played:
    """``move`` played by the engine on a copy of ``game``'s position."""
    assert isinstance(move, TurnMove)
    after = game.state.copy()
    events: list[Event] = []
    rules.play(after, move, events)
    return Played(game, move, game.current, game.state, after, tuple(events))


def margin(state: State, seat: int) -> int:
    return state.influence[seat] - max(s for o, s in enumerate(state.influence) if o != seat)


def rank(state: State, seat: int) -> int:
    key = [(state.influence[s], rules.final_bonus(state, s)[0]) for s in range(state.players)]
    return 1 + sum(other > key[seat] for other in key)


def first_in_city(state: State, seat: int, city: int) -> bool:
    mine = state.counts[seat][city]
    return mine > 0 and all(state.counts[o][city] < mine for o in range(state.players) if o != seat)


def first_in_region(state: State, seat: int, region: int) -> bool:
    ranking = rules.region_ranking(state, region)
    return (
        bool(ranking)
        and ranking[0][0] == seat
        and (len(ranking) == 1 or ranking[1][1] < ranking[0][1])
    )


def _to_majority(state: State, seat: int, city: int) -> int:
    needed = state.table.spaces[city] // 2 + 1 - state.counts[seat][city]
    return needed if 0 < needed <= state.free_spaces(city) else 0


def city_gain(turn: Played, city: int | None) -> int:
    return sum(
        e.influence
        for e in turn.events
        if isinstance(e, CityScored) and e.city == city and e.seat == turn.seat
    )


def region_gain(turn: Played, region: int | None) -> int:
    return sum(
        influence
        for e in turn.events
        if isinstance(e, RegionScored) and e.region == region
        for seat, _count, influence in e.shares
        if seat == turn.seat
    )


def track_gain(turn: Played, region: int | None) -> int:
    return sum(
        e.influence
        for e in turn.events
        if isinstance(e, TrackBonus) and e.region == region and e.seat == turn.seat
    )


def income_gain(turn: Played) -> int:
    return rules.income(turn.after, turn.seat) - rules.income(turn.before, turn.seat)


def _city_lead(turn: Played, reason: Reason, kept: bool) -> bool:
    city, seat, after = reason.place, turn.seat, turn.after
    if city is None or not BOARD.places[city].is_city or after.scored[city]:
        return False
    if not first_in_city(after, seat, city) or reason.amount != _to_majority(after, seat, city):
        return False
    if not kept:
        return not first_in_city(turn.before, seat, city)
    rivals = any(after.counts[o][city] for o in range(after.players) if o != seat)
    return first_in_city(turn.before, seat, city) and rivals


def _region_lead(turn: Played, reason: Reason) -> bool:
    region, seat = reason.place, turn.seat
    return (
        region is not None
        and not turn.after.region_done[region]
        and first_in_region(turn.after, seat, region)
        and not first_in_region(turn.before, seat, region)
        and reason.amount == turn.after.open_places[region]
    )


def _short(turn: Played) -> int:
    """The dollars the turn is short without its $10: what the tile pays for."""
    return BONUS_DOLLARS - turn.after.money[turn.seat] if turn.move.dollars else 0


def _rival_can_end(turn: Played, reason: Reason) -> bool:
    threat = None if turn.over else end_threat(turn.game, turn.move)
    return threat is not None and threat.closer == reason.seat


#: A claim about one turn: whether ``reason`` is true of the turn the engine played.
Check = Callable[[Played, Reason], bool]

CHECKS: dict[ReasonKind, Check] = {
    ReasonKind.WINS_GAME: lambda t, r: (
        t.over and t.seat in t.after.winners and r.amount == max(0, margin(t.after, t.seat))
    ),
    ReasonKind.ENDS_GAME: lambda t, r: (
        t.over and t.seat not in t.after.winners and r.amount == rank(t.after, t.seat)
    ),
    ReasonKind.RIVAL_CAN_END: _rival_can_end,
    ReasonKind.CITY_SCORED: lambda t, r: r.amount > 0 and city_gain(t, r.place) == r.amount,
    ReasonKind.REGION_SCORED: lambda t, r: r.amount > 0 and region_gain(t, r.place) == r.amount,
    ReasonKind.TRACK: lambda t, r: r.amount > 0 and track_gain(t, r.place) == r.amount,
    ReasonKind.CITY_LEAD_TAKEN: lambda t, r: _city_lead(t, r, kept=False),
    ReasonKind.CITY_LEAD_KEPT: lambda t, r: _city_lead(t, r, kept=True),
    ReasonKind.REGION_LEAD_TAKEN: _region_lead,
    ReasonKind.KEEPS_GAME_GOING: lambda t, r: (
        not t.over and bool(t.move.expansions) and t.before.no_expansion_streak > 0
    ),
    ReasonKind.RED_ZONE_NEXT: lambda t, r: (
        not t.over and len(t.before.track) < BOARD.red_zone_start == len(t.after.track)
    ),
    ReasonKind.INCOME: lambda t, r: not t.over and r.amount > 0 and income_gain(t) == r.amount,
    ReasonKind.TILE_DOLLARS_PAYS: lambda t, r: (
        r.amount == _short(t) > 0 and (r.place is None or r.place in t.move.expansions)
    ),
    ReasonKind.TILE_DOLLARS_PAYS_TURN: lambda t, r: r.amount == _short(t) > 0,
    ReasonKind.TILE_DOLLARS_KEPT: lambda t, r: (
        t.move.dollars and _short(t) <= 0 and r.amount == BONUS_DOLLARS
    ),
    ReasonKind.TILE_EXPAND: lambda t, r: (
        len(t.move.expansions) > 1
        and r.place == t.move.expansions[-1]
        and t.after.counts[t.seat][r.place] > 0
    ),
    ReasonKind.TILE_SHARE: lambda t, r: r.place is not None and t.move.double_share == r.place,
}


def holds(game: Game, move: Move, reason: Reason) -> bool:
    """Whether ``reason``, said of playing ``move`` at ``game``'s position, is true there."""
    if reason.kind in CONTRAST_KINDS:
        raise ValueError(f"{reason.kind} compares two turns: use contrast_holds")
    return CHECKS[reason.kind](played(game, move), reason)
