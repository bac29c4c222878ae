"""Games held in memory while storage refused them are written as soon as it has room: the
page tries again after a change in Saved games, on later saves, when hidden, on another tab's
write; the notice and the list follow what is really stored."""

from __future__ import annotations

import itertools

from franchise import Setup
from franchise.records.record import Record
from web.page.notices import MessageBar
from web.page.save_news import write_held
from web.saves.entry import SaveEntry
from web.saves.store import KEY_PREFIX, SaveOutcome, SaveStore, StoreNotice
from web.session.session import Session
from web.text.catalogue import Text

from .fake_page import FakePage
from .memory_storage import NAMES, MemoryStorage

ANN_BOB = Setup(("Ann", "Bob"), first_player=0)
#: Ann passes, then Bob's pass closes a round nobody expanded in: the game ends.
TO_THE_END = ("start raleigh", "start pueblo", ">phoenix", ">charleston", "pass", "pass")
OLD = "00000000000a"


def full_storage() -> MemoryStorage:
    """An old game saved, then storage left exactly full."""
    storage = MemoryStorage()
    old = SaveEntry(Record(ANN_BOB, TO_THE_END, OLD), "An old game, played last winter", 1.0, 1.0)
    assert SaveStore(storage, NAMES).save(old).saved
    storage.quota = sum(len(v) for v in storage.data.values())
    return storage


def session_on(storage: MemoryStorage) -> Session:
    clock = itertools.count(1000)
    return Session(SaveStore(storage, NAMES), lambda: float(next(clock)))


def stored_moves(storage: MemoryStorage, game_id: str) -> tuple[str, ...]:
    return SaveEntry.from_json(storage.data[KEY_PREFIX + game_id]).record.moves


def test_a_game_finished_while_storage_was_full_is_written_once_room_appears():
    storage = full_storage()
    s = session_on(storage)
    s.new_game(ANN_BOB, False, {}, "Ann vs Bob")
    for move in TO_THE_END:
        s.play(s.game.check(move))
    assert s.game.is_over() and s.last_save.outcome is SaveOutcome.HELD
    assert not write_held(s)  # no room yet: nothing changes
    s.store.delete(OLD)  # as Saved games does
    assert write_held(s)
    assert s.store.held() == [] and s.store.notice is None
    assert stored_moves(storage, s.entry.game_id) == TO_THE_END
    assert s.entry.revision == SaveStore(storage, NAMES).get(s.entry.game_id).revision


def test_the_storage_notice_stands_until_storage_writes_again():
    storage = full_storage()
    s = session_on(storage)
    bar = MessageBar(FakePage(s))
    s.new_game(ANN_BOB, False, {}, "Ann vs Bob")
    bar.storage_news()
    assert bar.message is not None and "storage is full" in bar.message[0](Text.load("en"))
    bar.write_held()  # the page hidden, still no room: the notice stays
    assert bar.message is not None
    SaveStore(storage, NAMES).delete(OLD)  # another tab frees space
    bar.other_tab(KEY_PREFIX + OLD)
    assert bar.message is None and s.store.held() == []
    assert stored_moves(storage, s.entry.game_id) == ()


def test_a_full_store_at_start_drops_its_notice_once_a_delete_makes_room():
    storage = full_storage()
    store = SaveStore(storage, NAMES)
    assert store.notice is StoreNotice.FULL and store.held() == []
    store.retry()
    assert store.notice is StoreNotice.FULL
    store.delete(OLD)
    store.retry()
    assert store.notice is None


def test_held_moves_stay_on_screen_when_another_tab_saves_the_game():
    storage = MemoryStorage()
    here = session_on(storage)
    here.new_game(ANN_BOB, False, {}, "Ann vs Bob")
    for move in TO_THE_END[:2]:
        here.play(here.game.check(move))
    there = session_on(storage)
    there.open_saved(here.entry.game_id)
    storage.full = True
    here.play(here.game.check(">phoenix"))  # held: storage refused it
    storage.full = False
    there.play(there.game.check(">denver"))  # the other tab moves on differently
    assert not here.reload()  # the held move is not replaced by the other line
    assert here.moves[-1] == ">phoenix"
    assert write_held(here) and here.last_save.outcome is SaveOutcome.FORKED
    lines = {g.entry.record.moves[-1] for g in SaveStore(storage, NAMES).entries()[0]}
    assert lines == {">phoenix", ">denver"}  # nothing lost: both lines are stored
