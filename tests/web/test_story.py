"""Sentences from values: every event and refusal worded in every language, none left raw."""

from __future__ import annotations

import random

import pytest

from franchise import BOARD, Game, Refusal, Setup
from franchise.records.record import Record
from web.session.history import move_log
from web.session.problems import PageRefusal, Problem
from web.text.catalogue import LANGUAGES, Text
from web.text.story import explain, sentence, standing

TEXTS = {language: Text.load(language) for language in LANGUAGES}


def whole_game(players: int, seed: int) -> Game:
    game = Game(Setup(tuple(f"P{n}" for n in range(players)), seed=seed))
    rng = random.Random(seed)
    while not game.is_over():
        game.apply(game.random_move(rng))
    return game


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_event_of_whole_games_reads_as_a_sentence(language):
    text = TEXTS[language]
    for players, seed in ((2, 1), (3, 2), (5, 3)):
        game = whole_game(players, seed)
        _, log = move_log(Record(game.setup, tuple(str(m) for m in game.moves)))
        for entry in log:
            said = sentence(entry.event, game.names, text)
            assert "{" not in said and said.endswith((".", "!"))
            assert not said.startswith(("event.", "end."))
        assert game.names[game.winners[0]] in standing(game, text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_refusal_and_hint_has_words_with_its_arguments_filled(language):
    text = TEXTS[language]
    params = {"place": 0, "players": 2, "needed": 7, "have": 5, "text": "x", "token": "y"}
    params |= {"limit": 24, "number": 3, "value": 8, "player": "Ann", "region": 0, "target": 1}
    cause = Problem(Refusal.TAKEN, {"place": 0})
    for code in (*Refusal, *PageRefusal):
        said = explain(Problem(code, params, cause), text)
        assert said and "{" not in said and not said.startswith(("refusal.", "page-refusal."))


def test_a_wrapped_refusal_says_where_and_why_with_places_by_name():
    inner = Problem(Refusal.TAKEN, {"place": BOARD.place_index["raleigh"]})
    outer = Problem(Refusal.REPLAYED_MOVE, {"number": 2, "player": "Ann", "text": "x"}, inner)
    assert explain(outer, TEXTS["en"]) == "Move 2 (Ann, “x”): Raleigh is already taken."
    assert explain(outer, TEXTS["de"]) == "Zug 2 (Ann, „x“): Raleigh ist schon besetzt."
    money = Problem(Refusal.NEED_MONEY, {"needed": 1234, "have": 5})
    assert explain(money, TEXTS["de"]) == "Du brauchst 1.234\u00a0$, hast aber nur 5\u00a0$."
