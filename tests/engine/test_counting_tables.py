"""The binomial tables the turn counter and the sampler read (franchise/core/turnplan.py) are the
binomial coefficients and their running sums, whichever way they are built."""

from math import comb

from franchise.core.turnplan import BINOMIAL, PREFIX, pascal


def test_pascal_rows_are_binomial_coefficients_and_prefix_their_running_sums():
    assert len(BINOMIAL) == 64 and all(len(row) == 64 for row in BINOMIAL)
    for n in range(64):
        for k in range(64):
            assert BINOMIAL[n][k] == comb(n, k)
            assert PREFIX[n][k] == sum(comb(n, j) for j in range(k + 1))


def test_a_small_triangle():
    assert pascal(4) == [[1, 0, 0, 0], [1, 1, 0, 0], [1, 2, 1, 0], [1, 3, 3, 1]]
