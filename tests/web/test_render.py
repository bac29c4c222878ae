"""Board drawing and the view model: what is highlighted, what a move changes, escaping."""

from __future__ import annotations

import re

import pytest

from franchise import BOARD, Game, Setup
from web.board.render import links_svg, outline_svg, places_svg
from web.board.tracks import tracks_svg
from web.screens.board import board_view
from web.screens.forms import (
    TileKind,
    TileSelect,
    chosen_in_order,
    default_seats,
    expert_html,
    seats_html,
)
from web.screens.model import diff_views
from web.screens.panels import player_panels, turn_prompt
from web.session.draft import Draft
from web.session.mode import Moment
from web.text.catalogue import Text

from ..engine.positions import put, score_by_hand, turn_game

ENGLISH = Text.load("en")


def test_static_board_has_every_region_link_and_place():
    state = Game(Setup(("A", "B", "C", "D"))).state
    assert outline_svg().count('class="region"') == 10
    links = links_svg()
    assert links.count("<line") == 107
    for cost in (0, 1, 3, 5, 8):
        assert f"link cost-{cost}" in links
    places = places_svg(state)
    assert sorted(re.findall(r'data-place="([a-z-]+)"', places)) == sorted(
        p.id for p in BOARD.places
    )
    assert places.count('class="space') == sum(p.spaces for p in BOARD.places)
    assert tracks_svg(state).count('class="track-slot') == 10


def test_view_marks_targets_with_costs_and_own_cities():
    game = turn_game(4)
    put(game, 0, "detroit")
    draft = Draft(game)
    view = board_view(game.state, draft, ENGLISH)
    assert "target priced" in view["place-chicago"]["class"]
    assert view["tag-t-chicago"]["text"] == "$3"
    assert "option" in view["place-detroit"]["class"]
    assert view["sp-detroit-0"]["fill"] != "#ffffff"
    assert "target" not in view["place-omaha"]["class"]
    assert (
        view["place-chicago"]["aria-label"]
        == "Chicago, city of 7, 7 free spaces; expand here for $3"
    )


def test_the_board_speaks_the_current_language_and_keeps_place_names():
    game = turn_game(4)
    put(game, 0, "detroit")
    german = board_view(game.state, Draft(game), Text.load("de"))
    assert german["tag-t-chicago"]["text"] == "3\u00a0$"
    assert german["place-chicago"]["aria-label"].startswith("Chicago")
    assert german["title-track"]["text"] == "Regionenleiste"


def test_start_towns_light_up_without_a_price():
    game = Game(Setup(("A", "B"), first_player=0))
    view = board_view(game.state, None, ENGLISH)
    assert "target" in view["place-pueblo"]["class"]
    assert "priced" not in view["place-pueblo"]["class"]
    assert "target" not in view["place-reno"]["class"]  # out of play with 2 players


def test_a_move_changes_only_a_few_elements():
    game = turn_game(4)
    put(game, 0, "detroit")
    before = board_view(game.state, None, ENGLISH)
    game.apply(">chicago")
    after = board_view(game.state, None, ENGLISH)
    changes = diff_views(before, after)
    assert "sp-chicago-0" in changes
    assert len(changes) < 15
    assert diff_views(after, after) == {}


def test_names_are_escaped_everywhere():
    game = Game(Setup(("<img src=x onerror=1>", "Bob & co"), first_player=0))
    html = player_panels(game, ENGLISH)
    assert "<img" not in html and "&lt;img src=x" in html
    assert "Bob &amp; co" in html
    seats = default_seats(ENGLISH)
    seats[0].name = '"><script>'
    assert "<script>" not in seats_html(seats, ENGLISH)


def test_expert_form_offers_each_city_only_its_back_group():
    table = Setup(("A", "B", "C", "D"), variant="expert", seed=3).resolve()
    html = expert_html(table, ENGLISH)
    chicago = re.search(r'data-city="chicago">(.*?)</select>', html).group(1)
    assert re.findall(r'value="(\d)"', chicago) == ["7", "8"]
    assert html.count("data-region=") == 10
    small = expert_html(Setup(("A", "B"), variant="expert").resolve(), ENGLISH)
    assert 'data-city="seattle"' not in small  # closed regions take no tiles
    french = expert_html(table, Text.load("fr"))  # counts and labels in the catalogue's form
    assert "<legend>Métropoles 2/3 (4 × 2, 3 × 3)</legend>" in french
    assert "<label>Portland <select" in french and "(4×2, 3×3)" in html


def test_the_prompt_says_what_happens_now():
    game = Game(Setup(("Ann", "Bob"), first_player=0))
    assert turn_prompt(game, None, Moment.PLAY, ENGLISH).startswith("Bob: click an empty town")
    assert turn_prompt(game, None, Moment.BUSY, ENGLISH) == "Playing out the last move…"
    history = turn_prompt(game, None, Moment.HISTORY, ENGLISH)
    assert history.startswith("Looking back in history; Bob")
    thinking = turn_prompt(game, None, Moment.THINKING, ENGLISH, "hard")
    assert thinking == "Bob (computer, hard) is thinking…"


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_a_computer_s_level_is_said_once(language: str):
    """A default name ("Computer 2 (easy)") says the kind and level already."""
    text = Text.load(language)
    named = text("seat.default-computer", number=2, level=text("level.easy"))
    game = Game(Setup(("Ann", named), first_player=0))  # the last seat places first
    for moment in (Moment.THINKING, Moment.PAUSED):
        said = turn_prompt(game, None, moment, text, "easy")
        assert said.startswith(named) and said.count(text("level.easy")) == 1
    typed = turn_prompt(
        Game(Setup(("Ann", "Hal"), first_player=0)), None, Moment.THINKING, text, "easy"
    )
    assert text("level.easy") in typed


def test_neutral_franchises_are_said_to_be_neutral():
    """The cities of regions out of play hold grey franchises of nobody's: a label must not
    give them to the last player (the seat number of nobody is -1)."""
    game = Game(Setup(("Ann", "Bob"), first_player=0))
    view = board_view(game.state, None, ENGLISH)
    assert view["place-san-francisco"]["aria-label"] == (
        "San Francisco, city of 4: neutral 4, scored"
    )
    assert "Bob" not in view["place-seattle"]["aria-label"]


def test_each_place_announces_its_holders_free_spaces_and_scoring():
    game = turn_game(4)
    put(game, 0, "detroit", 2)
    put(game, 1, "detroit")
    put(game, 2, "raleigh")
    view = board_view(game.state, None, ENGLISH)
    assert view["place-detroit"]["aria-label"] == (
        "Detroit, city of 4: Sam 2 and Jan 1, 1 free space"
    )
    assert view["place-raleigh"]["aria-label"] == "Raleigh, town: Travis 1, 0 free spaces"
    score_by_hand(game, "chicago", keeper=3)
    german = board_view(game.state, None, Text.load("de"))["place-chicago"]["aria-label"]
    assert german == "Chicago, Stadt mit 7 Feldern: Ann 1, gewertet"


def test_the_expert_form_hands_over_the_selects_changed_last_last():
    cities = {"chicago": "8", "new-york": "7", "boston": "4"}
    regions = {"texas": "texas", "central": "central"}
    changed = [TileSelect(TileKind.CITY, "chicago"), TileSelect(TileKind.REGION, "texas")]
    city_tiles, region_tiles = chosen_in_order(cities, regions, changed)
    assert list(city_tiles) == ["new-york", "boston", "chicago"]
    assert city_tiles["chicago"] == 8
    assert list(region_tiles) == ["central", "texas"]
