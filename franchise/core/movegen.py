"""Legal moves: list them, count them, or draw one uniformly at random without listing.

The structure of a turn (``franchise.core.turnplan``) makes the number of legal turns a sum of
binomial coefficients, which ``count_moves`` computes and ``random_move`` samples from exactly
(``franchise.core.sampling``), so computer players can draw uniformly among millions of turns
(late-game positions with many cities) in microseconds.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations

from .board import BOARD
from .moves import Bonus, Move, StartMove, turn_of_fields
from .sampling import draw_from_groups, propose
from .state import Phase, State
from .turnplan import TurnPlan

#: Bound once: looking up an enum member costs more than the comparison (CPython 3.11).
_START = Phase.START
_TOWNS = tuple(p.index for p in BOARD.places if not p.is_city)
#: Combinations ``random_move`` tries before it counts exactly; random play needs 1.3 on average.
PROPOSALS = 6


def start_moves(state: State) -> list[StartMove]:
    """Empty towns in play: where the next player may open their first franchise."""
    return [StartMove(town) for town in _TOWNS if not state.fill[town]]


def legal_moves(state: State) -> Iterator[Move]:
    """Every legal move in a deterministic order (may be very many late in a game)."""
    if state.phase == Phase.START:
        yield from start_moves(state)
        return
    if state.phase != Phase.TURN:
        return
    plan = TurnPlan(state)
    for choice in plan.choices():
        share = choice.bonus is Bonus.SHARE
        dollars = choice.bonus is Bonus.DOLLARS
        for size in range(1 if share else 0, choice.most + 1):
            for chosen in combinations(plan.eligible, size):
                if not share:
                    yield turn_of_fields((choice.expansions, chosen, None, dollars))
                    continue
                for double in chosen:
                    if double in plan.doubles:
                        yield turn_of_fields((choice.expansions, chosen, double, False))


def count_moves(state: State) -> int:
    """How many legal moves there are, without listing them."""
    if state.phase == Phase.START:
        return len(start_moves(state))
    if state.phase != Phase.TURN:
        return 0
    return sum([group[0] for group in TurnPlan(state).groups()])


def random_move(state: State, rng: random.Random) -> Move:
    """A legal move drawn uniformly from all legal moves, without listing them.

    Usually a few draws from every combination of the turn's parts, ignoring money and supply,
    until one can be paid (rejection sampling: each legal turn is one combination, so the one
    accepted is uniform among them). Positions where most combinations are too dear fall back
    to drawing among the counted groups, which is exact but slower.
    """
    if state.phase == _START:  # the same draw as rng.choice(start_moves(state)), one move made
        fill = state.fill
        return StartMove(rng.choice([town for town in _TOWNS if not fill[town]]))
    plan = TurnPlan(state)
    move = propose(plan, rng, PROPOSALS)
    return draw_from_groups(plan, rng) if move is None else move
