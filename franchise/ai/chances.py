"""Every seat's chance to win, estimated fairly: what the hint, the chances and the chart show.

The search's own figures (its chosen arm's playout shares) answer a different question, "how
does it go if the mover plays this and everybody then plays like the playout policy", and
flatter whoever is to move (by 29 points over 16 games of hard against medium). This reads
the position with the learned evaluation instead (``learned.win_chances``, fitted to how
self-play games ended), the same way for every seat: it costs microseconds and its
calibration is measured by ``python -m franchise chance-figures``. Who sits in each seat
matters as much as the board (hard beats medium from nearly any even position), so the page
should pass the computer seats' levels; a person's seat, or all of them when ``levels`` is
omitted, counts as a player of unknown strength.
"""

from __future__ import annotations

from ..game import Game
from .learned import Levels, win_chances


def chances(game: Game, levels: Levels = None) -> tuple[float, ...]:
    """Every seat's chance to win from the current position (adding up to 1); ``levels``
    gives each seat's computer level spec, or ``None`` for a person."""
    return win_chances(game.state, levels)
