"""Taps that wait for the person's turn (issue 58): made while a move plays out or a computer is
to move, they are played in order once the person may play, and dropped with the game."""

from __future__ import annotations

import itertools
import random

from franchise import Setup, parse_move
from web.saves.store import SaveStore
from web.session.session import Session
from web.session.waiting_taps import WaitingTaps

from .memory_storage import NAMES, MemoryStorage


def session_against_a_computer() -> Session:
    clock = itertools.count(1000)
    s = Session(SaveStore(MemoryStorage(), NAMES), lambda: float(next(clock)))
    s.new_game(Setup(("Ann", "Cy"), seed=7, first_player=0), False, {"Cy": "easy"}, "")
    return s


def test_a_tap_while_the_computer_is_to_move_waits_and_is_played_on_the_person_s_turn():
    s = session_against_a_computer()  # Cy, the computer, places its start town first
    taps = WaitingTaps()
    assert taps.must_wait(s, busy=False)
    taps.tap(s, 7)
    taps.tap(s, 9)
    taps.tap(s, 7)  # a second tap on a waiting place takes it back
    assert taps.places == [9]
    assert taps.due(s, busy=False) == []  # still Cy's move: it waits
    s.play(parse_move("start pueblo"))  # Cy's start: Ann is to move
    assert taps.due(s, busy=True) == []  # the move still plays out
    assert not taps.must_wait(s, busy=False)
    assert taps.due(s, busy=False) == [9] and taps.places == []


def test_taps_for_another_game_or_an_earlier_position_are_dropped():
    s = session_against_a_computer()
    taps = WaitingTaps()
    taps.tap(s, 3)
    s.new_game(Setup(("Bo", "Cy"), seed=8, first_player=0), False, {"Cy": "easy"}, "")
    assert taps.due(s, busy=False) == [] and taps.places == []
    s.play(parse_move("start raleigh"))
    s.play(parse_move("start pueblo"))
    s.play(s.game.random_move(random.Random(1)))  # Bo's turn: Cy to move
    taps.tap(s, 3)
    s.go_to(1)  # a position looked at in the history
    assert not taps.must_wait(s, busy=False)
    assert taps.due(s, busy=False) == [] and taps.places == []
