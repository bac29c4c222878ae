"""The reviewed turn on the map: the turn played and the turn the search prefers, drawn together.

Both turns are drawn over the position before them, so a player sees where each would have
put franchises. They must be told apart without colour: the played turn rings each place it
touched with a solid line and a round mark, the preferred turn with a wider dashed ring and a
square mark; a mark carries the franchises a turn adds in a city ("+2"). The panel's legend
shows the same shapes and says both turns in words. Drawn as a layer of its own (``#review-
marks``, never catching clicks) from element trees (web/text/markup.py), beneath the places:
a ring lies outside its place's halo, so nothing of the place hides it, while the places' names
(with their white outline) stay on top and readable where a ring passes behind them.
"""

from __future__ import annotations

import math

from franchise import Move, StartMove
from web.board.geometry import halo_radius
from web.board.render import position
from web.screens.review_text import added
from web.text.markup import Element, render, sub, tag

#: Rings sit outside the place's own halo; the preferred one further out, so both show on a
#: place that both turns touched.
PLAYED_GAP, PREFERRED_GAP = 3, 9
MARK_RADIUS = 6.5
#: How far outside a place's halo its rings and marks may reach (the map frames that much).
RING_REACH = PREFERRED_GAP + 2 * MARK_RADIUS


def touched(move: Move) -> dict[int, int]:
    """The places a move touches, each with the franchises it adds there (0: an expansion or
    a start, whose one franchise needs no count)."""
    if isinstance(move, StartMove):
        return {move.town: 0}
    places = dict.fromkeys(move.expansions, 0)
    places.update(added(move))
    return places


def marks_svg(played: Move, preferred: Move) -> str:
    """Both turns' rings and marks; the preferred turn is left out when it is the one played."""
    layer: list[Element] = []
    if preferred != played:
        layer += [
            _ring(place, count, preferred=True) for place, count in touched(preferred).items()
        ]
    layer += [_ring(place, count, preferred=False) for place, count in touched(played).items()]
    return render(layer)


def _ring(place: int, count: int, preferred: bool) -> Element:
    x, y = position(place)
    radius = halo_radius(place) + (PREFERRED_GAP if preferred else PLAYED_GAP)
    kind = "preferred" if preferred else "played"
    group = tag("g", {"class": ("review-ring", kind), "data-review-place": str(place)})
    circle = {"cx": x, "cy": y, "r": radius}
    sub(group, "circle", {**circle, "class": "casing"})
    sub(group, "circle", {**circle, "class": "line"})
    # The mark sits on the ring: top left for the played turn, top right for the preferred.
    angle = -math.pi * (0.25 if preferred else 0.75)
    mx, my = round(x + radius * math.cos(angle), 1), round(y + radius * math.sin(angle), 1)
    if preferred:
        side = 2 * MARK_RADIUS
        box = {"x": mx - MARK_RADIUS, "y": my - MARK_RADIUS, "width": side, "height": side}
        sub(group, "rect", {**box, "class": "mark"})
    else:
        sub(group, "circle", {"cx": mx, "cy": my, "r": MARK_RADIUS, "class": "mark"})
    if count:
        sub(group, "text", {"x": mx, "y": round(my + 3.2, 1), "class": "count"}, f"+{count}")
    return group


def legend_mark(preferred: bool) -> Element:
    """The ring and mark of one turn as a small inline SVG, for the panel's legend."""
    svg = tag(
        "svg",
        {
            "class": ("review-legend-mark", "preferred" if preferred else "played"),
            "viewBox": "-14 -14 28 28",
            "width": "24",
            "height": "24",
            "aria-hidden": "true",
        },
    )
    group = sub(svg, "g", {"class": ("review-ring", "preferred" if preferred else "played")})
    sub(group, "circle", {"cx": 0, "cy": 0, "r": 9, "class": "casing"})
    sub(group, "circle", {"cx": 0, "cy": 0, "r": 9, "class": "line"})
    if preferred:
        sub(group, "rect", {"x": 2.5, "y": -12.5, "width": 8, "height": 8, "class": "mark"})
    else:
        sub(group, "circle", {"cx": -6.4, "cy": -6.4, "r": 4, "class": "mark"})
    return svg
