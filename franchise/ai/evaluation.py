"""How good a position looks to each player: the judgement behind the computer players.

A position's value for a seat is its projected final score (influence, towns, money, unused
bonus tiles) plus what its pieces are likely to earn: cities it leads (a share of their value),
regions it is present in, income still to come, and room to expand. Players compare seats, so
``utility`` is a seat's value minus the best rival's.
"""

from __future__ import annotations

from operator import itemgetter

from ..core.board import BOARD
from ..core.rules import expansion_targets, final_bonus, income
from ..core.state import Phase, State

_CITIES = tuple(p.index for p in BOARD.places if p.is_city)
#: ``_REGION_COUNTS[r](counts)``: a seat's counts on the places of region r, picked out in C
#: (every region has several places, so each gives a tuple).
_REGION_COUNTS = tuple(itemgetter(*region.places) for region in BOARD.regions)


def progress(state: State) -> float:
    """0 at the start, 1 when the game is about to end (region tiles on the track)."""
    start = state.table.active_region.count(False)  # regions out of play: tiles on the track
    needed = BOARD.red_zone_start + 1 - start
    return min(1.0, (len(state.track) - start) / needed)


def values(state: State) -> list[float]:
    """Estimated final score of every seat."""
    n = state.players
    late = progress(state)
    result = []
    for seat in range(n):
        towns, money_points, bonus_points = final_bonus(state, seat)
        value = state.influence[seat] + towns + bonus_points
        # Money buys moves early on; at the end it is only worth $3 a point.
        value += state.money[seat] * (0.5 * (1 - late) + late / 3) if late < 1 else money_points
        value += income(state, seat) * 1.2 * (1 - late)
        result.append(value)
    # ``by_place[p]``: every seat's franchises on place p, read out for all places at once.
    by_place = list(zip(*state.counts, strict=True))
    for city in _CITIES:
        if state.scored[city]:
            continue
        counts = by_place[city]
        leader = max(counts)
        if leader == 0:
            continue
        spaces = state.table.spaces[city]
        need = spaces // 2 + 1
        free = spaces - len(state.fill[city])  # ``state.free_spaces``: the city is unscored
        for seat in range(n):
            mine = counts[seat]
            if not mine:
                continue
            if mine == leader:
                share = min(1.0, mine / need) * (0.8 if counts.count(leader) == 1 else 0.4)
                result[seat] += spaces * share
            elif mine + free >= need:
                result[seat] += spaces * 0.15 * mine / need
    for region in BOARD.regions:
        if state.region_done[region.index]:
            continue
        high, _middle, low = state.table.region_values(region.index)
        in_region = _REGION_COUNTS[region.index]
        counts = [sum(in_region(mine)) for mine in state.counts]
        total = sum(counts) or 1
        done = 1 - state.open_places[region.index] / len(region.places)
        for seat in range(n):
            if counts[seat]:
                expected = low + (high - low) * counts[seat] / total
                result[seat] += expected * (0.3 + 0.6 * done)
    if late < 0.9:
        for seat in range(n):
            result[seat] += 0.25 * min(8, len(expansion_targets(state, seat))) * (1 - late)
    return result


def utility(state: State, seat: int) -> float:
    """``seat``'s value minus its strongest rival's: what a player maximises."""
    if state.phase is Phase.OVER:
        rivals = [v for s, v in enumerate(state.influence) if s != seat]
        margin = state.influence[seat] - max(rivals)
        if seat not in state.winners:
            return -1000.0 + margin
        return 1000.0 + margin if len(state.winners) == 1 else margin  # a shared win: no prize
    scores = values(state)
    rivals = [v for s, v in enumerate(scores) if s != seat]
    return scores[seat] - max(rivals)
