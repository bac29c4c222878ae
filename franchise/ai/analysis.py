"""What a search found: the move it chose and each player's estimated chance to win."""

from __future__ import annotations

from ..moves import Move
from ..values import valueclass


@valueclass
class Analysis:
    """The outcome of a search from one position.

    ``win_chances[seat]`` is each seat's mean share of the victory in the playouts that followed
    ``move`` (they add up to 1): the chances if the player to move plays it and everybody then
    plays as the playout policy does. ``playouts`` says how many games the estimate rests on.
    """

    move: Move
    win_chances: tuple[float, ...]
    playouts: int
