"""Looking ahead at a turn: the dry run, the warnings before End turn, target prices."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from franchise import BOARD, Bonus, FranchiseError, Game, Setup, TurnMove
from franchise.core.events import CityScored, CityScoring, EndReason, ReferenceMarked
from franchise.core.rules import expansion_targets, income, increase_cities
from franchise.core.state import Phase
from franchise.readings.preview import (
    TurnWarning,
    end_threat,
    preview_turn,
    round_closer,
    target_prices,
    turn_warnings,
)

from ..depth import examples
from .positions import money, pid, put, score_by_hand, turn_game
from .strategies import NAMES, setups

some = settings(
    max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@some
@given(setups, st.integers(0, 2**32))
def test_the_preview_is_what_the_turn_does_and_changes_nothing(setup, seed):
    game = Game(setup)
    rng = random.Random(seed)
    while not game.is_over():
        move = game.random_move(rng)
        before = game.snapshot()
        preview = preview_turn(game, move)
        warnings = turn_warnings(game, move, preview)
        assert game.snapshot() == before
        influence = game.state.influence[:]
        game.apply(move)
        gained = [after - was for after, was in zip(game.state.influence, influence, strict=True)]
        if game.is_over():
            for final in preview.end.final_scores:
                gained[final.seat] -= final.towns + final.money_points + final.bonus_points
                assert final.total == game.state.influence[final.seat]
            assert preview.end.reason == game.state.end_reason
            assert tuple(s.seat for s in preview.end.standings if s.rank == 1) == game.winners
        else:
            assert preview.end is None
            assert not any(w.value.startswith("ends-game") for w in warnings)
        assert list(preview.gained) == gained
        assert preview.money_after == game.state.money[preview.seat]
        assert (TurnWarning.EMPTY_TURN in warnings) == (str(move) == "pass")
    game.undo()  # the undo history is intact after the previews
    assert game.snapshot() == before


def test_an_illegal_move_is_refused_by_the_preview():
    game = turn_game(4)
    put(game, 0, "detroit")
    money(game, 0, 0)
    with pytest.raises(FranchiseError):
        preview_turn(game, ">new-york")


def test_the_preview_names_the_city_scored_and_the_new_reference():
    game = turn_game(4)
    put(game, 0, "detroit", 2)
    preview = preview_turn(game, "+detroit")
    detroit = pid("detroit")
    assert preview.cities == (CityScored(detroit, 0, 4, CityScoring.MAJORITY, 2),)
    assert preview.references == (ReferenceMarked(BOARD.places[detroit].region, 0),)
    assert preview.gained == (4, 0, 0, 0)
    assert preview.income.dollars == 2
    assert preview.scores and not preview.regions and preview.end is None


def test_two_players_passing_their_first_turns_end_the_game_at_move_two():
    game = Game(Setup(NAMES[:2], variant="intro", seed=5))
    assert turn_warnings(game, "pass") == [TurnWarning.EMPTY_TURN]
    game.apply("pass")
    assert turn_warnings(game, "pass") == [
        TurnWarning.ENDS_GAME_NO_EXPANSION,
        TurnWarning.EMPTY_TURN,
    ]
    expansion = TurnMove.of([next(iter(expansion_targets(game.state, 1)))])
    assert turn_warnings(game, expansion) == []
    preview = preview_turn(game, "pass")
    game.apply("pass")
    assert game.is_over() and len(game.moves) == 2
    assert preview.end.reason == EndReason.NO_EXPANSION == game.state.end_reason
    assert [s.score for s in preview.end.standings] == sorted(game.state.influence, reverse=True)


def test_a_turn_without_expansion_that_is_not_empty_warns_only_of_the_end():
    game = turn_game(2, current=1)
    put(game, 0, "indianapolis")
    put(game, 1, "chicago")
    game.state.no_expansion_streak = 1
    assert turn_warnings(game, "+chicago") == [TurnWarning.ENDS_GAME_NO_EXPANSION]
    assert turn_warnings(game, ">minneapolis") == []


def test_the_standard_start_then_two_passes_also_warn():
    game = Game(Setup(NAMES[:2], seed=5))
    game.apply("start pueblo")
    game.apply("start indianapolis")
    assert game.state.phase == Phase.TURN
    assert turn_warnings(game, "pass") == [TurnWarning.EMPTY_TURN]
    game.apply("pass")
    assert TurnWarning.ENDS_GAME_NO_EXPANSION in turn_warnings(game, "pass")


def test_reaching_the_red_zone_warns():
    game = turn_game(4)
    game.state.track = [1, 2, 3, 4, 5, 6, 8]
    for region in (1, 2, 3, 4, 5, 6, 8):
        game.state.region_done[region] = True
    for city in BOARD.region("florida").cities:
        score_by_hand(game, BOARD.places[city].id, keeper=1)
    put(game, 1, "montgomery")
    put(game, 0, "little-rock")
    move = ">huntsville"  # Florida's last open place: the eighth tile on the track
    assert turn_warnings(game, move) == [TurnWarning.ENDS_GAME_RED_ZONE]
    preview = preview_turn(game, move)
    assert [r.region for r in preview.regions] == [BOARD.region_index["florida"]]
    assert preview.track[0].seat == 0 and preview.end.reason == EndReason.RED_ZONE
    # Passing instead lets the others end the round quietly, with seat 1's Florida ahead.
    assert turn_warnings(game, "pass") == [TurnWarning.RIVAL_CAN_END, TurnWarning.EMPTY_TURN]


def _detroit_seat():
    """Seat 0 in Detroit only, $0; $2 income: only Indianapolis ($1) is affordable."""
    game = turn_game(4)
    put(game, 0, "detroit", 2)
    money(game, 0, 0)
    return game


def test_targets_are_priced_against_money_income_and_the_dollars_tile():
    game = _detroit_seat()
    prices = target_prices(game, 0, TurnMove())
    by_place = {p.place: p for p in prices.targets}
    assert (prices.money, prices.income, prices.bonus_dollars) == (0, 2, 0)
    assert prices.dollars_tile_open
    assert set(by_place) == {pid(p) for p in ("chicago", "indianapolis", "new-york", "st-louis")}
    assert by_place[pid("indianapolis")].affordable
    assert by_place[pid("chicago")].cost == 3
    assert by_place[pid("chicago")].source == pid("detroit")
    for place in ("chicago", "new-york", "st-louis"):
        assert not by_place[pid(place)].affordable and by_place[pid(place)].with_dollars
    chosen = target_prices(game, 0, TurnMove(dollars=True))
    assert chosen.bonus_dollars == 10 and not chosen.dollars_tile_open
    assert all(p.affordable and not p.with_dollars for p in chosen.targets)


def test_no_dollars_hint_when_no_tile_may_be_used():
    game = _detroit_seat()
    game.state.turns_taken[0] = 0
    prices = target_prices(game, 0, TurnMove())
    assert not prices.dollars_tile_open
    assert not any(p.with_dollars for p in prices.targets)


def test_increases_and_a_staying_second_marker_take_their_share():
    game = _detroit_seat()
    money(game, 0, 3)  # $5 with income

    def affordable(draft: TurnMove, bonus: Bonus | None = None) -> set[str]:
        prices = target_prices(game, 0, draft, bonus=bonus)
        return {BOARD.places[p.place].id for p in prices.targets if p.affordable}

    everything = {"chicago", "indianapolis", "new-york", "st-louis"}
    assert affordable(TurnMove()) == everything
    assert affordable(TurnMove.of(increases=[pid("detroit")])) == {"chicago", "indianapolis"}
    one = TurnMove.of([pid("indianapolis")])
    assert affordable(one) == everything  # a single marker moves: Indianapolis is not paid
    # With the double-expansion tile the $1 marker in Indianapolis stays: $4 left.
    assert affordable(one, Bonus.EXPAND) == {"chicago", "indianapolis"}


def test_the_income_preview_follows_the_draft():
    game = _detroit_seat()
    assert target_prices(game, 0, TurnMove()).next_income == income(game.state, 0) == 2
    # A third franchise in Detroit scores it: no free space left for income, $1.
    assert target_prices(game, 0, TurnMove.of(increases=[pid("detroit")])).next_income == 1
    assert target_prices(game, 0, TurnMove.of([pid("new-york")])).next_income is None
    money(game, 0, 20)
    # Expanding into New York adds its seven free spaces: 9 in all pays $3.
    assert target_prices(game, 0, TurnMove.of([pid("new-york")])).next_income == 3


@some
@given(setups, st.integers(0, 2**32), st.integers(5, 80))
def test_affordable_agrees_with_the_engine(setup, seed, cut):
    game = Game(setup)
    rng = random.Random(seed)
    while not game.is_over() and len(game.moves) < cut:
        game.apply_unchecked(game.random_move(rng), keep_undo=False)
    if game.is_over() or game.state.phase != Phase.TURN:
        return
    seat = game.current
    if game.state.supply[seat] < 5:
        return
    cities = increase_cities(game.state, seat)
    draft = TurnMove.of(increases=rng.sample(cities, min(len(cities), 2)))
    prices = target_prices(game, seat, draft)
    for price in prices.targets:
        with_target = TurnMove.of([price.place], draft.increases)
        assert price.affordable == _legal(game, with_target)
        if prices.dollars_tile_open:
            with_tile = TurnMove.of([price.place], draft.increases, dollars=True)
            assert price.with_dollars == (not price.affordable and _legal(game, with_tile))


def _legal(game: Game, move: TurnMove) -> bool:
    try:
        game.check(move)
    except FranchiseError:
        return False
    return True


def _leader_game(players: int, leader: int) -> Game:
    """Seat 0 to move in Detroit and Chicago with $5, every seat with a town; ``leader`` ahead
    by 10 influence."""
    game = turn_game(players)
    for seat, town in enumerate(("indianapolis", "pueblo", "memphis", "reno")[:players]):
        put(game, seat, town)
    put(game, 0, "detroit")
    money(game, 0, 5)
    game.state.influence[leader] += 10
    return game


def test_a_quiet_turn_that_lets_the_next_player_end_and_win_warns_with_the_result():
    game = _leader_game(2, leader=1)
    threat = end_threat(game, "pass")
    assert threat is not None and threat.closer == 1 and threat.winners == (1,)
    ended = game.clone()
    ended.apply("pass")
    ended.apply("pass")
    assert ended.is_over() and [s.score for s in threat.end.standings] == sorted(
        ended.state.influence, reverse=True
    )
    assert turn_warnings(game, "pass") == [TurnWarning.RIVAL_CAN_END, TurnWarning.EMPTY_TURN]
    assert turn_warnings(game, "+detroit") == [TurnWarning.RIVAL_CAN_END]
    assert turn_warnings(game, ">chicago") == []  # an expansion keeps the game going
    assert end_threat(_leader_game(2, leader=0), "pass") is None  # the mover would win


def test_with_more_players_the_threat_is_the_rest_of_the_round_passing():
    game = _leader_game(3, leader=1)
    threat = end_threat(game, "pass")
    assert threat is not None and threat.closer == 2 and threat.winners == (1,)
    assert round_closer(game) is None  # nobody has passed yet in this round
    game.apply("pass")
    assert round_closer(game) == 2  # if seats 1 and 2 pass, the game ends with seat 2's turn
    game.apply("pass")
    assert round_closer(game) == 2
    assert turn_warnings(game, "pass")[0] == TurnWarning.ENDS_GAME_NO_EXPANSION
    # A seat behind who could close the round does not make a threat for the leader.
    assert end_threat(_leader_game(3, leader=0), "pass") is None


def test_no_threat_and_no_closer_in_the_start_placements():
    game = Game(Setup(NAMES[:2], seed=5))
    assert end_threat(game, "start pueblo") is None and round_closer(game) is None
