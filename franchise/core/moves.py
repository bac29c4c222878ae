"""Moves as small immutable values with one canonical text form.

There are two kinds of decision. A *start move* places a player's first franchise on a town. A
*turn move* is a whole turn: the bonus tile used (if any), the expansion target(s), the cities
where market share is increased, and the city doubled by the double-market-share bonus. Income,
opening franchises and all scoring follow from those choices, so they are not part of the move.

Text form (used by logs, saves and links; ``parse_move(str(m)) == m``)::

    start pueblo                      start move
    pass                              a turn with no action
    $10 >chicago +detroit ++omaha     $10 bonus, expand to Chicago, increase in Detroit,
                                      increase twice in Omaha (double market share bonus)
    >chicago >new-york                double expansion bonus

Places are written by their board ids, in any order when read. A move keeps its places in board
order, so its printed text is canonical: the same turn always prints the same way. Moves are
named tuples: search builds, hashes and compares millions of them, and tuples do that fastest.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from functools import partial
from typing import NamedTuple

from .board import BOARD
from .errors import NotationError, Refusal


class Bonus(StrEnum):
    """The three actions a bonus tile offers; a turn uses at most one tile."""

    EXPAND = "expand"
    SHARE = "share"
    DOLLARS = "dollars"


#: What the ``DOLLARS`` action pays the player at once.
BONUS_DOLLARS = 10


class StartMove(NamedTuple):
    """Place the first franchise on an empty town (standard variant, reverse seat order)."""

    town: int

    def __str__(self) -> str:
        return f"start {BOARD.places[self.town].id}"


class TurnMove(NamedTuple):
    """One player's whole turn. Construct through ``TurnMove.of`` to get canonical order.

    ``expansions`` holds zero, one or two targets (two only with the double expansion bonus);
    ``increases`` the cities that get one paid franchise each; ``double_share`` the increased
    city that gets a second, free franchise from the double market share bonus; ``dollars`` the
    $10 bonus. The bonus tile used follows from these fields (see ``bonus``).
    """

    expansions: tuple[int, ...] = ()
    increases: tuple[int, ...] = ()
    double_share: int | None = None
    dollars: bool = False

    @classmethod
    def of(
        cls,
        expansions: tuple[int, ...] | list[int] = (),
        increases: tuple[int, ...] | list[int] = (),
        double_share: int | None = None,
        dollars: bool = False,
    ) -> TurnMove:
        """A turn with its places in board order (duplicates kept so validation can name them)."""
        return cls(tuple(sorted(expansions)), tuple(sorted(increases)), double_share, dollars)

    @property
    def bonus(self) -> Bonus | None:
        """The bonus tile action this turn uses, or ``None``; several is an illegal move."""
        if self.dollars:
            return Bonus.DOLLARS
        if len(self.expansions) > 1:
            return Bonus.EXPAND
        if self.double_share is not None:
            return Bonus.SHARE
        return None

    def bonuses_used(self) -> int:
        return (
            int(self.dollars) + int(len(self.expansions) > 1) + int(self.double_share is not None)
        )

    def __str__(self) -> str:
        ids = [p.id for p in BOARD.places]
        parts = ["$10"] if self.dollars else []
        parts += [">" + ids[p] for p in self.expansions]
        parts += [("++" if c == self.double_share else "+") + ids[c] for c in self.increases]
        return " ".join(parts) or "pass"


Move = StartMove | TurnMove

#: ``turn_of_fields((expansions, increases, double_share, dollars))``: the ``TurnMove`` of its
#: four fields, all given, already in board order. It builds the tuple in C, skipping the named
#: tuple's ``__new__`` (a Python function with defaults): playouts and move generation make a
#: turn every move, and the call costs half as much this way (CPython 3.11).
turn_of_fields: Callable[[tuple], TurnMove] = partial(tuple.__new__, TurnMove)


def parse_move(text: str) -> Move:
    """Read a move from its text form; raises ``NotationError`` for anything unreadable."""
    if not isinstance(text, str):
        raise NotationError(Refusal.MOVE_NOT_TEXT)
    tokens = text.split()
    if not tokens:
        raise NotationError(Refusal.MOVE_EMPTY)
    if tokens[0] == "start":
        if len(tokens) != 2:
            raise NotationError(Refusal.START_ONE_TOWN, text=text)
        return StartMove(_place(tokens[1], text))
    if tokens == ["pass"]:
        return TurnMove()
    dollars = False
    expansions: list[int] = []
    increases: list[int] = []
    double: int | None = None
    for token in tokens:
        if token == "$10":
            if dollars:
                raise NotationError(Refusal.DOLLARS_TWICE, text=text)
            dollars = True
        elif token.startswith("++"):
            if double is not None:
                raise NotationError(Refusal.DOUBLE_TWICE, text=text)
            double = _place(token[2:], text)
            increases.append(double)
        elif token.startswith("+"):
            increases.append(_place(token[1:], text))
        elif token.startswith(">"):
            expansions.append(_place(token[1:], text))
        else:
            raise NotationError(Refusal.UNREADABLE_TOKEN, text=text, token=token)
    return TurnMove.of(expansions, increases, double, dollars)


def _place(place_id: str, text: str) -> int:
    index = BOARD.place_index.get(place_id)
    if index is None:
        raise NotationError(Refusal.UNKNOWN_PLACE_ID, text=text, token=place_id)
    return index
