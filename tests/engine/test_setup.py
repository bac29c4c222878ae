"""Setup: seats, variants, start placement and everything drawn from the seed."""

from __future__ import annotations

from collections import Counter

import pytest

from franchise import BOARD, Game, IllegalMoveError, Setup, SetupError, StartMove

from .positions import pid

NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")


def test_first_player_is_drawn_from_the_seed_and_seats_rotate_to_it():
    firsts = {Setup(NAMES[:4], seed=seed).resolve().names[0] for seed in range(40)}
    assert firsts == set(NAMES[:4])
    table = Setup(NAMES[:4], first_player=2).resolve()
    assert table.names == ("Cyd", "Dee", "Ann", "Bob")
    assert table.colors == ("orange", "black", "blue", "red")
    assert Setup(NAMES[:3], seed=5).resolve() == Setup(NAMES[:3], seed=5).resolve()


def test_standard_start_is_in_reverse_seat_order_on_empty_active_towns():
    game = Game(Setup(NAMES[:3], first_player=0))
    assert game.decision.kind == "start" and game.current == 2
    assert pid("reno") not in {m.town for m in game.legal_moves()}
    assert len(game.legal_moves()) == 20 - 8  # 8 towns lie in the three closed regions
    with pytest.raises(IllegalMoveError, match="Reno is out of play with 3 players"):
        game.apply("start reno")
    with pytest.raises(IllegalMoveError, match="Chicago is a city"):
        game.apply("start chicago")
    game.apply("start pueblo")
    assert game.current == 1
    with pytest.raises(IllegalMoveError, match="Pueblo is already taken"):
        game.apply("start pueblo")
    with pytest.raises(IllegalMoveError, match="must choose a start town first"):
        game.apply("pass")
    game.apply("start memphis")
    game.apply("start raleigh")
    assert game.decision.kind == "turn" and game.current == 0
    assert game.state.fill[pid("raleigh")] == (0,)
    with pytest.raises(IllegalMoveError, match="already placed"):
        game.apply(StartMove(pid("el-paso")))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_starting_money_by_seat(players):
    game = Game(Setup(NAMES[:players]))
    assert tuple(game.state.money) == BOARD.starting_money[players]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_intro_variant_places_two_fixed_towns_each(players):
    game = Game(Setup(NAMES[:players], variant="intro", first_player=0))
    assert game.decision.kind == "turn" and game.current == 0
    for seat, towns in enumerate(BOARD.intro_start_towns[players]):
        assert [game.state.fill[t] for t in towns] == [(seat,), (seat,)]
        assert game.state.supply[seat] == 38


def test_two_and_three_player_board_closes_three_regions():
    game = Game(Setup(NAMES[:2]))
    closed = {BOARD.regions[r].id for r in range(10) if not game.table.active_region[r]}
    assert closed == {"california", "upper-west", "montana"}
    assert all(Game(Setup(NAMES[:n])).table.active_region == (True,) * 10 for n in (4, 5))


def test_expert_variant_deals_tiles_within_their_back_groups():
    for seed in range(20):
        table = Setup(NAMES[:4], variant="expert", seed=seed).resolve()
        for group, values in BOARD.tile_groups.items():
            cities = [
                p for p in BOARD.places if p.is_city and BOARD.tile_group_of(p.spaces) == group
            ]
            assert Counter(table.spaces[c.index] for c in cities) == Counter(values)
        assert sorted(table.region_tile) == list(range(10))
    spaces = {Setup(NAMES[:4], variant="expert", seed=s).resolve().spaces for s in range(10)}
    assert len(spaces) > 1


def test_expert_choices_are_kept_and_checked():
    setup = Setup(
        NAMES[:4],
        variant="expert",
        city_tiles={"chicago": 8, "new-york": 7},
        region_tiles={"central": "florida", "florida": "central"},
    )
    table = setup.resolve()
    assert table.spaces[pid("chicago")] == 8 and table.spaces[pid("new-york")] == 7
    assert table.region_values(BOARD.region_index["central"]) == (10, 6, 3)
    with pytest.raises(SetupError, match="Chicago cannot get tile 8"):  # the later choice
        Setup(NAMES[:4], variant="expert", city_tiles={"new-york": 8, "chicago": 8}).resolve()
    with pytest.raises(SetupError, match="only chosen in the expert variant"):
        Setup(NAMES[:4], city_tiles={"chicago": 8}).resolve()
    with pytest.raises(SetupError, match="chosen for Texas already lies on another region"):
        Setup(
            NAMES[:4], variant="expert", region_tiles={"central": "texas", "texas": "texas"}
        ).resolve()


def test_of_two_clashing_choices_the_later_one_is_refused():
    """The expert form hands over the city a player just changed last: the refusal names
    it, whichever comes first on the board, and says what its group has left."""
    for first, later in (("chicago", "new-york"), ("new-york", "chicago")):
        tiles = {first: 8, later: 8}
        setup = Setup(NAMES[:4], variant="expert", city_tiles=tiles)
        with pytest.raises(SetupError) as refused:
            setup.resolve()
        assert refused.value.params["place"] == pid(later)
        assert refused.value.params["text"] == "7, 7"  # the 8 is gone, both 7s are left
    regions = {"texas": "florida", "central": "florida"}
    with pytest.raises(SetupError) as refused:
        Setup(NAMES[:4], variant="expert", region_tiles=regions).resolve()
    assert refused.value.params["region"] == BOARD.region_index["central"]


def test_a_tile_on_the_track_stands_for_the_region_it_lay_on():
    tiles = {"central": "florida", "florida": "central"}
    table = Setup(NAMES[:4], variant="expert", region_tiles=tiles).resolve()
    florida, central = BOARD.region_index["florida"], BOARD.region_index["central"]
    assert table.region_of_tile(florida) == central
    assert table.region_of_tile(central) == florida


def test_expert_city_size_changes_majorities():
    setup = Setup(NAMES[:4], variant="expert", city_tiles={"chicago": 8, "new-york": 7})
    game = Game(setup)
    assert game.table.spaces[pid("chicago")] == 8


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        (Setup(("Ann",)), "2 to 5 players"),
        (Setup((*NAMES, "Fay")), "2 to 5 players"),
        (Setup(("Ann", "Ann")), "same name"),
        (Setup(("Ann", " ")), "needs a name"),
        (Setup(("Ann", "B" * 25)), "longer than 24"),
        (Setup(("Ann", "Bob"), colors=("blue", "blue")), "colour of their own"),
        (Setup(("Ann", "Bob"), colors=("blue", "pink")), "unknown player colour"),
        (Setup(("Ann", "Bob"), first_player=2), "no player 3"),
        (Setup(("Ann", "Bob"), variant="chaos"), "unknown variant"),
    ],
)
def test_bad_setups_are_refused_in_players_words(setup, message):
    with pytest.raises(SetupError, match=message):
        setup.resolve()


def test_setup_round_trips_through_json_data():
    setup = Setup(
        NAMES[:3],
        variant="expert",
        seed=99,
        first_player=1,
        colors=("red", "beige", "black"),
        city_tiles={"chicago": 8},
        region_tiles={"texas": "florida"},
    )
    assert Setup.from_dict(setup.to_dict()) == setup
    for bad in (None, [], {"players": "Ann"}, {"players": ["A", "B"], "seed": "x"}):
        with pytest.raises(SetupError):
            Setup.from_dict(bad)
