"""How far a hint moves the map: only as far as its places need, never away from the tracks.

A hint used to frame its places like "show my targets", zoomed in to a few places across: on a
desktop the tracks went out of view and the map looked lost, while the places had been in view
all along. Now a hint leaves the map alone when the view already shows its places (on a phone,
with readable names, or as close as they all fit; on a wide screen, with both tracks below the
map). Otherwise a wide screen
shows the places together with the tracks, and a phone shows them at the widest view whose
names still read (``readable_width``), so the places keep as much of the map around them as a
phone allows. Pure maths on board units, like ``web/board/viewport.py``.
"""

from __future__ import annotations

from collections.abc import Iterable

from web.board.shapes import Box
from web.board.viewport import (
    FIT_PADDING,
    FRAME_MARGIN,
    TRACKS,
    ViewBox,
    around,
    frame,
    place_bounds,
    readable,
    readable_width,
    union,
)


def hint_view(
    view: ViewBox,
    places: Iterable[int],
    aspect: float,
    screen_width: float,
    *,
    tracks: bool,
    band: float = 0.0,
) -> ViewBox | None:
    """The view to show a hint's ``places`` in, or ``None`` to keep ``view``.

    ``aspect`` is that of the part of the board's box below the map's buttons, which cover
    ``band`` CSS pixels at its top; ``tracks``: the screen is wide and shows the tracks on the
    map. The new view is for that part of the box (``viewport.below`` places it under them).
    """
    chosen = list(places)
    if not chosen:
        return None
    halos = union([place_bounds(place, named=False) for place in chosen])
    if tracks:
        needed = union([*(place_bounds(place) for place in chosen), TRACKS]).grown(FRAME_MARGIN)
        if needed.inside(_visible(view, screen_width, band)):
            return None
        return around(needed.grown(FIT_PADDING), aspect)
    widest = readable_width(screen_width)
    framed = frame(chosen, aspect, min_size=min(widest, widest / aspect), max_size=widest)
    close_enough = readable(view, screen_width) or view.width <= framed.width + 1e-6
    if halos.inside(_visible(view, screen_width, band)) and close_enough:
        return None
    return framed


def _visible(view: ViewBox, screen_width: float, band: float) -> Box:
    """The part of ``view`` not under the band of the map's buttons."""
    box = view.box
    return Box(box.left, box.top + band * view.width / screen_width, box.right, box.bottom)
