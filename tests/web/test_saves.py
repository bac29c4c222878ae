"""The save store: listing, damaged entries, full or missing storage, merging links safely."""

from __future__ import annotations

import json

from franchise import Refusal, Setup
from franchise.lab.cli import play_random
from franchise.records.record import Record
from franchise.values import replace
from web.saves.store import KEY_PREFIX, SaveEntry, SaveStore, StoreNotice
from web.screens.library import ago, games_list
from web.session.history import missed_since_last_turn, move_log
from web.text.catalogue import Text
from web.text.story import game_names, standing

from .memory_storage import NAMES, MemoryStorage

SETUP = Setup(("Ann", "Bob"), first_player=0)
ENGLISH = Text.load("en")


def entry(moves=("start raleigh", "start pueblo"), game_id="0123456789ab", by_link=False):
    return SaveEntry(Record(SETUP, tuple(moves), game_id, by_link), "Ann vs Bob", 1.0, 2.0)


def test_saved_games_are_listed_newest_first_and_damaged_ones_are_kept():
    storage = MemoryStorage()
    store = SaveStore(storage, NAMES)
    store.put(entry())
    store.put(replace(entry(game_id="00000000000b"), updated=9.0))
    storage.data[KEY_PREFIX + "broken"] = "{not json"
    illegal = entry(moves=("start raleigh", "start raleigh"), game_id="00000000000c")
    storage.data[KEY_PREFIX + "illegal"] = illegal.to_json()
    storage.data["other-app"] = "untouched"
    good, damaged = store.entries()
    assert [g.entry.game_id for g in good] == ["00000000000b", "0123456789ab"]
    errors = {d.key: d.error for d in damaged}
    assert set(errors) == {KEY_PREFIX + "broken", KEY_PREFIX + "illegal"}
    illegal_error = errors[KEY_PREFIX + "illegal"]
    assert (
        illegal_error.code is Refusal.REPLAYED_MOVE and illegal_error.root().code is Refusal.TAKEN
    )
    assert storage.data[KEY_PREFIX + "broken"] == "{not json"  # nothing deleted on its own
    html = games_list(good, damaged, 60_000 * 5 + 2, ENGLISH)
    assert "Damaged save" in html and "Ann vs Bob" in html
    assert "Move 2 (Ann, “start raleigh”): Raleigh is already taken." in html


def test_rename_duplicate_delete():
    store = SaveStore(MemoryStorage(), NAMES)
    store.put(entry())
    assert store.rename("0123456789ab", "  Friday game ").name == "Friday game"
    copy = store.duplicate("0123456789ab", now=5.0)
    assert copy.game_id != "0123456789ab" and copy.name == NAMES.copy_of("Friday game")
    assert copy.name != "Friday game"
    store.delete("0123456789ab")
    assert [g.entry.game_id for g in store.entries()[0]] == [copy.game_id]


def test_full_or_missing_storage_warns_and_never_raises():
    store = SaveStore(MemoryStorage(quota=50), NAMES)
    assert not store.put(entry())
    assert store.notice is StoreNotice.FULL
    off = SaveStore(None, NAMES)
    assert off.notice is StoreNotice.DISABLED
    assert not off.put(entry()) and off.entries() == ([], []) and off.get("x") is None


def test_links_update_newer_keep_older_and_copy_diverging_games():
    store = SaveStore(MemoryStorage(), NAMES)
    store.put(entry())
    same = store.merge(entry().record, now=3.0)
    assert same.outcome == "same"
    newer = store.merge(entry(moves=("start raleigh", "start pueblo", ">phoenix")).record, 4.0)
    assert newer.outcome == "updated" and store.get("0123456789ab").record.moves[-1] == ">phoenix"
    older = store.merge(entry().record, 5.0)
    assert older.outcome == "older"
    assert len(store.get("0123456789ab").record.moves) == 3  # never rolled back
    other = store.merge(entry(moves=("start raleigh", "start memphis")).record, 6.0)
    assert other.outcome == "copy" and other.entry.game_id != "0123456789ab"
    assert len(store.get("0123456789ab").record.moves) == 3
    fresh = store.merge(entry(game_id="aaaaaaaaaaaa").record, 7.0)
    assert fresh.outcome == "new" and store.get("aaaaaaaaaaaa") is not None


def test_entries_round_trip_and_format_zero_records_are_read():
    saved = entry()
    assert SaveEntry.from_json(saved.to_json()) == saved
    bare = json.dumps({"setup": SETUP.to_dict(), "moves": ["start raleigh"]})
    migrated = SaveEntry.from_json(bare)
    assert migrated.record.moves == ("start raleigh",) and migrated.name == ""
    storage = MemoryStorage()
    storage.data[KEY_PREFIX + migrated.game_id] = bare
    german = SaveStore(storage, game_names(Text.load("de")))
    assert german.get(migrated.game_id).name == "Ann gegen Bob"  # named by its players


def test_history_log_and_what_a_player_missed():
    record = Record.of(play_random(2, seed=3), "0123456789ab", by_link=True)
    game, lines = move_log(record)
    assert game.is_over() and lines[0].move == 0
    waiting = 1 - lines[-1].seat  # the player who did not make the last move
    last_own = max(line.move for line in lines if line.seat == waiting)
    missed = missed_since_last_turn(lines, seat=waiting)
    assert missed == [line for line in lines if line.move > last_own]
    assert {line.seat for line in missed} == {lines[-1].seat}
    assert standing(game, ENGLISH).startswith("finished: ")
    partial, _ = move_log(record, 3)
    assert len(partial.moves) == 3


def test_ago_reads_naturally():
    assert ago(10_000, 0, ENGLISH) == "earlier"
    assert ago(100_000, 90_000, ENGLISH) == "just now"
    assert ago(60_000 * 30, 0.001, ENGLISH) == "29 min ago"
    assert ago(3 * 86_400_000, 1.0, ENGLISH) == "2 days ago"
    assert ago(3 * 86_400_000, 1.0, Text.load("de")) == "vor 2 Tagen"
