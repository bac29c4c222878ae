"""Targets the player cannot afford are marked and announced with their price, and the panel
says when the $10 tile would pay for one."""

from __future__ import annotations

import re

from franchise import Bonus, Game
from web.screens.board import board_view
from web.screens.panels import running_total
from web.session.draft import Draft
from web.text.catalogue import Text

from ..engine.positions import money, put, turn_game

ENGLISH = Text.load("en")


def poor_sam() -> Game:
    """Sam holds Denver with $0 and $1 income: Salt Lake City costs $1, Phoenix $5."""
    game = turn_game(2)
    put(game, 0, "denver")
    put(game, 1, "pueblo")
    money(game, 0, 0)
    return game


def test_a_target_beyond_the_money_is_marked_and_announced_with_its_price():
    game = poor_sam()
    view = board_view(game.state, Draft(game), ENGLISH)
    phoenix, salt_lake = view["place-phoenix"], view["place-salt-lake-city"]
    assert "dear" in phoenix["class"].split() and "dear" not in salt_lake["class"].split()
    assert view["tag-t-phoenix"]["text"] == "$5"
    assert phoenix["aria-label"].endswith("costs $5, more than you have")
    assert salt_lake["aria-label"].endswith("expand here for $1")


def test_the_panel_says_the_ten_dollar_tile_would_pay_for_it_until_it_is_taken():
    game = poor_sam()
    draft = Draft(game)
    total = running_total(draft, ENGLISH, draft.prices())
    assert "Taking the $10 tile would pay for Phoenix." in total
    draft.toggle_bonus(Bonus.DOLLARS)
    assert "dear" not in board_view(game.state, draft, ENGLISH)["place-phoenix"]["class"]
    assert "$10 tile" not in running_total(draft, ENGLISH, draft.prices())


def test_the_hint_and_labels_are_worded_in_german_and_french():
    game = poor_sam()
    draft = Draft(game)
    for language, words in (("de", "Bonusplättchen"), ("fr", "tuile Bonus")):
        text = Text.load(language)
        assert words in running_total(draft, text, draft.prices())
        assert "Phoenix" in board_view(game.state, draft, text)["place-phoenix"]["aria-label"]
    total = running_total(draft, Text.load("de"), draft.prices())  # "= 7 $ übrig"
    assert re.search(r"= <strong[^>]*>[^<]*</strong> übrig", total) and "bleiben" not in total
