"""The screen of candidate turns that ``hard`` searches (and the laboratory's ``flat``).

The turns a one-ply evaluation likes best, among the sensible candidates (``candidates``) and
the neighbours of the best few (one increase more or less, the $10 taken or left:
``refine.neighbours``), screened again by the same evaluation, ``SCREENED`` kept. ``hard``
screens with the learned evaluation, ``hard2`` and ``flat`` (the laboratory's) with the
hand-made heuristic.
"""

from __future__ import annotations

from collections.abc import Callable, Generator

from ..core.game import Game
from ..core.moves import Move, TurnMove
from ..core.state import Phase, State
from .candidates import candidate_moves
from .evaluation import utility
from .players import EVALUATIONS_PER_STEP, after
from .refine import neighbours

#: Candidates given playouts, and the best of them whose neighbours are screened too.
SCREENED = 16
REFINED = 4


def screened(
    game: Game, value: Callable[[State, int], float] = utility, limit: int = SCREENED
) -> Generator[None, None, list[Move]]:
    """The ``limit`` turns that ``value`` (by default the hand-made heuristic) likes best one
    move ahead, among the sensible candidates and the neighbours of the best ``REFINED``."""
    state, seat = game.state, game.current
    options = yield from valued(state, seat, candidate_moves(game, 40), value)
    if state.phase != Phase.TURN:
        return [move for _, move in options[:limit]]
    seen = {move for _, move in options}
    variants = []
    for _, move in options[:REFINED]:
        assert isinstance(move, TurnMove)
        for variant in neighbours(state, move):
            if variant not in seen:
                seen.add(variant)
                variants.append(variant)
    options += yield from valued(state, seat, variants, value)
    options.sort(key=lambda option: -option[0])
    return [move for _, move in options[:limit]]


def valued(
    state: State, seat: int, moves: list[Move], value: Callable[[State, int], float]
) -> Generator[None, None, list[tuple[float, Move]]]:
    """``value`` after each move for ``seat``, best first, ties in the given order (also how
    ``lookahead.best_reply`` picks a rival's answer)."""
    scored = []
    for i, move in enumerate(moves, 1):
        scored.append((value(after(state, move), seat), i, move))
        if i % EVALUATIONS_PER_STEP == 0 or i == len(moves):
            yield
    scored.sort(key=lambda t: (-t[0], t[1]))
    return [(v, move) for v, _, move in scored]
