"""The tracks under the map: names that fit their slots, influence markers that never touch."""

from __future__ import annotations

import math
import re
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from franchise import BOARD, Game, Setup
from web.board.geometry import ASCENT, DESCENT, MAP_BOX, text_width
from web.board.render import CLOSED_FILL
from web.board.shapes import Box, Disc, overlap
from web.board.tracks import (
    INFLUENCE_LEFT,
    INFLUENCE_RIGHT,
    MARKER_RADIUS,
    SLOT_FONT,
    SLOT_HEIGHT,
    SLOT_PADDING,
    SLOT_TOP,
    SLOT_WIDTH,
    TRACK_BOTTOM,
    X0,
    X1,
    influence_positions,
    slot_baselines,
    title_box,
    track_region,
    track_top,
    tracks_svg,
)
from web.screens.board import board_view
from web.text.catalogue import LANGUAGES, Text

INFLUENCE_TITLE = Text.load("en")("board.influence-track")
scores = st.lists(st.integers(min_value=0, max_value=150), min_size=2, max_size=5)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_region_has_a_track_name_that_fits_its_slot(language: str):
    text = Text.load(language)
    for region in BOARD.regions:
        lines = text.region_lines(region.index)
        assert 1 <= len(lines) <= 2
        for line, baseline in zip(lines, slot_baselines(len(lines)), strict=True):
            assert text_width(line, SLOT_FONT, bold=True) <= SLOT_WIDTH - 2 * SLOT_PADDING
            assert baseline - ASCENT * SLOT_FONT >= SLOT_TOP + SLOT_PADDING
            assert baseline + DESCENT * SLOT_FONT <= SLOT_TOP + SLOT_HEIGHT - SLOT_PADDING
        # The slot says the region's name whole, broken where a word ends, at a hyphen, or
        # hyphenated ("Nord-" "westen"), or cut short with a full stop.
        kept = "".join(line if line.endswith("-") else line + " " for line in lines).strip()
        hyphenated = "".join(line[:-1] if line.endswith("-") else line + " " for line in lines)
        name = text.region(region.index)
        assert name in (kept, hyphenated.strip()) or (
            kept.endswith(".") and name.startswith(kept[:-1])
        )


@pytest.mark.parametrize(
    ("language", "lakes", "first", "second"),
    [
        ("en", "Great Lakes", "Great", "Lakes"),
        ("de", "Große Seen", "Große", "Seen"),
        ("fr", "Grands Lacs", "Grands", "Lacs"),
    ],
)
def test_region_names_on_the_track_follow_the_language(language, lakes, first, second):
    game = Game(Setup(("A", "B")))
    lakes_index = next(r.index for r in BOARD.regions if r.id == "great-lakes")
    game.state.track = [lakes_index]
    text = Text.load(language)
    view = board_view(game.state, None, text)
    assert (view["slot-t-0"]["text"], view["slot-u-0"]["text"]) == (first, second)
    assert text.region(lakes_index) == lakes
    assert lakes in view["tile-great-lakes"]["aria-label"]


def test_a_full_track_shows_every_name_in_the_view():
    game = Game(Setup(("A", "B")))
    game.state.track = list(range(10))
    view = board_view(game.state, None, Text.load("en"))
    assert view["slot-t-0"]["text"] == "Calif." and view["slot-u-0"]["text"] == ""
    assert (view["slot-t-1"]["text"], view["slot-u-1"]["text"]) == ("Grand", "Canyon")
    assert float(view["slot-t-1"]["y"]) < float(view["slot-t-0"]["y"])


@given(scores, st.sampled_from([INFLUENCE_TITLE, "Einflusspunkte", "Points d'influence"]))
def test_influence_markers_never_cover_each_other_or_the_heading(values, title):
    centres = influence_positions(values, title)
    discs = [Disc(x, y, MARKER_RADIUS) for x, y in centres]
    heading = title_box(title, INFLUENCE_LEFT)
    for a, b in combinations(discs, 2):
        assert math.dist((a.x, a.y), (b.x, b.y)) >= 2 * MARKER_RADIUS + 1
    for disc in discs:
        assert not overlap(disc, heading)
        assert disc.bounds.inside(
            Box(X0 - 6 - MARKER_RADIUS, MAP_BOX.bottom, INFLUENCE_RIGHT, TRACK_BOTTOM)
        )


@given(scores)
def test_each_marker_stays_near_its_score(values):
    top = track_top(values)
    pitch = 2 * MARKER_RADIUS + 1.5
    for value, (x, _) in zip(values, influence_positions(values, INFLUENCE_TITLE), strict=True):
        assert abs(x - (X0 + (X1 - X0) * value / top)) <= 2 * pitch + 0.1


def test_equal_scores_stack_and_show_their_numbers():
    game = Game(Setup(("A", "B", "C", "D", "E")))
    game.state.influence = [12, 12, 12, 12, 13]
    view = board_view(game.state, None, Text.load("en"))
    places = {view[f"inf-{seat}"]["transform"] for seat in range(5)}
    assert len(places) == 5
    assert [view[f"inf-t-{seat}"]["text"] for seat in range(5)] == ["12"] * 4 + ["13"]


def test_each_influence_marker_says_whose_it_is_in_the_language():
    game = Game(Setup(("Ada", "Ben", "Cy"), first_player=0))
    game.state.influence[:] = [1, 12, 0]
    german = board_view(game.state, None, Text.load("de"))
    assert german["inf-0"]["aria-label"] == "Ada: 1 Einflusspunkt"
    assert german["inf-1"]["aria-label"] == "Ben: 12 Einflusspunkte"
    french = board_view(game.state, None, Text.load("fr"))
    assert french["inf-2"]["aria-label"] == "Cy\u202f: 0 point d’influence"
    assert re.search(r'<g [^>]*id="inf-0"[^>]*role="img"', tracks_svg(game.state))


def test_closed_regions_are_named_on_the_track_as_out_of_play_not_scored():
    """An expert table deals the closed regions other regions' tiles: the track names the
    region each tile lay on, grey and said to be out of play, so a region still in play never
    reads as scored."""
    tiles = {region.id: BOARD.regions[-1 - region.index].id for region in BOARD.regions}
    game = Game(Setup(("A", "B"), variant="expert", region_tiles=tiles))
    table = game.table
    closed = [r.index for r in BOARD.regions if not table.active_region[r.index]]
    text = Text.load("en")
    view = board_view(game.state, None, text)
    assert len(game.state.track) == len(closed) > 0
    for space, region in enumerate(closed):
        assert track_region(game.state, space) == (region, True)
        assert view[f"slot-{space}"]["fill"] == CLOSED_FILL
        assert "closed" in view[f"slot-g-{space}"]["class"]
        label = view[f"slot-g-{space}"]["aria-label"]
        assert text.region(region) in label and "out of play" in label
        assert view[f"slot-t-{space}"]["text"] == text.region_lines(region)[0]
    assert track_region(game.state, len(closed)) == (None, False)
