"""What a puzzle is about: its theme, read from what the answer does that the turn played
does not.

A theme read from both turns' reasons together named a puzzle "the red zone" when only the
turn played spoke of the end, and "a majority taken" for an answer that took none. So the
theme comes from the reasons that set the answer apart (``franchise.readings.contrast``, what
the review says of the turn), in a fixed order of what matters most: the end of the game (a
win taken, a rival's win or a losing end not handed over), a round kept going, the $10 (taken
where it pays, or a tile kept), a majority (a city or region scored or its lead taken), and
growth otherwise. ``THEME_REASONS`` is that order, and the tests check each puzzle's theme
against it.
"""

from __future__ import annotations

from ..core.game import Game
from ..core.moves import TurnMove
from ..readings.contrast import contrast
from ..readings.reasons import ReasonKind
from .puzzle import Theme

#: Each theme but growth with the reasons that name it, in the order they are looked for.
THEME_REASONS: tuple[tuple[Theme, frozenset[ReasonKind]], ...] = (
    (
        Theme.RED_ZONE,
        frozenset({ReasonKind.WINS_GAME, ReasonKind.RIVAL_STOPPED, ReasonKind.LOSING_END_AVOIDED}),
    ),
    (Theme.QUIET_ROUND, frozenset({ReasonKind.KEEPS_GAME_GOING})),
    (
        Theme.DOLLARS,
        frozenset(
            {
                ReasonKind.TILE_DOLLARS_PAYS,
                ReasonKind.TILE_DOLLARS_PAYS_TURN,
                ReasonKind.TILE_DOLLARS_KEPT,
            }
        ),
    ),
    (
        Theme.MAJORITY,
        frozenset(
            {
                ReasonKind.CITY_SCORED,
                ReasonKind.REGION_SCORED,
                ReasonKind.CITY_LEAD_TAKEN,
                ReasonKind.REGION_LEAD_TAKEN,
            }
        ),
    ),
)


def theme_of(game: Game, preferred: TurnMove, played: TurnMove) -> Theme:
    """What ``preferred`` does that ``played`` does not, as a theme (see the module)."""
    kinds = {reason.kind for reason in contrast(game, preferred, played)}
    if played.dollars and not preferred.dollars and ReasonKind.TILE_KEPT in kinds:
        return Theme.DOLLARS  # the $10 kept where it did not pay
    for theme, named in THEME_REASONS:
        if kinds & named:
            return theme
    return Theme.GROWTH
