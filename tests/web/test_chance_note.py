"""What the win chances assume, said beside them (issue 46, item 6): the computers' levels and
every person read as a person of unknown strength, in each language, with its plural forms."""

from __future__ import annotations

import pytest

from franchise.records import ComputerLevel, Seat
from web.screens.chance_note import assumption, chance_note_view
from web.text.catalogue import LANGUAGES, Text


def seat(index: int, name: str, level: ComputerLevel | None) -> Seat:
    return Seat(index, index, name, "red", level)


TABLE = (
    seat(0, "Ann", None),
    seat(1, "Bot", ComputerLevel.HARD),
    seat(2, "Cy", None),
    seat(3, "Dot", ComputerLevel.EASY),
)


def test_the_sentence_names_each_computers_level_and_reads_people_as_people():
    words = assumption(TABLE, Text.load("en"))
    assert words == (
        "These chances assume that Bot plays at the hard level, Dot plays at the easy level"
        " and Ann and Cy are people of unknown strength."
    )
    one = assumption(TABLE[:2], Text.load("en"))
    assert "Ann is a person of unknown strength" in one


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_says_it_with_its_own_level_names(language: str):
    text = Text.load(language)
    words = assumption(TABLE, text)
    assert text("level.hard") in words and text("level.easy") in words
    assert all(name in words for name in ("Ann", "Bot", "Cy", "Dot"))


def test_the_sentence_shows_only_with_the_chances():
    text = Text.load("de")
    shown = chance_note_view(TABLE[:2], True, text)["chances-assume"]
    assert not shown["hidden"] and "dass Bot auf der Stufe „schwer“ spielt" in shown["text"]
    assert chance_note_view(TABLE, False, text)["chances-assume"] == {"text": "", "hidden": True}
    assert chance_note_view((), True, text)["chances-assume"]["hidden"]
