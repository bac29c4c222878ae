"""What the page's parts share: one small context instead of a bundle of callbacks each.

The dialogs and controllers of the page (advice, sharing, the saved games, the new-game form,
the rules, the confirmation) are given the page as a ``PageContext``: the session they ask and
tell, the open questions, the message bar, the words of the moment, and the two ways to draw
(``refresh`` patches what changed, ``shown`` redraws a game that came on screen). They never
call up into the page for anything else, so what they may do is this list.
"""

from __future__ import annotations

from typing import Protocol

from web.page.notices import MessageBar
from web.page.questions import Questions
from web.saves.progress import ProgressBook
from web.session.session import Session
from web.text.catalogue import Text


class PageContext(Protocol):
    session: Session
    questions: Questions
    messages: MessageBar
    #: The record of finished games on this device (web/saves/progress.py).
    progress: ProgressBook
    #: The current language's words; a language switch replaces it, so read it when wording.
    text: Text

    def refresh(self, highlight: set[int] | None = None) -> None:
        """Patch the screen with what changed since it was last drawn."""

    def shown(self) -> None:
        """A game (or another position of it) came on screen: draw all of it."""

    def idle(self) -> None:
        """No game is on screen: bring one back, or offer the saved games or a new one."""
