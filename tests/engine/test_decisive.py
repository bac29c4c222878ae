"""tools/research/decisive.py on a few games of cheap levels: what its figures add up to."""

from __future__ import annotations

import pytest

from tools.research.decisive import MARKS, figures, last_change, leaders_of
from tools.research.selfplay import played


@pytest.mark.parametrize(
    ("leaders", "share"), [([0, 0, 0, 0], 0.0), ([0, 1, 1, 1], 0.25), ([2, 0, 0, 1], 0.75)]
)
def test_the_last_change_of_leader_is_a_share_of_the_game(leaders, share):
    assert last_change(leaders) == share


def test_a_replay_names_a_leader_before_every_move_and_how_the_game_ended():
    game = played(5, ["easy", "medium", "easy"])
    followed = leaders_of(game)
    assert followed["end"] in ("RED_ZONE", "NO_EXPANSION")
    for seats in followed["leaders"].values():
        assert len(seats) == len(game["moves"]) and set(seats) <= {0, 1, 2}


def test_the_figures_of_some_games_add_up():
    games = [played(seed, ["medium", "easy"]) for seed in (1, 2, 3)]
    row = figures(games)
    assert row["games"] == 3 == sum(row["ends"].values())
    assert sum(row["seat_wins"]) == pytest.approx(1.0, abs=0.002)
    assert len(row["leader_wins"]) == 2 * len(MARKS)
    assert all(0 <= share <= 1 for share in row["leader_wins"].values())
    assert 0 <= row["last_change_of_leader_median"] < 1
