"""Whether a puzzle's answer holds before its judge: no legal turn reads better by more than the
solve margin.

A drafted turn is judged by the one reading of a position (``judge``); the answer is the
search's turn. The two once disagreed in 46 of the 72 bundled puzzles: another legal turn (often
the answer with the $10 added) read far above the answer, so a player was told "your turn is as
good as the search's (66% to win; the best turn has 57%)". A puzzle is offered only where its
judge agrees with its answer: every legal turn is read (``ai.chances.best_read_turn``), and the
best of them must not read more than ``SOLVE_MARGIN`` points above the answer. Reading every
turn costs about 0.3 ms a turn in CPython, so a position with more than ``MOST_TURNS_READ``
legal turns is not judged and makes no puzzle.
"""

from __future__ import annotations

from ..ai.chances import best_read_turn
from ..core.game import Game
from ..core.moves import Move
from ..review.reviewer import percent
from ..values import valueclass
from .puzzle import SOLVE_MARGIN

#: The most legal turns read to judge an answer (a few tenths of a second in the page).
MOST_TURNS_READ = 1200


@valueclass
class Rival:
    """The legal turn that reads best at a puzzle's position, and the mover's chance after it
    in whole points."""

    move: Move
    chance: int


def best_rival(
    game: Game, levels: tuple[str | None, ...], most: int | None = MOST_TURNS_READ
) -> Rival | None:
    """The best-read legal turn at ``game``'s position, or ``None`` where there are more legal
    turns than ``most`` (every turn is read when ``most`` is ``None``: the tools' way)."""
    if most is not None and game.count_legal_moves() > most:
        return None
    move, chance = best_read_turn(game, levels)
    return Rival(move, percent(chance))


def answer_holds(
    game: Game,
    answer_chance: int,
    levels: tuple[str | None, ...],
    most: int | None = MOST_TURNS_READ,
) -> bool:
    """Whether no legal turn reads more than ``SOLVE_MARGIN`` points above an answer that
    reads ``answer_chance`` (False where the turns are more than ``most``)."""
    rival = best_rival(game, levels, most)
    return rival is not None and rival.chance <= answer_chance + SOLVE_MARGIN
