"""``flat``: the reference searcher that ``hard`` must beat at equal thinking time.

Plain flat Monte-Carlo (``mc``) spends its playouts on random turns. ``flat`` is what a
competent engineer builds in an afternoon with the same ingredients and nothing tuned:
- candidates: the turns the one-ply heuristic ranks best, plus the neighbours of the best few,
  screened again by the heuristic (``franchise.ai.screen``, which ``hard`` uses too);
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
from collections.abc import Generator

from ..ai.analysis import Analysis
from ..ai.halving import Arm, halve
from ..ai.outcome import reward, win_shares
from ..ai.screen import screened
from ..core.game import Game
from ..core.movegen import random_move
from ..core.rules import play
from ..core.state import Phase

Searching = Generator[None, None, Analysis]

#: Playout moves per decision; sets flat's CPU per move level with ``hard``'s (docs/strength.md).
PLAYOUT_MOVES = 20_000
#: Random moves played between two yields (a random move takes some 20 µs in CPython).
MOVES_PER_STEP = 32


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
