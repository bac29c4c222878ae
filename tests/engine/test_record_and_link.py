"""Records and share links: round trips, migration, and hostile input (never a crash)."""

from __future__ import annotations

import base64
import json
import random
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from franchise import FranchiseError, Game, IllegalMoveError, Refusal, Setup
from franchise.lab.cli import play_random
from franchise.records.jsondata import read_json
from franchise.records.link import LEVEL_CODES, LinkError, decode_link, encode_link
from franchise.records.link_versions import PUZZLE_LINK_VERSION
from franchise.records.record import ComputerLevel, Record, RecordError
from franchise.values import replace

from ..depth import examples

NAMES = st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=24).filter(
    lambda s: s.strip()
)


@st.composite
def records(draw) -> Record:
    players = draw(st.integers(2, 5))
    names = draw(st.lists(NAMES, min_size=players, max_size=players, unique=True))
    variant = draw(st.sampled_from(["standard", "intro", "expert"]))
    colors = draw(st.none() | st.permutations(["blue", "red", "orange", "black", "beige"]))
    setup = Setup(
        players=tuple(names),
        variant=variant,
        seed=draw(st.integers(0, 2**64 - 1)),
        first_player=draw(st.none() | st.integers(0, players - 1)),
        colors=None if colors is None else tuple(colors[:players]),
        city_tiles={"chicago": 8, "los-angeles": 7} if variant == "expert" and players > 3 else {},
        region_tiles={"texas": "florida", "florida": "texas"} if variant == "expert" else {},
    )
    game = Game(setup)
    rng = random.Random(draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, 200))):
        if game.is_over():
            break
        game.apply_unchecked(game.random_move(rng), keep_undo=False)
    return Record.of(game, f"{draw(st.integers(0, 2**48 - 1)):012x}", draw(st.booleans()))


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(records())
def test_any_record_round_trips_through_links_and_json(record):
    assert decode_link(encode_link(record)) == record
    assert Record.from_dict(json.loads(json.dumps(record.to_dict()))) == record
    link = encode_link(record)
    assert link.startswith("FR1.")  # a game of people: the first layout, as before
    assert all(c.isalnum() or c in "-_." for c in link)


#: Links of the layouts in use before FR4 (FR1: people; FR2: computer seats), written by the
#: encoder of that time with the records they carry: 2 to 5 players, every variant, colours or
#: none, chosen first players, tiles, non-ASCII names, 0 to 400 moves, every level FR2 had.
OLD_LINKS = json.loads((Path(__file__).parent.parent / "data" / "old_links.json").read_text())


@pytest.mark.parametrize("entry", OLD_LINKS["links"], ids=lambda entry: entry["link"][:12])
def test_every_link_of_the_older_layouts_still_opens_exactly(entry):
    record = decode_link(entry["link"])
    assert record == Record.from_dict(entry["record"])
    assert len(record.replay().moves) == len(record.moves)  # every move legal, as written
    assert encode_link(record) == entry["link"]  # and is still written in its layout


def test_the_corpus_of_older_links_has_both_layouts_and_every_level_they_carried():
    links = OLD_LINKS["links"]
    assert {entry["link"][:4] for entry in links} == {"FR1.", "FR2."}
    levels = {lv for entry in links for lv in entry["record"].get("computers", {}).values()}
    assert levels == {"easy", "medium", "hard"}


def test_level_codes_are_fixed_numbers_with_room_for_fifteen_levels():
    assert set(LEVEL_CODES) == set(ComputerLevel)  # a new level must be given a code
    assert len(set(LEVEL_CODES.values())) == len(LEVEL_CODES)
    assert all(1 <= code <= 15 for code in LEVEL_CODES.values())
    # FR2's codes keep the meaning they had when the enum's order gave them
    assert {LEVEL_CODES[lv] for lv in ("easy", "medium", "hard")} == {1, 2, 3}
    assert [LEVEL_CODES[lv] for lv in ("easy", "medium", "hard")] == [1, 2, 3]


def test_a_record_with_an_expert_seat_is_written_as_fr4_and_opens_exactly():
    game = play_random(3, seed=5)
    record = Record.of(game, "00000000abcd", True, {game.setup.players[1]: ComputerLevel.EXPERT})
    link = encode_link(record)
    assert link.startswith("FR4.")
    assert decode_link(link) == record
    mixed = replace(record, computers={**record.computers, record.setup.players[0]: "easy"})
    assert decode_link(encode_link(mixed)) == mixed


def test_a_puzzle_link_is_never_opened_as_a_game():
    with pytest.raises(LinkError) as refused:
        decode_link(f"FR{PUZZLE_LINK_VERSION}.AAAAAAAA")
    assert refused.value.code is Refusal.NOT_A_LINK


@st.composite
def odd_records(draw) -> Record:
    """Records as a program might build them: odd ids, computers and moves among good ones."""
    record = draw(records())
    players = record.setup.players
    levels = st.sampled_from([*ComputerLevel, "genius", 3, None])
    names = st.sampled_from([*players, "Nobody"])
    computers = draw(st.dictionaries(names, levels, max_size=3) | st.just(record.computers))
    game_id = draw(st.sampled_from([record.game_id, "zz", "0123", None, "0123456789AB"]))
    moves = record.moves + tuple(
        draw(st.lists(st.sampled_from(["", "??", ">nowhere"]), max_size=1))
    )
    return replace(record, computers=computers, game_id=game_id, moves=moves)


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(odd_records())
def test_encode_link_writes_a_record_exactly_or_raises_link_error(record):
    try:
        link = encode_link(record)
    except LinkError as error:
        assert error.code in {
            Refusal.RECORD_DAMAGED,
            Refusal.MOVE_UNREADABLE,
            Refusal.SETUP_INVALID,
            Refusal.TOO_MANY_MOVES,
        }
        return
    assert decode_link(link) == record


def test_a_whole_five_player_game_fits_in_a_short_link():
    record = Record.of(play_random(5, seed=4), "00000000abcd", by_link=True)
    assert len(encode_link(record)) <= 1000
    assert decode_link("#" + encode_link(record)).replay().state.to_dict() == (
        record.replay().state.to_dict()
    )


#: Pieces fuzzing found troublesome: non-ASCII digits, huge numbers, deep nesting, a newline,
#: numbers JSON does not have, an unpaired surrogate, and what ends or opens a JSON value.
HOSTILE = (
    "\u00b2",
    "\u0663",
    "\uff19",
    "9" * 5000,
    "[" * 3000,
    '{"a":' * 100,
    "\n",
    "NaN",
    "1e999",
    "-Infinity",
    "18446744073709551616",
    "\\ud800",
    '"',
    "}",
)


def mutate(text: str, rng: random.Random) -> str:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=#%"
    i = rng.randrange(len(text))
    kind = rng.randrange(7)
    if kind == 0:
        return text[:i] + rng.choice(alphabet) + text[i + 1 :]
    if kind == 1:
        return text[:i] + text[i + 1 :]
    if kind == 2:
        return text[:i] + rng.choice(alphabet) + text[i:]
    if kind == 3:
        return text[:i]
    if kind == 4:
        return text[:i] + rng.choice(HOSTILE) + text[i:]
    if kind == 5:  # replace a run of digits (a number, the link version) with a hostile piece
        j = i
        while j < len(text) and text[j].isdigit():
            j += 1
        return text[:i] + rng.choice(HOSTILE) + text[j:]
    j = rng.randrange(len(text))
    return text[: min(i, j)] + text[max(i, j) :]


def open_untrusted(load) -> str:
    """Load and replay; the only acceptable failure is a typed, explained refusal.

    Whatever loads must also be shared and saved as the very same game.
    """
    try:
        record = load()
        record.replay()
    except FranchiseError as error:
        assert str(error)
        return type(error).__name__
    assert decode_link(encode_link(record)) == record
    assert Record.from_dict(read_json(json.dumps(record.to_dict()))) == record
    return "legal"


def fuzz_records() -> list[Record]:
    """Whole games of every size, and an expert game with chosen tiles against computers."""
    games = [Record.of(play_random(n, seed=n), "0123456789ab") for n in (2, 3, 4, 5)]
    expert = Setup(("Ann", "Bob", "Cyd"), "expert", 2**64 - 1, city_tiles={"chicago": 8})
    game = Game(expert)
    rng = random.Random(4)
    while not game.is_over():
        game.apply(game.random_move(rng))
    seats = {"Bob": ComputerLevel.HARD, "Cyd": ComputerLevel.EASY}
    return [*games, Record.of(game, "00000000abcd", by_link=True, computers=seats)]


def test_ten_thousand_mutated_links_are_refused_or_legal():
    rng = random.Random(1)
    links = [encode_link(record) for record in fuzz_records()]
    outcomes: dict[str, int] = {}
    for _ in range(10_000):
        text = mutate(rng.choice(links), rng)
        outcome = open_untrusted(lambda text=text: decode_link(text))
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    assert outcomes.get("LinkError", 0) > 9000


def resealed(link: str, rng: random.Random) -> str:
    """Alter the packed data itself and recompute the checksum: tests the decoder behind it."""
    data = link.split(".", 1)[1]
    raw = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))[:-4]
    payload = bytearray(zlib.decompress(raw, -15))
    for _ in range(rng.randint(1, 3)):
        payload[rng.randrange(len(payload))] ^= 1 << rng.randrange(8)
    body = zlib.compress(bytes(payload), 9)[2:-4]
    crc = zlib.crc32(body).to_bytes(4, "big")
    version = link.split(".", 1)[0]
    return f"{version}." + base64.urlsafe_b64encode(body + crc).rstrip(b"=").decode()


def test_altered_data_behind_a_valid_checksum_is_refused_or_legal():
    rng = random.Random(2)
    links = [encode_link(Record.of(play_random(n, seed=n), "0123456789ab")) for n in (2, 5)]
    outcomes: dict[str, int] = {}
    for _ in range(3000):
        text = resealed(rng.choice(links), rng)
        outcome = open_untrusted(lambda text=text: decode_link(text))
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    assert outcomes.get("IllegalMoveError", 0) > 0  # many alterations decode to illegal moves


def test_ten_thousand_mutated_saves_are_refused_or_legal():
    rng = random.Random(3)
    saves = [json.dumps(record.to_dict()) for record in fuzz_records()]
    for _ in range(10_000):
        text = mutate(rng.choice(saves), rng)

        def load(text=text):
            return Record.from_dict(read_json(text))

        open_untrusted(load)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", Refusal.NOT_A_LINK),
        ("https://example.com/#other", Refusal.NOT_A_LINK),
        ("FR9.abcd", Refusal.LINK_FROM_NEWER),
        ("FR0.abcd", Refusal.LINK_FROM_OLDER),
        ("FR1.a", Refusal.LINK_CUT_SHORT),
        ("FR1.!!!!", Refusal.LINK_DAMAGED),
    ],
)
def test_bad_links_say_what_is_wrong(text, code):
    with pytest.raises(LinkError) as refused:
        decode_link(text)
    assert refused.value.code is code


def test_truncated_and_altered_links_are_refused():
    link = encode_link(Record.of(play_random(3, seed=9), "0123456789ab"))
    for cut in range(1, 13):
        with pytest.raises(LinkError, match="cut short"):
            decode_link(link[:-cut])
    flipped = link[:20] + ("A" if link[20] != "A" else "B") + link[21:]
    with pytest.raises(LinkError, match="altered"):
        decode_link(flipped)


def test_illegal_moves_in_a_link_are_refused_with_number_and_reason():
    setup = Setup(("Ann", "Bob"), first_player=0)
    record = Record(setup, ("start raleigh", "start raleigh"), "0123456789ab")
    decoded = decode_link(encode_link(record))
    with pytest.raises(IllegalMoveError, match=r"move 2 \(Ann, 'start raleigh'\): Raleigh is"):
        decoded.replay()


def test_format_zero_saves_are_migrated_and_future_ones_refused():
    old = {"setup": {"players": ["Ann", "Bob"], "seed": 4}, "moves": ["start pueblo"]}
    record = Record.from_dict(old)
    assert record.moves == ("start pueblo",) and not record.by_link
    assert Record.from_dict(old).game_id == record.game_id
    with pytest.raises(RecordError, match="newer version"):
        Record.from_dict({**record.to_dict(), "format": 99})
    for bad in (None, [], {"format": "x"}, {**record.to_dict(), "game_id": "zz"}):
        with pytest.raises(RecordError):
            Record.from_dict(bad)
