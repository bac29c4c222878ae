"""A yes-or-no question in the page's own dialog, for what cannot be undone in Saved games.

Deleting a game and keeping one copy of two once asked in the browser's own confirm box,
which looks like nothing else on the page, is worded by the browser and blocks the page; every
other question is one of the page's dialogs. This asks the same way: a title in the page's
words, a Cancel button and a button named for what it does. The games dialog owns one and
says what to do once the player answers yes.
"""

from __future__ import annotations

from collections.abc import Callable

from web.browser import dom, events
from web.page.kinds import Dialog
from web.text.catalogue import Text

Words = Callable[[Text], str]


class AskDialog:
    """One open question at most; ``on_yes`` runs when the player answers yes."""

    def __init__(self, text: Callable[[], Text]) -> None:
        self.text = text
        self.asked: tuple[Words, Words, Callable[[], None]] | None = None

    def wire(self) -> None:
        events.on("btn-ask-no", "click", lambda _e: self.close())
        events.on("btn-ask-yes", "click", lambda _e: self.yes())

    def ask(self, question: Words, answer: Words, on_yes: Callable[[], None]) -> None:
        """Ask ``question``; the yes button reads ``answer``."""
        self.asked = (question, answer, on_yes)
        self.word()
        dom.show_dialog(Dialog.ASK)

    def word(self) -> None:
        """Word the open question in the page's language (again after a switch)."""
        if self.asked is None:
            return
        question, answer, _on_yes = self.asked
        text = self.text()
        dom.set_text("ask-title", question(text))
        dom.set_text("btn-ask-yes", answer(text))

    def close(self) -> None:
        self.asked = None
        dom.close_dialog(Dialog.ASK)

    def yes(self) -> None:
        asked = self.asked
        self.close()
        if asked is not None:
            asked[2]()
