"""What a hint left on screen, as one value that only its own transitions change.

The Hint button (web/page/advisor.py) either marks a start town or lays a turn out as the draft.
A turn laid out replaces the player's own draft, which is kept to be put back on request; when
the player then changes the hinted turn, the place they tapped is kept so the page can say the
turn is theirs now. These four facts once lived as four attributes of the session, declared in
one class, set in another and cleared in four places; now the session holds one ``HintShown``
(``Table.hint``) and every change is a method here, so what a hint leaves and when it goes is
read in one file.
"""

from __future__ import annotations

from franchise import TurnMove
from franchise.values import replace, valueclass
from web.session.outcomes import Suggestion


@valueclass
class HintShown:
    """A hint's traces on screen; ``NO_HINT`` when there are none."""

    #: The start town a hint marks (start moves have no draft: a click plays them).
    start: int | None = None
    #: The turn a hint laid out as the draft (told in words while the draft is still it).
    turn: Suggestion | None = None
    #: The player's own draft that the hint's turn replaced, to be put back on request.
    own_draft: TurnMove | None = None
    #: The place whose tap changed the hinted turn into the player's own, to say so.
    left_at: int | None = None

    def is_draft(self, draft: TurnMove | None) -> bool:
        """Whether ``draft`` is still the hint's turn, as laid out."""
        return self.turn is not None and draft == self.turn.move

    def marking(self, town: int) -> HintShown:
        """A start town suggested: marked until a start move is played."""
        return replace(self, start=town)

    def laid_out(self, suggestion: Suggestion, draft: TurnMove) -> HintShown:
        """A hint's turn laid out over ``draft``. A draft of the player's own is kept to be put
        back (not an empty one, nor the same turn); a draft that was an earlier hint's turn
        keeps the own draft that hint had kept."""
        if self.is_draft(draft):
            own = self.own_draft
        else:
            own = draft if draft not in (TurnMove.of(), suggestion.move) else None
        return replace(self, turn=suggestion, own_draft=own, left_at=None)

    def left(self, place: int) -> HintShown:
        """The player changed the hint's turn by tapping ``place``: the turn is theirs now."""
        return replace(self, left_at=place)


#: Nothing of a hint on screen: a new position, a cleared draft, a draft put back.
NO_HINT = HintShown()
