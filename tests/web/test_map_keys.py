"""Arrow keys on the map: each goes to a place in its direction, preferring linked places, and
every place can be reached from any other."""

from __future__ import annotations

from franchise import BOARD
from web.layout import board_layout
from web.map_keys import DIRECTIONS, linked, step


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
