"""The menu on a phone: one button that opens a sheet of every action.

On a narrow screen the menu's buttons (New game, Saved games, Share link, Export, Import,
Rules, the language) once sat in a strip that scrolled sideways, about 790 px of buttons in a
277 px box, with no cue but a cut word. There the strip is folded into a menu button, as mobile
web apps do, and opens as a sheet under the header that shows every action at once
(assets/franchise.css). Wider screens show the strip and never the button, so the sheet's state
only matters on a phone.

The sheet closes when an action in it is used (the action runs as from the strip), on a tap
anywhere else, and on Escape, which gives the focus back to the menu button; opening it puts the
focus on its first action, so a keyboard player goes on inside it. Choosing a language keeps it
open (the select is ``data-menu-keep``) until the language is set.
"""

from __future__ import annotations

from web.browser import dom, events
from web.browser.events import PageEvent
from web.page.context import PageContext
from web.page.part import Part

#: The menu button and the menu it opens, by element id.
BUTTON = "btn-menu"
MENU = "menu"


class MenuSheet(Part):
    """Open and close the phone's menu sheet."""

    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.open = False

    def wire(self) -> None:
        events.on_document("click", self.on_click, data=("menu-toggle",))
        # Before the action's own listener: the focus is on the menu button when the action
        # opens a dialog, so closing the dialog gives it back there (its own button is hidden).
        events.on_document_capture("click", self.on_action, data=("menu-item", "menu-keep"))
        events.on_document("keydown", self.on_key)
        events.on("language", "change", lambda _e: self.show(False))

    def on_click(self, event: PageEvent) -> None:
        """The button opens and closes the sheet; a tap anywhere else closes it."""
        if "menu-toggle" in event.data:
            self.show(not self.open)
        elif self.open:
            self.show(False)

    def on_action(self, event: PageEvent) -> None:
        """An action of the sheet closes it before the action runs."""
        if self.open and "menu-item" in event.data and "menu-keep" not in event.data:
            self.show(False)
            dom.focus(BUTTON)

    def on_key(self, event: PageEvent) -> bool:
        if self.open and event.key == "Escape":
            self.show(False)
            dom.focus(BUTTON)
            return True
        return False

    def show(self, open_: bool) -> None:
        """Open or close the sheet; an opened sheet takes the focus to its first action."""
        if open_ == self.open:
            return
        self.open = open_
        dom.set_attr(BUTTON, "aria-expanded", "true" if open_ else "false")
        dom.set_attr(MENU, "data-open", "true" if open_ else "false")
        if open_:
            dom.focus_first_enabled(MENU)
