"""Two baselines of the laboratory: random, and round-ahead (the former hard).

- random: a uniformly random legal move (the arena's baseline).
- round-ahead: for its best turns it lets each opponent answer as a medium player would, then
  picks its own best reply, and keeps the turn that stands best a round ahead. (It was called
  "greedy", which it is not: the evaluation's weights still know it by that name,
  ``franchise.ai.learned.WEIGHT_KEYS``.)
Each is a generator like the page's levels (``franchise.ai.levels``).
"""

from __future__ import annotations

import random

from ..ai.evaluation import utility
from ..ai.players import NEAR_TIE, Thinking, pick_near_best, ranked
from ..core.game import Game
from ..core.moves import Move
from ..core.state import Phase


def think_random(game: Game, rng: random.Random) -> Thinking:
    return game.random_move(rng)
    yield  # a generator like the others


def think_round_ahead(game: Game, rng: random.Random, width: int = 6) -> Thinking:
    """Lookahead: each of the best ``width`` turns, answered by every opponent in turn."""
    seat = game.current
    options = yield from ranked(game)
    if not options:
        return game.random_move(rng)
    if game.state.phase is not Phase.TURN or len(options) == 1:
        return pick_near_best(options, rng, NEAR_TIE)
    looked: list[tuple[float, Move]] = []
    for _, move in options[:width]:
        line = game.clone()
        line.apply_unchecked(move, keep_undo=False)
        while not line.is_over() and line.current != seat:
            replies = yield from ranked(line, 30)
            line.apply_unchecked(replies[0][1], keep_undo=False)
        if not line.is_over():
            follow_up = yield from ranked(line, 30)
            value = follow_up[0][0]
        else:
            value = utility(line.state, seat)
        looked.append((value, move))
    looked.sort(key=lambda vm: -vm[0])
    return pick_near_best(looked, rng, NEAR_TIE)
