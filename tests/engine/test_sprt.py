"""The sequential strength test: its arithmetic on cases worked by hand, its scoring, its runs."""

from __future__ import annotations

import json
import math
from collections import Counter

import pytest

from franchise.lab import sprt
from franchise.lab.arena import main as arena_main
from franchise.lab.strength import rotation, run_sprt, score_for


def test_elo_and_expected_score_are_inverse():
    assert sprt.expected_score(0) == 0.5
    assert sprt.expected_score(400) == pytest.approx(10 / 11)
    assert sprt.elo_of(10 / 11) == pytest.approx(400)
    assert sprt.elo_of(0.25) == pytest.approx(-400 * math.log10(3))
    assert sprt.elo_of(1.0) == math.inf and sprt.elo_of(0.0) == -math.inf


def test_bounds_are_ln_19_for_alpha_and_beta_of_five_percent():
    lower, upper = sprt.bounds()
    assert upper == pytest.approx(math.log(19)) == pytest.approx(2.944, abs=1e-3)
    assert lower == pytest.approx(-math.log(19))


def test_wins_and_losses_only_give_the_binomial_ratio():
    # With two values, the constrained MLE is p(1) = s, p(0) = 1 - s, so the LLR is
    # 6 ln(s1 / s0) + 4 ln((1 - s1) / (1 - s0)), s0 = 0.5, s1 = 1 / (1 + 10^(-50/400)):
    # s1 = 0.571463, 6 * ln(1.142926) + 4 * ln(0.857074) = 6 * 0.133592 - 4 * 0.154231 = 0.18463.
    ratio = sprt.llr(Counter({1.0: 6, 0.0: 4}), 0, 50)
    assert ratio == pytest.approx(0.18463, abs=1e-4)


def test_a_sample_mean_equal_to_h0_never_favours_h1():
    # Mean 0.5 = s0: H0's constrained MLE is the empirical distribution itself, (1/4, 1/2, 1/4),
    # the most likely of all, so the ratio is negative.
    samples = Counter({0.0: 1, 0.5: 2, 1.0: 1})
    assert sprt.llr(samples, 0, 50) < 0
    mle = sprt.constrained_mle({0.0: 1, 0.5: 2, 1.0: 1}, 0.5)
    assert mle == pytest.approx({0.0: 0.25, 0.5: 0.5, 1.0: 0.25})


def test_the_constrained_mle_is_a_distribution_with_the_asked_mean():
    mle = sprt.constrained_mle({0.0: 3, 0.25: 1, 0.5: 5, 0.75: 2, 1.0: 4}, 0.6)
    assert sum(mle.values()) == pytest.approx(1)
    assert sum(x * p for x, p in mle.items()) == pytest.approx(0.6)
    assert all(p > 0 for p in mle.values())


def test_one_win_already_has_a_defined_ratio():
    # 0 unseen gets a tiny weight: the ratio is about ln(s1 / s0) = ln(1.142926) = 0.1336.
    assert sprt.llr(Counter({1.0: 1}), 0, 50) == pytest.approx(0.1336, abs=1e-3)
    assert sprt.llr(Counter(), 0, 50) == 0.0


def test_the_estimate_of_ten_games():
    estimate = sprt.estimate(Counter({1.0: 6, 0.0: 4}))
    # Mean 0.6, variance 0.24 (over the groups), standard error 0.1549, interval 0.6 ± 0.3036.
    assert estimate.score == pytest.approx(0.6)
    assert estimate.elo == pytest.approx(70.44, abs=0.01)
    assert estimate.elo_low == pytest.approx(sprt.elo_of(0.6 - 1.959964 * math.sqrt(0.24 / 10)))
    assert estimate.elo_high == pytest.approx(sprt.elo_of(0.6 + 1.959964 * math.sqrt(0.24 / 10)))


def test_verdicts():
    assert sprt.verdict(3.0) is sprt.Verdict.H1
    assert sprt.verdict(-3.0) is sprt.Verdict.H0
    assert sprt.verdict(2.9) is sprt.Verdict.OPEN


def test_rotations_put_every_level_in_every_seat():
    levels = ("a", "b", "c")
    seats = [rotation(levels, turn) for turn in range(3)]
    assert seats == [(0, 1, 2), (1, 2, 0), (2, 0, 1)]
    for entry in range(3):
        assert sorted(table.index(entry) for table in seats) == [0, 1, 2]


def _result(winners: list[int], scores: list[int]) -> dict:
    return {"winners": winners, "scores": scores}


def test_two_player_scores_are_win_shared_win_and_loss():
    levels = ("new", "base")
    assert score_for((1, 0), levels, _result([1], [20, 25])) == 1.0
    assert score_for((0, 1), levels, _result([1], [20, 25])) == 0.0
    assert score_for((0, 1), levels, _result([0, 1], [22, 22])) == 0.5


def test_at_four_players_the_score_is_the_share_of_baseline_seats_finished_above():
    # Seats: new, base, base, other; new is second of the four, above one base, tied with none.
    levels = ("new", "base", "base", "other")
    assert score_for((0, 1, 2, 3), levels, _result([3], [20, 25, 10, 30])) == 0.5
    # One baseline seat only (the others fill the table): above it or not.
    levels = ("new", "base", "medium", "random")
    assert score_for((0, 1, 2, 3), levels, _result([2], [20, 15, 30, 5])) == 1.0
    assert score_for((0, 1, 2, 3), levels, _result([1], [20, 25, 10, 30])) == 0.0


def new_always_wins(table: tuple[str, ...], seed: int) -> dict:
    """A stand-in for ``play_match``: the candidate's seat wins every game."""
    seat = table.index("new")
    return {
        "winners": [seat],
        "scores": [10 + 5 * (s == seat) for s in range(len(table))],
        "cpu": [0.01] * len(table),
        "decisions": [1] * len(table),
    }


def seats_alternate(table: tuple[str, ...], seed: int) -> dict:
    """A stand-in where the first seat always wins: every pair is one win and one loss."""
    return {"winners": [0], "scores": [15, 10], "cpu": [0.0, 0.0], "decisions": [1, 1]}


def test_a_candidate_that_always_wins_is_accepted_when_the_ratio_crosses_the_bound():
    seen = []
    final = run_sprt(
        ("new", "base"),
        elo0=0,
        elo1=100,
        max_games=1000,
        seed=1,
        workers=1,
        play=new_always_wins,
        report=seen.append,
    )
    # Each pair adds about ln(s1 / s0) = ln(0.640065 / 0.5) = 0.2470: 12 pairs pass 2.944.
    assert final.verdict is sprt.Verdict.H1
    assert final.games == 24 and len(seen) == 12
    assert seen[-2].llr < sprt.bounds()[1] <= final.llr
    assert final.new_ms == pytest.approx(10)


def test_pairs_that_always_split_reject_the_gain():
    # Every pair scores exactly 0.5: no spread at all is strong evidence against a gain.
    final = run_sprt(
        ("new", "base"), elo0=0, elo1=50, max_games=1000, seed=1, workers=1, play=seats_alternate
    )
    assert final.estimate.score == 0.5
    assert final.verdict is sprt.Verdict.H0
    assert final.llr <= sprt.bounds()[0]


def test_a_test_without_verdict_stops_at_its_game_limit():
    final = run_sprt(
        ("new", "base"), elo0=0, elo1=50, max_games=10, seed=1, workers=1, play=seats_alternate
    )
    assert final.games == 10
    assert final.verdict is sprt.Verdict.OPEN


def test_a_small_real_sprt_run_ends_at_its_game_limit(capsys):
    assert (
        arena_main(
            [
                "--sprt",
                "--players",
                "hard:300,hard1:300",
                "--max-games",
                "4",
                "--workers",
                "2",
                "--json",
            ]
        )
        == 0
    )
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 4
    assert result["verdict"] == "OPEN"
    assert 0 <= result["score"] <= 1
