"""The collision pass: nothing drawn on the map covers anything else, at every city size.

The checks read the SVG the page draws (not the layout's own boxes), so they also prove that the
drawing uses the layout: names are measured by the text estimate, which another test holds above
the widths Chromium measured.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from itertools import combinations

import pytest

from franchise import BOARD, Setup
from franchise.core.state import initial_state
from franchise.values import replace
from web.board.geometry import (
    LABEL_FONT,
    LABEL_HALO,
    MAP_BOX,
    map_position,
    outline,
    text_box,
    text_width,
)
from web.board.layout import BoardLayout, compute_layout, spread_places
from web.board.placement import Candidate, Item, LayoutError, place
from web.board.render import links_svg, places_svg
from web.board.shapes import Box, Disc, Segment, overlap
from web.board.tracks import tracks_svg

SVG = "{http://www.w3.org/2000/svg}"
#: Widths of the names in Chromium with DejaVu Sans, the widest system-ui fallback measured on
#: this project's machines, as a share of the font size (getBBox at 100px).
MEASURED_NAME_WIDTHS = {
    "San Francisco": 6.87, "Los Angeles": 5.97, "Las Vegas": 5.0, "Reno": 2.51,
    "Flagstaff": 4.34, "Phoenix": 3.97, "Albuquerque": 6.39, "Pueblo": 3.36, "Denver": 3.65,
    "Salt Lake City": 6.84, "Seattle": 3.54, "Portland": 4.14, "Spokane": 4.3, "Boise": 2.71,
    "Pocatello": 4.52, "Conrad": 3.6, "Billings": 3.59, "Casper": 3.5, "Fargo": 2.74,
    "Sioux Falls": 5.24, "Minneapolis": 5.96, "Chicago": 4.02, "Detroit": 3.45,
    "Indianapolis": 6.02, "Pittsburgh": 5.09, "New York": 4.58, "Washington": 5.88,
    "Charlotte": 4.65, "Raleigh": 3.73, "Charleston": 5.41, "Jacksonville": 5.9,
    "Atlanta": 3.59, "Montgomery": 6.34, "Huntsville": 4.97, "Memphis": 4.52,
    "Little Rock": 5.22, "St. Louis": 4.25, "Kansas City": 5.82, "Omaha": 3.62,
    "Ogallala": 4.09, "Dodge City": 5.54, "Houston": 4.16, "Dallas": 3.07,
    "Oklahoma City": 7.37, "El Paso": 3.53,
}  # fmt: skip
MAX_SPREAD = 12  # board units a place may move from its projected position


def board_with_cities_of(size: int):
    """A fresh state whose every city has ``size`` spaces (the expert tiles run from 2 to 8)."""
    table = Setup(("A", "B", "C", "D", "E")).resolve()
    spaces = tuple(size if p.is_city else 1 for p in BOARD.places)
    return initial_state(replace(table, spaces=spaces))


def drawn_shapes(state) -> dict[str, list[tuple[str, Box | Disc]]]:
    """What the drawing puts on the map, by kind, each with the name of its owner."""
    svg = f'<svg xmlns="http://www.w3.org/2000/svg">{places_svg(state)}{links_svg()}'
    root = ET.fromstring(f"{svg}{tracks_svg(state)}</svg>")
    shapes: dict[str, list] = {"halo": [], "space": [], "name": [], "tag": [], "badge": []}
    shapes |= {"tile": [], "reference": []}
    for group in root.iter(f"{SVG}g"):
        kind = group.get("class", "").split()
        owner = group.get("id", "")
        if "place" in kind:
            for circle in group.iter(f"{SVG}circle"):
                if "halo" in circle.get("class", ""):
                    shapes["halo"].append((owner, _disc(circle)))
                elif "space" in circle.get("class", ""):
                    shapes["space"].append((owner, _disc(circle)))
            for text in group.iter(f"{SVG}text"):
                if text.get("class") == "place-name":
                    x, y = float(text.get("x")), float(text.get("y"))
                    box = text_box(text.text, x, y, LABEL_FONT).grown(LABEL_HALO)
                    shapes["name"].append((owner, box))
        elif "tag" in kind:
            shapes["tag"].append((owner, _box(group.find(f"{SVG}rect"))))
        elif "link-cost" in kind:
            shapes["badge"].append((owner, _disc(group.find(f"{SVG}circle"))))
        elif "region-tile" in kind:
            shapes["tile"].append((owner, _box(group.find(f"{SVG}rect"))))
            shapes["reference"].append((owner, _disc(group.find(f"{SVG}circle"))))
    return shapes


def _disc(node) -> Disc:
    return Disc(float(node.get("cx")), float(node.get("cy")), float(node.get("r")))


def _box(node) -> Box:
    left, top = float(node.get("x")), float(node.get("y"))
    return Box(left, top, left + float(node.get("width")), top + float(node.get("height")))


@pytest.mark.parametrize("size", range(2, 9))
def test_nothing_on_the_map_covers_anything_else(size):
    shapes = drawn_shapes(board_with_cities_of(size))
    assert len(shapes["halo"]) == len(shapes["name"]) == len(shapes["tag"]) == 45
    assert len(shapes["badge"]) == 107 and len(shapes["tile"]) == 10
    things = [
        (f"{kind}:{owner}", shape)
        for kind in ("halo", "name", "tag", "badge", "tile", "reference")
        for owner, shape in shapes[kind]
    ]
    overlaps = [
        (a, b)
        for (a, shape_a), (b, shape_b) in combinations(things, 2)
        if overlap(shape_a, shape_b) and not _tile_and_its_reference(a, b)
    ]
    assert overlaps == []
    tile_of = dict(shapes["tile"])
    for owner, disc in shapes["reference"]:
        tile = tile_of[owner]
        assert (disc.x, disc.y) == (tile.right, tile.top)


def _tile_and_its_reference(a: str, b: str) -> bool:
    """A tile's tie-breaker disc sits on the tile's corner on purpose."""
    (kind_a, owner_a), (kind_b, owner_b) = a.split(":"), b.split(":")
    return {kind_a, kind_b} == {"tile", "reference"} and owner_a == owner_b


@pytest.mark.parametrize("size", range(2, 9))
def test_every_space_lies_inside_its_places_halo(size):
    shapes = drawn_shapes(board_with_cities_of(size))
    halos = dict(shapes["halo"])
    assert len(shapes["space"]) == size * sum(p.is_city for p in BOARD.places)
    for owner, space in shapes["space"]:
        halo = halos[owner]
        assert math.dist((space.x, space.y), (halo.x, halo.y)) + space.r <= halo.r
        assert not any(overlap(space, other) for _, other in shapes["space"] if other != space)


def test_every_label_stays_inside_the_map_area():
    shapes = drawn_shapes(board_with_cities_of(8))
    for kind in ("name", "tag", "badge", "tile", "halo"):
        for owner, shape in shapes[kind]:
            box = shape if isinstance(shape, Box) else shape.bounds
            assert box.inside(MAP_BOX), (kind, owner, box)


def test_each_tag_sits_beside_its_own_name():
    shapes = drawn_shapes(board_with_cities_of(4))
    names = dict(shapes["name"])
    for owner, tag in shapes["tag"]:
        name = names[owner.replace("tag-", "place-")]
        assert abs(tag.centre[1] - name.centre[1]) < 1
        assert min(abs(tag.left - name.right), abs(name.left - tag.right)) < 4


def test_places_move_only_a_little_and_stay_in_their_region():
    for town_or_city, (x, y) in zip(BOARD.places, spread_places(), strict=True):
        projected = map_position(town_or_city.index)
        assert math.dist((x, y), projected) <= MAX_SPREAD, town_or_city.id
        region = outline(town_or_city.region)
        if region.contains(projected):
            assert region.contains((x, y)), town_or_city.id


def test_every_link_has_room_for_its_cost_on_its_line():
    layout = compute_layout()
    for link, (x, y) in zip(BOARD.links, layout.badges, strict=True):
        line = Segment(
            layout.places[BOARD.places[link.a].id], layout.places[BOARD.places[link.b].id]
        )
        along = [line.at(i / 200) for i in range(201)]
        assert min(math.dist((x, y), p) for p in along) < 0.2


def test_the_text_estimate_never_undershoots_the_measured_width():
    for name, measured in MEASURED_NAME_WIDTHS.items():
        assert text_width(name, 1) >= measured, name
    assert set(MEASURED_NAME_WIDTHS) == {p.name for p in BOARD.places}


def test_layout_survives_its_json_form():
    layout = compute_layout()
    assert BoardLayout.from_json(layout.to_json()) == layout
    assert compute_layout() == layout  # deterministic


def test_the_solver_makes_room_by_moving_an_earlier_item():
    left, right = Box(0, 0, 10, 10), Box(20, 0, 30, 10)
    flexible = Item("flexible", (Candidate((left,), 0), Candidate((right,), 1)))
    stuck = Item("stuck", (Candidate((left,), 0),))
    chosen = place([[flexible], [stuck]], [], margin=1)
    assert chosen["stuck"].shapes == (left,) and chosen["flexible"].shapes == (right,)


def test_the_solver_fails_rather_than_overlap():
    spot = Box(0, 0, 10, 10)
    one, two = (Item(key, (Candidate((spot,), 0),)) for key in ("one", "two"))
    with pytest.raises(LayoutError, match="two"):
        place([[one], [two]], [], margin=1)
    with pytest.raises(LayoutError, match="covers a place"):
        place([[one]], [Disc(5, 5, 2)], margin=1)
