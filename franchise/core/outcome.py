"""How a finished game ended, in one value: ``Outcome(termination, winners, scores)``.

python-chess answers "is it over, and how?" with ``Board.outcome()``; here ``Game.outcome``
does the same, so a reader of the end of a game (the final screen, the progress record, the
arena) asks one question instead of piecing the answer together from the ``GameOver`` event,
``Game.winners`` and the influence track.
"""

from __future__ import annotations

from ..values import valueclass
from .events import EndReason
from .state import Phase, State


@valueclass
class Outcome:
    """Why the game ended, who won (several seats on a shared first place) and every seat's
    final score (influence points, the final bonuses counted), by seat."""

    termination: EndReason
    winners: tuple[int, ...]
    scores: tuple[int, ...]

    def won(self, seat: int) -> bool:
        """Whether ``seat`` is among the winners (a shared first place counts as a win)."""
        return seat in self.winners


def outcome_of(state: State) -> Outcome | None:
    """The outcome of the game ``state`` belongs to, or None while it goes on."""
    if state.phase is not Phase.OVER or state.end_reason is None:
        return None
    return Outcome(state.end_reason, state.winners, tuple(state.influence))
