"""Checks that the facts a state keeps up to date move by move equal the same facts found afresh.

``State`` keeps each seat's expansion targets, open cities and income spaces current as pieces
arrive (``franchise.core.state.put_franchise``, ``close_city``), so the rules never scan the board.
These checks recompute them the slow, obvious way.
"""

from __future__ import annotations

from franchise import BOARD
from franchise.core.state import State


def check_derived_facts(state: State) -> None:
    """The facts the state keeps up to date move by move equal the same facts found afresh."""
    spaces = state.table.spaces
    for seat in range(state.players):
        open_cities = [
            city
            for city in range(len(BOARD.places))
            if BOARD.places[city].is_city
            and state.counts[seat][city]
            and not state.scored[city]
            and len(state.fill[city]) < spaces[city]
        ]
        assert state.open_cities[seat] == open_cities
        assert state.income_spaces[seat] == sum(spaces[c] - len(state.fill[c]) for c in open_cities)
        targets: dict[int, tuple[int, int]] = {}
        for source in range(len(BOARD.places)):
            if not state.counts[seat][source]:
                continue
            for target, cost in BOARD.neighbours[source]:
                if BOARD.places[target].is_city:
                    if state.scored[target] or state.counts[seat][target]:
                        continue
                    if len(state.fill[target]) >= spaces[target]:
                        continue
                elif state.fill[target]:
                    continue
                targets[target] = min(targets.get(target, (cost, source)), (cost, source))
        assert state.targets[seat] == targets
