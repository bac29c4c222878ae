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
from franchise.lab.even_tables import CACHE, KINDS, measure, seats


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


def test_even_tables_are_measured_on_games_kept_for_another_reading(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    arguments = ["chance-figures", "--even", "--games", "1", "--hard-budget", "100"]
    assert main([*arguments, "--workers", "1", "--json"]) == 0
    tables = json.loads(capsys.readouterr().out)["tables"]
    assert set(tables) == {f"{kind} {n}p" for kind in KINDS for n in (2, 4)}
    for row in tables.values():
        assert row["games"] == 1 and row["positions"] >= 3
        assert 0 <= row["calibration_error"] <= 1 and 0 <= row["mean_change"] <= 1
    kept = sorted(path.name for path in (tmp_path / CACHE).iterdir())
    assert len(kept) == 6
    assert seats("person-vs-hard", 4, "hard:100") == (
        ("medium", "hard:100", "hard:100", "hard:100"),
        (None, "hard", "hard", "hard"),
    )
    # A second reading of the same games plays none again, and reads every position anew.
    flat = measure(1, 1, 100, 1, reading=lambda game, _told: (1 / game.players,) * game.players)
    for name, row in flat["tables"].items():
        assert row["positions"] == tables[name]["positions"] and row["mean_change"] == 0
    assert sorted(path.name for path in (tmp_path / CACHE).iterdir()) == kept


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
