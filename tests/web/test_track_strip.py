"""The tracks' strip under a phone's map: ten spaces with the tiles on them in their colours and
short names, the red zone, the next space, and every player's influence in score order; escaped
by construction, hidden from screen readers (the SVG tracks speak), shown only on narrow boards.
"""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from franchise import BOARD, Game, Setup
from web.board.render import REGION_FILL
from web.board.seats import SEAT_STYLES, paint
from web.board.viewport import TRACKS_MIN_WIDTH
from web.screens.track_strip import STRIP_ID, strip_view, track_strip
from web.text.catalogue import Text

ROOT = Path(__file__).resolve().parent.parent.parent


class Items(HTMLParser):
    """The strip's list items: attributes and the text in each, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.items: list[tuple[dict[str, str], list[str]]] = []
        self.depth = 0

    def handle_starttag(self, tag, attrs):
        if tag == "li":
            self.items.append(({k: v or "" for k, v in attrs}, []))
            self.depth += 1

    def handle_endtag(self, tag):
        if tag == "li":
            self.depth -= 1

    def handle_data(self, data):
        if self.depth and data.strip():
            self.items[-1][1].append(data.strip())


def items(html: str) -> tuple[list, list]:
    parser = Items()
    parser.feed(html)
    spaces = [i for i in parser.items if "strip-space" in i[0]["class"]]
    markers = [i for i in parser.items if "strip-marker" in i[0]["class"]]
    return spaces, markers


def game_with_tiles(players: int, tiles: int, seed: int = 3) -> Game:
    """A random game played until ``tiles`` regions' tiles lie on the region track."""
    game = Game(Setup(tuple("ABCDE"[:players]), seed=seed))
    rng = random.Random(seed)
    while len(game.state.track) < tiles:
        game.apply(game.random_move(rng))
    return game


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_strip_shows_ten_spaces_with_the_tiles_and_every_players_influence(language):
    text = Text.load(language)
    game = game_with_tiles(4, 3)
    state = game.state
    spaces, markers = items(track_strip(state, text))
    assert [int(attrs["data-space"]) for attrs, _ in spaces] == list(range(10))
    for space, (attrs, words) in enumerate(spaces):
        assert words[0] == f"+{BOARD.track_influence[space]}"
        assert ("red-zone" in attrs["class"].split()) == (space >= BOARD.red_zone_start)
        assert ("next" in attrs["class"].split()) == (space == len(state.track))
        if space < len(state.track):
            region = state.track[space]
            assert attrs["style"] == f"background:{REGION_FILL[BOARD.regions[region].id]}"
            assert words[1:] == list(text.region_lines(region))
        else:
            assert "style" not in attrs and words[1:] == []
    scores = [int(words[0]) for _, words in markers]
    assert scores == sorted(state.influence, reverse=True)
    seats = [int(attrs["data-seat"]) for attrs, _ in markers]
    assert sorted(seats) == list(range(4))
    assert [state.influence[seat] for seat in seats] == scores
    for attrs, _ in markers:
        style = SEAT_STYLES[state.table.colors[int(attrs["data-seat"])]]
        assert attrs["style"] == f"background:{style.fill};color:{style.ink}"


def test_the_strip_says_its_headings_in_the_language_and_is_empty_without_a_game():
    state = Game(Setup(("A", "B"))).state
    for language in ("en", "de", "fr"):
        text = Text.load(language)
        html = track_strip(state, text)
        for key in ("board.region-track", "board.influence-track", "rules.track.red_zone"):
            assert f">{text(key)}<" in html
    assert strip_view(None, Text.load("en")) == {STRIP_ID: {"html": ""}}


def test_words_in_the_strip_are_escaped():
    text = Text.load("en")
    game = game_with_tiles(2, 1)
    region = BOARD.regions[game.state.track[0]].id
    text.messages[f"region.{region}.track"] = "<b>Bold</b>\n& co"
    text.messages["board.region-track"] = '"><script>'
    html = track_strip(game.state, text)
    assert "<b>" not in html and "<script>" not in html
    assert "&lt;b&gt;Bold&lt;/b&gt;" in html and "&amp; co" in html


def test_the_strip_is_hidden_from_screen_readers_and_shown_only_on_narrow_boards():
    page = (ROOT / "index.html").read_text()
    strip = re.search(rf'<div id="{STRIP_ID}"[^>]*>', page)
    assert strip and 'aria-hidden="true"' in strip.group(0)
    css = (ROOT / "assets" / "franchise.css").read_text()
    assert f"@container board (width < {TRACKS_MIN_WIDTH:g}px)" in css


def test_each_standing_shows_its_seats_pattern_so_colour_is_not_alone():
    state = Game(Setup(tuple("ABCDE"))).state
    html = track_strip(state, Text.load("en"))
    markers = re.findall(r'<li class="strip-marker" data-seat="(\d)"[^>]*>(.*?)</li>', html)
    assert len(markers) == 5
    fills = set()
    for seat, inner in markers:
        (fill,) = re.findall(r'<circle [^>]*fill="([^"]+)"', inner)
        assert fill == paint(state.table.colors[int(seat)])
        fills.add(fill)
    assert len(fills) == 5  # five seats, five different patterns or fills
