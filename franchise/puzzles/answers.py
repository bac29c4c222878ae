"""Whether a puzzle's answer holds before its judge: no legal turn reads better by more than the
solve margin.

A drafted turn is judged by the one reading of a position (``judge``); the answer is the
search's turn. The two once disagreed in 46 of the 72 bundled puzzles: another legal turn (often
the answer with the $10 added) read far above the answer, so a player was told "your turn is as
good as the search's (66% to win; the best turn has 57%)". A puzzle is offered only where its
judge agrees with its answer: every legal turn is read (``ai.chances.best_read_turn``), and the
best of them must not read more than ``SOLVE_MARGIN`` points above the answer (a puzzle judged
by the projected margin: no turn's margin more than ``MARGIN_SOLVE`` points above the
answer's). Reading every turn costs about 0.3 ms a turn in CPython, so a position with more
than ``MOST_TURNS_READ`` legal turns is not judged and makes no puzzle.
"""

from __future__ import annotations

from ..ai.chances import best_read_turn, state_margins
from ..core.game import Game
from ..core.movegen import legal_moves
from ..core.moves import Move
from ..core.rules import play
from ..review.reviewer import percent
from ..values import valueclass
from .puzzle import Measure

#: The most legal turns read to judge an answer (a few tenths of a second in the page).
MOST_TURNS_READ = 1200


@valueclass
class Rival:
    """The legal turn that reads best at a puzzle's position, and the mover's chance after it
    in whole points."""

    move: Move
    chance: int


def best_rival(
    game: Game,
    levels: tuple[str | None, ...],
    most: int | None = MOST_TURNS_READ,
    measure: Measure = Measure.CHANCE,
) -> Rival | None:
    """The best-read legal turn at ``game``'s position in ``measure`` (``chance`` holds its
    figure), or ``None`` where there are more legal turns than ``most`` (every turn is read
    when ``most`` is ``None``: the tools' way)."""
    if most is not None and game.count_legal_moves() > most:
        return None
    if measure is Measure.MARGIN:
        return _best_margin(game, levels)
    move, chance = best_read_turn(game, levels)
    return Rival(move, percent(chance))


def _best_margin(game: Game, levels: tuple[str | None, ...]) -> Rival:
    """The legal turn after which the mover's projected final margin reads highest (the first
    of equal ones in the engine's order), read as the review reads a decided game's turns."""
    state = game.state
    seat = state.current
    best: Rival | None = None
    for move in legal_moves(state):
        after = state.copy()
        play(after, move)
        margin = round(state_margins(after, levels).values[seat])
        if best is None or margin > best.chance:
            best = Rival(move, margin)
    if best is None:
        raise ValueError("no turn to read: the game is over")
    return best


def answer_holds(
    game: Game,
    answer: int,
    levels: tuple[str | None, ...],
    most: int | None = MOST_TURNS_READ,
    measure: Measure = Measure.CHANCE,
) -> bool:
    """Whether no legal turn reads more than ``measure``'s solve margin above an answer that
    reads ``answer`` (False where the turns are more than ``most``)."""
    rival = best_rival(game, levels, most, measure)
    return rival is not None and rival.chance <= answer + measure.solve_margin
