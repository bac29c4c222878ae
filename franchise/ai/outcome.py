"""How a finished playout counts: each seat's share of the victory, and the searcher's reward.

Search compares moves by the playouts that follow them. A playout ends in a final score; the
mover wants above all to win, and among wins (or losses) a wider margin is better, because it
is safer (or nearer a win). The reward mixes both and stays in [0, 1] so that UCB's exploration
term keeps its usual scale. Win shares (1 to the winner, split evenly on a shared victory) add
up to 1 over the seats, so their means estimate each player's chance to win.
"""

from __future__ import annotations

import math

from ..core.state import State, win_shares

#: ``win_shares`` is the rules core's (``core.state``): the searches read it from here with the
#: reward it feeds.
__all__ = ["MARGIN_SCALE", "WIN_WEIGHT", "reward", "win_shares"]

#: Weight of winning in the reward; the rest rewards the final margin.
WIN_WEIGHT = 0.8
#: Margin (in points) that earns about three quarters of the margin part of the reward.
MARGIN_SCALE = 10.0


def reward(state: State, seat: int, shares: list[float]) -> float:
    """What a finished game is worth to ``seat``, in [0, 1]: the win and the margin."""
    scores = state.influence
    best_rival = max([score for other, score in enumerate(scores) if other != seat])
    margin = scores[seat] - best_rival
    return WIN_WEIGHT * shares[seat] + (1 - WIN_WEIGHT) / (1 + math.exp(-margin / MARGIN_SCALE))
