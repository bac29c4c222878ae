"""Which player this device is, in a game played by link: asked once, in one tap, when a link
brings a game this device does not know yet, and changed on purpose with "I am someone else
on this device". The answer is kept with the game on this device (``Session.choose_players_here``),
never in the link; the session then never offers another device's turn here.
"""

from __future__ import annotations

from collections.abc import Callable

from web.browser import dom, events
from web.browser.events import PageEvent
from web.page.context import PageContext
from web.page.kinds import Dialog
from web.screens.forms import player_boxes
from web.text.markup import render, tag


class DeviceSeats:
    """The question "which player are you?"; ``on_chosen`` runs once the answer is kept (the
    sharing part then shows what the player missed, if it is their turn)."""

    def __init__(self, page: PageContext, on_chosen: Callable[[], None]) -> None:
        self.page = page
        self.session = page.session
        self.on_chosen = on_chosen
        #: Whether the open question changes an answer given before (it can be cancelled,
        #: and holds for the turn unless "for good" is ticked).
        self.changing = False
        #: Whether the question follows an import (it warns of a second version, and offers
        #: to just watch).
        self.imported = False

    def wire(self) -> None:
        events.on("who-players", "click", self.on_click, data=("device-player",))
        events.on("btn-who-cancel", "click", lambda _e: dom.close_dialog(Dialog.WHO))
        events.on("btn-someone-else", "click", lambda _e: self.ask(changing=True))
        events.on("btn-who-several", "click", lambda _e: self.choose_several())
        events.on("btn-who-watch", "click", lambda _e: self.watch())
        events.on("btn-back-to", "click", lambda _e: self.go_back(True))
        events.on("btn-stay", "click", lambda _e: self.go_back(False))

    def retext(self) -> None:
        if dom.is_open(Dialog.WHO):
            self._word()

    def ask(self, changing: bool = False, imported: bool = False) -> None:
        """One button per person at the table; asking first cannot be cancelled, changing can.
        After an import it warns that playing another device's seat makes two versions, and
        offers to just watch."""
        if self.session.game is None or not self.session.by_link:
            return
        self.changing, self.imported = changing, imported
        dom.set_checked("who-for-good-box", False)
        self._word()
        self.page.questions.ask(Dialog.WHO, again=lambda: self.ask(self.changing, self.imported))

    def _word(self) -> None:
        text, session = self.page.text, self.session
        title, body = (
            ("who.change-title", "who.change-text") if self.changing else ("who.title", "who.text")
        )
        dom.set_text("who-title", text(title))
        dom.set_text("who-text", text(body))
        here = session.players_here or ()
        # The dialog opens on the player the link was sent to: the one to move (the first
        # button, another player's name, once took the focus).
        addressed = session.latest_mover()
        buttons = [
            tag(
                "button",
                {
                    "type": "button",
                    "data-device-player": seat.name,
                    "aria-current": "true" if seat.name in here else None,
                    "autofocus": "" if seat.number == addressed and not here else None,
                },
                seat.name,
            )
            for seat in session.seats
            if seat.is_person
        ]
        dom.set_html("who-players", render(buttons))
        people = [seat.name for seat in session.seats if seat.is_person]
        dom.set_html("who-boxes", player_boxes([(name, name) for name in people], here))
        dom.set_hidden("who-several", len(people) < 3)  # with two people, one tap says all
        dom.set_hidden("btn-who-cancel", not self.changing)
        dom.set_hidden("who-for-good", not self.changing)
        dom.set_hidden("who-import", not self.imported)
        dom.set_hidden("btn-who-watch", not self.imported)

    def on_click(self, event: PageEvent) -> None:
        name = event.data.get("device-player")
        if name:
            self.chosen((name,))

    def choose_several(self) -> None:
        """Several people share this device: the players ticked (none ticked: nothing yet)."""
        names = tuple(dom.checked_marks("who-boxes", "here"))
        if names:
            self.chosen(names)

    def chosen(self, names: tuple[str, ...]) -> None:
        """Someone else claims the seat for this turn, unless "for good" is ticked; a first
        answer holds until changed."""
        dom.close_dialog(Dialog.WHO)
        if self.changing and not dom.is_checked("who-for-good-box"):
            self.session.claim_for_turn(names)
        else:
            self.session.choose_players_here(names)
        self.page.shown()
        self.on_chosen()

    def watch(self) -> None:
        dom.close_dialog(Dialog.WHO)
        self.session.just_watch()
        self.page.shown()

    def go_back(self, back: bool) -> None:
        """The answer to "Back to Alice?" once the claimed turn is played."""
        self.session.go_back(back)
        self.page.shown()
