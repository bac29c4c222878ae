"""Bonus tiles, the two end conditions, final scoring and the winner."""

from __future__ import annotations

import pytest

from franchise import BOARD, IllegalMoveError
from franchise.core.events import BonusUsed, FinalScore, GameOver
from franchise.core.rules import final_bonus

from .positions import money, pid, put, score_by_hand, turn_game


def test_no_bonus_tile_on_a_players_first_turn():
    game = turn_game(4)
    put(game, 0, "detroit")
    game.state.turns_taken[0] = 0
    with pytest.raises(IllegalMoveError, match="bonus tiles cannot be used on your first turn"):
        game.apply("$10")
    game.apply("pass")
    assert game.state.turns_taken[0] == 1


def test_only_one_bonus_tile_per_turn_and_none_when_all_are_used():
    game = turn_game(4)
    put(game, 0, "detroit")
    put(game, 0, "chicago")
    money(game, 0, 20)
    with pytest.raises(IllegalMoveError, match="only one bonus tile"):
        game.apply("$10 >indianapolis >new-york")
    with pytest.raises(IllegalMoveError, match="only one bonus tile"):
        game.apply("$10 ++chicago")
    game.state.bonus_left[0] = 0
    with pytest.raises(IllegalMoveError, match="no bonus tiles left"):
        game.apply("$10")


def test_ten_dollars_pay_for_the_same_turn():
    game = turn_game(4)
    put(game, 0, "detroit")
    money(game, 0, 0)
    events = game.apply("$10 >new-york +detroit")  # $2 income + $10 pays $5 + $1
    assert next(e for e in events if isinstance(e, BonusUsed)).bonus == "dollars"
    assert game.state.money[0] == 0 + 2 + 10 - 5 - 1
    assert game.state.bonus_left[0] == 2


def test_bonus_tile_counts_by_player_count():
    assert [turn_game(n).state.bonus_left[0] for n in (2, 3, 4, 5)] == [4, 4, 3, 3]


def test_double_share_goes_only_to_a_city_increased_this_turn():
    game = turn_game(4)
    put(game, 0, "chicago")
    from franchise import TurnMove

    with pytest.raises(IllegalMoveError, match="where you increased this turn"):
        game.apply(TurnMove(increases=(), double_share=pid("chicago")))


def test_double_expansion_needs_two_different_places():
    from franchise import TurnMove

    game = turn_game(4)
    put(game, 0, "detroit")
    money(game, 0, 20)
    with pytest.raises(IllegalMoveError, match="cannot expand twice to Chicago"):
        game.apply(TurnMove.of(expansions=[pid("chicago"), pid("chicago")]))


def test_rulebook_end_of_game_example_adds_5_3_4():
    game = turn_game(4)
    for town in ("indianapolis", "raleigh", "memphis", "el-paso", "pueblo"):
        put(game, 0, town)
    game.state.money[0] = 10
    game.state.bonus_left[0] = 1
    assert final_bonus(game.state, 0) == (5, 3, 4)
    assert game.projected_scores()[0] == 12


def _about_to_fill_the_red_zone(players: int = 4):
    """Seven region tiles on the track; Florida one town short of scoring."""
    game = turn_game(players)
    game.state.track = [1, 2, 3, 4, 5, 6, 8]
    for region in (1, 2, 3, 4, 5, 6, 8):
        game.state.region_done[region] = True
    for city in BOARD.region("florida").cities:
        score_by_hand(game, BOARD.places[city].id, keeper=1)
    put(game, 1, "montgomery")
    put(game, 0, "little-rock")
    return game


def test_game_ends_after_the_turn_that_puts_a_tile_in_the_red_zone():
    game = _about_to_fill_the_red_zone()
    for town in ("indianapolis", "raleigh", "memphis", "el-paso", "pueblo"):
        put(game, 0, town)
    game.state.money[0] = 10
    game.state.bonus_left[0] = 1
    events = game.apply(">huntsville")
    finals = {e.seat: e for e in events if isinstance(e, FinalScore)}
    over = [e for e in events if isinstance(e, GameOver)]
    assert game.is_over() and game.state.end_reason == "red-zone"
    assert over and over[0].reason == "red-zone"
    # Towns: little-rock, huntsville and the five above; $10 + income - $0 link; one tile.
    assert (finals[0].towns, finals[0].bonus_points) == (7, 4)
    assert game.state.track[7] == BOARD.region_index["florida"]
    with pytest.raises(IllegalMoveError, match="the game is over"):
        game.apply("pass")
    assert game.legal_moves() == [] and game.count_legal_moves() == 0


def test_game_ends_when_a_full_round_passes_without_expansion():
    game = turn_game(3)
    for seat, town in enumerate(("indianapolis", "raleigh", "memphis")):
        put(game, seat, town)
    game.apply("pass")
    game.apply(">atlanta")
    game.apply("pass")
    game.apply("pass")
    assert not game.is_over()
    events = game.apply("pass")
    assert game.is_over() and game.state.end_reason == "no-expansion"
    assert isinstance(events[-1], GameOver)


def test_tie_on_influence_goes_to_most_towns_then_is_shared():
    game = turn_game(2)
    put(game, 0, "indianapolis")
    put(game, 1, "raleigh")
    put(game, 1, "memphis")
    game.state.influence = [11, 10]
    game.state.money = [0, 0]
    game.state.bonus_left = [0, 0]
    game.apply("pass")
    game.apply("pass")
    assert game.state.influence == [12, 12]
    assert game.winners == (1,)
    game = turn_game(2)
    put(game, 0, "indianapolis")
    put(game, 1, "raleigh")
    game.state.money = [0, 0]
    game.state.bonus_left = [0, 0]
    game.apply("pass")
    game.apply("pass")
    assert game.winners == (0, 1)
    assert game.returns() == [0.5, 0.5]
