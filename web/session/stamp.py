"""What a question or a pending task was made for: one game, one position, one showing of it.

A dialog that acts on the game (a confirmation, the share dialog) and every continuation that
acts on it later (a computer thinking, a hint or chances being searched, a move being played
out, a replay's next beat) takes the session's ``Stamp`` when it starts and checks it
(``Session.holds``) before it acts. Once the screen has moved on (another tab's move, a link, a
file, undo, redo, history, a computer's move, a new game), the stamp no longer holds: the
question closes or is asked again, and the task drops what it was about to do. Answering a
stale question never plays anything.
"""

from __future__ import annotations

from franchise.values import valueclass


@valueclass
class Stamp:
    """The game on screen (None: no game), its position (moves before the cursor), and the
    session's count of positions shown: a position left and shown again is a new showing, so
    a question asked before undo and redo does not come back to life after them."""

    game_id: str | None
    cursor: int
    showing: int
