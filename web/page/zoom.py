"""The board's zoom and pan on the page: buttons, wheel or trackpad, drag and pinch.

The maths is in ``web/board/viewport.py``; this module only reads pointer positions and the board's
size on screen and sets the SVG's ``viewBox``. The first view of each game frames the regions in
play (2-3 player games leave the West out), and "show my targets" frames the turn's targets so a
phone shows every one of them after one tap. A drag pans and is not a click on a place.
"""

from __future__ import annotations

from collections.abc import Callable

from pyscript import document

from web.board.viewport import (
    ZOOM_STEP,
    ViewBox,
    clamp,
    fit,
    frame,
    pan,
    pinch,
    readable_width,
    regions_in_play,
    to_board,
    wheel_factor,
    zoom_at,
)
from web.browser import dom

#: Screen pixels a pointer may move and still count as a click, not a drag.
DRAG_SLOP = 6.0
#: Board boxes at least this wide (CSS pixels) fit the tracks below the map as well; on a
#: phone the regions in play get the whole screen (the panels show the scores).
TRACKS_MIN_WIDTH = 600.0

Point = tuple[float, float]


class Zoom:
    """The board's view; ``targets`` gives the places the current turn may expand to."""

    def __init__(self, targets: Callable[[], list[int]]) -> None:
        self.targets = targets
        self.board = dom.element("board")
        self.view = fit(range(10), self.aspect(), tracks=True)
        self.regions: list[int] = list(range(10))
        self.game_id: str | None = None
        self.pointers: dict[int, Point] = {}
        self.travelled = 0.0

    def wire(self) -> None:
        for action, handler in (
            ("zoom-in", lambda: self.zoom_by(ZOOM_STEP)),
            ("zoom-out", lambda: self.zoom_by(1 / ZOOM_STEP)),
            ("fit", self.fit),
            ("frame-targets", self.frame_targets),
        ):
            button = document.querySelector(f"[data-action='{action}']")
            dom.on(button, "click", lambda _e, act=handler: act())
        dom.on_passive_false(self.board, "wheel", self.on_wheel)
        for event in ("pointerdown", "pointermove", "pointerup", "pointercancel"):
            dom.on(self.board, event, self.on_pointer)
        dom.on_capture(self.board, "click", self.on_click)
        dom.on_window("resize", lambda _e: self.show(self.view))

    # ------------------------------------------------------------------ views
    def follow(self, game_id: str | None, active_region: tuple[bool, ...] | None) -> None:
        """Frame the regions in play when a different game comes on screen."""
        if game_id == self.game_id:
            return
        self.game_id = game_id
        self.regions = regions_in_play(active_region) if active_region else list(range(10))
        self.fit()

    def fit(self) -> None:
        tracks = self.size()[0] >= TRACKS_MIN_WIDTH
        self.show(fit(self.regions, self.aspect(), tracks=tracks))

    def frame_targets(self) -> None:
        places = self.targets()
        if places:
            width = self.size()[0]
            self.show(frame(places, self.aspect(), max_size=readable_width(width)))

    def zoom_by(self, factor: float) -> None:
        self.show(zoom_at(self.view, factor, self.view.centre))

    def show(self, view: ViewBox) -> None:
        self.view = clamp(view)
        self.board.setAttribute("viewBox", self.view.attribute())
        self.board.dataset.zoom = f"{self.view.width:.1f}"

    # ------------------------------------------------------------------ screen
    def size(self) -> Point:
        rect = self.board.getBoundingClientRect()
        return max(float(rect.width), 1.0), max(float(rect.height), 1.0)

    def aspect(self) -> float:
        width, height = self.size()
        return width / height

    def local(self, event) -> Point:
        rect = self.board.getBoundingClientRect()
        return float(event.clientX - rect.left), float(event.clientY - rect.top)

    # ------------------------------------------------------------------ input
    def on_wheel(self, event) -> None:
        event.preventDefault()
        point = to_board(self.view, self.size()[0], self.local(event))
        factor = wheel_factor(float(event.deltaY), lines=event.deltaMode == 1)
        self.show(zoom_at(self.view, factor, point))

    def on_pointer(self, event) -> None:
        kind, pointer = event.type, int(event.pointerId)
        if kind == "pointerdown":
            if not self.pointers:
                self.travelled = 0.0
            self.pointers[pointer] = self.local(event)
            return
        if pointer not in self.pointers:
            return
        if kind != "pointermove":
            del self.pointers[pointer]
            return
        before = dict(self.pointers)
        self.pointers[pointer] = now = self.local(event)
        width = self.size()[0]
        if len(before) == 1:
            (x, y) = before[pointer]
            self.travelled += abs(now[0] - x) + abs(now[1] - y)
            if self.travelled > DRAG_SLOP:
                if not self.board.hasPointerCapture(pointer):
                    self.board.setPointerCapture(pointer)
                self.show(pan(self.view, now[0] - x, now[1] - y, width))
        elif len(before) == 2:
            self.travelled += DRAG_SLOP + 1
            first, second = before.values()
            after = tuple(self.pointers.values())
            self.show(pinch(self.view, width, (first, second), (after[0], after[1])))

    def on_click(self, event) -> None:
        """A click that ends a drag or a pinch is not a click on a place."""
        if self.travelled > DRAG_SLOP:
            event.stopPropagation()
            event.preventDefault()
            self.travelled = 0.0
