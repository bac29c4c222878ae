"""The page's closed sets, each defined once: who plays a seat, speeds, dialogs, notices, moments.

The engine owns its own sets (``franchise.moves.Bonus``, ``franchise.setup.Variant``, the end
reasons and city scorings in ``franchise.events``, ``franchise.errors.Refusal``); the computer
levels a seat can have are the record's registry (``franchise.record.COMPUTER_LEVELS``: the
levels that saves and links carry, each one a level of ``franchise.ai``), read here and
nowhere else.
"""

from __future__ import annotations

import enum

from franchise.record import COMPUTER_LEVELS

#: The seat kind of a person; every other seat kind is a computer level.
PERSON = "human"


def computer_levels() -> tuple[str, ...]:
    """The computer levels a seat can have, weakest first."""
    return tuple(COMPUTER_LEVELS)


def seat_kinds() -> tuple[str, ...]:
    return (PERSON, *computer_levels())


class Speed(enum.StrEnum):
    """How fast computers play, for people watching."""

    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"

    @property
    def pause(self) -> float:
        """Seconds between a computer's decision and its move."""
        return {Speed.FAST: 0.0, Speed.NORMAL: 0.8, Speed.SLOW: 2.0}[self]

    @property
    def flash(self) -> float:
        """Seconds each notable event of a computer's move stays highlighted."""
        return {Speed.FAST: 0.05, Speed.NORMAL: PERSON_FLASH, Speed.SLOW: 0.6}[self]


#: Seconds each notable event of a person's move stays highlighted.
PERSON_FLASH = 0.35


class Dialog(enum.StrEnum):
    """The page's dialogs, by element id."""

    NEW = "dlg-new"
    EXPERT = "dlg-expert"
    OVER = "dlg-over"
    GAMES = "dlg-games"
    PASS = "dlg-pass"
    SINCE = "dlg-since"
    RULES = "dlg-rules"
    CONFIRM = "dlg-confirm"


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
    REPLAY = "replay"  # a finished game is being replayed (web/replay.py): shown, never played
