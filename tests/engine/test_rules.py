"""Every rule of the rulebook and every reading of docs/RULINGS.md, one behaviour per test."""

from __future__ import annotations

import pytest

from franchise import BOARD, Game, IllegalMoveError, TurnMove
from franchise.core.events import CityScored, Expanded, RegionScored, TrackBonus

from .positions import money, pid, put, score_by_hand, turn_game


def events_of(game: Game, move: str, kind: type) -> list:
    return [e for e in game.apply(move) if isinstance(e, kind)]


# ----------------------------------------------------------------------------- income
def test_rulebook_income_example_seven_free_spaces_pays_3_with_3_to_5_players():
    for players in (3, 4, 5):
        assert BOARD.income(players, 7) == 3
    game = turn_game(4)
    put(game, 0, "chicago")
    put(game, 1, "chicago")  # Chicago 7: 5 free
    put(game, 0, "detroit")
    put(game, 1, "detroit", 2)  # Detroit 4: 1 free
    put(game, 0, "minneapolis")  # Minneapolis 2: 1 free
    assert game.income(0) == 3
    money(game, 0, 0)
    game.apply("pass")
    assert game.state.money[0] == 3


def test_income_without_unscored_city_is_one_dollar_and_scored_cities_do_not_count():
    game = turn_game(2)
    put(game, 0, "pueblo")
    score_by_hand(game, "denver", keeper=0)
    assert game.income(0) == 1


def test_two_player_chart_differs():
    assert BOARD.income(2, 7) == 2
    assert BOARD.income(2, 40) == 7


# ----------------------------------------------------------------------------- expansion
def test_rulebook_detroit_to_chicago_costs_3():
    game = turn_game(4)
    put(game, 0, "detroit")
    money(game, 0, 10)
    before = game.state.money[0] + game.income(0)
    (expanded,) = events_of(game, ">chicago", Expanded)
    assert (expanded.cost, expanded.source) == (3, pid("detroit"))
    assert game.state.money[0] == before - 3
    assert game.state.fill[pid("chicago")] == (0,)


def test_rulebook_double_expansion_to_chicago_and_new_york_costs_8():
    game = turn_game(4)
    put(game, 0, "detroit")
    money(game, 0, 20)
    before = game.state.money[0] + game.income(0)
    expanded = events_of(game, ">chicago >new-york", Expanded)
    assert sorted(e.cost for e in expanded) == [3, 5]
    assert game.state.money[0] == before - 8
    assert game.state.bonus_left[0] == BOARD.bonus_tiles[4] - 1


def test_not_linked_is_refused_in_players_words():
    game = turn_game(4)
    put(game, 0, "detroit")
    with pytest.raises(IllegalMoveError, match="Omaha is not linked to any place of yours"):
        game.apply(">omaha")


def test_cannot_afford_link_names_the_amounts():
    game = turn_game(4)
    put(game, 0, "detroit")
    money(game, 0, 3)  # plus $2 income = $5
    with pytest.raises(IllegalMoveError, match=r"you need \$8 but have \$5"):
        game.apply(">chicago >new-york")


def test_second_expansion_cannot_start_from_the_first_marker():
    game = turn_game(4)
    put(game, 0, "detroit")
    money(game, 0, 20)
    with pytest.raises(IllegalMoveError, match="Minneapolis is not linked"):
        game.apply(">chicago >minneapolis")


def test_expansion_target_rules():
    game = turn_game(4)
    put(game, 0, "detroit")
    put(game, 0, "chicago")
    put(game, 1, "indianapolis")
    money(game, 0, 30)
    with pytest.raises(IllegalMoveError, match="Indianapolis is already taken"):
        game.apply(">indianapolis")
    with pytest.raises(IllegalMoveError, match="already have a franchise in Chicago"):
        game.apply(">chicago")
    score_by_hand(game, "new-york", keeper=1)
    with pytest.raises(IllegalMoveError, match="New York has already been scored"):
        game.apply(">new-york")


def test_scored_city_is_a_source_and_the_cheapest_link_is_paid():
    game = turn_game(4)
    score_by_hand(game, "detroit", keeper=0)
    put(game, 0, "minneapolis")
    (expanded,) = events_of(game, ">chicago", Expanded)
    assert expanded.cost == 3  # Detroit-Chicago $3 and Minneapolis-Chicago $3
    game = turn_game(4)
    put(game, 0, "detroit")
    put(game, 0, "ogallala")
    (expanded,) = events_of(game, ">chicago", Expanded)
    assert (expanded.cost, expanded.source) == (1, pid("ogallala"))


def test_out_of_play_regions_with_two_or_three_players():
    game = turn_game(2)
    put(game, 0, "denver")
    assert game.state.fill[pid("salt-lake-city")] == ()
    with pytest.raises(IllegalMoveError, match="Pocatello is out of play with 2 players"):
        game.apply(">pocatello")
    assert game.state.scored[pid("seattle")]
    assert game.state.free_spaces(pid("los-angeles")) == 0
    assert [BOARD.regions[t].id for t in game.state.track] == [
        "california",
        "upper-west",
        "montana",
    ]


def test_expanding_is_optional_and_money_never_goes_negative():
    game = turn_game(2)
    put(game, 0, "detroit")
    money(game, 0, 1)
    game.apply("pass")  # 3 free spaces pay $1 with 2 players
    assert game.state.money[0] == 2
    game = turn_game(2)
    put(game, 0, "detroit")
    money(game, 0, 1)  # $1 + $1 income is not enough for $3
    with pytest.raises(IllegalMoveError, match=r"you need \$3 but have \$2"):
        game.apply(">chicago")


# ----------------------------------------------------------------------------- increases
def test_rulebook_two_increases_cost_2():
    game = turn_game(4)
    for city in ("chicago", "detroit", "omaha", "dallas"):
        put(game, 0, city)
    money(game, 0, 5)
    before = game.state.money[0] + game.income(0)
    game.apply("+chicago +detroit")
    assert game.state.money[0] == before - 2
    assert game.state.counts[0][pid("chicago")] == 2
    assert game.state.counts[0][pid("omaha")] == 1


def test_increase_rules():
    game = turn_game(4)
    put(game, 0, "detroit")
    put(game, 0, "indianapolis")
    money(game, 0, 20)
    with pytest.raises(IllegalMoveError, match="only expanding to Chicago"):
        game.apply(">chicago +chicago")
    with pytest.raises(IllegalMoveError, match="Indianapolis is a town"):
        game.apply("+indianapolis")
    with pytest.raises(IllegalMoveError, match="no franchise in Omaha"):
        game.apply("+omaha")
    with pytest.raises(IllegalMoveError, match="only once per city"):
        game.apply(TurnMove.of(increases=[pid("detroit"), pid("detroit")]))


def test_new_franchises_take_the_first_free_space_in_fill_order():
    game = turn_game(4, current=2)
    put(game, 0, "chicago")
    put(game, 1, "chicago")
    put(game, 2, "new-york")
    money(game, 2, 20)
    game.apply(">chicago")
    assert game.state.fill[pid("chicago")] == (0, 1, 2)


# ----------------------------------------------------------------------------- city scoring
def test_rulebook_absolute_majority_in_a_6_city_gains_6():
    game = turn_game(4)
    put(game, 0, "washington", 3)
    put(game, 1, "washington")
    supply = game.state.supply[0]
    (scored,) = events_of(game, "+washington", CityScored)
    assert (scored.seat, scored.influence, scored.reason) == (0, 6, "majority")
    assert game.state.influence[0] == 6
    assert game.state.scored[pid("washington")]
    assert game.state.counts[0][pid("washington")] == 1  # the scorer keeps one
    assert game.state.counts[1][pid("washington")] == 1  # everyone else keeps theirs
    # One franchise went in, three came back, one was set beside the region tile.
    assert game.state.supply[0] == supply - 1 + 3 - 1


def test_rulebook_tie_in_full_6_city_goes_to_the_earliest_franchise_for_3():
    game = turn_game(4, current=3)
    for seat in (0, 1, 1, 0, 2):
        put(game, seat, "houston")
    put(game, 3, "dallas")
    money(game, 3, 20)
    (scored,) = events_of(game, ">houston", CityScored)
    assert (scored.seat, scored.influence, scored.reason) == (0, 3, "tie")
    assert game.state.region_ref[BOARD.region_index["texas"]] == 3  # the active player
    assert game.state.counts[0][pid("houston")] == 1


def test_full_city_without_majority_pays_half_rounded_down_to_the_most():
    game = turn_game(4, current=3)
    for seat in (0, 1, 0, 2):
        put(game, seat, "phoenix")  # Phoenix 5: Sam 2, Jan 1, Travis 1
    put(game, 3, "flagstaff")
    (scored,) = events_of(game, ">phoenix", CityScored)  # Ann fills the last space
    assert (scored.seat, scored.influence, scored.reason) == (0, 2, "most")
    assert game.state.influence[0] == 2


def test_tie_in_a_full_5_city_goes_to_the_earliest_franchise_for_2():
    game = turn_game(4, current=2)
    for seat in (1, 0, 0, 1):
        put(game, seat, "phoenix")  # Phoenix 5: Jan first, then Sam, Sam, Jan
    put(game, 2, "flagstaff")
    (scored,) = events_of(game, ">phoenix", CityScored)
    assert (scored.seat, scored.influence, scored.reason) == (1, 2, "tie")


def test_double_market_share_can_reach_a_majority_and_needs_two_free_spaces():
    game = turn_game(4)
    put(game, 0, "chicago", 2)
    put(game, 1, "chicago")
    money(game, 0, 5)
    (scored,) = events_of(game, "++chicago", CityScored)
    assert (scored.seat, scored.influence, scored.reason) == (0, 7, "majority")
    game = turn_game(4)
    put(game, 0, "minneapolis")
    with pytest.raises(IllegalMoveError, match="needs two free spaces"):
        game.apply("++minneapolis")


def test_reference_marker_is_taken_from_supply_and_recorded_even_when_empty():
    region = BOARD.region_index["great-lakes"]
    game = turn_game(4)
    put(game, 0, "minneapolis")
    game.apply("+minneapolis")
    assert game.state.region_ref[region] == 0
    assert game.state.reference_franchises[0] == 1
    game = turn_game(4, current=1)
    put(game, 0, "minneapolis")
    put(game, 1, "fargo")
    game.state.supply[1] = 1
    (scored,) = events_of(game, ">minneapolis", CityScored)  # full 2-city, 1-1 tie
    assert scored.seat == 0
    assert game.state.supply[1] == 0
    assert game.state.region_ref[region] == 1  # recorded although no franchise was left
    assert game.state.reference_franchises[1] == 0


def test_increases_that_use_the_last_franchises_record_the_reference_without_one():
    """docs/RULINGS.md, R-reference: the turn's own franchises are not the reference's."""
    detroit = pid("detroit")
    region = BOARD.places[detroit].region
    game = turn_game(4)
    put(game, 1, "detroit", 2)
    put(game, 0, "detroit")
    put(game, 0, "new-york")
    game.state.supply[0] = 2
    (scored,) = events_of(game, "+detroit +new-york", CityScored)  # full 4-city, 2-2 tie
    assert (scored.city, scored.seat) == (detroit, 1)
    assert game.state.region_ref[region] == 0
    assert game.state.reference_franchises[0] == 0
    assert game.state.supply[0] == 0
    assert game.state.counts[0][pid("new-york")] == 2
    assert game.legal_moves()  # before the fix the supply went to -1 and nothing was legal


def test_double_expansion_that_uses_the_last_franchises_records_the_reference_without_one():
    region = BOARD.region_index["great-lakes"]
    game = turn_game(4, current=1)
    put(game, 0, "minneapolis")
    put(game, 1, "fargo")
    put(game, 1, "detroit")
    game.state.supply[1] = 2
    money(game, 1, 20)
    (scored,) = events_of(game, ">minneapolis >chicago", CityScored)  # full 2-city, 1-1 tie
    assert scored.seat == 0
    assert game.state.region_ref[region] == 1
    assert game.state.reference_franchises[1] == 0
    assert game.state.supply[1] == 0
    assert game.state.counts[1][pid("chicago")] == 1


def test_supply_limits_markers_and_increases():
    game = turn_game(4)
    put(game, 0, "detroit")
    put(game, 0, "chicago")
    game.state.supply[0] = 1
    money(game, 0, 20)
    with pytest.raises(IllegalMoveError, match="need 2 franchises but have 1"):
        game.apply(">indianapolis +chicago")
    game.apply(">indianapolis")


# ----------------------------------------------------------------------------- region scoring
def _yellow_region(game: Game) -> None:
    """Grand Canyon one town short of scoring: white 4, black 3, three others 1 each."""
    put(game, 0, "flagstaff")
    put(game, 1, "pueblo")
    score_by_hand(game, "phoenix", keeper=0)
    put(game, 1, "phoenix", 2)
    put(game, 2, "phoenix")
    score_by_hand(game, "albuquerque", keeper=0)
    put(game, 3, "albuquerque")
    score_by_hand(game, "denver", keeper=0)
    put(game, 4, "denver")


def test_rulebook_yellow_region_pays_10_8_5_5_5():
    game = turn_game(5, current=4)
    _yellow_region(game)
    events = game.apply(">salt-lake-city")
    (region,) = [e for e in events if isinstance(e, RegionScored)]
    assert region.shares == ((0, 4, 10), (1, 3, 8), (4, 2, 5), (2, 1, 5), (3, 1, 5))
    (track,) = [e for e in events if isinstance(e, TrackBonus)]
    assert (track.space, track.seat, track.influence) == (0, 4, 3)
    assert game.state.influence == [10, 8, 5, 5, 8]
    assert game.state.track == [BOARD.region_index["grand-canyon"]]


def test_two_player_exception_second_gets_the_lowest_value():
    game = turn_game(2, current=1)
    put(game, 0, "montgomery")
    score_by_hand(game, "atlanta", keeper=0)
    score_by_hand(game, "jacksonville", keeper=0)
    put(game, 1, "jacksonville")
    put(game, 1, "little-rock")
    events = game.apply(">huntsville")
    (region,) = [e for e in events if isinstance(e, RegionScored)]
    assert region.shares == ((0, 3, 10), (1, 2, 3))


@pytest.mark.parametrize(("reference", "winner"), [(1, 2), (3, 0)])
def test_region_tie_goes_clockwise_from_the_reference_player(reference, winner):
    game = turn_game(4, current=1)
    for city in BOARD.region("texas").cities:
        score_by_hand(game, BOARD.places[city].id, keeper=2, reference=reference)
        put(game, 0, BOARD.places[city].id)
    put(game, 1, "albuquerque")
    events = game.apply(">el-paso")
    (region,) = [e for e in events if isinstance(e, RegionScored)]
    loser = 2 if winner == 0 else 0
    assert region.shares == ((winner, 3, 5), (loser, 3, 4), (1, 1, 2))


def test_regions_score_in_board_order_and_each_fills_the_next_track_space():
    game = turn_game(4, current=0)
    for region_id in ("new-york", "great-lakes"):
        for city in BOARD.region(region_id).cities:
            score_by_hand(game, BOARD.places[city].id, keeper=1)
    for town in ("indianapolis",):
        put(game, 1, town)
    game.state.track = [0, 2, 3]
    put(game, 0, "chicago")
    events = game.apply("pass")
    assert [e for e in events if isinstance(e, RegionScored)] == []
    game = turn_game(4, current=0)
    great_lakes = BOARD.region("great-lakes")
    for city in great_lakes.cities:
        score_by_hand(game, BOARD.places[city].id, keeper=1)
    put(game, 0, "detroit")
    put(game, 0, "pittsburgh")
    put(game, 1, "pittsburgh")
    events = game.apply(">indianapolis")
    assert [e.region for e in events if isinstance(e, RegionScored)] == [great_lakes.index]
    assert [(e.space, e.influence) for e in events if isinstance(e, TrackBonus)] == [(0, 3)]
