"""Two tabs on one game: revisions catch the other tab's writes, and no move is ever dropped."""

from __future__ import annotations

from franchise import Setup
from franchise.records.record import Record
from franchise.values import replace
from web.saves.store import KEY_PREFIX, SaveEntry, SaveOutcome, SaveStore, game_id_of_key

from .memory_storage import NAMES, MemoryStorage, NullTextStorage

SETUP = Setup(("Ann", "Bob"), first_player=0)
OPENING = ("start raleigh", "start pueblo")
GAME = "0123456789ab"


def moved(entry: SaveEntry, *moves: str, keep: int | None = None) -> SaveEntry:
    """The entry after ``moves`` made from its first ``keep`` moves (all of them by default)."""
    kept = entry.record.moves[: len(entry.record.moves) if keep is None else keep]
    return replace(entry, record=replace(entry.record, moves=kept + moves))


def two_tabs() -> tuple[MemoryStorage, SaveStore, SaveStore, SaveEntry]:
    """Two stores over one storage (two tabs) and the game both opened, already saved once."""
    storage = MemoryStorage()
    first = SaveStore(storage, NAMES)
    saved = first.save(SaveEntry(Record(SETUP, OPENING, GAME), "Ann vs Bob", 1.0, 1.0))
    assert saved.outcome is SaveOutcome.SAVED and saved.entry.revision == 1
    return storage, first, SaveStore(storage, NAMES), saved.entry


def test_each_write_raises_the_revision_and_a_tab_may_rewrite_its_own_history():
    storage, tab, _, entry = two_tabs()
    entry = tab.save(moved(entry, ">phoenix")).entry
    entry = tab.save(moved(entry, "pass")).entry
    assert entry.revision == 3
    back = tab.save(moved(entry, ">denver", keep=2))  # a new move from an earlier position
    assert back.outcome is SaveOutcome.SAVED and back.entry.revision == 4
    assert SaveEntry.from_json(storage.data[KEY_PREFIX + GAME]).record.moves == (
        *OPENING,
        ">denver",
    )


def test_two_tabs_moving_from_the_same_position_keep_both_lines():
    _, tab_a, tab_b, entry = two_tabs()
    a = tab_a.save(moved(entry, ">phoenix"))
    b = tab_b.save(moved(entry, ">denver"))
    assert a.outcome is SaveOutcome.SAVED
    assert b.outcome is SaveOutcome.FORKED and b.saved
    assert b.entry.game_id != GAME and b.entry.record.moves[-1] == ">denver"
    assert b.newer is not None and b.newer.record.moves[-1] == ">phoenix"
    listed = {g.entry.game_id: g.entry.record.moves[-1] for g in tab_b.entries()[0]}
    assert listed == {GAME: ">phoenix", b.entry.game_id: ">denver"}
    # each tab goes on with its own line, and neither overwrites the other
    assert tab_b.save(moved(b.entry, "pass")).outcome is SaveOutcome.SAVED
    assert tab_a.save(moved(a.entry, "pass")).outcome is SaveOutcome.SAVED
    assert {len(g.entry.record.moves) for g in tab_a.entries()[0]} == {4}


def test_a_tab_that_fell_behind_gets_the_newer_game_and_never_rolls_it_back():
    storage, tab_a, tab_b, entry = two_tabs()
    ahead = tab_a.save(moved(entry, ">phoenix")).entry
    assert game_id_of_key(KEY_PREFIX + GAME) == GAME and game_id_of_key("other") is None
    newer = tab_b.newer(entry)
    assert newer == ahead
    assert tab_a.newer(ahead) is None
    # a write from the stale tab that adds no move (a different position viewed) is not made
    behind = tab_b.save(replace(entry, cursor=1))
    assert behind.outcome is SaveOutcome.BEHIND and not behind.saved
    assert behind.newer == ahead and behind.entry == replace(entry, cursor=1)
    assert SaveEntry.from_json(storage.data[KEY_PREFIX + GAME]) == ahead
    # after taking the newer game, the tab saves normally
    assert tab_b.save(moved(behind.newer, "pass")).outcome is SaveOutcome.SAVED


def test_a_move_from_a_stale_tab_is_kept_as_its_own_game():
    _, tab_a, tab_b, entry = two_tabs()
    tab_a.save(moved(entry, ">phoenix"))
    tab_a.save(moved(moved(entry, ">phoenix"), "pass"))
    stale = tab_b.save(moved(entry, ">denver"))
    assert stale.outcome is SaveOutcome.FORKED
    lines = sorted(g.entry.record.moves[2:] for g in tab_a.entries()[0])
    assert lines == [(">denver",), (">phoenix", "pass")]


def test_a_rename_in_one_tab_survives_the_next_move_in_the_other():
    _, tab_a, tab_b, entry = two_tabs()
    renamed = tab_b.rename(GAME, "Friday game")
    assert renamed is not None and renamed.revision == 2
    saved = tab_a.save(moved(entry, ">phoenix"))
    assert saved.outcome is SaveOutcome.SAVED
    assert saved.entry.name == "Friday game" and saved.entry.revision == 3


def test_a_game_deleted_in_another_tab_comes_back_with_the_next_move():
    _, tab_a, tab_b, entry = two_tabs()
    tab_b.delete(GAME)
    saved = tab_a.save(moved(entry, ">phoenix"))
    assert saved.outcome is SaveOutcome.SAVED and tab_b.get(GAME) == saved.entry


def test_a_damaged_entry_under_the_same_id_is_never_overwritten():
    storage, tab, _, entry = two_tabs()
    storage.data[KEY_PREFIX + GAME] = "{damaged"
    saved = tab.save(moved(entry, ">phoenix"))
    assert saved.outcome is SaveOutcome.FORKED and saved.entry.game_id != GAME
    assert storage.data[KEY_PREFIX + GAME] == "{damaged"
    games, damaged = tab.entries()
    assert [d.key for d in damaged] == [KEY_PREFIX + GAME]
    assert [g.entry.record.moves[-1] for g in games] == [">phoenix"]


def test_links_still_update_newer_keep_older_and_copy_others_across_tabs():
    _, tab_a, tab_b, entry = two_tabs()
    newer = tab_b.merge(moved(entry, ">phoenix").record, now=5.0)
    assert newer.outcome == "updated" and newer.saved and newer.entry.revision == 2
    assert tab_a.newer(entry) == newer.entry
    assert tab_a.merge(entry.record, now=6.0).outcome == "older"
    other = tab_a.merge(moved(entry, ">denver").record, now=7.0)
    assert other.outcome == "copy" and other.entry.game_id != GAME


def test_a_missing_key_is_absent_whatever_the_storage_wrapper_reads_for_it():
    store = SaveStore(NullTextStorage(), NAMES)
    fresh = SaveEntry(Record(SETUP, OPENING, GAME), "Ann vs Bob", 1.0, 1.0)
    assert store.get(GAME) is None and store.newer(fresh) is None
    assert store.merge(fresh.record, now=2.0).outcome == "new"
    assert store.save(moved(store.get(GAME), ">phoenix")).outcome is SaveOutcome.SAVED
    assert store.entries()[1] == []
