"""Hostile links and records: each class of input that once crashed or loaded unshareable games."""

from __future__ import annotations

import base64
import json
import pickle
import zlib

import pytest

from franchise import FranchiseError, Game, Refusal, Setup, SetupError
from franchise.core.bits import BitReader, BitWriter
from franchise.records import link
from franchise.records.jsondata import MAX_JSON_CHARS, MAX_JSON_DEPTH, read_json
from franchise.records.link import CODE_BITS, LINK_VERSION, LinkError, decode_link, encode_link
from franchise.records.link_versions import PEOPLE_LINK_VERSION, SEATED_LINK_VERSION
from franchise.records.record import ComputerLevel, Record, RecordError
from franchise.values import replace

#: Written by the first link format (FR1, before computer seats), kept to prove it still opens.
FR1_LINK = "FR1.Y1R2Te9cvcCmccF2c2an_CS2tk8nGHjOF3MwRDGsYs3gehETxWDAekE7sdGVAQCP0hHf"
FR1_MOVES = (
    "start ogallala",
    "start raleigh",
    "start huntsville",
    "pass",
    ">washington",
    ">chicago",
    "$10 >washington",
    "$10 >charleston +washington",
    "$10 >dodge-city",
    ">montgomery ++washington",
    "$10 >charlotte +charleston",
    "$10 >phoenix",
)
TWO = ("Ann", "Bob")


def seal(payload: bytes, version: int = 1) -> str:
    """A link around any payload, with a correct checksum: tests the decoder behind it."""
    body = zlib.compress(payload, 9)[2:-4]
    crc = zlib.crc32(body).to_bytes(4, "big")
    return f"FR{version}." + base64.urlsafe_b64encode(body + crc).rstrip(b"=").decode()


def payload_of(link: str) -> bytes:
    data = link.split(".", 1)[1]
    raw = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))[:-4]
    return zlib.decompress(raw, -15)


def refused(load, code: Refusal, kind: type[FranchiseError] = RecordError) -> FranchiseError:
    with pytest.raises(kind) as error:
        load()
    assert error.value.root().code is code, str(error.value)
    return error.value


# --------------------------------------------------------------------------- link versions
@pytest.mark.parametrize(
    "version",
    [
        pytest.param("9" * 5000, id="5000-digits"),
        pytest.param("\u00b2", id="superscript-two"),
        pytest.param("\u0661", id="arabic-indic-one"),
        pytest.param("\u4e00", id="cjk-one"),
        "01",
        "+1",
        " 1",
        "1_0",
        "1" * 7,
    ],
)
def test_link_versions_that_are_not_small_ascii_numbers_are_not_links(version):
    refused(lambda: decode_link(f"FR{version}.AAAA"), Refusal.NOT_A_LINK, LinkError)


def test_links_from_older_and_newer_versions_say_so():
    refused(lambda: decode_link("FR0.AAAA"), Refusal.LINK_FROM_OLDER, LinkError)
    refused(lambda: decode_link(f"FR{LINK_VERSION + 1}.AAAA"), Refusal.LINK_FROM_NEWER, LinkError)
    refused(lambda: decode_link("FR999999.AAAA"), Refusal.LINK_FROM_NEWER, LinkError)


def test_first_format_links_still_open():
    record = decode_link(FR1_LINK)
    assert record.moves == FR1_MOVES and record.by_link and record.computers == {}
    assert record.setup == Setup(("Ann", "Bob", "Cyd"), seed=7, first_player=1)
    assert encode_link(record) == FR1_LINK  # games of people are still written this way
    seated = replace(record, computers={"Cyd": ComputerLevel.MEDIUM})
    assert encode_link(seated).startswith(f"FR{SEATED_LINK_VERSION}.")  # as before FR4
    assert decode_link(encode_link(seated)) == seated
    retired = replace(record, computers={"Cyd": ComputerLevel.EXPERT})
    assert encode_link(retired).startswith(f"FR{LINK_VERSION}.")  # its code needs FR4's bits
    assert decode_link(encode_link(retired)) == retired


# --------------------------------------------------------------------------- setups that loaded
# but could not be shared
def expert(**tiles) -> Setup:
    return Setup(TWO, variant="expert", seed=3, city_tiles=tiles)


def test_tiles_for_cities_out_of_play_are_refused():
    error = refused(
        lambda: expert(**{"san-francisco": 99}).resolve(), Refusal.OUT_OF_PLAY, SetupError
    )
    assert error.params["players"] == 2
    data = {"setup": expert().to_dict() | {"city_tiles": {"san-francisco": 4}}, "moves": []}
    refused(lambda: Record.from_dict(data), Refusal.OUT_OF_PLAY)
    with_five = Setup(("A", "B", "C", "D", "E"), variant="expert", city_tiles={"san-francisco": 4})
    assert decode_link(encode_link(Record(with_five))).setup == with_five


@pytest.mark.parametrize("name", ["Ann\ud800", "\udfff", "a\udc00b"])
def test_names_that_cannot_be_written_out_are_refused(name):
    refused(lambda: Setup((name, "Bob")).resolve(), Refusal.NAME_DAMAGED, SetupError)
    data = {"setup": {"players": [name, "Bob"]}, "moves": []}
    refused(lambda: Record.from_dict(read_json(json.dumps(data))), Refusal.NAME_DAMAGED)


@pytest.mark.parametrize("seed", [-1, 2**64, 2**70, 10**40, True])
def test_seeds_outside_what_a_link_carries_are_refused(seed):
    refused(lambda: Setup(TWO, seed=seed).resolve(), Refusal.SEED_RANGE, SetupError)


def pack(setup: Setup, computers: tuple[int, ...] = (), version: int = SEATED_LINK_VERSION) -> str:
    """A sealed link with no moves for a setup the encoder would refuse, written as it writes.

    ``computers`` are the level codes per seat of a ``version`` link (none: an FR1 link).
    """
    out = BitWriter()
    out.put(0x0123456789AB, 48)
    out.put(0, 1)
    link._put_setup(out, setup)
    for code in computers:
        out.put(code, CODE_BITS[version])
    out.put_varint(0)
    return seal(out.to_bytes(), version if computers else PEOPLE_LINK_VERSION)


def test_every_seed_a_link_carries_round_trips_and_no_other():
    for seed in (0, 1, 127, 128, 2**63, 2**64 - 1):
        record = Record(Setup(TWO, seed=seed), (), "0123456789ab")
        assert decode_link(encode_link(record)) == record
        assert decode_link(pack(Setup(TWO, seed=seed))) == record
    for seed in (2**64, 2**69, 2**70 - 1):
        refused(
            lambda seed=seed: decode_link(pack(Setup(TWO, seed=seed))),
            Refusal.LINK_DAMAGED,
            LinkError,
        )


def test_varints_are_read_only_in_the_form_the_writer_gives():
    for value in (0, 5, 300, 2**64 - 1):
        bits = BitWriter()
        bits.put_varint(value)
        assert BitReader(bits.to_bytes()).get_varint(1 << 64) == value
    assert BitReader(bytes([0x85, 0x00])).get_varint(1 << 64) is None  # 5 with a spare byte
    assert BitReader(bytes([0xFF] * 9 + [0x02])).get_varint(1 << 64) is None  # 2**64 and up
    assert BitReader(bytes([0x80] * 20 + [0x01])).get_varint(1 << 64) is None


def test_game_ids_must_be_exactly_twelve_hex_digits():
    data = Record(Setup(TWO), (), "0123456789ab").to_dict()
    for bad in ("0123456789ab\n", "0123456789AB", "0123456789a", "\n0123456789ab"):
        refused(lambda bad=bad: Record.from_dict({**data, "game_id": bad}), Refusal.RECORD_DAMAGED)
    refused(lambda: encode_link(Record(Setup(TWO), (), "0123456789ab\n")), Refusal.RECORD_DAMAGED)


def test_links_with_padding_bits_or_repeated_tiles_are_refused():
    record = Record(expert(chicago=8), ("start raleigh",), "0123456789ab")
    payload = payload_of(encode_link(record))
    assert payload[-1] & 1 == 0  # the last byte ends in padding
    refused(
        lambda: decode_link(seal(payload[:-1] + bytes([payload[-1] | 1]))),
        Refusal.LINK_DAMAGED,
        LinkError,
    )
    refused(lambda: decode_link(seal(payload + b"\x00")), Refusal.LINK_DAMAGED, LinkError)
    for tiles in ({"city_tiles": Twice(chicago=8)}, {"region_tiles": Twice(texas="texas")}):
        twice = Setup(TWO, variant="expert", **tiles)
        refused(lambda twice=twice: decode_link(pack(twice)), Refusal.LINK_DAMAGED, LinkError)


class Twice(dict):
    """Tiles that list their one entry twice, as a tampered link could."""

    def items(self):
        return [*super().items()] * 2

    def __len__(self) -> int:
        return 2 * super().__len__()


# --------------------------------------------------------------------------- sizes
class Watched(bytes):
    """Bytes that remember the widest slice taken from them."""

    widest = 0

    def __getitem__(self, key):
        part = super().__getitem__(key)
        if isinstance(key, slice):
            Watched.widest = max(Watched.widest, len(part))
        return part


def test_the_bit_reader_touches_only_the_bytes_of_each_field():
    reader = BitReader(Watched(bytes(range(256)) * 256))
    while reader.left >= 13:
        reader.get(13)
    assert Watched.widest <= 3
    reader = BitReader(Watched(b"\xff" * 16))
    assert reader.get(64) == 2**64 - 1 and Watched.widest <= 9


def test_a_tiny_link_that_unpacks_to_megabytes_is_refused_before_reading():
    bomb = seal(bytes(4 << 20))
    assert len(bomb) < 6000
    refused(lambda: decode_link(bomb), Refusal.LINK_TOO_LONG, LinkError)


def test_a_link_announcing_fewer_moves_than_its_data_holds_is_refused():
    record = Record(Setup(TWO, first_player=0), ("start raleigh",), "0123456789ab")
    payload = payload_of(encode_link(record)) + bytes(64 << 10)
    assert len(seal(payload)) < 400
    refused(lambda: decode_link(seal(payload)), Refusal.LINK_DAMAGED, LinkError)


# --------------------------------------------------------------------------- computers in links
def test_computer_seats_travel_in_links_and_saves():
    players = ("Ann", "Bob", "Cyd", "Dee")
    computers = {"Bob": ComputerLevel.HARD, "Dee": ComputerLevel.EASY}
    game = Game(Setup(players, seed=5))
    game.apply(game.legal_moves()[0])
    record = Record.of(game, "00000000abcd", computers=computers)
    assert decode_link(encode_link(record)).computers == computers
    assert Record.from_dict(read_json(json.dumps(record.to_dict()))) == record
    people = Record.of(game, "00000000abcd")
    assert "computers" not in people.to_dict()
    assert len(encode_link(record)) - len(encode_link(people)) <= 2


@pytest.mark.parametrize(
    "computers", [{"Zed": "easy"}, {"Ann": "genius"}, {"Ann": 1}, ["Ann"], {"Ann": None}]
)
def test_computer_seats_of_unknown_players_or_levels_are_refused(computers):
    data = Record(Setup(TWO), (), "0123456789ab").to_dict() | {"computers": computers}
    refused(lambda: Record.from_dict(data), Refusal.RECORD_DAMAGED)


def test_computer_seats_are_written_only_when_there_is_a_computer():
    assert decode_link(pack(Setup(TWO), (3, 1))).computers == {
        "Ann": "hard",
        "Bob": "easy",
    }
    refused(
        lambda: decode_link(pack(Setup(TWO), (0, 0))),
        Refusal.LINK_DAMAGED,
        LinkError,
    )
    refused(
        lambda: decode_link(pack(Setup(TWO), (0, 0), LINK_VERSION)),
        Refusal.LINK_DAMAGED,
        LinkError,
    )


def test_an_fr4_level_code_this_page_does_not_know_is_from_a_newer_page():
    assert decode_link(pack(Setup(TWO), (4, 0), LINK_VERSION)).computers == {"Ann": "expert"}
    for code in range(5, 16):
        refused(
            lambda code=code: decode_link(pack(Setup(TWO), (0, code), LINK_VERSION)),
            Refusal.LINK_FROM_NEWER,
            LinkError,
        )


# --------------------------------------------------------------------------- bounded JSON
@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("[" * 100_000 + "]" * 100_000, Refusal.DATA_TOO_DEEP),
        ('{"a":' * 50_000 + "1" + "}" * 50_000, Refusal.DATA_TOO_DEEP),
        ("[" * (MAX_JSON_DEPTH + 1), Refusal.DATA_TOO_DEEP),
        (" " * (MAX_JSON_CHARS + 1), Refusal.DATA_TOO_LARGE),
        ('{"seed": NaN}', Refusal.NOT_A_GAME),
        ('{"seed": -Infinity}', Refusal.NOT_A_GAME),
        ('{"seed": 1e999}', Refusal.NOT_A_GAME),
        ('{"seed": ' + "9" * 5000 + "}", Refusal.NOT_A_GAME),
        ("{not json", Refusal.NOT_A_GAME),
        (None, Refusal.NOT_A_GAME),
    ],
)
def test_the_json_reader_refuses_with_a_code_before_any_crash(text, code):
    refused(lambda: read_json(text), code)


def test_the_json_reader_reads_what_json_writes_and_ignores_brackets_in_strings():
    data = {"name": "[[[[{{{{" * 100 + '\\"]', "list": [[[1, 2.5, -3e5]]], "seed": 2**64 - 1}
    assert read_json(json.dumps(data)) == data
    assert read_json("[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH) is not None


def test_a_refusal_survives_pickling_as_itself():
    """An arena worker's refusal reaches the parent process whole (it used to arrive as a
    KeyError, the English sentence read back as the refusal's code)."""
    with pytest.raises(SetupError) as refused:
        Game(Setup(("x" * 40, "Bob")))
    wrapped = RecordError(Refusal.LINK_DAMAGED, cause=refused.value)
    for error in (refused.value, wrapped):
        copy = pickle.loads(pickle.dumps(error))
        assert type(copy) is type(error) and copy.code == error.code
        assert copy.params == error.params and str(copy) == str(error)
    assert pickle.loads(pickle.dumps(wrapped)).root().params == refused.value.params
