"""The link versions, the ``<n>`` of ``FR<n>.…`` (one list, so no two layouts share a number),
and the level codes that computer seats are written with.

Apart from the codec (franchise/records/link.py) so that the page tells a puzzle's link from a
game's (``franchise.puzzles.is_puzzle_link``) without loading it.
"""

from __future__ import annotations

from .record import ComputerLevel

#: A game of people only, exactly as before computers travelled.
PEOPLE_LINK_VERSION = 1
#: A game with computer seats, each level's code in 2 bits (codes 1 to 3).
SEATED_LINK_VERSION = 2
#: A puzzle's link (franchise/puzzles/link.py), told apart by its version: never a game's.
PUZZLE_LINK_VERSION = 3
#: The newest game layout: computer seats with each level's code in 4 bits (codes 1 to 15).
LINK_VERSION = 4
OLDEST_LINK_VERSION = PEOPLE_LINK_VERSION

#: Each level's code in a link; 0 is a person. A code, once written, names its level for good:
#: a new level takes a free code (up to 15), a retired one keeps its own, and the enum's order
#: (the order the page offers them) has no say.
LEVEL_CODES: dict[ComputerLevel, int] = {
    ComputerLevel.EASY: 1,
    ComputerLevel.MEDIUM: 2,
    ComputerLevel.HARD: 3,
    ComputerLevel.EXPERT: 4,
}
LEVEL_OF_CODE = {code: level for level, code in LEVEL_CODES.items()}
#: How many bits a seat's level code takes, by the game link versions with computer seats.
CODE_BITS = {SEATED_LINK_VERSION: 2, LINK_VERSION: 4}


def layout_of(computers: dict[str, ComputerLevel]) -> int:
    """The oldest game link version that carries these computer seats: FR1 for none, FR2 where
    every level's code fits its 2 bits, else FR4."""
    if not computers:
        return PEOPLE_LINK_VERSION
    seated_limit = 1 << CODE_BITS[SEATED_LINK_VERSION]
    if all(LEVEL_CODES.get(level, seated_limit) < seated_limit for level in computers.values()):
        return SEATED_LINK_VERSION
    return LINK_VERSION
