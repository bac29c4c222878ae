"""What a search found: the move it chose and each player's estimated chance to win."""

from __future__ import annotations

from ..core.moves import Move
from ..values import valueclass


@valueclass
class Analysis:
    """The outcome of a search from one position.

    ``win_chances[seat]`` is each seat's chance to win from the position searched (they add
    up to 1), read the same way for every seat by ``chances.chances`` (the learned evaluation),
    not from the search's playouts, which flatter the player to move. ``playouts`` says how
    many playouts the choice of ``move`` rests on.
    """

    move: Move
    win_chances: tuple[float, ...]
    playouts: int
