"""The record of finished games (web/saves/progress.py): counted once per game id, read back as
untrusted data, carried by exported game files and merged on import without counting twice."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from franchise import Game, Setup
from franchise.records.record import COMPUTER_LEVELS, ComputerLevel, Record, new_game_id
from web.saves.entry import SaveEntry
from web.saves.progress import (
    MAX_GAMES,
    PROGRESS_KEY,
    GameResult,
    Progress,
    ProgressBook,
    carried_progress,
    exported_game,
    next_level,
    ready_to_rise,
    result_of,
    strongest,
)
from web.screens.forms import SeatChoice
from web.screens.progress_view import progress_html, raised
from web.session.seat_kinds import SEAT_KINDS
from web.text.catalogue import Text

from ..engine.positions import eager_move
from .memory_storage import MemoryStorage

MEDIUM, HARD, EASY = ComputerLevel.MEDIUM, ComputerLevel.HARD, ComputerLevel.EASY
EXPERT = ComputerLevel.EXPERT

names = st.sampled_from(("Ann", "Bob", "Cy", "Dee"))
results = st.builds(
    lambda game_id, level, size, ended, people, won: GameResult(
        game_id, level, size, ended, tuple(people), tuple(p for p in people if p in won)
    ),
    st.sampled_from([f"{i:012x}" for i in range(12)]),
    st.sampled_from((None, EASY, MEDIUM, HARD)),
    st.integers(4, 5),
    st.integers(0, 10**13).map(float),
    st.lists(names, min_size=1, max_size=4, unique=True),
    st.sets(names),
)
records = st.lists(results, max_size=12).map(
    lambda found: Progress().merged(Progress(tuple(found)))
)


def finished(names: tuple[str, ...], seed: int = 1) -> Game:
    game, rng = Game(Setup(names, variant="intro", seed=seed)), random.Random(seed)
    while not game.is_over():
        game.apply(eager_move(game, rng))
    return game


def entry_of(game: Game, computers: dict, by_link=False, here=None) -> SaveEntry:
    record = Record.of(game, new_game_id(), by_link=by_link, computers=computers)
    return SaveEntry(record, "a game", 1.0, 2.0, players_here=here)


@given(records)
def test_the_record_reads_back_as_written(progress: Progress):
    assert Progress.from_json(progress.to_json()) == progress


@given(st.text(max_size=300) | st.binary(max_size=100).map(lambda b: b.decode("latin-1")))
def test_any_text_reads_as_a_record_and_never_raises(text: str):
    assert isinstance(Progress.from_json(text), Progress)


@given(records, st.data())
def test_a_damaged_result_is_dropped_and_the_others_kept(progress: Progress, data):
    stored = json.loads(progress.to_json())
    damage = data.draw(
        st.sampled_from(
            [
                {"id": "not-an-id"},
                {"level": "impossible"},
                {"size": 9},
                {"size": True},
                {"ended": -1},
                {"won": ["Nobody here"]},
                {"people": "Ann"},
                {"people": ["Ann", "Ann"]},
            ]
        )
    )
    stored["games"].append({**GameResult("a" * 12, None, 2, 1.0, ("Ann",), ()).to_dict(), **damage})
    assert Progress.read(stored) == progress


def test_unreadable_records_read_as_empty():
    for text in ("", "[]", "{", '{"format": 2, "games": []}', '{"format": 1, "games": 3}', None):
        assert Progress.from_json(text) == Progress()
    assert Progress.from_json("[" * 10_000) == Progress()


@given(records, results)
def test_a_game_counts_once_however_often_it_ends(progress: Progress, result: GameResult):
    once = progress.with_result(result)
    assert once.with_result(result) == once
    assert sum(game.game_id == result.game_id for game in once.games) == 1


def test_a_game_finished_again_replaces_its_result():
    first = GameResult("b" * 12, MEDIUM, 2, 1.0, ("Ann",), ())
    again = GameResult("b" * 12, MEDIUM, 2, 2.0, ("Ann",), ("Ann",))
    progress = Progress().with_result(first).with_result(again)
    assert progress.tally("Ann", MEDIUM, 2).played == 1
    assert progress.tally("Ann", MEDIUM, 2).won == 1


@given(records, records)
def test_merging_is_idempotent_and_never_double_counts(ours: Progress, theirs: Progress):
    merged = ours.merged(theirs)
    assert merged.merged(theirs) == merged
    assert merged.merged(ours) == merged
    ids = [game.game_id for game in merged.games]
    assert len(ids) == len(set(ids)) == len({g.game_id for g in (*ours.games, *theirs.games)})


def test_the_record_is_bounded_oldest_dropped():
    games = [
        GameResult(f"{i:012x}", EASY, 2, float(i), ("Ann",), ("Ann",)) for i in range(MAX_GAMES + 5)
    ]
    progress = Progress().merged(Progress(tuple(games)))
    assert len(progress.games) == MAX_GAMES
    assert progress.games[0].ended == 5.0


def test_a_finished_game_against_computers_counts_under_its_strongest_level():
    game = finished(("Ann", "Easy one", "Hard one"))
    entry = entry_of(game, {"Easy one": EASY, "Hard one": HARD})
    result = result_of(entry, game, 5.0)
    assert result is not None
    assert (result.level, result.size, result.people) == (HARD, 3, ("Ann",))
    winners = {game.names[seat] for seat in game.winners}
    assert result.won == (("Ann",) if "Ann" in winners else ())


def test_every_person_of_a_table_on_one_screen_counts_and_people_only_has_no_level():
    game = finished(("Ann", "Bob"))
    result = result_of(entry_of(game, {}), game, 5.0)
    assert result is not None and result.level is None and result.people == ("Ann", "Bob")
    winners = tuple(name for name in ("Ann", "Bob") if game.names.index(name) in game.winners)
    assert result.won == winners  # a shared first place is a win for each who shares it


def test_a_game_by_link_counts_only_the_players_of_this_device():
    game = finished(("Ann", "Bob", "Cy"))
    mine = result_of(entry_of(game, {"Cy": MEDIUM}, by_link=True, here=("Bob",)), game, 5.0)
    assert mine is not None and mine.people == ("Bob",)
    assert result_of(entry_of(game, {}, by_link=True, here=None), game, 5.0) is None


def test_a_game_not_over_counts_nothing():
    game = Game(Setup(("Ann", "Bob"), variant="intro", seed=2))
    assert result_of(entry_of(game, {"Bob": EASY}), game, 5.0) is None


def test_the_next_level_is_suggested_after_three_wins_in_the_last_five():
    def played(wins: list[bool]) -> Progress:
        progress = Progress()
        for i, won in enumerate(wins):
            result = GameResult(f"{i:012x}", MEDIUM, 2, float(i), ("Ann",), ("Ann",) * won)
            progress = progress.with_result(result)
        return progress

    assert ready_to_rise(played([True, True, True]), ["Ann"], MEDIUM, 2)
    assert not ready_to_rise(played([True, True]), ["Ann"], MEDIUM, 2)
    assert not ready_to_rise(played([True, True, True, False, False, False]), ["Ann"], MEDIUM, 2)
    assert not ready_to_rise(played([True] * 5), ["Ann"], MEDIUM, 3)  # another table size
    assert not ready_to_rise(played([True] * 5), ["Ann", "Bob"], MEDIUM, 2)  # Bob is not ready
    assert [next_level(level) for level in COMPUTER_LEVELS] == [MEDIUM, HARD, None, None]
    assert strongest([EASY, HARD, MEDIUM]) is HARD and strongest([]) is None


def test_the_book_keeps_the_record_in_storage_and_survives_a_refusing_one():
    storage = MemoryStorage()
    book = ProgressBook(storage)
    result = GameResult("c" * 12, EASY, 2, 3.0, ("Ann",), ("Ann",))
    book.count(result)
    assert ProgressBook(storage).progress.tally("Ann", EASY, 2).won == 1
    storage.read_only = True
    book.count(GameResult("d" * 12, EASY, 2, 4.0, ("Ann",), ()))
    assert book.progress.tally("Ann", EASY, 2).played == 2  # kept for this visit
    storage.data[PROGRESS_KEY] = "{damaged"
    assert ProgressBook(storage).progress == Progress()
    storage.disabled = True
    assert ProgressBook(storage).progress == Progress()
    assert ProgressBook(None).progress == Progress()


def test_an_exported_game_carries_its_people_record_and_importing_merges_it_once():
    game = finished(("Ann", "Bot"))
    entry = entry_of(game, {"Bot": MEDIUM})
    result = result_of(entry, game, 9.0)
    assert result is not None
    other = GameResult("e" * 12, EASY, 2, 1.0, ("Zoe",), ("Zoe",))
    progress = Progress().with_result(result).with_result(other)
    text = exported_game(entry, progress)
    assert SaveEntry.from_json(text) == entry  # the saved game reads as before
    carried = carried_progress(text)
    assert carried.games == (result,)  # Zoe did not play it: her record stays here
    storage = MemoryStorage()
    book = ProgressBook(storage)
    book.merge(carried)
    book.merge(carried)
    assert book.progress.tally("Ann", MEDIUM, 2).played == 1
    assert carried_progress(entry.to_json()) == Progress()  # a file from an older page
    assert carried_progress("not json") == Progress()


@settings(max_examples=30)
@given(records)
def test_merging_into_the_book_is_idempotent(progress: Progress):
    book = ProgressBook(MemoryStorage())
    book.merge(progress)
    once = book.progress
    book.merge(progress)
    assert book.progress == once == progress


def seats_of_form(*kinds: str) -> list[SeatChoice]:
    names = iter(("Ann", "Bob", "Cy", "Dee"))
    return [
        SeatChoice(next(names) if kind == "human" else f"Bot {i}", "red", SEAT_KINDS[kind])
        for i, kind in enumerate(kinds)
    ]


def won_at(progress: Progress, wins: list[bool], name="Ann", level=MEDIUM, size=2) -> Progress:
    for won in wins:
        game_id = f"{len(progress.games):012x}"
        ended = float(len(progress.games))
        result = GameResult(game_id, level, size, ended, (name,), (name,) * won)
        progress = progress.with_result(result)
    return progress


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_dialog_shows_the_record_at_the_table_and_suggests_the_next_level(language: str):
    text = Text.load(language)
    seats = seats_of_form("human", "medium")
    assert progress_html(Progress(), seats, text) == ""
    shown = progress_html(won_at(Progress(), [True, False, True]), seats, text)
    assert text("progress.won", name="Ann", won=2, played=3) in shown
    assert text("level.medium") in shown and "data-raise" not in shown
    ready = won_at(Progress(), [False, True, True, True])
    shown = progress_html(ready, seats, text)
    assert 'data-raise="hard"' in shown
    assert (
        text(
            "progress.suggest-one",
            won=3,
            played=4,
            level=text("level.medium"),
            next=text("level.hard"),
        )
        in shown
    )
    assert progress_html(ready, seats_of_form("human", "medium", "easy"), text) == ""  # 3 players
    assert progress_html(ready, seats_of_form("human", "hard"), text) == ""


def test_the_suggestion_raises_the_computers_at_the_table_level_only():
    seats = seats_of_form("human", "easy", "medium", "medium")
    raised(seats, HARD)
    assert [str(seat.kind) for seat in seats] == ["human", "easy", "hard", "hard"]
    people = seats_of_form("human", "human")
    raised(people, HARD)
    assert [str(seat.kind) for seat in people] == ["human", "human"]


def test_a_table_of_several_people_is_offered_the_next_level_when_each_is_ready():
    text = Text.load("en")
    seats = seats_of_form("human", "human", "medium")
    ann = won_at(Progress(), [True] * 3, size=3)
    assert "data-raise" not in progress_html(ann, seats, text)
    both = won_at(ann, [True] * 3, name="Bob", size=3)
    assert 'data-raise="hard"' in progress_html(both, seats, text)
    people_only = won_at(Progress(), [True], level=None)
    shown = progress_html(people_only, seats_of_form("human", "human"), text)
    assert text("progress.people-only", size=2) in shown and "data-raise" not in shown
