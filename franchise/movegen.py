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
from collections.abc import Iterator, Sequence
from itertools import combinations
from math import comb
from typing import NamedTuple

from .board import BOARD
from .moves import Move, StartMove, TurnMove
from .rules import bonus_allowed, income
from .state import State

_TOWNS = tuple(p.index for p in BOARD.places if not p.is_city)
_BINOMIAL = [[comb(n, k) for k in range(64)] for n in range(64)]
#: ``_PREFIX[n][k]`` = C(n,0) + ... + C(n,k): subsets of at most k out of n.
_PREFIX = [[sum(_BINOMIAL[n][: k + 1]) for k in range(64)] for n in range(64)]


class _Plan:
    """The choices of one turn, grouped so counting is arithmetic (see the module docstring)."""

    __slots__ = ("bonus", "doubles", "eligible", "money", "supply", "targets")

    def __init__(self, state: State) -> None:
        seat = state.current
        self.money = state.money[seat] + income(state, seat)
        self.supply = state.supply[seat]
        self.targets = state.targets[seat]  # == expansion_targets(state, seat), read only
        self.eligible = state.open_cities[seat]  # == increase_cities(state, seat), read only
        self.bonus = bonus_allowed(state, seat)
        #: Cities with room for the double market share bonus (which needs a bonus tile).
        self.doubles: list[int] = []
        if self.bonus:
            fill = state.fill
            spaces = state.table.spaces
            self.doubles = [c for c in self.eligible if spaces[c] - len(fill[c]) >= 2]

    def bonus_options(self) -> list[tuple[bool, str]]:
        """``(takes $10, bonus kind)`` choices: "" plain, "expand" or "share"."""
        if self.bonus:
            return [(False, ""), (True, ""), (False, "expand"), (False, "share")]
        return [(False, "")]

    def expansion_sets(self, kind: str) -> list[tuple[tuple[int, ...], int]]:
        """``(targets, total link cost)`` for each expansion choice under a bonus kind."""
        targets = sorted([(place, cost) for place, (cost, _) in self.targets.items()])
        if kind == "expand":
            return [((a, b), ca + cb) for (a, ca), (b, cb) in combinations(targets, 2)]
        return [((), 0)] + [((place,), cost) for place, cost in targets]

    def choices(self) -> Iterator[_Choice]:
        """Every (bonus, expansion set) with at least one legal way to finish the turn."""
        for dollars, kind in self.bonus_options():
            money = self.money + (10 if dollars else 0)
            for expansions, link_cost in self.expansion_sets(kind):
                most, count = self.finishes(kind, money - link_cost, len(expansions))
                if count:
                    yield _Choice(dollars, kind, expansions, most, count)

    def finishes(self, kind: str, budget: int, expansions: int) -> tuple[int, int]:
        """The most increases, and how many ways there are to finish the turn, once the bonus
        kind is chosen and ``expansions`` targets leave ``budget`` dollars."""
        slots = self.supply - expansions
        if budget < 0 or slots < 0:
            return 0, 0
        n = len(self.eligible)
        if kind == "share":
            # k paid increases need k+1 franchises; the doubled city is one of them.
            most = min(budget, slots - 1, n)
            return most, (len(self.doubles) * _PREFIX[n - 1][most - 1] if most >= 1 else 0)
        most = min(budget, slots, n)
        return most, _PREFIX[n][most]

    def groups(self) -> list[_Group]:
        """The choices bundled by the link costs of their targets.

        Every target of one cost (every pair of targets from two costs) leaves the same budget,
        so it allows the same number of turns: one bundle per cost class stands for many
        choices, and the board has only a handful of different link costs.
        """
        classes: dict[int, list[int]] = {}
        for place, (cost, _) in self.targets.items():
            if cost in classes:
                classes[cost].append(place)
            else:
                classes[cost] = [place]
        by_cost = sorted(classes.items())
        n = len(self.eligible)
        groups: list[_Group] = []
        for dollars, kind in self.bonus_options():
            money = self.money + 10 if dollars else self.money
            # As in ``finishes``: with k targets, at most min(budget, franchises left, n)
            # increases; the doubled city of the share bonus takes one of them and a franchise.
            if kind == "share":
                if not self.doubles:
                    continue
                row, spare, least, factor = _PREFIX[n - 1], self.supply - 1, 1, len(self.doubles)
            else:
                row, spare, least, factor = _PREFIX[n], self.supply, 0, 1
            if kind == "expand":
                cap = min(spare - 2, n)
                for i, (cost_a, first) in enumerate(by_cost):
                    for cost_b, second in by_cost[i:]:
                        most = min(money - cost_a - cost_b, cap)
                        if most < 0:
                            break  # dearer classes follow
                        size = len(first)
                        members = size * (size - 1) // 2 if second is first else size * len(second)
                        if members:
                            groups.append((members * row[most], dollars, kind, most, first, second))
                continue
            most = min(money, spare, n)
            if most >= least:
                groups.append((factor * row[most - least], dollars, kind, most, (), ()))
            cap = min(spare - 1, n)
            for cost, places in by_cost:
                most = min(money - cost, cap)
                if most < least:
                    break
                groups.append(
                    (len(places) * factor * row[most - least], dollars, kind, most, places, ())
                )
        return groups


class _Choice(NamedTuple):
    """One bonus action and expansion set, the most increases it leaves room for, and how many
    complete turns start with it."""

    dollars: bool
    kind: str
    expansions: tuple[int, ...]
    most: int
    count: int


#: Choices that differ only in targets of the same link costs: ``(complete turns, takes $10,
#: bonus kind, most increases, first, second)``: one target out of ``first`` (none if it is
#: empty), with ``second`` one out of each (two out of ``first`` if it is the same list).
_Group = tuple[int, bool, str, int, Sequence[int], Sequence[int]]


def _draw_expansions(first: Sequence[int], second: Sequence[int], rng: random.Random):
    """One member of a group's expansion sets, uniformly, in board order."""
    if not first:
        return ()
    a = first[rng.randrange(len(first))]
    if not second:
        return (a,)
    if second is first:
        b = first[rng.randrange(len(first) - 1)]
        if b == a:
            b = first[-1]
    else:
        b = second[rng.randrange(len(second))]
    return (a, b) if a < b else (b, a)


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
    return sum([group[0] for group in _Plan(state).groups()])


def random_move(state: State, rng: random.Random) -> Move:
    """A legal move drawn uniformly from all legal moves, without listing them.

    Usually a few draws from every combination of the turn's parts, ignoring money and supply,
    until one can be paid (rejection sampling: each legal turn is one combination, so the one
    accepted is uniform among them). Positions where most combinations are too dear fall back
    to drawing among the counted groups, which is exact but slower.
    """
    if state.phase == "start":
        return rng.choice(start_moves(state))
    plan = _Plan(state)
    for _ in range(PROPOSALS):
        move = _propose(plan, rng)
        if move is not None:
            return move
    return _draw_from_groups(plan, rng)


#: Combinations tried before ``random_move`` counts exactly; random play needs 1.3 on average.
PROPOSALS = 6


def _propose(plan: _Plan, rng: random.Random) -> TurnMove | None:
    """One combination of bonus action, targets and increases, uniform over all of them, if
    the player can pay for it (money and franchises); otherwise ``None``."""
    places = list(plan.targets)
    eligible = plan.eligible
    subsets = 1 << len(eligible)
    plain = (len(places) + 1) * subsets  # no expansion or one target, any increases
    pairs = shares = 0
    if plan.bonus:
        pairs = len(places) * (len(places) - 1) // 2 * subsets
        shares = (len(places) + 1) * len(plan.doubles) * (subsets >> 1)
    pick = _below(rng, plain + (plain + pairs + shares if plan.bonus else 0))
    money = plan.money
    dollars = False
    double = None
    if pick < 2 * plain:
        if pick >= plain:
            dollars = True
            money += 10
            pick -= plain
        option, bits = divmod(pick, subsets)
        expansions: tuple[int, ...] = (places[option - 1],) if option else ()
        chosen = _subset(eligible, bits) if bits else ()
    elif pick < 2 * plain + pairs:
        bits = pick % subsets
        first = rng.randrange(len(places))
        second = rng.randrange(len(places) - 1)
        a, b = places[first], places[second + (second >= first)]
        expansions = (a, b) if a < b else (b, a)
        chosen = _subset(eligible, bits) if bits else ()
    else:
        option, rest = divmod(pick - 2 * plain - pairs, shares // (len(places) + 1))
        which, bits = divmod(rest, subsets >> 1)
        expansions = (places[option - 1],) if option else ()
        double = plan.doubles[which]
        others = _subset([city for city in eligible if city != double], bits)
        chosen = tuple(sorted([double, *others]))
    cost = len(chosen)
    for place in expansions:
        cost += plan.targets[place][0]
    franchises = len(expansions) + len(chosen) + (double is not None)
    if cost > money or franchises > plan.supply:
        return None
    return TurnMove(expansions, chosen, double, dollars)


def _below(rng: random.Random, n: int) -> int:
    """A uniform integer in [0, n): ``rng.randrange(n)`` without its argument checks."""
    bits = n.bit_length()
    drawn = rng.getrandbits(bits)
    while drawn >= n:
        drawn = rng.getrandbits(bits)
    return drawn


def _subset(cities: list[int], bits: int) -> tuple[int, ...]:
    """The cities whose bit is set in ``bits`` (bit i for ``cities[i]``), in their order."""
    return tuple([city for i, city in enumerate(cities) if bits >> i & 1])


def _draw_from_groups(plan: _Plan, rng: random.Random) -> TurnMove:
    """A uniform legal turn drawn among ``plan.groups()`` by their weights."""
    groups = plan.groups()
    pick = rng.randrange(sum([group[0] for group in groups]))
    for group in groups:
        if pick < group[0]:
            break
        pick -= group[0]
    _, dollars, kind, most, first, second = group
    expansions = _draw_expansions(first, second, rng)
    eligible = plan.eligible
    if kind == "share":
        double = rng.choice(plan.doubles)
        others = [c for c in eligible if c != double]
        size = _draw_size(len(others), most - 1, rng)
        chosen = tuple(sorted([double, *rng.sample(others, size)]))
        return TurnMove(expansions, chosen, double, False)
    size = _draw_size(len(eligible), most, rng)
    chosen = tuple(sorted(rng.sample(eligible, size))) if size else ()
    return TurnMove(expansions, chosen, None, dollars)


def _draw_size(n: int, most: int, rng: random.Random) -> int:
    """A subset size k <= most, weighted by C(n, k) so every subset is equally likely."""
    pick = rng.randrange(_PREFIX[n][most])
    for size in range(most + 1):
        if pick < _BINOMIAL[n][size]:
            return size
        pick -= _BINOMIAL[n][size]
    raise AssertionError("unreachable: pick was below the prefix sum")
