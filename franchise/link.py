"""Share links: a record packed into a short, URL-safe, versioned, checksummed text.

Layout: ``FR<version>.<base64url>``, where the base64url data is a deflated bit stream followed
by a CRC-32 of that data. The bit stream holds the game id, the mode, the setup (names, colours,
variant, seed, first player, expert tiles) and every move in a few bits (a turn with one
expansion and two increases takes 26 bits). A whole 5-player game fits in well under 1,000
characters. It goes in the URL fragment (``#...``), which browsers never send to a server.

``decode_link`` either returns a ``Record`` or raises ``LinkError`` saying what is wrong
(not a Franchise link, from a newer version, cut short, altered); the record's moves are then
validated by replaying them (``Record.replay``), so a link cannot smuggle in an illegal move.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib

from .board import BOARD
from .errors import FranchiseError, Refusal
from .moves import StartMove, TurnMove, parse_move
from .record import MAX_MOVES, Record, RecordError
from .setup import MAX_NAME_LENGTH, VARIANTS, Setup

LINK_VERSION = 1
PREFIX = "FR"
_CITIES = tuple(p.index for p in BOARD.places if p.is_city)
_CITY_ORDINAL = {place: i for i, place in enumerate(_CITIES)}
_MAX_LINK = 20_000
_BASE64URL = re.compile(r"^[A-Za-z0-9_-]*$")


class LinkError(RecordError):
    """A share link that cannot be opened, with the reason in players' words."""


class _Writer:
    def __init__(self) -> None:
        self.value = 0
        self.bits = 0

    def put(self, value: int, bits: int) -> None:
        if not 0 <= value < 1 << bits:
            raise ValueError(f"{value} does not fit in {bits} bits")
        self.value = (self.value << bits) | value
        self.bits += bits

    def put_varint(self, value: int) -> None:
        while True:
            low, value = value & 0x7F, value >> 7
            self.put(low | (0x80 if value else 0), 8)
            if not value:
                return

    def to_bytes(self) -> bytes:
        padding = -self.bits % 8
        return (self.value << padding).to_bytes((self.bits + padding) // 8, "big")


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.value = int.from_bytes(data, "big")
        self.left = len(data) * 8

    def get(self, bits: int) -> int:
        if bits > self.left:
            raise LinkError(Refusal.LINK_CUT_SHORT)
        self.left -= bits
        return (self.value >> self.left) & ((1 << bits) - 1)

    def get_varint(self, limit_bits: int = 64) -> int:
        value = shift = 0
        while True:
            byte = self.get(8)
            value |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                return value
            if shift >= limit_bits:
                raise LinkError(Refusal.LINK_DAMAGED)


# --------------------------------------------------------------------------- encoding
def encode_link(record: Record) -> str:
    """The share-link text (without '#') for a record."""
    out = _Writer()
    out.put(int(record.game_id, 16), 48)
    out.put(int(record.by_link), 1)
    _put_setup(out, record.setup)
    out.put_varint(len(record.moves))
    for text in record.moves:
        _put_move(out, parse_move(text))
    body = zlib.compress(out.to_bytes(), 9)[2:-4]  # raw deflate: no zlib header or adler
    crc = zlib.crc32(body).to_bytes(4, "big")
    data = base64.urlsafe_b64encode(body + crc).rstrip(b"=").decode("ascii")
    return f"{PREFIX}{LINK_VERSION}.{data}"


def _put_setup(out: _Writer, setup: Setup) -> None:
    n = len(setup.players)
    out.put(n - 2, 2)
    out.put(VARIANTS.index(setup.variant), 2)
    if not 0 <= setup.seed < 1 << 64:
        raise LinkError(Refusal.SEED_RANGE)
    out.put_varint(setup.seed)
    out.put(setup.first_player is not None, 1)
    if setup.first_player is not None:
        out.put(setup.first_player, 3)
    out.put(setup.colors is not None, 1)
    for seat in range(n):
        if setup.colors is not None:
            out.put(BOARD.player_colors.index(setup.colors[seat]), 3)
        name = setup.players[seat].encode("utf-8")
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


def _put_move(out: _Writer, move: StartMove | TurnMove) -> None:
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
    """Read a share link (with or without its leading '#'); raises ``LinkError``."""
    if not isinstance(text, str):
        raise LinkError(Refusal.NOT_A_LINK)
    text = text.strip().lstrip("#")
    if len(text) > _MAX_LINK:
        raise LinkError(Refusal.LINK_TOO_LONG)
    version_text, dot, data = text.partition(".")
    if not version_text.startswith(PREFIX) or not dot:
        raise LinkError(Refusal.NOT_A_LINK)
    version = version_text[len(PREFIX) :]
    if not version.isdigit():
        raise LinkError(Refusal.NOT_A_LINK)
    if int(version) != LINK_VERSION:
        raise LinkError(
            Refusal.LINK_FROM_NEWER if int(version) > LINK_VERSION else Refusal.LINK_FROM_OLDER
        )
    if not _BASE64URL.match(data):
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
    try:
        unpacker = zlib.decompressobj(-15)
        payload = unpacker.decompress(body, 1 << 16)
        if unpacker.unconsumed_tail or not unpacker.eof:
            raise LinkError(Refusal.LINK_DAMAGED)
    except zlib.error:
        raise LinkError(Refusal.LINK_DAMAGED) from None
    return _read_record(_Reader(payload))


def _read_record(reader: _Reader) -> Record:
    game_id = f"{reader.get(48):012x}"
    by_link = bool(reader.get(1))
    setup = _read_setup(reader)
    count = reader.get_varint(16)
    if count > MAX_MOVES:
        raise LinkError(Refusal.LINK_DAMAGED)
    moves = tuple(str(_read_move(reader)) for _ in range(count))
    if reader.left >= 8:
        raise LinkError(Refusal.LINK_DAMAGED)
    return Record(setup, moves, game_id, by_link)


def _read_setup(reader: _Reader) -> Setup:
    n = reader.get(2) + 2
    variant_index = reader.get(2)
    if variant_index >= len(VARIANTS):
        raise LinkError(Refusal.LINK_DAMAGED)
    seed = reader.get_varint(70)
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
        if ordinal >= len(_CITIES):
            raise LinkError(Refusal.LINK_DAMAGED)
        city_tiles[BOARD.places[_CITIES[ordinal]].id] = value
    region_tiles = {}
    for _ in range(reader.get(4)):
        region, tile = reader.get(4), reader.get(4)
        if region >= len(BOARD.regions) or tile >= len(BOARD.regions):
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


def _read_move(reader: _Reader) -> StartMove | TurnMove:
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
