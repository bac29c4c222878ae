"""Saved entries and game files that once crashed the saved-games list or the file import."""

from __future__ import annotations

import json
import random

import pytest

from franchise import FranchiseError, Refusal, Setup
from franchise.records.record import ComputerLevel, Record, RecordError
from tests.engine.test_record_and_link import fuzz_records, mutate
from web.saves.store import KEY_PREFIX, SaveEntry, SaveStore, read_game_file
from web.screens.library import games_list
from web.text.catalogue import Text

from .memory_storage import NAMES, MemoryStorage

SETUP = Setup(("Ann", "Bob"), first_player=0)
RECORD = Record(SETUP, ("start raleigh", "start pueblo"), "0123456789ab")
ENTRY = SaveEntry(RECORD, "Ann vs Bob", 1.0, 2.0)


def data(**changes) -> dict:
    return json.loads(ENTRY.to_json()) | changes


def code_of(load) -> Refusal:
    with pytest.raises(RecordError) as refused:
        load()
    return refused.value.root().code


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000,
        '{"format": 1, "record": ' * 30_000 + "1" + "}" * 30_000,
        json.dumps(data(record={"setup": [[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]})),
    ],
)
def test_deeply_nested_entries_and_files_are_refused_with_a_code(text):
    assert code_of(lambda: SaveEntry.from_json(text)) is Refusal.DATA_TOO_DEEP
    assert code_of(lambda: read_game_file(text)) is Refusal.DATA_TOO_DEEP


@pytest.mark.parametrize(
    "text",
    [
        ENTRY.to_json().replace('"updated": 2.0', '"updated": NaN'),
        ENTRY.to_json().replace('"updated": 2.0', '"updated": Infinity'),
        ENTRY.to_json().replace('"updated": 2.0', '"updated": 1e999'),
        ENTRY.to_json().replace('"updated": 2.0', '"updated": 1e300'),
        ENTRY.to_json().replace('"updated": 2.0', '"updated": -5'),
        ENTRY.to_json().replace('"created": 1.0', '"created": ' + "9" * 400),
        json.dumps(data(cursor=3)),
        json.dumps(data(cursor=True)),
        json.dumps(data(revision=-1)),
        json.dumps(data(revision=2**60)),
        json.dumps(data(computers={"Zed": "hard"})),
        json.dumps(data(computers=["Ann"])),
    ],
)
def test_entries_with_impossible_numbers_are_damaged_and_the_list_still_shows(text):
    assert code_of(lambda: SaveEntry.from_json(text)) is Refusal.RECORD_DAMAGED
    storage = MemoryStorage()
    storage.data[KEY_PREFIX + "bad"] = text
    store = SaveStore(storage, NAMES)
    store.save(ENTRY)
    games, damaged = store.entries()
    assert [g.entry.game_id for g in games] == ["0123456789ab"]
    assert [d.code for d in damaged] == [Refusal.RECORD_DAMAGED]
    assert "Damaged save" in games_list(games, damaged, 10_000.0, Text.load("en"))


def test_an_entry_filed_under_another_game_s_key_is_listed_as_damaged():
    storage = MemoryStorage()
    storage.data[KEY_PREFIX + "fedcba987654"] = ENTRY.to_json()
    store = SaveStore(storage, NAMES)
    assert store.entries()[0] == [] and store.get("fedcba987654") is None
    assert [d.code for d in store.entries()[1]] == [Refusal.RECORD_DAMAGED]


def test_game_files_are_entries_or_bare_records_read_within_bounds():
    assert read_game_file(ENTRY.to_json()).record == RECORD
    assert read_game_file(json.dumps(RECORD.to_dict())).record == RECORD
    assert code_of(lambda: read_game_file("[1, 2]")) is Refusal.NOT_A_GAME
    assert code_of(lambda: read_game_file(" " * 3_000_000)) is Refusal.DATA_TOO_LARGE
    assert code_of(lambda: read_game_file(b"{}")) is Refusal.NOT_A_GAME


def test_computer_seats_live_in_the_record_and_older_entries_are_migrated():
    seats = {"Bob": "hard"}
    entry = SaveEntry(RECORD, "Ann vs Bob", 1.0, 2.0, None, seats)  # as the page builds it
    assert entry.record.computers == {"Bob": ComputerLevel.HARD} and entry.computers == seats
    assert SaveEntry.from_json(entry.to_json()) == entry
    older = data(computers=seats)  # entries saved before records carried the seats
    migrated = SaveEntry.from_json(json.dumps(older))
    assert migrated.record.computers == seats and migrated.computers == seats
    assert read_game_file(json.dumps(older)).record.computers == seats
    with pytest.raises(RecordError):
        SaveEntry(RECORD, "x", 1.0, 2.0, None, {"Zed": "hard"})


def test_thousands_of_mutated_entries_are_refused_with_a_code_or_reopen_as_themselves():
    rng = random.Random(5)
    texts = [SaveEntry(r, "Game", 1.0, 2.0, cursor=3).to_json() for r in fuzz_records()]
    storage = MemoryStorage()
    loaded = 0
    for i in range(3000):
        text = mutate(rng.choice(texts), rng)
        try:
            entry = SaveEntry.from_json(text)
        except FranchiseError as error:
            assert error.code in Refusal
            storage.data[f"{KEY_PREFIX}refused-{i}"] = text
            continue
        loaded += 1
        assert SaveEntry.from_json(entry.to_json()) == entry
        storage.data[KEY_PREFIX + entry.game_id] = text
    assert loaded > 100
    games, damaged = SaveStore(storage, NAMES).entries()  # never raises, whatever is stored
    assert games and len(games) + len(damaged) == len(storage.data)
