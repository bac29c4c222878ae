"""Scoring a region and the end of the game (phase 5 and final scoring), apart from the
rest of the rules (``franchise.core.rules``, which plays them and shows their public names).

A region scores when its towns are all taken and its cities all scored; the game ends in the
red zone or after a round without expansion. docs/RULINGS.md fixes the ambiguous readings.
"""

from __future__ import annotations

from operator import itemgetter

from .board import BOARD
from .events import EndReason, Event, FinalScore, GameOver, RegionScored, TrackBonus
from .state import Phase, State

#: Influence each unused bonus tile scores at the end of the game.
UNUSED_TILE_POINTS = 4
#: A seat's franchise counts on the towns, from its counts by place, picked out in C (search
#: reads them for every seat of every position it judges).
_TOWN_COUNTS = itemgetter(*(p.index for p in BOARD.places if not p.is_city))
#: ``_REGION_COUNTS[r](counts)``: a seat's counts on the places of region r, picked out in C.
_REGION_COUNTS = tuple(itemgetter(*region.places) for region in BOARD.regions)


def region_ranking(state: State, region: int) -> list[tuple[int, int]]:
    """``(seat, franchises)`` of every seat present in ``region``, best first.

    Ties go by seat order starting at the region's reference player and going clockwise.
    """
    n = state.players
    reference = state.region_ref[region]
    if reference < 0:
        reference = state.current
    in_region = _REGION_COUNTS[region]
    ranked = []
    for seat, counts in enumerate(state.counts):
        count = sum(in_region(counts))
        if count:
            ranked.append((-count, (seat - reference) % n, seat, count))
    ranked.sort()  # the sort keys lead each tuple: no key function to call
    return [(seat, count) for _, _, seat, count in ranked]


def score_region(state: State, active: int, region: int, events: list[Event] | None) -> None:
    high, middle, low = state.table.region_values(region)
    second = low if state.players == 2 else middle
    shares = []
    for rank, (seat, count) in enumerate(region_ranking(state, region)):
        gained = high if rank == 0 else second if rank == 1 else low
        state.influence[seat] += gained
        shares.append((seat, count, gained))
    state.region_done[region] = True
    space = len(state.track)
    state.track.append(state.table.region_tile[region])
    bonus = BOARD.track_influence[space]
    state.influence[active] += bonus
    if events is not None:
        events.append(RegionScored(region, tuple(shares)))
        events.append(TrackBonus(region, space, active, bonus))


def final_bonus(state: State, seat: int) -> tuple[int, int, int]:
    """End-of-game extras for ``seat``: (towns, money points, bonus tile points)."""
    towns = sum(_TOWN_COUNTS(state.counts[seat]))
    return towns, state.money[seat] // 3, UNUSED_TILE_POINTS * state.bonus_left[seat]


def projected_scores(state: State) -> list[int]:
    """Every seat's final score if the game ended now (influence + final scoring)."""
    if state.phase is Phase.OVER:
        return state.influence[:]
    return [state.influence[s] + sum(final_bonus(state, s)) for s in range(state.players)]


def end_game(state: State, reason: EndReason, events: list[Event] | None) -> None:
    towns_of = []
    for seat in range(state.players):
        towns, money_points, bonus_points = final_bonus(state, seat)
        towns_of.append(towns)
        state.influence[seat] += towns + money_points + bonus_points
        if events is not None:
            events.append(
                FinalScore(seat, towns, money_points, bonus_points, state.influence[seat])
            )
    best = max(zip(state.influence, towns_of, strict=True))
    state.winners = tuple(
        s for s in range(state.players) if (state.influence[s], towns_of[s]) == best
    )
    state.phase = Phase.OVER
    state.end_reason = reason
    if events is not None:
        events.append(GameOver(reason, state.winners))
