"""The sequential probability ratio test that decides whether a computer level got stronger.

Chess-engine projects (Stockfish's fishtest, OpenBench) accept a change only when a sequential
test says so, and so do we. A match is played in groups of games that share one seed: a pair
with the seats swapped at two players, every rotation of the seats at three to five, so that
the luck of the draw cancels within a group. Each group gives one sample: the candidate's mean
score over its games (win 1, shared win ½, loss 0; at 3+ players the share of the baseline's
seats it finished above).

The test weighs two hypotheses about the expected score per game: H0, the candidate is
``elo0`` stronger (usually 0: no gain), against H1, it is ``elo1`` stronger. Its statistic is the
generalized log-likelihood ratio of the samples seen so far (Van den Bergh's GSPRT, as fishtest
computes it): for each hypothesis, the distribution over the observed sample values that is the
most likely among those whose mean is that hypothesis's score (an empirical likelihood, so no
model of draws or of correlation within a pair is needed). The test stops when the ratio leaves
[ln(beta / (1 - alpha)), ln((1 - beta) / alpha)], which is ±2.94 for alpha = beta = 0.05.
"""

from __future__ import annotations

import math
from collections import Counter
from enum import Enum

from ..values import valueclass

#: Chance of accepting a change that gains only ``elo0`` (false positive).
ALPHA = 0.05
#: Chance of rejecting a change that gains ``elo1`` (false negative).
BETA = 0.05
#: Weight given to a sample value never seen yet (0 or 1), so the likelihood is defined from
#: the first sample on; fishtest regularizes its counts the same way.
UNSEEN_WEIGHT = 1e-3
#: Normal quantile of a two-sided 95% interval.
Z95 = 1.959964


def expected_score(elo: float) -> float:
    """The expected score per game of a player ``elo`` points stronger (logistic Elo)."""
    return 1 / (1 + 10 ** (-elo / 400))


def elo_of(score: float) -> float:
    """The Elo difference that an expected score per game means (±inf at 0 and 1)."""
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400 * math.log10(1 / score - 1)


def bounds(alpha: float = ALPHA, beta: float = BETA) -> tuple[float, float]:
    """The LLR below which H0 is accepted, and above which H1 is."""
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)


def constrained_mle(frequencies: dict[float, float], mean: float) -> dict[float, float]:
    """The distribution over the observed values that is most likely to have produced
    ``frequencies`` (counts by sample value) among those whose mean is ``mean``.

    Maximizing Σ n_j log p_j subject to Σ p_j = 1 and Σ p_j x_j = mean gives
    p_j = f_j / (1 + lam (x_j - mean)), with f_j = n_j / N and lam the root of
    Σ p_j (x_j - mean) = 0 on the interval where every p_j stays positive; the sum falls as
    lam rises, so bisection finds it. ``mean`` must lie strictly between the smallest and the
    largest value.
    """
    total = sum(frequencies.values())
    shares = {value: count / total for value, count in frequencies.items()}
    low, high = min(shares), max(shares)
    if not low < mean < high:
        raise ValueError(f"the mean {mean} is not strictly inside [{low}, {high}]")
    # 1 + lam (x - mean) > 0 for every x: lam in (-1 / (high - mean), 1 / (mean - low)).
    lam_low, lam_high = -1 / (high - mean), 1 / (mean - low)

    def drift(lam: float) -> float:
        return sum(f * (x - mean) / (1 + lam * (x - mean)) for x, f in shares.items())

    for _ in range(200):
        lam = (lam_low + lam_high) / 2
        if drift(lam) > 0:
            lam_low = lam
        else:
            lam_high = lam
    lam = (lam_low + lam_high) / 2
    return {x: f / (1 + lam * (x - mean)) for x, f in shares.items()}


def llr(samples: Counter[float], elo0: float, elo1: float) -> float:
    """The generalized log-likelihood ratio of H1 (``elo1``) against H0 (``elo0``).

    ``samples`` counts the groups by their mean score. The values 0 and 1, if unseen, are added
    with a tiny weight so that the ratio is defined as soon as there is one sample.
    """
    if not samples:
        return 0.0
    counts = {float(value): float(count) for value, count in samples.items()}
    for extreme in (0.0, 1.0):
        counts.setdefault(extreme, UNSEEN_WEIGHT)
    p0 = constrained_mle(counts, expected_score(elo0))
    p1 = constrained_mle(counts, expected_score(elo1))
    return sum(n * math.log(p1[x] / p0[x]) for x, n in counts.items())


@valueclass
class Estimate:
    """What the samples so far say: mean score per game, its Elo and a 95% interval."""

    groups: int
    score: float
    elo: float
    elo_low: float
    elo_high: float


def estimate(samples: Counter[float]) -> Estimate:
    """The mean score and its Elo, with a 95% interval from the spread between groups."""
    groups = sum(samples.values())
    if groups == 0:
        return Estimate(0, 0.5, 0.0, -math.inf, math.inf)
    mean = sum(x * n for x, n in samples.items()) / groups
    variance = sum(n * (x - mean) ** 2 for x, n in samples.items()) / groups
    half = Z95 * math.sqrt(variance / groups)
    return Estimate(groups, mean, elo_of(mean), elo_of(mean - half), elo_of(mean + half))


class Verdict(Enum):
    """Where a test stands: still open, or one of the hypotheses accepted."""

    OPEN = "no verdict yet"
    H0 = "H0 accepted: the gain is elo0 or less"
    H1 = "H1 accepted: the gain is elo1 or more"


def verdict(ratio: float, alpha: float = ALPHA, beta: float = BETA) -> Verdict:
    """Which hypothesis the log-likelihood ratio accepts, if any."""
    lower, upper = bounds(alpha, beta)
    if ratio >= upper:
        return Verdict.H1
    if ratio <= lower:
        return Verdict.H0
    return Verdict.OPEN
