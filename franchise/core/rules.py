"""The rules of Franchise: checking a move and carrying it out.

``check_move`` raises ``IllegalMoveError`` with a message in players' terms; ``play`` applies a
move it trusts (the fast path that search and random playouts use) and reports what happened
through an optional event list. Phases follow the rulebook: income, expand, increase, open and
score cities, score regions; then the end conditions. docs/RULINGS.md fixes the ambiguous
readings; the comments below cite it by name (R-...) where a line depends on one. Scoring
a region and the end of the game live in ``franchise.core.scoring``, their names shown here too.
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import itemgetter

from .board import BOARD
from .errors import GameOverError, IllegalMoveError, Refusal
from .events import (
    BonusUsed,
    CityScored,
    CityScoring,
    EndReason,
    Event,
    Expanded,
    FranchiseOpened,
    IncomeCollected,
    IncreasePaid,
    ReferenceMarked,
    StartPlaced,
)
from .moves import BONUS_DOLLARS, Move, StartMove, TurnMove
from .scoring import UNUSED_TILE_POINTS as UNUSED_TILE_POINTS
from .scoring import end_game, score_region
from .scoring import final_bonus as final_bonus
from .scoring import projected_scores as projected_scores
from .scoring import region_ranking as region_ranking
from .state import Phase, State, close_city, put_franchise

_PLACES = BOARD.places
_IS_CITY = tuple(p.is_city for p in BOARD.places)
_REGION_OF = tuple(p.region for p in BOARD.places)
#: ``_COUNT_ON[p](counts)``: a seat's franchise count on place p, from its counts by place.
_COUNT_ON = tuple(itemgetter(place) for place in range(len(_PLACES)))
_RED_ZONE_START = BOARD.red_zone_start
#: Bound once: looking up an enum member costs more than the comparison (CPython 3.11).
_MAJORITY, _MOST, _TIE = CityScoring.MAJORITY, CityScoring.MOST, CityScoring.TIE
#: The most free spaces an income can be read for: every space of every city (a table deals
#: the same city tiles in another order, so its cities hold as many spaces as the board's).
_MOST_FREE = sum(p.spaces for p in BOARD.places if p.is_city)
#: ``_INCOME[n][free]``: dollars for ``free`` free spaces with n players, for every count of
#: free spaces there can be, so reading it needs no bounds check.
_INCOME = {
    n: tuple(BOARD.income(n, free) for free in range(_MOST_FREE + 1)) for n in BOARD.income_charts
}


def free_spaces_for_income(state: State, seat: int) -> int:
    """Free spaces of every unscored city where ``seat`` has a franchise (phase 1)."""
    return state.income_spaces[seat]


def income(state: State, seat: int) -> int:
    """Dollars ``seat`` collects at the start of their next turn."""
    return _INCOME[state.players][state.income_spaces[seat]]


def expansion_targets(state: State, seat: int) -> Mapping[int, tuple[int, int]]:
    """Every place ``seat`` may expand to: target -> (cheapest link cost, its source place).

    Sources are places holding the seat's own franchises (towns, unscored or scored cities),
    never an expansion marker. Towns must be empty; cities unscored, with a free space and none
    of the seat's franchises (docs/RULINGS.md, R-target). The state keeps this up to date as
    franchises arrive (``franchise.core.state.put_franchise``); the mapping is read-only.
    """
    return state.targets[seat]


def increase_cities(state: State, seat: int) -> list[int]:
    """Cities where ``seat`` may increase market share: own franchise, unscored, a free space."""
    return state.open_cities[seat][:]


def bonus_allowed(state: State, seat: int) -> bool:
    """A bonus tile may be used: one left, not in the first turn (docs/RULINGS.md, R-bonus-turn)."""
    return state.bonus_left[seat] > 0 and state.turns_taken[seat] > 0


# --------------------------------------------------------------------------- validation


def check_move(state: State, move: Move) -> None:
    """Raise ``IllegalMoveError`` (in players' words) unless ``move`` is legal now."""
    if state.phase is Phase.OVER:
        raise GameOverError(Refusal.GAME_OVER)
    if isinstance(move, StartMove):
        _check_start(state, move)
    elif isinstance(move, TurnMove):
        _check_turn(state, move)
    else:
        raise IllegalMoveError(Refusal.NOT_A_MOVE, text=repr(move))


def _check_start(state: State, move: StartMove) -> None:
    if state.phase is not Phase.START:
        raise IllegalMoveError(Refusal.START_DONE)
    town = move.town
    if not 0 <= town < len(_PLACES):
        raise IllegalMoveError(Refusal.NO_SUCH_PLACE)
    if _IS_CITY[town]:
        raise IllegalMoveError(Refusal.START_IN_CITY, place=town)
    if not state.table.place_active(town):
        raise IllegalMoveError(Refusal.OUT_OF_PLAY, place=town, players=state.players)
    if state.fill[town]:
        raise IllegalMoveError(Refusal.TAKEN, place=town)


def _check_turn(state: State, move: TurnMove) -> None:
    if state.phase is not Phase.TURN:
        raise IllegalMoveError(Refusal.START_FIRST)
    seat = state.current
    for place in (*move.expansions, *move.increases):
        if not 0 <= place < len(_PLACES):
            raise IllegalMoveError(Refusal.NO_SUCH_PLACE)
    if move.bonuses_used() > 1:
        raise IllegalMoveError(Refusal.ONE_BONUS)
    if move.bonus is not None:
        if state.turns_taken[seat] == 0:
            raise IllegalMoveError(Refusal.BONUS_FIRST_TURN)
        if state.bonus_left[seat] == 0:
            raise IllegalMoveError(Refusal.NO_BONUS_LEFT)
    if len(move.expansions) > 2:
        raise IllegalMoveError(Refusal.TOO_MANY_EXPANSIONS)
    if len(set(move.expansions)) != len(move.expansions):
        raise IllegalMoveError(Refusal.SAME_TARGET_TWICE, place=move.expansions[0])
    targets = expansion_targets(state, seat)
    link_cost = 0
    for place in move.expansions:
        if place not in targets:
            raise _why_not_target(state, seat, place)
        link_cost += targets[place][0]
    _check_increases(state, seat, move)
    needed = len(move.expansions) + len(move.increases) + (move.double_share is not None)
    if needed > state.supply[seat]:
        raise IllegalMoveError(Refusal.NEED_FRANCHISES, needed=needed, have=state.supply[seat])
    cost = link_cost + len(move.increases)
    available = state.money[seat] + income(state, seat) + (10 if move.dollars else 0)
    if cost > available:
        raise IllegalMoveError(Refusal.NEED_MONEY, needed=cost, have=available)


def _why_not_target(state: State, seat: int, place: int) -> IllegalMoveError:
    """The refusal for an expansion to ``place``, naming the first rule it breaks."""
    if not state.table.place_active(place):
        return IllegalMoveError(Refusal.OUT_OF_PLAY, place=place, players=state.players)
    if _IS_CITY[place]:
        if state.scored[place]:
            return IllegalMoveError(Refusal.ALREADY_SCORED, place=place)
        if state.counts[seat][place]:
            return IllegalMoveError(Refusal.ALREADY_PRESENT, place=place)
        if state.free_spaces(place) == 0:
            return IllegalMoveError(Refusal.NO_FREE_SPACE, place=place)
    elif state.fill[place]:
        return IllegalMoveError(Refusal.TAKEN, place=place)
    return IllegalMoveError(Refusal.NOT_LINKED, place=place)


def _check_increases(state: State, seat: int, move: TurnMove) -> None:
    if len(set(move.increases)) != len(move.increases):
        raise IllegalMoveError(Refusal.ONE_INCREASE_PER_CITY)
    for city in move.increases:
        if not _IS_CITY[city]:
            raise IllegalMoveError(Refusal.INCREASE_IN_TOWN, place=city)
        if city in move.expansions:
            raise IllegalMoveError(Refusal.INCREASE_WHERE_EXPANDING, place=city)
        if state.scored[city]:
            raise IllegalMoveError(Refusal.ALREADY_SCORED, place=city)
        if not state.counts[seat][city]:
            raise IllegalMoveError(Refusal.NO_FRANCHISE_THERE, place=city)
        if state.free_spaces(city) == 0:
            raise IllegalMoveError(Refusal.NO_FREE_SPACE, place=city)
    double = move.double_share
    if double is not None:
        if double not in move.increases:
            raise IllegalMoveError(Refusal.DOUBLE_NOT_INCREASED)
        if state.free_spaces(double) < 2:
            raise IllegalMoveError(Refusal.DOUBLE_NEEDS_TWO_SPACES, place=double)


# --------------------------------------------------------------------------- carrying out


def play(state: State, move: Move, events: list[Event] | None = None) -> None:
    """Apply a legal move in place. No checks: call ``check_move`` first for untrusted moves."""
    if isinstance(move, StartMove):
        _play_start(state, move, events)
    else:
        _play_turn(state, move, events)
    state.moves_played += 1


def _play_start(state: State, move: StartMove, events: list[Event] | None) -> None:
    seat = state.start_queue.pop(0)
    put_franchise(state, seat, move.town)
    if events is not None:
        events.append(StartPlaced(seat, move.town))
    if state.start_queue:
        state.current = state.start_queue[0]
    else:
        state.phase = Phase.TURN
        state.current = 0


def _play_turn(state: State, move: TurnMove, events: list[Event] | None) -> None:
    seat = state.current
    money = state.money
    expansions, increases, double, dollars = move  # one unpacking, not four attribute reads
    # Phase 1: income.
    free = state.income_spaces[seat]  # free_spaces_for_income, without the call
    collected = _INCOME[state.players][free]
    money[seat] += collected
    if events is not None:
        events.append(IncomeCollected(seat, free, collected))
    if dollars or double is not None or len(expansions) > 1:  # a bonus tile
        state.bonus_left[seat] -= 1
        if events is not None:
            events.append(BonusUsed(seat, move.bonus, state.bonus_left[seat]))
        if dollars:  # docs/RULINGS.md, R-ten-dollars: pays this turn.
            money[seat] += BONUS_DOLLARS
    # Phase 2: expand (markers), paying the cheapest link from the seat's own franchises.
    if expansions:
        targets = state.targets[seat]
        for place in expansions:
            cost, source = targets[place]
            money[seat] -= cost
            if events is not None:
                events.append(Expanded(seat, place, source, cost))
    # Phase 3: increases go to the city centres (paid one each; the doubled one is free).
    money[seat] -= len(increases)
    if events is not None:
        for city in increases:
            events.append(IncreasePaid(seat, city, 2 if city == double else 1, 1))
    # Phase 4: markers become franchises, then centre franchises move onto spaces, one place
    # after another (expansions first; no expansion is the doubled city), each city scored if
    # it is full or held by a majority.
    # docs/RULINGS.md, R-reference: franchises still committed to this turn are not available
    # for a reference franchise, so each batch knows how many of the turn's franchises follow it.
    committed = len(expansions) + len(increases) + (double is not None)
    complete: list[int] = []
    fill = state.fill
    open_places = state.open_places
    spaces_of = state.table.spaces
    held = state.counts[seat]
    for place in expansions + increases if increases else expansions:
        franchises = 2 if place == double else 1
        committed -= franchises
        while franchises:  # not ``for _ in range``: most places take one franchise
            space = put_franchise(state, seat, place)
            if events is not None:
                events.append(FranchiseOpened(seat, place, space))
            franchises -= 1
        if _IS_CITY[place]:
            spaces = spaces_of[place]
            if len(fill[place]) < spaces and held[place] * 2 <= spaces:
                continue
            _score_city(state, seat, place, committed, events)
        if not open_places[_REGION_OF[place]]:  # nothing left open in the region
            complete.append(_REGION_OF[place])
    # Phase 5: regions whose towns are all taken and cities all scored, in board order.
    if complete:
        for region in sorted(set(complete)):
            if not state.region_done[region]:
                score_region(state, seat, region, events)
    state.turns_taken[seat] += 1
    if expansions:
        state.no_expansion_streak = 0
    else:
        state.no_expansion_streak += 1
    # The end of the game, or the next seat's turn.
    if len(state.track) > _RED_ZONE_START:
        end_game(state, EndReason.RED_ZONE, events)
    elif state.no_expansion_streak >= state.players:
        end_game(state, EndReason.NO_EXPANSION, events)
    else:
        state.current = (seat + 1) % state.players


def _score_city(
    state: State, active: int, city: int, committed: int, events: list[Event] | None
) -> None:
    """Score a full or majority city; ``committed``: the turn's franchises still to be placed."""
    spaces = state.table.spaces[city]
    fill = state.fill[city]
    counts = state.counts
    if counts[active][city] * 2 > spaces:
        # The usual case: the active seat's franchise brought a majority, and nobody else can
        # hold one too, so no one else's count need be read.
        scorer, influence, reason = active, spaces, _MAJORITY
    else:
        held = list(map(_COUNT_ON[city], counts))  # every seat's franchises there, mapped in C
        most = max(held)
        if most * 2 > spaces:
            scorer, influence, reason = held.index(most), spaces, _MAJORITY
        elif held.count(most) == 1:
            scorer, influence, reason = held.index(most), spaces // 2, _MOST
        else:  # a tie: the first of the tied seats to have opened there
            scorer = next(owner for owner in fill if held[owner] == most)
            influence, reason = spaces // 2, _TIE
    state.influence[scorer] += influence
    close_city(state, city)
    returned = counts[scorer][city] - 1
    if returned:
        # The scorer keeps its first franchise there; none comes before it.
        first = fill.index(scorer) + 1
        state.fill[city] = fill[:first] + tuple([o for o in fill[first:] if o != scorer])
        counts[scorer][city] = 1
        state.supply[scorer] += returned
    region = _REGION_OF[city]
    if events is not None:
        events.append(CityScored(city, scorer, influence, reason, returned))
    if state.region_ref[region] == -1:
        # docs/RULINGS.md, R-reference: the active player becomes the reference even when no
        # franchise is left for it beyond those this turn still places.
        state.region_ref[region] = active
        if state.supply[active] > committed:
            state.supply[active] -= 1
            state.reference_franchises[active] += 1
        if events is not None:
            events.append(ReferenceMarked(region, active))
