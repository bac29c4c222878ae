"""The dialogs open about the game on screen, each with the ``Stamp`` it was asked for.

A confirmation, the share dialog and the news of what happened since a player's last turn are
about one position. The page calls ``follow`` after every redraw: a question whose position is
no longer on screen (another tab's move, a link, a file, undo, redo, history, a computer's
move, a new game) is asked again for the new position when it can be, or else closed, so it
can never be answered about a screen it was not asked on.
"""

from __future__ import annotations

from web.browser import dom
from web.page.context import AskAgain, PageContext
from web.page.kinds import Dialog
from web.page.part import Part
from web.session.stamp import Stamp


class Questions(Part):
    """The dialogs open about the game on screen, each with the stamp it was asked for."""

    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.session = page.session
        self.asked: dict[Dialog, tuple[Stamp, AskAgain | None]] = {}

    def ask(self, dialog: Dialog, again: AskAgain | None = None) -> None:
        """Open ``dialog`` about the position on screen; ``again`` (if any) asks it anew
        once the screen moves on, else it closes then."""
        self.asked[dialog] = (self.session.stamp(), again)
        dom.show_dialog(dialog)

    def follow(self) -> None:
        """Ask again or close every open question the screen has moved on from."""
        for dialog, (stamp, again) in list(self.asked.items()):
            if not dom.is_open(dialog):  # answered or dismissed meanwhile
                del self.asked[dialog]
            elif not self.session.holds(stamp):
                del self.asked[dialog]
                if again is not None and self.session.game is not None:
                    again()
                else:
                    dom.close_dialog(dialog)
