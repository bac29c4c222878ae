"""Asking before a turn that ends the game, lets the others end it, or does nothing
(``Session.end_turn`` returns a ``Confirmation`` for it): the reason, the ranking the game
would end with, and two answers."""

from __future__ import annotations

from web.browser import dom, events
from web.page.context import PageContext
from web.page.kinds import Dialog
from web.page.part import Part
from web.session.problems import Confirmation


class ConfirmDialog(Part):
    """The dialog. A question answered Yes plays its move only if the position it was asked
    about is still on screen (``Session.confirm``); ``questions`` closes the dialog as soon as
    the screen moves on from it."""

    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.questions = page.questions
        self.asked: Confirmation | None = None

    def wire(self) -> None:
        events.on("btn-confirm-no", "click", lambda _e: self.close())
        events.on("btn-confirm-yes", "click", lambda _e: self.confirm())

    def open(self, confirmation: Confirmation, names: tuple[str, ...]) -> None:
        self.asked = confirmation
        text = self.page.text
        if confirmation.end is not None:
            title, yes = "confirm.title.end", "confirm.yes.end"
        elif confirmation.threat is not None:
            title, yes = "confirm.title.rival-ends", "confirm.yes.rival-ends"
        else:
            title, yes = "confirm.title.pass", "confirm.yes.pass"
        dom.set_text("confirm-title", text(title))
        # deferred: not needed for the first screen (docs/ARCHITECTURE.md)
        from web.screens.confirm import confirmation_html

        dom.set_html("confirm-body", confirmation_html(confirmation, names, text))
        dom.set_text("btn-confirm-yes", text(yes))
        self.questions.ask(Dialog.CONFIRM)

    def close(self) -> None:
        self.asked = None
        dom.close_dialog(Dialog.CONFIRM)

    def confirm(self) -> None:
        asked = self.asked
        self.close()
        page = self.page
        if asked is not None and not page.busy:
            page.handle(page.session.confirm(asked))
