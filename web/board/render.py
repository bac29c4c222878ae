"""Drawing the board: SVG text for the parts built once, and a view model for the parts that change.

Rendering holds no rules and no words: it reads the engine's state. ``outline_svg``,
``links_svg``, ``places_svg`` and ``tracks_svg`` build the board as SVG text in one go (one
innerHTML per layer is ~8x cheaper than thousands of element calls from Python); the build
inlines the first three into index.html. What changes (and every label a screen reader speaks)
is the view model of web/screens/board.py. All are plain functions, tested in CPython.
"""

from __future__ import annotations

import math

from franchise import BOARD
from franchise.state import NEUTRAL, State
from web.board.geometry import (
    CITY_HALO,
    CITY_RADIUS,
    LABEL_FONT,
    RING,
    SPACE_RADIUS,
    TAG_HEIGHT,
    TAG_WIDTH,
    TILE_HEIGHT,
    TILE_WIDTH,
    TOWN_HALF,
    TOWN_HALO,
    centred_baseline,
    map_data,
)
from web.board.layout import board_layout
from web.board.seats import PLAYER_FILL, SEAT_STYLES, paint, pattern_defs
from web.board.tracks import (
    INFLUENCE_LEFT,
    INFLUENCE_RIGHT,
    LINE_Y,
    MARKER_RADIUS,
    SLOT_HEIGHT,
    SLOT_TOP,
    SLOT_WIDTH,
    TITLE_BASELINE,
    TRACK_TOP,
    slot_baselines,
    slot_x,
)
from web.text.markup import escape

NEUTRAL_FILL = "#9c9c9c"
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
    paths = [pattern_defs()]
    paths += [
        f'<path class="region" data-region="{rid}" fill="{REGION_FILL[rid]}" d="{d}"/>'
        for rid, d in data.regions.items()
    ]
    paths.append(f'<path class="state-borders" d="{data.state_borders}"/>')
    return "".join(paths)


def links_svg() -> str:
    """The 107 links in five styles by cost, each with its cost where the layout found room."""
    lines, labels = [], []
    badges = board_layout().badges
    for link, (bx, by) in zip(BOARD.links, badges, strict=True):
        (x1, y1), (x2, y2) = position(link.a), position(link.b)
        stroke, width, dash = LINK_STYLE[link.cost]
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        lines.append(
            f'<line class="link cost-{link.cost}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" '
            f'stroke="{stroke}" stroke-width="{width}"{dash_attr}/>'
        )
        labels.append(
            f'<g class="link-cost cost-{link.cost}"><circle cx="{bx}" cy="{by}" r="5.5" '
            f'fill="{stroke}"/><text x="{bx}" y="{by + 2.6:.1f}">{link.cost}</text></g>'
        )
    return "".join(lines + labels)


def places_svg(state: State) -> str:
    """Towns and cities with their spaces in fill order (sizes depend on the expert tiles).

    Each place is a button (``g.place``) holding its shapes and its name, followed by a group of
    marks (``g.marks``, hidden from screen readers): the city's value, the centre that shows a
    scored city's owner or a draft's increase, and the price tag of a target. The place's
    aria-label (web/screens/board.py) says all of it in words, and a button's visible text must be
    part of its spoken name (WCAG 2.5.3, axe-core's label-content-name-mismatch): with the numbers
    inside, "7 Chicago" would not be. The stylesheet reaches the marks through ``.place + .marks``.
    """
    parts = []
    layout = board_layout()
    for place in BOARD.places:
        x, y = position(place.index)
        label = escape(place.name)
        pid = place.id
        lx, ly = layout.labels[pid]
        baseline = centred_baseline(ly, LABEL_FONT)
        name = f'<text class="place-name" x="{lx}" y="{baseline}">{label}</text>'
        common = (
            f'id="place-{pid}" class="place {place.kind}" data-place="{pid}" '
            f'tabindex="{0 if place.index == 0 else -1}" '
            f'role="button"'
        )
        tag = _tag(pid, *layout.tags[pid])
        if place.is_city:
            spaces = state.table.spaces[place.index]
            ring = "".join(
                f'<circle id="sp-{pid}-{i}" class="space{" start" if i == 0 else ""}" '
                f'cx="{sx}" cy="{sy}" r="{SPACE_RADIUS}"/>'
                for i in range(spaces)
                for sx, sy in [space_position(place.index, i, spaces)]
            )
            parts.append(
                f'<g {common} aria-label="{label}">'
                f'<circle class="halo" cx="{x}" cy="{y}" r="{CITY_HALO}"/>'
                f'<circle class="city-core" cx="{x}" cy="{y}" r="{CITY_RADIUS}"/>{ring}{name}</g>'
                f'<g class="marks" aria-hidden="true">'
                f'<text id="val-{pid}" class="city-value" x="{x}" y="{y + 4}">{spaces}</text>'
                f'<circle id="centre-{pid}" class="centre" cx="{x}" cy="{y}" r="7"/>'
                f'<text id="centre-n-{pid}" class="centre-count" x="{x}" y="{y + 3.5}"></text>'
                f"{tag}</g>"
            )
        else:
            side = 2 * TOWN_HALF
            parts.append(
                f'<g {common} aria-label="{label}">'
                f'<circle class="halo" cx="{x}" cy="{y}" r="{TOWN_HALO}"/>'
                f'<rect id="sp-{pid}-0" class="space town-space" x="{x - TOWN_HALF:.1f}" '
                f'y="{y - TOWN_HALF:.1f}" width="{side}" height="{side}" rx="3"/>{name}</g>'
                f'<g class="marks" aria-hidden="true">'
                f'<circle id="centre-{pid}" class="centre" cx="{x}" cy="{y}" r="4.5"/>{tag}</g>'
            )
    return "".join(parts)


def _tag(pid: str, x: float, y: float) -> str:
    """The cost label beside a place while it is an expansion target (centred on x, y)."""
    left, top = round(x - TAG_WIDTH / 2, 1), round(y - TAG_HEIGHT / 2, 1)
    return (
        f'<g id="tag-{pid}" class="tag"><rect x="{left}" y="{top}" width="{TAG_WIDTH}" '
        f'height="{TAG_HEIGHT}" rx="4"/>'
        f'<text id="tag-t-{pid}" x="{x}" y="{round(top + 10.5, 1)}"></text></g>'
    )


def tracks_svg(state: State) -> str:
    """Region tiles on the map, the region track (red zone) and the influence track."""
    parts = []
    tiles = board_layout().tiles
    for region in BOARD.regions:
        x, y = tiles[region.id]
        values = "·".join(str(v) for v in state.table.region_values(region.index))
        tile_region = BOARD.regions[state.table.region_tile[region.index]]
        left, top = round(x - TILE_WIDTH / 2, 1), round(y - TILE_HEIGHT / 2, 1)
        parts.append(
            f'<g id="tile-{region.id}" class="region-tile" role="img">'
            f'<rect x="{left}" y="{top}" width="{TILE_WIDTH}" '
            f'height="{TILE_HEIGHT}" rx="4" fill="{REGION_FILL[tile_region.id]}"/>'
            f'<text x="{x}" y="{round(y + 3.5, 1)}">{values}</text>'
            f'<circle id="ref-{region.id}" class="reference" cx="{left + TILE_WIDTH}" '
            f'cy="{top}" r="5"/></g>'
        )
    parts.append(
        f'<text id="title-track" class="track-title" x="{slot_x(0)}" y="{TITLE_BASELINE}"></text>'
    )
    for space, influence in enumerate(BOARD.track_influence):
        x = slot_x(space)
        middle = x + SLOT_WIDTH / 2
        red = " red-zone" if space >= BOARD.red_zone_start else ""
        first, second = slot_baselines(2)
        parts.append(
            f'<g class="track-slot{red}"><rect id="slot-{space}" x="{x}" y="{SLOT_TOP}" '
            f'width="{SLOT_WIDTH}" height="{SLOT_HEIGHT}" rx="4"/>'
            f'<text class="slot-bonus" x="{middle}" y="{TRACK_TOP + 60}">+{influence}</text>'
            f'<text id="slot-t-{space}" class="slot-tile" x="{middle}" y="{first}"></text>'
            f'<text id="slot-u-{space}" class="slot-tile" x="{middle}" y="{second}"></text></g>'
        )
    parts.append(
        f'<text id="title-influence" class="track-title" x="{INFLUENCE_LEFT}" '
        f'y="{TITLE_BASELINE}"></text>'
        f'<line class="influence-line" x1="{INFLUENCE_LEFT}" y1="{LINE_Y}" x2="{INFLUENCE_RIGHT}" '
        f'y2="{LINE_Y}"/>'
    )
    for seat in range(state.players):
        style = SEAT_STYLES[state.table.colors[seat]]
        parts.append(
            f'<g id="inf-{seat}" class="influence-marker"><circle cx="0" cy="0" '
            f'r="{MARKER_RADIUS}" fill="{paint_of(state, seat)}"/><circle cx="0" cy="0" r="6.4" '
            f'fill="{style.fill}"/><text id="inf-t-{seat}" x="0" y="3" '
            f'style="fill:{style.ink}"></text></g>'
        )
    return "".join(parts)
