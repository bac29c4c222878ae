"""How a player moves the map by hand: Ctrl and the wheel or a trackpad's pinch, drag and
pinch, and keys (a place focused by key is brought into view at the map's zoom, Shift and an
arrow pans). A plain wheel scrolls the page, as it does over anything else on it.

A mixin of the map's view (web/page/zoom.py ``Zoom``), which shows a view (``look``) and knows
the board's size on screen (``size``) and the band of its buttons (``buttons_band``); the maths
is in web/board/viewport.py and web/board/key_view.py. A drag pans and is not a click on a
place.
"""

from __future__ import annotations

from collections.abc import Callable

from franchise import BOARD
from web.board.key_view import follow, nudge
from web.board.map_keys import DIRECTIONS
from web.board.viewport import ViewBox, pan, pinch, to_board, wheel_factor, zoom_at
from web.browser import events
from web.browser.events import PageEvent, Pointer, PointerKind, Wheel

#: Screen pixels a pointer may move and still count as a click, not a drag.
DRAG_SLOP = 6.0

Point = tuple[float, float]
#: The board's SVG element.
BOARD_ID = "board"


class MapInput:
    """The map's pointers and keys; the view it moves is the ``Zoom``'s."""

    #: The pointers down on the map now, where each was last.
    pointers: dict[int, Point]
    #: How far the pointers moved since the first went down (a drag, past ``DRAG_SLOP``).
    travelled: float

    #: What the map's view (``Zoom``) gives: the view now, showing a view the player asked
    #: for, the board's size on screen, and how far down it the map's buttons reach.
    viewbox: ViewBox
    look: Callable[[ViewBox], None]
    size: Callable[[], Point]
    buttons_band: Callable[[], float]

    def on_focus(self, event: PageEvent) -> None:
        """A place took the focus while the player uses keys (an arrow, "next place", the
        map's tab stop after a move): the map pans, at its zoom, until the place shows."""
        place = event.data.get("place")
        if place is None or event.data.get("input") != "keys":
            return
        width = self.size()[0]
        view = follow(self.viewbox, BOARD.place_index[place], width, self.buttons_band())
        if view is not None:
            self.look(view)

    def pan_key(self, key: str) -> bool:
        """Pan the way of an arrow (Shift and an arrow: web/screens/shortcuts.py)."""
        direction = DIRECTIONS.get(key)
        if direction is None:
            return False
        self.look(nudge(self.viewbox, *direction))
        return True

    def on_wheel(self, wheel: Wheel) -> None:
        point = to_board(self.viewbox, self.size()[0], (wheel.x, wheel.y))
        self.look(zoom_at(self.viewbox, wheel_factor(wheel.delta, lines=wheel.lines), point))

    def on_pointer(self, event: Pointer) -> None:
        pointer = event.pointer
        if event.kind is PointerKind.DOWN:
            if not self.pointers:
                self.travelled = 0.0
            self.pointers[pointer] = (event.x, event.y)
            return
        if pointer not in self.pointers:
            return
        if event.kind is not PointerKind.MOVE:
            del self.pointers[pointer]
            return
        before = dict(self.pointers)
        self.pointers[pointer] = now = (event.x, event.y)
        width = self.size()[0]
        if len(before) == 1:
            (x, y) = before[pointer]
            self.travelled += abs(now[0] - x) + abs(now[1] - y)
            if self.travelled > DRAG_SLOP:
                events.capture_pointer(BOARD_ID, pointer)
                self.look(pan(self.viewbox, now[0] - x, now[1] - y, width))
        elif len(before) == 2:
            self.travelled += DRAG_SLOP + 1
            first, second = before.values()
            after = tuple(self.pointers.values())
            self.look(pinch(self.viewbox, width, (first, second), (after[0], after[1])))

    def swallow_click(self) -> bool:
        """A click that ends a drag or a pinch is not a click on a place."""
        if self.travelled > DRAG_SLOP:
            self.travelled = 0.0
            return True
        return False
