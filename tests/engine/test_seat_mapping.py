"""One mapping from seat to player (``franchise.records.Seat``): seats count from the first player,
names, colours and computers are written down by place at the table; the review reads seats
from the mapping, so its default reviews the people whoever moved first (issue 32)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from franchise import BOARD, Setup
from franchise.records.record import COMPUTER_LEVELS, ComputerLevel, Record, Seat, seats_of
from franchise.review.reviewer import default_seats, seat_levels

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")


@pytest.mark.parametrize("players", [2, 4])
def test_a_computer_first_is_seat_0_and_the_person_keeps_name_colour_and_place(players: int):
    names, colors = NAMES[:players], ("red", "blue", "orange", "black")[:players]
    computers = dict.fromkeys(names[1:], ComputerLevel.EASY)
    record = Record(Setup(names, seed=1, first_player=1, colors=colors), computers=computers)
    seats = record.seats()
    person = players - 1  # Ann sits first at the table and moves last
    assert seats[0] == Seat(0, 1, "Bob", "blue", ComputerLevel.EASY)
    assert seats[person] == Seat(person, 0, "Ann", "red", None) and seats[person].is_person
    assert seat_levels(record) == ("easy",) * (players - 1) + (None,)
    assert default_seats(record) == (person,)


players_and_first = st.integers(2, 5).flatmap(
    lambda n: st.tuples(st.just(n), st.none() | st.integers(0, n - 1))
)


@given(
    players_and_first,
    st.integers(0, 2**32),
    st.permutations(BOARD.player_colors),
    st.lists(st.none() | st.sampled_from(COMPUTER_LEVELS), min_size=5, max_size=5),
)
def test_seats_agree_with_the_resolved_table_and_the_computers(
    players_first: tuple[int, int | None],
    seed: int,
    colors: list[str],
    kinds: list[ComputerLevel | None],
):
    players, first = players_first
    names, colors_at_table = NAMES[:players], tuple(colors[:players])
    setup = Setup(names, seed=seed, first_player=first, colors=colors_at_table)
    computers = {name: level for name, level in zip(names, kinds, strict=False) if level}
    table = setup.resolve()
    seats = seats_of(table, computers)
    assert [seat.number for seat in seats] == list(range(players))
    assert tuple(seat.name for seat in seats) == table.names
    assert tuple(seat.color for seat in seats) == table.colors
    for seat in seats:
        assert names[seat.place] == seat.name and colors_at_table[seat.place] == seat.color
        assert seat.level == computers.get(seat.name)
    if first is not None:
        assert seats[0].place == first
    record = Record(setup, computers=computers)
    people = tuple(seat.number for seat in seats if seat.is_person)
    assert default_seats(record) == (people or tuple(range(players)))
