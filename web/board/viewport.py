"""Zoom and pan of the board as pure math on its SVG viewBox, for buttons, wheel, pinch and drag.

The page keeps one ``ViewBox`` with the aspect of the board's box on screen and sets it as the
SVG's ``viewBox``; these functions say what the next one is:

- ``fit``: the regions in play, with the tracks below the map if asked (the whole-board view
  of the "fit" button, and a wide screen's first view; a phone's is ``web/board/first_view.py``,
  and its "fit" leaves the tracks out, drawn again under its map: "All" shows all of the map
  (issue 70: it showed the middle at a readable size, and two zoom-outs the country);
- ``frame``: a set of places, such as this turn's targets ("show my targets"), padded so their
  names show, never zoomed in beyond ``min_size`` board units across;
- ``below``: a framed view pushed under the band the map's buttons cover on a wide screen;
- ``zoom_at``: zoom by a factor keeping one board point under the pointer (wheel, buttons,
  pinch); ``pinch`` and ``pan`` follow fingers and drags given in screen pixels;
- ``clamp``: keep the zoom within limits and part of the board in view.

Screen points are CSS pixels from the top left of the board's box; board points are SVG units.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from functools import cache

from franchise import BOARD
from franchise.values import valueclass
from web.board.geometry import (
    BOARD_BOX,
    LABEL_FONT,
    MAP_BOX,
    TAG_HEIGHT,
    TAG_WIDTH,
    halo_radius,
    map_data,
)
from web.board.layout import board_layout, label_size
from web.board.shapes import Box, Point

#: Zoom limits: in until the view's shorter side is this many board units (a few places), out
#: until the whole board fits with a quarter to spare.
MIN_SIZE = 80.0
MAX_WIDTH, MAX_HEIGHT = 1.25 * BOARD_BOX.right, 1.25 * BOARD_BOX.bottom
FRAME_MARGIN = 6.0  # around framed places
FIT_PADDING = 10.0
#: Place names are drawn at this many CSS pixels or more after "show my targets" on a phone
#: (where showing every target comes first: at 10 px, a fifth of first turns would not fit;
#: tools/research/phone_map_figures.py).
READABLE_NAME_PX = 8.0
ZOOM_STEP = 1.5  # one press of a zoom button
WHEEL_RATE = 0.0015  # zoom factor per wheel pixel, as exp(-rate * delta)
TRACKS = Box(BOARD_BOX.left, MAP_BOX.bottom, BOARD_BOX.right, BOARD_BOX.bottom)
#: Board boxes at least this wide (CSS pixels) show the whole board, tracks and all, first; a
#: narrower one (a phone) first shows part of the map at a size where names read, and the page
#: draws the tracks again below the map (web/screens/track_strip.py; assets/franchise.css
#: holds the same width in its container query).
TRACKS_MIN_WIDTH = 600.0


@valueclass
class ViewBox:
    """The part of the board on screen, in board units (the SVG ``viewBox``)."""

    x: float
    y: float
    width: float
    height: float

    @property
    def centre(self) -> Point:
        return self.x + self.width / 2, self.y + self.height / 2

    @property
    def box(self) -> Box:
        return Box(self.x, self.y, self.x + self.width, self.y + self.height)

    def attribute(self) -> str:
        """The ``viewBox`` attribute value."""
        return " ".join(f"{v:.1f}" for v in (self.x, self.y, self.width, self.height))

    def scale(self, screen_width: float) -> float:
        """CSS pixels per board unit on a board box ``screen_width`` pixels wide."""
        return screen_width / self.width


def around(box: Box, aspect: float) -> ViewBox:
    """The smallest view of ``aspect`` (width / height) centred on ``box`` that holds it."""
    width, height = box.right - box.left, box.bottom - box.top
    width, height = max(width, height * aspect), max(height, width / aspect)
    x, y = box.centre
    return ViewBox(x - width / 2, y - height / 2, width, height)


@cache
def region_bounds(region: int) -> Box:
    """The box around a region's outline."""
    path = map_data().regions[BOARD.regions[region].id]
    points = [(float(x), float(y)) for x, y in re.findall(r"(-?[\d.]+),(-?[\d.]+)", path)]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return Box(min(xs), min(ys), max(xs), max(ys))


def regions_in_play(active_region: Iterable[bool]) -> list[int]:
    """Indices of the regions in play, from a table's ``active_region``."""
    return [region for region, active in enumerate(active_region) if active]


def fit(regions: Iterable[int], aspect: float, *, tracks: bool = False) -> ViewBox:
    """The view that frames the regions in play (their outlines and their places' names), and
    the tracks below the map if asked."""
    chosen = list(regions)
    boxes = [region_bounds(region) for region in chosen] + ([TRACKS] if tracks else [])
    boxes += [place_bounds(place) for region in chosen for place in BOARD.regions[region].places]
    return clamp(around(union(boxes).grown(FIT_PADDING), aspect))


def place_bounds(place: int, *, named: bool = True) -> Box:
    """What seeing a place takes: its halo (what a tap hits) and, if ``named``, its name and the
    room of its cost tag."""
    layout = board_layout()
    pid = BOARD.places[place].id
    x, y = layout.places[pid]
    radius = halo_radius(place)
    boxes = [Box(x - radius, y - radius, x + radius, y + radius)]
    if named:
        width, height = label_size(BOARD.places[place].name)
        boxes.append(Box.around(*layout.labels[pid], width, height))
        boxes.append(Box.around(*layout.tags[pid], TAG_WIDTH, TAG_HEIGHT))
    return union(boxes)


def frame(
    places: Iterable[int],
    aspect: float,
    min_size: float = 3 * MIN_SIZE,
    max_size: float | None = None,
    margin: float = FRAME_MARGIN,
) -> ViewBox:
    """The view that shows every given place, at least ``min_size`` board units wide and high so
    that one target does not fill the screen.

    Places show whole (halo, name, cost tag) with a margin, unless that view would be wider
    than ``max_size`` (see ``readable_width``): then only their halos are sure to show, which
    keeps names readable in more turns, since a name often sticks out sideways by more than its
    place's width. Every place's halo is always in the view, with ``margin`` around it (marks
    drawn outside the halos need more).
    """
    chosen = list(places)
    if not chosen:
        raise ValueError("frame needs at least one place")
    view = _framed(chosen, aspect, min_size, margin, named=True)
    if max_size is not None and view.width > max_size:
        halos = _framed(chosen, aspect, min_size, margin, named=False)
        if halos.width >= max_size:
            return halos
        # As wide as names stay readable, moved toward the names so that as many as fit show
        # whole: a target at the view's edge once had its name cut ("Oklahoma Ci").
        named = union([place_bounds(place) for place in chosen]).grown(margin)
        held = union([place_bounds(place, named=False) for place in chosen]).grown(margin)
        width, height = max_size, max_size / aspect
        x = min(max(named.centre[0], held.right - width / 2), held.left + width / 2)
        y = min(max(named.centre[1], held.bottom - height / 2), held.top + height / 2)
        view = ViewBox(x - width / 2, y - height / 2, width, height)
    return view


def _framed(
    places: list[int], aspect: float, min_size: float, margin: float, *, named: bool
) -> ViewBox:
    box = union([place_bounds(place, named=named) for place in places]).grown(margin)
    x, y = box.centre
    width = max(box.right - box.left, min_size)
    height = max(box.bottom - box.top, min_size)
    return around(Box.around(x, y, width, height), aspect)


def readable_width(screen_width: float, name_px: float = READABLE_NAME_PX) -> float:
    """The widest view, in board units, whose place names show at ``name_px`` CSS pixels."""
    return LABEL_FONT * screen_width / name_px


def readable(view: ViewBox, screen_width: float, name_px: float = READABLE_NAME_PX) -> bool:
    """Whether place names show at ``name_px`` CSS pixels or more on this screen."""
    return LABEL_FONT * view.scale(screen_width) >= name_px - 1e-9


def zoom_limits(view: ViewBox) -> tuple[float, float]:
    """The smallest and largest zoom factors that keep ``view`` within the zoom limits."""
    zoom_out = min(view.width / MAX_WIDTH, view.height / MAX_HEIGHT)
    zoom_in = min(view.width, view.height) / MIN_SIZE
    return zoom_out, zoom_in


def zoom_at(view: ViewBox, factor: float, point: Point) -> ViewBox:
    """Zoom in (``factor`` > 1) or out, keeping the board ``point`` where it is on screen; the
    factor is cut so the zoom stays within the limits."""
    lowest, highest = zoom_limits(view)
    factor = min(max(factor, lowest), highest)
    px, py = point
    return ViewBox(
        px - (px - view.x) / factor,
        py - (py - view.y) / factor,
        view.width / factor,
        view.height / factor,
    )


def wheel_factor(delta: float, lines: bool = False) -> float:
    """The zoom factor of one wheel or trackpad event (``deltaY``, in lines if ``lines``)."""
    pixels = delta * 16 if lines else delta
    return math.exp(-WHEEL_RATE * max(min(pixels, 400.0), -400.0))


def to_board(view: ViewBox, screen_width: float, point: Point) -> Point:
    """The board point under a screen point."""
    units = view.width / screen_width
    return view.x + point[0] * units, view.y + point[1] * units


def pan(view: ViewBox, dx: float, dy: float, screen_width: float) -> ViewBox:
    """The view after dragging the board by (dx, dy) screen pixels: the board follows."""
    units = view.width / screen_width
    return ViewBox(view.x - dx * units, view.y - dy * units, view.width, view.height)


def pinch(
    view: ViewBox, screen_width: float, before: tuple[Point, Point], after: tuple[Point, Point]
) -> ViewBox:
    """The view after two fingers moved from ``before`` to ``after`` (screen points): the board
    point under their middle follows the middle, and the zoom follows their distance."""
    spread_before, spread_after = math.dist(*before), math.dist(*after)
    if spread_before == 0 or spread_after == 0:
        return view
    middle_before = _middle(before)
    middle_after = _middle(after)
    anchor = to_board(view, screen_width, middle_before)
    zoomed = zoom_at(view, spread_after / spread_before, anchor)
    units = zoomed.width / screen_width
    return ViewBox(
        anchor[0] - middle_after[0] * units,
        anchor[1] - middle_after[1] * units,
        zoomed.width,
        zoomed.height,
    )


def clamp(view: ViewBox) -> ViewBox:
    """The view within the zoom limits (about its centre) with its centre on the board."""
    x, y = view.centre
    lowest, highest = zoom_limits(view)
    factor = min(max(1.0, lowest), highest)
    width, height = view.width / factor, view.height / factor
    x = min(max(x, BOARD_BOX.left), BOARD_BOX.right)
    y = min(max(y, BOARD_BOX.top), BOARD_BOX.bottom)
    return ViewBox(x - width / 2, y - height / 2, width, height)


def below(view: ViewBox, band: float, screen_width: float) -> ViewBox:
    """``view`` shown under a band ``band`` CSS pixels high across the top of the screen (where
    the map's buttons float): grown upwards at the same scale, so all it framed is below it."""
    units = band * view.width / screen_width
    return ViewBox(view.x, view.y - units, view.width, view.height + units)


def reshape(view: ViewBox, aspect: float) -> ViewBox:
    """The view for a board box of a new ``aspect`` (after a resize): same centre and scale."""
    x, y = view.centre
    return ViewBox(x - view.width / 2, y - view.width / aspect / 2, view.width, view.width / aspect)


def union(boxes: list[Box]) -> Box:
    """The box around all of ``boxes``."""
    return Box(
        min(b.left for b in boxes),
        min(b.top for b in boxes),
        max(b.right for b in boxes),
        max(b.bottom for b in boxes),
    )


def _middle(points: tuple[Point, Point]) -> Point:
    (x1, y1), (x2, y2) = points
    return (x1 + x2) / 2, (y1 + y2) / 2
