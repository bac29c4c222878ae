"""The choices of one turn, grouped so that counting the legal turns is arithmetic.

A turn combines independent choices: a bonus action (or none), an expansion set, a set of
increase cities, and for the double-share bonus one doubled city. The cities a player may
increase in never include an expansion target (a target city holds none of the player's
franchises, an increase city does), so for a fixed bonus and expansion set the only coupling is
the budget: money for link costs plus $1 per increase, and franchises in supply. That makes the
number of legal turns a sum of binomial coefficients (``TurnPlan.finishes``), and targets of
equal link cost interchangeable for counting (``TurnPlan.groups``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import accumulate, combinations
from typing import NamedTuple

from .moves import Bonus
from .rules import bonus_allowed, income
from .state import State


def pascal(size: int) -> list[list[int]]:
    """``size`` rows of Pascal's triangle, each ``size`` long: row n holds C(n,0) .. C(n,size-1).
    Built by additions, row from row. With running sums for ``PREFIX``, the two tables take a
    third of the time ``math.comb`` per entry and a sum per prefix took (4.3 ms against 11.8 ms
    in CPython), which counts: this module is imported while the page starts."""
    rows = [[1] + [0] * (size - 1)]
    for _ in range(1, size):
        above = rows[-1]
        rows.append([1, *(above[k - 1] + above[k] for k in range(1, size))])
    return rows


BINOMIAL = pascal(64)
#: ``PREFIX[n][k]`` = C(n,0) + ... + C(n,k): subsets of at most k out of n.
PREFIX = [list(accumulate(row)) for row in BINOMIAL]


class TurnPlan:
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

    def bonus_options(self) -> list[Bonus | None]:
        """No bonus tile, or (if one may be used) each of the three bonus actions."""
        if self.bonus:
            return [None, Bonus.DOLLARS, Bonus.EXPAND, Bonus.SHARE]
        return [None]

    def expansion_sets(self, bonus: Bonus | None) -> list[tuple[tuple[int, ...], int]]:
        """``(targets, total link cost)`` for each expansion choice under a bonus action."""
        targets = sorted([(place, cost) for place, (cost, _) in self.targets.items()])
        if bonus is Bonus.EXPAND:
            return [((a, b), ca + cb) for (a, ca), (b, cb) in combinations(targets, 2)]
        return [((), 0)] + [((place,), cost) for place, cost in targets]

    def choices(self) -> Iterator[Choice]:
        """Every (bonus, expansion set) with at least one legal way to finish the turn."""
        for bonus in self.bonus_options():
            money = self.money + (10 if bonus is Bonus.DOLLARS else 0)
            for expansions, link_cost in self.expansion_sets(bonus):
                most, count = self.finishes(bonus, money - link_cost, len(expansions))
                if count:
                    yield Choice(bonus, expansions, most, count)

    def finishes(self, bonus: Bonus | None, budget: int, expansions: int) -> tuple[int, int]:
        """The most increases, and how many ways there are to finish the turn, once the bonus
        action is chosen and ``expansions`` targets leave ``budget`` dollars."""
        slots = self.supply - expansions
        if budget < 0 or slots < 0:
            return 0, 0
        n = len(self.eligible)
        if bonus is Bonus.SHARE:
            # k paid increases need k+1 franchises; the doubled city is one of them.
            most = min(budget, slots - 1, n)
            return most, (len(self.doubles) * PREFIX[n - 1][most - 1] if most >= 1 else 0)
        most = min(budget, slots, n)
        return most, PREFIX[n][most]

    def groups(self) -> list[Group]:
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
        groups: list[Group] = []
        for bonus in self.bonus_options():
            money = self.money + 10 if bonus is Bonus.DOLLARS else self.money
            # As in ``finishes``: with k targets, at most min(budget, franchises left, n)
            # increases; the doubled city of the share bonus takes one of them and a franchise.
            if bonus is Bonus.SHARE:
                if not self.doubles:
                    continue
                row, spare, least, factor = PREFIX[n - 1], self.supply - 1, 1, len(self.doubles)
            else:
                row, spare, least, factor = PREFIX[n], self.supply, 0, 1
            if bonus is Bonus.EXPAND:
                cap = min(spare - 2, n)
                for i, (cost_a, first) in enumerate(by_cost):
                    for cost_b, second in by_cost[i:]:
                        most = min(money - cost_a - cost_b, cap)
                        if most < 0:
                            break  # dearer classes follow
                        size = len(first)
                        members = size * (size - 1) // 2 if second is first else size * len(second)
                        if members:
                            groups.append((members * row[most], bonus, most, first, second))
                continue
            most = min(money, spare, n)
            if most >= least:
                groups.append((factor * row[most - least], bonus, most, (), ()))
            cap = min(spare - 1, n)
            for cost, places in by_cost:
                most = min(money - cost, cap)
                if most < least:
                    break
                groups.append((len(places) * factor * row[most - least], bonus, most, places, ()))
        return groups


class Choice(NamedTuple):
    """One bonus action and expansion set, the most increases it leaves room for, and how many
    complete turns start with it."""

    bonus: Bonus | None
    expansions: tuple[int, ...]
    most: int
    count: int


#: Choices that differ only in targets of the same link costs: ``(complete turns, bonus action,
#: most increases, first, second)``: one target out of ``first`` (none if it is empty), with
#: ``second`` one out of each (two out of ``first`` if it is the same list).
Group = tuple[int, Bonus | None, int, Sequence[int], Sequence[int]]
