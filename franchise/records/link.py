"""Share links: a record packed into a short, URL-safe, versioned, checksummed text.

Layout: ``FR<version>.<base64url>``, where the base64url data is a deflated bit stream followed
by a CRC-32 of that data. The bit stream holds the game id, the mode, the setup (names, colours,
variant, seed, first player, expert tiles), the computer seats (version 2 only: a game of people
is written as version 1, as before computers travelled) and every move in a few bits (a turn
with one expansion and two increases takes 26 bits). A whole 5-player game fits in well under
1,000 characters. It goes in the URL fragment (``#...``), which browsers never send to a server.

``decode_link`` either returns a ``Record`` or raises ``LinkError`` saying what is wrong
(not a Franchise link, from a newer version, cut short, altered); the record's moves are then
validated by replaying them (``Record.replay``), so a link cannot smuggle in an illegal move.
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
from .record import (
    COMPUTER_LEVELS,
    GAME_ID,
    MAX_MOVES,
    ComputerLevel,
    Record,
    RecordError,
    read_computers,
)

#: The newest layout: FR2 adds the computer seats. A game of people only is still written as
#: FR1, exactly as before computers travelled, so pages from before then open it too.
LINK_VERSION = 2
PEOPLE_LINK_VERSION = 1
OLDEST_LINK_VERSION = 1
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
#: Level codes in a link: 0 is a person, then the computer levels in order.
_LEVEL_CODE = {level: code for code, level in enumerate(COMPUTER_LEVELS, start=1)}
#: Bits of a seat's level code in an FR2 link: a person and three levels fit, so a level whose
#: code is 4 or more (expert) is carried by saves and files only, never by a link; links write
#: the level that plays it now (``Record.as_played``). A fourth offered level needs a new link
#: version (docs/CHECKLISTS.md, "Add a level").
LEVEL_BITS = 2


class LinkError(RecordError):
    """A share link that cannot be opened, with the reason in players' words."""


# --------------------------------------------------------------------------- encoding
def encode_link(record: Record) -> str:
    """The share-link text (without '#') for a record; raises ``RecordError`` if it is invalid.

    Only records that a link can carry back exactly are written: a valid setup (which bounds the
    seed, the names and the tiles), a well-formed id and computer seats, at most ``MAX_MOVES``
    readable moves.
    """
    try:
        record.setup.resolve()
    except FranchiseError as error:
        raise LinkError(Refusal.SETUP_INVALID, cause=error) from None
    if not isinstance(record.game_id, str) or not GAME_ID.fullmatch(record.game_id):
        raise RecordError(Refusal.RECORD_DAMAGED)
    if len(record.moves) > MAX_MOVES:
        raise RecordError(Refusal.TOO_MANY_MOVES, limit=MAX_MOVES)
    computers = read_computers(record.computers, record.setup.players)
    out = BitWriter()
    put_record(out, record, computers)
    return seal(out, LINK_VERSION if computers else PEOPLE_LINK_VERSION)


def put_record(out: BitWriter, record: Record, computers: dict[str, ComputerLevel]) -> None:
    """A checked record's bits: id, mode, setup, the computer seats if there are any, moves
    (the puzzle link, franchise/puzzles/link.py, writes its position the same way)."""
    out.put(int(record.game_id, 16), 48)
    out.put(int(record.by_link), 1)
    _put_setup(out, record.setup)
    if computers:
        _put_computers(out, record.setup.players, computers)
    out.put_varint(len(record.moves))
    for text in record.moves:
        put_move(out, parse_move(text))


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
    out: BitWriter, players: tuple[str, ...], computers: dict[str, ComputerLevel]
) -> None:
    """A level code per player, in their places at the table (0: a person); only FR2 links have
    them, and at least one computer."""
    for name in players:
        out.put(_LEVEL_CODE[computers[name]] if name in computers else 0, LEVEL_BITS)


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
    version, payload = unseal(text, LINK_VERSION)
    try:
        return read_record(BitReader(payload), version == LINK_VERSION)
    except OutOfBitsError:
        raise LinkError(Refusal.LINK_CUT_SHORT) from None


def unseal(text: object, newest: int, oldest: int = OLDEST_LINK_VERSION) -> tuple[int, bytes]:
    """A link's version (between ``oldest`` and ``newest``) and its packed bits, checked as
    ``decode_link`` says; ``LinkError`` otherwise."""
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


def read_record(reader: BitReader, with_computers: bool) -> Record:
    """A record's bits as ``put_record`` wrote them (with its computer seats or without);
    ``LinkError`` for anything it would not write, ``OutOfBitsError`` when they run out."""
    game_id = f"{reader.get(48):012x}"
    by_link = bool(reader.get(1))
    setup = _read_setup(reader)
    computers = _read_computers(reader, setup.players) if with_computers else {}
    count = reader.get_varint(MAX_MOVES + 1)
    if count is None or count * _MIN_MOVE_BITS > reader.left:
        raise LinkError(Refusal.LINK_DAMAGED)
    if reader.left > count * _MAX_MOVE_BITS + 7:  # far more data than the moves it announces
        raise LinkError(Refusal.LINK_DAMAGED)
    moves = tuple(str(read_move(reader)) for _ in range(count))
    if reader.left >= 8 or reader.get(reader.left) != 0:  # only zero padding may follow
        raise LinkError(Refusal.LINK_DAMAGED)
    return Record(setup, moves, game_id, by_link, computers)


def _read_computers(reader: BitReader, players: tuple[str, ...]) -> dict[str, ComputerLevel]:
    computers = {}
    for name in players:
        code = reader.get(LEVEL_BITS)
        if code > len(COMPUTER_LEVELS):
            raise LinkError(Refusal.LINK_DAMAGED)
        if code:
            computers[name] = COMPUTER_LEVELS[code - 1]
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
