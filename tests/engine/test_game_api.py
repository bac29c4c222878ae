"""The engine's API: decisions, undo, clone, snapshots, replay errors, notation, events."""

from __future__ import annotations

import json
import random

import pytest

from franchise import (
    BOARD,
    Game,
    IllegalMoveError,
    NotationError,
    Refusal,
    Setup,
    StartMove,
    TurnMove,
    parse_move,
)
from franchise.core.errors import ENGLISH
from franchise.core.events import CityScored, CityScoring, IncomeCollected, ReferenceMarked
from franchise.core.game import CHECKPOINT_EVERY

from .derived import check_derived_facts
from .positions import pid, put, turn_game


def test_notation_examples_and_round_trip():
    move = parse_move("$10 >chicago +omaha ++detroit")
    assert move == TurnMove((pid("chicago"),), (pid("detroit"), pid("omaha")), pid("detroit"), True)
    assert str(move) == "$10 >chicago ++detroit +omaha"
    assert parse_move(str(move)) == move
    assert str(parse_move(">new-york >chicago")) == ">chicago >new-york"
    assert parse_move("pass") == TurnMove()
    assert parse_move("start pueblo") == StartMove(pid("pueblo"))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("start", "exactly one town"),
        (">atlantis", "no place called 'atlantis'"),
        ("$10 $10", "written once"),
        ("++chicago ++detroit", "only one city"),
        ("jump chicago", "cannot read 'jump'"),
    ],
)
def test_bad_notation_is_refused(text, message):
    with pytest.raises(NotationError, match=message):
        parse_move(text)


def test_undo_restores_the_exact_position_and_clone_is_independent():
    game = Game(Setup(("Ann", "Bob", "Cyd"), seed=11))
    rng = random.Random(2)
    snapshots = []
    while not game.is_over():  # undo replays from checkpoints: cross several
        snapshots.append(json.dumps(game.snapshot(), sort_keys=True))
        game.apply(game.random_move(rng))
    assert len(snapshots) > 2 * CHECKPOINT_EVERY
    for snapshot in reversed(snapshots):
        game.undo()
        assert json.dumps(game.snapshot(), sort_keys=True) == snapshot
        check_derived_facts(game.state)
    with pytest.raises(IllegalMoveError, match="no move to take back"):
        game.undo()
    game.apply(game.random_move(rng))
    copy = game.clone()
    copy.apply(copy.random_move(rng))
    assert len(game.moves) == 1 and len(copy.moves) == 2
    copy.undo()  # a clone without undo history replays instead
    assert copy.snapshot() == game.snapshot()


def test_replay_names_the_refused_move():
    setup = Setup(("Ann", "Bob"), first_player=0)
    with pytest.raises(
        IllegalMoveError, match=r"move 2 \(Ann, 'start raleigh'\): Raleigh is already"
    ):
        Game.replay(setup, ["start raleigh", "start raleigh"])
    with pytest.raises(NotationError):
        Game.replay(setup, ["start nowhere"])


def test_snapshot_is_json_and_shows_projected_scores():
    game = turn_game(4)
    put(game, 0, "indianapolis")
    game.state.money[0] = 7
    data = json.loads(json.dumps(game.snapshot()))
    assert data["projected_scores"][0] == 0 + 1 + 2 + 12
    assert data["places"]["indianapolis"]["fill"] == [0]
    assert data["players"][0]["name"] == "Sam"


def test_a_turn_tells_its_events_as_codes_and_indices():
    game = turn_game(4)
    put(game, 0, "chicago", 3)
    put(game, 1, "chicago")
    events = game.apply("+chicago")
    chicago = pid("chicago")
    great_lakes = BOARD.places[chicago].region
    assert IncomeCollected(0, 3, 2) in events
    assert ReferenceMarked(great_lakes, 0) in events
    scored = [e for e in events if isinstance(e, CityScored)]
    assert [(e.city, e.seat, e.influence, e.reason) for e in scored] == [
        (chicago, 0, 7, CityScoring.MAJORITY)
    ]


def test_every_refusal_has_english_words_and_carries_its_params():
    assert set(ENGLISH) == set(Refusal)
    game = Game(Setup(("Ann", "Bob"), seed=1, first_player=0))
    game.apply("start pueblo")
    game.apply("start raleigh")
    with pytest.raises(IllegalMoveError) as refused:
        game.apply(">new-york")
    assert refused.value.code is Refusal.NOT_LINKED
    assert refused.value.params == {"place": BOARD.place_index["new-york"]}
    assert str(refused.value) == "New York is not linked to any place of yours"


def test_a_refused_replayed_move_keeps_its_own_refusal_as_the_cause():
    with pytest.raises(IllegalMoveError) as refused:
        Game.replay(Setup(("Ann", "Bob"), seed=1, first_player=0), ["start pueblo", "start pueblo"])
    error = refused.value
    assert error.code is Refusal.REPLAYED_MOVE
    assert error.params == {"number": 2, "player": "Ann", "text": "start pueblo"}
    assert error.root().code is Refusal.TAKEN
    assert str(error) == "move 2 (Ann, 'start pueblo'): Pueblo is already taken"
