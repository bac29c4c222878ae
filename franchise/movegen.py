"""Legal moves: list them, count them, or draw one uniformly at random without listing.

A turn combines independent choices: a bonus action (or none), an expansion set, a set of
increase cities, and for the double-share bonus one doubled city. The cities a player may
increase in never include an expansion target (a target city holds none of the player's
franchises, an increase city does), so for a fixed bonus and expansion set the only coupling is
the budget: money for link costs plus $1 per increase, and franchises in supply. That makes the
number of legal turns a sum of binomial coefficients, which ``count_moves`` computes and
``random_move`` samples from exactly, so computer players can draw uniformly among millions of
turns (late-game positions with many cities) in microseconds.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations
from math import comb
from typing import NamedTuple

from .board import BOARD
from .moves import Move, StartMove, TurnMove
from .rules import bonus_allowed, expansion_targets, income, increase_cities
from .state import State

_TOWNS = tuple(p.index for p in BOARD.places if not p.is_city)
_BINOMIAL = [[comb(n, k) for k in range(64)] for n in range(64)]
#: ``_PREFIX[n][k]`` = C(n,0) + ... + C(n,k): subsets of at most k out of n.
_PREFIX = [[sum(_BINOMIAL[n][: k + 1]) for k in range(64)] for n in range(64)]


class _Plan:
    """The choices of one turn, grouped so counting is arithmetic (see the module docstring)."""

    __slots__ = ("bonus_options", "doubles", "eligible", "money", "supply", "targets")

    def __init__(self, state: State) -> None:
        seat = state.current
        self.money = state.money[seat] + income(state, seat)
        self.supply = state.supply[seat]
        self.targets = sorted(
            (place, cost) for place, (cost, _) in expansion_targets(state, seat).items()
        )
        self.eligible = increase_cities(state, seat)
        self.doubles = [c for c in self.eligible if state.free_spaces(c) >= 2]
        allowed = bonus_allowed(state, seat)
        #: ``(takes $10, bonus kind)`` choices: "" plain, "expand" or "share".
        self.bonus_options: list[tuple[bool, str]] = [(False, "")]
        if allowed:
            self.bonus_options += [(True, ""), (False, "expand"), (False, "share")]

    def expansion_sets(self, kind: str) -> list[tuple[tuple[int, ...], int]]:
        """``(targets, total link cost)`` for each expansion choice under a bonus kind."""
        if kind == "expand":
            return [((a, b), ca + cb) for (a, ca), (b, cb) in combinations(self.targets, 2)]
        return [((), 0)] + [((place,), cost) for place, cost in self.targets]

    def choices(self) -> Iterator[_Choice]:
        """Every (bonus, expansion set) with at least one legal way to finish the turn."""
        n = len(self.eligible)
        for dollars, kind in self.bonus_options:
            money = self.money + (10 if dollars else 0)
            for expansions, link_cost in self.expansion_sets(kind):
                budget = money - link_cost
                slots = self.supply - len(expansions)
                if budget < 0 or slots < 0:
                    continue
                if kind == "share":
                    # k paid increases need k+1 franchises; the doubled city is one of them.
                    most = min(budget, slots - 1, n)
                    count = len(self.doubles) * _PREFIX[n - 1][most - 1] if most >= 1 else 0
                else:
                    most = min(budget, slots, n)
                    count = _PREFIX[n][most]
                if count:
                    yield _Choice(dollars, kind, expansions, most, count)


class _Choice(NamedTuple):
    """One bonus action and expansion set, the most increases it leaves room for, and how many
    complete turns start with it."""

    dollars: bool
    kind: str
    expansions: tuple[int, ...]
    most: int
    count: int


def start_moves(state: State) -> list[StartMove]:
    """Empty towns in play: where the next player may open their first franchise."""
    return [StartMove(town) for town in _TOWNS if not state.fill[town]]


def legal_moves(state: State) -> Iterator[Move]:
    """Every legal move in a deterministic order (may be very many late in a game)."""
    if state.phase == "start":
        yield from start_moves(state)
        return
    if state.phase != "turn":
        return
    plan = _Plan(state)
    for choice in plan.choices():
        share = choice.kind == "share"
        for size in range(1 if share else 0, choice.most + 1):
            for chosen in combinations(plan.eligible, size):
                if not share:
                    yield TurnMove(choice.expansions, chosen, None, choice.dollars)
                    continue
                for double in chosen:
                    if double in plan.doubles:
                        yield TurnMove(choice.expansions, chosen, double, False)


def count_moves(state: State) -> int:
    """How many legal moves there are, without listing them."""
    if state.phase == "start":
        return len(start_moves(state))
    if state.phase != "turn":
        return 0
    return sum(choice.count for choice in _Plan(state).choices())


def random_move(state: State, rng: random.Random) -> Move:
    """A legal move drawn uniformly from all legal moves, without listing them."""
    if state.phase == "start":
        return rng.choice(start_moves(state))
    plan = _Plan(state)
    choices = list(plan.choices())
    pick = rng.randrange(sum(c.count for c in choices))
    choice = choices[-1]
    for candidate in choices:
        if pick < candidate.count:
            choice = candidate
            break
        pick -= candidate.count
    eligible = plan.eligible
    if choice.kind == "share":
        double = rng.choice(plan.doubles)
        others = [c for c in eligible if c != double]
        size = _draw_size(len(others), choice.most - 1, rng)
        chosen = tuple(sorted([double, *rng.sample(others, size)]))
        return TurnMove(choice.expansions, chosen, double, False)
    size = _draw_size(len(eligible), choice.most, rng)
    chosen = tuple(sorted(rng.sample(eligible, size))) if size else ()
    return TurnMove(choice.expansions, chosen, None, choice.dollars)


def _draw_size(n: int, most: int, rng: random.Random) -> int:
    """A subset size k <= most, weighted by C(n, k) so every subset is equally likely."""
    pick = rng.randrange(_PREFIX[n][most])
    for size in range(most + 1):
        if pick < _BINOMIAL[n][size]:
            return size
        pick -= _BINOMIAL[n][size]
    raise AssertionError("unreachable: pick was below the prefix sum")
