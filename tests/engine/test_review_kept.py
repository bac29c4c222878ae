"""A review kept with a saved game: read back only when it reviews exactly that game's moves, and
two reviews of other seats of one game combined into one (the page adds the computers' turns)."""

from __future__ import annotations

import pytest

from franchise.review.reviewer import combined, review
from franchise.review.store import kept_review, review_to_dict
from franchise.values import replace
from tests.engine.test_review import LEVEL, both_seats_reviewed, finished_game


def test_a_kept_review_of_the_same_moves_reads_back_as_it_was():
    record = finished_game()
    made = both_seats_reviewed()
    assert kept_review(review_to_dict(made), record) == made
    assert kept_review(None, record) is None


def test_a_review_of_other_moves_or_of_damaged_data_is_not_used():
    record = finished_game()
    data = review_to_dict(both_seats_reviewed())
    shorter = replace(record, moves=record.moves[:-1])
    assert kept_review(data, shorter) is None  # the game was played on differently since
    opened = data["turns"][0]
    swapped = {**data, "turns": [{**opened, "seat": 1 - opened["seat"]}, *data["turns"][1:]]}
    assert kept_review(swapped, record) is None  # a turn said to be another seat's
    first, second = data["turns"][3], data["turns"][4]
    other_move = {**first, "played": second["played"]}
    assert kept_review({**data, "turns": [other_move]}, record) is None
    repeated = {**data, "turns": [first, first]}
    assert kept_review(repeated, record) is None
    assert kept_review({**data, "seats": [0, 5]}, record) is None
    assert kept_review({"format": 1, "turns": "all"}, record) is None
    unweighed = {**first, "margin_played": None, "margin_suggested": None}
    for flag in ({"margin_played_real": True}, {"margin_suggested_real": "yes"}):
        assert kept_review({**data, "turns": [{**unweighed, **flag}]}, record) is None
    assert kept_review([1, 2], record) is None


def test_reviews_of_other_seats_combine_into_the_review_of_both():
    record = finished_game()
    ann, bob = review(record, [0], LEVEL), review(record, [1], LEVEL)
    both = combined(ann, bob)
    assert both == both_seats_reviewed() == combined(bob, ann)
    with pytest.raises(ValueError):
        combined(ann, ann)
    with pytest.raises(ValueError):
        combined(ann, replace(bob, level="hard"))
