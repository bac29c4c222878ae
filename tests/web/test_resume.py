"""A reload returns to the most recently played unfinished game, with its half-made turn; a
stale or tampered draft is dropped."""

from __future__ import annotations

import itertools
import json

from franchise import BOARD, Bonus
from web.saves.store import SaveStore
from web.session.draft_memory import draft_key
from web.session.session import Session

from .memory_storage import NAMES, MemoryStorage
from .test_session import OPENING, SETUP, play


def place(place_id: str) -> int:
    return BOARD.place_index[place_id]


def fresh_session(storage: MemoryStorage) -> Session:
    """The page after a reload: a new session on the same storage."""
    clock = itertools.count(5000)
    return Session(SaveStore(storage, NAMES), lambda: float(next(clock)))


def table(storage: MemoryStorage, name: str = "Sam vs Jan") -> Session:
    s = fresh_session(storage)
    s.new_game(SETUP, False, {}, name)
    return s


def test_the_half_made_turn_comes_back_after_a_reload():
    storage = MemoryStorage()
    s = table(storage)
    play(s, OPENING)
    s.click(place("denver"))  # Sam's turn: an expansion, not yet played
    again = fresh_session(storage)
    assert again.last_unfinished() == s.entry.game_id
    again.open_saved(again.last_unfinished())
    assert again.draft.expansions == [place("denver")] and again.moves == OPENING


def test_a_played_or_cleared_turn_leaves_no_draft_behind():
    storage = MemoryStorage()
    s = table(storage)
    play(s, OPENING)
    s.click(place("denver"))
    s.clear_draft()
    key = draft_key(s.entry.game_id)
    assert storage.get(key) is None
    s.click(place("denver"))
    s.end_turn()
    assert storage.get(key) is None


def test_a_draft_for_another_position_or_out_of_reach_is_dropped():
    storage = MemoryStorage()
    s = table(storage)
    play(s, OPENING)
    s.click(place("denver"))
    key = draft_key(s.entry.game_id)
    kept = json.loads(storage.get(key))
    for tampered in (
        {**kept, "position": kept["position"] - 1},
        {**kept, "expansions": [place("new-york")]},
        {**kept, "bonus": Bonus.SHARE.value, "double": place("denver")},
        {**kept, "increases": ["x"]},
    ):
        storage.set(key, json.dumps(tampered))
        again = fresh_session(storage)
        again.open_saved(s.entry.game_id)
        assert again.draft is not None and again.draft.expansions == []
        assert storage.get(key) is None and not again.take_draft_back()  # dropped, not kept
    storage.set(key, "{not json")
    again = fresh_session(storage)
    assert again.open_saved(s.entry.game_id) is None and again.draft.expansions == []


def test_a_finished_game_is_not_resumed_but_an_older_unfinished_one_is():
    storage = MemoryStorage()
    older = table(storage, "older")
    play(older, OPENING)
    finished = table(storage, "finished")
    play(finished, (*OPENING[:2], "pass", "pass"))
    assert finished.game.is_over()
    assert fresh_session(storage).last_unfinished() == older.entry.game_id
