"""Share links: a record packed into a short, URL-safe, versioned, checksummed text.

Layout: ``FR<version>.<base64url>``, where the base64url data is a deflated bit stream followed
by a CRC-32 of that data. The bit stream holds the game id, the mode, the setup (names, colours,
variant, seed, first player, expert tiles), the computer seats and every move in a few bits (a turn
with one expansion and two increases takes 26 bits). A whole 5-player game fits in well under
1,000 characters. It goes in the URL fragment (``#...``), which browsers never send to a server.

``decode_link`` either returns a ``Record`` or raises ``LinkError`` saying what is wrong
(not a Franchise link, from a newer version, cut short, altered); the record's moves are then
validated by replaying them (``Record.replay``), so a link cannot smuggle in an illegal move.
The versions: FR1 is a game of people, FR2 adds the computer seats with a
level code in 2 bits, FR3 is a puzzle's link (franchise/puzzles/link.py), FR4 gives each
computer seat 4 bits, room for 15 levels. A level's code is its entry in ``LEVEL_CODES``, never
its place in ``ComputerLevel``, so levels can be added, retired or reordered without changing
what a link says. A record is written in the oldest layout that carries it exactly (people:
FR1; levels whose codes fit 2 bits: FR2; else FR4), so a page from before a layout still opens
every link that does not need it. tests/data/old_links.json keeps links of the older layouts,
each of which must open to the same record and be written again the same way.

The decoder accepts exactly what the encoder writes: every field is range-checked, padding
must be zero, and a record the encoder refuses (a seed of 2**64, say) cannot come in.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib

from ..core.bits import BitReader, BitWriter, OutOfBitsError
from ..core.board import BOARD
from ..core.errors import FranchiseError, Refusal
from ..core.moves import StartMove, TurnMove, parse_move
from ..core.setup import MAX_NAME_LENGTH, SEED_LIMIT, VARIANTS, Setup
from .link_versions import (
    CODE_BITS,
    LEVEL_CODES,
    LEVEL_OF_CODE,
    LINK_VERSION,
    OLDEST_LINK_VERSION,
    PUZZLE_LINK_VERSION,
    layout_of,
)
from .record import (
    GAME_ID,
    MAX_MOVES,
    ComputerLevel,
    Record,
    RecordError,
    read_computers,
)

PREFIX = "FR"
_VERSION = re.compile(PREFIX + r"(0|[1-9][0-9]{0,5})")
_CITIES = tuple(p.index for p in BOARD.places if p.is_city)
_CITY_ORDINAL = {place: i for i, place in enumerate(_CITIES)}
_MAX_LINK = 20_000
_BASE64URL = re.compile(r"[A-Za-z0-9_-]*")
#: The longest move: a turn with $10, two expansions and an increase in every city, doubled.
_MAX_MOVE_BITS = 1 + 1 + 2 + 2 * 6 + 5 + len(_CITIES) * 5 + 1 + 5
_MIN_MOVE_BITS = 7  # a start move; a turn takes at least 9
#: Id, mode, the longest setup (five 96-byte names, every tile), computers, the move count.
_MAX_HEADER_BITS = 48 + 1 + 4 + 80 + 4 + 1 + 5 * (3 + 7 + 96 * 8) + 5 + 32 * 8 + 4 + 80 + 11 + 24
#: No record the encoder accepts unpacks to more than this; a link that does is refused early.
_MAX_PAYLOAD = (_MAX_HEADER_BITS + MAX_MOVES * _MAX_MOVE_BITS + 7) // 8


class LinkError(RecordError):
    """A share link that cannot be opened, with the reason in players' words."""


# --------------------------------------------------------------------------- encoding
def encode_link(record: Record) -> str:
    """The share-link text (without '#') for a record; raises ``LinkError`` for any record a
    link cannot carry back exactly.

    That is: an invalid setup (which bounds the seed, the names and the tiles), an ill-formed
    id, an unreadable move, more than ``MAX_MOVES`` moves, or computer seats that are not the
    game's players at levels with a code. The record is written in the oldest layout that
    carries it (``layout_of``).
    """
    try:
        record.setup.resolve()
    except FranchiseError as error:
        raise LinkError(Refusal.SETUP_INVALID, cause=error) from None
    if not isinstance(record.game_id, str) or not GAME_ID.fullmatch(record.game_id):
        raise LinkError(Refusal.RECORD_DAMAGED)
    if len(record.moves) > MAX_MOVES:
        raise LinkError(Refusal.TOO_MANY_MOVES, limit=MAX_MOVES)
    try:
        computers = read_computers(record.computers, record.setup.players)
    except RecordError:
        raise LinkError(Refusal.RECORD_DAMAGED) from None
    version = layout_of(computers)
    out = BitWriter()
    put_record(out, record, computers, CODE_BITS.get(version, 0))
    return seal(out, version)


def put_record(
    out: BitWriter, record: Record, computers: dict[str, ComputerLevel], code_bits: int
) -> None:
    """A checked record's bits: id, mode, setup, the computer seats if there are any (each
    level's code in ``code_bits``), moves (the puzzle link, franchise/puzzles/link.py, writes
    its position the same way); ``LinkError`` for a move or a level it cannot write."""
    out.put(int(record.game_id, 16), 48)
    out.put(int(record.by_link), 1)
    _put_setup(out, record.setup)
    if computers:
        _put_computers(out, record.setup.players, computers, code_bits)
    out.put_varint(len(record.moves))
    for text in record.moves:
        try:
            move = parse_move(text)
        except FranchiseError as error:
            raise LinkError(Refusal.MOVE_UNREADABLE, cause=error) from None
        put_move(out, move)


def seal(out: BitWriter, version: int) -> str:
    """The link text of ``out``'s bits: deflated, checksummed, base64url, after its version."""
    body = zlib.compress(out.to_bytes(), 9)[2:-4]  # raw deflate: no zlib header or adler
    crc = zlib.crc32(body).to_bytes(4, "big")
    data = base64.urlsafe_b64encode(body + crc).rstrip(b"=").decode("ascii")
    link = f"{PREFIX}{version}.{data}"
    if len(link) > _MAX_LINK:
        raise LinkError(Refusal.LINK_TOO_LONG)
    return link


def _put_setup(out: BitWriter, setup: Setup) -> None:
    n = len(setup.players)
    out.put(n - 2, 2)
    out.put(VARIANTS.index(setup.variant), 2)
    out.put_varint(setup.seed)  # below 2**64: resolve() checked it
    out.put(setup.first_player is not None, 1)
    if setup.first_player is not None:
        out.put(setup.first_player, 3)
    out.put(setup.colors is not None, 1)
    for place in range(n):  # places at the table, as the setup lists them (not seats)
        if setup.colors is not None:
            out.put(BOARD.player_colors.index(setup.colors[place]), 3)
        name = setup.players[place].encode("utf-8")
        out.put(len(name), 7)
        for byte in name:
            out.put(byte, 8)
    out.put(len(setup.city_tiles), 5)
    for city_id, value in sorted(setup.city_tiles.items()):
        out.put(_CITY_ORDINAL[BOARD.place_index[city_id]], 5)
        out.put(value - 2, 3)
    out.put(len(setup.region_tiles), 4)
    for region_id, tile_id in sorted(setup.region_tiles.items()):
        out.put(BOARD.region_index[region_id], 4)
        out.put(BOARD.region_index[tile_id], 4)


def _put_computers(
    out: BitWriter, players: tuple[str, ...], computers: dict[str, ComputerLevel], code_bits: int
) -> None:
    """A level code per player, in their places at the table (0: a person), in ``code_bits``;
    only links with at least one computer have them."""
    for name in players:
        code = LEVEL_CODES.get(computers[name], 1 << code_bits) if name in computers else 0
        if code >= 1 << code_bits:
            raise LinkError(Refusal.LINK_CANNOT_CARRY)
        out.put(code, code_bits)


def put_move(out: BitWriter, move: StartMove | TurnMove) -> None:
    if isinstance(move, StartMove):
        out.put(1, 1)
        out.put(move.town, 6)
        return
    out.put(0, 1)
    out.put(int(move.dollars), 1)
    out.put(len(move.expansions), 2)
    for place in move.expansions:
        out.put(place, 6)
    out.put(len(move.increases), 5)
    for city in move.increases:
        out.put(_CITY_ORDINAL[city], 5)
    if move.increases:
        out.put(move.double_share is not None, 1)
        if move.double_share is not None:
            out.put(move.increases.index(move.double_share), 5)


# --------------------------------------------------------------------------- decoding
def decode_link(text: str) -> Record:
    """Read a share link (with or without its leading '#'); raises ``LinkError``.

    Cheap checks come first (length, version, alphabet, checksum), the unpacked size is bounded
    before it is read, and reading takes time linear in the link.
    """
    # a puzzle's link is not a game's: the page opens it as a puzzle (franchise/puzzles/link.py)
    version, payload = unseal(text, LINK_VERSION, not_games=PUZZLE_LINK_VERSION)
    try:
        return read_record(BitReader(payload), CODE_BITS.get(version, 0))
    except OutOfBitsError:
        raise LinkError(Refusal.LINK_CUT_SHORT) from None


def unseal(
    text: object, newest: int, oldest: int = OLDEST_LINK_VERSION, not_games: int | None = None
) -> tuple[int, bytes]:
    """A link's version (between ``oldest`` and ``newest``, never ``not_games``: that is no
    game's) and its packed bits, checked as ``decode_link`` says; ``LinkError`` otherwise."""
    if not isinstance(text, str):
        raise LinkError(Refusal.NOT_A_LINK)
    if len(text) > 2 * _MAX_LINK:
        raise LinkError(Refusal.LINK_TOO_LONG)
    text = text.strip().lstrip("#")
    if len(text) > _MAX_LINK:
        raise LinkError(Refusal.LINK_TOO_LONG)
    version_text, dot, data = text.partition(".")
    version_match = _VERSION.fullmatch(version_text)
    if version_match is None or not dot:
        raise LinkError(Refusal.NOT_A_LINK)
    version = int(version_match.group(1))
    if version == not_games:
        raise LinkError(Refusal.NOT_A_LINK)
    if version > newest:
        raise LinkError(Refusal.LINK_FROM_NEWER)
    if version < oldest:
        raise LinkError(Refusal.LINK_FROM_OLDER)
    if not _BASE64URL.fullmatch(data):
        raise LinkError(Refusal.LINK_DAMAGED)
    if len(data) % 4 == 1:  # no base64 text has this length: characters are missing
        raise LinkError(Refusal.LINK_CUT_SHORT)
    try:
        raw = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
    except (binascii.Error, ValueError):
        raise LinkError(Refusal.LINK_DAMAGED) from None
    if len(raw) < 5:
        raise LinkError(Refusal.LINK_CUT_SHORT)
    body, crc = raw[:-4], raw[-4:]
    if zlib.crc32(body).to_bytes(4, "big") != crc:
        raise LinkError(Refusal.LINK_ALTERED)
    return version, _inflate(body)


def _inflate(body: bytes) -> bytes:
    """The packed bits, refused as soon as they would exceed what any record packs to."""
    unpacker = zlib.decompressobj(-15)
    try:
        payload = unpacker.decompress(body, _MAX_PAYLOAD)
    except zlib.error:
        raise LinkError(Refusal.LINK_DAMAGED) from None
    if unpacker.unconsumed_tail:
        raise LinkError(Refusal.LINK_TOO_LONG)
    if not unpacker.eof or unpacker.unused_data:
        raise LinkError(Refusal.LINK_DAMAGED)
    return payload


def read_record(reader: BitReader, code_bits: int) -> Record:
    """A record's bits as ``put_record`` wrote them (with its computer seats, each level's
    code in ``code_bits``, or without them where that is 0); ``LinkError`` for anything it
    would not write, ``OutOfBitsError`` when they run out."""
    game_id = f"{reader.get(48):012x}"
    by_link = bool(reader.get(1))
    setup = _read_setup(reader)
    computers = _read_computers(reader, setup.players, code_bits) if code_bits else {}
    count = reader.get_varint(MAX_MOVES + 1)
    if count is None or count * _MIN_MOVE_BITS > reader.left:
        raise LinkError(Refusal.LINK_DAMAGED)
    if reader.left > count * _MAX_MOVE_BITS + 7:  # far more data than the moves it announces
        raise LinkError(Refusal.LINK_DAMAGED)
    moves = tuple(str(read_move(reader)) for _ in range(count))
    if reader.left >= 8 or reader.get(reader.left) != 0:  # only zero padding may follow
        raise LinkError(Refusal.LINK_DAMAGED)
    return Record(setup, moves, game_id, by_link, computers)


def _read_computers(
    reader: BitReader, players: tuple[str, ...], code_bits: int
) -> dict[str, ComputerLevel]:
    computers = {}
    for name in players:
        code = reader.get(code_bits)
        if code and code not in LEVEL_OF_CODE:  # a level this page does not know yet
            raise LinkError(Refusal.LINK_FROM_NEWER)
        if code:
            computers[name] = LEVEL_OF_CODE[code]
    if not computers:  # a game of people only is written as FR1
        raise LinkError(Refusal.LINK_DAMAGED)
    return computers


def _read_setup(reader: BitReader) -> Setup:
    n = reader.get(2) + 2
    variant_index = reader.get(2)
    if variant_index >= len(VARIANTS):
        raise LinkError(Refusal.LINK_DAMAGED)
    seed = reader.get_varint(SEED_LIMIT)
    if seed is None:
        raise LinkError(Refusal.LINK_DAMAGED)
    first = reader.get(3) if reader.get(1) else None
    has_colors = reader.get(1)
    names, colors = [], []
    for _ in range(n):
        if has_colors:
            index = reader.get(3)
            if index >= len(BOARD.player_colors):
                raise LinkError(Refusal.LINK_DAMAGED)
            colors.append(BOARD.player_colors[index])
        length = reader.get(7)
        if length > 4 * MAX_NAME_LENGTH:
            raise LinkError(Refusal.LINK_DAMAGED)
        try:
            names.append(bytes(reader.get(8) for _ in range(length)).decode("utf-8"))
        except UnicodeDecodeError:
            raise LinkError(Refusal.LINK_DAMAGED) from None
    city_tiles = {}
    for _ in range(reader.get(5)):
        ordinal, value = reader.get(5), reader.get(3) + 2
        if ordinal >= len(_CITIES) or BOARD.places[_CITIES[ordinal]].id in city_tiles:
            raise LinkError(Refusal.LINK_DAMAGED)
        city_tiles[BOARD.places[_CITIES[ordinal]].id] = value
    region_tiles = {}
    for _ in range(reader.get(4)):
        region, tile = reader.get(4), reader.get(4)
        if region >= len(BOARD.regions) or tile >= len(BOARD.regions):
            raise LinkError(Refusal.LINK_DAMAGED)
        if BOARD.regions[region].id in region_tiles:
            raise LinkError(Refusal.LINK_DAMAGED)
        region_tiles[BOARD.regions[region].id] = BOARD.regions[tile].id
    setup = Setup(
        players=tuple(names),
        variant=VARIANTS[variant_index],
        seed=seed,
        first_player=first,
        colors=tuple(colors) if has_colors else None,
        city_tiles=city_tiles,
        region_tiles=region_tiles,
    )
    try:
        setup.resolve()
    except FranchiseError as error:
        raise LinkError(Refusal.SETUP_INVALID, cause=error) from None
    return setup


def read_move(reader: BitReader) -> StartMove | TurnMove:
    if reader.get(1):
        return StartMove(_place(reader.get(6)))
    dollars = bool(reader.get(1))
    expansions = [_place(reader.get(6)) for _ in range(reader.get(2))]
    increases = []
    for _ in range(reader.get(5)):
        ordinal = reader.get(5)
        if ordinal >= len(_CITIES):
            raise LinkError(Refusal.LINK_DAMAGED)
        increases.append(_CITIES[ordinal])
    double = None
    if increases and reader.get(1):
        index = reader.get(5)
        if index >= len(increases):
            raise LinkError(Refusal.LINK_DAMAGED)
        double = increases[index]
    return TurnMove.of(expansions, increases, double, dollars)


def _place(index: int) -> int:
    if index >= len(BOARD.places):
        raise LinkError(Refusal.LINK_DAMAGED)
    return index
