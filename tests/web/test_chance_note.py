"""What the win chances mean, said beside them (issue 65, items 1 and 3): the chance between
equals, then the expected finish between equals (the leader and by how much), told apart from
"Projected", in each language with its plural forms."""

from __future__ import annotations

import pytest

from franchise import Game, Setup
from franchise.ai import teacher_margins
from web.screens.chance_note import chance_note_view, expected_finish, meaning
from web.text.catalogue import LANGUAGES, Text

NAMES = ("Ann", "Bot", "Cy")


def test_the_sentence_says_what_the_figure_is_and_who_leads_the_expected_finish():
    words = meaning(NAMES, (-6.4, 6.4, -9.0), Text.load("en"))
    assert words == (
        "Between equals: each player’s chance to win from here if every player played like the"
        " hard computer, whoever really plays. Expected finish between equals: Bot ahead by 6"
        " points. “Projected” is the score if the game ended now."
    )
    one = expected_finish(NAMES, (0.6, -0.6, -3.0), Text.load("en"))
    assert "Ann ahead by 1 point." in one
    close = expected_finish(NAMES, (0.2, -0.2, -3.0), Text.load("en"))
    assert close.startswith("Expected finish between equals: too close to call.")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_names_the_hard_level_and_its_own_projection(language: str):
    text = Text.load(language)
    words = meaning(NAMES, (-3.0, 3.0, -8.0), text)
    assert text("level.hard") in words and text("panel.projected") in words and "Bot" in words


def test_the_expected_finish_is_the_engines_between_equals():
    game = Game(Setup(("Ann", "Bot"), seed=3))
    margins = teacher_margins(game)
    leader = max(range(2), key=lambda seat: margins[seat])
    words = expected_finish(game.names, margins, Text.load("en"))
    if round(margins[leader]) > 0:
        assert f"{game.names[leader]} ahead by {round(margins[leader])}" in words
    else:
        assert "too close to call" in words


def test_the_sentence_shows_only_with_the_chances():
    text = Text.load("de")
    shown = chance_note_view(NAMES, None, True, text)["chances-meaning"]
    assert not shown["hidden"] and shown["text"].startswith("Unter Gleichen:")
    assert "„schwer“" in shown["text"]
    assert chance_note_view(NAMES, None, False, text)["chances-meaning"] == {
        "text": "",
        "hidden": True,
    }
    assert chance_note_view((), None, True, text)["chances-meaning"]["hidden"]
