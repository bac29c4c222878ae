"""A short list of sensible turns, instead of every legal one.

Late in a game a player may have millions of legal turns (every subset of their cities to
increase in, times every expansion, times the bonus options). Players who think about moves need
a few dozen worth thinking about. A turn is built from parts that barely interact (see
``franchise.core.movegen``), so this module ranks each part on its own and combines the best:
- expansions: none, each target, and (with the bonus tile) the best pairs;
- increases: cities ranked by how close they bring a majority or a scoring, taken greedily as
  money and supply allow, plus "no increase";
- bonus tiles: $10 when money is short, double share on the best increase city.
Every turn it returns has passed the engine's own check.
"""

from __future__ import annotations

from itertools import combinations

from ..core.errors import FranchiseError
from ..core.game import Game
from ..core.movegen import start_moves
from ..core.moves import Move, TurnMove
from ..core.rules import bonus_allowed, check_move, expansion_targets, income, increase_cities
from ..core.state import Phase, State
from .policy import increase_value

MAX_PAIRS = 6


def expansion_priority(state: State, seat: int, place: int, cost: int) -> float:
    """How attractive a target is: value of the city, cheapness, and the region's prospects."""
    spaces = state.table.spaces[place]
    free = state.free_spaces(place)
    if spaces == 1:  # a town: a permanent point, region presence, a new source
        worth = 3.0
    else:
        occupied = spaces - free
        worth = spaces * (1.2 if occupied == 0 else 0.8 / occupied)
        if free == 1:
            worth += spaces / 2  # completes the city (and may score it for the leader)
    return worth - 0.8 * cost


def candidate_moves(game: Game, limit: int = 60) -> list[Move]:
    """Up to ``limit`` legal moves, the most promising first (deterministic)."""
    return candidate_turns(game.state, limit)


def candidate_turns(state: State, limit: int = 60) -> list[Move]:
    """``candidate_moves`` of a bare ``State``, for searches that look ahead without a ``Game``."""
    if state.phase is Phase.START:
        return list(start_moves(state))
    if state.phase is not Phase.TURN:
        return []
    seat = state.current
    money = state.money[seat] + income(state, seat)
    supply = state.supply[seat]
    targets = expansion_targets(state, seat)
    ranked_targets = sorted(
        targets, key=lambda p: -expansion_priority(state, seat, p, targets[p][0])
    )
    cities = sorted(
        (c for c in increase_cities(state, seat) if increase_value(state, seat, c, True) >= 0),
        key=lambda c: -increase_value(state, seat, c, True),
    )
    expansion_sets: list[tuple[tuple[int, ...], int]] = [((), 0)]
    expansion_sets += [((p,), targets[p][0]) for p in ranked_targets[:12]]
    bonus = bonus_allowed(state, seat)
    pairs = []
    if bonus and len(ranked_targets) >= 2:
        best = ranked_targets[:5]
        pairs = [((a, b), targets[a][0] + targets[b][0]) for a, b in combinations(best, 2)]
        pairs = pairs[:MAX_PAIRS]
    moves: list[Move] = []
    seen: set[Move] = set()

    def add(move: TurnMove) -> None:
        if move in seen:
            return
        try:
            check_move(state, move)
        except FranchiseError:
            return
        seen.add(move)
        moves.append(move)

    for dollars in (False, True) if bonus else (False,):
        budget_base = money + (10 if dollars else 0)
        if dollars and money >= 6:
            continue  # $10 when money is short, not as a habit
        for expansions, cost in expansion_sets:
            budget = min(budget_base - cost, supply - len(expansions))
            if budget < 0:
                continue
            for size in _sizes(len(cities), budget):
                add(TurnMove.of(expansions, cities[:size], None, dollars))
    for expansions, cost in pairs:
        budget = min(money - cost, supply - 2)
        for size in _sizes(len(cities), budget):
            add(TurnMove.of(expansions, cities[:size]))
    if bonus and cities:
        doubles = [c for c in cities if state.free_spaces(c) >= 2][:2]
        for double in doubles:
            for expansions, cost in expansion_sets[:4]:
                budget = min(money - cost, supply - len(expansions) - 1)
                rest = [c for c in cities if c != double]
                for size in _sizes(len(rest), budget - 1):
                    add(TurnMove.of(expansions, [double, *rest[:size]], double))
    return moves[:limit]


def _sizes(available: int, budget: int) -> list[int]:
    """Greedy prefix sizes worth trying: none, one, all affordable, and the middle."""
    most = min(available, budget)
    if most < 0:
        return []
    return sorted({0, min(1, most), most // 2, most})
