"""The guide's lesson game as the review reads it, turn by turn (issue 56, item 5).

    python -m tools.research.lesson_review

Plays the lesson's moves (web/session/lesson.py) into a record seated as the guided game is
(the learner a person, the computer at the lesson's level), prints its share link, so that
``python -m franchise.lab review LINK --json`` reviews the same game, then the review of each
of the learner's turns (every one is laid out by the guide): the chance after the turn played
and after the search's, the label, and the turn the review prefers where it is another. The
guide agrees with the review when no turn is marked; tests/web/test_lesson_review.py holds it
there. To re-find a line, play a candidate's moves through ``review_line`` and read the marks.
"""

from __future__ import annotations

from collections.abc import Sequence

from franchise import Setup, Variant
from franchise.records.link import encode_link
from franchise.records.record import ComputerLevel, Record
from franchise.review.reviewer import Label, Review, review
from web.session.lesson import LESSON_LEVEL, LESSON_MOVES, LESSON_SEED

NAMES = ("Ada", "Computer")
#: A fixed game id, so the link printed is the same on every run (the review does not read it).
LESSON_ID = "000000000056"


def lesson_record(moves: Sequence[str] = LESSON_MOVES) -> Record:
    """The lesson's game with ``moves``, seated as the guide seats it."""
    setup = Setup(NAMES, variant=Variant.INTRO, seed=LESSON_SEED, first_player=0)
    computers = {NAMES[1]: ComputerLevel(LESSON_LEVEL)}
    return Record(setup, tuple(moves), LESSON_ID, False, computers)


def review_line(moves: Sequence[str] = LESSON_MOVES) -> Review:
    """The review of the lesson's game played with ``moves`` (the learner's turns)."""
    return review(lesson_record(moves))


def main() -> None:
    record = lesson_record()
    print(f"link: {encode_link(record)}")
    result = review_line()
    for turn in result.turns:
        preferred = "" if turn.suggested == turn.played else f"  prefers {turn.suggested}"
        print(
            f"{turn.number - 1:2} {turn.played!s:42} {turn.chance_played:6.1%}"
            f" {turn.chance_suggested:6.1%}  {turn.label}{preferred}"
        )
    marked = [turn for turn in result.turns if turn.label is not Label.FINE]
    print(f"{len(marked)} of {len(result.turns)} turns marked")


if __name__ == "__main__":
    main()
