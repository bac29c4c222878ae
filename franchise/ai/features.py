"""What a position offers each seat, as a few numbers that cost microseconds to read.

The learned evaluation (``learned``) scores a seat as a weighted sum of these numbers and
turns the scores of all seats into win chances (a softmax), so the features say how a seat
stands *against its rivals*: each base quantity (``BASE``) enters as the seat's value minus
the best rival's, which is what decides who wins. Three more say whose turn it is, which
matters most near the end, when a seat that still moves before the last scoring can still
take a city.

``inputs(state)`` returns the game's progress (0 at the start, 1 when the next region ends
it) and one row per seat: ``INPUTS`` in order. A model gives every input two weights, one at
the start and one at the end, mixed by progress: score = sum((a + b * progress) * x). One
pass over the cities and one over the regions, with plain lists: about 30 µs for a
4-player position in CPython (tools/research/fit_evaluation.py measures it).
"""

from __future__ import annotations

from operator import itemgetter

from ..core.board import BOARD
from ..core.rules import income
from ..core.state import State
from .evaluation import progress

_CITIES = tuple(p.index for p in BOARD.places if p.is_city)
#: A seat's franchise counts on the towns, and on the places of each region, from its counts
#: by place, picked out in C (every region has several places, so each gives a tuple).
_TOWN_COUNTS = itemgetter(*(p.index for p in BOARD.places if not p.is_city))
_REGION_COUNTS = tuple(itemgetter(*r.places) for r in BOARD.regions)
_REGION_SIZE = tuple(len(r.places) for r in BOARD.regions)
_MAX_TARGETS = 8

#: Quantities read per seat; each enters the model relative to the best rival.
BASE = (
    "projected",  # the final score if the game ended now: influence, towns, $3 a point, tiles
    "influence",  # points already won
    "money",  # dollars in hand
    "income",  # dollars collected at the start of the next turn
    "supply",  # franchises left to place
    "bonus",  # bonus tiles left (4 points each at the end, or a stronger turn)
    "towns",  # towns held (a point each at the end, and sources of links)
    "lead",  # city spaces where the seat leads alone, scaled by how near the majority it is
    "tied",  # the same where it shares the lead
    "reach",  # city spaces where it trails but can still reach a majority
    "scorable",  # city spaces one increase would score with a majority now
    "region",  # expected points of the unscored regions it is present in
    "region_late",  # the same, weighted by how nearly complete each region is
    "targets",  # places it could expand to (at most 8): room to grow
)
#: Whose turn it is: the seat to move, and how far round the table each seat's turn is.
TURN = ("mover", "order", "last_round")
INPUTS = tuple(f"{name}_vs_best" for name in BASE) + TURN


def base(state: State) -> list[list[float]]:
    """``BASE`` for every seat, in seat order."""
    n = state.players
    seats = range(n)
    table = state.table
    spaces_of = table.spaces
    counts = state.counts
    fill = state.fill
    scored = state.scored
    lead = [0.0] * n
    tied = [0.0] * n
    reach = [0.0] * n
    scorable = [0.0] * n
    # ``by_place[p]``: every seat's franchises on place p, read out for all places at once.
    by_place = list(zip(*counts, strict=True))
    for city in _CITIES:
        if scored[city]:
            continue
        held = by_place[city]
        leader = max(held)
        if not leader:
            continue
        spaces = spaces_of[city]
        need = spaces // 2 + 1
        free = spaces - len(fill[city])
        alone = held.count(leader) == 1
        for seat, mine in enumerate(held):
            if not mine:
                continue
            if mine == leader:
                share = spaces * min(1.0, mine / need)
                if alone:
                    lead[seat] += share
                else:
                    tied[seat] += share
            elif mine + free >= need:
                reach[seat] += spaces * mine / need
            if free and (mine + 1) * 2 > spaces:
                scorable[seat] += spaces
    region = [0.0] * n
    region_late = [0.0] * n
    done = state.region_done
    for r, in_region in enumerate(_REGION_COUNTS):
        if done[r]:
            continue
        present = list(map(sum, map(in_region, counts)))  # maps in C, no comprehension
        total = sum(present)
        if not total:
            continue
        high, _middle, low = table.region_values(r)
        complete = 1 - state.open_places[r] / _REGION_SIZE[r]
        for seat in seats:
            if present[seat]:
                expected = low + (high - low) * present[seat] / total
                region[seat] += expected
                region_late[seat] += expected * complete
    rows = []
    for seat in seats:
        mine = counts[seat]
        towns = sum(_TOWN_COUNTS(mine))
        money = state.money[seat]
        bonus = state.bonus_left[seat]
        influence = state.influence[seat]
        rows.append(
            [
                influence + towns + money // 3 + 4 * bonus,
                influence,
                money,
                income(state, seat),
                state.supply[seat],
                bonus,
                towns,
                lead[seat],
                tied[seat],
                reach[seat],
                scorable[seat],
                region[seat],
                region_late[seat],
                min(_MAX_TARGETS, len(state.targets[seat])),
            ]
        )
    return rows


def inputs(state: State) -> tuple[float, list[list[float]]]:
    """The game's progress and, per seat, ``INPUTS``: each base quantity minus the best
    rival's, then the turn features."""
    late = progress(state)
    rows = base(state)
    n = len(rows)
    current = state.current
    # The best rival of the leader in a column is the runner-up; of everybody else, the leader
    # (on a tie at the top both are the same value).
    ranked = list(map(sorted, zip(*rows, strict=True)))
    tops = [column[-1] for column in ranked]
    seconds = [column[-2] for column in ranked]
    result = []
    for seat, row in enumerate(rows):
        relative = [
            mine - (second if mine == top else top)
            for mine, top, second in zip(row, tops, seconds, strict=True)
        ]
        order = (seat - current) % n / n
        relative += [1.0 if seat == current else 0.0, order, order * late * late]
        result.append(relative)
    return late, result
