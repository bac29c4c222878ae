"""The computer levels that decide by heuristics alone: random, easy, medium and greedy.

Each is a generator (see ``levels``): it yields ``None`` between small steps of work and returns
the chosen move. Its randomness comes from the generator the level registry seeds.

- random: a uniformly random legal move (the arena's baseline).
- easy: plausible turns, chosen loosely; expands whenever it can (so a table of beginners plays
  a whole game); forgets bonus tiles; sometimes just picks any candidate.
- medium: tries each sensible turn (``candidates``) and keeps the one whose position looks best
  (``evaluation.utility``).
- greedy (the former hard): for its best turns it lets each opponent answer as a medium player
  would, then picks its own best reply, and keeps the turn that stands best after all that.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator

from ..game import Game
from ..moves import Move, TurnMove
from ..rules import play
from ..state import Phase, State
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


def think_random(game: Game, rng: random.Random) -> Thinking:
    return game.random_move(rng)
    yield  # a generator like the others


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


def think_greedy(game: Game, rng: random.Random, width: int = 6) -> Thinking:
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
