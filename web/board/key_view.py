"""How keys move the map: Shift and an arrow pan it, and a place that takes the focus from a key
comes into view.

Zoomed in, the arrow keys once took the focus to places off the visible map, and no key panned
it (issue 48). The view follows the focus the way a page scrolls a focused element into view
(``scrollIntoView`` with ``block: "nearest"``): at the same zoom, only as far as the place, its
name and its cost tag need, and not at all while they show. Pure maths on board units, like
web/board/viewport.py.
"""

from __future__ import annotations

from web.board.shapes import Box
from web.board.viewport import FRAME_MARGIN, ViewBox, place_bounds

#: One press of Shift and an arrow moves the view by this share of its width or height.
PAN_SHARE = 0.2
#: Board units a place may stick out by and still show (rounding of a view panned to it).
EPSILON = 1e-6


def nudge(view: ViewBox, dx: float, dy: float, share: float = PAN_SHARE) -> ViewBox:
    """The view after a pan key: (dx, dy) is the arrow's direction, and the view moves that
    way by ``share`` of its size (the board slides the other way, as a page scrolls)."""
    return ViewBox(
        view.x + dx * share * view.width, view.y + dy * share * view.height, view.width, view.height
    )


def follow(view: ViewBox, place: int, screen_width: float, band: float = 0.0) -> ViewBox | None:
    """The view that shows ``place`` whole (halo, name and cost tag), panned at the same zoom
    as little as that takes, or None when it shows already. ``band``: CSS pixels at the top of
    the board's box that the map's buttons cover (web/page/zoom.py)."""
    wanted = place_bounds(place).grown(FRAME_MARGIN)
    top = view.y + band * view.width / screen_width
    visible = Box(view.x, top, view.x + view.width, view.y + view.height)
    if wanted.grown(-EPSILON).inside(visible):  # a view panned to its edge shows it
        return None
    dx = _shift(wanted.left, wanted.right, visible.left, visible.right)
    dy = _shift(wanted.top, wanted.bottom, visible.top, visible.bottom)
    return ViewBox(view.x + dx, view.y + dy, view.width, view.height)


def _shift(low: float, high: float, start: float, end: float) -> float:
    """How far a span [start, end] moves to hold [low, high]: to its nearer edge, or to its
    middle when it cannot hold it whole."""
    if high - low > end - start:
        return (low + high) / 2 - (start + end) / 2
    if low < start:
        return low - start
    if high > end:
        return high - end
    return 0.0
