"""Seat colours come with a pattern each, readable ink, and are used wherever a franchise shows."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET

from franchise import BOARD, Game, Setup
from web.board.render import outline_svg, places_svg
from web.board.seats import (
    DARK_INK,
    LIGHT_INK,
    SEAT_STYLES,
    Pattern,
    paint,
    pattern_defs,
    pattern_id,
)
from web.board.tracks import tracks_svg
from web.screens.board import board_view
from web.text.catalogue import Text

from ..engine.positions import put, turn_game


def contrast(a: str, b: str) -> float:
    """WCAG 2 contrast ratio of two #rrggbb colours."""

    def luminance(colour: str) -> float:
        channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_every_seat_colour_has_its_own_pattern_and_readable_ink():
    assert set(SEAT_STYLES) == set(BOARD.player_colors)
    assert len({style.pattern for style in SEAT_STYLES.values()}) == len(SEAT_STYLES)
    for style in SEAT_STYLES.values():
        assert style.ink in (LIGHT_INK, DARK_INK)
        assert contrast(style.fill, style.ink) >= 4.5
        if style.pattern is not Pattern.SOLID:
            assert contrast(style.fill, style.mark) >= 3  # the pattern shows on its fill


def test_beige_is_drawn_with_a_dark_ring_unlike_an_empty_space():
    beige = SEAT_STYLES["beige"]
    assert beige.pattern is Pattern.RING
    assert contrast(beige.mark, "#ffffff") >= 7


def test_pattern_defs_hold_every_patterned_colour_once():
    defs = ET.fromstring(
        pattern_defs().replace("<defs>", '<defs xmlns="http://www.w3.org/2000/svg">')
    )
    ids = [node.get("id") for node in defs]
    patterned = [c for c, s in SEAT_STYLES.items() if s.pattern is not Pattern.SOLID]
    assert ids == [pattern_id(c) for c in BOARD.player_colors if c in patterned]
    assert pattern_defs() in outline_svg()  # shipped with the static board
    for colour in patterned:
        assert paint(colour) == f"url(#{pattern_id(colour)})"
    assert paint("blue") == SEAT_STYLES["blue"].fill


def test_franchises_references_and_markers_use_the_pattern():
    game = turn_game(5)
    put(game, 1, "detroit")
    put(game, 4, "omaha")
    state = game.state
    state.region_ref[BOARD.region_index["great-lakes"]] = 1
    view = board_view(state, None, Text.load("en"))
    assert view["sp-detroit-0"]["fill"] == paint(state.table.colors[1])
    assert view["sp-omaha-0"]["fill"] == paint(state.table.colors[4])
    assert view["ref-great-lakes"]["fill"] == paint(state.table.colors[1])
    markers = tracks_svg(state)
    for seat, colour in enumerate(state.table.colors):
        marker = re.search(rf'<g id="inf-{seat}".*?</g>', markers).group(0)
        assert paint(colour) in marker and SEAT_STYLES[colour].ink in marker


def test_a_town_franchise_shows_at_least_as_large_as_a_city_franchise():
    svg = places_svg(Game(Setup(("A", "B"))).state)
    town = re.search(r'<rect id="sp-reno-0"[^>]*width="([\d.]+)" height="([\d.]+)"', svg)
    city = re.search(r'<circle id="sp-chicago-0"[^>]*r="([\d.]+)"', svg)
    side, radius = float(town.group(1)), float(city.group(1))
    assert side == float(town.group(2))
    assert side * side >= math.pi * radius * radius  # area of the square against the disc
    assert side >= 2 * radius
