"""The tab's title says whose turn it is, and "your turn" to the one person facing computers."""

from __future__ import annotations

from web.screens.screen import page_title
from web.text.catalogue import Text

from .test_session import OPENING, play, session


def test_a_shared_screen_names_the_player_to_move():
    s = session()
    text = Text.load("en")
    assert page_title(s, text) == "Jan to play · Franchise"  # Jan places first
    play(s, OPENING[:1])
    assert page_title(s, text) == "Sam to play · Franchise"


def test_the_one_person_facing_computers_sees_your_turn_in_their_language():
    s = session(computers={"Jan": "easy"})
    assert page_title(s, Text.load("de")) == "Am Zug: Jan · Franchise"  # the computer's turn
    play(s, OPENING[:1])
    assert page_title(s, Text.load("en")) == "Your turn · Franchise"
    assert page_title(s, Text.load("fr")) == "À vous de jouer · Franchise"


def test_a_finished_game_says_so():
    s = session()
    play(s, (*OPENING[:2], "pass", "pass"))
    assert page_title(s, Text.load("en")) == "Game over · Franchise"
