"""Drawing one legal turn uniformly at random without listing them (``movegen.random_move``).

Two ways, both exactly uniform over the legal turns. ``propose`` draws combinations of bonus
action, targets and increases from all of them, ignoring money and supply, and keeps the first
the player can pay for (rejection sampling: in random play 1.3 draws on average). The
fallback ``draw_from_groups`` draws among ``TurnPlan.groups`` by how many turns each allows.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .moves import BONUS_DOLLARS, Bonus, TurnMove, turn_of_fields
from .turnplan import BINOMIAL, PREFIX, TurnPlan


def propose(plan: TurnPlan, rng: random.Random, tries: int) -> TurnMove | None:
    """Up to ``tries`` draws of one combination of bonus action, targets and increases, uniform
    over all of them: the first the player can pay for (money and franchises), or ``None``.

    What the draws share (the targets in order, how many combinations of each kind there are)
    is worked out once: most turns need one draw, but crowded late turns need several."""
    targets = plan.targets
    places = list(targets)
    eligible = plan.eligible
    subsets = 1 << len(eligible)
    plain = (len(places) + 1) * subsets  # no expansion or one target, any increases
    pairs = shares = 0
    if plan.bonus:
        pairs = len(places) * (len(places) - 1) // 2 * subsets
        shares = (len(places) + 1) * len(plan.doubles) * (subsets >> 1)
    combinations = plain + (plain + pairs + shares if plan.bonus else 0)
    for _ in range(tries):
        pick = _below(rng, combinations)
        money = plan.money
        dollars = False
        double = None
        if pick < 2 * plain:
            if pick >= plain:
                dollars = True
                money += BONUS_DOLLARS
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
            cost += targets[place][0]
        if cost <= money and len(expansions) + len(chosen) + (double is not None) <= plan.supply:
            return turn_of_fields((expansions, chosen, double, dollars))
    return None


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


def draw_from_groups(plan: TurnPlan, rng: random.Random) -> TurnMove:
    """A uniform legal turn drawn among ``plan.groups()`` by their weights."""
    groups = plan.groups()
    pick = rng.randrange(sum([group[0] for group in groups]))
    for group in groups:
        if pick < group[0]:
            break
        pick -= group[0]
    _, bonus, most, first, second = group
    expansions = _draw_expansions(first, second, rng)
    eligible = plan.eligible
    if bonus is Bonus.SHARE:
        double = rng.choice(plan.doubles)
        others = [c for c in eligible if c != double]
        size = _draw_size(len(others), most - 1, rng)
        chosen = tuple(sorted([double, *rng.sample(others, size)]))
        return turn_of_fields((expansions, chosen, double, False))
    size = _draw_size(len(eligible), most, rng)
    chosen = tuple(sorted(rng.sample(eligible, size))) if size else ()
    return turn_of_fields((expansions, chosen, None, bonus is Bonus.DOLLARS))


def _draw_size(n: int, most: int, rng: random.Random) -> int:
    """A subset size k <= most, weighted by C(n, k) so every subset is equally likely."""
    pick = rng.randrange(PREFIX[n][most])
    for size in range(most + 1):
        if pick < BINOMIAL[n][size]:
            return size
        pick -= BINOMIAL[n][size]
    raise AssertionError("unreachable: pick was below the prefix sum")


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
