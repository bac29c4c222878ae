"""Asking before a turn that ends the game or does nothing (``Session.end_turn`` returns a
``Confirmation`` for it): the reason, the ranking the game would end with, and two answers."""

from __future__ import annotations

from collections.abc import Callable

from . import dom
from .confirm_view import confirmation_html
from .kinds import Dialog
from .problems import Confirmation
from .text import Text


class ConfirmDialog:
    """The dialog; ``on_confirm`` plays the turn as it is."""

    def __init__(self, text: Callable[[], Text], on_confirm: Callable[[], None]) -> None:
        self.text = text
        self.on_confirm = on_confirm

    def wire(self) -> None:
        dom.on("btn-confirm-no", "click", lambda _e: self.close())
        dom.on("btn-confirm-yes", "click", lambda _e: self.confirm())

    def open(self, confirmation: Confirmation, names: tuple[str, ...]) -> None:
        text = self.text()
        ends = confirmation.end is not None
        dom.set_text("confirm-title", text("confirm.title.end" if ends else "confirm.title.pass"))
        dom.set_html("confirm-body", confirmation_html(confirmation, names, text))
        dom.set_text("btn-confirm-yes", text("confirm.yes.end" if ends else "confirm.yes.pass"))
        dom.show_dialog(Dialog.CONFIRM)

    def close(self) -> None:
        dom.close_dialog(Dialog.CONFIRM)

    def confirm(self) -> None:
        self.close()
        self.on_confirm()
