"""The page's keys at work: each key of the registry (web/screens/shortcuts.py) does its action.

A key with a button presses that button (``dom.press``), so it runs the very code a click runs
and does nothing while the button is hidden or disabled: the session and the engine stay the
judges of what may be done. The other keys move the map's focus round the places the turn may
use (the map then follows it: web/page/zoom.py), pan the map, or open the Rules at the keys.
The buttons wear their keys (``aria-keyshortcuts``, tooltip, ``data-key``), worded again after
a language switch. The keys that type a character can be turned off in the Rules' Keys tab
(WCAG 2.1.4: a speech-input user's words would press them), a choice kept on the device.
"""

from __future__ import annotations

from franchise import BOARD
from web.board.map_keys import Targets, letter_stop, next_stop, stop_order
from web.browser import dom, events, services
from web.browser.events import KeyPress, PageEvent
from web.page.context import PageContext
from web.page.part import Part
from web.screens.board import start_towns
from web.screens.shortcuts import SHORTCUTS, Shortcut, buttons_marks, shortcut_for

#: Whether the keys that type a character act, kept on this device ("off" when turned off).
CHARACTER_KEYS_KEY = "franchise:character-keys"


def character_keys_on() -> bool:
    """Whether the player leaves the single-key shortcuts on (the Rules' Keys tab says so)."""
    return services.recall(CHARACTER_KEYS_KEY) != "off"


class KeyShortcuts(Part):
    def __init__(self, page: PageContext) -> None:
        super().__init__(page)
        self.session = page.session

    def wire(self) -> None:
        events.on_keys(self.on_key)
        events.on_document("change", self.on_switch, data=("keys-toggle",))
        self.mark_buttons()

    def on_switch(self, event: PageEvent) -> None:
        """The Keys tab's switch: single-key shortcuts on or off, kept on this device."""
        if "keys-toggle" in event.data:
            on = dom.is_checked("keys-characters")
            services.remember(CHARACTER_KEYS_KEY, "on" if on else "off")

    def retext(self) -> None:
        self.mark_buttons()

    def mark_buttons(self) -> None:
        """Each button a key presses says so, in the page's language."""
        for selector, marks in buttons_marks(self.page.text).items():
            dom.set_all_attrs(selector, marks)

    def on_key(self, press: KeyPress) -> bool:
        """Do what the key pressed is for; True when it did something (the browser's own
        action is then prevented: "+" never zooms the page, Shift+arrows never scroll it)."""
        if press.handled:
            return False
        shortcut = shortcut_for(
            press.key,
            shift=press.shift,
            repeat=press.repeat,
            modified=press.modified,
            typing=press.typing,
            in_dialog=press.in_dialog,
            characters=character_keys_on(),
            on_map=press.place is not None,
        )
        if shortcut is None:
            return False
        button = SHORTCUTS[shortcut].button
        if button is not None:
            return dom.press(button)
        if shortcut in (Shortcut.NEXT_PLACE, Shortcut.PREVIOUS_PLACE):
            return self.next_place(press.place, forward=shortcut is Shortcut.NEXT_PLACE)
        if shortcut is Shortcut.PLACE_BY_LETTER:
            return self.place_by_letter(press.place, press.key)
        if shortcut is Shortcut.PAN:
            return self.page.pan_map(press.key)
        self.page.open_keys()
        return True

    def next_place(self, focused: str | None, forward: bool) -> bool:
        """Give the focus to the next (or previous) place the person to move may use: the
        turn's expansion targets, cheapest first, then the cities that take another franchise
        (once the turn holds its expansions, its marker, then those cities, then the other
        targets; the start towns before the first turn). Nothing to use (a computer's turn,
        a position only looked at): the key does nothing."""
        stops = self.turn_stops()
        if stops is None:
            return False
        targets, increases, held = stops
        place = next_stop(self.place_of(focused), targets, increases, forward, held=held)
        return self.focus_place(place)

    def place_by_letter(self, focused: str | None, letter: str) -> bool:
        """Give the focus to the next place the person to move may use (in "next place"'s
        order) whose name starts with ``letter``: a target far round N's order in one or two
        presses. None starts with it, or nothing to use: the key does nothing."""
        stops = self.turn_stops()
        if stops is None:
            return False
        targets, increases, held = stops
        order = stop_order(targets, increases, held=held)
        return self.focus_place(letter_stop(self.place_of(focused), order, letter))

    def turn_stops(self) -> tuple[Targets, list[int], list[int]] | None:
        """What the person to move may use now: the expansion targets with their costs, the
        cities to increase in and the turn's markers once it holds every expansion it may (the
        start towns before the first turn); None when no one here may play."""
        session = self.session
        if session.game is None or not session.may_play() or self.page.busy:
            return None
        draft = session.draft
        if draft is None:
            return dict.fromkeys(start_towns(session.game.state), 0), [], []
        full = len(draft.expansions) >= draft.max_expansions()
        held = list(draft.expansions) if full else []
        return dict(draft.targets()), list(draft.increase_options()), held

    @staticmethod
    def place_of(focused: str | None) -> int | None:
        return BOARD.place_index.get(focused) if focused is not None else None

    @staticmethod
    def focus_place(place: int | None) -> bool:
        if place is None:
            return False
        dom.focus_map(f"place-{BOARD.places[place].id}")
        return True
