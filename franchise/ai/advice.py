"""The turn the page teaches: the search's choice, without a $10 it does not need.

The hint and the review prefer the same turn in a position (``advise``), so a hint's turn is
never the review's mistake. It is the search's choice (``levels.analyse``), with one lesson
kept: a bonus tile left unused scores at the end of the game (``rules.UNUSED_TILE_POINTS``),
so the $10 is taken only where it earns more. The search's playouts hardly tell a tile kept
from a tile spent, and a hint once took the $10 for a $1 turn with $1 in hand, against what the
guide teaches. So when the turn is paid without the $10, the same turn without it is preferred
unless the chances (``chances.chances_after``, as every screen reads them) say the money is
worth more. And where the mover can end the game at once and win alone
(``wins.outright_win``, every ending turn seen), that turn is the advice: its
value is exact, a won game, while the search's playouts only estimate the turns it tries and
once missed such an end ("an expansion with an increase") that the page itself announced.
The searching levels now take such a win themselves (``lookahead.lookahead_search``); apart
from it the computers play the search's choice itself: what they play is measured by the
strength tests, and sparing the $10 is a teacher's rule, not a level's.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

from ..core.errors import FranchiseError
from ..core.game import Game
from ..core.moves import Move, TurnMove
from .analysis import Analysis
from .chances import chances_after
from .levels import analyse
from .wins import outright_win


def advise(
    game: Game, spec: str = "hard", seats: Sequence[str | None] | None = None
) -> Generator[None, None, Analysis]:
    """Like ``analyse`` (a generator returning the ``Analysis``), with ``spare_dollars``
    applied to the move: the turn a hint lays out and the review prefers."""
    analysis = yield from analyse(game, spec, seats)
    won = outright_win(game)
    if won is not None:
        return Analysis(won, analysis.win_chances, analysis.playouts)
    move = spare_dollars(game, analysis.move, seats)
    return Analysis(move, analysis.win_chances, analysis.playouts)


def spare_dollars(game: Game, move: Move, seats: Sequence[str | None] | None = None) -> Move:
    """``move`` without its $10 when the turn is paid without it and the chances after it are
    no worse; ``move`` itself otherwise."""
    if not isinstance(move, TurnMove) or not move.dollars:
        return move
    without = move._replace(dollars=False)
    try:
        game.check(without)
    except FranchiseError:
        return move  # the $10 pays for the turn
    seat = game.current
    kept = chances_after(game, without, seats)[seat]
    return without if kept >= chances_after(game, move, seats)[seat] else move
