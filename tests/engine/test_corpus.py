"""The self-play corpus (franchise/lab/corpus.py): what the repository keeps replays through the
rules, and a run appends, resumes and never duplicates a game."""

from __future__ import annotations

import gzip
import random
import re
from pathlib import Path

import pytest

from franchise import Game
from franchise.lab import corpus
from franchise.lab.corpus import (
    CORPUS,
    CorpusGame,
    append_games,
    engine_version,
    next_seed,
    read_games,
    table_file,
)
from franchise.lab.selfplay import play_game, selfplay, table_specs

#: Games of each table of the repository's corpus replayed by the test.
SAMPLE = 6


def test_the_repository_holds_games_of_two_and_four_players():
    held = corpus.summary()
    assert held.get(2, {}).get("games", 0) > 0 and held.get(4, {}).get("games", 0) > 0


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_sample_of_the_corpus_replays_through_the_rules_to_its_recorded_result(players):
    games = list(read_games(CORPUS, players))
    for game in random.Random(players).sample(games, min(SAMPLE, len(games))):
        replayed = Game.replay(game.setup(), game.moves)  # validates every move
        assert replayed.is_over()
        assert tuple(replayed.state.influence) == game.scores
        assert replayed.winners == game.winners
        assert re.fullmatch(r"rules-[0-9a-f]{12}\.ai-[0-9a-f]{12}", game.engine)


def test_the_repository_corpus_holds_each_game_once():
    keys = [game.key for game in read_games()]
    assert len(keys) == len(set(keys))


def test_a_second_run_continues_the_seeds_and_adds_no_game_twice(tmp_path: Path):
    first = selfplay(0.01, [2, 3], ["random", "easy"], folder=tmp_path, log=False, niceness=0)
    kept = list(read_games(tmp_path))
    assert first["games"] == len(kept) >= 2
    last = {players: max(g.seed for g in kept if g.players == players) for players in (2, 3)}
    second = selfplay(0.01, [2, 3], ["random", "easy"], folder=tmp_path, log=False, niceness=0)
    both = list(read_games(tmp_path))
    for players in (2, 3):  # appended to each table, the first run's games untouched
        table = [g.key for g in read_games(tmp_path, players)]
        before = [g.key for g in kept if g.players == players]
        assert table[: len(before)] == before
    added = [game for game in both if game not in kept]
    assert len(added) == second["games"] and len(both) == len(kept) + len(added)
    assert all(game.seed > last[game.players] for game in added)
    assert len({game.key for game in both}) == len(both)
    assert next_seed(tmp_path, 2, "standard") == max(g.seed for g in both if g.players == 2) + 1
    with gzip.open(table_file(tmp_path, 2), "rt") as lines:  # one stream of whole JSON lines
        assert all(line.endswith("}\n") for line in lines)


def test_a_game_kept_already_is_not_added_again(tmp_path: Path):
    game = play_game(table_specs(["random"], 2, 5), 5, "standard", engine_version())
    assert append_games(tmp_path, 2, [game]) == 1
    assert append_games(tmp_path, 2, [game, game]) == 0
    other_specs = play_game(("easy", "random"), 5, "standard", engine_version())
    assert append_games(tmp_path, 2, [other_specs]) == 1  # another key: other specs
    assert [g.key for g in read_games(tmp_path)] == [game.key, other_specs.key]
    with pytest.raises(ValueError):
        append_games(tmp_path, 3, [game])


def test_an_append_cut_off_leaves_the_file_as_it_was(tmp_path: Path, monkeypatch):
    game = play_game(("random", "random"), 1, "standard", engine_version())
    append_games(tmp_path, 2, [game])
    before = table_file(tmp_path, 2).read_bytes()

    def cut_off(*_: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(corpus.os, "replace", cut_off)
    later = play_game(("random", "random"), 2, "standard", engine_version())
    with pytest.raises(KeyboardInterrupt):
        append_games(tmp_path, 2, [later])
    assert table_file(tmp_path, 2).read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["players-2.jsonl.gz"]  # no temporary left


def test_a_run_with_no_time_plays_nothing(tmp_path: Path):
    assert selfplay(0, [2], ["random"], folder=tmp_path, log=False, niceness=0)["games"] == 0
    assert not list(read_games(tmp_path))


def test_the_seats_rotate_through_the_levels_and_the_record_reads_back():
    assert table_specs(["hard", "medium"], 4, 3) == ("medium", "hard", "medium", "hard")
    game = play_game(("random", "easy", "random"), 7, "standard", engine_version())
    assert game.first_player == 7 % 3
    assert CorpusGame.from_json(game.to_json()) == game
