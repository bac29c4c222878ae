"""A drafted turn judged against a puzzle's two turns, by the one reading of a position.

The mover's chance after a turn is read where every screen reads it
(``franchise.ai.chances.chances_after``: the learned evaluation, told who sits in each seat,
seeing an immediate ending), the way the review read the turn played and the preferred turn
when it made the puzzle. So the verdict is the review's judgement of the drafted turn: solved
when the review would call it fine against the preferred turn (within ``SOLVE_MARGIN``
points), better when it reads above the turn played, failed otherwise. A reading costs
microseconds, so judging needs no search and no worker; the search was made once, when the
review (or the set's tool) found the preferred turn.

What the better turn is about (its theme) is read in ``themes``.
"""

from __future__ import annotations

from ..ai.chances import chances_after
from ..core.errors import FranchiseError, Refusal
from ..core.game import Game
from ..core.moves import Move
from ..core.state import Phase
from ..review.reviewer import percent, seat_levels
from ..values import valueclass
from .puzzle import SOLVE_MARGIN, Puzzle, PuzzleError, Verdict, position


@valueclass
class Judgement:
    """A drafted turn's verdict and the three chances it was judged by (whole points)."""

    verdict: Verdict
    move: Move
    chance: int
    played: int
    preferred: int


def chance_after(puzzle: Puzzle, game: Game, move: Move) -> int:
    """The mover's chance in whole points once ``move`` is played at the puzzle's position."""
    levels = seat_levels(puzzle.record)
    return percent(chances_after(game, move, levels)[game.current])


def figures(puzzle: Puzzle, game: Game | None = None) -> tuple[int, int]:
    """The mover's chances after the turn played and after the preferred turn, read now."""
    game = game or position(puzzle)
    return chance_after(puzzle, game, puzzle.played), chance_after(puzzle, game, puzzle.preferred)


def verdict_for(chance: int, played: int, preferred: int) -> Verdict:
    """The verdict of a turn reading ``chance`` against the two turns' chances."""
    if chance >= preferred - SOLVE_MARGIN:
        return Verdict.SOLVED
    return Verdict.BETTER if chance > played else Verdict.FAILED


def judge(puzzle: Puzzle, move: Move, game: Game | None = None) -> Judgement:
    """The verdict on ``move`` (checked by the engine: ``IllegalMoveError`` if it is not
    legal there) at the puzzle's position; the preferred turn itself always solves it."""
    game = game or position(puzzle)
    move = game.check(move)
    played, preferred = figures(puzzle, game)
    chance = chance_after(puzzle, game, move)
    verdict = Verdict.SOLVED if move == puzzle.preferred else verdict_for(chance, played, preferred)
    return Judgement(verdict, move, chance, played, preferred)


def checked(puzzle: Puzzle) -> Game:
    """The position of a puzzle from outside (storage, a file, a link), checked: a turn is to
    be made there, both turns are legal and differ, and the preferred turn reads at least as
    well as the one played. ``PuzzleError`` otherwise."""
    try:
        game = position(puzzle)
        if game.state.phase is not Phase.TURN or puzzle.played == puzzle.preferred:
            raise PuzzleError(Refusal.RECORD_DAMAGED)
        game.check(puzzle.played)
        game.check(puzzle.preferred)
    except PuzzleError:
        raise
    except FranchiseError as error:
        raise PuzzleError(Refusal.RECORD_DAMAGED, cause=error) from None
    played, preferred = figures(puzzle, game)
    if preferred < played:
        raise PuzzleError(Refusal.RECORD_DAMAGED)
    return game
