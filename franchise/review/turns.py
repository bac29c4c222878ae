"""A reviewed turn and a review as values: labels, their thresholds, the chance and the
projected margin lost, and each seat's summary (``reviewer`` makes them; see its docstring
for how the turns are read and weighed). Apart from the reviewer so that a page showing a
review kept with a saved game reads it without loading the search."""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from ..core.moves import Move
from ..readings.reasons import Reason
from ..values import valueclass


class Label(StrEnum):
    """How costly a turn was, by the chance to win it lost against the preferred turn."""

    #: Lost less than an inaccuracy's threshold: as good as the search's choice, or nearly.
    FINE = "fine"
    #: Lost a little: worth a look, rarely decisive.
    INACCURACY = "inaccuracy"
    #: Lost enough to change how the game goes.
    MISTAKE = "mistake"
    #: Lost a large part of the chance to win in one turn.
    BLUNDER = "blunder"


#: The points of chance lost (percentage points, as the screen rounds them) from which a turn
#: gets each label, worst first; below the last one a turn is fine. As chess sites mark moves
#: (lichess: 5, 10 and 15 points), with the blunder at 20 so that it stays rare. A search
#: with 4 times hard's budget prefers the suggestion in 88% of the turns marked mistake or
#: blunder (205 of 234, 95% interval 83-91%; tools/research/review_agreement.py, measured
#: when the review read the chances as between equals).
THRESHOLDS: tuple[tuple[Label, int], ...] = (
    (Label.BLUNDER, 20),
    (Label.MISTAKE, 10),
    (Label.INACCURACY, 5),
)


#: A chance under this share (or over 1 less it) leaves a game decided as the screen shows it
#: (0% or 100% give or take a point): its turns are weighed by the projected margin.
DECIDED = 0.02

#: The points of projected final margin lost from which a turn of a decided game gets each
#: label: a bonus tile left unused scores 4 points at the end (``rules.UNUSED_TILE_POINTS``),
#: so a tile thrown away is a mistake, and twice that a blunder.
MARGIN_THRESHOLDS: tuple[tuple[Label, int], ...] = (
    (Label.BLUNDER, 8),
    (Label.MISTAKE, 4),
    (Label.INACCURACY, 2),
)


def label_for(points: int, thresholds: tuple[tuple[Label, int], ...] = THRESHOLDS) -> Label:
    """The label of a turn that lost ``points`` of chance to win (see ``THRESHOLDS``), or of
    projected margin when given ``MARGIN_THRESHOLDS``."""
    for label, threshold in thresholds:
        if points >= threshold:
            return label
    return Label.FINE


def decided_side(chance: float) -> int:
    """-1 for a chance that reads as a lost game, 1 for a won one, 0 while it is open."""
    return -1 if chance < DECIDED else 1 if chance > 1 - DECIDED else 0


def percent(chance: float) -> int:
    """A chance in whole percent, as every screen shows it."""
    return round(100 * chance)


@valueclass
class TurnReview:
    """One reviewed turn. ``number`` is the move's place in the record, counted from 1 (start
    placements count), as the page's history counts moves; chances are shares of 1 for
    ``seat``, the player who made the move."""

    number: int
    seat: int
    played: Move
    suggested: Move
    chance_before: float
    chance_played: float
    chance_suggested: float
    #: The mover's projected final margin after each turn, where the game was decided
    #: (``DECIDED``); ``None`` where the chances weigh the turns.
    margin_played: float | None = None
    margin_suggested: float | None = None
    #: What the preferred turn does that the turn played does not, for a labelled turn.
    reasons: tuple[Reason, ...] = ()
    #: Whether each margin is the real final margin (the game ended with the turn or the
    #: next one: the engine's end standings) rather than the learned expectation.
    margin_played_real: bool = False
    margin_suggested_real: bool = False

    @property
    def decided(self) -> bool:
        """Whether the turns were weighed by their projected margins (a decided game)."""
        return self.margin_played is not None and self.margin_suggested is not None

    @property
    def margin_lost(self) -> int:
        """The projected margin the played turn cost, in whole points (0 unless decided)."""
        if self.margin_played is None or self.margin_suggested is None:
            return 0
        return max(0, round(self.margin_suggested) - round(self.margin_played))

    @property
    def lost(self) -> float:
        """The chance to win the played turn cost against the suggestion, never negative."""
        return max(0.0, self.chance_suggested - self.chance_played)

    @property
    def points_lost(self) -> int:
        """``lost`` in the points the screen shows: the two chances each rounded as shown, so
        "72%" and "82%" are 10 points apart, never 11."""
        return max(0, percent(self.chance_suggested) - percent(self.chance_played))

    @property
    def label(self) -> Label:
        """By the chance lost, or in a decided game by the margin lost where that is worse."""
        by_chance = label_for(self.points_lost)
        if not self.decided:
            return by_chance
        return max(by_chance, label_for(self.margin_lost, MARGIN_THRESHOLDS), key=_ORDER.index)

    @property
    def severity(self) -> tuple[int, int, int]:
        """Sorting key of how costly the turn was: label first, then the points lost."""
        return _ORDER.index(self.label), self.points_lost, self.margin_lost


_ORDER = (Label.FINE, Label.INACCURACY, Label.MISTAKE, Label.BLUNDER)


@valueclass
class SeatSummary:
    """One seat's reviewed turns in figures.

    ``turning_point`` is the number of the seat's costliest turn: the one that lost the most
    chance against the preferred turn, among those labelled worse than fine (the earliest of
    equal losses); ``None`` when every turn was fine. A swing of the chances between two
    turns also moves with the rivals' good play and with the evaluation's drift as a game
    goes on, which the player could not change; the chance lost against the suggestion is the
    part the player's own choice decided, so the turn where it was largest is where this
    player's game turned, and the one worth studying first, won or lost.
    """

    seat: int
    turns: int
    mean_lost: float
    labels: dict[Label, int]
    turning_point: int | None


def summarise(seat: int, turns: Iterable[TurnReview]) -> SeatSummary:
    """The summary of ``seat``'s turns among ``turns``."""
    own = [turn for turn in turns if turn.seat == seat]
    labels = dict.fromkeys(Label, 0)
    for turn in own:
        labels[turn.label] += 1
    costly = [turn for turn in own if turn.label != Label.FINE]
    worst = max(costly, key=lambda turn: (*turn.severity, -turn.number), default=None)
    mean = sum(turn.lost for turn in own) / len(own) if own else 0.0
    return SeatSummary(seat, len(own), mean, labels, None if worst is None else worst.number)


@valueclass
class Review:
    """The review of a record's first ``moves`` moves, for ``seats``, by the search ``level``."""

    level: str
    moves: int
    seats: tuple[int, ...]
    turns: tuple[TurnReview, ...]

    @property
    def summaries(self) -> tuple[SeatSummary, ...]:
        """One summary per reviewed seat, in seat order."""
        return tuple(summarise(seat, self.turns) for seat in self.seats)


@valueclass
class Progress:
    """How far a review has got: ``done`` of ``total`` turns to review."""

    done: int
    total: int

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 1.0
