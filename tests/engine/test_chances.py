"""The chances the page shows (franchise/ai/chances.py) and the command that measures how
honest they are (python -m franchise.lab chance-figures)."""

from __future__ import annotations

import json

import pytest

from franchise import Game, Setup
from franchise.ai import analyse, choose
from franchise.ai.chances import chances
from franchise.ai.learned import win_chances
from franchise.ai.levels import run as run_thinking
from franchise.lab.cli import main


def test_the_page_chances_read_every_seat_the_same_way_and_add_up_to_one():
    game = Game(Setup(("Ann", "Bob", "Cyd", "Dee"), seed=4))
    while not game.is_over() and len(game.moves) < 24:
        estimate = chances(game)
        assert len(estimate) == 4 and sum(estimate) == pytest.approx(1.0)
        assert estimate == win_chances(game.state)
        game.advance(choose(game, "medium"))


def test_chance_figures_on_a_tiny_sample(capsys):
    arguments = ["chance-figures", "--games", "4", "--seed", "5", "--hard-budget", "200"]
    arguments += ["--search-games", "1", "--search-spec", "hard:200", "--workers", "1"]
    assert main([*arguments, "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    estimator = figures["estimator"]
    assert estimator["games"] == 4 and estimator["positions"] > 40
    assert figures["estimator_hard_vs_medium"]["games"] == 1
    assert figures["search"]["positions"] == figures["estimator_on_search_games"]["positions"]
    for row in ("estimator", "search"):
        values = figures[row]
        assert 0 <= values["calibration_error"] <= 1
        assert 0 <= values["brier"] <= 1 and 0 < values["brier_constant"] <= 0.25
        assert -1 <= values["mover_bias"] <= 1 and 0 <= values["mean_change"] <= 1
    assert main(arguments) == 0
    assert "learned estimate, all games" in capsys.readouterr().out


def test_analysis_told_the_seats_levels_favours_the_stronger_computer():
    game = Game(Setup(("Ann", "Bob"), seed=6))
    while len(game.moves) < 8:
        game.advance(choose(game, "medium"))
    untold = run_thinking(analyse(game, "hard:300"))
    told = run_thinking(analyse(game, "hard:300", ("hard", "random")))
    assert told.move == untold.move
    assert untold.win_chances == chances(game)
    assert told.win_chances == chances(game, ("hard", "random"))
    assert told.win_chances[0] > untold.win_chances[0]
