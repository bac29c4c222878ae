"""``Game.outcome``: how a game ended, who won and the final scores, in one value that agrees
with the events the last move reported (``GameOver``, ``FinalScore``), and None before."""

from __future__ import annotations

import random

import pytest

from franchise import FinalScore, Game, GameOver, Outcome, Setup

from .positions import NAMES


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_outcome_agrees_with_the_last_move_s_events(players):
    for seed in range(4):
        game = Game(Setup(NAMES[:players], seed=seed))
        rng = random.Random(seed)
        events = []
        while not game.is_over():
            assert game.outcome is None
            events = game.apply(game.random_move(rng))
        over = next(e for e in events if isinstance(e, GameOver))
        finals = sorted((e for e in events if isinstance(e, FinalScore)), key=lambda e: e.seat)
        outcome = game.outcome
        assert isinstance(outcome, Outcome)
        assert outcome.termination == over.reason
        assert outcome.winners == over.winners == game.winners
        assert outcome.scores == tuple(e.total for e in finals)
        assert all(outcome.scores[w] == max(outcome.scores) for w in outcome.winners)
        assert all(outcome.won(seat) == (seat in over.winners) for seat in range(players))


def test_an_undone_last_move_takes_the_outcome_back():
    game = Game(Setup(NAMES[:2], seed=7))
    rng = random.Random(7)
    while not game.is_over():
        game.apply(game.random_move(rng))
    game.undo()
    assert game.outcome is None
