"""The page's computer levels that decide by heuristics alone: easy and medium.

Each is a generator (see ``levels``): it yields ``None`` between small steps of work and returns
the chosen move. Its randomness comes from the generator the level registry seeds.

- easy: plausible turns, chosen loosely; expands whenever it can (so a table of beginners plays
  a whole game); forgets bonus tiles; sometimes just picks any candidate.
- medium: tries each sensible turn (``candidates``) and keeps the one whose position looks best
  (``evaluation.utility``).
The laboratory's random and round-ahead levels (franchise/lab/baselines.py) build on ``ranked``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator

from ..core.game import Game
from ..core.moves import Move, TurnMove
from ..core.rules import play
from ..core.state import State
from .candidates import candidate_moves
from .evaluation import utility

#: Turns whose values differ by less than this are treated as equally good.
NEAR_TIE = 0.3
#: Positions evaluated between two yields (each takes up to about 0.15 ms in CPython).
EVALUATIONS_PER_STEP = 2
Thinking = Generator[None, None, Move]


def after(state: State, move: Move) -> State:
    """The position after ``move`` (a copy; the original is untouched)."""
    result = state.copy()
    play(result, move)
    return result


def ranked(game: Game, limit: int = 60) -> Generator[None, None, list[tuple[float, Move]]]:
    """Candidates with the mover's utility after each, best first (yields between steps)."""
    seat = game.current
    scored = []
    moves = candidate_moves(game, limit)
    for i, move in enumerate(moves, 1):
        scored.append((utility(after(game.state, move), seat), i, move))
        if i % EVALUATIONS_PER_STEP == 0 or i == len(moves):
            yield
    scored.sort(key=lambda t: (-t[0], t[1]))
    return [(value, move) for value, _, move in scored]


def pick_near_best(options: list[tuple[float, Move]], rng: random.Random, margin: float) -> Move:
    """One of the moves within ``margin`` of the best: near-equal turns vary from game to game."""
    best = options[0][0]
    return rng.choice([move for value, move in options if value >= best - margin])


def think_easy(game: Game, rng: random.Random) -> Thinking:
    options = yield from ranked(game, 30)
    options = [(v, m) for v, m in options if not (isinstance(m, TurnMove) and m.bonus)]
    expanding = [(v, m) for v, m in options if isinstance(m, TurnMove) and m.expansions]
    options = expanding or options
    if not options:
        return game.random_move(rng)
    if rng.random() < 0.3:
        return rng.choice(options)[1]
    best = options[0][0]
    weights = [math.exp((value - best) / 3.0) for value, _ in options]
    return rng.choices([m for _, m in options], weights)[0]


def think_medium(game: Game, rng: random.Random) -> Thinking:
    options = yield from ranked(game)
    return pick_near_best(options, rng, NEAR_TIE) if options else game.random_move(rng)
