"""Both tracks again, as a strip of HTML under the map, for a phone.

On a phone the whole board is about 380 px across, so the words and figures of the SVG tracks
below the map are 3-4 px high: there, but not readable. The strip says the same at a size that
reads: the region track's ten spaces (the region whose tile lies there, in its colour and with
its short name, the influence each pays, the red zone marked, the next space to fill) and the
influence standings (each player's colour, pattern and influence, in score order). The
stylesheet shows it only while the board's box is narrower than ``TRACKS_MIN_WIDTH``
(web/board/viewport.py).

The SVG tracks stay what a screen reader reads at every width (their labels, in every
language); the strip repeats them for the eye only, so it is ``aria-hidden``. Pure, built as an
element tree (web/text/markup.py), diffed onto the page with the rest of the screen's view.
"""

from __future__ import annotations

from franchise import BOARD, State
from web.board.render import CLOSED_FILL, REGION_FILL
from web.board.seats import SEAT_STYLES, paint
from web.board.tracks import track_region
from web.screens.memo import position, remembered
from web.screens.model import View
from web.text.catalogue import Text
from web.text.markup import Element, render, tag

#: The strip's element in index.html.
STRIP_ID = "track-strip"


@remembered(lambda state, text: (state and position(state), text))
def strip_view(state: State | None, text: Text) -> View:
    """The strip's content for the game on screen (none: empty); made again only for another
    position or language (web/screens/memo.py)."""
    return {STRIP_ID: {"html": "" if state is None else track_strip(state, text)}}


def track_strip(state: State, text: Text) -> str:
    """The region track's spaces and the influence standings, as HTML."""
    return render(_region_track(state, text), _standings(state, text))


def _region_track(state: State, text: Text) -> Element:
    spaces: list[Element] = []
    for space, influence in enumerate(BOARD.track_influence):
        tile, closed = track_region(state, space)
        classes = (
            "strip-space",
            "red-zone" if space >= BOARD.red_zone_start else None,
            "next" if space == len(state.track) else None,
            "closed" if closed else None,
        )
        shade = CLOSED_FILL if closed else None if tile is None else _region_fill(tile)
        fill = {} if shade is None else {"style": f"background:{shade}"}
        spaces.append(
            tag(
                "li",
                {"class": classes, "data-space": space, **fill},
                tag("span", {"class": "strip-gain"}, text("rules.track.gain", influence=influence)),
                tag("span", {"class": "strip-tile"}, _tile_lines(tile, text)),
            )
        )
    return tag(
        "div",
        {"class": "strip-track"},
        tag(
            "p",
            {"class": "strip-title"},
            tag("span", None, text("board.region-track")),
            tag("span", {"class": "strip-zone"}, text("rules.track.red_zone")),
        ),
        tag("ol", {"class": "strip-spaces"}, spaces),
    )


def _standings(state: State, text: Text) -> Element:
    order = sorted(range(state.players), key=lambda seat: (-state.influence[seat], seat))
    markers = []
    for seat in order:
        colour = state.table.colors[seat]
        style = SEAT_STYLES[colour]
        background = f"background:{style.fill};color:{style.ink}"
        influence = text.number(state.influence[seat])
        markers.append(
            tag(
                "li",
                {"class": "strip-marker", "data-seat": seat, "style": background},
                _swatch(colour),
                influence,
            )
        )
    return tag(
        "div",
        {"class": "strip-influence"},
        tag("p", {"class": "strip-title"}, text("board.influence-track")),
        tag("ol", {"class": "strip-standings"}, markers),
    )


def _swatch(colour: str) -> Element:
    """A disc in the seat's pattern (stripes, dots ...; the board's own ``<pattern>``), so the
    standings tell players apart without colour, as the board does."""
    disc = {"cx": "10", "cy": "10", "r": "8.5", "fill": paint(colour)}
    ring = {"stroke": SEAT_STYLES[colour].ink, "stroke-width": "1.5"}
    return tag(
        "svg",
        {"class": "strip-swatch", "viewBox": "0 0 20 20", "aria-hidden": "true"},
        tag("circle", {**disc, **ring}),
    )


def _region_fill(region: int) -> str:
    return REGION_FILL[BOARD.regions[region].id]


def _tile_lines(region: int | None, text: Text) -> list[Element]:
    """The short name of the region a space stands for, in the lines the board's slot has it
    ("Nord-" / "westen")."""
    lines = () if region is None else text.region_lines(region)
    return [tag("span", None, line) for line in lines]
