"""The session's one mapping of seats (``Table.seats``) when a computer moves first (issue 32):
levels, Undo and the hint are the person's, the tab's title and the saved games' list say whose
turn it is, the advice offers a hint at a turn taken back to, and default names reworded in
another language keep each player's place, colour and level."""

from __future__ import annotations

import itertools
import random

import pytest

from franchise import Setup
from web.saves.store import SaveStore
from web.screens.advice import ChanceBook, advice_view
from web.screens.forms import reworded_game
from web.screens.library import games_list
from web.screens.screen import page_title
from web.session.session import Session
from web.text.catalogue import Text

from .memory_storage import NAMES, MemoryStorage

EN, DE = Text.load("en"), Text.load("de")
PLAYERS = ("Ann", "Bob", "Cy", "Dee")


def computer_first(players: int) -> Session:
    """Ann, a person, sits first at the table; Bob, the computer after her, moves first."""
    clock = itertools.count(1000)
    s = Session(SaveStore(MemoryStorage(), NAMES), lambda: float(next(clock)))
    names = PLAYERS[:players]
    setup = Setup(names, variant="intro", seed=3, first_player=1)
    s.new_game(setup, False, dict.fromkeys(names[1:], "easy"), "")
    return s


def to_the_persons_turn(s: Session, rng: random.Random) -> None:
    s.play(s.game.random_move(rng))
    while s.level_of(s.game.current) is not None:
        s.play(s.game.random_move(rng))


@pytest.mark.parametrize("players", [2, 4])
def test_the_session_reads_every_seat_from_one_mapping(players: int):
    s = computer_first(players)
    person = players - 1
    assert [seat.name for seat in s.seats] == [*PLAYERS[1:players], "Ann"]
    assert [seat.place for seat in s.seats] == [*range(1, players), 0]
    assert [seat.color for seat in s.seats] == list(s.game.table.colors)
    assert s.level_of(0) == "easy" and s.level_of(person) is None
    assert s.computer_to_move() == "easy" and not s.may_play()
    rng = random.Random(players)
    to_the_persons_turn(s, rng)
    assert s.game.current == person and s.may_play()
    assert page_title(s, EN) == EN("page.title.yours")
    listed, damaged = s.store.entries()
    html = games_list(listed, damaged, 2000.0, EN)
    assert "Ann to play" in html, html  # the standing names the seat to move
    to_the_persons_turn(s, rng)
    assert s.undo() and s.game.current == person and not s.live  # a turn taken back to
    book = ChanceBook()
    view = advice_view(s, book, EN, hinting=False, show_chances=False)
    assert view["btn-hint"]["hidden"] is False  # the hint is offered there


def test_default_names_are_reworded_by_place_whoever_moves_first():
    clock = itertools.count(1000)
    s = Session(SaveStore(MemoryStorage(), NAMES), lambda: float(next(clock)))
    names = ("Player 1", "Computer 2 (easy)", "Computer 3 (hard)")
    setup = Setup(names, seed=3, first_player=2, colors=("red", "blue", "orange"))
    s.new_game(setup, False, {names[1]: "easy", names[2]: "hard"}, "")
    before = s.seats
    s.rename_players(*reworded_game(s.entry, DE))
    assert s.entry.record.setup.players == (
        "Spieler 1",
        "Computer 2 (leicht)",
        "Computer 3 (schwer)",
    )
    after = s.seats
    assert [seat.name for seat in after] == [
        "Computer 3 (schwer)",
        "Spieler 1",
        "Computer 2 (leicht)",
    ]
    assert [(seat.place, seat.color, seat.level) for seat in after] == [
        (seat.place, seat.color, seat.level) for seat in before
    ]
