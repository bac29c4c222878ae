"""What the guided game frames on the map: the places a step names, and the region it names.

The guide draws its own frame (``g#guide-frame`` over the places, index.html): a ring around
each place the step talks about (``data-frame``: the place's id) and, while its words name a
region, the region's name on the map beside its tile (``data-region``). Keyboard focus is not
a frame: a learner who never pressed a key sees only the guide's. A step that places a turn
frames every place of that turn. The map brings the framed places into view when a step opens
(web/page/zoom.py). Pure, CPython-tested (tests/web/test_guide.py).
"""

from __future__ import annotations

from franchise import BOARD, Game, Setup
from web.board.geometry import TILE_HEIGHT, TILE_WIDTH
from web.board.layout import board_layout
from web.board.shapes import Box
from web.board.viewport import place_bounds
from web.screens.model import View
from web.session.guide import Guide, facts
from web.session.lesson import Act
from web.text.catalogue import Text
from web.text.markup import Element, render, tag

#: How far the guide's ring stands outside a place's halo, in board units.
RING_MARGIN = 4.0


def framed_places(guide: Guide) -> tuple[int, ...]:
    """The places the current step frames: those it names, and a placed turn's places."""
    beat = guide.beat
    if beat is None:
        return ()
    named = [*beat.frame, *((beat.place,) if beat.place is not None else ())]
    places = [BOARD.place_index[place] for place in named]
    if beat.act is Act.TURN:
        move = guide.turn_of(beat)
        places += [*move.expansions, *move.increases]
    return tuple(dict.fromkeys(places))


def named_region(guide: Guide, setup: Setup, text: Text) -> int | None:
    """The region the current step's words name (read from the turn they quote), if any."""
    quoted = guide.quoted_move()
    beat = guide.beat
    if quoted is None or beat is None or "{region}" not in text.messages.get(beat.words, ""):
        return None
    before = Game.replay(setup, guide.moves[:quoted])
    return facts(before, guide.moves[quoted]).get("region")


def frame_view(guide: Guide | None, setup: Setup | None, ready: bool, text: Text) -> View:
    """The guide's frame on the map: nothing while no step of the guide is on screen."""
    if guide is None or setup is None or not ready:
        return {"guide-frame": {"html": ""}}
    beat = guide.beat
    tap = beat.place if beat is not None and beat.act is Act.PLACE else None
    rings = [_ring(place, BOARD.places[place].id == tap) for place in framed_places(guide)]
    region = named_region(guide, setup, text)
    label = [] if region is None else [_region_label(region, text)]
    return {"guide-frame": {"html": render(rings, label)}}


def _ring(place: int, tap: bool = False) -> Element:
    """A frame round a place the step names; ``tap``: the place the step asks the learner to
    use, framed otherwise (issue 70: one dashed frame meant both "your towns" and "tap
    here")."""
    box = place_bounds(place, named=False).grown(RING_MARGIN)
    return tag(
        "rect",
        {
            "class": ("guide-ring", "tap" if tap else None),
            "data-tap": "1" if tap else None,
            "data-frame": BOARD.places[place].id,
            "x": f"{box.left:.1f}",
            "y": f"{box.top:.1f}",
            "width": f"{box.right - box.left:.1f}",
            "height": f"{box.bottom - box.top:.1f}",
            "rx": "6",
        },
    )


def _region_label(region: int, text: Text) -> Element:
    x, y = board_layout().tiles[BOARD.regions[region].id]
    tile = Box.around(x, y, TILE_WIDTH, TILE_HEIGHT).grown(3)
    return tag(
        "g",
        {"class": "guide-region", "data-region": BOARD.regions[region].id},
        tag(
            "rect",
            {
                "class": "guide-ring",
                "x": f"{tile.left:.1f}",
                "y": f"{tile.top:.1f}",
                "width": f"{tile.right - tile.left:.1f}",
                "height": f"{tile.bottom - tile.top:.1f}",
                "rx": "6",
            },
        ),
        tag(
            "text",
            {"class": "guide-region-name", "x": f"{x:.1f}", "y": f"{tile.top - 5:.1f}"},
            text.region(region),
        ),
    )
