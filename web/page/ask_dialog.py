"""A question in the page's own dialog, for Saved games: yes or no, or a name to type.

Deleting a game, keeping one copy of two and renaming a game once asked in the browser's own
confirm and prompt boxes, which look like nothing else on the page, are worded by the browser
and block the page; every other question is one of the page's dialogs. This asks the same
way: a title in the page's words, a field when a name is asked for, a Cancel button and a
button named for what it does. The games dialog owns one and says what to do with the answer.
"""

from __future__ import annotations

from collections.abc import Callable

from web.browser import dom, events
from web.page.kinds import Dialog
from web.text.catalogue import Text

Words = Callable[[Text], str]


class AskDialog:
    """One open question at most; ``on_yes`` runs with the field's value (empty when no name
    is asked for) when the player answers yes."""

    def __init__(self, text: Callable[[], Text]) -> None:
        self.text = text
        self.asked: tuple[Words, Words, Callable[[str], None]] | None = None

    def wire(self) -> None:
        events.on("btn-ask-no", "click", lambda _e: self.close())
        events.on("btn-ask-yes", "click", lambda _e: self.yes())

    def ask(
        self,
        question: Words,
        answer: Words,
        on_yes: Callable[[str], None],
        value: str | None = None,
    ) -> None:
        """Ask ``question``; the yes button reads ``answer``; with ``value``, a field holding
        it asks for a name."""
        self.asked = (question, answer, on_yes)
        self.word()
        dom.set_value("ask-input", value or "")
        dom.set_hidden("ask-field", value is None)
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
        asked, value = self.asked, dom.value("ask-input")
        self.close()
        if asked is not None:
            asked[2](value)
