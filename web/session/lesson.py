"""The guided first game: one real game whose moves are fixed, and the beats that teach it.

The learner plays the first seat of a two-player introductory game against a computer; both
sides' moves are set here (``LESSON_MOVES``), so every learner meets the same ideas in the same
order: expanding along a link and its cost, income from free spaces, increasing in a city and
the double share, the $10 tile, a city scored by majority, the tile kept for a double share at
the end, a round without an expansion, a region scored with its reference player, the track,
a full city without a majority, the red zone and the final scoring. The line was found with
the engine and ends with the learner's win in the red zone (issue 56, item 5): each of the
learner's turns is one the review accepts (no turn of the guide's is marked an inaccuracy or
worse by ``python -m franchise.lab review``, as tests/web/test_lesson_review.py checks and
tools/research/lesson_review.py prints), chosen among those turns to meet one new idea at a
time (tools/research/lesson_line.py). Since the table of equals (``win_equals``) the review
prefers other turns to the old line's double share at 4 (">flagstaff ++phoenix", 11 points
under ">new-york"): the line keeps the first four moves, spends the tile at 4 on
">washington ++phoenix" (2 points under) and was found again from there
(``lesson_line --keep 4 --then ">washington ++phoenix" --seed 14 --tries 1``). The
computer's turns are easy's but for 5, 7, 13, 17 and 21, drawn from its legal turns: 21 is
the turn without an expansion that the guide tells of at 22.

The learner's turns keep the lesson's own rule about bonus tiles: an unused tile is worth
``TILE_POINTS`` at the end, so a turn uses one only when it earns more (the $10 only when the
money in hand does not cover the turn, at 6 and 10; the double share only where it scores
more than that, at 4 and at the last turn, with the tile the learner kept at 12).
tests/web/test_lesson_turns.py checks every turn of the learner's against that rule and the
engine (issue 46), and that the lesson's $10 turns are worth more than the tile: the chances
after each, as the review reads them, are above those after every turn that keeps the tile.

A beat is one thing the learner is asked to do: read and go on (``Act.NEXT``), use a place on
the map (``PLACE``), a bonus tile (``BONUS``), play the turn (``END``), or place a whole turn
the guide names (``TURN``: each of its places in any order, the map framing them and marking
the next; then End turn, unless a later beat of the same turn explains it first). Each beat
belongs to a position (``at``: the moves played before it), names its words in the ``guide``
catalogue and the places the map frames. What the words quote (a link's cost, the income, the
influence scored) is read from the engine's events of the turn, never written here: see
``web/session/guide.py``. tests/web/test_guide.py replays the lesson and checks that every beat
happens where it says.
"""

from __future__ import annotations

from enum import StrEnum

from franchise import UNUSED_TILE_POINTS, Bonus
from franchise.values import valueclass

#: The table of the lesson: the introductory variant, the learner first, the computer second.
LESSON_SEED = 2
#: The computer's level as the game is labelled and played on once the guide is left.
LESSON_LEVEL = "easy"
#: What each unused bonus tile is worth at the final scoring, as the lesson teaches it: the
#: engine's figure.
TILE_POINTS = UNUSED_TILE_POINTS

#: Every move of the lesson's game, both seats, in order (the learner plays the even ones).
LESSON_MOVES: tuple[str, ...] = (
    ">charlotte",
    ">atlanta",
    ">phoenix +charlotte",
    ">kansas-city",
    ">washington ++phoenix",
    ">raleigh >huntsville",
    "$10 >new-york +washington",
    ">omaha >oklahoma-city +kansas-city",
    ">chicago",
    ">chicago +atlanta +kansas-city +omaha +oklahoma-city",
    "$10 >dallas +chicago +new-york",
    ">little-rock +atlanta +omaha +oklahoma-city",
    ">st-louis +chicago +new-york +dallas",
    "$10 >charleston",
    ">detroit +chicago +st-louis +dallas",
    ">memphis",
    ">houston",
    "$10 >dodge-city +charleston",
    ">jacksonville +houston",
    ">jacksonville",
    ">albuquerque +detroit",
    "pass",
    ">denver +albuquerque +detroit +houston",
    ">new-york",
    ">el-paso +albuquerque +new-york +houston",
    ">pittsburgh",
    ">pittsburgh +new-york ++washington",
)


class Act(StrEnum):
    """What a beat asks the learner to use."""

    #: The guide's own Next button: read, then go on.
    NEXT = "next"
    #: One place on the map.
    PLACE = "place"
    #: One bonus tile.
    BONUS = "bonus"
    #: End turn: the turn laid out is played.
    END = "end"
    #: The learner places the turn the guide names, place by place (and End turn, if no
    #: later beat of this turn comes first).
    TURN = "turn"


class About(StrEnum):
    """Which turn a beat's words quote: the one being made, or the learner's turn before."""

    THIS = "this"
    LAST = "last"


@valueclass
class Beat:
    """One step of the guide (see the module docstring)."""

    at: int
    act: Act
    #: The key of its words in the ``guide`` catalogue.
    words: str
    #: The place a PLACE beat asks for (its id), or the place the words are about.
    place: str | None = None
    bonus: Bonus | None = None
    #: Places the map frames for this beat (ids); none keeps the map as it is.
    frame: tuple[str, ...] = ()
    about: About = About.THIS


def _turn(at: int, words: str = "guide.turn") -> Beat:
    """A turn the guide names and the learner places: the map frames its places and marks
    the next one to use."""
    return Beat(at, Act.TURN, words)


BEATS: tuple[Beat, ...] = (
    Beat(0, Act.NEXT, "guide.welcome", frame=("indianapolis", "pueblo")),
    Beat(0, Act.PLACE, "guide.expand", "charlotte", frame=("indianapolis", "charlotte")),
    Beat(0, Act.END, "guide.end-expand", "charlotte", frame=("charlotte",)),
    Beat(2, Act.NEXT, "guide.income", "charlotte", frame=("charlotte",)),
    Beat(2, Act.PLACE, "guide.increase", "charlotte", frame=("charlotte",)),
    Beat(2, Act.PLACE, "guide.expand-to", "phoenix", frame=("pueblo", "phoenix")),
    Beat(2, Act.END, "guide.end-majority", "charlotte", frame=("charlotte",)),
    Beat(4, Act.NEXT, "guide.city-scored", "charlotte", frame=("charlotte",), about=About.LAST),
    Beat(4, Act.BONUS, "guide.bonus-share", bonus=Bonus.SHARE, frame=("phoenix",)),
    Beat(4, Act.PLACE, "guide.double-first", "phoenix", frame=("phoenix", "washington")),
    Beat(4, Act.PLACE, "guide.double-second", "phoenix", frame=("phoenix",)),
    Beat(4, Act.PLACE, "guide.expand-to", "washington", frame=("washington",)),
    Beat(4, Act.END, "guide.end"),
    Beat(6, Act.BONUS, "guide.bonus-dollars", frame=("new-york",), bonus=Bonus.DOLLARS),
    Beat(6, Act.PLACE, "guide.expand-to", "new-york", frame=("new-york",)),
    Beat(6, Act.PLACE, "guide.double-first", "washington", frame=("washington",)),
    Beat(6, Act.END, "guide.end"),
    _turn(8, "guide.turn-first"),
    Beat(10, Act.BONUS, "guide.bonus-dollars", frame=("dallas",), bonus=Bonus.DOLLARS),
    Beat(10, Act.PLACE, "guide.expand-to", "dallas", frame=("dallas",)),
    Beat(10, Act.PLACE, "guide.double-first", "chicago", frame=("chicago",)),
    Beat(10, Act.PLACE, "guide.double-first", "new-york", frame=("new-york",)),
    Beat(10, Act.END, "guide.end"),
    _turn(12, "guide.turn-keep-tiles"),
    _turn(14),
    _turn(16),
    _turn(18),
    _turn(20),
    Beat(22, Act.NEXT, "guide.no-expansion"),
    _turn(22),
    _turn(24),
    Beat(24, Act.NEXT, "guide.region", frame=("el-paso", "houston", "dallas")),
    Beat(24, Act.END, "guide.end"),
    Beat(26, Act.NEXT, "guide.track", about=About.LAST),
    Beat(26, Act.BONUS, "guide.bonus-share-kept", bonus=Bonus.SHARE, frame=("washington",)),
    Beat(26, Act.PLACE, "guide.double-first", "washington", frame=("washington",)),
    Beat(26, Act.PLACE, "guide.double-second", "washington", frame=("washington",)),
    Beat(26, Act.PLACE, "guide.double-first", "new-york", frame=("new-york",)),
    Beat(26, Act.PLACE, "guide.expand-to", "pittsburgh", frame=("pittsburgh",)),
    Beat(26, Act.NEXT, "guide.full-city", "pittsburgh", frame=("pittsburgh",)),
    Beat(26, Act.NEXT, "guide.final", frame=("pittsburgh", "new-york")),
    Beat(26, Act.END, "guide.end-game"),
)
