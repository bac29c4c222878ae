"""Drawing the board: SVG text for the parts built once, and a view model for the parts that change.

Rendering holds no rules: it reads the engine's state and the draft turn. ``outline_svg``,
``links_svg``, ``places_svg`` and ``tracks_svg`` build the board as SVG text in one go (one
innerHTML per layer is ~8x cheaper than thousands of element calls from Python); the build
inlines the first three into index.html. ``board_view`` returns, for every element that can
change, the attributes it should have now (``{"id": {"class": ..., "text": ...}}``); the DOM
adapter diffs two views and touches only the elements that differ, so a move patches a few
dozen attributes instead of redrawing. All are plain functions, tested in CPython.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from html import escape
from pathlib import Path

from franchise import BOARD
from franchise.state import NEUTRAL, State

PLAYER_FILL = {
    "blue": "#2d6cdf",
    "red": "#d9363e",
    "orange": "#f08c1a",
    "black": "#2b2b2b",
    "beige": "#e8d3a6",
}
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
MAP_FILE = Path(__file__).resolve().parent.parent / "assets" / "map.json"
TRACK_TOP = 628
HEIGHT = 700
CITY_RADIUS = 11
SPACE_RADIUS = 4.6
RING = 17


@dataclass(frozen=True)
class MapData:
    regions: dict[str, str]
    state_borders: str
    places: dict[str, tuple[float, float]]


@cache
def map_data() -> MapData:
    """Region outlines and place positions made by tools/build_map.mjs (assets/map.json)."""
    raw = json.loads(MAP_FILE.read_text(encoding="utf-8"))
    return MapData(
        regions=raw["regions"],
        state_borders=raw["state_borders"],
        places={k: (v[0], v[1]) for k, v in raw["places"].items()},
    )


def position(place: int) -> tuple[float, float]:
    return map_data().places[BOARD.places[place].id]


def space_position(place: int, space: int, spaces: int) -> tuple[float, float]:
    """Spaces sit on a ring around the city, the start space at the top, then clockwise."""
    x, y = position(place)
    angle = -math.pi / 2 + 2 * math.pi * space / spaces
    return round(x + RING * math.cos(angle), 1), round(y + RING * math.sin(angle), 1)


def region_tile_position(region: int) -> tuple[float, float]:
    """A free spot for a region's tile: the mean of its places, nudged off the links."""
    points = [position(p) for p in BOARD.regions[region].places]
    x = sum(p[0] for p in points) / len(points)
    y = sum(p[1] for p in points) / len(points)
    nudge = {"new-york": (40, -60), "washington": (25, 40), "florida": (40, 40)}
    dx, dy = nudge.get(BOARD.regions[region].id, (0, 28))
    return round(x + dx, 1), round(y + dy, 1)


def color_of(state: State, owner: int) -> str:
    if owner == NEUTRAL:
        return NEUTRAL_FILL
    return PLAYER_FILL[state.table.colors[owner]]


# --------------------------------------------------------------------------- built once
def outline_svg() -> str:
    """Regions and state borders: static, inlined in index.html so it shows before Python runs."""
    data = map_data()
    paths = [
        f'<path class="region" data-region="{rid}" fill="{REGION_FILL[rid]}" d="{d}"/>'
        for rid, d in data.regions.items()
    ]
    paths.append(f'<path class="state-borders" d="{data.state_borders}"/>')
    return "".join(paths)


def links_svg() -> str:
    """The 107 links in five styles by cost, each with its cost readable at its middle."""
    lines, labels = [], []
    for link in BOARD.links:
        (x1, y1), (x2, y2) = position(link.a), position(link.b)
        stroke, width, dash = LINK_STYLE[link.cost]
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        lines.append(
            f'<line class="link cost-{link.cost}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" '
            f'stroke="{stroke}" stroke-width="{width}"{dash_attr}/>'
        )
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        labels.append(
            f'<g class="link-cost cost-{link.cost}"><circle cx="{mx:.1f}" cy="{my:.1f}" r="5.5" '
            f'fill="{stroke}"/><text x="{mx:.1f}" y="{my + 2.6:.1f}">{link.cost}</text></g>'
        )
    return "".join(lines + labels)


def places_svg(state: State) -> str:
    """Towns and cities with their spaces in fill order (sizes depend on the expert tiles)."""
    parts = []
    for place in BOARD.places:
        x, y = position(place.index)
        label = escape(place.name)
        pid = place.id
        common = (
            f'id="place-{pid}" class="place {place.kind}" data-place="{pid}" tabindex="0" '
            f'role="button"'
        )
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
                f'<circle class="halo" cx="{x}" cy="{y}" r="{RING + 8}"/>'
                f'<circle class="city-core" cx="{x}" cy="{y}" r="{CITY_RADIUS}"/>{ring}'
                f'<text id="val-{pid}" class="city-value" x="{x}" y="{y + 4}">{spaces}</text>'
                f'<circle id="centre-{pid}" class="centre" cx="{x}" cy="{y}" r="7"/>'
                f'<text id="centre-n-{pid}" class="centre-count" x="{x}" y="{y + 3.5}"></text>'
                f'<text class="place-name" x="{x}" y="{y + RING + 15}">{label}</text>'
                f"{_tag(pid, x + 12, y - 34)}"
                "</g>"
            )
        else:
            parts.append(
                f'<g {common} aria-label="{label}">'
                f'<circle class="halo" cx="{x}" cy="{y}" r="13"/>'
                f'<rect id="sp-{pid}-0" class="space town-space" x="{x - 6}" y="{y - 6}" '
                f'width="12" height="12" rx="2"/>'
                f'<circle id="centre-{pid}" class="centre" cx="{x}" cy="{y}" r="4"/>'
                f'<text class="place-name" x="{x}" y="{y + 19}">{label}</text>'
                f"{_tag(pid, x + 6, y - 26)}"
                "</g>"
            )
    return "".join(parts)


def _tag(pid: str, x: float, y: float) -> str:
    """The cost label shown above a place while it is an expansion target."""
    return (
        f'<g id="tag-{pid}" class="tag"><rect x="{x}" y="{y}" width="22" height="14" rx="4"/>'
        f'<text id="tag-t-{pid}" x="{x + 11}" y="{y + 10.5}"></text></g>'
    )


def tracks_svg(state: State) -> str:
    """Region tiles on the map, the region track (red zone) and the influence track."""
    parts = []
    for region in BOARD.regions:
        x, y = region_tile_position(region.index)
        values = "·".join(str(v) for v in state.table.region_values(region.index))
        tile_region = BOARD.regions[state.table.region_tile[region.index]]
        parts.append(
            f'<g id="tile-{region.id}" class="region-tile" role="img">'
            f'<rect x="{x - 24}" y="{y - 10}" width="48" height="20" rx="4" '
            f'fill="{REGION_FILL[tile_region.id]}"/><text x="{x}" y="{y + 4}">{values}</text>'
            f'<circle id="ref-{region.id}" class="reference" cx="{x + 24}" cy="{y - 10}" r="5"/>'
            "</g>"
        )
    slot_width = 50
    parts.append(f'<text id="title-track" class="track-title" x="14" y="{TRACK_TOP + 14}"></text>')
    for space, influence in enumerate(BOARD.track_influence):
        x = 14 + space * (slot_width + 4)
        red = " red-zone" if space >= BOARD.red_zone_start else ""
        parts.append(
            f'<g class="track-slot{red}"><rect id="slot-{space}" x="{x}" y="{TRACK_TOP + 20}" '
            f'width="{slot_width}" height="28" rx="4"/>'
            f'<text class="slot-bonus" x="{x + slot_width / 2}" y="{TRACK_TOP + 60}">'
            f"+{influence}</text>"
            f'<text id="slot-t-{space}" class="slot-tile" x="{x + slot_width / 2}" '
            f'y="{TRACK_TOP + 38}"></text></g>'
        )
    x0 = 14 + 10 * (slot_width + 4) + 16
    parts.append(
        f'<text id="title-influence" class="track-title" x="{x0}" y="{TRACK_TOP + 14}"></text>'
    )
    parts.append(
        f'<line class="influence-line" x1="{x0}" y1="{TRACK_TOP + 40}" x2="{986}" '
        f'y2="{TRACK_TOP + 40}"/>'
    )
    for seat in range(state.players):
        parts.append(
            f'<g id="inf-{seat}" class="influence-marker"><circle cx="0" cy="0" r="9" '
            f'fill="{color_of(state, seat)}"/><text id="inf-t-{seat}" x="0" y="3.5"></text></g>'
        )
    return "".join(parts)
