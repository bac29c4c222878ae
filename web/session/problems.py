"""Why something cannot be done, as a code and its arguments: the text layer words it.

A ``Problem`` carries either the engine's own refusal (``franchise.core.errors.Refusal``, with the
engine's parameters and, for a refusal wrapped by another, its cause) or one of the page's own
``PageRefusal`` codes for half-built turns the engine never sees.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from franchise import FranchiseError, Move
from franchise.values import field, valueclass
from web.session.stamp import Stamp

if TYPE_CHECKING:  # the readings load with the first turn asked about
    from franchise import EndThreat, GameEnd, TurnWarning


class PageRefusal(enum.StrEnum):
    """The page's own refusal codes: problems only the page knows about (a turn still being
    built, browsing history, a step of the guide), worded by ``page-refusal.<code>`` in
    web/i18n/refusals.*.json. Not the Hint button's advice (web/page/advisor.py): it was once
    called ``Hint``, which led a search for the hint here first."""

    SECOND_EXPANSION = "second-expansion"  # the double-expansion tile needs a second target
    DOUBLE_SHARE = "double-share"  # the double-share tile needs a city clicked twice
    HISTORY = "history"  # an earlier position of a game played by link is on screen
    HINTED_PLACE = "hinted-place"  # {place} of the hint's turn was clicked: it stays
    SAVE_GONE = "save-gone"  # a listed saved game could not be read any more
    # The guided first game asks for one thing at a time (web/session/guide.py):
    GUIDE_NEXT = "guide-next"  # the step is words to read: Next goes on
    GUIDE_END = "guide-end"  # the turn is ready: End turn plays it
    GUIDE_BONUS = "guide-bonus"  # a bonus tile comes first
    GUIDE_PLACE = "guide-place"  # a place is asked for ({target})
    GUIDE_CHOSEN = "guide-chosen"  # {place} is in the turn already; {target} is next
    GUIDE_YOURS = "guide-yours"  # {place} is the learner's own city; {target} is asked for
    GUIDE_REFUSED = "guide-refused"  # the engine refuses the place ({cause}); {target} is asked
    GUIDE_OTHER = "guide-other"  # {place} is allowed, but the lesson goes on with {target}


@valueclass
class Problem:
    """A refusal to show: ``code`` is a ``Refusal`` or a ``PageRefusal``; ``params`` its
    arguments."""

    code: enum.StrEnum
    params: dict[str, int | str] = field(default_factory=dict)
    cause: Problem | None = None

    @classmethod
    def of(cls, error: FranchiseError) -> Problem:
        """The engine's refusal as a value (with the refusal it wraps, if any)."""
        cause = error.cause
        return cls(error.code, dict(error.params), cls.of(cause) if cause is not None else None)

    @property
    def root(self) -> Problem:
        """The innermost refusal: what the player has to fix."""
        return self.cause.root if self.cause is not None else self


@valueclass
class Confirmation:
    """A legal turn the player should confirm before it is played: it ends the game, lets the
    players after it end the game and win, or does nothing (``franchise.turn_warnings``,
    most serious first). ``end`` is how the game would end, with the resulting ranking;
    ``threat`` the end the others could bring about; ``stamp`` the position it was asked about."""

    move: Move
    warnings: tuple[TurnWarning, ...]
    end: GameEnd | None
    stamp: Stamp
    threat: EndThreat | None = None
