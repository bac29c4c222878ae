"""A fast playout policy that plays the way a sensible person would, for search to look ahead.

Uniformly random play is a poor model of an opponent: it uses bonus tiles (worth 4 points each
when kept) on a whim, spends its money on hopeless increases and ends games early. Search
needs playouts that look like real games yet cost only microseconds a turn, so this policy
follows a few rules of thumb and adds a little chance so that playouts differ:
- expand every turn it can afford, usually to the most attractive target (a city with room,
  a town that brings a region nearer to scoring, a cheap link), sometimes to another one;
- first increase where one franchise scores a city now, then expand, then increase wherever a
  franchise brings a majority nearer or keeps a lead, while the money lasts;
- take the $10 bonus early when nearly broke; keep the other tiles (unused tiles score).
It works on a bare ``State`` (``rules.play`` without events or undo), never on a ``Game``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator

from ..core.board import BOARD
from ..core.movegen import start_moves
from ..core.moves import TurnMove, turn_of_fields
from ..core.rules import bonus_allowed, income, play
from ..core.state import Phase, State
from .evaluation import progress

_IS_CITY = tuple(p.is_city for p in BOARD.places)
_REGION_OF = tuple(p.region for p in BOARD.places)
#: The bounds of the tables of ``_target``: places in the largest region, spaces of the
#: largest city a table may deal, the dearest link.
_MOST_PLACES = max(len(region.places) for region in BOARD.regions)
_MOST_SPACES = max(p.spaces for p in BOARD.places)
_DEAREST_LINK = max(link.cost for link in BOARD.links)
_OVER = Phase.OVER
_TURN = Phase.TURN
#: Chance of expanding to a target other than the most attractive one.
EXPLORE = 0.25
#: ``increase_value`` of an increase that scores the city at once.
SCORES = 100.0
#: Influence a dollar of link cost is worth when choosing where to expand.
COST_WEIGHT = 0.6
#: Below this many dollars (income included) the $10 bonus tile is worth taking early on.
POOR = 4
#: Moves a playout plays between two yields: a few tenths of a millisecond in CPython.
MOVES_PER_STEP = 8


def _city_target(spaces: int, taken: int) -> float:
    """How attractive expanding to a city of ``spaces`` spaces, ``taken`` of them taken, before its
    link cost: the more room, and the fewer rivals there, the better."""
    free = spaces - taken
    return spaces * (1.3 if taken == 0 else 0.7 / taken) + 0.3 * free


#: How attractive a target is, its link cost weighed in, read from tables rather than worked out:
#: the policy weighs every affordable target on every playout turn. ``_TOWN_VALUE[cost]
#: [open_left]``: a town by the places left open in its region (a permanent point, a new source of
#: links, and a region nearer to scoring); ``_CITY_VALUE[cost][spaces][taken]``: a city by its
#: spaces and the spaces taken (``_city_target``). Each entry is the attraction less
#: ``COST_WEIGHT`` a dollar, subtracted here once: the same float a subtraction per move gave.
_TOWN_TARGET = (0.0, *(3.0 + 2.0 / open_left for open_left in range(1, _MOST_PLACES + 1)))
_CITY_TARGET = tuple(
    tuple(_city_target(spaces, taken) for taken in range(spaces))
    for spaces in range(_MOST_SPACES + 1)
)
_COST_PENALTY = tuple(COST_WEIGHT * cost for cost in range(_DEAREST_LINK + 1))
_TOWN_VALUE = tuple(tuple(value - penalty for value in _TOWN_TARGET) for penalty in _COST_PENALTY)
_CITY_VALUE = tuple(
    tuple(tuple(value - penalty for value in row) for row in _CITY_TARGET)
    for penalty in _COST_PENALTY
)


def increase_value(state: State, seat: int, city: int, tie_is_lost: bool = False) -> float:
    """How much one more franchise in ``city`` helps ``seat``; below 0: not worth a dollar.

    ``tie_is_lost`` also gives up a city where ``seat`` can at best draw level with the leader
    (the candidate turns of ``franchise.ai.candidates`` read it so; playouts still try)."""
    counts = state.counts
    others = max([counts[s][city] for s in range(state.players) if s != seat])
    spaces = state.table.spaces[city]
    return share_value(
        spaces, counts[seat][city], spaces - len(state.fill[city]), others, tie_is_lost
    )


def share_value(spaces: int, mine: int, free: int, others: int, tie_is_lost: bool) -> float:
    """``increase_value`` of a city of ``spaces`` spaces, ``free`` of them free, where the seat
    holds ``mine`` franchises and its strongest rival ``others``."""
    need = spaces // 2 + 1
    if mine + 1 >= need:
        return SCORES + spaces  # scores the city with a majority now
    if others >= need or mine + free < others or (tie_is_lost and mine + free == others):
        return -1.0  # someone else holds or will hold the majority
    if free == 1:
        return 50.0 + spaces if mine + 1 > others else -1.0  # fills the city: lead or lose
    return spaces * (mine + 1) / need + (2.0 if mine >= others else 0.0)


#: ``_SHARE_VALUE[spaces][mine][free][others]``: ``share_value`` of every city a table may deal,
#: ties not given up, read rather than called: the policy ranks its cities on every playout turn
#: (two thousand entries, built in half a millisecond).
_SHARE_VALUE = tuple(
    tuple(
        tuple(
            tuple(share_value(spaces, mine, free, others, False) for others in range(spaces + 1))
            for free in range(spaces + 1)
        )
        for mine in range(spaces + 1)
    )
    for spaces in range(_MOST_SPACES + 1)
)


def ranked_increases(state: State, seat: int) -> list[tuple[float, int]]:
    """``(increase_value, city)`` of every city where ``seat`` may increase, best first (ties:
    the later city first). One pass with the seat's rivals picked out once and the values read
    from ``_SHARE_VALUE``: the policy ranks its cities on every playout turn."""
    cities = state.open_cities[seat]
    if not cities:  # a quarter of playout turns: nothing to rank
        return []
    counts = state.counts
    mine = counts[seat]
    rivals = counts[:seat] + counts[seat + 1 :]
    spaces = state.table.spaces
    fill = state.fill
    ranked = []
    for city in cities:
        others = 0
        for rival in rivals:
            if rival[city] > others:
                others = rival[city]
        size = spaces[city]
        ranked.append((_SHARE_VALUE[size][mine[city]][size - len(fill[city])][others], city))
    if len(ranked) > 1:
        ranked.sort(reverse=True)
    return ranked


def policy_move(state: State, rng: random.Random) -> TurnMove:
    """The turn a sensible, slightly unpredictable player makes in ``state`` (turn phase)."""
    seat = state.current
    money = state.money[seat] + income(state, seat)
    supply = state.supply[seat]
    ranked = ranked_increases(state, seat)
    # Cities an increase scores now come first: a few dollars for a whole city's value.
    increases = []
    if ranked and ranked[0][0] >= SCORES:  # most turns score none: no list to filter
        increases = [city for value, city in ranked if value >= SCORES][: min(money, supply)]
    money -= len(increases)
    supply -= len(increases)
    dollars = money < POOR and bonus_allowed(state, seat) and progress(state) < 0.5
    if dollars:
        money += 10
    expansion: tuple[int, ...] = ()
    targets = state.targets[seat]
    if supply and targets:
        place = _target(state, targets, money, rng)
        if place is not None:
            expansion = (place,)
            money -= targets[place][0]
            supply -= 1
    for value, city in ranked:
        if value < 0 or money <= 0 or supply <= 0:
            break
        if city not in increases:
            increases.append(city)
            money -= 1
            supply -= 1
    increases.sort()
    return turn_of_fields((expansion, tuple(increases), None, dollars))


def _target(
    state: State, targets: dict[int, tuple[int, int]], money: int, rng: random.Random
) -> int | None:
    """Where to expand with ``money`` dollars: usually the first of the most attractive
    affordable targets, sometimes (``EXPLORE``) any affordable one; ``None`` if none is.

    A target's value is read from ``_TOWN_VALUE`` or ``_CITY_VALUE``. One pass over the
    targets counts the affordable ones and finds the best of them; the list of them is made
    only when exploring: this runs on every playout move."""
    spaces = state.table.spaces
    fill = state.fill
    open_places = state.open_places
    is_city = _IS_CITY
    affordable = 0
    best = None
    best_value = -math.inf
    for place, (cost, _) in targets.items():
        if cost > money:
            continue
        affordable += 1
        if is_city[place]:
            value = _CITY_VALUE[cost][spaces[place]][len(fill[place])]
        else:
            value = _TOWN_VALUE[cost][open_places[_REGION_OF[place]]]
        if value > best_value:
            best, best_value = place, value
    if affordable > 1 and rng.random() < EXPLORE:
        within = [place for place, (cost, _) in targets.items() if cost <= money]
        return within[rng.randrange(affordable)]
    return best


def playout(state: State, rng: random.Random, steps: list[int]) -> Generator[None, None, None]:
    """Play ``state`` to the end with the policy (start placements: a random empty town).

    ``steps[0]`` counts the moves played, so callers can budget their search in moves. A whole
    playout takes milliseconds, so it yields every ``MOVES_PER_STEP`` moves for a page to slice
    it; yielding changes nothing else.
    """
    played = 0
    while state.phase != _OVER:
        if state.phase == _TURN:
            play(state, policy_move(state, rng))
        else:
            play(state, rng.choice(start_moves(state)))
        steps[0] += 1
        played += 1
        if played % MOVES_PER_STEP == 0:
            yield
