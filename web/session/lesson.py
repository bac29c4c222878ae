"""The guided first game: one real game whose moves are fixed, and the beats that teach it.

The learner plays the first seat of a two-player introductory game against a computer; both
sides' moves are set here (``LESSON_MOVES``), so every learner meets the same ideas in the same
order: expanding along a link and its cost, income from free spaces, increasing in a city and
the double share, the $10 tile, a city scored by majority, a region scored with its reference
player and the track, a round without an expansion, a full city without a majority, the red zone
and the final scoring. The line was found with the engine (medium's turns for the learner, held
to one new idea per early turn; easy's for the computer) and ends with the learner's win.

A beat is one thing the learner is asked to do: read and go on (``Act.NEXT``), use a place on
the map (``PLACE``), a bonus tile (``BONUS``), or play the turn (``END``). Each beat belongs to
a position (``at``: the moves played before it), names its words in the ``guide`` catalogue and
the places the map frames. What the words quote (a link's cost, the income, the influence
scored) is read from the engine's events of the turn, never written here: see
``web/session/guide.py``. tests/web/test_guide.py replays the lesson and checks that every beat
happens where it says.
"""

from __future__ import annotations

from enum import StrEnum

from franchise import Bonus
from franchise.values import valueclass

#: The table of the lesson: the introductory variant, the learner first, the computer second.
LESSON_SEED = 2
#: The computer's level as the game is labelled and played on once the guide is left.
LESSON_LEVEL = "easy"

#: Every move of the lesson's game, both seats, in order (the learner plays the even ones).
LESSON_MOVES: tuple[str, ...] = (
    ">charlotte",
    ">atlanta",
    ">phoenix +charlotte",
    ">kansas-city",
    ">flagstaff ++phoenix",
    ">omaha +atlanta",
    "$10 >salt-lake-city",
    ">dodge-city +atlanta",
    ">pittsburgh",
    ">chicago +kansas-city +omaha",
    ">chicago +pittsburgh",
    ">raleigh +chicago +kansas-city +omaha",
    ">st-louis +chicago",
    ">huntsville +chicago",
    ">oklahoma-city +chicago +st-louis",
    ">charleston",
    ">detroit +chicago +oklahoma-city",
    ">washington",
    ">denver +detroit +oklahoma-city",
    ">little-rock +washington +charleston",
    ">memphis +denver +detroit",
    ">jacksonville +washington",
    ">dallas +denver",
    ">houston +washington",
    "$10 >el-paso +dallas",
    "pass",
    ">albuquerque +dallas",
    ">minneapolis +jacksonville",
    ">minneapolis +albuquerque",
    "+houston",
    "+albuquerque",
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


def _play(at: int, words: str = "guide.play") -> Beat:
    """A turn the guide lays out for the learner, who looks at it and plays it."""
    return Beat(at, Act.END, words)


BEATS: tuple[Beat, ...] = (
    Beat(0, Act.NEXT, "guide.welcome", frame=("indianapolis", "pueblo")),
    Beat(0, Act.PLACE, "guide.expand", "charlotte", frame=("indianapolis", "charlotte")),
    Beat(0, Act.END, "guide.end-expand", "charlotte"),
    Beat(2, Act.NEXT, "guide.income", "charlotte", frame=("charlotte",)),
    Beat(2, Act.PLACE, "guide.increase", "charlotte", frame=("charlotte",)),
    Beat(2, Act.PLACE, "guide.expand-to", "phoenix", frame=("pueblo", "phoenix")),
    Beat(2, Act.END, "guide.end-majority", "charlotte"),
    Beat(4, Act.NEXT, "guide.city-scored", "charlotte", frame=("charlotte",), about=About.LAST),
    Beat(4, Act.BONUS, "guide.bonus-share", bonus=Bonus.SHARE),
    Beat(4, Act.PLACE, "guide.double-first", "phoenix", frame=("phoenix", "flagstaff")),
    Beat(4, Act.PLACE, "guide.double-second", "phoenix"),
    Beat(4, Act.PLACE, "guide.expand-to", "flagstaff"),
    Beat(4, Act.END, "guide.end"),
    Beat(6, Act.BONUS, "guide.bonus-dollars", bonus=Bonus.DOLLARS),
    Beat(6, Act.PLACE, "guide.expand-to", "salt-lake-city", frame=("salt-lake-city",)),
    Beat(6, Act.END, "guide.end"),
    _play(8, "guide.play-first"),
    _play(10),
    _play(12),
    _play(14),
    _play(16),
    _play(18),
    Beat(20, Act.NEXT, "guide.region", frame=("memphis", "detroit")),
    _play(20),
    Beat(22, Act.NEXT, "guide.track", about=About.LAST),
    _play(22),
    _play(24),
    Beat(26, Act.NEXT, "guide.no-expansion"),
    _play(26),
    Beat(28, Act.NEXT, "guide.full-city", "minneapolis", frame=("minneapolis",)),
    _play(28),
    Beat(30, Act.NEXT, "guide.final", frame=("albuquerque",)),
    _play(30, "guide.end-game"),
)
