"""``flat``: the reference searcher that ``hard`` must beat at equal thinking time.

Plain flat Monte-Carlo (``mc``) spends its playouts on random turns. ``flat`` is what a
competent engineer builds in an afternoon with the same ingredients and nothing tuned:
- candidates: the turns the one-ply heuristic ranks best (``players.ranked``), plus the
  neighbours of the best few (one increase more or less, the $10 taken or left:
  ``refine.neighbours``), screened again by the heuristic, ``SCREENED`` kept;
- allocation: sequential halving (Karnin et al. 2013): the budget is split evenly over
  ``ceil(log2 candidates)`` rounds; in each round the surviving candidates share it evenly,
  one uniformly random playout to the end at a time, and the worse half (by mean reward,
  ``outcome.reward``) drops out;
- the budget counts moves played in playouts, like ``hard``'s, so a search is reproducible and
  takes about the same time at every stage of a game.
The survivor is the move; the win shares of its playouts are the chances (``Analysis``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator

from ..game import Game
from ..movegen import random_move
from ..moves import Move, TurnMove
from ..rules import play
from ..state import Phase, State
from .analysis import Analysis
from .candidates import candidate_moves
from .evaluation import utility
from .halving import Arm, halve
from .outcome import reward, win_shares
from .players import EVALUATIONS_PER_STEP, after
from .refine import neighbours

Searching = Generator[None, None, Analysis]

#: Playout moves per decision; sets flat's CPU per move level with ``hard``'s (docs/strength.md).
PLAYOUT_MOVES = 20_000
#: Candidates given playouts, and the best of them whose neighbours are screened too.
SCREENED = 16
REFINED = 4
#: Random moves played between two yields (a random move takes some 20 µs in CPython).
MOVES_PER_STEP = 32


def screened(
    game: Game, value: Callable[[State, int], float] = utility, limit: int = SCREENED
) -> Generator[None, None, list[Move]]:
    """The ``limit`` turns that ``value`` (by default the hand-made heuristic) likes best one
    move ahead, among the sensible candidates and the neighbours of the best ``REFINED``."""
    state, seat = game.state, game.current
    options = yield from _valued(state, seat, candidate_moves(game, 40), value)
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
    options += yield from _valued(state, seat, variants, value)
    options.sort(key=lambda option: -option[0])
    return [move for _, move in options[:limit]]


def _valued(
    state: State, seat: int, moves: list[Move], value: Callable[[State, int], float]
) -> Generator[None, None, list[tuple[float, Move]]]:
    """``value`` after each move for ``seat``, best first, ties in the given order."""
    scored = []
    for i, move in enumerate(moves, 1):
        scored.append((value(after(state, move), seat), i, move))
        if i % EVALUATIONS_PER_STEP == 0 or i == len(moves):
            yield
    scored.sort(key=lambda t: (-t[0], t[1]))
    return [(v, move) for v, _, move in scored]


def flat_search(game: Game, rng: random.Random, budget: int) -> Searching:
    """Sequential halving over the screened turns for ``budget`` playout moves."""
    seat = game.current
    moves = yield from screened(game)

    def playout(arm: Arm) -> Generator[None, None, int]:
        """One uniformly random game after the arm's move; returns the moves it played."""
        state = game.state.copy()
        play(state, arm.move)
        played = 1
        while state.phase != Phase.OVER:
            play(state, random_move(state, rng))
            played += 1
            if played % MOVES_PER_STEP == 0:
                yield
        shares = win_shares(state)
        arm.record(reward(state, seat, shares), shares)
        yield
        return played

    return (yield from halve(moves, game.players, budget, playout))
