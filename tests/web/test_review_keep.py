"""A review kept with its saved game: written with the entry, read back as it was, older saves
without one still load, and a hostile or stale review is never used (the game always loads)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from franchise.core.errors import Refusal
from franchise.records.record import RecordError
from franchise.review.store import kept_review, review_to_dict
from franchise.values import replace
from tests.engine.test_review import both_seats_reviewed, finished_game
from web.saves.store import KEY_PREFIX, SaveEntry, SaveStore

from .memory_storage import NAMES, MemoryStorage


def reviewed_entry() -> SaveEntry:
    return SaveEntry(
        finished_game(), "Ann vs Bob", 1.0, 2.0, review=review_to_dict(both_seats_reviewed())
    )


def test_a_review_is_saved_with_its_game_and_read_back_as_it_was():
    store = SaveStore(MemoryStorage(), NAMES)
    entry = reviewed_entry()
    saved = store.save(entry).entry
    again = store.get(saved.game_id)
    assert again is not None and again.review == entry.review
    assert kept_review(again.review, again.record) == both_seats_reviewed()
    listed, damaged = store.entries()
    assert [game.entry.game_id for game in listed] == [saved.game_id] and not damaged


def test_an_older_save_without_a_review_loads_and_writes_none():
    entry = replace(reviewed_entry(), review=None)
    data = json.loads(entry.to_json())
    assert "review" not in data  # saves without a review look as they did before
    assert SaveEntry.from_json(entry.to_json()) == entry


#: Numbers the bounded JSON reader takes (longer ones refuse the whole entry, tested below).
NUMBERS = st.integers(-(10**20), 10**20)


@given(
    st.one_of(
        st.none(),
        NUMBERS,
        st.text(max_size=20),
        st.lists(NUMBERS, max_size=3),
        st.dictionaries(st.text(max_size=8), NUMBERS | st.text(max_size=8), max_size=4),
    )
)
def test_a_hostile_review_never_costs_the_game(review):
    data = json.loads(reviewed_entry().to_json()) | {"review": review}
    entry = SaveEntry.from_json(json.dumps(data))
    assert entry.record == finished_game()
    assert kept_review(entry.review, entry.record) is None


def test_a_review_beyond_the_reader_s_bounds_is_refused_with_a_code():
    """What the bounded JSON reader refuses anywhere in an entry (here a 40-digit number) is
    refused as damage, as for every other field: listed as damaged, never a crash."""
    data = json.loads(reviewed_entry().to_json()) | {"review": {"moves": 10**40}}
    with pytest.raises(RecordError) as refused:
        SaveEntry.from_json(json.dumps(data))
    assert refused.value.code is Refusal.RECORD_DAMAGED


def test_a_review_of_another_line_of_play_is_not_used():
    store = SaveStore(MemoryStorage(), NAMES)
    entry = store.save(reviewed_entry()).entry
    record = replace(entry.record, moves=entry.record.moves[:-2])
    store.storage.set(KEY_PREFIX + entry.game_id, replace(entry, record=record).to_json())
    again = store.get(entry.game_id)
    assert again is not None and again.review is not None
    assert kept_review(again.review, again.record) is None
