"""Default names follow the language: a player nobody named ("Player 1", "Computer 2 (hard)")
and a game named after its players, made in one language, are worded in the page's language
when the game is on screen, at the same position, draft and history; names a person typed, and
games by link, keep theirs."""

from __future__ import annotations

import itertools
import random

from franchise import Setup
from web.saves.store import SaveStore
from web.screens.forms import default_name, reworded_game, reworded_players
from web.screens.library import games_list
from web.session.mode import Mode
from web.session.seat_kinds import PERSON, SEAT_KINDS
from web.session.session import Session
from web.text.catalogue import Text
from web.text.story import game_names

from .memory_storage import NAMES, MemoryStorage

EN, DE, FR = (Text.load(language) for language in ("en", "de", "fr"))


def english_defaults(computers: dict[int, str], players: int) -> tuple[str, ...]:
    return tuple(
        default_name(SEAT_KINDS[computers.get(i, PERSON.value)], i, EN) for i in range(players)
    )


def table(players: tuple[str, ...], computers: dict[str, str], by_link: bool = False):
    clock = itertools.count(1000)
    storage = MemoryStorage()
    s = Session(SaveStore(storage, NAMES), lambda: float(next(clock)))
    name = game_names(EN).game(players)
    s.new_game(Setup(players, seed=3, first_player=0), by_link, computers, name)
    return s, storage


def test_default_names_are_worded_in_the_new_language_and_typed_names_are_kept():
    players = ("Player 1", "Computer 2 (hard)", "Ada", "Computer 4 (easy)")
    computers = {"Computer 2 (hard)": "hard", "Computer 4 (easy)": "easy", "Ada": "medium"}
    assert reworded_players(players, computers, DE) == {
        "Player 1": "Spieler 1",
        "Computer 2 (hard)": "Computer 2 (schwer)",
        "Computer 4 (easy)": "Computer 4 (leicht)",
    }
    assert reworded_players(players, computers, FR)["Player 1"] == "Joueur 1"
    # A name that is another seat's default, or a default of another kind, was chosen.
    assert reworded_players(("Player 2", "Player 1"), {}, DE) == {}
    assert reworded_players(("Player 1", "Computer 2 (easy)"), {}, DE) == {"Player 1": "Spieler 1"}
    # Defaults of any language follow; the page's own stay.
    assert reworded_players(("Joueur 1", "Player 2"), {}, DE) == {
        "Joueur 1": "Spieler 1",
        "Player 2": "Spieler 2",
    }
    assert reworded_players(("Spieler 1", "Ada"), {}, DE) == {}


def test_a_new_default_that_another_player_already_has_is_not_taken():
    assert reworded_players(("Player 1", "Spieler 1"), {}, DE) == {}


def test_the_game_keeps_a_name_of_its_own_and_follows_one_made_of_its_players():
    players = english_defaults({1: "hard"}, 2)
    s, _ = table(players, {players[1]: "hard"})
    renamed, name = reworded_game(s.entry, DE)
    assert name == game_names(DE).game(("Spieler 1", "Computer 2 (schwer)"))
    s.rename("Friday night")
    assert reworded_game(s.entry, DE) == (renamed, None)


def test_renaming_keeps_position_draft_computers_and_saves():
    players = english_defaults({1: "hard", 2: "easy"}, 3)
    s, storage = table(players, {players[1]: "hard", players[2]: "easy"})
    rng = random.Random(5)
    while len(s.moves) < 14 or s.computer_to_move() is not None:
        s.play(s.game.random_move(rng))
    target = next(iter(s.draft.targets()))
    s.click(target)
    assert target in s.draft.expansions
    drafted, state, cursor = s.draft.move(), (tuple(s.game.moves), s.game.current), s.cursor
    s.rename_players(*reworded_game(s.entry, DE))
    assert s.game.names == ("Spieler 1", "Computer 2 (schwer)", "Computer 3 (leicht)")
    assert s.level_of(1) == "hard" and s.level_of(2) == "easy" and s.level_of(0) is None
    assert s.cursor == cursor and (tuple(s.game.moves), s.game.current) == state and s.may_play()
    assert s.draft.move() == drafted
    assert s.entry.name == game_names(DE).game(s.game.names)
    reopened = Session(SaveStore(storage, NAMES), lambda: 9e9)
    assert reopened.open_saved(s.entry.game_id) is None
    assert reopened.game.names == s.game.names and reopened.level_of(1) == "hard"


def test_an_earlier_position_looked_at_stays_looked_at():
    players = english_defaults({1: "medium"}, 2)
    s, _ = table(players, {players[1]: "medium"})
    rng = random.Random(2)
    for _ in range(10):
        s.play(s.game.random_move(rng))
    assert s.go_to(4, browse=True)
    s.rename_players(*reworded_game(s.entry, FR))
    assert s.game.names[0] == "Joueur 1" and s.cursor == 4 and s.mode is Mode.BROWSING
    assert len(s.moves) == 10


def test_a_game_by_link_keeps_the_names_its_players_share():
    players = english_defaults({}, 2)
    s, _ = table(players, {}, by_link=True)
    s.rename_players(*reworded_game(s.entry, DE))
    assert s.game.names == players


def test_the_saved_games_list_words_default_names_in_the_page_s_language():
    players = english_defaults({1: "hard"}, 2)
    s, _ = table(players, {players[1]: "hard"})
    linked, _ = table(players, {}, by_link=True)
    listed, damaged = s.store.entries()
    (row,) = [found for found in listed if found.entry.game_id == s.entry.game_id]
    html = games_list([row], damaged, 2000.0, DE)
    assert "Spieler 1 gegen Computer 2 (schwer)" in html  # the game's name
    assert "Spieler 1, Computer 2 (schwer)" in html  # its players
    assert "Player 1" not in html
    listed, _ = linked.store.entries()
    by_link = games_list(listed, [], 2000.0, DE)  # a game by link keeps the names it shares
    assert "Player 1 vs Computer 2 (hard)" in by_link and "Spieler" not in by_link
