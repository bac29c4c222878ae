"""Full, read-only and disabled storage: games stay listed, moves are held, notices are codes."""

from __future__ import annotations

from franchise import Setup
from franchise.records.record import Record
from franchise.values import replace
from web.saves.store import KEY_PREFIX, SaveEntry, SaveOutcome, SaveStore, StoreNotice

from .memory_storage import NAMES, MemoryStorage

SETUP = Setup(("Ann", "Bob"), first_player=0)
MOVES = ("start raleigh", "start pueblo", ">phoenix", ">washington")


def entry(game_id: str, moves: int = 2, updated: float = 1.0) -> SaveEntry:
    return SaveEntry(Record(SETUP, MOVES[:moves], game_id), "Ann vs Bob", 1.0, updated)


def filled(storage: MemoryStorage, *game_ids: str) -> None:
    """Games saved earlier, then the storage is left exactly full."""
    store = SaveStore(storage, NAMES)
    for i, game_id in enumerate(game_ids):
        assert store.save(entry(game_id, updated=float(i))).saved
    storage.quota = sum(len(v) for v in storage.data.values())


def test_a_full_store_at_start_up_lists_every_game_and_is_not_called_disabled():
    storage = MemoryStorage()
    filled(storage, "00000000000a", "00000000000b")
    store = SaveStore(storage, NAMES)
    assert store.notice is StoreNotice.FULL
    assert store.has_games()
    assert [g.entry.game_id for g in store.entries()[0]] == ["00000000000b", "00000000000a"]
    assert store.get("00000000000a") == SaveStore(storage, NAMES).get("00000000000a")


def test_moves_made_while_full_are_held_listed_offered_and_written_when_space_frees():
    storage = MemoryStorage()
    filled(storage, "00000000000a", "00000000000b")
    store = SaveStore(storage, NAMES)
    game = store.get("00000000000a")
    held = store.save(replace(game, record=replace(game.record, moves=MOVES[:3])))
    assert held.outcome is SaveOutcome.HELD and not held.saved
    assert store.notice is StoreNotice.FULL
    game = store.save(replace(held.entry, record=replace(game.record, moves=MOVES))).entry
    assert [e.record.moves for e in store.held()] == [MOVES]  # the latest form, for a download
    listed = {g.entry.game_id: g for g in store.entries()[0]}
    assert listed["00000000000a"].unsaved and listed["00000000000a"].game.moves[-1]
    assert len(listed["00000000000a"].entry.record.moves) == 4
    assert not listed["00000000000b"].unsaved
    assert store.get("00000000000a").record.moves == MOVES
    # another tab deletes a game: the next write puts the held moves in storage
    SaveStore(storage, NAMES).delete("00000000000b")
    written = store.save(game)
    assert written.saved and written.entry.revision == 2
    assert store.held() == [] and store.notice is None
    assert SaveStore(storage, NAMES).get("00000000000a").record.moves == MOVES


def test_retry_writes_held_games_once_there_is_room():
    storage = MemoryStorage()
    store = SaveStore(storage, NAMES)
    storage.full = True
    assert store.save(entry("00000000000a")).outcome is SaveOutcome.HELD
    assert store.retry()[0].outcome is SaveOutcome.HELD and len(store.held()) == 1
    storage.full = False
    assert [r.outcome for r in store.retry()] == [SaveOutcome.SAVED]
    assert store.held() == [] and KEY_PREFIX + "00000000000a" in storage.data
    # any later write also writes what is held, first its own game, then the others
    storage.full = True
    store.save(entry("00000000000b"))
    storage.full = False
    assert store.save(entry("00000000000c")).saved and store.held() == []
    assert KEY_PREFIX + "00000000000b" in storage.data


def test_storage_that_refuses_writes_still_lists_games():
    storage = MemoryStorage()
    filled(storage, "00000000000a")
    storage.quota, storage.read_only = None, True
    store = SaveStore(storage, NAMES)
    assert store.notice is StoreNotice.READ_ONLY
    assert [g.entry.game_id for g in store.entries()[0]] == ["00000000000a"]
    assert store.save(entry("00000000000b")).outcome is SaveOutcome.HELD


def test_disabled_storage_still_plays_and_lists_this_visit_s_games():
    storage = MemoryStorage()
    storage.disabled = True
    store = SaveStore(storage, NAMES)
    assert store.notice is StoreNotice.DISABLED and store.storage is None
    result = store.save(entry("00000000000a"))
    assert result.outcome is SaveOutcome.HELD and result.entry.revision == 0
    moved = store.save(replace(result.entry, record=replace(result.entry.record, moves=MOVES)))
    assert moved.outcome is SaveOutcome.HELD
    assert [g.unsaved for g in store.entries()[0]] == [True]
    assert store.held()[0].record.moves == MOVES
    assert SaveStore(None, NAMES).notice is StoreNotice.DISABLED


def test_notices_are_codes_and_the_current_page_still_gets_its_sentence():
    assert {str(n) for n in StoreNotice} == {
        "storage-disabled",
        "storage-full",
        "storage-read-only",
    }
    off = SaveStore(None, NAMES)
    assert off.notice is StoreNotice.DISABLED


def test_damaged_entries_keep_their_code_and_are_never_removed_by_the_store():
    storage = MemoryStorage()
    storage.data[KEY_PREFIX + "broken"] = "[" * 10_000
    store = SaveStore(storage, NAMES)
    for i in range(3):
        store.save(entry(f"00000000000{i}"))
    store.retry()
    games, damaged = store.entries()
    assert len(games) == 3
    assert [(d.key, d.code) for d in damaged] == [(KEY_PREFIX + "broken", "data-too-deep")]
    assert storage.data[KEY_PREFIX + "broken"] == "[" * 10_000


def test_a_held_game_that_does_not_replay_is_listed_as_damaged_not_raised():
    store = SaveStore(None, NAMES)
    illegal = SaveEntry(
        Record(SETUP, ("start raleigh", "start raleigh"), "00000000000a"), "x", 1, 1
    )
    store.save(illegal)
    games, damaged = store.entries()
    assert games == [] and [d.code for d in damaged] == ["replayed-move"]
