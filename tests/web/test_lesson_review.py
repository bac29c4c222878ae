"""The guide agrees with the review (issue 56, item 5): a learner who finishes the guided game
and has it reviewed is not told that the guide taught mistakes.

The lesson's game is played through the guide as the page plays it, and its record (the
learner a person, the computer at the lesson's level) is reviewed as the page and
``python -m franchise.lab review`` review it, at the review's default level. Every one of the
learner's turns is laid out by the guide, and none may be marked: no inaccuracy, mistake or
blunder. Read between equals (every seat as hard, the teacher's one figure since issue 65),
with the table of equals (``win_equals``) the old line had five marked turns, a mistake at
move 5 among them; the line was found again from move 5 with tools/research/lesson_line.py
(which reads between equals too) and its beats placed on it.
tools/research/lesson_review.py prints the same review turn by turn."""

from __future__ import annotations

from franchise.review.reviewer import Label, review
from tests.web.test_guide import do, guided
from web.session.guide import LEARNER
from web.session.lesson import BEATS, LESSON_LEVEL, LESSON_MOVES


def test_the_review_marks_none_of_the_turns_the_guide_lays_out():
    s = guided()
    while not s.guide.done:
        do(s, s.guide.beat)
    record = s.entry.record
    assert record.moves == LESSON_MOVES
    assert {seat.name: seat.level for seat in record.seats() if seat.level} == {
        "Computer": LESSON_LEVEL
    }
    result = review(record)
    laid_out = sorted({beat.at for beat in BEATS})
    assert [turn.number - 1 for turn in result.turns] == laid_out  # the learner's turns
    assert all(turn.seat == LEARNER for turn in result.turns)
    marked = [(t.number - 1, str(t.played), t.label) for t in result.turns if t.label != Label.FINE]
    assert marked == []
