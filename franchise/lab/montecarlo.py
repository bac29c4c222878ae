"""``mc``: plain flat Monte-Carlo, the yardstick that ``hard`` is measured against.

It knows nothing about the game beyond the rules: it draws ``candidates`` moves uniformly at
random (``random_move``, duplicates drawn again a few times) plus ``pass``, plays ``playouts``
uniformly random games after each, and keeps the move whose games scored best (the same
reward as ``hard``: ``outcome.reward``). ``mc:P`` sets the playouts per candidate,
``mc:P:N`` also the number of candidates.
"""

from __future__ import annotations

import random

from ..ai.analysis import Analysis
from ..ai.outcome import reward, win_shares
from ..core.game import Game
from ..core.movegen import random_move
from ..core.moves import Move, TurnMove
from ..core.rules import play
from ..core.state import Phase
from .hard1 import Searching

PLAYOUTS = 40
CANDIDATES = 16
#: Random moves played between two yields (a random move takes some 20 µs in CPython).
MOVES_PER_STEP = 32


def flat_monte_carlo(game: Game, rng: random.Random, playouts: int, candidates: int) -> Searching:
    """Try each drawn candidate with ``playouts`` random games; returns the ``Analysis``."""
    seat = game.current
    root = game.state
    moves: list[Move] = [TurnMove()] if root.phase == Phase.TURN else []
    for _ in range(3 * candidates):
        if len(moves) > candidates:
            break
        move = random_move(root, rng)
        if move not in moves:
            moves.append(move)
    best: tuple[float, Move, list[float]] | None = None
    for move in moves:
        total = 0.0
        wins = [0.0] * game.players
        for _ in range(playouts):
            state = root.copy()
            play(state, move)
            played = 0
            while state.phase != Phase.OVER:
                play(state, random_move(state, rng))
                played += 1
                if played % MOVES_PER_STEP == 0:
                    yield
            shares = win_shares(state)
            total += reward(state, seat, shares)
            for other, share in enumerate(shares):
                wins[other] += share
            yield
        if best is None or total > best[0]:
            best = (total, move, wins)
    assert best is not None, "a position in play has at least one legal move"
    _, move, wins = best
    return Analysis(move, tuple(w / playouts for w in wins), playouts * len(moves))
