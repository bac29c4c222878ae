"""Features of a position (franchise/ai/features.py) and the calibration figures
(franchise/lab/calibration.py), on positions and estimates worked out by hand."""

from __future__ import annotations

import math

import pytest

from franchise.ai.features import BASE, INPUTS, base, inputs
from franchise.lab.calibration import (
    Estimate,
    brier,
    calibration_error,
    constant_brier,
    log_loss,
    mean_change,
    mover_bias,
)

from .positions import money, pid, put, turn_game


def column(name: str) -> int:
    return INPUTS.index(f"{name}_vs_best")


def leading_game():
    """Seat 0 holds a majority-in-waiting in Chicago and more points; seat 1 a lone town."""
    game = turn_game(2, current=1)
    put(game, 0, "chicago", 3)
    put(game, 0, "detroit", 2)
    put(game, 1, "chicago", 1)
    put(game, 1, "pueblo")
    game.state.influence[:] = [30, 10]
    money(game, 0, 12)
    money(game, 1, 3)
    return game


def test_the_leader_is_ahead_of_its_best_rival_in_what_wins():
    late, rows = inputs(leading_game().state)
    assert 0 <= late < 0.5
    leader, trailer = rows
    for name in ("projected", "influence", "money", "lead"):
        assert leader[column(name)] > 0 > trailer[column(name)], name
    assert leader[column("towns")] < 0 < trailer[column("towns")]


def test_with_two_players_every_base_input_is_antisymmetric():
    _, (first, second) = inputs(leading_game().state)
    for k in range(len(BASE)):
        assert first[k] == -second[k]


def test_the_best_rival_of_the_leader_is_the_runner_up():
    game = turn_game(4)
    game.state.influence[:] = [5, 20, 12, 12]
    _, rows = inputs(game.state)
    assert [row[column("influence")] for row in rows] == [-15, 8, -8, -8]


def test_seats_holding_the_same_pieces_read_the_same_except_for_the_turn():
    game = turn_game(3, current=2)
    for seat in range(3):
        put(game, seat, "chicago")
        put(game, seat, "detroit")
        money(game, seat, 10)
    rows = base(game.state)
    assert rows[0] == rows[1] == rows[2]
    _, relative = inputs(game.state)
    assert all(value == 0 for row in relative for value in row[: len(BASE)])
    turn = [row[len(BASE) :] for row in relative]
    assert [t[0] for t in turn] == [0.0, 0.0, 1.0]  # seat 2 is to move
    assert [t[1] for t in turn] == pytest.approx([1 / 3, 2 / 3, 0.0])  # then 0, then 1


def test_a_majority_one_increase_away_is_scorable():
    game = turn_game(2)
    spaces = game.state.table.spaces[pid("chicago")]
    put(game, 0, "chicago", spaces // 2)  # one more is a majority
    put(game, 1, "detroit")
    scorable = BASE.index("scorable")
    first, second = base(game.state)
    assert (first[scorable], second[scorable]) == (spaces, 0)
    put(game, 1, "chicago")
    if game.state.free_spaces(pid("chicago")):
        assert base(game.state)[0][scorable] == spaces


# ------------------------------------------------------------------ calibration figures

TWO = [
    Estimate((0.8, 0.2), (1.0, 0.0), mover=0),
    Estimate((0.6, 0.4), (0.0, 1.0), mover=1),
]


def test_brier_and_log_loss_of_a_hand_worked_example():
    assert brier(TWO) == pytest.approx((0.04 + 0.04 + 0.36 + 0.36) / 4)
    assert constant_brier(TWO) == pytest.approx(0.25)
    assert log_loss(TWO) == pytest.approx((-math.log(0.8) - math.log(0.4)) / 2)


def test_calibration_error_of_a_hand_worked_example():
    # Four predictions, one per bin: |0.8-1|, |0.2-0|, |0.6-0|, |0.4-1|.
    assert calibration_error(TWO) == pytest.approx((0.2 + 0.2 + 0.6 + 0.6) / 4)
    # A bin holding 0.3 twice, one of them right: 0.3 against 0.5.
    pooled = [Estimate((0.3, 0.7), (1.0, 0.0), 0), Estimate((0.3, 0.7), (0.0, 1.0), 0)]
    assert calibration_error(pooled) == pytest.approx((2 * 0.2 + 2 * 0.2) / 4)


def test_mover_bias_of_a_hand_worked_example():
    # Movers: 0.8-1 and 0.4-1 (mean -0.4); the others: 0.2-0 and 0.6-0 (mean 0.4).
    assert mover_bias(TWO) == pytest.approx(-0.8)
    flattering = [Estimate((0.7, 0.3), (0.5, 0.5), 0), Estimate((0.3, 0.7), (0.5, 0.5), 1)]
    assert mover_bias(flattering) == pytest.approx(0.4)


def test_mean_change_counts_every_seat_between_consecutive_positions():
    game = [(0.8, 0.2), (0.6, 0.4), (0.6, 0.4)]
    assert mean_change([game]) == pytest.approx((0.2 + 0.2 + 0.0 + 0.0) / 4)
    assert mean_change([game, [(0.5, 0.5)]]) == pytest.approx(0.1)
