"""tools/research/review_agreement.py on tiny budgets: the deeper spec, a checked game, merged
runs."""

from __future__ import annotations

import json

import pytest

from franchise.ai import parse_level
from franchise.review.reviewer import THRESHOLDS, Label
from tools.research.review_agreement import PERSON, deeper, main, play, print_figures, read_games


def test_the_deeper_search_is_the_same_level_with_its_budget_multiplied():
    level, numbers = parse_level("hard:500")
    assert deeper("hard:500", 4) == ":".join([level.name, "2000", *map(str, numbers[1:])])
    assert parse_level(deeper("hard", 4))[1][0] == 4 * parse_level("hard")[1][0]
    with pytest.raises(ValueError, match="no budget"):
        deeper("medium", 4)


def test_the_medium_seat_is_recorded_as_a_person_and_seats_rotate():
    first, second = play(3, True, "medium", "hard:200"), play(3, False, "medium", "hard:200")
    assert first.setup.players[0] == PERSON and second.setup.players[1] == PERSON
    assert PERSON not in first.computers and len(first.computers) == 1
    assert first.replay().is_over() and second.replay().is_over()
    starts = {play(seed, True, "medium", "hard:200").moves[:2] for seed in (3, 4, 5)}
    assert len(starts) == 3  # drawn from the seed, so that games differ from the start


def test_the_same_marked_turn_met_in_two_games_counts_once(capsys):
    turn = {"position": "ab", "label": "mistake", "agrees": True}
    turn |= {"deep_played": 0.2, "deep_suggested": 0.4}
    other = {**turn, "position": "cd", "agrees": False, "deep_suggested": 0.1}
    games = [
        {"seed": seed, "review": "hard", "deeper": "hard:4", "rounds": 1, "cpu": 1.0}
        | {"labels": {"mistake": 2}, "checked": [turn, other]}
        for seed in (1, 2)
    ]
    print_figures(games)
    out = capsys.readouterr().out
    assert "counted once: 2" in out
    assert "mistake or blunder: the deeper search prefers the suggestion in 1 of 2 = 50.0%" in out


def test_a_run_writes_a_line_per_game_and_merging_counts_a_seed_once(tmp_path, capsys):
    out = tmp_path / "run.jsonl"
    arguments = ["--games", "2", "--seed", "5", "--hard", "hard:200", "--out", str(out)]
    assert main(arguments) == 0
    games = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted(game["seed"] for game in games) == [5, 6]
    for game in games:
        assert game["deeper"] == deeper("hard:200", 4) and game["rounds"] == 1
        marked = sum(game["labels"].get(str(label), 0) for label in (Label.MISTAKE, Label.BLUNDER))
        assert len(game["checked"]) == marked
        for turn in game["checked"]:
            assert turn["agrees"] == (turn["deep_suggested"] > turn["deep_played"])
            assert (
                turn["played"] != turn["suggested"]
                and turn["points_lost"] >= dict(THRESHOLDS)[Label.MISTAKE]
            )
            assert not turn["played"].startswith("start")  # the random opening is not checked
    assert "mistake or blunder: the deeper search prefers" in capsys.readouterr().out
    copy = tmp_path / "copy.jsonl"
    copy.write_text(out.read_text())
    assert [g["seed"] for g in read_games([str(out), str(copy)])] == [5, 6]
    with pytest.raises(FileExistsError):
        main(arguments)
