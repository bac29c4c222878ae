"""Puzzles (franchise/puzzles/): made from a review's mistakes and blunders by people, a
drafted turn judged by the review's own reading, and the puzzle kept as JSON and as a link,
read back from untrusted data (damaged data reads as nothing, never a crash)."""

from __future__ import annotations

import functools
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from franchise import Game, IllegalMoveError, Setup, TurnMove
from franchise.ai import choose
from franchise.ai.chances import equals
from franchise.core.errors import FranchiseError
from franchise.puzzles.answers import best_rival
from franchise.puzzles.codec import puzzle_from_dict, puzzle_to_dict, read_puzzles
from franchise.puzzles.judge import checked, figures, judge, verdict_for
from franchise.puzzles.link import decode_puzzle_link, encode_puzzle_link
from franchise.puzzles.making import (
    PUZZLE_LABELS,
    Unmade,
    made_from_review,
    puzzles_from_review,
)
from franchise.puzzles.puzzle import (
    SOLVE_MARGIN,
    Puzzle,
    PuzzleError,
    Source,
    Stage,
    Theme,
    Verdict,
    is_puzzle_link,
)
from franchise.records.link import LinkError, decode_link, encode_link
from franchise.records.record import ComputerLevel, Record
from franchise.review.reviewer import Label, Review, label_for, percent, review
from franchise.values import replace

#: A small search, so a game is reviewed in a fraction of a second.
LEVEL = "hard:300"


@functools.cache
def reviewed(seed: int) -> tuple[Record, Review]:
    """A 2-player game of a person playing like easy against a medium computer, reviewed."""
    game = Game(Setup(("Bob", "Ann"), seed=seed))
    while not game.is_over():
        game.advance(choose(game, "easy" if game.current == 0 else "medium"))
    computer = game.names[1]
    record = Record.of(game, f"00000000a{seed:03x}", computers={computer: ComputerLevel.MEDIUM})
    return record, review(record, seats=[0, 1], level=LEVEL)


@functools.cache
def pool() -> tuple[Puzzle, ...]:
    found = tuple(p for seed in (3, 4, 5, 6) for p in puzzles_from_review(*reviewed(seed)))
    assert len(found) >= 6
    return found


def test_every_mistake_and_blunder_of_a_person_becomes_a_puzzle_whose_answer_holds():
    """A puzzle of the position before each: its answer the search's turn where no legal turn
    reads more than the solve margin above it, else the best-read legal turn (which holds by
    construction) where that reads a mistake's threshold above the turn played. Seed 6 joins
    3-5 since the table of equals (win_equals): read by it, medium's turns in 3-5 are none a
    mistake, and 6 has one of its blunders (turn 32), which must make no puzzle."""
    beaten = 0
    for seed in (3, 4, 5, 6):
        record, made = reviewed(seed)
        puzzles = puzzles_from_review(record, made)
        mistakes = [
            turn
            for turn in made.turns
            if turn.label in PUZZLE_LABELS and turn.seat == 0 and isinstance(turn.played, TurnMove)
        ]
        assert [p.number for p in puzzles] == [turn.number for turn in mistakes]
        for puzzle, turn in zip(puzzles, mistakes, strict=True):
            game = checked(puzzle)
            rival = best_rival(game, equals(game.players), most=None)
            assert rival is not None and rival.chance <= puzzle.chances[1] + SOLVE_MARGIN
            assert game.current == turn.seat == 0  # the person's seat, not the computer's
            assert record.moves[: turn.number - 1] == puzzle.record.moves
            assert puzzle.played == turn.played
            if rival.chance <= percent(turn.chance_suggested) + SOLVE_MARGIN:
                assert puzzle.preferred == turn.suggested
                assert puzzle.chances[1] == percent(turn.chance_suggested)
            else:  # the search's turn was beaten: the best-read turn is the answer
                beaten += 1
                assert (puzzle.preferred, puzzle.chances[1]) == (rival.move, rival.chance)
            assert puzzle.chances[0] == percent(turn.chance_played)
            assert figures(puzzle, game) == puzzle.chances
            assert puzzle.margin >= 10 and puzzle.source is Source.OWN
            assert puzzle.puzzle_id == f"{record.game_id}-{turn.number}"
    assert beaten >= 1  # the check met the case it is about
    # The computer's turns were reviewed too, and some were mistakes: none became a puzzle.
    assert any(
        t.seat == 1 and t.label in PUZZLE_LABELS for s in (3, 4, 5, 6) for t in reviewed(s)[1].turns
    )


def test_a_reviewed_game_s_marked_turns_each_give_a_puzzle_or_a_reason():
    """Every marked turn of the person is counted: a puzzle, or why it made none (a start
    placement here), so the page never says a game with a blunder has no mistakes."""
    for seed in (3, 4, 5, 6):
        record, reviewed_game = reviewed(seed)
        made = made_from_review(record, reviewed_game)
        marked = [t for t in reviewed_game.turns if t.label in PUZZLE_LABELS and t.seat == 0]
        assert made.marked == tuple(t.label for t in marked)
        assert len(made.puzzles) + len(made.unmade) == len(marked)
        starts = sum(not isinstance(t.played, TurnMove) for t in marked)
        assert made.unmade.count(Unmade.START) == starts
        assert made.puzzles, f"seed {seed}: a game with mistakes gives puzzles"
    # A position with more turns than the page reads makes no puzzle, and says so.
    record, reviewed_game = reviewed(3)
    with pytest.MonkeyPatch.context() as patched:
        patched.setattr("franchise.puzzles.making.MOST_TURNS_READ", 0)
        crowded = made_from_review(record, reviewed_game)
    assert crowded.puzzles == () and set(crowded.unmade) == {Unmade.CROWDED}


def test_the_preferred_turn_solves_and_the_played_turn_fails():
    for puzzle in pool():
        game = checked(puzzle)
        assert judge(puzzle, puzzle.preferred, game).verdict is Verdict.SOLVED
        played = judge(puzzle, puzzle.played, game)
        assert played.verdict is Verdict.FAILED
        assert (played.chance, played.played, played.preferred) == (
            puzzle.chances[0],
            *puzzle.chances,
        )


def test_a_verdict_follows_the_margins_and_agrees_with_the_review():
    assert verdict_for(50, 30, 50 + SOLVE_MARGIN) is Verdict.SOLVED
    assert verdict_for(49, 30, 50 + SOLVE_MARGIN) is Verdict.BETTER
    assert verdict_for(31, 30, 60) is Verdict.BETTER
    assert verdict_for(30, 30, 60) is Verdict.FAILED
    assert verdict_for(10, 30, 60) is Verdict.FAILED
    # Solved is what the review would call fine against the preferred turn; one point more
    # lost is an inaccuracy.
    assert label_for(SOLVE_MARGIN) is Label.FINE
    assert label_for(SOLVE_MARGIN + 1) is Label.INACCURACY


def test_a_turn_that_is_not_legal_there_is_refused():
    puzzle = pool()[0]
    with pytest.raises(IllegalMoveError):
        judge(puzzle, TurnMove.of([0, 1, 2]))


def test_every_legal_turn_gets_the_verdict_of_its_reading():
    puzzle = pool()[0]
    game = checked(puzzle)
    played, preferred = puzzle.chances
    for move in game.legal_moves()[:40]:
        judgement = judge(puzzle, move, game)
        if move != puzzle.preferred:
            assert judgement.verdict is verdict_for(judgement.chance, played, preferred)


def test_a_puzzle_round_trips_through_json_and_its_link():
    for puzzle in pool():
        assert puzzle_from_dict(json.loads(json.dumps(puzzle_to_dict(puzzle)))) == puzzle
        link = encode_puzzle_link(puzzle)
        assert is_puzzle_link(link) and is_puzzle_link(f"#{link}")
        assert decode_puzzle_link(f"#{link}", puzzle.spec) == puzzle


def test_game_links_and_puzzle_links_are_told_apart_and_game_links_decode_as_before():
    puzzle = pool()[0]
    game_link = encode_link(puzzle.record)
    assert game_link.startswith("FR2.") and not is_puzzle_link(game_link)
    assert decode_link(game_link) == puzzle.record
    with pytest.raises(LinkError):
        decode_link(encode_puzzle_link(puzzle))  # an older reader: from a newer page
    with pytest.raises(LinkError):
        decode_puzzle_link(game_link)


def test_a_link_whose_question_does_not_hold_is_refused():
    puzzle = pool()[0]
    swapped = replace(puzzle, played=puzzle.preferred, preferred=puzzle.played)
    with pytest.raises(PuzzleError):
        decode_puzzle_link(encode_puzzle_link(swapped))
    same = replace(puzzle, played=puzzle.preferred)
    with pytest.raises(PuzzleError):
        decode_puzzle_link(encode_puzzle_link(same))
    illegal = replace(puzzle, preferred=TurnMove.of([0, 1]))
    with pytest.raises(FranchiseError):
        decode_puzzle_link(encode_puzzle_link(illegal))
    link = encode_puzzle_link(puzzle)
    for cut in (link[:-3], link[:12], link.replace("FR3.", "FR3.A")):
        with pytest.raises(LinkError):
            decode_puzzle_link(cut)


@given(
    index=st.integers(0, 5),
    theme=st.sampled_from(Theme),
    stage=st.sampled_from(Stage),
    source=st.sampled_from(Source),
    low=st.integers(0, 100),
    gap=st.integers(0, 100),
    spec=st.sampled_from(["hard", "hard:600:6:16", "expert"]),
)
def test_any_puzzle_round_trips_through_json(index, theme, stage, source, low, gap, spec):
    chances = (low, min(100, low + gap))
    puzzle = replace(
        pool()[index], theme=theme, stage=stage, source=source, chances=chances, spec=spec
    )
    assert puzzle_from_dict(json.loads(json.dumps(puzzle_to_dict(puzzle)))) == puzzle


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


@given(junk=JSON)
def test_damaged_data_reads_as_no_puzzles(junk):
    assert read_puzzles(junk, 10) == ()
    assert read_puzzles([junk], 10) == ()


FIELDS = ("format", "id", "source", "theme", "stage", "played", "preferred", "chances", "spec")


@given(key=st.sampled_from((*FIELDS, "record")), value=JSON)
def test_a_puzzle_with_a_field_damaged_is_left_out_never_a_crash(key, value):
    good = puzzle_to_dict(pool()[0])
    damaged = {**good, key: value}
    read = read_puzzles([damaged, puzzle_to_dict(pool()[1])], 10)
    assert pool()[1] in read and len(read) <= 2
    if len(read) == 2:  # the damage left a readable puzzle: it reads as written
        assert read[0] == puzzle_from_dict(damaged)
