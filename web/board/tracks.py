"""The two tracks under the map: region names that fit their slots, and influence markers that
stack without covering each other or the heading.

Region names on the region track used to be cut to seven letters ("Califor"); each region's slot
text now comes from the catalogue (``region.<id>.track``, read by ``Text.region_lines``), whole or
as a usual abbreviation, on one or two lines, and a test checks that every one, in every language,
fits its slot by the text estimate of ``web/board/geometry.py``.

Influence markers sat at the same height and covered each other when scores were close, and
climbed over the heading when several were equal. ``influence_positions`` puts each marker in one
of three lanes (on the line, above, below), as near its score as a free spot allows.
``tracks_svg`` draws both tracks and the region tiles on the map.
"""

from __future__ import annotations

from collections.abc import Sequence

from franchise import BOARD, State
from web.board.geometry import (
    ASCENT,
    DESCENT,
    TILE_HEIGHT,
    TILE_WIDTH,
    centred_baseline,
    text_width,
)
from web.board.layout import board_layout
from web.board.render import REGION_FILL, paint_of
from web.board.seats import SEAT_STYLES
from web.board.shapes import Box, Disc, Point, overlap
from web.text.markup import Element, render, tag

TRACK_TOP = 628
TRACK_BOTTOM = 700
TITLE_FONT = 10  # bold; CSS .track-title
TITLE_BASELINE = TRACK_TOP + 14

SLOT_LEFT, SLOT_WIDTH, SLOT_PITCH = 14, 50, 54
SLOT_TOP, SLOT_HEIGHT = TRACK_TOP + 20, 28
SLOT_FONT = 8  # semi-bold; CSS .slot-tile
SLOT_PADDING = 2
SLOT_LINE = 10  # distance between the baselines of a two-line name

INFLUENCE_LEFT = SLOT_LEFT + 10 * SLOT_PITCH + 16  # where the influence heading and line start
INFLUENCE_RIGHT = 986
LINE_Y = TRACK_TOP + 40
MARKER_RADIUS = 9
MARKER_GAP = 1.5
#: Marker centres run from the score 0 at X0 to the track's top score at X1.
X0, X1 = INFLUENCE_LEFT + 6, INFLUENCE_RIGHT - 6
_PITCH = 2 * MARKER_RADIUS + MARKER_GAP
LANES = (LINE_Y, LINE_Y - _PITCH, LINE_Y + _PITCH)


def slot_x(space: int) -> float:
    return SLOT_LEFT + space * SLOT_PITCH


def slot_baselines(lines: int) -> tuple[float, ...]:
    """Baselines of a slot name of one or two lines, centred in the slot."""
    middle = SLOT_TOP + SLOT_HEIGHT / 2
    if lines == 1:
        return (centred_baseline(middle, SLOT_FONT),)
    return tuple(centred_baseline(middle + side * SLOT_LINE / 2, SLOT_FONT) for side in (-1, 1))


def title_box(text: str, x: float) -> Box:
    """The box of a track heading drawn from ``x`` (text-anchor: start)."""
    width = text_width(text, TITLE_FONT, bold=True)
    return Box(
        x, TITLE_BASELINE - ASCENT * TITLE_FONT, x + width, TITLE_BASELINE + DESCENT * TITLE_FONT
    )


def track_top(values: Sequence[int]) -> int:
    """The score at the right end of the line: 60, or more once someone nears it."""
    return max(60, max(values, default=0) + 10)


def influence_positions(values: Sequence[int], heading: str) -> list[Point]:
    """Centres of the seats' markers for these scores, none covering another or the heading.

    Markers are seated in score order (then seat order). Each takes, of the three lanes, the
    free spot nearest its score; a lane is free where the marker keeps ``MARKER_GAP`` from every
    marker already there and from the heading. With at most five markers and three lanes, no
    marker lands more than two marker widths from its score (tested).
    """
    top = track_top(values)
    obstacle = title_box(heading, INFLUENCE_LEFT)
    seated: list[Disc] = []
    centres: dict[int, Point] = {}
    for seat in sorted(range(len(values)), key=lambda s: (values[s], s)):
        ideal = X0 + (X1 - X0) * values[seat] / top
        best: Point | None = None
        for lane in LANES:
            x = _nearest_free(ideal, lane, seated, obstacle)
            if x is not None and (best is None or abs(x - ideal) < abs(best[0] - ideal)):
                best = (x, lane)
        if best is None:
            raise ValueError("no room on the influence track")  # cannot happen with five seats
        centres[seat] = (round(best[0], 1), best[1])
        seated.append(Disc(best[0], best[1], MARKER_RADIUS))
    return [centres[seat] for seat in range(len(values))]


def _nearest_free(ideal: float, lane: float, seated: list[Disc], obstacle: Box) -> float | None:
    """The x nearest ``ideal`` in [X0, X1] where a marker in ``lane`` touches nothing."""
    reach = 2 * MARKER_RADIUS + MARKER_GAP
    spots = [ideal] + [d.x + side * reach for d in seated if d.y == lane for side in (-1, 1)]
    spots.append(obstacle.right + MARKER_RADIUS + MARKER_GAP)
    for x in sorted((min(max(x, X0), X1) for x in spots), key=lambda x: (abs(x - ideal), x)):
        disc = Disc(x, lane, MARKER_RADIUS)
        if overlap(disc, obstacle, MARKER_GAP):
            continue
        if not any(overlap(disc, other, MARKER_GAP - 0.01) for other in seated):
            return x
    return None


def track_region(state: State, space: int) -> tuple[int | None, bool]:
    """The region a space of the region track stands for (None: still empty), and whether it
    was closed at setup rather than scored. A tile is named by the region it lay on: in an
    expert game that region holds another region's tile, and naming the tile's own region
    would say that a region still in play had been scored."""
    if space >= len(state.track):
        return None, False
    region = state.table.region_of_tile(state.track[space])
    return region, not state.table.active_region[region]


def tracks_svg(state: State) -> str:
    """Region tiles on the map, the region track (red zone) and the influence track."""
    parts: list[Element] = []
    tiles = board_layout().tiles
    for region in BOARD.regions:
        x, y = tiles[region.id]
        values = "·".join(str(v) for v in state.table.region_values(region.index))
        tile_region = BOARD.regions[state.table.region_tile[region.index]]
        left, top = round(x - TILE_WIDTH / 2, 1), round(y - TILE_HEIGHT / 2, 1)
        box = {"x": left, "y": top, "width": TILE_WIDTH, "height": TILE_HEIGHT, "rx": "4"}
        reference = {
            "id": f"ref-{region.id}",
            "class": "reference",
            "cx": left + TILE_WIDTH,
            "cy": top,
            "r": "5",
        }
        parts.append(
            tag(
                "g",
                {"id": f"tile-{region.id}", "class": "region-tile", "role": "img"},
                tag("rect", {**box, "fill": REGION_FILL[tile_region.id]}),
                tag("text", {"x": x, "y": round(y + 3.5, 1)}, values),
                tag("circle", reference),
            )
        )
    parts.append(
        tag(
            "text",
            {"id": "title-track", "class": "track-title", "x": slot_x(0), "y": TITLE_BASELINE},
        )
    )
    for space, influence in enumerate(BOARD.track_influence):
        x = slot_x(space)
        middle = x + SLOT_WIDTH / 2
        red = "red-zone" if space >= BOARD.red_zone_start else None
        first, second = slot_baselines(2)
        slot = {"id": f"slot-{space}", "x": x, "y": SLOT_TOP, "width": SLOT_WIDTH}
        parts.append(
            tag(
                "g",
                {"id": f"slot-g-{space}", "class": ("track-slot", red), "role": "img"},
                tag("rect", {**slot, "height": SLOT_HEIGHT, "rx": "4"}),
                tag(
                    "text",
                    {"class": "slot-bonus", "x": middle, "y": TRACK_TOP + 60},
                    f"+{influence}",
                ),
                tag(
                    "text", {"id": f"slot-t-{space}", "class": "slot-tile", "x": middle, "y": first}
                ),
                tag(
                    "text",
                    {"id": f"slot-u-{space}", "class": "slot-tile", "x": middle, "y": second},
                ),
            )
        )
    parts.append(
        tag(
            "text",
            {
                "id": "title-influence",
                "class": "track-title",
                "x": INFLUENCE_LEFT,
                "y": TITLE_BASELINE,
            },
        )
    )
    line = {"class": "influence-line", "x1": INFLUENCE_LEFT, "y1": LINE_Y, "x2": INFLUENCE_RIGHT}
    parts.append(tag("line", {**line, "y2": LINE_Y}))
    for seat in range(state.players):
        style = SEAT_STYLES[state.table.colors[seat]]
        marker = {"cx": "0", "cy": "0", "r": MARKER_RADIUS, "fill": paint_of(state, seat)}
        parts.append(
            tag(
                "g",
                {"id": f"inf-{seat}", "class": "influence-marker", "role": "img"},
                tag("circle", marker),
                tag("circle", {"cx": "0", "cy": "0", "r": "6.4", "fill": style.fill}),
                tag(
                    "text",
                    {"id": f"inf-t-{seat}", "x": "0", "y": "3", "style": f"fill:{style.ink}"},
                ),
            )
        )
    return render(parts)
