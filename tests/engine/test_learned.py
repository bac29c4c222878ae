"""The learned evaluation (franchise/ai/learned.py) on positions built by hand."""

from __future__ import annotations

import json
import random

import pytest

from franchise import Game, Setup
from franchise.ai import choose, learned
from franchise.ai.features import INPUTS
from franchise.ai.learned import (
    WEIGHTS_FILE,
    evaluate,
    margin,
    models,
    parse_weights,
    utilities,
    utility,
    win_chances,
)
from franchise.core.packaged import read_beside
from tools.build.site import ROOT, python_files

from .positions import money, put, turn_game


def test_the_weights_ship_with_the_package_for_every_player_count():
    assert sorted(models()) == [2, 3, 4, 5]
    data = json.loads(read_beside("franchise.ai.learned", WEIGHTS_FILE))
    assert data["inputs"] == list(INPUTS)
    # The weights name the command that fitted them: the script's path before tools/ had
    # rooms, its module since.
    fitted_by = ("tools/fit_evaluation.py fit", "python -m tools.research.fit_evaluation fit")
    # A player count can be refitted alone; each count names the fit that made its model.
    assert sorted(data["fitted_by"]) == sorted(data["models"]) == ["2", "3", "4", "5"]
    for made in data["fitted_by"].values():
        assert made["command"].startswith(fitted_by) and made["games_from"] and made["games"]
    # The 2-player chances told the levels keep an earlier fit's logit, and say which.
    assert "win_told" in data["models"]["2"]
    assert data["fitted_by"]["2"]["win_told_from"]["2"]["command"].startswith(fitted_by)
    shipped = {p.relative_to(ROOT).as_posix() for p in python_files()}
    assert "franchise/ai/data/evaluation.json" in shipped


def test_weights_fitted_to_other_features_are_refused():
    data = json.loads(read_beside("franchise.ai.learned", WEIGHTS_FILE))
    data["inputs"] = data["inputs"][:-1]
    with pytest.raises(ValueError, match="refit"):
        parse_weights(json.dumps(data))


def won_game(current: int) -> Game:
    """Seat 0 has far more points, cities and money; seat 1 a single town."""
    game = turn_game(2, current=current)
    for place in ("chicago", "detroit", "omaha", "st-louis", "kansas-city"):
        put(game, 0, place, 2)
    put(game, 1, "pueblo")
    game.state.influence[:] = [70, 20]
    money(game, 0, 20)
    return game


@pytest.mark.parametrize("current", [0, 1])
def test_a_clearly_won_position_rates_higher_for_the_winner(current):
    state = won_game(current).state
    chances_now = win_chances(state)
    assert chances_now[0] > 0.9
    assert sum(chances_now) == pytest.approx(1.0)
    assert margin(state, 0) > 20 > -20 > margin(state, 1)
    assert utility(state, 0) > 0.8 > 0.2 > utility(state, 1)


def mirrored(players: int, shift: int) -> Game:
    """Holdings, money and points given to seats rotated by ``shift``, mover included."""
    game = turn_game(players, current=shift % players)
    holdings = (("chicago", 3), ("detroit", 1), ("st-louis", 2), ("atlanta", 1), ("denver", 1))
    for seat in range(players):
        owner = (seat + shift) % players
        place, franchises = holdings[seat]
        put(game, owner, place, franchises)
        money(game, owner, 5 + 3 * seat)
        game.state.influence[owner] = 4 * seat
    return game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rotating_every_seat_with_the_turn_rotates_the_chances(players):
    start = win_chances(mirrored(players, 0).state)
    assert sum(start) == pytest.approx(1.0)
    for shift in range(1, players):
        rotated = win_chances(mirrored(players, shift).state)
        assert rotated == pytest.approx(tuple(start[(s - shift) % players] for s in range(players)))


def test_seats_holding_the_same_differ_only_by_the_turn():
    game = turn_game(2, current=0)
    for seat in (0, 1):
        put(game, seat, "chicago")
        money(game, seat, 8)
    first = win_chances(game.state)
    game.state.current = 1
    assert win_chances(game.state) == pytest.approx(first[::-1])


def test_a_finished_game_is_read_as_it_ended():
    game = Game(Setup(("Ann", "Bob", "Cyd"), seed=3))
    rng = random.Random(3)
    while not game.is_over():
        assert sum(win_chances(game.state)) == pytest.approx(1.0)
        game.advance(game.random_move(rng) if rng.random() < 0.5 else choose(game, "easy"))
    judged = evaluate(game.state)
    assert list(judged.chances) == game.returns()
    scores = game.state.influence
    for seat in range(3):
        best_rival = max(s for other, s in enumerate(scores) if other != seat)
        assert judged.margins[seat] == scores[seat] - best_rival
    assert all(0 <= u <= 1 for u in utilities(game.state))


def test_a_stronger_seat_is_given_more_from_the_same_position():
    state = mirrored(2, 0).state
    blind = win_chances(state)
    assert win_chances(state, (None, None)) == blind
    assert win_chances(state, ("person", "mc:5")) == pytest.approx(blind)  # levels it never saw
    hard_first = win_chances(state, ("hard", "medium"))
    medium_first = win_chances(state, ("medium", "hard:12000"))
    assert hard_first[0] > blind[0] > medium_first[0]
    assert (
        margin(state, 0, ("hard", "easy")) > margin(state, 0) > margin(state, 0, ("easy", "hard"))
    )


def test_only_chances_told_a_level_read_the_told_logit(monkeypatch):
    data = json.loads(read_beside("franchise.ai.learned", WEIGHTS_FILE))
    without = {
        **data,
        "models": {"2": {k: v for k, v in data["models"]["2"].items() if k != "win_told"}},
    }
    assert parse_weights(json.dumps(without))[2].told == parse_weights(json.dumps(without))[2].win
    # A told logit that sees nothing: every seat even, whenever some seat's level is known.
    blank = data["models"]["2"]["win"]
    blank = {key: [0.0] * len(blank[key]) for key in ("constant", "progress")} | {
        "levels": {level: [0.0, 0.0] for level in blank["levels"]}
    }
    data["models"]["2"]["win_told"] = blank
    state = mirrored(2, 0).state
    searched, blind = utilities(state), win_chances(state)
    models()
    monkeypatch.setitem(learned._MODELS, 2, parse_weights(json.dumps(data))[2])
    assert win_chances(state, ("hard", "medium")) == (0.5, 0.5)
    assert win_chances(state, (None, "easy")) == (0.5, 0.5)
    assert win_chances(state) == win_chances(state, (None, None)) == blind != (0.5, 0.5)
    assert utilities(state) == searched  # the search reads every seat as unknown


def test_a_table_of_equals_reads_its_own_logit_where_the_weights_have_one(monkeypatch):
    data = json.loads(read_beside("franchise.ai.learned", WEIGHTS_FILE))
    model = data["models"]["2"]
    model.pop("win_equals", None)
    assert parse_weights(json.dumps(data))[2].equals is None
    # An equals logit that sees nothing: every seat even, only when every seat is told hard.
    model["win_equals"] = {key: [0.0] * len(model["win"][key]) for key in ("constant", "progress")}
    state = mirrored(2, 0).state
    told = win_chances(state, ("hard", "medium"))
    searched, blind = utilities(state), win_chances(state)
    models()
    monkeypatch.setitem(learned._MODELS, 2, parse_weights(json.dumps(data))[2])
    assert win_chances(state, ("hard", "hard")) == (0.5, 0.5)
    assert win_chances(state, ("hard:2000", "expert")) == (0.5, 0.5)  # both searched like hard
    assert win_chances(state, ("hard", "medium")) == told != (0.5, 0.5)
    assert win_chances(state, (None, None)) == blind
    assert utilities(state) == searched  # the search is not told the seats
