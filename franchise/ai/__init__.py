"""Computer opponents: random, easy, medium and hard, using only the engine's public API."""

from .players import LEVELS, choose, think

__all__ = ["LEVELS", "choose", "think"]
