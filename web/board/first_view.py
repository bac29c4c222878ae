"""A phone's first view of a game: close enough to read the place names, on what matters.

On a phone the whole board draws place names 3-4 CSS px high. The first view of a game there is
a part of the map where names show at ``FIRST_VIEW_NAME_PX`` or more: the person's targets (or
start towns) when such a view holds them all, else the most of them one such view holds; with
nobody here to move, the middle of the regions in play. The whole board (``viewport.fit``, the
"fit" button) is one tap away. Pure maths on board units, like ``web/board/viewport.py``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from franchise import Game, StartMove, TurnMove
from web.board.shapes import Box
from web.board.viewport import (
    FRAME_MARGIN,
    MIN_SIZE,
    ViewBox,
    fit,
    frame,
    place_bounds,
    readable_width,
    union,
)

#: Place names are drawn at this many CSS pixels or more in a phone's first view of a game.
FIRST_VIEW_NAME_PX = 10.0


def first_view(
    places: Sequence[int], regions: Iterable[int], aspect: float, screen_width: float
) -> ViewBox:
    """A phone's first view of a game: place names at ``FIRST_VIEW_NAME_PX`` or more.

    It frames ``places`` (the turn's targets, or the start towns) when they fit at that size,
    else the most of them a view that size holds; with none (a computer or nobody to move),
    it is the middle of the ``regions`` in play. The whole board is a tap on "fit" away.
    """
    # A tenth of a unit to spare: the ``viewBox`` attribute is written to a tenth.
    widest = readable_width(screen_width, FIRST_VIEW_NAME_PX) - 0.1
    if places:
        view = frame(places, aspect, min(3 * MIN_SIZE, widest / aspect), widest)
        return view if view.width <= widest else _most_places(places, aspect, widest)
    x, y = fit(regions, aspect).centre
    return ViewBox(x - widest / 2, y - widest / aspect / 2, widest, widest / aspect)


def _most_places(places: Sequence[int], aspect: float, width: float) -> ViewBox:
    """A view ``width`` across holding the halos of as many ``places`` as any (of those, the
    group nearest their middle), centred on them, their names too where there is room."""
    height = width / aspect
    halos = {p: place_bounds(p, named=False).grown(FRAME_MARGIN) for p in places}
    middle = union(list(halos.values())).centre
    best: tuple[int, float, list[int]] = (0, 0.0, [])
    for left in sorted({halo.left for halo in halos.values()}):
        for top in sorted({halo.top for halo in halos.values()}):
            window = Box(left, top, left + width, top + height)
            held = [p for p, halo in halos.items() if halo.inside(window)]
            if not held or len(held) < best[0]:
                continue
            distance = -math.dist(union([halos[p] for p in held]).centre, middle)
            best = max(best, (len(held), distance, held), key=lambda found: found[:2])
    held = best[2]
    named = union([place_bounds(p) for p in held]).grown(FRAME_MARGIN)
    fits = named.right - named.left <= width and named.bottom - named.top <= height
    x, y = (named if fits else union([halos[p] for p in held])).centre
    return ViewBox(x - width / 2, y - height / 2, width, height)


def last_move_places(game: Game | None) -> tuple[int, ...]:
    """The places the last move of ``game`` played on: a start town, or a turn's expansions and
    increases (none before the first move, or for a pass)."""
    move = game.moves[-1] if game is not None and game.moves else None
    if isinstance(move, StartMove):
        return (move.town,)
    if isinstance(move, TurnMove):
        return (*move.expansions, *move.increases)
    return ()
