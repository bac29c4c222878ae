"""Taps on the map that wait: a person who taps while a move plays out or a computer is to move
is never ignored.

A tap (or Enter on a place) then waits, marked on the map, and is played, in order with any
other that waits, as soon as the person may play: each as if tapped then, so a tap that is no
longer allowed is refused in words like any other. A second tap on a waiting place takes it
back. Taps wait for the game they were made in: another game, or a position looked at in the
history, drops them (and their marks). Plain Python: web/page/turn_input.py marks and plays
them; tests/web/test_waiting_taps.py drives it through a session.
"""

from __future__ import annotations

from web.session.session import Session

#: At most this many taps wait (a turn takes at most two expansions and a few franchises).
MOST_WAITING = 6


class WaitingTaps:
    """The taps waiting for the person's turn in one game."""

    def __init__(self) -> None:
        self.places: list[int] = []
        self.game_id: str | None = None

    @staticmethod
    def must_wait(session: Session, busy: bool) -> bool:
        """Whether a tap now waits: a move plays out (``busy``) or a computer is to move in the
        game in play (not in a position looked at, nor a finished game)."""
        game = session.game
        if game is None or game.is_over() or not session.live:
            return False
        return busy or session.computer_to_move() is not None

    def tap(self, session: Session, place: int) -> None:
        """A tap that must wait: kept (or, on a place that waits already, taken back)."""
        game_id = session.entry.game_id if session.entry is not None else None
        if game_id != self.game_id:
            self.places, self.game_id = [], game_id
        if place in self.places:
            self.places.remove(place)
        elif len(self.places) < MOST_WAITING:
            self.places.append(place)

    def due(self, session: Session, busy: bool) -> list[int]:
        """The taps to play now, in order (none while they must still wait); taps for a game
        no longer in play are dropped."""
        if not self.places:
            return []
        entry, game = session.entry, session.game
        gone = entry is None or entry.game_id != self.game_id or game is None or game.is_over()
        if gone or not session.live:
            self.places = []
            return []
        if self.must_wait(session, busy) or not session.may_play():
            return []
        due, self.places = self.places, []
        return due
