"""Where the board's words and tiles go, so that none covers another: the collision pass.

The map is crowded in the East: labels, link costs, target cost tags and region tiles fought for
the same pixels when each sat at a fixed offset. This pass gives every one of them a position
free of all the others and of every place (its halo, which holds its space ring), using the sizes
and text estimates of ``web/board/geometry.py`` and a margin between any two shapes.

Order of placement, most constrained first: region tiles (large, must stay inside their region),
link cost badges (must sit on their link), place names (cities first), target cost tags. Each
offers a few candidates with a cost: names prefer below, then above, the sides and the diagonals;
badges prefer the link's middle, then points further along it; anything that crosses a link line
costs more. ``web/board/placement.py`` chooses; if something cannot be placed, it raises.

The result depends only on the board (not on a game: city sizes change the number of spaces, not
the ring they sit on), so ``tools/build/site.py`` computes it once and ships it as
``assets/layout.json`` inside the app zip; the page only reads that file.
"""

from __future__ import annotations

import json
import math
from functools import cache

from franchise import BOARD, read_beside
from franchise.values import valueclass
from web.board import placement
from web.board.geometry import (
    ASCENT,
    BADGE_RADIUS,
    DESCENT,
    LABEL_FONT,
    LABEL_HALO,
    MAP_BOX,
    REFERENCE_RADIUS,
    TAG_HEIGHT,
    TAG_WIDTH,
    TILE_HEIGHT,
    TILE_WIDTH,
    halo_radius,
    map_position,
    outline,
    text_width,
)
from web.board.placement import Candidate, Item, LayoutError
from web.board.shapes import Box, Disc, Point, Segment, SegmentIndex, Shape

#: Space kept between any two shapes of the board, in board units.
MARGIN = 1.0
LINK_CROSSING = 0.8  # cost of a name or tag drawn across a link line
TILE_CROSSING = 4.0  # a tile is opaque: it hides the part of a link below it
TILE_REACH, TILE_STEP = 120, 8  # tile positions tried: a grid this far round its region's middle
BADGE_STEPS = 15  # badge positions tried along a link: the middle, then 2.5% steps each way
MAX_SPREAD_ROUNDS = 50
TAG_GAP = 2  # between a place's name and its cost tag
_DIAGONAL = math.sqrt(0.5)


@valueclass
class BoardLayout:
    """Centres of every placed thing: places, names and tags by place id, tiles by region id,
    badges by link index (board order)."""

    places: dict[str, Point]
    labels: dict[str, Point]
    tags: dict[str, Point]
    badges: tuple[Point, ...]
    tiles: dict[str, Point]

    def to_json(self) -> str:
        return json.dumps(
            {
                "places": self.places,
                "labels": self.labels,
                "tags": self.tags,
                "badges": self.badges,
                "tiles": self.tiles,
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text: str) -> BoardLayout:
        raw = json.loads(text)
        return cls(
            places={k: (x, y) for k, (x, y) in raw["places"].items()},
            labels={k: (x, y) for k, (x, y) in raw["labels"].items()},
            tags={k: (x, y) for k, (x, y) in raw["tags"].items()},
            badges=tuple((x, y) for x, y in raw["badges"]),
            tiles={k: (x, y) for k, (x, y) in raw["tiles"].items()},
        )


# ----------------------------------------------------------------------- shapes of each thing
def label_size(name: str) -> tuple[float, float]:
    """Width and height of a place name with its white halo stroke."""
    return (
        text_width(name, LABEL_FONT) + 2 * LABEL_HALO,
        (ASCENT + DESCENT) * LABEL_FONT + 2 * LABEL_HALO,
    )


def tile_shapes(x: float, y: float) -> tuple[Box, Disc]:
    """A region tile centred on (x, y) and its tie-breaker disc on the tile's top right corner."""
    tile = Box.around(x, y, TILE_WIDTH, TILE_HEIGHT)
    return tile, Disc(tile.right, tile.top, REFERENCE_RADIUS)


def spread_places() -> list[Point]:
    """Place positions, with linked places pushed apart until their link has room for its cost
    badge between their halos, and no two halos touch.

    The projection puts a few places closer than the board can draw them (Denver and Pueblo,
    Seattle and Portland overlap). Each round moves both places of every pair that is too close
    apart along the line between them, by half of what is missing; a few rounds settle it. The
    shifts are a few board units, so every place stays in its state (tested).
    """
    points = [map_position(p.index) for p in BOARD.places]
    linked = {(link.a, link.b) for link in BOARD.links}
    pairs = [(a, b) for a in range(len(points)) for b in range(a + 1, len(points))]
    for _ in range(MAX_SPREAD_ROUNDS):
        moved = False
        for a, b in pairs:
            need = halo_radius(a) + halo_radius(b) + MARGIN
            if (a, b) in linked or (b, a) in linked:
                need += 2 * (BADGE_RADIUS + MARGIN)
            (xa, ya), (xb, yb) = points[a], points[b]
            distance = math.hypot(xb - xa, yb - ya)
            if distance >= need:
                continue
            push = (need - distance) / 2 + 0.05
            ux, uy = (xb - xa) / distance, (yb - ya) / distance
            points[a] = (round(xa - ux * push, 2), round(ya - uy * push, 2))
            points[b] = (round(xb + ux * push, 2), round(yb + uy * push, 2))
            moved = True
        if not moved:
            return points
    raise LayoutError("places keep crowding each other: the map needs more room")


def _links(points: list[Point]) -> SegmentIndex:
    return SegmentIndex([Segment(points[link.a], points[link.b]) for link in BOARD.links])


# ----------------------------------------------------------------------- candidates
LABEL_COSTS = {
    "below": 0.0,
    "above": 1.0,
    "right": 1.4,
    "left": 1.5,
    "below-right": 2.0,
    "below-left": 2.1,
    "above-right": 2.4,
    "above-left": 2.5,
}


def _around(at: Point, radius: float, width: float, height: float) -> list[tuple[Box, float, str]]:
    """Boxes of ``width`` x ``height`` just outside a place's halo in eight directions, at three
    distances, with their cost (the direction's cost plus the distance) and direction."""
    x, y = at
    boxes = []
    for gap in (1.5, 5, 10):
        reach = radius + MARGIN + gap
        side = reach * _DIAGONAL
        centres = {
            "below": (x, y + reach + height / 2),
            "above": (x, y - reach - height / 2),
            "right": (x + reach + width / 2, y),
            "left": (x - reach - width / 2, y),
            "below-right": (x + side + width / 2, y + side + height / 2),
            "below-left": (x - side - width / 2, y + side + height / 2),
            "above-right": (x + side + width / 2, y - side - height / 2),
            "above-left": (x - side - width / 2, y - side - height / 2),
        }
        for direction, cost in LABEL_COSTS.items():
            cx, cy = centres[direction]
            boxes.append((Box.around(cx, cy, width, height), cost + gap / 10, direction))
    return boxes


def _name(place: int, at: Point, links: SegmentIndex) -> Item:
    """A place's name and, on the same line, room for its cost tag (shown while the place is an
    expansion target): the tag right after the name, or before it, so it reads as the place's.
    The tag goes on the far side of the name from the place, so that without a tag the name
    still sits next to its place; above and below, the name itself is centred on the place."""
    width, height = label_size(BOARD.places[place].name)
    extra = TAG_GAP + TAG_WIDTH
    candidates = []
    for unit, cost, direction in _around(at, halo_radius(place), width + extra, height):
        outward = -1 if direction.endswith("left") else 1  # the tag away from the place
        for tag_side, side_cost in ((outward, 0.0), (-outward, 0.6)):
            shifts = [(0.0, 0.3)]
            if direction in ("below", "above"):
                shifts.append((tag_side * extra / 2, 0.0))
            for dx, shift_cost in shifts:
                left, right = unit.left + dx, unit.right + dx
                _, cy = unit.centre
                if tag_side > 0:
                    label = Box(left, cy - height / 2, left + width, cy + height / 2)
                    tag = Box.around(right - TAG_WIDTH / 2, cy, TAG_WIDTH, TAG_HEIGHT)
                else:
                    label = Box(right - width, cy - height / 2, right, cy + height / 2)
                    tag = Box.around(left + TAG_WIDTH / 2, cy, TAG_WIDTH, TAG_HEIGHT)
                if not (label.inside(MAP_BOX) and tag.inside(MAP_BOX)):
                    continue
                crossings = links.crossings(label) + links.crossings(tag)
                total = cost + side_cost + shift_cost + LINK_CROSSING * crossings
                candidates.append(Candidate((label, tag), total))
    return Item(f"name:{BOARD.places[place].id}", tuple(candidates))


def _badge(index: int, link: Segment) -> Item:
    """A link's cost disc on its line: at the middle if free, else a little way along."""
    candidates = []
    for step in range(BADGE_STEPS):
        fraction = 0.5 + (step + 1) // 2 * 0.025 * (1 if step % 2 else -1)
        x, y = link.at(fraction)
        candidates.append(Candidate((Disc(x, y, BADGE_RADIUS),), abs(fraction - 0.5) * 4))
    return Item(f"badge:{index}", tuple(candidates))


def _tile(region: int, points: list[Point], links: SegmentIndex) -> Item:
    """A region tile: inside its region, near the middle of its places, off the links."""
    members = [points[p] for p in BOARD.regions[region].places]
    mx = sum(p[0] for p in members) / len(members)
    my = sum(p[1] for p in members) / len(members)
    shape = outline(region)
    candidates = []
    for dx in range(-TILE_REACH, TILE_REACH + 1, TILE_STEP):
        for dy in range(-TILE_REACH, TILE_REACH + 1, TILE_STEP):
            tile, reference = tile_shapes(mx + dx, my + dy)
            box = tile.grown(2)
            if not tile.inside(MAP_BOX) or not all(
                shape.contains(point) for point in (*box.corners(), tile.centre)
            ):
                continue
            crossings = links.crossings(tile) + links.crossings(reference.bounds)
            cost = math.hypot(dx, dy) / 40 + TILE_CROSSING * crossings
            candidates.append(Candidate((tile, reference), cost))
    return Item(f"tile:{BOARD.regions[region].id}", tuple(candidates))


def layout_items(points: list[Point]) -> list[list[Item]]:
    """Everything to place, in groups in priority order, for places drawn at ``points``."""
    links = _links(points)
    return [
        [_tile(region.index, points, links) for region in BOARD.regions],
        [_badge(i, link) for i, link in enumerate(links.segments)],
        [_name(place.index, points[place.index], links) for place in BOARD.places],
    ]


def compute_layout() -> BoardLayout:
    """Run the collision pass (the build does it, not the page: see tools/bench/layout.py)."""
    points = spread_places()
    obstacles: list[Shape] = [Disc(*points[p.index], halo_radius(p.index)) for p in BOARD.places]
    chosen = placement.place(layout_items(points), obstacles, MARGIN)

    def centre(key: str, part: int) -> Point:
        shape = chosen[key].shapes[part]
        x, y = (shape.x, shape.y) if isinstance(shape, Disc) else shape.centre
        return round(x, 1), round(y, 1)

    return BoardLayout(
        places={
            p.id: (round(points[p.index][0], 1), round(points[p.index][1], 1)) for p in BOARD.places
        },
        labels={p.id: centre(f"name:{p.id}", 0) for p in BOARD.places},
        tags={p.id: centre(f"name:{p.id}", 1) for p in BOARD.places},
        badges=tuple(centre(f"badge:{i}", 0) for i in range(len(BOARD.links))),
        tiles={r.id: centre(f"tile:{r.id}", 0) for r in BOARD.regions},
    )


@cache
def board_layout() -> BoardLayout:
    """The layout shipped with the page (``assets/layout.json`` in the app zip), or, in a source
    checkout where the build has not written it, computed here."""
    try:
        shipped = read_beside(__name__, "../../assets/layout.json")
    except OSError:
        return compute_layout()
    return BoardLayout.from_json(shipped)
