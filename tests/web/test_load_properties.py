"""Whatever loads can be shared, saved and reopened as the same game (hypothesis properties).

Inputs are drawn wide on purpose: names with unpaired surrogates, seeds beyond 64 bits, tiles for
any city (in play or not), odd game ids, computer seats for unknown players, and links whose
packed bits were altered behind a valid checksum. Most are refused; for every one that loads,
load -> link -> load and load -> save -> load must give back the very same game.
"""

from __future__ import annotations

import base64
import json
import random
import zlib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from franchise import BOARD, FranchiseError, Game, Setup
from franchise.records.jsondata import read_json
from franchise.records.link import decode_link, encode_link
from franchise.records.record import Record
from web.saves.store import SaveEntry, read_game_file

from ..depth import examples

NAMES = st.text(st.characters(codec="utf-8"), min_size=1, max_size=24).filter(str.strip)
LEVELS = ("easy", "medium", "hard")
CITIES = [p.id for p in BOARD.places if p.is_city]
REGIONS = [r.id for r in BOARD.regions]


def damage(data: dict, defect: str) -> None:
    """Give the record one of the defects fuzzing found (or a plainly wrong field)."""
    setup = data["setup"]
    if defect == "surrogate":
        setup["players"][0] = setup["players"][0][:10] + "\ud800"
    elif defect == "seed":
        setup["seed"] = random.Random(setup["seed"]).choice([-1, 2**64, 2**64 + 5, 2**70])
    elif defect == "out-of-play tile":
        setup["city_tiles"] = {**setup.get("city_tiles", {}), "san-francisco": 4}
    elif defect == "tile value":
        setup["city_tiles"] = {**setup.get("city_tiles", {}), "chicago": 99}
    elif defect == "game id":
        data["game_id"] += "\n"
    elif defect == "unknown computer":
        data["computers"] = {**data.get("computers", {}), "Zed": "hard"}
    elif defect == "unknown level":
        data["computers"] = {setup["players"][0]: "genius"}
    elif defect == "first player":
        setup["first_player"] = len(setup["players"])
    elif defect == "move":
        data["moves"].append("start chicago")


DEFECTS = (
    "surrogate",
    "seed",
    "out-of-play tile",
    "tile value",
    "game id",
    "unknown computer",
    "unknown level",
    "first player",
    "move",
)


@st.composite
def wild_records(draw) -> dict:
    """A record as JSON data: a valid one, or one with a defect or two from ``DEFECTS``."""
    players = draw(st.lists(NAMES, min_size=2, max_size=5, unique=True))
    setup: dict = {
        "players": players,
        "variant": draw(st.sampled_from(["standard", "intro", "expert"])),
        "seed": draw(st.integers(0, 2**64 - 1) | st.sampled_from([0, 2**64 - 1])),
    }
    if draw(st.booleans()):
        setup["first_player"] = draw(st.integers(0, len(players) - 1))
    if draw(st.booleans()):
        setup["colors"] = draw(st.permutations(list(BOARD.player_colors)))[: len(players)]
    if setup["variant"] == "expert":
        table = Setup.from_dict(setup).resolve()  # the values of one deal always fit the pools
        chosen = draw(st.lists(st.sampled_from(CITIES), unique=True, max_size=6))
        places = [BOARD.place_index[c] for c in chosen if table.place_active(BOARD.place_index[c])]
        setup["city_tiles"] = {BOARD.places[p].id: table.spaces[p] for p in places}
        regions = draw(st.permutations(REGIONS))
        setup["region_tiles"] = (
            dict(zip(REGIONS, regions, strict=True)) if draw(st.booleans()) else {}
        )
    data = {
        "format": 1,
        "game_id": draw(st.from_regex(r"[0-9a-f]{12}", fullmatch=True)),
        "by_link": draw(st.booleans()),
        "setup": setup,
        "moves": legal_moves_for(setup, draw(st.integers(0, 2**32)), draw(st.integers(0, 60))),
    }
    seated = draw(st.lists(st.sampled_from(players), unique=True, max_size=len(players) - 1))
    if seated:
        data["computers"] = {name: draw(st.sampled_from(LEVELS)) for name in seated}
    for defect in draw(st.just(()) | st.sets(st.sampled_from(DEFECTS), max_size=2)):
        damage(data, defect)
    return data


def legal_moves_for(setup: dict, seed: int, count: int) -> list[str]:
    """Up to ``count`` random legal moves from the setup."""
    game = Game(Setup.from_dict(setup))
    rng = random.Random(seed)
    while count and not game.is_over():
        game.apply(game.random_move(rng))
        count -= 1
    return [str(m) for m in game.moves]


def loads(load) -> Record | None:
    """The record if it loads (decodes and replays), None if it is refused with a code."""
    try:
        record = load()
        record.replay()
    except FranchiseError as error:
        assert error.code and str(error)
        return None
    return record


def assert_shares_and_saves_as_itself(record: Record) -> None:
    assert decode_link(encode_link(record)) == record
    assert Record.from_dict(read_json(json.dumps(record.to_dict()))) == record
    entry = SaveEntry(record, "name", 1.0, 2.0, cursor=len(record.moves) // 2)
    assert SaveEntry.from_json(entry.to_json()) == entry
    assert read_game_file(entry.to_json()).record == record


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(wild_records())
def test_any_record_that_loads_shares_and_saves_as_the_same_game(data):
    record = loads(lambda: Record.from_dict(read_json(json.dumps(data))))
    if record is not None:
        assert_shares_and_saves_as_itself(record)


def reseal(link: str, flips: list[int]) -> str:
    version, data = link.split(".", 1)
    raw = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))[:-4]
    payload = bytearray(zlib.decompress(raw, -15))
    for flip in flips:
        payload[flip // 8 % len(payload)] ^= 0x80 >> (flip % 8)
    body = zlib.compress(bytes(payload), 9)[2:-4]
    crc = zlib.crc32(body).to_bytes(4, "big")
    return f"{version}." + base64.urlsafe_b64encode(body + crc).rstrip(b"=").decode()


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(wild_records(), st.lists(st.integers(0, 4000), min_size=1, max_size=3))
def test_any_altered_link_that_loads_shares_and_saves_as_the_same_game(data, flips):
    record = loads(lambda: Record.from_dict(data))
    if record is None:
        return
    altered = loads(lambda: decode_link(reseal(encode_link(record), flips)))
    if altered is not None:
        assert_shares_and_saves_as_itself(altered)
