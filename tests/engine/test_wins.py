"""The searching levels take a turn that wins the game alone without searching (issue 67).

Hard used to search even there, and its short lookaheads passed over such a turn in 45 of
123 positions of 90 seeded games (5 of those games then lost). The position below is one
``tools.research.endings_census --level hard-no-wins --show`` found: Bob wins alone by
increasing New York and Atlanta, and the search as it was (``hard-no-wins``) expands instead.
"""

from __future__ import annotations

import random

import pytest

from franchise import Game, Setup
from franchise.ai import analyse, choose
from franchise.ai.levels import run
from franchise.ai.lookahead import lookahead_search
from franchise.ai.wins import outright_win, won_at_once

from .test_ai import positions

PASSED_OVER = [
    "start indianapolis",
    "start salt-lake-city",
    ">denver",
    ">pittsburgh",
    "$10 >phoenix",
    ">chicago >charlotte",
    ">dallas",
    "$10 >phoenix +pittsburgh",
    "$10 >kansas-city +phoenix",
    ">new-york +charlotte",
    ">washington +dallas",
    "$10 >detroit +phoenix +chicago",
    ">houston +phoenix +dallas",
    ">pueblo >washington",
    ">oklahoma-city +washington",
    ">denver +chicago +detroit +washington",
    ">albuquerque +denver +washington",
    ">oklahoma-city +washington",
    ">huntsville +denver +oklahoma-city",
    ">charleston +chicago",
    "$10 >flagstaff",
    ">atlanta +detroit +new-york +charleston +oklahoma-city",
    "$10 >omaha +albuquerque +kansas-city +houston",
    ">minneapolis",
    ">raleigh +albuquerque +kansas-city",
    ">montgomery +minneapolis +new-york",
    ">jacksonville +omaha +houston",
    ">jacksonville +new-york +atlanta",
    ">el-paso +omaha +houston",
]


def winnable() -> Game:
    return Game.replay(Setup(("Ann", "Bob"), seed=1000), PASSED_OVER)


def test_the_position_has_a_turn_that_wins_alone_which_the_old_search_passed_over():
    game = winnable()
    won = outright_win(game)
    assert str(won) == "+new-york +atlanta" and game.current == 1
    assert choose(game, "hard-no-wins") != won
    game.apply(won)
    assert game.is_over() and game.winners == (1,)


@pytest.mark.parametrize("spec", ["hard", "expert", "hard2"])
def test_every_searching_level_takes_the_win(spec):
    game = winnable()
    assert choose(game, spec) == outright_win(game)


def test_the_hint_search_reports_the_win_and_a_certain_chance():
    game = winnable()
    found = run(lookahead_search(game, random.Random(1), 1500, 6))
    assert found == won_at_once(game)
    assert found.win_chances == (0.0, 1.0) and found.playouts == 0
    assert run(analyse(game, "hard")).move == outright_win(game)


def test_without_a_win_alone_the_search_is_the_same_as_before():
    """Where no turn wins alone, taking wins changes nothing: the same randomness gives the
    same analysis with and without it."""
    checked = 0
    for number, game in enumerate(positions(4)):
        if number % 23 == 0 and outright_win(game) is None:
            found = run(lookahead_search(game, random.Random(7), 600, 2))
            before = run(lookahead_search(game, random.Random(7), 600, 2, take_wins=False))
            assert found == before
            checked += 1
    assert checked >= 8
