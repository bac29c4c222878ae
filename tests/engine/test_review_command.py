"""``franchise.lab review``: its JSON fields on a real game, the same review from a file, a
saved game or a link, the readable table, and bad input refused in one line with exit code 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from franchise.lab.cli import main
from franchise.records.link import encode_link
from franchise.review.reviewer import MARGIN_THRESHOLDS, THRESHOLDS, Label
from tests.engine.test_review import LEVEL, finished_game

TURN_KEYS = {
    "number",
    "seat",
    "played",
    "suggested",
    "chance_before",
    "chance_played",
    "chance_suggested",
    "label",
    "lost",
    "margin_played",
    "margin_suggested",
    "margin_lost",
    "margin_played_real",
    "margin_suggested_real",
    "reasons",
}

REASON_KEYS = {"kind", "place", "amount", "seat"}


def review_json(capsys, *arguments: str) -> dict:
    assert main(["review", *arguments, "--level", LEVEL, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.fixture
def game_file(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(finished_game().to_dict()))
    return path


def test_the_json_has_every_field_of_every_reviewed_turn_and_a_summary_per_seat(capsys, game_file):
    record = finished_game()
    data = review_json(capsys, str(game_file), "--players", "Bob", "Ann")
    assert data["players"] == ["Ann", "Bob"] and data["seats"] == [0, 1]
    assert data["level"] == LEVEL and data["moves"] == len(record.moves)
    numbers = [entry["number"] for entry in data["turns"]]
    assert numbers == list(range(1, len(record.moves) + 1))
    for entry in data["turns"]:
        assert set(entry) == TURN_KEYS
        real = entry["margin_played_real"], entry["margin_suggested_real"]
        assert all(isinstance(flag, bool) for flag in real)
        assert entry["margin_played"] is not None or not any(real)
        before = record.replay(entry["number"] - 1)
        assert entry["seat"] == before.current
        assert entry["played"] == record.moves[entry["number"] - 1]
        assert str(before.check(entry["suggested"])) == entry["suggested"]  # legal, canonical
        chances = [entry[key] for key in ("chance_before", "chance_played", "chance_suggested")]
        assert all(0 <= chance <= 1 for chance in chances)
        lost = max(0.0, entry["chance_suggested"] - entry["chance_played"])
        assert entry["lost"] == pytest.approx(lost)
        shown = max(0, round(100 * entry["chance_suggested"]) - round(100 * entry["chance_played"]))
        if entry["margin_lost"] is None:
            limits = [label for label, limit in THRESHOLDS if shown >= limit]
        else:  # a decided game: weighed by the projected margin
            margin = round(entry["margin_suggested"]) - round(entry["margin_played"])
            assert entry["margin_lost"] == max(0, margin)
            limits = [label for label, limit in MARGIN_THRESHOLDS if margin >= limit]
        assert entry["label"] == (limits[0] if limits else Label.FINE)
        assert bool(entry["reasons"]) == (entry["label"] != Label.FINE)  # a labelled turn says why
        assert all(set(reason) == REASON_KEYS for reason in entry["reasons"])
    summaries = {summary["seat"]: summary for summary in data["summary"]}
    assert sorted(summaries) == [0, 1]
    for seat, summary in summaries.items():
        own = [entry for entry in data["turns"] if entry["seat"] == seat]
        assert summary["turns"] == len(own) == sum(summary["labels"].values())
        assert set(summary["labels"]) == {str(label) for label in Label}
        assert summary["mean_lost"] == pytest.approx(sum(e["lost"] for e in own) / len(own))
        point = summary["turning_point"]
        assert point is None or point in [e["number"] for e in own if e["label"] != "fine"]


def test_a_file_a_saved_game_and_a_link_give_the_same_review(capsys, game_file, tmp_path):
    record = finished_game()
    from_file = review_json(capsys, str(game_file))
    assert from_file["seats"] == [0]  # the person's turns by default
    link = encode_link(record)
    assert review_json(capsys, link) == from_file
    assert review_json(capsys, f"https://example.org/franchise/#{link}") == from_file
    saved = tmp_path / "franchise-ann-vs-bob.json"
    entry = {"format": 1, "name": "Ann vs Bob", "created": 1.0, "updated": 2.0}
    saved.write_text(json.dumps({**entry, "record": record.to_dict()}))
    assert review_json(capsys, str(saved)) == from_file
    link_file = tmp_path / "link.txt"
    link_file.write_text(f"#{link}\n")
    assert review_json(capsys, str(link_file)) == from_file


def test_the_table_names_players_turns_and_the_summary(capsys, game_file):
    assert main(["review", str(game_file), "--players", "Bob", "--level", LEVEL]) == 0
    out = capsys.readouterr().out
    record = finished_game()
    bob_moves = [m for n, m in enumerate(record.moves, 1) if record.replay(n - 1).current == 1]
    assert all(move in out for move in bob_moves)
    assert "Ann:" not in out and out.count("Bob:") == 1
    assert "turning point:" in out and "lost per turn" in out


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["/nowhere/game.json"], "no such file, and not a share link"),
        (["FR2.AAAA"], "link"),
        (["FR9.abcd"], "newer"),
        (["--players", "Zed"], "no player named 'Zed'; the players are Bob, Ann"),
        (["--level", "grandmaster"], "unknown computer level"),
        (["--level", "medium"], "does not search"),
        (["--level", "hard:0"], "takes"),
    ],
)
def test_bad_input_is_one_line_and_exit_code_2(capsys, game_file, arguments, message):
    if arguments[0].startswith("-"):
        arguments = [str(game_file), *arguments]
    assert main(["review", *arguments]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and message in captured.err
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not a Franchise game"),
        ("[1, 2]", "not a Franchise game"),
        ('{"format": 1, "record": 5}', "not a Franchise game"),
        ("\udcff", "cannot read"),
        ("illegal", "move 2"),
    ],
)
def test_bad_files_are_one_line_and_exit_code_2(capsys, tmp_path, content, message):
    path = tmp_path / "bad.json"
    if content == "illegal":
        data = finished_game().to_dict()
        data["moves"][1] = data["moves"][0]  # the same town twice
        content = json.dumps(data)
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    assert main(["review", str(path)]) == 2
    captured = capsys.readouterr()
    assert message in captured.err and captured.err.count("\n") == 1


def test_the_command_runs_as_a_module_and_fails_cleanly():
    done = subprocess.run(
        [sys.executable, "-m", "franchise.lab", "review", "#FR1.broken!"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.startswith("franchise review: ")


def test_the_review_is_the_same_in_another_process(capsys, game_file):
    """Reproducible for a seed: string hashing differs between processes, the review not."""
    here = review_json(capsys, str(game_file), "--players", "Ann", "Bob")
    command = [sys.executable, "-m", "franchise.lab", "review", str(game_file), "--json"]
    command += ["--players", "Ann", "Bob", "--level", LEVEL]
    for hash_seed in ("1", "2"):
        done = subprocess.run(
            command,
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
        )
        assert json.loads(done.stdout) == here
