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

import random
from collections.abc import Generator

from ..core.board import BOARD
from ..core.movegen import start_moves
from ..core.moves import TurnMove
from ..core.rules import bonus_allowed, income, play
from ..core.state import Phase, State
from .evaluation import progress

_IS_CITY = tuple(p.is_city for p in BOARD.places)
_REGION_OF = tuple(p.region for p in BOARD.places)
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


def target_value(state: State, seat: int, place: int, cost: int) -> float:
    """How attractive expanding to ``place`` is for ``seat`` at link cost ``cost``."""
    if not _IS_CITY[place]:
        open_left = state.open_places[_REGION_OF[place]]
        # A permanent point, a new source of links, and a region nearer to scoring.
        return 3.0 + 2.0 / open_left - COST_WEIGHT * cost
    spaces = state.table.spaces[place]
    taken = len(state.fill[place])
    free = spaces - taken
    value = spaces * (1.3 if taken == 0 else 0.7 / taken) + 0.3 * free
    return value - COST_WEIGHT * cost


def increase_value(state: State, seat: int, city: int, tie_is_lost: bool = False) -> float:
    """How much one more franchise in ``city`` helps ``seat``; below 0: not worth a dollar.

    ``tie_is_lost`` also gives up a city where ``seat`` can at best draw level with the leader
    (the candidate turns of ``franchise.ai.candidates`` read it so; playouts still try)."""
    spaces = state.table.spaces[city]
    mine = state.counts[seat][city]
    fill = state.fill[city]
    free = spaces - len(fill)
    others = max([state.counts[s][city] for s in range(state.players) if s != seat])
    need = spaces // 2 + 1
    if mine + 1 >= need:
        return SCORES + spaces  # scores the city with a majority now
    if others >= need or mine + free < others or (tie_is_lost and mine + free == others):
        return -1.0  # someone else holds or will hold the majority
    if free == 1:
        return 50.0 + spaces if mine + 1 > others else -1.0  # fills the city: lead or lose
    return spaces * (mine + 1) / need + (2.0 if mine >= others else 0.0)


def policy_move(state: State, rng: random.Random) -> TurnMove:
    """The turn a sensible, slightly unpredictable player makes in ``state`` (turn phase)."""
    seat = state.current
    money = state.money[seat] + income(state, seat)
    supply = state.supply[seat]
    ranked = sorted(
        [(increase_value(state, seat, city), city) for city in state.open_cities[seat]],
        reverse=True,
    )
    # Cities an increase scores now come first: a few dollars for a whole city's value.
    increases = [city for value, city in ranked if value >= SCORES][: min(money, supply)]
    money -= len(increases)
    supply -= len(increases)
    dollars = money < POOR and bonus_allowed(state, seat) and progress(state) < 0.5
    if dollars:
        money += 10
    expansion: tuple[int, ...] = ()
    targets = state.targets[seat]
    if supply and targets:
        affordable = [(place, cost) for place, (cost, _) in targets.items() if cost <= money]
        if affordable:
            if len(affordable) > 1 and rng.random() < EXPLORE:
                place, cost = affordable[rng.randrange(len(affordable))]
            else:
                place, cost = _most_attractive(state, seat, affordable)
            expansion = (place,)
            money -= cost
            supply -= 1
    for value, city in ranked:
        if value < 0 or money <= 0 or supply <= 0:
            break
        if city not in increases:
            increases.append(city)
            money -= 1
            supply -= 1
    increases.sort()
    return TurnMove(expansion, tuple(increases), None, dollars)


def _most_attractive(state: State, seat: int, affordable: list[tuple[int, int]]) -> tuple[int, int]:
    """The first target of highest ``target_value`` (a loop: this runs on every playout move)."""
    best = affordable[0]
    best_value = target_value(state, seat, best[0], best[1])
    for option in affordable[1:]:
        value = target_value(state, seat, option[0], option[1])  # not *option: slower
        if value > best_value:
            best, best_value = option, value
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
