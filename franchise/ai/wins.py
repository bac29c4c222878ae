"""A turn that wins the game at once: taken without searching.

A search estimates the turns it tries from short lookaheads; a turn that ends the game with the
mover its only winner has an exact value, a won game, and no estimate can beat it. Hard once
passed over 45 of 123 such turns in 90 seeded games and lost 5 of those games (issue 67), so
the searching levels ask this first (``lookahead.lookahead_search``), as the hint does
(``advice.advise``). The ending turns are read by ``readings.endings`` (every ending turn
seen, in well under a millisecond in the median).
"""

from __future__ import annotations

from ..core.game import Game
from ..core.moves import TurnMove
from ..core.state import Phase
from ..readings.endings import winning_ending
from .analysis import Analysis


def outright_win(game: Game) -> TurnMove | None:
    """The turn that ends the game now with the mover its only winner (the best such end by
    margin), if there is one."""
    if game.state.phase is not Phase.TURN:
        return None
    ending = winning_ending(game.state)
    if ending is None or ending.shares[game.current] < 1:
        return None
    return ending.move


def won_at_once(game: Game) -> Analysis | None:
    """The analysis of a position the mover wins outright with one turn: that turn, the
    finished game's shares as the chances, and no playouts (none were needed)."""
    move = outright_win(game)
    if move is None:
        return None
    chances = tuple(1.0 if seat == game.current else 0.0 for seat in range(game.players))
    return Analysis(move, chances, 0)
