"""Where things sit on the board and how big they are drawn: shared by the layout and the drawing.

The drawing (``web/board/render.py``) and the collision pass (``web/board/layout.py``) must agree on
every size, or the pass would keep apart shapes other than those drawn; so both read them from here.
Place positions come from ``assets/map.json`` (made by ``tools/build/map.mjs``).

Text is measured by estimate, not by a font engine (the page's fonts are not known at build time):
each character counts a share of the font size by its width class, calibrated on DejaVu Sans, the
widest ``system-ui`` fallback measured in Chromium on this project's machines (its widest letters,
"m" and "W", are about 1.0 and 1.1 of the size in bold; narrow ones like "i" and "l" about 0.35).
Each class takes the widest member's width, so the estimate stays above the measured width of every
board name and other system fonts, which are narrower, fit too.
"""

from __future__ import annotations

import json
from functools import cache

from franchise import BOARD, read_beside
from franchise.values import valueclass
from web.board.shapes import Box, Outline, Point

#: The whole board (map above, tracks below) and the map part of it, in board units.
BOARD_BOX = Box(0, 0, 1000, 700)
MAP_BOX = Box(0, 0, 1000, 620)

CITY_RADIUS = 11  # the city's core disc, which shows its value
RING = 17  # spaces sit on this circle around the city's centre
SPACE_RADIUS = 5.2  # one franchise space of a city, large enough to show a seat's pattern
CITY_HALO = RING + 7  # the highlight ring of a target city; covers every space
TOWN_HALF = 8  # a town's single space is a rounded square this far from its centre each way
TOWN_HALO = 13  # the highlight ring of a target town; covers the square's corners

LABEL_FONT = 9  # place names (CSS .place-name)
LABEL_HALO = 1.25  # half the white stroke drawn around each name so it reads over lines
TAG_WIDTH, TAG_HEIGHT = 24, 14  # the cost tag of an expansion target
BADGE_RADIUS = 5.5  # the disc with a link's cost
TILE_WIDTH, TILE_HEIGHT = 48, 20  # a region tile on the map
REFERENCE_RADIUS = 5  # the tie-breaker franchise drawn at a region tile's top right corner

#: Width of each character class as a share of the font size: (normal, bold).
_NARROW = "fijlrtIJ.,:;·' "
_WIDE = "mwMW+"
_CLASS_WIDTH = {"narrow": (0.42, 0.50), "wide": (1.00, 1.12), "capital": (0.80, 0.86)}
_OTHER_WIDTH = (0.66, 0.74)
#: Glyph extent above and below the baseline as a share of the font size (DejaVu: 0.9, 0.2).
ASCENT, DESCENT = 0.95, 0.25


def _char_width(char: str, bold: bool) -> float:
    if char in _NARROW:
        widths = _CLASS_WIDTH["narrow"]
    elif char in _WIDE:
        widths = _CLASS_WIDTH["wide"]
    elif char.isupper():
        widths = _CLASS_WIDTH["capital"]
    else:
        widths = _OTHER_WIDTH
    return widths[1] if bold else widths[0]


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """Estimated advance width of ``text`` at ``size`` (never below the measured width)."""
    return size * sum(_char_width(char, bold) for char in text)


def text_box(text: str, x: float, baseline: float, size: float, *, bold: bool = False) -> Box:
    """The box a centred (text-anchor: middle) line of text covers, from its anchor point."""
    half = text_width(text, size, bold=bold) / 2
    return Box(x - half, baseline - ASCENT * size, x + half, baseline + DESCENT * size)


def centred_baseline(middle: float, size: float) -> float:
    """The baseline that puts a line of text of ``size`` with its middle at ``middle``."""
    return round(middle + (ASCENT - DESCENT) * size / 2, 1)


@valueclass
class MapData:
    regions: dict[str, str]
    state_borders: str
    places: dict[str, tuple[float, float]]


@cache
def map_data() -> MapData:
    """Region outlines and place positions made by tools/build/map.mjs (assets/map.json)."""
    raw = json.loads(read_beside(__name__, "../../assets/map.json"))
    return MapData(
        regions=raw["regions"],
        state_borders=raw["state_borders"],
        places={k: (v[0], v[1]) for k, v in raw["places"].items()},
    )


@cache
def outline(region: int) -> Outline:
    return Outline(map_data().regions[BOARD.regions[region].id])


def map_position(place: int) -> Point:
    """Where the projection puts a place (the layout may spread crowded places a little)."""
    return map_data().places[BOARD.places[place].id]


def halo_radius(place: int) -> float:
    """What a place covers when highlighted: its halo, which holds its core and every space."""
    return CITY_HALO if BOARD.places[place].is_city else TOWN_HALO
