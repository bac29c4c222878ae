"""Undo at a table with computers, in CPython: one tap takes a person back to their previous
turn (with the computers' moves since), Redo mirrors it, hot-seat stays per move, looking back
in history hands no one a move until "play from here", and a reload keeps what undo showed."""

from __future__ import annotations

import itertools
import random

from franchise import Game, Setup
from web.saves.store import SaveStore
from web.session.mode import Mode
from web.session.session import Session
from web.session.turns import movers

from .memory_storage import NAMES, MemoryStorage

NAMES_4 = ("Sam", "Ann", "Bob", "Cy")


def table(players: int, computers: dict[str, str], storage: MemoryStorage | None = None):
    clock = itertools.count(1000)
    s = Session(SaveStore(storage or MemoryStorage(), NAMES), lambda: float(next(clock)))
    s.new_game(Setup(NAMES_4[:players], seed=7, first_player=0), False, computers, "")
    return s


def play_on(s: Session, count: int, seed: int = 1) -> None:
    """``count`` random legal moves, each played by whoever is to move (computers included)."""
    rng = random.Random(seed)
    for _ in range(count):
        s.play(s.game.random_move(rng))


def person_turn(s: Session) -> bool:
    return s.game.names[s.game.current] not in s.computers and not s.game.is_over()


def test_at_two_players_undo_takes_back_to_the_persons_previous_turn_in_one_tap():
    s = table(2, {"Ann": "hard"})
    play_on(s, 12)
    while not person_turn(s):
        play_on(s, 1, seed=len(s.moves))
    latest = s.cursor
    assert s.undo()
    assert s.cursor == latest - 2  # Sam's own turn, and Ann's reply with it
    assert person_turn(s) and s.may_play() and s.computer_to_move() is None
    assert s.draft is not None  # the person drafts their turn again
    assert s.redo() and s.cursor == latest and s.may_play()
    assert not s.redo()  # nothing later


def test_at_four_players_one_tap_takes_back_three_computers_and_the_person():
    s = table(4, {"Ann": "easy", "Bob": "medium", "Cy": "hard"})
    play_on(s, 22)
    while not person_turn(s):
        play_on(s, 1, seed=len(s.moves))
    latest = s.cursor
    owners = movers(s.entry.record)
    assert s.undo() and s.cursor == max(i for i in range(latest) if owners[i] == 0)
    assert s.cursor == latest - 4 and person_turn(s) and s.may_play()
    assert s.moves and len(s.moves) == latest  # the later moves are kept ...
    s.play(s.game.random_move(random.Random(5)))
    assert len(s.moves) == latest - 3  # ... until a new move is made from there
    assert s.computer_to_move() == "easy"  # and then the computers play on


def test_undo_while_a_computer_is_to_move_takes_back_the_persons_turn():
    s = table(2, {"Ann": "hard"})
    play_on(s, 9)
    while person_turn(s):
        play_on(s, 1, seed=len(s.moves))
    assert s.computer_to_move() == "hard"
    assert s.undo() and person_turn(s) and s.may_play()
    assert s.redo() and s.live and s.computer_to_move() == "hard"  # the computer thinks again


def test_no_computers_turn_is_ever_handed_to_a_person():
    s = table(4, {"Ann": "easy", "Bob": "easy", "Cy": "easy"})
    play_on(s, 30)
    seen = set()
    while s.undo():
        seen.add(s.cursor)
        assert person_turn(s) and s.may_play()
    while s.redo():
        assert s.live or (person_turn(s) and s.may_play())
    assert s.live and len(seen) >= 5
    all_computers = table(2, {"Sam": "easy", "Ann": "easy"})
    play_on(all_computers, 6)
    assert all_computers.undo_target() is None  # nobody to take a turn back for


def test_hot_seat_undo_stays_one_move():
    s = table(3, {})
    play_on(s, 8)
    assert s.undo() and s.cursor == 7 and s.may_play()
    assert s.undo() and s.cursor == 6 and s.may_play()
    assert s.redo() and s.cursor == 7


def test_looking_back_hands_no_one_a_move_until_play_from_here():
    s = table(2, {"Ann": "medium"})
    play_on(s, 10)
    owners = movers(s.entry.record)
    computer_at = next(i for i in range(10) if owners[i] == 1)
    person_at = next(i for i in range(10) if owners[i] == 0)
    assert s.go_to(person_at, browse=True)
    assert not s.may_play() and s.computer_to_move() is None and s.may_play_from_here()
    assert s.go_to(computer_at, browse=True)
    assert not s.may_play() and s.computer_to_move() is None
    assert s.play_from_here() and s.computer_to_move() == "medium"  # it starts thinking
    assert not s.may_play_from_here() and len(s.moves) == 10  # later moves kept until a move
    assert s.go_to(len(s.moves), browse=True) and s.mode is Mode.PLAYING  # the latest is in play


def test_a_reload_after_an_undo_shows_the_same_turn_to_play():
    storage = MemoryStorage()
    s = table(4, {"Ann": "easy", "Bob": "easy", "Cy": "easy"}, storage)
    play_on(s, 20)
    while not person_turn(s):
        play_on(s, 1, seed=len(s.moves))
    s.undo()
    undone, total = s.cursor, len(s.moves)
    again = table(4, {}, storage)
    assert again.open_saved(s.entry.game_id) is None
    assert again.cursor == undone and len(again.moves) == total
    assert again.may_play() and again.computer_to_move() is None
    assert again.redo() and again.live
    looked = table(2, {"Ann": "easy"}, storage)  # a computer's turn looked at, then reloaded
    play_on(looked, 6)
    computer_at = next(i for i, seat in enumerate(movers(looked.entry.record)) if seat == 1)
    looked.go_to(computer_at, browse=True)
    reloaded = table(2, {}, storage)
    reloaded.open_saved(looked.entry.game_id)
    assert reloaded.cursor == computer_at and reloaded.computer_to_move() is None
    assert not reloaded.may_play() and reloaded.may_play_from_here()


def test_movers_match_the_game_at_every_position():
    s = table(3, {"Bob": "easy"})
    play_on(s, 25)
    owners = movers(s.entry.record)
    for cursor in range(len(s.moves) + 1):
        game = Game.replay(s.entry.record.setup, s.moves[:cursor])
        assert owners[cursor] == (None if game.is_over() else game.current)


def test_the_counter_numbers_the_first_move_1_and_never_says_move_0():
    """The counter names the position by the last move on it, the first being move 1 (as the
    review and the saved games number moves); before the first it says so, not "Move 0"."""
    from web.screens.screen import _history
    from web.text.catalogue import Text

    english = Text.load("en")
    s = table(2, {})
    assert _history(s, False, english)["hist-label"] == {"text": "Before move 1"}
    play_on(s, 1)
    assert _history(s, False, english)["hist-label"] == {"text": "Move 1 of 1"}
