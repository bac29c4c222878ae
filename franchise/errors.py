"""The engine's one error family.

Everything the engine refuses (a move, a setup, a record) raises a subclass of ``FranchiseError``,
itself a ``ValueError``, with a message written for the players ("Chicago is not linked to any
place of yours"), so a UI can show ``str(error)`` as it is.
"""

from __future__ import annotations


class FranchiseError(ValueError):
    """Base of every refusal the engine raises."""


class IllegalMoveError(FranchiseError):
    """A move breaks a rule in the current position."""


class NotationError(FranchiseError):
    """A move's text cannot be read."""


class SetupError(FranchiseError):
    """A game setup is incomplete or contradicts the rules."""


class GameOverError(IllegalMoveError):
    """A move was offered after the game ended."""
