"""Where the review's jumps lead: next and previous turn or marked turn, the turning point.

A review of a whole game has a few dozen turns and most of them are fine; a player wants the
costly ones. The jumps are a closed set (``Jump``, each a button's ``data-review-jump``), and
``target`` says where each leads from the turn shown, or None when it leads nowhere (so the
button is disabled rather than doing nothing). Pure, CPython-tested.
"""

from __future__ import annotations

import enum

from franchise.ai import Label, Review, summarise

#: The labels the marked-turn jumps stop at: every turn the chart marks, inaccuracies too
#: (issue 70: "Next mistake" stayed grey for a game with only inaccuracies, marked on the
#: chart and listed in the summary, though they are what such a game has to learn from).
MARKED = frozenset((Label.INACCURACY, Label.MISTAKE, Label.BLUNDER))


class Jump(enum.StrEnum):
    """A button of the review's navigation, in the order shown."""

    PREVIOUS_MISTAKE = "previous-mistake"
    PREVIOUS = "previous"
    NEXT = "next"
    NEXT_MISTAKE = "next-mistake"
    TURNING_POINT = "turning-point"


def target(review: Review, at: int | None, jump: Jump) -> int | None:
    """The number of the turn ``jump`` leads to from turn ``at`` (None: no turn shown yet)."""
    numbers = [turn.number for turn in review.turns]
    marked = [turn.number for turn in review.turns if turn.label in MARKED]
    if jump is Jump.TURNING_POINT:
        return turning_point(review, at)
    if jump in (Jump.NEXT, Jump.NEXT_MISTAKE):
        pool = numbers if jump is Jump.NEXT else marked
        return next((n for n in pool if at is None or n > at), None)
    pool = numbers if jump is Jump.PREVIOUS else marked
    if at is None:
        return None
    return next((n for n in reversed(pool) if n < at), None)


def turning_point(review: Review, at: int | None) -> int | None:
    """The turning point of the player whose turn is shown, or of the first reviewed player
    who has one (a review of several players, say both people at a shared screen)."""
    shown = next((turn.seat for turn in review.turns if turn.number == at), None)
    seats = [shown] if shown is not None else list(review.seats)
    for seat in seats:
        point = summarise(seat, review.turns).turning_point
        if point is not None:
            return point
    return None
