"""How far a hint moves the map: a view that shows its places stays; a wide screen keeps the
tracks in view; a phone shows the places at the widest view whose names still read."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from franchise import BOARD
from web.board.hint_frame import hint_view
from web.board.layout import board_layout
from web.board.viewport import (
    TRACKS,
    ViewBox,
    fit,
    frame,
    place_bounds,
    readable,
    readable_width,
)

DESKTOP_WIDTH, DESKTOP_ASPECT = 800.0, 10 / 7
PHONE_WIDTH, PHONE_ASPECT = 378.4, 10 / 7
place_sets = st.sets(st.integers(0, len(BOARD.places) - 1), min_size=1, max_size=6)


@pytest.fixture(autouse=True, scope="module")
def computed_layout():
    board_layout()


def shows(view: ViewBox, places, *, named: bool = True) -> bool:
    return all(place_bounds(p, named=named).inside(view.box) for p in places)


@given(place_sets)
def test_a_wide_screen_showing_the_whole_board_is_left_alone(places):
    whole = fit(range(10), DESKTOP_ASPECT, tracks=True)
    assert hint_view(whole, places, DESKTOP_ASPECT, DESKTOP_WIDTH, tracks=True) is None


@given(place_sets, st.integers(0, len(BOARD.places) - 1))
def test_a_wide_screen_zoomed_elsewhere_shows_the_places_and_the_tracks(places, elsewhere):
    zoomed = frame([elsewhere], DESKTOP_ASPECT)  # as close as "show my targets" goes
    view = hint_view(zoomed, places, DESKTOP_ASPECT, DESKTOP_WIDTH, tracks=True)
    if view is None:  # the places and the tracks were in view already
        assert shows(zoomed, places) and TRACKS.inside(zoomed.box)
        return
    assert shows(view, places) and TRACKS.inside(view.box)
    assert view.width / view.height == pytest.approx(DESKTOP_ASPECT)


@given(place_sets)
def test_a_phone_frames_the_places_no_closer_than_names_need(places):
    far = ViewBox(-2000, -2000, 500, 500 / PHONE_ASPECT)  # off the board: nothing in view
    view = hint_view(far, places, PHONE_ASPECT, PHONE_WIDTH, tracks=False)
    assert view is not None and shows(view, places, named=False)
    assert view.width >= readable_width(PHONE_WIDTH) - 1e-6  # as much map around as reads
    if view.width <= readable_width(PHONE_WIDTH) + 1e-6:
        assert readable(view, PHONE_WIDTH)
    assert hint_view(view, places, PHONE_ASPECT, PHONE_WIDTH, tracks=False) is None  # settled


def test_a_phone_view_that_shows_the_places_readably_is_kept():
    place = BOARD.place_index["denver"]
    close = frame([place], PHONE_ASPECT)
    assert readable(close, PHONE_WIDTH)
    assert hint_view(close, [place], PHONE_ASPECT, PHONE_WIDTH, tracks=False) is None
    whole = fit(range(10), PHONE_ASPECT, tracks=True)  # names too small to read: reframed
    assert hint_view(whole, [place], PHONE_ASPECT, PHONE_WIDTH, tracks=False) is not None


def test_nothing_to_frame_keeps_the_view():
    whole = fit(range(10), DESKTOP_ASPECT, tracks=True)
    assert hint_view(whole, [], DESKTOP_ASPECT, DESKTOP_WIDTH, tracks=True) is None
