"""Every seat's chance to win, read one way: what every surface of the page shows.

The chances shown during a game, the final screen's chart, the hint, the puzzles, the guide
and the review all read a position here and nowhere else, so they cannot disagree (the review
once read its own way and differed from the game's figure by up to 55 points).

The reading is the learned evaluation (``learned.win_chances``, fitted to how self-play games
ended), the same way for every seat. It can be told who sits in each seat (hard beats medium
from nearly any even position), but the teacher asks one question only: **who stands better
between equals**, the chance each seat would win from here if every seat played like the
strongest computer (``teacher_chances``: every seat told ``EQUAL_LEVEL``). A forecast told the
opponents' levels answered another question: a person read 6% against hard before the first
turn and 91% against easy while 21 points behind, so the review had nothing to weigh. It costs
microseconds, and its calibration is measured by ``python -m franchise.lab chance-figures``
(``--even``: the table "hard" is this figure). The search's own figures (its playout shares)
answer another question and flatter whoever is to move, so nothing shows them.

An evaluation reads a position as it stands, and does not see that the player to move can end
the game at once: a leading rival at the last turn of a quiet round was read as the underdog a
move before they ended the game and won. So where the player to move can end the game with
this turn (``franchise.readings.endings``) and the best such end is worth more to them than
the evaluation says going on is, the chances are that end's real result.
"""

from __future__ import annotations

from ..core.game import Game
from ..core.movegen import legal_moves
from ..core.moves import Move
from ..core.rules import play
from ..core.state import Phase, State
from ..readings.endings import best_ending
from ..values import valueclass
from .learned import EQUAL_LEVEL, Levels, evaluate, win_chances


def equals(players: int) -> tuple[str, ...]:
    """The seats as the teacher reads them: every one ``EQUAL_LEVEL``."""
    return (EQUAL_LEVEL,) * players


def teacher_chances(game: Game) -> tuple[float, ...]:
    """Every seat's chance to win from here between equals: the figure of every teaching
    surface (the turn panel, the review, its charts, the puzzles, the hint and the guide)."""
    return chances(game, equals(game.players))


def teacher_margins(game: Game) -> tuple[float, ...]:
    """Every seat's expected final margin over its best rival between equals (the learned
    evaluation's ``margins``, every seat told ``EQUAL_LEVEL``): what stands behind the chance,
    in points; a finished game's are its real margins."""
    return state_margins(game.state, equals(game.players)).values


@valueclass
class Margins:
    """Every seat's final margin over its best rival, and whether it is the real one: the
    game is over, or the seat to move ends it at once where the chances read that it will
    (``state_chances``), so the engine's end standings say the margin, not the estimate."""

    values: tuple[float, ...]
    real: bool


def state_margins(state: State, levels: Levels = None) -> Margins:
    """The margins behind ``state_chances``, read the same way: a review once said "+6" of a
    turn after which the game ended 89-76, an estimate where the end was in plain sight."""
    read = evaluate(state, levels)
    if state.phase is Phase.OVER:
        return Margins(read.margins, True)  # a finished game's are its real margins
    ending = best_ending(state)
    if ending is not None and ending.shares[state.current] > read.chances[state.current]:
        return Margins(evaluate(ending.after).margins, True)
    return Margins(read.margins, False)


def margins_after(game: Game, move: Move, levels: Levels = None) -> Margins:
    """``state_margins`` of the position ``move`` leaves."""
    after = game.clone()
    after.advance(move)
    return state_margins(after.state, levels)


def chances(game: Game, levels: Levels = None) -> tuple[float, ...]:
    """Every seat's chance to win from the current position (adding up to 1); ``levels``
    gives each seat's computer level spec, or ``None`` for a person."""
    return state_chances(game.state, levels)


def state_chances(state: State, levels: Levels = None) -> tuple[float, ...]:
    """``chances`` of a bare ``State``."""
    read = win_chances(state, levels)
    ending = best_ending(state)
    if ending is not None and ending.shares[state.current] > read[state.current]:
        return tuple(ending.shares)
    return read


def chances_after(game: Game, move: Move, levels: Levels = None) -> tuple[float, ...]:
    """Every seat's chance once ``move`` is played: the chances of the position it leaves,
    which see the next player's immediate ending too."""
    after = game.clone()
    after.advance(move)
    return chances(after, levels)


def best_read_turn(game: Game, levels: Levels = None) -> tuple[Move, float]:
    """The legal turn after which the mover's chance reads highest, and that chance: every
    legal turn is read (the first of equal ones in the engine's order), so no turn the
    reading prefers is missed. A judge of turns holds an answer to this: a turn that reads
    more than a few points above the answer would beat it."""
    state = game.state
    seat = state.current
    best: tuple[Move, float] | None = None
    for move in legal_moves(state):
        after = state.copy()
        play(after, move)
        chance = state_chances(after, levels)[seat]
        if best is None or chance > best[1]:
            best = (move, chance)
    if best is None:
        raise ValueError("no turn to read: the game is over")
    return best
