"""Turns near a good turn: one increase more or less, the $10 taken or left.

A heuristic ranks whole turns well but misjudges the last dollar: whether one more increase is
worth its money, or the $10 tile worth keeping for its points. Searches therefore try the
neighbours of their best candidates as well; each neighbour has passed the engine's check.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..core.errors import FranchiseError
from ..core.moves import TurnMove
from ..core.rules import check_move, increase_cities
from ..core.state import State


def neighbours(state: State, move: TurnMove) -> Iterator[TurnMove]:
    """Legal turns that differ from ``move`` by one increase, or by the $10 tile."""
    seat = state.current
    increases = list(move.increases)
    variants = [
        TurnMove.of(move.expansions, [*increases, city], move.double_share, move.dollars)
        for city in increase_cities(state, seat)
        if city not in increases
    ]
    variants += [
        TurnMove.of(
            move.expansions,
            increases[:i] + increases[i + 1 :],
            None if move.double_share == city else move.double_share,
            move.dollars,
        )
        for i, city in enumerate(increases)
    ]
    if move.double_share is None and len(move.expansions) < 2:
        variants.append(TurnMove.of(move.expansions, increases, None, not move.dollars))
    for variant in variants:
        if variant == move:
            continue
        try:
            check_move(state, variant)
        except FranchiseError:
            continue
        yield variant
