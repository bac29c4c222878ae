"""Every seat's chance to win, estimated fairly: what the hint, the chances and the chart show.

The search's own figures (its chosen arm's playout shares) answer a different question, "how
does it go if the mover plays this and everybody then plays like the playout policy", and
flatter whoever is to move (by 29 points over 16 games of hard against medium). This reads
the position with the learned evaluation instead (``learned.win_chances``, fitted to how
self-play games ended), the same way for every seat: it costs microseconds and its
calibration is measured by ``python -m franchise.lab chance-figures``. Who sits in each seat
matters as much as the board (hard beats medium from nearly any even position), so the page
should pass the computer seats' levels; a person's seat, or all of them when ``levels`` is
omitted, counts as a player of unknown strength.
"""

from __future__ import annotations

from ..core.game import Game
from ..core.moves import Move, TurnMove
from ..core.rules import play
from ..core.state import Phase
from .learned import Levels, win_chances
from .lookahead import quiet_turns


def chances(game: Game, levels: Levels = None) -> tuple[float, ...]:
    """Every seat's chance to win from the current position (adding up to 1); ``levels``
    gives each seat's computer level spec, or ``None`` for a person."""
    return win_chances(game.state, levels)


def chances_after(game: Game, move: Move, levels: Levels = None) -> tuple[float, ...]:
    """Every seat's chance once ``move`` is played, seeing the next player's closing turn.

    The evaluation reads a position as it stands: it does not see that the next player can
    end the game with a quiet turn (one that completes a round without expansion) and win it.
    A person's pass that lets a leading rival close the game was read at 47% instead of a
    loss, and the review called it an inaccuracy. So when a quiet turn of the next player
    ends the game and its result is worth more to them than going on, the chances are that
    result, as the search's own playouts close a game (``lookahead.closing_move``)."""
    after = game.clone()
    after.advance(move)
    read = chances(after, levels)
    state = after.state
    if state.phase != Phase.TURN or state.no_expansion_streak < state.players - 1:
        return read
    closer = state.current
    for quiet in quiet_turns(state, closer, TurnMove()):
        ended = state.copy()
        play(ended, quiet)
        result = win_chances(ended, levels)  # the real result: a quiet turn here ends the game
        if result[closer] > read[closer]:
            read = result
    return read
