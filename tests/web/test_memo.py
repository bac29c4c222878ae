"""Remembered views (web/screens/memo.py): a redraw still shows every change, and a piece whose
inputs did not change is not made again.

Every check compares the screen drawn with the page's long-lived ``Text`` (where the remembered
pieces are given again) with the screen drawn from a ``Text`` loaded afresh, which no piece has
seen, so each is made anew: the two must never differ.
"""

from __future__ import annotations

import itertools
import random

from franchise import BOARD, Game, Setup
from franchise.records import Record
from web.saves.store import SaveStore
from web.screens.memo import remembered
from web.screens.model import View, diff_views
from web.screens.screen import screen_view
from web.screens.track_strip import strip_view
from web.session.mode import Moment
from web.session.session import Session
from web.session.turns import TurnMap, movers
from web.text.catalogue import Text

from .memory_storage import NAMES, MemoryStorage

SETUP = Setup(("Ann", "Bob", "Cyd"), first_player=0)


def hot_seat() -> Session:
    clock = itertools.count(1000)
    session = Session(SaveStore(MemoryStorage(), NAMES), lambda: float(next(clock)))
    session.new_game(SETUP, False, {}, "three")
    return session


def drawn(session: Session, text: Text, busy: bool = False) -> View:
    """The screen and the phone's track strip, as the page merges them on a redraw."""
    view = screen_view(session, session.moment(busy, False), text)
    view.update(strip_view(session.game and session.game.state, text))
    return view


def same_as_fresh(session: Session, text: Text, busy: bool = False) -> View:
    kept = drawn(session, text, busy)
    assert kept == drawn(session, Text.load(text.language, text.touch), busy)
    return kept


def test_a_remembered_function_is_asked_again_only_when_its_key_changes():
    asked = []

    @remembered(lambda a, b: a)
    def made(a: int, b: list[int]) -> list[int]:
        asked.append(a)
        return [a, *b]

    first = made(1, [2])
    assert made(1, [3]) is first  # the key says ``b`` is not read: the answer stays
    assert made(2, [3]) == [2, 3]
    assert made(1, [2]) == first and made(1, [2]) is not first  # one answer kept, not a table
    assert asked == [1, 2, 1]


def test_every_redraw_of_a_game_shows_what_a_fresh_one_shows():
    """Moves, a draft's clicks, undo and redo, the language switched and switched back, a
    busy moment (the draft hidden): the remembered pieces never show a stale screen."""
    session, rng = hot_seat(), random.Random(5)
    text = Text.load("en")
    before = same_as_fresh(session, text)
    for step in range(40):
        game = session.game
        assert game is not None
        if step % 7 == 3 and session.undo():
            same_as_fresh(session, text)
            assert session.redo()
        elif step % 11 == 5:
            text = Text.load("de" if text.language == "en" else "en")
        elif step % 5 == 1 and session.draft is not None:
            targets = list(session.draft.targets())
            if targets:
                session.click(rng.choice(targets))
        else:
            session.play(game.random_move(rng))
            same_as_fresh(session, text, busy=True)  # the move being played out
        after = same_as_fresh(session, text)
        assert diff_views(before, after) == {
            element: {k: v for k, v in attrs.items() if before.get(element, {}).get(k) != v}
            for element, attrs in after.items()
            if any(before.get(element, {}).get(k) != v for k, v in attrs.items())
        }
        before = after


def test_pieces_of_an_unchanged_position_are_not_made_again():
    """A click on the draft, or the end of a move's play-out, redraws the board's draft but
    gives the panels, the tracks and the strip again as they were; a move makes them anew."""
    session, text = hot_seat(), Text.load("en")
    rng = random.Random(2)
    session.play(session.game.random_move(rng))
    busy = drawn(session, text, busy=True)
    done = drawn(session, text)
    assert done["players"]["html"] is busy["players"]["html"]
    for element in ("track-strip", "inf-0", f"tile-{BOARD.regions[0].id}", "slot-0"):
        assert done[element] is busy[element]
    assert session.moment(False, False) is Moment.PLAY
    session.play(session.game.random_move(rng))
    moved = drawn(session, text)
    assert moved["players"] is not done["players"]
    assert moved["players"]["html"] != done["players"]["html"]


def test_the_turn_map_goes_on_from_the_record_it_read():
    """Undo and redo are read from the seats to move, replayed once per move played: the
    map read move by move gives what a replay of the whole record gives."""
    game, rng, turns = Game(SETUP), random.Random(9), TurnMap()
    record = Record(SETUP, ())
    assert turns.of(record) == movers(record)
    for _ in range(30):
        game.apply(game.random_move(rng))
        record = Record(SETUP, tuple(str(move) for move in game.moves))
        assert turns.of(record) == movers(record)
    shorter = Record(SETUP, record.moves[:10])  # an undo and a new move: another record
    assert turns.of(shorter) == movers(shorter)
