"""Arrow keys on the map: each goes to a place in its direction, preferring linked places, and
every place can be reached from any other."""

from __future__ import annotations

from franchise import BOARD
from web.board.layout import board_layout
from web.board.map_keys import DIRECTIONS, first_stop, linked, step

from ..engine.positions import put, turn_game


def centre(place: int) -> tuple[float, float]:
    return board_layout().places[BOARD.places[place].id]


def test_every_arrow_moves_in_its_direction():
    for place in range(len(BOARD.places)):
        x, y = centre(place)
        for key, (dx, dy) in DIRECTIONS.items():
            target = step(place, key)
            if target is None:
                continue
            tx, ty = centre(target)
            assert (tx - x) * dx + (ty - y) * dy > 0, (BOARD.places[place].id, key)


def test_a_linked_place_in_the_direction_wins_over_a_closer_unlinked_one():
    chicago = BOARD.place_index["chicago"]
    moves = {step(chicago, key) for key in DIRECTIONS} - {None}
    assert moves and moves <= linked(chicago)


def test_every_place_can_be_reached_with_the_arrows():
    seen, frontier = {0}, [0]
    while frontier:
        place = frontier.pop()
        for key in DIRECTIONS:
            target = step(place, key)
            if target is not None and target not in seen:
                seen.add(target)
                frontier.append(target)
    assert len(seen) == len(BOARD.places)


def test_other_keys_do_not_move():
    assert step(0, "Tab") is None


def test_the_first_stop_is_a_target_else_an_own_place_else_a_place_in_play():
    game = turn_game(2)  # two players: the West is out of play
    state = game.state
    first = first_stop(state, {})
    assert state.table.place_active(first)
    put(game, 0, "denver")
    assert first_stop(state, {}) == BOARD.place_index["denver"]
    targets = dict.fromkeys(
        (BOARD.place_index[p] for p in ("pueblo", "salt-lake-city", "casper")), 1
    )
    playable = {place for place in targets if state.table.place_active(place)}
    assert playable and playable != set(targets)  # Casper lies in a region out of play
    topmost = min(playable, key=lambda place: centre(place)[1])
    assert first_stop(state, targets) == topmost
    cheapest = max(playable, key=lambda place: centre(place)[1])
    assert first_stop(state, targets | {cheapest: 0}) == cheapest  # the cheapest target first
