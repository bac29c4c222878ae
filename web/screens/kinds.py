"""The closed sets of what the screen shows: what is happening at the game, how a message looks.

``Moment`` decides the prompt and what may be clicked; ``Notice`` is the look of the message
bar, and a ``Message`` is its words (produced when drawn, so they follow a language switch)
with its look.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from web.text.catalogue import Text


class Notice(enum.StrEnum):
    """How a message in the page looks (its CSS class)."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


class Moment(enum.StrEnum):
    """What is happening at the game on screen, which decides the prompt and what may be clicked."""

    PLAY = "play"  # a person decides now
    BUSY = "busy"  # the last move is being played out
    HISTORY = "history"  # an earlier position is shown
    THINKING = "thinking"  # a computer is choosing its move
    PAUSED = "paused"  # a computer would move, but the player paused the computers
    OVER = "over"  # the game has ended
    WAITING = "waiting"  # a game by link was passed on: the next player moves on their device
    REPLAY = "replay"  # a finished game is being replayed (web/page/replay.py): shown, never played


#: A message in the page, worded when drawn (so it follows a language switch), and its look.
Message = tuple[Callable[[Text], str], Notice]
