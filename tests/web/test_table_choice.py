"""The table the new-game dialog offers: one person against a computer the first time, the
last table set up afterwards (read back as untrusted data), and the finished game's table for
"Play again", with default names that follow the language."""

from __future__ import annotations

import json

import pytest

from franchise import Setup, Variant
from franchise.records.record import seats_of
from web.screens.forms import SeatChoice
from web.screens.table_choice import TableChoice, first_table, remembered_table, table_of_game
from web.session.seat_kinds import PERSON, SEAT_KINDS
from web.text.catalogue import Text

ENGLISH, GERMAN = Text.load("en"), Text.load("de")


def test_the_first_table_is_one_person_against_easy_in_the_introductory_variant():
    """Easy is the level its own words offer "for a first game" (``level.about.easy``)."""
    table = first_table(ENGLISH)
    assert [s.kind for s in table.seats] == [PERSON, SEAT_KINDS["easy"]]
    assert [s.name for s in table.seats] == ["Player 1", "Computer 2 (easy)"]
    assert ENGLISH("level.about.easy").endswith("For a first game.")
    assert table.variant is Variant.INTRO and not table.by_link


def test_the_last_table_comes_back_with_its_default_names_in_the_language_of_now():
    seats = [*first_table(ENGLISH).seats, SeatChoice("Ann", "orange", SEAT_KINDS["hard"], True)]
    kept = TableChoice(seats, Variant.EXPERT, by_link=True).to_json()
    again = remembered_table(kept, GERMAN)
    assert [s.name for s in again.seats] == ["Spieler 1", "Computer 2 (leicht)", "Ann"]
    assert [s.kind for s in again.seats] == [s.kind for s in seats]
    assert [s.color for s in again.seats] == [s.color for s in seats]
    assert again.variant is Variant.EXPERT and again.by_link


@pytest.mark.parametrize(
    "data",
    [
        None,
        "",
        "{not json",
        "[]",
        json.dumps({"seats": [], "variant": "intro", "by_link": False}),
        json.dumps({"seats": [{"name": "A"}], "variant": "intro", "by_link": False}),
        pytest.param("[" * 100_000, id="deep"),
    ],
)
def test_an_unreadable_table_is_ignored(data):
    assert remembered_table(data, ENGLISH) is None


def test_a_table_with_an_unknown_kind_colour_or_variant_is_ignored():
    good = json.loads(first_table(ENGLISH).to_json())
    for field, bad in (("kind", "grandmaster"), ("color", "pink")):
        changed = json.loads(json.dumps(good))
        changed["seats"][1][field] = bad
        assert remembered_table(json.dumps(changed), ENGLISH) is None
    assert remembered_table(json.dumps(good | {"variant": "blitz"}), ENGLISH) is None


def test_play_again_seats_the_same_names_colours_kinds_and_levels():
    setup = Setup(("Sam", "Computer 2 (hard)", "Computer 3 (easy)"), variant="intro")
    computers = {"Computer 2 (hard)": "hard", "Computer 3 (easy)": "easy"}
    last = TableChoice(  # the table that started the game, set up in English
        [
            SeatChoice("Sam", "blue", PERSON, named=True),
            SeatChoice("Computer 2 (hard)", "red", SEAT_KINDS["hard"]),
            SeatChoice("Computer 3 (easy)", "orange", SEAT_KINDS["easy"]),
        ],
        Variant.INTRO,
    )
    again = table_of_game(seats_of(setup.resolve(), computers), setup.variant, GERMAN, last)
    assert [s.name for s in again.seats] == ["Sam", "Computer 2 (schwer)", "Computer 3 (leicht)"]
    assert [s.kind for s in again.seats] == [PERSON, SEAT_KINDS["hard"], SEAT_KINDS["easy"]]
    assert [s.named for s in again.seats] == [True, False, False]
    assert again.variant is Variant.INTRO
    assert [s.color for s in again.seats] == ["blue", "red", "orange"]  # each in their place


def test_play_again_without_a_table_here_knows_the_default_names_of_the_language_of_now():
    setup = Setup(("Spieler 1", "Computer 2 (schwer)", "Computer 3 (schwer)"))
    computers = {"Computer 2 (schwer)": "hard", "Computer 3 (schwer)": "hard"}
    again = table_of_game(seats_of(setup.resolve(), computers), setup.variant, GERMAN)
    assert [s.named for s in again.seats] == [False, False, False]
    typed_seats = seats_of(Setup(("Ann", "Bob")).resolve(), {"Bob": "easy"})
    typed = table_of_game(typed_seats, Variant.STANDARD, GERMAN)
    assert [s.name for s in typed.seats] == ["Ann", "Bob"] and typed.seats[1].named


def test_play_again_in_another_language_words_the_default_names_of_the_first():
    """A game begun in French and played again in English: "Ordinateur 2 (moyen)" was a
    default name, so it reads "Computer 2 (medium)"; a typed name stays."""
    setup = Setup(("Joueur 1", "Ordinateur 2 (moyen)", "Zoé"))
    computers = {"Ordinateur 2 (moyen)": "medium", "Zoé": "hard"}
    again = table_of_game(seats_of(setup.resolve(), computers), setup.variant, ENGLISH)
    assert [s.name for s in again.seats] == ["Player 1", "Computer 2 (medium)", "Zoé"]
    assert [s.named for s in again.seats] == [False, False, True]


@pytest.mark.parametrize("players", [2, 4])
def test_play_again_keeps_each_place_when_a_computer_moved_first(players: int):
    names = ("Ann", "Computer 2 (easy)", "Computer 3 (easy)", "Computer 4 (easy)")[:players]
    colors = ("red", "blue", "orange", "black")[:players]
    setup = Setup(names, seed=3, first_player=1, colors=colors)
    computers = dict.fromkeys(names[1:], "easy")
    again = table_of_game(seats_of(setup.resolve(), computers), setup.variant, ENGLISH)
    assert [(s.name, s.color) for s in again.seats] == list(zip(names, colors, strict=True))
    assert [s.kind for s in again.seats] == [PERSON] + [SEAT_KINDS["easy"]] * (players - 1)
