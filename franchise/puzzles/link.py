"""A puzzle's link: ``FR3.…``, the position and the question, checked like every link.

It is sealed as a game's link is (franchise/records/link.py: deflated, checksummed,
base64url) under a version of its own, so it is told apart by its first characters
(``puzzle.is_puzzle_link``) and a page from before puzzles refuses it as a link from a newer page.
The bits: where the puzzle came from, its theme, the turn played and the preferred turn, whether
the record names computer seats, then the position's record as a game's link packs it. The
figures are not carried: the engine reads them again from the position (``judge.checked``), so
a link cannot claim a margin its turns do not have, and a link whose turns are illegal there,
equal, or the wrong way round is refused. Bundled puzzles are linked by the same bits; their
id comes back from the set when the position is one of its own.
"""

from __future__ import annotations

from ..core.bits import BitReader, BitWriter, OutOfBitsError
from ..core.errors import Refusal
from ..core.moves import TurnMove
from ..records.link import (
    CODE_BITS,
    LinkError,
    put_move,
    put_record,
    read_move,
    read_record,
    seal,
    unseal,
)
from ..records.link_versions import SEATED_LINK_VERSION
from ..records.record import RecordError, read_computers
from ..values import replace
from .judge import checked, figures
from .making import own_puzzle_id
from .puzzle import PUZZLE_LINK_VERSION, Puzzle, PuzzleError, Source, Stage, Theme, stage_of

#: A puzzle's computer seats are written as FR2 writes them, each level's code in 2 bits.
_CODE_BITS = CODE_BITS[SEATED_LINK_VERSION]
_THEMES = tuple(Theme)
_SOURCES = tuple(Source)


def encode_puzzle_link(puzzle: Puzzle) -> str:
    """The link text (without '#') of ``puzzle``; ``LinkError`` if its record is invalid or
    names a level whose code needs more than FR3's 2 bits."""
    record = puzzle.record
    try:
        computers = read_computers(record.computers, record.setup.players)
    except RecordError:
        raise LinkError(Refusal.RECORD_DAMAGED) from None
    out = BitWriter()
    out.put(_SOURCES.index(puzzle.source), 1)
    out.put(_THEMES.index(puzzle.theme), 3)
    put_move(out, puzzle.played)
    put_move(out, puzzle.preferred)
    out.put(bool(computers), 1)
    put_record(out, record, computers, _CODE_BITS)
    return seal(out, PUZZLE_LINK_VERSION)


def decode_puzzle_link(text: str, spec: str = "hard") -> Puzzle:
    """The puzzle a link carries, its position replayed and its turns checked; ``LinkError``
    for a link that is not one or is damaged, ``PuzzleError`` for a question that does not
    hold at its position. ``spec`` names the search of the puzzle's preferred turn."""
    _, payload = unseal(text, PUZZLE_LINK_VERSION, PUZZLE_LINK_VERSION)
    reader = BitReader(payload)
    try:
        source_index, theme_index = reader.get(1), reader.get(3)
        played, preferred = read_move(reader), read_move(reader)
        record = read_record(reader, _CODE_BITS if reader.get(1) else 0)
    except OutOfBitsError:
        raise LinkError(Refusal.LINK_CUT_SHORT) from None
    if theme_index >= len(_THEMES):
        raise LinkError(Refusal.LINK_DAMAGED)
    if not isinstance(played, TurnMove) or not isinstance(preferred, TurnMove):
        raise LinkError(Refusal.LINK_DAMAGED)
    source = _SOURCES[source_index]
    puzzle_id = own_puzzle_id(record.game_id, len(record.moves) + 1)
    theme = _THEMES[theme_index]
    puzzle = Puzzle(puzzle_id, source, record, played, preferred, theme, Stage.EARLY, (0, 0), spec)
    try:
        game = checked(puzzle)
    except RecordError as error:
        raise PuzzleError(Refusal.LINK_DAMAGED, cause=error) from None
    return replace(puzzle, stage=stage_of(game), chances=figures(puzzle, game))
