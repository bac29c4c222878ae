"""How each player's colour is drawn: a fill, a pattern that tells it apart without colour, and ink.

Colour alone fails colour-blind players (red, orange and beige blur together for many), and
beige was hard to tell from an empty white space. So every seat colour also has its own pattern
(solid, stripes, dots, cross-hatch, a ring), drawn wherever a franchise or a player's token is
drawn; ``paint(colour)`` is what goes into a ``fill``. ``ink`` is the text colour readable on the
plain fill (contrast of at least 4.5:1, tested). One registry, so a new colour is one entry.
"""

from __future__ import annotations

from enum import StrEnum

from franchise import BOARD
from franchise.values import valueclass
from web.text.markup import Element, render, tag


class Pattern(StrEnum):
    """The marks drawn over a seat's fill, one per colour."""

    SOLID = "solid"
    STRIPES = "stripes"
    DOTS = "dots"
    CROSS_HATCH = "cross-hatch"
    RING = "ring"


@valueclass
class SeatStyle:
    """A seat colour as drawn: ``fill`` underneath, ``mark`` is the colour of its pattern."""

    fill: str
    pattern: Pattern
    mark: str
    ink: str


LIGHT_INK, DARK_INK = "#ffffff", "#1d2430"

SEAT_STYLES: dict[str, SeatStyle] = {
    "blue": SeatStyle("#2d6cdf", Pattern.SOLID, "#2d6cdf", LIGHT_INK),
    "red": SeatStyle("#d9363e", Pattern.STRIPES, "#ffffff", LIGHT_INK),
    "orange": SeatStyle("#f08c1a", Pattern.DOTS, "#4a2500", DARK_INK),
    "black": SeatStyle("#2b2b2b", Pattern.CROSS_HATCH, "#c8c8c8", LIGHT_INK),
    "beige": SeatStyle("#e8d3a6", Pattern.RING, "#4a3a12", DARK_INK),
}
#: Plain fills, for swatches in the panels and forms.
PLAYER_FILL = {colour: style.fill for colour, style in SEAT_STYLES.items()}


def pattern_id(colour: str) -> str:
    return f"seat-{colour}"


def paint(colour: str) -> str:
    """The ``fill`` of a franchise of this colour: its pattern, or its colour when solid."""
    style = SEAT_STYLES[colour]
    return style.fill if style.pattern is Pattern.SOLID else f"url(#{pattern_id(colour)})"


def _marks(style: SeatStyle) -> Element:
    """The pattern's drawing over the fill, in the pattern's own units."""
    mark = style.mark
    if style.pattern is Pattern.STRIPES:
        return tag("rect", {"width": "1.6", "height": "4", "fill": mark, "fill-opacity": ".7"})
    if style.pattern is Pattern.DOTS:
        return tag("circle", {"cx": "2", "cy": "2", "r": "1", "fill": mark})
    if style.pattern is Pattern.CROSS_HATCH:
        return tag("path", {"d": "M0 2H4M2 0V4", "stroke": mark, "stroke-width": ".8"})
    # A ring inside the shape, whatever its size: the units are the shape's bounding box.
    ring = {"cx": ".5", "cy": ".5", "r": ".3", "fill": "none", "stroke": mark}
    return tag("circle", {**ring, "stroke-width": ".13"})


def pattern_defs() -> str:
    """SVG ``<defs>`` with one pattern per patterned seat colour (ids from ``pattern_id``)."""
    patterns = []
    for colour in BOARD.player_colors:
        style = SEAT_STYLES[colour]
        if style.pattern is Pattern.SOLID:
            continue
        if style.pattern is Pattern.RING:
            units = {"width": "1", "height": "1", "patternContentUnits": "objectBoundingBox"}
            background = tag("rect", {"width": "1", "height": "1", "fill": style.fill})
        else:
            units = {
                "width": "4",
                "height": "4",
                "patternUnits": "userSpaceOnUse",
                "patternTransform": "rotate(45)",
            }
            background = tag("rect", {"width": "4", "height": "4", "fill": style.fill})
        attrs = {"id": pattern_id(colour), **units}
        patterns.append(tag("pattern", attrs, background, _marks(style)))
    return render(tag("defs", None, patterns))
