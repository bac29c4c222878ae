"""A decided game makes puzzles judged by the projected final margin (issue 56).

Once a chance reads 0% or 100% whatever is played, the review marks a turn by the projected
final margin (a pass with money in hand, a wasted tile), but a puzzle was judged by the chances,
where every try "solves" a 0% position, so a lost game gave no puzzles. Such a turn now makes
a puzzle judged by the margin, only where no legal turn's margin beats the answer's by more
than ``MARGIN_SOLVE``; puzzles the chances mark stay judged by the chances."""

from __future__ import annotations

import functools

from franchise import Game
from franchise.ai import bundled
from franchise.ai.chances import chances_after, equals
from franchise.ai.learned import margins
from franchise.puzzles.answers import best_rival
from franchise.puzzles.judge import checked, judge, reading, reading_levels
from franchise.puzzles.making import puzzles_from_review
from franchise.puzzles.puzzle import MARGIN_SOLVE, Measure, Puzzle, Verdict
from franchise.records.record import Record
from franchise.review.reviewer import Label, Review, review
from franchise.values import replace

from .test_review_reasons import LEVEL, decided_turn


@functools.cache
def passed_when_lost() -> tuple[Record, Review, Game]:
    """The person passes with money in hand in a lost game; the review of it, and the
    position of the pass."""
    record, number = decided_turn()
    played = replace(record, moves=(*record.moves[: number - 1], "pass"))
    game = Game(played.setup)
    for move in played.replay().moves[: number - 1]:
        game.advance(move)
    return played, review(played, level=LEVEL), game


@functools.cache
def margin_puzzle() -> Puzzle:
    """The puzzle of the pass where the review's preferred turn is the one whose margin reads
    best (what a search that found it would give)."""
    record, reviewed, game = passed_when_lost()
    turn = reviewed.turns[-1]
    levels = equals(len(record.setup.players))
    rival = best_rival(game, levels, measure=Measure.MARGIN)
    after = game.clone()
    after.advance(rival.move)
    best = replace(
        turn,
        suggested=rival.move,
        chance_suggested=chances_after(game, rival.move, levels)[turn.seat],
        margin_suggested=margins(after.state, levels)[turn.seat],
    )
    assert best.decided and best.points_lost < 4 and best.label is not Label.FINE
    made = puzzles_from_review(record, replace(reviewed, turns=(*reviewed.turns[:-1], best)))
    return next(puzzle for puzzle in made if puzzle.puzzle_id.endswith(f"-{turn.number}"))


def test_a_decided_games_marked_turn_is_a_puzzle_judged_by_the_margin():
    puzzle = margin_puzzle()
    game = checked(puzzle)
    read = reading(puzzle, game)
    assert read.measure is Measure.MARGIN and read.preferred > read.played
    assert max(puzzle.chances) <= 2  # the chances cannot tell the turns apart
    answer = judge(puzzle, puzzle.preferred)
    assert answer.verdict is Verdict.SOLVED and answer.measure is Measure.MARGIN
    assert answer.chance == read.preferred
    tried = judge(puzzle, puzzle.played)
    assert tried.verdict is Verdict.FAILED and tried.chance == read.played
    # No legal turn leaves a margin more than the solve margin above the answer's.
    assert best_rival(game, reading_levels(puzzle), measure=Measure.MARGIN).chance <= (
        read.preferred + MARGIN_SOLVE
    )


def test_every_turn_is_judged_by_its_margin_with_the_reviews_solve_margin():
    puzzle = margin_puzzle()
    game = checked(puzzle)
    read = reading(puzzle, game)
    for move in game.legal_moves()[:80]:
        judged = judge(puzzle, move, game.clone())
        if move == puzzle.preferred or judged.chance >= read.preferred - MARGIN_SOLVE:
            assert judged.verdict is Verdict.SOLVED
        elif judged.chance > read.played:
            assert judged.verdict is Verdict.BETTER
        else:
            assert judged.verdict is Verdict.FAILED


def test_where_a_legal_turn_beats_the_answers_margin_it_is_the_answer():
    """A review whose preferred turn another legal turn beats by margin (a weaker search's
    choice, made here from a legal turn that reads more than the solve margin below the best)
    makes the puzzle of the pass it marks with the best-margin turn as its answer: none tells
    a player that a turn beats the answer, and the marked turn still teaches."""
    record, reviewed, game = passed_when_lost()
    turn = reviewed.turns[-1]
    levels = equals(len(record.setup.players))
    rival = best_rival(game, levels, measure=Measure.MARGIN)

    def margin_after(move) -> float:
        after = game.clone()
        after.advance(move)
        return margins(after.state, levels)[turn.seat]

    weaker = next(
        move
        for move in game.legal_moves()
        if round(margin_after(move)) < rival.chance - MARGIN_SOLVE
        and round(margin_after(move)) >= round(turn.margin_played) + 4
    )
    marked = replace(
        turn,
        suggested=weaker,
        chance_suggested=chances_after(game, weaker, levels)[turn.seat],
        margin_suggested=margin_after(weaker),
    )
    assert marked.decided and marked.label in (Label.MISTAKE, Label.BLUNDER)
    made = puzzles_from_review(record, replace(reviewed, turns=(*reviewed.turns[:-1], marked)))
    (puzzle,) = [puzzle for puzzle in made if puzzle.puzzle_id.endswith(f"-{turn.number}")]
    assert puzzle.preferred == rival.move and puzzle.preferred != weaker
    read = reading(puzzle, checked(puzzle))
    assert read.measure is Measure.MARGIN and read.preferred == rival.chance


def test_puzzles_the_chances_mark_stay_judged_by_the_chances():
    """Three bundled positions read 100% before the turn (an end the mover can win with), but
    the turn played loses chances there: the chances judge them, as every bundled puzzle."""
    assert all(reading(puzzle).measure is Measure.CHANCE for puzzle in bundled())


def test_the_words_of_a_solved_try_say_a_point_as_the_margin_is():
    """ "a point from the search's turn" is the margin puzzles' own solve margin."""
    assert MARGIN_SOLVE == 1
