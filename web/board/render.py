"""Drawing the board: SVG text for the parts built once; a view model draws the parts that change.

Rendering holds no rules and no words: it reads the engine's state. ``outline_svg``,
``links_svg``, ``places_svg`` and ``tracks_svg`` (web/board/tracks.py) build the board as SVG
text in one go (one innerHTML per layer is ~8x cheaper than thousands of element calls from
Python), as element trees of web/text/markup.py; the build inlines the first three into
index.html. What changes (and every label a screen reader speaks) is the view model of
web/screens/board.py. All are plain functions, tested in CPython.
"""

from __future__ import annotations

import math

from franchise import BOARD, NEUTRAL, State
from web.board.geometry import (
    CITY_HALO,
    CITY_RADIUS,
    LABEL_FONT,
    RING,
    SPACE_RADIUS,
    TAG_HEIGHT,
    TAG_WIDTH,
    TOWN_HALF,
    TOWN_HALO,
    centred_baseline,
    halo_radius,
    map_data,
)
from web.board.layout import board_layout
from web.board.seats import PLAYER_FILL, paint, pattern_defs
from web.text.markup import Element, render, tag

NEUTRAL_FILL = "#9c9c9c"
#: A region track space holding the tile of a region out of play: the grey of neutral
#: franchises, lighter so the region's name reads on it.
CLOSED_FILL = "#d4d4d4"
EMPTY_FILL = "#ffffff"
REGION_FILL = {
    "california": "#f6d6a8",
    "grand-canyon": "#f3e79b",
    "upper-west": "#c9e4b4",
    "montana": "#b5d9dc",
    "great-lakes": "#bfcdf0",
    "new-york": "#e2c4ec",
    "washington": "#f5c2c9",
    "florida": "#fbe3b3",
    "central": "#d8ecc1",
    "texas": "#f0cfb5",
}
#: Link style by cost: (stroke colour, width, dash pattern).
LINK_STYLE = {
    0: ("#6f7f8f", 1.6, "2 3"),
    1: ("#2f8f4e", 2.2, ""),
    3: ("#2b63b8", 2.6, ""),
    5: ("#c77a12", 3.0, "7 3"),
    8: ("#b3262d", 3.4, "10 3 2 3"),
}
HEIGHT = 700


def position(place: int) -> tuple[float, float]:
    """Where a place is drawn: its map position, spread a little where places crowd."""
    return board_layout().places[BOARD.places[place].id]


def space_position(place: int, space: int, spaces: int) -> tuple[float, float]:
    """Spaces sit on a ring around the city, the start space at the top, then clockwise."""
    x, y = position(place)
    angle = -math.pi / 2 + 2 * math.pi * space / spaces
    return round(x + RING * math.cos(angle), 1), round(y + RING * math.sin(angle), 1)


def color_of(state: State, owner: int) -> str:
    """The plain fill of a seat (or of the neutral franchises)."""
    if owner == NEUTRAL:
        return NEUTRAL_FILL
    return PLAYER_FILL[state.table.colors[owner]]


def paint_of(state: State, owner: int) -> str:
    """The fill of a franchise: the seat's colour with its pattern (``web/board/seats.py``)."""
    if owner == NEUTRAL:
        return NEUTRAL_FILL
    return paint(state.table.colors[owner])


# --------------------------------------------------------------------------- built once
def outline_svg() -> str:
    """Regions, state borders and the seats' patterns: static, inlined in index.html so they show
    before Python runs."""
    data = map_data()
    regions = (
        tag("path", {"class": "region", "data-region": rid, "fill": REGION_FILL[rid], "d": d})
        for rid, d in data.regions.items()
    )
    borders = tag("path", {"class": "state-borders", "d": data.state_borders})
    return pattern_defs() + render(regions, borders)


def links_svg() -> str:
    """The 107 links in five styles by cost, each with its cost where the layout found room."""
    lines, labels = [], []
    badges = board_layout().badges
    for link, (bx, by) in zip(BOARD.links, badges, strict=True):
        (x1, y1), (x2, y2) = position(link.a), position(link.b)
        stroke, width, dash = LINK_STYLE[link.cost]
        line = {"class": ("link", f"cost-{link.cost}"), "x1": x1, "y1": y1, "x2": x2, "y2": y2}
        style = {"stroke": stroke, "stroke-width": width, "stroke-dasharray": dash or None}
        lines.append(tag("line", {**line, **style}))
        labels.append(
            tag(
                "g",
                {"class": ("link-cost", f"cost-{link.cost}")},
                tag("circle", {"cx": bx, "cy": by, "r": "5.5", "fill": stroke}),
                tag("text", {"x": bx, "y": f"{by + 2.6:.1f}"}, str(link.cost)),
            )
        )
    return render(lines, labels)


def places_svg(state: State) -> str:
    """Towns and cities with their spaces in fill order (sizes depend on the expert tiles).

    Each place is a button (``g.place``) holding its shapes and its name, followed by a group of
    marks (``g.marks``, hidden from screen readers): the city's value, the centre that shows a
    scored city's owner or a draft's increase, and the price tag of a target. The place's
    aria-label (web/screens/board.py) says all of it in words, and a button's visible text must be
    part of its spoken name (WCAG 2.5.3, axe-core's label-content-name-mismatch): with the numbers
    inside, "7 Chicago" would not be. The stylesheet reaches the marks through ``.place + .marks``.
    """
    parts: list[Element] = []
    layout = board_layout()
    for place in BOARD.places:
        x, y = position(place.index)
        pid = place.id
        lx, ly = layout.labels[pid]
        name = tag(
            "text",
            {"class": "place-name", "x": lx, "y": centred_baseline(ly, LABEL_FONT)},
            place.name,
        )
        button = {
            "id": f"place-{pid}",
            "class": ("place", place.kind),
            "data-place": pid,
            "tabindex": 0 if place.index == 0 else -1,
            "role": "button",
            "aria-label": place.name,
        }
        marks = {"class": "marks", "aria-hidden": "true"}
        price = _tag(pid, *layout.tags[pid])
        if place.is_city:
            spaces = state.table.spaces[place.index]
            ring = (
                tag(
                    "circle",
                    {
                        "id": f"sp-{pid}-{i}",
                        "class": ("space", "start" if i == 0 else None),
                        "cx": sx,
                        "cy": sy,
                        "r": SPACE_RADIUS,
                    },
                )
                for i in range(spaces)
                for sx, sy in [space_position(place.index, i, spaces)]
            )
            parts.append(
                tag(
                    "g",
                    button,
                    tag("circle", {"class": "halo", "cx": x, "cy": y, "r": CITY_HALO}),
                    tag("circle", {"class": "city-core", "cx": x, "cy": y, "r": CITY_RADIUS}),
                    ring,
                    name,
                )
            )
            value = {"id": f"val-{pid}", "class": "city-value", "x": x, "y": y + 4}
            centre = {"id": f"centre-{pid}", "class": "centre", "cx": x, "cy": y, "r": "7"}
            count = {"id": f"centre-n-{pid}", "class": "centre-count", "x": x, "y": y + 3.5}
            parts.append(
                tag(
                    "g",
                    marks,
                    tag("text", value, str(spaces)),
                    tag("circle", centre),
                    tag("text", count),
                    price,
                )
            )
        else:
            side = 2 * TOWN_HALF
            space = {
                "id": f"sp-{pid}-0",
                "class": ("space", "town-space"),
                "x": f"{x - TOWN_HALF:.1f}",
                "y": f"{y - TOWN_HALF:.1f}",
                "width": side,
                "height": side,
                "rx": "3",
            }
            halo = {"class": "halo", "cx": x, "cy": y, "r": TOWN_HALO}
            parts.append(tag("g", button, tag("circle", halo), tag("rect", space), name))
            centre = {"id": f"centre-{pid}", "class": "centre", "cx": x, "cy": y, "r": "4.5"}
            parts.append(tag("g", marks, tag("circle", centre), price))
    return render(parts)


def hits_svg() -> str:
    """One invisible circle per place, under every place's shapes (``g#hits``, before the
    places), that a tap beside the place also lands on: the stylesheet makes it at least 26 CSS
    pixels across at any zoom for a place the player may tap now, 24 for any other (where a tap
    says why not), from the ``--unit`` the page sets on the board (board units per CSS pixel),
    while a place's own shapes stay on top of any neighbour's circle. The board view names the
    places that may be tapped (``tappable``); a circle names
    its place in ``data-hit``, not ``data-place``, so that only the places are places to
    anything that looks for them (their focus, their shapes)."""
    circles = []
    for place in BOARD.places:
        x, y = position(place.index)
        attrs = {"id": f"hit-{place.id}", "class": ("hit", place.kind), "data-hit": place.id}
        halo = f"--halo:{halo_radius(place.index)}px"
        circles.append(tag("circle", attrs | {"cx": x, "cy": y, "style": halo}))
    return render(circles)


def _tag(pid: str, x: float, y: float) -> Element:
    """The cost label beside a place while it is an expansion target (centred on x, y)."""
    left, top = round(x - TAG_WIDTH / 2, 1), round(y - TAG_HEIGHT / 2, 1)
    box = {"x": left, "y": top, "width": TAG_WIDTH, "height": TAG_HEIGHT, "rx": "4"}
    return tag(
        "g",
        {"id": f"tag-{pid}", "class": "tag"},
        tag("rect", box),
        tag("text", {"id": f"tag-t-{pid}", "x": x, "y": round(top + 10.5, 1)}),
    )
