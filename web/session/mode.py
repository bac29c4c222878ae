"""What the session does with the position on screen (``Mode``), and what is happening at the
game there for the screen to show (``Moment``).

``Mode`` is one closed set owned by the session: a position is played from, waited on, looked
at, or replayed, never two of these at once. Only the session's intents change it
(web/session/opening.py, session.py): a replay enters it with ``Session.replay_at`` and leaves
it with ``Session.end_replay``; the history arrows browse with ``Session.go_to``; a move passed
on by link waits, and a device that has not said whom it plays is asked first.
tests/web/test_parts.py checks that nothing outside the session sets it.

``Moment`` adds what only the page knows (a move being played out, computers paused) and
decides the prompt and what may be clicked (web/screens/).
"""

from __future__ import annotations

import enum


class Mode(enum.StrEnum):
    """What the session does with the position on screen."""

    #: Played from: the latest position, or one taken back to; a finished game is shown as it
    #: ended.
    PLAYING = "playing"
    #: A game by link whose player to move plays on another device: this screen waits for
    #: their link (or says it is someone else: ``choose_players_here``).
    WAITING = "waiting"
    #: A game by link whose device has never been told whom it plays (a file imported, a game
    #: saved before devices knew), at a person's turn: no turn is offered until it says.
    UNCLAIMED = "unclaimed"
    #: An earlier position looked at with the history arrows: handed to nobody (no person's
    #: turn, no computer thinking) until "Play from here".
    BROWSING = "browsing"
    #: A finished game replayed or reviewed move by move: positions are shown, never played
    #: from or saved, so a replay cannot change how the game ended.
    REPLAYING = "replaying"

    @property
    def looks_back(self) -> bool:
        """Whether the position on screen is only looked at (browsed or replayed)."""
        return self in (Mode.BROWSING, Mode.REPLAYING)


class Moment(enum.StrEnum):
    """What is happening at the game on screen, which decides the prompt and what may be clicked."""

    PLAY = "play"  # a person decides now
    BUSY = "busy"  # the last move is being played out
    HISTORY = "history"  # an earlier position is shown
    THINKING = "thinking"  # a computer is choosing its move
    PAUSED = "paused"  # a computer would move, but the player paused the computers
    OVER = "over"  # the game has ended
    WAITING = "waiting"  # a game by link was passed on: the next player moves on their device
    UNCLAIMED = "unclaimed"  # a game by link: this device must say whom it plays first
    REPLAY = "replay"  # a finished game is being replayed (web/page/replay.py): shown, never played
