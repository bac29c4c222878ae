"""The search's labels of the corpus's positions (franchise/lab/labels.py): chances that add up to
one, the same on every run, kept once, and exact where a turn wins outright."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

from franchise import Game
from franchise.ai.wins import outright_win
from franchise.core.moves import parse_move
from franchise.core.state import Phase
from franchise.lab.corpus import CORPUS, read_games
from franchise.lab.labels import (
    LABELS,
    GameLabels,
    Method,
    label_corpus,
    label_game,
    position_label,
    read_labels,
)
from franchise.lab.selfplay import selfplay

#: A search this small labels a game in well under a second: the tests check the bookkeeping,
#: not the labels' quality.
SMALL = 120


def _corpus(folder: Path) -> None:
    selfplay(0.005, [2, 3], ["easy", "medium"], folder=folder, log=False, niceness=0)


def test_every_turn_is_labelled_with_chances_that_add_up_to_one(tmp_path: Path):
    _corpus(tmp_path)
    game = next(read_games(tmp_path))
    labels = label_game(game, SMALL, "engine", Method.CONFIRMED)
    assert labels.key == game.key and len(labels.values) == len(game.moves)
    replayed = Game(game.setup())
    for text, value in zip(game.moves, labels.values, strict=True):
        assert (value is not None) == (replayed.state.phase is Phase.TURN)
        if value is not None:
            assert len(value) == game.players and all(0 <= chance <= 1 for chance in value)
            assert math.isclose(sum(value), 1, abs_tol=1e-3)
        replayed.advance(parse_move(text))
    again = label_game(game, SMALL, "engine", Method.CONFIRMED)
    assert again == labels  # seeded by the game and the move
    assert GameLabels.from_json(labels.to_json()) == labels
    older = json.loads(labels.to_json())
    del older["method"]  # the first labels, read from the survivor's own trials
    assert GameLabels.from_json(json.dumps(older)).method is Method.SURVIVOR
    survivor = label_game(game, SMALL, "engine")
    assert survivor.method is Method.SURVIVOR and len(survivor.values) == len(labels.values)


def test_a_second_run_labels_only_what_the_first_left(tmp_path: Path):
    corpus, kept = tmp_path / "corpus", tmp_path / "labels"
    _corpus(corpus)
    games = list(read_games(corpus))
    nothing = label_corpus(0.0, [2, 3], SMALL, corpus=corpus, folder=kept, niceness=0, log=False)
    assert nothing == {"games": 0, "positions": 0}  # no time: nothing started
    first = label_corpus(5.0, [2], SMALL, corpus=corpus, folder=kept, niceness=0, log=False)
    second = label_corpus(5.0, [2, 3], SMALL, corpus=corpus, folder=kept, niceness=0, log=False)
    assert first["games"] == sum(g.players == 2 for g in games)
    assert second["games"] == sum(g.players == 3 for g in games)  # the rest, nothing twice
    assert sorted(labels.key for labels in read_labels(kept)) == sorted(g.key for g in games)
    again = label_corpus(5.0, [2, 3], SMALL, corpus=corpus, folder=kept, niceness=0, log=False)
    assert again == {"games": 0, "positions": 0}


def test_a_turn_that_wins_outright_is_labelled_a_won_game():
    for game in read_games(CORPUS, 2):
        replayed = Game.replay(game.setup(), game.moves[:-1])
        if outright_win(replayed) is not None:
            mover = replayed.current
            label = position_label(replayed, SMALL, random.Random(1))
            assert label[mover] == 1 and sum(label) == 1
            return
    raise AssertionError("no corpus game of two players ends with an outright win")


def test_the_repository_labels_belong_to_corpus_games():
    keys = {game.key for game in read_games(CORPUS)}
    moves = {game.key: len(game.moves) for game in read_games(CORPUS)}
    for labels in read_labels(LABELS):
        assert labels.key in keys and len(labels.values) == moves[labels.key]
